"""The one vocabulary both engines speak.

A state answers three questions about a move (a Russian Poker step, a Russian
Roulette action), with the same names in both engines:

- ``state.check(move)``: the problems it would be refused with now, empty when
  it is legal;
- ``state.can_apply(move)``: whether it is legal now;
- ``state.apply(move)``: the next state (states are immutable), or a
  :class:`Refusal` listing every problem, the state unchanged.

Refusals are of two sibling kinds, as python-chess keeps ``InvalidMoveError``
(malformed) apart from ``IllegalMoveError`` (not allowed now): a record that
cannot be read at all (``StepFormatError``, a round or hand refused as recorded)
and a well-formed move that the rules do not allow at this point
(``StepRefused``, ``ActionRefused``). Both carry every problem found, and
``lines`` gives them as FORMATS.md prints them.

>>> r = Refusal(["seat 3: acts out of turn", "round 2 action 1: seat 1: raise to 1 is below the minimum"])
>>> r.lines
('seat 3: acts out of turn', 'round 2 action 1: seat 1: raise to 1 is below the minimum')
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Generic, TypeVar

__all__ = ["Refusal"]

P = TypeVar("P")


class Refusal(ValueError, Generic[P]):
    """Base of every engine refusal; carries every problem found (a typed problem in
    Russian Poker, a FORMATS line in Russian Roulette)."""

    def __init__(self, problems: Iterable[P]) -> None:
        self.problems: tuple[P, ...] = tuple(problems)
        super().__init__("\n".join(str(p) for p in self.problems))

    @property
    def lines(self) -> tuple[str, ...]:
        """One line per problem, as printed on standard error."""
        return tuple(str(p) for p in self.problems)
