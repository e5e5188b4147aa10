"""The dealer's entries at a live round: one frozen record per kind of step.

Every step kind is described once, by its class: the fields (with how each is
read from JSON, in the field's metadata), the phase from which a new entry of
that kind may be made (``opens``), the field name its problems carry
(``field_name``), and its own form checks (:meth:`StepBase.validate`). The
registry of kinds, ``to_json`` and :func:`step_from_json` come from that one
description.

>>> from rules.cards import parse_cards
>>> step = FinalCards(3, parse_cards("Qh Qs Qd 8c 4h"))
>>> step.to_json()
{'kind': 'final_cards', 'box': 3, 'cards': ['Qh', 'Qs', 'Qd', '8c', '4h']}
>>> step_from_json(step.to_json()) == step
True
>>> step_from_json({"kind": "decide", "box": 2, "decision": "maybe"})
Traceback (most recent call last):
...
rules.poker.steps.StepFormatError: box 2: decision: must be one of bet, fold, not 'maybe'
"""

from __future__ import annotations

import enum
import functools
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields
from types import MappingProxyType
from typing import Any, ClassVar, Self

from rules.cards import FULL_DECK, Card, CardError, parse_card
from rules.limits import show_text
from rules.poker.problem_codes import TypeName
from rules.poker.problems import Place, Problem, Where
from rules.poker.problems import ProblemCode as P
from rules.poker.record import Decision, NoGame
from rules.refusal import Refusal

__all__ = [
    "BonusCards",
    "BoxStatus",
    "CloseBets",
    "DealerCards",
    "DealerReplacement",
    "Decide",
    "Entry",
    "Exchange",
    "FinalCards",
    "Insure",
    "NoGameChoice",
    "Phase",
    "PlaceBet",
    "SixthCard",
    "Slot",
    "Step",
    "StepBase",
    "StepFormatError",
    "StepKind",
    "Undo",
    "Withdraw",
    "step_from_json",
]


class StepKind(enum.StrEnum):
    """What a step enters; the value is the step's ``"kind"`` in JSON."""

    PLACE_BET = "place_bet"
    CLOSE_BETS = "close_bets"
    BONUS_CARDS = "bonus_cards"
    EXCHANGE = "exchange"
    SIXTH_CARD = "sixth_card"
    DECIDE = "decide"
    INSURE = "insure"
    DEALER_CARDS = "dealer_cards"
    NO_GAME_CHOICE = "no_game_choice"
    DEALER_REPLACEMENT = "dealer_replacement"
    FINAL_CARDS = "final_cards"
    UNDO = "undo"
    WITHDRAW = "withdraw"


class Phase(enum.StrEnum):
    """Where the round stands: the earliest thing still to be entered."""

    BETS = "bets"
    BONUS = "bonus"
    DECISIONS = "decisions"
    DEALER = "dealer"
    NO_GAME = "no_game"
    REPLACEMENT = "replacement"
    SHOWDOWN = "showdown"
    COMPLETE = "complete"

    @property
    def order(self) -> int:
        return _PHASE_ORDER[self]


_PHASE_ORDER = {p: i for i, p in enumerate(Phase)}


class BoxStatus(enum.StrEnum):
    """A box as the layout shows it."""

    WAITING = "waiting"
    FOLDED = "folded"
    PLAYING = "playing"
    BOUGHT_GAME = "bought_game"
    SETTLED = "settled"


class StepFormatError(Refusal[Problem]):
    """A step in JSON form that cannot be read (:func:`step_from_json`): malformed, a
    sibling of :class:`~rules.poker.problems.StepRefused` (well-formed, not allowed now)."""


# --------------------------------------------------------------------------
# Reading fields from JSON
# --------------------------------------------------------------------------

Reader = Callable[[object], Any]


class _FieldError(ValueError):
    """A JSON field a reader cannot read: the problem's code and parameters."""

    def __init__(self, code: P, **params: object) -> None:
        super().__init__(code)
        self.code = code
        self.params = params


