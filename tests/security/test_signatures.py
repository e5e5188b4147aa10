"""Signatures bound to what they sign (section 4)."""

from __future__ import annotations

from pathlib import Path

import pytest
from security_helpers import run_cli

from dealer_app.audit.verify import verify_store
from dealer_app.auth.passwords import PinHasher
from dealer_app.auth.roles import Permission, PermissionDenied, Role
from dealer_app.services import DealerServices
from dealer_app.services.common import CoSignature
from dealer_app.services.simulate import Simulator
from dealer_app.services.users import SIMULATOR_PIT_BOSS
from dealer_app.store.errors import StaleStateError
from dealer_app.store.records import EntryKind, NewEntry
from rules.poker.generator import GeneratorKnobs, generate_round

FAST = PinHasher(time_cost=1, memory_cost=8, parallelism=1)


def _people(s: DealerServices) -> None:
    s.users.create_first_admin("ada", "246810")
    sig = s.users.co_sign("ada", "246810", Permission.MANAGE_USERS, purpose="add")
    s.users.add(sig, "dan", Role.DEALER, "111111")
    sig = s.users.co_sign("ada", "246810", Permission.MANAGE_USERS, purpose="add")
    s.users.add(sig, "pat", Role.PIT_BOSS, "222222")
    sig = s.users.co_sign("ada", "246810", Permission.MANAGE_USERS, purpose="add")
    s.users.add(sig, "paula", Role.PIT_BOSS, "333333")


def _held_round(s: DealerServices, dan, shift_id: int):
    """A live round that needs a pit boss's approval (every box plays, threshold 1)."""
    house = s.house.current("default").rules
    for seed in range(200):
        gen = generate_round(seed, house, GeneratorKnobs(box_played=1000), jackpot=s.store.meter())
        live = s.rounds.start(dan, shift_id)
        for step in gen.steps:
            live = s.rounds.apply(dan, live.round_id, step)
        if not s.rounds.approval_state(live.round_id).satisfied:
            return live
        s.rounds.confirm(dan, live.round_id)
    raise AssertionError("no held round")


@pytest.fixture
def live(tmp_path: Path):
    s = DealerServices.open(tmp_path / "s.db", station="t", hasher=FAST)
    _people(s)
    admin = s.users.co_sign("ada", "246810", Permission.EDIT_SETTINGS, purpose="settings")
    s.settings.update(admin, approval_threshold=1)
    dan = s.users.sign_in("dan", "111111")
    shift = s.shifts.open(dan, "1")
    yield s, dan, shift
    s.close()


def test_a_hand_built_co_signature_is_refused(live) -> None:
    s, dan, shift = live
    pat = s.store.user_by_name("pat")
    ada = s.store.user_by_name("ada")
    forged = CoSignature(ada, "t", 0, "forged")
    with pytest.raises(PermissionDenied, match="not a signature recorded"):
        s.users.set_role(forged, pat.id, Role.ADMIN)
    r = _held_round(s, dan, shift.id)
    with pytest.raises(PermissionDenied, match="not a signature recorded"):
        s.rounds.approve(CoSignature(pat, "t", 0, "forged"), r.round_id)
    # a real PIN check given for something else does not sign this
    other = s.users.co_sign("pat", "222222", Permission.VOID, purpose="void", shift_id=shift.id)
    with pytest.raises(PermissionDenied, match="given to void"):
        s.rounds.approve(CoSignature(pat, "t", other.seq, "x"), r.round_id)


