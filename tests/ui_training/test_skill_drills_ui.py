"""The skill drills on the real training screen, driven by real keys, in English and in Russian:
naming hands (a digit per category, N for no second combination) and chips (the bet's stacks in the
house's own chip set: count, colour up, cut and pay). Each run is graded, questions left are "not
answered", and the run is kept in the trainee's records, feeding the hands and chips skills."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from training_ui_helpers import PEOPLE, cheap_hasher, settle, sign_in

from dealer_app.auth.roles import Permission
from dealer_app.services import DealerServices
from dealer_app.table_count import breakdown
from dealer_app.training.chip_drill import ChipTask
from dealer_app.training.hand_drill import CATEGORY_KEYS
from dealer_app.training.skill_runs import CHIP_DRILL_MODE, HAND_DRILL_MODE
from dealer_app.training.skills import Skill
from rules.hands import Category
from ui.devtools.driver import pump, wait_until
from ui.kit.dialogs import ScriptedDialogService
from ui.kit.qt import Qt, QTest
from ui.training.setup_page import TrainingMode

HOUSE_CHIPS = [{"value": 5000, "colour": "#1565c0", "name": "blue"}, {"value": 1000, "colour": "#ff9800"},
               {"value": 500, "colour": "#c62828"}, {"value": 100, "colour": "#f5f5f5"}]

KEY_OF = {cat: key for key, cat in CATEGORY_KEYS.items()}


def key_for(cat: Category) -> Any:
    k = KEY_OF[cat]
    return Qt.Key.Key_R if k == "R" else getattr(Qt.Key, f"Key_{k}")


WORDS = {
    "en": {"right": "✓ Right:", "wrong": "✗ It is", "done": "Done: 2 of 3 answered right.",
           "left": "not answered (never counted wrong)", "dealer": "The dealer's hand, as dealt",
           "title": "Name the hand", "count": "What is this bet worth?", "fewest": "the fewest is",
           "chips_done": "Done: 2 of 3 answered right.", "saved": "Saved to your progress."},
    "ru": {"right": "✓ Верно:", "wrong": "✗ Это", "done": "Готово: верно 2 из 3 отвеченных.",
           "left": "без ответа (это не ошибка)", "dealer": "Карты дилера, как сданы",
           "title": "Назовите комбинацию", "count": "Сколько стоит эта ставка?", "fewest": "меньше всего",
           "chips_done": "Готово: верно 2 из 3 отвеченных.", "saved": "Сохранено в вашем прогрессе."},
}


def _to_mode(setup: Any, mode: TrainingMode) -> None:
    setup.setFocus()
    while setup.mode is not mode:
        QTest.keyClick(setup, Qt.Key.Key_Right)


def _records(db_path: Path, mode: str) -> list[Any]:
    s = DealerServices.open(db_path, record_startup=False, readonly=True, hasher=cheap_hasher())
    try:
        tanya = s.users.by_name("Tanya")
        return [r for r in s.store.training_results(tanya.id) if r.payload["mode"] == mode]
    finally:
        s.close()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_naming_hands_by_key(qapp: Any, db_path: Path, people: Any, lang: str, tmp_path: Path) -> None:
    from gui_support import close_window, make_window

    words = WORDS[lang]
    w = make_window(db_path, lang=lang, dialogs=ScriptedDialogService())
    try:
        sign_in(w, "Tanya")
        screen = w.training
        wait_until(lambda: screen.stack.currentWidget() is screen.setup and screen.home is not None, 10000, "levels")
        screen.seeds = lambda: 7
        setup = screen.setup
        _to_mode(setup, TrainingMode.HANDS)
        setup.hand_rounds.setValue(1)
        QTest.keyClick(setup, Qt.Key.Key_Return)
        settle(w)
        page = screen.hands
        wait_until(lambda: screen.stack.currentWidget() is page, 10000, "the hands page")
        assert page.title.text() == words["title"] and page.whose.text() == words["dealer"]
        assert page.total() >= 4
        # the first hand named right, by its key
        q = page.current
        QTest.keyClick(page, key_for(q.hand1))
        QTest.keyClick(page, Qt.Key.Key_Return)
        assert page.feedback.text().startswith(words["right"]), page.feedback.text()
        w.grab().save(str(tmp_path / f"hands-{lang}.png"))
        QTest.keyClick(page, Qt.Key.Key_Return)
        # the second named one step too high: wrong, and the engine's category said in words
        q = page.current
        wrong = Category(int(q.hand1) + 1)
        QTest.keyClick(page, key_for(wrong))
        if q.asks_hand2:
            QTest.keyClick(page, Qt.Key.Key_N)
        QTest.keyClick(page, Qt.Key.Key_Return)
        assert page.feedback.text().startswith(words["wrong"]), page.feedback.text()
        QTest.keyClick(page, Qt.Key.Key_Return)
        # the third right again; Backspace takes a key back
        q = page.current
        QTest.keyClick(page, key_for(wrong if wrong is not q.hand1 else Category.ROYAL_FLUSH))
        QTest.keyClick(page, Qt.Key.Key_Backspace)
        QTest.keyClick(page, key_for(q.hand1))
        QTest.keyClick(page, Qt.Key.Key_Return)
        assert page.feedback.text().startswith(words["right"])
        QTest.keyClick(page, Qt.Key.Key_Return)
        # Esc stops: the rest is not answered, never wrong
        QTest.keyClick(page, Qt.Key.Key_Escape)
        assert page.feedback.text().startswith(words["done"]) and words["left"] in page.feedback.text()
        settle(w)
        wait_until(lambda: page.keys.text() == words["saved"], 10000, "saved")
        run = page.run
        assert (run.answered, run.right, run.total) == (3, 2, page.total())
        settle(w)
        assert screen.home.skills[Skill.HANDS].tested == 3 and screen.home.skills[Skill.HANDS].mistakes == 1
        QTest.keyClick(page, Qt.Key.Key_Return)
        assert screen.stack.currentWidget() is setup
    finally:
        close_window(w)
    rows = _records(db_path, HAND_DRILL_MODE)
    assert [(r.payload["rounds"], r.payload["correct"]) for r in rows] == [(3, 2)]
    items = rows[0].payload["details"]["run"]["items"]
    assert [i["answered"] for i in items][:4] == [True, True, True, False]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_counting_chips_colouring_up_and_cutting_by_key(qapp: Any, db_path: Path, people: Any, lang: str,
                                                         tmp_path: Path) -> None:
    from gui_support import close_window, make_window

    s = DealerServices.open(db_path, record_startup=False, hasher=cheap_hasher())
    try:
        s.count.set_chip_set(s.users.co_sign("Boris", PEOPLE["Boris"][1], Permission.EDIT_CHIP_SET, purpose="chips"),
                             HOUSE_CHIPS)
    finally:
        s.close()
    words = WORDS[lang]
    w = make_window(db_path, lang=lang, dialogs=ScriptedDialogService())
    try:
        sign_in(w, "Tanya")
        screen = w.training
        wait_until(lambda: screen.stack.currentWidget() is screen.setup and screen.home is not None, 10000, "levels")
        screen.seeds = lambda: 11
        setup = screen.setup
        _to_mode(setup, TrainingMode.CHIPS)
        setup.chip_count.setValue(3)
        QTest.keyClick(setup, Qt.Key.Key_Return)
        settle(w)
        page = screen.chips
        wait_until(lambda: screen.stack.currentWidget() is page, 10000, "the chips page")
        # the house's chip set, not the simulator's: its colours on the stacks and one field per chip
        assert list(page.edits) == [5000, 1000, 500, 100]
        assert page.stacks.chip_set is not None and page.stacks.chip_set.colour(5000) == "#1565c0"
        # count: the stacks' worth, typed in euros
        q = page.current
        assert q.task is ChipTask.COUNT and page.prompt.text() == words["count"]
        assert page.stacks.stack == dict(q.stack)
        pump(5)
        w.grab().save(str(tmp_path / f"chips-{lang}.png"))
        QTest.keyClicks(page.amount, str(q.amount // 100))
        QTest.keyClick(page.amount, Qt.Key.Key_Return)
        assert page.feedback.text().startswith(words["right"]), page.feedback.text()
        QTest.keyClick(page, Qt.Key.Key_Return)
        # colour up: the same worth in the smallest chips is not the fewest
        q = page.current
        assert q.task is ChipTask.COLOUR_UP
        QTest.keyClicks(page.edits[100], str(q.amount // 100))
        QTest.keyClick(page.edits[100], Qt.Key.Key_Return)
        assert page.feedback.text().startswith("✗") and words["fewest"] in page.feedback.text(), page.feedback.text()
        QTest.keyClick(page, Qt.Key.Key_Return)
        # cut and pay: the payout cut in the house's chips, Tab from colour to colour
        q = page.current
        assert q.task is ChipTask.CUT_AND_PAY
        chips = breakdown(q.amount, [5000, 1000, 500, 100])[0]
        edit = page.edits[5000]
        assert edit.hasFocus()
        for d in (5000, 1000, 500, 100):
            if chips.get(d):
                QTest.keyClicks(page.edits[d], str(chips[d]))
            if d != 100:
                QTest.keyClick(page.edits[d], Qt.Key.Key_Tab)
        QTest.keyClick(page.edits[100], Qt.Key.Key_Return)
        assert page.feedback.text().startswith(words["right"]), page.feedback.text()
        QTest.keyClick(page, Qt.Key.Key_Return)
        assert page.feedback.text().startswith(words["chips_done"]), page.feedback.text()
        settle(w)
        wait_until(lambda: page.keys.text() == words["saved"], 10000, "saved")
        settle(w)
        assert screen.home.skills[Skill.CHIPS].tested == 3 and screen.home.skills[Skill.CHIPS].right == 2
    finally:
        close_window(w)
    rows = _records(db_path, CHIP_DRILL_MODE)
    assert [(r.payload["rounds"], r.payload["correct"]) for r in rows] == [(3, 2)]
    verdicts = [i["verdict"] for i in rows[0].payload["details"]["run"]["items"]]
    assert verdicts == ["right", "too_many_chips", "right"]
