"""The console in the main window: pit bosses and administrators land in it after
signing in, F6 goes to the table and back; dealers and trainees never see it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from console_helpers import PEOPLE, Floor, cheap_hasher

from ui.console import Section
from ui.devtools.driver import TableDriver, pump, wait_until
from ui.kit.dialogs import ScriptedDialogService
from ui.kit.qt import Qt, QTest


def _window(db: Path) -> Any:
    from ui.app import build_window

    w: Any = build_window(db, lang="en", dialogs=ScriptedDialogService(), hasher=cheap_hasher(),
                          settings_path=db.with_name("ui-settings.json"))
    w.resize(1280, 800)
    w.show()
    wait_until(lambda: w.startup.report is not None, 20000, "the start-up checks")
    return w


def _sign_in(w: Any, name: str) -> None:
    wait_until(lambda: w.stack.currentWidget() is w.signin and w.signin.users.count() > 0, 10000, "the sign-in screen")
    w.signin.select(name)
    d = TableDriver(w)
    d.type(PEOPLE[name][1])
    d.enter()
    wait_until(lambda: w.ctx.user is not None and w.ctx.user.name == name, 10000, f"{name} signed in")
    w.ctx.worker.drain()
    pump(10)


def _close(w: Any) -> None:
    w.shutdown()
    w.close()
    w.deleteLater()
    pump(5)


def _built(w: Any) -> set[str]:
    """Which of the screens built when first shown are in the window's stack."""
    names = {"ConsoleScreen", "TrainingScreen"}
    return {type(w.stack.widget(i)).__name__ for i in range(w.stack.count())} & names


def _f6(w: Any) -> None:
    w.activateWindow()
    wait_until(w.isActiveWindow, 5000, "the window active")
    QTest.keyClick(w.windowHandle(), Qt.Key.Key_F6)
    w.ctx.worker.drain()
    pump(10)


def test_a_pit_boss_lands_in_the_console_and_f6_goes_to_the_table_and_back(floor: Floor) -> None:
    floor.close()  # the window opens the database on its own
    w = _window(floor.db)
    try:
        assert _built(w) == set(), "nothing but the start-up, sign-in, shift, table and lock screens at first"
        _sign_in(w, "Boris")
        assert _built(w) == {"ConsoleScreen"}
        assert w.stack.currentWidget() is w.console
        assert w.console.current is Section.APPROVALS
        w.console.stack.currentWidget().setFocus()
        _f6(w)  # the console's F6: the table (an open shift there, or the shift screen)
        wait_until(lambda: w.stack.currentWidget() in (w.table, w.shift_open), 10000, "the table")
        _f6(w)  # and back
        assert w.stack.currentWidget() is w.console
        w.lock("test")
        _f6(w)  # never while locked
        assert w.locked
    finally:
        _close(w)


def test_an_administrator_lands_in_users_and_settings(floor: Floor) -> None:
    floor.close()
    w = _window(floor.db)
    try:
        _sign_in(w, "Admin")
        assert w.stack.currentWidget() is w.console
        assert w.console.sections == (Section.USERS, Section.SETTINGS, Section.PLAYERS, Section.CHIPS)
    finally:
        _close(w)


def test_a_dealer_never_reaches_the_console(floor: Floor) -> None:
    floor.close()
    w = _window(floor.db)
    try:
        _sign_in(w, "Anna")
        wait_until(lambda: w.stack.currentWidget() in (w.table, w.shift_open), 10000, "the dealer's screen")
        before = w.stack.currentWidget()
        if before is w.table:  # at the table, F6 asks for a pit boss's PIN (the dealer stays signed in)
            w.ctx.dialogs.expect("credentials", None)
            w.ctx.dialogs.expect("credentials", None)
        _f6(w)
        assert w.stack.currentWidget() is before
        w.show_console()
        w.ctx.worker.drain()
        pump(10)
        assert w.stack.currentWidget() is before and w.ctx.dialogs.pending == 0
        assert _built(w) == set(), "a dealer's station never builds the console or trainee mode"
    finally:
        _close(w)


@pytest.mark.parametrize("own_language", ["en", "ru"])
def test_right_after_a_pit_boss_signs_in_the_console_keys_work_without_a_click(floor: Floor, own_language: str) -> None:
    floor.close()
    from dealer_app.services import DealerServices

    with DealerServices.open(floor.db, hasher=cheap_hasher(), station="pit") as s:
        boris = s.users.sign_in("Boris", PEOPLE["Boris"][1])
        s.users.set_language(boris, own_language)  # in their own language the screens are built again
        s.users.sign_out(boris)
    w = _window(floor.db)
    try:
        w.activateWindow()
        wait_until(w.isActiveWindow, 5000, "the window active")
        _sign_in(w, "Boris")  # the console is built now: the window keeps the keyboard
        assert w.stack.currentWidget() is w.console and w.console.current is Section.APPROVALS
        wait_until(w.isActiveWindow, 5000, "the window active after the console was built")
        focus = w.focusWidget()
        page = w.console.stack.currentWidget()
        assert focus is page or page.isAncestorOf(focus), focus  # the page's own keys (Ctrl+L…) reach it
        QTest.keyClick(w.windowHandle(), Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
        pump(10)
        assert w.console.current is Section.HISTORY
    finally:
        _close(w)
