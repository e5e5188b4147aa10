"""Verification's replay (:func:`rules.poker.replay.replay_steps`) decides every step as the
table does: on generated rounds, with illegal steps, corrections, undos and withdrawals
slipped in, it gives the state a loop of :meth:`RoundState.apply` gives, or refuses the same
step with the same problems; and on legal rounds its cheap checks clear every step (they do
not hand the decision back to the table), keeping the table's phase at every step."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis_depth import depth
from test_poker_properties import rounds

from rules.cards import FULL_DECK, Card, parse_card, parse_cards
from rules.poker import (
    BonusCards,
    CloseBets,
    DealerCards,
    DealerReplacement,
    Decide,
    Decision,
    Exchange,
    FinalCards,
    GeneratedRound,
    HouseRules,
    Insure,
    NoGame,
    NoGameChoice,
    PlaceBet,
    RoundState,
    SixthCard,
    StepKind,
    StepRefused,
    Undo,
    Withdraw,
    generate_round,
)
from rules.poker.replay import _Doubt, _Replay, replay_steps
from rules.poker.steps import Step

FAST = settings(max_examples=depth(100), deadline=None, suppress_health_check=[HealthCheck.too_slow])


class _Counted:
    """The steps, counting how many were read."""

    def __init__(self, steps: Sequence[Any]) -> None:
        self.steps = steps
        self.read = 0

    def __iter__(self) -> Iterator[Any]:
        for s in self.steps:
            self.read += 1
            yield s


def _outcome(replay: Any, start: RoundState, steps: Sequence[Any]) -> tuple[Any, int]:
    counted = _Counted(steps)
    try:
        return replay(start, counted), counted.read
    except StepRefused as e:
        return ("refused", e.problems, e.lines), counted.read


def _reference(start: RoundState, steps: Any) -> RoundState:
    state = start
    for s in steps:
        state = state.apply(s)
    return state


def _same_as_the_table(house: HouseRules, jackpot: int, steps: Sequence[Any]) -> Any:
    """Both replays of ``steps``; asserts they agree, returns the table's outcome."""
    table, read_t = _outcome(_reference, RoundState.new(house, jackpot, bonus_track=False), steps)
    fast, read_f = _outcome(replay_steps, RoundState.new(house, jackpot, bonus_track=False), steps)
    assert read_f == read_t  # refused at the same step (or none)
    if isinstance(table, tuple):
        assert fast == table
        return table
    assert isinstance(fast, RoundState)
    assert fast == table  # house, jackpot, steps, entries and the undo history
    assert fast.analysis == table.analysis
    assert fast.phase is table.phase and fast.expected() == table.expected()
    assert fast.to_round_json() == table.to_round_json()
    return table


_CARDS = st.sampled_from(FULL_DECK)


def _cards(n: int) -> st.SearchStrategy[tuple[Card, ...]]:
    return st.lists(_CARDS, min_size=n, max_size=n).map(tuple)


_BOX = st.integers(0, 10)
_AMOUNT = st.sampled_from([0, 1, 100, 500, 1000, 2500, 10_000, 200_000, 10**9])
# any step at all, most of them wrong somewhere (a box without a bet, a card named twice,
# an amount out of range, too early, too late, a correction, a withdrawal)
any_step = st.one_of(
    st.builds(PlaceBet, _BOX, _AMOUNT, st.sampled_from([0, 0, 100, 10**9]), st.booleans()),
    st.just(CloseBets()),
    st.builds(BonusCards, _BOX, st.one_of(_cards(5), _cards(4))),
    st.builds(Exchange, _BOX, st.integers(0, 6)),
    st.builds(lambda b, d, w: Exchange(b, discard=d, draw=w), _BOX, _cards(2), _cards(2)),
    st.builds(SixthCard, _BOX, st.one_of(st.none(), _CARDS)),
    st.builds(Decide, _BOX, st.sampled_from(Decision)),
    st.builds(Insure, _BOX, _AMOUNT),
    st.builds(DealerCards, st.one_of(_cards(5), _cards(4))),
    st.builds(NoGameChoice, _BOX, st.sampled_from(NoGame)),
    st.builds(DealerReplacement, _CARDS),
    st.builds(FinalCards, _BOX, st.one_of(_cards(5), _cards(6))),
    st.just(Undo()),
    st.builds(Withdraw, st.sampled_from(StepKind), st.one_of(st.none(), _BOX)),
)


def _named(steps: Sequence[Step]) -> list[Card]:
    """Every card ``steps`` name (a card entered twice is a likely mistake)."""
    cards: set[Card] = set()
    for step in steps:
        for name in ("cards", "discard", "draw", "card"):
            value = getattr(step, name, None)
            if isinstance(value, Card):
                cards.add(value)
            elif isinstance(value, tuple):
                cards.update(value)
    return sorted(cards) or list(FULL_DECK)


def _insurance(g: GeneratedRound) -> st.SearchStrategy[Step]:
    """Insurance of some size on a box of the round."""
    boxes = [(b["box"], b["ante"]) for b in g.round_json["boxes"]]
    return st.builds(lambda ba, k: Insure(ba[0], ba[1] * k), st.sampled_from(boxes), st.sampled_from([1, 2, 3, 5, 10]))


