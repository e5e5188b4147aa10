"""The record of what is owed (``dealer_app.services.owed``), as a property: a figure the
record calls final at any step of a round equals the final settlement's figure for that
part, and a figure not yet final never exceeds it (the screen never shows a figure that a
later step can still raise). Over generated rounds that favour caps, holds, jackpot hits,
insurance and bought games, under the house rules a floor's tables vary."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis_depth import depth

from dealer_app.audit.settlement_checks import ApprovalKind, required_approvals
from dealer_app.services.owed import Standing, state_early, state_owed
from rules.poker.generator import GeneratorKnobs, SplitMix64, draw_house, generate_round
from rules.poker.table import RoundState

KNOBS = GeneratorKnobs(strong_hand=400, max_ante=400, jackpot_hit=150, insurance=700, no_game=300, buy_game=500,
                       bonus=600)
THRESHOLD = 200_000


@settings(max_examples=depth(150), deadline=None)
@given(st.integers(min_value=0, max_value=2**40))
def test_a_figure_shown_as_final_is_the_final_settlements_figure(seed: int) -> None:
    house, _ = draw_house(SplitMix64(seed))
    g = generate_round(seed, house, KNOBS, jackpot=500_000)
    final_state = RoundState.replay(house, g.steps, g.jackpot)
    settlement = final_state.settlement()
    assert settlement is not None
    final = {b.box: b for b in settlement.boxes}
    held = {i.box for i in required_approvals(settlement, THRESHOLD) if i.kind is ApprovalKind.PAYOUT}
    state = RoundState.new(house, g.jackpot)
    for step in g.steps:
        state = state.apply(step)
        for box, early in state_early(state, THRESHOLD).items():
            f = final[box]
            if early.final:
                assert (early.net, early.capped) == (f.net, f.capped), (seed, box)
                assert early.payout == sum(v for v in f.results if v > 0) - f.capped
                # held early exactly when the round will hold the box's payout
                assert (early.standing is Standing.HELD) == (box in held), (seed, box)
            else:
                assert early.payout <= sum(v for v in f.results if v > 0) - f.capped, (seed, box)
    owed = state_owed(final_state, THRESHOLD)
    assert owed is not None
    for b in owed.boxes:
        f = final[b.box]
        assert (b.net, b.computed_net, b.capped) == (f.net, f.net, f.capped)
        assert b.pay >= 0 and b.now == f.net - b.before
    assert owed.house_net == settlement.house_net
