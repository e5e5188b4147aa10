"""The tracker driven through its widgets, offscreen: the set-up, every action
(only the legal ones are offered), each card entered as it is turned, the
showdown, and the winner and split checked against ``resolve_hand`` on the same
record."""

from __future__ import annotations

import json
import os
from typing import Any

import pytest
from roulette_ui_helpers import (
    EXAMPLES,
    PEOPLE,
    HandPlayer,
    call,
    close_ctx,
    deal,
    enter_cards,
    fill_setup,
    load_hand,
    offered,
    open_screen,
    resume_ctx,
    scale_hand,
    type_into,
    wait_ack,
)

from dealer_app.services.roulette import HandStatus, RouletteKind
from rules.roulette import Action, ActionKind, resolve_hand
from ui.devtools.driver import pump, wait_until
from ui.kit.dialogs import Credentials
from ui.kit.qt import Qt, QTest
from ui.roulette.view import Mode

RR_EXAMPLES = sorted(p.name for p in EXAMPLES.glob("rr-*.hand.json"))


def _expected(hand: dict[str, Any]) -> dict[str, Any]:
    """``resolve_hand`` on the record as the tracker sees it: a circle card that is
    never turned (a hand won by folds) is never seen, so it is ``null``."""
    out = resolve_hand(hand).to_json()
    turned = set(out["reveal_order"])
    seen = dict(hand, circle=[c if pos in turned else None for pos, c in enumerate(hand["circle"], 1)])
    out = resolve_hand(seen).to_json()
    out.pop("warnings", None)
    full = resolve_hand(hand).to_json()
    for key in ("pots", "payouts", "net", "showdown", "reveal_order", "trigger_after_round", "final_trigger"):
        assert out[key] == full[key]
    return out


def _result(screen: Any) -> dict[str, Any]:
    out = screen.live.result().to_json()
    out.pop("warnings", None)
    return out


def test_a_3_5_hand_from_the_blinds_to_the_showdown(ctx: Any) -> None:
    hand = load_hand("rr-01-raise-moves-trigger.hand.json")
    screen = open_screen(ctx)
    assert screen.mode is Mode.SETUP
    fill_setup(screen, hand)
    assert screen.setup_panel.check.ok, screen.setup_panel.check.problems
    assert "Seat 1 acts first" in screen.setup_panel.summary.text()
    deal(screen)
    assert screen.mode is Mode.BET
    state = screen.state
    assert state is not None and state.to_act == 1 and state.trigger == 1
    # the blinds are posted by the engine, and shown as posted
    assert [(v.seat, v.round_bet) for v in state.seats()] == [(1, 0), (2, 500), (3, 1000)]
    assert screen.seats.rows[3].bet.value.text() == "€10.00"
    # the next card to turn is shown before it is turned
    assert screen.circle.view is not None and screen.circle.view.next_to_turn == 1

    player = HandPlayer(screen, hand)
    player.run(actions=3)  # round 1 closes: position 1 is turned and entered
    assert player.asked_positions == [1]
    player.run(actions=3)  # round 2: seat 1's bet moves the Trigger to 2
    assert screen.state is not None and screen.state.trigger == 2
    assert screen.circle.view is not None and screen.circle.view.trigger == 2
    assert screen.circle.view.active == (2, 3, 4)
    player.run(stop=lambda s: s.mode is Mode.SHOWDOWN)
    assert player.asked_positions == [1, 2, 3, 4, 5]
    # at the showdown only the remaining players' hole cards are asked for
    assert screen.card_panel.request is not None and screen.card_panel.request.seat == 1
    player.run()
    assert screen.mode is Mode.RESULT

    expected = _expected(hand)
    assert _result(screen) == expected
    # the record the tracker kept resolves to the same result
    record = screen.live.record()
    assert _expected(record) == expected
    assert record["rounds"] == hand["rounds"]
    # what the screen says: seat 2 wins the one pot with a pair of eights
    assert screen.result_panel.title.text().startswith("Seat 2 wins")
    assert "One pair" in screen.result_panel.title.text()
    assert screen.seats.rows[2].status.text() == "TAKES €310.00"
    assert screen.seats.rows[1].status.text() == "LOSES"
    assert screen.seats.rows[3].status.text() == "FOLDED"
    assert screen.circle.view.active == tuple(expected["active_positions"])

    recorded: list[Any] = []
    screen.hand_recorded.connect(recorded.append)
    before = screen.acks
    QTest.keyClick(screen, Qt.Key.Key_Return)
    wait_ack(screen, before, "the hand to be recorded")
    assert len(recorded) == 1
    view = recorded[0]
    assert view.status is HandStatus.COMPLETED
    stored = dict(view.result)
    stored.pop("warnings", None)
    assert stored == expected
    # back to the set-up for the next hand: button moved on, stacks as the hand left them
    assert screen.mode is Mode.SETUP
    sp = screen.setup_panel
    assert sp.button.value() == 2
    assert [sp.stacks[s].text() for s in (1, 2, 3)] == ["850", "1160", "990"]
    assert sp.check.ok


