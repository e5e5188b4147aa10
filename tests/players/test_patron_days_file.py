"""A station's own SQLite file keeps the projection of its patrons' gaming days (``patron_days``,
file schema 5) with the entry that records a cash transaction; the AML reads use it and the
patrons' own entries; ``audit verify`` rebuilds it from the log; a file of schema 4 migrates."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from clock_support import Clock
from players_helpers import FAST_HASHER, co, make_people

from dealer_app.auth.roles import Permission
from dealer_app.players.cash import patron_days_of
from dealer_app.services import DealerServices
from dealer_app.store.records import EntryKind
from dealer_app.store.schema import SCHEMA_VERSION


def _day(s: DealerServices, clock: Clock) -> tuple[str, str]:
    make_people(s)
    s.aml.set_rules(co(s, "cleo", Permission.EDIT_AML_RULES), {"report_threshold": 1_000_000})
    olga = s.players.register(co(s, "carl", Permission.REGISTER_PLAYER), "5500-7788", "Olga Smirnova")
    ivan = s.players.register(co(s, "carl", Permission.REGISTER_PLAYER), "4001-2233", "Ivan Petrov")
    for card, kind, amount, medium in (("55007788", "buy_in", 600_000, "cash"), ("40012233", "buy_in", 100_000, "cash"),
                                       ("55007788", "buy_in", 500_000, "cash"), ("55007788", "buy_in", 900_000, "chips"),
                                       ("55007788", "cash_out", 200_000, "cash")):
        clock.advance(60)
        s.aml.record(co(s, "carl", Permission.CASH_TRANSACTION), kind, amount, medium=medium, card=card, table="T1")
    s.aml.record(co(s, "carl", Permission.CASH_TRANSACTION), "buy_in", 1_200_000, description="grey coat")
    return olga, ivan


def _rebuilt(s: DealerServices) -> dict[tuple[str, str, bool], object]:
    return dict(patron_days_of(("", e) for e in s.store.entries_of_kind([EntryKind.CASH_TRANSACTION])))


def test_the_files_projection_follows_its_log_and_verify_rebuilds_it(services: DealerServices, clock: Clock,
                                                                      tmp_path: Path) -> None:
    s = services
    olga, ivan = _day(s, clock)
    day = s.settings.gaming_day()
    rows = s.store.patron_days(day=day) or []
    assert {(r.player, r.cash_in, r.cash_out, r.transactions) for r in rows} == {
        (olga, 1_100_000, 200_000, 3), (ivan, 100_000, 0, 1)}
    assert {(r.player, r.day, r.simulated): r for r in rows} == _rebuilt(s)
    whole, viewer = s.aml.fold(), co(s, "cleo", Permission.VIEW_AML)
    assert [a.kind for a in s.aml.alerts(viewer, day)] == [a.kind for a in whole.alerts_of(day)] == [
        "report_in", "report_in"]  # Olga's, and the unregistered patron's
    assert s.aml.log(viewer, day) == whole.log_of(day)
    assert s.verify().ok
    [i] = s.store.patron_days(player=ivan) or []
    with sqlite3.connect(tmp_path / "players.db") as c:
        c.execute("UPDATE patron_days SET transactions = 7 WHERE player = ?", (ivan,))
    [problem] = s.verify().problems
    seq = i.last_seqs[""]
    assert problem == (f"the projection of the patrons' gaming days: patron {ivan}, gaming day {day}: holds 100000 "
                       f"in, 0 out in 7 cash transactions, the last at {i.last_us} ({seq}), the log gives 100000 in, "
                       f"0 out in 1 cash transactions, the last at {i.last_us} ({seq})")


def test_a_file_of_schema_4_migrates_with_its_patrons_days(tmp_path: Path, clock: Clock) -> None:
    db = tmp_path / "s.db"
    with DealerServices.open(db, station="table-1", hasher=FAST_HASHER, clock=clock) as s:
        olga, _ivan = _day(s, clock)
        want = _rebuilt(s)
    with sqlite3.connect(db) as c:
        c.executescript("DROP TABLE patron_days; DROP INDEX log_cash_patron; DROP INDEX log_cash_day; "
                        f"PRAGMA user_version = {SCHEMA_VERSION - 1};")
    with DealerServices.open(db, station="table-1", hasher=FAST_HASHER, clock=clock, record_startup=False) as s:
        assert s.store.startup.migrated_from == SCHEMA_VERSION - 1
        assert {(r.player, r.day, r.simulated): r for r in s.store.patron_days() or []} == want
        s.aml.record(co(s, "carl", Permission.CASH_TRANSACTION), "buy_in", 100_000, card="55007788", table="T1")
        [o] = s.store.patron_days(player=olga) or []
        assert (o.cash_in, o.transactions) == (1_200_000, 4)
        assert s.verify().ok


def test_a_structuring_run_across_two_gaming_days_is_in_the_second_days_lists(services: DealerServices,
                                                                              clock: Clock) -> None:
    """A day's lists fold the day's patrons' other days only as far as structuring needs (cash just
    under a threshold): a run that began the day before is still found, as the whole log finds it."""
    s = services
    make_people(s)
    s.aml.set_rules(co(s, "cleo", Permission.EDIT_AML_RULES), {"structuring_window_minutes": 24 * 60})
    s.players.register(co(s, "carl", Permission.REGISTER_PLAYER), "4001-2233", "Ivan Petrov")
    for amount in (100_000, 290_000):  # the second just under the MTL's 3,000.00, the first part of no run
        s.aml.record(co(s, "carl", Permission.CASH_TRANSACTION), "buy_in", amount, card="40012233", table="T1")
    first = s.settings.gaming_day()
    while s.settings.gaming_day() == first:
        clock.advance(1800)
    got = s.aml.record(co(s, "carl", Permission.CASH_TRANSACTION), "buy_in", 295_000, card="40012233", table="T1")
    [run] = got.alerts
    assert run.kind == "structuring" and run.amount == 585_000
    whole, viewer = s.aml.fold(), co(s, "cleo", Permission.VIEW_AML)
    for day in (first, s.settings.gaming_day()):
        assert s.aml.alerts(viewer, day) == whole.alerts_of(day)
        assert s.aml.log(viewer, day) == whole.log_of(day)
        assert sorted(map(repr, s.aml.aggregates(viewer, day))) == sorted(map(repr, whole.aggregates_of(day)))
    assert s.aml.alerts(viewer, s.settings.gaming_day()) == [run]
    assert s.verify().ok
