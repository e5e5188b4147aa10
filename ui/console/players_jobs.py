"""The console's players page data: the gaming day's rated players and AML alerts, as
immutable records (run on the store worker over the app's backend, like
:class:`ui.console.jobs.ConsoleJobs`). Players show as the card's last digits or
"player at box N": no patron details reach this page."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from dealer_app.auth.roles import Permission, allowed
from dealer_app.services.house import current_currency

if TYPE_CHECKING:
    from ui.table.backend import Backend

__all__ = ["AlertLine", "PlayersDay", "RatedLine", "players_day"]


@dataclass(frozen=True, slots=True)
class RatedLine:
    session: int
    table: str
    shown: str  # the card's last digits; "" for an anonymous player (``boxes`` then)
    boxes: tuple[int, ...]
    start_us: int
    end_us: int | None
    hands: int
    average_bet: int
    actual_win: int
    theoretical_win: int
    comp_points: int


@dataclass(frozen=True, slots=True)
class AlertLine:
    at_us: int
    kind: str  # report_in, report_out, structuring
    shown: str  # the card's last digits, or "" for an unregistered patron
    amount: int
    transactions: int


@dataclass(frozen=True, slots=True)
class PlayersDay:
    day: str
    currency: str
    rated: tuple[RatedLine, ...]
    alerts: tuple[AlertLine, ...] | None  # None: this role does not see the AML records


def players_day(b: Backend, day: str | None = None) -> PlayersDay:
    s = b.open_services()
    who = b.signed_in()
    day = day or s.settings.gaming_day()
    rated = []
    for x in s.ratings.sessions(who, day):
        f = x.of_record()
        first = x.box_history[0][1] if x.box_history else x.boxes
        rated.append(RatedLine(x.session, x.table, s.players.shown(x.player) if x.player else "", tuple(first),
                               x.start_us, x.end_us, x.hands, int(f["average_bet"]), x.actual_win,
                               int(f["theoretical_win"]), int(f["comp_points"])))
    alerts = None
    if allowed(who.user.role, Permission.VIEW_AML):
        lines = []
        for a in s.aml.alerts(who, day):
            ref = a.patron.removeprefix("simulated:")
            shown = "" if ref.startswith("unregistered:") else s.players.shown(ref)
            lines.append(AlertLine(a.at_us, a.kind, shown, a.amount, len(a.transactions)))
        alerts = tuple(lines)
    return PlayersDay(day, current_currency(s.ctx), tuple(sorted(rated, key=lambda r: -r.start_us)), alerts)
