"""Inline forms the console signs with a PIN: a floor ruling, a meter adjustment.

Each checks what was typed (a clear line next to the field, never a guess)
and then emits what to record; the page asks for the PIN through the dialog
service and runs the service call on the worker.
"""

from __future__ import annotations

from collections.abc import Sequence

from ui.console.widgets import C, KeyedButton, caption, problem_label, set_problem
from ui.kit import theme
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


def _set_invalid(edit: QWidget, bad: bool) -> None:
    if edit.property("invalid") != ("true" if bad else "false"):
        edit.setProperty("invalid", "true" if bad else "false")
        theme.repolish(edit)


class RulingForm(PaintedFrame):
    """RULES.md §13: the amount that changes hands for one box, and a mandatory reason."""

    submitted = Signal(int, int, str)
    """(box, net from the player's side in minor units, reason)."""
    cancelled = Signal()

    def __init__(self, money: object, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.money = money
        self.set_look(C.surface2, C.held, 2, 10)
        col = QVBoxLayout(self)
        col.setContentsMargins(16, 12, 16, 12)
        col.setSpacing(8)
        head = QLabel(self.tr("Floor ruling: the amount that changes hands replaces the computed figure"))
        head.setWordWrap(True)
        theme.css(head, f"color: {C.held}; font-size: {theme.Size.BODY}px; font-weight: bold;")
        col.addWidget(head)
        grid = QGridLayout()
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(4)
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
        _set_invalid(self.amount, False)
        _set_invalid(self.reason, False)
        if direction != AmountDirection.PUSH:
            try:
                amount = self.money.major_to_minor(self.amount.text())  # type: ignore[attr-defined]
            except ValueError as exc:
                _set_invalid(self.amount, True)
                raise ValueError(tr_args(self.tr("Amount: %1"),
                                         str(exc) if str(exc) != "empty" else self.tr("enter the amount"))) from None
            if amount == 0:
                _set_invalid(self.amount, True)
                raise ValueError(self.tr("Amount: zero is \"nothing changes hands\"; choose that instead"))
            net = amount if direction == AmountDirection.PAID else -amount
        reason = self.reason.text().strip()
        if not reason:
            _set_invalid(self.reason, True)
            raise ValueError(self.tr("Reason: a floor ruling needs a reason"))
        return int(n), net, reason

    def on_sign_clicked(self) -> None:
        try:
            box, net, reason = self.value()
        except ValueError as exc:
            set_problem(self.problem, str(exc))
            return
        set_problem(self.problem, "")
        self.submitted.emit(box, net, reason)

    def on_cancel_clicked(self) -> None:
        self.setVisible(False)
        self.cancelled.emit()

    def show_problem(self, text: str) -> None:
        set_problem(self.problem, text)


class MeterForm(PaintedFrame):
    """A signed adjustment of the jackpot meter: up or down, an amount, a mandatory reason."""

    submitted = Signal(int, str)
    """(delta in minor units, reason)."""

    def __init__(self, money: object, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.money = money
        self.set_look(C.surface, C.border, 1, 10)
        col = QVBoxLayout(self)
        col.setContentsMargins(18, 14, 18, 14)
        col.setSpacing(8)
        head = QLabel(self.tr("Adjust the meter"))
        theme.css(head, f"font-size: {theme.Size.LARGE}px; font-weight: bold;")
        col.addWidget(head)
        note = QLabel(self.tr("The meter moves by itself only with the shares paid and the contributions of settled "
                              "rounds. Any other change is a signed adjustment with its reason, kept in the log."))
        note.setWordWrap(True)
        theme.css(note, f"color: {C.text_dim}; font-size: {theme.Size.SMALL}px;")
        col.addWidget(note)
        grid = QGridLayout()
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(4)
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
        _set_invalid(self.amount, False)
        _set_invalid(self.reason, False)
        try:
            amount = self.money.major_to_minor(self.amount.text())  # type: ignore[attr-defined]
        except ValueError as exc:
            _set_invalid(self.amount, True)
            raise ValueError(tr_args(self.tr("Amount: %1"),
                                     str(exc) if str(exc) != "empty" else self.tr("enter the amount"))) from None
        if amount == 0:
            _set_invalid(self.amount, True)
            raise ValueError(self.tr("Amount: must not be zero"))
        reason = self.reason.text().strip()
        if not reason:
            _set_invalid(self.reason, True)
            raise ValueError(self.tr("Reason: a meter adjustment needs a reason"))
        return amount * int(self.direction.currentData()), reason

    def on_sign_clicked(self) -> None:
        try:
            delta, reason = self.value()
        except ValueError as exc:
            set_problem(self.problem, str(exc))
            return
        set_problem(self.problem, "")
        self.submitted.emit(delta, reason)

    def clear(self) -> None:
        self.amount.clear()
        self.reason.clear()
        set_problem(self.problem, "")
