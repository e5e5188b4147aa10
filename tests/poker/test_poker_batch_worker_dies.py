"""``dealer-app settle --batch`` in worker processes, as a real process: a worker killed
while it holds a chunk (the out-of-memory killer's SIGKILL) stops the batch at once with
one line and exit 2, never a wait for ever; what it wrote is whole, line for line, up to
the input line it names; and no worker outlives the command, whether it succeeds, loses
a worker, or is itself stopped (SIGTERM, Ctrl+C).

The kill happens at a known point: the workers wait at the test seam's gate
(``DEALER_APP_TEST_WORKER_GATE``, :mod:`dealer_app.workers`) holding their chunks."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from cli_support import end_group, held, left_behind, start_gated

pytestmark = [pytest.mark.subprocess, pytest.mark.skipif(not sys.platform.startswith("linux"), reason="/proc")]

PROMPT = 10.0  # seconds: the command normally exits within a fraction of one; a hang fails here, not never


@pytest.fixture(scope="module")
def rounds() -> list[bytes]:
    """Three chunks of input (1,000 lines each, as the command cuts them): two held by the
    two workers, one waiting. One line in 50 is a round, the others blank (read, counted,
    and skipped): a chunk takes its worker milliseconds."""
    from rules.poker import HouseRules, generate_round

    house = HouseRules()
    return [json.dumps(generate_round(i, house).round_json).encode() if i % 50 == 7 else b"" for i in range(3000)]


def _start(tmp_path: Path, rounds: list[bytes], *extra: str) -> tuple[subprocess.Popen[bytes], Path]:
    src = tmp_path / "rounds.jsonl"
    src.write_bytes(b"\n".join(rounds) + b"\n")
    gate = tmp_path / "gate"
    gate.mkdir()
    proc = start_gated(["settle", "--batch", str(src), "--jobs", "2", *extra], gate, tmp_path / "out", tmp_path / "err")
    return proc, gate


def _exit_of(proc: subprocess.Popen[bytes]) -> tuple[int, float]:
    """The command's exit code and how long it took to exit from now."""
    t0 = time.monotonic()
    try:
        code = proc.wait(PROMPT)
    except subprocess.TimeoutExpired:
        raise AssertionError(f"the command still runs {PROMPT} s later: it waits for ever") from None
    return code, time.monotonic() - t0


def test_a_killed_worker_stops_the_batch_after_what_was_settled(tmp_path: Path, rounds: list[bytes]) -> None:
    from dealer_app.cli.settle import settle_lines

    proc, gate = _start(tmp_path, rounds)
    try:
        first, second = held(gate, 0), held(gate, 1)  # chunk 0 and chunk 1, one each
        (gate / "go-0").touch()  # chunk 0 is settled; its worker is handed chunk 2 (so chunk 0 was taken in)
        assert held(gate, 2) == first
        os.kill(second, signal.SIGKILL)  # the worker holding chunk 1
        code, took = _exit_of(proc)
    finally:
        end_group(proc)
    err = (tmp_path / "err").read_text(encoding="utf-8")
    assert err == ("dealer-app settle: a worker process was killed (SIGKILL); the output stops after input line 1000: "
                   "nothing past it was settled\n")
    assert code == 2, err
    assert took < PROMPT
    expected = b"".join(line + b"\n" for line in settle_lines(rounds[:1000]))
    assert (tmp_path / "out").read_bytes() == expected  # chunk 0 whole, nothing of the others
    assert left_behind(gate, [first, second]) == []


def test_in_russian_and_before_anything_was_settled(tmp_path: Path, rounds: list[bytes]) -> None:
    proc, gate = _start(tmp_path, rounds, "--lang", "ru")
    try:
        first, second = held(gate, 0), held(gate, 1)
        os.kill(first, signal.SIGKILL)
        code, _ = _exit_of(proc)
    finally:
        end_group(proc)
    assert (tmp_path / "err").read_text(encoding="utf-8") == (
        "dealer-app settle: рабочий процесс был принудительно завершён (SIGKILL); вывод обрывается после строки "
        "ввода 0: дальше ничего не рассчитано\n")
    assert code == 2
    assert (tmp_path / "out").read_bytes() == b""
    assert left_behind(gate, [first, second]) == []


@pytest.mark.parametrize(("sig", "exit_code", "said"), [
    (signal.SIGTERM, 128 + signal.SIGTERM, ""),
    (signal.SIGINT, 130, "dealer-app settle: interrupted\n"),
])
def test_a_stopped_command_leaves_no_worker(tmp_path: Path, rounds: list[bytes], sig: int, exit_code: int,
                                            said: str) -> None:
    proc, gate = _start(tmp_path, rounds)
    try:
        workers = [held(gate, 0), held(gate, 1)]
        os.kill(proc.pid, sig)  # the command itself, while its workers hold their chunks
        code, _ = _exit_of(proc)
    finally:
        end_group(proc)
    assert (code, (tmp_path / "err").read_text(encoding="utf-8")) == (exit_code, said)
    assert left_behind(gate, workers) == []


def test_a_whole_batch_leaves_no_worker(tmp_path: Path, rounds: list[bytes]) -> None:
    from dealer_app.cli.settle import settle_lines

    proc, gate = _start(tmp_path, rounds)
    try:
        workers = [held(gate, 0), held(gate, 1)]
        (gate / "go").touch()
        code, _ = _exit_of(proc)
    finally:
        end_group(proc)
    assert (code, (tmp_path / "err").read_bytes()) == (0, b"")
    assert (tmp_path / "out").read_bytes() == b"".join(line + b"\n" for line in settle_lines(rounds))
    assert sorted(int(p.name.rsplit("-", 1)[1]) for p in gate.glob("held-2-*"))[0] in workers
    assert left_behind(gate, workers) == []
