"""``audit verify --lang ru`` on a real log tampered with every way we can: each line it
prints is in Russian (no Latin word left but card codes, hex, names and reasons from
the data), and the English lines (the contract) are the ones the command always printed.

One SQLite database, a real shift (settled rounds, a void, a floor ruling), verified
once (its verified point), then changed behind the app's back: settlement payloads
edited (amounts, outcomes, hands, the dealer, a box removed, a round the engine refuses,
a settlement that cannot be read, the meter movement, the step count), entries forged
with the key (unsigned approvals, count entries that do not add up, a slip never asked
for), the tables edited (users, shifts, rounds, settings, the meter), an entry deleted
and the verified point cut away, and a wrong anchor.
"""

from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from cli_support import run_main
from store_helpers import FAST_HASHER, deal, find_round, make_users

from dealer_app.auth.roles import Permission
from dealer_app.services import DealerServices
from dealer_app.store import EntryKind, NewEntry

LATIN = re.compile(r"[A-Za-z][A-Za-z_-]*")
CARD = re.compile(r"^(?:[2-9TJQKA][shdc])+$")
HEX = re.compile(r"^[0-9a-f]+$")
VOID_REASON = "Deck short"
RULING_REASON = "Camera review"
DATA = {"dan", "dora", "pat", "paula", "ada", "adam", "tim", "Deck", "short", "Camera", "review", "Chips", "miscounted",
        "UTC", "T", "Forged", "loan", "lots"}


def _english_left(line: str) -> list[str]:
    return [w for w in LATIN.findall(line) if w not in DATA and not CARD.match(w) and not HEX.match(w)]


def _boss(s: DealerServices, name: str, permission: Permission, shift_id: int, round_id: int | None = None) -> Any:
    return s.users.co_sign(name, "123456", permission, purpose=permission.value, shift_id=shift_id, round_id=round_id)


def _build(path: Path) -> dict[str, Any]:
    """A shift of five settled rounds (one voided, one with a floor ruling); verified once."""
    with DealerServices.open(path, station="table-1", hasher=FAST_HASHER) as s:
        ids = make_users(s)
        dan = s.users.sign_in("dan", "123456")
        shift = s.shifts.open(dan, "T1")
        house = s.house.current("default").rules
        rounds = []
        start = 0
        for _ in range(5):
            gen = find_round(house, s.meter.value(), lambda st: len(st["boxes"]) >= 2 and all(
                b["outcome"] in ("win", "lose") for b in st["boxes"]), start=start)
            start += 100  # a different round each time
            live = deal(s, dan, shift.id, gen.steps)
            s.rounds.confirm(dan, live.round_id)
            rounds.append(live.round_id)
        s.rounds.void(_boss(s, "pat", Permission.VOID, shift.id, rounds[4]), rounds[4], VOID_REASON)
        ruled = s.store.entry(int(s.store.round(rounds[3]).settled_seq)).payload["settlement"]["boxes"][0]
        s.rounds.rule(_boss(s, "pat", Permission.RULE, shift.id, rounds[3]), rounds[3], int(ruled["box"]),
                      int(ruled["net"]) + 500, RULING_REASON)
    assert run_main("audit", "verify", "--db", str(path)).returncode == 0  # the verified point
    return {"ids": ids, "shift": shift.id, "rounds": rounds}


def _settled(conn: sqlite3.Connection, round_id: int) -> tuple[int, dict[str, Any]]:
    seq, payload = conn.execute("SELECT seq, payload FROM log WHERE kind = 'round_settled' AND round_id = ?",
                                (round_id,)).fetchone()
    return seq, json.loads(payload)


