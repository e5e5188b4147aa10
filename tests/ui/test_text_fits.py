"""Every screen, in both languages and at both station sizes: each label, button,
field, drop-down and column header shows its whole text (``ui.text_check.misfits``),
and nothing on a Russian screen is English (``ui.text_check.latin_words``) except
the short list of names and codes below.

The screens are the ones ``dealer-app screenshot`` renders (first run, start-up,
sign-in, shift open, the live table in its main states, the lock, the roulette
tracker, trainee mode, the console's pages), each rendered once per language and
size."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from babel.numbers import is_currency

from ui.devtools.console_demo import DEMO_PEOPLE as CONSOLE_PEOPLE
from ui.devtools.screenshots import DEMO_PEOPLE
from ui.devtools.text_check import ScreenText, describe, latin_words, misfits, screen_texts

SIZE = (1280, 800)  # the smaller station screen

_NAMES = sorted({*DEMO_PEOPLE, *CONSOLE_PEOPLE, "Casino Neva", "Casino", "Russian Poker 3", "Maria Petrova",
                 "Vera Kuznetsova", "Oleg Sidorov", "default"}, key=len, reverse=True)
"""People, casinos, tables and profiles of the demo data (the profile every database starts with is ``default``)."""

ALLOWED = [
    re.compile(r"\bTable \d+\b"),  # table names of the demo data
    re.compile("|".join(rf"\b{re.escape(n)}\b" for n in _NAMES)),
    re.compile(r"\bDealer Assistant\b|\bv?\d+\.\d+(?:\.\d+)?(?:[-+.][0-9A-Za-z.]+)?"),  # the product, its version and build
    re.compile(r"\bdealer-app audit verify\b[^\n]*"),  # the one command printed for checking the anchor
    re.compile(r"\b[0-9a-f]{12,}\b"),  # the audit anchor (hex)
    re.compile(r"(?i)(?<![\w-])(?:10|[2-9tjqka])[cdhs](?![\w-])"),  # card codes as typed ("as kd 10h")
    re.compile(r"(?<![\w-])[A-Za-z](?![\w-])"),  # one letter: a card's rank (J♥) or a key (C, D)
    re.compile(r"\b(?:Ctrl|Shift|Alt|Enter|Esc|Tab|Del|Backspace|Space|PgUp|PgDn|Home|End|F\d{1,2})\b"),  # keys as printed
    re.compile(r"(?:/[\w.-]+){2,}"),  # a file's path (the database on the start-up screen)
    re.compile(r"^English$"),  # the language picker names each language in itself
    re.compile(r"\b\d\d:\d\d:\d\d UTC\b"),  # a time as the log keeps it (the re-audit's lines)
]


def _currency_code(word: str) -> bool:
    return len(word) == 3 and word.isupper() and is_currency(word)


def _english(t: ScreenText) -> list[str]:
    return [w for w in latin_words(t.text, ALLOWED) if not _currency_code(w)]


def _walk(lang: str, size: tuple[int, int], out: Path) -> tuple[list[str], list[str], set[str], dict[str, int]]:
    from ui.devtools.console_screenshots import render_console
    from ui.devtools.screenshots import render, render_first_run
    from ui.kit.qt import QAbstractItemView, QHeaderView

    misfit: list[str] = []
    english: list[str] = []
    seen: set[str] = set()
    rows: dict[str, int] = {}  # each table and list shown: the most rows it had (its cells are measured)

    def look(window: Any, name: str) -> None:
        seen.add(name)
        for v in window.findChildren(QAbstractItemView):
            if v.isVisible() and not isinstance(v, QHeaderView) and v.model() is not None:
                where = describe(v)
                rows[where] = max(rows.get(where, 0), v.model().rowCount(v.rootIndex()))
        misfit.extend(f"{name}: {m}" for m in misfits(window))
        if window.width() > size[0] or window.height() > size[1]:  # a page wider than the station's screen
            misfit.append(f"{name}: the window needs {window.width()}×{window.height()}, the screen is {size[0]}×{size[1]}")
        if lang == "ru":
            for t in screen_texts(window):
                if words := _english(t):
                    english.append(f"{name}: {t.where}: {t.text[:120]!r} -> {words}")

    render_first_run(out, lang, size=size, look=look)
    render(out, lang, 20240601, size=size, look=look)
    render_console(out, lang, 20240601, size=size, look=look)
    return misfit, sorted(set(english)), seen, rows


@pytest.mark.slow
# Each language at the smaller, tighter size: the type scale is in fixed pixels (ui.kit.theme.Size)
# and no layout changes with the window's size, so a screen that fits at 1280×800 only gains room at
# 1920×1080 (the larger size still must not be needed: the walk checks no window outgrows the screen)
@pytest.mark.parametrize(("lang", "size"), [("en", SIZE), ("ru", SIZE)],
                         ids=lambda v: v if isinstance(v, str) else f"{v[0]}x{v[1]}")
def test_every_screen_shows_its_whole_text_and_russian_screens_no_english(qapp: Any, tmp_path: Path, lang: str,
                                                                         size: tuple[int, int]) -> None:
    from ui.i18n import install

    try:
        misfit, english, seen, rows = _walk(lang, size, tmp_path)
    finally:
        install(qapp, "en")  # the tests after this one read English
    assert len(seen) >= 30, sorted(seen)
    assert len(rows) >= 12 and all(rows.values()), rows  # every table and list is shown with rows to measure
    assert not misfit, "\n".join(misfit)
    assert not english, "\n".join(english)


def test_the_checks_find_a_clipped_label_a_narrow_button_and_an_english_word(qapp: Any) -> None:
    from ui.kit.qt import QHBoxLayout, QLabel, QLineEdit, QPushButton, QTableWidget, QWidget

    root = QWidget()
    try:
        row = QHBoxLayout(root)
        label = QLabel("любой исход")
        label.setFixedWidth(40)
        wrapped = QLabel("Предпросмотр правил казино: выплаты и пределы стола, три строки и больше")
        wrapped.setWordWrap(True)
        wrapped.setFixedSize(120, 20)
        button = QPushButton("Сохранить как новую версию")
        button.setFixedWidth(60)
        stack = QLineEdit("1000")
        stack.setFixedWidth(24)
        pin = QLineEdit()  # a PIN's field shows its placeholder as it is
        pin.setEchoMode(QLineEdit.EchoMode.Password)
        pin.setPlaceholderText("новый ПИН-код (от 6 символов)")
        pin.setFixedWidth(60)
        table = QTableWidget(1, 1)
        table.setHorizontalHeaderLabels(["Разница"])
        table.horizontalHeader().resizeSection(0, 20)
        fine = QLabel("Бокс 3")
        for w in (label, wrapped, button, stack, pin, table, fine):
            row.addWidget(w)
        root.resize(900, 200)
        root.show()
        found = {m.widget.split(" < ")[0] + ":" + m.text for m in misfits(root)}
        assert found == {"QLabel:любой исход", "QLabel:" + wrapped.text(), "QPushButton:Сохранить как новую версию",
                         "QLineEdit:1000", "QLineEdit:новый ПИН-код (от 6 символов)", "QHeaderView:Разница"}
        fine.setText("Box 3 wins · J♥ · Ctrl+S · Anna Petrova · EUR")
        assert sorted({w for t in screen_texts(root) for w in _english(t)}) == ["Box", "wins"]
    finally:
        root.close()
        root.deleteLater()


def test_the_checks_measure_table_cells_list_items_and_painted_text(qapp: Any) -> None:
    """A cell narrower than its text (elided), a list item wider than its list, a wrapped
    cell whose row is too short, and a text a widget paints into a box too small for it
    or past its own edge are found; the same texts with room are not."""
    from ui.kit.chrome import Pill
    from ui.kit.painted import PaintsText, TextPainter
    from ui.kit.qt import (
        QHBoxLayout,
        QListWidget,
        QPaintEvent,
        QRectF,
        QStyle,
        Qt,
        QTableWidget,
        QTableWidgetItem,
        QWidget,
    )

    class Badge(QWidget, PaintsText):
        def __init__(self, texts: list[tuple[str, QRectF]]) -> None:
            super().__init__()
            self.texts = texts
            self.setFixedSize(120, 40)

        def paintEvent(self, event: QPaintEvent) -> None:
            p = TextPainter(self)
            for text, rect in self.texts:
                p.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), text)
            p.end()

    root = QWidget()
    try:
        row = QHBoxLayout(root)
        table = QTableWidget(2, 2)
        table.setItem(0, 0, QTableWidgetItem("отчисление, раунд 47"))
        table.setItem(1, 0, QTableWidgetItem("17:22"))
        table.setItem(0, 1, QTableWidgetItem("корректировка: начальный фонд игрового дня"))
        table.setColumnWidth(0, 60)
        table.setColumnWidth(1, 120)
        table.setWordWrap(True)  # column 1 wraps onto three lines, in a row of one
        padded = QTableWidget(1, 1)  # a header whose style sheet pads its sections (the app's theme does)
        padded.setHorizontalHeaderLabels(["Период"])
        padded.horizontalHeader().setStyleSheet("QHeaderView::section { padding: 0 12px; }")
        room = padded.fontMetrics().horizontalAdvance("Период") + 2 * padded.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin) + 4
        padded.horizontalHeader().resizeSection(0, room)  # enough without the padding, not with it
        items = QListWidget()
        items.addItems(["Анна", "Татьяна Лебедева, стажёр"])
        items.setFixedWidth(90)
        pill = Pill()
        pill.set_pill("ВЫПЛАТИТЬ", "#ffffff")
        pill.setFixedWidth(30)
        small = Badge([("ВЫПЛАТИТЬ", QRectF(0, 0, 40, 20)), ("5", QRectF(0, 20, 40, 20))])
        past = Badge([("ВЕРНУТЬ", QRectF(100, 0, 200, 20))])  # a box that runs past the widget's right edge
        for w in (table, padded, items, pill, small, past):
            row.addWidget(w)
        root.resize(1600, 200)
        root.show()
        qapp.processEvents()
        found = {(m.widget.split(" < ")[0], m.text) for m in misfits(root)}
        assert found == {("QTableWidget", "отчисление, раунд 47"), ("QTableWidget", "корректировка: начальный фонд игрового дня"),
                         ("QListWidget", "Татьяна Лебедева, стажёр"), ("Pill", "ВЫПЛАТИТЬ"), ("Badge", "ВЫПЛАТИТЬ"),
                         ("QHeaderView", "Период"),
                         ("Badge", "ВЕРНУТЬ")}, found
        assert {t.text for t in screen_texts(root)} >= {"ВЫПЛАТИТЬ", "5", "ВЕРНУТЬ"}  # painted texts are read too
        table.resizeColumnsToContents()
        table.resizeRowsToContents()
        table.setFixedWidth(table.horizontalHeader().length() + table.verticalHeader().width() + 40)
        padded.horizontalHeader().resizeSection(0, room + 30)
        items.setFixedWidth(400)
        pill.setFixedWidth(pill.sizeHint().width())
        small.texts = [("ВЫПЛАТИТЬ", QRectF(0, 0, 120, 20))]
        past.texts = [("ВЕРНУТЬ", QRectF(0, 0, 120, 20))]
        qapp.processEvents()
        assert misfits(root) == []
    finally:
        root.close()
        root.deleteLater()
