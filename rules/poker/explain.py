"""What a box's settlement consists of, as typed terms a pit boss can check by hand (RULES.md §12).

The engine says *what* happened, never in which words: each term is a small
frozen record (the kind, and its box, amounts in minor units, categories), at
least one for every term of a box's settlement that is not zero (and one for
the Ante and Bet even on a push), and the box's net at the end. The words are
the front ends' (:mod:`rules.poker.explain_text` for the contract's English,
``dealer_app.wording.explanations`` for every language a person reads).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rules.cards import Rank
from rules.hands import Category
from rules.poker.house import AnteRule, HouseRules
from rules.poker.outcome import Outcome
from rules.poker.problems import Problem
from rules.poker.record import NoGame

if TYPE_CHECKING:
    from rules.hands import Hand
    from rules.poker.record import BoxAnalysis, DealerAnalysis
    from rules.poker.settle import Terms

__all__ = [
    "AntePaid",
    "AnteReturnedOnWin",
    "BetPaid",
    "BonusCapped",
    "BonusLost",
    "BonusLostOnFold",
    "BonusPaid",
    "BoughtNoGame",
    "Capped",
    "DealerNoGame",
    "Explanation",
    "Fees",
    "Folded",
    "InsuranceLost",
    "InsuranceReturned",
    "InsuranceVoided",
    "InsuranceWon",
    "JackpotShared",
    "JackpotWon",
    "Loses",
    "Net",
    "Term",
    "Ties",
    "Wins",
    "explain_bonus",
    "explain_box",
]


@dataclass(frozen=True, slots=True)
class Folded:
    """The box folded: its Ante is lost."""

    box: int
    ante: int


@dataclass(frozen=True, slots=True)
class BoughtNoGame:
    """The box bought a game and the dealer still has none (``final``: the dealer's
    final category, ``None`` when unknown); ``ante_won`` 0 means the Ante is returned."""

    box: int
    final: Category | None
    ante: int
    ante_won: int
    bet: int


@dataclass(frozen=True, slots=True)
class DealerNoGame:
    """The dealer has no game on the first reveal (``first``); the box takes the Ante."""

    box: int
    dark: bool
    first: Category | None
    ante: int
    ante_won: int
    bet: int


@dataclass(frozen=True, slots=True)
class Wins:
    """The box's hand beats the dealer's (``after_buy``: after the bought game)."""

    box: int
    hand: Category
    dealer: Category
    after_buy: bool
    hand_rank: Rank | None = None
    """The rank that names the box's combination (the pair's, the trips', the top card's)."""
    dealer_rank: Rank | None = None
    """The same for the dealer's combination."""


@dataclass(frozen=True, slots=True)
class BetPaid:
    """The Bet paid at the odds of one hand, or of two summed (``odds``: (odds, category) each)."""

    bet: int
    odds: tuple[tuple[int, Category], ...]
    result: int


@dataclass(frozen=True, slots=True)
class AntePaid:
    """The Ante wins 1:1 on a win."""

    ante: int
    result: int


@dataclass(frozen=True, slots=True)
class AnteReturnedOnWin:
    """The Ante is returned on a win (the house pays the Ante only on no game)."""

    ante: int


@dataclass(frozen=True, slots=True)
class Loses:
    """The dealer's hand beats the box's: Ante and Bet lost."""

    box: int
    hand: Category
    dealer: Category
    after_buy: bool
    ante: int
    bet: int
    hand_rank: Rank | None = None
    dealer_rank: Rank | None = None


@dataclass(frozen=True, slots=True)
class Ties:
    """The box ties with the dealer: Ante and Bet returned."""

    box: int
    hand: Category
    dealer: Category
    after_buy: bool
    ante: int
    bet: int
    hand_rank: Rank | None = None
    dealer_rank: Rank | None = None


@dataclass(frozen=True, slots=True)
class InsuranceWon:
    """The insurance wins 1:1: the dealer had no game on the first reveal."""

    stake: int
    result: int


@dataclass(frozen=True, slots=True)
class InsuranceLost:
    """The insurance is lost: the dealer had a game and the box's hand beats it."""

    box: int
    stake: int


@dataclass(frozen=True, slots=True)
class InsuranceReturned:
    """The insurance is returned: the dealer's game is at least as high as the box's hand."""

    box: int
    stake: int


@dataclass(frozen=True, slots=True)
class InsuranceVoided:
    """The table returned the insurance as an invalid bet (``reason``: why it was invalid)."""

    stake: int
    reason: Problem


@dataclass(frozen=True, slots=True)
class Fees:
    """Fees to the house, never returned: exchange (of ``exchanged`` cards), sixth card, bought game."""

    total: int
    exchange: int
    exchanged: int
    sixth: int
    bought: int


@dataclass(frozen=True, slots=True)
class BonusLostOnFold:
    """The bonus is lost because the box folded (a house rule)."""

    box: int
    stake: int


@dataclass(frozen=True, slots=True)
class JackpotShared:
    """The bonus hand claims ``percent`` % of the meter, but the round's claims exceed
    the meter: the claim is paid pro rata (rounded down)."""

    dealt: Category
    percent: int
    meter: int
    claim: int
    claims: int
    share: int


@dataclass(frozen=True, slots=True)
class JackpotWon:
    """The bonus hand wins ``percent`` % of the meter, paid from the meter."""

    dealt: Category
    percent: int
    meter: int
    share: int


