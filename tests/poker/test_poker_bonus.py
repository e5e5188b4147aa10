"""The bonus at the live table (RULES.md §4, UX.md step 3): :meth:`RoundState.bonus_results`.

A final bonus result must be exactly what the settlement later says for the box,
whatever else happens in the round; it must be final as soon as nothing still
to be entered can change it; and a correction before the round is confirmed
changes it visibly (``corrected_from``, ``final_since``).
"""

from __future__ import annotations

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from hypothesis_depth import depth

from rules.cards import FULL_DECK, parse_cards
from rules.hands import Category
from rules.poker import (
    BonusCards,
    BonusOutcome,
    BonusResult,
    BonusStage,
    CloseBets,
    Decide,
    Decision,
    GeneratedRound,
    GeneratorKnobs,
    HouseRules,
    Phase,
    PlaceBet,
    RoundState,
    Settlement,
    Undo,
    generate_round,
    settle_round,
)

HOUSES = [
    HouseRules(),
    HouseRules.from_mapping({"bonus_lost_on_fold": True}),
    HouseRules.from_mapping({"bonus_lost_on_fold": True, "cap_includes_bonus": True, "max_payout": 200000,
                             "jackpot_percent": {"straight_flush": 60, "royal_flush": 100}}),
    HouseRules.from_mapping({"cap_includes_bonus": True, "max_payout": 150000, "jackpot_contribution_percent": 20,
                             "bonus_table": {"two_pair": 2, "three_of_a_kind": 7, "straight": 40, "flush": 50,
                                             "full_house": 70},
                             "jackpot_percent": {"four_of_a_kind": 50, "straight_flush": 75, "royal_flush": 100}}),
    HouseRules.from_mapping({"bonus_lost_on_fold": True, "jackpot_percent": {"royal_flush": 100},
                             "bonus_table": {"two_pair": 2, "three_of_a_kind": 7, "straight": 40, "flush": 50,
                                             "full_house": 70, "four_of_a_kind": 200, "straight_flush": 500}}),
]
KNOBS = [
    GeneratorKnobs(bonus=700),
    GeneratorKnobs(box_played=950, bonus=900, jackpot_hit=600, strong_hand=400, dark=200),
    GeneratorKnobs(box_played=900, bonus=800, jackpot_hit=900, show_exchange=800, max_ante=400),
]
JACKPOTS = [0, 100_000, 2_500_000, 10_000_001]

