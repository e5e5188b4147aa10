"""Chip stacks painted in the house's chip set: each denomination a stack of its colour, the
denomination on the top chip, as a trainee sees a bet on the layout. Nothing is summed on
screen: counting the stacks is what the drill teaches."""

from __future__ import annotations

from collections.abc import Mapping

from dealer_app.table_count import ChipSet
from ui.kit import theme
from ui.kit.money import MoneyFormat
from ui.kit.qt import QColor, QFont, QPainter, QPen, QRectF, QSize, QSizePolicy, Qt, QWidget

__all__ = ["ChipStacks", "text_colour"]

C = theme.C

_CHIP_W = 84
_CHIP_H = 26
_STEP = 9
_GAP = 26
_MAX_SHOWN = 20


def text_colour(colour: str) -> QColor:
    c = QColor(colour)
    light = 0.299 * c.red() + 0.587 * c.green() + 0.114 * c.blue()
    return QColor("#111111") if light > 150 else QColor("#ffffff")


class ChipStacks(QWidget):
    """Stacks of chips: denomination → how many, painted largest first, left to right."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.chip_set: ChipSet | None = None
        self.stack: dict[int, int] = {}
        self.money = MoneyFormat(compact=True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumHeight(self.sizeHint().height())

    def set_stack(self, stack: Mapping[int, int], chip_set: ChipSet, money: MoneyFormat) -> None:
        self.chip_set = chip_set
        self.stack = {d: n for d, n in sorted(stack.items(), reverse=True) if n > 0}
        self.money = MoneyFormat(money.currency, money.locale, compact=True)
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        stacks = max(1, len(self.stack))
        return QSize(stacks * (_CHIP_W + _GAP), _CHIP_H + _STEP * (_MAX_SHOWN - 1) + 40)

    def paintEvent(self, event: object) -> None:
        if self.chip_set is None or not self.stack:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        total_w = len(self.stack) * _CHIP_W + (len(self.stack) - 1) * _GAP
        x = (self.width() - total_w) / 2
        base = self.height() - 12 - _CHIP_H
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(13)
        p.setFont(font)
        for d, n in self.stack.items():
            colour = self.chip_set.colour(d)
            edge = QColor(colour).darker(160)
            shown = min(n, _MAX_SHOWN)
            for i in range(shown):
                y = base - i * _STEP
                p.setPen(QPen(edge, 1.5))
                p.setBrush(QColor(colour))
                p.drawEllipse(QRectF(x, y, _CHIP_W, _CHIP_H))
                # the edge spots of a casino chip
                p.setPen(QPen(QColor("#ffffff") if QColor(colour).lightness() < 200 else QColor("#777777"), 2))
                for fx in (0.18, 0.5, 0.82):
                    p.drawLine(int(x + fx * _CHIP_W), int(y + _CHIP_H - 4), int(x + fx * _CHIP_W), int(y + _CHIP_H - 1))
            top = base - (shown - 1) * _STEP
            p.setPen(text_colour(colour))
            p.drawText(QRectF(x, top, _CHIP_W, _CHIP_H - 2), int(Qt.AlignmentFlag.AlignCenter), self.money(d))
            if n > _MAX_SHOWN:  # a stack taller than shown says so (never the count of a shown stack)
                p.setPen(QColor(C.text_dim))
                p.drawText(QRectF(x, top - 22, _CHIP_W, 18), int(Qt.AlignmentFlag.AlignCenter), "⋮")
            x += _CHIP_W + _GAP
        p.end()
