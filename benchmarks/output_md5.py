"""The md5 of what ``dealer-app settle`` writes, to show a change leaves the output byte-identical.

    .venv/bin/python benchmarks/output_md5.py [--rounds 100000] [--jobs 0] [--skip-generated]

Two figures, each in English and in Russian (``--lang en`` / ``--lang ru``):

1. the shared examples: every ``*.round.json`` of ``../shared/contract/examples`` (sorted by
   name, the refused ones too) through ``dealer-app settle FILE --lang L``, then every round of
   ``random-rounds.jsonl`` (compact JSON, one a line) through ``settle --batch``; the md5 is of
   each command's exit code, standard output and standard error, in that order, both languages
   in one digest;
2. ``--rounds`` generated rounds with a house object of their own each (``bench_settle.py``'s
   input, seed 1, cached in the system temp folder) through ``settle --batch FILE --lang L``:
   the md5 of standard output, one per language.

Run it before and after a change: the digests must not move.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))
EXAMPLES = ROOT.parent / "shared" / "contract" / "examples"


def _cmd(*args: str) -> list[str]:
    script = Path(sys.executable).with_name("dealer-app")
    if script.exists():
        return [str(script), *args]
    return [sys.executable, "-c", "import sys; from dealer_main import main; sys.exit(main())", *args]


def _run(args: list[str], home: Path) -> subprocess.CompletedProcess[bytes]:
    env = dict(os.environ, PYTHONPATH=str(ROOT), DEALER_APP_DATA_DIR=str(home / "data"),
               DEALER_APP_CONFIG_DIR=str(home / "config"))
    return subprocess.run(_cmd(*args), capture_output=True, cwd=ROOT, env=env, check=False)


def examples_md5(home: Path) -> str:
    digest = hashlib.md5()
    batch = home / "random-rounds.jsonl"
    with (EXAMPLES / "random-rounds.jsonl").open(encoding="utf-8") as src, batch.open("w", encoding="utf-8") as out:
        for line in src:
            if line.strip():
                out.write(json.dumps(json.loads(line)["round"], separators=(",", ":")) + "\n")
    for lang in ("en", "ru"):
        for path in sorted(EXAMPLES.glob("*.round.json")):
            proc = _run(["settle", str(path), "--lang", lang], home)
            digest.update(f"{path.name} {lang} {proc.returncode}\n".encode())
            digest.update(proc.stdout)
            digest.update(proc.stderr)
        proc = _run(["settle", "--batch", str(batch), "--lang", lang], home)
        digest.update(f"random-rounds {lang} {proc.returncode}\n".encode())
        digest.update(proc.stdout)
        digest.update(proc.stderr)
    return digest.hexdigest()


def generated_md5(rounds: int, lang: str, jobs: str, home: Path) -> str:
    import bench_settle

    path = bench_settle.input_file(rounds, 1, "per-round")
    proc = _run(["settle", "--batch", str(path), "--lang", lang, "--jobs", jobs], home)
    if proc.returncode != 0 or proc.stderr:
        raise SystemExit(f"settle --batch: exit {proc.returncode}: {proc.stderr.decode()[-2000:]}")
    return hashlib.md5(proc.stdout).hexdigest()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=100_000)
    ap.add_argument("--jobs", default="0", help="settle --batch --jobs (the output is the same whatever it is)")
    ap.add_argument("--skip-generated", action="store_true", help="the shared examples only")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-md5-") as tmp:
        home = Path(tmp)
        print(f"shared examples, en + ru: {examples_md5(home)}")
        if not args.skip_generated:
            for lang in ("en", "ru"):
                print(f"{args.rounds:,} generated rounds, {lang}: {generated_md5(args.rounds, lang, args.jobs, home)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
