"""Poker hand evaluation: categories, exact five-card strength, best five of
six, combination cards and the two-hands search (RULES.md §2 and §10).

The evaluator is a table evaluator in the style of Cactus Kev: every card has
a bit code (see :class:`rules.cards.Card`), a flush is detected with one AND,
five distinct ranks are looked up by their rank bits and paired hands by the
product of their rank primes. Every one of the 7,462 distinct five-card hand
values gets a *strength* from 1 (7-5-4-3-2 offsuit) to 7,462 (a royal flush);
higher is better and equal strength is a tie. Tables are built once, at import,
from first principles (no data files).
"""

from __future__ import annotations

import enum
import itertools
import operator
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from rules.cards import FULL_DECK, Card, Rank

__all__ = [
    "DISTINCT_HAND_VALUES",
    "Category",
    "Combination",
    "Hand",
    "best_hand",
    "census",
    "combinations",
    "evaluate",
    "second_hand",
    "strength5",
]


class Category(enum.IntEnum):
    """Hand categories, low to high. ``ace_king`` is a high-card hand holding an
    Ace and a King; it ranks exactly where such a high-card hand would.

    >>> Category.parse("ace_king") < Category.ONE_PAIR
    True
    >>> Category.FULL_HOUSE.key
    'full_house'
    """

    HIGH_CARD = 0
    ACE_KING = 1
    ONE_PAIR = 2
    TWO_PAIR = 3
    THREE_OF_A_KIND = 4
    STRAIGHT = 5
    FLUSH = 6
    FULL_HOUSE = 7
    FOUR_OF_A_KIND = 8
    STRAIGHT_FLUSH = 9
    ROYAL_FLUSH = 10

    @property
    def key(self) -> str:
        """The contract's name (``one_pair``)."""
        return self.name.lower()

    @property
    def label(self) -> str:
        """Words for people (``one pair``)."""
        return _LABELS[self]

    @property
    def combination_size(self) -> int:
        """How many cards make the category (RULES.md §2)."""
        return _COMBO_SIZE[self]

    @classmethod
    def parse(cls, key: str) -> Category:
        try:
            return cls[key.upper()]
        except KeyError:
            raise ValueError(f"{key!r} is not a hand category") from None


_LABELS = {
    Category.HIGH_CARD: "high card",
    Category.ACE_KING: "ace-king",
    Category.ONE_PAIR: "one pair",
    Category.TWO_PAIR: "two pair",
    Category.THREE_OF_A_KIND: "three of a kind",
    Category.STRAIGHT: "straight",
    Category.FLUSH: "flush",
    Category.FULL_HOUSE: "full house",
    Category.FOUR_OF_A_KIND: "four of a kind",
    Category.STRAIGHT_FLUSH: "straight flush",
    Category.ROYAL_FLUSH: "royal flush",
}
_COMBO_SIZE = {
    Category.HIGH_CARD: 0,
    Category.ACE_KING: 2,
    Category.ONE_PAIR: 2,
    Category.TWO_PAIR: 4,
    Category.THREE_OF_A_KIND: 3,
    Category.STRAIGHT: 5,
    Category.FLUSH: 5,
    Category.FULL_HOUSE: 5,
    Category.FOUR_OF_A_KIND: 4,
    Category.STRAIGHT_FLUSH: 5,
    Category.ROYAL_FLUSH: 5,
}

# --------------------------------------------------------------------------
# Table construction
# --------------------------------------------------------------------------

_PRIMES = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41)
_ACE, _KING = 12, 11  # rank indices (rank - 2)


def _straight_top(idx: tuple[int, ...]) -> int | None:
    """Top rank index of a straight made by five distinct rank indices (desc), else None."""
    if idx[0] - idx[4] == 4:
        return idx[0]
    if idx == (12, 3, 2, 1, 0):  # the wheel, five-high
        return 3
    return None


