"""What both backends check the same way, whatever SQL they speak.

* :func:`verify_since`: the audit chain from the last verified point (start-up);
* :func:`check_expect`: a writer's :class:`~dealer_app.store.records.Expect`,
  re-checked inside its write transaction through the backend's
  :class:`ExpectRows` (rows read, and locked where the backend locks rows);
* :func:`check_money`: the meters, open rounds and open shifts against the
  verified log (start-up), from the last signed money checkpoint;
* :func:`lease_decision`: who gets a table's lease.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Mapping
from typing import NamedTuple, Protocol, TypeVar

from dealer_app.store.chain import checkpoint_tag, verify_entries
from dealer_app.store.errors import DatabaseTamperedError, HeldElsewhereError, StaleStateError
from dealer_app.store.keys import AuditKey
from dealer_app.store.records import EntryKind, Expect, Lease, LeaseHolder, LogEntry, payload_int, played_in_time
from dealer_app.store.refusals import (
    AuditBreaks,
    AuditBreaksMore,
    AuditLogBroken,
    AuditRefusedToDeal,
    FailedAttemptsMeanwhile,
    MeterCheckpointAltered,
    PaperRoundInFuture,
    RoundChangedMeanwhile,
    RoundDoesNotExist,
    RoundStartedMeanwhile,
    RoundStatusChanged,
    ShiftDoesNotExist,
    ShiftStateChanged,
    SignatureAlreadyUsed,
    TableHeld,
    TableHeldMeanwhile,
    TableHeldNotAnswering,
    TableHoldReleased,
    TableShiftOpenMeanwhile,
    UserDoesNotExist,
    UserIdLockedOut,
    UserNameTakenMeanwhile,
    VerifiedPointAltered,
    held_by,
)
from dealer_app.store.rows import Fetch, FetchOne, IntCol, MaybeInt

__all__ = ["ExpectRows", "LeaseRow", "RoundState", "SqlExpectRows", "UserState", "check_expect", "check_money",
           "lease_decision", "lease_of", "money_tag", "verify_since"]

R = TypeVar("R")


class LeaseRow(NamedTuple):
    """A ``leases`` row: who holds a scope, and since when."""

    station: str
    host: str
    pid: int
    token: str
    since_us: int
    heartbeat_us: int


class RoundState(NamedTuple):
    """What :func:`check_expect` reads of a round."""

    number: int
    status: str
    steps: int
    shift_id: int


class UserState(NamedTuple):
    """What :func:`check_expect` reads of a user."""

    failed: int
    locked_until_us: int | None


class _Move(NamedTuple):
    shift_id: int | None
    kind: str
    payload: str


class _OpenRound(NamedTuple):
    id: int
    number: int
    shift_id: int
    started_seq: int
    jackpot_start: int


class _Started(NamedTuple):
    kind: str
    round_id: int | None
    payload: str


def verify_since(where: str, key: AuditKey, db_uuid: str, cp: tuple[int, str, str],
                 entry: Callable[[int], LogEntry | None], entries: Callable[[int], Iterator[LogEntry]]) -> tuple[int, str]:
    """Check the chain after the verified point ``cp`` = (seq, MAC, tag); returns the last seq
    verified and its MAC (another process may have appended since: the next checkpoint is that
    one). Raises :class:`DatabaseTamperedError` naming the first break."""
    cp_seq, cp_mac, cp_tag = cp
    if checkpoint_tag(key, db_uuid, cp_seq, cp_mac) != cp_tag:
        raise DatabaseTamperedError(VerifiedPointAltered(where=where),
                                    ["checkpoint: altered"])
    if cp_seq:
        e = entry(cp_seq)
        if e is None or e.mac != cp_mac:
            problem = f"entry {cp_seq} (last verified) {'is missing' if e is None else 'was altered'}"
            raise DatabaseTamperedError(AuditLogBroken(where=where, audit=problem), [problem])
    breaks, last, last_mac, _n = verify_entries(key, entries(cp_seq + 1), cp_mac, cp_seq)
    if breaks:
        problems = [str(b) for b in breaks]
        refusal = (AuditBreaks(where=where, audit=problems[0]) if len(problems) == 1
                   else AuditBreaksMore(where=where, audit=problems[0], n=len(problems) - 1))
        raise DatabaseTamperedError(refusal, problems)
    return last, last_mac


def _payload(text: str) -> Mapping[str, object]:
    value: Mapping[str, object] = json.loads(text)
    return value


def money_tag(key: AuditKey, db_uuid: str, seq: int, live: int, sim: int) -> str:
    """The keyed tag of a money checkpoint: the live and simulated meters at entry ``seq``."""
    return key.mac(f"dealer-assistant money:{db_uuid}:{seq}:{live}:{sim}".encode())


_MONEY_KINDS = (EntryKind.ROUND_SETTLED.value, EntryKind.ROUND_VOIDED.value, EntryKind.METER_ADJUSTED.value)
_ENDED = (EntryKind.ROUND_SETTLED.value, EntryKind.ROUND_VOIDED.value)


def check_money(where: str, key: AuditKey, db_uuid: str, signed: tuple[int, int, int, str] | None, head: int,
                meters: tuple[int, int], rows: Fetch) -> tuple[int, int]:
    """Check the projections money depends on against the verified log before anyone
    deals: the jackpot meters (live and simulated, ``meters`` as stored) are the signed
    values at the last money checkpoint (``signed`` = seq, live, sim, tag) plus every
    movement logged since, up to ``head``; every open round was started and never
    settled or voided; every open shift was never closed. ``rows(row, sql, params)`` runs a
    read (``?`` placeholders, one table's relations) in one consistent snapshot. Raises
    :class:`DatabaseTamperedError` on a mismatch; returns the meters at ``head``."""
    seq0, live, sim = 0, 0, 0
    if signed is not None:
        seq0, live, sim, tag = signed
        if money_tag(key, db_uuid, seq0, live, sim) != tag:
            raise DatabaseTamperedError(MeterCheckpointAltered(where=where),
                                        ["money checkpoint: altered"])
    simulated = {int(r.value) for r in rows(IntCol, "SELECT id FROM shifts WHERE simulated", ())}
    moves = rows(_Move, "SELECT shift_id, kind, payload FROM log WHERE seq > ? AND seq <= ? AND kind IN (?, ?, ?)",
                 (seq0, head, *_MONEY_KINDS))
    for shift_id, kind, payload in moves:
        p = _payload(payload)
        delta = payload_int(p.get("delta", 0) if kind == EntryKind.METER_ADJUSTED else p.get("meter_delta", 0))
        if kind != EntryKind.METER_ADJUSTED and shift_id in simulated:
            sim += delta
        else:
            live += delta
    problems: list[str] = []
    for what, got, want in (("", meters[0], live), ("simulated ", meters[1], sim)):
        if got != want:
            problems.append(f"the {what}jackpot meter holds {got}, the verified log says {want}")
    for rid, number, shift_id, started, jackpot in rows(
            _OpenRound, "SELECT id, number, shift_id, started_seq, jackpot_start FROM rounds WHERE status = 'open'", ()):
        e = rows(_Started, "SELECT kind, round_id, payload FROM log WHERE seq = ?", (started,))
        if not e or e[0].kind != EntryKind.ROUND_STARTED or e[0].round_id != rid or \
                payload_int(_payload(e[0].payload).get("jackpot_start", -1)) != jackpot:
            problems.append(f"open round {number} of shift {shift_id} does not match its start in the log")
        done = rows(IntCol, "SELECT seq FROM log WHERE round_id = ? AND kind IN (?, ?) LIMIT 1", (rid, *_ENDED))
        if done:
            problems.append(f"round {number} of shift {shift_id} shows open but the log ended it at entry "
                            f"{done[0].value}")
    for (sid,) in rows(IntCol, "SELECT id FROM shifts WHERE closed_seq IS NULL", ()):
        done = rows(IntCol, "SELECT seq FROM log WHERE kind = ? AND shift_id = ? LIMIT 1",
                    (EntryKind.SHIFT_CLOSED.value, sid))
        if done:
            problems.append(f"shift {sid} shows open but the log closed it at entry {done[0].value}")
    if problems:
        raise DatabaseTamperedError(AuditRefusedToDeal(where=where, audit=problems[0]), problems)
    return live, sim


class ExpectRows(Protocol):
    """The rows :func:`check_expect` reads, inside the writer's transaction."""

    def lease_row(self, scope: str) -> Lease | None: ...
    def renew(self, scope: str, now: int) -> None: ...
    def shift_closed_seq(self, shift_id: int) -> tuple[int | None] | None: ...
    def open_shift_at(self, table: str) -> int | None: ...
    def open_round_number(self, shift_id: int) -> int | None: ...
    def round_row(self, round_id: int) -> RoundState | None: ...
    def signature_used_by(self, seq: int) -> int | None:
        """the entry that used the co-signature at ``seq``, if any"""
        ...
    def user_named(self, name: str) -> int | None: ...
    def user_row(self, user_id: int) -> UserState | None: ...


def check_expect(x: Expect, now: int, rows: ExpectRows) -> None:
    """Raise :class:`StaleStateError` / :class:`HeldElsewhereError` when what the writer
    last saw no longer holds; renew the writer's lease when it does."""
    if x.played_at_us is not None and not played_in_time(x.played_at_us, now):
        ahead = (x.played_at_us - now) // 1_000_000
        raise StaleStateError(PaperRoundInFuture(n=ahead))
    if x.lease is not None:
        held = rows.lease_row(x.lease.scope)
        if held is None or held.token != x.lease.token:
            what = x.lease.scope.partition(":")[2] or x.lease.scope
            if held is None:
                raise HeldElsewhereError(TableHoldReleased(table=what))
            raise HeldElsewhereError(TableHeldMeanwhile(table=what, held=held_by(held)), held)
        rows.renew(x.lease.scope, now)
    if x.shift_id is not None and x.shift_open is not None:
        r = rows.shift_closed_seq(x.shift_id)
        if r is None:
            raise StaleStateError(ShiftDoesNotExist(s=x.shift_id))
        if (r[0] is None) != x.shift_open:
            state = "open" if r[0] is None else "closed"
            raise StaleStateError(ShiftStateChanged(s=x.shift_id, state=state))
    if x.table_free is not None:
        open_id = rows.open_shift_at(x.table_free)
        if open_id is not None:
            raise StaleStateError(TableShiftOpenMeanwhile(table=x.table_free, s=open_id))
    if x.no_open_round and x.shift_id is not None:
        number = rows.open_round_number(x.shift_id)
        if number is not None:
            raise StaleStateError(RoundStartedMeanwhile(n=number, s=x.shift_id))
    if x.round_id is not None and (x.round_status is not None or x.round_steps is not None):
        rr = rows.round_row(x.round_id)
        if rr is None:
            raise StaleStateError(RoundDoesNotExist(n=x.round_id))
        if x.round_status is not None and rr.status != x.round_status:
            raise StaleStateError(RoundStatusChanged(n=rr.number, s=rr.shift_id, status=rr.status, was=x.round_status))
        if x.round_steps is not None and int(rr.steps) != x.round_steps:
            raise StaleStateError(RoundChangedMeanwhile(n=rr.number, s=rr.shift_id, a=rr.steps, b=x.round_steps))
    for seq in (*((x.signature_unused,) if x.signature_unused is not None else ()), *x.signatures_unused):
        used_by = rows.signature_used_by(seq)
        if used_by is not None:
            raise StaleStateError(SignatureAlreadyUsed(seq=seq, by=used_by))
    if x.user_name_free is not None and rows.user_named(x.user_name_free) is not None:
        raise StaleStateError(UserNameTakenMeanwhile(name=repr(x.user_name_free)))
    if x.user_id is not None:
        ur = rows.user_row(x.user_id)
        if ur is None:
            raise StaleStateError(UserDoesNotExist(n=x.user_id))
        if x.user_failed is not None and int(ur.failed) != x.user_failed:
            raise StaleStateError(FailedAttemptsMeanwhile(n=x.user_id, k=ur.failed))
        locked = ur.locked_until_us
        if x.user_unlocked_at is not None and locked is not None and (locked == 0 or locked > x.user_unlocked_at):
            raise StaleStateError(UserIdLockedOut(n=x.user_id))


def lease_decision(scope: str, held: Lease | None, holder: LeaseHolder, *, take_over: bool,
                   live: Callable[[Lease], bool]) -> bool:
    """Whether ``holder`` already holds ``scope`` (True: renew it) or may take it (False:
    write a new lease). Raises :class:`HeldElsewhereError` naming the holder otherwise."""
    if held is None:
        return False
    if held.holder == holder:
        return True
    same_station = (held.holder.station, held.holder.host) == (holder.station, holder.host)
    what = scope.partition(":")[2] or scope
    if live(held):
        raise HeldElsewhereError(TableHeld(table=what, held=held_by(held)), held)
    if not same_station and not take_over:
        raise HeldElsewhereError(TableHeldNotAnswering(table=what, held=held_by(held)), held)
    return False


class SqlExpectRows:
    """:class:`ExpectRows` for either backend: the same statements, written once.

    ``one(row, sql, params)`` runs a statement in the writer's transaction and returns its
    first row, made by ``row``. On a floor ``tbl`` restricts every per-table relation to the table and
    ``lock`` (``FOR UPDATE``) locks what is read; ``placeholder`` is the driver's.
    """

    def __init__(self, one: FetchOne, *, tbl: int | None = None, lock: str = "",
                 placeholder: str = "?") -> None:
        self._one = one
        self._tbl = tbl
        self._lock = f" {lock}" if lock else ""
        self._ph = placeholder

    def _row(self, row: Callable[..., R], sql: str, params: tuple[object, ...], *, per_table: bool = True,
             lock: bool = True) -> R | None:
        if per_table and self._tbl is not None:
            sql = sql.replace(" WHERE ", " WHERE tbl = ? AND ", 1)
            params = (self._tbl, *params)
        if lock:
            sql += self._lock
        return self._one(row, sql.replace("?", self._ph), params)

    def lease_row(self, scope: str) -> Lease | None:
        r = self._row(LeaseRow, "SELECT station, host, pid, token, since_us, heartbeat_us FROM leases WHERE scope = ?",
                      (scope,), per_table=False)
        return None if r is None else lease_of(scope, r)

    def renew(self, scope: str, now: int) -> None:
        self._row(IntCol, "UPDATE leases SET heartbeat_us = ? WHERE scope = ?", (now, scope), per_table=False,
                  lock=False)

    def shift_closed_seq(self, shift_id: int) -> tuple[int | None] | None:
        r = self._row(MaybeInt, "SELECT closed_seq FROM shifts WHERE id = ?", (shift_id,))
        return None if r is None else (r.value,)

    def open_shift_at(self, table: str) -> int | None:
        r = self._row(IntCol, "SELECT id FROM shifts WHERE table_name = ? AND closed_seq IS NULL", (table,),
                      lock=False)
        return None if r is None else int(r.value)

    def open_round_number(self, shift_id: int) -> int | None:
        r = self._row(IntCol, "SELECT number FROM rounds WHERE shift_id = ? AND status = 'open'", (shift_id,),
                      lock=False)
        return None if r is None else int(r.value)

    def round_row(self, round_id: int) -> RoundState | None:
        return self._row(RoundState, "SELECT number, status, steps, shift_id FROM rounds WHERE id = ?", (round_id,))

    def signature_used_by(self, seq: int) -> int | None:
        r = self._row(IntCol, "SELECT used_by FROM used_signatures WHERE seq = ?", (seq,))
        return None if r is None else int(r.value)

    def user_named(self, name: str) -> int | None:
        r = self._row(IntCol, "SELECT id FROM users WHERE lower(name) = lower(?)", (name,), lock=False)
        return None if r is None else int(r.value)

    def user_row(self, user_id: int) -> UserState | None:
        return self._row(UserState, "SELECT failed, locked_until_us FROM users WHERE id = ?", (user_id,))


def lease_of(scope: str, r: LeaseRow) -> Lease:
    """A lease from its row."""
    return Lease(scope, LeaseHolder(str(r.station), str(r.host), int(r.pid)), str(r.token), int(r.since_us),
                 int(r.heartbeat_us))
