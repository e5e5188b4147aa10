"""Plain sentences a pit boss can check by hand (RULES.md §12).

At least one sentence for every term of a box's settlement that is not zero
(and one for the Ante and Bet even on a push), with amounts in the table
currency, e.g. ``Bet €20.00 × (7 full house + 1 ace-king) = €160.00``,
and the box's net at the end.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.hands import Hand
from rules.poker.house import AnteRule, HouseRules
from rules.poker.money import money_formatter
from rules.poker.outcome import Outcome
from rules.poker.record import NoGame

if TYPE_CHECKING:
    from rules.poker.record import BoxAnalysis, DealerAnalysis
    from rules.poker.settle import Terms

__all__ = ["explain_bonus", "explain_box"]


def explain_box(
    house: HouseRules,
    b: BoxAnalysis,
    d: DealerAnalysis,
    outcome: Outcome,
    stakes: Terms,
    results: Terms,
    capped: int,
    winnings: int,
    compared_with: Hand | None,
    fees: tuple[int, int, int],
    share: int | None,
    total_claims: int,
    meter: int,
) -> tuple[str, ...]:
    """The explanation lines of one box's settlement (the figures are computed by
    :mod:`rules.poker.settle`; this only puts them in words)."""
    m = money_formatter(house.currency)
    e = b.entry
    n = e.box
    lines: list[str] = []
    # Ante and Bet
    if outcome is Outcome.FOLD:
        lines.append(f"Box {n} folds: Ante {m(stakes.ante)} lost.")
    elif outcome is Outcome.NO_GAME:
        if d.bought and e.no_game is NoGame.BUY_GAME:
            final = d.final_hand.category.label if d.final_hand is not None else "no game"
            ante = f"Ante {m(stakes.ante)} wins 1:1 = {m(results.ante)}" if results.ante else f"Ante {m(stakes.ante)} returned"
            lines.append(
                f"Box {n} bought a game, but the dealer still has no game ({final}): {ante}, Bet {m(stakes.bet)} returned."
            )
        else:
            who = "a dark box always takes the Ante" if e.dark else f"box {n} takes the Ante"
            first = d.hand.category.label if d.hand is not None else "no game"
            lines.append(
                f"The dealer has no game ({first}): {who}; Ante {m(stakes.ante)} wins 1:1 = {m(results.ante)}, "
                f"Bet {m(stakes.bet)} returned."
            )
    else:
        hand = b.hand
        assert hand is not None and compared_with is not None
        label, dealer = hand.category.label, compared_with.category.label
        after = " after the bought game" if d.bought and e.no_game is NoGame.BUY_GAME else ""
        if outcome is Outcome.WIN:
            lines.append(f"Box {n}'s {label} beats the dealer's {dealer}{after}.")
            odds = f"{house.pay_table.get(hand.category, 0)} {label}"
            if house.two_hands and b.second is not None:
                second = b.second.category
                odds = f"({odds} + {house.pay_table.get(second, 0)} {second.label})"
            lines.append(f"Bet {m(stakes.bet)} × {odds} = {m(results.bet)}.")
            if house.ante_on_win is AnteRule.EVEN_MONEY:
                lines.append(f"Ante {m(stakes.ante)} wins 1:1 = {m(results.ante)}.")
            else:
                lines.append(f"Ante {m(stakes.ante)} returned (the Ante is not paid on a win).")
        elif outcome is Outcome.LOSE:
            lines.append(
                f"The dealer's {dealer}{after} beats box {n}'s {label}: Ante {m(stakes.ante)} and Bet {m(stakes.bet)} lost."
            )
        else:
            lines.append(
                f"Box {n}'s {label} ties with the dealer's {dealer}{after}: "
                f"Ante {m(stakes.ante)} and Bet {m(stakes.bet)} returned."
            )
    # insurance (settled on the first reveal)
    if stakes.insurance:
        if results.insurance > 0:
            lines.append(f"Insurance {m(stakes.insurance)} wins 1:1 = {m(results.insurance)}: the dealer had no game on the first reveal.")
        elif results.insurance < 0:
            lines.append(f"Insurance {m(stakes.insurance)} lost: the dealer had a game and box {n}'s hand beats it.")
        else:
            lines.append(f"Insurance {m(stakes.insurance)} returned: the dealer had a game at least as high as box {n}'s hand.")
    # fees
    if stakes.fees:
        fx, fs, fb = fees
        parts = []
        if fx:
            count = e.exchange.count if e.exchange is not None else 0
            parts.append(f"exchange of {count} {'card' if count == 1 else 'cards'} {m(fx)}")
        if fs:
            parts.append(f"sixth card {m(fs)}")
        if fb:
            parts.append(f"bought game {m(fb)}")
        lines.append(f"Fees {m(stakes.fees)} to the house ({', '.join(parts)}), never returned.")
    # bonus (on the five cards as dealt)
    if stakes.bonus:
        lines.append(explain_bonus(house, b, results.bonus, share, total_claims, meter))
    # the cap
    if capped:
        extra = " (fixed-odds bonus included)" if house.cap_includes_bonus else ""
        lines.append(
            f"Winnings {m(winnings)}{extra} exceed the maximum payout: capped at {m(house.max_payout)}, {m(capped)} withheld."
        )
    net = results.total - capped
    lines.append(f"Net for box {n}: {'+' if net > 0 else ''}{m(net)}.")
    return tuple(lines)


def explain_bonus(
    house: HouseRules, b: BoxAnalysis, result: int, share: int | None, total_claims: int, meter: int,
) -> str:
    """The sentence for a box's bonus (§4), e.g. ``Bonus €5.00 × 2 (two pair as dealt) = €10.00.``:
    the same line in the settlement's explanation and in the live table's bonus result
    (:class:`rules.poker.table.BonusResult`). ``result`` is the signed bonus result,
    ``share`` the jackpot share when the box claims one, ``total_claims`` the claims'
    total when they are shared (else 0)."""
    m = money_formatter(house.currency)
    e = b.entry
    stake = e.bonus
    cat = b.dealt_category
    dealt = f"{cat.label} as dealt" if cat is not None else "the cards as dealt"
    if e.folds and house.bonus_lost_on_fold:
        return f"Bonus {m(stake)} lost: box {e.box} folded (house rule: bonus lost on fold)."
    if share is not None:
        assert cat is not None
        pct = house.jackpot_percent[cat]
        claim = pct * meter // 100
        if total_claims:
            return (
                f"Bonus: {dealt} claims {pct}% of the jackpot {m(meter)} = {m(claim)}; the claims of the round "
                f"total {m(total_claims)}, more than the meter, so it is paid {m(claim)} × {m(meter)} / "
                f"{m(total_claims)} = {m(share)} (rounded down), from the meter; the stake stays."
            )
        return f"Bonus: {dealt} wins {pct}% of the jackpot {m(meter)} = {m(share)}, paid from the meter; the stake stays."
    if result > 0:
        assert cat is not None
        return f"Bonus {m(stake)} × {house.bonus_table[cat]} ({dealt}) = {m(result)}."
    return f"Bonus {m(stake)} lost: {dealt} does not pay."
