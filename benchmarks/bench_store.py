"""Store benchmarks (issue 3).

    .venv/bin/python benchmarks/bench_store.py [--rounds 10000] [--startup-rounds 100000] [--skip-big]

1. one step's commit (median), and a round's settlement transaction (median);
2. ``simulate`` of N rounds (6 boxes, the default house);
3. ``audit verify`` over them;
4. start-up checks (open: quick_check + chain since the last verified point)
   on a database of ``--startup-rounds`` rounds (built by simulate; slow to
   build, hence ``--skip-big``).

Runs in a temporary folder; never touches the user's folders.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

_TMP = Path(tempfile.mkdtemp(prefix="bench-store-"))
os.environ["DEALER_APP_DATA_DIR"] = str(_TMP / "data")
os.environ["DEALER_APP_CONFIG_DIR"] = str(_TMP / "config")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from dealer_app.audit.verify import verify_store  # noqa: E402
from dealer_app.services import DealerServices  # noqa: E402
from dealer_app.store import EntryKind, NewEntry, open_sqlite  # noqa: E402


def bench_commits(samples: int = 2000) -> tuple[float, float]:
    store = open_sqlite(_TMP / "commit.db")
    step = {"n": 1, "step": {"kind": "cards", "box": 3, "cards": ["As", "Ks", "7h", "7d", "2c"]}}
    times = []
    for _ in range(samples):
        t = time.perf_counter()
        store.append([NewEntry(EntryKind.STEP, step, 1, "bench", 1, 1)])
        times.append(time.perf_counter() - t)
    step_ms = statistics.median(times) * 1000
    settlement = {"settlement": {"boxes": [{"box": b, "net": 1000, "results": {"ante": 0, "bet": 2000}}
                                           for b in range(1, 7)], "house_net": -6000, "jackpot_after": 0},
                  "round": {"boxes": [{"box": b, "cards": ["As", "Ks", "7h", "7d", "2c"]} for b in range(1, 7)]},
                  "meter_delta": 0, "house_version": 1, "jackpot_start": 0}
    times = []
    for _ in range(samples // 4):
        t = time.perf_counter()
        store.append([NewEntry(EntryKind.FLOOR_RULING, settlement, 1, "bench", 1, 1)])
        times.append(time.perf_counter() - t)
    store.close()
    return step_ms, statistics.median(times) * 1000


def bench_round_services(path: Path, rounds: int) -> tuple[float, float, float]:
    """simulate N rounds; returns (seconds, median step commit ms, median confirm ms) measured in the services."""
    from dealer_app.services.rounds import RoundService
    from dealer_app.services.simulate import Simulator

    step_times: list[float] = []
    confirm_times: list[float] = []
    apply, confirm = RoundService.apply, RoundService.confirm

    def timed_apply(self, *a, **k):  # type: ignore[no-untyped-def]
        t = time.perf_counter()
        try:
            return apply(self, *a, **k)
        finally:
            step_times.append(time.perf_counter() - t)

    def timed_confirm(self, *a, **k):  # type: ignore[no-untyped-def]
        t = time.perf_counter()
        try:
            return confirm(self, *a, **k)
        finally:
            confirm_times.append(time.perf_counter() - t)

    RoundService.apply, RoundService.confirm = timed_apply, timed_confirm  # type: ignore[method-assign]
    try:
        with DealerServices.open(path, station="bench") as s:
            t = time.perf_counter()
            last = [time.perf_counter()]

            def progress(done: int, total: int) -> None:
                if time.perf_counter() - last[0] > 5:
                    last[0] = time.perf_counter()
                    print(f"  simulate {done}/{total}", file=sys.stderr)

            Simulator(s, seed=1, progress=progress).run(rounds)
            secs = time.perf_counter() - t
    finally:
        RoundService.apply, RoundService.confirm = apply, confirm  # type: ignore[method-assign]
    return secs, statistics.median(step_times) * 1000, statistics.median(confirm_times) * 1000


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--rounds", type=int, default=10_000)
    p.add_argument("--startup-rounds", type=int, default=100_000)
    p.add_argument("--skip-big", action="store_true", help="skip the start-up check on the big database")
    args, _ = p.parse_known_args(argv)
    step_ms, settle_ms = bench_commits()
    print(f"store: one entry commit (synchronous=FULL), median: {step_ms:.3f} ms")
    print(f"store: settlement-sized entry commit, median: {settle_ms:.3f} ms")
    try:
        import rules.poker.generator  # noqa: F401
    except ImportError:
        print("engine generator missing: round benchmarks skipped")
        return 0
    db = _TMP / "sim.db"
    secs, step_med, confirm_med = bench_round_services(db, args.rounds)
    print(f"simulate {args.rounds} rounds (6 boxes): {secs:.1f} s ({args.rounds / secs:.0f} rounds/s)")
    print(f"round service: apply one step (engine check + commit), median: {step_med:.3f} ms")
    print(f"round service: confirm (settlement transaction), median: {confirm_med:.3f} ms")
    store = open_sqlite(db, verify=False)
    t = time.perf_counter()
    report = verify_store(store)
    print(f"audit verify over {report.rounds_checked} rounds, {report.entries} entries: "
          f"{time.perf_counter() - t:.1f} s ({'OK' if report.ok else 'FAILED'})")
    store.close()
    t = time.perf_counter()
    open_sqlite(db).close()
    print(f"start-up checks after a full verify ({args.rounds} rounds): {time.perf_counter() - t:.3f} s")
    if not args.skip_big:
        big = _TMP / "big.db"
        secs, _, _ = bench_round_services(big, args.startup_rounds)
        print(f"  (built {args.startup_rounds} rounds in {secs:.0f} s)")
        t = time.perf_counter()
        s = open_sqlite(big)
        print(f"start-up checks on {args.startup_rounds} rounds (quick_check + chain since last verified point): "
              f"{time.perf_counter() - t:.2f} s")
        s.close()
        t = time.perf_counter()
        s = open_sqlite(big)
        print(f"start-up checks again (nothing new to verify): {time.perf_counter() - t:.2f} s")
        s.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
