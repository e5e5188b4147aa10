"""Layout and styles as data (the rst2pdf habit): page geometry, type sizes,
colours, paragraph styles and table styles live here, and the builders only
name them. Change the look of every report in this one file.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, fields
from functools import cached_property
from typing import TypeAlias

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_LEFT, TA_RIGHT
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import TableStyle

from .hyphens import hyphenate, install
from .typeface import BOLD, REGULAR, register_fonts

__all__ = ["THEME", "Theme"]

Color: TypeAlias = colors.Color


@dataclass(frozen=True)
class Palette:
    """Colours by role, as hex strings (``#rrggbb`` or ``#rrggbbaa``)."""

    ink: str = "#1a1a1a"
    muted: str = "#5c5c5c"
    faint: str = "#8a8a8a"
    rule: str = "#b8b8b8"
    hairline: str = "#dddddd"
    band: str = "#eef0f3"
    zebra: str = "#f6f7f9"
    header_fill: str = "#27313d"
    header_ink: str = "#ffffff"
    accent: str = "#27313d"
    red_suit: str = "#c0141b"
    void: str = "#b3261e"
    ruling: str = "#8a5a00"
    simulated: str = "#1f5fa8"
    watermark: str = "#1f5fa812"
    """With alpha (the last two hex digits)."""
    chart_line: str = "#27313d"
    chart_computed: str = "#b3261e"
    chart_grid: str = "#e4e4e4"


class Colors:
    """A :class:`Palette` resolved to reportlab colours, by the same names."""

    def __init__(self, palette: Palette) -> None:
        for f in fields(palette):
            value = getattr(palette, f.name)
            setattr(self, f.name, colors.HexColor(value, hasAlpha=len(value) == 9))

    def __getattr__(self, name: str) -> Color:  # for type checkers: every attribute is a Color
        raise AttributeError(name)


@dataclass(frozen=True)
class Theme:
    page_size: tuple[float, float] = A4
    margin_left: float = 16 * mm
    margin_right: float = 16 * mm
    margin_top: float = 22 * mm
    """From the page edge to the body (the running header sits inside it)."""
    margin_bottom: float = 18 * mm
    header_baseline: float = 11 * mm
    """From the top edge."""
    footer_baseline: float = 11 * mm
    """From the bottom edge."""
    base_size: float = 8.5
    small_size: float = 7.0
    listing_size: float = 7.2
    listing_row: float = 11.0
    """Row height of the round-by-round listing (fixed so pages can be cut exactly)."""
    colors: Palette = field(default_factory=Palette)

    def __post_init__(self) -> None:
        register_fonts()

    @cached_property
    def palette(self) -> Colors:
        return Colors(self.colors)

    @property
    def font(self) -> str:
        return REGULAR

    @property
    def bold(self) -> str:
        return BOLD

    @property
    def frame_width(self) -> float:
        return self.page_size[0] - self.margin_left - self.margin_right

    @property
    def frame_height(self) -> float:
        return self.page_size[1] - self.margin_top - self.margin_bottom

    @cached_property
    def styles(self) -> dict[str, ParagraphStyle]:
        p = self.palette
        install()
        # a word that does not fit is hyphenated at a syllable (Russian or English), never cut
        # anywhere: an amount (its spaces non-breaking) is one word and never broken at all;
        # embeddedHyphenation=2 also tries a word that fits no line whole once more on a new line
        base = ParagraphStyle("base", fontName=REGULAR, fontSize=self.base_size, leading=self.base_size * 1.3, textColor=p.ink,
                              hyphenationLang=hyphenate, embeddedHyphenation=2, splitLongWords=0)
        head = self.base_size - 1

        def s(name: str, **kw: object) -> ParagraphStyle:
            return ParagraphStyle(name, parent=base, **kw)

        return {
            "base": base,
            "title": s("title", fontName=BOLD, fontSize=19, leading=23, spaceAfter=1),
            "subtitle": s("subtitle", fontSize=10.5, leading=14, textColor=p.muted),
            "slip_title": s("slip_title", fontName=BOLD, fontSize=15, leading=18, spaceAfter=1),
            "h1": s("h1", fontName=BOLD, fontSize=11.5, leading=14, spaceBefore=11, spaceAfter=4, textColor=p.accent),
            "h2": s("h2", fontName=BOLD, fontSize=9.5, leading=12, spaceBefore=6, spaceAfter=3),
            "body": base,
            "muted": s("muted", textColor=p.muted),
            "small": s("small", fontSize=self.small_size, leading=self.small_size * 1.3, textColor=p.muted),
            "note": s("note", fontSize=self.small_size, leading=self.small_size * 1.35, textColor=p.muted, spaceBefore=3),
            "cell": s("cell", fontSize=self.base_size - 0.5, leading=(self.base_size - 0.5) * 1.25),
            "cell_r": s("cell_r", fontSize=self.base_size - 0.5, leading=(self.base_size - 0.5) * 1.25, alignment=TA_RIGHT),
            "cell_c": s("cell_c", fontSize=self.base_size - 0.5, leading=(self.base_size - 0.5) * 1.25, alignment=TA_CENTER),
            "cell_b": s("cell_b", fontName=BOLD, fontSize=self.base_size - 0.5, leading=(self.base_size - 0.5) * 1.25),
            # a table's headings wrap between words, never hyphenated: their columns fit their longest word
            "th": s("th", fontName=BOLD, fontSize=head, leading=head * 1.2, textColor=p.header_ink, hyphenationLang="",
                    embeddedHyphenation=0),
            "th_r": s("th_r", fontName=BOLD, fontSize=head, leading=head * 1.2, textColor=p.header_ink, alignment=TA_RIGHT,
                      hyphenationLang="", embeddedHyphenation=0),
            "cell_br": s("cell_br", fontName=BOLD, fontSize=self.base_size - 0.5, leading=(self.base_size - 0.5) * 1.25, alignment=TA_RIGHT),
            "label": s("label", fontSize=self.small_size, leading=self.small_size * 1.25, textColor=p.muted),
            "value": s("value", fontName=BOLD, fontSize=9, leading=11.5),
            "kpi_label": s("kpi_label", fontSize=7.2, leading=9, textColor=p.muted, alignment=TA_LEFT),
            "kpi_value": s("kpi_value", fontName=BOLD, fontSize=13.5, leading=16.5),
            "kpi_note": s("kpi_note", fontSize=7, leading=8.8, textColor=p.void),
            "kpi_aside": s("kpi_aside", fontSize=7, leading=8.8, textColor=p.muted),
            "end_line": s("end_line", spaceBefore=6),
            "stamp": s("stamp", fontName=BOLD, fontSize=10, leading=12, textColor=p.simulated),
            "sig_label": s("sig_label", fontSize=7.5, leading=9.5, textColor=p.muted),
            "sig_name": s("sig_name", fontName=BOLD, fontSize=8.5, leading=11),
        }

    # -- table styles (lists of reportlab TableStyle commands) ---------------

    def style(self, cmds: Sequence[tuple[object, ...]]) -> TableStyle:
        """A TableStyle whose cells default to the bundled font (reportlab's default
        is Helvetica, which would be referenced, unembedded, by every layout table)."""
        return TableStyle([("FONT", (0, 0), (-1, -1), REGULAR, self.base_size), *cmds])

    def grid_table(self, *, header_rows: int = 1, zebra: bool = True, rows: int = 0) -> list[tuple[object, ...]]:
        """A data table: dark header band, hairlines between rows, light zebra."""
        p = self.palette
        cmds: list[tuple[object, ...]] = [
            ("FONT", (0, 0), (-1, -1), REGULAR, self.base_size - 0.5),
            ("TEXTCOLOR", (0, 0), (-1, -1), p.ink),
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("LEFTPADDING", (0, 0), (-1, -1), 3.5),
            ("RIGHTPADDING", (0, 0), (-1, -1), 3.5),
            ("TOPPADDING", (0, 0), (-1, -1), 2.2),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 2.6),
            ("LINEBELOW", (0, header_rows), (-1, -1), 0.25, p.hairline),
            ("LINEABOVE", (0, 0), (-1, 0), 0.6, p.header_fill),
            ("LINEBELOW", (0, -1), (-1, -1), 0.6, p.rule),
        ]
        if header_rows:
            cmds += [
                ("BACKGROUND", (0, 0), (-1, header_rows - 1), p.header_fill),
                ("TEXTCOLOR", (0, 0), (-1, header_rows - 1), p.header_ink),
                ("FONT", (0, 0), (-1, header_rows - 1), BOLD, self.base_size - 1),
                ("VALIGN", (0, 0), (-1, header_rows - 1), "MIDDLE"),
            ]
        if zebra and rows:
            cmds += [("BACKGROUND", (0, r), (-1, r), p.zebra) for r in range(header_rows + 1, header_rows + rows, 2)]
        return cmds

    def key_value_table(self) -> list[tuple[object, ...]]:
        return [
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("LEFTPADDING", (0, 0), (-1, -1), 0),
            ("RIGHTPADDING", (0, 0), (-1, -1), 8),
            ("TOPPADDING", (0, 0), (-1, -1), 1.2),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 1.2),
        ]


THEME = Theme()
