"""Users floor-wide: on a floor, a user is defined once and signs on every table.

Each table's chain stays self-contained (a table's backup verifies on its own,
as a station's file does), so a user is *in* every table's chain: the entry
that defines or changes a user (added, role, disabled or enabled, PIN reset,
unlocked, the administrator's recovery) is written, in the same transaction,
into every other table's chain as well, naming the same user by name (each
table numbers its users itself) and saying where it came from (``mirrored``:
the table and its entry). A table made on a floor that already has users starts
with them. The simulator's built-in users stay each table's own, and so do
failed PIN attempts and lock-outs (a table's own sign-ins count there).

Schema version 3 shares the users of an older floor: every table gets every
name it lacks, as the oldest table that has it defines it; a name defined on
several tables keeps each table's definition until an administrator changes
it, which then applies to all of them.

Writers of user entries serialise on one advisory lock (``USERS_LOCK``), taken
before any table's row, so two of them never wait on each other's tables.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

import psycopg

from dealer_app.store.chain import pin_tag
from dealer_app.store.keys import AuditKey
from dealer_app.store.pg_rows import typed_rows
from dealer_app.store.pg_schema import SCHEMA
from dealer_app.store.projection import USER_KINDS, MoveMeter, changes
from dealer_app.store.projection_sql import SqlDialect
from dealer_app.store.records import EntryKind, LogEntry, canonical_json

__all__ = ["MIRRORED_KINDS", "USERS_LOCK", "Mirror", "lock_users", "mirror_entries", "project_user", "share_users",
           "write_users"]

S = SCHEMA
USERS_LOCK = 0x44415055  # "DAPU"
MIRRORED_KINDS = frozenset({
    EntryKind.USER_ADDED, EntryKind.USER_ROLE_CHANGED, EntryKind.USER_DISABLED, EntryKind.USER_ENABLED,
    EntryKind.PIN_RESET, EntryKind.USER_UNLOCKED, EntryKind.ADMIN_RECOVERY,
})
FLOOR_STATION = "floor users"

@dataclass(frozen=True)
class Mirror:
    """A user entry as every other table receives it: the user and the actor by name."""

    kind: EntryKind
    payload: Mapping[str, Any]  # without the user's id, its PIN tag or a signature
    user: str
    actor: str | None
    station: str | None
    secret_pin_hash: str | None
    source: Mapping[str, Any]  # {"table": name, "seq": entry}


def lock_users(c: psycopg.Connection[Any]) -> None:
    c.execute("SELECT pg_advisory_xact_lock(%s)", (USERS_LOCK,))


class _NameRow(NamedTuple):
    id: int
    name: str
    builtin: bool


class _TableRow(NamedTuple):
    id: int
    name: str
    db_uuid: str


class _DefinedRow(NamedTuple):
    id: int
    name: str
    role: str
    pin_hash: str | None
    disabled: bool
    created_seq: int


class _Int(NamedTuple):
    value: int


def _names(c: psycopg.Connection[Any], tbl: int) -> dict[int, tuple[str, bool]]:
    return {int(r.id): (str(r.name), bool(r.builtin))
            for r in typed_rows(c, _NameRow, f"SELECT id, name, builtin FROM {S}.users WHERE tbl = %s", (tbl,))}


def mirror_entries(c: psycopg.Connection[Any], tbl: int, table: str,
                   written: Sequence[tuple[LogEntry, Mapping[str, Any], str | None]]) -> list[Mirror]:
    """The user entries just written to table ``tbl`` (entry, payload, secret PIN hash) as the
    other tables receive them (the simulator's built-in users are each table's own)."""
    names = _names(c, tbl)
    out: list[Mirror] = []
    for e, p, secret in written:
        if e.kind not in MIRRORED_KINDS or p.get("user") is None:
            continue
        name, builtin = names.get(int(p["user"]), ("", True))
        if builtin:
            continue
        payload = {k: v for k, v in p.items() if k not in ("user", "pin_tag", "pin_hash", "signature",
                                                             "signature_kind", "co_signatures",
                                                             "mirrored")}
        actor = names.get(e.actor, (None, False))[0] if e.actor is not None else None
        out.append(Mirror(EntryKind(e.kind), payload, name, actor, e.station, secret,
                          {"table": table, "seq": e.seq}))
    return out


def write_users(c: psycopg.Connection[Any], key: AuditKey, tbl: int, db_uuid: str, mirrors: Sequence[Mirror],
                ts: int) -> int:
    """Append ``mirrors`` to table ``tbl``'s chain (its row locked; the server computes each
    entry's MAC, ``key`` tags a new PIN's hash), translating names to
    its own user ids; an added user it already has, or a change to one it lacks, is
    skipped. Returns how many entries were written."""
    head = typed_rows(c, _Int, f"SELECT head_seq FROM {S}.floor_tables WHERE id = %s FOR UPDATE", (tbl,))
    assert head
    seq = int(head[0].value)
    by_name = {name.lower(): uid for uid, (name, _b) in _names(c, tbl).items()}
    written = 0
    for m in mirrors:
        uid = by_name.get(m.user.lower())
        if m.kind == EntryKind.USER_ADDED:
            if uid is not None:
                continue
            uid = max(by_name.values(), default=0) + 1
            by_name[m.user.lower()] = uid
        elif uid is None:
            continue
        payload = dict(m.payload)
        payload["user"] = uid
        payload["mirrored"] = dict(m.source)
        if m.secret_pin_hash is not None:
            payload["pin_tag"] = pin_tag(key, db_uuid, uid, m.secret_pin_hash)
        actor = by_name.get(m.actor.lower()) if m.actor else None
        seq += 1
        text = canonical_json(payload)
        # the chain's MAC is the server's (schema 12, log_form): none is sent
        c.execute(f"INSERT INTO {S}.log(tbl, seq, ts_us, kind, actor, station, shift_id, round_id, ref, payload, mac) "
                  "VALUES (%s, %s, %s, %s, %s, %s, NULL, NULL, NULL, %s, NULL)",
                  (tbl, seq, ts, m.kind.value, actor, m.station, text))
        project_user(c, LogEntry(seq, ts, m.kind.value, actor, m.station, None, None, None, text, ""), payload,
                     m.secret_pin_hash, tbl)
        written += 1
    return written  # the head moves with the inserts, at the commit (schema 11, log_head)


def share_users(c: psycopg.Connection[Any], key: AuditKey, *, only: int | None = None) -> int:
    """Give every table (or only table ``only``) the users it lacks, as the oldest table
    that has each name defines it (its role, PIN and whether it is disabled). Returns
    how many entries were written. The caller holds ``USERS_LOCK``."""
    tables = [(int(r.id), str(r.name), str(r.db_uuid)) for r in
              typed_rows(c, _TableRow, f"SELECT id, name, db_uuid FROM {S}.floor_tables ORDER BY id")]
    defined: dict[str, tuple[str, Mirror, bool]] = {}
    for tbl, name, _uuid in tables:
        rows = typed_rows(c, _DefinedRow,
                          f"SELECT u.id, u.name, u.role, p.pin_hash, u.disabled, u.created_seq FROM {S}.users u "
                          f"LEFT JOIN {S}.user_pins(%s) p ON p.id = u.id WHERE u.tbl = %s AND NOT u.builtin "
                          "ORDER BY u.id", (tbl, tbl))
        for _uid, uname, role, pin_hash, disabled, created_seq in rows:
            if str(uname).lower() not in defined:
                defined[str(uname).lower()] = (name, Mirror(
                    EntryKind.USER_ADDED, {"name": str(uname), "role": str(role), "builtin": False}, str(uname), None,
                    FLOOR_STATION, None if pin_hash is None else str(pin_hash),
                    {"table": name, "seq": int(created_seq)}), bool(disabled))
    if not defined:
        return 0
    ts_row = typed_rows(c, _Int, "SELECT (extract(epoch FROM clock_timestamp()) * 1000000)::bigint")
    ts = int(ts_row[0].value) if ts_row else 0
    written = 0
    for tbl, name, db_uuid in tables:
        if only is not None and tbl != only:
            continue
        have = {n.lower() for n, _b in _names(c, tbl).values()}
        todo: list[Mirror] = []
        for lname, (source, added, disabled) in defined.items():
            if lname in have or source == name:
                continue
            todo.append(added)
            if disabled:
                todo.append(Mirror(EntryKind.USER_DISABLED, {}, added.user, None, FLOOR_STATION, None, added.source))
        written += write_users(c, key, tbl, db_uuid, todo, ts)
    return written


def project_user(c: psycopg.Connection[Any], e: LogEntry, p: Mapping[str, Any], secret_hash: str | None,
                 t: int) -> bool:
    """Update table ``t``'s users for its new entry ``e`` (True), or leave it to the caller
    (False): the one projection definition (:mod:`dealer_app.store.projection`), spelt for
    the floor's schema."""
    if e.kind not in USER_KINDS:
        return False
    sql = SqlDialect(placeholder="%s", schema=f"{S}.", tbl=t)
    for change in changes(e, p, secret_hash):
        if isinstance(change, MoveMeter):  # a user entry never moves a meter
            raise AssertionError(f"{e.kind}: a user entry moved a meter")
        c.execute(*sql.sql(change))
    return True

