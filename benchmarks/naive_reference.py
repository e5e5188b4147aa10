"""An independent, naive Russian Poker settler: the yardstick for ``settle --batch``.

    .venv/bin/python benchmarks/naive_reference.py FILE.jsonl [--check SETTLED.jsonl]

Written plainly from the rulebook (Part I) and the round format, with no import from the
project: it reads ``russian-poker-round/1`` lines (each with its own ``house`` object),
settles each round in-process and keeps only the figures: every box's ``net``, the
``house_net`` and ``jackpot_after``. No validation (the input is assumed well formed), no
explanation, no JSON output. Hands are evaluated the obvious way (rank counts; the best
five of six by trying all six). ``--check`` compares those figures with the
settlement lines the project wrote for the same file, line by line.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from itertools import combinations

CATEGORIES = ("high_card", "ace_king", "one_pair", "two_pair", "three_of_a_kind", "straight", "flush",
              "full_house", "four_of_a_kind", "straight_flush", "royal_flush")
CAT_INDEX = {name: i for i, name in enumerate(CATEGORIES)}
RANKS = {"2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9, "10": 10, "T": 10, "J": 11, "Q": 12,
         "K": 13, "A": 14}
SUITS = {"s": "s", "h": "h", "d": "d", "c": "c", "♠": "s", "♥": "h", "♦": "d", "♣": "c"}

DEFAULTS = {
    "bet_multiple": 2, "max_payout": 1000000,
    "pay_table": {"ace_king": 1, "one_pair": 1, "two_pair": 2, "three_of_a_kind": 3, "straight": 4, "flush": 5,
                  "full_house": 7, "four_of_a_kind": 20, "straight_flush": 50, "royal_flush": 100},
    "bonus_table": {"two_pair": 2, "three_of_a_kind": 7, "straight": 40, "flush": 50, "full_house": 70,
                    "four_of_a_kind": 200},
    "jackpot_percent": {"straight_flush": 10, "royal_flush": 100},
    "jackpot_contribution_percent": 0, "bonus_lost_on_fold": False, "cap_includes_bonus": False,
    "exchange_fee_antes": 1, "sixth_card_fee_antes": 1, "buy_game_fee_antes": 1,
    "dealer_qualifier": "ace_king", "same_rank_redraw": True, "ante_if_bought_no_game": "push",
    "ante_on_win": "push", "two_hands": True,
}


def card(text):
    """A card as (rank, suit), e.g. 'Td' -> (10, 'd')."""
    t = text.strip()
    return (RANKS[t[:-1].upper()], SUITS[t[-1].lower()])


def evaluate5(cards):
    """(category index, tie-break ranks) of exactly five cards."""
    ranks = sorted((r for r, _ in cards), reverse=True)
    counts = {}
    for r in ranks:
        counts[r] = counts.get(r, 0) + 1
    groups = sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    flush = len({s for _, s in cards}) == 1
    top = None
    if len(counts) == 5:
        if ranks[0] - ranks[4] == 4:
            top = ranks[0]
        elif ranks == [14, 5, 4, 3, 2]:
            top = 5
    if top is not None and flush:
        return (CAT_INDEX["royal_flush"] if top == 14 else CAT_INDEX["straight_flush"], [top])
    if groups[0][1] == 4:
        return (CAT_INDEX["four_of_a_kind"], [groups[0][0], groups[1][0]])
    if groups[0][1] == 3 and groups[1][1] == 2:
        return (CAT_INDEX["full_house"], [groups[0][0], groups[1][0]])
    if flush:
        return (CAT_INDEX["flush"], ranks)
    if top is not None:
        return (CAT_INDEX["straight"], [top])
    if groups[0][1] == 3:
        return (CAT_INDEX["three_of_a_kind"], [g[0] for g in groups])
    if groups[0][1] == 2 and groups[1][1] == 2:
        return (CAT_INDEX["two_pair"], [g[0] for g in groups])
    if groups[0][1] == 2:
        return (CAT_INDEX["one_pair"], [g[0] for g in groups])
    if 14 in counts and 13 in counts:
        return (CAT_INDEX["ace_king"], ranks)
    return (CAT_INDEX["high_card"], ranks)


def best_of(cards):
    """The best five of five or six cards: (value, the five cards)."""
    best = None
    for five in combinations(cards, 5):
        value = evaluate5(five)
        if best is None or value > best[0]:
            best = (value, five)
    return best


def combination_cards(category, five):
    """The cards that make the category (§2), from the five cards of the hand."""
    name = CATEGORIES[category]
    if name in ("straight", "flush", "full_house", "straight_flush", "royal_flush"):
        return set(five)
    if name == "high_card":
        return set()
    if name == "ace_king":
        return {next(c for c in five if c[0] == 14), next(c for c in five if c[0] == 13)}
    counts = {}
    for r, _ in five:
        counts[r] = counts.get(r, 0) + 1
    return {c for c in five if counts[c[0]] >= 2}


def combination_category(cards):
    """The category a set of 2..5 cards forms exactly (every card in the combination), or None."""
    n = len(cards)
    ranks = [r for r, _ in cards]
    distinct = set(ranks)
    if n == 2:
        if len(distinct) == 1:
            return CAT_INDEX["one_pair"]
        if distinct == {14, 13}:
            return CAT_INDEX["ace_king"]
        return None
    if n == 3:
        return CAT_INDEX["three_of_a_kind"] if len(distinct) == 1 else None
    if n == 4:
        if len(distinct) == 1:
            return CAT_INDEX["four_of_a_kind"]
        if len(distinct) == 2 and all(ranks.count(r) == 2 for r in distinct):
            return CAT_INDEX["two_pair"]
        return None
    category = evaluate5(cards)[0]
    if CATEGORIES[category] in ("straight", "flush", "full_house", "straight_flush", "royal_flush"):
        return category
    return None


def second_hand_odds(cards, hand1_combination, pay):
    """Odds of hand 2 (§10): the best-paying combination with a card outside hand 1's
    combination cards (ties go to the higher category); 0 when there is none."""
    best = None
    for size in (2, 3, 4, 5):
        for subset in combinations(cards, size):
            if set(subset) <= hand1_combination:
                continue
            category = combination_category(subset)
            if category is None:
                continue
            key = (pay[CATEGORIES[category]], category)
            if best is None or key > best:
                best = key
    return 0 if best is None else best[0]


def final_cards_of(box):
    if box.get("final_cards"):
        return [card(c) for c in box["final_cards"]]
    cards = [card(c) for c in box["cards"]]
    exchange = box.get("exchange")
    if exchange and "discard" in exchange:
        gone = {card(c) for c in exchange["discard"]}
        cards = [c for c in cards if c not in gone] + [card(c) for c in exchange["draw"]]
    sixth = box.get("sixth_card")
    if isinstance(sixth, str):
        cards.append(card(sixth))
    return cards


def settle(rnd):
    """([net of each box in box order], house_net, jackpot_after) of one round."""
    house = dict(DEFAULTS)
    house.update(rnd.get("house") or {})
    pay = house["pay_table"]
    meter = rnd.get("jackpot", 0)
    boxes = sorted(rnd["boxes"], key=lambda b: b["box"])
    qualifier = CAT_INDEX[house["dealer_qualifier"]]

    dealer_cards = [card(c) for c in (rnd.get("dealer") or {}).get("cards") or []]
    dealer_first = evaluate5(dealer_cards) if dealer_cards else None
    game = dealer_first is not None and dealer_first[0] >= qualifier
    dealer_final = dealer_first
    bought = any(b.get("no_game") == "buy_game" and b.get("decision", "bet") == "bet" and not b.get("dark")
                 for b in boxes)
    if dealer_first is not None and not game and bought:
        hand = list(dealer_cards)
        highest = max(hand, key=lambda c: c[0])
        replacements = [card(c) for c in rnd["dealer"].get("replacements") or []]
        hand[hand.index(highest)] = replacements[0]
        dealer_final = evaluate5(hand)
        if (house["same_rank_redraw"] and replacements[0][0] == highest[0] and dealer_final[0] < qualifier
                and len(replacements) > 1):
            hand[hand.index(replacements[0])] = replacements[1]
            dealer_final = evaluate5(hand)
    final_game = dealer_final is not None and dealer_final[0] >= qualifier

    rows = []  # per box: [ante, bet, insurance, bonus, fees, bonus counts towards the cap]
    claims = {}
    for b in boxes:
        a = b["ante"]
        bonus_stake = b.get("bonus", 0)
        folded = b.get("decision") == "fold" and not b.get("dark")
        fees = 0
        exchange = b.get("exchange")
        if exchange and (exchange.get("count") or exchange.get("discard")):
            fees -= house["exchange_fee_antes"] * a
        if b.get("sixth_card"):
            fees -= house["sixth_card_fee_antes"] * a
        ante = bet = insurance = bonus = 0
        bonus_capped = False
        if bonus_stake:
            if folded and house["bonus_lost_on_fold"]:
                bonus = -bonus_stake
            else:
                category = CATEGORIES[evaluate5([card(c) for c in b["cards"]])[0]]
                if category in house["bonus_table"]:
                    bonus = bonus_stake * house["bonus_table"][category]
                    bonus_capped = True
                elif category in house["jackpot_percent"]:
                    claims[b["box"]] = house["jackpot_percent"][category] * meter // 100
                else:
                    bonus = -bonus_stake
        if folded:
            ante = -a
        else:
            big = house["bet_multiple"] * a
            cards = final_cards_of(b)
            value, five = best_of(cards)
            odds = pay.get(CATEGORIES[value[0]], 0) if value[0] > 0 else 0
            if house["two_hands"]:
                odds += second_hand_odds(cards, combination_cards(value[0], five), pay)
            stake_ins = b.get("insurance", 0)
            if stake_ins:
                if not game:
                    insurance = stake_ins
                elif value > dealer_first:
                    insurance = -stake_ins
            against = None
            if game:
                against = dealer_first
            elif b.get("dark") or b.get("no_game") != "buy_game":
                ante = a
            else:
                fees -= house["buy_game_fee_antes"] * a
                if final_game:
                    against = dealer_final
                elif house["ante_if_bought_no_game"] == "even_money":
                    ante = a
            if against is not None:
                if value > against:
                    bet = big * odds
                    if house["ante_on_win"] == "even_money":
                        ante = a
                elif value < against:
                    ante, bet = -a, -big
        rows.append([b["box"], ante, bet, insurance, bonus, fees, bonus_capped])

    total_claims = sum(claims.values())
    paid = 0
    for row in rows:
        if row[0] in claims:
            share = claims[row[0]]
            if total_claims > meter:
                share = claims[row[0]] * meter // total_claims
            row[4] = share
            paid += share
    nets = []
    for _, ante, bet, insurance, bonus, fees, bonus_capped in rows:
        won = max(0, ante) + max(0, bet) + max(0, insurance)
        if bonus_capped and house["cap_includes_bonus"]:
            won += max(0, bonus)
        capped = max(0, won - house["max_payout"])
        nets.append(ante + bet + insurance + bonus + fees - capped)
    stakes = sum(b.get("bonus", 0) for b in boxes)
    jackpot_after = meter - paid + house["jackpot_contribution_percent"] * stakes // 100
    return nets, -sum(nets), jackpot_after


def settle_file(path):
    """Every round of a JSONL file, settled in-process."""
    with open(path, encoding="utf-8") as f:
        return [settle(json.loads(line)) for line in f if line.strip()]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("rounds")
    ap.add_argument("--check", help="the project's settle --batch output for the same file")
    args = ap.parse_args()
    t0 = time.perf_counter()
    results = settle_file(args.rounds)
    elapsed = time.perf_counter() - t0
    print(f"{len(results):,} rounds in {elapsed:.3f} s = {len(results) / elapsed:,.0f} rounds/s (in-process)")
    if args.check:
        with open(args.check, encoding="utf-8") as f:
            settled = [json.loads(line) for line in f if line.strip()]
        if len(settled) != len(results):
            raise SystemExit(f"{len(settled)} settlements for {len(results)} rounds")
        wrong = 0
        for i, (mine, theirs) in enumerate(zip(results, settled, strict=True), 1):
            if "refused" in theirs:
                raise SystemExit(f"line {i}: the project refused it: {theirs['refused']}")
            figures = ([b["net"] for b in theirs["boxes"]], theirs["house_net"], theirs["jackpot_after"])
            if tuple(mine) != figures:
                wrong += 1
                if wrong <= 10:
                    print(f"line {i}: reference {mine} != project {figures}", file=sys.stderr)
        if wrong:
            raise SystemExit(f"{wrong} of {len(results)} rounds disagree")
        print(f"every one of {len(results):,} rounds agrees (box nets, house_net, jackpot_after)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
