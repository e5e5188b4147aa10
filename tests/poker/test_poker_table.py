"""The live round as a state machine of dealer steps (rules.poker.table)."""

from __future__ import annotations

import pytest

from rules.cards import parse_card, parse_cards
from rules.poker import (
    BonusCards,
    BoxStatus,
    CloseBets,
    DealerCards,
    DealerReplacement,
    Decide,
    Decision,
    Exchange,
    FinalCards,
    HouseRules,
    Insure,
    NoGame,
    NoGameChoice,
    Phase,
    PlaceBet,
    RoundState,
    SixthCard,
    Step,
    StepFormatError,
    StepKind,
    StepRefused,
    Undo,
    Withdraw,
    settle_round,
    step_from_json,
)

H = HouseRules()
BET, FOLD = Decision.BET, Decision.FOLD
C = parse_cards


def play(*steps: Step, house: HouseRules = H, jackpot: int = 0) -> RoundState:
    return RoundState.replay(house, steps, jackpot)


def lines(state: RoundState, step: Step) -> list[str]:
    with pytest.raises(StepRefused) as e:
        state.apply(step)
    assert tuple(e.value.problems) == state.check(step)
    return [str(p) for p in e.value.problems]


# example 04 of the contract, as the dealer enters it
EX04 = (
    PlaceBet(2, 1000), CloseBets(), Decide(2, BET), Insure(2, 3000), DealerCards(C("Js 9d 6h 4c 2s")),
    NoGameChoice(2, NoGame.BUY_GAME), DealerReplacement(parse_card("9c")), FinalCards(2, C("7s 7h 7d Kc 3d")),
)


def test_every_step_round_trips_through_json() -> None:
    steps: list[Step] = [
        PlaceBet(1, 1000, 500, dark=True), CloseBets(), BonusCards(1, C("As Kd 7h 7d 2c")), Exchange(2, count=3),
        Exchange(3, discard=C("2c"), draw=C("9s")), SixthCard(4, None), SixthCard(4, parse_card("Ks")), Decide(2, FOLD),
        Insure(2, 3000), DealerCards(C("Qs 9h 6d 5c 3s")), NoGameChoice(1, NoGame.TAKE_ANTE),
        DealerReplacement(parse_card("Kd")), FinalCards(1, C("As Kd 7h 7d 9s")), Undo(), Withdraw(StepKind.EXCHANGE, 2),
    ]
    for s in steps:
        d = s.to_json()
        assert d["kind"] == s.kind.value
        assert step_from_json(d) == s


@pytest.mark.parametrize(
    ("d", "line"),
    [
        ({"kind": "shuffle"}, "round: kind: 'shuffle' is not a step"),
        ({"kind": "place_bet", "box": 1}, "box 1: ante: missing"),
        ({"kind": "place_bet", "box": 1, "ante": "10"}, "box 1: ante: must be a whole number"),
        ({"kind": "bonus_cards", "box": 2, "cards": ["As", "Zx"]}, "box 2: cards: 'Zx' is not a card"),
        ({"kind": "decide", "box": 2, "decision": "raise"}, "box 2: decision: must be one of bet, fold"),
        ({"kind": "close_bets", "colour": 1}, "round: colour: unknown field"),
        ({"kind": "dealer_replacement", "card": 5}, "round: card: 5 is not a card"),
    ],
)
def test_bad_step_json(d: dict[str, object], line: str) -> None:
    with pytest.raises(StepFormatError) as e:
        step_from_json(d)
    assert any(x.startswith(line) for x in e.value.lines), e.value.lines


def test_example_04_step_by_step() -> None:
    s = RoundState.new(H)
    phases = []
    for step in EX04:
        s = s.apply(step)
        phases.append(s.phase)
    assert phases == [Phase.BETS, Phase.DECISIONS, Phase.DEALER, Phase.DEALER, Phase.NO_GAME, Phase.REPLACEMENT,
                      Phase.SHOWDOWN, Phase.COMPLETE]
    assert s.steps == EX04 and s.complete and s.expected() == ()
    v = s.box(2)
    assert v.status is BoxStatus.SETTLED and v.hand is not None and v.hand.category.key == "three_of_a_kind"
    settlement = s.settlement()
    assert settlement is not None and settlement.to_json() == settle_round(s.to_round_json()).to_json()
    assert settlement.boxes[0].results == (0, 6000, 0, 3000, -1000)


