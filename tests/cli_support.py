"""Running ``dealer-app`` in tests: in this process through ``dealer_main.main(argv)``
(the default: no interpreter start-up per case), or as a real process for the one
smoke test each command keeps (those tests are marked ``subprocess``)."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


@dataclass(frozen=True)
class Ran:
    """What a command did: the same three fields as ``subprocess.CompletedProcess[bytes]``."""

    returncode: int
    stdout: bytes
    stderr: bytes

    @property
    def out(self) -> str:
        return self.stdout.decode("utf-8")

    @property
    def err(self) -> str:
        return self.stderr.decode("utf-8")


def run_main(*args: str, stdin: bytes | None = None) -> Ran:
    """``dealer-app ARGS`` in this process, with its own standard streams."""
    from dealer_main import main

    streams = {name: io.TextIOWrapper(io.BytesIO(), encoding="utf-8", newline="") for name in ("stdout", "stderr")}
    fake_in = io.TextIOWrapper(io.BytesIO(stdin or b""), encoding="utf-8")
    saved = sys.stdin, sys.stdout, sys.stderr
    sys.stdin, sys.stdout, sys.stderr = fake_in, streams["stdout"], streams["stderr"]
    try:
        try:
            code = main(list(args))
        except SystemExit as exit_:  # argparse and friends
            code = exit_.code if isinstance(exit_.code, int) else (0 if exit_.code is None else 2)
        for s in streams.values():
            s.flush()
    finally:
        sys.stdin, sys.stdout, sys.stderr = saved
    out = streams["stdout"].buffer.getvalue()  # type: ignore[attr-defined]
    err = streams["stderr"].buffer.getvalue()  # type: ignore[attr-defined]
    return Ran(code, out, err)


def run_process(*args: str, stdin: bytes | None = None, timeout: float = 120) -> Ran:
    """``dealer-app ARGS`` in a fresh interpreter, through the real entry point."""
    code = "import sys; from dealer_main import main; sys.exit(main())"
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-c", code, *args], input=stdin, capture_output=True, cwd=ROOT, env=env,
                          timeout=timeout, check=False)
    return Ran(done.returncode, done.stdout, done.stderr)
