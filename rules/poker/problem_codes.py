"""What a problem is, as a code with structured parameters, and its English line.

A :class:`~rules.poker.problems.Problem` carries a :class:`ProblemCode` and the
parameters the code names (``amount``, ``limit``, ``card``, ``cards``, ``count``,
``value``…). Front ends render the code in the dealer's language; the English
wording here is the one FORMATS.md prescribes for ``settle`` refusal lines, so
it is contract text: :func:`english` renders each code exactly as the engine
always has.

``value`` parameters are an input as the problem shows it (JSON or ``repr``
notation, already bounded), never English prose: a value named by what it is
(``a list``) is a :class:`Shown` member, a Python type's name a :class:`TypeName`.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping
from typing import Protocol, runtime_checkable

from rules.cards import Card
from rules.hands import Category
from rules.limits import MAX_AMOUNT, show_number

__all__ = ["AMOUNT_CODES", "ProblemCode", "Prompted", "Shown", "TypeName", "card_list", "english"]


@runtime_checkable
class Prompted(Protocol):
    """What a ``not_yet`` problem waits for (a :class:`rules.poker.table.Expectation`)."""

    @property
    def prompt(self) -> str: ...


class Shown(enum.StrEnum):
    """A ``value`` a problem names by what it is rather than by its JSON (a list where an
    object belongs): the English is the member's value; front ends word the member."""

    OBJECT = "an object"
    LIST = "a list"
    DEEPLY_NESTED = "a deeply nested value"


class TypeName(str):
    """A ``value`` that is a Python type's name (``list``), shown as it is in English;
    front ends word it."""

    __slots__ = ()


