"""House rules: every ``house:`` option of RULES.md Part I, validated.

:class:`HouseRules` is a frozen pydantic model whose fields and defaults are
exactly FORMATS.md's house table. Category-keyed tables are read-only
mappings keyed by :class:`~rules.hands.Category`; in JSON (``to_mapping``)
they are keyed by the contract's category names. A profile that contradicts
itself cannot be built: :meth:`HouseRules.from_mapping` (and the constructor)
refuse it with :class:`~rules.poker.problems.HouseRulesError`, one
``house: <field>: ...`` problem per fault.
"""

from __future__ import annotations

import enum
import json
from collections.abc import Mapping
from types import MappingProxyType
from typing import Annotated, Any, ClassVar

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    PlainSerializer,
    PrivateAttr,
    StrictBool,
    StrictInt,
    ValidationError,
    model_validator,
)
from pydantic_core import PydanticCustomError

from rules.hands import Category
from rules.limits import MAX_AMOUNT, show_number
from rules.poker.problem_codes import Shown
from rules.poker.problems import HouseRulesError, Place, Problem
from rules.poker.problems import ProblemCode as P

__all__ = [
    "DEFAULT_BONUS_TABLE",
    "DEFAULT_JACKPOT_PERCENT",
    "DEFAULT_PAY_TABLE",
    "AnteRule",
    "HouseRules",
    "Improvements",
]


class Improvements(enum.StrEnum):
    """What a box may buy to improve (RULES.md §3.4)."""

    ONE = "one"
    """An exchange or a sixth card."""
    BOTH = "both"
    """An exchange and then a sixth card."""


class AnteRule(enum.StrEnum):
    """How an Ante is settled where the house has a choice (§8, §9)."""

    PUSH = "push"
    EVEN_MONEY = "even_money"


PAID_CATEGORIES: tuple[Category, ...] = tuple(c for c in Category if c is not Category.HIGH_CARD)

DEFAULT_PAY_TABLE: Mapping[Category, int] = MappingProxyType({
    Category.ACE_KING: 1, Category.ONE_PAIR: 1, Category.TWO_PAIR: 2, Category.THREE_OF_A_KIND: 3,
    Category.STRAIGHT: 4, Category.FLUSH: 5, Category.FULL_HOUSE: 7, Category.FOUR_OF_A_KIND: 20,
    Category.STRAIGHT_FLUSH: 50, Category.ROYAL_FLUSH: 100,
})
DEFAULT_BONUS_TABLE: Mapping[Category, int] = MappingProxyType({
    Category.TWO_PAIR: 2, Category.THREE_OF_A_KIND: 7, Category.STRAIGHT: 40, Category.FLUSH: 50,
    Category.FULL_HOUSE: 70, Category.FOUR_OF_A_KIND: 200,
})
DEFAULT_JACKPOT_PERCENT: Mapping[Category, int] = MappingProxyType({
    Category.STRAIGHT_FLUSH: 10, Category.ROYAL_FLUSH: 100,
})


def _category(value: object) -> Category:
    if isinstance(value, Category):
        return value
    if isinstance(value, str):
        try:
            return Category.parse(value)
        except ValueError:
            pass
    raise PydanticCustomError("category", "{value} is not a hand category", {"value": repr(value)})


def _table(value: object) -> dict[Category, object]:
    if not isinstance(value, Mapping):
        raise PydanticCustomError("table", "must be a table of category = number, not {value}", {"value": _shown(value)})
    out: dict[Category, object] = {}
    bad = []
    for key, odds in value.items():
        try:
            out[_category(key)] = odds
        except PydanticCustomError:
            bad.append(repr(key))
    if bad:
        raise PydanticCustomError("category", "{value} is not a hand category", {"value": ", ".join(bad)})
    return out


def _dump_table(table: Mapping[Category, int]) -> dict[str, int]:
    return {c.key: table[c] for c in sorted(table)}


def _dump_category(c: Category) -> str:
    return c.key


CategoryField = Annotated[Category, BeforeValidator(_category), PlainSerializer(_dump_category, return_type=str)]
OddsTable = Annotated[
    Mapping[Category, Annotated[StrictInt, Field(ge=0, le=1_000_000)]],
    BeforeValidator(_table),
    PlainSerializer(_dump_table, return_type=dict),
]
PercentTable = Annotated[
    Mapping[Category, Annotated[StrictInt, Field(ge=0, le=100)]],
    BeforeValidator(_table),
    PlainSerializer(_dump_table, return_type=dict),
]
Amount = Annotated[StrictInt, Field(ge=1, lt=MAX_AMOUNT)]
Fee = Annotated[StrictInt, Field(ge=0, le=1000)]
Percent = Annotated[StrictInt, Field(ge=0, le=100)]


