"""A Russian Poker round as the dealer recorded it, and every check of §14.

Two layers, both pure:

* :func:`parse_round` turns the ``russian-poker-round/1`` JSON form into a
  :class:`RoundRecord` (typed entries, parsed cards), collecting every
  problem of form: unknown fields, bad types, strings that are not cards.
* :func:`analyse` checks a record against the house rules and works out
  everything the cards imply (each box's final cards, hand 1 and hand 2, the
  dealer's first and final hands, the cards the dealer must take out). It
  separates **problems** (something recorded is wrong) from **missing**
  entries (something needed is not recorded yet): a complete round has
  neither, and the live table (:mod:`rules.poker.table`) uses the missing
  list to know what to ask for next. Both :func:`rules.poker.settle.settle_round`
  and the table run exactly these checks.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from rules.cards import FULL_DECK, Card, CardError, Rank, parse_card
from rules.hands import Category, Combination, Hand, best_hand, category_of_strength, evaluate, second_hand, strength5
from rules.limits import MAX_AMOUNT, amount_problem, show_number, show_text
from rules.poker.house import HouseRules, Improvements
from rules.poker.problem_codes import Shown
from rules.poker.problems import Place, Problem, Where
from rules.poker.problems import ProblemCode as P

__all__ = [
    "BOX_FIELDS",
    "ROUND_FORMAT",
    "Analysis",
    "AnalysisMemo",
    "BoxAnalysis",
    "BoxEntry",
    "DealerAnalysis",
    "Decision",
    "ExchangeEntry",
    "NoGame",
    "RoundRecord",
    "analyse",
    "insurance_problems",
    "insurance_range",
    "parse_box",
    "parse_card_list",
    "parse_round",
    "total_odds",
]

ROUND_FORMAT = "russian-poker-round/1"


class Decision(enum.StrEnum):
    """A box's decision after the deal (§6)."""

    BET = "bet"
    FOLD = "fold"


class NoGame(enum.StrEnum):
    """A betting box's choice when the dealer has no game (§8)."""

    TAKE_ANTE = "take_ante"
    BUY_GAME = "buy_game"


# the members the checks test for, as module constants: a global is read several times
# faster than a member through its enum class (this runs for every box of every round)
_BET, _FOLD, _BUY_GAME = Decision.BET, Decision.FOLD, NoGame.BUY_GAME


@dataclass(frozen=True, slots=True)
class ExchangeEntry:
    """An exchange of ``count`` cards; ``discard``/``draw`` when the cards were seen."""

    count: int
    discard: tuple[Card, ...] | None = None
    draw: tuple[Card, ...] | None = None

    @property
    def cards_known(self) -> bool:
        return self.discard is not None

    def to_json(self) -> dict[str, Any]:
        if self.discard is None or self.draw is None:
            return {"count": self.count}
        return {"discard": [str(c) for c in self.discard], "draw": [str(c) for c in self.draw]}


class BoxEntry(NamedTuple):
    """Everything recorded for one box; ``None`` where nothing was seen or entered.
    (An immutable record; a named tuple because a shift's audit builds millions.)"""

    box: int
    ante: int
    bonus: int = 0
    dark: bool = False
    cards: tuple[Card, ...] | None = None
    """The five cards as dealt, when shown."""
    exchange: ExchangeEntry | None = None
    sixth_bought: bool = False
    sixth_card: Card | None = None
    """The sixth card, when seen (``sixth_bought`` is then true)."""
    decision: Decision | None = None
    insurance: int = 0
    no_game: NoGame | None = None
    final_cards: tuple[Card, ...] | None = None
    damaged: frozenset[str] = frozenset()
    """Fields that were given but could not be read (only from :func:`parse_box`)."""

    @property
    def bets(self) -> bool:
        """A dark box, or one that decided to bet."""
        return self.dark or self.decision is _BET

    @property
    def folds(self) -> bool:
        return self.decision is _FOLD and not self.dark

    def to_json(self) -> dict[str, Any]:
        """The box in the ``russian-poker-round/1`` form (defaults left out)."""
        out: dict[str, Any] = {"box": self.box, "ante": self.ante}
        if self.bonus:
            out["bonus"] = self.bonus
        if self.dark:
            out["dark"] = True
        if self.cards is not None:
            out["cards"] = [str(c) for c in self.cards]
        if self.exchange is not None:
            out["exchange"] = self.exchange.to_json()
        if self.sixth_bought:
            out["sixth_card"] = str(self.sixth_card) if self.sixth_card is not None else True
        if self.decision is not None:
            out["decision"] = self.decision.value
        if self.insurance:
            out["insurance"] = self.insurance
        if self.no_game is not None:
            out["no_game"] = self.no_game.value
        if self.final_cards is not None:
            out["final_cards"] = [str(c) for c in self.final_cards]
        return out


