"""Inline forms the console signs with a PIN: a floor ruling, a meter adjustment.

Each checks what was typed (a clear line next to the field, never a guess)
and then emits what to record; the page asks for the PIN through the dialog
service and runs the service call on the worker.
"""

from __future__ import annotations

from collections.abc import Sequence

from ui.console.widgets import C, KeyedButton, caption, problem_label, set_problem
from ui.kit import theme
from ui.kit.explained import refusal_text
from ui.kit.panel import PaintedFrame
from ui.kit.qt import QComboBox, QGridLayout, QHBoxLayout, QLabel, QLineEdit, QVBoxLayout, QWidget, Signal
from ui.kit.text import tr_args

__all__ = ["AmountDirection", "MeterForm", "RulingForm"]


class AmountDirection:
    PAID = "paid"
    LOSES = "loses"
    PUSH = "push"


def _edit(placeholder: str) -> QLineEdit:
    e = QLineEdit()
    e.setPlaceholderText(placeholder)
    e.setMinimumHeight(40)
    return e


def _grid() -> QGridLayout:
    grid = QGridLayout()
    grid.setHorizontalSpacing(12)
    grid.setVerticalSpacing(4)
    return grid


def _set_invalid(edit: QWidget, bad: bool) -> None:
    if edit.property("invalid") != ("true" if bad else "false"):
        edit.setProperty("invalid", "true" if bad else "false")
        theme.repolish(edit)


class _SignedForm(PaintedFrame):
    """What the forms signed with a PIN share: an amount and a mandatory reason, each
    checked with one clear line, then what to record emitted for the page to sign.
    The texts come translated from each form."""

    money: object
    amount: QLineEdit
    reason: QLineEdit
    problem: QLabel

    def _start(self, money: object, fill: str, edge: str, width: int, side: int, top: int) -> QVBoxLayout:
        """The form's frame and its column of rows."""
        self.money = money
        self.set_look(fill, edge, width, 10)
        col = QVBoxLayout(self)
        col.setContentsMargins(side, top, side, top)
        col.setSpacing(8)
        return col

    def _fresh_check(self) -> None:
        _set_invalid(self.amount, False)
        _set_invalid(self.reason, False)

    def _checked_amount(self, amount_line: str, enter: str, zero: str) -> int:
        """The amount typed, in minor units, never zero; raises ValueError with the line to show."""
        try:
            amount = int(self.money.major_to_minor(self.amount.text()))  # type: ignore[attr-defined]
        except ValueError as exc:
            _set_invalid(self.amount, True)
            raise ValueError(tr_args(amount_line, refusal_text(exc) if str(exc) != "empty" else enter)) from None
        if amount == 0:
            _set_invalid(self.amount, True)
            raise ValueError(zero)
        return amount

    def _checked_reason(self, missing: str) -> str:
        reason = self.reason.text().strip()
        if not reason:
            _set_invalid(self.reason, True)
            raise ValueError(missing)
        return reason

    def _values(self) -> tuple[int | str, ...]:
        raise NotImplementedError

    def _emit(self, values: tuple[int | str, ...]) -> None:
        raise NotImplementedError

    def on_sign_clicked(self) -> None:
        try:
            values = self._values()
        except ValueError as exc:
            set_problem(self.problem, str(exc))
            return
        set_problem(self.problem, "")
        self._emit(values)


