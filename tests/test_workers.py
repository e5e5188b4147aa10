"""``dealer_app.workers``: results in the order of the tasks, a task's error raised at its
turn; a worker that dies stops the work with ``WorkerDied`` naming how it ended (never a
wait for ever), and every worker is reaped when the pool closes, however it closes; a
command says a worker's death in one line, exit 2."""

from __future__ import annotations

import functools
import operator
import os
import signal
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from dealer_app import refusal_codes
from dealer_app.cli.scaffold import run_command
from dealer_app.workers import WorkerDied, Workers

pytestmark = pytest.mark.skipif(not Path("/proc/self").exists(), reason="/proc")


def _gone(pids: list[int]) -> bool:
    return not any(Path(f"/proc/{pid}").exists() for pid in pids)


def _pool(jobs: int = 2) -> Workers[Callable[[], Any], Any]:
    return Workers(jobs, operator.call)


def test_results_come_in_the_order_of_the_tasks_and_an_error_at_its_turn() -> None:
    with _pool() as pool:
        pids = pool.pids()
        assert len(pids) == 2
        for n in range(9):
            pool.submit(functools.partial(abs, -n))
        pool.submit(functools.partial(int, "x"))  # raises in the worker
        pool.submit(functools.partial(abs, -42))
        assert [pool.next_result() for _ in range(9)] == list(range(9))
        with pytest.raises(ValueError, match="invalid literal"):
            pool.next_result()
        assert pool.next_result() == 42 and pool.outstanding == 0
    assert _gone(pids)


@pytest.mark.parametrize(("task", "refusal"), [
    (functools.partial(signal.raise_signal, signal.SIGKILL), refusal_codes.WorkerKilled(signal="SIGKILL")),
    (functools.partial(os._exit, 3), refusal_codes.WorkerExited(n=3)),
])
def test_a_worker_that_dies_stops_the_work_and_every_worker_is_reaped(task: Callable[[], Any],
                                                                      refusal: object) -> None:
    with _pool() as pool:
        pids = pool.pids()
        pool.submit(functools.partial(abs, -1))
        assert pool.next_result() == 1
        pool.submit(task)
        with pytest.raises(WorkerDied) as died:  # seen as soon as the pool looks: at the next submit or result
            pool.submit(functools.partial(abs, -2))
            pool.next_result()
        assert died.value.refusal == refusal
        assert _gone(pids)  # killed and reaped before the error was raised
        with pytest.raises(WorkerDied):  # and the pool takes no more work
            pool.submit(functools.partial(abs, -3))
    assert str(died.value) in ("a worker process was killed (SIGKILL)",
                               "a worker process ended unexpectedly (exit code 3)")


def test_an_error_in_the_block_ends_the_workers_even_busy_ones() -> None:
    with pytest.raises(KeyboardInterrupt), _pool() as pool:
        pids = pool.pids()
        pool.submit(functools.partial(signal.sigwait, {signal.SIGUSR1}))  # a worker that would never finish
        raise KeyboardInterrupt
    assert _gone(pids)


def test_a_command_says_the_work_stopped_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    def body() -> int:
        raise WorkerDied(refusal_codes.WorkerKilled(signal="SIGKILL"))

    assert run_command("audit", body) == 2
    assert capsys.readouterr().err == ("dealer-app audit: a worker process was killed (SIGKILL); the work stopped "
                                       "unfinished, nothing recorded\n")
    assert run_command("audit", body, "ru") == 2
    assert capsys.readouterr().err == ("dealer-app audit: рабочий процесс был принудительно завершён (SIGKILL); "
                                       "работа прервана, ничего не записано\n")
