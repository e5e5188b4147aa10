"""Real fault injection for the stores (tests and drills only).

The SQLite store:

* :func:`disk_full` makes SQLite itself run out of room (``PRAGMA
  max_page_count`` set to the current size): the next write that needs a page
  fails with a genuine ``SQLITE_FULL``.
* :func:`io_errors` makes the operating system fail the store's writes: the
  file descriptors of the database's write-ahead log are swapped (``dup2``) for
  a read-only one, so SQLite's ``write()`` gets ``EBADF`` and reports a genuine
  ``SQLITE_IOERR``. Leaving the context puts the real descriptors back.
  Linux only (it finds the descriptors in ``/proc/self/fd``).

The PostgreSQL store (a floor):

* :func:`session_pid` is the process id of the store's server session, and
  :func:`terminate_session` ends that session for real (``pg_terminate_backend``
  from a connection of its own, as a floor administrator or the server would):
  the store's next statement finds its connection gone.
* :func:`reply_lost` makes the store's next append commit, then terminates its
  session before the append returns: the entries are on the floor but the
  station never heard so (its retry must find the append's idempotency token,
  not append again).
* :func:`pipeline_cut_off` makes the next append's pipeline fail in the client
  the way psycopg does when it is cut off mid-flight ("cannot exit pipeline mode
  while busy", no SQLSTATE, the connection not marked broken), before the
  transaction went out or after it committed.
* :func:`session_role` is the role the store's session acts as (what the station
  writes as).

Each of :func:`reply_lost` and :func:`pipeline_cut_off` yields a
:class:`FaultedAppends`, which counts the append's transaction attempts.
"""

from __future__ import annotations

import os
import sqlite3
import time
import uuid
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import psycopg

from dealer_app.store.pg_rows import typed_row
from dealer_app.store.postgres import PostgresStore
from dealer_app.store.records import Expect, LogEntry, NewEntry
from dealer_app.store.rows import IntCol, TextCol, sqlite_row
from dealer_app.store.sqlite import SQLiteStore

__all__ = ["FaultedAppends", "disk_full", "io_errors", "pipeline_cut_off", "reply_lost", "session_pid",
           "session_role", "terminate_session"]


def _pragma(conn: sqlite3.Connection, name: str) -> int:
    row = sqlite_row(conn, IntCol, f"PRAGMA {name}")
    assert row is not None, name
    return row.value


@contextmanager
def disk_full(store: SQLiteStore) -> Iterator[None]:
    conn = store._conn
    with store._lock:
        pages, old = _pragma(conn, "page_count"), _pragma(conn, "max_page_count")
        conn.execute(f"PRAGMA max_page_count={pages}")
    try:
        yield
    finally:
        with store._lock:
            conn.execute(f"PRAGMA max_page_count={old}")


def _fds_of(path: Path) -> list[int]:
    target = os.path.realpath(path)
    out = []
    for name in os.listdir("/proc/self/fd"):
        try:
            if os.readlink(f"/proc/self/fd/{name}") == target:
                out.append(int(name))
        except OSError:
            continue
    return out


@contextmanager
def io_errors(store: SQLiteStore) -> Iterator[None]:
    wal = Path(f"{store.path}-wal")
    fds = _fds_of(wal) + _fds_of(store.path)
    if not fds:
        raise RuntimeError(f"no open descriptor for {store.path}")
    saved = {fd: os.dup(fd) for fd in fds}
    broken = os.open(os.devnull, os.O_RDONLY)
    try:
        for fd in fds:
            os.dup2(broken, fd)
        yield
    finally:
        for fd, copy in saved.items():
            os.dup2(copy, fd)
            os.close(copy)
        os.close(broken)


# -- the PostgreSQL store --------------------------------------------------------------------------------


def session_pid(store: PostgresStore) -> int:
    """The process id of ``store``'s server session (its current connection)."""
    with store._lock:
        return int(store._conn.info.backend_pid)


def session_role(store: PostgresStore) -> str:
    """The role ``store``'s session acts as (``current_user``): what the station writes as."""
    with store._lock:
        row = typed_row(store._conn, TextCol, "SELECT current_user")
    assert row is not None
    return row.value


def terminate_session(store: PostgresStore, *, timeout: float = 10.0) -> int:
    """End ``store``'s server session (``pg_terminate_backend``, from a connection of its own
    with the store's URL) and wait until the server has let it go. Returns its process id."""
    pid = session_pid(store)
    with psycopg.connect(store.url, autocommit=True) as c:
        c.execute("SELECT pg_terminate_backend(%s)", (pid,))
        deadline = time.monotonic() + timeout
        while (left := typed_row(c, IntCol, "SELECT count(*) FROM pg_stat_activity WHERE pid = %s", (pid,))
               ) is not None and left.value > 0:
            if time.monotonic() >= deadline:
                raise RuntimeError(f"server session {pid} still there after {timeout} s")
            time.sleep(0.01)
    return pid


@dataclass
class FaultedAppends:
    """What a faulted append did: ``attempts`` counts its transaction attempts (the
    faulted one included); a retry that found the append committed makes none."""

    attempts: int = 0


_Pipelined = Callable[[Sequence[NewEntry], uuid.UUID, Expect | None], list[LogEntry]]
_Args = tuple[Sequence[NewEntry], uuid.UUID, Expect | None]


@contextmanager
def _next_append(store: PostgresStore, fault: Callable[[_Pipelined, _Args], list[LogEntry]]
                 ) -> Iterator[FaultedAppends]:
    """Inside: the store's next append attempt runs through ``fault`` (given the real attempt
    and its arguments); the attempts after it run as they would."""
    real: _Pipelined = store._append_pipelined
    seen = FaultedAppends()

    def attempt(entries: Sequence[NewEntry], token: uuid.UUID, expect: Expect | None) -> list[LogEntry]:
        seen.attempts += 1
        if seen.attempts == 1:
            return fault(real, (entries, token, expect))
        return real(entries, token, expect)

    with store._lock:
        store._append_pipelined = attempt  # type: ignore[method-assign]
    try:
        yield seen
    finally:
        with store._lock:
            del store._append_pipelined


@contextmanager
def reply_lost(store: PostgresStore) -> Iterator[FaultedAppends]:
    """The store's next append commits (for real); then, before the append returns, its server
    session is terminated (for real) and the append fails with the error psycopg raises on the
    dead connection: the entries are on the floor, but the station was never told so."""
    def fault(real: _Pipelined, args: _Args) -> list[LogEntry]:
        real(*args)  # committed
        terminate_session(store)
        store._conn.execute("SELECT 1")  # the dead session: psycopg raises OperationalError
        raise RuntimeError("the terminated session still answered")

    with _next_append(store, fault) as seen:
        yield seen


@contextmanager
def pipeline_cut_off(store: PostgresStore, *, committed: bool) -> Iterator[FaultedAppends]:
    """The store's next append's pipeline fails in the client as psycopg's does when cut off
    mid-flight ("cannot exit pipeline mode while busy": no SQLSTATE, the connection not marked
    broken). ``committed``: after its transaction committed (for real); otherwise before
    anything went out."""
    def fault(real: _Pipelined, args: _Args) -> list[LogEntry]:
        if committed:
            real(*args)
        raise psycopg.OperationalError("cannot exit pipeline mode while busy")

    with _next_append(store, fault) as seen:
        yield seen
