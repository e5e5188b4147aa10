"""The second round's lone-station findings, with the tester's steps (SQLite)."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest
from security_helpers import run_cli
from test_signatures import FAST, _held_round, _people

from dealer_app.audit.verify import verify_store
from dealer_app.auth.passwords import PinHasher
from dealer_app.auth.roles import Permission
from dealer_app.services import DealerServices
from dealer_app.store.errors import DatabaseTamperedError
from dealer_app.store.sqlite import open_sqlite


def _pin_hash(db: Path, name: str) -> str:
    conn = sqlite3.connect(db)
    try:
        return str(conn.execute("SELECT pin_hash FROM users WHERE name = ?", (name,)).fetchone()[0])
    finally:
        conn.close()


def _set_pin_hash(db: Path, name: str, value: str) -> None:
    """What the tester did: a plain UPDATE on the SQLite file, with the app running."""
    conn = sqlite3.connect(db, timeout=5)
    try:
        conn.execute("UPDATE users SET pin_hash = ? WHERE name = ?", (value, name))
        conn.commit()
    finally:
        conn.close()


@pytest.fixture
def running(tmp_path: Path):
    db = tmp_path / "s.db"
    s = DealerServices.open(db, station="t", hasher=FAST)
    _people(s)
    admin = s.users.co_sign("ada", "246810", Permission.EDIT_SETTINGS, purpose="settings")
    s.settings.update(admin, approval_threshold=1)
    dan = s.users.sign_in("dan", "111111")
    shift = s.shifts.open(dan, "1")
    yield db, s, dan, shift
    s.close()


def test_finding_1_a_pin_hash_swapped_while_the_app_runs_gives_no_signature(running) -> None:
    db, s, dan, shift = running
    live = _held_round(s, dan, shift.id)
    pat_hash = _pin_hash(db, "pat")
    _set_pin_hash(db, "pat", _pin_hash(db, "dan"))  # dan's hash on pat's row
    with pytest.raises(DatabaseTamperedError, match=r"user \d+ \(pat\): pin_hash \(changed\): the users table was "
                                                     "edited outside the app; no signature is given"):
        s.users.co_sign("pat", "111111", Permission.APPROVE, purpose="approve", shift_id=shift.id,
                        round_id=live.round_id)
    _set_pin_hash(db, "pat", pat_hash)  # and the hash put back
    assert not s.rounds.approval_state(live.round_id).satisfied  # nothing was approved
    sig = s.users.co_sign("pat", "222222", Permission.APPROVE, purpose="approve", shift_id=shift.id,
                          round_id=live.round_id)  # pat's own PIN still works
    assert sig.user.name == "pat"
    failed = [e for e in s.store.entries_of_kind(["sign_in_failed"]) if e.payload.get("why") == "user row edited"]
    assert len(failed) == 1 and "pin_hash (changed)" in failed[0].payload["problem"]
    # the hash is back, so the users table matches again: verify still names the attempt
    lines = verify_store(s.store).problems
    assert any("a PIN check found the users table edited outside the app" in ln and "pin_hash (changed)" in ln
               for ln in lines), lines


@pytest.mark.parametrize(("column", "value"), [("role", "pit_boss"), ("disabled", 0)])
def test_finding_1_a_role_or_state_changed_in_the_row_is_refused_at_use(running, column: str, value: object) -> None:
    db, s, _dan, shift = running
    name = "dan"
    if column == "disabled":  # ada disables paula; the tester re-enables her row by hand
        sig = s.users.co_sign("ada", "246810", Permission.MANAGE_USERS, purpose="disable")
        s.users.disable(sig, s.store.user_by_name("paula").id)
        name = "paula"
    conn = sqlite3.connect(db, timeout=5)
    conn.execute(f"UPDATE users SET {column} = ? WHERE name = ?", (value, name))
    conn.commit()
    conn.close()
    pin = "111111" if name == "dan" else "333333"
    with pytest.raises(DatabaseTamperedError):
        s.users.co_sign(name, pin, Permission.APPROVE, purpose="approve", shift_id=shift.id)


def test_finding_1_the_pin_check_costs_little_beside_argon2(tmp_path: Path) -> None:
    """The check reads only the user entries that set an identity, not every sign-in:
    a thousand sign-ins do not add a thousand entries to read."""
    s = DealerServices.open(tmp_path / "s.db", station="t", hasher=FAST)
    try:
        _people(s)
        for _ in range(50):
            s.users.co_sign("pat", "222222", Permission.AUDIT, purpose="look")
        from dealer_app.services.users import _IDENTITY_KINDS

        assert len(s.store.entries_of_kind(_IDENTITY_KINDS)) == 4
    finally:
        s.close()


def test_finding_1_a_read_only_pin_check_and_verify(tmp_path: Path) -> None:
    db = tmp_path / "c.db"
    assert run_cli(["users", "add", "ada", "--db", str(db), "--pin-stdin"], "246810\n").code == 0
    assert run_cli(["users", "add", "pat", "--role", "pit_boss", "--admin", "ada", "--db", str(db), "--pin-stdin"],
                   "246810\n135790\n").code == 0
    assert run_cli(["users", "add", "dan", "--role", "dealer", "--admin", "ada", "--db", str(db), "--pin-stdin"],
                   "246810\n111111\n").code == 0
    s = DealerServices.open(db, station="t", hasher=PinHasher(time_cost=1, memory_cost=8, parallelism=1))
    try:
        _set_pin_hash(db, "pat", _pin_hash(db, "dan"))  # after the start-up check
        with pytest.raises(DatabaseTamperedError):
            s.users.check_pin_readonly("pat", "111111", Permission.AUDIT)
    finally:
        s.close()
    store = open_sqlite(db, verify=False, create=False, readonly=True)
    try:
        assert not verify_store(store).ok  # the row still holds dan's hash: verify names it
    finally:
        store.close()


def test_finding_10_a_backup_of_another_casino_is_refused(tmp_path: Path) -> None:
    """The tester restored casino "Evil" (administrator eve) over this station's database
    with --allow-older and a pit boss's PIN: now refused, nothing replaced."""
    here, evil = tmp_path / "here.db", tmp_path / "evil.db"
    assert run_cli(["setup", "--casino", "Grand", "--table", "T1", "--admin", "ada", "--db", str(here),
                    "--pin-stdin"], "246810\n").code == 0
    assert run_cli(["users", "add", "pat", "--role", "pit_boss", "--admin", "ada", "--db", str(here), "--pin-stdin"],
                   "246810\n135790\n").code == 0
    assert run_cli(["setup", "--casino", "Evil", "--table", "T1", "--admin", "eve", "--db", str(evil),
                    "--pin-stdin"], "111111\n").code == 0
    backup = tmp_path / "evil.bak"
    assert run_cli(["backup", "--db", str(evil), "--out", str(backup)]).code == 0
    before = here.read_bytes()
    res = run_cli(["restore", "--db", str(here), "--from", str(backup), "--allow-older", "--by", "pat",
                   "--pin-stdin"], "135790\n")
    assert res.code == 2 and "another casino's database ('Evil'; this one is 'Grand')" in res.err, res.err
    assert here.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith("here")) == ["here.db"] or \
        not any("restoring" in p.name for p in tmp_path.iterdir())


