"""Cash transactions recorded by the cage and the anti-money-laundering records built
from them (:mod:`dealer_app.players.cash`): the multiple transaction log, each patron's
gaming-day aggregates, the report and structuring alerts, and what a report needs.

Thresholds, the structuring window and the ID details to collect are the house's
(``aml_rules_set``, versioned); the currency is the house's; the gaming day starts at
the ``gaming_day_start`` setting. No legal figure is in the code.

On a PostgreSQL floor a patron's gaming day is the floor's: each transaction is written to
the log of the table (or the cage) that records it, and the aggregates, the alerts, the
MTL and the report cases are folded over every table's cash entries of the patrons concerned, in
the server's time order: a station recording for a patron reads that patron's (``patron_cash``),
a gaming day's lists read the patrons the floor's projection of their days names for that day
(``patron_days``) and the day's unregistered patrons', never every cash entry of the floor
(``audit verify`` does, and rebuilds the projection). The settings in force are the floor's
latest ``aml_rules_set``, whichever table recorded it. The server refuses a transaction whose
recorded aggregate is not the floor's (another table recorded one of the patron's
meanwhile); it is then read and recorded again.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from dealer_app import refusal_codes
from dealer_app.auth.roles import Permission
from dealer_app.players.cash import CASH_KINDS, Alert, CashFold, CashTx, DayAggregate, TxRef
from dealer_app.players.house_rules import AmlRules, RulesError
from dealer_app.refusal_codes import amount_refusal
from dealer_app.services.common import ServiceError, Signer, StateError, check_script, gaming_day_of
from dealer_app.services.context import Context
from dealer_app.services.players import PatronDetails, PlayerService
from dealer_app.store.entries import AmlRulesSet, CashTransaction
from dealer_app.store.errors import StaleStateError

__all__ = ["AmlService", "Recorded", "ReportCase"]

_DIRECTION = {"buy_in": "in", "cash_out": "out"}
_ATTEMPTS = 5  # a patron's figure read again when another table recorded one of theirs meanwhile


@dataclass(frozen=True)
class Recorded:
    """A cash transaction as recorded, with the alerts it raised (the station shows them)."""

    tx: CashTx
    alerts: tuple[Alert, ...]
    id_required: tuple[str, ...]  # ID details the house asks for that the patron lacks (report alert)


@dataclass(frozen=True)
class ReportCase:
    """What the report on one patron's gaming day needs."""

    alert: Alert
    aggregate: DayAggregate
    transactions: tuple[CashTx, ...]
    patron: PatronDetails | None  # None: an unregistered patron (identify at the cage)
    missing: tuple[str, ...]  # ID details still to collect