def test_expectations_follow_the_table_order() -> None:
    s = play(PlaceBet(1, 1000, 100), PlaceBet(3, 1000))
    assert [e.kind for e in s.expected()] == [StepKind.PLACE_BET, StepKind.CLOSE_BETS]
    s = s.apply(CloseBets())
    assert s.phase is Phase.BONUS and [(e.kind, e.box) for e in s.expected()] == [(StepKind.BONUS_CARDS, 1)]
    s = s.apply(BonusCards(1, C("As Kd 7h 7d 2c")))
    exp = s.expected()
    assert s.phase is Phase.DECISIONS and [e.kind for e in exp if not e.optional] == [StepKind.DECIDE]
    assert {e.kind for e in exp if e.optional} == {StepKind.EXCHANGE, StepKind.SIXTH_CARD}
    s = s.apply(Decide(1, BET)).apply(Decide(3, FOLD))
    assert s.phase is Phase.DEALER and s.expected()[0].kind is StepKind.DEALER_CARDS
    s = s.apply(DealerCards(C("Qs 9h 6d 5c 3s")))
    assert s.dealer_qualified() is False and s.phase is Phase.NO_GAME
    assert [(e.kind, e.box) for e in s.expected()] == [(StepKind.NO_GAME_CHOICE, 1)]


def test_steps_not_yet_legal_are_refused_and_change_nothing() -> None:
    s = play(PlaceBet(1, 1000))
    assert lines(s, Decide(1, BET)) == ["box 1: decision: not yet: bets are still open"]
    s = s.apply(CloseBets())
    assert lines(s, PlaceBet(2, 1000)) == ["box 2: ante: bets are closed: no new box now"]
    assert lines(s, Decide(2, BET)) == ["box 2: decision: there is no bet on box 2"]
    assert lines(s, DealerReplacement(parse_card("Kd")))[0].startswith("dealer: replacements: not yet")
    assert lines(s, FinalCards(1, C("As Kd 7h 7d 2c")))[0].startswith("box 1: final_cards: not yet")
    s = s.apply(Decide(1, BET)).apply(DealerCards(C("8s 8h Kc 5d 2s")))
    assert lines(s, NoGameChoice(1, NoGame.BUY_GAME)) == ["box 1: no_game: the dealer has a game (one pair)"]
    assert lines(s, Insure(1, 3000)) == ["box 1: insurance: too late: the dealer's cards are turned"]
    before = s
    assert lines(s, FinalCards(1, C("8s Kd 7h 7d 2c"))) == ["box 1 and dealer: card 8s appears twice"]
    assert s == before and s.steps == before.steps


def test_same_problems_as_settle() -> None:
    s = play(PlaceBet(1, 1000), CloseBets())
    assert lines(s, BonusCards(1, C("As Kd 7h 7d"))) == ["box 1: cards: 4 cards, but a box is dealt five"]
    assert lines(s.apply(Decide(1, BET)), Insure(1, 500)) == ["box 1: insurance: 500 is below the Ante (1000)"]
    s2 = play(PlaceBet(1, 1000), PlaceBet(2, 1000), CloseBets(), BonusCards(1, C("As Kd 7h 7d 2c")))
    assert lines(s2, BonusCards(2, C("As Qd 8h 8d 3c"))) == ["box 1 and box 2: card As appears twice"]
    assert lines(play(), PlaceBet(1, 100))[0] == "box 1: ante: 100 is below the minimum Ante (500)"


def test_corrections_replace_the_earlier_entry_if_still_consistent() -> None:
    s = play(PlaceBet(1, 1000), PlaceBet(2, 1000), CloseBets(), Decide(1, BET), Insure(1, 2000))
    s2 = s.apply(PlaceBet(2, 2500))  # the Ante of box 2 was 2,500
    assert s2.box(2).ante == 2500 and len(s2.steps) == len(s.steps) + 1
    assert lines(s, PlaceBet(1, 2500)) == ["box 1: insurance: 2000 is below the Ante (2500)"]
    assert lines(s, Decide(1, FOLD)) == ["box 1: insurance: a box that folds cannot insure"]
    s3 = s.apply(Insure(1, 0)).apply(Decide(1, FOLD))
    assert s3.box(1).status is BoxStatus.FOLDED
    # undo restores what a correction replaced
    assert s2.apply(Undo()).box(2).ante == 1000
    assert lines(play(), Undo()) == ["round: undo: nothing to undo"]


def test_undo_withdraws_the_last_entry_and_withdraw_one_slot() -> None:
    s = play(PlaceBet(1, 1000), CloseBets(), Exchange(1, count=2), Decide(1, FOLD))
    u = s.apply(Undo())
    assert u.phase is Phase.DECISIONS and u.box(1).decision is None and u.box(1).exchange is not None
    w = s.apply(Withdraw(StepKind.EXCHANGE, 1))
    assert w.box(1).exchange is None and w.box(1).fees == 0
    assert lines(s, Withdraw(StepKind.PLACE_BET, 1))[0] == "box 1: exchange: recorded for box 1: withdraw it first"
    assert lines(s, Withdraw(StepKind.SIXTH_CARD, 1)) == ["box 1: sixth_card: nothing recorded to withdraw"]