@dataclass(frozen=True, slots=True)
class RoundRecord:
    """One round as recorded (the typed form of ``russian-poker-round/1``)."""

    boxes: tuple[BoxEntry, ...]
    dealer_cards: tuple[Card, ...] | None = None
    replacements: tuple[Card, ...] = ()
    jackpot: int = 0
    id: str | None = None
    house: Mapping[str, Any] | None = None
    """The round's own ``house`` object, as given (applied on top of the base rules)."""
    damaged: frozenset[str] = frozenset()
    """Dealer fields (``cards``, ``replacements``) that were given but could not be read."""

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"format": ROUND_FORMAT}
        if self.id is not None:
            out["id"] = self.id
        if self.house is not None:
            out["house"] = dict(self.house)
        out["jackpot"] = self.jackpot
        dealer: dict[str, Any] = {}
        if self.dealer_cards is not None:
            dealer["cards"] = [str(c) for c in self.dealer_cards]
        if self.replacements:
            dealer["replacements"] = [str(c) for c in self.replacements]
        out["dealer"] = dealer
        out["boxes"] = [b.to_json() for b in self.boxes]
        return out


# --------------------------------------------------------------------------
# Parsing the JSON form
# --------------------------------------------------------------------------

_ROUND_KEYS = frozenset({"format", "id", "house", "jackpot", "dealer", "boxes"})
_DEALER_KEYS = frozenset({"cards", "replacements"})
BOX_FIELDS = (
    "box", "ante", "bonus", "dark", "cards", "exchange", "sixth_card", "decision", "insurance", "no_game", "final_cards",
)
_BOX_KEYS = frozenset(BOX_FIELDS)
_CANONICAL: dict[str, Card] = {str(c): c for c in FULL_DECK}
_DECISIONS = {d.value: d for d in Decision}
_NO_GAMES = {n.value: n for n in NoGame}


def _key(key: object) -> str:
    """A field name as a problem names it (a long one cut)."""
    text = str(key)
    return text if len(text) <= 60 else text[:56] + "..."


def _show(value: object) -> str:
    """A value as it would appear in JSON, for messages."""
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, str):
        return show_text(value)
    if isinstance(value, int):
        return show_number(value)
    if isinstance(value, dict):
        return Shown.OBJECT
    if isinstance(value, list):
        return Shown.LIST
    return str(value)


def parse_card_list(value: object, where: Where, name: str, problems: list[Problem]) -> tuple[Card, ...] | None:
    """A JSON list of cards; every bad card and every duplicate is a problem (``None`` then)."""
    if type(value) is list:
        try:  # the common case: every card in canonical notation, no duplicate
            cards = tuple(map(_CANONICAL.__getitem__, value))
            if len(set(value)) == len(value):
                return cards
        except (KeyError, TypeError):
            pass
    elif not isinstance(value, list):
        problems.append(Problem.of(where, name, P.NOT_A_CARD_LIST, value=_show(value)))
        return None
    out: list[Card] = []
    ok = True
    for item in value:
        try:
            card = parse_card(item)
        except CardError as e:
            problems.append(Problem.of(where, name, P.NOT_A_CARD, value=show_text(e.text)))
            ok = False
            continue
        if card in out:
            problems.append(Problem.of(where, name, P.CARD_TWICE, card=card))
            ok = False
        out.append(card)
    return tuple(out) if ok else None


def _amount(value: object, where: Where, name: str, problems: list[Problem]) -> int | None:
    if type(value) is int and 0 <= value < MAX_AMOUNT:
        return value
    if type(value) is int:
        too_big = amount_problem(value) is not None
        problems.append(Problem.of(where, name, P.AMOUNT_TOO_LARGE if too_big else P.AMOUNT_NEGATIVE, amount=value))
    else:
        problems.append(Problem.of(where, name, P.NOT_MINOR_UNITS, value=_show(value)))
    return None