class HouseRules(BaseModel):
    """The house rules of one table (FORMATS.md "House rules"). Money is in minor units.

    >>> HouseRules().bet_multiple, HouseRules().pay_table[Category.FULL_HOUSE]
    (2, 7)
    >>> HouseRules.from_mapping({"max_payout": 200000}).max_payout
    200000
    """

    model_config = ConfigDict(frozen=True, extra="forbid", validate_default=False)

    currency: Annotated[str, Field(strict=True, pattern=r"^[A-Z]{3}$")] = "EUR"
    boxes: Annotated[StrictInt, Field(ge=1, le=9)] = 6
    bet_multiple: Amount = 2
    min_ante: Amount = 500
    max_ante: Amount = 50000
    min_bonus: Amount = 100
    max_bonus: Amount = 10000
    max_payout: Amount = 1000000
    pay_table: OddsTable = Field(default_factory=lambda: dict(DEFAULT_PAY_TABLE))
    bonus_table: OddsTable = Field(default_factory=lambda: dict(DEFAULT_BONUS_TABLE))
    jackpot_percent: PercentTable = Field(default_factory=lambda: dict(DEFAULT_JACKPOT_PERCENT))
    jackpot_contribution_percent: Percent = 0
    bonus_lost_on_fold: StrictBool = False
    cap_includes_bonus: StrictBool = False
    improvements: Improvements = Improvements.ONE
    exchange_min_cards: Annotated[StrictInt, Field(ge=1, le=5)] = 1
    exchange_fee_antes: Fee = 1
    sixth_card_fee_antes: Fee = 1
    buy_game_fee_antes: Fee = 1
    dealer_qualifier: CategoryField = Category.ACE_KING
    insurance_min_category: CategoryField = Category.THREE_OF_A_KIND
    insurance_max_percent: Percent = 100
    same_rank_redraw: StrictBool = True
    ante_if_bought_no_game: AnteRule = AnteRule.PUSH
    ante_on_win: AnteRule = AnteRule.PUSH
    two_hands: StrictBool = True
    dark_boxes_allowed: StrictBool = True

    FIELDS: ClassVar[tuple[str, ...]]
    _hash: int = PrivateAttr(default=0)
    _mapping: dict[str, Any] | None = PrivateAttr(default=None)

    @model_validator(mode="after")
    def _consistent(self) -> HouseRules:
        problems = _contradictions(self)
        if problems:
            raise PydanticCustomError("house_rules", "contradictory house rules", {"problems": tuple(problems)})
        for name in ("pay_table", "bonus_table", "jackpot_percent"):
            table = getattr(self, name)
            if not isinstance(table, MappingProxyType):
                object.__setattr__(self, name, MappingProxyType({c: table[c] for c in sorted(table)}))
        return self

    def __init__(self, **data: Any) -> None:
        try:
            super().__init__(**data)
        except ValidationError as e:
            raise HouseRulesError(_problems_of(e)) from None

    def __hash__(self) -> int:
        if not self._hash:
            self._hash = hash(json.dumps(self.to_mapping(), sort_keys=True)) or 1
        return self._hash

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, HouseRules):
            return NotImplemented
        return self is other or self.__dict__ == other.__dict__

    # ------------------------------------------------------------------

    @classmethod
    def from_mapping(cls, overrides: Mapping[str, Any], base: HouseRules | None = None) -> HouseRules:
        """``base`` (default: the defaults) with ``overrides`` applied; a table given
        replaces the base table whole. Raises :class:`HouseRulesError`."""
        if not isinstance(overrides, Mapping):
            raise HouseRulesError([Problem.of(Place.HOUSE, "", P.NOT_A_HOUSE_TABLE, value=_shown(overrides))])
        problems = [
            Problem.of(Place.HOUSE, str(k), P.UNKNOWN_HOUSE_RULE) for k in overrides if k not in cls.model_fields
        ]
        merged = (base or _DEFAULT).to_mapping()
        merged.update((k, v) for k, v in overrides.items() if k in cls.model_fields)
        try:
            rules = cls.model_validate(merged)
        except ValidationError as e:
            problems += _problems_of(e)
            raise HouseRulesError(problems) from None
        if problems:
            raise HouseRulesError(problems)
        return rules

    def to_mapping(self) -> dict[str, Any]:
        """Every field, JSON-able, with the contract's names (for exports and display).
        A new dict each time (tables copied too); serialised once per instance."""
        if self._mapping is None:
            self._mapping = self.model_dump(mode="json")
        return {k: dict(v) if type(v) is dict else v for k, v in self._mapping.items()}

    def odds(self, category: Category) -> int:
        """Pay-table odds of ``category`` (0 for ``high_card``)."""
        return self.pay_table.get(category, 0)