class RulingForm(_SignedForm):
    """RULES.md §13: the amount that changes hands for one box, and a mandatory reason."""

    submitted = Signal(int, int, str)
    """(box, net from the player's side in minor units, reason)."""
    cancelled = Signal()

    def __init__(self, money: object, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        col = self._start(money, C.surface2, C.held, 2, 16, 12)
        head = QLabel(self.tr("Floor ruling: the amount that changes hands replaces the computed figure"))
        head.setWordWrap(True)
        theme.css(head, f"color: {C.held}; font-size: {theme.Size.BODY}px; font-weight: bold;")
        col.addWidget(head)
        grid = _grid()
        self.box = QComboBox()
        self.box.setMinimumHeight(40)
        self.direction = QComboBox()
        self.direction.setMinimumHeight(40)
        self.direction.addItem(self.tr("the player is paid"), AmountDirection.PAID)
        self.direction.addItem(self.tr("the player loses"), AmountDirection.LOSES)
        self.direction.addItem(self.tr("nothing changes hands"), AmountDirection.PUSH)
        self.amount = _edit(self.tr("amount"))
        self.reason = _edit(self.tr("required: why the floor decides this"))
        self.amount.setMaximumWidth(140)
        for c, (label, w) in enumerate(((self.tr("Box"), self.box), (self.tr("Decision"), self.direction),
                                        (self.tr("Amount"), self.amount), (self.tr("Reason"), self.reason))):
            grid.addWidget(caption(label), 0, c)
            grid.addWidget(w, 1, c)
        grid.setColumnStretch(3, 1)
        col.addLayout(grid)
        self.problem = problem_label()
        col.addWidget(self.problem)
        row = QHBoxLayout()
        self.computed = QLabel("")
        self.computed.setWordWrap(True)
        theme.css(self.computed, f"color: {C.text_dim}; font-size: {theme.Size.SMALL}px;")
        self.cancel = KeyedButton(self.tr("Cancel"), "Esc")
        self.cancel.clicked.connect(self.on_cancel_clicked)
        self.sign = KeyedButton(self.tr("Sign the ruling…"), "Ctrl+Enter", kind="primary")
        self.sign.clicked.connect(self.on_sign_clicked)
        row.addWidget(self.computed, 1)
        row.addWidget(self.cancel)
        row.addWidget(self.sign)
        col.addLayout(row)
        self._computed: dict[int, int] = {}
        self.box.currentIndexChanged.connect(self.on_box_current_index_changed)
        self.direction.currentIndexChanged.connect(self.on_direction_current_index_changed)

    def start(self, boxes: Sequence[tuple[int, int]], money: object, box: int | None = None) -> None:
        """``boxes``: (box, computed net) of the round."""
        self.money = money
        self._computed = dict(boxes)
        self.box.blockSignals(True)
        self.box.clear()
        for n, _ in boxes:
            self.box.addItem(tr_args(self.tr("Box %1"), str(n)), n)
        self.box.blockSignals(False)
        if box is not None and box in self._computed:
            self.box.setCurrentIndex(list(self._computed).index(box))
        self.amount.clear()
        self.reason.clear()
        set_problem(self.problem, "")
        _set_invalid(self.amount, False)
        _set_invalid(self.reason, False)
        self.on_box_current_index_changed(self.box.currentIndex())
        self.setVisible(True)
        self.amount.setFocus()

    def on_box_current_index_changed(self, _index: int) -> None:
        n = self.box.currentData()
        if n is None:
            self.computed.setText("")
            return
        self.computed.setText(tr_args(self.tr("Computed for box %1: %2 (kept beside the ruling)"),
                                      str(n), self.money(self._computed.get(int(n), 0), signed=True)))  # type: ignore[operator]

    def on_direction_current_index_changed(self, _index: int) -> None:
        push = self.direction.currentData() == AmountDirection.PUSH
        self.amount.setEnabled(not push)
        if push:
            self.amount.clear()

    def value(self) -> tuple[int, int, str]:
        """(box, net, reason); raises ValueError with the line to show."""
        n = self.box.currentData()
        if n is None:
            raise ValueError(self.tr("This round has no box to rule on."))
        direction = self.direction.currentData()
        net = 0
        self._fresh_check()
        if direction != AmountDirection.PUSH:
            amount = self._checked_amount(self.tr("Amount: %1"), self.tr("enter the amount"),
                                          self.tr("Amount: zero is \"nothing changes hands\"; choose that instead"))
            net = amount if direction == AmountDirection.PAID else -amount
        reason = self._checked_reason(self.tr("Reason: a floor ruling needs a reason"))
        return int(n), net, reason

    def _values(self) -> tuple[int | str, ...]:
        return self.value()

    def _emit(self, values: tuple[int | str, ...]) -> None:
        self.submitted.emit(*values)

    def on_cancel_clicked(self) -> None:
        self.setVisible(False)
        self.cancelled.emit()

    def show_problem(self, text: str) -> None:
        set_problem(self.problem, text)


class MeterForm(_SignedForm):
    """A signed adjustment of the jackpot meter: up or down, an amount, a mandatory reason."""

    submitted = Signal(int, str)
    """(delta in minor units, reason)."""

    def __init__(self, money: object, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        col = self._start(money, C.surface, C.border, 1, 18, 14)
        head = QLabel(self.tr("Adjust the meter"))
        theme.css(head, f"font-size: {theme.Size.LARGE}px; font-weight: bold;")
        col.addWidget(head)
        note = QLabel(self.tr("The meter moves by itself only with the shares paid and the contributions of settled "
                              "rounds. Any other change is a signed adjustment with its reason, kept in the log."))
        note.setWordWrap(True)
        theme.css(note, f"color: {C.text_dim}; font-size: {theme.Size.SMALL}px;")
        col.addWidget(note)
        grid = _grid()
        self.direction = QComboBox()
        self.direction.setMinimumHeight(40)
        self.direction.addItem(self.tr("add to the meter"), 1)
        self.direction.addItem(self.tr("take from the meter"), -1)
        self.amount = _edit(self.tr("amount"))
        self.reason = _edit(self.tr("required: why"))
        grid.addWidget(caption(self.tr("Direction")), 0, 0)
        grid.addWidget(self.direction, 1, 0)
        grid.addWidget(caption(self.tr("Amount")), 0, 1)
        grid.addWidget(self.amount, 1, 1)
        grid.addWidget(caption(self.tr("Reason")), 2, 0, 1, 2)
        grid.addWidget(self.reason, 3, 0, 1, 2)
        grid.setColumnStretch(1, 1)
        col.addLayout(grid)
        self.problem = problem_label()
        col.addWidget(self.problem)
        row = QHBoxLayout()
        row.addStretch(1)
        self.sign = KeyedButton(self.tr("Sign the adjustment…"), "Ctrl+Enter", kind="primary")
        self.sign.clicked.connect(self.on_sign_clicked)
        row.addWidget(self.sign)
        col.addLayout(row)

    def value(self) -> tuple[int, str]:
        self._fresh_check()
        amount = self._checked_amount(self.tr("Amount: %1"), self.tr("enter the amount"),
                                      self.tr("Amount: must not be zero"))
        reason = self._checked_reason(self.tr("Reason: a meter adjustment needs a reason"))
        return amount * int(self.direction.currentData()), reason

    def _values(self) -> tuple[int | str, ...]:
        return self.value()

    def _emit(self, values: tuple[int | str, ...]) -> None:
        self.submitted.emit(*values)

    def clear(self) -> None:
        self.amount.clear()
        self.reason.clear()
        set_problem(self.problem, "")