def _build() -> tuple[list[int], list[int], dict[int, int], list[Category]]:
    # (order group, tiebreak, kind, lookup key, category): ace_king and high_card share
    # group 0 for ordering purposes; (group, tiebreak) is unique, so a plain sort orders them
    hc, ak, one, two, trips = Category.HIGH_CARD, Category.ACE_KING, Category.ONE_PAIR, Category.TWO_PAIR, Category.THREE_OF_A_KIND
    st, fl, full, quads = Category.STRAIGHT, Category.FLUSH, Category.FULL_HOUSE, Category.FOUR_OF_A_KIND
    sf, rf = Category.STRAIGHT_FLUSH, Category.ROYAL_FLUSH
    FLUSH, UNIQUE, PAIRED = 0, 1, 2
    primes = _PRIMES
    keyed: list[tuple[int, tuple[int, ...], int, int, Category]] = []
    add = keyed.append
    for combo in itertools.combinations(range(12, -1, -1), 5):  # descending rank indices
        bits = 0
        for r in combo:
            bits |= 1 << r
        top = _straight_top(combo)
        if top is not None:
            add((st, (top,), UNIQUE, bits, st))
            straight_flush = rf if top == _ACE else sf
            add((straight_flush, (top,), FLUSH, bits, straight_flush))
        else:
            add((0, combo, UNIQUE, bits, ak if combo[0] == _ACE and combo[1] == _KING else hc))
            add((fl, combo, FLUSH, bits, fl))
    ranks = range(13)
    for q in ranks:
        for k in ranks:
            if k != q:
                add((quads, (q, k), PAIRED, primes[q] ** 4 * primes[k], quads))
                add((full, (q, k), PAIRED, primes[q] ** 3 * primes[k] ** 2, full))
    for t in ranks:
        for a, b in itertools.combinations([r for r in range(12, -1, -1) if r != t], 2):
            add((trips, (t, a, b), PAIRED, primes[t] ** 3 * primes[a] * primes[b], trips))
    for hi, lo in itertools.combinations(range(12, -1, -1), 2):
        for k in ranks:
            if k not in (hi, lo):
                add((two, (hi, lo, k), PAIRED, primes[hi] ** 2 * primes[lo] ** 2 * primes[k], two))
    for p in ranks:
        for ks in itertools.combinations([r for r in range(12, -1, -1) if r != p], 3):
            prod = primes[p] ** 2
            for k in ks:
                prod *= primes[k]
            add((one, (p, *ks), PAIRED, prod, one))
    keyed.sort()
    flush = [0] * 8192
    unique = [0] * 8192
    paired: dict[int, int] = {}
    cats: list[Category] = [hc]  # index 0 unused
    for strength, (_, _, kind, key, cat) in enumerate(keyed, start=1):
        cats.append(cat)
        if kind == FLUSH:
            flush[key] = strength
        elif kind == UNIQUE:
            unique[key] = strength
        else:
            paired[key] = strength
    return flush, unique, paired, cats


_FLUSH, _UNIQUE, _PAIRED, _CATEGORY_OF = _build()
DISTINCT_HAND_VALUES = len(_CATEGORY_OF) - 1


def strength5(a: int, b: int, c: int, d: int, e: int) -> int:
    """Strength (1..7462) of five card codes (:attr:`Card.code`)."""
    if a & b & c & d & e & 0xF000:
        return _FLUSH[(a | b | c | d | e) >> 16]
    s = _UNIQUE[(a | b | c | d | e) >> 16]
    if s:
        return s
    return _PAIRED[(a & 0xFF) * (b & 0xFF) * (c & 0xFF) * (d & 0xFF) * (e & 0xFF)]


def category_of_strength(strength: int) -> Category:
    return _CATEGORY_OF[strength]


# --------------------------------------------------------------------------
# Hands
# --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Hand:
    """A five-card poker hand: category, strength (higher wins, equal ties) and
    the cards in order of significance (pair first, kickers high to low; a wheel
    is ordered 5-4-3-2-A)."""

    category: Category
    strength: int
    cards: tuple[Card, ...]

    @property
    def combination_cards(self) -> tuple[Card, ...]:
        """The cards that make the category (RULES.md §2)."""
        if self.category is _ACE_KING:
            return tuple(c for c in self.cards if c.index >> 2 in _ACE_OR_KING_ROW)
        return self.cards[: self.category.combination_size]

    def __str__(self) -> str:
        return f"{self.category.label} ({' '.join(map(str, self.cards))})"


# Sort key of a card inside a hand: rank, then suit in the order s > h > d > c.
# ``Card.index`` is rank-major with suits in s, h, d, c order, so this is plain
# integer arithmetic (no enum attribute look-ups on the hot path).
_SORT_KEY = tuple(((c.index >> 2) << 2) | (3 - (c.index & 3)) for c in FULL_DECK)
_WHEEL_TOP = (Rank.FIVE - 2, Rank.ACE - 2)
_ACE_ROW, _KING_ROW = Rank.ACE - 2, Rank.KING - 2  # the rank part of a card index
_ACE_OR_KING_ROW = (_ACE_ROW, _KING_ROW)
_ACE_KING = Category.ACE_KING
_INDEX = operator.attrgetter("index")
_STRAIGHTS = (Category.STRAIGHT, Category.STRAIGHT_FLUSH)  # module constants: cheaper than the enum's attributes
_DISTINCT_RANKS = frozenset({
    Category.HIGH_CARD, Category.ACE_KING, Category.STRAIGHT, Category.FLUSH, Category.STRAIGHT_FLUSH, Category.ROYAL_FLUSH,
})


