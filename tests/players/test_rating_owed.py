"""A rating's actual win is the figure that stands (the owed record): the cap, a pit boss's
floor rulings before confirmation and after settlement, and a voided round."""

from __future__ import annotations

from clock_support import Clock
from players_helpers import Table, co, make_people, steps_for

from dealer_app.auth.roles import Permission
from dealer_app.services import DealerServices
from dealer_app.services.owed import house_total

QUEENS = "Qh Qs Qd 8c 4h"  # trips beat the dealer's jacks: Bet 3 to 1
AK = "Ah Kd 7c 5s 3d"  # loses to the dealer's pair
AK2 = "Ac Kh 8d 4s 3c"


def _owed_house(s: DealerServices, shift_id: int, boxes: set[int]) -> int:
    """The house's figure that stands on these boxes over the shift, from the owed record."""
    return -sum(b.counts for r in s.read.rounds(shift_id) if r.owed is not None
                for b in r.owed.boxes if b.box in boxes)


def test_the_rating_follows_the_figure_that_stands(services: DealerServices, clock: Clock) -> None:
    s = services
    make_people(s)
    s.house.save(co(s, "pat", Permission.EDIT_HOUSE_RULES), "default", {"max_payout": 2_000})
    t = Table.open(s)
    ivan = s.players.seat(t.dealer, t.shift_id, [1, 2])
    anon = s.players.seat(t.dealer, t.shift_id, [3])
    pit = co(s, "pat", Permission.RULE, shift_id=t.shift_id)
    # round 1: box 1's trips win 60.00 on the Bet, capped at 20.00; a pit boss then rules 35.00
    r1 = t.deal(steps_for({1: 1_000, 2: 500, 3: 1_000}, {1: QUEENS, 2: AK, 3: AK2}))
    nets = {b["box"]: (b["net"], b["capped"]) for b in r1["boxes"]}
    assert nets[1] == (2_000, 4_000) and nets[2] == (-1_500, 0) and nets[3] == (-3_000, 0)
    [round1] = [r.id for r in s.read.rounds(t.shift_id)]
    assert s.ratings.session(co(s, "pat", Permission.VIEW_RATINGS), ivan).actual_win == -(2_000 - 1_500)
    s.rounds.rule(pit, round1, 1, 3_500, "camera review: the cap was misapplied")
    # round 2 is voided after settling: it counts nothing for anyone
    t.deal(steps_for({1: 1_000, 3: 1_000}, {1: AK, 3: QUEENS}))
    round2 = s.read.rounds(t.shift_id)[-1].id
    s.rounds.void(co(s, "pat", Permission.VOID, shift_id=t.shift_id), round2, "misdeal found on camera")
    # round 3: a pit boss rules box 3 before the round is confirmed
    live = s.rounds.start(t.dealer, t.shift_id)
    for step in steps_for({2: 500, 3: 1_000}, {2: QUEENS, 3: AK}):
        live = s.rounds.apply(t.dealer, live.round_id, step)
    s.rounds.rule(co(s, "pat", Permission.RULE, shift_id=t.shift_id), live.round_id, 3, -1_000,
                  "the Bet was placed after the call")
    if not s.rounds.approval_state(live.round_id).satisfied:
        s.rounds.approve(co(s, "pat", Permission.APPROVE, shift_id=t.shift_id), live.round_id)
    s.rounds.confirm(t.dealer, live.round_id)
    s.players.leave(t.dealer, ivan)
    s.players.leave(t.dealer, anon)

    view = co(s, "pat", Permission.VIEW_RATINGS)
    i, a = s.ratings.session(view, ivan), s.ratings.session(view, anon)
    # Ivan: round 1 box 1 ruled 35.00, box 2 −15.00; round 2 voided; round 3 box 2 capped at 20.00
    assert i.actual_win == -(3_500 - 1_500 + 2_000) == _owed_house(s, t.shift_id, {1, 2})
    # the stranger: round 1 −30.00, round 2 voided, round 3 ruled −10.00 (the engine said −30.00)
    assert a.actual_win == 3_000 + 1_000 == _owed_house(s, t.shift_id, {3})
    assert (i.hands, a.hands) == (3, 2)  # a voided round is no hand
    # every box rated: the sessions add up to the table's house result as the record stands
    computed, standing = house_total(r.owed for r in s.read.rounds(t.shift_id))
    assert i.actual_win + a.actual_win == standing != computed
    assert s.verify().ok
