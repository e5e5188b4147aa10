"""A trainee's session over a drill: practice, timed, or a locked exam.

The GUI (and tests) drive a :class:`TrainingSession`: show :attr:`current`,
pass the trainee's figures to :meth:`answer`, and :meth:`finish`. Feedback
comes back from :meth:`answer` at once, or only from :meth:`finish`
(``Feedback.AT_END``, always so in an exam). The clock is injected, so a timed
session is testable without waiting.
"""

from __future__ import annotations

import datetime as dt
import enum
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from dealer_app.training.answers import AnswerError, AnswerFileError, BoxAnswer, parse_answer
from dealer_app.training.drill import BoxTask, Drill, build_drill
from dealer_app.training.engine import HouseRules
from dealer_app.training.grading import BoxVerdict, GradeReport, check_answers, grade_box
from dealer_app.training.levels import Level
from dealer_app.training.progress import BoxResult, Mode, ProgressStore, SessionResult
from dealer_app.training.skills import review_focus
from dealer_app.training.weighting import weak_kinds

__all__ = [
    "ExamSpec",
    "Feedback",
    "SessionClosed",
    "SessionOutcome",
    "TrainingSession",
    "practice_drill",
]


class Feedback(enum.StrEnum):
    IMMEDIATE = "immediate"
    AT_END = "at_end"


class SessionClosed(RuntimeError):
    """An answer after the session ended (finished, or out of time in timed mode)."""


@dataclass(frozen=True)
class ExamSpec:
    """A locked exam, fixed by an instructor: level, seed, rounds, house rules.

    The trainee cannot change any of it; the drill is built without weighting
    (every trainee sitting the exam gets the same rounds) and no feedback is
    given until the end."""

    exam_id: str
    level: Level
    seed: int
    rounds: int
    instructor: str
    house: HouseRules | None = None
    profile: str = "default"
    time_limit_seconds: int | None = None

    def drill(self) -> Drill:
        return build_drill(self.level, self.seed, self.rounds, self.house, profile=self.profile)


@dataclass(frozen=True)
class SessionOutcome:
    report: GradeReport
    result: SessionResult


def practice_drill(
    level: Level, seed: int, rounds: int, house: HouseRules | None = None, *,
    history: list[SessionResult] | None = None, profile: str = "default", now: dt.datetime | None = None,
) -> Drill:
    """A practice drill weighted towards the trainee's weak kinds (from ``history``) and, given ``now``,
    towards the skills due for review then (:func:`dealer_app.training.skills.review_focus`)."""
    focus = weak_kinds(history or [], int(level))
    if now is not None:
        focus = review_focus(history or [], int(level), now, weak=focus)
    return build_drill(level, seed, rounds, house, focus=focus, profile=profile)


