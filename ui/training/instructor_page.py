"""The instructor's view (a pit boss or an administrator): every trainee on one
screen — mastery per skill (the spaced-repetition schedule's accuracy, ↻ when
due for review), the levels passed under the house's pass marks, seconds per
box against the level's target, the exams and whether each passed, and the
mistakes that recur. Enter opens a trainee's progress; F8 prints the chosen
exam's certificate, signed with an instructor's PIN."""

from __future__ import annotations

import datetime as dt

from dealer_app.training.skills import Skill, SkillState
from ui.kit import theme
from ui.kit.panel import PaintedFrame
from ui.kit.qt import (
    QColor,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QKeyEvent,
    QKeySequence,
    QLabel,
    QPushButton,
    QShortcut,
    Qt,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
    Signal,
)
from ui.kit.text import tr_args
from ui.training.jobs import InstructorOverview, TraineeRow
from ui.training.words import mistake_label, seconds_text, skill_label

__all__ = ["InstructorPage"]

C = theme.C

SKILLS = (Skill.HANDS, Skill.PAYOUTS, Skill.INSURANCE, Skill.FEES, Skill.CAP, Skill.CHIPS)


def _skill_text(st: SkillState | None, row: TraineeRow) -> tuple[str, str]:
    """A skill's cell: accuracy where tested (↻ when due for review) and its colour."""
    if st is None or not st.tested:
        return "—", C.text_faint
    pct = 100 * st.accuracy
    colour = C.pay if pct >= 90 else (C.held if pct >= 70 else C.take)
    return f"{pct:.0f}%" + (" ↻" if st.due(row.now) else ""), colour


