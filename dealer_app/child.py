"""The command line of a child ``dealer-app`` process (printing a report, a
slip, a trainee's progress), right both from a venv and from the bundle.

From a venv or a source checkout the child is this Python running
``dealer_main.main``; inside the PyInstaller bundle ``sys.executable`` *is*
the ``dealer-app`` executable, so the child is that executable with the
subcommand (``python -c`` there would open a second copy of the desktop app).
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from dealer_app.resources import frozen

__all__ = ["dealer_app_command", "run_dealer_app", "write_pdf"]

_ENTRY = "import sys; from dealer_main import main; sys.exit(main(sys.argv[1:]))"


def dealer_app_command(subcommand: str, *args: str) -> list[str]:
    """``[program..., subcommand, *args]`` for :func:`subprocess.run`."""
    if frozen():
        return [sys.executable, subcommand, *args]
    return [sys.executable, "-c", _ENTRY, subcommand, *args]


def run_dealer_app(subcommand: str, *args: str, timeout: float) -> str | None:
    """Run ``dealer-app SUBCOMMAND ARGS`` as a child process and wait for it.

    Returns ``None`` when it succeeded, else one line saying why not (the child's
    last line on standard error, its exit status, or why it could not start)."""
    try:
        done = subprocess.run(dealer_app_command(subcommand, *args), capture_output=True, text=True,
                              timeout=timeout, check=False)
    except subprocess.TimeoutExpired:
        return f"dealer-app {subcommand} did not finish within {timeout:g} s"
    except OSError as exc:
        return f"dealer-app {subcommand} could not start: {exc.strerror or exc}"
    if done.returncode != 0:
        return (done.stderr.strip().splitlines() or [f"dealer-app {subcommand} ended with exit {done.returncode}"])[-1]
    return None


def write_pdf(subcommand: str, *args: str, out: Path, timeout: float, failed: Callable[[str], Exception]) -> Path:
    """The one report runner: ``dealer-app SUBCOMMAND ARGS --out OUT`` writes a PDF in a
    child process (the reports sit beside the front ends and are not imported by
    them). Returns ``out``; raises ``failed(why)`` when the child could not write it."""
    why = run_dealer_app(subcommand, *args, "--out", str(out), timeout=timeout)
    if why is not None:
        raise failed(why)
    return out
