"""Four eyes on live rounds, and the jackpot meter (real users, real engine rounds).

* A payout at or above the threshold and every jackpot share need a pit boss who
  did not prepare the round, before the dealer can confirm; a refusal sends the
  round back for correction (or a floor ruling); voids and rulings need a pit boss.
* The meter moves only by shares paid and contributions (at settlement), signed
  adjustments, and the reversal recorded by the void of a settled round; its
  history adds up to its value; ``audit verify`` checks all of it and lists voids
  and rulings as information lines.
"""

from __future__ import annotations

from typing import Any

import pytest
from store_helpers import FAST_HASHER, db_argv, deal, find_round, make_users, superuser_sql

from dealer_app.auth.roles import Permission, PermissionDenied, Role
from dealer_app.cli.store import audit_main
from dealer_app.services import DealerServices, ServiceError, StateError
from dealer_app.services.rounds import ApprovalKind, MeterWouldGoNegative, required_approvals
from dealer_app.store import EntryKind, NewEntry, RoundStatus
from rules.poker import Settlement

THRESHOLD = 5_000  # 50.00: low enough that ordinary wins are held for approval


@pytest.fixture
def live(db: Any) -> Any:
    s = db.open(station="table-1", hasher=FAST_HASHER)
    ids = make_users(s)
    admin = s.users.co_sign("ada", "111111", Permission.EDIT_SETTINGS, purpose="settings")
    s.settings.update(admin, approval_threshold=THRESHOLD)
    dealer = s.users.sign_in("dan", "123456")
    shift = s.shifts.open(dealer, "T1")
    yield s, ids, dealer, shift.id
    s.close()


def _boss(s: DealerServices, name: str, permission: Permission, shift_id: int, round_id: int | None = None) -> Any:
    return s.users.co_sign(name, "123456", permission, purpose=permission.value, shift_id=shift_id, round_id=round_id)


def _held_round(s: DealerServices, shift_id: int, start: int = 0) -> Any:
    house = s.house.current("default").rules
    return find_round(house, s.meter.value(),
                      lambda st: any(i.kind is ApprovalKind.PAYOUT for i in required_approvals(
                          Settlement.from_json(st, house, jackpot_before=0), THRESHOLD)),
                      start=start)


def test_payout_needs_a_pit_boss_who_did_not_prepare_it(live: Any) -> None:
    s, ids, dealer, shift_id = live
    gen = _held_round(s, shift_id)
    r = deal(s, dealer, shift_id, gen.steps)
    st = s.rounds.approval_state(r.round_id)
    assert st.pending and st.required and all(i.amount >= THRESHOLD for i in st.required)
    with pytest.raises(StateError, match="waiting for a pit boss"):
        s.rounds.confirm(dealer, r.round_id)
    with pytest.raises(PermissionDenied):  # the dealer themself
        s.rounds.approve(dealer, r.round_id)
    with pytest.raises(PermissionDenied):  # an administrator never approves
        s.users.co_sign("ada", "111111", Permission.APPROVE, purpose="approve", shift_id=shift_id)
    # the dealer who prepared it is made a pit boss: still not allowed to approve their own round
    admin = s.users.co_sign("ada", "111111", Permission.MANAGE_USERS, purpose="promote")
    s.users.set_role(admin, ids["dan"], Role.PIT_BOSS)
    with pytest.raises(PermissionDenied, match="co-signature needs another person"):
        _boss(s, "dan", Permission.APPROVE, shift_id)
    with pytest.raises(PermissionDenied, match="prepared round"):
        s.rounds.approve(dealer, r.round_id)  # their own session, now with a pit boss's role
    admin = s.users.co_sign("ada", "111111", Permission.MANAGE_USERS, purpose="demote")  # a co-signature signs once
    s.users.set_role(admin, ids["dan"], Role.DEALER)
    e = s.rounds.approve(_boss(s, "pat", Permission.APPROVE, shift_id, r.round_id), r.round_id)
    assert s.rounds.approval_state(r.round_id).approved_seq == e.seq
    with pytest.raises(StateError, match="already approved"):
        s.rounds.approve(_boss(s, "paula", Permission.APPROVE, shift_id), r.round_id)
    settled = s.rounds.confirm(dealer, r.round_id)
    assert settled.payload["approval"] == e.seq
    view = s.read.round(r.round_id)
    assert [a.by_name for a in view.approvals] == ["pat"] and view.approvals[0].approved
    assert audit_main(["verify", *db_argv(s.store)]) == 0


