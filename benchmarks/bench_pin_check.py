"""A PIN check on a lone station (issue 24): Argon2id with the app's parameters, plus the
check of the user row against its keyed tag in the signed log at the moment of use.

A database with the people and ``--sign-ins`` earlier PIN checks (the log the check must
not read whole); then ``--runs`` co-signatures by a pit boss, timed end to end (attempt
counted, Argon2id verify, row checked, signature recorded), and the row check alone.

    .venv/bin/python benchmarks/bench_pin_check.py [--runs 30] [--sign-ins 2000] [--pg URL]

``--pg URL`` (a server whose login may create databases and roles): the same on a floor
(schema 8), through a station's login made by ``floor add-station``: the station derives
the candidate from the typed PIN under the stored hash's salt and cost, the server compares,
counts the attempt floor-wide and gives the single-use token the co-signature's entry needs.
Timed: the co-signature end to end, and the server's check alone (``dealer.pin_check``).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def _ms(values: list[float]) -> str:
    ordered = sorted(values)
    p99 = ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]
    return f"p50 {statistics.median(ordered) * 1000:.1f} ms, p99 {p99 * 1000:.1f} ms"


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--runs", type=int, default=30)
    p.add_argument("--sign-ins", type=int, default=2000, help="earlier PIN checks in the log")
    p.add_argument("--pg", default=None, help="also on a floor of this PostgreSQL server (its postgres database)")
    args = p.parse_args()
    if args.pg:
        _floor(args.pg, args.runs)
    with tempfile.TemporaryDirectory() as tmp:
        os.environ.setdefault("DEALER_APP_CONFIG_DIR", str(Path(tmp) / "config"))
        os.environ.setdefault("DEALER_APP_DATA_DIR", str(Path(tmp) / "data"))
        from dealer_app.auth.passwords import PinHasher
        from dealer_app.auth.roles import Permission, Role
        from dealer_app.services import DealerServices
        from dealer_app.services.users import signed_row_problem
        from dealer_app.store.records import EntryKind, NewEntry

        with DealerServices.open(Path(tmp) / "s.db", station="bench", hasher=PinHasher()) as s:
            s.users.create_first_admin("ada", "246810")
            s.users.add(s.users.co_sign("ada", "246810", Permission.MANAGE_USERS, purpose="add"), "pat",
                        Role.PIT_BOSS, "135790")
            pat = s.store.user_by_name("pat")
            assert pat is not None
            for start in range(0, args.sign_ins, 500):  # earlier PIN checks, as a year of shifts leaves them
                s.store.append([NewEntry(EntryKind.SIGN_IN, {"user": pat.id}, pat.id, "bench")
                                for _ in range(min(500, args.sign_ins - start))])
            whole, row = [], []
            for _ in range(args.runs):
                t0 = time.perf_counter()
                s.users.co_sign("pat", "135790", Permission.AUDIT, purpose="bench")
                whole.append(time.perf_counter() - t0)
                u = s.store.user_by_name("pat")
                t0 = time.perf_counter()
                assert signed_row_problem(s.store, u) is None
                row.append(time.perf_counter() - t0)
    h = PinHasher()
    print(f"PIN check (co-signature; Argon2id t={h.time_cost}, m={h.memory_cost} KiB, p={h.parallelism}), "
          f"{args.sign_ins} earlier sign-ins: {_ms(whole)}")
    print(f"of which the row against the signed log: {_ms(row)}")
    print(f"load: {os.getloadavg()[0]:.2f}")
    return 0


def _floor(server: str, runs: int) -> None:
    """The floor's server as the notary of PINs, through a station's login."""
    import uuid

    import psycopg

    from dealer_app.auth.passwords import PinHasher
    from dealer_app.auth.roles import Permission, Role
    from dealer_app.services import DealerServices
    from dealer_app.store.pg_stations import add_station
    from dealer_app.store.postgres import PostgresStore

    name, login = f"dealer_bench_pin_{uuid.uuid4().hex[:8]}", f"dealer_bench_st_{uuid.uuid4().hex[:8]}"
    base, _sep, _db = server.rpartition("/")
    url = f"{base}/{name}"
    with psycopg.connect(server, autocommit=True) as c:
        c.execute(f"CREATE DATABASE {name}")
    try:
        with tempfile.TemporaryDirectory() as tmp:
            os.environ.setdefault("DEALER_APP_CONFIG_DIR", str(Path(tmp) / "config"))
            os.environ.setdefault("DEALER_APP_DATA_DIR", str(Path(tmp) / "data"))
            with DealerServices.open(url, table="T1", station="owner", hasher=PinHasher()) as s:
                s.users.create_first_admin("ada", "246810")
                s.users.add(s.users.co_sign("ada", "246810", Permission.MANAGE_USERS, purpose="add"), "pat",
                            Role.PIT_BOSS, "135790")
            station = add_station(url, "T1", login, Path(tmp) / "st.pass").url
            whole, server_only = [], []
            with DealerServices.open(station, table="T1", station="bench", hasher=PinHasher()) as s:
                assert isinstance(s.store, PostgresStore) and s.store.pin_hashes_hidden
                for _ in range(runs):
                    t0 = time.perf_counter()
                    s.users.co_sign("pat", "135790", Permission.AUDIT, purpose="bench")
                    whole.append(time.perf_counter() - t0)
                salted = s.store.pin_salt("pat")
                assert salted is not None
                candidate = PinHasher().candidate(salted, "135790")
                for _ in range(runs):
                    t0 = time.perf_counter()
                    verdict = s.store.pin_check("pat", candidate, "audit", None, None)
                    server_only.append(time.perf_counter() - t0)
                    assert verdict.outcome == "ok"
        print(f"floor (schema 8, a station's login): co-signature with the server's PIN check: {_ms(whole)}")
        print(f"of which the server's check alone (dealer.pin_check, one round trip): {_ms(server_only)}")
    finally:
        with psycopg.connect(server, autocommit=True) as c:
            c.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
            c.execute(f"DROP OWNED BY {login}")
            c.execute(f"DROP ROLE IF EXISTS {login}")


if __name__ == "__main__":
    sys.exit(main())
