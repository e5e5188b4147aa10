"""The reads both backends share, written once: one reader over a connection and a dialect.

A backend (:class:`~dealer_app.store.sqlite.SQLiteStore`,
:class:`~dealer_app.store.postgres.PostgresStore`) gives its rows (``_read``, with its own
error handling and retries) and its :class:`~dealer_app.store.projection_sql.SqlDialect`
(placeholder, schema prefix, the ``tbl`` of a floor's table); it keeps only what is its own:
the connection, the chain head and its locking, leases, the start-up checks and backups.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import Self, TypeVar

from dealer_app.audit_findings import Code, Val, finding
from dealer_app.auth.roles import Role
from dealer_app.store.chain import pin_tag
from dealer_app.store.checks import LeaseRow, lease_of
from dealer_app.store.errors import DatabaseTamperedError, StoreBugError
from dealer_app.store.keys import AuditKey
from dealer_app.store.projection import USER_KINDS, Projection
from dealer_app.store.projection_sql import SqlDialect
from dealer_app.store.records import (
    HouseVersionRow,
    Lease,
    LogEntry,
    PatronRow,
    RoundRow,
    RoundStatus,
    ShiftRow,
    TrainingRow,
    UserRow,
    patron_row,
)
from dealer_app.store.refusals import Activity, AuditBrokenUnchanged, Doing, UserRoleUnknown
from dealer_app.store.rows import IntCol, KeyValue, MaybeInt

__all__ = ["LOG_COLUMNS", "StoreReader", "compare_users", "entry_of"]

LOG_COLUMNS = "seq, ts_us, kind, actor, station, shift_id, round_id, ref, payload, mac"
_USER_COLS = "u.id, u.name, u.role, {pin}, u.builtin, u.disabled, u.failed, u.locked_until_us, u.created_seq"
_SHIFT_COLS = "id, table_name, profile, dealer, simulated, gaming_day, opened_seq, opened_us, closed_seq, closed_us, rounds"
R = TypeVar("R")
_ROUND_COLS = ("id, shift_id, number, dealer, house_version, jackpot_start, status, steps, started_seq, settled_seq, "
               "voided_seq")


def _int(v: int | None) -> int | None:
    return None if v is None else int(v)


def entry_of(seq: int, ts_us: int, kind: str, actor: int | None, station: str | None, shift_id: int | None,
             round_id: int | None, ref: int | None, payload: str, mac: str) -> LogEntry:
    """A log row (:data:`LOG_COLUMNS`) as an entry: the row function of a read of the log.
    The entry is ``LogEntry(int(seq), int(ts_us), kind, ...)`` made without the frozen
    dataclass's ``__init__`` (ten ``object.__setattr__`` calls: half the cost of a long read
    of the log, ``audit verify``'s): the same fields in its ``__dict__``, as ``__init__`` sets
    them (tests/store/test_entry_row.py)."""
    e = _new_entry(LogEntry)
    e.__dict__.update(seq=int(seq), ts_us=int(ts_us), kind=kind, actor=actor, station=station, shift_id=shift_id,
                      round_id=round_id, ref=ref, payload_text=payload, mac=mac)
    return e


_new_entry = object.__new__


def _user(uid: int, name: str, role: str, pin_hash: str | None, builtin: bool, disabled: bool, failed: int,
          locked_until_us: int | None, created_seq: int) -> UserRow:
    try:
        known = Role(role)
    except ValueError:
        raise DatabaseTamperedError(UserRoleUnknown(n=uid, role=repr(role))) from None
    return UserRow(int(uid), str(name), known, pin_hash, bool(builtin), bool(disabled), int(failed),
                   _int(locked_until_us), int(created_seq))


def _shift(sid: int, table_name: str, profile: str, dealer: int, simulated: bool, gaming_day: str, opened_seq: int,
           opened_us: int, closed_seq: int | None, closed_us: int | None, rounds: int) -> ShiftRow:
    return ShiftRow(int(sid), str(table_name), str(profile), int(dealer), bool(simulated), str(gaming_day),
                    int(opened_seq), int(opened_us), _int(closed_seq), _int(closed_us), int(rounds))


def _round(rid: int, shift_id: int, number: int, dealer: int, house_version: int, jackpot_start: int, status: str,
           steps: int, started_seq: int, settled_seq: int | None, voided_seq: int | None) -> RoundRow:
    return RoundRow(int(rid), int(shift_id), int(number), int(dealer), int(house_version), int(jackpot_start),
                    RoundStatus(status), int(steps), int(started_seq), _int(settled_seq), _int(voided_seq))


def _house_version(version: int, profile: str, seq: int) -> HouseVersionRow:
    return HouseVersionRow(int(version), str(profile), int(seq))


def _training(tid: int, user_id: int, seq: int, ts_us: int, payload: str) -> TrainingRow:
    import json

    return TrainingRow(int(tid), int(user_id), int(seq), int(ts_us), json.loads(payload))


class StoreReader:
    """Every read of the log and its projections, in the backend's dialect (``_sql``).

    A backend implements ``_read`` (rows of one statement), ``key``, ``_db_uuid``, ``location``,
    ``_closed`` and ``pin_hashes_hidden``; where a floor reads differently (a linked meter,
    PIN hashes only for the owner) it overrides the method."""

    _sql: SqlDialect
    _db_uuid: str
    _key: AuditKey | None
    _readonly: bool
    _closed: bool

    @property
    def location(self) -> str:
        raise NotImplementedError

    @property
    def pin_hashes_hidden(self) -> bool:
        raise NotImplementedError

    def _read(self, row: Callable[..., R], sql: str, params: Sequence[object] = (), *,
              doing: Activity = Doing.READING) -> list[R]:
        """The rows of one statement, each made by ``row`` from its columns (:mod:`dealer_app.store.rows`)."""
        raise NotImplementedError

    def close(self) -> None:
        raise NotImplementedError

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- the plumbing ---------------------------------------------------------------------------
    @property
    def key(self) -> AuditKey:
        if self._key is None:
            raise StoreBugError("the store has no key loaded")
        return self._key

    @property
    def db_uuid(self) -> str:
        return self._db_uuid

    @property
    def readonly(self) -> bool:
        return self._readonly

    def _check_open(self) -> None:
        if self._closed:
            raise StoreBugError(f"{self.location} is closed")

    def _rows(self, row: Callable[..., R], sql: str, params: Sequence[object] = (), *,
              doing: Activity = Doing.READING) -> list[R]:
        """``sql`` written with ``?`` placeholders, in this backend's dialect."""
        ph = self._sql.placeholder
        return self._read(row, sql if ph == "?" else sql.replace("?", ph), params, doing=doing)

    def _first(self, row: Callable[..., R], sql: str, params: Sequence[object] = (), *,
               doing: Activity = Doing.READING) -> R | None:
        """The first row of ``sql`` (in this backend's dialect), or None."""
        rows = self._read(row, sql, params, doing=doing)
        return rows[0] if rows else None

    def _mine(self, table: str, *conds: str, scoped: bool = True) -> str:
        """``FROM table WHERE ...``: this table's rows (on a floor) meeting ``conds``."""
        d = self._sql
        where = [*(["tbl = ?"] if scoped and d.tbl is not None else []), *conds]
        return f"FROM {d.schema}{table}" + (f" WHERE {' AND '.join(where)}" if where else "")

    def _args(self, *params: object) -> tuple[object, ...]:
        """The parameters of a :meth:`_mine` read: the floor table's id first."""
        return (self._sql.tbl, *params) if self._sql.tbl is not None else params

    def pin_tagger(self) -> Callable[[int, str | None], str | None]:
        key, db_uuid = self.key, self._db_uuid
        return lambda user_id, pin_hash: pin_tag(key, db_uuid, user_id, pin_hash)

    def _verify_users(self) -> None:
        """Users are small and decide who may sign in: checked against the log on every open."""
        expected = Projection.of(self.entries_of_kind(USER_KINDS)).users
        problems = compare_users(expected, self.users(), None if self.pin_hashes_hidden else self.pin_tagger())
        if problems:
            raise DatabaseTamperedError(AuditBrokenUnchanged(where=self.location, audit=problems[0]), problems)

    # -- the log --------------------------------------------------------------------------------
    def entry(self, seq: int) -> LogEntry | None:
        rows = self._rows(entry_of, f"SELECT {LOG_COLUMNS} {self._mine('log', 'seq = ?')}", self._args(seq),
                          doing=Doing.READING_THE_LOG)
        return rows[0] if rows else None

    def seq_of_mac(self, mac: str) -> int | None:
        rows = self._rows(IntCol, f"SELECT seq {self._mine('log', 'mac = ?')} ORDER BY seq LIMIT 1",
                          self._args(mac), doing=Doing.LOOKING_UP_AN_ANCHOR)
        return int(rows[0].value) if rows else None

    def iter_entries(self, first: int = 1, last: int | None = None, batch: int = 5000) -> Iterator[LogEntry]:
        pos = first
        hi = last if last is not None else 2**62
        while pos <= hi:
            rows = self._rows(entry_of,
                              f"SELECT {LOG_COLUMNS} {self._mine('log', 'seq >= ?', 'seq <= ?')} ORDER BY seq LIMIT ?",
                              self._args(pos, hi, batch), doing=Doing.READING_THE_LOG)
            if not rows:
                return
            yield from rows
            pos = rows[-1].seq + 1

    def round_entries(self, round_id: int) -> list[LogEntry]:
        return self._rows(entry_of, f"SELECT {LOG_COLUMNS} {self._mine('log', 'round_id = ?')} ORDER BY seq",
                          self._args(round_id), doing=Doing.READING_A_ROUND)

    def entries_of_kind(
        self, kinds: Iterable[str], *, shift_id: int | None = None, round_id: int | None = None
    ) -> list[LogEntry]:
        names = [str(k) for k in kinds]
        params: list[object]
        if self._sql.placeholder == "?":
            conds, params = [f"kind IN ({','.join('?' * len(names))})"], list(names)
        else:  # PostgreSQL: one array, one statement whatever the number of kinds
            conds, params = ["kind = ANY(?)"], [names]
        for column, value in (("shift_id", shift_id), ("round_id", round_id)):
            if value is not None:
                conds.append(f"{column} = ?")
                params.append(value)
        return self._rows(entry_of, f"SELECT {LOG_COLUMNS} {self._mine('log', *conds)} ORDER BY seq",
                          self._args(*params), doing=Doing.READING_THE_LOG)

    # -- projections ------------------------------------------------------------------------------
    def _user_source(self) -> tuple[str, str, tuple[object, ...]]:
        """(what users are read from, the PIN hash's expression, their parameters)."""
        return f"{self._sql.schema}users u", "u.pin_hash", ()

    def _users(self, *conds: str, params: Sequence[object] = (), order: str = "") -> list[UserRow]:
        source, pin, source_params = self._user_source()
        where = " AND ".join([*(["tbl = ?"] if self._sql.tbl is not None else []), *conds])
        sql = f"SELECT {_USER_COLS.format(pin=pin)} FROM {source}" + (f" WHERE {where}" if where else "") + order
        return self._rows(_user, sql, (*source_params, *self._args(*params)))

    def users(self) -> list[UserRow]:
        return self._users(order=" ORDER BY u.id")

    def user(self, user_id: int) -> UserRow | None:
        rows = self._users("u.id = ?", params=(user_id,))
        return rows[0] if rows else None

    def user_by_name(self, name: str) -> UserRow | None:
        rows = self._users("lower(u.name) = lower(?)", params=(name,))
        return rows[0] if rows else None

    def settings(self) -> Mapping[str, str]:
        return {str(k): str(v) for k, v in self._rows(KeyValue, f"SELECT key, value {self._mine('settings')}",
                                                      self._args())}

    def house_versions(self, profile: str | None = None) -> list[HouseVersionRow]:
        conds, params = (["profile = ?"], (profile,)) if profile is not None else ([], ())
        return self._rows(_house_version,
                          f"SELECT version, profile, seq {self._mine('house_versions', *conds)} ORDER BY version",
                          self._args(*params))

    def shifts(self) -> list[ShiftRow]:
        return self._rows(_shift, f"SELECT {_SHIFT_COLS} {self._mine('shifts')} ORDER BY id", self._args())

    def shift(self, shift_id: int) -> ShiftRow | None:
        rows = self._rows(_shift, f"SELECT {_SHIFT_COLS} {self._mine('shifts', 'id = ?')}", self._args(shift_id))
        return rows[0] if rows else None

    def rounds(self, shift_id: int | None = None, *, status: str | None = None) -> list[RoundRow]:
        conds: list[str] = []
        params: list[object] = []
        for column, value in (("shift_id", shift_id), ("status", None if status is None else str(status))):
            if value is not None:
                conds.append(f"{column} = ?")
                params.append(value)
        return self._rows(_round, f"SELECT {_ROUND_COLS} {self._mine('rounds', *conds)} ORDER BY id",
                          self._args(*params))

    def round(self, round_id: int) -> RoundRow | None:
        rows = self._rows(_round, f"SELECT {_ROUND_COLS} {self._mine('rounds', 'id = ?')}", self._args(round_id))
        return rows[0] if rows else None

    def iter_rounds(self, batch: int = 2000) -> Iterator[RoundRow]:
        """Every round row in id order, read ``batch`` rows at a time (never the whole table at once)."""
        after = -1
        while True:
            rows = self._rows(_round, f"SELECT {_ROUND_COLS} {self._mine('rounds', 'id > ?')} ORDER BY id LIMIT ?",
                              self._args(after, batch))
            if not rows:
                return
            yield from rows
            after = rows[-1].id

    def table_meter(self) -> int:
        """This table's own net meter movement (what its log adds up to); on a floor's table on a
        linked meter, :meth:`meter` is the linked one's value."""
        rows = self._rows(MaybeInt, f"SELECT value {self._mine('meter')}", self._args())
        return int(rows[0].value or 0) if rows else 0

    def meter(self, simulated: bool = False) -> int:
        """The jackpot meter (``simulated``: the simulated shifts' own meter, never the live one)."""
        if not simulated:
            return self.table_meter()
        rows = self._rows(MaybeInt, f"SELECT value {self._mine('sim_meter')}", self._args())
        return int(rows[0].value or 0) if rows else 0

    def training_results(self, user_id: int | None = None) -> list[TrainingRow]:
        conds, params = (["user_id = ?"], (user_id,)) if user_id is not None else ([], ())
        return self._rows(_training, f"SELECT id, user_id, seq, ts_us, payload {self._mine('training_results', *conds)} "
                          "ORDER BY id", self._args(*params))

    def patron(self, ref: str) -> PatronRow | None:
        rows = self._rows(patron_row, f"SELECT ref, details, seq {self._mine('patrons', 'ref = ?', scoped=False)}",
                          (ref,))
        return rows[0] if rows else None

    def patrons(self) -> list[PatronRow]:
        order = "tbl, seq" if self._sql.tbl is not None else "seq"  # a floor's patrons are the whole floor's
        return self._rows(patron_row, f"SELECT ref, details, seq {self._mine('patrons', scoped=False)} ORDER BY {order}")

    def lease(self, scope: str) -> Lease | None:
        """Who holds ``scope`` now (live or stale), if anyone."""
        rows = self._rows(LeaseRow, f"SELECT station, host, pid, token, since_us, heartbeat_us "
                          f"{self._mine('leases', 'scope = ?', scoped=False)}", (scope,),
                          doing=Doing.READING_WHO_HOLDS_THE_TABLE)
        return lease_of(scope, rows[0]) if rows else None


