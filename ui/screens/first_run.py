"""First run: create the administrator through the services, then (as them)
the first dealer and pit boss, so the table can open a shift at once."""

from __future__ import annotations

from ui import theme
from ui.context import AppContext
from ui.qt import QFormLayout, QLabel, QPushButton, QStackedWidget, QVBoxLayout, QWidget, Signal
from ui.screens.common import Page, line_edit, primary_button, show_problem
from ui.worker import JobError

__all__ = ["FirstRunScreen"]

C = theme.C


class FirstRunScreen(Page):
    finished = Signal()

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(
            self.tr("Welcome to Dealer Assistant"),
            self.tr("This database has no administrator yet. Create one: they manage users and settings, and never deal or approve."),
            width=620,
        )
        self.ctx = ctx
        self.steps = QStackedWidget()
        self.body.addWidget(self.steps)

        # step 1: the administrator
        admin = QWidget()
        form = QFormLayout(admin)
        form.setSpacing(12)
        self.admin_name = line_edit(self.tr("e.g. Maria Petrova"))
        self.admin_pin = line_edit(self.tr("at least 6 characters"), password=True)
        self.admin_pin2 = line_edit(self.tr("the same PIN again"), password=True)
        form.addRow(self.tr("Administrator"), self.admin_name)
        form.addRow(self.tr("PIN"), self.admin_pin)
        form.addRow(self.tr("PIN again"), self.admin_pin2)
        self.create_button = primary_button(self.tr("Create the administrator"))
        self.create_button.clicked.connect(self.on_create_clicked)
        form.addRow("", self.create_button)
        for e in (self.admin_name, self.admin_pin, self.admin_pin2):
            e.returnPressed.connect(self.on_create_clicked)
        self.steps.addWidget(admin)

        # step 2: the first dealer and pit boss
        staff = QWidget()
        col = QVBoxLayout(staff)
        col.setContentsMargins(0, 0, 0, 0)
        note = QLabel(self.tr("Now add the people who work the table. More can be added later from the command line (dealer-app users add)."))
        note.setWordWrap(True)
        theme.css(note, f"color: {C.text_dim};")
        col.addWidget(note)
        form2 = QFormLayout()
        form2.setSpacing(12)
        self.dealer_name = line_edit(self.tr("dealer's name"))
        self.dealer_pin = line_edit(self.tr("dealer's PIN"), password=True)
        self.boss_name = line_edit(self.tr("pit boss's name"))
        self.boss_pin = line_edit(self.tr("pit boss's PIN"), password=True)
        form2.addRow(self.tr("Dealer"), self.dealer_name)
        form2.addRow(self.tr("Dealer's PIN"), self.dealer_pin)
        form2.addRow(self.tr("Pit boss"), self.boss_name)
        form2.addRow(self.tr("Pit boss's PIN"), self.boss_pin)
        col.addLayout(form2)
        self.add_button = primary_button(self.tr("Add them and continue"))
        self.add_button.clicked.connect(self.on_add_clicked)
        self.skip_button = QPushButton(self.tr("Skip"))
        self.skip_button.clicked.connect(self.on_skip_clicked)
        col.addWidget(self.add_button)
        col.addWidget(self.skip_button)
        for e in (self.dealer_name, self.dealer_pin, self.boss_name, self.boss_pin):
            e.returnPressed.connect(self.on_add_clicked)
        self.steps.addWidget(staff)
        self.problem = self.add_problem_label()

    def showEvent(self, event: object) -> None:
        super().showEvent(event)  # type: ignore[arg-type]
        (self.admin_name if self.steps.currentIndex() == 0 else self.dealer_name).setFocus()

    # -- step 1 ------------------------------------------------------------------

    def on_create_clicked(self) -> None:
        name, pin = self.admin_name.text().strip(), self.admin_pin.text()
        if not name:
            show_problem(self.problem, self.tr("Enter the administrator's name."))
            return
        if pin != self.admin_pin2.text():
            show_problem(self.problem, self.tr("The two PINs differ."))
            return
        self.create_button.setEnabled(False)
        show_problem(self.problem, "")
        self.ctx.run(lambda b: b.create_first_admin(name, pin), self.on_admin_created, self.on_failed)

    def on_admin_created(self, user: object) -> None:
        self.create_button.setEnabled(True)
        self.subtitle.setText(self.tr("Administrator created and signed in."))
        self.steps.setCurrentIndex(1)
        self.dealer_name.setFocus()

    # -- step 2 ------------------------------------------------------------------

    def on_add_clicked(self) -> None:
        people = []
        if self.dealer_name.text().strip():
            people.append((self.dealer_name.text().strip(), "dealer", self.dealer_pin.text()))
        if self.boss_name.text().strip():
            people.append((self.boss_name.text().strip(), "pit_boss", self.boss_pin.text()))
        if not people:
            show_problem(self.problem, self.tr("Enter at least one name, or skip."))
            return
        self.add_button.setEnabled(False)
        show_problem(self.problem, "")

        def job(b: object) -> None:
            for name, role, pin in people:
                b.add_user(name, role, pin)  # type: ignore[attr-defined]
            b.sign_out()  # type: ignore[attr-defined]

        self.ctx.run(job, self.on_people_added, self.on_failed)

    def on_people_added(self, _: object) -> None:
        self.add_button.setEnabled(True)
        self.finished.emit()

    def on_skip_clicked(self) -> None:
        self.ctx.run(lambda b: b.sign_out(), lambda _: self.finished.emit())

    def on_failed(self, err: JobError) -> None:
        self.create_button.setEnabled(True)
        self.add_button.setEnabled(True)
        show_problem(self.problem, str(err))
