"""Cards on screen: one painter for a card face, a fanned row of cards, and the
52-card picker (used cards disabled, suits in colour and shape)."""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping, Sequence

from rules.cards import FULL_DECK, Card, Rank, Suit
from ui.kit import theme
from ui.kit.painted import PaintsText, TextPainter
from ui.kit.qt import (
    QColor,
    QFont,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPointF,
    QRectF,
    QSize,
    QSizePolicy,
    Qt,
    QWidget,
    Signal,
)
from ui.kit.text import tr_args

__all__ = ["CardPicker", "CardRow", "Look", "paint_card", "rank_text"]

C = theme.C


class Look(enum.Enum):
    FACE = "face"
    SLOT = "slot"  # an empty place waiting for a card
    BACK = "back"  # a card that is there but not seen (folded, exchanged unseen)
    GHOST = "ghost"  # a card known only by count (e.g. "sixth card bought")


def rank_text(rank: Rank) -> str:
    return "10" if rank is Rank.TEN else rank.symbol


def paint_card(
    p: QPainter,
    rect: QRectF,
    card: Card | None,
    *,
    look: Look = Look.FACE,
    marked: bool = False,
    error: bool = False,
    dim: bool = False,
    corner_only: bool = False,
) -> None:
    """Paint one card into ``rect``. ``marked`` = part of the hand's combination
    (gold edge); ``error`` = the card the field complains about (red edge)."""
    radius = max(3.0, rect.width() * 0.09)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    if look is Look.SLOT or (look is Look.FACE and card is None):
        pen = QPen(QColor(C.text_faint), 1.5, Qt.PenStyle.DashLine)
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
        p.restore()
        return
    if look in (Look.BACK, Look.GHOST):
        p.setPen(QPen(QColor(C.card_edge if look is Look.BACK else C.text_faint), 1.2))
        p.setBrush(QColor(C.card_back) if look is Look.BACK else Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
        inner = rect.adjusted(rect.width() * 0.14, rect.width() * 0.14, -rect.width() * 0.14, -rect.width() * 0.14)
        p.setPen(QPen(QColor("#6f8fc4") if look is Look.BACK else QColor(C.text_faint), 1.0, Qt.PenStyle.DotLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
        if look is Look.GHOST:
            f = theme.font(int(rect.height() * 0.32), bold=True)
            p.setFont(f)
            p.setPen(QColor(C.text_dim))
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, "?")
        p.restore()
        return
    assert card is not None
    edge = QColor(C.error) if error else QColor(C.accent) if marked else QColor(C.card_edge)
    p.setPen(QPen(edge, 3.0 if (error or marked) else 1.0))
    p.setBrush(QColor(C.card_face))
    p.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
    colour = QColor(C.card_red if card.suit.is_red else C.card_black)
    if dim:
        colour.setAlpha(110)
    p.setPen(colour)
    w, h = rect.width(), rect.height()
    rank_font: QFont = theme.font(max(9, int(h * 0.30)), bold=True)
    p.setFont(rank_font)
    pad = max(2.0, w * 0.08)
    corner_w = w * 0.62 if not corner_only else w - pad
    p.drawText(
        QRectF(rect.left() + pad, rect.top() + pad * 0.6, corner_w, h * 0.36),
        int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop),
        rank_text(card.rank),
    )
    small_suit = theme.font(max(8, int(h * 0.22)))
    p.setFont(small_suit)
    p.drawText(
        QRectF(rect.left() + pad, rect.top() + h * 0.34, w * 0.5, h * 0.3),
        int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop),
        card.suit.glyph,
    )
    if not corner_only:
        big_suit = theme.font(max(10, int(h * 0.46)))
        p.setFont(big_suit)
        p.drawText(
            QRectF(rect.left() + w * 0.28, rect.top() + h * 0.38, w * 0.68, h * 0.58),
            int(Qt.AlignmentFlag.AlignCenter),
            card.suit.glyph,
        )
    p.restore()


class CardRow(QWidget, PaintsText):
    """A row of cards, fanned to fit the width (the corner index stays visible).

    ``set_cards(cards, slots=5)`` shows the known cards then empty slots up to
    ``slots``; ``backs`` cards drawn face down (hand never shown) and
    ``ghosts`` known-only-by-count cards ("?").
    """

    def __init__(self, card_height: int = 64, parent: QWidget | None = None, *, align_center: bool = False) -> None:
        super().__init__(parent)
        self.card_height = card_height
        self.card_width = int(card_height * 0.70)
        self.align_center = align_center
        self._cards: tuple[Card, ...] = ()
        self._slots = 0
        self._backs = 0
        self._ghosts = 0
        self._marked: frozenset[Card] = frozenset()
        self._errors: frozenset[Card] = frozenset()
        self._struck: frozenset[Card] = frozenset()
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumHeight(card_height + 2)

    def sizeHint(self) -> QSize:
        n = max(5, self._count())
        return QSize(n * (self.card_width + 6), self.card_height + 2)

    def minimumSizeHint(self) -> QSize:
        return QSize(self.card_width * 2, self.card_height + 2)

    def _count(self) -> int:
        return max(self._slots, len(self._cards) + self._backs + self._ghosts)

    def set_cards(
        self,
        cards: Sequence[Card] = (),
        *,
        slots: int = 0,
        backs: int = 0,
        ghosts: int = 0,
        marked: Iterable[Card] = (),
        errors: Iterable[Card] = (),
        struck: Iterable[Card] = (),
    ) -> None:
        self._cards = tuple(cards)
        self._slots = slots
        self._backs = backs
        self._ghosts = ghosts
        self._marked = frozenset(marked)
        self._errors = frozenset(errors)
        self._struck = frozenset(struck)
        self.updateGeometry()
        self.update()

    @property
    def cards(self) -> tuple[Card, ...]:
        return self._cards

    def paintEvent(self, event: QPaintEvent) -> None:
        n = self._count()
        if n == 0:
            return
        p = TextPainter(self)
        w, h = self.card_width, self.card_height
        avail = self.width() - 2
        natural = w + 6
        step = float(natural) if n * natural - 6 <= avail else max(w * 0.34, (avail - w) / max(1, n - 1))
        total = step * (n - 1) + w
        x0 = 1.0 + ((avail - total) / 2 if self.align_center and total < avail else 0.0)
        y0 = (self.height() - h) / 2
        corner_only = step < w * 0.8
        i = 0
        for c in self._cards:
            is_last = i == n - 1
            paint_card(
                p,
                QRectF(x0 + i * step, y0, w, h),
                c,
                marked=c in self._marked,
                error=c in self._errors,
                dim=c in self._struck,
                corner_only=corner_only and not is_last,
            )
            if c in self._struck:
                p.setPen(QPen(QColor(C.take), 2.5))
                r = QRectF(x0 + i * step, y0, w, h)
                p.drawLine(QPointF(r.left() + 4, r.top() + 4), QPointF(r.right() - 4, r.bottom() - 4))
            i += 1
        for _ in range(self._ghosts):
            paint_card(p, QRectF(x0 + i * step, y0, w, h), None, look=Look.GHOST)
            i += 1
        for _ in range(self._backs):
            paint_card(p, QRectF(x0 + i * step, y0, w, h), None, look=Look.BACK)
            i += 1
        while i < n:
            paint_card(p, QRectF(x0 + i * step, y0, w, h), None, look=Look.SLOT)
            i += 1
        p.end()


