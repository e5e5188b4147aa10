"""Russian by rule: counted words through CLDR's plural forms, never an ending made by
hand, and words that say what they mean (a locked screen is not a locked seat; the
badge of a Bet placed is not the Bet field's caption)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from rules.poker import HouseRules
from ui.i18n import install
from ui.kit.house_text import house_rules_rows
from ui.kit.money import MoneyFormat
from ui.kit.plurals import plurals
from ui.kit.qt import QCoreApplication


@pytest.fixture
def russian(qapp: Any) -> Iterator[None]:
    install(qapp, "ru")
    try:
        yield
    finally:
        install(qapp, "en")


def test_counted_cards_take_the_cldr_plural_form(russian: None) -> None:
    p = plurals()
    assert [p.cards(n) for n in (1, 2, 5, 21, 22, 25)] == [
        "1 карта", "2 карты", "5 карт", "21 карта", "22 карты", "25 карт"]
    assert p.showdown("3", 5) == "Вскрытие: бокс 3 открывает 5 карт. Нажмите C и наберите их."
    assert p.showdown("3", 2).startswith("Вскрытие: бокс 3 открывает 2 карты.")


def test_the_exchange_rule_reads_from_1_card_not_from_1_cards(russian: None) -> None:
    def exchange(n: int) -> str:
        rules = HouseRules.from_mapping({**HouseRules().to_mapping(), "exchange_min_cards": n})
        return dict(house_rules_rows(rules, MoneyFormat("EUR", "ru_RU", compact=False)))["Обмен"]

    assert exchange(1) == "от 1 карты, плата 1 анте"
    assert exchange(2) == "от 2 карт, плата 1 анте"


def test_the_words_say_what_they_mean(russian: None) -> None:
    def t(context: str, text: str) -> str:
        return QCoreApplication.translate(context, text)

    locked = t("LockScreen", "Station locked")
    assert locked == "Экран заблокирован" and "Место" not in locked
    badges = {t("BoxWidget", s) for s in ("NO BET", "BET PLACED", "DARK", "DECIDING", "PLAYING", "FOLDED", "TOOK ANTE",
                                          "BOUGHT GAME", "SHOWDOWN", "SETTLED")}
    assert len(badges) == 10  # every state its own word
    assert t("BoxWidget", "BET PLACED") not in {t("BoxWidget", "BET"), t("BoxWidget", "Bet")}


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "First reveal: high card (no game); a game was bought"),
    ("ru", "Первое вскрытие: старшая карта (нет игры); игра куплена"),
])
def test_a_hand_named_mid_sentence_is_lower_case(qapp: Any, qtbot: Any, lang: str, expected: str) -> None:
    """«Первое вскрытие: старшая карта», not «…: Старшая карта»: the capitalised form is for headings."""
    from rules.cards import parse_cards
    from rules.hands import Category
    from ui.table.dealer import DealerWidget
    from ui.table.viewmodel import DealerInfo, HandInfo

    install(qapp, lang)
    try:
        widget = DealerWidget()
        qtbot.addWidget(widget)
        widget.set_info(DealerInfo(dealt=True, cards=tuple(parse_cards("2c 5d 8h Js Kd")),
                                   hand=HandInfo(Category.HIGH_CARD), qualified=False, bought=True,
                                   final_hand=HandInfo(Category.ONE_PAIR), final_qualified=True))
        assert widget.detail.text() == expected
    finally:
        install(qapp, "en")
