"""What this station remembers about its databases, in its config folder.

``databases.json`` records the default database once it is created (its path
and identity). If that file later disappears, nothing silently creates an
empty one in its place (an empty store lets anyone become the first
administrator): the app and the commands refuse, name what is missing and the
flag that deliberately starts a new store (``--new-store``).
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from dealer_app.paths import config_dir
from dealer_app.store.errors import DatabaseUnreadableError

__all__ = ["NEW_STORE_FLAG", "DefaultDatabaseMissingError", "check_default_db", "record_default_db", "remember_head",
           "rollback_problem"]

NEW_STORE_FLAG = "--new-store"
_MAX_BYTES = 64 * 1024


class DefaultDatabaseMissingError(DatabaseUnreadableError):
    """The station's recorded default database is gone."""


def _station_file() -> Path:
    return config_dir() / "databases.json"


def _load() -> dict[str, Any]:
    path = _station_file()
    try:
        with path.open("rb") as fh:
            data = fh.read(_MAX_BYTES + 1)
    except FileNotFoundError:
        return {}
    except OSError as exc:
        raise DatabaseUnreadableError(f"cannot read the station's record {path}: {exc.strerror or exc}") from None
    if len(data) > _MAX_BYTES:
        raise DatabaseUnreadableError(f"the station's record {path} is too large to be ours")
    try:
        value = json.loads(data)
    except (ValueError, UnicodeDecodeError):
        raise DatabaseUnreadableError(f"the station's record {path} is not valid JSON; fix or remove it") from None
    return value if isinstance(value, dict) else {}


def _save(data: dict[str, Any]) -> None:
    path = _station_file()
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        json.dump(data, fh, indent=1, sort_keys=True)
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, path)


def check_default_db(path: Path, *, new_store: bool = False) -> None:
    """Refuse to go on when the default database recorded for this station is missing
    (unless ``new_store``: then the record is dropped and a new store may be created)."""
    data = _load()
    recorded = data.get("default_db")
    if not isinstance(recorded, dict) or recorded.get("path") != str(path) or path.exists():
        return
    if new_store:
        data.pop("default_db", None)
        _save(data)
        return
    raise DefaultDatabaseMissingError(
        f"the station's database {path} (created {recorded.get('created', '?')}, id {recorded.get('db_uuid', '?')}) "
        f"is missing; restore it from a backup (dealer-app restore), or start a new, empty store deliberately "
        f"with {NEW_STORE_FLAG}")


def record_default_db(path: Path, db_uuid: str) -> None:
    """Remember the default database (once; a restore or a new store replaces the record)."""
    import datetime as dt

    data = _load()
    recorded = data.get("default_db")
    if isinstance(recorded, dict) and recorded.get("path") == str(path) and recorded.get("db_uuid") == db_uuid:
        return
    data["default_db"] = {"path": str(path), "db_uuid": db_uuid,
                          "created": dt.datetime.now(dt.UTC).strftime("%Y-%m-%d %H:%M UTC")}
    _save(data)


def _heads() -> tuple[dict[str, Any], dict[str, Any]]:
    data = _load()
    heads = data.get("heads")
    if not isinstance(heads, dict):
        heads = data["heads"] = {}
    return data, heads


def rollback_problem(path: Path, db_uuid: str, holds: Callable[[int, str], bool]) -> str | None:
    """Why the database at ``path`` is older than this station last saw it (``holds(seq, mac)``:
    whether its log holds that entry), or ``None``. A different database at the path is
    not a rollback of this one (its own anchors apply)."""
    _data, heads = _heads()
    rec = heads.get(str(Path(path).resolve()))
    if not isinstance(rec, dict) or rec.get("db_uuid") != db_uuid:
        return None
    seq, mac = rec.get("seq"), rec.get("mac")
    if not isinstance(seq, int) or not isinstance(mac, str) or seq <= 0 or holds(seq, mac):
        return None
    return (f"this station last saw entry {seq} (chain head {mac[:16]}..., {rec.get('at', '?')}) in {path}, and "
            "its log no longer holds it: the database was rolled back or cut. Restore the right copy "
            "(dealer-app restore; an older one needs --allow-older and a PIN)")


def remember_head(path: Path, db_uuid: str, seq: int, mac: str, *, replace: bool = False) -> None:
    """Record the newest chain head this station has seen of the database at ``path``
    (never moving backwards unless ``replace``: an authorised restore)."""
    import datetime as dt

    data, heads = _heads()
    key = str(Path(path).resolve())
    rec = heads.get(key)
    if (not replace and isinstance(rec, dict) and rec.get("db_uuid") == db_uuid
            and isinstance(rec.get("seq"), int) and rec["seq"] >= seq):
        return
    heads[key] = {"db_uuid": db_uuid, "seq": seq, "mac": mac,
                  "at": dt.datetime.now(dt.UTC).strftime("%Y-%m-%d %H:%M UTC")}
    _save(data)
