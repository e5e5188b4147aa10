"""The table count: chip set, opener and closer, fills and credits, buy-ins, drop,
win, hold and the variance against the rounds.

Everything is an entry of the audit log (see ``docs/TABLE_COUNT.md``):

* ``chip_set_set``: the house's denominations and colours (applies to shifts
  opened afterwards);
* the **opener** rides on ``shift_opened`` (``payload["opener"]``), so a shift
  is never open without it once a chip set is configured; counted by a dealer,
  confirmed by a pit boss (two people), with the previous closer at the table
  proposed and any difference recorded;
* ``tray_counted``: an hourly snapshot, or the **closer** (``stage``), the
  closer recorded by :meth:`ShiftService.close` just before ``shift_closed``;
* ``slip_requested`` → ``slip_signed`` (pit boss) → ``slip_received`` (cage):
  a fill or credit, numbered by its request entry; it moves chips when the cage
  signs; ``slip_voided`` (pit boss, reason) takes it out; ``slip_reprinted``
  (pit boss, reason) records that it was printed again (the copy says so);
* ``buy_in``: cash in for chips out at the table (the estimated drop);
* ``drop_counted``: the count room's figure for the shift (a recount supersedes,
  with a reason);
* ``variance_explained``: a pit boss's written explanation.

:meth:`CountService.view` folds them, with the shift's settled rounds, into a
:class:`CountView` (pure arithmetic in :mod:`dealer_app.table_count`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, TypeVar

from dealer_app import refusal_codes
from dealer_app.auth.roles import Permission, PermissionDenied
from dealer_app.refusal import Money
from dealer_app.refusal_codes import amount_refusal
from dealer_app.safe_input import dict_of, int_of, shown_text
from dealer_app.services.common import (
    NotFoundError,
    ServiceError,
    Session,
    Signer,
    StateError,
    check_reason,
    check_text,
)
from dealer_app.services.context import Context
from dealer_app.services.house import check_group_owned, current_currency
from dealer_app.store.entries import (
    BuyIn,
    ChipSetSet,
    DropCounted,
    Opener,
    ShiftOpened,
    SlipReceived,
    SlipReprinted,
    SlipRequested,
    SlipSigned,
    SlipVoided,
    TrayCounted,
    VarianceExplained,
)
from dealer_app.store.records import EntryKind, LogEntry, RoundStatus, ShiftRow, UserRow
from dealer_app.table_count import (
    ChipSet,
    CountError,
    JackpotPaidByUnknown,
    Movement,
    MovementKind,
    Period,
    RoundResult,
    TrayCount,
    breakdown,
    hold,
    inventory_total,
    periods,
    tray_result,
    variance,
    win,
)

__all__ = [
    "BuyInView",
    "ChipSetRecord",
    "CountService",
    "CountView",
    "DropView",
    "SignedCount",
    "SlipNotice",
    "SlipReprint",
    "SlipStatus",
    "SlipView",
]

K = EntryKind
_SLIP_KINDS = (MovementKind.FILL, MovementKind.CREDIT)
_SLIP_LATER = (K.SLIP_SIGNED, K.SLIP_RECEIVED, K.SLIP_VOIDED, K.SLIP_REPRINTED)
_COUNT_KINDS = (K.TRAY_COUNTED, K.SLIP_REQUESTED, *_SLIP_LATER, K.BUY_IN, K.DROP_COUNTED, K.VARIANCE_EXPLAINED)


class SlipStatus:
    REQUESTED = "requested"
    SIGNED = "signed"
    RECEIVED = "received"
    VOIDED = "voided"


@dataclass(frozen=True)
class ChipSetRecord:
    """The chip set in force and where it came from."""

    chip_set: ChipSet
    version: int
    """How many times a chip set was set at this table (1: the first)."""
    seq: int
    ts_us: int
    by: str
    group: str | None
    """The table group it came from (a floor's), or None: this table's own."""
    group_version: object
    table_group: str | None
    """The table group this table is in now (its chip set is set for the group)."""


@dataclass(frozen=True)
class SignedCount:
    """An opener, snapshot or closer as recorded."""

    count: TrayCount
    stage: str  # "opener", "hourly" or "closer"
    counted_by: str
    confirmed_by: str | None
    proposed: int | None = None
    """Opener only: the previous closer at this table (None: no previous count)."""

    @property
    def difference(self) -> int | None:
        """Opener − proposed (flagged when not 0)."""
        return None if self.proposed is None else self.count.total - self.proposed


@dataclass(frozen=True)
class SlipReprint:
    """A slip printed again: who signed for the copy, when, and why."""

    by: str
    at_us: int
    reason: str


@dataclass(frozen=True)
class SlipView:
    number: int  # the request entry's seq
    shift_id: int
    kind: MovementKind
    chips: Mapping[int, int]
    total: int
    requested_by: str
    requested_us: int
    signed_by: str | None = None
    signed_us: int | None = None
    received_by: str | None = None
    received_us: int | None = None
    received_seq: int | None = None
    voided_by: str | None = None
    voided_us: int | None = None
    void_reason: str = ""
    reprints: tuple[SlipReprint, ...] = ()

    @property
    def waiting(self) -> bool:
        """Still waiting for a pit boss's signature or the cage: to finish or void."""
        return self.status in (SlipStatus.REQUESTED, SlipStatus.SIGNED)

    @property
    def status(self) -> str:
        if self.voided_by is not None:
            return SlipStatus.VOIDED
        if self.received_by is not None:
            return SlipStatus.RECEIVED
        if self.signed_by is not None:
            return SlipStatus.SIGNED
        return SlipStatus.REQUESTED

    @property
    def counts(self) -> bool:
        """It moved chips: received and not voided."""
        return self.status == SlipStatus.RECEIVED


@dataclass(frozen=True)
class SlipNotice:
    """A pit boss signed or voided a slip of the shift (on a floor, at the podium): what the
    dealer's station is told."""

    seq: int
    """The signature's or the void's entry."""
    slip: SlipView
    """The slip as it stands now."""
    voided: bool
    """Voided (else signed: it waits for the cage)."""


@dataclass(frozen=True)
class BuyInView:
    seq: int
    at_us: int
    amount: int
    seat: int | None
    chips: Mapping[int, int]
    by: str


@dataclass(frozen=True)
class DropView:
    seq: int
    at_us: int
    amount: int
    by: str
    reason: str
    recounts: int  # earlier figures it supersedes
    notes: Mapping[int, int] = field(default_factory=dict)
    """The box counted by note (note → count), when it was; ``loose``: the cash counted as one amount."""
    loose: int = 0


@dataclass(frozen=True)
class CountView:
    """A shift's table count (house's side, minor units)."""

    shift: ShiftRow
    chip_set: ChipSet | None
    opener: SignedCount | None
    snapshots: tuple[SignedCount, ...]
    closer: SignedCount | None
    slips: tuple[SlipView, ...]
    buy_ins: tuple[BuyInView, ...]
    drop: DropView | None
    rounds: tuple[RoundResult, ...]
    periods: tuple[Period, ...]
    jackpot_paid_by: JackpotPaidByUnknown
    threshold: int
    explanations: tuple[tuple[str, int, str], ...]  # (who, when, text), in order

    @property
    def has_count(self) -> bool:
        return self.opener is not None

    @property
    def fills(self) -> int:
        return sum(s.total for s in self.slips if s.counts and s.kind is MovementKind.FILL)

    @property
    def credits(self) -> int:
        return sum(s.total for s in self.slips if s.counts and s.kind is MovementKind.CREDIT)

    @property
    def pending_slips(self) -> tuple[SlipView, ...]:
        return tuple(s for s in self.slips if s.status in (SlipStatus.REQUESTED, SlipStatus.SIGNED))

    @property
    def estimated_drop(self) -> int:
        return sum(b.amount for b in self.buy_ins)

    @property
    def drop_counted(self) -> bool:
        return self.drop is not None

    @property
    def drop_amount(self) -> int:
        """The counted drop, or the estimate (the recorded buy-ins) until it is in."""
        return self.drop.amount if self.drop is not None else self.estimated_drop

    @property
    def computed(self) -> int:
        """The house result the tray should show: Σ each round's tray result."""
        return sum(r.result for r in self.rounds)

    @property
    def win(self) -> int | None:
        """None until the closer is counted."""
        if self.opener is None or self.closer is None:
            return None
        return win(drop=self.drop_amount, opener=self.opener.count.total, closer=self.closer.count.total,
                   fills=self.fills, credits=self.credits)

    @property
    def hold(self) -> Fraction | None:
        """None ("—") while the drop is not counted or is 0."""
        w = self.win
        if w is None or self.drop is None:
            return None
        return hold(w, self.drop.amount)

    @property
    def variance(self) -> int | None:
        w = self.win
        return None if w is None else variance(w, self.computed)

    @property
    def drop_difference(self) -> int | None:
        """Counted drop − recorded buy-ins (None until counted): cash the table did not record."""
        return None if self.drop is None else self.drop.amount - self.estimated_drop

    @property
    def beyond_threshold(self) -> bool:
        v = self.variance
        return v is not None and abs(v) > self.threshold

    @property
    def explained(self) -> bool:
        return bool(self.explanations)

    @property
    def ready_to_sign(self) -> bool:
        """A variance beyond the threshold needs a pit boss's written explanation first."""
        return not self.beyond_threshold or self.explained

    def worst_period(self) -> Period | None:
        """The counted period with the largest variance (the first of equals), if any is not 0."""
        best: Period | None = None
        for p in self.periods:
            v = p.variance
            if v and (best is None or abs(v) > abs(best.variance or 0)):
                best = p
        return best


# the notes a count room counts, by currency (major units, largest first); others: the default
_NOTES: dict[str, tuple[int, ...]] = {
    "EUR": (500, 200, 100, 50, 20, 10, 5),
    "USD": (100, 50, 20, 10, 5, 2, 1),
    "GBP": (50, 20, 10, 5),
    "RUB": (5000, 2000, 1000, 500, 200, 100, 50, 10),
}
_NOTES_DEFAULT = (1000, 500, 200, 100, 50, 20, 10, 5)


_K = TypeVar("_K")
"""A note's value as a caller gives it (a number, or its text from a form or a file)."""


def _chips_json(counts: Mapping[int, int]) -> dict[str, int]:
    return {str(d): n for d, n in counts.items() if n}


def _chips_of(value: object) -> dict[int, int]:
    return {int_of(k): int_of(v) for k, v in dict_of(value or {}).items()}


class CountService:
    def __init__(self, ctx: Context) -> None:
        self._ctx = ctx

    # -- the chip set --------------------------------------------------------------------------
    def chip_set_entry(self) -> LogEntry | None:
        entries = self._ctx.store.entries_of_kind([K.CHIP_SET_SET])
        return entries[-1] if entries else None

    def chip_set(self) -> ChipSet | None:
        """The house's chip set (None: not configured; shifts open without counts)."""
        e = self.chip_set_entry()
        return None if e is None else ChipSet.of(e.body_as(ChipSetSet).chips)

    def set_chip_set(self, who: Signer, chips: list[Mapping[str, object]], *,
                     group: Mapping[str, object] | None = None) -> ChipSet:
        """Configure the denominations (minor units), colours and the tray's par; applies to
        shifts opened afterwards. On a floor, a table in a table group takes its group's chip set
        (``group``: the group's name, version and digest, :mod:`dealer_app.services.table_group`);
        it is not set table by table."""
        user = self._ctx.check(who, Permission.EDIT_CHIP_SET)
        check_group_owned(self._ctx, "chip set", group)
        try:
            chip_set = ChipSet.of(chips)
        except CountError as exc:
            raise ServiceError(str(exc)) from None
        stamp: dict[str, Any] = dict(group or {})
        self._ctx.write(ChipSetSet(chips=tuple(chip_set.to_json()), **stamp), actor=user.id, signed_by=(who,))
        return chip_set

    def table_group(self) -> str | None:
        """The floor's table group this table is in (its chip set comes from the group), or None."""
        return self._ctx.store.table_group()

    def chip_set_record(self) -> ChipSetRecord | None:
        """The chip set in force with who set it and when, its version (how many times it was
        set here) and its table group (None: not configured)."""
        entries = self._ctx.store.entries_of_kind([K.CHIP_SET_SET])
        if not entries:
            return None
        e = entries[-1]
        body = e.body_as(ChipSetSet)
        return ChipSetRecord(ChipSet.of(body.chips), len(entries), e.seq, e.ts_us, self._ctx.user_name(e.actor),
                             body.group, body.group_version, self._ctx.store.table_group())

    def _inventory(self, chips: Mapping[Any, object], what: str) -> tuple[ChipSet, dict[int, int]]:
        chip_set = self.chip_set()
        if chip_set is None:
            raise StateError(refusal_codes.ChipSetNotConfigured())
        try:
            return chip_set, chip_set.inventory(chips, what=what)
        except CountError as exc:
            raise ServiceError(str(exc)) from None

    # -- opener, snapshots, closer ------------------------------------------------------------------
    def proposed_opener(self, table: str) -> dict[int, int] | None:
        """The last closer counted at ``table`` (what the next opener should find)."""
        for shift in reversed(self._ctx.store.shifts()):
            if shift.table_name != table or shift.closed_seq is None:
                continue
            closers = [c for e in self._ctx.store.entries_of_kind([K.TRAY_COUNTED], shift_id=shift.id)
                       if (c := e.body_as(TrayCounted)).stage == "closer"]
            if closers:
                return _chips_of(closers[-1].chips)
        return None

    def _signatures(self, counted_by: Signer, confirmed_by: Signer | None, *, simulated: bool,
                    shift_id: int | None, need_confirmation: bool) -> tuple[int, int | None]:
        counter = self._ctx.check(counted_by, Permission.COUNT_TRAY, shift_id=shift_id)
        checker = None
        if confirmed_by is not None:
            checker = self._ctx.check(confirmed_by, Permission.SIGN_COUNT, shift_id=shift_id)
            if checker.id == counter.id:
                raise PermissionDenied(refusal_codes.CounterCannotConfirm(name=checker.name),
                                       checker.role, Permission.SIGN_COUNT)
        elif need_confirmation:
            raise ServiceError(refusal_codes.CountNeedsPitConfirmation())
        for u in (counter, checker):
            if u is not None and u.builtin != simulated:
                raise PermissionDenied(refusal_codes.SignCountSimulated(name=u.name) if simulated else refusal_codes.SignCountLive(name=u.name))
        return counter.id, (checker.id if checker is not None else None)

    def opener_payload(self, table: str, chips: Mapping[Any, object] | None, counted_by: Signer | None,
                       confirmed_by: Signer | None, *, simulated: bool) -> Opener | None:
        """What :meth:`ShiftService.open` records with the shift (None when no chip set is configured)."""
        entry = self.chip_set_entry()
        if entry is None:
            if chips is not None:
                raise StateError(refusal_codes.ChipSetNotConfiguredOpener())
            return None
        if chips is None or counted_by is None:
            raise ServiceError(refusal_codes.OpenerNotByDenomination())
        _set, counts = self._inventory(chips, "opener")
        counter, checker = self._signatures(counted_by, confirmed_by, simulated=simulated, shift_id=None,
                                            need_confirmation=True)
        proposed = self.proposed_opener(table)
        return Opener(chips=_chips_json(counts), total=inventory_total(counts), counted_by=counter,
                      confirmed_by=checker, chip_set=entry.seq,
                      proposed=None if proposed is None else inventory_total(proposed),
                      proposed_chips=None if proposed is None else _chips_json(proposed))

    def _open_shift(self, shift_id: int) -> ShiftRow:
        shift = self._ctx.store.shift(shift_id)
        if shift is None:
            raise NotFoundError(refusal_codes.ShiftNotFound(n=shift_id))
        if shift.closed_seq is not None:
            raise StateError(refusal_codes.ShiftClosed(s=shift_id))
        return shift

    def _opener_entry(self, shift: ShiftRow) -> LogEntry | None:
        e = self._ctx.store.entry(shift.opened_seq)
        return e if e is not None and e.body_as(ShiftOpened).opener is not None else None

    def count_tray(self, counted_by: Signer, shift_id: int, chips: Mapping[Any, object], *,
                   confirmed_by: Signer | None = None) -> TrayCount:
        """An hourly snapshot of the tray (one signature; a pit boss's confirmation is optional)."""
        shift = self._open_shift(shift_id)
        if self._opener_entry(shift) is None:
            raise StateError(refusal_codes.ShiftWithoutOpenerNoSnapshot(s=shift_id))
        count = self._count_payload(shift, "hourly", chips, counted_by, confirmed_by)
        e = self._ctx.write(count, actor=counted_by.user.id, shift_id=shift_id,
                            expect=self._ctx.once(None, counted_by, confirmed_by))
        return TrayCount(e.seq, count.total, e.ts_us, _chips_of(count.chips))

    def _count_payload(self, shift: ShiftRow, stage: str, chips: Mapping[Any, object], counted_by: Signer,
                       confirmed_by: Signer | None) -> TrayCounted:
        _set, counts = self._inventory(chips, stage)
        counter, checker = self._signatures(counted_by, confirmed_by, simulated=shift.simulated, shift_id=shift.id,
                                            need_confirmation=stage == "closer")
        return TrayCounted(stage=stage, chips=_chips_json(counts), total=inventory_total(counts), counted_by=counter,
                           confirmed_by=checker, **self._ctx.signatures(counted_by, confirmed_by))

    def closer_payload(self, shift: ShiftRow, chips: Mapping[Any, object] | None, counted_by: Signer | None,
                       confirmed_by: Signer | None) -> TrayCounted | None:
        """What :meth:`ShiftService.close` records before closing (None: the shift has no opener)."""
        if self._opener_entry(shift) is None:
            if chips is not None:
                raise StateError(refusal_codes.ShiftWithoutOpenerNoCloser(s=shift.id))
            return None
        if chips is None or counted_by is None:
            raise ServiceError(refusal_codes.CloserNotByDenomination())
        pending = self.pending_slips(shift.id)
        if pending:
            raise StateError(refusal_codes.SlipIncomplete(n=pending[0]))
        return self._count_payload(shift, "closer", chips, counted_by, confirmed_by)

    def pending_slips(self, shift_id: int) -> list[int]:
        """Slips requested or signed but neither received nor voided."""
        done: set[int] = set()
        requested: list[int] = []
        for e in self._ctx.store.entries_of_kind([K.SLIP_REQUESTED, K.SLIP_RECEIVED, K.SLIP_VOIDED],
                                                 shift_id=shift_id):
            if e.kind == K.SLIP_REQUESTED:
                requested.append(e.seq)
            elif e.ref is not None:
                done.add(e.ref)
        return [n for n in requested if n not in done]

    # -- fills and credits ------------------------------------------------------------------------------
    def request_slip(self, who: Signer, shift_id: int, kind: MovementKind | str,
                     chips: Mapping[Any, object], *, signed_by: Signer | None = None) -> SlipView:
        """A fill (chips from the cage) or a credit (chips back to the cage), by denomination.

        With ``signed_by`` (a pit boss's signature, its PIN already checked) the slip is asked for
        and signed together: everything is checked before either entry is written, so a refused
        signature leaves no slip waiting."""
        try:
            kind = MovementKind(kind)
        except ValueError:
            raise ServiceError(refusal_codes.SlipKindUnknown(kind=repr(kind))) from None
        if kind not in _SLIP_KINDS:
            raise ServiceError(refusal_codes.SlipKindUnknown(kind=kind.value))
        user = self._ctx.check(who, Permission.REQUEST_SLIP, shift_id=shift_id)
        shift = self._open_shift(shift_id)
        if user.builtin != shift.simulated:
            raise PermissionDenied(refusal_codes.UserMayNotActOnShift(name=user.name))
        _set, counts = self._inventory(chips, kind.value)
        total = inventory_total(counts)
        if total <= 0:
            raise ServiceError(refusal_codes.StageNoChips(stage=kind.value))
        boss = None if signed_by is None else self._signer_check(signed_by, user.id, shift_id, None)
        e = self._ctx.write(SlipRequested(kind=kind.value, chips=_chips_json(counts), total=total),
                            actor=user.id, shift_id=shift_id, signed_by=(who,))
        if signed_by is not None and boss is not None:
            self._ctx.write(SlipSigned(slip=e.seq), actor=boss.id, shift_id=shift_id, ref=e.seq,
                            signed_by=(signed_by,))
        return self.slip(e.seq)

    def _signer_check(self, pit_boss: Signer, requester: int | None, shift_id: int, number: int | None) -> UserRow:
        """The pit boss may sign for the count, is not the person who asked (for slip ``number``; None: the
        one being asked for), and acts on this kind of shift."""
        user = self._ctx.check(pit_boss, Permission.SIGN_COUNT, shift_id=shift_id)
        if user.id == requester:
            raise PermissionDenied(refusal_codes.SlipAskedBy(name=user.name, n=number) if number is not None
                                   else refusal_codes.SlipAskingBy(name=user.name), user.role,
                                   Permission.SIGN_COUNT)
        self._builtin_check(user, shift_id)
        return user

    def _slip_entries(self, number: int) -> tuple[LogEntry, list[LogEntry]]:
        req = self._ctx.store.entry(number)
        if req is None or req.kind != K.SLIP_REQUESTED:
            raise NotFoundError(refusal_codes.SlipNotFound(n=number))
        later = [e for e in self._ctx.store.entries_of_kind(_SLIP_LATER, shift_id=req.shift_id) if e.ref == number]
        return req, later

    def slip(self, number: int) -> SlipView:
        req, later = self._slip_entries(number)
        return self._slip_view(req, later)

    def _slip_view(self, req: LogEntry, later: list[LogEntry]) -> SlipView:
        p = req.body_as(SlipRequested)
        kw: dict[str, Any] = {}
        reprints: list[SlipReprint] = []
        name = self._ctx.user_name
        for e in later:
            match e.body:
                case SlipReprinted(reason=reason):
                    reprints.append(SlipReprint(name(e.actor), e.ts_us, shown_text(reason)))
                case SlipSigned():
                    kw.update(signed_by=name(e.actor), signed_us=e.ts_us)
                case SlipReceived():
                    kw.update(received_by=name(e.actor), received_us=e.ts_us, received_seq=e.seq)
                case SlipVoided(reason=reason):
                    kw.update(voided_by=name(e.actor), voided_us=e.ts_us, void_reason=shown_text(reason))
        return SlipView(req.seq, int(req.shift_id or 0), MovementKind(p.kind), _chips_of(p.chips),
                        p.total, name(req.actor), req.ts_us, reprints=tuple(reprints), **kw)

    def slip_news(self, shift_id: int, after_seq: int = 0) -> tuple[int, tuple[SlipNotice, ...]]:
        """The shift's slips a pit boss signed or voided (log position above ``after_seq``), and
        the last such position in the log: a signature only while the slip still waits for the
        cage (neither received nor voided since), a void always."""
        seen = after_seq
        decided: list[LogEntry] = []
        for e in self._ctx.store.entries_of_kind([K.SLIP_SIGNED, K.SLIP_VOIDED], shift_id=shift_id):
            seen = max(seen, e.seq)
            if e.seq > after_seq and e.ref is not None:
                decided.append(e)
        out: list[SlipNotice] = []
        for e in decided:
            slip = self.slip(int(e.ref or 0))
            voided = e.kind == K.SLIP_VOIDED
            if voided or slip.status == SlipStatus.SIGNED:
                out.append(SlipNotice(e.seq, slip, voided))
        return seen, tuple(out)

    def sign_slip(self, pit_boss: Signer, number: int) -> SlipView:
        """The pit boss's signature (not the person who asked for it)."""
        req, _later = self._slip_entries(number)
        slip = self.slip(number)
        if slip.status != SlipStatus.REQUESTED:
            raise StateError(refusal_codes.SlipNotPending(n=number, fstatus=slip.status))
        user = self._signer_check(pit_boss, req.actor, int(req.shift_id or 0), number)
        self._ctx.write(SlipSigned(slip=number), actor=user.id, shift_id=req.shift_id, ref=number,
                         signed_by=(pit_boss,))
        return self.slip(number)

    def receive_slip(self, cage: Signer, number: int) -> SlipView:
        """The cage (or its runner) signs the chips delivered: from now on they count."""
        req, _later = self._slip_entries(number)
        slip = self.slip(number)
        user = self._ctx.check(cage, Permission.RECEIVE_SLIP, shift_id=req.shift_id)
        if slip.status != SlipStatus.SIGNED:
            what = "not signed by a pit boss yet" if slip.status == SlipStatus.REQUESTED else slip.status
            raise StateError(refusal_codes.SlipNotPending(n=number, fstatus=what))
        self._builtin_check(user, int(req.shift_id or 0))
        self._open_shift(int(req.shift_id or 0))
        self._ctx.write(SlipReceived(slip=number), actor=user.id, shift_id=req.shift_id, ref=number,
                         signed_by=(cage,))
        return self.slip(number)

    def void_slip(self, pit_boss: Signer, number: int, reason: str) -> SlipView:
        """A pit boss voids a slip (mandatory reason): it no longer counts."""
        req, _later = self._slip_entries(number)
        user = self._ctx.check(pit_boss, Permission.SIGN_COUNT, shift_id=req.shift_id)
        check_reason(reason, "a void")
        slip = self.slip(number)
        if slip.status == SlipStatus.VOIDED:
            raise StateError(refusal_codes.SlipAlreadyVoided(n=number))
        self._builtin_check(user, int(req.shift_id or 0))
        self._ctx.write(SlipVoided(slip=number, reason=reason.strip(), status=slip.status),
                         actor=user.id, shift_id=req.shift_id, ref=number, signed_by=(pit_boss,))
        return self.slip(number)

    def reprint_slip(self, pit_boss: Signer, number: int, reason: str) -> SlipView:
        """A pit boss has slip ``number`` printed again (mandatory reason): the copy says it is one,
        with who signed for it, when and why. A voided slip is printed again too (it says voided)."""
        req, _later = self._slip_entries(number)
        user = self._ctx.check(pit_boss, Permission.SIGN_COUNT, shift_id=req.shift_id)
        check_reason(reason, "a reprint")
        self._builtin_check(user, int(req.shift_id or 0))
        self._ctx.write(SlipReprinted(slip=number, reason=reason.strip()), actor=user.id,
                         shift_id=req.shift_id, ref=number, signed_by=(pit_boss,))
        return self.slip(number)

    def slips(self, shift_ids: list[int] | None = None, *, waiting: bool = False) -> list[SlipView]:
        """The fill and credit slips of ``shift_ids`` (every shift: None), oldest first; with
        ``waiting`` only those still waiting for a pit boss or the cage (to finish or void)."""
        ids = [s.id for s in self._ctx.store.shifts()] if shift_ids is None else shift_ids
        out: list[SlipView] = []
        for shift_id in ids:
            requests: list[LogEntry] = []
            later: dict[int, list[LogEntry]] = {}
            for e in self._ctx.store.entries_of_kind([K.SLIP_REQUESTED, *_SLIP_LATER], shift_id=shift_id):
                if e.kind == K.SLIP_REQUESTED:
                    requests.append(e)
                elif e.ref is not None:
                    later.setdefault(e.ref, []).append(e)
            out.extend(v for v in (self._slip_view(r, later.get(r.seq, [])) for r in requests)
                       if not waiting or v.waiting)
        out.sort(key=lambda v: v.number)
        return out

    def _builtin_check(self, user: UserRow, shift_id: int) -> None:
        shift = self._ctx.store.shift(shift_id)
        if shift is not None and bool(user.builtin) != shift.simulated:
            raise PermissionDenied(refusal_codes.UserMayNotActOnShift(name=user.name))

    # -- buy-ins ---------------------------------------------------------------------------------------------
    def buy_in(self, session: Session, shift_id: int, amount: int, *, seat: int | None = None) -> BuyInView:
        """Cash in for chips out: returns the chips the dealer pays out (largest first)."""
        user = self._ctx.check(session, Permission.BUY_IN, shift_id=shift_id)
        shift = self._open_shift(shift_id)
        if shift.dealer != user.id:
            raise PermissionDenied(refusal_codes.NotShiftDealer(name=user.name, s=shift_id), user.role, Permission.BUY_IN)
        if isinstance(amount, bool) or not isinstance(amount, int) or amount <= 0:
            raise ServiceError(refusal_codes.AmountNotPositive(amount=repr(amount)))
        if (beyond := amount_refusal(amount)) is not None:
            raise ServiceError(refusal_codes.AmountUnusable(why=beyond))
        if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int) or not 1 <= seat <= 99):
            raise ServiceError(refusal_codes.SeatOutOfRange(seat=repr(seat)))
        chip_set = self.chip_set()
        chips: dict[int, int] = {}
        if chip_set is not None:
            chips, left = breakdown(amount, chip_set.values)
            if left:
                cur = current_currency(self._ctx)
                raise ServiceError(refusal_codes.CannotPayInChips(amount=Money(amount, cur), chip=Money(chip_set.values[-1], cur)))
        e = self._ctx.write(BuyIn(amount=amount, chips=_chips_json(chips), seat=seat), actor=user.id,
                            shift_id=shift_id, signed_by=(session,))
        return BuyInView(e.seq, e.ts_us, amount, seat, chips, user.name)

    # -- the drop -----------------------------------------------------------------------------------------------
    def banknotes(self) -> tuple[int, ...]:
        """The notes the count room counts the drop box in (minor units, largest first), in the
        house currency; cash in other notes or coins is entered as one amount beside them."""
        from babel.numbers import get_currency_precision

        currency = current_currency(self._ctx)
        major = _NOTES.get(currency, _NOTES_DEFAULT)
        unit: int = 10 ** int(get_currency_precision(currency))
        return tuple(v * unit for v in major)

    def drop_total(self, notes: Mapping[_K, object], loose: int = 0) -> int:
        """Σ note × count, plus the cash counted as one amount (minor units); a bad count is one line."""
        if isinstance(loose, bool) or not isinstance(loose, int) or loose < 0:
            raise ServiceError(refusal_codes.CashNotWholeNumber(x=repr(loose)))
        counts: dict[int, int] = {}
        for d, n in notes.items():
            try:
                value, count = int_of(d), n
            except (TypeError, ValueError):
                raise ServiceError(refusal_codes.NoteValueUnknown(d=repr(d))) from None
            if value <= 0:
                raise ServiceError(refusal_codes.NoteValueUnknown(d=repr(d)))
            if isinstance(count, bool) or not isinstance(count, int) or count < 0:
                raise ServiceError(refusal_codes.NoteCountInvalid(value=value, n=repr(count)))
            counts[value] = count
        total = inventory_total(counts) + loose
        if (problem := amount_refusal(total)) is not None:
            raise ServiceError(refusal_codes.AmountInvalid(why=problem))
        return total

    def enter_drop(self, count_room: Signer, shift_id: int, amount: int | None = None, *, reason: str = "",
                   notes: Mapping[_K, object] | None = None, loose: int = 0) -> DropView:
        """The count room's figure for the shift's drop box (after the shift; a recount needs a reason).

        Either ``amount``, or the box counted by ``notes`` (note → count) and ``loose`` cash, whose
        total (:meth:`drop_total`) is the figure recorded, with the count beside it."""
        counted_notes: dict[str, int] | None = None
        if notes is not None:
            total = self.drop_total(notes, loose)
            if amount is not None and amount != total:
                raise ServiceError(refusal_codes.DropNotNotesTotal(amount=amount, total=total))
            amount = total
            counted_notes = {str(int_of(d)): int(str(n)) for d, n in notes.items() if n}
        if amount is None:
            raise ServiceError(refusal_codes.DropAmountMissing())
        user = self._ctx.check(count_room, Permission.ENTER_DROP, shift_id=shift_id)
        shift = self._ctx.store.shift(shift_id)
        if shift is None:
            raise NotFoundError(refusal_codes.ShiftNotFound(n=shift_id))
        if shift.closed_seq is None:
            raise StateError(refusal_codes.ShiftStillOpen(s=shift_id))
        self._builtin_check(user, shift_id)
        if isinstance(amount, bool) or not isinstance(amount, int) or amount < 0:
            raise ServiceError(refusal_codes.AmountNotWholeNumber(amount=repr(amount)))
        if (problem := amount_refusal(amount)) is not None:
            raise ServiceError(refusal_codes.AmountInvalid(why=problem))
        reason = check_text(reason, "reason")
        earlier = self._ctx.store.entries_of_kind([K.DROP_COUNTED], shift_id=shift_id)
        if earlier and not reason.strip():
            entered = Money(earlier[-1].body_as(DropCounted).amount, current_currency(self._ctx))
            raise ServiceError(refusal_codes.DropAlreadyEntered(shift=shift_id, amount=entered))
        drop = DropCounted(amount=amount, notes=counted_notes, loose=loose if counted_notes is not None else None,
                           reason=reason.strip() or None, supersedes=earlier[-1].seq if earlier else None)
        e = self._ctx.write(drop, actor=user.id, shift_id=shift_id,
                             ref=earlier[-1].seq if earlier else None, signed_by=(count_room,))
        return DropView(e.seq, e.ts_us, amount, user.name, reason.strip(), len(earlier), _chips_of(counted_notes),
                        loose)

    # -- the variance -------------------------------------------------------------------------------------------
    def explain_variance(self, pit_boss: Signer, shift_id: int, text: str) -> CountView:
        """A pit boss's written explanation of the shift's variance (printed on the report)."""
        user = self._ctx.check(pit_boss, Permission.EXPLAIN_VARIANCE, shift_id=shift_id)
        if not text.strip():
            raise ServiceError(refusal_codes.ExplanationEmpty())
        text = check_text(text, "explanation")
        view = self.view(shift_id)
        if view.variance is None:
            raise StateError(refusal_codes.ShiftNotCountedYet(s=shift_id))
        self._builtin_check(user, shift_id)
        self._ctx.write(VarianceExplained(text=text.strip(), variance=view.variance), actor=user.id,
                         shift_id=shift_id, signed_by=(pit_boss,))
        return self.view(shift_id)

    # -- the view ---------------------------------------------------------------------------------------------------
    def view(self, shift_id: int) -> CountView:
        """The shift's count, win, hold and variance (by period when snapshots exist)."""
        ctx = self._ctx
        shift = ctx.store.shift(shift_id)
        if shift is None:
            raise NotFoundError(refusal_codes.ShiftNotFound(n=shift_id))
        settings = ctx.settings()
        paid_by = JackpotPaidByUnknown(settings.jackpot_paid_by)
        name = ctx.user_name
        opened = ctx.store.entry(shift.opened_seq)
        op = opened.body_as(ShiftOpened).opener if opened is not None else None
        chip_set: ChipSet | None = None
        opener: SignedCount | None = None
        if op is not None:
            set_entry = ctx.store.entry(op.chip_set)
            chip_set = ChipSet.of(set_entry.body_as(ChipSetSet).chips) if set_entry is not None else self.chip_set()
            opener = SignedCount(TrayCount(shift.opened_seq, op.total, shift.opened_us, _chips_of(op.chips)),
                                 "opener", name(op.counted_by),
                                 name(op.confirmed_by) if op.confirmed_by is not None else None, op.proposed)
        snapshots: list[SignedCount] = []
        closer: SignedCount | None = None
        requests: list[LogEntry] = []
        later: dict[int, list[LogEntry]] = {}
        buy_ins: list[BuyInView] = []
        drops: list[LogEntry] = []
        explanations: list[tuple[str, int, str]] = []
        movements: list[Movement] = []
        for e in ctx.store.entries_of_kind(_COUNT_KINDS, shift_id=shift_id):
            match e.body:
                case TrayCounted() as p:
                    sc = SignedCount(TrayCount(e.seq, p.total, e.ts_us, _chips_of(p.chips)), p.stage, name(p.counted_by),
                                     name(p.confirmed_by) if p.confirmed_by is not None else None)
                    if sc.stage == "closer":
                        closer = sc
                    else:
                        snapshots.append(sc)
                case SlipRequested():
                    requests.append(e)
                case SlipSigned() | SlipReceived() | SlipVoided() | SlipReprinted() if e.ref is not None:
                    later.setdefault(e.ref, []).append(e)
                case BuyIn() as p:
                    buy_ins.append(BuyInView(e.seq, e.ts_us, p.amount, p.seat, _chips_of(p.chips), name(e.actor)))
                    movements.append(Movement(e.seq, MovementKind.BUY_IN, p.amount))
                case DropCounted():
                    drops.append(e)
                case VarianceExplained(text=text):
                    explanations.append((name(e.actor), e.ts_us, shown_text(text)))
        slips = tuple(self._slip_view(r, later.get(r.seq, [])) for r in requests)
        for s in slips:
            if s.counts and s.received_seq is not None:
                movements.append(Movement(s.received_seq, s.kind, s.total))
        drop = None
        if drops:
            d = drops[-1]
            dc = d.body_as(DropCounted)
            drop = DropView(d.seq, d.ts_us, dc.amount, name(d.actor), shown_text(dc.reason or ""),
                            len(drops) - 1, _chips_of(dc.notes), dc.loose or 0)
        rounds = tuple(self._round_results(shift_id, paid_by))
        counts = [c.count for c in ([opener] if opener else []) + snapshots + ([closer] if closer else [])]
        return CountView(shift, chip_set, opener, tuple(snapshots), closer, slips, tuple(buy_ins), drop, rounds,
                         tuple(periods(counts, movements, rounds)), paid_by, settings.variance_threshold,
                         tuple(explanations))

    def _round_results(self, shift_id: int, paid_by: JackpotPaidByUnknown) -> list[RoundResult]:
        """Each settled round's tray result (voided: 0; ruled: the ruling's figure), at its settlement."""
        from dealer_app.services.read import ReadService

        rows = {r.id: r for r in self._ctx.store.rounds(shift_id)}
        out: list[RoundResult] = []
        for v in ReadService(self._ctx).rounds(shift_id):
            row = rows.get(v.id)
            if row is None or row.settled_seq is None:
                continue
            voided = v.status == RoundStatus.VOIDED
            result = 0 if voided else tray_result(v.effective_house_net, v.jackpot_shares, paid_by)
            out.append(RoundResult(row.settled_seq, v.id, v.number, result, voided or bool(v.rulings),
                                   v.settled_us or 0))
        return out
