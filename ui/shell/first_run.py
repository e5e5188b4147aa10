"""First run: the casino, this table and its currency, and the administrator
(created through the services); then the house's chip set (denominations, colours,
the tray's par), signed with the administrator's PIN, or skipped with a note of
what waits for it; then, as the administrator, the people who work the table,
added one by one in the app, so the table can open a shift at once."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ui.console.jobs import ConsoleJobs
from ui.console.pages.users import role_choice
from ui.kit import theme
from ui.kit.chip_set_editor import ChipSetEditor
from ui.kit.context import AppContext
from ui.kit.explained import refusal_text
from ui.kit.labels import role_label
from ui.kit.money import MoneyFormat
from ui.kit.qt import (
    QComboBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QKeySequence,
    QLabel,
    QListWidget,
    QPushButton,
    QShortcut,
    QSizePolicy,
    QStackedWidget,
    Qt,
    QVBoxLayout,
    QWidget,
    Signal,
)
from ui.kit.text import tr_args
from ui.kit.worker import JobError
from ui.shell.common import Page, line_edit, primary_button, show_problem

if TYPE_CHECKING:
    from ui.kit.session import UserRef
    from ui.table.backend import Backend

__all__ = ["CURRENCIES", "FirstRunScreen"]

C = theme.C

# offered first in the currency box (any ISO 4217 code may be typed)
CURRENCIES = ("EUR", "RUB", "USD", "KZT", "BYN", "AMD", "GEL", "AZN", "UZS", "KGS", "GBP", "CHF")


def _section(text: str) -> QLabel:
    lab = QLabel(text)
    theme.css(lab, f"color: {C.text_faint}; font-size: 12px; font-weight: bold;")
    return lab


def _field_label(text: str) -> QLabel:
    """A form label as tall as its field, its text level with the field's."""
    lab = QLabel(text)
    lab.setMinimumHeight(44)
    lab.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    return lab


