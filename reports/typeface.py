"""The bundled DejaVu Sans, registered with reportlab once.

The 14 built-in PDF fonts have no card suits (♠♥♦♣), no ``−`` and few
currency signs, so every report embeds (a subset of) DejaVu Sans instead.
"""

from __future__ import annotations

from functools import cache

from reportlab.lib.fonts import addMapping
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from dealer_app.resources import resource_path

__all__ = ["BOLD", "REGULAR", "register_fonts"]

REGULAR = "DejaVuSans"
BOLD = "DejaVuSans-Bold"
_FILES = {REGULAR: "DejaVuSans.ttf", BOLD: "DejaVuSans-Bold.ttf"}


class FontMissingError(RuntimeError):
    """The package's font files are missing (a broken install)."""


@cache
def register_fonts() -> tuple[str, str]:
    """Register DejaVu Sans (regular, bold) and its family mapping; returns the two names."""
    for name, filename in _FILES.items():
        path = resource_path("reports.fonts", filename)
        if not path.is_file():
            raise FontMissingError(f"the report font {filename} is missing from the installation (reports/fonts)")
        pdfmetrics.registerFont(TTFont(name, str(path)))
    # no italic face is bundled: italic maps to regular (the styles never ask for it)
    addMapping(REGULAR, 0, 0, REGULAR)
    addMapping(REGULAR, 1, 0, BOLD)
    addMapping(REGULAR, 0, 1, REGULAR)
    addMapping(REGULAR, 1, 1, BOLD)
    return REGULAR, BOLD
