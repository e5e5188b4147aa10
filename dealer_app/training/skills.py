"""Mastery per skill, with a spaced-repetition schedule: weak skills come back more often.

Every mistake kind belongs to one dealer skill (reading hands, payouts,
insurance, fees, the cap). A skill's state is worked out from the trainee's
graded sessions, oldest first, as a Leitner schedule: each session that tests
the skill (a box whose figures one of its mistakes would change, answered)
moves it one step up when every such box was right, or back to step 0 on any
mistake of the skill. The step sets how long until the skill is due again
(:data:`INTERVAL_DAYS`); a skill never tested is due at once. Practice drills
steer to the kinds of the skills due, the weakest (lowest step) most.

Pure functions of the history and the time asked about: no clock is read here.
"""

from __future__ import annotations

import datetime as dt
import enum
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from dealer_app.training.mistakes import MistakeKind
from dealer_app.training.progress import SessionResult
from dealer_app.training.skill_runs import SkillRun

__all__ = ["INTERVAL_DAYS", "SKILL_OF", "Skill", "SkillState", "review_focus", "skill_states"]


class Skill(enum.StrEnum):
    HANDS = "hands"
    PAYOUTS = "payouts"
    INSURANCE = "insurance"
    FEES = "fees"
    CAP = "cap"
    CHIPS = "chips"

    @property
    def label(self) -> str:
        return _LABELS[self]


_LABELS = {
    Skill.HANDS: "reading hands",
    Skill.PAYOUTS: "payouts",
    Skill.INSURANCE: "insurance",
    Skill.FEES: "fees",
    Skill.CAP: "maximum payout",
    Skill.CHIPS: "chips",
}

K = MistakeKind
SKILL_OF: dict[MistakeKind, Skill] = {
    K.WINNER_WRONG: Skill.HANDS, K.CATEGORY_TOO_HIGH: Skill.HANDS, K.CATEGORY_TOO_LOW: Skill.HANDS,
    K.HAND2_MISSED: Skill.HANDS, K.HAND2_NOT_ALLOWED: Skill.HANDS, K.HAND2_NAMED_WRONG: Skill.HANDS,
    K.TWO_COMBINATIONS_MISSED: Skill.HANDS,
    K.ANTE_PAID_ON_WIN: Skill.PAYOUTS, K.ANTE_PUSHED_ON_WIN: Skill.PAYOUTS, K.ODDS_ON_ANTE: Skill.PAYOUTS,
    K.NO_GAME_ANTE_NOT_PAID: Skill.PAYOUTS, K.BOUGHT_GAME_AS_TAKE_ANTE: Skill.PAYOUTS,
    K.BOUGHT_NO_GAME_ANTE: Skill.PAYOUTS, K.REDRAW_MISSED: Skill.PAYOUTS, K.WRONG_CARD_TAKEN_OUT: Skill.PAYOUTS,
    K.BONUS_WRONG: Skill.PAYOUTS, K.JACKPOT_WRONG: Skill.PAYOUTS, K.FOLDED_ANTE_RETURNED: Skill.PAYOUTS,
    K.PAID_TAKEN_REVERSED: Skill.PAYOUTS, K.SLIP: Skill.PAYOUTS,
    K.INSURANCE_NOT_SETTLED: Skill.INSURANCE, K.INSURANCE_WRONG_SIDE: Skill.INSURANCE,
    K.INSURANCE_FORGOTTEN: Skill.INSURANCE, K.INSURANCE_MAX_WRONG: Skill.INSURANCE,
    K.FEE_FORGOTTEN: Skill.FEES,
    K.CAP_NOT_APPLIED: Skill.CAP, K.CAP_MISAPPLIED: Skill.CAP,
}
"""The skill each mistake kind belongs to (ambiguous, other and a net that follows: none)."""

INTERVAL_DAYS: tuple[int, ...] = (0, 1, 3, 7, 14)
"""Days until a skill is due again, per step of the schedule (step 0: due at once)."""


@dataclass(frozen=True, slots=True)
class SkillState:
    skill: Skill
    tested: int
    """Boxes answered that tested the skill."""
    right: int
    step: int
    """The Leitner step (0 .. len(INTERVAL_DAYS) - 1): 0 after a mistake of the skill."""
    last: dt.datetime | None
    """When the skill was last tested (UTC)."""
    mistakes: int

    @property
    def accuracy(self) -> float:
        return self.right / self.tested if self.tested else 0.0

    @property
    def mastered(self) -> bool:
        return self.step == len(INTERVAL_DAYS) - 1

    def due(self, now: dt.datetime) -> bool:
        return self.last is None or now >= self.last + dt.timedelta(days=INTERVAL_DAYS[self.step])


def _blamed(kinds: Iterable[MistakeKind]) -> set[Skill]:
    return {SKILL_OF[k] for k in kinds if k in SKILL_OF}


def skill_states(history: Iterable[SessionResult], runs: Iterable[SkillRun] = ()) -> dict[Skill, SkillState]:
    """Every skill's state after the trainee's sessions and skill drills (naming hands, chips), any order."""
    tested = dict.fromkeys(Skill, 0)
    right = dict.fromkeys(Skill, 0)
    made = dict.fromkeys(Skill, 0)
    step = dict.fromkeys(Skill, 0)
    last: dict[Skill, dt.datetime | None] = dict.fromkeys(Skill)
    events: list[SessionResult | SkillRun] = [*history, *runs]
    for session in sorted(events, key=lambda r: r.finished_at):
        if isinstance(session, SkillRun):
            if session.answered:
                s = Skill(session.skill)
                tested[s] += session.answered
                right[s] += session.right
                made[s] += session.answered - session.right
                step[s] = 0 if session.right < session.answered else min(step[s] + 1, len(INTERVAL_DAYS) - 1)
                last[s] = session.finished_at
            continue
        seen: set[Skill] = set()
        missed: set[Skill] = set()
        for b in session.boxes:
            if not b.answered:
                continue
            wrong = _blamed(b.made) | (_blamed(b.candidates) if MistakeKind.AMBIGUOUS in b.made else set())
            for s in _blamed(b.exercised) | wrong:
                seen.add(s)
                tested[s] += 1
                if s in wrong:
                    missed.add(s)
                    made[s] += 1
                else:
                    right[s] += 1  # tested and not got wrong (a mistake of another skill is not this one's)
        for s in seen:
            step[s] = 0 if s in missed else min(step[s] + 1, len(INTERVAL_DAYS) - 1)
            last[s] = session.finished_at
    return {s: SkillState(s, tested[s], right[s], step[s], last[s], made[s]) for s in Skill}


def review_focus(history: Iterable[SessionResult], level: int, now: dt.datetime,
                 weak: Mapping[MistakeKind, int] | None = None) -> dict[MistakeKind, int]:
    """Drill weights (``build_drill``'s focus): the trainee's weak kinds (``weak``), and the kinds of every
    skill due for review at ``now`` that a drill at ``level`` can steer to, weighted by how weak the
    skill is (step 0: 4, the last step: 1)."""
    history = list(history)
    out = dict(weak or {})
    for s, st in skill_states(history).items():
        if st.tested == 0 or not st.due(now):
            continue  # a skill never tested is taught by its level, not steered to
        w = len(INTERVAL_DAYS) - 1 - st.step or 1
        for k, skill in SKILL_OF.items():
            if skill is s and k.concrete and k.level <= level:
                out[k] = max(out.get(k, 0), w)
    return out
