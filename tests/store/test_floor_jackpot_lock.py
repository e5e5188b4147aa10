"""The linked jackpot's lock (issue 22, case 5): two tables hit the same linked meter.

Table 2 hits a royal flush (100 % of the meter) and waits for its approval; table 1 then
hits a straight flush (50 %) while table 2's waits. Table 1's hit is queued: it is
recorded, the podium and both tables' services say so, and its approval is refused (the
server refuses it too) until table 2's hit is paid. Approval pays from the meter as it
stands; the dealer's confirm never fails; contributions go on while the meter is locked;
the meter is right to the cent and ``audit verify`` passes.

Two backends (one per table, as two stations) and the podium on one real floor, each on a
login of its own (``floor add-station``): the lock holds whatever a station's code does.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pg_server import fresh_database, station_logins
from store_helpers import FAST_HASHER, make_users

from dealer_app.auth.roles import Permission
from dealer_app.cli.store import audit_main
from dealer_app.services import DealerServices
from dealer_app.services.common import StateError
from dealer_app.services.floor_view import FloorView
from dealer_app.services.rounds import JackpotQueued
from dealer_app.store.errors import JackpotQueuedError
from dealer_app.store.postgres import MeterWouldGoNegativeError, link_meter, linked_meters
from dealer_app.store.records import EntryKind, NewEntry
from rules.poker import step_from_json

pytestmark = pytest.mark.floor

START = 1_043_510  # €10,435.10: table 1's 50 % share of it is €5,217.55
RULES = {"jackpot_contribution_percent": 2, "jackpot_percent": {"straight_flush": 50, "royal_flush": 100}}
ROYAL = ["Ah", "Kh", "Qh", "Jh", "Th"]
STRAIGHT_FLUSH = ["9s", "8s", "7s", "6s", "5s"]
NOTHING = ["2c", "7d", "9h", "Jc", "4s"]
DEALER = ["4c", "4d", "8d", "Jd", "2h"]  # a pair of fours: the dealer has a game


def steps(cards: list[str]) -> list[Any]:
    """One box: Ante €10.00 and a €5.00 bonus (2 % of it, 10 cents, feeds the meter), bets."""
    return [step_from_json(s) for s in (
        {"kind": "place_bet", "box": 1, "ante": 1000, "bonus": 500}, {"kind": "close_bets"},
        {"kind": "bonus_cards", "box": 1, "cards": cards}, {"kind": "decide", "box": 1, "decision": "bet"},
        {"kind": "dealer_cards", "cards": DEALER})]


class Table:
    """One table's station: its own services on the floor, Dan dealing."""

    def __init__(self, url: str, name: str) -> None:
        self.s = DealerServices.open(url, table=name, station=f"dealer-pc-{name}", hasher=FAST_HASHER)
        self.dan = self.s.users.sign_in("dan", "123456")
        self.shift = self.s.shifts.open(self.dan, name)

    def hit(self, cards: list[str]) -> int:
        live = self.s.rounds.start(self.dan, self.shift.id)
        for step in steps(cards):
            live = self.s.rounds.apply(self.dan, live.round_id, step)
        assert live.complete
        return int(live.round_id)

    def confirm(self, round_id: int) -> Any:
        return self.s.rounds.confirm(self.dan, round_id)

    def ahead(self, round_id: int) -> list[str]:
        queue = self.s.rounds.jackpot_queue(round_id)
        assert queue is not None and queue.meter == "Pit 1"
        return [str(h) for h in queue.ahead_of(round_id)]


@pytest.fixture
def floor(pg_server: str) -> Iterator[str]:
    with fresh_database(pg_server, floor=True) as url:
        link_meter(url, "Pit 1", ["Table 1", "Table 2", "Table 3"], START, create=True)
        for t in ("Table 1", "Table 2", "Table 3"):
            with DealerServices.open(url, table=t, station="set-up", hasher=FAST_HASHER) as s:
                if t == "Table 1":
                    make_users(s)
                s.house.save(s.users.sign_in("pat", "123456"), "default", RULES, note="linked jackpot")
        yield url