def _for_round(g: GeneratedRound, before: Sequence[Step]) -> st.SearchStrategy[Step]:
    """A step for one of the round's boxes or its dealer, its cards often ones already named."""
    boxes = st.sampled_from([b["box"] for b in g.round_json["boxes"]])
    card = st.sampled_from(_named(before)) | _CARDS

    def cards(n: int) -> st.SearchStrategy[tuple[Card, ...]]:
        return st.lists(card, min_size=n, max_size=n, unique=True).map(tuple)

    return st.one_of(
        _insurance(g),
        st.builds(NoGameChoice, boxes, st.sampled_from(NoGame)),
        st.builds(DealerCards, cards(5) | cards(4)),
        st.builds(DealerReplacement, card),
        st.builds(FinalCards, boxes, cards(5) | cards(6)),
        st.builds(BonusCards, boxes, cards(5)),
        st.builds(SixthCard, boxes, card),
    )


def _tweaked(step: Step, data: st.DataObject, before: Sequence[Step]) -> Step:
    """The step with one thing changed the way a dealer could mistype it."""
    d = step.to_json()
    keys = [k for k in d if k != "kind"]
    if not keys:
        return step
    key = data.draw(st.sampled_from(keys))
    if key == "box":
        d[key] = data.draw(_BOX)
    elif key in ("ante", "bonus", "amount", "count"):
        d[key] = data.draw(_AMOUNT)
    elif isinstance(d[key], list):
        cards = list(d[key])
        if cards:
            cards[data.draw(st.integers(0, len(cards) - 1))] = str(data.draw(st.sampled_from(_named(before)) | _CARDS))
        d[key] = cards
    elif key in ("card", "sixth_card"):
        d[key] = str(data.draw(st.sampled_from(_named(before)) | _CARDS))
    else:
        return data.draw(any_step)
    from rules.poker import StepFormatError, step_from_json

    try:
        return step_from_json(d)
    except StepFormatError:
        return data.draw(any_step)


@FAST
@given(rounds, st.data())
def test_steps_with_mistakes_replay_as_the_table_applies_them(g: GeneratedRound, data: st.DataObject) -> None:
    steps: list[Any] = list(g.steps)
    for _ in range(data.draw(st.integers(0, 3))):
        at = data.draw(st.integers(0, len(steps)))
        how = data.draw(st.integers(0, 5))
        if how == 0:
            steps.insert(at, data.draw(any_step | _for_round(g, steps[:at])))
        elif how == 1 and at < len(steps):
            steps[at] = _tweaked(steps[at], data, steps[:at])
        elif how == 2 and at < len(steps):
            del steps[at]  # something forgotten: a later step comes too early
        elif how == 3 and at + 1 < len(steps):
            steps[at], steps[at + 1] = steps[at + 1], steps[at]
        elif how == 4 and at < len(steps):
            steps.insert(at + 1, steps[at])  # the same entry again: a correction
        else:
            steps.insert(at, data.draw(st.sampled_from([Undo(), Withdraw(StepKind.DECIDE, g.steps[0].box)])))
    _same_as_the_table(g.house, g.jackpot, steps)


@FAST
@given(rounds, st.data())
def test_every_step_tried_on_every_legal_prefix_is_decided_as_the_table_decides(
        g: GeneratedRound, data: st.DataObject) -> None:
    cut = data.draw(st.integers(0, len(g.steps)))
    done = g.steps[:cut]
    tried = data.draw(st.one_of(
        any_step, _for_round(g, done), st.sampled_from(g.steps).map(lambda s: _tweaked(s, data, done)),
        st.just(g.steps[min(cut, len(g.steps) - 1)]).map(lambda s: _tweaked(s, data, done)),  # the next step, mistyped
    ))
    _same_as_the_table(g.house, g.jackpot, [*done, tried])


@FAST
@given(rounds)
def test_a_legal_round_is_cleared_step_by_step_in_the_tables_phase(g: GeneratedRound) -> None:
    memo = RoundState.new(g.house, g.jackpot, bonus_track=False)._memo
    assert memo is not None
    fast = _Replay(g.house, g.jackpot, memo)
    state = RoundState.new(g.house, g.jackpot, bonus_track=False)
    for step in g.steps:
        assert fast.phase() is state.phase
        fast.step(step)  # never a doubt: the cheap checks alone accept it
        state = state.apply(step)
    assert fast.phase() is state.phase is state.phase.COMPLETE
    assert fast.analysis() == state.analysis
    assert _same_as_the_table(g.house, g.jackpot, g.steps) == state


def test_what_the_cheap_checks_leave_to_the_table() -> None:
    house = HouseRules()
    g = generate_round(7, house, None, 0)
    memo = RoundState.new(house, 0, bonus_track=False)._memo
    assert memo is not None
    for step in (Undo(), Withdraw(StepKind.PLACE_BET, 1), Decide(1, Decision.BET)):
        with pytest.raises(_Doubt):
            _Replay(house, 0, memo).step(step)
    fast = _Replay(house, 0, memo)
    fast.step(g.steps[0])
    with pytest.raises(_Doubt):  # the same slot again: a correction
        fast.step(g.steps[0])


