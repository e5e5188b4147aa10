"""Players on a PostgreSQL floor: a patron registered at one table is known floor-wide
(identity in the floor's patrons relation, never in a table's log), plays at another,
and is erased without touching either table's chain."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterator
from itertools import pairwise
from pathlib import Path

import psycopg
import pytest
from cli_support import run_main
from pg_server import fresh_database, station_logins
from players_helpers import FAST_HASHER, PIN, Table, co, make_people, steps_for

from dealer_app.auth.roles import Permission
from dealer_app.services import DealerServices

pytestmark = pytest.mark.floor


@pytest.fixture
def floor(pg_server: str) -> Iterator[str]:
    with fresh_database(pg_server, floor=True) as url:
        yield url


def test_a_patron_across_a_floors_tables(floor: str) -> None:
    with DealerServices.open(floor, table="T1", hasher=FAST_HASHER) as s1:
        make_people(s1)
        ref = s1.players.register(co(s1, "carl", Permission.REGISTER_PLAYER), "4001-2233", "Ivan Petrov")
        s1.aml.record(co(s1, "carl", Permission.CASH_TRANSACTION), "buy_in", 500_000, card="40012233", table="T2")
    with DealerServices.open(floor, table="T2", hasher=FAST_HASHER) as s2:
        t = Table.open(s2, "T2")
        session = s2.players.seat(t.dealer, t.shift_id, [3], card="4001 2233")  # registered at T1's station
        t.deal(steps_for({3: 1_000}, {3: "Qh Qs Qd 8c 4h"}))
        s2.players.leave(t.dealer, session)
        rating = s2.ratings.session(co(s2, "pat", Permission.VIEW_RATINGS), session)
        assert (rating.player, rating.hands, rating.actual_win) == (ref, 1, -6_000)
        [found] = s2.players.find(co(s2, "cleo", Permission.READ_PATRON), "Ivan")
        assert found.card == "40012233"
        s2.players.erase(co(s2, "cleo", Permission.ERASE_PATRON), ref, "asked by the patron")
        assert s2.verify().ok
    with DealerServices.open(floor, table="T1", hasher=FAST_HASHER) as s1:
        row = s1.store.patron(ref)
        assert row is not None and row.details is None  # erased floor-wide
        assert s1.verify().ok
    with psycopg.connect(floor) as c:
        logs = " ".join(r[0] for r in c.execute("SELECT payload FROM dealer.log").fetchall())
    assert ref in logs and "Ivan" not in logs and "40012233" not in logs


US = {"log_threshold": 300_000, "report_threshold": 1_000_000, "structuring_margin": 20_000,
      "structuring_window_minutes": 120, "structuring_count": 2,
      "id_fields": ["name", "date_of_birth", "address", "id_document"]}


def _pdf_text(path: Path) -> str:
    from pdf_text import page_text
    from pypdf import PdfReader

    return "\n".join(page_text(page) for page in PdfReader(str(path)).pages)


def test_a_patrons_gaming_day_is_the_floors(floor: str, tmp_path: Path) -> None:
    """Olga buys in at three tables, each station recording at its own table through its own
    login: the third crosses the report threshold on the floor's aggregate (the station's
    alert, ID details required, the report prepared, the podium's list); the MTL and the
    AML documents list the floor's transactions; Ivan's structuring is spread over two
    tables; the server refuses a stale floor figure and the floor-wide verify re-checks the
    aggregates and alerts from the logs."""
    from dealer_app.audit.floor_verify import verify_floor
    from dealer_app.services.floor_view import FloorView
    from dealer_app.store.errors import StaleStateError
    from dealer_app.store.records import EntryKind

    for t in ("T1", "T2", "T3"):
        with DealerServices.open(floor, table=t, hasher=FAST_HASHER) as s:
            if t == "T1":
                make_people(s)
                s.aml.set_rules(co(s, "cleo", Permission.EDIT_AML_RULES), US)  # the floor's settings, set at T1
                olga = s.players.register(co(s, "carl", Permission.REGISTER_PLAYER), "5500-7788", "Olga Smirnova",
                                          {"date_of_birth": "1975-05-06"})
                ivan = s.players.register(co(s, "carl", Permission.REGISTER_PLAYER), "4001-2233", "Ivan Petrov")
    with station_logins(floor, ["T1", "T2", "T3", None], tmp_path) as logins:
        opened = {t: DealerServices.open(logins[t], table=t, station=f"pc-{t}", hasher=FAST_HASHER)
                  for t in ("T1", "T2", "T3")}
        try:
            done = []
            for t, amount in (("T1", 400_000), ("T2", 400_000), ("T3", 300_000)):  # 11,000.00 over 10,000.00
                s = opened[t]
                done.append(s.aml.record(co(s, "carl", Permission.CASH_TRANSACTION), "buy_in", amount,
                                         card="55007788", table=t))
            assert not done[0].alerts and not done[1].alerts  # each table alone stays under the threshold
            [alert] = done[2].alerts  # the station's alert, on the floor's aggregate
            assert (alert.kind, alert.amount, alert.patron, alert.log) == ("report_in", 1_100_000, olga, "T3")
            assert [str(r) for r in alert.transactions] == [f"T{i + 1}:{d.tx.seq}" for i, d in enumerate(done)]
            assert done[2].id_required == ("address", "id_document")
            day = done[2].tx.day
            # the report prepared at any table: the three tables' transactions, the identity (a logged read)
            s2 = opened["T2"]
            [case] = s2.aml.report_cases(co(s2, "cleo", Permission.VIEW_AML), day)
            assert case.patron is not None and case.patron.name == "Olga Smirnova"
            assert [(t.log, t.amount) for t in case.transactions] == [("T1", 400_000), ("T2", 400_000),
                                                                      ("T3", 300_000)]
            assert (case.aggregate.cash_in, case.missing) == (1_100_000, ("address", "id_document"))
            # the MTL of the day: every table's cash transactions at or above the log threshold
            assert [(t.log, t.by_name) for t in s2.aml.log(co(s2, "pat", Permission.VIEW_AML), day)] == [
                ("T1", "carl"), ("T2", "carl"), ("T3", "carl")]
            # Ivan: 2,900 at T1, then 2,950 at T2: each just under the log threshold, on two tables
            s1 = opened["T1"]
            s1.aml.record(co(s1, "carl", Permission.CASH_TRANSACTION), "buy_in", 290_000, card="40012233", table="T1")
            got = s2.aml.record(co(s2, "carl", Permission.CASH_TRANSACTION), "buy_in", 295_000, card="40012233",
                                table="T2")
            [structuring] = got.alerts
            assert (structuring.kind, structuring.patron, structuring.amount) == ("structuring", ivan, 585_000)
            # the podium of a pit of T1 alone lists both alerts: each patron was seen at T1
            with FloorView(logins[None], ["T1"], hasher=FAST_HASHER) as podium:
                assert sorted((a.kind, a.table, a.amount) for a in podium.cash_alerts()) == [
                    ("report_in", "T3", 1_100_000), ("structuring", "T2", 585_000)]
            # the server refuses a figure that is not the floor's (as when another table recorded meanwhile)
            s3 = opened["T3"]
            cage = co(s3, "carl", Permission.CASH_TRANSACTION)
            stale = {"player": ivan, "description": "", "direction": "in", "kind": "buy_in", "medium": "cash",
                     "amount": 100_000, "table": "T3", "gaming_day": day,
                     "recorded": {"cash_in": 100_000, "cash_out": 0, "alerts": [], "floor": True}}
            with pytest.raises(StaleStateError, match="stands at 685000 in, 0 out"):
                s3.ctx.append(EntryKind.CASH_TRANSACTION, stale, actor=cage.user.id, signed_by=(cage,))
            # a station that records the right aggregate but leaves out the alert it raised: the server
            # takes it (it checks the figure), the floor-wide verify names it, the table's own verify cannot
            wrong = {**stale, "amount": 1_000_000,
                     "recorded": {"cash_in": 1_585_000, "cash_out": 0, "alerts": [], "floor": True}}
            entry = s3.ctx.append(EntryKind.CASH_TRANSACTION, wrong, actor=cage.user.id, signed_by=(cage,))
            assert s3.verify().ok
        finally:
            for s in opened.values():
                s.close()
        report = verify_floor(floor, jobs=1, replay_steps=False)
        [problem] = report.problems
        assert problem.startswith(f"table T3: cash transaction {entry.seq}: recorded {{'alerts': [], ")
        assert problem.endswith("the log gives {'cash_in': 1585000, 'cash_out': 0, 'alerts': ['report_in'], "
                                "'floor': True}")
        assert ("info: patrons' gaming days across the floor: 6 cash transactions on 3 tables, 6 recorded with the "
                "floor-wide aggregate, 3 alerts re-checked") in report.infos
    # the MTL's csv from the command line at another table, the AML PDFs: the floor's transactions
    ran = run_main("aml", "log", "--db", floor, "--table", "T1", "--day", day, "--format", "csv", "--by", "cleo",
                   "--pin-stdin", stdin=(PIN + "\n").encode())
    assert ran.returncode == 0, ran.err
    rows = list(csv.DictReader(io.StringIO(ran.out)))
    assert [(r["log"], r["table"], r["amount"], r["by"]) for r in rows] == [
        ("T1", "T1", "400000", "carl"), ("T2", "T2", "400000", "carl"), ("T3", "T3", "300000", "carl"),
        ("T3", "T3", "1000000", "carl")]
    from reports.players import aml_report_bytes, mtl_bytes

    with DealerServices.open(floor, table="T2", hasher=FAST_HASHER) as s2:
        cases = s2.aml.report_cases(co(s2, "cleo", Permission.VIEW_AML), day)
        assert [c.patron.name for c in cases if c.patron is not None] == ["Olga Smirnova", "Ivan Petrov"]
        (tmp_path / "report.pdf").write_bytes(aml_report_bytes(s2, day, cases, "ru"))
        text = _pdf_text(tmp_path / "report.pdf")
        assert all(w in text for w in ("Подготовка отчёта", "Olga Smirnova", "T1:", "T2:", "T3:")), text
        (tmp_path / "mtl.pdf").write_bytes(mtl_bytes(s2, day, s2.aml.log(co(s2, "cleo", Permission.VIEW_AML), day)))
        text = _pdf_text(tmp_path / "mtl.pdf")
        assert all(f"T{i}:" in text for i in (1, 2, 3)) and "Olga" not in text


def test_simulated_players_move_between_a_floors_tables(floor: str) -> None:
    """``simulate --players N --table T1 --also-table T2`` on a floor: each table deals in its
    own log; a registered player who moves is seen off at the table they leave (in its log)
    before being seated at the other; their cash records are aggregated floor-wide."""
    from dealer_app.audit.floor_verify import verify_floor
    from dealer_app.services.simulate import Simulator
    from dealer_app.services.simulate_players import PlayerFloor
    from dealer_app.store.records import EntryKind

    with DealerServices.open(floor, table="T1", hasher=FAST_HASHER) as s1, \
            DealerServices.open(floor, table="T2", hasher=FAST_HASHER) as s2:
        Simulator(s1, seed=5, players=PlayerFloor(s1, 5, 4)).run(8, table="T1", more_tables=("T2",),
                                                                   elsewhere={"T2": s2})
        spans: dict[str, list[tuple[int, int, str]]] = {}
        moved = []
        for name, s in (("T1", s1), ("T2", s2)):
            assert [sh.table_name for sh in s.shifts.all_shifts()] == [name]  # each table its own log
            moved += [e for e in s.store.entries_of_kind([EntryKind.PLAYER_LEFT])
                      if str(e.payload.get("why", "")).startswith("moved to table")]
            for x in s.players.fold().sessions.values():
                assert x.end_us is not None  # everyone seen off when the tables closed
                if x.player is not None:
                    spans.setdefault(x.player, []).append((x.start_us, x.end_us, name))
        assert moved
        # a registered player sits at one table at a time: each session ends before the next begins
        assert any(len({t for _a, _b, t in xs}) == 2 for xs in spans.values())
        for xs in spans.values():
            xs.sort()
            assert all(end <= nxt_start for (_s, end, _t), (nxt_start, _e, _n) in pairwise(xs))
        assert {t.log for t in s1.aml.fold().transactions} == {"T1", "T2"}
    report = verify_floor(floor, jobs=1, replay_steps=False)
    assert report.ok, report.problems


def test_a_player_who_sits_down_at_another_table_is_seen_off_by_each_tables_own_station(floor: str) -> None:
    """Ivan sits at T1, then at T2 (each station writes its own log): T2's station writes
    nothing about T1's seating; T1's station sees him off as it starts its next round (he is not
    rated on it) and his session at T2 is untouched and goes on rating; T1's shift closing, or
    its dealer seeing off another player, leaves T2 alone; and back at T1 he is seated again."""
    from players_helpers import steps_for

    from dealer_app.store.records import EntryKind

    hand, other_hand = "Qh Qs Qd 8c 4h", "Kh Ks Kd 7c 3h"
    with DealerServices.open(floor, table="T1", hasher=FAST_HASHER) as s1, \
            DealerServices.open(floor, table="T2", hasher=FAST_HASHER) as s2:
        make_people(s1)
        ivan = s1.players.register(co(s1, "carl", Permission.REGISTER_PLAYER), "4001-2233", "Ivan Petrov")
        t1, t2 = Table.open(s1, "T1"), Table.open(s2, "T2", dealer="dora")
        at_t1 = s1.players.seat(t1.dealer, t1.shift_id, [1], card="40012233")
        other = s1.players.seat(t1.dealer, t1.shift_id, [2])  # an anonymous player stays at T1
        t1.deal(steps_for({1: 1_000, 2: 1_000}, {1: hand, 2: other_hand}))
        at_t2 = s2.players.seat(t2.dealer, t2.shift_id, [3], card="40012233")
        assert [e.kind for e in s2.store.entries_of_kind([EntryKind.PLAYER_LEFT])] == []  # T1's is T1's
        assert s1.store.seated_elsewhere(t1.shift_id) == {at_t1: "T2"}
        t2.deal(steps_for({3: 1_000}, {3: hand}))
        t1.deal(steps_for({1: 1_000, 2: 1_000}, {1: hand, 2: other_hand}))  # box 1 is empty now: not Ivan's
        [left] = s1.store.entries_of_kind([EntryKind.PLAYER_LEFT])
        assert (left.payload["session"], left.payload["why"]) == (at_t1, "moved to table T2")
        view = co(s1, "pat", Permission.VIEW_RATINGS)
        gone = s1.ratings.session(view, at_t1)
        assert (gone.open, gone.hands) == (False, 1)
        assert [v.session for v in s1.players.seated(t1.shift_id)] == [other]
        s1.players.leave(t1.dealer, other)  # T1's dealer sees off T1's own player
        s1.players.leave_all(t1.dealer, t1.shift_id)
        s1.shifts.close(t1.dealer, t1.shift_id)
        t2.deal(steps_for({3: 1_000}, {3: hand}))
        here = s2.ratings.session(co(s2, "pat", Permission.VIEW_RATINGS), at_t2)
        assert (here.open, here.hands, here.player) == (True, 2, ivan)
        assert [(v.session, v.boxes) for v in s2.players.seated(t2.shift_id)] == [(at_t2, (3,))]
        assert s2.store.seated_elsewhere(t2.shift_id) == {}
        # back at T1 (a new shift): seated again; T2 sees him off at its next round, not before
        t1b = Table.open(s1, "T1")
        back = s1.players.seat(t1b.dealer, t1b.shift_id, [1], card="40012233")
        assert s2.store.seated_elsewhere(t2.shift_id) == {at_t2: "T1"}
        assert [v.session for v in s2.players.seated(t2.shift_id)] == [at_t2]
        assert s2.players.see_off_moved(t2.dealer, t2.shift_id) == [at_t2]
        assert s2.players.seated(t2.shift_id) == [] and [v.session for v in s1.players.seated(t1b.shift_id)] == [back]
        assert s1.verify().ok and s2.verify().ok