class ProblemCode(enum.StrEnum):
    """Every kind of problem the poker engine names."""

    # reading the JSON form (of a round, a step or a house profile)
    MISSING = "missing"
    UNKNOWN_FIELD = "unknown_field"
    NOT_AN_OBJECT = "not_an_object"
    NOT_A_ROUND_OBJECT = "not_a_round_object"
    NOT_A_STRING = "not_a_string"
    NOT_A_BOOL = "not_a_bool"
    NOT_A_WHOLE_NUMBER = "not_a_whole_number"
    NOT_MINOR_UNITS = "not_minor_units"
    NOT_A_BOX_NUMBER = "not_a_box_number"
    NOT_A_CARD = "not_a_card"
    NOT_A_CARD_LIST = "not_a_card_list"
    NOT_A_CARD_TUPLE = "not_a_card_tuple"
    NOT_A_CARD_OBJECT = "not_a_card_object"
    NOT_A_CARD_OR_NONE = "not_a_card_or_none"
    NOT_A_SIXTH_CARD = "not_a_sixth_card"
    NOT_A_DECISION = "not_a_decision"
    NOT_A_DECISION_OBJECT = "not_a_decision_object"
    NOT_A_NO_GAME = "not_a_no_game"
    NOT_A_NO_GAME_OBJECT = "not_a_no_game_object"
    NOT_ONE_OF = "not_one_of"
    WRONG_FORMAT = "wrong_format"
    NOT_A_BOX_LIST = "not_a_box_list"
    NOT_A_HOUSE_OBJECT = "not_a_house_object"
    NOT_A_STEP = "not_a_step"
    UNKNOWN_STEP_FIELD = "unknown_step_field"
    WRONG_STEP_KIND = "wrong_step_kind"
    STEP_NOT_READ_BACK = "step_not_read_back"
    AMOUNT_TOO_LARGE = "amount_too_large"
    AMOUNT_NEGATIVE = "amount_negative"
    CARD_TWICE = "card_twice"
    A_CARD_TWICE = "a_card_twice"
    NO_BOX_PLAYED = "no_box_played"
    BOX_LISTED_TWICE = "box_listed_twice"
    EXCHANGE_FORM = "exchange_form"
    EXCHANGE_COUNT_FORM = "exchange_count_form"
    EXCHANGE_UNKNOWN_FIELD = "exchange_unknown_field"
    EXCHANGE_EITHER = "exchange_either"
    EXCHANGE_GIVE_COUNT = "exchange_give_count"
    EXCHANGE_NOT_BOTH = "exchange_not_both"
    EXCHANGE_NOT_TUPLES = "exchange_not_tuples"
    DISCARDED_NOT_DRAWN = "discarded_not_drawn"
    STEP_DISCARDED_NOT_DRAWN = "step_discarded_not_drawn"
    # the round as recorded
    NO_SUCH_BOX = "no_such_box"
    ANTE_BELOW_MINIMUM = "ante_below_minimum"
    ANTE_ABOVE_MAXIMUM = "ante_above_maximum"
    BONUS_BELOW_MINIMUM = "bonus_below_minimum"
    BONUS_ABOVE_MAXIMUM = "bonus_above_maximum"
    BOX_CARD_COUNT = "box_card_count"
    DARK_NOT_ALLOWED = "dark_not_allowed"
    DARK_FOLDS = "dark_folds"
    DARK_EXCHANGES = "dark_exchanges"
    DARK_BUYS_SIXTH = "dark_buys_sixth"
    DARK_INSURES = "dark_insures"
    DARK_BUYS_GAME = "dark_buys_game"
    DARK_NO_CHOICE = "dark_no_choice"
    DECISION_MISSING = "decision_missing"
    FOLD_INSURES = "fold_insures"
    FOLD_NO_GAME = "fold_no_game"
    INSURANCE_BELOW_ANTE = "insurance_below_ante"
    INSURANCE_CATEGORY = "insurance_category"
    INSURANCE_ABOVE_MAXIMUM = "insurance_above_maximum"
    BONUS_CARDS_MISSING = "bonus_cards_missing"
    EXCHANGE_AND_SIXTH = "exchange_and_sixth"
    EXCHANGE_SIZE = "exchange_size"
    EXCHANGE_CARDS_MISSING = "exchange_cards_missing"
    DISCARD_NOT_DEALT = "discard_not_dealt"
    DRAW_ALREADY_DEALT = "draw_already_dealt"
    SIXTH_WAS_DEALT = "sixth_was_dealt"
    SIXTH_WAS_DRAWN = "sixth_was_drawn"
    SIXTH_WAS_DISCARDED = "sixth_was_discarded"
    FINAL_COUNT = "final_count"
    FINAL_CONTRADICTS = "final_contradicts"
    FINAL_STILL_HELD = "final_still_held"
    FINAL_DEALT_LEFT = "final_dealt_left"
    FINAL_SIXTH_MISSING = "final_sixth_missing"
    FINAL_DISCARDED = "final_discarded"
    FINAL_CARDS_MISSING = "final_cards_missing"
    DEALER_CARD_COUNT = "dealer_card_count"
    DEALER_CARDS_MISSING = "dealer_cards_missing"
    DEALER_CARDS_UNKNOWN = "dealer_cards_unknown"
    DEALER_HAS_GAME = "dealer_has_game"
    NO_GAME_CHOICE_MISSING = "no_game_choice_missing"
    REPLACEMENT_IS_DEALERS = "replacement_is_dealers"
    REPLACEMENT_NOT_BOUGHT = "replacement_not_bought"
    REPLACEMENT_MISSING = "replacement_missing"
    REPLACEMENT_AGAIN_MISSING = "replacement_again_missing"
    REPLACEMENTS_TOO_MANY = "replacements_too_many"
    # steps at the table
    NOTHING_TO_UNDO = "nothing_to_undo"
    NOTHING_TO_WITHDRAW = "nothing_to_withdraw"
    BETS_CLOSED = "bets_closed"
    NO_BET_YET = "no_bet_yet"
    BETS_STILL_OPEN = "bets_still_open"
    NO_BET_ON_BOX = "no_bet_on_box"
    NOT_YET = "not_yet"
    INSURANCE_TOO_LATE = "insurance_too_late"
    INSURANCE_NEEDS_BET = "insurance_needs_bet"
    INSURANCE_ABOVE_TOP = "insurance_above_top"
    EXCHANGE_NEEDS_DEALT = "exchange_needs_dealt"
    RECORDED_BEFORE_CLOSE = "recorded_before_close"
    RECORDED_FOR_BOX = "recorded_for_box"
    RESTS_ON_DEALER = "rests_on_dealer"
    DISCARD_NEEDS_DEALT = "discard_needs_dealt"
    RESTS_ON_BET = "rests_on_bet"
    # house rules
    NOT_A_HOUSE_TABLE = "not_a_house_table"
    UNKNOWN_HOUSE_RULE = "unknown_house_rule"
    MINIMUM_ABOVE_MAXIMUM = "minimum_above_maximum"
    PAY_TABLE_INCOMPLETE = "pay_table_incomplete"
    HIGH_CARD_NEVER_PAYS = "high_card_never_pays"
    ODDS_AND_JACKPOT = "odds_and_jackpot"
    BAD_QUALIFIER = "bad_qualifier"
    CATEGORY_FROM_ACE_KING = "category_from_ace_king"
    NOT_TEXT = "not_text"
    NOT_A_CURRENCY = "not_a_currency"
    AT_LEAST = "at_least"
    AT_MOST = "at_most"
    BELOW = "below"
    NOT_EXPECTED = "not_expected"
    INVALID = "invalid"


