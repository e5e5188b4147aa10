"""House rules: defaults, overrides, validation, JSON round trip, profile files."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from dealer_app.house_files import HouseFileError, bundled_profiles, load_bundled, load_house_file
from rules.hands import Category
from rules.poker import AnteRule, HouseRules, HouseRulesError, Improvements

FORMATS_DEFAULTS = {
    "currency": "EUR", "boxes": 6, "bet_multiple": 2, "min_ante": 500, "max_ante": 50000, "min_bonus": 100,
    "max_bonus": 10000, "max_payout": 1000000,
    "pay_table": {"ace_king": 1, "one_pair": 1, "two_pair": 2, "three_of_a_kind": 3, "straight": 4, "flush": 5,
                  "full_house": 7, "four_of_a_kind": 20, "straight_flush": 50, "royal_flush": 100},
    "bonus_table": {"two_pair": 2, "three_of_a_kind": 7, "straight": 40, "flush": 50, "full_house": 70, "four_of_a_kind": 200},
    "jackpot_percent": {"straight_flush": 10, "royal_flush": 100},
    "jackpot_contribution_percent": 0, "bonus_lost_on_fold": False, "cap_includes_bonus": False, "improvements": "one",
    "exchange_min_cards": 1, "exchange_fee_antes": 1, "sixth_card_fee_antes": 1, "buy_game_fee_antes": 1,
    "dealer_qualifier": "ace_king", "insurance_min_category": "three_of_a_kind", "insurance_max_percent": 100,
    "same_rank_redraw": True, "ante_if_bought_no_game": "push", "ante_on_win": "push", "two_hands": True,
    "dark_boxes_allowed": True,
}


def test_defaults_are_the_formats_table() -> None:
    assert HouseRules().to_mapping() == FORMATS_DEFAULTS
    assert json.loads(json.dumps(HouseRules().to_mapping())) == FORMATS_DEFAULTS


def test_typed_fields() -> None:
    h = HouseRules()
    assert h.pay_table[Category.FULL_HOUSE] == 7 and h.dealer_qualifier is Category.ACE_KING
    assert h.improvements is Improvements.ONE and h.ante_on_win is AnteRule.PUSH


def test_frozen_hashable_and_equal_by_value() -> None:
    h = HouseRules()
    with pytest.raises(ValidationError):
        h.boxes = 7  # type: ignore[misc]
    with pytest.raises(TypeError):
        h.pay_table[Category.FLUSH] = 9  # type: ignore[index]
    assert h == HouseRules.from_mapping({}) and hash(h) == hash(HouseRules.from_mapping({}))
    assert h != HouseRules.from_mapping({"boxes": 7})


def test_overrides_and_tables_replaced_whole() -> None:
    h = HouseRules.from_mapping({"max_payout": 500000, "bonus_table": {"flush": 30}, "jackpot_percent": {"royal_flush": 50}})
    assert h.max_payout == 500000 and dict(h.bonus_table) == {Category.FLUSH: 30}
    assert dict(h.jackpot_percent) == {Category.ROYAL_FLUSH: 50}
    assert h.to_mapping()["bonus_table"] == {"flush": 30}


def test_base_profile_then_overrides() -> None:
    base = HouseRules.from_mapping({"ante_on_win": "even_money", "max_payout": 100})
    h = HouseRules.from_mapping({"max_payout": 200}, base)
    assert h.ante_on_win is AnteRule.EVEN_MONEY and h.max_payout == 200


def test_round_trip_of_every_profile() -> None:
    for rules in ({}, {"improvements": "both", "dealer_qualifier": "one_pair", "currency": "JPY"},
                  {"pay_table": {**FORMATS_DEFAULTS["pay_table"], "flush": 6}}):  # type: ignore[dict-item]
        h = HouseRules.from_mapping(rules)
        assert HouseRules.from_mapping(json.loads(json.dumps(h.to_mapping()))) == h


BAD: list[tuple[dict[str, Any], str]] = [
    ({"no_such_rule": 1}, "house: no_such_rule: unknown house rule"),
    ({"pay_table": {"flush": 5}}, "house: pay_table: missing ace_king"),
    ({"pay_table": {**FORMATS_DEFAULTS["pay_table"], "high_card": 1}}, "house: pay_table: high_card never pays"),  # type: ignore[dict-item]
    ({"pay_table": {**FORMATS_DEFAULTS["pay_table"], "flush": -1}}, "house: pay_table: flush: must be at least 0"),  # type: ignore[dict-item]
    ({"bonus_table": {"royal_flush": 500}}, "house: bonus_table: royal_flush also in jackpot_percent"),
    ({"bonus_table": {"kings": 5}}, "house: bonus_table: 'kings' is not a hand category"),
    ({"jackpot_percent": {"royal_flush": 101}}, "house: jackpot_percent: royal_flush: must be at most 100"),
    ({"min_ante": 60000}, "house: min_ante: 60000 is above max_ante (50000)"),
    ({"min_bonus": 20000}, "house: min_bonus: 20000 is above max_bonus (10000)"),
    ({"insurance_max_percent": 150}, "house: insurance_max_percent: must be at most 100"),
    ({"jackpot_contribution_percent": 101}, "house: jackpot_contribution_percent: must be at most 100"),
    ({"max_payout": -1}, "house: max_payout: must be at least 1"),
    ({"exchange_fee_antes": -1}, "house: exchange_fee_antes: must be at least 0"),
    ({"boxes": 10}, "house: boxes: must be at most 9"),
    ({"boxes": 0}, "house: boxes: must be at least 1"),
    ({"exchange_min_cards": 6}, "house: exchange_min_cards: must be at most 5"),
    ({"improvements": "three"}, "house: improvements: must be 'one' or 'both'"),
    ({"ante_on_win": "double"}, "house: ante_on_win: must be 'push' or 'even_money'"),
    ({"dealer_qualifier": "flush"}, "house: dealer_qualifier: must be ace_king or one_pair"),
    ({"insurance_min_category": "kings"}, "house: insurance_min_category: 'kings' is not a hand category"),
    ({"two_hands": 1}, "house: two_hands: must be true or false"),
    ({"max_payout": 5.5}, "house: max_payout: must be a whole number"),
    ({"max_payout": "500"}, "house: max_payout: must be a whole number"),
    ({"currency": "euro"}, "house: currency: must be a three-letter ISO 4217 code"),
]


@pytest.mark.parametrize(("rules", "line"), BAD, ids=[b[1].split(":")[1].strip() + "-" + str(i) for i, b in enumerate(BAD)])
def test_bad_profiles_are_refused_naming_the_field(rules: dict[str, Any], line: str) -> None:
    with pytest.raises(HouseRulesError) as e:
        HouseRules.from_mapping(rules)
    assert all(str(p).startswith("house: ") for p in e.value.problems)
    assert any(str(p).startswith(line) for p in e.value.problems), e.value.lines


def test_every_problem_is_reported() -> None:
    with pytest.raises(HouseRulesError) as e:
        HouseRules.from_mapping({"x": 1, "y": 2, "boxes": 12, "min_ante": "a"})
    assert len(e.value.problems) == 4


def test_the_constructor_refuses_too() -> None:
    with pytest.raises(HouseRulesError):
        HouseRules(min_ante=100_000)
    with pytest.raises(HouseRulesError):
        HouseRules.from_mapping([])  # type: ignore[arg-type]


# ---------------------------------------------------------------- files (dealer_app.house_files)


def test_bundled_profiles() -> None:
    names = bundled_profiles()
    assert {"default", "even-money-half-insurance"} <= set(names)
    assert load_bundled("default") == HouseRules()
    h = load_bundled("even-money-half-insurance")
    assert h.ante_on_win is AnteRule.EVEN_MONEY and h.insurance_max_percent == 50 and h.max_payout == 1000000


def test_toml_and_json_files(tmp_path: Path) -> None:
    t = tmp_path / "table.toml"
    t.write_text('max_payout = 200000\n[bonus_table]\nflush = 30\n', encoding="utf-8")
    assert load_house_file(t).max_payout == 200000
    j = tmp_path / "table.json"
    j.write_text(json.dumps(HouseRules.from_mapping({"boxes": 7}).to_mapping()), encoding="utf-8")
    assert load_house_file(j).boxes == 7
    assert load_house_file("even-money-half-insurance").insurance_max_percent == 50


@pytest.mark.parametrize(
    ("text", "name", "expect"),
    [
        ("max_payout = ", "a.toml", "not valid TOML"),
        ("{", "a.json", "not valid JSON"),
        ("[1]", "a.json", "must hold a table of house rules"),
        ("boxes = 11\ncolour = 'red'", "a.toml", "house: boxes: must be at most 9"),
    ],
)
def test_bad_files(tmp_path: Path, text: str, name: str, expect: str) -> None:
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    with pytest.raises(HouseFileError) as e:
        load_house_file(p)
    assert any(expect in line for line in e.value.lines), e.value.lines


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(HouseFileError) as e:
        load_house_file(tmp_path / "nope.toml")
    assert e.value.lines[0].startswith("house: cannot read")
