"""A slip printed again and the drop counted by note, through the real services on a real SQLite
file: a copy needs a pit boss and a reason and moves nothing; the waiting slips are listed
across shifts; the drop's notes are recorded beside its figure; ``audit verify`` re-checks both
and names a forged reprint or a drop whose notes do not add up."""

from __future__ import annotations

import pytest
from count_helpers import Table, co

from dealer_app.audit.verify import verify_store
from dealer_app.auth.roles import Permission
from dealer_app.services import DealerServices, PermissionDenied, ServiceError
from dealer_app.store.records import EntryKind, NewEntry
from dealer_app.wording.errors import exception_text


def test_a_slip_printed_again_needs_a_pit_boss_and_a_reason(services: DealerServices) -> None:
    t = Table.open(services)
    s = t.s
    fill = s.count.request_slip(t.dan, t.shift_id, "fill", {10000: 2}, signed_by=co(s, "pat", Permission.SIGN_COUNT,
                                                                                      shift_id=t.shift_id))
    waiting = s.count.request_slip(t.dan, t.shift_id, "credit", {2500: 4})
    assert [v.number for v in s.count.slips(waiting=True)] == [fill.number, waiting.number]
    before = len(s.store.entries_of_kind([EntryKind.SLIP_REPRINTED]))
    with pytest.raises(ServiceError, match="a reprint needs a reason") as refused:
        s.count.reprint_slip(co(s, "pat", Permission.SIGN_COUNT, shift_id=t.shift_id), fill.number, "  ")
    assert exception_text(refused.value, "ru") == "причина: повторная печать — нужна причина"
    with pytest.raises(PermissionDenied):
        s.count.reprint_slip(co(s, "carl", Permission.SIGN_COUNT, shift_id=t.shift_id), fill.number, "torn")
    assert len(s.store.entries_of_kind([EntryKind.SLIP_REPRINTED])) == before  # nothing recorded
    copy = s.count.reprint_slip(co(s, "paula", Permission.SIGN_COUNT, shift_id=t.shift_id), fill.number, "torn")
    assert [(r.by, r.reason) for r in copy.reprints] == [("paula", "torn")] and copy.status == "signed"
    assert s.count.view(t.shift_id).fills == 0  # a copy moves nothing
    assert verify_store(s.store).problems == []


def test_the_drop_counted_by_note(services: DealerServices) -> None:
    t = Table.open(services)
    s = t.s
    s.count.buy_in(t.dan, t.shift_id, 60_000)
    s.shifts.close(t.dan, t.shift_id, closer=dict(s.count.view(t.shift_id).opener.count.chips),
                   confirmed_by=co(s, "pat", Permission.SIGN_COUNT, shift_id=t.shift_id))
    assert s.count.banknotes()[:3] == (50_000, 20_000, 10_000)  # EUR: €500, €200, €100 notes
    room = co(s, "rita", Permission.ENTER_DROP, shift_id=t.shift_id)
    with pytest.raises(ServiceError, match="notes: the count of 5000 is a whole number"):
        s.count.enter_drop(room, t.shift_id, notes={5000: -1})
    drop = s.count.enter_drop(room, t.shift_id, notes={50_000: 1, 5_000: 2}, loose=150)
    assert (drop.amount, dict(drop.notes), drop.loose, drop.by) == (60_150, {50_000: 1, 5_000: 2}, 150, "rita")
    view = s.count.view(t.shift_id)
    assert view.drop is not None and view.drop.amount == 60_150 and view.win == 60_150
    assert verify_store(s.store).problems == []


def test_audit_verify_names_a_forged_reprint_and_notes_that_do_not_add_up(services: DealerServices) -> None:
    t = Table.open(services)
    s = t.s
    ids = {u.name: u.id for u in s.store.users()}
    slip = s.count.request_slip(t.dan, t.shift_id, "fill", {10000: 1})
    s.store.append([  # past the services, as a forger with the key would write them
        NewEntry(EntryKind.SLIP_REPRINTED, {"slip": slip.number, "reason": ""}, ids["dan"], "x", t.shift_id,
                 ref=slip.number),
        NewEntry(EntryKind.DROP_COUNTED, {"amount": 10_000, "notes": {"5000": 1}, "loose": 0}, ids["rita"], "x",
                 t.shift_id),
    ])
    joined = "\n".join(verify_store(s.store).problems)
    assert "reprinted by user" in joined and "may not sign count" in joined
    assert f"slip {slip.number} printed again without a reason" in joined
    assert "drop 10000, its notes add up to 5000" in joined
