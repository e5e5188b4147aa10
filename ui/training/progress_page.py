"""Progress: accuracy and speed per level and per mistake kind over time, as
charts, for the trainee themself or, for a pit boss, any trainee; exported as
a PDF progress report."""

from __future__ import annotations

import datetime as dt
import functools
from collections import defaultdict
from typing import TYPE_CHECKING

from dealer_app.training import Level, Mode, SessionResult, Stat, kind_states, kind_stats, level_stats, progress_by_day
from ui.kit import theme
from ui.kit.context import AppContext
from ui.kit.explained import refusal_text
from ui.kit.panel import PaintedFrame
from ui.kit.qt import (
    QComboBox,
    QDate,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLocale,
    QObject,
    QPushButton,
    QScrollArea,
    Qt,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
    Signal,
)
from ui.kit.text import tr_args
from ui.kit.worker import JobError
from ui.training.charts import Bar, BarChart, KindRow, KindsChart, LineChart, Series
from ui.training.jobs import ProgressData
from ui.training.words import level_title, mistake_label, mode_label, seconds_text

if TYPE_CHECKING:
    from ui.training.gateway import TrainingGateway

__all__ = ["ProgressPage", "TraineeProgressView"]

C = theme.C


def _day_label(d: dt.date) -> str:
    """``23 Nov`` / ``23 нояб.``: the day in the language's own words."""
    return QLocale().toString(QDate(d.year, d.month, d.day), "d MMM")


