"""Grading: the trainee's answers against the engine's settlement.

A box is right when every money figure stated (each term asked, or the net)
and every other question asked agrees with the engine. A wrong box is
classified (:func:`dealer_app.training.mistakes.classify`). Every verdict
carries the engine's explanation of the right answer.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from dealer_app import refusal_codes as rc
from dealer_app.training.answers import AnswerError, AnswerFileError, BoxAnswer
from dealer_app.training.diagnosis import LineMistake, diagnose
from dealer_app.training.drill import BoxTask, Drill
from dealer_app.training.figures import MONEY_TERMS, AnswerField, BoxFigures
from dealer_app.training.mistakes import CONCRETE_KINDS, MistakeKind
from rules.poker.explain import Explanation

__all__ = [
    "BoxVerdict",
    "FieldCheck",
    "GradeReport",
    "check_answers",
    "exercised_kinds",
    "grade",
    "grade_box",
]


@dataclass(frozen=True, slots=True)
class FieldCheck:
    """One stated (or asked but unanswered) field against the engine's figure."""

    field: AnswerField
    given: object
    expected: object
    answered: bool = True

    @property
    def ok(self) -> bool:
        return self.answered and self.given == self.expected


@dataclass(frozen=True, slots=True)
class BoxVerdict:
    round: int
    box: int
    answered: bool
    correct: bool
    checks: tuple[FieldCheck, ...]
    expected: BoxFigures
    explanation: tuple[str, ...]
    mistake: MistakeKind | None
    """``None`` when right or not answered."""
    candidates: tuple[MistakeKind, ...]
    """Every single-rule mistake that gives the trainee's figures (several when ambiguous)."""
    exercised: tuple[MistakeKind, ...]
    """The mistake kinds this box tests (getting it right counts towards mastering them)."""
    seconds: float | None = None
    explained: Explanation | None = None
    """The explanation's terms, for any language (``dealer_app.wording.explanations``)."""
    lines: tuple[LineMistake, ...] = ()
    """Every wrong line, one by one, with the rule it breaks (empty when right or not answered)."""

    @property
    def mistakes(self) -> tuple[MistakeKind, ...]:
        """The mistakes made, one per rule broken, in the order of the lines (the net that only
        follows the wrong lines above it is not one)."""
        out: list[MistakeKind] = []
        for line in self.lines:
            kinds = line.candidates if line.kind is MistakeKind.OTHER and line.candidates else (line.kind,)
            out += [k for k in kinds if k.counted and k not in out]
        return tuple(out)


@dataclass(frozen=True)
class GradeReport:
    """Every verdict of one graded drill, with the score."""

    drill_id: str
    level: int
    verdicts: tuple[BoxVerdict, ...]
    target_seconds: int
    currency: str = "EUR"
    """The house currency (the verdicts' money in words)."""

    @property
    def total(self) -> int:
        return len(self.verdicts)

    @property
    def correct(self) -> int:
        return sum(1 for v in self.verdicts if v.correct)

    @property
    def answered(self) -> int:
        return sum(1 for v in self.verdicts if v.answered)

    @property
    def score(self) -> float:
        """Fraction of the boxes answered that are right (0..1): a box left unanswered (a drill
        stopped early) is "not answered", never wrong."""
        return self.correct / self.answered if self.answered else 0.0

    @property
    def percent(self) -> float:
        return round(100.0 * self.score, 1)

    @property
    def mistakes(self) -> Counter[MistakeKind]:
        return Counter(k for v in self.verdicts for k in v.mistakes)

    @property
    def unanswered(self) -> int:
        return sum(1 for v in self.verdicts if not v.answered)

    @property
    def seconds(self) -> float | None:
        """Total time taken, when every answered box carries its time."""
        times = [v.seconds for v in self.verdicts if v.answered]
        if not times or any(t is None for t in times):
            return None
        return float(sum(t for t in times if t is not None))


def exercised_kinds(drill: Drill, task: BoxTask) -> tuple[MistakeKind, ...]:
    """The mistake kinds whose rule changes one of the figures asked for this box."""
    ctx = drill.context(task.round)
    fields = (*task.terms, AnswerField.NET, *task.questions)
    right = task.expected
    out = []
    for k in CONCRETE_KINDS:
        if any(any(v.value(f) != right.value(f) for f in fields) for v in ctx.perturbed(k, task.box)):
            out.append(k)
    return tuple(out)


