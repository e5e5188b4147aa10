"""The console's Chip set section (Ctrl+K) with the keyboard, in English and in Russian: the
denominations, colours and the tray's par typed, a mistake named in one line, the chip set
signed with a PIN and logged through the count service; the next opener counts by it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from console_helpers import Console, Floor
from gui_support import PEOPLE, cheap_hasher

from dealer_app.services import DealerServices
from dealer_app.services.count import CountView
from dealer_app.store.records import EntryKind
from ui.console.access import Section
from ui.console.docs import ScriptedDocumentService
from ui.devtools.console_demo import open_console
from ui.devtools.driver import pump, wait_until
from ui.kit.dialogs import ScriptedDialogService
from ui.kit.qt import Qt, QTest

WORDS = {
    "en": {"none": "No chip set yet", "par": "Row 2: the par is a whole number of chips from 0 to 100000, not “2x”.",
           "total": "2 denominations  ·  a full tray (the par) holds €2,001.00", "saved": "Chip set saved as version 1",
           "nav": "Chip set", "version": "Version 1, set by Boris"},
    "ru": {"none": "Набора фишек ещё нет", "par": "Строка 2: норма лотка — целое число фишек от 0 до 100000, а не «2x».",
           "total": "2 номинала  ·  в полном лотке (по норме) 2\u00a0001,00\u00a0€",
           "saved": "Набор фишек сохранён как версия 1", "nav": "Набор фишек", "version": "Версия 1, задал Boris"},
}


class Keys:
    """Real key events to the console's focused widget."""

    def __init__(self, screen: Any) -> None:
        self.screen = screen

    def target(self) -> Any:
        from ui.kit.qt import QApplication

        w = QApplication.focusWidget()
        return w if w is not None and w.window() is self.screen else self.screen

    def key(self, key: Qt.Key, mods: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
        QTest.keyClick(self.target(), key, mods)
        pump(5)

    def type(self, text: str) -> None:
        QTest.keyClicks(self.target(), text)
        pump(5)

    def enter(self) -> None:
        self.key(Qt.Key.Key_Return)


def _console(db: Path, name: str, lang: str) -> Console:
    from ui.i18n import install, locale_name
    from ui.kit.qt import QApplication

    app = QApplication.instance()
    install(app, lang)  # type: ignore[arg-type]
    dialogs, docs = ScriptedDialogService(), ScriptedDocumentService()
    screen = open_console(db, name, PEOPLE[name][1], dialogs=dialogs, docs=docs, lang=lang, locale=locale_name(lang))
    screen.show()
    c = Console(screen, dialogs, docs)
    screen.enter()
    c.settle()
    c.activate()
    return c


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_pit_boss_sets_the_chip_set_in_the_console_and_the_next_opener_counts_by_it(
        qapp: Any, floor: Floor, lang: str) -> None:
    words = WORDS[lang]
    c = _console(floor.db, "Boris", lang)
    try:
        screen = c.screen
        d = Keys(screen)
        d.key(Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
        c.settle()
        page = c.page("chips")
        assert screen.current is Section.CHIPS and screen.nav_buttons[Section.CHIPS].text() == words["nav"]
        assert words["none"] in page.state.text() and page.editor.rows[0].value.hasFocus()
        for text in ("100", "#222222", "black", "20"):
            d.type(text)
            if text != "20":
                d.key(Qt.Key.Key_Tab)
        d.enter()  # on to a new row
        for text in ("0.50", "#c62828", "red", "2x"):
            d.type(text)
            if text != "2x":
                d.key(Qt.Key.Key_Tab)
        d.key(Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
        c.settle()
        assert page.problem.text() == "⚠ " + words["par"] and not c.dialogs.calls
        d.key(Qt.Key.Key_Backspace)
        assert page.editor.total.text() == words["total"]
        c.sign_with("Boris")
        d.key(Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
        c.settle()
        wait_until(lambda: words["saved"] in screen.status_text.text(), 10000, "the chip set saved")
        assert page.state.text() == words["version"]
    finally:
        c.close()
        from ui.i18n import install

        install(qapp, "en")
    s = floor.s
    record = s.count.chip_set_record()
    assert record is not None and record.by == "Boris" and record.chip_set.par == {10000: 20, 50: 2}
    [entry] = s.store.entries_of_kind([EntryKind.CHIP_SET_SET])
    assert entry.payload["signature_kind"] == "session"
    # the next shift opens with its opener, counted by these chips and proposed at par
    with DealerServices.open(floor.db, hasher=cheap_hasher(), station="Table 2") as t:
        dana = t.users.sign_in("Dana", PEOPLE["Dana"][1])
        from dealer_app.auth.roles import Permission

        petra = t.users.co_sign("Petra", PEOPLE["Petra"][1], Permission.SIGN_COUNT, purpose="confirm opener")
        chip_set = t.count.chip_set()
        assert chip_set is not None
        shift = t.shifts.open(dana, "Table 2", opener=chip_set.par, confirmed_by=petra)
        view: CountView = t.count.view(shift.id)
        assert view.opener is not None and view.opener.count.total == chip_set.par_total == 200_100


def test_a_table_in_a_group_shows_its_groups_chip_set_read_only(qapp: Any, floor: Floor) -> None:
    """What a station shows when its chip set is its table group's (a floor's): read-only, saying where it is set."""
    from ui.console.model import ChipSetInfo

    c = _console(floor.db, "Admin", "en")
    try:
        page = c.page("chips")
        from dealer_app.services.count import ChipSetRecord
        from dealer_app.table_count import ChipSet

        chips = ChipSet.of([{"value": 2500, "colour": "#1f8a3b", "name": "green", "par": 40}])
        page.on_loaded(ChipSetInfo(ChipSetRecord(chips, 2, 9, 0, "pat", "Pit A", 2, "Pit A"), "EUR", "Pit A"))
        assert "table group's (Pit A)" in page.state.text() and "dealer-app floor group" in page.state.text()
        assert not page.save.isVisibleTo(page) and not page.editor.rows[0].par.isEnabled()
        assert page.editor.rows[0].par.text() == "40"
        page.save_chip_set()  # nothing to save here
        assert not c.dialogs.calls
    finally:
        c.close()
