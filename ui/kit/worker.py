"""Store work off the UI thread (Anki's rule).

One background :class:`QThread` runs plain Python callables in the order they
were submitted; each result comes back to the UI thread through a queued
signal and the caller's callbacks run there. Jobs never touch Qt: they talk to
the services (SQLite connections created inside a job stay on this thread).
"""

from __future__ import annotations

import itertools
import logging
import queue
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ui.kit.qt import QObject, QThread, Signal, Slot

__all__ = ["JobError", "StoreWorker"]

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class JobError:
    """What a failed job raised, carried to the UI thread."""

    exception: BaseException
    trace: str

    def __str__(self) -> str:
        return str(self.exception) or type(self.exception).__name__


class _Executor(QObject):
    """Lives on the worker thread; runs each job it is sent.

    Only job ids cross threads through signals; the callables and their
    results travel in thread-safe queues (PySide6 on Python 3.11 can miscount
    references to Python objects, ``None`` included, sent through queued
    signals)."""

    job_done = Signal(int)

    def __init__(self) -> None:
        super().__init__()
        self.jobs: queue.SimpleQueue[tuple[int, Callable[[], Any]]] = queue.SimpleQueue()
        self.results: queue.SimpleQueue[tuple[int, Any, bool]] = queue.SimpleQueue()

    @Slot(int)
    def run(self, job_id: int) -> None:
        queued_id, fn = self.jobs.get()
        assert queued_id == job_id, "jobs run in the order they were submitted"
        try:
            result = fn()
        except Exception as exc:  # every failure goes back to the UI, which says what happened
            self.results.put((job_id, JobError(exc, traceback.format_exc()), False))
        else:
            self.results.put((job_id, result, True))
        self.job_done.emit(job_id)


class StoreWorker(QObject):
    """Submit callables; get ``on_done(result)`` or ``on_error(JobError)`` on the UI thread."""

    job_submitted = Signal(int)
    busy_changed = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._ids = itertools.count(1)
        self._pending: dict[int, tuple[Callable[[Any], None] | None, Callable[[JobError], None] | None]] = {}
        self._thread = QThread()
        self._thread.setObjectName("store-worker")
        self._executor = _Executor()
        self._executor.moveToThread(self._thread)
        self.job_submitted.connect(self._executor.run)
        self._executor.job_done.connect(self.on_executor_job_done)
        self._thread.start()

    @property
    def busy(self) -> bool:
        return bool(self._pending)

    def submit(
        self,
        fn: Callable[[], Any],
        on_done: Callable[[Any], None] | None = None,
        on_error: Callable[[JobError], None] | None = None,
    ) -> int:
        job_id = next(self._ids)
        was_idle = not self._pending
        self._pending[job_id] = (on_done, on_error)
        if was_idle:
            self.busy_changed.emit(True)
        self._executor.jobs.put((job_id, fn))
        self.job_submitted.emit(job_id)
        return job_id

    @Slot(int)
    def on_executor_job_done(self, job_id: int) -> None:
        done_id, payload, ok = self._executor.results.get()
        assert done_id == job_id
        on_done, on_error = self._pending.pop(job_id, (None, None))
        try:
            if ok:
                if on_done is not None:
                    on_done(payload)
            elif on_error is not None:
                on_error(payload)
            else:
                log.error("background job failed: %s\n%s", payload, payload.trace)
        finally:
            if not self._pending:
                self.busy_changed.emit(False)

    def drain(self, timeout_ms: int = 10000) -> bool:
        """Wait (processing events) until every submitted job has reported back."""
        from ui.kit.qt import QCoreApplication, QElapsedTimer

        clock = QElapsedTimer()
        clock.start()
        while self._pending and clock.elapsed() < timeout_ms:
            QCoreApplication.processEvents()
            if self._pending:
                QThread.msleep(1)
        return not self._pending

    def shutdown(self, timeout_ms: int = 5000) -> None:
        """Finish the queued jobs and stop the thread."""
        if self._thread.isRunning():
            self._thread.quit()
            self._thread.wait(timeout_ms)
