"""At no game, the box that takes the Ante shows its PAY at the T key, before its cards
are shown (real key events on the real main window)."""

from __future__ import annotations

from keyboard_dealer import KeyboardDealer

from ui.devtools.driver import TableDriver


def test_the_ante_taken_is_paid_at_the_t_key(table: TableDriver) -> None:
    k = KeyboardDealer(table)
    k.bet(1, "10")
    k.bet(2, "10")
    k.close_bets()
    k.entry("X", "2", cards=False)  # box 1 exchanges two cards (a fee taken at once)
    k.entry("P")
    k.entry("P")
    k.entry("D", "ks 9d 7c 4h 2s")  # king high: no game
    assert k.target() == "box 1"
    k.entry("T")  # box 1 takes the Ante
    assert k.t.state.box(1).final_cards is None, "box 1's cards are not shown yet"
    assert "PAY €10 Ante" in k.t._boxes[0].money_shown, k.t._boxes[0].money_shown
    assert "TAKE €10 exchange" in k.t._boxes[0].money_shown
    assert k.t.info.boxes[0].result_net == 0
    assert k.target() == "box 2"
    k.entry("T")
    assert "PAY €10 Ante" in k.t._boxes[1].money_shown
    assert k.target() == "box 1", "then the cards, box by box"
