"""The floor on PostgreSQL beside the embedded SQLite store.

    .venv/bin/python benchmarks/bench_floor.py [--pg URL] [--tables 8] [--rounds 500] [--logins] [--no-sqlite]

With ``--tables`` table processes simulating at once (each its own process, as
stations are) it measures, on a fresh floor database of the server at ``--pg``
(default: ``DEALER_TEST_PG``, else ``postgresql://postgres@localhost:5432/postgres``):

* step commit p50/p99 (goal p99 <= 10 ms) and settlement transaction p99;
* podium push latency p50/p99 (goal p99 <= 500 ms): from an append returning to
  the podium's listener hearing it, while the tables deal;
* ``audit verify`` of the whole floor (goal <= 60 s for 8 tables x 500 rounds).

``--logins``: each table deals through a login of its own made by ``floor add-station``
(schema 4's least privilege: row-level security, meters through ``move_meter``, the
server's MAC on every entry), as a floor set up by the README does; without it, through
the owner's URL.

Then (unless ``--no-sqlite``) the same tables, one SQLite file each, simulating at once: step and
settlement commit times, and ``audit verify`` of every file one after another.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import threading
import time
import uuid
from pathlib import Path
from urllib.parse import urlsplit

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

CHILD = r"""
import json, sys, time
from dealer_app.auth.passwords import PinHasher
from dealer_app.services import DealerServices
from dealer_app.services.simulate import Simulator
from dealer_app.store.records import EntryKind

location, table, rounds, seed, out = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
s = DealerServices.open(location, table=table if location.startswith("postgres") else None, station=table,
                        hasher=PinHasher(time_cost=1, memory_cost=8, parallelism=1))
steps, settles = [], []
append = s.store.append
def timed(entries, **kw):
    t0 = time.perf_counter()
    try:
        return append(entries, **kw)
    finally:
        dt = time.perf_counter() - t0
        kind = entries[0].kind
        if kind == EntryKind.STEP:
            steps.append(dt)
        elif kind == EntryKind.ROUND_SETTLED:
            settles.append(dt)
