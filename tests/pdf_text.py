"""A PDF page's text as pypdf extracts it, with a word the layout hyphenated at a line's
end joined again («Резуль-» + «таты», "com-" + "pleted"): the reports hyphenate long words
(:mod:`reports.hyphens`), and the tests read the words."""

from __future__ import annotations

import itertools
import re
from typing import Any

__all__ = ["broken_words", "overlaps", "page_text", "russian_vocabulary", "text_runs", "unhyphenated"]

_BROKEN = re.compile(r"(?<=[^\W\d_])-\n(?=[^\W\d_])")
_CYRILLIC = re.compile("[а-яё]")


def unhyphenated(text: str) -> str:
    """``text`` with each line-end hyphen between two letters removed and the word joined."""
    return _BROKEN.sub("", text)


def page_text(page: Any, *args: Any, **kwargs: Any) -> str:
    """``page.extract_text(...)`` with the hyphenated words joined again."""
    return unhyphenated(page.extract_text(*args, **kwargs) or "")


def text_runs(page: Any) -> list[tuple[float, float, float, str]]:
    """Each piece of text drawn upright on ``page``: (x, y, width, text), the width measured
    with the bundled font it is set in (the reports embed DejaVu Sans)."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    from reports.typeface import BOLD, REGULAR, register_fonts

    register_fonts()
    runs: list[tuple[float, float, float, str]] = []

    def visit(text: str, cm: Any, tm: Any, font: Any, size: float) -> None:
        text = text.rstrip("\n")
        if not text.strip() or font is None or abs(tm[1]) > 1e-6 or abs(cm[1]) > 1e-6:
            return  # nothing drawn, or turned (the watermark)
        name = BOLD if "Bold" in str(font.get("/BaseFont", "")) else REGULAR
        scale = tm[0] * cm[0]
        x = tm[4] * cm[0] + tm[5] * cm[2] + cm[4]
        y = tm[4] * cm[1] + tm[5] * cm[3] + cm[5]
        width = stringWidth(text, name, size * scale)
        if runs and runs[-1][:2] == (x, y):  # drawn on from where the last piece ended (one line, two fonts)
            px, py, pw, pt = runs[-1]
            runs[-1] = (px, py, pw + width, pt + text)
        else:
            runs.append((x, y, width, text))

    page.extract_text(visitor_text=visit)
    return runs


def overlaps(page: Any, tolerance: float = 0.6) -> list[tuple[str, str]]:
    """Pairs of text pieces drawn on the same line of ``page`` where one runs into the next."""
    lines: dict[int, list[tuple[float, float, float, str]]] = {}
    for run in text_runs(page):
        lines.setdefault(round(run[1] * 2), []).append(run)
    found = []
    for runs in lines.values():
        runs.sort()
        for (x1, _, w1, t1), (x2, _, _, t2) in itertools.pairwise(runs):
            if x1 + w1 > x2 + tolerance:
                found.append((t1, t2))
    return found


def broken_words(text: str, vocabulary: set[str]) -> list[str]:
    """Russian words of ``text`` (pypdf's, not joined) broken at a line's end and not made
    whole by a hyphen: a line ending with a letter (no hyphen) before a line beginning with
    a small letter, where either side is no word of ``vocabulary`` (lower case); and a word
    joined again across line-end hyphens that is no word of it («аннулиро-» «вание» is)."""
    marked = re.sub(r"(?<=[^\W\d_])-\n\s*(?=[^\W\d_])", "\x01", text)  # hyphenated breaks, marked

    def known(piece: str) -> bool:
        return piece.replace("\x01", "").lower() in vocabulary or piece.replace("\x01", "-").lower() in vocabulary

    found = [w.replace("\x01", "-|") for w in re.findall(_WORD, marked)
             if "\x01" in w and _CYRILLIC.search(w.lower()) and not known(w)]
    for m in re.finditer(rf"({_WORD})(?=\n\s*({_WORD}))", marked):
        left, right = m.group(1), m.group(2)
        if (right[0].islower() and _CYRILLIC.search(left.lower()) and _CYRILLIC.search(right)
                and not (known(left) and known(right))):
                found.append(f"{left}|{right}".replace("\x01", "-"))
    return found


_WORD = r"[^\W\d_]+(?:\x01[^\W\d_]+)*"


def russian_vocabulary() -> set[str]:
    """Every word (lower case; a hyphenated one whole and in parts) of the string constants
    of the reports and the wording modules: the words a Russian PDF is made of."""
    import ast
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    words: set[str] = set()
    for f in [*(root / "reports").glob("*.py"), *(root / "dealer_app" / "wording").glob("*.py")]:
        for node in ast.walk(ast.parse(f.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                for w in re.findall(r"[^\W\d_]+(?:-[^\W\d_]+)*", node.value.lower()):
                    words.add(w)
                    words.update(w.split("-"))
    return words
