"""A long table laid out in linear time.

reportlab's ``Table.split`` re-creates the whole remainder of a table at every
page break, so a table of n rows costs O(n²) over a long report. A
:class:`PagedTable` measures each row once, then at each page break builds a
``Table`` of exactly the rows that fit (the heading row repeated) and hands on
the rest: every row is handled a constant number of times.

Row heights are computed here (cell text height plus padding) and imposed on
the page tables, so what was measured is what is drawn.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeAlias

from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable, Paragraph, Table

from .columns import fit_widths, heading_cells
from .theme import Theme

__all__ = ["PagedTable", "TableLook"]

Cell: TypeAlias = str | Paragraph
Command: TypeAlias = tuple[object, ...]


@dataclass(frozen=True)
class TableLook:
    """How a paged table's cells are set: font, size, paddings (all rows alike)."""

    font: str
    size: float
    leading: float
    pad_top: float
    pad_bottom: float
    pad_left: float
    pad_right: float
    header_font: str
    header_size: float
    min_row: float = 0.0


class PagedTable(Flowable):  # type: ignore[misc]
    """``header`` + ``rows`` with ``widths``; ``row_styles[i]`` are extra commands for row i
    (0-based in ``rows``), written for row 0 (e.g. ``("TEXTCOLOR", (0, 0), (-1, 0), red)``).

    The heading row wraps in its cells, and the columns grow from ``widths`` to fit what they
    hold (:func:`reports.columns.fit_widths`) unless ``fit`` is false."""

    def __init__(
        self,
        header: Sequence[Cell],
        rows: Sequence[Sequence[Cell]],
        widths: Sequence[float],
        *,
        theme: Theme,
        look: TableLook,
        style: Sequence[Command] = (),
        row_styles: Mapping[int, Sequence[Command]] | None = None,
        min_rows: int = 3,
        tail: Flowable | None = None,
        fit: bool = True,
        _shared: tuple[list[float], list[float], float] | None = None,
        _start: int = 0,
    ) -> None:
        super().__init__()
        if _shared is None:  # the first piece: headings that wrap, columns sized to the content
            right = _right_columns(style, len(widths))
            header = heading_cells(header, theme, right=right, size=look.header_size)
        if _shared is None and fit:  # (``fit=False``: the caller sized them)
            widths = fit_widths([header, *rows], widths, sum(widths), font=look.font, size=look.size, bold=look.header_font,
                                padding=look.pad_left + look.pad_right)
        self.header = header
        self.rows = rows  # shared by every piece; this piece starts at _start
        self.widths = list(widths)
        self.theme = theme
        self.look = look
        self.style = style
        self.row_styles = row_styles or {}
        self.min_rows = min_rows
        self.start = _start
        self.tail = tail  # e.g. a closing line: kept on the page of the last rows
        self._tail_h = 0.0
        if _shared is None:  # measure every row once, for all the pieces
            heights = [self.row_height(r) for r in rows]
            below = [0.0] * (len(heights) + 1)  # below[i]: height of rows i.. to the end
            for i in range(len(heights) - 1, -1, -1):
                below[i] = below[i + 1] + heights[i]
            _shared = (heights, below, self.row_height(header, header=True))
        self._heights, self._below, self._header_h = _shared
        self.width = sum(self.widths)
        self.hAlign = "LEFT"
        self._total = 0.0

    # -- measuring -----------------------------------------------------------

    def _cell_height(self, cell: Cell, width: float, *, header: bool) -> float:
        lk = self.look
        if isinstance(cell, Paragraph):
            return float(cell.wrap(width - lk.pad_left - lk.pad_right, 10_000)[1])
        lines = str(cell).count("\n") + 1
        return lines * (lk.header_size * 1.2 if header else lk.leading)

    def row_height(self, row: Sequence[Cell], *, header: bool = False) -> float:
        """The height ``row`` is drawn at (its tallest cell plus the paddings). Each row of the
        table is measured once, when the table is made; the pages reuse the heights."""
        content = max((self._cell_height(c, w, header=header) for c, w in zip(row, self.widths, strict=True)), default=0.0)
        return max(self.look.min_row, content + self.look.pad_top + self.look.pad_bottom)

    # -- the page tables --------------------------------------------------------

    def _table(self, start: int, stop: int) -> Table:
        lk, p = self.look, self.theme.palette
        heights = [self._header_h, *self._heights[start:stop]]
        t = Table([list(self.header), *(list(r) for r in self.rows[start:stop])], colWidths=self.widths, rowHeights=heights, hAlign="LEFT")
        cmds: list[Command] = [
            *self.theme.grid_table(header_rows=1, zebra=False),
            ("FONT", (0, 1), (-1, -1), lk.font, lk.size, lk.leading),
            ("FONT", (0, 0), (-1, 0), lk.header_font, lk.header_size, lk.header_size * 1.2),
            ("TOPPADDING", (0, 0), (-1, -1), lk.pad_top),
            ("BOTTOMPADDING", (0, 0), (-1, -1), lk.pad_bottom),
            ("LEFTPADDING", (0, 0), (-1, -1), lk.pad_left),
            ("RIGHTPADDING", (0, 0), (-1, -1), lk.pad_right),
            *self.style,
        ]
        for k in range(start, stop):
            r = k - start + 1
            if k % 2 == 1:
                cmds.append(("BACKGROUND", (0, r), (-1, r), p.zebra))
            for cmd in self.row_styles.get(k, ()):
                first: Any = cmd[1]
                last: Any = cmd[2]
                cmds.append((cmd[0], (first[0], r), (last[0], r), *cmd[3:]))
        t.setStyle(self.theme.style(cmds))
        return t

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        if self.tail is not None:
            self._tail_h = self.tail.wrap(self.width, avail_height)[1] + self.tail.getSpaceBefore()
        self._total = self._header_h + self._below[self.start] + self._tail_h
        return self.width, self._total

    def split(self, avail_width: float, avail_height: float) -> list[Flowable]:
        room = avail_height - self._header_h - 0.5
        stop, used, end = self.start, 0.0, len(self.rows)
        while stop < end and used + self._heights[stop] <= room:
            used += self._heights[stop]
            stop += 1
        if stop == end:
            if used + self._tail_h <= room:
                return [self._table(self.start, stop), *([self.tail] if self.tail is not None else [])]
            stop = max(self.start, end - 2)  # the closing line does not fit: it takes the last rows with it
        if stop - self.start < min(self.min_rows, end - self.start):
            return []  # not worth starting here: the table moves to the next page
        rest = PagedTable(
            self.header, self.rows, self.widths, theme=self.theme, look=self.look, style=self.style,
            row_styles=self.row_styles, min_rows=1, tail=self.tail, _shared=(self._heights, self._below, self._header_h), _start=stop,
        )
        return [self._table(self.start, stop), rest]

    def draw(self) -> None:
        t = self._table(self.start, len(self.rows))
        t.wrapOn(self.canv, self.width, self._total)
        t.drawOn(self.canv, 0, self._tail_h)
        if self.tail is not None:
            self.tail.drawOn(self.canv, 0, 0)


def _right_columns(style: Sequence[Command], n: int) -> list[int]:
    """The columns a table's style right-aligns (their headings are set right too)."""
    out: list[int] = []
    for cmd in style:
        if cmd[0] == "ALIGN" and cmd[-1] == "RIGHT":
            first: Any = cmd[1]
            last: Any = cmd[2]
            out += range(first[0] % n, last[0] % n + 1)
    return out


def text_fits(text: str, font: str, size: float, width: float) -> str:
    """``text`` cut to ``width`` points with an ellipsis (for cells that never wrap)."""
    if stringWidth(text, font, size) <= width:
        return text
    while text and stringWidth(text + "…", font, size) > width:
        text = text[:-1]
    return text + "…"
