"""Money for display: integer minor units in, the house currency out.

Formatting only; amounts always come from the engine or the store. The one
formatter of the app (:mod:`dealer_app.money_text`, babel/CLDR, prepared once
per currency and locale) in its two modes: **compact** for the big PAY /
TAKE figures and the chips a dealer reads from a metre (``€16,000``; chips
have no cents), **full** for explanations, messages and dialogs
(``€16,000.00``). Negative amounts carry the minus sign U+2212.
"""

from __future__ import annotations

import re
from decimal import Decimal
from functools import lru_cache

from dealer_app.money_text import MINUS, MoneyText, MoneyTextError, money_text
from dealer_app.refusal_codes import AmountEmpty, AmountTooManyDecimals, NotAnAmount

__all__ = ["MoneyFormat", "format_money", "screen_text"]

_HYPHEN_MINUS = re.compile(r"(^|[\s(:=])-(?=[^\s\d]{0,3}\d)")


def screen_text(line: str) -> str:
    """A line made by the engine (the JSON contract's words, with ``-€60.00``) as a
    screen shows it: with the minus sign U+2212."""
    return _HYPHEN_MINUS.sub(lambda m: m.group(1) + MINUS, line) if "-" in line else line


@lru_cache(maxsize=64)
def _formatter(currency: str, locale: str) -> MoneyText:
    try:
        return money_text(currency, locale)
    except MoneyTextError:
        try:
            return money_text(currency, "en_US")
        except MoneyTextError:
            return money_text("EUR", "en_US")


def _precision(currency: str) -> int:
    return _formatter(currency, "en_US").digits


def format_money(amount: int, currency: str = "EUR", locale: str = "en_US", *, signed: bool = False) -> str:
    """Compact: ``format_money(1600000, "EUR")`` -> ``'€16,000'``; ``signed`` adds ``+`` to gains."""
    return _formatter(currency, locale).compact(amount, signed=signed)


class MoneyFormat:
    """A formatter bound to a house currency and a display locale."""

    def __init__(self, currency: str = "EUR", locale: str = "en_US", *, compact: bool = True) -> None:
        self.currency = currency
        self.locale = locale
        self.compact = compact
        """``False`` for screens that read and check figures (the console, trainee mode):
        calling the format then gives the full form, every minor digit."""

    def __call__(self, amount: int, *, signed: bool = False) -> str:
        """Compact (the figures a dealer moves, the chips), or full when made with ``compact=False``."""
        f = _formatter(self.currency, self.locale)
        return f.compact(amount, signed=signed) if self.compact else f.full(amount, signed=signed)

    def full(self, amount: int, *, signed: bool = False) -> str:
        """Every minor digit (explanations, messages, dialogs)."""
        return _formatter(self.currency, self.locale).full(amount, signed=signed)

    def major_to_minor(self, text: str) -> int:
        """Parse what a dealer types for an amount (major units, e.g. ``25`` or
        ``12.50``) into minor units. Raises ValueError with a readable reason."""
        t = text.strip().replace(" ", "").replace("\u00a0", "").replace("\u202f", "")
        if not t:
            raise ValueError(AmountEmpty())
        t = t.replace(",", ".") if t.count(",") == 1 and "." not in t and len(t.split(",")[1]) <= 2 else t.replace(",", "")
        try:
            value = Decimal(t)
        except Exception:
            raise ValueError(NotAnAmount(typed=repr(text))) from None
        if not value.is_finite() or value < 0:
            raise ValueError(NotAnAmount(typed=repr(text)))
        minor = value.scaleb(_precision(self.currency))
        if minor != minor.to_integral_value():
            raise ValueError(AmountTooManyDecimals(typed=repr(text)))
        return int(minor)

    def minor_to_major_text(self, amount: int) -> str:
        prec = _precision(self.currency)
        if amount % (10**prec) == 0:
            return str(amount // 10**prec)
        return str(Decimal(amount).scaleb(-prec))
