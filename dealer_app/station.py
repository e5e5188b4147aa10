"""This station's own settings, as opposed to the casino's: which table it serves.

Kept in the config folder as ``station.json`` and written by ``dealer-app setup``
and the first-run screen. The casino's name, the users and the house rules
belong to the database (the services), not here. A damaged file is set aside
(renamed ``.bad``) and the defaults used, never a crash at start-up.
"""

from __future__ import annotations

import contextlib
import json
import os
from dataclasses import asdict, dataclass
from pathlib import Path

from dealer_app.paths import config_dir

__all__ = ["Station", "check_table_name", "load_station", "save_station", "station_path"]

TABLE_NAME_MAX = 40


@dataclass(frozen=True)
class Station:
    table_name: str | None = None  # None: not set up (the desktop app keeps its own default)


def check_table_name(name: str) -> str:
    """The table's name, trimmed; raises ``ValueError`` with a one-line reason."""
    text = name.strip()
    if not text:
        raise ValueError("table: the table's name must not be empty")
    if len(text) > TABLE_NAME_MAX:
        raise ValueError(f"table: at most {TABLE_NAME_MAX} characters, not {len(text)}")
    if not text.isprintable():
        raise ValueError("table: only printable characters")
    return text


def station_path() -> Path:
    return config_dir() / "station.json"


def load_station(path: Path | None = None) -> Station:
    p = path or station_path()
    if not p.exists():
        return Station()
    try:
        data = json.loads(p.read_text(encoding="utf-8"))
        table = data.get("table_name") if isinstance(data, dict) else None
        return Station(check_table_name(table) if isinstance(table, str) else None)
    except (OSError, ValueError):
        with contextlib.suppress(OSError):
            p.replace(p.with_suffix(".bad"))
        return Station()


def save_station(station: Station, path: Path | None = None) -> None:
    """Write atomically (a temporary file, then a rename)."""
    p = path or station_path()
    tmp = p.with_suffix(".tmp")
    tmp.write_text(json.dumps({"version": 1, **asdict(station)}, indent=2) + "\n", encoding="utf-8")
    os.replace(tmp, p)
