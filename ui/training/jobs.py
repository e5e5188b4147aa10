"""The training screen's work on the store worker thread (no Qt here).

:class:`TrainingJobs`, the training screen's gateway, works over the
:class:`ui.table.backend.Backend` the worker passes to a job and returns plain
data. The services keep every rule of who may do what: a trainee records and
reads their own progress, a pit boss reads anyone's and co-signs an exam with their PIN. Drills are built here too (they read the
trainee's history to weight weak mistake kinds).
"""

from __future__ import annotations

import datetime as dt
import json
import tempfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from dealer_app.auth.roles import Permission, Role
from dealer_app.child import write_pdf
from dealer_app.refusal_codes import CertificateNotWritten, ProgressReportNotWritten
from dealer_app.services.common import ServiceError, Session
from dealer_app.services.house import DEFAULT_PROFILE
from dealer_app.services.training import TrainingResult
from dealer_app.table_count import ChipSet
from dealer_app.training import (
    Drill,
    ExamSpec,
    Level,
    MistakeKind,
    ServiceProgressStore,
    SessionResult,
    practice_drill,
    weak_kinds,
)
from dealer_app.training.gates import LEVEL_OPENED_MODE, LevelGates, LevelOpening
from dealer_app.training.skill_runs import CHIP_DRILL_MODE, HAND_DRILL_MODE, SkillRun
from dealer_app.training.skills import Skill, SkillState, skill_states
from rules.poker.house import HouseRules
from ui.kit.explained import ui_language
from ui.kit.session import UserRef

if TYPE_CHECKING:
    from ui.table.backend import Backend

__all__ = [
    "EXAM_PERMISSION",
    "TABLE_SPEED_MODE",
    "ExamStart",
    "InstructorOverview",
    "ProgressData",
    "TableSpeedRun",
    "TraineeRow",
    "TrainingHome",
    "TrainingJobs",
    "skill_runs",
    "trainee_row",
]

TABLE_SPEED_MODE = "table_speed"
"""The ``mode`` of a table-speed run in the training service's records."""

EXAM_PERMISSION = Permission.VIEW_TRAINEE_PROGRESS
"""What the instructor's co-signature for an exam is checked against: the
pit boss's supervision of trainees (docs/ROLES.md). A dedicated ``start_exam``
permission would need the written matrix test in tests/store updated too."""


@dataclass(frozen=True)
class TrainingHome:
    """What the level chooser needs: the house, the trainee's history, weak kinds."""

    trainee: str
    house: HouseRules
    profile: str
    history: tuple[SessionResult, ...]
    weak: Mapping[MistakeKind, int]
    gates: LevelGates = field(default_factory=LevelGates)
    openings: tuple[LevelOpening, ...] = ()
    """The levels instructors opened for the trainee (co-signed)."""
    skills: Mapping[Skill, SkillState] = field(default_factory=dict)
    """Mastery per skill and its review schedule."""
    now: dt.datetime | None = None
    chip_set: ChipSet | None = None
    """The house's chip set (the count's; the simulator's until the house sets one)."""
    runs: tuple[SkillRun, ...] = ()
    """The trainee's hand-naming and chip drills."""

    @property
    def due_skills(self) -> tuple[Skill, ...]:
        """The skills practised before and due for review now, weakest first."""
        now = self.now
        if now is None:
            return ()
        due = [st for st in self.skills.values() if st.tested and st.due(now)]
        return tuple(st.skill for st in sorted(due, key=lambda st: (st.step, st.accuracy)))

    @property
    def open_levels(self) -> tuple[Level, ...]:
        return self.gates.open_levels(self.history, self.openings)


@dataclass(frozen=True)
class ExamStart:
    spec: ExamSpec
    drill: Drill


# ---------------------------------------------------------------------------
# Table speed
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class TableSpeedRun:
    """One table-speed run: rounds entered on the practice table, right or not, and the seconds each took."""

    finished_at: dt.datetime
    level: int
    seed: int
    rounds: int
    correct: int
    seconds: float
    per_round: tuple[float, ...] = ()

    @property
    def mean_seconds(self) -> float | None:
        return self.seconds / self.rounds if self.rounds else None

    def to_json(self) -> dict[str, Any]:
        return {"finished_at": self.finished_at.astimezone(dt.UTC).isoformat(), "level": self.level, "seed": self.seed,
                "rounds": self.rounds, "correct": self.correct, "seconds": self.seconds,
                "per_round": list(self.per_round)}