def parse_box(obj: object, index: int, problems: list[Problem]) -> BoxEntry | None:
    """One box of the JSON form (``index`` is its position in ``boxes``, for messages).

    A field that cannot be read is a problem and is listed in the entry's
    ``damaged`` set, so that the other checks still run without guessing it.
    ``None`` only when the box has no usable number.
    """
    if not isinstance(obj, dict):
        problems.append(Problem.of(Place.ROUND, f"boxes[{index}]", P.NOT_AN_OBJECT, value=_show(obj)))
        return None
    get = obj.get
    number = get("box")
    if type(number) is not int:
        field = f"boxes[{index}]: box"
        problems.append(Problem.of(Place.ROUND, field, P.MISSING) if number is None
                        else Problem.of(Place.ROUND, field, P.NOT_A_BOX_NUMBER, value=_show(number)))
        return None
    where: Where = number
    damaged: list[str] = []
    if not obj.keys() <= _BOX_KEYS:
        problems.extend(Problem.of(where, _key(key), P.UNKNOWN_FIELD) for key in obj if key not in _BOX_KEYS)
    ante = get("ante")
    if type(ante) is not int or ante < 0:
        if ante is None:
            problems.append(Problem.of(where, "ante", P.MISSING))
        else:
            _amount(ante, where, "ante", problems)
        ante = 0
        damaged.append("ante")
    bonus = get("bonus")
    if bonus is None:
        bonus = 0
    elif type(bonus) is not int or bonus < 0:
        _amount(bonus, where, "bonus", problems)
        bonus = 0
        damaged.append("bonus")
    insurance = get("insurance")
    if insurance is None:
        insurance = 0
    elif type(insurance) is not int or insurance < 0:
        _amount(insurance, where, "insurance", problems)
        insurance = 0
        damaged.append("insurance")
    dark = get("dark")
    if dark is None:
        dark = False
    elif type(dark) is not bool:
        problems.append(Problem.of(where, "dark", P.NOT_A_BOOL, value=_show(dark)))
        damaged.append("dark")
        dark = False
    decision = get("decision")
    if decision is not None:
        decision = _DECISIONS.get(decision) if type(decision) is str else None
        if decision is None:
            problems.append(Problem.of(where, "decision", P.NOT_A_DECISION, value=_show(obj["decision"])))
            damaged.append("decision")
    no_game = get("no_game")
    if no_game is not None:
        no_game = _NO_GAMES.get(no_game) if type(no_game) is str else None
        if no_game is None:
            problems.append(Problem.of(where, "no_game", P.NOT_A_NO_GAME, value=_show(obj["no_game"])))
            damaged.append("no_game")
    cards = get("cards")
    if cards is not None:
        cards = parse_card_list(cards, where, "cards", problems)
        if cards is None:
            damaged.append("cards")
    final_cards = get("final_cards")
    if final_cards is not None:
        final_cards = parse_card_list(final_cards, where, "final_cards", problems)
        if final_cards is None:
            damaged.append("final_cards")
    exchange = get("exchange")
    if exchange is not None:
        exchange = _parse_exchange(exchange, where, problems)
        if exchange is None:
            damaged.append("exchange")
    sixth = get("sixth_card")
    sixth_bought = False
    sixth_card: Card | None = None
    if sixth is True:
        sixth_bought = True
    elif isinstance(sixth, str):
        sixth_bought = True
        try:
            sixth_card = _CANONICAL.get(sixth) or parse_card(sixth)
        except CardError as e:
            problems.append(Problem.of(where, "sixth_card", P.NOT_A_CARD, value=show_text(e.text)))
            damaged.append("sixth_card")
    elif sixth is not None and sixth is not False:
        problems.append(Problem.of(where, "sixth_card", P.NOT_A_SIXTH_CARD, value=_show(sixth)))
        damaged.append("sixth_card")
        sixth_bought = True
    return _new(BoxEntry, (
        number, ante, bonus, dark, cards, exchange, sixth_bought, sixth_card, decision, insurance, no_game,
        final_cards, frozenset(damaged) if damaged else _NOTHING,
    ))


_NOTHING: frozenset[str] = frozenset()
_new = tuple.__new__
"""A named tuple from all its fields at once, without the Python-level ``__new__`` of
the generated class (the records built for every box of every round)."""


def _parse_exchange(value: object, where: Where, problems: list[Problem]) -> ExchangeEntry | None:
    if not isinstance(value, dict):
        problems.append(Problem.of(where, "exchange", P.EXCHANGE_FORM, value=_show(value)))
        return None
    keys = set(value)
    if keys == {"count"}:
        count = value["count"]
        if type(count) is not int:
            problems.append(Problem.of(where, "exchange", P.EXCHANGE_COUNT_FORM, value=_show(count)))
            return None
        return ExchangeEntry(count)
    if keys == {"discard", "draw"}:
        n0 = len(problems)
        discard = parse_card_list(value["discard"], where, "exchange: discard", problems)
        draw = parse_card_list(value["draw"], where, "exchange: draw", problems)
        if discard is None or draw is None or len(problems) > n0:
            return None
        if len(discard) != len(draw):
            n = len(discard)
            problems.append(Problem.of(where, "exchange", P.DISCARDED_NOT_DRAWN, count=n, drawn=len(draw)))
            return None
        return ExchangeEntry(len(discard), discard, draw)
    extra = sorted(str(k) for k in keys - {"count", "discard", "draw"})
    if extra:
        problems.append(Problem.of(where, "exchange", P.EXCHANGE_UNKNOWN_FIELD, value=", ".join(extra)))
    else:
        problems.append(Problem.of(where, "exchange", P.EXCHANGE_EITHER))
    return None


