"""The figure the dealer's screen tells the dealer to move is the record's figure
(issue: the dealer's screen told a dealer to pay the wrong amount).

Real keys into the real main window; the pit boss's refusal and floor ruling come
from another station on the same database, as they do on a floor."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from gui_support import close_window, make_window
from keyboard_dealer import KeyboardDealer
from ui_helpers import PEOPLE, cheap_hasher, fund_meter, open_table, sign_in, stored_rounds

from dealer_app.auth.roles import Permission
from ui.devtools.driver import TableDriver, pump, wait_until
from ui.table.backend import Backend


def quads_box_1_entered(k: KeyboardDealer) -> None:
    k.bet(1, "500")
    k.bet(2, "10")
    k.close_bets()
    k.entry("P")
    k.entry("P")
    k.entry("D", "ad kh 6s 4d 3h")
    k.entry("C", "9s 9h 9d 9c 2c")
    assert k.t.info.settlement is None, "box 2's cards are still to come"


def quads_round(k: KeyboardDealer) -> None:
    """Box 1 Ante €500, Bet €1,000, four nines; box 2 Ante €10, a pair of eights; the
    dealer ace-king (a game). Box 1's Bet pays €20,000, capped at €10,000 and held."""
    quads_box_1_entered(k)
    k.entry("C", "8c 8d tc 5d 2d")
    assert k.t.info.settlement is not None and k.t.info.settlement.pending_approvals


def at_the_pit(db_path: Path, round_id: int, act: str, **kw: Any) -> None:
    """Boris, at the pit's station, refuses or rules on the round."""
    pit = Backend(db_path, station="pit", hasher=cheap_hasher())
    pit.open()
    try:
        perm = {"refuse": Permission.REFUSE, "rule": Permission.RULE}[act]
        sig = pit.users.co_sign("Boris", PEOPLE["Boris"][1], perm, purpose=act, shift_id=None, round_id=round_id)
        if act == "refuse":
            pit.rounds.refuse(sig, round_id, kw["reason"])
        else:
            pit.rounds.rule(sig, round_id, kw["box"], kw["net"], kw["reason"])
    finally:
        pit.close()


def row_texts(t: Any, box: int) -> str:
    row = t.settlement.row(box)
    return " | ".join([*(f"{m.word} {m.amount} {m.term}" for m in row.moves), row.net_text, *row.flags])


def assert_ruled_screen(t: Any) -> None:
    text = row_texts(t, 1)
    assert "PAY €8,000" in text, text
    assert [(m.word, m.amount) for m in t.settlement.row(1).moves] == [("PAY", "€8,000")], text
    assert "co-signed" not in text, text
    assert "Boris" in text and "recount of the bet" in text, text
    assert t.settlement.summary.text().startswith("House −€8,020"), t.settlement.summary.text()
    assert not t.info.settlement.pending_approvals
    # what a screen reader (or any check from outside) reads is what the row paints
    spoken = t.settlement.row(1).accessibleDescription()
    assert "PAY €8,000 floor ruling" in spoken and "net +€8,000" in spoken and "FLOOR RULING by Boris" in spoken
    assert "co-signed" not in spoken and t.settlement.row(1).accessibleName() == "BOX 1"


def test_a_floor_ruling_after_a_refusal_is_the_figure_the_dealer_pays(window: Any, db_path: Path) -> None:
    k = KeyboardDealer(open_table(window))
    quads_round(k)
    text = row_texts(k.t, 1)
    assert "PAY €10,000" in text and "HELD" in text, text
    round_id = k.t.update_.round_id
    at_the_pit(db_path, round_id, "refuse", reason="the bet was €500")
    wait_until(lambda: "Refused by Boris" in k.next_text(), 5000, "the refusal on screen")
    assert "co-signed" not in row_texts(k.t, 1)
    at_the_pit(db_path, round_id, "rule", box=1, net=800_000, reason="recount of the bet")
    wait_until(lambda: "PAY €8,000" in row_texts(k.t, 1), 5000, "the ruling on screen")
    assert_ruled_screen(k.t)
    # the dealer signs out and back in: the same figures
    window.sign_out()
    wait_until(lambda: window.ctx.user is None and window.stack.currentWidget() is window.signin
               and not window.ctx.worker.busy, 20000, "signed out")
    pump(5)
    sign_in(window, "Anna")
    wait_until(lambda: window.stack.currentWidget() is window.table and window.table.info is not None
               and window.table.info.settlement is not None, 10000, "the table again")
    assert_ruled_screen(window.table)


