"""What ``audit verify`` re-checks of players, ratings and cash transactions: each rating
session's figures recorded when the player left, and each cash transaction's recorded
gaming-day aggregate and alerts, recomputed from the log alone
(:mod:`dealer_app.players.rating`, :mod:`dealer_app.players.cash`)."""

from __future__ import annotations

from dealer_app.audit_findings import Code, Exc, Where, entry_of, finding
from dealer_app.players.cash import CASH_KINDS, CashFold
from dealer_app.players.rating import RATING_KINDS, RatingFold
from dealer_app.store.records import LogEntry

__all__ = ["PLAYER_KINDS", "PlayerChecks"]

PLAYER_KINDS = frozenset(RATING_KINDS) | frozenset(CASH_KINDS)


class PlayerChecks:
    def __init__(self) -> None:
        self.ratings = RatingFold()
        self.cash = CashFold()
        self._errors: list[str] = []

    def feed(self, e: LogEntry) -> None:
        try:
            if e.kind in RATING_KINDS:
                self.ratings.apply(e)
            if e.kind in CASH_KINDS:
                self.cash.apply(e)
        except (KeyError, TypeError, ValueError) as exc:
            self._errors.append(finding(Code.RECORD_UNREADABLE, where=Where(entry=entry_of(e)), exc=Exc.of(exc)))

    @property
    def problems(self) -> list[str]:
        return [*self._errors, *self.ratings.problems, *self.cash.problems]
