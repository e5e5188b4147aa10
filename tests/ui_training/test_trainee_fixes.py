"""Trainee defects at the answer form: a one-term mistake named as such, no Bet asked
for a folded box, and a Tab pressed by habit after R (RETURN) not skipping a field."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "training"))
from training_helpers import example_rounds

from dealer_app.training.answers import BoxAnswer
from dealer_app.training.drill import Drill, drill_from_rounds
from dealer_app.training.figures import AnswerField
from dealer_app.training.grading import grade_box
from dealer_app.training.levels import Level
from dealer_app.training.mistakes import MistakeKind
from ui.devtools.driver import pump
from ui.kit.money import MoneyFormat
from ui.kit.qt import QApplication, Qt, QTest
from ui.training.answer import AnswerForm
from ui.training.words import mistake_text


@pytest.fixture(scope="module")
def drill() -> Drill:
    return drill_from_rounds(Level.PLAIN_SHOWDOWN, example_rounds())


def test_a_folded_box_is_never_asked_for_a_bet(drill: Drill) -> None:
    folded = [t for t in drill.tasks() if t.view.get("decision") == "fold" or not t.view.get("bet")]
    assert folded, "the example rounds hold folded boxes"
    for t in folded:
        assert AnswerField.BET not in t.terms


def test_one_wrong_term_is_not_called_two_mistakes(drill: Drill) -> None:
    """Ante 7 cents off and the net following it: one slip on the Ante (its rule's sections), the net
    only following it; never "two mistakes"."""
    found = 0
    for t in drill.tasks()[:300]:
        vals: dict[AnswerField, object] = {f: t.expected.value(f) for f in t.terms}
        vals[AnswerField.ANTE] = int(t.expected.value(AnswerField.ANTE)) + 7  # seven cents off: no rule does that
        vals[AnswerField.NET] = t.expected.net + 7
        v = grade_box(drill, t, BoxAnswer(t.round, t.box, vals))
        assert v.mistakes == (MistakeKind.SLIP,), v.lines
        found += 1
        what, rule = mistake_text(v)
        assert what == "Ante: arithmetic slip (§8, §9)\nNet for the box: follows from the wrong lines above", what
        assert "two mistakes" not in (what + rule).lower()
    assert found


def test_tab_right_after_r_does_not_skip_the_next_field(qapp: Any, drill: Drill) -> None:
    task = next(t for t in drill.tasks() if AnswerField.BET in t.terms)
    form = AnswerForm()
    form.resize(900, 600)
    form.show()
    form.activateWindow()
    QTest.qWaitForWindowActive(form)
    try:
        form.set_task(task, MoneyFormat())
        pump(10)
        ante = form.row(AnswerField.ANTE).focus_widget()
        bet = form.row(AnswerField.BET).focus_widget()
        form.activateWindow()
        QTest.qWaitForWindowActive(form)
        form.focus_first()
        pump(10)
        assert QApplication.focusWidget() is ante
        QTest.keyClick(ante, Qt.Key.Key_R)  # RETURN: the focus moves on to the Bet by itself
        pump(0)
        assert QApplication.focusWidget() is bet
        QTest.keyClick(bet, Qt.Key.Key_Tab)  # by habit: taken as that move, not one more
        pump(0)
        assert QApplication.focusWidget() is bet
        QTest.keyClick(bet, Qt.Key.Key_T)
        QTest.keyClicks(bet, "20")
        assert bet.text() == "20", "the typed keys reach the Bet"
        QTest.keyClick(bet, Qt.Key.Key_Tab)  # a second Tab moves on as usual
        pump(0)
        assert QApplication.focusWidget() is not bet
    finally:
        form.close()
        form.deleteLater()
        pump(0)