def test_a_ruling_stands_on_the_dealers_screen_after_a_restart(qapp: Any, window: Any, db_path: Path) -> None:
    k = KeyboardDealer(open_table(window))
    quads_round(k)
    round_id = k.t.update_.round_id
    at_the_pit(db_path, round_id, "refuse", reason="the bet was €500")
    at_the_pit(db_path, round_id, "rule", box=1, net=800_000, reason="recount of the bet")
    window.shutdown()
    again = make_window(db_path)
    try:
        TableDriver(again)
        sign_in(again, "Anna")
        wait_until(lambda: again.stack.currentWidget() is again.table and again.table.info is not None
                   and again.table.info.settlement is not None, 10000, "the table after the restart")
        assert_ruled_screen(again.table)
        # Enter confirms the round: the log records what the screen said
        KeyboardDealer(TableDriver(again)).confirm_round()
    finally:
        close_window(again)


def test_a_box_never_shows_its_payout_before_the_cap(window: Any) -> None:
    k = KeyboardDealer(open_table(window))
    quads_box_1_entered(k)
    shown = k.t.box_widgets[0].money_shown
    assert "€20,000" not in shown, shown
    assert "PAY €10,000" in shown and "HELD" in shown, shown


def test_a_box_never_shows_its_payout_before_the_cap_in_russian(qapp: Any, db_path: Path) -> None:
    from gui_support import make_people

    make_people(db_path)
    w = make_window(db_path, lang="ru")
    try:
        k = KeyboardDealer(open_table(w))
        quads_box_1_entered(k)
        shown = k.t.box_widgets[0].money_shown.replace("\xa0", " ")
        assert "20 000" not in shown, shown
        assert "ВЫПЛАТИТЬ 10 000" in shown and "ЖДЁТ ПОДПИСИ" in shown, shown
    finally:
        close_window(w)


def test_voiding_a_settled_round_tells_the_dealer_what_the_chips_did(window: Any, db_path: Path) -> None:
    k = KeyboardDealer(open_table(window))
    k.bet(1, "10")
    k.bet(2, "10")
    k.close_bets()
    k.entry("P")
    k.entry("P")
    k.entry("D", "ad kh 6s 4d 3h")
    k.entry("C", "qs qh qd 5c 2c")  # three queens: box 1 nets +€60
    k.entry("C", "8c 7d tc 5d 2d")  # ten high: loses Ante and Bet
    number = k.confirm_round()
    rows = [r for r in stored_rounds(db_path) if r.number == number]
    round_id = rows[0].id
    pit = Backend(db_path, station="pit", hasher=cheap_hasher())
    pit.open()
    try:
        sig = pit.users.co_sign("Boris", PEOPLE["Boris"][1], Permission.VOID, purpose="void", shift_id=None,
                                round_id=round_id)
        pit.rounds.void(sig, round_id, "the deck was short a card")
    finally:
        pit.close()
    wait_until(lambda: "VOIDED by Boris" in k.next_text(), 5000, "the void on the dealer's screen")
    text = k.next_text()
    assert f"Round {number} was VOIDED by Boris: the deck was short a card" in text, text
    assert "box 1 was paid €60" in text and "box 2 lost €30 to the house" in text, text


def test_an_idle_station_shows_the_meter_as_it_stands(window: Any, db_path: Path) -> None:
    """The meter moves without this station (a pit boss's adjustment; on a floor, other
    tables): the idle station's jackpot follows it."""
    t = open_table(window).table
    assert t.top.jackpot.text() == "€0"
    fund_meter(db_path, 100_000)
    wait_until(lambda: t.top.jackpot.text() == "€1,000", 5000, "the meter's new value on the idle station")