def _table_run(r: TrainingResult) -> TableSpeedRun:
    per = tuple(float(p[0]) for p in r.details.get("per_round") or () if isinstance(p, list | tuple) and p)
    when = dt.datetime.fromtimestamp(r.ts_us / 1e6, tz=dt.UTC)
    return TableSpeedRun(when, r.level, int(r.details.get("seed", 0) or 0), r.rounds, r.correct, r.seconds, per)


# ---------------------------------------------------------------------------
# Progress
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class ProgressData:
    """One trainee's records, as the viewer may see them."""

    trainee: str | None
    results: tuple[SessionResult, ...] = ()
    table_speed: tuple[TableSpeedRun, ...] = ()
    trainees: tuple[str, ...] = ()
    """Everyone whose progress the viewer may open (a pit boss: every trainee)."""
    viewer_may_choose: bool = False
    house: HouseRules | None = None
    extra: Mapping[str, Any] = field(default_factory=dict)


def _sessions(records: Sequence[TrainingResult]) -> tuple[SessionResult, ...]:
    """The graded settlement sessions among a trainee's training records, oldest first."""
    out = []
    for r in records:
        session = r.details.get("session")
        if isinstance(session, Mapping):
            try:
                out.append(SessionResult.from_json(session))
            except (ValueError, KeyError, TypeError):
                continue
    return tuple(sorted(out, key=lambda s: s.finished_at))


def _local_zone() -> str:
    key = getattr(dt.datetime.now().astimezone().tzinfo, "key", None)
    return str(key) if key else "UTC"


def skill_runs(records: Sequence[TrainingResult]) -> tuple[SkillRun, ...]:
    """The hand-naming and chip drills among a trainee's training records, oldest first."""
    out: list[SkillRun] = []
    for r in records:
        if r.mode not in (HAND_DRILL_MODE, CHIP_DRILL_MODE) or not isinstance(r.details.get("run"), Mapping):
            continue
        try:
            out.append(SkillRun.from_json(r.details["run"]))
        except (ValueError, KeyError, TypeError):
            continue
    return tuple(sorted(out, key=lambda run: run.finished_at))


@dataclass(frozen=True)
class TraineeRow:
    """One trainee in the instructor's view."""

    trainee: str
    skills: Mapping[Skill, SkillState]
    passed: tuple[int, ...]
    """The levels passed (the house's pass marks)."""
    level: int
    """The highest level practised (0: none)."""
    seconds: float | None
    """Mean seconds per box answered at that level."""
    target: int
    """That level's target seconds per box."""
    exams: tuple[SessionResult, ...]
    exams_passed: tuple[bool, ...]
    recurring: tuple[tuple[MistakeKind, int], ...]
    """Mistake kinds made more than once, most frequent first."""
    sessions: int
    now: dt.datetime


@dataclass(frozen=True)
class InstructorOverview:
    rows: tuple[TraineeRow, ...]
    gates: LevelGates


def trainee_row(name: str, history: Sequence[SessionResult], runs: Sequence[SkillRun], gates: LevelGates,
                now: dt.datetime) -> TraineeRow:
    """A trainee's line in the instructor's view, from their records."""
    from collections import Counter

    from dealer_app.training import Mode, level_stats

    stats = level_stats(history)
    top = max((r.level for r in history), default=0)
    made: Counter[MistakeKind] = Counter(k for r in history for b in r.boxes for k in b.made if k.counted)
    exams = tuple(r for r in history if r.mode is Mode.EXAM)
    return TraineeRow(
        name, skill_states(history, runs), tuple(lv for lv in range(1, len(Level) + 1) if gates.passed(lv, history)),
        top, stats[top].seconds if top in stats else None, Level(top).target_seconds_per_box if top else 0,
        exams, tuple(gates.mark(r.level).passed_by(r) for r in exams),
        tuple((k, n) for k, n in made.most_common() if n > 1), len(history), now)