@pytest.mark.parametrize("name", RR_EXAMPLES)
def test_every_shared_example_on_the_tracker(ctx: Any, name: str) -> None:
    hand = load_hand(name)
    screen = open_screen(ctx)
    fill_setup(screen, hand)
    assert screen.setup_panel.check.ok, screen.setup_panel.check.problems
    deal(screen)
    player = HandPlayer(screen, hand)
    player.run()
    assert screen.mode is Mode.RESULT
    expected = _expected(hand)
    assert _result(screen) == expected
    assert _expected(screen.live.record()) == expected
    # cards were asked for exactly in the reveal order, and only those
    assert player.asked_positions == expected["reveal_order"]
    winners = sorted({s for p in expected["pots"] for s in p["winners"]})
    title = screen.result_panel.title.text()
    if not expected["showdown"]:
        assert "every other player folded" in title
    elif len({s for p in expected["pots"] if len(p["eligible"]) > 1 for s in p["winners"]}) > 1:
        assert "split" in title
    for seat, amount in expected["payouts"].items():
        pill = screen.seats.rows[int(seat)].status.text()
        if amount > 0:
            assert pill == f"TAKES {screen.ctx.money.full(amount)}"
            assert int(seat) in winners or any(int(seat) in p["winners"] for p in expected["pots"])


def _random_hands(count: int) -> list[tuple[str, dict[str, Any]]]:
    """``count`` of the shared random hands, one of each kind first (structure, pre-revealed cards, ante,
    number of players), then the rest in order."""
    hands = []
    for line in (EXAMPLES / "random-roulette.jsonl").read_text(encoding="utf-8").splitlines():
        d = json.loads(line)
        if not d["name"].startswith("bad"):
            hands.append((d["name"], d["hand"]))
    kinds: dict[tuple[Any, ...], tuple[str, dict[str, Any]]] = {}
    for name, hand in hands:
        s = hand["setup"]
        key = (s.get("structure"), bool(s.get("pre_revealed")), bool(s.get("ante")), len(hand["players"]) > 3)
        kinds.setdefault(key, (name, hand))
    chosen = list(kinds.values())
    chosen += [h for h in hands if h not in chosen]
    return chosen[:count]


_RANDOM = _random_hands(int(os.environ.get("ROULETTE_RANDOM_ON_SCREEN", "8")))


@pytest.mark.parametrize(("name", "raw"), _RANDOM, ids=[n for n, _ in _RANDOM])
def test_random_hands_on_the_tracker(ctx: Any, name: str, raw: dict[str, Any]) -> None:
    hand = scale_hand(raw)
    screen = open_screen(ctx)
    fill_setup(screen, hand)
    assert screen.setup_panel.check.ok, screen.setup_panel.check.problems
    deal(screen)
    HandPlayer(screen, hand).run()
    assert screen.mode is Mode.RESULT
    assert _result(screen) == _expected(hand)


def _to_round_2_bet(ctx: Any) -> tuple[Any, HandPlayer]:
    hand = load_hand("rr-01-raise-moves-trigger.hand.json")
    screen = open_screen(ctx)
    fill_setup(screen, hand)
    deal(screen)
    player = HandPlayer(screen, hand)
    player.run(actions=5)  # round 2: seat 2 and seat 3 checked; seat 1 to act (bets to 20 in the record)
    return screen, player


