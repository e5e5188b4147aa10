"""A held round at the dealer's station: the co-signature dialog, a refusal from a
pit boss at another station on the same database, and F6 for a dealer."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from keyboard_dealer import KeyboardDealer
from ui_helpers import PEOPLE, cheap_hasher, open_table

from ui.devtools.driver import TableDriver, pump, wait_until
from ui.kit.dialogs import Credentials, CredentialsDialog, UserChoice
from ui.kit.qt import Qt, QTest
from ui.table.backend import Backend


def held_round(k: KeyboardDealer) -> None:
    k.bet(1, "500")
    k.close_bets()
    k.entry("P")
    k.entry("D", "jc jd 9s 6h 2c")
    k.entry("C", "as ks qs js ts")
    assert k.t.info.settlement.pending_approvals


def test_a_wrong_pin_brings_the_dialog_back_with_the_attempts_left(window: Any) -> None:
    k = KeyboardDealer(open_table(window))
    held_round(k)
    dialogs = window.ctx.dialogs
    dialogs.expect("credentials", Credentials("Boris", "000000"))
    dialogs.expect("credentials", None)  # asked again at once; the pit boss cancels
    k.press("Return")
    kinds = [c[0] for c in dialogs.calls]
    assert kinds == ["credentials", "credentials"], dialogs.calls
    assert "Wrong PIN for Boris: 4 attempts left" in dialogs.calls[-1][2]
    assert k.t.info.settlement.pending_approvals


def test_the_co_signature_dialog_has_refuse_which_needs_a_reason(qapp: Any) -> None:
    d = CredentialsDialog(None, "Pit boss co-signature", "Held", [UserChoice("Boris", "Boris")],
                          confirm_label="Approve", refuse_label="Refuse", problem="Wrong PIN for Boris: 4 attempts left")
    d.show()
    try:
        assert d.refuse_button is not None and d.refuse_button.text() == "Refuse"
        assert d.problem.text() == "Wrong PIN for Boris: 4 attempts left"
        QTest.keyClicks(d.pin_edit, "333333")
        QTest.mouseClick(d.refuse_button, Qt.MouseButton.LeftButton)
        pump(0)
        assert d.isVisible() and d.problem.text() == "A refusal needs a reason."
        assert d.reason_edit is not None
        QTest.keyClicks(d.reason_edit, "recount")
        QTest.mouseClick(d.refuse_button, Qt.MouseButton.LeftButton)
        pump(0)
        assert not d.isVisible()
        assert d.value() == Credentials("Boris", "333333", "recount", refused=True)
    finally:
        d.deleteLater()


def test_a_refusal_at_another_station_reaches_the_dealer_with_its_reason(window: Any, db_path: Path) -> None:
    k = KeyboardDealer(open_table(window))
    held_round(k)
    round_id = k.t.update_.round_id
    pit = Backend(db_path, station="pit", hasher=cheap_hasher())
    pit.open()
    try:
        sig = pit.users.co_sign("Boris", PEOPLE["Boris"][1], pit_permission(), purpose="refuse held payouts",
                                shift_id=None, round_id=round_id)
        pit.rounds.refuse(sig, round_id, "the royal flush was misread")
    finally:
        pit.close()
    wait_until(lambda: "Refused by Boris: the royal flush was misread" in k.next_text(), 5000, "the refusal on screen")
    assert "Correct it" in k.next_text() and "Enter after a recount" in k.next_text()


def pit_permission() -> Any:
    from dealer_app.auth.roles import Permission

    return Permission.REFUSE


def test_f6_for_a_dealer_asks_a_pit_boss_and_a_cancel_leaves_the_table(table: TableDriver) -> None:
    w = table.window
    w.ctx.dialogs.expect("credentials", None)  # nobody signs: nothing opens, the dealer stays
    QTest.keyClick(w.table, Qt.Key.Key_F6)
    w.ctx.worker.drain()
    pump(10)
    assert w.ctx.dialogs.calls[-1][1] == "Pit boss at the table" and w.ctx.dialogs.pending == 0
    assert w.stack.currentWidget() is w.table and w.ctx.user.name == "Anna"