Params = Mapping[str, object]


def card_list(cards: object) -> str:
    """``As Kd`` (cards separated by a space)."""
    assert isinstance(cards, tuple)
    return " ".join(str(c) for c in cards)


def _n(p: Params, name: str) -> int:
    value = p[name]
    assert isinstance(value, int)
    return value


def _cat(p: Params, name: str) -> Category:
    value = p[name]
    assert isinstance(value, Category)
    return value


def _card(p: Params, name: str = "card") -> Card:
    value = p[name]
    assert isinstance(value, Card)
    return value


def _cards(n: int) -> str:
    return "card" if n == 1 else "cards"


def _too_large(p: Params) -> str:
    return f"{show_number(_n(p, 'amount'))} is beyond the largest amount ({MAX_AMOUNT - 1:,} minor units)".replace(",", " ")


def _exchange_size(p: Params) -> str:
    count, low = _n(p, "count"), _n(p, "low")
    span = f"{low} to 5 cards" if low < 5 else "5 cards"
    return f"{count} {_cards(count)}: an exchange is of {span}"


def _final_count(p: Params) -> str:
    why = "the box bought a sixth card" if _n(p, "size") == 6 else "the box has no sixth card"
    return f"{_n(p, 'count')} cards, but {why}: {_n(p, 'size')} expected"


def _not_yet(p: Params) -> str:
    waiting = p["waiting"]
    return "not yet: " + (waiting.prompt if isinstance(waiting, Prompted) else "the round is complete")


def _boxes(p: Params) -> str:
    boxes = p["boxes"]
    assert isinstance(boxes, tuple)
    return ", ".join(map(str, boxes))


