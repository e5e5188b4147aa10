"""What a screen shows, read back from its widgets: does every text fit its box, and
which words are in the Latin alphabet.

:func:`misfits` measures each visible label, button, field, drop-down and column
header with its own font metrics against its geometry: a one-line text wider than
its box, a word-wrapped label that needs more height than it has, a button narrower
than its text and margins, a header section narrower than its title. Painted
widgets (cards, the roulette circle, the charts) draw their own text and are not
measured (a pill, painted, is measured by its text). :func:`screen_texts` collects every text a person can read on a screen
(labels, buttons, fields and their placeholders, drop-downs, tooltips, window
titles, header titles and table cells); :func:`latin_words` finds the words in the
Latin alphabet among them. The screen tests use both on every screen
``dealer-app screenshot`` renders (:func:`ui.devtools.screenshots.render` takes a ``look``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from ui.kit.chrome import Pill
from ui.kit.painted import PaintedText, PaintsText, recording
from ui.kit.qt import (
    QAbstractButton,
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFont,
    QFontMetrics,
    QFontMetricsF,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListView,
    QListWidget,
    QModelIndex,
    QPushButton,
    QRadioButton,
    QRect,
    QRectF,
    QScrollArea,
    QSize,
    QStyle,
    QStyleOptionButton,
    QStyleOptionComboBox,
    QStyleOptionFrame,
    QStyleOptionViewItem,
    Qt,
    QTableWidget,
    QTextBrowser,
    QTextCursor,
    QTextDocument,
    QTextEdit,
    QWidget,
)

__all__ = ["Misfit", "ScreenText", "accessible_texts", "latin_words", "misfits", "screen_texts", "unread_figures"]

_SLACK = 1
"""Pixels of rounding a measure may be off by."""
_CELL_LINES = 2
"""Lines a table cell of a document may take."""
_CELLS = 200
"""Table rows read per view (the screens show fewer)."""


@dataclass(frozen=True, slots=True)
class Misfit:
    """A text that does not fit: where, what, and by how much."""

    widget: str
    text: str
    need: int
    has: int
    measure: str  # "width" or "height"

    def __str__(self) -> str:
        return f"{self.widget}: {self.text!r} needs {self.need} px of {self.measure}, has {self.has}"


@dataclass(frozen=True, slots=True)
class ScreenText:
    """A text on a screen, with the widget that shows it."""

    widget: QWidget
    text: str

    @property
    def where(self) -> str:
        return describe(self.widget)


def describe(w: QWidget) -> str:
    """A widget as a failure names it: its class, object name and its parents' classes."""
    chain: list[str] = []
    p: QWidget | None = w
    while p is not None and len(chain) < 4:
        chain.append(type(p).__name__ + (f"#{p.objectName()}" if p.objectName() else ""))
        p = p.parentWidget()
    return " < ".join(chain)


def _shown(root: QWidget) -> Iterator[QWidget]:
    for w in root.findChildren(QWidget):
        if w.isVisible() and w.width() > 0 and w.height() > 0 and w.window() is root.window():
            yield w


def _plain(text: str) -> str:
    return text.replace("&&", "\x00").replace("&", "").replace("\x00", "&")


_TAG = re.compile(r"<[A-Za-z/!][^>]*>")


def _might_be_rich(text: str) -> bool:
    """Qt's own guess (``Qt::mightBeRichText``, which PySide does not bind): a tag before the first line break."""
    return bool(_TAG.search(text.split("\n", 1)[0]))


def _rich(text: str, fmt: Qt.TextFormat) -> bool:
    return fmt == Qt.TextFormat.RichText or (fmt == Qt.TextFormat.AutoText and _might_be_rich(text))


def _label(w: QLabel) -> Misfit | None:
    text = w.text()
    if not text.strip() or (w.pixmap() is not None and not w.pixmap().isNull()):
        return None
    box = w.contentsRect().adjusted(w.margin(), w.margin(), -w.margin(), -w.margin())
    if w.indent() > 0:
        box.setLeft(box.left() + w.indent())
    if _rich(text, w.textFormat()):  # the label's own document, laid out as Qt lays it out
        plain = _unhtml(text)
        if w.wordWrap():
            need = w.heightForWidth(w.width())
            return Misfit(describe(w), plain, need, w.height(), "height") if need > w.height() + _SLACK else None
        need = w.minimumSizeHint().width()
        return Misfit(describe(w), plain, need, w.width(), "width") if need > w.width() + _SLACK else None
    fm = w.fontMetrics()
    flags = int(w.alignment()) | (int(Qt.TextFlag.TextWordWrap) if w.wordWrap() else 0)
    need_box = fm.boundingRect(QRect(0, 0, box.width(), 100_000), flags, text)
    if need_box.width() > box.width() + _SLACK:
        return Misfit(describe(w), text, need_box.width(), box.width(), "width")
    if need_box.height() > box.height() + _SLACK:
        return Misfit(describe(w), text, need_box.height(), box.height(), "height")
    return None


