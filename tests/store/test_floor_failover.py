"""Failover with nothing lost: a primary and a hot standby with synchronous replication
(throwaway clusters this test starts: ``initdb``, ``pg_basebackup``, ``pg_ctl promote``,
on 127.0.0.1 only). Three stations deal through a multi-host URL with
``target_session_attrs=read-write``; the primary dies mid-shift and the standby is
promoted. Every station carries on within a bounded time, every acknowledged step is on
the new primary exactly once, and ``audit verify`` passes across the failover.

The stations on their own logins made by ``floor add-station`` through the multi-host URL
(their passfiles name both servers); ``audit verify`` and ``floor status`` on the podium's."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import psycopg
import pytest
from cli_support import ROOT, run_main
from pg_server import Cluster, _free_port, start_cluster, with_db
from store_helpers import FAST_HASHER

from dealer_app.services import DealerServices
from dealer_app.store.pg_schema import SCHEMA
from dealer_app.store.pg_stations import add_station

pytestmark = [pytest.mark.floor, pytest.mark.subprocess, pytest.mark.slow]
TABLES = ("T1", "T2", "T3")
ROUNDS = 20
CARRY_ON_S = 20.0  # the bound: from the primary's death to each station's next acknowledged step


def _standby_of(primary: Cluster) -> Cluster:
    root = Path(tempfile.mkdtemp(prefix="dealer-pg-standby-"))
    if primary.owner is not None:
        import pwd

        uid = pwd.getpwnam(primary.owner).pw_uid
        os.chown(root, uid, -1)
        root.chmod(0o755)
    (root / "sock").mkdir()
    if primary.owner is not None:
        os.chown(root / "sock", uid, -1)
    # the server's own folder (initdb may be a link elsewhere; pg_basebackup sits beside the server)
    standby = Cluster((primary.bindir / "initdb").resolve().parent, root / "data", _free_port(), primary.owner)
    standby.run("pg_basebackup", "-h", "127.0.0.1", "-p", str(primary.port), "-U", "postgres", "-D",
                 str(standby.datadir), "-R", "-X", "stream", "--checkpoint=fast")
    with open(standby.datadir / "postgresql.auto.conf", "a", encoding="utf-8") as conf:
        conf.write(f"primary_conninfo = 'host=127.0.0.1 port={primary.port} user=postgres "
                   "application_name=standby1'\n")
    standby.start()
    return standby


def _station(url: str, table: str, seed: int) -> subprocess.Popen[str]:
    code = "import sys; from dealer_main import main; sys.exit(main())"
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.Popen([sys.executable, "-c", code, "simulate", "--db", url, "--table", table, "--rounds",
                             str(ROUNDS), "--seed", str(seed), "--acks", "--quiet"], cwd=ROOT, env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def test_the_standby_promoted_mid_shift_loses_nothing_and_applies_nothing_twice(tmp_path: Path) -> None:
    primary = start_cluster()
    standby: Cluster | None = None
    procs: dict[str, subprocess.Popen[str]] = {}
    try:
        with psycopg.connect(primary.url, autocommit=True) as c:
            c.execute("CREATE DATABASE floor")
        DealerServices.open(with_db(primary.url, "floor"), table="T1", station="set-up", hasher=FAST_HASHER).close()
        standby = _standby_of(primary)
        deadline = time.monotonic() + 60
        with psycopg.connect(primary.url, autocommit=True) as c:  # from now on a commit waits for the standby
            c.execute("ALTER SYSTEM SET synchronous_standby_names = 'standby1'")
            c.execute("SELECT pg_reload_conf()")
            while c.execute("SELECT count(*) FROM pg_stat_replication WHERE sync_state = 'sync'").fetchone() != (1,):
                assert time.monotonic() < deadline, "the standby never became synchronous"
                time.sleep(0.1)
        owner = (f"postgresql://postgres@127.0.0.1:{primary.port},127.0.0.1:{standby.port}/floor"
                 "?target_session_attrs=read-write")
        # the logins (the cluster's, so the standby's too) go with the clusters the test throws away
        logins = {t: add_station(owner, t, f"station_{(t or 'podium').lower()}", tmp_path / f"{t}.pass").url
                  for t in (*TABLES, None)}
        assert [line.split(":")[:2] for line in (tmp_path / "T1.pass").read_text().splitlines()] == [
            ["127.0.0.1", str(primary.port)], ["127.0.0.1", str(standby.port)]]  # both servers' passwords
        url = logins[None]  # the podium's: audit verify and floor status after the failover
        acks: dict[str, list[tuple[float, str]]] = {t: [] for t in TABLES}
        errors: dict[str, str] = {}

        def read(table: str, p: subprocess.Popen[str]) -> None:
            assert p.stdout is not None
            for line in p.stdout:
                acks[table].append((time.monotonic(), line.strip()))

        procs = {t: _station(logins[t], t, i + 1) for i, t in enumerate(TABLES)}
        readers = [threading.Thread(target=read, args=(t, p), daemon=True) for t, p in procs.items()]
        for r in readers:
            r.start()
        deadline = time.monotonic() + 120
        while not all(len(a) >= 40 for a in acks.values()):  # every station mid-shift
            assert time.monotonic() < deadline and all(p.poll() is None for p in procs.values()), acks
            time.sleep(0.02)
        died = time.monotonic()
        primary.stop("immediate")  # the primary is gone: commits in flight may or may not have happened
        before = {t: len(a) for t, a in acks.items()}
        standby.run("pg_ctl", "-D", str(standby.datadir), "-w", "promote")
        for t, p in procs.items():  # the readers own standard output
            p.wait(timeout=300)
            assert p.stderr is not None
            errors[t] = p.stderr.read()
        for r in readers:
            r.join(timeout=10)
        assert {t: p.returncode for t, p in procs.items()} == dict.fromkeys(TABLES, 0), errors
        carried_on = {t: next(at for at, _line in acks[t][before[t]:]) - died for t in TABLES}
        print(f"failover: each station's first acknowledgement after the primary died: "
              f"{ {t: round(s, 2) for t, s in carried_on.items()} } s")
        assert max(carried_on.values()) < CARRY_ON_S, carried_on
        assert all("floor server unreachable, retrying" in errors[t] for t in TABLES), errors

        new_primary = with_db(standby.url, "floor")
        with psycopg.connect(new_primary, autocommit=True) as c:
            assert c.execute("SELECT pg_is_in_recovery()").fetchone() == (False,)
            for t in TABLES:
                tbl = c.execute(f"SELECT id FROM {SCHEMA}.floor_tables WHERE name = %s", (t,)).fetchone()
                assert tbl is not None
                steps = 0
                for _at, line in acks[t]:  # every acknowledged entry is there, as acknowledged
                    fields = dict(part.split("=") for part in line.split()[1:] if "=" in part)
                    row = c.execute(f"SELECT round_id, kind FROM {SCHEMA}.log WHERE tbl = %s AND seq = %s",
                                    (tbl[0], int(fields["seq"]))).fetchone()
                    assert row is not None and row[0] == int(fields["round"]), (t, line)
                    steps += " step=" in line
                stored = c.execute(f"SELECT count(*) FROM {SCHEMA}.log WHERE tbl = %s AND kind = 'step'",
                                   (tbl[0],)).fetchone()
                settled = c.execute(f"SELECT count(*) FROM {SCHEMA}.rounds WHERE tbl = %s AND status = 'settled'",
                                    (tbl[0],)).fetchone()
                assert stored == (steps,), (t, stored, steps)  # nothing applied twice, nothing lost
                assert settled == (ROUNDS,)
        verified = run_main("audit", "verify", "--db", url, "--jobs", "1")
        assert verified.returncode == 0, verified.out + verified.err
        status = run_main("floor", "status", "--db", url)
        assert status.returncode == 0, status.out + status.err
    finally:
        for p in procs.values():
            if p.poll() is None:
                p.kill()
                p.wait(timeout=30)
            for stream in (p.stdout, p.stderr):
                if stream is not None:
                    stream.close()
        for cl in (primary, standby):
            if cl is not None:
                cl.stop("immediate")
                shutil.rmtree(cl.datadir.parent, ignore_errors=True)
