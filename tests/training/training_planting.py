"""Planted mistakes, worked out by hand from a settlement, independently of the
classifier's perturbations: what a trainee who gets exactly one rule wrong
writes for a box. Used by the tests only."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from dealer_app.training.mistakes import MistakeKind as K
from rules.cards import parse_cards
from rules.hands import Category, second_hand
from rules.poker.house import AnteRule, HouseRules

Box = Mapping[str, Any]
TERMS = ("ante", "bet", "bonus", "insurance", "fees")


@dataclass
class Plant:
    """Terms as the trainee works them out; how they apply the cap; other answers they change."""

    terms: dict[str, int]
    cap: str = "normal"  # "normal" | "none" | "bet_only"
    overrides: dict[str, Any] = field(default_factory=dict)


def _terms(sbox: Box) -> dict[str, int]:
    return {k: int(sbox["results"][k]) for k in TERMS}


def _jackpot(sbox: Box, house: HouseRules) -> bool:
    h = sbox.get("bonus_hand")
    return bool(h) and sbox["stakes"]["bonus"] > 0 and Category.parse(h) in house.jackpot_percent


def money(plant: Plant, sbox: Box, house: HouseRules) -> dict[str, int]:
    """The planted terms with the cap (RULES.md §11) and net (§12) as the trainee works them out."""
    t = plant.terms
    won = max(0, t["ante"]) + max(0, t["bet"]) + max(0, t["insurance"])
    if house.cap_includes_bonus and not _jackpot(sbox, house):
        won += max(0, t["bonus"])
    if plant.cap == "none":
        capped = 0
    elif plant.cap == "bet_only":
        capped = max(0, t["bet"] - house.max_payout)
    else:
        capped = max(0, won - house.max_payout)
    return {**t, "capped": capped, "net": sum(t.values()) - capped}


def _win(sbox: Box) -> bool:
    return sbox["outcome"] == "win"


def _odds(house: HouseRules, key: str | None) -> int:
    return house.pay_table.get(Category.parse(key), 0) if key else 0


def winner_wrong(rnd: Box, st: Box, sbox: Box, house: HouseRules) -> Plant | None:
    if sbox["outcome"] not in ("win", "lose") or sbox["bought_game"] or not st["dealer"]["qualified"]:
        return None
    t = _terms(sbox)
    ante, bet, ins = sbox["stakes"]["ante"], sbox["stakes"]["bet"], sbox["stakes"]["insurance"]
    if sbox["outcome"] == "lose":  # called a win
        if Category.parse(sbox["hand"]["category"]) < house.dealer_qualifier:
            return None  # no dealer hand with a game is below it
        odds = _odds(house, sbox["hand"]["category"])
        if house.two_hands and sbox["second_hand"] is not None:
            odds += _odds(house, sbox["second_hand"]["category"])
        t.update(ante=ante if house.ante_on_win is AnteRule.EVEN_MONEY else 0, bet=bet * odds, insurance=-ins)
    else:  # called a loss (nothing beats a royal flush)
        if sbox["hand"]["category"] == "royal_flush":
            return None
        t.update(ante=-ante, bet=-bet, insurance=0)
    return Plant(t)


def too_high(rnd: Box, st: Box, sbox: Box, house: HouseRules) -> Plant | None:
    if not _win(sbox) or sbox["second_hand"] is not None or sbox["stakes"]["insurance"]:
        return None
    c = Category.parse(sbox["hand"]["category"])
    if c is Category.ROYAL_FLUSH:
        return None
    t = _terms(sbox)
    t["bet"] = sbox["stakes"]["bet"] * house.pay_table[Category(c + 1)]
    return Plant(t)


def too_low(rnd: Box, st: Box, sbox: Box, house: HouseRules) -> Plant | None:
    if not _win(sbox) or sbox["second_hand"] is not None or sbox["stakes"]["insurance"]:
        return None
    c = Category.parse(sbox["hand"]["category"])
    if c <= Category.ACE_KING:
        return None
    t = _terms(sbox)
    t["bet"] = sbox["stakes"]["bet"] * house.pay_table[Category(c - 1)]
    return Plant(t)


def ante_paid(rnd: Box, st: Box, sbox: Box, house: HouseRules) -> Plant | None:
    if not _win(sbox) or house.ante_on_win is not AnteRule.PUSH:
        return None
    t = _terms(sbox)
    t["ante"] = sbox["stakes"]["ante"]
    return Plant(t)


def ante_pushed(rnd: Box, st: Box, sbox: Box, house: HouseRules) -> Plant | None:
    if not _win(sbox) or house.ante_on_win is not AnteRule.EVEN_MONEY:
        return None
    t = _terms(sbox)
    t["ante"] = 0
    return Plant(t)


def odds_on_ante(rnd: Box, st: Box, sbox: Box, house: HouseRules) -> Plant | None:
    if not _win(sbox) or sbox["stakes"]["insurance"]:
        return None
    t = _terms(sbox)
    t["bet"] = sbox["results"]["bet"] // house.bet_multiple
    return Plant(t)


def no_game_ante(rnd: Box, st: Box, sbox: Box, house: HouseRules) -> Plant | None:
    if sbox["outcome"] != "no_game" or sbox["bought_game"]:
        return None
    t = _terms(sbox)
    t["ante"] = 0
    return Plant(t)


def bought_as_take(rnd: Box, st: Box, sbox: Box, house: HouseRules) -> Plant | None:
    if not sbox["bought_game"]:
        return None
    t = _terms(sbox)
    t["ante"] = sbox["stakes"]["ante"]
    t["bet"] = 0
    t["fees"] = sbox["results"]["fees"] + house.buy_game_fee_antes * sbox["stakes"]["ante"]
    if sbox["stakes"]["insurance"]:
        t["insurance"] = sbox["stakes"]["insurance"]  # no game on the first reveal: insurance still wins
    return Plant(t, overrides={"replaced": []})


def bought_no_game_ante(rnd: Box, st: Box, sbox: Box, house: HouseRules) -> Plant | None:
    if not sbox["bought_game"] or sbox["outcome"] != "no_game":
        return None
    t = _terms(sbox)
    t["ante"] = sbox["stakes"]["ante"] if house.ante_if_bought_no_game is AnteRule.PUSH else 0
    return Plant(t)


def redraw_missed(rnd: Box, st: Box, sbox: Box, house: HouseRules) -> Plant | None:
    # after the first (same-rank) replacement the dealer still has no game: the bought box is not compared
    replaced = st["dealer"]["replaced"]
    if not sbox["bought_game"] or len(replaced) != 2 or not st["dealer"]["final_qualified"]:
        return None
    t = _terms(sbox)
    t["ante"] = sbox["stakes"]["ante"] if house.ante_if_bought_no_game is AnteRule.EVEN_MONEY else 0
    t["bet"] = 0
    return Plant(t, overrides={"replaced": replaced[:1]})


def fee_forgotten(rnd: Box, st: Box, sbox: Box, house: HouseRules) -> Plant | None:
    if sbox["results"]["fees"] == 0:
        return None
    t = _terms(sbox)
    t["fees"] = 0
    return Plant(t)


def bonus_wrong(rnd: Box, st: Box, sbox: Box, house: HouseRules) -> Plant | None:
    if sbox["stakes"]["bonus"] == 0 or _jackpot(sbox, house) or sbox["results"]["bonus"] == 0:
        return None
    t = _terms(sbox)
    t["bonus"] = 0  # the bonus left unsettled
    return Plant(t)


def jackpot_wrong(rnd: Box, st: Box, sbox: Box, house: HouseRules) -> Plant | None:
    if not _jackpot(sbox, house) or sbox["results"]["bonus"] < 0:
        return None
    t = _terms(sbox)
    t["bonus"] = sbox["results"]["bonus"] + sbox["stakes"]["bonus"]  # the stake paid as if it had won
    return Plant(t)


def insurance_not_settled(rnd: Box, st: Box, sbox: Box, house: HouseRules) -> Plant | None:
    if sbox["stakes"]["insurance"] == 0 or sbox["results"]["insurance"] == 0:
        return None
    t = _terms(sbox)
    t["insurance"] = 0
    return Plant(t)


def insurance_wrong_side(rnd: Box, st: Box, sbox: Box, house: HouseRules) -> Plant | None:
    stake = sbox["stakes"]["insurance"]
    if stake == 0:
        return None
    t = _terms(sbox)
    t["insurance"] = -stake if sbox["results"]["insurance"] > 0 else stake
    return Plant(t)


def hand2_missed(rnd: Box, st: Box, sbox: Box, house: HouseRules) -> Plant | None:
    if not _win(sbox) or sbox["second_hand"] is None or not house.two_hands or sbox["stakes"]["insurance"]:
        return None
    t = _terms(sbox)
    t["bet"] = sbox["stakes"]["bet"] * _odds(house, sbox["hand"]["category"])
    return Plant(t, overrides={"hand2": None})


def hand2_not_allowed(rnd: Box, st: Box, sbox: Box, house: HouseRules) -> Plant | None:
    if not _win(sbox) or house.two_hands or sbox["stakes"]["insurance"]:
        return None
    rbox = next(b for b in rnd["boxes"] if b["box"] == sbox["box"])
    if rbox.get("final_cards"):
        cards = rbox["final_cards"]
    elif rbox.get("cards") and not rbox.get("exchange") and not rbox.get("sixth_card"):
        cards = rbox["cards"]
    else:
        return None
    combo = second_hand(parse_cards(cards), house.pay_table)
    if combo is None:
        return None
    t = _terms(sbox)
    t["bet"] = sbox["stakes"]["bet"] * (_odds(house, sbox["hand"]["category"]) + house.pay_table[combo.category])
    return Plant(t, overrides={"hand2": combo.category.key})


def cap_not_applied(rnd: Box, st: Box, sbox: Box, house: HouseRules) -> Plant | None:
    if sbox["capped"] == 0 or sbox["stakes"]["insurance"]:
        return None
    return Plant(_terms(sbox), cap="none")


def cap_misapplied(rnd: Box, st: Box, sbox: Box, house: HouseRules) -> Plant | None:
    if sbox["capped"] == 0 or sbox["stakes"]["insurance"]:
        return None
    if max(0, sbox["results"]["ante"]) == 0 or house.cap_includes_bonus:
        return None
    return Plant(_terms(sbox), cap="bet_only")


def folded_ante_returned(rnd: Box, st: Box, sbox: Box, house: HouseRules) -> Plant | None:
    if sbox["outcome"] != "fold" or sbox["results"]["ante"] >= 0:
        return None
    t = _terms(sbox)
    t["ante"] = 0
    return Plant(t)


PLANTERS: dict[K, Callable[[Box, Box, Box, HouseRules], Plant | None]] = {
    K.WINNER_WRONG: winner_wrong,
    K.CATEGORY_TOO_HIGH: too_high,
    K.CATEGORY_TOO_LOW: too_low,
    K.ANTE_PAID_ON_WIN: ante_paid,
    K.ANTE_PUSHED_ON_WIN: ante_pushed,
    K.ODDS_ON_ANTE: odds_on_ante,
    K.NO_GAME_ANTE_NOT_PAID: no_game_ante,
    K.BOUGHT_GAME_AS_TAKE_ANTE: bought_as_take,
    K.BOUGHT_NO_GAME_ANTE: bought_no_game_ante,
    K.REDRAW_MISSED: redraw_missed,
    K.FEE_FORGOTTEN: fee_forgotten,
    K.BONUS_WRONG: bonus_wrong,
    K.JACKPOT_WRONG: jackpot_wrong,
    K.INSURANCE_NOT_SETTLED: insurance_not_settled,
    K.INSURANCE_WRONG_SIDE: insurance_wrong_side,
    K.HAND2_MISSED: hand2_missed,
    K.HAND2_NOT_ALLOWED: hand2_not_allowed,
    K.CAP_NOT_APPLIED: cap_not_applied,
    K.CAP_MISAPPLIED: cap_misapplied,
    K.FOLDED_ANTE_RETURNED: folded_ante_returned,
}
