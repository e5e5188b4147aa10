"""Real fault injection for the SQLite store (tests and drills only).

* :func:`disk_full` makes SQLite itself run out of room (``PRAGMA
  max_page_count`` set to the current size): the next write that needs a page
  fails with a genuine ``SQLITE_FULL``.
* :func:`io_errors` makes the operating system fail the store's writes: the
  file descriptors of the database's write-ahead log are swapped (``dup2``) for
  a read-only one, so SQLite's ``write()`` gets ``EBADF`` and reports a genuine
  ``SQLITE_IOERR``. Leaving the context puts the real descriptors back.
  Linux only (it finds the descriptors in ``/proc/self/fd``).
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from dealer_app.store.rows import IntCol, sqlite_row
from dealer_app.store.sqlite import SQLiteStore

__all__ = ["disk_full", "io_errors"]


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
