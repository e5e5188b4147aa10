"""What the console shows, as plain frozen records, and the pure helpers on them.

The worker jobs (:mod:`ui.console.jobs`) fill these from the services; the
pages render them. No Qt here and no money computed: every amount is copied
from the engine's settlement or from the store.
"""

from __future__ import annotations

import datetime as dt
import enum
import functools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from dealer_app.auth.roles import Role
from rules.cards import Card, CardError, parse_card
from rules.poker.record import Decision, NoGame
from rules.poker.settle import BoxSettlement, Outcome, Settlement
from rules.poker.steps import (
    BonusCards,
    CloseBets,
    DealerCards,
    DealerReplacement,
    Decide,
    Exchange,
    FinalCards,
    Insure,
    NoGameChoice,
    PlaceBet,
    SixthCard,
    Step,
    Undo,
    Withdraw,
)
from ui.kit.qt import QT_TRANSLATE_NOOP, QObject, translate
from ui.kit.text import tr_args

if TYPE_CHECKING:
    from dealer_app.services.count import CountView, SlipView
    from dealer_app.services.house import HouseVersion, MeterMovement
    from dealer_app.services.owed import RoundOwed
    from dealer_app.services.read import RoundView, RulingRecord

__all__ = [
    "ApprovalFilter",
    "AuditLine",
    "AuditResult",
    "BoxLine",
    "DropInfo",
    "HeldItem",
    "HeldRound",
    "HistoryFilter",
    "HouseInfo",
    "MeterInfo",
    "RoundDetail",
    "RoundVerdict",
    "ShiftChoice",
    "ShiftHistory",
    "SignerChoice",
    "SlipLine",
    "SlipsInfo",
    "StepLine",
    "Tri",
    "UserLine",
    "card_text",
    "cards_text",
    "local_time",
    "outcome_label",
    "step_text",
]


# --------------------------------------------------------------------------- text helpers


def card_text(text: str) -> str:
    """``'As'`` -> ``'A♠'`` (unknown text is shown as it is)."""
    try:
        return parse_card(text).pretty
    except (CardError, ValueError):
        return str(text)


def cards_text(cards: Sequence[str] | None) -> str:
    return " ".join(card_text(c) for c in cards or ())


def local_time(ts_us: int | None, *, date: bool = False) -> str:
    """A UTC instant in this machine's local time: ``18:04:11`` (or with the date)."""
    if not ts_us:
        return "—"
    local = dt.datetime.fromtimestamp(ts_us / 1_000_000, tz=dt.UTC).astimezone()
    return local.strftime("%Y-%m-%d %H:%M:%S" if date else "%H:%M:%S")


def outcome_label(outcome: Outcome | None) -> str:
    if outcome is None:
        return ""
    return {
        Outcome.WIN: translate("Console", "win"),
        Outcome.LOSE: translate("Console", "lose"),
        Outcome.PUSH: translate("Console", "push"),
        Outcome.FOLD: translate("Console", "fold"),
        Outcome.NO_GAME: translate("Console", "no game"),
    }[outcome]


class Console(QObject):
    """The console's words that need a plural: lupdate reads the count of a plural only
    from ``self.tr(text, "", n)``, so they live here, in the ``Console`` context."""

    def exchanged_unseen(self, n: int) -> str:
        return self.tr("%1: exchange of %n card(s), not seen", "", n)


@functools.cache
def _plural() -> Console:
    return Console()


# what a correction withdraws, by the engine's step kind (``rules.poker.table.StepKind``)
_WITHDRAWN = {
    "place_bet": QT_TRANSLATE_NOOP("Console", "bet"),
    "close_bets": QT_TRANSLATE_NOOP("Console", "no more bets"),
    "bonus_cards": QT_TRANSLATE_NOOP("Console", "cards as dealt"),
    "exchange": QT_TRANSLATE_NOOP("Console", "exchange"),
    "sixth_card": QT_TRANSLATE_NOOP("Console", "sixth card"),
    "decide": QT_TRANSLATE_NOOP("Console", "decision"),
    "insure": QT_TRANSLATE_NOOP("Console", "insurance"),
    "dealer_cards": QT_TRANSLATE_NOOP("Console", "dealer's cards"),
    "no_game_choice": QT_TRANSLATE_NOOP("Console", "no-game choice"),
    "dealer_replacement": QT_TRANSLATE_NOOP("Console", "replacement card"),
    "final_cards": QT_TRANSLATE_NOOP("Console", "showdown cards"),
}


