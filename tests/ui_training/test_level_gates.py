"""Levels open in order: a level opens when the one below it is passed (the house's pass mark of boxes
answered right, with enough boxes answered), or when an instructor opens it with their PIN (logged).
Driven with real keys on the real training screen, in English and in Russian."""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any

import pytest
from training_ui_helpers import PEOPLE, cheap_hasher, settle, sign_in

from dealer_app.services import DealerServices
from dealer_app.store.records import EntryKind
from dealer_app.training import Level, Mode
from dealer_app.training.gates import LevelGates, LevelOpening, PassMark
from dealer_app.training.mistakes import MistakeKind
from dealer_app.training.progress import BoxResult, SessionResult
from ui.devtools.driver import pump, wait_until
from ui.kit.dialogs import Credentials, ScriptedDialogService
from ui.kit.qt import Qt, QTest


def session(level: int, right: int, answered: int, total: int) -> SessionResult:
    boxes = tuple(
        BoxResult(1, i + 1, i < answered, i < right, None if i < right or i >= answered else MistakeKind.FEE_FORGOTTEN,
                  ()) for i in range(total))
    return SessionResult("Tanya", dt.datetime(2026, 12, 1, tzinfo=dt.UTC), "d", level, Mode.PRACTICE, 1, "default",
                         80, boxes)


def test_a_level_opens_when_the_one_below_is_passed() -> None:
    gates = LevelGates()
    assert gates.open_levels([]) == (Level(1),)
    # 3 % on level 1 never opens level 2 (the trainee saw level 5 start after that)
    assert gates.open_levels([session(1, 1, 30, 30)]) == (Level(1),)
    # stopped early: 3 of 3 answered right is not wrong, but too few boxes to pass
    assert gates.open_levels([session(1, 3, 3, 30)]) == (Level(1),)
    assert gates.open_levels([session(1, 8, 10, 30)]) == (Level(1), Level(2))
    # an instructor's opening opens that level only
    assert gates.open_levels([], [LevelOpening(5, "Boris", 12)]) == (Level(1), Level(5))
    # the house's pass marks, per level
    strict = LevelGates.from_mapping({"percent": 90, "min_boxes": 5, "levels": {"1": {"percent": 70}}})
    assert strict.mark(1) == PassMark(70, 5) and strict.mark(2) == PassMark(90, 5)
    assert strict.open_levels([session(1, 4, 5, 5)]) == (Level(1), Level(2))
    with pytest.raises(ValueError, match=r"levels\.9"):
        LevelGates.from_mapping({"levels": {"9": {}}})
    with pytest.raises(ValueError, match="colour"):
        LevelGates.from_mapping({"colour": 1})


WORDS = {
    "en": ("Level 5 is locked: pass level 4 first (80 % of at least 10 boxes answered right)",
           "locked until level 1 is passed", "Instructor: open this level"),
    "ru": ("Уровень 5 закрыт: сначала сдайте уровень 4 (верно 80 % не меньше чем из 10 отвеченных боксов)",
           "закрыт до сдачи уровня 1",
           "Инструктор: открыть уровень"),
}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_locked_level_does_not_start_until_an_instructor_opens_it(
        qapp: Any, db_path: Path, people: Any, lang: str, tmp_path: Path) -> None:
    from gui_support import close_window, make_window

    dialogs = ScriptedDialogService()
    w = make_window(db_path, lang=lang, dialogs=dialogs)
    try:
        sign_in(w, "Tanya")
        screen = w.training
        wait_until(lambda: screen.stack.currentWidget() is screen.setup and screen.home is not None, 10000, "levels")
        setup = screen.setup
        locked_start, locked_card, open_button = WORDS[lang]
        assert not setup.cards[Level(1)].locked
        assert all(setup.cards[Level(n)].locked for n in range(2, 8))
        assert setup.cards[Level(2)].detail.text() == locked_card
        # the trainee picks level 5 with the key 5 and presses Enter: refused in words, nothing starts
        setup.setFocus()
        QTest.keyClick(setup, Qt.Key.Key_5)
        assert setup.level is Level(5) and setup.open_level.isVisible()
        assert setup.open_level.text() == open_button
        QTest.keyClick(setup.start, Qt.Key.Key_Return)
        settle(w)
        assert setup.problem.text().startswith(locked_start), setup.problem.text()
        assert screen.session is None and screen.stack.currentWidget() is screen.setup
        w.grab().save(str(tmp_path / f"locked-{lang}.png"))
        # a dealer's PIN cannot open it; the pit boss's can, and it is logged
        dialogs.expect("credentials", Credentials("Anna", PEOPLE["Anna"][1]))
        dialogs.expect("error", None)
        QTest.keyClick(setup.open_level, Qt.Key.Key_Space)
        settle(w)
        assert setup.cards[Level(5)].locked
        dialogs.expect("credentials", Credentials("Boris", PEOPLE["Boris"][1]))
        QTest.keyClick(setup.open_level, Qt.Key.Key_Space)
        settle(w)
        wait_until(lambda: not setup.cards[Level(5)].locked, 10000, "level 5 opened")
        assert dialogs.pending == 0
        assert setup.cards[Level(4)].locked and not setup.open_level.isVisible()
        screen.seeds = lambda: 7
        setup.practice_rounds.setValue(2)
        QTest.keyClick(setup.start, Qt.Key.Key_Return)
        settle(w)
        pump(10)
        assert screen.stack.currentWidget() is screen.drill and int(screen.session.drill.level) == 5
    finally:
        close_window(w)
    s = DealerServices.open(db_path, record_startup=False, readonly=True, hasher=cheap_hasher())
    try:
        co = [e for e in s.store.entries_of_kind([EntryKind.CO_SIGNED]) if "open level" in e.payload["purpose"]]
        assert [e.payload["purpose"] for e in co] == ["open level 5 for Tanya"]
        assert co[0].actor == s.users.by_name("Boris").id
    finally:
        s.close()