def parse_round(data: object) -> tuple[RoundRecord | None, list[Problem]]:
    """The JSON form of a round as a :class:`RoundRecord`, and every problem of form.

    The record is returned even when there are problems (unreadable fields are
    left out and marked damaged) so that :func:`analyse` can find the others;
    it is ``None`` only when ``data`` is not an object. The round's ``house``
    object is kept as given; :meth:`HouseRules.from_mapping` checks it.
    """
    problems: list[Problem] = []
    if not isinstance(data, dict):
        return None, [Problem.of(Place.ROUND, "", P.NOT_A_ROUND_OBJECT, value=_show(data))]
    fmt = data.get("format")
    if fmt != ROUND_FORMAT:
        problems.append(Problem.of(Place.ROUND, "format", P.MISSING) if fmt is None
                        else Problem.of(Place.ROUND, "format", P.WRONG_FORMAT, expected=ROUND_FORMAT, value=_show(fmt)))
    if not data.keys() <= _ROUND_KEYS:
        problems.extend(Problem.of(Place.ROUND, _key(k), P.UNKNOWN_FIELD) for k in data if k not in _ROUND_KEYS)
    rid = data.get("id")
    if rid is not None and not isinstance(rid, str):
        problems.append(Problem.of(Place.ROUND, "id", P.NOT_A_STRING, value=_show(rid)))
    jackpot = data.get("jackpot", 0)
    jackpot = 0 if jackpot is None else _amount(jackpot, Place.ROUND, "jackpot", problems)
    house = data.get("house")
    if house is not None and not isinstance(house, dict):
        problems.append(Problem.of(Place.HOUSE, "", P.NOT_A_HOUSE_OBJECT, value=_show(house)))
    dealer = data.get("dealer")
    dealer_cards: tuple[Card, ...] | None = None
    replacements: tuple[Card, ...] | None = ()
    dealer_damaged: list[str] = []
    if dealer is None:
        dealer = {}
    if not isinstance(dealer, dict):
        problems.append(Problem.of(Place.DEALER, "", P.NOT_AN_OBJECT, value=_show(dealer)))
        dealer_damaged += ["cards", "replacements"]
    else:
        if not dealer.keys() <= _DEALER_KEYS:
            problems.extend(Problem.of(Place.DEALER, _key(k), P.UNKNOWN_FIELD) for k in dealer
                            if k not in _DEALER_KEYS)
        if dealer.get("cards") is not None:
            dealer_cards = parse_card_list(dealer["cards"], Place.DEALER, "cards", problems)
            if dealer_cards is None:
                dealer_damaged.append("cards")
        if dealer.get("replacements") is not None:
            replacements = parse_card_list(dealer["replacements"], Place.DEALER, "replacements", problems)
            if replacements is None:
                dealer_damaged.append("replacements")
    boxes_json = data.get("boxes")
    boxes: list[BoxEntry] = []
    if not isinstance(boxes_json, list):
        problems.append(Problem.of(Place.ROUND, "boxes", P.MISSING) if boxes_json is None
                        else Problem.of(Place.ROUND, "boxes", P.NOT_A_BOX_LIST, value=_show(boxes_json)))
    elif not boxes_json:
        problems.append(Problem.of(Place.ROUND, "boxes", P.NO_BOX_PLAYED))
    else:
        for i, obj in enumerate(boxes_json):
            entry = parse_box(obj, i, problems)
            if entry is not None:
                boxes.append(entry)
    return RoundRecord(
        boxes=tuple(boxes), dealer_cards=dealer_cards, replacements=replacements or (), jackpot=jackpot or 0,
        id=rid if isinstance(rid, str) else None, house=house if isinstance(house, dict) else None,
        damaged=frozenset(dealer_damaged) if dealer_damaged else _NOTHING,
    ), problems


# --------------------------------------------------------------------------
# Analysis
# --------------------------------------------------------------------------


class BoxAnalysis(NamedTuple):
    """What a box's record implies. (Immutable records, as the other two analysis types:
    named tuples, because an audit builds one per box of every round it settles.)"""

    entry: BoxEntry
    final: tuple[Card, ...] | None = None
    """The cards the box holds at the end (given, or derived from cards, exchange and sixth card)."""
    hand: Hand | None = None
    second: Combination | None = None
    dealt_category: Category | None = None
    mask: int = 0
    """Every card the record names for this box, as a bit mask over the card index."""

    @property
    def physical(self) -> tuple[Card, ...]:
        """Every card the record names for this box."""
        return _cards_of(self.mask)


class DealerAnalysis(NamedTuple):
    """The dealer's hands as the record implies them."""

    hand: Hand | None = None
    qualified: bool | None = None
    bought: bool = False
    replaced: tuple[Card, ...] = ()
    final_hand: Hand | None = None
    final_qualified: bool | None = None
    replacements_needed: int = 0
    """How many replacement cards the record calls for, as far as is known."""


class Analysis(NamedTuple):
    """The result of :func:`analyse` (immutable: a round state keeps it)."""

    house: HouseRules
    record: RoundRecord
    boxes: tuple[BoxAnalysis, ...]
    dealer: DealerAnalysis
    problems: tuple[Problem, ...] = ()
    missing: tuple[Problem, ...] = ()
    insurance: tuple[Problem, ...] = ()
    """Insurance that the box's hand does not allow (below the minimum or above the
    range). A complete round with such insurance is refused; at the live table
    the hand is only seen at the showdown, and the insurance is then returned."""

    @property
    def complete(self) -> bool:
        return not (self.problems or self.missing or self.insurance)


def total_odds(house: HouseRules, box: BoxAnalysis) -> int:
    """Odds of hand 1, plus those of hand 2 when the house pays two hands."""
    if box.hand is None:
        return 0
    odds = house.pay_table.get(box.hand.category, 0)
    if house.two_hands and box.second is not None:
        odds += house.pay_table.get(box.second.category, 0)
    return odds


def insurance_range(house: HouseRules, ante: int, odds: int) -> tuple[int, int]:
    """(lowest, highest) insurance for a box with Ante ``ante`` whose hands pay ``odds`` (§7):
    at least the Ante, at most ``insurance_max_percent`` of min(B × odds, max_payout), rounded down."""
    expected = min(house.bet_multiple * ante * odds, house.max_payout)
    return ante, house.insurance_max_percent * expected // 100


