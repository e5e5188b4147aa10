"""The instructor's view and the exam certificate, on the real main window with real keys, in English and in
Russian: a pit boss presses F7 in the console, sees every trainee's skills, speed against the target, exams and
recurring mistakes, and prints the exam's certificate signed with their PIN; the certificate's figures are read
back from the real PDF (pypdf) and match the engine's settlement of the exam's rounds."""

from __future__ import annotations

import datetime as dt
import re
from pathlib import Path
from typing import Any

import pytest
from training_ui_helpers import PEOPLE, cheap_hasher, settle, sign_in

from dealer_app.services import DealerServices
from dealer_app.store.records import EntryKind
from dealer_app.training import ExamSpec, Level, ServiceProgressStore, TrainingSession
from dealer_app.training.skill_runs import HAND_DRILL_MODE, SkillRun
from dealer_app.training.skills import Skill
from reports.money import Money
from ui.devtools.driver import wait_until
from ui.kit.dialogs import Credentials, ScriptedDialogService
from ui.kit.qt import Qt, QTest

WORDS = {
    "en": {"title": "Exam certificate — Tanya", "boxes": "{a} answered of {t}; {r} right", "passed": "NOT PASSED",
           "mark": "90 % of at least 5 boxes answered", "signed": "Signed by the instructor Boris (pit boss)",
           "recheck": "dealer-app train --level 2 --seed 4242 --rounds 4", "recurring": "Mistakes that recur (Tanya): ",
           "hands": "Hands named 3 right of 4 answered (6 asked)"},
    "ru": {"title": "Свидетельство об экзамене — Tanya", "boxes": "отвечено {a} из {t}; верно {r}",
           "passed": "НЕ СДАН", "mark": "90 % не меньше чем из 5 отвеченных боксов",
           "signed": "Подписано инструктором Boris (пит-босс)",
           "recheck": "dealer-app train --level 2 --seed 4242 --rounds 4",
           "recurring": "Повторяющиеся ошибки (Tanya): ",
           "hands": "Названы комбинации верно 3 из 4 отвеченных (задано 6)"},
}


def _sit_exam(db_path: Path) -> tuple[Any, Any]:
    """Tanya sits exam NOV-B (level 2, seed 4242, 4 rounds) under the station's house rules: the first two
    boxes left unanswered, every third answered box's net 1 off."""
    s = DealerServices.open(db_path, record_startup=False, hasher=cheap_hasher())
    try:
        admin = s.users.sign_in("Admin", PEOPLE["Admin"][1])
        s.settings.update(admin, training_pass_marks="80/10, 2=90/5")
        s.users.sign_out(admin)
        house = s.house.current("default").rules
        tanya = s.users.sign_in("Tanya", PEOPLE["Tanya"][1])
        t = [0.0]
        spec = ExamSpec("NOV-B", Level(2), 4242, 4, "Boris", house=house)
        exam = TrainingSession.exam_session(spec, "Tanya", clock=lambda: t[0],
                                            now=lambda: dt.datetime(2026, 11, 30, 10, tzinfo=dt.UTC))
        tasks = list(exam.tasks)
        for i, task in enumerate(tasks):
            if i < 2:
                exam.skip()
                continue
            e = task.expected
            values: dict[str, object] = {"net": e.net + (100 if i % 3 == 0 else 0)}
            for q in task.questions:
                v = e.value(q)
                values[q.value] = list(v) if isinstance(v, tuple) else v
            t[0] += 9.0
            exam.answer(values)
        # the exam's hand part, handed in before its settlement part: 3 of 4 named right, 6 asked
        hands = SkillRun("Tanya", dt.datetime(2026, 11, 30, 9, 50, tzinfo=dt.UTC), "hands", 2, 4242, 6, 4, 3, 40.0,
                         (), "NOV-B")
        s.training.record(tanya, level=2, mode=HAND_DRILL_MODE, rounds=4, correct=3, seconds=40.0,
                          details={"unit": "item", "run": hands.to_json()})
        result = exam.finish().result
        ServiceProgressStore(s, tanya).record(result)
        return result, spec.drill()
    finally:
        s.close()


