"""Money for the printed page: integer minor units in, the house currency out.

Always with every minor digit (the count room reconciles to the cent), the
locale's grouping and symbol (babel), and a true minus sign. The value handed
to babel is a ``Decimal`` built from the integer, never a float.
"""

from __future__ import annotations

from decimal import Decimal

from babel import Locale, UnknownLocaleError
from babel.numbers import format_currency, get_currency_precision, is_currency

__all__ = ["MINUS", "Money", "MoneyFormatError"]

MINUS = "\u2212"


class MoneyFormatError(ValueError):
    """An unknown currency code or locale (names which)."""


class Money:
    """``Money("EUR", "en_GB")(123456)`` -> ``'€1,234.56'``; ``(-500)`` -> ``'−€5.00'``."""

    __slots__ = ("_cache", "currency", "digits", "locale")

    def __init__(self, currency: str, locale: str = "en_GB") -> None:
        if not isinstance(currency, str) or not is_currency(currency):
            raise MoneyFormatError(f"currency: {currency!r} is not an ISO 4217 currency code")
        try:
            Locale.parse(locale)
        except (UnknownLocaleError, ValueError, TypeError):
            raise MoneyFormatError(f"locale: {locale!r} is not a known locale") from None
        self.currency = currency
        self.locale = locale
        self.digits = int(get_currency_precision(currency))
        self._cache: dict[tuple[int, bool], str] = {}

    def __call__(self, minor: int, *, signed: bool = False) -> str:
        """Format an amount; ``signed`` puts ``+`` on gains."""
        key = (minor, signed)
        text = self._cache.get(key)
        if text is None:
            if not isinstance(minor, int) or isinstance(minor, bool):
                raise TypeError(f"money must be int minor units, not {type(minor).__name__}")
            body = format_currency(Decimal(abs(minor)).scaleb(-self.digits), self.currency, locale=self.locale)
            text = (MINUS + body) if minor < 0 else ("+" + body if signed and minor > 0 else body)
            if len(self._cache) < 200_000:
                self._cache[key] = text
        return text
