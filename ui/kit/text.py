"""Filling a translated text's placeholders.

Qt's catalogues number the values of a text (``%1``, ``%2``…) so a translation
may put them in another order; :func:`tr_args` fills them, in one pass, the way
``QString::arg`` does. A plural's ``%n`` is Qt's own: ``self.tr(text, "", n)``
fills it, and :func:`tr_args` leaves it alone.
"""

from __future__ import annotations

import re

__all__ = ["tr_args"]

_PLACEHOLDER = re.compile(r"%([1-9])")


def tr_args(text: str, *args: object) -> str:
    """``text`` with ``%1`` replaced by the first of ``args``, ``%2`` by the second, and so on.

    Each placeholder is replaced wherever it stands, and only in ``text``: a value that
    itself contains ``%2`` stays as it is. A placeholder with no value stays too.

    >>> tr_args("Box %1: %2 of %3", 4, "2", "5")
    'Box 4: 2 of 5'
    >>> tr_args("%2 before %1", "a", "%1")
    '%1 before a'
    >>> tr_args("%n card(s) at box %1", 3)
    '%n card(s) at box 3'
    """
    values = [str(a) for a in args]

    def fill(m: re.Match[str]) -> str:
        i = int(m.group(1)) - 1
        return values[i] if i < len(values) else m.group(0)

    return _PLACEHOLDER.sub(fill, text)
