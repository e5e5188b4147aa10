"""The pit podium on a floor: a held payout reaches the podium and a refusal comes back
to the dealer's station, both pushed (LISTEN/NOTIFY), never polled.

The latency itself is measured in benchmarks/bench_floor.py; here the waits are generous.
"""

from __future__ import annotations

from typing import Any

import pytest
from pg_server import fresh_database
from store_helpers import FAST_HASHER, deal, find_round, make_users

from dealer_app.auth.roles import Permission
from dealer_app.services import DealerServices
from dealer_app.services.floor_view import FloorView, WrongPinError
from dealer_app.services.rounds import ApprovalKind, required_approvals
from dealer_app.store.pg_listen import FloorListener
from dealer_app.store.records import EntryKind
from rules.poker import Settlement

pytestmark = pytest.mark.floor
THRESHOLD = 5_000


def _wait_for(listener: Any, table: str, kind: str, round_id: int, timeout: float = 20.0) -> Any:
    import time

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for e in listener.events(deadline - time.monotonic()):
            if e.table == table and kind in e.kinds and round_id in e.rounds:
                return e
    raise AssertionError(f"no {kind} event for round {round_id} of {table}")


def test_a_held_payout_reaches_the_podium_and_the_refusal_comes_back(pg_server: str) -> None:
    with fresh_database(pg_server, floor=True) as url:
        stations = {t: DealerServices.open(url, table=t, station=f"dealer-pc-{t}", hasher=FAST_HASHER)
                    for t in ("T1", "T2")}
        try:
            make_users(stations["T1"])  # once for the floor: T2 has them too
            for s in stations.values():
                admin = s.users.co_sign("ada", "111111", Permission.EDIT_SETTINGS, purpose="settings")
                s.settings.update(admin, approval_threshold=THRESHOLD)
            s = stations["T1"]
            dan = s.users.sign_in("dan", "123456")
            shift = s.shifts.open(dan, "T1")
            house = s.house.current("default").rules
            gen = find_round(house, 0, lambda st: any(i.kind is ApprovalKind.PAYOUT for i in required_approvals(
                Settlement.from_json(st, house, jackpot_before=0), THRESHOLD)))
            with FloorView(url, hasher=FAST_HASHER) as podium, FloorListener(url) as station_ears:
                assert podium.approvals() == []
                before = {r.table: r for r in podium.overview()}
                assert before["T1"].open and before["T1"].dealer == "dan" and not before["T2"].open
                r = deal(s, dan, shift.id, gen.steps)  # the last step makes the round complete: held
                events = []
                while not any(e.table == "T1" and r.round_id in e.rounds for e in events):
                    got = podium.wait(20.0)
                    assert got, "the podium heard nothing"
                    events += got
                queue = podium.approvals()
                assert [(h.table, h.round_id, h.refused) for h in queue] == [("T1", r.round_id, None)]
                assert podium.row("T1").held == 1 and podium.row("T1").round_number == r.number
                podium.refuse("T1", r.round_id, "pat", "123456", "recount box 2")
                _wait_for(station_ears, "T1", "refused", r.round_id)
                st = s.rounds.approval_state(r.round_id)
                assert st.outstanding_refusal is not None
                assert st.outstanding_refusal.payload["reason"] == "recount box 2"
                assert podium.approvals()[0].refused == "recount box 2"
                # the podium rules on the refused box (issue 23: it could refuse but never rule);
                # a wrong PIN rules nothing
                box = queue[0].items[0].box
                with pytest.raises(WrongPinError):
                    podium.rule("T1", r.round_id, box, 1_000, "paid as recounted", "pat", "000000")
                assert s.rounds.approval_state(r.round_id).outstanding_refusal is not None
                assert s.store.entries_of_kind([EntryKind.FLOOR_RULING]) == []
                podium.rule("T1", r.round_id, box, 1_000, "paid as recounted", "pat", "123456")
                _wait_for(station_ears, "T1", EntryKind.FLOOR_RULING.value, r.round_id)
                [ruling] = s.store.entries_of_kind([EntryKind.FLOOR_RULING])
                assert ruling.payload["reason"] == "paid as recounted" and podium.approvals() == []
                assert s.rounds.approval_state(r.round_id).outstanding_refusal is None
                s.rounds.confirm(dan, r.round_id)  # the dealer's confirm goes through
        finally:
            for s in stations.values():
                s.close()
