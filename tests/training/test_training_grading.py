"""The grader against the engine, and the mistake classifier, on the contract's
example rounds (made by an independent implementation of RULES.md)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from training_helpers import EXAMPLES
from training_planting import PLANTERS, Plant, money

from dealer_app.training.answers import BoxAnswer
from dealer_app.training.drill import BoxTask, Drill, drill_from_rounds
from dealer_app.training.engine import effective_house
from dealer_app.training.figures import MONEY_TERMS, AnswerField
from dealer_app.training.grading import grade, grade_box
from dealer_app.training.levels import Level
from dealer_app.training.mistakes import CONCRETE_KINDS, MistakeKind
from rules.poker.house import HouseRules


@pytest.fixture(scope="module")
def drills(rounds: list[dict[str, Any]]) -> dict[int, Drill]:
    return {int(lv): drill_from_rounds(lv, rounds) for lv in Level}


def right_answer(task: BoxTask, *, net_only: bool = False) -> BoxAnswer:
    vals: dict[AnswerField, object] = {AnswerField.NET: task.expected.net}
    if not net_only:
        vals.update({f: task.expected.value(f) for f in task.terms})
    vals.update({q: task.expected.value(q) for q in task.questions})
    return BoxAnswer(task.round, task.box, vals)


def test_expected_figures_are_the_contracts() -> None:
    """The grader's right answers are exactly the settlements the contract expects."""
    lines = (EXAMPLES / "random-rounds.jsonl").read_text(encoding="utf-8").splitlines()
    cases = [c for c in map(json.loads, lines) if c["expected"] is not None]
    drill = drill_from_rounds(Level.CAP, [c["round"] for c in cases])
    for r, case in zip(drill.rounds, cases, strict=True):
        for sbox in case["expected"]["boxes"]:
            t = drill.task(r.number, sbox["box"])
            assert t is not None
            assert t.expected.terms() == {f: sbox["results"][f.value] for f in MONEY_TERMS}, case["name"]
            assert (t.expected.capped, t.expected.net) == (sbox["capped"], sbox["net"]), case["name"]
            second = sbox["second_hand"]["category"] if sbox["second_hand"] else None
            assert t.expected.hand2 == second
            if sbox["bought_game"]:
                assert list(t.expected.replaced) == case["expected"]["dealer"]["replaced"]
            assert t.explanation, "every box carries the engine's explanation"


@pytest.mark.parametrize("level", list(Level))
def test_all_correct_scores_100(drills: dict[int, Drill], level: Level) -> None:
    d = drills[int(level)]
    report = grade(d, [right_answer(t) for t in d.tasks()])
    assert report.total == len(d.tasks()) > 1000
    assert report.correct == report.total and report.percent == 100.0
    assert all(v.explanation for v in report.verdicts)
    report = grade(d, [right_answer(t, net_only=True) for t in d.tasks()])
    assert report.percent == 100.0


def _stated(task: BoxTask, plant: Plant, sbox: dict[str, Any], house: HouseRules) -> dict[AnswerField, object]:
    m = money(plant, sbox, house)
    vals: dict[AnswerField, object] = {f: m[f.value] for f in task.terms}
    vals[AnswerField.NET] = m["net"]
    for q in task.questions:
        if q.value in plant.overrides:
            v = plant.overrides[q.value]
            vals[q] = tuple(v) if isinstance(v, list) else v
        elif q is AnswerField.CAPPED:
            vals[q] = m["capped"]
        else:
            vals[q] = task.expected.value(q)
    return vals


def _plants(drill: Drill, kind: MistakeKind) -> list[tuple[BoxTask, dict[AnswerField, object], bool]]:
    """Every box that can show ``kind``: (task, the planted answer, whether another
    planted mistake gives the very same answer on that box)."""
    out = []
    for r in drill.rounds:
        house = effective_house(r.round_json, HouseRules())
        for t in r.tasks:
            sbox = next(b for b in r.settlement.to_json()["boxes"] if b["box"] == t.box)
            plant = PLANTERS[kind](r.round_json, r.settlement.to_json(), sbox, house)
            if plant is None:
                continue
            vals = _stated(t, plant, sbox, house)
            right = right_answer(t).values
            if all(vals[f] == right.get(f, t.expected.value(f)) for f in vals):
                continue  # this mistake makes no difference here
            clash = False
            for other, fn in PLANTERS.items():
                if other is kind:
                    continue
                p2 = fn(r.round_json, r.settlement.to_json(), sbox, house)
                if p2 is not None and _stated(t, p2, sbox, house) == vals:
                    clash = True
            out.append((t, vals, clash))
    return out