def _button(w: QAbstractButton) -> Misfit | None:
    text = _plain(w.text())
    if not text.strip():
        return None
    fm = w.fontMetrics()
    advance = max(fm.horizontalAdvance(line) for line in text.split("\n"))
    if isinstance(w, QPushButton):
        opt = QStyleOptionButton()
        opt.initFrom(w)
        opt.text = ""
        opt.iconSize = w.iconSize() if not w.icon().isNull() else QSize(0, 0)
        pad = w.style().sizeFromContents(QStyle.ContentsType.CT_PushButton, opt, QSize(0, fm.height()), w).width()
        icon = w.iconSize().width() + 4 if not w.icon().isNull() else 0
        need = advance + pad + icon
    elif isinstance(w, (QCheckBox, QRadioButton)):
        indicator = QStyle.PixelMetric.PM_IndicatorWidth if isinstance(w, QCheckBox) else QStyle.PixelMetric.PM_ExclusiveIndicatorWidth
        spacing = (QStyle.PixelMetric.PM_CheckBoxLabelSpacing if isinstance(w, QCheckBox)
                   else QStyle.PixelMetric.PM_RadioButtonLabelSpacing)
        need = advance + w.style().pixelMetric(indicator, None, w) + w.style().pixelMetric(spacing, None, w)
    else:
        need = advance + 4
    return Misfit(describe(w), text, need, w.width(), "width") if need > w.width() + _SLACK else None


def _line_edit(w: QLineEdit) -> Misfit | None:
    """A one-word entry (an amount, a code, a name) or a placeholder shows whole; a typed
    sentence may scroll in its field."""
    text = w.text() if w.text() else w.placeholderText()  # a placeholder shows as it is, a PIN's field too
    if not text or (w.text() and (w.echoMode() != QLineEdit.EchoMode.Normal or " " in text.strip())):
        return None
    opt = QStyleOptionFrame()
    w.initStyleOption(opt)
    contents = w.style().subElementRect(QStyle.SubElement.SE_LineEditContents, opt, w)  # style sheet padding included
    m = w.textMargins()
    room = contents.width() - m.left() - m.right() - 4  # QLineEdit keeps 2 px each side
    need = w.fontMetrics().horizontalAdvance(text)
    return Misfit(describe(w), text, need, room, "width") if need > room + _SLACK else None


def _combo(w: QComboBox) -> Misfit | None:
    """The chosen item shows whole (the list that opens is as wide as its items)."""
    text = w.currentText()
    if w.isEditable() or not text:
        return None
    fm = w.fontMetrics()
    opt = QStyleOptionComboBox()
    w.initStyleOption(opt)
    field = w.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, opt, QStyle.SubControl.SC_ComboBoxEditField, w)
    need = fm.horizontalAdvance(text)
    return Misfit(describe(w), text, need, field.width(), "width") if need > field.width() + _SLACK else None


def _header(h: QHeaderView) -> Iterator[Misfit]:
    model = h.model()
    if model is None:
        return
    fm = QFontMetrics(h.font())
    margin = 2 * h.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, h)
    for i in range(h.count()):
        if h.isSectionHidden(i) or h.sectionSize(i) <= 0:
            continue
        text = model.headerData(i, h.orientation(), Qt.ItemDataRole.DisplayRole)
        if not text:
            continue
        text = str(text)
        need = max(fm.horizontalAdvance(line) for line in text.split("\n")) + margin
        if h.orientation() == Qt.Orientation.Horizontal:  # as the header sizes it: its style sheet's padding and font
            need = max(need, h.sectionSizeFromContents(i).width())
        has = h.sectionSize(i) if h.orientation() == Qt.Orientation.Horizontal else h.width()
        if need > has + _SLACK:
            yield Misfit(describe(h) + f" [section {i}]", text, need, has, "width")


def _document(w: QTextBrowser | QTextEdit) -> Iterator[Misfit]:
    """A document fits its viewport's width, and no table cell wraps onto more than two lines
    (tables of figures read along their rows)."""
    doc = w.document()
    room = w.viewport().width()
    if doc.idealWidth() > room + _SLACK:
        yield Misfit(describe(w), doc.toPlainText()[:80], int(doc.idealWidth()), room, "width")
    block = doc.begin()
    while block.isValid():
        layout = block.layout()
        if layout is not None and layout.lineCount() > _CELL_LINES and QTextCursor(block).currentTable() is not None:
            line = layout.lineAt(0)
            yield Misfit(describe(w) + " [table cell]", block.text(), int(layout.boundingRect().height()),
                         int(line.height()) if line.isValid() else 0, "height")
        block = block.next()


