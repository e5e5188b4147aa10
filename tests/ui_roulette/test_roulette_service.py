"""The RouletteService: a hand recorded in the log step by step (committed before
acknowledged), resumable after a crash by replaying through the engine, read
back for the report, and re-auditable with ``resolve_hand``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from entry_support import assert_typed_log
from roulette_store_helpers import (
    EXAMPLES,
    Clock,
    actions_of,
    example,
    name_turned,
    open_table,
    play,
    random_hands,
    seen_result,
)

from dealer_app.audit.verify import verify_store
from dealer_app.auth.roles import Permission, PermissionDenied
from dealer_app.services import DealerServices
from dealer_app.services.common import ServiceError, StateError
from dealer_app.services.roulette import HandStatus, RouletteKind, RouletteService
from dealer_app.store.errors import StoreIOError
from rules.cards import parse_card
from rules.roulette import Action, ActionKind, ActionRefused, HandRefused, Player, RouletteSetup, parse_hand
from rules.roulette import Table as RTable

RR = sorted(p.name for p in EXAMPLES.glob("rr-*.hand.json"))


@pytest.fixture
def t(tmp_path: Path) -> Any:
    table = open_table(tmp_path / "shift.db")
    yield table
    table.services.close()


def _stored(view: Any) -> dict[str, Any]:
    out = dict(view.result)
    out.pop("warnings", None)
    return out


def _expected(hand: dict[str, Any]) -> dict[str, Any]:
    out = seen_result(hand)
    out.pop("warnings", None)
    return out


@pytest.mark.parametrize("name", RR)
def test_every_shared_example_is_recorded_and_re_audits(t: Any, name: str) -> None:
    hand = example(name)
    live = play(t, hand)
    assert live.ready
    view = t.roulette.complete(t.dealer, live.hand_id)
    assert view.status is HandStatus.COMPLETED
    assert _stored(view) == _expected(hand)
    # the stored record resolves, through the command's own function, to the stored result
    from rules.roulette import resolve_hand

    again = resolve_hand(view.record).to_json()
    again.pop("warnings", None)
    assert again == _stored(view)


def test_every_random_hand_is_recorded_and_the_log_verifies(t: Any) -> None:
    hands = random_hands()
    assert len(hands) >= 50
    for _name, hand in hands:
        view = t.roulette.complete(t.dealer, play(t, hand).hand_id)
        assert _stored(view) == _expected(hand)
    views = t.roulette.hands(t.shift_id)
    assert [v.number for v in views] == list(range(1, len(hands) + 1))
    assert all(v.status is HandStatus.COMPLETED for v in views)
    report = verify_store(t.services.store)
    assert report.ok, report.problems[:3]
    assert assert_typed_log(t.services.store)["roulette_hand_completed"] == len(hands)


def test_each_step_is_one_entry_committed_before_it_is_acknowledged(t: Any) -> None:
    hand = example("rr-01-raise-moves-trigger.hand.json")
    state, _ = parse_hand(hand)
    live = t.roulette.start(t.dealer, t.shift_id, state.table)
    store = t.services.store

    def entries() -> list[Any]:
        return store.entries_of_kind([k.value for k in RouletteKind], shift_id=t.shift_id)

    assert [e.kind for e in entries()] == ["roulette_hand_started"]
    started = entries()[0]
    assert started.seq == live.hand_id and started.payload["hand"]["players"][0] == {"seat": 1, "stack": 1000, "hole": None}
    for i, a in enumerate(actions_of(hand)[:4], 1):
        live = name_turned(t, live, hand)
        n = len(entries())
        live = t.roulette.act(t.dealer, live.hand_id, a)
        log = entries()
        assert len(log) == n + 1 and log[-1].kind == "roulette_action"
        assert log[-1].payload["seat"] == a.seat and log[-1].ref == live.hand_id
        assert live.last_seq == log[-1].seq and live.steps == len(log) - 1
        assert i == len(live.state.history)
    cards = [e for e in entries() if e.kind == "roulette_card"]
    assert [(e.payload["position"], e.payload["card"]) for e in cards] == [(1, "7h")]


def test_a_store_failure_leaves_the_hand_as_it_was(t: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    hand = example("rr-01-raise-moves-trigger.hand.json")
    live = play(t, hand, actions=2)
    store = t.services.store
    real = store.append

    def failing(entries: Any) -> Any:
        raise StoreIOError("disk I/O error while recording roulette action")

    monkeypatch.setattr(store, "append", failing)
    with pytest.raises(StoreIOError):
        t.roulette.act(t.dealer, live.hand_id, actions_of(hand)[2])
    monkeypatch.setattr(store, "append", real)
    assert t.roulette.live(live.hand_id).state.history == live.state.history
    again = t.roulette.act(t.dealer, live.hand_id, actions_of(hand)[2])
    assert len(again.state.history) == 3


def test_a_refused_action_records_nothing(t: Any) -> None:
    hand = example("rr-01-raise-moves-trigger.hand.json")
    live = play(t, hand, actions=2)
    live = t.roulette.act(t.dealer, live.hand_id, actions_of(hand)[2])  # round 1 closes: position 1 turned
    n = t.services.store.anchor().count
    with pytest.raises(StateError, match="position 1 has been turned: enter its card"):
        t.roulette.act(t.dealer, live.hand_id, Action(2, ActionKind.CHECK))
    live = name_turned(t, live, hand)
    n = t.services.store.anchor().count
    with pytest.raises(ActionRefused, match="acts out of turn"):
        t.roulette.act(t.dealer, live.hand_id, Action(1, ActionKind.CHECK))
    with pytest.raises(ActionRefused, match="below the minimum"):
        t.roulette.act(t.dealer, live.hand_id, Action(2, ActionKind.BET, 3))
    with pytest.raises(StateError, match="position 4 is still face down; the next card to turn is at position 2"):
        t.roulette.turn_card(t.dealer, live.hand_id, 4, parse_card("2c"))
    assert t.services.store.anchor().count == n


def test_hole_cards_only_at_the_showdown_and_never_for_a_folded_hand(t: Any) -> None:
    hand = example("rr-01-raise-moves-trigger.hand.json")
    live = play(t, hand, actions=3)
    with pytest.raises(StateError, match="hole cards are shown at the showdown"):
        t.roulette.show_hole(t.dealer, live.hand_id, 1, [parse_card("Kh"), parse_card("Qh")])
    live = play(t, hand, live=live, start_at=3, actions=len(actions_of(hand)) - 3)
    assert live.complete and not live.ready
    with pytest.raises(HandRefused, match="appears twice"):
        t.roulette.show_hole(t.dealer, live.hand_id, 1, [parse_card("7h"), parse_card("As")])
    with pytest.raises(StateError, match="folded; a folded hand is never shown"):
        t.roulette.show_hole(t.dealer, live.hand_id, 3, [parse_card("Ah"), parse_card("2d")])
    with pytest.raises(HandRefused, match="1 card given; the set-up deals 2"):
        t.roulette.show_hole(t.dealer, live.hand_id, 1, [parse_card("Kh")])
    with pytest.raises(StateError, match="seat 1: hole"):
        t.roulette.complete(t.dealer, live.hand_id)


def test_a_hand_resumes_after_a_crash_exactly_where_it_was(tmp_path: Path) -> None:
    db = tmp_path / "shift.db"
    clock = Clock()
    t = open_table(db, clock)
    hand = example("rr-short-allin-no-reopen.hand.json")
    live = play(t, hand, actions=4)
    snap = (live.state.to_act, live.state.trigger, live.state.face_up, live.state.circle, live.state.round,
            live.state.history, live.state.seats(), live.state.legal_actions(), live.steps)
    t.services.close()  # the process dies: nothing in memory survives

    s2 = DealerServices.open(db, station="table-3", hasher=t.services.ctx.hasher, clock=clock)
    try:
        r2 = RouletteService(s2.ctx)
        again = r2.in_progress(t.shift_id)
        assert again is not None and again.hand_id == live.hand_id and again.number == 1
        assert (again.state.to_act, again.state.trigger, again.state.face_up, again.state.circle, again.state.round,
                again.state.history, again.state.seats(), again.state.legal_actions(), again.steps) == snap
        dan = s2.users.sign_in("dan", "123456")
        t2 = type(t)(s2, r2, dan, t.shift_id, db)
        done = play(t2, hand, live=again, start_at=4)
        view = r2.complete(dan, done.hand_id)
        assert _stored(view) == _expected(hand)
    finally:
        s2.close()


def test_undo_takes_back_the_last_action_and_keeps_it_in_the_log(t: Any) -> None:
    hand = example("rr-01-raise-moves-trigger.hand.json")
    live = play(t, hand, actions=3)  # round 1 closed by the big blind's check: position 1 turned and named
    assert live.state.face_up == {1} and str(live.state.circle[0]) == "7h"
    live = t.roulette.undo(t.dealer, live.hand_id)
    assert live.state.round == 1 and live.state.to_act == 3 and not live.state.face_up
    assert live.state.circle[0] is None  # face down again: its card is not shown
    kinds = [e.kind for e in t.services.store.entries_of_kind([k.value for k in RouletteKind], shift_id=t.shift_id)]
    assert kinds.count("roulette_action") == 3 and kinds[-1] == "roulette_undone"
    t.roulette.forget(live.hand_id)
    replayed = t.roulette.live(live.hand_id)
    assert replayed.state.history == live.state.history and replayed.state.face_up == live.state.face_up
    done = play(t, hand, live=replayed, start_at=2)
    view = t.roulette.complete(t.dealer, done.hand_id)
    assert _stored(view) == _expected(hand)


def test_the_set_up_is_refused_with_every_reason_and_nothing_is_recorded(t: Any) -> None:
    n = t.services.store.anchor().count
    bad = RTable(RouletteSetup(active=2, hole_cards=2, trigger=9), 4, (Player(1, 100), Player(1, 0)))
    with pytest.raises(HandRefused) as err:
        t.roulette.start(t.dealer, t.shift_id, bad)
    text = "\n".join(err.value.problems)
    for words in ("a hand needs at least 5 cards", "trigger: 9", "seat 1 appears twice", "button: 4"):
        assert words in text
    assert t.services.store.anchor().count == n
    assert t.roulette.in_progress(t.shift_id) is None


def test_one_hand_at_a_time_and_only_the_shifts_dealer(t: Any) -> None:
    hand = example("rr-01-raise-moves-trigger.hand.json")
    live = play(t, hand, actions=1)
    state, _ = parse_hand(hand)
    with pytest.raises(StateError, match="already in play"):
        t.roulette.start(t.dealer, t.shift_id, state.table)
    pat = t.services.users.co_sign("pat", "123456", Permission.VOID, purpose="try to deal")
    with pytest.raises(PermissionDenied):
        t.roulette.act(pat, live.hand_id, actions_of(hand)[1])


def test_a_pit_boss_voids_an_unfinished_hand_with_a_reason(t: Any) -> None:
    hand = example("rr-01-raise-moves-trigger.hand.json")
    live = play(t, hand, actions=2)
    pat = t.services.users.co_sign("pat", "123456", Permission.VOID, purpose="void")
    with pytest.raises(ServiceError, match="needs a reason"):
        t.roulette.void(pat, live.hand_id, "  ")
    with pytest.raises(PermissionDenied):
        t.roulette.void(t.dealer, live.hand_id, "misdeal")
    t.roulette.void(pat, live.hand_id, "Deck short a card.")
    view = t.roulette.hand(live.hand_id)
    assert view.status is HandStatus.VOIDED and view.void_reason == "Deck short a card." and view.voided_by == "pat"
    assert t.roulette.in_progress(t.shift_id) is None
    with pytest.raises(StateError, match="voided"):
        t.roulette.act(t.dealer, live.hand_id, actions_of(hand)[2])
    # the next hand is number 2
    nxt = play(t, hand, actions=0)
    assert nxt.number == 2


def test_hands_are_read_back_with_their_results(t: Any) -> None:
    a = play(t, example("rr-split-odd-chip.hand.json"))
    t.roulette.complete(t.dealer, a.hand_id)
    b = play(t, example("rr-fold-out-round-1.hand.json"))
    t.roulette.complete(t.dealer, b.hand_id)
    play(t, example("rr-01-raise-moves-trigger.hand.json"), actions=2)
    views = t.roulette.hands(t.shift_id)
    assert [(v.number, v.status) for v in views] == [(1, HandStatus.COMPLETED), (2, HandStatus.COMPLETED),
                                                    (3, HandStatus.OPEN)]
    split = views[0]
    assert split.pot_total == sum(p["amount"] for p in split.result["pots"])
    assert split.payouts == {int(k): v for k, v in seen_result(example("rr-split-odd-chip.hand.json"))["payouts"].items()}
    assert views[1].won_by_folds and not views[0].won_by_folds
    assert views[2].result is None and views[2].dealer_name == "dan"


@pytest.mark.parametrize("name", RR)
def test_the_set_up_after_a_hand_starts_each_seat_with_what_it_had_after_it(t: Any, name: str) -> None:
    from types import SimpleNamespace

    from ui.roulette.jobs import RouletteJobs

    hand = example(name)
    t.roulette.complete(t.dealer, play(t, hand).hand_id)
    backend: Any = SimpleNamespace(open_services=lambda: t.services, session=t.dealer, shift_id=t.shift_id)
    update = RouletteJobs(backend).current()
    assert update.live is None
    net = {int(k): int(v) for k, v in _expected(hand)["net"].items()}
    assert update.previous_stacks == {int(p["seat"]): int(p["stack"]) + net.get(int(p["seat"]), 0)
                                      for p in hand["players"]}
