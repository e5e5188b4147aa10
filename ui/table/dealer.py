"""The dealer's hand, above the boxes: cards, hand, GAME / NO GAME, replacements."""

from __future__ import annotations

from ui.kit import theme
from ui.kit.cards import CardRow
from ui.kit.labels import category_label, category_short
from ui.kit.qt import QHBoxLayout, QLabel, QMouseEvent, QSizePolicy, Qt, QVBoxLayout, QWidget, Signal
from ui.kit.text import tr_args
from ui.table.frame import SelectableFrame
from ui.table.viewmodel import DealerInfo

__all__ = ["DealerWidget"]

C = theme.C


class DealerWidget(SelectableFrame):
    clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dealer")
        self.info = DealerInfo()
        self._selected = False
        self._problem = ""
        row = QHBoxLayout(self)
        row.setContentsMargins(16, 10, 16, 10)
        row.setSpacing(18)

        left = QVBoxLayout()
        left.setSpacing(2)
        cap = QLabel(self.tr("DEALER"))
        theme.css(cap, f"color: {C.text_dim}; font-size: 13px; font-weight: bold;")
        key = QLabel(self.tr("key D"))
        theme.css(key, f"color: {C.text_faint}; font-size: 11px;")
        left.addWidget(cap)
        left.addWidget(key)
        left.addStretch(1)
        row.addLayout(left)

        self.cards = CardRow(84)
        self.cards.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.cards.setFixedWidth(5 * (self.cards.card_width + 6))
        row.addWidget(self.cards)

        mid = QVBoxLayout()
        mid.setSpacing(4)
        self.verdict = QLabel("")
        theme.css(self.verdict, f"font-size: {theme.Size.HEADLINE}px; font-weight: bold;")
        self.hand = QLabel("")
        theme.css(self.hand, f"font-size: {theme.Size.LARGE}px; color: {C.text};")
        self.detail = QLabel("")
        self.detail.setWordWrap(True)
        theme.css(self.detail, f"font-size: 14px; color: {C.text_dim};")
        self.problem = QLabel("")
        self.problem.setWordWrap(True)
        theme.css(self.problem, f"font-size: 14px; color: {C.error}; font-weight: bold;")
        mid.addWidget(self.verdict)
        mid.addWidget(self.hand)
        mid.addWidget(self.detail)
        mid.addWidget(self.problem)
        mid.addStretch(1)
        row.addLayout(mid, 1)

        self.replaced = CardRow(58)
        self.replaced.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.replaced.setFixedWidth(2 * (self.replaced.card_width + 6))
        self.replaced_cap = QLabel(self.tr("TAKEN OUT"))
        theme.css(self.replaced_cap, f"color: {C.text_faint}; font-size: 11px; font-weight: bold;")
        rcol = QVBoxLayout()
        rcol.setSpacing(2)
        rcol.addWidget(self.replaced_cap)
        rcol.addWidget(self.replaced)
        rcol.addStretch(1)
        row.addLayout(rcol)
        self._restyle()
        self.set_info(DealerInfo())

    def _restyle(self) -> None:
        border = C.error if self._problem else (C.accent if self._selected else C.border)
        width = 3 if (self._problem or self._selected) else 1
        self.set_look(C.surface, border, width, 12)

    def set_info(self, info: DealerInfo) -> None:
        self.info = info
        final = info.final_hand if info.bought and info.final_hand is not None else info.hand
        if info.cards:
            # the cards as they lie now; the hand's combination in gold, a card to take out in red
            out = (info.card_to_replace,) if info.card_to_replace is not None else ()
            marked = final.combination if final is not None and not out else ()
            self.cards.set_cards(info.cards, marked=marked, errors=out)
        elif info.dealt:
            self.cards.set_cards((), backs=5)
        else:
            self.cards.set_cards((), slots=5)
        qualified = info.final_qualified if info.bought and info.final_qualified is not None else info.qualified
        if qualified is None:
            self.verdict.setText(self.tr("Waiting for the dealer's hand"))
            theme.css(self.verdict, f"font-size: {theme.Size.TITLE}px; font-weight: bold; color: {C.text_faint};")
        elif qualified:
            self.verdict.setText(self.tr("GAME"))
            theme.css(self.verdict, f"font-size: {theme.Size.HEADLINE}px; font-weight: bold; color: {C.pay};")
        else:
            self.verdict.setText(self.tr("NO GAME"))
            theme.css(self.verdict, f"font-size: {theme.Size.HEADLINE}px; font-weight: bold; color: {C.held};")
        self.hand.setText(category_short(final.category) if final is not None else "")
        details = []
        if info.bought and info.hand is not None:
            details.append(
                tr_args(self.tr("First reveal: %1 (no game); a game was bought"), category_label(info.hand.category))
            )
        if info.card_to_replace is not None and info.redraw_needed and info.replaced:
            # the free redraw: the card to take out is the one just drawn, not the first one taken out
            details.append(tr_args(self.tr("Same rank: %1, drawn for %2, still makes no game. Take out %1 as well and deal the next card (free redraw)"),
                                   info.card_to_replace.pretty, info.replaced[0].pretty))
        elif info.card_to_replace is not None:
            details.append(tr_args(self.tr("Take out %1 and deal its replacement"), info.card_to_replace.pretty))
        self.detail.setText("\n".join(details))
        self.detail.setVisible(bool(details))
        self.replaced.set_cards(info.replaced, struck=info.replaced)
        self.replaced.setVisible(bool(info.replaced))
        self.replaced_cap.setVisible(bool(info.replaced))
        self.problem.setVisible(bool(self._problem))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit()
        super().mousePressEvent(event)
