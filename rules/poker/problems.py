"""Problems and refusals: what is wrong with a round, a step or a house profile.

Every problem names where it is (a box number, or the dealer, the house
rules, the round itself), the field, and what is wrong as a
:class:`~rules.poker.problem_codes.ProblemCode` with its parameters (amounts,
limits, cards…). ``str(problem)`` is the English line FORMATS.md prescribes,
e.g. ``box 3: cards: 'Zx' is not a card`` or ``box 1 and dealer: card As
appears twice``; front ends word the code in the dealer's language.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from rules.cards import Card
from rules.poker.problem_codes import ProblemCode, english
from rules.refusal import Refusal

__all__ = [
    "HouseRulesError",
    "Place",
    "Problem",
    "ProblemCode",
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
    """One thing wrong: where, which field (may be empty), what (a code) and its
    parameters (:meth:`of` builds one from keywords).

    ``also`` names a second place for problems between two places (a card
    seen at two boxes, or at a box and the dealer).

    >>> from rules.cards import parse_card
    >>> str(Problem.of(3, "cards", ProblemCode.NOT_A_CARD, value="'Zx'"))
    "box 3: cards: 'Zx' is not a card"
    >>> p = Problem.of(1, "", ProblemCode.CARD_TWICE, also=Place.DEALER, card=parse_card("As"))
    >>> str(p), p.code, str(p.params["card"])
    ('box 1 and dealer: card As appears twice', <ProblemCode.CARD_TWICE: 'card_twice'>, 'As')
    """

    where: Where
    field: str
    code: ProblemCode
    params: Mapping[str, object]
    also: Where | None = None

    @classmethod
    def of(cls, where: Where, field: str, code: ProblemCode, *, also: Where | None = None, **params: object) -> Problem:
        """A problem with its parameters given as keywords."""
        return cls(where, field, code, MappingProxyType(params), also)

    @property
    def box(self) -> int | None:
        """The box the problem is at (``None`` for the dealer, the house or the round)."""
        return self.where if isinstance(self.where, int) else None

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards the problem names (in its parameters' order)."""
        out: list[Card] = []
        for value in self.params.values():
            if isinstance(value, Card):
                out.append(value)
            elif isinstance(value, tuple):
                out.extend(c for c in value if isinstance(c, Card))
        return tuple(out)

    @property
    def message(self) -> str:
        """What is wrong, in English (without the place and field)."""
        return english(self.code, self.params)

    def __hash__(self) -> int:
        return hash((self.where, self.field, self.code, self.also, str(self)))

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