def insurance_problems(house: HouseRules, box: BoxAnalysis) -> list[Problem]:
    """What the box's hand says about its insurance (nothing when it is not insured
    or its hand is not known)."""
    e = box.entry
    if not e.insurance or box.hand is None or not e.bets or e.dark:
        return []
    cat = box.hand.category
    if cat < house.insurance_min_category:
        return [Problem.of(e.box, "insurance", P.INSURANCE_CATEGORY, category=cat, minimum=house.insurance_min_category)]
    odds = total_odds(house, box)
    _, top = insurance_range(house, e.ante, odds)
    if e.insurance > top:
        b = house.bet_multiple * e.ante
        return [Problem.of(e.box, "insurance", P.INSURANCE_ABOVE_MAXIMUM, amount=e.insurance, limit=top,
                           percent=house.insurance_max_percent, bet=b, odds=odds, max_payout=house.max_payout)]
    return []


_BIT: tuple[int, ...] = tuple(1 << i for i in range(52))


def _mask(cards: Sequence[Card]) -> int:
    m = 0
    for c in cards:
        m |= _BIT[c.index]
    return m


def _cards_of(mask: int) -> tuple[Card, ...]:
    return tuple(c for c in FULL_DECK if mask & _BIT[c.index])


def _check_box(house: HouseRules, e: BoxEntry, out: list[Problem], missing: list[Problem]) -> BoxAnalysis:
    """Every check that needs only the box itself; works out its final cards."""
    w = e.box
    dmg = e.damaged
    cards = e.cards
    if (  # the common case, checked in one go: five dealt cards shown, nothing bought, nothing odd
        cards is not None and e.exchange is None and not e.sixth_bought and e.final_cards is None and not dmg
        and not e.insurance and not e.dark and e.no_game is not _BUY_GAME and len(cards) == 5
        and e.decision is not None and 1 <= w <= house.boxes and house.min_ante <= e.ante <= house.max_ante
        and (not e.bonus or house.min_bonus <= e.bonus <= house.max_bonus)
        and (e.no_game is None or e.decision is _BET)
    ):
        return _new(BoxAnalysis, (e, cards, None, None, None, _mask(cards)))
    if not 1 <= w <= house.boxes:
        out.append(Problem.of(w, "box", P.NO_SUCH_BOX, box=w, limit=house.boxes))
    if "ante" not in dmg:
        if e.ante < house.min_ante:
            out.append(Problem.of(w, "ante", P.ANTE_BELOW_MINIMUM, amount=e.ante, limit=house.min_ante))
        elif e.ante > house.max_ante:
            out.append(Problem.of(w, "ante", P.ANTE_ABOVE_MAXIMUM, amount=e.ante, limit=house.max_ante))
    if e.bonus:
        if e.bonus < house.min_bonus:
            out.append(Problem.of(w, "bonus", P.BONUS_BELOW_MINIMUM, amount=e.bonus, limit=house.min_bonus))
        elif e.bonus > house.max_bonus:
            out.append(Problem.of(w, "bonus", P.BONUS_ABOVE_MAXIMUM, amount=e.bonus, limit=house.max_bonus))
    ex = e.exchange
    exchanged = ex is not None or "exchange" in dmg
    if cards is not None and len(cards) != 5:
        out.append(Problem.of(w, "cards", P.BOX_CARD_COUNT, count=len(cards)))
        cards = None
    if e.dark:
        if not house.dark_boxes_allowed:
            out.append(Problem.of(w, "dark", P.DARK_NOT_ALLOWED))
        if e.decision is _FOLD:
            out.append(Problem.of(w, "decision", P.DARK_FOLDS))
        if exchanged:
            out.append(Problem.of(w, "exchange", P.DARK_EXCHANGES))
        if e.sixth_bought:
            out.append(Problem.of(w, "sixth_card", P.DARK_BUYS_SIXTH))
        if e.insurance:
            out.append(Problem.of(w, "insurance", P.DARK_INSURES))
        if e.no_game is _BUY_GAME:
            out.append(Problem.of(w, "no_game", P.DARK_BUYS_GAME))
        elif e.no_game is not None:
            out.append(Problem.of(w, "no_game", P.DARK_NO_CHOICE))
    elif e.decision is None and "decision" not in dmg and "dark" not in dmg:
        missing.append(Problem.of(w, "decision", P.DECISION_MISSING))
    if e.folds:
        if e.insurance:
            out.append(Problem.of(w, "insurance", P.FOLD_INSURES))
        if e.no_game is not None:
            out.append(Problem.of(w, "no_game", P.FOLD_NO_GAME))
    elif e.insurance and e.insurance < e.ante and not e.dark and "ante" not in dmg:
        out.append(Problem.of(w, "insurance", P.INSURANCE_BELOW_ANTE, amount=e.insurance, limit=e.ante))
    if e.bonus and e.cards is None and "cards" not in dmg:
        missing.append(Problem.of(w, "cards", P.BONUS_CARDS_MISSING))
    # improvements
    if exchanged and e.sixth_bought and house.improvements is Improvements.ONE:
        out.append(Problem.of(w, "sixth_card", P.EXCHANGE_AND_SIXTH))
    kept: tuple[Card, ...] | None = None if exchanged else cards  # the five after any exchange, when known
    # card sets as bit masks over the card index: cheap unions, intersections and counts
    cm = _mask(cards) if cards is not None else 0
    phys = _mask(e.cards) if e.cards is not None else 0
    dm = wm = 0
    if ex is not None:
        if not house.exchange_min_cards <= ex.count <= 5:
            out.append(Problem.of(w, "exchange", P.EXCHANGE_SIZE, count=ex.count, low=house.exchange_min_cards))
        if ex.discard is not None and ex.draw is not None:
            dm, wm = _mask(ex.discard), _mask(ex.draw)
            if e.cards is None and "cards" not in dmg:
                missing.append(Problem.of(w, "cards", P.EXCHANGE_CARDS_MISSING))
            elif cards is not None:
                not_dealt = dm & ~cm
                if not_dealt:
                    out.append(Problem.of(w, "exchange", P.DISCARD_NOT_DEALT, cards=_cards_of(not_dealt)))
                again = wm & cm
                if again:
                    out.append(Problem.of(w, "exchange", P.DRAW_ALREADY_DEALT, cards=_cards_of(again)))
                if not not_dealt and not again:
                    kept = tuple(c for c in cards if not _BIT[c.index] & dm) + ex.draw
            phys |= dm | wm
    sixth = e.sixth_card
    sm = 0
    if sixth is not None:
        sm = _BIT[sixth.index]
        if sm & phys & ~dm & ~wm:
            out.append(Problem.of(w, "sixth_card", P.SIXTH_WAS_DEALT, card=sixth))
        elif sm & wm:
            out.append(Problem.of(w, "sixth_card", P.SIXTH_WAS_DRAWN, card=sixth))
        elif sm & dm:
            out.append(Problem.of(w, "sixth_card", P.SIXTH_WAS_DISCARDED, card=sixth))
        phys |= sm
    size = 6 if e.sixth_bought else 5
    derived: tuple[Card, ...] | None = None
    if kept is not None and (not e.sixth_bought or sixth is not None):
        derived = (*kept, sixth) if sixth is not None else kept
    final = e.final_cards
    if final is not None:
        fm = _mask(final)
        phys |= fm
        if "sixth_card" in dmg:
            final = None
        elif len(final) != size:
            out.append(Problem.of(w, "final_cards", P.FINAL_COUNT, count=len(final), size=size))
            final = None
        elif derived is not None:
            if fm != _mask(derived):
                out.append(Problem.of(w, "final_cards", P.FINAL_CONTRADICTS, cards=final, derived=derived))
                final = None
        else:
            if kept is not None:
                gone = _mask(kept) & ~fm
                if gone:
                    out.append(Problem.of(w, "final_cards", P.FINAL_STILL_HELD, cards=_cards_of(gone)))
                    final = None
            elif cards is not None and ex is not None:
                stay = (cm & fm).bit_count()
                if stay != 5 - ex.count:
                    out.append(Problem.of(w, "final_cards", P.FINAL_DEALT_LEFT, count=stay, exchanged=ex.count))
                    final = None
            if final is not None and sm and not sm & fm:
                out.append(Problem.of(w, "final_cards", P.FINAL_SIXTH_MISSING, card=sixth))
                final = None
            if final is not None and dm & fm:
                out.append(Problem.of(w, "final_cards", P.FINAL_DISCARDED, cards=_cards_of(dm & fm)))
                final = None
    else:
        final = derived
    if (e.bets and final is None and e.final_cards is None and "final_cards" not in dmg
            and not (dmg & {"cards", "exchange", "sixth_card"})):
        missing.append(Problem.of(w, "final_cards", P.FINAL_CARDS_MISSING))
    return _new(BoxAnalysis, (e, final, None, None, None, phys))