def _read_int(v: object) -> int:
    if type(v) is not int:
        raise _FieldError(P.NOT_A_WHOLE_NUMBER, value=repr(v))
    return v


def _read_bool(v: object) -> bool:
    if type(v) is not bool:
        raise _FieldError(P.NOT_A_BOOL, value=repr(v))
    return v


def _read_cards(v: object) -> tuple[Card, ...]:
    if not isinstance(v, list):
        raise _FieldError(P.NOT_A_CARD_LIST, value=repr(v))
    try:  # the common case: every card in canonical notation (``As``, ``Td``)
        return tuple(map(_CANONICAL.__getitem__, v))
    except (KeyError, TypeError):
        return tuple(_read_card(x) for x in v)


def _read_card(v: object) -> Card:
    card = _CANONICAL.get(v) if type(v) is str else None
    if card is not None:
        return card
    try:
        return parse_card(v)
    except CardError as e:
        raise _FieldError(P.NOT_A_CARD, value=show_text(e.text)) from None


_CANONICAL: dict[str, Card] = {str(c): c for c in FULL_DECK}
"""Each card by its canonical text (what :meth:`StepBase.to_json` writes): read as
:func:`~rules.cards.parse_card` reads it, without its normalising."""


def _read_enum(cls: type[enum.StrEnum]) -> Reader:
    def read(v: object) -> enum.StrEnum:
        try:
            if not isinstance(v, str):
                raise ValueError
            return cls(v)
        except ValueError:
            raise _FieldError(P.NOT_ONE_OF, expected=", ".join(m.value for m in cls), value=repr(v)) from None

    return read


def _json(read: Reader, *, required: bool = True) -> dict[str, Any]:
    """A step field's metadata: how it is read from JSON, and whether JSON must give it."""
    return {"read": read, "required": required}


def _encode(value: object) -> object:
    if isinstance(value, tuple):
        return [str(c) for c in value]
    if isinstance(value, Card | enum.Enum):
        return str(value)
    return value


def _is_cards(v: object) -> bool:
    return isinstance(v, tuple) and all(isinstance(c, Card) for c in v)


def _cards_problems(where: Where, name: str, cards: object) -> list[Problem]:
    if not _is_cards(cards):
        return [Problem.of(where, name, P.NOT_A_CARD_TUPLE)]
    assert isinstance(cards, tuple)
    if len(set(cards)) != len(cards):
        dup = next(c for c in cards if cards.count(c) > 1)
        return [Problem.of(where, name, P.CARD_TWICE, card=dup)]
    return []


def _amount_problem(where: Where, name: str, value: object) -> list[Problem]:
    if type(value) is not int or value < 0:
        return [Problem.of(where, name, P.NOT_MINOR_UNITS, value=repr(value))]
    return []


# --------------------------------------------------------------------------
# The steps
# --------------------------------------------------------------------------

_REGISTRY: dict[StepKind, type[StepBase]] = {}


