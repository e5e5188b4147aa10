"""Rounds through the real engine: simulate, export, audit verify, faults mid-round,
and a simulate process killed at 50+ random moments.

"Acknowledged" here means: the simulator printed ``ack round=R step=N seq=S
digest=D`` on standard output, which it does only after the step's
transaction has committed (``RoundService.apply`` returned)."""

from __future__ import annotations

import json
import random
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from store_helpers import FAST_HASHER

pytest.importorskip("rules.poker.generator", reason="the engine's generator has not landed yet")

from dealer_app.cli_store import audit_main, export_main, simulate_main
from dealer_app.services import DealerServices
from dealer_app.services.simulate import Simulator, step_digest
from dealer_app.store import DiskFullError, RoundStatus, StoreIOError
from dealer_app.store.faults import disk_full, io_errors

ACK = re.compile(r"^ack round=(\d+) step=(\d+) seq=(\d+) digest=([0-9a-f]+)$")


def test_simulate_export_and_verify(db_path: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from rules.poker import settle_round

    assert simulate_main(["--db", str(db_path), "--rounds", "40", "--seed", "7"]) == 0
    assert audit_main(["verify", "--db", str(db_path)]) == 0
    out = tmp_path / "shift.jsonl"
    assert export_main(["--db", str(db_path), "--out", str(out)]) == 0
    lines = [json.loads(x) for x in out.read_text().splitlines()]
    assert len(lines) == 40
    with DealerServices.open(db_path, station="t", hasher=FAST_HASHER, record_startup=False) as s:
        shift = s.read.latest_shift()
        assert shift is not None and shift.simulated and shift.closed_seq is not None
        views = {str(v.id): v for v in s.read.rounds(shift.id)}
    for line in lines:
        assert line["format"] == "russian-poker-round/1"
        assert set(line["house"]) >= {"pay_table", "bonus_table", "max_payout", "currency"}
        view = views[line["id"]]
        assert line["jackpot"] == view.jackpot_start
        assert settle_round(line).to_json()["boxes"] == [dict(b.settlement) for b in view.boxes]


def test_rule_change_applies_from_next_round_and_corrections(db_path: Path) -> None:
    from rules.poker.generator import generate_round

    from dealer_app.auth.roles import Permission

    with DealerServices.open(db_path, station="t", hasher=FAST_HASHER) as s:
        sim = Simulator(s, seed=1)
        session = sim._sign_in()
        shift = s.shifts.open(session, "sim", simulated=True)
        live = s.rounds.start(session, shift.id)
        gen = generate_round(11, live.house, None, jackpot=live.jackpot_start)
        steps = list(gen.steps)
        for step in steps[: len(steps) // 2]:
            live = s.rounds.apply(session, live.round_id, step)
        boss = s.users.system_co_sign("simulator-pit-boss", Permission.EDIT_HOUSE_RULES, purpose="rules",
                                      shift_id=shift.id)
        new = s.house.save(boss, "default", {"max_payout": 123_400})
        s.rounds.forget(live.round_id)
        resumed = s.rounds.live(live.round_id)  # replayed from the store
        assert resumed.steps == live.steps and resumed.house_version == live.house_version != new.version
        for step in steps[len(steps) // 2:]:
            resumed = s.rounds.apply(session, live.round_id, step)
        if not s.rounds.approval_state(live.round_id).satisfied:
            s.rounds.approve(s.users.system_co_sign("simulator-pit-boss", Permission.APPROVE, purpose="a",
                                                    shift_id=shift.id), live.round_id)
        s.rounds.confirm(session, live.round_id)
        nxt = s.rounds.start(session, shift.id)
        assert nxt.house_version == new.version
        void_sig = s.users.system_co_sign("simulator-pit-boss", Permission.VOID, purpose="v", shift_id=shift.id)
        s.rounds.void(void_sig, nxt.round_id, "misdeal: two cards exposed")
        rule_sig = s.users.system_co_sign("simulator-pit-boss", Permission.RULE, purpose="r", shift_id=shift.id)
        first_box = s.read.round(live.round_id).boxes[0]
        s.rounds.rule(rule_sig, live.round_id, first_box.box, first_box.computed_net + 100, "dealer misread")
        view = s.read.round(live.round_id)
        assert view.boxes[0].effective_net == first_box.computed_net + 100
        assert view.boxes[0].computed_net == first_box.computed_net
        assert s.read.round(nxt.round_id).void is not None
    assert audit_main(["verify", "--db", str(db_path)]) == 0


@pytest.mark.parametrize("fault", ["disk_full", "io_error"])
def test_fault_mid_round_keeps_the_round(db_path: Path, fault: str) -> None:
    from rules.poker.generator import generate_round

    if fault == "io_error" and not sys.platform.startswith("linux"):
        pytest.skip("descriptor swapping uses /proc/self/fd")
    with DealerServices.open(db_path, station="t", hasher=FAST_HASHER) as s:
        sim = Simulator(s, seed=3)
        session = sim._sign_in()
        shift = s.shifts.open(session, "sim", simulated=True)
        live = s.rounds.start(session, shift.id)
        steps = list(generate_round(5, live.house, None, jackpot=live.jackpot_start).steps)
        half = len(steps) // 2
        for step in steps[:half]:
            live = s.rounds.apply(session, live.round_id, step)
        injector = disk_full if fault == "disk_full" else io_errors
        error = DiskFullError if fault == "disk_full" else StoreIOError
        pos = half
        with injector(s.store), pytest.raises(error):  # type: ignore[arg-type]
            while pos < len(steps):
                live = s.rounds.apply(session, live.round_id, steps[pos])
                pos += 1
        kept = s.rounds.live(live.round_id)
        assert kept.steps == pos and kept.state == live.state  # the round stays in memory as acknowledged
        for step in steps[pos:]:
            kept = s.rounds.apply(session, live.round_id, step)
        sim._play(kept, [])
        assert s.store.round(live.round_id).status == RoundStatus.SETTLED
    assert audit_main(["verify", "--db", str(db_path)]) == 0


def test_killed_at_random_moments(db_path: Path, tmp_path: Path) -> None:
    rng = random.Random(20240611)
    acks: list[tuple[int, int, int, str]] = []
    cmd = [sys.executable, "-c", "import sys; from dealer_main import main; sys.exit(main(sys.argv[1:]))",
           "simulate", "--db", str(db_path), "--rounds", "100000", "--seed", "99"]
    kills = 0
    t0 = time.monotonic()
    while kills < 52:
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        time.sleep(rng.uniform(0.3, 1.6))
        proc.send_signal(signal.SIGKILL)
        out, _ = proc.communicate()
        kills += 1
        for line in out.splitlines():
            m = ACK.match(line)
            if m:
                acks.append((int(m[1]), int(m[2]), int(m[3]), m[4]))
        assert time.monotonic() - t0 < 600
    assert simulate_main(["--db", str(db_path), "--rounds", "1", "--seed", "1", "--quiet"]) == 0
    assert acks, "the child never acknowledged a step"
    with DealerServices.open(db_path, station="t", hasher=FAST_HASHER, record_startup=False) as s:
        for round_id, n, seq, digest in acks:
            e = s.store.entry(seq)
            assert e is not None and e.kind == "step" and e.round_id == round_id and e.payload["n"] == n
            assert step_digest(e.payload["step"]) == digest
        assert not s.store.rounds(status=RoundStatus.OPEN)
        shifts = s.read.shifts()
        exported_ids: set[str] = set()
        for shift in shifts:
            out = tmp_path / f"s{shift.id}.jsonl"
            assert export_main(["--db", str(db_path), "--shift", str(shift.id), "--out", str(out)]) == 0
            exported_ids |= {json.loads(x)["id"] for x in out.read_text().splitlines()}
        settled = {str(r.id) for r in s.store.rounds(status=RoundStatus.SETTLED)}
        assert exported_ids == settled
    assert audit_main(["verify", "--db", str(db_path)]) == 0
