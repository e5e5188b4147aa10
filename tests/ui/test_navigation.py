"""The table's keys to the other screens, pressed as a dealer presses them (through
the window system, so the shortcuts' contexts are what is tested): F7 opens the
Russian Roulette tracker on the open shift and its back (Esc, or the top bar's
button) returns to the table; F6 opens the pit boss console for a pit boss and
never for a dealer. The main window has no administrators' screen of its own:
they land in the console's users page."""

from __future__ import annotations

from typing import Any

from ui_helpers import PEOPLE, open_table, sign_in

from ui.devtools.driver import TableDriver, pump, wait_until
from ui.kit.qt import Qt, QTest


def _press(w: Any, key: Qt.Key, focus: Any = None) -> None:
    """A key through the window system (shortcuts included), with ``focus`` holding the focus."""
    w.activateWindow()
    wait_until(w.isActiveWindow, 5000, "the window active")
    if focus is not None:
        focus.setFocus()
        pump(1)
    QTest.keyClick(w.windowHandle(), key)
    w.ctx.worker.drain()
    pump(10)


def test_f7_opens_the_roulette_tracker_and_its_back_returns_to_the_table(table: TableDriver) -> None:
    w = table.window
    assert w.stack.currentWidget() is w.table
    _press(w, Qt.Key.Key_F7, w.table)
    assert w.stack.currentWidget() is w.roulette
    wait_until(lambda: w.roulette.update_ is not None, 20000, "the tracker loaded")
    assert w.roulette.top.table.text() == w.ctx.shift.table, "the tracker is on the table's open shift"
    # Esc on the tracker: back to the table
    _press(w, Qt.Key.Key_Escape, w.roulette)
    assert w.stack.currentWidget() is w.table
    # and again, with the top bar's button this time
    _press(w, Qt.Key.Key_F7, w.table)
    assert w.stack.currentWidget() is w.roulette
    QTest.mouseClick(w.roulette.top.back, Qt.MouseButton.LeftButton)
    pump(10)
    assert w.stack.currentWidget() is w.table
    # the tracker keeps the table's shift: what F7 opens is the same hand, resumed
    _press(w, Qt.Key.Key_F7, w.table)
    assert w.stack.currentWidget() is w.roulette
    _press(w, Qt.Key.Key_F7, w.roulette)
    assert w.stack.currentWidget() is w.roulette, "F7 is the table's key"


def test_f6_at_the_table_opens_the_console_for_a_pit_boss_only(window: Any) -> None:
    w = window
    # a dealer at the table: F6 asks a pit boss for their PIN; nobody signs, nothing opens
    d = open_table(w, "Anna")
    w.ctx.dialogs.expect("credentials", None)
    w.ctx.dialogs.expect("credentials", None)
    _press(w, Qt.Key.Key_F6, w.table)
    d.settle()
    assert w.stack.currentWidget() is w.table
    w.show_console()
    d.settle()
    assert w.stack.currentWidget() is w.table, "nor does asking for it"
    assert w.ctx.dialogs.pending == 0 and w.ctx.user.name == "Anna"
    w.sign_out()
    wait_until(lambda: w.stack.currentWidget() is w.signin, 10000, "signed out")

    # a pit boss lands in the console; F6 takes them to the table with its open shift, and F6 at the table back
    w.signin.select("Boris")
    QTest.keyClicks(w.signin.pin, PEOPLE["Boris"][1])
    QTest.keyClick(w.signin.pin, Qt.Key.Key_Return)
    wait_until(lambda: w.stack.currentWidget() is w.console, 10000, "the console")
    _press(w, Qt.Key.Key_F6, w.console.stack.currentWidget())
    wait_until(lambda: w.stack.currentWidget() is w.table, 10000, "the table")
    _press(w, Qt.Key.Key_F6, w.table)
    assert w.stack.currentWidget() is w.console


def test_the_main_window_has_no_screen_of_its_own_for_administrators(window: Any) -> None:
    w = window
    assert not hasattr(w, "admin")
    sign_in(w, "Admin")  # the console is built when first shown: an administrator lands in it
    wait_until(lambda: type(w.stack.currentWidget()).__name__ == "ConsoleScreen", 10000, "the console")
    names = {type(w.stack.widget(i)).__name__ for i in range(w.stack.count())}
    assert "AdminScreen" not in names and "ConsoleScreen" in names
