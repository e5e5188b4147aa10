"""The table count's arithmetic: chip sets, inventories, win, hold and the variance.

Pure (no store, no Qt, no files): the count service folds the log into these
records, the report and the console print them. Money is integer minor units;
hold is an exact :class:`~fractions.Fraction`, shown to people as a percentage.

The formulas (house's side, what a table-games system prints):

* win = drop + (closer − opener) − fills + credits;
* hold = win / drop ("—" while the drop is 0 or not yet counted);
* variance = counted win − computed house result, where the computed result is
  what the tray paid and took over the rounds (each round's effective house
  result, plus the jackpot shares when the cage, not the tray, pays them).

When the dealer's tray is counted during the shift (hourly snapshots), the
shift falls into *periods* between consecutive counts (opener, snapshots,
closer); each period has its own win and variance, so a difference points at
the period where it appeared and the rounds settled in it.

>>> win(drop=500_000, opener=2_000_000, closer=2_100_000, fills=200_000, credits=0)
400000
>>> hold_text(hold(400_000, 500_000))
'80.00 %'
>>> hold_text(hold(400_000, 0))
'—'
"""

from __future__ import annotations

import bisect
import enum
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from dealer_app import refusal_codes
from rules.limits import amount_problem

__all__ = [
    "MAX_CHIP_NAME",
    "MAX_PAR",
    "Chip",
    "ChipSet",
    "CountError",
    "JackpotPaidByUnknown",
    "Movement",
    "MovementKind",
    "Period",
    "RoundResult",
    "TrayCount",
    "breakdown",
    "hold",
    "hold_text",
    "inventory_total",
    "periods",
    "tray_result",
    "variance",
    "win",
]


MAX_PAR = 100_000
"""The most chips of one denomination a tray's par may name."""
MAX_CHIP_NAME = 40


class CountError(ValueError):
    """A chip set or inventory that does not hold; one line naming what is wrong."""


_COLOUR = re.compile(r"^#[0-9a-fA-F]{6}$")


@dataclass(frozen=True, slots=True)
class Chip:
    """One denomination of the house's chip set."""

    value: int
    """Minor units."""
    colour: str
    """``#rrggbb``, for the screens and the report."""
    name: str = ""
    """How the floor calls it ("black", "purple"); optional."""
    par: int = 0
    """The tray's par: how many of these chips a full tray holds (0: none set). An opener
    with no earlier closer at the table is proposed at par."""

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {"value": self.value, "colour": self.colour, "name": self.name}
        if self.par:
            out["par"] = self.par
        return out


@dataclass(frozen=True, slots=True)
class ChipSet:
    """The house's denominations, largest first."""

    chips: tuple[Chip, ...]

    @classmethod
    def of(cls, chips: Iterable[Mapping[str, object] | Chip]) -> ChipSet:
        """Check and order a chip set; raises :class:`CountError`."""
        out: list[Chip] = []
        for i, c in enumerate(chips, 1):
            if isinstance(c, Chip):
                chip = c
            else:
                value = c.get("value")
                if isinstance(value, bool) or not isinstance(value, int):
                    raise CountError(refusal_codes.ChipValueNotWhole(n=i, v=repr(value)))
                par = c.get("par", 0)
                if isinstance(par, bool) or not isinstance(par, int):
                    raise CountError(refusal_codes.ChipParNotWhole(n=i, v=repr(par)))
                chip = Chip(value, str(c.get("colour", "")), str(c.get("name", "") or ""), par)
            if chip.value <= 0:
                raise CountError(refusal_codes.ChipValueNotPositive(n=i, v=chip.value))
            if not _COLOUR.match(chip.colour):
                raise CountError(refusal_codes.ChipColourInvalid(n=i, v=repr(chip.colour)))
            if not 0 <= chip.par <= MAX_PAR:
                raise CountError(refusal_codes.ChipParOutOfRange(n=i, max=MAX_PAR, v=chip.par))
            if len(chip.name) > MAX_CHIP_NAME:
                raise CountError(refusal_codes.ChipNameTooLong(n=i, max=MAX_CHIP_NAME))
            if amount_problem(chip.value):
                raise CountError(refusal_codes.ChipValueTooLarge(n=i))
            out.append(chip)
        if not out:
            raise CountError(refusal_codes.ChipSetEmpty())
        values = [c.value for c in out]
        if len(set(values)) != len(values):
            raise CountError(refusal_codes.ChipSetDuplicate())
        return cls(tuple(sorted(out, key=lambda c: -c.value)))

    @property
    def values(self) -> tuple[int, ...]:
        return tuple(c.value for c in self.chips)

    @property
    def par(self) -> dict[int, int]:
        """The tray's par by denomination (largest first; only those with a par)."""
        return {c.value: c.par for c in self.chips if c.par}

    @property
    def par_total(self) -> int:
        """Σ denomination × par: what a full tray holds."""
        return inventory_total(self.par)

    def colour(self, value: int) -> str:
        return next((c.colour for c in self.chips if c.value == value), "#888888")

    def inventory(self, counts: Mapping[int | str, object], *, what: str = "count") -> dict[int, int]:
        """Check an inventory (denomination → chips) against the set; returns it with int keys,
        largest denomination first, every denomination of the set present."""
        out = {v: 0 for v in self.values}
        for k, n in counts.items():
            try:
                d = int(k)
            except (TypeError, ValueError):
                raise CountError(refusal_codes.StageNotDenomination(stage=what, d=repr(k))) from None
            if d not in out:
                raise CountError(refusal_codes.StageDenominationNotInSet(stage=what, d=d))
            if isinstance(n, bool) or not isinstance(n, int) or n < 0:
                raise CountError(refusal_codes.StageChipCountInvalid(stage=what, d=d, v=repr(n)))
            out[d] = n
        return out

    def to_json(self) -> list[dict[str, object]]:
        return [c.to_json() for c in self.chips]


