"""Settings (administrators): the approval threshold, lock-out, the gaming day,
the idle lock and the casino's name. Saved through the services (validated,
logged); a bad value is named next to its field."""

from __future__ import annotations

from dataclasses import fields
from typing import TYPE_CHECKING, Any

from ui.console.pages.base import ConsolePage
from ui.console.widgets import KeyedButton, Panel, caption, dim_label, problem_label, set_problem
from ui.kit import theme
from ui.kit.chrome import KeyHint
from ui.kit.explained import refusal_text
from ui.kit.qt import QComboBox, QGridLayout, QKeySequence, QLabel, QLineEdit, QShortcut, Qt, QVBoxLayout
from ui.kit.text import tr_args

if TYPE_CHECKING:
    from ui.console.screen import ConsoleScreen

__all__ = ["SettingsPage"]

_AMOUNTS = ("approval_threshold", "variance_threshold", "second_signer_threshold")
"""Settings held in minor units, shown and typed in the currency's major unit."""


class SettingsPage(ConsolePage):
    def __init__(self, console: ConsoleScreen) -> None:
        super().__init__(console)
        self.title_text = self.tr("Settings")
        self.current: Any = None
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(12)
        panel = Panel(self.tr("Station and floor settings"))
        panel.setMaximumWidth(900)
        labels = {
            "approval_threshold": (self.tr("Approval threshold"),
                                   self.tr("A box's payout at or above this waits for a pit boss.")),
            "lockout_attempts": (self.tr("Lock-out after failed sign-ins"), self.tr("Failed PINs in a row.")),
            "lockout_minutes": (self.tr("Lock-out lasts (minutes)"), self.tr("0: until an administrator unlocks.")),
            "gaming_day_start": (self.tr("Gaming day starts (HH:MM)"), self.tr("Shifts crossing midnight belong to the day they began.")),
            "idle_lock_minutes": (self.tr("Idle lock (minutes)"), self.tr("A station locks after this time without input.")),
            "casino_name": (self.tr("Casino name"), self.tr("Printed on the reports.")),
            "second_signer_threshold": (self.tr("Second signer threshold"),
                                        self.tr("A ruling, void or meter adjustment above this needs a second "
                                                "pit boss or an administrator.")),
            "variance_threshold": (self.tr("Count variance threshold"),
                                   self.tr("A table-count variance beyond this needs a pit boss's written explanation.")),
            "min_pin_length": (self.tr("Shortest PIN (characters)"), self.tr("A new PIN needs at least this many characters.")),
            "training_pass_marks": (self.tr("Trainee pass marks"),
                                    self.tr("Percent right / fewest boxes answered to pass a level; per level e.g. 80/10, 5=90/12.")),
            "jackpot_paid_by": (self.tr("Jackpot shares paid by"),
                                self.tr("Who hands a jackpot share to the player; the count's computed result follows.")),
        }
        grid = QGridLayout()
        grid.setHorizontalSpacing(16)
        grid.setVerticalSpacing(2)
        self.edits: dict[str, QLineEdit] = {}
        self.choices: dict[str, QComboBox] = {}
        """Settings chosen from a list (the words shown, the stored value as the item's data)."""
        choices = {"jackpot_paid_by": [(self.tr("the cage"), "cage"), (self.tr("the dealer, from the tray"), "tray")]}
        self.errors: dict[str, QLabel] = {}
        self.echo: QLabel | None = None
        from dealer_app.services.common import Settings

        for i, f in enumerate(fields(Settings)):
            label, hint = labels.get(f.name, (f.name, ""))
            r, c = (i // 2) * 4, i % 2
            grid.addWidget(caption(label), r, c)
            if f.name in choices:
                box = QComboBox()
                box.setMinimumHeight(40)
                for text, data in choices[f.name]:
                    box.addItem(text, data)
                self.choices[f.name] = box
                grid.addWidget(box, r + 1, c)
            else:
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

    def hints(self) -> list[KeyHint]:
        return [KeyHint("Ctrl+S", self.tr("save"))]

    def refresh(self) -> None:
        if self.loading:
            return
        self.loading = True
        self.run(lambda b: b.settings(), self.on_loaded)

    def on_loaded(self, s: Any) -> None:
        self.loading = False
        self.current = s
        for name, e in self.edits.items():
            e.setText(self._shown(name, getattr(s, name)))
        for name, box in self.choices.items():
            box.setCurrentIndex(max(0, box.findData(getattr(s, name))))
        for lab in self.errors.values():
            set_problem(lab, "")
        self.on_threshold_edited(self.edits["approval_threshold"].text())
        self.loaded.emit()

    def on_threshold_edited(self, text: str) -> None:
        if self.echo is None:
            return
        try:
            amount: int | None = self.ctx.full_money.major_to_minor(text)
        except ValueError:
            amount = None
        base = self.tr("A box's payout at or above this waits for a pit boss.")
        self.echo.setText(base + (f"  = {self.ctx.full_money(amount)}" if amount is not None and amount >= 0 else ""))

    def save_settings(self) -> None:
        if self.current is None:
            return
        for lab in self.errors.values():
            set_problem(lab, "")
        set_problem(self.problem, "")
        changed: dict[str, str] = {}
        for k, e in self.edits.items():
            text = e.text().strip()
            if text == self._shown(k, getattr(self.current, k)):
                continue
            if k in _AMOUNTS:
                try:
                    text = str(self.ctx.full_money.major_to_minor(text))
                except ValueError:
                    set_problem(self.errors[k], tr_args(self.tr("\"%1\" is not an amount (type it in %2, e.g. 5 or 5.50)"),
                                                        text, self.ctx.full_money.currency))
                    return
            changed[k] = text
        for k, box in self.choices.items():
            if box.currentData() != getattr(self.current, k):
                changed[k] = str(box.currentData())
        if not changed:
            self.console.set_status(self.tr("Nothing changed."))
            return
        self.run(lambda b: b.update_settings(changed), self.on_saved, self.on_failed)

    def _shown(self, name: str, value: Any) -> str:
        """A setting as its field shows it (amounts in the currency's major unit)."""
        if name in _AMOUNTS and isinstance(value, int):
            return self.ctx.full_money.minor_to_major_text(value)
        return str(value)

    def on_saved(self, s: Any) -> None:
        self.current = s
        self.console.action_recorded(self.tr("Settings saved"))

    def on_failed(self, err: Any) -> None:
        text = refusal_text(err)
        key = str(err).split(":", 1)[0].strip()
        if key in self.errors:
            set_problem(self.errors[key], text.split(":", 1)[-1].strip())
            e = self.edits.get(key)
            if e is not None:
                e.setProperty("invalid", "true")
                theme.repolish(e)
        else:
            set_problem(self.problem, text)
        self.console.set_status("✗ " + text, error=True)

