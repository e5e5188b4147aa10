"""Round history: the shift's rounds, filtered by box, outcome, amount, approval,
void or ruling; any round opens as its full read-only view."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from dealer_app.services.owed import house_total
from rules.poker.settle import Outcome
from ui.console.model import ApprovalFilter, HistoryFilter, ShiftHistory, Tri, local_time, outcome_label, round_flags
from ui.console.pages.base import ConsolePage
from ui.console.widgets import C, DataTable, KeyedButton, Panel, caption, item
from ui.kit import theme
from ui.kit.chrome import KeyHint
from ui.kit.explained import refusal_text
from ui.kit.qt import QComboBox, QGridLayout, QKeySequence, QLabel, QLineEdit, QShortcut, Qt, QVBoxLayout
from ui.kit.text import tr_args

_NBSP = "\u00a0"

if TYPE_CHECKING:
    from dealer_app.services.read import RoundView
    from ui.console.screen import ConsoleScreen

__all__ = ["HistoryPage"]


class HistoryPage(ConsolePage):
    def __init__(self, console: ConsoleScreen) -> None:
        super().__init__(console)
        self.title_text = self.tr("Round history")
        self.history: ShiftHistory | None = None
        self.shown: list[RoundView] = []
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(10)

        filters = Panel(self.tr("Filters"))
        grid = QGridLayout()
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(2)
        self.box = self._combo([(self.tr("any box"), None)] + [(tr_args(self.tr("box %1"),
                                                                        str(n)), n) for n in range(1, 10)])
        self.outcome = self._combo([(self.tr("any outcome"), None)]
                                   + [(outcome_label(o), o) for o in (Outcome.WIN, Outcome.LOSE, Outcome.PUSH, Outcome.NO_GAME,
                                                                    Outcome.FOLD)]
                                   + [(self.tr("in progress"), "open")])
        self.amount = QLineEdit()
        self.amount.setPlaceholderText(self.tr("any amount"))
        self.amount.setMinimumHeight(38)
        self.amount.textEdited.connect(lambda _t: self.apply_filter())
        self.approval = self._combo([(self.tr("any"), ApprovalFilter.ANY), (self.tr("approved"), ApprovalFilter.APPROVED),
                                     (self.tr("refused"), ApprovalFilter.REFUSED), (self.tr("none"), ApprovalFilter.NONE)])
        self.void = self._combo([(self.tr("any"), Tri.ANY), (self.tr("voided only"), Tri.ONLY), (self.tr("not voided"), Tri.NONE)])
        self.ruling = self._combo([(self.tr("any"), Tri.ANY), (self.tr("with a ruling"), Tri.ONLY),
                                   (self.tr("without a ruling"), Tri.NONE)])
        for c, (label, w) in enumerate(((self.tr("Box"), self.box), (self.tr("Outcome"), self.outcome),
                                        (self.tr("A box moved at least"), self.amount), (self.tr("Approval"), self.approval),
                                        (self.tr("Void"), self.void), (self.tr("Floor ruling"), self.ruling))):
            r, c = (c // 3) * 2, c % 3  # two rows of three: each choice shows whole, in any language
            grid.addWidget(caption(label), r, c)
            grid.addWidget(w, r + 1, c)
        self.clear = KeyedButton(self.tr("Clear"), "Ctrl+Del")
        self.clear.clicked.connect(self.clear_filters)
        grid.addWidget(self.clear, 3, 3)
        grid.setColumnStretch(4, 1)
        filters.body.addLayout(grid)
        self.amount_problem = QLabel("")
        theme.css(self.amount_problem, f"color: {C.error}; font-size: 12px; font-weight: bold;")
        filters.body.addWidget(self.amount_problem)
        self.amount_problem.setVisible(False)
        col.addWidget(filters)

        rounds = Panel(self.tr("Rounds"))
        self.summary = QLabel("")
        theme.css(self.summary, f"color: {C.text_dim}; font-size: 13px;")
        rounds.head.addWidget(self.summary)
        self.table = DataTable([self.tr("#"), self.tr("Time"), self.tr("Dealer"), self.tr("Boxes"),
                                self.tr("House: computed"), self.tr("effective"), self.tr("Marks"),
                                self.tr("Rules")], stretch=3, wrap=True)
        self.table.doubleClicked.connect(lambda _i: self.open_selected())
        rounds.body.addWidget(self.table, 1)
        col.addWidget(rounds, 1)
        for key, slot in (("Return", self.open_selected), ("Enter", self.open_selected), ("Ctrl+Del", self.clear_filters)):
            sc = QShortcut(QKeySequence(key), self.table if key in ("Return", "Enter") else self)
            sc.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            sc.activated.connect(slot)

    def _combo(self, choices: list[tuple[str, Any]]) -> QComboBox:
        cb = QComboBox()
        cb.setMinimumHeight(38)
        cb.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)  # every choice shows whole
        for label, data in choices:
            cb.addItem(label, data.value if isinstance(data, ApprovalFilter | Tri) else data)
        cb.currentIndexChanged.connect(lambda _i: self.apply_filter())
        return cb

    def hints(self) -> list[KeyHint]:
        return [KeyHint("↑↓", self.tr("choose")), KeyHint("Enter", self.tr("open the round"), bool(self.shown)),
                KeyHint("Ctrl+Del", self.tr("clear the filters"))]

    # -- loading ---------------------------------------------------------------------------------
    def refresh(self) -> None:
        shift_id = self.console.shift_id
        if shift_id is None:
            self.history = None
            self.table.set_rows([])
            self.summary.setText(self.tr("No shift yet"))
            self.loaded.emit()
            return
        if self.loading:
            return
        self.loading = True
        self.run(lambda b: b.shift_history(shift_id), self.on_loaded)

    def on_loaded(self, history: ShiftHistory) -> None:
        self.loading = False
        self.history = history
        self.apply_filter()
        self.loaded.emit()

    def current_filter(self) -> HistoryFilter:
        text = self.amount.text().strip()
        minimum = None
        problem = ""
        if text:
            money = self.money_for(self.history.currency if self.history else "EUR")
            try:
                minimum = money.major_to_minor(text)
            except ValueError as exc:
                problem = tr_args(self.tr("Amount: %1"), refusal_text(exc))
        self.amount_problem.setText(("⚠ " + problem) if problem else "")
        self.amount_problem.setVisible(bool(problem))
        self.amount.setProperty("invalid", "true" if problem else "false")
        theme.repolish(self.amount)
        return HistoryFilter(box=self.box.currentData(), outcome=self.outcome.currentData(), min_amount=minimum,
                             approval=ApprovalFilter(self.approval.currentData()), void=Tri(self.void.currentData()),
                             ruling=Tri(self.ruling.currentData()))

    def set_filter(self, f: HistoryFilter) -> None:
        """Set the filter fields (tests and the screenshots use it)."""
        for cb, value in ((self.box, f.box), (self.outcome, f.outcome), (self.approval, f.approval.value),
                          (self.void, f.void.value), (self.ruling, f.ruling.value)):
            cb.blockSignals(True)
            cb.setCurrentIndex(max(0, cb.findData(value)))
            cb.blockSignals(False)
        money = self.money_for(self.history.currency if self.history else "EUR")
        self.amount.setText(money.minor_to_major_text(f.min_amount) if f.min_amount is not None else "")
        self.apply_filter()

    def clear_filters(self) -> None:
        self.set_filter(HistoryFilter())

    def apply_filter(self) -> None:
        if self.history is None:
            return
        f = self.current_filter()
        money = self.money_for(self.history.currency)
        self.shown = [v for v in self.history.rounds if f.matches(v)]
        rows = []
        for v in self.shown:
            # a box's number and its outcome on one line (no-break spaces); a long row wraps between boxes
            outcomes = "  ".join(_NBSP.join((str(b.box), *outcome_label(b.settlement.outcome).split(" "))) for b in v.boxes)
            settled = v.settlement is not None
            computed = money(v.computed_house_net, signed=True) if settled else "—"
            effective = money(v.effective_house_net, signed=True) if settled else "—"
            eff_colour = C.held if v.differs else None
            flags = round_flags(v)
            flag_colour = C.held if (v.void is not None or v.rulings) else C.text_dim
            rows.append([
                item(str(v.number), data=v.id, bold=True),
                item(local_time(v.started_us)[:5]),
                item(v.dealer_name),
                item(outcomes or (self.tr("in progress") if str(v.status) == "open" else "—")),
                item(computed, right=True, colour=C.text_dim if v.differs else None),
                item(effective, right=True, bold=True, colour=eff_colour),
                item(" · ".join(flags), colour=flag_colour, bold=bool(flags)),
                item(tr_args(self.tr("v%1"), str(v.house_version))),
            ])
        self.table.set_rows(rows)
        if rows:
            self.table.selectRow(0)
        h = self.history
        _computed, total = house_total(v.owed for v in self.shown)
        sim = "  ·  " + self.tr("SIMULATED") if h.shift.simulated else ""
        self.summary.setText(
            tr_args(self.tr("Shift #%1 at %2  ·  %3 of %4 rounds  ·  house result shown (effective) %5"),
                    str(h.shift.shift_id), h.shift.table, str(len(self.shown)), str(len(h.rounds)),
                    money(total, signed=True)) + sim)
        self.console.refresh_hints()

    def open_selected(self) -> None:
        r = self.table.selected_row()
        if r is not None and r < len(self.shown):
            self.console.open_round(self.shown[r].id, back_to="history")
