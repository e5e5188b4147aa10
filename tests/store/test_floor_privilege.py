"""Least privilege on a floor: what a station's login made by ``floor add-station`` cannot do,
and the attacks of the floor's security review tried through such a login.

Every attempt below is made with the login itself (its passfile, as the station connects),
not through the app: the server must refuse it whatever program the station runs.
"""

from __future__ import annotations

import contextlib
import json
import stat
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psycopg
import pytest
from pg_server import fresh_database, station_logins, undo_v4
from psycopg.errors import InsufficientPrivilege
from store_helpers import FAST_HASHER, make_users

from dealer_app.cli.floor import floor_main
from dealer_app.cli.store import audit_main, simulate_main
from dealer_app.services import DealerServices
from dealer_app.store.errors import DatabaseUnreadableError, StoreError
from dealer_app.store.pg_stations import revoke_station
from dealer_app.store.postgres import link_meter, linked_meters, open_postgres

pytestmark = pytest.mark.floor


def _login(url: str) -> str:
    return url.split("//", 1)[1].split("@", 1)[0]


@pytest.fixture
def floor(pg_server: str, tmp_path: Path) -> Iterator[tuple[str, dict[str | None, str]]]:
    """A floor with tables T1, T2 on the linked meter J, the floor's users, and logins made
    for T1's and T2's stations and the podium: (owner URL, {table: station URL})."""
    with fresh_database(pg_server, floor=True) as url:
        link_meter(url, "J", ["T1", "T2"], 100_000, create=True)
        with DealerServices.open(url, table="T1", hasher=FAST_HASHER) as s:
            make_users(s)
        with station_logins(url, ["T1", "T2", None], tmp_path) as stations:
            yield url, stations


def _tbl(c: psycopg.Connection[Any], name: str) -> int:
    row = c.execute("SELECT id FROM dealer.floor_tables WHERE name = %s", (name,)).fetchone()
    assert row is not None
    return int(row[0])


def _refused(c: psycopg.Connection[Any], statement: str, params: tuple[Any, ...] = ()) -> None:
    with pytest.raises(InsufficientPrivilege):
        c.execute(statement, params)


def test_a_station_login_owns_nothing_and_can_grant_nothing(floor: tuple[str, dict[str | None, str]]) -> None:
    owner, stations = floor
    login = _login(stations["T1"])
    with psycopg.connect(owner, autocommit=True) as c:
        row = c.execute("SELECT rolsuper, rolcreaterole, rolcreatedb, rolbypassrls, rolreplication, oid "
                        "FROM pg_roles WHERE rolname = %s", (login,)).fetchone()
        assert row is not None and row[:5] == (False, False, False, False, False)
        assert c.execute("SELECT count(*) FROM pg_class WHERE relowner = %s", (row[5],)).fetchone() == (0,)
        assert c.execute("SELECT count(*) FROM pg_proc WHERE proowner = %s", (row[5],)).fetchone() == (0,)
    passfile = Path(stations["T1"].split("passfile=", 1)[1])
    assert stat.S_IMODE(passfile.stat().st_mode) == 0o600
    with psycopg.connect(stations["T1"], autocommit=True) as c:
        for statement in ("ALTER TABLE dealer.log DISABLE TRIGGER log_append_only",
                          "ALTER TABLE dealer.log DISABLE TRIGGER ALL",
                          "ALTER TABLE dealer.users DISABLE ROW LEVEL SECURITY",
                          "DROP TRIGGER log_form ON dealer.log",
                          f"GRANT pg_execute_server_program TO {login}",
                          f"GRANT dealer_floor_writer TO {login} WITH ADMIN OPTION",
                          f"ALTER ROLE {login} CREATEROLE",
                          "CREATE ROLE dealer_intruder",
                          "CREATE TABLE dealer.x(a int)"):
            _refused(c, statement)