class TrainingSession:
    """One trainee working through one drill."""

    def __init__(
        self,
        drill: Drill,
        trainee: str,
        *,
        mode: Mode = Mode.PRACTICE,
        feedback: Feedback = Feedback.IMMEDIATE,
        time_limit_seconds: float | None = None,
        exam: ExamSpec | None = None,
        store: ProgressStore | None = None,
        clock: Callable[[], float] = time.monotonic,
        now: Callable[[], dt.datetime] = lambda: dt.datetime.now(dt.UTC),
    ) -> None:
        if exam is not None:
            mode, feedback = Mode.EXAM, Feedback.AT_END
            time_limit_seconds = exam.time_limit_seconds
        elif mode is Mode.EXAM:
            raise ValueError("an exam session needs its ExamSpec (use TrainingSession.exam)")
        if mode is Mode.TIMED and time_limit_seconds is None:
            time_limit_seconds = drill.target_seconds
        self.drill = drill
        self.trainee = trainee
        self.mode = mode
        self.feedback = feedback
        self.time_limit_seconds = time_limit_seconds
        self.exam = exam
        self._store = store
        self._clock = clock
        self._now = now
        self._tasks: list[BoxTask] = drill.tasks()
        self._answers: dict[tuple[int, int], BoxAnswer] = {}
        self._verdicts: dict[tuple[int, int], BoxVerdict] = {}
        self._index = 0
        self._started = clock()
        self._shown_at = self._started
        self._outcome: SessionOutcome | None = None

    @classmethod
    def exam_session(cls, spec: ExamSpec, trainee: str, **kwargs: object) -> TrainingSession:
        return cls(spec.drill(), trainee, exam=spec, **kwargs)  # type: ignore[arg-type]

    # -- state ----------------------------------------------------------------------------
    @property
    def tasks(self) -> list[BoxTask]:
        return list(self._tasks)

    @property
    def current(self) -> BoxTask | None:
        """The next box to settle (``None`` when every box is done or time is up)."""
        if self.closed:
            return None
        return self._tasks[self._index] if self._index < len(self._tasks) else None

    @property
    def position(self) -> tuple[int, int]:
        """(boxes done, boxes in the drill)."""
        return self._index, len(self._tasks)

    @property
    def elapsed(self) -> float:
        return self._clock() - self._started

    @property
    def time_left(self) -> float | None:
        if self.time_limit_seconds is None:
            return None
        return self.time_limit_seconds - self.elapsed

    @property
    def out_of_time(self) -> bool:
        left = self.time_left
        return left is not None and left <= 0

    @property
    def closed(self) -> bool:
        return self._outcome is not None or self.out_of_time

    # -- answering --------------------------------------------------------------------------
    def answer(self, values: Mapping[str, object]) -> BoxVerdict | None:
        """Answer the current box with ``values`` (the answer-file keys, without
        ``round``/``box``). Returns the verdict at once with immediate feedback,
        ``None`` otherwise. Raises :class:`AnswerFileError` (nothing recorded) when
        the answer is malformed or incomplete, :class:`SessionClosed` when the
        session is over."""
        task = self.current
        if task is None:
            raise SessionClosed("the session is over" if self._outcome or self._index >= len(self._tasks) else "time is up")
        now = self._clock()
        obj = dict(values)
        obj.update({"round": task.round, "box": task.box})
        obj.setdefault("seconds", round(now - self._shown_at, 3))
        number = self._index + 1
        parsed, errors = parse_answer(obj, number)
        if parsed is None:
            raise AnswerFileError(errors)
        problems = [AnswerError(e.line, e.field, e.message) for e in check_answers(self.drill, [parsed])]
        if problems:
            raise AnswerFileError(problems)
        verdict = grade_box(self.drill, task, parsed)
        key = (task.round, task.box)
        self._answers[key] = parsed
        self._verdicts[key] = verdict
        self._index += 1
        self._shown_at = now
        return verdict if self.feedback is Feedback.IMMEDIATE else None

    def skip(self) -> None:
        """Leave the current box unanswered and move on."""
        if self.current is None:
            raise SessionClosed("the session is over")
        self._index += 1
        self._shown_at = self._clock()

    def finish(self) -> SessionOutcome:
        """End the session: every box not answered counts as not answered. Records
        the result in the progress store (once) and returns the full feedback."""
        if self._outcome is not None:
            return self._outcome
        total = self.elapsed
        verdicts = []
        for t in self._tasks:
            key = (t.round, t.box)
            v = self._verdicts.get(key)
            verdicts.append(v if v is not None else grade_box(self.drill, t, None))
        report = GradeReport(self.drill.drill_id, int(self.drill.level), tuple(verdicts), self.drill.target_seconds,
                             self.drill.house.currency)
        result = SessionResult(
            trainee=self.trainee,
            finished_at=self._now(),
            drill_id=self.drill.drill_id,
            level=int(self.drill.level),
            mode=self.mode,
            seed=self.drill.seed,
            profile=self.drill.profile,
            target_seconds=self.drill.target_seconds,
            boxes=tuple(
                BoxResult.of(v)
                for v in verdicts
            ),
            seconds=round(total, 3),
            exam_id=self.exam.exam_id if self.exam else None,
            extra={"instructor": self.exam.instructor, "rounds": len(self.drill.rounds)} if self.exam else {},
        )
        self._outcome = SessionOutcome(report, result)
        if self._store is not None:
            self._store.record(result)
        return self._outcome
