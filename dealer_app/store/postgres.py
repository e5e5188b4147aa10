"""PostgreSQL backend of :class:`dealer_app.store.base.Store`: the floor.

One database is a floor; a :class:`PostgresStore` is one table of it (its own
log, audit chain, shifts and rounds). What holds, as for SQLite:

* the log is append-only by the database itself: every station connects with
  the URL's user but writes as :data:`WRITER_ROLE` (``SET ROLE``), which has no
  UPDATE, DELETE or TRUNCATE on the log, and triggers refuse those anyway;
* ``append`` is one transaction that serialises on the table's row
  (``SELECT ... FOR UPDATE``), stamps the entries with the server's clock,
  chains the MACs, updates the projections and, for a table on a linked
  jackpot meter, moves the meter under its row lock (never below 0);
* every ``append`` carries an idempotency token: when the connection drops
  during the commit, the store reconnects (reporting "floor server
  unreachable, retrying") and either finds the token (the entries were
  committed: they are returned, nothing is applied twice) or appends again;
* the schema and the writer role are created on first use, by whichever
  process comes first, under an advisory lock; a floor of another schema
  version is refused with one line.

The audit key is one per floor, kept in each station's key folder (never in
the database); the first process on a new floor creates it.
"""

from __future__ import annotations

import logging
import threading
import time
import uuid
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager, suppress
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple, NoReturn, TypeVar
from urllib.parse import urlsplit, urlunsplit

import psycopg
from psycopg import errors as pgerr

from dealer_app.audit_findings import server_break
from dealer_app.refusal import Refusal
from dealer_app.stops import stop_deferred
from dealer_app.store.chain import checkpoint_tag, genesis_mac, key_check, pin_tag
from dealer_app.store.checks import (
    LeaseRow,
    RoundState,
    SqlExpectRows,
    check_expect,
    check_money,
    lease_decision,
    lease_of,
    verify_since,
)
from dealer_app.store.errors import (
    DatabaseTamperedError,
    DatabaseUnreadableError,
    DiskFullError,
    ForeignDatabaseError,
    HeldElsewhereError,
    JackpotQueuedError,
    KeyWrongError,
    NewerSchemaError,
    StaleStateError,
    StoreBugError,
    StoreEnvironmentError,
    StoreError,
    TableNotFoundError,
)
from dealer_app.store.keys import AuditKey, Keyring, ServerKey, read_key_file
from dealer_app.store.location import is_floor_url
from dealer_app.store.pg_refusals import BARE, METER, QUEUED, STALE, server_refusal
from dealer_app.store.pg_rows import typed_cursor, typed_row, typed_rows
from dealer_app.store.pg_schema import CREATE_ROLES, MIGRATIONS, SCHEMA, SCHEMA_LOCK, SCHEMA_VERSION, WRITER_ROLE
from dealer_app.store.pg_users import (
    MIRRORED_KINDS,
    lock_users,
    mirror_entries,
    share_users,
    write_users,
)
from dealer_app.store.projection import FLOOR_KEPT, MoveMeter, changes, signature_changes
from dealer_app.store.projection_sql import SqlDialect
from dealer_app.store.reader import LOG_COLUMNS as _LOG_COLUMNS
from dealer_app.store.reader import StoreReader, entry_of
from dealer_app.store.records import (
    Anchor,
    EntryKind,
    Expect,
    JackpotQueue,
    Lease,
    LeaseHolder,
    LinkedMove,
    LogEntry,
    MeterHit,
    NewEntry,
    PatronDayRow,
    PinVerdict,
    canonical_json,
    patron_day_row,
)
from dealer_app.store.refusals import (
    Activity,
    AuditBreaks,
    AuditBreaksMore,
    Doing,
    EntryNotVerified,
    FloorDiskFull,
    FloorHasNoTable,
    FloorHasNoTableMayNotAdd,
    FloorIdentityAltered,
    FloorIdentityMissing,
    FloorNewer,
    FloorNoSchemaYet,
    FloorRefused,
    FloorTlsRefused,
    FloorUnreachable,
    ForeignSchema,
    Internal,
    KeyFileNotFloors,
    LoginNotTablesStation,
    MeterBelowZero,
    MeterTableNotOnFloor,
    Recording,
    StationClockAhead,
    StationClockBehind,
    TableHeadMismatch,
    TableIdentityAltered,
    TableNameNeeded,
)
from dealer_app.store.rows import BoolCol, FloatCol, IntCol, KeyValue, MaybeText, SeqMac, SeqWhat, TextCol
from dealer_app.store.sqlite import StartupCheck

if TYPE_CHECKING:
    from dealer_app.store.pg_heartbeat import Heartbeat

__all__ = [
    "UNREACHABLE",
    "FloorTlsError",
    "FloorUnreachableError",
    "GroupVersion",
    "MeterWouldGoNegativeError",
    "PgStartup",
    "PostgresStore",
    "TableNotFoundError",
    "floor_has_people",
    "floor_tables",
    "group_leaves",
    "group_version",
    "is_floor_url",
    "link_meter",
    "linked_meters",
    "meter_history",
    "open_postgres",
    "redact",
    "set_group",
    "table_groups",
    "tables_not_on_floor",
    "witness_heads",
    "writable_tables",
]

S = SCHEMA
UNREACHABLE = "floor server unreachable, retrying"
FLOOR_CHANNEL = "dealer_floor"
"""LISTEN/NOTIFY channel: one notification per committed append (table, entries, kinds, rounds)."""
_CLOCK_SKEW_WARN_S = 60.0
R = TypeVar("R")
T = TypeVar("T")
_NOW_US = "SELECT (extract(epoch FROM clock_timestamp()) * 1000000)::bigint"


class _HandledPipelineEnd(logging.Filter):
    """Drops psycopg's "error ignored terminating <psycopg.Pipeline [BAD]>" warning.

    It is logged when a pipeline's connection is lost mid-append (a killed backend,
    a restart, a failover) and its exit fails too; the append's own error is already
    handled here (reconnect, look the token up), so the warning is only noise on a
    station's standard error."""

    def filter(self, record: logging.LogRecord) -> bool:
        return not str(record.msg).startswith("error ignored terminating")


logging.getLogger("psycopg").addFilter(_HandledPipelineEnd())


def redact(url: str) -> str:
    """The URL without its password and its options (certificate files, timeouts): what
    messages and the log show. Multi-host URLs keep every host."""
    parts = urlsplit(url)
    netloc = parts.netloc
    if "@" in netloc:
        user, _, hosts = netloc.rpartition("@")
        netloc = f"{user.partition(':')[0]}@{hosts}"
    return urlunsplit((parts.scheme, netloc, parts.path, "", ""))


# -- errors -------------------------------------------------------------------------------------------


class FloorUnreachableError(StoreEnvironmentError):
    """The floor server cannot be reached (down, restarting, network): retry. The message is for
    the person at the station; ``technical`` keeps the connection library's own line for IT."""

    def __init__(self, message: str | Refusal, *, technical: str = "") -> None:
        super().__init__(message)
        self.technical = technical


class MeterWouldGoNegativeError(StoreError):
    """A linked meter would go below 0 (another table paid a share meanwhile)."""


def _server_says(exc: psycopg.Error) -> str:
    """The server's message, first line (a refusal the floor's own functions word)."""
    said = exc.diag.message_primary or str(exc).strip()
    return said.splitlines()[0].strip() if said else type(exc).__name__
class FloorTlsError(StoreEnvironmentError):
    """The TLS connection to the floor was refused: the server's certificate is not signed by
    the CA this station trusts (``sslrootcert``), does not name the host, or the server wants a
    client certificate this station did not give. Not retried: the set-up is wrong."""


_TLS_WORDS = ("certificate", "ssl", "tls")
# a connection dropped under TLS (a restart, a killed backend): unreachable, not a set-up error
_DROPPED = ("server closed the connection", "SSL SYSCALL", "EOF detected", "closed unexpectedly", "Connection refused")


def _typed(refusal: Refusal, where: str, doing: Activity) -> StoreError:
    """The error a refusal the floor's server raised typed (schema 16) is raised as: the same one as
    before it was typed (:mod:`dealer_app.store.pg_refusals`)."""
    kind = type(refusal)
    if kind in QUEUED:
        return JackpotQueuedError(refusal)
    if kind in METER:
        return MeterWouldGoNegativeError(refusal)
    if kind in STALE:
        return StaleStateError(refusal)
    if kind in BARE:
        return DatabaseUnreadableError(refusal)
    return DatabaseUnreadableError(FloorRefused(doing, where, refusal))


