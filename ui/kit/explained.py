"""The engine's explanation terms in the app's current language.

The language is the one :func:`ui.i18n.install` installed last (so a language
switch applies to every explanation rendered after it); the words are
``dealer_app.wording.explanations``'s, the same as on the command line and in
the PDFs. Plain Python: the table's presenter uses it without Qt.
"""

from __future__ import annotations

from dealer_app.wording.errors import exception_text
from dealer_app.wording.explanations import LANGUAGES, explanation_text
from rules.poker.explain import Explanation
from ui.kit.money import screen_text

__all__ = ["explanation_lines", "refusal_text", "set_ui_language", "ui_language"]

_language = ["en"]


def set_ui_language(lang: str) -> None:
    """Called by :func:`ui.i18n.install` with the language it installed."""
    _language[0] = lang if lang in LANGUAGES else "en"


def ui_language() -> str:
    """``'en'`` or ``'ru'``: the language of the installed catalogues."""
    return _language[0]


def refusal_text(err: object) -> str:
    """A service's refusal (an exception, or a failed job carrying one) as a person reads it
    in the UI's language: the message itself in English, its Russian wording in Russian
    (with the engine's words it ends with rendered from their types, ``detail``)."""
    return exception_text(getattr(err, "exception", err), ui_language())


def explanation_lines(terms: Explanation | None, english: tuple[str, ...] = ()) -> tuple[str, ...]:
    """Every line of a box's explanation as a screen shows it (minus sign U+2212);
    ``english``, the engine's lines, when the terms are unknown."""
    lines = explanation_text(terms, ui_language()) if terms is not None else english
    return tuple(screen_text(line) for line in lines)
