"""Table columns sized to their content, and heading cells that wrap.

A column keeps its share of the page (the layout's weights) unless a cell
needs more: then it grows to fit its widest unbreakable piece (an amount, a
time, a number, a word) and the columns with room to spare give it up. A
heading is a paragraph, so it wraps inside its cell (hyphenated if a word
still does not fit) instead of running into its neighbour; a plain text cell
never wraps, so its column is at least as wide as the text.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from html import unescape

from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Paragraph

from .hyphens import pieces
from .text import esc
from .theme import Theme

__all__ = ["fit_widths", "heading_cells"]

_TAG = re.compile(r"<br\s*/?>|<[^>]*>", re.I)
_WORD = re.compile(r"^[^\W\d_]{5,}$")


def heading_cells(head: Sequence[object], theme: Theme, *, right: Sequence[int] = (), size: float | None = None) -> list[object]:
    """A table's heading row as paragraphs that wrap in their cells between words (right-aligned
    where the column is); :func:`fit_widths` makes each column as wide as its heading's longest word."""
    out: list[object] = []
    for i, cell in enumerate(head):
        if isinstance(cell, str):
            style = theme.styles["th_r" if i in right else "th"]
            if size is not None:
                style = style.clone(style.name + "_sized", fontSize=size, leading=size * 1.2)
            out.append(Paragraph(esc(cell), style))
        else:
            out.append(cell)
    return out


def _lines(cell: Paragraph) -> list[str]:
    text = _TAG.sub(lambda m: "\n" if m.group(0).lower().startswith("<br") else "", str(cell.text))
    return unescape(text).split("\n")


def _font(cell: Paragraph, bold: str) -> tuple[str, float]:
    style = cell.style
    name = bold if "<b>" in str(cell.text) else str(style.fontName)
    return name, float(style.fontSize)


def _widths(cell: object, font: str, size: float, bold: str, *, hyphens: bool) -> tuple[float, float]:
    """The narrowest the cell's content can be set, and its width on one line (without padding)."""
    if isinstance(cell, Paragraph):
        name, fsize = _font(cell, bold)
        widest = natural = 0.0
        for line in _lines(cell):
            natural = max(natural, stringWidth(line, name, fsize))
            for token in line.split(" "):
                if hyphens and _WORD.match(token):
                    width = max(stringWidth(p + "-", name, fsize) for p in pieces(token))
                else:
                    width = stringWidth(token, name, fsize)
                widest = max(widest, width)
        return widest, natural
    if not isinstance(cell, str):
        return 0.0, 0.0
    width = max((stringWidth(line, font, size) for line in cell.split("\n")), default=0.0)
    return width, width


def fit_widths(rows: Sequence[Sequence[object]], weights: Sequence[float], total: float, *, font: str, size: float,
               bold: str, padding: float, heading_rows: int = 1) -> list[float]:
    """Column widths summing to ``total``, as a browser sets an automatic table: every column
    as wide as its content on one line if the page allows (the room left shared by ``weights``),
    else at least its widest unbreakable piece, and the room left goes first to the columns
    that need little more to take their content on one line. A heading asks only for its
    widest word (it wraps)."""
    n = len(weights)
    for hyphens in (False, True):  # whole words first; hyphenated ones when they cannot all fit
        mins, nats = [padding] * n, [padding] * n
        for i, r in enumerate(rows):
            for c, cell in enumerate(r[:n]):
                least, one_line = _widths(cell, font, size, bold, hyphens=hyphens and i >= heading_rows)
                mins[c] = max(mins[c], least + padding + 0.5)
                nats[c] = max(nats[c], mins[c], (least if i < heading_rows else one_line) + padding + 0.01)
        if sum(mins) <= total:
            break
    if sum(nats) <= total:
        extra = total - sum(nats)
        return [x + extra * w / sum(weights) for x, w in zip(nats, weights, strict=True)]
    if sum(mins) >= total:  # nothing to spare: the needs, scaled to the page
        return [total * x / sum(mins) for x in mins]
    widths, room = list(mins), total - sum(mins)
    waiting = sorted((c for c in range(n) if nats[c] > mins[c]), key=lambda c: nats[c] - mins[c])
    while waiting and nats[waiting[0]] - mins[waiting[0]] <= room / len(waiting):
        c = waiting.pop(0)
        widths[c], room = nats[c], room - (nats[c] - mins[c])
    wants = sum(nats[c] - mins[c] for c in waiting)
    for c in waiting:
        widths[c] += room * (nats[c] - mins[c]) / wants
    return widths