def _classify(exc: psycopg.Error, where: str, doing: Activity) -> StoreError:
    if (refusal := server_refusal(exc)) is not None:  # the server's own refusal, typed (schema 16)
        return _typed(refusal, where, doing)
    text = str(exc).strip()
    if isinstance(exc, psycopg.OperationalError) and any(w in text.lower() for w in _TLS_WORDS) \
            and not any(w in text for w in _DROPPED):
        detail = next((line.strip() for line in text.splitlines() if any(w in line.lower() for w in _TLS_WORDS)),
                      text.splitlines()[0])
        detail = detail.rpartition(": ")[2] if "connection to server" in detail else detail
        return FloorTlsError(FloorTlsRefused(where, doing, detail))
    if isinstance(exc, psycopg.OperationalError) and not isinstance(exc, pgerr.DiskFull | pgerr.QueryCanceled):
        first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        # worded for the person at the table; the server's own text is kept for IT (``technical``)
        return FloorUnreachableError(FloorUnreachable(doing, where), technical=first)
    if isinstance(exc, pgerr.DiskFull):
        return DiskFullError(FloorDiskFull(doing, where))
    if isinstance(exc, pgerr.InsufficientPrivilege):
        first = str(exc).strip().splitlines()[0]
        return DatabaseUnreadableError(FloorRefused(doing, where, first))
    # an older server's refusals (schema < 16, not typed): what they are by their function's name, as they were
    if isinstance(exc, pgerr.CheckViolation) and _server_says(exc).startswith("jackpot_hits: "):
        return JackpotQueuedError(_server_says(exc).removeprefix("jackpot_hits: "))
    if isinstance(exc, pgerr.CheckViolation) and _server_says(exc).startswith("cash_floor: the patron"):
        # another table recorded a cash transaction of this patron meanwhile: read again, record again
        return StaleStateError(_server_says(exc).removeprefix("cash_floor: "))
    if isinstance(exc, pgerr.CheckViolation) and "linked_meters" in str(exc):
        said = _server_says(exc)
        if said.startswith("linked_meters: "):  # the floor's own words (move_meter)
            return MeterWouldGoNegativeError(said.removeprefix("linked_meters: "))
        return MeterWouldGoNegativeError(MeterBelowZero(doing, where))
    first = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
    return StoreBugError(Internal(doing, where, f"{type(exc).__name__}: {first}"))


# -- opening ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class PgStartup(StartupCheck):
    """What the start-up checks did: SQLite's fields, and how far this station's clock is off the server's."""

    clock_skew_s: float = 0.0


def _connect(url: str, *, connect_timeout: int = 5) -> psycopg.Connection[Any]:
    try:
        return psycopg.connect(url, autocommit=True, connect_timeout=connect_timeout,
                               application_name="dealer-assistant")
    except psycopg.Error as exc:
        raise _classify(exc, redact(url), Doing.CONNECTING_TO_THE_FLOOR) from None


def _ensure_schema(conn: psycopg.Connection[Any], keyring: Keyring, explicit_key: AuditKey | None, *,
                   create: bool, where: str) -> tuple[bool, int | None]:
    """Create (or migrate) the floor's schema under the advisory lock. Returns
    (created, migrated_from)."""
    try:
        with conn.transaction():
            # the lock first: a catalog lookup made before it could miss what the
            # process that held it has just created
            conn.execute("SELECT pg_advisory_xact_lock(%s)", (SCHEMA_LOCK,))
            present = _has_relation(conn, "floor_meta")
            version = _schema_version(conn) if present else 0
            if present and version > SCHEMA_VERSION:
                raise NewerSchemaError(FloorNewer(where, version, SCHEMA_VERSION))
            if present and version == SCHEMA_VERSION:
                return False, None
            if not present and not create:
                raise DatabaseUnreadableError(FloorNoSchemaYet(where))
            if not present:
                _refuse_foreign(conn, where)
            conn.execute(CREATE_ROLES)
            superuser = typed_rows(conn, BoolCol, "SELECT rolsuper FROM pg_roles WHERE rolname = current_user")
            if not (superuser and superuser[0].value):
                conn.execute(f"GRANT {WRITER_ROLE} TO CURRENT_USER")
            for v in range(version + 1, SCHEMA_VERSION + 1):
                for statement in MIGRATIONS[v]:
                    conn.execute(statement)
            if present and version < 13:  # v13: the server computes the chain's MACs with the floor's key
                _give_server_key(conn, _floor_key(conn, keyring, explicit_key, where)[0])
            if present and version < 3:  # v3: users floor-wide, each table given the users it lacks
                lock_users(conn)
                share_users(conn, _floor_key(conn, keyring, explicit_key, where)[0])
            if not present:
                key = explicit_key or AuditKey.generate()
                if explicit_key is None:
                    keyring.install(key)  # before the commit: whoever reads the key id finds the file
                floor_uuid = str(uuid.uuid4())
                conn.execute(
                    f"INSERT INTO {S}.floor_meta(key, value) VALUES ('floor_uuid', %s), ('key_id', %s), "
                    "('key_check', %s), ('schema_version', %s)",
                    (floor_uuid, key.key_id, key_check(key, floor_uuid), str(SCHEMA_VERSION)))
                _give_server_key(conn, key)
            else:
                conn.execute(f"UPDATE {S}.floor_meta SET value = %s WHERE key = 'schema_version'",
                             (str(SCHEMA_VERSION),))
            return (not present), (version if present else None)
    except psycopg.Error as exc:
        raise _classify(exc, where, Doing.CREATING_THE_FLOORS_SCHEMA) from None


def _give_server_key(conn: psycopg.Connection[Any], key: AuditKey) -> None:
    """The floor's audit key, kept on the server for its chain MACs (schema 13): readable by
    the owner role only (``floor_secrets``), never by a station's login."""
    conn.execute(f"INSERT INTO {S}.floor_secrets(name, secret) VALUES ('audit', %s) ON CONFLICT (name) DO NOTHING",
                 (key.secret,))


def _has_relation(conn: psycopg.Connection[Any], name: str) -> bool:
    rows = typed_rows(conn, IntCol, "SELECT count(*) FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n "
                      "ON n.oid = c.relnamespace WHERE n.nspname = %s AND c.relname = %s", (S, name))
    return bool(rows and rows[0].value)


def _schema_version(conn: psycopg.Connection[Any]) -> int:
    rows = typed_rows(conn, TextCol, f"SELECT value FROM {S}.floor_meta WHERE key = 'schema_version'")
    return int(rows[0].value) if rows else 0


def _refuse_foreign(conn: psycopg.Connection[Any], where: str) -> None:
    rows = typed_rows(conn, IntCol, "SELECT count(*) FROM pg_catalog.pg_namespace WHERE nspname = %s", (S,))
    if rows and rows[0].value:
        raise ForeignDatabaseError(ForeignSchema(where, f"'{S}'"))


def _floor_key(conn: psycopg.Connection[Any], keyring: Keyring, explicit_key: AuditKey | None,
               where: str) -> tuple[AuditKey, str]:
    meta = {str(k): str(v) for k, v in typed_rows(conn, KeyValue, f"SELECT key, value FROM {S}.floor_meta")}
    for needed in ("floor_uuid", "key_id", "key_check"):
        if needed not in meta:
            raise DatabaseTamperedError(FloorIdentityMissing(where, needed))
    key_id = meta["key_id"]
    if explicit_key is not None:
        if explicit_key.key_id != key_id:
            raise KeyWrongError(KeyFileNotFloors(str(explicit_key.path), explicit_key.key_id, key_id), key_id)
        key = explicit_key
    else:
        key = keyring.load(key_id)
    if key_check(key, meta["floor_uuid"]) != meta["key_check"]:
        raise DatabaseTamperedError(FloorIdentityAltered(where, key_id))
    return key, meta["floor_uuid"]


def floor_tables(url: str) -> list[str]:
    """The names of the floor's tables (empty for a new floor)."""
    conn = _connect(url)
    try:
        if not _has_relation(conn, "floor_tables"):
            return []
        return [r.value for r in typed_rows(conn, TextCol, f"SELECT name FROM {S}.floor_tables ORDER BY name")]
    except psycopg.Error as exc:
        raise _classify(exc, redact(url), Doing.LISTING_THE_TABLES) from None
    finally:
        conn.close()


def writable_tables(url: str) -> set[str]:
    """The tables of the floor this URL's login may write (a station's login: its own)."""
    conn = _connect(url)
    try:
        return {r.value for r in typed_rows(conn, TextCol, f"SELECT name FROM {S}.floor_tables WHERE {S}.may_write(id)")}
    except psycopg.Error as exc:
        raise _classify(exc, redact(url), Doing.LISTING_THE_TABLES) from None
    finally:
        conn.close()


def floor_has_people(url: str) -> bool:
    """Whether the floor has anyone but the built-in users yet (read only; False for a new floor).
    Users are floor-wide: then every set-up on it is authorised by an administrator."""
    conn = _connect(url)
    try:
        if not _has_relation(conn, "users"):
            return False
        rows = typed_rows(conn, IntCol, f"SELECT count(*) FROM {S}.users WHERE NOT builtin")
        return bool(rows and rows[0].value)
    except psycopg.Error as exc:
        raise _classify(exc, redact(url), Doing.READING_THE_FLOORS_USERS) from None
    finally:
        conn.close()


def open_postgres(
    url: str,
    table: str,
    *,
    keyring: Keyring | None = None,
    key_file: Path | None = None,
    create: bool = True,
    readonly: bool = False,
    verify: bool = True,
    status: Callable[[str], None] | None = None,
    retry_seconds: float = 120.0,
) -> PostgresStore:
    """Open ``table`` of the floor at ``url`` (creating the floor's schema, and
    the table, on first use when ``create``)."""
    t0 = time.perf_counter()
    if not table.strip():
        raise TableNotFoundError(TableNameNeeded(redact(url)))
    keyring = keyring or Keyring.default()
    explicit_key = read_key_file(key_file) if key_file is not None else None
    where = redact(url)
    conn = _connect(url)
    try:
        created, migrated_from = _ensure_schema(conn, keyring, explicit_key, create=create and not readonly,
                                                where=where)
        store = PostgresStore(url, conn, table, readonly=readonly, status=status, retry_seconds=retry_seconds)
        store._start(keyring, explicit_key, create=create and not readonly, verify=verify, created=created,
                     migrated_from=migrated_from, t0=t0)
    except psycopg.Error as exc:
        conn.close()
        raise _classify(exc, where, Doing.OPENING_THE_FLOOR) from None
    except BaseException:
        conn.close()
        raise
    return store


