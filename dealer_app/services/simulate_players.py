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
    table: str | None = None  # the table they sit at


@dataclass
class _At:
    """A simulated table: the services of its log (on a floor, each table's own), its shift,
    its boxes and the simulator's dealer there."""

    s: DealerServices
    shift_id: int
    boxes: int
    dealer: Session | None


class PlayerFloor:
    def __init__(self, services: DealerServices, seed: int, players: int, *, cover_all: bool = False) -> None:
        self.s = services
        self.rng = random.Random(f"dealer-assistant players:{seed}")
        self.cover_all = cover_all
        self.players = [SimPlayer(i + 1, f"SIM{seed % 100000:05d}{i + 1:04d}" if i % 2 == 0 else None)
                        for i in range(players)]
        self._registered = False
        self._tables: dict[str, _At] = {}  # table name -> where it is dealt

    def _register(self) -> None:
        if self._registered:
            return
        self.s.users.ensure_builtin(SIMULATOR_PIT_BOSS, Role.PIT_BOSS)
        self.s.users.ensure_builtin(SIMULATOR_CAGE, Role.CAGE)
        for p in self.players:  # patrons are the floor's: registered once, known at every table
            if p.card is not None and self.s.store.patron(self.s.players.ref_of(p.card)) is None:
                sig = self.s.users.system_co_sign(SIMULATOR_PIT_BOSS, Permission.REGISTER_PLAYER,
                                                  purpose="register a simulated player", shift_id=None)
                self.s.players.register(sig, p.card, f"Simulated player {p.number}")
        self._registered = True

    def _table_of(self, shift_id: int, services: DealerServices | None) -> str:
        s = services or self.s
        return next(name for name, at in self._tables.items() if at.s is s and at.shift_id == shift_id)

    def open_table(self, shift_id: int, services: DealerServices | None = None, dealer: Session | None = None) -> None:
        """A table dealt from now on (``services``: on a floor, that table's own; else this one's)."""
        self._register()
        s = services or self.s
        if s is not self.s:
            s.users.ensure_builtin(SIMULATOR_PIT_BOSS, Role.PIT_BOSS)
            s.users.ensure_builtin(SIMULATOR_CAGE, Role.CAGE)
        shift = s.shifts.get(shift_id)
        boxes = s.house.current(shift.profile).rules.boxes
        self._tables[shift.table_name] = _At(s, shift_id, boxes, dealer)

    def _cash(self, table: str, p: SimPlayer, kind: str) -> None:
        at = self._tables[table]
        sig = at.s.users.system_co_sign(SIMULATOR_CAGE, Permission.CASH_TRANSACTION, purpose="cage",
                                        shift_id=at.shift_id)
        amount = self.rng.choice(_BUY_INS)
        medium = "cash" if self.rng.random() < 0.8 else "chips"
        at.s.aml.record(sig, kind, amount, medium=medium, table=table, card=p.card,
                        description="" if p.card else f"simulated anonymous player {p.number}")

    def _free(self, table: str) -> list[int]:
        held = {b for p in self.players if p.table == table for b in p.boxes}
        return [b for b in range(1, self._tables[table].boxes + 1) if b not in held]

    def _sit(self, dealer: Session, table: str, p: SimPlayer, boxes: list[int]) -> None:
        at = self._tables[table]
        if p.session is not None and p.table != table and p.card is not None:
            there = self._tables[p.table] if p.table is not None else at
            if there.s is not at.s:  # a floor: that table's station sees them off (its own log)
                there.s.players.leave(there.dealer or dealer, p.session, f"moved to table {table}")
            # else one log: seating them here ends the session there (a move between tables)
        elif p.session is not None:
            self._leave(dealer, p)
        p.session = at.s.players.seat(dealer, at.shift_id, boxes, card=p.card)
        p.shift_id, p.table, p.boxes, p.paused = at.shift_id, table, tuple(sorted(boxes)), False
        self._cash(table, p, "buy_in")

    def _leave(self, dealer: Session, p: SimPlayer) -> None:
        assert p.session is not None and p.table is not None
        at = self._tables[p.table]
        at.s.players.leave(at.dealer or dealer, p.session, "simulated")
        self._cash(p.table, p, "cash_out")
        p.session, p.shift_id, p.table, p.boxes, p.paused = None, None, None, (), False

    def before_round(self, dealer: Session, shift_id: int, services: DealerServices | None = None) -> None:
        """A few of the floor's comings and goings, then (``cover_all``) every free box filled."""
        rng = self.rng
        table = self._table_of(shift_id, services)
        s = self._tables[table].s
        for _ in range(rng.randint(0, 2)):
            p = rng.choice(self.players)
            free = self._free(table)
            if p.session is None or (p.table != table and p.card is not None and rng.random() < 0.5):
                if free:  # sits down here (from the rail, or from another table)
                    self._sit(dealer, table, p, rng.sample(free, min(len(free), rng.choice((1, 1, 1, 2)))))
            elif p.table == table:
                roll = rng.random()
                if roll < 0.3 and free:
                    s.players.move(dealer, p.session, [rng.choice(free)])
                    p.boxes = s.players.fold().sessions[p.session].boxes
                elif roll < 0.5 and not self.cover_all:
                    if p.paused:
                        s.players.resume(dealer, p.session)
                    else:
                        s.players.pause(dealer, p.session)
                    p.paused = not p.paused
                elif roll < 0.7:
                    self._leave(dealer, p)
        if self.cover_all:
            for box in self._free(table):
                idle = [q for q in self.players if q.session is None]
                movers = [q for q in self.players if q.card is not None and q.table not in (None, table)]
                if idle and (not movers or rng.random() < 0.6):
                    taker = rng.choice(idle)
                elif movers:
                    taker = rng.choice(movers)
                else:
                    raise StateError(NotEnoughPlayers())
                self._sit(dealer, table, taker, [box])

    def close_table(self, dealer: Session, shift_id: int, services: DealerServices | None = None) -> None:
        table = self._table_of(shift_id, services)
        for p in self.players:
            if p.table == table:
                self._leave(dealer, p)
