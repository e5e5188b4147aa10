"""Settling a complete round (RULES.md §4-§12) and the settlement record.

:func:`settle_round` is a pure function of a round in the
``russian-poker-round/1`` JSON form: it refuses the round with every problem
found (:class:`~rules.poker.problems.RoundRefused`) or returns a frozen
:class:`Settlement` whose :meth:`Settlement.to_json` is exactly the
``russian-poker-settlement/1`` output of FORMATS.md, explanation included.
"""

from __future__ import annotations

import json
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any, NamedTuple

from rules.cards import FULL_DECK, Card
from rules.hands import Category, Combination, Hand, evaluate
from rules.poker.explain import Explanation, Term, explain_box
from rules.poker.explain_text import english_lines
from rules.poker.house import AnteRule, HouseRules
from rules.poker.house_cache import HouseCache
from rules.poker.outcome import Outcome
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
    "SettlementFormatError",
    "Terms",
    "bonus_figure",
    "box_fees",
    "house_for",
    "jackpot_claim",
    "jackpot_shares",
    "settle_analysis",
    "settle_box",
    "settle_record",
    "settle_round",
]

SETTLEMENT_FORMAT = "russian-poker-settlement/1"


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

    @classmethod
    def from_json(cls, data: object, where: str | tuple[str | Box, ...] = "terms") -> Terms:
        """The five terms of a ``stakes`` or ``results`` object: exactly these keys, whole numbers."""
        at = (where,) if isinstance(where, str) else where
        if not isinstance(data, Mapping) or data.keys() != _TERM_KEYS:
            raise SettlementFormatError.at(at, f"expected the keys {', '.join(cls._fields)}, not {_shown(data)}")
        values = (data["ante"], data["bet"], data["bonus"], data["insurance"], data["fees"])
        if any(type(v) is not int for v in values):
            bad = next(k for k, v in zip(cls._fields, values, strict=True) if type(v) is not int)
            raise SettlementFormatError.at((*at, bad), f"must be a whole number, not {_shown(data[bad])}", "whole",
                                           _shown(data[bad]))
        return cls(*values)


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
    jackpot_claim: bool = False
    """The box claims a share of the jackpot meter (its share may be 0)."""
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

    @classmethod
    def from_json(cls, data: object, jackpot_categories: Collection[Category] = ()) -> BoxSettlement:
        """A box of a ``russian-poker-settlement/1`` object. ``jackpot_categories`` (the house's
        ``jackpot_percent`` keys) tell a jackpot share from fixed odds: a bonus won on one of
        them is the share the meter paid. Raises :class:`SettlementFormatError`."""
        d = _object(data, "box")
        box = Box(d.get("box"))
        results = Terms.from_json(d.get("results"), (box, "results"))
        bonus_hand = None if d.get("bonus_hand") is None else _category(d["bonus_hand"], box, "bonus_hand")
        try:
            outcome = Outcome(str(d.get("outcome")))
        except ValueError:
            raise SettlementFormatError.at((box, "outcome"), f"{_shown(d.get('outcome'))} is not an outcome") from None
        stakes = Terms.from_json(d.get("stakes"), (box, "stakes"))
        # a claim: a bonus dealt a jackpot category and not lost on a fold; the engine pays the share as
        # the bonus result, so a claim's result is never negative and a lost bonus's always is
        claim = stakes.bonus > 0 and bonus_hand is not None and bonus_hand in jackpot_categories and results.bonus >= 0
        explanation = d.get("explanation", [])
        if not isinstance(explanation, list) or not all(isinstance(x, str) for x in explanation):
            raise SettlementFormatError.at((box, "explanation"), "must be a list of lines")
        return cls(
            _whole(d.get("box"), "box"), _hand_of(d.get("hand"), box, "hand"),
            _combination_of(d.get("second_hand"), box, "second_hand"), bonus_hand, outcome,
            _flag(d.get("bought_game"), box, "bought_game"), stakes,
            results, _whole(d.get("capped"), box, "capped"), _whole(d.get("net"), box, "net"),
            tuple(explanation), results.bonus if claim else 0, claim,
        )


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

    @classmethod
    def from_json(cls, data: object) -> DealerSettlement:
        """The ``dealer`` of a settlement object. Raises :class:`SettlementFormatError`."""
        d = _object(data, "dealer")
        return cls(
            _hand_of(d.get("hand"), "dealer", "hand"), _maybe_flag(d.get("qualified"), "dealer", "qualified"),
            _flag(d.get("bought"), "dealer", "bought"), _cards(d.get("replaced"), "dealer", "replaced"),
            _hand_of(d.get("final_hand"), "dealer", "final_hand"),
            _maybe_flag(d.get("final_qualified"), "dealer", "final_qualified"),
        )


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

    @classmethod
    def from_json(cls, data: object, house: HouseRules, *, jackpot_before: int) -> Settlement:
        """The typed record of a ``russian-poker-settlement/1`` object (what :meth:`to_json`
        wrote), under the round's ``house`` rules (its currency; its jackpot categories tell a
        jackpot share) with the meter at ``jackpot_before`` when the round began (the JSON
        form does not repeat it). ``to_json()`` of the result is ``data`` again.
        Raises :class:`SettlementFormatError` naming the first thing wrong."""
        d = _object(data, "settlement")
        if d.get("format") != SETTLEMENT_FORMAT:
            raise SettlementFormatError.at(("format",), f"must be {SETTLEMENT_FORMAT!r}, not {_shown(d.get('format'))}")
        rid = d.get("id")
        if rid is not None and not isinstance(rid, str):
            raise SettlementFormatError.at(("id",), f"must be a string, not {_shown(rid)}")
        boxes = d.get("boxes")
        if not isinstance(boxes, list):
            raise SettlementFormatError.at(("boxes",), f"must be a list, not {_shown(boxes)}")
        jackpot = frozenset(house.jackpot_percent)
        return cls(
            DealerSettlement.from_json(d.get("dealer")), tuple(BoxSettlement.from_json(b, jackpot) for b in boxes),
            _whole(d.get("house_net"), "house_net"), jackpot_before, _whole(d.get("jackpot_after"), "jackpot_after"),
            house.currency, rid,
        )

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


