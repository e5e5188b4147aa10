"""Clean stops: a process asked to stop (SIGTERM from systemd, ``kill``, a logout;
SIGHUP from a closed terminal) ends the way Ctrl+C ends it.

A command's ``finally`` blocks then run: the table's hold (lease) is released,
the database closed, nothing left behind for the pit to clear. The default
action of SIGTERM would end the process at once, leaving its lease row on the
floor until it went stale.

A stop that arrives while the process is talking to the floor's server (a statement or
a pipeline in flight) waits until that exchange is over (:func:`stop_deferred`): raised
in the middle of it, the exit would leave the connection half-way through the protocol,
and the clean-up that follows (rolling back, releasing the hold) would wait on an answer
that never comes.
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from types import FrameType

__all__ = ["TERMINATED", "stop_cleanly_on_terminate", "stop_deferred"]

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
        if _deferring.depth:
            _deferring.pending = 128 + signum
            return
        raise SystemExit(128 + signum)

    signal.signal(signal.SIGTERM, handler)
    if hasattr(signal, "SIGHUP"):
        signal.signal(signal.SIGHUP, handler)
    return True


class _Deferring:
    """The main thread's open :func:`stop_deferred` blocks and the stop asked during them."""

    depth = 0
    pending: int | None = None


_deferring = _Deferring()


@contextmanager
def stop_deferred() -> Iterator[None]:
    """Hold a stop asked inside the block until the block ends, then stop (``SystemExit``).
    Only the main thread receives signals; elsewhere the block changes nothing."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    _deferring.depth += 1
    try:
        yield
    finally:
        _deferring.depth -= 1
        if not _deferring.depth and _deferring.pending is not None:
            code, _deferring.pending = _deferring.pending, None
            raise SystemExit(code)
