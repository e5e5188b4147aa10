"""Rounds with equal ``house`` objects share one validated profile; nothing else does."""

from __future__ import annotations

import json

import pytest

from rules.hands import Category
from rules.poker import (
    HouseRules,
    HouseRulesError,
    SplitMix64,
    generate_round,
    parse_round,
    settle_record,
    settle_round,
)
from rules.poker.generator import draw_house
from rules.poker.house_cache import HouseCache


def test_equal_objects_share_one_profile_whatever_their_key_order() -> None:
    cache = HouseCache()
    complete = HouseRules.from_mapping({"max_payout": 200000, "ante_on_win": "even_money"}).to_mapping()
    first = cache.get(complete)
    reordered = dict(reversed(list(complete.items())))
    assert cache.get(reordered) is first
    assert cache.get(json.loads(json.dumps(complete))) is first
    assert len(cache) == 1
    assert first == HouseRules.from_mapping(complete)


def test_values_equal_in_python_but_not_in_json_are_not_shared() -> None:
    cache = HouseCache()
    assert cache.get({"two_hands": True}).two_hands is True
    with pytest.raises(HouseRulesError, match="two_hands: must be true or false, not 1"):
        cache.get({"two_hands": 1})
    assert cache.get({"max_payout": 5}).max_payout == 5
    with pytest.raises(HouseRulesError, match=r"max_payout: must be a whole number, not 5\.0"):
        cache.get({"max_payout": 5.0})


def test_a_refusal_is_remembered_and_given_again_with_the_same_lines() -> None:
    cache = HouseCache()
    bad = {"max_ante": 100, "min_ante": 500}
    with pytest.raises(HouseRulesError) as one:
        cache.get(bad)
    with pytest.raises(HouseRulesError) as two:
        cache.get(dict(bad))
    assert one.value.lines == two.value.lines and one.value is not two.value
    assert len(cache) == 1


def test_unknown_rules_are_named_in_the_order_given() -> None:
    cache = HouseCache()
    with pytest.raises(HouseRulesError) as first:
        cache.get({"zebra": 1, "aardvark": 2})
    with pytest.raises(HouseRulesError) as second:
        cache.get({"aardvark": 2, "zebra": 1})
    assert [p.field for p in first.value.problems] == ["zebra", "aardvark"]
    assert [p.field for p in second.value.problems] == ["aardvark", "zebra"]


def test_the_base_is_part_of_the_key() -> None:
    cache = HouseCache()
    base = HouseRules.from_mapping({"max_payout": 300000})
    assert cache.get({"two_hands": False}).max_payout == HouseRules().max_payout
    assert cache.get({"two_hands": False}, base).max_payout == 300000


def test_changing_the_object_afterwards_changes_nothing_held() -> None:
    cache = HouseCache()
    overrides = {"pay_table": dict(HouseRules().to_mapping()["pay_table"])}
    first = cache.get(overrides)
    overrides["pay_table"]["flush"] = 9
    changed = cache.get(overrides)
    assert first.pay_table[Category.FLUSH] == 5 and changed.pay_table[Category.FLUSH] == 9


def test_a_mapping_that_is_not_json_is_validated_as_it_is() -> None:
    cache = HouseCache()
    by_category = {"bonus_table": {Category.TWO_PAIR: 3}}
    by_number = {"bonus_table": {str(int(Category.TWO_PAIR)): 3}}  # the same JSON text, not the same value
    assert cache.get(by_category).bonus_table[Category.TWO_PAIR] == 3
    with pytest.raises(HouseRulesError, match="is not a hand category"):
        cache.get(by_number)
    with pytest.raises(HouseRulesError, match="boxes: must be a whole number"):
        cache.get({"boxes": {7}})  # no JSON text at all


def test_the_cache_is_bounded_least_recently_used_out_first() -> None:
    cache = HouseCache(size=3)
    a = cache.get({"max_payout": 100001})
    cache.get({"max_payout": 100002})
    cache.get({"max_payout": 100003})
    assert cache.get({"max_payout": 100001}) is a  # used again: now the most recent
    cache.get({"max_payout": 100004})  # pushes out 100002
    assert len(cache) == 3
    assert cache.get({"max_payout": 100001}) is a
    with pytest.raises(ValueError):
        HouseCache(size=0)


def test_drawn_house_objects_settle_as_their_rules_validated_afresh() -> None:
    """Per-round house objects (complete, partial, older) through the shared cache give
    the settlement of the same round under rules validated for it alone."""
    rng = SplitMix64(11)
    forms: set[int] = set()
    for seed in range(160):
        house, line = draw_house(rng)
        forms.add(len(line))
        g = generate_round(seed, house, jackpot=250_000)
        g.round_json["house"] = line
        record, problems = parse_round(g.round_json)
        assert record is not None and not problems
        fresh = settle_record(record, HouseRules.from_mapping(line))
        assert settle_round(g.round_json).to_json_line() == fresh.to_json_line()
    assert len(forms) > 3  # complete, partial and older forms were all seen


def test_a_partial_object_and_the_complete_one_share_one_validation() -> None:
    cache = HouseCache()
    complete = HouseRules.from_mapping({"max_payout": 200000, "two_hands": False}).to_mapping()
    first = cache.get(complete)
    assert cache.get({"two_hands": False, "max_payout": 200000}) is first
    assert cache.get({k: v for k, v in complete.items() if k != "jackpot_percent"}) is first
    assert len(cache) == 3  # three objects, one set of rules
