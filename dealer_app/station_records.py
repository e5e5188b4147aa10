"""The chain heads this station has seen of each database, in its config folder.

``chain-heads.json`` records, per database file, the newest entry (seq and MAC)
this station saw. A database that no longer holds it was rolled back or cut:
it is refused at open and named by ``audit verify``. (The station's record of
its *default* database is ``default-db.json``, kept by :mod:`dealer_app.station`.)
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from dealer_app.station import load_record, save_record

__all__ = ["HEADS_RECORD", "remember_head", "rollback_problem"]

HEADS_RECORD = "chain-heads.json"


def _heads() -> tuple[dict[str, Any], dict[str, Any]]:
    data = load_record(HEADS_RECORD)
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
    from dealer_app.audit_findings import Code, finding

    return finding(Code.ROLLED_BACK, n=seq, h=mac[:16], at=rec.get("at", "?"), path=path)


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
    save_record(HEADS_RECORD, data)
