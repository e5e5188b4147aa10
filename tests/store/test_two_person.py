"""Two people for the big things (issue finding 9): a ruling, a void or a meter adjustment
above the second-signer threshold, or on a closed shift, needs a second, different pit
boss or administrator; ``audit verify`` names such an entry with one signature. Both
backends (a real SQLite file, a real PostgreSQL floor table)."""

from __future__ import annotations

from typing import Any

import pytest
from entry_support import assert_typed_log
from store_helpers import FAST_HASHER, make_users

from dealer_app.audit.verify import verify_store
from dealer_app.auth.roles import Permission, PermissionDenied
from dealer_app.services import DealerServices
from dealer_app.services.common import SecondSignerNeeded, SettingsError
from dealer_app.store.records import EntryKind, NewEntry
from rules.poker.generator import generate_round

THRESHOLD = 100_000  # €1,000.00


def _co(s: DealerServices, name: str, permission: Permission, shift_id: int | None = None,
        round_id: int | None = None) -> Any:
    return s.users.co_sign(name, "111111" if name == "ada" else "123456", permission, purpose="test",
                           shift_id=shift_id, round_id=round_id)


@pytest.fixture
def live(db: Any) -> Any:
    s = db.open(station="table-1", hasher=FAST_HASHER)
    make_users(s)
    s.settings.update(_co(s, "ada", Permission.EDIT_SETTINGS), second_signer_threshold=THRESHOLD)
    dan = s.users.sign_in("dan", "123456")
    shift = s.shifts.open(dan, "T1")
    yield s, dan, shift.id
    s.close()


def _settled(s: DealerServices, dan: Any, shift_id: int, seed: int = 0) -> int:
    """A dealt and confirmed round (held payouts approved by pat); its id."""
    live = s.rounds.start(dan, shift_id)
    gen = generate_round(seed, live.house, None, jackpot=live.jackpot_start)
    for step in gen.steps:
        live = s.rounds.apply(dan, live.round_id, step)
    if not s.rounds.approval_state(live.round_id).satisfied:
        s.rounds.approve(_co(s, "pat", Permission.APPROVE, shift_id, live.round_id), live.round_id)
    s.rounds.confirm(dan, live.round_id)
    return live.round_id


def _computed(s: DealerServices, round_id: int) -> tuple[int, int]:
    from dealer_app.audit.settlement_checks import stored_settlement
    from dealer_app.store.entries import SettledEntry

    row = s.store.round(round_id)
    assert row is not None and row.settled_seq is not None
    e = s.store.entry(row.settled_seq)
    assert e is not None
    box = stored_settlement(e.body_as(SettledEntry)).boxes[0]
    return box.box, box.net


def _problems(s: DealerServices) -> list[str]:
    return [p for p in verify_store(s.store).problems if "second signer" in p]


def test_the_threshold_is_a_setting_with_a_default_and_bounds(live: Any) -> None:
    from dealer_app.services.common import Settings

    assert Settings().second_signer_threshold == 5_000_000
    s, _dan, _sid = live
    assert s.settings.get().second_signer_threshold == THRESHOLD
    with pytest.raises(SettingsError, match="second_signer_threshold: must be at least 1"):
        s.settings.update(_co(s, "ada", Permission.EDIT_SETTINGS), second_signer_threshold=0)


def test_a_big_ruling_needs_a_second_different_pit_boss_or_admin(live: Any) -> None:
    s, dan, sid = live
    rid = _settled(s, dan, sid)
    box, net = _computed(s, rid)
    big = net + THRESHOLD + 1
    with pytest.raises(SecondSignerNeeded, match="above the second-signer threshold"):
        s.rounds.rule(_co(s, "pat", Permission.RULE, sid, rid), rid, box, big, "the tester's ruling")
    # the same person twice is one person
    with pytest.raises(PermissionDenied, match="another person"):
        s.rounds.rule(_co(s, "pat", Permission.RULE, sid, rid), rid, box, big, "x",
                      second=_co(s, "pat", Permission.SECOND_SIGN, sid, rid))
    # a dealer cannot be the second signer; a signature given to something else does not count
    with pytest.raises(PermissionDenied):
        s.rounds.rule(_co(s, "pat", Permission.RULE, sid, rid), rid, box, big, "x",
                      second=_co(s, "dora", Permission.SECOND_SIGN, sid, rid))
    with pytest.raises(PermissionDenied, match="given to rule"):
        s.rounds.rule(_co(s, "pat", Permission.RULE, sid, rid), rid, box, big, "x",
                      second=_co(s, "paula", Permission.RULE, sid, rid))
    e = s.rounds.rule(_co(s, "pat", Permission.RULE, sid, rid), rid, box, big, "disputed hand",
                      second=_co(s, "paula", Permission.SECOND_SIGN, sid, rid))
    assert e.payload["second_signer"] == s.store.user_by_name("paula").id  # type: ignore[union-attr]
    assert e.payload["second_signer_why"] == "above threshold"
    # a small one needs one signature
    s.rounds.rule(_co(s, "pat", Permission.RULE, sid, rid), rid, box, net + THRESHOLD, "small")
    report = verify_store(s.store)
    assert report.ok, report.problems


