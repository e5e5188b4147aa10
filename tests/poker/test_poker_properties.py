"""Properties of every settlement, on generated rounds (hypothesis picks the seeds)."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis_depth import depth
from poker_support import contract_diff

from rules.cards import parse_card
from rules.poker import (
    Decide,
    Decision,
    FinalCards,
    GeneratedRound,
    GeneratorKnobs,
    HouseRules,
    PlaceBet,
    RoundRefused,
    RoundState,
    Settlement,
    SplitMix64,
    StepRefused,
    Undo,
    generate_round,
    settle_round,
)

HOUSES = [
    HouseRules(),
    HouseRules.from_mapping({"ante_on_win": "even_money", "insurance_max_percent": 50, "max_payout": 50000}),
    HouseRules.from_mapping({"improvements": "both", "two_hands": False, "same_rank_redraw": False,
                             "ante_if_bought_no_game": "even_money", "exchange_fee_antes": 2}),
    HouseRules.from_mapping({"dealer_qualifier": "one_pair", "bonus_lost_on_fold": True, "cap_includes_bonus": True,
                             "jackpot_contribution_percent": 25, "max_payout": 200000, "bet_multiple": 3}),
]
KNOBS = [
    None,
    GeneratorKnobs(no_game=800, redraw=700, insurance=1000, strong_hand=300, double_combination=600, jackpot_hit=400,
                   max_ante=300, buy_game=900),
    GeneratorKnobs(box_played=950, bonus=800, dark=300, show_exchange=900, show_sixth=900, final_cards_when_known=900),
]
JACKPOTS = [0, 100_000, 2_500_000, 10_000_001]

rounds = st.builds(
    lambda seed, h, k, j: generate_round(seed, HOUSES[h], KNOBS[k], JACKPOTS[j]),
    st.integers(0, 2**40), st.integers(0, len(HOUSES) - 1), st.integers(0, len(KNOBS) - 1),
    st.integers(0, len(JACKPOTS) - 1),
)
FAST = settings(max_examples=depth(120), deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _winnings(house: HouseRules, b: Any) -> int:
    r = b.results
    w = max(0, r.ante) + max(0, r.bet) + max(0, r.insurance)
    if house.cap_includes_bonus and not b.jackpot_share:
        w += max(0, r.bonus)
    return w


@FAST
@given(rounds)
def test_money_adds_up(g: GeneratedRound) -> None:
    s = settle_round(g.round_json)
    house = g.house
    assert s.house_net == -sum(b.net for b in s.boxes)
    shares = 0
    for b in s.boxes:
        assert b.net == b.results.total - b.capped
        assert b.results.fees == -b.stakes.fees <= 0  # fees are never returned
        w = _winnings(house, b)
        assert b.capped == max(0, w - house.max_payout)  # nothing above the cap is paid
        assert w - b.capped <= house.max_payout
        assert b.results.ante in (-b.stakes.ante, 0, b.stakes.ante)
        assert b.results.insurance in (-b.stakes.insurance, 0, b.stakes.insurance)
        shares += b.jackpot_share
    contribution = house.jackpot_contribution_percent * sum(b.stakes.bonus for b in s.boxes) // 100
    assert s.jackpot_after == g.jackpot - shares + contribution >= 0


def _shuffled(g: GeneratedRound, seed: int) -> dict[str, Any]:
    """The same round with the cards inside every list in another order (replacements
    keep theirs: their order is the order they were drawn)."""
    rng = SplitMix64(seed)
    r = copy.deepcopy(g.round_json)

    def mix(cards: list[str]) -> None:
        rng.shuffle(cards)

    if "cards" in r["dealer"]:
        mix(r["dealer"]["cards"])
    for b in r["boxes"]:
        for key in ("cards", "final_cards"):
            if key in b:
                mix(b[key])
        ex = b.get("exchange", {})
        if "discard" in ex:
            mix(ex["discard"])
            mix(ex["draw"])
    rng.shuffle(r["boxes"])
    return r


def _without_hand_cards(settlement: dict[str, Any]) -> dict[str, Any]:
    """The settlement without the cards of hands: among equal readings (K-Q-J-T-9 with
    either of two nines) the cards reported follow the order they were entered in."""
    out = copy.deepcopy(settlement)
    for b in out["boxes"]:
        for key in ("hand", "second_hand"):
            if b[key] is not None:
                b[key] = {"category": b[key]["category"], "size": len(b[key]["cards"])}
    return out


@FAST
@given(rounds, st.integers(0, 2**32))
def test_result_does_not_depend_on_the_order_of_cards_or_boxes(g: GeneratedRound, seed: int) -> None:
    a = settle_round(g.round_json).to_json()
    b = settle_round(_shuffled(g, seed)).to_json()
    assert contract_diff(_without_hand_cards(a), _without_hand_cards(b)) == []
    assert a["dealer"] == b["dealer"] or contract_diff(a["dealer"], b["dealer"]) == []


@FAST
@given(rounds)
def test_the_table_reaches_the_same_settlement(g: GeneratedRound) -> None:
    state = RoundState.replay(g.house, g.steps, g.jackpot)
    assert state.complete
    assert state.to_round_json() == g.round_json
    s = state.settlement()
    assert isinstance(s, Settlement)
    assert s.to_json() == settle_round(g.round_json).to_json()


def _mistake(g: GeneratedRound, rng: SplitMix64) -> dict[str, Any]:
    """The round with one realistic data-entry mistake."""
    r = copy.deepcopy(g.round_json)
    boxes = r["boxes"]
    b = boxes[rng.below(len(boxes))]
    kind = rng.below(6)
    if kind == 0:
        b["ante"] = g.house.max_ante + 1
    elif kind == 1:
        b["box"] = g.house.boxes + 1
    elif kind == 2:
        b["cards"] = ["As", "Zx", "7h", "7d", "2c"]
    elif kind == 3:
        b["decision"] = "raise"
    elif kind == 4:
        b["colour"] = "red"
    else:
        other = parse_card(r["dealer"]["cards"][0]) if r["dealer"].get("cards") else parse_card("As")
        b["final_cards"] = [str(other), *b.get("final_cards", ["2c", "3d", "4h", "5s"])[1:]]
        b["sixth_card"] = "nonsense"
    return r


@FAST
@given(rounds, st.integers(0, 2**32))
def test_a_refused_round_changes_nothing(g: GeneratedRound, seed: int) -> None:
    r = _mistake(g, SplitMix64(seed))
    before = copy.deepcopy(r)
    try:
        settle_round(r)
    except RoundRefused as e:
        assert e.problems and all(str(p).split(":")[0] for p in e.problems)
    else:
        raise AssertionError("a round with a mistake was settled")
    assert r == before


@FAST
@given(rounds, st.integers(0, 2**32))
def test_refused_steps_change_nothing_and_undo_then_redo_changes_nothing(g: GeneratedRound, seed: int) -> None:
    rng = SplitMix64(seed)
    state = RoundState.new(g.house, g.jackpot)
    bad_steps = [PlaceBet(9, 10), Decide(12, Decision.BET), FinalCards(1, (parse_card("As"),)), Undo()]
    for step in g.steps:
        if rng.chance(300):  # a mistake first: refused, nothing changes
            bad = bad_steps[rng.below(len(bad_steps))]
            problems = state.check(bad)
            if problems:
                before = state
                try:
                    state.apply(bad)
                except StepRefused as e:
                    assert e.problems == problems
                assert state == before
        state = state.apply(step)
        if rng.chance(300):  # take it back and enter it again
            state = state.apply(Undo()).apply(step)
    assert state.complete
    s = state.settlement()
    assert s is not None and s.to_json() == settle_round(g.round_json).to_json()


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-10**6, 10**12) | st.floats(allow_nan=True) | st.text(max_size=4)
    | st.sampled_from(["As", "10h", "bet", "fold", "buy_game", "take_ante", "one_pair", "Zx", ""]),
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(st.sampled_from(["count", "discard", "draw", "x"]), inner, max_size=3),
    max_leaves=8,
)


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _paths(v, (*prefix, i))
    return out


@settings(max_examples=depth(300), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rounds, st.data())
def test_any_damage_is_settled_or_refused_never_an_error(g: GeneratedRound, data: st.DataObject) -> None:
    r = copy.deepcopy(g.round_json)
    for _ in range(data.draw(st.integers(1, 3))):
        paths = [p for p in _paths(r) if p]
        path = data.draw(st.sampled_from(paths))
        parent = r
        for key in path[:-1]:
            parent = parent[key]
        if data.draw(st.booleans()) and isinstance(parent, dict):
            del parent[path[-1]]
        else:
            parent[path[-1]] = data.draw(JSON_VALUES)
    try:
        s = settle_round(r)
    except RoundRefused as e:
        assert e.problems
        for line in e.lines:
            assert line.split(":")[0].startswith(("box ", "dealer", "house", "round")), line
    else:
        assert s.house_net == -sum(b.net for b in s.boxes)


@settings(max_examples=depth(200), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rounds, st.data())
def test_damaged_steps_are_read_or_refused_and_checked_without_error(g: GeneratedRound, data: st.DataObject) -> None:
    from rules.poker import StepFormatError, step_from_json

    cut = data.draw(st.integers(0, len(g.steps) - 1))
    state = RoundState.replay(g.house, g.steps[:cut], g.jackpot)
    d = g.steps[cut].to_json()
    keys = [k for k in d if k != "kind"]
    if keys:
        key = data.draw(st.sampled_from(keys))
        d[key] = data.draw(JSON_VALUES)
    try:
        step = step_from_json(d)
    except StepFormatError as e:
        assert e.problems
        return
    problems = state.check(step)
    if problems:
        before = state
        with pytest.raises(StepRefused):
            state.apply(step)
        assert state == before
    else:
        state.apply(step)
