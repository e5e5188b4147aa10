"""Typed store errors, split the way qutebrowser's ``misc/sql.py`` splits them.

* :class:`StoreEnvironmentError`: the environment's fault (disk full, I/O error,
  the file is locked or cannot be read). Nothing recorded is damaged; the
  operation can be retried once the cause is fixed.
* :class:`StoreIntegrityError`: the file itself cannot be trusted (damaged,
  tampered with, not ours, made by a newer version) or the audit key is missing
  or wrong. The file is refused and nothing in it is overwritten.
* :class:`StoreBugError`: a programming error (SQL that does not compile, a
  constraint violated by our own code). Never the user's fault.

Every error carries a one-line, human-readable ``str()`` suitable for a status
bar or a command-line message. An error raised with a typed refusal
(:mod:`dealer_app.store.refusals`) keeps it as ``err.refusal``, so a front end words
it by code in its reader's language; its ``str()`` is the English catalogue's line.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from pathlib import Path

from dealer_app.refusal import Refusal
from dealer_app.store.refusals import (
    Activity,
    CannotOpenOrWrite,
    Damaged,
    DiskFull,
    Internal,
    IoFailed,
    Locked,
    NotSqliteFile,
    OutOfMemory,
    StorageFailed,
)

__all__ = [
    "DatabaseDamagedError",
    "DatabaseLockedError",
    "DatabaseTamperedError",
    "DatabaseUnreadableError",
    "DiskFullError",
    "ForeignDatabaseError",
    "HeldElsewhereError",
    "KeyMissingError",
    "KeyWrongError",
    "NewerSchemaError",
    "PayloadDamagedError",
    "StaleStateError",
    "StoreBugError",
    "StoreEnvironmentError",
    "StoreError",
    "StoreIOError",
    "StoreIntegrityError",
    "TableNotFoundError",
    "classify_sqlite_error",
]


class StoreError(Exception):
    """Base of every store error; ``str(err)`` is one line for the user, and ``refusal``
    what it says, typed (``None`` for a line not typed yet)."""

    refusal: Refusal | None = None

    def __init__(self, message: str | Refusal = "", *args: object) -> None:
        if isinstance(message, Refusal):
            self.refusal = message
            message = str(message)
        super().__init__(message, *args)


# -- the environment's fault -------------------------------------------------


class StoreEnvironmentError(StoreError):
    """The environment failed (disk, file system, another process). Retry later."""


class DiskFullError(StoreEnvironmentError):
    """No room left to write (disk full, quota, or the database's page limit)."""


class StoreIOError(StoreEnvironmentError):
    """The operating system reported an I/O error while reading or writing."""


class DatabaseLockedError(StoreEnvironmentError):
    """Another process holds the database's write lock for too long."""


class DatabaseUnreadableError(StoreEnvironmentError):
    """The file or its folder cannot be opened (missing, permissions, read-only)."""


class TableNotFoundError(DatabaseUnreadableError):
    """On a floor: no table of that name (or none named); ``tables`` lists those there are."""

    def __init__(self, message: str | Refusal, tables: Sequence[str] = ()) -> None:
        self.tables = tuple(tables)
        super().__init__(message)


class HeldElsewhereError(StoreEnvironmentError):
    """The table (its shift or round) is held by another live station, or by a
    stale one that only an explicit take-over (a pit boss's PIN) may replace."""

    def __init__(self, message: str | Refusal, lease: object | None = None) -> None:
        super().__init__(message)
        self.lease = lease


class JackpotQueuedError(StoreEnvironmentError):
    """A linked jackpot meter is locked by an older hit on another table (waiting for its
    approval or its settlement): this round's hit waits its turn; nothing was recorded."""


class StaleStateError(StoreEnvironmentError):
    """What the writer last saw (round, shift, step position) changed meanwhile,
    e.g. another process wrote to the same round: nothing was recorded."""


# -- the file cannot be trusted ------------------------------------------------


class StoreIntegrityError(StoreError):
    """The database (or its key) cannot be trusted; it is refused unchanged."""


class DatabaseDamagedError(StoreIntegrityError):
    """Structural damage: truncated, corrupted pages, failed ``quick_check``."""


class ForeignDatabaseError(StoreIntegrityError):
    """Not a Dealer Assistant database (another application's file, or not SQLite)."""


class NewerSchemaError(StoreIntegrityError):
    """Written by a newer version of the app; this version must not touch it."""


class DatabaseTamperedError(StoreIntegrityError):
    """The audit chain does not hold: entries were altered, removed or reordered."""

    def __init__(self, message: str | Refusal, problems: Sequence[str] = ()) -> None:
        self.problems = tuple(problems)
        super().__init__(message)


class PayloadDamagedError(DatabaseTamperedError, ValueError):
    """An entry's payload is not JSON: the file was edited outside the app. A
    ``ValueError`` too, so that the checks that re-read an entry name it as theirs."""


class KeyMissingError(StoreIntegrityError):
    """The audit key this database was written with is not available."""

    def __init__(self, message: str | Refusal, key_id: str = "") -> None:
        self.key_id = key_id
        super().__init__(message)


class KeyWrongError(StoreIntegrityError):
    """An audit key was found but it is not the one this database was written with."""

    def __init__(self, message: str | Refusal, key_id: str = "") -> None:
        self.key_id = key_id
        super().__init__(message)


# -- a bug ------------------------------------------------------------------------


class StoreBugError(StoreError):
    """A programming error in the store or its callers (not the environment's fault)."""


# SQLite primary result codes (https://sqlite.org/rescode.html)
_SQLITE_PERM = 3
_SQLITE_BUSY = 5
_SQLITE_LOCKED = 6
_SQLITE_NOMEM = 7
_SQLITE_READONLY = 8
_SQLITE_IOERR = 10
_SQLITE_CORRUPT = 11
_SQLITE_FULL = 13
_SQLITE_CANTOPEN = 14
_SQLITE_NOTADB = 26


def classify_sqlite_error(exc: sqlite3.Error, path: Path | str, doing: Activity) -> StoreError:
    """Map a :mod:`sqlite3` exception to one of the typed errors above.

    ``doing`` says what was being done (``Doing.OPENING_THE_DATABASE``, ``Recording(kinds)``),
    and is a parameter of the refusal.
    """
    code = getattr(exc, "sqlite_errorcode", None)
    primary = code & 0xFF if isinstance(code, int) else None
    text = str(exc)
    lowered = text.lower()
    where = f"{path}"
    if primary == _SQLITE_FULL or "database or disk is full" in lowered:
        return DiskFullError(DiskFull(doing, where))
    if primary == _SQLITE_IOERR or "disk i/o error" in lowered:
        return StoreIOError(IoFailed(doing, where, text))
    if primary in (_SQLITE_BUSY, _SQLITE_LOCKED) or "database is locked" in lowered:
        return DatabaseLockedError(Locked(doing, where))
    if primary in (_SQLITE_CANTOPEN, _SQLITE_PERM, _SQLITE_READONLY) or "unable to open" in lowered:
        return DatabaseUnreadableError(CannotOpenOrWrite(where, doing, text))
    if primary == _SQLITE_NOMEM:
        return StoreIOError(OutOfMemory(doing, where))
    if primary == _SQLITE_CORRUPT or "malformed" in lowered:
        return DatabaseDamagedError(Damaged(where, text))
    if primary == _SQLITE_NOTADB or "file is not a database" in lowered:
        return ForeignDatabaseError(NotSqliteFile(where))
    if isinstance(exc, sqlite3.OperationalError) and primary is None and "no such" not in lowered:
        return StoreIOError(StorageFailed(doing, where, text))
    return StoreBugError(Internal(doing, where, f"{type(exc).__name__}: {text}"))
