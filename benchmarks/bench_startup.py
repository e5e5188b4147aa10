"""Start-up on a year of one table's log (issue 14, section 5: at most 2 s for ~175,000 rounds).

    .venv/bin/python benchmarks/bench_startup.py [--rounds 175000] [--shift 500] [--db PATH]

Builds once (``year_log.py``: real rounds from the engine appended through the
store's real append path in large transactions, shifts opened and closed
through the services, so the chain and the signed checkpoints are real; the
file passes ``dealer-app audit verify``) and keeps it in the bench cache
(``$TMPDIR/dealer-bench-cache/year-N.db``, never in the repository), or uses
``--db``. Then it times what every open does (``open_sqlite``: quick_check,
the key, the chain since the last verified point, the users, and the money
projections: the meters from the signed meter checkpoint, every open round and
open shift against the log; the whole file's ``quick_check`` only when none ran
in the last 7 days, see docs/DECISIONS-store.md):

1. the first open after the build (the verified point is recent);
2. the next open (nothing new);
3. on a copy, an open after one more shift of ``--shift`` rounds was dealt by
   another process without a clean close (the incremental case that matters
   at a table).
"""

from __future__ import annotations

import argparse
import contextlib
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import bench_store
import year_log

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
    db = args.db or year_log.default_path(args.rounds)
    key = Path(f"{db}.audit-key")
    if not db.exists():
        counts = year_log.build(db, args.rounds, progress=lambda line: print("  " + line, file=sys.stderr))
        print(f"(built {counts['rounds']:,} rounds in {counts['seconds']:,} s: {db})")
    size = db.stat().st_size / 1e6
    print(f"database: {db} ({size:,.0f} MB)")
    print(f"1. first open: {_open(db, key):.2f} s")
    print(f"2. next open: {_open(db, key):.2f} s")
    # one more shift on a copy, as a crashed station leaves it (no clean close: the verified point stays behind)
    from dealer_app.audit.keys import Keyring

    copy = bench_store._TMP / "year-plus-a-shift.db"
    with contextlib.closing(open_sqlite(db, key_file=key, verify=False)) as src:
        src.backup_to(copy)
        Keyring.default().install(src.key)
    bench_store.simulate(copy, args.shift, knobs=None, fast_build=True)
    print(f"3. open after {args.shift:,} more rounds: {_open(copy, key):.2f} s")
    copy.unlink()
    return 0


if __name__ == "__main__":
    sys.exit(main())
