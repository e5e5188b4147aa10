"""A ``dealer-app simulate`` child process killed with SIGKILL at 55 random moments,
all on one database.

"Acknowledged": the simulator prints ``ack round=R step=N seq=S digest=D`` on
standard output right after ``RoundService.apply`` returned, i.e. after the
step's transaction committed (WAL, ``synchronous=FULL``); and ``ack round=R
settled seq=S`` after the settlement's transaction committed. That is the
moment the desktop app shows a step as entered. Only complete lines count (a
line cut by the kill was never acknowledged).

The kill moments are random: a quarter at a random time after the child starts
(during start-up checks, the resumption of the interrupted round, the shift's
opening...), the rest after a random number of acknowledgements plus a random
few milliseconds (mid-round, between steps, during a settlement). After every
kill, the database is opened as the app would open it (start-up checks) and:

* every step acknowledged so far is in the log, at the acknowledged position,
  with the same content (digest), in the acknowledged round;
* the interrupted round (if any) is open, never exported, and nothing but
  settled rounds is exported.

At the end one more run resumes the last interrupted round and closes its
shift; then ``audit verify`` passes, no round was lost or voided, every settled
round holds exactly its generator's steps (no step lost, repeated or skipped:
each restart went on from the last acknowledged step), and the exports hold
exactly the settled rounds.
"""

from __future__ import annotations

import random
import re
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import pytest
from store_helpers import FAST_HASHER

from dealer_app.cli.store import audit_main, export_lines, simulate_main
from dealer_app.services import DealerServices
from dealer_app.services.simulate import step_digest
from dealer_app.store import RoundStatus

STEP_ACK = re.compile(rb"^ack round=(\d+) step=(\d+) seq=(\d+) digest=([0-9a-f]+)$")
SETTLED_ACK = re.compile(rb"^ack round=(\d+) settled seq=(\d+)$")
KILLS = 40


def _complete_lines(data: bytes) -> list[bytes]:
    lines = data.split(b"\n")
    return lines[:-1]  # the last piece is empty, or a line the kill cut short


def _check_after_kill(db_path: Path, steps: list[tuple[int, int, int, str]], settled: dict[int, int],
                      checked: int) -> None:
    if not db_path.exists():  # killed before the database was created
        assert not steps
        return
    with DealerServices.open(db_path, station="checker", hasher=FAST_HASHER, record_startup=False,
                             create=False) as s:
        for round_id, n, seq, digest in steps[checked:]:
            e = s.store.entry(seq)
            assert e is not None, f"acknowledged step {n} of round {round_id} (entry {seq}) is lost"
            assert e.kind == "step" and e.round_id == round_id and e.payload["n"] == n
            assert step_digest(e.payload["step"]) == digest
        for round_id, seq in settled.items():
            row = s.store.round(round_id)
            assert row is not None and row.status == RoundStatus.SETTLED and row.settled_seq == seq
        open_rounds = s.store.rounds(status=RoundStatus.OPEN)
        assert len(open_rounds) <= 1
        for r in open_rounds:
            ids = {line["id"] for line in export_lines(s, r.shift_id)}
            assert str(r.id) not in ids, "a half round was exported"
            assert ids <= {str(x.id) for x in s.store.rounds(r.shift_id, status=RoundStatus.SETTLED)}


@pytest.mark.slow
@pytest.mark.subprocess
def test_killed_at_random_moments(db_path: Path, tmp_path: Path) -> None:
    from rules.poker.generator import generate_round

    rng = random.Random(20240611)
    cmd = [sys.executable, "-c", "import sys; from dealer_main import main; sys.exit(main(sys.argv[1:]))",
           "simulate", "--db", str(db_path), "--rounds", "1000000", "--seed", "99", "--acks", "--quiet"]
    steps: list[tuple[int, int, int, str]] = []
    settled: dict[int, int] = {}
    moments: Counter[str] = Counter()
    checked = 0
    t0 = time.monotonic()
    kills = 0

    def enough() -> bool:
        # A loaded machine (CI) starts the child slowly, so kills at a random time land before
        # anything is acknowledged more often; keep killing (bounded) until every kind of moment is seen.
        return moments["mid-round"] >= 20 and moments["after a settlement"] >= 1 and len(steps) > 500 and len(settled) > 20

    while kills < KILLS or (not enough() and kills < 4 * KILLS):
        kills += 1
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        assert proc.stdout is not None
        head = b""
        if rng.random() < 0.25:
            time.sleep(rng.uniform(0.0, 0.5))
        else:
            want = rng.randint(1, 120)
            seen = 0
            while seen < want:
                line = proc.stdout.readline()
                if not line:
                    break
                head += line
                seen += line.startswith(b"ack ")
            time.sleep(rng.choice([0.0, 0.0005, rng.uniform(0.0, 0.005)]))
        proc.kill()
        rest = proc.stdout.read()
        proc.stdout.close()
        proc.wait()
        assert proc.returncode == -9, "the child ended by itself"
        last = "nothing acknowledged"
        for line in _complete_lines(head + rest):
            if m := STEP_ACK.match(line):
                steps.append((int(m[1]), int(m[2]), int(m[3]), m[4].decode()))
                last = "mid-round"
            elif m := SETTLED_ACK.match(line):
                settled[int(m[1])] = int(m[2])
                last = "after a settlement"
        moments[last] += 1
        _check_after_kill(db_path, steps, settled, checked)  # the acknowledgements new since the last kill
        checked = len(steps)
        assert time.monotonic() - t0 < 900, "the crash test is too slow"
    print(dict(moments), len(steps), "steps", len(settled), "settlements acknowledged")
    assert moments["mid-round"] >= 20 and moments["after a settlement"] >= 1, moments
    assert len(steps) > 500 and len(settled) > 20

    # one more run: it resumes the interrupted round, then plays one round
    assert simulate_main(["--db", str(db_path), "--rounds", "1", "--seed", "1", "--quiet"]) == 0
    assert audit_main(["verify", "--db", str(db_path)]) == 0
    with DealerServices.open(db_path, station="checker", hasher=FAST_HASHER, record_startup=False) as s:
        for round_id, n, seq, digest in steps:
            e = s.store.entry(seq)
            assert e is not None and e.kind == "step" and e.round_id == round_id and e.payload["n"] == n
            assert step_digest(e.payload["step"]) == digest
        assert not s.store.rounds(status=RoundStatus.OPEN)
        assert not s.store.rounds(status=RoundStatus.VOIDED), "an interrupted round could not be resumed"
        rounds = s.store.rounds(status=RoundStatus.SETTLED)
        assert {r.id for r in rounds} >= set(settled) | {r for r, *_ in steps}
        for r in rounds:
            started = s.store.entry(r.started_seq)
            assert started is not None
            house = s.house.get(r.house_version).rules
            planned = generate_round(started.payload["sim_seed"], house, None, jackpot=r.jackpot_start).steps
            assert s.rounds.steps(r.id) == [step.to_json() for step in planned], f"round {r.id}"
        exported: set[str] = set()
        for shift in s.read.shifts():
            assert shift.closed_seq is not None and shift.simulated
            exported |= {line["id"] for line in export_lines(s, shift.id)}
        assert exported == {str(r.id) for r in rounds}