class _TableState(NamedTuple):
    """The table's row (identity, verified point, signed meters, chain head) and its log's last entry."""

    db_uuid: str
    key_check: str
    checkpoint_seq: int
    checkpoint_mac: str
    checkpoint_tag: str
    money_seq: int | None
    money_live: int | None
    money_sim: int | None
    money_tag: str | None
    head_seq: int
    head_mac: str | None
    last_seq: int | None
    last_mac: str | None


def _number(value: int | None) -> int:
    """A signed meter's figure, which the floor records with its tag (never NULL then)."""
    if value is None:
        raise TypeError("int() argument must be a string, a bytes-like object or a real number, not 'NoneType'")
    return int(value)


def _clock_us(row: IntCol | None) -> int:
    if row is None:
        raise StoreBugError("the floor's server did not tell its time")
    return int(row.value)


class _SeqRange(NamedTuple):
    first: int
    last: int


class _IdUuid(NamedTuple):
    id: int
    db_uuid: str


class _Locked(NamedTuple):
    """The table's row locked for an append: its meter group, the server's time and the chain head."""

    meter_group: str | None
    ts: int
    head_seq: int
    head_mac: str | None


class _StepLock(NamedTuple):
    """:class:`_Locked`, whether this station's lease was renewed, and the round's row (locked)."""

    meter_group: str | None
    ts: int
    renewed: int
    round: RoundState | None
    head_seq: int
    head_mac: str | None


def _step_lock(meter_group: str | None, ts: int, renewed: int, number: int | None, status: str | None,
               steps: int | None, shift_id: int | None, head_seq: int, head_mac: str | None) -> _StepLock:
    # the round's columns are NOT NULL: all NULL (no such round, the LEFT JOIN) or none
    known = None if number is None or status is None or steps is None or shift_id is None \
        else RoundState(number, status, steps, shift_id)
    return _StepLock(meter_group, ts, renewed, known, head_seq, head_mac)


def _pin_verdict(outcome: str, token: str | None, user_id: int | None, failed: int | None) -> PinVerdict:
    return PinVerdict(str(outcome), None if token is None else str(token), None if user_id is None else int(user_id),
                      None if failed is None else int(failed))


class _MoveRow(NamedTuple):
    mine: bool
    seq: int
    delta: int
    value_after: int


class _HitRow(NamedTuple):
    meter: str | None
    mine: bool | None
    table: str | None
    round_id: int | None
    number: int | None


class _Seated(NamedTuple):
    session: int
    table: str


def _cash_row(tbl_name: str, seq: int, ts_us: int, kind: str, actor: int | None, station: str | None,
              shift_id: int | None, round_id: int | None, ref: int | None, payload: str, mac: str,
              actor_name: str | None) -> tuple[str, LogEntry, str]:
    """A cash entry of the floor's (its table's name, the entry, who recorded it)."""
    return (str(tbl_name), entry_of(seq, ts_us, kind, actor, station, shift_id, round_id, ref, payload, mac),
            str(actor_name or ""))


def _steps_only(x: Expect) -> bool:
    """An expectation of a live round's append: this station's lease and the round as it stood."""
    return (x.round_id is not None and x.shift_id is None and x.table_free is None and not x.no_open_round
            and x.user_id is None and x.signature_unused is None and x.user_name_free is None)


class _ReadRows:
    """:class:`~dealer_app.store.checks.ExpectRows` over a round row already read (and locked)."""

    def __init__(self, round_row: RoundState | None) -> None:
        self._round = round_row

    def round_row(self, round_id: int) -> RoundState | None:
        return self._round

    def __getattr__(self, name: str) -> NoReturn:
        raise StoreBugError(f"the step check read {name}, which it did not fetch")


def _with_macs(out: list[LogEntry], cursors: Sequence[psycopg.Cursor[TextCol]]) -> list[LogEntry]:
    """``out`` with the MACs the server computed for them (each insert's ``RETURNING mac``)."""
    macs = []
    for cur in cursors:
        row = cur.fetchone()
        if row is None:
            raise StoreBugError("the floor's server returned no MAC for an appended entry")
        macs.append(str(row.value))
    return [replace(e, mac=m) for e, m in zip(out, macs, strict=True)]


