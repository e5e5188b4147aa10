"""A shift on a real SQLite store, driven by hypothesis's stateful testing.

Rules deal generated rounds step by step, correct them (the engine's ``Undo``),
confirm them (a pit boss approving first when a payout is held), void them
(open: a misdeal; settled: after the fact), and crash: the services are dropped
mid-round without confirming, a second connection leaves a write uncommitted,
and the store is reopened. After every rule the store's projections (its rounds,
their statuses and step counts, the round in progress replayed from the log, each
settlement) must match a plain model; at the end ``audit verify`` must pass.
"""

from __future__ import annotations

import shutil
import sqlite3
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from hypothesis import event, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule
from hypothesis_depth import depth
from store_helpers import FAST_HASHER, make_users

from dealer_app.auth.roles import Permission
from dealer_app.cli.store import audit_main
from dealer_app.services import DealerServices, Session
from dealer_app.store import RoundStatus
from rules.poker import RoundState, Settlement, Step, StepRefused, Undo, step_from_json
from rules.poker.generator import generate_round


@dataclass
class ModelRound:
    """What the shift should hold for one round."""

    round_id: int
    plan: tuple[Step, ...]  # the generated round, in order
    done: int = 0  # how many of ``plan`` are in effect
    entered: list[Step] = field(default_factory=list)  # steps in the log (a correction is a step too)
    status: RoundStatus = RoundStatus.OPEN
    jackpot: int = 0
    settlement: Settlement | None = None


@dataclass
class Model:
    rounds: list[ModelRound] = field(default_factory=list)

    def open(self) -> ModelRound | None:
        return next((r for r in self.rounds if r.status is RoundStatus.OPEN), None)


class ShiftMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.folder = Path(tempfile.mkdtemp(prefix="shift-machine-"))
        self.path = self.folder / "shift.db"
        self.s = DealerServices.open(self.path, station="table-1", hasher=FAST_HASHER)
        make_users(self.s)
        admin = self.s.users.co_sign("ada", "111111", Permission.EDIT_SETTINGS, purpose="settings")
        self.s.settings.update(admin, approval_threshold=5_000)  # ordinary wins are held for a pit boss
        self.dealer: Session = self.s.users.sign_in("dan", "123456")
        self.shift_id = self.s.shifts.open(self.dealer, "T1").id
        self.house = self.s.house.current("default").rules
        self.model = Model()

    def teardown(self) -> None:
        try:
            assert audit_main(["verify", "--db", str(self.path)]) == 0
        finally:
            self.s.close()
            shutil.rmtree(self.folder, ignore_errors=True)

    def _boss(self, permission: Permission, round_id: int) -> object:
        return self.s.users.co_sign("pat", "123456", permission, purpose=permission.value,
                                    shift_id=self.shift_id, round_id=round_id)

    # -- rules ---------------------------------------------------------------------------------
    @precondition(lambda self: self.model.open() is None)
    @rule(seed=st.integers(0, 400))
    def start(self, seed: int) -> None:
        jackpot = self.s.meter.value()
        gen = generate_round(seed, self.house, jackpot=jackpot)
        live = self.s.rounds.start(self.dealer, self.shift_id)
        self.model.rounds.append(ModelRound(live.round_id, gen.steps, jackpot=jackpot))

    @precondition(lambda self: (r := self.model.open()) is not None and r.done < len(r.plan))
    @rule()
    def step(self) -> None:
        r = self.model.open()
        assert r is not None
        self.s.rounds.apply(self.dealer, r.round_id, r.plan[r.done])
        r.entered.append(r.plan[r.done])
        r.done += 1

    @precondition(lambda self: (r := self.model.open()) is not None and r.done < len(r.plan))
    @rule(and_confirm=st.booleans())
    def deal_the_rest(self, and_confirm: bool) -> None:
        r = self.model.open()
        assert r is not None
        while r.done < len(r.plan):
            self.step()
        if and_confirm:
            self.confirm()

    @precondition(lambda self: self.model.open() is not None)
    @rule()
    def correct(self) -> None:
        """Undo the last entry; when the engine refuses (nothing to undo), nothing is recorded."""
        r = self.model.open()
        assert r is not None
        try:
            self.s.rounds.apply(self.dealer, r.round_id, Undo())
        except StepRefused:
            assert r.done == 0, "the engine refused to undo a round with entries"
            return
        assert r.done > 0, "an undo of nothing was recorded"
        r.entered.append(Undo())
        r.done -= 1

    @precondition(lambda self: (r := self.model.open()) is not None and r.done == len(r.plan))
    @rule()
    def confirm(self) -> None:
        r = self.model.open()
        assert r is not None
        if self.s.rounds.approval_state(r.round_id).pending:
            event("a payout held for a pit boss")
            self.s.rounds.approve(self._boss(Permission.APPROVE, r.round_id), r.round_id)  # type: ignore[arg-type]
        self.s.rounds.confirm(self.dealer, r.round_id)
        r.status = RoundStatus.SETTLED
        event("a round settled")
        r.settlement = RoundState.replay(self.house, r.plan, r.jackpot).settlement()

    def _voidable(self) -> list[ModelRound]:
        """Settled rounds, and open ones part-dealt (fewer misdeals of empty rounds, more settlements)."""
        return [r for r in self.model.rounds
                if r.status is RoundStatus.SETTLED or (r.status is RoundStatus.OPEN and r.done >= 2)]

    @precondition(lambda self: bool(self._voidable()))
    @rule(data=st.data())
    def void(self, data: st.DataObject) -> None:
        r = data.draw(st.sampled_from(self._voidable()))
        self.s.rounds.void(self._boss(Permission.VOID, r.round_id), r.round_id, "stateful test")  # type: ignore[arg-type]
        r.status = RoundStatus.VOIDED

    @rule()
    def crash(self) -> None:
        """The station goes away mid-whatever: nothing confirmed, a write left uncommitted
        by another connection; the store is reopened and the dealer signs in again."""
        self.s.close()
        other = sqlite3.connect(str(self.path), isolation_level=None)
        try:
            other.execute("BEGIN IMMEDIATE")
            other.execute("CREATE TABLE never_committed (x INTEGER)")
        finally:
            other.close()  # without COMMIT: rolled back
        self.s = DealerServices.open(self.path, station="table-1", hasher=FAST_HASHER)
        self.dealer = self.s.users.sign_in("dan", "123456")

    # -- what the store must show --------------------------------------------------------------
    @invariant()
    def rounds_match_the_model(self) -> None:
        rows = self.s.store.rounds(self.shift_id)
        assert [(row.id, row.status, row.steps) for row in rows] == [
            (r.round_id, r.status, len(r.entered)) for r in self.model.rounds]
        assert [row.number for row in rows] == list(range(1, len(rows) + 1))

    @invariant()
    def round_in_progress_replays_to_the_model(self) -> None:
        r = self.model.open()
        live = self.s.rounds.in_progress(self.shift_id)
        if r is None:
            assert live is None
            return
        assert live is not None and live.round_id == r.round_id and live.steps == len(r.entered)
        assert live.state == RoundState.replay(self.house, r.entered, r.jackpot)

    @invariant()
    def settlements_are_the_engines(self) -> None:
        """Each settled round's entry holds the engine's settlement of the steps in effect
        (the corrections undone), and its log holds every step entered, undos included."""
        rows = {row.id: row for row in self.s.store.rounds(self.shift_id)}
        for r in self.model.rounds:
            if r.settlement is None:
                continue
            assert [step_from_json(j) for j in self.s.rounds.steps(r.round_id)] == r.entered
            settled = self.s.store.entry(int(rows[r.round_id].settled_seq or 0))
            assert settled is not None and settled.payload["settlement"] == r.settlement.to_json()

    @invariant()
    def nothing_uncommitted_survives(self) -> None:
        with sqlite3.connect(f"file:{self.path}?mode=ro", uri=True) as conn:
            assert conn.execute("SELECT count(*) FROM sqlite_master WHERE name = 'never_committed'").fetchone() == (0,)


ShiftMachine.TestCase.settings = settings(max_examples=depth(6), stateful_step_count=12, deadline=None)
test_shift_on_the_store = ShiftMachine.TestCase
