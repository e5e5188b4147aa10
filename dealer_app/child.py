"""The command line of a child ``dealer-app`` process (printing a report, a
slip, a trainee's progress), right both from a venv and from the bundle.

From a venv or a source checkout the child is this Python running
``dealer_main.main``; inside the PyInstaller bundle ``sys.executable`` *is*
the ``dealer-app`` executable, so the child is that executable with the
subcommand (``python -c`` there would open a second copy of the desktop app).
"""

from __future__ import annotations

import sys

from dealer_app.resources import frozen

__all__ = ["dealer_app_command"]

_ENTRY = "import sys; from dealer_main import main; sys.exit(main(sys.argv[1:]))"


def dealer_app_command(subcommand: str, *args: str) -> list[str]:
    """``[program..., subcommand, *args]`` for :func:`subprocess.run`."""
    if frozen():
        return [sys.executable, subcommand, *args]
    return [sys.executable, "-c", _ENTRY, subcommand, *args]
