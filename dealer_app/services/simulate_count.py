"""``simulate --counts``: the table count of a simulated shift.

The simulator's dealer counts the opener (its pit boss confirms), records cash
buy-ins before rounds, asks for a fill when the tray runs low and sends a credit
when it runs high (its pit boss signs, its cage receives), snapshots the tray
every so many rounds, counts the closer, and its count room enters the drop
(the buy-ins, exactly). Every chip is accounted for, so the variance is 0.
Seeded: the same seed gives the same counts.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass

from dealer_app.auth.roles import Permission, Role
from dealer_app.refusal_codes import TrayNotInChips
from dealer_app.services.app import DealerServices
from dealer_app.services.common import CoSignature, Session
from dealer_app.services.count import CountView
from dealer_app.services.users import SIMULATOR_CAGE, SIMULATOR_COUNT_ROOM, SIMULATOR_PIT_BOSS
from dealer_app.store.entries import SettledEntry
from dealer_app.store.records import RoundStatus
from dealer_app.table_count import ChipSet, JackpotPaidByUnknown, MovementKind, breakdown, inventory_total, tray_result

__all__ = ["DEFAULT_CHIP_SET", "CountPlan", "TrayPlayer", "expected_tray"]

# EUR-style chips, cents: 1,000 / 500 / 100 / 25 / 5 / 2.50 / 1 / 0.50 euro (the generator's stakes
# are 1, 2, 2.5 and 5 times powers of ten, so every result is a multiple of 50 cents)
DEFAULT_CHIP_SET: tuple[dict[str, object], ...] = (
    {"value": 100000, "colour": "#f2c12e", "name": "yellow"},
    {"value": 50000, "colour": "#7b3fa0", "name": "purple"},
    {"value": 10000, "colour": "#222222", "name": "black"},
    {"value": 2500, "colour": "#1f8a3b", "name": "green"},
    {"value": 500, "colour": "#c62828", "name": "red"},
    {"value": 250, "colour": "#e91e8c", "name": "pink"},
    {"value": 100, "colour": "#f5f5f5", "name": "white"},
    {"value": 50, "colour": "#8d6e63", "name": "brown"},
)


@dataclass(frozen=True)
class CountPlan:
    snapshot_every: int = 25
    """Rounds between tray snapshots (the simulator's "hour"); 0: none."""
    buy_in_chance: float = 0.5
    """Chance of a cash buy-in before a round."""
    band_percent: int = 5
    """A fill when the tray falls this far below its opener, a credit this far above."""


def expected_tray(view: CountView) -> int:
    """What the tray holds if every chip movement was recorded (opener + fills − credits − buy-ins + rounds)."""
    opener = view.opener.count.total if view.opener is not None else 0
    return opener + view.fills - view.credits - view.estimated_drop + view.computed


class TrayPlayer:
    """The simulated table's chip flow, on the real count service."""

    def __init__(self, services: DealerServices, seed: int, plan: CountPlan) -> None:
        self.s = services
        self.rng = random.Random(f"dealer-assistant simulate counts:{seed}")
        self.plan = plan
        self.chip_set: ChipSet | None = None
        self._tray: int | None = None  # kept as it moves (a full view per round would be quadratic)
        self._target = 0
        self._opener_chips: dict[int, int] = {}
        self._counted_rounds: set[int] = set()

    def ensure_chip_set(self) -> ChipSet:
        chip_set = self.s.count.chip_set()
        if chip_set is None:
            self.s.users.ensure_builtin(SIMULATOR_PIT_BOSS, Role.PIT_BOSS)
            sig = self.s.users.system_co_sign(SIMULATOR_PIT_BOSS, Permission.EDIT_CHIP_SET, purpose="chip set",
                                              shift_id=None)
            chip_set = self.s.count.set_chip_set(sig, list(DEFAULT_CHIP_SET))
        self.chip_set = chip_set
        return chip_set

    def _boss(self, shift_id: int | None, purpose: str) -> CoSignature:
        self.s.users.ensure_builtin(SIMULATOR_PIT_BOSS, Role.PIT_BOSS)
        return self.s.users.system_co_sign(SIMULATOR_PIT_BOSS, Permission.SIGN_COUNT, purpose=purpose,
                                           shift_id=shift_id)

    def chips_for(self, total: int) -> dict[int, int]:
        assert self.chip_set is not None
        chips, left = breakdown(total, self.chip_set.values)
        if left:  # finer than the smallest chip: cannot happen with chip-sized stakes
            raise ValueError(TrayNotInChips(total=total))
        return chips

    def opener(self, table: str) -> tuple[dict[int, int], CoSignature]:
        chip_set = self.ensure_chip_set()
        proposed = self.s.count.proposed_opener(table)
        chips = proposed or {v: 40 for v in chip_set.values}
        return chips, self._boss(None, "opener")

    def before_round(self, session: Session, shift_id: int, number: int) -> None:
        assert self.chip_set is not None
        if self.plan.snapshot_every and number > 1 and (number - 1) % self.plan.snapshot_every == 0:
            total = self.tray(shift_id)
            self.s.count.count_tray(session, shift_id, self.like(self._opener_chips, total))
        if self.rng.random() < self.plan.buy_in_chance:
            smallest = self.chip_set.values[-1]
            amount = self.rng.choice((100, 200, 300, 500, 1000, 2000)) * max(smallest, 100)
            self.tray(shift_id)
            self.s.count.buy_in(session, shift_id, amount, seat=self.rng.randint(1, 6))
            self._tray = (self._tray or 0) - amount
        self.rebalance(session, shift_id)

    def tray(self, shift_id: int) -> int:
        if self._tray is None:  # first use (or resuming): the whole view once
            view = self.s.count.view(shift_id)
            self._tray = expected_tray(view)
            self._target = view.opener.count.total if view.opener is not None else 0
            self._opener_chips = dict(view.opener.count.chips) if view.opener is not None else {}
            self._counted_rounds = {r.round_id for r in view.rounds}
            return self._tray
        paid_by = JackpotPaidByUnknown(self.s.settings_now().jackpot_paid_by)
        for row in self.s.store.rounds(shift_id, status=RoundStatus.SETTLED.value)[-3:]:
            if row.id in self._counted_rounds or row.settled_seq is None:
                continue
            e = self.s.store.entry(row.settled_seq)
            assert e is not None
            settled = e.body_as(SettledEntry)
            self._tray += tray_result(int(settled.settlement["house_net"]), settled.jackpot_shares, paid_by)
            self._counted_rounds.add(row.id)
        return self._tray

    def rebalance(self, session: Session, shift_id: int) -> None:
        """A fill when the tray falls below its band around the opener, a credit above it."""
        now = self.tray(shift_id)
        target = self._target
        band = target * self.plan.band_percent // 100
        if now < target - band:
            self._slip(session, shift_id, MovementKind.FILL, self.chips_for(self._round_down(target - now)))
        elif now > target + band:
            self._slip(session, shift_id, MovementKind.CREDIT, self.chips_for(self._round_down(now - target)))

    def _round_down(self, amount: int) -> int:
        step = 10000 if 10000 in (self.chip_set.values if self.chip_set else ()) else 1
        return max(step, amount // step * step)

    def _slip(self, session: Session, shift_id: int, kind: MovementKind, chips: Mapping[int, int]) -> None:
        slip = self.s.count.request_slip(session, shift_id, kind, chips)
        self.s.count.sign_slip(self._boss(shift_id, f"sign {kind.value}"), slip.number)
        self.s.users.ensure_builtin(SIMULATOR_CAGE, Role.CAGE)
        cage = self.s.users.system_co_sign(SIMULATOR_CAGE, Permission.RECEIVE_SLIP, purpose="cage", shift_id=shift_id)
        self.s.count.receive_slip(cage, slip.number)
        self._tray = (self._tray or 0) + (slip.total if kind is MovementKind.FILL else -slip.total)

    def close(self, session: Session, shift_id: int) -> None:
        """Void what the cage never received (an interrupted run), count the closer and close."""
        for number in self.s.count.pending_slips(shift_id):
            self.s.count.void_slip(self._boss(shift_id, "void slip"), number, "simulation interrupted")
        if self.chip_set is None:
            self.ensure_chip_set()
        self._tray = None  # the closer from the whole record, not the running figure
        total = self.tray(shift_id)
        view = self.s.count.view(shift_id)
        closer = self.like(dict(view.opener.count.chips), total) if view.opener is not None else self.chips_for(total)
        self.s.shifts.close(session, shift_id, closer=closer, confirmed_by=self._boss(shift_id, "closer"))

    def enter_drop(self, shift_id: int) -> None:
        self.s.users.ensure_builtin(SIMULATOR_COUNT_ROOM, Role.COUNT_ROOM)
        room = self.s.users.system_co_sign(SIMULATOR_COUNT_ROOM, Permission.ENTER_DROP, purpose="count room",
                                           shift_id=shift_id)
        view = self.s.count.view(shift_id)
        self.s.count.enter_drop(room, shift_id,
                                view.estimated_drop)

    def like(self, chips: dict[int, int], total: int) -> dict[int, int]:
        """A tray of ``total`` that looks like ``chips`` (the opener): the difference added or taken
        greedily, largest chips first; plain greedy when that cannot be done."""
        out = {d: n for d, n in chips.items()}
        diff = total - inventory_total(out)
        if diff >= 0:
            for d, n in self.chips_for(diff).items():
                out[d] = out.get(d, 0) + n
            return out
        left = -diff
        for d in sorted(out, reverse=True):
            take = min(out[d], left // d)
            out[d] -= take
            left -= take * d
        return out if left == 0 else self.chips_for(total)
