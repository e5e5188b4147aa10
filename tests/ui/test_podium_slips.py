"""The pit podium's slips on a real PostgreSQL floor, with real keys, in English and in Russian:
the slips a dealer asked for and nobody signed are listed (waiting ones first); Alt+V voids
one with a reason (a wrong PIN first, shown in the same dialog, which asks again), Alt+S
signs another, Alt+P prints it again (the copy, read from the real PDF, says so); the
dealer's station reads each from the table's own chain."""

from __future__ import annotations

from typing import Any

import pytest
from gui_support import cheap_hasher
from pg_server import fresh_database
from pypdf import PdfReader

from dealer_app.auth.roles import Permission, Role
from dealer_app.services import DealerServices
from dealer_app.services.floor_view import FloorView
from ui.devtools.driver import pump, wait_until
from ui.kit.qt import Qt, QTest

pytestmark = [pytest.mark.floor, pytest.mark.subprocess]  # the copy: `dealer-app report --slip` in a child
CHIPS = [{"value": 10000, "colour": "#222222"}, {"value": 2500, "colour": "#1f8a3b"}, {"value": 500, "colour": "#c62828"}]
OPENER = {10000: 50, 2500: 50, 500: 50}
WRONG = {"en": "Wrong PIN for pat: 4 attempts left before the lock-out.",
         "ru": "Неверный ПИН-код (pat): осталось попыток до блокировки: 4."}
WAITS = {"en": "waits for a pit boss", "ru": "ждёт пит-босса"}
CAGE_WAITS = {"en": "waits for the cage", "ru": "ждёт кассу"}
VOIDED = {"en": "voided", "ru": "аннулирована"}


