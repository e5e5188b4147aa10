"""What every wording module shares: the languages, their CLDR locales and the one
plural rule (babel), so that a count reads the same in problems, refusals, explanations
and reports."""

from __future__ import annotations

from collections.abc import Sequence

from babel import Locale

__all__ = ["LANGUAGES", "LOCALES", "LanguageError", "check_lang", "plural", "ru_plural"]

LANGUAGES = ("en", "ru")
LOCALES = {"en": "en_GB", "ru": "ru_RU"}


class LanguageError(ValueError):
    """A language this product does not speak."""


def check_lang(lang: str) -> str:
    """``lang`` when it is one of :data:`LANGUAGES`, else a one-line error naming them."""
    if lang not in LANGUAGES:
        raise LanguageError(f"language: {lang!r} is not one of {', '.join(LANGUAGES)}")
    return lang


_LOCALE = {lang: Locale.parse(name) for lang, name in LOCALES.items()}


def plural(n: int, lang: str, forms: Sequence[str]) -> str:
    """The form of a noun for ``n`` by the CLDR plural rules of ``lang`` (babel):
    ``forms`` are (one, few, many) for Russian, (one, other) for English.

    >>> [plural(n, "ru", ("карта", "карты", "карт")) for n in (1, 2, 5, 21)]
    ['карта', 'карты', 'карт', 'карта']
    """
    rule = _LOCALE[check_lang(lang)].plural_form(n)
    if lang == "ru":
        return {"one": forms[0], "few": forms[1]}.get(rule, forms[2])
    return forms[0] if rule == "one" else forms[1]


def ru_plural(n: int, one: str, few: str, many: str) -> str:
    """The Russian noun form for ``n`` (:func:`plural` with the three forms given apart)."""
    return plural(n, "ru", (one, few, many))
