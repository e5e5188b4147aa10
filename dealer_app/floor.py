"""A station on a floor: its binding (which floor, which table) and the
floor-wide checks of ``audit verify``.

``setup --floor URL --table NAME`` writes the binding to ``floor.json`` in
the station's config folder; from then on the station's commands (and the
desktop app) use that floor and that table unless ``--db`` / ``--table`` say
otherwise. A station without a binding keeps its embedded SQLite database.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from dealer_app.atomic_file import write_atomically
from dealer_app.paths import config_dir
from dealer_app.refusal_codes import FloorTableNotChosen, FloorUrlWithoutPassword
from dealer_app.safe_input import read_bounded
from dealer_app.store.errors import TableNotFoundError
from dealer_app.store.location import Location, is_floor_url

__all__ = ["FloorBinding", "binding_path", "load_binding", "refuse_password", "resolve_location", "resolve_table",
           "resolve_target", "save_binding"]


@dataclass(frozen=True)
class FloorBinding:
    url: str
    table: str
    casino: str = ""


def binding_path() -> Path:
    return config_dir() / "floor.json"


def load_binding() -> FloorBinding | None:
    path = binding_path()
    try:
        data: object = json.loads(read_bounded(path, 64 * 1024, what="floor binding"))
    except FileNotFoundError:
        return None
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or not is_floor_url(data.get("url", "")) or not data.get("table"):
        return None
    return FloorBinding(str(data["url"]), str(data["table"]), str(data.get("casino", "")))


def refuse_password(url: str) -> None:
    """A station's floor URL names no password: its login reads it from a passfile."""
    from urllib.parse import urlsplit

    if urlsplit(url).password is not None:
        raise ValueError(FloorUrlWithoutPassword())


def save_binding(binding: FloorBinding) -> Path:
    """Write the binding atomically (temp file, fsync, rename), readable by this OS user
    only (0600); a URL holding a password is refused (the password goes in a passfile)."""
    refuse_password(binding.url)
    path = binding_path()
    text = json.dumps({"url": binding.url, "table": binding.table, "casino": binding.casino}, indent=2) + "\n"
    return write_atomically(path, text.encode("utf-8"), mode=0o600)


def resolve_location(given: Location | None) -> Location | None:
    """``--db`` as given; else the station's floor; else ``None`` (the embedded default database)."""
    if given is not None:
        return given
    binding = load_binding()
    return binding.url if binding is not None else None


def resolve_table(location: Location | None, given: str | None) -> str | None:
    """``--table`` as given; else the station's table when ``location`` is its floor."""
    if given:
        return given
    binding = load_binding()
    if binding is not None and binding.url == str(location):
        return binding.table
    return None


def resolve_target(given_db: Location | None, given_table: str | None) -> tuple[Location | None, str | None]:
    """Where a command works: ``(location, table)``; the table is ``None`` off a floor.
    On a floor with no table given or configured, :class:`TableNotFoundError` lists the tables."""
    location = resolve_location(given_db)
    if location is None or not is_floor_url(location):
        return location, None
    table = resolve_table(location, given_table)
    if table is None:
        from dealer_app.store.postgres import floor_tables

        names = floor_tables(str(location))
        raise TableNotFoundError(FloorTableNotChosen(tables=', '.join(names) or 'none yet'),
                                 names)
    return location, table