def inventory_total(counts: Mapping[Any, int]) -> int:
    """Σ denomination × chips.

    >>> inventory_total({10000: 3, 2500: 4, 500: 1})
    40500
    """
    return sum(int(d) * int(n) for d, n in counts.items())


def breakdown(amount: int, values: Sequence[int]) -> tuple[dict[int, int], int]:
    """The chips a dealer hands out for ``amount`` (largest first; casino sets are
    canonical, so greedy gives the fewest chips) and what no chip can make.

    >>> breakdown(13_500, (10000, 2500, 500))
    ({10000: 1, 2500: 1, 500: 2}, 0)
    """
    if amount < 0:
        raise CountError(refusal_codes.AmountNegative(amount=amount))
    left = amount
    out: dict[int, int] = {}
    for d in sorted({int(v) for v in values if int(v) > 0}, reverse=True):
        n, left = divmod(left, d)
        if n:
            out[d] = n
    return out, left


def win(*, drop: int, opener: int, closer: int, fills: int, credits: int) -> int:
    """win = drop + (closer − opener) − fills + credits (house's side, minor units)."""
    return drop + (closer - opener) - fills + credits


def hold(win_amount: int, drop: int | None) -> Fraction | None:
    """hold = win / drop, exact; ``None`` while the drop is 0 or not yet counted."""
    if drop is None or drop <= 0:
        return None
    return Fraction(win_amount, drop)


def hold_text(value: Fraction | None, *, decimal: str = ".") -> str:
    """A hold as people read it: a percentage to two places (half away from zero, a
    minus sign as the money's), or "—".

    >>> hold_text(Fraction(1, 3)), hold_text(Fraction(-1, 8)), hold_text(None)
    ('33.33 %', '−12.50 %', '—')
    """
    if value is None:
        return "—"
    hundredths = value * 10_000
    n = abs(hundredths.numerator) * 2 + hundredths.denominator
    rounded = n // (2 * hundredths.denominator)
    sign = "−" if value < 0 and rounded else ""
    return f"{sign}{rounded // 100}{decimal}{rounded % 100:02d} %"


class JackpotPaidByUnknown(enum.StrEnum):
    """Who pays a jackpot share to the player (station setting ``jackpot_paid_by``)."""

    CAGE = "cage"  # the cage pays: the tray never sees the share
    TRAY = "tray"  # the dealer pays from the tray (and the cage may send a fill)


def tray_result(house_net: int, jackpot_shares: int, paid_by: JackpotPaidByUnknown | str) -> int:
    """What one round did to the tray, house's side.

    The settlement's house result counts a jackpot share as a payout to the
    player; when the cage pays it, the tray did not.

    >>> tray_result(-50_000, 50_000, "cage"), tray_result(-50_000, 50_000, "tray")
    (0, -50000)
    """
    return house_net + (jackpot_shares if JackpotPaidByUnknown(paid_by) is JackpotPaidByUnknown.CAGE else 0)


