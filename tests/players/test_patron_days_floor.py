"""The floor's projection of the patrons' gaming days (``patron_days``): kept by the log insert,
read by the station's alert, the day's lists and the podium instead of every cash entry of the
floor, rebuilt from the logs by ``audit verify`` (a tampered row is named), and backfilled when a
floor of the schema before it migrates."""

from __future__ import annotations

from collections.abc import Iterator

import psycopg
import pytest
from pg_server import fresh_database
from players_helpers import FAST_HASHER, co, make_people

from dealer_app.audit.floor_verify import verify_floor
from dealer_app.auth.roles import Permission
from dealer_app.players.cash import patron_days_of
from dealer_app.services import DealerServices
from dealer_app.store.pg_schema import _V12

pytestmark = pytest.mark.floor

RULES = {"log_threshold": 300_000, "report_threshold": 1_000_000, "structuring_margin": 20_000,
         "structuring_window_minutes": 120, "structuring_count": 2}


@pytest.fixture
def floor(pg_server: str) -> Iterator[str]:
    with fresh_database(pg_server, floor=True) as url:
        yield url


def _record(s: DealerServices, kind: str, amount: int, card: str | None, *, medium: str = "cash",
            description: str = "") -> int:
    done = s.aml.record(co(s, "carl", Permission.CASH_TRANSACTION), kind, amount, medium=medium, card=card,
                        table=str(s.store.table), description=description)  # type: ignore[attr-defined]
    return done.tx.seq


def _a_day(floor: str) -> tuple[str, str, str, dict[str, list[int]]]:
    """Olga and Ivan buy in and cash out at T1 and T2 (chips too), an unregistered patron at T2."""
    seqs: dict[str, list[int]] = {"T1": [], "T2": []}
    with DealerServices.open(floor, table="T1", hasher=FAST_HASHER) as s1:
        make_people(s1)
        s1.aml.set_rules(co(s1, "cleo", Permission.EDIT_AML_RULES), RULES)
        olga = s1.players.register(co(s1, "carl", Permission.REGISTER_PLAYER), "5500-7788", "Olga Smirnova")
        ivan = s1.players.register(co(s1, "carl", Permission.REGISTER_PLAYER), "4001-2233", "Ivan Petrov")
        seqs["T1"].append(_record(s1, "buy_in", 600_000, "55007788"))
        seqs["T1"].append(_record(s1, "buy_in", 290_000, "40012233"))
        _record(s1, "buy_in", 900_000, "55007788", medium="chips")  # chips: no cash aggregate
        with DealerServices.open(floor, table="T2", hasher=FAST_HASHER) as s2:
            seqs["T2"].append(_record(s2, "buy_in", 500_000, "55007788"))  # 11,000.00 in: report
            seqs["T2"].append(_record(s2, "buy_in", 295_000, "40012233"))  # structuring across tables
            seqs["T2"].append(_record(s2, "cash_out", 200_000, "55007788"))
            _record(s2, "buy_in", 1_200_000, None, description="man in a grey coat")
            day = s2.settings.gaming_day()
    return olga, ivan, day, seqs


