"""Worker processes for the long work (``settle --batch``, ``audit verify``, the floor's
verification of several tables): a pool whose dead worker (the out-of-memory killer,
``kill -9``) stops the work with :class:`WorkerDied`, never a wait without end.

:class:`concurrent.futures.ProcessPoolExecutor` marks every outstanding result broken
when one of its workers dies (``multiprocessing.Pool`` would start another worker and
wait for the lost result for ever); :func:`result` turns that into :class:`WorkerDied`,
naming the signal that killed the worker when it can be told.
"""

from __future__ import annotations

import signal
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from dealer_app import refusal_codes
from dealer_app.refusal import Refusal

if TYPE_CHECKING:  # imported when a pool is made: a command that makes none stays light
    from concurrent.futures import Future, ProcessPoolExecutor

__all__ = ["WorkerDied", "process_pool", "result", "submit"]

T = TypeVar("T")


class WorkerDied(RuntimeError):
    """A worker process died before the work was done: the work stopped unfinished.
    ``refusal``: what happened, typed (``WorkerKilled`` with the signal, or ``WorkerStopped``)."""

    def __init__(self, refusal: Refusal) -> None:
        self.refusal = refusal
        super().__init__(str(refusal))


def process_pool(jobs: int, initializer: Callable[..., object] | None = None,
                 initargs: tuple[Any, ...] = ()) -> ProcessPoolExecutor:
    """A pool of ``jobs`` worker processes: forked (cheap, no re-import) from a
    single-threaded command, spawned otherwise."""
    import multiprocessing
    import threading
    from concurrent.futures import ProcessPoolExecutor

    methods = multiprocessing.get_all_start_methods()
    method = "fork" if "fork" in methods and threading.active_count() == 1 else "spawn"
    return ProcessPoolExecutor(max_workers=jobs, mp_context=multiprocessing.get_context(method),
                               initializer=initializer, initargs=initargs)


def submit(pool: ProcessPoolExecutor, fn: Callable[..., T], *args: Any) -> Future[T]:
    """``pool.submit(fn, *args)``; :class:`WorkerDied` when a worker has already died."""
    from concurrent.futures.process import BrokenProcessPool

    try:
        return pool.submit(fn, *args)
    except BrokenProcessPool:
        raise WorkerDied(_what_died(pool)) from None


def result(future: Future[T], pool: ProcessPoolExecutor) -> T:
    """What ``future`` gives; :class:`WorkerDied` when a worker of ``pool`` died first."""
    from concurrent.futures.process import BrokenProcessPool

    try:
        return future.result()
    except BrokenProcessPool:
        raise WorkerDied(_what_died(pool)) from None


def _what_died(pool: ProcessPoolExecutor) -> Refusal:
    """The signal that killed a worker of the broken ``pool``, when it can be told: the
    pool ends its other workers with SIGTERM, so another signal is the cause."""
    processes = list((getattr(pool, "_processes", None) or {}).values())
    deadline = time.monotonic() + 1.0
    while processes:
        codes = [p.exitcode for p in processes]
        other = [-c for c in codes if c is not None and c < 0 and -c != signal.SIGTERM]
        if other:
            return refusal_codes.WorkerKilled(signal=other[0])
        if None not in codes or time.monotonic() > deadline:
            if codes and all(c == -signal.SIGTERM for c in codes):
                return refusal_codes.WorkerKilled(signal=int(signal.SIGTERM))
            break
        time.sleep(0.02)
    return refusal_codes.WorkerStopped()