class PostgresStore(StoreReader):
    """One table of a floor. Thread-safe (one connection behind a lock)."""

    def __init__(self, url: str, conn: psycopg.Connection[Any], table: str, *, readonly: bool,
                 status: Callable[[str], None] | None, retry_seconds: float) -> None:
        self._url = url
        self._where = redact(url)
        self._conn = conn
        self._table = table
        self._tbl = 0
        self._sql = SqlDialect(placeholder="%s", schema=f"{S}.", tbl=0)
        self._readonly = readonly
        self._status = status
        self._retry_seconds = retry_seconds
        self._lock = threading.RLock()
        self._key: AuditKey | None = None
        self._floor_uuid = ""
        self._db_uuid = ""
        self._startup: PgStartup | None = None
        self._closed = False
        self._heartbeat: Heartbeat | None = None
        self._pins_readable = False
        self.reconnects = 0

    # -- identity -------------------------------------------------------------------------------
    @property
    def location(self) -> str:
        return f"{self._where} table {self._table}"

    @property
    def url(self) -> str:
        return self._url

    @property
    def table(self) -> str:
        return self._table

    @property
    def table_id(self) -> int:
        return self._tbl

    @property
    def floor_uuid(self) -> str:
        return self._floor_uuid

    @property
    def startup(self) -> PgStartup:
        if self._startup is None:
            raise StoreBugError("start-up checks have not run")
        return self._startup

    # -- start-up -------------------------------------------------------------------------------
    def _start(self, keyring: Keyring, explicit_key: AuditKey | None, *, create: bool, verify: bool, created: bool,
               migrated_from: int | None, t0: float) -> None:
        c = self._conn
        if self._is_station_login(c):  # schema 13: a station holds no key; the server signs its chain
            meta = {str(k): str(v) for k, v in typed_rows(c, KeyValue, f"SELECT key, value FROM {S}.floor_meta")}
            self._key = ServerKey(b"", server_key_id=meta.get("key_id", ""), tag=self._server_tag)
            self._floor_uuid = meta.get("floor_uuid", "")
        else:
            self._key, self._floor_uuid = _floor_key(c, keyring, explicit_key, self._where)
            owner = typed_rows(c, BoolCol, f"SELECT {S}.floor_admin()")
            if owner and owner[0].value and not self._readonly:  # a restored floor: its server gets the key back
                _give_server_key(c, self._key)
        self._set_role(c)
        admin = typed_rows(c, BoolCol, f"SELECT {S}.floor_admin()")
        self._pins_readable = bool(admin and admin[0].value)  # schema 11: PIN hashes are the owner's path only
        self._tbl = self._table_id(create)
        self._sql = SqlDialect(placeholder="%s", schema=f"{S}.", tbl=self._tbl)
        if not self._readonly:
            writer = typed_rows(c, BoolCol, f"SELECT {S}.may_write(%s)", (self._tbl,))
            if not (writer and writer[0].value):
                raise DatabaseUnreadableError(
                    LoginNotTablesStation(where=self.location, table=self._table))
        # the head record and the log's last entry in one statement (one snapshot): another station of the
        # table appending meanwhile moves both or neither
        row = typed_row(c, _TableState,
                        f"SELECT t.db_uuid, t.key_check, t.checkpoint_seq, t.checkpoint_mac, t.checkpoint_tag, "
                        f"t.money_seq, t.money_live, t.money_sim, t.money_tag, t.head_seq, t.head_mac, l.seq, l.mac "
                        f"FROM {S}.floor_tables t LEFT JOIN LATERAL (SELECT seq, mac FROM {S}.log WHERE tbl = t.id "
                        f"ORDER BY seq DESC LIMIT 1) l ON true WHERE t.id = %s", (self._tbl,))
        assert row is not None
        self._db_uuid = str(row.db_uuid)
        if not self.keyless and key_check(self.key, self._db_uuid) != row.key_check:
            raise DatabaseTamperedError(TableIdentityAltered(self.location))
        head = None if row.last_seq is None else (int(row.last_seq), str(row.last_mac))
        if (int(row.head_seq), row.head_mac) != (head if head else (0, None)):
            raise DatabaseTamperedError(TableHeadMismatch(self.location, int(row.head_seq), head[0] if head else 0))
        cp_seq, cp_mac, cp_tag = int(row.checkpoint_seq), str(row.checkpoint_mac), str(row.checkpoint_tag)
        verified_to = cp_seq
        signed = None if row.money_tag is None else (_number(row.money_seq), _number(row.money_live),
                                                     _number(row.money_sim), str(row.money_tag))
        if verify:
            with self.read_snapshot():  # one consistent state while the table's other stations write
                if self.keyless:  # the server checks its chain from the verified point it recorded
                    problems, verified_to = self.server_chain_breaks(cp_seq)
                    if problems:
                        raise DatabaseTamperedError(
                            AuditBreaks(where=self.location, audit=problems[0]) if len(problems) == 1
                            else AuditBreaksMore(where=self.location, audit=problems[0], n=len(problems) - 1), problems)
                    verified_mac = ""
                else:
                    verified_to, verified_mac = self._verify_since(cp_seq, cp_mac, cp_tag)
                breaks = self.notary_breaks(cp_seq)
                if breaks:
                    raise DatabaseTamperedError(AuditBreaks(where=self.location, audit=breaks[0]) if len(breaks) == 1
                                                else AuditBreaksMore(where=self.location, audit=breaks[0],
                                                                     n=len(breaks) - 1), breaks)
                money = self._check_money(signed, verified_to)
            self._verify_users()
            if not self._readonly and verified_to != cp_seq:
                # what was verified, not the head now (another station may have appended since)
                self.set_checkpoint(verified_to, verified_mac, money=money)
        server = typed_rows(c, FloatCol, "SELECT extract(epoch FROM clock_timestamp())::float8")
        skew = float(server[0].value) - time.time() if server else 0.0
        warnings: list[Refusal] = []
        if abs(skew) > _CLOCK_SKEW_WARN_S:
            off = round(abs(skew))
            warnings.append(StationClockBehind(seconds=off) if skew > 0 else StationClockAhead(seconds=off))
        self._startup = PgStartup(
            created=created, quick_check="ok", verified_from=cp_seq + 1 if verify else 0,
            verified_to=verified_to if verify else 0, migrated_from=migrated_from,
            seconds=time.perf_counter() - t0, clock_skew_s=skew, warnings=tuple(warnings))

    @staticmethod
    def _is_station_login(c: psycopg.Connection[Any]) -> bool:
        """This login is a table's station or the podium (not the floor's owner, nor an auditor)."""
        row = typed_row(c, BoolCol, f"SELECT EXISTS (SELECT 1 FROM {S}.stations s WHERE s.login = session_user AND "
                        f"s.revoked_at IS NULL AND s.kind IN ('station', 'podium')) AND NOT {S}.floor_admin()")
        return bool(row and row.value)

    @property
    def keyless(self) -> bool:
        """A station's login: the floor's audit key is on the server only (schema 13)."""
        return isinstance(self._key, ServerKey)

    def _server_tag(self, message: str) -> str:
        """The server's tag of ``message`` (``station_tag``: what a station may still ask for)."""
        q, params = f"SELECT {S}.station_tag(%s, %s)", (self._tbl, message)
        c = self._conn
        if (c.info.transaction_status != psycopg.pq.TransactionStatus.IDLE
                or c.pgconn.pipeline_status != psycopg.pq.PipelineStatus.OFF):
            try:
                row = typed_row(c, MaybeText, q, params)
            except psycopg.Error as exc:
                raise _classify(exc, self._where, Doing.READING) from None
            return str(row.value) if row else ""
        tagged = self._first(MaybeText, q, params)
        return str(tagged.value if tagged is not None else None)

    def server_chain_breaks(self, after: int) -> tuple[list[str], int]:
        """The chain of this table after entry ``after``, checked on the server with the key only
        it reads (schema 13): its breaks, and the last entry checked."""
        def work(c: psycopg.Connection[Any]) -> tuple[list[str], int]:
            head = typed_row(c, IntCol, f"SELECT coalesce(max(seq), 0) FROM {S}.log WHERE tbl = %s", (self._tbl,))
            last = int(head.value) if head else 0
            rows = typed_rows(c, SeqWhat, f"SELECT seq, what FROM {S}.chain_breaks(%s, %s, %s)", (self._tbl, after, last))
            return [server_break(int(r.seq), str(r.what)) for r in rows], last

        with self.read_snapshot():
            return self._with_retry(Doing.CHECKING_THE_SERVERS_CHAIN, work)

    @staticmethod
    def _set_role(c: psycopg.Connection[Any]) -> None:
        c.execute(f"SET ROLE {WRITER_ROLE}")
        c.execute(f"SET search_path = {S}, pg_catalog")

    def _table_id(self, create: bool) -> int:
        c = self._conn
        row = typed_row(c, IntCol, f"SELECT id FROM {S}.floor_tables WHERE name = %s", (self._table,))
        if row is not None:
            return int(row.value)
        if not create:
            names = [r.value for r in typed_rows(c, TextCol, f"SELECT name FROM {S}.floor_tables ORDER BY name")]
            listed = ", ".join(names) if names else "none yet"
            raise TableNotFoundError(FloorHasNoTable(where=self._where, table=repr(self._table), tables=listed), names)
        admin = typed_row(c, BoolCol, f"SELECT {S}.floor_admin()")
        if not (admin and admin.value):
            raise TableNotFoundError(FloorHasNoTableMayNotAdd(where=self._where, table=repr(self._table)))
        db_uuid = str(uuid.uuid4())
        genesis = genesis_mac(self.key, db_uuid)
        with c.transaction():
            lock_users(c)  # the floor's users as they are now, none added meanwhile
            row = typed_row(
                c, IntCol, f"INSERT INTO {S}.floor_tables(name, db_uuid, key_check, checkpoint_seq, checkpoint_mac, "
                "checkpoint_tag) VALUES (%s, %s, %s, 0, %s, %s) ON CONFLICT (name) DO NOTHING RETURNING id",
                (self._table, db_uuid, key_check(self.key, db_uuid), genesis,
                 checkpoint_tag(self.key, db_uuid, 0, genesis)))
            if row is not None:
                c.execute(f"INSERT INTO {S}.meter(tbl, value, seq) VALUES (%s, 0, 0)", (row.value,))
                c.execute(f"INSERT INTO {S}.sim_meter(tbl, value, seq) VALUES (%s, 0, 0)", (row.value,))
                share_users(c, self.key, only=int(row.value))  # a new table starts with the floor's users
                return int(row.value)
        row = typed_row(c, IntCol, f"SELECT id FROM {S}.floor_tables WHERE name = %s", (self._table,))
        assert row is not None
        return int(row.value)

    def _verify_since(self, cp_seq: int, cp_mac: str, cp_tag: str) -> tuple[int, str]:
        return verify_since(self.location, self.key, self._db_uuid, (cp_seq, cp_mac, cp_tag), self.entry,
                            self.iter_entries)

    def _check_money(self, signed: tuple[int, int, int, str] | None, head: int) -> tuple[int, int]:
        """The start-up money check (:func:`~dealer_app.store.checks.check_money`) on this
        table's own meters (a linked meter is checked across its tables by the floor check)."""
        meters = (self.table_meter(), self.meter(simulated=True))

        def rows(row: Callable[..., R], sql: str, params: tuple[object, ...]) -> list[R]:
            sql = sql.replace(" WHERE ", " WHERE tbl = ? AND ", 1).replace("?", "%s")
            return self._read(row, sql, (self._tbl, *params), doing=Doing.CHECKING_THE_METERS)

        return check_money(self.location, self.key, self._db_uuid, signed, head, meters, rows)

    @contextmanager
    def read_snapshot(self) -> Iterator[None]:
        """Reads inside see one consistent state of the floor (a repeatable-read transaction),
        even while other stations write."""
        with self._lock:
            self._check_open()
            if self._conn.info.transaction_status != psycopg.pq.TransactionStatus.IDLE:
                yield
                return
            try:
                with self._conn.transaction():
                    self._conn.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
                    yield
            except psycopg.Error as exc:
                raise _classify(exc, self._where, Doing.READING) from None

    # -- connection and retries -------------------------------------------------------------------------
    def _reconnect(self, doing: Activity, *, told: bool = False) -> None:
        """Reconnect until the server answers or ``retry_seconds`` pass, saying so once (``told``: the
        caller has said it already); once it answers, the station hears "" (the banner goes)."""
        with suppress(Exception):
            self._conn.close()
        deadline = time.monotonic() + self._retry_seconds
        delay = 0.1
        while True:
            try:
                conn = psycopg.connect(self._url, autocommit=True, connect_timeout=3,
                                       application_name="dealer-assistant")
                self._set_role(conn)
            except psycopg.Error as exc:
                if not told and self._status is not None:
                    self._status(UNREACHABLE)
                told = True
                if time.monotonic() >= deadline:
                    raise _classify(exc, self._where, doing) from None
                time.sleep(delay)
                delay = min(delay * 2, 2.0)
                continue
            self._conn = conn
            self.reconnects += 1
            if told and self._status is not None:
                self._status("")
            return

    def _with_retry(self, doing: Activity, work: Callable[[psycopg.Connection[Any]], T]) -> T:
        """Run ``work`` (a read, or an idempotent write); on a dropped connection
        reconnect and run it again."""
        with self._lock:
            self._check_open()
            deadline = time.monotonic() + self._retry_seconds
            while True:
                try:
                    with stop_deferred():
                        return work(self._conn)
                except psycopg.OperationalError as exc:
                    if not _connection_lost(self._conn, exc) or time.monotonic() >= deadline:
                        raise _classify(exc, self._where, doing) from None
                    if self._status is not None:
                        self._status(UNREACHABLE)
                    self._reconnect(doing, told=True)
                except psycopg.Error as exc:
                    raise _classify(exc, self._where, doing) from None

    def _read(self, row: Callable[..., R], sql: str, params: Sequence[object] = (), *,
              doing: Activity = Doing.READING) -> list[R]:
        return self._with_retry(doing, lambda c: typed_rows(c, row, sql, params))

    @contextmanager
    def _write(self, doing: Activity) -> Iterator[psycopg.Connection[Any]]:
        if self._readonly:
            raise StoreBugError(f"{self.location} is open read-only; cannot {doing}")
        with self._lock:
            self._check_open()
            try:
                with stop_deferred(), self._conn.transaction():
                    yield self._conn
            except psycopg.Error as exc:
                raise _classify(exc, self._where, doing) from None

    # -- writing --------------------------------------------------------------------------------------
    def append(self, entries: Sequence[NewEntry], *, expect: Expect | None = None) -> list[LogEntry]:
        if not entries:
            return []
        if self._readonly:
            raise StoreBugError(f"{self.location} is open read-only")
        doing = Recording(", ".join(sorted({e.kind.value.replace("_", " ") for e in entries})))
        token = uuid.uuid4()
        with self._lock:
            self._check_open()
            deadline = time.monotonic() + self._retry_seconds
            while True:
                try:
                    with stop_deferred():
                        return self._append_pipelined(entries, token, expect)
                except (MeterWouldGoNegativeError, JackpotQueuedError, StaleStateError, HeldElsewhereError):
                    raise
                except psycopg.OperationalError as exc:
                    if not _connection_lost(self._conn, exc) or time.monotonic() >= deadline:
                        raise _classify(exc, self._where, doing) from None
                    if self._status is not None:
                        self._status(UNREACHABLE)
                    self._reconnect(doing, told=True)
                    with stop_deferred():
                        done = self._committed(token)
                    if done is not None:  # the commit went through before the connection dropped
                        return done
                except psycopg.Error as exc:
                    raise _classify(exc, self._where, doing) from None

    def _append_pipelined(self, entries: Sequence[NewEntry], token: uuid.UUID, expect: Expect | None
                          ) -> list[LogEntry]:
        """One transaction in one pipeline: BEGIN goes out with the first statement and
        COMMIT with the last batch, so neither costs a round trip of its own. Anything
        that fails rolls the transaction back (nothing recorded)."""
        c = self._conn
        try:
            with c.pipeline():
                c.execute("BEGIN")
                pending: list[psycopg.Cursor[TextCol]] = []
                out = self._append_in(c, entries, token, expect, pending)
                c.execute("COMMIT")
            # the MACs the server computed (schema 13), read once the pipeline's one sync is back
            return _with_macs(out, pending)
        except BaseException:
            if not c.closed and c.info.transaction_status != psycopg.pq.TransactionStatus.IDLE:
                with suppress(psycopg.Error):
                    c.execute("ROLLBACK")
            if not c.closed:
                # psycopg's cache of prepared statements can be left naming one that the aborted
                # pipeline never made (a refused append, schema 11's notary): forget them all, here
                # and on the server (psycopg deallocates them with the next statement, run now)
                prepared = getattr(c, "_prepared", None)
                if prepared is not None and hasattr(prepared, "clear"):
                    prepared.clear()
                with suppress(psycopg.Error):
                    c.execute("SELECT 1")
            raise

    def _committed(self, token: uuid.UUID) -> list[LogEntry] | None:
        row = typed_row(self._conn, _SeqRange, f"SELECT first_seq, last_seq FROM {S}.append_tokens WHERE token = %s",
                        (token,))
        if row is None:
            return None
        return list(self.iter_entries(int(row.first), int(row.last)))

    def _append_in(self, c: psycopg.Connection[Any], entries: Sequence[NewEntry], token: uuid.UUID,
                   expect: Expect | None, pending: list[psycopg.Cursor[TextCol]] | None = None) -> list[LogEntry]:
        """Append ``entries`` in ``c``'s transaction. The server computes each entry's chain MAC
        (schema 13): with ``pending`` the inserts' cursors go there, for the caller to read the
        MACs once the pipeline is synced; without, they are read here."""
        key, tbl = self.key, self._tbl
        users = any(ne.kind in MIRRORED_KINDS for ne in entries)
        if users:
            lock_users(c)  # before any table's row: user writers never wait on each other's tables
        # the table's row locked: its writers serialise here. The chain head is on that row
        # (head_seq, head_mac), which every append updates: a row read FOR UPDATE is its
        # latest committed version, so the head is the one the writer we waited for left
        if expect is not None and _steps_only(expect):
            _group, ts, seq, _head_mac = self._lock_and_check_step(c, expect)
        else:
            row = typed_row(
                c, _Locked, f"SELECT meter_group, (extract(epoch FROM clock_timestamp()) * 1000000)::bigint, head_seq, "
                f"head_mac FROM {S}.floor_tables WHERE id = %s FOR UPDATE", (tbl,))
            assert row is not None
            ts, seq = int(row.ts), int(row.head_seq)
            if expect is not None:
                self._check_expect(c, expect, ts)
        first = seq + 1
        cursors: list[psycopg.Cursor[TextCol]] = []
        out: list[LogEntry] = []
        written: list[tuple[LogEntry, Mapping[str, Any], str | None]] = []
        # in the append's pipeline the inserts and updates go out without waiting for each
        # reply (a statement whose result is read, such as an id allocation, syncs first);
        # any error still surfaces inside this transaction, which then records nothing
        for ne in entries:
            seq += 1
            payload = dict(ne.payload)
            shift_id, round_id = ne.shift_id, ne.round_id
            kind = ne.kind
            if kind == EntryKind.SHIFT_OPENED:
                shift_id = self._next_id(c, "shifts", "id")
            elif kind == EntryKind.ROUND_STARTED:
                round_id = self._next_id(c, "rounds", "id")
                r = typed_row(c, IntCol, f"SELECT rounds FROM {S}.shifts WHERE tbl = %s AND id = %s", (tbl, shift_id))
                if r is None:
                    raise StoreBugError(f"round started in unknown shift {shift_id}")
                payload["number"] = int(r.value) + 1
            elif kind == EntryKind.USER_ADDED:
                payload["user"] = self._next_id(c, "users", "id")
            elif kind == EntryKind.HOUSE_RULES_SET:
                payload["version"] = self._next_id(c, "house_versions", "version")
            elif kind == EntryKind.TRAINEE_RESULT:
                payload["id"] = self._next_id(c, "training_results", "id")
            if ne.secret_pin_hash is not None:
                payload.pop("pin_hash", None)
                payload["pin_tag"] = pin_tag(key, self._db_uuid, int(payload["user"]), ne.secret_pin_hash)
            text = canonical_json(payload)
            # no MAC sent: the server computes the chain's (log_form, with the key only it reads)
            cursors.append(typed_cursor(
                c, TextCol, f"INSERT INTO {S}.log(tbl, {_LOG_COLUMNS}) VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, "
                "NULL) RETURNING mac", (tbl, seq, ts, kind.value, ne.actor, ne.station, shift_id, round_id, ne.ref, text)))
            entry = LogEntry(seq, ts, kind.value, ne.actor, ne.station, shift_id, round_id, ne.ref, text, "")
            self._project(c, entry, payload, ne.secret_pin_hash)
            if ne.patron is not None:
                details = None if ne.patron.details is None else canonical_json(dict(ne.patron.details))
                c.execute(f"INSERT INTO {S}.patrons(ref, details, seq, tbl) VALUES (%s, %s, %s, %s) "
                          "ON CONFLICT (ref) DO UPDATE SET details = excluded.details, seq = excluded.seq, "
                          "tbl = excluded.tbl", (ne.patron.ref, details, seq, tbl))
            out.append(entry)
            if users and kind in MIRRORED_KINDS:
                written.append((entry, payload, ne.secret_pin_hash))
        if written:  # a user is defined once for the floor: every other table's chain gets it too
            mirrors = mirror_entries(c, tbl, self._table, written)
            for other, db_uuid in typed_rows(c, _IdUuid, f"SELECT id, db_uuid FROM {S}.floor_tables WHERE id <> %s "
                                             "ORDER BY id", (tbl,)):
                write_users(c, key, int(other), str(db_uuid), mirrors, ts)
        # the idempotency token, and the notification the pit's podiums and the table's
        # stations hear when (and only if) this commits: one round trip
        rounds = sorted({e.round_id for e in out if e.round_id is not None})
        c.execute(
            f"WITH t AS (INSERT INTO {S}.append_tokens(token, tbl, first_seq, last_seq) VALUES (%s, %s, %s, %s) "
            "RETURNING 1) SELECT pg_notify(%s, %s) FROM t",  # the head moved with each insert (schema 11, log_head)
            (token, tbl, first, seq, FLOOR_CHANNEL, canonical_json({
                "table": self._table, "first": first, "last": seq, "kinds": sorted({e.kind for e in out}),
                "rounds": rounds})))
        if pending is None:
            return _with_macs(out, cursors)
        pending.extend(cursors)
        return out

    def _next_id(self, c: psycopg.Connection[Any], table: str, column: str) -> int:
        row = typed_row(c, IntCol, f"SELECT coalesce(max({column}), 0) + 1 FROM {S}.{table} WHERE tbl = %s", (self._tbl,))
        return int(row.value) if row else 1

    def _move_meter(self, c: psycopg.Connection[Any], delta: int, seq: int) -> None:
        """Move the meter entry ``seq`` (being appended) moves: the floor's checked path
        (``move_meter``, pg_schema v4) picks the meter (the table's own, its simulated
        one for a simulated shift's round, its linked one) and checks the entry says ``delta``."""
        c.execute(f"SELECT {S}.move_meter(%s, %s, %s)", (self._tbl, seq, delta))

    def _project(self, c: psycopg.Connection[Any], e: LogEntry, p: Mapping[str, Any],
                 secret_hash: str | None = None) -> None:
        sql = SqlDialect(placeholder="%s", schema=f"{S}.", tbl=self._tbl)
        for change in (*signature_changes(e, p), *changes(e, p, secret_hash)):
            if isinstance(change, MoveMeter):
                self._move_meter(c, change.delta, change.seq)
            elif change.table in FLOOR_KEPT:
                continue  # the server keeps it, across every table's log (the log insert's trigger)
            else:
                c.execute(*sql.sql(change))

    def _lock_and_check_step(self, c: psycopg.Connection[Any], x: Expect) -> tuple[str | None, int, int, str | None]:
        """The common append of a live round (a step, a settlement): one statement locks the
        table's row, renews this station's lease if it still holds it and locks the round's
        row (a row read FOR UPDATE is its latest committed version, whatever the statement's
        snapshot); :func:`check_expect` then judges what it read. (meter group, server time,
        chain head seq and MAC)"""
        lease, rid = x.lease, x.round_id
        row = typed_row(
            c, _step_lock, f"WITH t AS (SELECT meter_group, (extract(epoch FROM clock_timestamp()) * 1000000)::bigint AS ts, "
            f"head_seq, head_mac FROM {S}.floor_tables WHERE id = %s FOR UPDATE), "
            f"l AS (UPDATE {S}.leases SET heartbeat_us = (SELECT ts FROM t) WHERE scope = %s AND token = %s "
            "RETURNING 1), "
            f"r AS (SELECT number, status, steps, shift_id FROM {S}.rounds WHERE tbl = %s AND id = %s FOR UPDATE) "
            "SELECT t.meter_group, t.ts, (SELECT count(*) FROM l), r.number, r.status, r.steps, r.shift_id, "
            "t.head_seq, t.head_mac FROM t LEFT JOIN r ON true",
            (self._tbl, lease.scope if lease else "", lease.token if lease else "", self._tbl, rid or 0))
        assert row is not None
        group, ts = row.meter_group, int(row.ts)
        if lease is not None and not row.renewed:
            self._check_expect(c, x, ts)  # not ours any more: the full check names the holder
        check_expect(replace(x, lease=None), ts, _ReadRows(row.round))
        return group, ts, int(row.head_seq), row.head_mac

    def _check_expect(self, c: psycopg.Connection[Any], x: Expect, now: int) -> None:
        """Re-check what the writer last saw, inside its write transaction (the rows locked)."""
        def one(row: Callable[..., R], sql: str, params: tuple[object, ...]) -> R | None:
            cur = typed_cursor(c, row, sql, params)
            if sql.lstrip().startswith("UPDATE"):
                return None  # nothing to read: it goes out with the next statement
            return cur.fetchone()

        check_expect(x, now, SqlExpectRows(one, tbl=self._tbl, lock="FOR UPDATE", placeholder="%s"))

    # -- leases: one writer per table (times from the server's clock) ------------------------------------
    def _server_us(self) -> int:
        return _clock_us(self._first(IntCol, _NOW_US))

    def now_us(self) -> int:
        return self._server_us()

    def lease_is_live(self, lease: Lease) -> bool:
        return self._live_at(lease, self._server_us())

    def acquire_lease(self, scope: str, holder: LeaseHolder, *, take_over: bool = False) -> Lease:
        with self._write(Doing.HOLDING_THE_TABLE) as c:
            now = _clock_us(typed_row(c, IntCol, _NOW_US))
            # the row may not exist yet: serialise racing stations on the scope itself
            c.execute("SELECT pg_advisory_xact_lock(hashtext(%s))", (f"dealer lease {scope}",))
            row = typed_row(c, LeaseRow, f"SELECT station, host, pid, token, since_us, heartbeat_us FROM {S}.leases "
                            "WHERE scope = %s FOR UPDATE", (scope,))
            held = lease_of(scope, row) if row is not None else None
            if lease_decision(scope, held, holder, take_over=take_over, live=lambda h: self._live_at(h, now)):
                assert held is not None  # ours: renew
                c.execute(f"UPDATE {S}.leases SET heartbeat_us = %s WHERE scope = %s", (now, scope))
                return Lease(scope, holder, held.token, held.since_us, now)
            lease = Lease(scope, holder, uuid.uuid4().hex, now, now)
            c.execute(
                f"INSERT INTO {S}.leases(scope, station, host, pid, token, since_us, heartbeat_us) "
                "VALUES (%s, %s, %s, %s, %s, %s, %s) ON CONFLICT (scope) DO UPDATE SET station = excluded.station, "
                "host = excluded.host, pid = excluded.pid, token = excluded.token, since_us = excluded.since_us, "
                "heartbeat_us = excluded.heartbeat_us, login = excluded.login",
                (scope, holder.station, holder.host, holder.pid, lease.token, now, now))
            return lease

    @staticmethod
    def _live_at(lease: Lease, now: int) -> bool:
        from dealer_app.store.sqlite import LEASE_TTL_US, process_alive, this_host

        if lease.holder.host == this_host():
            return process_alive(lease.holder.pid)
        return now - lease.heartbeat_us < LEASE_TTL_US

    def release_lease(self, lease: Lease) -> None:
        """Release ``lease`` (one statement). Also on the way out of a stop that interrupted
        an append: a connection left mid-transaction or mid-pipeline is replaced first."""
        if self._readonly:
            raise StoreBugError(f"{self.location} is open read-only; cannot release the table")
        with self._lock:
            self._check_open()
            c = self._conn
            if c.closed or c.broken or c.info.transaction_status != psycopg.pq.TransactionStatus.IDLE:
                self._reconnect(Doing.RELEASING_THE_TABLE)
            self._with_retry(Doing.RELEASING_THE_TABLE, lambda c: c.execute(
                f"DELETE FROM {S}.leases WHERE scope = %s AND token = %s", (lease.scope, lease.token)))

    def notary_breaks(self, after: int = 0) -> list[str]:
        """The entries after ``after`` that the floor's server did not sign as they stand
        (checked on the server, whose per-table key no station reads)."""
        rows = self._read(SeqWhat, f"SELECT seq, what FROM {S}.notary_breaks(%s, %s)", (self._tbl, after),
                          doing=Doing.CHECKING_THE_SERVERS_CHAIN)
        return [str(r.what) for r in rows]

    def macs_at(self, seqs: Sequence[int]) -> dict[int, str]:
        """The MACs of the entries ``seqs`` this table's log holds."""
        rows = self._read(SeqMac, f"SELECT seq, mac FROM {S}.log WHERE tbl = %s AND seq = ANY(%s)",
                          (self._tbl, list(seqs)), doing=Doing.READING_THE_WITNESSED_ENTRIES)
        return {int(r.seq): str(r.mac) for r in rows}

    # -- the log --------------------------------------------------------------------------------------
    def anchor(self) -> Anchor:
        rows = self._read(SeqMac, f"SELECT seq, mac FROM {S}.log WHERE tbl = %s ORDER BY seq DESC LIMIT 1",
                          (self._tbl,), doing=Doing.READING_THE_CHAIN_HEAD)
        if not rows:
            return Anchor(0, 0, genesis_mac(self.key, self._db_uuid))
        # seq is dense from 1 per table (the chain check names any gap)
        return Anchor(int(rows[0].seq), int(rows[0].seq), str(rows[0].mac))

    def checkpoint(self) -> tuple[int, str]:
        rows = self._read(SeqMac, f"SELECT checkpoint_seq, checkpoint_mac FROM {S}.floor_tables WHERE id = %s",
                          (self._tbl,))
        return int(rows[0].seq), str(rows[0].mac)

    def check_file(self) -> None:
        """Nothing to do: the server keeps its own pages (checksums, WAL); the chain is verified
        from the signed checkpoint at every open."""

    def set_checkpoint(self, seq: int, mac: str, *, money: tuple[int, int] | None = None) -> None:
        """Record ``seq`` as verified; with it, the table's signed meters at ``seq`` (``money``,
        or the stored values when ``seq`` is the head), so the next start-up checks the meters
        from there. The server records it (schema 13, ``set_checkpoint``: it checks its chain to
        ``seq`` from the point before, and tags both with the key only it reads); ``mac`` is
        the MAC the caller verified at ``seq``, which the server's chain then holds."""
        t = self._tbl
        with self._write(Doing.RECORDING_THE_VERIFIED_POINT) as c:
            if mac and seq:
                at = typed_row(c, TextCol, f"SELECT mac FROM {S}.log WHERE tbl = %s AND seq = %s", (t, seq))
                if at is None or str(at.value) != mac:
                    raise DatabaseTamperedError(EntryNotVerified(where=self.location, seq=seq))
            # the server locks the table's row (no append meanwhile) and, at the head, reads the meters
            c.execute(f"SELECT {S}.set_checkpoint(%s, %s, %s, %s)",
                      (t, seq, *(money if money is not None else (None, None))))

    # -- projections ----------------------------------------------------------------------------------
    def _user_source(self) -> tuple[str, str, tuple[object, ...]]:
        """With their PIN hashes for the floor's owner (schema 11: ``dealer.user_pins``), without
        them for a station's login, which cannot read them."""
        if self._pins_readable:
            return f"{S}.users u LEFT JOIN {S}.user_pins(%s) p ON p.id = u.id", "p.pin_hash", (self._tbl,)
        return f"{S}.users u", "NULL::text", ()

    @property
    def pin_hashes_hidden(self) -> bool:
        """True when this login cannot read PIN hashes (a station's, schema 11): the server checks PINs."""
        return not self._pins_readable

    def pin_notary(self) -> PostgresStore | None:
        """The floor's server checks PINs and gives single-use signatures (schema 11)."""
        return self

    def pin_salt(self, name: str) -> str | None:
        """The algorithm, cost and salt of ``name``'s PIN hash (never its digest), or None."""
        row = self._first(MaybeText, f"SELECT {S}.pin_salt(%s, %s)", (self._tbl, name[:256]),
                          doing=Doing.CHECKING_A_PIN)
        return None if row is None or row.value is None else str(row.value)

    def pin_check(self, name: str, candidate: str | None, permission: str, shift_id: int | None,
                  round_id: int | None) -> PinVerdict:
        """The floor server's PIN check (``dealer.pin_check``): the attempt is counted for the
        user floor-wide and committed whatever the outcome; ``ok`` comes with a single-use token."""
        def check(c: psycopg.Connection[Any]) -> PinVerdict | None:  # counted and committed even on a read-only store
            with c.transaction():
                return typed_row(c, _pin_verdict,
                                 f"SELECT outcome, token, user_id, failed FROM {S}.pin_check(%s, %s, %s, %s, %s, %s)",
                                 (self._tbl, name[:256], candidate, permission, shift_id, round_id))

        row = self._with_retry(Doing.CHECKING_A_PIN, check)
        assert row is not None
        return row

    def meter(self, simulated: bool = False) -> int:
        """The meter this table plays for: its linked meter's value, or its own
        (``simulated``: the table's simulated shifts' own meter, never linked)."""
        if simulated:
            return super().meter(simulated=True)
        rows = self._read(
            IntCol, f"SELECT coalesce(l.value, m.value) FROM {S}.floor_tables t JOIN {S}.meter m ON m.tbl = t.id "
            f"LEFT JOIN {S}.linked_meters l ON l.name = t.meter_group WHERE t.id = %s", (self._tbl,))
        return int(rows[0].value) if rows else 0

    def linked_moves(self) -> list[LinkedMove]:
        rows = self._read(
            _MoveRow, f"SELECT m.tbl = %s, m.seq, m.delta, m.value_after FROM {S}.meter_moves m JOIN {S}.floor_tables t "
            f"ON t.meter_group = m.meter WHERE t.id = %s ORDER BY m.id", (self._tbl, self._tbl))
        return [LinkedMove(bool(mine), int(seq), int(delta), int(after)) for mine, seq, delta, after in rows]

    def jackpot_queue(self, round_id: int | None = None, *, claim: bool | None = None) -> JackpotQueue | None:
        """The hits waiting on this table's linked meter (pg_schema v8, ``jackpot_hits``), oldest first."""
        if round_id is not None and claim is not None and not self._readonly:
            with self._write(Doing.QUEUEING_THE_JACKPOT_HIT) as c:
                c.execute(f"SELECT {S}.hit_meter(%s, %s, %s)", (self._tbl, round_id, claim))
        rows = self._read(
            _HitRow, f"SELECT t.meter_group, h.tbl = %s, ht.name, h.round_id, r.number FROM {S}.floor_tables t "
            f"LEFT JOIN {S}.jackpot_hits h ON h.meter = t.meter_group AND h.done_seq IS NULL "
            f"LEFT JOIN {S}.floor_tables ht ON ht.id = h.tbl "
            f"LEFT JOIN {S}.rounds r ON r.tbl = h.tbl AND r.id = h.round_id "
            f"WHERE t.id = %s ORDER BY h.id", (self._tbl, self._tbl), doing=Doing.READING_THE_JACKPOT_HITS)
        if not rows or rows[0].meter is None:
            return None
        return JackpotQueue(str(rows[0].meter), tuple(MeterHit(str(name), int(rid), int(number or 0), bool(mine))
                                                   for _g, mine, name, rid, number in rows if rid is not None))

    def meter_group(self) -> str | None:
        row = self._first(MaybeText, f"SELECT meter_group FROM {S}.floor_tables WHERE id = %s", (self._tbl,))
        return None if row is None or row.value is None else str(row.value)

    def data_version(self) -> None:
        """None: a floor pushes its changes (:mod:`dealer_app.store.pg_listen`)."""
        return None

    def table_group(self) -> str | None:
        row = self._first(MaybeText, f"SELECT grp FROM {S}.group_members WHERE tbl = %s", (self._tbl,))
        return None if row is None or row.value is None else str(row.value)

    def floor_cash(self) -> list[tuple[str, LogEntry, str]] | None:
        return self._read(_cash_row, f"SELECT tbl_name, {_LOG_COLUMNS}, actor_name FROM {S}.floor_cash()",
                          doing=Doing.READING_THE_LOG)

    def patron_days(self, day: str | None = None, player: str | None = None) -> list[PatronDayRow] | None:
        return self._read(patron_day_row, f"SELECT * FROM {S}.patron_days_of(%s, %s)", (day, player),
                          doing=Doing.READING_THE_LOG)

    def seated_elsewhere(self, shift_id: int) -> dict[int, str] | None:
        rows = self._read(_Seated, f"SELECT session, tbl_name FROM {S}.seated_elsewhere(%s, %s)", (self._tbl, shift_id),
                          doing=Doing.READING_THE_LOG)
        return {int(r.session): str(r.table) for r in rows}

    def patron_cash(self, players: Sequence[str], day: str | None = None,
                    bands: Sequence[tuple[int, int]] | None = None) -> list[tuple[str, LogEntry, str]] | None:
        lo, hi = ([b[0] for b in bands], [b[1] for b in bands]) if bands is not None else (None, None)
        return self._read(_cash_row, f"SELECT tbl_name, {_LOG_COLUMNS}, actor_name FROM "
                          f"{S}.patron_cash(%s, %s, %s::bigint[], %s::bigint[])",
                          (list(players), day, lo, hi), doing=Doing.READING_THE_LOG)

    # -- maintenance ----------------------------------------------------------------------------------
    def backup_to(self, target: Path, progress: Callable[[int, int], None] | None = None) -> None:
        """A logical backup of this table: a self-contained SQLite database
        holding the same chain (same ids and MACs), verifiable with the floor's key."""
        from dealer_app.store.pg_backup import table_to_sqlite

        table_to_sqlite(self, Path(target), progress)

    def start_heartbeat(self, station: str, program: str, *, interval: float | None = None) -> None:
        """Beat for ``station`` on this table while the store is open (a station's app, a
        ``simulate`` run): :mod:`dealer_app.store.pg_heartbeat`. A second call changes nothing."""
        from dealer_app.store.pg_heartbeat import HEARTBEAT_S, Heartbeat
        from dealer_app.store.sqlite import this_host

        if self._heartbeat is None and not self._readonly:
            self._heartbeat = Heartbeat(self._url, self._tbl, station, this_host(), program,
                                        interval=interval or HEARTBEAT_S)

    def close(self) -> None:
        heartbeat, self._heartbeat = self._heartbeat, None
        if heartbeat is not None:
            heartbeat.stop()  # the clean stop recorded: "stopped", not "offline"
        with self._lock:
            if self._closed:
                return
            self._closed = True
            with suppress(Exception):
                self._conn.close()


