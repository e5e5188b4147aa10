"""The pit podium's table groups on a real PostgreSQL floor, with real keys, in English and in
Russian: Alt+G lists the pit's tables with their group and its version; Alt+O takes the chosen
table out of its group (no reason: asked for, nothing recorded; a wrong PIN: said in the same
dialog, which asks again); Alt+J puts it back; each change is in the table's own chain."""

from __future__ import annotations

from typing import Any

import pytest
from gui_support import cheap_hasher
from pg_server import fresh_database

from dealer_app.auth.roles import Permission, Role
from dealer_app.services import DealerServices, EntryKind
from dealer_app.services.floor_view import FloorView
from dealer_app.services.table_group import floor_groups, set_table_group
from ui.devtools.driver import pump, wait_until
from ui.kit.qt import Qt, QTest

pytestmark = [pytest.mark.floor]
CHIPS = [{"value": 10000, "colour": "#222222"}, {"value": 2500, "colour": "#1f8a3b"}]
WRONG = {"en": "Wrong PIN for pat: 4 attempts left before the lock-out.",
         "ru": "Неверный ПИН-код (pat): осталось попыток до блокировки: 4."}
NO_GROUP = {"en": "in no group", "ru": "без группы"}
REASON = {"en": "A reason is required.", "ru": "Нужна причина."}


def _floor(url: str) -> None:
    for t in ("T1", "T2", "T3"):
        with DealerServices.open(url, table=t, station=f"dealer-{t}", hasher=cheap_hasher()) as s:
            if t == "T1":
                s.users.create_first_admin("ada", "111111")
                s.users.add(s.users.co_sign("ada", "111111", Permission.MANAGE_USERS, purpose="setup"), "pat",
                            Role.PIT_BOSS, "333333")
    set_table_group(url, "Pit A", ["T1", "T2"], user="pat", pin="333333", chips=CHIPS, hasher=cheap_hasher())


def _left(url: str, table: str) -> list[str]:
    with DealerServices.open(url, table=table, station="pit", record_startup=False, readonly=True) as s:
        return [str(e.payload["reason"]) for e in s.store.entries_of_kind([EntryKind.TABLE_GROUP_LEFT])]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_podium_takes_a_table_out_of_its_group_and_puts_it_back(qtbot: Any, qapp: Any, pg_server: str,
                                                                    lang: str) -> None:
    from ui.console.podium import PodiumWindow
    from ui.i18n import install

    with fresh_database(pg_server, floor=True) as url:
        _floor(url)
        install(qapp, lang)
        podium = None
        try:
            podium = PodiumWindow(FloorView(url, ["T1", "T2", "T3"], hasher=cheap_hasher()),
                                  locale="ru_RU" if lang == "ru" else "en_GB")
            qtbot.addWidget(podium)
            podium.resize(1100, 800)
            podium.show()
            podium.activateWindow()
            wait_until(podium.isActiveWindow, 5000, "the podium active")
            QTest.keyClick(podium.queue, Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier)  # Alt+G: the groups
            wait_until(lambda: podium.groups is not None and podium.groups.isVisible(), 5000, "the table groups")
            w = podium.groups
            assert w is not None
            w.activateWindow()
            wait_until(w.isActiveWindow, 5000, "the groups window active")
            cells = [[w.table.item(i, j).text() for j in range(3)] for i in range(w.table.rowCount())]
            assert [c[:2] for c in cells] == [["T1", "Pit A"], ["T2", "Pit A"], ["T3", NO_GROUP[lang]]]
            assert cells[0][2] == ("version 1" if lang == "en" else "версия 1")
            assert not w.join_button.isEnabled() and w.leave_button.isEnabled()
            QTest.keyClick(w.table, Qt.Key.Key_Down)  # T2
            assert w.selected() is not None and w.selected().table == "T2"  # type: ignore[union-attr]
            QTest.keyClick(w.table, Qt.Key.Key_O, Qt.KeyboardModifier.AltModifier)  # Alt+O: take it out
            wait_until(lambda: w.dialog is not None and w.dialog.isVisible(), 5000, "the leave dialog")
            d = w.dialog
            assert d is not None and d.reason_edit is not None and d.user_box.currentData() == "ada"
            QTest.keyClick(d.user_box, Qt.Key.Key_Down)  # pat, a pit boss (an administrator may sign too)
            assert d.user_box.currentData() == "pat"
            d.pin_edit.setFocus()
            QTest.keyClicks(d.pin_edit, "333333")
            QTest.keyClick(d.pin_edit, Qt.Key.Key_Return)  # no reason: asked for, nothing recorded
            assert REASON[lang] in d.problem.text() and d.isVisible()
            assert _left(url, "T2") == []
            d.pin_edit.clear()
            QTest.keyClicks(d.pin_edit, "999999")  # wrong
            d.reason_edit.setFocus()
            QTest.keyClicks(d.reason_edit, "moved to the high-limit pit")
            QTest.keyClick(d.reason_edit, Qt.Key.Key_Return)
            wait_until(lambda: WRONG[lang] in d.problem.text(), 10000, "the wrong PIN in the same dialog")
            assert w.dialog is d and d.isVisible() and d.pin_edit.text() == "" and _left(url, "T2") == []
            QTest.keyClicks(d.pin_edit, "333333")
            QTest.keyClick(d.pin_edit, Qt.Key.Key_Return)
            wait_until(lambda: w.dialog is None, 10000, "the leave signed")
            assert _left(url, "T2") == ["moved to the high-limit pit"]
            assert [g.tables for g in floor_groups(url).groups] == [("T1",)]
            assert "moved to the high-limit pit" in w.left_list.item(0).text()
            assert w.selected() is not None and (w.selected().table, w.selected().group) == ("T2", None)  # type: ignore[union-attr]
            # Alt+J: back in the group chosen beside the button
            w.activateWindow()
            wait_until(w.isActiveWindow, 5000, "the groups window active again")
            w.table.setFocus()
            pump(10)
            assert w.join_button.isEnabled() and w.group_box.currentText() == "Pit A"
            QTest.keyClick(w.table, Qt.Key.Key_J, Qt.KeyboardModifier.AltModifier)
            wait_until(lambda: w.dialog is not None and w.dialog.isVisible(), 5000, "the join dialog")
            d = w.dialog
            assert d is not None and d.reason_edit is None
            QTest.keyClicks(d.pin_edit, "111111")  # ada, the administrator
            QTest.keyClick(d.pin_edit, Qt.Key.Key_Return)
            wait_until(lambda: w.dialog is None, 10000, "the join signed")
            assert [g.tables for g in floor_groups(url).groups] == [("T1", "T2")]
            QTest.keyClick(w.table, Qt.Key.Key_Escape)
            wait_until(lambda: not w.isVisible(), 5000, "the window closed")
        finally:
            if podium is not None:
                podium.shutdown()
                podium.close()
            install(qapp, "en")
