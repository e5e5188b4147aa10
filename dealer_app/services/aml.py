"""Cash transactions recorded by the cage and the anti-money-laundering records built
from them (:mod:`dealer_app.players.cash`): the multiple transaction log, each patron's
gaming-day aggregates, the report and structuring alerts, and what a report needs.

Thresholds, the structuring window and the ID details to collect are the house's
(``aml_rules_set``, versioned); the currency is the house's; the gaming day starts at
the ``gaming_day_start`` setting. No legal figure is in the code.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from dealer_app.auth.roles import Permission
from dealer_app.players.cash import CASH_KINDS, Alert, CashFold, CashTx, DayAggregate
from dealer_app.players.house_rules import AmlRules, RulesError
from dealer_app.services.common import ServiceError, Signer, check_script, gaming_day_of
from dealer_app.services.context import Context
from dealer_app.services.players import PatronDetails, PlayerService
from dealer_app.store.entries import AmlRulesSet, CashTransaction
from rules.limits import amount_problem

__all__ = ["AmlService", "Recorded", "ReportCase"]

_DIRECTION = {"buy_in": "in", "cash_out": "out"}


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
        return CashFold().feed(self._ctx.store.entries_of_kind(CASH_KINDS))

    def rules(self) -> AmlRules:
        return self.fold().rules

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
            raise ServiceError(f"kind: buy_in or cash_out, not {kind!r}")
        if medium not in ("cash", "chips"):
            raise ServiceError(f"medium: cash or chips, not {medium!r}")
        if isinstance(amount, bool) or not isinstance(amount, int) or amount <= 0:
            raise ServiceError(f"amount: a positive whole number of minor units, not {amount!r}")
        problem = amount_problem(amount)
        if problem:
            raise ServiceError(f"amount: {problem}")
        if card is not None:
            player = self._players.ref_of(card)
        if player is not None and self._ctx.store.patron(player) is None:
            raise ServiceError("card: not a registered player")
        if player is None and not description.strip():
            raise ServiceError("description: an unregistered patron needs a description (what the cage sees)")
        for text, what in ((description, "description"), (table, "table")):
            if len(text) > 128 or any(ord(c) < 32 for c in text):
                raise ServiceError(f"{what}: one line of at most 128 characters")
            check_script(text, what)
        now = self._ctx.clock()
        day = gaming_day_of(now, self._ctx.settings().gaming_day_start)
        fold = self.fold()
        simulated = who.user.builtin  # the simulator's cage: kept apart from every real patron's records
        tx = CashTx(0, now, day, player, description.strip(), _DIRECTION[kind], kind, medium, amount, table.strip(),
                    who.user.id, self._ctx.station, simulated)
        # what the station knows as it records (audit verify recomputes it from the log)
        seq_guess = self._ctx.store.anchor().head_seq + 1
        raised = fold.add(replace(tx, seq=seq_guess))
        agg = fold.aggregates.get((day, replace(tx, seq=seq_guess).patron_key))
        recorded = {"cash_in": agg.cash_in if agg else 0, "cash_out": agg.cash_out if agg else 0,
                    "alerts": sorted(a.kind for a in raised)}
        e = self._ctx.write(CashTransaction(
            player=player, description=tx.description, direction=tx.direction, kind=kind, medium=medium, amount=amount,
            table=tx.table, gaming_day=day, recorded=recorded, simulated=True if simulated else None,
        ), actor=who.user.id, signed_by=(who,))
        final = self.fold()
        stored = next(t for t in final.transactions if t.seq == e.seq)
        alerts = tuple(a for a in final.alerts if a.seq == e.seq)
        missing: tuple[str, ...] = ()
        if any(a.kind.startswith("report") for a in alerts):
            missing = self._missing(player, final.rules)
        return Recorded(stored, alerts, missing)

    def log(self, who: Signer, day: str) -> list[CashTx]:
        self._ctx.check(who, Permission.VIEW_AML)
        return self.fold().log_of(day)

    def alerts(self, who: Signer, day: str) -> list[Alert]:
        self._ctx.check(who, Permission.VIEW_AML)
        return self.fold().alerts_of(day)

    def aggregates(self, who: Signer, day: str) -> list[DayAggregate]:
        self._ctx.check(who, Permission.VIEW_AML)
        return self.fold().aggregates_of(day)

    def report_cases(self, who: Signer, day: str) -> list[ReportCase]:
        """Each patron whose cash in or cash out passed the report threshold on ``day``, with
        the transactions, the identity (a logged read) and the ID details still missing."""
        self._ctx.check(who, Permission.VIEW_AML)
        self._ctx.check(who, Permission.READ_PATRON, signed=False)
        fold = self.fold()
        out = []
        by_seq = {t.seq: t for t in fold.transactions}
        for a in fold.alerts_of(day):
            if not a.kind.startswith("report"):
                continue
            agg = fold.aggregates[(a.day, a.patron)]
            ref = a.patron.removeprefix("simulated:")
            registered = not ref.startswith("unregistered:")
            patron = (self._players.read_logged(who, [ref], f"report preparation, gaming day {day}")[0]
                      if registered else None)
            out.append(ReportCase(a, agg, tuple(by_seq[s] for s in agg.transactions), patron,
                                  self._missing(ref if registered else None, fold.rules)))
        return out

    def _missing(self, player: str | None, rules: AmlRules) -> tuple[str, ...]:
        row = self._ctx.store.patron(player) if player else None
        have = dict(row.details or {}) if row is not None else {}
        return tuple(f for f in rules.id_fields if not str(have.get(f, "")).strip())