class InstructorPage(QWidget):
    progress_requested = Signal(str)
    """Open a trainee's progress (their name)."""
    certificate_requested = Signal(str, str)
    """Print a certificate: the trainee and the exam's ``finished_at`` (ISO, UTC)."""
    close_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.overview: InstructorOverview | None = None
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)
        head = PaintedFrame()
        head.set_look(C.surface, C.border, 1, sides="bottom")
        hl = QHBoxLayout(head)
        hl.setContentsMargins(20, 10, 20, 10)
        hl.setSpacing(12)
        self.title = QLabel(self.tr("Trainees"))
        theme.css(self.title, f"font-size: {theme.Size.TITLE}px; font-weight: bold;")
        hl.addWidget(self.title)
        self.marks = QLabel("")
        theme.css(self.marks, f"color: {C.text_dim}; font-size: 13px;")
        hl.addWidget(self.marks)
        hl.addStretch(1)
        self.open = QPushButton(self.tr("Progress  ⏎"))
        self.open.clicked.connect(self.on_open)
        hl.addWidget(self.open)
        self.close_button = QPushButton(self.tr("Close"))
        self.close_button.setProperty("kind", "primary")
        self.close_button.clicked.connect(self.close_requested)
        hl.addWidget(self.close_button)
        outer.addWidget(head)
        body = QVBoxLayout()
        body.setContentsMargins(20, 14, 20, 14)
        body.setSpacing(10)
        # two-line headings: every column fits the window without scrolling sideways
        heads = [self.tr("Trainee"), self.tr("Levels\npassed")] + [skill_label(s).replace(" ", "\n", 1)
                                                                    for s in SKILLS] + [
            self.tr("Time per box\n(target)"), self.tr("Last\nexam")]
        self.table = QTableWidget(0, len(heads))
        self.table.setHorizontalHeaderLabels(heads)
        self.table.verticalHeader().setVisible(False)
        hh = self.table.horizontalHeader()
        hh.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        hh.setSectionResizeMode(len(heads) - 1, QHeaderView.ResizeMode.Stretch)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setWordWrap(True)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.table.itemSelectionChanged.connect(self.on_selection)
        self.table.cellDoubleClicked.connect(lambda _r, _c: self.on_open())
        body.addWidget(self.table, 1)
        self.recurring = QLabel("")
        self.recurring.setWordWrap(True)
        theme.css(self.recurring, f"color: {C.held}; font-size: 14px;")
        body.addWidget(self.recurring)
        note = QLabel(self.tr("Skills: accuracy where tested; ↻ due for review (spaced repetition). Time per box: the "
                              "mean at the highest level practised, against its target. Exams: passed under the "
                              "house's pass marks."))
        note.setWordWrap(True)
        theme.css(note, f"color: {C.text_faint}; font-size: 12px;")
        body.addWidget(note)
        cert = PaintedFrame()
        cert.set_look(C.surface, C.border, 1, 10)
        cl = QHBoxLayout(cert)
        cl.setContentsMargins(16, 10, 16, 10)
        cl.setSpacing(10)
        cap = QLabel(self.tr("EXAM CERTIFICATE"))
        theme.css(cap, f"color: {C.text_faint}; font-size: 11px; font-weight: bold;")
        cl.addWidget(cap)
        self.exams = QComboBox()
        self.exams.setMinimumWidth(360)
        self.exams.setPlaceholderText(self.tr("no exam sat yet"))
        cl.addWidget(self.exams, 1)
        self.certificate = QPushButton(self.tr("Print, signed with the instructor's PIN  F8"))
        self.certificate.clicked.connect(self.on_certificate)
        cl.addWidget(self.certificate)
        body.addWidget(cert)
        self.status = QLabel("")
        self.status.setWordWrap(True)
        theme.css(self.status, f"color: {C.text_dim}; font-size: 13px;")
        body.addWidget(self.status)
        outer.addLayout(body, 1)
        sc = QShortcut(QKeySequence("F8"), self)
        sc.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        sc.activated.connect(self.on_certificate)

    def set_status(self, text: str, colour: str = "") -> None:
        self.status.setText(text)
        theme.css(self.status, f"color: {colour or C.text_dim}; font-size: 13px;")

    def set_overview(self, overview: InstructorOverview) -> None:
        self.overview = overview
        g = overview.gates
        self.marks.setText(tr_args(self.tr("pass mark: %1 % of at least %2 boxes"), f"{g.default.percent:g}",
                                   str(g.default.min_boxes)) + ("" if not g.marks else " · " + ", ".join(
            tr_args(self.tr("level %1: %2 %"), str(lv), f"{m.percent:g}") for lv, m in sorted(g.marks.items()))))
        self.table.setRowCount(0)
        for row in overview.rows:
            r = self.table.rowCount()
            self.table.insertRow(r)
            cells: list[tuple[str, str]] = [(row.trainee, ""),
                                            (", ".join(str(lv) for lv in row.passed) or "—", "")]
            cells += [_skill_text(row.skills.get(s), row) for s in SKILLS]
            if row.seconds is not None and row.target:
                cells.append((tr_args(self.tr("%1 / %2 (level %3)"), seconds_text(row.seconds),
                                      seconds_text(row.target, 0), str(row.level)),
                              C.take if row.seconds > row.target else C.pay))
            else:
                cells.append(("—", C.text_faint))
            if row.exams:
                last, ok = row.exams[-1], row.exams_passed[-1]
                pct = f"{100 * last.score:.0f}%" if last.answered else "—"
                cells.append((tr_args(self.tr("%1: %2, %3 (%4 in all)"), last.exam_id or "", pct,
                                      self.tr("passed") if ok else self.tr("not passed"), str(len(row.exams))),
                              C.pay if ok else C.take))
            else:
                cells.append(("—", C.text_faint))
            for c, (text, colour) in enumerate(cells):
                item = QTableWidgetItem(text)
                if colour:
                    item.setForeground(QColor(colour))
                self.table.setItem(r, c, item)
        self.table.resizeRowsToContents()
        if overview.rows:
            self.table.selectRow(0)
        else:
            self.set_status(self.tr("No trainees yet."))
        self.on_selection()
        self.table.setFocus()

    def selected(self) -> TraineeRow | None:
        if self.overview is None:
            return None
        rows = self.table.selectionModel().selectedRows()
        i = rows[0].row() if rows else -1
        return self.overview.rows[i] if 0 <= i < len(self.overview.rows) else None

    def on_selection(self) -> None:
        row = self.selected()
        self.exams.clear()
        for exam, ok in zip(reversed(row.exams), reversed(row.exams_passed), strict=True) if row else ():
            when = exam.finished_at.astimezone().strftime("%Y-%m-%d %H:%M")
            self.exams.addItem(tr_args(self.tr("%1 · level %2 · %3 · %4"), exam.exam_id or "", str(exam.level), when,
                                       self.tr("passed") if ok else self.tr("not passed")),
                               exam.finished_at.astimezone(dt.UTC).isoformat())
        if self.exams.count():
            self.exams.setCurrentIndex(0)  # the latest (with a placeholder, a combo chooses none by itself)
        self.certificate.setEnabled(self.exams.count() > 0)
        self.open.setEnabled(row is not None)
        if row is None:
            self.recurring.setText("")
        elif row.recurring:
            self.recurring.setText(tr_args(self.tr("Mistakes that recur (%1): %2"), row.trainee,
                                           "; ".join(f"{mistake_label(k)} ×{n}" for k, n in row.recurring[:6])))
        else:
            self.recurring.setText(tr_args(self.tr("No mistake recurs for %1."), row.trainee))

    def on_open(self) -> None:
        row = self.selected()
        if row is not None:
            self.progress_requested.emit(row.trainee)

    def on_certificate(self) -> None:
        row = self.selected()
        finished = self.exams.currentData()
        if row is not None and finished:
            self.certificate_requested.emit(row.trainee, str(finished))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.on_open()
            return
        if event.key() == Qt.Key.Key_Escape:
            self.close_requested.emit()
            return
        super().keyPressEvent(event)
