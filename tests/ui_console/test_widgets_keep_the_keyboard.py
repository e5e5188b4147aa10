"""Building a console widget while the window has the keyboard leaves it there: no child is
shown before it has a parent (a parentless widget shown is a window of its own, which took the
activation: on a pit boss's second visit at the table (F6) the console's keys did nothing)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from rules.poker.settle import Settlement, house_for, settle_round
from ui.console.boxcard import BoxCard
from ui.console.widgets import KeyedButton
from ui.devtools.driver import dispose, pump, wait_until
from ui.kit.money import MoneyFormat
from ui.kit.qt import QApplication, QEvent, QObject, QWidget

EXAMPLES = Path(__file__).resolve().parents[2].parent / "shared" / "contract" / "examples"


class _Windows(QObject):
    """Counts widgets shown as windows of their own (other than ``main``)."""

    def __init__(self, main: QWidget) -> None:
        super().__init__()
        self.main = main
        self.shown: list[str] = []

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.Show and isinstance(obj, QWidget) and obj.isWindow()
                and obj is not self.main):
            self.shown.append(type(obj).__name__ + ":" + obj.objectName())
        return False


def test_a_keyed_button_and_a_box_card_never_show_a_window(qapp: Any) -> None:
    main = QWidget()
    main.show()
    main.activateWindow()
    wait_until(main.isActiveWindow, 5000, "the window active")
    round_json = json.loads((EXAMPLES / "04-insurance-no-game-then-buy.round.json").read_text(encoding="utf-8"))
    box = Settlement.from_json(settle_round(dict(round_json)).to_json(), house_for(round_json.get("house")),
                        jackpot_before=int(round_json.get("jackpot") or 0)).boxes[0]
    watch = _Windows(main)
    QApplication.instance().installEventFilter(watch)
    button = KeyedButton("Round view", "Ctrl+O")
    card = BoxCard(box.box, box, (), MoneyFormat("EUR", "en_GB"), computed_net=box.net, effective_net=box.net)
    try:
        pump(20)
        assert watch.shown == [] and main.isActiveWindow()
        assert button.cap.isVisibleTo(button) and card.explanation.isVisibleTo(card)
    finally:
        QApplication.instance().removeEventFilter(watch)
        for w in (button, card, main):
            dispose(w)
