"""Worked examples: players seated at boxes, a rating to the cent, adjustments, privacy."""

from __future__ import annotations

import pytest
from clock_support import Clock
from entry_support import assert_typed_log
from players_helpers import Table, co, make_people, steps_for

from dealer_app.auth.roles import Permission, PermissionDenied
from dealer_app.services import DealerServices
from dealer_app.services.common import ServiceError, StateError
from dealer_app.store.records import EntryKind

QUEENS = "Qh Qs Qd 8c 4h"  # three of a kind: beats the dealer's jacks, Bet pays 3 to 1
AK = "Ah Kd 7c 5s 3d"  # ace-king: loses to the dealer's pair
AK2 = "Ac Kh 8d 4s 3c"
AK3 = "As Kc 7d 5h 4d"


def test_a_rating_to_the_cent(services: DealerServices, clock: Clock) -> None:
    s = services
    make_people(s)
    pat = co(s, "pat", Permission.REGISTER_PLAYER)
    ref = s.players.register(pat, "4001 2233", "Ivan Petrov", {"date_of_birth": "1980-02-03"})
    s.ratings.set_rules(co(s, "pat", Permission.EDIT_RATING_RULES),
                        {"edges_ppm": {"ante": 20_000, "bet": 10_000, "bonus": 250_000, "insurance": 70_000},
                         "comp_percent": 25, "point_value": 100})
    t = Table.open(s)
    ivan = s.players.seat(t.dealer, t.shift_id, [1, 2], card="40012233")
    anon = s.players.seat(t.dealer, t.shift_id, [3])
    assert [v.shown for v in s.players.seated(t.shift_id)] == ["\u2022\u2022\u2022\u2022 2233", "player at box 3"]
    # round 1: Ivan's box 1 Ante 10.00 (three queens, wins), box 2 Ante 5.00 (loses); the stranger 20.00 loses
    clock.advance(60)
    r1 = t.deal(steps_for({1: 1_000, 2: 500, 3: 2_000}, {1: QUEENS, 2: AK, 3: AK2}))
    nets = {b["box"]: b["net"] for b in r1["boxes"]}
    assert nets == {1: 6_000, 2: -1_500, 3: -6_000}  # Bet 3:1 for trips, Ante returned; a loser loses both
    # Ivan pauses (round 2 is not his), resumes, moves to box 4 only for round 3
    s.players.pause(t.dealer, ivan)
    clock.advance(600)
    t.deal(steps_for({1: 1_000, 3: 2_000}, {1: AK, 3: AK2}))
    s.players.resume(t.dealer, ivan)
    s.players.move(t.dealer, ivan, [4])
    clock.advance(60)
    t.deal(steps_for({4: 2_500, 3: 2_000}, {4: AK3, 3: QUEENS}))
    clock.advance(1_140)
    s.players.leave(t.dealer, ivan)
    s.players.leave(t.dealer, anon)

    day = s.shifts.get(t.shift_id).gaming_day
    sessions = {x.session: x for x in s.ratings.sessions(co(s, "pat", Permission.VIEW_RATINGS), day)}
    r = sessions[ivan]
    assert r.player == ref and r.hands == 3  # box 1 and box 2 in round 1, box 4 in round 3
    assert r.wagered == {"ante": 4_000, "bet": 8_000, "bonus": 0, "insurance": 0, "fees": 0}
    assert r.total_wagered == 12_000 and r.average_bet == 4_000
    assert r.actual_win == 3_000  # the house's: −(6,000 − 1,500 − 7,500)
    # theoretical: 4,000 × 2 % + 8,000 × 1 % = 80 + 80 = 160 (1.60); comp points: 25 % of 1.60 → 0 points
    assert r.theoretical_win == 160 and r.comp_points == 0
    # on the game: 60 + 600 + 60 + 1,140 s and the services' own milliseconds, less the 600 s paused
    assert 1_260 <= r.seconds_on_game <= 1_262
    assert r.hands_per_hour == pytest.approx(3 * 3600 / r.seconds_on_game)
    a = sessions[anon]
    assert a.player is None and a.label == "player at box 3" and a.hands == 3 and a.actual_win == 6_000 + 6_000 - 12_000
    # what player_left recorded is what the record gives
    left = [e for e in s.store.entries_of_kind([EntryKind.PLAYER_LEFT]) if e.payload["session"] == ivan]
    assert left[0].payload["figures"]["actual_win"] == 3_000 and "4001" not in left[0].payload_text

    # a pit boss adjusts the comp points, signed; the original stays
    s.ratings.adjust(co(s, "pat", Permission.ADJUST_RATING), ivan, "comp_points", 5, "a birthday")
    r = s.ratings.session(co(s, "pat", Permission.VIEW_RATINGS), ivan)
    assert r.of_record()["comp_points"] == 5 and r.computed()["comp_points"] == 0
    assert r.adjustments[0]["original"] == 0 and r.adjustments[0]["reason"] == "a birthday"
    with pytest.raises(PermissionDenied):
        s.ratings.adjust(t.dealer, ivan, "comp_points", 9, "no")
    assert s.verify().ok
    assert {"player_seated", "player_left", "rating_adjusted"} <= set(assert_typed_log(s.store))


def test_seating_refusals(services: DealerServices) -> None:
    s = services
    make_people(s)
    t = Table.open(s)
    one = s.players.seat(t.dealer, t.shift_id, [1])
    with pytest.raises(StateError, match="box 1: taken by session"):
        s.players.seat(t.dealer, t.shift_id, [1, 2])
    with pytest.raises(ServiceError, match="box 7: the table has boxes 1 to 6"):
        s.players.seat(t.dealer, t.shift_id, [7])
    with pytest.raises(ServiceError, match="not a registered player"):
        s.players.seat(t.dealer, t.shift_id, [2], card="99990000")
    s.players.leave(t.dealer, one)
    with pytest.raises(StateError, match="has ended"):
        s.players.pause(t.dealer, one)