def step_text(step: Step, money: Any) -> str:
    """One recorded dealer entry in words, as the round view lists it.

    ``money`` formats minor units (a :class:`ui.kit.money.MoneyFormat`).
    """
    box = getattr(step, "box", None)
    where = tr_args(translate("Console", "Box %1"), str(box)) if box is not None else ""
    match step:
        case PlaceBet():
            text = tr_args(translate("Console", "%1: Ante %2"), where, money(step.ante))
            if step.bonus:
                text += tr_args(translate("Console", ", bonus %1"), money(step.bonus))
            if step.dark:
                text += translate("Console", ", dark (Ante and Bet down before the deal)")
            return text
        case CloseBets():
            return translate("Console", "No more bets")
        case BonusCards():
            return tr_args(translate("Console", "%1: cards as dealt %2"), where, _cards(step.cards))
        case Exchange(discard=tuple() as discard, draw=draw):
            return (tr_args(translate("Console", "%1: exchange, out %2, in %3"),
                            where, _cards(discard), _cards(draw or ())))
        case Exchange():
            return tr_args(_plural().exchanged_unseen(step.count or 0), where)
        case SixthCard(card=Card() as card):
            return tr_args(translate("Console", "%1: sixth card %2"), where, card_text(str(card)))
        case SixthCard():
            return tr_args(translate("Console", "%1: sixth card bought, not seen"), where)
        case Decide():
            return tr_args(translate("Console", "%1: plays (Bet)") if step.decision is Decision.BET
                    else translate("Console", "%1: folds"), where)
        case Insure():
            if step.amount == 0:
                return tr_args(translate("Console", "%1: insurance taken back"), where)
            return tr_args(translate("Console", "%1: insurance %2"), where, money(step.amount))
        case DealerCards():
            return tr_args(translate("Console", "Dealer: %1"), _cards(step.cards))
        case NoGameChoice():
            words = (translate("Console", "takes the Ante") if step.choice is NoGame.TAKE_ANTE
                     else translate("Console", "buys a game"))
            return f"{where}: {words}"
        case DealerReplacement():
            return tr_args(translate("Console", "Dealer: replacement card %1"), card_text(str(step.card)))
        case FinalCards():
            return tr_args(translate("Console", "%1: shows %2"), where, _cards(step.cards))
        case Undo():
            return translate("Console", "Correction: the last entry undone")
        case Withdraw():
            raw = step.target.value
            target = translate("Console", _WITHDRAWN[raw]) if raw in _WITHDRAWN else raw.replace("_", " ")
            if box is not None:
                return tr_args(translate("Console", "Correction: the %1 of box %2 withdrawn"), target, str(box))
            return tr_args(translate("Console", "Correction: the %1 withdrawn"), target)
    return step.kind.value.replace("_", " ")


def _cards(cards: Sequence[Card]) -> str:
    return cards_text([str(c) for c in cards])


# --------------------------------------------------------------------------- records


@dataclass(frozen=True, slots=True)
class SignerChoice:
    """Someone who may sign an action (the console lists them in the PIN dialog)."""

    name: str
    role: Role
    me: bool = False


@dataclass(frozen=True, slots=True)
class ShiftChoice:
    shift_id: int
    table: str
    gaming_day: str
    opened_us: int
    closed: bool
    rounds: int
    simulated: bool
    profile: str

    def label(self) -> str:
        state = translate("Console", "closed") if self.closed else translate("Console", "open")
        sim = "  ·  " + translate("Console", "SIMULATED") if self.simulated else ""
        return (f"#{self.shift_id}  ·  {self.table}  ·  {self.gaming_day}  ·  {state}  ·  "
                + tr_args(translate("Console", "%1 rounds"), str(self.rounds)) + sim)

    def short_label(self) -> str:
        state = translate("Console", "open") if not self.closed else self.gaming_day
        sim = "  ·  " + translate("Console", "SIMULATED") if self.simulated else ""
        return f"#{self.shift_id}  ·  {self.table}  ·  {state}" + sim


