"""``dealer-app audit verify --jobs 2`` as a real process: a worker killed while it holds
rounds to re-settle (the out-of-memory killer's SIGKILL) stops the verification at once
with one line and exit 2 (the log could not be checked: not exit 1, which says it does
not hold), records nothing, and leaves no worker behind.

The rounds go to the workers one per task (``_RoundChecks.CHUNK = 1``, set before the
command runs) so that three rounds make three tasks; the workers wait at the test seam's gate
(``DEALER_APP_TEST_WORKER_GATE``, :mod:`dealer_app.workers`) holding their first tasks."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from cli_support import end_group, held, left_behind, start_gated

from dealer_app.cli.store import simulate_main

pytestmark = [pytest.mark.subprocess, pytest.mark.skipif(not sys.platform.startswith("linux"), reason="/proc")]

ONE_ROUND_A_TASK = "from dealer_app.audit import verify\nverify._RoundChecks.CHUNK = 1"


def _entries(db: Path) -> int:
    conn = sqlite3.connect(db)
    try:
        return int(conn.execute("SELECT count(*) FROM log").fetchone()[0])
    finally:
        conn.close()


def test_a_killed_worker_stops_the_verification(tmp_path: Path) -> None:
    db = tmp_path / "shift.db"
    assert simulate_main(["--db", str(db), "--rounds", "3", "--seed", "5", "--quiet"]) == 0
    before = _entries(db)
    gate = tmp_path / "gate"
    gate.mkdir()
    proc = start_gated(["audit", "verify", "--db", str(db), "--jobs", "2"], gate, tmp_path / "out",
                       tmp_path / "err", prelude=ONE_ROUND_A_TASK)
    try:
        workers = [held(gate, 0), held(gate, 1)]
        os.kill(workers[1], signal.SIGKILL)
        try:
            code = proc.wait(10)
        except subprocess.TimeoutExpired:
            raise AssertionError("audit verify still runs 10 s after its worker died: it waits for ever") from None
    finally:
        end_group(proc)
    err = (tmp_path / "err").read_text(encoding="utf-8").splitlines()
    assert err[-1:] == ["dealer-app audit: a worker process was killed (SIGKILL); the work stopped unfinished, "
                        "nothing recorded"]  # in Russian too: tests/test_workers.py
    assert code == 2, err
    assert (tmp_path / "out").read_text(encoding="utf-8") == ""  # no verdict, no information line
    assert _entries(db) == before  # no audit_verified entry
    assert left_behind(gate, workers) == []
