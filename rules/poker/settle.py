"""Settling a complete round (RULES.md §4-§12) and the settlement record.

:func:`settle_round` is a pure function of a round in the
``russian-poker-round/1`` JSON form: it refuses the round with every problem
found (:class:`~rules.poker.problems.RoundRefused`) or returns a frozen
:class:`Settlement` whose :meth:`Settlement.to_json` is exactly the
``russian-poker-settlement/1`` output of FORMATS.md, explanation included.
"""

from __future__ import annotations

import enum
import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any, NamedTuple

from rules.cards import FULL_DECK, Card
from rules.hands import Category, Combination, Hand
from rules.poker.explain import Explanation, Term, explain_box
from rules.poker.explain_text import english_lines
from rules.poker.house import AnteRule, HouseRules
from rules.poker.house_cache import HouseCache
from rules.poker.problems import HouseRulesError, RoundRefused
from rules.poker.record import (
    Analysis,
    BoxAnalysis,
    BoxEntry,
    DealerAnalysis,
    NoGame,
    RoundRecord,
    analyse,
    parse_round,
    total_odds,
)

__all__ = [
    "SETTLEMENT_FORMAT",
    "BoxSettlement",
    "DealerSettlement",
    "Outcome",
    "Settlement",
    "Terms",
    "bonus_figure",
    "box_fees",
    "house_for",
    "jackpot_claim",
    "jackpot_shares",
    "settle_analysis",
    "settle_record",
    "settle_round",
]

SETTLEMENT_FORMAT = "russian-poker-settlement/1"


class Outcome(enum.StrEnum):
    """How a box's Ante and Bet were settled."""

    FOLD = "fold"
    WIN = "win"
    LOSE = "lose"
    PUSH = "push"
    NO_GAME = "no_game"
    """Settled against a dealer without a game: took the Ante (or dark), or bought and the dealer still had none."""


class Terms(NamedTuple):
    """The five money terms of a box (stakes put up, or signed results)."""

    ante: int = 0
    bet: int = 0
    bonus: int = 0
    insurance: int = 0
    fees: int = 0

    @property
    def total(self) -> int:
        return self.ante + self.bet + self.bonus + self.insurance + self.fees

    def to_json(self) -> dict[str, int]:
        return {"ante": self.ante, "bet": self.bet, "bonus": self.bonus, "insurance": self.insurance, "fees": self.fees}


class BoxSettlement(NamedTuple):
    """One box's settlement (FORMATS.md output ``boxes[]``). An immutable record."""

    box: int
    hand: Hand | None
    second_hand: Combination | None
    bonus_hand: Category | None
    outcome: Outcome
    bought_game: bool
    stakes: Terms
    results: Terms
    capped: int
    net: int
    explanation: tuple[str, ...]
    """``terms`` in the contract's English (:mod:`rules.poker.explain_text`)."""
    jackpot_share: int = 0
    """The part of ``results.bonus`` paid by the jackpot meter (never capped)."""
    terms: Explanation | None = None
    """What the settlement consists of, as typed terms (:mod:`rules.poker.explain`), for
    every language; ``None`` only for a settlement read back from its JSON."""

    def to_json(self) -> dict[str, Any]:
        return {
            "box": self.box,
            "hand": _hand_json(self.hand),
            "second_hand": _hand_json(self.second_hand),
            "bonus_hand": None if self.bonus_hand is None else _CATEGORY_KEY[self.bonus_hand],
            "outcome": self.outcome._value_,
            "bought_game": self.bought_game,
            "stakes": self.stakes.to_json(),
            "results": self.results.to_json(),
            "capped": self.capped,
            "net": self.net,
            "explanation": list(self.explanation),
        }


@dataclass(frozen=True, slots=True)
class DealerSettlement:
    """The dealer's part of a settlement: first reveal, purchase, final hand."""

    hand: Hand | None
    qualified: bool | None
    bought: bool
    replaced: tuple[Card, ...]
    final_hand: Hand | None
    final_qualified: bool | None

    def to_json(self) -> dict[str, Any]:
        return {
            "hand": _hand_json(self.hand),
            "qualified": self.qualified,
            "bought": self.bought,
            "replaced": [_CARD_TEXT[c.index] for c in self.replaced],
            "final_hand": _hand_json(self.final_hand),
            "final_qualified": self.final_qualified,
        }


