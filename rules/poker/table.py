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

The bonus at the table. RULES.md §4 settles the bonus on the five cards as
dealt, before anything else; :meth:`RoundState.bonus_results` gives each bonus
box's result (:class:`BonusResult`) as soon as its dealt five are known, and
says whether it is *final*: nothing still to be entered can change it (with
``bonus_lost_on_fold`` the box must have decided; a jackpot share must know
every claim it may be shared with). A final result is exactly what the
settlement will say for that box's bonus. Only a correction (of the stake, the
dealt cards, a decision, or another box's claim) changes a final result; the
record then says which result it replaced and from which step it holds.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar, NamedTuple

from rules.cards import Card, CardError, parse_card
from rules.hands import Category, Combination, Hand
from rules.poker.explain import explain_bonus
from rules.poker.house import HouseRules
from rules.poker.money import format_money, money_formatter
from rules.poker.problems import Place, Problem, StepRefused, Where
from rules.poker.record import (
    Analysis,
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
from rules.poker.settle import Settlement, bonus_figure, box_fees, jackpot_claim, jackpot_shares, settle_round

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


class StepKind(enum.StrEnum):
    """What a step enters; the value is the step's ``"kind"`` in JSON."""

    PLACE_BET = "place_bet"
    CLOSE_BETS = "close_bets"
    BONUS_CARDS = "bonus_cards"
    EXCHANGE = "exchange"
    SIXTH_CARD = "sixth_card"
    DECIDE = "decide"
    INSURE = "insure"
    DEALER_CARDS = "dealer_cards"
    NO_GAME_CHOICE = "no_game_choice"
    DEALER_REPLACEMENT = "dealer_replacement"
    FINAL_CARDS = "final_cards"
    UNDO = "undo"
    WITHDRAW = "withdraw"


class Phase(enum.StrEnum):
    """Where the round stands: the earliest thing still to be entered."""

    BETS = "bets"
    BONUS = "bonus"
    DECISIONS = "decisions"
    DEALER = "dealer"
    NO_GAME = "no_game"
    REPLACEMENT = "replacement"
    SHOWDOWN = "showdown"
    COMPLETE = "complete"

    @property
    def order(self) -> int:
        return _PHASE_ORDER[self]


_PHASE_ORDER = {p: i for i, p in enumerate(Phase)}


class BoxStatus(enum.StrEnum):
    """A box as the layout shows it."""

    WAITING = "waiting"
    FOLDED = "folded"
    PLAYING = "playing"
    BOUGHT_GAME = "bought_game"
    SETTLED = "settled"


# --------------------------------------------------------------------------
# Steps
# --------------------------------------------------------------------------


def _cards_json(cards: Sequence[Card]) -> list[str]:
    return [str(c) for c in cards]


@dataclass(frozen=True, slots=True)
class PlaceBet:
    """An Ante (and bonus) on a box; ``dark`` puts Ante and Bet down before the deal."""

    kind: ClassVar[StepKind] = StepKind.PLACE_BET
    box: int
    ante: int
    bonus: int = 0
    dark: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind.value, "box": self.box, "ante": self.ante, "bonus": self.bonus, "dark": self.dark}


@dataclass(frozen=True, slots=True)
class CloseBets:
    """"No more bets": the deal follows."""

    kind: ClassVar[StepKind] = StepKind.CLOSE_BETS

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind.value}


@dataclass(frozen=True, slots=True)
class BonusCards:
    """A box's five cards as dealt, when shown (for its bonus, or at an exchange)."""

    kind: ClassVar[StepKind] = StepKind.BONUS_CARDS
    box: int
    cards: tuple[Card, ...]

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind.value, "box": self.box, "cards": _cards_json(self.cards)}


@dataclass(frozen=True, slots=True)
class Exchange:
    """An exchange: ``count`` cards when only the number was seen, or ``discard``
    and ``draw`` (then the box's dealt cards must have been entered)."""

    kind: ClassVar[StepKind] = StepKind.EXCHANGE
    box: int
    count: int | None = None
    discard: tuple[Card, ...] | None = None
    draw: tuple[Card, ...] | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind.value, "box": self.box}
        if self.discard is not None or self.draw is not None:
            out["discard"] = _cards_json(self.discard or ())
            out["draw"] = _cards_json(self.draw or ())
        else:
            out["count"] = self.count
        return out


@dataclass(frozen=True, slots=True)
class SixthCard:
    """A sixth card bought: the card when seen, ``None`` when only the purchase is known."""

    kind: ClassVar[StepKind] = StepKind.SIXTH_CARD
    box: int
    card: Card | None = None

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind.value, "box": self.box, "card": None if self.card is None else str(self.card)}


@dataclass(frozen=True, slots=True)
class Decide:
    """Bet or fold."""

    kind: ClassVar[StepKind] = StepKind.DECIDE
    box: int
    decision: Decision

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind.value, "box": self.box, "decision": str(self.decision)}


