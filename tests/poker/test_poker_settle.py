"""settle_round, rule by rule (RULES.md §4-§14), on hand-made rounds."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from rules.poker import HouseRules, RoundRefused, Settlement, settle_round


def box(n: int, ante: int = 1000, **kw: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"box": n, "ante": ante}
    for k, v in kw.items():
        out[k] = v.split() if k in ("cards", "final_cards") and isinstance(v, str) else v
    return out


def rnd(*boxes: dict[str, Any], dealer: str | None = "8s 8h Kc 5d 2s", replacements: str | None = None,
        house: dict[str, Any] | None = None, jackpot: int | None = None, **extra: Any) -> dict[str, Any]:
    d: dict[str, Any] = {}
    if dealer is not None:
        d["cards"] = dealer.split()
    if replacements is not None:
        d["replacements"] = replacements.split()
    out: dict[str, Any] = {"format": "russian-poker-round/1", "dealer": d, "boxes": list(boxes)}
    if house is not None:
        out["house"] = house
    if jackpot is not None:
        out["jackpot"] = jackpot
    out.update(extra)
    return out


def settle(r: dict[str, Any], base: HouseRules | None = None) -> Settlement:
    return settle_round(r, base)


def refused(r: dict[str, Any]) -> tuple[str, ...]:
    before = copy.deepcopy(r)
    with pytest.raises(RoundRefused) as e:
        settle_round(r)
    assert r == before
    return e.value.lines


NO_GAME_DEALER = "Qs 9h 7d 5c 3s"  # queen high: no game


# ---------------------------------------------------------------- showdown, two hands, cap


def test_win_pays_hand_one_and_hand_two_and_returns_the_ante() -> None:
    s = settle(rnd(box(1, cards="7h 7d 7s As Kh", decision="bet")))
    b = s.boxes[0]
    assert (b.hand.category.key, b.second_hand.category.key) == ("three_of_a_kind", "ace_king")  # type: ignore[union-attr]
    assert b.outcome == "win" and b.results.bet == 2000 * (3 + 1) and b.results.ante == 0
    assert any("× (3 three of a kind + 1 ace-king)" in line for line in b.explanation)


def test_ante_even_money_on_a_win() -> None:
    s = settle(rnd(box(1, cards="Jh Jd 4c 4s 9h", decision="bet"), house={"ante_on_win": "even_money"}))
    assert s.boxes[0].results.ante == 1000 and s.boxes[0].results.bet == 4000 and s.house_net == -5000


def test_two_hands_off_reports_no_second_hand_and_pays_hand_one_only() -> None:
    s = settle(rnd(box(1, cards="7h 7d 7s As Kh", decision="bet"), house={"two_hands": False}))
    assert s.boxes[0].second_hand is None and s.boxes[0].results.bet == 6000


def test_six_card_double_combinations() -> None:
    s = settle(rnd(box(1, ante=500, cards="As Ks Qs Js Ts", sixth_card="9s", decision="bet")))
    b = s.boxes[0]
    assert b.hand.category.key == "royal_flush" and b.second_hand.category.key == "straight_flush"  # type: ignore[union-attr]
    assert b.results.bet == 1000 * 150 and b.results.fees == -500


def test_tie_returns_ante_and_bet_and_loss_takes_both() -> None:
    s = settle(rnd(box(1, cards="Ac Ks 9d 7h 4s", dark=True), box(6, cards="Ah Kh 9s 7c 3c", decision="bet"),
                   dealer="Ad Kd 9c 7s 4h"))
    assert [b.outcome for b in s.boxes] == ["push", "lose"]
    assert s.boxes[1].results == (-1000, -2000, 0, 0, 0)


def test_cap_withholds_the_excess_and_says_so() -> None:
    s = settle(rnd(box(1, ante=10000, cards="9h 9d 9c 9s Qd", decision="bet"), house={"max_payout": 200000}))
    b = s.boxes[0]
    assert b.results.bet == 400000 and b.capped == 200000 and b.net == 200000
    assert any("capped at €2,000.00" in line for line in b.explanation)


def test_cap_counts_fixed_odds_bonus_only_when_the_house_says_so() -> None:
    r = rnd(box(1, ante=10000, bonus=10000, cards="9h 9d 9c 9s Qd", decision="bet"), house={"max_payout": 500000})
    plain = settle(r).boxes[0]
    assert plain.results.bonus == 2_000_000 and plain.capped == 0
    r["house"]["cap_includes_bonus"] = True
    inc = settle(r).boxes[0]
    assert inc.capped == 400000 + 2_000_000 - 500000


def test_jackpot_share_is_never_capped() -> None:
    r = rnd(box(1, bonus=500, cards="Ah Kh Qh Jh Th", decision="bet"), jackpot=2_500_000,
            house={"max_payout": 100000, "cap_includes_bonus": True})
    b = settle(r).boxes[0]
    assert b.results.bonus == 2_500_000 and b.results.bet == 200000 and b.capped == 100000


# ---------------------------------------------------------------- bonus and jackpot (§4)


def test_bonus_pays_on_the_cards_as_dealt_not_after_the_exchange() -> None:
    b = settle(rnd(box(1, bonus=100, cards="9h 9d 9c Ks 4h", exchange={"discard": ["Ks", "4h"], "draw": ["9s", "Qd"]},
                       decision="bet"))).boxes[0]
    assert b.bonus_hand.key == "three_of_a_kind" and b.results.bonus == 700  # type: ignore[union-attr]
    assert b.hand.category.key == "four_of_a_kind"  # type: ignore[union-attr]


def test_bonus_is_independent_of_a_fold_by_default_and_lost_when_the_house_says_so() -> None:
    r = rnd(box(1, bonus=500, cards="9s 9d 5c 5h Kd", decision="fold"))
    assert settle(r).boxes[0].results.bonus == 1000
    r["house"] = {"bonus_lost_on_fold": True}
    assert settle(r).boxes[0].results.bonus == -500


def test_jackpot_claims_above_the_meter_are_shared_rounded_down() -> None:
    r = rnd(
        box(1, bonus=100, cards="Ah Kh Qh Jh Th", decision="bet"),
        box(2, bonus=100, cards="9c 8c 7c 6c 5c", decision="bet"),
        dealer="8s 8h Kc 5d 2s", jackpot=1_000_001,
    )
    s = settle(r)
    assert [b.results.bonus for b in s.boxes] == [909_091, 90_909]
    assert s.jackpot_after == 1  # the remainder stays in the meter
    assert any("rounded down" in line for line in s.boxes[0].explanation)


def test_two_full_claims_split_the_meter() -> None:
    r = rnd(box(1, bonus=100, cards="Ah Kh Qh Jh Th", decision="bet"),
            box(2, bonus=100, cards="As Ks Qs Js Ts", decision="fold"), dealer="8d 8c Kc 5d 2s", jackpot=1_000_000)
    s = settle(r)
    assert [b.results.bonus for b in s.boxes] == [500_000, 500_000] and s.jackpot_after == 0


def test_a_fold_claims_no_share_when_the_bonus_is_lost_on_fold() -> None:
    r = rnd(box(1, bonus=100, cards="Ah Kh Qh Jh Th", decision="bet"),
            box(2, bonus=100, cards="As Ks Qs Js Ts", decision="fold"), dealer="8d 8c Kc 5d 2s", jackpot=1_000_000,
            house={"bonus_lost_on_fold": True})
    s = settle(r)
    assert [b.results.bonus for b in s.boxes] == [1_000_000, -100] and s.jackpot_after == 0


def test_contribution_counts_every_bonus_stake_folded_boxes_included() -> None:
    r = rnd(box(1, bonus=1000, cards="2h 6d 7c 9s Jh", decision="fold"), box(2, bonus=500, cards="3h 3d 8c 9h Qd",
            decision="bet"), jackpot=10_000, house={"jackpot_contribution_percent": 10})
    s = settle(r)
    assert s.jackpot_after == 10_000 + 150


def test_jackpot_with_an_empty_meter_pays_nothing_and_keeps_the_stake() -> None:
    b = settle(rnd(box(1, bonus=100, cards="Ah Kh Qh Jh Th", decision="bet"))).boxes[0]
    assert b.results.bonus == 0


# ---------------------------------------------------------------- no game, buying, redraws (§8)


def test_no_game_take_the_ante() -> None:
    b = settle(rnd(box(1, cards="Th Td 4c 4h Ad", decision="bet", no_game="take_ante"), dealer=NO_GAME_DEALER)).boxes[0]
    assert b.outcome == "no_game" and b.results.ante == 1000 and b.results.bet == 0


def test_dark_box_takes_the_ante_without_a_choice() -> None:
    b = settle(rnd(box(1, cards="2h 2d 4c 5h 9d", dark=True), dealer=NO_GAME_DEALER)).boxes[0]
    assert b.outcome == "no_game" and b.results.ante == 1000 and b.stakes.bet == 2000


def test_highest_card_is_replaced_and_the_game_compared() -> None:
    s = settle(rnd(box(1, cards="Kh Kd Ah 6c 2d", decision="bet", no_game="buy_game"), dealer=NO_GAME_DEALER,
                   replacements="Jd"))
    assert [str(c) for c in s.dealer.replaced] == ["Qs"] and s.dealer.final_qualified is False
    assert s.boxes[0].outcome == "no_game" and s.boxes[0].results.fees == -1000


def test_buy_then_dealer_qualifies_and_box_wins() -> None:
    s = settle(rnd(box(2, cards="7s 7h 7d Kc 3d", decision="bet", insurance=3000, no_game="buy_game"),
                   dealer="Js 9d 6h 4c 2s", replacements="9c"))
    b = s.boxes[0]
    assert s.dealer.final_hand.category.key == "one_pair"  # type: ignore[union-attr]
    assert b.outcome == "win" and b.results == (0, 6000, 0, 3000, -1000)


def test_bought_game_without_a_game_even_money() -> None:
    r = rnd(box(1, cards="Kh Kd Ah 6c 2d", decision="bet", no_game="buy_game"), dealer=NO_GAME_DEALER,
            replacements="Jd", house={"ante_if_bought_no_game": "even_money", "buy_game_fee_antes": 2})
    b = settle(r).boxes[0]
    assert b.results == (1000, 0, 0, 0, -2000)


def test_same_rank_redraw() -> None:
    s = settle(rnd(box(1, cards="Ah Kd Kh 6c 2d", decision="bet", no_game="buy_game"), dealer=NO_GAME_DEALER,
                   replacements="Qd Kc"))
    assert [str(c) for c in s.dealer.replaced] == ["Qs", "Qd"]
    assert sorted(str(c) for c in s.dealer.final_hand.cards) == sorted(["Kc", "9h", "7d", "5c", "3s"])  # type: ignore[union-attr]
    assert "dealer: replacements: missing" in " ".join(
        refused(rnd(box(1, cards="Ah Kd Kh 6c 2d", decision="bet", no_game="buy_game"), dealer=NO_GAME_DEALER,
                    replacements="Qd")))


def test_no_redraw_when_the_house_has_none_or_the_new_card_gives_a_game() -> None:
    r = rnd(box(1, cards="Ah Kd Kh 6c 2d", decision="bet", no_game="buy_game"), dealer=NO_GAME_DEALER,
            replacements="Qd Kc", house={"same_rank_redraw": False})
    assert any("2 cards, but 1 is drawn" in line for line in refused(r))
    r["dealer"]["replacements"] = ["Qd"]
    assert settle(r).dealer.final_qualified is False
    # the same rank makes a flush: the dealer has a game, no redraw
    flush = rnd(box(1, cards="Ah Kd Kh 6c 2s", decision="bet", no_game="buy_game"), dealer="Qs 9d 7d 5d 3d",
                replacements="Qd")
    s = settle(flush)
    assert s.dealer.final_hand.category.key == "flush" and s.boxes[0].outcome == "lose"  # type: ignore[union-attr]


def test_takers_are_settled_on_the_first_reveal_whoever_buys() -> None:
    s = settle(rnd(box(1, cards="Ah Kd Kh 6c 2d", decision="bet", no_game="buy_game"),
                   box(2, cards="Jh Td 8c 4h 2c", decision="bet", no_game="take_ante"),
                   dealer=NO_GAME_DEALER, replacements="Qd Kc"))
    assert s.boxes[1].results.ante == 1000 and not s.boxes[1].bought_game and s.boxes[0].bought_game


def test_one_pair_qualifier() -> None:
    r = rnd(box(1, cards="Th Td 4c 4h Ad", decision="bet", no_game="take_ante"), dealer="Ac Kd 9c 7s 4s",
            house={"dealer_qualifier": "one_pair"})
    s = settle(r)
    assert s.dealer.qualified is False and s.boxes[0].outcome == "no_game"


# ---------------------------------------------------------------- insurance (§7)


def _insured(amount: int, house: dict[str, Any] | None = None, dealer: str = NO_GAME_DEALER, **kw: Any) -> dict[str, Any]:
    b = box(1, cards="6h 6d 6s As Kh", decision="bet", insurance=amount, **kw)
    if dealer == NO_GAME_DEALER and "no_game" not in kw:
        b["no_game"] = "take_ante"
    return rnd(b, dealer=dealer, house=house)


def test_insurance_range_uses_both_hands_the_cap_and_the_percentage() -> None:
    assert settle(_insured(8000)).boxes[0].results.insurance == 8000  # B × (3 + 1)
    assert any("8001 is above the maximum (8000" in line for line in refused(_insured(8001)))
    assert settle(_insured(6000, {"two_hands": False})).boxes[0].results.insurance == 6000
    assert refused(_insured(6001, {"two_hands": False}))
    assert settle(_insured(4000, {"insurance_max_percent": 50})).boxes[0].results.insurance == 4000
    assert refused(_insured(4001, {"insurance_max_percent": 50}))
    assert settle(_insured(5000, {"max_payout": 5000})).boxes[0].results.insurance == 5000
    assert refused(_insured(5001, {"max_payout": 5000}))
    assert any("999 is below the Ante (1000)" in line for line in refused(_insured(999)))


def test_insurance_needs_the_minimum_hand() -> None:
    r = _insured(2000, {"insurance_min_category": "straight"})
    assert any("three of a kind cannot be insured (straight or better)" in line for line in refused(r))


def test_insurance_lost_when_the_box_beats_a_qualifying_dealer_returned_otherwise() -> None:
    b = settle(_insured(3000, dealer="8s 8h Kc 5d 2s")).boxes[0]
    assert b.results.insurance == -3000 and b.outcome == "win"
    b = settle(_insured(3000, dealer="9s 9h 9c 5d 2s")).boxes[0]
    assert b.results.insurance == 0 and b.outcome == "lose"


def test_insurance_refused_on_a_fold_or_a_dark_box() -> None:
    assert any("folds cannot insure" in x for x in refused(rnd(box(1, cards="7h 7d 7s As Kh", decision="fold", insurance=1000))))
    assert any("dark box may not insure" in x for x in refused(rnd(box(1, cards="7h 7d 7s As Kh", dark=True, insurance=1000))))


# ---------------------------------------------------------------- improvements and fees


def test_both_improvements_when_allowed_and_fees_never_returned() -> None:
    r = rnd(box(1, cards="Ah 2d 3c 4h 9d", exchange={"discard": ["9d"], "draw": ["Kd"]}, sixth_card="5s",
                decision="bet"), house={"improvements": "both", "exchange_fee_antes": 2})
    b = settle(r).boxes[0]
    assert b.stakes.fees == 3000 and b.results.fees == -3000
    assert b.hand.category.key == "straight"  # type: ignore[union-attr]
    del r["house"]
    assert any("exchange or a sixth card, not both" in x for x in refused(r))


def test_exchange_limits() -> None:
    r = rnd(box(1, exchange={"count": 1}, final_cards="Jh Jd 4c 4s 9h", decision="bet"), house={"exchange_min_cards": 2})
    assert any("an exchange is of 2 to 5 cards" in x for x in refused(r))
    r["boxes"][0]["exchange"] = {"count": 6}
    del r["house"]
    assert refused(r)


def test_folded_boxes_pay_their_fees() -> None:
    b = settle(rnd(box(4, exchange={"count": 1}, decision="fold"))).boxes[0]
    assert b.results == (-1000, 0, 0, 0, -1000) and b.hand is None


# ---------------------------------------------------------------- what was seen (FORMATS card forms)


def test_forms_of_the_cards() -> None:
    # count only, final cards shown: fine
    assert settle(rnd(box(2, exchange={"count": 3}, final_cards="Qh Qs Qd 8c 4h", decision="bet"))).boxes[0].hand
    # sixth card only as bought: six final cards
    r = rnd(box(3, cards="Ah Kd Tc 7s 3d", sixth_card=True, final_cards="3d Kd Ah Tc 7s Ks", decision="bet"))
    assert settle(r).boxes[0].hand.category.key == "one_pair"  # type: ignore[union-attr]
    r["boxes"][0]["final_cards"] = ["3d", "Kd", "Ah", "Tc", "7s"]
    assert any("5 cards, but the box bought a sixth card: 6 expected" in x for x in refused(r))
    # the sixth card seen must be among the final cards
    r = rnd(box(3, cards="Ah Kd Tc 7s 3d", sixth_card="Ks", final_cards="3d Kd Ah Tc 7s Kh", decision="bet"))
    assert refused(r)
    # discard not dealt, draw already dealt
    r = rnd(box(1, cards="Ah Kd Tc 7s 3d", exchange={"discard": ["2c"], "draw": ["Ah"]}, decision="bet"))
    lines = " ".join(refused(r))
    assert "discard: 2c not among the dealt cards" in lines and "draw: Ah already among the dealt cards" in lines


def test_a_folded_box_may_show_nothing_a_betting_box_must() -> None:
    assert settle(rnd(box(1, decision="fold"))).boxes[0].hand is None
    assert any("final_cards: missing" in x for x in refused(rnd(box(1, decision="bet"))))
    assert any("cards: missing" in x for x in refused(rnd(box(1, bonus=100, decision="fold"))))


def test_one_physical_card_across_the_round() -> None:
    r = rnd(box(1, cards="Ah Kd Tc 7s 3d", decision="bet"), box(3, cards="2h 3h 4h 5h 7d", decision="fold",
            exchange={"discard": ["7d"], "draw": ["Ah"]}))
    assert "box 1 and box 3: card Ah appears twice" in refused(r)
    r = rnd(box(1, cards="Ah Kd Tc 7s 3d", decision="bet", no_game="buy_game"), dealer=NO_GAME_DEALER, replacements="Kd")
    assert "box 1 and dealer: card Kd appears twice" in refused(r)
    r = rnd(box(1, cards="Ah Kd Tc 7s 4d", decision="bet", no_game="buy_game"), dealer=NO_GAME_DEALER, replacements="3s")
    assert "dealer: replacements: 3s is one of the dealer's cards" in refused(r)


def test_everyone_folds_the_dealer_stays_unknown() -> None:
    s = settle(rnd(box(1, decision="fold"), dealer=None, id="t/1"))
    assert s.to_json()["dealer"] == {"hand": None, "qualified": None, "bought": False, "replaced": [],
                                     "final_hand": None, "final_qualified": None}
    assert s.to_json()["id"] == "t/1"
    assert refused(rnd(box(1, decision="bet", cards="Ah Kd Tc 7s 3d"), dealer=None))


# ---------------------------------------------------------------- refusals of every kind (§14)


BASE = rnd(box(1, cards="Jh Jd 4c 4s 9h", decision="bet"))
REFUSALS: list[tuple[str, dict[str, Any], str]] = [
    ("format", {"format": "russian-poker-round/2"}, "round: format: must be 'russian-poker-round/1'"),
    ("unknown round field", {"colour": 1}, "round: colour: unknown field"),
    ("unknown dealer field", {"dealer": {"cards": ["8s", "8h", "Kc", "5d", "2s"], "x": 1}}, "dealer: x: unknown field"),
    ("unknown box field", {"boxes": [box(1, cards="Jh Jd 4c 4s 9h", decision="bet", colour="red")]}, "box 1: colour: unknown field"),
    ("house key", {"house": {"no_such_rule": 1}}, "house: no_such_rule: unknown house rule"),
    ("house contradiction", {"house": {"min_bonus": 20000}}, "house: min_bonus: 20000 is above max_bonus"),
    ("jackpot", {"jackpot": -5}, "round: jackpot: -5 is negative"),
    ("ante low", {"boxes": [box(1, ante=100, cards="Jh Jd 4c 4s 9h", decision="bet")]}, "box 1: ante: 100 is below the minimum Ante (500)"),
    ("ante high", {"boxes": [box(1, ante=60000, cards="Jh Jd 4c 4s 9h", decision="bet")]}, "box 1: ante: 60000 is above the maximum Ante"),
    ("ante type", {"boxes": [box(1, ante="10", cards="Jh Jd 4c 4s 9h", decision="bet")]}, "box 1: ante: must be a whole number"),
    ("bonus", {"boxes": [box(1, bonus=50, cards="Jh Jd 4c 4s 9h", decision="bet")]}, "box 1: bonus: 50 is below the minimum bonus"),
    ("box range", {"boxes": [box(7, cards="Jh Jd 4c 4s 9h", decision="bet")]}, "box 7: box: there is no box 7"),
    ("box twice", {"boxes": [box(1, decision="fold"), box(1, decision="fold")]}, "box 1: box: listed twice"),
    ("no boxes", {"boxes": []}, "round: boxes: no box played"),
    ("not a card", {"boxes": [box(1, cards="Jh Jd 4c 4s 1x", decision="bet")]}, "box 1: cards: '1x' is not a card"),
    ("four cards", {"boxes": [box(1, cards="Jh Jd 4c 4s", decision="bet")]}, "box 1: cards: 4 cards, but a box is dealt five"),
    ("dealer four cards", {"dealer": {"cards": ["8s", "8h", "Kc", "5d"]}}, "dealer: cards: 4 cards"),
    ("decision", {"boxes": [box(1, cards="Jh Jd 4c 4s 9h", decision="raise")]}, "box 1: decision: must be 'bet' or 'fold'"),
    ("no decision", {"boxes": [box(1, cards="Jh Jd 4c 4s 9h")]}, "box 1: decision: missing"),
    ("dark folds", {"boxes": [box(1, cards="Jh Jd 4c 4s 9h", dark=True, decision="fold")]}, "box 1: decision: a dark box always bets"),
    ("dark exchanges", {"boxes": [box(1, dark=True, exchange={"count": 2}, final_cards="Jh Jd 4c 4s 9h")]}, "box 1: exchange: a dark box may not exchange"),
    ("dark sixth", {"boxes": [box(1, dark=True, sixth_card=True, final_cards="Jh Jd 4c 4s 9h 2c")]}, "box 1: sixth_card: a dark box may not buy"),
    ("dark not allowed", {"boxes": [box(1, cards="Jh Jd 4c 4s 9h", dark=True)], "house": {"dark_boxes_allowed": False}}, "box 1: dark: this table does not allow dark boxes"),
    ("no game surplus", {"boxes": [box(1, cards="Jh Jd 4c 4s 9h", decision="bet", no_game="take_ante")]}, "box 1: no_game: the dealer has a game"),
    ("replacement surplus", {"dealer": {"cards": ["8s", "8h", "Kc", "5d", "2s"], "replacements": ["Ah"]}}, "dealer: replacements: Ah drawn, but the dealer has a game"),
    ("exchange form", {"boxes": [box(1, cards="Jh Jd 4c 4s 9h", decision="bet", exchange={"count": 1, "draw": []})]}, "box 1: exchange: give either discard and draw, or count"),
    ("final contradicts", {"boxes": [box(1, cards="Jh Jd 4c 4s 9h", decision="bet", final_cards="Jh Jd 4c 4s 9c")]}, "box 1: final_cards: Jh Jd 4c 4s 9c contradict"),
    ("sixth not a card", {"boxes": [box(1, cards="Jh Jd 4c 4s 9h", decision="bet", sixth_card="Zz")]}, "box 1: sixth_card: 'Zz' is not a card"),
    ("not an object", {"boxes": [5]}, "round: boxes[0]: must be an object"),
]


@pytest.mark.parametrize(("mutation", "line"), [(m, line) for _, m, line in REFUSALS], ids=[n for n, _, _ in REFUSALS])
def test_refusal(mutation: dict[str, Any], line: str) -> None:
    r = copy.deepcopy(BASE)
    r.update(copy.deepcopy(mutation))
    lines = refused(r)
    assert any(x.startswith(line) for x in lines), lines


def test_all_problems_are_collected_not_just_the_first() -> None:
    r = rnd(box(1, ante=100, cards="Jh Jd 4c 4s 1x", decision="bet"), box(2, ante=1000, colour="red", decision="fold"),
            box(9, decision="fold"))
    lines = refused(r)
    assert len(lines) >= 4, lines


def test_not_an_object_at_all() -> None:
    with pytest.raises(RoundRefused) as e:
        settle_round([1, 2])  # type: ignore[arg-type]
    assert e.value.lines == ("round: must be a JSON object, not a list",)


def test_base_house_is_applied_under_the_rounds_own() -> None:
    base = HouseRules.from_mapping({"max_payout": 100000, "bet_multiple": 3})
    r = rnd(box(1, ante=10000, cards="9h 9d 9c 9s Qd", decision="bet"), house={"max_payout": 200000})
    b = settle(r, base).boxes[0]
    assert b.stakes.bet == 30000 and b.capped == 30000 * 20 - 200000
