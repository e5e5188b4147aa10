"""The rules of FORMATS.md ``roulette``, one by one: set-up refusals, turn
order, forced bets, minimum bets and raises, fixed-limit sizes, short
all-ins, the raise cap, round closing, rounds without betting, the Trigger,
the reveal rule, pots, odd chips, tracker records, and the refusal lines."""

from __future__ import annotations

import doctest
import json
from typing import Any

import pytest

import rules.roulette
import rules.roulette.model
import rules.roulette.pots
from rules.cards import parse_card, parse_cards
from rules.roulette import (
    Action,
    ActionKind,
    ActionRefused,
    ForcedBet,
    HandRefused,
    HandState,
    Player,
    RouletteSetup,
    Structure,
    Table,
    ToRange,
    resolve_hand,
)

CIRCLE = ["2c", "7d", "9h", "4s", "5s"]
HOLES = {1: ["Kh", "Qd"], 2: ["Ks", "Qc"], 3: ["As", "Ad"], 4: ["3c", "3d"], 5: ["6h", "6d"]}
ROUND1 = [{"seat": 1, "action": "call"}, {"seat": 2, "action": "call"}, {"seat": 3, "action": "check"}]
CHECKS = [[{"seat": 2, "action": "check"}, {"seat": 3, "action": "check"}, {"seat": 1, "action": "check"}]] * 5
FULL = [ROUND1, *CHECKS]
"""Every player checks the hand down (three-handed, button 1, blinds by seats 2 and 3)."""


def record(rounds: list[list[dict[str, Any]]], **over: Any) -> dict[str, Any]:
    """A three-handed (3, 5) no-limit hand, blinds 5/10, button 1, 1000 each; ``over`` replaces fields."""
    setup = {
        "active": 3,
        "circle": 5,
        "hole_cards": 2,
        "trigger": 1,
        "reveals_per_round": 1,
        "pre_revealed": [],
        "raise_cap": None,
        "structure": "no_limit",
        "ante": 0,
    }
    setup.update(over.pop("setup", {}))
    stacks = over.pop("stacks", {1: 1000, 2: 1000, 3: 1000})
    hand: dict[str, Any] = {
        "format": "russian-roulette-hand/1",
        "setup": setup,
        "button": 1,
        "forced_bets": [{"seat": 2, "amount": 5}, {"seat": 3, "amount": 10}],
        "players": [{"seat": s, "stack": st, "hole": HOLES[s]} for s, st in stacks.items()],
        "circle": CIRCLE,
        "rounds": rounds,
    }
    hand.update(over)
    return hand


def a(seat: int, action: str, to: int | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"seat": seat, "action": action}
    if to is not None:
        out["to"] = to
    return out


def refused(hand: dict[str, Any]) -> list[str]:
    with pytest.raises(HandRefused) as info:
        resolve_hand(hand)
    return list(info.value.problems)


def start(
    *stacks: int, setup: RouletteSetup | None = None, blinds: tuple[int, ...] = (5, 10), button: int = 1
) -> HandState:
    """Seats 1..N with these stacks; the blinds are posted by the seats left of
    the button in turn (heads up with button 1: seat 2 posts 5, seat 1 posts 10)."""
    players = tuple(Player(i + 1, s) for i, s in enumerate(stacks))
    seats = [p.seat for p in players]
    first = seats.index(button)
    order = seats[first + 1 :] + seats[: first + 1]
    forced = tuple(ForcedBet(order[k], amt) for k, amt in enumerate(blinds))
    return HandState.start(Table(setup or RouletteSetup(), button, players, forced))


def play(state: HandState, *actions: tuple[Any, ...]) -> HandState:
    for seat, kind, *to in actions:
        state = state.apply(Action(seat, ActionKind(kind), to[0] if to else None))
    return state


def test_doctests() -> None:
    for module in (rules.roulette, rules.roulette.model, rules.roulette.pots):
        failed, _ = doctest.testmod(module)
        assert failed == 0


