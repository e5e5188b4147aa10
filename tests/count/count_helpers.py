"""Helpers for the table-count tests: people, a chip set, a live shift dealt round by round."""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Any

from dealer_app.auth.passwords import PinHasher
from dealer_app.auth.roles import Permission, Role
from dealer_app.services import CoSignature, DealerServices, Session
from dealer_app.services.simulate_count import DEFAULT_CHIP_SET

FAST_HASHER = PinHasher(time_cost=1, memory_cost=8, parallelism=1)

CHIPS = [dict(chip) for chip in DEFAULT_CHIP_SET]
OPENER = {100000: 10, 50000: 10, 10000: 50, 2500: 100, 500: 100, 250: 40, 100: 100, 50: 40}  # €27,750


def make_people(s: DealerServices) -> dict[str, int]:
    """admin ada; dealers dan, dora; pit bosses pat, paula; cage carl; count room rita; trainee tim."""
    admin = s.users.create_first_admin("ada", "111111")
    sig = s.users.co_sign("ada", "111111", Permission.MANAGE_USERS, purpose="setup")
    ids = {"ada": admin.id}
    for name, role in (("dan", Role.DEALER), ("dora", Role.DEALER), ("pat", Role.PIT_BOSS), ("paula", Role.PIT_BOSS),
                       ("carl", Role.CAGE), ("rita", Role.COUNT_ROOM), ("tim", Role.TRAINEE)):
        ids[name] = s.users.add(sig, name, role, "123456").id
        sig = s.users.co_sign("ada", "111111", Permission.MANAGE_USERS, purpose="setup")  # a co-signature signs once
    return ids


def co(s: DealerServices, name: str, permission: Permission, purpose: str = "count",
       shift_id: int | None = None) -> CoSignature:
    return s.users.co_sign(name, "111111" if name == "ada" else "123456", permission, purpose=purpose, shift_id=shift_id)


@dataclass
class Table:
    """A live shift at table T1 dealt by dan, counted against the real services."""

    s: DealerServices
    dan: Session
    shift_id: int = 0
    seeds: Any = field(default_factory=lambda: itertools.count(100))

    @classmethod
    def open(cls, s: DealerServices, opener: dict[int, int] | None = None) -> Table:
        make_people(s)
        s.count.set_chip_set(co(s, "pat", Permission.EDIT_CHIP_SET), CHIPS)
        dan = s.users.sign_in("dan", "123456")
        shift = s.shifts.open(dan, "T1", opener=opener or OPENER, confirmed_by=co(s, "pat", Permission.SIGN_COUNT))
        return cls(s, dan, shift.id)

    def play(self) -> tuple[int, int]:
        """Deal and confirm one generated round (a pit boss approves what is held); (round id, tray result)."""
        from rules.poker.generator import generate_round

        s = self.s
        live = s.rounds.start(self.dan, self.shift_id)
        gen = generate_round(next(self.seeds), live.house, None, jackpot=live.jackpot_start)
        for step in gen.steps:
            live = s.rounds.apply(self.dan, live.round_id, step)
        if not s.rounds.approval_state(live.round_id).satisfied:
            s.rounds.approve(co(s, "pat", Permission.APPROVE, shift_id=self.shift_id), live.round_id)
        e = s.rounds.confirm(self.dan, live.round_id)
        p = e.payload
        return live.round_id, int(p["settlement"]["house_net"]) + int(p["jackpot_shares"])

    def fill(self, chips: dict[int, int]) -> int:
        s = self.s
        slip = s.count.request_slip(self.dan, self.shift_id, "fill", chips)
        s.count.sign_slip(co(s, "pat", Permission.SIGN_COUNT, shift_id=self.shift_id), slip.number)
        s.count.receive_slip(co(s, "carl", Permission.RECEIVE_SLIP, shift_id=self.shift_id), slip.number)
        return slip.number

    def credit(self, chips: dict[int, int]) -> int:
        s = self.s
        slip = s.count.request_slip(self.dan, self.shift_id, "credit", chips)
        s.count.sign_slip(co(s, "paula", Permission.SIGN_COUNT, shift_id=self.shift_id), slip.number)
        s.count.receive_slip(co(s, "carl", Permission.RECEIVE_SLIP, shift_id=self.shift_id), slip.number)
        return slip.number

    def chips(self, total: int) -> dict[int, int]:
        from dealer_app.table_count import breakdown

        chips, left = breakdown(total, [int(c["value"]) for c in CHIPS])  # type: ignore[call-overload]
        assert left == 0, total
        return chips

    def close(self, closer_total: int) -> None:
        self.s.shifts.close(self.dan, self.shift_id, closer=self.chips(closer_total),
                            confirmed_by=co(self.s, "pat", Permission.SIGN_COUNT, shift_id=self.shift_id))

    def enter_drop(self, amount: int) -> None:
        self.s.count.enter_drop(co(self.s, "rita", Permission.ENTER_DROP, shift_id=self.shift_id), self.shift_id,
                                amount)