def test_same_rank_redraw_at_the_table() -> None:
    s = play(PlaceBet(1, 1000), PlaceBet(2, 1000), CloseBets(), Decide(1, BET), Decide(2, BET),
             DealerCards(C("Qs 9h 7d 5c 3s")), NoGameChoice(1, NoGame.BUY_GAME), NoGameChoice(2, NoGame.TAKE_ANTE))
    assert s.phase is Phase.REPLACEMENT and str(s.card_to_replace()) == "Qs" and not s.redraw_needed()
    s = s.apply(DealerReplacement(parse_card("Qd")))
    assert s.redraw_needed() and str(s.card_to_replace()) == "Qd" and s.phase is Phase.REPLACEMENT
    s = s.apply(DealerReplacement(parse_card("Kc")))
    assert s.phase is Phase.SHOWDOWN and s.card_to_replace() is None
    assert [e.box for e in s.expected()] == [1, 2]
    s = s.apply(FinalCards(1, C("Ah Kd Kh 6c 2d"))).apply(FinalCards(2, C("Jh Td 8c 4h 2c")))
    settlement = s.settlement()
    assert settlement is not None and [str(c) for c in settlement.dealer.replaced] == ["Qs", "Qd"]
    assert settlement.to_json() == settle_round(s.to_round_json()).to_json()


def test_insurance_found_invalid_at_the_showdown_is_returned() -> None:
    s = play(PlaceBet(1, 1000), CloseBets(), Decide(1, BET), Insure(1, 3000))
    assert s.insurance_range(1) == (1000, 2000 * (100 + 100))  # the best any hand could allow
    s = s.apply(DealerCards(C("Qs 9h 7d 5c 3s"))).apply(NoGameChoice(1, NoGame.TAKE_ANTE))
    s = s.apply(FinalCards(1, C("Jh Jd 4c 2s 8h")))  # a pair: insurance was not allowed
    assert s.complete and s.box(1).insurance_returned and s.insurance_range(1) is None
    assert "insurance" not in s.to_round_json()["boxes"][0]
    settlement = s.settlement()
    assert settlement is not None
    assert settlement.boxes[0].results.insurance == 0 and settlement.boxes[0].stakes.insurance == 0
    assert any("returned as an invalid bet" in x for x in settlement.boxes[0].explanation)
    plain = settle_round(s.to_round_json())
    assert settlement.boxes[0].net == plain.boxes[0].net
    # settle itself refuses the same round with the insurance in it
    rnd = s.to_round_json()
    rnd["boxes"][0]["insurance"] = 3000
    with pytest.raises(Exception, match="one pair cannot be insured"):
        settle_round(rnd)


def test_insurance_refused_when_the_hand_is_already_known() -> None:
    s = play(PlaceBet(1, 1000, 100), CloseBets(), BonusCards(1, C("Jh Jd 4c 2s 8h")), Decide(1, BET))
    assert lines(s, Insure(1, 1000)) == ["box 1: insurance: one pair cannot be insured (three of a kind or better)"]
    s = play(PlaceBet(1, 1000, 100), CloseBets(), BonusCards(1, C("7h 7d 7s As Kh")), Decide(1, BET))
    assert s.insurance_range(1) == (1000, 8000)
    assert lines(s, Insure(1, 8001))[0].startswith("box 1: insurance: 8001 is above the maximum (8000")
    assert s.apply(Insure(1, 8000)).box(1).insurance == 8000


def test_everyone_folds_completes_without_the_dealer() -> None:
    s = play(PlaceBet(1, 1000), CloseBets(), Decide(1, FOLD))
    assert s.complete and s.dealer_qualified() is None
    settlement = s.settlement()
    assert settlement is not None and settlement.dealer.hand is None and settlement.house_net == 1000


def test_views_and_used_cards() -> None:
    s = play(PlaceBet(1, 1000, dark=True), PlaceBet(2, 2500), CloseBets(), Exchange(2, discard=None, count=2),
             SixthCard(2, None), Decide(2, BET), house=HouseRules.from_mapping({"improvements": "both"}))
    v1, v2 = s.boxes()
    assert v1.dark and v1.bet == 2000 and v1.status is BoxStatus.PLAYING
    assert v2.fees == 5000 and v2.sixth_bought and v2.hand is None
    s = s.apply(DealerCards(C("8s 8h Kc 5d 2s"))).apply(FinalCards(2, C("As Ks Qs Js Ts 9s")))
    assert s.box(2).hand is not None and s.box(2).second_hand is not None
    assert {str(c) for c in s.used_cards()} == set(["8s", "8h", "Kc", "5d", "2s", "As", "Ks", "Qs", "Js", "Ts", "9s"])
    assert s.phase is Phase.SHOWDOWN and [e.box for e in s.expected()] == [1]


def test_a_step_that_is_no_step() -> None:
    assert RoundState.new(H).check("place a bet") != ()  # type: ignore[arg-type]
    with pytest.raises(StepRefused):
        RoundState.new(H).apply(PlaceBet("1", 1000))  # type: ignore[arg-type]