# --------------------------------------------------------------------------
# Set-up
# --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("change", "prefix"),
    [
        ({"setup": {"hole_cards": 1}}, "setup: hole_cards + active"),
        ({"setup": {"active": 6}}, "setup: active: 6 active cards"),
        ({"setup": {"trigger": 0}}, "setup: trigger: 0"),
        ({"setup": {"trigger": 6}}, "setup: trigger: 6"),
        ({"setup": {"pre_revealed": [2, 6]}}, "setup: pre_revealed: 6"),
        ({"setup": {"pre_revealed": [2, 2]}}, "setup: pre_revealed: position 2 is listed twice"),
        ({"setup": {"reveals_per_round": 0}}, "setup: reveals_per_round: 0"),
        ({"setup": {"raise_cap": 0}}, "setup: raise_cap: 0"),
        ({"setup": {"small_bet": 0}}, "setup: small_bet: 0"),
        ({"setup": {"big_bet": -5}}, "setup: big_bet: -5"),
        ({"setup": {"ante": -1}}, "setup: ante: -1"),
        ({"setup": {"structure": "pot_limit"}}, "setup: structure: 'pot_limit'"),
        ({"setup": {"active": "3"}}, "setup: active: '3' is not a whole number"),
        ({"setup": {"wild": True}}, "setup: unknown field 'wild'"),
        ({"button": 9}, "button: 9 is not a seat"),
        ({"forced_bets": [{"seat": 9, "amount": 5}]}, "forced_bets: 9 is not a seat"),
        ({"forced_bets": [{"seat": 2, "amount": 0}]}, "forced_bets: seat 2: amount 0"),
        ({"forced_bets": [{"seat": 2, "amount": 5}, {"seat": 2, "amount": 10}]}, "forced_bets: seat 2 posts twice"),
        ({"forced_bets": [{"seat": 2, "amount": 5, "live": True}]}, "forced_bets: entry 1: unknown field 'live'"),
        ({"stacks": {1: 1000}}, "players: a hand needs at least two players"),
        ({"stacks": {1: 1000, 2: 0, 3: 1000}}, "seat 2: stack: 0"),
        ({"circle": CIRCLE[:4]}, "circle: 4 cards given; the set-up lays out 5"),
        ({"circle": [*CIRCLE[:4], "Kh"]}, "seat 1 and circle: card Kh appears twice"),
        ({"circle": [*CIRCLE[:4], "Zx"]}, "circle: position 5: 'Zx' is not a card"),
        ({"format": "russian-roulette-hand/2"}, "format: 'russian-roulette-hand/2'"),
        ({"extra": 1}, "hand: unknown field 'extra'"),
        ({"rounds": "none"}, "rounds: must be a list"),
    ],
)
def test_setup_refusals(change: dict[str, Any], prefix: str) -> None:
    hand = record(FULL)
    setup_change = change.pop("setup", {})
    hand["setup"].update(setup_change)
    stacks = change.pop("stacks", None)
    if stacks is not None:
        hand["players"] = [{"seat": s, "stack": st, "hole": HOLES[s]} for s, st in stacks.items()]
    hand.update(change)
    lines = refused(hand)
    assert any(line.startswith(prefix) for line in lines), lines


def test_more_setup_refusals() -> None:
    hand = record(FULL)
    del hand["format"]
    assert any(line.startswith("format: missing") for line in refused(hand))
    hand = record(FULL)
    hand["players"].append({"seat": 1, "stack": 50, "hole": None})
    assert "players: seat 1 appears twice" in refused(hand)
    hand = record(FULL)
    hand["players"][0]["hole"] = ["Kh"]
    assert "seat 1: hole: 1 card given; the set-up deals 2" in refused(hand)
    hand = record(FULL)
    hand["players"][0]["nick"] = "Bob"
    assert "seat 1: unknown field 'nick'" in refused(hand)
    hand = record(FULL)
    hand["players"][2]["hole"] = ["As", "As"]
    assert "seat 3: card As appears twice" in refused(hand)
    hand = record(FULL)
    del hand["circle"]
    assert "circle: missing" in refused(hand)