def test_a_station_login_writes_only_its_table_and_moves_no_meter_itself(
        floor: tuple[str, dict[str | None, str]]) -> None:
    owner, stations = floor
    with psycopg.connect(stations["T1"], autocommit=True) as c:
        t1, t2 = _tbl(c, "T1"), _tbl(c, "T2")
        before = c.execute("SELECT value FROM dealer.linked_meters WHERE name = 'J'").fetchone()
        head2 = c.execute("SELECT head_seq FROM dealer.floor_tables WHERE id = %s", (t2,)).fetchone()
        assert head2 is not None
        # the meters: no UPDATE, no movement of its own making, no link
        _refused(c, "UPDATE dealer.linked_meters SET value = value + 300000")
        _refused(c, "UPDATE dealer.meter SET value = value + 1 WHERE tbl = %s", (t1,))
        _refused(c, "UPDATE dealer.sim_meter SET value = value + 1 WHERE tbl = %s", (t1,))
        _refused(c, "INSERT INTO dealer.meter_moves(meter, tbl, seq, delta, value_after) VALUES ('J', %s, 99, 5, 5)",
                 (t1,))
        _refused(c, "UPDATE dealer.floor_tables SET meter_group = NULL WHERE id = %s", (t1,))
        _refused(c, "SELECT dealer.move_meter(%s, 1, 0)", (t1,))  # an entry already committed
        _refused(c, "SELECT dealer.move_meter(%s, %s, -400000)", (t2, head2[0]))
        _refused(c, "SELECT dealer.link_meter('X', 100000000000000, ARRAY['T1'])")
        # another table's log and rows (finding 2: station T1 writing to table T3)
        entry = ("INSERT INTO dealer.log(tbl, seq, ts_us, kind, payload, mac) VALUES (%s, %s, 1, %s, %s, %s)")
        _refused(c, entry, (t2, head2[0] + 1, "meter_adjusted", '{"delta":-400000}', "0" * 64))
        _refused(c, entry, (t2, head2[0] + 1, "user_added",
                            json.dumps({"mirrored": {"table": "T1", "seq": 1}, "name": "eve", "role": "admin"}),
                            "0" * 64))
        assert c.execute("UPDATE dealer.rounds SET status = 'voided' WHERE tbl = %s", (t2,)).rowcount == 0
        _refused(c, "INSERT INTO dealer.settings(tbl, key, value, seq) VALUES (%s, 'x', 'y', 1)", (t2,))
        # the log itself: append-only, whoever asks
        _refused(c, "DELETE FROM dealer.log")
        _refused(c, "TRUNCATE dealer.log")
        _refused(c, "UPDATE dealer.log SET payload = '{}' WHERE tbl = %s", (t1,))
        # the floor's secrets
        _refused(c, "SELECT secret FROM dealer.floor_secrets")
        _refused(c, "SELECT secret FROM dealer.table_keys")
        _refused(c, "UPDATE dealer.log SET smac = NULL")
        _refused(c, "SELECT dealer.witness_add('heads', '{}'::jsonb)")
        _refused(c, "DELETE FROM dealer.witness")
        # a PIN hash swapped onto another user (finding 1): no user entry, no change
        _refused(c, "UPDATE dealer.users u SET pin_hash = d.pin_hash FROM dealer.users d WHERE u.tbl = %s "
                    "AND d.tbl = u.tbl AND u.name = 'pat' AND d.name = 'dan'", (t1,))
        assert c.execute("SELECT value FROM dealer.linked_meters WHERE name = 'J'").fetchone() == before
    with psycopg.connect(owner, autocommit=True) as c:
        assert c.execute("SELECT head_seq FROM dealer.floor_tables WHERE id = %s", (t2,)).fetchone() == head2


def test_a_station_cannot_delete_or_take_a_lease_it_does_not_hold(floor: tuple[str, dict[str | None, str]]) -> None:
    """Finding 11: ``DELETE FROM dealer.leases`` made another table's live station quit."""
    _owner, stations = floor
    lease = ("INSERT INTO dealer.leases(scope, station, host, pid, token, since_us, heartbeat_us) VALUES "
             "('table:T2', 'dealer-pc-T2', 'pit', 4242, 'tok', %(now)s, %(now)s)")
    now = "(extract(epoch FROM clock_timestamp()) * 1000000)::bigint"
    with psycopg.connect(stations["T2"], autocommit=True) as t2, psycopg.connect(stations["T1"], autocommit=True) as t1:
        t2.execute(lease.replace("%(now)s", now))
        assert t1.execute("DELETE FROM dealer.leases WHERE scope = 'table:T2'").rowcount == 0
        assert t1.execute("UPDATE dealer.leases SET token = 'mine', station = 'x'").rowcount == 0
        _refused(t1, lease.replace("%(now)s", now) + " ON CONFLICT (scope) DO UPDATE SET token = 'mine'")
        assert t2.execute("SELECT token FROM dealer.leases WHERE scope = 'table:T2'").fetchone() == ("tok",)
        assert t2.execute("DELETE FROM dealer.leases WHERE scope = 'table:T2'").rowcount == 1  # its own


