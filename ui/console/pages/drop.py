"""The count room: a closed shift's drop box, counted by note, against the table's figures.

On the left the closed shifts with a table count, newest first (a * marks a drop not
counted yet); on the right the selected shift's figures of record (opener, closer, fills,
credits, the recorded buy-ins, the drop, win and hold, from ``dealer_app.services.count``)
and the count: how many of each note, the cash counted as one amount (coins, other notes),
and, when the drop was already entered, the reason for the recount. Ctrl+Enter signs it
with the count room's PIN (a wrong PIN is shown in the same dialog, which asks again); the
figures then show the recorded drop, win and hold."""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from dealer_app.services.count import CountView
from dealer_app.table_count import hold_text, inventory_total
from ui.console.model import DropInfo
from ui.console.pages.base import ConsolePage
from ui.console.widgets import C, DataTable, KeyedButton, Panel, caption, dim_label, item, problem_label, set_problem
from ui.kit import theme
from ui.kit.chrome import KeyHint
from ui.kit.qt import QGridLayout, QHBoxLayout, QKeySequence, QLabel, QLineEdit, QShortcut, Qt, QVBoxLayout, QWidget
from ui.kit.text import tr_args

if TYPE_CHECKING:
    from ui.console.screen import ConsoleScreen

__all__ = ["DropPage"]