@pytest.mark.parametrize("kind", CONCRETE_KINDS)
def test_planted_mistake_is_found_and_classified(drills: dict[int, Drill], kind: MistakeKind) -> None:
    drill = drills[max(1, kind.level)]
    plants = _plants(drill, kind)
    assert plants, f"no example box can show {kind}"
    # the first box where no other planted mistake gives the same figures: exactly this kind
    task, vals, _ = next(p for p in plants if not p[2])
    v = grade_box(drill, task, BoxAnswer(task.round, task.box, vals))
    assert not v.correct
    assert v.mistake is kind, (task.round, task.box, vals, v.candidates)
    assert kind in v.exercised
    # and wherever it is planted, the classifier names it among the single-rule explanations
    for task, vals, clash in plants:
        v = grade_box(drill, task, BoxAnswer(task.round, task.box, vals))
        assert kind in v.candidates, (task.round, task.box, vals, v.candidates)
        assert v.mistake in ((kind, MistakeKind.AMBIGUOUS) if len(v.candidates) > 1 else (kind,))
        if clash:
            assert v.mistake is MistakeKind.AMBIGUOUS


def test_one_file_with_a_mistake_of_every_kind(drills: dict[int, Drill]) -> None:
    """One answer file (level 7 asks everything) with one planted mistake per kind
    that level 7's questions can tell apart; every other box right."""
    drill = drills[7]
    planted: dict[tuple[int, int], MistakeKind] = {}
    answers = {(t.round, t.box): right_answer(t) for t in drill.tasks()}
    for kind in CONCRETE_KINDS:
        for task, vals, clash in _plants(drill, kind):
            key = (task.round, task.box)
            if clash or key in planted:
                continue
            planted[key] = kind
            answers[key] = BoxAnswer(*key, vals)
            break
    assert set(planted.values()) == set(CONCRETE_KINDS)
    report = grade(drill, answers.values())
    found = {(v.round, v.box): v.mistake for v in report.verdicts if not v.correct}
    assert found == planted
    assert report.correct == report.total - len(planted)


def test_ambiguous_when_two_rules_give_the_figure(drills: dict[int, Drill]) -> None:
    """Two pair read as one pair pays B × 1; odds paid on the Ante pay A × 2: with
    Bet = 2 × Ante both give the same Bet result, so the answer is ambiguous."""
    drill = drills[1]
    seen = 0
    for task, vals, clash in _plants(drill, MistakeKind.CATEGORY_TOO_LOW):
        if not clash:
            continue
        v = grade_box(drill, task, BoxAnswer(task.round, task.box, vals))
        assert v.mistake is MistakeKind.AMBIGUOUS
        assert {MistakeKind.CATEGORY_TOO_LOW, MistakeKind.ODDS_ON_ANTE} <= set(v.candidates)
        seen += 1
    assert seen > 0


def test_a_slip_when_no_single_rule_explains(drills: dict[int, Drill]) -> None:
    drill = drills[3]
    for t in drill.tasks()[:200]:
        vals = dict(right_answer(t).values)
        vals[AnswerField.NET] = t.expected.net + 7  # seven cents off: no rule does that
        if AnswerField.ANTE in vals:
            for f in (AnswerField.ANTE, AnswerField.BET, *t.terms):
                vals.pop(f, None)
        v = grade_box(drill, t, BoxAnswer(t.round, t.box, vals))
        assert not v.correct and v.mistake is MistakeKind.SLIP and v.candidates == ()
        (line,) = v.lines
        assert line.field is AnswerField.NET and line.sections == (12,)


def test_two_mistakes_at_once_are_listed_one_by_one(drills: dict[int, Drill]) -> None:
    """Fee forgotten and the Ante paid on a win together: no single rule gives that, so each
    wrong line is named on its own: the Ante paid on the win, the fee forgotten."""
    drill = drills[3]
    hits = 0
    for t in drill.tasks():
        e = t.expected
        sbox = next(b for b in drill.rounds[t.round - 1].settlement.to_json()["boxes"] if b["box"] == t.box)
        if sbox["outcome"] != "win" or e.fees == 0 or e.capped:
            continue
        house = effective_house(drill.rounds[t.round - 1].round_json, HouseRules())
        if house.ante_on_win.value != "push":
            continue
        vals = {AnswerField.ANTE: sbox["stakes"]["ante"], AnswerField.BET: e.bet, AnswerField.FEES: 0}
        vals.update({q: e.value(q) for q in t.questions})
        v = grade_box(drill, t, BoxAnswer(t.round, t.box, vals))
        lines = {ln.field: ln.kind for ln in v.lines}
        assert lines == {AnswerField.ANTE: MistakeKind.ANTE_PAID_ON_WIN, AnswerField.FEES: MistakeKind.FEE_FORGOTTEN}
        assert v.mistakes == (MistakeKind.ANTE_PAID_ON_WIN, MistakeKind.FEE_FORGOTTEN)
        # the net alone, both mistakes in it: the two rules are named together
        net = e.net + sbox["stakes"]["ante"] - e.fees
        v = grade_box(drill, t, BoxAnswer(t.round, t.box, {AnswerField.NET: net, **{q: e.value(q) for q in t.questions}}))
        (line,) = v.lines
        if line.kind is not MistakeKind.OTHER:
            continue  # one single rule happens to give the same net (a hand read a step up): named so
        assert {MistakeKind.ANTE_PAID_ON_WIN, MistakeKind.FEE_FORGOTTEN} <= set(line.candidates), line
        hits += 1
    assert hits > 0
