"""The first run sets the house's chip set with the keyboard (a step after the table and the
currency, signed with the administrator's PIN), in English and in Russian; the dealer's first
opener is then proposed at the tray's par and opens the shift (issue: a fresh install had no
chip set, so no opener, closer, fills or credits)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from gui_support import PEOPLE
from ui_helpers import close_window, make_window, sign_in

from dealer_app.services import DealerServices
from dealer_app.store.records import EntryKind
from ui.devtools.driver import TableDriver, wait_until
from ui.kit.dialogs import Credentials, ScriptedDialogService

WORDS = {
    "en": {"colour": "Row 1: choose a colour from the list", "pin": "Type the administrator's PIN",
           "wrong": "unknown user or wrong PIN", "saved": "The chip set is saved (2 denominations)",
           "par": "the tray's par €2,100", "total": "2 denominations  ·  a full tray (the par) holds €2,100.00"},
    "ru": {"colour": "Строка 1: выберите цвет из списка", "pin": "Введите ПИН-код администратора",
           "wrong": "неизвестный пользователь или неверный ПИН-код", "saved": "Набор фишек сохранён (2 номинала)",
           "par": "норма лотка 2\u00a0100\u00a0€", "total": "2 номинала  ·  в полном лотке (по норме) 2\u00a0100,00\u00a0€"},
}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_first_run_sets_the_chip_set_and_the_first_opener_is_at_par(qapp: Any, db_path: Path, lang: str) -> None:
    from ui.kit.qt import Qt

    words = WORDS[lang]
    dialogs = ScriptedDialogService()
    w = make_window(db_path, lang=lang, dialogs=dialogs)
    try:
        fr = w.first_run
        d = TableDriver(w)
        wait_until(lambda: fr.defaults_loaded, 10000, "the defaults")
        for text, tabs in (("Casino Neva", 1), ("RP-1", 2), ("Admin", 1), (PEOPLE["Admin"][1], 1)):
            if text == "RP-1":
                fr.table_name.selectAll()
            d.type(text)
            for _ in range(tabs):
                d.key(Qt.Key.Key_Tab)
        d.type(PEOPLE["Admin"][1])
        d.enter()
        wait_until(lambda: fr.steps.currentIndex() == 1, 20000, "the chip-set step")
        editor = fr.chip_editor
        assert editor.rows[0].value.hasFocus()
        # row 1: €100, a colour mistyped, no name, par 20; Enter in the par starts row 2
        for text in ("100", "zz", "", "20"):
            d.type(text)
            if text != "20":
                d.key(Qt.Key.Key_Tab)
        d.enter()
        assert len(editor.rows) == 2 and editor.rows[1].value.hasFocus()
        for text in ("5", "#1f8a3b", "green", "20"):
            d.type(text)
            if text != "20":
                d.key(Qt.Key.Key_Tab)
        d.key(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
        assert words["colour"] in fr.problem.text() and fr.steps.currentIndex() == 1
        editor.rows[0].colour.lineEdit().setFocus()
        editor.rows[0].colour.lineEdit().selectAll()
        d.type("#222222")
        assert editor.total.text() == words["total"]
        d.key(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)  # no PIN yet
        assert words["pin"] in fr.problem.text() and fr.chips_pin.hasFocus()
        d.type("000000")
        d.enter()  # a wrong PIN: nothing recorded, the step stays
        wait_until(lambda: words["wrong"] in fr.problem.text(), 10000, "the refusal")
        assert fr.steps.currentIndex() == 1 and fr.chips_pin.hasFocus() and fr.chips_pin.text() == ""
        d.type(PEOPLE["Admin"][1])
        d.enter()
        wait_until(lambda: fr.steps.currentIndex() == 2, 10000, "the people step")
        assert words["saved"] in fr.subtitle.text() and fr.user_name.hasFocus()
        for name, downs in (("Anna", 0), ("Boris", 1)):
            d.type(name)
            d.key(Qt.Key.Key_Tab)
            for _ in range(downs):
                d.key(Qt.Key.Key_Down)
            d.key(Qt.Key.Key_Tab)
            d.type(PEOPLE[name][1])
            d.enter()
            wait_until(lambda n=name: fr.people.count() and fr.people.item(fr.people.count() - 1).text().startswith(n))
        d.key(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
        # the dealer's first opener: proposed at par (no closer came before), a pit boss confirms
        sign_in(w, "Anna")
        screen = w.shift_open
        wait_until(lambda: screen.opener.isVisible() and screen.opener.edits, 10000, "the opener fields")
        assert {v: e.text() for v, e in screen.opener.edits.items()} == {10000: "20", 500: "20"}
        assert words["par"] in screen.opener.total.text()
        dialogs.expect("credentials", Credentials("Boris", PEOPLE["Boris"][1]))
        screen.open_button.click()
        wait_until(lambda: w.stack.currentWidget() is w.table and w.table.update_ is not None, 10000, "the table")
    finally:
        close_window(w)
        from ui import i18n

        i18n.install(qapp, "en")
    with DealerServices.open(db_path, record_startup=False, readonly=True) as s:
        record = s.count.chip_set_record()
        assert record is not None and record.version == 1 and record.by == "Admin"
        assert record.chip_set.par == {10000: 20, 500: 20} and record.chip_set.colour(10000) == "#222222"
        [entry] = s.store.entries_of_kind([EntryKind.CHIP_SET_SET])
        assert entry.payload["signature_kind"] == "session"  # the administrator's PIN, typed for it
        shift = s.shifts.latest()
        assert shift is not None and shift.table_name == "RP-1"
        view = s.count.view(shift.id)
        assert view.opener is not None and view.opener.count.total == 210_000 and view.opener.confirmed_by == "Boris"
