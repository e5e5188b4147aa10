"""What the desktop benchmarks share: the people on a fresh database, and the real
main window signed in as the dealer with a shift open (keys, as a dealer would)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

# name -> (role, PIN); PINs meet the default minimum length (6)
PEOPLE = {"Admin": ("admin", "111111"), "Anna": ("dealer", "222222"), "Boris": ("pit_boss", "333333")}


def scratch_floor(pg: str, prefix: str) -> tuple[Path, str, str]:
    """A throw-away home for the app's folders (set in the environment) and a new empty database
    on the server ``pg``: (home, the database's URL, its name, for dropping it at the end)."""
    import os
    import tempfile
    import uuid
    from urllib.parse import urlsplit, urlunsplit

    import psycopg

    work = Path(tempfile.mkdtemp(prefix=f"{prefix.replace('_', '-')}-"))
    os.environ["DEALER_APP_CONFIG_DIR"] = str(work / "config")
    os.environ["DEALER_APP_DATA_DIR"] = str(work / "data")
    name = f"{prefix}_{uuid.uuid4().hex[:8]}"
    with psycopg.connect(pg, autocommit=True) as c:
        c.execute(f"CREATE DATABASE {name}")
    p = urlsplit(pg)
    return work, urlunsplit((p.scheme, p.netloc, "/" + name, p.query, p.fragment)), name


def pin(name: str) -> str:
    return PEOPLE[name][1]


def make_people(db: Path, station: str, hasher: Any = None) -> None:
    """The first administrator, a dealer and a pit boss, through the app's backend."""
    from ui.table.backend import Backend

    b = Backend(db, station=station, **({"hasher": hasher} if hasher is not None else {}))
    b.open()
    b.create_first_admin("Admin", pin("Admin"))
    for name, (role, code) in PEOPLE.items():
        if role != "admin":
            b.add_user(name, role, code)
    b.sign_out()
    b.close()


def open_table(db: Path, folder: Path, dialogs: Any, hasher: Any = None) -> tuple[Any, Any]:
    """The real main window on ``db``, Anna signed in and her shift open: (window, driver)."""
    from ui.app import build_window
    from ui.devtools.driver import TableDriver, wait_until

    w = build_window(db, lang="en", dialogs=dialogs, settings_path=folder / "s.json",
                     **({"hasher": hasher} if hasher is not None else {}))
    w.resize(1280, 800)
    w.show()
    wait_until(lambda: w.signin.users.count() > 0, 30000)
    w.signin.select("Anna")
    d = TableDriver(w, timeout_ms=30000)
    d.type(pin("Anna"))
    d.enter()
    wait_until(lambda: w.stack.currentWidget() is w.shift_open and w.shift_open.profile.count() > 0, 30000)
    w.shift_open.open_button.click()
    wait_until(lambda: w.stack.currentWidget() is w.table and w.table.update_ is not None, 30000)
    d.settle()
    return w, d
