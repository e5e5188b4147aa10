"""Building blocks of the console's pages, in the app's theme (:mod:`ui.kit.theme`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ui.kit import theme
from ui.kit.chrome import KeyCap, KeyHint, KeyHints, Pill, clear_layout
from ui.kit.panel import PaintedFrame
from ui.kit.qt import (
    QBrush,
    QColor,
    QEvent,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSize,
    QSizePolicy,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    Qt,
    QTableWidget,
    QTableWidgetItem,
    QtWidgets,
    QVBoxLayout,
    QWidget,
)

__all__ = [
    "C",
    "DataTable",
    "Panel",
    "PillRow",
    "caption",
    "dim_label",
    "headline",
    "item",
    "problem_label",
    "set_problem",
]

C = theme.C
QAbstractItemView = QtWidgets.QAbstractItemView


def caption(text: str) -> QLabel:
    """A small upper-case caption above a value or a group."""
    lab = QLabel(text.upper())
    theme.css(lab, f"color: {C.text_faint}; font-size: 11px; font-weight: bold;")
    return lab


def headline(text: str, size: int = theme.Size.TITLE) -> QLabel:
    lab = QLabel(text)
    theme.css(lab, f"font-size: {int(size)}px; font-weight: bold;")
    return lab


def dim_label(text: str = "", *, size: int = theme.Size.SMALL, wrap: bool = True) -> QLabel:
    lab = QLabel(text)
    lab.setWordWrap(wrap)
    theme.css(lab, f"color: {C.text_dim}; font-size: {int(size)}px;")
    return lab


def problem_label() -> QLabel:
    lab = QLabel("")
    lab.setWordWrap(True)
    lab.setTextFormat(Qt.TextFormat.PlainText)
    theme.css(lab, f"color: {C.error}; font-size: {theme.Size.SMALL}px; font-weight: bold;")
    lab.setVisible(False)
    return lab


def set_problem(label: QLabel, text: str) -> None:
    label.setText(("⚠ " + text) if text else "")
    label.setVisible(bool(text))


class Panel(PaintedFrame):
    """A rounded surface with an optional caption row (caption, stretch, extras)."""

    def __init__(self, title: str = "", parent: QWidget | None = None, *, bg: str = C.surface,
                 margins: tuple[int, int, int, int] = (16, 12, 16, 14)) -> None:
        super().__init__(parent)
        self.set_look(bg, C.border, 1, 10)
        self.body = QVBoxLayout(self)
        self.body.setContentsMargins(*margins)
        self.body.setSpacing(8)
        self.head = QHBoxLayout()
        self.head.setSpacing(8)
        self.title = caption(title) if title else None
        if self.title is not None:
            self.head.addWidget(self.title)
        self.head.addStretch(1)
        self.body.addLayout(self.head)


class PillRow(QWidget):
    """Words in coloured outlines (a round's flags), never colour alone."""

    def __init__(self, parent: QWidget | None = None, *, size: int = 12) -> None:
        super().__init__(parent)
        self._row = QHBoxLayout(self)
        self._row.setContentsMargins(0, 0, 0, 0)
        self._row.setSpacing(6)
        self._size = size
        self._pills: list[Pill] = []
        self.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)

    def set_pills(self, pills: Sequence[tuple[str, str]]) -> None:
        while len(self._pills) < len(pills):
            p = Pill(size=self._size)
            self._pills.append(p)
            self._row.addWidget(p)
        for i, p in enumerate(self._pills):
            if i < len(pills):
                p.set_pill(*pills[i])
                p.setVisible(True)
            else:
                p.setVisible(False)

    def texts(self) -> list[str]:
        return [p.text() for p in self._pills if p.isVisibleTo(self)]


_CELL_PAD = 6
"""A cell's padding each side (the table's style sheet)."""


class _PaddedDelegate(QStyledItemDelegate):
    """Sizes a wrapped cell at the width its text is painted in: the style sheet's
    padding comes off the column's width (Qt's own hint wraps at the whole width, so a
    row sized by it is a line short and its last line is cut with "…"), and the rules
    of the chosen row are added to its height."""

    def sizeHint(self, option: QStyleOptionViewItem, index: Any) -> QSize:
        if option.rect.width() > 2 * _CELL_PAD:
            option = QStyleOptionViewItem(option)
            option.rect = option.rect.adjusted(0, 0, -2 * _CELL_PAD, 0)
        return super().sizeHint(option, index) + QSize(0, 2)  # the chosen row's top and bottom rule


