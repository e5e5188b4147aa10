"""The diagnosis names every wrong line, one by one, with the rule it breaks.

Property: for every generated round (every level) and every single-line and
two-line perturbation of the right answer, the diagnosis names exactly the
perturbed lines, each with a kind and the rulebook sections of the rule it
breaks; a line given a figure some single rule produces is named by that rule.
Then the regressions the trainees saw."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dealer_app.training.answers import BoxAnswer
from dealer_app.training.diagnosis import LineMistake, diagnose
from dealer_app.training.drill import BoxTask, Drill, build_drill, drill_from_rounds
from dealer_app.training.figures import MONEY_TERMS, AnswerField, BoxFigures
from dealer_app.training.grading import grade, grade_box
from dealer_app.training.levels import Level
from dealer_app.training.mistakes import CONCRETE_KINDS, MistakeKind, RoundContext, classify

K = MistakeKind
F = AnswerField


def full_answer(e: BoxFigures) -> dict[AnswerField, object]:
    """Every line of the right answer."""
    return {f: e.value(f) for f in AnswerField}


def wrong_values(ctx: RoundContext, n: int, f: AnswerField, e: BoxFigures) -> list[tuple[object, MistakeKind | None]]:
    """Wrong figures for line ``f``: each single rule's figure on that line (with the rule), and a slip."""
    right = e.value(f)
    out: list[tuple[object, MistakeKind | None]] = []
    for k in CONCRETE_KINDS:
        for v in ctx.perturbed(k, n):
            if v.value(f) != right and all(v.value(f) != x for x, _ in out):
                out.append((v.value(f), k))
    if f is F.HAND2:
        out.append((None if right is not None else "one_pair", None))
    elif f is F.REPLACED:
        out.append((("2c",) if right != ("2c",) else ("3c",), None))
    elif f is F.INSURANCE_MAX:
        out.append(((right or 0) + 100, None))
    else:
        assert isinstance(right, int)
        out.append((right + 137, None))
    return out


def check_lines(ctx: RoundContext, n: int, stated: dict[AnswerField, object], wrong: set[AnswerField]) -> None:
    lines = diagnose(ctx, n, stated)
    assert {ln.field for ln in lines} == wrong, (stated, lines)
    assert len(lines) == len(wrong)
    for ln in lines:
        assert ln.given == stated[ln.field] and ln.expected == ctx.figures[n].value(ln.field)
        assert ln.kind is not K.FOLLOWS or ln.field in (F.NET, F.CAPPED)
        assert ln.sections, ln  # every line cites the rulebook


def check_named(ctx: RoundContext, n: int, line: LineMistake, kind: MistakeKind) -> None:
    """A line given the figure of single rule ``kind`` is named by rules that give that figure, and by
    ``kind`` itself when ``kind`` changes no other line (the net and the cap aside: they follow)."""
    f = line.field
    if kind is K.INSURANCE_NOT_SETTLED and f is F.NET and K.INSURANCE_FORGOTTEN in line.candidates:
        return  # the net without the insurance, the insurance line right: left out of the net
    assert line.candidates and line.kind is not K.SLIP, line
    for k in line.candidates:
        same = K.INSURANCE_NOT_SETTLED if k is K.INSURANCE_FORGOTTEN else k  # on the net, the same figure
        assert any(v.value(f) == line.given for v in ctx.perturbed(same, n)), (k, line)
    right = ctx.figures[n]
    alone = any(v.value(f) == line.given and all(v.value(g) == right.value(g) for g in AnswerField
                                                 if g not in (f, F.NET, F.CAPPED))
                for v in ctx.perturbed(kind, n))
    if alone:
        assert kind in line.candidates, (kind, line)


def perturbation_checks(drill: Drill, task: BoxTask, pairs: int) -> None:
    ctx = drill.context(task.round)
    n = task.box
    e = task.expected
    right = full_answer(e)
    assert diagnose(ctx, n, right) == ()
    options = {f: wrong_values(ctx, n, f, e) for f in AnswerField}
    for f, values in options.items():
        for value, kind in values:
            stated = {**right, f: value}
            check_lines(ctx, n, stated, {f})
            if kind is not None and not classify(ctx, n, stated).candidates:
                (line,) = diagnose(ctx, n, stated)
                check_named(ctx, n, line, kind)
    for f, g in itertools.islice(itertools.combinations(AnswerField, 2), pairs):
        for (a, _), (b, _) in itertools.product(options[f][-2:], options[g][-2:]):
            check_lines(ctx, n, {**right, f: a, g: b}, {f, g})


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(level=st.sampled_from(list(Level)), seed=st.integers(0, 2**31))
def test_diagnosis_names_exactly_the_perturbed_lines(level: Level, seed: int) -> None:
    drill = build_drill(level, seed, 2)
    for task in drill.tasks():
        perturbation_checks(drill, task, pairs=45)


