"""What a settled round must show, read the same way by the services that settle it
and by verification: the co-signatures it needs, its jackpot meter movement, and
the digest an approval covers."""

from __future__ import annotations

import enum
import hashlib
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from dealer_app.store.records import canonical_json

__all__ = [
    "DEFAULT_APPROVAL_THRESHOLD",
    "ApprovalItem",
    "ApprovalKind",
    "is_complete",
    "jackpot_movement",
    "required_approvals",
    "settlement_digest",
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



def is_complete(state: Any) -> bool:
    """The engine's round state has every entry it needs (``Phase.COMPLETE``)."""
    return bool(state.complete)


def settlement_digest(settlement: Mapping[str, Any]) -> str:
    return hashlib.sha256(canonical_json(settlement).encode()).hexdigest()[:32]


def _jackpot_categories(house_mapping: Mapping[str, Any]) -> set[str]:
    return set(dict(house_mapping.get("jackpot_percent") or {}))


def _jackpot_share(box: Mapping[str, Any], categories: set[str]) -> int | None:
    """The box's jackpot share (0 included) when it claims one, else ``None``. A claim is
    a bonus on a jackpot category that was not lost on a fold; the engine pays it as
    ``results.bonus`` (never capped), so the share is that figure."""
    stakes = dict(box.get("stakes") or {})
    results = dict(box.get("results") or {})
    if int(stakes.get("bonus", 0)) > 0 and box.get("bonus_hand") in categories and int(results.get("bonus", 0)) >= 0:
        return int(results.get("bonus", 0))
    return None


def required_approvals(settlement: Mapping[str, Any], house_mapping: Mapping[str, Any], threshold: int
                       ) -> list[ApprovalItem]:
    """What needs a pit boss's co-signature: every jackpot share (a claim on the meter,
    even one worth 0), and each box whose payout is at or above ``threshold``. A box's
    payout is its whole payout for the round (docs/DECISIONS.md): its winning terms
    (Ante, Bet, bonus (a jackpot share included), insurance) less the amount withheld
    by the cap, even when the bonus was paid at the bonus step."""
    categories = _jackpot_categories(house_mapping)
    items: list[ApprovalItem] = []
    for b in settlement.get("boxes", []):
        results = {k: int(v) for k, v in dict(b.get("results") or {}).items()}
        share = _jackpot_share(b, categories)
        if share is not None:
            items.append(ApprovalItem(int(b["box"]), ApprovalKind.JACKPOT, share))
        payout = sum(v for v in results.values() if v > 0) - int(b.get("capped") or 0)
        if payout >= threshold:
            items.append(ApprovalItem(int(b["box"]), ApprovalKind.PAYOUT, payout))
    return items


def jackpot_movement(settlement: Mapping[str, Any], house_mapping: Mapping[str, Any], jackpot_start: int
                     ) -> tuple[int, int, list[int]]:
    """(shares paid, contribution, boxes with a jackpot claim) of a settled round; the
    meter moves by ``contribution - shares`` (``jackpot_after - jackpot_start``)."""
    categories = _jackpot_categories(house_mapping)
    shares = 0
    boxes: list[int] = []
    for b in settlement.get("boxes", []):
        share = _jackpot_share(b, categories)
        if share is not None:
            shares += share
            boxes.append(int(b["box"]))
    after = int(settlement.get("jackpot_after", jackpot_start))
    contribution = after - jackpot_start + shares
    return shares, contribution, boxes
