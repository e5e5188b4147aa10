"""Charts drawn with QPainter (no chart library): bars per level, lines over
time, and the mistake kinds as rows with a bar and a trend line each.

Each chart takes plain data (labels, numbers), never records, and paints it
in the theme's colours; colour is never the only signal (values are written
next to the bars, a weak kind says WEAK).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ui.kit import theme
from ui.kit.painted import PaintsText, TextPainter
from ui.kit.qt import (
    QColor,
    QFontMetrics,
    QPainter,
    QPaintEvent,
    QPen,
    QPointF,
    QRectF,
    QSize,
    QSizePolicy,
    Qt,
    QWidget,
)

__all__ = ["Bar", "BarChart", "KindRow", "KindsChart", "LineChart", "Series"]

C = theme.C

SERIES_COLOURS = ("#e9c46a", "#8ab4ff", "#3ecf82", "#ff9f6e", "#d291ff", "#5fd4d4", "#ff6b63")


def _nice_top(value: float) -> float:
    if value <= 0:
        return 1.0
    step = 1.0
    while step * 10 < value:
        step *= 10
    for m in (1, 2, 2.5, 5, 10):
        if value <= step * m:
            return step * m
    return step * 10


@dataclass(frozen=True, slots=True)
class Bar:
    label: str
    value: float | None
    """None: no data (drawn as a dash)."""
    note: str = ""
    """Under the label (e.g. ``68 boxes``)."""
    target: float | None = None
    """A tick across the bar (e.g. the level's target time)."""
    colour: str = ""


class _Chart(QWidget, PaintsText):
    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = title
        self.empty_text = ""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumHeight(200)

    def sizeHint(self) -> QSize:
        return QSize(480, 240)

    def _frame(self, p: QPainter) -> QRectF:
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        p.setPen(QPen(QColor(C.border), 1))
        p.setBrush(QColor(C.surface))
        p.drawRoundedRect(r, 10, 10)
        p.setPen(QColor(C.text))
        p.setFont(theme.font(14, bold=True))
        p.drawText(r.adjusted(14, 10, -14, 0), int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop), self.title)
        return r.adjusted(14, 36, -14, -10)

    def _empty(self, p: QPainter, area: QRectF) -> None:
        p.setPen(QColor(C.text_faint))
        p.setFont(theme.font(14))
        p.drawText(area, int(Qt.AlignmentFlag.AlignCenter), self.empty_text or self.tr("No sessions yet"))


class _ScaledChart(_Chart):
    """A chart over a value axis: from 0 to ``top``, or to a round figure over the values (at least ``min_top``)."""

    def __init__(self, title: str, fmt: Callable[[float], str], *, top: float | None = None, min_top: float = 1.0,
                 parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self.fmt = fmt
        self.fixed_top = top
        self.min_top = min_top

    def _axis(self, p: QPainter, area: QRectF, plot: QRectF, values: Sequence[float], axis_w: float) -> float:
        """The grid lines and their figures; returns the axis's top."""
        top = self.fixed_top or _nice_top(max(max(values) * 1.1, self.min_top))
        p.setFont(theme.font(11))
        for i in range(5):
            y = plot.bottom() - plot.height() * i / 4
            p.setPen(QPen(QColor(C.surface3 if i else C.border), 1))
            p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            p.setPen(QColor(C.text_faint))
            p.drawText(QRectF(area.left(), y - 8, axis_w - 6, 16),
                       int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), self.fmt(top * i / 4))
        return top


