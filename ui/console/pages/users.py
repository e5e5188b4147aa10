"""Users (administrators): create users, set a role, reset a PIN, unlock a
locked-out user, disable or enable one. Nobody changes their own role (the
services refuse it too). Every change is logged by the services."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from dealer_app.auth.roles import Role
from ui.console.model import UserLine
from ui.console.pages.base import ConsolePage
from ui.console.widgets import C, DataTable, KeyedButton, Panel, caption, dim_label, item, problem_label, set_problem
from ui.kit import theme
from ui.kit.chrome import KeyHint
from ui.kit.explained import refusal_text
from ui.kit.labels import role_label
from ui.kit.qt import QComboBox, QGridLayout, QHBoxLayout, QKeySequence, QLabel, QLineEdit, QShortcut, Qt, QVBoxLayout
from ui.kit.text import tr_args

if TYPE_CHECKING:
    from ui.console.screen import ConsoleScreen

__all__ = ["ROLES", "UsersPage", "role_choice"]

ROLES = (Role.DEALER, Role.PIT_BOSS, Role.TRAINEE, Role.ADMIN, Role.CAGE, Role.COUNT_ROOM)


def _edit(placeholder: str, *, password: bool = False) -> QLineEdit:
    e = QLineEdit()
    e.setMinimumHeight(40)
    e.setPlaceholderText(placeholder)
    if password:
        e.setEchoMode(QLineEdit.EchoMode.Password)
    return e


def role_choice() -> QComboBox:
    cb = QComboBox()
    cb.setMinimumHeight(40)
    # as wide as a role's name, not wider: the users' table keeps the room for their names
    cb.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    cb.setMinimumContentsLength(8)
    for r in ROLES:
        cb.addItem(role_label(r), r)
    return cb


class UsersPage(ConsolePage):
    def __init__(self, console: ConsoleScreen) -> None:
        super().__init__(console)
        self.title_text = self.tr("Users")
        self.users: tuple[UserLine, ...] = ()
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(12)

        left = Panel(self.tr("People who work the tables"))
        self.table = DataTable([self.tr("Name"), self.tr("Role"), self.tr("State"), self.tr("Failed sign-ins")],
                               stretch=0, wrap=True)
        self.table.itemSelectionChanged.connect(self.on_table_item_selection_changed)
        left.body.addWidget(self.table, 1)
        row.addWidget(left, 3)

        right = QVBoxLayout()
        right.setSpacing(12)
        sel = Panel(self.tr("Selected user"))
        self.who = QLabel(self.tr("Nobody selected"))
        theme.css(self.who, f"font-size: {theme.Size.TITLE}px; font-weight: bold;")
        sel.body.addWidget(self.who)
        self.who_state = dim_label("")
        sel.body.addWidget(self.who_state)
        grid = QGridLayout()
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(4)
        self.role = role_choice()
        self.set_role_button = KeyedButton(self.tr("Set the role"), "Ctrl+G")
        self.set_role_button.clicked.connect(self.set_role)
        grid.addWidget(caption(self.tr("Role")), 0, 0)
        grid.addWidget(self.role, 1, 0)
        grid.addWidget(self.set_role_button, 1, 1)
        self.own_role = dim_label(self.tr("Nobody changes their own role: another administrator does it."))
        grid.addWidget(self.own_role, 2, 0, 1, 2)
        self.new_pin = _edit(self.tr("new PIN"), password=True)  # the rule in the caption above: the field is narrow
        self.reset_button = KeyedButton(self.tr("Reset the PIN"), "Ctrl+P")
        self.reset_button.clicked.connect(self.reset_pin)
        grid.addWidget(caption(self.tr("PIN (6 or more)")), 3, 0, 1, 2)
        grid.addWidget(self.new_pin, 4, 0)
        grid.addWidget(self.reset_button, 4, 1)
        # the actions in one column, each beside what it acts on (a longer language never widens the panel
        # past the users' table)
        self.unlock_button = KeyedButton(self.tr("Unlock"), "Ctrl+U")
        self.unlock_button.clicked.connect(self.unlock)
        self.enable_button = KeyedButton(self.tr("Disable"), "Ctrl+E", kind="danger")
        self.enable_button.clicked.connect(self.toggle_enabled)
        grid.addWidget(self.unlock_button, 5, 1)
        grid.addWidget(self.enable_button, 6, 1)
        grid.setRowMinimumHeight(5, 8)
        sel.body.addLayout(grid)
        self.sel_problem = problem_label()
        sel.body.addWidget(self.sel_problem)
        right.addWidget(sel)

        add = Panel(self.tr("Add a user"))
        g2 = QGridLayout()
        g2.setHorizontalSpacing(10)
        g2.setVerticalSpacing(4)
        self.name = _edit(self.tr("name as shown at sign-in"))
        self.add_role = role_choice()
        self.pin = _edit(self.tr("PIN (6 or more)"), password=True)
        g2.addWidget(caption(self.tr("Name")), 0, 0, 1, 2)
        g2.addWidget(self.name, 1, 0, 1, 2)
        g2.addWidget(caption(self.tr("Role")), 2, 0)
        g2.addWidget(self.add_role, 3, 0)
        g2.addWidget(caption(self.tr("PIN")), 2, 1)
        g2.addWidget(self.pin, 3, 1)
        add.body.addLayout(g2)
        self.add_button = KeyedButton(self.tr("Add the user"), "Ctrl+N", kind="primary")
        self.add_button.clicked.connect(self.add_user)
        self.pin.returnPressed.connect(self.add_user)
        add.body.addWidget(self.add_button)
        self.add_problem = problem_label()
        add.body.addWidget(self.add_problem)
        right.addWidget(add)
        right.addStretch(1)
        row.addLayout(right, 2)
        for key, slot in (("Ctrl+G", self.set_role), ("Ctrl+P", self.reset_pin), ("Ctrl+U", self.unlock),
                          ("Ctrl+E", self.toggle_enabled), ("Ctrl+N", self.add_user)):
            sc = QShortcut(QKeySequence(key), self)
            sc.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            sc.activated.connect(slot)
        self.show_selected(None)

    def hints(self) -> list[KeyHint]:
        u = self.selected()
        return [KeyHint("Ctrl+G", self.tr("role"), u is not None and not u.me), KeyHint("Ctrl+P", self.tr("PIN"), u is not None),
                KeyHint("Ctrl+U", self.tr("unlock"), u is not None and u.locked),
                KeyHint("Ctrl+E", self.tr("disable / enable"), u is not None and not u.me),
                KeyHint("Ctrl+N", self.tr("add"))]

    def refresh(self) -> None:
        if self.loading:
            return
        self.loading = True
        self.run(lambda b: b.users(), self.on_loaded)

    def on_loaded(self, users: tuple[UserLine, ...]) -> None:
        self.loading = False
        keep = self.selected()
        self.users = users
        rows = []
        for u in users:
            state = self.tr("disabled") if u.disabled else self.tr("LOCKED OUT") if u.locked else self.tr("active")
            colour = C.text_faint if u.disabled else C.error if u.locked else C.ok
            rows.append([item(u.name + (self.tr("  (you)") if u.me else ""), bold=True, data=u.id),
                         item(role_label(u.role)), item(state, colour=colour, bold=u.locked),
                         item(str(u.failed_attempts), right=True)])
        self.table.set_rows(rows)
        index = next((i for i, u in enumerate(users) if keep is not None and u.id == keep.id), None)
        if index is not None:
            self.table.selectRow(index)
        self.show_selected(self.selected())
        self.loaded.emit()

    def selected(self) -> UserLine | None:
        r = self.table.selected_row()
        return self.users[r] if r is not None and r < len(self.users) else None

    def select_user(self, name: str) -> bool:
        for i, u in enumerate(self.users):
            if u.name == name:
                self.table.selectRow(i)
                return True
        return False

    def on_table_item_selection_changed(self) -> None:
        self.show_selected(self.selected())

    def show_selected(self, u: UserLine | None) -> None:
        set_problem(self.sel_problem, "")
        for w in (self.role, self.set_role_button, self.new_pin, self.reset_button, self.unlock_button, self.enable_button):
            w.setEnabled(u is not None)
        if u is None:
            self.who.setText(self.tr("Nobody selected"))
            self.who_state.setText("")
            self.own_role.setVisible(False)
            self.console.refresh_hints()
            return
        self.who.setText(u.name)
        state = self.tr("disabled") if u.disabled else self.tr("locked out after failed sign-ins") if u.locked else self.tr("active")
        self.who_state.setText(tr_args(self.tr("%1  ·  %2"), role_label(u.role), state))
        self.role.setCurrentIndex(max(0, self.role.findData(u.role)))
        self.role.setEnabled(not u.me)
        self.set_role_button.setEnabled(not u.me)
        self.own_role.setVisible(u.me)
        self.unlock_button.setEnabled(u.locked)
        self.enable_button.setEnabled(not u.me)
        self.enable_button.label.setText(self.tr("Enable") if u.disabled else self.tr("Disable"))
        self.console.refresh_hints()

    # -- actions --------------------------------------------------------------------------------------------
    def _done(self, text: str) -> None:
        self.console.action_recorded(text)

    def _failed(self, err: Any) -> None:
        set_problem(self.sel_problem, refusal_text(err))
        self.console.set_status("✗ " + refusal_text(err), error=True)

    def set_role(self) -> None:
        u = self.selected()
        if u is None:
            return
        role = Role(str(self.role.currentData()))
        if u.me:
            set_problem(self.sel_problem, self.tr("Nobody changes their own role: another administrator does it."))
            return
        if role == u.role:
            set_problem(self.sel_problem, tr_args(self.tr("%1 is already a %2."), u.name, role_label(role)))
            return
        if not self.ctx.dialogs.confirm(  # a role gives or takes away powers: never on one stray key
                tr_args(self.tr("Change %1's role"), u.name),
                tr_args(self.tr("%1 is a %2. Make them a %3?"), u.name, role_label(u.role), role_label(role)),
                self.tr("Set the role")):
            return
        self.run(lambda b: b.set_role(u.id, role),
                 lambda name: self._done(tr_args(self.tr("%1 is now a %2"), name, role_label(role))),
                 self._failed)

    def reset_pin(self) -> None:
        u = self.selected()
        if u is None:
            return
        pin = self.new_pin.text()
        if not pin:
            set_problem(self.sel_problem, self.tr("Type the new PIN first."))
            return
        self.new_pin.clear()
        self.run(lambda b: b.reset_pin(u.id, pin),
                 lambda name: self._done(tr_args(self.tr("New PIN set for %1"), name)), self._failed)

    def unlock(self) -> None:
        u = self.selected()
        if u is None:
            return
        self.run(lambda b: b.unlock(u.id), lambda name: self._done(tr_args(self.tr("%1 is unlocked"),
                                                                                        name)),
                 self._failed)

    def toggle_enabled(self) -> None:
        u = self.selected()
        if u is None or u.me:
            return
        enable = u.disabled
        if not enable and not self.ctx.dialogs.confirm(
                tr_args(self.tr("Disable %1"), u.name),
                tr_args(self.tr("%1 will not be able to sign in until an administrator enables them again."), u.name),
                self.tr("Disable"), danger=True):
            return
        self.run(lambda b: b.set_user_enabled(u.id, enable),
                 lambda name: self._done(tr_args(self.tr("%1 is enabled") if enable else self.tr("%1 is disabled"),
                                                 name)),
                 self._failed)

    def add_user(self) -> None:
        name, role, pin = self.name.text().strip(), Role(str(self.add_role.currentData())), self.pin.text()
        if not name:
            set_problem(self.add_problem, self.tr("Enter a name."))
            self.name.setFocus()
            return
        if not pin:
            set_problem(self.add_problem, self.tr("Enter a PIN."))
            self.pin.setFocus()
            return
        set_problem(self.add_problem, "")

        def added(n: str) -> None:
            self.name.clear()
            self.pin.clear()
            self._done(tr_args(self.tr("%1 added as a %2"), n, role_label(role)))

        def failed(err: Any) -> None:
            set_problem(self.add_problem, refusal_text(err))

        self.run(lambda b: b.add_user(name, role, pin), added, failed)