class Box(NamedTuple):
    """A box named in a place of a settlement object (``box 3``), as its object gives it."""

    value: object


class SettlementFormatError(ValueError):
    """A settlement object that is not what :meth:`Settlement.to_json` writes (one line naming what).

    Typed too, for a front end to word it: ``place`` (a :class:`Box`, then field names), ``rule``
    (what the value breaks: ``object``, ``whole``, ``flag``, ``cards``, ``category``, ``five``,
    ``order``; empty for the others, which stay in English), ``value`` (as the line shows it) and
    ``category`` (the hand category key of ``order``)."""

    place: tuple[str | Box, ...]
    rule: str
    value: str
    category: str

    @classmethod
    def at(cls, place: tuple[str | Box, ...], what: str, rule: str = "", value: str = "", category: str = ""
           ) -> SettlementFormatError:
        names = ": ".join(f"box {p.value!r}" if isinstance(p, Box) else p for p in place)
        error = cls(f"{names}: {what}" if names else what)
        error.place, error.rule, error.value, error.category = place, rule, value, category
        return error


def _shown(value: object) -> str:
    text = json.dumps(value, default=repr) if not isinstance(value, str) else repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _object(value: object, *at: str | Box) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise SettlementFormatError.at(at, f"must be an object, not {_shown(value)}", "object", _shown(value))
    return value


def _whole(value: object, *at: str | Box) -> int:
    if type(value) is not int:
        raise SettlementFormatError.at(at, f"must be a whole number, not {_shown(value)}", "whole", _shown(value))
    return value


def _flag(value: object, *at: str | Box) -> bool:
    if type(value) is not bool:
        raise SettlementFormatError.at(at, f"must be true or false, not {_shown(value)}", "flag", _shown(value))
    return value


