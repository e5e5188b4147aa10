"""The selection follows the workflow (issue: keys acted on a hidden "last selected" box).

Each test is one reported case, pressed with real key events to the focused
widget. The next-step line names the box (or the dealer) the next key acts on,
that box is the highlighted one, and the key lands there; a digit moves the
selection on purpose; changing something already complete asks first, naming
what changes.
"""

from __future__ import annotations

from keyboard_dealer import KeyboardDealer

from rules.poker.record import Decision, NoGame
from rules.poker.table import BonusCards, DealerCards, Decide, FinalCards, NoGameChoice
from ui.devtools.driver import TableDriver
from ui.table.viewmodel import BoxStatus


def three_bets(k: KeyboardDealer, bonus: str | None = None) -> None:
    for n in (1, 2, 3):
        k.bet(n, "10", bonus)
    k.close_bets()


def test_after_no_more_bets_p_plays_box_1_not_the_box_bet_last(table: TableDriver) -> None:
    k = KeyboardDealer(table)
    three_bets(k)
    assert k.target() == "box 1"
    assert k.next_text().startswith("Box 1: play (P) or fold (F)")
    k.entry("P")
    assert k.t.info.boxes[0].status is BoxStatus.PLAYING
    assert k.t.info.boxes[2].status is BoxStatus.DECIDING


def test_bonus_cards_go_to_the_box_named(table: TableDriver) -> None:
    k = KeyboardDealer(table)
    three_bets(k, bonus="1")
    assert k.target() == "box 1" and "Box 1 shows its five cards" in k.next_text()
    k.entry("C", "9h 9s 9d 9c 2h")
    step = k.t.state.steps[-1]
    assert isinstance(step, BonusCards) and step.box == 1
    assert k.t.info.boxes[2].bonus_step is None or k.t.info.boxes[2].dealt_cards == ()
    assert k.target() == "box 2"


def test_after_the_dealers_hand_c_opens_box_1s_cards_and_never_replaces_the_hand(table: TableDriver) -> None:
    k = KeyboardDealer(table)
    three_bets(k)
    for _ in range(3):
        k.entry("P")
    assert k.target() == "dealer"
    k.entry("D", "7s 7d kc 4h 2s")
    assert k.target() == "box 1" and "box 1 shows its 5 cards" in k.next_text()
    k.press("C")
    assert k.t.entry.spec is not None and k.t.entry.spec.box == 1, k.t.entry.spec
    k.type_text("ah ad 5c 6c 8h", cards=True)
    k.press("Return")
    step = k.t.state.steps[-1]
    assert isinstance(step, FinalCards) and step.box == 1
    dealer = [s for s in k.t.state.steps if isinstance(s, DealerCards)]
    assert len(dealer) == 1


def test_at_no_game_g_buys_for_box_1(table: TableDriver) -> None:
    k = KeyboardDealer(table)
    three_bets(k)
    for _ in range(3):
        k.entry("P")
    k.entry("D", "2s 5d 8c 9h jd")  # no game
    assert k.target() == "box 1" and "Box 1 takes the Ante (T) or buys a game (G)" in k.next_text()
    k.entry("G")
    step = k.t.state.steps[-1]
    assert isinstance(step, NoGameChoice) and step.box == 1 and step.choice is NoGame.BUY_GAME
    assert k.t.info.boxes[0].status is BoxStatus.BOUGHT
    assert k.t.info.boxes[1].status is not BoxStatus.BOUGHT


def test_p_p_f_decide_boxes_1_2_3_in_turn(table: TableDriver) -> None:
    k = KeyboardDealer(table)
    three_bets(k)
    assert [k.entry(key) for key in ("P", "P", "F")] == ["box 1", "box 2", "box 3"]
    decisions = [(s.box, s.decision) for s in k.t.state.steps if isinstance(s, Decide)]
    assert decisions == [(1, Decision.BET), (2, Decision.BET), (3, Decision.FOLD)]


def test_a_digit_moves_the_selection_on_purpose_and_next_names_it(table: TableDriver) -> None:
    k = KeyboardDealer(table)
    three_bets(k)
    k.select(3)
    assert k.next_text().startswith("Box 3:") and "Esc: back to box 1" in k.next_text()
    k.entry("F")
    assert k.target() == "box 1", "after the entry the selection is back where the workflow is"
    k.select(2)
    k.press("Escape")
    assert k.target() == "box 1"


def test_changing_a_decision_asks_first_and_names_the_change(table: TableDriver) -> None:
    k = KeyboardDealer(table)
    three_bets(k)
    k.entry("P")
    k.select(1)
    k.press("P")  # the same decision again: nothing recorded
    assert len([s for s in k.t.state.steps if isinstance(s, Decide)]) == 1
    assert "Already recorded: box 1's decision play" in k.t.box_widgets[0].problem.text()
    k.select(1)
    k.press("F")
    assert k.next_text().startswith("Change box 1's decision from play to fold?")
    assert k.t.info.boxes[0].status is BoxStatus.PLAYING, "nothing changes before the answer"
    k.press("Escape")
    assert k.t.info.boxes[0].status is BoxStatus.PLAYING
    k.select(1)
    k.entry("F", confirm=True)
    assert k.t.info.boxes[0].status is BoxStatus.FOLDED


def test_replacing_the_dealers_hand_asks_first_naming_the_hand(table: TableDriver) -> None:
    k = KeyboardDealer(table)
    k.bet(1, "10")
    k.close_bets()
    k.entry("P")
    k.entry("D", "7s 7d kc 4h 2s")
    assert k.target() == "box 1"
    k.press("D")
    k.type_text("8s 8d kc 4h 2s", cards=True)
    k.press("Return")
    assert k.next_text().startswith("Replace the dealer's hand 7s 7d Kc 4h 2s with 8s 8d Kc 4h 2s?")
    k.press("Escape")
    assert [str(c) for c in k.t.info.dealer.cards] == ["7s", "7d", "Kc", "4h", "2s"]
    k.press("D")
    k.type_text("8s 8d kc 4h 2s", cards=True)
    k.press("Return")
    k.press("Return")
    assert [str(c) for c in k.t.info.dealer.cards] == ["8s", "8d", "Kc", "4h", "2s"]
    assert k.target() == "box 1"
