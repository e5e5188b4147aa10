"""Rounds as events: every step is committed before it is acknowledged; the
round's state is the replay of its steps through the engine.

A round is *open* while steps are entered (and after a crash: resumable),
then *settled* (confirmed, with its settlement, the house-rules version and
the meter movement) or *voided* (a misdeal, by a pit boss). Approvals,
refusals, voids and floor rulings are new entries pointing at the round.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from contextlib import suppress
from dataclasses import dataclass, replace
from functools import cached_property
from typing import TYPE_CHECKING, Any

import msgspec

from dealer_app import refusal_codes
from dealer_app.audit.settlement_checks import (
    ApprovalItem,
    ApprovalKind,
    is_complete,
    jackpot_movement,
    required_approvals,
    settlement_digest,
    stored_settlement,
)
from dealer_app.audit.two_person import at_stake, settled_stake
from dealer_app.auth.roles import Permission, PermissionDenied
from dealer_app.refusal import Money, refusal_of
from dealer_app.refusal_codes import amount_refusal
from dealer_app.services.common import (
    NotFoundError,
    RefusalDetail,
    ServiceError,
    Session,
    Signer,
    StateError,
    check_reason,
    check_text,
)
from dealer_app.services.context import Context
from dealer_app.services.house import HouseRulesService
from dealer_app.services.owed import BoxOwed, RoundOwed, VoidNotice, state_early, state_owed
from dealer_app.store.entries import (
    Approved,
    FloorRuling,
    LateCorrected,
    Refused,
    RoundStarted,
    RoundVoided,
    SettledEntry,
    StepEntry,
)
from dealer_app.store.errors import JackpotQueuedError, StaleStateError, StoreError
from dealer_app.store.records import (
    EntryKind,
    Expect,
    JackpotQueue,
    LogEntry,
    MeterHit,
    NewEntry,
    RoundRow,
    RoundStatus,
    played_in_time,
)
from rules.poker.settle import Settlement

if TYPE_CHECKING:
    from dealer_app.store.records import Lease
    from rules.poker import HouseRules, RoundState
    from rules.poker.steps import Step

__all__ = [
    "ApprovalItem",
    "ApprovalKind",
    "ApprovalState",
    "JackpotQueued",
    "LateEntry",
    "LiveRound",
    "MeterHit",
    "MeterWouldGoNegative",
    "ReplayError",
    "RoundService",
    "export_line",
    "is_complete",
    "jackpot_movement",
    "paper_sheet",
    "required_approvals",
    "settlement_digest",
    "stored_settlement",
]


class ReplayError(StateError):
    """A stored round cannot be replayed through the engine (engine or data changed)."""


class JackpotQueued(StateError):
    """Another table's older hit holds the linked jackpot meter (waiting for its approval or
    its settlement): this round's hit is queued and waits its turn. Nothing was recorded."""


class MeterWouldGoNegative(StateError):
    """Settling (jackpot shares) or voiding (undoing contributions) would take the
    jackpot meter below 0: a pit boss adjusts the meter first (signed), or rules."""


@dataclass(frozen=True)
class ApprovalState:
    """Where a complete round stands with its co-signatures (at its current entries:
    an approval, refusal or floor ruling covers the round exactly as it stood, its
    step count and settlement digest)."""

    required: tuple[ApprovalItem, ...]
    approved_seq: int | None  # the approval in force for the current entries, if any
    refused: tuple[LogEntry, ...]  # every refusal of the current entries, in order
    ruled_boxes: frozenset[int]  # boxes with a floor ruling on the current entries
    outstanding_refusal: LogEntry | None = None
    """The latest refusal of the current entries not answered since (by an approval or a
    floor ruling): the round is back with the dealer for correction."""
    rulings: tuple[LogEntry, ...] = ()
    """Every floor ruling on the current entries, in order (a later one on a box replaces an
    earlier one)."""
    approval_actor: int | None = None
    """Who signed the approval in force."""
    jackpot_base: int | None = None
    """The linked meter the approval pays the round's jackpot shares from (the meter as it
    stood at the approval), when it names one; the round settles from it."""

    @property
    def satisfied(self) -> bool:
        """The dealer may confirm."""
        if self.outstanding_refusal is not None:
            return False
        if not self.required or self.approved_seq is not None:
            return True
        return all(item.box in self.ruled_boxes for item in self.required)

    @property
    def pending(self) -> bool:
        """Waiting for a pit boss to approve (not refused)."""
        return not self.satisfied and self.outstanding_refusal is None


@dataclass(frozen=True)
class LiveRound:
    """A round being dealt (immutable snapshot; each step gives a new one)."""

    round_id: int
    shift_id: int
    number: int
    dealer: int
    house_version: int
    house: HouseRules
    jackpot_start: int
    state: RoundState
    steps: int  # acknowledged (committed) steps
    last_seq: int
    sim_seed: int | None = None
    sim_knobs: Mapping[str, int] | None = None
    """A simulated round's generator knobs, when not the defaults (recorded to resume it)."""

    @property
    def complete(self) -> bool:
        return is_complete(self.state)

    @cached_property
    def result(self) -> Settlement | None:
        """The engine's :class:`rules.poker.Settlement` once every entry is in, else ``None``."""
        return self.state.settlement() if self.complete else None

    @cached_property
    def _settlement_json(self) -> Mapping[str, Any] | None:
        return None if self.result is None else self.result.to_json()

    def settlement(self) -> Mapping[str, Any] | None:
        """The engine's settlement (``russian-poker-settlement/1``) once every entry is in, else ``None``."""
        return self._settlement_json

    def round_json(self) -> dict[str, Any]:
        """The round in ``russian-poker-round/1`` form with its complete house rules and
        the meter at its start (what ``settle_round`` re-settles)."""
        return dict(self.state.to_round_json())


