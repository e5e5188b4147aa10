"""Faults on a floor: the server restarts and backends are killed mid-round.

Always on a throwaway cluster this test starts and owns (never a shared
server). The acknowledgement is the commit: every acknowledged step is there
afterwards, none is applied twice (each append carries an idempotency token),
and the station is told "floor server unreachable, retrying" meanwhile.
"""

from __future__ import annotations

import threading
import time
from typing import Any

import psycopg
import pytest
from pg_server import Cluster, with_db
from store_helpers import FAST_HASHER

from dealer_app.audit.verify import verify_store
from dealer_app.services import DealerServices
from dealer_app.services.simulate import Simulator
from dealer_app.store.faults import pipeline_cut_off, reply_lost, terminate_session
from dealer_app.store.postgres import UNREACHABLE, PostgresStore
from dealer_app.store.records import EntryKind

pytestmark = [pytest.mark.floor, pytest.mark.subprocess]


def _kill_backends(url: str, dbname: str) -> int:
    """pg_terminate_backend on every station connection to ``dbname``."""
    with psycopg.connect(url, autocommit=True) as c:
        rows = c.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = %s "
                         "AND application_name = 'dealer-assistant'", (dbname,)).fetchall()
    return len(rows)


def test_restart_and_killed_backends_mid_round_lose_nothing_and_apply_nothing_twice(own_cluster: Cluster) -> None:
    with psycopg.connect(own_cluster.url, autocommit=True) as c:
        c.execute("CREATE DATABASE floor")
    url = with_db(own_cluster.url, "floor")
    said: list[str] = []
    acks: list[str] = []
    s = DealerServices.open(url, table="T1", station="dealer-pc-1", hasher=FAST_HASHER, status=said.append)
    faults_done = threading.Event()
    killed: list[int] = []

    def faults() -> None:
        while len(acks) < 15:
            time.sleep(0.005)
        killed.append(_kill_backends(own_cluster.url, "floor"))
        while len(acks) < 40:
            time.sleep(0.005)
        own_cluster.restart()  # immediate stop: commits in flight may or may not have happened
        while len(acks) < 70:
            time.sleep(0.005)
        killed.append(_kill_backends(own_cluster.url, "floor"))
        faults_done.set()

    t = threading.Thread(target=faults, daemon=True)
    t.start()
    try:
        Simulator(s, seed=11, ack=acks.append).run(12, table="T1")
        t.join(timeout=120)
        assert faults_done.is_set() and killed[0] >= 1
        assert UNREACHABLE in said
        assert s.store.reconnects >= 2  # type: ignore[attr-defined]
        # every acknowledged step and settlement is there, exactly once
        for line in acks:
            fields = dict(part.split("=") for part in line.split()[1:] if "=" in part)
            e = s.store.entry(int(fields["seq"]))
            assert e is not None and e.round_id == int(fields["round"])
        steps = s.store.entries_of_kind([EntryKind.STEP])
        assert len(steps) == sum(1 for a in acks if " step=" in a)
        assert len(s.store.entries_of_kind([EntryKind.ROUND_SETTLED])) == 12
        report = verify_store(s.store)  # chain, projections and every round replayed from its steps
        assert report.ok, report.problems[:3]
    finally:
        s.close()


def test_an_append_whose_acknowledgement_was_lost_is_found_not_repeated(pg_server: str) -> None:
    """The append commits and its session is terminated before the reply arrives: the
    retry looks its idempotency token up first and returns the entries as they were
    stored, never appending them again."""
    from pg_server import fresh_database

    from dealer_app.store import NewEntry

    with fresh_database(pg_server, floor=True) as url:
        said: list[str] = []
        s = DealerServices.open(url, table="T1", station="s", hasher=FAST_HASHER, status=said.append)
        try:
            store = s.store
            assert isinstance(store, PostgresStore)
            before, reconnects = store.anchor().count, store.reconnects
            with reply_lost(store) as fault:
                out = store.append([NewEntry(EntryKind.REPORT_PRINTED, {"what": "x"})])
            assert fault.attempts == 1  # the retry found the commit: no second transaction
            assert store.reconnects == reconnects + 1 and said == [UNREACHABLE, ""]
            assert len(out) == 1 and store.anchor().count == before + 1
            assert store.entry(out[0].seq) == out[0]
            assert len(store.entries_of_kind([EntryKind.REPORT_PRINTED])) == 1
            assert verify_store(store).ok
        finally:
            s.close()


