"""What the table screen shows, as plain frozen records (no Qt, no rules logic).

:mod:`ui.table.engine` fills these from the engine's round state and settlement;
widgets render them. Keeping the widgets on these records means a widget
never reaches into the engine, and never computes money: every amount here is
copied from the engine.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field

from dealer_app.services.owed import BoxOwed
from dealer_app.services.rounds import ApprovalKind, MeterHit
from rules.cards import Card
from rules.hands import Category
from rules.poker.settle import Outcome

__all__ = [
    "Approval",
    "BonusInfo",
    "BonusStage",
    "BoxInfo",
    "BoxSettlement",
    "BoxStatus",
    "DealerInfo",
    "EntryKind",
    "EntrySpec",
    "FieldKind",
    "HandInfo",
    "Move",
    "MoveKind",
    "SettlementInfo",
    "TableInfo",
]


class BoxStatus(enum.StrEnum):
    EMPTY = "empty"  # no Ante this round
    BET = "bet"  # Ante (and bonus) placed, cards not yet relevant
    DARK = "dark"
    DECIDING = "deciding"  # dealt, may improve, must play or fold
    PLAYING = "playing"
    FOLDED = "folded"
    TOOK_ANTE = "took_ante"
    BOUGHT = "bought"
    SHOWDOWN = "showdown"  # final cards expected
    SETTLED = "settled"


@dataclass(frozen=True, slots=True)
class HandInfo:
    category: Category
    cards: tuple[Card, ...] = ()
    combination: tuple[Card, ...] = ()


class EntryKind(enum.StrEnum):
    """What the dealer can enter (the key map of UX.md)."""

    ANTE = "ante"
    DARK = "dark"
    BONUS = "bonus"
    CLOSE_BETS = "close_bets"
    BONUS_CARDS = "bonus_cards"
    EXCHANGE = "exchange"
    SIXTH = "sixth"
    SIXTH_SEEN = "sixth_seen"
    PLAY = "play"
    FOLD = "fold"
    INSURANCE = "insurance"
    DEALER_CARDS = "dealer_cards"
    TAKE_ANTE = "take_ante"
    BUY_GAME = "buy_game"
    REPLACEMENT = "replacement"
    FINAL_CARDS = "final_cards"
    CONFIRM = "confirm"


@dataclass(frozen=True, slots=True)
class BoxInfo:
    number: int
    status: BoxStatus = BoxStatus.EMPTY
    ante: int = 0
    bonus: int = 0
    bet: int = 0
    insurance: int = 0
    fees: int = 0
    dark: bool = False
    dealt_cards: tuple[Card, ...] = ()
    final: tuple[Card, ...] = ()
    exchanged: int | None = None
    sixth_card: bool = False
    hand: HandInfo | None = None
    hand2: HandInfo | None = None
    bonus_hand: Category | None = None
    bonus_step: BonusInfo | None = None
    """The bonus as the engine knows it once the dealt five are entered (what to move, when)."""
    insurance_invalid: bool = False
    notes: tuple[str, ...] = ()
    expects: frozenset[EntryKind] = frozenset()
    """What may be entered on this box now."""
    dealt: bool = False
    """The cards are on the layout (bets are closed)."""
    taken: tuple[Move, ...] = ()
    """Money taken at the step that caused it: fees as bought, the Ante at a fold."""
    result: tuple[Move, ...] | None = None
    """The box's Ante, Bet and insurance moves as soon as its result is known (before the
    whole round is); None until then."""
    result_net: int = 0
    result_pending: tuple[str, ...] = ()
    """The terms of the box's result still to come while ``result`` is shown early (a box that
    took the Ante at no game, paid before its cards): ``"insurance"``, settled on its cards."""
    result_owed: BoxOwed | None = None
    """The record of the box's early result: capped and held as the round will be."""


@dataclass(frozen=True, slots=True)
class DealerInfo:
    dealt: bool = False
    cards: tuple[Card, ...] = ()
    hand: HandInfo | None = None
    qualified: bool | None = None
    bought: bool = False
    replaced: tuple[Card, ...] = ()
    replacements: tuple[Card, ...] = ()
    final_hand: HandInfo | None = None
    final_qualified: bool | None = None
    card_to_replace: Card | None = None
    redraw_needed: bool = False


class MoveKind(enum.StrEnum):
    PAY = "pay"
    TAKE = "take"
    RETURN = "return"


@dataclass(frozen=True, slots=True)
class Move:
    """One thing the dealer does with chips now: PAY / TAKE / RETURN an amount on a term."""

    kind: MoveKind
    term: str  # "ante", "bet", "insurance", "bonus", "jackpot"
    amount: int
    note: str = ""