@dataclass(frozen=True, slots=True)
class Insure:
    """Insurance put up by a betting box (0 takes it back)."""

    kind: ClassVar[StepKind] = StepKind.INSURE
    box: int
    amount: int

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind.value, "box": self.box, "amount": self.amount}


@dataclass(frozen=True, slots=True)
class DealerCards:
    """The dealer's five cards, as turned."""

    kind: ClassVar[StepKind] = StepKind.DEALER_CARDS
    cards: tuple[Card, ...]

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind.value, "cards": _cards_json(self.cards)}


@dataclass(frozen=True, slots=True)
class NoGameChoice:
    """A betting box's choice when the dealer has no game."""

    kind: ClassVar[StepKind] = StepKind.NO_GAME_CHOICE
    box: int
    choice: NoGame

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind.value, "box": self.box, "choice": str(self.choice)}


@dataclass(frozen=True, slots=True)
class DealerReplacement:
    """The card drawn for the dealer for a bought game (the app names the card it replaces)."""

    kind: ClassVar[StepKind] = StepKind.DEALER_REPLACEMENT
    card: Card

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind.value, "card": str(self.card)}


@dataclass(frozen=True, slots=True)
class FinalCards:
    """The cards a box shows down (five, or six with a sixth card)."""

    kind: ClassVar[StepKind] = StepKind.FINAL_CARDS
    box: int
    cards: tuple[Card, ...]

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind.value, "box": self.box, "cards": _cards_json(self.cards)}


@dataclass(frozen=True, slots=True)
class Undo:
    """Withdraw the last effective entry (a correction's undo restores what it replaced)."""

    kind: ClassVar[StepKind] = StepKind.UNDO

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind.value}


@dataclass(frozen=True, slots=True)
class Withdraw:
    """Remove the entry of one slot, e.g. ``Withdraw(StepKind.EXCHANGE, 3)`` (an
    exchange recorded for box 3 by mistake). Refused when later entries depend on it.
    ``DEALER_REPLACEMENT`` withdraws the last replacement card."""

    kind: ClassVar[StepKind] = StepKind.WITHDRAW
    target: StepKind
    box: int | None = None

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind.value, "target": str(self.target), "box": self.box}


Step = (
    PlaceBet | CloseBets | BonusCards | Exchange | SixthCard | Decide | Insure | DealerCards | NoGameChoice
    | DealerReplacement | FinalCards | Undo | Withdraw
)
Entry = (
    PlaceBet | CloseBets | BonusCards | Exchange | SixthCard | Decide | Insure | DealerCards | NoGameChoice
    | DealerReplacement | FinalCards
)
Slot = tuple[StepKind, int | None]


class StepFormatError(StepRefused):
    """A step in JSON form that cannot be read (:func:`step_from_json`)."""


def step_from_json(d: Mapping[str, Any]) -> Step:
    """The step a :meth:`to_json` dict describes. Raises :class:`StepFormatError`
    naming every field that is wrong."""
    if not isinstance(d, Mapping):
        raise StepFormatError([Problem(Place.ROUND, "step", f"must be an object, not {type(d).__name__}")])
    problems: list[Problem] = []
    kind_text = d.get("kind")
    try:
        kind = StepKind(str(kind_text))
    except ValueError:
        raise StepFormatError([Problem(Place.ROUND, "kind", f"{kind_text!r} is not a step")]) from None
    spec = _JSON_FIELDS[kind]
    box = d.get("box")
    where: Where = box if type(box) is int else Place.ROUND
    for key in d:
        if key != "kind" and key not in spec:
            problems.append(Problem(where, str(key), f"unknown field of a {kind.value} step"))
    values: dict[str, Any] = {}
    for name, (reader, required) in spec.items():
        if name not in d or d[name] is None:
            if required:
                problems.append(Problem(where, name, "missing"))
            continue
        try:
            values[name] = reader(d[name])
        except (ValueError, TypeError) as e:
            problems.append(Problem(where, name, str(e)))
    if problems:
        raise StepFormatError(problems)
    step: Step = _STEP_CLASSES[kind](**values)
    return step


def _read_int(v: object) -> int:
    if type(v) is not int:
        raise ValueError(f"must be a whole number, not {v!r}")
    return v


def _read_bool(v: object) -> bool:
    if type(v) is not bool:
        raise ValueError(f"must be true or false, not {v!r}")
    return v


def _read_cards(v: object) -> tuple[Card, ...]:
    if not isinstance(v, list):
        raise ValueError(f"must be a list of cards, not {v!r}")
    try:
        return tuple(parse_card(x) for x in v)
    except CardError as e:
        raise ValueError(str(e)) from None


def _read_card(v: object) -> Card:
    return parse_card(v)


def _read_enum(cls: type[enum.StrEnum]) -> Any:
    def read(v: object) -> enum.StrEnum:
        try:
            if not isinstance(v, str):
                raise ValueError
            return cls(v)
        except ValueError:
            raise ValueError(f"must be one of {', '.join(m.value for m in cls)}, not {v!r}") from None

    return read


