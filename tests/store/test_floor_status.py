"""Monitoring a floor: station heartbeats, ``floor status`` (text, json, prometheus) and
the recorded verification.

In this process on the shared server for the readings; with real station processes
(one killed, one stopped cleanly) and a server stopped on a cluster the test owns.
Stations on their own logins (``floor add-station``); ``floor status`` and ``audit verify``
on the podium's (``--podium``); only the floor's set-up and the tampering on the owner's."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import psycopg
import pytest
from cli_support import ROOT, run_main
from pg_server import AUDITOR, Cluster, fresh_database, station_logins, with_db
from store_helpers import FAST_HASHER

from dealer_app.services import DealerServices
from dealer_app.store.pg_schema import SCHEMA
from dealer_app.store.pg_stations import add_station
from dealer_app.store.postgres import link_meter

pytestmark = pytest.mark.floor


def _status(url: str, fmt: str = "json") -> tuple[int, Any, str]:
    ran = run_main("floor", "status", "--db", url, "--format", fmt)
    return ran.returncode, json.loads(ran.out) if fmt == "json" and ran.out else ran.out, ran.err


def _table(doc: Any, name: str) -> Any:
    return next(t for t in doc["tables"] if t["table"] == name)


def test_status_shows_stations_meters_and_the_recorded_verification(pg_server: str, tmp_path: Path) -> None:
    with fresh_database(pg_server, floor=True) as owner:
        link_meter(owner, "J", ["T1", "T2"], 1000, create=True)
        with station_logins(owner, ["T1", None], tmp_path, auditor=True) as logins:
            _status_on_logins(owner, logins["T1"], logins[None], logins[AUDITOR])


def _status_on_logins(owner: str, station: str, url: str, auditor: str) -> None:
    """``station``: T1's station login; ``url``: the podium's, which reads the status;
    ``auditor``: the login that records verifications (schema 11: the owner's or an auditor's)."""
    s = DealerServices.open(station, table="T1", station="dealer-pc-1", hasher=FAST_HASHER)
    try:
        s.start_heartbeat("desktop")
        deadline = time.monotonic() + 10
        with psycopg.connect(owner, autocommit=True) as c:  # the first beat is on the floor
            while not c.execute(f"SELECT 1 FROM {SCHEMA}.heartbeats WHERE station = 'dealer-pc-1'").fetchone():
                assert time.monotonic() < deadline
                time.sleep(0.02)
        code, doc, _err = _status(url)
        assert code == 0 and doc["healthy"] and doc["format"] == "dealer-floor-status/1", doc
        t1 = _table(doc, "T1")
        assert t1["station"] == "online" and t1["stations"][0]["station"] == "dealer-pc-1"
        assert _table(doc, "T2")["station"] == "never"
        assert doc["linked_meters"] == [{"meter": "J", "start": 1000, "value": 1000, "expected": 1000,
                                         "variance": 0, "tables": ["T1", "T2"]}]
        assert doc["last_verification"] is None

        podium = run_main("audit", "verify", "--db", url, "--no-replay", "--jobs", "1")  # verifies, records nothing
        assert podium.returncode == 0 and "could not be recorded" in podium.err
        assert _status(url)[1]["last_verification"] is None
        assert run_main("audit", "verify", "--db", auditor, "--no-replay", "--jobs", "1").returncode == 0
        code, doc, _err = _status(url)
        assert code == 0 and doc["last_verification"]["ok"] and doc["last_verification"]["tables"] == 3

        # another host's station on T2 stopped beating two minutes ago, still holding its table
        with psycopg.connect(owner, autocommit=True) as c:
            c.execute(f"INSERT INTO {SCHEMA}.heartbeats(tbl, station, host, pid, program, started_us, seen_us) "
                      f"SELECT id, 'dealer-pc-2', 'pc-2', 4321, 'desktop', 0, "
                      f"(extract(epoch FROM now()) * 1000000)::bigint - 120000000 FROM {SCHEMA}.floor_tables "
                      "WHERE name = 'T2'")
            c.execute(f"INSERT INTO {SCHEMA}.leases(scope, station, host, pid, token, since_us, heartbeat_us) "
                      "VALUES ('table:T2', 'dealer-pc-2', 'pc-2', 4321, 'x', 0, "
                      "(extract(epoch FROM now()) * 1000000)::bigint - 120000000)")
            c.execute(f"UPDATE {SCHEMA}.linked_meters SET value = value + 5 WHERE name = 'J'")  # tampered
        code, doc, err = _status(url)
        assert code == 1 and not doc["healthy"]
        assert _table(doc, "T2")["station"] == "offline" and _table(doc, "T2")["stale_leases"] == 1
        assert doc["linked_meters"][0]["variance"] == 5
        said = "\n".join(doc["attention"])
        assert "table T2: station dealer-pc-2 (pc-2, pid 4321) offline" in said
        assert "table T2: stale lease held by dealer-pc-2" in said
        assert "linked meter J: holds 1005" in said and "variance +5" in said
        assert "table T2: station dealer-pc-2" in err  # each named on standard error too

        assert run_main("audit", "verify", "--db", auditor, "--no-replay", "--jobs", "1").returncode == 1
        code, text, _err = _status(url, "text")
        assert code == 1 and "last verification: " in text and " FAILED " in text
        assert "look at: verification of " in text and "FAILED" in text

        code, prom, _err = _status(url, "prometheus")
        assert code == 1
        lines = set(prom.splitlines())
        assert "dealer_floor_up 1" in lines and "dealer_floor_healthy 0" in lines
        assert 'dealer_station_online{table="T1",station="dealer-pc-1",host="' in prom
        assert 'dealer_station_offline{table="T2",station="dealer-pc-2",host="pc-2"} 1' in lines
        assert 'dealer_table_stale_leases{table="T2"} 1' in lines
        assert 'dealer_linked_meter_value_minor{meter="J"} 1005' in lines
        assert 'dealer_linked_meter_variance_minor{meter="J"} 5' in lines
        assert "dealer_verification_ok 0" in lines
    finally:
        s.close()
    code, doc, _err = _status(url)
    assert _table(doc, "T1")["station"] == "stopped"  # a clean stop is not "offline"


def _station(url: str, table: str) -> subprocess.Popen[str]:
    code = "import sys; from dealer_main import main; sys.exit(main())"
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.Popen([sys.executable, "-c", code, "simulate", "--db", url, "--table", table, "--rounds",
                             "100000", "--quiet"], cwd=ROOT, env=env, text=True, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE)


@pytest.mark.subprocess
def test_a_killed_station_shows_offline_with_its_stale_lease_and_a_stopped_server_exits_2(
        own_cluster: Cluster, tmp_path: Path) -> None:
    with psycopg.connect(own_cluster.url, autocommit=True) as c:
        c.execute("CREATE DATABASE floor")
    owner = with_db(own_cluster.url, "floor")
    DealerServices.open(owner, table="T1", station="set-up", hasher=FAST_HASHER).close()  # the floor and its key
    # the logins go with the cluster the test throws away
    logins = {t: add_station(owner, t, f"station_{(t or 'podium').lower()}", tmp_path / f"{t}.pass").url
              for t in ("T1", "T2", None)}
    url = logins[None]  # the podium's login reads the status
    stations = {t: _station(logins[t], t) for t in ("T1", "T2")}
    try:
        deadline = time.monotonic() + 90
        while True:
            code, doc, _err = _status(url)
            ready = [t for t in doc["tables"] if t["station"] == "online" and t["leases"] and t["open_shift"]]
            if len(ready) == 2:  # both dealing: held, their shifts open
                break
            assert time.monotonic() < deadline, doc
            time.sleep(0.2)
        assert code == 0, doc
        stations["T2"].send_signal(signal.SIGKILL)
        stations["T2"].communicate(timeout=30)
        code, doc, _err = _status(url)
        assert code == 1, doc
        assert _table(doc, "T2")["station"] == "offline" and _table(doc, "T2")["stale_leases"] == 1
        assert _table(doc, "T1")["station"] == "online" and _table(doc, "T1")["stale_leases"] == 0
        assert any(a.startswith("table T2: station command line") and "offline" in a for a in doc["attention"])
        assert any(a.startswith("table T2: stale lease") for a in doc["attention"])
        stations["T1"].send_signal(signal.SIGTERM)
        _out, said = stations["T1"].communicate(timeout=60)
        code, doc, _err = _status(url)
        t1 = _table(doc, "T1")
        assert t1["station"] == "stopped" and t1["leases"] == [] and t1["open_shift"] is not None, (t1, said)
        own_cluster.stop("immediate")
        ran = run_main("floor", "status", "--db", url)
        assert ran.returncode == 2 and "could not be reached" in ran.err and ran.err.count("\n") == 1, ran.err
        ran = run_main("floor", "status", "--db", url, "--format", "prometheus")
        assert ran.returncode == 2 and ran.out.splitlines()[-1] == "dealer_floor_up 0"
    finally:
        for p in stations.values():
            if p.poll() is None:
                p.kill()
            p.communicate(timeout=30)
