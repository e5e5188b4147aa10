"""The UI's pure helpers: typed card entry, chips, money, moves, settings."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rules.cards import parse_cards
from ui.cardtext import ProblemKind, parse_entry
from ui.chips import breakdown
from ui.money import MoneyFormat, format_money
from ui.moves import moves_for_box, pay_now
from ui.settings import UiSettings, load_settings, save_settings
from ui.viewmodel import MoveKind


@pytest.mark.parametrize(
    ("text", "cards"),
    [
        ("as kd 7h 7d 2c", "As Kd 7h 7d 2c"),
        ("AS KD 7H 7D 2C", "As Kd 7h 7d 2c"),
        ("10h", "Th"),
        ("askd7h", "As Kd 7h"),
        ("a♠, k♦ 10♥", "As Kd Th"),
        ("", ""),
    ],
)
def test_typed_cards_are_read_in_every_notation(text: str, cards: str) -> None:
    parsed = parse_entry(text)
    assert parsed.ok
    assert parsed.cards == parse_cards(cards)


def test_a_half_typed_card_is_work_in_progress_until_enter() -> None:
    assert parse_entry("as kd 1").incomplete == "1"
    assert parse_entry("as kd 1").ok
    final = parse_entry("as kd 1", final=True)
    assert [p.kind for p in final.problems] == [ProblemKind.NOT_A_CARD]


def test_bad_and_repeated_cards_are_named() -> None:
    parsed = parse_entry("as zx as")
    assert (ProblemKind.NOT_A_CARD, "zx") in [(p.kind, p.text) for p in parsed.problems]
    assert (ProblemKind.DUPLICATE, "As") in [(p.kind, p.text) for p in parsed.problems]
    assert parse_entry("as kd qh jc tc 9c", limit=5).problems[-1].kind is ProblemKind.TOO_MANY


def test_chip_breakdown_adds_up() -> None:
    b = breakdown(1_655_000, (100000, 50000, 10000, 2500, 500, 100))
    assert b.chips == ((100000, 16), (50000, 1), (2500, 2))
    assert b.total == 1_655_000 and b.remainder == 0
    odd = breakdown(1_234, (500, 100))
    assert odd.remainder == 34 and odd.total == 1_234
    with pytest.raises(ValueError):
        breakdown(-1)


def test_money_in_the_house_currency() -> None:
    assert format_money(1_600_000, "EUR", "en_GB") == "€16,000"
    assert format_money(1_600_050, "EUR", "en_GB") == "€16,000.50"
    assert format_money(-500, "EUR", "en_GB") == "−€5"
    assert format_money(500, "EUR", "en_GB", signed=True) == "+€5"
    assert "₽" in format_money(100, "RUB", "ru_RU")
    m = MoneyFormat("EUR", "en_GB")
    assert m.major_to_minor("25") == 2500
    assert m.major_to_minor("12,50") == 1250
    assert m.major_to_minor("1,000") == 100000
    for bad in ("", "abc", "-5", "1.234"):
        with pytest.raises(ValueError):
            m.major_to_minor(bad)


def test_moves_follow_the_engines_signs() -> None:
    stakes = {"ante": 1000, "bet": 2000, "insurance": 1000, "bonus": 0, "fees": 0}
    results = {"ante": 0, "bet": 16000, "insurance": -1000, "bonus": 0, "fees": 0}
    moves = moves_for_box(stakes, results, outcome="win")
    assert [(m.kind, m.term, m.amount) for m in moves] == [
        (MoveKind.RETURN, "ante", 1000),
        (MoveKind.PAY, "bet", 16000),
        (MoveKind.TAKE, "insurance", 1000),
    ]
    assert pay_now(moves, 6000) == 10000
    assert moves_for_box(stakes, results, outcome="fold") == ()
    bonus = moves_for_box({"ante": 1000, "bonus": 500}, {"ante": -1000, "bonus": 250000}, outcome="fold", jackpot_share=250000)
    assert [(m.kind, m.term, m.amount) for m in bonus] == [(MoveKind.PAY, "jackpot", 250000)]


def test_station_settings_round_trip_and_survive_damage(tmp_path: Path) -> None:
    p = tmp_path / "ui.json"
    assert load_settings(p) == UiSettings()
    save_settings(UiSettings(language="ru", table_name="Table 7"), p)
    assert load_settings(p).table_name == "Table 7"
    p.write_text("{not json", encoding="utf-8")
    assert load_settings(p) == UiSettings()
    assert (tmp_path / "ui.bad").exists()
    p.write_text(json.dumps({"version": 99, "table_name": "future"}), encoding="utf-8")
    assert load_settings(p) == UiSettings()
    assert p.exists(), "a newer version's file is left alone"


def test_every_text_of_the_app_has_its_russian_translation() -> None:
    """The .ts sources are complete and the compiled catalogues are shipped next to them."""
    import xml.etree.ElementTree as ET

    from ui.i18n import TRANSLATIONS_DIR

    tree = ET.parse(TRANSLATIONS_DIR / "dealer_ru.ts")
    unfinished = [
        m.findtext("source")
        for m in tree.getroot().iter("message")
        if (m.find("translation") is not None and m.find("translation").get("type") in ("unfinished", "obsolete"))
    ]
    assert unfinished == []
    for lang in ("en", "ru"):
        qm = TRANSLATIONS_DIR / f"dealer_{lang}.qm"
        assert qm.exists() and qm.stat().st_mtime >= (TRANSLATIONS_DIR / f"dealer_{lang}.ts").stat().st_mtime - 1