@dataclass(frozen=True, slots=True)
class Settlement:
    """A settled round. ``to_json()`` is the ``russian-poker-settlement/1`` object."""

    dealer: DealerSettlement
    boxes: tuple[BoxSettlement, ...]
    house_net: int
    jackpot_before: int
    jackpot_after: int
    currency: str
    id: str | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"format": SETTLEMENT_FORMAT}
        if self.id is not None:
            out["id"] = self.id
        out["dealer"] = self.dealer.to_json()
        out["boxes"] = [b.to_json() for b in self.boxes]
        out["house_net"] = self.house_net
        out["jackpot_after"] = self.jackpot_after
        return out

    def to_json_line(self) -> str:
        """``to_json()`` as compact JSON text on one line, written directly (the batch
        command's hot path): equal to ``json.dumps(self.to_json(), ensure_ascii=False,
        separators=(",", ":"))``, character for character."""
        d = self.dealer
        head = '{"format":"' + SETTLEMENT_FORMAT + '",'
        if self.id is not None:
            head += '"id":' + _string(self.id) + ","
        replaced = ",".join([_CARD_JSON[c.index] for c in d.replaced])
        return (
            f'{head}"dealer":{{"hand":{_hand_text(d.hand)},"qualified":{_BOOL[d.qualified]},'
            f'"bought":{_BOOL[d.bought]},"replaced":[{replaced}],"final_hand":{_hand_text(d.final_hand)},'
            f'"final_qualified":{_BOOL[d.final_qualified]}}},"boxes":[{",".join([_box_text(b) for b in self.boxes])}],'
            f'"house_net":{self.house_net},"jackpot_after":{self.jackpot_after}}}'
        )

    def box(self, number: int) -> BoxSettlement:
        for b in self.boxes:
            if b.box == number:
                return b
        raise KeyError(number)

    def with_notes(self, notes: Mapping[int, tuple[Term, ...]]) -> Settlement:
        """The same settlement with extra explanation terms for some boxes (e.g. an
        insurance returned at the table)."""
        boxes = tuple(
            b._replace(explanation=b.explanation + english_lines(Explanation(self.currency, notes[b.box])),
                       terms=b.terms.plus(notes[b.box]) if b.terms is not None else None)
            if b.box in notes else b for b in self.boxes
        )
        return replace(self, boxes=boxes)


_CARD_TEXT: tuple[str, ...] = tuple(str(c) for c in FULL_DECK)  # by card index
_CARD_JSON: tuple[str, ...] = tuple(f'"{t}"' for t in _CARD_TEXT)
_CATEGORY_KEY: tuple[str, ...] = tuple(c.key for c in Category)  # by category value
_CATEGORY_JSON: tuple[str, ...] = tuple(f'"{k}"' for k in _CATEGORY_KEY)
_BOOL = {True: "true", False: "false", None: "null"}
_string = json.encoder.encode_basestring  # JSON string literal, non-ASCII kept


def _hand_json(hand: Hand | Combination | None) -> dict[str, Any] | None:
    if hand is None:
        return None
    return {"category": _CATEGORY_KEY[hand.category], "cards": [_CARD_TEXT[c.index] for c in hand.cards]}


def _hand_text(hand: Hand | Combination | None) -> str:
    if hand is None:
        return "null"
    return f'{{"category":{_CATEGORY_JSON[hand.category]},"cards":[{",".join([_CARD_JSON[c.index] for c in hand.cards])}]}}'


def _terms_text(t: Terms) -> str:
    return f'{{"ante":{t[0]},"bet":{t[1]},"bonus":{t[2]},"insurance":{t[3]},"fees":{t[4]}}}'


