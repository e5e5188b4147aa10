"""The round at the live table: dealer entries (steps) folded into an immutable state.

Every thing the dealer enters is a frozen *step*, in the order of UX.md:
:class:`PlaceBet`, :class:`CloseBets`, :class:`BonusCards`, :class:`Exchange`,
:class:`SixthCard`, :class:`Decide`, :class:`Insure`, :class:`DealerCards`,
:class:`NoGameChoice`, :class:`DealerReplacement`, :class:`FinalCards`; and two
corrections, :class:`Undo` and :class:`Withdraw`.

:class:`RoundState` is derived by folding steps: ``RoundState.new(house)`` then
``state.apply(step)`` for each (or :meth:`RoundState.replay`). A step that is not
legal now is refused with :class:`~rules.poker.problems.StepRefused` and the
state is unchanged (states are immutable).

Corrections. Each entry fills a *slot* (the Ante of box 3, box 3's decision,
the dealer's cards, the first replacement card...). Entering a step for a slot
that is already filled replaces the earlier value, provided everything recorded
stays consistent; :class:`Undo` withdraws the last effective entry (restoring
what a correction replaced); :class:`Withdraw` removes one slot's entry. The
log (:attr:`RoundState.steps`) keeps every step, corrections included.

Checks. The same checks as :func:`rules.poker.settle.settle_round`
(:func:`rules.poker.record.analyse`) run on what is known so far, so each
problem is refused at the step that introduces it, with the same problem lines;
a step for something that is not known yet (a replacement card before anybody
bought a game...) is refused as "not yet".

Insurance at the table. Its amount is known when it is placed, the box's hand
usually only at the showdown. An insurance on a hand that turns out below the
house minimum, or above the range its hand allows, is an invalid bet: it is
*returned*. The state records that (:attr:`BoxView.insurance_returned`,
:meth:`RoundState.notes`), :meth:`RoundState.to_round_json` gives the box
``"insurance": 0`` (so that ``settle_round`` settles exactly what was paid) and
:meth:`RoundState.settlement` adds a line saying so to the box's explanation.
When the hand is already known as the insurance is placed, the step is refused
instead, exactly as ``settle_round`` refuses such a round.

The step records themselves are in :mod:`rules.poker.steps`; the bonus at the
table (each bonus box's result as soon as its dealt five are known) in
:mod:`rules.poker.bonus`. Both are re-exported here.

>>> from rules.cards import parse_cards
>>> from rules.poker.house import HouseRules
>>> state = RoundState.replay(HouseRules(), [PlaceBet(1, 1000), CloseBets()])
>>> state.phase
<Phase.DECISIONS: 'decisions'>
>>> [e.kind.value for e in state.expected()]
['exchange', 'sixth_card', 'decide']
>>> state.check(Decide(2, Decision.BET))[0].message
'there is no bet on box 2'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import TYPE_CHECKING, Any

from rules.cards import Card
from rules.hands import Category, Combination, Hand
from rules.poker.bonus import BonusOutcome, BonusResult, BonusStage, Track, bonus_rows, next_track
from rules.poker.explain import InsuranceVoided, Term
from rules.poker.house import HouseRules
from rules.poker.problems import Place, Problem, StepRefused, Where
from rules.poker.problems import ProblemCode as P
from rules.poker.record import (
    Analysis,
    AnalysisMemo,
    BoxAnalysis,
    BoxEntry,
    Decision,
    ExchangeEntry,
    NoGame,
    RoundRecord,
    analyse,
    insurance_range,
    total_odds,
)
from rules.poker.settle import Settlement, box_fees, settle_round
from rules.poker.steps import (
    BonusCards,
    BoxStatus,
    CloseBets,
    DealerCards,
    DealerReplacement,
    Decide,
    Entry,
    Exchange,
    FinalCards,
    Insure,
    NoGameChoice,
    Phase,
    PlaceBet,
    SixthCard,
    Slot,
    Step,
    StepBase,
    StepFormatError,
    StepKind,
    Undo,
    Withdraw,
    field_name,
    step_class,
    step_from_json,
)

if TYPE_CHECKING:
    from rules.poker.early import EarlyResult

__all__ = [
    "BonusCards",
    "BonusOutcome",
    "BonusResult",
    "BonusStage",
    "BoxStatus",
    "BoxView",
    "CloseBets",
    "DealerCards",
    "DealerReplacement",
    "Decide",
    "Exchange",
    "Expectation",
    "FinalCards",
    "Insure",
    "NoGameChoice",
    "Phase",
    "PlaceBet",
    "RoundState",
    "SixthCard",
    "Step",
    "StepFormatError",
    "StepKind",
    "Undo",
    "Withdraw",
    "step_from_json",
]

# which phase a missing field of the record belongs to (a box's; the dealer's are below)
_MISSING_PHASE = {
    P.BONUS_CARDS_MISSING: Phase.BONUS,
    P.EXCHANGE_CARDS_MISSING: Phase.BONUS,
    P.DECISION_MISSING: Phase.DECISIONS,
    P.DEALER_CARDS_MISSING: Phase.DEALER,
    P.NO_GAME_CHOICE_MISSING: Phase.NO_GAME,
    P.REPLACEMENT_MISSING: Phase.REPLACEMENT,
    P.REPLACEMENT_AGAIN_MISSING: Phase.REPLACEMENT,
    P.FINAL_CARDS_MISSING: Phase.SHOWDOWN,
}
"""The phase in which each thing a round can still miss is entered."""

# --------------------------------------------------------------------------
# State
# --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Expectation:
    """Something the dealer can enter now: its kind, the box (``None`` for the
    dealer or the table), whether it may be skipped, and what a prompt needs to say
    it: the dealer card to take out (``card``, with ``again`` for the same-rank
    redraw) or how many cards a box shows down (``size``). Front ends word it in
    the dealer's language; :attr:`prompt` is the English wording.

    >>> Expectation(StepKind.FINAL_CARDS, 3, size=6).prompt
    'Box 3 shows its 6 cards'
    """

    kind: StepKind
    box: int | None
    optional: bool = False
    card: Card | None = None
    size: int | None = None
    again: bool = False

    @property
    def prompt(self) -> str:
        """The prompt in English."""
        n = self.box
        match self.kind:
            case StepKind.PLACE_BET:
                return "Place the bets: Ante (and bonus) per box, dark boxes Ante and Bet"
            case StepKind.CLOSE_BETS:
                return "No more bets: close the bets"
            case StepKind.BONUS_CARDS:
                return f"Box {n} shows its five cards for the bonus"
            case StepKind.EXCHANGE:
                return f"Box {n}: exchange cards?"
            case StepKind.SIXTH_CARD:
                return f"Box {n}: buy a sixth card?"
            case StepKind.DECIDE:
                return f"Box {n}: bet or fold"
            case StepKind.DEALER_CARDS:
                return "Turn the dealer's cards and enter them"
            case StepKind.NO_GAME_CHOICE:
                return f"Dealer has no game: box {n} takes the Ante or buys a game"
            case StepKind.DEALER_REPLACEMENT:
                again = " once more (same rank)" if self.again else ""
                return f"Take out the dealer's {self.card} and enter the card drawn{again}"
            case StepKind.FINAL_CARDS:
                return f"Box {n} shows its {self.size} cards"
            case StepKind.INSURE:
                return f"Box {n}: insurance?"
            case _:
                return str(self.kind)


@dataclass(frozen=True, slots=True)
class BoxView:
    """One box as the layout shows it, from what is known so far."""

    box: int
    ante: int
    bonus: int
    bet: int
    """The Bet put up (dark boxes from the start; others once they bet)."""
    insurance: int
    fees: int
    dark: bool
    decision: Decision | None
    no_game: NoGame | None
    dealt_cards: tuple[Card, ...] | None
    exchange: ExchangeEntry | None
    sixth_bought: bool
    sixth_card: Card | None
    final_cards: tuple[Card, ...] | None
    """The cards the box holds at the end, when known (entered or derived)."""
    hand: Hand | None
    second_hand: Combination | None
    bonus_hand: Category | None
    status: BoxStatus
    insurance_returned: bool
    """The insurance turned out invalid at the showdown and is returned."""


@dataclass(frozen=True)
class RoundState:
    """An immutable Russian Poker round in progress (see the module docstring)."""

    house: HouseRules
    jackpot: int
    steps: tuple[Step, ...] = ()
    """Every step applied, in order, corrections and undos included (the audit log)."""
    _entries: tuple[tuple[Slot, Entry], ...] = ()
    _history: tuple[tuple[tuple[Slot, Entry], ...], ...] = ()
    _analysis: Analysis | None = field(default=None, compare=False, repr=False)
    """The checks' view, when the step that made this state already worked it out."""
    _bonus_track: Track = field(default=(), compare=False, repr=False)
    """Per bonus box, its last final result and since when (see :class:`BonusResult`)."""
    _tracks_bonus: bool = field(default=True, compare=False, repr=False)
    """Whether ``_bonus_track`` is kept (not by verification's replay, which never reads it)."""
    _memo: AnalysisMemo | None = field(default=None, compare=False, repr=False)
    """What the analyses of this round worked out per box entry, shared by the states that
    follow one another from :meth:`new` (same house): a step re-checks only its own box."""

    # ---------------------------------------------------------------- creation

    @classmethod
    def new(cls, house: HouseRules, jackpot: int = 0, *, bonus_track: bool = True) -> RoundState:
        """An empty round (bets open) under ``house`` with the jackpot meter at ``jackpot``.
        ``bonus_track=False``: the states keep no record of since when each bonus is final
        (:meth:`bonus_results` then gives no ``final_since``); what a step is refused with,
        the record and the settlement are the same (verification replays a log this way)."""
        if type(jackpot) is not int or jackpot < 0:
            raise StepRefused([Problem.of(Place.ROUND, "jackpot", P.NOT_MINOR_UNITS, value=repr(jackpot))])
        return cls(house, jackpot, _tracks_bonus=bonus_track, _memo=AnalysisMemo())

    @classmethod
    def replay(cls, house: HouseRules, steps: Sequence[Step], jackpot: int = 0) -> RoundState:
        """Fold ``steps`` from a new round (raises :class:`StepRefused` at the first refused one)."""
        state = cls.new(house, jackpot)
        for s in steps:
            state = state.apply(s)
        return state

    # ---------------------------------------------------------------- applying steps

    def check(self, step: Step) -> tuple[Problem, ...]:
        """The problems ``step`` would be refused with now (empty when it is legal)."""
        result = self._next(step)
        return result if isinstance(result, tuple) else ()

    def can_apply(self, step: Step) -> bool:
        return not self.check(step)

    def apply(self, step: Step) -> RoundState:
        """The state after ``step``; raises :class:`StepRefused` (this state is unchanged)."""
        result = self._next(step)
        if isinstance(result, tuple):
            raise StepRefused(result)
        return result

    def _next(self, step: Step) -> RoundState | tuple[Problem, ...]:
        if isinstance(step, Undo):
            if not self._history:
                return (Problem.of(Place.ROUND, "undo", P.NOTHING_TO_UNDO),)
            entries = self._history[-1]
            return self._successor(step, entries, self._history[:-1], self._derive(entries))
        if isinstance(step, Withdraw):
            return self._withdraw(step)
        if not isinstance(step, StepBase) or step.opens is None:
            return (Problem.of(Place.ROUND, "step", P.NOT_A_STEP, value=repr(step)),)
        problems = step.validate()
        if problems:
            return tuple(problems)
        slots = dict(self._entries)
        slot = self._slot(step, slots)
        is_new = slot not in slots
        problems = self._check_now(step, is_new, slots)
        if problems:
            return tuple(problems)
        if is_new:
            entries = (*self._entries, (slot, step))
        else:
            entries = tuple((s, step if s == slot else e) for s, e in self._entries)
        analysis = self._derive(entries, slot)
        bad = list(analysis.problems)
        if isinstance(step, Insure) and step.amount:
            box = _box_of(analysis, step.box)
            if box is not None and box.hand is not None:  # the hand is known now: check it now
                bad += [p for p in analysis.insurance if p.where == step.box]
        if bad:
            return tuple(bad)
        return self._successor(step, entries, (*self._history, self._entries), analysis)

    def _successor(
        self, step: Step, entries: tuple[tuple[Slot, Entry], ...],
        history: tuple[tuple[tuple[Slot, Entry], ...], ...], analysis: Analysis,
    ) -> RoundState:
        steps = (*self.steps, step)
        track = self._bonus_track
        if self._tracks_bonus and (track or any(b.entry.bonus for b in analysis.boxes)):
            track = next_track(track, bonus_rows(self.house, self.jackpot, analysis), len(steps))
        return RoundState(self.house, self.jackpot, steps, entries, history, analysis, _bonus_track=track,
                          _tracks_bonus=self._tracks_bonus, _memo=self._memo)

    def _withdraw(self, step: Withdraw) -> RoundState | tuple[Problem, ...]:
        where: Where = step.box if step.box is not None else Place.ROUND
        target = step.target
        slots = dict(self._entries)
        if target is StepKind.DEALER_REPLACEMENT:
            reps = [s for s in slots if s[0] is target]
            slot: Slot | None = max(reps, key=lambda s: s[1] or 0) if reps else None
        else:
            slot = (target, step.box if not step_class(target).table_wide else None)
        if slot is None or slot not in slots:
            return (Problem.of(where, field_name(target), P.NOTHING_TO_WITHDRAW),)
        entries = tuple((s, e) for s, e in self._entries if s != slot)
        problems = _dependencies(entries)
        if not problems:
            analysis = self._derive(entries)
            problems = list(analysis.problems)
        if problems:
            return tuple(problems)
        return self._successor(step, entries, (*self._history, self._entries), self._derive(entries))

    def _slot(self, step: Entry, slots: Mapping[Slot, Entry]) -> Slot:
        kind = step.kind
        if step.table_wide:
            return (kind, None)
        if isinstance(step, DealerReplacement):
            n = sum(1 for s in slots if s[0] is kind)
            if n and self.phase != Phase.REPLACEMENT:
                return (kind, n - 1)  # nothing more is expected: a correction of the last one
            return (kind, n)
        assert not isinstance(step, CloseBets | DealerCards)
        return (kind, step.box)

    def _check_now(self, step: Entry, is_new: bool, slots: Mapping[Slot, Entry]) -> list[Problem]:
        """Checks that depend on the moment: is the step's time there, is its box in play."""
        return moment_problems(step, is_new, slots, self.phase, self.house, self._waiting_for)

    def _insurance_top(self, bet: PlaceBet) -> int:
        return insurance_top(self.house, bet)

    def _derive(self, entries: tuple[tuple[Slot, Entry], ...], changed: Slot | None = None) -> Analysis:
        """The analysis of ``entries``; ``changed``: they are this state's entries with that one
        slot's entry made or replaced (its record is then built from this state's record)."""
        if changed is not None and self._analysis is not None:
            record = _record_after(self._analysis.record, entries, changed)
        else:
            record = _record(entries, self.jackpot)
        return analyse(record, self.house, self._memo)

    # ---------------------------------------------------------------- derived views

    @cached_property
    def analysis(self) -> Analysis:
        """The checks' view of what is recorded (see :func:`rules.poker.record.analyse`)."""
        return self._analysis if self._analysis is not None else self._derive(self._entries)

    @property
    def entries(self) -> tuple[Entry, ...]:
        """The effective entries, in the order they were first made."""
        return tuple(e for _, e in self._entries)

    @property
    def record(self) -> RoundRecord:
        return self.analysis.record

    @cached_property
    def phase(self) -> Phase:
        if not any(slot == (StepKind.CLOSE_BETS, None) for slot, _ in self._entries):
            return Phase.BETS
        best = Phase.COMPLETE
        for p in self.analysis.missing:
            ph = _MISSING_PHASE[p.code]
            if ph.order < best.order:
                best = ph
        return best

    @property
    def complete(self) -> bool:
        return self.phase is Phase.COMPLETE

    def _waiting_for(self) -> Expectation | None:
        """The first entry the round needs (``None`` once it is complete)."""
        exp = [e for e in self.expected() if not e.optional]
        return exp[0] if exp else None

    def expected(self) -> tuple[Expectation, ...]:
        """What the dealer can enter now, most pressing first."""
        phase = self.phase
        a = self.analysis
        boxes = {b.entry.box: b for b in a.boxes}
        out: list[Expectation] = []
        if phase is Phase.BETS:
            out.append(Expectation(StepKind.PLACE_BET, None))
            if boxes:
                out.append(Expectation(StepKind.CLOSE_BETS, None))
            return tuple(out)
        missing = {(p.where, _MISSING_PHASE[p.code]) for p in a.missing}
        if phase is Phase.BONUS:
            for n in sorted(boxes):
                if (n, Phase.BONUS) in missing:
                    out.append(Expectation(StepKind.BONUS_CARDS, n))
        elif phase is Phase.DECISIONS:
            for n in sorted(boxes):
                if (n, Phase.DECISIONS) in missing:
                    e = boxes[n].entry
                    if e.exchange is None and not e.sixth_bought:
                        out.append(Expectation(StepKind.EXCHANGE, n, optional=True))
                    if not e.sixth_bought:
                        out.append(Expectation(StepKind.SIXTH_CARD, n, optional=True))
                    out.append(Expectation(StepKind.DECIDE, n))
                    break
        elif phase is Phase.DEALER:
            out.append(Expectation(StepKind.DEALER_CARDS, None))
        elif phase is Phase.NO_GAME:
            for n in sorted(boxes):
                if (n, Phase.NO_GAME) in missing:
                    out.append(Expectation(StepKind.NO_GAME_CHOICE, n))
        elif phase is Phase.REPLACEMENT:
            out.append(Expectation(StepKind.DEALER_REPLACEMENT, None, card=self.card_to_replace(),
                                   again=self.redraw_needed()))
        elif phase is Phase.SHOWDOWN:
            for n in sorted(boxes):
                if (n, Phase.SHOWDOWN) in missing:
                    out.append(Expectation(StepKind.FINAL_CARDS, n, size=6 if boxes[n].entry.sixth_bought else 5))
        if phase in (Phase.DECISIONS, Phase.DEALER):
            for n in sorted(boxes):
                e = boxes[n].entry
                if e.decision is Decision.BET and not e.dark and not e.insurance:
                    out.append(Expectation(StepKind.INSURE, n, optional=True))
        return tuple(out)

    def box(self, number: int) -> BoxView:
        """The view of one box (``KeyError`` when the box has no bet)."""
        for v in self.boxes():
            if v.box == number:
                return v
        raise KeyError(number)

    def boxes(self) -> tuple[BoxView, ...]:
        """Every box with a bet, in box order."""
        return self._box_views

    @cached_property
    def _box_views(self) -> tuple[BoxView, ...]:
        a = self.analysis
        returned = self._returned()
        h = self.house
        d = a.dealer
        out = []
        for b in a.boxes:
            e = b.entry
            bought = e.no_game is NoGame.BUY_GAME and d.bought
            fees = sum(box_fees(h, e, bought))
            if e.folds:
                status = BoxStatus.FOLDED
            elif not e.bets:
                status = BoxStatus.WAITING
            elif self._box_settled(b):
                status = BoxStatus.SETTLED
            elif bought:
                status = BoxStatus.BOUGHT_GAME
            else:
                status = BoxStatus.PLAYING
            out.append(BoxView(
                box=e.box, ante=e.ante, bonus=e.bonus, bet=h.bet_multiple * e.ante if e.bets else 0,
                insurance=e.insurance, fees=fees, dark=e.dark, decision=e.decision, no_game=e.no_game,
                dealt_cards=e.cards, exchange=e.exchange, sixth_bought=e.sixth_bought, sixth_card=e.sixth_card,
                final_cards=b.final, hand=b.hand, second_hand=b.second if h.two_hands else None,
                bonus_hand=b.dealt_category, status=status, insurance_returned=e.box in returned,
            ))
        return tuple(out)

    def _box_settled(self, b: BoxAnalysis) -> bool:
        """The box's result can be worked out: its hand is known, and so is the dealer's
        hand it is settled against."""
        d = self.analysis.dealer
        if b.hand is None or d.hand is None:
            return False
        if d.qualified or b.entry.dark or b.entry.no_game is NoGame.TAKE_ANTE:
            return True
        return b.entry.no_game is NoGame.BUY_GAME and d.final_hand is not None

    def early_results(self) -> dict[int, EarlyResult]:
        """Per box, its result as soon as it is known, before the round is complete: the
        box's cards are in, or it took the Ante at no game (see :mod:`rules.poker.early`)."""
        from rules.poker.early import early_results

        return early_results(self)

    def bonus_results(self) -> tuple[BonusResult, ...]:
        """The bonus of every box with a bonus whose five cards as dealt are known, in box
        order: final or not (:attr:`BonusResult.stage`), and since when (see the module
        docstring). A final one equals the settlement's bonus for the box."""
        return self._bonus_results

    @cached_property
    def _bonus_results(self) -> tuple[BonusResult, ...]:
        track = {t.box: t for t in self._bonus_track}
        out = []
        for r in bonus_rows(self.house, self.jackpot, self.analysis):
            t = track.get(r.box)
            if r.final and t is not None and t.active and t.result == r.result:
                r = replace(r, final_since=t.since, corrected_from=t.replaced)
            out.append(r)
        return tuple(out)

    def bonus_result(self, box: int) -> BonusResult | None:
        """Box ``box``'s bonus (:meth:`bonus_results`), or ``None`` when it has no bonus
        or its dealt five are not known yet."""
        return next((r for r in self.bonus_results() if r.box == box), None)

    def insurance_range(self, box: int) -> tuple[int, int] | None:
        """(lowest, highest) insurance box ``box`` may put up now, or ``None`` when it
        may not insure (no bet yet, folded, dark, or a hand known to be below the minimum).
        Before its hand is known, the highest is what the best hand could allow."""
        b = _box_of(self.analysis, box)
        if b is None or b.entry.dark or b.entry.decision is not Decision.BET:
            return None
        h = self.house
        if b.hand is None:
            bet = PlaceBet(box, b.entry.ante)
            return (b.entry.ante, self._insurance_top(bet))
        if b.hand.category < h.insurance_min_category:
            return None
        low, high = insurance_range(h, b.entry.ante, total_odds(h, b))
        return (low, high) if high >= low else None

    def card_to_replace(self) -> Card | None:
        """The dealer card to take out now (after a purchase, or for the same-rank redraw)."""
        d = self.analysis.dealer
        if not d.bought:
            return None
        done = len(self.analysis.record.replacements)
        return d.replaced[done] if done < d.replacements_needed and done < len(d.replaced) else None

    def redraw_needed(self) -> bool:
        """The first replacement has the rank of the card it replaced and the dealer
        still has no game: the free redraw is due now."""
        d = self.analysis.dealer
        return d.replacements_needed == 2 and len(self.analysis.record.replacements) == 1

    def dealer_qualified(self) -> bool | None:
        """Whether the dealer has a game on the first reveal (``None`` before it)."""
        return self.analysis.dealer.qualified

    def used_cards(self) -> frozenset[Card]:
        """Every card named so far (boxes, discards, draws, dealer, replacements)."""
        a = self.analysis
        cards: set[Card] = set()
        for b in a.boxes:
            cards.update(b.physical)
        cards.update(a.record.dealer_cards or ())
        cards.update(a.record.replacements)
        return frozenset(cards)

    def _returned(self) -> dict[int, Problem]:
        return {p.where: p for p in self.analysis.insurance if isinstance(p.where, int)}

    def notes(self) -> dict[int, tuple[Term, ...]]:
        """Per box, what the table did that the round JSON cannot say (an insurance returned)."""
        out: dict[int, tuple[Term, ...]] = {}
        for n, p in self._returned().items():
            e = next(b.entry for b in self.analysis.boxes if b.entry.box == n)
            out[n] = (InsuranceVoided(e.insurance, p),)
        return out

    def to_round_json(self) -> dict[str, Any]:
        """The round so far as ``russian-poker-round/1`` (complete house rules and jackpot
        included); once complete, :func:`settle_round` accepts it. A returned
        insurance is written as 0 (see :meth:`notes`)."""
        returned = self._returned()
        record = self.analysis.record
        out = record.to_json()
        out = {"format": out.pop("format"), "house": self.house.to_mapping(), **out}
        if returned:
            for b in out["boxes"]:
                if b["box"] in returned:
                    b.pop("insurance", None)
        return out

    def settlement(self) -> Settlement | None:
        """Once complete: ``settle_round(self.to_round_json())``, with a line in the
        explanation of each box whose insurance was returned."""
        if not self.complete:
            return None
        s = settle_round(self.to_round_json())
        notes = self.notes()
        return s.with_notes(notes) if notes else s


