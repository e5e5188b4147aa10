"""The seats: stack behind, this round's bet, chips in the pot, status, the
last action, and at the showdown the hole cards, the hand and what the seat
takes. Every figure is the engine's (:class:`~ui.roulette.view.SeatLine`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rules.roulette import ActionKind, ActionRecord
from ui.kit import theme
from ui.kit.cards import CardRow
from ui.kit.chrome import Pill
from ui.kit.labels import category_short
from ui.kit.panel import PaintedFrame
from ui.kit.qt import (
    QT_TRANSLATE_NOOP,
    QHBoxLayout,
    QLabel,
    QMouseEvent,
    QSizePolicy,
    Qt,
    QVBoxLayout,
    QWidget,
    Signal,
    translate,
)
from ui.kit.text import tr_args
from ui.roulette.view import SeatLine, SeatStatus

__all__ = ["SeatRow", "SeatsPanel"]

C = theme.C

_STATUS = {
    SeatStatus.TO_ACT: (QT_TRANSLATE_NOOP("SeatRow", "TO ACT"), C.accent),
    SeatStatus.FOLDED: (QT_TRANSLATE_NOOP("SeatRow", "FOLDED"), C.text_faint),
    SeatStatus.ALL_IN: (QT_TRANSLATE_NOOP("SeatRow", "ALL-IN"), C.held),
    SeatStatus.IN: (QT_TRANSLATE_NOOP("SeatRow", "IN"), C.text_dim),
    SeatStatus.SHOWING: (QT_TRANSLATE_NOOP("SeatRow", "SHOWS CARDS"), C.accent),
    SeatStatus.WINNER: (QT_TRANSLATE_NOOP("SeatRow", "WINS"), C.pay),
    SeatStatus.OUT: (QT_TRANSLATE_NOOP("SeatRow", "LOSES"), C.take),
}

# the forced bets' roles as :func:`ui.roulette.view.blind_roles` names them, in the seat's pill
_ROLES = {
    "SB": QT_TRANSLATE_NOOP("SeatRow", "SB"),
    "BB": QT_TRANSLATE_NOOP("SeatRow", "BB"),
    "BLIND": QT_TRANSLATE_NOOP("SeatRow", "BLIND"),
}


class _Figure(QWidget):
    """A caption over a bold amount."""

    def __init__(self, caption: str, width: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(0)
        self.caption = QLabel(caption)
        theme.css(self.caption, f"color: {C.text_faint}; font-size: 11px; font-weight: bold;")
        self.value = QLabel("—")
        theme.css(self.value, f"color: {C.text}; font-size: 17px; font-weight: bold;")
        col.addWidget(self.caption)
        col.addWidget(self.value)
        self.setFixedWidth(width)

    def set(self, text: str, colour: str = C.text) -> None:
        self.value.setText(text)
        theme.css(self.value, f"color: {colour}; font-size: 17px; font-weight: bold;")


class SeatRow(PaintedFrame):
    clicked = Signal(int)

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.line: SeatLine | None = None
        self.setObjectName(f"seat{seat}")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 4, 12, 4)
        row.setSpacing(10)
        self.num = QLabel(str(seat))
        self.num.setFixedWidth(30)
        self.num.setAlignment(Qt.AlignmentFlag.AlignCenter)
        theme.css(self.num, f"font-size: {theme.Size.HEADLINE}px; font-weight: bold; color: {C.text};")
        row.addWidget(self.num)
        badges = QVBoxLayout()
        badges.setSpacing(2)
        self.button_pill = Pill(size=11)
        self.role_pill = Pill(size=11)
        badges.addWidget(self.button_pill)
        badges.addWidget(self.role_pill)
        badges.addStretch(1)
        bw = QWidget()
        bw.setLayout(badges)
        bw.setFixedWidth(44)
        badges.setContentsMargins(0, 0, 0, 0)
        row.addWidget(bw)
        self.stack = _Figure(self.tr("STACK"), 86)
        self.bet = _Figure(self.tr("THIS ROUND"), 86)
        self.total = _Figure(self.tr("IN THE POT"), 86)
        for f in (self.stack, self.bet, self.total):
            row.addWidget(f)
        mid = QVBoxLayout()
        mid.setSpacing(2)
        self.status = Pill(size=12)
        self.last = QLabel("")
        theme.css(self.last, f"color: {C.text_dim}; font-size: 13px;")
        mid.addWidget(self.status, 0, Qt.AlignmentFlag.AlignLeft)
        mid.addWidget(self.last)
        mid.addStretch(1)
        row.addLayout(mid, 1)
        self.cards = CardRow(48)
        self.cards.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.cards.setFixedWidth(2 * (self.cards.card_width + 6) + 2)
        row.addWidget(self.cards)
        self.setFixedHeight(58)  # four seats and the result panel fit the screen together
        self._restyle()

    def set_line(self, line: SeatLine, money: Callable[..., str], hole_count: int, *, showdown: bool) -> None:
        self.line = line
        v = line.view
        self.button_pill.set_pill(self.tr("BTN") if line.button else "", C.text)
        self.role_pill.set_pill(translate("SeatRow", _ROLES.get(line.role, line.role)) if line.role else "", C.push)
        self.stack.set(money(v.stack), C.text if v.stack else C.held)
        self.bet.set(money(v.round_bet) if v.round_bet else "—", C.text if v.round_bet else C.text_faint)
        self.total.set(money(v.total) if v.total else "—", C.text if v.total else C.text_faint)
        word, colour = _STATUS[line.status]
        word = translate("SeatRow", word)
        if line.payout is not None and line.payout > 0:
            word = tr_args(self.tr("TAKES %1"), money(line.payout))
        self.status.set_pill(word, colour)
        if line.hand is not None:
            text = category_short(line.hand.category)
        elif line.status is SeatStatus.FOLDED:
            text = ""
        else:
            text = _action_text(line.last, money)
        self.last.setText(text)
        if v.hole is not None and not v.folded:
            marked = line.hand.cards if (line.hand is not None and line.status is SeatStatus.WINNER) else ()
            self.cards.set_cards(v.hole, marked=marked)
        elif v.folded:
            self.cards.set_cards(())
        elif showdown:
            self.cards.set_cards((), slots=hole_count)
        else:
            self.cards.set_cards((), backs=min(hole_count, 2))
        self._restyle()

    def _restyle(self) -> None:
        st = self.line.status if self.line is not None else SeatStatus.IN
        if st in (SeatStatus.TO_ACT, SeatStatus.SHOWING):
            border, width, bg = C.accent, 3, C.felt
        elif st is SeatStatus.WINNER:
            border, width, bg = C.pay, 3, C.felt
        elif st is SeatStatus.FOLDED:
            border, width, bg = C.felt_edge, 1, "#0b271d"
        else:
            border, width, bg = C.felt_edge, 1, C.felt
        self.set_look(bg, border, width, 10)
        faint = st is SeatStatus.FOLDED
        colour = C.accent if st in (SeatStatus.TO_ACT, SeatStatus.SHOWING) else (C.text_faint if faint else C.text)
        theme.css(self.num, f"font-size: {theme.Size.HEADLINE}px; font-weight: bold; color: {colour};")

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.seat)
        super().mousePressEvent(event)


def _action_text(rec: ActionRecord | None, money: Callable[..., str]) -> str:
    """The seat's last action in words (context ``SeatRow``, as the row that shows it)."""
    if rec is None:
        return ""
    a = rec.action
    if a.kind is ActionKind.CHECK:
        text = translate("SeatRow", "checked")
    elif a.kind is ActionKind.CALL:
        text = tr_args(translate("SeatRow", "called %1"), money(rec.added))
    elif a.kind is ActionKind.FOLD:
        text = translate("SeatRow", "folded")
    elif a.kind is ActionKind.BET:
        text = tr_args(translate("SeatRow", "bet to %1"), money(a.to or 0))
    else:
        text = tr_args(translate("SeatRow", "raised to %1"), money(a.to or 0))
    if rec.all_in:
        text += " " + translate("SeatRow", "(all-in)")
    return text


class SeatsPanel(QWidget):
    """One row per seat, in seat order."""

    seat_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.col = QVBoxLayout(self)
        self.col.setContentsMargins(0, 0, 0, 0)
        self.col.setSpacing(6)
        self.rows: dict[int, SeatRow] = {}

    def set_lines(self, lines: Sequence[SeatLine], money: Callable[..., str], hole_count: int, *, showdown: bool) -> None:
        seats = [ln.seat for ln in lines]
        if seats != list(self.rows):
            for r in self.rows.values():
                r.setParent(None)
                r.deleteLater()
            self.rows = {}
            while self.col.count():
                self.col.takeAt(0)
            for s in seats:
                r = SeatRow(s)
                r.clicked.connect(self.seat_clicked)
                self.rows[s] = r
                self.col.addWidget(r)
            self.col.addStretch(1)
        for ln in lines:
            self.rows[ln.seat].set_line(ln, money, hole_count, showdown=showdown)
