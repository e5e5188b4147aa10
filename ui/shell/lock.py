"""The station locks after the idle time set by the administrator; the
signed-in user's PIN unlocks it. The round in progress is untouched."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ui.kit import theme
from ui.kit.context import AppContext, UserRef
from ui.kit.explained import refusal_text
from ui.kit.qt import QLabel, QPushButton, Signal
from ui.kit.worker import JobError
from ui.shell.common import Page, line_edit, primary_button, show_problem

if TYPE_CHECKING:
    from ui.table.backend import Backend

__all__ = ["LockScreen"]

C = theme.C


class LockScreen(Page):
    unlocked = Signal()
    sign_out_requested = Signal()

    def __init__(self, ctx: AppContext[Backend]) -> None:
        super().__init__(self.tr("Station locked"), "", width=520)
        self.ctx = ctx
        self.who = QLabel("")
        theme.css(self.who, f"font-size: {theme.Size.TITLE}px; color: {C.accent}; font-weight: bold;")
        self.body.insertWidget(1, self.who)
        self.pin = line_edit(self.tr("PIN"), password=True)
        self.pin.returnPressed.connect(self.on_unlock_clicked)
        self.body.addWidget(self.pin)
        self.button = primary_button(self.tr("Unlock"))
        self.button.clicked.connect(self.on_unlock_clicked)
        self.body.addWidget(self.button)
        self.problem = self.add_problem_label()
        self.other = QPushButton(self.tr("Sign out (the shift stays open)"))
        self.other.clicked.connect(self.sign_out_requested)
        self.body.addWidget(self.other)

    def lock(self, user: UserRef | None, why: str) -> None:
        self.who.setText(user.name if user else "")
        self.subtitle.setText(why)
        self.subtitle.setVisible(bool(why))
        self.pin.clear()
        show_problem(self.problem, "")
        self.pin.setFocus()

    def on_unlock_clicked(self) -> None:
        user = self.ctx.user
        if user is None:
            self.sign_out_requested.emit()
            return
        pin = self.pin.text()
        if not pin:
            show_problem(self.problem, self.tr("Enter your PIN."))
            return
        self.button.setEnabled(False)
        self.ctx.run(lambda b: b.verify_pin(user.name, pin), self.on_unlock_done, self.on_unlock_failed)

    def on_unlock_done(self, _: object) -> None:
        self.button.setEnabled(True)
        self.pin.clear()
        self.unlocked.emit()

    def on_unlock_failed(self, err: JobError) -> None:
        self.button.setEnabled(True)
        self.pin.clear()
        show_problem(self.problem, refusal_text(err))
        self.pin.setFocus()
