"""A skill drill's record: one run of naming hands or handling chips, graded.

Kept beside the settlement sessions (:class:`~dealer_app.training.progress.SessionResult`)
in the training service's records, with its own mode (:data:`HAND_DRILL_MODE`,
:data:`CHIP_DRILL_MODE`), so it feeds the skill it trains (``hands``, ``chips``)
and never the level gates (a level is passed by settling boxes).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, cast

from dealer_app.refusal import Refused
from dealer_app.refusal_codes import NotASkillRunRecord
from dealer_app.safe_input import float_of, int_of, items_of

__all__ = ["CHIP_DRILL_MODE", "HAND_DRILL_MODE", "SKILL_RUN_FORMAT", "SkillRun"]

HAND_DRILL_MODE = "hand_drill"
CHIP_DRILL_MODE = "chip_drill"
SKILL_RUN_FORMAT = "dealer-skill-run/1"


@dataclass(frozen=True)
class SkillRun:
    """One graded run of a skill drill (or an exam's part of one)."""

    trainee: str
    finished_at: dt.datetime
    skill: str
    """``hands`` or ``chips`` (a :class:`dealer_app.training.skills.Skill` value)."""
    level: int
    seed: int
    total: int
    answered: int
    right: int
    seconds: float | None
    items: Sequence[Mapping[str, Any]] = ()
    """Each question with the answer and its grade (the checks' JSON)."""
    exam_id: str | None = None

    @property
    def mode(self) -> str:
        return HAND_DRILL_MODE if self.skill == "hands" else CHIP_DRILL_MODE

    @property
    def score(self) -> float:
        """Share of the questions answered that are right (one not answered is never wrong)."""
        return self.right / self.answered if self.answered else 0.0

    def to_json(self) -> dict[str, Any]:
        return {"format": SKILL_RUN_FORMAT, "trainee": self.trainee,
                "finished_at": self.finished_at.astimezone(dt.UTC).isoformat(), "skill": self.skill,
                "level": self.level, "seed": self.seed, "total": self.total, "answered": self.answered,
                "right": self.right, "seconds": self.seconds, "items": [dict(i) for i in self.items],
                "exam": self.exam_id}

    @classmethod
    def from_json(cls, d: Mapping[str, object]) -> SkillRun:
        if d.get("format") != SKILL_RUN_FORMAT:
            raise Refused(NotASkillRunRecord(format=repr(d.get("format"))))
        return cls(str(d["trainee"]), dt.datetime.fromisoformat(cast(str, d["finished_at"])), str(d["skill"]),
                   int_of(d["level"]), int_of(d["seed"]), int_of(d["total"]), int_of(d["answered"]), int_of(d["right"]),
                   None if d.get("seconds") is None else float_of(d["seconds"]),
                   tuple(cast("Mapping[str, object]", i) for i in items_of(d.get("items") or ())),
                   cast("str | None", d.get("exam")))
