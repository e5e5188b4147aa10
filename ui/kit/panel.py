"""A frame that paints its own background and border.

Container widgets (a box, the dealer, the entry panel, the bars) draw their
frame here instead of through a widget style sheet: setting a style sheet on
a container re-polishes every child, which resets the children's own colours
and costs milliseconds on every change.
"""

from __future__ import annotations

from ui.kit.qt import QColor, QFrame, QPainter, QPaintEvent, QPen, QRectF, QWidget

__all__ = ["PaintedFrame"]


class PaintedFrame(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bg = ""
        self._border = ""
        self._width = 0
        self._radius = 0.0
        self._sides = "all"

    def set_look(self, bg: str, border: str = "", width: int = 0, radius: float = 12, *, sides: str = "all") -> None:
        """``sides``: ``"all"`` (a rounded box), or ``"top"``, ``"bottom"``, ``"both"`` (bars)."""
        look = (bg, border, width, radius, sides)
        if look != (self._bg, self._border, self._width, self._radius, self._sides):
            self._bg, self._border, self._width, self._radius, self._sides = look
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self._bg and not self._border:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = QRectF(self.rect())
        if self._sides == "all":
            half = self._width / 2
            inner = r.adjusted(half, half, -half, -half)
            p.setPen(QPen(QColor(self._border), self._width) if self._border and self._width else QPen(QColor(0, 0, 0, 0), 0))
            p.setBrush(QColor(self._bg) if self._bg else QColor(0, 0, 0, 0))
            p.drawRoundedRect(inner, self._radius, self._radius)
        else:
            if self._bg:
                p.fillRect(r, QColor(self._bg))
            if self._border and self._width:
                p.setPen(QPen(QColor(self._border), self._width))
                if self._sides in ("top", "both"):
                    p.drawLine(r.topLeft(), r.topRight())
                if self._sides in ("bottom", "both"):
                    y = r.bottom() - self._width / 2 + 0.5
                    p.drawLine(QRectF(r.left(), y, 0, 0).topLeft(), QRectF(r.right(), y, 0, 0).topLeft())
        p.end()
