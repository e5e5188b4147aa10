"""The simulator's players (``simulate --players N``): registered and anonymous players
sit at the boxes of the simulated tables with a buy-in at the cage, move between boxes
and tables, pause, resume and leave with a cash-out, all through the same services the
table and the cage use, signed by the simulator's built-in users. Seeded: the same
seed plays the same day.

``cover_all``: every box of a table is held by a playing (unpaused) player before each
round, so that every box is rated (how a test checks that the sessions add up to the
tables' house results).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from dealer_app.auth.roles import Permission, Role
from dealer_app.refusal_codes import NotEnoughPlayers
from dealer_app.services.app import DealerServices
from dealer_app.services.common import Session, StateError
from dealer_app.services.users import SIMULATOR_CAGE, SIMULATOR_PIT_BOSS

__all__ = ["PlayerFloor", "SimPlayer"]

_BUY_INS = (10_000, 20_000, 50_000, 100_000, 250_000, 290_000, 300_000, 500_000)


@dataclass
class SimPlayer:
    number: int
    card: str | None  # None: anonymous
    session: int | None = None
    shift_id: int | None = None
    paused: bool = False
    boxes: tuple[int, ...] = field(default_factory=tuple)


class PlayerFloor:
    def __init__(self, services: DealerServices, seed: int, players: int, *, cover_all: bool = False) -> None:
        self.s = services
        self.rng = random.Random(f"dealer-assistant players:{seed}")
        self.cover_all = cover_all
        self.players = [SimPlayer(i + 1, f"SIM{seed % 100000:05d}{i + 1:04d}" if i % 2 == 0 else None)
                        for i in range(players)]
        self._registered = False
        self._tables: dict[int, tuple[str, int]] = {}  # shift -> (table, boxes)

    def _register(self) -> None:
        if self._registered:
            return
        self.s.users.ensure_builtin(SIMULATOR_PIT_BOSS, Role.PIT_BOSS)
        self.s.users.ensure_builtin(SIMULATOR_CAGE, Role.CAGE)
        for p in self.players:
            if p.card is not None and self.s.store.patron(self.s.players.ref_of(p.card)) is None:
                sig = self.s.users.system_co_sign(SIMULATOR_PIT_BOSS, Permission.REGISTER_PLAYER,
                                                  purpose="register a simulated player", shift_id=None)
                self.s.players.register(sig, p.card, f"Simulated player {p.number}")
        self._registered = True

    def open_table(self, shift_id: int) -> None:
        self._register()
        shift = self.s.shifts.get(shift_id)
        boxes = self.s.house.current(shift.profile).rules.boxes
        self._tables[shift_id] = (shift.table_name, boxes)

    def _cash(self, shift_id: int, p: SimPlayer, kind: str) -> None:
        sig = self.s.users.system_co_sign(SIMULATOR_CAGE, Permission.CASH_TRANSACTION, purpose="cage",
                                          shift_id=shift_id)
        amount = self.rng.choice(_BUY_INS)
        medium = "cash" if self.rng.random() < 0.8 else "chips"
        self.s.aml.record(sig, kind, amount, medium=medium, table=self._tables[shift_id][0], card=p.card,
                          description="" if p.card else f"simulated anonymous player {p.number}")

    def _free(self, shift_id: int) -> list[int]:
        held = {b for p in self.players if p.shift_id == shift_id for b in p.boxes}
        return [b for b in range(1, self._tables[shift_id][1] + 1) if b not in held]

    def _sit(self, dealer: Session, shift_id: int, p: SimPlayer, boxes: list[int]) -> None:
        if p.session is not None and p.shift_id != shift_id and p.card is not None:
            pass  # the service ends the session at the other table (a move between tables)
        elif p.session is not None:
            self._leave(dealer, p)
        p.session = self.s.players.seat(dealer, shift_id, boxes, card=p.card)
        p.shift_id, p.boxes, p.paused = shift_id, tuple(sorted(boxes)), False
        self._cash(shift_id, p, "buy_in")

    def _leave(self, dealer: Session, p: SimPlayer) -> None:
        assert p.session is not None and p.shift_id is not None
        self.s.players.leave(dealer, p.session, "simulated")
        self._cash(p.shift_id, p, "cash_out")
        p.session, p.shift_id, p.boxes, p.paused = None, None, (), False

    def before_round(self, dealer: Session, shift_id: int) -> None:
        """A few of the floor's comings and goings, then (``cover_all``) every free box filled."""
        rng = self.rng
        for _ in range(rng.randint(0, 2)):
            p = rng.choice(self.players)
            free = self._free(shift_id)
            if p.session is None or (p.shift_id != shift_id and p.card is not None and rng.random() < 0.5):
                if free:  # sits down here (from the rail, or from another table)
                    self._sit(dealer, shift_id, p, rng.sample(free, min(len(free), rng.choice((1, 1, 1, 2)))))
            elif p.shift_id == shift_id:
                roll = rng.random()
                if roll < 0.3 and free:
                    self.s.players.move(dealer, p.session, [rng.choice(free)])
                    p.boxes = self.s.players.fold().sessions[p.session].boxes
                elif roll < 0.5 and not self.cover_all:
                    if p.paused:
                        self.s.players.resume(dealer, p.session)
                    else:
                        self.s.players.pause(dealer, p.session)
                    p.paused = not p.paused
                elif roll < 0.7:
                    self._leave(dealer, p)
        if self.cover_all:
            for box in self._free(shift_id):
                idle = [q for q in self.players if q.session is None]
                movers = [q for q in self.players if q.card is not None and q.shift_id not in (None, shift_id)]
                if idle and (not movers or rng.random() < 0.6):
                    taker = rng.choice(idle)
                elif movers:
                    taker = rng.choice(movers)
                else:
                    raise StateError(NotEnoughPlayers())
                self._sit(dealer, shift_id, taker, [box])

    def close_table(self, dealer: Session, shift_id: int) -> None:
        for p in self.players:
            if p.shift_id == shift_id:
                self._leave(dealer, p)
