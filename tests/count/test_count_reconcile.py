"""The reconciliation: every chip recorded gives a variance of 0 exactly; one round paid
€100 more than its settlement shows −€100 in the hour it happened, with its rounds."""

from __future__ import annotations

import io
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

from count_helpers import OPENER, Table

import dealer_main
from dealer_app.audit.verify import verify_store
from dealer_app.services import DealerServices
from dealer_app.services.simulate import Simulator
from dealer_app.services.simulate_count import CountPlan
from dealer_app.table_count import inventory_total


def test_a_simulated_shift_with_buy_ins_fills_and_credits_has_no_variance(services: DealerServices) -> None:
    result = Simulator(services, seed=11, counts=CountPlan(snapshot_every=8, band_percent=1)).run(40)
    v = services.count.view(result.shift_id)
    assert v.buy_ins and v.slips and v.fills + v.credits > 0 and len(v.snapshots) == 4
    assert v.drop_counted and v.drop_amount == v.estimated_drop
    assert v.win == v.computed and v.variance == 0
    assert [p.variance for p in v.periods] == [0] * 5
    assert v.hold is not None and v.hold * v.drop_amount == v.win  # exact
    assert verify_store(services.store).ok


def test_simulate_command_generates_counts(tmp_path: Path) -> None:
    db = tmp_path / "sim.db"
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = dealer_main.main(["simulate", "--db", str(db), "--rounds", "12", "--seed", "5", "--counts",
                                 "--snapshot-every", "4", "--quiet"])
    assert code == 0, err.getvalue()
    with DealerServices.open(db, record_startup=False, readonly=True) as s:
        shift = s.shifts.latest()
        assert shift is not None
        v = s.count.view(shift.id)
        assert v.opener is not None and v.closer is not None and len(v.snapshots) == 2 and v.buy_ins
        assert v.variance == 0 and v.drop_counted
    with redirect_stdout(io.StringIO()), redirect_stderr(err := io.StringIO()):
        assert dealer_main.main(["simulate", "--db", str(db), "--rounds", "1", "--snapshot-every", "-1"]) == 2
    assert "--snapshot-every" in err.getvalue() and "Traceback" not in err.getvalue()


def test_a_mispayment_points_at_its_hour_and_rounds(services: DealerServices) -> None:
    t = Table.open(services)
    s = t.s
    tray = inventory_total(OPENER)
    rounds: list[list[int]] = []
    for hour in range(3):
        ids = []
        for _ in range(3):
            rid, result = t.play()
            ids.append(rid)
            tray += result
            if hour == 1 and len(ids) == 2:
                tray -= 10_000  # the dealer paid this round's winner €100 more than the settlement
        rounds.append(ids)
        if hour < 2:
            s.count.count_tray(t.dan, t.shift_id, t.chips(tray))  # the hourly snapshot
    t.close(tray)
    t.enter_drop(0)
    v = s.count.view(t.shift_id)
    assert v.variance == -10_000
    assert [p.variance for p in v.periods] == [0, -10_000, 0]
    worst = v.worst_period()
    assert worst is v.periods[1]
    assert [r.round_id for r in worst.listed_rounds()] == rounds[1]
    assert v.beyond_threshold and not v.ready_to_sign


def test_a_ruled_round_is_listed_first(services: DealerServices) -> None:
    from count_helpers import co

    from dealer_app.auth.roles import Permission

    t = Table.open(services)
    s = t.s
    tray = inventory_total(OPENER)
    played = [t.play() for _ in range(3)]
    tray += sum(r for _, r in played)
    first = played[0][0]
    settled = s.store.round(first)
    assert settled is not None
    box = s.read.round(first).boxes[0]
    # a floor ruling after settlement: the box is paid €100 more than computed, and the tray did pay it
    s.rounds.rule(co(s, "paula", Permission.RULE, shift_id=t.shift_id), first, box.box, box.computed_net + 10_000,
                  "misread hand; paid as ruled")
    tray -= 10_000
    t.close(tray)
    v = s.count.view(t.shift_id)
    assert v.variance == 0  # the ruling is the computed result now
    assert v.periods[0].listed_rounds()[0].round_id == first and v.periods[0].listed_rounds()[0].corrected
