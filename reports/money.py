"""Money for the printed page: integer minor units in, the house currency out.

Always with every minor digit (the count room reconciles to the cent), the
locale's grouping and symbol (babel), and a true minus sign. The value handed
to babel is a ``Decimal`` built from the integer, never a float.
"""

from __future__ import annotations

from dealer_app.money_text import MINUS, MoneyText, MoneyTextError
from dealer_app.refusal_codes import CurrencyCodeUnknown

__all__ = ["MINUS", "Money", "MoneyFormatError"]

MoneyFormatError = MoneyTextError
"""An unknown currency code or locale (names which)."""


class Money:
    """``Money("EUR", "en_GB")(123456)`` -> ``'€1,234.56'``; ``(-500)`` -> ``'−€5.00'``.

    The full mode of the one money formatter (:mod:`dealer_app.money_text`)."""

    __slots__ = ("_text", "currency", "digits", "locale")

    def __init__(self, currency: str, locale: str = "en_GB") -> None:
        self._text: MoneyText = _prepared(currency, locale)
        self.currency = currency
        self.locale = locale
        self.digits = self._text.digits

    def __call__(self, minor: int, *, signed: bool = False) -> str:
        """Format an amount; ``signed`` puts ``+`` on gains."""
        return self._text.full(minor, signed=signed)


def _prepared(currency: str, locale: str) -> MoneyText:
    from dealer_app.money_text import money_text

    if not isinstance(currency, str) or not isinstance(locale, str):
        raise MoneyTextError(CurrencyCodeUnknown(iso=repr(currency)))
    return money_text(currency, locale)