class BarChart(_ScaledChart):
    """Vertical bars with their values written on them."""

    bars: tuple[Bar, ...] = ()
    legend = ""

    def set_bars(self, bars: Sequence[Bar], legend: str = "") -> None:
        self.bars = tuple(bars)
        self.legend = legend
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = TextPainter(self)
        area = self._frame(p)
        if self.legend:
            p.setPen(QColor(C.text_faint))
            p.setFont(theme.font(12))
            p.drawText(QRectF(area.left(), area.top() - 26, area.width(), 18),
                       int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), self.legend)
        if not self.bars or all(b.value is None for b in self.bars):
            self._empty(p, area)
            p.end()
            return
        axis_w = 42.0
        plot = QRectF(area.left() + axis_w, area.top() + 4, area.width() - axis_w, area.height() - 44)
        values = [b.value or 0.0 for b in self.bars] + [b.target or 0.0 for b in self.bars]
        top = self._axis(p, area, plot, values, axis_w)
        n = len(self.bars)
        slot = plot.width() / n
        bar_w = min(46.0, slot * 0.58)
        # the notes under the bars ("target 12s") in one size, the largest that fits every slot
        note_size = 11
        while note_size > 9 and any(QFontMetrics(theme.font(note_size)).horizontalAdvance(b.note) > slot - 2
                                    for b in self.bars if b.note):
            note_size -= 1
        for i, b in enumerate(self.bars):
            cx = plot.left() + slot * (i + 0.5)
            if b.value is not None:
                h = plot.height() * min(b.value, top) / top
                rect = QRectF(cx - bar_w / 2, plot.bottom() - h, bar_w, h)
                colour = QColor(b.colour or C.accent)
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(colour)
                p.drawRoundedRect(rect, 3, 3)
                p.setPen(QColor(C.text))
                p.setFont(theme.font(12, bold=True))
                p.drawText(QRectF(cx - slot / 2, rect.top() - 18, slot, 16),
                           int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom), self.fmt(b.value))
            else:
                p.setPen(QColor(C.text_faint))
                p.setFont(theme.font(12))
                p.drawText(QRectF(cx - slot / 2, plot.bottom() - 20, slot, 16),
                           int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom), "—")
            if b.target is not None:
                y = plot.bottom() - plot.height() * min(b.target, top) / top
                p.setPen(QPen(QColor(C.take), 2.5))
                p.drawLine(QPointF(cx - bar_w / 2 - 5, y), QPointF(cx + bar_w / 2 + 5, y))
            p.setPen(QColor(C.text_dim))
            p.setFont(theme.font(12, bold=True))
            p.drawText(QRectF(cx - slot / 2, plot.bottom() + 4, slot, 16), int(Qt.AlignmentFlag.AlignHCenter), b.label)
            if b.note:
                p.setPen(QColor(C.text_faint))
                p.setFont(theme.font(note_size))
                p.drawText(QRectF(cx - slot / 2, plot.bottom() + 20, slot, 16), int(Qt.AlignmentFlag.AlignHCenter), b.note)
        p.end()


@dataclass(frozen=True, slots=True)
class Series:
    name: str
    values: tuple[float | None, ...]
    colour: str = ""


class LineChart(_ScaledChart):
    """Lines over a common x axis of labels (days); gaps where a value is None."""

    labels: tuple[str, ...] = ()
    series: tuple[Series, ...] = ()

    def set_data(self, labels: Sequence[str], series: Sequence[Series]) -> None:
        self.labels = tuple(labels)
        self.series = tuple(series)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = TextPainter(self)
        area = self._frame(p)
        vals = [v for s in self.series for v in s.values if v is not None]
        if not self.labels or not vals:
            self._empty(p, area)
            p.end()
            return
        axis_w = 42.0
        legend_w = 96.0 if len(self.series) > 1 else 0.0
        plot = QRectF(area.left() + axis_w, area.top() + 6, area.width() - axis_w - legend_w - 8, area.height() - 30)
        top = self._axis(p, area, plot, vals, axis_w)
        n = len(self.labels)

        def x_of(i: int) -> float:
            return plot.left() + (plot.width() * (i + 0.5) / n)

        # x labels: as many as fit
        fm = QFontMetrics(theme.font(11))
        widest = max(fm.horizontalAdvance(lab) for lab in self.labels) + 10
        every = max(1, int(widest * n / max(plot.width(), 1)) + 1)
        p.setPen(QColor(C.text_faint))
        for i, lab in enumerate(self.labels):
            if i % every == 0 or i == n - 1:
                p.drawText(QRectF(x_of(i) - widest / 2, plot.bottom() + 4, widest, 16), int(Qt.AlignmentFlag.AlignHCenter), lab)
        for k, s in enumerate(self.series):
            colour = QColor(s.colour or SERIES_COLOURS[k % len(SERIES_COLOURS)])
            p.setPen(QPen(colour, 2.4))
            prev: QPointF | None = None
            for i, v in enumerate(s.values):
                if v is None:
                    prev = None
                    continue
                pt = QPointF(x_of(i), plot.bottom() - plot.height() * min(v, top) / top)
                if prev is not None:
                    p.drawLine(prev, pt)
                prev = pt
            p.setBrush(colour)
            for i, v in enumerate(s.values):
                if v is not None:
                    p.drawEllipse(QPointF(x_of(i), plot.bottom() - plot.height() * min(v, top) / top), 3.5, 3.5)
            p.setBrush(Qt.BrushStyle.NoBrush)
            if legend_w:
                y = area.top() + 8 + k * 20
                p.setPen(QPen(colour, 3))
                p.drawLine(QPointF(plot.right() + 16, y + 8), QPointF(plot.right() + 34, y + 8))
                p.setPen(QColor(C.text_dim))
                p.setFont(theme.font(12))
                p.drawText(QRectF(plot.right() + 40, y, legend_w - 30, 16),
                           int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), s.name)
                p.setFont(theme.font(11))
        p.end()


@dataclass(frozen=True, slots=True)
class KindRow:
    label: str
    made: int
    accuracy: float | None
    """On the boxes that tested the kind (0..1)."""
    tested: int
    trend: tuple[float | None, ...]
    """Accuracy per day on the boxes that tested it."""
    state: str
    """``WEAK``, ``mastered`` or empty."""


