"""Worker processes for the long work (``settle --batch``, ``audit verify``'s round
checks, the floor's tables verified in parallel): tasks handed out to a few processes,
results handed back in the order the tasks came, and a worker that dies (the
out-of-memory killer, ``kill -9``) stops the work at once with :class:`WorkerDied`,
never a wait without end, and no worker left behind.

Why not :class:`multiprocessing.pool.Pool` or :class:`concurrent.futures.ProcessPoolExecutor`:
a ``Pool`` starts another worker in place of a dead one and waits for ever for the task
the dead one held; both share one task queue among their workers, read under a lock
that a worker killed while reading never releases, and the executor of Python 3.11,
once broken, joins a feeder thread that may be writing a task into a pipe nobody reads
any more (CPython gh-94777): the command hung about one run in five under load.

Here every worker has two pipes of its own, tasks in and results out, and is given a
task only when it has none, so no lock is shared and no write waits on a reader that
is gone (a dead worker's pipe breaks: its ends are held by it and this process only,
:data:`_PARENT_ENDS`). This process waits on the workers' result pipes and their
sentinels (ready when the process ends) together, so a death is seen as it happens;
then every worker is killed and reaped before :class:`WorkerDied` is raised. Closing
the pool (the ``with`` block's end, also on ``KeyboardInterrupt`` or the ``SystemExit``
that SIGTERM raises, :mod:`dealer_app.stops`) ends every worker too, and on Linux a
worker dies with this process should it be killed outright (``PR_SET_PDEATHSIG``).

Test seam: with ``DEALER_APP_TEST_WORKER_GATE`` naming a folder, a worker that holds
task N (0, 1, ... in the order submitted) writes ``held-N-PID`` there and waits for a
file ``go-N`` or ``go`` (at most a minute) before working on it, so that a test can
kill a worker at a known point. Unset, as it is in use, it changes nothing.
"""

from __future__ import annotations

import contextlib
import os
import pickle
import signal
import sys
import time
from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Generic, NoReturn, TypeVar, cast

from dealer_app import refusal_codes
from dealer_app.refusal import Refusal

if TYPE_CHECKING:  # multiprocessing is imported when a pool is made: a command that makes none stays light
    from multiprocessing.connection import Connection
    from multiprocessing.process import BaseProcess

__all__ = ["GATE", "WorkerDied", "WorkerError", "Workers", "cpus"]

T = TypeVar("T")
R = TypeVar("R")

GATE = "DEALER_APP_TEST_WORKER_GATE"
"""The test seam's environment variable (see the module's text)."""

_GATE_WAIT = 60.0
_REAP_WAIT = 5.0  # seconds a worker told to stop (its task pipe closed) has before it is killed


class WorkerDied(RuntimeError):
    """A worker process died before the work was done: the work stopped unfinished.
    ``refusal``: what happened, typed (``WorkerKilled`` naming the signal, or ``WorkerExited``)."""

    def __init__(self, refusal: Refusal) -> None:
        self.refusal = refusal
        super().__init__(str(refusal))


class WorkerError(RuntimeError):
    """A task's error that could not be sent back as it was (it does not pickle)."""


def cpus() -> int:
    """The CPUs this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


_PARENT_ENDS: set[Connection] = set()
"""This process's ends of every live worker's pipes: a worker forked from it closes its
copies first thing, so that each pipe's ends are held by one worker and this process only."""


class _Worker:
    __slots__ = ("process", "results", "task", "tasks")

    def __init__(self, process: BaseProcess, tasks: Connection, results: Connection) -> None:
        self.process = process
        self.tasks = tasks  # this process's end: tasks out
        self.results = results  # this process's end: results in
        self.task: int | None = None  # the number of the task it holds