class BonusStage(enum.StrEnum):
    """Where a box's bonus stands at the table (UX.md step 3)."""

    AWAITING_DECISION = "awaiting_decision"
    """The house loses the bonus on a fold: it is settled once the box has decided."""
    AWAITING_CLAIMS = "awaiting_claims"
    """A jackpot share that waits for every claim of the round (bonus hands still to be shown)."""
    NOW = "now"
    """Final with the last entry: the dealer moves it now, before anything else."""
    SETTLED = "settled"
    """Final since an earlier entry: moved then (or held for a pit boss, see ``held``)."""


@dataclass(frozen=True, slots=True)
class BonusInfo:
    """A box's bonus as the table shows it. Every amount is the engine's
    (:class:`rules.poker.table.BonusResult`)."""

    box: int
    category: Category
    stake: int
    result: int
    """Signed, from the player's side (a jackpot share is the share)."""
    stage: BonusStage
    moves: tuple[Move, ...] = ()
    """PAY the win (``bonus``) or the share (``jackpot``, from the meter), or TAKE the stake."""
    held: ApprovalKind | None = None
    """Why the payment waits for a pit boss's co-signature at the end of the round
    (as :class:`Approval`), or ``None``."""
    capped: int = 0
    """The part of a fixed-odds win withheld by the cap at once (cap includes the bonus)."""
    corrected_from: int | None = None
    """The result a correction replaced (the dealer adjusts the chips)."""
    explanation: tuple[str, ...] = ()

    @property
    def final(self) -> bool:
        return self.stage in (BonusStage.NOW, BonusStage.SETTLED)

    @property
    def moved_earlier(self) -> bool:
        """Moved at the bonus step, before this entry: not moved again in the settlement."""
        return self.stage is BonusStage.SETTLED and self.held is None


@dataclass(frozen=True, slots=True)
class Approval:
    """A payout held until a pit boss co-signs."""

    box: int
    amount: int
    reason: ApprovalKind
    signed_by: str | None = None


@dataclass(frozen=True, slots=True)
class BoxSettlement:
    number: int
    outcome: Outcome
    moves: tuple[Move, ...]
    net: int
    capped: int
    pay_total: int
    """What the dealer pays on the box now (after the cap), as the engine says."""
    explanation: tuple[str, ...]
    hand: HandInfo | None = None
    hand2: HandInfo | None = None
    insurance_invalid: bool = False
    approvals: tuple[Approval, ...] = ()
    jackpot_share: int = 0
    cap_includes_bonus: bool = False
    earlier: tuple[Move, ...] = ()
    """The bonus moved at the bonus step (shown as settled earlier, never moved again;
    still in ``net`` and ``explanation``)."""
    capped_bonus: int = 0
    """The part of ``capped`` already taken off the bonus move (a fixed-odds win above the
    maximum payout on its own, when the cap includes the bonus)."""
    owed: BoxOwed | None = None
    """The box's record of what is owed: the figure that stands, held, who decided and why."""
    queued: bool = False
    """Its jackpot share is queued on the linked meter behind another table's hit: it is paid,
    from the meter as it stands then, once that hit is paid."""
    behind: tuple[MeterHit, ...] = ()
    """The other tables' jackpot hits queued behind this box's on the linked meter
    (``MeterHit``: table and round)."""


@dataclass(frozen=True, slots=True)
class SettlementInfo:
    boxes: tuple[BoxSettlement, ...]
    house_net: int
    jackpot_after: int
    dealer: DealerInfo = field(default_factory=DealerInfo)

    @property
    def approvals(self) -> tuple[Approval, ...]:
        return tuple(a for b in self.boxes for a in b.approvals)

    @property
    def pending_approvals(self) -> tuple[Approval, ...]:
        """What still waits for a pit boss (held, or refused and not ruled on)."""
        return tuple(a for a in self.approvals if a.signed_by is None)


@dataclass(frozen=True, slots=True)
class TableInfo:
    """Everything the table screen shows for the round in progress."""

    phase: str
    prompt: str
    keys: tuple[str, ...]
    boxes: tuple[BoxInfo, ...]
    dealer: DealerInfo
    used: Mapping[Card, str]
    settlement: SettlementInfo | None = None
    round_number: int | None = None
    expects: frozenset[EntryKind] = frozenset()
    """What may be entered now, table-wide (dealer cards, confirm...)."""


class FieldKind(enum.Enum):
    """What an entry field takes."""

    CARDS = "cards"
    AMOUNT = "amount"
    EXCHANGE = "exchange"  # a number of cards, or discarded cards / drawn cards


@dataclass(frozen=True, slots=True)
class EntrySpec:
    """The entry field a key opens: what it is for, its title and hint, what it takes."""

    what: EntryKind
    field: FieldKind
    title: str
    hint: str = ""
    box: int | None = None
    card_count: int | None = None
    initial: str = ""
