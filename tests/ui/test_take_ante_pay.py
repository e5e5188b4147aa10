"""At no game, the box that takes the Ante shows its PAY at the T key, before its cards
are shown (real key events on the real main window); an insured box says, under that PAY,
that its insurance comes with its cards, until they are in."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from keyboard_dealer import KeyboardDealer
from ui_helpers import close_window, make_window, open_table

from ui.devtools.driver import TableDriver
from ui.devtools.text_check import misfits
from ui.table.viewmodel import TableInfo


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
    assert "PAY €10 Ante" in k.t.box_widgets[0].money_shown, k.t.box_widgets[0].money_shown
    assert "TAKE €10 exchange" in k.t.box_widgets[0].money_shown
    assert k.t.info.boxes[0].result_net == 0
    assert k.target() == "box 2"
    k.entry("T")
    assert "PAY €10 Ante" in k.t.box_widgets[1].money_shown
    assert k.target() == "box 1", "then the cards, box by box"


# what the box shows, per language: the note while the insurance waits for the cards,
# the Ante paid at T, the insurance paid once the cards are in, the next-step line's word
# for a box, and the showdown's key in it
WORDS = {
    "en": {"note": "Insurance: after its cards", "ante": "PAY €10 Ante", "insurance": "PAY €10 Ins.",
           "box": "Box {}", "showdown": "Press C"},
    "ru": {"note": "Страховка: после вскрытия карт", "ante": "ВЫПЛАТИТЬ 10 € Анте",
           "insurance": "ВЫПЛАТИТЬ 10 € Страховка", "box": "{}", "showdown": "C"},
}


def _info(k: KeyboardDealer) -> TableInfo:
    info = k.t.info
    assert info is not None
    return info


def _insured_box_takes_the_ante(d: TableDriver, lang: str) -> None:
    words = WORDS[lang]
    k = KeyboardDealer(d)
    box1, box2 = k.t.box_widgets[0], k.t.box_widgets[1]
    k.bet(1, "10")
    k.bet(2, "10")
    k.close_bets()
    k.entry("P")
    k.entry("P")
    k.select(1)
    k.entry("I", "10", cards=False)  # box 1 insures its hand
    k.entry("D", "ks 9d 7c 4h 2s")  # king high: no game
    assert k.target() == "box 1"
    assert words["note"] not in box1.money_shown, "nothing is pending before the box has chosen"
    k.entry("T")  # box 1 takes the Ante: paid now, before its cards; its insurance is not
    assert k.t.state.box(1).final_cards is None, "box 1's cards are not shown yet"
    shown = box1.money_shown.replace("\u00a0", " ").replace("\u202f", " ")
    assert words["ante"] in shown, shown
    assert words["note"] in shown, shown
    assert words["insurance"] not in shown, "no insurance figure before its cards"
    assert box1.money_now.isVisible() and words["note"] in box1.money_now.text()
    assert _info(k).boxes[0].result_pending == ("insurance",)
    # the note fits the box (the Russian one is the longer): nothing on the box is cut
    assert not misfits(box1), [str(m) for m in misfits(box1)]
    # the next-step line still names the next box and what it does now
    assert k.target() == "box 2"
    assert words["box"].format(2) in k.next_text() and "T" in k.next_text(), k.next_text()
    k.entry("T")
    assert words["note"] not in box2.money_shown, "box 2 has no insurance: nothing to come"
    assert words["note"] in box1.money_shown, "still waiting for box 1's cards"
    assert k.target() == "box 1", "then the cards, box by box"
    assert words["showdown"] in k.next_text() and "1" in k.next_text(), k.next_text()
    k.entry("C", "qh qs qd 8c 4c")  # three queens: the insurance is valid and wins (no game)
    shown = box1.money_shown.replace("\u00a0", " ").replace("\u202f", " ")
    assert words["note"] not in shown, shown
    assert words["note"] not in box1.money_now.text()
    assert words["insurance"] in shown, shown
    assert words["ante"] in shown, shown
    assert _info(k).boxes[0].result_pending == ()
    assert _info(k).settlement is None and k.target() == "box 2", "box 2's cards are still to come"
    assert not misfits(box1), [str(m) for m in misfits(box1)]


def test_an_insured_box_that_took_the_ante_says_its_insurance_comes_with_its_cards(table: TableDriver) -> None:
    _insured_box_takes_the_ante(table, "en")


def test_the_same_note_in_russian(qapp: Any, db_path: Path, people: Any) -> None:
    w = make_window(db_path, lang="ru")
    try:
        _insured_box_takes_the_ante(open_table(w), "ru")
    finally:
        close_window(w)
        from ui import i18n

        i18n.install(qapp, "en")


def test_an_invalid_insurance_is_returned_once_the_cards_are_in(table: TableDriver) -> None:
    """A pair of aces is below the insurance's minimum: the note goes and RETURN comes."""
    k = KeyboardDealer(table)
    k.bet(1, "10")
    k.bet(2, "10")
    k.close_bets()
    k.entry("P")
    k.entry("P")
    k.select(1)
    k.entry("I", "10", cards=False)
    k.entry("D", "ks 9d 7c 4h 2s")
    k.entry("T")
    k.entry("T")
    assert "Insurance: after its cards" in k.t.box_widgets[0].money_shown
    k.entry("C", "ah ad 7d 5s 3d")
    shown = k.t.box_widgets[0].money_shown
    assert "Insurance: after its cards" not in shown and "RETURN €10 Ins." in shown, shown