def test_the_projection_is_kept_with_the_log_and_the_reads_use_it(floor: str) -> None:
    olga, ivan, day, seqs = _a_day(floor)
    with DealerServices.open(floor, table="T2", hasher=FAST_HASHER) as s2:
        days = {(r.player, r.day): r for r in s2.store.patron_days(day=day) or []}
        assert set(days) == {(olga, day), (ivan, day)}  # registered patrons' cash only
        o = days[(olga, day)]
        assert (o.cash_in, o.cash_out, o.transactions, o.simulated) == (1_100_000, 200_000, 3, False)
        assert dict(o.last_seqs) == {"T1": seqs["T1"][0], "T2": seqs["T2"][2]}
        assert s2.store.patron_days(player=ivan) == [days[(ivan, day)]]
        # what the log gives, every table's cash entries folded
        every = s2.store.floor_cash() or []
        assert patron_days_of((log, e) for log, e, _by in every) == {(r.player, r.day, r.simulated): r
                                                                     for r in days.values()}
        # a patron's read holds that patron's transactions and the settings, no one else's
        mine = s2.store.patron_cash([ivan]) or []
        assert {e.payload.get("player") for _t, e, _b in mine if e.kind == "cash_transaction"} == {ivan}
        assert len(mine) == 3  # the AML settings and Ivan's two
        # the day's lists read from the projection are the whole floor's fold's
        whole, viewer = s2.aml.fold(), co(s2, "cleo", Permission.VIEW_AML)
        assert s2.aml.log(viewer, day) == whole.log_of(day)
        assert s2.aml.alerts(viewer, day) == whole.alerts_of(day)
        assert sorted(s2.aml.aggregates(viewer, day), key=repr) == sorted(whole.aggregates_of(day), key=repr)
        assert sorted(a.kind for a in whole.alerts_of(day)) == ["report_in", "report_in", "structuring"]
    report = verify_floor(floor, jobs=1, replay_steps=False)
    assert report.ok, report.problems


def test_a_tampered_projection_fails_verify(floor: str) -> None:
    olga, _ivan, day, _seqs = _a_day(floor)
    with psycopg.connect(floor, autocommit=True) as c:
        c.execute("UPDATE dealer.patron_days SET cash_out = 0 WHERE player = %s", (olga,))
    report = verify_floor(floor, jobs=1, replay_steps=False)
    [problem] = report.problems
    assert problem.startswith(f"the floor's projection of the patrons' gaming days: patron {olga}, gaming day {day}: "
                              "holds 1100000 in, 0 out in 3 cash transactions")
    assert "the log gives 1100000 in, 200000 out in 3 cash transactions" in problem
    with psycopg.connect(floor, autocommit=True) as c:  # a row taken out is named too
        c.execute("DELETE FROM dealer.patron_days WHERE player = %s", (olga,))
    [problem] = verify_floor(floor, jobs=1, replay_steps=False).problems
    assert problem.startswith(f"the floor's projection of the patrons' gaming days: patron {olga}, gaming day {day}: "
                              "missing, the log gives 1100000 in, 200000 out")


_CASH_FLOOR_BEFORE = next(x for x in _V12 if "cash_floor() RETURNS trigger" in x)


_BEFORE = 14  # the floor's schema before the patrons' days (v15)


def test_a_floor_of_the_schema_before_migrates_and_verifies(floor: str) -> None:
    olga, ivan, day, _seqs = _a_day(floor)
    with psycopg.connect(floor, autocommit=True) as c:  # the floor as the schema before made it
        c.execute("DROP TRIGGER log_patron_day ON dealer.log")
        c.execute("DROP FUNCTION dealer.patron_day(), dealer.patron_days_of(text, text), "
                  "dealer.patron_cash(text[], text, bigint[], bigint[]), dealer.seated_elsewhere(integer, bigint)")
        c.execute("DROP TABLE dealer.patron_days")
        c.execute("DROP INDEX dealer.log_aml_rules, dealer.log_cash_unregistered, dealer.log_seated_player")
        c.execute(_CASH_FLOOR_BEFORE)
        c.execute("UPDATE dealer.floor_meta SET value = %s WHERE key = 'schema_version'", (str(_BEFORE),))
    with DealerServices.open(floor, table="T1", hasher=FAST_HASHER) as s1:
        assert s1.store.startup.migrated_from == _BEFORE
        every = s1.store.floor_cash() or []
        rebuilt = patron_days_of((log, e) for log, e, _by in every)
        assert {(r.player, r.day, r.simulated): r for r in s1.store.patron_days() or []} == rebuilt
        assert {k[0] for k in rebuilt} == {olga, ivan}
        _record(s1, "buy_in", 100_000, "55007788")  # the server's check reads the backfilled row
        [o] = s1.store.patron_days(day=day, player=olga) or []
        assert (o.cash_in, o.transactions) == (1_200_000, 4)
    report = verify_floor(floor, jobs=1, replay_steps=False)
    assert report.ok, report.problems
