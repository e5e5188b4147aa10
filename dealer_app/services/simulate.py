"""``simulate``: real rounds from the engine's generator, dealt step by step
through the same services the desktop app uses, by the built-in simulator
users, on shifts marked simulated.

Acknowledgements: after each step is committed the simulator calls
``ack(line)`` (the command prints it on standard output), so a test can kill
the process at any moment and check that every acknowledged step is there.
A round interrupted by a crash is resumed from its last committed step on
the next run (the generator is seeded per round and the seed is recorded).
"""

from __future__ import annotations

import dataclasses
import hashlib
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from dealer_app.auth.roles import Permission, Role
from dealer_app.services.app import DealerServices
from dealer_app.services.common import Session
from dealer_app.services.rounds import LiveRound
from dealer_app.services.simulate_count import CountPlan, TrayPlayer
from dealer_app.services.simulate_players import PlayerFloor
from dealer_app.services.users import SIMULATOR_DEALER, SIMULATOR_PIT_BOSS
from dealer_app.store.errors import HeldElsewhereError
from dealer_app.store.records import ShiftRow, canonical_json

if TYPE_CHECKING:
    from rules.poker import GeneratorKnobs, HouseRules, Step

__all__ = ["SimulationResult", "Simulator", "round_seed", "step_digest"]

SIM_TABLE = "simulator"


def round_seed(seed: int, shift_id: int, number: int) -> int:
    """The generator seed of one simulated round (recorded with the round)."""
    h = hashlib.sha256(f"dealer-assistant simulate:{seed}:{shift_id}:{number}".encode()).digest()
    return int.from_bytes(h[:6], "big")


def step_digest(step_json: object) -> str:
    return hashlib.sha256(canonical_json(step_json).encode()).hexdigest()[:16]


@dataclass(frozen=True)
class SimulationResult:
    shift_id: int
    rounds: int
    steps: int
    resumed_rounds: int
    voided_rounds: int
    seconds: float


