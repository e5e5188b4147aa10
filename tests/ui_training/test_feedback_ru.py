"""The trainee's feedback words the engine's explanation in the app's language."""

from __future__ import annotations

import re
from typing import Any

from dealer_app.training import Level, practice_drill
from dealer_app.training.grading import grade_box
from dealer_app.wording.explanations import explanation_text
from rules.poker.house import HouseRules
from ui.i18n import install
from ui.kit.money import MoneyFormat, screen_text
from ui.training.feedback import FeedbackPanel


def test_feedback_explains_in_the_apps_language(qapp: Any) -> None:
    drill = practice_drill(Level(2), 5, 2, HouseRules())
    task = drill.tasks()[0]
    verdict = grade_box(drill, task, None)
    assert verdict.explained is not None
    money = MoneyFormat("EUR", "ru_RU")
    panel = FeedbackPanel()
    panel.show_verdict(verdict, money)
    assert panel.explanation.text() == "\n".join(screen_text(x) for x in verdict.explanation)
    try:
        install(qapp, "ru")
        panel.show_verdict(verdict, money)
        text = panel.explanation.text()
        assert text == "\n".join(explanation_text(verdict.explained, "ru"))
        assert "Итог бокса" in text and not re.findall(r"[A-Za-z]{2,}", text)
    finally:
        install(qapp, "en")