def test_several_problems_are_reported_together() -> None:
    hand = record(FULL, button=8)
    hand["setup"]["trigger"] = 7
    hand["players"][0]["hole"] = ["Kh", "2c"]
    lines = refused(hand)
    assert any(line.startswith("setup: trigger") for line in lines)
    assert any(line.startswith("button: 8") for line in lines)
    assert any(line.startswith("seat 1 and circle: card 2c") for line in lines)


def test_even_circle_is_accepted_with_a_warning() -> None:
    hand = record([*FULL, CHECKS[0]], setup={"circle": 6}, circle=[*CIRCLE, "Jc"])
    out = resolve_hand(hand).to_json()
    assert any("even circle" in w for w in out["warnings"])
    assert resolve_hand(record(FULL)).warnings == ()


def test_too_many_cards_for_one_deck() -> None:
    players = tuple(Player(s, 100) for s in range(1, 10))
    with pytest.raises(HandRefused) as info:
        HandState.start(Table(RouletteSetup(active=3, circle=9, hole_cards=5), 1, players))
    assert any("the deck has 52" in p for p in info.value.problems)


# --------------------------------------------------------------------------
# Betting
# --------------------------------------------------------------------------


def test_no_limit_opening_and_minimum_raises() -> None:
    s = start(1000, 1000, 1000)
    legal = s.legal_actions()
    assert s.to_act == 1 and s.round == 1 and s.rounds_scheduled == 6
    assert legal.kinds == (ActionKind.CALL, ActionKind.FOLD, ActionKind.RAISE)
    assert legal.call is not None and legal.call.amount == 10
    assert legal.raise_ == ToRange(20, 1000, 1000) and legal.bet is None
    s = play(s, (1, "raise", 30))  # increment 20
    assert s.legal_actions().raise_ == ToRange(50, 1000, 1000)
    assert s.legal_actions().call is not None and s.legal_actions().call.amount == 25  # type: ignore[union-attr]
    s = play(s, (2, "raise", 50))  # increment 20 again
    assert s.to_act == 3 and s.legal_actions().raise_ == ToRange(70, 1000, 1000)
    with pytest.raises(ActionRefused) as info:
        s.apply(Action(3, ActionKind.RAISE, 69))
    assert (
        info.value.line
        == "round 1 action 3: seat 3: raise to 69 is below the minimum (to 70) and is not all-in (to 1000)"
    )


def test_big_blind_keeps_the_option() -> None:
    s = play(start(1000, 1000, 1000), (1, "call"), (2, "call"))
    assert s.to_act == 3 and s.round == 1
    legal = s.legal_actions()
    assert legal.check and legal.call is None and legal.raise_ == ToRange(20, 1000, 1000)
    s = play(s, (3, "check"))
    assert s.round == 2 and s.to_act == 2  # first seat after the button
    assert s.legal_actions().bet == ToRange(10, 990, 990)  # opening bet: at least the big blind


def test_later_round_bet_minimum_and_turn_skips_folded() -> None:
    s = play(start(1000, 1000, 1000), (1, "call"), (2, "fold"), (3, "check"))
    assert s.round == 2 and s.to_act == 3
    with pytest.raises(ActionRefused) as info:
        s.apply(Action(3, ActionKind.BET, 9))
    assert "below the minimum (to 10)" in info.value.line
    s = play(s, (3, "bet", 40))
    assert s.legal_actions().raise_ == ToRange(80, 990, 990)


def test_short_all_in_moves_the_trigger_but_does_not_reopen() -> None:
    s = play(start(1000, 1000, 25), (1, "raise", 20), (2, "call"))
    assert s.trigger == 2
    s = play(s, (3, "raise", 25))
    assert s.trigger == 3 and s.history[-1].full is False and s.history[-1].all_in
    legal = s.legal_actions()
    assert s.to_act == 1 and legal.raise_ is None and legal.call is not None and legal.call.amount == 5
    assert legal.why_no_raise is not None and "re-opened" in legal.why_no_raise
    s = play(s, (1, "call"), (2, "call"))
    assert s.round == 2