class Workers(Generic[T, R]):
    """``jobs`` worker processes running ``work`` (a module-level function) on the tasks
    given to :meth:`submit`; :meth:`next_result` hands the results back in the order of
    the tasks (a task's exception is raised there). Use it in a ``with`` block."""

    def __init__(self, jobs: int, work: Callable[[T], R], *, initializer: Callable[..., object] | None = None,
                 initargs: tuple[Any, ...] = ()) -> None:
        import multiprocessing
        import threading

        # fork is cheap (no re-import) and safe from a single-threaded process; spawn otherwise
        fork = "fork" in multiprocessing.get_all_start_methods() and threading.active_count() == 1
        ctx = multiprocessing.get_context("fork") if fork else multiprocessing.get_context("spawn")
        self._queue: deque[tuple[int, T]] = deque()  # submitted, not handed out yet
        self._done: dict[int, tuple[bool, object]] = {}  # finished, not taken yet
        self._submitted = 0
        self._taken = 0
        self._died: Refusal | None = None
        self._closed = False
        self._workers: list[_Worker] = []
        for stream in (sys.stdout, sys.stderr):  # a forked worker flushes its copy of what is buffered
            if stream is not None:
                stream.flush()
        try:
            for n in range(max(1, jobs)):
                task_in, task_out = ctx.Pipe(duplex=False)
                result_in, result_out = ctx.Pipe(duplex=False)
                _PARENT_ENDS.update((task_out, result_in))
                process = ctx.Process(target=_serve, args=(work, initializer, initargs, task_in, result_out, os.getpid()),
                                      name=f"dealer-app worker {n + 1}", daemon=True)
                self._workers.append(_Worker(process, task_out, result_in))
                try:
                    process.start()
                finally:
                    task_in.close()
                    result_out.close()
        except BaseException:
            self.close(kill=True)
            raise

    def __enter__(self) -> Workers[T, R]:
        return self

    def __exit__(self, exc_type: type[BaseException] | None, *_: object) -> None:
        self.close(kill=exc_type is not None)

    @property
    def outstanding(self) -> int:
        """Tasks submitted whose results are not taken yet."""
        return self._submitted - self._taken

    def pids(self) -> list[int]:
        return [w.process.pid for w in self._workers if w.process.pid is not None]

    def submit(self, task: T) -> None:
        """Queue ``task``; it goes to the first worker free (:class:`WorkerDied` when one has died)."""
        self._check_open()
        self._queue.append((self._submitted, task))
        self._submitted += 1
        self._take_in(block=False)
        self._hand_out()

    def next_result(self) -> R:
        """The result of the oldest task not taken yet, when it is ready (its exception,
        raised here, if it raised one); :class:`WorkerDied` when a worker dies first."""
        if self.outstanding <= 0:
            raise LookupError("no task is outstanding")
        while self._taken not in self._done:
            self._check_open()
            self._hand_out()
            self._take_in(block=True)
        return self._take()

    def ready_results(self) -> list[R]:
        """The results ready now, in order, up to the first one that is not (also after
        :class:`WorkerDied`: what was finished before the death)."""
        out = []
        while self._taken in self._done and self._done[self._taken][0]:
            out.append(self._take())
        return out

    def _take(self) -> R:
        ok, value = self._done.pop(self._taken)
        self._taken += 1
        if not ok:
            raise cast(BaseException, value)
        return cast(R, value)

    def _check_open(self) -> None:
        if self._died is not None:
            raise WorkerDied(self._died)
        if self._closed:
            raise ValueError("the worker processes are closed")

    def _hand_out(self) -> None:
        for w in self._workers:
            if not self._queue:
                return
            if w.task is None:
                number, task = self._queue.popleft()
                w.task = number
                try:
                    w.tasks.send_bytes(pickle.dumps((number, task), pickle.HIGHEST_PROTOCOL))
                except OSError:  # its pipe broke: it died
                    self._stop(w)

    def _take_in(self, *, block: bool) -> None:
        """Take in the results finished (waiting for one when ``block``); a worker that
        ended stops everything (:class:`WorkerDied`)."""
        from multiprocessing.connection import wait

        busy: dict[object, _Worker] = {w.results: w for w in self._workers if w.task is not None}
        ends: dict[object, _Worker] = {w.process.sentinel: w for w in self._workers}
        ready = wait([*busy, *ends], timeout=None if block else 0)  # type: ignore[list-item]
        for key in ready:  # the results first: a worker may have finished, then died
            w = busy.get(key)
            if w is None:
                continue
            try:
                reply: tuple[int, bool, object] = pickle.loads(w.results.recv_bytes())
                number, ok, value = reply
            except (EOFError, OSError):  # its pipe broke: it died
                self._stop(w)
            self._done[number] = (ok, value)
            w.task = None
        for key in ready:
            if key in ends:
                self._stop(ends[key])

    def _stop(self, dead: _Worker) -> NoReturn:
        """``dead`` ended before its work was done: end every worker, then raise."""
        dead.process.join(1.0)  # its exit code names the signal
        code = dead.process.exitcode
        if code is not None and code < 0:
            try:
                name = signal.Signals(-code).name
            except ValueError:
                name = f"signal {-code}"
            self._died = refusal_codes.WorkerKilled(signal=name)
        else:
            self._died = refusal_codes.WorkerExited(n="unknown" if code is None else code)
        self.close(kill=True)
        raise WorkerDied(self._died)

    def close(self, *, kill: bool = False) -> None:
        """End every worker and reap it: told to stop (its task pipe closed), or killed at
        once with ``kill`` (or when it has not stopped within a few seconds)."""
        if self._closed:
            return
        self._closed = True
        kill = kill or any(w.task is not None for w in self._workers)  # a busy one would wait to send its result
        for w in self._workers:
            w.tasks.close()
            _PARENT_ENDS.discard(w.tasks)
        started = [w.process for w in self._workers if w.process.pid is not None]
        if kill:
            for p in started:
                _kill(p)
        deadline = time.monotonic() + _REAP_WAIT
        for p in started:
            p.join(max(0.0, deadline - time.monotonic()))
            if p.exitcode is None:
                _kill(p)
                p.join()
        for w in self._workers:
            w.results.close()
            _PARENT_ENDS.discard(w.results)
        self._queue.clear()