def variance(counted_win: int, computed: int) -> int:
    """counted win − computed house result: 0 when every chip movement was recorded."""
    return counted_win - computed


# -- periods between tray counts ----------------------------------------------------------------


class MovementKind(enum.StrEnum):
    BUY_IN = "buy_in"  # cash in (to the drop box), chips out of the tray
    FILL = "fill"  # chips from the cage into the tray (counted when the cage signs)
    CREDIT = "credit"  # chips from the tray to the cage (counted when the cage signs)


@dataclass(frozen=True, slots=True)
class Movement:
    seq: int
    """Where in the log it took effect (periods are cut by log position, not clock time)."""
    kind: MovementKind
    amount: int


@dataclass(frozen=True, slots=True)
class RoundResult:
    seq: int
    """The round's settlement entry."""
    round_id: int
    number: int
    result: int
    """What the tray paid and took (house's side, after corrections)."""
    corrected: bool = False
    """Voided, ruled or otherwise corrected: listed first when its period shows a variance."""
    at_us: int = 0


@dataclass(frozen=True, slots=True)
class TrayCount:
    seq: int
    total: int
    at_us: int
    chips: Mapping[int, int] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Period:
    """From one tray count to the next (the last one open until the next count)."""

    start: TrayCount
    end: TrayCount | None
    buy_ins: int
    fills: int
    credits: int
    rounds: tuple[RoundResult, ...]

    @property
    def computed(self) -> int:
        return sum(r.result for r in self.rounds)

    @property
    def win(self) -> int | None:
        """The period's win with its recorded buy-ins as its drop; ``None`` until counted."""
        if self.end is None:
            return None
        return win(drop=self.buy_ins, opener=self.start.total, closer=self.end.total, fills=self.fills,
                   credits=self.credits)

    @property
    def variance(self) -> int | None:
        w = self.win
        return None if w is None else variance(w, self.computed)

    @property
    def hold(self) -> Fraction | None:
        """The period's win over its recorded buy-ins ("—" until counted or without buy-ins)."""
        w = self.win
        return None if w is None else hold(w, self.buy_ins)

    def listed_rounds(self) -> tuple[RoundResult, ...]:
        """The period's rounds with any corrected one first (then in order)."""
        return tuple(sorted(self.rounds, key=lambda r: (not r.corrected, r.seq)))


def periods(counts: Sequence[TrayCount], movements: Iterable[Movement], rounds: Iterable[RoundResult]) -> list[Period]:
    """Cut the shift at its tray counts (``counts[0]`` the opener, in log order).

    Each movement and round belongs to the period in which it took effect; what
    comes after the last count forms an open period (``end`` None) if anything does.

    >>> o, c = TrayCount(1, 1000, 0), TrayCount(9, 1500, 0)
    >>> [p.variance for p in periods([o, c], [Movement(2, MovementKind.FILL, 400)], [RoundResult(3, 1, 1, 100)])]
    [0]
    """
    if not counts:
        return []
    ordered = sorted(counts, key=lambda c: c.seq)
    bounds = [c.seq for c in ordered]
    buckets = [_Bucket() for _ in ordered]

    def bucket(seq: int) -> _Bucket | None:
        if seq < bounds[0]:
            return None  # before the opener: not this shift's tray
        return buckets[bisect.bisect_right(bounds, seq) - 1]  # the last count at or before seq

    for m in movements:
        b = bucket(m.seq)
        if b is not None:
            b.amounts[m.kind] += m.amount
    for r in sorted(rounds, key=lambda r: r.seq):
        b = bucket(r.seq)
        if b is not None:
            b.rounds.append(r)
    out: list[Period] = []
    for i, start in enumerate(ordered):
        b = buckets[i]
        end = ordered[i + 1] if i + 1 < len(ordered) else None
        if end is None and not b.rounds and not any(b.amounts.values()):
            break
        out.append(Period(start, end, b.amounts[MovementKind.BUY_IN], b.amounts[MovementKind.FILL],
                          b.amounts[MovementKind.CREDIT], tuple(b.rounds)))
    return out


@dataclass
class _Bucket:
    amounts: dict[MovementKind, int] = field(default_factory=lambda: dict.fromkeys(MovementKind, 0))
    rounds: list[RoundResult] = field(default_factory=list)
