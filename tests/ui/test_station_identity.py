"""The station's identity, set once at the first run, is the table every screen uses
(issue: the shift screen offered "Table 1", the shift was stuck after a restart, and the
report said "Table Table 1")."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from gui_support import PEOPLE
from ui_helpers import close_window, make_window, sign_in

from ui.devtools.driver import TableDriver, wait_until


def first_run(w: Any, table: str) -> None:
    """The first-run screen with the keyboard: casino, table, currency, the administrator, then
    Anna (dealer) and Boris (pit boss)."""
    from ui.kit.qt import Qt

    fr = w.first_run
    d = TableDriver(w)
    wait_until(lambda: fr.defaults_loaded, 10000, "the defaults")
    d.type("Casino Neva")
    d.key(Qt.Key.Key_Tab)
    fr.table_name.selectAll()
    d.type(table)
    d.key(Qt.Key.Key_Tab)
    d.key(Qt.Key.Key_Tab)
    d.type("Admin")
    d.key(Qt.Key.Key_Tab)
    d.type(PEOPLE["Admin"][1])
    d.key(Qt.Key.Key_Tab)
    d.type(PEOPLE["Admin"][1])
    d.enter()
    wait_until(lambda: fr.steps.currentIndex() == 1, 20000, "the chip-set step")
    d.key(Qt.Key.Key_S, Qt.KeyboardModifier.AltModifier)  # no chip set yet
    assert fr.steps.currentIndex() == 2
    for name, downs in (("Boris", 1), ("Anna", 0)):
        d.type(name)
        d.key(Qt.Key.Key_Tab)
        assert fr.user_role.currentData() == "dealer"  # each person's role starts afresh (never the last one's)
        for _ in range(downs):
            d.key(Qt.Key.Key_Down)
        d.key(Qt.Key.Key_Tab)
        d.type(PEOPLE[name][1])
        d.enter()
        wait_until(lambda n=name: fr.people.count() and fr.people.item(fr.people.count() - 1).text().startswith(n))
    d.key(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    wait_until(lambda: w.stack.currentWidget() is w.signin, 10000, "the sign-in screen")


def test_the_table_named_at_the_first_run_is_the_one_the_shift_opens_and_resumes_at(qapp: Any, db_path: Path) -> None:
    from dealer_app.services import DealerServices

    w = make_window(db_path)
    try:
        first_run(w, "RP-1")
        sign_in(w, "Anna")
        wait_until(lambda: w.stack.currentWidget() is w.shift_open, 10000, "the shift screen")
        so = w.shift_open
        assert so.table.text() == "RP-1" and so.table.isReadOnly()  # never a contradicting default
        wait_until(lambda: so.profile.count() > 0, 10000, "the profiles")
        TableDriver(w).enter()
        wait_until(lambda: w.stack.currentWidget() is w.table, 10000, "the table")
        assert w.ctx.shift.table == "RP-1"
        w.sign_out()
        wait_until(lambda: w.ctx.user is None, 10000, "signed out")
        TableDriver(w).settle()
        sign_in(w, "Anna")  # signed in again: straight back to the open shift
        wait_until(lambda: w.stack.currentWidget() is w.table, 10000, "the table again")
    finally:
        close_window(w)
    w = make_window(db_path)  # and after a restart
    try:
        sign_in(w, "Anna")
        wait_until(lambda: w.stack.currentWidget() is w.table, 10000, "the table after a restart")
        assert w.ctx.shift.table == "RP-1" and w.ctx.settings.table_name == "RP-1"
    finally:
        close_window(w)
    with DealerServices.open(db_path, record_startup=False, readonly=True) as s:
        assert [sh.table_name for sh in s.store.shifts()] == ["RP-1"]


def test_a_report_names_the_table_once() -> None:
    from reports.words import Words

    assert Words("en").table("RP-1") == "Table RP-1"
    assert Words("ru").table("RP-1") == "Стол RP-1"
    assert Words("en").table("Table 1") == "Table 1"
    assert Words("ru").table("Стол 3") == "Стол 3"
