"""Clean stops: a process asked to stop (SIGTERM from systemd, ``kill``, a logout;
SIGHUP from a closed terminal) ends the way Ctrl+C ends it.

A command's ``finally`` blocks then run: the table's hold (lease) is released,
the database closed, nothing left behind for the pit to clear. The default
action of SIGTERM would end the process at once, leaving its lease row on the
floor until it went stale.
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Callable
from types import FrameType

__all__ = ["TERMINATED", "stop_cleanly_on_terminate"]

TERMINATED = 128 + int(signal.SIGTERM)
"""The exit code of a command stopped by SIGTERM (as a shell reports it)."""


def stop_cleanly_on_terminate(action: Callable[[], None] | None = None) -> bool:
    """On SIGTERM or SIGHUP run ``action`` (an event loop's quit), or else raise
    ``SystemExit`` in the main thread so that every ``finally`` runs. Only the
    main thread can install it; elsewhere nothing changes (``False``)."""
    if threading.current_thread() is not threading.main_thread():
        return False

    def handler(signum: int, _frame: FrameType | None) -> None:
        if action is not None:
            action()
            return
        raise SystemExit(128 + signum)

    signal.signal(signal.SIGTERM, handler)
    if hasattr(signal, "SIGHUP"):
        signal.signal(signal.SIGHUP, handler)
    return True
