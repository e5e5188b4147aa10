"""The chip set (pit bosses and administrators): the house's denominations, their colours and
names, and the tray's par; saved through the count service, signed with a PIN and logged,
for shifts opened from then on. On a floor, a table of a table group shows its group's chip
set, set for the whole group (``dealer-app floor group``), not here."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ui.console.pages.base import ConsolePage
from ui.console.widgets import KeyedButton, Panel, dim_label, problem_label, set_problem
from ui.kit.chip_set_editor import ChipSetEditor
from ui.kit.chrome import KeyHint
from ui.kit.dialogs import Credentials
from ui.kit.explained import refusal_text
from ui.kit.money import MoneyFormat
from ui.kit.qt import QKeySequence, QShortcut, Qt, QVBoxLayout
from ui.kit.text import tr_args

if TYPE_CHECKING:
    from ui.console.model import ChipSetInfo
    from ui.console.screen import ConsoleScreen
    from ui.kit.worker import JobError

__all__ = ["ChipSetPage"]


class ChipSetPage(ConsolePage):
    def __init__(self, console: ConsoleScreen) -> None:
        super().__init__(console)
        self.title_text = self.tr("Chip set")
        self.info: ChipSetInfo | None = None
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(12)
        panel = Panel(self.tr("The house's chips and the tray's par"))
        panel.setMaximumWidth(900)
        self.state = dim_label("")
        panel.body.addWidget(self.state)
        panel.body.addWidget(dim_label(self.tr(
            "Every shift opens with its opener and closes with its closer, counted by denomination; fills and "
            "credits are asked for by denomination. The par is how many chips of each a full tray holds: a table's "
            "first opener is proposed at par.")))
        self.editor = ChipSetEditor(MoneyFormat("EUR", self.ctx.locale, compact=False))
        panel.body.addWidget(self.editor)
        self.problem = problem_label()
        panel.body.addWidget(self.problem)
        self.save = KeyedButton(self.tr("Save the chip set"), "Ctrl+S", kind="primary")
        self.save.clicked.connect(self.save_chip_set)
        panel.body.addWidget(self.save)
        col.addWidget(panel)
        col.addStretch(1)
        sc = QShortcut(QKeySequence("Ctrl+S"), self)
        sc.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        sc.activated.connect(self.save_chip_set)

    def hints(self) -> list[KeyHint]:
        return [KeyHint("Tab", self.tr("next field")), KeyHint("Ctrl+N", self.tr("add a denomination")),
                KeyHint("Ctrl+Del", self.tr("remove the row")), KeyHint("Ctrl+S", self.tr("save, signed"))]

    def refresh(self) -> None:
        if self.loading:
            return
        self.loading = True
        self.run(lambda b: b.chip_set_info(), self.on_loaded)

    def on_loaded(self, info: ChipSetInfo) -> None:
        self.loading = False
        self.info = info
        self.editor.money = MoneyFormat(info.currency, self.ctx.locale, compact=False)
        grouped = info.table_group is not None
        self.editor.set_chips(info.rows(), read_only=grouped)
        self.save.setVisible(not grouped)
        set_problem(self.problem, "")
        record = info.record
        if grouped:
            self.state.setText(tr_args(self.tr(
                "This table's chip set is its table group's (%1): the floor's administrator sets it for the whole "
                "group (dealer-app floor group)."), info.table_group))
        elif record is None:
            self.state.setText(self.tr("No chip set yet: shifts open without an opener or closer, and no fill or "
                                       "credit can be asked for. Type each denomination and save."))
        else:
            self.state.setText(tr_args(self.tr("Version %1, set by %2"), str(record.version), record.by))
        if not grouped:
            self.editor.focus_first()
        self.loaded.emit()

    def save_chip_set(self) -> None:
        if self.info is None or self.info.table_group is not None:
            return
        chips = self.editor.chips()
        if isinstance(chips, str):
            set_problem(self.problem, chips)
            return
        set_problem(self.problem, "")
        prompt = self.tr("Save this chip set: shifts opened from now on count their tray by these denominations.")

        def done(cred: Credentials) -> None:
            self.run(lambda b: b.save_chip_set(chips, cred.user_id, cred.pin), self.on_saved,
                     self.on_failed)

        self.sign(self.tr("Sign the chip set"), prompt, "edit_chip_set", done, confirm_label=self.tr("Save the chip set"))

    def on_saved(self, info: ChipSetInfo) -> None:
        self.console.action_recorded(tr_args(self.tr("Chip set saved as version %1: for shifts opened from now on"),
                                             str(info.record.version)))

    def on_failed(self, err: JobError) -> None:
        text = refusal_text(err)
        set_problem(self.problem, text)
        self.console.report_failure(self.tr("Chip set not saved"), text)
        self.loaded.emit()
