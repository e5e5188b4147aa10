"""The console's screens: rendered at 1280×800 for ``dealer-app screenshot``, the
keyboard, and the words a round's entries are shown in."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from console_helpers import HELD_STEPS, Floor, console_for

from rules.poker.steps import step_from_json
from ui.console.model import step_text
from ui.devtools.console_screenshots import render_console
from ui.kit.money import MoneyFormat
from ui.kit.qt import QImage, Qt, QTest


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_console_screens_render_at_1280_by_800(qapp: Any, tmp_path: Path, lang: str) -> None:
    """In Russian too: longer words never make a page wider than the screen."""
    from ui.i18n import install

    try:
        written = render_console(tmp_path / "shots", lang)
    finally:
        install(qapp, "en")
    suffix = "" if lang == "en" else "-" + lang
    names = [p.name for p in written]
    for wanted in ("20-console-approvals.png", "21-console-refused-floor-ruling.png", "22-console-round-history.png",
                   "23-console-round-view-ruling.png", "26-console-reaudit-discrepancy.png",
                   "27-console-house-rules-error.png", "29-console-users.png", "31-console-closed-to-a-dealer.png",
                   "33-console-slips.png", "34-console-count-room.png"):
        assert wanted.replace(".png", suffix + ".png") in names
    for p in written:
        img = QImage(str(p))
        assert (img.width(), img.height()) == (1280, 800), p.name


def test_the_keyboard_reaches_every_section(floor: Floor) -> None:
    floor.start(HELD_STEPS)
    c = console_for(floor.db, "Boris")
    try:
        screen = c.screen
        assert screen.minimumSizeHint().width() <= 1280
        seen: list[str] = []
        screen.section_changed.connect(seen.append)
        for digit, name in ((Qt.Key.Key_2, "history"), (Qt.Key.Key_3, "meter"), (Qt.Key.Key_4, "audit"),
                            (Qt.Key.Key_5, "house"), (Qt.Key.Key_1, "approvals"), (Qt.Key.Key_6, None)):
            QTest.keyClick(screen, digit, Qt.KeyboardModifier.ControlModifier)
            c.settle()
            if name is not None:
                assert seen[-1] == name
        assert seen[-1] == "approvals"  # Ctrl+6 (users) is not a pit boss's
        table: list[bool] = []
        screen.back_requested.connect(lambda: table.append(True))
        QTest.keyClick(screen, Qt.Key.Key_F6)
        assert table == [True]
        lock: list[str] = []
        screen.lock_requested.connect(lock.append)
        QTest.keyClick(screen, Qt.Key.Key_F9)
        assert lock
        # Ctrl+Enter approves the selected round (the PIN dialog is asked first)
        c.sign_with("Boris")
        QTest.keyClick(screen, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
        c.settle()
        assert c.dialogs.pending == 0 and c.page("approvals").items == ()
    finally:
        c.close()


def test_every_entry_is_shown_in_words(qapp: Any) -> None:
    from ui.i18n import install

    install(qapp, "en")  # English plurals come from the English catalogue
    money = MoneyFormat("EUR", "en_GB")
    assert step_text(step_from_json({"kind": "place_bet", "box": 2, "ante": 1000, "bonus": 200, "dark": False}), money) == \
        "Box 2: Ante €10, bonus €2"
    assert step_text(step_from_json({"kind": "exchange", "box": 1, "count": 2}), money) == "Box 1: exchange of 2 cards, not seen"
    assert step_text(step_from_json({"kind": "exchange", "box": 1, "count": 1}), money) == "Box 1: exchange of 1 card, not seen"
    assert step_text(step_from_json({"kind": "exchange", "box": 1, "discard": ["2c"], "draw": ["9s"]}), money) == \
        "Box 1: exchange, out 2♣, in 9♠"
    assert step_text(step_from_json({"kind": "sixth_card", "box": 3, "card": None}), money) == "Box 3: sixth card bought, not seen"
    assert step_text(step_from_json({"kind": "dealer_cards", "cards": ["Jc", "Td"]}), money) == "Dealer: J♣ 10♦"
    assert step_text(step_from_json({"kind": "no_game_choice", "box": 4, "choice": "buy_game"}), money) == "Box 4: buys a game"
    assert step_text(step_from_json({"kind": "undo"}), money) == "Correction: the last entry undone"
    assert step_text(step_from_json({"kind": "withdraw", "target": "exchange", "box": 3}), money) == \
        "Correction: the exchange of box 3 withdrawn"


def test_entries_in_russian_keep_their_plurals_and_name_what_a_correction_withdraws(qapp: Any) -> None:
    from ui.i18n import install

    money = MoneyFormat("EUR", "ru_RU")
    try:
        install(qapp, "ru")
        said = [step_text(step_from_json({"kind": "exchange", "box": 1, "count": n}), money) for n in (1, 2, 5)]
        assert said == ["Бокс 1: обмен 1 карты, не видно", "Бокс 1: обмен 2 карт, не видно",
                        "Бокс 1: обмен 5 карт, не видно"]
        assert step_text(step_from_json({"kind": "withdraw", "target": "exchange", "box": 3}), money) == \
            "Исправление: отозвана запись «обмен» бокса 3"
        assert step_text(step_from_json({"kind": "no_game_choice", "box": 4, "choice": "buy_game"}), money) == "Бокс 4: покупает игру"
    finally:
        install(qapp, "en")