class AmlService:
    def __init__(self, ctx: Context, players: PlayerService) -> None:
        self._ctx = ctx
        self._players = players

    def fold(self) -> CashFold:
        """The cash records of every patron's gaming days: this database's log, or on a floor
        every table's (the floor-wide aggregates; what ``audit verify`` folds)."""
        floor = self._ctx.store.floor_cash()
        if floor is None:
            return CashFold().feed(self._ctx.store.entries_of_kind(CASH_KINDS))
        return CashFold(floor=True).feed_floor(floor)

    def day_fold(self, day: str) -> CashFold:
        """What the lists of gaming day ``day`` need (its MTL, alerts, aggregates and report
        cases: the views ``*_of(day)``): the AML settings, the cash transactions of the patrons the
        projection of their days names for ``day`` (that day's all; of their other days those a
        structuring run is made of, which may begin days before) and the day's unregistered
        patrons' (on a floor every table's). Its views of ``day`` are the whole fold's."""
        days = self._ctx.store.patron_days(day=day)
        if days is None:
            return self.fold()
        # of the patrons' other days, only what a structuring run is made of: cash just under a
        # threshold of any version of the settings (each tested against those in force later)
        settings = [AmlRules(), *(AmlRules.from_payload(e.body_as(AmlRulesSet).rules)
                                  for _log, e, _by in self._ctx.store.patron_cash([]) or [])]
        bands = sorted({(t - r.structuring_margin, t) for r in settings
                        for t in (r.log_threshold, r.report_threshold + 1)})
        rows = self._ctx.store.patron_cash(sorted({d.player for d in days}), day, bands) or []
        return CashFold(floor=self._on_floor()).feed_floor(rows)

    def _on_floor(self) -> bool:
        return bool(self._log())

    def _log(self) -> str:
        """The table whose log this station writes, as a fold names it ("" a station's own database)."""
        return str(getattr(self._ctx.store, "table", ""))

    def _patron_fold(self, player: str | None) -> tuple[CashFold, str]:
        """What recording for ``player`` (None: an unregistered patron, its own aggregate) needs:
        the AML settings and that patron's cash transactions (on a floor every table's); and the
        table whose log this station writes as the fold names it ("" on a station's own database)."""
        rows = self._ctx.store.patron_cash([player] if player is not None else [])
        if rows is None:
            return CashFold().feed(self._ctx.store.entries_of_kind(CASH_KINDS)), ""
        return CashFold(floor=self._on_floor()).feed_floor(rows), self._log()

    def rules(self) -> AmlRules:
        return self._patron_fold(None)[0].rules

    def set_rules(self, who: Signer, values: Mapping[str, Any]) -> AmlRules:
        self._ctx.check(who, Permission.EDIT_AML_RULES)
        try:
            rules = AmlRules.from_payload({**self.rules().to_payload(), **values})
        except RulesError as exc:
            raise ServiceError(str(exc)) from None
        e = self._ctx.write(AmlRulesSet(rules=rules.to_payload()), actor=who.user.id, signed_by=(who,))
        return AmlRules.from_payload(rules.to_payload(), e.seq)

    def record(self, who: Signer, kind: str, amount: int, *, medium: str = "cash", table: str = "",
               player: str | None = None, card: str | None = None, description: str = "") -> Recorded:
        """Record a buy-in or cash-out (the cage). ``player``/``card``: a registered patron; else
        an unregistered one, described (``description``)."""
        self._ctx.check(who, Permission.CASH_TRANSACTION)
        if kind not in _DIRECTION:
            raise ServiceError(refusal_codes.CashKindUnknown(typed=repr(kind)))
        if medium not in ("cash", "chips"):
            raise ServiceError(refusal_codes.CashMediumUnknown(typed=repr(medium)))
        if isinstance(amount, bool) or not isinstance(amount, int) or amount <= 0:
            raise ServiceError(refusal_codes.AmountNotPositive(amount=repr(amount)))
        problem = amount_refusal(amount)
        if problem:
            raise ServiceError(refusal_codes.AmountInvalid(why=problem))
        if card is not None:
            player = self._players.ref_of(card)
        if player is not None and self._ctx.store.patron(player) is None:
            raise ServiceError(refusal_codes.CardNotAPlayer())
        if player is None and not description.strip():
            raise ServiceError(refusal_codes.UnregisteredPatronNeedsDescription())
        for text, what in ((description, "description"), (table, "table")):
            if len(text) > 128 or any(ord(c) < 32 for c in text):
                raise ServiceError(refusal_codes.FieldLineTooLong(field=what))
            check_script(text, what)
        simulated = who.user.builtin  # the simulator's cage: kept apart from every real patron's records
        log = ""
        for attempt in range(_ATTEMPTS):
            now = self._ctx.clock()
            day = gaming_day_of(now, self._ctx.settings().gaming_day_start)
            fold, log = self._patron_fold(player)
            # what the station knows as it records (audit verify recomputes it from the log; on a
            # floor the server also checks the aggregate is the floor's as the entry goes in)
            tx = CashTx(self._ctx.store.anchor().head_seq + 1, now, day, player, description.strip(),
                        _DIRECTION[kind], kind, medium, amount, table.strip(), who.user.id, self._ctx.station,
                        simulated, log)
            recorded = fold.recorded_of(tx, fold.add(tx))
            try:
                e = self._ctx.write(CashTransaction(
                    player=player, description=tx.description, direction=tx.direction, kind=kind, medium=medium,
                    amount=amount, table=tx.table, gaming_day=day, recorded=recorded,
                    simulated=True if simulated else None,
                ), actor=who.user.id, signed_by=(who,))
                break
            except StaleStateError:
                if attempt == _ATTEMPTS - 1:
                    raise StateError(refusal_codes.CashTxOtherTablesMeanwhile()) from None
        final, _ = self._patron_fold(player)
        mine = TxRef(log, e.seq)
        if player is None:  # an unregistered patron: this transaction alone
            final.apply(e, log, who.user.name if log else "")
        stored = next(t for t in final.transactions if t.ref == mine)
        alerts = tuple(a for a in final.alerts if a.ref == mine)
        missing: tuple[str, ...] = ()
        if any(a.kind.startswith("report") for a in alerts):
            missing = self._missing(player, final.rules)
        return Recorded(stored, alerts, missing)

    def log(self, who: Signer, day: str) -> list[CashTx]:
        self._ctx.check(who, Permission.VIEW_AML)
        return self.day_fold(day).log_of(day)

    def alerts(self, who: Signer, day: str) -> list[Alert]:
        self._ctx.check(who, Permission.VIEW_AML)
        return self.day_fold(day).alerts_of(day)

    def aggregates(self, who: Signer, day: str) -> list[DayAggregate]:
        self._ctx.check(who, Permission.VIEW_AML)
        return self.day_fold(day).aggregates_of(day)

    def report_cases(self, who: Signer, day: str) -> list[ReportCase]:
        """Each patron whose cash in or cash out passed the report threshold on ``day``, with
        the transactions, the identity (a logged read) and the ID details still missing."""
        self._ctx.check(who, Permission.VIEW_AML)
        self._ctx.check(who, Permission.READ_PATRON, signed=False)
        fold = self.day_fold(day)
        by_ref = {t.ref: t for t in fold.transactions}
        reports = [a for a in fold.alerts_of(day) if a.kind.startswith("report")]
        refs = [a.patron.removeprefix("simulated:") for a in reports]
        registered = sorted({r for r in refs if not r.startswith("unregistered:")})
        # the identities of every patron to report on, in one logged read (the signature signs once)
        read = dict(zip(registered, self._players.read_logged(who, registered, f"report preparation, gaming day {day}"),
                        strict=True)) if registered else {}
        out = []
        for a, ref in zip(reports, refs, strict=True):
            agg = fold.aggregates[(a.day, a.patron)]
            patron = read.get(ref)
            out.append(ReportCase(a, agg, tuple(by_ref[r] for r in agg.transactions), patron,
                                  self._missing(ref if patron is not None else None, fold.rules)))
        return out

    def _missing(self, player: str | None, rules: AmlRules) -> tuple[str, ...]:
        row = self._ctx.store.patron(player) if player else None
        have = dict(row.details or {}) if row is not None else {}
        return tuple(f for f in rules.id_fields if not str(have.get(f, "")).strip())