class StepBase:
    """What every step is: its kind, the phase from which a new entry of its kind may be
    made, the field its problems name, and its form checks. Subclasses register
    themselves by ``kind`` (``class PlaceBet(StepBase, kind=StepKind.PLACE_BET, ...)``)."""

    kind: ClassVar[StepKind]
    opens: ClassVar[Phase | None] = None
    """From which phase a *new* entry of this kind may be made (corrections of an existing
    entry are allowed in any phase); ``None`` for the corrections themselves."""
    field_name: ClassVar[str] = ""
    """The field named by a problem with this entry (``box 3: decision: …``)."""
    table_wide: ClassVar[bool] = False
    """One entry per round, not per box."""
    dealer: ClassVar[bool] = False
    """Entered for the dealer (its problems are the dealer's)."""

    def __init_subclass__(cls, *, kind: StepKind, opens: Phase | None = None, field_name: str = "",
                          table_wide: bool = False, dealer: bool = False, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if kind in _REGISTRY:
            raise TypeError(f"two step classes for {kind}")
        cls.kind = kind
        cls.opens = opens
        cls.field_name = field_name
        cls.table_wide = table_wide
        cls.dealer = dealer
        _REGISTRY[kind] = cls

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind.value}
        for f in fields(self):  # type: ignore[arg-type]  # every step is a dataclass
            out[f.name] = _encode(getattr(self, f.name))
        return out

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> Self:
        """The step a :meth:`to_json` dict describes: a step of any kind from ``StepBase``,
        of this class's kind only from a step class. Raises :class:`StepFormatError`."""
        step = step_from_json(d)
        if not isinstance(step, cls):
            raise StepFormatError([Problem.of(Place.ROUND, "kind", P.WRONG_STEP_KIND, value=repr(step.kind.value),
                                              step=cls.kind)])
        return step

    def where(self) -> Where:
        """Where this entry's problems are: its box, the dealer, or the round."""
        box = getattr(self, "box", None)
        if type(box) is int:
            return box
        return Place.DEALER if self.dealer else Place.ROUND

    def validate(self) -> list[Problem]:
        """The types of the step's fields (steps built in code may hold anything)."""
        if hasattr(self, "box") and type(getattr(self, "box", None)) is not int:
            return [Problem.of(Place.ROUND, "box", P.NOT_A_BOX_NUMBER, value=repr(getattr(self, "box", None)))]
        return []


@dataclass(frozen=True)
class PlaceBet(StepBase, kind=StepKind.PLACE_BET, opens=Phase.BETS, field_name="ante"):
    """An Ante (and bonus) on a box; ``dark`` puts Ante and Bet down before the deal."""

    box: int = field(metadata=_json(_read_int))
    ante: int = field(metadata=_json(_read_int))
    bonus: int = field(default=0, metadata=_json(_read_int, required=False))
    dark: bool = field(default=False, metadata=_json(_read_bool, required=False))

    def validate(self) -> list[Problem]:
        where = self.where()
        out = StepBase.validate(self)
        out += _amount_problem(where, "ante", self.ante) + _amount_problem(where, "bonus", self.bonus)
        if type(self.dark) is not bool:
            out.append(Problem.of(where, "dark", P.NOT_A_BOOL, value=repr(self.dark)))
        return out


@dataclass(frozen=True)
class CloseBets(StepBase, kind=StepKind.CLOSE_BETS, opens=Phase.BETS, field_name="bets", table_wide=True):
    """"No more bets": the deal follows."""


@dataclass(frozen=True)
class BonusCards(StepBase, kind=StepKind.BONUS_CARDS, opens=Phase.BONUS, field_name="cards"):
    """A box's five cards as dealt, when shown (for its bonus, or at an exchange)."""

    box: int = field(metadata=_json(_read_int))
    cards: tuple[Card, ...] = field(metadata=_json(_read_cards))

    def validate(self) -> list[Problem]:
        return StepBase.validate(self) + _cards_problems(self.where(), "cards", self.cards)


@dataclass(frozen=True)
class Exchange(StepBase, kind=StepKind.EXCHANGE, opens=Phase.DECISIONS, field_name="exchange"):
    """An exchange: ``count`` cards when only the number was seen, or ``discard``
    and ``draw`` (then the box's dealt cards must have been entered)."""

    box: int = field(metadata=_json(_read_int))
    count: int | None = field(default=None, metadata=_json(_read_int, required=False))
    discard: tuple[Card, ...] | None = field(default=None, metadata=_json(_read_cards, required=False))
    draw: tuple[Card, ...] | None = field(default=None, metadata=_json(_read_cards, required=False))

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind.value, "box": self.box}
        if self.discard is not None or self.draw is not None:
            out["discard"] = _encode(self.discard or ())
            out["draw"] = _encode(self.draw or ())
        else:
            out["count"] = self.count
        return out

    def validate(self) -> list[Problem]:
        where = self.where()
        out = StepBase.validate(self)
        if self.discard is None and self.draw is None:
            if type(self.count) is not int:
                out.append(Problem.of(where, "exchange", P.EXCHANGE_GIVE_COUNT))
        elif self.count is not None:
            out.append(Problem.of(where, "exchange", P.EXCHANGE_NOT_BOTH))
        elif not _is_cards(self.discard) or not _is_cards(self.draw):
            out.append(Problem.of(where, "exchange", P.EXCHANGE_NOT_TUPLES))
        else:
            assert self.discard is not None and self.draw is not None
            if len(self.discard) != len(self.draw):
                out.append(Problem.of(where, "exchange", P.STEP_DISCARDED_NOT_DRAWN, count=len(self.discard),
                                      drawn=len(self.draw)))
            if len(set(self.discard + self.draw)) != len(self.discard) + len(self.draw):
                out.append(Problem.of(where, "exchange", P.A_CARD_TWICE))
        return out


