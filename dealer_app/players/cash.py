"""Cash transactions folded from the audit log: the multiple transaction log, each
patron's gaming-day aggregates (cash in and cash out kept apart) and the alerts.

A ``cash_transaction`` entry (recorded by the cage) holds the patron's keyed
reference (or none, with a description), the direction (``in``: a buy-in, ``out``: a
cash-out), the medium (``cash`` or ``chips``), the amount, the table and the gaming day.
Only cash counts towards the log and the aggregates. The entry also records what the
station knew when it was written (the aggregate after it and the alerts it raised);
:class:`CashFold` recomputes both and lists any difference (``audit verify``).

On a PostgreSQL floor every table keeps its own log, and a patron's gaming day is the
floor's: the fold is fed every table's cash entries in the server's time order
(``log`` names the table whose log holds each), a transaction is known by its log and
position (:class:`TxRef`), and an entry recorded with the floor-wide aggregate
(``recorded.floor``) is re-checked only by the floor-wide fold (``floor=True``), never by
its own table's alone. On a station's own database there is one log (``log`` is "").
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from dealer_app.audit_findings import Code, Val, finding
from dealer_app.players.house_rules import AmlRules
from dealer_app.store.entries import AmlRulesSet, CashTransaction
from dealer_app.store.records import EntryKind, LogEntry, PatronDayRow

__all__ = ["CASH_KINDS", "Alert", "CashFold", "CashTx", "DayAggregate", "TxRef", "patron_day_problems", "patron_days_of"]

K = EntryKind
CASH_KINDS = (K.CASH_TRANSACTION, K.AML_RULES_SET)


class TxRef(NamedTuple):
    """Where a cash transaction is recorded: the table whose log holds it ("" on a
    station's own database, which has one log) and its position in that log."""

    log: str
    seq: int

    def __str__(self) -> str:
        return f"{self.log}:{self.seq}" if self.log else str(self.seq)


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
    log: str = ""  # the table whose log holds it (a floor's); "" on a station's own database
    by_name: str = ""  # on a floor: who recorded it, by name (``by`` is an id of that table's users)

    @property
    def ref(self) -> TxRef:
        return TxRef(self.log, self.seq)

    @property
    def cash(self) -> bool:
        return self.medium == "cash"

    @property
    def patron_key(self) -> str:
        """Whom the aggregate is kept for: the patron's reference, or this one transaction."""
        key = self.player if self.player is not None else f"unregistered:{self.ref}"
        return f"simulated:{key}" if self.simulated else key


@dataclass(frozen=True)
class Alert:
    kind: str  # "report_in", "report_out" or "structuring"
    day: str
    patron: str  # the patron's reference (or ``unregistered:SEQ``)
    seq: int  # the transaction that raised it (its position in its log)
    at_us: int
    amount: int  # the aggregate (report) or the sum of the transactions (structuring)
    transactions: tuple[TxRef, ...]
    log: str = ""  # the table whose log holds the transaction that raised it ("" on a station's own database)

    @property
    def ref(self) -> TxRef:
        return TxRef(self.log, self.seq)

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "day": self.day, "patron": self.patron, "seq": self.seq, "log": self.log,
                "amount": self.amount, "transactions": [str(t) for t in self.transactions]}


@dataclass
class DayAggregate:
    day: str
    patron: str
    cash_in: int = 0
    cash_out: int = 0
    transactions: list[TxRef] = field(default_factory=list)