class DropPage(ConsolePage):
    def __init__(self, console: ConsoleScreen) -> None:
        super().__init__(console)
        self.title_text = self.tr("Count room: the drop")
        self.info: DropInfo | None = None
        self.current: CountView | None = None
        self.note_edits: dict[int, QLineEdit] = {}
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(8)
        shifts = Panel(self.tr("Closed shifts, newest first"))
        shifts.body.addWidget(dim_label(self.tr("* drop not counted yet: estimated from the buy-ins"), size=12))
        self.table = DataTable([self.tr("Shift"), self.tr("Drop"), self.tr("Win")], stretch=0, wrap=True)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setTabKeyNavigation(False)  # Tab goes on to the count, ↑↓ choose the shift
        self.table.currentCellChanged.connect(self.on_current_changed)
        shifts.body.addWidget(self.table, 1)
        self.empty = dim_label(self.tr("No closed shift has a table count yet."))
        shifts.body.addWidget(self.empty)
        holder = QWidget()
        lay = QVBoxLayout(holder)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(shifts)
        holder.setFixedWidth(372)  # the table's figures whole; the count beside it fits 1280 px in Russian too
        row.addWidget(holder)

        detail = Panel(self.tr("The shift's figures of record"))
        self.heading = QLabel("—")
        theme.css(self.heading, f"color: {C.text}; font-size: {theme.Size.BODY + 2}px; font-weight: bold;")
        detail.body.addWidget(self.heading)
        grid = QGridLayout()
        grid.setHorizontalSpacing(18)
        grid.setVerticalSpacing(2)
        self.values: dict[str, QLabel] = {}
        names = [("opener", self.tr("Opener")), ("closer", self.tr("Closer")), ("fills", self.tr("Fills")),
                 ("credits", self.tr("Credits")), ("buy_ins", self.tr("Buy-ins recorded")), ("drop", self.tr("Drop")),
                 ("win", self.tr("Win")), ("hold", self.tr("Hold"))]
        for i, (key, label) in enumerate(names):
            r, c = (i // 3) * 2, i % 3
            grid.addWidget(caption(label), r, c)
            value = QLabel("—")
            theme.css(value, f"color: {C.text}; font-size: {theme.Size.BODY}px; font-weight: bold;")
            self.values[key] = value
            grid.addWidget(value, r + 1, c)
        detail.body.addLayout(grid)
        self.note = dim_label("")
        detail.body.addWidget(self.note)

        count = Panel(self.tr("The drop box, counted"))
        count.body.addWidget(dim_label(self.tr("How many of each note; other cash (coins, other notes) as one amount.")))
        self.notes_grid = QGridLayout()
        self.notes_grid.setHorizontalSpacing(12)
        self.notes_grid.setVerticalSpacing(6)
        count.body.addLayout(self.notes_grid)
        form = QGridLayout()
        form.setHorizontalSpacing(12)
        self.loose = QLineEdit()
        self.loose.setPlaceholderText("0")
        self.loose.textEdited.connect(lambda _t: self.show_total())
        form.addWidget(caption(self.tr("Other cash")), 0, 0)
        form.addWidget(self.loose, 0, 1)
        self.reason = QLineEdit()
        self.reason.setPlaceholderText(self.tr("Required for a recount: why"))
        self.reason_caption = caption(self.tr("Reason"))
        form.addWidget(self.reason_caption, 1, 0)
        form.addWidget(self.reason, 1, 1)
        count.body.addLayout(form)
        self.total = QLabel("")
        theme.css(self.total, f"color: {C.accent}; font-size: {theme.Size.BODY + 2}px; font-weight: bold;")
        count.body.addWidget(self.total)
        self.problem = problem_label()
        count.body.addWidget(self.problem)
        self.enter_button = KeyedButton(self.tr("Enter the drop"), "Ctrl+Enter", kind="primary")
        self.enter_button.clicked.connect(self.enter_drop)
        count.body.addWidget(self.enter_button)
        right = QVBoxLayout()
        right.setSpacing(8)
        right.addWidget(detail)
        right.addWidget(count)
        right.addStretch(1)
        row.addLayout(right, 1)
        for key in ("Ctrl+Return", "Ctrl+Enter"):
            sc = QShortcut(QKeySequence(key), self)
            sc.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            sc.activated.connect(self.enter_drop)

    def hints(self) -> list[KeyHint]:
        return [KeyHint("↑↓", self.tr("choose a shift")), KeyHint("Tab", self.tr("count by note")),
                KeyHint("Ctrl+Enter", self.tr("enter the drop"))]

    # -- loading -------------------------------------------------------------------------------------
    def refresh(self) -> None:
        if self.loading:
            return
        self.loading = True
        self.run(lambda b: b.drop_overview(), self.on_loaded)

    def on_loaded(self, info: DropInfo) -> None:
        self.loading = False
        keep = self.current.shift.id if self.current is not None else None
        self.info = info
        money = self.money_for(info.currency)
        self._note_fields(info.notes)
        rows = []
        for v in info.views:
            rows.append([item(tr_args(self.tr("%1 · #%2"), v.shift.table_name, str(v.shift.id))
                              + ("" if v.drop_counted else " *")),
                         item(money(v.drop_amount), right=True),
                         item("—" if v.win is None else money(v.win, signed=True), right=True)])
        self.table.set_rows(rows)
        self.empty.setVisible(not info.views)
        ids = [v.shift.id for v in info.views]
        if info.views:
            self.table.setCurrentCell(ids.index(keep) if keep in ids else 0, 0)
            self.show_view(info.views[ids.index(keep) if keep in ids else 0])
        else:
            self.show_view(None)
        self.loaded.emit()

    def _note_fields(self, notes: tuple[int, ...]) -> None:
        if tuple(self.note_edits) == notes:
            return
        while self.notes_grid.count():
            taken = self.notes_grid.takeAt(0)
            w = taken.widget() if taken is not None else None
            if w is not None:
                w.deleteLater()
        self.note_edits = {}
        money = self.money_for(self.info.currency if self.info is not None else "EUR")
        per_row = 4
        for i, note in enumerate(notes):
            edit = QLineEdit()
            edit.setPlaceholderText("0")
            edit.setMaximumWidth(110)
            edit.textEdited.connect(lambda _t: self.show_total())
            label = QLabel(money(note))
            label.setBuddy(edit)
            r, c = divmod(i, per_row)
            self.notes_grid.addWidget(label, r, c * 2)
            self.notes_grid.addWidget(edit, r, c * 2 + 1)
            self.note_edits[note] = edit
        edits = [self.table, *self.note_edits.values(), self.loose, self.reason]
        for a, b in itertools.pairwise(edits):
            QWidget.setTabOrder(a, b)

    def on_current_changed(self, row: int, _col: int, _prev_row: int, _prev_col: int) -> None:
        if self.info is not None and 0 <= row < len(self.info.views):
            self.show_view(self.info.views[row])

    def show_view(self, v: CountView | None) -> None:
        self.current = v
        money = self.money_for(self.info.currency if self.info is not None else "EUR")
        self.enter_button.setEnabled(v is not None)
        if v is None:
            self.heading.setText("—")
            for label in self.values.values():
                label.setText("—")
            self.note.setText("")
            return
        self.heading.setText(tr_args(self.tr("Shift %1 at %2"), str(v.shift.id), v.shift.table_name))
        figures = {
            "opener": "—" if v.opener is None else money(v.opener.count.total),
            "closer": "—" if v.closer is None else money(v.closer.count.total),
            "fills": money(v.fills), "credits": money(v.credits), "buy_ins": money(v.estimated_drop),
            "drop": money(v.drop_amount) + " " + (self.tr("(counted)") if v.drop_counted else self.tr("(estimated)")),
            "win": "—" if v.win is None else money(v.win, signed=True),
            "hold": hold_text(v.hold, decimal="," if self.ctx.lang == "ru" else "."),
        }
        for key, text in figures.items():
            self.values[key].setText(text)
        notes = []
        if v.drop is not None:
            notes.append(tr_args(self.tr("Drop entered by %1."), v.drop.by))
            if v.drop_difference:
                notes.append(tr_args(self.tr("It differs from the recorded buy-ins by %1."),
                                     money(v.drop_difference, signed=True)))
            notes.append(self.tr("A new figure is a recount: it needs a reason."))
        else:
            notes.append(self.tr("Until the drop is entered, the win uses the recorded buy-ins and hold shows —."))
        self.note.setText(" ".join(notes))
        self.reason.setVisible(v.drop is not None)
        self.reason_caption.setVisible(v.drop is not None)
        self.show_total()

    # -- the count --------------------------------------------------------------------------------------
    def counted(self) -> tuple[dict[int, int], int]:
        """The counts typed (note → count) and the other cash in minor units; ValueError names a bad field."""
        money = self.money_for(self.info.currency if self.info is not None else "EUR")
        notes: dict[int, int] = {}
        for note, edit in self.note_edits.items():
            text = edit.text().strip()
            if not text:
                continue
            if not text.isdigit():
                raise ValueError(tr_args(self.tr("%1 notes: a whole number, not %2"), money(note), text))
            notes[note] = int(text)
        loose_text = self.loose.text().strip()
        try:
            loose = money.major_to_minor(loose_text) if loose_text else 0
        except ValueError:
            raise ValueError(tr_args(self.tr("Other cash: an amount, not %1"), loose_text)) from None
        if loose < 0:
            raise ValueError(tr_args(self.tr("Other cash: an amount, not %1"), loose_text))
        return notes, loose

    def show_total(self) -> None:
        money = self.money_for(self.info.currency if self.info is not None else "EUR")
        try:
            notes, loose = self.counted()
        except ValueError as exc:
            set_problem(self.problem, str(exc))
            self.total.setText("")
            return
        set_problem(self.problem, "")
        self.total.setText(tr_args(self.tr("Counted: %1"), money(inventory_total(notes) + loose)))

    def enter_drop(self) -> None:
        v = self.current
        if v is None:
            return
        try:
            notes, loose = self.counted()
        except ValueError as exc:
            set_problem(self.problem, str(exc))
            return
        reason = self.reason.text().strip()
        if v.drop is not None and not reason:
            set_problem(self.problem, self.tr("The drop was already entered: a recount needs a reason."))
            self.reason.setFocus()
            return
        money = self.money_for(self.info.currency if self.info is not None else "EUR")
        shift_id = int(v.shift.id)
        prompt = tr_args(self.tr("Shift %1 at %2: a drop of %3. The count room signs with their PIN."), str(shift_id),
                         v.shift.table_name, money(inventory_total(notes) + loose))

        def entered(view: CountView) -> None:
            for edit in (*self.note_edits.values(), self.loose, self.reason):
                edit.clear()
            self.console.action_recorded(tr_args(self.tr("Drop of shift %1 entered: %2"), str(shift_id),
                                                 money(view.drop_amount)))
            self.refresh()

        self.signed(self.tr("Enter the drop"), prompt, "enter_drop",
                    lambda j, cred: j.enter_drop(shift_id, notes, loose, cred.user_id, cred.pin, reason), entered,
                    confirm_label=self.tr("Sign the drop"))