_JSON_FIELDS: dict[StepKind, dict[str, tuple[Any, bool]]] = {
    StepKind.PLACE_BET: {"box": (_read_int, True), "ante": (_read_int, True), "bonus": (_read_int, False), "dark": (_read_bool, False)},
    StepKind.CLOSE_BETS: {},
    StepKind.BONUS_CARDS: {"box": (_read_int, True), "cards": (_read_cards, True)},
    StepKind.EXCHANGE: {"box": (_read_int, True), "count": (_read_int, False), "discard": (_read_cards, False), "draw": (_read_cards, False)},
    StepKind.SIXTH_CARD: {"box": (_read_int, True), "card": (_read_card, False)},
    StepKind.DECIDE: {"box": (_read_int, True), "decision": (_read_enum(Decision), True)},
    StepKind.INSURE: {"box": (_read_int, True), "amount": (_read_int, True)},
    StepKind.DEALER_CARDS: {"cards": (_read_cards, True)},
    StepKind.NO_GAME_CHOICE: {"box": (_read_int, True), "choice": (_read_enum(NoGame), True)},
    StepKind.DEALER_REPLACEMENT: {"card": (_read_card, True)},
    StepKind.FINAL_CARDS: {"box": (_read_int, True), "cards": (_read_cards, True)},
    StepKind.UNDO: {},
    StepKind.WITHDRAW: {"target": (_read_enum(StepKind), True), "box": (_read_int, False)},
}
_STEP_CLASSES: dict[StepKind, Any] = {
    StepKind.PLACE_BET: PlaceBet, StepKind.CLOSE_BETS: CloseBets, StepKind.BONUS_CARDS: BonusCards,
    StepKind.EXCHANGE: Exchange, StepKind.SIXTH_CARD: SixthCard, StepKind.DECIDE: Decide, StepKind.INSURE: Insure,
    StepKind.DEALER_CARDS: DealerCards, StepKind.NO_GAME_CHOICE: NoGameChoice,
    StepKind.DEALER_REPLACEMENT: DealerReplacement, StepKind.FINAL_CARDS: FinalCards, StepKind.UNDO: Undo,
    StepKind.WITHDRAW: Withdraw,
}

# the phase from which a *new* entry of each kind may be made (corrections of an
# existing entry are allowed in any phase)
_OPENS = {
    StepKind.PLACE_BET: Phase.BETS,
    StepKind.CLOSE_BETS: Phase.BETS,
    StepKind.BONUS_CARDS: Phase.BONUS,
    StepKind.EXCHANGE: Phase.DECISIONS,
    StepKind.SIXTH_CARD: Phase.DECISIONS,
    StepKind.DECIDE: Phase.DECISIONS,
    StepKind.INSURE: Phase.DECISIONS,
    StepKind.DEALER_CARDS: Phase.DEALER,
    StepKind.NO_GAME_CHOICE: Phase.NO_GAME,
    StepKind.DEALER_REPLACEMENT: Phase.REPLACEMENT,
    StepKind.FINAL_CARDS: Phase.NO_GAME,
}
_FIELD_OF = {
    StepKind.PLACE_BET: "ante", StepKind.CLOSE_BETS: "bets", StepKind.BONUS_CARDS: "cards",
    StepKind.EXCHANGE: "exchange", StepKind.SIXTH_CARD: "sixth_card", StepKind.DECIDE: "decision",
    StepKind.INSURE: "insurance", StepKind.DEALER_CARDS: "cards", StepKind.NO_GAME_CHOICE: "no_game",
    StepKind.DEALER_REPLACEMENT: "replacements", StepKind.FINAL_CARDS: "final_cards",
}
_MISSING_PHASE = {"cards": Phase.BONUS, "decision": Phase.DECISIONS, "no_game": Phase.NO_GAME, "final_cards": Phase.SHOWDOWN}


# --------------------------------------------------------------------------
# The bonus at the table
# --------------------------------------------------------------------------


class BonusOutcome(enum.StrEnum):
    """How a bonus is settled (§4)."""

    WIN = "win"
    """The dealt hand pays fixed odds (``bonus_table``) on the stake."""
    JACKPOT = "jackpot"
    """The dealt hand claims a share of the jackpot meter; the stake stays."""
    LOSE = "lose"
    """The dealt hand does not pay: the stake is lost."""
    LOST_ON_FOLD = "lost_on_fold"
    """The box folded and the house loses the bonus on a fold (``bonus_lost_on_fold``)."""


class BonusStage(enum.StrEnum):
    """Whether a bonus result can still change without a correction."""

    AWAITING_DECISION = "awaiting_decision"
    """``bonus_lost_on_fold``: settled once the box has decided (the result given is
    the one if it plays)."""
    AWAITING_CLAIMS = "awaiting_claims"
    """A jackpot share that may yet be shared with claims not known: a bonus box's
    dealt five not entered yet, or (``bonus_lost_on_fold``) a claimant that has not
    decided. The result given counts the claims known now."""
    FINAL = "final"
    """Nothing still to be entered changes it: it equals the settlement's bonus for
    the box. Only a correction of an entry it rests on changes it (until the round
    is confirmed)."""