def _cells(v: QAbstractItemView) -> Iterator[Misfit]:
    """Each cell's text (its first :data:`_CELLS` rows) against its column, as the view's
    delegate sizes it (font, margins, style sheet padding; what ``ResizeToContents`` uses):
    a cell narrower than its text is elided, or wrapped onto more lines than its row has.
    A column that runs past the view's right edge has only its visible part."""
    model = v.model()
    if model is None:
        return
    opt = QStyleOptionViewItem()
    v.initViewItemOption(opt)
    root = v.rootIndex()
    view_w = v.viewport().width()
    columns = [v.modelColumn()] if isinstance(v, QListView) else range(model.columnCount(root))
    base = QFontMetrics(opt.font)
    for r in range(min(model.rowCount(root), _CELLS)):
        for c in columns:
            index = model.index(r, c, root)
            text = index.data(Qt.ItemDataRole.DisplayRole)
            if text is None or not str(text).strip():
                continue
            rect = v.visualRect(index)
            if rect.width() <= 0 or rect.height() <= 0:  # a hidden row or column
                continue
            has = min(rect.width(), view_w - max(0, rect.left()))
            need = v.itemDelegateForIndex(index).sizeHint(opt, index)
            if need.width() <= has + _SLACK:
                continue
            if isinstance(v, (QListView, QTableWidget)) and v.wordWrap() and " " in str(text).strip():
                # wrapped as the delegate wraps it at the column's width: every line in the row, no word cut
                # wrapped in the width the text is painted in (the cell less its margins and padding):
                # no word wider than that, every line within the row
                own = index.data(Qt.ItemDataRole.FontRole)
                fm = QFontMetrics(own) if isinstance(own, QFont) else base
                margin = need.width() - fm.horizontalAdvance(str(text))
                room = has - margin
                lines = fm.boundingRect(QRect(0, 0, max(1, room), 100_000), int(Qt.TextFlag.TextWordWrap), str(text))
                if lines.width() <= room + _SLACK and lines.height() + need.height() - fm.height() <= rect.height() + _SLACK:
                    continue
            yield Misfit(describe(v) + f" [row {r}, column {c}]", str(text), need.width(), has, "width")


def _painted_now(w: QWidget) -> list[PaintedText]:
    """What a widget that paints its own text draws, painted once more now, at its size."""
    assert isinstance(w, PaintsText)
    with recording():
        w.grab()
    return w.painted_texts()


def _painted(w: QWidget) -> Iterator[Misfit]:
    """The texts a widget paints itself (:class:`~ui.kit.painted.PaintsText`), painted
    once more now at its size: each fits the box it is drawn into, and that box lies
    inside the widget."""
    bounds = QRectF(w.rect())
    for t in _painted_now(w):
        if not t.text.strip():
            continue
        need = QFontMetricsF(t.font).boundingRect(t.rect, t.flags, t.text)
        where = describe(w) + " [painted]"
        if need.width() > t.rect.width() + _SLACK:
            yield Misfit(where, t.text, round(need.width()), round(t.rect.width()), "width")
        elif need.height() > t.rect.height() + _SLACK and not t.flags & int(Qt.TextFlag.TextDontClip):
            yield Misfit(where, t.text, round(need.height()), round(t.rect.height()), "height")
        else:
            shown = t.transform.mapRect(need.intersected(t.rect))
            if not bounds.adjusted(-_SLACK, -_SLACK, _SLACK, _SLACK).contains(shown):
                cut = shown.intersected(bounds)
                yield Misfit(where + " (cut at the widget's edge)", t.text, round(shown.width()), round(cut.width()), "width")


def misfits(root: QWidget) -> list[Misfit]:
    """Every visible text under ``root`` (its window) that does not fit its box."""
    out: list[Misfit] = []
    for w in _shown(root):
        found: Iterable[Misfit | None]
        if isinstance(w, QLabel):
            found = (_label(w),)
        elif isinstance(w, QAbstractButton):
            found = (_button(w),)
        elif isinstance(w, QLineEdit):
            found = (_line_edit(w),)
        elif isinstance(w, QComboBox):
            found = (_combo(w),)
        elif isinstance(w, QHeaderView):
            found = tuple(_header(w))
        elif isinstance(w, PaintsText):
            found = tuple(_painted(w))
        elif isinstance(w, QAbstractItemView):
            found = tuple(_cells(w))
        elif isinstance(w, (QTextBrowser, QTextEdit)):
            found = tuple(_document(w))
        elif isinstance(w, QScrollArea) and (page := w.widget()) is not None:  # a page of widgets cut at its side
            need, has = page.width(), w.viewport().width()
            found = (Misfit(describe(w), "(a page of widgets)", need, has, "width") if need > has + _SLACK else None,)
        else:
            continue
        out += [m for m in found if m is not None]
    return out


