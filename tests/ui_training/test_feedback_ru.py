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


def test_two_mistakes_are_shown_one_by_one_in_russian(qapp: Any, tmp_path: Any) -> None:
    """Insurance returned where it is lost and a wrong insurance maximum: two mistakes, each with its
    rule and section, in Russian words and money (no answer-file keys, no minor units)."""
    from dealer_app.training.answers import BoxAnswer
    from dealer_app.training.drill import build_drill
    from dealer_app.training.figures import AnswerField as F

    for seed in range(400):
        drill = build_drill(Level(5), seed, 4)
        tasks = [t for t in drill.tasks() if t.expected.insurance < 0 and t.expected.insurance_max]
        if tasks:
            break
    t = tasks[0]
    e = t.expected
    vals: dict[F, object] = {f: e.value(f) for f in (*t.terms, F.NET, *t.questions)}
    vals.update({F.INSURANCE: 0, F.NET: e.net - e.insurance, F.INSURANCE_MAX: (e.insurance_max or 0) + 500})
    verdict = grade_box(drill, t, BoxAnswer(t.round, t.box, vals))
    assert len(verdict.mistakes) == 2
    panel = FeedbackPanel()
    panel.resize(1100, 520)
    try:
        install(qapp, "ru")
        panel.show_verdict(verdict, MoneyFormat("EUR", "ru_RU"))
        lines = panel.mistake.text().splitlines()
        assert lines[0].startswith("1. Страховка: страховка возвращена вместо расчёта (§7)"), lines
        assert any(x.startswith("2. Итог бокса: следует из неверных строк выше") for x in lines), lines
        assert any("Максимум страховки: неверный максимум страховки (§7)" in x for x in lines), lines
        assert panel.kind_pill.text().strip() == "ОШИБОК: 2"
        shown = panel.checks_shown()
        assert not any(re.search(r"insurance|net|\d{4,}", " ".join(row)) for row in shown), shown
        panel.grab().save(str(tmp_path / "feedback_ru.png"))
    finally:
        install(qapp, "en")