def test_a_station_beats_for_its_own_table_only(floor: tuple[str, dict[str | None, str]]) -> None:
    """No station shows another table's station online, or stopped (schema 7)."""
    _owner, stations = floor
    beat = ("INSERT INTO dealer.heartbeats(tbl, station, host, pid, program, started_us, seen_us) SELECT id, %s, 'pc', "
            "1, 'desktop', 0, 0 FROM dealer.floor_tables WHERE name = %s")
    with psycopg.connect(stations["T2"], autocommit=True) as t2, psycopg.connect(stations["T1"], autocommit=True) as t1:
        t2.execute(beat, ("dealer-pc-T2", "T2"))
        t1.execute(beat, ("dealer-pc-T1", "T1"))  # its own
        _refused(t1, beat, ("forged", "T2"))
        assert t1.execute("UPDATE dealer.heartbeats SET stopped_us = 1, seen_us = 1").rowcount == 1  # its own row
        assert t2.execute("SELECT stopped_us FROM dealer.heartbeats WHERE station = 'dealer-pc-T2'").fetchone() == (None,)
    with psycopg.connect(stations[None], autocommit=True) as podium:  # the podium writes any table's rows
        podium.execute(beat, ("podium", "T2"))


def test_simulate_and_verify_work_through_a_station_login(floor: tuple[str, dict[str | None, str]],
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    owner, stations = floor
    assert simulate_main(["--db", stations["T1"], "--table", "T1", "--rounds", "3", "--seed", "4", "--quiet"]) == 0
    assert audit_main(["verify", "--db", stations["T1"]]) == 0
    capsys.readouterr()
    # not its table: refused, nothing written there
    t2 = open_postgres(owner, "T2")
    try:
        head = t2.anchor().head_seq
        assert simulate_main(["--db", stations["T1"], "--table", "T2", "--rounds", "1", "--quiet"]) == 2
        assert "not table T2's station" in capsys.readouterr().err
        assert t2.anchor().head_seq == head
    finally:
        t2.close()
    # nor a table of its own making (finding 5: new tables, new PIN guesses)
    assert simulate_main(["--db", stations["T1"], "--table", "X9", "--rounds", "1", "--quiet"]) == 2
    assert "only with an administrator's PIN" in capsys.readouterr().err
    # nor a meter link (finding 12)
    with pytest.raises(StoreError, match="owner"):
        link_meter(stations["T1"], "K", ["T1"], 10**14)
    assert "K" not in linked_meters(owner)


def test_a_revoked_login_cannot_connect_and_its_records_stay(floor: tuple[str, dict[str | None, str]],
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    owner, stations = floor
    assert simulate_main(["--db", stations["T2"], "--table", "T2", "--rounds", "1", "--quiet"]) == 0
    with psycopg.connect(owner, autocommit=True) as c:
        entries = c.execute("SELECT count(*) FROM dealer.log l JOIN dealer.floor_tables t ON t.id = l.tbl "
                            "WHERE t.name = 'T2'").fetchone()
    capsys.readouterr()
    assert floor_main(["revoke-station", "--db", owner, "--login", _login(stations["T2"])]) == 0
    assert "can no longer connect" in capsys.readouterr().err
    with pytest.raises(psycopg.OperationalError):
        psycopg.connect(stations["T2"]).close()
    with psycopg.connect(owner, autocommit=True) as c:
        assert c.execute("SELECT count(*) FROM dealer.log l JOIN dealer.floor_tables t ON t.id = l.tbl "
                         "WHERE t.name = 'T2'").fetchone() == entries
        kinds = [r[0] for r in c.execute("SELECT kind FROM dealer.witness ORDER BY seq")]
        assert kinds.count("station_added") == 3 and kinds[-1] == "station_revoked"
    # a station cannot revoke (or make) logins
    with pytest.raises(DatabaseUnreadableError, match="only the floor's owner"):
        revoke_station(stations["T1"], _login(stations["T1"]))


def test_floor_init_is_idempotent_and_add_station_refuses_bad_input(
        pg_server: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with fresh_database(pg_server) as url:
        assert floor_main(["init", "--db", url]) == 0
        assert "made the floor's schema" in capsys.readouterr().err
        assert floor_main(["init", "--db", url]) == 0
        assert "nothing changed" in capsys.readouterr().err
        for bad in ("Robert'); DROP", "pg_x", "1abc", "dealer_floor_writer", "postgres"):
            code = floor_main(["add-station", "--db", url, "--table", "T1", "--login", bad,
                               "--passfile", str(tmp_path / "p")])
            assert code == 2, bad
            assert capsys.readouterr().err.count("\n") == 1
        assert not (tmp_path / "p").exists()
        assert floor_main(["add-station", "--db", url, "--table", "T1", "--login", "x",
                           "--passfile", str(tmp_path / "no" / "p")]) == 2


def test_a_floor_of_today_is_migrated_and_its_stations_get_logins(
        pg_server: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """docs/FLOOR.md's migration: a v3 floor (every station on the one writer role) is
    migrated by ``floor init``; its tables keep their chains; each station then gets a login."""
    with fresh_database(pg_server, floor=True) as url:
        assert simulate_main(["--db", url, "--table", "T1", "--rounds", "2", "--seed", "2", "--quiet"]) == 0
        with psycopg.connect(url, autocommit=True) as c:
            undo_v4(c)
            c.execute("UPDATE dealer.floor_meta SET value = '3' WHERE key = 'schema_version'")
        capsys.readouterr()
        assert floor_main(["init", "--db", url]) == 0
        assert "migrated" in capsys.readouterr().err
        with station_logins(url, ["T1"], tmp_path) as stations:
            assert simulate_main(["--db", stations["T1"], "--table", "T1", "--rounds", "2", "--seed", "3",
                                  "--quiet"]) == 0
            assert audit_main(["verify", "--db", stations["T1"]]) == 0
            assert "witness chain" in capsys.readouterr().out


def _break_t1(url: str, how: str) -> None:
    """As the server's superuser would (triggers dropped on purpose): T1 rolled back by its
    last shift, or its last shift's close re-signed with the floor's key."""
    from pg_server import FLOOR_KEY

    from dealer_app.store.chain import checkpoint_tag, entry_mac, genesis_mac
    from dealer_app.store.keys import read_key_file

    key = read_key_file(FLOOR_KEY)
    with psycopg.connect(url, autocommit=True) as c:
        c.execute("ALTER TABLE dealer.log DISABLE TRIGGER USER")
        c.execute("ALTER TABLE dealer.floor_tables DISABLE TRIGGER USER")
        t1 = _tbl(c, "T1")
        (closed,) = c.execute("SELECT max(seq) FROM dealer.log WHERE tbl = %s AND kind = 'shift_closed'",
                              (t1,)).fetchone() or (0,)
        if how == "rollback":
            (opened,) = c.execute("SELECT max(seq) FROM dealer.log WHERE tbl = %s AND kind = 'shift_opened'",
                                  (t1,)).fetchone() or (0,)
            c.execute("DELETE FROM dealer.log WHERE tbl = %s AND seq >= %s", (t1, opened))
        else:
            rows = c.execute("SELECT seq, ts_us, kind, actor, station, shift_id, round_id, ref, payload FROM "
                             "dealer.log WHERE tbl = %s AND seq >= %s ORDER BY seq", (t1, closed)).fetchall()
            (mac,) = c.execute("SELECT mac FROM dealer.log WHERE tbl = %s AND seq = %s", (t1, closed - 1)
                               ).fetchone() or ("",)
            for seq, ts, kind, actor, station, shift, rnd, ref, payload in rows:
                if seq == closed:
                    payload = json.dumps({**json.loads(payload), "note": "re-signed"}, sort_keys=True,
                                         separators=(",", ":"))
                mac = entry_mac(key, mac, seq, ts, kind, actor, station, shift, rnd, ref, payload)
                c.execute("UPDATE dealer.log SET payload = %s, mac = %s WHERE tbl = %s AND seq = %s",
                          (payload, mac, t1, seq))
        (db_uuid,) = c.execute("SELECT db_uuid FROM dealer.floor_tables WHERE id = %s", (t1,)).fetchone() or ("",)
        genesis = genesis_mac(key, db_uuid)  # the verified point back to the start, signed with the key
        c.execute("UPDATE dealer.floor_tables t SET head_seq = h.seq, head_mac = h.mac, checkpoint_seq = 0, "
                  "checkpoint_mac = %s, checkpoint_tag = %s, money_seq = NULL, money_live = NULL, money_sim = NULL, "
                  "money_tag = NULL FROM (SELECT seq, mac FROM dealer.log WHERE tbl = %s ORDER BY seq DESC LIMIT 1) h "
                  "WHERE t.id = %s", (genesis, checkpoint_tag(key, db_uuid, 0, genesis), t1, t1))
        c.execute("ALTER TABLE dealer.log ENABLE TRIGGER USER")
        c.execute("ALTER TABLE dealer.floor_tables ENABLE TRIGGER USER")


@pytest.mark.parametrize("how", ["rollback", "re-sign"])
def test_the_witness_names_a_table_rolled_back_or_re_signed_without_an_anchor(
        pg_server: str, how: str, capsys: pytest.CaptureFixture[str]) -> None:
    with fresh_database(pg_server, floor=True) as url:
        for seed in (1, 2):  # two shifts: each close is witnessed
            assert simulate_main(["--db", url, "--table", "T1", "--rounds", "1", "--seed", str(seed),
                                  "--quiet"]) == 0
        assert simulate_main(["--db", url, "--table", "T2", "--rounds", "1", "--quiet"]) == 0
        with psycopg.connect(url, autocommit=True) as c:
            whys = [r[0] for r in c.execute("SELECT body::jsonb ->> 'why' FROM dealer.witness WHERE kind = 'heads'")]
        assert whys.count("shift_closed") == 3
        assert audit_main(["verify", "--db", url]) == 0
        capsys.readouterr()
        _break_t1(url, how)
        assert audit_main(["verify", "--db", url, "--table", "T1", "--no-replay"]) == 1
        out = capsys.readouterr().out
        said = "rolled back or cut" if how == "rollback" else "re-signed or altered"
        assert "table T1: entry" in out and said in out, out
        if how == "re-sign":  # the server's own chain names it too
            assert "is not signed by the floor's server" in out, out


def test_a_station_is_bound_to_its_login_in_a_floor_json_of_its_own(floor: tuple[str, dict[str | None, str]],
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    """Finding 3: ``floor.json`` was 0644 with the owner's password inside."""
    from dealer_app.floor import binding_path
    from dealer_app.floor_setup import provision_floor

    _owner, stations = floor
    provision_floor(stations["T1"], "T1", "Aurora")
    path = binding_path()
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert json.loads(path.read_text())["url"] == stations["T1"]
    with pytest.raises(ValueError, match="without a password"):
        provision_floor("postgresql://table1:secret@localhost/casino_floor", "T1")
    assert floor_main(["setup", "--db", "postgresql://table1:secret@localhost/casino_floor", "--table", "T1"]) == 2
    assert "without a password" in capsys.readouterr().err
    assert json.loads(path.read_text())["url"] == stations["T1"]


def test_junk_in_one_table_neither_enters_nor_stops_the_floor_wide_verify(
        floor: tuple[str, dict[str | None, str]], capsys: pytest.CaptureFixture[str]) -> None:
    """Finding 4: one junk INSERT with the station's role made its table unopenable and the
    floor-wide ``verify`` exit 2 having checked no table."""
    owner, stations = floor
    assert simulate_main(["--db", stations["T2"], "--table", "T2", "--rounds", "1", "--quiet"]) == 0
    with psycopg.connect(stations["T1"], autocommit=True) as c:
        t1 = _tbl(c, "T1")
        (head,) = c.execute("SELECT head_seq FROM dealer.floor_tables WHERE id = %s", (t1,)).fetchone() or (0,)
        junk = "INSERT INTO dealer.log(tbl, seq, ts_us, kind, payload, mac) VALUES (%s, %s, 1, %s, %s, %s)"
        for seq, kind, payload, mac in ((head + 1, "step", "not json", "0" * 64),
                                        (head + 1, "junk", "{}", "0" * 64),
                                        (head + 1, "step", "[1]", "0" * 64),
                                        (head + 1, "step", "{}", "zz"),
                                        (head + 7, "step", "{}", "0" * 64)):
            # (a MAC that is not the chain's: refused too, schema 13, the server computes it)
            with pytest.raises((psycopg.errors.CheckViolation, psycopg.errors.InsufficientPrivilege)):
                c.execute(junk, (t1, seq, kind, payload, mac))
    # what only the server's superuser could still do: junk past the triggers
    with psycopg.connect(owner, autocommit=True) as c:
        c.execute("ALTER TABLE dealer.log DISABLE TRIGGER USER")
        c.execute(junk, (t1, head + 1, "step", "not json", "0" * 64))
        c.execute("ALTER TABLE dealer.log ENABLE TRIGGER USER")
    capsys.readouterr()
    assert audit_main(["verify", "--db", owner, "--no-replay"]) == 1
    out = capsys.readouterr().out
    problems = [line for line in out.splitlines() if not line.startswith("info") and "info:" not in line]
    assert any(line.startswith("table T1: could not be") for line in problems), out
    assert not any(line.startswith("table T2: ") for line in problems), out  # T2 verified, and it holds
    assert "linked meter J: table T1 could not be read" in problems, out


def test_the_podium_login_writes_every_table_through_the_same_paths_and_nothing_more(
        floor: tuple[str, dict[str | None, str]]) -> None:
    from dealer_app.store import NewEntry
    from dealer_app.store.records import EntryKind

    _owner, stations = floor
    for table in ("T1", "T2"):  # the pit's answers go into each table's chain
        store = open_postgres(stations[None], table, create=False)
        try:
            e = store.append([NewEntry(EntryKind.REPORT_PRINTED, {"what": "podium"})])[0]
            assert store.entry(e.seq) == e and not store.notary_breaks(e.seq - 1)
        finally:
            store.close()
    with psycopg.connect(stations[None], autocommit=True) as c:
        _refused(c, "UPDATE dealer.linked_meters SET value = 1")
        _refused(c, "SELECT dealer.link_meter('X', 1, ARRAY['T1'])")
        _refused(c, "INSERT INTO dealer.floor_tables(name, db_uuid, key_check, checkpoint_mac, checkpoint_tag) "
                    "VALUES ('T9', 'u', 'k', 'm', 't')")
        _refused(c, "SELECT secret FROM dealer.table_keys")
        _refused(c, "ALTER TABLE dealer.log DISABLE TRIGGER log_append_only")


def test_the_station_url_keeps_the_owners_options_and_never_a_password() -> None:
    from dealer_app.store.pg_stations import passfile_line, station_url

    url = station_url("postgresql://floor:secret@pit:5433/casino?sslmode=verify-full&password=x", "table3",
                      Path("/etc/dealer/table 3.pass"))
    assert url == "postgresql://table3@pit:5433/casino?sslmode=verify-full&passfile=/etc/dealer/table%203.pass"
    assert passfile_line("pit", "5433", "casino", "table3", "a:b\\c") == "pit:5433:casino:table3:a\\:b\\\\c\n"


def test_floor_add_station_on_the_command_line(pg_server: str, tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    import uuid

    from pg_server import FLOOR_KEY

    login = f"dealer_st_{uuid.uuid4().hex[:12]}"
    with fresh_database(pg_server, floor=True) as url:
        try:
            capsys.readouterr()
            assert floor_main(["add-station", "--db", url, "--table", "T5", "--login", login, "--passfile",
                               str(tmp_path / "t5.pass"), "--floor-key", str(FLOOR_KEY)]) == 0
            station = capsys.readouterr().out.strip()
            assert station.startswith(f"postgresql://{login}@") and station.endswith(f"?passfile={tmp_path}/t5.pass")
            assert simulate_main(["--db", station, "--table", "T5", "--rounds", "1", "--quiet"]) == 0
        finally:
            with psycopg.connect(url, autocommit=True) as c, contextlib.suppress(psycopg.Error):
                c.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = %s", (login,))
                c.execute(f"DROP OWNED BY {login}")
                c.execute(f"DROP ROLE {login}")