def _contradictions(r: HouseRules) -> list[Problem]:
    out: list[Problem] = []

    def add(field: str, code: P, **params: object) -> None:
        out.append(Problem(Place.HOUSE, field, code, MappingProxyType(params)))

    if r.min_ante > r.max_ante:
        add("min_ante", P.MINIMUM_ABOVE_MAXIMUM, amount=r.min_ante, other="max_ante", limit=r.max_ante)
    if r.min_bonus > r.max_bonus:
        add("min_bonus", P.MINIMUM_ABOVE_MAXIMUM, amount=r.min_bonus, other="max_bonus", limit=r.max_bonus)
    # the products a settlement computes stay below MAX_AMOUNT too (the largest Bet, win, bonus and fee)
    bet = r.max_ante * r.bet_multiple
    fees = max(r.exchange_fee_antes, r.sixth_card_fee_antes, r.buy_game_fee_antes)
    for field, product in (("bet_multiple", bet), ("pay_table", bet * max(r.pay_table.values(), default=0)),
                           ("bonus_table", r.max_bonus * max(r.bonus_table.values(), default=0)),
                           ("exchange_fee_antes", r.max_ante * fees)):
        if product >= MAX_AMOUNT:
            add(field, P.AMOUNT_TOO_LARGE, amount=product)
            break
    missing = tuple(c for c in PAID_CATEGORIES if c not in r.pay_table)
    if missing:
        add("pay_table", P.PAY_TABLE_INCOMPLETE, categories=missing)
    if Category.HIGH_CARD in r.pay_table:
        add("pay_table", P.HIGH_CARD_NEVER_PAYS)
    for name in ("bonus_table", "jackpot_percent"):
        if Category.HIGH_CARD in getattr(r, name):
            add(name, P.HIGH_CARD_NEVER_PAYS)
    both = tuple(c for c in sorted(r.bonus_table) if c in r.jackpot_percent)
    if both:
        add("bonus_table", P.ODDS_AND_JACKPOT, categories=both)
    if r.dealer_qualifier not in (Category.ACE_KING, Category.ONE_PAIR):
        add("dealer_qualifier", P.BAD_QUALIFIER, category=r.dealer_qualifier)
    if r.insurance_min_category is Category.HIGH_CARD:
        add("insurance_min_category", P.CATEGORY_FROM_ACE_KING)
    return out


_TABLES = ("pay_table", "bonus_table", "jackpot_percent")
_CODES = {  # pydantic's error type: the problem's code and the pydantic context key of its limit
    "int_type": (P.NOT_A_WHOLE_NUMBER, None),
    "int_from_float": (P.NOT_A_WHOLE_NUMBER, None),
    "bool_type": (P.NOT_A_BOOL, None),
    "string_type": (P.NOT_TEXT, None),
    "string_pattern_mismatch": (P.NOT_A_CURRENCY, None),
    "greater_than_equal": (P.AT_LEAST, "ge"),
    "less_than_equal": (P.AT_MOST, "le"),
    "less_than": (P.BELOW, "lt"),
    "enum": (P.NOT_EXPECTED, None),
    "extra_forbidden": (P.UNKNOWN_HOUSE_RULE, None),
}


def _shown(value: object) -> str:
    """A value as a problem line shows it: bounded (huge numbers by their size)."""
    if isinstance(value, int) and not isinstance(value, bool):
        return show_number(value)
    try:
        text = json.dumps(value, default=repr)
    except (RecursionError, ValueError):
        return Shown.DEEPLY_NESTED
    return text if len(text) <= 80 else text[:77] + "..."


def _problems_of(error: ValidationError) -> list[Problem]:
    out: list[Problem] = []
    for e in error.errors():
        ctx = e.get("ctx") or {}
        if e["type"] == "house_rules":
            out.extend(ctx["problems"])
            continue
        if isinstance(ctx.get("error"), HouseRulesError):  # raised by __init__ during validation
            out.extend(ctx["error"].problems)
            continue
        loc = [str(x) for x in e["loc"]]
        if len(loc) > 1 and loc[0] in _TABLES and isinstance(e["loc"][1], int):
            loc[1] = Category(e["loc"][1]).key
        field = ": ".join(loc)
        known = _CODES.get(e["type"])
        if known is None:
            out.append(Problem.of(Place.HOUSE, field, P.INVALID, detail=e["msg"][0].lower() + e["msg"][1:]))
            continue
        code, limit = known
        params: dict[str, object] = {"value": _shown(e.get("input"))}
        if limit is not None:
            params["limit"] = ctx[limit]
        if code is P.NOT_EXPECTED:
            params["expected"] = ctx["expected"]
        out.append(Problem(Place.HOUSE, field, code, MappingProxyType(params)))
    return out


HouseRules.FIELDS = tuple(HouseRules.model_fields)
_DEFAULT = HouseRules()
