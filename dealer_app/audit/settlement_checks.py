"""What a settled round must show, read the same way by the services that settle it
and by verification: the co-signatures it needs, its jackpot meter movement, and
the digest an approval covers."""

from __future__ import annotations

import enum
import hashlib
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from dealer_app.store.entries import SettledEntry
from dealer_app.store.records import canonical_json
from rules.poker.settle import BoxSettlement, Settlement, house_for

if TYPE_CHECKING:
    from rules.poker.table import RoundState

__all__ = [
    "DEFAULT_APPROVAL_THRESHOLD",
    "ApprovalItem",
    "ApprovalKind",
    "box_payout",
    "is_complete",
    "jackpot_movement",
    "required_approvals",
    "settlement_digest",
    "stored_settlement",
]

DEFAULT_APPROVAL_THRESHOLD = 1_000_000  # minor units: a box's payout at or above needs a pit boss


class ApprovalKind(enum.StrEnum):
    PAYOUT = "payout"  # a box's payout at or above the threshold
    JACKPOT = "jackpot"  # a jackpot share (every one, whatever its amount)


@dataclass(frozen=True)
class ApprovalItem:
    box: int
    kind: ApprovalKind
    amount: int

    def to_json(self) -> dict[str, Any]:
        return {"box": self.box, "kind": self.kind.value, "amount": self.amount}

    def __str__(self) -> str:
        what = "jackpot share" if self.kind == ApprovalKind.JACKPOT else "payout"
        return f"box {self.box}: {what} {self.amount}"



def is_complete(state: RoundState) -> bool:
    """The engine's round state has every entry it needs (``Phase.COMPLETE``)."""
    return bool(state.complete)


def settlement_digest(settlement: Settlement | Mapping[str, Any]) -> str:
    """The digest of a settlement's JSON form (what approvals, refusals and rulings name)."""
    data = settlement.to_json() if isinstance(settlement, Settlement) else settlement
    return hashlib.sha256(canonical_json(data).encode()).hexdigest()[:32]


def stored_settlement(settled: SettledEntry) -> Settlement:
    """The typed settlement of a ``round_settled`` entry, under the stored round's own house
    rules and the meter it started from. Raises
    :class:`rules.poker.settle.SettlementFormatError` (a ``ValueError``) when it is not what
    :meth:`RoundService.confirm` writes."""
    house = settled.round.get("house")
    return Settlement.from_json(settled.settlement, house_for(house if isinstance(house, dict) else None),
                                jackpot_before=settled.jackpot_start)


def box_payout(b: BoxSettlement) -> int:
    """A box's whole payout for the round: its winning terms less what the cap withheld."""
    return sum(v for v in b.results if v > 0) - b.capped


def required_approvals(settlement: Settlement, threshold: int) -> list[ApprovalItem]:
    """What needs a pit boss's co-signature: every jackpot share (a claim on the meter,
    even one worth 0), and each box whose payout is at or above ``threshold``. A box's
    payout is its whole payout for the round (docs/DECISIONS.md): its winning terms
    (Ante, Bet, bonus (a jackpot share included), insurance) less the amount withheld
    by the cap, even when the bonus was paid at the bonus step."""
    items: list[ApprovalItem] = []
    for b in settlement.boxes:
        if b.jackpot_claim:
            items.append(ApprovalItem(b.box, ApprovalKind.JACKPOT, b.jackpot_share))
        payout = box_payout(b)
        if payout >= threshold:
            items.append(ApprovalItem(b.box, ApprovalKind.PAYOUT, payout))
    return items


def jackpot_movement(settlement: Settlement) -> tuple[int, int, list[int]]:
    """(shares paid, contribution, boxes with a jackpot claim) of a settled round; the
    meter moves by ``contribution - shares`` (``jackpot_after - jackpot_before``)."""
    claims = [b for b in settlement.boxes if b.jackpot_claim]
    shares = sum(b.jackpot_share for b in claims)
    contribution = settlement.jackpot_after - settlement.jackpot_before + shares
    return shares, contribution, [b.box for b in claims]