def test_short_all_in_keeps_the_increment_for_players_yet_to_act() -> None:
    s = play(start(40, 1000, 1000, 1000), (4, "raise", 30))  # seat 4 opens (after the big blind): increment 20
    s = play(s, (1, "raise", 40))  # all-in, 10 more: short
    assert s.trigger == 3 and s.min_increment == 20
    assert s.to_act == 2 and s.legal_actions().raise_ == ToRange(60, 1000, 1000)  # seat 2 has not acted: may raise
    s = play(s, (2, "call"), (3, "call"))
    legal = s.legal_actions()
    assert s.to_act == 4 and legal.raise_ is None and legal.call is not None and legal.call.amount == 10


def test_full_raise_reopens_the_betting() -> None:
    s = play(start(1000, 1000, 1000, 1000), (4, "raise", 30))
    s = play(s, (1, "call"), (2, "fold"), (3, "call"))
    assert s.round == 2 and s.to_act == 3
    s = play(s, (3, "bet", 100), (4, "call"), (1, "raise", 200), (3, "call"))
    assert s.to_act == 4 and s.legal_actions().raise_ == ToRange(300, 970, 970)


def test_no_reraise_after_a_short_all_in_even_when_several_add_up() -> None:
    setup = RouletteSetup()
    players = (Player(1, 1000), Player(2, 1000), Player(3, 34), Player(4, 38))
    s = HandState.start(Table(setup, 1, players, (ForcedBet(2, 5), ForcedBet(3, 10))))
    s = play(s, (4, "raise", 20), (1, "raise", 30), (2, "call"))  # two full raises (increment 10)
    s = play(s, (3, "raise", 34))  # all-in, 4 more: short
    assert s.to_act == 4 and s.legal_actions().raise_ == ToRange(38, 38, 38)  # seat 1's full raise re-opened it
    s = play(s, (4, "raise", 38))  # all-in, 4 more: short; the two short ones add up to 8 < 10
    assert s.to_act == 1 and s.legal_actions().raise_ is None
    assert s.trigger == 5


def test_everyone_else_all_in_means_no_raise() -> None:
    s = play(start(1000, 100), (2, "raise", 100))  # heads up: seat 2 posts 5 and opens, seat 1 posts 10
    legal = s.legal_actions()
    assert s.to_act == 1 and legal.raise_ is None and legal.why_no_raise is not None
    assert "all-in" in legal.why_no_raise
    s = play(s, (1, "call"))
    assert s.is_complete and s.reveal_order == (2, 3, 4, 5, 1)
    assert s.trigger_after_round == (2,)


def test_fixed_limit_sizes() -> None:
    setup = RouletteSetup(structure=Structure.FIXED_LIMIT, small_bet=10, big_bet=20)
    s = start(1000, 1000, setup=setup)  # heads up, R = 6: small in rounds 1..3, big in 4..6
    assert s.to_act == 2 and s.legal_actions().raise_ == ToRange(20, 20, 1000)
    with pytest.raises(ActionRefused) as info:
        s.apply(Action(2, ActionKind.RAISE, 25))
    assert (
        info.value.line
        == "round 1 action 1: seat 2: fixed limit: raise to 25 is the wrong size; it must be to exactly 20"
    )
    s = play(s, (2, "call"), (1, "check"))
    assert s.round == 2 and s.legal_actions().bet == ToRange(10, 10, 990)
    s = play(s, (2, "check"), (1, "check"), (2, "check"), (1, "check"))
    assert s.round == 4 and s.bet_size == 20 and s.legal_actions().bet == ToRange(20, 20, 990)
    s = play(s, (2, "bet", 20))
    assert s.legal_actions().raise_ == ToRange(40, 40, 990)


def test_fixed_limit_defaults_and_short_all_ins() -> None:
    setup = RouletteSetup(structure=Structure.FIXED_LIMIT)  # small = big blind = 10, big = 20
    s = start(1000, 1000, 25, setup=setup)
    assert s.bet_size == 10
    s = play(s, (1, "raise", 20), (2, "call"), (3, "raise", 25))  # seat 3 all-in for less
    assert s.to_act == 1 and s.legal_actions().raise_ is None  # seat 1 already acted
    s = start(1000, 1000, 1000, 25, setup=setup)
    s = play(s, (4, "call"), (1, "call"), (2, "call"), (3, "raise", 20))  # the big blind raises: full
    assert s.history[-1].full and s.to_act == 4 and s.legal_actions().raise_ == ToRange(25, 25, 25)
    s = play(s, (4, "raise", 25))  # all-in for less
    assert s.to_act == 1 and s.legal_actions().raise_ == ToRange(35, 35, 1000)  # new high 25 + size 10


