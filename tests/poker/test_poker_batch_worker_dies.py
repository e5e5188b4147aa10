"""``dealer-app settle --batch`` in worker processes: a worker killed (the out-of-memory
killer's SIGKILL) stops the batch with one line and exit 1, never a wait for ever, and
what it wrote is complete, line for line, up to the input line it names."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time

import pytest
from cli_support import child_pids, start_process

pytestmark = [pytest.mark.subprocess, pytest.mark.skipif(not sys.platform.startswith("linux"), reason="/proc")]


def _workers(pid: int, n: int) -> list[int]:
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        found = child_pids(pid)
        if len(found) >= n:
            return found
        time.sleep(0.02)
    raise AssertionError(f"the command started {child_pids(pid)} and not {n} workers")


def test_a_killed_worker_stops_the_batch_with_one_line() -> None:
    from rules.poker import HouseRules, generate_round

    house = HouseRules()
    rounds = [json.dumps(generate_round(seed, house).round_json).encode() for seed in range(100)]
    lines = [rounds[i % len(rounds)] for i in range(8000)]
    proc = start_process("settle", "--batch", "-", "--jobs", "2")
    try:
        assert proc.stdin is not None
        # two chunks and a half: the command hands out two and waits to read the third
        proc.stdin.write(b"\n".join(lines[:2500]) + b"\n")
        proc.stdin.flush()
        workers = _workers(proc.pid, 2)
        os.kill(workers[0], signal.SIGKILL)
        out, err = proc.communicate(b"\n".join(lines[2500:]) + b"\n", timeout=20)
    except subprocess.TimeoutExpired:
        raise AssertionError("settle --batch waited for ever after a worker died") from None
    finally:
        if proc.poll() is None:  # the command and its workers (which hold its pipes open)
            os.killpg(proc.pid, signal.SIGKILL)
            proc.communicate()
    said = err.decode("utf-8").splitlines()
    assert len(said) == 1, said
    m = re.fullmatch(r"dealer-app settle: a worker process was killed \(signal 9\); "
                     r"nothing was settled past input line (\d+)", said[0])
    assert m is not None, said
    assert proc.returncode == 1
    done = int(m.group(1))
    assert done % 1000 == 0 and done < len(lines)
    written = out.splitlines()
    assert len(written) == done  # every line it names, and nothing past it
    for got in written:
        assert json.loads(got)["format"] == "russian-poker-settlement/1"
