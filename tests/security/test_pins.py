"""PINs: owner-only files, the minimum length setting, atomic attempt counting,
no timing difference for unknown users, PINs never as arguments, ``users list``
behind a PIN, the administrator's recovery path, no old hash left in the log."""

from __future__ import annotations

import stat
import subprocess
import sys
from pathlib import Path

import pytest
from security_helpers import run_cli

from dealer_app.auth.passwords import PinHasher
from dealer_app.auth.roles import Permission, Role
from dealer_app.services import DealerServices
from dealer_app.services.common import ServiceError
from dealer_app.services.users import SignInError, UserLockedError

FAST = PinHasher(time_cost=1, memory_cost=8, parallelism=1)


def _mode(p: Path) -> int:
    return stat.S_IMODE(p.stat().st_mode)


def _setup(db: Path) -> None:
    res = run_cli(["users", "add", "ada", "--db", str(db), "--pin-stdin"], "246810\n")
    assert res.code == 0, res.err
    res = run_cli(["users", "add", "pat", "--role", "pit_boss", "--admin", "ada", "--db", str(db), "--pin-stdin"],
                  "246810\n135790\n")
    assert res.code == 0, res.err


def test_every_store_file_and_backup_is_owner_only(tmp_path: Path) -> None:
    db = tmp_path / "s.db"
    _setup(db)
    for p in (db, Path(f"{db}-wal"), Path(f"{db}-shm")):
        if p.exists():
            assert _mode(p) == 0o600, p
    out = tmp_path / "b.db"
    assert run_cli(["backup", "--db", str(db), "--out", str(out)]).code == 0
    assert _mode(out) == 0o600
    # an existing world-readable database is tightened on open
    db.chmod(0o644)
    assert run_cli(["export", "--db", str(db), "--out", str(tmp_path / "x.jsonl")]).code in (0, 1)
    assert _mode(db) == 0o600


def test_the_minimum_pin_length_is_a_setting_defaulting_to_6(tmp_path: Path) -> None:
    db = tmp_path / "s.db"
    res = run_cli(["users", "add", "ada", "--db", str(db), "--pin-stdin"], "12345\n")
    assert res.code == 1 and "PIN: at least 6 characters" in res.err
    with DealerServices.open(db, station="t", hasher=FAST) as s:
        s.users.create_first_admin("ada", "246810")
        sig = s.users.co_sign("ada", "246810", Permission.EDIT_SETTINGS, purpose="settings")
        s.settings.update(sig, min_pin_length=8)
        sig = s.users.co_sign("ada", "246810", Permission.MANAGE_USERS, purpose="add")
        with pytest.raises(ServiceError, match="at least 8"):
            s.users.add(sig, "dan", Role.DEALER, "1234567")
        sig = s.users.co_sign("ada", "246810", Permission.EDIT_SETTINGS, purpose="settings")
        with pytest.raises(ServiceError, match="min_pin_length: must be at least 4"):
            s.settings.update(sig, min_pin_length=3)
        house = s.house.current("default").rules.to_mapping()
        assert "min_pin_length" not in str(house)  # a station setting, not a house rule


def test_pins_are_never_arguments(tmp_path: Path) -> None:
    db = tmp_path / "s.db"
    _setup(db)
    for argv in (["users", "disable", "pat", "--admin", "ada", "--admin-pin", "246810"],
                 ["users", "add", "x", "--pin", "246810"]):
        res = run_cli([*argv, "--db", str(db)])
        assert res.code == 2 and "unrecognized arguments" in res.err


def test_users_list_needs_a_pin(tmp_path: Path) -> None:
    db = tmp_path / "s.db"
    _setup(db)
    assert run_cli(["users", "list", "--db", str(db)]).code == 2
    assert run_cli(["users", "list", "--db", str(db), "--by", "pat", "--pin-stdin"], "000000\n").code == 1
    res = run_cli(["users", "list", "--db", str(db), "--by", "pat", "--pin-stdin"], "135790\n")
    assert res.code == 0 and "ada\tadmin" in res.out


