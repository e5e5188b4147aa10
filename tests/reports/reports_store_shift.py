"""A live shift built through the real services, with everything a report must show:
approvals and a refusal, capped payouts, jackpot shares and contributions, a meter
adjustment, a void of a settled round, a floor ruling, and a misdeal."""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from pathlib import Path

import clock_support

from dealer_app.auth.passwords import PinHasher
from dealer_app.auth.roles import Permission, Role
from dealer_app.services import DealerServices
from rules.poker.generator import GeneratorKnobs, generate_round

FAST_HASHER = PinHasher(time_cost=1, memory_cost=8, parallelism=1)
VOID_REASON = "Cards exposed during the deal; misdeal declared."
RULING_REASON = "Player's exchange dealt out of order; floor returns the fee."
MISDEAL_REASON = "Deck found short a card."
REFUSAL_REASON = "Chips miscounted; recount."


class Clock(clock_support.Clock):
    """The test clock from 2026-03-14 19:00 UTC onwards."""

    def __init__(self, start: int = 1_773_514_800_000_000) -> None:
        super().__init__(start)


@dataclass(frozen=True)
class BuiltShift:
    db: Path
    data_dir: Path
    config_dir: Path
    shift_id: int
    voided_round: int  # round ids
    ruled_round: int
    ruled_box: int
    ruling_delta: int
    capped_round: int
    jackpot_round: int
    misdeal_round: int
    refused_round: int


def build_shift(folder: Path, *, rounds: int = 24) -> BuiltShift:
    """Requires DEALER_APP_CONFIG_DIR to point into ``folder`` (the audit key lives there)."""
    db = folder / "shift.db"
    clock = Clock()
    s = DealerServices.open(db, station="table-3", hasher=FAST_HASHER, clock=clock)
    try:
        s.users.create_first_admin("ada", "111111")
        admin = s.users.co_sign("ada", "111111", Permission.MANAGE_USERS, purpose="setup")
        for name, role in (("dan", Role.DEALER), ("pat", Role.PIT_BOSS), ("paula", Role.PIT_BOSS)):
            s.users.add(admin, name, role, "123456")
            admin = s.users.co_sign("ada", "111111", Permission.MANAGE_USERS, purpose="setup")  # signs once
        s.settings.update(s.users.co_sign("ada", "111111", Permission.EDIT_SETTINGS, purpose="settings"),
                          casino_name="Casino Lumière", approval_threshold=40_000)

        def boss(name: str, perm: Permission, **kw: int) -> object:
            return s.users.co_sign(name, "123456", perm, purpose=perm.value, **kw)

        s.house.save(boss("pat", Permission.EDIT_HOUSE_RULES), "default",  # type: ignore[arg-type]
                     {"max_payout": 60_000, "jackpot_contribution_percent": 10})
        dan = s.users.sign_in("dan", "123456")
        shift = s.shifts.open(dan, "RP-3")
        s.meter.adjust(boss("pat", Permission.ADJUST_METER, shift_id=shift.id), 500_000,  # type: ignore[arg-type]
                       "Meter seeded after the count.", shift_id=shift.id)
        knobs = GeneratorKnobs(jackpot_hit=250, strong_hand=300, max_ante=300, bonus=600)
        played = []
        capped = jackpot = refused = None
        for seed in itertools.count(1):
            if len(played) >= rounds and capped is not None and jackpot is not None:
                break
            live = s.rounds.start(dan, shift.id)
            for step in generate_round(seed, live.house, knobs, jackpot=live.jackpot_start).steps:
                live = s.rounds.apply(dan, live.round_id, step)
            if not s.rounds.approval_state(live.round_id).satisfied:
                if refused is None:
                    s.rounds.refuse(boss("paula", Permission.REFUSE, shift_id=shift.id, round_id=live.round_id),  # type: ignore[arg-type]
                                    live.round_id, REFUSAL_REASON)
                    refused = live.round_id
                s.rounds.approve(boss("pat", Permission.APPROVE, shift_id=shift.id, round_id=live.round_id),  # type: ignore[arg-type]
                                 live.round_id)
            s.rounds.confirm(dan, live.round_id)
            v = s.read.round(live.round_id)
            played.append(v)
            if capped is None and any(b.capped for b in v.boxes):
                capped = v.id
            if jackpot is None and v.jackpot_shares > 0:
                jackpot = v.id
            clock.advance(55)
        assert capped is not None and jackpot is not None and refused is not None
        # corrections after settlement: a void and a floor ruling, by pit bosses who did not deal
        voided = next(v for v in played[4:] if v.id not in (capped, jackpot))
        s.rounds.void(boss("paula", Permission.VOID, shift_id=shift.id, round_id=voided.id), voided.id, VOID_REASON)  # type: ignore[arg-type]
        ruled = next(v for v in played[7:] if v.id not in (capped, jackpot, voided.id))
        box = ruled.boxes[0]
        s.rounds.rule(boss("pat", Permission.RULE, shift_id=shift.id, round_id=ruled.id), ruled.id, box.box,  # type: ignore[arg-type]
                      box.computed_net + 1500, RULING_REASON)
        # a misdeal: a round begun, then voided before it settled
        live = s.rounds.start(dan, shift.id)
        for step in list(generate_round(999, live.house, knobs, jackpot=live.jackpot_start).steps)[:3]:
            live = s.rounds.apply(dan, live.round_id, step)
        s.rounds.void(boss("paula", Permission.VOID, shift_id=shift.id, round_id=live.round_id), live.round_id,  # type: ignore[arg-type]
                      MISDEAL_REASON)
        clock.advance(300)
        s.shifts.close(dan, shift.id)
        s.users.sign_out(dan)
    finally:
        s.close()
    return BuiltShift(db, folder / "data", folder / "config", shift.id, voided.id, ruled.id, box.box, 1500, capped,
                      jackpot, live.round_id, refused)