@dataclass(frozen=True, slots=True)
class BonusResult:
    """One box's bonus as the live table knows it (:meth:`RoundState.bonus_results`).

    Money from the player's side, in minor units. Once :attr:`final`, ``result``,
    ``jackpot_share`` and ``category`` are those of the box's settlement
    (``results.bonus``, ``jackpot_share``, ``bonus_hand``) and ``explanation`` holds
    its bonus sentence.
    """

    box: int
    category: Category
    """The bonus hand: the category of the five cards as dealt."""
    stake: int
    outcome: BonusOutcome
    result: int
    """Signed: a fixed-odds win or a jackpot share (> 0, a share may be 0), or the stake lost."""
    jackpot_share: int
    """The part of ``result`` paid by the jackpot meter (0 unless ``outcome`` is JACKPOT)."""
    capped: int
    """With ``cap_includes_bonus``, the part of a fixed-odds win above ``max_payout`` on
    its own: withheld at once (the box's settled ``capped`` includes it)."""
    explanation: tuple[str, ...]
    stage: BonusStage
    final_since: int | None = None
    """When final: the length of the step log (``len(state.steps)``) at the step that
    made the result final with this value (a correction that changes it, or that
    makes it final again, sets it anew). ``None`` until final."""
    corrected_from: int | None = None
    """When the result had been final before a correction changed it (or made it not
    final, or took it away and it came back): the final result it had then, perhaps
    equal. The table cannot know whether chips moved for it; the dealer can."""

    @property
    def final(self) -> bool:
        return self.stage is BonusStage.FINAL

    @property
    def payable(self) -> int:
        """What the table pays on the bonus now (a win less ``capped``; 0 for a loss)."""
        return max(0, self.result - self.capped)

    def to_json(self) -> dict[str, Any]:
        return {
            "box": self.box, "bonus_hand": self.category.key, "stake": self.stake, "outcome": self.outcome.value,
            "result": self.result, "jackpot_share": self.jackpot_share, "capped": self.capped,
            "stage": self.stage.value, "final_since": self.final_since, "corrected_from": self.corrected_from,
            "explanation": list(self.explanation),
        }


class _Tracked(NamedTuple):
    """A bonus box's last final result (see :meth:`RoundState.bonus_results`)."""

    box: int
    result: int
    since: int
    """``len(steps)`` when it became final with this value."""
    replaced: int | None
    """The final result it replaced, if it had one before."""
    active: bool
    """Final now (False once a correction made it not final, or took it away)."""


_Track = tuple[_Tracked, ...]


