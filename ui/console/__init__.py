"""The pit boss console (issue 6): approvals, round history and the round view,
corrections (voids, floor rulings), the jackpot meter, the shift re-audit,
house rules, and, for administrators, users and settings.

Code map:

- ``access``: which role sees which section, read from the role matrix.
- ``model``: the frozen records the pages show, history filters, entries in words.
- ``jobs``: every service call (run on the store worker, never the UI thread).
- ``reaudit``: the shift re-audit (``audit verify``, read for one shift).
- ``screen``: :class:`ConsoleScreen`, the screen the main window shows;
  ``pages/``: one page per section, and the round view.
- ``boxcard``, ``forms``, ``widgets``: building blocks in the app's theme.
- ``docs``: the save-as and print dialogs behind a service (scripted in tests);
  ``slip_html``: the printable page of a round.
- ``screenshots``: the console's screens for ``dealer-app screenshot``.
"""

from ui.console.access import Section, can_open_console, sections_for
from ui.console.screen import ConsoleScreen

__all__ = ["ConsoleScreen", "Section", "can_open_console", "sections_for"]
