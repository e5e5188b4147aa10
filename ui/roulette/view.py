"""What the tracker shows, read from the engine's state (no Qt, no arithmetic on chips).

Every figure here is one the engine computed (``HandState.seats()``,
``pots()``, ``legal_actions()``, ``result()``); this module only picks and
labels them so the widgets stay dumb.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field

from rules.cards import Card
from rules.hands import Hand
from rules.roulette import ActionRecord, HandState, RouletteResult, SeatView, Table

__all__ = [
    "CircleView",
    "Mode",
    "PotLine",
    "SeatLine",
    "SeatStatus",
    "blind_roles",
    "circle_view",
    "mode_of",
    "pot_lines",
    "seat_lines",
]


class Mode(enum.Enum):
    """What the tracker expects now."""

    SETUP = "setup"  # no hand in play: the set-up page
    TURN = "turn"  # a card has been turned: the dealer enters it
    BET = "bet"  # a player is to act
    SHOWDOWN = "showdown"  # the betting is over: remaining players' hole cards
    RESULT = "result"  # everything known: the result, to be recorded


def mode_of(state: HandState | None, unnamed_turned: tuple[int, ...]) -> Mode:
    if state is None:
        return Mode.SETUP
    if unnamed_turned:
        return Mode.TURN
    if not state.is_complete:
        return Mode.BET
    if state.missing_cards():
        return Mode.SHOWDOWN
    return Mode.RESULT


class SeatStatus(enum.Enum):
    TO_ACT = "to_act"
    FOLDED = "folded"
    ALL_IN = "all_in"
    IN = "in"  # still in, waiting for their turn
    SHOWING = "showing"  # at the showdown: their hole cards are asked for now
    WINNER = "winner"
    OUT = "out"  # in at the showdown, takes nothing


def blind_roles(table: Table) -> dict[int, str]:
    """``{seat: "SB" | "BB" | "BLIND"}`` for the forced bets as posted."""
    fbs = table.forced_bets
    if len(fbs) == 2:
        return {fbs[0].seat: "SB", fbs[1].seat: "BB"}
    return {fb.seat: "BLIND" for fb in fbs}


@dataclass(frozen=True, slots=True)
class SeatLine:
    seat: int
    view: SeatView
    status: SeatStatus
    button: bool
    role: str
    """``SB``/``BB``/``BLIND`` or empty."""
    last: ActionRecord | None
    """The seat's last action in the current round (the last one of the hand once it is over)."""
    payout: int | None = None
    net: int | None = None
    hand: Hand | None = None
    """The seat's best hand at the showdown."""


def _last_actions(state: HandState) -> dict[int, ActionRecord]:
    out: dict[int, ActionRecord] = {}
    for rec in state.history:
        if rec.round == state.round or state.is_complete:
            out[rec.action.seat] = rec
    return out


def seat_lines(state: HandState, result: RouletteResult | None = None, *, showing: int | None = None) -> list[SeatLine]:
    roles = blind_roles(state.table)
    last = _last_actions(state)
    hands = {s.seat: s.hand for s in result.showdown} if result is not None else {}
    lines: list[SeatLine] = []
    for v in state.seats():
        if result is not None:
            payout = result.payouts.get(v.seat, 0)
            status = SeatStatus.FOLDED if v.folded else SeatStatus.WINNER if payout > 0 else SeatStatus.OUT
        elif v.folded:
            status, payout = SeatStatus.FOLDED, None
        elif v.seat == state.to_act:
            status, payout = SeatStatus.TO_ACT, None
        elif v.seat == showing:
            status, payout = SeatStatus.SHOWING, None
        elif v.all_in:
            status, payout = SeatStatus.ALL_IN, None
        else:
            status, payout = SeatStatus.IN, None
        lines.append(
            SeatLine(
                seat=v.seat,
                view=v,
                status=status,
                button=v.seat == state.table.button,
                role=roles.get(v.seat, ""),
                last=last.get(v.seat),
                payout=payout,
                net=result.net.get(v.seat) if result is not None else None,
                hand=hands.get(v.seat),
            )
        )
    return lines


@dataclass(frozen=True, slots=True)
class CircleView:
    """The circle as the engine has it now."""

    n: int
    m: int
    cards: tuple[Card | None, ...]
    face_up: frozenset[int]
    trigger: int
    active: tuple[int, ...]
    next_to_turn: int | None = None
    """Where the reveal rule turns next (shown before it is turned)."""
    awaiting: int | None = None
    """Turned, and its card is to be entered now."""
    marked: frozenset[Card] = field(default_factory=frozenset)
    """Cards of the winning hands."""
    pot: int | None = None
    round_no: int | None = None
    rounds: int | None = None
    complete: bool = False
    won_by_folds: bool = False


def circle_view(state: HandState, unnamed_turned: tuple[int, ...] = (), result: RouletteResult | None = None) -> CircleView:
    marked: set[Card] = set()
    if result is not None:
        winners = {seat for p in result.pots for seat in p.winners}
        for sh in result.showdown:
            if sh.seat in winners:
                marked.update(sh.hand.cards)
    pots = state.pots()
    return CircleView(
        n=state.setup.circle,
        m=state.setup.active,
        cards=state.circle,
        face_up=state.face_up,
        trigger=state.trigger,
        active=state.active_positions(),
        next_to_turn=None if (state.is_complete or unnamed_turned) else state.next_card_to_turn(),
        awaiting=unnamed_turned[0] if unnamed_turned else None,
        marked=frozenset(marked),
        pot=sum(p.amount for p in pots),
        round_no=state.round,
        rounds=state.rounds_scheduled,
        complete=state.is_complete,
        won_by_folds=state.winner_by_folds is not None,
    )


@dataclass(frozen=True, slots=True)
class PotLine:
    index: int
    amount: int
    eligible: tuple[int, ...]
    winners: tuple[int, ...]
    shares: Mapping[int, int]
    """What each winner takes from this pot (the engine's split, odd chips included)."""


def pot_lines(state: HandState, result: RouletteResult) -> list[PotLine]:
    """Each pot with its winners and their shares, as the engine split it."""
    from rules.roulette.pots import split_pot

    seats = [v.seat for v in state.seats()]
    button = state.table.button
    left = next((i for i, s in enumerate(seats) if s > button), 0)
    order = [seats[(left + k) % len(seats)] for k in range(len(seats))]
    out: list[PotLine] = []
    for i, p in enumerate(result.pots, 1):
        ordered = [s for s in order if s in p.winners]
        out.append(PotLine(i, p.amount, p.eligible, p.winners, split_pot(p.amount, ordered)))
    taken: dict[int, int] = {}
    for line in out:
        for seat, share in line.shares.items():
            taken[seat] = taken.get(seat, 0) + share
    if any(taken.get(s, 0) != v for s, v in result.payouts.items()):
        # never show a split the engine did not make: keep the winners, drop the shares
        out = [PotLine(x.index, x.amount, x.eligible, x.winners, {}) for x in out]
    return out