rounds = st.builds(
    lambda seed, h, k, j: generate_round(seed, HOUSES[h], KNOBS[k], JACKPOTS[j]),
    st.integers(0, 2**40), st.integers(0, len(HOUSES) - 1), st.integers(0, len(KNOBS) - 1),
    st.integers(0, len(JACKPOTS) - 1),
)
FAST = settings(max_examples=depth(150), deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _prefixes(g: GeneratedRound) -> list[RoundState]:
    states = [RoundState.new(g.house, g.jackpot)]
    for step in g.steps:
        states.append(states[-1].apply(step))
    return states


def _agrees(r: BonusResult, s: Settlement) -> None:
    """A final bonus result is the settlement's bonus for its box, word for word."""
    b = s.box(r.box)
    assert r.final
    assert (r.result, r.jackpot_share, r.category, r.stake) == (b.results.bonus, b.jackpot_share, b.bonus_hand,
                                                                 b.stakes.bonus)
    assert r.explanation[0] in b.explanation
    if r.outcome is BonusOutcome.JACKPOT:
        assert b.jackpot_share == r.result >= 0
    elif r.outcome is BonusOutcome.WIN:
        assert r.result > 0 and b.jackpot_share == 0
    else:
        assert r.result == -r.stake
    assert r.capped <= max(0, b.capped)  # withheld at once, part of what the box's cap withholds


@FAST
@given(rounds)
def test_a_final_bonus_result_is_what_the_settlement_says(g: GeneratedRound) -> None:
    states = _prefixes(g)
    final = states[-1]
    assert final.complete
    s = final.settlement()
    assert s is not None and s.to_json() == settle_round(g.round_json).to_json()
    # at the end every bonus box has its final result
    bonus_boxes = {b.box for b in s.boxes if b.stakes.bonus}
    assert {r.box for r in final.bonus_results()} == bonus_boxes
    assert all(r.final for r in final.bonus_results())
    first_final: dict[int, BonusResult] = {}
    for n, state in enumerate(states):
        for r in state.bonus_results():
            if not r.final:
                assert r.final_since is None
                continue
            _agrees(r, s)
            # no correction in a generated round: a final result holds from where it became final
            first = first_final.setdefault(r.box, r)
            assert r == first and r.final_since is not None and r.final_since <= n
            assert r.corrected_from is None
    assert set(first_final) == bonus_boxes


@FAST
@given(rounds)
def test_a_bonus_result_is_final_as_soon_as_nothing_to_come_can_change_it(g: GeneratedRound) -> None:
    house = g.house
    for state in _prefixes(g):
        results = {r.box: r for r in state.bonus_results()}
        for b in state.analysis.boxes:
            e = b.entry
            if not e.bonus or b.dealt_category is None:
                assert e.box not in results
                continue
            r = results[e.box]
            decided = e.dark or e.decision is not None
            if house.bonus_lost_on_fold and not decided:
                assert r.stage is BonusStage.AWAITING_DECISION
            elif b.dealt_category not in house.jackpot_percent:
                assert r.final, "a fixed-odds bonus (or a loss) depends on nothing else"
            elif e.folds and house.bonus_lost_on_fold:
                assert r.final and r.outcome is BonusOutcome.LOST_ON_FOLD
        if state.phase.order > Phase.BONUS.order and not house.bonus_lost_on_fold:
            # every bonus box has shown its five: every claim of the round is known
            assert all(r.final for r in results.values())
        if state.phase.order > Phase.DECISIONS.order:
            assert all(r.final for r in results.values())


@FAST
@given(rounds, st.integers(0, 2**32))
def test_a_correction_before_confirmation_changes_the_result_and_says_so(g: GeneratedRound, pick: int) -> None:
    """The bonus stake or the dealt cards of a bonus box are corrected once the round is
    complete: the new result is final, matches the new settlement and names the old one."""
    state = RoundState.replay(g.house, g.steps, g.jackpot)
    results = state.bonus_results()
    assume(results)
    r = results[pick % len(results)]
    bet = next(e for e in state.entries if isinstance(e, PlaceBet) and e.box == r.box)
    house = g.house
    if pick % 2:
        stake = house.min_bonus if r.stake != house.min_bonus else house.max_bonus
        assume(stake != r.stake)
        step: PlaceBet | BonusCards = PlaceBet(r.box, bet.ante, stake, bet.dark)
    else:
        used = state.used_cards()
        spare = [c for c in FULL_DECK if c not in used]
        step = BonusCards(r.box, tuple(spare[pick % 7: pick % 7 + 5]))
    assume(state.can_apply(step))
    after = state.apply(step)
    s = after.settlement()
    # (an insurance the corrected cards make invalid is returned: a note the round JSON cannot carry)
    assert s is not None and s.to_json() == settle_round(after.to_round_json()).with_notes(after.notes()).to_json()
    for new in after.bonus_results():
        _agrees(new, s)
        old = state.bonus_result(new.box)
        assert old is not None
        if new.result != old.result:
            assert new.corrected_from == old.result
            assert new.final_since == len(after.steps)
        else:
            assert (new.final_since, new.corrected_from) == (old.final_since, old.corrected_from)


def test_a_fixed_odds_bonus_is_final_at_once_and_a_jackpot_share_once_every_claim_is_known() -> None:
    state = RoundState.replay(HouseRules(), [
        PlaceBet(1, 1000, 500), PlaceBet(2, 1000, 500), PlaceBet(3, 1000, 200), CloseBets(),
        BonusCards(1, parse_cards("As Ks Qs Js Ts")), BonusCards(3, parse_cards("7h 7d 7c 2s 4d")),
    ], jackpot=100_000)
    one, three = state.bonus_results()
    assert (one.outcome, one.stage, one.result) == (BonusOutcome.JACKPOT, BonusStage.AWAITING_CLAIMS, 100_000)
    assert (three.outcome, three.stage, three.result, three.final_since) == (BonusOutcome.WIN, BonusStage.FINAL, 1400, 6)
    assert three.explanation == ("Bonus €2.00 × 7 (three of a kind as dealt) = €14.00.",)
    # box 2's straight flush claims 10 % too: the claims (110 %) are shared
    state = state.apply(BonusCards(2, parse_cards("9h 8h 7s 6h 5h")))
    assert state.bonus_result(1) is not None and state.bonus_result(1).final  # type: ignore[union-attr]
    state = RoundState.replay(HouseRules(), [*state.steps[:-1], BonusCards(2, parse_cards("9h 8h 6s 6h 5h"))],
                              jackpot=100_000)
    assert state.phase is Phase.DECISIONS
    shared = RoundState.replay(HouseRules(), [*state.steps[:-1], BonusCards(2, parse_cards("9s 8s 7s 6s 5s"))],
                               jackpot=100_000)
    one, two, three = shared.bonus_results()
    assert one.final and two.final and (one.result, two.result) == (100_000 * 100 // 110, 10_000 * 100 // 110)
    assert "more than the meter" in one.explanation[0]
    assert three.final_since == 6  # box 3's win did not wait
    # box 3's cards taken back and entered again: final again from then, the old value named
    undone = shared.apply(Undo())
    assert undone.bonus_result(2) is None and undone.bonus_result(1).stage is BonusStage.AWAITING_CLAIMS  # type: ignore[union-attr]
    redone = undone.apply(BonusCards(2, parse_cards("9s 8s 7s 6s 5s")))
    one_again = redone.bonus_result(1)
    assert one_again is not None and (one_again.result, one_again.corrected_from) == (one.result, one.result)
    assert one_again.final_since == len(redone.steps) and redone.bonus_result(3) == three


def test_with_bonus_lost_on_fold_the_bonus_waits_for_the_decision() -> None:
    house = HouseRules.from_mapping({"bonus_lost_on_fold": True})
    state = RoundState.replay(house, [PlaceBet(1, 1000, 500), PlaceBet(2, 1000, 500), CloseBets(),
                                      BonusCards(1, parse_cards("Kh Kd 4c 4s 9d")),
                                      BonusCards(2, parse_cards("As Ks Qs Js Ts"))], jackpot=50_000)
    one, two = state.bonus_results()
    assert (one.stage, one.result) == (BonusStage.AWAITING_DECISION, 1000)  # two pair, if it plays
    assert two.stage is BonusStage.AWAITING_DECISION
    state = state.apply(Decide(1, Decision.FOLD))
    one = state.bonus_result(1)  # type: ignore[assignment]
    assert (one.stage, one.outcome, one.result, one.final_since) == (BonusStage.FINAL, BonusOutcome.LOST_ON_FOLD, -500, 6)
    assert one.explanation == ("Bonus €5.00 lost: box 1 folded (house rule: bonus lost on fold).",)
    state = state.apply(Decide(2, Decision.BET))
    two = state.bonus_result(2)  # type: ignore[assignment]
    assert (two.stage, two.outcome, two.result, two.jackpot_share) == (BonusStage.FINAL, BonusOutcome.JACKPOT, 50_000, 50_000)
    # an undo of the decision: waiting again; decided again, it is final again (from now on)
    # and says what it was (the table cannot know whether chips moved in between)
    back = state.apply(Undo())
    assert back.bonus_result(2).stage is BonusStage.AWAITING_DECISION  # type: ignore[union-attr]
    again = back.apply(Decide(2, Decision.BET)).bonus_result(2)
    assert again is not None and again.final_since == 9 and again.corrected_from == 50_000
    folds = back.apply(Decide(2, Decision.FOLD)).bonus_result(2)
    assert folds is not None and (folds.result, folds.corrected_from) == (-500, 50_000)
    # a claimant that may still fold keeps another claim's share open
    house2 = HouseRules.from_mapping({"bonus_lost_on_fold": True, "jackpot_percent": {"straight_flush": 60,
                                                                                      "royal_flush": 100}})
    st2 = RoundState.replay(house2, [PlaceBet(1, 1000, 500), PlaceBet(2, 1000, 500), CloseBets(),
                                     BonusCards(1, parse_cards("9c 8c 7c 6c 5c")),
                                     BonusCards(2, parse_cards("As Ks Qs Js Ts")), Decide(1, Decision.BET)],
                            jackpot=50_000)
    assert st2.bonus_result(1).stage is BonusStage.AWAITING_CLAIMS  # type: ignore[union-attr]
    folded = st2.apply(Decide(2, Decision.FOLD))
    one = folded.bonus_result(1)  # type: ignore[assignment]
    assert (one.stage, one.result) == (BonusStage.FINAL, 30_000)


def test_the_cap_that_includes_the_bonus_withholds_at_once_what_the_bonus_alone_exceeds() -> None:
    house = HouseRules.from_mapping({"cap_includes_bonus": True, "max_payout": 100_000})
    state = RoundState.replay(house, [PlaceBet(1, 1000, 10_000), CloseBets(),
                                      BonusCards(1, parse_cards("Qs Qh Qd Qc 2s"))])
    r = state.bonus_result(1)
    assert r is not None and r.final and r.outcome is BonusOutcome.WIN
    assert (r.result, r.capped, r.payable) == (2_000_000, 1_900_000, 100_000)
    assert "withheld" in r.explanation[-1]
    s = state.apply(Decide(1, Decision.FOLD)).settlement()
    assert s is not None and s.box(1).capped == r.capped and s.box(1).results.bonus == r.result
    assert r.to_json()["stage"] == "final" and r.category is Category.FOUR_OF_A_KIND


def test_a_replay_without_the_bonus_track_refuses_records_and_settles_alike() -> None:
    """``bonus_track=False`` (verification's replay) changes nothing but ``final_since``."""
    from rules.poker import RoundState
    from rules.poker.generator import GeneratorKnobs, generate_round
    from rules.poker.house import HouseRules

    house = HouseRules()
    knobs = GeneratorKnobs(bonus=900)
    bonus_seen = 0
    for seed in range(40):
        gen = generate_round(seed, house, knobs, jackpot=100_000)
        tracked, plain = RoundState.new(house, 100_000), RoundState.new(house, 100_000, bonus_track=False)
        for step in gen.steps:
            tracked, plain = tracked.apply(step), plain.apply(step)
            assert tracked.to_round_json() == plain.to_round_json() and tracked.phase is plain.phase
            assert [(r.box, r.result) for r in tracked.bonus_results()] == \
                [(r.box, r.result) for r in plain.bonus_results()]
        assert tracked.settlement().to_json() == plain.settlement().to_json()  # type: ignore[union-attr]
        bonus_seen += bool(tracked.bonus_results())
    assert bonus_seen > 5