def _connection_lost(conn: psycopg.Connection[Any], exc: psycopg.Error) -> bool:
    """A dropped connection (server restart, terminated backend), as opposed to an error the server answered.

    An error with no SQLSTATE did not come from the server: the client lost track of the
    session (a pipeline cut off mid-flight says "cannot exit pipeline mode while busy"
    without marking the connection broken). Its state is unknown, so it counts as lost:
    the caller reconnects, and an append looks its idempotency token up before retrying."""
    if conn.closed or conn.broken or exc.sqlstate is None:
        return True
    return isinstance(exc, pgerr.AdminShutdown | pgerr.CrashShutdown | pgerr.CannotConnectNow)


# -- floor-wide operations ---------------------------------------------------------------------------------


class _MeterRow(NamedTuple):
    name: str
    start_value: int
    value: int


class _GroupRow(NamedTuple):
    grp: str
    version: int
    chips: str | None
    house: str | None
    digest: str
    set_by: str
    set_us: int


class _VersionRow(NamedTuple):
    chips: str | None
    house: str | None
    digest: str
    set_by: str
    set_us: int


class _LeftRow(NamedTuple):
    grp: str
    table: str
    version: int
    by_name: str
    reason: str
    left_us: int
    entry: int


class _WitnessHead(NamedTuple):
    seq: int
    ts_us: int
    why: str
    table: str
    entry: int
    mac: str


