"""What a trainee is asked about one box, and the engine's figures for it.

:class:`BoxFigures` is read from a settlement (FORMATS.md output) and the house
rules in force; the grader compares a trainee's answer with it field by field,
and the mistake classifier compares the answer with the figures of perturbed
settlements.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, replace

from rules.hands import Category
from rules.poker.house import HouseRules
from rules.poker.record import insurance_range
from rules.poker.settle import Outcome, Settlement

__all__ = [
    "MONEY_TERMS",
    "AnswerField",
    "BoxFigures",
    "figures_from_settlement",
    "insurance_maximum",
    "with_terms",
]


class AnswerField(enum.StrEnum):
    """A question about one box; the value is the answer file's key."""

    ANTE = "ante"
    BET = "bet"
    BONUS = "bonus"
    INSURANCE = "insurance"
    FEES = "fees"
    CAPPED = "capped"
    NET = "net"
    HAND2 = "hand2"
    INSURANCE_MAX = "insurance_max"
    REPLACED = "replaced"

    @property
    def label(self) -> str:
        return _FIELD_LABELS[self]


_FIELD_LABELS = {
    AnswerField.ANTE: "Ante",
    AnswerField.BET: "Bet",
    AnswerField.BONUS: "bonus",
    AnswerField.INSURANCE: "insurance",
    AnswerField.FEES: "fees",
    AnswerField.CAPPED: "capped",
    AnswerField.NET: "net",
    AnswerField.HAND2: "hand 2",
    AnswerField.INSURANCE_MAX: "insurance maximum",
    AnswerField.REPLACED: "dealer cards taken out",
}

MONEY_TERMS: tuple[AnswerField, ...] = (
    AnswerField.ANTE,
    AnswerField.BET,
    AnswerField.BONUS,
    AnswerField.INSURANCE,
    AnswerField.FEES,
)
"""The signed result terms of RULES.md §12, each from the player's side, before the cap."""


@dataclass(frozen=True, slots=True)
class BoxFigures:
    """The right answer for one box (or a perturbed one): every field a trainee can state.

    Money terms are the engine's ``results`` (signed from the player's side:
    positive = pay, negative = take, 0 = return), before the cap; ``capped`` is
    what the cap withholds and ``net`` = Σ terms − capped."""

    box: int
    ante: int
    bet: int
    bonus: int
    insurance: int
    fees: int
    capped: int
    net: int
    hand2: str | None
    insurance_max: int | None
    replaced: tuple[str, ...]
    bonus_is_jackpot: bool = False

    def value(self, field: AnswerField) -> object:
        return getattr(self, field.value)

    def terms(self) -> dict[AnswerField, int]:
        return {f: int(getattr(self, f.value)) for f in MONEY_TERMS}


def insurance_maximum(house: HouseRules, ante: int, category: str | None, hand2: str | None) -> int | None:
    """RULES.md §7, by the engine's :func:`~rules.poker.record.insurance_range`: the most a
    box with Ante ``ante`` whose hand 1 is ``category`` (and hand 2 ``hand2``) may insure;
    ``None`` when the hand may not be insured (below the house minimum)."""
    if category is None or ante <= 0:
        return None
    cat = Category.parse(category)
    if cat < house.insurance_min_category:
        return None
    odds = house.odds(cat)
    if hand2 is not None and house.two_hands:
        odds += house.odds(Category.parse(hand2))
    return insurance_range(house, ante, odds)[1]


def figures_from_settlement(settlement: Settlement, house: HouseRules) -> dict[int, BoxFigures]:
    """Per box number, the figures of a settlement settled under ``house`` (the rules
    in force, round overrides included)."""
    replaced = tuple(str(c) for c in settlement.dealer.replaced)
    out: dict[int, BoxFigures] = {}
    for b in settlement.boxes:
        res = b.results
        hand2 = b.second_hand.category.key if b.second_hand is not None else None
        category = b.hand.category.key if b.hand is not None else None
        ins_max = insurance_maximum(house, b.stakes.ante, category, hand2) if b.outcome is not Outcome.FOLD else None
        out[b.box] = BoxFigures(
            box=b.box,
            ante=res.ante,
            bet=res.bet,
            bonus=res.bonus,
            insurance=res.insurance,
            fees=res.fees,
            capped=b.capped,
            net=b.net,
            hand2=hand2,
            insurance_max=ins_max,
            replaced=replaced if b.bought_game else (),
            bonus_is_jackpot=b.bonus_hand in house.jackpot_percent and b.stakes.bonus > 0,
        )
    return out


def with_terms(fig: BoxFigures, house: HouseRules, **terms: int) -> BoxFigures:
    """``fig`` with some result terms replaced, the cap (RULES.md §11) and the
    net (§12) worked out again for them under ``house``."""
    unknown = set(terms) - {t.value for t in MONEY_TERMS}
    if unknown:
        raise ValueError(f"not result terms: {', '.join(sorted(unknown))}")
    f = replace(fig, **terms)  # type: ignore[arg-type]
    winnings = max(0, f.ante) + max(0, f.bet) + max(0, f.insurance)
    if house.cap_includes_bonus and not f.bonus_is_jackpot:
        winnings += max(0, f.bonus)
    capped = max(0, winnings - house.max_payout)
    net = f.ante + f.bet + f.bonus + f.insurance + f.fees - capped
    return replace(f, capped=capped, net=net)
