"""Money for people: integer minor units shown in the table currency.

Amounts are integers of minor units everywhere in the engine; this module only
turns them into text, by hand (no locale data, no I/O): ``€1,234.50`` for the
currencies whose sign is unambiguous on a casino floor, ``CHF 1,234.50`` (the
ISO code) for the rest.
"""

from __future__ import annotations

from collections.abc import Callable

__all__ = ["format_money", "money_formatter"]

# ISO 4217 minor-unit exponents that differ from 2 (the common case).
_DIGITS = {
    "BIF": 0, "CLP": 0, "DJF": 0, "GNF": 0, "ISK": 0, "JPY": 0, "KMF": 0, "KRW": 0, "PYG": 0,
    "RWF": 0, "UGX": 0, "UYI": 0, "VND": 0, "VUV": 0, "XAF": 0, "XOF": 0, "XPF": 0,
    "BHD": 3, "IQD": 3, "JOD": 3, "KWD": 3, "LYD": 3, "OMR": 3, "TND": 3,
}


# Signs shown before the amount; any other currency is written with its ISO code.
_SIGNS = {"EUR": "€", "USD": "$", "GBP": "£", "RUB": "₽", "JPY": "¥", "INR": "₹", "KRW": "₩", "ILS": "₪", "TRY": "₺"}


def format_money(amount: int, currency: str) -> str:
    """``amount`` minor units as text in ``currency``, thousands grouped.

    >>> format_money(123450, "EUR")
    '€1,234.50'
    >>> format_money(-5, "EUR")
    '-€0.05'
    >>> format_money(1500, "JPY")
    '¥1,500'
    >>> format_money(250000, "CHF")
    'CHF 2,500.00'
    >>> format_money(1234567, "KWD")
    'KWD 1,234.567'
    """
    digits = _DIGITS.get(currency, 2)
    prefix = _SIGNS.get(currency) or f"{currency} "
    if digits == 2 and amount >= 0:
        return f"{prefix}{amount // 100:,}.{amount % 100:02d}"
    sign = "-" if amount < 0 else ""
    amount = -amount if amount < 0 else amount
    if digits == 0:
        return f"{sign}{prefix}{amount:,}"
    unit = 10**digits
    major, minor = divmod(amount, unit)
    return f"{sign}{prefix}{major:,}.{minor:0{digits}d}"


_FORMATTERS: dict[str, Callable[[int], str]] = {}


def money_formatter(currency: str) -> Callable[[int], str]:
    """``format_money`` for one currency, remembering the amounts it has written
    (chip amounts repeat all shift long).

    >>> money_formatter("EUR")(250000)
    '€2,500.00'
    """
    fmt = _FORMATTERS.get(currency)
    if fmt is None:
        seen: dict[int, str] = {}

        def fmt(amount: int) -> str:
            text = seen.get(amount)
            if text is None:
                text = format_money(amount, currency)
                if len(seen) < 8192:
                    seen[amount] = text
            return text

        _FORMATTERS[currency] = fmt
    return fmt
