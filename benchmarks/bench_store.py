"""Store benchmarks (issue 3).

    .venv/bin/python benchmarks/bench_store.py [--rounds 10000] [--startup-rounds 100000] [--skip-big]
                                              [--big-db PATH]

1. one step's commit and a settlement transaction (medians): the raw store
   (``append`` of a real step / a real 6-box settlement entry, WAL,
   ``synchronous=FULL``) and through the round service (``apply``: engine
   check + commit; ``confirm``: settlement, approvals, meter, commit);
2. ``simulate`` of N rounds with every box of the 6-box layout playing
   (``--full-table``), through the services, ``synchronous=FULL``;
3. ``audit verify`` over them (chain, projections, four eyes, every round
   re-settled and its steps replayed);
4. start-up checks (what every open does: ``quick_check``, the key, the chain
   since the last verified point, the users) on a database of
   ``--startup-rounds`` rounds. That database is built by the same simulator
   through the same services, but with ``PRAGMA synchronous=OFF`` on the
   building connection (same bytes, same chain; only the per-commit fsync is
   skipped, which would make 1.7 million commits take most of an hour).
   ``--big-db PATH`` keeps it (and reuses it when it exists).

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
from typing import Any

_TMP = Path(tempfile.mkdtemp(prefix="bench-store-"))
os.environ["DEALER_APP_DATA_DIR"] = str(_TMP / "data")
os.environ["DEALER_APP_CONFIG_DIR"] = str(_TMP / "config")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from dealer_app.audit.verify import verify_store  # noqa: E402
from dealer_app.services import DealerServices  # noqa: E402
from dealer_app.store import EntryKind, NewEntry, open_sqlite  # noqa: E402


def _ms(samples: list[float]) -> str:
    return f"{statistics.median(samples) * 1000:.3f} ms (p90 {statistics.quantiles(samples, n=10)[-1] * 1000:.3f} ms)"


def _full_table() -> Any:
    from rules.poker import GeneratorKnobs

    return GeneratorKnobs(box_played=1000)


def bench_commits(samples: int = 2000) -> tuple[list[float], list[float]]:
    """Raw store appends of a real step and of a real 6-box settlement entry."""
    from dealer_app.services.rounds import jackpot_movement, settlement_digest
    from rules.poker import HouseRules, RoundState
    from rules.poker.generator import generate_round

    house = HouseRules()
    gen = generate_round(7, house, _full_table())
    state = RoundState.replay(house, gen.steps)
    settled_record = state.settlement()
    settlement = settled_record.to_json()
    shares, contribution, boxes = jackpot_movement(settled_record)
    settled = {"settlement": settlement, "round": state.to_round_json(), "house_version": 1, "jackpot_start": 0,
               "jackpot_shares": shares, "jackpot_contribution": contribution, "jackpot_boxes": boxes,
               "meter_delta": contribution - shares, "steps": len(gen.steps), "digest": settlement_digest(settlement),
               "approval": None, "rulings": [], "approval_items": []}
    store = open_sqlite(_TMP / "commit.db")
    step_times, settle_times = [], []
    for i in range(samples):
        step = {"n": i + 1, "step": gen.steps[i % len(gen.steps)].to_json()}
        t = time.perf_counter()
        store.append([NewEntry(EntryKind.STEP, step, 1, "bench", 1, 1)])
        step_times.append(time.perf_counter() - t)
        if i % 4 == 0:
            t = time.perf_counter()
            store.append([NewEntry(EntryKind.FLOOR_RULING, settled, 1, "bench", 1, 1)])  # same size, no projection
            settle_times.append(time.perf_counter() - t)
    store.close()
    return step_times, settle_times


def simulate(path: Path, rounds: int, *, knobs: Any, fast_build: bool = False
             ) -> tuple[float, list[float], list[float]]:
    """Simulate ``rounds`` through the services; returns (seconds, apply times, confirm times)."""
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
            if fast_build:
                s.store._conn.execute("PRAGMA synchronous=OFF")  # type: ignore[attr-defined]
            t = time.perf_counter()
            last = [t]

            def progress(done: int, total: int) -> None:
                if time.perf_counter() - last[0] > 30:
                    last[0] = time.perf_counter()
                    print(f"  simulate {done}/{total} ({time.perf_counter() - t:.0f} s)", file=sys.stderr, flush=True)

            Simulator(s, seed=1, knobs=knobs, progress=progress).run(rounds)
            secs = time.perf_counter() - t
    finally:
        RoundService.apply, RoundService.confirm = apply, confirm  # type: ignore[method-assign]
    return secs, step_times, confirm_times


def startup(path: Path, key_file: Path | None = None) -> str:
    t = time.perf_counter()
    store = open_sqlite(path, key_file=key_file)
    total = time.perf_counter() - t
    check = store.startup
    t = time.perf_counter()
    store._quick_check()  # type: ignore[attr-defined]
    quick = time.perf_counter() - t
    anchor = store.anchor()
    store.close()
    checked = check.verified_to - check.verified_from + 1 if check.verified_to >= check.verified_from else 0
    return (f"{total:.2f} s (quick_check alone {quick:.2f} s; chain verified for {checked:,} new entries; "
            f"{anchor.count:,} entries, {path.stat().st_size / 1e6:,.0f} MB)")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--rounds", type=int, default=10_000)
    p.add_argument("--startup-rounds", type=int, default=100_000)
    p.add_argument("--skip-big", action="store_true", help="skip the start-up check on the big database")
    p.add_argument("--big-db", type=Path, default=None, help="keep (or reuse) the big database here")
    p.add_argument("--only-big", action="store_true")
    args, _ = p.parse_known_args(argv)
    if not args.only_big:
        step_times, settle_times = bench_commits()
        print(f"store: one step's commit (append, WAL, synchronous=FULL), median {_ms(step_times)}")
        print(f"store: a 6-box settlement entry's commit, median {_ms(settle_times)}")
        db = _TMP / "sim.db"
        secs, applies, confirms = simulate(db, args.rounds, knobs=_full_table())
        print(f"simulate {args.rounds:,} rounds, all 6 boxes playing, synchronous=FULL: {secs:.1f} s "
              f"({args.rounds / secs:.0f} rounds/s, {len(applies):,} steps)")
        print(f"round service: apply one step (engine check + commit), median {_ms(applies)}")
        print(f"round service: confirm (settlement transaction), median {_ms(confirms)}")
        store = open_sqlite(db, verify=False)
        for jobs, how in ((0, "worker processes, one per CPU (the command's default)"), (1, "one process")):
            t = time.perf_counter()
            report = verify_store(store, jobs=jobs)
            print(f"audit verify over {report.rounds_checked:,} rounds, {report.entries:,} entries, {how}: "
                  f"{time.perf_counter() - t:.1f} s ({'OK' if report.ok else 'FAILED: ' + report.problems[0]})")
        store.close()
        print(f"start-up checks on those {args.rounds:,} rounds: {startup(db)}")
    if not args.skip_big:
        big = args.big_db or _TMP / "big.db"
        key = Path(f"{big}.audit-key")  # kept beside it, so that a later run can reuse the database
        if not big.exists():
            secs, _, _ = simulate(big, args.startup_rounds, knobs=None, fast_build=True)
            print(f"  (built {args.startup_rounds:,} rounds through the simulator, synchronous=OFF, in {secs:.0f} s)")
            from dealer_app.audit.keys import write_key_file

            probe = open_sqlite(big, verify=False)
            write_key_file(probe.key, key)
            probe.close()
        print(f"start-up checks on {args.startup_rounds:,} rounds, first open: {startup(big, key)}")
        print(f"start-up checks on {args.startup_rounds:,} rounds, next open: {startup(big, key)}")
        from dealer_app.audit.chain import genesis_mac, verify_entries

        store = open_sqlite(big, verify=False, key_file=key)
        t = time.perf_counter()
        breaks, _, _, n = verify_entries(store.key, store.iter_entries(1), genesis_mac(store.key, store.db_uuid), 0)
        print(f"  worst case, the whole chain since the first entry ({n:,} entries; an open never needs it, the "
              f"verified point moves at every open and shift close): {time.perf_counter() - t:.1f} s"
              f"{'' if not breaks else ' FAILED'}")
        store.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