def test_raise_cap() -> None:
    s = play(start(1000, 1000, 1000, setup=RouletteSetup(raise_cap=2)), (1, "raise", 20), (2, "raise", 40))
    legal = s.legal_actions()
    assert s.to_act == 3 and legal.raise_ is None and legal.why_no_raise is not None and "cap" in legal.why_no_raise
    with pytest.raises(ActionRefused) as info:
        s.apply(Action(3, ActionKind.RAISE, 80))
    assert info.value.line.startswith("round 1 action 3: seat 3: raise not allowed: the raise cap (2")
    s = play(s, (3, "call"), (1, "call"))
    assert s.round == 2
    s = play(s, (2, "bet", 10), (3, "raise", 20), (1, "call"))
    assert s.legal_actions().raise_ is None  # cap counts per round


def test_forced_bets_and_antes_all_in_for_the_stack() -> None:
    setup = RouletteSetup(ante=2)
    players = (Player(1, 1000), Player(2, 1), Player(3, 7))
    s = HandState.start(Table(setup, 1, players, (ForcedBet(2, 5), ForcedBet(3, 10))))
    views = {v.seat: v for v in s.seats()}
    assert views[2].total == 1 and views[2].round_bet == 0 and views[2].all_in  # all-in on the ante
    assert views[3].total == 7 and views[3].round_bet == 5 and views[3].all_in  # blind all-in for 5
    assert s.high_bet == 5 and s.to_act == 1
    legal = s.legal_actions()
    assert legal.call is not None and legal.call.amount == 5 and legal.raise_ is None  # everyone else all-in
    s = play(s, (1, "call"))
    assert s.is_complete and s.trigger_after_round == (1,)
    pots = s.pots()
    assert [(p.amount, p.eligible) for p in pots] == [(3, (1, 2, 3)), (12, (1, 3))]


def test_round_without_betting_gets_no_entry() -> None:
    hand = record([], stacks={1: 1000, 2: 5, 3: 10})  # both blinds all-in; seat 1 alone still faces a bet
    assert any("still owed" in p for p in refused(hand))
    hand = record([[a(1, "call")]], stacks={1: 1000, 2: 5, 3: 10})
    out = resolve_hand(hand).to_json()
    assert out["trigger_after_round"] == [1] and out["reveal_order"] == [1, 2, 3, 4, 5]
    # heads up: the small blind is all-in for 3, the big blind alone has matched: no betting at all
    hand = record([], stacks={2: 3, 3: 2000}, button=3)
    out = resolve_hand(hand).to_json()
    assert out["trigger_after_round"] == [] and out["reveal_order"] == [1, 2, 3, 4, 5]
    assert out["pots"] == [
        {"amount": 6, "eligible": [2, 3], "winners": [3]},  # A-A at seat 3 beats K-Q at seat 2
        {"amount": 7, "eligible": [3], "winners": [3]},
    ]
    assert out["net"] == {"2": -3, "3": 3}
    assert resolve_hand(record([[], [], []], stacks={2: 3, 3: 2000}, button=3)).to_json() == out


def test_everyone_folds_ends_the_hand_at_once() -> None:
    s = play(start(1000, 1000, 1000), (1, "call"), (2, "call"), (3, "check"), (2, "bet", 10), (3, "fold"))
    assert not s.is_complete
    s = play(s, (1, "fold"))
    assert s.is_complete and s.winner_by_folds == 2 and s.to_act is None
    assert s.reveal_order == (1,) and s.trigger_after_round == (1, 2)
    res = s.with_circle_card(1, parse_card("2c")).result()
    assert res.showdown == () and res.payouts == {1: 0, 2: 40, 3: 0}
    assert res.net == {1: -10, 2: 20, 3: -10}
    with pytest.raises(ActionRefused) as info:
        s.apply(Action(3, ActionKind.CHECK))
    assert "won when every other player folded" in info.value.line


