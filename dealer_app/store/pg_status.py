"""The floor's health as its operations see it: ``floor status``, the podium, monitoring.

One read (one snapshot) of the floor gives, for every table, its stations
(online, offline or stopped, and when each was last seen), its open shift,
its last round and its stale leases; every linked meter's value with its
variance (the meter against its start plus its tables' own meters, which
every movement moves together); and the last recorded verification. What
needs someone's attention is named, one line each:

* a station **offline**: it stopped beating without a clean stop (killed,
  crashed, its network gone) — last seen more than ``OFFLINE_AFTER_S`` ago, or,
  seen from its own host, its process is gone;
* a **stale lease**: a table held by a process that no longer answers (a pit
  boss takes it over, or the station comes back and resumes);
* a linked meter with a **variance** (its value is not its start plus its
  tables' movements): ``audit verify`` says where;
* the last **verification failed**, or none for more than ``VERIFY_STALE_S``
  when one was ever recorded (the scheduled verification stopped).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal
from typing import Any, NamedTuple

import psycopg

from dealer_app.store.pg_heartbeat import OFFLINE_AFTER_S
from dealer_app.store.pg_rows import typed_rows
from dealer_app.store.pg_schema import SCHEMA, WRITER_ROLE
from dealer_app.store.refusals import Doing, FloorStatusNeedsUpgrade, NotAFloor

__all__ = [
    "VERIFY_STALE_S",
    "Concern",
    "FloorStatus",
    "MeterStatus",
    "StationSeen",
    "TableStatus",
    "VerificationSeen",
    "concern_line",
    "floor_status",
    "read_floor_status",
    "record_verification",
    "save_verification",
]

S = SCHEMA
VERIFY_STALE_S = 26 * 3600.0
"""A verification older than this (a day and a margin) is itself something to look at."""


@dataclass(frozen=True)
class StationSeen:
    station: str
    host: str
    pid: int
    program: str
    started_us: int
    seen_us: int
    stopped_us: int | None
    state: str  # "online", "offline" or "stopped"


@dataclass(frozen=True)
class LeaseSeen:
    scope: str
    station: str
    host: str
    pid: int
    since_us: int
    heartbeat_us: int
    stale: bool


@dataclass(frozen=True)
class TableStatus:
    table: str
    stations: tuple[StationSeen, ...]  # most recently seen first
    open_shift: int | None
    dealer: str | None
    shift_opened_us: int | None
    last_round: int | None
    last_round_status: str | None
    last_activity_us: int | None
    leases: tuple[LeaseSeen, ...]

    @property
    def station(self) -> StationSeen | None:
        """The station that dealt this table last (the most recently seen)."""
        return self.stations[0] if self.stations else None

    @property
    def stale_leases(self) -> tuple[LeaseSeen, ...]:
        return tuple(lease for lease in self.leases if lease.stale)


@dataclass(frozen=True)
class MeterStatus:
    name: str
    start: int
    value: int
    tables: tuple[str, ...]
    expected: int  # start + every movement its tables' own meters hold

    @property
    def variance(self) -> int:
        return self.value - self.expected


@dataclass(frozen=True)
class VerificationSeen:
    at_us: int
    ok: bool
    tables: int
    entries: int
    problems: int
    first_problem: str | None
    host: str


@dataclass(frozen=True)
class Concern:
    """One thing to look at. ``kind``: ``station_offline``, ``stale_lease``,
    ``meter_variance``, ``verification_failed`` or ``verification_stale``."""

    kind: str
    table: str | None
    subject: str  # the station, the meter, or the first problem found
    host: str
    pid: int
    at_us: int | None  # last seen, last renewed, or when the verification ran
    amount: int  # a meter's variance, a verification's problems
    since_us: int = 0  # a lease's start
    value: int = 0  # a meter's value
    expected: int = 0  # what a meter's start and movements give


@dataclass(frozen=True)
class FloorStatus:
    server_us: int
    tables: tuple[TableStatus, ...]
    meters: tuple[MeterStatus, ...]
    verification: VerificationSeen | None
    concerns: tuple[Concern, ...]

    @property
    def healthy(self) -> bool:
        return not self.concerns

    @property
    def attention(self) -> tuple[str, ...]:
        """Each concern in one English line."""
        return tuple(concern_line(self.server_us, c) for c in self.concerns)


def _when(us: int) -> str:
    return time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(us / 1e6))


# the rows floor_status reads, typed as their columns are declared (pg_schema.py)


class _Now(NamedTuple):
    us: int


class _TableRow(NamedTuple):
    id: int
    name: str


class _NameRow(NamedTuple):
    name: str


class _HeartbeatRow(NamedTuple):
    tbl: int
    station: str
    host: str
    pid: int
    program: str
    started_us: int
    seen_us: int
    stopped_us: int | None


class _LeaseRow(NamedTuple):
    scope: str
    station: str
    host: str
    pid: int
    since_us: int
    heartbeat_us: int


class _OpenShiftRow(NamedTuple):
    tbl: int
    id: int
    dealer: str | None  # the dealer's name (none: a user row missing)
    opened_us: int


class _LastRoundRow(NamedTuple):
    tbl: int
    number: int
    status: str


class _HeadRow(NamedTuple):
    tbl: int
    ts_us: int


class _MeterRow(NamedTuple):
    name: str
    start_value: int
    value: int
    own: Decimal  # sum() of bigint: numeric


def floor_status(conn: psycopg.Connection[Any], *, this_host: str,
                 alive: Callable[[int], bool] | None = None) -> FloorStatus:
    """The floor's status, read in one repeatable-read snapshot on ``conn`` (autocommit).
    ``alive(pid)`` tells whether a process of ``this_host`` runs (stations and leases of
    this host are judged by their process as well as by their heartbeat)."""
    from dealer_app.store.sqlite import LEASE_TTL_US, process_alive

    alive = alive or process_alive
    with conn.transaction():
        conn.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
        now = typed_rows(conn, _Now, "SELECT (extract(epoch FROM clock_timestamp()) * 1000000)::bigint")[0].us
        tables = typed_rows(conn, _TableRow, f"SELECT id, name FROM {S}.floor_tables ORDER BY name")
        seen: dict[int, list[StationSeen]] = {}
        for tbl, station, host, pid, program, started, seen_us, stopped in typed_rows(
                conn, _HeartbeatRow,
                f"SELECT tbl, station, host, pid, program, started_us, seen_us, stopped_us FROM {S}.heartbeats "
                "ORDER BY seen_us DESC"):
            if stopped is not None:
                state = "stopped"
            elif now - seen_us > OFFLINE_AFTER_S * 1e6 or (host == this_host and not alive(pid)):
                state = "offline"
            else:
                state = "online"
            seen.setdefault(tbl, []).append(StationSeen(station, host, pid, program, started, seen_us, stopped, state))
        leases: dict[str, list[LeaseSeen]] = {}
        for scope, station, host, pid, since, beat in typed_rows(
                conn, _LeaseRow,
                f"SELECT scope, station, host, pid, since_us, heartbeat_us FROM {S}.leases ORDER BY scope"):
            stale = (not alive(pid)) if host == this_host else now - beat >= LEASE_TTL_US
            leases.setdefault(scope.partition(":")[2], []).append(LeaseSeen(scope, station, host, pid, since, beat, stale))
        shifts = {r.tbl: r for r in typed_rows(
            conn, _OpenShiftRow,
            f"SELECT DISTINCT ON (s.tbl) s.tbl, s.id, u.name, s.opened_us FROM {S}.shifts s LEFT JOIN {S}.users u "
            "ON u.tbl = s.tbl AND u.id = s.dealer WHERE s.closed_seq IS NULL "
            "ORDER BY s.tbl, s.id DESC")}
        rounds = {r.tbl: r for r in typed_rows(
            conn, _LastRoundRow, f"SELECT DISTINCT ON (tbl) tbl, number, status FROM {S}.rounds ORDER BY tbl, id DESC")}
        heads = {r.tbl: r.ts_us for r in typed_rows(
            conn, _HeadRow,
            f"SELECT t.id, l.ts_us FROM {S}.floor_tables t JOIN {S}.log l ON l.tbl = t.id AND l.seq = t.head_seq")}
        out_tables = []
        for tbl, name in tables:
            sh, rd = shifts.get(tbl), rounds.get(tbl)
            out_tables.append(TableStatus(
                name, tuple(seen.get(tbl, ())), None if sh is None else sh.id, None if sh is None else sh.dealer,
                None if sh is None else sh.opened_us, None if rd is None else rd.number,
                None if rd is None else rd.status, heads.get(tbl), tuple(leases.get(name, ()))))
        meters = []
        for name, start, value, own in typed_rows(
                conn, _MeterRow,
                f"SELECT l.name, l.start_value, l.value, coalesce(sum(m.value), 0) FROM {S}.linked_meters l "
                f"LEFT JOIN {S}.floor_tables t ON t.meter_group = l.name LEFT JOIN {S}.meter m ON m.tbl = t.id "
                "GROUP BY l.name, l.start_value, l.value ORDER BY l.name"):
            on = tuple(r.name for r in typed_rows(
                conn, _NameRow, f"SELECT name FROM {S}.floor_tables WHERE meter_group = %s ORDER BY name", (name,)))
            meters.append(MeterStatus(name, start, value, on, start + int(own)))  # own: sum() of bigint, numeric
        last = typed_rows(conn, VerificationSeen,
                          f"SELECT at_us, ok, tables, entries, problems, first_problem, host FROM {S}.verifications "
                          "ORDER BY id DESC LIMIT 1")
        verification = last[0] if last else None
    concerns = tuple(_concerns(now, out_tables, meters, verification))
    return FloorStatus(now, tuple(out_tables), tuple(meters), verification, concerns)


def _concerns(now: int, tables: list[TableStatus], meters: list[MeterStatus],
              verification: VerificationSeen | None) -> list[Concern]:
    out: list[Concern] = []
    for t in tables:
        for st in t.stations[:1]:  # the station that dealt it last (an older one was replaced)
            if st.state == "offline":
                out.append(Concern("station_offline", t.table, st.station, st.host, st.pid, st.seen_us, 0))
        for lease in t.stale_leases:
            out.append(Concern("stale_lease", t.table, lease.station, lease.host, lease.pid, lease.heartbeat_us, 0,
                               lease.since_us))
    for m in meters:
        if m.variance:
            out.append(Concern("meter_variance", None, m.name, "", 0, None, m.variance, value=m.value,
                               expected=m.expected))
    if verification is not None:
        if not verification.ok:
            out.append(Concern("verification_failed", None, verification.first_problem or "", verification.host, 0,
                               verification.at_us, verification.problems))
        elif now - verification.at_us > VERIFY_STALE_S * 1e6:
            out.append(Concern("verification_stale", None, "", verification.host, 0, verification.at_us, 0))
    return out


def _english(template: str, **parts: object) -> str:
    return template.format(**parts)


def concern_line(now: int, c: Concern, say: Callable[..., str] = _english) -> str:
    """A concern in one line: in English, or worded by ``say(template, **parts)`` (a catalogue
    keyed by these English templates, ``dealer_app.wording.cli_lines``)."""
    at = _when(c.at_us or 0)
    if c.kind == "station_offline":
        return say("table {table}: station {station} ({host}, pid {pid}) offline, last seen {seen} ({ago} s ago)",
                   table=c.table, station=c.subject, host=c.host, pid=c.pid, seen=at,
                   ago=(now - (c.at_us or 0)) // 1_000_000)
    if c.kind == "stale_lease":
        return say("table {table}: stale lease held by {station} ({host}, pid {pid}) since {since}, last renewed "
                   "{seen}: the station resumes it, or a pit boss takes the table over",
                   table=c.table, station=c.subject, host=c.host, pid=c.pid, since=_when(c.since_us), seen=at)
    if c.kind == "meter_variance":
        return say("linked meter {meter}: holds {value}, its start and its tables' movements give {expected} "
                   "(variance {variance}): run audit verify",
                   meter=c.subject, value=c.value, expected=c.expected, variance=f"{c.amount:+d}")
    if c.kind == "verification_failed":
        first = say(", first: {problem}", problem=c.subject) if c.subject else ""
        return say("verification of {at} FAILED: {n} problem(s){first}: run audit verify", at=at, n=c.amount,
                   first=first)
    return say("no verification since {at}: is the scheduled verification running? (dealer-verify.timer)", at=at)


def record_verification(conn: psycopg.Connection[Any], *, ok: bool, tables: int, entries: int, problems: int,
                        first_problem: str | None, host: str) -> None:
    """Record a floor verification's result (``audit verify`` on a floor, scheduled or not):
    the floor's owner or an auditor's login only (schema 11, ``dealer.record_verification``);
    a station's login is refused (its verdict is still its own to print)."""
    conn.execute(f"SET ROLE {WRITER_ROLE}")
    conn.execute(f"SELECT {S}.record_verification(%s, %s, %s, %s, %s, %s)",
                 (ok, tables, entries, problems, None if first_problem is None else str(first_problem)[:500], host))


