"""A recorded round's steps replayed cheaply: each step checked against the state so far.

:meth:`RoundState.apply <rules.poker.table.RoundState.apply>` works out the whole
round again at every step (the record of every box, every check of
:func:`~rules.poker.record.analyse`, a new immutable state). Verifying a log replays
millions of steps that were all accepted once, so :func:`replay_steps` keeps what the
checks need as it goes, and checks each step against that alone:

* the step's own form (:meth:`StepBase.validate <rules.poker.steps.StepBase.validate>`)
  and its moment (:func:`~rules.poker.table.moment_problems`, the table's own function);
* the one box the step changes, through the round's :class:`~rules.poker.record.AnalysisMemo`
  (the table's per-box checks, problems and missing entries);
* the cards it names against every card named elsewhere (bit masks);
* the dealer (:func:`~rules.poker.record.analyse`'s dealer checks), and an insurance
  on a hand already known.

A state reached by accepted steps has no problem, so a step brings one only through what
it changes: these checks find every problem :meth:`RoundState.apply` would find. They
never refuse a step themselves: at the first step they do not clear (a problem, a
correction, :class:`~rules.poker.steps.Undo` or :class:`~rules.poker.steps.Withdraw`),
the round is replayed from its start by :meth:`RoundState.apply` and goes on that way,
so what is refused, and with which problems, is exactly what the table refuses. The
state returned is the one :meth:`RoundState.replay` gives (without the record of since
when each bonus is final), its analysis worked out once, from the last step's checks.

>>> from rules.poker.house import HouseRules
>>> from rules.poker.steps import CloseBets, Decide, PlaceBet
>>> from rules.poker.record import Decision
>>> from rules.poker.table import RoundState
>>> new = RoundState.new(HouseRules(), bonus_track=False)
>>> state = replay_steps(new, [PlaceBet(1, 1000), CloseBets(), Decide(1, Decision.FOLD)])
>>> state.complete, state.to_round_json()["boxes"]
(True, [{'box': 1, 'ante': 1000, 'decision': 'fold'}])
>>> replay_steps(new, [PlaceBet(1, 1000), Decide(1, Decision.FOLD)])
Traceback (most recent call last):
...
rules.poker.problems.StepRefused: box 1: decision: not yet: bets are still open
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from rules.poker.house import HouseRules
from rules.poker.problems import Problem
from rules.poker.record import (
    _BIT,
    Analysis,
    AnalysisMemo,
    BoxAnalysis,
    BoxEntry,
    RoundRecord,
    _analyse_dealer,
    _evaluate_box,
    _mask,
    analyse,
    insurance_problems,
)
from rules.poker.steps import (
    CloseBets,
    DealerCards,
    DealerReplacement,
    Decide,
    Entry,
    Insure,
    NoGameChoice,
    Phase,
    Slot,
    Step,
    StepBase,
    Undo,
    Withdraw,
)
from rules.poker.table import _MISSING_PHASE, _NO_ENTRY, RoundState, _new_entry, box_fields, moment_problems

__all__ = ["replay_steps"]

_COMPLETE = Phase.COMPLETE.order
_DEALER = Phase.DEALER.order
_BETS = Phase.BETS
_REPLACEMENT = Phase.REPLACEMENT
_ORDER_PHASE = {p.order: p for p in Phase}
_MISSING_ORDER = {code: phase.order for code, phase in _MISSING_PHASE.items()}
_DEALER_INPUTS = (CloseBets, Decide, NoGameChoice, DealerCards, DealerReplacement)
"""The steps that change what the dealer's checks read: the dealer's cards, and of each box
whether it plays (dark, or its decision) and its choice at no game."""


def _no_wait() -> None:
    return None


def _first_phase(missing: Iterable[Problem]) -> int:
    """The order of the earliest phase in which one of ``missing`` is entered."""
    best = _COMPLETE
    for p in missing:
        o = _MISSING_ORDER[p.code]
        if o < best:
            best = o
    return best


class _Doubt(Exception):
    """A step the cheap checks do not clear: the table itself decides it."""


def replay_steps(start: RoundState, steps: Iterable[Step]) -> RoundState:
    """The state after ``steps`` from ``start``: what ``state = state.apply(step)`` for each
    step gives, or :class:`~rules.poker.problems.StepRefused` with the same problems at the
    same step. The cheap checks run from a new state that keeps no bonus record
    (``RoundState.new(house, jackpot, bonus_track=False)``, as verification replays a
    log); from any other state each step is applied in turn. ``steps`` is read one at a
    time (an error raised while reading it comes after the steps before it are checked,
    as with a loop of ``apply``)."""
    it = iter(steps)
    memo = start._memo
    if start.steps or start._entries or start._history or start._tracks_bonus or memo is None:
        return _applied(start, (), it)
    house, jackpot = start.house, start.jackpot
    done: list[Step] = []
    replay = _Replay(house, jackpot, memo)
    for step in it:
        try:
            replay.step(step)
        except _Doubt:
            break  # (the table's refusal, if any, is then raised outside this handler)
        done.append(step)
    else:
        entries = tuple(replay.slots.items())
        history = tuple(entries[:k] for k in range(len(entries)))
        return RoundState(house, jackpot, tuple(done), entries, history, replay.analysis(), _tracks_bonus=False,
                          _memo=memo)
    return _applied(start, done, it, step)


def _applied(state: RoundState, done: Iterable[Step], rest: Iterable[Step], *now: Step) -> RoundState:
    """``state`` with ``done``, ``now`` and ``rest`` applied in turn by the table itself."""
    for steps in (done, now, rest):
        for s in steps:
            state = state.apply(s)
    return state


class _Replay:
    """What the checks of the next step need, kept up to date step by step (only steps
    that make a new entry; anything else is a :class:`_Doubt`)."""

    __slots__ = ("boxes", "closed", "dealer_cards", "dealer_mask", "dealer_phase", "house", "jackpot", "mask",
                 "memo", "reps", "slots")

    def __init__(self, house: HouseRules, jackpot: int, memo: AnalysisMemo) -> None:
        self.house = house
        self.jackpot = jackpot
        self.memo = memo
        self.slots: dict[Slot, Entry] = {}
        # per box: its checked analysis, the earliest phase it misses, its record
        self.boxes: dict[int, tuple[BoxAnalysis, int, BoxEntry]] = {}
        self.closed = False
        self.mask = 0  # every card the boxes name
        self.dealer_cards: DealerCards | None = None
        self.reps: list[Any] = []
        self.dealer_mask = 0
        self.dealer_phase = _COMPLETE

    def phase(self) -> Phase:
        if not self.closed:
            return _BETS
        best = self.dealer_phase
        for _, o, _ in self.boxes.values():
            if o < best:
                best = o
        return _ORDER_PHASE[best]

    def step(self, step: Step) -> None:
        if isinstance(step, Undo | Withdraw) or not isinstance(step, StepBase) or step.validate():
            raise _Doubt  # a correction (undo, withdraw), not a step, or a malformed one
        slots = self.slots
        phase = self.phase()
        if step.table_wide:
            slot: Slot = (step.kind, None)
        elif isinstance(step, DealerReplacement):
            n = len(self.reps)
            if n and phase is not _REPLACEMENT:
                raise _Doubt  # a correction of the last replacement
            slot = (step.kind, n)
        else:
            assert not isinstance(step, CloseBets | DealerCards)  # (table-wide)
            slot = (step.kind, step.box)
        if slot in slots or moment_problems(step, True, slots, phase, self.house, _no_wait):
            raise _Doubt  # a correction, or refused now
        if isinstance(step, CloseBets):
            self.closed = True
        elif isinstance(step, DealerCards):
            mask = _mask(step.cards)
            if mask & self.mask or self.reps:
                raise _Doubt
            self.dealer_cards = step
            self.dealer_mask = mask
        elif isinstance(step, DealerReplacement):
            bit = _BIT[step.card.index]
            if bit & (self.dealer_mask | self.mask):
                raise _Doubt  # the dealer's own card, or a box's
            self.reps.append(step.card)
            self.dealer_mask |= bit
        else:
            m = self._box(step.box, step)
            if isinstance(step, Insure) and step.amount and m[1].final is not None:
                self._insurance(m)  # the hand is known now: checked now
        slots[slot] = step
        if self.closed and isinstance(step, _DEALER_INPUTS):
            self._dealer()

    def _box(self, n: int, step: Entry) -> list[Any]:
        """Box ``n`` with ``step`` entered: its own checks, and its cards against the others'."""
        old = self.boxes.get(n)
        values = [n, *_NO_ENTRY] if old is None else list(old[2])
        box_fields(step, values)
        entry: BoxEntry = _new_entry(BoxEntry, values)
        m = self.memo.box(self.house, entry, [], [])
        if m[2]:
            raise _Doubt
        a: BoxAnalysis = m[1]
        others = self.mask ^ old[0].mask if old is not None else self.mask
        if a.mask & (others | self.dealer_mask):
            raise _Doubt  # a card named twice
        self.boxes[n] = (a, _first_phase(m[3]), entry)
        self.mask = others | a.mask
        return m

    def analysis(self) -> Analysis:
        """The round's analysis, worked out once (each box's checks from the memo)."""
        d = self.dealer_cards
        boxes = tuple(self.boxes[n][2] for n in sorted(self.boxes))
        record = RoundRecord(boxes, d.cards if d is not None else None, tuple(self.reps), self.jackpot)
        return analyse(record, self.house, self.memo)

    def _dealer(self) -> None:
        """The dealer's checks (they rest on every box's choices as well as the dealer's cards)."""
        d = self.dealer_cards
        if d is None and not self.reps:  # (as _analyse_dealer finds: the cards are due once a box plays)
            bets = any(b[2].bets for b in self.boxes.values())
            self.dealer_phase = _DEALER if bets else _COMPLETE
            return
        record = RoundRecord((), d.cards if d is not None else None, tuple(self.reps), self.jackpot)
        problems: list[Problem] = []
        missing: list[Problem] = []
        _analyse_dealer(record, self.house, [b[0] for b in self.boxes.values()], problems, missing, self.memo)
        if problems:
            raise _Doubt
        self.dealer_phase = _first_phase(missing)

    def _insurance(self, m: list[Any]) -> None:
        """An insurance on a known hand: what the box's hand says about it (as ``analyse``
        works it out for the table, remembered in the box's memo record ``m``)."""
        house = self.house
        box: BoxAnalysis = m[1]
        if m[4] is None:
            done = m[4] = _evaluate_box(box, house.two_hands, house.pay_table)
            m[5] = tuple(insurance_problems(house, done)) if box.entry.insurance else ()
        if m[5]:
            raise _Doubt