def test_unknown_users_take_as_long_as_known_ones(tmp_path: Path) -> None:
    """An unknown name costs one Argon2 check with the station's own parameters, as a
    known one does (counted, not timed: a loaded machine makes timings meaningless)."""
    checked: list[str] = []

    class Counting(PinHasher):
        def verify(self, pin_hash: str, pin: str) -> bool:
            checked.append(pin_hash.split("$")[3])  # the hash's cost parameters (m=…,t=…,p=…)
            return super().verify(pin_hash, pin)

    hasher = Counting(time_cost=2, memory_cost=16384, parallelism=1)
    with DealerServices.open(tmp_path / "s.db", station="t", hasher=hasher) as s:
        s.users.create_first_admin("ada", "246810")
        for name in ("ada", "nobody", "ada", "nobody"):
            checked.clear()
            with pytest.raises(SignInError):
                s.users.sign_in(name, "999999")
            assert checked == ["m=16384,t=2,p=1"], (name, checked)


def test_a_pin_reset_leaves_no_hash_in_the_log(tmp_path: Path) -> None:
    with DealerServices.open(tmp_path / "s.db", station="t", hasher=FAST) as s:
        s.users.create_first_admin("ada", "246810")
        sig = s.users.co_sign("ada", "246810", Permission.MANAGE_USERS, purpose="add")
        dan = s.users.add(sig, "dan", Role.DEALER, "111111")
        old = s.store.user(dan.id).pin_hash
        sig = s.users.co_sign("ada", "246810", Permission.MANAGE_USERS, purpose="reset")  # a co-signature signs once
        s.users.reset_pin(sig, dan.id, "222222")
        new = s.store.user(dan.id).pin_hash
        assert old and new and old != new
        text = "".join(e.payload_text for e in s.store.iter_entries())
        assert "argon2" not in text and old not in text and new not in text
        s.users.sign_in("dan", "222222")
        from dealer_app.audit.verify import verify_store

        assert verify_store(s.store).ok
    # the users table's hash is still checked: swapping it is found
    import sqlite3

    conn = sqlite3.connect(tmp_path / "s.db")
    conn.execute("UPDATE users SET pin_hash = ? WHERE name = 'dan'", (old,))
    conn.commit()
    conn.close()
    from dealer_app.store.errors import DatabaseTamperedError

    with pytest.raises(DatabaseTamperedError, match="pin_hash"):
        DealerServices.open(tmp_path / "s.db", station="t", hasher=FAST)


def test_a_locked_out_only_administrator_has_an_audited_recovery_path(tmp_path: Path) -> None:
    db = tmp_path / "s.db"
    with DealerServices.open(db, station="t", hasher=FAST) as s:
        s.users.create_first_admin("ada", "246810")
        sig = s.users.co_sign("ada", "246810", Permission.EDIT_SETTINGS, purpose="settings")
        s.settings.update(sig, lockout_minutes=0)
        recovery = s.users.new_recovery_key(s.users.co_sign("ada", "246810", Permission.EDIT_SETTINGS,
                                                            purpose="recovery key"))
    for _ in range(5):
        run_cli(["users", "disable", "x", "--admin", "ada", "--db", str(db), "--pin-stdin"], "000000\n")
    res = run_cli(["users", "disable", "x", "--admin", "ada", "--db", str(db), "--pin-stdin"], "246810\n")
    assert res.code == 1 and "locked out" in res.err
    key_file = tmp_path / "usb" / "recovery.txt"
    key_file.parent.mkdir()
    key_file.write_text(f"# the recovery key\n{recovery}\n")
    assert run_cli(["users", "recover", "ada", "--db", str(db), "--recovery-key", str(tmp_path / "nokey"),
                    "--pin-stdin"], "975310\n").code == 2
    res = run_cli(["users", "recover", "ada", "--db", str(db), "--recovery-key", str(key_file), "--pin-stdin"],
                  "975310\n")
    assert res.code == 0, res.err
    with DealerServices.open(db, station="t", hasher=FAST) as s:
        s.users.sign_in("ada", "975310")
        rec = s.store.entries_of_kind(["admin_recovery"])
        assert len(rec) == 1 and rec[0].payload["was_locked"] is True


