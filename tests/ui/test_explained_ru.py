"""The settlement panel words the engine's explanation in the app's language: the same
round, settled with the Russian catalogue installed, explains itself in Russian."""

from __future__ import annotations

import re
from typing import Any

from rules.cards import parse_cards
from rules.poker.record import Decision
from rules.poker.table import CloseBets, DealerCards, Decide, FinalCards, PlaceBet
from ui.devtools.driver import TableDriver
from ui.i18n import install
from ui.kit.explained import ui_language


def test_the_settlement_panel_explains_in_the_apps_language(qapp: Any, table: TableDriver) -> None:
    d = table
    try:
        install(qapp, "ru")
        assert ui_language() == "ru"
        d.steps([
            PlaceBet(1, 1000), PlaceBet(2, 2000), CloseBets(), Decide(1, Decision.BET), Decide(2, Decision.BET),
            DealerCards(parse_cards("Jc Jd 9s 6h 2c")),
            FinalCards(1, parse_cards("Qh Qs Qd 8c 4h")), FinalCards(2, parse_cards("Ah Kd 7c 5s 3d")),
        ])
        row = d.table.settlement.row(1)
        text = row.explanation
        assert "Бокс 1 выигрывает: у бокса — тройка дам, у дилера — пара валетов." in text
        assert "Итог бокса 1: +" in text and "\u00a0€" in text
        assert not re.findall(r"[A-Za-z]{2,}", text)
        loser = d.table.settlement.row(2).explanation
        assert "Итог бокса 2: \u2212" in loser  # the one minus sign
        install(qapp, "en")
        assert ui_language() == "en"
    finally:
        install(qapp, "en")
