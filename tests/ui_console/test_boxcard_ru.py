"""The console's round view words a stored round's explanation in the app's language:
the engine re-settles the recorded round for its terms; English shows the lines as stored."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from dealer_app.wording.explanations import round_explanations
from rules.poker.settle import Settlement, house_for, settle_round
from ui.console.boxcard import BoxCard
from ui.i18n import install
from ui.kit.money import MoneyFormat

EXAMPLES = Path(__file__).resolve().parents[2].parent / "shared" / "contract" / "examples"


def test_a_box_card_explains_in_the_apps_language(qapp: Any) -> None:
    round_json = json.loads((EXAMPLES / "04-insurance-no-game-then-buy.round.json").read_text(encoding="utf-8"))
    stored = Settlement.from_json(settle_round(dict(round_json)).to_json(), house_for(round_json.get("house")),
                                  jackpot_before=int(round_json.get("jackpot") or 0))  # as the store reads it back
    explained = round_explanations(round_json)
    box = stored.boxes[0]
    assert box.terms is None
    money = MoneyFormat("EUR", "ru_RU")

    def card(**kw: Any) -> BoxCard:
        return BoxCard(box.box, box, (), money, computed_net=box.net, effective_net=box.net,
                       explained=explained.get(box.box), **kw)

    english = card()
    assert english.explanation.text() == "\n".join(box.explanation)
    try:
        install(qapp, "ru")
        russian = card()
        text = russian.explanation.text()
        assert text.startswith("У дилера") or text.startswith("Бокс") or text.startswith("Дилер"), text
        assert f"Итог бокса {box.box}: " in text and "Страховка" in text
    finally:
        install(qapp, "en")
    assert round_explanations(None) == {} and round_explanations({"format": "nonsense"}) == {}