# --------------------------------------------------------------------------
# State
# --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Expectation:
    """Something the dealer can enter now: its kind, the box (``None`` for the
    dealer or the table), a short prompt, and whether it may be skipped."""

    kind: StepKind
    box: int | None
    prompt: str
    optional: bool = False


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
    _cache: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)
    """Views derived once per state (the state never changes, so neither do they)."""
    _bonus_track: _Track = field(default=(), compare=False, repr=False)
    """Per bonus box, its last final result and since when (see :class:`BonusResult`)."""

    # ---------------------------------------------------------------- creation

    @classmethod
    def new(cls, house: HouseRules, jackpot: int = 0) -> RoundState:
        """An empty round (bets open) under ``house`` with the jackpot meter at ``jackpot``."""
        if type(jackpot) is not int or jackpot < 0:
            raise StepRefused([Problem(Place.ROUND, "jackpot", f"must be a whole number of minor units, not {jackpot!r}")])
        return cls(house, jackpot)

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
                return (Problem(Place.ROUND, "undo", "nothing to undo"),)
            entries = self._history[-1]
            return self._successor(step, entries, self._history[:-1], self._derive(entries))
        if isinstance(step, Withdraw):
            return self._withdraw(step)
        if not isinstance(step, _ENTRY_TYPES):
            return (Problem(Place.ROUND, "step", f"{step!r} is not a step"),)
        problems = _check_form(step)
        if problems:
            return tuple(problems)
        slots = dict(self._entries)
        slot = self._slot(step, slots)
        is_new = slot not in slots
        problems = self._check_now(step, slot, is_new, slots)
        if problems:
            return tuple(problems)
        if is_new:
            entries = (*self._entries, (slot, step))
        else:
            entries = tuple((s, step if s == slot else e) for s, e in self._entries)
        analysis = self._derive(entries)
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
        if track or any(b.entry.bonus for b in analysis.boxes):
            track = _next_track(track, _bonus_rows(self.house, self.jackpot, analysis), len(steps))
        return RoundState(self.house, self.jackpot, steps, entries, history, analysis, _bonus_track=track)

    def _withdraw(self, step: Withdraw) -> RoundState | tuple[Problem, ...]:
        where: Where = step.box if step.box is not None else Place.ROUND
        target = step.target
        slots = dict(self._entries)
        if target is StepKind.DEALER_REPLACEMENT:
            reps = [s for s in slots if s[0] is target]
            slot: Slot | None = max(reps, key=lambda s: s[1] or 0) if reps else None
        else:
            slot = (target, step.box if target not in _TABLE_WIDE else None)
        if slot is None or slot not in slots:
            return (Problem(where, _FIELD_OF.get(target, str(target)), "nothing recorded to withdraw"),)
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
        if kind in _TABLE_WIDE:
            return (kind, None)
        if isinstance(step, DealerReplacement):
            n = sum(1 for s in slots if s[0] is kind)
            if n and self.phase != Phase.REPLACEMENT:
                return (kind, n - 1)  # nothing more is expected: a correction of the last one
            return (kind, n)
        assert not isinstance(step, CloseBets | DealerCards)
        return (kind, step.box)

    def _check_now(self, step: Entry, slot: Slot, is_new: bool, slots: Mapping[Slot, Entry]) -> list[Problem]:
        """Checks that depend on the moment: is the step's time there, is its box in play."""
        kind = step.kind
        phase = self.phase
        box = getattr(step, "box", None)
        where: Where = box if box is not None else (Place.DEALER if kind in _DEALER_KINDS else Place.ROUND)
        name = _FIELD_OF[kind]
        bets = {s[1]: e for s, e in slots.items() if s[0] is StepKind.PLACE_BET}
        closed = (StepKind.CLOSE_BETS, None) in slots
        if isinstance(step, PlaceBet):
            if closed and is_new:
                return [Problem(where, "ante", "bets are closed: no new box now")]
            return []
        if isinstance(step, CloseBets):
            return [] if bets else [Problem(Place.ROUND, "bets", "no box has a bet yet")]
        if not closed:
            return [Problem(where, name, "not yet: bets are still open")]
        if box is not None and box not in bets:
            return [Problem(where, name, f"there is no bet on box {box}")]
        if is_new and phase.order < _OPENS[kind].order:
            return [Problem(where, name, f"not yet: {self._waiting_for()}")]
        bet = bets.get(box) if box is not None else None
        if isinstance(step, Insure):
            dealer_seen = (StepKind.DEALER_CARDS, None) in slots
            if is_new and dealer_seen and step.amount:
                return [Problem(where, "insurance", "too late: the dealer's cards are turned")]
            if step.amount:
                assert isinstance(bet, PlaceBet)
                decision = slots.get((StepKind.DECIDE, box))
                if bet.dark:
                    return [Problem(where, "insurance", "a dark box may not insure")]
                if not isinstance(decision, Decide) or decision.decision is not Decision.BET:
                    return [Problem(where, "insurance", "only a box that bets may insure (enter its decision first)")]
                top = self._insurance_top(bet)
                if step.amount > top:
                    return [Problem(where, "insurance", f"{step.amount} is above the most any hand allows here ({top})")]
        if isinstance(step, Exchange) and step.discard is not None and (StepKind.BONUS_CARDS, box) not in slots:
            return [Problem(where, "exchange", "enter the box's five dealt cards first (discard and draw are among them)")]
        return []

    def _insurance_top(self, bet: PlaceBet) -> int:
        h = self.house
        best = max(h.pay_table.values())
        return insurance_range(h, bet.ante, best * 2 if h.two_hands else best)[1]

    def _derive(self, entries: tuple[tuple[Slot, Entry], ...]) -> Analysis:
        return analyse(_record(entries, self.jackpot, self.house), self.house)

    # ---------------------------------------------------------------- derived views

    @property
    def analysis(self) -> Analysis:
        """The checks' view of what is recorded (see :func:`rules.poker.record.analyse`)."""
        if self._analysis is None:
            object.__setattr__(self, "_analysis", self._derive(self._entries))
        assert self._analysis is not None
        return self._analysis

    @property
    def entries(self) -> tuple[Entry, ...]:
        """The effective entries, in the order they were first made."""
        return tuple(e for _, e in self._entries)

    @property
    def record(self) -> RoundRecord:
        return self.analysis.record

    @property
    def phase(self) -> Phase:
        cached: Phase | None = self._cache.get("phase")
        if cached is None:
            cached = self._cache["phase"] = self._phase()
        return cached

    def _phase(self) -> Phase:
        if not any(slot == (StepKind.CLOSE_BETS, None) for slot, _ in self._entries):
            return Phase.BETS
        best = Phase.COMPLETE
        for p in self.analysis.missing:
            if p.where is Place.DEALER:
                ph = Phase.DEALER if p.field == "cards" else Phase.REPLACEMENT
            else:
                ph = _MISSING_PHASE.get(p.field, Phase.SHOWDOWN)
            if ph.order < best.order:
                best = ph
        return best

    @property
    def complete(self) -> bool:
        return self.phase is Phase.COMPLETE

    def _waiting_for(self) -> str:
        exp = [e for e in self.expected() if not e.optional]
        return exp[0].prompt if exp else "the round is complete"

    def expected(self) -> tuple[Expectation, ...]:
        """What the dealer can enter now, most pressing first."""
        phase = self.phase
        a = self.analysis
        boxes = {b.entry.box: b for b in a.boxes}
        out: list[Expectation] = []
        if phase is Phase.BETS:
            out.append(Expectation(StepKind.PLACE_BET, None, "Place the bets: Ante (and bonus) per box, dark boxes Ante and Bet"))
            if boxes:
                out.append(Expectation(StepKind.CLOSE_BETS, None, "No more bets: close the bets"))
            return tuple(out)
        missing = {(p.where, p.field) for p in a.missing}
        if phase is Phase.BONUS:
            for n in sorted(boxes):
                if (n, "cards") in missing:
                    out.append(Expectation(StepKind.BONUS_CARDS, n, f"Box {n} shows its five cards for the bonus"))
        elif phase is Phase.DECISIONS:
            for n in sorted(boxes):
                if (n, "decision") in missing:
                    e = boxes[n].entry
                    if e.exchange is None and not e.sixth_bought:
                        out.append(Expectation(StepKind.EXCHANGE, n, f"Box {n}: exchange cards?", optional=True))
                    if not e.sixth_bought:
                        out.append(Expectation(StepKind.SIXTH_CARD, n, f"Box {n}: buy a sixth card?", optional=True))
                    out.append(Expectation(StepKind.DECIDE, n, f"Box {n}: bet or fold"))
                    break
        elif phase is Phase.DEALER:
            out.append(Expectation(StepKind.DEALER_CARDS, None, "Turn the dealer's cards and enter them"))
        elif phase is Phase.NO_GAME:
            for n in sorted(boxes):
                if (n, "no_game") in missing:
                    out.append(Expectation(StepKind.NO_GAME_CHOICE, n, f"Dealer has no game: box {n} takes the Ante or buys a game"))
        elif phase is Phase.REPLACEMENT:
            card = self.card_to_replace()
            again = " once more (same rank)" if self.redraw_needed() else ""
            out.append(Expectation(StepKind.DEALER_REPLACEMENT, None, f"Take out the dealer's {card} and enter the card drawn{again}"))
        elif phase is Phase.SHOWDOWN:
            for n in sorted(boxes):
                if (n, "final_cards") in missing:
                    size = 6 if boxes[n].entry.sixth_bought else 5
                    out.append(Expectation(StepKind.FINAL_CARDS, n, f"Box {n} shows its {size} cards"))
        if phase in (Phase.DECISIONS, Phase.DEALER):
            for n in sorted(boxes):
                e = boxes[n].entry
                if e.decision is Decision.BET and not e.dark and not e.insurance:
                    out.append(Expectation(StepKind.INSURE, n, f"Box {n}: insurance?", optional=True))
        return tuple(out)

    def box(self, number: int) -> BoxView:
        """The view of one box (``KeyError`` when the box has no bet)."""
        for v in self.boxes():
            if v.box == number:
                return v
        raise KeyError(number)

    def boxes(self) -> tuple[BoxView, ...]:
        """Every box with a bet, in box order."""
        cached: tuple[BoxView, ...] | None = self._cache.get("boxes")
        if cached is None:
            cached = self._cache["boxes"] = self._boxes()
        return cached

    def _boxes(self) -> tuple[BoxView, ...]:
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

    def bonus_results(self) -> tuple[BonusResult, ...]:
        """The bonus of every box with a bonus whose five cards as dealt are known, in box
        order: final or not (:attr:`BonusResult.stage`), and since when (see the module
        docstring). A final one equals the settlement's bonus for the box."""
        cached: tuple[BonusResult, ...] | None = self._cache.get("bonus")
        if cached is None:
            track = {t.box: t for t in self._bonus_track}
            out = []
            for r in _bonus_rows(self.house, self.jackpot, self.analysis):
                t = track.get(r.box)
                if r.final and t is not None and t.active and t.result == r.result:
                    r = replace(r, final_since=t.since, corrected_from=t.replaced)
                out.append(r)
            cached = self._cache["bonus"] = tuple(out)
        return cached

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

    def notes(self) -> dict[int, tuple[str, ...]]:
        """Per box, what the table did that the round JSON cannot say (an insurance returned)."""
        out: dict[int, tuple[str, ...]] = {}
        cur = self.house.currency
        for n, p in self._returned().items():
            e = next(b.entry for b in self.analysis.boxes if b.entry.box == n)
            out[n] = (f"Insurance {format_money(e.insurance, cur)} returned as an invalid bet: {p.message}.",)
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


