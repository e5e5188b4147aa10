"""Start-up checks the projections money depends on against the verified log (section 5)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from security_helpers import run_cli

from dealer_app.auth.passwords import PinHasher
from dealer_app.services import DealerServices
from dealer_app.store.errors import DatabaseTamperedError

FAST = PinHasher(time_cost=1, memory_cost=8, parallelism=1)


def _edit(db: Path, sql: str) -> None:
    conn = sqlite3.connect(db)
    conn.execute(sql)
    conn.commit()
    conn.close()


@pytest.mark.parametrize("sql, words", [
    ("UPDATE meter SET value = 50000000", "jackpot meter holds 50000000"),
    ("UPDATE sim_meter SET value = value + 1", "simulated jackpot meter"),
])
def test_an_edited_meter_is_refused_at_start_up(tmp_path: Path, sql: str, words: str) -> None:
    db = tmp_path / "s.db"
    assert run_cli(["simulate", "--db", str(db), "--rounds", "3", "--seed", "2", "--quiet"]).code == 0
    with DealerServices.open(db, station="t", hasher=FAST):
        pass  # opens cleanly (and records its verified point)
    _edit(db, sql)
    with pytest.raises(DatabaseTamperedError, match=words):
        DealerServices.open(db, station="t", hasher=FAST)
    res = run_cli(["simulate", "--db", str(db), "--rounds", "1", "--quiet"])
    assert res.code == 2 and "refused to deal" in res.err


def test_an_open_round_that_the_log_ended_is_refused(tmp_path: Path) -> None:
    db = tmp_path / "s.db"
    assert run_cli(["simulate", "--db", str(db), "--rounds", "2", "--seed", "2", "--quiet"]).code == 0
    conn = sqlite3.connect(db)
    conn.execute("DROP TRIGGER rounds_status_forward")
    conn.execute("UPDATE rounds SET status = 'open' WHERE id = 1")
    conn.commit()
    conn.close()
    with pytest.raises(DatabaseTamperedError, match="shows open but the log ended it"):
        DealerServices.open(db, station="t", hasher=FAST)