class _MeterMove(NamedTuple):
    tbl: int
    seq: int
    delta: int
    value_after: int


def linked_meters(url: str) -> dict[str, tuple[int, int, list[str]]]:
    """``{meter: (start, value, [tables])}``."""
    conn = _connect(url)
    try:
        out: dict[str, tuple[int, int, list[str]]] = {}
        for name, start, value in typed_rows(conn, _MeterRow,
                                             f"SELECT name, start_value, value FROM {S}.linked_meters ORDER BY name"):
            tables = [r.value for r in typed_rows(
                conn, TextCol, f"SELECT name FROM {S}.floor_tables WHERE meter_group = %s ORDER BY name", (name,))]
            out[str(name)] = (int(start), int(value), tables)
        return out
    except psycopg.Error as exc:
        raise _classify(exc, redact(url), Doing.READING_THE_LINKED_METERS) from None
    finally:
        conn.close()


@dataclass(frozen=True)
class GroupVersion:
    """One version of a table group's chip set and house rules, as the floor recorded it."""

    group: str
    version: int
    chips: str | None  # canonical JSON of the chip set, or None: the group does not set one
    house: str | None  # canonical JSON of the complete house rules, or None
    digest: str
    set_by: str
    set_us: int
    tables: tuple[str, ...]  # the group's tables now, in the order they were made