def _maybe_flag(value: object, *at: str | Box) -> bool | None:
    return None if value is None else _flag(value, *at)


def _cards(value: object, *at: str | Box) -> tuple[Card, ...]:
    if type(value) is list:
        try:
            return tuple(map(_CARD_BY_TEXT.__getitem__, value))
        except (KeyError, TypeError):
            pass
    raise SettlementFormatError.at(at, f"must be a list of cards, not {_shown(value)}", "cards", _shown(value))


def _category(value: object, *at: str | Box) -> Category:
    category = _CATEGORY_BY_KEY.get(value) if isinstance(value, str) else None
    if category is None:
        raise SettlementFormatError.at(at, f"{_shown(value)} is not a hand category", "category", _shown(value))
    return category


def _hand_of(value: object, *at: str | Box) -> Hand | None:
    if value is None:
        return None
    d = _object(value, *at)
    category, cards = _category(d.get("category"), *at, "category"), _cards(d.get("cards"), *at, "cards")
    if len(cards) != 5:
        raise SettlementFormatError.at((*at, "cards"), f"a hand is five cards, not {len(cards)}", "five",
                                       str(len(cards)))
    hand = evaluate(cards)
    if hand.category is not category or hand.cards != cards:
        shown = " ".join(map(str, cards))
        raise SettlementFormatError.at(at, f"{shown} are not a {category.key} in that order", "order", shown,
                                       category.key)
    return hand


def _combination_of(value: object, *at: str | Box) -> Combination | None:
    if value is None:
        return None
    d = _object(value, *at)
    return Combination(_category(d.get("category"), *at, "category"), _cards(d.get("cards"), *at, "cards"))


_CARD_TEXT: tuple[str, ...] = tuple(str(c) for c in FULL_DECK)  # by card index
_CARD_BY_TEXT = {str(c): c for c in FULL_DECK}
_CATEGORY_BY_KEY = {c.key: c for c in Category}
_TERM_KEYS = frozenset(Terms._fields)
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
_new = tuple.__new__  # a named tuple from all its fields, without the generated ``__new__``
# enum members as module constants: a global is read several times faster than a member
# through its enum class (every box of every round)
_FOLD, _WIN, _LOSE, _PUSH, _NO_GAME = Outcome.FOLD, Outcome.WIN, Outcome.LOSE, Outcome.PUSH, Outcome.NO_GAME
_EVEN_MONEY, _BUY_GAME = AnteRule.EVEN_MONEY, NoGame.BUY_GAME


# --------------------------------------------------------------------------
# Settling
# --------------------------------------------------------------------------


