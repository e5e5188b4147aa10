"""``dealer_app.workers``: a worker process that dies stops the work with ``WorkerDied``
naming the signal (never a wait for ever), and a command says so in one line, exit 1."""

from __future__ import annotations

import os
import signal

import pytest

from dealer_app import refusal_codes
from dealer_app.cli.scaffold import run_command
from dealer_app.workers import WorkerDied, process_pool, result, submit


def _die(sig: int) -> int:
    os.kill(os.getpid(), sig)
    return 0


def test_a_killed_worker_is_named_by_its_signal_and_the_pool_takes_no_more_work() -> None:
    with process_pool(2) as pool:
        assert result(submit(pool, abs, -3), pool) == 3
        with pytest.raises(WorkerDied) as died:
            result(submit(pool, _die, signal.SIGKILL), pool)
        assert died.value.refusal == refusal_codes.WorkerKilled(signal=9)
        assert str(died.value) == "a worker process was killed (signal 9)"
        with pytest.raises(WorkerDied):
            submit(pool, abs, -3)


def test_a_command_says_the_work_stopped_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    def body() -> int:
        raise WorkerDied(refusal_codes.WorkerKilled(signal=9))

    assert run_command("audit", body) == 1
    assert capsys.readouterr().err == ("dealer-app audit: a worker process was killed (signal 9); stopped unfinished, "
                                       "nothing recorded\n")
    assert run_command("audit", body, "ru") == 1
    assert capsys.readouterr().err == ("dealer-app audit: рабочий процесс был принудительно завершён (сигнал 9); "
                                       "работа прервана, ничего не записано\n")
