"""Signed checkpoints and ``audit verify --since-checkpoint`` (both backends).

A shift close writes a checkpoint entry (head, counts, meters, users, settings,
signed by the key). Verifying from it checks its signature, its link and every
entry after it; a full verify still checks everything. A tampered, cut,
re-signed or rolled-back log fails both ways.
"""

from __future__ import annotations

from typing import Any

import pytest
from store_helpers import FAST_HASHER, deal, find_round, make_users, superuser_sql

from dealer_app.audit.checkpoints import checkpoint_tag, last_checkpoint
from dealer_app.audit.verify import verify_store
from dealer_app.services import DealerServices
from dealer_app.services.rounds import required_approvals
from dealer_app.store import EntryKind
from dealer_app.store.chain import genesis_mac, mac_of
from dealer_app.store.keys import AuditKey
from rules.poker import Settlement


def _play(s: DealerServices, dealer: Any, shift_id: int, rounds: int, start: int) -> int:
    """``rounds`` rounds that need no pit boss, dealt and confirmed; the next seed to try."""
    house = s.house.current("default").rules
    for _ in range(rounds):
        gen = find_round(house, s.meter.value(), lambda st: not required_approvals(
            Settlement.from_json(st, house, jackpot_before=0), 1_000_000), start=start)
        start = gen.seed + 1
        r = deal(s, dealer, shift_id, gen.steps)
        s.rounds.confirm(dealer, r.round_id)
    return start


@pytest.fixture
def logged(db: Any) -> Any:
    """A closed shift of two rounds (its close wrote a checkpoint), then an open shift of two."""
    s = db.open(station="table-1", hasher=FAST_HASHER)
    make_users(s)
    dealer = s.users.sign_in("dan", "123456")
    first = s.shifts.open(dealer, "T1")
    seed = _play(s, dealer, first.id, 2, 0)
    s.shifts.close(dealer, first.id)
    second = s.shifts.open(dealer, "T1")
    _play(s, dealer, second.id, 2, seed)
    yield s
    s.close()


def _sql(store: Any, sql: str) -> None:
    """Change the log behind the app's back (its append-only triggers out of the way)."""
    if getattr(store, "url", None) is None:
        import sqlite3

        conn = sqlite3.connect(str(store.location))
        try:
            conn.execute("DROP TRIGGER IF EXISTS log_no_update")
            conn.execute("DROP TRIGGER IF EXISTS log_no_delete")
            conn.execute(sql)
            conn.commit()
        finally:
            conn.close()
        return
    superuser_sql(store, sql)


def _after_checkpoint(s: DealerServices, kind: EntryKind) -> int:
    cp = last_checkpoint(s.store)
    assert cp is not None
    return min(e.seq for e in s.store.entries_of_kind([kind.value]) if e.seq > cp.seq)


def _both(s: DealerServices) -> tuple[Any, Any]:
    return verify_store(s.store), verify_store(s.store, since_checkpoint=True)


def test_the_close_writes_a_signed_checkpoint_and_verify_starts_from_it(logged: DealerServices) -> None:
    s = logged
    cp = last_checkpoint(s.store)
    assert cp is not None and not cp.problems
    p = cp.payload
    assert p["head_seq"] == cp.seq - 1 and p["head_mac"] == s.store.entry(cp.seq - 1).mac
    assert p["entries"] == cp.seq - 1 and p["shifts"] == 1 and p["rounds"] == 2
    assert {u["name"] for u in p["users"].values()} >= {"dan", "pat"}
    assert p["tag"] == checkpoint_tag(s.store, p)
    full, since = _both(s)
    assert full.ok and since.ok, (full.problems, since.problems)
    assert full.rounds_checked == 4 and since.rounds_checked == 2  # only the open shift's rounds again
    assert since.since == cp.seq and since.entries == s.store.anchor().count - cp.seq + 1
    assert full.since is None


def test_a_tampered_entry_after_the_checkpoint_fails_both(logged: DealerServices) -> None:
    s = logged
    seq = _after_checkpoint(s, EntryKind.ROUND_SETTLED)
    _sql(s.store, f"UPDATE log SET payload = replace(payload, '\"approval\":null', "
                           f"'\"approval\":1') WHERE seq = {seq}")
    for report in _both(s):
        assert any(f"entry {seq} (round_settled" in p and "does not match the chain" in p for p in report.problems), \
            report.problems