@dataclass(frozen=True, slots=True)
class BonusPaid:
    """A fixed-odds bonus win on the cards as dealt."""

    stake: int
    odds: int
    dealt: Category
    result: int


@dataclass(frozen=True, slots=True)
class BonusLost:
    """The cards as dealt (``dealt``, ``None`` when unknown) do not pay a bonus."""

    stake: int
    dealt: Category | None


@dataclass(frozen=True, slots=True)
class BonusCapped:
    """A fixed-odds bonus win alone exceeds the maximum payout (live table)."""

    paid: int
    withheld: int


@dataclass(frozen=True, slots=True)
class Capped:
    """The box's winnings exceed the maximum payout."""

    winnings: int
    with_bonus: bool
    max_payout: int
    withheld: int


@dataclass(frozen=True, slots=True)
class Net:
    """The box's net (signed, from the player's side)."""

    box: int
    net: int


Term = (
    Folded | BoughtNoGame | DealerNoGame | Wins | BetPaid | AntePaid | AnteReturnedOnWin | Loses | Ties
    | InsuranceWon | InsuranceLost | InsuranceReturned | InsuranceVoided | Fees | BonusLostOnFold
    | JackpotShared | JackpotWon | BonusPaid | BonusLost | BonusCapped | Capped | Net
)


@dataclass(frozen=True, slots=True)
class Explanation:
    """The terms of one box's explanation, in order, with the currency of their amounts."""

    currency: str
    terms: tuple[Term, ...]

    def plus(self, more: tuple[Term, ...]) -> Explanation:
        return Explanation(self.currency, self.terms + more)


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
) -> Explanation:
    """The terms of one box's settlement (the figures are computed by
    :mod:`rules.poker.settle`; this only names them)."""
    e = b.entry
    n = e.box
    terms: list[Term] = []
    # Ante and Bet
    if outcome is Outcome.FOLD:
        terms.append(Folded(n, stakes.ante))
    elif outcome is Outcome.NO_GAME:
        if d.bought and e.no_game is NoGame.BUY_GAME:
            final = d.final_hand.category if d.final_hand is not None else None
            terms.append(BoughtNoGame(n, final, stakes.ante, results.ante, stakes.bet))
        else:
            first = d.hand.category if d.hand is not None else None
            terms.append(DealerNoGame(n, e.dark, first, stakes.ante, results.ante, stakes.bet))
    else:
        hand = b.hand
        assert hand is not None and compared_with is not None
        cat, dealer = hand.category, compared_with.category
        after = d.bought and e.no_game is NoGame.BUY_GAME
        ranks = (hand.cards[0].rank, compared_with.cards[0].rank)  # the cards in order of significance
        if outcome is Outcome.WIN:
            terms.append(Wins(n, cat, dealer, after, *ranks))
            odds: tuple[tuple[int, Category], ...] = ((house.pay_table.get(cat, 0), cat),)
            if house.two_hands and b.second is not None:
                second = b.second.category
                odds += ((house.pay_table.get(second, 0), second),)
            terms.append(BetPaid(stakes.bet, odds, results.bet))
            if house.ante_on_win is AnteRule.EVEN_MONEY:
                terms.append(AntePaid(stakes.ante, results.ante))
            else:
                terms.append(AnteReturnedOnWin(stakes.ante))
        elif outcome is Outcome.LOSE:
            terms.append(Loses(n, cat, dealer, after, stakes.ante, stakes.bet, *ranks))
        else:
            terms.append(Ties(n, cat, dealer, after, stakes.ante, stakes.bet, *ranks))
    # insurance (settled on the first reveal)
    if stakes.insurance:
        if results.insurance > 0:
            terms.append(InsuranceWon(stakes.insurance, results.insurance))
        elif results.insurance < 0:
            terms.append(InsuranceLost(n, stakes.insurance))
        else:
            terms.append(InsuranceReturned(n, stakes.insurance))
    # fees
    if stakes.fees:
        fx, fs, fb = fees
        count = e.exchange.count if e.exchange is not None and fx else 0
        terms.append(Fees(stakes.fees, fx, count, fs, fb))
    # bonus (on the five cards as dealt)
    if stakes.bonus:
        terms.append(explain_bonus(house, b, results.bonus, share, total_claims, meter))
    # the cap
    if capped:
        terms.append(Capped(winnings, house.cap_includes_bonus, house.max_payout, capped))
    terms.append(Net(n, results.total - capped))
    return Explanation(house.currency, tuple(terms))


def explain_bonus(
    house: HouseRules, b: BoxAnalysis, result: int, share: int | None, total_claims: int, meter: int,
) -> Term:
    """The term of a box's bonus (§4): the same in the settlement's explanation and in
    the live table's bonus result (:class:`rules.poker.table.BonusResult`). ``result``
    is the signed bonus result, ``share`` the jackpot share when the box claims one,
    ``total_claims`` the claims' total when they are shared (else 0)."""
    e = b.entry
    stake = e.bonus
    cat = b.dealt_category
    if e.folds and house.bonus_lost_on_fold:
        return BonusLostOnFold(e.box, stake)
    if share is not None:
        assert cat is not None
        pct = house.jackpot_percent[cat]
        if total_claims:
            return JackpotShared(cat, pct, meter, pct * meter // 100, total_claims, share)
        return JackpotWon(cat, pct, meter, share)
    if result > 0:
        assert cat is not None
        return BonusPaid(stake, house.bonus_table[cat], cat, result)
    return BonusLost(stake, cat)
