"""This station's own records, in its config folder (never the casino's: the casino's
name, the users and the house rules belong to the database).

* ``station.json``: which table it serves, written by ``dealer-app setup`` and the
  first-run screen. A damaged file is set aside (renamed ``.bad``) and the
  defaults used, never a crash at start-up.
* ``default-db.json``: the default database once it is created (its path and
  identity). If that database later disappears, nothing silently creates an
  empty one in its place (an empty store lets anyone become the first
  administrator): the app and the commands refuse, name what is missing and the
  flag that deliberately starts a new store (``--new-store``).
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from dealer_app import refusal_codes
from dealer_app.atomic_file import write_atomically
from dealer_app.paths import config_dir
from dealer_app.safe_input import InputError, open_regular, read_bounded
from dealer_app.store.errors import DatabaseUnreadableError

__all__ = [
    "NEW_STORE_FLAG", "DefaultDatabaseMissingError", "Station", "check_default_db", "check_table_name", "load_record",
    "load_station", "record_default_db", "save_record", "save_station", "station_path",
]

TABLE_NAME_MAX = 40


@dataclass(frozen=True)
class Station:
    table_name: str | None = None  # None: not set up (the desktop app keeps its own default)


def check_table_name(name: str) -> str:
    """The table's name, trimmed; raises ``ValueError`` with a one-line reason."""
    text = name.strip()
    if not text:
        raise ValueError(refusal_codes.TableNameEmpty())
    if len(text) > TABLE_NAME_MAX:
        raise ValueError(refusal_codes.TableNameTooLong(max=TABLE_NAME_MAX, n=len(text)))
    if not text.isprintable():
        raise ValueError(refusal_codes.TableNameUnprintable())
    return text


def station_path() -> Path:
    return config_dir() / "station.json"


def load_station(path: Path | None = None) -> Station:
    p = path or station_path()
    if not p.exists():
        return Station()
    try:
        data: object = json.loads(read_bounded(p, _MAX_BYTES, what="station file"))
        table = data.get("table_name") if isinstance(data, dict) else None
        return Station(check_table_name(table) if isinstance(table, str) else None)
    except (OSError, ValueError):
        with contextlib.suppress(OSError):
            p.replace(p.with_suffix(".bad"))
        return Station()


def save_station(station: Station, path: Path | None = None) -> None:
    """Write atomically (a temporary file, flushed, then a rename)."""
    p = path or station_path()
    write_atomically(p, (json.dumps({"version": 1, **asdict(station)}, indent=2) + "\n").encode("utf-8"))


NEW_STORE_FLAG = "--new-store"
_MAX_BYTES = 64 * 1024


class DefaultDatabaseMissingError(DatabaseUnreadableError):
    """The station's recorded default database is gone."""


DEFAULT_DB_RECORD = "default-db.json"


def load_record(name: str) -> dict[str, Any]:
    """One of this station's JSON records in its config folder (``{}`` when there is none),
    read within bounds; a damaged one is named, never a crash."""
    path = config_dir() / name
    try:
        with open_regular(path, what="station's record") as fh:
            data = fh.read(_MAX_BYTES + 1)
    except FileNotFoundError:
        return {}
    except InputError as exc:
        raise DatabaseUnreadableError(refusal_codes.CannotReadStation(path=path, reason=exc)) from None
    except OSError as exc:
        raise DatabaseUnreadableError(refusal_codes.CannotReadStation(path=path, reason=exc.strerror or exc)) from None
    if len(data) > _MAX_BYTES:
        raise DatabaseUnreadableError(refusal_codes.StationRecordTooLarge(path=path))
    try:
        value: object = json.loads(data)
    except (ValueError, UnicodeDecodeError):
        raise DatabaseUnreadableError(refusal_codes.StationRecordNotJson(path=path)) from None
    return value if isinstance(value, dict) else {}


def save_record(name: str, data: dict[str, Any]) -> None:
    """Replace one of this station's records atomically (owner-only)."""
    path = config_dir() / name
    write_atomically(path, json.dumps(data, indent=1, sort_keys=True).encode("utf-8"), mode=0o600)


def check_default_db(path: Path, *, new_store: bool = False) -> None:
    """Refuse to go on when the default database recorded for this station is missing
    (unless ``new_store``: then the record is dropped and a new store may be created)."""
    data = load_record(DEFAULT_DB_RECORD)
    recorded = data.get("default_db")
    if not isinstance(recorded, dict) or recorded.get("path") != str(path) or path.exists():
        return
    if new_store:
        data.pop("default_db", None)
        save_record(DEFAULT_DB_RECORD, data)
        return
    raise DefaultDatabaseMissingError(
        refusal_codes.StationDatabaseMissing(path=path, created=recorded.get('created', '?'), id=recorded.get('db_uuid', '?'), flag=NEW_STORE_FLAG))


def record_default_db(path: Path, db_uuid: str) -> None:
    """Remember the default database (once; a restore or a new store replaces the record)."""
    import datetime as dt

    data = load_record(DEFAULT_DB_RECORD)
    recorded = data.get("default_db")
    if isinstance(recorded, dict) and recorded.get("path") == str(path) and recorded.get("db_uuid") == db_uuid:
        return
    data["default_db"] = {"path": str(path), "db_uuid": db_uuid,
                          "created": dt.datetime.now(dt.UTC).strftime("%Y-%m-%d %H:%M UTC")}
    save_record(DEFAULT_DB_RECORD, data)