def grade_box(drill: Drill, task: BoxTask, answer: BoxAnswer | None) -> BoxVerdict:
    """Grade one box (``answer`` ``None``: not answered)."""
    exp = task.expected
    exercised = exercised_kinds(drill, task)
    if answer is None:
        checks = tuple(FieldCheck(f, None, exp.value(f), answered=False) for f in (AnswerField.NET, *task.questions))
        return BoxVerdict(task.round, task.box, False, False, checks, exp, task.explanation, None, (), exercised,
                          explained=task.explained)
    fields: list[AnswerField] = []
    # the terms stated (every term asked is there unless the net is given: see check_answers)
    fields += [f for f in MONEY_TERMS if answer.given(f)]
    if answer.given(AnswerField.NET):
        fields.append(AnswerField.NET)
    fields += list(task.questions)
    fields += [f for f in AnswerField if answer.given(f) and f not in fields]
    checks = tuple(
        FieldCheck(f, answer.values[f], exp.value(f)) if answer.given(f)
        else FieldCheck(f, None, exp.value(f), answered=False)
        for f in fields
    )
    correct = all(c.ok for c in checks)
    mistake: MistakeKind | None = None
    candidates: tuple[MistakeKind, ...] = ()
    lines: tuple[LineMistake, ...] = ()
    if not correct:
        stated = {f: v for f, v in answer.values.items()}
        lines = diagnose(drill.context(task.round), task.box, stated)
        first = next((ln for ln in lines if ln.kind.counted), lines[0] if lines else None)
        if first is not None:
            mistake, candidates = first.kind, first.candidates
    return BoxVerdict(task.round, task.box, True, correct, checks, exp, task.explanation, mistake, candidates,
                      exercised, answer.seconds, task.explained, lines)


def check_answers(drill: Drill, answers: Sequence[BoxAnswer]) -> list[AnswerError]:
    """Problems with a set of answers for ``drill``: unknown round or box, a box
    answered twice, the money neither by every term asked nor by the net, an asked
    question missing."""
    errors: list[AnswerError] = []
    seen: dict[tuple[int, int], int] = {}
    for a in answers:
        line = a.line or 0
        if not 1 <= a.round <= len(drill.rounds):
            errors.append(AnswerError(line, "round", rc.AnswerRoundOutOfRange(max=len(drill.rounds), value=a.round)))
            continue
        task = drill.task(a.round, a.box)
        if task is None:
            boxes = ", ".join(str(t.box) for t in drill.rounds[a.round - 1].tasks)
            errors.append(AnswerError(line, "box", rc.AnswerBoxNotInRound(n=a.round, boxes=boxes, value=a.box)))
            continue
        key = (a.round, a.box)
        if key in seen:
            errors.append(AnswerError(line, "box", rc.AnswerBoxTwice(n=a.round, b=a.box, line=seen[key])))
            continue
        seen[key] = line
        if not a.given(AnswerField.NET):
            missing = [f for f in task.terms if not a.given(f)]
            if missing:
                asked = ", ".join(f.value for f in task.terms)
                errors.append(AnswerError(line, missing[0].value, rc.AnswerTermsMissing(asked=asked)))
        for q in task.questions:
            if not a.given(q):
                errors.append(AnswerError(line, q.value, rc.AnswerQuestionMissing(level=int(drill.level))))
    return errors


def grade(drill: Drill, answers: Iterable[BoxAnswer]) -> GradeReport:
    """Grade ``answers`` for ``drill``; boxes without an answer count as not answered.
    Raises :class:`AnswerFileError` when the answers do not fit the drill."""
    answers = list(answers)
    errors = check_answers(drill, answers)
    if errors:
        raise AnswerFileError(errors)
    by_key: Mapping[tuple[int, int], BoxAnswer] = {(a.round, a.box): a for a in answers}
    verdicts = tuple(grade_box(drill, t, by_key.get((t.round, t.box))) for t in drill.tasks())
    return GradeReport(drill.drill_id, int(drill.level), verdicts, drill.target_seconds, drill.house.currency)
