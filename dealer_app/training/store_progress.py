"""Progress records kept in the shift store, through its training service.

:class:`ServiceProgressStore` implements :class:`~dealer_app.training.progress.ProgressStore`
on :class:`dealer_app.services.training.TrainingService`: each graded session
becomes one ``trainee_result`` entry of the audit log (level, mode, boxes as
``rounds``, boxes right as ``correct``, seconds, mistakes per kind), with the
complete :class:`~dealer_app.training.progress.SessionResult` in its details.
Permissions are the service's: a trainee records and reads their own
progress, a pit boss reads anyone's.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from dealer_app.training.progress import SessionResult

if TYPE_CHECKING:
    from dealer_app.services import DealerServices
    from dealer_app.services.common import Session

__all__ = ["ServiceProgressStore"]


class ServiceProgressStore:
    """Progress records of the signed-in ``session``'s user (or, reading, of any
    trainee the session may see) in the store behind ``services``."""

    def __init__(self, services: DealerServices, session: Session) -> None:
        self._services = services
        self._session = session

    def record(self, result: SessionResult) -> None:
        if result.trainee != self._session.user.name:
            raise ValueError(f"this session records {self._session.user.name}'s progress, not {result.trainee}'s")
        mistakes = Counter(b.mistake.value for b in result.boxes if b.mistake is not None)
        seconds = result.seconds
        if seconds is None:
            seconds = sum(b.seconds or 0.0 for b in result.boxes)
        self._services.training.record(
            self._session,
            level=result.level,
            mode=result.mode.value,
            rounds=result.total,
            correct=result.correct,
            seconds=max(0.0, float(seconds)),
            mistakes=dict(mistakes),
            details={"unit": "box", "session": result.to_json()},
        )

    def results(self, trainee: str | None = None) -> list[SessionResult]:
        """``trainee``'s sessions (default: the session's own user), oldest first."""
        if trainee is None or trainee == self._session.user.name:
            user_id = self._session.user.id
        else:
            user_id = self._services.users.by_name(trainee).id
        out = []
        for r in self._services.training.progress(self._session, user_id):
            session = r.details.get("session")
            if isinstance(session, dict):
                try:
                    out.append(SessionResult.from_json(session))
                except (ValueError, KeyError, TypeError):
                    continue
        out.sort(key=lambda s: s.finished_at)
        return out
