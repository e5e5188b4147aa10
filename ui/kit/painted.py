"""Text that a widget paints itself, kept with where it was painted.

A widget that draws text in ``paintEvent`` (a card's rank, a badge, the roulette
circle's hub, a chart's axis) paints with a :class:`TextPainter`: an ordinary
``QPainter`` that also notes each ``drawText(rect, flags, text)`` as a
:class:`PaintedText` (the text, its box, the font and the flags). The widget
answers :meth:`PaintsText.painted_texts` with what its last paint drew, so the
fit check (:func:`ui.devtools.text_check.misfits`) measures the very boxes the
painting used, not a second copy of its geometry. It notes them only inside
:func:`recording` (the checks repaint the widget there): the table's own paints
do no extra work.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from ui.kit.qt import QFont, QPainter, QRect, QRectF, QTransform

__all__ = ["PaintedText", "PaintsText", "TextPainter", "recording"]


@dataclass(frozen=True, slots=True)
class PaintedText:
    """One ``drawText`` of a paint: the text, its box in the painter's coordinates, the
    font, the alignment flags and the painter's transform (to the widget's coordinates)."""

    text: str
    rect: QRectF
    font: QFont
    flags: int
    transform: QTransform


_recording = [False]


@contextmanager
def recording() -> Iterator[None]:
    """Paints made inside note the texts they draw (:meth:`PaintsText.painted_texts`)."""
    before = _recording[0]
    _recording[0] = True
    try:
        yield
    finally:
        _recording[0] = before


class PaintsText:
    """Mixin of a widget that paints its text with a :class:`TextPainter`."""

    _painted: list[PaintedText] | tuple[()] = ()

    def painted_texts(self) -> list[PaintedText]:
        """What the last paint made inside :func:`recording` drew (empty before the first)."""
        return list(self._painted)


class TextPainter(QPainter):
    """A ``QPainter`` on ``widget`` that notes every text it draws into a box; a
    :class:`PaintsText` widget answers with them until its next paint."""

    def __init__(self, widget: Any) -> None:
        super().__init__(widget)
        self._texts: list[PaintedText] | None = None
        if _recording[0] and isinstance(widget, PaintsText):
            self._texts = widget._painted = []

    def drawText(self, *args: Any) -> None:  # type: ignore[override]  # every overload passes through
        if self._texts is not None and len(args) == 3 and isinstance(args[0], (QRect, QRectF)) \
                and isinstance(args[2], str):
            rect = QRectF(args[0])
            flags = int(args[1]) if isinstance(args[1], int) else int(args[1].value)
            self._texts.append(PaintedText(args[2], rect, QFont(self.font()), flags, QTransform(self.transform())))
        super().drawText(*args)
