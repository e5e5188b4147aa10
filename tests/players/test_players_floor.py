"""Players on a PostgreSQL floor: a patron registered at one table is known floor-wide
(identity in the floor's patrons relation, never in a table's log), plays at another,
and is erased without touching either table's chain."""

from __future__ import annotations

from collections.abc import Iterator

import psycopg
import pytest
from pg_server import fresh_database
from players_helpers import FAST_HASHER, Table, co, make_people, steps_for

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
