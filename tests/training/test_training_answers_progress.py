"""Answer files, progress records, weighting by history, sessions (clock injected)."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path
from typing import Any

import pytest

from dealer_app.training.answers import AnswerFileError, BoxAnswer, parse_answer_lines
from dealer_app.training.drill import Drill, drill_from_rounds
from dealer_app.training.figures import AnswerField
from dealer_app.training.grading import check_answers, grade
from dealer_app.training.levels import Level
from dealer_app.training.mistakes import MistakeKind
from dealer_app.training.progress import (
    BoxResult,
    JsonlProgressStore,
    Mode,
    SessionResult,
    kind_stats,
    level_stats,
    progress_by_day,
)
from dealer_app.training.session import ExamSpec, Feedback, SessionClosed, TrainingSession
from dealer_app.training.weighting import MASTERY_STREAK, kind_states, weak_kinds

K = MistakeKind


@pytest.fixture(scope="module")
def small(rounds: list[dict[str, Any]]) -> Drill:
    return drill_from_rounds(Level.CAP, rounds[:12])


# -- answer files -------------------------------------------------------------------


def test_answer_lines_parse() -> None:
    answers, errors = parse_answer_lines([
        '{"round": 1, "box": 3, "ante": 0, "bet": 4000, "fees": -1000, "net": 3000}',
        "",
        '{"round": 1, "box": 4, "net": -3000, "hand2": "ACE_KING", "replaced": "qs kd", "seconds": 4.5}',
        '{"round": 2, "box": 1, "net": 0, "hand2": null, "replaced": [], "insurance_max": 6000, "capped": 0}',
    ])
    assert errors == []
    a, b, c = answers
    assert a.values == {AnswerField.ANTE: 0, AnswerField.BET: 4000, AnswerField.FEES: -1000, AnswerField.NET: 3000}
    assert (a.line, b.line, c.line) == (1, 3, 4)
    assert b.values[AnswerField.HAND2] == "ace_king" and b.values[AnswerField.REPLACED] == ("Qs", "Kd")
    assert b.seconds == 4.5
    assert c.values[AnswerField.HAND2] is None and c.values[AnswerField.REPLACED] == ()


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("{not json", "line 1: not valid JSON"),
        ("[1, 2]", "line 1: must be a JSON object"),
        ('{"box": 1, "net": 0}', "line 1: round: missing"),
        ('{"round": 0, "box": 1, "net": 0}', "line 1: round: must be a whole number from 1, not 0"),
        ('{"round": 1, "box": true, "net": 0}', "line 1: box: must be a whole number from 1, not true"),
        ('{"round": 1, "box": 1, "bet": 1.5}', "line 1: bet: must be a whole number of minor units, not 1.5"),
        ('{"round": 1, "box": 1, "net": "100"}', "line 1: net: must be a whole number of minor units, not '100'"),
        ('{"round": 1, "box": 1, "tip": 5}', "line 1: tip: unknown field"),
        ('{"round": 1, "box": 1, "hand2": "pair"}', "line 1: hand2: 'pair' is not a hand category"),
        ('{"round": 1, "box": 1, "hand2": "high_card"}', "line 1: hand2: must be a hand category"),
        ('{"round": 1, "box": 1, "replaced": ["Zx"]}', "line 1: replaced: 'Zx' is not a card"),
        ('{"round": 1, "box": 1, "replaced": ["Qs", "qs"]}', "line 1: replaced: card Qs appears twice"),
        ('{"round": 1, "box": 1, "capped": -5}', "line 1: capped: must not be negative"),
        ('{"round": 1, "box": 1, "seconds": -1}', "line 1: seconds: must be a number of seconds"),
    ],
)
def test_bad_answer_lines_name_line_and_field(line: str, expected: str) -> None:
    _, errors = parse_answer_lines([line])
    assert errors and str(errors[0]).startswith(expected), [str(e) for e in errors]


def test_answers_checked_against_the_drill(small: Drill) -> None:
    t = small.tasks()[0]
    later = next(x for x in small.tasks() if x.questions and (x.round, x.box) != (t.round, t.box))
    answers = [
        BoxAnswer(99, 1, {AnswerField.NET: 0}, line=1),
        BoxAnswer(t.round, 9, {AnswerField.NET: 0}, line=2),
        BoxAnswer(t.round, t.box, {AnswerField.NET: 0}, line=3),
        BoxAnswer(t.round, t.box, {AnswerField.NET: 0}, line=4),
        BoxAnswer(later.round, later.box, {later.terms[0]: 0}, line=5),
    ]
    lines = [str(e) for e in check_answers(small, answers)]
    assert lines[0] == f"line 1: round: the drill has rounds 1 to {len(small.rounds)}, not 99"
    assert lines[1].startswith(f"line 2: box: round {t.round} has boxes ")
    assert any(x.startswith("line 4: box: round") and "already answered on line 3" in x for x in lines)
    assert any(x.startswith(f"line 5: {later.terms[1].value}: missing (give every term asked here") for x in lines)
    assert any(x.startswith(f"line 5: {later.questions[0].value}: missing (level 7 asks it") for x in lines)
    with pytest.raises(AnswerFileError):
        grade(small, answers)


def test_unanswered_boxes_count_as_wrong(small: Drill) -> None:
    t = small.tasks()[0]
    vals = {AnswerField.NET: t.expected.net, **{q: t.expected.value(q) for q in t.questions}}
    report = grade(small, [BoxAnswer(t.round, t.box, vals)])
    assert report.correct == 1 and report.unanswered == report.total - 1
    assert all(v.explanation for v in report.verdicts)


# -- progress records ----------------------------------------------------------------


def _session(trainee: str, when: dt.datetime, level: int, boxes: list[BoxResult]) -> SessionResult:
    return SessionResult(trainee, when, "L1-S1-K1-Hx", level, Mode.PRACTICE, 1, "default", 8 * len(boxes), tuple(boxes))


def _box(correct: bool, mistake: K | None = None, exercised: tuple[K, ...] = (), seconds: float = 5.0,
         candidates: tuple[K, ...] = ()) -> BoxResult:
    return BoxResult(1, 1, True, correct, mistake, exercised, seconds, candidates)


def test_jsonl_progress_store_round_trip(tmp_path: Path) -> None:
    store = JsonlProgressStore(tmp_path / "p" / "progress.jsonl")
    t0 = dt.datetime(2025, 3, 1, 9, 0, tzinfo=dt.UTC)
    a = _session("tim", t0, 1, [_box(True, exercised=(K.ANTE_PAID_ON_WIN,)), _box(False, K.FEE_FORGOTTEN, (K.FEE_FORGOTTEN,), 9.0)])
    b = _session("ann", t0 + dt.timedelta(days=1), 3, [_box(True)])
    store.record(a)
    store.record(b)
    with open(store.path, "a", encoding="utf-8") as f:
        f.write('{"format": "dealer-training-session/1", "trainee": "tim", "finis')  # torn last line
    assert store.results("tim") == [a]
    assert store.results() == [a, b]
    stats = level_stats(store.results())
    assert stats[1].boxes == 2 and stats[1].correct == 1 and stats[1].accuracy == 0.5 and stats[1].seconds == 7.0
    ks = kind_stats(store.results("tim"))
    assert ks[K.FEE_FORGOTTEN].mistakes == 1 and ks[K.FEE_FORGOTTEN].accuracy == 0.0
    assert ks[K.ANTE_PAID_ON_WIN].accuracy == 1.0
    days = progress_by_day(store.results())
    assert list(days) == [t0.date(), t0.date() + dt.timedelta(days=1)]


def test_weak_kinds_until_mastered() -> None:
    t0 = dt.datetime(2025, 3, 1, tzinfo=dt.UTC)
    hist = [_session("tim", t0, 6, [_box(False, K.HAND2_MISSED, (K.HAND2_MISSED,)),
                                    _box(False, K.HAND2_MISSED, (K.HAND2_MISSED,)),
                                    _box(False, K.AMBIGUOUS, (K.CATEGORY_TOO_LOW, K.ODDS_ON_ANTE),
                                         candidates=(K.CATEGORY_TOO_LOW, K.ODDS_ON_ANTE))])]
    assert weak_kinds(hist) == {K.HAND2_MISSED: 2, K.CATEGORY_TOO_LOW: 1, K.ODDS_ON_ANTE: 1}
    assert weak_kinds(hist, level=5) == {K.CATEGORY_TOO_LOW: 1, K.ODDS_ON_ANTE: 1}
    right = [_box(True, exercised=(K.HAND2_MISSED,)) for _ in range(MASTERY_STREAK - 1)]
    hist.append(_session("tim", t0 + dt.timedelta(hours=1), 6, right))
    assert K.HAND2_MISSED in weak_kinds(hist)
    hist.append(_session("tim", t0 + dt.timedelta(hours=2), 6, [_box(True, exercised=(K.HAND2_MISSED,))]))
    assert K.HAND2_MISSED not in weak_kinds(hist)
    st = kind_states(hist)[K.HAND2_MISSED]
    assert st.ever == 2 and st.streak == MASTERY_STREAK and not st.weak


# -- sessions --------------------------------------------------------------------------


class FakeClock:
    def __init__(self) -> None:
        self.t = 100.0

    def __call__(self) -> float:
        return self.t


def _values(task: Any, *, wrong: bool = False) -> dict[str, object]:
    out: dict[str, object] = {"net": task.expected.net + (1 if wrong else 0)}
    for q in task.questions:
        v = task.expected.value(q)
        out[q.value] = list(v) if isinstance(v, tuple) else v
    return out


def test_practice_session_immediate_feedback(small: Drill, tmp_path: Path) -> None:
    clock = FakeClock()
    store = JsonlProgressStore(tmp_path / "progress.jsonl")
    s = TrainingSession(small, "tim", clock=clock, store=store)
    first = s.current
    assert first is not None
    with pytest.raises(AnswerFileError) as bad:
        s.answer({"bet": "lots"})
    assert "bet: must be a whole number" in str(bad.value)
    assert s.current is first  # nothing recorded
    clock.t += 6
    v = s.answer(_values(first))
    assert v is not None and v.correct and v.seconds == 6.0 and v.explanation
    clock.t += 3
    v2 = s.answer(_values(s.current, wrong=True))
    assert v2 is not None and not v2.correct and v2.mistake is K.SLIP
    out = s.finish()
    assert out.report.correct == 1 and out.report.unanswered == out.report.total - 2
    assert store.results("tim") == [out.result]
    assert s.finish() is out and len(store.results()) == 1
    with pytest.raises(SessionClosed):
        s.answer({"net": 0})


def test_timed_session_runs_out(small: Drill) -> None:
    clock = FakeClock()
    s = TrainingSession(small, "tim", mode=Mode.TIMED, clock=clock)
    assert s.time_limit_seconds == small.target_seconds
    s.answer(_values(s.current))
    clock.t += small.target_seconds + 1
    assert s.out_of_time and s.current is None
    with pytest.raises(SessionClosed, match="time is up"):
        s.answer({"net": 0})
    out = s.finish()
    assert out.result.mode is Mode.TIMED and out.report.correct == 1


def test_exam_gives_no_feedback_until_the_end(rounds: list[dict[str, Any]]) -> None:
    spec = ExamSpec("exam-7", Level.PLAIN_SHOWDOWN, seed=0, rounds=1, instructor="pat")
    drill = drill_from_rounds(Level.PLAIN_SHOWDOWN, rounds[:3])
    s = TrainingSession(drill, "tim", exam=spec, feedback=Feedback.IMMEDIATE, clock=FakeClock())
    assert s.mode is Mode.EXAM and s.feedback is Feedback.AT_END
    while s.current is not None:
        assert s.answer(_values(s.current, wrong=True)) is None
    out = s.finish()
    assert out.result.exam_id == "exam-7" and out.report.correct == 0
    assert all(v.explanation for v in out.report.verdicts)
    with pytest.raises(ValueError):
        TrainingSession(drill, "tim", mode=Mode.EXAM)


def test_session_result_json_round_trip() -> None:
    r = _session("tim", dt.datetime(2025, 1, 2, 3, 4, 5, tzinfo=dt.UTC), 2,
                 [_box(False, K.AMBIGUOUS, (K.CATEGORY_TOO_LOW,), candidates=(K.CATEGORY_TOO_LOW, K.ODDS_ON_ANTE))])
    assert SessionResult.from_json(json.loads(json.dumps(r.to_json()))) == r
