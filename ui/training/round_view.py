"""A drill round as the trainee would see it at the table: the dealer's cards
above the boxes in felt order, each box with its chips and cards (the live
table's own box and card widgets). Nothing computed is shown: no hand names,
no GAME / NO GAME, no result; reading those is what the drill teaches.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rules.cards import Card, parse_card
from ui.kit import theme
from ui.kit.cards import CardRow
from ui.kit.money import MoneyFormat
from ui.kit.panel import PaintedFrame
from ui.kit.qt import QHBoxLayout, QLabel, QSizePolicy, Qt, QVBoxLayout, QWidget, translate
from ui.kit.text import tr_args
from ui.table.box import BoxWidget
from ui.table.viewmodel import BoxInfo, BoxStatus

__all__ = ["DealerStrip", "RoundView", "box_info"]

C = theme.C


def _cards(texts: Sequence[str] | None) -> tuple[Card, ...]:
    return tuple(parse_card(t) for t in texts or ())


def box_info(view: Mapping[str, Any]) -> BoxInfo:
    """A drill box's view (:attr:`BoxTask.view`) as the table's box record."""
    if view.get("decision") == "fold":
        status = BoxStatus.FOLDED
    elif view.get("no_game") == "buy_game":
        status = BoxStatus.BOUGHT
    elif view.get("no_game") == "take_ante":
        status = BoxStatus.TOOK_ANTE
    elif view.get("dark"):
        status = BoxStatus.DARK
    else:
        status = BoxStatus.PLAYING
    dealt = _cards(view.get("cards"))
    final = _cards(view.get("final_cards"))
    ex = view.get("exchange") or None
    exchanged = None
    if isinstance(ex, Mapping):
        exchanged = int(ex["count"]) if "count" in ex else len(ex.get("discard") or ())
    notes: list[str] = []
    if dealt and final and set(dealt) != set(final[:5]) and view.get("bonus"):
        # the bonus is settled on the five as dealt, not on the cards shown down
        notes.append(tr_args(translate("RoundView", "as dealt: %1"), " ".join(c.pretty for c in dealt)))
    return BoxInfo(
        number=int(view["box"]),
        status=status,
        ante=int(view["ante"]),
        bonus=int(view.get("bonus") or 0),
        bet=int(view.get("bet") or 0),
        insurance=int(view.get("insurance") or 0),
        dark=bool(view.get("dark")),
        dealt_cards=dealt,
        final=final if status is not BoxStatus.FOLDED else (),
        exchanged=exchanged,
        sixth_card=bool(view.get("sixth_card")),
        notes=tuple(notes),
        dealt=True,
    )


class DealerStrip(PaintedFrame):
    """The dealer's five cards; for a bought game, the next cards of the deck; the jackpot meter."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.set_look(C.surface, C.border, 1, 12)
        row = QHBoxLayout(self)
        row.setContentsMargins(16, 8, 16, 8)
        row.setSpacing(18)
        left = QVBoxLayout()
        left.setSpacing(2)
        cap = QLabel(self.tr("DEALER"))
        theme.css(cap, f"color: {C.text_dim}; font-size: 13px; font-weight: bold;")
        self.hint = QLabel(self.tr("as turned"))
        theme.css(self.hint, f"color: {C.text_faint}; font-size: 11px;")
        left.addWidget(cap)
        left.addWidget(self.hint)
        left.addStretch(1)
        row.addLayout(left)
        self.cards = CardRow(74)
        self.cards.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.cards.setFixedWidth(5 * (self.cards.card_width + 6))
        row.addWidget(self.cards)
        draws = QHBoxLayout()
        draws.setSpacing(10)
        words = QVBoxLayout()
        words.setSpacing(2)
        self.draws_cap = QLabel(self.tr("NEXT CARDS OF THE DECK"))
        theme.css(self.draws_cap, f"color: {C.held}; font-size: 11px; font-weight: bold;")
        self.draws_note = QLabel(self.tr("for a bought game: which card does each replace?"))
        self.draws_note.setWordWrap(True)
        theme.css(self.draws_note, f"color: {C.text_faint}; font-size: 12px;")
        words.addWidget(self.draws_cap)
        words.addWidget(self.draws_note)
        words.addStretch(1)
        self.draws = CardRow(54)
        self.draws.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.draws.setFixedWidth(3 * (self.draws.card_width + 6))
        draws.addLayout(words)
        draws.addWidget(self.draws, 0, Qt.AlignmentFlag.AlignTop)
        self.draws_box = QWidget()
        self.draws_box.setLayout(draws)
        self.draws_box.setFixedWidth(340)
        row.addWidget(self.draws_box)
        row.addStretch(1)
        meter = QVBoxLayout()
        meter.setSpacing(0)
        self.meter_cap = QLabel(self.tr("JACKPOT METER"))
        theme.css(self.meter_cap, f"color: {C.text_faint}; font-size: 11px; font-weight: bold;")
        self.meter = QLabel("")
        theme.css(self.meter, f"color: {C.accent}; font-size: {theme.Size.TITLE}px; font-weight: bold;")
        meter.addWidget(self.meter_cap)
        meter.addWidget(self.meter)
        meter.addStretch(1)
        self.meter_box = QWidget()
        self.meter_box.setLayout(meter)
        row.addWidget(self.meter_box)

    def set_dealer(self, cards: Sequence[str], draws: Sequence[str], jackpot: int | None, money: MoneyFormat) -> None:
        self.cards.set_cards(_cards(cards))
        self.draws.set_cards(_cards(draws))
        self.draws_box.setVisible(bool(draws))
        self.meter_box.setVisible(jackpot is not None)
        self.meter.setText(money(jackpot) if jackpot is not None else "")


class RoundView(QWidget):
    """The dealer strip and the boxes of one drill round; the box being asked is selected."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(10)
        self.dealer = DealerStrip()
        col.addWidget(self.dealer)
        self.felt = PaintedFrame()
        self.felt.set_look(C.felt, C.felt_edge, 1, 14)
        self.row = QHBoxLayout(self.felt)
        self.row.setContentsMargins(8, 8, 8, 8)
        self.row.setSpacing(8)
        col.addWidget(self.felt, 1)
        self.boxes: list[BoxWidget] = []
        self.money = MoneyFormat(compact=False)

    def _ensure(self, count: int, money: MoneyFormat) -> None:
        if len(self.boxes) == count and all(b.money is money for b in self.boxes):
            return
        for b in self.boxes:
            b.setParent(None)
            b.deleteLater()
        self.boxes = [BoxWidget(n, money) for n in range(1, count + 1)]
        for b in self.boxes:
            b.setMinimumWidth(120)
            self.row.addWidget(b)

    def set_round(self, views: Sequence[Mapping[str, Any]], current: int | None, *, boxes: int,
                  money: MoneyFormat) -> None:
        """``views``: the round's box views (every box dealt); ``current``: the box being asked."""
        self.money = money
        self._ensure(max(boxes, max((int(v["box"]) for v in views), default=0)), money)
        by_box = {int(v["box"]): v for v in views}
        for w in self.boxes:
            v = by_box.get(w.number)
            w.set_info(box_info(v) if v is not None else BoxInfo(w.number))
            w.set_selected(w.number == current)
            w.set_problem("")
        first = views[0] if views else None
        dealer = (first or {}).get("dealer") or {}
        jackpot = int(first["jackpot"]) if first is not None and "jackpot" in first else None
        self.dealer.set_dealer(dealer.get("cards") or (), dealer.get("draws") or (), jackpot, money)

    def box_widget(self, number: int) -> BoxWidget:
        return self.boxes[number - 1]
