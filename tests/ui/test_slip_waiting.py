"""A fill or credit slip never blocks a shift: a wrong pit-boss PIN leaves nothing waiting, and a
slip that waits (for a pit boss or the cage) is finished or voided from the table's F4."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from gui_support import cheap_hasher
from ui_helpers import PEOPLE, configure_count, sign_in

from dealer_app.auth.roles import Permission
from dealer_app.services import DealerServices
from ui.devtools.driver import TableDriver, wait_until
from ui.kit.dialogs import Credentials
from ui.kit.qt import Qt

BORIS = Credentials("Boris", PEOPLE["Boris"][1])


def _open_counted(w: Any) -> TableDriver:
    sign_in(w, "Anna")
    screen = w.shift_open
    wait_until(lambda: w.stack.currentWidget() is screen and screen.opener.isVisible(), 10000, "the opener fields")
    d = TableDriver(w)
    screen.opener.edits[10000].setFocus()
    d.type("20")
    w.ctx.dialogs.expect("credentials", BORIS)
    screen.open_button.click()
    wait_until(lambda: w.stack.currentWidget() is w.table and w.table.update_ is not None, 10000, "the table")
    d.settle()
    return d


def _slips(w: Any) -> list[Any]:
    got: list[Any] = []
    w.ctx.run(lambda b: b.count.view(b.shift_id).slips, got.append)
    wait_until(lambda: bool(got), 10000, "the slips")
    return list(got[0])


def _press(w: Any, d: TableDriver, shift: bool = False) -> None:
    d.key(d.table.key_for("F4"), Qt.KeyboardModifier.ShiftModifier if shift else Qt.KeyboardModifier.NoModifier)
    wait_until(lambda: w.ctx.dialogs.pending == 0 and not w.ctx.worker.busy, 10000, "the slip dialogs")
    d.settle()


def test_a_wrong_pin_on_a_credit_slip_leaves_nothing_waiting(window: Any, db_path: Path) -> None:
    configure_count(db_path)
    w = window
    d = _open_counted(w)
    dialogs = w.ctx.dialogs
    dialogs.expect("tray_count", {2500: 4})
    dialogs.expect("credentials", Credentials("Boris", "000000"))  # wrong PIN: the same dialog asks again
    dialogs.expect("credentials", None)  # cancelled there
    _press(w, d, shift=True)
    assert "Wrong PIN for Boris: 4 attempts left before the lock-out." in dialogs.calls[-1][2]
    assert _slips(w) == []  # nothing asked for: the shift is not blocked
    dialogs.expect("tray_count", {2500: 4})
    dialogs.expect("credentials", Credentials("Boris", "000000"))
    dialogs.expect("credentials", BORIS)  # retyped in the same dialog
    dialogs.expect("credentials", Credentials("Carl", "777777"))
    _press(w, d, shift=True)
    retyped, cage = dialogs.calls[-2], dialogs.calls[-1]
    assert retyped[1] == "Credit to the cage" and "Wrong PIN for Boris: 3 attempts left" in retyped[2]
    assert cage[1].endswith("at the cage") and "⚠" not in cage[2]
    [slip] = _slips(w)
    assert (slip.kind.value, slip.total, slip.status) == ("credit", 10_000, "received")


def test_a_slip_waiting_for_a_signature_is_finished_or_voided_at_the_table(window: Any, db_path: Path) -> None:
    configure_count(db_path)
    w = window
    d = _open_counted(w)
    with DealerServices.open(db_path, station="other", hasher=cheap_hasher()) as s:  # left waiting (an old station)
        shift = s.shifts.latest()
        assert shift is not None

        def anna() -> Any:
            return s.users.co_sign("Anna", PEOPLE["Anna"][1], Permission.REQUEST_SLIP, purpose="fill", shift_id=shift.id)

        first = s.count.request_slip(anna(), shift.id, "fill", {10000: 2}).number
        second = s.count.request_slip(anna(), shift.id, "fill", {500: 2}).number
    dialogs = w.ctx.dialogs
    dialogs.expect("confirm", True)  # "Slip … waits for a pit boss's signature. Finish it now?"
    dialogs.expect("credentials", BORIS)
    dialogs.expect("credentials", Credentials("Carl", "777777"))
    _press(w, d)
    assert "waits for a pit boss" in dialogs.calls[-3][2]
    dialogs.expect("confirm", False)  # not finished: voided
    dialogs.expect("confirm", True)
    dialogs.expect("credentials", Credentials("Boris", PEOPLE["Boris"][1], reason="runner never came"))
    _press(w, d)
    by_number = {s.number: s for s in _slips(w)}
    assert by_number[first].status == "received" and by_number[first].signed_by == "Boris"
    assert by_number[second].status == "voided" and by_number[second].void_reason == "runner never came"