class DataTable(QTableWidget):
    """A read-only table of rows: whole-row selection, no grid noise, tall rows."""

    def __init__(self, headers: Sequence[str], parent: QWidget | None = None, *, stretch: int = -1,
                 wrap: bool = False) -> None:
        """``wrap``: a long text in the stretching column wraps onto more lines and its row grows
        (rows of a few words each, such as each box's outcome), rather than being cut with "…"."""
        super().__init__(0, len(headers), parent)
        self.setHorizontalHeaderLabels(list(headers))
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.verticalHeader().setVisible(False)
        self.verticalHeader().setDefaultSectionSize(34)
        self.setShowGrid(False)
        self.setAlternatingRowColors(True)
        self.setWordWrap(wrap)
        if wrap:
            self.setItemDelegate(_PaddedDelegate(self))
            self.verticalHeader().setMinimumSectionSize(34)
            self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.setFrameShape(QFrame.Shape.NoFrame)
        header = self.horizontalHeader()
        header.setHighlightSections(False)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(stretch if stretch >= 0 else len(headers) - 1, QHeaderView.ResizeMode.Stretch)
        self.setStyleSheet(
            f"QTableWidget {{ background: {C.surface}; alternate-background-color: {C.surface2}; color: {C.text};"
            f" border: 1px solid {C.border}; border-radius: 8px; selection-background-color: {C.surface3};"
            f" selection-color: {C.text}; }}"
            f" QTableWidget::item {{ padding: 0 {_CELL_PAD}px; }}"
            f" QTableWidget::item:selected {{ background: {C.surface3}; border-top: 1px solid {C.accent};"
            f" border-bottom: 1px solid {C.accent}; }}"
        )

    def set_rows(self, rows: Sequence[Sequence[QTableWidgetItem]]) -> None:
        self.setSortingEnabled(False)
        self.setRowCount(len(rows))
        for r, cells in enumerate(rows):
            for c, cell in enumerate(cells):
                self.setItem(r, c, cell)

    def selected_row(self) -> int | None:
        rows = self.selectionModel().selectedRows() if self.selectionModel() is not None else []
        return rows[0].row() if rows else None


def item(text: str, *, colour: str | None = None, bold: bool = False, right: bool = False,
         data: object = None, mono: bool = False) -> QTableWidgetItem:
    it = QTableWidgetItem(text)
    if len(text) > 40:
        it.setToolTip(text)
    if colour:
        it.setForeground(QBrush(QColor(colour)))
    if bold or mono:
        f = theme.font(theme.Size.BODY if not mono else 15, bold=bold, mono=mono)
        it.setFont(f)
    align = Qt.AlignmentFlag.AlignVCenter | (Qt.AlignmentFlag.AlignRight if right else Qt.AlignmentFlag.AlignLeft)
    it.setTextAlignment(align)
    if data is not None:
        it.setData(Qt.ItemDataRole.UserRole, data)
    return it


class KeyedButton(QPushButton):
    """A button that shows its key as a key cap on its right."""

    def __init__(self, text: str, key: str, *, kind: str = "") -> None:
        super().__init__("")
        if kind:
            self.setProperty("kind", kind)
        self.setMinimumHeight(40)
        self.setAutoDefault(False)
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 0, 6, 0)
        row.setSpacing(6)
        self.label = QLabel(text)
        self.label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._kind = kind
        self._paint_label()
        row.addWidget(self.label)
        row.addStretch(1)
        self.cap = KeyCap(key, size=13)
        self.cap.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        row.addWidget(self.cap)  # a child first: a key cap shown without a parent is a window, which takes the keyboard
        self.cap.setVisible(bool(key))
        self._text = text

    def _paint_label(self) -> None:
        colour = C.text_faint if not self.isEnabled() else C.accent_text if self._kind == "primary" else C.text
        theme.css(self.label, f"color: {colour}; font-weight: bold; font-size: 15px;")

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.EnabledChange:
            self._paint_label()
            self.cap.set_active(self.isEnabled())

    def text(self) -> str:
        return self._text

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        hint.setWidth(self.label.sizeHint().width() + (self.cap.sizeHint().width() + 6 if self.cap.isVisibleTo(self) else 0) + 26)
        return hint


__all__ += ["KeyedButton"]


class HintBar(KeyHints):
    """The key map along the bottom edge (:class:`ui.kit.chrome.KeyHints`), whose
    old keys are hidden at once when the hints change (a page changes them often)."""

    def set_hints(self, hints: Sequence[KeyHint]) -> None:
        hints = tuple(hints)
        if hints == self.hints:
            return
        layout = self.layout()
        for i in range(layout.count() if layout is not None else 0):
            it = layout.itemAt(i) if layout is not None else None
            w = it.widget() if it is not None else None
            if w is not None:
                w.hide()
        super().set_hints(hints)


__all__ += ["HintBar", "clear_layout"]
