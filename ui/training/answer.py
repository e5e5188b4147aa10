"""The answer form: what the trainee states for one box.

Each money term the level asks is a row: PAY / TAKE / RETURN and the amount
(keys ``P``, ``T``, ``R`` or ``+``/``-`` in the field choose the word). The
trainee may answer the net instead (``Ctrl+N``). Then the level's other
questions: the insurance maximum, the dealer cards taken out for a bought
game, hand 2, the amount withheld by the cap. ``Enter`` checks the answer.

The form only reads what was typed (amounts in the house currency's major
units, cards as at the table) into the answer-file keys of docs/TRAINING.md;
the grading is the engine's.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from typing import Any

from dealer_app.training import AnswerField, BoxTask
from rules.hands import Category
from ui.kit import theme
from ui.kit.cards import CardRow
from ui.kit.cardtext import ProblemKind, parse_entry
from ui.kit.chrome import KeyCap
from ui.kit.explained import refusal_text
from ui.kit.labels import category_short
from ui.kit.money import MoneyFormat
from ui.kit.panel import PaintedFrame
from ui.kit.qt import (
    QComboBox,
    QEvent,
    QGridLayout,
    QHBoxLayout,
    QKeyEvent,
    QKeySequence,
    QLabel,
    QLineEdit,
    QPushButton,
    QShortcut,
    QSizePolicy,
    Qt,
    QVBoxLayout,
    QWidget,
    Signal,
)
from ui.kit.text import tr_args
from ui.training.words import clear_layout, field_label

__all__ = ["AnswerForm", "Direction", "TermRow"]

C = theme.C


class Direction(enum.StrEnum):
    PAY = "pay"
    TAKE = "take"
    RETURN = "return"

    @property
    def colour(self) -> str:
        return {Direction.PAY: C.pay, Direction.TAKE: C.take, Direction.RETURN: C.push}[self]


_DIRECTION_KEYS = {
    Qt.Key.Key_P: Direction.PAY,
    Qt.Key.Key_Plus: Direction.PAY,
    Qt.Key.Key_T: Direction.TAKE,
    Qt.Key.Key_Minus: Direction.TAKE,
    Qt.Key.Key_R: Direction.RETURN,
    Qt.Key.Key_E: Direction.RETURN,
}


def _toggle_sheet(colour: str) -> str:
    return (
        f"QPushButton {{ background: {C.surface2}; color: {C.text_dim}; border: 1px solid {C.border};"
        f" border-radius: 6px; padding: 4px 10px; font-size: 13px; font-weight: bold; }}"
        f"QPushButton:checked {{ background: {colour}; color: {C.bg}; border-color: {colour}; }}"
        f"QPushButton:hover {{ border-color: {colour}; }}"
    )


class AmountEdit(QLineEdit):
    """An amount in major units; direction keys (P T R + -) are reported, not typed."""

    direction_typed = Signal(object)

    def __init__(self, *, signed: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.signed = signed
        self.setMinimumHeight(36)
        self.setFont(theme.font(theme.Size.BODY + 1, bold=True, mono=True))
        self.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

    swallow_tab = False
    """Set when the focus arrived here because the row before was answered RETURN (R):
    a Tab pressed by habit right after is taken as that move, not as one more."""

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            tab = event.key() == Qt.Key.Key_Tab and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
            if tab and self.swallow_tab:
                self.swallow_tab = False
                event.accept()
                return True
            self.swallow_tab = False
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if self.signed and key in _DIRECTION_KEYS and not (event.modifiers() & Qt.KeyboardModifier.ControlModifier):
            self.direction_typed.emit(_DIRECTION_KEYS[Qt.Key(key)])
            return
        super().keyPressEvent(event)


class _Row(QWidget):
    """A labelled line of the form with a problem label under it."""

    advanced = Signal()
    """The row is answered without typing (RETURN chosen): move on to the next."""

    def __init__(self, field: AnswerField, caption: str, note: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.field = field
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(12)
        self.grid.setVerticalSpacing(2)
        head = QVBoxLayout()
        head.setSpacing(0)
        self.caption = QLabel(caption.upper())
        self.caption.setWordWrap(True)
        theme.css(self.caption, f"color: {C.text}; font-size: 14px; font-weight: bold;")
        self.note = QLabel(note)
        self.note.setWordWrap(True)
        theme.css(self.note, f"color: {C.text_faint}; font-size: 12px;")
        self.note.setVisible(bool(note))
        head.addWidget(self.caption)
        head.addWidget(self.note)
        holder = QWidget()
        holder.setLayout(head)
        holder.setFixedWidth(160)
        self.grid.addWidget(holder, 0, 0)
        self.problem = QLabel("")
        self.problem.setWordWrap(True)
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        theme.css(self.problem, f"color: {C.error}; font-size: 13px; font-weight: bold;")
        self.problem.setVisible(False)
        self.grid.addWidget(self.problem, 1, 1, 1, 3)

    def set_problem(self, text: str) -> None:
        self.problem.setText(("⚠ " + text) if text else "")
        self.problem.setVisible(bool(text))
        edit = self.focus_widget()
        if isinstance(edit, QLineEdit):
            edit.setProperty("invalid", "true" if text else "false")
            theme.repolish(edit)

    def focus_widget(self) -> QWidget:
        raise NotImplementedError

    def read(self, money: MoneyFormat) -> tuple[object, str]:
        """(value, problem): the value for the answer, or why it cannot be read."""
        raise NotImplementedError


class TermRow(_Row):
    """A signed money figure: PAY / TAKE / RETURN and the amount."""

    def __init__(self, field: AnswerField, stake_note: str, *, net: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(field, field_label(field), stake_note, parent)
        self.net = net
        self.direction: Direction | None = None
        buttons = QHBoxLayout()
        buttons.setSpacing(4)
        self.buttons: dict[Direction, QPushButton] = {}
        words = {Direction.PAY: self.tr("PAY"), Direction.TAKE: self.tr("TAKE"),
                 Direction.RETURN: self.tr("EVEN") if net else self.tr("RETURN")}
        for d in Direction:
            b = QPushButton(words[d])
            b.setCheckable(True)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.setStyleSheet(_toggle_sheet(d.colour))
            b.setMinimumWidth(72)
            b.setMinimumHeight(34)
            b.clicked.connect(lambda _=False, d=d: self.set_direction(d, focus=True))
            buttons.addWidget(b)
            self.buttons[d] = b
        self.grid.addLayout(buttons, 0, 1)
        self.edit = AmountEdit(signed=True)
        self.edit.setFixedWidth(130)
        self.edit.direction_typed.connect(lambda d: self.set_direction(d, focus=True))
        self.edit.textEdited.connect(lambda _: self.set_problem(""))
        self.grid.addWidget(self.edit, 0, 2)
        self.grid.setColumnStretch(3, 1)
        self._refresh()

    def focus_widget(self) -> QWidget:
        return self.edit

    def set_direction(self, d: Direction, *, focus: bool = False) -> None:
        self.direction = d
        self.set_problem("")
        self._refresh()
        if focus:
            if d is Direction.RETURN:
                self.advanced.emit()
            else:
                self.edit.setFocus()

    def _refresh(self) -> None:
        for d, b in self.buttons.items():
            b.setChecked(d is self.direction)
        returned = self.direction is Direction.RETURN
        if returned:
            self.edit.clear()
        self.edit.setEnabled(not returned)
        self.edit.setPlaceholderText(
            (self.tr("nothing moves") if self.net else self.tr("returned")) if returned
            else self.tr("amount"))

    def read(self, money: MoneyFormat) -> tuple[object, str]:
        d = self.direction
        if d is Direction.RETURN:
            return 0, ""
        text = self.edit.text().strip()
        if d is None:
            if text and text.strip("0.,") == "":
                return 0, ""
            return None, tr_args(self.tr("choose PAY, TAKE or %1 (keys P, T, R)"),
                                 self.tr("EVEN") if self.net else self.tr("RETURN"))
        if not text:
            return None, tr_args(self.tr("enter the amount to %1"), self.buttons[d].text())
        try:
            amount = money.major_to_minor(text)
        except ValueError as exc:
            return None, refusal_text(exc)
        return (amount if d is Direction.PAY else -amount), ""

    def fill(self, value: int, money: MoneyFormat) -> None:
        """Set the row to ``value`` (tests, the screenshot tool)."""
        if value == 0:
            self.set_direction(Direction.RETURN)
            return
        self.set_direction(Direction.PAY if value > 0 else Direction.TAKE)
        self.edit.setText(money.minor_to_major_text(abs(value)))


class AmountRow(_Row):
    """An amount that is not signed (insurance maximum, capped)."""

    def __init__(self, field: AnswerField, note: str, placeholder: str, parent: QWidget | None = None) -> None:
        super().__init__(field, field_label(field), note, parent)
        self.edit = AmountEdit(signed=False)
        self.edit.setFixedWidth(150)
        self.edit.setPlaceholderText(placeholder)
        self.edit.textEdited.connect(lambda _: self.set_problem(""))
        self.grid.addWidget(self.edit, 0, 1)
        self.grid.setColumnStretch(3, 1)

    def focus_widget(self) -> QWidget:
        return self.edit

    def read(self, money: MoneyFormat) -> tuple[object, str]:
        text = self.edit.text().strip()
        if not text:
            return None, self.tr("enter the amount (0 when none)")
        try:
            return money.major_to_minor(text), ""
        except ValueError as exc:
            return None, refusal_text(exc)


class CardsRow(_Row):
    """The dealer cards taken out for a bought game, typed as at the table."""

    def __init__(self, field: AnswerField, note: str, parent: QWidget | None = None) -> None:
        super().__init__(field, field_label(field), note, parent)
        self.edit = AmountEdit(signed=False)
        self.edit.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.edit.setFixedWidth(150)
        self.edit.setPlaceholderText(self.tr("qs  ( - none)"))
        self.edit.textEdited.connect(self.on_edit_text_edited)
        self.preview = CardRow(40)
        self.preview.setFixedWidth(3 * (self.preview.card_width + 6))
        self.preview.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.grid.addWidget(self.edit, 0, 1)
        self.grid.addWidget(self.preview, 0, 2)
        self.grid.setColumnStretch(3, 1)

    def focus_widget(self) -> QWidget:
        return self.edit

    def on_edit_text_edited(self, text: str) -> None:
        self.set_problem("")
        self.preview.set_cards(parse_entry(text).cards)

    def read(self, money: MoneyFormat) -> tuple[object, str]:
        if self.edit.text().strip().lower() in ("-", "—", "none"):
            return [], ""
        parsed = parse_entry(self.edit.text(), final=True)
        for p in parsed.problems:
            if p.kind is ProblemKind.NOT_A_CARD:
                return None, tr_args(self.tr("%1 is not a card"), repr(p.text))
            return None, tr_args(self.tr("%1 is typed twice"), p.text)
        if not parsed.cards:
            return None, self.tr("type the card (or cards, after a redraw) the dealer took out, or - for none")
        return [str(c) for c in parsed.cards], ""


_NO_CHOICE = "__choose__"


class Hand2Row(_Row):
    """Hand 2's category, or none."""

    def __init__(self, field: AnswerField, note: str, parent: QWidget | None = None) -> None:
        super().__init__(field, field_label(field), note, parent)
        self.combo = QComboBox()
        self.combo.setMinimumHeight(40)
        self.combo.setMinimumWidth(240)
        self.combo.addItem(self.tr("— choose —"), _NO_CHOICE)
        self.combo.addItem(self.tr("none"), None)
        for cat in Category:
            if cat is not Category.HIGH_CARD:
                self.combo.addItem(category_short(cat), cat.key)
        self.combo.currentIndexChanged.connect(lambda _: self.set_problem(""))
        self.grid.addWidget(self.combo, 0, 1)
        self.grid.setColumnStretch(3, 1)

    def focus_widget(self) -> QWidget:
        return self.combo

    def read(self, money: MoneyFormat) -> tuple[object, str]:
        data = self.combo.currentData()
        if data == _NO_CHOICE:
            return None, self.tr("choose hand 2's category, or none")
        return data, ""

    def choose(self, key: str | None) -> None:
        i = self.combo.findData(key)
        if i < 0:
            raise KeyError(key)
        self.combo.setCurrentIndex(i)


