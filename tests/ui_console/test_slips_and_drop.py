"""Slips and the drop on screen, in English and in Russian, with real keys: the console's Slips
page voids a waiting slip (a wrong PIN first, shown in the same dialog) and prints a received
one again (the copy, read from the real PDF, says it is one, who signed for it and why); the
count room signs in to its own screen, counts a closed shift's drop box by note, and the
shift's figures of record show the drop, win and hold the store holds."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from console_helpers import PEOPLE, Console, Floor, wait_for
from pypdf import PdfReader
from pytestqt.qtbot import QtBot

from dealer_app.auth.roles import Permission, Role
from dealer_app.table_count import hold_text, inventory_total
from ui.console import Section
from ui.console.docs import ScriptedDocumentService
from ui.devtools.console_demo import open_console
from ui.i18n import install
from ui.kit.dialogs import Credentials, ScriptedDialogService
from ui.kit.qt import QApplication, Qt, QTest

CHIPS = [{"value": 10000, "colour": "#222222", "name": "black"}, {"value": 2500, "colour": "#1f8a3b"},
         {"value": 500, "colour": "#c62828"}, {"value": 100, "colour": "#f5f5f5"}]
OPENER = {10000: 100, 2500: 100, 500: 100, 100: 100}
ROOM = ("Rita", "888888")
CAGE = ("Carl", "999999")


def _counted_shift(f: Floor) -> tuple[int, int, int]:
    """A counted shift at Table 1: a fill received by the cage (it counts) and a credit still
    waiting for a pit boss. Returns (shift, the received fill, the waiting credit)."""
    s = f.s
    admin = s.users.co_sign("Admin", PEOPLE["Admin"][1], Permission.MANAGE_USERS, purpose="setup")
    s.users.add(admin, ROOM[0], Role.COUNT_ROOM, ROOM[1])
    admin = s.users.co_sign("Admin", PEOPLE["Admin"][1], Permission.MANAGE_USERS, purpose="setup")
    s.users.add(admin, CAGE[0], Role.CAGE, CAGE[1])
    s.count.set_chip_set(s.users.co_sign("Boris", "333333", Permission.EDIT_CHIP_SET, purpose="chips"), CHIPS)
    s.shifts.close(f.dealer, f.shift_id)
    boss = s.users.co_sign("Boris", "333333", Permission.SIGN_COUNT, purpose="opener")
    shift = s.shifts.open(f.dealer, "Table 1", opener=OPENER, confirmed_by=boss).id
    f.shift_id = shift
    s.count.buy_in(f.dealer, shift, 50_000)
    boss = s.users.co_sign("Boris", "333333", Permission.SIGN_COUNT, purpose="fill", shift_id=shift)
    fill = s.count.request_slip(f.dealer, shift, "fill", {10000: 2}, signed_by=boss).number
    cage = s.users.co_sign(CAGE[0], CAGE[1], Permission.RECEIVE_SLIP, purpose="cage", shift_id=shift)
    s.count.receive_slip(cage, fill)
    credit = s.count.request_slip(f.dealer, shift, "credit", {2500: 4}).number
    return shift, fill, credit


def _console(db: Path, who: tuple[str, str], lang: str) -> Console:
    dialogs, docs = ScriptedDialogService(), ScriptedDocumentService()
    screen = open_console(db, who[0], who[1], dialogs=dialogs, docs=docs, lang=lang,
                          locale="ru_RU" if lang == "ru" else "en_GB")
    screen.show()
    c = Console(screen, dialogs, docs)
    screen.enter()
    c.settle()
    c.activate()
    return c


def _key(c: Console, key: Qt.Key, mods: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(QApplication.focusWidget() or c.screen, key, mods)
    c.settle()


def _pdf_text(path: Path) -> str:
    return " ".join(" ".join(p.extract_text() for p in PdfReader(str(path)).pages).split())


@pytest.mark.subprocess  # the copy is written by `dealer-app report --slip` in a child process
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_slip_voided_and_one_printed_again_from_the_console(qapp: Any, floor: Floor, lang: str) -> None:
    shift, fill, credit = _counted_shift(floor)
    install(qapp, lang)
    c = _console(floor.db, ("Petra", PEOPLE["Petra"][1]), lang)
    try:
        _key(c, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
        page = c.page("slips")
        wait_for(lambda: c.screen.current is Section.SLIPS and bool(page.lines), "the slips page")
        c.settle()
        assert [line.slip.number for line in page.lines] == [credit, fill]  # the waiting one first
        assert page.current() is not None and page.current().number == credit
        assert c.screen.nav_buttons[Section.SLIPS].badge.text() == "1"
        # Delete voids it: a wrong PIN first, shown in the same dialog, then the right one
        c.dialogs.expect("credentials", Credentials("Petra", "000000", "runner never came"))
        c.dialogs.expect("credentials", Credentials("Petra", PEOPLE["Petra"][1], "runner never came"))
        _key(c, Qt.Key.Key_Delete)
        wait_for(lambda: c.dialogs.pending == 0 and not c.ctx.worker.busy, "the void")
        c.settle()
        wrong = ("Неверный ПИН-код (Petra): осталось попыток до блокировки: 4." if lang == "ru"
                 else "Wrong PIN for Petra: 4 attempts left before the lock-out.")
        assert wrong in c.dialogs.calls[-1][2]
        voided = floor.s.count.slip(credit)
        assert (voided.status, voided.voided_by, voided.void_reason) == ("voided", "Petra", "runner never came")
        wait_for(lambda: not page.loading and page.lines[0].slip.status == "voided", "the list again")
        # Down to the received fill, Ctrl+P: printed again with a reason, signed; the copy says so
        page.table.setFocus()
        rows = [line.slip.number for line in page.lines]
        QTest.keyClick(page.table, Qt.Key.Key_Down if rows.index(fill) > page.table.currentRow() else Qt.Key.Key_Up)
        assert page.current() is not None and page.current().number == fill
        c.dialogs.expect("credentials", Credentials("Petra", PEOPLE["Petra"][1], "torn at the cage"))
        c.dialogs.expect("report_ready")
        _key(c, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
        wait_for(lambda: c.dialogs.pending == 0 and not c.ctx.worker.busy, "the copy", 60000)
        c.settle()
        path = Path(c.dialogs.calls[-1][2].splitlines()[-1])
        assert path.exists(), c.dialogs.calls[-1]
        text = _pdf_text(path)
        if lang == "ru":
            assert "КОПИЯ 1" in text and "напечатана повторно" in text and "Квитанция пополнения" in text
        else:
            assert "COPY 1" in text and "printed again by Petra" in text and "Fill slip" in text
        assert "torn at the cage" in text and f"№ {fill}" in text
        again = floor.s.count.slip(fill)
        assert [(r.by, r.reason) for r in again.reprints] == [("Petra", "torn at the cage")]
        assert again.status == "received"  # printing again moves nothing
        view = floor.s.count.view(shift)
        assert (view.fills, view.credits) == (20_000, 0)
    finally:
        c.close()
        install(qapp, "en")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_count_room_enters_the_drop_by_note(qapp: Any, floor: Floor, qtbot: QtBot, lang: str) -> None:
    shift, _fill, credit = _counted_shift(floor)
    s = floor.s
    boss = s.users.co_sign("Boris", "333333", Permission.SIGN_COUNT, purpose="void", shift_id=shift)
    s.count.void_slip(boss, credit, "not needed")
    closer = {10000: 102, 2500: 100, 500: 100, 100: 100}  # the fill's two black chips, no round played
    boss = s.users.co_sign("Boris", "333333", Permission.SIGN_COUNT, purpose="closer", shift_id=shift)
    s.shifts.close(floor.dealer, shift, closer=closer, confirmed_by=boss)
    install(qapp, lang)
    c = _console(floor.db, ROOM, lang)
    try:
        page = c.page("drop")
        assert c.screen.sections == (Section.SLIPS, Section.DROP)
        wait_for(lambda: c.screen.current is Section.DROP and page.info is not None and page.current is not None,
                 "the count room's screen")
        c.settle()
        assert page.current.shift.id == shift and not page.current.drop_counted
        money = page.money_for(page.info.currency)
        assert page.values["opener"].text() == money(inventory_total(OPENER))
        assert page.values["fills"].text() == money(20_000)
        assert page.values["hold"].text() == "—"
        assert page.info.notes[:3] == (50_000, 20_000, 10_000)  # €500, €200, €100 notes
        # Tab into the notes: one €500 and one €50, plus €0.00 of other cash
        page.table.setFocus()
        QTest.keyClick(page.table, Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is page.note_edits[50_000]
        QTest.keyClicks(page.note_edits[50_000], "1")
        for _ in range(3):
            QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is page.note_edits[5_000]
        QTest.keyClicks(page.note_edits[5_000], "1")
        assert page.total.text().endswith(money(55_000))
        c.dialogs.expect("credentials", Credentials(ROOM[0], "000000"))  # wrong, then right in the same dialog
        c.dialogs.expect("credentials", Credentials(*ROOM))
        _key(c, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
        wait_for(lambda: c.dialogs.pending == 0 and not c.ctx.worker.busy, "the drop signed")
        c.settle()
        assert (("Неверный ПИН-код (Rita): осталось попыток до блокировки: 4." if lang == "ru" else
                 "Wrong PIN for Rita: 4 attempts left before the lock-out.") in c.dialogs.calls[-1][2])
        view = s.count.view(shift)
        assert view.drop is not None and view.drop.amount == 55_000 and view.drop.by == "Rita"
        assert dict(view.drop.notes) == {50_000: 1, 5_000: 1} and view.drop.loose == 0
        wait_for(lambda: not page.loading and page.current is not None and page.current.drop_counted, "the figures")
        assert page.values["drop"].text().startswith(money(55_000))
        assert page.values["win"].text() == money(view.win, signed=True)
        assert page.values["hold"].text() == hold_text(view.hold, decimal="," if lang == "ru" else ".")
        assert view.win == 55_000 + inventory_total(closer) - inventory_total(OPENER) - 20_000
        # a second figure is a recount: the screen asks for the reason before any signature
        QTest.keyClicks(page.note_edits[50_000], "1")
        _key(c, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
        assert page.problem.text() and QApplication.focusWidget() is page.reason
        assert c.dialogs.pending == 0 and len(s.count.view(shift).drop.notes) == 2
    finally:
        c.close()
        install(qapp, "en")