def test_on_a_closed_shift_every_ruling_void_and_adjustment_needs_two(live: Any) -> None:
    s, dan, sid = live
    rid = _settled(s, dan, sid)
    box, net = _computed(s, rid)
    s.shifts.close(dan, sid)
    with pytest.raises(SecondSignerNeeded, match=f"shift {sid} is closed"):
        s.rounds.rule(_co(s, "pat", Permission.RULE, sid, rid), rid, box, net + 1, "after the report")
    with pytest.raises(SecondSignerNeeded, match=f"shift {sid} is closed"):
        s.meter.adjust(_co(s, "pat", Permission.ADJUST_METER, sid), 100, "after the report", shift_id=sid)
    with pytest.raises(SecondSignerNeeded, match=f"shift {sid} is closed"):
        s.rounds.void(_co(s, "pat", Permission.VOID, sid, rid), rid, "after the report")
    # an administrator is the second signer here (a manager)
    s.rounds.rule(_co(s, "pat", Permission.RULE, sid, rid), rid, box, net + 1, "after the report",
                  second=_co(s, "adam", Permission.SECOND_SIGN, sid, rid))
    s.meter.adjust(_co(s, "pat", Permission.ADJUST_METER, sid), 100, "after the report", shift_id=sid,
                   second=_co(s, "paula", Permission.SECOND_SIGN, sid))
    e = s.rounds.void(_co(s, "pat", Permission.VOID, sid, rid), rid, "after the report",
                      second=_co(s, "paula", Permission.SECOND_SIGN, sid, rid))
    assert e.payload["second_signer_why"] == "closed shift"
    report = verify_store(s.store)
    assert report.ok, report.problems
    assert {"floor_ruling", "round_voided", "meter_adjusted"} <= set(assert_typed_log(s.store))


def test_a_big_meter_adjustment_needs_two(live: Any) -> None:
    s, _dan, sid = live
    with pytest.raises(SecondSignerNeeded):
        s.meter.adjust(_co(s, "pat", Permission.ADJUST_METER, sid), THRESHOLD + 1, "float", shift_id=sid)
    assert s.meter.value() == 0
    s.meter.adjust(_co(s, "pat", Permission.ADJUST_METER, sid), THRESHOLD, "float", shift_id=sid)
    s.meter.adjust(_co(s, "pat", Permission.ADJUST_METER), THRESHOLD + 1, "float",
                   second=_co(s, "paula", Permission.SECOND_SIGN))
    assert s.meter.value() == 2 * THRESHOLD + 1
    assert verify_store(s.store).ok


def test_verify_names_a_big_entry_with_one_signature(live: Any) -> None:
    """Finding 9's steps past the services: a colluding pit boss's own co-signature on a ruling
    of +€900,000,000.00 and a meter adjustment of +10^14 written straight through the store."""
    s, dan, sid = live
    rid = _settled(s, dan, sid)
    box, net = _computed(s, rid)
    s.shifts.close(dan, sid)
    pat = s.store.user_by_name("pat")
    assert pat is not None
    rule = _co(s, "pat", Permission.RULE, sid, rid)
    s.store.append([NewEntry(EntryKind.FLOOR_RULING, {
        "box": box, "net": 90_000_000_000, "reason": "colluding", "stage": "after_settlement", "computed_net": net,
        "signature": rule.seq, "signature_kind": "co_signed"}, pat.id, "table-1", sid, rid, None)])
    adj = _co(s, "pat", Permission.ADJUST_METER)
    s.store.append([NewEntry(EntryKind.METER_ADJUSTED, {
        "delta": 10**14, "reason": "colluding", "signature": adj.seq, "signature_kind": "co_signed"},
        pat.id, "table-1", None, None, None)])
    problems = _problems(s)
    assert len(problems) == 2, problems
    assert "shift " in problems[0] and "was closed" in problems[0] and "one signature" in problems[0]
    assert "above the second-signer threshold" in problems[1]
    # the second signer named but not the one whose co-signature is there: still one signature
    adj = _co(s, "pat", Permission.ADJUST_METER)
    s.store.append([NewEntry(EntryKind.METER_ADJUSTED, {
        "delta": -(10**14), "reason": "colluding", "signature": adj.seq, "signature_kind": "co_signed",
        "second_signer": s.store.user_by_name("paula").id, "co_signatures": [adj.seq]},  # type: ignore[union-attr]
        pat.id, "table-1", None, None, None)])
    assert len(_problems(s)) == 3