def _highest(cards: Sequence[Card]) -> Card:
    """The dealer's highest card: the highest rank (a no-game hand has no pair, so it is
    unique; if two ever shared it, the first listed is taken)."""
    best = cards[0]
    for c in cards[1:]:
        if c.rank > best.rank:
            best = c
    return best


def _category5(cards: Sequence[Card]) -> Category:
    """Category of exactly five cards (no card ordering: cheaper than :func:`evaluate`)."""
    a, b, c, d, e = cards
    return category_of_strength(strength5(a.code, b.code, c.code, d.code, e.code))


class AnalysisMemo:
    """What :func:`analyse` worked out for each box entry, kept between the analyses of
    one round under one house's rules (the live table and verification's replay analyse
    the round again at every step, and a step changes at most one box).

    A box's checks and its hands depend only on its own :class:`BoxEntry` and the house,
    so an entry met again (the same object: an unchanged box keeps its entry from one
    step to the next) gives back exactly what it gave the first time, problems included.
    Entries are held by identity and kept alive while remembered; the memo forgets all
    once it holds ``limit`` of them."""

    __slots__ = ("_boxes", "_hands", "limit")

    def __init__(self, limit: int = 256) -> None:
        self._boxes: dict[int, list[Any]] = {}
        self._hands: dict[int, tuple[tuple[Card, ...], Hand]] = {}
        self.limit = limit

    def __len__(self) -> int:
        """How many boxes' entries it remembers (never more than ``limit``)."""
        return len(self._boxes)

    def hand(self, cards: tuple[Card, ...]) -> Hand:
        """``evaluate(cards)``, remembered for these very cards (the dealer's five)."""
        m = self._hands.get(id(cards))
        if m is not None and m[0] is cards:
            return m[1]
        if len(self._hands) >= self.limit:
            self._hands.clear()
        h = evaluate(cards)
        self._hands[id(cards)] = (cards, h)
        return h

    def box(self, house: HouseRules, e: BoxEntry, problems: list[Problem], missing: list[Problem]) -> list[Any]:
        """``[entry, its checked BoxAnalysis, its problems, its missing, its evaluated
        BoxAnalysis or None, its insurance problems]``; the problems and the missing are
        appended to ``problems`` and ``missing`` as :func:`_check_box` appends them."""
        m = self._boxes.get(id(e))
        if m is not None and m[0] is e:
            problems.extend(m[2])
            missing.extend(m[3])
            return m
        p0, m0 = len(problems), len(missing)
        a = _check_box(house, e, problems, missing)
        if len(self._boxes) >= self.limit:
            self._boxes.clear()
        m = self._boxes[id(e)] = [e, a, tuple(problems[p0:]), tuple(missing[m0:]), None, ()]
        return m


