"""Mastery per skill with a spaced-repetition schedule: weak skills come back more often."""

from __future__ import annotations

import datetime as dt

from dealer_app.training.levels import Level
from dealer_app.training.mistakes import MistakeKind as K
from dealer_app.training.progress import BoxResult, Mode, SessionResult
from dealer_app.training.session import practice_drill
from dealer_app.training.skills import INTERVAL_DAYS, SKILL_OF, Skill, review_focus, skill_states

DAY0 = dt.datetime(2026, 11, 1, 10, tzinfo=dt.UTC)


def session(day: int, boxes: list[BoxResult], level: int = 5) -> SessionResult:
    return SessionResult("Tanya", DAY0 + dt.timedelta(days=day), f"d{day}", level, Mode.PRACTICE, day, "default", 60,
                         tuple(boxes))


def right(*kinds: K) -> BoxResult:
    return BoxResult(1, 1, True, True, None, kinds)


def wrong(kind: K, *tested: K) -> BoxResult:
    return BoxResult(1, 2, True, False, kind, (kind, *tested), mistakes=(kind,))


def test_every_mistake_kind_with_a_rule_belongs_to_a_skill() -> None:
    assert {k for k in K if k.rule and k.counted} == set(SKILL_OF)


def test_a_mistake_sends_the_skill_back_and_right_sessions_space_it_out() -> None:
    h = [session(0, [right(K.FEE_FORGOTTEN), wrong(K.INSURANCE_NOT_SETTLED)])]
    st = skill_states(h)
    assert st[Skill.FEES].step == 1 and st[Skill.INSURANCE].step == 0 and st[Skill.INSURANCE].mistakes == 1
    assert st[Skill.CAP].tested == 0 and st[Skill.CAP].due(DAY0)
    # insurance (step 0) is due at once; fees only after a day
    assert st[Skill.INSURANCE].due(DAY0) and not st[Skill.FEES].due(DAY0 + dt.timedelta(hours=12))
    assert st[Skill.FEES].due(DAY0 + dt.timedelta(days=INTERVAL_DAYS[1]))
    # right sessions climb the steps until mastered; one mistake sends it back to 0
    for d in range(1, 6):
        h.append(session(d, [right(K.FEE_FORGOTTEN)]))
    assert skill_states(h)[Skill.FEES].mastered
    h.append(session(9, [wrong(K.FEE_FORGOTTEN)]))
    assert skill_states(h)[Skill.FEES].step == 0
    # a box never answered tests nothing
    h.append(session(10, [BoxResult(1, 3, False, False, None, (K.CAP_NOT_APPLIED,))]))
    assert skill_states(h)[Skill.CAP].tested == 0


def test_practice_drills_steer_to_the_skills_due() -> None:
    h = [session(0, [right(K.FEE_FORGOTTEN), wrong(K.INSURANCE_WRONG_SIDE, K.INSURANCE_NOT_SETTLED)])]
    later = DAY0 + dt.timedelta(hours=1)
    focus = review_focus(h, 5, later)
    # insurance is weak and due: its kinds, weighted most; fees is not due yet; nothing above level 5
    assert focus[K.INSURANCE_NOT_SETTLED] == len(INTERVAL_DAYS) - 1
    assert K.FEE_FORGOTTEN not in focus and K.CAP_NOT_APPLIED not in focus
    assert K.FEE_FORGOTTEN in review_focus(h, 5, DAY0 + dt.timedelta(days=2))
    drill = practice_drill(Level(5), 3, 4, history=h, now=later)
    assert dict(drill.focus).keys() >= {K.INSURANCE_NOT_SETTLED, K.INSURANCE_WRONG_SIDE}
    # the same history and time: the same drill
    assert practice_drill(Level(5), 3, 4, history=h, now=later).drill_id == drill.drill_id
