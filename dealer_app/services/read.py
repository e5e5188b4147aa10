"""The read API for reports, the pit boss console and trainee mode.

Typed frozen records; effective figures (voids count nothing, floor rulings
replace the computed figure) always beside the computed ones.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from dealer_app.refusal_codes import RoundNotFound, ShiftNotFound
from dealer_app.safe_input import shown_text
from dealer_app.services.common import NotFoundError
from dealer_app.services.context import Context
from dealer_app.services.owed import Decision, RoundOwed, Standing, settled_owed
from dealer_app.services.rounds import stored_settlement
from dealer_app.store.entries import (
    Approved,
    DealerChanged,
    FloorRuling,
    LateCorrected,
    Refused,
    RoundStarted,
    RoundVoided,
    SettledEntry,
    ShiftClosed,
    ShiftOpened,
    StepEntry,
)
from dealer_app.store.records import Anchor, EntryKind, LogEntry, RoundRow, RoundStatus, ShiftRow
from rules.poker.record import RoundRecord, parse_round
from rules.poker.settle import BoxSettlement, Settlement
from rules.poker.steps import Step

__all__ = [
    "ApprovalRecord",
    "BoxFigures",
    "LateRecord",
    "ReadService",
    "RoundView",
    "RulingRecord",
    "ShiftView",
    "StepRecord",
    "VoidRecord",
]


@dataclass(frozen=True)
class ApprovalRecord:
    seq: int
    ts_us: int
    approved: bool  # False: a refusal
    by: int | None
    by_name: str
    reason: str
    items: tuple[Mapping[str, Any], ...]
    steps: int


@dataclass(frozen=True)
class StepRecord:
    """A step as entered: the ``n``-th of its round, who entered it, when and where."""

    seq: int
    ts_us: int
    n: int
    actor: int | None
    station: str | None
    step: Step


@dataclass(frozen=True)
class LateRecord:
    """A round played on paper and entered afterwards (a late entry)."""

    played_us: int  # when it was played, as the paper says
    entered_us: int  # when it was entered (the server's clock)
    by_name: str  # the pit boss who entered it
    note: str
    corrected_by: str = ""  # a pit boss who corrected the stated time (then ``played_us`` is the corrected one)
    correction: str = ""  # why
    stated_us: int | None = None  # the time first stated, when corrected


@dataclass(frozen=True)
class VoidRecord:
    seq: int
    ts_us: int
    by: int | None
    by_name: str
    reason: str
    misdeal: bool
    meter_delta: int = 0
    """The reversal of the round's jackpot-meter movement (a settled round voided)."""


@dataclass(frozen=True)
class RulingRecord:
    seq: int
    ts_us: int
    box: int
    net: int
    computed_net: int
    by: int | None
    by_name: str
    reason: str
    in_force: bool  # False for a ruling made before a correction that changed the round


@dataclass(frozen=True)
class BoxFigures:
    box: int
    computed_net: int
    effective_net: int  # 0 when voided; the ruling's figure when ruled
    capped: int
    ruling: RulingRecord | None
    settlement: BoxSettlement


@dataclass(frozen=True)
class RoundView:
    id: int
    shift_id: int
    number: int
    status: RoundStatus
    dealer: int
    dealer_name: str
    house_version: int
    jackpot_start: int
    jackpot_after: int | None
    jackpot_shares: int
    jackpot_contribution: int
    started_us: int
    settled_us: int | None
    steps: int
    settlement: Settlement | None  # the computed settlement (None until settled)
    round: RoundRecord | None
    """The round as recorded with its settlement (None until settled)."""
    boxes: tuple[BoxFigures, ...]
    computed_house_net: int
    effective_house_net: int
    approvals: tuple[ApprovalRecord, ...]  # approvals and refusals, in order
    void: VoidRecord | None
    rulings: tuple[RulingRecord, ...]
    simulated: bool
    late: LateRecord | None = None
    owed: RoundOwed | None = None
    """What is owed for the confirmed round (:mod:`dealer_app.services.owed`): the figures
    above are read from it. None until settled."""

    @property
    def settled(self) -> bool:
        return self.status == RoundStatus.SETTLED

    @property
    def round_json(self) -> dict[str, Any] | None:
        """:attr:`round` in its ``russian-poker-round/1`` JSON form (for export and display)."""
        return None if self.round is None else self.round.to_json()

    @property
    def differs(self) -> bool:
        return self.computed_house_net != self.effective_house_net


