"""The table count's formulas on worked examples (dealer_app/table_count.py)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from dealer_app.table_count import (
    ChipSet,
    CountError,
    Movement,
    MovementKind,
    RoundResult,
    TrayCount,
    breakdown,
    hold,
    hold_text,
    inventory_total,
    periods,
    tray_result,
    variance,
    win,
)

CHIPS = [{"value": 10000, "colour": "#222222"}, {"value": 2500, "colour": "#1f8a3b"},
         {"value": 500, "colour": "#c62828"}, {"value": 100, "colour": "#f5f5f5"}]


def test_worked_example_of_a_shift() -> None:
    # opener €20,000; the table took €5,000 cash (drop); the cage sent a €2,000 fill and
    # took a €1,000 credit; the closer is €21,500:
    # win = 5,000 + (21,500 − 20,000) − 2,000 + 1,000 = €5,500; hold = 5,500 / 5,000 = 110 %
    w = win(drop=500_000, opener=2_000_000, closer=2_150_000, fills=200_000, credits=100_000)
    assert w == 550_000
    assert hold(w, 500_000) == Fraction(11, 10)
    assert hold_text(hold(w, 500_000)) == "110.00 %"
    # the rounds say the house won €5,600: the count is €100 short
    assert variance(w, 560_000) == -10_000


def test_a_losing_shift_and_rounding_of_hold() -> None:
    w = win(drop=300_000, opener=1_000_000, closer=600_000, fills=0, credits=0)
    assert w == -100_000
    assert hold_text(hold(w, 300_000)) == "−33.33 %"
    assert hold_text(Fraction(2, 3)) == "66.67 %"  # half away from zero
    assert hold_text(Fraction(1, 200_000)) == "0.00 %"  # 0.0005 %: no minus sign on zero
    assert hold_text(Fraction(-1, 200_000)) == "0.00 %"


@pytest.mark.parametrize("drop", [None, 0, -5])
def test_hold_is_a_dash_without_a_drop(drop: int | None) -> None:
    assert hold(100, drop) is None
    assert hold_text(hold(100, drop)) == "—"


def test_jackpot_shares_paid_by_the_cage_never_left_the_tray() -> None:
    # a round: the house took €300 in stakes and a box hit a €500 jackpot share (counted in house_net as paid)
    house_net = 30_000 - 50_000
    assert tray_result(house_net, 50_000, "cage") == 30_000
    assert tray_result(house_net, 50_000, "tray") == -20_000
    with pytest.raises(ValueError):
        tray_result(0, 0, "floor")


def test_inventory_and_breakdown() -> None:
    cs = ChipSet.of(CHIPS)
    assert cs.values == (10000, 2500, 500, 100)
    inv = cs.inventory({"10000": 3, 500: 7})
    assert inv == {10000: 3, 2500: 0, 500: 7, 100: 0}
    assert inventory_total(inv) == 33_500
    assert breakdown(13_600, cs.values) == ({10000: 1, 2500: 1, 500: 2, 100: 1}, 0)
    assert breakdown(150, cs.values) == ({100: 1}, 50)


@pytest.mark.parametrize(("chips", "message"), [
    ([], "at least one"),
    ([{"value": 0, "colour": "#000000"}], "positive"),
    ([{"value": 100, "colour": "red"}], "#rrggbb"),
    ([{"value": 100, "colour": "#000000"}, {"value": 100, "colour": "#ffffff"}], "twice"),
    ([{"value": 1.5, "colour": "#000000"}], "whole number"),
])
def test_bad_chip_sets_are_named(chips: list[dict[str, object]], message: str) -> None:
    with pytest.raises(CountError, match=message):
        ChipSet.of(chips)


def test_bad_inventories_are_named() -> None:
    cs = ChipSet.of(CHIPS)
    with pytest.raises(CountError, match="not a denomination of the chip set"):
        cs.inventory({2000: 1})
    with pytest.raises(CountError, match="whole number"):
        cs.inventory({100: -1})


def test_periods_point_at_the_hour_where_the_count_went_wrong() -> None:
    opener = TrayCount(10, 1_000_000, 0)
    hour1 = TrayCount(20, 1_000_000 - 50_000 + 12_000, 0)  # a €500 buy-in, rounds +€120
    hour2 = TrayCount(30, hour1.total + 20_000 + 8_000 - 10_000, 0)  # a €200 fill, rounds +€80, €100 short
    closer = TrayCount(40, hour2.total - 5_000, 0)  # rounds −€50
    moves = [Movement(11, MovementKind.BUY_IN, 50_000), Movement(21, MovementKind.FILL, 20_000)]
    rounds = [RoundResult(12, 1, 1, 12_000), RoundResult(22, 2, 2, 3_000), RoundResult(23, 3, 3, 5_000, corrected=True),
              RoundResult(31, 4, 4, -5_000)]
    ps = periods([closer, opener, hour2, hour1], moves, rounds)  # any order: cut by log position
    assert [p.variance for p in ps] == [0, -10_000, 0]
    assert [p.win for p in ps] == [12_000, -2_000, -5_000]
    assert [hold_text(p.hold) for p in ps] == ["24.00 %", "—", "—"]  # hold by period: win / its buy-ins
    assert [r.number for r in ps[1].listed_rounds()] == [3, 2]  # the corrected round first
    # per shift: drop 500 + (closer − opener) − fills 200 = win; variance −€100
    total = win(drop=50_000, opener=opener.total, closer=closer.total, fills=20_000, credits=0)
    assert variance(total, sum(r.result for r in rounds)) == -10_000


def test_an_open_period_after_the_last_count() -> None:
    opener = TrayCount(1, 500_000, 0)
    ps = periods([opener], [Movement(2, MovementKind.CREDIT, 100_000)], [RoundResult(3, 1, 1, 700)])
    assert len(ps) == 1 and ps[0].end is None and ps[0].win is None and ps[0].variance is None
    assert ps[0].credits == 100_000 and ps[0].computed == 700
    assert periods([opener], [], []) == []
    assert periods([], [], []) == []


def test_the_module_examples() -> None:
    import doctest

    import dealer_app.table_count as module

    assert doctest.testmod(module).failed == 0