class Simulator:
    def __init__(self, services: DealerServices, *, seed: int, knobs: GeneratorKnobs | None = None,
                 ack: Callable[[str], None] | None = None,
                 progress: Callable[[int, int], None] | None = None, counts: CountPlan | None = None,
                 players: PlayerFloor | None = None) -> None:
        """``counts``: also play the table count (opener, buy-ins, fills, credits, snapshots,
        closer, drop); always done once the house has a chip set (a shift then needs an opener)."""
        self.s = services
        self.counts = counts
        self.players = players  # simulate --players N: players seated, moving, buying in and cashing out
        self.seed = seed
        self.knobs = knobs
        self._ack = ack or (lambda _line: None)
        self._progress = progress
        self._steps = 0
        self._session: Session | None = None

    def _knobs_json(self) -> dict[str, int] | None:
        """The knobs as recorded with each round (``None``: the generator's defaults)."""
        if self.knobs is None:
            return None
        from rules.poker.generator import GeneratorKnobs

        default = dataclasses.asdict(GeneratorKnobs())
        given = dataclasses.asdict(self.knobs)
        return None if given == default else given

    def dealer_session(self) -> Session:
        """The simulator's built-in dealer, signed in once (its pit boss exists too)."""
        if self._session is None:
            self.s.users.ensure_builtin(SIMULATOR_DEALER, Role.DEALER)
            self.s.users.ensure_builtin(SIMULATOR_PIT_BOSS, Role.PIT_BOSS)
            self._session = self.s.users.system_session(SIMULATOR_DEALER)
        return self._session

    def resume_interrupted(self) -> tuple[int, int]:
        """Finish (or void) rounds a killed run left unfinished and close its shifts.
        Returns (rounds resumed, rounds voided)."""
        session = self.dealer_session()
        resumed = voided = 0
        for shift in self.s.shifts.open_shifts():
            if not shift.simulated:
                continue
            if shift.dealer != session.user.id:
                continue
            try:
                self.s.shifts.hold(shift.id)
            except HeldElsewhereError:
                continue  # another live process is dealing it: never taken over here
            if self.s.shifts.get(shift.id).closed_seq is not None:
                continue  # closed by its own process meanwhile
            live = self.s.rounds.in_progress(shift.id)
            if live is not None:
                if self._resume(live):
                    resumed += 1
                else:
                    voided += 1
            self._close(session, shift.id)
        return resumed, voided

    def _tray(self) -> TrayPlayer | None:
        if self.counts is None and self.s.count.chip_set() is None:
            return None
        return TrayPlayer(self.s, self.seed, self.counts or CountPlan())

    def _close(self, session: Session, shift_id: int) -> None:
        tray = self._tray()
        if tray is None or self.s.count.view(shift_id).opener is None:
            self.s.shifts.close(session, shift_id)
            return
        tray.close(session, shift_id)
        tray.enter_drop(shift_id)

    def _resume(self, live: LiveRound) -> bool:
        """Go on with an interrupted round from its last committed step, with the
        generator seed and knobs recorded when it started."""
        from rules.poker.generator import GeneratorKnobs, generate_round

        if live.sim_seed is None:
            self._void(live, "simulation interrupted: no generator seed recorded")
            return False
        knobs = GeneratorKnobs(**live.sim_knobs) if live.sim_knobs else None
        gen = generate_round(live.sim_seed, live.house, knobs, jackpot=live.jackpot_start)
        recorded = self.s.rounds.steps(live.round_id)
        planned = [step.to_json() for step in gen.steps]
        if planned[: len(recorded)] != recorded:
            self._void(live, "simulation interrupted: recorded steps differ from the generator's")
            return False
        self._play(live, list(gen.steps)[len(recorded):])
        return True

    def _void(self, live: LiveRound, reason: str) -> None:
        sig = self.s.users.system_co_sign(SIMULATOR_PIT_BOSS, Permission.VOID, purpose="void",
                                          shift_id=live.shift_id, round_id=live.round_id)
        self.s.rounds.void(sig, live.round_id, reason)

    def _play(self, live: LiveRound, steps: list[Step]) -> None:
        session = self.dealer_session()
        for step in steps:
            live = self.s.rounds.apply(session, live.round_id, step)
            self._steps += 1
            self._ack(f"ack round={live.round_id} step={live.steps} seq={live.last_seq} "
                      f"digest={step_digest(step.to_json())}")
        state = self.s.rounds.approval_state(live.round_id)
        if not state.satisfied:
            sig = self.s.users.system_co_sign(SIMULATOR_PIT_BOSS, Permission.APPROVE, purpose="approve payout",
                                              shift_id=live.shift_id, round_id=live.round_id)
            self.s.rounds.approve(sig, live.round_id)
        e = self.s.rounds.confirm(session, live.round_id)
        self._ack(f"ack round={live.round_id} settled seq={e.seq}")

    def _house_profile(self, house: HouseRules, profile: str) -> str:
        """A simulation under given house rules: the profile's latest version, or a
        new one recorded (by the system, as the defaults are) when they differ."""
        from dealer_app.store.records import EntryKind

        wanted = house.to_mapping()
        rows = self.s.store.house_versions(profile)
        if not rows or self.s.house.get(rows[-1].version).rules.to_mapping() != wanted:
            self.s.ctx.append(EntryKind.HOUSE_RULES_SET, {"profile": profile, "rules": wanted,
                                                          "note": "given to simulate"})
        return profile

    def run(self, rounds: int, *, table: str = SIM_TABLE, house: HouseRules | None = None,
            profile: str | None = None, more_tables: tuple[str, ...] = (),
            elsewhere: Mapping[str, DealerServices] | None = None) -> SimulationResult:
        """Play ``rounds`` rounds on a simulated shift at ``table`` (and ``more_tables``, dealt
        in turn: the players move between them). ``elsewhere``: on a floor, the services of
        each of ``more_tables`` (every table writes its own log; the players and the cash
        records move between the logs)."""
        from rules.poker.generator import generate_round

        t0 = time.perf_counter()
        sims: list[tuple[str, Simulator]] = [(table, self)]
        for name in more_tables:
            other = (elsewhere or {}).get(name)
            sims.append((name, self if other is None or other is self.s else Simulator(
                other, seed=self.seed, knobs=self.knobs, ack=self._ack, counts=self.counts, players=self.players)))
        distinct = list({id(sim): sim for _name, sim in sims}.values())
        resumed = voided = 0
        for sim in distinct:
            sim.dealer_session()
            r, v = sim.resume_interrupted()
            resumed, voided = resumed + r, voided + v
        dealt: list[tuple[Simulator, ShiftRow]] = []
        trays: dict[int, TrayPlayer | None] = {}  # one per log, kept for the run (it plays on from its seed)
        for name, sim in sims:
            session = sim.dealer_session()
            extra: dict[str, Any] = {}
            if house is not None:
                extra["profile"] = sim._house_profile(house, profile or "simulate")
            if id(sim) not in trays:
                trays[id(sim)] = sim._tray()
            tray = trays[id(sim)]
            if tray is not None:
                opener, boss = tray.opener(name)
                shift = sim.s.shifts.open(session, name, simulated=True, opener=opener, confirmed_by=boss, **extra)
            else:
                shift = sim.s.shifts.open(session, name, simulated=True, **extra)
            dealt.append((sim, shift))
            if self.players is not None:
                self.players.open_table(shift.id, sim.s, session)
        for i in range(rounds):
            sim, shift = dealt[i % len(dealt)]  # several tables: dealt in turn, players moving between them
            session = sim.dealer_session()
            number = sim.s.shifts.get(shift.id).rounds + 1
            tray = trays[id(sim)]
            if tray is not None:
                tray.before_round(session, shift.id, number)
            if self.players is not None:
                self.players.before_round(session, shift.id, sim.s)
            seed = round_seed(self.seed, shift.id, number)
            live = sim.s.rounds.start(session, shift.id, sim_seed=seed, sim_knobs=self._knobs_json())
            gen = generate_round(seed, live.house, self.knobs, jackpot=live.jackpot_start)
            sim._play(live, list(gen.steps))
            if self._progress is not None:
                self._progress(i + 1, rounds)
        for sim, shift in dealt:
            session = sim.dealer_session()
            if self.players is not None:
                self.players.close_table(session, shift.id, sim.s)
            sim._close(session, shift.id)
        steps = 0
        for sim in distinct:
            assert sim._session is not None
            sim.s.users.sign_out(sim._session, reason="simulation finished")
            sim._session = None
            steps += sim._steps
        return SimulationResult(dealt[0][1].id, rounds, steps, resumed, voided, time.perf_counter() - t0)