def test_uncalled_chips_come_back_through_their_own_pot() -> None:
    hand = record(
        [[a(1, "raise", 500), a(2, "fold"), a(3, "call")], [a(3, "bet", 600), a(1, "call")]],
        stacks={1: 800, 2: 1000, 3: 2000},
    )
    out = resolve_hand(hand).to_json()
    assert out["pots"] == [
        {"amount": 1605, "eligible": [1, 3], "winners": [3]},
        {"amount": 300, "eligible": [3], "winners": [3]},
    ]
    assert sum(out["net"].values()) == 0


# --------------------------------------------------------------------------
# The Trigger and the reveal rule
# --------------------------------------------------------------------------


def test_trigger_moves_on_bets_and_raises_only_and_wraps() -> None:
    s = start(1000, 1000, 1000, setup=RouletteSetup(trigger=4))
    s = play(s, (1, "call"), (2, "call"), (3, "check"))
    assert s.trigger == 4 and s.reveal_order == (4,)
    s = play(s, (2, "bet", 10), (3, "raise", 20), (1, "raise", 40))
    assert s.trigger == 2  # 4 -> 5 -> 1 -> 2, face up or not
    assert s.next_card_to_turn() == 2
    s = play(s, (2, "call"), (3, "fold"))
    assert s.reveal_order == (4, 2) and s.active_positions() == (2, 3, 4)


def test_reveal_rule_takes_the_first_face_down_card_clockwise() -> None:
    s = start(1000, 1000, setup=RouletteSetup(trigger=5, pre_revealed=(5, 1)))
    assert s.reveal_order == (5, 1) and s.face_up == {1, 5}
    assert s.next_card_to_turn() == 2 and s.rounds_scheduled == 4
    s = play(s, (2, "call"), (1, "check"))
    assert s.reveal_order == (5, 1, 2)


def test_several_reveals_per_round() -> None:
    setup = RouletteSetup(active=4, circle=9, trigger=8, reveals_per_round=2, pre_revealed=(3, 6, 9))
    s = start(500, 500, setup=setup)
    s = play(s, (2, "call"), (1, "check"))
    assert s.reveal_order == (3, 6, 9, 8, 1)


# --------------------------------------------------------------------------
# Showdown, pots and odd chips
# --------------------------------------------------------------------------


def test_side_pots_and_showdown() -> None:
    hand = record(
        [[a(1, "raise", 100), a(2, "call"), a(3, "raise", 300), a(2, "call")]],
        stacks={1: 100, 2: 1000, 3: 300},
    )
    out = resolve_hand(hand).to_json()
    assert out["pots"] == [
        {"amount": 300, "eligible": [1, 2, 3], "winners": [3]},
        {"amount": 400, "eligible": [2, 3], "winners": [3]},
    ]
    assert out["payouts"] == {"1": 0, "2": 0, "3": 700}
    assert [s["seat"] for s in out["showdown"]] == [1, 2, 3]
    assert out["trigger_after_round"] == [3]  # two raises, then every card turned with the Trigger fixed
    assert out["reveal_order"] == [3, 4, 5, 1, 2]


def test_odd_chips_go_left_of_the_button_first() -> None:
    # button 2: seat 3 posts 6, seat 1 posts 11; seats 1 and 2 split (K-Q each) after seat 3 folds.
    # Left of the button, in seat order: 3 (folded), 1, 2 -> seat 1 takes the odd chip.
    hand = record(
        [[a(2, "call"), a(3, "call"), a(1, "check")], [a(3, "fold"), a(1, "check"), a(2, "check")]]
        + [[a(1, "check"), a(2, "check")]] * 4,
        button=2,
        forced_bets=[{"seat": 3, "amount": 6}, {"seat": 1, "amount": 11}],
    )
    out = resolve_hand(hand).to_json()
    assert out["pots"] == [{"amount": 33, "eligible": [1, 2], "winners": [1, 2]}]
    assert out["payouts"] == {"1": 17, "2": 16, "3": 0}
    assert out["net"] == {"1": 6, "2": 5, "3": -11}


