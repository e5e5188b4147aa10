"""What a Russian Roulette refusal is, as a code with structured parameters, and
its English line.

A :class:`RouletteProblem` is the FORMATS.md problem line itself (a ``str``, so
every caller that prints, joins or compares lines keeps working) that also
carries ``where`` (the head in FORMATS notation: ``setup: trigger``, ``seat 3:
hole``, ``round 2 action 1: seat 1``), a :class:`RouletteCode` and the
parameters the code names. The English wording here is contract text (the
``roulette`` command prints it on standard error); front ends render the code
in the dealer's language (:mod:`dealer_app.wording.roulette_problems`).

``value`` parameters are an input as the line shows it (``repr`` notation,
already bounded), never English prose.

>>> p = RouletteProblem.of("round 2 action 1: seat 1", RouletteCode.BELOW_MINIMUM,
...                        kind="raise", to=15, min_to=20, all_in=900)
>>> p
'round 2 action 1: seat 1: raise to 15 is below the minimum (to 20) and is not all-in (to 900)'
>>> p.code, p.params["min_to"]
(<RouletteCode.BELOW_MINIMUM: 'below_minimum'>, 20)
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any

__all__ = ["ACTION_NAMES", "OutOfTurn", "RouletteCode", "RouletteProblem", "english"]

ACTION_NAMES = "check, call, fold, bet, raise"
"""The action names, in FORMATS order, as refusal lines list them."""


class RouletteCode(enum.StrEnum):
    """Every kind of problem the Russian Roulette engine names."""

    # the set-up and the table
    AT_LEAST_ONE = "at_least_one"
    HAND_TOO_SMALL = "hand_too_small"
    ACTIVE_OVER_CIRCLE = "active_over_circle"
    NOT_ZERO_OR_MORE = "not_zero_or_more"
    NOT_A_STRUCTURE = "not_a_structure"
    NOT_A_POSITION = "not_a_position"
    POSITION_TWICE = "position_twice"
    DECK_TOO_SMALL = "deck_too_small"
    SEAT_AT_LEAST_ONE = "seat_at_least_one"
    SEAT_TWICE = "seat_twice"
    TOO_FEW_PLAYERS = "too_few_players"
    NOT_A_SEAT = "not_a_seat"
    POSTS_TWICE = "posts_twice"
    FORCED_AMOUNT = "forced_amount"
    # reading the record
    HAND_NOT_OBJECT = "hand_not_object"
    CANNOT_READ = "cannot_read"
    FORMAT_MISSING = "format_missing"
    WRONG_FORMAT = "wrong_format"
    MISSING = "missing"
    UNKNOWN_FIELD = "unknown_field"
    NOT_AN_OBJECT = "not_an_object"
    NOT_A_WHOLE_NUMBER = "not_a_whole_number"
    NOT_A_POSITION_LIST = "not_a_position_list"
    NOT_A_SEAT_LIST = "not_a_seat_list"
    ENTRY_NOT_OBJECT = "entry_not_object"
    SEAT_NOT_WHOLE = "seat_not_whole"
    FIELD_MISSING = "field_missing"
    HOLE_NOT_LIST = "hole_not_list"
    NOT_A_LIST = "not_a_list"
    FORCED_NEEDS_NUMBERS = "forced_needs_numbers"
    CIRCLE_NOT_LIST = "circle_not_list"
    ROUNDS_NOT_LIST = "rounds_not_list"
    ROUND_NOT_LIST = "round_not_list"
    ACTION_NOT_OBJECT = "action_not_object"
    ACTION_MISSING = "action_missing"
    BUTTON_NOT_NUMBER = "button_not_number"
    NOT_A_CARD = "not_a_card"
    # cards
    CIRCLE_COUNT = "circle_count"
    HOLE_COUNT = "hole_count"
    CARD_TWICE = "card_twice"
    HOLE_FOR_ABSENT_SEAT = "hole_for_absent_seat"
    NOT_AT_TABLE = "not_at_table"
    TURNED_NOT_NAMED = "turned_not_named"
    SHOWDOWN_HOLE_MISSING = "showdown_hole_missing"
    # the course of the hand
    HAND_NOT_OVER = "hand_not_over"
    BETTING_OWED = "betting_owed"
    ROUND_CLOSED = "round_closed"
    WON_BY_FOLDS_IN_ROUND = "won_by_folds_in_round"
    ONLY_ROUNDS = "only_rounds"
    ROUND_WITHOUT_BETTING = "round_without_betting"
    WON_BY_FOLDS = "won_by_folds"
    HAND_OVER = "hand_over"
    # an action
    SEAT_NOT_AT_TABLE = "seat_not_at_table"
    OUT_OF_TURN = "out_of_turn"
    NOT_AN_ACTION = "not_an_action"
    TO_NOT_TAKEN = "to_not_taken"
    CHECK_FACING_BET = "check_facing_bet"
    NOTHING_TO_CALL = "nothing_to_call"
    TO_NEEDED = "to_needed"
    BET_OVER_BET = "bet_over_bet"
    RAISE_NOTHING_BET = "raise_nothing_bet"
    NOT_ALLOWED = "not_allowed"
    OVER_STACK = "over_stack"
    NOT_MORE_THAN_BET = "not_more_than_bet"
    FIXED_WRONG_SIZE = "fixed_wrong_size"
    BELOW_MINIMUM = "below_minimum"
    # why no bet or raise is open (a reason inside ``not_allowed``, without a head)
    NO_CHIPS_TO_RAISE = "no_chips_to_raise"
    RAISE_CAP_REACHED = "raise_cap_reached"
    NOT_REOPENED = "not_reopened"
    OTHERS_ALL_IN = "others_all_in"


class OutOfTurn(enum.StrEnum):
    """Why a seat that acts out of turn may not act (``out_of_turn``'s ``status``)."""

    FOLDED = "has folded"
    ALL_IN = "is all-in"
    WAITING = "is not to act"


Params = Mapping[str, object]


def _cards(p: Params, name: str = "count") -> str:
    k = p[name]
    return "1 card" if k == 1 else f"{k} cards"


def _owed_now(p: Params) -> str:
    now = p["now"]
    return "the betting is over" if now is None else f"round {now} is being bet"


C = RouletteCode

_ENGLISH: dict[RouletteCode, Callable[[Params], str]] = {
    C.AT_LEAST_ONE: lambda p: f"{p['value']} must be a whole number of at least 1",
    C.HAND_TOO_SMALL: lambda p: (
        f"hole_cards + active = {p['hole_cards']} + {p['active']} = {p['total']}: a hand needs at least 5 cards"),
    C.ACTIVE_OVER_CIRCLE: lambda p: f"{p['active']} active cards cannot come from a circle of {p['circle']}",
    C.NOT_ZERO_OR_MORE: lambda p: f"{p['value']} must be a whole number, 0 or more",
    C.NOT_A_STRUCTURE: lambda p: f"{p['value']} is not no_limit or fixed_limit",
    C.NOT_A_POSITION: lambda p: f"{p['value']} is not a position of the circle (1..{p['circle']})",
    C.POSITION_TWICE: lambda p: f"position {p['position']} is listed twice",
    C.DECK_TOO_SMALL: lambda p: (
        f"{p['players']} players x {p['hole_cards']} hole cards + {p['circle']} circle cards "
        f"need {p['need']} cards; the deck has 52"),
    C.SEAT_AT_LEAST_ONE: lambda p: f"seat {p['value']} must be a whole number of at least 1",
    C.SEAT_TWICE: lambda p: f"seat {p['seat']} appears twice",
    C.TOO_FEW_PLAYERS: lambda p: f"a hand needs at least two players, not {p['count']}",
    C.NOT_A_SEAT: lambda p: f"{p['value']} is not a seat at the table",
    C.POSTS_TWICE: lambda p: f"seat {p['seat']} posts twice",
    C.FORCED_AMOUNT: lambda p: f"amount {p['value']} must be a whole number of at least 1",
    C.HAND_NOT_OBJECT: lambda p: "must be a JSON object",
    C.CANNOT_READ: lambda p: "cannot be read",
    C.FORMAT_MISSING: lambda p: f"missing; this command reads {p['format']!r}",
    C.WRONG_FORMAT: lambda p: f"{p['value']} is not {p['format']!r}",
    C.MISSING: lambda p: "missing",
    C.UNKNOWN_FIELD: lambda p: f"unknown field {p['name']}",
    C.NOT_AN_OBJECT: lambda p: "must be an object",
    C.NOT_A_WHOLE_NUMBER: lambda p: f"{p['value']} is not a whole number",
    C.NOT_A_POSITION_LIST: lambda p: f"{p['value']} must be a list of positions",
    C.NOT_A_SEAT_LIST: lambda p: "must be a list of seats",
    C.ENTRY_NOT_OBJECT: lambda p: f"entry {p['entry']} must be an object",
    C.SEAT_NOT_WHOLE: lambda p: f"seat {p['value']} is not a whole number",
    C.FIELD_MISSING: lambda p: f"{p['field']} is missing",
    C.HOLE_NOT_LIST: lambda p: "must be a list of cards, or null when never shown",
    C.NOT_A_LIST: lambda p: "must be a list",
    C.FORCED_NEEDS_NUMBERS: lambda p: f"needs a whole-number seat and amount, not {p['seat']} and {p['amount']}",
    C.CIRCLE_NOT_LIST: lambda p: "must be a list of cards (null for a position never turned)",
    C.ROUNDS_NOT_LIST: lambda p: "must be a list of betting rounds, each a list of actions",
    C.ROUND_NOT_LIST: lambda p: "must be a list of actions",
    C.ACTION_NOT_OBJECT: lambda p: "must be an object with seat and action",
    C.ACTION_MISSING: lambda p: f"action is missing ({ACTION_NAMES})",
    C.BUTTON_NOT_NUMBER: lambda p: f"{p['value']} is not a seat number",
    C.NOT_A_CARD: lambda p: f"{p['value']} is not a card",
    C.CIRCLE_COUNT: lambda p: f"{_cards(p)} given; the set-up lays out {p['circle']}",
    C.HOLE_COUNT: lambda p: f"{_cards(p)} given; the set-up deals {p['hole_cards']}",
    C.CARD_TWICE: lambda p: f"card {p['card']} appears twice",
    C.HOLE_FOR_ABSENT_SEAT: lambda p: "hole cards given for a seat that is not at the table",
    C.NOT_AT_TABLE: lambda p: "not a seat at the table",
    C.TURNED_NOT_NAMED: lambda p: f"position {p['position']} is turned but its card is not named",
    C.SHOWDOWN_HOLE_MISSING: lambda p: "the cards of a player at the showdown must be named",
    C.HAND_NOT_OVER: lambda p: f"the hand is not over: seat {p['seat']} is to act",
    C.BETTING_OWED: lambda p: f"the record stops while betting is still owed: seat {p['seat']} is to act",
    C.ROUND_CLOSED: lambda p: f"round {p['round']} is closed; {_owed_now(p)}",
    C.WON_BY_FOLDS_IN_ROUND: lambda p: (
        f"the hand is over: seat {p['seat']} won when every other player folded in round {p['round']}"),
    C.ONLY_ROUNDS: lambda p: f"the hand has only {p['rounds']} betting rounds",
    C.ROUND_WITHOUT_BETTING: lambda p: f"round {p['round']} has no betting: at most one player still in is not all-in",
    C.WON_BY_FOLDS: lambda p: f"the hand is over: seat {p['seat']} won when every other player folded",
    C.HAND_OVER: lambda p: "the hand is over: the last betting round is closed",
    C.SEAT_NOT_AT_TABLE: lambda p: "is not a seat at the table",
    C.OUT_OF_TURN: lambda p: f"acts out of turn: seat {p['seat']} {p['status']}; seat {p['to_act']} is to act",
    C.NOT_AN_ACTION: lambda p: f"{p['value']} is not an action ({ACTION_NAMES})",
    C.TO_NOT_TAKEN: lambda p: f"'to' goes with bet and raise only, not with {p['kind']}",
    C.CHECK_FACING_BET: lambda p: f"cannot check facing a bet of {p['high']} (call {p['call']} or fold)",
    C.NOTHING_TO_CALL: lambda p: "call with nothing to call (check instead)",
    C.TO_NEEDED: lambda p: f"{p['kind']} needs 'to', the seat's total in this round, a whole number",
    C.BET_OVER_BET: lambda p: f"bet over a bet ({p['high']} is already bet this round): raise instead",
    C.RAISE_NOTHING_BET: lambda p: "raise with nothing bet in this round: bet instead",
    C.NOT_ALLOWED: lambda p: f"{p['kind']} not allowed: {p['why']}",
    C.OVER_STACK: lambda p: f"{p['kind']} to {p['to']} is over the stack (all-in is to {p['all_in']})",
    C.NOT_MORE_THAN_BET: lambda p: f"{p['kind']} to {p['to']} is not more than the {p['high']} already bet",
    C.FIXED_WRONG_SIZE: lambda p: (
        f"fixed limit: {p['kind']} to {p['to']} is the wrong size; it must be to exactly {p['exact']}"),
    C.BELOW_MINIMUM: lambda p: (
        f"{p['kind']} to {p['to']} is below the minimum (to {p['min_to']}) and is not all-in (to {p['all_in']})"),
    C.NO_CHIPS_TO_RAISE: lambda p: f"seat {p['seat']} has not enough chips to raise (all-in is a call)",
    C.RAISE_CAP_REACHED: lambda p: f"the raise cap ({p['cap']} bets and raises this round) is reached: check, call or fold",
    C.NOT_REOPENED: lambda p: "the betting was not re-opened to this seat (a short all-in): call or fold",
    C.OTHERS_ALL_IN: lambda p: "every other player still in is all-in: call or fold",
}


def english(code: RouletteCode, params: Params) -> str:
    """The English message of a problem (without its head).

    >>> english(RouletteCode.POSTS_TWICE, {"seat": 3})
    'seat 3 posts twice'
    """
    return _ENGLISH[code](params)


class RouletteProblem(str):
    """One problem: its FORMATS line (the string itself), ``where`` (the head, may
    be empty for a reason inside another problem), ``code`` and ``params``."""

    where: str
    code: RouletteCode
    params: Mapping[str, object]

    def __new__(cls, where: str, code: RouletteCode, params: Mapping[str, object]) -> RouletteProblem:
        message = english(code, params)
        self = super().__new__(cls, f"{where}: {message}" if where else message)
        self.where = where
        self.code = code
        self.params = MappingProxyType(dict(params))
        return self

    @classmethod
    def of(cls, where: str, code: RouletteCode, /, **params: object) -> RouletteProblem:
        """A problem with its parameters given as keywords."""
        return cls(where, code, params)

    @property
    def message(self) -> str:
        """What is wrong, in English (without the head)."""
        return english(self.code, self.params)

    def __reduce__(self) -> tuple[Any, ...]:
        return (RouletteProblem, (self.where, self.code, dict(self.params)))