def test_refusal_sends_the_round_back_for_correction(live: Any, capsys: pytest.CaptureFixture[str]) -> None:
    from rules.poker import Undo

    s, _ids, dealer, shift_id = live
    gen = _held_round(s, shift_id)
    r = deal(s, dealer, shift_id, gen.steps)
    with pytest.raises(ServiceError, match="reason"):
        s.rounds.refuse(_boss(s, "pat", Permission.REFUSE, shift_id), r.round_id, "  ")
    s.rounds.refuse(_boss(s, "pat", Permission.REFUSE, shift_id), r.round_id, "box cards misread")
    st = s.rounds.approval_state(r.round_id)
    assert not st.satisfied and not st.pending and st.outstanding_refusal is not None
    with pytest.raises(StateError, match="refused"):
        s.rounds.confirm(dealer, r.round_id)
    # the dealer corrects: withdraws the last entry and enters it again (new events, never edits)
    last = gen.steps[-1]
    s.rounds.apply(dealer, r.round_id, Undo())
    r2 = s.rounds.apply(dealer, r.round_id, last)
    assert r2.steps == len(gen.steps) + 2
    st = s.rounds.approval_state(r.round_id)
    assert st.pending and st.outstanding_refusal is None  # a new approval is needed for the corrected round
    with pytest.raises(StateError, match="waiting for a pit boss"):
        s.rounds.confirm(dealer, r.round_id)
    s.rounds.approve(_boss(s, "paula", Permission.APPROVE, shift_id), r.round_id)
    s.rounds.confirm(dealer, r.round_id)
    # refused, recounted, then approved as it stands; a refusal after an approval withdraws it
    gen = _held_round(s, shift_id, start=gen.seed + 1)
    r = deal(s, dealer, shift_id, gen.steps)
    s.rounds.approve(_boss(s, "paula", Permission.APPROVE, shift_id), r.round_id)
    s.rounds.refuse(_boss(s, "pat", Permission.REFUSE, shift_id), r.round_id, "chips miscounted: recount")
    st = s.rounds.approval_state(r.round_id)
    assert st.approved_seq is None and st.outstanding_refusal is not None
    with pytest.raises(StateError, match="refused"):
        s.rounds.confirm(dealer, r.round_id)
    approval = s.rounds.approve(_boss(s, "pat", Permission.APPROVE, shift_id), r.round_id)
    assert s.rounds.confirm(dealer, r.round_id).payload["approval"] == approval.seq
    # refusal answered by a floor ruling instead of a correction
    gen = _held_round(s, shift_id, start=gen.seed + 1)
    r = deal(s, dealer, shift_id, gen.steps)
    s.rounds.refuse(_boss(s, "pat", Permission.REFUSE, shift_id), r.round_id, "disputed payout")
    held = {item.box for item in s.rounds.approval_state(r.round_id).required}
    for box in held:
        computed = next(b for b in r.settlement()["boxes"] if b["box"] == box)
        s.rounds.rule(_boss(s, "paula", Permission.RULE, shift_id), r.round_id, box, int(computed["net"]) - 100,
                      "paid as announced at the table")
    assert s.rounds.approval_state(r.round_id).satisfied
    e = s.rounds.confirm(dealer, r.round_id)
    assert len(e.payload["rulings"]) == len(held) and e.payload["approval"] is None
    view = s.read.round(r.round_id)
    assert view.differs and view.effective_house_net == view.computed_house_net + 100 * len(held)
    assert {b.box for b in view.boxes if b.ruling is not None} == held
    capsys.readouterr()
    assert audit_main(["verify", *db_argv(s.store)]) == 0
    out = capsys.readouterr().out
    assert "floor ruling" in out and "paula" in out and "paid as announced at the table" in out


