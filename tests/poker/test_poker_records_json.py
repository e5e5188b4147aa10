"""The engine's records read back from their JSON form: ``Settlement.from_json`` and
``Step.from_json`` give the typed record whose ``to_json`` is the same object again,
over every shared example and random round; malformed JSON is one clear line."""

from __future__ import annotations

import json
from typing import Any

import pytest
from poker_support import EXAMPLES, example_names, random_cases

from rules.cards import parse_cards
from rules.hands import Category
from rules.poker import Decide, Decision, PlaceBet, Settlement, settle_round
from rules.poker.house import HouseRules
from rules.poker.settle import SettlementFormatError, house_for
from rules.poker.steps import BonusCards, Exchange, StepBase, StepFormatError, Withdraw, step_from_json

GOOD = [n for n in example_names() if not n.startswith("bad-")]
ROUNDS = [json.loads((EXAMPLES / f"{n}.round.json").read_text(encoding="utf-8")) for n in GOOD] + [
    c["round"] for c in random_cases() if c["expected"] is not None]


def test_every_settlement_reads_back_to_the_same_record() -> None:
    assert len(ROUNDS) > 300
    shares = 0
    for rnd in ROUNDS:
        settled = settle_round(rnd)
        again = Settlement.from_json(settled.to_json(), house_for(rnd.get("house")),
                                     jackpot_before=int(rnd.get("jackpot") or 0))
        assert again == settled
        assert again.to_json() == settled.to_json()
        shares += sum(1 for b in again.boxes if b.jackpot_share)
    assert shares > 0, "the cases include jackpot shares"


def _settled() -> dict[str, Any]:
    rnd = json.loads((EXAMPLES / f"{GOOD[0]}.round.json").read_text(encoding="utf-8"))
    return settle_round(rnd).to_json()


@pytest.mark.parametrize(("change", "line"), [
    (lambda d: d.update(format="x"), "format: must be 'russian-poker-settlement/1', not 'x'"),
    (lambda d: d["boxes"][0].update(outcome="won"), "box 1: outcome: 'won' is not an outcome"),
    (lambda d: d["boxes"][0]["stakes"].pop("fees"), "box 1: stakes: expected the keys ante, bet, bonus, insurance, fees"),
    (lambda d: d["boxes"][0].update(net=1.5), "box 1: net: must be a whole number, not 1.5"),
    (lambda d: d.update(dealer=[]), "dealer: must be an object, not []"),
])
def test_a_malformed_settlement_is_one_line_naming_the_field(change: Any, line: str) -> None:
    data = _settled()
    change(data)
    with pytest.raises(SettlementFormatError) as e:
        Settlement.from_json(data, HouseRules(), jackpot_before=0)
    assert str(e.value).startswith(line)
    assert "\n" not in str(e.value)


def test_a_box_reads_its_hand_as_the_engine_evaluates_it() -> None:
    data = _settled()
    box = Settlement.from_json(data, HouseRules(), jackpot_before=0).boxes[0]
    if box.hand is not None:
        assert isinstance(box.hand.category, Category)
        assert box.hand.strength > 0


@pytest.mark.parametrize("step", [
    PlaceBet(1, 1000, 500, False), Decide(2, Decision.FOLD), BonusCards(3, parse_cards("As Kd 7h 7d 2c")),
    Exchange(1, discard=parse_cards("2c"), draw=parse_cards("3c")), Exchange(1, count=2),
])
def test_a_step_reads_back_through_its_class(step: StepBase) -> None:
    data = step.to_json()
    assert type(step).from_json(data) == step
    assert StepBase.from_json(data) == step == step_from_json(data)


def test_a_step_of_another_kind_is_refused_by_a_class() -> None:
    with pytest.raises(StepFormatError, match="round: kind: 'decide' is not a withdraw step"):
        Withdraw.from_json(Decide(2, Decision.BET).to_json())