class FirstRunScreen(Page):
    finished = Signal()

    def __init__(self, ctx: AppContext[Backend]) -> None:
        super().__init__(
            self.tr("Welcome to Dealer Assistant"),
            self.tr("Set up this station: the casino and the table it serves, then the administrator, who manages "
                    "users and settings and never deals or approves."),
            width=680,
        )
        self.ctx = ctx
        self.added: list[tuple[str, str]] = []
        self.steps = QStackedWidget()
        self.steps.setStyleSheet("QStackedWidget { background: transparent; }")  # the panel's colour shows through
        self.steps.currentChanged.connect(self.on_steps_current_changed)
        self.body.addWidget(self.steps)

        # step 1: the casino, the table, the currency and the administrator
        first = QWidget()
        form = QFormLayout(first)
        form.setContentsMargins(0, 0, 0, 0)
        form.setSpacing(10)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.casino = line_edit(self.tr("as printed on the reports, e.g. Casino Neva"))
        self.table_name = line_edit(self.tr("e.g. Russian Poker 1"))
        self.table_name.setText(ctx.settings.table_name)
        self.currency = QComboBox()
        self.currency.setEditable(True)
        self.currency.setMinimumHeight(44)
        self.currency.addItems(list(CURRENCIES))
        self.admin_name = line_edit(self.tr("e.g. Maria Petrova"))
        self.admin_pin = line_edit(self.tr("at least 6 characters"), password=True)
        self.admin_pin2 = line_edit(self.tr("the same PIN again"), password=True)
        form.addRow(_section(self.tr("THE CASINO AND THIS TABLE")))
        form.addRow(_field_label(self.tr("Casino")), self.casino)
        form.addRow(_field_label(self.tr("Table")), self.table_name)
        form.addRow(_field_label(self.tr("Currency")), self.currency)
        form.addRow(_section(self.tr("THE ADMINISTRATOR")))
        form.addRow(_field_label(self.tr("Administrator")), self.admin_name)
        form.addRow(_field_label(self.tr("PIN")), self.admin_pin)
        form.addRow(_field_label(self.tr("PIN again")), self.admin_pin2)
        self.create_button = primary_button(self.tr("Create the administrator"))
        self.create_button.clicked.connect(self.on_create_clicked)
        form.addRow(self.create_button)
        for e in (self.casino, self.table_name, self.admin_name, self.admin_pin, self.admin_pin2):
            e.returnPressed.connect(self.on_create_clicked)
        line = self.currency.lineEdit()
        if line is not None:
            line.returnPressed.connect(self.on_create_clicked)
        self.steps.addWidget(first)

        # step 2: the house's chip set (skippable, saying what waits for it)
        chips_step = QWidget()
        ccol = QVBoxLayout(chips_step)
        ccol.setContentsMargins(0, 0, 0, 0)
        ccol.setSpacing(8)
        chips_note = QLabel(self.tr("Now the house's chips: each one's value, colour and the tray's par (how many a "
                                    "full tray holds)."))
        chips_note.setWordWrap(True)
        theme.css(chips_note, f"color: {C.text_dim};")
        ccol.addWidget(chips_note)
        self.chip_editor = ChipSetEditor(MoneyFormat("EUR", ctx.locale, compact=False))
        self.chip_editor.rows_changed.connect(lambda: self.on_steps_current_changed(self.steps.currentIndex()))
        ccol.addWidget(self.chip_editor)
        pin_row = QFormLayout()
        pin_row.setContentsMargins(0, 0, 0, 0)
        self.chips_pin = line_edit(self.tr("the administrator's PIN signs the chip set"), password=True)
        self.chips_pin.returnPressed.connect(self.on_save_chips_clicked)
        pin_row.addRow(_field_label(self.tr("Administrator's PIN")), self.chips_pin)
        ccol.addLayout(pin_row)
        self.save_chips_button = primary_button(self.tr("Save (Ctrl+Enter)"))
        self.save_chips_button.setDefault(False)
        self.save_chips_button.clicked.connect(self.on_save_chips_clicked)
        self.skip_chips_button = QPushButton(self.tr("Skip for now (Alt+S)"))
        self.skip_chips_button.setMinimumHeight(46)
        self.skip_chips_button.clicked.connect(self.on_skip_chips_clicked)
        chip_buttons = QHBoxLayout()
        chip_buttons.addWidget(self.save_chips_button, 3)
        chip_buttons.addWidget(self.skip_chips_button, 2)
        ccol.addLayout(chip_buttons)
        skip_note = QLabel(self.tr("Without a chip set, shifts open with no opener or closer, and no fill or credit "
                                   "can be asked for, until it is set in the console (Chip set, Ctrl+K)."))
        skip_note.setWordWrap(True)
        theme.css(skip_note, f"color: {C.held}; font-size: 13px;")
        ccol.addWidget(skip_note)
        for seq, slot in (("Ctrl+Return", self.on_save_chips_clicked), ("Ctrl+Enter", self.on_save_chips_clicked),
                          ("Alt+S", self.on_skip_chips_clicked)):
            sc = QShortcut(QKeySequence(seq), chips_step)
            sc.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            sc.activated.connect(slot)
        self.steps.addWidget(chips_step)

        # step 3: the people who work the table, one at a time
        staff = QWidget()
        col = QVBoxLayout(staff)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(10)
        self.recovery_key = QLabel("")
        """The database's recovery key, shown this once (as ``dealer-app setup`` prints it)."""
        self.recovery_key.setProperty("verbatim", True)
        self.recovery_key.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.recovery_key.setVisible(False)
        theme.css(self.recovery_key, f"color: {C.text}; font-weight: bold; font-size: 18px;")
        self.recovery = QLabel("")
        """What to do with the recovery key."""
        self.recovery.setWordWrap(True)
        self.recovery.setVisible(False)
        col.addWidget(self.recovery_key)
        col.addWidget(self.recovery)
        note = QLabel(self.tr("Now add the people who work the table: at least one dealer and one pit boss. "
                              "Press Enter after each. More can be added later in the console's Users page."))
        note.setWordWrap(True)
        theme.css(note, f"color: {C.text_dim};")
        col.addWidget(note)
        grid = QGridLayout()
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(4)
        self.user_name = line_edit(self.tr("name as shown at sign-in"))
        self.user_role = role_choice()
        self.user_role.setMinimumHeight(44)
        self.user_pin = line_edit(self.tr("6 or more"), password=True)
        grid.addWidget(_section(self.tr("NAME")), 0, 0)
        grid.addWidget(_section(self.tr("ROLE")), 0, 1)
        grid.addWidget(_section(self.tr("PIN")), 0, 2)
        grid.addWidget(self.user_name, 1, 0)
        grid.addWidget(self.user_role, 1, 1)
        grid.addWidget(self.user_pin, 1, 2)
        grid.setColumnStretch(0, 3)
        grid.setColumnStretch(1, 2)
        grid.setColumnStretch(2, 2)
        col.addLayout(grid)
        self.add_button = QPushButton(self.tr("Add this person"))
        self.add_button.setMinimumHeight(40)
        self.add_button.clicked.connect(self.on_add_clicked)
        col.addWidget(self.add_button)
        for e in (self.user_name, self.user_pin):
            e.returnPressed.connect(self.on_add_clicked)
        col.addWidget(_section(self.tr("ADDED")))
        self.people = QListWidget()
        self.people.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.people.setMinimumHeight(120)
        self.people.setMaximumHeight(180)
        col.addWidget(self.people)
        self.done_button = primary_button(self.tr("Done: go to sign-in (Ctrl+Enter)"))
        self.done_button.setDefault(False)
        self.done_button.clicked.connect(self.on_done_clicked)
        col.addWidget(self.done_button)
        for seq in ("Ctrl+Return", "Ctrl+Enter"):
            sc = QShortcut(QKeySequence(seq), staff)
            sc.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            sc.activated.connect(self.on_done_clicked)
        self.steps.addWidget(staff)
        self.on_steps_current_changed(0)
        self.problem = self.add_problem_label()
        self.defaults_loaded = False
        self.chosen_currency = "EUR"

    def on_defaults_loaded(self, defaults: tuple[str, str]) -> None:
        """What the database already says (``dealer-app setup`` may have run before the first start)."""
        self.defaults_loaded = True
        casino, currency = defaults
        if not self.casino.text() and casino != "Casino":  # "Casino" is the built-in placeholder name
            self.casino.setText(casino)
        self.currency.setCurrentText(currency)

    def on_steps_current_changed(self, index: int) -> None:
        """The panel fits the step shown, not the tallest of them."""
        for i in range(self.steps.count()):
            policy = QSizePolicy.Policy.Preferred if i == index else QSizePolicy.Policy.Ignored
            page = self.steps.widget(i)
            if page is not None:
                page.setSizePolicy(policy, policy)
        shown = self.steps.widget(index)
        lay = shown.layout() if shown is not None else None
        if shown is not None and lay is not None and lay.hasHeightForWidth():  # wrapped notes: at the panel's width
            shown.ensurePolished()
            self.steps.setFixedHeight(lay.totalHeightForWidth(self.panel.width() - 64) + 12)
        else:
            self.steps.setMinimumHeight(0)
            self.steps.setMaximumHeight(16777215)
        self.steps.adjustSize()
        # the panel as tall as its wrapped title and notes are at its width (its size hint counts them as one line)
        self.panel.setMinimumHeight(self.body.totalHeightForWidth(self.panel.width()))

    def showEvent(self, event: object) -> None:
        super().showEvent(event)  # type: ignore[arg-type]
        step = self.steps.currentIndex()
        if step == 0:
            self.casino.setFocus()
        elif step == 1:
            self.chip_editor.focus_first()
        else:
            self.user_name.setFocus()
        if not self.defaults_loaded and self.steps.currentIndex() == 0:  # the database is open by now
            self.ctx.run(lambda b: b.station_setup(), self.on_defaults_loaded, lambda _err: None)

    # -- step 1 ------------------------------------------------------------------

    def on_create_clicked(self) -> None:
        casino, table = self.casino.text().strip(), self.table_name.text().strip()
        currency = self.currency.currentText().strip().upper()
        name, pin = self.admin_name.text().strip(), self.admin_pin.text()
        for empty, widget, message in (
            (not casino, self.casino, self.tr("Enter the casino's name.")),
            (not table, self.table_name, self.tr("Enter the table's name.")),
            (not currency, self.currency, self.tr("Choose the currency.")),
            (not name, self.admin_name, self.tr("Enter the administrator's name.")),
        ):
            if empty:
                show_problem(self.problem, message)
                widget.setFocus()
                return
        if pin != self.admin_pin2.text():
            show_problem(self.problem, self.tr("The two PINs differ."))
            self.admin_pin2.setFocus()
            return
        if not self.create_button.isEnabled():
            return
        self.create_button.setEnabled(False)
        show_problem(self.problem, "")
        self.chosen_currency = currency

        def job(b: object) -> tuple[str, str]:
            from dealer_app.services.provision import check_casino, check_currency
            from dealer_app.station import check_table_name

            check_casino(casino)  # every value checked before anything is written
            check_table_name(table)
            code = check_currency(currency)
            b.create_first_admin(name, pin)  # type: ignore[attr-defined]
            done = str(b.provision_station(casino, table, code))  # type: ignore[attr-defined]
            return done, str(b.new_recovery_key())  # type: ignore[attr-defined]

        self.ctx.run(job, lambda done: self.on_station_set_up(*done), self.on_failed)

    def on_station_set_up(self, table: str, recovery_key: str = "") -> None:
        self.create_button.setEnabled(True)
        self.ctx.save_settings(self.ctx.settings.model_copy(update={"table_name": table}))
        self.subtitle.setText(tr_args(self.tr("Administrator created and signed in; the station is set up for %1."),
                                      table))
        self.chip_editor.money = MoneyFormat(self.chosen_currency, self.ctx.locale, compact=False)
        self.chip_editor.set_chips(())
        self.steps.setCurrentIndex(1)
        self.chip_editor.focus_first()
        if recovery_key:  # shown this once, as ``dealer-app setup`` prints it; the log keeps only its digest
            self.show_recovery_key(recovery_key)

    def show_recovery_key(self, recovery_key: str) -> None:
        """The database's recovery key, shown this once above the people, with what to do with it
        (the log keeps only its digest; the next screen no longer shows it)."""
        self.recovery_key.setText(recovery_key)
        self.recovery.setText(self.tr("Above: this database's recovery key. Write it down and store it offline "
                                      "(a safe), never on this computer: it is shown only this once. It gives an "
                                      "administrator who lost the PIN a new one."))
        self.recovery_key.setVisible(True)
        self.recovery.setVisible(True)

    # -- step 2 ------------------------------------------------------------------

    def on_save_chips_clicked(self) -> None:
        if self.steps.currentIndex() != 1 or not self.save_chips_button.isEnabled():
            return
        chips = self.chip_editor.chips()
        if isinstance(chips, str):
            show_problem(self.problem, chips)
            return
        pin = self.chips_pin.text()
        if not pin:
            show_problem(self.problem, self.tr("Type the administrator's PIN: it signs the chip set."))
            self.chips_pin.setFocus()
            return
        name = self.admin_name.text().strip()
        self.save_chips_button.setEnabled(False)
        show_problem(self.problem, "")
        self.ctx.run(lambda b: ConsoleJobs(b).save_chip_set(chips, name, pin), self.on_chips_saved,
                     self.on_chips_failed)

    def on_chips_saved(self, info: object) -> None:
        self.save_chips_button.setEnabled(True)
        self.chips_pin.clear()
        rows = getattr(info, "rows", lambda: ())()
        self.subtitle.setText(self.tr("The chip set is saved (%n denomination(s)): every shift opens with its opener.",
                                      "", len(rows)))
        self.to_people()

    def on_chips_failed(self, err: JobError) -> None:
        self.save_chips_button.setEnabled(True)
        self.chips_pin.clear()
        show_problem(self.problem, refusal_text(err))
        self.chips_pin.setFocus()

    def on_skip_chips_clicked(self) -> None:
        if self.steps.currentIndex() != 1:
            return
        self.subtitle.setText(self.tr("No chip set yet: shifts open without an opener or closer, and fills and credits "
                                      "wait, until it is set in the console (Chip set, Ctrl+K)."))
        self.to_people()

    def to_people(self) -> None:
        show_problem(self.problem, "")
        self.steps.setCurrentIndex(2)
        self.user_name.setFocus()

    # -- step 3 ------------------------------------------------------------------

    def on_add_clicked(self) -> None:
        name, role, pin = self.user_name.text().strip(), str(self.user_role.currentData()), self.user_pin.text()
        if not name:
            show_problem(self.problem, self.tr("Enter the person's name."))
            self.user_name.setFocus()
            return
        if not pin:
            show_problem(self.problem, self.tr("Enter their PIN."))
            self.user_pin.setFocus()
            return
        if not self.add_button.isEnabled():
            return
        self.add_button.setEnabled(False)
        show_problem(self.problem, "")
        self.ctx.run(lambda b: b.add_user(name, role, pin), self.on_person_added, self.on_failed)

    def on_person_added(self, user: UserRef) -> None:
        self.add_button.setEnabled(True)
        self.added.append((user.name, user.role.value))
        self.people.addItem(f"{user.name} · {role_label(user.role)}")
        self.user_name.clear()
        self.user_pin.clear()
        self.user_role.setCurrentIndex(0)  # each person's role is chosen afresh (a dealer unless changed)
        self.user_name.setFocus()

    def on_done_clicked(self) -> None:
        if self.steps.currentIndex() != 2:
            return
        if self.user_name.text().strip():  # a name typed but not added: add it first, never lose it silently
            show_problem(self.problem, tr_args(self.tr("Press Enter to add %1 first, or clear the name."),
                                               self.user_name.text().strip()))
            return
        self.ctx.run(lambda b: b.sign_out(), lambda _: self.finished.emit(), self.on_failed)

    def on_failed(self, err: JobError) -> None:
        self.create_button.setEnabled(True)
        self.add_button.setEnabled(True)
        show_problem(self.problem, refusal_text(err))
