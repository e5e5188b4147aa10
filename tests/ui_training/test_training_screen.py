"""Trainee mode in the desktop app, driven through the real widgets offscreen.

A trainee signs in and lands on the training screen (never the live table),
settles a full timed session by typing into the answer form (some answers
right, some wrong), reads the summary and the feedback, and the result is in
the store. A pit boss sees a trainee's progress and exports it as PDF; an
exam starts only with a pit boss's PIN; table speed runs on the real table
screen without touching a store shift.
"""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from pdf_text import page_text
from training_ui_helpers import (
    PEOPLE,
    answer_box,
    cheap_hasher,
    grab,
    open_level_for,
    planted_mistake,
    press_enter,
    seed_history,
    settle,
    sign_in,
    sign_out,
    type_into,
)

from dealer_app.services import DealerServices
from dealer_app.store.records import EntryKind
from dealer_app.training import AnswerField, Level, MistakeKind, Mode, ServiceProgressStore
from rules.poker.table import PlaceBet
from ui.devtools.driver import TableDriver, pump, wait_until
from ui.kit.dialogs import Credentials, ScriptedDialogService
from ui.kit.money import screen_text
from ui.kit.qt import Qt, QTest
from ui.training import TraineeProgressView
from ui.training.setup_page import TrainingMode
from ui.training.table_speed import PracticeTableBackend, PracticeTableScreen


