"""What a round teaches: the situations a settled round contains.

A situation is read from the round as recorded and the engine's settlement
(FORMATS.md), never from how the round was generated, so the level filter
checks exactly what the trainee will be asked to settle.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass

from dealer_app.safe_input import int_of
from dealer_app.training.engine import boxes_of
from rules.hands import Category
from rules.poker.settle import BoxSettlement, Outcome, Settlement

__all__ = ["RoundSituations", "Situation", "classify_round"]


class Situation(enum.StrEnum):
    """One thing a box (or the round) asks the trainee to know."""

    FOLD = "fold"
    SHOWDOWN_WIN = "showdown_win"
    SHOWDOWN_LOSE = "showdown_lose"
    SHOWDOWN_TIE = "showdown_tie"
    DARK_BOX = "dark_box"
    NO_GAME_TAKE_ANTE = "no_game_take_ante"
    NO_GAME_DARK = "no_game_dark"
    EXCHANGE = "exchange"
    BOUGHT_GAME_QUALIFIED = "bought_game_qualified"
    BOUGHT_GAME_NO_GAME = "bought_game_no_game"
    SAME_RANK_REDRAW = "same_rank_redraw"
    BONUS_WIN = "bonus_win"
    BONUS_LOSS = "bonus_loss"
    JACKPOT_SHARE = "jackpot_share"
    JACKPOT_SPLIT = "jackpot_split"
    INSURANCE_WON = "insurance_won"
    INSURANCE_LOST = "insurance_lost"
    INSURANCE_RETURNED = "insurance_returned"
    SIXTH_CARD = "sixth_card"
    HAND_TWO = "hand_two"
    CAPPED = "capped"

    @property
    def label(self) -> str:
        return _LABELS[self]


_LABELS = {
    Situation.FOLD: "a box folds",
    Situation.SHOWDOWN_WIN: "showdown, box wins",
    Situation.SHOWDOWN_LOSE: "showdown, dealer wins",
    Situation.SHOWDOWN_TIE: "showdown, tie",
    Situation.DARK_BOX: "dark box",
    Situation.NO_GAME_TAKE_ANTE: "dealer has no game, box takes the Ante",
    Situation.NO_GAME_DARK: "dealer has no game, dark box",
    Situation.EXCHANGE: "exchange (fee)",
    Situation.BOUGHT_GAME_QUALIFIED: "bought game, dealer then qualifies",
    Situation.BOUGHT_GAME_NO_GAME: "bought game, dealer still has no game",
    Situation.SAME_RANK_REDRAW: "same-rank redraw",
    Situation.BONUS_WIN: "bonus wins",
    Situation.BONUS_LOSS: "bonus loses",
    Situation.JACKPOT_SHARE: "jackpot share",
    Situation.JACKPOT_SPLIT: "jackpot claims shared out",
    Situation.INSURANCE_WON: "insurance wins (no game)",
    Situation.INSURANCE_LOST: "insurance lost (box beats the dealer)",
    Situation.INSURANCE_RETURNED: "insurance returned",
    Situation.SIXTH_CARD: "sixth card (best five of six)",
    Situation.HAND_TWO: "hand 2",
    Situation.CAPPED: "maximum payout (cap)",
}


@dataclass(frozen=True, slots=True)
class RoundSituations:
    """Situations per box (box number -> set) and for the round as a whole."""

    boxes: Mapping[int, frozenset[Situation]]
    round: frozenset[Situation]

    @property
    def all(self) -> frozenset[Situation]:
        out: set[Situation] = set(self.round)
        for s in self.boxes.values():
            out |= s
        return frozenset(out)


_SHOWDOWN = {Outcome.WIN: Situation.SHOWDOWN_WIN, Outcome.LOSE: Situation.SHOWDOWN_LOSE,
             Outcome.PUSH: Situation.SHOWDOWN_TIE}


def _box_situations(rbox: Mapping[str, object], sbox: BoxSettlement) -> frozenset[Situation]:
    out: set[Situation] = set()
    outcome = sbox.outcome
    dark = bool(rbox.get("dark", False))
    results = sbox.results
    stakes = sbox.stakes
    if outcome is Outcome.FOLD:
        out.add(Situation.FOLD)
    elif outcome in _SHOWDOWN:
        if sbox.bought_game:
            out.add(Situation.BOUGHT_GAME_QUALIFIED)
        out.add(_SHOWDOWN[outcome])
    elif outcome is Outcome.NO_GAME:
        if sbox.bought_game:
            out.add(Situation.BOUGHT_GAME_NO_GAME)
        elif dark:
            out.add(Situation.NO_GAME_DARK)
        else:
            out.add(Situation.NO_GAME_TAKE_ANTE)
    if dark:
        out.add(Situation.DARK_BOX)
    if rbox.get("exchange"):
        out.add(Situation.EXCHANGE)
    if rbox.get("sixth_card") not in (None, False):
        out.add(Situation.SIXTH_CARD)
    if stakes.bonus > 0:
        if results.bonus > 0:
            out.add(Situation.BONUS_WIN)
        elif results.bonus < 0:
            out.add(Situation.BONUS_LOSS)
    if stakes.insurance > 0:
        ins = results.insurance
        out.add(Situation.INSURANCE_WON if ins > 0 else Situation.INSURANCE_LOST if ins < 0 else Situation.INSURANCE_RETURNED)
    if sbox.second_hand is not None and outcome is not Outcome.FOLD:
        out.add(Situation.HAND_TWO)
    if sbox.capped > 0:
        out.add(Situation.CAPPED)
    return frozenset(out)


def classify_round(
    round_json: Mapping[str, object],
    settlement: Settlement,
    jackpot_percent: Mapping[Category, int] | None = None,
) -> RoundSituations:
    """The situations of a round, from the round as recorded and its settlement.

    ``jackpot_percent``: the house's jackpot table (category -> percent of
    the meter). A bonus on such a category claims a share of the meter; when
    the round's claims add up to more than the meter they are shared out."""
    jackpot_percent = jackpot_percent or {}
    meter = int_of(round_json.get("jackpot", 0) or 0)
    rboxes = {int_of(b["box"]): b for b in boxes_of(round_json)}
    boxes: dict[int, frozenset[Situation]] = {}
    claims = 0
    for sbox in settlement.boxes:
        n = sbox.box
        sits = set(_box_situations(rboxes[n], sbox))
        hand = sbox.bonus_hand
        if sbox.stakes.bonus > 0 and hand is not None and hand in jackpot_percent and sbox.results.bonus >= 0:
            sits.discard(Situation.BONUS_WIN)
            sits.add(Situation.JACKPOT_SHARE)
            claims += jackpot_percent[hand] * meter // 100
        boxes[n] = frozenset(sits)
    rnd: set[Situation] = set()
    if len(settlement.dealer.replaced) > 1:
        rnd.add(Situation.SAME_RANK_REDRAW)
    if claims > meter:
        rnd.add(Situation.JACKPOT_SPLIT)
    return RoundSituations(boxes, frozenset(rnd))