class _Kpi(PaintedFrame):
    def __init__(self, caption: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.set_look(C.surface, C.border, 1, 10)
        col = QVBoxLayout(self)
        col.setContentsMargins(14, 8, 14, 8)
        col.setSpacing(0)
        cap = QLabel(caption)
        theme.css(cap, f"color: {C.text_faint}; font-size: 11px; font-weight: bold;")
        self.value = QLabel("—")
        theme.css(self.value, f"font-size: {theme.Size.TITLE}px; font-weight: bold;")
        self.note = QLabel("")
        theme.css(self.note, f"color: {C.text_dim}; font-size: 12px;")
        self.note.setMinimumWidth(10)
        self.setMinimumWidth(120)
        col.addWidget(cap)
        col.addWidget(self.value)
        col.addWidget(self.note)

    def set(self, value: str, note: str = "", colour: str = "") -> None:
        self.value.setText(value)
        self.note.setText(note)
        theme.css(self.value, f"color: {colour or C.text}; font-size: {theme.Size.TITLE}px; font-weight: bold;")


class ProgressWords(QObject):
    """The progress page's plurals. PySide looks a ``self.tr`` text up under the class of
    the object first and takes any change as found, so a plural (its ``%n`` already
    replaced) asked by a subclass's object (:class:`TraineeProgressView`) would never
    reach its base class's translation: they live in a class nobody derives from."""

    def exams(self, n: int) -> str:
        return self.tr("%n exam(s)", "", n)


@functools.cache
def _plural() -> ProgressWords:
    return ProgressWords()


class ProgressPage(QWidget):
    back_requested = Signal()
    trainee_chosen = Signal(str)
    export_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.data: ProgressData | None = None
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)
        head = PaintedFrame()
        head.set_look(C.surface, C.border, 1, sides="bottom")
        hl = QHBoxLayout(head)
        hl.setContentsMargins(20, 10, 20, 10)
        hl.setSpacing(12)
        self.title = QLabel(self.tr("Progress"))
        theme.css(self.title, f"font-size: {theme.Size.TITLE}px; font-weight: bold;")
        hl.addWidget(self.title)
        self.who_caption = QLabel(self.tr("Trainee"))
        self.who_caption.setProperty("role", "dim")
        hl.addWidget(self.who_caption)
        self.trainee = QComboBox()
        self.trainee.setMinimumWidth(220)
        self.trainee.activated.connect(self.on_trainee_activated)
        hl.addWidget(self.trainee)
        hl.addStretch(1)
        self.status = QLabel("")
        theme.css(self.status, f"color: {C.text_dim}; font-size: 13px;")
        hl.addWidget(self.status)
        self.export = QPushButton(self.tr("Export PDF"))
        self.export.clicked.connect(self.on_export_clicked)
        hl.addWidget(self.export)
        self.back = QPushButton(self.tr("Back"))
        self.back.setProperty("kind", "primary")
        self.back.clicked.connect(self.back_requested)
        hl.addWidget(self.back)
        outer.addWidget(head)

        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        inner = QWidget()
        scroll.setWidget(inner)
        col = QVBoxLayout(inner)
        col.setContentsMargins(20, 14, 20, 20)
        col.setSpacing(12)
        kpis = QHBoxLayout()
        kpis.setSpacing(10)
        self.k_sessions = _Kpi(self.tr("SESSIONS"))
        self.k_boxes = _Kpi(self.tr("BOXES SETTLED"))
        self.k_accuracy = _Kpi(self.tr("ACCURACY"))
        self.k_speed = _Kpi(self.tr("SPEED"))
        self.k_level = _Kpi(self.tr("HIGHEST LEVEL"))
        self.k_weak = _Kpi(self.tr("WEAK KINDS"))
        for k in (self.k_sessions, self.k_boxes, self.k_accuracy, self.k_speed, self.k_level, self.k_weak):
            kpis.addWidget(k)
        col.addLayout(kpis)
        grid = QGridLayout()
        grid.setSpacing(12)
        self.acc_levels = BarChart(self.tr("Accuracy per level"), lambda v: f"{v:.0f}%", top=100)
        self.speed_levels = BarChart(self.tr("Seconds per box, per level"), lambda v: seconds_text(v, 0), min_top=20)
        self.acc_time = LineChart(self.tr("Accuracy over time, per level"), lambda v: f"{v:.0f}%", top=100)
        self.speed_time = LineChart(self.tr("Seconds per box over time"), lambda v: seconds_text(v, 0), min_top=20)
        for chart in (self.acc_levels, self.speed_levels, self.acc_time, self.speed_time):
            chart.setMinimumHeight(250)
        grid.addWidget(self.acc_levels, 0, 0)
        grid.addWidget(self.speed_levels, 0, 1)
        grid.addWidget(self.acc_time, 1, 0)
        grid.addWidget(self.speed_time, 1, 1)
        col.addLayout(grid)
        self.kinds = KindsChart(self.tr("Mistake kinds: how often made, and accuracy where tested, per day"))
        col.addWidget(self.kinds)
        lower = QHBoxLayout()
        lower.setSpacing(12)
        self.table_speed = LineChart(self.tr("Table speed: seconds per round entered"), lambda v: seconds_text(v, 0), min_top=60)
        self.table_speed.setMinimumHeight(240)
        lower.addWidget(self.table_speed, 2)
        self.sessions = QTableWidget(0, 6)
        self.sessions.setHorizontalHeaderLabels([self.tr("Finished"), self.tr("Level"), self.tr("Mode"),
                                                 self.tr("Right"), self.tr("Score"), self.tr("Time")])
        self.sessions.verticalHeader().setVisible(False)
        self.sessions.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.sessions.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)  # the date and time whole
        self.sessions.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.sessions.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.sessions.setMinimumHeight(240)
        lower.addWidget(self.sessions, 3)
        col.addLayout(lower)
        col.addStretch(1)
        outer.addWidget(scroll, 1)

    # -- data ---------------------------------------------------------------------

    def _short(self, level: Level) -> str:
        """A level under its bar: "L3" ("У3" in Russian)."""
        return tr_args(self.tr("L%1", "a training level under a chart's bar: L for level"), str(int(level)))

    def set_status(self, text: str, colour: str = "") -> None:
        self.status.setText(text)
        theme.css(self.status, f"color: {colour or C.text_dim}; font-size: 13px;")

    def set_data(self, data: ProgressData, *, back_text: str = "") -> None:
        self.data = data
        self.set_status("")
        if back_text:
            self.back.setText(back_text)
        self.trainee.blockSignals(True)
        self.trainee.clear()
        names = list(data.trainees) if data.viewer_may_choose else ([data.trainee] if data.trainee else [])
        for n in names:
            self.trainee.addItem(n, n)
        if data.trainee is not None:
            self.trainee.setCurrentIndex(max(0, self.trainee.findData(data.trainee)))
        self.trainee.blockSignals(False)
        self.trainee.setEnabled(data.viewer_may_choose)
        self.who_caption.setVisible(data.viewer_may_choose)
        self.trainee.setVisible(data.viewer_may_choose)
        self.title.setText(tr_args(self.tr("Progress · %1"), data.trainee) if data.trainee else self.tr("Progress"))
        self.export.setEnabled(data.trainee is not None)
        if data.trainee is None:
            self.acc_levels.empty_text = self.tr("No trainees yet")
        self._fill(data.results, data)

    def _fill(self, rs: tuple[SessionResult, ...], data: ProgressData) -> None:
        boxes = sum(r.answered for r in rs)  # a box not answered is never wrong
        right = sum(r.correct for r in rs)
        times = [b.seconds for r in rs for b in r.boxes if b.answered and b.seconds is not None]
        exams = [r for r in rs if r.mode is Mode.EXAM]
        self.k_sessions.set(str(len(rs)), _plural().exams(len(exams)) + " · "
                            + tr_args(self.tr("%1 table-speed"), str(len(data.table_speed))))
        self.k_boxes.set(f"{boxes:,}", tr_args(self.tr("%1 right"), f"{right:,}"))
        if boxes:
            pct = 100 * right / boxes
            self.k_accuracy.set(f"{pct:.0f}%", self.tr("all levels"), C.pay if pct >= 90 else (C.held if pct >= 70 else C.take))
        else:
            self.k_accuracy.set("—", self.tr("no boxes yet"))
        self.k_speed.set(seconds_text(sum(times) / len(times)) if times else "—", self.tr("mean per box"))
        top = max((r.level for r in rs), default=0)
        self.k_level.set(str(top) if top else "—", level_title(Level(top)) if top else self.tr("not started"))
        states = kind_states(rs)
        weak = [k for k, s in states.items() if s.weak]
        self.k_weak.set(str(len(weak)), self.tr("see the kinds below") if weak else self.tr("none"),
                        C.take if weak else C.pay)

        stats = level_stats(rs)
        self.acc_levels.set_bars([
            Bar(self._short(lv), 100 * stats[int(lv)].accuracy if int(lv) in stats else None,
                tr_args(self.tr("%1 boxes"), str(stats[int(lv)].boxes)) if int(lv) in stats else "",
                colour=_acc_colour(stats.get(int(lv))))
            for lv in Level])
        self.speed_levels.set_bars([
            Bar(self._short(lv), stats[int(lv)].seconds if int(lv) in stats else None,
                tr_args(self.tr("target %1s"), str(lv.target_seconds_per_box)), target=lv.target_seconds_per_box,
                colour=C.push)
            for lv in Level], legend=self.tr("red tick: the level's target"))
        days = progress_by_day(rs)
        labels = [_day_label(d) for d in days]
        levels = sorted({lv for by in days.values() for lv in by})
        self.acc_time.set_data(labels, [
            Series(tr_args(self.tr("level %1"), str(lv)),
                   tuple(100 * by[lv].accuracy if lv in by else None for by in days.values()))
            for lv in levels])
        per_day: list[float | None] = []
        for by in days.values():
            ts = [(s.seconds, s.boxes) for s in by.values() if s.seconds is not None]
            per_day.append(sum(t * n for t, n in ts) / sum(n for _, n in ts) if ts else None)
        self.speed_time.set_data(labels, [Series(self.tr("all levels"), tuple(per_day), C.push)])

        # mistake kinds: overall, and accuracy where tested per day
        overall = kind_stats(rs)
        by_day: dict[dt.date, list[SessionResult]] = defaultdict(list)
        for r in rs:
            by_day[r.day].append(r)
        day_stats = [kind_stats(by_day[d]) for d in sorted(by_day)]
        rows = []
        for k, st in overall.items():
            state = states.get(k)
            word = "WEAK" if state is not None and state.weak else ("mastered" if state is not None and state.ever else "")
            trend = tuple(ds[k].accuracy if k in ds and ds[k].boxes else None for ds in day_stats)
            rows.append(KindRow(mistake_label(k), st.mistakes, st.accuracy if st.boxes else None, st.boxes, trend, word))
        rows.sort(key=lambda r: (r.state != "WEAK", -r.made, r.label))
        self.kinds.set_rows(rows)

        runs = data.table_speed
        self.table_speed.set_data([_day_label(r.finished_at.astimezone().date()) + r.finished_at.astimezone().strftime(" %H:%M") for r in runs],
                                  [Series(self.tr("seconds per round"), tuple(r.mean_seconds for r in runs), C.accent)])
        self.sessions.setRowCount(0)
        for r in reversed(rs):
            row = self.sessions.rowCount()
            self.sessions.insertRow(row)
            secs = r.seconds
            cells = [
                r.finished_at.astimezone().strftime("%Y-%m-%d %H:%M"), str(r.level),
                mode_label(r.mode) + (f" {r.exam_id}" if r.exam_id else ""), f"{r.correct}/{r.answered}",
                f"{100 * r.score:.0f}%" if r.answered else "—", seconds_text(secs, 0) if secs is not None else "—",
            ]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c >= 3:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.sessions.setItem(row, c, item)

    # -- slots ----------------------------------------------------------------------

    def on_trainee_activated(self, index: int) -> None:
        name = self.trainee.itemData(index)
        if name:
            self.trainee_chosen.emit(str(name))

    def on_export_clicked(self) -> None:
        if self.data is not None and self.data.trainee:
            self.export_requested.emit(self.data.trainee)