def test_the_amount_is_validated_to_the_legal_range(ctx: Any) -> None:
    screen, _ = _to_round_2_bet(ctx)
    assert screen.state is not None and screen.state.to_act == 1
    assert offered(screen) == {ActionKind.CHECK, ActionKind.FOLD, ActionKind.BET}
    panel = screen.action_panel
    QTest.keyClick(screen, Qt.Key.Key_B)  # B opens the amount, with the minimum filled in
    assert panel.amount_open and panel.amount.text() == "10"
    assert "€10.00 to €990.00 (all-in)" in panel.range.text()
    history = len(screen.state.history)
    panel.amount.clear()
    type_into(panel.amount, "4")
    assert panel.problem.isVisible() and "below the minimum" in panel.problem.text()
    assert "at least €10.00" in panel.problem.text()
    assert not panel.confirm.isEnabled()
    QTest.keyClick(panel.amount, Qt.Key.Key_Return)
    pump(20)
    assert not screen.saving and len(screen.state.history) == history  # nothing sent
    panel.amount.clear()
    type_into(panel.amount, "2000")
    assert "over the stack" in panel.problem.text()
    panel.amount.clear()
    type_into(panel.amount, "12,5x")
    assert panel.problem.isVisible()
    panel.amount.clear()
    type_into(panel.amount, "20")
    assert not panel.problem.isVisible() and panel.confirm.isEnabled()
    before = screen.acks
    QTest.keyClick(panel.amount, Qt.Key.Key_Return)
    wait_ack(screen, before, "the bet")
    rec = screen.state.history[-1]
    assert rec.action == Action(1, ActionKind.BET, 2000)
    assert rec.trigger_after == 2


