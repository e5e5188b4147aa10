"""Rollback, a cut tail and a disappeared default database (issue: section 1)."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

from pdf_text import page_text
from security_helpers import run_cli

from dealer_app.store.sqlite import open_sqlite


def _head(db: Path) -> str:
    store = open_sqlite(db, create=False)
    try:
        return store.anchor().head_mac
    finally:
        store.close()


def test_anchor_held_passes_and_a_rolled_back_copy_fails_naming_the_anchor(tmp_path: Path) -> None:
    db = tmp_path / "shift.db"
    assert run_cli(["simulate", "--db", str(db), "--rounds", "2", "--seed", "1", "--quiet"]).code == 0
    old = tmp_path / "old.db"
    shutil.copyfile(db, old)
    assert run_cli(["simulate", "--db", str(db), "--rounds", "2", "--seed", "2", "--quiet"]).code == 0
    anchor = _head(db)
    ok = run_cli(["audit", "verify", "--db", str(db), "--anchor", anchor])
    assert ok.code == 0, ok.err
    assert f"anchor {anchor}: held at entry" in ok.out
    # the older copy put back in place of the current database
    shutil.copyfile(old, db)
    for suffix in ("-wal", "-shm"):
        Path(f"{db}{suffix}").unlink(missing_ok=True)
    # this station remembers the newest head it saw: the rollback is named and the store refuses to open
    res = run_cli(["audit", "verify", "--db", str(db)])
    assert res.code == 1 and "rolled back or cut" in res.out, res.out
    res = run_cli(["simulate", "--db", str(db), "--rounds", "1", "--quiet"])
    assert res.code == 2 and "rolled back or cut" in res.err
    # another station (with the key, without that memory): alone the copy looks fine; the anchor finds it
    from dealer_app.paths import config_dir

    (config_dir() / "chain-heads.json").unlink()
    assert run_cli(["audit", "verify", "--db", str(db)]).code == 0
    bad = run_cli(["audit", "verify", "--db", str(db), "--anchor", anchor, "--anchor", anchor.upper()])
    assert bad.code == 1
    assert f"anchor {anchor}: the log does not hold this chain head (rolled back, cut or re-signed)" in bad.out


def test_a_cut_tail_fails_with_the_anchor(tmp_path: Path) -> None:
    db = tmp_path / "shift.db"
    assert run_cli(["simulate", "--db", str(db), "--rounds", "3", "--seed", "1", "--quiet"]).code == 0
    anchor = _head(db)
    conn = sqlite3.connect(db)
    conn.execute("DROP TRIGGER log_no_delete")
    conn.execute("DELETE FROM log WHERE seq > (SELECT max(seq) - 3 FROM log)")
    conn.commit()
    conn.close()
    res = run_cli(["audit", "verify", "--db", str(db), "--anchor", anchor])
    assert res.code == 1
    assert f"anchor {anchor}" in res.out


def test_a_malformed_anchor_is_refused_with_exit_2(tmp_path: Path) -> None:
    db = tmp_path / "shift.db"
    assert run_cli(["simulate", "--db", str(db), "--rounds", "0", "--quiet"]).code == 0
    res = run_cli(["audit", "verify", "--db", str(db), "--anchor", "xyz"])
    assert res.code == 2 and res.err.count("\n") == 1 and "--anchor" in res.err


def test_the_check_command_is_printed_on_the_report_and_the_slip(tmp_path: Path) -> None:
    from pypdf import PdfReader

    db = tmp_path / "shift.db"
    assert run_cli(["simulate", "--db", str(db), "--rounds", "2", "--seed", "3", "--quiet"]).code == 0
    pdf = tmp_path / "r.pdf"
    res = run_cli(["report", "--db", str(db), "--out", str(pdf), "--quiet"])
    assert res.code == 0, res.err
    text = "".join(page_text(p) for p in PdfReader(pdf).pages).replace("\n", " ")
    assert "dealer-app audit verify --db shift.db --anchor " in text
    slip = tmp_path / "s.pdf"
    assert run_cli(["report", "--db", str(db), "--round", "1", "--out", str(slip), "--quiet"]).code == 0
    text = "".join(page_text(p) for p in PdfReader(slip).pages).replace("\n", " ")
    assert "dealer-app audit verify --db shift.db --anchor " in text


def test_a_disappeared_default_database_is_never_silently_replaced(tmp_path: Path) -> None:
    from dealer_app.paths import default_db_path

    assert run_cli(["simulate", "--rounds", "0", "--quiet"]).code == 0  # creates the default database
    db = default_db_path()
    assert db.exists()
    for suffix in ("", "-wal", "-shm"):
        Path(f"{db}{suffix}").unlink(missing_ok=True)
    for argv in (["simulate", "--rounds", "0", "--quiet"], ["users", "list"], ["audit", "verify"],
                 ["export", "--out", str(tmp_path / "x.jsonl")]):
        res = run_cli(argv)
        assert res.code == 2, (argv, res.err)
        assert "is missing" in res.err and "--new-store" in res.err, res.err
        assert not db.exists()
    res = run_cli(["simulate", "--rounds", "0", "--quiet", "--new-store"])
    assert res.code == 0, res.err
    assert db.exists()


def test_an_explicit_db_that_does_not_exist_is_still_created(tmp_path: Path) -> None:
    db = tmp_path / "new.db"
    assert run_cli(["simulate", "--db", str(db), "--rounds", "0", "--quiet"]).code == 0
    assert db.exists()


def test_a_rolled_back_copy_fails_since_the_checkpoint_too(tmp_path: Path) -> None:
    """The older copy holds a valid signed checkpoint of its own: verifying from it still
    finds the rollback, by this station's memory and by an anchor."""
    db = tmp_path / "shift.db"
    assert run_cli(["simulate", "--db", str(db), "--rounds", "2", "--seed", "1", "--quiet"]).code == 0
    old = tmp_path / "old.db"
    shutil.copyfile(db, old)
    assert run_cli(["simulate", "--db", str(db), "--rounds", "2", "--seed", "2", "--quiet"]).code == 0
    anchor = _head(db)
    ok = run_cli(["audit", "verify", "--db", str(db), "--since-checkpoint", "--anchor", anchor])
    assert ok.code == 0, ok.err
    assert "info: verified from checkpoint entry" in ok.out
    shutil.copyfile(old, db)
    for suffix in ("-wal", "-shm"):
        Path(f"{db}{suffix}").unlink(missing_ok=True)
    res = run_cli(["audit", "verify", "--db", str(db), "--since-checkpoint"])
    assert res.code == 1 and "rolled back or cut" in res.out, res.out
    from dealer_app.paths import config_dir

    (config_dir() / "chain-heads.json").unlink()
    bad = run_cli(["audit", "verify", "--db", str(db), "--since-checkpoint", "--anchor", anchor])
    assert bad.code == 1 and "info: verified from checkpoint entry" in bad.out
    assert f"anchor {anchor}: the log does not hold this chain head (rolled back, cut or re-signed)" in bad.out
    ru = run_cli(["audit", "verify", "--db", str(db), "--since-checkpoint", "--lang", "ru"])
    assert ru.code == 0 and "инфо: проверено от контрольной точки" in ru.out, ru.out