_ENTRY_TYPES = (
    PlaceBet, CloseBets, BonusCards, Exchange, SixthCard, Decide, Insure, DealerCards, NoGameChoice,
    DealerReplacement, FinalCards,
)
_TABLE_WIDE = frozenset({StepKind.CLOSE_BETS, StepKind.DEALER_CARDS})
_DEALER_KINDS = frozenset({StepKind.DEALER_CARDS, StepKind.DEALER_REPLACEMENT})


def _box_of(analysis: Analysis, box: int) -> BoxAnalysis | None:
    for b in analysis.boxes:
        if b.entry.box == box:
            return b
    return None


def _is_cards(v: object) -> bool:
    return isinstance(v, tuple) and all(isinstance(c, Card) for c in v)


def _check_form(step: Entry) -> list[Problem]:
    """Types of a step's fields (steps built in code may hold anything)."""
    box = getattr(step, "box", None)
    where: Where = box if type(box) is int else Place.ROUND
    out: list[Problem] = []
    if hasattr(step, "box") and type(box) is not int:
        out.append(Problem(Place.ROUND, "box", f"must be a box number, not {box!r}"))
    if isinstance(step, PlaceBet):
        for name in ("ante", "bonus"):
            v = getattr(step, name)
            if type(v) is not int or v < 0:
                out.append(Problem(where, name, f"must be a whole number of minor units, not {v!r}"))
        if type(step.dark) is not bool:
            out.append(Problem(where, "dark", f"must be true or false, not {step.dark!r}"))
    elif isinstance(step, BonusCards | FinalCards | DealerCards):
        if not _is_cards(step.cards):
            name = "final_cards" if isinstance(step, FinalCards) else "cards"
            out.append(Problem(where if not isinstance(step, DealerCards) else Place.DEALER, name, "must be a tuple of cards"))
        elif len(set(step.cards)) != len(step.cards):
            name = "final_cards" if isinstance(step, FinalCards) else "cards"
            dup = next(c for c in step.cards if step.cards.count(c) > 1)
            out.append(Problem(where if not isinstance(step, DealerCards) else Place.DEALER, name, f"card {dup} appears twice"))
    elif isinstance(step, Exchange):
        if step.discard is None and step.draw is None:
            if type(step.count) is not int:
                out.append(Problem(where, "exchange", "give the number of cards, or the cards discarded and drawn"))
        elif step.count is not None:
            out.append(Problem(where, "exchange", "give the number of cards or the cards, not both"))
        elif not _is_cards(step.discard) or not _is_cards(step.draw):
            out.append(Problem(where, "exchange", "discard and draw must both be tuples of cards"))
        else:
            assert step.discard is not None and step.draw is not None
            if len(step.discard) != len(step.draw):
                out.append(Problem(where, "exchange", f"{len(step.discard)} discarded but {len(step.draw)} drawn"))
            if len(set(step.discard + step.draw)) != len(step.discard) + len(step.draw):
                out.append(Problem(where, "exchange", "a card appears twice"))
    elif isinstance(step, SixthCard):
        if step.card is not None and not isinstance(step.card, Card):
            out.append(Problem(where, "sixth_card", f"must be a card or None, not {step.card!r}"))
    elif isinstance(step, Decide):
        if not isinstance(step.decision, Decision):
            out.append(Problem(where, "decision", f"must be Decision.BET or Decision.FOLD, not {step.decision!r}"))
    elif isinstance(step, Insure):
        if type(step.amount) is not int or step.amount < 0:
            out.append(Problem(where, "insurance", f"must be a whole number of minor units, not {step.amount!r}"))
    elif isinstance(step, NoGameChoice):
        if not isinstance(step.choice, NoGame):
            out.append(Problem(where, "no_game", f"must be NoGame.TAKE_ANTE or NoGame.BUY_GAME, not {step.choice!r}"))
    elif isinstance(step, DealerReplacement) and not isinstance(step.card, Card):
        out.append(Problem(Place.DEALER, "replacements", f"must be a card, not {step.card!r}"))
    return out


