"""Drills from the engine's generator: levels deal only what they taught,
determinism, weighting, and the grader agreeing with the engine on them."""

from __future__ import annotations

import json
from typing import Any

import pytest

from dealer_app.training.answers import BoxAnswer
from dealer_app.training.drill import Drill, build_drill
from dealer_app.training.figures import AnswerField
from dealer_app.training.grading import grade
from dealer_app.training.levels import Level
from dealer_app.training.mistakes import MistakeKind
from dealer_app.training.situations import Situation, classify_round
from rules.poker.house import HouseRules
from rules.poker.settle import house_for, settle_round

ROUNDS = 12


@pytest.fixture(scope="module")
def drills() -> dict[int, Drill]:
    return {int(lv): build_drill(lv, 20250101 + int(lv), ROUNDS) for lv in Level}


def _answers(drill: Drill) -> list[BoxAnswer]:
    out = []
    for t in drill.tasks():
        vals: dict[AnswerField, object] = {f: t.expected.value(f) for f in t.terms}
        vals[AnswerField.NET] = t.expected.net
        vals.update({q: t.expected.value(q) for q in t.questions})
        out.append(BoxAnswer(t.round, t.box, vals))
    return out


@pytest.mark.parametrize("level", list(Level))
def test_levels_deal_only_what_they_taught(drills: dict[int, Drill], level: Level) -> None:
    drill = drills[int(level)]
    assert len(drill.rounds) == ROUNDS
    more = [build_drill(level, seed, 15) for seed in (1, 77, 31337)]
    seen: set[Situation] = set()
    for r in [*drill.rounds, *(r for d in more for r in d.rounds)]:
        # settle the dealt round afresh through the engine and look at it directly
        settled = settle_round(json.loads(json.dumps(r.round_json)), drill.house)
        assert settled == r.settlement
        st = settled.to_json()
        house = house_for(r.round_json.get("house"), drill.house)
        sits = classify_round(r.round_json, settled, house.jackpot_percent)
        assert sits.all <= level.taught, (r.number, sits.all - level.taught)
        seen |= sits.all
        boxes: list[dict[str, Any]] = list(r.round_json["boxes"])
        played = [b for b in st["boxes"] if b["outcome"] != "fold"]
        assert played, "every round has a box to settle beyond lost Antes"
        if level < Level.NO_GAME:
            assert st["dealer"]["qualified"]
        if level < Level.BOUGHT_GAME:
            assert not r.round_json["dealer"].get("replacements")
            assert not any(b.get("exchange") for b in boxes)
            assert all(b["results"]["fees"] == 0 for b in st["boxes"])
        if level < Level.BONUS_JACKPOT:
            assert not any(b.get("bonus") for b in boxes)
        if level < Level.INSURANCE:
            assert not any(b.get("insurance") for b in boxes)
        if level < Level.TWO_HANDS:
            assert not any(b.get("sixth_card") for b in boxes)
            assert all(b["second_hand"] is None for b in played)
        if level < Level.CAP:
            assert all(b["capped"] == 0 for b in st["boxes"])
    if level > Level.PLAIN_SHOWDOWN:
        assert seen & level.introduces, "a level's drill shows what the level introduces"


@pytest.mark.parametrize("level", list(Level))
def test_all_correct_answers_score_100(drills: dict[int, Drill], level: Level) -> None:
    drill = drills[int(level)]
    report = grade(drill, _answers(drill))
    assert report.total == len(drill.tasks()) > 0
    assert report.percent == 100.0
    assert all(v.explanation for v in report.verdicts)


def test_same_seed_same_drill() -> None:
    a = build_drill(Level.BOUGHT_GAME, 7, 6)
    b = build_drill(Level.BOUGHT_GAME, 7, 6)
    assert a.drill_id == b.drill_id
    assert [r.round_json for r in a.rounds] == [r.round_json for r in b.rounds]
    assert [r.generator_seed for r in a.rounds] == [r.generator_seed for r in b.rounds]
    c = build_drill(Level.BOUGHT_GAME, 8, 6)
    assert [r.round_json for r in a.rounds] != [r.round_json for r in c.rounds]
    # a longer drill starts with the same rounds
    d = build_drill(Level.BOUGHT_GAME, 7, 8)
    assert [r.round_json for r in d.rounds[:6]] == [r.round_json for r in a.rounds]


def test_house_rules_change_the_drill() -> None:
    house = HouseRules.from_mapping({"ante_on_win": "even_money", "insurance_max_percent": 50})
    a = build_drill(Level.PLAIN_SHOWDOWN, 3, 4)
    b = build_drill(Level.PLAIN_SHOWDOWN, 3, 4, house)
    assert a.drill_id != b.drill_id
    wins = [t for t in b.tasks() if Situation.SHOWDOWN_WIN in t.situations]
    assert all(t.expected.ante > 0 for t in wins)