def _station(url: str) -> tuple[DealerServices, Any, int]:
    s = DealerServices.open(url, table="T1", station="dealer-pc-1", hasher=cheap_hasher())
    s.users.create_first_admin("ada", "111111")
    for name, role, pin in (("dan", Role.DEALER, "222222"), ("pat", Role.PIT_BOSS, "333333"),
                            ("pia", Role.PIT_BOSS, "444444")):
        s.users.add(s.users.co_sign("ada", "111111", Permission.MANAGE_USERS, purpose="setup"), name, role, pin)
    s.count.set_chip_set(s.users.co_sign("pat", "333333", Permission.EDIT_CHIP_SET, purpose="chips"), CHIPS)
    dan = s.users.sign_in("dan", "222222")
    boss = s.users.co_sign("pat", "333333", Permission.SIGN_COUNT, purpose="opener")
    shift = s.shifts.open(dan, "T1", opener=OPENER, confirmed_by=boss).id
    return s, dan, shift


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_podium_lists_voids_and_signs_the_pits_slips(qtbot: Any, qapp: Any, pg_server: str, lang: str) -> None:
    from ui.console.podium import PodiumWindow
    from ui.i18n import install

    with fresh_database(pg_server, floor=True) as url:
        station, dan, shift = _station(url)
        install(qapp, lang)
        podium = None
        try:
            credit = station.count.request_slip(dan, shift, "credit", {2500: 4}).number  # nobody signed it
            fill = station.count.request_slip(dan, shift, "fill", {10000: 3}).number
            podium = PodiumWindow(FloorView(url, ["T1"], hasher=cheap_hasher()),
                                  locale="ru_RU" if lang == "ru" else "en_GB")
            qtbot.addWidget(podium)
            podium.resize(1100, 800)
            podium.show()
            wait_until(lambda: podium.slip_list.count() == 2, 20000, "the waiting slips at the podium")
            texts = [podium.slip_list.item(i).text() for i in range(2)]
            assert all(WAITS[lang] in t and t.startswith("⚠ T1") for t in texts), texts
            assert [p.slip.number for p in podium.slip_rows] == [credit, fill]  # oldest waiting first
            podium.activateWindow()
            wait_until(podium.isActiveWindow, 5000, "the podium active")
            podium.slip_list.setFocus()
            podium.slip_list.setCurrentRow(0)
            pump(10)
            QTest.keyClick(podium.slip_list, Qt.Key.Key_V, Qt.KeyboardModifier.AltModifier)  # Alt+V: void
            wait_until(lambda: podium.dialog is not None and podium.dialog.isVisible(), 5000, "the void dialog")
            d = podium.dialog
            assert d.reason_edit is not None and d.user_box.currentData() == "pat"
            QTest.keyClicks(d.pin_edit, "999999")  # wrong
            d.reason_edit.setFocus()
            QTest.keyClicks(d.reason_edit, "runner never came")
            QTest.keyClick(d.reason_edit, Qt.Key.Key_Return)
            wait_until(lambda: WRONG[lang] in d.problem.text(), 10000, "the wrong PIN in the same dialog")
            assert podium.dialog is d and d.isVisible() and d.pin_edit.text() == ""
            QTest.keyClicks(d.pin_edit, "333333")
            QTest.keyClick(d.pin_edit, Qt.Key.Key_Return)
            wait_until(lambda: podium.dialog is None, 10000, "the void signed")
            voided = station.count.slip(credit)  # the dealer's station reads it from the table's chain
            assert (voided.status, voided.voided_by, voided.void_reason) == ("voided", "pat", "runner never came")
            wait_until(lambda: [p.slip.number for p in podium.slip_rows][:1] == [fill], 20000, "the list again")
            assert VOIDED[lang] in podium.slip_list.item(1).text()
            # Alt+S on the fill: pia signs it; it now waits for the cage
            podium.activateWindow()
            wait_until(podium.isActiveWindow, 5000, "the podium active again")
            podium.slip_list.setFocus()
            podium.slip_list.setCurrentRow(0)
            pump(10)
            QTest.keyClick(podium.slip_list, Qt.Key.Key_S, Qt.KeyboardModifier.AltModifier)
            wait_until(lambda: podium.dialog is not None and podium.dialog.isVisible(), 5000, "the sign dialog")
            d = podium.dialog
            assert d.reason_edit is None
            QTest.keyClick(d.user_box, Qt.Key.Key_Down)  # pia
            assert d.user_box.currentData() == "pia"
            d.pin_edit.setFocus()
            QTest.keyClicks(d.pin_edit, "444444")
            QTest.keyClick(d.pin_edit, Qt.Key.Key_Return)
            wait_until(lambda: podium.dialog is None, 10000, "the slip signed")
            signed = station.count.slip(fill)
            assert (signed.status, signed.signed_by) == ("signed", "pia")
            wait_until(lambda: CAGE_WAITS[lang] in podium.slip_list.item(0).text(), 20000, "the fill waits for the cage")
            assert not podium.sign_slip_button.isEnabled() and podium.void_slip_button.isEnabled()
            if lang == "en":  # the copy's PDF once (a child process); the console's test prints English
                return
            # Alt+P: printed again with a reason (the floor's log knows the kind: schema 8); the copy says so
            podium.activateWindow()
            wait_until(podium.isActiveWindow, 5000, "the podium active again")
            podium.slip_list.setFocus()
            pump(10)
            QTest.keyClick(podium.slip_list, Qt.Key.Key_P, Qt.KeyboardModifier.AltModifier)
            wait_until(lambda: podium.dialog is not None and podium.dialog.isVisible(), 5000, "the reprint dialog")
            d = podium.dialog
            assert d.reason_edit is not None
            QTest.keyClicks(d.pin_edit, "333333")
            d.reason_edit.setFocus()
            QTest.keyClicks(d.reason_edit, "torn at the cage")
            QTest.keyClick(d.reason_edit, Qt.Key.Key_Return)
            wait_until(lambda: podium.dialog is None and podium.ready is not None, 60000, "the copy written")
            again = station.count.slip(fill)
            assert [(r.by, r.reason) for r in again.reprints] == [("pat", "torn at the cage")]
            text = " ".join(" ".join(pg.extract_text() for pg in PdfReader(podium.copy_path).pages).split())
            assert ("КОПИЯ 1" if lang == "ru" else "COPY 1") in text and "torn at the cage" in text
            assert f"№ {fill}" in text and "pat" in text
            podium.ready.accept()
        finally:
            if podium is not None:
                podium.shutdown()
                podium.close()
            station.close()
            install(qapp, "en")