class KindsChart(_Chart):
    """One row per mistake kind: how often made, a bar of the accuracy where it was
    tested, a small line of that accuracy per day, and its state."""

    ROW = 40
    """Room for a kind's name on two lines."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self.rows: tuple[KindRow, ...] = ()

    def set_rows(self, rows: Sequence[KindRow]) -> None:
        self.rows = tuple(rows)
        self.setMinimumHeight(max(200, 70 + self.ROW * len(self.rows)))
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(600, max(200, 70 + self.ROW * len(self.rows)))

    def minimumSizeHint(self) -> QSize:
        return QSize(400, max(200, 70 + self.ROW * len(self.rows)))

    def paintEvent(self, event: QPaintEvent) -> None:
        p = TextPainter(self)
        area = self._frame(p)
        if not self.rows:
            self._empty(p, area)
            p.end()
            return
        w = area.width()
        label_w = min(340.0, w * 0.36)
        made_w = 60.0
        state_w = 96.0
        bar_w = (w - label_w - made_w - state_w) * 0.55
        trend_w = w - label_w - made_w - state_w - bar_w - 24
        x_made = area.left() + label_w
        x_bar = x_made + made_w + 8
        x_trend = x_bar + bar_w + 16
        x_state = area.right() - state_w
        p.setFont(theme.font(11, bold=True))
        p.setPen(QColor(C.text_faint))
        heads = ((area.left(), label_w, self.tr("KIND")), (x_made, made_w, self.tr("MADE")),
                 (x_bar, bar_w, self.tr("ACCURACY WHERE TESTED")), (x_trend, trend_w, self.tr("PER DAY")),
                 (x_state, state_w, self.tr("STATE")))
        for x, width, text in heads:
            p.drawText(QRectF(x, area.top() - 4, width, 16), int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), text)
        y = area.top() + 16
        for i, r in enumerate(self.rows):
            row = QRectF(area.left() - 6, y, w + 12, self.ROW)
            if i % 2 == 0:
                p.fillRect(row, QColor(C.surface2))
            mid = y + self.ROW / 2
            p.setPen(QColor(C.text))
            p.setFont(theme.font(13, bold=r.state == "WEAK"))
            p.drawText(QRectF(area.left(), y, label_w - 8, self.ROW),  # whole, on two lines if it must
                       int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter) | int(Qt.TextFlag.TextWordWrap), r.label)
            p.setFont(theme.font(13, bold=True))
            p.setPen(QColor(C.take if r.made else C.text_faint))
            p.drawText(QRectF(x_made, y, made_w - 12, self.ROW), int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                       str(r.made) if r.made else "—")
            track = QRectF(x_bar, mid - 6, bar_w - 70, 12)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(C.surface3))
            p.drawRoundedRect(track, 5, 5)
            if r.accuracy is not None:
                colour = C.pay if r.accuracy >= 0.9 else (C.held if r.accuracy >= 0.7 else C.take)
                p.setBrush(QColor(colour))
                p.drawRoundedRect(QRectF(track.left(), track.top(), max(4.0, track.width() * r.accuracy), 12), 5, 5)
                p.setPen(QColor(C.text_dim))
                p.setFont(theme.font(12))
                p.drawText(QRectF(track.right() + 6, y, 64, self.ROW), int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                           f"{100 * r.accuracy:.0f}% /{r.tested}")
            pts = [(j, v) for j, v in enumerate(r.trend) if v is not None]
            if pts:
                n = max(1, len(r.trend) - 1)
                p.setPen(QPen(QColor(C.push), 1.8))
                prev: QPointF | None = None
                for j, v in enumerate(r.trend):
                    if v is None:
                        prev = None
                        continue
                    pt = QPointF(x_trend + trend_w * (j / n if len(r.trend) > 1 else 0.5), y + self.ROW - 5 - (self.ROW - 10) * v)
                    if prev is not None:
                        p.drawLine(prev, pt)
                    else:
                        p.setBrush(QColor(C.push))
                        p.drawEllipse(pt, 2, 2)
                    prev = pt
            if r.state:
                state_colour = QColor(C.take if r.state == "WEAK" else C.pay)
                p.setPen(QPen(state_colour, 1))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.setFont(theme.font(11, bold=True))
                word = {"WEAK": self.tr("WEAK"), "mastered": self.tr("mastered")}.get(r.state, r.state)
                text_w = min(state_w, QFontMetrics(p.font()).horizontalAdvance(word) + 14)
                pill = QRectF(x_state, mid - 10, text_w, 20)
                p.drawRoundedRect(pill, 4, 4)
                p.drawText(pill, int(Qt.AlignmentFlag.AlignCenter), word)
            y += self.ROW
        p.end()
