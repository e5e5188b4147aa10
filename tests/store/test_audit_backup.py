"""audit verify names every break; backup and restore verify before replacing."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from entry_support import assert_typed_log
from store_helpers import FAST_HASHER, make_users

from dealer_app.auth.roles import Permission
from dealer_app.cli.store import audit_main, backup_main, restore_main, users_main
from dealer_app.services import DealerServices
from dealer_app.store.keys import Keyring


def _populate(path: Path) -> None:
    with DealerServices.open(path, station="t", hasher=FAST_HASHER) as s:
        make_users(s)
        sig = s.users.co_sign("pat", "123456", Permission.ADJUST_METER, purpose="meter")
        s.meter.adjust(sig, 50_000, "opening float")
        sig = s.users.co_sign("pat", "123456", Permission.ADJUST_METER, purpose="meter")  # a co-signature signs once
        s.meter.adjust(sig, -1_000, "correction")


def _unguarded(path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(path)
    conn.execute("DROP TRIGGER log_no_update")
    conn.execute("DROP TRIGGER log_no_delete")
    return conn


def test_verify_passes_and_records(db_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _populate(db_path)
    assert audit_main(["verify", "--db", str(db_path)]) == 0
    err = capsys.readouterr().err
    assert "OK" in err


@pytest.mark.parametrize("column,value", [("payload", "'{\"delta\":99999,\"reason\":\"opening float\"}'"),
                                          ("ts_us", "ts_us + 1"), ("actor", "NULL"), ("kind", "'startup'"),
                                          ("station", "'elsewhere'"), ("mac", "'00'")])
def test_editing_any_stored_value_is_named(db_path: Path, capsys: pytest.CaptureFixture[str], column: str,
                                            value: str) -> None:
    _populate(db_path)
    conn = _unguarded(db_path)
    seq = conn.execute("SELECT seq FROM log WHERE kind = 'meter_adjusted' ORDER BY seq LIMIT 1").fetchone()[0]
    conn.execute(f"UPDATE log SET {column} = {value} WHERE seq = ?", (seq,))
    conn.commit()
    conn.close()
    assert audit_main(["verify", "--db", str(db_path)]) == 1
    out = capsys.readouterr().out
    assert f"entry {seq} " in out


def test_deleting_an_entry_is_named(db_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _populate(db_path)
    conn = _unguarded(db_path)
    conn.execute("DELETE FROM log WHERE seq = 5")
    conn.commit()
    conn.close()
    assert audit_main(["verify", "--db", str(db_path)]) == 1
    assert "entry 5 missing" in capsys.readouterr().out


def test_reordering_entries_is_named(db_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _populate(db_path)
    conn = _unguarded(db_path)
    cols = "ts_us, kind, actor, station, shift_id, round_id, ref, payload, mac"
    a = conn.execute(f"SELECT {cols} FROM log WHERE seq = 6").fetchone()
    b = conn.execute(f"SELECT {cols} FROM log WHERE seq = 7").fetchone()
    sets = ", ".join(f"{c.strip()} = ?" for c in cols.split(","))
    conn.execute(f"UPDATE log SET {sets} WHERE seq = 6", b)
    conn.execute(f"UPDATE log SET {sets} WHERE seq = 7", a)
    conn.commit()
    conn.close()
    assert audit_main(["verify", "--db", str(db_path)]) == 1
    out = capsys.readouterr().out
    assert "entry 6 " in out and "entry 7 " in out


def test_editing_a_projection_is_named(db_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _populate(db_path)
    conn = sqlite3.connect(db_path)
    conn.execute("UPDATE meter SET value = value + 1")
    conn.commit()
    conn.close()
    assert audit_main(["verify", "--db", str(db_path)]) == 1
    assert "jackpot meter: stored 49001" in capsys.readouterr().out


def test_verify_exit_2_when_unreadable_or_key_missing(db_path: Path, tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    assert audit_main(["verify", "--db", str(tmp_path / "missing.db")]) == 2
    _populate(db_path)
    for f in Keyring.default().folder.glob("*.key"):
        f.unlink()
    assert audit_main(["verify", "--db", str(db_path)]) == 2
    err = capsys.readouterr().err
    assert "key" in err and "missing" in err and "Traceback" not in err
    bad = tmp_path / "bad.db"
    bad.write_text("x" * 500)
    assert audit_main(["verify", "--db", str(bad)]) == 2


def test_backup_and_restore(db_path: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str],
                            monkeypatch: pytest.MonkeyPatch) -> None:
    import io

    _populate(db_path)
    out = tmp_path / "backups" / "shift.bak"
    key_copy = tmp_path / "usb" / "shift.audit-key"
    assert backup_main(["--db", str(db_path), "--out", str(out), "--key-out", str(key_copy)]) == 0
    assert out.exists() and key_copy.exists() and (key_copy.stat().st_mode & 0o077) == 0
    assert (out.stat().st_mode & 0o077) == 0
    assert backup_main(["--db", str(db_path), "--out", str(out)]) == 1  # never overwrites
    # more work after the backup, then restore: the later work is gone, the old file kept aside
    with DealerServices.open(db_path, station="t", hasher=FAST_HASHER) as s:
        sig = s.users.co_sign("pat", "123456", Permission.ADJUST_METER, purpose="meter")
        s.meter.adjust(sig, 7, "after the backup")
        assert s.meter.value() == 49_007
    # restore on a machine without the key: refused until the key is given
    for f in Keyring.default().folder.glob("*.key"):
        f.unlink()
    assert restore_main(["--db", str(db_path), "--from", str(out)]) == 2
    assert "missing" in capsys.readouterr().err
    # the backup is older than the database: refused unless on purpose, with a pit boss's PIN
    assert restore_main(["--db", str(db_path), "--from", str(out), "--key", str(key_copy)]) == 2
    assert "--allow-older" in capsys.readouterr().err
    monkeypatch.setattr("sys.stdin", io.StringIO("123456\n"))
    assert restore_main(["--db", str(db_path), "--from", str(out), "--key", str(key_copy), "--allow-older",
                         "--by", "pat", "--pin-stdin"]) == 0
    with DealerServices.open(db_path, station="t", hasher=FAST_HASHER) as s:
        assert s.meter.value() == 49_000
        kinds = [e.kind for e in s.store.iter_entries()]
        assert "backup" in kinds and kinds[-5:-2] == ["startup", "integrity_check", "restore"]
    aside = list(db_path.parent.glob(f"{db_path.name}.before-restore-*"))
    assert aside
    assert audit_main(["verify", "--db", str(db_path)]) == 0
    with DealerServices.open(db_path, station="t", hasher=FAST_HASHER) as s:
        assert {"backup", "restore", "audit_verified"} <= set(assert_typed_log(s.store))


def test_restore_refuses_a_tampered_backup(db_path: Path, tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    _populate(db_path)
    out = tmp_path / "b.db"
    assert backup_main(["--db", str(db_path), "--out", str(out)]) == 0
    conn = _unguarded(out)
    conn.execute("UPDATE log SET payload = replace(payload, '50000', '90000')")
    conn.commit()
    conn.close()
    before = db_path.read_bytes()
    assert restore_main(["--db", str(db_path), "--from", str(out)]) == 1
    captured = capsys.readouterr()
    assert "nothing was replaced" in captured.err and "entry" in captured.out
    assert db_path.read_bytes() == before


def test_users_cli(db_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    import io

    monkeypatch.setattr("sys.stdin", io.StringIO("432100\n"))
    assert users_main(["add", "boss", "--db", str(db_path)]) == 0  # first user: the administrator
    assert users_main(["add", "dan", "--role", "dealer", "--db", str(db_path)]) == 1  # needs --admin
    monkeypatch.setattr("sys.stdin", io.StringIO("432100\n555555\n"))
    assert users_main(["add", "dan", "--role", "dealer", "--admin", "boss", "--db", str(db_path)]) == 0
    monkeypatch.setattr("sys.stdin", io.StringIO("000000\n"))
    assert users_main(["disable", "dan", "--admin", "boss", "--pin-stdin", "--db", str(db_path)]) == 1
    monkeypatch.setattr("sys.stdin", io.StringIO("432100\n"))
    assert users_main(["disable", "dan", "--admin", "boss", "--pin-stdin", "--db", str(db_path)]) == 0
    capsys.readouterr()
    assert users_main(["list", "--db", str(db_path)]) == 2  # needs a PIN: --by NAME
    monkeypatch.setattr("sys.stdin", io.StringIO("432100\n"))
    assert users_main(["list", "--by", "boss", "--pin-stdin", "--db", str(db_path)]) == 0
    out = capsys.readouterr().out
    assert "boss\tadmin" in out and "dan\tdealer\tdisabled" in out
    assert "432100" not in out and "555555" not in out and "argon2" not in out


def test_an_unreadable_payload_is_named_and_the_check_goes_on(db_path: Path,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    _populate(db_path)
    conn = _unguarded(db_path)
    first, second = [r[0] for r in conn.execute("SELECT seq FROM log WHERE kind = 'meter_adjusted' ORDER BY seq")]
    conn.execute("UPDATE log SET payload = '{\"delta\": 5' WHERE seq = ?", (first,))
    conn.execute("UPDATE log SET ts_us = ts_us + 1 WHERE seq = ?", (second,))
    conn.commit()
    conn.close()
    assert audit_main(["verify", "--db", str(db_path)]) == 1
    out = capsys.readouterr().out
    assert f"entry {first} (meter_adjusted): its payload is not readable" in out
    assert f"entry {second} (meter_adjusted): does not match the chain" in out
