"""Shifts: open, dealer change, close (with the integrity check)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from dealer_app import refusal_codes
from dealer_app.auth.roles import Permission, PermissionDenied, allowed
from dealer_app.services.common import (
    NotFoundError,
    ServiceError,
    Session,
    Signer,
    StateError,
    check_script,
    gaming_day_of,
)
from dealer_app.services.context import Context
from dealer_app.services.count import CountService
from dealer_app.services.house import DEFAULT_PROFILE, HouseRulesService
from dealer_app.store.entries import (
    DealerChanged,
    IntegrityCheck,
    LeaseTakenOver,
    ShiftClosed,
    ShiftOpened,
)
from dealer_app.store.records import EntryKind, Expect, NewEntry, RoundStatus, ShiftRow
from dealer_app.store.refusals import held_by

__all__ = ["ShiftService"]


class ShiftService:
    def __init__(self, ctx: Context, house: HouseRulesService, count: CountService | None = None) -> None:
        self._ctx = ctx
        self._house = house
        self._count = count or CountService(ctx)

    def get(self, shift_id: int) -> ShiftRow:
        s = self._ctx.store.shift(shift_id)
        if s is None:
            raise NotFoundError(refusal_codes.ShiftNotFound(n=shift_id))
        return s

    def all_shifts(self) -> list[ShiftRow]:
        """Every shift in the log, oldest first."""
        return self._ctx.store.shifts()

    def open_shifts(self, table: str | None = None) -> list[ShiftRow]:
        return [s for s in self._ctx.store.shifts() if s.closed_seq is None and (table is None or s.table_name == table)]

    def latest(self) -> ShiftRow | None:
        shifts = self._ctx.store.shifts()
        return shifts[-1] if shifts else None

    def open(self, session: Session, table: str, *, profile: str = DEFAULT_PROFILE, dealer_id: int | None = None,
             simulated: bool = False, opener: Mapping[Any, object] | None = None,
             counted_by: Signer | None = None, confirmed_by: Signer | None = None) -> ShiftRow:
        """Open a shift at ``table``. A dealer opens their own; a pit boss names the dealer.

        Once a chip set is configured the shift opens with its ``opener`` (chips by
        denomination), counted by ``counted_by`` (default: ``session``) and confirmed by a
        pit boss ``confirmed_by`` (another person); see :class:`CountService`."""
        ctx = self._ctx
        user = ctx.check(session, Permission.OPEN_SHIFT)
        table = table.strip()
        if not table or len(table) > 64:
            raise ServiceError(refusal_codes.TableNameInvalid())
        check_script(table, "table")
        lease = ctx.hold_table(table)  # HeldElsewhereError: another live station deals this table
        if self.open_shifts(table):
            raise StateError(refusal_codes.TableShiftOpen(table=table, s=self.open_shifts(table)[0].id))
        if dealer_id is None:
            if not allowed(user.role, Permission.DEAL):
                raise ServiceError(refusal_codes.DealerNotNamed())
            dealer = user
        else:
            dealer = ctx.user(dealer_id)
        self._check_dealer(dealer.id, simulated)
        if user.builtin != simulated:
            raise PermissionDenied(refusal_codes.SimulatedShiftByPerson())
        house = self._house.current(profile)
        count = self._count.opener_payload(table, opener, counted_by or session, confirmed_by, simulated=simulated)
        now = ctx.clock()
        opening = ShiftOpened(
            table=table, profile=profile, dealer=dealer.id, simulated=simulated,
            gaming_day=gaming_day_of(now, ctx.settings().gaming_day_start), house_version=house.version,
            jackpot=ctx.store.meter(simulated=simulated), opener=count)
        signers = (session, counted_by or session, confirmed_by) if count is not None else (session,)
        e = ctx.write(opening, actor=user.id, expect=Expect(lease=lease, table_free=table), signed_by=signers)
        return self.get(int(e.shift_id or 0))

    def hold(self, shift_id: int) -> None:
        """Hold the shift's table for this station (resuming after a restart of this
        station); raises :class:`~dealer_app.store.errors.HeldElsewhereError` when
        another live station holds it."""
        self._ctx.table_lease(self.get(shift_id).table_name)

    def take_over(self, pit_boss: Signer, shift_id: int) -> ShiftRow:
        """A pit boss takes the shift's table over from a station that no longer
        answers (a stale hold). Never from a live one. Recorded in the log."""
        user = self._ctx.check(pit_boss, Permission.VOID, shift_id=shift_id)
        shift = self._require_open(shift_id)
        self._take_over(user.id, shift.table_name, shift_id)
        return shift

    def take_over_table(self, pit_boss: Signer, table: str) -> None:
        """The same for a table with no open shift (a station that died between shifts):
        the pit boss's PIN first, then the hold, recorded in the log."""
        user = self._ctx.check(pit_boss, Permission.VOID)
        self._take_over(user.id, table, None)

    def _take_over(self, user_id: int, table: str, shift_id: int | None) -> None:
        from dealer_app.store.errors import HeldElsewhereError

        before = self._ctx.store.lease(f"table:{table}")
        if before is not None and before.holder != self._ctx.holder and self._ctx.store.lease_is_live(before):
            raise HeldElsewhereError(refusal_codes.TableHeldLive(table=table, holder=held_by(before)), before)
        self._ctx.hold_table(table, take_over=True)
        self._ctx.write(LeaseTakenOver(table=table, from_=None if before is None else {
            "station": before.holder.station, "host": before.holder.host, "pid": before.holder.pid,
            "since_us": before.since_us}), actor=user_id, shift_id=shift_id)

    def _check_dealer(self, dealer_id: int, simulated: bool) -> None:
        dealer = self._ctx.user(dealer_id)
        if dealer.disabled:
            raise ServiceError(refusal_codes.DealerDisabled(name=dealer.name))
        if not allowed(dealer.role, Permission.DEAL):
            raise PermissionDenied(refusal_codes.DealerRoleMayNotDeal(name=dealer.name, role=dealer.role),
                                   dealer.role, Permission.DEAL)
        if dealer.builtin != simulated:
            raise PermissionDenied(refusal_codes.DealSimulated(name=dealer.name) if simulated else refusal_codes.DealLive(name=dealer.name))

    def change_dealer(self, session: Session, shift_id: int, dealer_id: int | None = None) -> ShiftRow:
        """Hand the table to another dealer without closing the shift (between rounds).
        The new dealer signs in and calls this, or a pit boss names them."""
        user = self._ctx.check(session, Permission.CHANGE_DEALER, shift_id=shift_id)
        shift = self._require_open(shift_id)
        new = dealer_id if dealer_id is not None else user.id
        self._check_dealer(new, shift.simulated)
        if self._ctx.store.rounds(shift_id, status=RoundStatus.OPEN):
            raise StateError(refusal_codes.DealerChangeMidRound())
        if new == shift.dealer:
            return shift
        lease = self._ctx.table_lease(shift.table_name)
        self._ctx.write(DealerChanged(dealer=new, previous=shift.dealer), actor=user.id,
                        shift_id=shift_id, expect=Expect(lease=lease, shift_id=shift_id, shift_open=True,
                                                         no_open_round=True))
        return self.get(shift_id)

    def _require_open(self, shift_id: int) -> ShiftRow:
        shift = self.get(shift_id)
        if shift.closed_seq is not None:
            raise StateError(refusal_codes.ShiftClosed(s=shift_id))
        return shift

    def close(self, session: Session, shift_id: int, *, closer: Mapping[Any, object] | None = None,
              counted_by: Signer | None = None, confirmed_by: Signer | None = None) -> ShiftRow:
        """Close the shift: refused while a round is unfinished; runs the integrity
        check of the log and records its result and the audit anchor. A shift opened
        with an opener closes with its ``closer``, signed as the opener was."""
        from dealer_app.audit.checkpoints import checkpoint_payload
        from dealer_app.audit.verify import check_chain

        user = self._ctx.check(session, Permission.CLOSE_SHIFT, shift_id=shift_id)
        shift = self._require_open(shift_id)
        unfinished = self._ctx.store.rounds(shift_id, status=RoundStatus.OPEN)
        if unfinished:
            raise StateError(refusal_codes.RoundUnfinished(n=unfinished[0].number, s=shift_id))
        lease = self._ctx.table_lease(shift.table_name)
        count = self._count.closer_payload(shift, closer, counted_by or session, confirmed_by)
        problems, first, last = check_chain(self._ctx.store)
        if problems:
            self._ctx.write(IntegrityCheck(ok=False, from_=first, to=last, problems=tuple(problems[:20])),
                            actor=user.id, shift_id=shift_id)
            raise StateError(refusal_codes.IntegrityCheckFailed(audit=problems[0]))
        verified = self._ctx.store.entry(last) if last >= first else None
        if verified is not None:  # the next start-up checks only what comes after
            self._ctx.store.set_checkpoint(last, verified.mac)
        self._ctx.store.check_file()  # the whole file, at most daily: start-up checks what changed
        self._ctx.write(IntegrityCheck(ok=True, from_=first, to=last), actor=user.id, shift_id=shift_id)
        closing = [NewEntry.of(ShiftClosed(rounds=shift.rounds, jackpot=self._ctx.store.meter(simulated=shift.simulated)),
                               user.id, self._ctx.station, shift_id)]
        if count is not None:  # the closer and the close in one transaction
            closing.insert(0, NewEntry.of(count, count.counted_by, self._ctx.station, shift_id))
        once = (counted_by or session, confirmed_by) if count is not None else ()
        self._ctx.append_many(closing, expect=self._ctx.once(Expect(lease=lease, shift_id=shift_id, shift_open=True,
                                                                    no_open_round=True), *once))
        # the signed checkpoint `audit verify --since-checkpoint` starts from (the table's lease still held)
        self._ctx.append(EntryKind.CHECKPOINT, checkpoint_payload(self._ctx.store), actor=user.id, shift_id=shift_id,
                         expect=Expect(lease=lease))
        self._ctx.release_table(shift.table_name)
        return self.get(shift_id)
