"""Helpers for the players, ratings and AML tests: people (a compliance officer among
them), a live shift dealt with known rounds, and the generator's rounds."""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Any

from dealer_app.auth.passwords import PinHasher
from dealer_app.auth.roles import Permission, Role
from dealer_app.services import CoSignature, DealerServices, Session
from rules.cards import parse_cards
from rules.poker.record import Decision
from rules.poker.table import CloseBets, DealerCards, Decide, FinalCards, PlaceBet

FAST_HASHER = PinHasher(time_cost=1, memory_cost=8, parallelism=1)
PIN = "123456"


def make_people(s: DealerServices) -> dict[str, int]:
    """admin ada; dealers dan, dora; pit boss pat; cage carl; compliance cleo; count room rita; trainee tim."""
    admin = s.users.create_first_admin("ada", "111111")
    ids = {"ada": admin.id}
    for name, role in (("dan", Role.DEALER), ("dora", Role.DEALER), ("pat", Role.PIT_BOSS), ("carl", Role.CAGE),
                       ("cleo", Role.COMPLIANCE), ("rita", Role.COUNT_ROOM), ("tim", Role.TRAINEE)):
        sig = s.users.co_sign("ada", "111111", Permission.MANAGE_USERS, purpose="setup")
        ids[name] = s.users.add(sig, name, role, PIN).id
    return ids


def co(s: DealerServices, name: str, permission: Permission, purpose: str = "test",
       shift_id: int | None = None) -> CoSignature:
    return s.users.co_sign(name, "111111" if name == "ada" else PIN, permission, purpose=purpose, shift_id=shift_id)


def steps_for(antes: dict[int, int], finals: dict[int, str], dealer: str = "Jc Jd 9s 6h 2c") -> list[Any]:
    """Every box in ``antes`` bets (Bet = 2 × Ante) against ``dealer``; ``finals``: each box's five cards."""
    out: list[Any] = [PlaceBet(b, a) for b, a in sorted(antes.items())]
    out.append(CloseBets())
    out += [Decide(b, Decision.BET) for b in sorted(antes)]
    out.append(DealerCards(parse_cards(dealer)))
    out += [FinalCards(b, parse_cards(finals[b])) for b in sorted(antes)]
    return out


@dataclass
class Table:
    """A live shift at a table, dealt by a dealer, against the real services."""

    s: DealerServices
    dealer: Session
    name: str
    shift_id: int = 0
    seeds: Any = field(default_factory=lambda: itertools.count(100))

    @classmethod
    def open(cls, s: DealerServices, name: str = "T1", dealer: str = "dan") -> Table:
        session = s.users.sign_in(dealer, PIN)
        shift = s.shifts.open(session, name)
        return cls(s, session, name, shift.id)

    def deal(self, steps: list[Any]) -> dict[str, Any]:
        """Deal and confirm one round (a pit boss approves what is held); the settlement JSON."""
        s = self.s
        live = s.rounds.start(self.dealer, self.shift_id)
        for step in steps:
            live = s.rounds.apply(self.dealer, live.round_id, step)
        if not s.rounds.approval_state(live.round_id).satisfied:
            s.rounds.approve(co(s, "pat", Permission.APPROVE, shift_id=self.shift_id), live.round_id)
        e = s.rounds.confirm(self.dealer, live.round_id)
        return dict(e.payload["settlement"])

    def generated(self) -> dict[str, Any]:
        from rules.poker.generator import generate_round

        live = self.s.rounds.start(self.dealer, self.shift_id)
        gen = generate_round(next(self.seeds), live.house, None, jackpot=live.jackpot_start)
        s = self.s
        for step in gen.steps:
            live = s.rounds.apply(self.dealer, live.round_id, step)
        if not s.rounds.approval_state(live.round_id).satisfied:
            s.rounds.approve(co(s, "pat", Permission.APPROVE, shift_id=self.shift_id), live.round_id)
        return dict(s.rounds.confirm(self.dealer, live.round_id).payload["settlement"])
