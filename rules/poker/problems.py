"""Problems and refusals: what is wrong with a round, a step or a house profile.

Every problem names where it is (a box number, or the dealer, the house
rules, the round itself), the field and what is wrong. ``str(problem)`` is
the line FORMATS.md prescribes, e.g. ``box 3: cards: 'Zx' is not a card`` or
``box 1 and dealer: card As appears twice``.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from rules.refusal import Refusal

__all__ = [
    "HouseRulesError",
    "Place",
    "Problem",
    "Refusal",
    "RoundRefused",
    "StepRefused",
    "Where",
    "where_text",
]


class Place(enum.StrEnum):
    """A place a problem can be, other than a box."""

    ROUND = "round"
    HOUSE = "house"
    DEALER = "dealer"


Where = int | Place
"""A box number, or one of the :class:`Place` values."""


def where_text(where: Where) -> str:
    """``box 3``, ``dealer``, ``house``, ``round``.

    >>> where_text(3), where_text(Place.DEALER)
    ('box 3', 'dealer')
    """
    if isinstance(where, Place):
        return where.value
    return f"box {where}"


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong: where, which field (may be empty) and what.

    ``also`` names a second place for problems between two places (a card
    seen at two boxes, or at a box and the dealer).

    >>> str(Problem(3, "cards", "'Zx' is not a card"))
    "box 3: cards: 'Zx' is not a card"
    >>> str(Problem(1, "", "card As appears twice", also=Place.DEALER))
    'box 1 and dealer: card As appears twice'
    """

    where: Where
    field: str
    message: str
    also: Where | None = None

    def __str__(self) -> str:
        head = where_text(self.where)
        if self.also is not None:
            head = f"{head} and {where_text(self.also)}"
        if self.field:
            return f"{head}: {self.field}: {self.message}"
        return f"{head}: {self.message}"


class RoundRefused(Refusal[Problem]):
    """A round that cannot be settled as recorded (RULES.md §14)."""


class StepRefused(Refusal[Problem]):
    """A dealer entry that is not legal now; nothing was recorded."""


class HouseRulesError(Refusal[Problem]):
    """A house-rules profile with unknown keys, bad values or contradictions.
    Every problem is a ``house: <field>: ...`` line."""
