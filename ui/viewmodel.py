"""What the table screen shows, as plain frozen records (no Qt, no rules logic).

:mod:`ui.engine` fills these from the engine's round state and settlement;
widgets render them. Keeping the widgets on these records means a widget
never reaches into the engine, and never computes money: every amount here is
copied from the engine.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field

from rules.cards import Card
from rules.hands import Category

__all__ = [
    "Approval",
    "BoxInfo",
    "BoxSettlement",
    "BoxStatus",
    "DealerInfo",
    "EntryKind",
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
    bonus_result: int | None = None
    """The bonus result when the engine already knows it (bonus cards entered)."""
    jackpot_share: bool = False
    insurance_invalid: bool = False
    notes: tuple[str, ...] = ()
    expects: frozenset[EntryKind] = frozenset()
    """What may be entered on this box now."""
    dealt: bool = False
    """The cards are on the layout (bets are closed)."""


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


@dataclass(frozen=True, slots=True)
class Approval:
    """A payout held until a pit boss co-signs."""

    box: int
    amount: int
    reason: str  # "threshold" | "jackpot"
    signed_by: str | None = None


@dataclass(frozen=True, slots=True)
class BoxSettlement:
    number: int
    outcome: str
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
