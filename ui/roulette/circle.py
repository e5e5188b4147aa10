"""The circle of community cards, drawn as a circle.

Positions 1..n clockwise from the top, each numbered; the active arc (the m
cards from the Trigger) under a gold band with gold numbers; the Trigger as
a gold pointer from the hub; face-up cards with their suits in colour,
face-down cards as backs; the card the reveal rule turns next outlined in
blue with TURN NEXT, and a turned card waiting for its name as a "?".
The hub shows the pot and the round. Everything comes from a
:class:`~ui.roulette.view.CircleView`; nothing is computed here.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from ui.kit import theme
from ui.kit.cards import Look, paint_card
from ui.kit.painted import PaintsText, TextPainter
from ui.kit.qt import (
    QBrush,
    QColor,
    QFontMetrics,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPointF,
    QRectF,
    QSize,
    QSizePolicy,
    Qt,
    QtGui,
    QWidget,
    Signal,
)
from ui.kit.text import tr_args
from ui.roulette.view import CircleView

__all__ = ["CircleWidget"]

C = theme.C


class CircleWidget(QWidget, PaintsText):
    """Paints a :class:`CircleView`; a click on a position emits ``position_clicked``."""

    position_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None, *, compact: bool = False) -> None:
        super().__init__(parent)
        self.view: CircleView | None = None
        self.compact = compact
        self.money: Callable[..., str] = str
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(280, 280)
        self._rects: dict[int, QRectF] = {}

    def sizeHint(self) -> QSize:
        return QSize(600, 600)

    def set_view(self, view: CircleView | None) -> None:
        self.view = view
        self.update()

    # -- geometry ----------------------------------------------------------

    def _angle(self, pos: int) -> float:
        """Radians, counter-clockwise from 3 o'clock (positions run clockwise from 12)."""
        assert self.view is not None
        return math.radians(90.0 - (pos - 1) * 360.0 / self.view.n)

    def position_rect(self, pos: int) -> QRectF:
        return self._rects.get(pos, QRectF())

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        pt = event.position()
        for pos, r in self._rects.items():
            if r.contains(pt):
                self.position_clicked.emit(pos)
                return

    # -- painting ----------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        v = self.view
        p = TextPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        w, h = float(self.width()), float(self.height())
        side = min(w, h)
        c = QPointF(w / 2, h / 2)
        if v is None or v.n < 1:
            p.end()
            return
        n = v.n
        margin = 30.0 if self.compact else 62.0
        outer = side / 2 - margin
        # cards as large as the circle allows without touching their neighbours
        card_h = min(side * (0.17 if self.compact else 0.2), 150.0)
        if n > 1:
            for _ in range(4):
                spacing = 2 * (outer - card_h * 0.55) * math.sin(math.pi / n)
                card_h = min(card_h, spacing * 0.8)
        card_h = max(card_h, 24.0)
        card_w = card_h * 0.7
        radius = outer - card_h * 0.55

        # the felt
        felt_r = radius + card_h * 0.78
        grad = QtGui.QRadialGradient(c, felt_r)
        grad.setColorAt(0.0, QColor("#14523a"))
        grad.setColorAt(0.75, QColor(C.felt))
        grad.setColorAt(1.0, QColor("#0a2a1e"))
        p.setPen(QPen(QColor(C.felt_edge), 5))
        p.setBrush(QBrush(grad))
        p.drawEllipse(c, felt_r, felt_r)
        gold_line = QColor(C.accent)
        gold_line.setAlpha(70)
        p.setPen(QPen(gold_line, 1.2))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(c, felt_r - 9, felt_r - 9)

        step = 360.0 / n
        active = set(v.active)

        # the active arc: a gold track from the first active card to the last, under the cards
        if v.active:
            track = QColor(C.accent)
            track.setAlpha(120)
            track_w = max(6.0, card_h * 0.16)
            first = v.active[0]
            start = 90.0 - (first - 1) * step
            span = -((len(v.active) - 1) * step)
            if len(v.active) >= n:
                p.setPen(QPen(track, track_w))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawEllipse(c, radius, radius)
            elif span:
                p.setPen(QPen(track, track_w, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawArc(QRectF(c.x() - radius, c.y() - radius, 2 * radius, 2 * radius), int(start * 16), int(span * 16))

        # the hub and the Trigger pointer, from the hub's edge to the Trigger's card
        hub_r = max(radius - card_h * 0.7, radius * 0.4) * (0.82 if self.compact else 0.64)
        p.setPen(QPen(QColor(C.border), 2))
        p.setBrush(QColor(C.surface))
        p.drawEllipse(c, hub_r, hub_r)
        self._hub_text(p, c, hub_r, v)
        t_ang = self._angle(v.trigger)
        tip_r = radius - self._extent(card_w, card_h, t_ang) - 8
        base = QPointF(c.x() + math.cos(t_ang) * (hub_r + 2), c.y() - math.sin(t_ang) * (hub_r + 2))
        tip = QPointF(c.x() + math.cos(t_ang) * tip_r, c.y() - math.sin(t_ang) * tip_r)
        self._pointer(p, base, tip, t_ang, card_h)

        # the cards, their numbers, TURN NEXT
        self._rects = {}
        badge_r = 13.0 if self.compact else 17.0
        for pos in range(1, n + 1):
            ang = self._angle(pos)
            cx = c.x() + math.cos(ang) * radius
            cy = c.y() - math.sin(ang) * radius
            rect = QRectF(cx - card_w / 2, cy - card_h / 2, card_w, card_h)
            self._rects[pos] = rect
            card = v.cards[pos - 1] if pos - 1 < len(v.cards) else None
            up = pos in v.face_up
            rad = max(3.0, card_w * 0.09)
            if pos in active:
                halo = QColor(C.accent)
                halo.setAlpha(60)
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(halo)
                p.drawRoundedRect(rect.adjusted(-9, -9, 9, 9), rad + 8, rad + 8)
            if up and card is not None:
                paint_card(p, rect, card, marked=card in v.marked)
            elif up:
                paint_card(p, rect, None, look=Look.GHOST)
            else:
                paint_card(p, rect, None, look=Look.BACK)
            if pos in active:
                p.setPen(QPen(QColor(C.accent), 2.5))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(rect.adjusted(-3.5, -3.5, 3.5, 3.5), rad + 3, rad + 3)
            elif not self.compact:
                shade = QColor(C.bg)
                shade.setAlpha(80)
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(shade)
                p.drawRoundedRect(rect.adjusted(1, 1, -1, -1), rad, rad)
            if pos == v.awaiting:
                self._outline(p, rect, C.accent, dashed=False)
            elif pos == v.next_to_turn:
                self._outline(p, rect, C.push, dashed=True)
            # the number, outside the card
            ext = self._extent(card_w, card_h, ang)
            br = radius + ext + badge_r + 6
            bc = QPointF(c.x() + math.cos(ang) * br, c.y() - math.sin(ang) * br)
            is_active = pos in active
            p.setPen(QPen(QColor(C.accent if is_active else C.border), 1.5))
            p.setBrush(QColor(C.accent if is_active else C.surface2))
            p.drawEllipse(bc, badge_r, badge_r)
            p.setPen(QColor(C.accent_text if is_active else C.text_dim))
            p.setFont(theme.font(int(badge_r * 1.05), bold=True))
            p.drawText(QRectF(bc.x() - badge_r, bc.y() - badge_r, 2 * badge_r, 2 * badge_r),
                       int(Qt.AlignmentFlag.AlignCenter), str(pos))
            if pos == v.awaiting or pos == v.next_to_turn:
                label = self.tr("ENTER CARD") if pos == v.awaiting else self.tr("TURN NEXT")
                colour = C.accent if pos == v.awaiting else C.push
                self._tag(p, bc, ang, badge_r, label, colour)
        p.end()

    @staticmethod
    def _extent(card_w: float, card_h: float, ang: float) -> float:
        """Half the card's extent along the direction ``ang`` (from its centre to its edge)."""
        cx, sy = abs(math.cos(ang)), abs(math.sin(ang))
        a = card_w / 2 / cx if cx > 1e-6 else math.inf
        b = card_h / 2 / sy if sy > 1e-6 else math.inf
        return min(a, b)

    def _pointer(self, p: QPainter, base: QPointF, tip: QPointF, ang: float, card_h: float) -> None:
        gold = QColor(C.accent)
        width = max(5.0, card_h * 0.06)
        p.setPen(QPen(gold, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        head = max(14.0, card_h * 0.16)
        back = QPointF(tip.x() - math.cos(ang) * head, tip.y() + math.sin(ang) * head)
        p.drawLine(base, back)
        left = QPointF(back.x() + math.cos(ang + math.pi / 2) * head * 0.62, back.y() - math.sin(ang + math.pi / 2) * head * 0.62)
        right = QPointF(back.x() + math.cos(ang - math.pi / 2) * head * 0.62, back.y() - math.sin(ang - math.pi / 2) * head * 0.62)
        path = QPainterPath(tip)
        path.lineTo(left)
        path.lineTo(right)
        path.closeSubpath()
        p.setPen(QPen(gold, 1.5))
        p.setBrush(gold)
        p.drawPath(path)

    def _outline(self, p: QPainter, rect: QRectF, colour: str, *, dashed: bool) -> None:
        pen = QPen(QColor(colour), 3.2, Qt.PenStyle.DashLine if dashed else Qt.PenStyle.SolidLine)
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        rad = max(3.0, rect.width() * 0.1)
        p.drawRoundedRect(rect.adjusted(-8, -8, 8, 8), rad + 6, rad + 6)

    def _tag(self, p: QPainter, bc: QPointF, ang: float, badge_r: float, text: str, colour: str) -> None:
        f = theme.font(11, bold=True)
        fm = QFontMetrics(f)
        tw, th = fm.horizontalAdvance(text) + 12, fm.height() + 4
        # above the number in the top half, below it elsewhere (never over the card)
        x = bc.x() - tw / 2
        y = bc.y() - badge_r - 3 - th if math.sin(ang) > 0.5 else bc.y() + badge_r + 3
        x = min(max(2.0, x), self.width() - tw - 2)
        y = min(max(2.0, y), self.height() - th - 2)
        r = QRectF(x, y, tw, th)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(colour))
        p.drawRoundedRect(r, 4, 4)
        p.setPen(QColor(C.bg))
        p.setFont(f)
        p.drawText(r, int(Qt.AlignmentFlag.AlignCenter), text)

    def _hub_text(self, p: QPainter, c: QPointF, r: float, v: CircleView) -> None:
        box = QRectF(c.x() - r * 1.3, c.y() - r * 0.8, r * 2.6, r * 1.6)
        lines: list[tuple[str, int, bool, str]] = []
        if self.compact:
            lines.append((tr_args(self.tr("TRIGGER %1"), str(v.trigger)), 12, True, C.accent))
            lines.append((tr_args(self.tr("active %1"), " · ".join(str(x) for x in v.active)), 11, False, C.text_dim))
        else:
            lines.append((self.tr("POT"), 12, True, C.text_faint))
            lines.append((self.money(v.pot) if v.pot is not None else "—", max(16, min(30, int(r * 0.26))), True, C.text))
            if v.complete:
                lines.append((self.tr("HAND OVER") if not v.won_by_folds else self.tr("WON BY FOLDS"), 12, True, C.pay))
            elif v.round_no is not None and v.rounds is not None:
                lines.append((tr_args(self.tr("ROUND %1 OF %2"), str(v.round_no), str(v.rounds)),
                              13, True, C.text_dim))
            lines.append((tr_args(self.tr("TRIGGER ▸ %1"), str(v.trigger)), 13, True, C.accent))
        # a line too wide for the hub (a longer language) is set smaller, never clipped
        fitted: list[tuple[str, int, bool, str]] = []
        for text, size, bold, colour in lines:
            while size > 8 and QFontMetrics(theme.font(size, bold=bold)).horizontalAdvance(text) > box.width():
                size -= 1
            fitted.append((text, size, bold, colour))
        lines = fitted
        heights = [QFontMetrics(theme.font(size, bold=bold)).height() for _, size, bold, _ in lines]
        y = box.center().y() - sum(heights) / 2
        for (text, size, bold, colour), lh in zip(lines, heights, strict=True):
            p.setFont(theme.font(size, bold=bold))
            p.setPen(QColor(colour))
            p.drawText(QRectF(box.left(), y, box.width(), lh), int(Qt.AlignmentFlag.AlignCenter), text)
            y += lh
