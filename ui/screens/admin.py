"""What an administrator sees at a table station: the users, and adding one.
(They never deal or approve; the full console is the pit boss console's.)"""

from __future__ import annotations

from collections.abc import Sequence

from ui import theme
from ui.context import AppContext, UserRef
from ui.qt import QComboBox, QHBoxLayout, QListWidget, QPushButton, Signal
from ui.screens.common import Page, line_edit, primary_button, show_problem
from ui.screens.signin import role_label
from ui.worker import JobError

__all__ = ["AdminScreen"]

C = theme.C


class AdminScreen(Page):
    sign_out_requested = Signal()

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(self.tr("Users"), self.tr("Administrators add the people who work the tables."), width=640)
        self.ctx = ctx
        self.users = QListWidget()
        self.users.setMinimumHeight(200)
        self.body.addWidget(self.users)
        row = QHBoxLayout()
        self.name = line_edit(self.tr("name"))
        self.role = QComboBox()
        self.role.setMinimumHeight(44)
        for r in ("dealer", "pit_boss", "trainee", "admin"):
            self.role.addItem(role_label(self, r), r)
        self.pin = line_edit(self.tr("PIN"), password=True)
        row.addWidget(self.name, 2)
        row.addWidget(self.role, 1)
        row.addWidget(self.pin, 1)
        self.body.addLayout(row)
        self.add = primary_button(self.tr("Add the user"))
        self.add.clicked.connect(self.on_add_clicked)
        self.pin.returnPressed.connect(self.on_add_clicked)
        self.body.addWidget(self.add)
        self.problem = self.add_problem_label()
        out = QPushButton(self.tr("Sign out"))
        out.clicked.connect(self.sign_out_requested)
        self.body.addWidget(out)

    def refresh(self) -> None:
        show_problem(self.problem, "")
        self.ctx.run(lambda b: b.sign_in_choices(), self.on_users_loaded)

    def on_users_loaded(self, users: Sequence[UserRef]) -> None:
        self.users.clear()
        for u in users:
            self.users.addItem(f"{u.name}  ·  {role_label(self, u.role)}")
        self.name.setFocus()

    def on_add_clicked(self) -> None:
        name, role, pin = self.name.text().strip(), str(self.role.currentData()), self.pin.text()
        if not name:
            show_problem(self.problem, self.tr("Enter a name."))
            return
        self.ctx.run(lambda b: b.add_user(name, role, pin), self.on_added, self.on_failed)

    def on_added(self, _: object) -> None:
        self.name.clear()
        self.pin.clear()
        self.refresh()

    def on_failed(self, err: JobError) -> None:
        show_problem(self.problem, str(err))
