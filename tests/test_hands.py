"""The evaluator: census of all five-card hands, and agreement with treys."""

from __future__ import annotations

import itertools
import random

import pytest

from rules.cards import FULL_DECK, CardError, DuplicateCardError, parse_card, parse_cards
from rules.hands import DISTINCT_HAND_VALUES, Category, best_hand, census, evaluate, second_hand

PUBLISHED = {
    Category.ROYAL_FLUSH: 4,
    Category.STRAIGHT_FLUSH: 36,
    Category.FOUR_OF_A_KIND: 624,
    Category.FULL_HOUSE: 3744,
    Category.FLUSH: 5108,
    Category.STRAIGHT: 10200,
    Category.THREE_OF_A_KIND: 54912,
    Category.TWO_PAIR: 123552,
    Category.ONE_PAIR: 1098240,
    Category.ACE_KING: 167280,
    Category.HIGH_CARD: 1302540 - 167280,
}


def test_census_matches_published_counts() -> None:
    counts, distinct = census()
    assert dict(counts) == PUBLISHED
    assert sum(counts.values()) == 2598960
    assert distinct == DISTINCT_HAND_VALUES == 7462


@pytest.mark.parametrize(
    ("text", "canonical"),
    [("As", "As"), ("10h", "Th"), ("tD", "Td"), ("K♣", "Kc"), ("q♥", "Qh"), (" 2s ", "2s")],
)
def test_parse_card_notations(text: str, canonical: str) -> None:
    assert str(parse_card(text)) == canonical


@pytest.mark.parametrize("bad", ["Zx", "1h", "", "AsK", "11s", None, 5])
def test_parse_card_refuses(bad: object) -> None:
    with pytest.raises(CardError):
        parse_card(bad)


def test_duplicate_refused() -> None:
    with pytest.raises(DuplicateCardError):
        parse_cards("as kd as")


def _treys_rank(cards):  # type: ignore[no-untyped-def]
    from treys import Card as TCard
    from treys import Evaluator

    ev = _treys_rank.ev = getattr(_treys_rank, "ev", None) or Evaluator()
    return ev.evaluate([], [TCard.new(str(c)) for c in cards])  # lower is better in treys


def test_agrees_with_treys_on_random_pairs() -> None:
    rng = random.Random(20261129)
    for i in range(100_000):
        n = 6 if i % 4 == 0 else 5
        deal = rng.sample(FULL_DECK, 2 * n)
        a, b = deal[:n], deal[n:]
        ours = (best_hand(a).strength > best_hand(b).strength) - (best_hand(a).strength < best_hand(b).strength)
        ta, tb = _treys_rank(a), _treys_rank(b)
        theirs = (ta < tb) - (ta > tb)
        assert ours == theirs, (a, b)


def test_wheel_is_lowest_straight() -> None:
    wheel = evaluate(parse_cards("5s 4h 3d 2c Ah"))
    six_high = evaluate(parse_cards("6s 5h 4d 3c 2h"))
    assert wheel.category is Category.STRAIGHT and wheel.strength < six_high.strength
    assert str(wheel.cards[0]) == "5s"


PAYS = {
    Category.ACE_KING: 1, Category.ONE_PAIR: 1, Category.TWO_PAIR: 2, Category.THREE_OF_A_KIND: 3,
    Category.STRAIGHT: 4, Category.FLUSH: 5, Category.FULL_HOUSE: 7, Category.FOUR_OF_A_KIND: 20,
    Category.STRAIGHT_FLUSH: 50, Category.ROYAL_FLUSH: 100,
}


@pytest.mark.parametrize(
    ("cards", "first", "second", "total"),
    [
        ("As Ks Qs Js Ts 9s", Category.ROYAL_FLUSH, Category.STRAIGHT_FLUSH, 150),
        ("7h 7d 7s 7c 5s 5h", Category.FOUR_OF_A_KIND, Category.FULL_HOUSE, 27),
        ("Ah Jh 9h 6h 4h 2h", Category.FLUSH, Category.FLUSH, 10),
        ("Kd Qc Jh Ts 9h 9s", Category.STRAIGHT, Category.STRAIGHT, 8),
        ("Kd Kc Qh Qs Jh Js", Category.TWO_PAIR, Category.TWO_PAIR, 4),
        ("7d 7c 7h As Kh 2c", Category.THREE_OF_A_KIND, Category.ACE_KING, 4),
        ("7d 7c Ah Ks 9h 2c", Category.ONE_PAIR, Category.ACE_KING, 2),
    ],
)
def test_double_combination_table(cards: str, first: Category, second: Category, total: int) -> None:
    cs = parse_cards(cards)
    h1 = best_hand(cs)
    h2 = second_hand(cs, PAYS)
    assert h1.category is first
    assert h2 is not None and h2.category is second
    assert PAYS[first] + PAYS[second] == total


