"""The trainee progress report PDF (reports/progress.py): built from graded sessions,
reproducible, and refusing bad input in words."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest
from pdf_text import page_text
from pypdf import PdfReader

from dealer_app.training import ExamSpec, Level, Mode, SessionResult, TrainingSession, build_drill
from reports.progress import (
    INPUT_FORMAT,
    ProgressInputError,
    ProgressReportData,
    TableSpeedLine,
    main,
    progress_report_bytes,
    read_progress_input,
)
from rules.poker.house import HouseRules

BASE = dt.datetime(2026, 11, 20, 9, tzinfo=dt.UTC)


def _session(level: int, day: int, *, wrong_every: int = 3, exam: bool = False) -> SessionResult:
    t = [0.0]
    when = BASE + dt.timedelta(days=day, minutes=level)
    if exam:
        s = TrainingSession.exam_session(ExamSpec("NOV-A", Level(level), 9, 3, "Boris"), "Tanya",
                                         clock=lambda: t[0], now=lambda: when)
    else:
        s = TrainingSession(build_drill(Level(level), 100 + day, 3), "Tanya", mode=Mode.TIMED,
                            time_limit_seconds=10**6, clock=lambda: t[0], now=lambda: when)
    for i, task in enumerate(s.tasks):
        e = task.expected
        values: dict[str, object] = {"net": e.net + (100 if i % wrong_every == 0 else 0)}
        for q in task.questions:
            v = e.value(q)
            values[q.value] = list(v) if isinstance(v, tuple) else v
        t[0] += 7.5
        s.answer(values)
    return s.finish().result


@pytest.fixture(scope="module")
def data() -> ProgressReportData:
    results = (*(_session(lv, day) for day in range(3) for lv in range(1, 3 + day)), _session(2, 3, exam=True))
    return ProgressReportData("Tanya", results, BASE + dt.timedelta(days=4),
                              (TableSpeedLine(BASE + dt.timedelta(days=1), 2, 4, 3, 200.0),),
                              casino="Casino Royale", printed_by="Boris", house=HouseRules(), timezone="UTC")


def _text(pdf: bytes, tmp_path: Path) -> str:
    p = tmp_path / "r.pdf"
    p.write_bytes(pdf)
    return "\n".join(page_text(page) for page in PdfReader(str(p)).pages)


def test_the_report_says_what_the_records_say_and_is_reproducible(data: ProgressReportData, tmp_path: Path) -> None:
    pdf = progress_report_bytes(data)
    assert pdf == progress_report_bytes(data), "the same data gives the same bytes"
    text = _text(pdf, tmp_path)
    assert "Trainee progress — Tanya" in text and "printed by Boris" in text
    boxes = sum(r.total for r in data.results)
    assert f"{boxes:,}" in text
    for heading in ("Accuracy and speed per level", "Over time", "Mistakes by kind", "Exams", "Table speed",
                    "Every session"):
        assert heading in text
    assert "NOV-A" in text and "€10,000.00" in text  # the exam, the house's maximum payout in its currency
    for r in data.results:
        assert r.drill_id in text


def test_the_child_process_entry_reads_records_and_refuses_bad_input(data: ProgressReportData, tmp_path: Path,
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "in.jsonl"
    header = {"format": INPUT_FORMAT, "trainee": "Tanya", "generated_at": data.generated_at.isoformat(),
              "house": HouseRules().to_mapping(), "timezone": "UTC", "printed_by": "Boris"}
    lines = [json.dumps({"header": header})] + [json.dumps(r.to_json()) for r in data.results]
    src.write_text("\n".join(lines) + "\n", encoding="utf-8")
    out = tmp_path / "out.pdf"
    assert main(["--in", str(src), "--out", str(out)]) == 0
    assert "Trainee progress — Tanya" in _text(out.read_bytes(), tmp_path)
    parsed = read_progress_input(lines)
    assert [r.drill_id for r in parsed.results] == [r.drill_id for r in sorted(data.results, key=lambda r: r.finished_at)]
    # bad input: one line, naming where, exit 2
    src.write_text(json.dumps({"header": header}) + "\n{not json\n", encoding="utf-8")
    assert main(["--in", str(src), "--out", str(out)]) == 2
    assert "line 2: not valid JSON" in capsys.readouterr().err
    with pytest.raises(ProgressInputError, match="no header line"):
        read_progress_input([json.dumps(data.results[0].to_json())])
    with pytest.raises(ProgressInputError, match=r"line 2: .*format"):
        read_progress_input([json.dumps({"header": header}), json.dumps({"format": "x"})])
    assert main(["--in", str(src), "--out", str(tmp_path / "out.txt")]) == 2
    assert "should end in .pdf" in capsys.readouterr().err
