"""The fuzz campaign, deeper than the test suite runs it (issue 24).

Runs the hypothesis fuzz tests over every command's input (``tests/security/test_fuzz.py``
and ``test_fuzz_inputs.py``: files, options, standard input, free text) at ``--scale``
times their suite depth (5,200 cases at scale 1), each case checked as in the suite (a
documented exit code, one clear line, never a traceback). Prints the cases run, the time
and the result.

    .venv/bin/python benchmarks/bench_fuzz.py [--scale 10] [--jobs 2]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SUITE_CASES = 5_200
FILES = ["tests/security/test_fuzz.py", "tests/security/test_fuzz_inputs.py"]


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--scale", type=int, default=10, help="times the suite's depth (default 10: 52,000 cases)")
    p.add_argument("--jobs", type=int, default=2, help="pytest-xdist workers")
    args = p.parse_args()
    env = dict(os.environ, DEALER_HYPOTHESIS_PROFILE="deep", DEALER_HYPOTHESIS_SCALE=str(max(1, args.scale)),
               QT_QPA_PLATFORM="offscreen")
    started = time.monotonic()
    done = subprocess.run([sys.executable, "-m", "pytest", *FILES, "-q", "-n", str(args.jobs), "-p",
                           "no:cacheprovider"], cwd=ROOT, env=env, check=False)
    seconds = time.monotonic() - started
    cases = SUITE_CASES * max(1, args.scale)
    print(f"fuzz: {cases:,} cases at scale {args.scale} in {seconds:.0f} s ({cases / seconds:.0f} cases/s): "
          f"{'all clean' if done.returncode == 0 else 'FAILURES (see above)'}")
    return done.returncode


if __name__ == "__main__":
    sys.exit(main())