@dataclass(frozen=True)
class SixthCard(StepBase, kind=StepKind.SIXTH_CARD, opens=Phase.DECISIONS, field_name="sixth_card"):
    """A sixth card bought: the card when seen, ``None`` when only the purchase is known."""

    box: int = field(metadata=_json(_read_int))
    card: Card | None = field(default=None, metadata=_json(_read_card, required=False))

    def validate(self) -> list[Problem]:
        out = StepBase.validate(self)
        if self.card is not None and not isinstance(self.card, Card):
            out.append(Problem.of(self.where(), "sixth_card", P.NOT_A_CARD_OR_NONE, value=repr(self.card)))
        return out


@dataclass(frozen=True)
class Decide(StepBase, kind=StepKind.DECIDE, opens=Phase.DECISIONS, field_name="decision"):
    """Bet or fold."""

    box: int = field(metadata=_json(_read_int))
    decision: Decision = field(metadata=_json(_read_enum(Decision)))

    def validate(self) -> list[Problem]:
        out = StepBase.validate(self)
        if not isinstance(self.decision, Decision):
            out.append(Problem.of(self.where(), "decision", P.NOT_A_DECISION_OBJECT, value=repr(self.decision)))
        return out


@dataclass(frozen=True)
class Insure(StepBase, kind=StepKind.INSURE, opens=Phase.DECISIONS, field_name="insurance"):
    """Insurance put up by a betting box (0 takes it back)."""

    box: int = field(metadata=_json(_read_int))
    amount: int = field(metadata=_json(_read_int))

    def validate(self) -> list[Problem]:
        return StepBase.validate(self) + _amount_problem(self.where(), "insurance", self.amount)


@dataclass(frozen=True)
class DealerCards(StepBase, kind=StepKind.DEALER_CARDS, opens=Phase.DEALER, field_name="cards", table_wide=True,
                  dealer=True):
    """The dealer's five cards, as turned."""

    cards: tuple[Card, ...] = field(metadata=_json(_read_cards))

    def validate(self) -> list[Problem]:
        return _cards_problems(Place.DEALER, "cards", self.cards)


@dataclass(frozen=True)
class NoGameChoice(StepBase, kind=StepKind.NO_GAME_CHOICE, opens=Phase.NO_GAME, field_name="no_game"):
    """A betting box's choice when the dealer has no game."""

    box: int = field(metadata=_json(_read_int))
    choice: NoGame = field(metadata=_json(_read_enum(NoGame)))

    def validate(self) -> list[Problem]:
        out = StepBase.validate(self)
        if not isinstance(self.choice, NoGame):
            out.append(Problem.of(self.where(), "no_game", P.NOT_A_NO_GAME_OBJECT, value=repr(self.choice)))
        return out


@dataclass(frozen=True)
class DealerReplacement(StepBase, kind=StepKind.DEALER_REPLACEMENT, opens=Phase.REPLACEMENT,
                        field_name="replacements", dealer=True):
    """The card drawn for the dealer for a bought game (the app names the card it replaces)."""

    card: Card = field(metadata=_json(_read_card))

    def validate(self) -> list[Problem]:
        if not isinstance(self.card, Card):
            return [Problem.of(Place.DEALER, "replacements", P.NOT_A_CARD_OBJECT, value=repr(self.card))]
        return []


