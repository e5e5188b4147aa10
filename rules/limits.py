"""Bounds on every number that enters the engine.

One upper bound for every amount, at every entry point: money is a whole
number of minor units below :data:`MAX_AMOUNT` (10^15, i.e. ten trillion in a
two-decimal currency). Anything larger is refused where it is read, named, so
that nothing stored can later overflow a 64-bit column, a report's decimal
context or a page's layout.
"""

from __future__ import annotations

__all__ = ["MAX_AMOUNT", "MAX_TEXT", "amount_problem", "show_number", "show_text"]

MAX_AMOUNT = 10**15
"""Every amount (minor units) is below this."""

MAX_TEXT = 500
"""Reasons, names and other free text are at most this many characters."""


def show_number(value: int) -> str:
    """A number as a message may show it: huge ones by their size only."""
    if value.bit_length() > 64:
        return f"a number of about {int(value.bit_length() * 0.30103) + 1} digits"
    return str(value)


def amount_problem(value: int) -> str | None:
    """Why ``value`` is not a usable amount, or ``None`` (negative amounts are the caller's rule)."""
    if value >= MAX_AMOUNT or value <= -MAX_AMOUNT:
        return f"{show_number(value)} is beyond the largest amount ({MAX_AMOUNT - 1:,} minor units)".replace(",", " ")
    return None


def show_text(value: object, limit: int = 60) -> str:
    """``repr(value)`` as a message may show it: a long text cut, with its length."""
    text = repr(value)
    if len(text) <= limit:
        return text
    size = f" ({len(value)} characters)" if isinstance(value, str) else ""
    return text[: limit - 4] + "...'" + size