def table_groups(url: str) -> dict[str, GroupVersion]:
    """Every table group of the floor with its latest version and its tables."""
    conn = _connect(url)
    try:
        out: dict[str, GroupVersion] = {}
        rows = typed_rows(
            conn, _GroupRow, f"SELECT DISTINCT ON (grp) grp, version, chips, house, digest, set_by, set_us FROM "
            f"{S}.group_versions ORDER BY grp, version DESC")
        for grp, version, chips, house, digest, by, at in rows:
            tables = tuple(r.value for r in typed_rows(
                conn, TextCol, f"SELECT t.name FROM {S}.group_members g JOIN {S}.floor_tables t ON t.id = g.tbl "
                "WHERE g.grp = %s ORDER BY t.id", (grp,)))
            out[str(grp)] = GroupVersion(str(grp), int(version), chips, house, str(digest), str(by), int(at), tables)
        return out
    except psycopg.Error as exc:
        raise _classify(exc, redact(url), Doing.READING_THE_TABLE_GROUPS) from None
    finally:
        conn.close()


def group_version(url: str, group: str, version: int) -> GroupVersion | None:
    """Version ``version`` of ``group`` (None: the floor never recorded it)."""
    conn = _connect(url)
    try:
        row = typed_row(conn, _VersionRow, f"SELECT chips, house, digest, set_by, set_us FROM {S}.group_versions "
                        "WHERE grp = %s AND version = %s", (group, version))
        if row is None:
            return None
        tables = tuple(r.value for r in typed_rows(
            conn, TextCol, f"SELECT t.name FROM {S}.group_members g JOIN {S}.floor_tables t ON t.id = g.tbl "
            "WHERE g.grp = %s ORDER BY t.id", (group,)))
        return GroupVersion(group, version, row.chips, row.house, str(row.digest), str(row.set_by), int(row.set_us),
                            tables)
    except psycopg.Error as exc:
        raise _classify(exc, redact(url), Doing.READING_A_TABLE_GROUP) from None
    finally:
        conn.close()


