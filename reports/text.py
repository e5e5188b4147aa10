"""Small text helpers shared by the reports: local times, cards, escaping."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime, tzinfo
from xml.sax.saxutils import escape
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from dealer_app.refusal_codes import TimeZoneUnknown
from dealer_app.safe_input import shown_text
from rules.cards import Card, Rank

__all__ = ["ReportZoneError", "cards_markup", "esc", "hexcolor", "local_dt", "local_time", "zone"]


class ReportZoneError(ValueError):
    def __init__(self, name: str) -> None:
        super().__init__(TimeZoneUnknown(name=repr(name)))


def zone(name: str) -> tzinfo:
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        raise ReportZoneError(name) from None


def local_dt(when: datetime | None, tz: tzinfo, *, seconds: bool = False) -> str:
    if when is None:
        return "—"
    return when.astimezone(tz).strftime("%Y-%m-%d %H:%M:%S" if seconds else "%Y-%m-%d %H:%M")


def local_time(when: datetime | None, tz: tzinfo, *, seconds: bool = False) -> str:
    if when is None:
        return "—"
    return when.astimezone(tz).strftime("%H:%M:%S" if seconds else "%H:%M")


def esc(text: object) -> str:
    """Text for reportlab's paragraph mark-up: escaped, control and bidi characters
    shown as escapes, long text cut (:func:`dealer_app.safe_input.shown_text`)."""
    return escape(shown_text(text))


def hexcolor(color: object) -> str:
    """``#rrggbb`` for a reportlab colour (for paragraph mark-up)."""
    return "#" + str(color.hexval())[2:]  # type: ignore[attr-defined]


def _rank(card: Card) -> str:
    return "10" if card.rank is Rank.TEN else card.rank.symbol


def cards_markup(cards: Iterable[Card] | None, red: str, *, bold: bool = False) -> str:
    """Cards for a paragraph: red suits in red, ``—`` when unknown."""
    if cards is None:
        return "—"
    parts = []
    for c in cards:
        suit = f'<font color="{red}">{c.suit.glyph}</font>' if c.suit.is_red else c.suit.glyph
        parts.append(_rank(c) + suit)
    text = "\u2002".join(parts) if parts else "—"
    return f"<b>{text}</b>" if bold else text