def _box_text(b: BoxSettlement) -> str:
    bonus_hand = "null" if b.bonus_hand is None else _CATEGORY_JSON[b.bonus_hand]
    return (
        f'{{"box":{b.box},"hand":{_hand_text(b.hand)},"second_hand":{_hand_text(b.second_hand)},'
        f'"bonus_hand":{bonus_hand},"outcome":"{b.outcome._value_}","bought_game":{_BOOL[b.bought_game]},'
        f'"stakes":{_terms_text(b.stakes)},"results":{_terms_text(b.results)},"capped":{b.capped},"net":{b.net},'
        f'"explanation":[{",".join([_string(x) for x in b.explanation])}]}}'
    )


# --------------------------------------------------------------------------
# House rules of a round
# --------------------------------------------------------------------------

_HOUSES = HouseCache(size=1024)


def house_for(overrides: Mapping[str, Any] | None, base: HouseRules | None = None) -> HouseRules:
    """``base`` with a round's ``house`` object applied. Validated once per distinct
    object (a bounded cache keyed by its canonical JSON: a shift export repeats a few
    hundred house objects among thousands of lines). Raises :class:`HouseRulesError`."""
    if not overrides:
        return base if base is not None else _DEFAULT
    return _HOUSES.get(overrides, base)


_DEFAULT = HouseRules()


# --------------------------------------------------------------------------
# Settling
# --------------------------------------------------------------------------


def settle_round(round: Mapping[str, Any], base_house: HouseRules | None = None) -> Settlement:
    """Settle one complete round given in the ``russian-poker-round/1`` JSON form.

    ``base_house`` (default: the default house rules) is what the round's own
    ``house`` object is applied on. Raises :class:`RoundRefused` with every problem.
    """
    record, problems = parse_round(round)
    house = base_house if base_house is not None else _DEFAULT
    if record is not None and record.house is not None:
        try:
            house = house_for(record.house, base_house)
        except HouseRulesError as e:
            raise RoundRefused(list(e.problems) + problems) from None
    if record is None:
        raise RoundRefused(problems)
    analysis = analyse(record, house)
    if problems:
        raise RoundRefused([*problems, *analysis.problems, *analysis.insurance, *analysis.missing])
    return settle_analysis(analysis)


def settle_record(record: RoundRecord, house: HouseRules) -> Settlement:
    """Settle a parsed round under ``house`` (already including the round's overrides)."""
    return settle_analysis(analyse(record, house))


def settle_analysis(analysis: Analysis) -> Settlement:
    """Settle an analysed round; refuses it unless it is complete and consistent."""
    if not analysis.complete:
        raise RoundRefused([*analysis.problems, *analysis.insurance, *analysis.missing])
    house, record, d = analysis.house, analysis.record, analysis.dealer
    meter = record.jackpot
    # jackpot claims first: shares depend on every claim of the round
    shares, shared_total = jackpot_shares(house, analysis.boxes, meter)
    out: list[BoxSettlement] = []
    house_net = 0
    for b in analysis.boxes:
        s = _settle_box(house, b, d, shares.get(b.entry.box), shared_total, meter)
        house_net -= s.net
        out.append(s)
    contribution = house.jackpot_contribution_percent * sum(b.entry.bonus for b in analysis.boxes) // 100
    after = meter - sum(shares.values()) + contribution
    dealer = DealerSettlement(d.hand, d.qualified, d.bought, d.replaced, d.final_hand, d.final_qualified)
    return Settlement(dealer, tuple(out), house_net, meter, after, house.currency, record.id)


def jackpot_claim(house: HouseRules, e: BoxEntry, category: Category | None, meter: int) -> int | None:
    """What box ``e`` claims from the jackpot meter (§4): ``floor(percent × meter / 100)``
    for a bonus dealt a jackpot category, unless the box folded and the house loses
    the bonus on a fold; ``None`` when it claims nothing. A box that has not decided
    yet claims (as it would if it played)."""
    if not e.bonus or category is None or category not in house.jackpot_percent:
        return None
    if e.folds and house.bonus_lost_on_fold:
        return None
    return house.jackpot_percent[category] * meter // 100


