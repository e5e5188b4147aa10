"""The contract's English for the explanation terms (:mod:`rules.poker.explain`).

The one English renderer: the ``explanation`` lines of ``dealer-app settle``
(FORMATS.md) and every English screen and page, with amounts in the contract's
money text (``€20.00``), e.g. ``Bet €20.00 × (7 full house + 1 ace-king) = €160.00.``
"""

from __future__ import annotations

from collections.abc import Callable

from rules.hands import Category
from rules.poker.explain import (
    AntePaid,
    AnteReturnedOnWin,
    BetPaid,
    BonusCapped,
    BonusLost,
    BonusLostOnFold,
    BonusPaid,
    BoughtNoGame,
    Capped,
    DealerNoGame,
    Explanation,
    Fees,
    Folded,
    InsuranceLost,
    InsuranceReturned,
    InsuranceVoided,
    InsuranceWon,
    JackpotShared,
    JackpotWon,
    Loses,
    Net,
    Term,
    Ties,
    Wins,
)
from rules.poker.money import money_formatter

__all__ = ["english_line", "english_lines"]


def english_lines(explanation: Explanation) -> tuple[str, ...]:
    """Every line of an explanation, in English."""
    m = money_formatter(explanation.currency)
    return tuple(english_line(t, m) for t in explanation.terms)


def _label(cat: Category | None) -> str:
    return cat.label if cat is not None else "no game"


def english_line(t: Term, m: Callable[[int], str]) -> str:
    """One term's sentence, amounts through ``m``."""
    match t:
        case Folded():
            return f"Box {t.box} folds: Ante {m(t.ante)} lost."
        case BoughtNoGame():
            ante = f"Ante {m(t.ante)} wins 1:1 = {m(t.ante_won)}" if t.ante_won else f"Ante {m(t.ante)} returned"
            return (f"Box {t.box} bought a game, but the dealer still has no game ({_label(t.final)}): "
                    f"{ante}, Bet {m(t.bet)} returned.")
        case DealerNoGame():
            who = "a dark box always takes the Ante" if t.dark else f"box {t.box} takes the Ante"
            return (f"The dealer has no game ({_label(t.first)}): {who}; Ante {m(t.ante)} wins 1:1 = "
                    f"{m(t.ante_won)}, Bet {m(t.bet)} returned.")
        case Wins():
            return f"Box {t.box}'s {t.hand.label} beats the dealer's {t.dealer.label}{_after(t.after_buy)}."
        case BetPaid():
            odds = " + ".join(f"{k} {c.label}" for k, c in t.odds)
            return f"Bet {m(t.bet)} × {odds if len(t.odds) == 1 else f'({odds})'} = {m(t.result)}."
        case AntePaid():
            return f"Ante {m(t.ante)} wins 1:1 = {m(t.result)}."
        case AnteReturnedOnWin():
            return f"Ante {m(t.ante)} returned (the Ante is not paid on a win)."
        case Loses():
            return (f"The dealer's {t.dealer.label}{_after(t.after_buy)} beats box {t.box}'s {t.hand.label}: "
                    f"Ante {m(t.ante)} and Bet {m(t.bet)} lost.")
        case Ties():
            return (f"Box {t.box}'s {t.hand.label} ties with the dealer's {t.dealer.label}{_after(t.after_buy)}: "
                    f"Ante {m(t.ante)} and Bet {m(t.bet)} returned.")
        case InsuranceWon():
            return f"Insurance {m(t.stake)} wins 1:1 = {m(t.result)}: the dealer had no game on the first reveal."
        case InsuranceLost():
            return f"Insurance {m(t.stake)} lost: the dealer had a game and box {t.box}'s hand beats it."
        case InsuranceReturned():
            return (f"Insurance {m(t.stake)} returned: the dealer had a game at least as high as "
                    f"box {t.box}'s hand.")
        case InsuranceVoided():
            return f"Insurance {m(t.stake)} returned as an invalid bet: {t.reason.message}."
        case Fees():
            parts = []
            if t.exchange:
                parts.append(f"exchange of {t.exchanged} {'card' if t.exchanged == 1 else 'cards'} {m(t.exchange)}")
            if t.sixth:
                parts.append(f"sixth card {m(t.sixth)}")
            if t.bought:
                parts.append(f"bought game {m(t.bought)}")
            return f"Fees {m(t.total)} to the house ({', '.join(parts)}), never returned."
        case BonusLostOnFold():
            return f"Bonus {m(t.stake)} lost: box {t.box} folded (house rule: bonus lost on fold)."
        case JackpotShared():
            return (f"Bonus: {t.dealt.label} as dealt claims {t.percent}% of the jackpot {m(t.meter)} = "
                    f"{m(t.claim)}; the claims of the round total {m(t.claims)}, more than the meter, so it is "
                    f"paid {m(t.claim)} × {m(t.meter)} / {m(t.claims)} = {m(t.share)} (rounded down), from the "
                    f"meter; the stake stays.")
        case JackpotWon():
            return (f"Bonus: {t.dealt.label} as dealt wins {t.percent}% of the jackpot {m(t.meter)} = "
                    f"{m(t.share)}, paid from the meter; the stake stays.")
        case BonusPaid():
            return f"Bonus {m(t.stake)} × {t.odds} ({t.dealt.label} as dealt) = {m(t.result)}."
        case BonusLost():
            dealt = f"{t.dealt.label} as dealt" if t.dealt is not None else "the cards as dealt"
            return f"Bonus {m(t.stake)} lost: {dealt} does not pay."
        case BonusCapped():
            return (f"The win alone exceeds the maximum payout (fixed-odds bonus wins count towards it): "
                    f"{m(t.paid)} paid, {m(t.withheld)} withheld.")
        case Capped():
            extra = " (fixed-odds bonus included)" if t.with_bonus else ""
            return (f"Winnings {m(t.winnings)}{extra} exceed the maximum payout: capped at {m(t.max_payout)}, "
                    f"{m(t.withheld)} withheld.")
        case Net():
            return f"Net for box {t.box}: {'+' if t.net > 0 else ''}{m(t.net)}."


def _after(after_buy: bool) -> str:
    return " after the bought game" if after_buy else ""
