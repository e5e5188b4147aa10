"""Clean stops on a floor: a station asked to stop (SIGTERM) releases its table's hold,
and a station whose backend is killed says only "floor server unreachable, retrying"
(no stray "error ignored terminating <psycopg.Pipeline [BAD]>" on its standard error).

Real processes (``dealer-app simulate``) on the shared server, the station on its own
login (made by ``floor add-station``)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import psycopg
import pytest
from cli_support import ROOT
from pg_server import fresh_database, station_logins

from dealer_app.stops import TERMINATED
from dealer_app.store.pg_schema import SCHEMA

pytestmark = [pytest.mark.floor, pytest.mark.subprocess]


def _station(url: str, table: str) -> subprocess.Popen[str]:
    code = "import sys; from dealer_main import main; sys.exit(main())"
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.Popen([sys.executable, "-c", code, "simulate", "--db", url, "--table", table, "--rounds",
                             "100000", "--seed", "3", "--quiet"], cwd=ROOT, env=env, text=True,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


def _leases(url: str) -> list[tuple[str, int]]:
    with psycopg.connect(url, autocommit=True) as c:
        return [(str(r[0]), int(r[1])) for r in c.execute(f"SELECT scope, pid FROM {SCHEMA}.leases").fetchall()]


def _steps(url: str) -> int:
    with psycopg.connect(url, autocommit=True) as c:
        row = c.execute(f"SELECT count(*) FROM {SCHEMA}.log WHERE kind = 'step'").fetchone()
        return int(row[0]) if row else 0


def _wait(what: object, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while not what():  # type: ignore[operator]
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.1)


def test_sigterm_releases_the_lease_and_killed_backends_leave_no_stray_message(pg_server: str,
                                                                             tmp_path: Path) -> None:
    with fresh_database(pg_server, floor=True) as url, station_logins(url, ["T1"], tmp_path) as logins:
        p = _station(logins["T1"], "T1")
        login = logins["T1"].split("//", 1)[1].split("@", 1)[0]
        try:
            _wait(lambda: any(scope == "table:T1" and pid == p.pid for scope, pid in _leases(url)))
            for _ in range(3):  # backends killed mid-shift: the station reconnects and carries on
                before = _steps(url)
                _wait(lambda b=before: _steps(url) > b + 20)
                with psycopg.connect(pg_server, autocommit=True) as c:
                    killed = c.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = %s "
                                       "AND application_name = 'dealer-assistant' AND usename = %s",
                                       (url.rsplit("/", 1)[1], login)).fetchall()
                assert killed  # the station's own login's backends
            before = _steps(url)
            _wait(lambda: _steps(url) > before + 20)  # dealing again after the last kill
            p.send_signal(signal.SIGTERM)
            _out, err = p.communicate(timeout=60)
        finally:
            if p.poll() is None:
                p.kill()
                p.wait()
        assert p.returncode == TERMINATED, err
        assert _leases(url) == [], "a SIGTERM'd station left its lease"
        assert "Pipeline" not in err and "Traceback" not in err, err
        assert "error ignored" not in err, err
