"""The engine's explanation terms in the app's current language.

The language is the one :func:`ui.i18n.install` made the default locale (so a
language switch applies to every explanation rendered after it); the words are
``dealer_app.wording.explanations``'s, the same as on the command line and in
the PDFs.
"""

from __future__ import annotations

from dealer_app.wording.explanations import LANGUAGES, explanation_text
from rules.poker.explain import Explanation
from ui.kit.money import screen_text
from ui.kit.qt import QLocale

__all__ = ["explanation_lines", "ui_language"]


def ui_language() -> str:
    """``'en'`` or ``'ru'``: the language of the installed catalogues."""
    code = QLocale().name().split("_")[0].lower()
    return code if code in LANGUAGES else "en"


def explanation_lines(terms: Explanation | None, english: tuple[str, ...] = ()) -> tuple[str, ...]:
    """Every line of a box's explanation as a screen shows it (minus sign U+2212);
    ``english``, the engine's lines, when the terms are unknown."""
    lines = explanation_text(terms, ui_language()) if terms is not None else english
    return tuple(screen_text(line) for line in lines)