def _kill(process: BaseProcess) -> None:
    with contextlib.suppress(OSError):  # already reaped
        process.kill()


# --------------------------------------------------------------------------
# In the worker process
# --------------------------------------------------------------------------

def _serve(work: Callable[[Any], object], initializer: Callable[..., object] | None, initargs: tuple[Any, ...],
           tasks: Connection, results: Connection, parent: int) -> None:
    """A worker's life: its tasks one by one, each result sent back, until its task pipe
    closes (or the parent goes)."""
    for conn in list(_PARENT_ENDS):  # forked: the copies of the parent's ends (of every worker's pipes)
        conn.close()
    _PARENT_ENDS.clear()
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C reaches the whole group: the parent decides
    signal.signal(signal.SIGTERM, signal.SIG_DFL)  # not the parent's clean stop (SystemExit) inherited
    _die_with_parent(parent)
    if initializer is not None:
        initializer(*initargs)
    gate = os.environ.get(GATE)
    while True:
        try:
            message = tasks.recv_bytes()
        except (EOFError, OSError):  # told to stop, or the parent is gone
            return
        taken: tuple[int, object] = pickle.loads(message)
        number, task = taken
        if gate:
            _wait_at_gate(gate, number)
        try:
            reply = pickle.dumps((number, True, work(task)), pickle.HIGHEST_PROTOCOL)
        except Exception as exc:  # the task's error goes back to be raised where its result is taken
            try:
                reply = pickle.dumps((number, False, exc), pickle.HIGHEST_PROTOCOL)
                pickle.loads(reply)  # an error whose arguments do not make it again would fail the parent's read
            except Exception:
                reply = pickle.dumps((number, False, WorkerError(f"{type(exc).__name__}: {exc}")))
        try:
            results.send_bytes(reply)
        except OSError:  # the parent is gone
            return


def _die_with_parent(parent: int) -> None:
    """On Linux, have the kernel kill this worker when its parent (``parent``, the pool's
    process) dies, however it dies."""
    if not sys.platform.startswith("linux"):
        return
    try:
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(1, int(signal.SIGKILL), 0, 0, 0)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        return
    if os.getppid() != parent:  # it died before that took hold
        os._exit(1)


def _wait_at_gate(folder: str, number: int) -> None:
    """The test seam: say this worker holds task ``number``, then wait for ``go-NUMBER``
    or ``go`` (at most a minute)."""
    try:
        with open(os.path.join(folder, f"held-{number}-{os.getpid()}"), "w", encoding="ascii"):
            pass
    except OSError:
        return
    deadline = time.monotonic() + _GATE_WAIT
    while time.monotonic() < deadline:
        if os.path.exists(os.path.join(folder, f"go-{number}")) or os.path.exists(os.path.join(folder, "go")):
            return
        time.sleep(0.01)
