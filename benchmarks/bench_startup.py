"""Start-up on a year of one table's log (issue 14, section 5: at most 2 s for ~175,000 rounds).

    .venv/bin/python benchmarks/bench_startup.py [--rounds 175000] [--shift 500] [--db PATH]

Builds (or reuses, ``--db``) a database of ``--rounds`` simulated rounds through
the services (``synchronous=OFF`` while building only, see bench_store.py), then
times what every open does (``open_sqlite``: quick_check, the key, the chain
since the last verified point, the users, and the money projections: the
meters from the signed meter checkpoint, every open round and open shift
against the log):

1. the first open after the build (the verified point is recent);
2. the next open (nothing new);
3. an open after one more shift of ``--shift`` rounds was dealt by another
   process without a clean close (the incremental case that matters at a table).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import bench_store

from dealer_app.store import open_sqlite


def _open(path: Path, key: Path) -> float:
    t = time.perf_counter()
    store = open_sqlite(path, key_file=key)
    secs = time.perf_counter() - t
    store.close()
    return secs


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--rounds", type=int, default=175_000)
    p.add_argument("--shift", type=int, default=500)
    p.add_argument("--db", type=Path, default=None)
    args = p.parse_args(argv)
    db = args.db or bench_store._TMP / "year.db"
    key = Path(f"{db}.audit-key")
    if not db.exists():
        secs, _, _ = bench_store.simulate(db, args.rounds, knobs=None, fast_build=True)
        print(f"(built {args.rounds:,} rounds in {secs:.0f} s)")
        from dealer_app.store.keys import write_key_file

        probe = open_sqlite(db, verify=False)
        write_key_file(probe.key, key)
        probe.close()
    size = db.stat().st_size / 1e6
    print(f"database: {args.rounds:,} rounds, {size:,.0f} MB")
    print(f"1. first open: {_open(db, key):.2f} s")
    print(f"2. next open: {_open(db, key):.2f} s")
    # one more shift, as a crashed station leaves it (no clean close: the verified point stays behind)
    from dealer_app.store.keys import Keyring

    Keyring.default().install(open_sqlite(db, key_file=key, verify=False).key)
    bench_store.simulate(db, args.shift, knobs=None, fast_build=True)
    print(f"3. open after {args.shift:,} more rounds: {_open(db, key):.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
