"""The floor: PostgreSQL-only behaviour (the shared store suite runs on both backends).

A real server (tests/pg_server.py); every test has a database of its own.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import psycopg
import pytest
from pg_server import fresh_database, undo_v4
from store_helpers import FAST_HASHER, JACKPOT_HOUSE, add_signed_adjustments, make_users

from dealer_app.cli.store import audit_main, export_main, simulate_main
from dealer_app.services import DealerServices
from dealer_app.store import NewEntry
from dealer_app.store.errors import NewerSchemaError
from dealer_app.store.faults import session_role
from dealer_app.store.keys import Keyring
from dealer_app.store.pg_schema import SCHEMA_VERSION
from dealer_app.store.postgres import (
    PostgresStore,
    floor_tables,
    link_meter,
    linked_meters,
    meter_history,
    open_postgres,
)
from dealer_app.store.records import EntryKind

pytestmark = pytest.mark.floor

def _cli(*argv: str) -> subprocess.Popen[str]:
    code = "import sys, dealer_main; sys.exit(dealer_main.main(sys.argv[1:]))"
    return subprocess.Popen([sys.executable, "-c", code, *argv], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, env=dict(os.environ))


@pytest.fixture
def floor(pg_server: str) -> Any:
    """A floor database with its schema made (and the floor key in this test's key folder)."""
    with fresh_database(pg_server, floor=True) as url:
        yield url


def test_the_log_is_append_only_for_the_station_even_with_a_superuser_url(floor: str) -> None:
    with DealerServices.open(floor, table="T1", station="s", hasher=FAST_HASHER) as s:
        assert isinstance(s.store, PostgresStore)
        role = session_role(s.store)  # what the station writes as
    assert role == "dealer_floor_writer"
    # that role, on a connection of the station's own (the same URL), may not change the log
    with psycopg.connect(floor, autocommit=True) as c:
        c.execute(f"SET ROLE {role}")
        for sql in ("UPDATE dealer.log SET kind = 'x'", "DELETE FROM dealer.log", "TRUNCATE dealer.log"):
            with pytest.raises(psycopg.errors.InsufficientPrivilege, match="permission denied"):
                c.execute(sql)
    # the URL's user (a superuser here) is refused by the triggers too
    with psycopg.connect(floor, autocommit=True) as c:
        for sql in ("UPDATE dealer.log SET kind = 'x'", "DELETE FROM dealer.log", "TRUNCATE dealer.log"):
            with pytest.raises(psycopg.errors.InsufficientPrivilege, match="append-only"):
                c.execute(sql)


def test_timestamps_come_from_the_server_clock(floor: str) -> None:
    stopped = lambda: 1_000_000  # noqa: E731  (a station clock stuck in 1970)
    with DealerServices.open(floor, table="T1", station="s", hasher=FAST_HASHER, clock=stopped) as s:
        e = s.store.append([NewEntry(EntryKind.REPORT_PRINTED, {"what": "x"})])[0]
    assert abs(e.ts_us / 1e6 - time.time()) < 60


def test_a_newer_schema_is_refused_with_one_line(floor: str, capsys: pytest.CaptureFixture[str]) -> None:
    with psycopg.connect(floor, autocommit=True) as c:
        c.execute("UPDATE dealer.floor_meta SET value = '99' WHERE key = 'schema_version'")
    with pytest.raises(NewerSchemaError, match=f"schema 99, this station knows {SCHEMA_VERSION}"):
        DealerServices.open(floor, table="T1")
    assert simulate_main(["--db", floor, "--table", "T1", "--rounds", "1"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "upgrade this station" in err[0]


def test_a_v1_floor_is_migrated_with_its_signatures_and_simulated_meter(floor: str) -> None:
    house = Path(os.environ["DEALER_APP_CONFIG_DIR"]) / "jackpot.toml"
    house.write_text(JACKPOT_HOUSE)
    assert simulate_main(["--db", floor, "--table", "T1", "--rounds", "6", "--seed", "5", "--house", str(house),
                          "--quiet"]) == 0
    with DealerServices.open(floor, table="T1", hasher=FAST_HASHER) as s:
        add_signed_adjustments(s)
    t1 = "(SELECT id FROM dealer.floor_tables WHERE name = 'T1')"
    sql = f"SELECT seq, used_by FROM dealer.used_signatures WHERE tbl = {t1} ORDER BY seq"
    with psycopg.connect(floor, autocommit=True) as c:
        used = c.execute(sql).fetchall()
        (sim,) = c.execute(f"SELECT value FROM dealer.sim_meter WHERE tbl = {t1}").fetchone() or (0,)
        (live,) = c.execute(f"SELECT value FROM dealer.meter WHERE tbl = {t1}").fetchone() or (0,)
        assert len(used) >= 2 and sim > 0  # the adjustments' and the table count's
        # as version 1 left it: no v2 relations, simulated rounds on the live meter, no money checkpoint
        c.execute("DROP TABLE dealer.used_signatures, dealer.sim_meter, dealer.patrons")
        c.execute(f"UPDATE dealer.meter SET value = value + %s WHERE tbl = {t1}", (sim,))
        c.execute("ALTER TABLE dealer.floor_tables DROP COLUMN money_seq, DROP COLUMN money_live, "
                  "DROP COLUMN money_sim, DROP COLUMN money_tag")
        undo_v4(c)
        c.execute("UPDATE dealer.floor_meta SET value = '1' WHERE key = 'schema_version'")
    with DealerServices.open(floor, table="T1", hasher=FAST_HASHER, record_startup=False) as s:
        assert s.store.startup.migrated_from == 1
        assert (s.store.meter(), s.store.meter(simulated=True)) == (live, sim)
    with psycopg.connect(floor, autocommit=True) as c:
        assert c.execute(sql).fetchall() == used
    assert audit_main(["verify", "--db", floor]) == 0


def test_tables_are_chosen_by_name_or_listed(floor: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for t in ("T1", "T2"):
        assert simulate_main(["--db", floor, "--table", t, "--rounds", "2", "--seed", "3", "--quiet"]) == 0
    capsys.readouterr()
    assert simulate_main(["--db", floor, "--rounds", "1"]) == 2
    assert "tables: T1, T2, Table 1" in capsys.readouterr().err
    assert export_main(["--db", floor, "--table", "T9", "--out", str(tmp_path / "x.jsonl")]) == 2
    assert "no table 'T9'" in capsys.readouterr().err
    assert export_main(["--db", floor, "--table", "T2", "--out", str(tmp_path / "t2.jsonl")]) == 0
    assert len((tmp_path / "t2.jsonl").read_text().splitlines()) == 2
    # each table its own chain: both start at entry 1
    a, b = (open_postgres(floor, t) for t in ("T1", "T2"))
    try:
        assert a.entry(1) is not None and b.entry(1) is not None and a.db_uuid != b.db_uuid
    finally:
        a.close()
        b.close()
    assert audit_main(["verify", "--db", floor]) == 0
    assert "3 table(s)" in capsys.readouterr().err


def test_editing_a_table_or_the_linked_meter_is_found(floor: str, capsys: pytest.CaptureFixture[str]) -> None:
    link_meter(floor, "J", ["T1", "T2"], 100_000, create=True)
    house = Path(os.environ["DEALER_APP_CONFIG_DIR"]) / "jackpot.toml"
    house.write_text(JACKPOT_HOUSE)
    for t in ("T1", "T2"):
        assert simulate_main(["--db", floor, "--table", t, "--rounds", "4", "--seed", "5", "--house", str(house),
                              "--knob", "bonus=900", "--quiet"]) == 0
    assert audit_main(["verify", "--db", floor, "--no-replay"]) == 0
    capsys.readouterr()
    with psycopg.connect(floor, autocommit=True) as c:
        c.execute("UPDATE dealer.linked_meters SET value = value + 500 WHERE name = 'J'")
    assert audit_main(["verify", "--db", floor, "--no-replay"]) == 1
    out = capsys.readouterr().out
    assert "linked meter J: holds" in out


def test_an_altered_chain_head_record_is_refused(floor: str) -> None:
    """Each table's chain head is kept on its row (every append reads it there): a station
    refuses a table whose record no longer matches its log."""
    from dealer_app.store.errors import DatabaseTamperedError

    with DealerServices.open(floor, table="T1", hasher=FAST_HASHER) as s:
        make_users(s)
    with psycopg.connect(floor, autocommit=True) as c:
        with pytest.raises(psycopg.errors.CheckViolation, match="names its log's last entry"):
            c.execute("UPDATE dealer.floor_tables SET head_seq = head_seq - 1 WHERE name = 'T1'")
        # the floor's owner drops the guard on purpose
        c.execute("ALTER TABLE dealer.floor_tables DISABLE TRIGGER floor_tables_guard")
        c.execute("UPDATE dealer.floor_tables SET head_seq = head_seq - 1 WHERE name = 'T1'")
    with pytest.raises(DatabaseTamperedError, match="chain head record"):
        DealerServices.open(floor, table="T1", hasher=FAST_HASHER)


@pytest.mark.subprocess
def test_three_stations_start_on_an_empty_floor_at_once(floor_url: str) -> None:
    """The schema, the writer role and the floor key are made once, by whichever comes first."""
    procs = [_cli("simulate", "--db", floor_url, "--table", f"T{i}", "--rounds", "1", "--seed", str(i), "--quiet")
             for i in (1, 2, 3)]
    results = [p.communicate(timeout=240) for p in procs]
    assert [p.returncode for p in procs] == [0, 0, 0], [r[1] for r in results]
    assert floor_tables(floor_url) == ["T1", "T2", "T3"]
    keys = list(Keyring.default().folder.glob("*.key"))
    assert len(keys) == 1  # one key for the floor, whoever made it
    assert audit_main(["verify", "--db", floor_url]) == 0


ACK = re.compile(r"^ack round=(\d+) (?:step=\d+ seq=(\d+)|settled seq=(\d+))")


@pytest.mark.subprocess
def test_four_tables_on_a_linked_meter_at_once(floor: str, tmp_path: Path) -> None:
    """4 table processes simulate at once on tables of one linked meter: every acknowledged
    step is there and the simulated rounds stay off the linked meter; then 4 processes move
    the linked meter at once: it is exactly start + every movement, and audit verify passes."""
    tables = ["T1", "T2", "T3", "T4"]
    link_meter(floor, "Linked", tables, 200_000, create=True)
    house = tmp_path / "jackpot.toml"
    house.write_text(JACKPOT_HOUSE)
    procs = {t: _cli("simulate", "--db", floor, "--table", t, "--rounds", "6", "--seed", str(i), "--house",
                     str(house), "--knob", "bonus=800", "--knob", "jackpot_hit=150", "--acks", "--quiet")
             for i, t in enumerate(tables)}
    outs = {t: p.communicate(timeout=600) for t, p in procs.items()}
    assert {t: p.returncode for t, p in procs.items()} == dict.fromkeys(tables, 0), {t: o[1] for t, o in outs.items()}
    total_delta = 0
    sim_total = 0
    for t in tables:
        store = open_postgres(floor, t)
        try:
            for line in outs[t][0].splitlines():
                m = ACK.match(line)
                assert m, line
                seq = int(m.group(2) or m.group(3))
                e = store.entry(seq)
                assert e is not None and e.round_id == int(m.group(1))
                assert e.kind == (EntryKind.STEP if m.group(2) else EntryKind.ROUND_SETTLED)
            settled = store.entries_of_kind([EntryKind.ROUND_SETTLED])
            assert len(settled) == 6
            total_delta += sum(int(e.payload["meter_delta"]) for e in settled)
            sim_total += store.meter(simulated=True)
        finally:
            store.close()
    start, value, on = linked_meters(floor)["Linked"]
    assert on == tables and start == 200_000
    # simulated shifts play on each table's own simulated meter, never on the linked (live) one
    assert value == start and sim_total == total_delta and total_delta != 0
    # live movements: 4 table processes adjust the linked meter at once, each co-signed by a pit boss
    with DealerServices.open(floor, table=tables[0], station=tables[0], hasher=FAST_HASHER) as s:
        make_users(s)  # once for the floor: every table has them
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(Path(__file__).parent), os.environ.get("PYTHONPATH", "")]))
    procs = {t: subprocess.Popen([sys.executable, "-c", ADJUSTER, floor, t, str(100 * (i + 1))], env=env,
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for i, t in enumerate(tables)}
    outs = {t: p.communicate(timeout=600) for t, p in procs.items()}
    assert {t: p.returncode for t, p in procs.items()} == dict.fromkeys(tables, 0), {t: o[1] for t, o in outs.items()}
    _start, value, _on = linked_meters(floor)["Linked"]
    assert value == start + 5 * (100 + 200 + 300 + 400)
    assert [after for _t, _seq, _d, after in meter_history(floor, "Linked")][-1] == value
    assert audit_main(["verify", "--db", floor, "--no-replay"]) == 0


ADJUSTER = """
import sys
from store_helpers import FAST_HASHER
from dealer_app.auth.roles import Permission
from dealer_app.services import DealerServices

url, table, delta = sys.argv[1], sys.argv[2], int(sys.argv[3])
with DealerServices.open(url, table=table, station=table, hasher=FAST_HASHER) as s:
    for _ in range(5):
        s.meter.adjust(s.users.co_sign("pat", "123456", Permission.ADJUST_METER, purpose="adjust"), delta, "float")
"""


def test_a_station_is_set_up_on_a_floor_with_the_floors_key(floor_url: str, tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    from dealer_app.cli.floor import floor_main
    from dealer_app.store.keys import write_key_file

    # the first station makes the floor (and its key), then deals its bound table without options
    assert floor_main(["setup", "--db", floor_url, "--table", "Table 3", "--casino", "Aurora"]) == 0
    assert simulate_main(["--rounds", "1", "--seed", "1", "--quiet"]) == 0
    assert floor_tables(floor_url) == ["Table 3"]
    key = next(Keyring.default().folder.glob("*.key"))
    # a second station (another config folder) has no key for this floor: refused in one line
    monkeypatch.setenv("DEALER_APP_CONFIG_DIR", str(tmp_path / "pc2"))
    capsys.readouterr()
    assert floor_main(["setup", "--db", floor_url, "--table", "Table 4"]) == 2
    assert "audit key" in capsys.readouterr().err
    copy = tmp_path / "floor.key"
    from dealer_app.store.keys import read_key_file

    write_key_file(read_key_file(key), copy)
    assert floor_main(["setup", "--db", floor_url, "--table", "Table 4", "--floor-key", str(copy)]) == 0
    assert simulate_main(["--rounds", "1", "--seed", "2", "--quiet"]) == 0
    assert floor_tables(floor_url) == ["Table 3", "Table 4"]
    assert audit_main(["verify", "--db", floor_url]) == 0


def test_setup_provisions_a_table_station_on_a_floor(floor_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """``dealer-app setup --floor URL --table NAME --casino NAME``, non-interactive."""
    import io

    from dealer_app.cli.setup import main as setup_main
    from dealer_app.floor import load_binding

    monkeypatch.setattr("sys.stdin", io.StringIO("246810\n"))
    assert setup_main(["--floor", floor_url, "--table", "Table 3", "--casino", "Aurora", "--admin", "Maria",
                       "--pin-stdin"]) == 0
    binding = load_binding()
    assert binding is not None and (binding.url, binding.table) == (floor_url, "Table 3")
    assert floor_tables(floor_url) == ["Table 3"]
    with DealerServices.open(floor_url, table="Table 3", record_startup=False) as s:
        assert s.store.user_by_name("Maria") is not None
        assert s.settings_now().casino_name == "Aurora"
    assert audit_main(["verify", "--db", floor_url]) == 0


def test_setup_without_the_administrator_on_a_floor_with_people_writes_nothing(
        floor_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Refused before the key, ``floor.json``, the table or a log entry is written."""
    import io

    from dealer_app.cli.setup import main as setup_main
    from dealer_app.floor import load_binding
    from dealer_app.store.keys import read_key_file, write_key_file

    monkeypatch.setattr("sys.stdin", io.StringIO("246810\n"))
    assert setup_main(["--floor", floor_url, "--table", "Table 3", "--casino", "Aurora", "--admin", "Maria",
                       "--pin-stdin"]) == 0
    copy = tmp_path / "floor.key"
    write_key_file(read_key_file(next(Keyring.default().folder.glob("*.key"))), copy)
    with DealerServices.open(floor_url, table="Table 3", record_startup=False, readonly=True) as s:
        head = s.store.anchor().head_seq
    monkeypatch.setenv("DEALER_APP_CONFIG_DIR", str(tmp_path / "pc2"))  # a second station
    capsys.readouterr()
    assert setup_main(["--floor", floor_url, "--table", "Table 5", "--casino", "Aurora",
                       "--floor-key", str(copy)]) == 2
    err = capsys.readouterr().err
    assert "--admin NAME" in err and err.count("\n") == 1
    assert load_binding() is None and not list(Keyring.default().folder.glob("*.key"))
    assert floor_tables(floor_url) == ["Table 3"]
    with DealerServices.open(floor_url, table="Table 3", record_startup=False, readonly=True, key_file=copy) as s:
        assert s.store.anchor().head_seq == head
    # a wrong PIN of the administrator: the station is not bound to the floor
    monkeypatch.setattr("sys.stdin", io.StringIO("000000\n"))
    assert setup_main(["--floor", floor_url, "--table", "Table 5", "--casino", "Aurora", "--admin", "Maria",
                       "--pin-stdin", "--floor-key", str(copy)]) == 1
    assert load_binding() is None


def test_link_meter_needs_the_administrators_pin_makes_no_table_by_a_typo_and_is_logged(
        floor_url: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    import io

    from dealer_app.cli.floor import floor_main

    for t in ("T1", "T2"):
        with DealerServices.open(floor_url, table=t, station=t, hasher=FAST_HASHER) as s:
            if t == "T1":
                make_users(s)
    argv = ["link-meter", "--db", floor_url, "--meter", "Main", "--start", "50000", "--admin", "ada", "--pin-stdin"]
    # finding 12: a meter started at 10^14 minor units is bounded (below 10^15), and refused at once
    huge = [*argv[:5], "--start", str(10**15), *argv[7:], "--table", "T1", "--table", "T2"]
    assert floor_main(huge) == 2
    assert "--start: below 1000000000000000 (minor units)" in capsys.readouterr().err
    monkeypatch.setattr("sys.stdin", io.StringIO("111111\n"))
    assert floor_main([*argv, "--table", "T1", "--table", "T3"]) == 2  # T3: a typo for T2
    err = capsys.readouterr().err
    assert "no table 'T3' on the floor (tables: T1, T2)" in err and err.count("\n") == 1
    assert floor_tables(floor_url) == ["T1", "T2"] and linked_meters(floor_url) == {}
    monkeypatch.setattr("sys.stdin", io.StringIO("000000\n"))  # a wrong PIN links nothing
    assert floor_main([*argv, "--table", "T1", "--table", "T2"]) == 1
    assert linked_meters(floor_url) == {}
    monkeypatch.setattr("sys.stdin", io.StringIO("123456\n"))  # a pit boss may not link meters
    assert floor_main([*argv[:-3], "--admin", "pat", "--pin-stdin", "--table", "T1", "--table", "T2"]) == 1
    assert linked_meters(floor_url) == {}
    capsys.readouterr()
    monkeypatch.setattr("sys.stdin", io.StringIO("111111\n"))
    assert floor_main([*argv, "--table", "T1", "--table", "T2"]) == 0
    assert linked_meters(floor_url)["Main"] == (50000, 50000, ["T1", "T2"])
    for t in ("T1", "T2"):
        with DealerServices.open(floor_url, table=t, station="pit", record_startup=False, readonly=True) as s:
            [e] = s.store.entries_of_kind([EntryKind.METER_LINKED])
            assert e.payload["meter"] == "Main" and s.ctx.user_name(e.actor) == "ada"
    assert audit_main(["verify", "--db", floor_url]) == 0
    monkeypatch.setattr("sys.stdin", io.StringIO("111111\n"))
    assert floor_main([*argv[:2], floor_url, "--meter", "Side", "--admin", "ada", "--pin-stdin", "--table", "T9",
                       "--new-table"]) == 0  # asked for: made
    assert floor_tables(floor_url) == ["T1", "T2", "T9"]
