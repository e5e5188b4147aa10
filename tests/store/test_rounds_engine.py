"""Rounds through the real engine: simulate, export, ``settle --batch`` on the export,
audit verify, house-rule changes, corrections, voids and floor rulings.
(Faults mid-round: test_round_faults.py; the SIGKILL test: test_crash.py.)"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from cli_support import run_main
from store_helpers import FAST_HASHER, make_users

from dealer_app.cli.store import audit_main, export_main, simulate_main
from dealer_app.services import DealerServices
from dealer_app.services.simulate import Simulator

ACK = re.compile(r"^ack round=(\d+) step=(\d+) seq=(\d+) digest=([0-9a-f]+)$")


def test_simulate_export_and_verify(db: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from rules.poker import settle_round

    assert simulate_main([*db.argv(), "--rounds", "40", "--seed", "7"]) == 0
    assert audit_main(["verify", *db.argv()]) == 0
    out = tmp_path / "shift.jsonl"
    assert export_main([*db.argv(), "--out", str(out)]) == 0
    lines = [json.loads(x) for x in out.read_text().splitlines()]
    assert len(lines) == 40
    with db.open(station="t", hasher=FAST_HASHER, record_startup=False) as s:
        shift = s.read.latest_shift()
        assert shift is not None and shift.simulated and shift.closed_seq is not None
        views = {str(v.id): v for v in s.read.rounds(shift.id)}
    for line in lines:
        assert line["format"] == "russian-poker-round/1"
        assert set(line["house"]) >= {"pay_table", "bonus_table", "max_payout", "currency"}
        view = views[line["id"]]
        assert line["jackpot"] == view.jackpot_start
        assert settle_round(line).to_json()["boxes"] == [b.settlement.to_json() for b in view.boxes]


def _without_explanations(settlement: dict) -> dict:
    out = {k: v for k, v in settlement.items() if k != "id"}
    out["boxes"] = [{k: v for k, v in b.items() if k != "explanation"} for b in settlement["boxes"]]
    return out


def test_export_then_settle_batch_reproduces_every_stored_number(db_path: Path, tmp_path: Path,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    """``dealer-app export`` then ``dealer-app settle --batch`` (a separate process, as an
    independent checker would run it) gives back exactly the stored settlements:
    every field of every box (stakes, results, cap, net, hands, outcome), the dealer's
    hands, the house net and the meter after each round. Explanations are compared
    line by line too; the stored ones may add the table's notes (an insurance
    returned as an invalid bet), which the round JSON cannot carry."""
    from dealer_app.auth.roles import Permission
    from rules.poker import GeneratorKnobs

    with DealerServices.open(db_path, station="t", hasher=FAST_HASHER) as s:
        make_users(s)
        admin = s.users.co_sign("ada", "111111", Permission.EDIT_SETTINGS, purpose="settings")
        s.settings.update(admin, approval_threshold=150_000)
        boss = s.users.co_sign("pat", "123456", Permission.EDIT_HOUSE_RULES, purpose="rules")
        s.house.save(boss, "default", {"jackpot_contribution_percent": 5, "max_payout": 200_000})
        s.meter.adjust(s.users.co_sign("pat", "123456", Permission.ADJUST_METER, purpose="meter"), 3_000_000, "seed")
        knobs = GeneratorKnobs(bonus=600, no_game=300, redraw=300, insurance=900, strong_hand=250,
                               double_combination=200, jackpot_hit=40, max_ante=150, buy_game=600, dark=150)
        result = Simulator(s, seed=2024, knobs=knobs).run(150)
        views = {str(v.id): v for v in s.read.rounds(result.shift_id)}
        voided = next(iter(views.values()))
        s.rounds.void(s.users.co_sign("paula", "123456", Permission.VOID, purpose="void"), voided.id, "test: voided",
                      second=s.users.co_sign("pat", "123456", Permission.SECOND_SIGN, purpose="void"))  # a closed shift
    assert audit_main(["verify", "--db", str(db_path)]) == 0
    out = tmp_path / "x.jsonl"
    assert export_main(["--db", str(db_path), "--out", str(out)]) == 0
    exported = out.read_text().splitlines()
    assert len(exported) == 149 and str(voided.id) not in {json.loads(x)["id"] for x in exported}
    settle = run_main("settle", "--batch", str(out))
    assert settle.returncode == 0, settle.stderr
    settled = [json.loads(x) for x in settle.stdout.splitlines()]
    assert len(settled) == len(exported)
    seen = {"share": 0, "capped": 0, "insurance": 0, "bought_game": 0, "no_game": 0, "notes": 0}
    for line, computed in zip(exported, settled, strict=True):
        round_id = json.loads(line)["id"]
        assert "refused" not in computed, computed
        assert computed["id"] == round_id
        stored = views[round_id].settlement.to_json()
        assert _without_explanations(computed) == _without_explanations(stored)
        assert computed["jackpot_after"] == views[round_id].jackpot_after
        assert -sum(b["net"] for b in computed["boxes"]) == computed["house_net"] == views[round_id].computed_house_net
        for c, st in zip(computed["boxes"], stored["boxes"], strict=True):
            assert st["explanation"][: len(c["explanation"])] == c["explanation"]
            seen["notes"] += len(st["explanation"]) > len(c["explanation"])
            seen["capped"] += c["capped"] > 0
            seen["insurance"] += c["stakes"]["insurance"] > 0
            seen["bought_game"] += c["bought_game"]
            seen["no_game"] += c["outcome"] == "no_game"
        seen["share"] += views[round_id].jackpot_shares > 0
    assert all(seen[k] for k in ("share", "capped", "insurance", "bought_game", "no_game")), seen


def test_rule_change_applies_from_next_round_and_corrections(db_path: Path) -> None:
    from dealer_app.auth.roles import Permission
    from rules.poker.generator import generate_round

    with DealerServices.open(db_path, station="t", hasher=FAST_HASHER) as s:
        sim = Simulator(s, seed=1)
        session = sim.dealer_session()
        shift = s.shifts.open(session, "sim", simulated=True)
        live = s.rounds.start(session, shift.id)
        gen = generate_round(11, live.house, None, jackpot=live.jackpot_start)
        steps = list(gen.steps)
        for step in steps[: len(steps) // 2]:
            live = s.rounds.apply(session, live.round_id, step)
        boss = s.users.system_co_sign("simulator-pit-boss", Permission.EDIT_HOUSE_RULES, purpose="rules",
                                      shift_id=shift.id)
        new = s.house.save(boss, "default", {"max_payout": 123_400})
        s.rounds.forget(live.round_id)
        resumed = s.rounds.live(live.round_id)  # replayed from the store
        assert resumed.steps == live.steps and resumed.house_version == live.house_version != new.version
        for step in steps[len(steps) // 2:]:
            resumed = s.rounds.apply(session, live.round_id, step)
        if not s.rounds.approval_state(live.round_id).satisfied:
            s.rounds.approve(s.users.system_co_sign("simulator-pit-boss", Permission.APPROVE, purpose="a",
                                                    shift_id=shift.id), live.round_id)
        s.rounds.confirm(session, live.round_id)
        nxt = s.rounds.start(session, shift.id)
        assert nxt.house_version == new.version
        void_sig = s.users.system_co_sign("simulator-pit-boss", Permission.VOID, purpose="v", shift_id=shift.id)
        s.rounds.void(void_sig, nxt.round_id, "misdeal: two cards exposed")
        rule_sig = s.users.system_co_sign("simulator-pit-boss", Permission.RULE, purpose="r", shift_id=shift.id)
        first_box = s.read.round(live.round_id).boxes[0]
        s.rounds.rule(rule_sig, live.round_id, first_box.box, first_box.computed_net + 100, "dealer misread")
        view = s.read.round(live.round_id)
        assert view.boxes[0].effective_net == first_box.computed_net + 100
        assert view.boxes[0].computed_net == first_box.computed_net
        assert s.read.round(nxt.round_id).void is not None
    assert audit_main(["verify", "--db", str(db_path)]) == 0


def test_verify_in_worker_processes_reports_the_same(db_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``audit verify`` re-settles rounds in worker processes: same report, same order,
    on a sound log and on one where settled rounds were edited."""
    import sqlite3

    from dealer_app.audit import verify
    from dealer_app.store import open_sqlite

    assert simulate_main(["--db", str(db_path), "--rounds", "60", "--seed", "5", "--quiet"]) == 0
    monkeypatch.setattr(verify._RoundChecks, "CHUNK", 7)

    def both() -> tuple[verify.AuditReport, verify.AuditReport]:
        store = open_sqlite(db_path, verify=False)
        try:
            return verify.verify_store(store, jobs=1), verify.verify_store(store, jobs=2)
        finally:
            store.close()

    one, two = both()
    assert one.ok and two.ok and one.rounds_checked == two.rounds_checked == 60
    conn = sqlite3.connect(db_path)
    conn.execute("DROP TRIGGER log_no_update")
    for rid in (3, 30, 57):  # the stored cap of every box of a settled round, and a stored step
        conn.execute("UPDATE log SET payload = replace(payload, '\"capped\":0,', '\"capped\":5,') "
                     "WHERE kind = 'round_settled' AND round_id = ?", (rid,))
    conn.execute("UPDATE log SET payload = substr(payload, 2) WHERE kind = 'step' AND round_id = 12 "
                 "AND payload LIKE '%close_bets%'")  # no longer JSON
    conn.execute("UPDATE log SET payload = replace(payload, '\"ante\":', '\"ante\":9') WHERE kind = 'step' AND "
                 "round_id = 44 AND payload LIKE '%place_bet%'")
    conn.commit()
    conn.close()
    one, two = both()
    assert not one.ok and one.problems == two.problems and one.infos == two.infos
    text = "\n".join(one.problems)
    for rid in (3, 30, 57):
        assert re.search(rf"round {rid} box \d: capped: stored 5, computed 0", text) and f"round {rid})" in text
    assert "round 44: boxes: the stored round differs from its recorded steps" in text
    assert "round 12: its recorded steps do not replay" in text and "(step, round 12): does not match" in text
