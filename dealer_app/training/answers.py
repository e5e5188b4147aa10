"""The trainee's answers: one JSON object per box (JSON Lines), parsed and checked.

The format is documented in ``docs/TRAINING.md``. Bad input is refused with
one line per problem naming the line number and the field, e.g.
``line 3: bet: must be a whole number of minor units, not 1.5``.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from dealer_app import refusal_codes as rc
from dealer_app.refusal import Refusal
from dealer_app.safe_input import InputError, loads
from dealer_app.training.figures import AnswerField
from rules.cards import CardError, DuplicateCardError, parse_cards
from rules.hands import Category
from rules.limits import MAX_AMOUNT, show_number

__all__ = [
    "AnswerError",
    "AnswerFileError",
    "BoxAnswer",
    "parse_answer",
    "parse_answer_lines",
]

_KEYS = {"round", "box", "seconds", *(f.value for f in AnswerField)}


@dataclass(frozen=True, slots=True)
class AnswerError:
    """One problem in an answer file: where (line number, 1-based), which field, what
    (typed: a refusal, or the card reader's error)."""

    line: int
    field: str
    message: Refusal | ValueError

    @property
    def refusal(self) -> Refusal:
        """The problem with its place, typed: ``line N: field: ...``."""
        if self.field:
            return rc.OnLineField(n=self.line, afield=self.field, why=self.message)
        return rc.OnLine(n=self.line, why=self.message)

    def __str__(self) -> str:
        return str(self.refusal)


class AnswerFileError(ValueError):
    """An answer file that cannot be graded; carries every problem found."""

    def __init__(self, errors: Iterable[AnswerError]) -> None:
        self.errors: tuple[AnswerError, ...] = tuple(errors)
        super().__init__("\n".join(str(e) for e in self.errors))

    @property
    def lines(self) -> tuple[str, ...]:
        return tuple(str(e) for e in self.errors)


@dataclass(frozen=True, slots=True)
class BoxAnswer:
    """What the trainee stated for one box. ``values`` holds only the fields
    given: money as ints, ``hand2`` as a category key or ``None``, ``replaced``
    as a tuple of canonical cards, ``insurance_max`` as an int."""

    round: int
    box: int
    values: Mapping[AnswerField, object] = field(default_factory=dict)
    seconds: float | None = None
    line: int | None = None

    def given(self, f: AnswerField) -> bool:
        return f in self.values


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _show(value: object) -> str:
    if isinstance(value, int) and not isinstance(value, bool):
        return show_number(value)
    text = json.dumps(value, ensure_ascii=False) if not isinstance(value, str) else repr(value)
    return text if len(text) <= 80 else text[:77] + "..."


def parse_answer(obj: object, line: int) -> tuple[BoxAnswer | None, list[AnswerError]]:
    """Parse one answer object (already decoded from JSON); the answer, or the problems."""
    errors: list[AnswerError] = []

    def err(fld: str, msg: Refusal | ValueError) -> None:
        errors.append(AnswerError(line, fld, msg))

    if not isinstance(obj, Mapping):
        err("", rc.AnswerNotAnObject(value=_show(obj)))
        return None, errors
    for k in obj:
        if k not in _KEYS:
            err(str(k), rc.AnswerFieldUnknown())
    ids: dict[str, int] = {}
    for k in ("round", "box"):
        v = obj.get(k)
        if v is None:
            err(k, rc.AnswerMissing())
        elif not _whole(v) or v < 1 or v >= MAX_AMOUNT:
            err(k, rc.AnswerNotFromOne(value=_show(v)))
        else:
            ids[k] = int(v)
    values: dict[AnswerField, object] = {}
    for f in AnswerField:
        if f.value not in obj:
            continue
        v = obj[f.value]
        if f is AnswerField.HAND2:
            if v is None:
                values[f] = None
            elif isinstance(v, str) and v.strip().lower() not in ("", "high_card"):
                try:
                    values[f] = Category.parse(v.strip()).key
                except ValueError:
                    err(f.value, rc.AnswerNotACategory(value=_show(v)))
            else:
                err(f.value, rc.AnswerNotCategoryOrNull(value=_show(v)))
        elif f is AnswerField.REPLACED:
            if isinstance(v, str) or (isinstance(v, list) and all(isinstance(c, str) for c in v)):
                try:
                    values[f] = tuple(str(c) for c in parse_cards(v))
                except (CardError, DuplicateCardError) as e:
                    err(f.value, e)
            else:
                err(f.value, rc.AnswerNotCardList(value=_show(v)))
        elif v is None or not _whole(v) or not -MAX_AMOUNT < v < MAX_AMOUNT:
            err(f.value, rc.AnswerNotMinorUnits(value=_show(v)))
        elif f in (AnswerField.CAPPED, AnswerField.INSURANCE_MAX) and v < 0:
            err(f.value, rc.AnswerNegative(value=v))
        else:
            values[f] = int(v)
    seconds: float | None = None
    if "seconds" in obj:
        s = obj["seconds"]
        if isinstance(s, bool) or not isinstance(s, int | float) or s != s or not 0 <= s <= 10**7:
            err("seconds", rc.AnswerNotSeconds(value=_show(s)))
        else:
            seconds = float(s)
    if errors:
        return None, errors
    return BoxAnswer(ids["round"], ids["box"], values, seconds, line), errors


def parse_answer_lines(lines: Iterable[str]) -> tuple[list[BoxAnswer], list[AnswerError]]:
    """Parse a JSON Lines answer file (blank lines skipped); every answer and every problem."""
    answers: list[BoxAnswer] = []
    errors: list[AnswerError] = []
    for number, text in enumerate(lines, start=1):
        if not text.strip():
            continue
        try:
            obj: object = loads(text)
        except InputError as e:
            errors.append(AnswerError(number, "", rc.JsonInvalidParen(why=e)))
            continue
        answer, problems = parse_answer(obj, number)
        errors.extend(problems)
        if answer is not None:
            answers.append(answer)
    return answers, errors
