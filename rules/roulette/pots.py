"""Pots built in levels from the players' totals, and splitting them
(FORMATS.md ``roulette``, Pots).

>>> build_pots([110, 1110, 1000, 1110, 1000, 200], [False, False, True, True, True, True])
[(1110, (2, 3, 4, 5)), (3200, (2, 3, 4)), (220, (3,))]
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["build_pots", "split_pot"]


def build_pots(totals: Sequence[int], still_in: Sequence[bool]) -> list[tuple[int, tuple[int, ...]]]:
    """Pots as ``(amount, eligible player indices)``, lowest level first.

    The levels are the distinct totals (antes included) of the players still
    in; each pot holds every player's chips between the previous level and
    this one, folded players' included, and is contested by the players still
    in who reached it. A level that adds no chips makes no pot.
    """
    levels = sorted({t for t, alive in zip(totals, still_in, strict=True) if alive})
    pots: list[tuple[int, tuple[int, ...]]] = []
    previous = 0
    for level in levels:
        amount = sum(min(t, level) - previous for t in totals if t > previous)
        if amount > 0:
            eligible = tuple(
                i for i, (t, alive) in enumerate(zip(totals, still_in, strict=True)) if alive and t >= level
            )
            pots.append((amount, eligible))
        previous = level
    # A folded player can never have put in more than the highest total still in
    # (one only folds facing a larger amount); kept exact here all the same.
    beyond = sum(t - previous for t in totals if t > previous)
    if beyond:
        if pots:
            amount, eligible = pots[-1]
            pots[-1] = (amount + beyond, eligible)
        else:
            pots.append((beyond, tuple(i for i, alive in enumerate(still_in) if alive)))
    return pots


def split_pot(amount: int, winners_in_odd_chip_order: Sequence[int]) -> dict[int, int]:
    """Share ``amount`` equally; odd chips go one at a time to the winners in
    the order given (seat order starting left of the button).

    >>> split_pot(33, [2, 1])
    {2: 17, 1: 16}
    """
    k = len(winners_in_odd_chip_order)
    share, odd = divmod(amount, k)
    return {w: share + (1 if i < odd else 0) for i, w in enumerate(winners_in_odd_chip_order)}