def test_ace_king_is_reported_and_ranks_as_high_card() -> None:
    hand = record(FULL, circle=["2c", "7d", "9h", "4s", "5s"])
    hand["players"][0]["hole"] = ["Ah", "Kd"]
    hand["players"][1]["hole"] = ["Ac", "Qc"]
    hand["players"][2]["hole"] = ["9c", "3h"]
    out = resolve_hand(hand).to_json()
    cats = {s["seat"]: s["hand"]["category"] for s in out["showdown"]}
    assert cats == {1: "ace_king", 2: "high_card", 3: "one_pair"}
    assert out["pots"][0]["winners"] == [3]
    hand["players"][2]["hole"] = ["Ad", "Qh"]
    out = resolve_hand(hand).to_json()
    assert out["pots"][0]["winners"] == [1]  # A-K-9 beats A-Q-9 (twice)


# --------------------------------------------------------------------------
# Refusal lines for the actions
# --------------------------------------------------------------------------


def _line(rounds: list[list[dict[str, Any]]], **over: Any) -> str:
    (line,) = refused(record(rounds, **over))
    return line


@pytest.mark.parametrize(
    ("rounds", "prefix", "words"),
    [
        ([[a(2, "call")]], "round 1 action 1: seat 2:", "out of turn"),
        ([[a(9, "call")]], "round 1 action 1: seat 9:", "not a seat"),
        ([[a(1, "check")]], "round 1 action 1: seat 1:", "facing a bet"),
        ([[a(1, "call"), a(2, "call"), a(3, "call")]], "round 1 action 3: seat 3:", "nothing to call"),
        ([[a(1, "bet", 20)]], "round 1 action 1: seat 1:", "bet over a bet"),
        (
            [[a(1, "call"), a(2, "call"), a(3, "check")], [a(2, "raise", 20)]],
            "round 2 action 1: seat 2:",
            "bet instead",
        ),
        ([[a(1, "raise", 1001)]], "round 1 action 1: seat 1:", "over the stack"),
        ([[a(1, "raise", 15)]], "round 1 action 1: seat 1:", "below the minimum"),
        ([[a(1, "raise", 10)]], "round 1 action 1: seat 1:", "raise to 10 is not more than the 10 already bet"),
        ([[a(1, "raise")]], "round 1 action 1: seat 1:", "needs 'to'"),
        ([[a(1, "call", 10)]], "round 1 action 1: seat 1:", "'to' goes with bet and raise only"),
        ([[a(1, "fold", 10)]], "round 1 action 1: seat 1:", "'to' goes with bet and raise only"),
        ([[a(1, "shove")]], "round 1 action 1: seat 1:", "'shove' is not an action"),
        ([[{"seat": 1}]], "round 1 action 1: seat 1:", "action is missing"),
        ([[{"seat": 1, "action": "raise", "to": 20.5}]], "round 1 action 1: seat 1:", "not a whole number"),
        ([[{"seat": 1, "action": "call", "amount": 10}]], "round 1 action 1: seat 1:", "unknown field 'amount'"),
        (
            [[a(1, "call"), a(2, "call"), a(3, "check"), a(1, "check")]],
            "round 1 action 4: seat 1:",
            "round 1 is closed",
        ),
        ([[a(1, "call"), a(2, "call")]], "round 1:", "still owed: seat 3 is to act"),
        ([[a(1, "fold"), a(2, "fold")], [a(3, "check")]], "round 2 action 1: seat 3:", "won when every other player"),
        ([[a(1, "fold"), a(2, "fold"), a(3, "check")]], "round 1 action 3: seat 3:", "the hand is over"),
        ([*FULL, [a(2, "check")]], "round 7 action 1", "only 6 betting"),
        ([[a(1, "call"), a(2, "call"), a(3, "check")], [], *CHECKS[1:]], "round 2:", "still owed"),
        ([[a(1, "call"), a(2, "call"), a(3, "check")], [a(2, "check"), a(3, "check")]], "round 2:", "still owed"),
        ([[a(1, "call"), a(2, "call"), a(3, "check")]], "round 2:", "still owed"),
    ],
)
def test_action_refusals_name_round_action_and_seat(
    rounds: list[list[dict[str, Any]]], prefix: str, words: str
) -> None:
    line = _line(rounds)
    assert line.startswith(prefix) and words in line, line


