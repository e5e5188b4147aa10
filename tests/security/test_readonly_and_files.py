"""Smaller items (section 7): read-only databases, backup key placement, failed backups, atomic restore."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest
from security_helpers import run_cli


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "s.db"
    assert run_cli(["simulate", "--db", str(path), "--rounds", "2", "--seed", "5", "--quiet"]).code == 0
    assert run_cli(["users", "add", "ada", "--db", str(path), "--pin-stdin"], "246810\n").code == 0
    assert run_cli(["users", "add", "pat", "--role", "pit_boss", "--admin", "ada", "--db", str(path), "--pin-stdin"],
                   "246810\n135790\n").code == 0
    return path


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes to read-only files")
def test_read_only_commands_work_on_a_read_only_database(db: Path, tmp_path: Path) -> None:
    for p in (db, Path(f"{db}-wal"), Path(f"{db}-shm")):
        if p.exists():
            p.chmod(0o400)
    before = db.read_bytes()
    assert run_cli(["audit", "verify", "--db", str(db)]).code == 0
    assert run_cli(["export", "--db", str(db), "--shift", "1", "--out", str(tmp_path / "x.jsonl")]).code == 0
    assert run_cli(["report", "--db", str(db), "--out", str(tmp_path / "r.pdf"), "--quiet"]).code == 0
    assert run_cli(["users", "list", "--db", str(db), "--by", "pat", "--pin-stdin"], "135790\n").code == 0
    assert db.read_bytes() == before


def test_read_only_open_is_chosen_when_the_file_is_not_writable(db: Path, tmp_path: Path,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """As root cannot be denied a write, the choice itself is checked: a file we may not write opens read-only."""
    real = os.access

    def access(path: object, mode: int, **kw: object) -> bool:
        return False if mode == os.W_OK and str(path).startswith(str(db)) else real(path, mode, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "access", access)
    count = _entries(db)
    assert run_cli(["audit", "verify", "--db", str(db)]).code == 0
    assert run_cli(["export", "--db", str(db), "--shift", "1", "--out", str(tmp_path / "x.jsonl")]).code == 0
    assert run_cli(["report", "--db", str(db), "--out", str(tmp_path / "r.pdf"), "--quiet"]).code == 0
    assert run_cli(["users", "list", "--db", str(db), "--by", "pat", "--pin-stdin"], "135790\n").code == 0
    monkeypatch.setattr(os, "access", real)
    assert _entries(db) == count  # nothing was written


def _entries(db: Path) -> int:
    import sqlite3

    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        return int(conn.execute("SELECT count(*) FROM log").fetchone()[0])
    finally:
        conn.close()


def test_backup_writes_no_key_beside_it_and_is_owner_only(db: Path, tmp_path: Path) -> None:
    out = tmp_path / "b" / "s.bak"
    res = run_cli(["backup", "--db", str(db), "--out", str(out)])
    assert res.code == 0, res.err
    assert [p.name for p in out.parent.iterdir()] == ["s.bak"]
    assert stat.S_IMODE(out.stat().st_mode) == 0o600


def test_a_backup_that_fails_verification_is_removed(db: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
                                                     ) -> None:
    from dealer_app.audit import verify

    real = verify.verify_store

    def failing(store, **kw):  # type: ignore[no-untyped-def]
        report = real(store, **kw)
        report.problems.append("entry 1: simulated damage")
        return report

    monkeypatch.setattr(verify, "verify_store", failing)
    out = tmp_path / "s.bak"
    res = run_cli(["backup", "--db", str(db), "--out", str(out)])
    assert res.code == 1 and "removed" in res.err
    assert not out.exists()


def test_restore_never_leaves_the_target_missing(db: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Killed between "old database put aside" and "backup moved in": the target name always holds a database."""
    out = tmp_path / "s.bak"
    assert run_cli(["backup", "--db", str(db), "--out", str(out)]).code == 0
    seen: list[bool] = []
    real_replace = os.replace

    def watching_replace(src: object, dst: object) -> None:
        if str(dst) == str(db):
            seen.append(db.exists())  # at the swap, the old database is still in place
            raise KeyboardInterrupt  # the process is killed right here
        real_replace(src, dst)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "replace", watching_replace)
    res = run_cli(["restore", "--db", str(db), "--from", str(out)])
    assert res.code == 130 and seen == [True]
    monkeypatch.setattr(os, "replace", real_replace)
    assert db.exists() and run_cli(["audit", "verify", "--db", str(db)]).code == 0
