"""The vocabulary of a Russian Roulette hand (RULES.md Part II, FORMATS.md
``roulette``): set-up, seats, forced bets, actions, what is legal next, pots
and the result.

Everything here is an immutable value. The betting state machine that uses
them is :mod:`rules.roulette.state`; the FORMATS.md record reader is
:mod:`rules.roulette.record`.
"""

from __future__ import annotations

import enum
import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, TypeGuard

from rules.cards import Card
from rules.hands import Hand
from rules.refusal import Refusal
from rules.roulette.problem_codes import RouletteCode, RouletteProblem

__all__ = [
    "Action",
    "ActionKind",
    "ActionRefused",
    "CallOption",
    "ForcedBet",
    "HandRefused",
    "LegalActions",
    "Phase",
    "Player",
    "Pot",
    "RouletteResult",
    "RouletteSetup",
    "ShowdownHand",
    "Structure",
    "Table",
    "ToRange",
]


# --------------------------------------------------------------------------
# Errors
# --------------------------------------------------------------------------


class HandRefused(Refusal[RouletteProblem]):
    """A hand (or its set-up) that cannot be played or resolved.

    ``problems`` holds one line per problem, each naming where it is
    (``setup``, ``players``, ``circle``, ``button``, ``forced_bets``,
    ``seat N``, ``round K action J``), as FORMATS.md asks: each a
    :class:`~rules.roulette.problem_codes.RouletteProblem` (its line, with a code).
    """


class ActionRefused(Refusal[RouletteProblem]):
    """An action the rules do not allow at this point of the hand (well-formed, not
    allowed now: the sibling of :class:`HandRefused`, as in :mod:`rules.refusal`).

    >>> e = ActionRefused(2, 1, 1, RouletteCode.NOTHING_TO_CALL)
    >>> str(e), e.reason, e.problem.code
    ('round 2 action 1: seat 1: call with nothing to call (check instead)', 'call with nothing to call (check instead)', <RouletteCode.NOTHING_TO_CALL: 'nothing_to_call'>)
    """

    def __init__(self, round_no: int, index: int, seat: int | None, code: RouletteCode, /, **params: object) -> None:
        self.round = round_no
        self.index = index
        self.seat = seat
        who = "" if seat is None else f": seat {seat}"
        self.problem = RouletteProblem(f"round {round_no} action {index}{who}", code, params)
        self.reason = self.problem.message
        super().__init__([self.problem])

    @property
    def line(self) -> RouletteProblem:
        """The FORMATS-style problem line (``round K action J: seat N: ...``)."""
        return self.problems[0]


# --------------------------------------------------------------------------
# Enums
# --------------------------------------------------------------------------


class Structure(enum.StrEnum):
    """Betting structure.

    >>> Structure("fixed_limit") is Structure.FIXED_LIMIT
    True
    """

    NO_LIMIT = "no_limit"
    FIXED_LIMIT = "fixed_limit"


class ActionKind(enum.StrEnum):
    """A player's action. ``bet`` and ``raise`` carry ``to``.

    >>> ActionKind.RAISE.takes_to, ActionKind.CALL.takes_to
    (True, False)
    """

    CHECK = "check"
    CALL = "call"
    FOLD = "fold"
    BET = "bet"
    RAISE = "raise"

    @property
    def takes_to(self) -> bool:
        return self in (ActionKind.BET, ActionKind.RAISE)


class Phase(enum.StrEnum):
    """Where the hand is: a betting round waiting for ``to_act``, or over."""

    BETTING = "betting"
    COMPLETE = "complete"