def test_void_and_ruling_need_a_pit_boss(live: Any) -> None:
    s, _ids, dealer, shift_id = live
    gen = _held_round(s, shift_id)
    r = deal(s, dealer, shift_id, gen.steps[:3])
    with pytest.raises(PermissionDenied):
        s.rounds.void(dealer, r.round_id, "misdeal")
    with pytest.raises(StateError, match="not complete"):
        s.rounds.rule(_boss(s, "pat", Permission.RULE, shift_id), r.round_id, 1, 0, "too early")
    with pytest.raises(ServiceError, match="reason"):
        s.rounds.void(_boss(s, "pat", Permission.VOID, shift_id), r.round_id, "")
    s.rounds.void(_boss(s, "pat", Permission.VOID, shift_id), r.round_id, "card exposed")
    assert s.store.round(r.round_id).status == RoundStatus.VOIDED
    with pytest.raises(StateError, match="already voided"):
        s.rounds.void(_boss(s, "paula", Permission.VOID, shift_id), r.round_id, "again")
    with pytest.raises(StateError):
        s.rounds.apply(dealer, r.round_id, gen.steps[3])
    assert s.read.round(r.round_id).void.misdeal


def _jackpot_setup(s: DealerServices, shift_id: int) -> Any:
    boss = _boss(s, "pat", Permission.EDIT_HOUSE_RULES, shift_id)
    s.house.save(boss, "default", {"jackpot_contribution_percent": 10}, note="meter feed")
    s.meter.adjust(_boss(s, "pat", Permission.ADJUST_METER, shift_id), 2_000_000, "seed after the count",
                   shift_id=shift_id)
    return s.house.current("default").rules


def test_jackpot_shares_are_approved_and_the_meter_adds_up(live: Any, capsys: pytest.CaptureFixture[str]) -> None:
    from rules.poker import GeneratorKnobs

    s, _ids, dealer, shift_id = live
    house = _jackpot_setup(s, shift_id)
    knobs = GeneratorKnobs(bonus=900, jackpot_hit=1000)
    meter0 = s.meter.value()
    gen = find_round(house, meter0, lambda st: any(b["bonus_hand"] in ("straight_flush", "royal_flush")
                                                   and b["results"]["bonus"] > 0 for b in st["boxes"]), knobs=knobs)
    r = deal(s, dealer, shift_id, gen.steps)
    st = s.rounds.approval_state(r.round_id)
    shares = [i for i in st.required if i.kind is ApprovalKind.JACKPOT]
    assert shares and all(i.amount > 0 for i in shares)
    with pytest.raises(StateError, match="jackpot share"):
        s.rounds.confirm(dealer, r.round_id)
    s.rounds.approve(_boss(s, "paula", Permission.APPROVE, shift_id), r.round_id)
    e = s.rounds.confirm(dealer, r.round_id)
    result = r.result
    paid = sum(b.jackpot_share for b in result.boxes)
    contribution = 10 * sum(b.stakes.bonus for b in result.boxes) // 100
    assert paid == sum(i.amount for i in shares) == e.payload["jackpot_shares"]
    assert e.payload["jackpot_contribution"] == contribution
    assert s.meter.value() == meter0 - paid + contribution == result.jackpot_after
    # a plain round: contribution only
    gen2 = find_round(house, s.meter.value(), lambda st: all(b["results"]["bonus"] <= 0 or b["bonus_hand"] not in
                                                             ("straight_flush", "royal_flush") for b in st["boxes"])
                      and any(b["stakes"]["bonus"] for b in st["boxes"]), knobs=GeneratorKnobs(bonus=900))
    r2 = deal(s, dealer, shift_id, gen2.steps)
    if not s.rounds.approval_state(r2.round_id).satisfied:
        s.rounds.approve(_boss(s, "pat", Permission.APPROVE, shift_id), r2.round_id)
    e2 = s.rounds.confirm(dealer, r2.round_id)
    assert e2.payload["jackpot_contribution"] > 0 and e2.payload["jackpot_shares"] == 0
    history = s.meter.history()
    assert [m.kind for m in history] == ["adjustment", "contribution", "share", "contribution"]
    assert sum(m.delta for m in history) == s.meter.value() == history[-1].value_after
    assert history[0].by is not None and s.read.user_name(history[0].by) == "pat"
    capsys.readouterr()
    assert audit_main(["verify", *db_argv(s.store)]) == 0