def test_the_last_round_then_more_actions() -> None:
    ok = [list(r) for r in FULL]
    assert resolve_hand(record(ok)).to_json()["reveal_order"] == [1, 2, 3, 4, 5]
    bad = [list(r) for r in FULL]
    bad[5].append(a(2, "check"))
    assert _line(bad).startswith("round 6 action 4: seat 2: the hand is over")
    assert resolve_hand(record([*ok, [], []])).to_json()["final_trigger"] == 1


def test_no_betting_after_all_in_refuses_more_actions() -> None:
    rounds = [[a(1, "raise", 1000), a(2, "fold"), a(3, "call")], [a(3, "check")]]
    line = _line(rounds)
    assert line.startswith("round 2 action 1: seat 3:") and "has no betting" in line, line
    line = _line([[a(1, "raise", 1000), a(2, "fold"), a(3, "call"), a(3, "check")]])
    assert line.startswith("round 1 action 4: seat 3: round 1 is closed; the betting is over"), line


# --------------------------------------------------------------------------
# Tracker records and the state's own cards
# --------------------------------------------------------------------------


def test_tracker_record_with_unknown_cards() -> None:
    rounds = [ROUND1, [a(2, "bet", 10), a(3, "fold"), a(1, "fold")]]
    hand = record(rounds, circle=["2c", None, None, None, None])
    for p in hand["players"]:
        p["hole"] = None
    out = resolve_hand(hand).to_json()
    assert out["reveal_order"] == [1] and out["trigger_after_round"] == [1, 2]
    assert out["active_positions"] == [2, 3, 4] and out["active_cards"] == [None, None, None]
    assert out["showdown"] == [] and out["payouts"] == {"1": 0, "2": 40, "3": 0}
    hand["circle"] = [None] * 5
    assert refused(hand) == ["circle: position 1 is turned but its card is not named"]
    hand = record(FULL)
    hand["players"][1]["hole"] = None
    assert refused(hand) == ["seat 2: hole: the cards of a player at the showdown must be named"]


def test_state_is_immutable_and_names_cards_later() -> None:
    s0 = start(1000, 1000, 1000)
    s1 = s0.apply(Action(1, ActionKind.RAISE, 20))
    assert s0.to_act == 1 and s0.trigger == 1 and s0.high_bet == 10 and s0.history == ()
    assert s1.to_act == 2 and s1.trigger == 2 and s1.high_bet == 20 and len(s1.history) == 1
    assert s0.seats()[0].stack == 1000 and s1.seats()[0].stack == 980
    # pots as the chips stand now: levels 5, 10 and 20 of the players still in
    assert [(p.amount, p.eligible) for p in s1.pots()] == [(15, (1, 2, 3)), (10, (1, 3)), (10, (1,))]
    s = play(s1, (2, "fold"), (3, "fold"))
    with pytest.raises(HandRefused):
        s.with_circle_card(1, parse_card("2c")).with_hole_cards(1, parse_cards("2c 3c"))
    with pytest.raises(HandRefused):
        s.with_circle_card(6, parse_card("2c"))
    assert s.result().payouts == {1: 35, 2: 0, 3: 0}
    with pytest.raises(HandRefused):
        play(start(1000, 1000), (2, "call")).result()


def test_copy_keeps_every_slot() -> None:
    s = play(start(1000, 1000, 1000), (1, "raise", 30))
    for name in HandState.__slots__:
        assert hasattr(s, name), name


def test_result_json_round_trips() -> None:
    out = resolve_hand(record(FULL))
    assert json.loads(json.dumps(out.to_json())) == out.to_json()