def group_leaves(url: str) -> list[tuple[str, str, int, str, str, int, int]]:
    """Every table that left a group (pg_schema v14), newest first: (group, table, the version it
    left at, who signed, the reason, when in µs, the entry of the table's chain that records it)."""
    conn = _connect(url)
    try:
        rows = typed_rows(
            conn, _LeftRow, f"SELECT l.grp, t.name, l.version, l.by_name, l.reason, l.left_us, l.entry FROM "
            f"{S}.group_left l JOIN {S}.floor_tables t ON t.id = l.tbl ORDER BY l.left_us DESC, l.joined DESC")
        return [(str(g), str(t), int(v), str(b), str(r), int(at), int(n)) for g, t, v, b, r, at, n in rows]
    except psycopg.Error as exc:
        raise _classify(exc, redact(url), Doing.READING_THE_TABLE_GROUPS) from None
    finally:
        conn.close()


def set_group(url: str, group: str, tables: Sequence[str], *, chips: str | None, house: str | None,
              digest: str | None, by: str, signature: tuple[str, int] | None = None) -> int:
    """Record a new version of ``group`` (``digest`` None: none, only ``tables`` join it) and put
    ``tables`` in it (``set_group``, pg_schema v10 and v14, recorded in the witness chain); one
    transaction. A table in another group is refused. Without ``signature`` the floor's owner
    only; with it (a table of the group and its co-signature entry by ``by``, notarised by the
    server's PIN check) the pit's podium too. Returns the group's version."""
    conn = _connect(url)
    try:
        if signature is None:
            row = typed_row(conn, IntCol, f"SELECT {S}.set_group(%s, %s, %s, %s, %s, %s)",
                            (group, chips, house, digest, by, list(tables)))
        else:
            row = typed_row(conn, IntCol, f"SELECT {S}.set_group(%s, %s, %s, %s, %s, %s, %s, %s)",
                            (group, chips, house, digest, by, list(tables), signature[0], signature[1]))
        assert row is not None
        return int(row.value)
    except (pgerr.ObjectInUse, pgerr.NoDataFound) as exc:
        raise DatabaseUnreadableError(server_refusal(exc) or _server_says(exc)) from None  # typed from schema 16
    except psycopg.Error as exc:
        raise _classify(exc, redact(url), Doing.SETTING_THE_TABLE_GROUP) from None
    finally:
        conn.close()


def tables_not_on_floor(url: str, tables: Sequence[str], *, create: bool) -> list[str]:
    """Those of ``tables`` the floor does not have yet; unless ``create``, any such table is
    refused with :class:`TableNotFoundError` (a typed name never makes a table)."""
    known = floor_tables(url)
    missing = [name for name in tables if name not in known]
    if missing and not create:
        raise TableNotFoundError(MeterTableNotOnFloor(name=repr(missing[0]), tables=', '.join(known) or 'none yet'), known)
    return missing


def link_meter(url: str, meter: str, tables: Sequence[str], start: int = 0, *,
               keyring: Keyring | None = None, create: bool = False) -> None:
    """Put ``tables`` on the linked meter ``meter`` (created with ``start`` if new), as
    the floor's owner (``link_meter``, pg_schema v4: a station's login is refused; the
    link is recorded in the floor's witness chain). A table not on the floor is refused
    unless ``create`` (never made by a typo). A table whose own meter has already moved
    is refused: its history would not add up on the linked meter. Nothing is linked
    unless every table can be (one transaction)."""
    if start < 0:
        raise StoreBugError("a meter's start value is 0 or more")
    missing = tables_not_on_floor(url, tables, create=create)
    for name in missing:  # asked for: create them the usual way
        open_postgres(url, name, keyring=keyring, verify=False).close()
    conn = _connect(url)
    try:
        conn.execute(f"SELECT {S}.link_meter(%s, %s, %s)", (meter, start, list(tables)))
    except pgerr.ObjectInUse as exc:
        raise DatabaseUnreadableError(server_refusal(exc) or _server_says(exc)) from None  # typed from schema 16
    except psycopg.Error as exc:
        raise _classify(exc, redact(url), Doing.LINKING_THE_METER) from None
    finally:
        conn.close()


def witness_heads(url: str) -> tuple[list[tuple[int, str]], list[tuple[int, int, str, str, int, str]]]:
    """The floor's witness chain: its breaks as the server checks them (seq, what), and
    every chain head it recorded (witness seq, when, why, table, entry, MAC)."""
    conn = _connect(url)
    try:
        breaks = [(int(a), str(b)) for a, b in typed_rows(conn, SeqWhat, f"SELECT seq, what FROM {S}.witness_breaks()")]
        heads = [(int(w), int(ts), str(why), str(t), int(seq), str(mac)) for w, ts, why, t, seq, mac in typed_rows(
            conn, _WitnessHead, f"SELECT w.seq, w.ts_us, w.body::jsonb ->> 'why', x ->> 'table', (x ->> 'seq')::bigint, "
            f"coalesce(x ->> 'mac', '') FROM {S}.witness w, jsonb_array_elements(w.body::jsonb -> 'tables') x "
            "WHERE w.kind = 'heads' ORDER BY w.seq")]
        return breaks, heads
    except psycopg.Error as exc:
        raise _classify(exc, redact(url), Doing.READING_THE_WITNESS_CHAIN) from None
    finally:
        conn.close()


def meter_history(url: str, meter: str) -> list[tuple[int, int, int, int]]:
    """The linked meter's movements in commit order: (table id, seq, delta, value after)."""
    conn = _connect(url)
    try:
        rows = typed_rows(conn, _MeterMove, f"SELECT tbl, seq, delta, value_after FROM {S}.meter_moves WHERE meter = %s "
                          "ORDER BY id", (meter,))
        return [(int(a), int(b), int(c), int(d)) for a, b, c, d in rows]
    except psycopg.Error as exc:
        raise _classify(exc, redact(url), Doing.READING_THE_METERS_HISTORY) from None
    finally:
        conn.close()
