"""The end of a session: the score, the time against the target, the mistakes
by kind, whether the result is saved, and every box to review with its
feedback."""

from __future__ import annotations

from collections.abc import Sequence

from dealer_app.training import BoxVerdict, Mode, SessionOutcome
from ui.kit import theme
from ui.kit.money import MoneyFormat
from ui.kit.panel import PaintedFrame
from ui.kit.qt import (
    QColor,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    Qt,
    QVBoxLayout,
    QWidget,
    Signal,
)
from ui.kit.text import tr_args
from ui.training.drill_page import clock_text
from ui.training.feedback import FeedbackPanel, verdict_word
from ui.training.words import mistake_label, mistake_text, mode_label

__all__ = ["SummaryPage"]

C = theme.C


def _card(caption: str) -> tuple[PaintedFrame, QVBoxLayout]:
    f = PaintedFrame()
    f.set_look(C.surface, C.border, 1, 12)
    col = QVBoxLayout(f)
    col.setContentsMargins(18, 12, 18, 12)
    col.setSpacing(4)
    cap = QLabel(caption)
    theme.css(cap, f"color: {C.text_faint}; font-size: 11px; font-weight: bold;")
    col.addWidget(cap)
    return f, col


class SummaryPage(QWidget):
    again_requested = Signal()
    levels_requested = Signal()
    progress_requested = Signal()
    retry_save_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.outcome: SessionOutcome | None = None
        self.money = MoneyFormat(compact=False)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(20, 16, 20, 16)
        outer.setSpacing(12)
        head = QHBoxLayout()
        self.headline = QLabel("")
        theme.css(self.headline, f"font-size: {theme.Size.HEADLINE}px; font-weight: bold;")
        self.sub = QLabel("")
        theme.css(self.sub, f"color: {C.text_dim}; font-size: 14px;")
        titles = QVBoxLayout()
        titles.setSpacing(0)
        titles.addWidget(self.headline)
        titles.addWidget(self.sub)
        head.addLayout(titles, 1)
        self.saved = QLabel("")
        head.addWidget(self.saved)
        self.retry = QPushButton(self.tr("Save again"))
        self.retry.clicked.connect(self.retry_save_requested)
        self.retry.setVisible(False)
        head.addWidget(self.retry)
        outer.addLayout(head)

        cards = QHBoxLayout()
        cards.setSpacing(12)
        score_card, sc = _card(self.tr("SCORE"))
        self.score = QLabel("")
        theme.css(self.score, f"font-size: {theme.Size.HUGE}px; font-weight: bold;")
        self.score_note = QLabel("")
        theme.css(self.score_note, f"color: {C.text_dim}; font-size: 14px;")
        sc.addWidget(self.score)
        sc.addWidget(self.score_note)
        time_card, tc = _card(self.tr("TIME"))
        self.time = QLabel("")
        theme.css(self.time, f"font-size: {theme.Size.HUGE}px; font-weight: bold; font-family: 'DejaVu Sans Mono';")
        self.time_note = QLabel("")
        theme.css(self.time_note, f"color: {C.text_dim}; font-size: 14px;")
        tc.addWidget(self.time)
        tc.addWidget(self.time_note)
        kinds_card, kc = _card(self.tr("MISTAKES BY KIND"))
        self.kinds = QLabel("")
        self.kinds.setWordWrap(True)
        self.kinds.setTextFormat(Qt.TextFormat.RichText)
        theme.css(self.kinds, "font-size: 14px;")
        kc.addWidget(self.kinds)
        kc.addStretch(1)
        cards.addWidget(score_card, 3)
        cards.addWidget(time_card, 3)
        cards.addWidget(kinds_card, 5)
        outer.addLayout(cards)

        body = QHBoxLayout()
        body.setSpacing(12)
        left = QVBoxLayout()
        left.setSpacing(6)
        cap = QLabel(self.tr("EVERY BOX · choose one to see why"))
        cap.setProperty("role", "section")
        left.addWidget(cap)
        self.boxes = QListWidget()
        self.boxes.setFixedWidth(380)
        self.boxes.setWordWrap(True)
        self.boxes.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.boxes.currentRowChanged.connect(self.on_boxes_current_row_changed)
        left.addWidget(self.boxes, 1)
        body.addLayout(left)
        self.feedback = FeedbackPanel()
        body.addWidget(self.feedback, 1)
        outer.addLayout(body, 1)

        foot = QHBoxLayout()
        foot.addStretch(1)
        self.progress_button = QPushButton(self.tr("My progress"))
        self.progress_button.clicked.connect(self.progress_requested)
        self.levels_button = QPushButton(self.tr("Choose a level"))
        self.levels_button.clicked.connect(self.levels_requested)
        self.again = QPushButton(self.tr("Again, new rounds  ⏎"))
        self.again.setProperty("kind", "primary")
        self.again.setMinimumHeight(44)
        self.again.setDefault(True)
        self.again.clicked.connect(self.again_requested)
        for b in (self.progress_button, self.levels_button, self.again):
            foot.addWidget(b)
        outer.addLayout(foot)

    def show_outcome(self, outcome: SessionOutcome, money: MoneyFormat, *, time_up: bool,
                     limit: float | None = None) -> None:
        self.outcome = outcome
        self.money = money
        report, result = outcome.report, outcome.result
        exam = result.mode is Mode.EXAM
        if exam:
            self.headline.setText(tr_args(self.tr("Exam %1 handed in"), result.exam_id or ""))
        elif time_up:
            self.headline.setText(self.tr("Time is up"))
        else:
            self.headline.setText(self.tr("Session complete"))
        self.sub.setText(tr_args(self.tr("Level %1 · %2 · %3 · drill %4"),
                                 str(result.level), mode_label(result.mode), result.trainee, result.drill_id))
        pct = report.percent
        colour = C.pay if pct >= 90 else (C.held if pct >= 70 else C.take)
        self.score.setText(f"{pct:.0f}%")
        theme.css(self.score, f"color: {colour}; font-size: {theme.Size.HUGE}px; font-weight: bold;")
        note = tr_args(self.tr("%1 of %2 boxes answered right"), str(report.correct), str(report.answered))
        if report.unanswered:
            note += " · " + tr_args(self.tr("%1 not answered (not counted as wrong)"), str(report.unanswered))
        self.score_note.setText(note)
        total = result.seconds if result.seconds is not None else (report.seconds or 0.0)
        self.time.setText(clock_text(total))
        target = report.target_seconds
        if result.mode is Mode.PRACTICE:
            self.time_note.setText(tr_args(self.tr("practice: no clock · target would be %1"), clock_text(target)))
            theme.css(self.time, f"color: {C.text}; font-size: {theme.Size.HUGE}px; font-weight: bold; font-family: 'DejaVu Sans Mono';")
        else:
            if limit is not None and limit != target:
                note = tr_args(self.tr("time limit %1 · target %2"), clock_text(limit), clock_text(target))
            else:
                note = tr_args(self.tr("target %1"), clock_text(target))
            if report.unanswered and not time_up:
                colour = C.text
                note = tr_args(self.tr("stopped early · %1"), note)
            elif total <= target and not time_up:
                colour = C.pay
                note = tr_args(self.tr("within the %1"), note)
            else:
                colour = C.take
                note = tr_args(self.tr("over the %1"), note)
            self.time_note.setText(note)
            theme.css(self.time, f"color: {colour}; font-size: {theme.Size.HUGE}px;"
                      " font-weight: bold; font-family: 'DejaVu Sans Mono';")
        mistakes = sorted(report.mistakes.items(), key=lambda kv: (-kv[1], kv[0].value))
        if mistakes:
            self.kinds.setText("<br>".join(
                f"<span style='color:{C.take}'><b>×{n}</b></span>&nbsp; {mistake_label(k)}" for k, n in mistakes))
        else:
            all_right, none_to_classify = self.tr("None. Every answer was right."), self.tr("No mistakes to classify.")
            self.kinds.setText(f"<span style='color:{C.pay}'><b>{all_right}</b></span>"
                               if report.correct == report.answered else
                               f"<span style='color:{C.text_dim}'>{none_to_classify}</span>")
        self._fill(report.verdicts)
        self.set_saved(None)

    def _fill(self, verdicts: Sequence[BoxVerdict]) -> None:
        self.boxes.clear()
        first_wrong = -1
        for i, v in enumerate(verdicts):
            word, colour = verdict_word(v)
            what, _ = mistake_text(v)
            text = tr_args(self.tr("Round %1 · box %2"), str(v.round), str(v.box)) + f"   {word}"
            if what:
                text += f"\n{what}"
            item = QListWidgetItem(text)
            item.setForeground(QColor(colour))
            item.setData(Qt.ItemDataRole.UserRole, i)
            self.boxes.addItem(item)
            if first_wrong < 0 and not v.correct:
                first_wrong = i
        if verdicts:
            self.boxes.setCurrentRow(max(first_wrong, 0))

    def on_boxes_current_row_changed(self, row: int) -> None:
        if self.outcome is None or not 0 <= row < len(self.outcome.report.verdicts):
            return
        v = self.outcome.report.verdicts[row]
        self.feedback.show_verdict(v, self.money, target=self.outcome.report.target_seconds / max(1, self.outcome.report.total),
                                   can_continue=False)

    def set_saved(self, ok: bool | None, detail: str = "") -> None:
        """None: saving; True: saved; False: not saved (``detail`` says why)."""
        if ok is None:
            self.saved.setText(self.tr("Saving to your progress…"))
            theme.css(self.saved, f"color: {C.text_dim}; font-size: 14px;")
        elif ok:
            self.saved.setText(self.tr("✓ Saved to your progress"))
            theme.css(self.saved, f"color: {C.ok}; font-size: 14px; font-weight: bold;")
        else:
            self.saved.setText(tr_args(self.tr("✗ NOT SAVED: %1"), detail))
            theme.css(self.saved, f"color: {C.error}; font-size: 14px; font-weight: bold;")
        self.retry.setVisible(ok is False)