_ENGLISH: dict[ProblemCode, Callable[[Params], str]] = {
    ProblemCode.MISSING: lambda p: "missing",
    ProblemCode.UNKNOWN_FIELD: lambda p: "unknown field",
    ProblemCode.NOT_AN_OBJECT: lambda p: f"must be an object, not {p['value']}",
    ProblemCode.NOT_A_ROUND_OBJECT: lambda p: f"must be a JSON object, not {p['value']}",
    ProblemCode.NOT_A_STRING: lambda p: f"must be a string, not {p['value']}",
    ProblemCode.NOT_A_BOOL: lambda p: f"must be true or false, not {p['value']}",
    ProblemCode.NOT_A_WHOLE_NUMBER: lambda p: f"must be a whole number, not {p['value']}",
    ProblemCode.NOT_MINOR_UNITS: lambda p: f"must be a whole number of minor units, not {p['value']}",
    ProblemCode.NOT_A_BOX_NUMBER: lambda p: f"must be a box number, not {p['value']}",
    ProblemCode.NOT_A_CARD: lambda p: f"{p['value']} is not a card",
    ProblemCode.NOT_A_CARD_LIST: lambda p: f"must be a list of cards, not {p['value']}",
    ProblemCode.NOT_A_CARD_TUPLE: lambda p: "must be a tuple of cards",
    ProblemCode.NOT_A_CARD_OBJECT: lambda p: f"must be a card, not {p['value']}",
    ProblemCode.NOT_A_CARD_OR_NONE: lambda p: f"must be a card or None, not {p['value']}",
    ProblemCode.NOT_A_SIXTH_CARD: lambda p: f"must be the card drawn or true, not {p['value']}",
    ProblemCode.NOT_A_DECISION: lambda p: f"must be 'bet' or 'fold', not {p['value']}",
    ProblemCode.NOT_A_DECISION_OBJECT: lambda p: f"must be Decision.BET or Decision.FOLD, not {p['value']}",
    ProblemCode.NOT_A_NO_GAME: lambda p: f"must be 'take_ante' or 'buy_game', not {p['value']}",
    ProblemCode.NOT_A_NO_GAME_OBJECT: lambda p: f"must be NoGame.TAKE_ANTE or NoGame.BUY_GAME, not {p['value']}",
    ProblemCode.NOT_ONE_OF: lambda p: f"must be one of {p['expected']}, not {p['value']}",
    ProblemCode.WRONG_FORMAT: lambda p: f"must be {p['expected']!r}, not {p['value']}",
    ProblemCode.NOT_A_BOX_LIST: lambda p: f"must be a list of boxes, not {p['value']}",
    ProblemCode.NOT_A_HOUSE_OBJECT: lambda p: f"must be an object of house rules, not {p['value']}",
    ProblemCode.NOT_A_STEP: lambda p: f"{p['value']} is not a step",
    ProblemCode.UNKNOWN_STEP_FIELD: lambda p: f"unknown field of a {p['step']} step",
    ProblemCode.WRONG_STEP_KIND: lambda p: f"{p['value']} is not a {p['step']} step",
    ProblemCode.STEP_NOT_READ_BACK: lambda p: f"{p['value']} does not read back from its stored form",
    ProblemCode.AMOUNT_TOO_LARGE: _too_large,
    ProblemCode.CARD_TWICE: lambda p: f"card {_card(p)} appears twice",
    ProblemCode.A_CARD_TWICE: lambda p: "a card appears twice",
    ProblemCode.NO_BOX_PLAYED: lambda p: "no box played",
    ProblemCode.BOX_LISTED_TWICE: lambda p: "listed twice",
    ProblemCode.EXCHANGE_FORM: lambda p: f'must be {{"discard": [...], "draw": [...]}} or {{"count": k}}, not {p["value"]}',
    ProblemCode.EXCHANGE_COUNT_FORM: lambda p: f"count must be a number of cards, not {p['value']}",
    ProblemCode.EXCHANGE_UNKNOWN_FIELD: lambda p: f"unknown field {p['value']}",
    ProblemCode.EXCHANGE_EITHER: lambda p: "give either discard and draw, or count",
    ProblemCode.EXCHANGE_GIVE_COUNT: lambda p: "give the number of cards, or the cards discarded and drawn",
    ProblemCode.EXCHANGE_NOT_BOTH: lambda p: "give the number of cards or the cards, not both",
    ProblemCode.EXCHANGE_NOT_TUPLES: lambda p: "discard and draw must both be tuples of cards",
    ProblemCode.DISCARDED_NOT_DRAWN: lambda p: f"{_n(p, 'count')} {_cards(_n(p, 'count'))} discarded but {_n(p, 'drawn')} drawn",
    ProblemCode.STEP_DISCARDED_NOT_DRAWN: lambda p: f"{_n(p, 'count')} discarded but {_n(p, 'drawn')} drawn",
    ProblemCode.NO_SUCH_BOX: lambda p: f"there is no box {_n(p, 'box')}: the layout has boxes 1 to {_n(p, 'limit')}",
    ProblemCode.BOX_CARD_COUNT: lambda p: f"{_n(p, 'count')} cards, but a box is dealt five",
    ProblemCode.DARK_NOT_ALLOWED: lambda p: "this table does not allow dark boxes",
    ProblemCode.DARK_FOLDS: lambda p: "a dark box always bets",
    ProblemCode.DARK_EXCHANGES: lambda p: "a dark box may not exchange",
    ProblemCode.DARK_BUYS_SIXTH: lambda p: "a dark box may not buy a sixth card",
    ProblemCode.DARK_INSURES: lambda p: "a dark box may not insure",
    ProblemCode.DARK_BUYS_GAME: lambda p: "a dark box may not buy a game",
    ProblemCode.DARK_NO_CHOICE: lambda p: "a dark box has no choice: it takes the Ante when the dealer has no game",
    ProblemCode.DECISION_MISSING: lambda p: "missing: bet or fold",
    ProblemCode.FOLD_INSURES: lambda p: "a box that folds cannot insure",
    ProblemCode.FOLD_NO_GAME: lambda p: "a box that folds has no no-game choice",
    ProblemCode.INSURANCE_CATEGORY: lambda p: (
        f"{_cat(p, 'category').label} cannot be insured ({_cat(p, 'minimum').label} or better)"),
    ProblemCode.BONUS_CARDS_MISSING: lambda p: "missing: the box has a bonus, so its five cards as dealt are needed",
    ProblemCode.EXCHANGE_AND_SIXTH: lambda p: "this table allows an exchange or a sixth card, not both",
    ProblemCode.EXCHANGE_SIZE: _exchange_size,
    ProblemCode.EXCHANGE_CARDS_MISSING: lambda p: "missing: an exchange with discard and draw needs the five cards as dealt",
    ProblemCode.DISCARD_NOT_DEALT: lambda p: f"discard: {card_list(p['cards'])} not among the dealt cards",
    ProblemCode.DRAW_ALREADY_DEALT: lambda p: f"draw: {card_list(p['cards'])} already among the dealt cards",
    ProblemCode.SIXTH_WAS_DEALT: lambda p: f"{_card(p)} is one of the dealt cards",
    ProblemCode.SIXTH_WAS_DRAWN: lambda p: f"{_card(p)} was drawn in the exchange",
    ProblemCode.SIXTH_WAS_DISCARDED: lambda p: f"{_card(p)} was discarded",
    ProblemCode.FINAL_COUNT: _final_count,
    ProblemCode.FINAL_CONTRADICTS: lambda p: (
        f"{card_list(p['cards'])} contradict the dealt cards, exchange and sixth card (they give {card_list(p['derived'])})"),
    ProblemCode.FINAL_STILL_HELD: lambda p: f"{card_list(p['cards'])} missing: the box still holds them",
    ProblemCode.FINAL_DEALT_LEFT: lambda p: (
        f"{_n(p, 'count')} of the dealt cards, but an exchange of {_n(p, 'exchanged')} leaves {5 - _n(p, 'exchanged')}"),
    ProblemCode.FINAL_SIXTH_MISSING: lambda p: f"the sixth card {_card(p)} is missing",
    ProblemCode.FINAL_DISCARDED: lambda p: f"{card_list(p['cards'])} were discarded",
    ProblemCode.FINAL_CARDS_MISSING: lambda p: "missing: the box plays, so the cards it shows down are needed",
    ProblemCode.DEALER_CARD_COUNT: lambda p: f"{_n(p, 'count')} cards, but the dealer has five",
    ProblemCode.DEALER_CARDS_MISSING: lambda p: "missing: a box plays, so the dealer's hand is needed",
    ProblemCode.DEALER_CARDS_UNKNOWN: lambda p: "the dealer's cards are not known",
    ProblemCode.DEALER_HAS_GAME: lambda p: f"the dealer has a game ({_cat(p, 'category').label})",
    ProblemCode.NO_GAME_CHOICE_MISSING: lambda p: (
        "missing: the dealer has no game, so the box takes the Ante or buys a game"),
    ProblemCode.REPLACEMENT_IS_DEALERS: lambda p: f"{_card(p)} is one of the dealer's cards",
    ProblemCode.REPLACEMENT_NOT_BOUGHT: lambda p: (
        f"{card_list(p['cards'])} drawn, but "
        + ("the dealer has a game" if p["qualified"] else "nobody bought a game")),
    ProblemCode.REPLACEMENT_MISSING: lambda p: (
        f"missing: box {_boxes(p)} bought a game, "
        f"so the card drawn for the dealer's {_card(p)} is needed"),
    ProblemCode.REPLACEMENT_AGAIN_MISSING: lambda p: (
        f"missing: {_card(p, 'replacement')} has the rank of the {_card(p)} it replaced, so the dealer draws once more"),
    ProblemCode.REPLACEMENTS_TOO_MANY: lambda p: (
        f"{_n(p, 'count')} cards, but {_n(p, 'need')} {'is' if _n(p, 'need') == 1 else 'are'} drawn here"),
    ProblemCode.NOTHING_TO_UNDO: lambda p: "nothing to undo",
    ProblemCode.NOTHING_TO_WITHDRAW: lambda p: "nothing recorded to withdraw",
    ProblemCode.BETS_CLOSED: lambda p: "bets are closed: no new box now",
    ProblemCode.NO_BET_YET: lambda p: "no box has a bet yet",
    ProblemCode.BETS_STILL_OPEN: lambda p: "not yet: bets are still open",
    ProblemCode.NO_BET_ON_BOX: lambda p: f"there is no bet on box {_n(p, 'box')}",
    ProblemCode.NOT_YET: _not_yet,
    ProblemCode.INSURANCE_TOO_LATE: lambda p: "too late: the dealer's cards are turned",
    ProblemCode.INSURANCE_NEEDS_BET: lambda p: "only a box that bets may insure (enter its decision first)",
    ProblemCode.EXCHANGE_NEEDS_DEALT: lambda p: (
        "enter the box's five dealt cards first (discard and draw are among them)"),
    ProblemCode.RECORDED_BEFORE_CLOSE: lambda p: "recorded after the bets closed: withdraw it first",
    ProblemCode.RECORDED_FOR_BOX: lambda p: f"recorded for box {_n(p, 'box')}: withdraw it first",
    ProblemCode.RESTS_ON_DEALER: lambda p: "rests on the dealer's cards: withdraw it first",
    ProblemCode.DISCARD_NEEDS_DEALT: lambda p: "the discard needs the dealt cards: withdraw the exchange first",
    ProblemCode.RESTS_ON_BET: lambda p: "rests on the box's bet: withdraw it first",
    ProblemCode.NOT_A_HOUSE_TABLE: lambda p: f"must be a table of house rules, not {p['value']}",
    ProblemCode.UNKNOWN_HOUSE_RULE: lambda p: "unknown house rule",
    ProblemCode.PAY_TABLE_INCOMPLETE: lambda p: (
        f"missing {_keys(p)} (a pay table lists every category from ace_king up)"),
    ProblemCode.HIGH_CARD_NEVER_PAYS: lambda p: "high_card never pays",
    ProblemCode.ODDS_AND_JACKPOT: lambda p: (
        f"{_keys(p)} also in jackpot_percent (a category pays fixed odds or a jackpot share, not both)"),
    ProblemCode.BAD_QUALIFIER: lambda p: f"must be ace_king or one_pair, not {_cat(p, 'category').key}",
    ProblemCode.CATEGORY_FROM_ACE_KING: lambda p: "must be a category from ace_king up",
    ProblemCode.NOT_TEXT: lambda p: f"must be text, not {p['value']}",
    ProblemCode.NOT_A_CURRENCY: lambda p: f"must be a three-letter ISO 4217 code such as EUR, not {p['value']}",
    ProblemCode.AT_LEAST: lambda p: f"must be at least {p['limit']}, not {p['value']}",
    ProblemCode.AT_MOST: lambda p: f"must be at most {p['limit']}, not {p['value']}",
    ProblemCode.BELOW: lambda p: f"must be below {p['limit']}, not {p['value']}",
    ProblemCode.NOT_EXPECTED: lambda p: f"must be {p['expected']}, not {p['value']}",
    ProblemCode.INVALID: lambda p: str(p["detail"]),
}


