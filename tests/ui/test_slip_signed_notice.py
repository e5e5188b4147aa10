"""A slip signed or voided at the podium is told to the dealer's station at once (issue 23).

On a PostgreSQL floor the dealer asks for a fill (F4) or a credit (Shift+F4) at the station; it
waits for a pit boss's signature at the podium. When the podium signs it (Alt+S) or voids it
(Alt+V), the station hears it (the floor's push; its own timers are stopped here, so only the push
can bring it) and says so on its screen, no dialog and no key pressed at the station: the slip,
fill or credit, its amount (the one money formatter) and who signed. F4 then hands the signed
slip to the cage without asking again. Real keys at the podium, in English and in Russian."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from gui_support import PEOPLE, cheap_hasher, close_window, make_people, make_window
from keyboard_dealer import KeyboardDealer
from pg_server import fresh_database
from ui_helpers import COUNT_CHIPS, sign_in

from dealer_app.auth.roles import Permission, Role
from dealer_app.services import DealerServices
from dealer_app.services.count import SlipStatus
from dealer_app.services.floor_view import FloorView
from ui.devtools.driver import TableDriver, pump, wait_until
from ui.kit.dialogs import Credentials, ScriptedDialogService
from ui.kit.qt import Qt, QTest

pytestmark = pytest.mark.floor
TABLE = "Table 1"
CARL = Credentials("Carl", "777777")
WORDS = {
    "en": {"signed": "Slip {n} (the fill of {amount}) is signed by Boris. Press F4 to hand it to the cage.",
           "voided": "Slip {n} (the credit of {amount}) was VOIDED by Boris: runner never came. Its chips do not "
                     "count.",
           "top": "slip {n} signed by Boris: F4 hands it to the cage", "locale": "en_GB"},
    "ru": {"signed": "Квитанция {n} (пополнение на {amount}) подписана (Boris). Нажмите F4, чтобы передать её в кассу.",
           "voided": "Квитанция {n} (возврат на {amount}) АННУЛИРОВАНА (Boris): runner never came. Её фишки не "
                     "учитываются.",
           "top": "квитанция {n} подписана (Boris): F4 — передать в кассу", "locale": "ru_RU"},
}


@pytest.fixture
def floor(pg_server: str) -> Iterator[str]:
    """A floor with the GUI people on "Table 1", its chip set, and Carl of the cage."""
    with fresh_database(pg_server, floor=True) as url:
        make_people(url)  # type: ignore[arg-type]
        with DealerServices.open(url, table=TABLE, station="set-up", hasher=cheap_hasher()) as s:
            s.count.set_chip_set(s.users.co_sign("Boris", PEOPLE["Boris"][1], Permission.EDIT_CHIP_SET,
                                                 purpose="chips"), COUNT_CHIPS)
            s.users.add(s.users.co_sign("Admin", PEOPLE["Admin"][1], Permission.MANAGE_USERS, purpose="the cage"),
                        "Carl", Role.CAGE, CARL.pin)
        yield url


def _open_counted(w: Any) -> TableDriver:
    sign_in(w, "Anna")
    screen = w.shift_open
    wait_until(lambda: w.stack.currentWidget() is screen and screen.opener.isVisible(), 10000, "the opener fields")
    d = TableDriver(w)
    screen.opener.edits[10000].setFocus()
    d.type("20")
    w.ctx.dialogs.expect("credentials", Credentials("Boris", PEOPLE["Boris"][1]))
    screen.open_button.click()
    wait_until(lambda: w.stack.currentWidget() is w.table and w.table.update_ is not None, 10000, "the table")
    d.settle()
    return d


def _f4(w: Any, *, shift: bool = False) -> None:
    w.activateWindow()
    d = TableDriver(w)
    d.settle()
    d.key(d.table.key_for("F4"), Qt.KeyboardModifier.ShiftModifier if shift else Qt.KeyboardModifier.NoModifier)
    wait_until(lambda: w.ctx.dialogs.pending == 0 and not w.ctx.worker.busy, 10000, "the slip dialogs")


def _at_podium(podium: Any, number: int, key: Qt.Key) -> Any:
    """The slip's row at the podium, Alt+``key`` on it: its co-signature dialog."""
    wait_until(lambda: any(p.slip.number == number for p in podium.slip_rows), 20000, f"slip {number} at the podium")
    podium.activateWindow()
    wait_until(podium.isActiveWindow, 5000, "the podium active")
    podium.slip_list.setFocus()
    podium.slip_list.setCurrentRow(next(i for i, p in enumerate(podium.slip_rows) if p.slip.number == number))
    pump(10)
    QTest.keyClick(podium.slip_list, key, Qt.KeyboardModifier.AltModifier)
    wait_until(lambda: podium.dialog is not None and podium.dialog.isVisible(), 5000, "the podium's dialog")
    d = podium.dialog
    assert d.user_box.currentData() == "Boris"
    return d