def _tamper(path: Path, built: dict[str, Any]) -> None:
    ids, shift_id, rounds = built["ids"], built["shift"], built["rounds"]
    with DealerServices.open(path, station="table-1", hasher=FAST_HASHER) as s:
        checkpoint = s.store.checkpoint()[0]
        # entries forged by someone holding the key: signed by nobody, counts that do not add up
        s.store.append([
            NewEntry(EntryKind.APPROVED, {"steps": 3, "digest": "00"}, ids["dan"], "x", shift_id, rounds[0]),
            NewEntry(EntryKind.SLIP_RECEIVED, {"slip": 99}, ids["dan"], "x", shift_id, ref=99),
            NewEntry(EntryKind.TRAY_COUNTED, {"stage": "closer", "chips": {"100": 3, "0": 1}, "total": 500,
                                              "counted_by": ids["dan"], "confirmed_by": ids["dan"]},
                     ids["dan"], "x", shift_id),
            NewEntry(EntryKind.BUY_IN, {"amount": -7290}, ids["tim"], "x", shift_id),
            NewEntry(EntryKind.DROP_COUNTED, {"amount": -7290}, ids["pat"], "x", shift_id),
            NewEntry(EntryKind.SLIP_REQUESTED, {"kind": "loan", "chips": {"100": 1}, "total": 100}, ids["dan"], "x",
                     shift_id),
            NewEntry(EntryKind.VARIANCE_EXPLAINED, {"variance": -7290, "text": "Chips miscounted"}, ids["pat"], "x",
                     shift_id),
            NewEntry(EntryKind.METER_ADJUSTED, {"delta": 100, "reason": "Forged"}, ids["dan"], "x", shift_id),
        ])
    conn = sqlite3.connect(path)
    for t in ("log_no_update", "log_no_delete", "rounds_no_delete", "rounds_status_forward", "shifts_no_delete",
              "users_no_delete"):
        conn.execute(f"DROP TRIGGER IF EXISTS {t}")
    # settlements edited: amounts, outcome, hand, the dealer, a box removed, the meter, the steps
    seq, p = _settled(conn, rounds[0])
    box = p["settlement"]["boxes"][0]
    box["net"] += 72900
    box["results"]["ante"] += 72900
    box["outcome"] = "push"
    box["capped"] += 72900
    p["settlement"]["house_net"] -= 72900
    p["settlement"]["dealer"]["qualified"] = not p["settlement"]["dealer"]["qualified"]
    p["settlement"]["boxes"].pop()
    p["meter_delta"] = p.get("meter_delta", 0) + 72900
    p["steps"] = int(p["steps"]) + 1
    p["jackpot_start"] = int(p.get("jackpot_start", 0)) + 72900
    conn.execute("UPDATE log SET payload = ? WHERE seq = ?", (json.dumps(p), seq))
    # a round the engine refuses (one card twice in the dealer's hand)
    seq, p = _settled(conn, rounds[1])
    p["round"]["dealer"]["cards"][1] = p["round"]["dealer"]["cards"][0]
    conn.execute("UPDATE log SET payload = ? WHERE seq = ?", (json.dumps(p), seq))
    # a settlement that cannot be read
    seq, p = _settled(conn, rounds[2])
    p["settlement"]["boxes"][0]["net"] = "lots"
    conn.execute("UPDATE log SET payload = ? WHERE seq = ?", (json.dumps(p), seq))
    # the tables against the log
    conn.execute("UPDATE users SET role = 'pit_boss', failed = 4 WHERE name = 'dan'")
    conn.execute("UPDATE users SET pin_hash = 'x' WHERE name = 'dora'")
    conn.execute("UPDATE shifts SET table_name = 'T9' WHERE id = ?", (shift_id,))
    conn.execute("UPDATE rounds SET number = 77 WHERE id = ?", (rounds[2],))
    conn.execute("DELETE FROM rounds WHERE id = ?", (rounds[3],))
    conn.execute("UPDATE settings SET value = '1' WHERE key = 'approval_threshold'")
    conn.execute("INSERT OR REPLACE INTO settings(key, value, seq) VALUES ('approval_threshold', '1', 1)")
    conn.execute("UPDATE meter SET value = value + 7290")
    # an entry deleted, and the verified point cut away
    conn.execute("DELETE FROM log WHERE seq = ?", (checkpoint,))
    conn.execute("DELETE FROM log WHERE seq = ?", (checkpoint - 3,))
    conn.commit()
    conn.close()


@pytest.fixture
def tampered(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("DEALER_APP_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("DEALER_APP_CONFIG_DIR", str(tmp_path / "config"))
    path = tmp_path / "shift.db"
    _tamper(path, _build(path))
    return path


def test_a_tampered_log_is_named_in_russian(tampered: Path) -> None:
    anchor = ["--anchor", "ab" * 32]
    en = run_main("audit", "verify", "--db", str(tampered), *anchor)
    ru = run_main("audit", "verify", "--db", str(tampered), *anchor, "--lang", "ru")
    assert en.returncode == ru.returncode == 1
    en_lines = en.out.splitlines() + [x for x in en.err.splitlines() if x.startswith("audit verify: ")]
    ru_lines = ru.out.splitlines() + [x for x in ru.err.splitlines() if x.startswith("проверка журнала: ")]
    assert len(en_lines) == len(ru_lines) >= 40, en.out
    found = "\n".join(en_lines)
    for english in ("does not match the chain", "missing: the chain breaks", "verified earlier, is missing",
                    ": net: stored", ": results.ante: stored", ": outcome: stored", ": capped: stored",
                    "house_net: stored", "dealer: qualified: stored", "missing from the stored settlement",
                    "the engine refuses the stored round", "its stored settlement cannot be read",
                    "jackpot: stored round says", "jackpot meter: recorded shares", "settled after",
                    "no signature recorded", "who was not a pit boss", "was never requested", "its chips add up to",
                    "counted and confirmed by the same person", "buy-in amount", "is negative",
                    "is neither fill nor credit", "may not", "user ", "(changed)", ": table_name: stored",
                    ": number: stored", "was started in the log but is missing", "setting approval_threshold",
                    "jackpot meter: stored", "info: round", "floor ruling", "count variance",
                    "the log does not hold this chain head", "audit verify: FAILED"):
        assert english in found, english
    for e_line, r_line in zip(en_lines, ru_lines, strict=True):
        assert r_line != e_line
        assert _english_left(r_line) == [], (e_line, r_line)
    # the problems keep the log's minor units (the contract); the information lines show money as people read it
    problems = [x for x in ru.out.splitlines() if not x.startswith("инфо:")]
    assert "72900" in ru.out and not [x for x in problems if "€" in x]
    ruling = [x for x in ru.out.splitlines() if x.startswith("инфо:") and "решение пит-босса" in x]
    assert ruling and all("\xa0€ (расчёт " in x for x in ruling), ruling
