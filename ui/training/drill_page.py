"""The drill: one box at a time, the round as the table shows it, the answer
form, the feedback (at once, or only at the end), and the clock in timed mode
and in an exam with a time limit.

The page drives a :class:`dealer_app.training.TrainingSession` (pure: grading
takes milliseconds, so it runs here on the UI thread); recording the result
is the screen's job, on the store worker.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from dealer_app.training import AnswerField, AnswerFileError, BoxVerdict, Feedback, Mode, SessionClosed, TrainingSession
from ui.kit import theme
from ui.kit.chrome import Pill
from ui.kit.explained import refusal_text
from ui.kit.money import MoneyFormat
from ui.kit.panel import PaintedFrame
from ui.kit.qt import (
    QHBoxLayout,
    QKeyEvent,
    QKeySequence,
    QLabel,
    QProgressBar,
    QPushButton,
    QShortcut,
    QStackedWidget,
    Qt,
    QTimer,
    QVBoxLayout,
    QWidget,
    Signal,
)
from ui.kit.text import tr_args
from ui.training.answer import AnswerForm
from ui.training.feedback import FeedbackPanel
from ui.training.round_view import RoundView
from ui.training.words import level_title, mode_label

__all__ = ["DrillPage", "clock_text"]

C = theme.C


def clock_text(seconds: float) -> str:
    s = max(0, int(seconds + 0.999))
    return f"{s // 60}:{s % 60:02d}"


class _FeedbackHolder(FeedbackPanel):
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and self.next_button.isVisible():
            self.continued.emit()
            return
        super().keyPressEvent(event)


class DrillPage(QWidget):
    box_answered = Signal(object)
    """A box was answered (the verdict, or None when feedback comes at the end)."""
    session_finished = Signal(object)
    """The session ended (every box done, time up, or stopped): its SessionOutcome."""
    stop_requested = Signal()
    house_rules_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session: TrainingSession | None = None
        self.money = MoneyFormat(compact=False)
        self.boxes = 6
        self.clock: Callable[[], float] = time.monotonic
        self._shown_at = 0.0
        self._finishing = False
        self.net_mode = False
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(0)

        self.header = PaintedFrame()
        self.header.set_look(C.surface, C.border, 1, sides="bottom")
        head = QHBoxLayout(self.header)
        head.setContentsMargins(16, 8, 16, 8)
        head.setSpacing(16)
        self.level_tag = QLabel("")
        self.level_tag.setStyleSheet(f"background: {C.accent}; color: {C.accent_text}; border-radius: 5px;"
                                     " padding: 3px 9px; font-size: 14px; font-weight: bold;")
        self.level_tag.setFixedHeight(30)
        head.addWidget(self.level_tag, 0, Qt.AlignmentFlag.AlignVCenter)
        titles = QVBoxLayout()
        titles.setSpacing(0)
        self.title = QLabel("")
        theme.css(self.title, "font-size: 17px; font-weight: bold;")
        self.mode = QLabel("")
        theme.css(self.mode, f"color: {C.text_dim}; font-size: 13px;")
        titles.addWidget(self.title)
        titles.addWidget(self.mode)
        head.addLayout(titles, 1)
        self.lock_pill = Pill(size=12)
        head.addWidget(self.lock_pill)
        where = QVBoxLayout()
        where.setSpacing(4)
        self.position = QLabel("")
        theme.css(self.position, "font-size: 14px; font-weight: bold;")
        self.progress = QProgressBar()
        self.progress.setTextVisible(False)
        self.progress.setFixedHeight(8)
        self.progress.setFixedWidth(220)
        where.addWidget(self.position)
        where.addWidget(self.progress)
        head.addLayout(where)
        clock_col = QVBoxLayout()
        clock_col.setSpacing(0)
        self.clock_cap = QLabel(self.tr("TIME LEFT"))
        theme.css(self.clock_cap, f"color: {C.text_faint}; font-size: 11px; font-weight: bold;")
        self.countdown = QLabel("")
        theme.css(self.countdown, f"font-size: {theme.Size.HEADLINE}px; font-weight: bold; font-family: 'DejaVu Sans Mono';")
        clock_col.addWidget(self.clock_cap)
        clock_col.addWidget(self.countdown)
        self.clock_box = QWidget()
        self.clock_box.setLayout(clock_col)
        head.addWidget(self.clock_box)
        self.rules_button = QPushButton(self.tr("Rules  F2"))
        self.rules_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.rules_button.clicked.connect(self.house_rules_requested)
        head.addWidget(self.rules_button)
        self.stop_button = QPushButton(self.tr("Stop"))
        self.stop_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.stop_button.clicked.connect(self.stop_requested)
        head.addWidget(self.stop_button)
        col.addWidget(self.header)

        body = QVBoxLayout()
        body.setContentsMargins(16, 10, 16, 12)
        body.setSpacing(10)
        self.round_view = RoundView()
        self.round_view.setMinimumHeight(345)
        body.addWidget(self.round_view)  # its own height (at least 345): the answer form or the feedback takes the rest
        self.stack = QStackedWidget()
        self.form = AnswerForm()
        self.form.submitted.connect(self.on_form_submitted)
        self.form.net_mode_changed.connect(self.on_form_net_mode_changed)
        self.feedback = _FeedbackHolder()
        self.feedback.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.feedback.continued.connect(self.on_feedback_continued)
        self.stack.addWidget(self.form)
        self.stack.addWidget(self.feedback)
        body.addWidget(self.stack, 1)
        body.setContentsMargins(14, 8, 14, 10)
        body.setSpacing(8)
        col.addLayout(body, 1)

        self.timer = QTimer(self)
        self.timer.setInterval(250)
        self.timer.timeout.connect(self.on_timer_timeout)
        self._rules_key = QShortcut(QKeySequence("F2"), self)
        self._rules_key.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self._rules_key.activated.connect(self.house_rules_requested)

    # -- starting -------------------------------------------------------------

    def start(self, session: TrainingSession, *, money: MoneyFormat, boxes: int,
              clock: Callable[[], float] = time.monotonic) -> None:
        self.session = session
        self.money = money
        self.boxes = boxes
        self.clock = clock
        self._finishing = False
        drill = session.drill
        self.level_tag.setText(tr_args(self.tr("LEVEL %1"), str(int(drill.level))))
        self.title.setText(level_title(drill.level))
        if session.mode is Mode.EXAM and session.exam is not None:
            self.mode.setText(tr_args(self.tr("Exam %1 · instructor %2"),
                                      session.exam.exam_id, session.exam.instructor))
            self.lock_pill.set_pill(self.tr("LOCKED EXAM"), C.held)
            self.stop_button.setText(self.tr("Hand in"))
        else:
            fb = self.tr("feedback after each box") if session.feedback is Feedback.IMMEDIATE else self.tr("feedback at the end")
            text = f"{mode_label(session.mode)} · {fb}"
            if session.mode is Mode.TIMED:
                text = f"{mode_label(session.mode)} · " + tr_args(self.tr("target %1 s per box"),
                                                                  str(drill.level.target_seconds_per_box)) + f" · {fb}"
            self.mode.setText(text)
            self.lock_pill.set_pill("", C.text_faint)
            self.stop_button.setText(self.tr("Stop"))
        self.lock_pill.setVisible(session.mode is Mode.EXAM)
        timed = session.time_limit_seconds is not None
        self.clock_box.setVisible(timed)
        if timed:
            self.timer.start()
        else:
            self.timer.stop()
        self.on_timer_timeout()
        self.show_current()

    # -- one box ----------------------------------------------------------------

    def show_current(self) -> None:
        s = self.session
        if s is None:
            return
        task = s.current
        if task is None:
            self.finish()
            return
        views = [t.view for t in s.drill.rounds[task.round - 1].tasks]
        self.round_view.set_round(views, task.box, boxes=self.boxes, money=self.money)
        self.form.set_task(task, self.money, net_mode=self.net_mode)
        self.stack.setCurrentWidget(self.form)
        self.form.focus_first()
        done, total = s.position
        self.position.setText(tr_args(self.tr("Round %1 of %2 · box %3 of %4"),
                                      str(task.round), str(len(s.drill.rounds)), str(done + 1), str(total)))
        self.progress.setMaximum(total)
        self.progress.setValue(done)
        self._shown_at = self.clock()

    def on_form_net_mode_changed(self, net: bool) -> None:
        self.net_mode = net

    def on_form_submitted(self) -> None:
        s = self.session
        if s is None or self._finishing:
            return
        values, problems = self.form.values()
        if problems:
            self.form.show_problems(problems, tr_args(self.tr("Not checked yet: %1 to complete."), str(len(problems))))
            return
        values["seconds"] = round(max(0.0, self.clock() - self._shown_at), 3)
        try:
            verdict = s.answer(values)
        except SessionClosed:
            self.finish()
            return
        except AnswerFileError as exc:
            by_field: dict[AnswerField, str] = {}
            general = []
            for e in exc.errors:
                try:
                    by_field[AnswerField(e.field)] = refusal_text(e.message)
                except ValueError:
                    general.append(refusal_text(e.message))
            self.form.show_problems(by_field, "; ".join(general))
            return
        self.box_answered.emit(verdict)
        if verdict is not None:
            self.show_feedback(verdict)
        else:
            self.show_current()

    def show_feedback(self, verdict: BoxVerdict) -> None:
        s = self.session
        assert s is not None
        last = s.current is None
        self.feedback.show_verdict(verdict, self.money, target=s.drill.level.target_seconds_per_box,
                                   continue_text=self.tr("Summary  ⏎") if last else self.tr("Next box  ⏎"))
        self.stack.setCurrentWidget(self.feedback)
        self.feedback.setFocus()
        done, _total = s.position
        self.progress.setValue(done)

    def on_feedback_continued(self) -> None:
        self.show_current()

    # -- the clock and the end ----------------------------------------------------

    def on_timer_timeout(self) -> None:
        s = self.session
        if s is None or s.time_limit_seconds is None:
            return
        left = s.time_left or 0.0
        self.countdown.setText(clock_text(left))
        share = left / s.time_limit_seconds if s.time_limit_seconds else 0.0
        colour = C.take if share <= 0.1 else (C.held if share <= 0.25 else C.text)
        theme.css(self.countdown, f"color: {colour}; font-size: {theme.Size.HEADLINE}px; font-weight: bold;"
                  " font-family: 'DejaVu Sans Mono';")
        self.clock_cap.setText(tr_args(self.tr("TIME LEFT OF %1"), clock_text(s.time_limit_seconds)))
        if s.out_of_time and not self._finishing:
            self.finish()

    def finish(self) -> Any:
        """End the session now (boxes not answered count as not answered)."""
        s = self.session
        if s is None or self._finishing:
            return None
        self._finishing = True
        self.timer.stop()
        outcome = s.finish()
        self.session_finished.emit(outcome)
        return outcome