class FakeClock:
    """The training screen's clock, moved by the test (a timed session without waiting)."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture
def shots(tmp_path: Path) -> Path:
    """Where the screenshots go: $DEALER_TRAINING_SHOTS when set (to look at them), else a temp folder."""
    folder = Path(os.environ.get("DEALER_TRAINING_SHOTS") or tmp_path / "shots")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _services(db_path: Path) -> DealerServices:
    return DealerServices.open(db_path, record_startup=False, readonly=True, hasher=cheap_hasher())


def _results(db_path: Path, trainee: str) -> list[Any]:
    s = DealerServices.open(db_path, record_startup=False, hasher=cheap_hasher())
    try:
        viewer = s.users.sign_in(trainee, PEOPLE[trainee][1])
        return ServiceProgressStore(s, viewer).results()
    finally:
        s.close()


def _start(w: Any, level: Level, mode: TrainingMode, rounds: int, *, clock: FakeClock | None = None,
           seed: int = 42) -> Any:
    screen = w.training
    wait_until(lambda: screen.stack.currentWidget() is screen.setup and screen.home is not None, 10000, "the levels")
    if screen.setup.is_locked(level) and mode is not TrainingMode.EXAM:
        # these tests start a higher level at once: an instructor opens it first (tests/ui_training/test_level_gates.py)
        open_level_for(Path(w.ctx.backend.db_path), w.ctx.user.name, int(level))
        screen.home = None
        screen.ctx.run(lambda b: b.load_home(), screen.on_home_loaded, screen.on_job_failed)
        wait_until(lambda: screen.home is not None and not screen.setup.is_locked(level), 10000, "the level opened")
    if clock is not None:
        screen.clock = clock
    screen.seeds = lambda: seed
    screen.setup.select_level(level)
    screen.setup.set_mode(mode)
    {TrainingMode.PRACTICE: screen.setup.practice_rounds, TrainingMode.TIMED: screen.setup.timed_rounds,
     TrainingMode.TABLE_SPEED: screen.setup.table_rounds, TrainingMode.EXAM: screen.setup.exam_rounds}[mode].setValue(rounds)
    return screen


# ---------------------------------------------------------------------------
# the full timed session
# ---------------------------------------------------------------------------


def test_a_trainee_lands_on_training_and_settles_a_full_timed_session(window: Any, db_path: Path, shots: Path) -> None:
    w = window
    sign_in(w, "Tanya")
    assert w.stack.currentWidget() is w.training, "a trainee lands on the training screen"
    clock = FakeClock()
    screen = _start(w, Level.BOUGHT_GAME, TrainingMode.TIMED, 10, clock=clock)
    grab(w, shots / "training-01-levels.png")
    QTest.keyClick(screen.setup.start, Qt.Key.Key_Return)
    settle(w)
    assert screen.stack.currentWidget() is screen.drill
    session = screen.session
    assert session.mode is Mode.TIMED and session.time_limit_seconds == session.drill.target_seconds
    assert len(session.drill.rounds) == 10
    assert screen.drill.clock_box.isVisible() and screen.drill.countdown.text() == \
        f"{session.drill.target_seconds // 60}:{session.drill.target_seconds % 60:02d}"
    grab(w, shots / "training-02-timed-drill.png")

    planted: dict[tuple[int, int], MistakeKind] = {}
    slipped: set[tuple[int, int]] = set()
    net_answered: set[tuple[int, int]] = set()
    total = len(session.tasks)
    for i in range(total):
        task = session.current
        assert task is not None
        # the round as the table shows it: the box asked is selected, its stakes in its chips
        bw = screen.drill.round_view.box_widget(task.box)
        assert bw.selected and bw.info.ante == task.view["ante"]
        clock.advance(6.0)
        key = (task.round, task.box)
        wrong = None
        if i % 4 == 1 and (p := planted_mistake(session.drill, task)) is not None:
            kind, figures = p
            planted[key] = kind

            def wrong(f: dict[str, Any], figures: dict[str, Any] = figures) -> None:
                f.update(figures)
        elif i % 7 == 3:
            slipped.add(key)

            def wrong(f: dict[str, Any]) -> None:
                f["bet"] = f["bet"] + 500  # an arithmetic slip: no single rule gives it
        if i % 5 == 4 and key not in planted and key not in slipped:
            net_answered.add(key)
            screen.drill.form.set_net_mode(True)
            row = screen.drill.form.row(AnswerField.NET)
            net = task.expected.net
            type_into(row.edit, "r" if net == 0 else ("p" if net > 0 else "t") + screen.money.minor_to_major_text(abs(net)))
            for q in task.questions:
                qrow = screen.drill.form.row(q)
                v = task.expected.value(q)
                if q is AnswerField.REPLACED:
                    type_into(qrow.edit, " ".join(v) if v else "-")
                else:
                    type_into(qrow.edit, screen.money.minor_to_major_text(int(v)))
            press_enter(screen.drill.form)
            screen.drill.form.set_net_mode(False)
        else:
            answer_box(screen, task, wrong=wrong)
        if i < total - 1:
            # timed: feedback only at the end; the next box is up at once
            assert screen.drill.stack.currentWidget() is screen.drill.form
            assert session.position[0] == i + 1
    settle(w)
    assert planted and slipped and net_answered

    # the summary
    assert screen.stack.currentWidget() is screen.summary
    outcome = screen.outcome
    report = outcome.report
    wrong_keys = set(planted) | slipped
    assert report.total == total and report.correct == total - len(wrong_keys) and report.unanswered == 0
    assert {(v.round, v.box) for v in report.verdicts if not v.correct} == wrong_keys
    assert screen.summary.score.text() == f"{report.percent:.0f}%"
    assert screen.summary.score_note.text().startswith(f"{report.correct} of {total} boxes answered right")
    assert outcome.result.seconds == pytest.approx(6.0 * total)
    assert screen.summary.time_note.text().startswith("within the target")
    for key, kind in planted.items():
        v = next(v for v in report.verdicts if (v.round, v.box) == key)
        assert v.mistake is kind or (v.mistake is MistakeKind.AMBIGUOUS and kind in v.candidates), (key, kind, v)
    for key in slipped:
        v = next(v for v in report.verdicts if (v.round, v.box) == key)
        assert v.mistake is MistakeKind.SLIP  # one line off, no rule gives it: a slip on that line
    kinds_text = screen.summary.kinds.text()
    for kind in report.mistakes:
        assert kind.label in kinds_text

    # feedback for a planted mistake: right and wrong per field, the mistake in words, the engine's explanation
    key, kind = next(iter(planted.items()))
    row = next(i for i, v in enumerate(report.verdicts) if (v.round, v.box) == key)
    screen.summary.boxes.setCurrentRow(row)
    pump(0)
    v = report.verdicts[row]
    fb = screen.summary.feedback
    assert fb.tag.text().strip() == "WRONG"
    shown = fb.checks_shown()
    assert [r[3] for r in shown] == ["✓" if c.ok else "✗" for c in v.checks]
    assert "✗" in [r[3] for r in shown]
    assert fb.explanation.text() == "\n".join(screen_text(line) for line in v.explanation) and v.explanation
    if v.mistake is not MistakeKind.AMBIGUOUS:
            assert kind.label.lower() in fb.mistake.text().lower() and fb.rule.text() == kind.rule
    grab(w, shots / "training-03-summary.png")
    # a right box says RIGHT with every field ticked
    right_row = next(i for i, v in enumerate(report.verdicts) if v.correct)
    screen.summary.boxes.setCurrentRow(right_row)
    pump(0)
    assert fb.tag.text().strip() == "RIGHT" and all(r[3] == "✓" for r in fb.checks_shown())

    # recorded in the store, as the trainee's own progress
    wait_until(lambda: screen.summary.saved.text().startswith("✓"), 10000, "the result saved")
    results = _results(db_path, "Tanya")
    assert len(results) == 1
    r = results[0]
    assert (r.mode, r.level, r.total, r.correct, r.drill_id) == (Mode.TIMED, 3, total, report.correct, session.drill.drill_id)
    assert {(b.round, b.box) for b in r.boxes if not b.correct} == wrong_keys
    s = _services(db_path)
    try:
        entries = [e for e in s.store.entries_of_kind([EntryKind.TRAINEE_RESULT])
                   if e.payload["mode"] != "level_opened"]  # level 3 was opened for the test by an instructor
        assert len(entries) == 1 and entries[0].payload["mode"] == "timed"
    finally:
        s.close()


def test_a_timed_session_ends_when_the_clock_runs_out(window: Any, db_path: Path) -> None:
    w = window
    sign_in(w, "Tanya")
    clock = FakeClock()
    screen = _start(w, Level.PLAIN_SHOWDOWN, TrainingMode.TIMED, 3, clock=clock)
    screen.setup.start.click()
    settle(w)
    session = screen.session
    answer_box(screen, session.current)
    clock.advance(session.time_limit_seconds + 1)
    screen.drill.on_timer_timeout()
    settle(w)
    assert screen.stack.currentWidget() is screen.summary
    assert screen.summary.headline.text() == "Time is up"
    report = screen.outcome.report
    assert report.unanswered == report.total - 1
    assert screen.summary.time_note.text().startswith("over the target")
    wait_until(lambda: screen.summary.saved.text().startswith("✓"), 10000, "the result saved")
    assert _results(db_path, "Tanya")[0].total == report.total


def test_practice_with_feedback_after_each_box(window: Any, db_path: Path, shots: Path) -> None:
    w = window
    sign_in(w, "Tanya")
    screen = _start(w, Level.BOUGHT_GAME, TrainingMode.PRACTICE, 4)
    screen.setup.start.click()
    settle(w)
    drill = screen.drill
    session = screen.session
    assert session.feedback.value == "immediate" and not drill.clock_box.isVisible()
    # an incomplete answer is refused in words, next to the field
    press_enter(drill.form)
    assert session.position[0] == 0
    assert "choose PAY, TAKE or RETURN" in drill.form.row(AnswerField.ANTE).problem.text()
    assert drill.form.problem.text().startswith("⚠ Not checked yet")
    # a planted mistake, shown at once
    task = session.current
    while planted_mistake(session.drill, task) is None:
        answer_box(screen, task)
        QTest.keyClick(drill.feedback, Qt.Key.Key_Return)
        task = session.current
    kind, figures = planted_mistake(session.drill, task)
    answer_box(screen, task, wrong=lambda f: f.update(figures))
    assert drill.stack.currentWidget() is drill.feedback
    assert drill.feedback.tag.text().strip() == "WRONG"
    v = drill.feedback.verdict
    assert v.mistake is kind or kind in v.candidates
    if v.mistake is not None:  # the kind of mistake in words, never its id ("category_too_high")
        assert drill.feedback.kind_pill.text() == v.mistake.label.upper() != v.mistake.value.upper()
    assert drill.feedback.explanation.text() == "\n".join(screen_text(line) for line in task.explanation)
    grab(w, shots / "training-04-feedback.png")
    QTest.keyClick(drill.feedback, Qt.Key.Key_Return)
    assert drill.stack.currentWidget() is drill.form and session.current is not task
    # a right answer, then stop: what was answered is kept
    answer_box(screen, session.current)
    assert drill.feedback.tag.text().strip() == "RIGHT"
    w.ctx.dialogs.expect("confirm", True)
    drill.stop_button.click()
    settle(w)
    assert screen.stack.currentWidget() is screen.summary
    wait_until(lambda: screen.summary.saved.text().startswith("✓"), 10000, "saved")
    r = _results(db_path, "Tanya")[0]
    assert r.mode is Mode.PRACTICE and sum(1 for b in r.boxes if b.answered) == session.position[0]


# ---------------------------------------------------------------------------
# never the live table
# ---------------------------------------------------------------------------


def test_a_trainee_never_reaches_the_live_table(window: Any, db_path: Path) -> None:
    # a shift is open at this station's table
    s = DealerServices.open(db_path, record_startup=False, hasher=cheap_hasher())
    try:
        anna = s.users.sign_in("Anna", PEOPLE["Anna"][1])
        s.shifts.open(anna, "Table 1")
        s.users.sign_out()
    finally:
        s.close()
    w = window
    sign_in(w, "Tanya")
    pump(50)
    settle(w)
    assert w.stack.currentWidget() is w.training
    assert w.table.update_ is None, "the live table never loaded a round for the trainee"
    assert w.ctx.shift is None
    # the live table is not reachable from the training screen: its only ways out are sign-out and lock
    screen = w.training
    QTest.keyClick(screen, Qt.Key.Key_F9)
    assert w.locked
    w.lock_screen.pin.setText(PEOPLE["Tanya"][1])
    w.lock_screen.on_unlock_clicked()
    settle(w)
    assert w.stack.currentWidget() is w.training
    # table speed: the real table screen, on practice rounds, never the live one
    _start(w, Level.PLAIN_SHOWDOWN, TrainingMode.TABLE_SPEED, 1)
    screen.setup.start.click()
    settle(w)
    practice = screen.table_speed.table
    assert isinstance(practice, PracticeTableScreen) and practice is not w.table
    assert isinstance(practice.ctx.backend, PracticeTableBackend) and practice.ctx.backend is not w.ctx.backend
    assert w.stack.currentWidget() is w.training
    practice.top.menu.click()  # its Menu button: only what a trainee may do there
    assert practice.table_menu.menu is not None
    assert [a.text() for a in practice.table_menu.menu.actions()] == [
        "All keys  (F1)", "House rules and pay tables  (F2)", "Lock the station  (F9)", "Leave the practice table  (F10)"]
    practice.table_menu.menu.close()
    # the services refuse the trainee a shift whatever the screen does
    s = DealerServices.open(db_path, record_startup=False, hasher=cheap_hasher())
    try:
        tanya = s.users.sign_in("Tanya", PEOPLE["Tanya"][1])
        from dealer_app.auth.roles import PermissionDenied

        with pytest.raises(PermissionDenied):
            s.shifts.open(tanya, "Table 9")
    finally:
        s.close()


def test_table_speed_enters_practice_rounds_on_the_real_table_screen(window: Any, db_path: Path, shots: Path) -> None:
    w = window
    sign_in(w, "Tanya")
    clock = FakeClock()
    screen = _start(w, Level.NO_GAME, TrainingMode.TABLE_SPEED, 2, clock=clock)
    screen.setup.start.click()
    settle(w)
    page = screen.table_speed
    table = page.table
    backend = page.backend
    driver = TableDriver(w)  # keys into the practice table (inside the main window), not the live one
    driver.table, driver.ctx = table, table.ctx
    driver.settle()
    assert page.sheet_lines()[0].startswith("▶ ")
    first = backend.rounds[0]
    half = len(first.steps) // 2
    driver.steps(first.steps[:half])
    lines = page.sheet_lines()
    assert sum(1 for line in lines if line.startswith("✓")) >= half - 1
    grab(w, shots / "training-05-table-speed.png")
    driver.steps(first.steps[half:])
    assert table.info.settlement is not None
    clock.advance(42.0)
    driver.enter()  # confirm the round
    assert [(t.number, t.correct, t.seconds) for t in backend.timings] == [(1, True, 42.0)]
    # round 2 entered with another Ante on its first box: a legal round, but not the one dealt
    second = backend.rounds[1]
    bet = second.steps[0]
    assert isinstance(bet, PlaceBet)
    house = backend.house
    other = house.min_ante * 2 if bet.ante == house.min_ante else house.min_ante
    driver.steps([replace(bet, ante=other), *second.steps[1:]])
    clock.advance(30.0)
    w.ctx.dialogs.expect("inform", None)
    driver.enter()
    settle(w)
    assert backend.finished and [(t.number, t.correct, t.seconds) for t in backend.timings] == [
        (1, True, 42.0), (2, False, 30.0)]
    # recorded as a table-speed run in the trainee's own records; no shift, no round in the store
    s = _services(db_path)
    try:
        runs = [e for e in s.store.entries_of_kind([EntryKind.TRAINEE_RESULT]) if e.payload["mode"] == "table_speed"]
        assert len(runs) == 1
        assert runs[0].payload["rounds"] == 2 and runs[0].payload["seconds"] == pytest.approx(72.0)
        assert runs[0].payload["correct"] == 1
        assert s.store.shifts() == [] and s.store.rounds() == []
    finally:
        s.close()
    assert screen.stack.currentWidget() is screen.setup


# ---------------------------------------------------------------------------
# progress, pit boss, PDF
# ---------------------------------------------------------------------------


@pytest.mark.subprocess  # prints through the dealer-app report child
def test_a_pit_boss_sees_a_trainees_progress_and_exports_it(window: Any, db_path: Path, shots: Path) -> None:
    seed_history(db_path, "Tanya", days=5)
    w = window
    sign_in(w, "Tanya")
    screen = w.training
    wait_until(lambda: screen.home is not None, 10000, "the levels")
    screen.top.progress.click()
    settle(w)
    assert screen.stack.currentWidget() is screen.progress
    own = screen.progress.data
    assert own.trainee == "Tanya" and not own.viewer_may_choose and own.results
    assert not screen.progress.trainee.isVisible()
    grab(w, shots / "training-06-progress.png")
    # a trainee sees only their own
    screen.progress.load("Ilya")
    settle(w)
    assert screen.progress.data.trainee == "Tanya" and screen.progress.status.text().startswith("✗")
    sign_out(w)

    sign_in(w, "Boris")
    assert w.stack.currentWidget() is not w.training, "a pit boss goes to the table flow, not training"
    # the view the pit boss console embeds, on its own
    view = TraineeProgressView(w.training_ctx)
    view.load()
    settle(w)
    assert view.data.trainee == "Tanya" and view.data.viewer_may_choose and view.trainee.isEnabled()
    view.deleteLater()
    # the training screen entered for the pit boss: the instructor's view, Enter opens the trainee's progress
    w.stack.setCurrentWidget(w.training)
    w.training.enter()
    settle(w)
    assert screen.stack.currentWidget() is screen.instructor
    assert [r.trainee for r in screen.instructor.overview.rows] == ["Tanya", "Ilya"]
    QTest.keyClick(screen.instructor.table, Qt.Key.Key_Return)
    settle(w)
    page = screen.progress
    data = page.data
    assert data.viewer_may_choose and set(data.trainees) == {"Tanya", "Ilya"}
    assert data.trainee == "Tanya" and len(data.results) == len(own.results)
    assert page.k_sessions.value.text() == str(len(own.results))
    assert page.title.text() == "Progress · Tanya"
    assert page.acc_levels.bars[0].value is not None and page.kinds.rows
    assert page.sessions.rowCount() == len(own.results)
    assert len(data.table_speed) == 2 and page.table_speed.series[0].values
    grab(w, shots / "training-07-pit-boss-progress.png")
    # another trainee
    page.trainee.setCurrentIndex(page.trainee.findData("Ilya"))
    page.on_trainee_activated(page.trainee.currentIndex())
    settle(w)
    assert page.data.trainee == "Ilya" and page.data.results == () and page.k_sessions.value.text() == "0"
    # export Tanya's progress as PDF
    page.on_trainee_activated(page.trainee.findData("Tanya"))
    settle(w)
    page.export.click()
    settle(w)
    assert screen.exported is not None, page.status.text()
    pdf = Path(screen.exported)
    assert pdf.exists() and pdf.read_bytes().startswith(b"%PDF")
    from pypdf import PdfReader

    text = "\n".join(page_text(p) for p in PdfReader(str(pdf)).pages)
    assert "Trainee progress — Tanya" in text and "printed by Boris" in text
    assert "Mistakes by kind" in text and "Table speed" in text
    s = _services(db_path)
    try:
        printed = s.store.entries_of_kind([EntryKind.REPORT_PRINTED])
        assert printed and printed[-1].payload["what"] == "progress report: Tanya"
        assert printed[-1].actor == s.users.by_name("Boris").id
    finally:
        s.close()


# ---------------------------------------------------------------------------
# the exam
# ---------------------------------------------------------------------------


def test_an_exam_starts_only_with_a_pit_bosss_pin_and_gives_no_feedback_until_the_end(
        window: Any, db_path: Path, dialogs: ScriptedDialogService, shots: Path) -> None:
    w = window
    sign_in(w, "Tanya")
    screen = _start(w, Level.NO_GAME, TrainingMode.EXAM, 3)
    setup = screen.setup
    # no name: refused in words before anyone is asked
    setup.start.click()
    assert "give the exam a name" in setup.problem.text() and not dialogs.calls
    setup.exam_id.setText("2026-11 group A")
    setup.exam_seed.setValue(777)
    setup.exam_minutes.setValue(10)
    # a wrong PIN: not started, said in words
    dialogs.expect("credentials", Credentials("Boris", "000000"))
    dialogs.expect("error", None)
    setup.start.click()
    settle(w)
    assert screen.stack.currentWidget() is screen.setup and screen.session is None
    assert "not started" in setup.problem.text()
    # a dealer's PIN: a dealer cannot start an exam
    dialogs.expect("credentials", Credentials("Anna", PEOPLE["Anna"][1]))
    dialogs.expect("error", None)
    setup.start.click()
    settle(w)
    assert screen.session is None
    # the pit boss's PIN
    dialogs.expect("credentials", Credentials("Boris", PEOPLE["Boris"][1]))
    setup.start.click()
    settle(w)
    assert dialogs.pending == 0
    # the exam's first part: name every hand of its rounds, by key, with no verdict until the end
    hands = screen.hands
    assert screen.stack.currentWidget() is hands and hands.exam_id == "2026-11 group A" and screen.session is None
    assert hands.title.text() == "Exam 2026-11 group A · name the hands"
    first = hands.current
    QTest.keyClick(hands, Qt.Key.Key_9 if first.hand1.value != 9 else Qt.Key.Key_8)  # a wrong name
    QTest.keyClick(hands, Qt.Key.Key_Return)
    assert hands.current is not first and hands.feedback.text() == "Name the hand: press its key."
    QTest.keyClick(hands, Qt.Key.Key_Escape)  # handed in: the rest not answered
    assert hands.run is not None and (hands.run.answered, hands.run.right) == (1, 0)
    assert hands.run.exam_id == "2026-11 group A"
    settle(w)
    QTest.keyClick(hands, Qt.Key.Key_Return)
    session = screen.session
    assert screen.stack.currentWidget() is screen.drill
    assert session.mode is Mode.EXAM and session.exam.exam_id == "2026-11 group A"
    assert session.exam.instructor == "Boris" and session.exam.seed == 777 and session.time_limit_seconds == 600
    assert session.drill.drill_id.startswith("L2-S777-K3-")
    assert screen.drill.lock_pill.text() == "LOCKED EXAM" and screen.drill.stop_button.text() == "Hand in"
    assert not screen.top.levels.isEnabled() and not screen.top.progress.isEnabled()
    grab(w, shots / "training-08-exam.png")
    # no feedback during the exam, even for a wrong answer
    answer_box(screen, session.current, wrong=lambda f: f.update(ante=f["ante"] + 100))
    answer_box(screen, session.current)
    assert screen.drill.stack.currentWidget() is screen.drill.form
    dialogs.expect("confirm", True)
    screen.drill.stop_button.click()
    settle(w)
    assert screen.stack.currentWidget() is screen.summary
    assert screen.summary.headline.text() == "Exam 2026-11 group A handed in"
    assert not screen.summary.again.isVisible()
    report = screen.outcome.report
    assert report.correct == 1 and report.unanswered == report.total - 2
    wait_until(lambda: screen.summary.saved.text().startswith("✓"), 10000, "saved")
    r = _results(db_path, "Tanya")[0]
    assert r.mode is Mode.EXAM and r.exam_id == "2026-11 group A"
    s = _services(db_path)
    try:
        co = s.store.entries_of_kind([EntryKind.CO_SIGNED])
        assert len(co) == 1 and co[0].payload["purpose"] == "start exam 2026-11 group A for Tanya"
        assert co[0].actor == s.users.by_name("Boris").id
    finally:
        s.close()
