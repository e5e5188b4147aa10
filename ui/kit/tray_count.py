"""Counting the tray by denomination: one field per chip (with its colour), the total
as it is typed, and, for an opener, the last closer at the table with any difference.

Plain data in and out: ``set_chips([(value, colour), ...], proposed)`` and
``counts()`` (denomination → chips, or a one-line problem). Tab moves from field
to field; the screen that holds it decides what Enter does.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from ui.kit import theme
from ui.kit.qt import QGridLayout, QLabel, QLineEdit, QVBoxLayout, QWidget
from ui.kit.text import tr_args

if TYPE_CHECKING:
    from ui.kit.money import MoneyFormat

__all__ = ["TrayCountEditor"]

C = theme.C


class TrayCountEditor(QWidget):
    def __init__(self, money: MoneyFormat, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.money = money
        self.values: tuple[int, ...] = ()
        self.edits: dict[int, QLineEdit] = {}
        self.proposed: dict[int, int] | None = None
        self.par: dict[int, int] | None = None
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(6)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(10)
        self.grid.setVerticalSpacing(4)
        col.addLayout(self.grid)
        self.total = QLabel("")
        theme.css(self.total, f"color: {C.text}; font-size: {theme.Size.BODY}px; font-weight: bold;")
        col.addWidget(self.total)

    def set_chips(self, chips: Sequence[tuple[int, str]], proposed: Mapping[int, int] | None = None, *,
                  par: Mapping[int, int] | None = None) -> None:
        """``proposed``: the last closer at the table (shown with any difference); ``par``: the
        tray's par, filled in when no closer came before."""
        while self.grid.count():
            taken = self.grid.takeAt(0)
            w = taken.widget() if taken is not None else None
            if w is not None:
                w.deleteLater()
        self.values = tuple(v for v, _ in chips)
        self.edits = {}
        self.proposed = dict(proposed) if proposed is not None else None
        self.par = dict(par) if par and self.proposed is None else None
        filled = self.proposed if self.proposed is not None else self.par
        for i, (value, colour) in enumerate(chips):
            r, c = divmod(i, 4)
            label = QLabel(self.money(value))
            theme.css(label, f"color: {C.text}; border-left: 10px solid {colour}; padding-left: 6px;"
                             f" font-size: {theme.Size.SMALL}px;")
            edit = QLineEdit()
            edit.setMinimumHeight(36)
            edit.setMaximumWidth(110)
            edit.setPlaceholderText("0")
            if filled is not None and filled.get(value):
                edit.setText(str(filled[value]))
            edit.textChanged.connect(self.on_text_changed)
            self.edits[value] = edit
            self.grid.addWidget(label, r * 2, c)
            self.grid.addWidget(edit, r * 2 + 1, c)
        self.on_text_changed()

    def counts(self) -> dict[int, int] | str:
        """The chips by denomination, or a problem naming the field."""
        out: dict[int, int] = {}
        for value, edit in self.edits.items():
            text = edit.text().strip()
            if not text:
                continue
            if not text.isdigit():
                return tr_args(self.tr("%1 chips: a whole number, not %2"), self.money(value), text)
            if int(text):
                out[value] = int(text)
        return out

    def on_text_changed(self, _text: str = "") -> None:
        counts = self.counts()
        if isinstance(counts, str):
            self.total.setText(counts)
            return
        total = sum(d * n for d, n in counts.items())
        text = tr_args(self.tr("Total %1"), self.money(total))
        if self.proposed is not None:
            last = sum(d * n for d, n in self.proposed.items())
            diff = total - last
            text += "  ·  " + tr_args(self.tr("last closer at this table %1"), self.money(last))
            if diff:
                text += "  ·  " + tr_args(self.tr("difference %1"), self.money(diff, signed=True))
        elif self.par is not None:
            par = sum(d * n for d, n in self.par.items())
            text += "  ·  " + tr_args(self.tr("the tray's par %1"), self.money(par))
            if total != par:
                text += "  ·  " + tr_args(self.tr("difference %1"), self.money(total - par, signed=True))
        self.total.setText(text)
