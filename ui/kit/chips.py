"""A suggested chip breakdown for an amount the engine says to pay.

Pure and exact: the chips always add up to the amount, or the breakdown says
what is left over (an amount finer than the smallest chip). The chip set is a
setting (``ui.kit.settings``), denominations in minor units.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

__all__ = ["DEFAULT_CHIP_SET", "ChipBreakdown", "breakdown"]

# EUR-style casino chips, in cents: 1,000 / 500 / 100 / 25 / 5 / 1 euro
DEFAULT_CHIP_SET: tuple[int, ...] = (100000, 50000, 10000, 2500, 500, 100)


@dataclass(frozen=True, slots=True)
class ChipBreakdown:
    chips: tuple[tuple[int, int], ...]
    """(denomination, count), largest first, counts > 0."""
    remainder: int
    """What the chip set cannot make (paid in change), usually 0."""

    @property
    def total(self) -> int:
        return sum(d * n for d, n in self.chips) + self.remainder

    @property
    def count(self) -> int:
        return sum(n for _, n in self.chips)


def breakdown(amount: int, chip_set: Sequence[int] = DEFAULT_CHIP_SET) -> ChipBreakdown:
    """Greedy breakdown, largest chips first (casino chip sets are canonical,
    so greedy gives the fewest chips).

    >>> breakdown(1_650_000, (100000, 50000, 10000, 2500, 500, 100)).chips
    ((100000, 16), (50000, 1))
    """
    if amount < 0:
        raise ValueError(f"a payout is never negative ({amount})")
    left = amount
    out: list[tuple[int, int]] = []
    for d in sorted({int(x) for x in chip_set if int(x) > 0}, reverse=True):
        n, left = divmod(left, d)
        if n:
            out.append((d, n))
    return ChipBreakdown(tuple(out), left)
