"""A fill at the table with one wrong PIN first, the real dialogs driven with real keys, in English
and in Russian: the wrong PIN is shown in the same signature dialog (the attempts left), the
problem clears when another signer is chosen, the right PIN signs, and the cage receives the
slip; nothing waits afterwards."""

from __future__ import annotations

from collections.abc import Generator
from pathlib import Path
from typing import Any

import pytest
from gui_support import close_window, make_window
from test_co_sign_dialog import Wait, drive, modal_dialog
from test_slip_waiting import _open_counted, _slips
from ui_helpers import PEOPLE, configure_count

from ui.devtools.driver import wait_until
from ui.kit.dialogs import CredentialsDialog, QtDialogService, ScriptedDialogService
from ui.kit.qt import QApplication, QLineEdit, Qt, QTest
from ui.kit.tray_count import TrayCountEditor

WRONG = {"en": "Wrong PIN for Boris: 4 attempts left before the lock-out.",
         "ru": "Неверный ПИН-код (Boris): осталось попыток до блокировки: 4."}


def _credentials(title_part: str) -> Wait:
    def up() -> bool:
        d = modal_dialog()
        return (isinstance(d, CredentialsDialog) and title_part in d.windowTitle()
                and QApplication.focusWidget() is d.pin_edit)
    return up


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_fill_with_a_wrong_pin_first_then_the_right_one(qapp: Any, db_path: Path, people: Any, lang: str) -> None:
    configure_count(db_path)
    w = make_window(db_path, lang=lang, dialogs=ScriptedDialogService())
    try:
        d = _open_counted(w)
        w.ctx.dialogs = QtDialogService(w)
        fill_title = "Пополнение из кассы" if lang == "ru" else "Fill from the cage"
        seen: dict[str, Any] = {}
        errors: list[str] = []

        def people_at_the_table() -> Generator[Wait, None, None]:
            yield lambda: modal_dialog() is not None and bool(modal_dialog().findChildren(TrayCountEditor))
            tray = modal_dialog()
            editor = tray.findChildren(TrayCountEditor)[0]
            first = editor.edits[10000]
            first.setFocus()
            QTest.keyClicks(first, "2")
            QTest.keyClick(first, Qt.Key.Key_Return)
            yield _credentials(fill_title)
            sig = modal_dialog()
            assert sig.user_box.currentData() == "Boris", sig.user_box.currentData()
            QTest.keyClicks(sig.pin_edit, "000000")
            QTest.keyClick(sig.pin_edit, Qt.Key.Key_Return)
            yield lambda: WRONG[lang] in sig.problem.text() and _credentials(fill_title)()
            seen["wrong"] = (id(modal_dialog()) == id(sig), sig.problem.text(), sig.pin_edit.text())
            QTest.keyClick(sig.user_box, Qt.Key.Key_Down)  # another signer: the problem no longer applies
            seen["changed"] = (sig.user_box.currentData(), sig.problem.text())
            QTest.keyClick(sig.user_box, Qt.Key.Key_Up)
            sig.pin_edit.setFocus()
            QTest.keyClicks(sig.pin_edit, PEOPLE["Boris"][1])
            QTest.keyClick(sig.pin_edit, Qt.Key.Key_Return)
            yield lambda: isinstance(modal_dialog(), CredentialsDialog) and modal_dialog() is not sig \
                and QApplication.focusWidget() is modal_dialog().pin_edit
            cage = modal_dialog()
            seen["cage"] = (cage.windowTitle(), cage.user_box.currentData(), cage.problem.text())
            QTest.keyClicks(cage.pin_edit, "777777")  # Carl of the cage
            QTest.keyClick(cage.pin_edit, Qt.Key.Key_Return)
            yield lambda: modal_dialog() is None
            seen["done"] = True

        drive(people_at_the_table, errors)
        d.key(d.table.key_for("F4"))
        wait_until(lambda: "done" in seen or bool(errors), 30000, "the fill signed and received")
        assert not errors, errors
        assert seen["wrong"] == (True, WRONG[lang], "")  # the same dialog, the PIN cleared for a retype
        assert seen["changed"][0] != "Boris" and seen["changed"][1] == ""
        assert seen["cage"][1] == "Carl" and seen["cage"][2] == ""
        wait_until(lambda: not w.ctx.worker.busy, 10000, "the worker")
        [slip] = _slips(w)
        assert (slip.kind.value, slip.total, slip.status, slip.signed_by, slip.received_by) == \
            ("fill", 20_000, "received", "Boris", "Carl")
        assert not [e for e in w.findChildren(QLineEdit) if e.echoMode() == QLineEdit.EchoMode.Password and e.text()]
    finally:
        close_window(w)
        from ui import i18n

        i18n.install(qapp, "en")
