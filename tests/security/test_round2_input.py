"""The second round's hostile-input findings 15 to 19, with the tester's steps."""

from __future__ import annotations

import errno
import json
import os
import shutil
import sqlite3
from pathlib import Path

import pytest
from security_helpers import run_cli

EXAMPLES = Path(__file__).resolve().parents[2].parent / "shared" / "contract" / "examples"


def _round(**house: int) -> str:
    r = json.loads((EXAMPLES / "01-dealer-qualifies-box-wins.round.json").read_text())
    r["house"] = house
    return json.dumps(r)


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "s.db"
    assert run_cli(["simulate", "--db", str(path), "--rounds", "2", "--seed", "5", "--quiet"]).code == 0
    assert run_cli(["users", "add", "ada", "--db", str(path), "--pin-stdin"], "246810\n").code == 0
    return path


def _entries(path: Path) -> int:
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return int(conn.execute("SELECT count(*) FROM log").fetchone()[0])
    finally:
        conn.close()


# -- 15: the products of a settlement are bounded too ----------------------------------------------

def test_bet_multiple_times_the_largest_ante_is_refused_as_a_house_line() -> None:
    res = run_cli(["settle", "-"], _round(bet_multiple=10**6, max_ante=10**14, max_payout=10**14))
    assert res.code == 2 and res.out == ""
    assert res.err.startswith("house: bet_multiple: ") and "beyond the largest amount" in res.err, res.err
    res = run_cli(["settle", "-"], _round(bet_multiple=10**6))  # 10^6 × the default largest Ante fits
    assert res.code == 0, res.err


@pytest.mark.parametrize(("house", "field"), [({"max_bonus": 10**14, "bonus_table": {"royal_flush": 100000}}, "bonus_table"),
                                               ({"max_ante": 10**13, "bet_multiple": 50}, "pay_table"),
                                               ({"max_ante": 10**12, "exchange_fee_antes": 1000}, "exchange_fee_antes")])
def test_every_product_is_bounded(house: dict, field: str) -> None:
    res = run_cli(["settle", "-"], _round(**house))
    assert res.code == 2 and res.err.startswith(f"house: {field}: "), res.err


# -- 16: no traceback on any input -----------------------------------------------------------------

def test_a_house_path_of_5000_characters() -> None:
    res = run_cli(["settle", "-", "--house", "a" * 5000], _round())
    assert res.code == 2 and "Traceback" not in res.err and "File name too long" in res.err
    assert len(res.err.strip().splitlines()) == 1


def test_report_on_an_entry_whose_payload_is_not_json(db: Path, tmp_path: Path) -> None:
    """The tester dropped the log's triggers and wrote text that is not JSON into an entry."""
    conn = sqlite3.connect(db)
    for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'log'").fetchall():
        conn.execute(f"DROP TRIGGER {name}")
    conn.execute("UPDATE log SET payload = 'not json' WHERE kind = 'round_started'")
    conn.commit()
    conn.close()
    (Path(os.environ["DEALER_APP_CONFIG_DIR"]) / "chain-heads.json").unlink(missing_ok=True)
    res = run_cli(["report", "--db", str(db), "--out", str(tmp_path / "r.pdf"), "--quiet"])
    assert res.code == 2 and "Traceback" not in res.err, res.err
    assert "its payload is not JSON" in res.err and len(res.err.strip().splitlines()) == 1
    res = run_cli(["audit", "verify", "--db", str(db)])
    assert res.code == 1 and "Traceback" not in res.err + res.out


# -- 17: a PIN typed as a user name is not kept ----------------------------------------------------

def test_a_pin_typed_into_the_name_field_is_not_logged(db: Path) -> None:
    res = run_cli(["users", "list", "--db", str(db), "--by", "246810", "--pin-stdin"], "246810\n")
    assert res.code != 0
    res = run_cli(["users", "list", "--db", str(db), "--by", "nobody", "--pin-stdin"], "246810\n")
    assert res.code != 0
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    payloads = [json.loads(p) for (p,) in conn.execute("SELECT payload FROM log WHERE kind = 'sign_in_failed'")]
    conn.close()
    text = json.dumps(payloads)
    assert "246810" not in text
    assert {"name": None, "name_hidden": "looks like a PIN (6 characters)"}.items() <= payloads[0].items()
    assert payloads[1]["name"] == "nobody"  # a name that cannot be a PIN is kept, as before
    assert run_cli(["audit", "verify", "--db", str(db)]).code == 0


# -- 18: verify, report and export can examine evidence without writing --------------------------

def test_read_only_mode_writes_nothing(db: Path, tmp_path: Path) -> None:
    config = Path(os.environ["DEALER_APP_CONFIG_DIR"])
    before = (_entries(db), db.read_bytes(), sorted(p.name for p in config.rglob("*")),
              {p.name: p.read_bytes() for p in config.glob("*.json")})
    for argv in (["audit", "verify", "--db", str(db), "--read-only"],
                 ["report", "--db", str(db), "--out", str(tmp_path / "r.pdf"), "--quiet", "--read-only"],
                 ["export", "--db", str(db), "--out", str(tmp_path / "x.jsonl"), "--read-only"]):
        res = run_cli(argv)
        assert res.code == 0, res.err
    assert "(read-only: nothing recorded)" in run_cli(["audit", "verify", "--db", str(db), "--read-only"]).err
    after = (_entries(db), db.read_bytes(), sorted(p.name for p in config.rglob("*")),
             {p.name: p.read_bytes() for p in config.glob("*.json")})
    assert after == before
    assert run_cli(["audit", "verify", "--db", str(db)]).code == 0
    assert _entries(db) == before[0] + 1  # without the flag the check is recorded, as before


# -- 19: temporary files are removed on failure ----------------------------------------------------

def test_a_restore_that_runs_out_of_disk_leaves_no_temporary_file(db: Path, tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    backup = tmp_path / "b" / "s.bak"
    assert run_cli(["backup", "--db", str(db), "--out", str(backup), "--key-out", str(tmp_path / "b" / "k.key")]
                   ).code == 0
    target = tmp_path / "t" / "st.db"
    target.parent.mkdir()

    def full(src: object, dst: object, length: int = 0) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(shutil, "copyfileobj", full)
    res = run_cli(["restore", "--db", str(target), "--from", str(backup)])
    assert res.code != 0 and "No space left on device" in res.err and "Traceback" not in res.err, res.err
    assert sorted(p.name for p in target.parent.iterdir()) == []


def test_a_key_file_that_cannot_be_written_leaves_no_temporary_file(tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    from dealer_app.store.keys import AuditKey, write_key_file

    real = os.fsync

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(OSError):
        write_key_file(AuditKey.generate(), tmp_path / "k.key")
    monkeypatch.setattr(os, "fsync", real)
    assert list(tmp_path.iterdir()) == []
