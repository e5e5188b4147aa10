"""A shift's win and drop by period (between tray counts), as bars.

Green or red bars are each period's win (above or below the zero line), grey
bars its drop (the recorded buy-ins); a red dot marks a period whose variance
is not zero. Plain painting, no chart library; figures come from the count view.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ui.kit import theme
from ui.kit.painted import PaintsText, TextPainter
from ui.kit.qt import QColor, QFontMetricsF, QPainter, QPen, QRectF, Qt, QWidget

__all__ = ["CountChart", "PeriodBar"]

C = theme.C


@dataclass(frozen=True, slots=True)
class PeriodBar:
    label: str
    win: int | None
    drop: int
    variance: int | None


class CountChart(QWidget, PaintsText):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bars: tuple[PeriodBar, ...] = ()
        self.money: Callable[[int], str] = str
        self.empty_text = ""
        self.setMinimumHeight(190)

    def set_bars(self, bars: Sequence[PeriodBar], money: Callable[[int], str], empty_text: str) -> None:
        self.bars = tuple(bars)
        self.money = money
        self.empty_text = empty_text
        self.update()

    def paintEvent(self, _event: object) -> None:
        p = TextPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.width(), self.height()
        p.fillRect(0, 0, w, h, QColor(C.surface))
        if not self.bars:
            p.setPen(QColor(C.text_dim))
            p.drawText(QRectF(0, 0, w, h), int(Qt.AlignmentFlag.AlignCenter), self.empty_text)
            p.end()
            return
        values = [b.drop for b in self.bars] + [b.win or 0 for b in self.bars]
        hi, lo = max(0, *values), min(0, *values)
        ticks = (hi, 0, lo) if lo < 0 else (hi, 0)
        fm = QFontMetricsF(p.font())
        label_h = fm.height()
        left = max(fm.horizontalAdvance(self.money(v)) for v in ticks) + 14  # the widest amount whole
        right, top, bottom = 10.0, 12.0, max(26.0, label_h + 6)
        span = (hi - lo) or 1
        plot_h = h - top - bottom

        def y(v: int) -> float:
            return top + (hi - v) / span * plot_h

        p.setPen(QPen(QColor(C.text_faint), 1))
        for v in ticks:
            p.drawText(QRectF(0, y(v) - label_h / 2, left - 8, label_h),
                       int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), self.money(v))
        p.setPen(QPen(QColor(C.border), 1))
        p.drawLine(int(left), int(y(0)), int(w - right), int(y(0)))
        slot = (w - left - right) / len(self.bars)
        bar = max(3.0, min(28.0, slot * 0.32))
        for i, b in enumerate(self.bars):
            x = left + i * slot + slot / 2
            p.fillRect(QRectF(x - bar - 1, min(y(b.drop), y(0)), bar, abs(y(b.drop) - y(0))), QColor(C.text_faint))
            if b.win is not None:
                colour = C.pay if b.win >= 0 else C.take
                p.fillRect(QRectF(x + 1, min(y(b.win), y(0)), bar, abs(y(b.win) - y(0))), QColor(colour))
            if b.variance:
                p.setBrush(QColor(C.take))
                p.setPen(Qt.PenStyle.NoPen)
                p.drawEllipse(QRectF(x - 4, top - 2, 8, 8))
            p.setPen(QColor(C.text_dim))
            p.drawText(QRectF(x - slot / 2, h - bottom + 4, slot, bottom - 4),
                       int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop), b.label)
        p.end()
