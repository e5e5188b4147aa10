"""Throughput of ``dealer-app settle --batch`` on generated rounds, as a whole process.

    .venv/bin/python benchmarks/bench_settle.py [--rounds 100000] [--seed 1] [--sample 20000]

1. Generates the rounds with ``rules.poker.generator`` (seeded: mixed house
   profiles, ordinary rounds and rare paths; each line carries the complete house
   rules and the jackpot meter, as ``dealer-app export`` writes them). The file is
   cached in the system temp folder, keyed by the arguments and the generator's source.
2. Runs the real command in a subprocess (``dealer-app settle --batch FILE``), once
   with ``--jobs 1`` (one process) and once as it runs by default (one worker
   process per CPU, at most 4), checks it (exit 0, one line out per line in, no
   refusal) and prints rounds/s by the wall clock and per CPU second.
3. Breaks the work down in-process on a sample: validation (parsing and the §14
   checks), evaluation (``rules.hands``), settlement arithmetic, explanation, and
   JSON in/out, first timed phase by phase without a profiler, then as shares of
   a cProfile run (which inflates Python-level calls, so read it as proportions).
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import hashlib
import json
import os
import pstats
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rules.poker.generator import GeneratorKnobs, generate_round  # noqa: E402
from rules.poker.house import HouseRules  # noqa: E402

PROFILES: tuple[dict[str, object], ...] = (
    {},
    {"ante_on_win": "even_money", "insurance_max_percent": 50},
    {"improvements": "both", "two_hands": False, "max_payout": 200000},
    {"dealer_qualifier": "one_pair", "same_rank_redraw": False, "bonus_lost_on_fold": True, "jackpot_contribution_percent": 10},
)
RARE = GeneratorKnobs(no_game=700, redraw=500, insurance=1000, strong_hand=250, double_combination=400, jackpot_hit=200, max_ante=200, buy_game=700)


def generate(path: Path, rounds: int, seed: int) -> None:
    houses = [HouseRules.from_mapping(p) for p in PROFILES]
    t0 = time.perf_counter()
    with path.open("w", encoding="utf-8") as f:
        for i in range(rounds):
            s = seed * 1_000_003 + i
            knobs = RARE if i % 5 == 4 else None  # one round in five favours the rare paths
            jackpot = (0, 100_000, 2_500_000, 10_000_001)[i % 4]
            g = generate_round(s, houses[i % len(houses)], knobs, jackpot)
            f.write(json.dumps(g.round_json, separators=(",", ":")) + "\n")
    print(f"generated {rounds:,} rounds in {time.perf_counter() - t0:.1f} s -> {path}")


def input_file(rounds: int, seed: int) -> Path:
    src = (ROOT / "rules" / "poker" / "generator.py").read_bytes() + repr(PROFILES).encode() + repr(RARE).encode()
    tag = hashlib.sha256(src).hexdigest()[:12]
    path = Path(tempfile.gettempdir()) / f"dealer-bench-settle-{rounds}-{seed}-{tag}.jsonl"
    if not path.exists():
        tmp = path.with_suffix(".part")
        generate(tmp, rounds, seed)
        tmp.replace(path)
    else:
        print(f"using cached rounds {path}")
    return path


def run_command(path: Path, rounds: int, extra: list[str]) -> float:
    script = Path(sys.executable).with_name("dealer-app")  # the installed entry point
    if script.exists():
        cmd = [str(script), "settle", "--batch", str(path), *extra]
    else:
        cmd = [sys.executable, "-c", "import sys; from dealer_main import main; sys.exit(main())", "settle", "--batch",
               str(path), *extra]
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    proc = subprocess.run(cmd, capture_output=True, cwd=ROOT, env=env, check=False)
    elapsed = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    out = proc.stdout.splitlines()
    refused = sum(1 for line in out if line.startswith(b'{"refused"'))
    print(f"\ncommand: {' '.join(cmd)}")
    print(f"exit {proc.returncode}, {len(out):,} lines out, {refused} refused, stderr {len(proc.stderr)} bytes")
    if proc.returncode != 0 or len(out) != rounds or refused:
        print(proc.stderr.decode()[-2000:], file=sys.stderr)
        raise SystemExit("the command did not settle every round")
    print(f"whole process: {elapsed:.2f} s wall for {rounds:,} rounds = {rounds / elapsed:,.0f} rounds/s")
    print(f"               {cpu:.2f} s CPU (user + system) = {rounds / cpu:,.0f} rounds/s per CPU second"
          f"  (load average now {os.getloadavg()[0]:.2f}: other work on the machine slows the wall clock)")
    return elapsed


def phases(path: Path, sample: int) -> None:
    from rules.poker.record import analyse, parse_round
    from rules.poker.settle import house_for, settle_analysis

    lines = path.read_bytes().splitlines()[:sample]
    n = len(lines)
    gc.collect()
    gc.disable()
    try:
        t = [time.perf_counter()]
        data = [json.loads(x) for x in lines]
        t.append(time.perf_counter())
        recs = []
        for d in data:
            r, _ = parse_round(d)
            assert r is not None
            recs.append((r, house_for(r.house)))
        t.append(time.perf_counter())
        ans = [analyse(r, h) for r, h in recs]
        t.append(time.perf_counter())
        sets = [settle_analysis(a) for a in ans]
        t.append(time.perf_counter())
        out = [s.to_json_line() for s in sets]
        t.append(time.perf_counter())
    finally:
        gc.enable()
    assert len(out) == n
    names = ["JSON in (json.loads)", "parse + house rules", "analyse (checks + evaluation)", "settle (arithmetic + explanation)", "JSON out (to_json_line)"]
    total = t[-1] - t[0]
    print(f"\nphases, timed without a profiler on {n:,} rounds ({n / total:,.0f} rounds/s in-process):")
    for name, a, b in zip(names, t, t[1:], strict=False):
        print(f"  {name:36s} {(b - a) / n * 1e6:7.1f} us/round  {100 * (b - a) / total:5.1f} %")


def profile(path: Path, sample: int) -> None:
    from dealer_app.cli_settle import settle_lines

    lines = path.read_bytes().splitlines()[:sample]
    prof = cProfile.Profile()
    prof.enable()
    for _ in settle_lines(lines):
        pass
    prof.disable()
    st = pstats.Stats(prof)
    stats = st.stats  # type: ignore[attr-defined]
    total = sum(v[2] for v in stats.values())

    def entered_from_outside(module_part: str) -> float:
        """Cumulative time of functions in module_part, counting only calls from elsewhere."""
        out = 0.0
        for (file, _, _), (_, _, _, _, callers) in stats.items():
            if module_part not in file:
                continue
            for (cfile, _, _), (_, _, _, ct) in callers.items():
                if module_part not in cfile:
                    out += ct
        return out

    def cumulative(name: str, file_part: str) -> float:
        return float(sum(v[3] for (f, _, fn), v in stats.items() if fn == name and file_part in f))

    evaluation = entered_from_outside("rules/hands.py")
    explanation = cumulative("explain_box", "explain.py")
    json_in = cumulative("loads", "json/__init__")
    json_out = cumulative("to_json_line", "settle.py")
    parse = cumulative("parse_round", "record.py")
    analysis = cumulative("analyse", "record.py")
    settle_all = cumulative("settle_analysis", "settle.py")
    eval_in_settle = 0.0  # the settlement itself never evaluates hands
    validation = parse + analysis - evaluation
    arithmetic = settle_all - explanation - eval_in_settle
    rest = total - (validation + evaluation + arithmetic + explanation + json_in + json_out)
    print(f"\ncProfile shares on {len(lines):,} rounds (profiled total {total:.2f} s):")
    for name, v in [
        ("validation (parse + §14 checks)", validation), ("evaluation (rules.hands)", evaluation),
        ("settlement arithmetic", arithmetic), ("explanation", explanation), ("JSON in", json_in),
        ("JSON out", json_out), ("batch loop and the rest", rest),
    ]:
        print(f"  {name:34s} {100 * v / total:5.1f} %")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=100_000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--sample", type=int, default=20_000, help="rounds for the in-process breakdown")
    args = ap.parse_args()
    path = input_file(args.rounds, args.seed)
    run_command(path, args.rounds, ["--jobs", "1"])  # one process
    run_command(path, args.rounds, [])  # the default: one worker per CPU (at most 4)
    phases(path, min(args.sample, args.rounds))
    profile(path, min(args.sample, args.rounds))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