class CashFold:
    """The cash transactions, aggregates and alerts of a log given in order (on a floor:
    every table's log, merged in the server's time order, ``floor=True``)."""

    def __init__(self, *, floor: bool = False) -> None:
        self.floor = floor
        self.rules = AmlRules()
        self.transactions: list[CashTx] = []
        self.aggregates: dict[tuple[str, str], DayAggregate] = {}
        self.alerts: list[Alert] = []
        self.problems: list[str] = []
        self._alerted: set[tuple[str, str, str]] = set()
        self._logged: set[TxRef] = set()
        self._order: dict[TxRef, int] = {}  # each transaction's place in the fold

    def feed(self, entries: Iterable[LogEntry], log: str = "") -> CashFold:
        for e in entries:
            self.apply(e, log)
        return self

    def feed_floor(self, entries: Iterable[tuple[str, LogEntry, str]]) -> CashFold:
        """Every table's entries, each with its table and who recorded it, in the server's time order."""
        for log, e, by_name in entries:
            self.apply(e, log, by_name)
        return self

    def apply(self, e: LogEntry, log: str = "", by_name: str = "") -> list[Alert]:
        """Fold one entry (of table ``log``'s log on a floor); returns the alerts it raised."""
        if e.kind == K.AML_RULES_SET:
            self.rules = AmlRules.from_payload(e.body_as(AmlRulesSet).rules, e.seq)
            return []
        if e.kind != K.CASH_TRANSACTION:
            return []
        p = e.body_as(CashTransaction)
        tx = CashTx(e.seq, e.ts_us, p.gaming_day, p.player, p.description, p.direction, p.kind, p.medium, p.amount,
                    p.table or "", e.actor, e.station, bool(p.simulated), log, by_name)
        raised = self.add(tx)
        recorded = p.recorded
        if isinstance(recorded, dict):
            floor_wide = recorded.get("floor") is True
            if floor_wide != self.floor:
                return raised  # a floor-wide figure is re-checked across the floor's tables, not by one table's log
            agg = self.aggregates.get((tx.day, tx.patron_key))
            mine: dict[str, Any] = {"cash_in": agg.cash_in if agg else 0, "cash_out": agg.cash_out if agg else 0,
                                    "alerts": sorted(a.kind for a in raised)}
            if floor_wide:
                mine["floor"] = True
            if recorded != mine:
                line = finding(Code.CASH_DIFFERS, n=e.seq, a=Val(recorded), b=Val(mine))
                self.problems.append(finding(Code.TABLE, t=log, line=line) if log else line)
        return raised

    def recorded_of(self, tx: CashTx, raised: Iterable[Alert]) -> dict[str, Any]:
        """What a transaction's entry records as it is written: the patron's gaming-day
        aggregate after it and the alerts it raised (``floor``: aggregated floor-wide)."""
        agg = self.aggregates.get((tx.day, tx.patron_key))
        out: dict[str, Any] = {"cash_in": agg.cash_in if agg else 0, "cash_out": agg.cash_out if agg else 0,
                               "alerts": sorted(a.kind for a in raised)}
        if self.floor:
            out["floor"] = True
        return out

    def add(self, tx: CashTx) -> list[Alert]:
        self._order[tx.ref] = len(self.transactions)
        self.transactions.append(tx)
        if not tx.cash:
            return []
        r = self.rules
        if tx.amount >= r.log_threshold:
            self._logged.add(tx.ref)
        agg = self.aggregates.setdefault((tx.day, tx.patron_key), DayAggregate(tx.day, tx.patron_key))
        agg.transactions.append(tx.ref)
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
            raised.append(Alert(kind, tx.day, tx.patron_key, tx.seq, tx.at_us, total, tuple(agg.transactions), tx.log))
        # structuring: several cash transactions of this patron, each just under a threshold,
        # within the window (one alert per run: a later one needs a fresh run of them)
        if tx.player is not None and self._just_under(tx.amount):
            window = r.structuring_window_minutes * 60_000_000
            last = self._last_structuring(tx.patron_key)
            near = [t for t in self.transactions
                    if t.cash and t.player == tx.player and t.simulated == tx.simulated and tx.at_us - t.at_us <= window
                    and self._just_under(t.amount)
                    and self._order[t.ref] > last]
            if len(near) >= r.structuring_count:
                raised.append(Alert("structuring", tx.day, tx.patron_key, tx.seq, tx.at_us, sum(t.amount for t in near),
                                    tuple(t.ref for t in near), tx.log))
        self.alerts.extend(raised)
        return raised

    def _just_under(self, amount: int) -> bool:
        r = self.rules
        return any(t - r.structuring_margin <= amount < t for t in (r.log_threshold, r.report_threshold + 1))

    def _last_structuring(self, patron: str) -> int:
        """The place in the fold of the patron's last structuring alert (-1: none)."""
        places = [self._order[a.ref] for a in self.alerts if a.kind == "structuring" and a.patron == patron]
        return max(places) if places else -1

    # -- views ------------------------------------------------------------------------------------
    def log_of(self, day: str) -> list[CashTx]:
        """The multiple transaction log: the day's cash transactions at or above the log
        threshold in force when each was recorded."""
        return [t for t in self.transactions if t.day == day and t.ref in self._logged]

    def alerts_of(self, day: str) -> list[Alert]:
        return [a for a in self.alerts if a.day == day]

    def aggregates_of(self, day: str) -> list[DayAggregate]:
        return [a for a in self.aggregates.values() if a.day == day]