def test_a_player_moves_between_tables(services: DealerServices) -> None:
    s = services
    make_people(s)
    s.players.register(co(s, "carl", Permission.REGISTER_PLAYER), "77001234", "Anna K")
    t1 = Table.open(s, "T1", "dan")
    first = s.players.seat(t1.dealer, t1.shift_id, [2], card="77001234")
    t1.deal(steps_for({2: 1_000}, {2: QUEENS}))
    s.users.sign_out(t1.dealer)
    t2 = Table.open(s, "T2", "dora")
    second = s.players.seat(t2.dealer, t2.shift_id, [5], card="7700 1234")  # ends the session at T1
    sessions = s.players.fold().sessions
    assert not sessions[first].open and sessions[first].table == "T1" and sessions[first].hands == 1
    assert sessions[second].open and sessions[second].table == "T2"


def test_patron_details_are_apart_from_the_log_read_logged_and_erasable(services: DealerServices) -> None:
    s = services
    make_people(s)
    ref = s.players.register(co(s, "carl", Permission.REGISTER_PLAYER), "5500-7788", "Olga Smirnova",
                             {"id_document": "passport 4512 998877"})
    text = "\n".join(e.payload_text for e in s.store.iter_entries())
    assert ref in text and "Olga" not in text and "55007788" not in text and "998877" not in text
    # who reads: pit boss, administrator, compliance; each read logged
    for name in ("pat", "ada", "cleo"):
        before = len(s.store.entries_of_kind([EntryKind.PATRON_READ]))
        got = s.players.find(co(s, name, Permission.READ_PATRON), "Olga", purpose="verify the ID")
        assert got[0].name == "Olga Smirnova" and got[0].details["id_document"] == "passport 4512 998877"
        reads = s.store.entries_of_kind([EntryKind.PATRON_READ])
        assert len(reads) == before + 1 and reads[-1].payload["players"] == [ref]
        assert reads[-1].actor == s.store.user_by_name(name).id  # type: ignore[union-attr]
    for name in ("dan", "carl", "rita"):
        with pytest.raises(PermissionDenied):
            s.players.find(co(s, name, Permission.READ_PATRON), "Olga")
    assert s.store.entries_of_kind([EntryKind.PERMISSION_REFUSED])[-1].payload["permission"] == "read_patron"
    # erased on request: the details go, the reference and the chain stay
    with pytest.raises(PermissionDenied):
        s.players.erase(co(s, "pat", Permission.ERASE_PATRON), ref, "asked by the patron")
    s.players.erase(co(s, "cleo", Permission.ERASE_PATRON), ref, "asked by the patron")
    row = s.store.patron(ref)
    assert row is not None and row.details is None
    [view] = s.players.details(co(s, "cleo", Permission.READ_PATRON), [ref], "after erasure")
    assert view.erased and view.name is None
    assert s.verify().ok
    assert {"patron_registered", "patron_read", "patron_erased"} <= set(assert_typed_log(s.store))


def test_closing_the_table_ends_its_sessions(services: DealerServices, clock: Clock) -> None:
    s = services
    make_people(s)
    t = Table.open(s)
    n = s.players.seat(t.dealer, t.shift_id, [2])
    s.players.pause(t.dealer, n)
    clock.advance(300)
    s.shifts.close(t.dealer, t.shift_id)
    x = s.players.fold().sessions[n]
    assert not x.open and x.end_us is not None and x.paused_us >= 300 * 1_000_000 and x.pauses[-1][1] == x.end_us
    assert s.players.seated(t.shift_id) == []


def test_audit_verify_rechecks_what_a_station_recorded(services: DealerServices, tmp_path: object) -> None:
    s = services
    make_people(s)
    t = Table.open(s)
    n = s.players.seat(t.dealer, t.shift_id, [1])
    t.deal(steps_for({1: 1_000}, {1: QUEENS}))
    # a station that recorded the wrong figures (a bug, or a forged entry with the key)
    wrong = dict(s.players.fold().sessions[n].recordable(), actual_win=123)
    s.ctx.append(EntryKind.PLAYER_LEFT, {"session": n, "figures": wrong}, actor=t.dealer.user.id,
                 shift_id=t.shift_id)
    cage = co(s, "carl", Permission.CASH_TRANSACTION)
    s.ctx.append(EntryKind.CASH_TRANSACTION, {"player": None, "description": "x", "direction": "in",
                                              "kind": "buy_in", "medium": "cash", "amount": 50_000, "table": "T1",
                                              "gaming_day": "2023-11-14", "recorded": {"cash_in": 1, "cash_out": 0,
                                                                                       "alerts": []},
                                              **s.ctx.signature_of(cage)}, actor=cage.user.id)
    report = s.verify()
    assert not report.ok
    assert any(f"rating session {n}: recorded" in p and "'actual_win': 123" in p for p in report.problems)
    assert any("cash transaction" in p and "'cash_in': 1" in p for p in report.problems)
    # audit verify --lang ru words every field of both (issue 29): no English key left
    import re

    from dealer_app.wording.audit import audit_line

    for line in [p for p in report.problems if p.startswith(("rating session", "cash transaction"))]:
        ru = audit_line(line, "ru")
        assert ru.startswith(("визит", "операция с наличными")) and not re.search(r"[A-Za-z]", ru), ru