class AnswerForm(PaintedFrame):
    """The questions for one box; ``submitted`` when the trainee presses Enter or Check."""

    submitted = Signal()
    net_mode_changed = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.set_look(C.surface, C.border, 1, 12)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.task: BoxTask | None = None
        self.money = MoneyFormat(compact=False)
        self.net_mode = False
        self.rows: dict[AnswerField, _Row] = {}
        outer = QVBoxLayout(self)
        outer.setContentsMargins(18, 10, 18, 10)
        outer.setSpacing(6)
        head = QHBoxLayout()
        head.setSpacing(12)
        self.title = QLabel("")
        theme.css(self.title, f"font-size: {theme.Size.TITLE}px; font-weight: bold;")
        self.subtitle = QLabel("")
        theme.css(self.subtitle, f"color: {C.text_dim}; font-size: 14px;")
        head.addWidget(self.title)
        head.addWidget(self.subtitle, 1, Qt.AlignmentFlag.AlignBottom)
        self.by_terms = QPushButton(self.tr("Per term"))
        self.by_net = QPushButton(self.tr("Net only"))
        for b in (self.by_terms, self.by_net):
            b.setCheckable(True)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.setStyleSheet(_toggle_sheet(C.accent))
            head.addWidget(b)
        self.by_terms.clicked.connect(lambda: self.set_net_mode(False))
        self.by_net.clicked.connect(lambda: self.set_net_mode(True))
        head.addWidget(KeyCap("Ctrl+N", size=13))
        head.addSpacing(8)
        self.check = QPushButton(self.tr("Check  ⏎"))
        self.check.setProperty("kind", "primary")
        self.check.setMinimumHeight(40)
        self.check.setMinimumWidth(140)
        self.check.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.check.clicked.connect(self.submitted)
        head.addWidget(self.check)
        outer.addLayout(head)
        columns = QHBoxLayout()
        columns.setSpacing(28)
        self.money_col = QVBoxLayout()
        self.money_col.setSpacing(4)
        self.questions_col = QVBoxLayout()
        self.questions_col.setSpacing(4)
        money_box = QVBoxLayout()
        money_box.setSpacing(4)
        self.money_caption = QLabel(self.tr("THE MONEY"))
        theme.css(self.money_caption, f"color: {C.text_faint}; font-size: 11px; font-weight: bold;")
        money_box.addWidget(self.money_caption)
        money_box.addLayout(self.money_col)
        money_box.addStretch(1)
        q_box = QVBoxLayout()
        q_box.setSpacing(4)
        self.questions_caption = QLabel(self.tr("AND AT THIS LEVEL"))
        theme.css(self.questions_caption, f"color: {C.text_faint}; font-size: 11px; font-weight: bold;")
        q_box.addWidget(self.questions_caption)
        q_box.addLayout(self.questions_col)
        self.no_questions = QLabel("")
        self.no_questions.setWordWrap(True)
        theme.css(self.no_questions, f"color: {C.text_faint}; font-size: 13px;")
        q_box.addWidget(self.no_questions)
        q_box.addStretch(1)
        columns.addLayout(money_box, 1)
        columns.addLayout(q_box, 1)
        outer.addLayout(columns, 1)
        self.problem = QLabel("")
        self.problem.setWordWrap(True)
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        theme.css(self.problem, f"color: {C.error}; font-size: 14px; font-weight: bold;")
        self.problem.setVisible(False)
        outer.addWidget(self.problem)
        self._net_shortcut = QShortcut(QKeySequence("Ctrl+N"), self)
        self._net_shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self._net_shortcut.activated.connect(lambda: self.set_net_mode(not self.net_mode))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Enter in any field (line edits and combo boxes pass it on to their parent) checks the answer
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.submitted.emit()
            return
        super().keyPressEvent(event)

    # -- building ------------------------------------------------------------

    def set_task(self, task: BoxTask, money: MoneyFormat, *, net_mode: bool | None = None) -> None:
        self.task = task
        self.money = money
        for col in (self.money_col, self.questions_col):
            clear_layout(col)
        self.rows = {}
        v = task.view
        self.title.setText(tr_args(self.tr("Box %1 · settle it"), str(task.box)))
        stakes = [tr_args(self.tr("Ante %1"), money(int(v["ante"])))]
        if v.get("bet"):
            stakes.append(tr_args(self.tr("Bet %1"), money(int(v["bet"]))))
        if v.get("bonus"):
            stakes.append(tr_args(self.tr("bonus %1"), money(int(v["bonus"]))))
        if v.get("insurance"):
            stakes.append(tr_args(self.tr("insurance %1"), money(int(v["insurance"]))))
        self.subtitle.setText(tr_args(self.tr("round %1 · %2"), str(task.round), " · ".join(stakes)))
        notes = {
            AnswerField.ANTE: tr_args(self.tr("stake %1"), money(int(v["ante"]))),
            AnswerField.BET: tr_args(self.tr("stake %1"), money(int(v["bet"]))) if v.get("bet") else self.tr("no Bet"),
            AnswerField.BONUS: tr_args(self.tr("stake %1"), money(int(v.get("bonus") or 0))),
            AnswerField.INSURANCE: tr_args(self.tr("stake %1"), money(int(v.get("insurance") or 0))),
            AnswerField.FEES: self.tr("exchange, 6th card, buying"),
        }
        for f in task.terms:
            self._add(TermRow(f, notes.get(f, "")))
        self._add(TermRow(AnswerField.NET, self.tr("sum of the terms, after the cap"), net=True))
        for q in task.questions:
            if q is AnswerField.INSURANCE_MAX:
                self._add(AmountRow(q, self.tr("RULES.md §7"), self.tr("amount")))
            elif q is AnswerField.CAPPED:
                self._add(AmountRow(q, self.tr("0 when the cap does not bite"), self.tr("0 if none")))
            elif q is AnswerField.REPLACED:
                self._add(CardsRow(q, self.tr("in order; two after a redraw")))
            elif q is AnswerField.HAND2:
                self._add(Hand2Row(q, self.tr("named even when not paid")))
        self.no_questions.setText("" if task.questions else self.tr(
            "Nothing more for this box: the money only. Each term from the player's side: PAY what the house pays, "
            "TAKE what it takes, RETURN a stake that goes back."))
        self.problem.setText("")
        self.problem.setVisible(False)
        self.set_net_mode(self.net_mode if net_mode is None else net_mode, focus=False)
        self.focus_first()

    def _add(self, row: _Row) -> None:
        row.advanced.connect(lambda r=row: self.focus_after(r))
        self.rows[row.field] = row
        (self.money_col if isinstance(row, TermRow) else self.questions_col).addWidget(row)

    def focus_after(self, row: _Row) -> None:
        """Focus the next visible, enabled field after ``row`` (else the form: Enter checks)."""
        rows = [r for r in self.rows.values() if r.isVisibleTo(self)]
        after = rows[rows.index(row) + 1:] if row in rows else []
        for r in after:
            w = r.focus_widget()
            if w.isEnabled():
                w.setFocus(Qt.FocusReason.TabFocusReason)
                if isinstance(w, AmountEdit):
                    w.swallow_tab = True
                return
        self.setFocus(Qt.FocusReason.OtherFocusReason)

    def set_net_mode(self, net: bool, *, focus: bool = True) -> None:
        changed = net != self.net_mode
        self.net_mode = net
        self.by_terms.setChecked(not net)
        self.by_net.setChecked(net)
        for _f, row in self.rows.items():
            if isinstance(row, TermRow):
                row.setVisible(row.net == net)
                row.set_problem("")
        if focus:
            self.focus_first()
        if changed:
            self.net_mode_changed.emit(net)

    def focus_first(self) -> None:
        for row in self.rows.values():
            if row.isVisibleTo(self) and row.focus_widget().isEnabled():
                row.focus_widget().setFocus(Qt.FocusReason.OtherFocusReason)
                return
        self.setFocus(Qt.FocusReason.OtherFocusReason)

    def row(self, field: AnswerField) -> _Row:
        return self.rows[field]

    # -- reading -------------------------------------------------------------

    def values(self) -> tuple[dict[str, Any], dict[AnswerField, str]]:
        """(the answer's keys, problems per field). Only visible rows are read."""
        out: dict[str, Any] = {}
        problems: dict[AnswerField, str] = {}
        for f, row in self.rows.items():
            if not row.isVisibleTo(self):
                continue
            value, problem = row.read(self.money)
            if problem:
                problems[f] = problem
            else:
                out[f.value] = value
        return out, problems

    def show_problems(self, problems: Mapping[AnswerField, str], general: str = "") -> None:
        first: QWidget | None = None
        for f, row in self.rows.items():
            text = problems.get(f, "")
            row.set_problem(text)
            if text and first is None:
                first = row.focus_widget()
        self.problem.setText(("⚠ " + general) if general else "")
        self.problem.setVisible(bool(general))
        if first is not None:
            first.setFocus()
