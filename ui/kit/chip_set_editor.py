"""Editing the house's chip set: one row per denomination (its value, colour, the name the floor
calls it, and the tray's par: how many of it a full tray holds), with what a full tray holds.

Keyboard-first: Tab goes from field to field and row to row; Enter in a row's last field
adds a row after the last one; Ctrl+N adds a row, Ctrl+Del removes the row being edited.
The colour is a name from the list (typed: the list completes it) or ``#rrggbb``. Plain
data in and out: :meth:`ChipSetEditor.set_chips` takes ``(value, colour, name, par)`` rows;
:meth:`ChipSetEditor.chips` gives the rows as the services take them (minor units), or a
one-line problem naming the row and the field. The services check the set again.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ui.kit import theme
from ui.kit.qt import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QKeySequence,
    QLabel,
    QLineEdit,
    QPushButton,
    QShortcut,
    Qt,
    QVBoxLayout,
    QWidget,
    Signal,
)
from ui.kit.text import tr_args

__all__ = ["ChipRow", "ChipSetEditor"]

C = theme.C

ChipRow = tuple[int, str, str, int]
"""(value in minor units, colour #rrggbb, name, par in chips)."""

_HEX = re.compile(r"^#[0-9a-fA-F]{6}$")
_MAX_ROWS = 16
_MAX_PAR = 100_000


class _Row:
    def __init__(self, editor: ChipSetEditor) -> None:
        self.swatch = QLabel("")
        self.swatch.setFixedSize(22, 22)
        self.value = QLineEdit()
        self.value.setPlaceholderText(editor.value_hint)
        self.colour = QComboBox()
        self.colour.setEditable(True)
        self.colour.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        for name, hex_ in editor.colour_names():
            self.colour.addItem(name, hex_)
        self.colour.setCurrentIndex(-1)
        self.name = QLineEdit()
        self.name.setPlaceholderText(editor.name_hint)
        self.par = QLineEdit()
        self.par.setPlaceholderText("0")
        for w in (self.value, self.colour, self.name, self.par):
            w.setMinimumHeight(36)
        self.value.setMaximumWidth(140)
        self.par.setMaximumWidth(110)
        widest = max(self.colour.fontMetrics().horizontalAdvance(n) for n, _h in editor.colour_names())
        self.colour.setMinimumWidth(max(160, widest + 64))  # the longest name whole, beside the arrow
        self.colour.currentTextChanged.connect(lambda _t: self.paint())
        self.paint()

    def widgets(self) -> tuple[QWidget, ...]:
        return self.swatch, self.value, self.colour, self.name, self.par

    def hex(self) -> str | None:
        """The colour chosen (by name, or typed as #rrggbb), or None."""
        text = self.colour.currentText().strip()
        if _HEX.match(text):
            return text.lower()
        for i in range(self.colour.count()):
            if self.colour.itemText(i).lower() == text.lower():
                return str(self.colour.itemData(i))
        return None

    def set_colour(self, hex_: str) -> None:
        i = self.colour.findData(hex_.lower())
        if i >= 0:
            self.colour.setCurrentIndex(i)
        else:
            self.colour.setEditText(hex_)

    def paint(self) -> None:
        colour = self.hex()
        border = C.border if colour else C.text_faint
        theme.css(self.swatch, f"background: {colour or 'transparent'}; border: 2px solid {border}; "
                               "border-radius: 11px;")

    def empty(self) -> bool:
        return not (self.value.text().strip() or self.colour.currentText().strip() or self.name.text().strip()
                    or self.par.text().strip())


class ChipSetEditor(QWidget):
    changed = Signal()
    rows_changed = Signal()
    """A row was added or removed (the screen may have to grow)."""

    def __init__(self, money: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.money = money
        self.rows: list[_Row] = []
        self.read_only = False
        self.value_hint = self.tr("e.g. 25")
        self.name_hint = self.tr("optional")
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(6)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(10)
        self.grid.setVerticalSpacing(4)
        self.grid.setColumnStretch(3, 1)
        for c, text in enumerate(("", self.tr("VALUE"), self.tr("COLOUR"), self.tr("NAME"), self.tr("PAR (CHIPS)"))):
            lab = QLabel(text)
            theme.css(lab, f"color: {C.text_faint}; font-size: 12px; font-weight: bold;")
            self.grid.addWidget(lab, 0, c)
        col.addLayout(self.grid)
        buttons = QHBoxLayout()
        self.add_button = QPushButton(self.tr("Add a denomination (Ctrl+N)"))
        self.add_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.add_button.clicked.connect(lambda: self.add_row(focus=True))
        self.remove_button = QPushButton(self.tr("Remove the row (Ctrl+Del)"))
        self.remove_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.remove_button.clicked.connect(self.remove_current_row)
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        col.addLayout(buttons)
        self.total = QLabel("")
        theme.css(self.total, f"color: {C.text}; font-size: {theme.Size.BODY}px; font-weight: bold;")
        col.addWidget(self.total)
        for seq, slot in (("Ctrl+N", lambda: self.add_row(focus=True)), ("Ctrl+Del", self.remove_current_row)):
            sc = QShortcut(QKeySequence(seq), self)
            sc.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            sc.activated.connect(slot)

    # -- rows ------------------------------------------------------------------------------
    def add_row(self, *, focus: bool = False) -> _Row | None:
        if self.read_only or len(self.rows) >= _MAX_ROWS:
            return None
        row = _Row(self)
        r = len(self.rows) + 1
        for c, w in enumerate(row.widgets()):
            self.grid.addWidget(w, r, c)
            if self.isVisible():  # now, not when the layout gets to it: the focus can go to it at once
                w.show()
        row.value.textChanged.connect(self.on_changed)
        row.colour.currentTextChanged.connect(self.on_changed)
        row.par.textChanged.connect(self.on_changed)
        row.par.returnPressed.connect(lambda: self.on_last_field_entered(row))
        prev = self.rows[-1] if self.rows else None
        self.rows.append(row)
        if prev is not None:  # Tab goes on to the new row
            QWidget.setTabOrder(prev.par, row.value)
        QWidget.setTabOrder(row.value, row.colour)
        QWidget.setTabOrder(row.colour, row.name)
        QWidget.setTabOrder(row.name, row.par)
        if focus:
            row.value.setFocus()
        self.on_changed()
        self.rows_changed.emit()
        return row

    def _clear(self) -> None:
        for row in self.rows:
            for w in row.widgets():
                self.grid.removeWidget(w)
                w.deleteLater()
        self.rows = []

    def current_row(self) -> _Row | None:
        focus = self.focusWidget()
        for row in self.rows:
            if any(w is focus or (isinstance(w, QComboBox) and w.lineEdit() is focus) for w in row.widgets()):
                return row
        return None

    def remove_current_row(self) -> None:
        row = self.current_row()
        if row is None or self.read_only:
            return
        i = self.rows.index(row)
        rows = [(r.value.text(), r.colour.currentText(), r.name.text(), r.par.text())
                for k, r in enumerate(self.rows) if k != i]
        self._clear()
        for value, colour, name, par in rows:
            new = self.add_row()
            assert new is not None
            new.value.setText(value)
            new.colour.setEditText(colour)
            i_item = new.colour.findText(colour)
            if i_item >= 0:
                new.colour.setCurrentIndex(i_item)
            new.name.setText(name)
            new.par.setText(par)
        if not self.rows:
            self.add_row()
        self.rows[min(i, len(self.rows) - 1)].value.setFocus()
        self.on_changed()

    def on_last_field_entered(self, row: _Row) -> None:
        """Enter in a row's par: on to the next row (a new one after the last)."""
        i = self.rows.index(row)
        if i + 1 < len(self.rows):
            self.rows[i + 1].value.setFocus()
        elif not row.empty():
            self.add_row(focus=True)

    # -- data in and out ---------------------------------------------------------------------
    def set_chips(self, chips: Sequence[ChipRow], *, read_only: bool = False) -> None:
        """Show ``chips`` (largest first); an empty set shows one empty row."""
        self.read_only = False
        self._clear()
        for value, colour, name, par in chips:
            row = self.add_row()
            assert row is not None
            row.value.setText(self.money.minor_to_major_text(value))
            row.set_colour(colour)
            row.name.setText(name)
            row.par.setText(str(par) if par else "")
        if not self.rows:
            self.add_row()
        self.read_only = read_only
        for row in self.rows:
            for w in row.widgets()[1:]:
                w.setEnabled(not read_only)
        self.add_button.setVisible(not read_only)
        self.remove_button.setVisible(not read_only)
        self.on_changed()

    def colour_names(self) -> tuple[tuple[str, str], ...]:
        """The colours offered by name, in the app's language: (name, #rrggbb)."""
        return ((self.tr("white"), "#f5f5f5"), (self.tr("red"), "#c62828"), (self.tr("green"), "#1f8a3b"),
                (self.tr("black"), "#222222"), (self.tr("purple"), "#7b3fa0"), (self.tr("yellow"), "#f2c12e"),
                (self.tr("orange"), "#ef6c00"), (self.tr("blue"), "#1565c0"), (self.tr("pink"), "#e91e8c"),
                (self.tr("brown"), "#8d6e63"), (self.tr("grey"), "#9e9e9e"))

    def colour_hexes(self) -> tuple[tuple[str, str], ...]:
        """(#rrggbb, its name in the app's language) of the colours offered by name."""
        return tuple((hex_, name) for name, hex_ in self.colour_names())

    def focus_first(self) -> None:
        if self.rows:
            self.rows[0].value.setFocus()

    def chips(self) -> list[dict[str, object]] | str:
        """The chip set as the services take it (value in minor units, colour, name, par), or a
        one-line problem naming the row and what is wrong. Empty rows are left out."""
        out: list[dict[str, object]] = []
        seen: dict[int, int] = {}
        for n, row in enumerate(self.rows, 1):
            if row.empty():
                continue
            text = row.value.text().strip()
            try:
                value = self.money.major_to_minor(text)
            except ValueError:
                value = -1
            if value <= 0:
                return tr_args(self.tr("Row %1: the value must be an amount above 0, such as 25 or 0.50, not “%2”."),
                               str(n), text)
            if value in seen:
                return tr_args(self.tr("Row %1: %2 is already row %3."), str(n), self.money.full(value),
                               str(seen[value]))
            seen[value] = n
            colour = row.hex()
            if colour is None:
                return tr_args(self.tr("Row %1: choose a colour from the list, or type it as #rrggbb."), str(n))
            par_text = row.par.text().strip() or "0"
            if not par_text.isdigit() or int(par_text) > _MAX_PAR:
                return tr_args(self.tr("Row %1: the par is a whole number of chips from 0 to %2, not “%3”."),
                               str(n), str(_MAX_PAR), par_text)
            chip: dict[str, object] = {"value": value, "colour": colour, "name": row.name.text().strip()}
            if int(par_text):
                chip["par"] = int(par_text)
            out.append(chip)
        if not out:
            return self.tr("Add at least one denomination: its value and colour.")
        return sorted(out, key=lambda c: -int(str(c["value"])))

    def on_changed(self, _text: str = "") -> None:
        chips = self.chips()
        if isinstance(chips, str):
            self.total.setText(self.tr("%n denomination(s)", "", sum(not r.empty() for r in self.rows)))
        else:
            par = sum(int(str(c["value"])) * int(str(c.get("par", 0))) for c in chips)
            self.total.setText(tr_args(self.tr("%n denomination(s)  ·  a full tray (the par) holds %1", "", len(chips)),
                                       self.money.full(par)))
        self.changed.emit()