Money = Callable[[int], str]

_AMOUNTS: dict[ProblemCode, Callable[[Params, Money], str]] = {
    ProblemCode.AMOUNT_NEGATIVE: lambda p, m: f"{m(_n(p, 'amount'))} is negative",
    ProblemCode.ANTE_BELOW_MINIMUM: lambda p, m: f"{m(_n(p, 'amount'))} is below the minimum Ante ({m(_n(p, 'limit'))})",
    ProblemCode.ANTE_ABOVE_MAXIMUM: lambda p, m: f"{m(_n(p, 'amount'))} is above the maximum Ante ({m(_n(p, 'limit'))})",
    ProblemCode.BONUS_BELOW_MINIMUM: lambda p, m: f"{m(_n(p, 'amount'))} is below the minimum bonus ({m(_n(p, 'limit'))})",
    ProblemCode.BONUS_ABOVE_MAXIMUM: lambda p, m: f"{m(_n(p, 'amount'))} is above the maximum bonus ({m(_n(p, 'limit'))})",
    ProblemCode.INSURANCE_BELOW_ANTE: lambda p, m: f"{m(_n(p, 'amount'))} is below the Ante ({m(_n(p, 'limit'))})",
    ProblemCode.INSURANCE_ABOVE_MAXIMUM: lambda p, m: (
        f"{m(_n(p, 'amount'))} is above the maximum ({m(_n(p, 'limit'))} = {_n(p, 'percent')}% of "
        f"min({m(_n(p, 'bet'))} × {_n(p, 'odds')}, {m(_n(p, 'max_payout'))}))"),
    ProblemCode.INSURANCE_ABOVE_TOP: lambda p, m: (
        f"{m(_n(p, 'amount'))} is above the most any hand allows here ({m(_n(p, 'limit'))})"),
    ProblemCode.MINIMUM_ABOVE_MAXIMUM: lambda p, m: f"{m(_n(p, 'amount'))} is above {p['other']} ({m(_n(p, 'limit'))})",
}
"""The problems whose line names an amount, written with a money formatter: the contract
prints minor units (``str``); a screen or a report passes the house currency's."""

AMOUNT_CODES = frozenset(_AMOUNTS)


def _keys(p: Params) -> str:
    categories = p["categories"]
    assert isinstance(categories, tuple)
    return ", ".join(c.key for c in categories)


def english(code: ProblemCode, params: Params, money: Money = str) -> str:
    """The English message of a problem (without its place and field); ``money`` writes
    its amounts (minor units by default, as the contract prints them).

    >>> english(ProblemCode.ANTE_BELOW_MINIMUM, {"amount": 500, "limit": 1000})
    '500 is below the minimum Ante (1000)'
    >>> english(ProblemCode.ANTE_BELOW_MINIMUM, {"amount": 500, "limit": 1000}, lambda n: f"€{n / 100:.2f}")
    '€5.00 is below the minimum Ante (€10.00)'
    """
    amounts = _AMOUNTS.get(code)
    return amounts(params, money) if amounts is not None else _ENGLISH[code](params)