def test_a_cut_after_the_checkpoint_fails_both(logged: DealerServices) -> None:
    s = logged
    seq = _after_checkpoint(s, EntryKind.STEP)
    _sql(s.store, f"DELETE FROM log WHERE seq = {seq}")
    for report in _both(s):
        assert any(f"entry {seq} missing" in p for p in report.problems), report.problems


def test_an_altered_checkpoint_fails_both(logged: DealerServices) -> None:
    s = logged
    cp = last_checkpoint(s.store)
    assert cp is not None
    _sql(s.store, f"UPDATE log SET payload = replace(payload, '\"rounds\":2', '\"rounds\":3') "
                           f"WHERE seq = {cp.seq}")
    full, since = _both(s)
    assert any("does not match the chain" in p for p in full.problems)
    assert any(f"entry {cp.seq} (checkpoint" in p and "its signature does not match" in p for p in since.problems)
    assert not since.ok and since.since is None  # verified from the first entry instead


def test_a_checkpoint_removed_or_added_without_the_key_fails_incremental(logged: DealerServices) -> None:
    s = logged
    cp = last_checkpoint(s.store)
    assert cp is not None
    _sql(s.store, f"DELETE FROM log WHERE seq = {cp.seq}")  # from the one before: the gap is found
    for report in _both(s):
        assert any(f"entry {cp.seq} missing" in p for p in report.problems), report.problems


def test_a_re_signed_log_fails_both(logged: DealerServices) -> None:
    """Every MAC and the checkpoints' signatures recomputed with another key: the real key finds it."""
    s = logged
    other = AuditKey.generate()
    prev = genesis_mac(other, s.store.db_uuid)
    for e in list(s.store.iter_entries(1)):
        if e.kind == EntryKind.CHECKPOINT:
            p = dict(e.payload)
            p["tag"] = other.mac(checkpoint_tag(s.store, p).encode())  # not the store's key: anything else
            text = e.payload_text.replace(e.payload["tag"], p["tag"])
            _sql(s.store, f"UPDATE log SET payload = '{text}' WHERE seq = {e.seq}")
            e = s.store.entry(e.seq)
            assert e is not None
        mac = mac_of(other, prev, e)
        _sql(s.store, f"UPDATE log SET mac = '{mac}' WHERE seq = {e.seq}")
        prev = mac
    full, since = _both(s)
    assert not full.ok and not since.ok
    assert any("its signature does not match" in p for p in since.problems)
    assert any("does not match the chain" in p for p in since.problems)  # then verified from the start


def test_a_round_settled_before_the_checkpoint_voided_after_it(db: Any) -> None:
    """Its meter reversal is checked against its settlement, before the checkpoint."""
    from dealer_app.auth.roles import Permission

    s = db.open(station="table-1", hasher=FAST_HASHER)
    try:
        make_users(s)
        pat = s.users.sign_in("pat", "123456")
        s.house.save(pat, "default", {"jackpot_contribution_percent": 20, "jackpot_percent": {"royal_flush": 2}},
                     note="jackpot")
        s.users.sign_out(pat)
        dealer = s.users.sign_in("dan", "123456")
        shift = s.shifts.open(dealer, "T1")
        house = s.house.current("default").rules
        gen = find_round(house, s.meter.value(), lambda st: st["jackpot_after"] > 0 and not required_approvals(
            Settlement.from_json(st, house, jackpot_before=0), 1_000_000))
        r = deal(s, dealer, shift.id, gen.steps)
        s.rounds.confirm(dealer, r.round_id)
        s.shifts.close(dealer, shift.id)
        boss = s.users.co_sign("pat", "123456", Permission.VOID, purpose="void", shift_id=shift.id,
                               round_id=r.round_id)
        second = s.users.co_sign("paula", "123456", Permission.SECOND_SIGN, purpose="void", shift_id=shift.id,
                                 round_id=r.round_id)  # the shift is closed: two people sign
        void = s.rounds.void(boss, r.round_id, "Deck short", second=second)
        assert void.payload["meter_delta"] < 0 and s.meter.value() == 0
        full, since = _both(s)
        assert full.ok and since.ok, (full.problems, since.problems)
        assert since.since is not None and since.since < void.seq
        _sql(s.store, f"UPDATE log SET payload = replace(payload, '\"meter_delta\":{void.payload['meter_delta']}', "
                      f"'\"meter_delta\":0') WHERE seq = {void.seq}")
        for report in _both(s):
            assert any("does not match the chain" in p for p in report.problems), report.problems
    finally:
        s.close()