def _dependencies(entries: tuple[tuple[Slot, Entry], ...]) -> list[Problem]:
    """Entries that would be left without what they rest on (after a withdrawal)."""
    slots = dict(entries)
    out: list[Problem] = []
    closed = (StepKind.CLOSE_BETS, None) in slots
    dealer = (StepKind.DEALER_CARDS, None) in slots
    for (kind, box), e in entries:
        where: Where = box if box is not None and kind not in _DEALER_KINDS else Place.DEALER
        if kind is StepKind.PLACE_BET:
            continue
        if kind is not StepKind.CLOSE_BETS and not closed:
            out.append(Problem(where, _FIELD_OF[kind], "recorded after the bets closed: withdraw it first"))
        elif box is not None and kind not in _DEALER_KINDS and (StepKind.PLACE_BET, box) not in slots:
            out.append(Problem(where, _FIELD_OF[kind], f"recorded for box {box}: withdraw it first"))
        elif kind in (StepKind.NO_GAME_CHOICE, StepKind.DEALER_REPLACEMENT) and not dealer:
            out.append(Problem(where, _FIELD_OF[kind], "rests on the dealer's cards: withdraw it first"))
        elif isinstance(e, Exchange) and e.discard is not None and (StepKind.BONUS_CARDS, box) not in slots:
            out.append(Problem(where, "exchange", "the discard needs the dealt cards: withdraw the exchange first"))
        elif isinstance(e, Insure) and e.amount:
            d = slots.get((StepKind.DECIDE, box))
            if not isinstance(d, Decide) or d.decision is not Decision.BET:
                out.append(Problem(where, "insurance", "rests on the box's bet: withdraw it first"))
    return out