s.store.append = timed
Simulator(s, seed=seed).run(rounds, table=table)
s.close()
json.dump({"steps": steps, "settles": settles}, open(out, "w"))
"""


def pct(values: list[float], p: float) -> float:
    if not values:
        return float("nan")
    values = sorted(values)
    return values[min(len(values) - 1, round(p / 100 * (len(values) - 1)))]


def ms(x: float) -> str:
    return f"{x * 1000:.1f} ms"


def run_tables(locations: list[tuple[str, str]], rounds: int, work: Path) -> tuple[list[float], list[float], float]:
    procs = []
    for i, (loc, table) in enumerate(locations):
        out = work / f"times-{i}-{uuid.uuid4().hex[:6]}.json"
        procs.append((subprocess.Popen([sys.executable, "-c", CHILD, loc, table, str(rounds), str(i + 1), str(out)],
                                       env=dict(os.environ)), out))
    t0 = time.perf_counter()
    for p, _ in procs:
        if p.wait() != 0:
            raise SystemExit("a table process failed")
    wall = time.perf_counter() - t0
    steps: list[float] = []
    settles: list[float] = []
    for _, out in procs:
        d = json.loads(out.read_text())
        steps += d["steps"]
        settles += d["settles"]
    return steps, settles, wall


def push_probe(url: str, stop: threading.Event, latencies: list[float]) -> None:
    """Appends on a probe table of its own while the tables deal; the podium's listener
    hears each. Latency: from the moment the append starts (the dealer's key press) to
    the podium hearing it, so the commit is included."""
    from dealer_app.store import EntryKind, NewEntry
    from dealer_app.store.pg_listen import FloorListener
    from dealer_app.store.postgres import open_postgres

    store = open_postgres(url, "podium-probe")
    started: dict[int, float] = {}
    heard: dict[int, float] = {}
    done = threading.Event()
    with FloorListener(url) as ears:
        def listen() -> None:
            while not done.is_set():
                for e in ears.events(0.2):
                    if e.table == "podium-probe":
                        heard[e.first] = e.received

        t = threading.Thread(target=listen, daemon=True)
        t.start()
        while not stop.is_set():
            t0 = time.monotonic()
            e = store.append([NewEntry(EntryKind.REPORT_PRINTED, {"what": "probe"})])[0]
            started[e.seq] = t0
            time.sleep(0.05)
        time.sleep(1.0)
        done.set()
        t.join()
    store.close()
    latencies += [heard[seq] - t0 for seq, t0 in started.items() if seq in heard]
    missing = len(started) - len([s for s in started if s in heard])
    if missing:
        print(f"bench_floor: {missing} probe event(s) never heard", file=sys.stderr)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--pg", default=os.environ.get("DEALER_TEST_PG") or "postgresql://postgres@localhost:5432/postgres")
    ap.add_argument("--tables", type=int, default=8)
    ap.add_argument("--rounds", type=int, default=500)
    ap.add_argument("--logins", action="store_true", help="deal through station logins (floor add-station)")
    ap.add_argument("--no-sqlite", action="store_true", help="skip the SQLite comparison")
    args = ap.parse_args()
    import psycopg
    from bench_support import scratch_floor

    from dealer_app.audit.floor_verify import verify_floor
    from dealer_app.audit.verify import verify_store
    from dealer_app.store.sqlite import open_sqlite

    work, url, name = scratch_floor(args.pg, "bench_floor")
    p = urlsplit(args.pg)
    tables = [f"T{i + 1}" for i in range(args.tables)]
    logins: list[str] = []
    print(f"bench_floor: {args.tables} tables x {args.rounds} rounds, at once, on {p.hostname} "
          f"(cores: {os.cpu_count()})")
    try:
        from dealer_app.store.postgres import open_postgres

        for t in tables:  # the floor and its tables first, so the timing is of dealing only
            open_postgres(url, t).close()
        dealing = [(url, t) for t in tables]
        if args.logins:
            from dealer_app.store.pg_stations import add_station

            for i, t in enumerate(tables):
                login = f"{name}_t{i + 1}"
                logins.append(login)
                dealing[i] = (add_station(url, t, login, work / f"{login}.pass").url, t)
        stop = threading.Event()
        push: list[float] = []
        probe = threading.Thread(target=push_probe, args=(url, stop, push), daemon=True)
        probe.start()
        steps, settles, wall = run_tables(dealing, args.rounds, work)
        stop.set()
        probe.join()
        t0 = time.perf_counter()
        report = verify_floor(url, tables)
        verify_s = time.perf_counter() - t0
        assert report.ok, report.problems[:3]
        print(f"PostgreSQL: {len(steps)} steps, {len(settles)} settlements in {wall:.1f} s; "
              f"step commit p50 {ms(statistics.median(steps))} p99 {ms(pct(steps, 99))}; "
              f"settlement p99 {ms(pct(settles, 99))}; push p50 {ms(pct(push, 50))} p99 {ms(pct(push, 99))} "
              f"({len(push)} events); audit verify of the floor {verify_s:.1f} s ({report.entries} entries)"
              + ("; through station logins" if args.logins else ""))
        if args.no_sqlite:
            return 0

        files = [(str(work / f"{t}.db"), t) for t in tables]
        steps, settles, wall = run_tables(files, args.rounds, work)
        t0 = time.perf_counter()
        entries = 0
        for f, _ in files:
            st = open_sqlite(f, verify=False)
            try:
                r = verify_store(st)
                assert r.ok, r.problems[:3]
                entries += r.entries
            finally:
                st.close()
        verify_s = time.perf_counter() - t0
        print(f"SQLite:     {len(steps)} steps, {len(settles)} settlements in {wall:.1f} s; "
              f"step commit p50 {ms(statistics.median(steps))} p99 {ms(pct(steps, 99))}; "
              f"settlement p99 {ms(pct(settles, 99))}; push: none (one file per station); "
              f"audit verify of {len(files)} files {verify_s:.1f} s ({entries} entries)")
    finally:
        with psycopg.connect(url, autocommit=True) as c:
            for login in logins:
                c.execute(f"DROP OWNED BY {login}")
        with psycopg.connect(args.pg, autocommit=True) as c:
            c.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
            for login in logins:
                c.execute(f"DROP ROLE IF EXISTS {login}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
