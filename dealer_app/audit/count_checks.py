"""``audit verify``'s checks of the table count entries.

Fed every entry in log order with the roles as they stood at that moment; it
checks what a signed count must hold: totals that add up by denomination, each
signature by a role that may give it (two different people on an opener and a
closer), fills and credits signed by a pit boss who did not ask for them and
received by the cage in that order, voids and reprints with a reason, the drop by the count
room, buy-ins by a dealer.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import cast

from dealer_app.audit_findings import Code, Exc, Val, Where, entry_of, finding
from dealer_app.auth.roles import Permission, Role, allowed
from dealer_app.safe_input import dict_of, int_of
from dealer_app.store.records import EntryKind, LogEntry

__all__ = ["COUNT_KINDS", "CountChecks"]

K = EntryKind
COUNT_KINDS = frozenset({K.SHIFT_OPENED, K.CHIP_SET_SET, K.TRAY_COUNTED, K.SLIP_REQUESTED, K.SLIP_SIGNED,
                         K.SLIP_RECEIVED, K.SLIP_VOIDED, K.SLIP_REPRINTED, K.BUY_IN, K.DROP_COUNTED,
                         K.VARIANCE_EXPLAINED})
RoleOf = Callable[[int | None], str | None]


@dataclass
class _Slip:
    requester: int | None
    state: str = "requested"


@dataclass
class CountChecks:
    problems: list[str] = field(default_factory=list)
    infos: list[str] = field(default_factory=list)
    """Slip voids, drop recounts and variance explanations (who, why), like voids and rulings."""
    _slips: dict[int, _Slip] = field(default_factory=dict)

    def feed(self, e: LogEntry, role_of: RoleOf) -> None:
        if e.kind not in COUNT_KINDS:
            return
        try:
            self._check(e, e.payload, role_of)
        except (KeyError, TypeError, ValueError) as exc:
            self.problems.append(finding(Code.COUNT_UNREADABLE, where=Where(entry=entry_of(e)), exc=Exc.of(exc)))

    def _may(self, e: LogEntry, who: int | None, permission: Permission, what: str, role_of: RoleOf) -> None:
        role = role_of(who)
        try:
            ok = role is not None and allowed(Role(role), permission)
        except ValueError:
            ok = False
        if not ok:
            self.problems.append(finding(Code.COUNT_ROLE_MAY_NOT, where=Where(entry=entry_of(e)), act=what, u=who,
                                         role=role or "unknown user", may=permission.value))

    def _total(self, e: LogEntry, p: Mapping[str, object]) -> None:
        chips = {int_of(k): int_of(v) for k, v in dict_of(p["chips"]).items()}
        if any(d <= 0 or n < 0 for d, n in chips.items()):
            self.problems.append(finding(Code.COUNT_NOT_POSITIVE, where=Where(entry=entry_of(e))))
        total = sum(d * n for d, n in chips.items())
        if total != int_of(p["total"]):
            self.problems.append(finding(Code.COUNT_TOTAL, where=Where(entry=entry_of(e)), a=Val(p["total"], amount=True),
                                         b=Val(total, amount=True)))

    def _signed_count(self, e: LogEntry, p: Mapping[str, object], role_of: RoleOf, *, two: bool) -> None:
        self._total(e, p)
        counter, checker = cast("int | None", p.get("counted_by")), cast("int | None", p.get("confirmed_by"))
        self._may(e, counter, Permission.COUNT_TRAY, "counted", role_of)
        if checker is not None:
            self._may(e, checker, Permission.SIGN_COUNT, "confirmed", role_of)
            if checker == counter:
                self.problems.append(finding(Code.COUNT_SAME_PERSON, where=Where(entry=entry_of(e)), u=counter))
        elif two:
            self.problems.append(finding(Code.COUNT_UNCONFIRMED, where=Where(entry=entry_of(e))))

    def _check(self, e: LogEntry, p: Mapping[str, object], role_of: RoleOf) -> None:
        kind = e.kind
        if kind == K.SHIFT_OPENED:
            if p.get("opener"):
                self._signed_count(e, cast("Mapping[str, object]", p["opener"]), role_of, two=True)
        elif kind == K.CHIP_SET_SET:
            self._may(e, e.actor, Permission.EDIT_CHIP_SET, "chip set", role_of)
        elif kind == K.TRAY_COUNTED:
            self._signed_count(e, p, role_of, two=p.get("stage") == "closer")
        elif kind == K.SLIP_REQUESTED:
            self._total(e, p)
            if p.get("kind") not in ("fill", "credit"):
                self.problems.append(finding(Code.SLIP_KIND, where=Where(entry=entry_of(e)), k=Val(p.get("kind"), r=True)))
            self._may(e, e.actor, Permission.REQUEST_SLIP, "requested", role_of)
            self._slips[e.seq] = _Slip(e.actor)
        elif kind in (K.SLIP_SIGNED, K.SLIP_RECEIVED, K.SLIP_VOIDED, K.SLIP_REPRINTED):
            slip = self._slips.get(int(e.ref or 0))
            if slip is None:
                self.problems.append(finding(Code.SLIP_NOT_REQUESTED, where=Where(entry=entry_of(e)), n=e.ref))
                return
            if kind == K.SLIP_SIGNED:
                self._may(e, e.actor, Permission.SIGN_COUNT, "signed", role_of)
                if e.actor == slip.requester:
                    self.problems.append(finding(Code.SLIP_SIGNED_BY_ASKER, where=Where(entry=entry_of(e)), n=e.ref))
                if slip.state != "requested":
                    self.problems.append(finding(Code.SLIP_SIGNED_WHILE, where=Where(entry=entry_of(e)), n=e.ref, state=slip.state))
                slip.state = "signed"
            elif kind == K.SLIP_REPRINTED:
                self._may(e, e.actor, Permission.SIGN_COUNT, "reprinted", role_of)
                if not str(p.get("reason", "")).strip():
                    self.problems.append(finding(Code.SLIP_REPRINTED_NO_REASON, where=Where(entry=entry_of(e)), n=e.ref))
                self.infos.append(finding(Code.INFO_SLIP_REPRINTED, s=e.shift_id, n=e.ref, u=e.actor, why=p.get("reason")))
            elif kind == K.SLIP_RECEIVED:
                self._may(e, e.actor, Permission.RECEIVE_SLIP, "received", role_of)
                if slip.state != "signed":
                    self.problems.append(finding(Code.SLIP_RECEIVED_WHILE, where=Where(entry=entry_of(e)), n=e.ref, state=slip.state))
                slip.state = "received"
            else:
                self._may(e, e.actor, Permission.SIGN_COUNT, "voided", role_of)
                if not str(p.get("reason", "")).strip():
                    self.problems.append(finding(Code.SLIP_VOIDED_NO_REASON, where=Where(entry=entry_of(e)), n=e.ref))
                slip.state = "voided"
                self.infos.append(finding(Code.INFO_SLIP_VOIDED, s=e.shift_id, n=e.ref, u=e.actor, why=p.get("reason")))
        elif kind == K.BUY_IN:
            if int_of(p["amount"]) <= 0:
                self.problems.append(finding(Code.BUY_IN_NOT_POSITIVE, where=Where(entry=entry_of(e)), a=Val(p["amount"], amount=True)))
            self._may(e, e.actor, Permission.BUY_IN, "buy-in", role_of)
        elif kind == K.DROP_COUNTED:
            if int_of(p["amount"]) < 0:
                self.problems.append(finding(Code.DROP_NEGATIVE, where=Where(entry=entry_of(e)), a=Val(p["amount"], amount=True)))
            self._may(e, e.actor, Permission.ENTER_DROP, "drop", role_of)
            if p.get("notes") is not None:
                counted = sum(int_of(d) * int_of(n) for d, n in dict_of(p["notes"]).items()) + int_of(p.get("loose", 0))
                if counted != int_of(p["amount"]):
                    self.problems.append(finding(Code.DROP_NOTES, where=Where(entry=entry_of(e)), a=Val(p["amount"], amount=True),
                                                 b=Val(counted, amount=True)))
            if p.get("supersedes") is not None:
                self.infos.append(finding(Code.INFO_DROP_RECOUNTED, s=e.shift_id, a=Val(p["amount"], amount=True),
                                          u=e.actor, why=p.get("reason")))
        elif kind == K.VARIANCE_EXPLAINED:
            self._may(e, e.actor, Permission.EXPLAIN_VARIANCE, "explanation", role_of)
            self.infos.append(finding(Code.INFO_VARIANCE, s=e.shift_id, a=Val(p.get("variance"), amount=True), u=e.actor,
                                      why=p.get("text")))
