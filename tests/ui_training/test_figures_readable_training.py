"""Every money figure trainee mode shows is readable by accessibility (issue 22): the
drill's feedback after a wrong answer (the engine's figures beside the trainee's) and the
practice table's settlement, read through Qt's accessibility layer on the widget that
shows each figure."""

from __future__ import annotations

import re
from typing import Any

from test_training_screen import _start
from training_ui_helpers import answer_box, planted_mistake, settle, sign_in

from dealer_app.training import Level
from ui.devtools.driver import TableDriver
from ui.devtools.text_check import unread_figures
from ui.kit.qt import Qt, QTest
from ui.training.setup_page import TrainingMode

FIGURE = re.compile(r"[+\u2212-]?€[\d,]+(?:\.\d\d)?")


def test_every_figure_a_trainee_sees_is_readable(window: Any) -> None:
    w = window
    sign_in(w, "Tanya")
    screen = _start(w, Level.BOUGHT_GAME, TrainingMode.PRACTICE, 4)
    screen.setup.start.click()
    settle(w)
    drill, session = screen.drill, screen.session
    task = session.current
    while planted_mistake(session.drill, task) is None:
        answer_box(screen, task)
        QTest.keyClick(drill.feedback, Qt.Key.Key_Return)
        task = session.current
    _kind, figures = planted_mistake(session.drill, task)
    answer_box(screen, task, wrong=lambda f: f.update(figures))
    assert drill.stack.currentWidget() is drill.feedback
    checked, missing = unread_figures(drill.feedback, FIGURE)
    assert not missing, missing
    assert checked >= 1
    w.ctx.dialogs.expect("confirm", True)
    drill.stop_button.click()
    settle(w)
    # the practice table: a whole round entered with real keys, then its settlement
    screen.setup.set_mode(TrainingMode.TABLE_SPEED)
    screen.setup.start.click()
    settle(w)
    page = screen.table_speed
    driver = TableDriver(w)
    driver.table, driver.ctx = page.table, page.table.ctx
    driver.settle()
    driver.steps(page.backend.rounds[0].steps)
    assert page.table.info.settlement is not None
    n, missing = unread_figures(page.table, FIGURE)
    assert not missing, missing
    checked += n
    print(f"trainee: {checked} figures read by accessibility")
    assert n >= 3