@dataclass(frozen=True)
class ShiftView:
    row: ShiftRow
    dealers: tuple[str, ...]  # every dealer on duty, in order
    pit_bosses: tuple[str, ...]  # everyone who approved, refused, voided, ruled or adjusted
    house_versions: tuple[int, ...]
    jackpot_at_open: int
    close_anchor: Anchor | None  # the chain head when the shift was closed
    jackpot_at_close: int | None = None  # the meter as the shift closed (None: open, or closed before it was kept)

    @property
    def id(self) -> int:
        return self.row.id

    @property
    def simulated(self) -> bool:
        return self.row.simulated


_ROUND_KINDS = [EntryKind.ROUND_STARTED, EntryKind.ROUND_SETTLED, EntryKind.APPROVED, EntryKind.REFUSED,
                EntryKind.ROUND_VOIDED, EntryKind.FLOOR_RULING, EntryKind.LATE_CORRECTED]


class ReadService:
    _SETTLED_CACHE = 50_000

    def __init__(self, ctx: Context) -> None:
        self._ctx = ctx
        self._names: dict[int, str] = {}
        self._settled: dict[tuple[int, str], Settlement] = {}
        """Typed settlements of ``round_settled`` entries read so far, by (seq, MAC): an
        entry never changes, and a different one under the same seq has another MAC."""

    def _settlement_of(self, entry: LogEntry, body: SettledEntry) -> Settlement:
        key = (entry.seq, entry.mac)
        hit = self._settled.get(key)
        if hit is None:
            if len(self._settled) >= self._SETTLED_CACHE:
                self._settled.clear()
            hit = self._settled[key] = stored_settlement(body)
        return hit

    def _name(self, uid: int | None) -> str:
        if uid is None:
            return "system"
        if uid not in self._names:
            self._names[uid] = self._ctx.user_name(uid)
        return self._names[uid]

    # -- shifts -----------------------------------------------------------------------------------
    def shifts(self) -> list[ShiftRow]:
        return self._ctx.store.shifts()

    def latest_shift(self) -> ShiftRow | None:
        shifts = self._ctx.store.shifts()
        return shifts[-1] if shifts else None

    def shift(self, shift_id: int) -> ShiftView:
        row = self._ctx.store.shift(shift_id)
        if row is None:
            raise NotFoundError(ShiftNotFound(n=shift_id))
        store = self._ctx.store
        opened = store.entry(row.opened_seq)
        opening = opened.body_as(ShiftOpened) if opened is not None else None
        dealers = [self._name(row.dealer if opening is None else opening.dealer)]
        for e in store.entries_of_kind([EntryKind.DEALER_CHANGED], shift_id=shift_id):
            name = self._name(e.body_as(DealerChanged).dealer)
            if name not in dealers:
                dealers.append(name)
        bosses: list[str] = []
        for e in store.entries_of_kind([EntryKind.APPROVED, EntryKind.REFUSED, EntryKind.ROUND_VOIDED,
                                        EntryKind.FLOOR_RULING, EntryKind.METER_ADJUSTED], shift_id=shift_id):
            name = self._name(e.actor)
            if name not in bosses:
                bosses.append(name)
        versions = sorted({r.house_version for r in store.rounds(shift_id)})
        closed = store.entry(row.closed_seq) if row.closed_seq else None
        anchor = Anchor(closed.seq, closed.seq, closed.mac) if closed is not None else None
        return ShiftView(row, tuple(dealers), tuple(bosses), tuple(versions),
                         opening.jackpot if opening is not None else 0, anchor,
                         closed.body_as(ShiftClosed).jackpot if closed is not None else None)

    # -- rounds ------------------------------------------------------------------------------------------
    def rounds(self, shift_id: int) -> list[RoundView]:
        """Every round of the shift, in order, with computed and effective figures."""
        store = self._ctx.store
        shift = store.shift(shift_id)
        if shift is None:
            raise NotFoundError(ShiftNotFound(n=shift_id))
        by_round: dict[int, list[LogEntry]] = defaultdict(list)
        for e in store.entries_of_kind(_ROUND_KINDS, shift_id=shift_id):
            if e.round_id is not None:
                by_round[e.round_id].append(e)
        return [self._view(r, by_round.get(r.id, []), shift.simulated) for r in store.rounds(shift_id)]

    def round(self, round_id: int) -> RoundView:
        store = self._ctx.store
        row = store.round(round_id)
        if row is None:
            raise NotFoundError(RoundNotFound(n=round_id))
        shift = store.shift(row.shift_id)
        entries = [e for e in store.round_entries(round_id) if e.kind in _ROUND_KINDS]
        return self._view(row, entries, bool(shift and shift.simulated))

    def _view(self, row: RoundRow, entries: list[LogEntry], simulated: bool) -> RoundView:
        started = next((e for e in entries if e.kind == EntryKind.ROUND_STARTED), None)
        settled = next((e for e in entries if e.kind == EntryKind.ROUND_SETTLED), None)
        voided = next((e for e in entries if e.kind == EntryKind.ROUND_VOIDED), None)
        approvals = tuple(
            ApprovalRecord(e.seq, e.ts_us, isinstance(a, Approved), e.actor, self._name(e.actor),
                           shown_text(a.reason or ""), a.items, a.steps)
            for e in entries if isinstance(a := e.body, Approved | Refused)
        )
        sp = settled.body_as(SettledEntry) if settled is not None else None
        in_force_before = set(sp.rulings if sp is not None else ())
        rulings = tuple(
            RulingRecord(e.seq, e.ts_us, r.box, r.net, r.computed_net, e.actor, self._name(e.actor),
                         shown_text(r.reason), r.stage == "after_settlement" or e.seq in in_force_before)
            for e in entries if isinstance(r := e.body, FloorRuling)
        )
        void = None
        if voided is not None:
            v = voided.body_as(RoundVoided)
            void = VoidRecord(voided.seq, voided.ts_us, voided.actor, self._name(voided.actor),
                              shown_text(v.reason), v.misdeal, v.meter_delta or 0)
        settlement = self._settlement_of(settled, sp) if settled is not None and sp is not None else None
        boxes: list[BoxFigures] = []
        computed_total = effective_total = 0
        owed = None
        if settlement is not None:
            owed = self.owed_of(settlement, rulings, void)
            ruling_of = {r.box: r for r in rulings if r.in_force}  # the latest ruling on a box stands
            for b, o in zip(settlement.boxes, owed.boxes, strict=True):
                boxes.append(BoxFigures(b.box, o.computed_net, o.counts, o.capped, ruling_of.get(b.box), b))
            computed_total, effective_total = owed.house_computed, owed.house_counts
        return RoundView(
            id=row.id, shift_id=row.shift_id, number=row.number, status=row.status, dealer=row.dealer,
            dealer_name=self._name(row.dealer), house_version=row.house_version,
            jackpot_start=sp.jackpot_start if sp is not None else row.jackpot_start,  # the meter the settlement paid from
            jackpot_after=settlement.jackpot_after if settlement is not None else None,
            jackpot_shares=sp.jackpot_shares if sp is not None else 0,
            jackpot_contribution=sp.jackpot_contribution if sp is not None else 0,
            started_us=started.ts_us if started else 0, settled_us=settled.ts_us if settled else None,
            steps=row.steps, settlement=settlement, round=_recorded_round(sp), boxes=tuple(boxes),
            computed_house_net=computed_total, effective_house_net=effective_total, approvals=approvals,
            void=void, rulings=rulings, simulated=simulated, late=self._late(started, entries), owed=owed,
        )

    @staticmethod
    def owed_of(settlement: Settlement, rulings: Sequence[RulingRecord], void: VoidRecord | None) -> RoundOwed:
        """The record of what is owed for a confirmed round (:func:`settled_owed`): the rulings
        in force (those it was confirmed with and those made after settlement; for a voided
        round, those made before the void) and its void."""
        last = void.seq if void is not None else None
        return settled_owed(
            settlement,
            [(r.box, r.net, Decision(Standing.RULED, r.by_name, r.reason, r.seq)) for r in rulings
             if r.in_force and (last is None or r.seq < last)],
            void=None if void is None else Decision(Standing.VOIDED, void.by_name, void.reason, void.seq))

    def _late(self, started: LogEntry | None, entries: Sequence[LogEntry] = ()) -> LateRecord | None:
        """The late-entry record of a paper round entered afterwards (None for a live round), with
        the latest correction of its stated time, if any."""
        if started is None or (late := started.body_as(RoundStarted).late) is None:
            return None
        record = LateRecord(int(late["played_at_us"]), started.ts_us, self._name(started.actor),
                            shown_text(late.get("note", "")))
        fixes = [e for e in entries if e.kind == EntryKind.LATE_CORRECTED and e.ref == started.seq]
        if not fixes:
            return record
        last = fixes[-1]
        fix = last.body_as(LateCorrected)
        return replace(record, played_us=fix.played_at_us, corrected_by=self._name(last.actor),
                       correction=fix.reason, stated_us=record.played_us)

    def round_row(self, round_id: int) -> RoundRow:
        """The round's row as stored (its status, number, shift, house-rules version)."""
        row = self._ctx.store.round(round_id)
        if row is None:
            raise NotFoundError(RoundNotFound(n=round_id))
        return row

    def round_rows(self, shift_id: int) -> list[RoundRow]:
        """The shift's rounds as stored, in order."""
        return self._ctx.store.rounds(shift_id)

    def step_entries(self, round_id: int) -> list[StepRecord]:
        """The round's steps as entered (who entered each step, when, where), in order."""
        out = []
        for e in self._ctx.store.round_entries(round_id):
            if e.kind == EntryKind.STEP:
                body = e.body_as(StepEntry)
                out.append(StepRecord(e.seq, e.ts_us, body.n, e.actor, e.station, body.typed_step))
        return out

    def preparers(self, round_id: int) -> list[int]:
        """Who prepared the round: its dealer, then everyone who entered a step, in order."""
        row = self.round_row(round_id)
        people = [row.dealer]
        for e in self._ctx.store.round_entries(round_id):
            if e.kind != EntryKind.STEP:
                continue
            if e.actor is not None and e.actor not in people:
                people.append(e.actor)
        return people

    def entry_time(self, seq: int) -> int | None:
        """When log entry ``seq`` was written (microseconds), if it exists."""
        e = self._ctx.store.entry(seq)
        return e.ts_us if e is not None else None

    # -- the log ------------------------------------------------------------------------------------------
    def anchor(self) -> Anchor:
        return self._ctx.store.anchor()

    def log(self, *, shift_id: int | None = None, kinds: list[EntryKind] | None = None) -> list[LogEntry]:
        """Log entries (e.g. for a pit boss's log view), oldest first."""
        if kinds is None:
            kinds = list(EntryKind)
        return self._ctx.store.entries_of_kind(kinds, shift_id=shift_id)

    def user_name(self, user_id: int | None) -> str:
        return self._name(user_id)


def _recorded_round(settled: SettledEntry | None) -> RoundRecord | None:
    """The round a settlement recorded, typed (fields that cannot be read are marked damaged
    in the record, as :func:`rules.poker.record.parse_round` does)."""
    if settled is None:
        return None
    record, _problems = parse_round(settled.round)
    return record
