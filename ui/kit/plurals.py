"""Counted words, by CLDR's plural rules (Qt's ``%n`` numerus forms in the catalogues):
"1 карта", "2 карты", "5 карт", never an ending made by hand.

PySide looks a ``self.tr`` text up under the class of the object first and takes any
change as found, so a plural asked by a subclass's object would never reach its base
class's translation, and ``pyside6-lupdate`` reads a plural only as
``self.tr(text, "", n)``: the plurals shared by several screens live here, in a class
nobody derives from.
"""

from __future__ import annotations

import functools

from ui.kit.qt import QObject
from ui.kit.text import tr_args

__all__ = ["plurals"]


class Plurals(QObject):
    def cards(self, n: int) -> str:
        """``5 cards``."""
        return self.tr("%n card(s)", "", n)

    def exchange_from(self, n: int, fee: int) -> str:
        """An exchange's house rule: from ``n`` cards, for ``fee`` Antes."""
        return tr_args(self.tr("%n+ card(s), fee %1 Ante", "", n), str(fee))

    def showdown(self, box: str, n: int) -> str:
        """The next step at the showdown: box ``box`` shows its ``n`` cards."""
        return tr_args(self.tr("Showdown: box %1 shows its %n card(s). Press C and type them.", "", n), box)


@functools.cache
def plurals() -> Plurals:
    """The one instance (made on first use, once a QApplication exists)."""
    return Plurals()