def patron_days_of(entries: Iterable[tuple[str, LogEntry]]) -> dict[tuple[str, str, bool], PatronDayRow]:
    """The floor's projection of the patrons' gaming days rebuilt from every table's cash entries
    (each with its table): per registered patron, gaming day and simulated-or-not, what the log
    insert keeps (``patron_days``): cash in, cash out, how many cash transactions, the time of
    the last and the last seq of each table's log that recorded one."""
    out: dict[tuple[str, str, bool], PatronDayRow] = {}
    for log, e in entries:
        if e.kind != K.CASH_TRANSACTION:
            continue
        p = e.body_as(CashTransaction)
        if p.player is None or p.medium != "cash":
            continue
        key = (p.player, p.gaming_day, bool(p.simulated))
        was = out.get(key) or PatronDayRow(p.player, p.gaming_day, bool(p.simulated), 0, 0, 0, e.ts_us, {})
        inward = p.direction == "in"
        out[key] = PatronDayRow(was.player, was.day, was.simulated, was.cash_in + (p.amount if inward else 0),
                                was.cash_out + (0 if inward else p.amount), was.transactions + 1,
                                max(was.last_us, e.ts_us), {**was.last_seqs, log: max(was.last_seqs.get(log, 0), e.seq)})
    return out


def patron_day_problems(rebuilt: dict[tuple[str, str, bool], PatronDayRow], held: Iterable[PatronDayRow],
                        what: str = "the floor's projection") -> list[str]:
    """Each difference between the projection of the patrons' gaming days as the store holds it
    and as the log gives it (``what``: whose projection, the line's head)."""
    problems: list[str] = []
    seen: set[tuple[str, str, bool]] = set()

    def held_part(h: PatronDayRow) -> dict[str, Any]:
        return {"a": Val(h.cash_in, amount=True), "b": Val(h.cash_out, amount=True), "n1": h.transactions,
                "t1": h.last_us, "s1": _last_seqs(h)}

    def log_part(w: PatronDayRow) -> dict[str, Any]:
        return {"c": Val(w.cash_in, amount=True), "e": Val(w.cash_out, amount=True), "n2": w.transactions,
                "t2": w.last_us, "s2": _last_seqs(w)}

    for h in held:
        key = (h.player, h.day, h.simulated)
        seen.add(key)
        w = rebuilt.get(key)
        who = f"simulated:{h.player}" if h.simulated else h.player
        if w is None:
            problems.append(finding(Code.PATRON_DAY_EXTRA, pd=what, p=who, day=h.day, **held_part(h)))
        elif (w.cash_in, w.cash_out, w.transactions, w.last_us, dict(w.last_seqs)) != (
                h.cash_in, h.cash_out, h.transactions, h.last_us, dict(h.last_seqs)):
            problems.append(finding(Code.PATRON_DAY_DIFFERS, pd=what, p=who, day=h.day, **held_part(h),
                                    **log_part(w)))
    for key in sorted(set(rebuilt) - seen):
        w = rebuilt[key]
        who = f"simulated:{w.player}" if w.simulated else w.player
        problems.append(finding(Code.PATRON_DAY_MISSING, pd=what, p=who, day=w.day, **log_part(w)))
    return problems


def _last_seqs(r: PatronDayRow) -> str:
    """The last entry of each log: ``T1:17, T2:9`` (a station's one log: ``17``)."""
    return ", ".join(str(TxRef(t, n)) for t, n in sorted(r.last_seqs.items()))
