"""Rating sessions of a gaming day, from the record (:mod:`dealer_app.players.rating`),
the house's rating rules (versioned) and a pit boss's signed adjustments."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from dealer_app import refusal_codes
from dealer_app.auth.roles import Permission
from dealer_app.players.house_rules import RatingRules, RulesError
from dealer_app.players.rating import ADJUSTABLE, RATING_KINDS, RatingFold, RatingSession
from dealer_app.refusal_codes import amount_refusal
from dealer_app.services.common import NotFoundError, ServiceError, Signer, check_reason
from dealer_app.services.context import Context
from dealer_app.store.entries import RatingRulesSet
from dealer_app.store.records import EntryKind

__all__ = ["RatingService"]


class RatingService:
    def __init__(self, ctx: Context) -> None:
        self._ctx = ctx

    def fold(self) -> RatingFold:
        return RatingFold().feed(self._ctx.store.entries_of_kind(RATING_KINDS))

    def rules(self) -> RatingRules:
        entries = self._ctx.store.entries_of_kind([EntryKind.RATING_RULES_SET])
        return (RatingRules.from_payload(entries[-1].body_as(RatingRulesSet).rules, entries[-1].seq) if entries
                else RatingRules())

    def set_rules(self, who: Signer, values: Mapping[str, Any]) -> RatingRules:
        """A new version of the house advantage per bet type and the comp rate (applies to
        sessions opened afterwards)."""
        self._ctx.check(who, Permission.EDIT_RATING_RULES)
        try:
            rules = RatingRules.from_payload({**self.rules().to_payload(), **values})
        except RulesError as exc:
            raise ServiceError(str(exc)) from None
        e = self._ctx.write(RatingRulesSet(rules=rules.to_payload()), actor=who.user.id, signed_by=(who,))
        return RatingRules.from_payload(rules.to_payload(), e.seq)

    def sessions(self, who: Signer, day: str, table: str | None = None) -> list[RatingSession]:
        self._ctx.check(who, Permission.VIEW_RATINGS)
        return self.fold().of_day(day, table)

    def session(self, who: Signer, session: int) -> RatingSession:
        self._ctx.check(who, Permission.VIEW_RATINGS)
        s = self.fold().sessions.get(session)
        if s is None:
            raise NotFoundError(refusal_codes.RatingSessionNotFound(n=session))
        return s

    def adjust(self, who: Signer, session: int, field: str, value: int, reason: str) -> None:
        """A pit boss's signed adjustment of one figure; the original stays in the record."""
        self._ctx.check(who, Permission.ADJUST_RATING)
        if field not in ADJUSTABLE:
            raise ServiceError(refusal_codes.RatingFieldUnknown(fields=', '.join(ADJUSTABLE), typed=repr(field)))
        if isinstance(value, bool) or not isinstance(value, int):
            raise ServiceError(refusal_codes.ValueNotWholeNumber(typed=repr(value)))
        problem = amount_refusal(value)
        if problem or (value < 0 and field != "theoretical_win"):
            raise ServiceError(refusal_codes.ValueInvalid(why=problem) if problem else refusal_codes.ValueNegative())
        check_reason(reason, "adjusting a rating")
        s = self.fold().sessions.get(session)
        if s is None:
            raise NotFoundError(refusal_codes.RatingSessionNotFound(n=session))
        original: object = s.of_record()[field]
        self._ctx.append(EntryKind.RATING_ADJUSTED, {"session": session, "field": field, "original": original,
                                                     "value": int(value), "reason": reason.strip()},
                         actor=who.user.id, shift_id=s.shift_id, signed_by=(who,))