def analyse(record: RoundRecord, house: HouseRules, memo: AnalysisMemo | None = None) -> Analysis:
    """Check ``record`` against ``house`` and work out what it implies (§1-§14).
    ``memo``: what earlier analyses of the same round under the same ``house`` worked
    out per box entry (the result is the same with or without it)."""
    problems: list[Problem] = []
    missing: list[Problem] = []
    boxes: list[BoxAnalysis] = []
    seen_numbers: set[int] = set()
    seen = 0  # every card named so far
    held: list[tuple[Where, int]] = []  # who named which cards, in order
    memos: list[list[Any]] | None = [] if memo is not None else None
    for e in record.boxes:
        w = e.box
        if w in seen_numbers:
            problems.append(Problem.of(w, "box", P.BOX_LISTED_TWICE))
        seen_numbers.add(w)
        if memos is not None:
            assert memo is not None
            m = memo.box(house, e, problems, missing)
            memos.append(m)
            a = m[1]
        else:
            a = _check_box(house, e, problems, missing)
        boxes.append(a)
        if seen & a.mask:
            _clashes(held, w, a.mask, problems)
        seen |= a.mask
        held.append((w, a.mask))
    if len(boxes) > 1:
        if memos is not None:
            order = sorted(range(len(boxes)), key=lambda i: boxes[i].entry.box)
            boxes = [boxes[i] for i in order]
            memos = [memos[i] for i in order]
        else:
            boxes.sort(key=_box_number)
    dealer_cards, reps = record.dealer_cards, record.replacements
    if dealer_cards or reps:
        dm = _mask(dealer_cards or ())
        for c in reps:
            if _BIT[c.index] & dm:
                problems.append(Problem.of(Place.DEALER, "replacements", P.REPLACEMENT_IS_DEALERS, card=c))
            dm |= _BIT[c.index]
        if seen & dm:
            _clashes(held, Place.DEALER, dm, problems)
    d = _analyse_dealer(record, house, boxes, problems, missing, memo)
    insurance: list[Problem] = []
    if not problems:
        two, pays = house.two_hands, house.pay_table
        for i, b in enumerate(boxes):
            if memos is not None:
                m = memos[i]
                if m[4] is None:
                    done = m[4] = _evaluate_box(b, two, pays)
                    m[5] = tuple(insurance_problems(house, done)) if b.entry.insurance else ()
                boxes[i] = m[4]
                insurance.extend(m[5])
                continue
            b = boxes[i] = _evaluate_box(b, two, pays)
            if b.entry.insurance:
                insurance.extend(insurance_problems(house, b))
    return _new(Analysis, (house, record, tuple(boxes), d, tuple(problems), tuple(missing), tuple(insurance)))


def _evaluate_box(b: BoxAnalysis, two: bool, pays: Mapping[Category, int]) -> BoxAnalysis:
    """A checked box with its hands worked out: hand 1 and, where the house pays two hands,
    hand 2 of its final cards; the category of its five as dealt."""
    cards, final = b.entry.cards, b.final
    hand: Hand | None = None
    second: Combination | None = None
    dealt: Category | None = None
    if final is not None:
        # among equal readings (two kickers for a sixth-card hand, two kings for an
        # ace-king) the first in the order the cards were entered is reported
        hand = evaluate(final) if len(final) == 5 else best_hand(final)
        if two and _may_have_second(final, hand):
            second = second_hand(final, pays, hand if len(final) == 5 else None)
        if cards is not None:
            dealt = hand.category if final is cards else _category5(cards)
    elif cards is not None:
        dealt = _category5(cards)
    return _new(BoxAnalysis, (b.entry, final, hand, second, dealt, b.mask))


def _box_number(b: BoxAnalysis) -> int:
    return b.entry.box