def _order(cards: Sequence[Card], category: Category) -> tuple[Card, ...]:
    """Cards in order of significance: by how many share the rank, then rank,
    then suit; a wheel is ordered 5-4-3-2-A."""
    if category in _DISTINCT_RANKS:  # no rank twice: by rank alone, as the card index is rank-major
        ordered = sorted(cards, key=_INDEX, reverse=True)
    else:
        counts = [0] * 13
        for c in cards:
            counts[c.index >> 2] += 1
        ordered = sorted(cards, key=lambda c: (counts[c.index >> 2] << 6) | _SORT_KEY[c.index], reverse=True)
    if (
        category in _STRAIGHTS
        and ordered[0].index >> 2 == _WHEEL_TOP[1]
        and ordered[1].index >> 2 == _WHEEL_TOP[0]
    ):
        ordered = ordered[1:] + ordered[:1]
    return tuple(ordered)


def evaluate(cards: Sequence[Card]) -> Hand:
    """Evaluate exactly five cards."""
    if len(cards) != 5:
        raise ValueError(f"a hand is five cards, not {len(cards)}")
    c1, c2, c3, c4, c5 = cards
    a, b, c, d, e = c1.code, c2.code, c3.code, c4.code, c5.code
    if a & b & c & d & e & 0xF000:  # strength5, inlined (a shift's audit evaluates millions)
        s = _FLUSH[(a | b | c | d | e) >> 16]
    else:
        s = _UNIQUE[(a | b | c | d | e) >> 16] or _PAIRED[(a & 0xFF) * (b & 0xFF) * (c & 0xFF) * (d & 0xFF) * (e & 0xFF)]
    cat = _CATEGORY_OF[s]
    return Hand(cat, s, _order(cards, cat))


def best_hand(cards: Sequence[Card]) -> Hand:
    """The best five-card hand among five or more cards."""
    if len(cards) == 5:
        return evaluate(cards)
    if len(cards) < 5:
        raise ValueError(f"a hand needs at least five cards, not {len(cards)}")
    if len(cards) == 6:  # a sixth card: the six fives, in the order itertools.combinations gives them
        a, b, c, d, e, f = [x.code for x in cards]
        scores = (strength5(a, b, c, d, e), strength5(a, b, c, d, f), strength5(a, b, c, e, f),
                  strength5(a, b, d, e, f), strength5(a, c, d, e, f), strength5(b, c, d, e, f))
        best_s = max(scores)
        left_out = 5 - scores.index(best_s)  # the first five of maximal strength
        cat = _CATEGORY_OF[best_s]
        return Hand(cat, best_s, _order([x for i, x in enumerate(cards) if i != left_out], cat))
    best: tuple[Card, ...] = ()
    best_s = -1
    fives = itertools.combinations(cards, 5)
    for five, codes in zip(fives, itertools.combinations([c.code for c in cards], 5), strict=True):
        s = strength5(*codes)
        if s > best_s:
            best_s, best = s, five
    cat = _CATEGORY_OF[best_s]
    return Hand(cat, best_s, _order(best, cat))


def best_hands(cards: Sequence[Card]) -> list[Hand]:
    """Every five-card hand of maximal strength among ``cards`` (several when
    equal-valued alternatives exist, e.g. K-Q-J-T-9-9)."""
    if len(cards) == 5:
        return [evaluate(cards)]
    fives = itertools.combinations(cards, 5)
    scored = [(strength5(*codes), five) for five, codes in zip(fives, itertools.combinations([c.code for c in cards], 5),
                                                                 strict=True)]
    top = max(s for s, _ in scored)
    cat = _CATEGORY_OF[top]
    return [Hand(cat, s, _order(five, cat)) for s, five in scored if s == top]


# --------------------------------------------------------------------------
# Combinations and the second hand (RULES.md §10)
# --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Combination:
    """A set of a box's cards that forms one category exactly."""

    category: Category
    cards: tuple[Card, ...]


