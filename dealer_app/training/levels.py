"""The levels of trainee mode, in the order the rules are taught.

Each level teaches a few new situations on top of everything before it and
deals only rounds whose situations it has taught; it also says what it asks
per box (the money terms always, then the extra questions its rules bring)
and how long a trained dealer takes per box (the timed mode's target).
"""

from __future__ import annotations

import enum

from dealer_app.training.figures import AnswerField
from dealer_app.training.situations import Situation
from rules.poker.settle import BoxSettlement, Outcome

__all__ = ["Level", "asked_fields"]

S = Situation


class Level(enum.IntEnum):
    """Trainee levels 1..7."""

    PLAIN_SHOWDOWN = 1
    NO_GAME = 2
    BOUGHT_GAME = 3
    BONUS_JACKPOT = 4
    INSURANCE = 5
    TWO_HANDS = 6
    CAP = 7

    @property
    def title(self) -> str:
        return _TITLES[self]

    @property
    def introduces(self) -> frozenset[Situation]:
        """The situations this level adds."""
        return _NEW[self]

    @property
    def taught(self) -> frozenset[Situation]:
        """Every situation taught up to and including this level."""
        out: set[Situation] = set()
        for lv in Level:
            if lv <= self:
                out |= _NEW[lv]
        return frozenset(out)

    @property
    def target_seconds_per_box(self) -> int:
        """Timed mode: the target time per box to settle at this level."""
        return _TARGET[self]

    @property
    def summary(self) -> str:
        return _SUMMARY[self]

    @classmethod
    def parse(cls, value: object) -> Level:
        try:
            return cls(int(str(value)))
        except ValueError:
            raise ValueError(f"{value!r} is not a level (1 to {len(cls)})") from None


_TITLES = {
    Level.PLAIN_SHOWDOWN: "Plain showdown",
    Level.NO_GAME: "Dealer has no game",
    Level.BOUGHT_GAME: "Buying: bought game, redraw, exchange fees",
    Level.BONUS_JACKPOT: "Bonus and jackpot",
    Level.INSURANCE: "Insurance",
    Level.TWO_HANDS: "Two hands, six cards",
    Level.CAP: "Maximum payout (cap)",
}

_NEW: dict[Level, frozenset[Situation]] = {
    Level.PLAIN_SHOWDOWN: frozenset({S.FOLD, S.SHOWDOWN_WIN, S.SHOWDOWN_LOSE, S.SHOWDOWN_TIE, S.DARK_BOX}),
    Level.NO_GAME: frozenset({S.NO_GAME_TAKE_ANTE, S.NO_GAME_DARK}),
    Level.BOUGHT_GAME: frozenset({S.BOUGHT_GAME_QUALIFIED, S.BOUGHT_GAME_NO_GAME, S.SAME_RANK_REDRAW, S.EXCHANGE}),
    Level.BONUS_JACKPOT: frozenset({S.BONUS_WIN, S.BONUS_LOSS, S.JACKPOT_SHARE, S.JACKPOT_SPLIT}),
    Level.INSURANCE: frozenset({S.INSURANCE_WON, S.INSURANCE_LOST, S.INSURANCE_RETURNED}),
    Level.TWO_HANDS: frozenset({S.SIXTH_CARD, S.HAND_TWO}),
    Level.CAP: frozenset({S.CAPPED}),
}

_TARGET = {
    Level.PLAIN_SHOWDOWN: 8,
    Level.NO_GAME: 8,
    Level.BOUGHT_GAME: 12,
    Level.BONUS_JACKPOT: 12,
    Level.INSURANCE: 15,
    Level.TWO_HANDS: 18,
    Level.CAP: 18,
}

_SUMMARY = {
    Level.PLAIN_SHOWDOWN: "The dealer has a game: a fold loses the Ante; a box that beats the dealer is paid "
    "Bet × odds of its hand and its Ante is returned; a box the dealer beats loses Ante and Bet; a tie returns both.",
    Level.NO_GAME: "The dealer has no game: a box that takes the Ante is paid the Ante 1:1 and its Bet returned; "
    "a dark box does the same.",
    Level.BOUGHT_GAME: "A box buys a game for one Ante: the dealer's highest card is replaced (and once more, free, "
    "when the new card has the same rank and still no game); the box is then settled against the new hand, "
    "or pushed when the dealer still has no game. Exchange fees are the house's.",
    Level.BONUS_JACKPOT: "The bonus is paid on the five cards as dealt; straight and royal flushes take a share "
    "of the jackpot meter (shared out when claims exceed it).",
    Level.INSURANCE: "Insurance wins 1:1 when the dealer has no game on the first reveal, is lost when the box "
    "beats a dealer with a game, and is returned otherwise; its maximum is a percentage of the expected payout.",
    Level.TWO_HANDS: "Six cards play the best five; hand 2 (a combination with a card outside hand 1's) is paid "
    "with hand 1 when hand 1 wins.",
    Level.CAP: "A box's winnings in one round never exceed the maximum payout; the excess is withheld.",
}


def asked_fields(level: Level, sbox: BoxSettlement) -> tuple[tuple[AnswerField, ...], tuple[AnswerField, ...]]:
    """What ``level`` asks about one box: (money terms, other questions).

    The money is answered either by every listed term or by the ``net``; the
    other questions must each be answered."""
    stakes = sbox.stakes
    # a folded box has no Bet: it is never asked (there is nothing to pay, take or return)
    terms = [AnswerField.ANTE] + ([AnswerField.BET] if stakes.bet > 0 else [])
    extra: list[AnswerField] = []
    played = sbox.outcome is not Outcome.FOLD
    if level >= Level.BOUGHT_GAME:
        if stakes.fees > 0:
            terms.append(AnswerField.FEES)
        if sbox.bought_game:
            extra.append(AnswerField.REPLACED)
    if level >= Level.BONUS_JACKPOT and stakes.bonus > 0:
        terms.append(AnswerField.BONUS)
    if level >= Level.INSURANCE and stakes.insurance > 0:
        terms.append(AnswerField.INSURANCE)
        extra.append(AnswerField.INSURANCE_MAX)
    if level >= Level.TWO_HANDS and played and sbox.hand is not None:
        extra.append(AnswerField.HAND2)
    if level >= Level.CAP and played:
        extra.append(AnswerField.CAPPED)
    return tuple(terms), tuple(extra)
