"""Batch throughput of ``dealer-app roulette --batch``, in hands per second.

The input is the shared checked cases (``random-roulette.jsonl`` and every
``rr-*`` / ``bad-rr-*`` example, refusals included), repeated to the size
asked. Two figures:

- in-process: the batch loop of ``dealer_app.cli.roulette`` (read, parse,
  resolve, write), without interpreter start-up;
- end to end: the real command in a subprocess on a temporary file.

    .venv/bin/python benchmarks/bench_roulette.py [--hands N] [--repeat K]
"""

from __future__ import annotations

import argparse
import io
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT.parent / "shared" / "contract" / "examples"
sys.path.insert(0, str(ROOT))

from dealer_app.cli import roulette as cli_roulette  # noqa: E402


def corpus() -> list[str]:
    lines = [
        json.dumps(json.loads(raw)["hand"])
        for raw in (EXAMPLES / "random-roulette.jsonl").read_text().splitlines()
        if raw.strip()
    ]
    for path in sorted(EXAMPLES.glob("*rr-*.hand.json")):
        lines.append(json.dumps(json.loads(path.read_text())))
    return lines


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=20000, help="hands per run (default 20000)")
    ap.add_argument("--repeat", type=int, default=3, help="runs; the best is reported (default 3)")
    args = ap.parse_args()
    base = corpus()
    lines = (base * (args.hands // len(base) + 1))[: args.hands]
    data = ("\n".join(lines) + "\n").encode()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "hands.jsonl"
        path.write_bytes(data)

        best = float("inf")
        for _ in range(args.repeat):
            out, err = io.StringIO(), io.StringIO()
            t0 = time.perf_counter()
            rc = cli_roulette._batch(str(path), out, err)
            best = min(best, time.perf_counter() - t0)
            assert rc == 0 and out.getvalue().count("\n") == len(lines), "batch output does not match its input"
        refused = sum(1 for line in out.getvalue().splitlines() if line.startswith('{"refused"'))
        print(
            f"in-process batch: {len(lines)} hands ({refused} refused) in {best:.3f} s = {len(lines) / best:,.0f} hands/s"
        )

        best = float("inf")
        for _ in range(args.repeat):
            t0 = time.perf_counter()
            proc = subprocess.run(
                [
                    sys.executable,
                    "-c",
                    "import sys, dealer_main; sys.exit(dealer_main.main())",
                    "roulette",
                    "--batch",
                    str(path),
                ],
                cwd=ROOT,
                capture_output=True,
                check=False,
            )
            best = min(best, time.perf_counter() - t0)
            assert proc.returncode == 0 and proc.stdout.count(b"\n") == len(lines), proc.stderr.decode()
        print(f"end to end (dealer-app roulette --batch, start-up included): {len(lines) / best:,.0f} hands/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
