"""What every service shares: the store, this station, the clock, the PIN hasher,
and the one place where permissions are checked (and refusals logged)."""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, overload

from dealer_app import refusal_codes
from dealer_app.auth.passwords import PinHasher
from dealer_app.auth.roles import Permission, PermissionDenied, allowed, require
from dealer_app.services.common import NotFoundError, Session, Settings, Signer, StateError
from dealer_app.store.base import Store
from dealer_app.store.entries import EntryBody
from dealer_app.store.records import EntryKind, Expect, Lease, LeaseHolder, LogEntry, NewEntry, ShiftRow, UserRow

__all__ = ["Context"]


@dataclass
class Context:
    store: Store
    station: str
    hasher: PinHasher
    clock: Callable[[], int]
    host: str = ""
    leases: dict[str, Lease] = field(default_factory=dict)

    @property
    def holder(self) -> LeaseHolder:
        """This station and process, as a lease names it."""
        from dealer_app.store.sqlite import this_host

        return LeaseHolder(self.station, self.host or this_host(), os.getpid())

    def hold_table(self, table: str, *, take_over: bool = False) -> Lease:
        """Hold the table for this station (renewing our own hold); raises
        :class:`~dealer_app.store.errors.HeldElsewhereError` naming the holder."""
        scope = f"table:{table}"
        lease = self.store.acquire_lease(scope, self.holder, take_over=take_over)
        self.leases[scope] = lease
        return lease

    def table_lease(self, table: str) -> Lease:
        """The hold this station has on ``table`` (taken now if it has none)."""
        lease = self.leases.get(f"table:{table}")
        return lease if lease is not None else self.hold_table(table)

    def release_table(self, table: str) -> None:
        lease = self.leases.pop(f"table:{table}", None)
        if lease is not None:
            self.store.release_lease(lease)

    def settings(self) -> Settings:
        return Settings.from_strings(self.store.settings())

    def user(self, user_id: int) -> UserRow:
        u = self.store.user(user_id)
        if u is None:
            raise NotFoundError(refusal_codes.UserIdNotFound(n=user_id))
        return u

    def user_name(self, user_id: int | None) -> str:
        if user_id is None:
            return "system"
        u = self.store.user(user_id)
        return u.name if u is not None else f"user {user_id}"

    def append(
        self,
        kind: EntryKind,
        payload: Mapping[str, Any] | None = None,
        *,
        actor: int | None = None,
        shift_id: int | None = None,
        round_id: int | None = None,
        ref: int | None = None,
        expect: Expect | None = None,
        signed_by: Sequence[Signer | None] = (),
    ) -> LogEntry:
        """Append one entry. ``signed_by``: who signed it, the actor first; the entry records
        their signatures (:meth:`signatures`) and each co-signature among them signs once."""
        body = dict(payload or {})
        if signed_by:
            first, *others = signed_by
            assert first is not None
            body.update(self.signatures(first, *others))
            expect = self.once(expect, *signed_by)
        entry = NewEntry(kind, body, actor, self.station, shift_id, round_id, ref)
        return self.store.append([entry], expect=expect)[0]

    def write(
        self,
        body: EntryBody,
        *,
        actor: int | None = None,
        shift_id: int | None = None,
        round_id: int | None = None,
        ref: int | None = None,
        expect: Expect | None = None,
        signed_by: Sequence[Signer | None] = (),
    ) -> LogEntry:
        """Append one entry recording ``body`` (its kind is the record's), as :meth:`append`."""
        return self.append(body.KIND, body.to_json(), actor=actor, shift_id=shift_id, round_id=round_id, ref=ref,
                           expect=expect, signed_by=signed_by)

    def append_many(self, entries: Sequence[NewEntry], *, expect: Expect | None = None) -> list[LogEntry]:
        return self.store.append(entries, expect=expect)

    def dealer_check(self, session: Session, shift_id: int, round_id: int | None = None) -> ShiftRow:
        """The signed-in user deals the open shift ``shift_id``: may deal, and is its
        dealer. Returns the shift."""
        user = self.check(session, Permission.DEAL, shift_id=shift_id, round_id=round_id)
        shift = self.store.shift(shift_id)
        if shift is None:
            raise NotFoundError(refusal_codes.ShiftNotFound(n=shift_id))
        if shift.closed_seq is not None:
            raise StateError(refusal_codes.ShiftClosed(s=shift_id))
        if shift.dealer != user.id:
            raise PermissionDenied(refusal_codes.NotShiftDealerNamed(name=user.name, s=shift_id, other=self.user_name(shift.dealer)), user.role, Permission.DEAL)
        return shift

    def second_signer(self, first: Signer, second: Signer | None, number: int | None, stake: int, *,
                      shift_id: int | None, round_id: int | None = None) -> dict[str, Any]:
        """Two people for the big things (``dealer_app.audit.two_person``): when an entry (a
        ruling or a void of round ``number``; a meter adjustment when ``number`` is None moving ``stake`` minor units, on ``shift_id``) needs a
        second signer, ``second`` must be a co-signature given to ``second_sign`` by another
        pit boss or an administrator; raises :class:`SecondSignerNeeded` when it is missing.
        Returns what the entry records of them (``co_signatures``, ``second_signer``, and
        ``second_signer_why``), empty when no second signer was needed nor given."""
        from dealer_app.audit.two_person import SECOND_SIGNER_ROLES, second_signer_reason
        from dealer_app.services.common import CoSignature, SecondSignerNeeded

        shift = self.store.shift(shift_id) if shift_id is not None else None
        closed = shift is not None and shift.closed_seq is not None
        why = second_signer_reason(stake, self.settings().second_signer_threshold, shift_closed=closed)
        if second is None:
            if why is None:
                return {}
            if number is None and why == "closed shift" and shift is not None:
                raise SecondSignerNeeded(refusal_codes.MeterAdjustmentShiftClosed(s=shift.id), why=why, first=first.user.id)
            if number is None:
                raise SecondSignerNeeded(refusal_codes.MeterAdjustmentNeedsSecondSigner(), why=why, first=first.user.id)
            if why == "closed shift" and shift is not None:
                raise SecondSignerNeeded(refusal_codes.RoundShiftClosedNeedsSecondSigner(n=number, s=shift.id), why=why, first=first.user.id)
            raise SecondSignerNeeded(refusal_codes.RoundNeedsSecondSigner(n=number), why=why, first=first.user.id)
        if not isinstance(second, CoSignature):
            raise PermissionDenied(refusal_codes.CoSignatureNeedsOwnPin(name=second.user.name),
                                   second.user.role, Permission.SECOND_SIGN)
        user = self.check(second, Permission.SECOND_SIGN, shift_id=shift_id, round_id=round_id)
        if user.id == first.user.id:
            raise PermissionDenied(refusal_codes.SecondSignerSamePerson(name=user.name),
                                   user.role, Permission.SECOND_SIGN)
        if user.role.value not in SECOND_SIGNER_ROLES:  # the matrix says so too; kept beside the audit's rule
            raise PermissionDenied(refusal_codes.SecondSignerNotPitBoss(name=user.name),
                                   user.role, Permission.SECOND_SIGN)
        return {"co_signatures": [second.seq], "second_signer": user.id, "second_signer_why": why or "asked"}

    def check(
        self, who: Signer, permission: Permission, *, shift_id: int | None = None, round_id: int | None = None,
        signed: bool = True,
    ) -> UserRow:
        """The one permission check: re-reads the user (a role change or a
        disable takes effect at once), logs and raises a refusal. With ``signed``
        (always, except inside the PIN check that makes a signature) the signer must
        be a logged PIN check of that user: a sign-in, or a co-signature for this
        permission, bound to this shift and round if it named them; a built-in
        (simulator) signer acts on simulated shifts only."""
        if signed:
            self.signature_problem(who, permission, shift_id=shift_id, round_id=round_id)
        fresh = self.store.user(who.user.id)
        if fresh is None or fresh.disabled:
            self._refused(who.user, permission, "the user is disabled", shift_id, round_id)
            raise PermissionDenied(refusal_codes.UserIsDisabled(name=who.user.name), who.user.role, permission)
        if not allowed(fresh.role, permission):
            self._refused(fresh, permission, f"role {fresh.role.value}", shift_id, round_id)
            require(fresh.role, permission, fresh.name)  # raises PermissionDenied with the matrix's wording
        return fresh

    def signature_problem(self, who: Signer, permission: Permission, *, shift_id: int | None,
                          round_id: int | None) -> None:
        """Raise :class:`PermissionDenied` unless ``who`` is a real, logged PIN check (see :meth:`check`)."""
        from dealer_app.services.common import CoSignature

        seq = who.seq if isinstance(who, CoSignature) else who.signed_in_seq
        e = self.store.entry(seq) if isinstance(seq, int) and seq > 0 else None
        wanted = EntryKind.CO_SIGNED if isinstance(who, CoSignature) else EntryKind.SIGN_IN
        if e is None or e.kind != wanted or e.actor != who.user.id:
            raise PermissionDenied(refusal_codes.SignatureNotRecorded(name=who.user.name, seq=seq), who.user.role, permission)
        if isinstance(who, CoSignature):
            p = e.payload
            if p.get("permission") != permission.value:
                raise PermissionDenied(refusal_codes.SignatureForOtherPermission(name=who.user.name, seq=seq, a=str(p.get('permission')), perm=permission.value), who.user.role, permission)
            if e.shift_id is not None and shift_id is not None and e.shift_id != shift_id:
                raise PermissionDenied(refusal_codes.SignatureForOtherShift(name=who.user.name, seq=seq, a=e.shift_id, b=shift_id), who.user.role, permission)
            if e.round_id is not None and round_id is not None and e.round_id != round_id:
                raise PermissionDenied(refusal_codes.SignatureForOtherRound(name=who.user.name, seq=seq, a=e.round_id, b=round_id), who.user.role, permission)
        if who.user.builtin and shift_id is not None:
            shift = self.store.shift(shift_id)
            if shift is None or not shift.simulated:
                raise PermissionDenied(refusal_codes.SimulatorSignsSimulatedOnly(name=who.user.name),
                                       who.user.role, permission)

    @staticmethod
    def signature_of(who: Signer) -> dict[str, Any]:
        """What an entry records of its signature (``signature``: the PIN check's entry)."""
        from dealer_app.services.common import CoSignature

        if isinstance(who, CoSignature):
            return {"signature": who.seq, "signature_kind": "co_signed"}
        return {"signature": who.signed_in_seq, "signature_kind": "session"}

    @classmethod
    def signatures(cls, who: Signer, *others: Signer | None) -> dict[str, Any]:
        """:meth:`signature_of` the actor, plus ``co_signatures``: the co-signatures of the
        others who signed the same entry (a count's confirmation), when there are any."""
        from dealer_app.services.common import CoSignature

        out = cls.signature_of(who)
        extra = [o.seq for o in others if isinstance(o, CoSignature)]
        if extra:
            out["co_signatures"] = extra
        return out

    @overload
    @staticmethod
    def once(expect: Expect, *signers: Signer | None) -> Expect: ...
    @overload
    @staticmethod
    def once(expect: Expect | None, *signers: Signer | None) -> Expect | None: ...
    @staticmethod
    def once(expect: Expect | None, *signers: Signer | None) -> Expect | None:
        """``expect`` plus: no co-signature among ``signers`` has signed anything yet (checked
        inside the write transaction; the store then records it as used)."""
        from dataclasses import replace

        from dealer_app.services.common import CoSignature

        seqs = tuple(s.seq for s in signers if isinstance(s, CoSignature))
        if not seqs:
            return expect
        return replace(expect if expect is not None else Expect(), signatures_unused=seqs)

    def _refused(
        self, user: UserRow, permission: Permission, why: str, shift_id: int | None, round_id: int | None
    ) -> None:
        self.append(
            EntryKind.PERMISSION_REFUSED,
            {"user": user.id, "permission": permission.value, "why": why},
            actor=user.id, shift_id=shift_id, round_id=round_id,
        )
