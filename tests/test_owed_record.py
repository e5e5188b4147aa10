"""The record of what is owed (``dealer_app.services.owed``), as a property: a figure the
record calls final at any step of a round equals the final settlement's figure for that
part, and a figure not yet final never exceeds it (the screen never shows a figure that a
later step can still raise). Over generated rounds that favour caps, holds, jackpot hits,
insurance and bought games, under the house rules a floor's tables vary."""

from __future__ import annotations

from hypothesis import event, given, settings
from hypothesis import strategies as st
from hypothesis_depth import depth

from dealer_app.audit.settlement_checks import ApprovalKind, required_approvals
from dealer_app.services.owed import Standing, state_early, state_owed
from rules.poker.generator import GeneratorKnobs, SplitMix64, draw_house, generate_round
from rules.poker.table import RoundState

KNOBS = GeneratorKnobs(strong_hand=400, max_ante=400, jackpot_hit=150, insurance=700, no_game=300, buy_game=500,
                       bonus=600)
THRESHOLD = 200_000


@settings(max_examples=depth(150), deadline=None)
@given(st.integers(min_value=0, max_value=2**40))
def test_a_figure_shown_as_final_is_the_final_settlements_figure(seed: int) -> None:
    house, _ = draw_house(SplitMix64(seed))
    g = generate_round(seed, house, KNOBS, jackpot=500_000)
    final_state = RoundState.replay(house, g.steps, g.jackpot)
    settlement = final_state.settlement()
    assert settlement is not None
    final = {b.box: b for b in settlement.boxes}
    held = {i.box for i in required_approvals(settlement, THRESHOLD) if i.kind is ApprovalKind.PAYOUT}
    state = RoundState.new(house, g.jackpot)
    for step in g.steps:
        state = state.apply(step)
        for box, early in state_early(state, THRESHOLD).items():
            f = final[box]
            if early.final:
                assert (early.net, early.capped) == (f.net, f.capped), (seed, box)
                assert early.payout == sum(v for v in f.results if v > 0) - f.capped
                # held early exactly when the round will hold the box's payout
                assert (early.standing is Standing.HELD) == (box in held), (seed, box)
            else:
                assert early.payout <= sum(v for v in f.results if v > 0) - f.capped, (seed, box)
    owed = state_owed(final_state, THRESHOLD)
    assert owed is not None
    for b in owed.boxes:
        f = final[b.box]
        assert (b.net, b.computed_net, b.capped) == (f.net, f.net, f.capped)
        assert b.pay >= 0 and b.now == f.net - b.before
    assert owed.house_net == settlement.house_net


# ------------------------------------------------------------------ with the pit boss's decisions


class _Table:
    """One shift on a SQLite file of its own (in a temporary folder), shared by the examples."""

    _one: _Table | None = None

    def __init__(self) -> None:
        import tempfile
        from pathlib import Path

        from dealer_app.auth.passwords import PinHasher
        from dealer_app.auth.roles import Permission, Role
        from dealer_app.services import DealerServices

        self.folder = tempfile.TemporaryDirectory(prefix="owed-property-")
        s = self.s = DealerServices.open(Path(self.folder.name) / "table.db", station="table-1",
                                         hasher=PinHasher(time_cost=1, memory_cost=8, parallelism=1))
        s.users.create_first_admin("ada", "111111")
        for name, role in (("dan", Role.DEALER), ("pat", Role.PIT_BOSS), ("paula", Role.PIT_BOSS)):
            s.users.add(s.users.co_sign("ada", "111111", Permission.MANAGE_USERS, purpose="setup"), name, role, "123456")
        s.settings.update(s.users.co_sign("ada", "111111", Permission.EDIT_SETTINGS, purpose="settings"),
                          approval_threshold=20_000)
        s.house.save(s.users.co_sign("pat", "123456", Permission.EDIT_HOUSE_RULES, purpose="rules"), "default",
                     {"max_payout": 300_000, "jackpot_contribution_percent": 10})
        self.dan = s.users.sign_in("dan", "123456")
        self.shift = s.shifts.open(self.dan, "T1").id
        s.meter.adjust(self.boss("pat", Permission.ADJUST_METER), 5_000_000, "float")

    @classmethod
    def get(cls) -> _Table:
        if cls._one is None:
            cls._one = cls()
        return cls._one

    def boss(self, name: str, permission: object, round_id: int | None = None) -> object:
        return self.s.users.co_sign(name, "123456", permission, purpose=str(permission),  # type: ignore[arg-type]
                                    shift_id=self.shift, round_id=round_id)


@settings(max_examples=depth(25), deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**40),
       ways=st.lists(st.sampled_from(["approve", "rule", "recount", "correct"]), min_size=1, max_size=3),
       change=st.integers(min_value=-3_000, max_value=3_000))
