"""Resume after a crash: a real child process is killed with SIGKILL mid-round;
a new window on the same database shows the round exactly where it was.

"Acknowledged" here means: the table screen received the store's answer to
the step (the driver waits for it) and the child printed ``ACK n``. Every
acknowledged step must be back; the entry being typed (never confirmed) must
not be."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from ui_helpers import close_window, make_window, open_table, table_snapshot

from rules.cards import parse_cards
from rules.poker.record import Decision
from rules.poker.table import BonusCards, CloseBets, DealerCards, Decide, Exchange, FinalCards, Insure, PlaceBet
from ui.devtools.driver import wait_until

HERE = Path(__file__).resolve().parent


@pytest.mark.slow
@pytest.mark.subprocess
def test_a_round_killed_mid_entry_resumes_exactly_where_it_was(qapp: Any, db_path: Path, people: Any,
                                                              tmp_path: Path) -> None:
    steps = [
        PlaceBet(1, 1000), PlaceBet(2, 2500, bonus=500), PlaceBet(4, 1000, dark=True), CloseBets(),
        BonusCards(2, parse_cards("Ah Kd Kh 6c 2d")), Exchange(1, count=2), Decide(1, Decision.BET),
        Decide(2, Decision.BET), Insure(1, 1000), DealerCards(parse_cards("Jc Jd 9s 6h 2c")),
    ]
    steps_file = tmp_path / "steps.json"
    steps_file.write_text(json.dumps([s.to_json() for s in steps]))
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    child = subprocess.Popen([sys.executable, str(HERE / "child_table.py"), str(db_path), str(steps_file)],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    acks: list[int] = []
    shown: dict[str, Any] = {}
    try:
        assert child.stdout is not None
        for line in child.stdout:
            if line.startswith("ACK "):
                acks.append(int(line.split()[1]))
            elif line.startswith("TABLE "):
                shown = json.loads(line[6:])
            elif line.strip() == "READY":
                break
        else:
            raise AssertionError("the child ended early: " + (child.stderr.read() if child.stderr else ""))
        os.kill(child.pid, signal.SIGKILL)
        child.wait(10)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait(10)
        for pipe in (child.stdout, child.stderr):
            if pipe is not None:
                pipe.close()
    assert child.returncode == -signal.SIGKILL
    assert acks == sorted(set(acks)) and acks[-1] == shown["steps"]

    w = make_window(db_path)
    try:
        d = open_table(w)
        t = d.table
        wait_until(lambda: t.update_ is not None and t.update_.steps > 0, 10000, "the resumed round")
        assert t.update_.resumed
        assert table_snapshot(t) == shown
        assert not t.entry.is_open, "what was typed but never confirmed is gone"
        assert "resumed round" in t.top.saved.text()
        # and the round carries on from there
        d.steps([FinalCards(1, parse_cards("Qh Qs Qd 8c 4h"))])
        assert t.update_.steps == shown["steps"] + 1
    finally:
        close_window(w)