def _unhtml(text: str) -> str:
    if not _TAG.search(text):
        return text
    doc = QTextDocument()
    doc.setHtml(text)
    return doc.toPlainText()


def screen_texts(root: QWidget) -> list[ScreenText]:
    """Every text a person can read under ``root``'s window (see the module docstring)."""
    out: list[ScreenText] = []

    def add(w: QWidget, text: object) -> None:
        if isinstance(text, str) and text.strip():
            out.append(ScreenText(w, text))

    window = root.window()
    add(window, window.windowTitle())
    for w in _shown(root):
        add(w, _unhtml(w.toolTip()))
        if isinstance(w, QLabel):
            if not w.property("verbatim"):  # data shown as it is (a recovery key), in no language
                add(w, _unhtml(w.text()))
        elif isinstance(w, Pill):
            add(w, w.text())
        elif isinstance(w, PaintsText):
            for t in _painted_now(w):
                add(w, t.text)
        elif isinstance(w, QAbstractButton):
            add(w, _plain(w.text()))
        elif isinstance(w, QLineEdit):
            add(w, w.text())
            add(w, w.placeholderText())
        elif isinstance(w, QComboBox):
            for i in range(w.count()):
                add(w, w.itemText(i))
        elif isinstance(w, (QTextBrowser, QTextEdit)):
            add(w, w.toPlainText())
        elif isinstance(w, QListWidget):
            for i in range(min(w.count(), _CELLS)):
                add(w, w.item(i).text())
                add(w, w.item(i).toolTip())
        elif isinstance(w, QAbstractItemView) and not isinstance(w, QHeaderView) and w.model() is not None:
            model = w.model()
            rows, columns = model.rowCount(QModelIndex()), model.columnCount(QModelIndex())
            for r in range(min(rows, _CELLS)):
                for c in range(columns):
                    add(w, model.data(model.index(r, c), Qt.ItemDataRole.DisplayRole))
                    add(w, model.data(model.index(r, c), Qt.ItemDataRole.ToolTipRole))
            for orientation in (Qt.Orientation.Horizontal, Qt.Orientation.Vertical):
                n = columns if orientation == Qt.Orientation.Horizontal else rows
                for i in range(min(n, _CELLS)):
                    add(w, model.headerData(i, orientation, Qt.ItemDataRole.DisplayRole))
    return out


_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]*")


def latin_words(text: str, allowed: Iterable[re.Pattern[str]] = ()) -> list[str]:
    """The words of ``text`` in the Latin alphabet, after cutting out what ``allowed`` matches."""
    for pattern in allowed:
        text = pattern.sub(" ", text)
    return _WORD.findall(text)


def _spaces(text: str) -> str:
    return re.sub(r"[\s\u00a0\u202f]+", " ", text).strip()


def accessible_texts(w: QWidget, *, depth: int = 3) -> list[str]:
    """What accessibility (a screen reader, or any check from outside) reads of ``w``: the
    name, description and value of its accessible interface and of its children's (an item
    view's cells, a list's rows), through Qt's own accessibility layer."""
    from ui.kit.qt import QAccessible

    out: list[str] = []

    def walk(iface: object, left: int) -> None:
        if iface is None or not iface.isValid():  # type: ignore[attr-defined]
            return
        for role in (QAccessible.Text.Name, QAccessible.Text.Description, QAccessible.Text.Value):
            text = iface.text(role)  # type: ignore[attr-defined]
            if text:
                out.append(text)
        if left <= 0:
            return
        for i in range(min(iface.childCount(), _CELLS * 10)):  # type: ignore[attr-defined]
            walk(iface.child(i), left - 1)  # type: ignore[attr-defined]

    walk(QAccessible.queryAccessibleInterface(w), depth)
    return out


def unread_figures(root: QWidget, figure: re.Pattern[str]) -> tuple[int, list[str]]:
    """Every money figure (``figure`` finds them) a person reads under ``root``'s window, and
    whether accessibility reads the same figure on the widget that shows it: how many were
    checked, and the ones it does not read (widget, figure)."""
    checked = 0
    missing: list[str] = []
    spoken: dict[int, str] = {}
    for t in screen_texts(root):
        if t.widget is root.window():
            continue
        found = [_spaces(m) for m in figure.findall(t.text)]
        if not found:
            continue
        key = id(t.widget)
        if key not in spoken:
            spoken[key] = _spaces(" ".join(accessible_texts(t.widget)))
        for f in found:
            checked += 1
            if f not in spoken[key]:
                missing.append(f"{describe(t.widget)}: {f!r} in {t.text!r}")
    return checked, missing