def test_finding_8_a_fill_slip_cut_and_re_signed_with_the_key_fails_the_printed_anchor(tmp_path: Path) -> None:
    """Finding 8, its steps on a lone station: a fill slip of 1,000.00 cut to 100.00 in the log and
    the chain re-signed from there with the station's own key (what root holding the key file can
    do). The anchor printed before (on the report and the slip) names it."""
    import json
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "count"))
    from count_helpers import FAST_HASHER, Table

    from dealer_app.services import DealerServices
    from dealer_app.store.chain import entry_mac

    db = tmp_path / "shift.db"
    with DealerServices.open(db, station="t", hasher=FAST_HASHER) as s:
        Table.open(s).fill({10000: 10})
        anchor = s.store.anchor().head_mac  # printed on the slip and the report
        key = s.store.key
    conn = sqlite3.connect(db)
    rows = conn.execute("SELECT seq, ts_us, kind, actor, station, shift_id, round_id, ref, payload, mac FROM log "
                        "ORDER BY seq").fetchall()
    (slip,) = [r for r in rows if r[2] == "slip_requested" and json.loads(r[8])["total"] == 100_000]
    conn.execute("DROP TRIGGER log_no_update")
    prev = ""
    for seq, ts, kind, actor, station, shift, rnd, ref, payload, mac in rows:
        if seq == slip[0]:
            payload = json.dumps(dict(json.loads(payload), chips={"10000": 1}, total=10_000), sort_keys=True,
                                 separators=(",", ":"))
        if seq >= slip[0]:
            mac = entry_mac(key, prev, seq, ts, kind, actor, station, shift, rnd, ref, payload)
            conn.execute("UPDATE log SET payload = ?, mac = ? WHERE seq = ?", (payload, mac, seq))
        prev = mac
    conn.commit()
    conn.close()
    res = run_cli(["audit", "verify", "--db", str(db), "--anchor", anchor])
    assert res.code == 1
    assert f"anchor {anchor}: the log does not hold this chain head (rolled back, cut or re-signed)" in res.out
