"""The entry panel: one field at a time (cards, an amount or a count), the
engine's reason next to it as it is typed, the evaluated hand, and the
52-card picker beside it."""

from __future__ import annotations

from collections.abc import Sequence

from rules.cards import Card
from ui.kit import theme
from ui.kit.cards import CardPicker, CardRow
from ui.kit.chrome import KeyCap
from ui.kit.panel import PaintedFrame
from ui.kit.qt import QHBoxLayout, QKeyEvent, QLabel, QLineEdit, QSizePolicy, Qt, QVBoxLayout, QWidget, Signal
from ui.table.viewmodel import EntrySpec, FieldKind

__all__ = ["EntryField", "EntryPanel", "EntrySpec", "FieldKind"]

C = theme.C


class EntryField(QLineEdit):
    """A line edit that reports Enter and Esc instead of acting on them."""

    submitted = Signal()
    cancelled = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.submitted.emit()
            return
        if event.key() == Qt.Key.Key_Escape:
            self.cancelled.emit()
            return
        super().keyPressEvent(event)


class EntryPanel(PaintedFrame):
    submitted = Signal()
    cancelled = Signal()
    text_edited = Signal(str)
    card_picked = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("EntryPanel")
        self.set_look(C.surface, C.border, 1, 12)
        self.spec: EntrySpec | None = None
        row = QHBoxLayout(self)
        row.setContentsMargins(18, 14, 18, 14)
        row.setSpacing(20)

        left = QVBoxLayout()
        left.setSpacing(8)
        self.title = QLabel("")
        theme.css(self.title, f"font-size: {theme.Size.TITLE - 2}px; font-weight: bold;")
        self.hint = QLabel("")
        self.hint.setWordWrap(True)
        theme.css(self.hint, f"color: {C.text_dim}; font-size: 14px;")
        self.field = EntryField()
        self.field.setMinimumHeight(48)
        theme.css(self.field, "")
        self.field.setFont(theme.font(theme.Size.TITLE, bold=True, mono=True))
        self.field.textEdited.connect(self.on_field_text_edited)
        self.field.submitted.connect(self.submitted)
        self.field.cancelled.connect(self.cancelled)
        self.problem = QLabel("")
        self.problem.setWordWrap(True)
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        theme.css(self.problem, f"color: {C.error}; font-size: {theme.Size.LARGE}px; font-weight: bold;")
        preview_row = QHBoxLayout()
        preview_row.setSpacing(14)
        self.preview_cards = CardRow(50)
        self.preview_cards.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.preview_cards.setFixedWidth(6 * (self.preview_cards.card_width + 6))
        self.preview = QLabel("")
        self.preview.setWordWrap(True)
        theme.css(self.preview, f"color: {C.text}; font-size: {theme.Size.LARGE}px; font-weight: bold;")
        preview_row.addWidget(self.preview_cards)
        # what is wrong stands beside the cards read so far (a line of its own would push the
        # boxes above out of their room at 1280×800)
        words = QVBoxLayout()
        words.setSpacing(2)
        words.addWidget(self.problem)
        words.addWidget(self.preview)
        words.addStretch(1)
        preview_row.addLayout(words, 1)
        keys = QHBoxLayout()
        keys.setSpacing(6)
        keys.addWidget(KeyCap("Enter"))
        ok = QLabel(self.tr("confirm"))
        ok.setProperty("role", "dim")
        keys.addWidget(ok)
        keys.addSpacing(10)
        keys.addWidget(KeyCap("Esc"))
        back = QLabel(self.tr("back"))
        back.setProperty("role", "dim")
        keys.addWidget(back)
        self.keys_row = QWidget()
        self.keys_row.setLayout(keys)
        head = QHBoxLayout()
        head.setSpacing(12)
        head.addWidget(self.title)
        head.addStretch(1)
        head.addWidget(self.keys_row)
        self.idle = QLabel("")
        self.idle.setWordWrap(True)
        self.idle.setTextFormat(Qt.TextFormat.RichText)
        theme.css(self.idle, f"color: {C.text_dim}; font-size: {theme.Size.LARGE}px;")
        left.addLayout(head)
        left.addWidget(self.hint)
        left.addWidget(self.field)
        left.addLayout(preview_row)
        left.addWidget(self.idle)
        left.addStretch(1)
        row.addLayout(left, 1)

        right = QVBoxLayout()
        right.setSpacing(6)
        self.picker_caption = QLabel(self.tr("CLICK A CARD, OR TYPE  as kd 10h …"))
        theme.css(self.picker_caption, f"color: {C.text_faint}; font-size: 11px; font-weight: bold;")
        self.picker = CardPicker()
        self.picker.card_picked.connect(self.on_picker_card_picked)
        right.addWidget(self.picker_caption)
        right.addWidget(self.picker)
        right.addStretch(1)
        row.addLayout(right)
        self.close_entry()

    # -- opening and closing ---------------------------------------------------

    def open_entry(self, spec: EntrySpec) -> None:
        self.spec = spec
        self.title.setText(spec.title)
        self.hint.setText(spec.hint)
        self.hint.setVisible(bool(spec.hint))
        self.field.setText(spec.initial)
        if spec.field is FieldKind.CARDS:
            placeholder = self.tr("e.g.  kd") if spec.card_count == 1 else self.tr("e.g.  as kd 7h 7d 2c")
        elif spec.field is FieldKind.AMOUNT:
            placeholder = self.tr("amount")
        else:
            placeholder = self.tr("number of cards")
        self.field.setPlaceholderText(placeholder)
        for w in (self.title, self.field, self.keys_row):
            w.setVisible(True)
        self.idle.setVisible(False)
        cards = spec.field in (FieldKind.CARDS, FieldKind.EXCHANGE)
        self.picker.set_active(cards)
        self.picker_caption.setVisible(cards)
        self.set_problem("")
        self.set_preview("", ())
        self.field.setFocus(Qt.FocusReason.OtherFocusReason)
        self.field.selectAll()

    def close_entry(self, idle_text: str = "") -> None:
        self.spec = None
        self.field.clear()
        for w in (self.title, self.hint, self.field, self.keys_row, self.problem, self.preview, self.preview_cards):
            w.setVisible(False)
        self.idle.setText(idle_text)
        self.idle.setVisible(True)
        self.picker.set_active(False)
        self.picker.set_selected(())
        self.picker_caption.setVisible(True)

    @property
    def is_open(self) -> bool:
        return self.spec is not None

    # -- feedback ----------------------------------------------------------------

    def set_problem(self, text: str) -> None:
        self.problem.setText(("⚠ " + text) if text else "")
        self.problem.setVisible(bool(text))
        self.field.setProperty("invalid", "true" if text else "false")
        self.field.style().unpolish(self.field)
        self.field.style().polish(self.field)

    def set_preview(self, text: str, cards: Sequence[Card], *, slots: int = 0, marked: Sequence[Card] = (), errors: Sequence[Card] = ()) -> None:
        self.preview.setText(text)
        self.preview.setVisible(bool(text) and self.is_open)
        show_cards = bool(cards or slots) and self.spec is not None and self.spec.field in (FieldKind.CARDS, FieldKind.EXCHANGE)
        self.preview_cards.set_cards(cards, slots=slots, marked=marked, errors=errors)
        self.preview_cards.setVisible(show_cards)
        self.picker.set_selected(cards)

    # -- slots -------------------------------------------------------------------

    def on_field_text_edited(self, text: str) -> None:
        self.text_edited.emit(text)

    def on_picker_card_picked(self, card: Card) -> None:
        if self.spec is None or self.spec.field not in (FieldKind.CARDS, FieldKind.EXCHANGE):
            return
        text = self.field.text().rstrip()
        self.field.setText((text + " " if text else "") + str(card))
        self.field.setFocus()
        self.text_edited.emit(self.field.text())
        self.card_picked.emit(card)
