"""The renderer on its own (synthetic but self-consistent data): money, fonts,
page numbers, one-page slips, reproducible bytes, atomic writes."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from datetime import UTC
from io import BytesIO
from pathlib import Path

import pytest
from pdf_text import page_text
from pypdf import PdfReader
from reports_synthetic import synthetic_shift, synthetic_slip

from dealer_app.atomic_file import OutputError, write_atomically
from dealer_app.reporting import ReportDataError, ShiftReport, summarize
from reports import round_slip_bytes, shift_report_bytes
from reports.money import MINUS, Money, MoneyFormatError
from reports.shift import render_shift_report
from rules.poker.settle import Terms

ROOT = Path(__file__).resolve().parents[2]


def pages_text(pdf: bytes, *, layout: bool = False) -> list[str]:
    mode = "layout" if layout else "plain"
    return [page_text(p, extraction_mode=mode) or "" for p in PdfReader(BytesIO(pdf)).pages]


# -- money -------------------------------------------------------------------------------


def test_money_is_exact_to_the_minor_unit() -> None:
    eur = Money("EUR", "en_GB")
    assert eur(123456) == "€1,234.56"
    assert eur(-5) == MINUS + "€0.05"
    assert eur(100, signed=True) == "+€1.00"
    assert eur(0) == "€0.00"
    assert eur(10**15 + 1) == "€10,000,000,000,000.01"  # no float rounding, ever
    assert Money("JPY", "en_GB")(1500) == "JP¥1,500"
    assert Money("EUR", "de_DE")(123456).replace("\xa0", " ") == "1.234,56 €"


def test_money_refuses_floats_and_unknown_codes() -> None:
    with pytest.raises(TypeError):
        Money("EUR")(12.5)  # type: ignore[arg-type]
    with pytest.raises(MoneyFormatError, match="currency: 'XYZ'"):
        Money("XYZ")
    with pytest.raises(MoneyFormatError, match="locale"):
        Money("EUR", "zz_ZZ")


# -- data model ----------------------------------------------------------------------------


def test_summary_effective_and_computed() -> None:
    data = synthetic_shift(60)
    sm = data.summary
    voided = [r for r in data.rounds if r.voided]
    ruled = [r for r in data.rounds if r.ruled]
    assert len(voided) == 1 and len(ruled) == 1
    assert sm.computed.house_result == sum(r.house_net for r in data.rounds)
    assert sm.effective.house_result == sum(r.house_net for r in data.rounds if not r.voided) - ruled[0].ruling_adjustment
    for ledger in (sm.effective, sm.computed):
        assert ledger.house_result == ledger.lost.total - ledger.won.total + ledger.capped - ledger.rulings
    assert sm.series[-1].effective == sm.effective.house_result
    assert sum(b.house_result for b in sm.per_box) == sm.effective.house_result
    assert sum(b.house_result_computed for b in sm.per_box) == sm.computed.house_result


def test_inconsistent_records_are_refused() -> None:
    data = synthetic_shift(5, corrections=False)
    r = data.rounds[0]
    b = r.boxes[0]
    from dataclasses import replace

    bad = replace(r, boxes=(replace(b, net=b.net + 1), *r.boxes[1:]))
    with pytest.raises(ReportDataError, match=r"round 1 .* box"):
        summarize([bad])
    assert Terms(1, 2, 3, 4, -5).total == 5


# -- the shift report --------------------------------------------------------------------------


@pytest.fixture(scope="module")
def report() -> tuple[ShiftReport, bytes]:
    data = synthetic_shift(400)
    return data, shift_report_bytes(data)


def test_every_page_says_page_n_of_m(report: tuple[ShiftReport, bytes]) -> None:
    texts = pages_text(report[1])
    assert len(texts) > 3
    for i, t in enumerate(texts, 1):
        assert f"Page {i} of {len(texts)}" in t


def test_fonts_are_embedded_dejavu_only(report: tuple[ShiftReport, bytes]) -> None:
    reader = PdfReader(BytesIO(report[1]))
    names = set()
    for page in reader.pages:
        fonts = page["/Resources"]["/Font"]
        for ref in fonts.values():
            font = ref.get_object()
            names.add(str(font["/BaseFont"]))
            desc = font.get("/FontDescriptor")
            if desc is None and "/DescendantFonts" in font:
                desc = font["/DescendantFonts"][0].get_object()["/FontDescriptor"]
            assert desc is not None and "/FontFile2" in desc.get_object(), f"{font['/BaseFont']} is not embedded"
    assert names and all("DejaVuSans" in n for n in names), names


def test_report_shows_header_totals_and_listing(report: tuple[ShiftReport, bytes]) -> None:
    data, pdf = report
    text = "\n".join(pages_text(pdf))
    eur = Money("EUR", "en_GB")
    e, c = data.summary.effective, data.summary.computed
    assert "SIMULATED" in text and "Casino Lumière" in text and "2026-03-14-N" in text
    for amount in (e.house_result, c.house_result, e.handle.total, e.paid_out, data.jackpot.start, data.jackpot.end):
        assert eur(amount) in text
    assert f"End of listing — {len(data.rounds):,} rounds" in text
    # every round appears in the listing, in order, once
    laid_out = "\n".join(pages_text(pdf, layout=True))
    listing = laid_out[laid_out.index("Round-by-round listing") :]
    numbers = [int(m.group(1)) for m in re.finditer(r"^\s*(\d+)\s+\d\d:\d\d\s", listing, re.M)]
    assert numbers == list(range(1, len(data.rounds) + 1))
    assert data.audit is not None and data.audit.head[:16] in text


@pytest.mark.subprocess
def test_same_data_same_bytes_even_in_another_process(report: tuple[ShiftReport, bytes]) -> None:
    data, pdf = report
    assert shift_report_bytes(data) == pdf
    code = (
        "import sys, hashlib; sys.path.insert(0, 'tests/reports'); from reports_synthetic import synthetic_shift; "
        "from reports import shift_report_bytes; "
        "sys.stdout.write(hashlib.sha256(shift_report_bytes(synthetic_shift(400))).hexdigest())"
    )
    import hashlib

    for seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": seed, "TZ": "America/New_York" if seed == "1" else "Asia/Tokyo"}
        out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, check=True)
        assert out.stdout == hashlib.sha256(pdf).hexdigest()


def test_creation_date_is_the_shift_close(report: tuple[ShiftReport, bytes]) -> None:
    data, pdf = report
    info = PdfReader(BytesIO(pdf)).metadata
    assert info is not None and data.header.closed_at is not None
    assert info["/CreationDate"] == data.header.closed_at.astimezone(UTC).strftime("D:%Y%m%d%H%M%S+00'00'")


def test_empty_shift_renders() -> None:
    data = synthetic_shift(0)
    text = "\n".join(pages_text(shift_report_bytes(data)))
    assert "No round was settled in this shift." in text
    assert "Page 1 of" in text


# -- the round slip ------------------------------------------------------------------------------


def test_slip_is_one_page_with_suits_and_corrections() -> None:
    for n in (4, 6):
        slip = synthetic_slip(n)
        pdf = round_slip_bytes(slip)
        texts = pages_text(pdf)
        assert len(texts) == 1
        t = texts[0]
        assert "Page 1 of 1" in t
        assert any(s in t for s in "♠♥♦♣")
        for b in slip.round.boxes:
            assert Money("EUR", "en_GB")(b.net, signed=True) in t
            for line in b.explanation:
                assert line in t
        if n == 4:
            assert "VOIDED by Pia Pitboss" in t
        else:
            assert "floor ruling" in t and "ruled; computed" in t


def test_slip_of_a_crowded_round_still_fits_one_page() -> None:
    from dataclasses import replace

    slip = synthetic_slip(6)
    long = tuple(f"Explanation line {i}: Bet €20.00 × (7 full house + 1 ace-king) = €160.00; capped at €100.00." for i in range(14))
    rnd = replace(slip.round, boxes=tuple(replace(b, explanation=long) for b in slip.round.boxes))
    pdf = round_slip_bytes(replace(slip, round=rnd))
    assert len(PdfReader(BytesIO(pdf)).pages) == 1


# -- atomic writes ----------------------------------------------------------------------------------


def test_atomic_write_replaces_whole_file(tmp_path: Path) -> None:
    target = tmp_path / "shift.pdf"
    target.write_bytes(b"old")
    write_atomically(target, b"new contents")
    assert target.read_bytes() == b"new contents"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["shift.pdf"]


@pytest.mark.parametrize("failing", ["fsync", "replace"])
def test_failed_write_leaves_old_file_and_no_partial(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, failing: str) -> None:
    target = tmp_path / "shift.pdf"
    target.write_bytes(b"old report")

    def boom(*_: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, failing, boom)
    with pytest.raises(OutputError, match="No space left on device"):
        write_atomically(target, b"x" * 100_000)
    monkeypatch.undo()
    assert target.read_bytes() == b"old report"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["shift.pdf"]


def test_render_failure_writes_nothing(tmp_path: Path) -> None:
    from dataclasses import replace

    data = synthetic_shift(10)
    bad = replace(data, header=replace(data.header, timezone="Mars/Olympus_Mons"))
    target = tmp_path / "shift.pdf"
    with pytest.raises(ValueError, match="time zone"):
        render_shift_report(bad, target)
    assert list(tmp_path.iterdir()) == []


def test_missing_folder_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(OutputError, match="does not exist"):
        write_atomically(tmp_path / "nope" / "x.pdf", b"x")


def test_long_tables_measure_each_row_once_and_fill_pages(monkeypatch: pytest.MonkeyPatch) -> None:
    """Layout time must grow linearly: every row of a long table is measured once,
    and each page holds exactly the rows that fit (no page left half empty)."""
    from reports.paged import PagedTable

    calls = {"rows": 0}
    real = PagedTable.row_height

    def counting(self: PagedTable, row: object, *, header: bool = False) -> float:
        calls["rows"] += 0 if header else 1
        return real(self, row, header=header)  # type: ignore[arg-type]

    monkeypatch.setattr(PagedTable, "row_height", counting)
    data = synthetic_shift(1500, corrections=False)
    pdf = shift_report_bytes(data)
    expected = len(data.rounds) + len(data.jackpot.movements) + len(data.approvals) + len(data.summary.caps)
    assert calls["rows"] == expected
    # the listing's full pages all hold the same number of rounds
    per_page = []
    for t in pages_text(pdf, layout=True):
        if "Round-by-round listing" in t or re.search(r"^\s*\d+\s+\d\d:\d\d\s+\w+ Dealer", t, re.M):
            per_page.append(len(re.findall(r"^\s*\d+\s+\d\d:\d\d\s+\w+ Dealer", t, re.M)))
    assert len(per_page) > 10 and len(set(per_page[1:-1])) == 1, per_page