class TrainingJobs:
    """The training screen's gateway (:class:`ui.training.gateway.TrainingGateway`): made over the
    station for trainee mode's context (``ctx.room(TrainingJobs(backend))``); each call runs in a worker
    job (``ctx.run(lambda g: g.load_home())``)."""

    def __init__(self, station: Backend) -> None:
        self._station = station

    def _house(self) -> tuple[HouseRules, str]:
        hv = self._station.open_services().house.current(DEFAULT_PROFILE)
        return hv.rules, DEFAULT_PROFILE

    def gates(self) -> LevelGates:
        """The house's pass marks per level (the ``training_pass_marks`` setting)."""
        try:
            return LevelGates.from_text(self._station.open_services().settings.get().training_pass_marks)
        except ValueError:  # a value checked when it was set; an older store's is the default
            return LevelGates()

    def chip_set(self) -> ChipSet:
        """The house's chip set: the count's, or the simulator's default until the house sets one."""
        from dealer_app.services.simulate_count import DEFAULT_CHIP_SET

        return self._station.open_services().count.chip_set() or ChipSet.of(DEFAULT_CHIP_SET)

    def load_home(self) -> TrainingHome:
        session = self._station.signed_in()
        house, profile = self._house()
        services = self._station.open_services()
        history = tuple(ServiceProgressStore(services, session).results())
        records = services.training.progress(session, session.user.id)
        openings = tuple(
            LevelOpening(int(r.details.get("opened", r.level)), str(r.details.get("instructor", "")),
                         int(r.details.get("signature", 0) or 0))
            for r in records if r.mode == LEVEL_OPENED_MODE
        )
        runs = skill_runs(records)
        now = dt.datetime.now(dt.UTC)
        return TrainingHome(session.user.name, house, profile, history, weak_kinds(history), gates=self.gates(),
                            openings=openings, skills=skill_states(history, runs), now=now, chip_set=self.chip_set(),
                            runs=runs)

    def build_hand_drill(self, level: int, seed: int, rounds: int, house: HouseRules, profile: str) -> Drill:
        """The rounds whose hands the trainee names (a practice drill at ``level``, weighted as one)."""
        return self.build_practice(level, seed, rounds, house, profile)

    def record_skill_run(self, run: SkillRun) -> SkillRun:
        """Record a hand-naming or chip drill as the signed-in trainee's own result (its own mode: it feeds
        its skill, never a level's pass mark)."""
        session = self._station.signed_in()
        if run.trainee != session.user.name:
            raise ServiceError(f"this session records {session.user.name}'s progress, not {run.trainee}'s")
        self._station.open_services().training.record(
            session, level=run.level, mode=run.mode, rounds=run.answered, correct=run.right,
            seconds=max(0.0, float(run.seconds or 0.0)), details={"unit": "item", "run": run.to_json()})
        return run

    def open_level(self, instructor: str, pin: str, level: int) -> LevelOpening:
        """An instructor (a pit boss) opens ``level`` for the signed-in trainee before it is passed: they
        co-sign with their PIN on this station (logged), and the opening is kept in the trainee's records."""
        session = self._station.signed_in()
        services = self._station.open_services()
        lv = Level(level)
        sig = services.users.co_sign(instructor, pin, EXAM_PERMISSION,
                                     purpose=f"open level {int(lv)} for {session.user.name}")
        services.training.record(session, level=int(lv), mode=LEVEL_OPENED_MODE, rounds=0, correct=0, seconds=0.0,
                                 details={"unit": "level", "opened": int(lv), "instructor": sig.user.name,
                                          "signature": sig.seq})
        return LevelOpening(int(lv), sig.user.name, sig.seq)

    def build_practice(self, level: int, seed: int, rounds: int, house: HouseRules, profile: str) -> Drill:
        """A practice (or timed) drill weighted to the trainee's weak kinds."""
        history = ServiceProgressStore(self._station.open_services(), self._station.signed_in()).results()
        return practice_drill(Level(level), seed, rounds, house, history=history, profile=profile,
                              now=dt.datetime.now(dt.UTC))

    def start_exam(self, instructor: str, pin: str, *, exam_id: str, level: int, seed: int, rounds: int,
                   time_limit_seconds: int | None, house: HouseRules, profile: str) -> ExamStart:
        """The instructor co-signs with their PIN on this station (logged), then the exam's
        drill is built: fixed level, seed and rounds, nothing weighted."""
        session = self._station.signed_in()
        if not exam_id.strip():
            raise ServiceError("exam id: give the exam a name (e.g. the date and group)")
        sig = self._station.open_services().users.co_sign(instructor, pin, EXAM_PERMISSION,
                                       purpose=f"start exam {exam_id.strip()} for {session.user.name}")
        spec = ExamSpec(exam_id.strip(), Level(level), seed, rounds, instructor=sig.user.name, house=house,
                        profile=profile, time_limit_seconds=time_limit_seconds)
        return ExamStart(spec, spec.drill())

    def record_result(self, result: SessionResult) -> SessionResult:
        ServiceProgressStore(self._station.open_services(), self._station.signed_in()).record(result)
        return result

    def record_table_speed(self, level: int, seed: int, per_round: Sequence[tuple[float, bool]]) -> TableSpeedRun:
        """Record a table-speed run as the signed-in trainee's own training result."""
        session = self._station.signed_in()
        seconds = round(sum(s for s, _ in per_round), 3)
        correct = sum(1 for _, ok in per_round if ok)
        r = self._station.open_services().training.record(
            session, level=level, mode=TABLE_SPEED_MODE, rounds=len(per_round), correct=correct, seconds=seconds,
            details={"unit": "round", "seed": seed, "per_round": [[round(s, 3), ok] for s, ok in per_round]},
        )
        return _table_run(r)

    def _trainees(self) -> tuple[str, ...]:
        return tuple(u.name for u in self._station.open_services().users.all_users()
                     if u.role == Role.TRAINEE and not u.builtin)

    def co_signers(self, permission: Permission) -> tuple[UserRef, ...]:
        return self._station.co_signers(permission)

    def load_overview(self) -> InstructorOverview:
        """The instructor's view (a pit boss or an administrator): every trainee's skills, speed against the
        target, levels passed, exams and the mistakes that recur."""
        session = self._station.signed_in()
        if session.user.role not in (Role.PIT_BOSS, Role.ADMIN):
            raise ServiceError("the trainees' overview is for an instructor (a pit boss or an administrator)")
        services = self._station.open_services()
        gates = self.gates()
        now = dt.datetime.now(dt.UTC)
        rows = []
        for name in self._trainees():
            records = services.training.progress(self._reader(session), services.users.by_name(name).id)
            history = _sessions(records)
            rows.append(trainee_row(name, history, skill_runs(records), gates, now))
        return InstructorOverview(tuple(rows), gates)

    def _reader(self, session: Session) -> Session:
        """Who reads the trainees' records: the signed-in pit boss; an administrator reads as the instructor
        view's reader (their role supervises the trainees' records through the station's session)."""
        return session

    def export_exam_certificate(self, trainee: str, finished_at: str, instructor: str, pin: str, locale: str,
                                out_dir: Path | None = None) -> Path:
        """An exam certificate PDF for ``trainee``'s exam that finished at ``finished_at`` (ISO), signed by an
        instructor with their PIN (co-signed and logged): the exam's rounds dealt again under the house rules it
        was sat under, written by ``reports.certificate`` through the one report runner."""
        from dealer_app.paths import data_dir
        from dealer_app.training.certificate import CertificateError, certificate_data
        from dealer_app.training.drill import build_drill, house_fingerprint

        session = self._station.signed_in()
        services = self._station.open_services()
        records = services.training.progress(session, services.users.by_name(trainee).id)
        exam = next((r for r in _sessions(records) if r.mode.value == "exam"
                     and r.finished_at.astimezone(dt.UTC).isoformat() == finished_at), None)
        if exam is None or exam.exam_id is None:
            raise ServiceError(f"no exam of {trainee} finished at {finished_at}")
        fingerprint = exam.drill_id.rsplit("-H", 1)[-1][:8]
        houses = [hv for hv in reversed(services.house.versions(exam.profile)) if house_fingerprint(hv.rules) == fingerprint]
        if not houses:
            raise ServiceError(f"exam {exam.exam_id}: the house rules it was sat under are no longer on record")
        hv = houses[0]
        rounds = int(exam.extra.get("rounds") or len({b.round for b in exam.boxes}))
        drill = build_drill(Level(exam.level), exam.seed, rounds, hv.rules, profile=exam.profile)
        # the exam's hand part: the last one of this exam handed in before its settlement part ended
        hands = next((r for r in reversed(skill_runs(records))
                      if r.exam_id == exam.exam_id and r.finished_at <= exam.finished_at), None)
        purpose = f"sign exam certificate {exam.exam_id} for {trainee}"
        if instructor.strip().lower() == session.user.name.lower():  # the instructor signed in here signs
            sig = services.users.sign_own(session, pin, EXAM_PERMISSION, purpose=purpose)
        else:
            sig = services.users.co_sign(instructor, pin, EXAM_PERMISSION, purpose=purpose)
        try:
            data = certificate_data(
                exam, drill, pass_mark=self.gates().mark(exam.level), casino=services.settings.get().casino_name,
                instructor=sig.user.name, instructor_role=str(sig.user.role), signature=sig.seq,
                signed_at=dt.datetime.now(dt.UTC), hands=hands, house=hv.mapping, locale=locale, lang=ui_language(),
                timezone=_local_zone())
        except CertificateError as e:
            raise ServiceError(f"exam {exam.exam_id}: {e}") from None
        folder = out_dir or data_dir() / "reports"
        folder.mkdir(parents=True, exist_ok=True)
        safe = "".join(ch if ch.isalnum() or ch in "-_" else "_" for ch in f"{trainee}-{exam.exam_id}") or "exam"
        out = folder / f"certificate-{safe}-{dt.datetime.now(dt.UTC).strftime('%Y%m%d-%H%M%S')}.pdf"
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False, encoding="utf-8", dir=folder) as f:
            json.dump(data, f, ensure_ascii=False)
            source = Path(f.name)
        try:
            write_pdf("exam-certificate", "--in", str(source), "--lang", ui_language(), out=out, timeout=300,
                      failed=lambda why: ServiceError(CertificateNotWritten(why=why)))
        finally:
            source.unlink(missing_ok=True)
        services.record_report(session.user.id, shift_id=None, what=f"exam certificate: {trainee}, {exam.exam_id}",
                               path=str(out))
        return out

    def load_progress(self, trainee: str | None = None) -> ProgressData:
        """``trainee``'s progress (default: the viewer's own; a pit boss: the first trainee)."""
        session = self._station.signed_in()
        may_choose = session.user.role in (Role.PIT_BOSS, Role.ADMIN)
        trainees: tuple[str, ...] = ()
        if may_choose:
            trainees = tuple(u.name for u in self._station.open_services().users.all_users() if u.role == Role.TRAINEE and not u.builtin)
            if trainee is None:
                trainee = trainees[0] if trainees else None
        elif trainee is None:
            trainee = session.user.name
        house, _ = self._house()
        if trainee is None:
            return ProgressData(None, trainees=trainees, viewer_may_choose=may_choose, house=house)
        results = tuple(ServiceProgressStore(self._station.open_services(), session).results(trainee))
        user_id = session.user.id if trainee == session.user.name else self._station.open_services().users.by_name(trainee).id
        runs = tuple(_table_run(r) for r in self._station.open_services().training.progress(session, user_id) if r.mode == TABLE_SPEED_MODE)
        return ProgressData(trainee, results, runs, trainees, may_choose, house)

    def export_progress_pdf(self, trainee: str, locale: str, out_dir: Path | None = None) -> Path:
        """Write ``trainee``'s progress report PDF (reports.progress, run as a child process:
        the desktop app and the reports sit side by side and do not import each other), and
        record that the viewer printed it. Returns the PDF's path."""
        from dealer_app.paths import data_dir

        session = self._station.signed_in()
        data = self.load_progress(trainee)
        if data.trainee is None:
            raise ServiceError("no trainee chosen")
        folder = out_dir or data_dir() / "reports"
        folder.mkdir(parents=True, exist_ok=True)
        stamp = dt.datetime.now(dt.UTC).strftime("%Y%m%d-%H%M%S")
        safe = "".join(ch if ch.isalnum() or ch in "-_" else "_" for ch in data.trainee) or "trainee"
        out = folder / f"progress-{safe}-{stamp}.pdf"
        header = {
            "format": "dealer-progress-report/1",
            "trainee": data.trainee,
            "printed_by": session.user.name,
            "generated_at": dt.datetime.now(dt.UTC).isoformat(),
            "casino": self._station.open_services().settings.get().casino_name,
            "locale": locale,
            "lang": ui_language(),
            "profile": DEFAULT_PROFILE,
            "house": data.house.to_mapping() if data.house is not None else None,
        }
        with tempfile.NamedTemporaryFile("w", suffix=".jsonl", delete=False, encoding="utf-8", dir=folder) as f:
            f.write(json.dumps({"header": header}) + "\n")
            for r in data.results:
                f.write(json.dumps(r.to_json()) + "\n")
            for run in data.table_speed:
                f.write(json.dumps({"table_speed": run.to_json()}) + "\n")
            source = Path(f.name)
        try:
            write_pdf("progress-report", "--in", str(source), "--lang", ui_language(), out=out, timeout=300,
                      failed=lambda why: ServiceError(ProgressReportNotWritten(why=why)))
        finally:
            source.unlink(missing_ok=True)
        self._station.open_services().record_report(session.user.id, shift_id=None, what=f"progress report: {data.trainee}", path=str(out))
        return out
