"""The pit podium's table groups (Alt+G on the podium): every table of the pit with its group,
the version of the chip set and house rules the group shares, and who set it; the tables that
left a group, with who signed it and why.

Keyboard first: the arrows choose a table. Alt+J puts the chosen table (one in no group) in the
group chosen beside the button; it gets the group's current chip set and house rules. Alt+O
takes the chosen table out of its group, with a reason: it keeps what it holds, as its own.
Each is signed with a pit boss's or an administrator's PIN in the co-signature dialog, which
stays open on a wrong PIN and asks again; an empty reason is asked for there, and nothing is
recorded until it is given. Esc closes the window. Everything goes through
:class:`dealer_app.services.floor_view.FloorView` (:mod:`dealer_app.services.table_group`).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import TYPE_CHECKING

from dealer_app.auth.roles import Permission
from dealer_app.services import ServiceError, StoreError
from dealer_app.services.table_group import FloorGroups
from ui.kit.dialogs import Credentials, CredentialsDialog, Reply, UserChoice, Verdict
from ui.kit.explained import refusal_text
from ui.kit.qt import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QKeySequence,
    QLabel,
    QListWidget,
    QPushButton,
    Qt,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)
from ui.kit.signature import signing_verdict
from ui.kit.text import tr_args
from ui.kit.worker import JobError

if TYPE_CHECKING:
    from ui.console.gateway import PodiumGateway

__all__ = ["GroupRow", "TableGroupsWindow"]

# who signs a group change: a pit boss or an administrator (the chip set's permission)
SIGN = Permission.EDIT_CHIP_SET


class GroupRow:
    """One row of the list: a table and its group (``group`` None: in none; ``table`` None: a group with no table)."""

    def __init__(self, table: str | None, group: str | None) -> None:
        self.table = table
        self.group = group


def _when(ts_us: int) -> str:
    return dt.datetime.fromtimestamp(ts_us / 1e6).strftime("%d.%m %H:%M")


class TableGroupsWindow(QDialog):
    """The table groups of the floor, and the two signed changes: put a table in, take it out."""

    def __init__(self, view: PodiumGateway, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view = view
        self.setWindowTitle(self.tr("Table groups"))
        columns = [self.tr("Table"), self.tr("Table group"), self.tr("Version"), self.tr("Shared"), self.tr("Set by")]
        self.table = QTableWidget(0, len(columns), self)
        self.table.setHorizontalHeaderLabels(columns)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.table.currentCellChanged.connect(lambda *_a: self._buttons())
        self.group_box = QComboBox(self)
        self.join_button = QPushButton(self.tr("Put in the group…"), self)
        self.join_button.setShortcut(QKeySequence("Alt+J"))  # the same keys in every language
        self.join_button.setProperty("kind", "primary")
        self.join_button.clicked.connect(self.ask_join)
        self.leave_button = QPushButton(self.tr("Take out of its group…"), self)
        self.leave_button.setShortcut(QKeySequence("Alt+O"))
        self.leave_button.setProperty("kind", "danger")
        self.leave_button.clicked.connect(self.ask_leave)
        close = QPushButton(self.tr("Close"), self)
        close.clicked.connect(self.reject)
        for b in (self.join_button, self.leave_button, close):
            b.setAutoDefault(False)
        hint = QLabel(self.tr("The arrows choose a table. Alt+J puts it in the group chosen here (it gets the group's "
                              "chip set and house rules); Alt+O takes it out of its group, with a reason (it keeps "
                              "them as its own). A pit boss or an administrator signs each with their PIN."), self)
        hint.setWordWrap(True)
        self.left_list = QListWidget(self)
        self.left_list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.left_list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.left_list.setWordWrap(True)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        actions = QHBoxLayout()
        actions.addWidget(QLabel(self.tr("Group:"), self))
        actions.addWidget(self.group_box, 1)
        actions.addWidget(self.join_button)
        actions.addWidget(self.leave_button)
        actions.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("The pit's tables and their groups"), self))
        layout.addWidget(self.table, 3)
        layout.addWidget(hint)
        layout.addLayout(actions)
        layout.addWidget(QLabel(self.tr("Tables that left a group"), self))
        layout.addWidget(self.left_list, 1)
        layout.addWidget(self.status)
        self.rows: list[GroupRow] = []
        self.dialog: CredentialsDialog | None = None
        self.setMinimumSize(760, 480)
        self.refresh()
        self.table.setFocus()

    # -- what it shows ----------------------------------------------------------------------------------
    def _named(self, table: str) -> str:
        """A table as a sentence names it: "Table RP-1"; a name that already says so ("Table 1",
        «Стол 1») as it is, never "Table Table 1"."""
        first = table.split(maxsplit=1)[0].casefold() if table.strip() else ""
        return table if first in ("table", "стол") else tr_args(self.tr("Table %1"), table)

    def _shared(self, chips: bool, house: bool) -> str:
        if chips and house:
            return self.tr("chip set and house rules")
        return self.tr("chip set") if chips else self.tr("house rules")

    def refresh(self) -> None:
        """Read the groups again; the chosen table stays chosen."""
        keep = self.selected()
        kept = keep.table if keep is not None else None
        try:
            seen: FloorGroups = self.view.groups()
        except StoreError as exc:  # the floor's server does not answer: what is shown stays, saying so
            self.status.setText(refusal_text(exc))
            return
        values: list[tuple[GroupRow, tuple[str, ...]]] = []
        for g in seen.groups:
            line = (g.group, tr_args(self.tr("version %1"), str(g.version)), self._shared(g.chips, g.house),
                    tr_args(self.tr("%1, %2"), g.set_by, _when(g.set_us)))
            for t in g.tables or (None,):
                values.append((GroupRow(t, g.group), (t or self.tr("(no table)"), *line)))
        for t in seen.ungrouped:
            values.append((GroupRow(t, None), (t, self.tr("in no group"), "", "", "")))
        self.rows = [r for r, _v in values]
        self.table.setRowCount(len(values))
        for i, (_r, cells) in enumerate(values):
            for j, text in enumerate(cells):
                cell = QTableWidgetItem(text)
                if j == 1 and self.rows[i].group is None:
                    cell.setForeground(self.palette().placeholderText())
                self.table.setItem(i, j, cell)
        chosen = self.group_box.currentText()
        self.group_box.clear()
        self.group_box.addItems([g.group for g in seen.groups])
        if chosen:
            self.group_box.setCurrentText(chosen)
        self.left_list.clear()
        for x in seen.leaves:
            self.left_list.addItem(tr_args(self.tr("%1 left %2 at version %3 — %4, %5: %6"), x.table, x.group,
                                           str(x.version), x.by, _when(x.left_us), x.reason))
        if not seen.leaves:
            self.left_list.addItem(self.tr("None yet."))
        again = [i for i, r in enumerate(self.rows) if r.table == kept and kept is not None]
        if self.rows:
            self.table.setCurrentCell(again[0] if again else 0, 0)
        self._buttons()

    def selected(self) -> GroupRow | None:
        row = self.table.currentRow()
        return self.rows[row] if 0 <= row < len(self.rows) else None

    def _buttons(self) -> None:
        r = self.selected()
        self.join_button.setEnabled(r is not None and r.table is not None and r.group is None
                                    and self.group_box.count() > 0)
        self.leave_button.setEnabled(r is not None and r.table is not None and r.group is not None)

    # -- the two changes, signed --------------------------------------------------------------------------
    def ask_join(self) -> None:
        """The chosen table (in no group) joins the group chosen beside the button."""
        r = self.selected()
        group = self.group_box.currentText()
        if r is None or r.table is None or r.group is not None or not group:
            return
        table = r.table
        self._signed(self.tr("Put a table in a group"),
                     tr_args(self.tr("%1 joins table group %2: it gets the group's chip set and house rules."),
                             self._named(table), group),
                     table, self.tr("Sign: put it in"),
                     lambda cred: self.view.join_group(group, table, cred.user_id, cred.pin),
                     tr_args(self.tr("%1 is in table group %2 now."), self._named(table), group))

    def ask_leave(self) -> None:
        """The chosen table leaves its group, with a reason."""
        r = self.selected()
        if r is None or r.table is None or r.group is None:
            return
        table, group = r.table, r.group
        self._signed(self.tr("Take a table out of its group"),
                     tr_args(self.tr("%1 leaves table group %2: it keeps the chip set and house rules it holds, "
                                     "as its own."), self._named(table), group),
                     table, self.tr("Sign: take it out"),
                     lambda cred: self.view.leave_group(group, table, cred.user_id, cred.pin, cred.reason),
                     tr_args(self.tr("%1 left table group %2."), self._named(table), group), need_reason=True)

    def _signed(self, title: str, prompt: str, table: str, confirm: str, act: Callable[[Credentials], object],
                done: str, *, need_reason: bool = False) -> None:
        """The co-signature dialog: ``act`` records while it stays open; a wrong PIN is shown
        there and asked again."""
        if self.dialog is not None and self.dialog.isVisible():
            return
        users = [UserChoice(n, n) for n in self.view.signers(table, SIGN)]

        def submit(cred: Credentials, reply: Reply) -> None:
            try:
                act(cred)
            except (ServiceError, StoreError, PermissionError) as exc:  # a wrong PIN asks again; a refusal closes
                verdict = signing_verdict(JobError(exc, ""), cred.user_id)
                reply(verdict)
                if verdict.done:
                    self.status.setText(verdict.problem)
                return
            reply(Verdict(True))
            self.refresh()
            self.status.setText(done)

        d = CredentialsDialog(self, title, prompt, users, need_reason=need_reason, confirm_label=confirm, submit=submit)
        if need_reason:
            d.ok_button.setProperty("kind", "danger")
        d.setWindowModality(Qt.WindowModality.WindowModal)

        def closed(_code: int) -> None:
            d.deleteLater()
            if self.dialog is d:
                self.dialog = None
                self.table.setFocus()

        d.finished.connect(closed)
        self.dialog = d
        d.open()
