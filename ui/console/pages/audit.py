"""Re-audit: one button that re-checks the whole chain and re-settles every round
of the shift with the engine (off the UI thread), listing voids and rulings as
information and every other difference as a discrepancy."""

from __future__ import annotations

from typing import Any

from dealer_app.wording.audit import audit_line
from ui.console.model import AuditResult, RoundVerdict
from ui.console.pages.base import ConsolePage
from ui.console.widgets import C, DataTable, KeyedButton, Panel, dim_label, item
from ui.kit import theme
from ui.kit.chrome import KeyHint
from ui.kit.explained import refusal_text, ui_language
from ui.kit.panel import PaintedFrame
from ui.kit.qt import (
    QElapsedTimer,
    QHBoxLayout,
    QKeySequence,
    QLabel,
    QLocale,
    QProgressBar,
    QShortcut,
    Qt,
    QTimer,
    QVBoxLayout,
)
from ui.kit.text import tr_args
from ui.kit.worker import JobError

__all__ = ["AuditPage"]


class AuditPage(ConsolePage):
    def __init__(self, console: Any) -> None:
        super().__init__(console)
        self.title_text = self.tr("Re-audit")
        self.result: AuditResult | None = None
        self.running = False
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(10)

        top = Panel(self.tr("Re-audit the shift"))
        row = QHBoxLayout()
        row.setSpacing(16)
        text = QVBoxLayout()
        self.shift_line = QLabel("")
        theme.css(self.shift_line, f"font-size: {theme.Size.LARGE}px; font-weight: bold;")
        text.addWidget(self.shift_line)
        text.addWidget(dim_label(self.tr(
            "Checks the whole audit chain from its first entry and the tables against the log, then re-settles every "
            "round of the shift with the engine from its recorded cards and from the replay of its recorded steps. "
            "Voids and floor rulings are information; every other difference is a discrepancy. The same check as "
            "`dealer-app audit verify`, recorded in the log under your name.")))
        row.addLayout(text, 1)
        self.button = KeyedButton(self.tr("Re-audit the shift"), "Ctrl+R", kind="primary")
        self.button.setMinimumWidth(260)
        self.button.setMinimumHeight(52)
        self.button.clicked.connect(self.start)
        row.addWidget(self.button)
        top.body.addLayout(row)
        self.progress = QProgressBar()
        self.progress.setRange(0, 0)
        self.progress.setTextVisible(False)
        self.progress.setFixedHeight(8)
        self.progress.setVisible(False)
        top.body.addWidget(self.progress)
        col.addWidget(top)

        self.banner = PaintedFrame()
        self.banner.set_look(C.surface2, C.border, 1, 10)
        b = QHBoxLayout(self.banner)
        b.setContentsMargins(18, 12, 18, 12)
        self.verdict = QLabel(self.tr("Not run yet"))
        theme.css(self.verdict, f"font-size: {theme.Size.HEADLINE}px; font-weight: bold; color: {C.text_dim};")
        b.addWidget(self.verdict)
        self.facts = dim_label("", size=theme.Size.BODY)
        b.addWidget(self.facts, 1)
        col.addWidget(self.banner)

        lists = QHBoxLayout()
        lists.setSpacing(12)
        found = Panel(self.tr("Discrepancies and information"))
        self.lines = DataTable([self.tr("Kind"), self.tr("Round"), self.tr("What")], wrap=True)  # each line whole
        self.lines.setObjectName("ReauditLines")
        self.lines.setTextElideMode(Qt.TextElideMode.ElideNone)
        found.body.addWidget(self.lines, 1)
        lists.addWidget(found, 3)
        per = Panel(self.tr("Every round of the shift"))
        self.rounds = DataTable([self.tr("#"), self.tr("Verdict")])
        per.body.addWidget(self.rounds, 1)
        per.setFixedWidth(300)
        lists.addWidget(per)
        col.addLayout(lists, 1)

        self.clock = QElapsedTimer()
        self.tick = QTimer(self)
        self.tick.setInterval(250)
        self.tick.timeout.connect(self.on_tick_timeout)
        sc = QShortcut(QKeySequence("Ctrl+R"), self)
        sc.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        sc.activated.connect(self.start)

    def hints(self) -> list[KeyHint]:
        return [KeyHint("Ctrl+R", self.tr("re-audit the shift"), not self.running and self.console.shift_id is not None)]

    def refresh(self) -> None:
        choice = self.console.shift_choice()
        if choice is None:
            self.shift_line.setText(self.tr("No shift yet"))
            self.button.setEnabled(False)
        else:
            self.shift_line.setText(choice.label())
            self.button.setEnabled(not self.running)
        if self.result is not None and (choice is None or self.result.shift_id != choice.shift_id):
            self.show_result(None)
        self.loaded.emit()

    def start(self) -> None:
        shift_id = self.console.shift_id
        if shift_id is None or self.running:
            return
        self.running = True
        self.button.setEnabled(False)
        self.progress.setVisible(True)
        self.verdict.setText(self.tr("Checking…"))
        theme.css(self.verdict, f"font-size: {theme.Size.HEADLINE}px; font-weight: bold; color: {C.text_dim};")
        self.clock.start()
        self.tick.start()
        self.on_tick_timeout()
        self.console.refresh_hints()
        self.run(lambda b: b.reaudit(shift_id), self.on_done, self.on_failed)

    def on_tick_timeout(self) -> None:
        self.facts.setText(tr_args(self.tr("Re-checking the chain and re-settling the rounds… %1 s"),
                                   QLocale().toString(self.clock.elapsed() / 1000, "f", 1)))

    def on_done(self, result: AuditResult) -> None:
        self.running = False
        self.tick.stop()
        self.progress.setVisible(False)
        self.button.setEnabled(True)
        self.show_result(result)
        self.console.set_status(tr_args(self.tr("Re-audit of shift #%1: %2"), str(result.shift_id), self.tr("passed") if result.ok else tr_args(self.tr("%1 discrepancies"),
                                                              str(len(result.discrepancies)))),
            error=not result.ok)
        self.console.refresh_hints()
        self.loaded.emit()

    def on_failed(self, err: JobError) -> None:
        self.running = False
        self.tick.stop()
        self.progress.setVisible(False)
        self.button.setEnabled(True)
        self.verdict.setText(self.tr("Not run"))
        self.facts.setText(refusal_text(err))
        self.console.report_failure(self.tr("Re-audit not run"), refusal_text(err))
        self.console.refresh_hints()
        self.loaded.emit()

    def line_text(self, text: str, currency: str) -> str:
        """A line of the audit in the app's language, its amounts in the house currency in
        the app's locale as it is now (the log, and ``dealer-app audit verify``, keep minor units)."""
        return audit_line(text, ui_language(), money=self.money_for(currency).full)

    def show_result(self, result: AuditResult | None) -> None:
        self.result = result
        if result is None:
            self.verdict.setText(self.tr("Not run yet"))
            theme.css(self.verdict, f"font-size: {theme.Size.HEADLINE}px; font-weight: bold; color: {C.text_dim};")
            self.banner.set_look(C.surface2, C.border, 1, 10)
            self.facts.setText("")
            self.lines.set_rows([])
            self.rounds.set_rows([])
            return
        if result.ok:
            self.verdict.setText(self.tr("✓ PASSED"))
            colour = C.ok
        else:
            self.verdict.setText(tr_args(self.tr("✗ %1 DISCREPANCIES"), str(len(result.discrepancies))))
            colour = C.error
        theme.css(self.verdict, f"font-size: {theme.Size.HEADLINE}px; font-weight: bold; color: {colour};")
        self.banner.set_look(C.error_bg if not result.ok else C.surface2, colour, 2, 10)
        self.facts.setText(
            tr_args(self.tr("%1 log entries checked  ·  %2 rounds of shift #%3 re-settled  ·  %4 information lines  ·  "
                    "chain head %5  ·  %6 s"), QLocale().toString(result.entries), str(result.rounds_checked), str(result.shift_id), str(len(result.infos)), result.anchor or "—", QLocale().toString(float(result.seconds), "f", 1)))
        numbers = {rid: n for rid, n, _v in result.verdicts}
        rows = []
        for line in result.discrepancies:
            where = f"#{numbers[line.round_id]}" if line.round_id in numbers else self.tr("log")
            rows.append([item(self.tr("✗ discrepancy"), colour=C.error, bold=True), item(where),
                         item(self.line_text(line.text, result.currency))])
        for line in result.infos:
            where = f"#{numbers[line.round_id]}" if line.round_id in numbers else ""
            rows.append([item(self.tr("ℹ information"), colour=C.push, bold=True), item(where),
                         item(self.line_text(line.text, result.currency))])
        self.lines.set_rows(rows)
        words = {RoundVerdict.OK: (self.tr("✓ re-settled, equal"), C.ok),
                 RoundVerdict.INFO: (self.tr("ℹ void or ruling"), C.push),
                 RoundVerdict.DISCREPANCY: (self.tr("✗ discrepancy"), C.error),
                 RoundVerdict.OPEN: (self.tr("unfinished"), C.text_dim)}
        self.rounds.set_rows([[item(str(n)), item(words[v][0], colour=words[v][1], bold=v != RoundVerdict.OK)]
                              for _rid, n, v in result.verdicts])
