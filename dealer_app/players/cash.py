"""Cash transactions folded from the audit log: the multiple transaction log, each
patron's gaming-day aggregates (cash in and cash out kept apart) and the alerts.

A ``cash_transaction`` entry (recorded by the cage) holds the patron's keyed
reference (or none, with a description), the direction (``in``: a buy-in, ``out``: a
cash-out), the medium (``cash`` or ``chips``), the amount, the table and the gaming day.
Only cash counts towards the log and the aggregates. The entry also records what the
station knew when it was written (the aggregate after it and the alerts it raised);
:class:`CashFold` recomputes both and lists any difference (``audit verify``).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from dealer_app.players.house_rules import AmlRules
from dealer_app.store.entries import AmlRulesSet, CashTransaction
from dealer_app.store.records import EntryKind, LogEntry

__all__ = ["CASH_KINDS", "Alert", "CashFold", "CashTx", "DayAggregate"]

K = EntryKind
CASH_KINDS = (K.CASH_TRANSACTION, K.AML_RULES_SET)


@dataclass(frozen=True)
class CashTx:
    seq: int
    at_us: int
    day: str
    player: str | None
    description: str
    direction: str  # "in" or "out"
    kind: str  # "buy_in" or "cash_out"
    medium: str  # "cash" or "chips"
    amount: int
    table: str
    by: int | None
    station: str | None
    simulated: bool = False  # recorded by the simulator: never aggregated with a real patron's

    @property
    def cash(self) -> bool:
        return self.medium == "cash"

    @property
    def patron_key(self) -> str:
        """Whom the aggregate is kept for: the patron's reference, or this one transaction."""
        key = self.player if self.player is not None else f"unregistered:{self.seq}"
        return f"simulated:{key}" if self.simulated else key


@dataclass(frozen=True)
class Alert:
    kind: str  # "report_in", "report_out" or "structuring"
    day: str
    patron: str  # the patron's reference (or ``unregistered:SEQ``)
    seq: int  # the transaction that raised it
    at_us: int
    amount: int  # the aggregate (report) or the sum of the transactions (structuring)
    transactions: tuple[int, ...]

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "day": self.day, "patron": self.patron, "seq": self.seq, "amount": self.amount,
                "transactions": list(self.transactions)}


@dataclass
class DayAggregate:
    day: str
    patron: str
    cash_in: int = 0
    cash_out: int = 0
    transactions: list[int] = field(default_factory=list)


class CashFold:
    """The cash transactions, aggregates and alerts of a log given in order."""

    def __init__(self) -> None:
        self.rules = AmlRules()
        self.transactions: list[CashTx] = []
        self.aggregates: dict[tuple[str, str], DayAggregate] = {}
        self.alerts: list[Alert] = []
        self.problems: list[str] = []
        self._alerted: set[tuple[str, str, str]] = set()
        self._logged: set[int] = set()

    def feed(self, entries: Iterable[LogEntry]) -> CashFold:
        for e in entries:
            self.apply(e)
        return self

    def apply(self, e: LogEntry) -> list[Alert]:
        """Fold one entry; returns the alerts it raised."""
        if e.kind == K.AML_RULES_SET:
            self.rules = AmlRules.from_payload(e.body_as(AmlRulesSet).rules, e.seq)
            return []
        if e.kind != K.CASH_TRANSACTION:
            return []
        p = e.body_as(CashTransaction)
        tx = CashTx(e.seq, e.ts_us, p.gaming_day, p.player, p.description, p.direction, p.kind, p.medium, p.amount,
                    p.table or "", e.actor, e.station, bool(p.simulated))
        raised = self.add(tx)
        recorded = p.recorded
        if recorded is not None:
            agg = self.aggregates.get((tx.day, tx.patron_key))
            mine = {"cash_in": agg.cash_in if agg else 0, "cash_out": agg.cash_out if agg else 0,
                    "alerts": sorted(a.kind for a in raised)}
            if recorded != mine:
                self.problems.append(f"cash transaction {e.seq}: recorded {recorded}, the log gives {mine}")
        return raised

    def add(self, tx: CashTx) -> list[Alert]:
        self.transactions.append(tx)
        if not tx.cash:
            return []
        r = self.rules
        if tx.amount >= r.log_threshold:
            self._logged.add(tx.seq)
        agg = self.aggregates.setdefault((tx.day, tx.patron_key), DayAggregate(tx.day, tx.patron_key))
        agg.transactions.append(tx.seq)
        raised: list[Alert] = []
        total = 0
        if tx.direction == "in":
            agg.cash_in += tx.amount
            total = agg.cash_in
        else:
            agg.cash_out += tx.amount
            total = agg.cash_out
        kind = "report_in" if tx.direction == "in" else "report_out"
        key = (tx.day, tx.patron_key, kind)
        if total > r.report_threshold and key not in self._alerted:
            self._alerted.add(key)
            raised.append(Alert(kind, tx.day, tx.patron_key, tx.seq, tx.at_us, total, tuple(agg.transactions)))
        # structuring: several cash transactions of this patron, each just under a threshold,
        # within the window (one alert per run: a later one needs a fresh run of them)
        if tx.player is not None and self._just_under(tx.amount):
            window = r.structuring_window_minutes * 60_000_000
            near = [t for t in self.transactions
                    if t.cash and t.player == tx.player and t.simulated == tx.simulated and tx.at_us - t.at_us <= window
                    and self._just_under(t.amount)
                    and t.seq > self._last_structuring(tx.patron_key)]
            if len(near) >= r.structuring_count:
                raised.append(Alert("structuring", tx.day, tx.patron_key, tx.seq, tx.at_us, sum(t.amount for t in near),
                                    tuple(t.seq for t in near)))
        self.alerts.extend(raised)
        return raised

    def _just_under(self, amount: int) -> bool:
        r = self.rules
        return any(t - r.structuring_margin <= amount < t for t in (r.log_threshold, r.report_threshold + 1))

    def _last_structuring(self, patron: str) -> int:
        seqs = [a.seq for a in self.alerts if a.kind == "structuring" and a.patron == patron]
        return max(seqs) if seqs else 0

    # -- views ------------------------------------------------------------------------------------
    def log_of(self, day: str) -> list[CashTx]:
        """The multiple transaction log: the day's cash transactions at or above the log
        threshold in force when each was recorded."""
        return [t for t in self.transactions if t.day == day and t.seq in self._logged]

    def alerts_of(self, day: str) -> list[Alert]:
        return [a for a in self.alerts if a.day == day]

    def aggregates_of(self, day: str) -> list[DayAggregate]:
        return [a for a in self.aggregates.values() if a.day == day]