def test_pass_marks_are_a_house_setting() -> None:
    gates = LevelGates.from_text("85/12, 5=90, 7=95/20")
    assert gates.mark(1) == PassMark(85, 12) and gates.mark(5) == PassMark(90, 12) and gates.mark(7) == PassMark(95, 20)
    assert LevelGates.from_text(gates.to_text()) == gates
    from dealer_app.services.common import Settings, SettingsError
    from dealer_app.wording.errors import exception_text

    assert Settings().training_pass_marks == "80/10" and LevelGates.from_text("80/10") == LevelGates()
    for bad, ru in (("80/ten", "не проходной балл вида 80/10"), ("80/10, 9=90", "не уровень (от 1 до 7)"),
                    ("5=90, 80/10", "сначала общий проходной балл")):
        with pytest.raises(SettingsError) as e:
            Settings.validate({"training_pass_marks": bad})
        assert str(e.value).startswith("training_pass_marks: ") and ru in exception_text(e.value, "ru")


HOUSE_MARK = {
    "en": "Level 2 is locked: pass level 1 first (90 % of at least 4 boxes answered right)",
    "ru": "Уровень 2 закрыт: сначала сдайте уровень 1 (верно 90 % не меньше чем из 4 отвеченных боксов)",
}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_level_gate_uses_the_houses_pass_marks(qapp: Any, db_path: Path, people: Any, lang: str) -> None:
    """The administrator sets 90 % of 4 boxes for level 1: 3 of 4 right (75 %) keeps level 2 locked, in words
    that name the house's mark; 4 of 4 opens it."""
    from gui_support import close_window, make_window

    s = DealerServices.open(db_path, record_startup=False, hasher=cheap_hasher())
    try:
        admin = s.users.sign_in("Admin", PEOPLE["Admin"][1])
        s.settings.update(admin, training_pass_marks="90/4")
        s.users.sign_out(admin)
        tanya = s.users.sign_in("Tanya", PEOPLE["Tanya"][1])
        from dealer_app.training import ServiceProgressStore

        ServiceProgressStore(s, tanya).record(session(1, 3, 4, 4))
    finally:
        s.close()
    w = make_window(db_path, lang=lang, dialogs=ScriptedDialogService())
    try:
        sign_in(w, "Tanya")
        screen = w.training
        wait_until(lambda: screen.stack.currentWidget() is screen.setup and screen.home is not None, 10000, "levels")
        setup = screen.setup
        assert screen.home.gates.mark(1) == PassMark(90, 4)
        assert setup.cards[Level(2)].locked
        setup.setFocus()
        QTest.keyClick(setup, Qt.Key.Key_2)
        QTest.keyClick(setup, Qt.Key.Key_Return)
        assert setup.problem.text().startswith(HOUSE_MARK[lang]), setup.problem.text()
        assert screen.session is None
    finally:
        close_window(w)
    s = DealerServices.open(db_path, record_startup=False, hasher=cheap_hasher())
    try:
        tanya = s.users.sign_in("Tanya", PEOPLE["Tanya"][1])
        from dealer_app.training import ServiceProgressStore

        ServiceProgressStore(s, tanya).record(session(1, 4, 4, 4))
        gates = LevelGates.from_text(s.settings.get().training_pass_marks)
        assert Level(2) in gates.open_levels(ServiceProgressStore(s, tanya).results())
    finally:
        s.close()