def jackpot_shares(house: HouseRules, boxes: Iterable[BoxAnalysis], meter: int) -> tuple[dict[int, int], int]:
    """The share of the meter paid to each claiming box (§4), and the claims' total
    when they exceed the meter and are shared in proportion (0 when each is paid in full)."""
    claims: dict[int, int] = {}
    for b in boxes:
        claim = jackpot_claim(house, b.entry, b.dealt_category, meter)
        if claim is not None:
            claims[b.entry.box] = claim
    total = sum(claims.values())
    if total > meter:
        return {k: v * meter // total for k, v in claims.items()}, total
    return claims, 0


def bonus_figure(house: HouseRules, e: BoxEntry, category: Category | None, share: int | None) -> int:
    """The signed bonus result of box ``e`` (§4): ``share`` when it claims a jackpot share,
    the fixed odds of ``bonus_table`` on its stake, else the stake lost (also on a fold
    when the house loses the bonus on a fold). 0 without a bonus."""
    if not e.bonus:
        return 0
    if e.folds and house.bonus_lost_on_fold:
        return -e.bonus
    if share is not None:
        return share
    if category is not None and category in house.bonus_table:
        return e.bonus * house.bonus_table[category]
    return -e.bonus


def box_fees(house: HouseRules, e: BoxEntry, bought: bool) -> tuple[int, int, int]:
    """The fees a box pays (exchange, sixth card, bought game), in minor units."""
    a = e.ante
    return (
        house.exchange_fee_antes * a if e.exchange is not None else 0,
        house.sixth_card_fee_antes * a if e.sixth_bought else 0,
        house.buy_game_fee_antes * a if bought else 0,
    )


def _settle_box(
    house: HouseRules, b: BoxAnalysis, d: DealerAnalysis, share: int | None, total_claims: int, meter: int,
) -> BoxSettlement:
    e = b.entry
    a = e.ante
    bought = e.no_game is NoGame.BUY_GAME and d.bought
    fee_exchange, fee_sixth, fee_buy = box_fees(house, e, bought)
    fees = fee_exchange + fee_sixth + fee_buy
    bet_stake = house.bet_multiple * a if e.bets else 0
    bonus_result = bonus_figure(house, e, b.dealt_category, share)  # §4
    ante_r = bet_r = ins_r = 0
    compared_with: Hand | None = None
    if e.folds:
        outcome = Outcome.FOLD
        ante_r = -a
    else:
        hand = b.hand
        assert hand is not None and d.hand is not None
        if e.insurance:
            if not d.qualified:
                ins_r = e.insurance
            elif hand.strength > d.hand.strength:
                ins_r = -e.insurance
        if d.qualified or bought:
            dealer_hand = d.hand if d.qualified else d.final_hand
            if dealer_hand is not None and (d.qualified or d.final_qualified):
                compared_with = dealer_hand
                if hand.strength > dealer_hand.strength:
                    outcome = Outcome.WIN
                    bet_r = bet_stake * total_odds(house, b)
                    ante_r = a if house.ante_on_win is AnteRule.EVEN_MONEY else 0
                elif hand.strength < dealer_hand.strength:
                    outcome = Outcome.LOSE
                    ante_r, bet_r = -a, -bet_stake
                else:
                    outcome = Outcome.PUSH
            else:
                outcome = Outcome.NO_GAME
                ante_r = a if house.ante_if_bought_no_game is AnteRule.EVEN_MONEY else 0
        else:
            outcome = Outcome.NO_GAME
            ante_r = a
    winnings = max(0, ante_r) + max(0, bet_r) + max(0, ins_r)
    if house.cap_includes_bonus and share is None:
        winnings += max(0, bonus_result)
    capped = max(0, winnings - house.max_payout)
    stakes = Terms(a, bet_stake, e.bonus, e.insurance, fees)
    results = Terms(ante_r, bet_r, bonus_result, ins_r, -fees)
    net = ante_r + bet_r + bonus_result + ins_r - fees - capped
    terms = explain_box(
        house, b, d, outcome, stakes, results, capped, winnings, compared_with,
        (fee_exchange, fee_sixth, fee_buy), share, total_claims, meter,
    )
    return BoxSettlement(
        e.box, b.hand, b.second if house.two_hands else None, b.dealt_category, outcome, bought, stakes, results,
        capped, net, english_lines(terms), share or 0, terms=terms,
    )
