"""Playing cards: ranks, suits, parsing and canonical notation (RULES.md §1).

Cards are interned: there are exactly 52 :class:`Card` objects, so identity
and equality agree and a card can be used as a dictionary key cheaply.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass

from rules.limits import show_text

__all__ = [
    "FULL_DECK",
    "Card",
    "CardError",
    "DuplicateCardError",
    "Rank",
    "Suit",
    "parse_card",
    "parse_cards",
]


class CardError(ValueError):
    """A text that is not a card (e.g. ``'Zx'``)."""

    def __init__(self, text: object) -> None:
        self.text = text
        super().__init__(f"{show_text(text)} is not a card")


class DuplicateCardError(ValueError):
    """The same physical card named twice."""

    def __init__(self, card: Card) -> None:
        self.card = card
        super().__init__(f"card {card} appears twice")


class Rank(enum.IntEnum):
    """Card rank; the value is the rank's pip order (Ace high = 14).

    >>> Rank.ACE > Rank.KING
    True
    >>> Rank.TEN.symbol
    'T'
    """

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def symbol(self) -> str:
        return _RANK_SYMBOLS[self.value - 2]


class Suit(enum.StrEnum):
    """Card suit; the value is the canonical lower-case letter.

    >>> Suit("h").glyph
    '♥'
    """

    SPADES = "s"
    HEARTS = "h"
    DIAMONDS = "d"
    CLUBS = "c"

    @property
    def glyph(self) -> str:
        return _SUIT_GLYPHS[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)


_RANK_SYMBOLS = "23456789TJQKA"
_SUIT_GLYPHS = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}
_SUIT_INPUT = {
    "s": Suit.SPADES, "h": Suit.HEARTS, "d": Suit.DIAMONDS, "c": Suit.CLUBS,
    "♠": Suit.SPADES, "♥": Suit.HEARTS, "♦": Suit.DIAMONDS, "♣": Suit.CLUBS,
    "♤": Suit.SPADES, "♡": Suit.HEARTS, "♢": Suit.DIAMONDS, "♧": Suit.CLUBS,
}
_RANK_INPUT = {s: Rank(i + 2) for i, s in enumerate(_RANK_SYMBOLS)} | {"10": Rank.TEN}
_PRIMES = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41)
_SUIT_BIT = {Suit.SPADES: 0x1000, Suit.HEARTS: 0x2000, Suit.DIAMONDS: 0x4000, Suit.CLUBS: 0x8000}


@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """One of the 52 cards. Use :func:`parse_card` or :meth:`of`, never the constructor."""

    rank: Rank
    suit: Suit
    index: int
    """0..51, rank-major: ``(rank - 2) * 4 + suit position``."""
    code: int
    """Cactus-Kev style bit code used by the evaluator (rank bit, suit bit, rank, prime)."""

    @staticmethod
    def of(rank: Rank, suit: Suit) -> Card:
        return _BY_RANK_SUIT[(rank, suit)]

    def __str__(self) -> str:
        text = _TEXT[self.index]
        return text if text else self.rank.symbol + self.suit.value

    def __repr__(self) -> str:
        return f"Card({self})"

    @property
    def pretty(self) -> str:
        """Rank and suit glyph, e.g. ``A♠``, ``10♥``."""
        r = "10" if self.rank is Rank.TEN else self.rank.symbol
        return r + self.suit.glyph

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def __hash__(self) -> int:
        return self.index

    def __eq__(self, other: object) -> bool:
        return self is other

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (parse_card, (str(self),))


def _make_deck() -> tuple[Card, ...]:
    out = []
    for r in Rank:
        for si, s in enumerate(Suit):
            ri = r.value - 2
            code = (1 << (16 + ri)) | _SUIT_BIT[s] | (ri << 8) | _PRIMES[ri]
            out.append(Card(r, s, ri * 4 + si, code))
    return tuple(out)


_TEXT: list[str] = [""] * 52
"""Each card's canonical text by its index (``str(card)``, written once: a log's audit writes millions)."""
FULL_DECK: tuple[Card, ...] = _make_deck()
for _c in FULL_DECK:
    _TEXT[_c.index] = _c.rank.symbol + _c.suit.value
_BY_RANK_SUIT = {(c.rank, c.suit): c for c in FULL_DECK}
_BY_TEXT: dict[str, Card] = {}
for _c in FULL_DECK:
    for _rt, _r in _RANK_INPUT.items():
        if _r is not _c.rank:
            continue
        for _st, _s in _SUIT_INPUT.items():
            if _s is _c.suit:
                _BY_TEXT[(_rt + _st).lower()] = _c


def parse_card(text: object) -> Card:
    """Parse one card in any accepted notation (``As``, ``10h``, ``t♦``, ``KD``).

    >>> str(parse_card("10h")), str(parse_card("a♠")), str(parse_card(" kd "))
    ('Th', 'As', 'Kd')
    """
    if isinstance(text, Card):
        return text
    if not isinstance(text, str):
        raise CardError(text)
    card = _BY_TEXT.get(text.strip().lower())
    if card is None:
        raise CardError(text)
    return card


def parse_cards(items: Iterable[object] | str) -> tuple[Card, ...]:
    """Parse a list of cards, or a string such as ``"as kd 7h 7d 2c"``.

    Raises :class:`CardError` on the first bad card and
    :class:`DuplicateCardError` when a card appears twice.
    """
    if isinstance(items, str):
        items = items.replace(",", " ").split()
    seen: set[Card] = set()
    out = []
    for it in items:
        c = parse_card(it)
        if c in seen:
            raise DuplicateCardError(c)
        seen.add(c)
        out.append(c)
    return tuple(out)
