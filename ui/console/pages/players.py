"""The gaming day's rated players and anti-money-laundering alerts (docs/PLAYERS.md):
who played at which table, hands, average bet, actual and theoretical win, comp points;
and each threshold or structuring alert. Players show as the card's last digits."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ui.console.model import local_time
from ui.console.pages.base import ConsolePage
from ui.console.players_jobs import PlayersDay
from ui.console.widgets import C, DataTable, Panel, item
from ui.kit.qt import QVBoxLayout
from ui.kit.text import tr_args

if TYPE_CHECKING:
    from ui.console.screen import ConsoleScreen

__all__ = ["PlayersPage"]


def _title(panel: Panel, text: str) -> None:
    if panel.title is not None:
        panel.title.setText(text)


class PlayersPage(ConsolePage):
    def __init__(self, console: ConsoleScreen) -> None:
        super().__init__(console)
        self.title_text = self.tr("Players")
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(12)
        self.rated_panel = Panel(self.tr("Rated players today"))
        self.rated = DataTable([self.tr("Session"), self.tr("Table"), self.tr("Player"), self.tr("From"),
                                self.tr("To"), self.tr("Hands"), self.tr("Average bet"), self.tr("Actual win"),
                                self.tr("Theoretical win"), self.tr("Comp points")])  # the player never cut
        self.rated_panel.body.addWidget(self.rated, 1)
        col.addWidget(self.rated_panel, 3)
        self.alerts_panel = Panel(self.tr("Cash alerts today"))
        self.alerts = DataTable([self.tr("When"), self.tr("Alert"), self.tr("Player"), self.tr("Amount"),
                                 self.tr("Transactions")], stretch=1)
        self.alerts_panel.body.addWidget(self.alerts, 1)
        col.addWidget(self.alerts_panel, 2)
        self.data: PlayersDay | None = None

    def refresh(self) -> None:
        if self.loading:
            return
        self.loading = True
        self.run(lambda b: b.players_day(), self.on_loaded)

    def alert_text(self, kind: str) -> str:
        return {"report_in": self.tr("cash in over the report threshold"),
                "report_out": self.tr("cash out over the report threshold"),
                "structuring": self.tr("structuring: several just under a threshold")}.get(kind, kind)

    def on_loaded(self, data: PlayersDay) -> None:
        self.loading = False
        self.data = data
        money = self.money_for(data.currency)
        _title(self.rated_panel, tr_args(self.tr("Rated players, gaming day %1"), data.day))
        rows = []
        for r in data.rated:
            who = r.shown or tr_args(self.tr("player at box %1"), ", ".join(map(str, r.boxes)))
            rows.append([item(str(r.session), right=True), item(r.table), item(who), item(local_time(r.start_us)[:5]),
                         item(local_time(r.end_us)[:5] if r.end_us else self.tr("playing")),
                         item(str(r.hands), right=True), item(money(r.average_bet), right=True),
                         item(money(r.actual_win), right=True), item(money(r.theoretical_win), right=True),
                         item(str(r.comp_points), right=True)])
        self.rated.set_rows(rows)
        self.alerts_panel.setVisible(data.alerts is not None)
        if data.alerts is not None:
            _title(self.alerts_panel, tr_args(self.tr("Cash alerts, gaming day %1"), data.day))
            self.alerts.set_rows([[item(local_time(a.at_us)), item(self.alert_text(a.kind), colour=C.take, bold=True),
                                   item(a.shown or self.tr("unregistered patron")),
                                   item(money(a.amount), right=True), item(str(a.transactions), right=True)]
                                  for a in data.alerts])
        self.loaded.emit()