@pytest.mark.subprocess
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_instructors_view_and_a_signed_certificate(qapp: Any, db_path: Path, people: Any, lang: str,
                                                       tmp_path: Path) -> None:
    from gui_support import close_window, make_window
    from pypdf import PdfReader

    result, drill = _sit_exam(db_path)
    words = WORDS[lang]
    dialogs = ScriptedDialogService()
    w = make_window(db_path, lang=lang, dialogs=dialogs)
    try:
        sign_in(w, "Boris")
        wait_until(lambda: w.stack.currentWidget() is w.console, 10000, "the console")
        settle(w)
        QTest.keyClick(w.console, Qt.Key.Key_F7)
        settle(w)
        screen = w.training
        page = screen.instructor
        wait_until(lambda: screen.stack.currentWidget() is page and page.overview is not None, 10000, "the view")
        rows = {r.trainee: r for r in page.overview.rows}
        assert set(rows) == {"Tanya", "Ilya"}
        tanya = rows["Tanya"]
        assert tanya.exams == (result,) and tanya.exams_passed == (False,)  # below the house's 90 % for level 2
        assert tanya.skills[Skill.PAYOUTS].tested > 0 and tanya.level == 2 and tanya.target == 8
        assert page.table.item(0, 0).text() == "Tanya"
        assert tanya.recurring and tanya.recurring[0][1] >= 2  # the nets one off, again and again
        assert page.recurring.text().startswith(words["recurring"]), page.recurring.text()
        w.grab().save(str(tmp_path / f"instructor-{lang}.png"))
        # F8: the certificate of the exam chosen, signed with the pit boss's PIN
        assert page.exams.count() == 1 and page.certificate.isEnabled()
        dialogs.expect("credentials", Credentials("Boris", PEOPLE["Boris"][1]))
        QTest.keyClick(page.table, Qt.Key.Key_F8)
        settle(w)
        assert dialogs.pending == 0, "F8 asked for the instructor's PIN"
        wait_until(lambda: screen.certificate is not None or page.status.text().startswith("✗"), 120000, "the PDF")
        assert screen.certificate is not None, page.status.text()
        assert dialogs.pending == 0
        pdf = Path(screen.certificate)
        # Enter opens the trainee's progress; its back button returns to the trainees
        page.table.setFocus()
        QTest.keyClick(page.table, Qt.Key.Key_Return)
        settle(w)
        assert screen.stack.currentWidget() is screen.progress and screen.progress.data.trainee == "Tanya"
        screen.progress.back.click()
        settle(w)
        assert screen.stack.currentWidget() is page
        QTest.keyClick(page.table, Qt.Key.Key_Escape)
        settle(w)
        assert w.stack.currentWidget() is w.console
    finally:
        close_window(w)

    text = "\n".join(p.extract_text() for p in PdfReader(str(pdf)).pages)
    flat = re.sub(r"\s+", " ", text)
    assert words["title"] in flat and "NOV-B" in flat
    assert words["boxes"].format(a=result.answered, t=result.total, r=result.correct) in flat
    assert words["mark"] in flat and words["passed"] in flat and words["signed"] in flat
    assert words["recheck"] in flat and words["hands"] in flat
    s = DealerServices.open(db_path, record_startup=False, readonly=True, hasher=cheap_hasher())
    try:
        co = [e for e in s.store.entries_of_kind([EntryKind.CO_SIGNED]) if "certificate" in e.payload["purpose"]]
        assert [e.payload["purpose"] for e in co] == ["sign exam certificate NOV-B for Tanya"]
        assert re.search(rf"\b{co[0].seq}\b", flat), "the signature's number in the audit log"
        printed = s.store.entries_of_kind([EntryKind.REPORT_PRINTED])
        assert printed[-1].payload["what"] == "exam certificate: Tanya, NOV-B"
    finally:
        s.close()
    # every box of every round with the engine's net, as the money formatter writes it
    money = Money("EUR", "en_GB" if lang == "en" else "ru_RU")
    for task in drill.tasks():
        assert money(task.expected.net, signed=True).replace("\u00a0", " ") in flat.replace("\u00a0", " ")
    assert len(drill.rounds) == 4 and drill.drill_id == result.drill_id