def moment_problems(step: Entry, is_new: bool, slots: Mapping[Slot, Entry], phase: Phase, house: HouseRules,
                    waiting: Callable[[], Expectation | None]) -> list[Problem]:
    """The checks of ``step`` that depend on the moment (is its time there, is its box in
    play), in a state whose entries are ``slots`` and whose phase is ``phase``; ``waiting``
    gives what the round waits for (called only for a step that comes too early)."""
    box = getattr(step, "box", None)
    where: Where = box if box is not None else (Place.DEALER if step.dealer else Place.ROUND)
    name = step.field_name
    closed = _CLOSED in slots
    if isinstance(step, PlaceBet):
        if closed and is_new:
            return [Problem.of(where, "ante", P.BETS_CLOSED)]
        return []
    if isinstance(step, CloseBets):
        return [] if any(s[0] is _PLACE_BET for s in slots) else [Problem.of(Place.ROUND, "bets", P.NO_BET_YET)]
    if not closed:
        return [Problem.of(where, name, P.BETS_STILL_OPEN)]
    bet = slots.get((_PLACE_BET, box)) if box is not None else None
    if box is not None and bet is None:
        return [Problem.of(where, name, P.NO_BET_ON_BOX, box=box)]
    opens = step.opens
    assert opens is not None  # an entry, not a correction
    if is_new and phase.order < opens.order:
        return [Problem.of(where, name, P.NOT_YET, waiting=waiting())]
    if isinstance(step, Insure):
        dealer_seen = (StepKind.DEALER_CARDS, None) in slots
        if is_new and dealer_seen and step.amount:
            return [Problem.of(where, "insurance", P.INSURANCE_TOO_LATE)]
        if step.amount:
            assert isinstance(bet, PlaceBet)
            decision = slots.get((StepKind.DECIDE, box))
            if bet.dark:
                return [Problem.of(where, "insurance", P.DARK_INSURES)]
            if not isinstance(decision, Decide) or decision.decision is not Decision.BET:
                return [Problem.of(where, "insurance", P.INSURANCE_NEEDS_BET)]
            top = insurance_top(house, bet)
            if step.amount > top:
                return [Problem.of(where, "insurance", P.INSURANCE_ABOVE_TOP, amount=step.amount, limit=top)]
    if isinstance(step, Exchange) and step.discard is not None and (StepKind.BONUS_CARDS, box) not in slots:
        return [Problem.of(where, "exchange", P.EXCHANGE_NEEDS_DEALT)]
    return []