def settle_round(round: Mapping[str, Any], base_house: HouseRules | None = None, *,
                 explain: bool = True) -> Settlement:
    """Settle one complete round given in the ``russian-poker-round/1`` JSON form.

    ``base_house`` (default: the default house rules) is what the round's own
    ``house`` object is applied on. Raises :class:`RoundRefused` with every problem.
    ``explain=False``: no explanation (its lines empty, its terms ``None``), every
    figure the same; for a caller that compares figures only (``audit verify``).
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
    return settle_analysis(analysis, explain=explain)


def settle_record(record: RoundRecord, house: HouseRules) -> Settlement:
    """Settle a parsed round under ``house`` (already including the round's overrides)."""
    return settle_analysis(analyse(record, house))


def settle_analysis(analysis: Analysis, *, explain: bool = True) -> Settlement:
    """Settle an analysed round; refuses it unless it is complete and consistent
    (``explain``: as :func:`settle_round`)."""
    if not analysis.complete:
        raise RoundRefused([*analysis.problems, *analysis.insurance, *analysis.missing])
    house, record, d = analysis.house, analysis.record, analysis.dealer
    meter = record.jackpot
    # jackpot claims first: shares depend on every claim of the round
    shares, shared_total = jackpot_shares(house, analysis.boxes, meter)
    out: list[BoxSettlement] = []
    house_net = 0
    for b in analysis.boxes:
        s = settle_box(house, b, d, shares.get(b.entry.box), shared_total, meter, explain=explain)
        house_net -= s.net
        out.append(s)
    percent = house.jackpot_contribution_percent
    contribution = percent * sum([b.entry.bonus for b in analysis.boxes]) // 100 if percent else 0
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
        if not b.entry.bonus:  # no bonus, no claim
            continue
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


def settle_box(
    house: HouseRules, b: BoxAnalysis, d: DealerAnalysis, share: int | None, total_claims: int, meter: int,
    *, explain: bool = True,
) -> BoxSettlement:
    """One box's settlement (§6-§12) against the dealer ``d``, its jackpot ``share`` among
    claims totalling ``total_claims`` on ``meter``. The box's hand is needed except when it
    folds or takes the Ante at no game (:meth:`rules.poker.table.RoundState.early_results`).
    ``explain=False``: no explanation (empty lines, no terms), the same figures."""
    e = b.entry
    a = e.ante
    bought = e.no_game is _BUY_GAME and d.bought
    fee_exchange, fee_sixth, fee_buy = box_fees(house, e, bought)
    fees = fee_exchange + fee_sixth + fee_buy
    bet_stake = house.bet_multiple * a if e.bets else 0
    bonus_result = bonus_figure(house, e, b.dealt_category, share) if e.bonus else 0  # §4
    ante_r = bet_r = ins_r = 0
    compared_with: Hand | None = None
    if e.folds:
        outcome = _FOLD
        ante_r = -a
    else:
        # a box that takes the Ante at no game is settled on the dealer's first reveal alone:
        # its own hand matters only against a dealer with a game (and for its insurance)
        hand = b.hand
        assert d.hand is not None
        if e.insurance:
            if not d.qualified:
                ins_r = e.insurance
            else:
                assert hand is not None
                if hand.strength > d.hand.strength:
                    ins_r = -e.insurance
        if d.qualified or bought:
            assert hand is not None
            dealer_hand = d.hand if d.qualified else d.final_hand
            if dealer_hand is not None and (d.qualified or d.final_qualified):
                compared_with = dealer_hand
                if hand.strength > dealer_hand.strength:
                    outcome = _WIN
                    bet_r = bet_stake * total_odds(house, b)
                    ante_r = a if house.ante_on_win is _EVEN_MONEY else 0
                elif hand.strength < dealer_hand.strength:
                    outcome = _LOSE
                    ante_r, bet_r = -a, -bet_stake
                else:
                    outcome = _PUSH
            else:
                outcome = _NO_GAME
                ante_r = a if house.ante_if_bought_no_game is _EVEN_MONEY else 0
        else:
            outcome = _NO_GAME
            ante_r = a
    winnings = max(0, ante_r) + max(0, bet_r) + max(0, ins_r)
    if house.cap_includes_bonus and share is None:
        winnings += max(0, bonus_result)
    capped = max(0, winnings - house.max_payout)
    stakes = _new(Terms, (a, bet_stake, e.bonus, e.insurance, fees))
    results = _new(Terms, (ante_r, bet_r, bonus_result, ins_r, -fees))
    net = ante_r + bet_r + bonus_result + ins_r - fees - capped
    if not explain:
        return _new(BoxSettlement, (
            e.box, b.hand, b.second if house.two_hands else None, b.dealt_category, outcome, bought, stakes, results,
            capped, net, (), share or 0, share is not None, None,
        ))
    terms = explain_box(
        house, b, d, outcome, stakes, results, capped, winnings, compared_with,
        (fee_exchange, fee_sixth, fee_buy), share, total_claims, meter,
    )
    return _new(BoxSettlement, (
        e.box, b.hand, b.second if house.two_hands else None, b.dealt_category, outcome, bought, stakes, results,
        capped, net, english_lines(terms), share or 0, share is not None, terms,
    ))
