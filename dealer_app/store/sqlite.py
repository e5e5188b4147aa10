"""SQLite backend of :class:`dealer_app.store.base.Store`.

WAL with ``synchronous=FULL`` (a commit is on disk before ``append`` returns),
STRICT tables, money as INTEGER, timestamps as integer microseconds UTC,
``PRAGMA application_id`` to recognise our files and ``PRAGMA user_version``
for the schema, migrated on open. On open: ``quick_check``, the key, and the
audit chain since the last verified point; a damaged, tampered or foreign file
is refused and nothing in it is written.
"""

from __future__ import annotations

import os
import sqlite3
import threading
import time
import uuid
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple, TypeVar
from urllib.parse import quote

from dealer_app.refusal import OsReason, Refusal
from dealer_app.safe_input import InputError, open_regular
from dealer_app.store.chain import checkpoint_tag, entry_mac, genesis_mac, key_check, pin_tag
from dealer_app.store.checks import (
    LeaseRow,
    SqlExpectRows,
    check_expect,
    check_money,
    lease_decision,
    lease_of,
    money_tag,
    verify_since,
)
from dealer_app.store.errors import (
    DatabaseDamagedError,
    DatabaseTamperedError,
    DatabaseUnreadableError,
    ForeignDatabaseError,
    KeyWrongError,
    NewerSchemaError,
    StoreBugError,
    StoreError,
    classify_sqlite_error,
)
from dealer_app.store.keys import AuditKey, Keyring, read_key_file
from dealer_app.store.projection import MoveMeter, changes, signature_changes
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
    NewEntry,
    PatronDayRow,
    canonical_json,
    patron_day_row,
)
from dealer_app.store.refusals import (
    Activity,
    AlreadyExists,
    BackupUnwritable,
    CannotCreate,
    CannotCreateFolder,
    CannotRead,
    Damaged,
    DatabaseEmpty,
    Doing,
    FileMissing,
    ForeignApplication,
    IdentityAltered,
    IdentityMissing,
    KeyFileWrongForDatabase,
    NeedsUpgrade,
    NewerSchema,
    NotOurs,
    NotSqlite,
    QuickCheckFailed,
    Recording,
    TruncatedHeader,
    TruncatedPages,
    WalRefused,
)
from dealer_app.store.rows import BoolCol, IntCol, KeyValue, MaybeInt, SeqMac, TextCol, sqlite_row, sqlite_rows
from dealer_app.store.schema import APPLICATION_ID, MIGRATIONS, SCHEMA_VERSION

__all__ = ["SQLiteStore", "StartupCheck", "now_us", "open_sqlite", "read_header"]

_MAGIC = b"SQLite format 3\x00"
LEASE_TTL_US = 90_000_000
"""A lease whose heartbeat is older than this (seen from another host) is stale."""
_THIS_HOST = None  # filled lazily: socket.gethostname()

_SQL = SqlDialect()
R = TypeVar("R")


class _Head(NamedTuple):
    """The log's last entry, and how many entries it holds."""

    seq: int
    mac: str
    entries: int


def _int_of(conn: sqlite3.Connection, sql: str, params: Sequence[object] = ()) -> int:
    """The one integer ``sql`` answers (a PRAGMA's value, a meter, a next id)."""
    row = sqlite_row(conn, IntCol, sql, params)
    if row is None:
        raise StoreBugError(f"no value read: {sql}")
    return row.value


def this_host() -> str:
    global _THIS_HOST
    if _THIS_HOST is None:
        import socket

        _THIS_HOST = socket.gethostname() or "localhost"
    return _THIS_HOST


def process_alive(pid: int) -> bool:
    """Whether process ``pid`` exists on this host."""
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    except OSError:
        return False
    return True


FULL_CHECK_EVERY_US = 24 * 3600 * 1_000_000
"""A clean shift close checks the whole file at most this often."""
FULL_CHECK_MAX_AGE_US = 7 * 24 * 3600 * 1_000_000
"""Start-up checks the whole file itself when no full check is more recent than this."""


def now_us() -> int:
    """Current UTC time in integer microseconds since the epoch."""
    return time.time_ns() // 1000


@dataclass(frozen=True)
class StartupCheck:
    """What the start-up checks did (recorded in the log by the services)."""

    created: bool
    quick_check: str
    verified_from: int
    verified_to: int
    migrated_from: int | None
    seconds: float
    whole_file: bool = True
    """``quick_check`` read the whole file; False: every table but the log (whose entries
    since the signed checkpoint were read and verified), the whole file having been
    checked lately (:meth:`SQLiteStore.check_file`)."""
    warnings: tuple[Refusal, ...] = ()


@dataclass(frozen=True)
class FileHeader:
    page_size: int
    pages: int
    user_version: int
    application_id: int


