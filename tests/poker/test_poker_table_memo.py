"""The live round's analysis is worked out incrementally (a step rebuilds only the record of
its own slot, and an :class:`AnalysisMemo` keeps each unchanged box's checks and hands): at
every step, for every step tried (legal, refused, a correction, an undo, a withdrawal), it is
exactly what the analysis from scratch gives."""

from __future__ import annotations

import dataclasses

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis_depth import depth
from test_poker_properties import rounds

from rules.cards import parse_card
from rules.poker import (
    Decide,
    Decision,
    FinalCards,
    GeneratedRound,
    PlaceBet,
    RoundState,
    SplitMix64,
    StepKind,
    Undo,
    Withdraw,
    generate_round,
)
from rules.poker.house import HouseRules
from rules.poker.record import AnalysisMemo, analyse, parse_round
from rules.poker.table import _record

FAST = settings(max_examples=depth(150), deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _from_scratch(state: RoundState) -> RoundState:
    """The same state with nothing remembered: its analysis and checks are worked out in full."""
    return dataclasses.replace(state, _analysis=None, _memo=None)


def _same(state: RoundState) -> None:
    full = analyse(_record(state._entries, state.jackpot), state.house)
    assert state.analysis == full
    assert state.analysis.record == full.record


@FAST
@given(rounds, st.integers(0, 2**32))
def test_every_step_analyses_as_from_scratch(g: GeneratedRound, seed: int) -> None:
    rng = SplitMix64(seed)
    state = RoundState.new(g.house, g.jackpot, bonus_track=False)
    box = g.round_json["boxes"][0]["box"]
    tries = [PlaceBet(9, 10), PlaceBet(box, g.house.max_ante + 1), Decide(12, Decision.BET),
             Decide(box, Decision.FOLD), FinalCards(box, (parse_card("As"),)), Undo(),
             Withdraw(StepKind.DECIDE, box), Withdraw(StepKind.DEALER_CARDS, None)]
    for step in g.steps:
        for tried in (step, tries[rng.below(len(tries))]):
            assert state.check(tried) == _from_scratch(state).check(tried)
        state = state.apply(step)
        _same(state)
        if rng.chance(250):  # a correction (the same step again) undone; a withdrawal undone
            for extra in (step, tries[6 + rng.below(2)]):
                if not state.check(extra):
                    state = state.apply(extra)
                    _same(state)
                    state = state.apply(Undo())
                    _same(state)
    if state.complete:
        assert state.to_round_json() == _from_scratch(state).to_round_json()


def test_a_memo_gives_the_same_analysis_for_every_round_and_forgets_when_full() -> None:
    memo = AnalysisMemo(limit=4)
    house = HouseRules()
    for seed in range(40):
        g = generate_round(seed, house, None, 0)
        record, problems = parse_round(g.round_json)
        assert record is not None and not problems
        assert analyse(record, house, memo) == analyse(record, house)
        assert analyse(record, house, memo) == analyse(record, house)  # remembered this time
        assert len(memo) <= 4
