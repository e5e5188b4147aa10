"""``audit verify`` reads a round_settled payload for the few keys its walk needs (the round's
check in a worker reads it whole): what it finds is what reading every payload whole finds,
line for line, on a log that holds and on logs whose settled payload was edited (a value, a
key left out, a field of the wrong type, not JSON, a number out of range inside the round,
which only the whole read refuses: the walk then reads the log again, whole).

The log is built by ``benchmarks/year_log.py`` (real rounds from the engine appended through
the store's real append path); the edits are made with SQL on a copy, as someone editing the
file would.
"""

from __future__ import annotations

import sqlite3
import sys
from pathlib import Path

import pytest

from dealer_app.audit.verify import _RoundChecks, _settled_facts, _verify_store, verify_store
from dealer_app.audit_findings import Code, Finding
from dealer_app.store import open_sqlite
from dealer_app.store.entries import SettledEntry, entry_body
from dealer_app.store.records import load_json

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
import year_log

ROUNDS = 40


@pytest.fixture(scope="module")
def log(tmp_path_factory: pytest.TempPathFactory) -> Path:
    db = tmp_path_factory.mktemp("light") / "log.db"
    year_log.build(db, ROUNDS, shift_rounds=20)
    return db


def _settled_seq(db: Path) -> int:
    with sqlite3.connect(db) as con:
        return int(con.execute("SELECT min(seq) FROM log WHERE kind = 'round_settled'").fetchone()[0])


def _edited(log: Path, tmp_path: Path, old: str, new: str) -> Path:
    """A copy of the log whose first settled payload has ``old`` replaced by ``new``."""
    db = tmp_path / "edited.db"
    src = sqlite3.connect(log)
    dst = sqlite3.connect(db)
    src.backup(dst)
    src.close()
    seq = _settled_seq(db)
    triggers = dst.execute("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'log'").fetchall()
    for name, _sql in triggers:
        dst.execute(f"DROP TRIGGER {name}")
    (payload,) = dst.execute("SELECT payload FROM log WHERE seq = ?", (seq,)).fetchone()
    assert old in payload
    dst.execute("UPDATE log SET payload = ? WHERE seq = ?", (payload.replace(old, new, 1), seq))
    for _name, sql in triggers:
        dst.execute(sql)
    dst.commit()
    dst.close()
    Path(f"{db}.audit-key").write_bytes(Path(f"{log}.audit-key").read_bytes())
    return db


def _lines(db: Path, *, light: bool) -> tuple[list[str], list[str], int]:
    store = open_sqlite(db, key_file=Path(f"{db}.audit-key"), create=False, readonly=True)
    try:
        if light:
            report = verify_store(store, jobs=1)
        else:
            with _RoundChecks(1) as checks:
                report = _verify_store(store, replay_steps=True, progress=None, checks=checks, light=False)
    finally:
        store.close()
    return [str(p) for p in report.problems], [str(i) for i in report.infos], report.rounds_checked


def test_a_log_that_holds(log: Path) -> None:
    light = _lines(log, light=True)
    assert light == _lines(log, light=False)
    assert light[0] == [] and light[2] == ROUNDS


@pytest.mark.parametrize(("old", "new"), [
    ('"ante":5000', '"ante":5001'),  # a value inside the round
    ('"meter_delta":', '"meter_delta_":'),  # a key the projection reads, left out
    ('"steps":', '"steps":"x","zz":'),  # a field of the wrong type
    ('"round":{', '"round":[{'),  # the round not an object
    ('"net":', '"net":"7","q":'),  # a box's net not a number: it moves no money
    ('"ante":5000', '"ante":1e999'),  # out of range: only the whole read refuses it
])
def test_an_edited_settlement_is_found_as_the_whole_read_finds_it(log: Path, tmp_path: Path, old: str,
                                                                  new: str) -> None:
    db = _edited(log, tmp_path, old, new)
    light = _lines(db, light=True)
    assert light == _lines(db, light=False)
    assert any("does not match the chain" in line for line in light[0])


def test_out_of_range_is_named_unreadable(log: Path, tmp_path: Path) -> None:
    db = _edited(log, tmp_path, '"ante":5000', '"ante":1e999')
    store = open_sqlite(db, key_file=Path(f"{db}.audit-key"), create=False, readonly=True)
    try:
        report = verify_store(store, jobs=2)  # the round's check finds it; the walk reads the log again
    finally:
        store.close()
    codes = [p.code for p in report.problems if isinstance(p, Finding)]
    assert codes[0] == Code.PAYLOAD_UNREADABLE


def test_the_keys_read_are_the_payloads(log: Path) -> None:
    with sqlite3.connect(log) as con:
        texts = [t for (t,) in con.execute("SELECT payload FROM log WHERE kind = 'round_settled'")]
    assert len(texts) == ROUNDS
    for text in texts:
        read = _settled_facts(text)
        assert read is not None
        payload, stake = read
        whole = load_json(text)
        assert payload == {k: whole[k] for k in payload}
        assert set(payload) == {"steps", "house_version", "approval", "jackpot_start", "meter_delta"} & set(whole) \
            | ({"round_jackpot_start"} & set(whole))
        body = entry_body("round_settled", text)
        assert isinstance(body, SettledEntry)
        assert stake == sum(abs(b["net"]) for b in body.settlement["boxes"])
    assert _settled_facts('{"round":') is None
    assert _settled_facts('{"round":[],"settlement":{}}') is None
