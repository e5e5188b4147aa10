"""Hyphenation of the printed pages: pyphen's Russian and English dictionaries.

Every paragraph style of the reports asks :func:`hyphenate` (reportlab calls it
with a word that does not fit the line), so a long word is broken at a real
syllable with a hyphen («Резуль-таты», «pay-outs»), never cut anywhere. The
dictionary is chosen by the word's alphabet, so a Russian report's Latin names
and an English report's Russian names are both broken right.

reportlab's pattern of hyphenatable letters has the Cyrillic block А–я without
Ё and ё; :func:`install` adds them once, so «пересчёт» is hyphenated like any
other word instead of being split without a hyphen.
"""

from __future__ import annotations

import re
from functools import cache

import pyphen
from reportlab.platypus import paragraph as _paragraph

__all__ = ["hyphenate", "install", "pieces"]

_CYRILLIC = re.compile("[\u0400-\u04ff]")
_YO = "\u0401\u0451"


@cache
def _dictionary(russian: bool) -> pyphen.Pyphen:
    return pyphen.Pyphen(lang="ru_RU" if russian else "en_GB", left=2, right=2)


def hyphenate(word: str) -> list[tuple[str, str]]:
    """The ways to break ``word`` (head, tail), the longest head first (what reportlab asks)."""
    return list(_dictionary(bool(_CYRILLIC.search(word))).iterate(word))


def pieces(word: str) -> list[str]:
    """``word`` cut at every hyphenation point (``["Резуль", "та", "ты"]``)."""
    marked: str = _dictionary(bool(_CYRILLIC.search(word))).inserted(word, hyphen="\x00")
    return marked.split("\x00")


@cache
def install() -> None:
    """Teach reportlab's paragraph wrapper that Ё and ё are letters (once per process)."""
    letters = str(_paragraph._hy_letters)
    if _YO[1] not in letters:
        letters += _YO
        _paragraph._hy_letters = letters
        _paragraph._hy_letters_pat = re.compile(f"^[{letters}]+$")
        _paragraph._hy_shy_letters_pat = re.compile(f"^[{_paragraph._hy_shy}{letters}]+$")