def test_the_station_is_told_while_the_server_is_away_and_carries_on(own_cluster: Cluster) -> None:
    """The desktop backend hears "floor server unreachable, retrying" while the server is
    down (the window shows it; the entry waits), and "" once the write went through."""
    from gui_support import cheap_hasher

    from dealer_app.store import NewEntry
    from ui.table.backend import Backend

    with psycopg.connect(own_cluster.url, autocommit=True) as c:
        c.execute("CREATE DATABASE floor")
    url = with_db(own_cluster.url, "floor")
    b = Backend(url, table="T1", hasher=cheap_hasher())
    heard: list[str] = []
    b.status_listener = heard.append
    b.open()
    try:
        own_cluster.stop("immediate")
        done: list[Any] = []
        t = threading.Thread(target=lambda: done.append(b.open_services().store.append([NewEntry(EntryKind.REPORT_PRINTED,
                                                                                 {"what": "x"})])))
        t.start()
        deadline = time.monotonic() + 30
        while UNREACHABLE not in heard and time.monotonic() < deadline:
            time.sleep(0.05)
        assert heard == [UNREACHABLE] and b.floor_status == UNREACHABLE and not done
        own_cluster.start()
        t.join(timeout=60)
        assert done and heard == [UNREACHABLE, ""] and b.floor_status == ""
        assert b.open_services().store.entry(done[0][0].seq) == done[0][0]
    finally:
        b.close()


@pytest.mark.parametrize("committed", [True, False], ids=["after-commit", "before-commit"])
def test_a_client_side_pipeline_failure_reconnects_and_applies_the_append_once(pg_server: str, committed: bool) -> None:
    """A pipeline cut off mid-flight can fail in the client ("cannot exit pipeline mode
    while busy", no SQLSTATE) without the connection being marked broken. The store
    treats the session as lost: it reconnects and looks the append's token up, so the
    entry is recorded exactly once whether or not the commit had gone through."""
    from pg_server import fresh_database

    from dealer_app.store import NewEntry

    with fresh_database(pg_server, floor=True) as url:
        s = DealerServices.open(url, table="T1", station="s", hasher=FAST_HASHER)
        try:
            store = s.store
            assert isinstance(store, PostgresStore)
            before, reconnects = store.anchor().count, store.reconnects
            with pipeline_cut_off(store, committed=committed) as fault:
                out = store.append([NewEntry(EntryKind.REPORT_PRINTED, {"what": "x"})])
            assert len(out) == 1 and store.reconnects == reconnects + 1
            assert store.anchor().count == before + 1
            assert fault.attempts == (1 if committed else 2)
            assert verify_store(store).ok
        finally:
            s.close()


def test_the_banner_goes_when_the_server_answers_again_at_once(pg_server: str) -> None:
    """A dropped session that reconnects on the first try: the station heard "unreachable",
    and hears "" as soon as the server answers (the banner never stays up)."""
    from gui_support import cheap_hasher
    from pg_server import fresh_database

    from ui.table.backend import Backend

    with fresh_database(pg_server, floor=True) as url:
        b = Backend(url, table="T1", hasher=cheap_hasher())
        heard: list[str] = []
        b.status_listener = heard.append
        b.open()
        try:
            store = b.open_services().store
            assert isinstance(store, PostgresStore)
            terminate_session(store)
            assert store.anchor().count >= 1  # the read reconnects at once
            assert heard == [UNREACHABLE, ""] and b.floor_status == ""
        finally:
            b.close()


def test_an_unreachable_floor_is_worded_for_a_person_in_both_languages() -> None:
    from dealer_app.store.postgres import _classify
    from dealer_app.store.refusals import Recording
    from dealer_app.wording.errors import exception_text

    exc = _classify(psycopg.OperationalError('connection to server at "10.0.0.5", port 5432 failed: Connection '
                                             'refused\n\tIs the server running on that host?'),
                    "postgresql://floor/db", Recording("step"))
    for lang in ("en", "ru"):
        text = exception_text(exc, lang)
        assert "Connection refused" not in text and "10.0.0.5" not in text and "port 5432" not in text
    assert "Connection refused" in exc.technical  # type: ignore[attr-defined]
    assert "ничего не сохранено" in exception_text(exc, "ru")
