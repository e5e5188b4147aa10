"""Trainee mode: settlement drills on the real engine (issue 7). No Qt here.

The pieces, in the order a session uses them:

- :func:`build_drill` / :func:`practice_drill` (weighted by history) / :class:`ExamSpec`:
  a :class:`Drill` of seeded generated rounds fitted to a :class:`Level`.
- :class:`TrainingSession`: present :attr:`~TrainingSession.current` (a :class:`BoxTask`
  whose ``view`` is what the trainee sees), :meth:`~TrainingSession.answer`,
  :meth:`~TrainingSession.finish` (practice, timed or exam; feedback now or at the end).
- :func:`grade` / :class:`BoxVerdict`: the engine's figures, the explanation, and the
  :class:`MistakeKind` found by :func:`classify`.
- :class:`ProgressStore` (:class:`ServiceProgressStore` in the shift store,
  :class:`JsonlProgressStore` in a file), :func:`level_stats`, :func:`kind_stats`,
  :func:`progress_by_day`, :func:`weak_kinds`.
- the wording as text or JSON lives above, in :mod:`dealer_app.cli.train_text`
  (the package never imports :mod:`dealer_app.wording`; the wording imports it).

See docs/TRAINING.md.
"""

from __future__ import annotations

from dealer_app.training.answers import AnswerError, AnswerFileError, BoxAnswer, parse_answer, parse_answer_lines
from dealer_app.training.drill import BoxTask, Drill, DrillError, DrillRound, Target, build_drill, drill_from_rounds
from dealer_app.training.figures import AnswerField, BoxFigures
from dealer_app.training.grading import BoxVerdict, FieldCheck, GradeReport, grade, grade_box
from dealer_app.training.levels import Level
from dealer_app.training.mistakes import CONCRETE_KINDS, Classification, MistakeKind, classify
from dealer_app.training.progress import (
    BoxResult,
    JsonlProgressStore,
    Mode,
    ProgressStore,
    SessionResult,
    Stat,
    kind_stats,
    level_stats,
    progress_by_day,
)
from dealer_app.training.session import (
    ExamSpec,
    Feedback,
    SessionClosed,
    SessionOutcome,
    TrainingSession,
    practice_drill,
)
from dealer_app.training.situations import Situation
from dealer_app.training.store_progress import ServiceProgressStore
from dealer_app.training.weighting import MASTERY_STREAK, KindState, kind_states, weak_kinds

__all__ = [
    "CONCRETE_KINDS",
    "MASTERY_STREAK",
    "AnswerError",
    "AnswerField",
    "AnswerFileError",
    "BoxAnswer",
    "BoxFigures",
    "BoxResult",
    "BoxTask",
    "BoxVerdict",
    "Classification",
    "Drill",
    "DrillError",
    "DrillRound",
    "ExamSpec",
    "Feedback",
    "FieldCheck",
    "GradeReport",
    "JsonlProgressStore",
    "KindState",
    "Level",
    "MistakeKind",
    "Mode",
    "ProgressStore",
    "ServiceProgressStore",
    "SessionClosed",
    "SessionOutcome",
    "SessionResult",
    "Situation",
    "Stat",
    "Target",
    "TrainingSession",
    "build_drill",
    "classify",
    "drill_from_rounds",
    "grade",
    "grade_box",
    "kind_states",
    "kind_stats",
    "level_stats",
    "parse_answer",
    "parse_answer_lines",
    "practice_drill",
    "progress_by_day",
    "weak_kinds",
]