_ATTEMPT = """
import sys
from dealer_app.auth.passwords import PinHasher
from dealer_app.auth.roles import Permission
from dealer_app.services import DealerServices
from dealer_app.services.users import SignInError
h = PinHasher(time_cost=2, memory_cost=16384, parallelism=1)
with DealerServices.open(sys.argv[1], station="cli-" + sys.argv[2], hasher=h, record_startup=False) as s:
    for _ in range(4):
        try:
            s.users.co_sign("ada", "000000", Permission.MANAGE_USERS, purpose="guess")
        except SignInError:
            pass
"""


@pytest.mark.subprocess
def test_parallel_wrong_pins_never_get_past_the_limit(tmp_path: Path) -> None:
    db = tmp_path / "s.db"
    with DealerServices.open(db, station="t", hasher=FAST) as s:
        s.users.create_first_admin("ada", "246810")
    procs = [subprocess.Popen([sys.executable, "-c", _ATTEMPT, str(db), str(i)]) for i in range(6)]
    for p in procs:
        assert p.wait(timeout=300) == 0
    with DealerServices.open(db, station="t", hasher=FAST, record_startup=False) as s:
        wrong = [e for e in s.store.entries_of_kind(["sign_in_failed"]) if e.payload.get("why") == "wrong PIN"]
        assert len(wrong) <= 5, len(wrong)  # 24 tries, 5 checked, then locked
        with pytest.raises(UserLockedError):
            s.users.sign_in("ada", "246810")


def test_a_right_pin_for_the_wrong_role_is_refused_but_not_counted(tmp_path: Path) -> None:
    from dealer_app.auth.roles import PermissionDenied
    from dealer_app.store.records import EntryKind

    db = tmp_path / "s.db"
    with DealerServices.open(db, station="t", hasher=FAST) as s:
        s.users.create_first_admin("ada", "246810")
        s.users.add(s.users.co_sign("ada", "246810", Permission.MANAGE_USERS, purpose="add"), "dan", Role.DEALER,
                    "111111")
        limit = s.settings.get().lockout_attempts
        for _ in range(limit + 2):  # more than the lock-out limit: the PIN is right every time
            with pytest.raises(PermissionDenied, match=r"PIN is right, but dan \(dealer\) may not approve; only: "
                                                      r"pit boss \(not counted as a failed attempt\)"):
                s.users.co_sign("dan", "111111", Permission.APPROVE, purpose="approve")
        dan = s.store.user_by_name("dan")
        assert dan.failed == 0 and dan.locked_until_us is None
        logged = [e.payload for e in s.store.entries_of_kind([EntryKind.SIGN_IN_FAILED])]
        assert len(logged) == limit + 2 and all(p["pin_right"] and p["permission"] == "approve" for p in logged)
        assert len(s.store.entries_of_kind([EntryKind.PERMISSION_REFUSED])) == limit + 2
        # a wrong PIN still counts, and a right one for the wrong role then clears the count
        with pytest.raises(SignInError):
            s.users.co_sign("dan", "999999", Permission.APPROVE, purpose="approve")
        assert s.store.user_by_name("dan").failed == 1
        with pytest.raises(PermissionDenied):
            s.users.co_sign("dan", "111111", Permission.APPROVE, purpose="approve")
        assert s.store.user_by_name("dan").failed == 0
        s.users.sign_in("dan", "111111")
        from dealer_app.audit.verify import verify_store

        assert verify_store(s.store).ok
    with DealerServices.open(db, station="t", hasher=FAST) as s:  # the start-up users check agrees
        assert s.store.user_by_name("dan").failed == 0