def test_from_a_state_other_than_a_new_one_each_step_is_applied() -> None:
    house = HouseRules()
    g = generate_round(11, house, None, 0)
    for start in (RoundState.new(house, 0), RoundState.new(house, 0, bonus_track=False).apply(g.steps[0])):
        rest = g.steps if not start.steps else g.steps[1:]
        assert replay_steps(start, rest) == _reference(start, rest)
        assert replay_steps(start, rest).bonus_results() == _reference(start, rest).bonus_results()


@pytest.mark.parametrize("insurance", [1000, 2000])
def test_insurance_on_a_hand_already_known(insurance: int) -> None:
    house = HouseRules()  # a known high card may not insure; a known pair of aces, up to its own top
    for cards in ("As Kd 9h 7c 2s", "Ac Ad 9h 7c 2s"):
        steps = [PlaceBet(1, 1000), CloseBets(), BonusCards(1, parse_cards(cards)), Decide(1, Decision.BET),
                 Insure(1, insurance)]
        _same_as_the_table(house, 0, steps)


def test_a_refusal_carries_no_trace_of_the_cheap_checks() -> None:
    with pytest.raises(StepRefused) as e:
        replay_steps(RoundState.new(HouseRules(), bonus_track=False), [PlaceBet(1, 1000), CloseBets(), Decide(2, Decision.BET)])
    assert e.value.__context__ is None and e.value.__cause__ is None
    assert [str(p) for p in e.value.problems] == ["box 2: decision: there is no bet on box 2"]


def test_an_error_reading_the_steps_comes_after_the_steps_before_it() -> None:
    def steps() -> Iterator[Step]:
        yield PlaceBet(1, 1000)
        raise KeyError("step")

    with pytest.raises(KeyError):
        replay_steps(RoundState.new(HouseRules(), bonus_track=False), steps())

    def refused_first() -> Iterator[Step]:
        yield Decide(1, Decision.BET)
        raise KeyError("step")

    with pytest.raises(StepRefused):
        replay_steps(RoundState.new(HouseRules(), bonus_track=False), refused_first())


def _with_card(step: Step, card: Card, at: int) -> Step | None:
    """``step`` with its ``at``-th card (counted over its card fields) made ``card``."""
    import dataclasses

    changes: dict[str, Any] = {}
    for name in ("cards", "discard", "draw", "card"):
        value = getattr(step, name, None)
        if isinstance(value, Card):
            value = (value,)
        if not isinstance(value, tuple):
            continue
        if at < len(value):
            new = tuple(card if i == at else c for i, c in enumerate(value))
            changes[name] = new[0] if name == "card" else new
            return dataclasses.replace(step, **changes)  # type: ignore[type-var]
        at -= len(value)
    return None


@settings(max_examples=depth(25), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rounds, st.data())
def test_a_card_already_named_is_refused_as_the_table_refuses_it(g: GeneratedRound, data: st.DataObject) -> None:
    for cut, step in enumerate(g.steps):
        named = _named(g.steps[:cut])
        if named == list(FULL_DECK):
            continue
        for _ in range(3):
            tweaked = _with_card(step, data.draw(st.sampled_from(named)), data.draw(st.integers(0, 5)))
            if tweaked is not None:
                _same_as_the_table(g.house, g.jackpot, [*g.steps[:cut], tweaked])


_SHOWN = [PlaceBet(1, 1000), CloseBets(), BonusCards(1, parse_cards("As Ad 8h 6c 2s")), Decide(1, Decision.BET)]
_NO_GAME = parse_cards("Qh 9d 7s 5h 3c")  # no game: the box may buy one
_DEALERS_STEPS = {
    "no game while the dealer has one": [DealerCards(parse_cards("Qh Qd 9s 6h 2c")), NoGameChoice(1, NoGame.TAKE_ANTE)],
    "four dealer cards": [DealerCards(parse_cards("Qh Qd 9s 6h"))],
    "a replacement not bought": [DealerCards(parse_cards("Qh Qd 9s 6h 2c")), DealerReplacement(parse_card("3c"))],
    "a dealer card the box holds": [DealerCards(parse_cards("As Qd 9s 6h 3c"))],
    "a replacement the box holds": [DealerCards(_NO_GAME), NoGameChoice(1, NoGame.BUY_GAME),
                                    DealerReplacement(parse_card("Ad"))],
    "a replacement the dealer held": [DealerCards(_NO_GAME), NoGameChoice(1, NoGame.BUY_GAME),
                                      DealerReplacement(parse_card("9d"))],
}


@pytest.mark.parametrize("case", sorted(_DEALERS_STEPS))
def test_what_the_dealers_checks_refuse(case: str) -> None:
    refused = _same_as_the_table(HouseRules(), 0, [*_SHOWN, *_DEALERS_STEPS[case]])
    assert refused[0] == "refused"
    # and without its last step, the round is taken as the table takes it
    _same_as_the_table(HouseRules(), 0, [*_SHOWN, *_DEALERS_STEPS[case][:-1]])