def test_keyboard_shortcuts_play_the_actions(ctx: Any) -> None:
    hand = load_hand("rr-01-raise-moves-trigger.hand.json")
    screen = open_screen(ctx)
    fill_setup(screen, hand)
    before = screen.acks
    screen.setFocus()
    QTest.keyClick(screen, Qt.Key.Key_Return)  # Enter deals
    wait_ack(screen, before, "the deal")
    for key in (Qt.Key.Key_C, Qt.Key.Key_C, Qt.Key.Key_K):  # call, call, check (big blind's option)
        before = screen.acks
        QTest.keyClick(screen, key)
        wait_ack(screen, before, "an action")
    assert screen.mode is Mode.TURN and screen.card_panel.request.position == 1
    enter_cards(screen, "7h")
    assert screen.mode is Mode.BET
    # an illegal key does nothing: seat 2 cannot call with nothing to call
    before_hist = len(screen.state.history)
    QTest.keyClick(screen, Qt.Key.Key_C)
    pump(20)
    assert len(screen.state.history) == before_hist and not screen.saving
    # Ctrl+Z takes back the last action (round 1's check by the big blind): position 1 is face down again
    before = screen.acks
    QTest.keyClick(screen, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    wait_ack(screen, before, "the undo")
    assert screen.state.round == 1 and screen.state.to_act == 3
    assert 1 not in screen.state.face_up and screen.state.circle[0] is None
    # hints name the keys; the ones that do not apply now are dimmed
    keys = {h.key: h.active for h in screen.hints.hints}
    assert keys["K"] and keys["F"] and keys["B/R"] and not keys["C"]


def test_a_card_named_twice_is_refused_next_to_the_field(ctx: Any) -> None:
    hand = load_hand("rr-01-raise-moves-trigger.hand.json")
    screen = open_screen(ctx)
    fill_setup(screen, hand)
    deal(screen)
    player = HandPlayer(screen, hand)
    # position 1 (7h) entered; round 2 closes and position 2 is turned
    player.run(stop=lambda s: s.mode is Mode.TURN and s.card_panel.request.position == 2)
    assert screen.mode is Mode.TURN and screen.card_panel.request.position == 2
    field = screen.card_panel.field
    field.clear()
    type_into(field, "7h")
    assert screen.card_panel.problem.isVisible()
    assert "already at position 1" in screen.card_panel.problem.text()
    assert not screen.card_panel.ok.isEnabled()
    field.clear()
    type_into(field, "zz")
    assert "is not a card" in screen.card_panel.problem.text()
    # the picker offers every card but the ones already named
    assert screen.card_panel.picker.is_used(next(c for c in screen.state.circle if c is not None))
    enter_cards(screen, "ks")
    assert screen.state.circle[1] is not None and str(screen.state.circle[1]) == "Ks"


def test_setup_shows_the_engines_reasons_inline(ctx: Any) -> None:
    screen = open_screen(ctx)
    sp = screen.setup_panel
    assert sp.check.ok and sp.deal.isEnabled()
    sp.hole_cards.setValue(1)
    assert not sp.deal.isEnabled()
    assert sp.field_problems["hole_cards"].isVisible()
    assert "a hand needs at least 5 cards" in sp.field_problems["hole_cards"].text()
    sp.hole_cards.setValue(2)
    sp.active.setValue(7)
    assert "7 active cards cannot come from a circle of 5" in sp.field_problems["active"].text()
    sp.active.setValue(3)
    sp.trigger.setValue(6)
    assert "not a position of the circle (1..5)" in sp.field_problems["trigger"].text()
    sp.trigger.setValue(1)
    type_into(sp.pre_revealed, "2 2")
    assert "listed twice" in sp.field_problems["pre_revealed"].text()
    sp.pre_revealed.clear()
    type_into(sp.pre_revealed, "x")
    assert "x is not a position number" in sp.field_problems["pre_revealed"].text()
    sp.pre_revealed.clear()
    sp.stacks[2].clear()
    type_into(sp.stacks[2], "abc")
    assert sp.stacks[2].property("invalid") == "true"
    assert "not an amount" in sp.seat_problem.text()
    sp.stacks[2].clear()
    type_into(sp.stacks[2], "1000")
    sp.seat_in[2].setChecked(False)
    sp.seat_in[3].setChecked(False)
    assert "at least two players" in sp.seat_problem.text()
    sp.seat_in[2].setChecked(True)
    sp.seat_in[3].setChecked(True)
    assert sp.deal.isEnabled()
    # an even circle is allowed, with the engine's warning
    sp.circle.setValue(6)
    assert sp.deal.isEnabled() and sp.warnings.isVisible() and "even circle" in sp.warnings.text()
    assert "7 betting rounds" in sp.summary.text()
    sp.circle.setValue(5)
    sp.recheck()
    assert not sp.warnings.isVisible()
    # nothing was recorded by any of this
    assert screen.state is None and screen.acks == 0


def test_a_hand_resumes_after_a_crash(themed_app: Any, tmp_path: Any) -> None:
    from roulette_ui_helpers import make_ctx

    db = tmp_path / "table.db"
    hand = load_hand("rr-01-raise-moves-trigger.hand.json")
    ctx = make_ctx(db)
    screen = open_screen(ctx)
    fill_setup(screen, hand)
    deal(screen)
    player = HandPlayer(screen, hand)
    player.run(actions=9)  # into round 5: the Trigger has moved, four cards turned and named
    before = screen.state
    assert before is not None
    snapshot = (before.to_act, before.trigger, before.face_up, before.circle, before.round, len(before.history),
                [(v.seat, v.stack, v.round_bet, v.folded) for v in before.seats()])
    played = player.played
    screen.close()
    close_ctx(ctx)  # the station goes down with the hand half played

    ctx2 = resume_ctx(db)
    try:
        screen2 = open_screen(ctx2)
        assert screen2.update_ is not None and screen2.update_.resumed
        after = screen2.state
        assert after is not None
        assert (after.to_act, after.trigger, after.face_up, after.circle, after.round, len(after.history),
                [(v.seat, v.stack, v.round_bet, v.folded) for v in after.seats()]) == snapshot
        assert "hand 1 resumed" in screen2.top.saved.text()
        player2 = HandPlayer(screen2, hand)
        player2.played = played
        player2.run()
        assert screen2.mode is Mode.RESULT
        assert _result(screen2) == _expected(hand)
    finally:
        close_ctx(ctx2)


def test_a_pit_boss_voids_a_misdealt_hand(themed_app: Any, tmp_path: Any) -> None:
    from roulette_ui_helpers import make_ctx

    from ui.kit.dialogs import ScriptedDialogService

    dialogs = ScriptedDialogService()
    ctx = make_ctx(tmp_path / "table.db", dialogs=dialogs)
    try:
        hand = load_hand("rr-01-raise-moves-trigger.hand.json")
        screen = open_screen(ctx)
        fill_setup(screen, hand)
        deal(screen)
        HandPlayer(screen, hand).run(actions=2)
        hand_id = screen.live.hand_id
        dialogs.expect("credentials", Credentials("Boris", PEOPLE["Boris"][1], "Two cards exposed in the circle."))
        before = screen.acks
        QTest.keyClick(screen, Qt.Key.Key_F8)
        wait_ack(screen, before, "the void")
        assert screen.mode is Mode.SETUP
        view = call(ctx, lambda b: b.open_services().roulette.hand(hand_id))
        assert view.status is HandStatus.VOIDED and view.void_reason == "Two cards exposed in the circle."
        assert view.voided_by == "Boris"
        # the misdeal is dealt again: same button, same stacks
        sp = screen.setup_panel
        assert sp.button.value() == 1 and [sp.stacks[s].text() for s in (1, 2, 3)] == ["1000", "1000", "1000"]
        assert sp.check.ok
    finally:
        close_ctx(ctx)


def test_every_entry_is_in_the_log_before_the_screen_shows_it(ctx: Any) -> None:
    hand = load_hand("rr-fold-out-round-1.hand.json")
    screen = open_screen(ctx)
    fill_setup(screen, hand)
    deal(screen)
    seen: list[int] = []

    def on_changed() -> None:
        live = screen.live
        if live is None:
            return
        kinds = call_log(screen)
        # every acknowledged entry is already stored when the screen shows it
        assert len(kinds) - 1 == live.steps
        seen.append(live.steps)

    def call_log(s: Any) -> list[str]:
        store = s.ctx.station.backend.services.store
        return [e.kind for e in store.entries_of_kind([k.value for k in RouletteKind], shift_id=s.ctx.shift.shift_id)]

    screen.hand_changed.connect(on_changed)
    HandPlayer(screen, hand).run()
    wait_until(lambda: not screen.saving, 5000, "idle")
    assert seen and seen == sorted(seen)
    assert screen.mode is Mode.RESULT
    assert "every other player folded" in screen.result_panel.title.text()


def test_a_turned_card_is_corrected_by_clicking_it(ctx: Any) -> None:
    hand = load_hand("rr-01-raise-moves-trigger.hand.json")
    screen = open_screen(ctx)
    fill_setup(screen, hand)
    deal(screen)
    HandPlayer(screen, hand).run(actions=4)  # position 1 (7h) named; round 2 being bet
    assert screen.mode is Mode.BET
    rect = screen.circle.position_rect(1)
    QTest.mouseClick(screen.circle, Qt.MouseButton.LeftButton, pos=rect.center().toPoint())
    assert screen.correction is not None and screen.card_panel.request.position == 1
    assert screen.card_panel.field.text() == "7h"
    enter_cards(screen, "7d")
    assert screen.state is not None and str(screen.state.circle[0]) == "7d"
    assert screen.mode is Mode.BET and screen.correction is None
    store = screen.ctx.station.backend.services.store
    cards = store.entries_of_kind([RouletteKind.CARD.value], shift_id=screen.ctx.shift.shift_id)
    assert [(e.payload["card"], e.payload["correction"]) for e in cards] == [("7h", False), ("7d", True)]


def test_every_amount_on_the_tracker_is_in_the_house_money_with_its_cents(ctx: Any) -> None:
    """Stacks, bets, the pot on the circle, the blinds, the offered call and the set-up's
    posts read in the full form of the one formatter (``€10.00``); only the big PAY figure
    of the result keeps the compact form a dealer reads from a metre."""
    hand = load_hand("rr-01-raise-moves-trigger.hand.json")
    screen = open_screen(ctx)
    fill_setup(screen, hand)
    full = screen.ctx.money.full
    assert f"Seat 2 posts {full(500)}" in screen.setup_panel.summary.text()
    deal(screen)
    state = screen.state
    assert state is not None
    for v in state.seats():
        row = screen.seats.rows[v.seat]
        assert row.stack.value.text() == full(v.stack)
        assert row.bet.value.text() == (full(v.round_bet) if v.round_bet else "—")
    assert screen.seats.rows[3].bet.value.text() == "€10.00"
    assert screen.top.game.text().endswith("/".join(full(fb.amount) for fb in state.table.forced_bets))
    from ui.kit.painted import recording

    with recording():
        screen.circle.grab()  # the hub's pot, as the circle paints it
    assert screen.circle.view is not None and screen.circle.view.pot is not None
    assert full(screen.circle.view.pot) in [t.text for t in screen.circle.painted_texts()]
    legal = state.legal_actions()
    assert legal.call is not None
    assert full(legal.call.amount) in screen.action_panel.call.button.text()
    HandPlayer(screen, hand).run()
    assert screen.mode is Mode.RESULT
    pays = [w.text() for w in screen.result_panel.findChildren(type(screen.top.game)) if w.text().startswith("€")]
    assert "€310" in pays, pays  # PAY SEAT 2: compact
    assert screen.seats.rows[2].status.text() == f"TAKES {full(31000)}"
