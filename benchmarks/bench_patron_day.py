"""Reads of a patron's gaming day on a floor with many cash transactions: every cash entry of
the floor folded (what each read did before floor schema 14) against the projection of the
patrons' days and the patron's own entries (since).

    .venv/bin/python benchmarks/bench_patron_day.py [--pg URL] [--entries 50000] [--patrons 2000] [--repeat 5]

On a fresh floor database of the server at ``--pg`` (default: ``DEALER_TEST_PG``, else
``postgresql://postgres@localhost:5432/postgres``) three tables record ``--entries`` cash
transactions between them (the store's own appends, 500 to a transaction, each with the
floor-wide aggregate the server checks; a tenth unregistered patrons', a tenth in chips, one in
fifty just under a threshold) for
``--patrons`` registered patrons over 30 gaming days. Then, best of ``--repeat``:

* *a patron's read*, what the station folds as it records a transaction (the alert, the ID
  details required): before, ``floor_cash()`` folded whole; now ``patron_cash`` (the AML
  settings and that patron's transactions);
* *a day's lists* (the MTL, the alerts, the aggregates, the podium's and the console's lists):
  before, the whole floor folded; now the day's patrons named by ``patron_days`` and the day's
  unregistered patrons';

and checks that each read gives what the whole fold gives (a day's lists still read, of the day's
patrons' other days, their transactions just under a threshold: a structuring run may reach back
across days).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

_AMOUNTS = (20_000, 50_000, 100_000, 200_000, 400_000, 500_000)  # none just under a threshold
_JUST_UNDER = (260_000, 290_000, 960_000)  # one in fifty: what a structuring run is made of
_DAYS = [f"2026-11-{d:02d}" for d in range(1, 31)]


def best(repeat: int, fn: Callable[[], Any]) -> tuple[float, Any]:
    times, out = [], None
    for _ in range(repeat):
        t0 = time.perf_counter()
        out = fn()
        times.append(time.perf_counter() - t0)
    return min(times), out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--pg", default=os.environ.get("DEALER_TEST_PG") or "postgresql://postgres@localhost:5432/postgres")
    ap.add_argument("--entries", type=int, default=50_000)
    ap.add_argument("--patrons", type=int, default=2_000)
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    import psycopg
    from bench_support import scratch_floor

    from dealer_app.auth.passwords import PinHasher
    from dealer_app.auth.roles import Permission, Role
    from dealer_app.players.cash import CashFold
    from dealer_app.services import DealerServices
    from dealer_app.store.entries import CashTransaction
    from dealer_app.store.records import NewEntry

    _home, url, name = scratch_floor(args.pg, "bench_patron")
    hasher = PinHasher(time_cost=1, memory_cost=8, parallelism=1)
    rng = random.Random(14)
    tables = ("T1", "T2", "T3")
    opened: dict[str, DealerServices] = {}
    try:
        for t in tables:
            opened[t] = DealerServices.open(url, table=t, station=f"pc-{t}", hasher=hasher)
        s1 = opened["T1"]
        s1.users.create_first_admin("ada", "111111")
        sig = s1.users.co_sign("ada", "111111", Permission.MANAGE_USERS, purpose="setup")
        cage = s1.users.add(sig, "carl", Role.CAGE, "123456").id
        players = [s1.players.ref_of(f"{7000_0000 + i}") for i in range(args.patrons)]
        totals: dict[tuple[str, str], list[int]] = {}
        t0 = time.perf_counter()
        batch: dict[str, list[tuple[Any, ...]]] = {t: [] for t in tables}

        def flush() -> None:  # each table's batch in turn: the aggregates in the order they go in
            for tt in tables:
                entries = []
                for n, day, player, direction, medium, amount in batch[tt]:
                    agg = totals.setdefault((player, day), [0, 0]) if player else [0, 0]
                    if medium == "cash":
                        agg[0 if direction == "in" else 1] += amount
                    body = CashTransaction(player=player, amount=amount, direction=direction,
                                           kind="buy_in" if direction == "in" else "cash_out", medium=medium,
                                           gaming_day=day, description="" if player else f"patron {n}", table=tt,
                                           recorded={"cash_in": agg[0], "cash_out": agg[1], "alerts": [],
                                                     "floor": True})
                    entries.append(NewEntry.of(body, cage if tt == "T1" else None, f"pc-{tt}"))
                if entries:
                    opened[tt].store.append(entries)
                batch[tt] = []

        for n in range(args.entries):
            t = tables[n % len(tables)]
            batch[t].append((n, _DAYS[n * len(_DAYS) // args.entries], None if rng.random() < 0.1 else rng.choice(players),
                             "in" if rng.random() < 0.7 else "out", "chips" if rng.random() < 0.1 else "cash",
                             rng.choice(_JUST_UNDER if rng.random() < 0.02 else _AMOUNTS)))
            if len(batch[t]) == 500:
                flush()
        flush()
        made = time.perf_counter() - t0
        print(f"bench_patron_day: {args.entries} cash transactions on {len(tables)} tables for {args.patrons} "
              f"patrons over {len(_DAYS)} gaming days, recorded in {made:.1f} s (cores: {os.cpu_count()})")
        s2 = opened["T2"]
        who = max(players, key=lambda x: sum(1 for (pl, _d) in totals if pl == x))
        day = _DAYS[len(_DAYS) // 2]

        def whole() -> CashFold:
            return CashFold(floor=True).feed_floor(s2.store.floor_cash() or [])

        before, fold = best(args.repeat, whole)
        after, mine = best(args.repeat, lambda: s2.aml._patron_fold(who)[0])
        for d in _DAYS:  # the patron's days and alerts as the whole fold gives them
            assert ([vars(a) for a in mine.aggregates_of(d) if a.patron == who]
                    == [vars(a) for a in fold.aggregates_of(d) if a.patron == who])
        assert [a for a in mine.alerts if a.patron == who] == [a for a in fold.alerts if a.patron == who]
        print(f"a patron's read ({sum(len(a.transactions) for a in mine.aggregates.values())} cash transactions "
              f"of theirs): before (every cash entry of the floor folded) {before * 1000:.1f} ms, "
              f"after (patron_cash) {after * 1000:.1f} ms: {before / after:.0f}x")
        day_after, day_fold = best(args.repeat, lambda: s2.aml.day_fold(day))
        assert day_fold.log_of(day) == fold.log_of(day) and day_fold.alerts_of(day) == fold.alerts_of(day)
        assert (sorted((a.patron, a.cash_in, a.cash_out) for a in day_fold.aggregates_of(day))
                == sorted((a.patron, a.cash_in, a.cash_out) for a in fold.aggregates_of(day)))
        print(f"a day's lists ({len(fold.aggregates_of(day))} patrons' days on {day}): before {before * 1000:.1f} ms, "
              f"after (patron_days, then those patrons' cash entries of the day and the runs) {day_after * 1000:.1f} ms: "
              f"{before / day_after:.1f}x")
        rows, held = best(args.repeat, lambda: s2.store.patron_days(day=day))
        print(f"the projection's rows of that day (patron_days): {rows * 1000:.2f} ms ({len(held or [])} rows)")
    finally:
        for s in opened.values():
            s.close()
        with psycopg.connect(args.pg, autocommit=True) as c:
            c.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
