"""The training screen: where a signed-in trainee lands (never a live shift).

Choose a level and a mode, settle drill rounds box by box, read the feedback,
see the summary and the progress charts, export the progress as PDF, enter
practice rounds on the real table screen for speed, or sit a locked exam an
instructor starts with their PIN. A pit boss opening it sees every trainee's
progress.

Store work (history, recording results, the exam's co-signature, the PDF)
runs on the store worker through ``ctx.run``; grading is the engine's and
runs here (a few milliseconds a box).
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from dealer_app.auth.roles import Role
from dealer_app.training import Drill, Level, Mode, SessionOutcome, TrainingSession
from dealer_app.training.chip_drill import chip_questions
from dealer_app.training.gates import LevelOpening
from dealer_app.training.hand_drill import hand_questions
from dealer_app.training.skill_runs import SkillRun
from ui.kit import theme
from ui.kit.context import AppContext
from ui.kit.dialogs import Credentials
from ui.kit.explained import refusal_text
from ui.kit.house_text import house_rules_html
from ui.kit.labels import role_label
from ui.kit.money import MoneyFormat
from ui.kit.panel import PaintedFrame
from ui.kit.qt import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QStackedWidget, Qt, QVBoxLayout, QWidget, Signal
from ui.kit.signature import ask_signature
from ui.kit.text import tr_args
from ui.kit.worker import JobError
from ui.training import jobs
from ui.training.drill_page import DrillPage
from ui.training.instructor_page import InstructorPage
from ui.training.progress_page import TraineeProgressView
from ui.training.setup_page import Choice, SetupPage, TrainingMode
from ui.training.skill_pages import ChipDrillPage, HandDrillPage
from ui.training.summary_page import SummaryPage
from ui.training.table_speed import RoundTiming, TableSpeedPage
from ui.training.words import decimal_text

if TYPE_CHECKING:
    from ui.training.gateway import TrainingGateway

__all__ = ["TrainingScreen"]

C = theme.C


class _TopBar(PaintedFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.set_look(C.surface, C.border, 1, sides="bottom")
        row = QHBoxLayout(self)
        row.setContentsMargins(18, 8, 14, 8)
        row.setSpacing(12)
        # the brand over the note, then the tag: every word keeps its full width (the stretch gives way)
        title = QVBoxLayout()
        title.setSpacing(0)
        brand = QLabel("♠ ♥  Dealer Assistant")
        theme.css(brand, f"color: {C.accent}; font-size: {theme.Size.LARGE}px; font-weight: bold;")
        note = QLabel(self.tr("practice only · never a live shift"))
        theme.css(note, f"color: {C.text_faint}; font-size: 12px;")
        title.addWidget(brand)
        title.addWidget(note)
        row.addLayout(title)
        tag = QLabel(self.tr("TRAINING"))
        tag.setStyleSheet(f"color: {C.accent}; border: 1px solid {C.accent}; border-radius: 4px; padding: 1px 8px;"
                          " font-size: 12px; font-weight: bold;")
        row.addWidget(tag, 0, Qt.AlignmentFlag.AlignVCenter)
        row.addStretch(1)
        self.who = QLabel("")
        theme.css(self.who, "font-size: 15px; font-weight: bold;")
        row.addWidget(self.who)
        for w in (brand, note, tag, self.who):
            w.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Preferred)
        self.levels = QPushButton(self.tr("Levels"))
        self.progress = QPushButton(self.tr("Progress"))
        self.lock = QPushButton(self.tr("Lock  F9"))
        self.sign_out = QPushButton(self.tr("Sign out"))
        for b in (self.levels, self.progress, self.lock, self.sign_out):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            row.addWidget(b)


class TrainingScreen(QWidget):
    sign_out_requested = Signal()
    lock_requested = Signal(str)
    closed = Signal()
    """A pit boss closed the trainees' progress."""
    session_started = Signal(object)
    """A drill began: the :class:`TrainingSession`."""
    session_finished = Signal(object)
    """A drill ended: its :class:`SessionOutcome`."""
    result_recorded = Signal(object)
    """The session's result is in the store: the :class:`SessionResult`."""
    exam_started = Signal(object)
    """An instructor started an exam: the :class:`ExamSpec`."""
    progress_loaded = Signal(object)
    progress_exported = Signal(str)
    table_speed_recorded = Signal(object)
    overview_loaded = Signal(object)
    """The instructor's view is filled: the :class:`jobs.InstructorOverview`."""
    certificate_written = Signal(str)
    """An exam certificate PDF was written (its path)."""
    skill_run_recorded = Signal(object)
    """A hand-naming or chip drill is in the store: the :class:`SkillRun`."""

    def __init__(self, ctx: AppContext[TrainingGateway], *, clock: Callable[[], float] = time.monotonic,
                 seeds: Callable[[], int] | None = None) -> None:
        super().__init__()
        self.ctx = ctx
        self.clock = clock
        self.seeds = seeds or (lambda: secrets.randbelow(1_000_000_000))
        self.home: jobs.TrainingHome | None = None
        self.money = MoneyFormat("EUR", ctx.locale, compact=False)
        self.last_choice: Choice | None = None
        self.session: TrainingSession | None = None
        self.outcome: SessionOutcome | None = None
        self.exported: str | None = None
        self._sign_out_after = False
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(0)
        self.top = _TopBar()
        self.top.levels.clicked.connect(self.show_levels)
        self.top.progress.clicked.connect(lambda: self.show_progress())
        self.top.lock.clicked.connect(lambda: self.lock_requested.emit(self.tr("Locked by the trainee.")))
        self.top.sign_out.clicked.connect(self.on_sign_out_clicked)
        col.addWidget(self.top)
        self.stack = QStackedWidget()
        col.addWidget(self.stack, 1)
        self.setup = SetupPage()
        self.setup.start_requested.connect(self.on_setup_start_requested)
        self.setup.house_rules_requested.connect(self.show_house_rules)
        self.setup.open_level_requested.connect(self.ask_to_open_level)
        self.drill = DrillPage()
        self.drill.session_finished.connect(self.on_drill_session_finished)
        self.drill.stop_requested.connect(self.on_drill_stop_requested)
        self.drill.house_rules_requested.connect(self.show_house_rules)
        self.summary = SummaryPage()
        self.summary.again_requested.connect(self.on_summary_again_requested)
        self.summary.levels_requested.connect(self.show_levels)
        self.summary.progress_requested.connect(lambda: self.show_progress())
        self.summary.retry_save_requested.connect(self.record_outcome)
        self.progress = TraineeProgressView(ctx)
        self.progress.back_requested.connect(self.on_progress_back_requested)
        self.progress.progress_loaded.connect(self.on_progress_loaded)
        self.progress.progress_exported.connect(self.on_progress_exported)
        self.table_speed = TableSpeedPage(ctx)
        self.table_speed.run_finished.connect(self.on_table_speed_run_finished)
        self.table_speed.left.connect(self.show_levels)
        self.table_speed.lock_requested.connect(self.lock_requested)
        self.hands = HandDrillPage()
        self.chips = ChipDrillPage()
        self.pending_exam: jobs.ExamStart | None = None
        """An exam whose hand part is being answered; its settlement part starts after it."""
        for page in (self.hands, self.chips):
            page.finished.connect(self.on_skill_run_finished)
        self.hands.left.connect(self.on_hands_left)
        self.chips.left.connect(self.show_levels)
        self.instructor = InstructorPage()
        self.instructor.progress_requested.connect(self.show_progress)
        self.instructor.certificate_requested.connect(self.ask_certificate)
        self.instructor.close_requested.connect(self.closed)
        self.certificate: str | None = None
        self.loading = QLabel(self.tr("Loading…"))
        self.loading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        theme.css(self.loading, f"color: {C.text_dim}; font-size: {theme.Size.TITLE}px;")
        for w in (self.loading, self.setup, self.drill, self.summary, self.progress, self.table_speed, self.hands,
                  self.chips, self.instructor):
            self.stack.addWidget(w)

    # -- who is here --------------------------------------------------------------

    @property
    def is_trainee(self) -> bool:
        u = self.ctx.user
        return u is not None and u.role is Role.TRAINEE

    def enter(self) -> None:
        """Show the screen for the signed-in user: a trainee's levels, or a pit boss's view of the trainees."""
        u = self.ctx.user
        self.home = None
        self.setup.home = None
        self.session = None
        self.outcome = None
        self.last_choice = None
        self._sign_out_after = False
        self.top.who.setText(f"{u.name}  ·  {role_label(u.role)}" if u is not None else "")
        trainee = self.is_trainee
        self.top.levels.setVisible(trainee)
        self.top.progress.setVisible(trainee)
        self.top.lock.setVisible(trainee)
        self.top.sign_out.setVisible(trainee)
        if trainee:
            self.stack.setCurrentWidget(self.loading)
            self.ctx.run(lambda b: b.load_home(), self.on_home_loaded, self.on_job_failed)
        else:
            self.show_overview()

    # -- the instructor's view -------------------------------------------------------

    def show_overview(self) -> None:
        """Every trainee at a glance (a pit boss or an administrator)."""
        self.stack.setCurrentWidget(self.instructor)
        self.instructor.set_status(self.tr("Loading…"))
        self.ctx.run(lambda b: b.load_overview(), self.on_overview_loaded,
                     lambda err: self.instructor.set_status("✗ " + refusal_text(err), C.error))

    def on_overview_loaded(self, overview: jobs.InstructorOverview) -> None:
        self.instructor.set_status("")
        self.instructor.set_overview(overview)
        self.overview_loaded.emit(overview)

    def ask_certificate(self, trainee: str, finished_at: str) -> None:
        """An instructor signs the exam's certificate with their PIN; it is written as PDF."""
        me = self.ctx.user
        ask_signature(
            self.ctx, lambda b: ((me,) if me is not None else ()) + tuple(b.co_signers(jobs.EXAM_PERMISSION)),
            lambda cred: self.write_certificate(trainee, finished_at, cred), user=me.name if me is not None else None,
            title=self.tr("Exam certificate"),
            prompt=tr_args(self.tr("Sign %1's exam certificate with your PIN (logged). It lists the exam's rounds so "
                                   "it can be re-checked."), trainee),
            confirm_label=self.tr("Sign and print"),
            on_error=lambda err: self.instructor.set_status("✗ " + refusal_text(err), C.error))

    def write_certificate(self, trainee: str, finished_at: str, cred: Credentials) -> None:
        self.instructor.set_status(self.tr("Writing the certificate…"))
        locale = self.ctx.locale
        self.ctx.run(lambda b: b.export_exam_certificate(trainee, finished_at, cred.user_id, cred.pin,
                                                                       locale),
                     self.on_certificate_written,
                     lambda err: self.instructor.set_status("✗ " + refusal_text(err), C.error))

    def on_certificate_written(self, path: object) -> None:
        self.certificate = str(path)
        self.instructor.set_status(tr_args(self.tr("✓ Certificate saved: %1"), str(path)), C.ok)
        self.certificate_written.emit(str(path))

    def on_home_loaded(self, home: jobs.TrainingHome) -> None:
        self.home = home
        self.money = MoneyFormat(str(home.house.currency), self.ctx.locale, compact=False)
        self.setup.set_home(home, self.money)
        if self.stack.currentWidget() is self.loading:
            self.show_levels()

    def on_job_failed(self, err: JobError) -> None:
        if self.stack.currentWidget() is self.loading:
            self.stack.setCurrentWidget(self.setup)
        self.setup.set_problem(refusal_text(err))
        self.ctx.dialogs.error(self.tr("Not done"), refusal_text(err))

    def _set_nav(self, enabled: bool) -> None:
        for b in (self.top.levels, self.top.progress):
            b.setEnabled(enabled)

    def show_levels(self) -> None:
        if not self.is_trainee:
            return
        self._set_nav(True)
        self.stack.setCurrentWidget(self.setup)
        self.setup.start.setFocus()

    # -- starting -----------------------------------------------------------------

    def on_setup_start_requested(self, choice: Choice) -> None:
        home = self.home
        if home is None:
            return
        self.last_choice = choice
        if choice.mode is TrainingMode.EXAM:
            self.ask_instructor(choice)
            return
        seed = self.seeds()
        if choice.mode is TrainingMode.TABLE_SPEED:
            user = self.ctx.user
            assert user is not None
            self._set_nav(False)
            self.stack.setCurrentWidget(self.table_speed)
            self.table_speed.start(house=home.house, level=int(choice.level), seed=seed, rounds=choice.rounds,
                                   user=user, profile=home.profile, clock=self.clock)
            return
        user = self.ctx.user
        assert user is not None
        if choice.mode is TrainingMode.CHIPS:
            if home.chip_set is None:
                return
            self._set_nav(False)
            self.stack.setCurrentWidget(self.chips)
            self.chips.start(chip_questions(home.chip_set, home.house, seed, choice.rounds), home.chip_set, self.money,
                             trainee=user.name, level=int(choice.level), seed=seed, clock=self.clock)
            return
        self.setup.start.setEnabled(False)
        level, rounds, house, profile = int(choice.level), choice.rounds, home.house, home.profile
        if choice.mode is TrainingMode.HANDS:
            self.ctx.run(lambda b: b.build_hand_drill(level, seed, rounds, house, profile),
                         lambda drill: self.on_hand_drill_built(drill, seed), self.on_build_failed)
            return
        self.ctx.run(lambda b: b.build_practice(level, seed, rounds, house, profile),
                     lambda drill: self.on_drill_built(choice, drill), self.on_build_failed)

    def on_build_failed(self, err: JobError) -> None:
        self.setup.start.setEnabled(True)
        self.setup.set_problem(refusal_text(err))

    def on_hand_drill_built(self, drill: Drill, seed: int) -> None:
        self.setup.start.setEnabled(True)
        user = self.ctx.user
        assert user is not None
        self._set_nav(False)
        self.stack.setCurrentWidget(self.hands)
        self.hands.start(hand_questions(drill), trainee=user.name, level=int(drill.level), seed=seed, clock=self.clock)

    def on_skill_run_finished(self, run: SkillRun) -> None:
        """A hand-naming or chip drill ended: record it (its skill's mastery), then back to the levels on Enter
        (an exam's hand part: on to the exam's settlement part)."""
        self._set_nav(run.exam_id is None)
        page = self.hands if run.skill == "hands" else self.chips
        self.ctx.run(lambda b: b.record_skill_run(run), lambda r: self.on_skill_run_recorded(page, r),
                     lambda err: page.set_saved(False, refusal_text(err)))

    def on_skill_run_recorded(self, page: HandDrillPage | ChipDrillPage, run: SkillRun) -> None:
        page.set_saved(True)
        self.skill_run_recorded.emit(run)
        self.ctx.run(lambda b: b.load_home(), self.on_home_loaded, lambda err: None)

    def on_drill_built(self, choice: Choice, drill: Drill) -> None:
        self.setup.start.setEnabled(True)
        user = self.ctx.user
        assert user is not None
        mode = Mode.TIMED if choice.mode is TrainingMode.TIMED else Mode.PRACTICE
        session = TrainingSession(drill, user.name, mode=mode, feedback=choice.feedback, clock=self.clock)
        self.begin(session)

    def begin(self, session: TrainingSession) -> None:
        self.session = session
        self.outcome = None
        self._set_nav(False)
        home = self.home
        boxes = int(home.house.boxes) if home is not None else 6
        self.stack.setCurrentWidget(self.drill)
        self.drill.start(session, money=self.money, boxes=boxes, clock=self.clock)
        self.session_started.emit(session)

    # -- the exam ------------------------------------------------------------------

    def ask_instructor(self, choice: Choice) -> None:
        limit = tr_args(self.tr("%1 minutes"), str(choice.time_limit_minutes)) if choice.time_limit_minutes \
            else self.tr("no time limit")
        ask_signature(
            self.ctx, lambda b: b.co_signers(jobs.EXAM_PERMISSION), lambda cred: self.start_exam(choice, cred),
            title=self.tr("Start a locked exam"),
            prompt=tr_args(self.tr("Exam %1: level %2, %3 rounds, seed %4, %5. An instructor (pit boss) starts it with their PIN; "
                           "nothing can be changed afterwards and there is no feedback until it is handed in."),
                           choice.exam_id, str(int(choice.level)), str(choice.rounds), str(choice.seed), limit),
            confirm_label=self.tr("Start the exam"), on_error=self.on_job_failed)

    def ask_to_open_level(self, level: Level) -> None:
        """An instructor opens a locked level for the trainee: co-signed with their PIN, logged."""
        ask_signature(
            self.ctx, lambda b: b.co_signers(jobs.EXAM_PERMISSION), lambda cred: self.open_level(level, cred),
            title=self.tr("Open a level"),
            prompt=tr_args(self.tr("Open level %1 for this trainee before the level below it is passed. An instructor "
                                   "(pit boss) signs with their PIN; it is logged."), str(int(level))),
            confirm_label=self.tr("Open the level"), on_error=self.on_job_failed)

    def open_level(self, level: Level, cred: Credentials) -> None:
        self.ctx.run(lambda b: b.open_level(cred.user_id, cred.pin, int(level)), self.on_level_opened,
                     self.on_job_failed)

    def on_level_opened(self, opened: LevelOpening) -> None:
        self.ctx.run(lambda b: b.load_home(), self.on_home_loaded, self.on_job_failed)

    def start_exam(self, choice: Choice, cred: Credentials) -> None:
        """The instructor signed: the locked exam starts on the backend."""
        home = self.home
        if home is None:
            return
        self.setup.start.setEnabled(False)
        house, profile = home.house, home.profile
        seconds = choice.time_limit_minutes * 60 if choice.time_limit_minutes else None
        self.ctx.run(
            lambda b: b.start_exam(cred.user_id, cred.pin, exam_id=choice.exam_id, level=int(choice.level),
                                      seed=int(choice.seed or 0), rounds=choice.rounds, time_limit_seconds=seconds,
                                      house=house, profile=profile),
            self.on_exam_started, self.on_exam_refused)

    def on_exam_refused(self, err: JobError) -> None:
        self.setup.start.setEnabled(True)
        self.setup.set_problem(tr_args(self.tr("The exam was not started: %1"), refusal_text(err)))
        self.ctx.dialogs.error(self.tr("Exam not started"), refusal_text(err))

    def on_exam_started(self, start: jobs.ExamStart) -> None:
        """The exam's first part: name every hand of its rounds (no verdict until the end); then the settlement."""
        self.setup.start.setEnabled(True)
        user = self.ctx.user
        assert user is not None
        self.exam_started.emit(start.spec)
        questions = hand_questions(start.drill)
        if not questions:
            self.begin_exam(start)
            return
        self.pending_exam = start
        self._set_nav(False)
        self.stack.setCurrentWidget(self.hands)
        self.hands.start(questions, trainee=user.name, level=int(start.drill.level), seed=start.spec.seed,
                         clock=self.clock, exam_id=start.spec.exam_id)

    def begin_exam(self, start: jobs.ExamStart) -> None:
        """The exam's settlement part (its clock starts here)."""
        user = self.ctx.user
        assert user is not None
        self.pending_exam = None
        self.begin(TrainingSession(start.drill, user.name, exam=start.spec, clock=self.clock))

    def on_hands_left(self) -> None:
        if self.pending_exam is not None:
            self.begin_exam(self.pending_exam)
        else:
            self.show_levels()

    # -- during and after a session --------------------------------------------------

    def on_drill_stop_requested(self) -> None:
        s = self.session
        if s is None:
            return
        if s.mode is Mode.EXAM:
            ok = self.ctx.dialogs.confirm(self.tr("Hand in the exam"),
                                          self.tr("Hand in the exam now? Boxes not answered are shown as not answered."),
                                          self.tr("Hand in"), danger=True)
        else:
            ok = self.ctx.dialogs.confirm(self.tr("Stop the session"),
                                          self.tr("Stop now? What you answered is graded and kept in your progress; "
                                                  "the boxes left count as not answered."), self.tr("Stop"))
        if ok:
            self.drill.finish()

    def on_drill_session_finished(self, outcome: SessionOutcome) -> None:
        self.outcome = outcome
        s = self.session
        time_up = bool(s is not None and s.out_of_time)
        self._set_nav(True)
        self.summary.show_outcome(outcome, self.money, time_up=time_up,
                                  limit=s.time_limit_seconds if s is not None else None)
        self.summary.again.setVisible(outcome.result.mode is not Mode.EXAM)
        self.stack.setCurrentWidget(self.summary)
        self.summary.again.setFocus()
        self.session_finished.emit(outcome)
        self.record_outcome()

    def record_outcome(self) -> None:
        outcome = self.outcome
        if outcome is None:
            return
        result = outcome.result
        self.summary.set_saved(None)
        self.ctx.run(lambda b: b.record_result(result), self.on_result_recorded, self.on_record_failed)

    def on_result_recorded(self, result: Any) -> None:
        self.summary.set_saved(True)
        self.result_recorded.emit(result)
        self.ctx.run(lambda b: b.load_home(), self.on_home_loaded, lambda err: None)
        if self._sign_out_after:
            self._sign_out_after = False
            self.sign_out_requested.emit()

    def on_record_failed(self, err: JobError) -> None:
        self.summary.set_saved(False, refusal_text(err))
        if self._sign_out_after:
            self._sign_out_after = False
            self.ctx.dialogs.error(self.tr("Not saved"), tr_args(self.tr("The session was not saved: %1"), refusal_text(err)))

    def on_summary_again_requested(self) -> None:
        if self.last_choice is not None and self.last_choice.mode is not TrainingMode.EXAM:
            self.on_setup_start_requested(self.last_choice)

    # -- table speed --------------------------------------------------------------

    def on_table_speed_run_finished(self, timings: list[RoundTiming]) -> None:
        level, seed = self.table_speed.level, self.table_speed.seed
        per_round = [(t.seconds, t.correct) for t in timings]
        self.ctx.run(lambda b: b.record_table_speed(level, seed, per_round), self.on_table_speed_recorded,
                     lambda err: self.ctx.dialogs.error(self.tr("Not saved"), refusal_text(err)))

    def on_table_speed_recorded(self, run: jobs.TableSpeedRun) -> None:
        self.table_speed_recorded.emit(run)
        mean = run.mean_seconds or 0.0
        self.ctx.dialogs.inform(
            self.tr("Table speed"),
            tr_args(self.tr("%1 rounds entered in %2 s (%3 s a round); %4 entered exactly as dealt. Saved to your progress."),
                    str(run.rounds), decimal_text(run.seconds), decimal_text(mean), str(run.correct)))
        self.show_levels()

    # -- progress -----------------------------------------------------------------

    def show_progress(self, trainee: str | None = None) -> None:
        self.progress.back_text = self.tr("Back to the levels") if self.is_trainee else self.tr("Back to the trainees")
        self.stack.setCurrentWidget(self.progress)
        self.progress.load(trainee)

    def on_progress_loaded(self, data: jobs.ProgressData) -> None:
        if data.house is not None:
            self.money = MoneyFormat(str(data.house.currency), self.ctx.locale, compact=False)
        self.progress_loaded.emit(data)

    def on_progress_back_requested(self) -> None:
        if self.is_trainee:
            self.show_levels()
        else:
            self.show_overview()

    def on_progress_exported(self, path: str) -> None:
        self.exported = path
        self.progress_exported.emit(path)

    # -- documents, signing out -----------------------------------------------------

    def show_house_rules(self) -> None:
        home = self.home
        if home is None:
            return
        self.ctx.dialogs.show_document(self.tr("House rules"), house_rules_html(home.house, self.money, name=home.profile))

    def on_sign_out_clicked(self) -> None:
        if not self.is_trainee:
            self.closed.emit()
            return
        s = self.session
        if self.stack.currentWidget() is self.drill and s is not None and not s.closed:
            what = self.tr("Hand in the exam and sign out?") if s.mode is Mode.EXAM else \
                self.tr("Stop the session and sign out? What you answered is kept in your progress.")
            if not self.ctx.dialogs.confirm(self.tr("Sign out"), what, self.tr("Sign out")):
                return
            self._sign_out_after = True
            self.drill.finish()
            return
        self.sign_out_requested.emit()

    def keyPressEvent(self, event: Any) -> None:
        if event.key() == Qt.Key.Key_F9 and self.is_trainee:
            self.lock_requested.emit(self.tr("Locked by the trainee."))
            return
        super().keyPressEvent(event)
