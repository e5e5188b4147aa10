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


# --------------------------------------------------------------------------
# A command's worker processes (dealer_app.workers), acted on while they work
# --------------------------------------------------------------------------

def start_gated(args: list[str], gate: Path, out: Path, err: Path, *, prelude: str = "") -> subprocess.Popen[bytes]:
    """``dealer-app ARGS`` started in a fresh interpreter (after ``prelude``, Python run
    first), its workers held at the test seam's gate (``DEALER_APP_TEST_WORKER_GATE``:
    a worker holding task N writes ``held-N-PID`` in ``gate`` and waits for ``go-N``);
    standard output and error to files (a pipe nobody reads would stop it). It leads a
    process group of its own: :func:`end_group` ends it and its workers, whatever happened."""
    from dealer_app.workers import GATE

    code = f"import sys\n{prelude}\nfrom dealer_main import main\nsys.exit(main())"
    env = dict(os.environ, PYTHONPATH=str(ROOT), **{GATE: str(gate)})
    with out.open("wb") as o, err.open("wb") as e:
        return subprocess.Popen([sys.executable, "-c", code, *args], stdin=subprocess.DEVNULL, stdout=o, stderr=e,
                                cwd=ROOT, env=env, start_new_session=True)


def held(gate: Path, task: int, timeout: float = 20.0) -> int:
    """The pid of the worker holding task ``task`` at the gate, once it does."""
    import time

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = sorted(gate.glob(f"held-{task}-*"))
        if found:
            return int(found[0].name.rsplit("-", 1)[1])
        time.sleep(0.01)
    raise AssertionError(f"no worker held task {task} within {timeout} s: {sorted(p.name for p in gate.iterdir())}")


def end_group(proc: subprocess.Popen[bytes]) -> None:
    """A test's clean-up: kill the command's process group if the command still runs."""
    import signal

    if proc.poll() is None:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(10)


def left_behind(gate: Path, pids: list[int]) -> list[str]:
    """The processes still there that the command started: ``pids`` (its workers, even as
    zombies), and any process whose environment names ``gate`` (Linux: read from /proc)."""
    left = [f"{pid}: {(Path('/proc') / str(pid) / 'stat').read_text()[:80]}" for pid in pids
            if (Path("/proc") / str(pid)).exists()]
    marker = str(gate).encode()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            if marker in (entry / "environ").read_bytes():
                left.append(f"{entry.name}: {(entry / 'cmdline').read_bytes()[:80]!r}")
        except OSError:  # gone meanwhile, or not ours to read
            continue
    return left