def insurance_top(house: HouseRules, bet: PlaceBet) -> int:
    """The most insurance a box with ``bet`` could put up before its hand is known."""
    best = max(house.pay_table.values())
    return insurance_range(house, bet.ante, best * 2 if house.two_hands else best)[1]


_CLOSED: Slot = (StepKind.CLOSE_BETS, None)
_PLACE_BET = StepKind.PLACE_BET


def _box_of(analysis: Analysis, box: int) -> BoxAnalysis | None:
    for b in analysis.boxes:
        if b.entry.box == box:
            return b
    return None


def _dependencies(entries: tuple[tuple[Slot, Entry], ...]) -> list[Problem]:
    """Entries that would be left without what they rest on (after a withdrawal)."""
    slots = dict(entries)
    out: list[Problem] = []
    closed = (StepKind.CLOSE_BETS, None) in slots
    dealer = (StepKind.DEALER_CARDS, None) in slots
    for (kind, box), e in entries:
        where: Where = box if box is not None and not step_class(kind).dealer else Place.DEALER
        if kind is StepKind.PLACE_BET:
            continue
        if kind is not StepKind.CLOSE_BETS and not closed:
            out.append(Problem.of(where, field_name(kind), P.RECORDED_BEFORE_CLOSE))
        elif box is not None and not step_class(kind).dealer and (StepKind.PLACE_BET, box) not in slots:
            out.append(Problem.of(where, field_name(kind), P.RECORDED_FOR_BOX, box=box))
        elif kind in (StepKind.NO_GAME_CHOICE, StepKind.DEALER_REPLACEMENT) and not dealer:
            out.append(Problem.of(where, field_name(kind), P.RESTS_ON_DEALER))
        elif isinstance(e, Exchange) and e.discard is not None and (StepKind.BONUS_CARDS, box) not in slots:
            out.append(Problem.of(where, "exchange", P.DISCARD_NEEDS_DEALT))
        elif isinstance(e, Insure) and e.amount:
            d = slots.get((StepKind.DECIDE, box))
            if not isinstance(d, Decide) or d.decision is not Decision.BET:
                out.append(Problem.of(where, "insurance", P.RESTS_ON_BET))
    return out