@pytest.fixture
def logins(floor: str, tmp_path: Path) -> Iterator[dict[str | None, str]]:
    """Each station and the podium on a login of its own (``floor add-station``)."""
    with station_logins(floor, ["Table 1", "Table 2", "Table 3", None], tmp_path) as made:
        yield made


@pytest.fixture
def tables(logins: dict[str | None, str]) -> Iterator[tuple[Table, Table, FloorView]]:
    t1, t2 = Table(logins["Table 1"], "Table 1"), Table(logins["Table 2"], "Table 2")
    podium = FloorView(logins[None], ["Table 1", "Table 2"], hasher=FAST_HASHER)
    try:
        yield t1, t2, podium
    finally:
        podium.close()
        t1.s.close()
        t2.s.close()


def meter(url: str) -> int:
    return linked_meters(url)["Pit 1"][1]


def held(podium: FloorView) -> dict[str, tuple[int, str | None]]:
    """The podium's approvals queue: per table, the share held and what it is queued behind."""
    return {h.table: (sum(i.amount for i in h.items if i.kind == "jackpot"),
                      str(h.queued_behind) if h.queued_behind else None) for h in podium.approvals()}


def test_two_tables_hit_the_same_linked_jackpot(tables: tuple[Table, Table, FloorView], floor: str,
                                                 logins: dict[str | None, str]) -> None:
    """Approvals tried in either order: the queued table's first (refused, nothing recorded),
    then the holding table's, then the queued one's again before the first is paid (refused),
    and after it is paid (from the meter as it then stands)."""
    t1, t2, podium = tables
    r2 = t2.hit(ROYAL)  # table 2 hits first: 100 % of €10,435.10, waiting for the podium
    r1 = t1.hit(STRAIGHT_FLUSH)  # table 1 hits while table 2's waits: queued, recorded
    assert t1.s.store.round(r1) is not None and t1.s.store.round(r1).steps == 5  # type: ignore[union-attr]
    assert t2.ahead(r2) == [] and t1.ahead(r1) == ["Table 2 round 1"]
    q2 = t2.s.rounds.jackpot_queue(r2)
    assert q2 is not None and [str(h) for h in q2.behind(r2)] == ["Table 1 round 1"]  # table 2's station says so
    assert held(podium) == {"Table 2": (START, None), "Table 1": (START // 2, "Table 2 round 1")}

    # contributions go on while the meter is locked: table 3 deals a round with no hit
    t3 = Table(logins["Table 3"], "Table 3")
    try:
        r3 = t3.hit(NOTHING)
        assert t3.s.rounds.jackpot_queue(r3) is None
        assert t3.confirm(r3).payload["meter_delta"] == 10
    finally:
        t3.s.close()
    assert meter(floor) == START + 10
    assert held(podium) == {"Table 2": (START + 10, None), "Table 1": ((START + 10) // 2, "Table 2 round 1")}

    with pytest.raises(JackpotQueued, match=r"locked by the hit at Table 2, round 1"):
        podium.approve("Table 1", r1, "pat", "123456")
    podium.approve("Table 2", r2, "pat", "123456")  # pays from the meter as it stands: €10,435.20
    # what the approval pays is kept on the meter: a pit boss's adjustment at table 3 that would leave
    # less is refused (nothing recorded); one that adds goes through
    with DealerServices.open(logins["Table 3"], table="Table 3", station="dealer-pc-3", hasher=FAST_HASHER) as s3:
        def adjust(delta: int) -> Any:
            sig = s3.users.co_sign("paula", "123456", Permission.ADJUST_METER, purpose="adjust")
            return s3.meter.adjust(sig, delta, "test")
        with pytest.raises(MeterWouldGoNegativeError, match=f"holds {START + 10}, of which {START + 10} is approved "
                                                            "for the hit at Table 2, round 1"):
            adjust(-5)
        adjust(7)
        adjust(-7)
    assert meter(floor) == START + 10
    with pytest.raises(JackpotQueued, match="queued"):  # still queued until table 2's hit is paid
        podium.approve("Table 1", r1, "paula", "123456")
    # the server holds the lock whatever a station's code does: an approval of table 1 written
    # around the service is refused, nothing recorded
    sig = t1.s.users.co_sign("pat", "123456", Permission.APPROVE, purpose="approve payout", round_id=r1)
    head = t1.s.store.anchor().head_seq
    with pytest.raises(JackpotQueuedError, match="locked by the hit at Table 2, round 1"):
        t1.s.ctx.append_many([NewEntry(EntryKind.APPROVED, {"steps": 5, "digest": "x", "items": [],
                                                             "jackpot_base": 0, **t1.s.ctx.signature_of(sig)},
                                       sig.user.id, "x", t1.shift.id, r1)])
    assert t1.s.store.anchor().head_seq == head

    e2 = t2.confirm(r2)  # never fails
    assert e2.payload["jackpot_shares"] == START + 10 and e2.payload["jackpot_start"] == START + 10
    assert e2.payload["round_jackpot_start"] == START
    assert meter(floor) == 10  # €0.10: table 2's contribution
    assert t1.ahead(r1) == []  # table 1's hit now holds the meter
    # what the podium now approves: 50 % of the meter as it stands (€0.10), never the €5,217.55 of
    # the meter at table 1's start
    assert held(podium) == {"Table 1": (5, None)}

    podium.approve("Table 1", r1, "pat", "123456")  # from the meter as it then stands: €0.10
    owed = t1.s.rounds.owed(r1)
    assert owed is not None and owed.approval is not None
    assert owed.box(1).held[0].amount == 5  # the share the dealer pays: 50 % of €0.10
    e1 = t1.confirm(r1)  # never fails
    assert (e1.payload["jackpot_shares"], e1.payload["jackpot_contribution"]) == (5, 10)
    assert meter(floor) == 15  # €0.15
    assert t1.s.store.jackpot_queue() is not None and t1.s.store.jackpot_queue().hits == ()  # type: ignore[union-attr]
    assert podium.approvals() == []
    assert audit_main(["verify", "--db", logins[None]]) == 0


def test_a_lone_station_on_sqlite_pays_its_hit_as_before(tmp_path: Any) -> None:
    """On a station's own file there is no other table: no queue, and the share is the
    meter at the round's start (RULES.md §4), approved and confirmed as before."""
    with DealerServices.open(str(tmp_path / "lone.db"), hasher=FAST_HASHER, station="lone") as s:
        make_users(s)
        s.house.save(s.users.sign_in("pat", "123456"), "default", RULES, note="jackpot")
        s.meter.adjust(s.users.co_sign("paula", "123456", Permission.ADJUST_METER, purpose="seed"), START, "seed")
        s.users.sign_out()
        dan = s.users.sign_in("dan", "123456")
        shift = s.shifts.open(dan, "Lone")
        live = s.rounds.start(dan, shift.id)
        for step in steps(STRAIGHT_FLUSH):
            live = s.rounds.apply(dan, live.round_id, step)
        assert s.rounds.jackpot_queue(live.round_id) is None
        s.rounds.approve(s.users.co_sign("pat", "123456", Permission.APPROVE, purpose="approve payout",
                                         round_id=live.round_id), live.round_id)
        e = s.rounds.confirm(dan, live.round_id)
        assert e.payload["jackpot_shares"] == START // 2 and "round_jackpot_start" not in e.payload
        assert s.meter.value() == START - START // 2 + 10


def test_verify_names_a_share_paid_from_a_meter_no_approval_recorded(
        tmp_path: Any, capsys: pytest.CaptureFixture[str]) -> None:
    """A station whose code settles a hit from a meter other than the round's start, with no
    approval recording that meter, is named by ``audit verify`` (the settlement is signed
    and re-settles consistently: only the approval ties the meter to the round)."""
    from dealer_app.audit.settlement_checks import jackpot_movement, settlement_digest
    from dealer_app.services.rounds import _at_meter

    db = tmp_path / "lone.db"
    with DealerServices.open(str(db), hasher=FAST_HASHER, station="lone") as s:
        make_users(s)
        s.house.save(s.users.sign_in("pat", "123456"), "default", RULES, note="jackpot")
        s.meter.adjust(s.users.co_sign("paula", "123456", Permission.ADJUST_METER, purpose="seed"), START, "seed")
        s.users.sign_out()
        dan = s.users.sign_in("dan", "123456")
        shift = s.shifts.open(dan, "Lone")
        live = s.rounds.start(dan, shift.id)
        for step in steps(STRAIGHT_FLUSH):
            live = s.rounds.apply(dan, live.round_id, step)
        forged = _at_meter(live, START // 2)  # half the meter: a smaller share, the meter keeps the rest
        settlement = forged.result
        assert settlement is not None
        approval = s.rounds.approve(s.users.co_sign("pat", "123456", Permission.APPROVE, purpose="approve payout",
                                                    round_id=live.round_id), live.round_id)
        shares, contribution, boxes = jackpot_movement(settlement)
        s.ctx.append_many([NewEntry(EntryKind.ROUND_SETTLED, {
            "settlement": forged.settlement(), "round": forged.round_json(), "house_version": live.house_version,
            "jackpot_start": START // 2, "jackpot_shares": shares, "jackpot_contribution": contribution,
            "jackpot_boxes": boxes, "meter_delta": contribution - shares, "steps": live.steps,
            "digest": settlement_digest(settlement), "approval": approval.seq, "rulings": [],
            "approval_items": []}, dan.user.id, "lone", shift.id, live.round_id, live.last_seq)])
    capsys.readouterr()
    assert audit_main(["verify", "--db", str(db)]) == 1
    assert (f"paid its jackpot shares from a meter of {START // 2}, but the round started with {START} and no "
            "approval in force recorded that meter") in capsys.readouterr().out


def test_a_correction_or_a_refusal_of_a_linked_hit(tables: tuple[Table, Table, FloorView],
                                                               logins: dict[str | None, str]) -> None:
    """Table 1's dealer undoes the last entry of its queued hit: the round is no longer a hit,
    so it leaves the queue; entered again, it joins the queue's end, behind table 2's. A pit
    boss's refusal after table 2's approval withdraws that approval."""
    t1, t2, podium = tables
    r1 = t1.hit(STRAIGHT_FLUSH)  # table 1 first this time
    r2 = t2.hit(ROYAL)
    assert t2.ahead(r2) == ["Table 1 round 1"]
    live = t1.s.rounds.apply(t1.dan, r1, step_from_json({"kind": "undo"}))
    assert not live.complete and t2.ahead(r2) == []  # table 2's hit now holds the meter
    t1.s.rounds.apply(t1.dan, r1, steps(STRAIGHT_FLUSH)[-1])
    assert t1.ahead(r1) == ["Table 2 round 1"]
    assert held(podium) == {"Table 2": (START, None), "Table 1": (START // 2, "Table 2 round 1")}
    # a refusal after the approval withdraws it (it names the round as the approval left it: from
    # the meter at the approval, which table 3's contribution moved since table 2's round started)
    t3 = Table(logins["Table 3"], "Table 3")
    try:
        t3.confirm(t3.hit(NOTHING))
    finally:
        t3.s.close()
    podium.approve("Table 2", r2, "pat", "123456")
    podium.refuse("Table 2", r2, "paula", "123456", "recount")
    st = t2.s.rounds.approval_state(r2)
    assert st.outstanding_refusal is not None and not st.satisfied
    with pytest.raises(StateError, match="refused by a pit boss"):
        t2.confirm(r2)
    podium.approve("Table 2", r2, "pat", "123456")  # after the recount
    assert t2.confirm(r2).payload["jackpot_shares"] == START + 10
