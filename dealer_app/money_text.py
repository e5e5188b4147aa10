"""Money as people read it: the one formatter of screens and printed pages.

Integer minor units in, the house currency in the locale's CLDR pattern out
(babel), prepared once per (currency, locale) and cached per amount: the
table re-renders on every entry, and a shift report prints thousands of
figures. Two modes:

- **full**: every minor digit (``€20.00``, ``−€60.00``): explanations,
  messages, dialogs and PDFs, where a figure is read, checked and reconciled;
- **compact**: zero minor digits dropped (``€20``; ``€12.50`` stays): only for
  the big PAY / TAKE figures a dealer reads from a metre away.

Negative amounts carry the true minus sign U+2212 in both modes. The JSON
contract (``dealer-app settle``) keeps its own text (``rules.poker.money``)
and its minor-unit numbers; this module never touches it.

>>> m = money_text("EUR", "en_GB")
>>> m.full(2000), m.compact(2000), m.full(-6000), m.compact(1250)
('€20.00', '€20', '−€60.00', '€12.50')
>>> money_text("EUR", "ru_RU").full(-600000)
'−6\\xa0000,00\\xa0€'
"""

from __future__ import annotations

from decimal import Decimal
from functools import lru_cache

from babel import Locale, UnknownLocaleError
from babel.numbers import format_currency, get_currency_precision, is_currency

from dealer_app.refusal_codes import CurrencyCodeUnknown, LocaleUnknown

__all__ = ["MINUS", "MoneyText", "MoneyTextError", "money_text"]

MINUS = "\u2212"
_CACHE_LIMIT = 100_000


class MoneyTextError(ValueError):
    """An unknown currency code or locale (names which)."""


class MoneyText:
    """A currency in a locale, prepared once (see the module docstring)."""

    __slots__ = ("_cache", "_compact_pattern", "_full_pattern", "_unit", "currency", "digits", "locale")

    def __init__(self, currency: str, locale: str = "en_GB") -> None:
        if not isinstance(currency, str) or not is_currency(currency):
            raise MoneyTextError(CurrencyCodeUnknown(iso=repr(currency)))
        try:
            loc = Locale.parse(locale)
        except (UnknownLocaleError, ValueError, TypeError):
            raise MoneyTextError(LocaleUnknown(name=repr(locale))) from None
        self.currency = currency
        self.locale = str(loc)
        try:
            self.digits = int(get_currency_precision(currency))
        except Exception:  # babel knows the code but not its digits: cents
            self.digits = 2
        pattern: str = loc.currency_formats["standard"].pattern
        self._full_pattern = pattern
        self._compact_pattern = pattern.replace(".00", "").replace(",00", "")
        self._cache: dict[tuple[int, bool, bool], str] = {}
        self._unit: int = 10**self.digits

    def _text(self, minor: int, signed: bool, compact: bool) -> str:
        key = (minor, signed, compact)
        text = self._cache.get(key)
        if text is not None:
            return text
        if not isinstance(minor, int) or isinstance(minor, bool):
            raise TypeError(f"money must be int minor units, not {type(minor).__name__}")
        whole = minor % self._unit == 0
        pattern = self._compact_pattern if compact and whole else self._full_pattern
        body = format_currency(Decimal(abs(minor)).scaleb(-self.digits), self.currency, format=pattern,
                               locale=self.locale, currency_digits=not (compact and whole))
        text = (MINUS + body) if minor < 0 else ("+" + body if signed and minor > 0 else body)
        if len(self._cache) < _CACHE_LIMIT:
            self._cache[key] = text
        return text

    def full(self, minor: int, *, signed: bool = False) -> str:
        """Every minor digit; ``signed`` puts ``+`` on gains."""
        return self._text(minor, signed, False)

    def compact(self, minor: int, *, signed: bool = False) -> str:
        """Zero minor digits dropped (the big PAY / TAKE figures only)."""
        return self._text(minor, signed, True)


@lru_cache(maxsize=64)
def money_text(currency: str, locale: str = "en_GB") -> MoneyText:
    """The formatter of ``currency`` in ``locale``, prepared once per process."""
    return MoneyText(currency, locale)
