"""What every GUI test area shares: the people, a cheap PIN hasher, the real main
window on a temporary database, and closing a window so that it is really gone.

A closed window is deleted with ``deleteLater()``, and deferred deletes run only
inside an event loop, never from ``processEvents()``. :func:`flush_deletes`
sends them at once; the GUI plugin (``gui_plugin.py``) calls it after every test
and fails a test that leaves a top-level widget alive.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from dealer_app.auth.passwords import PinHasher

# name -> (role, PIN): the people every GUI area starts from
PEOPLE: dict[str, tuple[str, str]] = {
    "Admin": ("admin", "111111"),
    "Anna": ("dealer", "222222"),
    "Boris": ("pit_boss", "333333"),
    "Dana": ("dealer", "444444"),
    "Petra": ("pit_boss", "555555"),
}


def cheap_hasher() -> PinHasher:
    """Argon2id at its cheapest: the tests check the flow, not the cost."""
    return PinHasher(time_cost=1, memory_cost=8, parallelism=1)


def make_people(db_path: Path, people: Mapping[str, tuple[str, str]] = PEOPLE) -> None:
    """The first administrator (the first ``admin`` in ``people``), then everyone else, through the services."""
    from ui.table.backend import Backend

    admin = next(name for name, (role, _) in people.items() if role == "admin")
    b = Backend(db_path, hasher=cheap_hasher())
    b.open()
    b.create_first_admin(admin, people[admin][1])
    for name, (role, pin) in people.items():
        if name != admin:
            b.add_user(name, role, pin)
    b.sign_out()
    b.close()


def make_window(db_path: Path, *, lang: str = "en", dialogs: Any = None, settings_path: Path | None = None) -> Any:
    """The real main window on ``db_path``, shown at 1280×800, once its start-up checks are done."""
    from ui.app import build_window
    from ui.devtools.driver import pump, wait_until
    from ui.kit.dialogs import ScriptedDialogService

    w = build_window(db_path, lang=lang, dialogs=dialogs or ScriptedDialogService(), hasher=cheap_hasher(),
                     settings_path=settings_path or db_path.with_name("ui-settings.json"))
    w.resize(1280, 800)
    w.show()
    wait_until(lambda: w.startup.report is not None or w.startup.quit.isVisible(), 20000, "the start-up checks")
    pump(10)
    return w


def flush_deletes() -> None:
    """Run every pending ``deleteLater()`` now (they never run outside an event loop)."""
    from ui.devtools.driver import flush_deletes as flush

    flush()


def close_window(w: Any) -> None:
    """Shut the window's services down, close it and delete it, now."""
    from ui.devtools.driver import dispose

    w.shutdown()
    dispose(w)


def live_top_level_widgets() -> list[Any]:
    """The top-level widgets that are still alive (after the pending deletes have run)."""
    from ui.kit.qt import QApplication

    flush_deletes()
    return list(QApplication.topLevelWidgets())


__all__ = ["PEOPLE", "cheap_hasher", "close_window", "flush_deletes", "live_top_level_widgets", "make_people",
           "make_window"]
