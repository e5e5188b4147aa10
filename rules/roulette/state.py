"""The betting state machine of a Russian Roulette hand, exactly as
FORMATS.md (``roulette``) fixes it.

A :class:`HandState` is immutable from the outside: :meth:`HandState.apply`
returns the next state and never changes the one it is called on, so a
tracker can keep every state for undo and replay. At every step the state
says what is legal next (:meth:`HandState.legal_actions`), who acts
(:attr:`HandState.to_act`), where the Trigger is, which cards are face up and
which card the reveal rule will turn next.

Cards may be unknown while the hand is played (a tracker learns the circle
card by card, and a folded hand is never shown): positions are turned by the
rules whether or not the card is named yet; :meth:`HandState.result` needs
exactly the cards that were turned and the hole cards of the players at the
showdown.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from rules.cards import Card
from rules.hands import Hand, best_hand
from rules.roulette.model import (
    Action,
    ActionKind,
    ActionRefused,
    CallOption,
    HandRefused,
    LegalActions,
    Phase,
    Pot,
    RouletteResult,
    RouletteSetup,
    ShowdownHand,
    Structure,
    Table,
    ToRange,
)
from rules.roulette.pots import build_pots, split_pot
from rules.roulette.problem_codes import OutOfTurn, RouletteCode, RouletteProblem

__all__ = ["ActionRecord", "HandState", "SeatView", "card_problems"]


@dataclass(frozen=True, slots=True)
class ActionRecord:
    """One applied action, as a dealer's audit log keeps it."""

    round: int
    index: int
    """J: the action's number within its round, from 1."""
    action: Action
    added: int
    """Chips the action put in."""
    trigger_before: int
    trigger_after: int
    full: bool
    """A full bet or raise (it re-opened the betting)."""
    all_in: bool


@dataclass(frozen=True, slots=True)
class SeatView:
    """One seat as the table sees it now."""

    seat: int
    stack: int
    """Chips behind."""
    total: int
    """Everything put in this hand, antes included."""
    round_bet: int
    """Put in during the current betting round (live forced bets included)."""
    folded: bool
    all_in: bool
    acted: bool
    """Has acted since the last full bet or raise of the round."""
    hole: tuple[Card, ...] | None


@dataclass(frozen=True, slots=True)
class _Fixed:
    """What does not change during a hand."""

    table: Table
    setup: RouletteSetup
    seats: tuple[int, ...]
    index_of: Mapping[int, int]
    rounds: int
    big_blind: int
    round1_opener: int
    later_opener: int
    odd_chip_order: tuple[int, ...]
    warnings: tuple[str, ...]


def _seat_after(seats: Sequence[int], seat: int) -> int:
    """Index of the first seat clockwise after ``seat`` (seats ascending)."""
    for i, s in enumerate(seats):
        if s > seat:
            return i
    return 0


def card_problems(
    setup: RouletteSetup,
    seats: Sequence[int],
    circle: Sequence[Card | None],
    holes: Sequence[Sequence[Card] | None],
) -> list[RouletteProblem]:
    """Wrong numbers of cards, and any card named twice (``seat 1 and circle: card As appears twice``)."""
    out: list[RouletteProblem] = []
    if len(circle) != setup.circle:
        out.append(RouletteProblem.of("circle", RouletteCode.CIRCLE_COUNT, count=len(circle), circle=setup.circle))
    where: dict[Card, str] = {}

    def note(card: Card, place: str) -> None:
        first = where.get(card)
        if first is None:
            where[card] = place
        elif first == place:
            out.append(RouletteProblem.of(place, RouletteCode.CARD_TWICE, card=card))
        else:
            out.append(RouletteProblem.of(f"{first} and {place}", RouletteCode.CARD_TWICE, card=card))

    for seat, hole in zip(seats, holes, strict=True):
        if hole is None:
            continue
        if len(hole) != setup.hole_cards:
            out.append(RouletteProblem.of(f"seat {seat}: hole", RouletteCode.HOLE_COUNT, count=len(hole),
                                          hole_cards=setup.hole_cards))
        for c in hole:
            note(c, f"seat {seat}")
    for named in circle:
        if named is not None:
            note(named, "circle")
    return out