def test_a_co_signature_signs_once_and_only_its_round(live) -> None:
    s, dan, shift = live
    r = _held_round(s, dan, shift.id)
    sig = s.users.co_sign("pat", "222222", Permission.APPROVE, purpose="approve", shift_id=shift.id,
                          round_id=r.round_id + 1)
    with pytest.raises(PermissionDenied, match=f"is for round {r.round_id + 1}"):
        s.rounds.approve(sig, r.round_id)
    sig = s.users.co_sign("pat", "222222", Permission.APPROVE, purpose="approve", shift_id=shift.id,
                          round_id=r.round_id)
    s.rounds.approve(sig, r.round_id)
    s.rounds.confirm(dan, r.round_id)
    r2 = _held_round(s, dan, shift.id)
    with pytest.raises(PermissionDenied, match="is for round"):
        s.rounds.approve(sig, r2.round_id)
    unbound = s.users.co_sign("pat", "222222", Permission.APPROVE, purpose="approve")
    s.rounds.approve(unbound, r2.round_id)
    s.rounds.confirm(dan, r2.round_id)
    r3 = _held_round(s, dan, shift.id)
    with pytest.raises(StaleStateError, match="already used"):
        s.rounds.approve(unbound, r3.round_id)
    assert verify_store(s.store).ok


def test_the_simulator_pit_boss_never_signs_a_live_round(live, tmp_path: Path) -> None:
    s, dan, shift = live
    with DealerServices.open(Path(s.store.location), station="sim", hasher=FAST) as other:
        sim = Simulator(other, seed=1)
        session = sim.dealer_session()
        sim_shift = other.shifts.open(session, "sim", simulated=True)
        sig = other.users.system_co_sign(SIMULATOR_PIT_BOSS, Permission.APPROVE, purpose="approve",
                                         shift_id=sim_shift.id)
    r = _held_round(s, dan, shift.id)
    with pytest.raises(PermissionDenied):
        s.rounds.approve(sig, r.round_id)
    # written past the services: audit verify names it
    s.store.append([NewEntry(EntryKind.APPROVED, {"steps": r.steps, "digest": "x", "items": [],
                                                  "signature": sig.seq, "signature_kind": "co_signed"},
                             sig.user.id, "t", shift.id, r.round_id)])
    report = verify_store(s.store)
    assert any("acted on live shift" in p for p in report.problems), report.problems
    assert any("is for shift" in p for p in report.problems), report.problems


def test_verify_names_a_reused_or_missing_signature(live) -> None:
    s, _dan, _shift = live
    pat = s.users.co_sign("pat", "222222", Permission.ADJUST_METER, purpose="meter")
    s.meter.adjust(pat, 100, "opening")
    for payload in ({"delta": 5, "reason": "again", "signature": pat.seq, "signature_kind": "co_signed"},
                    {"delta": 5, "reason": "unsigned"}):
        s.store.append([NewEntry(EntryKind.METER_ADJUSTED, payload, pat.user.id, "t")])
    report = verify_store(s.store)
    assert any("already signed entry" in p for p in report.problems), report.problems
    assert any("no signature recorded" in p for p in report.problems), report.problems


def test_simulate_refuses_a_live_database_unless_into_live_with_an_admin_pin(tmp_path: Path) -> None:
    db = tmp_path / "s.db"
    with DealerServices.open(db, station="t", hasher=FAST) as s:
        _people(s)
        dan = s.users.sign_in("dan", "111111")
        s.shifts.open(dan, "1")
        meter = s.store.meter()
    res = run_cli(["simulate", "--db", str(db), "--rounds", "1", "--quiet"])
    assert res.code == 2 and "--into-live" in res.err
    res = run_cli(["simulate", "--db", str(db), "--rounds", "1", "--quiet", "--into-live", "--by", "pat",
                   "--pin-stdin"], "222222\n")
    assert res.code == 1  # a pit boss is not an administrator
    res = run_cli(["simulate", "--db", str(db), "--rounds", "30", "--quiet", "--into-live", "--by", "ada",
                   "--pin-stdin", "--full-table"], "246810\n")
    assert res.code == 0, res.err
    with DealerServices.open(db, station="t", hasher=FAST) as s:
        assert s.store.meter() == meter  # the live meter never moved
        assert s.meter.history() == [] or all(m.shift_id is None or not s.store.shift(m.shift_id).simulated
                                              for m in s.meter.history())
        assert verify_store(s.store).ok
