"""Money for display: integer minor units in, the house currency out.

Formatting only; amounts always come from the engine or the store. Whole
amounts are shown without decimals (``€16,000``): chips have no cents, and
a dealer reads fewer digits faster. Anything else keeps its minor units.
"""

from __future__ import annotations

from decimal import Decimal
from functools import lru_cache

from babel import Locale, UnknownLocaleError
from babel.numbers import format_currency, get_currency_precision

__all__ = ["MoneyFormat", "format_money"]


@lru_cache(maxsize=64)
def _patterns(locale: str) -> tuple[str, str]:
    try:
        loc = Locale.parse(locale)
    except (UnknownLocaleError, ValueError):
        loc = Locale.parse("en_US")
    full = loc.currency_formats["standard"].pattern
    whole = full.replace(".00", "").replace(",00", "")
    return full, whole


@lru_cache(maxsize=64)
def _precision(currency: str) -> int:
    try:
        return int(get_currency_precision(currency))
    except Exception:  # an unknown code: assume cents
        return 2


@lru_cache(maxsize=8192)
def format_money(amount: int, currency: str = "EUR", locale: str = "en_US", *, signed: bool = False) -> str:
    """``format_money(1600000, "EUR")`` -> ``'€16,000'``; ``signed`` adds ``+`` to gains."""
    prec = _precision(currency)
    full, whole = _patterns(locale)
    value = Decimal(amount).scaleb(-prec)
    is_whole = amount % (10**prec) == 0
    try:
        text = format_currency(abs(value), currency, format=whole if is_whole else full, locale=locale, currency_digits=False)
    except (UnknownLocaleError, ValueError):
        text = format_currency(abs(value), currency, locale="en_US")
    if amount < 0:
        return "−" + text
    if signed and amount > 0:
        return "+" + text
    return text


class MoneyFormat:
    """A formatter bound to a house currency and a display locale."""

    def __init__(self, currency: str = "EUR", locale: str = "en_US") -> None:
        self.currency = currency
        self.locale = locale

    def __call__(self, amount: int, *, signed: bool = False) -> str:
        return format_money(amount, self.currency, self.locale, signed=signed)

    def major_to_minor(self, text: str) -> int:
        """Parse what a dealer types for an amount (major units, e.g. ``25`` or
        ``12.50``) into minor units. Raises ValueError with a readable reason."""
        t = text.strip().replace(" ", "").replace("\u00a0", "").replace("\u202f", "")
        if not t:
            raise ValueError("empty")
        t = t.replace(",", ".") if t.count(",") == 1 and "." not in t and len(t.split(",")[1]) <= 2 else t.replace(",", "")
        try:
            value = Decimal(t)
        except Exception:
            raise ValueError(f"{text!r} is not an amount") from None
        if not value.is_finite() or value < 0:
            raise ValueError(f"{text!r} is not an amount")
        minor = value.scaleb(_precision(self.currency))
        if minor != minor.to_integral_value():
            raise ValueError(f"{text!r} has more decimals than the currency")
        return int(minor)

    def minor_to_major_text(self, amount: int) -> str:
        prec = _precision(self.currency)
        if amount % (10**prec) == 0:
            return str(amount // 10**prec)
        return str(Decimal(amount).scaleb(-prec))