def _record(entries: tuple[tuple[Slot, Entry], ...], jackpot: int, house: HouseRules) -> RoundRecord:
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
        bet = steps.get(StepKind.PLACE_BET)
        if not isinstance(bet, PlaceBet):
            continue
        ex = steps.get(StepKind.EXCHANGE)
        exchange = None
        if isinstance(ex, Exchange):
            if ex.discard is not None and ex.draw is not None:
                exchange = ExchangeEntry(len(ex.discard), ex.discard, ex.draw)
            else:
                exchange = ExchangeEntry(ex.count or 0)
        sixth = steps.get(StepKind.SIXTH_CARD)
        decide = steps.get(StepKind.DECIDE)
        insure = steps.get(StepKind.INSURE)
        choice = steps.get(StepKind.NO_GAME_CHOICE)
        dealt = steps.get(StepKind.BONUS_CARDS)
        final = steps.get(StepKind.FINAL_CARDS)
        boxes.append(BoxEntry(
            box=n, ante=bet.ante, bonus=bet.bonus, dark=bet.dark,
            cards=dealt.cards if isinstance(dealt, BonusCards) else None,
            exchange=exchange,
            sixth_bought=isinstance(sixth, SixthCard),
            sixth_card=sixth.card if isinstance(sixth, SixthCard) else None,
            decision=decide.decision if isinstance(decide, Decide) else None,
            insurance=insure.amount if isinstance(insure, Insure) else 0,
            no_game=choice.choice if isinstance(choice, NoGameChoice) else None,
            final_cards=final.cards if isinstance(final, FinalCards) else None,
        ))
    boxes.sort(key=lambda b: b.box)
    return RoundRecord(
        boxes=tuple(boxes), dealer_cards=dealer, replacements=tuple(reps[i] for i in sorted(reps)),
        jackpot=jackpot,
    )


def _bonus_rows(house: HouseRules, meter: int, a: Analysis) -> list[BonusResult]:
    """The bonus results of an analysed round (``final_since`` not filled in)."""
    h = house
    lost_on_fold = h.bonus_lost_on_fold
    shares, shared_total = jackpot_shares(h, a.boxes, meter)
    # claims that may still come, or go: a bonus box not shown yet could claim the best
    # jackpot percentage; a claimant that may still fold and lose its claim
    top = max(h.jackpot_percent.values(), default=0) * meter // 100
    open_claims = False
    most = shared_total or sum(shares.values())  # the claims known now
    for b in a.boxes:
        e = b.entry
        if not e.bonus:
            continue
        if b.dealt_category is None:
            if h.jackpot_percent:
                open_claims = True
                most += top
        elif lost_on_fold and not _decided(e) and jackpot_claim(h, e, b.dealt_category, meter) is not None:
            open_claims = True
    settled_claims = not open_claims or most <= meter  # the shares cannot change any more
    m = money_formatter(h.currency)
    out: list[BonusResult] = []
    for b in a.boxes:
        e, cat = b.entry, b.dealt_category
        if not e.bonus or cat is None:
            continue
        share = shares.get(e.box)
        result = bonus_figure(h, e, cat, share)
        if e.folds and lost_on_fold:
            outcome = BonusOutcome.LOST_ON_FOLD
        elif share is not None:
            outcome = BonusOutcome.JACKPOT
        elif result > 0:
            outcome = BonusOutcome.WIN
        else:
            outcome = BonusOutcome.LOSE
        if lost_on_fold and not _decided(e):
            stage = BonusStage.AWAITING_DECISION
        elif outcome is BonusOutcome.JACKPOT and not settled_claims:
            stage = BonusStage.AWAITING_CLAIMS
        else:
            stage = BonusStage.FINAL
        capped = max(0, result - h.max_payout) if h.cap_includes_bonus and outcome is BonusOutcome.WIN else 0
        lines = [explain_bonus(h, b, result, share, shared_total if share is not None else 0, meter)]
        if capped:
            lines.append(
                f"The win alone exceeds the maximum payout (fixed-odds bonus wins count towards it): "
                f"{m(result - capped)} paid, {m(capped)} withheld."
            )
        out.append(BonusResult(
            box=e.box, category=cat, stake=e.bonus, outcome=outcome, result=result,
            jackpot_share=share if share is not None else 0, capped=capped, explanation=tuple(lines), stage=stage,
        ))
    return out


def _decided(e: BoxEntry) -> bool:
    """The box has bet or folded (a dark box always bets)."""
    return e.dark or e.decision is not None


def _next_track(track: _Track, rows: list[BonusResult], steps: int) -> _Track:
    """The bonus track after a step. A box whose result is final with a new value, or
    final again after a correction made it not final (or took it away), holds it from
    ``steps`` and remembers the final value it had before; the others keep theirs."""
    final = {r.box: r for r in rows if r.final}
    known = {t.box: t for t in track}
    for n, t in known.items():
        if n not in final and t.active:
            known[n] = t._replace(active=False)
    for n, r in final.items():
        before = known.get(n)
        if before is None:
            known[n] = _Tracked(n, r.result, steps, None, True)
        elif not before.active or before.result != r.result:
            known[n] = _Tracked(n, r.result, steps, before.result, True)
    return tuple(known[n] for n in sorted(known))
