"""The round printed from the console (History → round → Ctrl+P) speaks the console's
language, explanation lines included, as ``dealer-app report --round N --lang ru`` does."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from console_helpers import Floor, console_for, plain_steps
from pdf_text import page_text
from pypdf import PdfReader

from dealer_app.wording.explanations import box_explanation, round_explanations
from ui.i18n import install
from ui.kit.money import screen_text
from ui.kit.qt import QApplication, Qt, QTest


def _words(text: str) -> str:
    return " ".join(text.replace("\u2212", "-").split())


def test_a_round_printed_from_a_russian_console_has_russian_explanations(qapp: Any, floor: Floor,
                                                                         tmp_path: Path) -> None:
    rid = floor.play(plain_steps())
    install(qapp, "ru")
    c = console_for(floor.db, "Boris")
    try:
        assert c.screen.open_round(rid)
        c.settle()
        view = c.screen.round_view
        d = view.detail
        assert d is not None
        printed = tmp_path / "printed.pdf"
        c.docs.expect("print", printed)
        c.activate()
        QTest.keyClick(QApplication.focusWidget() or view, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
        c.settle()
        assert printed.exists(), c.screen.status_text.text()
        text = _words(" ".join(page_text(p) for p in PdfReader(str(printed)).pages))
        explained = round_explanations(d.view.round_json)
        for b in d.boxes:
            english = b.settlement.explanation
            russian = box_explanation(english, explained.get(b.box), "ru")
            assert russian and tuple(russian) != tuple(english)
            for line in russian:
                assert _words(screen_text(line))[:40] in text, (line, text)
            for line in english:
                assert _words(line)[:40] not in text, (line, text)
    finally:
        c.close()
        install(qapp, "en")
