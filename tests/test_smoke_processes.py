"""One real process per store command: the console script's entry point, a fresh
interpreter, a database made by one process and read by the next. Every other
test of these commands runs them in-process (``cli_support.run_main``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from cli_support import run_process


@pytest.mark.subprocess
def test_simulate_export_verify_report_backup_as_real_processes(tmp_path: Path) -> None:
    db = tmp_path / "shift.db"
    done = run_process("simulate", "--db", str(db), "--rounds", "12", "--seed", "7", "--quiet")
    assert done.returncode == 0, done.err

    out = tmp_path / "shift.jsonl"
    done = run_process("export", "--db", str(db), "--out", str(out))
    assert done.returncode == 0, done.err
    rounds = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert len(rounds) == 12 and all(r["format"] == "russian-poker-round/1" for r in rounds)

    done = run_process("audit", "verify", "--db", str(db))
    assert done.returncode == 0, done.out + done.err

    pdf = tmp_path / "shift.pdf"
    done = run_process("report", "--db", str(db), "--out", str(pdf), "--quiet")
    assert done.returncode == 0, done.err
    assert pdf.read_bytes().startswith(b"%PDF")

    backup = tmp_path / "backup.db"
    done = run_process("backup", "--db", str(db), "--out", str(backup))
    assert done.returncode == 0, done.err
    assert backup.stat().st_size > 0
