"""``audit verify`` against ``export`` + ``settle --batch`` of the same simulated shift.

    .venv/bin/python benchmarks/bench_verify_ratio.py [--rounds 3000] [--repeat 3] [--jobs 0]

Verifying a log re-settles every round from its cards, so settling the same rounds
is its floor. This builds (once, cached in ``$TMPDIR/dealer-bench-cache``) one
simulated shift of ``--rounds`` rounds with ``year_log.py`` (real services for the
shift and every round that needs a pit boss, real chain and projections), then runs,
as whole processes in the same run, ``--repeat`` times each, alternating:

- ``dealer-app audit verify --db DB --key KEY`` (the file read-only: nothing recorded);
- ``dealer-app export --db DB --out F`` then ``dealer-app settle --batch F``.

and prints the best wall time of each and their ratio (the target is at most 2),
with the load average of the machine at each run, and the same for the CPU seconds
(user + system) of every process of each command.
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import stat
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(ROOT))

import year_log  # noqa: E402


def shift_log(rounds: int) -> Path:
    """One simulated shift of ``rounds`` rounds (built once), its file read-only."""
    path = year_log.CACHE / f"shift-{rounds}.db"
    if not path.exists():
        part = path.with_name(path.name + ".part")
        for leftover in (part, Path(f"{part}.audit-key")):
            leftover.unlink(missing_ok=True)
        counts = year_log.build(part, rounds, shift_rounds=rounds)
        for suffix in ("-wal", "-shm"):
            Path(f"{part}{suffix}").unlink(missing_ok=True)
        Path(f"{part}.audit-key").replace(f"{path}.audit-key")
        part.replace(path)
        print(f"(built {counts['rounds']:,} rounds in {counts['seconds']:,} s: {path})")
    path.chmod(stat.S_IRUSR | stat.S_IRGRP)  # verify opens it read-only and records nothing
    return path


def _cmd(*args: str) -> list[str]:
    script = Path(sys.executable).with_name("dealer-app")
    if script.exists():
        return [str(script), *args]
    return [sys.executable, "-c", "import sys; from dealer_main import main; sys.exit(main())", *args]


_CPU = [0.0]  # the CPU seconds (user + system) of the last command and its worker processes


def _run(cmd: list[str], env: dict[str, str]) -> tuple[float, bytes]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    proc = subprocess.run(cmd, capture_output=True, cwd=ROOT, env=env, check=False)
    secs = time.perf_counter() - t
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    _CPU[0] = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if proc.returncode != 0:
        sys.stderr.write(proc.stderr.decode()[-2000:])
        raise SystemExit(f"{' '.join(cmd[:3])}: exit {proc.returncode}")
    return secs, proc.stdout + proc.stderr


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--rounds", type=int, default=3_000)
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--jobs", default="0", help="--jobs of both commands (0: one per CPU, at most 4)")
    args = p.parse_args(argv)
    db = shift_log(args.rounds)
    key = Path(f"{db}.audit-key")
    home = Path(tempfile.mkdtemp(prefix="bench-ratio-"))
    try:
        env = dict(os.environ, PYTHONPATH=str(ROOT), DEALER_APP_DATA_DIR=str(home / "data"),
                   DEALER_APP_CONFIG_DIR=str(home / "config"))
        from dealer_app.store.keys import Keyring, read_key_file

        Keyring(home / "config" / "audit-keys").install(read_key_file(key))  # where export looks for it
        lines = home / "shift.jsonl"
        verify = _cmd("audit", "verify", "--db", str(db), "--key", str(key), "--jobs", args.jobs)
        export = _cmd("export", "--db", str(db), "--out", str(lines))
        settle = _cmd("settle", "--batch", str(lines), "--jobs", args.jobs)
        print(f"database: {db} ({db.stat().st_size / 1e6:,.1f} MB)")
        best_v = best_s = best_vc = best_sc = float("inf")
        for run in range(1, args.repeat + 1):
            v, out = _run(verify, env)
            vc = _CPU[0]
            if b"audit verify: OK" not in out:
                raise SystemExit(f"verify did not pass:\n{out.decode()[-2000:]}")
            e, _ = _run(export, env)
            ec = _CPU[0]
            s, settled = _run(settle, env)
            sc = ec + _CPU[0]
            n = settled.count(b"\n")
            best_v, best_s = min(best_v, v), min(best_s, e + s)
            best_vc, best_sc = min(best_vc, vc), min(best_sc, sc)
            print(f"  run {run}: verify {v:.2f} s; export {e:.2f} s + settle {s:.2f} s ({n:,} rounds) = {e + s:.2f} s;"
                  f" ratio {v / (e + s):.2f}; CPU seconds: verify {vc:.2f}, export + settle {sc:.2f},"
                  f" ratio {vc / sc:.2f} (load average {os.getloadavg()[0]:.2f})")
        print(f"best of {args.repeat}: verify {best_v:.2f} s ({args.rounds / best_v:,.0f} rounds/s), "
              f"export + settle {best_s:.2f} s: verify / settle = {best_v / best_s:.2f} (target <= 2)")
        print(f"CPU seconds (every process), best of {args.repeat}: verify {best_vc:.2f}, export + settle "
              f"{best_sc:.2f}: ratio {best_vc / best_sc:.2f} (less moved by a busy machine than the wall clock)")
    finally:
        shutil.rmtree(home, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