def compare_users(expected: Mapping[int, Mapping[str, object]], rows: Sequence[UserRow],
                  tag: Callable[[int, str | None], str | None] | None = None) -> list[str]:
    """Differences between users rebuilt from the log and the users table. ``tag``
    computes a PIN hash's keyed tag (the log keeps tags, not hashes)."""
    problems: list[str] = []
    seen: set[int] = set()
    for row in rows:
        seen.add(row.id)
        exp = expected.get(row.id)
        if exp is None:
            problems.append(finding(Code.USER_NOT_ADDED, u=row.id, name=row.name))
            continue
        pin: object = row.pin_hash
        if exp.get("pin_tag") is not None and tag is not None:
            pin = exp["pin_hash"] if tag(row.id, row.pin_hash) == exp["pin_tag"] else "(does not match its tag)"
        actual: dict[str, object] = {"name": row.name, "role": row.role.value, "pin_hash": pin, "builtin": row.builtin,
                  "disabled": row.disabled, "failed": row.failed, "locked_until_us": row.locked_until_us,
                  "created_seq": row.created_seq}
        for field_name, value in actual.items():
            if exp[field_name] != value:
                problems.append(finding(Code.USER_PIN_CHANGED, u=row.id, name=row.name) if field_name == "pin_hash"
                                else finding(Code.USER_FIELD_DIFFERS, u=row.id, name=row.name, f=field_name,
                                             a=Val(value, r=True), b=Val(exp[field_name], r=True)))
    for uid in sorted(set(expected) - seen):
        problems.append(finding(Code.USER_NOT_IN_TABLE, u=uid, name=expected[uid]["name"]))
    return problems