def test_a_figure_told_to_the_dealer_is_the_settled_figure(seed: int, ways: list[str], change: int) -> None:
    """Through the real services, with approvals, refusals, floor rulings and the dealer's
    corrections: whatever the record tells the dealer to move as final at any step (a box's
    early result not held, or a complete round waiting for nobody) is what the confirmed
    round's record says, box by box and for the house."""
    from dealer_app.auth.roles import Permission
    from rules.poker.table import Undo

    t = _Table.get()
    s = t.s
    live = s.rounds.start(t.dan, t.shift)
    steps = generate_round(seed, live.house, KNOBS, jackpot=live.jackpot_start).steps
    told: dict[int, int] = {}  # box -> the figure the dealer was told as final
    told_house: list[int] = []
    for step in steps:
        live = s.rounds.apply(t.dan, live.round_id, step)
        for box, early in s.rounds.early_owed(live.state).items():
            if early.final and not early.waiting:
                told.setdefault(box, early.net)
    rid = live.round_id
    pending = list(ways)
    while True:
        owed = s.rounds.owed(rid)
        assert owed is not None
        if not owed.waiting:
            told_house.append(owed.house_net)
            for b in owed.boxes:
                assert told.setdefault(b.box, b.net) == b.net, (seed, b.box, "told before", told[b.box], b.net)
            break
        way = pending.pop(0) if pending else "approve"
        event(f"decided: {way}")
        if way == "approve":
            s.rounds.approve(t.boss("pat", Permission.APPROVE, rid), rid)
            continue
        s.rounds.refuse(t.boss("paula", Permission.REFUSE, rid), rid, "recount")
        if way == "rule":
            for b in s.rounds.owed(rid).waiting:  # type: ignore[union-attr]
                s.rounds.rule(t.boss("pat", Permission.RULE, rid), rid, b.box, b.computed_net + change, "ruling")
        elif way == "correct":  # the dealer undoes the last entry and enters it again
            s.rounds.apply(t.dan, rid, Undo())
            s.rounds.apply(t.dan, rid, steps[-1])
    s.rounds.confirm(t.dan, rid)
    stored = s.read.round(rid).owed
    assert stored is not None
    for box, net in told.items():
        assert stored.box(box).net == net, (seed, ways, box)
    assert told_house == [stored.house_net]


def test_a_void_after_settling_tells_the_figures_that_stood() -> None:
    """The chips a voided settled round moved are the figures that stood when it was voided:
    a floor ruling made after settlement counts, one made before the dealer corrected the
    round (superseded by the correction) does not."""
    from dealer_app.auth.roles import Permission
    from rules.poker.table import Undo

    t = _Table.get()
    s = t.s
    live = s.rounds.start(t.dan, t.shift)
    for seed in range(10_000, 10_500):  # a round that holds a payout, with two boxes or more
        g = generate_round(seed, live.house, KNOBS, jackpot=live.jackpot_start)
        settled = RoundState.replay(live.house, g.steps, g.jackpot).settlement()
        if settled is not None and len(settled.boxes) > 1 and required_approvals(settled, 20_000):
            break
    else:
        raise AssertionError("no held round")
    for step in g.steps:
        live = s.rounds.apply(t.dan, live.round_id, step)
    rid = live.round_id
    held = s.rounds.owed(rid).waiting[0]  # type: ignore[union-attr]
    s.rounds.refuse(t.boss("paula", Permission.REFUSE, rid), rid, "recount")
    s.rounds.rule(t.boss("pat", Permission.RULE, rid), rid, held.box, held.computed_net + 500, "before the correction")
    s.rounds.apply(t.dan, rid, Undo())  # the dealer corrects: the ruling was about the round as it stood
    s.rounds.apply(t.dan, rid, g.steps[-1])
    s.rounds.approve(t.boss("pat", Permission.APPROVE, rid), rid)
    s.rounds.confirm(t.dan, rid)
    other = next(b for b in settled.boxes if b.box != held.box)
    s.rounds.rule(t.boss("pat", Permission.RULE, rid), rid, other.box, other.net - 300, "after settlement")
    s.rounds.void(t.boss("paula", Permission.VOID, rid), rid, "misdeal found on the replay")
    notice = next(v for v in s.rounds.voided_after_settling(t.shift) if v.seq == s.read.round(rid).void.seq)  # type: ignore[union-attr]
    moved = dict(notice.moved)
    assert moved[held.box] == held.computed_net  # the superseded ruling does not count
    assert moved[other.box] == other.net - 300  # the ruling after settlement does
    assert notice.by == "paula" and notice.reason == "misdeal found on the replay"
    view = s.read.round(rid)
    assert view.effective_house_net == 0 and all(b.effective_net == 0 for b in view.boxes)