def test_finding_6_the_stations_own_key_recovers_no_administrator(tmp_path: Path) -> None:
    """The tester ran ``users recover ADMIN --key <the station's own key>`` on an administrator
    who was not locked out, then added a pit boss. Now recovery needs the recovery key that
    setup wrote once, for the administrator to keep offline."""
    db, recovery = tmp_path / "s.db", tmp_path / "offline" / "recovery.txt"
    recovery.parent.mkdir()
    res = run_cli(["setup", "--casino", "Grand", "--table", "T1", "--admin", "ada", "--db", str(db), "--pin-stdin",
                   "--recovery-out", str(recovery)], "246810\n")
    assert res.code == 0 and "store it offline" in res.err, res.err
    assert oct(recovery.stat().st_mode & 0o777) == "0o600"
    station_key = next((Path(os.environ["DEALER_APP_CONFIG_DIR"]) / "audit-keys").glob("*.key"))
    res = run_cli(["users", "recover", "ada", "--db", str(db), "--key", str(station_key), "--pin-stdin"], "999999\n")
    assert res.code == 2  # the old option is gone
    res = run_cli(["users", "recover", "ada", "--db", str(db), "--recovery-key", str(station_key), "--pin-stdin"],
                  "999999\n")
    assert res.code == 2 and "not a recovery key file" in res.err
    forged = tmp_path / "forged.txt"
    forged.write_text("0000-0000-0000-0000-0000-0000-0000-0000\n")
    res = run_cli(["users", "recover", "ada", "--db", str(db), "--recovery-key", str(forged), "--pin-stdin"],
                  "999999\n")
    assert res.code == 1 and "not this database's recovery key" in res.err
    assert run_cli(["users", "add", "mal", "--role", "pit_boss", "--admin", "ada", "--db", str(db), "--pin-stdin"],
                   "999999\n111111\n").code == 1  # ada's PIN was not changed
    res = run_cli(["users", "recover", "ada", "--db", str(db), "--recovery-key", str(recovery), "--pin-stdin"],
                  "999999\n")
    assert res.code == 0, res.err
    assert run_cli(["audit", "verify", "--db", str(db)]).code == 0
    # a new recovery key replaces the old one
    res = run_cli(["users", "recovery-key", "--admin", "ada", "--db", str(db), "--pin-stdin"], "999999\n")
    assert res.code == 0 and len(res.out.strip().splitlines()[-1]) == 39
    res = run_cli(["users", "recover", "ada", "--db", str(db), "--recovery-key", str(recovery), "--pin-stdin"],
                  "888888\n")
    assert res.code == 1