# --------------------------------------------------------------------------
# Set-up
# --------------------------------------------------------------------------


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True, slots=True)
class RouletteSetup:
    """The table's Roulette set-up; every default is RULES.md's.

    >>> RouletteSetup().rounds_scheduled
    6
    >>> RouletteSetup(active=4, circle=9, pre_revealed=(3, 6, 9), reveals_per_round=2).rounds_scheduled
    4
    """

    active: int = 3
    circle: int = 5
    hole_cards: int = 2
    trigger: int = 1
    reveals_per_round: int = 1
    pre_revealed: tuple[int, ...] = ()
    raise_cap: int | None = None
    structure: Structure = Structure.NO_LIMIT
    ante: int = 0
    small_bet: int | None = None
    big_bet: int | None = None

    def problems(self) -> list[RouletteProblem]:
        """Every reason the set-up cannot be played, one ``setup:`` line each."""
        out: list[RouletteProblem] = []
        n, m, h = self.circle, self.active, self.hole_cards
        counts_ok = True
        for name, value in (("active", m), ("circle", n), ("hole_cards", h)):
            if not _is_int(value) or value < 1:
                out.append(RouletteProblem.of(f"setup: {name}", RouletteCode.AT_LEAST_ONE, value=repr(value)))
                counts_ok = False
        if counts_ok:
            if h + m < 5:
                out.append(RouletteProblem.of("setup", RouletteCode.HAND_TOO_SMALL, hole_cards=h, active=m, total=h + m))
            if m > n:
                out.append(RouletteProblem.of("setup: active", RouletteCode.ACTIVE_OVER_CIRCLE, active=m, circle=n))
        for name, opt in (
            ("reveals_per_round", self.reveals_per_round),
            ("raise_cap", self.raise_cap),
            ("small_bet", self.small_bet),
            ("big_bet", self.big_bet),
        ):
            if opt is None and name != "reveals_per_round":
                continue
            if not _is_int(opt) or opt < 1:
                out.append(RouletteProblem.of(f"setup: {name}", RouletteCode.AT_LEAST_ONE, value=repr(opt)))
        if not _is_int(self.ante) or self.ante < 0:
            out.append(RouletteProblem.of("setup: ante", RouletteCode.NOT_ZERO_OR_MORE, value=repr(self.ante)))
        if not isinstance(self.structure, Structure):
            out.append(RouletteProblem.of("setup: structure", RouletteCode.NOT_A_STRUCTURE, value=repr(self.structure)))
        if _is_int(n) and n >= 1:
            if not _is_int(self.trigger) or not 1 <= self.trigger <= n:
                out.append(RouletteProblem.of("setup: trigger", RouletteCode.NOT_A_POSITION, value=repr(self.trigger), circle=n))
            seen: set[int] = set()
            for pos in self.pre_revealed:
                if not _is_int(pos) or not 1 <= pos <= n:
                    out.append(RouletteProblem.of("setup: pre_revealed", RouletteCode.NOT_A_POSITION, value=repr(pos), circle=n))
                elif pos in seen:
                    out.append(RouletteProblem.of("setup: pre_revealed", RouletteCode.POSITION_TWICE, position=pos))
                seen.add(pos)
        return out

    @property
    def rounds_scheduled(self) -> int:
        """R = 1 + ceil((n - pre-revealed) / reveals_per_round) betting rounds."""
        return 1 + math.ceil((self.circle - len(self.pre_revealed)) / self.reveals_per_round)

    def warnings(self) -> list[str]:
        out: list[str] = []
        if self.circle % 2 == 0:
            out.append(
                f"setup: an even circle ({self.circle} cards) can lock two players into raising "
                "back and forth without end; an odd circle or a raise cap is recommended"
            )
        if self.structure is Structure.NO_LIMIT and (self.small_bet is not None or self.big_bet is not None):
            out.append("setup: small_bet and big_bet apply to fixed_limit only; ignored in no_limit")
        return out

    def limit_size(self, round_no: int, big_blind: int) -> int:
        """The fixed-limit bet size in ``round_no``: ``small_bet`` (default: the
        big blind) in rounds 1..ceil(R/2), ``big_bet`` (default: twice
        ``small_bet``) after."""
        small = self.small_bet if self.small_bet is not None else big_blind
        if round_no <= math.ceil(self.rounds_scheduled / 2):
            return small
        return self.big_bet if self.big_bet is not None else 2 * small


@dataclass(frozen=True, slots=True)
class Player:
    """A seat at the table and the chips it starts the hand with."""

    seat: int
    stack: int


@dataclass(frozen=True, slots=True)
class ForcedBet:
    """A live blind, posted in the order listed (all-in when the stack is smaller)."""

    seat: int
    amount: int


@dataclass(frozen=True, slots=True)
class Table:
    """The fixed facts of one hand: set-up, button, seats and forced bets."""

    setup: RouletteSetup
    button: int
    players: tuple[Player, ...]
    forced_bets: tuple[ForcedBet, ...] = ()

    @property
    def big_blind(self) -> int:
        """The largest forced bet (as listed), 1 without one."""
        return max((fb.amount for fb in self.forced_bets), default=1)

    def problems(self) -> list[RouletteProblem]:
        """Every reason this table cannot start a hand, one line each."""
        out = self.setup.problems()
        out += self.seat_problems()
        s = self.setup
        if not out:
            need = s.hole_cards * len(self.players) + s.circle
            if need > 52:
                out.append(RouletteProblem.of("setup", RouletteCode.DECK_TOO_SMALL, players=len(self.players),
                                              hole_cards=s.hole_cards, circle=s.circle, need=need))
        return out

    def seat_problems(self) -> list[RouletteProblem]:
        """The problems of the seats, button and forced bets (the set-up aside)."""
        out: list[RouletteProblem] = []
        seats: set[int] = set()
        for p in self.players:
            if not _is_int(p.seat) or p.seat < 1:
                out.append(RouletteProblem.of("players", RouletteCode.SEAT_AT_LEAST_ONE, value=repr(p.seat)))
                continue
            if p.seat in seats:
                out.append(RouletteProblem.of("players", RouletteCode.SEAT_TWICE, seat=p.seat))
            seats.add(p.seat)
            if not _is_int(p.stack) or p.stack < 1:
                out.append(RouletteProblem.of(f"seat {p.seat}: stack", RouletteCode.AT_LEAST_ONE, value=repr(p.stack)))
        if len(self.players) < 2:
            out.append(RouletteProblem.of("players", RouletteCode.TOO_FEW_PLAYERS, count=len(self.players)))
        if self.button not in seats:
            out.append(RouletteProblem.of("button", RouletteCode.NOT_A_SEAT, value=repr(self.button)))
        posted: set[int] = set()
        for fb in self.forced_bets:
            if fb.seat not in seats:
                out.append(RouletteProblem.of("forced_bets", RouletteCode.NOT_A_SEAT, value=repr(fb.seat)))
            elif fb.seat in posted:
                out.append(RouletteProblem.of("forced_bets", RouletteCode.POSTS_TWICE, seat=fb.seat))
            posted.add(fb.seat)
            if not _is_int(fb.amount) or fb.amount < 1:
                out.append(RouletteProblem.of(f"forced_bets: seat {fb.seat}", RouletteCode.FORCED_AMOUNT, value=repr(fb.amount)))
        return out