def combinations(cards: Sequence[Card]) -> list[Combination]:
    """Every set of ``cards`` that forms a category, each counted as the
    category it forms (five suited cards in sequence are a straight flush only)."""
    out: list[Combination] = []
    by_rank: dict[Rank, list[Card]] = {}
    for c in cards:
        by_rank.setdefault(c.rank, []).append(c)
    aces, kings = by_rank.get(Rank.ACE, []), by_rank.get(Rank.KING, [])
    for a in aces:
        for k in kings:
            out.append(Combination(Category.ACE_KING, (a, k)))
    groups = [g for g in by_rank.values() if len(g) >= 2]
    for g in groups:
        for pair in itertools.combinations(g, 2):
            out.append(Combination(Category.ONE_PAIR, pair))
        for trips in itertools.combinations(g, 3):
            out.append(Combination(Category.THREE_OF_A_KIND, trips))
        if len(g) == 4:
            out.append(Combination(Category.FOUR_OF_A_KIND, tuple(g)))
    for g1, g2 in itertools.combinations(groups, 2):
        for p1 in itertools.combinations(g1, 2):
            for p2 in itertools.combinations(g2, 2):
                out.append(Combination(Category.TWO_PAIR, p1 + p2))
    if len(cards) >= 5:
        fives = itertools.combinations(cards, 5)
        for five, codes in zip(fives, itertools.combinations([c.code for c in cards], 5), strict=True):
            cat = _CATEGORY_OF[strength5(*codes)]
            if cat.combination_size == 5:
                out.append(Combination(cat, _order(five, cat)))
    return out


def second_hand(cards: Sequence[Card], odds: Mapping[Category, int], first: Hand | None = None) -> Combination | None:
    """Hand 2: the best-paying combination of ``cards`` whose combination cards
    include at least one card outside hand 1's combination cards (ties in odds
    go to the higher category). When several five-card hands tie for hand 1,
    the reading that pays the player most is taken."""
    firsts = [first] if first is not None else best_hands(cards)
    if len(cards) == 5:
        return _second_of_five(cards, firsts[0])
    combos = combinations(cards)
    best: Combination | None = None
    best_key = (-1, -1)
    for h1 in firsts:
        used = set(h1.combination_cards)
        for combo in combos:
            if used.issuperset(combo.cards):
                continue
            key = (odds.get(combo.category, 0), int(combo.category))
            if key > best_key:
                best_key, best = key, combo
    return best


def _second_of_five(cards: Sequence[Card], first: Hand) -> Combination | None:
    """Hand 2 of exactly five cards. Any other combination of five cards would
    have made hand 1 stronger (a second pair makes two pair, a pair among
    trips' kickers a full house, and straights, flushes and full houses use
    every card), so the only possible hand 2 is an Ace and a King not both
    among hand 1's combination cards (RULES.md §10)."""
    used = first.combination_cards
    ace, king = _ACE_ROW, _KING_ROW
    aces = [c for c in cards if c.index >> 2 == ace]
    kings = [c for c in cards if c.index >> 2 == king]
    for a in aces:
        for k in kings:
            if a not in used or k not in used:
                return Combination(Category.ACE_KING, (a, k))
    return None


def census() -> tuple[Counter[Category], int]:
    """Evaluate all 2,598,960 five-card hands with this module's tables.

    Returns the count per category and the number of distinct strengths seen.
    The loops are nested so that the AND/OR/product of the first cards are
    computed once per prefix; every hand still goes through the same three
    tables as :func:`strength5`.
    """
    codes = [c.code for c in FULL_DECK]
    n = len(codes)
    flush, unique, paired = _FLUSH, _UNIQUE, _PAIRED
    hits = [0] * (DISTINCT_HAND_VALUES + 1)
    for i in range(n - 4):
        a = codes[i]
        for j in range(i + 1, n - 3):
            b = codes[j]
            ab_and, ab_or, ab_p = a & b, a | b, (a & 0xFF) * (b & 0xFF)
            for k in range(j + 1, n - 2):
                c = codes[k]
                abc_and, abc_or, abc_p = ab_and & c, ab_or | c, ab_p * (c & 0xFF)
                for m in range(k + 1, n - 1):
                    d = codes[m]
                    d_and, d_or, d_p = abc_and & d, abc_or | d, abc_p * (d & 0xFF)
                    for e in codes[m + 1 :]:
                        if d_and & e & 0xF000:
                            hits[flush[(d_or | e) >> 16]] += 1
                        else:
                            s = unique[(d_or | e) >> 16]
                            if s:
                                hits[s] += 1
                            else:
                                hits[paired[d_p * (e & 0xFF)]] += 1
    counts: Counter[Category] = Counter()
    distinct = 0
    for s, h in enumerate(hits):
        if h:
            counts[_CATEGORY_OF[s]] += h
            distinct += 1
    return counts, distinct