def test_diagnosis_on_the_contract_rounds(rounds: list[dict[str, Any]]) -> None:
    """The same property on rounds made by an independent implementation of RULES.md (level 7: everything)."""
    drill = drill_from_rounds(Level.CAP, rounds[:25])
    for task in drill.tasks():
        perturbation_checks(drill, task, pairs=12)


# ---------------------------------------------------------------------------
# The regressions
# ---------------------------------------------------------------------------


@pytest.fixture(scope="module")
def insured() -> tuple[Drill, BoxTask]:
    """A level-5 box whose insurance is lost (taken)."""
    for seed in range(400):
        drill = build_drill(Level.INSURANCE, seed, 4)
        for t in drill.tasks():
            if t.expected.insurance < 0 and t.expected.insurance_max and not t.expected.capped:
                return drill, t
    raise AssertionError("no lost insurance in 400 drills")


def answer(task: BoxTask, **changes: object) -> BoxAnswer:
    vals: dict[AnswerField, object] = {f: task.expected.value(f) for f in (*task.terms, F.NET, *task.questions)}
    vals.update({F(k): v for k, v in changes.items()})
    return BoxAnswer(task.round, task.box, vals)


def test_insurance_returned_is_named(insured: tuple[Drill, BoxTask]) -> None:
    """Insurance 0 where it is lost (the net still right): the insurance line, insurance returned (§7)."""
    drill, t = insured
    v = grade_box(drill, t, answer(t, insurance=0))
    (line,) = v.lines
    assert line.field is F.INSURANCE and line.kind is K.INSURANCE_NOT_SETTLED and 7 in line.sections
    assert v.mistakes == (K.INSURANCE_NOT_SETTLED,)


def test_forgotten_insurance_and_wrong_maximum_are_two_mistakes(insured: tuple[Drill, BoxTask]) -> None:
    drill, t = insured
    e = t.expected
    net = e.net - e.insurance
    assert e.insurance_max is not None
    v = grade_box(drill, t, answer(t, insurance=0, net=net, insurance_max=e.insurance_max + 500))
    kinds = {ln.field: ln.kind for ln in v.lines}
    assert kinds == {F.INSURANCE: K.INSURANCE_NOT_SETTLED, F.NET: K.FOLLOWS, F.INSURANCE_MAX: K.INSURANCE_MAX_WRONG}
    assert v.mistakes == (K.INSURANCE_NOT_SETTLED, K.INSURANCE_MAX_WRONG)
    # the net alone, without the insurance: insurance forgotten
    v = grade_box(drill, t, BoxAnswer(t.round, t.box, {F.NET: net, **{q: e.value(q) for q in t.questions}}))
    (line,) = v.lines
    assert line.kind is K.INSURANCE_FORGOTTEN and line.sections == (7, 12)


def test_folded_ante_returned() -> None:
    for seed in range(200):
        drill = build_drill(Level(1), seed, 3)
        folded = [t for t in drill.tasks() if t.view.get("decision") == "fold" and t.expected.ante < 0]
        if folded:
            break
    t = folded[0]
    v = grade_box(drill, t, answer(t, ante=0, net=t.expected.net - t.expected.ante))
    assert {ln.field: ln.kind for ln in v.lines} == {F.ANTE: K.FOLDED_ANTE_RETURNED, F.NET: K.FOLDED_ANTE_RETURNED}
    assert v.lines[0].sections == (6,)


def test_several_mistakes_listed_one_by_one() -> None:
    """Fee forgotten and the Ante sign turned round at once: two lines, two rules."""
    for seed in range(300):
        drill = build_drill(Level.BOUGHT_GAME, seed, 4)
        hits = [t for t in drill.tasks() if t.expected.fees < 0 and t.expected.ante != 0]
        if hits:
            break
    t = hits[0]
    v = grade_box(drill, t, answer(t, ante=-t.expected.ante, fees=0))
    kinds = {ln.field: ln.kind for ln in v.lines if ln.field in MONEY_TERMS}
    assert kinds[F.FEES] is K.FEE_FORGOTTEN
    assert kinds[F.ANTE] in (K.PAID_TAKEN_REVERSED, *CONCRETE_KINDS)
    assert len(v.mistakes) >= 2


def test_stopping_early_is_not_wrong() -> None:
    drill = build_drill(Level.BOUGHT_GAME, 8, 5)
    tasks = drill.tasks()
    report = grade(drill, [answer(tasks[0])])
    assert report.correct == 1 and report.answered == 1 and report.unanswered == len(tasks) - 1
    assert report.percent == 100.0
    assert not report.mistakes