def read_floor_status(url: str, *, connect_timeout: int = 5) -> FloorStatus:
    """:func:`floor_status` of the floor at ``url`` (:class:`FloorUnreachableError` when the
    server does not answer; a database that is not a floor is refused in one line)."""
    from dealer_app.store.errors import DatabaseUnreadableError
    from dealer_app.store.postgres import _classify, _connect, _has_relation, _schema_version, redact
    from dealer_app.store.sqlite import this_host

    conn = _connect(url, connect_timeout=connect_timeout)
    try:
        if not _has_relation(conn, "floor_meta"):
            raise DatabaseUnreadableError(NotAFloor(redact(url)))
        if not _has_relation(conn, "stations"):
            raise DatabaseUnreadableError(FloorStatusNeedsUpgrade(redact(url), _schema_version(conn)))
        return floor_status(conn, this_host=this_host())
    except psycopg.Error as exc:
        raise _classify(exc, redact(url), Doing.READING_THE_FLOORS_STATUS) from None
    finally:
        conn.close()


def save_verification(url: str, *, ok: bool, tables: int, entries: int, problems: list[str]) -> None:
    """:func:`record_verification` on its own connection (its failure is the caller's to report)."""
    from dealer_app.store.postgres import _classify, _connect, redact
    from dealer_app.store.sqlite import this_host

    conn = _connect(url)
    try:
        record_verification(conn, ok=ok, tables=tables, entries=entries, problems=len(problems),
                            first_problem=str(problems[0]) if problems else None, host=this_host())
    except psycopg.Error as exc:
        raise _classify(exc, redact(url), Doing.RECORDING_THE_VERIFICATION) from None
    finally:
        conn.close()