def _exercising(drill: Drill, kind: MistakeKind) -> int:
    from dealer_app.training.grading import exercised_kinds

    return sum(1 for t in drill.tasks() if kind in exercised_kinds(drill, t))


@pytest.mark.parametrize(
    ("level", "kind"),
    [(Level.TWO_HANDS, MistakeKind.HAND2_MISSED), (Level.BOUGHT_GAME, MistakeKind.REDRAW_MISSED),
     (Level.CAP, MistakeKind.CAP_NOT_APPLIED)],
)
def test_weighting_shifts_drills_towards_a_weak_kind(level: Level, kind: MistakeKind) -> None:
    plain = build_drill(level, 99, 16)
    focused = build_drill(level, 99, 16, focus={kind: 5})
    assert focused.drill_id != plain.drill_id
    assert _exercising(focused, kind) > _exercising(plain, kind)
    assert sum(1 for r in focused.rounds if r.target.kind is kind) >= 4
    # reproducible given the seed and the weights
    again = build_drill(level, 99, 16, focus={kind: 5})
    assert [r.round_json for r in again.rounds] == [r.round_json for r in focused.rounds]


@pytest.mark.subprocess
@pytest.mark.parametrize("level", [Level(1), Level(4), Level(7)])
def test_a_drill_is_named_by_what_makes_it_and_rebuilt_from_its_name(level: Level) -> None:
    """Instead of digests copied from the code's output: a drill's id says its level, seed
    and size (checked against the arguments), and the same arguments rebuild the same rounds
    in a fresh interpreter with another hash seed (nothing but the seed may decide them)."""
    import os
    import subprocess
    import sys

    drill = build_drill(level, 42, 5)
    assert drill.drill_id.startswith(f"L{int(level)}-S42-K5-H") and len(drill.rounds) == 5
    here = json.dumps([r.round_json for r in drill.rounds], sort_keys=True)
    code = ("import json; from dealer_app.training import build_drill, Level; "
            f"d = build_drill(Level({int(level)}), 42, 5); "
            "print(d.drill_id); print(json.dumps([r.round_json for r in d.rounds], sort_keys=True))")
    out = subprocess.run([sys.executable, "-c", code], env=dict(os.environ, PYTHONHASHSEED="7"),
                         capture_output=True, text=True, check=True)
    assert out.stdout.splitlines() == [drill.drill_id, here], out.stderr


def test_seed_derivation_is_fixed() -> None:
    from dealer_app.training.seeds import derive, pick_weighted

    assert derive(42, "round", 1, 0) == 5855277034493467670
    assert derive(0, "target", 1) == 1051223026778276583
    picks = [pick_weighted(7, ("t", i), [1, 2, 3]) for i in range(600)]
    assert 60 < picks.count(0) < 140 and 250 < picks.count(2) < 350


def test_history_weights_practice_drills() -> None:
    """A trainee who keeps missing hand 2 gets more boxes that test it, until mastered."""
    import datetime as dt

    from dealer_app.training.grading import exercised_kinds
    from dealer_app.training.progress import BoxResult, Mode, SessionResult
    from dealer_app.training.session import practice_drill
    from dealer_app.training.weighting import MASTERY_STREAK

    k = MistakeKind.HAND2_MISSED
    t0 = dt.datetime(2025, 6, 1, tzinfo=dt.UTC)
    missed = tuple(BoxResult(1, i, True, False, k, (k,), 9.0) for i in range(1, 4))
    history = [SessionResult("tim", t0, "x", 6, Mode.PRACTICE, 1, "default", 0, missed)]
    fresh = practice_drill(Level.TWO_HANDS, 4242, 16, history=[])
    weak = practice_drill(Level.TWO_HANDS, 4242, 16, history=history)
    assert dict(weak.focus) == {k: 3} and fresh.focus == ()

    def tested(d: Drill) -> int:
        return sum(1 for t in d.tasks() if k in exercised_kinds(d, t))

    assert tested(weak) > tested(fresh)
    # reproducible from the seed and the history
    assert [r.round_json for r in practice_drill(Level.TWO_HANDS, 4242, 16, history=history).rounds] == [
        r.round_json for r in weak.rounds]
    # mastered: back to plain drills
    right = tuple(BoxResult(2, i, True, True, None, (k,), 5.0) for i in range(MASTERY_STREAK))
    history.append(SessionResult("tim", t0 + dt.timedelta(days=1), "y", 6, Mode.PRACTICE, 2, "default", 0, right))
    again = practice_drill(Level.TWO_HANDS, 4242, 16, history=history)
    assert again.focus == () and again.drill_id == fresh.drill_id
