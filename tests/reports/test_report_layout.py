"""The page layout every report shares: a long word is hyphenated at a syllable (Russian
with ё, and English), an amount never breaks, a table's headings wrap in their cells and
its columns grow to what they hold. Read back from real PDFs (pypdf)."""

from __future__ import annotations

import re
from io import BytesIO

from pdf_text import broken_words, overlaps, text_runs
from pypdf import PdfReader
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Paragraph, Table

from reports.columns import fit_widths
from reports.document import PageChrome, render_pdf
from reports.money import Money
from reports.paged import PagedTable, TableLook
from reports.theme import THEME

WORDS = ["Результаты", "аннулирование", "пересчётный", "утверждённые", "Страховка", "возвращённая", "withholding", "acknowledgement"]
CHROME = PageChrome(title="Тест", header_left="Казино", header_right="Смена 1", footer_left="Dealer Assistant",
                    page_words="Страница {n} из {total}", lang="ru")


def _pdf(flowables: list[object]) -> PdfReader:
    return PdfReader(BytesIO(render_pdf(flowables, chrome=CHROME, subject="test")))


def test_a_narrow_cell_hyphenates_words_and_keeps_amounts_whole() -> None:
    money = Money("EUR", "ru_RU")
    amounts = [money(1_000_000), money(-123_456_789)]
    text = " ".join([*WORDS, *amounts])
    cell = Paragraph(text, THEME.styles["cell"])
    table = Table([[cell, Paragraph(text, THEME.styles["cell_r"])]], colWidths=[62, 90], hAlign="LEFT")
    reader = _pdf([table])
    raw = "\n".join(p.extract_text() or "" for p in reader.pages)
    vocabulary = {w.lower() for w in WORDS}
    assert broken_words(raw, vocabulary) == [], raw
    assert re.search(r"[а-яё]-\n[а-яё]", raw) and re.search(r"[a-z]-\n[a-z]", raw), "both languages hyphenated"
    assert re.search(r"ё[а-яё]*-\n|[а-яё]-\n[а-яё]*ё", raw), "a word with ё is hyphenated too"
    runs = [t.rstrip().replace("\xa0", " ") for p in reader.pages for _, _, _, t in text_runs(p)]
    for amount in amounts:
        assert sum(amount.replace("\xa0", " ") in t for t in runs) == 2, (amount, runs)  # whole, on one line, twice


def test_headings_wrap_in_their_cells_and_columns_fit_their_figures() -> None:
    t = THEME
    look = TableLook(t.font, t.base_size - 0.5, (t.base_size - 0.5) * 1.2, 2.2, 2.6, 3.5, 3.5, t.bold, t.base_size - 1)
    money = Money("EUR", "ru_RU")
    head = ["Время", "Сумма", "Кто подготовил", "Кто решил", "Выигравшая комбинация", "Причина"]
    rows = [["22:00", money(-1_234_567_89), "dan", "paula", "старшая карта", "Chips miscounted; recount."]
            for _ in range(5)]
    weights = [0.2, 0.2, 0.2, 0.2, 0.2, 8.0]  # the figures' columns far too narrow as weighed
    reader = _pdf([PagedTable(head, rows, [t.frame_width * w / sum(weights) for w in weights], theme=t, look=look,
                              style=[("ALIGN", (1, 0), (1, -1), "RIGHT")])])
    assert [o for p in reader.pages for o in overlaps(p)] == []
    flat = " ".join((reader.pages[0].extract_text() or "").split())
    for heading in head:
        assert heading in flat or heading.replace(" ", "") not in flat.replace(" ", ""), heading
    assert "Кто подготовил" in flat and "Выигравшая комбинация" in flat and "…" not in flat
    assert flat.count(money(-1_234_567_89).replace("\xa0", " ")) == 5 or flat.replace("\xa0", " ").count(
        money(-1_234_567_89).replace("\xa0", " ")) == 5


def test_a_column_is_never_narrower_than_its_widest_figure() -> None:
    money = Money("EUR", "ru_RU")
    rows = [["Сумма", "Причина"], [money(-987_654_321), Paragraph("причина " * 80, THEME.styles["cell"])]]
    widths = fit_widths(rows, [1, 30], 400, font=THEME.font, size=8, bold=THEME.bold, padding=7)
    assert abs(sum(widths) - 400) < 1e-6
    assert widths[0] >= stringWidth(money(-987_654_321), THEME.font, 8) + 7
