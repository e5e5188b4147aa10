"""Throughput of ``dealer-app settle --batch`` on generated rounds, as a whole process.

    .venv/bin/python benchmarks/bench_settle.py [--rounds 8000] [--houses per-round|profiles] [--seed 1]
                                                [--repeat 3] [--sample 20000] [--no-breakdown] [--instructions]

1. Generates the rounds with ``rules.poker.generator`` (seeded: ordinary rounds and
   rare paths; each line carries its own ``house`` object and the jackpot meter).
   ``--houses per-round`` (the default) draws each round's house rules with
   ``draw_house``, as a floor's shift export carries them: profiles, table limits
   and options that vary from round to round, most lines complete, some with only
   what differs from the defaults or without the later fields. ``--houses profiles``
   cycles through four complete profiles (the earlier benchmark). The file is cached
   in the system temp folder, keyed by the arguments and the generator's source.
2. Runs the real command in a subprocess (``dealer-app settle --batch FILE``), with
   ``--jobs 1`` (one process) and as it runs by default (one worker process per CPU,
   at most 4), ``--repeat`` times each; checks every run (exit 0, one line out per
   line in, no refusal, the same output every time) and prints rounds/s by the wall
   clock (start-up included) and per CPU second, with the best of the runs.
3. Breaks the work down in-process on a sample: validation (parsing and the §14
   checks), evaluation (``rules.hands``), settlement arithmetic, explanation, and
   JSON in/out, first timed phase by phase without a profiler, then as shares of
   a cProfile run (which inflates Python-level calls, so read it as proportions).

``--instructions`` does neither: it counts (``valgrind``'s callgrind) the instructions the
batch path (``settle_lines``) executes per round, in-process on every line of the file
(start-up and reading left out). Unlike the wall clock, the count hardly moves on a busy
machine, so it is the figure to compare two versions of the code by.
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
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rules.poker.generator import GeneratorKnobs, SplitMix64, draw_house, generate_round  # noqa: E402
from rules.poker.house import HouseRules  # noqa: E402

PROFILES: tuple[dict[str, object], ...] = (
    {},
    {"ante_on_win": "even_money", "insurance_max_percent": 50},
    {"improvements": "both", "two_hands": False, "max_payout": 200000},
    {"dealer_qualifier": "one_pair", "same_rank_redraw": False, "bonus_lost_on_fold": True, "jackpot_contribution_percent": 10},
)
RARE = GeneratorKnobs(no_game=700, redraw=500, insurance=1000, strong_hand=250, double_combination=400, jackpot_hit=200, max_ante=200, buy_game=700)


def generate(path: Path, rounds: int, seed: int, houses: str) -> None:
    profiles = [HouseRules.from_mapping(p) for p in PROFILES]
    draws = SplitMix64(seed ^ 0x5EED_0F_4005E)  # the house of each round, its own stream
    t0 = time.perf_counter()
    distinct: set[str] = set()
    with path.open("w", encoding="utf-8") as f:
        for i in range(rounds):
            s = seed * 1_000_003 + i
            knobs = RARE if i % 5 == 4 else None  # one round in five favours the rare paths
            jackpot = (0, 100_000, 2_500_000, 10_000_001)[i % 4]
            if houses == "per-round":
                house, line = draw_house(draws)
            else:
                house = profiles[i % len(profiles)]
                line = house.to_mapping()
            g = generate_round(s, house, knobs, jackpot)
            g.round_json["house"] = line
            distinct.add(json.dumps(line, sort_keys=True))
            f.write(json.dumps(g.round_json, separators=(",", ":")) + "\n")
    print(f"generated {rounds:,} rounds ({len(distinct):,} distinct house objects) in "
          f"{time.perf_counter() - t0:.1f} s -> {path}")


def input_file(rounds: int, seed: int, houses: str) -> Path:
    src = (ROOT / "rules" / "poker" / "generator.py").read_bytes() + repr(PROFILES).encode() + repr(RARE).encode()
    tag = hashlib.sha256(src).hexdigest()[:12]
    path = Path(tempfile.gettempdir()) / f"dealer-bench-settle-{rounds}-{seed}-{houses}-{tag}.jsonl"
    if not path.exists():
        tmp = path.with_suffix(".part")
        generate(tmp, rounds, seed, houses)
        tmp.replace(path)
    else:
        print(f"using cached rounds {path}")
    return path


def run_command(path: Path, rounds: int, extra: list[str], repeat: int) -> float:
    """Run the command ``repeat`` times; the best rounds/s by the wall clock."""
    script = Path(sys.executable).with_name("dealer-app")  # the installed entry point
    if script.exists():
        cmd = [str(script), "settle", "--batch", str(path), *extra]
    else:
        cmd = [sys.executable, "-c", "import sys; from dealer_main import main; sys.exit(main())", "settle", "--batch",
               str(path), *extra]
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    print(f"\ncommand: {' '.join(cmd)}")
    best = 0.0
    first: bytes | None = None
    for run in range(1, repeat + 1):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        t0 = time.perf_counter()
        proc = subprocess.run(cmd, capture_output=True, cwd=ROOT, env=env, check=False)
        elapsed = time.perf_counter() - t0
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        out = proc.stdout.splitlines()
        refused = sum(1 for line in out if line.startswith(b'{"refused"'))
        if proc.returncode != 0 or len(out) != rounds or refused or proc.stderr:
            print(f"exit {proc.returncode}, {len(out):,} lines out, {refused} refused", file=sys.stderr)
            print(proc.stderr.decode()[-2000:], file=sys.stderr)
            raise SystemExit("the command did not settle every round")
        if first is None:
            first = proc.stdout
        elif proc.stdout != first:
            raise SystemExit("two runs of the command gave different output")
        best = max(best, rounds / elapsed)
        print(f"  run {run}: {elapsed:.3f} s wall = {rounds / elapsed:,.0f} rounds/s;"
              f" {cpu:.2f} s CPU = {rounds / cpu:,.0f} rounds/s per CPU second"
              f" (load average {os.getloadavg()[0]:.2f})")
    print(f"  best of {repeat}: {best:,.0f} rounds/s whole process, start-up included")
    return best


_COUNTED = """
import gc, sys
from dealer_app.cli_settle import settle_lines
lines = open(sys.argv[1], "rb").read().splitlines()
gc.freeze()
gc.set_threshold(50_000, 50, 50)  # as the batch command runs
sum(map(len, settle_lines(lines)))  # callgrind counts inside sum() only
"""


def instructions(path: Path, rounds: int) -> None:
    """Instructions per round of the batch path, counted by callgrind."""
    if shutil.which("valgrind") is None:
        raise SystemExit("--instructions needs valgrind")
    cmd = ["valgrind", "--tool=callgrind", "--collect-atstart=no", "--toggle-collect=builtin_sum*",
           "--callgrind-out-file=/dev/null", sys.executable, "-c", _COUNTED, str(path)]
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    print(f"\ncommand: {' '.join(cmd[:5])} python (settle_lines on every line of {path.name})")
    proc = subprocess.run(cmd, capture_output=True, cwd=ROOT, env=env, check=False, text=True)
    counted = [line for line in proc.stderr.splitlines() if "refs:" in line]
    if proc.returncode != 0 or not counted:
        print(proc.stderr[-2000:], file=sys.stderr)
        raise SystemExit("callgrind did not run")
    total = int(counted[-1].split("refs:")[1].replace(",", ""))
    print(f"  {total:,} instructions = {total / rounds:,.0f} per round")


def phases(path: Path, sample: int) -> None:
    from msgspec.json import Decoder, Encoder

    from rules.poker.record import analyse, parse_round
    from rules.poker.settle import house_for, settle_analysis

    decode, encode = Decoder().decode, Encoder().encode  # as the batch command reads and writes lines

    lines = path.read_bytes().splitlines()[:sample]
    n = len(lines)
    gc.collect()
    gc.disable()
    try:
        t = [time.perf_counter()]
        data = [decode(x) for x in lines]
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
        out = [encode(s.to_json()) for s in sets]
        t.append(time.perf_counter())
    finally:
        gc.enable()
    assert len(out) == n
    names = ["JSON in (msgspec)", "parse + house rules", "analyse (checks + evaluation)",
             "settle (arithmetic + explanation)", "JSON out (to_json + msgspec)"]
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

    def called_from(name: str, file_part: str, caller_part: str) -> float:
        """Cumulative time of ``name`` in file_part, counting only calls from caller_part."""
        return float(sum(
            ct for (f, _, fn), (_, _, _, _, callers) in stats.items() if fn == name and file_part in f
            for (cfile, _, _), (_, _, _, ct) in callers.items() if caller_part in cfile
        ))

    evaluation = entered_from_outside("rules/hands.py")
    explanation = cumulative("explain_box", "explain.py")
    json_in = cumulative("<method 'decode' of 'msgspec.json.Decoder' objects>", "~")
    json_out = called_from("to_json", "settle.py", "cli_settle.py") + cumulative("<method 'encode' of 'msgspec.json.Encoder' objects>", "~")
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
    ap.add_argument("--rounds", type=int, default=8_000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--houses", choices=("per-round", "profiles"), default="per-round",
                    help="each round's house object: drawn per round (default) or four complete profiles")
    ap.add_argument("--repeat", type=int, default=3, help="runs of each command; the best counts")
    ap.add_argument("--sample", type=int, default=20_000, help="rounds for the in-process breakdown")
    ap.add_argument("--no-breakdown", action="store_true", help="only the whole-process runs")
    ap.add_argument("--instructions", action="store_true",
                    help="only count the instructions per round of the batch path (callgrind)")
    args = ap.parse_args()
    path = input_file(args.rounds, args.seed, args.houses)
    if args.instructions:
        instructions(path, args.rounds)
        return 0
    run_command(path, args.rounds, ["--jobs", "1"], args.repeat)  # one process
    run_command(path, args.rounds, [], args.repeat)  # the default: one worker per CPU (at most 4)
    if not args.no_breakdown:
        phases(path, min(args.sample, args.rounds))
        profile(path, min(args.sample, args.rounds))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
