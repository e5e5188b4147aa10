"""``dealer-app settle --batch`` against the naive in-process reference, in the same run.

    .venv/bin/python benchmarks/bench_settle_vs_reference.py [--rounds 8000] [--repeat 3] [--jobs N]

1. The rounds: ``bench_settle.py``'s held-out-style input (seed 1, each line with a
   ``house`` object of its own drawn by ``draw_house``), cached in the system temp folder.
2. The project: the whole process ``dealer-app settle --batch FILE`` (start-up, reading
   and writing every settlement with its explanation included), timed by the wall clock.
3. The reference: ``naive_reference.settle_file`` in this process (reading and parsing
   each line included, no start-up, no JSON out, no explanation, no validation).
4. The two alternate, ``--repeat`` times; the best of each is kept and the ratio
   (project rounds/s ÷ reference rounds/s) printed with ``uptime``. The first run also
   checks that the reference agrees with every net, house_net and jackpot_after.
   The CPU seconds of each side (all of the command's processes; this process's for the
   reference) are printed too: on a busy machine they move less than the wall clock.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(HERE))

import bench_settle  # noqa: E402
import naive_reference  # noqa: E402


def _uptime() -> str:
    return subprocess.run(["uptime"], capture_output=True, text=True, check=False).stdout.strip()


def _command(path: Path, jobs: str | None) -> list[str]:
    script = Path(sys.executable).with_name("dealer-app")
    head = [str(script)] if script.exists() else [sys.executable, "-c",
                                                  "import sys; from dealer_main import main; sys.exit(main())"]
    return [*head, "settle", "--batch", str(path), *(["--jobs", jobs] if jobs else [])]


def _agree(results: list[tuple[list[int], int, int]], out: bytes) -> None:
    lines = out.splitlines()
    if len(lines) != len(results):
        raise SystemExit(f"{len(lines)} settlements for {len(results)} rounds")
    for i, (mine, line) in enumerate(zip(results, lines, strict=True), 1):
        s = json.loads(line)
        theirs = ([b["net"] for b in s["boxes"]], s["house_net"], s["jackpot_after"])
        if tuple(mine) != theirs:
            raise SystemExit(f"line {i}: reference {mine} != project {theirs}")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=8000)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--jobs", default=None, help="settle --batch --jobs (default: as the command runs)")
    args = ap.parse_args()
    path = bench_settle.input_file(args.rounds, 1, "per-round")
    cmd = _command(path, args.jobs)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    print(f"project:   {' '.join(cmd)}")
    print(f"reference: naive_reference.settle_file({path.name}) in-process")
    print(f"before: {_uptime()}")
    best_project = best_reference = best_project_cpu = best_reference_cpu = 0.0
    first: bytes | None = None
    for run in range(1, args.repeat + 1):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        t0 = time.perf_counter()
        proc = subprocess.run(cmd, capture_output=True, cwd=ROOT, env=env, check=False)
        project = time.perf_counter() - t0
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        project_cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        if proc.returncode != 0 or proc.stderr or b'{"refused"' in proc.stdout:
            raise SystemExit(f"settle --batch: exit {proc.returncode}: {proc.stderr.decode()[-2000:]}")
        c0, t0 = time.process_time(), time.perf_counter()
        results = naive_reference.settle_file(path)
        reference = time.perf_counter() - t0
        reference_cpu = time.process_time() - c0
        if first is None:
            first = proc.stdout
            _agree(results, proc.stdout)
        elif proc.stdout != first:
            raise SystemExit("two runs of the command gave different output")
        best_project = max(best_project, args.rounds / project)
        best_reference = max(best_reference, args.rounds / reference)
        best_project_cpu = max(best_project_cpu, args.rounds / project_cpu)
        best_reference_cpu = max(best_reference_cpu, args.rounds / reference_cpu)
        print(f"  run {run}: project {project:.3f} s = {args.rounds / project:,.0f} rounds/s;"
              f" reference {reference:.3f} s = {args.rounds / reference:,.0f} rounds/s;"
              f" ratio {reference / project:.2f}x; per CPU second: project {args.rounds / project_cpu:,.0f},"
              f" reference {args.rounds / reference_cpu:,.0f}  (load {os.getloadavg()[0]:.2f})")
    print(f"best of {args.repeat}: project {best_project:,.0f} rounds/s (whole process, start-up included),"
          f" reference {best_reference:,.0f} rounds/s (in-process): ratio {best_project / best_reference:.2f}x")
    print(f"per CPU second, best of {args.repeat}: project {best_project_cpu:,.0f} rounds/s (every process),"
          f" reference {best_reference_cpu:,.0f} rounds/s: ratio {best_project_cpu / best_reference_cpu:.2f}x"
          " (less moved by a busy machine than the wall clock)")
    print(f"after: {_uptime()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