@dataclass(frozen=True)
class FinalCards(StepBase, kind=StepKind.FINAL_CARDS, opens=Phase.NO_GAME, field_name="final_cards"):
    """The cards a box shows down (five, or six with a sixth card)."""

    box: int = field(metadata=_json(_read_int))
    cards: tuple[Card, ...] = field(metadata=_json(_read_cards))

    def validate(self) -> list[Problem]:
        return StepBase.validate(self) + _cards_problems(self.where(), "final_cards", self.cards)


@dataclass(frozen=True)
class Undo(StepBase, kind=StepKind.UNDO):
    """Withdraw the last effective entry (a correction's undo restores what it replaced)."""


@dataclass(frozen=True)
class Withdraw(StepBase, kind=StepKind.WITHDRAW):
    """Remove the entry of one slot, e.g. ``Withdraw(StepKind.EXCHANGE, 3)`` (an
    exchange recorded for box 3 by mistake). Refused when later entries depend on it.
    ``DEALER_REPLACEMENT`` withdraws the last replacement card."""

    target: StepKind = field(metadata=_json(_read_enum(StepKind)))
    box: int | None = field(default=None, metadata=_json(_read_int, required=False))


Step = (
    PlaceBet | CloseBets | BonusCards | Exchange | SixthCard | Decide | Insure | DealerCards | NoGameChoice
    | DealerReplacement | FinalCards | Undo | Withdraw
)
Entry = (
    PlaceBet | CloseBets | BonusCards | Exchange | SixthCard | Decide | Insure | DealerCards | NoGameChoice
    | DealerReplacement | FinalCards
)
"""The steps that fill a slot (every step but the corrections :class:`Undo` and :class:`Withdraw`)."""
Slot = tuple[StepKind, int | None]


def step_class(kind: StepKind) -> type[StepBase]:
    return _REGISTRY[kind]


def field_name(kind: StepKind) -> str:
    """The field a problem with an entry of ``kind`` names (the kind itself for the corrections)."""
    return _REGISTRY[kind].field_name or str(kind)


@functools.cache
def _fields_of(kind: StepKind) -> dict[str, tuple[Reader, bool]]:
    """How each field of a kind's step class is read from JSON and whether JSON must give it,
    by name (read once: a log's replay reads millions of steps)."""
    return {f.name: (f.metadata["read"], f.metadata["required"])
            for f in fields(_REGISTRY[kind])}  # type: ignore[arg-type]


_KINDS: dict[object, StepKind] = {k.value: k for k in StepKind}


def step_from_json(d: Mapping[str, Any]) -> Step:
    """The step a :meth:`to_json` dict describes. Raises :class:`StepFormatError`
    naming every field that is wrong."""
    if not isinstance(d, Mapping):
        raise StepFormatError([Problem.of(Place.ROUND, "step", P.NOT_AN_OBJECT, value=TypeName(type(d).__name__))])
    kind_text = d.get("kind")
    kind = _KINDS.get(kind_text) if type(kind_text) is str else None
    if kind is None:
        try:
            kind = StepKind(str(kind_text))
        except ValueError:
            raise StepFormatError([Problem.of(Place.ROUND, "kind", P.NOT_A_STEP, value=repr(kind_text))]) from None
    cls = _REGISTRY[kind]
    spec = _fields_of(kind)
    box = d.get("box")
    where: Where = box if type(box) is int else Place.ROUND
    problems = [Problem.of(where, str(key), P.UNKNOWN_STEP_FIELD, step=kind)
                for key in d if key != "kind" and key not in spec]
    values: dict[str, Any] = {}
    for name, (read, required) in spec.items():
        value = d.get(name)
        if value is None:
            if required:
                problems.append(Problem.of(where, name, P.MISSING))
            continue
        try:
            values[name] = read(value)
        except _FieldError as e:
            problems.append(Problem(where, name, e.code, MappingProxyType(e.params)))
    if problems:
        raise StepFormatError(problems)
    step: Step = cls(**values)  # type: ignore[assignment]
    return step
