"""A floor table's logical backup: its chain copied into a self-contained SQLite file.

The copy holds the same entries (same ids, timestamps and MACs, so the same
chain head as the anchors printed on reports) and the projections rebuilt from
them; it verifies with the floor's key like any station database
(``audit verify --db COPY``). The whole floor is backed up with ``floor
backup`` (:mod:`dealer_app.store.pg_floor_backup`).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from contextlib import suppress
from pathlib import Path
from typing import TYPE_CHECKING

from dealer_app.store.records import LogEntry
from dealer_app.store.sqlite import copy_chain

if TYPE_CHECKING:
    from dealer_app.store.postgres import PostgresStore

__all__ = ["table_to_sqlite"]


def table_to_sqlite(store: PostgresStore, target: Path, progress: Callable[[int, int], None] | None = None) -> None:
    """Copy ``store``'s table into a new SQLite file at ``target`` (written aside, then moved in)."""
    tmp = target.with_name(f".{target.name}.partial-{os.getpid()}")
    with suppress(FileNotFoundError):
        tmp.unlink()
    head = store.anchor()

    def entries() -> Iterator[LogEntry]:
        for e in store.iter_entries(1, head.head_seq):
            if progress is not None and e.seq % 5000 == 0:
                progress(e.seq, head.head_seq)
            yield e

    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        copy_chain(tmp, store.key, store.db_uuid, entries(), {u.id: u.pin_hash for u in store.users()})
        with open(tmp, "rb") as fh:
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    finally:
        with suppress(FileNotFoundError):
            tmp.unlink()
    if progress is not None:
        progress(head.head_seq, head.head_seq)