def _acc_colour(stat: Stat | None) -> str:
    if stat is None or not stat.boxes:
        return C.surface3
    pct = 100 * stat.accuracy
    return C.pay if pct >= 90 else (C.held if pct >= 70 else C.take)


class TraineeProgressView(ProgressPage):
    """:class:`ProgressPage` that loads and exports through the store worker: a trainee's
    own progress, or for a pit boss every trainee's (a chooser). Embed it anywhere
    (the pit boss console): ``view = TraineeProgressView(ctx); view.load()``."""

    progress_loaded = Signal(object)
    """The data shown (:class:`ProgressData`)."""
    progress_exported = Signal(str)
    """The PDF written (its path)."""

    def __init__(self, ctx: AppContext[TrainingGateway], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.exported: str | None = None
        self.back_text = ""
        self.trainee_chosen.connect(self.load)
        self.export_requested.connect(self.export_pdf)

    def load(self, trainee: str | None = None) -> None:
        """Load ``trainee``'s progress (default: the viewer's own; a pit boss: the first trainee)."""
        self.set_status(self.tr("Loading…"))
        self.ctx.run(lambda b: b.load_progress(trainee), self.on_progress_data_loaded, self.on_load_failed)

    def on_progress_data_loaded(self, data: ProgressData) -> None:
        self.set_data(data, back_text=self.back_text)
        self.progress_loaded.emit(data)

    def on_load_failed(self, err: JobError) -> None:
        self.set_status(tr_args(self.tr("✗ %1"), refusal_text(err)), C.error)

    def export_pdf(self, trainee: str) -> None:
        self.set_status(self.tr("Writing the PDF…"))
        self.export.setEnabled(False)
        locale = self.ctx.locale
        self.ctx.run(lambda b: b.export_progress_pdf(trainee, locale), self.on_pdf_written, self.on_export_failed)

    def on_pdf_written(self, path: object) -> None:
        self.exported = str(path)
        self.export.setEnabled(True)
        self.set_status(tr_args(self.tr("✓ PDF saved: %1"), str(path)), C.ok)
        self.progress_exported.emit(str(path))

    def on_export_failed(self, err: JobError) -> None:
        self.export.setEnabled(True)
        self.set_status(tr_args(self.tr("✗ %1"), refusal_text(err)), C.error)