def read_header(path: Path) -> FileHeader:
    """Read an SQLite header without letting SQLite touch the file.

    Raises :class:`ForeignDatabaseError` for a file that is not SQLite or not
    ours and :class:`DatabaseDamagedError` for an empty or truncated one.
    """
    try:
        with open_regular(path, what="database") as fh:
            head = fh.read(100)
            size = os.fstat(fh.fileno()).st_size
    except InputError as exc:
        raise DatabaseUnreadableError(CannotRead(path, exc)) from None
    except OSError as exc:
        raise DatabaseUnreadableError(CannotRead(path, OsReason(exc.strerror or str(exc)))) from None
    if size == 0:
        raise DatabaseDamagedError(DatabaseEmpty(path))
    if not head.startswith(_MAGIC[:15]) and len(head) >= 16:
        raise ForeignDatabaseError(NotSqlite(path))
    if len(head) < 100 or head[:16] != _MAGIC:
        raise DatabaseDamagedError(TruncatedHeader(path, size))
    page_size = int.from_bytes(head[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    pages = int.from_bytes(head[28:32], "big")
    header = FileHeader(
        page_size=page_size,
        pages=pages,
        user_version=int.from_bytes(head[60:64], "big"),
        application_id=int.from_bytes(head[68:72], "big"),
    )
    if header.application_id != APPLICATION_ID:
        raise ForeignDatabaseError(ForeignApplication(path, f"{header.application_id:#x}"))
    wal = Path(f"{path}-wal")
    valid_for = int.from_bytes(head[92:96], "big")
    changes = int.from_bytes(head[24:28], "big")
    if pages and valid_for == changes and size < pages * page_size and not (wal.exists() and wal.stat().st_size):
        raise DatabaseDamagedError(TruncatedPages(path, size, pages * page_size))
    return header


def open_sqlite(
    path: Path | str,
    *,
    keyring: Keyring | None = None,
    key_file: Path | None = None,
    create: bool = True,
    readonly: bool = False,
    verify: bool = True,
    clock: Callable[[], int] = now_us,
    busy_timeout: float = 5.0,
) -> SQLiteStore:
    """Open (or, when absent and ``create``, create) the database at ``path``.

    ``key_file`` names the audit key explicitly (otherwise it is looked up in
    ``keyring``, by default the config folder's). ``verify=False`` skips the
    chain check (only ``audit verify`` does that, to report the breaks itself).
    """
    path = Path(path)
    keyring = keyring or Keyring.default()
    explicit_key = read_key_file(key_file) if key_file is not None else None
    created = False
    if not path.exists():
        if not create or readonly:
            raise DatabaseUnreadableError(FileMissing(path))
        _create(path, explicit_key or keyring.current(), clock)
        created = True
    header = read_header(path)
    if header.user_version > SCHEMA_VERSION:
        raise NewerSchemaError(NewerSchema(path, header.user_version, SCHEMA_VERSION))
    if not readonly:
        tighten(path)
    conn = _connect(path, readonly=readonly, busy_timeout=busy_timeout)
    if not readonly:
        tighten(path)
    try:
        store = SQLiteStore(conn, path, readonly=readonly, clock=clock)
        store._start(keyring, explicit_key, verify=verify, created=created)
    except BaseException:
        conn.close()
        raise
    return store


PRIVATE_MODE = 0o600
"""Every store file (database, its WAL and shared memory, backups) is readable by its owner only:
they hold Argon2 PIN hashes."""


def make_private(path: Path) -> None:
    """Create ``path`` empty with owner-only permissions (SQLite then gives its WAL and
    shared-memory files the same), or tighten an existing file's."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT, PRIVATE_MODE)
    os.close(fd)
    os.chmod(path, PRIVATE_MODE)


def tighten(path: Path) -> None:
    """Owner-only permissions on a database and its -wal/-shm files (where we may)."""
    for p in (path, Path(f"{path}-wal"), Path(f"{path}-shm")):
        with suppress(OSError):
            if p.exists() and p.stat().st_mode & 0o077:
                os.chmod(p, PRIVATE_MODE)


def peek_head(path: Path) -> tuple[str, int, str] | None:
    """(db_uuid, head seq, head MAC) of a database, read without its key and without
    writing (``None`` when it cannot be read). Only for comparing two files."""
    try:
        read_header(path)
        conn = sqlite3.connect(f"file:{quote(str(path))}?mode=ro", uri=True)
    except (StoreError, sqlite3.Error):
        return None
    try:
        uuid_row = sqlite_row(conn, TextCol, "SELECT value FROM meta WHERE key = 'db_uuid'")
        head = sqlite_row(conn, SeqMac, "SELECT seq, mac FROM log ORDER BY seq DESC LIMIT 1")
    except sqlite3.Error:
        return None
    finally:
        conn.close()
    if uuid_row is None:
        return None
    return str(uuid_row.value), int(head.seq) if head else 0, str(head.mac) if head else ""


def _connect(path: Path, *, readonly: bool, busy_timeout: float) -> sqlite3.Connection:
    try:
        if readonly:
            conn = sqlite3.connect(
                f"file:{quote(str(path))}?mode=ro", uri=True, isolation_level=None, check_same_thread=False,
                timeout=busy_timeout,
            )
        else:
            conn = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False, timeout=busy_timeout)
        if not readonly:
            row = sqlite_row(conn, TextCol, "PRAGMA journal_mode=WAL")
            mode = row.value if row is not None else ""
            if str(mode).lower() != "wal":
                conn.close()
                raise DatabaseUnreadableError(WalRefused(path, str(mode)))
        conn.execute("PRAGMA synchronous=FULL")
        conn.execute("PRAGMA foreign_keys=ON")
        conn.execute(f"PRAGMA busy_timeout={int(busy_timeout * 1000)}")
        return conn
    except sqlite3.Error as exc:
        raise classify_sqlite_error(exc, path, Doing.OPENING_THE_DATABASE) from None


def _create(path: Path, key: AuditKey, clock: Callable[[], int], db_uuid: str | None = None) -> None:
    """Create a complete, empty database next to ``path``, then move it into place
    (``db_uuid``: the identity of the chain it will hold, new by default)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise DatabaseUnreadableError(CannotCreateFolder(path.parent, OsReason(exc.strerror or str(exc)))) from None
    tmp = path.with_name(f".{path.name}.creating-{os.getpid()}")
    for leftover in (tmp, Path(f"{tmp}-journal")):
        with suppress(FileNotFoundError):
            leftover.unlink()
    db_uuid = db_uuid or str(uuid.uuid4())
    genesis = genesis_mac(key, db_uuid)
    try:
        make_private(tmp)
        conn = sqlite3.connect(str(tmp), isolation_level=None)
        try:
            conn.execute("PRAGMA journal_mode=DELETE")
            conn.execute("BEGIN")
            conn.execute(f"PRAGMA application_id={APPLICATION_ID}")
            for version in range(1, SCHEMA_VERSION + 1):
                for statement in MIGRATIONS[version]:
                    conn.execute(statement)
            meta = {
                "db_uuid": db_uuid,
                "key_id": key.key_id,
                "key_check": key_check(key, db_uuid),
                "created_us": str(clock()),
                "checkpoint_seq": "0",
                "checkpoint_mac": genesis,
                "checkpoint_tag": checkpoint_tag(key, db_uuid, 0, genesis),
            }
            conn.executemany("INSERT INTO meta(key, value) VALUES (?, ?)", meta.items())
            conn.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
            conn.execute("COMMIT")
        finally:
            conn.close()
        with open(tmp, "rb") as fh:
            os.fsync(fh.fileno())
        if path.exists():  # someone else created it meanwhile: never overwrite
            tmp.unlink()
            return
        os.replace(tmp, path)
    except sqlite3.Error as exc:
        with suppress(OSError):
            tmp.unlink()
        raise classify_sqlite_error(exc, path, Doing.CREATING_THE_DATABASE) from None
    except OSError as exc:
        with suppress(OSError):
            tmp.unlink()
        raise DatabaseUnreadableError(CannotCreate(path, OsReason(exc.strerror or str(exc)))) from None


class SQLiteStore(StoreReader):
    """The SQLite store. Thread-safe (one connection behind a lock), so the
    desktop app can run store work on a worker thread."""

    _sql = _SQL

    def __init__(self, conn: sqlite3.Connection, path: Path, *, readonly: bool, clock: Callable[[], int]) -> None:
        self._conn = conn
        self._path = path
        self._readonly = readonly
        self._clock = clock
        self._lock = threading.RLock()
        self._key: AuditKey | None = None
        self._db_uuid = ""
        self._startup: StartupCheck | None = None
        self._closed = False

    # -- identity ---------------------------------------------------------------------
    @property
    def location(self) -> str:
        return str(self._path)

    @property
    def path(self) -> Path:
        return self._path

    def data_version(self) -> int:
        """SQLite's ``PRAGMA data_version`` on this store's connection: it changes when another
        connection (another station on the same file) has committed since it was last asked,
        never for this store's own commits."""
        with self._lock:
            return _int_of(self._conn, "PRAGMA data_version")

    @property
    def startup(self) -> StartupCheck:
        if self._startup is None:
            raise StoreBugError("start-up checks have not run")
        return self._startup

    # -- start-up -------------------------------------------------------------------------
    def _start(self, keyring: Keyring, explicit_key: AuditKey | None, *, verify: bool, created: bool) -> None:
        t0 = time.perf_counter()
        with self._lock:
            version = self._pragma("user_version", Doing.READING_THE_SCHEMA_VERSION)
            app_id = self._pragma("application_id", Doing.READING_THE_FILES_IDENTITY)
            if app_id != APPLICATION_ID:
                raise ForeignDatabaseError(NotOurs(self._path))
            whole_file = not (verify and self._file_checked_lately())
            quick = self._quick_check(None if whole_file else self._small_tables())
            if whole_file and verify and not self._readonly and version >= SCHEMA_VERSION:
                self._file_checked(self._clock())
            migrated_from: int | None = None
            if version < SCHEMA_VERSION:
                if self._readonly:
                    raise NewerSchemaError(NeedsUpgrade(self._path))
                self._migrate(int(version))
                migrated_from = int(version)
            meta = self._meta()
            for needed in ("db_uuid", "key_id", "key_check", "checkpoint_seq", "checkpoint_mac", "checkpoint_tag"):
                if needed not in meta:
                    raise DatabaseTamperedError(IdentityMissing(self._path, needed))
            self._db_uuid = meta["db_uuid"]
            key_id = meta["key_id"]
            if explicit_key is not None:
                if explicit_key.key_id != key_id:
                    raise KeyWrongError(KeyFileWrongForDatabase(str(explicit_key.path), explicit_key.key_id, key_id), key_id)
                key = explicit_key
            else:
                key = keyring.load(key_id)
            if key_check(key, self._db_uuid) != meta["key_check"]:
                raise DatabaseTamperedError(IdentityAltered(self._path, key_id))
            self._key = key
            cp_seq, cp_mac = int(meta["checkpoint_seq"]), meta["checkpoint_mac"]
            verified_from = verified_to = cp_seq
            if verify:
                with self.read_snapshot():  # one consistent state while other stations write
                    verified_to, verified_mac = self._verify_since(cp_seq, cp_mac, meta["checkpoint_tag"])
                    money = self._check_money(meta, verified_to)
                self._verify_users()
                if not self._readonly and verified_to != cp_seq:
                    # the MAC of the last entry verified (another process may have appended since)
                    self.set_checkpoint(verified_to, verified_mac, money=money)
            self._startup = StartupCheck(
                created=created, quick_check=quick, verified_from=verified_from + 1 if verify else 0,
                verified_to=verified_to if verify else 0, migrated_from=migrated_from,
                seconds=time.perf_counter() - t0, whole_file=whole_file,
            )

    def _pragma(self, name: str, doing: Activity) -> int:
        row = self._first(IntCol, f"PRAGMA {name}", doing=doing)
        if row is None:
            raise StoreBugError(f"PRAGMA {name} read nothing")
        return row.value

    def _file_checked_lately(self) -> bool:
        """The whole file was checked (``check_file``) within :data:`FULL_CHECK_MAX_AGE_US`."""
        try:
            row = sqlite_row(self._conn, TextCol, "SELECT value FROM meta WHERE key = 'file_checked_us'")
        except sqlite3.Error:
            return False  # not readable: the full check says why
        return row is not None and 0 <= self._clock() - int(row.value) < FULL_CHECK_MAX_AGE_US

    def _small_tables(self) -> list[str]:
        """Every table but the log: start-up reads the log only from its signed checkpoint on
        (each entry read and its chain MAC checked), the rest is checked page by page."""
        rows = sqlite_rows(self._conn, TextCol, "SELECT name FROM sqlite_schema WHERE type = 'table' AND name != 'log'")
        return [str(r.value) for r in rows]

    def check_file(self) -> None:
        """SQLite's ``quick_check`` of the whole file, when the last one is older than
        :data:`FULL_CHECK_EVERY_US`; recorded, so that start-up can check only the small
        tables and the log since its checkpoint (a year's log is ~1.5 GB: seconds to read)."""
        with self._lock:
            row = sqlite_row(self._conn, TextCol, "SELECT value FROM meta WHERE key = 'file_checked_us'")
            now = self._clock()
            if self._readonly or (row is not None and 0 <= now - int(row.value) < FULL_CHECK_EVERY_US):
                return
            self._quick_check()
            self._file_checked(now)

    def _file_checked(self, now: int) -> None:
        with self._write(Doing.RECORDING_THE_FILE_CHECK) as c:
            c.execute("INSERT INTO meta(key, value) VALUES ('file_checked_us', ?) ON CONFLICT(key) DO UPDATE "
                      "SET value = excluded.value", (str(now),))

    def _quick_check(self, tables: Sequence[str] | None = None) -> str:
        """``PRAGMA quick_check`` of the whole file, or of ``tables`` only (with their indexes)."""
        try:
            if tables is None:
                rows = sqlite_rows(self._conn, TextCol, "PRAGMA quick_check")
            else:
                rows = [r for t in tables for r in sqlite_rows(self._conn, TextCol, f'PRAGMA quick_check("{t}")')]
                rows = [r for r in rows if r.value != "ok"] or [TextCol("ok")]
        except sqlite3.Error as exc:
            err = classify_sqlite_error(exc, self._path, Doing.CHECKING_THE_DATABASE)
            if isinstance(err, DatabaseDamagedError | ForeignDatabaseError | StoreBugError):
                raise DatabaseDamagedError(Damaged(self._path, str(exc))) from None
            raise err from None
        lines = [str(r.value) for r in rows]
        if lines != ["ok"]:
            first = "; ".join(lines[:3])
            raise DatabaseDamagedError(QuickCheckFailed(self._path, first))
        return "ok"

    def _migrate(self, version: int) -> None:
        with self._write(Doing.UPGRADING_THE_SCHEMA) as c:
            for v in range(version + 1, SCHEMA_VERSION + 1):
                for statement in MIGRATIONS[v]:
                    c.execute(statement)
            c.execute(f"PRAGMA user_version={SCHEMA_VERSION}")

    def _verify_since(self, cp_seq: int, cp_mac: str, cp_tag: str) -> tuple[int, str]:
        return verify_since(str(self._path), self.key, self._db_uuid, (cp_seq, cp_mac, cp_tag), self.entry,
                            self.iter_entries)

    # -- money projections at start-up ---------------------------------------------------
    def _money_tag(self, seq: int, live: int, sim: int) -> str:
        return money_tag(self.key, self._db_uuid, seq, live, sim)

    def _check_money(self, meta: Mapping[str, str], head: int) -> tuple[int, int]:
        """The start-up money check (:func:`~dealer_app.store.checks.check_money`); the meters at ``head``."""
        signed = ((int(meta["money_seq"]), int(meta["money_live"]), int(meta["money_sim"]), meta["money_tag"])
                  if "money_tag" in meta else None)
        meters = (_int_of(self._conn, "SELECT value FROM meter WHERE id = 1"),
                  _int_of(self._conn, "SELECT value FROM sim_meter WHERE id = 1"))

        def rows(row: Callable[..., R], sql: str, params: tuple[object, ...]) -> list[R]:
            # the log's seq range, not its kind index, picks the movements since the checkpoint
            return sqlite_rows(self._conn, row, sql.replace(" AND kind IN", " AND +kind IN"), params)

        return check_money(str(self._path), self.key, self._db_uuid, signed, head, meters, rows)

    @property
    def pin_hashes_hidden(self) -> bool:
        return False

    def pin_notary(self) -> None:
        """A station's own file: this process checks its PINs."""
        return None

    @contextmanager
    def read_snapshot(self) -> Iterator[None]:
        """Reads inside see one consistent state of the file (a read transaction), even
        while other processes write."""
        with self._lock:
            self._check_open()
            if self._conn.in_transaction:
                yield
                return
            try:
                self._conn.execute("BEGIN")
            except sqlite3.Error as exc:
                raise classify_sqlite_error(exc, self._path, Doing.READING) from None
            try:
                yield
            finally:
                with suppress(sqlite3.Error):
                    self._conn.execute("COMMIT")

    def _verify_users(self) -> None:
        with self.read_snapshot():  # one consistent state of the users and their entries
            super()._verify_users()

    # -- transactions ------------------------------------------------------------------
    @contextmanager
    def _write(self, doing: Activity) -> Iterator[sqlite3.Connection]:
        if self._readonly:
            raise StoreBugError(f"{self._path} is open read-only; cannot {doing}")
        with self._lock:
            self._check_open()
            c = self._conn
            try:
                c.execute("BEGIN IMMEDIATE")
            except sqlite3.Error as exc:
                raise classify_sqlite_error(exc, self._path, doing) from None
            try:
                yield c
                c.execute("COMMIT")
            except BaseException as exc:
                if c.in_transaction:
                    with suppress(sqlite3.Error):
                        c.execute("ROLLBACK")
                if isinstance(exc, sqlite3.Error):
                    raise classify_sqlite_error(exc, self._path, doing) from None
                raise

    def _read(self, row: Callable[..., R], sql: str, params: Sequence[object] = (), *,
              doing: Activity = Doing.READING) -> list[R]:
        with self._lock:
            self._check_open()
            try:
                return sqlite_rows(self._conn, row, sql, params)
            except sqlite3.Error as exc:
                raise classify_sqlite_error(exc, self._path, doing) from None

    def _meta(self) -> dict[str, str]:
        return {str(k): str(v) for k, v in self._read(KeyValue, "SELECT key, value FROM meta",
                                                      doing=Doing.READING_THE_IDENTITY)}

    # -- writing ---------------------------------------------------------------------------
    def append(self, entries: Sequence[NewEntry], *, expect: Expect | None = None) -> list[LogEntry]:
        if not entries:
            return []
        key = self.key
        doing = Recording(", ".join(sorted({e.kind.value.replace("_", " ") for e in entries})))
        out: list[LogEntry] = []
        with self._write(doing) as c:
            if expect is not None:
                self._check_expect(c, expect)
            row = sqlite_row(c, SeqMac, "SELECT seq, mac FROM log ORDER BY seq DESC LIMIT 1")
            if row is None:
                seq, mac = 0, genesis_mac(key, self._db_uuid)
            else:
                seq, mac = int(row.seq), str(row.mac)
            for ne in entries:
                seq += 1
                ts = self._clock()
                payload = dict(ne.payload)
                shift_id, round_id = ne.shift_id, ne.round_id
                kind = ne.kind
                if kind == EntryKind.SHIFT_OPENED:
                    shift_id = _int_of(c, "SELECT coalesce(max(id), 0) + 1 FROM shifts")
                elif kind == EntryKind.ROUND_STARTED:
                    round_id = _int_of(c, "SELECT coalesce(max(id), 0) + 1 FROM rounds")
                    r = sqlite_row(c, IntCol, "SELECT rounds FROM shifts WHERE id = ?", (shift_id,))
                    if r is None:
                        raise StoreBugError(f"round started in unknown shift {shift_id}")
                    payload["number"] = int(r.value) + 1
                elif kind == EntryKind.USER_ADDED:
                    payload["user"] = _int_of(c, "SELECT coalesce(max(id), 0) + 1 FROM users")
                elif kind == EntryKind.HOUSE_RULES_SET:
                    payload["version"] = _int_of(c, "SELECT coalesce(max(version), 0) + 1 FROM house_versions")
                elif kind == EntryKind.TRAINEE_RESULT:
                    payload["id"] = _int_of(c, "SELECT coalesce(max(id), 0) + 1 FROM training_results")
                if ne.secret_pin_hash is not None:
                    payload.pop("pin_hash", None)
                    payload["pin_tag"] = pin_tag(key, self._db_uuid, int(payload["user"]), ne.secret_pin_hash)
                text = canonical_json(payload)
                mac = entry_mac(key, mac, seq, ts, kind.value, ne.actor, ne.station, shift_id, round_id, ne.ref, text)
                c.execute(
                    f"INSERT INTO log({_LOG_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (seq, ts, kind.value, ne.actor, ne.station, shift_id, round_id, ne.ref, text, mac),
                )
                entry = LogEntry(seq, ts, kind.value, ne.actor, ne.station, shift_id, round_id, ne.ref, text, mac)
                self._project(c, entry, payload, ne.secret_pin_hash)
                if ne.patron is not None:
                    details = None if ne.patron.details is None else canonical_json(dict(ne.patron.details))
                    c.execute("INSERT INTO patrons(ref, details, seq) VALUES (?, ?, ?) ON CONFLICT(ref) DO UPDATE "
                              "SET details = excluded.details, seq = excluded.seq", (ne.patron.ref, details, seq))
                out.append(entry)
        return out

    def _project(self, c: sqlite3.Connection, e: LogEntry, p: Mapping[str, Any], secret_hash: str | None = None
                 ) -> None:
        for change in (*signature_changes(e, p), *changes(e, p, secret_hash)):
            if isinstance(change, MoveMeter):
                c.execute(f"UPDATE {self._meter_of(c, change.shift_id)} SET value = value + ?, seq = ? WHERE id = 1",
                          (change.delta, change.seq))
            else:
                c.execute(*_SQL.sql(change))

    def _check_expect(self, c: sqlite3.Connection, x: Expect) -> None:
        """Re-check what the writer last saw, inside its write transaction."""
        def one(row: Callable[..., R], sql: str, params: tuple[object, ...]) -> R | None:
            return sqlite_row(c, row, sql, params)

        check_expect(x, self._clock(), SqlExpectRows(one))

    def now_us(self) -> int:
        return self._clock()

    # -- leases -----------------------------------------------------------------------------------
    def lease_is_live(self, lease: Lease) -> bool:
        if lease.holder.host == this_host():
            return process_alive(lease.holder.pid)
        return self._clock() - lease.heartbeat_us < LEASE_TTL_US

    def acquire_lease(self, scope: str, holder: LeaseHolder, *, take_over: bool = False) -> Lease:
        with self._write(Doing.HOLDING_THE_TABLE) as c:
            row = sqlite_row(c, LeaseRow, "SELECT station, host, pid, token, since_us, heartbeat_us FROM leases "
                             "WHERE scope = ?", (scope,))
            now = self._clock()
            held = lease_of(scope, row) if row is not None else None
            if lease_decision(scope, held, holder, take_over=take_over, live=self.lease_is_live):
                assert held is not None  # ours: renew
                c.execute("UPDATE leases SET heartbeat_us = ? WHERE scope = ?", (now, scope))
                return Lease(scope, holder, held.token, held.since_us, now)
            lease = Lease(scope, holder, uuid.uuid4().hex, now, now)
            c.execute(
                "INSERT INTO leases(scope, station, host, pid, token, since_us, heartbeat_us) VALUES (?, ?, ?, ?, ?, ?, ?)"
                " ON CONFLICT(scope) DO UPDATE SET station = excluded.station, host = excluded.host, pid = excluded.pid,"
                " token = excluded.token, since_us = excluded.since_us, heartbeat_us = excluded.heartbeat_us",
                (scope, holder.station, holder.host, holder.pid, lease.token, now, now))
            return lease

    def release_lease(self, lease: Lease) -> None:
        with self._write(Doing.RELEASING_THE_TABLE) as c:
            c.execute("DELETE FROM leases WHERE scope = ? AND token = ?", (lease.scope, lease.token))

    @staticmethod
    def _meter_of(c: sqlite3.Connection, shift_id: int | None) -> str:
        """The meter a round of ``shift_id`` moves: the simulated one for a simulated shift."""
        r = sqlite_row(c, BoolCol, "SELECT simulated FROM shifts WHERE id = ?", (shift_id,)) if shift_id else None
        return "sim_meter" if r is not None and r.value else "meter"

    # -- the log -------------------------------------------------------------------------------
    def anchor(self) -> Anchor:
        rows = self._read(_Head, "SELECT seq, mac, (SELECT count(*) FROM log) FROM log ORDER BY seq DESC LIMIT 1",
                          doing=Doing.READING_THE_CHAIN_HEAD)
        if not rows:
            return Anchor(0, 0, genesis_mac(self.key, self._db_uuid))
        return Anchor(int(rows[0].entries), int(rows[0].seq), str(rows[0].mac))

    def checkpoint(self) -> tuple[int, str]:
        meta = self._meta()
        return int(meta.get("checkpoint_seq", "0")), meta.get("checkpoint_mac", "")

    def set_checkpoint(self, seq: int, mac: str, *, money: tuple[int, int] | None = None) -> None:
        """Record ``seq`` (whose MAC is ``mac``) as verified; with it, the signed meters at
        ``seq`` (``money``, or the tables' values when ``seq`` is the head), so the next
        start-up checks the meters from there."""
        tag = checkpoint_tag(self.key, self._db_uuid, seq, mac)
        with self._write(Doing.RECORDING_THE_VERIFIED_POINT) as c:
            c.executemany("UPDATE meta SET value = ? WHERE key = ?",
                          [(str(seq), "checkpoint_seq"), (mac, "checkpoint_mac"), (tag, "checkpoint_tag")])
            if money is None:
                top = sqlite_row(c, MaybeInt, "SELECT max(seq) FROM log")
                head = (top.value if top is not None else None) or 0
                if head == seq:
                    money = (_int_of(c, "SELECT value FROM meter WHERE id = 1"),
                             _int_of(c, "SELECT value FROM sim_meter WHERE id = 1"))
            if money is not None:
                values = {"money_seq": str(seq), "money_live": str(money[0]), "money_sim": str(money[1]),
                          "money_tag": self._money_tag(seq, *money)}
                c.executemany("INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = "
                              "excluded.value", list(values.items()))

    def linked_moves(self) -> list[LinkedMove]:
        return []  # a file's meter is its table's own

    def jackpot_queue(self, round_id: int | None = None, *, claim: bool | None = None) -> JackpotQueue | None:
        return None  # a file's meter is its table's own: no other table's hit to wait for

    def table_group(self) -> str | None:
        return None  # a station's own file: its chip set and house rules are its own

    def start_heartbeat(self, station: str, program: str) -> None:
        """Nothing to tell: a station's own file has no floor watching it."""

    def floor_cash(self) -> list[tuple[str, LogEntry, str]] | None:
        return None  # one log holds every table's cash transactions

    def patron_days(self, day: str | None = None, player: str | None = None) -> list[PatronDayRow] | None:
        conds = [c for c, v in (("gaming_day = ?", day), ("player = ?", player)) if v is not None]
        return self._read(patron_day_row, "SELECT player, gaming_day, simulated, cash_in, cash_out, transactions, "
                          "last_us, last_seqs FROM patron_days" + (f" WHERE {' AND '.join(conds)}" if conds else "")
                          + " ORDER BY gaming_day, player, simulated",
                          [v for v in (day, player) if v is not None], doing=Doing.READING_THE_LOG)

    def patron_cash(self, players: Sequence[str], day: str | None = None,
                    bands: Sequence[tuple[int, int]] | None = None) -> list[tuple[str, LogEntry, str]] | None:
        """The AML settings, the cash entries of ``players`` and ``day``'s unregistered patrons' (its one log: "")."""
        names = list(dict.fromkeys(players))
        narrow, params = "", []
        if bands is not None:
            within = " OR ".join(["(json_extract(payload, '$.amount') >= ? AND json_extract(payload, '$.amount') < ?)"]
                                 * len(bands)) or "0"
            narrow = (" AND (json_extract(payload, '$.gaming_day') = ? OR (json_extract(payload, '$.medium') = 'cash' "
                      f"AND ({within})))")
            params = [day, *(x for b in bands for x in b)]
        rows = self._read(
            entry_of, f"SELECT {_LOG_COLUMNS} FROM log WHERE kind = 'aml_rules_set' "
            f"UNION ALL SELECT {_LOG_COLUMNS} FROM log WHERE kind = 'cash_transaction' "
            f"AND json_extract(payload, '$.player') IN ({','.join('?' * len(names))}){narrow} "
            "UNION ALL SELECT " + _LOG_COLUMNS + " FROM log WHERE kind = 'cash_transaction' "
            "AND json_extract(payload, '$.gaming_day') = ? AND json_extract(payload, '$.player') IS NULL "
            "ORDER BY seq", [*names, *params, day], doing=Doing.READING_THE_LOG)
        return [("", e, "") for e in rows]

    def seated_elsewhere(self, shift_id: int) -> dict[int, str] | None:
        return None  # one log: seating a player at another table ended the session here

    # -- maintenance --------------------------------------------------------------------------------
    def backup_to(self, target: Path, progress: Callable[[int, int], None] | None = None) -> None:
        """SQLite's online backup into ``target`` (a single self-contained file)."""
        target = Path(target)
        tmp = target.with_name(f".{target.name}.partial-{os.getpid()}")
        with suppress(FileNotFoundError):
            tmp.unlink()

        def _progress(_status: int, remaining: int, total: int) -> None:
            if progress is not None:
                progress(total - remaining, total)

        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            make_private(tmp)
            dst = sqlite3.connect(str(tmp), isolation_level=None)
            try:
                with self._lock:
                    self._check_open()
                    self._conn.backup(dst, pages=2048, progress=_progress)
                dst.execute("PRAGMA journal_mode=DELETE")
            finally:
                dst.close()
            with open(tmp, "rb") as fh:
                os.fsync(fh.fileno())
            os.replace(tmp, target)
        except sqlite3.Error as exc:
            with suppress(OSError):
                tmp.unlink()
            raise classify_sqlite_error(exc, target, Doing.WRITING_THE_BACKUP) from None
        except OSError as exc:
            with suppress(OSError):
                tmp.unlink()
            raise DatabaseUnreadableError(BackupUnwritable(target, OsReason(exc.strerror or str(exc)))) from None

    def wal_checkpoint(self) -> None:
        with self._lock:
            self._check_open()
            try:
                self._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            except sqlite3.Error as exc:
                raise classify_sqlite_error(exc, self._path, Doing.CHECKPOINTING_THE_JOURNAL) from None

    def close(self) -> None:
        with self._lock:
            if self._closed:
                return
            self._closed = True
            with suppress(sqlite3.Error):
                self._conn.close()


def copy_chain(path: Path, key: AuditKey, db_uuid: str, entries: Iterable[LogEntry],
               pin_hashes: Mapping[int, str | None]) -> None:
    """Write a new database at ``path`` holding exactly ``entries`` (another store's
    chain, the same ids and MACs) with its projections, and the users' current PIN
    hashes (the log holds only their tags): a self-contained copy that verifies
    with the same key."""
    if path.exists():
        raise DatabaseUnreadableError(AlreadyExists(path))
    _create(path, key, now_us, db_uuid)
    conn = sqlite3.connect(str(path), isolation_level=None)
    try:
        builder = SQLiteStore(conn, path, readonly=False, clock=now_us)
        conn.execute("BEGIN IMMEDIATE")
        for e in entries:
            conn.execute(f"INSERT INTO log({_LOG_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                         (e.seq, e.ts_us, e.kind, e.actor, e.station, e.shift_id, e.round_id, e.ref, e.payload_text,
                          e.mac))
            builder._project(conn, e, e.payload)
        conn.executemany("UPDATE users SET pin_hash = ? WHERE id = ?", [(h, uid) for uid, h in pin_hashes.items()])
        conn.execute("COMMIT")
    except sqlite3.Error as exc:
        raise classify_sqlite_error(exc, path, Doing.WRITING_THE_COPY) from None
    finally:
        conn.close()


# re-exported for typing convenience
StoreErrorType = StoreError
