"""The console's read-only tables: a wrapping table's rows grow to every line of their
text, at the width the text is painted in, and follow the columns when they change."""

from __future__ import annotations

from typing import Any

from ui.console.widgets import DataTable
from ui.devtools.text_check import misfits
from ui.kit import theme
from ui.kit.qt import QTableWidgetItem, QVBoxLayout, QWidget


def _table(qapp: Any) -> tuple[QWidget, DataTable]:
    theme.apply(qapp)
    root = QWidget()
    t = DataTable(["When", "What", "Change"], stretch=1, wrap=True)
    rows = [("17:22", "корректировка: начальный фонд игрового дня", "+1,00 €"),
            ("17:23", "отчисление, раунд: код 47", "+10,20 €"),
            ("17:24", "Table 3 · №4", "−100,00 €")]
    t.set_rows([[QTableWidgetItem(c) for c in r] for r in rows])
    QVBoxLayout(root).addWidget(t)
    return root, t


def test_a_wrapping_table_shows_every_line_of_its_cells_the_chosen_row_too(qapp: Any) -> None:
    root, t = _table(qapp)
    try:
        root.show()
        t.selectRow(0)
        for width in range(640, 366, -6):  # narrower and narrower: the rows follow the column
            root.resize(width, 400)
            for _ in range(3):
                qapp.processEvents()
            assert misfits(root) == [], width
        assert t.rowHeight(0) > t.rowHeight(2)  # the long text on more lines than the short one
    finally:
        root.close()
        root.deleteLater()