@dataclass(frozen=True)
class LateEntry:
    """A round played on paper while the station or the floor server was down, entered
    afterwards by a pit boss: when it was played (as the paper says), who dealt it (None:
    the shift's dealer) and the paper's reference."""

    played_at_us: int
    dealer: str | None = None
    note: str = ""


def paper_sheet(played_at_us: int, steps: Sequence[Step]) -> str:
    """A paper round's identity: its time and its steps (the same sheet entered twice is the
    same round). Recorded with the late entry, so that a file entered again enters only what
    is missing."""
    import hashlib

    from dealer_app.store.records import canonical_json

    text = canonical_json({"played_at_us": played_at_us, "steps": [s.to_json() for s in steps]})
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


LATE_PAST_US = 7 * 24 * 3600 * 1_000_000
"""How far back a late entry may say it was played (a week: paper from an earlier outage is a mistake)."""


def _claims(live: LiveRound) -> bool:
    """The complete round claims a jackpot share (a hit)."""
    result = live.result
    return result is not None and any(b.jackpot_claim for b in result.boxes)


def _at_meter(live: LiveRound, base: int | None) -> LiveRound:
    """``live`` with its jackpot shares worked out from the meter at ``base`` (the linked
    meter an approval pays them from) instead of the meter at the round's start."""
    from rules.poker import RoundState

    if base is None or base == live.state.jackpot:
        return live
    return replace(live, state=RoundState.replay(live.house, live.state.steps, base))


def export_line(round_id: int, round_json: Mapping[str, object]) -> dict[str, Any]:
    """The FORMATS.md export line of a settled round (``id`` first for readability)."""
    line: dict[str, Any] = {"id": str(round_id)}
    line.update((k, v) for k, v in round_json.items() if k != "id")
    return line


