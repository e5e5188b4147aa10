"""Property tests: random tables, random legal action sequences driven through
``legal_actions()``. Chips are conserved, the Trigger moves exactly once per
bet or raise and never otherwise, no card is turned twice, every card is
turned unless the hand is won by folds, and the headless resolver agrees
with the state machine on the same hand written as a record."""

from __future__ import annotations

import itertools
import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis_depth import depth

from rules.cards import FULL_DECK
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
    resolve_hand,
)

EXAMPLES = Path(__file__).resolve().parents[3] / "shared" / "contract" / "examples"
PROFILE = settings(max_examples=depth(150), deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def dealt_hands(draw: st.DrawFn) -> HandState:
    m = draw(st.integers(1, 5))
    h = draw(st.integers(max(1, 5 - m), 4))
    n = draw(st.integers(m, 9))
    count = draw(st.integers(2, min(6, (52 - n) // h)))
    seats = sorted(draw(st.sets(st.integers(1, 9), min_size=count, max_size=count)))
    button = draw(st.sampled_from(seats))
    reveals = draw(st.integers(1, 3))
    pre = draw(st.lists(st.integers(1, n), unique=True, max_size=n // 2))
    structure = draw(st.sampled_from(list(Structure)))
    small = draw(st.none() | st.integers(1, 20))
    big = draw(st.none() | st.integers(1, 40))
    setup = RouletteSetup(
        active=m,
        circle=n,
        hole_cards=h,
        trigger=draw(st.integers(1, n)),
        reveals_per_round=reveals,
        pre_revealed=tuple(pre),
        raise_cap=draw(st.none() | st.integers(1, 4)),
        structure=structure,
        ante=draw(st.integers(0, 3)),
        small_bet=small,
        big_bet=big,
    )
    deep = draw(st.booleans())
    players = tuple(Player(s, draw(st.integers(1, 2000 if deep else 300))) for s in seats)
    first = seats.index(button)
    after = seats[first + 1 :] + seats[: first + 1]
    blinds = draw(st.lists(st.integers(1, 20), max_size=min(2, count)))
    forced = tuple(ForcedBet(after[k], amount) for k, amount in enumerate(sorted(blinds)))
    rng = draw(st.randoms(use_true_random=False))
    deck = rng.sample(FULL_DECK, h * count + n)
    holes = {s: deck[k * h : (k + 1) * h] for k, s in enumerate(seats)}
    circle = deck[h * count :]
    return HandState.start(Table(setup, button, players, forced), circle=circle, holes=holes)


def play_out(state: HandState, draw: Callable[[st.SearchStrategy[Any]], Any]) -> list[HandState]:
    """Random legal actions until the hand is over; every state on the way."""
    states = [state]
    for _ in range(2000):
        if state.is_complete:
            return states
        legal = state.legal_actions()
        assert legal.seat is not None and legal.seat == state.to_act and legal.fold
        # fold one time in ten, check or call about half the time: hands that last several rounds
        passive = [k for k in legal.kinds if k in (ActionKind.CHECK, ActionKind.CALL)]
        aggressive = [k for k in legal.kinds if k.takes_to]
        roll = draw(st.integers(0, 9))
        pool = [ActionKind.FOLD] if roll == 0 else passive if roll <= 5 else aggressive
        kind = draw(st.sampled_from(pool or list(legal.kinds)))
        rng = legal.range_for(kind)
        to = None
        if rng is not None:
            assert rng.min_to <= rng.max_to == rng.all_in or rng.min_to == rng.max_to
            small = st.integers(rng.min_to, min(rng.max_to, rng.min_to + 20))
            to = draw(small | st.integers(rng.min_to, rng.max_to))
            for wrong in (rng.min_to - 1, rng.max_to + 1):
                with pytest.raises(ActionRefused):
                    state.apply(Action(legal.seat, kind, wrong))
        state = state.apply(Action(legal.seat, kind, to))
        states.append(state)
    raise AssertionError("the hand did not end")


def as_record(state: HandState) -> dict[str, Any]:
    """The finished hand written as a ``russian-roulette-hand/1`` record."""
    table, setup = state.table, state.setup
    rounds: list[list[dict[str, Any]]] = [[] for _ in range(max((r.round for r in state.history), default=0))]
    for rec in state.history:
        entry: dict[str, Any] = {"seat": rec.action.seat, "action": rec.action.kind.value}
        if rec.action.to is not None:
            entry["to"] = rec.action.to
        rounds[rec.round - 1].append(entry)
    return {
        "format": "russian-roulette-hand/1",
        "setup": {
            "active": setup.active,
            "circle": setup.circle,
            "hole_cards": setup.hole_cards,
            "trigger": setup.trigger,
            "reveals_per_round": setup.reveals_per_round,
            "pre_revealed": list(setup.pre_revealed),
            "raise_cap": setup.raise_cap,
            "structure": setup.structure.value,
            "ante": setup.ante,
            "small_bet": setup.small_bet,
            "big_bet": setup.big_bet,
        },
        "button": table.button,
        "forced_bets": [{"seat": fb.seat, "amount": fb.amount} for fb in table.forced_bets],
        "players": [
            {"seat": v.seat, "stack": p.stack, "hole": None if v.hole is None else [str(c) for c in v.hole]}
            for v, p in zip(state.seats(), sorted(table.players, key=lambda p: p.seat), strict=True)
        ],
        "circle": [None if c is None else str(c) for c in state.circle],
        "rounds": rounds,
    }


@PROFILE
@given(start=dealt_hands(), data=st.data())
def test_random_legal_hands(start: HandState, data: st.DataObject) -> None:
    states = play_out(start, data.draw)
    end = states[-1]
    n = start.setup.circle
    stacks0 = {p.seat: p.stack for p in start.table.players}

    for before, after in itertools.pairwise(states):
        rec = after.history[-1]
        moved = rec.action.kind in (ActionKind.BET, ActionKind.RAISE)
        # the Trigger moves exactly once per bet or raise, never otherwise
        assert before.trigger == rec.trigger_before
        assert after.trigger == (before.trigger % n + 1 if moved else before.trigger)
        # cards are only ever added to the face-up list, never turned twice
        assert after.reveal_order[: len(before.reveal_order)] == before.reveal_order
        assert len(set(after.reveal_order)) == len(after.reveal_order)
        # chips: behind + put in = what the seat sat down with
        assert all(v.stack >= 0 and v.stack + v.total == stacks0[v.seat] for v in after.seats())
        assert sum(p.amount for p in after.pots()) == sum(v.total for v in after.seats())

    bets = sum(1 for r in end.history if r.action.kind in (ActionKind.BET, ActionKind.RAISE))
    assert end.trigger == (start.setup.trigger - 1 + bets) % n + 1
    assert len(end.trigger_after_round) == len({r.round for r in end.history})

    result = end.result()
    put_in = {v.seat: v.total for v in end.seats()}
    assert sum(result.payouts.values()) == sum(put_in.values())  # chips conserved
    assert sum(result.net.values()) == 0
    assert all(result.net[s] == result.payouts[s] - put_in[s] for s in put_in)
    assert all(amount >= 0 for amount in result.payouts.values())
    assert len(set(result.reveal_order)) == len(result.reveal_order)
    if end.winner_by_folds is None:
        assert sorted(result.reveal_order) == list(range(1, n + 1))  # every card turned
        assert {s.seat for s in result.showdown} == {v.seat for v in end.seats() if not v.folded}
    else:
        assert result.showdown == ()
        assert all(p.winners == (end.winner_by_folds,) for p in result.pots)
    for pot in result.pots:
        assert pot.amount > 0 and set(pot.winners) <= set(pot.eligible)
    assert [p.amount for p in result.pots] == [p.amount for p in end.pots()]

    # the headless resolver, fed the same hand as a record, agrees exactly
    record = json.loads(json.dumps(as_record(end)))
    assert resolve_hand(record).to_json() == result.to_json()


@PROFILE
@given(start=dealt_hands(), data=st.data())
def test_a_hand_cut_short_is_refused(start: HandState, data: st.DataObject) -> None:
    end = play_out(start, data.draw)[-1]
    record = as_record(end)
    played = [(k, j) for k, r in enumerate(record["rounds"]) for j in range(len(r))]
    if not played:
        return
    k, j = data.draw(st.sampled_from(played))
    del record["rounds"][k][j:]
    del record["rounds"][k + 1 :]
    try:
        resolve_hand(record)
    except HandRefused as e:
        assert len(e.problems) == 1 and e.problems[0].startswith("round ")
    else:  # only when what was cut was not needed: impossible, every recorded action was a move
        raise AssertionError(f"a hand cut at round {k + 1} action {j + 1} was accepted")


JUNK: list[Any] = [None, True, -1, 0, 1, 7, 10**30, 1.5, "", "As", "raise", [], [None], {}, {"seat": 1}]


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _paths(v, (*prefix, i))
    return out


BASES = [json.loads(p.read_text()) for p in sorted(EXAMPLES.glob("*rr-*.hand.json"))]


@settings(max_examples=depth(300), deadline=None)
@given(base=st.sampled_from(BASES), data=st.data())
def test_mangled_records_are_refused_or_resolved_never_crash(base: dict[str, Any], data: st.DataObject) -> None:
    hand = json.loads(json.dumps(base))
    for _ in range(data.draw(st.integers(1, 3))):
        path = data.draw(st.sampled_from(_paths(hand)[1:]))
        parent: Any = hand
        for key in path[:-1]:
            parent = parent[key]
        if data.draw(st.booleans()) and isinstance(parent, dict):
            del parent[path[-1]]
        else:
            parent[path[-1]] = json.loads(json.dumps(data.draw(st.sampled_from(JUNK))))  # a fresh copy
    try:
        out = resolve_hand(hand).to_json()
    except HandRefused as e:
        assert e.problems and all(isinstance(p, str) and p for p in e.problems)
    else:
        assert sum(out["net"].values()) == 0


def test_random_hands_without_hypothesis_shrinking() -> None:
    """A quick deterministic sweep on top of hypothesis: 300 hands from a fixed seed."""
    rng = random.Random(9003)
    for _ in range(300):
        players = tuple(Player(s, rng.randint(1, 200)) for s in range(1, rng.randint(2, 6) + 1))
        setup = RouletteSetup(raise_cap=rng.choice([None, 2]), structure=rng.choice(list(Structure)))
        forced = (ForcedBet(2, 5), ForcedBet(1 if len(players) == 2 else 3, 10))
        deck = rng.sample(FULL_DECK, 2 * len(players) + 5)
        s = HandState.start(
            Table(setup, 1, players, forced),
            circle=deck[-5:],
            holes={p.seat: deck[2 * k : 2 * k + 2] for k, p in enumerate(players)},
        )
        while not s.is_complete:
            legal = s.legal_actions()
            kind = rng.choice(legal.kinds)
            r = legal.range_for(kind)
            assert legal.seat is not None
            s = s.apply(Action(legal.seat, kind, None if r is None else rng.randint(r.min_to, r.max_to)))
        res = s.result()
        assert sum(res.payouts.values()) == sum(v.total for v in s.seats())
