"""Trainee progress records (issue 7 builds the drills on top)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, cast

from dealer_app.auth.roles import Permission, allowed
from dealer_app.refusal_codes import OthersProgress, ResultInconsistent
from dealer_app.safe_input import dict_of, float_of, int_of
from dealer_app.services.common import PermissionDenied, ServiceError, Session
from dealer_app.services.context import Context
from dealer_app.store.entries import TraineeResult

__all__ = ["TrainingResult", "TrainingService"]


@dataclass(frozen=True)
class TrainingResult:
    """One drill session's result."""

    id: int
    user_id: int
    ts_us: int
    level: int
    mode: str  # e.g. "drill", "timed", "table_speed", "exam"
    rounds: int
    correct: int
    seconds: float
    mistakes: Mapping[str, int]  # mistake kind -> count
    details: Mapping[str, Any]

    @property
    def accuracy(self) -> float:
        return self.correct / self.rounds if self.rounds else 0.0


class TrainingService:
    def __init__(self, ctx: Context) -> None:
        self._ctx = ctx

    def record(self, session: Session, *, level: int, mode: str, rounds: int, correct: int, seconds: float,
               mistakes: Mapping[str, int] | None = None, details: Mapping[str, Any] | None = None) -> TrainingResult:
        """Record the signed-in user's own drill result (kept in the audit log too)."""
        self._ctx.check(session, Permission.TRAIN)
        if rounds < 0 or not 0 <= correct <= max(rounds, 0) or seconds < 0 or level < 0:
            raise ServiceError(ResultInconsistent())
        e = self._ctx.write(TraineeResult(
            user=session.user.id, level=level, mode=mode, rounds=rounds, correct=correct,
            seconds=round(float(seconds), 3), mistakes=dict(mistakes or {}), details=dict(details or {}),
        ), actor=session.user.id)
        recorded = e.body_as(TraineeResult)  # its id is the store's
        return self._result(recorded.id or 0, session.user.id, e.ts_us, recorded.to_json())

    def progress(self, viewer: Session, user_id: int) -> list[TrainingResult]:
        """A user's results, oldest first: their own, or anyone's for a pit boss."""
        if viewer.user.id != user_id or not allowed(viewer.user.role, Permission.TRAIN):
            self._ctx.check(viewer, Permission.VIEW_TRAINEE_PROGRESS)
        elif viewer.user.id != user_id:
            raise PermissionDenied(OthersProgress())
        return [self._result(r.id, r.user_id, r.ts_us, r.payload) for r in self._ctx.store.training_results(user_id)]

    @staticmethod
    def _result(rid: int, uid: int, ts: int, p: Mapping[str, object]) -> TrainingResult:
        return TrainingResult(rid, uid, ts, int_of(p["level"]), str(p["mode"]), int_of(p["rounds"]), int_of(p["correct"]),
                              float_of(p["seconds"]), cast("dict[str, int]", dict_of(p.get("mistakes") or {})),
                              cast("dict[str, object]", dict_of(p.get("details") or {})))
