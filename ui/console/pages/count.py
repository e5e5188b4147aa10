"""The table count: the pit's latest counted shifts (drop, win, hold, variance),
and the selected shift's count: opener, closer, fills, credits, drop, win, hold,
the computed house result, the variance, and win and drop by period as a chart
and a table. Up and Down choose the shift; every figure comes from the count
service (``dealer_app.services.count``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealer_app.services.count import CountView
from dealer_app.table_count import hold_text
from ui.console.count_chart import CountChart, PeriodBar
from ui.console.model import local_time
from ui.console.pages.base import ConsolePage
from ui.console.widgets import C, DataTable, KeyedButton, Panel, caption, dim_label, item
from ui.kit import theme
from ui.kit.chrome import KeyHint
from ui.kit.qt import QGridLayout, QHBoxLayout, QKeySequence, QLabel, QShortcut, Qt, QVBoxLayout, QWidget
from ui.kit.text import tr_args

if TYPE_CHECKING:
    from ui.console.screen import ConsoleScreen

__all__ = ["CountPage"]


class CountPage(ConsolePage):
    def __init__(self, console: ConsoleScreen) -> None:
        super().__init__(console)
        self.title_text = self.tr("Table count")
        self.views: tuple[CountView, ...] = ()
        self.currency = "EUR"
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(8)  # at 1280 px both tables need every pixel (the figures whole, in Russian too)
        shifts = Panel(self.tr("Counted shifts, newest first"))
        shifts.body.addWidget(dim_label(self.tr("* drop not counted yet: estimated from the buy-ins"), size=12))
        # the figures whole; the shift ("Table 3 · №4") takes the rest, on two lines if it must
        self.table = DataTable([self.tr("Shift"), self.tr("Win"), self.tr("Hold"), self.tr("Variance")], stretch=0, wrap=True)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.currentCellChanged.connect(self.on_current_changed)
        shifts.body.addWidget(self.table, 1)
        self.empty = dim_label(self.tr("No shift has a table count yet: once the house's chip set is configured, "
                                       "every shift opens with its opener."))
        shifts.body.addWidget(self.empty)
        holder = QWidget()
        lay = QVBoxLayout(holder)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(shifts)
        holder.setFixedWidth(436)
        row.addWidget(holder)

        detail = Panel(self.tr("The shift's count"))
        self.detail = detail
        self.heading = QLabel("—")
        theme.css(self.heading, f"color: {C.text}; font-size: {theme.Size.BODY + 2}px; font-weight: bold;")
        detail.body.addWidget(self.heading)
        grid = QGridLayout()
        grid.setHorizontalSpacing(18)
        grid.setVerticalSpacing(2)
        self.values: dict[str, QLabel] = {}
        names = [("opener", self.tr("Opener")), ("closer", self.tr("Closer")), ("fills", self.tr("Fills")),
                 ("credits", self.tr("Credits")), ("drop", self.tr("Drop")), ("win", self.tr("Win")),
                 ("hold", self.tr("Hold")), ("computed", self.tr("Computed result")),
                 ("variance", self.tr("Variance"))]
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
        self.explain = KeyedButton(self.tr("Explain the variance"), "Ctrl+E")
        self.explain.clicked.connect(self.on_explain_clicked)
        self.explain.setVisible(False)
        detail.body.addWidget(self.explain)
        sc = QShortcut(QKeySequence("Ctrl+E"), self)
        sc.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        sc.activated.connect(self.on_explain_clicked)
        self.current: CountView | None = None
        self.chart = CountChart()
        detail.body.addWidget(self.chart)
        self.legend = dim_label(self.tr("Grey: drop (recorded buy-ins); green or red: win; a red dot: a variance."),
                                size=12)
        detail.body.addWidget(self.legend)
        # every figure's column as wide as its figures; the period ("1 · 17:22") takes the rest, on two lines if it must
        self.periods = DataTable([self.tr("Period"), self.tr("Drop"), self.tr("Win"), self.tr("Computed"),
                                  self.tr("Variance")], stretch=0, wrap=True)
        detail.body.addWidget(self.periods, 1)
        row.addWidget(detail, 1)

    def hints(self) -> list[KeyHint]:
        return [KeyHint("↑↓", self.tr("choose a shift")), KeyHint("Ctrl+E", self.tr("explain the variance"))]

    def refresh(self) -> None:
        if self.loading:
            return
        self.loading = True
        self.run(lambda b: b.count_overview(), self.on_loaded)

    def on_loaded(self, result: tuple[tuple[CountView, ...], str]) -> None:
        self.loading = False
        self.views, self.currency = result
        money = self.money_for(self.currency)
        rows = []
        for v in self.views:
            var = v.variance
            rows.append([
                item(tr_args(self.tr("%1 · #%2"), v.shift.table_name, str(v.shift.id))
                     + ("" if v.drop_counted else " *")),
                item("—" if v.win is None else money(v.win, signed=True), right=True),
                item(hold_text(v.hold, decimal=self._decimal()), right=True),
                item("—" if var is None else money(var, signed=True), right=True, bold=bool(var),
                     colour=C.take if v.beyond_threshold else (C.held if var else None)),
            ])
        self.table.set_rows(rows)
        self.empty.setVisible(not self.views)
        if self.views:
            self.table.setCurrentCell(0, 0)
            self.show_view(self.views[0])
        else:
            self.show_view(None)
        self.loaded.emit()

    def _decimal(self) -> str:
        return "," if self.ctx.lang == "ru" else "."

    def on_current_changed(self, row: int, _col: int, _prev_row: int, _prev_col: int) -> None:
        if 0 <= row < len(self.views):
            self.show_view(self.views[row])

    def show_view(self, v: CountView | None) -> None:
        money = self.money_for(self.currency)
        self.current = v
        self.explain.setVisible(v is not None and bool(v.variance))
        if v is None:
            self.heading.setText("—")
            for label in self.values.values():
                label.setText("—")
            self.note.setText("")
            self.chart.set_bars([], money, self.tr("No count to show."))
            self.periods.set_rows([])
            return
        self.heading.setText(tr_args(self.tr("Shift %1 at %2"), str(v.shift.id), v.shift.table_name))
        figures = {
            "opener": "—" if v.opener is None else money(v.opener.count.total),
            "closer": "—" if v.closer is None else money(v.closer.count.total),
            "fills": money(v.fills),
            "credits": money(v.credits),
            "drop": money(v.drop_amount) + " " + (self.tr("(counted)") if v.drop_counted else self.tr("(estimated)")),
            "win": "—" if v.win is None else money(v.win, signed=True),
            "hold": hold_text(v.hold, decimal=self._decimal()),
            "computed": money(v.computed, signed=True),
            "variance": "—" if v.variance is None else money(v.variance, signed=True),
        }
        for key, text in figures.items():
            self.values[key].setText(text)
        colour = C.take if v.beyond_threshold else (C.held if v.variance else C.text)
        theme.css(self.values["variance"], f"color: {colour}; font-size: {theme.Size.BODY}px; font-weight: bold;")
        notes = []
        if v.beyond_threshold:
            notes.append(tr_args(self.tr("Beyond the threshold of %1:"), money(v.threshold)) + " " +
                         (self.tr("explained.") if v.explained else
                          self.tr("a pit boss's written explanation is needed before the report is signed.")))
        for who, _at, text in v.explanations:
            notes.append(tr_args(self.tr("%1 explained: %2"), who, text))
        worst = v.worst_period()
        if worst is not None and worst.end is not None:
            rounds = ", ".join(f"#{r.number}" + ("*" if r.corrected else "") for r in worst.listed_rounds())
            notes.append(tr_args(self.tr("The variance appeared between %1 and %2; rounds %3."),
                                 local_time(worst.start.at_us)[:5], local_time(worst.end.at_us)[:5], rounds or "—"))
        if v.pending_slips:
            notes.append(tr_args(self.tr("Slips waiting for the cage: %1."),
                                 ", ".join(str(s.number) for s in v.pending_slips)))
        if not v.drop_counted:
            notes.append(self.tr("* The drop is estimated from the recorded buy-ins until the count room enters it."))
        self.note.setText(" ".join(notes))
        bars = []
        rows = []
        for i, q in enumerate(v.periods, 1):
            end = local_time(q.end.at_us)[:5] if q.end is not None else self.tr("open")
            span = f"{local_time(q.start.at_us)[:5]}–{end}"
            numbers = f"{q.rounds[0].number}–{q.rounds[-1].number}" if q.rounds else "—"
            bars.append(PeriodBar(str(i), q.win, q.buy_ins, q.variance))
            period = item(f"{i} · {local_time(q.start.at_us)[:5]}")
            period.setToolTip(span + " · " + tr_args(self.tr("Rounds %1"), numbers))
            rows.append([
                period, item(money(q.buy_ins), right=True),
                item("—" if q.win is None else money(q.win, signed=True), right=True),
                item(money(q.computed, signed=True), right=True),
                item("—" if q.variance is None else money(q.variance, signed=True), right=True,
                     bold=bool(q.variance), colour=C.take if q.variance else None),
            ])
        self.chart.set_bars(bars, money, self.tr("No count to show."))
        self.periods.set_rows(rows)

    def on_explain_clicked(self) -> None:
        v = self.current
        if v is None or not v.variance:
            return
        money = self.money_for(self.currency)
        shift_id = int(v.shift.id)
        prompt = (tr_args(self.tr("Shift %1 at %2: a variance of %3. Write what happened; it is printed on the report."),
                          str(shift_id), v.shift.table_name, money(v.variance, signed=True)))

        # a wrong PIN is shown in the same dialog, which asks again
        self.signed(self.tr("Explain the variance"), prompt, "explain_variance",
                    lambda j, cred: j.explain_variance(shift_id, cred.user_id, cred.pin, cred.reason),
                    lambda _view: self.console.action_recorded(
                        tr_args(self.tr("Variance of shift %1 explained"), str(shift_id))),
                    need_reason=True, confirm_label=self.tr("Sign the explanation"))
