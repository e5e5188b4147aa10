"""A floor verified in parallel by table (one worker process per table), the linked
meters checked once across their tables; the same report as one table after another,
in full and ``--since-checkpoint``. A real server (tests/pg_server.py)."""

from __future__ import annotations

from typing import Any

import pytest
from pg_server import fresh_database
from store_helpers import superuser_sql

from dealer_app.audit.floor_verify import verify_floor
from dealer_app.cli.store import simulate_main
from dealer_app.store.postgres import link_meter, open_postgres
from dealer_app.store.records import EntryKind

pytestmark = pytest.mark.floor


@pytest.fixture
def floor(pg_server: str) -> Any:
    with fresh_database(pg_server, floor=True) as url:
        link_meter(url, "J", ["T1", "T2"], 100_000, create=True)
        for n, table in enumerate(("T1", "T2", "T3"), 1):
            assert simulate_main(["--db", url, "--table", table, "--rounds", "3", "--seed", str(n), "--quiet"]) == 0
        yield url


def _same(a: Any, b: Any) -> None:
    assert list(a.tables) == list(b.tables)
    assert [str(p) for p in a.problems] == [str(p) for p in b.problems]
    assert a.infos == b.infos and a.entries == b.entries and a.rounds_checked == b.rounds_checked


def test_tables_in_parallel_give_the_report_of_one_after_another(floor: str) -> None:
    one = verify_floor(floor, jobs=1)
    many = verify_floor(floor, jobs=2)
    assert many.ok, many.problems
    _same(one, many)
    assert many.rounds_checked == 9
    assert sum(1 for i in many.infos if i.startswith("info: linked meter J (T1, T2)")) == 1  # once across its tables
    since = verify_floor(floor, jobs=2, since_checkpoint=True)
    assert since.ok and all(since.tables[t].since is not None for t in ("T1", "T2", "T3"))
    _same(verify_floor(floor, jobs=1, since_checkpoint=True), since)


def test_a_tampered_table_is_named_by_the_parallel_verify(floor: str) -> None:
    """A settlement before T2's last checkpoint and its last entry (after it) altered: the full
    verify names both, ``--since-checkpoint`` the one after its checkpoint; only on T2."""
    store = open_postgres(floor, "T2", create=False, verify=False)
    try:
        settled = max(e.seq for e in store.entries_of_kind([EntryKind.ROUND_SETTLED.value]))
        last = store.anchor().head_seq
        assert settled < store.entries_of_kind([EntryKind.CHECKPOINT.value])[-1].seq < last
        for seq in (settled, last):
            superuser_sql(store, f"UPDATE log SET payload = replace(payload, '{{', '{{\"x\":1,') WHERE seq = {seq}")
    finally:
        store.close()
    for since, named in ((False, (settled, last)), (True, (last,))):
        report = verify_floor(floor, jobs=2, since_checkpoint=since)
        found = {seq for seq in (settled, last) for p in report.problems
                 if p.startswith("table T2: ") and f"entry {seq} (" in p and "does not match the chain" in p}
        assert found == set(named), (since, report.problems)
        assert not [p for p in report.problems if p.startswith(("table T1: ", "table T3: "))]