@dataclass(frozen=True, slots=True)
class HeldItem:
    box: int
    kind: str  # "payout" or "jackpot"
    amount: int


@dataclass(frozen=True, slots=True)
class HeldRound:
    """A complete round that waits for a pit boss (held payouts), or that a pit
    boss refused and that now waits for the dealer's correction or a ruling."""

    round_id: int
    shift_id: int
    table: str
    number: int
    dealer: str
    preparers: tuple[str, ...]
    started_us: int
    steps: int
    items: tuple[HeldItem, ...]
    refused_by: str | None
    refusal_reason: str
    refused_us: int | None
    ruled_boxes: frozenset[int]
    settlement: Settlement | None
    round_json: Mapping[str, Any] | None
    currency: str
    house_version: int
    problem: str = ""
    """Set when the round cannot be replayed (it is listed, not approvable)."""
    owed: RoundOwed | None = None
    """What is owed for the round as it stands (held, refused, ruled): the figures shown."""

    @property
    def refused(self) -> bool:
        return self.refused_by is not None



@dataclass(frozen=True, slots=True)
class StepLine:
    n: int
    ts_us: int
    by: str
    station: str
    step: Step


@dataclass(frozen=True, slots=True)
class BoxLine:
    """One box of a round as the round view shows it: computed and effective side by side."""

    box: int
    settlement: BoxSettlement
    cards: tuple[str, ...]
    computed_net: int
    effective_net: int
    ruling: RulingRecord | None = None  # the ruling in force, if any
    voided: bool = False

    @property
    def differs(self) -> bool:
        return self.computed_net != self.effective_net


@dataclass(frozen=True, slots=True)
class RoundDetail:
    """A round in full, read-only: what was entered and how it settled."""

    view: RoundView
    table: str
    currency: str
    settlement: Settlement | None  # the computed settlement (stored, or the live one when complete)
    round_json: Mapping[str, Any] | None
    boxes: tuple[BoxLine, ...]
    steps: tuple[StepLine, ...]
    confirmed: bool
    """False while the round is open (its settlement, if any, is not stored yet)."""
    held: HeldRound | None = None
    dealer_cards: tuple[str, ...] = ()
    replacements: tuple[str, ...] = ()
    preparers: tuple[str, ...] = ()
    owed: RoundOwed | None = None
    """What is owed for the round as it stands (the stored one's, or the open round's as held,
    refused or ruled): the house figures shown."""


@dataclass(frozen=True, slots=True)
class ShiftHistory:
    shift: ShiftChoice
    rounds: tuple[RoundView, ...]  # in order
    currency: str


@dataclass(frozen=True, slots=True)
class MeterInfo:
    value: int
    movements: tuple[MeterMovement, ...]  # newest first
    names: Mapping[int, str]
    currency: str


@dataclass(frozen=True, slots=True)
class HouseInfo:
    profiles: tuple[str, ...]
    versions: Mapping[str, tuple[HouseVersion, ...]]  # profile -> its versions, oldest first
    names: Mapping[int, str]
    in_progress: tuple[tuple[str, int, int], ...]  # (table, round number, house version) of open rounds
    shift_profiles: Mapping[str, tuple[str, ...]]  # profile -> tables with an open shift on it


@dataclass(frozen=True, slots=True)
class SlipLine:
    """A fill or credit slip as the console lists it: the slip of record, its table, and
    whether its shift has closed."""

    slip: SlipView
    table: str
    shift_closed: bool


@dataclass(frozen=True, slots=True)
class SlipsInfo:
    slips: tuple[SlipLine, ...]
    currency: str


@dataclass(frozen=True, slots=True)
class DropInfo:
    """What the count room works from: closed shifts' counts (newest first), the notes it
    counts the drop box in (minor units, largest first), the house currency."""

    views: tuple[CountView, ...]
    notes: tuple[int, ...]
    currency: str


@dataclass(frozen=True, slots=True)
class ChipSetInfo:
    """The chip set in force (None: not configured), the house currency its values are in, and the
    floor's table group this table is in (its chip set is then the group's, set for the group)."""

    record: Any  # dealer_app.services.count.ChipSetRecord | None
    currency: str
    table_group: str | None

    def rows(self) -> tuple[tuple[int, str, str, int], ...]:
        """(value, colour, name, par) per denomination, largest first."""
        if self.record is None:
            return ()
        return tuple((c.value, c.colour, c.name, c.par) for c in self.record.chip_set.chips)


