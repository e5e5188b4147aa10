"""rules.hands.census() beside treys, over all 2,598,960 five-card hands, in one run.

    .venv/bin/python benchmarks/bench_census.py [--verify]

Times our table evaluator (``census``: every hand through the same three tables as
``strength5``) and treys (Cactus Kev's evaluator, the reference the hands tests
compare with), both through its public ``Evaluator.evaluate`` and its internal
five-card lookup, and checks that both count the published number of hands per
category. ``--verify`` also walks every hand once more comparing our strength with
treys's rank (they must be exact mirrors: 7,463 - strength).
"""

from __future__ import annotations

import argparse
import itertools
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from treys import Card as TCard
from treys import Evaluator

from rules.cards import FULL_DECK
from rules.hands import Category, census, strength5

HANDS = 2_598_960
PUBLISHED = {
    "royal flush": 4, "straight flush": 36, "four of a kind": 624, "full house": 3744, "flush": 5108, "straight": 10200,
    "three of a kind": 54912, "two pair": 123552, "one pair": 1098240, "high card": 1302540,
}
OURS_TO_CLASS = {
    Category.ROYAL_FLUSH: "royal flush", Category.STRAIGHT_FLUSH: "straight flush",
    Category.FOUR_OF_A_KIND: "four of a kind", Category.FULL_HOUSE: "full house", Category.FLUSH: "flush",
    Category.STRAIGHT: "straight", Category.THREE_OF_A_KIND: "three of a kind", Category.TWO_PAIR: "two pair",
    Category.ONE_PAIR: "one pair", Category.ACE_KING: "high card", Category.HIGH_CARD: "high card",
}


def ours() -> tuple[float, Counter[str]]:
    t0 = time.perf_counter()
    counts, distinct = census()
    elapsed = time.perf_counter() - t0
    assert distinct == 7462
    merged: Counter[str] = Counter()
    for cat, n in counts.items():
        merged[OURS_TO_CLASS[cat]] += n
    return elapsed, merged


def treys_public() -> tuple[float, Counter[int]]:
    ev = Evaluator()
    deck = [TCard.new(str(c)) for c in FULL_DECK]
    ranks: Counter[int] = Counter()
    evaluate = ev.evaluate
    t0 = time.perf_counter()
    for a, b, c, d, e in itertools.combinations(deck, 5):
        ranks[evaluate([a, b], [c, d, e])] += 1
    return time.perf_counter() - t0, ranks


def treys_five() -> float:
    ev = Evaluator()
    deck = [TCard.new(str(c)) for c in FULL_DECK]
    five = ev._five
    t0 = time.perf_counter()
    for hand in itertools.combinations(deck, 5):
        five(list(hand))
    return time.perf_counter() - t0


def verify() -> int:
    """Every hand: our strength and treys's rank must mirror each other exactly."""
    ev = Evaluator()
    pairs = [(c.code, TCard.new(str(c))) for c in FULL_DECK]
    bad = 0
    for hand in itertools.combinations(pairs, 5):
        s = strength5(*(p[0] for p in hand))
        r = ev._five([p[1] for p in hand])
        bad += s + r != 7463
    return bad


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--verify", action="store_true", help="compare every hand's strength with treys's rank")
    args = ap.parse_args()
    t_ours, by_class = ours()
    print(f"rules.hands.census()           {t_ours:6.2f} s  {HANDS / t_ours / 1e6:6.2f} M hands/s")
    t_public, ranks = treys_public()
    print(f"treys Evaluator.evaluate       {t_public:6.2f} s  {HANDS / t_public / 1e6:6.2f} M hands/s")
    t_five = treys_five()
    print(f"treys Evaluator._five          {t_five:6.2f} s  {HANDS / t_five / 1e6:6.2f} M hands/s")
    ev = Evaluator()
    theirs: Counter[str] = Counter()
    for rank, n in ranks.items():
        name = ev.class_to_string(ev.get_rank_class(rank)).lower()
        theirs["one pair" if name == "pair" else name] += n
    ok = dict(by_class) == PUBLISHED == dict(theirs) and len(ranks) == 7462
    print(f"category counts agree with the published table and with treys: {'yes' if ok else 'NO'}")
    print(f"census is {t_public / t_ours:.1f}x treys's public API and {t_five / t_ours:.1f}x its five-card lookup")
    if args.verify:
        bad = verify()
        print(f"strength/rank mirror over all hands: {'exact' if not bad else f'{bad} hands differ'}")
        ok = ok and not bad
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
