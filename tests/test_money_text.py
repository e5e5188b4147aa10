"""The one money formatter: full and compact modes, the true minus, CLDR per locale,
prepared once; and the screens' view of the engine's lines."""

from __future__ import annotations

import pytest

from dealer_app.money_text import MINUS, MoneyTextError, money_text
from reports.money import Money
from ui.kit.money import MoneyFormat, screen_text


def test_full_keeps_the_minor_digits_and_compact_drops_only_zero_ones() -> None:
    m = money_text("EUR", "en_GB")
    assert (m.full(2000), m.compact(2000)) == ("€20.00", "€20")
    assert (m.full(1250), m.compact(1250)) == ("€12.50", "€12.50")
    assert (m.full(-6000), m.compact(-6000)) == ("−€60.00", "−€60")
    assert m.full(6000, signed=True) == "+€60.00"
    assert m.full(-1).startswith(MINUS) and "-" not in m.full(-1)


def test_the_locale_decides_grouping_symbol_and_order() -> None:
    ru = money_text("EUR", "ru_RU")
    assert ru.full(-600000) == "−6\xa0000,00\xa0€"
    assert ru.compact(600000) == "6\xa0000\xa0€"
    assert money_text("JPY", "en_GB").full(2000) == "JP¥2,000"


def test_prepared_once_per_currency_and_locale() -> None:
    assert money_text("EUR", "en_GB") is money_text("EUR", "en_GB")
    assert money_text("EUR", "ru_RU") is not money_text("EUR", "en_GB")


def test_unknown_codes_are_named() -> None:
    with pytest.raises(MoneyTextError, match="currency: 'XXQ'"):
        money_text("XXQ", "en_GB")
    with pytest.raises(MoneyTextError, match="locale"):
        money_text("EUR", "zz_ZZ_bad")


def test_screens_and_pdfs_use_the_same_formatter() -> None:
    screen = MoneyFormat("EUR", "en_GB")
    assert screen(2000) == "€20" and screen.full(2000) == "€20.00" == Money("EUR", "en_GB")(2000)
    assert screen.full(-6000) == Money("EUR", "en_GB")(-6000) == "−€60.00"


def test_engine_lines_get_the_true_minus_on_screen() -> None:
    assert screen_text("Net for box 2: -€2,000.00.") == "Net for box 2: −€2,000.00."
    assert screen_text("Ace-king high: -5 (a fee of -€3.00)") == "Ace-king high: −5 (a fee of −€3.00)"
    assert screen_text("three-of-a-kind") == "three-of-a-kind"
