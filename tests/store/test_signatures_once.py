"""A co-signature signs once, for user management, settings and the table count too
(as for approvals): the store refuses a second use inside the write transaction,
and ``audit verify`` names an entry written past the services that reuses one."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from store_helpers import make_users

from dealer_app.audit.verify import verify_store
from dealer_app.auth.roles import Permission, Role
from dealer_app.services import CoSignature, DealerServices
from dealer_app.services.simulate_count import DEFAULT_CHIP_SET
from dealer_app.store.errors import StaleStateError
from dealer_app.store.records import EntryKind, NewEntry

CHIPS = [dict(chip) for chip in DEFAULT_CHIP_SET]
OPENER = {100000: 10, 50000: 10, 10000: 50, 2500: 100, 500: 100, 250: 40, 100: 100, 50: 40}


def _sig(s: DealerServices, name: str, permission: Permission, shift_id: int | None = None) -> CoSignature:
    return s.users.co_sign(name, "111111" if name == "ada" else "123456", permission, purpose="test",
                           shift_id=shift_id)


def _user_actions(s: DealerServices, ids: dict[str, int]) -> list[tuple[str, Callable[[CoSignature], Any]]]:
    return [
        ("role change", lambda sig: s.users.set_role(sig, ids["tim"], Role.DEALER)),
        ("PIN reset", lambda sig: s.users.reset_pin(sig, ids["dora"], "654321")),
        ("deactivation", lambda sig: s.users.disable(sig, ids["tim"])),
        ("reactivation", lambda sig: s.users.enable(sig, ids["tim"])),
        ("unlock", lambda sig: s.users.unlock(sig, ids["dora"])),
        ("new user", lambda sig: s.users.add(sig, "nina", Role.DEALER, "123456")),
    ]


def test_an_administrators_co_signature_signs_one_change(services: DealerServices) -> None:
    s = services
    ids = make_users(s)
    for what, action in _user_actions(s, ids):
        sig = _sig(s, "ada", Permission.MANAGE_USERS)
        action(sig)
        with pytest.raises(StaleStateError, match=f"signature at entry {sig.seq} was already used"):
            s.users.set_role(sig, ids["dan"], Role.PIT_BOSS)
        assert s.store.user(ids["dan"]).role == Role.DEALER, what
    sig = _sig(s, "ada", Permission.EDIT_SETTINGS)
    s.settings.update(sig, approval_threshold=500_000)
    with pytest.raises(StaleStateError, match="already used"):
        s.settings.update(sig, approval_threshold=1)
    assert s.settings.get().approval_threshold == 500_000
    assert verify_store(s.store).ok


def test_a_count_signature_signs_one_slip_or_count(services: DealerServices) -> None:
    s = services
    make_users(s)
    chip_set = _sig(s, "pat", Permission.EDIT_CHIP_SET)
    s.count.set_chip_set(chip_set, CHIPS)
    with pytest.raises(StaleStateError, match="already used"):
        s.count.set_chip_set(chip_set, CHIPS[:3])
    dan = s.users.sign_in("dan", "123456")
    boss = _sig(s, "pat", Permission.SIGN_COUNT)
    shift = s.shifts.open(dan, "T1", opener=OPENER, confirmed_by=boss)
    with pytest.raises(StaleStateError, match="already used"):  # the opener's confirmation, once more
        s.count.count_tray(dan, shift.id, OPENER, confirmed_by=boss)
    first = s.count.request_slip(dan, shift.id, "fill", {10000: 5})
    second = s.count.request_slip(dan, shift.id, "fill", {10000: 2})
    pat = _sig(s, "pat", Permission.SIGN_COUNT, shift.id)
    s.count.sign_slip(pat, first.number)
    with pytest.raises(StaleStateError, match="already used"):
        s.count.sign_slip(pat, second.number)
    carl = _sig(s, "paula", Permission.SIGN_COUNT, shift.id)
    s.count.sign_slip(carl, second.number)
    with pytest.raises(StaleStateError, match="already used"):
        s.count.void_slip(carl, first.number, "again")
    assert s.count.slip(first.number).status == "signed"
    assert verify_store(s.store).ok


@pytest.mark.parametrize("kind", ["user", "settings", "count"])
def test_verify_names_a_replayed_signature(services: DealerServices, kind: str) -> None:
    s = services
    ids = make_users(s)
    if kind == "user":
        sig = _sig(s, "ada", Permission.MANAGE_USERS)
        s.users.set_role(sig, ids["tim"], Role.DEALER)
        replay = NewEntry(EntryKind.USER_ROLE_CHANGED, {"user": ids["dan"], "role": "admin", "previous": "dealer",
                                                        "signature": sig.seq, "signature_kind": "co_signed"},
                          sig.user.id, "t")
    elif kind == "settings":
        sig = _sig(s, "ada", Permission.EDIT_SETTINGS)
        s.settings.update(sig, approval_threshold=500_000)
        replay = NewEntry(EntryKind.SETTINGS_CHANGED, {"values": {"approval_threshold": "1"},
                                                       "signature": sig.seq, "signature_kind": "co_signed"},
                          sig.user.id, "t")
    else:
        s.count.set_chip_set(_sig(s, "pat", Permission.EDIT_CHIP_SET), CHIPS)
        dan = s.users.sign_in("dan", "123456")
        boss = _sig(s, "paula", Permission.SIGN_COUNT)
        shift = s.shifts.open(dan, "T1", opener=OPENER, confirmed_by=boss)
        total = sum(d * n for d, n in OPENER.items())
        replay = NewEntry(EntryKind.TRAY_COUNTED, {
            "stage": "hourly", "chips": {str(d): n for d, n in OPENER.items()}, "total": total,
            "counted_by": dan.user.id, "confirmed_by": boss.user.id, "signature": dan.signed_in_seq,
            "signature_kind": "session", "co_signatures": [boss.seq]}, dan.user.id, "t", shift.id)
    assert verify_store(s.store).ok
    s.store.append([replay])  # written past the services (as someone holding the key could)
    report = verify_store(s.store)
    assert not report.ok
    assert any(f"(entry {sig.seq if kind != 'count' else boss.seq}) already signed entry" in p
               for p in report.problems), report.problems