@dataclass(frozen=True, slots=True)
class UserLine:
    id: int
    name: str
    role: Role
    disabled: bool
    locked: bool
    failed_attempts: int
    me: bool


class RoundVerdict(enum.StrEnum):
    OK = "ok"
    INFO = "info"  # voided or ruled: reported as information
    DISCREPANCY = "discrepancy"
    OPEN = "open"  # unfinished: not re-settled


@dataclass(frozen=True, slots=True)
class AuditLine:
    round_id: int | None
    text: str


@dataclass(frozen=True, slots=True)
class AuditResult:
    """A shift's re-audit: the whole chain, and every round of the shift re-settled."""

    shift_id: int
    entries: int
    rounds_checked: int
    discrepancies: tuple[AuditLine, ...]
    """Every difference other than a void or a ruling, and every break in the chain."""
    infos: tuple[AuditLine, ...]
    """Voids and floor rulings of the shift (who, when, why)."""
    verdicts: tuple[tuple[int, int, RoundVerdict], ...]  # (round id, number, verdict), in order
    anchor: str
    """The chain's head MAC, shortened (empty: no anchor)."""
    seconds: float
    currency: str = "EUR"
    """The house currency of the shift: the lines' amounts (minor units in the log) are shown in it."""

    @property
    def ok(self) -> bool:
        return not self.discrepancies


# --------------------------------------------------------------------------- history filters


class Tri(enum.StrEnum):
    ANY = "any"
    ONLY = "only"
    NONE = "none"


class ApprovalFilter(enum.StrEnum):
    ANY = "any"
    APPROVED = "approved"
    REFUSED = "refused"
    NONE = "none"


@dataclass(frozen=True, slots=True)
class HistoryFilter:
    """What the round history shows. Every criterion is optional.

    ``min_amount`` (minor units): some box (the chosen one, when ``box`` is set)
    moved at least this much, computed or effective, either way.
    """

    box: int | None = None
    outcome: Outcome | str | None = None  # an Outcome of the engine, or "open" for unfinished rounds
    min_amount: int | None = None
    approval: ApprovalFilter = ApprovalFilter.ANY
    void: Tri = Tri.ANY
    ruling: Tri = Tri.ANY

    @property
    def active(self) -> bool:
        return self != HistoryFilter()

    def matches(self, view: RoundView) -> bool:
        """``view`` is a :class:`dealer_app.services.read.RoundView`."""
        open_round = str(view.status) == "open"
        if self.outcome == "open" and not open_round:
            return False
        boxes = [b for b in view.boxes if self.box is None or b.box == self.box]
        if self.box is not None and not boxes:
            return False
        if self.outcome not in (None, "open") and not any(b.settlement.outcome == self.outcome for b in boxes):
            return False
        if self.min_amount is not None and not any(
            max(abs(b.computed_net), abs(b.effective_net)) >= self.min_amount for b in boxes
        ):
            return False
        approved = any(a.approved for a in view.approvals)
        refused = any(not a.approved for a in view.approvals)
        if self.approval is ApprovalFilter.APPROVED and not approved:
            return False
        if self.approval is ApprovalFilter.REFUSED and not refused:
            return False
        if self.approval is ApprovalFilter.NONE and (approved or refused):
            return False
        voided = view.void is not None
        if (self.void is Tri.ONLY and not voided) or (self.void is Tri.NONE and voided):
            return False
        ruled = bool(view.rulings)
        return not ((self.ruling is Tri.ONLY and not ruled) or (self.ruling is Tri.NONE and ruled))


def round_flags(view: RoundView) -> list[str]:
    """Short words for what happened to a round besides its settlement."""
    flags: list[str] = []
    if str(view.status) == "open":
        flags.append(translate("Console", "IN PROGRESS"))
    if view.void is not None:
        flags.append(translate("Console", "VOID"))
    if view.rulings:
        flags.append(translate("Console", "RULING"))
    if any(a.approved for a in view.approvals):
        flags.append(translate("Console", "APPROVED"))
    if any(not a.approved for a in view.approvals):
        flags.append(translate("Console", "REFUSED"))
    return flags


__all__ += ["round_flags"]