class HandState:
    """One hand in progress (or over). Build with :meth:`start`; move on with
    :meth:`apply`, which returns a new state."""

    __slots__ = (
        "_acted",
        "_aggressions",
        "_bet",
        "_circle",
        "_folded",
        "_fx",
        "_high",
        "_history",
        "_holes",
        "_increment",
        "_phase",
        "_revealed",
        "_round",
        "_round_actions",
        "_stack",
        "_to_act",
        "_total",
        "_trigger",
        "_trigger_after_round",
    )

    _fx: _Fixed
    _phase: Phase
    _round: int
    _trigger: int
    _revealed: list[int]
    _trigger_after_round: list[int]
    _stack: list[int]
    _total: list[int]
    _bet: list[int]
    _folded: list[bool]
    _acted: list[bool]
    _high: int
    _increment: int
    _aggressions: int
    _round_actions: int
    _to_act: int | None
    _circle: tuple[Card | None, ...]
    _holes: tuple[tuple[Card, ...] | None, ...]
    _history: tuple[ActionRecord, ...]

    def __init__(self) -> None:  # pragma: no cover - use HandState.start
        raise TypeError("use HandState.start(table, ...) to begin a hand")

    # ------------------------------------------------------------------
    # Construction
    # ------------------------------------------------------------------

    @classmethod
    def start(
        cls,
        table: Table,
        *,
        circle: Sequence[Card | None] | None = None,
        holes: Mapping[int, Sequence[Card] | None] | None = None,
    ) -> HandState:
        """Deal the hand: antes and forced bets are posted (all-in for the stack
        when larger), pre-revealed positions are turned and round 1 begins.

        ``circle`` (n entries, ``None`` for a card not seen yet) and ``holes``
        (seat -> cards, or ``None`` when not shown) may be left out and named
        later with :meth:`with_circle_card` and :meth:`with_hole_cards`.
        Raises :class:`HandRefused` listing every problem of the set-up.
        """
        problems = table.problems()
        if problems:
            raise HandRefused(problems)
        setup = table.setup
        players = sorted(table.players, key=lambda p: p.seat)
        seats = tuple(p.seat for p in players)
        circle_t: tuple[Card | None, ...] = tuple(circle) if circle is not None else (None,) * setup.circle
        holes = holes or {}
        unknown = sorted(set(holes) - set(seats))
        if unknown:
            raise HandRefused([RouletteProblem.of(f"seat {s}", RouletteCode.HOLE_FOR_ABSENT_SEAT) for s in unknown])
        holes_t = tuple(None if holes.get(s) is None else tuple(holes[s] or ()) for s in seats)
        problems = card_problems(setup, seats, circle_t, holes_t)
        if problems:
            raise HandRefused(problems)

        last_forced = table.forced_bets[-1].seat if table.forced_bets else table.button
        left = _seat_after(seats, table.button)
        fx = _Fixed(
            table=table,
            setup=setup,
            seats=seats,
            index_of={s: i for i, s in enumerate(seats)},
            rounds=setup.rounds_scheduled,
            big_blind=table.big_blind,
            round1_opener=_seat_after(seats, last_forced),
            later_opener=left,
            odd_chip_order=tuple((left + k) % len(seats) for k in range(len(seats))),
            warnings=tuple(setup.warnings()),
        )
        st = object.__new__(cls)
        st._fx = fx
        st._phase = Phase.BETTING
        st._round = 1
        st._trigger = setup.trigger
        st._revealed = list(setup.pre_revealed)
        st._trigger_after_round = []
        st._stack = [p.stack for p in players]
        st._total = [0] * len(seats)
        st._bet = [0] * len(seats)
        st._folded = [False] * len(seats)
        st._acted = [False] * len(seats)
        st._aggressions = 0
        st._round_actions = 0
        st._to_act = None
        st._circle = circle_t
        st._holes = holes_t
        st._history = ()
        for i in range(len(seats)):
            st._post(i, setup.ante, live=False)
        for fb in table.forced_bets:
            st._post(fx.index_of[fb.seat], fb.amount, live=True)
        st._high = max(st._bet)
        st._increment = fx.big_blind
        st._open_round(fx.round1_opener)
        return st

    def _copy(self) -> HandState:
        """A copy to apply a transition to: every slot, its lists copied (the rest is immutable)."""
        st = object.__new__(HandState)
        for name in HandState.__slots__:
            value = getattr(self, name)
            setattr(st, name, value.copy() if isinstance(value, list) else value)
        return st

    # ------------------------------------------------------------------
    # Transitions (only ever called on a fresh copy)
    # ------------------------------------------------------------------

    def _post(self, i: int, amount: int, *, live: bool) -> None:
        paid = min(amount, self._stack[i])
        self._stack[i] -= paid
        self._total[i] += paid
        if live:
            self._bet[i] += paid

    def _live(self, i: int) -> bool:
        """Still in and not all-in."""
        return not self._folded[i] and self._stack[i] > 0

    def _needs_action(self, i: int) -> bool:
        return self._live(i) and (self._bet[i] < self._high or not self._acted[i])

    def _round_closed(self) -> bool:
        live = [i for i in range(len(self._stack)) if self._live(i)]
        if any(self._bet[i] < self._high for i in live):
            return False
        return len(live) < 2 or all(self._acted[i] for i in live)

    def _next_needing(self, start: int) -> int | None:
        n = len(self._stack)
        for k in range(n):
            i = (start + k) % n
            if self._needs_action(i):
                return i
        return None

    def _turn(self, count: int) -> None:
        for _ in range(count):
            pos = self.next_card_to_turn()
            if pos is None:
                return
            self._revealed.append(pos)

    def _open_round(self, opener: int) -> None:
        """Begin the current round at ``opener``; a round without betting is
        closed at once (its cards are turned without it)."""
        if self._round_closed():
            self._end_round(played=False)
        else:
            self._to_act = self._next_needing(opener)

    def _end_round(self, *, played: bool) -> None:
        if played:
            self._trigger_after_round.append(self._trigger)
        if self._round == self._fx.rounds:
            self._phase = Phase.COMPLETE
            self._to_act = None
            return
        self._turn(self._fx.setup.reveals_per_round)
        self._round += 1
        n = len(self._stack)
        self._bet = [0] * n
        self._acted = [False] * n
        self._high = 0
        self._increment = self._fx.big_blind
        self._aggressions = 0
        self._round_actions = 0
        self._open_round(self._fx.later_opener)

    # ------------------------------------------------------------------
    # What is legal
    # ------------------------------------------------------------------

    def _aggression(self, i: int) -> tuple[ToRange | None, RouletteProblem | None]:
        """The bet/raise range open to player ``i``, or why there is none."""
        all_in = self._bet[i] + self._stack[i]
        if all_in <= self._high:
            return None, RouletteProblem.of("", RouletteCode.NO_CHIPS_TO_RAISE, seat=self._fx.seats[i])
        cap = self._fx.setup.raise_cap
        if cap is not None and self._aggressions >= cap:
            return None, RouletteProblem.of("", RouletteCode.RAISE_CAP_REACHED, cap=cap)
        if self._acted[i]:
            return None, RouletteProblem.of("", RouletteCode.NOT_REOPENED)
        if not any(self._live(j) for j in range(len(self._stack)) if j != i):
            return None, RouletteProblem.of("", RouletteCode.OTHERS_ALL_IN)
        if self._fx.setup.structure is Structure.FIXED_LIMIT:
            exact = min(self._high + self.bet_size, all_in)
            return ToRange(exact, exact, all_in), None
        return ToRange(min(self._high + self._increment, all_in), all_in, all_in), None

    def legal_actions(self) -> LegalActions:
        """What the player to act may do: which actions, and the ``to`` range of a bet or raise."""
        i = self._to_act
        if i is None:
            return LegalActions(seat=None)
        owe = self._high - self._bet[i]
        call = None
        if owe > 0:
            amount = min(owe, self._stack[i])
            call = CallOption(amount=amount, to=self._bet[i] + amount, all_in=amount == self._stack[i])
        rng, why = self._aggression(i)
        return LegalActions(
            seat=self._fx.seats[i],
            fold=True,
            check=owe == 0,
            call=call,
            bet=rng if self._high == 0 else None,
            raise_=rng if self._high > 0 else None,
            why_no_raise=why,
        )

    def _refuse(self, seat: int | None, code: RouletteCode, /, **params: object) -> ActionRefused:
        return ActionRefused(self._round, self._round_actions + 1, seat, code, **params)

    def check(self, action: Action) -> tuple[RouletteProblem, ...]:
        """The problems ``action`` would be refused with now (one FORMATS-style line), or
        nothing when it is legal (:mod:`rules.refusal`)."""
        try:
            self._verify(action)
        except ActionRefused as e:
            return e.problems
        return ()

    def can_apply(self, action: Action) -> bool:
        return not self.check(action)

    def _verify(self, action: Action) -> LegalActions:
        """Raise :class:`ActionRefused` (with the FORMATS-style line) unless
        ``action`` is legal now; return the legal actions it was checked against."""
        seat, kind, to = action.seat, action.kind, action.to
        if self._phase is Phase.COMPLETE:
            winner = self.winner_by_folds
            if winner is not None:
                raise self._refuse(seat, RouletteCode.WON_BY_FOLDS, seat=winner)
            raise self._refuse(seat, RouletteCode.HAND_OVER)
        legal = self.legal_actions()
        if seat not in self._fx.index_of:
            raise self._refuse(seat, RouletteCode.SEAT_NOT_AT_TABLE)
        if seat != legal.seat:
            i = self._fx.index_of[seat]
            status = OutOfTurn.FOLDED if self._folded[i] else OutOfTurn.ALL_IN if self._stack[i] == 0 else OutOfTurn.WAITING
            raise self._refuse(seat, RouletteCode.OUT_OF_TURN, seat=seat, status=status, to_act=legal.seat)
        if not isinstance(kind, ActionKind):
            raise self._refuse(seat, RouletteCode.NOT_AN_ACTION, value=repr(kind))
        if not kind.takes_to:
            if to is not None:
                raise self._refuse(seat, RouletteCode.TO_NOT_TAKEN, kind=kind)
            if kind is ActionKind.CHECK and not legal.check:
                assert legal.call is not None
                raise self._refuse(seat, RouletteCode.CHECK_FACING_BET, high=self._high, call=legal.call.amount)
            if kind is ActionKind.CALL and legal.call is None:
                raise self._refuse(seat, RouletteCode.NOTHING_TO_CALL)
            return legal
        if to is None or isinstance(to, bool) or not isinstance(to, int):
            raise self._refuse(seat, RouletteCode.TO_NEEDED, kind=kind)
        if kind is ActionKind.BET and self._high > 0:
            raise self._refuse(seat, RouletteCode.BET_OVER_BET, high=self._high)
        if kind is ActionKind.RAISE and self._high == 0:
            raise self._refuse(seat, RouletteCode.RAISE_NOTHING_BET)
        rng = legal.range_for(kind)
        if rng is None:
            raise self._refuse(seat, RouletteCode.NOT_ALLOWED, kind=kind, why=legal.why_no_raise)
        if to > rng.all_in:
            raise self._refuse(seat, RouletteCode.OVER_STACK, kind=kind, to=to, all_in=rng.all_in)
        if to <= self._high:
            raise self._refuse(seat, RouletteCode.NOT_MORE_THAN_BET, kind=kind, to=to, high=self._high)
        if to not in rng:
            if self._fx.setup.structure is Structure.FIXED_LIMIT:
                raise self._refuse(seat, RouletteCode.FIXED_WRONG_SIZE, kind=kind, to=to, exact=rng.min_to)
            raise self._refuse(seat, RouletteCode.BELOW_MINIMUM, kind=kind, to=to, min_to=rng.min_to, all_in=rng.all_in)
        return legal

    def apply(self, action: Action) -> HandState:
        """The state after ``action``; raises :class:`ActionRefused` if it is not legal."""
        self._verify(action)
        st = self._copy()
        st._do(action)
        return st

    def _do(self, action: Action) -> None:
        i = self._fx.index_of[action.seat]
        before = self._trigger
        added = 0
        full = False
        kind = action.kind
        if kind is ActionKind.FOLD:
            self._folded[i] = True
        elif kind is ActionKind.CHECK:
            self._acted[i] = True
        elif kind is ActionKind.CALL:
            added = min(self._high - self._bet[i], self._stack[i])
            self._acted[i] = True
        else:
            assert action.to is not None
            to = action.to
            added = to - self._bet[i]
            if self._fx.setup.structure is Structure.FIXED_LIMIT:
                full = to == self._high + self.bet_size
            else:
                full = to - self._high >= self._increment
            if full:
                self._increment = to - self._high
                self._acted = [False] * len(self._acted)
            self._acted[i] = True
            self._high = to
            self._aggressions += 1
            self._trigger = self._trigger % self._fx.setup.circle + 1
        self._stack[i] -= added
        self._bet[i] += added
        self._total[i] += added
        self._round_actions += 1
        self._history = (
            *self._history,
            ActionRecord(
                round=self._round,
                index=self._round_actions,
                action=action,
                added=added,
                trigger_before=before,
                trigger_after=self._trigger,
                full=full,
                all_in=added > 0 and self._stack[i] == 0,
            ),
        )
        if sum(1 for f in self._folded if not f) == 1:
            self._trigger_after_round.append(self._trigger)
            self._phase = Phase.COMPLETE
            self._to_act = None
        elif self._round_closed():
            self._end_round(played=True)
        else:
            self._to_act = self._next_needing(i + 1)

    # ------------------------------------------------------------------
    # Cards named as they are seen
    # ------------------------------------------------------------------

    def with_circle_card(self, position: int, card: Card | None) -> HandState:
        """The same state with the card at ``position`` named (or cleared)."""
        n = self._fx.setup.circle
        if not 1 <= position <= n:
            raise HandRefused([RouletteProblem.of("circle", RouletteCode.NOT_A_POSITION, value=str(position), circle=n)])
        circle = list(self._circle)
        circle[position - 1] = card
        return self._with_cards(tuple(circle), self._holes)

    def with_hole_cards(self, seat: int, cards: Sequence[Card] | None) -> HandState:
        """The same state with a seat's hole cards named (or cleared)."""
        if seat not in self._fx.index_of:
            raise HandRefused([RouletteProblem.of(f"seat {seat}", RouletteCode.NOT_AT_TABLE)])
        holes = list(self._holes)
        holes[self._fx.index_of[seat]] = None if cards is None else tuple(cards)
        return self._with_cards(self._circle, tuple(holes))

    def _with_cards(self, circle: tuple[Card | None, ...], holes: tuple[tuple[Card, ...] | None, ...]) -> HandState:
        problems = card_problems(self._fx.setup, self._fx.seats, circle, holes)
        if problems:
            raise HandRefused(problems)
        st = self._copy()
        st._circle = circle
        st._holes = holes
        return st

    # ------------------------------------------------------------------
    # Read-only view
    # ------------------------------------------------------------------

    @property
    def table(self) -> Table:
        return self._fx.table

    @property
    def setup(self) -> RouletteSetup:
        return self._fx.setup

    @property
    def phase(self) -> Phase:
        return self._phase

    @property
    def is_complete(self) -> bool:
        return self._phase is Phase.COMPLETE

    @property
    def round(self) -> int:
        """The betting round being played (the last one reached once the hand is over)."""
        return self._round

    @property
    def rounds_scheduled(self) -> int:
        return self._fx.rounds

    @property
    def to_act(self) -> int | None:
        """The seat to act, ``None`` once the hand is over."""
        return None if self._to_act is None else self._fx.seats[self._to_act]

    @property
    def trigger(self) -> int:
        return self._trigger

    @property
    def face_up(self) -> frozenset[int]:
        return frozenset(self._revealed)

    @property
    def reveal_order(self) -> tuple[int, ...]:
        """Positions in the order turned (pre-revealed first)."""
        return tuple(self._revealed)

    @property
    def trigger_after_round(self) -> tuple[int, ...]:
        """The Trigger at the end of each betting round played so far."""
        return tuple(self._trigger_after_round)

    @property
    def high_bet(self) -> int:
        """The highest amount bet in the current round."""
        return self._high

    @property
    def min_increment(self) -> int:
        """The last full increment of the round (no limit)."""
        return self._increment

    @property
    def bets_and_raises(self) -> int:
        """Bets plus raises so far in this round (the raise cap counts these)."""
        return self._aggressions

    @property
    def bet_size(self) -> int:
        """The fixed-limit size of the current round."""
        return self._fx.setup.limit_size(self._round, self._fx.big_blind)

    @property
    def circle(self) -> tuple[Card | None, ...]:
        return self._circle

    @property
    def history(self) -> tuple[ActionRecord, ...]:
        return self._history

    @property
    def warnings(self) -> tuple[str, ...]:
        return self._fx.warnings

    @property
    def winner_by_folds(self) -> int | None:
        """The seat that won because every other player folded, if so."""
        left = [s for s, f in zip(self._fx.seats, self._folded, strict=True) if not f]
        return left[0] if len(left) == 1 else None

    def seats(self) -> tuple[SeatView, ...]:
        return tuple(
            SeatView(
                seat=s,
                stack=self._stack[i],
                total=self._total[i],
                round_bet=self._bet[i],
                folded=self._folded[i],
                all_in=not self._folded[i] and self._stack[i] == 0,
                acted=self._acted[i],
                hole=self._holes[i],
            )
            for i, s in enumerate(self._fx.seats)
        )

    def next_card_to_turn(self) -> int | None:
        """The position the reveal rule turns next: the card at the Trigger if
        face down, else the first face-down card clockwise; ``None`` when all are up."""
        n = self._fx.setup.circle
        up = self._revealed
        for k in range(n):
            pos = (self._trigger - 1 + k) % n + 1
            if pos not in up:
                return pos
        return None

    def active_positions(self) -> tuple[int, ...]:
        """The m positions from the Trigger, clockwise (face down ones included)."""
        n = self._fx.setup.circle
        return tuple((self._trigger - 1 + k) % n + 1 for k in range(self._fx.setup.active))

    def active_cards(self) -> tuple[Card | None, ...]:
        return tuple(self._circle[p - 1] for p in self.active_positions())

    def pots(self) -> tuple[Pot, ...]:
        """The pots as the chips stand now (no winners until the hand is over)."""
        seats = self._fx.seats
        return tuple(
            Pot(amount, tuple(seats[i] for i in eligible))
            for amount, eligible in build_pots(self._total, [not f for f in self._folded])
        )

    # ------------------------------------------------------------------
    # The result
    # ------------------------------------------------------------------

    def missing_cards(self) -> list[RouletteProblem]:
        """What must still be named before :meth:`result`: turned circle
        positions and the hole cards of the players at the showdown."""
        out = [
            RouletteProblem.of("circle", RouletteCode.TURNED_NOT_NAMED, position=pos)
            for pos in self._revealed
            if self._circle[pos - 1] is None
        ]
        if self.winner_by_folds is None:
            for s, f, hole in zip(self._fx.seats, self._folded, self._holes, strict=True):
                if not f and hole is None:
                    out.append(RouletteProblem.of(f"seat {s}: hole", RouletteCode.SHOWDOWN_HOLE_MISSING))
        return out

    def result(self) -> RouletteResult:
        """Showdown, pots and payouts. Raises :class:`HandRefused` while the
        hand is not over or a card it needs is not named."""
        if self._phase is not Phase.COMPLETE:
            raise HandRefused([RouletteProblem.of(f"round {self._round}", RouletteCode.HAND_NOT_OVER, seat=self.to_act)])
        problems = self.missing_cards()
        if problems:
            raise HandRefused(problems)
        seats = self._fx.seats
        still_in = [not f for f in self._folded]
        hands: dict[int, Hand] = {}
        if self.winner_by_folds is None:
            active = [c for c in self.active_cards() if c is not None]
            for i, alive in enumerate(still_in):
                hole = self._holes[i]
                if alive and hole is not None:
                    hands[i] = best_hand([*hole, *active])
        payouts = [0] * len(seats)
        pots: list[Pot] = []
        for amount, eligible in build_pots(self._total, still_in):
            winners = _winners(eligible, hands)
            ordered = [i for i in self._fx.odd_chip_order if i in winners]
            for i, share in split_pot(amount, ordered).items():
                payouts[i] += share
            pots.append(Pot(amount, tuple(seats[i] for i in eligible), tuple(seats[i] for i in sorted(winners))))
        return RouletteResult(
            reveal_order=tuple(self._revealed),
            trigger_after_round=tuple(self._trigger_after_round),
            final_trigger=self._trigger,
            active_positions=self.active_positions(),
            active_cards=self.active_cards(),
            showdown=tuple(ShowdownHand(seats[i], h) for i, h in sorted(hands.items())),
            pots=tuple(pots),
            payouts={s: payouts[i] for i, s in enumerate(seats)},
            net={s: payouts[i] - self._total[i] for i, s in enumerate(seats)},
            warnings=self._fx.warnings,
        )

    def __repr__(self) -> str:
        where = "complete" if self._to_act is None else f"seat {self.to_act} to act"
        return f"<HandState round {self._round}/{self._fx.rounds}, trigger {self._trigger}, {where}>"


def _winners(eligible: Iterable[int], hands: Mapping[int, Hand]) -> set[int]:
    elig = list(eligible)
    if len(elig) == 1:
        return set(elig)
    top = max(hands[i].strength for i in elig)
    return {i for i in elig if hands[i].strength == top}
