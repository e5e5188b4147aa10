"""A report, slip or certificate that a child process could not write is told in the
reader's language: each failure is a typed refusal carrying the child's own line."""

from __future__ import annotations

import pytest

from dealer_app import refusal_codes as rc
from dealer_app.refusal import Refusal, word
from dealer_app.wording.errors import exception_text


@pytest.mark.parametrize(("refusal", "english", "russian"), [
    (rc.RoundSlipNotWritten(why="disk full"), "the round slip could not be written: disk full",
     "квитанцию раунда не удалось записать: disk full"),
    (rc.ShiftReportNotPrinted(why="x"), "the shift is closed, but its report could not be printed: x",
     "смена закрыта, но её отчёт не удалось напечатать: x"),
    (rc.CertificateNotWritten(why="x"), "the exam certificate could not be written: x",
     "сертификат экзамена не удалось записать: x"),
    (rc.ProgressReportNotWritten(why="x"), "the progress report could not be written: x",
     "отчёт о результатах не удалось записать: x"),
    (rc.SlipReprintFailed(n=7, why="x"), "slip 7 could not be printed again: x",
     "квитанцию 7 не удалось напечатать повторно: x"),
])
def test_a_failed_child_is_told_in_english_and_russian(refusal: Refusal, english: str, russian: str) -> None:
    assert str(refusal) == english and word(refusal, "ru") == russian
    assert exception_text(RuntimeError(refusal), "ru") == russian  # as the desktop's dialogs word it