_PICKER_RANKS = tuple(reversed(Rank))  # A K Q ... 2
_PICKER_SUITS = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


class CardPicker(QWidget, PaintsText):
    """The 52 cards as a 13 × 4 grid: click to add a card to the field.

    Cards already used this round are disabled and say where they are
    (tooltip); cards in the field being typed are highlighted.
    """

    card_picked = Signal(object)

    def __init__(self, parent: QWidget | None = None, *, cell: QSize | None = None) -> None:
        super().__init__(parent)
        self.cell = cell or QSize(40, 34)
        self.gap = 4
        self._used: dict[Card, str] = {}
        self._selected: frozenset[Card] = frozenset()
        self._hover: Card | None = None
        self._enabled = True
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def sizeHint(self) -> QSize:
        return QSize(13 * (self.cell.width() + self.gap) - self.gap, 4 * (self.cell.height() + self.gap) - self.gap)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def set_used(self, used: Mapping[Card, str]) -> None:
        """``used``: card -> where it is (``"box 2"``), shown as the reason it is disabled."""
        self._used = dict(used)
        self.update()

    def set_selected(self, cards: Iterable[Card]) -> None:
        self._selected = frozenset(cards)
        self.update()

    def set_active(self, active: bool) -> None:
        self._enabled = active
        self.update()

    def is_used(self, card: Card) -> bool:
        return card in self._used

    def cell_rect(self, card: Card) -> QRectF:
        col = _PICKER_RANKS.index(card.rank)
        row = _PICKER_SUITS.index(card.suit)
        return QRectF(
            col * (self.cell.width() + self.gap), row * (self.cell.height() + self.gap), self.cell.width(), self.cell.height()
        )

    def card_at(self, x: float, y: float) -> Card | None:
        col = int(x // (self.cell.width() + self.gap))
        row = int(y // (self.cell.height() + self.gap))
        if 0 <= col < 13 and 0 <= row < 4:
            card = Card.of(_PICKER_RANKS[col], _PICKER_SUITS[row])
            if self.cell_rect(card).contains(x, y):
                return card
        return None

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        card = self.card_at(event.position().x(), event.position().y())
        if card is not self._hover:
            self._hover = card
            where = self._used.get(card) if card is not None else None
            self.setToolTip(tr_args(self.tr("%1 is already at %2"), card.pretty, where) if card and where else "")
            self.update()

    def leaveEvent(self, event: object) -> None:
        self._hover = None
        self.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or not self._enabled:
            return
        card = self.card_at(event.position().x(), event.position().y())
        if card is not None and card not in self._used:
            self.card_picked.emit(card)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = TextPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rank_font = theme.font(15, bold=True)
        suit_font = theme.font(15)
        for card in FULL_DECK:
            r = self.cell_rect(card)
            used = card in self._used
            sel = card in self._selected
            hover = card is self._hover and not used and self._enabled
            if used:
                p.setPen(QPen(QColor(C.border), 1))
                p.setBrush(QColor(C.card_disabled))
            else:
                p.setPen(QPen(QColor(C.accent if sel else (C.text if hover else C.card_edge)), 3 if sel else 1))
                p.setBrush(QColor(C.card_face if self._enabled else "#c9c8c0"))
            p.drawRoundedRect(r.adjusted(0.5, 0.5, -0.5, -0.5), 5, 5)
            colour = QColor(C.text_faint) if used else QColor(C.card_red if card.suit.is_red else C.card_black)
            p.setPen(colour)
            p.setFont(rank_font)
            text_rect = r.adjusted(2, 0, -r.width() / 2 + 2, 0)
            p.drawText(text_rect, int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), rank_text(card.rank))
            p.setFont(suit_font)
            p.drawText(
                r.adjusted(r.width() / 2 + 1, 0, -2, 0),
                int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                card.suit.glyph,
            )
            if used:
                p.setPen(QPen(QColor(C.text_faint), 1.5))
                p.drawLine(QPointF(r.left() + 6, r.bottom() - 6), QPointF(r.right() - 6, r.top() + 6))
        p.end()
