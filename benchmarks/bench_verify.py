"""``audit verify`` on a long log: wall time, entries a second and peak memory.

    .venv/bin/python benchmarks/bench_verify.py [--rounds 20000] [--db PATH] [--jobs 2] [--no-replay]
                                                [--since-checkpoint]

Uses ``--db`` (its key beside it, ``PATH.audit-key``), or builds a log of
``--rounds`` rounds once with ``year_log.py`` into the bench cache
(``$TMPDIR/dealer-bench-cache/year-N.db``, never in the repository). The file
is opened read-only: nothing is written to it. Verification runs in this
process (and ``--jobs`` workers); the peak resident memory of this process and
of the largest worker are read from ``getrusage`` at the end. ``--since-checkpoint``
verifies from the last signed checkpoint (build the log with ``year_log.py --open-last``
to leave its last shift after it).
"""

from __future__ import annotations

import argparse
import resource
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import year_log

from dealer_app.audit.verify import verify_store
from dealer_app.store import open_sqlite


def _peak_mb(who: int) -> float:
    return resource.getrusage(who).ru_maxrss / 1024  # kilobytes on Linux


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--rounds", type=int, default=20_000)
    p.add_argument("--db", type=Path, default=None)
    p.add_argument("--jobs", type=int, default=2, help="worker processes (1: all in this process)")
    p.add_argument("--no-replay", action="store_true", help="re-settle only, do not replay the recorded steps")
    p.add_argument("--since-checkpoint", action="store_true", help="from the last signed checkpoint only")
    args = p.parse_args(argv)
    db = args.db or year_log.default_path(args.rounds)
    if not db.exists():
        counts = year_log.build(db, args.rounds, progress=lambda line: print("  " + line, file=sys.stderr))
        print(f"(built {counts['rounds']:,} rounds in {counts['seconds']:,} s: {db})")
    print(f"database: {db} ({db.stat().st_size / 1e6:,.0f} MB), jobs {args.jobs}")
    store = open_sqlite(db, key_file=Path(f"{db}.audit-key"), create=False, readonly=True)
    try:
        t = time.perf_counter()
        report = verify_store(store, replay_steps=not args.no_replay, jobs=args.jobs,
                              since_checkpoint=args.since_checkpoint)
        secs = time.perf_counter() - t
    finally:
        store.close()
    if report.since is not None:
        print(f"from checkpoint entry {report.since:,}")
    print(f"verify: {'OK' if report.ok else f'{len(report.problems)} problem(s)'}: {report.entries:,} entries, "
          f"{report.rounds_checked:,} rounds re-settled in {secs:,.1f} s "
          f"({report.entries / secs:,.0f} entries/s, {report.rounds_checked / secs:,.0f} rounds/s)")
    print(f"peak RSS: this process {_peak_mb(resource.RUSAGE_SELF):,.0f} MB, "
          f"largest worker {_peak_mb(resource.RUSAGE_CHILDREN):,.0f} MB")
    for line in report.problems[:10]:
        print("  " + line)
    return 0 if report.ok else 1


if __name__ == "__main__":
    sys.exit(main())