def _waiting(w: Any) -> Any:
    got: list[Any] = []
    w.ctx.run(lambda b: b.pending_slip(), got.append)
    wait_until(lambda: bool(got), 10000, "the slip waiting")
    assert got[0] is not None and got[0].status == SlipStatus.REQUESTED
    return got[0]


def _slip(w: Any, number: int) -> Any:
    got: list[Any] = []
    w.ctx.run(lambda b: b.count.slip(number), got.append)
    wait_until(lambda: bool(got), 10000, "the slip")
    return got[0]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_podium_s_signature_and_void_reach_the_dealer_s_screen_at_once(
        qapp: Any, floor: str, tmp_path: Path, lang: str) -> None:
    from ui.console.podium import PodiumWindow
    from ui.i18n import install

    words = WORDS[lang]
    w = make_window(floor, lang=lang, dialogs=ScriptedDialogService(),  # type: ignore[arg-type]
                    settings_path=tmp_path / "ui-settings.json")
    podium = None
    try:
        _open_counted(w)
        k = KeyboardDealer(TableDriver(w))
        t = w.table
        wait_until(lambda: t.watch.hears_the_store, 5000, "the station listening to the floor")
        t.watch.approval_timer.stop()  # no looking: what reaches the screen now is pushed
        t.watch.news_timer.stop()
        dialogs = w.ctx.dialogs
        # F4: a fill of 3 × 100.00, left waiting for the podium
        dialogs.expect("tray_count", {10000: 3})
        _f4(w)
        fill = _waiting(w).number
        before = len(dialogs.calls)
        podium = PodiumWindow(FloorView(floor, [TABLE], hasher=cheap_hasher()), locale=words["locale"])
        podium.resize(1100, 800)
        podium.show()
        d = _at_podium(podium, fill, Qt.Key.Key_S)
        QTest.keyClicks(d.pin_edit, PEOPLE["Boris"][1])
        QTest.keyClick(d.pin_edit, Qt.Key.Key_Return)
        wait_until(lambda: podium.dialog is None, 10000, "the fill signed at the podium")
        # no key at the station: the notice arrives by itself
        signed = words["signed"].format(n=fill, amount=w.ctx.money(30_000))
        wait_until(lambda: signed in k.next_text(), 10000, "the signature told at the station")
        assert t.top.saved.text().endswith(words["top"].format(n=fill)), t.top.saved.text()
        assert len(dialogs.calls) == before  # no dialog at the station: a notice
        # F4 hands it to the cage at once: no "finish it now?" first
        calls = len(dialogs.calls)
        dialogs.expect("credentials", CARL)
        _f4(w)
        assert [c[0] for c in dialogs.calls[calls:]] == ["credentials"]
        got = _slip(w, fill)
        assert (got.status, got.signed_by, got.received_by) == (SlipStatus.RECEIVED, "Boris", "Carl")
        # Shift+F4: a credit of 4 × 25.00, voided at the podium with a reason
        dialogs.expect("tray_count", {2500: 4})
        _f4(w, shift=True)
        credit = _waiting(w).number
        podium.refresh()
        d = _at_podium(podium, credit, Qt.Key.Key_V)
        QTest.keyClicks(d.pin_edit, PEOPLE["Boris"][1])
        d.reason_edit.setFocus()
        QTest.keyClicks(d.reason_edit, "runner never came")
        QTest.keyClick(d.reason_edit, Qt.Key.Key_Return)
        wait_until(lambda: podium.dialog is None, 10000, "the credit voided at the podium")
        voided = words["voided"].format(n=credit, amount=w.ctx.money(10_000))
        wait_until(lambda: voided in k.next_text(), 10000, "the void told at the station")
        assert credit not in t.watch.slips_signed and _slip(w, credit).status == SlipStatus.VOIDED
    finally:
        if podium is not None:
            close_window(podium)
        close_window(w)
        install(qapp, "en")
