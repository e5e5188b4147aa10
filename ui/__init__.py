"""The live-table desktop app (PySide6).

Code map:

- ``qt``: the one module through which Qt is imported (and the PySide6 6.12 /
  Python 3.11 reference-count work-around).
- ``app`` (``dealer-app``), ``screenshots`` (``dealer-app screenshot``).
- ``main_window``: the stack of screens and the flow between them;
  ``screens/``: start-up checks, first run, sign-in, shift, lock, table.
- ``backend``: the only module that calls the services; runs on the store
  worker thread (``worker``), never on the UI thread; returns immutable data.
- ``engine``: reads the engine's round state into ``viewmodel`` records and
  builds the engine's steps from what was typed; every step is checked by the
  engine before it is sent, and applied by the store before it is shown.
- ``widgets/``: cards and the card picker, a box, the dealer, the entry field,
  the settlement panel, the bars. They render view records; none computes money.
- ``dialogs``: every modal dialog behind a service (scripted in tests).
- ``driver``: the keyboard driver used by the GUI tests and the screenshots.
- ``theme``, ``labels``, ``money``, ``chips``, ``settings``, ``i18n`` and
  ``translations/`` (English and Russian, ``python -m ui.i18n`` to refresh).

Invariants: no Qt call from a worker job; no SQL and no rule of the game in
``ui``; every user-visible text goes through ``tr``; a step reaches the screen
only after the store has acknowledged it.
"""