def _clashes(held: list[tuple[Where, int]], where: Where, mask: int, problems: list[Problem]) -> None:
    """Problems for the cards of ``mask`` already named elsewhere (first holder named first)."""
    for c in _cards_of(mask):
        bit = _BIT[c.index]
        for other, m in held:
            if m & bit and other != where:
                problems.append(Problem.of(other, "", P.CARD_TWICE, also=where, card=c))
                break


def _analyse_dealer(
    record: RoundRecord, house: HouseRules, boxes: list[BoxAnalysis], problems: list[Problem], missing: list[Problem],
    memo: AnalysisMemo | None = None,
) -> DealerAnalysis:
    """The dealer's first reveal, the no-game choices it calls for, and any bought game (§7, §8)."""
    dcards, reps = record.dealer_cards, record.replacements
    if dcards is not None and len(dcards) != 5:
        problems.append(Problem.of(Place.DEALER, "cards", P.DEALER_CARD_COUNT, count=len(dcards)))
        dcards = None
    if dcards is None:
        if record.dealer_cards is None and "cards" not in record.damaged and any(b.entry.bets for b in boxes):
            missing.append(Problem.of(Place.DEALER, "cards", P.DEALER_CARDS_MISSING))
        if reps:
            problems.append(Problem.of(Place.DEALER, "replacements", P.DEALER_CARDS_UNKNOWN))
        return DealerAnalysis()
    qualifier = house.dealer_qualifier
    h0 = memo.hand(dcards) if memo is not None else evaluate(dcards)
    qualified = h0.category >= qualifier
    buyers: list[int] = []
    for b in boxes:
        e = b.entry
        if e.dark or not e.bets:
            continue
        if qualified:
            if e.no_game is not None:
                problems.append(Problem.of(e.box, "no_game", P.DEALER_HAS_GAME, category=h0.category))
        elif e.no_game is _BUY_GAME:
            buyers.append(e.box)
        elif e.no_game is None and "no_game" not in e.damaged:
            missing.append(Problem.of(e.box, "no_game", P.NO_GAME_CHOICE_MISSING))
    first_reveal = _new(DealerAnalysis, (h0, qualified, bool(buyers), (), h0, qualified, 0))
    if "replacements" in record.damaged:
        return first_reveal
    if not buyers:
        if reps and not any(b.entry.no_game is _BUY_GAME or b.entry.damaged & _CHOICE for b in boxes):
            problems.append(Problem.of(Place.DEALER, "replacements", P.REPLACEMENT_NOT_BOUGHT, cards=reps,
                                       qualified=qualified))
        return first_reveal
    out_card = _highest(dcards)
    replaced: tuple[Card, ...] = (out_card,)
    need = 1
    final: Hand | None = None
    if reps:
        first = reps[0]
        five = [first if c is out_card else c for c in dcards]
        if (house.same_rank_redraw and first.rank is out_card.rank and _category5(five) < qualifier):
            need = 2
            replaced = (out_card, first)
            if len(reps) > 1:
                final = evaluate([reps[1] if c is first else c for c in five])
        else:
            final = evaluate(five)
    final_hand: Hand | None = h0
    final_qualified: bool | None = qualified
    if len(reps) < need:
        missing.append(
            Problem.of(Place.DEALER, "replacements", P.REPLACEMENT_MISSING, boxes=tuple(buyers), card=out_card)
            if not reps else
            Problem.of(Place.DEALER, "replacements", P.REPLACEMENT_AGAIN_MISSING, replacement=reps[0], card=out_card))
        final_hand = final_qualified = None
    elif len(reps) > need:
        problems.append(Problem.of(Place.DEALER, "replacements", P.REPLACEMENTS_TOO_MANY, count=len(reps), need=need))
    elif final is not None:
        final_hand, final_qualified = final, final.category >= qualifier
    return _new(DealerAnalysis, (h0, qualified, True, replaced, final_hand, final_qualified, need))


_CHOICE = frozenset({"decision", "no_game"})


def _may_have_second(cards: tuple[Card, ...], first: Hand) -> bool:
    """A cheap necessary condition for a hand 2 (§10), so that the full search runs
    only where one can exist. With hand 1 below two pair, the box's cards hold no
    second pair, no trips and no five-card combination (each would make hand 1
    better), so the only combinations are the pair and ace-kings: a hand 2 needs
    both an Ace and a King, and hand 1 ``ace_king`` then has only its own (a second
    Ace or King would be a pair). With five cards the only possible hand 2 is an
    ace-king (RULES.md §10), and a hand 1 that uses all five cards has none.
    """
    cat = first.category
    if cat >= _TWO_PAIR and len(cards) > 5:
        return True
    if cat <= _ACE_KING or cat in _FIVE_CARD_CATEGORIES:  # high card, ace-king, or all five cards
        return False
    m = _mask(cards)
    return bool(m & _ACES and m & _KINGS)


_TWO_PAIR, _ACE_KING = Category.TWO_PAIR, Category.ACE_KING
_FIVE_CARD_CATEGORIES = frozenset(c for c in Category if c.combination_size == 5)
_ACES = _mask([c for c in FULL_DECK if c.rank is Rank.ACE])
_KINGS = _mask([c for c in FULL_DECK if c.rank is Rank.KING])
