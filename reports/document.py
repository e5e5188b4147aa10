"""The page machinery shared by every report: a ``BaseDocTemplate`` whose page
template draws the running header and footer, a canvas that writes
"Page N of M" on every page once M is known, and reproducible output.

Reproducible means: the same data gives the same bytes. reportlab's
``invariant`` mode fixes the document id and the internal names; the creation
date is the time the report stands for (the shift's close), never "now".
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from io import BytesIO
from typing import Any

from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import BaseDocTemplate, Flowable, Frame, PageTemplate

from dealer_app.version import build_label

from .theme import THEME, Theme

__all__ = ["PRODUCER", "PageChrome", "ReportDocTemplate", "render_pdf"]

PRODUCER = "Dealer Assistant"
FIXED_EPOCH = datetime(2000, 1, 1, tzinfo=UTC)


@dataclass(frozen=True, slots=True)
class PageChrome:
    """What the running header and footer of every page say."""

    title: str
    header_left: str
    header_right: str
    footer_left: str
    footer_second: str = ""
    simulated: bool = False
    created: datetime | None = None
    """The PDF's creation date (UTC); ``None`` uses a fixed date."""
    page_words: str = "Page {n} of {total}"
    """The page number's words (the report's language)."""
    simulated_word: str = "SIMULATED"
    """The stamp of a simulated shift's pages (the report's language)."""
    lang: str = "en"
    """The report's language (the build's words in the footer)."""


def _pdf_date(when: datetime | None) -> str:
    t = (when or FIXED_EPOCH).astimezone(UTC)
    return t.strftime("D:%Y%m%d%H%M%S+00'00'")


def _numbered_canvas(chrome: PageChrome, theme: Theme) -> type[Canvas]:
    """A canvas that keeps each page until the end, then stamps "Page N of M"."""
    stamp = _pdf_date(chrome.created)

    class NumberedCanvas(Canvas):  # type: ignore[misc]
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            self.setDateFormatter(lambda *_: stamp)
            self._saved_pages: list[dict[str, Any]] = []

        def showPage(self) -> None:  # reportlab's name
            self._saved_pages.append(dict(self.__dict__))
            self._startPage()

        def save(self) -> None:
            total = len(self._saved_pages)
            for state in self._saved_pages:
                self.__dict__.update(state)
                self._draw_page_number(total)
                Canvas.showPage(self)
            Canvas.save(self)

        def _draw_page_number(self, total: int) -> None:
            w, _ = theme.page_size
            self.saveState()
            self.setFont(theme.bold, 7.5)
            self.setFillColor(theme.palette.ink)
            self.drawRightString(w - theme.margin_right, theme.footer_baseline, chrome.page_words.format(n=self._pageNumber, total=total))
            self.restoreState()

    return NumberedCanvas


class ReportDocTemplate(BaseDocTemplate):  # type: ignore[misc]
    """One frame per page, header and footer drawn by the page template."""

    def __init__(
        self,
        target: BytesIO,
        *,
        chrome: PageChrome,
        subject: str,
        theme: Theme = THEME,
        on_page: Callable[[int], None] | None = None,
    ) -> None:
        self.chrome = chrome
        self.theme = theme
        self._on_page = on_page
        super().__init__(
            target,
            pagesize=theme.page_size,
            leftMargin=theme.margin_left,
            rightMargin=theme.margin_right,
            topMargin=theme.margin_top,
            bottomMargin=theme.margin_bottom,
            title=f"{chrome.title} — {chrome.header_left} — {chrome.header_right}",
            author=PRODUCER,
            creator=PRODUCER,
            subject=subject,
            invariant=1,
            pageCompression=1,
            lang="en",
            initialFontName=theme.font,
            initialFontSize=theme.base_size,
        )
        frame = Frame(
            self.leftMargin,
            self.bottomMargin,
            self.width,
            self.height,
            id="body",
            leftPadding=0,
            rightPadding=0,
            topPadding=0,
            bottomPadding=0,
        )
        self.addPageTemplates([PageTemplate(id="page", frames=[frame], onPage=self._draw_chrome)])

    def _draw_chrome(self, canv: Canvas, doc: BaseDocTemplate) -> None:
        t, p, c = self.theme, self.theme.palette, self.chrome
        w, h = t.page_size
        left, right = t.margin_left, w - t.margin_right
        canv.saveState()
        if c.simulated:  # a watermark no photocopy loses
            canv.saveState()
            canv.setFillColor(p.watermark)
            canv.setFont(t.bold, 78)
            canv.translate(w / 2, h / 2)
            canv.rotate(52)
            canv.drawCentredString(0, -26, c.simulated_word)
            canv.restoreState()
        y = h - t.header_baseline
        canv.setFillColor(p.accent)
        canv.setFont(t.bold, 9)
        canv.drawString(left, y, c.title.upper())
        title_w = canv.stringWidth(c.title.upper(), t.bold, 9)
        canv.setFillColor(p.muted)
        canv.setFont(t.font, 8)
        canv.drawString(left + title_w + 8, y, c.header_left)
        x = right
        if c.simulated:
            canv.setFont(t.bold, 8)
            canv.setFillColor(p.simulated)
            canv.drawRightString(x, y, c.simulated_word)
            x -= canv.stringWidth(c.simulated_word, t.bold, 8) + 8
        canv.setFillColor(p.ink)
        canv.setFont(t.font, 8)
        canv.drawRightString(x, y, c.header_right)
        canv.setStrokeColor(p.rule)
        canv.setLineWidth(0.6)
        canv.line(left, y - 4, right, y - 4)
        fy = t.footer_baseline
        canv.line(left, fy + 9, right, fy + 9)
        canv.setFont(t.font, 6.8)
        canv.setFillColor(p.muted)
        canv.drawString(left, fy, c.footer_left)
        canv.setFont(t.font, 6.3)
        if c.footer_second:  # the second footer line
            canv.drawString(left, fy - 8, c.footer_second)
        # which build printed this page (the same words as `dealer-app --version`)
        canv.drawRightString(right, fy - 8, f"{PRODUCER} {build_label(c.lang)}")
        canv.restoreState()

    def afterPage(self) -> None:  # reportlab's name
        if self._on_page is not None:
            self._on_page(self.page)


def render_pdf(
    flowables: Sequence[Flowable],
    *,
    chrome: PageChrome,
    subject: str,
    theme: Theme = THEME,
    on_page: Callable[[int], None] | None = None,
) -> bytes:
    """Lay out ``flowables`` with the running header/footer and return the PDF bytes."""
    buf = BytesIO()
    doc = ReportDocTemplate(buf, chrome=chrome, subject=subject, theme=theme, on_page=on_page)
    doc.build(list(flowables), canvasmaker=_numbered_canvas(chrome, theme))
    return buf.getvalue()