@pytest.mark.parametrize(
    ("cards", "second"),
    [
        ("As Ks 7h 7d 2c", Category.ACE_KING),
        ("7s 7h 7d As Kc", Category.ACE_KING),
        ("Ah Ad Kc 8s 2d", Category.ACE_KING),
        ("Kh Kd Th Tc As", Category.ACE_KING),
        ("Ah Ad Ac As Kc", Category.ACE_KING),
        ("Ah Kh Qh Jh 9h", None),
        ("Ah Kd Qc Jh Ts", None),
        ("Ah Ad Ac Ks Kc", None),
        ("Ah Kd 8c 5h 3s", None),
    ],
)
def test_five_card_second_hand(cards: str, second: Category | None) -> None:
    h2 = second_hand(parse_cards(cards), PAYS)
    assert (h2.category if h2 else None) == second


def test_order_of_cards_does_not_matter() -> None:
    rng = random.Random(7)
    for _ in range(2000):
        cs = rng.sample(FULL_DECK, 6)
        shuffled = cs[:]
        rng.shuffle(shuffled)
        assert best_hand(cs).strength == best_hand(shuffled).strength
        a, b = second_hand(cs, PAYS), second_hand(shuffled, PAYS)
        assert (a.category if a else None) == (b.category if b else None)


def test_every_five_subset_of_a_six_is_no_better_than_best() -> None:
    rng = random.Random(11)
    for _ in range(500):
        cs = rng.sample(FULL_DECK, 6)
        best = best_hand(cs).strength
        assert all(evaluate(f).strength <= best for f in itertools.combinations(cs, 5))


def _general_second(cards):  # type: ignore[no-untyped-def]
    from rules.hands import best_hands, combinations

    best, key = None, (-1, -1)
    for h1 in best_hands(cards):
        used = set(h1.combination_cards)
        for combo in combinations(cards):
            if not used.issuperset(combo.cards):
                k = (PAYS.get(combo.category, 0), int(combo.category))
                if k > key:
                    key, best = k, combo
    return best


def test_five_card_second_hand_shortcut_equals_the_general_search() -> None:
    rng = random.Random(5)
    aces_kings = [c for c in FULL_DECK if c.rank >= 13]
    for _ in range(30_000):
        some = rng.sample(aces_kings, rng.randint(0, 4))
        cs = some + rng.sample([c for c in FULL_DECK if c not in some], 5 - len(some))
        fast, slow = second_hand(cs, PAYS), _general_second(cs)
        assert (fast.category if fast else None) == (slow.category if slow else None), cs


def _first_best_of_the_fives(cards):  # type: ignore[no-untyped-def]
    """The general search: the first five (itertools order) of maximal strength."""
    best, top = None, -1
    for five in itertools.combinations(cards, 5):
        s = evaluate(five).strength
        if s > top:
            best, top = five, s
    return evaluate(best)


def test_six_card_shortcut_gives_the_hand_the_general_search_gives() -> None:
    """Same category, strength and cards in the same order, the first of equal fives
    included (sixes rich in pairs and sequences, where equal fives are common)."""
    rng = random.Random(13)
    low = [c for c in FULL_DECK if c.rank <= 6]  # few ranks: pairs, trips, wheels
    for i in range(6000):
        cs = rng.sample(FULL_DECK if i % 2 else low, 6)
        assert best_hand(cs) == _first_best_of_the_fives(cs), cs
    for cs in (parse_cards("Ah Kh Qh Jh Th 9h"), parse_cards("5c 4d 3h 2s Ac 5d"), parse_cards("Ks Qd Jc Th 9s 9d")):
        assert best_hand(cs) == _first_best_of_the_fives(cs), cs


def test_the_cheap_hand_two_condition_never_misses_a_hand_two() -> None:
    """``record._may_have_second`` only lets the analysis skip the hand-2 search:
    wherever the search finds a hand 2 (five or six cards), the condition holds."""
    from rules.poker.record import _may_have_second

    rng = random.Random(17)
    aces_kings = [c for c in FULL_DECK if c.rank >= 13]
    for i in range(20_000):
        n = 5 + i % 2
        some = rng.sample(aces_kings, rng.randint(0, 3))
        cs = tuple(some + rng.sample([c for c in FULL_DECK if c not in some], n - len(some)))
        first = best_hand(cs)
        if second_hand(cs, PAYS, first if n == 5 else None) is not None:
            assert _may_have_second(cs, first), cs
