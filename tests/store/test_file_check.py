"""Start-up reads what changed, not the whole file: the whole file is checked for damage at
a clean shift close (at most daily), and start-up then checks every table but the log
page by page and the log from its signed checkpoint (a year's log is ~1.5 GB)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from clock_support import Clock
from store_helpers import FAST_HASHER, make_users

from dealer_app.services import DealerServices
from dealer_app.store.errors import DatabaseDamagedError

DAY = 24 * 3600


def _closed_shift(db: Path, clock: Clock) -> None:
    with DealerServices.open(db, station="t", hasher=FAST_HASHER, clock=clock) as s:
        make_users(s)
        dan = s.users.sign_in("dan", "123456")
        s.shifts.close(dan, s.shifts.open(dan, "T1").id)


def test_after_a_clean_close_start_up_checks_only_what_changed(tmp_path: Path) -> None:
    db, clock = tmp_path / "s.db", Clock()
    with DealerServices.open(db, station="t", hasher=FAST_HASHER, clock=clock) as s:
        assert s.store.startup.whole_file  # never checked whole: start-up does it
    _closed_shift(db, clock)
    with DealerServices.open(db, station="t", hasher=FAST_HASHER, clock=clock) as s:
        assert not s.store.startup.whole_file and s.store.startup.quick_check == "ok"
    clock.advance(8 * DAY)  # no clean close for a week: start-up checks the whole file again
    with DealerServices.open(db, station="t", hasher=FAST_HASHER, clock=clock) as s:
        assert s.store.startup.whole_file


def test_damage_to_a_table_start_up_reads_is_still_found(tmp_path: Path) -> None:
    db, clock = tmp_path / "s.db", Clock()
    _closed_shift(db, clock)
    # a damaged page of the shifts table (its root page's type byte), after the journal is merged
    conn = sqlite3.connect(db)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    page_size = conn.execute("PRAGMA page_size").fetchone()[0]
    root = conn.execute("SELECT rootpage FROM sqlite_schema WHERE type = 'table' AND name = 'shifts'").fetchone()[0]
    conn.close()
    with open(db, "r+b") as fh:
        fh.seek((root - 1) * page_size)
        fh.write(b"\xff" * 16)
    with pytest.raises(DatabaseDamagedError, match="damaged"):
        DealerServices.open(db, station="t", hasher=FAST_HASHER, clock=clock)
