"""Demo data for trainee mode (screenshots, demonstrations): a trainee's
history of graded sessions, a planted single-rule mistake, and the answer
form filled as a trainee would type it.

Everything is graded by the training core and recorded through the services
(:class:`~dealer_app.training.ServiceProgressStore`), exactly as the app
records a session; the drills come from the core's seeded generator.
"""

from __future__ import annotations

import datetime as dt
import functools
import random
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from dealer_app.training import BoxTask, Drill

if TYPE_CHECKING:
    from dealer_app.services.app import DealerServices
    from dealer_app.services.common import Session
    from dealer_app.training import MistakeKind
    from ui.training.answer import AnswerForm

__all__ = ["fill_answer", "planted_mistake", "right_figures", "seed_progress"]


def right_figures(task: BoxTask) -> dict[str, Any]:
    """The engine's answer for ``task``, field by field (answer-file keys)."""
    e = task.expected
    figures: dict[str, Any] = {f.value: e.value(f) for f in task.terms}
    for q in task.questions:
        figures[q.value] = e.value(q)
    return figures


def planted_mistake(drill: Drill, task: BoxTask) -> tuple[MistakeKind, dict[str, Any]] | None:
    """(kind, figures) of a single-rule mistake for ``task`` — what a trainee who gets exactly
    that rule wrong writes, worked out by the core's own perturbation of the round — or
    ``None`` when no rule changes a figure this box is asked."""
    from dealer_app.training import CONCRETE_KINDS

    ctx = drill.context(task.round)
    asked = (*task.terms, *task.questions)
    right = task.expected
    for kind in CONCRETE_KINDS:
        for v in ctx.perturbed(kind, task.box):
            if any(v.value(f) != right.value(f) for f in asked):
                return kind, {f.value: v.value(f) for f in asked}
    return None


def fill_answer(form: AnswerForm, task: BoxTask, figures: Mapping[str, Any]) -> None:
    """Put ``figures`` into the answer form's rows (term by term, then the questions)."""
    from ui.training.answer import AmountRow, CardsRow, Hand2Row, TermRow

    money = form.money
    if form.net_mode:
        form.set_net_mode(False, focus=False)
    for f in task.terms:
        term = form.row(f)
        assert isinstance(term, TermRow), term
        term.fill(int(figures[f.value]), money)
    for q in task.questions:
        row = form.row(q)
        v = figures[q.value]
        if isinstance(row, Hand2Row):
            row.choose(v)
        elif isinstance(row, CardsRow):
            row.edit.setText(" ".join(str(c) for c in v) if v else "-")
        else:
            assert isinstance(row, AmountRow), row
            row.edit.setText("0" if v is None else money.minor_to_major_text(int(v)))


class _ManualClock:
    """A session clock the demo moves forward by hand (seconds the trainee "took")."""

    def __init__(self) -> None:
        self.seconds = 0.0

    def __call__(self) -> float:
        return self.seconds


def _same(when: dt.datetime) -> dt.datetime:
    return when


def seed_progress(services: DealerServices, session: Session, *, days: int = 6, rounds: int = 4, seed: int = 1) -> int:
    """Give the signed-in trainee ``days`` days of graded sessions (levels opening up day by day,
    a few planted mistakes that grow rarer, times that improve) and two table-speed runs.
    Returns the number of sessions recorded."""
    from dealer_app.training import Level, Mode, ServiceProgressStore, TrainingSession, build_drill

    rng = random.Random(seed)
    store = ServiceProgressStore(services, session)
    trainee = session.user.name
    start = dt.datetime.now(dt.UTC).replace(hour=9, minute=0, second=0, microsecond=0) - dt.timedelta(days=days)
    count = 0
    for day in range(days):
        for lv in range(1, min(7, 2 + day) + 1):
            clock = _ManualClock()
            when = start + dt.timedelta(days=day, minutes=15 * lv)
            drill = build_drill(Level(lv), seed * 1000 + day * 10 + lv, rounds)
            s = TrainingSession(drill, trainee, mode=Mode.TIMED if (day + lv) % 2 else Mode.PRACTICE,
                                clock=clock, now=functools.partial(_same, when), time_limit_seconds=10**6)
            for task in drill.tasks():
                values: dict[str, Any] = {"net": task.expected.net}
                for q in task.questions:
                    v = task.expected.value(q)
                    values[q.value] = list(v) if isinstance(v, tuple) else v
                if rng.random() < 0.45 - 0.06 * day:
                    planted = planted_mistake(drill, task)
                    if planted is not None:
                        values = {k: (list(v) if isinstance(v, tuple) else v) for k, v in planted[1].items()}
                clock.seconds += max(2.0, rng.uniform(6, 16) - 1.4 * day)
                s.answer(values)
            store.record(s.finish().result)
            count += 1
    for i, (secs, ok) in enumerate(((62.0, 3), (48.5, 4))):
        services.training.record(session, level=2 + i, mode="table_speed", rounds=4, correct=ok, seconds=secs * 4,
                                 details={"unit": "round", "seed": 7 + i, "per_round": [[secs, True]] * 4})
        count += 1
    return count