def _record(entries: tuple[tuple[Slot, Entry], ...], jackpot: int) -> RoundRecord:
    """The round record that the entries describe (what :func:`analyse` checks)."""
    per_box: dict[int, dict[StepKind, Entry]] = {}
    dealer: tuple[Card, ...] | None = None
    reps: dict[int, Card] = {}
    for (kind, key), e in entries:
        if isinstance(e, DealerCards):
            dealer = e.cards
        elif isinstance(e, DealerReplacement):
            assert key is not None
            reps[key] = e.card
        elif key is not None:
            per_box.setdefault(key, {})[kind] = e
    boxes = []
    for n, steps in per_box.items():
        entry = _box_entry(n, steps)
        if entry is not None:
            boxes.append(entry)
    boxes.sort(key=lambda b: b.box)
    return RoundRecord(
        boxes=tuple(boxes), dealer_cards=dealer, replacements=tuple(reps[i] for i in sorted(reps)),
        jackpot=jackpot,
    )


def _box_entry(n: int, steps: Mapping[StepKind, Entry]) -> BoxEntry | None:
    """Box ``n``'s record from its entries (``None`` without a bet placed)."""
    if not isinstance(steps.get(StepKind.PLACE_BET), PlaceBet):
        return None
    values = [n, *_NO_ENTRY]
    for step in steps.values():
        box_fields(step, values)
    return _new_entry(BoxEntry, values)