def test_voiding_a_settled_round_reverses_its_meter_movement(live: Any, capsys: pytest.CaptureFixture[str]) -> None:
    from rules.poker import GeneratorKnobs

    s, _ids, dealer, shift_id = live
    house = _jackpot_setup(s, shift_id)

    def settle(gen: Any) -> Any:
        r = deal(s, dealer, shift_id, gen.steps)
        if not s.rounds.approval_state(r.round_id).satisfied:
            s.rounds.approve(_boss(s, "pat", Permission.APPROVE, shift_id), r.round_id)
        return r, s.rounds.confirm(dealer, r.round_id)

    # 1. a round that hit the jackpot: voiding it gives the share back to the meter (less its contribution)
    before = s.meter.value()
    hit = find_round(house, before, lambda st: any(b["bonus_hand"] in ("straight_flush", "royal_flush")
                                                   and b["results"]["bonus"] > 0 for b in st["boxes"]),
                     knobs=GeneratorKnobs(bonus=900, jackpot_hit=1000))
    r1, settled1 = settle(hit)
    moved1 = settled1.payload["meter_delta"]
    assert moved1 < 0 and s.meter.value() == before + moved1
    e1 = s.rounds.void(_boss(s, "paula", Permission.VOID, shift_id), r1.round_id, "dealt from the wrong shoe")
    assert e1.payload["meter_delta"] == -moved1 and s.meter.value() == before
    view = s.read.round(r1.round_id)
    assert view.void is not None and view.void.meter_delta == -moved1 and view.effective_house_net == 0
    # 2. a round that only contributed: its void takes the contribution back, unless the meter no longer holds it
    plain = find_round(house, s.meter.value(), lambda st: any(b["stakes"]["bonus"] for b in st["boxes"]) and not any(
        b["bonus_hand"] in ("straight_flush", "royal_flush") for b in st["boxes"]), knobs=GeneratorKnobs(bonus=900))
    r2, settled2 = settle(plain)
    moved2 = settled2.payload["meter_delta"]
    assert moved2 > 0
    s.meter.adjust(_boss(s, "pat", Permission.ADJUST_METER, shift_id), -s.meter.value(), "meter paid out by hand",
                   shift_id=shift_id)
    count = s.store.anchor().count
    with pytest.raises(MeterWouldGoNegative, match="adjusts the meter first"):
        s.rounds.void(_boss(s, "paula", Permission.VOID, shift_id), r2.round_id, "wrong table")
    assert s.store.anchor().count == count + 2  # only the co-signature (its PIN attempt and check) was recorded
    assert s.store.round(r2.round_id).status == RoundStatus.SETTLED
    s.meter.adjust(_boss(s, "pat", Permission.ADJUST_METER, shift_id), 1_000_000, "recount", shift_id=shift_id)
    s.rounds.void(_boss(s, "paula", Permission.VOID, shift_id), r2.round_id, "wrong table")
    assert s.meter.value() == 1_000_000 - moved2
    history = s.meter.history()
    assert [m.kind for m in history] == ["adjustment", "contribution", "share", "void", "contribution",
                                         "adjustment", "adjustment", "void"]
    assert history[3].delta == -moved1 and "dealt from the wrong shoe" in history[3].reason
    assert s.read.user_name(history[3].by) == "paula" and history[3].round_id == r1.round_id
    assert sum(m.delta for m in history) == s.meter.value() == history[-1].value_after
    capsys.readouterr()
    assert audit_main(["verify", *db_argv(s.store)]) == 0
    out = capsys.readouterr().out
    assert f"info: round {r1.round_id} voided (settled round) by paula" in out
    assert f"info: round {r2.round_id} voided (settled round) by paula" in out


