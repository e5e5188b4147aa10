"""Shift report time for 100, 1,000 and 5,000 rounds (issue 5: linear; 1,000 under 5 s).

Each size is a real simulated shift (``Simulator`` through the service layer,
as ``dealer-app simulate`` plays it; its time is not counted). Then, for
each, the best of ``--repeat`` runs of:

- read:   ``build_shift_report`` (the store's read API -> report records);
- render: ``shift_report_bytes`` (layout and PDF, in memory);
- write:  ``render_shift_report`` end to end (read + render + atomic write).

The per-round column shows linearity. ``--synthetic`` skips the store and
renders synthetic rounds (render cost only).

    .venv/bin/python benchmarks/bench_reports.py [--sizes 100,1000,5000] [--repeat 3] [--keep DIR] [--synthetic]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TypeVar

T = TypeVar("T")

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def _simulated_shift(folder: Path, rounds: int, seed: int) -> Path:
    """A database holding one closed simulated shift of ``rounds`` rounds (reused if present)."""
    from dealer_app.services import DealerServices
    from dealer_app.services.simulate import Simulator

    db = folder / f"shift-{rounds}.db"
    if db.exists():
        return db
    t0 = time.perf_counter()
    services = DealerServices.open(db, station="bench", program="bench_reports")
    try:
        Simulator(services, seed=seed).run(rounds, table=f"bench-{rounds}")
    finally:
        services.close()
    print(f"  (simulated {rounds:,} rounds in {time.perf_counter() - t0:.1f} s)", file=sys.stderr)
    return db


def _best(repeat: int, fn: Callable[[], T]) -> tuple[float, T]:
    """The best wall time of ``repeat`` runs, and the last result."""
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        result = fn()
        best = min(best, time.perf_counter() - t0)
    return best, result


def measure(n: int, args: argparse.Namespace, folder: Path, out: Path) -> tuple[float, float, float, int, int]:
    """(read s, render s, end-to-end s, pages, bytes) for a shift of ``n`` rounds."""
    from reports import render_shift_report, shift_report_bytes

    pages: list[int] = []
    if args.synthetic:
        sys.path.insert(0, str(ROOT / "tests" / "reports"))
        from reports_synthetic import synthetic_shift

        read_s, data = _best(args.repeat, partial(synthetic_shift, n))
        render_s, pdf = _best(args.repeat, partial(shift_report_bytes, data, on_page=pages.append))
        return read_s, render_s, read_s + render_s, max(pages), len(pdf)

    from dealer_app.reporting import build_shift_report
    from dealer_app.services import DealerServices

    db = _simulated_shift(folder, n, args.seed)
    services = DealerServices.open(db, station="bench", record_startup=False, create=False)
    try:
        latest = services.read.latest_shift()
        assert latest is not None
        build = partial(build_shift_report, services, latest.id, timezone="UTC")
        read_s, data = _best(args.repeat, build)
        render_s, pdf = _best(args.repeat, partial(shift_report_bytes, data, on_page=pages.append))

        def end_to_end() -> Path:
            return render_shift_report(build(), out)

        total_s, _ = _best(args.repeat, end_to_end)
    finally:
        services.close()
    return read_s, render_s, total_s, max(pages), len(pdf)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="100,1000,5000", help="rounds per shift, comma-separated")
    ap.add_argument("--repeat", type=int, default=3, help="runs per size; the best is reported")
    ap.add_argument("--seed", type=int, default=20260314)
    ap.add_argument("--keep", type=Path, default=None, help="folder to keep (and reuse) the simulated databases in")
    ap.add_argument("--synthetic", action="store_true", help="render synthetic rounds, no store")
    args = ap.parse_args()
    sizes = [int(x) for x in args.sizes.split(",") if x.strip()]
    with tempfile.TemporaryDirectory(prefix="bench-reports-") as tmp:
        folder = args.keep or Path(tmp)
        folder.mkdir(parents=True, exist_ok=True)
        # never touch the real user folders: the audit key lives beside the databases
        os.environ["DEALER_APP_DATA_DIR"] = str(folder / "data")
        os.environ["DEALER_APP_CONFIG_DIR"] = str(folder / "config")
        kind = "synthetic rounds (render only)" if args.synthetic else "simulated shifts (store -> PDF)"
        print(f"shift report, {kind}, best of {args.repeat}")
        print(f"{'rounds':>7} {'read s':>8} {'render s':>9} {'total s':>8} {'pages':>6} {'ms/round':>9} {'KiB':>7}")
        for n in sizes:
            read_s, render_s, total_s, pages, size = measure(n, args, folder, Path(tmp) / "shift.pdf")
            print(f"{n:>7,} {read_s:>8.2f} {render_s:>9.2f} {total_s:>8.2f} {pages:>6} {1000 * total_s / max(n, 1):>9.2f} {size / 1024:>7.0f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