def box_fields(step: Entry, values: list[Any]) -> None:
    """Write what ``step`` records for its box into ``values`` (a :class:`BoxEntry`'s fields,
    in order): every kind of entry fills fields of its own."""
    if isinstance(step, PlaceBet):
        values[1:4] = step.ante, step.bonus, step.dark
    elif isinstance(step, BonusCards):
        values[4] = step.cards
    elif isinstance(step, Exchange):
        if step.discard is not None and step.draw is not None:
            values[5] = ExchangeEntry(len(step.discard), step.discard, step.draw)
        else:
            values[5] = ExchangeEntry(step.count or 0)
    elif isinstance(step, SixthCard):
        values[6:8] = True, step.card
    elif isinstance(step, Decide):
        values[8] = step.decision
    elif isinstance(step, Insure):
        values[9] = step.amount
    elif isinstance(step, NoGameChoice):
        values[10] = step.choice
    elif isinstance(step, FinalCards):
        values[11] = step.cards


_NO_ENTRY: tuple[Any, ...] = BoxEntry(0, 0)[1:]
"""A :class:`BoxEntry`'s fields after its number, as nothing recorded leaves them."""
_new_entry = tuple.__new__


def _record_after(before: RoundRecord, entries: tuple[tuple[Slot, Entry], ...], changed: Slot) -> RoundRecord:
    """``_record(entries, ...)`` when ``before`` is the record of the same entries but for the
    ``changed`` slot's: only what that slot feeds is built again (the other boxes keep their
    :class:`BoxEntry`, so an :class:`AnalysisMemo` knows them)."""
    kind, key = changed
    if kind is StepKind.DEALER_CARDS:
        e = next(e for s, e in entries if s == changed)
        assert isinstance(e, DealerCards)
        return RoundRecord(boxes=before.boxes, dealer_cards=e.cards, replacements=before.replacements,
                           jackpot=before.jackpot)
    if kind is StepKind.DEALER_REPLACEMENT:
        reps: dict[int, Card] = {}
        for (_, n), e in entries:
            if isinstance(e, DealerReplacement):
                assert n is not None
                reps[n] = e.card
        return RoundRecord(boxes=before.boxes, dealer_cards=before.dealer_cards,
                           replacements=tuple(reps[i] for i in sorted(reps)), jackpot=before.jackpot)
    if key is None:  # closing the bets: nothing a box or the dealer records
        return before
    steps = {s[0]: e for s, e in entries
             if s[1] == key and not isinstance(e, DealerCards | DealerReplacement)}
    entry = _box_entry(key, steps)
    boxes = [b for b in before.boxes if b.box != key]
    if entry is not None:
        boxes.append(entry)
        boxes.sort(key=lambda b: b.box)
    return RoundRecord(boxes=tuple(boxes), dealer_cards=before.dealer_cards, replacements=before.replacements,
                       jackpot=before.jackpot)

