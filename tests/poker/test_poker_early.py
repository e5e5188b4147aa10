"""A box's result before the round is complete (rules.poker.early): a box that takes the
Ante at no game is settled at the T key, before its cards are shown; every figure known
early is the one the complete round's settlement gives."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis_depth import depth

import rules.poker.table as t
from rules.cards import parse_cards
from rules.poker import HouseRules, RoundState
from rules.poker.generator import GeneratorKnobs, generate_round
from rules.poker.record import Decision, NoGame

NO_GAME = t.DealerCards(parse_cards("ks 9d 7c 4h 2s"))  # king high: no game


def _no_game_round() -> RoundState:
    """Box 1 (no bonus, two cards exchanged), box 2 (bonus) and box 3 (insured) bet; the
    dealer has no game."""
    return RoundState.replay(HouseRules(), [
        t.PlaceBet(1, 1000), t.PlaceBet(2, 1000, bonus=500), t.PlaceBet(3, 1000), t.CloseBets(),
        t.BonusCards(2, parse_cards("th td 4c 4s ad")),
        t.Exchange(1, count=2), t.Decide(1, Decision.BET), t.Decide(2, Decision.BET), t.Decide(3, Decision.BET),
        t.Insure(3, 1000), NO_GAME,
    ])


def test_a_box_that_takes_the_ante_is_settled_at_the_t_key_before_its_cards() -> None:
    state = _no_game_round()
    assert 1 not in state.early_results()
    state = state.apply(t.NoGameChoice(1, NoGame.TAKE_ANTE))
    early = state.early_results()
    assert [e.kind for e in state.expected()][:1] == [t.StepKind.NO_GAME_CHOICE]  # box 2 chooses next
    r = early[1]
    assert r.final and r.settlement.hand is None  # its cards are not in: not needed for its money
    assert (r.settlement.results.ante, r.settlement.results.bet, r.settlement.results.fees) == (1000, 0, -1000)
    assert r.settlement.net == 0  # Ante won, exchange fee paid
    state = state.apply(t.NoGameChoice(2, NoGame.TAKE_ANTE)).apply(t.NoGameChoice(3, NoGame.TAKE_ANTE))
    early = state.early_results()
    assert early[2].final and early[2].settlement.results.bonus == 1000  # two pair as dealt, 2:1
    assert early[3].pending == ("insurance",)  # valid only on a strong enough hand: with the cards
    assert early[3].settlement.results.insurance == 0 and early[3].settlement.net == 1000
    # the cards are still asked for (the record reports every betting box's hand)
    assert {e.box for e in state.expected() if e.kind is t.StepKind.FINAL_CARDS} == {1, 3}
    final = (state.apply(t.FinalCards(1, parse_cards("qh qs 3d 5c 8h")))
                  .apply(t.FinalCards(3, parse_cards("jh js jc 6d 8d"))).settlement())
    assert final is not None
    for n in (1, 2):
        got, want = early[n].settlement, final.box(n)
        assert (got.results, got.capped, got.net) == (want.results, want.capped, want.net)
    assert final.box(3).results.insurance == 1000 and final.box(3).net == early[3].settlement.net + 1000


def test_a_box_that_buys_waits_for_the_dealers_new_card() -> None:
    state = _no_game_round().apply(t.NoGameChoice(1, NoGame.BUY_GAME))
    assert 1 not in state.early_results()


@settings(max_examples=depth(150), deadline=None)
@given(seed=st.integers(0, 2**48), knob=st.sampled_from([None, GeneratorKnobs(box_played=1000)]))
def test_what_is_known_early_is_what_the_settlement_says(seed: int, knob: GeneratorKnobs | None) -> None:
    house = HouseRules()
    gen = generate_round(seed, house, knob)
    state = RoundState.new(house)
    seen: list[dict[int, object]] = []
    for step in gen.steps:
        state = state.apply(step)
        if not state.complete:
            seen.append(dict(state.early_results()))
    final = state.settlement()
    assert final is not None
    for early in seen:
        for n, r in early.items():
            got, want = r.settlement, final.box(n)
            assert (got.results.ante, got.results.bet, got.results.bonus, got.results.fees) == (
                want.results.ante, want.results.bet, want.results.bonus, want.results.fees)
            if r.final:
                assert (got.results, got.capped, got.net) == (want.results, want.capped, want.net)
            else:
                assert want.net >= got.net  # the insurance wins 1:1 or is returned
