"""The table's Menu button and its documents, as a dealer reaches them: the Menu button
lists the same actions as the function keys (each naming its key) and its lines do what
the keys do; F1 shows every key of the table, F2 (or a click on the profile) the house
rules. (The practice table's menu: ``tests/ui_training/test_training_screen.py``.)"""

from __future__ import annotations

from typing import Any

from ui.devtools.driver import TableDriver, pump, wait_until
from ui.kit.qt import QApplication, QMenu, Qt, QTest

LIVE = ["All keys  (F1)", "House rules and pay tables  (F2)", "Dealer change  (F5)", "Void the round, pit boss  (F8)",
        "Pit boss console  (F6)", "Russian Roulette table  (F7)", "Lock the station  (F9)", "Close the shift  (F10)",
        "Cash buy-in  (F3)", "Fill from the cage  (F4)", "Credit to the cage  (Shift+F4)", "Hourly tray count  (F11)"]


def _menu_from_the_button(screen: Any) -> QMenu:
    """Click the top bar's Menu button; the menu it pops up (never modal)."""
    QTest.mouseClick(screen.top.menu, Qt.MouseButton.LeftButton)
    wait_until(lambda: isinstance(QApplication.activePopupWidget(), QMenu), 5000, "the menu shown")
    menu = QApplication.activePopupWidget()
    assert isinstance(menu, QMenu)
    return menu


def test_the_menu_and_the_document_keys_of_the_live_table(table: TableDriver) -> None:
    screen = table.window.table
    dialogs = table.window.ctx.dialogs
    menu = _menu_from_the_button(screen)
    assert [a.text() for a in menu.actions()] == LIVE
    menu.close()
    for _ in range(4):
        dialogs.expect("show_document")
    seen = len(dialogs.calls)
    table.key(Qt.Key.Key_F1)
    kind, title, html = dialogs.calls[seen]
    assert (kind, title) == ("show_document", "Keys")
    for key in ("1–9", "Ctrl+Z", "F2", "F3", "F4 / ⇧F4", "F5", "F8", "F10", "F11", "F12"):
        assert f"<b>{key}</b>" in html, key
    table.key(Qt.Key.Key_F2)
    assert dialogs.calls[seen + 1][:2] == ("show_document", "House rules")
    QTest.mouseClick(screen.top.profile, Qt.MouseButton.LeftButton)  # the profile's name opens them too
    pump(5)
    assert dialogs.calls[seen + 2][:2] == ("show_document", "House rules")
    # a line of the menu does what its key does
    menu = _menu_from_the_button(screen)
    next(a for a in menu.actions() if a.text() == "All keys  (F1)").trigger()
    pump(5)
    assert dialogs.calls[seen + 3][:2] == ("show_document", "Keys") and dialogs.calls[seen + 3][2] == html
    locked: list[str] = []
    screen.lock_requested.connect(locked.append)
    menu = _menu_from_the_button(screen)
    next(a for a in menu.actions() if a.text() == "Lock the station  (F9)").trigger()
    pump(5)
    assert locked == ["Locked by the dealer."]
    assert dialogs.pending == 0

