"""Start-up: the database checks run on the worker thread while this page
shows their progress; nothing else is possible until they pass."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ui.kit import theme
from ui.kit.context import AppContext
from ui.kit.explained import refusal_text
from ui.kit.qt import QElapsedTimer, QLabel, QProgressBar, QPushButton, Signal
from ui.kit.text import tr_args
from ui.kit.worker import JobError
from ui.shell.common import Page, show_problem

if TYPE_CHECKING:
    from ui.table.backend import Backend

__all__ = ["StartupScreen"]

C = theme.C


class StartupScreen(Page):
    checks_passed = Signal(object)
    checks_failed = Signal(str)
    quit_requested = Signal()

    def __init__(self, ctx: AppContext[Backend]) -> None:
        super().__init__(
            self.tr("Opening the shift log"),
            self.tr("Checking the database and its audit chain. No round can start until the checks pass."),
        )
        self.ctx = ctx
        self.progress = QProgressBar()
        self.progress.setRange(0, 0)
        self.progress.setTextVisible(False)
        self.progress.setFixedHeight(8)
        self.body.addWidget(self.progress)
        self.lines = QLabel("")
        self.lines.setWordWrap(True)
        theme.css(self.lines, f"font-size: {theme.Size.BODY}px; color: {C.text};")
        self.body.addWidget(self.lines)
        self.problem = self.add_problem_label()
        self.quit = QPushButton(self.tr("Quit"))
        self.quit.setVisible(False)
        self.quit.clicked.connect(self.quit_requested)
        self.body.addWidget(self.quit)
        self.db_label = QLabel("")
        self.db_label.setWordWrap(True)
        theme.css(self.db_label, f"color: {C.text_faint}; font-size: 12px;")
        self.body.addWidget(self.db_label)
        self._timer = QElapsedTimer()
        self.report: Any = None

    def start(self) -> None:
        self._timer.start()
        self.db_label.setText(tr_args(self.tr("Database: %1"), str(getattr(self.ctx.backend, "db_path", ""))))
        self.lines.setText("… " + self.tr("quick check of the file, then the audit chain since the last verified point"))
        self.ctx.run(lambda b: b.open(), self.on_open_done, self.on_open_failed)

    def on_open_done(self, report: Any) -> None:
        self.report = report
        self.progress.setRange(0, 1)
        self.progress.setValue(1)
        lines = [
            "✓ " + (self.tr("New database created") if report.created else self.tr("Database structure: ok")),
            "✓ " + tr_args(self.tr("Audit chain verified: entries %1 to %2"),
                           str(report.verified_from), str(report.verified_to))
            if report.verified_to
            else "✓ " + self.tr("Audit chain: nothing new to verify"),
            "✓ " + self.tr("Audit key: found and matching"),
        ]
        if report.migrated_from is not None:
            lines.append("✓ " + tr_args(self.tr("Schema upgraded from version %1"), str(report.migrated_from)))
        self.lines.setText("\n".join(lines))
        self.ctx.ready = True
        self.checks_passed.emit(report)

    def on_open_failed(self, err: JobError) -> None:
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self.lines.setText("✗ " + self.tr("The start-up checks did not pass. Nothing was changed."))
        theme.css(self.lines, f"font-size: {theme.Size.BODY}px; color: {C.error};")
        show_problem(self.problem, refusal_text(err))
        self.quit.setVisible(True)
        self.ctx.ready = False
        self.checks_failed.emit(str(err))
