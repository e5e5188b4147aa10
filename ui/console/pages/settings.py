"""Settings (administrators): the approval threshold, lock-out, the gaming day,
the idle lock and the casino's name. Saved through the services (validated,
logged); a bad value is named next to its field."""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from ui.console import jobs
from ui.console.pages.base import ConsolePage
from ui.console.widgets import KeyedButton, Panel, caption, dim_label, problem_label, set_problem
from ui.kit import theme
from ui.kit.chrome import KeyHint
from ui.kit.qt import QGridLayout, QKeySequence, QLabel, QLineEdit, QShortcut, Qt, QVBoxLayout

__all__ = ["SettingsPage"]


class SettingsPage(ConsolePage):
    def __init__(self, console: Any) -> None:
        super().__init__(console)
        self.title_text = self.tr("Settings")
        self.current: Any = None
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(12)
        panel = Panel(self.tr("Station and floor settings"))
        panel.setMaximumWidth(900)
        labels = {
            "approval_threshold": (self.tr("Approval threshold (minor units)"),
                                   self.tr("A box's payout at or above this waits for a pit boss.")),
            "lockout_attempts": (self.tr("Lock-out after failed sign-ins"), self.tr("Failed PINs in a row.")),
            "lockout_minutes": (self.tr("Lock-out lasts (minutes)"), self.tr("0: until an administrator unlocks.")),
            "gaming_day_start": (self.tr("Gaming day starts (HH:MM)"), self.tr("Shifts crossing midnight belong to the day they began.")),
            "idle_lock_minutes": (self.tr("Idle lock (minutes)"), self.tr("A station locks after this time without input.")),
            "casino_name": (self.tr("Casino name"), self.tr("Printed on the reports.")),
            "variance_threshold": (self.tr("Count variance threshold (minor units)"),
                                   self.tr("A table-count variance beyond this needs a pit boss's written explanation.")),
            "jackpot_paid_by": (self.tr("Jackpot shares paid by (cage or tray)"),
                                self.tr("Who hands a jackpot share to the player; the count's computed result follows.")),
        }
        grid = QGridLayout()
        grid.setHorizontalSpacing(16)
        grid.setVerticalSpacing(2)
        self.edits: dict[str, QLineEdit] = {}
        self.errors: dict[str, QLabel] = {}
        self.echo: QLabel | None = None
        from dealer_app.services.common import Settings

        for i, f in enumerate(fields(Settings)):
            label, hint = labels.get(f.name, (f.name, ""))
            r, c = (i // 2) * 4, i % 2
            grid.addWidget(caption(label), r, c)
            e = QLineEdit()
            e.setMinimumHeight(40)
            self.edits[f.name] = e
            grid.addWidget(e, r + 1, c)
            h = dim_label(hint, size=12)
            if f.name == "approval_threshold":
                self.echo = h
                e.textEdited.connect(self.on_threshold_edited)
            grid.addWidget(h, r + 2, c)
            err = problem_label()
            self.errors[f.name] = err
            grid.addWidget(err, r + 3, c)
        panel.body.addLayout(grid)
        self.problem = problem_label()
        panel.body.addWidget(self.problem)
        self.save = KeyedButton(self.tr("Save the settings"), "Ctrl+S", kind="primary")
        self.save.clicked.connect(self.save_settings)
        panel.body.addWidget(self.save)
        col.addWidget(panel)
        col.addStretch(1)
        sc = QShortcut(QKeySequence("Ctrl+S"), self)
        sc.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        sc.activated.connect(self.save_settings)
        self._hint = ""

    def hints(self) -> list[KeyHint]:
        return [KeyHint("Ctrl+S", self.tr("save"))]

    def refresh(self) -> None:
        if self.loading:
            return
        self.loading = True
        self.run(jobs.settings, self.on_loaded)

    def on_loaded(self, s: Any) -> None:
        self.loading = False
        self.current = s
        for name, e in self.edits.items():
            e.setText(str(getattr(s, name)))
            set_problem(self.errors[name], "")
        self.on_threshold_edited(self.edits["approval_threshold"].text())
        self.loaded.emit()

    def on_threshold_edited(self, text: str) -> None:
        if self.echo is None:
            return
        try:
            amount = int(text.strip())
        except ValueError:
            amount = None
        base = self.tr("A box's payout at or above this waits for a pit boss.")
        self.echo.setText(base + (f"  = {self.ctx.money(amount)}" if amount is not None and amount >= 0 else ""))

    def save_settings(self) -> None:
        if self.current is None:
            return
        changed = {k: e.text().strip() for k, e in self.edits.items() if e.text().strip() != str(getattr(self.current, k))}
        for lab in self.errors.values():
            set_problem(lab, "")
        set_problem(self.problem, "")
        if not changed:
            self.console.set_status(self.tr("Nothing changed."))
            return
        self.run(lambda b: jobs.update_settings(b, changed), self.on_saved, self.on_failed)

    def on_saved(self, s: Any) -> None:
        self.current = s
        self.console.action_recorded(self.tr("Settings saved"))

    def on_failed(self, err: Any) -> None:
        text = str(err)
        key = text.split(":", 1)[0].strip()
        if key in self.errors:
            set_problem(self.errors[key], text.split(":", 1)[1].strip())
            e = self.edits[key]
            e.setProperty("invalid", "true")
            theme.repolish(e)
        else:
            set_problem(self.problem, text)
        self.console.set_status("✗ " + text, error=True)

