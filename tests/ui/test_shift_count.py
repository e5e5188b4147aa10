"""A counted shift at the desktop app: once the house has a chip set the dealer types the
opener on the shift screen (a pit boss confirms with a PIN), and closes with a closer."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from ui_helpers import PEOPLE, configure_count, sign_in

from dealer_app.services import DealerServices
from rules.poker.record import Decision
from rules.poker.table import CloseBets, Decide, PlaceBet
from ui.devtools.driver import TableDriver, wait_until
from ui.kit.dialogs import Credentials
from ui.kit.qt import Qt


def _view(db_path: Path) -> Any:
    from gui_support import cheap_hasher

    s = DealerServices.open(db_path, record_startup=False, readonly=True, hasher=cheap_hasher())
    try:
        shift = s.shifts.latest()
        assert shift is not None
        return s.count.view(shift.id)
    finally:
        s.close()


@pytest.mark.subprocess  # closing prints through the dealer-app report child
def test_opener_typed_at_the_shift_screen_and_closer_at_the_close(window: Any, db_path: Path) -> None:
    configure_count(db_path)
    w = window
    sign_in(w, "Anna")
    screen = w.shift_open
    wait_until(lambda: w.stack.currentWidget() is screen and screen.opener.isVisible(), 10000, "the opener fields")
    assert set(screen.opener.edits) == {10000, 2500, 500}
    d = TableDriver(w)
    screen.open_button.click()  # nothing counted yet
    assert "Count the tray" in screen.problem.text()
    screen.opener.edits[10000].setFocus()
    d.type("20")
    screen.opener.edits[2500].setFocus()
    d.type("4x")
    screen.open_button.click()
    assert "whole number" in screen.problem.text()
    screen.opener.edits[2500].setFocus()
    d.key(Qt.Key.Key_Backspace)
    assert screen.opener.total.text() == "Total €2,100"
    w.ctx.dialogs.expect("credentials", Credentials("Boris", PEOPLE["Boris"][1]))
    screen.open_button.click()
    wait_until(lambda: w.stack.currentWidget() is w.table and w.table.update_ is not None, 10000, "the table")
    v = _view(db_path)
    assert v.opener is not None and v.opener.count.total == 210_000 and v.opener.confirmed_by == "Boris"
    d.settle()
    dialogs = w.ctx.dialogs
    # F3: €500 cash at seat 3; the dealer is told the chips to pay
    dialogs.expect("ask_text", "500 3")
    dialogs.expect("inform")
    d.key(d.table.key_for("F3"))
    wait_until(lambda: dialogs.calls[-1][0] == "inform", 10000, "the buy-in")
    assert "pay out 5 × €100" in dialogs.calls[-1][2]
    # F4: a €500 fill, signed by a pit boss, received by the cage
    dialogs.expect("tray_count", {10000: 5})
    dialogs.expect("credentials", Credentials("Boris", PEOPLE["Boris"][1]))
    dialogs.expect("credentials", Credentials("Carl", "777777"))
    d.key(d.table.key_for("F4"))
    wait_until(lambda: dialogs.pending == 0 and not w.ctx.worker.busy, 10000, "the fill")
    d.settle()
    # F11: the hourly tray count (€2,100 − €500 buy-in + €500 fill)
    dialogs.expect("tray_count", {10000: 20, 2500: 4})
    d.key(d.table.key_for("F11"))
    wait_until(lambda: dialogs.pending == 0 and not w.ctx.worker.busy, 10000, "the tray count")
    d.settle()
    d.steps([PlaceBet(1, 1000), CloseBets(), Decide(1, Decision.FOLD)])
    d.enter()  # the box folded: the house took its Ante
    dialogs.expect("confirm", True)
    dialogs.expect("tray_count", {10000: 21, 2500: 0, 500: 2})  # €2,110: opener + €10 Ante
    dialogs.expect("credentials", Credentials("Petra", PEOPLE["Petra"][1]))
    dialogs.expect("report_ready")
    d.key(d.table.key_for("F10"))
    wait_until(lambda: w.stack.currentWidget() is w.signin, 60000, "the shift to close")
    got: list[Any] = []
    shift_id = v.shift.id
    w.ctx.run(lambda b: b.count.view(shift_id), got.append)  # through the app's own connection
    wait_until(lambda: bool(got), 10000, "the count view")
    v = got[0]
    assert v.closer is not None and v.closer.count.total == 211_000 and v.closer.confirmed_by == "Petra"
    assert (v.estimated_drop, v.fills, len(v.snapshots)) == (50_000, 50_000, 1)
    assert v.win == 1_000 and v.computed == 1_000 and v.variance == 0
    assert [p.variance for p in v.periods] == [0, 0]
    # the next opener proposes this closer
    sign_in(w, "Anna")
    wait_until(lambda: screen.opener.isVisible() and screen.opener.edits[10000].text() == "21", 10000, "proposed")
    assert "last closer at this table" in screen.opener.total.text()
