"""The table count through the real services on a real SQLite file: opener and closer
with two signatures, fills and credits, buy-ins, the drop, win, hold and the variance,
the role matrix, and ``audit verify`` re-checking every count entry."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest
from count_helpers import CHIPS, OPENER, Table, co, make_people
from entry_support import assert_typed_log

from dealer_app.audit.verify import verify_store
from dealer_app.auth.roles import Permission
from dealer_app.services import DealerServices, PermissionDenied, ServiceError, StateError
from dealer_app.services.count import SlipStatus
from dealer_app.store.records import EntryKind, NewEntry
from dealer_app.table_count import inventory_total

OPENER_TOTAL = inventory_total(OPENER)


def test_a_live_shift_counted_end_to_end(services: DealerServices) -> None:
    t = Table.open(services)
    s = t.s
    bi = s.count.buy_in(t.dan, t.shift_id, 50_000, seat=3)
    assert bi.chips == {50000: 1}
    bi2 = s.count.buy_in(t.dan, t.shift_id, 13_750)
    assert bi2.chips == {10000: 1, 2500: 1, 500: 2, 250: 1}
    results = [t.play()[1] for _ in range(4)]
    t.fill({10000: 20})
    t.credit({100000: 2})
    computed = sum(results)
    tray = OPENER_TOTAL - 63_750 + 200_000 - 200_000 + computed
    t.close(tray)
    v = s.count.view(t.shift_id)
    assert (v.fills, v.credits, v.estimated_drop, v.drop_counted) == (200_000, 200_000, 63_750, False)
    assert v.computed == computed
    assert v.win == computed and v.variance == 0
    assert v.hold is None  # the drop is not counted yet
    t.enter_drop(63_750)
    v = s.count.view(t.shift_id)
    assert v.drop_counted and v.hold == Fraction(computed, 63_750) and v.variance == 0
    assert v.opener is not None and v.opener.counted_by == "dan" and v.opener.confirmed_by == "pat"
    assert v.closer is not None and v.closer.count.total == tray
    report = verify_store(s.store)
    assert report.ok, report.problems
    assert {"tray_counted", "buy_in", "drop_counted", "slip_received"} <= set(assert_typed_log(s.store))


def test_counted_drop_beyond_the_buy_ins_is_win_not_hidden(services: DealerServices) -> None:
    t = Table.open(services)
    t.s.count.buy_in(t.dan, t.shift_id, 20_000)
    t.close(OPENER_TOTAL - 20_000)
    t.enter_drop(30_000)  # €100 more in the box than the table recorded
    v = t.s.count.view(t.shift_id)
    assert v.win == 10_000 and v.variance == 10_000 and v.drop_difference == 10_000
    assert v.beyond_threshold and not v.ready_to_sign  # threshold €50 by default
    with pytest.raises(PermissionDenied):
        t.s.count.explain_variance(co(t.s, "dora", Permission.VIEW_COUNT), t.shift_id, "x")
    v = t.s.count.explain_variance(co(t.s, "paula", Permission.EXPLAIN_VARIANCE), t.shift_id,
                                   "an unrecorded €100 buy-in at seat 2")
    assert v.ready_to_sign and v.explanations[0][0] == "paula"
    with pytest.raises(ServiceError, match="recount needs a reason"):
        t.enter_drop(20_000)
    t.s.count.enter_drop(co(t.s, "rita", Permission.ENTER_DROP), t.shift_id, 20_000, reason="recount")
    v = t.s.count.view(t.shift_id)
    assert v.variance == 0 and v.drop is not None and v.drop.recounts == 1


def test_opener_needs_two_people_and_proposes_the_last_closer(services: DealerServices) -> None:
    make_people(services)
    s = services
    dan = s.users.sign_in("dan", "123456")
    s.shifts.close(dan, s.shifts.open(dan, "T1").id)  # before a chip set: as today, no counts
    s.count.set_chip_set(co(s, "ada", Permission.EDIT_CHIP_SET), CHIPS)
    with pytest.raises(ServiceError, match="opener"):
        s.shifts.open(dan, "T1")
    with pytest.raises(ServiceError, match="two signatures"):
        s.shifts.open(dan, "T1", opener=OPENER)
    with pytest.raises(ServiceError, match="not a denomination"):
        s.shifts.open(dan, "T1", opener={123: 1}, confirmed_by=co(s, "pat", Permission.SIGN_COUNT))
    with pytest.raises(PermissionDenied):  # a dealer never confirms
        s.shifts.open(dan, "T1", opener=OPENER, confirmed_by=co(s, "dora", Permission.VIEW_COUNT))
    shift = s.shifts.open(dan, "T1", opener=OPENER, confirmed_by=co(s, "pat", Permission.SIGN_COUNT))
    assert s.shifts.open_shifts("T1") and s.count.view(shift.id).opener.proposed is None  # type: ignore[union-attr]
    with pytest.raises(ServiceError, match="closer"):
        s.shifts.close(dan, shift.id)
    closer = {**OPENER, 100: 99}  # one white chip gone
    s.shifts.close(dan, shift.id, closer=closer, confirmed_by=co(s, "pat", Permission.SIGN_COUNT))
    assert s.count.proposed_opener("T1") == {k: v for k, v in closer.items()}
    nxt = s.shifts.open(dan, "T1", opener=OPENER, confirmed_by=co(s, "paula", Permission.SIGN_COUNT))
    op = s.count.view(nxt.id).opener
    assert op is not None and op.proposed == OPENER_TOTAL - 100 and op.difference == 100  # flagged


def test_slips_follow_the_role_matrix(services: DealerServices) -> None:
    t = Table.open(services)
    s, sid = t.s, t.shift_id
    slip = s.count.request_slip(t.dan, sid, "fill", {10000: 5})
    assert slip.status == SlipStatus.REQUESTED and slip.total == 50_000
    with pytest.raises(StateError, match="not signed"):  # the cage waits for the pit boss
        s.count.receive_slip(co(s, "carl", Permission.RECEIVE_SLIP), slip.number)
    with pytest.raises(PermissionDenied):  # the cage does not sign for the pit
        s.count.sign_slip(co(s, "carl", Permission.RECEIVE_SLIP), slip.number)
    boss_request = s.count.request_slip(co(s, "pat", Permission.REQUEST_SLIP), sid, "credit", {100: 10})
    with pytest.raises(PermissionDenied, match="another person"):
        s.count.sign_slip(co(s, "pat", Permission.SIGN_COUNT), boss_request.number)
    s.count.sign_slip(co(s, "pat", Permission.SIGN_COUNT), slip.number)
    with pytest.raises(PermissionDenied):  # a pit boss is not the cage
        s.count.receive_slip(co(s, "paula", Permission.SIGN_COUNT), slip.number)
    assert s.count.receive_slip(co(s, "carl", Permission.RECEIVE_SLIP), slip.number).counts
    with pytest.raises(PermissionDenied):  # the count room enters drops only
        s.count.request_slip(co(s, "rita", Permission.ENTER_DROP), sid, "fill", {100: 1})
    with pytest.raises(PermissionDenied):  # only the dealer records a buy-in
        s.count.buy_in(co(s, "rita", Permission.ENTER_DROP), sid, 100)  # type: ignore[arg-type]
    with pytest.raises(ServiceError, match="reason"):
        s.count.void_slip(co(s, "paula", Permission.SIGN_COUNT), boss_request.number, " ")
    with pytest.raises(StateError, match="not complete"):
        t.close(OPENER_TOTAL)
    s.count.void_slip(co(s, "paula", Permission.SIGN_COUNT), boss_request.number, "sent back by mistake")
    t.close(OPENER_TOTAL + 50_000)
    with pytest.raises(PermissionDenied):
        s.count.enter_drop(co(s, "pat", Permission.SIGN_COUNT), sid, 0)
    t.enter_drop(0)
    v = s.count.view(sid)
    assert v.fills == 50_000 and v.credits == 0 and v.variance == 0 and v.hold is None  # drop 0: "—"
    assert [x.status for x in v.slips] == [SlipStatus.RECEIVED, SlipStatus.VOIDED]
    report = verify_store(s.store)
    assert report.ok and any(f"slip {boss_request.number} voided" in i and "sent back by mistake" in i
                             for i in report.infos)


def test_bad_input_gets_one_line_and_records_nothing(services: DealerServices) -> None:
    t = Table.open(services)
    s = t.s
    before = s.store.anchor().count
    for call, message in [
        (lambda: s.count.buy_in(t.dan, t.shift_id, 0), "positive"),
        (lambda: s.count.buy_in(t.dan, t.shift_id, 125), "cannot be paid in chips"),
        (lambda: s.count.buy_in(t.dan, t.shift_id, 500, seat=0), "seat"),
        (lambda: s.count.request_slip(t.dan, t.shift_id, "loan", {100: 1}), "fill or credit"),
        (lambda: s.count.request_slip(t.dan, t.shift_id, "fill", {}), "at least one chip"),
        (lambda: s.count.enter_drop(co(s, "rita", Permission.ENTER_DROP), t.shift_id, 5), "still open"),
    ]:
        with pytest.raises(ServiceError, match=message):
            call()
    refused = [e for e in s.store.iter_entries(before + 1) if e.kind not in (EntryKind.CO_SIGNED, EntryKind.PIN_ATTEMPT)]
    assert refused == []


def test_audit_verify_rechecks_count_entries(services: DealerServices, tmp_path: Path) -> None:
    t = Table.open(services)
    s = t.s
    ids = {u.name: u.id for u in s.store.users()}
    slip = s.count.request_slip(t.dan, t.shift_id, "fill", {10000: 1})
    # entries written past the services (as a forger with the key would): verify names each
    s.store.append([
        NewEntry(EntryKind.SLIP_RECEIVED, {"slip": slip.number}, ids["dan"], "x", t.shift_id, ref=slip.number),
        NewEntry(EntryKind.TRAY_COUNTED, {"stage": "closer", "chips": {"100": 3}, "total": 500,
                                          "counted_by": ids["dan"], "confirmed_by": ids["dan"]},
                 ids["dan"], "x", t.shift_id),
        NewEntry(EntryKind.DROP_COUNTED, {"amount": 100}, ids["pat"], "x", t.shift_id),
    ])
    problems = verify_store(s.store).problems
    joined = "\n".join(problems)
    assert "may not receive slip" in joined
    assert "received while requested" in joined
    assert "its chips add up to 300" in joined
    assert "counted and confirmed by the same person" in joined
    assert "may not enter drop" in joined


def test_count_settings_are_station_settings(services: DealerServices) -> None:
    from dealer_app.services import SettingsError

    make_people(services)
    admin = co(services, "ada", Permission.EDIT_SETTINGS)
    with pytest.raises(SettingsError, match="jackpot_paid_by: must be cage or tray"):
        services.settings.update(admin, jackpot_paid_by="floor")
    with pytest.raises(SettingsError, match="variance_threshold"):
        services.settings.update(admin, variance_threshold=-1)
    services.settings.update(admin, jackpot_paid_by="tray", variance_threshold=0)
    got = services.settings.get()
    assert (got.jackpot_paid_by, got.variance_threshold) == ("tray", 0)
    house = services.house.current().mapping
    assert "variance_threshold" not in house and "jackpot_paid_by" not in house  # the house object is RULES.md's