# --------------------------------------------------------------------------
# Actions and what is legal next
# --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Action:
    """One player's action; ``to`` (bet and raise only) is the player's total in the round.

    >>> str(Action(1, ActionKind.RAISE, 120))
    'seat 1 raise to 120'
    """

    seat: int
    kind: ActionKind
    to: int | None = None

    def __str__(self) -> str:
        tail = f" to {self.to}" if self.to is not None else ""
        return f"seat {self.seat} {self.kind.value}{tail}"


@dataclass(frozen=True, slots=True)
class ToRange:
    """The totals a bet or raise may go to, ``min_to..max_to`` inclusive (one
    value in fixed limit, or when the player can only go all-in for less)."""

    min_to: int
    max_to: int
    all_in: int
    """The player's all-in total for the round (chips behind + already in)."""

    def __contains__(self, to: object) -> bool:
        return _is_int(to) and self.min_to <= to <= self.max_to


@dataclass(frozen=True, slots=True)
class CallOption:
    """A call: ``amount`` more chips bring the player to ``to`` (all-in when short)."""

    amount: int
    to: int
    all_in: bool


@dataclass(frozen=True, slots=True)
class LegalActions:
    """What the player to act may do (everything ``None``/``False`` once the hand is over)."""

    seat: int | None
    fold: bool = False
    check: bool = False
    call: CallOption | None = None
    bet: ToRange | None = None
    raise_: ToRange | None = None
    why_no_raise: RouletteProblem | None = None
    """When facing a bet with no raise allowed: the reason (cap, not re-opened, ...)."""

    @property
    def kinds(self) -> tuple[ActionKind, ...]:
        out: list[ActionKind] = []
        if self.check:
            out.append(ActionKind.CHECK)
        if self.call is not None:
            out.append(ActionKind.CALL)
        if self.fold:
            out.append(ActionKind.FOLD)
        if self.bet is not None:
            out.append(ActionKind.BET)
        if self.raise_ is not None:
            out.append(ActionKind.RAISE)
        return tuple(out)

    def range_for(self, kind: ActionKind) -> ToRange | None:
        return self.bet if kind is ActionKind.BET else self.raise_ if kind is ActionKind.RAISE else None


# --------------------------------------------------------------------------
# Pots and the result
# --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Pot:
    """A pot built from one level of the players' totals; ``winners`` is empty until the hand is over."""

    amount: int
    eligible: tuple[int, ...]
    winners: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class ShowdownHand:
    seat: int
    hand: Hand


@dataclass(frozen=True, slots=True)
class RouletteResult:
    """The course and result of one hand, as FORMATS.md's ``russian-roulette-result/1``."""

    reveal_order: tuple[int, ...]
    trigger_after_round: tuple[int, ...]
    final_trigger: int
    active_positions: tuple[int, ...]
    active_cards: tuple[Card | None, ...]
    showdown: tuple[ShowdownHand, ...]
    pots: tuple[Pot, ...]
    payouts: Mapping[int, int]
    """Chips each seat takes from the pots, in seat order."""
    net: Mapping[int, int]
    """Payouts minus everything the seat put in, in seat order."""
    warnings: tuple[str, ...] = ()

    @property
    def won_by_folds(self) -> bool:
        return not self.showdown

    def to_json(self) -> dict[str, Any]:
        """The FORMATS.md output object (plus ``warnings``), ready for ``json.dumps``."""
        return {
            "format": "russian-roulette-result/1",
            "reveal_order": list(self.reveal_order),
            "trigger_after_round": list(self.trigger_after_round),
            "final_trigger": self.final_trigger,
            "active_positions": list(self.active_positions),
            "active_cards": [None if c is None else str(c) for c in self.active_cards],
            "showdown": [
                {"seat": s.seat, "hand": {"category": s.hand.category.key, "cards": [str(c) for c in s.hand.cards]}}
                for s in self.showdown
            ],
            "pots": [{"amount": p.amount, "eligible": list(p.eligible), "winners": list(p.winners)} for p in self.pots],
            "payouts": {str(seat): amount for seat, amount in self.payouts.items()},
            "net": {str(seat): amount for seat, amount in self.net.items()},
            "warnings": list(self.warnings),
        }