def test_confirm_refused_when_the_meter_cannot_pay(live: Any) -> None:
    from rules.poker import GeneratorKnobs

    s, _ids, dealer, shift_id = live
    house = _jackpot_setup(s, shift_id)
    gen = find_round(house, s.meter.value(), lambda st: any(b["bonus_hand"] == "royal_flush" and b["results"]["bonus"] > 0
                                                            for b in st["boxes"]),
                     knobs=GeneratorKnobs(bonus=900, jackpot_hit=1000))
    r = deal(s, dealer, shift_id, gen.steps)
    s.rounds.approve(_boss(s, "pat", Permission.APPROVE, shift_id), r.round_id)
    # the meter is emptied (another table's royal, by hand) while this round waits
    s.meter.adjust(_boss(s, "paula", Permission.ADJUST_METER, shift_id), -s.meter.value() + 1, "paid elsewhere")
    with pytest.raises(MeterWouldGoNegative, match=r"meter holds €0\.01 "):  # money, as a person reads it
        s.rounds.confirm(dealer, r.round_id)
    assert s.store.round(r.round_id).status == RoundStatus.OPEN
    s.rounds.void(_boss(s, "pat", Permission.VOID, shift_id), r.round_id, "meter dispute: replayed")
    assert audit_main(["verify", *db_argv(s.store)]) == 0


def test_verify_finds_a_settlement_without_its_approval(live: Any, capsys: pytest.CaptureFixture[str]) -> None:
    """Entries written around the services (with a valid chain) still break the four-eyes rule."""
    s, ids, dealer, shift_id = live
    gen = _held_round(s, shift_id)
    r = deal(s, dealer, shift_id, gen.steps)
    settlement = r.settlement()
    s.store.append([NewEntry(EntryKind.ROUND_SETTLED, {
        "settlement": settlement, "round": r.round_json(), "house_version": r.house_version,
        "jackpot_start": r.jackpot_start, "jackpot_shares": 0, "jackpot_contribution": 0, "jackpot_boxes": [],
        "meter_delta": 0, "steps": r.steps, "digest": "x", "approval": None, "rulings": []},
        ids["dan"], "table-1", shift_id, r.round_id)])
    s.store.append([NewEntry(EntryKind.ROUND_VOIDED, {"reason": "self-service", "status": "settled",
                                                      "misdeal": False, "steps": r.steps, "meter_delta": 0},
                             ids["dan"], "table-1", shift_id, r.round_id)])
    capsys.readouterr()
    assert audit_main(["verify", *db_argv(s.store)]) == 1
    out = capsys.readouterr().out
    assert f"round {r.round_id}: settled by entry" in out and "without a pit boss's approval" in out
    assert "round voided by dan, who was not a pit boss (dealer)" in out


def test_edited_meter_movement_is_found(live: Any, capsys: pytest.CaptureFixture[str]) -> None:
    s, _ids, dealer, shift_id = live
    _jackpot_setup(s, shift_id)
    gen = find_round(s.house.current("default").rules, s.meter.value(),
                     lambda st: any(b["stakes"]["bonus"] for b in st["boxes"]))
    r = deal(s, dealer, shift_id, gen.steps)
    if not s.rounds.approval_state(r.round_id).satisfied:
        s.rounds.approve(_boss(s, "pat", Permission.APPROVE, shift_id), r.round_id)
    e = s.rounds.confirm(dealer, r.round_id)
    argv = db_argv(s.store)
    superuser_sql(s.store, "UPDATE log SET payload = replace(payload, '\"jackpot_contribution\":', "
                           "'\"jackpot_contribution\":1') WHERE seq = ?", (e.seq,))
    s.close()
    assert audit_main(["verify", *argv]) == 1
    out = capsys.readouterr().out
    assert f"entry {e.seq} (round_settled, round {r.round_id})" in out and "jackpot meter" in out