class RoundService:
    def __init__(self, ctx: Context, house: HouseRulesService) -> None:
        self._ctx = ctx
        self._house = house
        self._live: dict[int, LiveRound] = {}

    # -- helpers ------------------------------------------------------------------------------
    def _row(self, round_id: int) -> RoundRow:
        row = self._ctx.store.round(round_id)
        if row is None:
            raise NotFoundError(refusal_codes.RoundNotFound(n=round_id))
        return row

    def _lease(self, shift_id: int) -> Lease:
        """This station's hold on the shift's table (HeldElsewhereError when another live station has it)."""
        shift = self._ctx.store.shift(shift_id)
        if shift is None:
            raise NotFoundError(refusal_codes.ShiftNotFound(n=shift_id))
        return self._ctx.table_lease(shift.table_name)

    def _expect_round(self, live: LiveRound, *, lease: bool) -> Expect:
        """The round exactly as this station last saw it (status open, its step count)."""
        return Expect(lease=self._lease(live.shift_id) if lease else None, round_id=live.round_id,
                      round_status=RoundStatus.OPEN.value, round_steps=live.steps)

    def _meter(self, shift_id: int) -> int:
        """The meter this shift's rounds move (a simulated shift: the simulated meter)."""
        shift = self._ctx.store.shift(shift_id)
        return self._ctx.store.meter(simulated=bool(shift and shift.simulated))

    @staticmethod
    def _signed(expect: Expect, who: Signer) -> Expect:
        """``expect`` plus: the co-signature has not signed anything yet (a co-signature signs once)."""
        from dataclasses import replace as _replace

        from dealer_app.services.common import CoSignature

        return _replace(expect, signature_unused=who.seq) if isinstance(who, CoSignature) else expect

    def _append_guarded(self, round_id: int, entries: list[NewEntry], expect: Expect) -> list[LogEntry]:
        """Append after re-checking ``expect``; when the round changed meanwhile the cached
        copy is dropped (the next call replays it from the store) and the error is raised."""
        try:
            return self._ctx.append_many(entries, expect=expect)
        except StaleStateError:
            self._live.pop(round_id, None)
            raise

    def _dealer_check(self, session: Session, shift_id: int, round_id: int | None = None) -> None:
        shift = self._ctx.dealer_check(session, shift_id, round_id)
        self._ctx.table_lease(shift.table_name)  # HeldElsewhereError: another live station deals this table

    def _preparers(self, round_id: int, row: RoundRow) -> set[int]:
        people = {row.dealer}
        people.update(e.actor for e in self._ctx.store.entries_of_kind([EntryKind.STEP], round_id=round_id)
                      if e.actor is not None)
        return people

    def _supervisor_check(self, who: Signer, permission: Permission, row: RoundRow) -> None:
        user = self._ctx.check(who, permission, shift_id=row.shift_id, round_id=row.id)
        if user.id in self._preparers(row.id, row):
            raise PermissionDenied(refusal_codes.PreparerCannotAct(name=user.name, n=row.number),
                                   user.role, permission)

    # -- dealing ------------------------------------------------------------------------------
    def start(self, session: Session, shift_id: int, *, sim_seed: int | None = None,
              sim_knobs: Mapping[str, int] | None = None) -> LiveRound:
        """Start the next round of the shift with the house rules and meter in force now.
        ``sim_seed``/``sim_knobs``: the simulator records how it generates the round."""
        from dealer_app.services.players import PlayerService
        from rules.poker import RoundState

        self._dealer_check(session, shift_id)
        if self._ctx.store.rounds(shift_id, status=RoundStatus.OPEN):
            raise StateError(refusal_codes.RoundAlreadyInProgress())
        shift = self._ctx.store.shift(shift_id)
        assert shift is not None
        # a floor: players who sat down at another table since are seen off here, not rated on
        PlayerService(self._ctx).see_off_moved(session, shift_id)
        house = self._house.current(shift.profile)
        jackpot = self._ctx.store.meter(simulated=shift.simulated)
        e = self._ctx.write(RoundStarted(dealer=session.user.id, house_version=house.version, jackpot_start=jackpot,
                                         sim_seed=sim_seed, sim_knobs=dict(sim_knobs) if sim_knobs else None),
                            actor=session.user.id, shift_id=shift_id,
                            expect=Expect(lease=self._lease(shift_id), shift_id=shift_id, shift_open=True,
                                          no_open_round=True))
        live = LiveRound(int(e.round_id or 0), shift_id, _number(e), session.user.id, house.version,
                         house.rules, jackpot, RoundState.new(house.rules, jackpot=jackpot), 0, e.seq, sim_seed,
                         dict(sim_knobs) if sim_knobs else None)
        self._live[live.round_id] = live
        return live

    def apply(self, session: Session, round_id: int, step: Step) -> LiveRound:
        """Check ``step`` with the engine, commit it, and only then return the new
        state (the acknowledgement). A refused step raises the engine's
        ``StepRefused`` and nothing is recorded; a store error leaves the round
        as it was (in memory and on disk) so the same step can be retried."""
        from rules.poker import Place, Problem, ProblemCode, StepRefused, step_from_json

        live = self.live(round_id)
        self._dealer_check(session, live.shift_id, round_id)
        try:
            step_json = step.to_json()
        except (AttributeError, TypeError, ValueError):
            live.state.apply(step)  # raises the engine's StepRefused ("... is not a step")
            raise
        # the state is derived from the step exactly as it is stored (what a replay sees)
        stored = step_from_json(step_json)  # StepFormatError (a StepRefused)
        if stored != step:
            live.state.apply(step)  # the engine names what is wrong with the step as given
            raise StepRefused([Problem.of(Place.ROUND, "step", ProblemCode.STEP_NOT_READ_BACK, value=repr(step))])
        new_state = live.state.apply(stored)  # StepRefused: never reaches the store
        n = live.steps + 1
        e = self._append_guarded(round_id, [NewEntry.of(
            StepEntry(n=n, step=step_json), session.user.id, self._ctx.station, live.shift_id,
            round_id)], self._expect_round(live, lease=True))[0]
        was_hit = _claims(live)
        live = replace(live, state=new_state, steps=n, last_seq=e.seq)
        self._live[round_id] = live
        if (was_hit or _claims(live)) and live.sim_seed is None:  # a hit joins its linked meter's queue (a
            with suppress(StoreError):  # correction may withdraw it); the step is committed whatever happens
                self._ctx.store.jackpot_queue(round_id, claim=_claims(live))  # here: the next read registers it
        return live

    def live(self, round_id: int) -> LiveRound:
        """The round in progress (replayed from the store after a restart)."""
        cached = self._live.get(round_id)
        if cached is not None:
            return cached
        row = self._row(round_id)
        if row.status != RoundStatus.OPEN:
            raise StateError(refusal_codes.RoundNotOpen(n=row.number, s=row.shift_id, status=row.status))
        live = self._replay(row)
        self._live[round_id] = live
        return live

    def catch_up(self, row: RoundRow) -> None:
        """Forget this service's copy of ``row``'s round when the store has moved it on
        (another station dealt a step: a pit podium reading the tables it supervises)."""
        cached = self._live.get(row.id)
        if cached is not None and cached.steps != row.steps:
            del self._live[row.id]

    def in_progress(self, shift_id: int) -> LiveRound | None:
        """The shift's unfinished round, if any, exactly where it was left."""
        rows = self._ctx.store.rounds(shift_id, status=RoundStatus.OPEN)
        return self.live(rows[-1].id) if rows else None

    def unfinished(self) -> list[RoundRow]:
        return self._ctx.store.rounds(status=RoundStatus.OPEN)

    def _replay(self, row: RoundRow) -> LiveRound:
        from rules.poker import RoundState, StepRefused

        house = self._house.get(row.house_version)
        state = RoundState.new(house.rules, jackpot=row.jackpot_start)
        entries = self._ctx.store.round_entries(row.id)
        started = next((e for e in entries if e.kind == EntryKind.ROUND_STARTED), None)
        n = 0
        last = row.started_seq
        for e in entries:
            if e.kind != EntryKind.STEP:
                continue
            n += 1
            try:
                state = state.apply(e.body_as(StepEntry).typed_step)
            except (StepRefused, KeyError, TypeError, ValueError) as exc:
                raise ReplayError(refusal_codes.StepNotReplayable(r=row.id, n=n, seq=e.seq, why=RefusalDetail.of_exception(exc, currency=house.rules.currency)),
                                  detail=RefusalDetail.of_exception(exc, currency=house.rules.currency)) from None
            last = e.seq
        head = started.body_as(RoundStarted) if started is not None else None
        sim_seed = head.sim_seed if head is not None else None
        sim_knobs = head.sim_knobs if head is not None else None
        return LiveRound(row.id, row.shift_id, row.number, row.dealer, row.house_version, house.rules,
                         row.jackpot_start, state, n, last, sim_seed, sim_knobs)

    def steps(self, round_id: int) -> list[Mapping[str, Any]]:
        """The recorded steps of a round, in order (their JSON form)."""
        return [e.body_as(StepEntry).step for e in self._ctx.store.entries_of_kind([EntryKind.STEP], round_id=round_id)]

    # -- approvals ----------------------------------------------------------------------------------
    def approval_state(self, round_id: int) -> ApprovalState:
        return self._current(round_id)[1]

    def _current(self, round_id: int) -> tuple[LiveRound, ApprovalState]:
        """The round as it settles now (its jackpot shares re-based on the meter an approval
        pays them from, when one names it) and where it stands with its co-signatures."""
        live = self.live(round_id)
        if live.result is None:
            return live, ApprovalState((), None, (), frozenset())
        decisions = self._ctx.store.entries_of_kind([EntryKind.APPROVED, EntryKind.REFUSED, EntryKind.FLOOR_RULING],
                                                    round_id=round_id)
        base = next((a.jackpot_base for e in reversed(decisions) if isinstance(a := e.body, Approved)
                     and a.steps == live.steps and a.jackpot_base is not None), None)
        live = _at_meter(live, base)
        settlement = live.result
        assert settlement is not None
        required = required_approvals(settlement, self._ctx.settings().approval_threshold)
        digest = settlement_digest(settlement)
        approved: int | None = None
        approver: int | None = None
        refused: list[LogEntry] = []
        outstanding: LogEntry | None = None
        ruled: set[int] = set()
        rulings: list[LogEntry] = []
        for e in decisions:
            p = e.body
            if not isinstance(p, Approved | Refused | FloorRuling) or p.steps != live.steps or p.digest != digest:
                continue  # about the round as it stood before a correction
            if isinstance(p, Approved):
                approved, approver = e.seq, e.actor
                outstanding = None  # approved as it stands (after a recount, say): the refusal is answered
            elif isinstance(p, Refused):
                refused.append(e)
                outstanding = e
                approved = approver = None  # a refusal after an approval withdraws it
            else:
                ruled.add(p.box)
                rulings.append(e)
                outstanding = None  # the pit boss ruled on the disputed figure
        return live, ApprovalState(tuple(required), approved, tuple(refused), frozenset(ruled), outstanding,
                                   tuple(rulings), approver, base)

    def held_now(self, round_id: int) -> tuple[ApprovalItem, ...]:
        """What a pit boss approving the round now would co-sign (:meth:`standing`)."""
        return self.standing(round_id)[1].required

    def standing(self, round_id: int) -> tuple[LiveRound, ApprovalState]:
        """The complete round as it would settle now, and its co-signatures: as
        :meth:`approval_state`, except that a jackpot hit on a linked meter not approved yet
        is worked out from the meter as it stands now (what an approval now records), not
        the meter at the round's start (another table's hit may have paid since). What the
        screens show; the log's decisions are judged on :meth:`approval_state`."""
        live, st = self._current(round_id)
        if st.jackpot_base is not None or st.approved_seq is not None or self.jackpot_queue(round_id) is None:
            return live, st
        live = _at_meter(live, self._ctx.store.meter())
        now = live.result
        assert now is not None
        return live, replace(st, required=tuple(required_approvals(now, self._ctx.settings().approval_threshold)))

    def jackpot_queue(self, round_id: int) -> JackpotQueue | None:
        """The hits waiting on the table's linked meter when this complete round claims a
        jackpot share (its own hit registered first, once); None otherwise (no hit, or the
        meter is the table's own)."""
        live = self.live(round_id)
        if not _claims(live):
            return None
        shift = self._ctx.store.shift(live.shift_id)
        if shift is None or shift.simulated:  # a simulated shift plays on its own meter, never a linked one
            return None
        return self._ctx.store.jackpot_queue(round_id, claim=True)

    def owed(self, round_id: int) -> RoundOwed | None:
        """What is owed at the table for the complete round as it stands (the engine's
        settlement with the log's approvals, refusals and rulings), or None while entries
        are missing."""
        if not self.live(round_id).complete:
            return None
        live, approvals = self.standing(round_id)
        return state_owed(live.state, self._ctx.settings().approval_threshold,
                          approvals=approvals, names=self._ctx.user_name)

    def early_owed(self, state: RoundState) -> dict[int, BoxOwed]:
        """Per box whose result is known before the round is complete, its record."""
        return state_early(state, self._ctx.settings().approval_threshold)

    def _complete_live(self, round_id: int) -> tuple[LiveRound, Settlement]:
        """The complete round as it settles now (a linked hit from the meter its approval
        recorded: what refusals and rulings name), with its settlement."""
        live = self.live(round_id)
        if live.result is None:
            detail = self._expected(live)
            raise StateError(refusal_codes.RoundIncomplete(n=live.number, expected='entries are missing' if detail is None else detail), detail=detail)
        live = self._current(round_id)[0]
        settlement = live.result
        assert settlement is not None
        return live, settlement

    @staticmethod
    def _expected(live: LiveRound) -> RefusalDetail | None:
        """What the round waits for first (``next: <prompt>``), if the engine says."""
        wanted = [e for e in live.state.expected() if not e.optional]
        return RefusalDetail.next_step(wanted[0]) if wanted else None

    def approve(self, pit_boss: Signer, round_id: int) -> LogEntry:
        """A pit boss (not a preparer) co-signs the held payouts and jackpot shares of a
        complete round as it stands. After a refusal this is the answer when the entries
        were right after all (a recount); otherwise the dealer corrects them and the
        corrected round is approved."""
        row = self._row(round_id)
        self._supervisor_check(pit_boss, Permission.APPROVE, row)
        live, settlement = self._complete_live(round_id)
        st = self.approval_state(round_id)
        if not st.required:
            raise StateError(refusal_codes.RoundHoldsNothing(n=live.number))
        if st.approved_seq is not None:
            raise StateError(refusal_codes.RoundAlreadyApproved(n=live.number))
        required, base = st.required, None
        queue = self.jackpot_queue(round_id)
        if queue is not None:  # a hit on a linked meter: paid from the meter as it stands now, in its turn
            ahead = queue.ahead_of(round_id)
            if ahead:
                raise self._queued(live, queue.meter, ahead[0])
            base = self._ctx.store.meter()
            live = _at_meter(live, base)
            rebased = live.result
            assert rebased is not None
            settlement = rebased
            required = tuple(required_approvals(settlement, self._ctx.settings().approval_threshold))
        approval = Approved(steps=live.steps, digest=settlement_digest(settlement),
                            items=tuple(i.to_json() for i in required), jackpot_base=base,
                            **self._ctx.signature_of(pit_boss))
        try:
            return self._append_guarded(round_id, [NewEntry.of(
                approval, pit_boss.user.id, self._ctx.station, live.shift_id, round_id, live.last_seq)],
                self._signed(self._expect_round(live, lease=False), pit_boss))[0]
        except JackpotQueuedError as exc:
            raise self._queued_now(live, exc) from None

    @staticmethod
    def _queued(live: LiveRound, meter: str, ahead: MeterHit) -> JackpotQueued:
        return JackpotQueued(refusal_codes.JackpotHitQueued(n=live.number, group=meter, table=ahead.table, r=ahead.round_number))

    def _queued_now(self, live: LiveRound, exc: JackpotQueuedError) -> JackpotQueued:
        """The server refused the hit its turn (another table's hit came first meanwhile)."""
        queue = self._ctx.store.jackpot_queue()
        ahead = queue.ahead_of(live.round_id) if queue is not None else ()
        if queue is None or not ahead:
            return JackpotQueued(refusal_of(exc) or str(exc))  # the server's own words: typed (schema 16) or as said
        return self._queued(live, queue.meter, ahead[0])

    def refuse(self, pit_boss: Signer, round_id: int, reason: str) -> LogEntry:
        """Refuse the round as it stands (its held payouts, or anything the pit boss
        disputes): it goes back to the dealer, and cannot be confirmed until the
        dealer corrects the entries (the corrected round needs its own approval), a
        pit boss approves it as it stands after all (a recount), or a pit boss
        replaces the disputed figure with a floor ruling."""
        row = self._row(round_id)
        self._supervisor_check(pit_boss, Permission.REFUSE, row)
        check_reason(reason, "a refusal")
        live, settlement = self._complete_live(round_id)
        st = self.approval_state(round_id)
        refusal = Refused(steps=live.steps, digest=settlement_digest(settlement), reason=reason.strip(),
                          items=tuple(i.to_json() for i in st.required), **self._ctx.signature_of(pit_boss))
        return self._append_guarded(round_id, [NewEntry.of(
            refusal, pit_boss.user.id, self._ctx.station, live.shift_id, round_id, live.last_seq)],
            self._signed(self._expect_round(live, lease=False), pit_boss))[0]

    # -- confirming -----------------------------------------------------------------------------------
    def confirm(self, session: Session, round_id: int) -> LogEntry:
        """Commit the complete round with its settlement, house-rules version and meter
        movement (one transaction). Refused while an approval is missing or a refusal
        stands. A store error leaves the round open and in memory: confirm again."""
        live = self.live(round_id)
        self._dealer_check(session, live.shift_id, round_id)
        return self._settle(session.user.id, round_id, lease=True)

    def _settle(self, actor: int, round_id: int, *, lease: bool) -> LogEntry:
        """The settlement entry of the complete round (its approvals satisfied), with its meter movement."""
        live, settlement = self._complete_live(round_id)
        st = self.approval_state(round_id)
        if not st.satisfied:
            held = RefusalDetail.of_held(st.required, currency=live.house.currency)
            if st.outstanding_refusal is not None:
                raise StateError(refusal_codes.RefusedByPit(held=held),
                                 detail=held)
            raise StateError(refusal_codes.WaitingForPit(held=held), detail=held)
        shares, contribution, boxes = jackpot_movement(settlement)
        delta = contribution - shares
        meter = self._meter(live.shift_id)
        if meter + delta < 0:
            cur = live.house.currency
            raise MeterWouldGoNegative(refusal_codes.JackpotSharesMoved(n=live.number, shares=Money(shares, cur),
                                                          meter=Money(meter, cur), start=Money(live.jackpot_start, cur)))
        digest = settlement_digest(settlement)
        rulings = [e.seq for e in self._ctx.store.entries_of_kind([EntryKind.FLOOR_RULING], round_id=round_id)
                   if (r := e.body_as(FloorRuling)).steps == live.steps and r.digest == digest]
        settled = SettledEntry(
            settlement=dict(live.settlement() or {}), round=live.round_json(), house_version=live.house_version,
            jackpot_start=live.state.jackpot, jackpot_shares=shares, jackpot_contribution=contribution,
            jackpot_boxes=tuple(boxes), meter_delta=delta, steps=live.steps, digest=digest,
            approval=st.approved_seq, rulings=tuple(rulings),
            approval_items=tuple(i.to_json() for i in st.required),
            # the shares paid from the linked meter as the approval found it
            round_jackpot_start=live.jackpot_start if st.jackpot_base is not None else None,
        )
        try:
            e = self._append_guarded(round_id, [NewEntry.of(settled, actor, self._ctx.station,
                                                            live.shift_id, round_id, live.last_seq)],
                                     self._expect_round(live, lease=lease))[0]
        except JackpotQueuedError as exc:
            raise self._queued_now(live, exc) from None
        self._live.pop(round_id, None)
        return e

    # -- paper rounds, entered afterwards ---------------------------------------------------------------
    def paper_sheets(self, shift_id: int) -> dict[str, int]:
        """The paper rounds already entered late in ``shift_id``: their sheet (:func:`paper_sheet`) → the
        round's number (a voided one included: entering it again would bring it back)."""
        out: dict[str, int] = {}
        for e in self._ctx.store.entries_of_kind([EntryKind.ROUND_STARTED], shift_id=shift_id):
            start = e.body_as(RoundStarted)
            if start.late is not None and isinstance(sheet := start.late.get("sheet"), str):
                out[sheet] = start.number or 0
        return out

    def enter_late(self, pit_boss: Signer, shift_id: int, steps: Sequence[Step], late: LateEntry,
                   approver: Signer | None = None) -> LogEntry:
        """Enter a round played on paper during an outage (a *late entry*), exactly as a
        live one goes: the engine checks every step, each is committed, held payouts
        are approved by a pit boss who did not prepare the round (``approver``; the one
        entering it is a preparer), and the settlement moves the meter. The round's
        start records ``late`` (when it was played, as stated; the entry's own time is
        when it was entered) and who entered it. The whole round is checked before
        anything is written; it takes the next number of the open shift, between the
        table's live rounds (no table lease: the table's station may be dealing)."""
        from rules.poker import RoundState, StepRefused, step_from_json

        user = self._ctx.check(pit_boss, Permission.ENTER_LATE, shift_id=shift_id)
        shift = self._ctx.store.shift(shift_id)
        if shift is None:
            raise NotFoundError(refusal_codes.ShiftNotFound(n=shift_id))
        if shift.closed_seq is not None:
            raise StateError(refusal_codes.ShiftClosedForPaper(s=shift_id))
        if shift.simulated:
            raise StateError(refusal_codes.ShiftSimulatedNoPaper(s=shift_id))
        now = self._ctx.store.now_us()  # the store's clock: the one that stamps the entry and verify reads
        if not played_in_time(late.played_at_us, now):
            raise ServiceError(refusal_codes.PlayedAtInFuture())
        if late.played_at_us < now - LATE_PAST_US:
            raise ServiceError(refusal_codes.PlayedAtTooLongAgo())
        check_text(late.note, "note")
        dealer = shift.dealer
        if late.dealer is not None:
            row = self._ctx.store.user_by_name(late.dealer)
            if row is None:
                raise NotFoundError(refusal_codes.DealerNotFound(name=repr(late.dealer)))
            dealer = row.id
        if self._ctx.store.rounds(shift_id, status=RoundStatus.OPEN):
            raise StateError(refusal_codes.RoundInProgress())
        sheet = paper_sheet(late.played_at_us, steps)
        if (number := self.paper_sheets(shift_id).get(sheet)) is not None:
            raise StateError(refusal_codes.PaperRoundAlreadyEntered(n=number, s=shift_id))
        house = self._house.current(shift.profile)
        jackpot = self._ctx.store.meter()
        state = RoundState.new(house.rules, jackpot=jackpot)
        checked: list[Any] = []
        for n, step in enumerate(steps, 1):
            try:
                stored = step_from_json(step.to_json())
                state = state.apply(stored)
            except StepRefused as exc:
                raise ServiceError(refusal_codes.PaperStepRefused(n=n, why=RefusalDetail.of_problems(exc.problems, joiner='; ', currency=house.rules.currency)),
                                   detail=RefusalDetail.of_problems(exc.problems, joiner="; ",
                                                                   currency=house.rules.currency)) from None
            checked.append(stored)
        live = LiveRound(0, shift_id, 0, dealer, house.version, house.rules, jackpot, state, len(checked), 0)
        settlement = live.result
        if settlement is None:
            detail = self._expected(live)
            raise StateError(refusal_codes.PaperRoundIncomplete(expected='entries are missing' if detail is None else detail), detail=detail)
        held = required_approvals(settlement, self._ctx.settings().approval_threshold)
        if held and approver is None:
            raise StateError(refusal_codes.PaperRoundNeedsOtherApprover())
        if held and approver is not None:
            other = self._ctx.check(approver, Permission.APPROVE, shift_id=shift_id)
            if other.id in (user.id, dealer):
                raise PermissionDenied(refusal_codes.PreparerCannotApprovePaper(name=other.name),
                                       other.role, Permission.APPROVE)
        shares, contribution, _boxes = jackpot_movement(settlement)
        if jackpot + contribution - shares < 0:
            cur = house.rules.currency
            raise MeterWouldGoNegative(refusal_codes.PaperJackpotShares(shares=Money(shares, cur), meter=Money(jackpot, cur)))
        started = self._ctx.write(RoundStarted(
            dealer=dealer, house_version=house.version, jackpot_start=jackpot,
            late={"played_at_us": late.played_at_us, "note": late.note.strip(), "entered_by": user.id,
                  "sheet": sheet, **self._ctx.signature_of(pit_boss)},
        ), actor=user.id, shift_id=shift_id, expect=Expect(shift_id=shift_id, shift_open=True, no_open_round=True,
                                                           played_at_us=late.played_at_us))
        live = LiveRound(int(started.round_id or 0), shift_id, _number(started), dealer, house.version,
                         house.rules, jackpot, RoundState.new(house.rules, jackpot=jackpot), 0, started.seq)
        self._live[live.round_id] = live
        for step in checked:
            n = live.steps + 1
            e = self._append_guarded(live.round_id, [NewEntry.of(
                StepEntry(n=n, step=step.to_json()), user.id, self._ctx.station, shift_id,
                live.round_id)], self._expect_round(live, lease=False))[0]
            live = replace(live, state=live.state.apply(step), steps=n, last_seq=e.seq)
            self._live[live.round_id] = live
        if not self.approval_state(live.round_id).satisfied and approver is not None:
            self.approve(approver, live.round_id)
        return self._settle(user.id, live.round_id, lease=False)

    def correct_late(self, pit_boss: Signer, round_id: int, played_at_us: int, reason: str) -> LogEntry:
        """An honest mistake in a late entry's stated time (the paper misread) put right: a signed
        correction entry pointing at the round's start, with the reason. The round itself is not
        touched; the report and ``audit verify`` show the entry as corrected. The corrected time
        passes the one rule (:func:`played_in_time`) against when the round was entered."""
        row = self._row(round_id)
        user = self._ctx.check(pit_boss, Permission.ENTER_LATE, shift_id=row.shift_id, round_id=round_id)
        check_reason(reason, "a correction")
        started = next((e for e in self._ctx.store.round_entries(round_id) if e.kind == EntryKind.ROUND_STARTED), None)
        late = started.body_as(RoundStarted).late if started is not None else None
        if started is None or late is None:
            raise StateError(refusal_codes.RoundNotLate(n=row.number))
        if not played_in_time(played_at_us, started.ts_us):
            raise ServiceError(refusal_codes.PlayedAtAfterEntry())
        if played_at_us < started.ts_us - LATE_PAST_US:
            raise ServiceError(refusal_codes.PlayedAtTooLongBeforeEntry())
        return self._ctx.write(LateCorrected(played_at_us=played_at_us, reason=reason.strip(),
                                             stated_us=int(late["played_at_us"])),
                               actor=user.id, shift_id=row.shift_id, round_id=round_id, ref=started.seq,
                               signed_by=(pit_boss,))

    # -- corrections by a pit boss ----------------------------------------------------------------------
    def void(self, pit_boss: Signer, round_id: int, reason: str, *, second: Signer | None = None) -> LogEntry:
        """Void a round (a misdeal if unfinished): it counts nothing. Mandatory reason.
        A settled round's void above the second-signer threshold, or any void on a closed
        shift, is also signed by ``second`` (another pit boss or an administrator,
        :meth:`Context.second_signer`), else :class:`SecondSignerNeeded`.

        Voiding a *settled* round also reverses its jackpot-meter movement (its
        contribution and any share paid) in the same signed entry (``meter_delta``);
        refused with :class:`MeterWouldGoNegative` when the meter no longer holds what
        the round added (a pit boss adjusts it first). See docs/DECISIONS-store.md."""
        row = self._row(round_id)
        self._supervisor_check(pit_boss, Permission.VOID, row)
        check_reason(reason, "a void")
        if row.status == RoundStatus.VOIDED:
            raise StateError(refusal_codes.RoundAlreadyVoided(n=row.number))
        void = RoundVoided(reason=reason.strip(), status=row.status.value, misdeal=row.status == RoundStatus.OPEN,
                           steps=row.steps, **self._ctx.signature_of(pit_boss))
        if row.status == RoundStatus.SETTLED:
            settled = self._ctx.store.entry(int(row.settled_seq or 0))
            if settled is None:
                raise StateError(refusal_codes.SettlementEntryMissing(n=row.number))
            sp = settled.body_as(SettledEntry)
            reverse = -sp.meter_delta
            meter = self._meter(row.shift_id)
            if meter + reverse < 0:
                cur = self._house.get(row.house_version).rules.currency
                raise MeterWouldGoNegative(refusal_codes.VoidTakesBackContribution(n=row.number, contribution=Money(-reverse, cur),
                                                                     meter=Money(meter, cur)))
            void = msgspec.structs.replace(void, meter_delta=reverse, jackpot_shares_reversed=sp.jackpot_shares,
                                           jackpot_contribution_reversed=sp.jackpot_contribution)
            ref = settled.seq
            stake = settled_stake(sp)
        else:
            ref = self._live[round_id].last_seq if round_id in self._live else row.started_seq
            steps = self._ctx.store.entries_of_kind([EntryKind.STEP], round_id=round_id)
            if steps:
                ref = max(ref, steps[-1].seq)
            stake = 0
        void = msgspec.structs.replace(void, **self._ctx.second_signer(
            pit_boss, second, row.number, at_stake(void, stake), shift_id=row.shift_id, round_id=round_id))
        e = self._append_guarded(round_id, [NewEntry.of(void, pit_boss.user.id, self._ctx.station, row.shift_id,
                                                        round_id, ref)],
                                 self._ctx.once(self._signed(Expect(round_id=round_id, round_status=row.status.value,
                                                                    round_steps=row.steps), pit_boss), second))[0]
        self._live.pop(round_id, None)
        return e

    def rule(self, pit_boss: Signer, round_id: int, box: int, net: int, reason: str, *,
             second: Signer | None = None) -> LogEntry:
        """Floor ruling (RULES.md §13): box ``box`` nets ``net`` (player's side, minor
        units) instead of the computed figure; the computed one is kept. Before
        confirmation it answers a refusal (or stands in for an approval) of that box.
        A ruling moving the box by more than the second-signer threshold, or on a closed
        shift, is also signed by ``second`` (:meth:`Context.second_signer`)."""
        row = self._row(round_id)
        self._supervisor_check(pit_boss, Permission.RULE, row)
        check_reason(reason, "a floor ruling")
        if isinstance(net, bool) or not isinstance(net, int):
            raise ServiceError(refusal_codes.AmountNotMinorUnits())
        if (problem := amount_refusal(net)) is not None:
            raise ServiceError(refusal_codes.AmountInvalid(why=problem))
        if row.status == RoundStatus.VOIDED:
            raise StateError(refusal_codes.RoundIsVoided(n=row.number))
        steps: int | None = None
        digest: str | None = None
        if row.status == RoundStatus.SETTLED:
            settled = self._ctx.store.entry(int(row.settled_seq or 0))
            if settled is None:
                raise StateError(refusal_codes.SettlementEntryMissing(n=row.number))
            settlement = stored_settlement(settled.body_as(SettledEntry))
            ref = settled.seq
            stage = "after_settlement"
        else:
            live, settlement = self._complete_live(round_id)
            ref = live.last_seq
            stage, steps, digest = "before_confirm", live.steps, settlement_digest(settlement)
        computed = next((b for b in settlement.boxes if b.box == box), None)
        if computed is None:
            raise ServiceError(refusal_codes.BoxNotInRound(r=row.number, box=box))
        ruling = FloorRuling(box=box, net=net, computed_net=computed.net, reason=reason.strip(), stage=stage,
                             steps=steps, digest=digest, **self._ctx.signature_of(pit_boss))
        ruling = msgspec.structs.replace(ruling, **self._ctx.second_signer(
            pit_boss, second, row.number, at_stake(ruling), shift_id=row.shift_id, round_id=round_id))
        return self._append_guarded(round_id, [NewEntry.of(ruling, pit_boss.user.id, self._ctx.station,
                                                           row.shift_id, round_id, ref)],
                                    self._ctx.once(self._signed(Expect(round_id=round_id,
                                                                       round_status=row.status.value,
                                                                       round_steps=row.steps), pit_boss), second))[0]

    def voided_after_settling(self, shift_id: int, after_seq: int = 0) -> list[VoidNotice]:
        """The shift's settled rounds voided afterwards (log position above ``after_seq``),
        each with what its boxes netted as they stood when voided: the chips the dealer
        already moved. Read from the record of what is owed for the confirmed round
        (:meth:`ReadService.round`), whose rulings are the ones in force when it was voided:
        those the settlement was confirmed with and those made after it, never one made
        before a correction changed the round."""
        from dealer_app.services.read import ReadService  # the read model builds on this module

        reader: ReadService | None = None
        out = []
        for e in self._ctx.store.entries_of_kind([EntryKind.ROUND_VOIDED], shift_id=shift_id):
            if e.seq <= after_seq or e.body_as(RoundVoided).status != RoundStatus.SETTLED.value or e.round_id is None:
                continue
            reader = reader or ReadService(self._ctx)
            view = reader.round(e.round_id)
            owed = view.owed
            if owed is None or owed.void is None:
                continue
            out.append(VoidNotice(view.number, owed.void.by, owed.void.reason, owed.void.seq,
                                  tuple(sorted((b.box, b.net) for b in owed.boxes))))
        return out

    def forget(self, round_id: int) -> None:
        """Drop the in-memory copy (tests use it to prove replay gives the same state)."""
        self._live.pop(round_id, None)


def _number(started: LogEntry) -> int:
    """The number the store gave a ``round_started`` entry."""
    number = started.body_as(RoundStarted).number
    assert number is not None  # the store numbers every round it starts
    return number
