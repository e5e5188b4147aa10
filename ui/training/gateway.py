"""The training screen's gateway: :class:`TrainingGateway`.
The gateway pattern is described in :mod:`ui`."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from dealer_app.auth.roles import Permission
from dealer_app.training import Drill, SessionResult
from dealer_app.training.gates import LevelOpening
from dealer_app.training.skill_runs import SkillRun
from rules.poker import HouseRules
from ui.kit.session import UserRef
from ui.training.jobs import ExamStart, InstructorOverview, ProgressData, TableSpeedRun, TrainingHome

__all__ = ["TrainingGateway"]


class TrainingGateway(Protocol):
    """The training screen's gateway: drills, exams, results and progress.
    Implemented by :class:`ui.training.jobs.TrainingJobs`."""

    def load_home(self) -> TrainingHome:
        ...

    def build_practice(self, level: int, seed: int, rounds: int, house: HouseRules, profile: str) -> Drill:
        """A practice (or timed) drill weighted to the trainee's weak kinds."""

    def start_exam(self, instructor: str, pin: str, *, exam_id: str, level: int, seed: int, rounds: int,
                   time_limit_seconds: int | None, house: HouseRules, profile: str) -> ExamStart:
        """The instructor co-signs with their PIN on this station (logged), then the exam's drill is built: fixed level, seed and rounds, nothing weighted."""

    def open_level(self, instructor: str, pin: str, level: int) -> LevelOpening:
        """An instructor co-signs with their PIN (logged) to open ``level`` for the signed-in trainee."""

    def record_result(self, result: SessionResult) -> SessionResult:
        ...

    def build_hand_drill(self, level: int, seed: int, rounds: int, house: HouseRules, profile: str) -> Drill:
        """The rounds whose hands the trainee names."""

    def record_skill_run(self, run: SkillRun) -> SkillRun:
        """Record a hand-naming or chip drill as the signed-in trainee's own result."""

    def record_table_speed(self, level: int, seed: int, per_round: Sequence[tuple[float, bool]]) -> TableSpeedRun:
        """Record a table-speed run as the signed-in trainee's own training result."""

    def load_progress(self, trainee: str | None = None) -> ProgressData:
        """``trainee``'s progress (default: the viewer's own; a pit boss: the first trainee)."""

    def export_progress_pdf(self, trainee: str, locale: str, out_dir: Path | None = None) -> Path:
        ...

    def load_overview(self) -> InstructorOverview:
        """The instructor's view of every trainee (a pit boss or an administrator)."""

    def export_exam_certificate(self, trainee: str, finished_at: str, instructor: str, pin: str, locale: str,
                                out_dir: Path | None = None) -> Path:
        """An exam certificate PDF, signed by an instructor with their PIN (co-signed and logged)."""

    def co_signers(self, permission: Permission) -> tuple[UserRef, ...]:
        """Who could co-sign for ``permission`` (never the user signed in here)."""


if TYPE_CHECKING:  # the jobs class satisfies the Protocol, and so does the practice table the table's
    from ui.table.backend import Backend
    from ui.table.gateway import TableGateway
    from ui.training.jobs import TrainingJobs
    from ui.training.table_speed import PracticeTableBackend

    def _implemented(b: Backend, practice: PracticeTableBackend) -> tuple[TrainingGateway, TableGateway]:
        return TrainingJobs(b), practice
