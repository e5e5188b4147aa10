"""The report of a real shift, built through the real services: every total in the
PDF's text matches the store; voids, rulings, jackpot shares and caps are shown,
effective and computed; same shift, same bytes; the slip; the command line."""

from __future__ import annotations

import re
from collections.abc import Iterator
from io import BytesIO
from pathlib import Path

import pytest
from pdf_text import page_text
from pypdf import PdfReader
from reports_store_shift import (
    FAST_HASHER,
    MISDEAL_REASON,
    REFUSAL_REASON,
    RULING_REASON,
    VOID_REASON,
    BuiltShift,
    build_shift,
)

from dealer_app.reporting import ShiftReport, build_round_slip, build_shift_report
from dealer_app.services import DealerServices
from dealer_app.store.records import EntryKind
from dealer_main import main as dealer_main
from reports import round_slip_bytes, shift_report_bytes
from reports.cli import report_main
from reports.money import Money

TZ = "Europe/Malta"


def text_of(pdf: bytes, *, layout: bool = False) -> str:
    mode = "layout" if layout else "plain"
    return "\n".join(page_text(p, extraction_mode=mode) or "" for p in PdfReader(BytesIO(pdf)).pages)


def squash(text: str) -> str:
    return re.sub(r"\s+", " ", text)


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> BuiltShift:
    folder = tmp_path_factory.mktemp("report-shift")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("DEALER_APP_DATA_DIR", str(folder / "data"))
        mp.setenv("DEALER_APP_CONFIG_DIR", str(folder / "config"))
        return build_shift(folder)


@pytest.fixture(autouse=True)
def _built_dirs(_isolated_user_dirs: None, built: BuiltShift, monkeypatch: pytest.MonkeyPatch) -> None:
    """The shift's audit key lives in its own config folder: point every test there."""
    monkeypatch.setenv("DEALER_APP_DATA_DIR", str(built.data_dir))
    monkeypatch.setenv("DEALER_APP_CONFIG_DIR", str(built.config_dir))


@pytest.fixture
def services(built: BuiltShift) -> Iterator[DealerServices]:
    s = DealerServices.open(built.db, station="tests", hasher=FAST_HASHER, record_startup=False, create=False)
    yield s
    s.close()


@pytest.fixture(scope="module")
def report(built: BuiltShift) -> tuple[ShiftReport, bytes]:
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("DEALER_APP_CONFIG_DIR", str(built.config_dir))
        s = DealerServices.open(built.db, station="tests", hasher=FAST_HASHER, record_startup=False, create=False)
        try:
            data = build_shift_report(s, built.shift_id, timezone=TZ)
        finally:
            s.close()
    return data, shift_report_bytes(data)


# -- every total matches the store ------------------------------------------------------------


def test_every_total_in_the_pdf_matches_the_store(built: BuiltShift, services: DealerServices, report: tuple[ShiftReport, bytes]) -> None:
    data, pdf = report
    text = text_of(pdf)
    eur = Money("EUR", "en_GB")
    views = [v for v in services.read.rounds(built.shift_id) if v.settlement is not None]
    counted = [v for v in views if v.void is None]

    # independent sums straight from the stored settlements and the read API's own effective figures
    handle_eff = sum(sum(b.settlement.stakes) for v in counted for b in v.boxes)
    handle_comp = sum(sum(b.settlement.stakes) for v in views for b in v.boxes)
    house_eff = sum(v.effective_house_net for v in views)
    house_comp = sum(v.computed_house_net for v in views)
    capped_eff = sum(b.capped for v in counted for b in v.boxes)
    paid_eff = sum(
        sum(x for x in b.settlement.results if x > 0) - b.capped + (b.effective_net - b.computed_net)
        for v in counted
        for b in v.boxes
    )
    shares = sum(v.jackpot_shares for v in counted)
    e, c = data.summary.effective, data.summary.computed
    assert (e.handle.total, c.handle.total) == (handle_eff, handle_comp)
    assert (e.house_result, c.house_result) == (house_eff, house_comp)
    assert (e.capped, e.paid_out, e.jackpot_shares) == (capped_eff, paid_eff, shares)
    assert e.rounds == len(counted) and data.summary.rounds_voided == 1 and data.summary.rounds_ruled == 1
    assert data.unfinished == 0

    for amount in (handle_eff, handle_comp, house_eff, house_comp, capped_eff, paid_eff, shares):
        assert eur(amount) in text, amount
    # per box, effective and (where it differs) computed house result
    for b in data.summary.per_box:
        eff = -sum(f.effective_net for v in views for f in v.boxes if f.box == b.box)
        comp = -sum(f.computed_net for v in views for f in v.boxes if f.box == b.box)
        assert (b.house_result, b.house_result_computed) == (eff, comp)
        assert eur(eff) in text
        if eff != comp:
            assert f"computed {eur(comp)}" in text
    # the jackpot meter, start to end, as the meter service has it
    movements = [m for m in services.meter.history() if m.shift_id == built.shift_id]
    assert data.jackpot.end == services.meter.value() == movements[-1].value_after
    assert data.jackpot.start == services.read.shift(built.shift_id).jackpot_at_open
    assert f"{eur(data.jackpot.start)}" in text and f"{eur(data.jackpot.end)}" in text
    for m in movements:
        assert eur(m.delta, signed=True) in text
    # the audit anchor as of the shift's close (no correction came after it)
    shift = services.read.shift(built.shift_id)
    assert data.audit is not None and shift.close_anchor is not None
    assert data.audit.entries == shift.close_anchor.head_seq and data.audit.head == shift.close_anchor.head_mac
    assert f"{data.audit.entries:,}" in text and data.audit.head[:8] in text


def test_listing_shows_every_round_with_its_effective_result(built: BuiltShift, services: DealerServices, report: tuple[ShiftReport, bytes]) -> None:
    _, pdf = report
    laid = text_of(pdf, layout=True)
    listing = laid[laid.index("Round-by-round listing") :]
    eur = Money("EUR", "en_GB")
    lines = {int(m.group(1)): m.group(0) for m in re.finditer(r"^\s*(\d+)\s+\d\d:\d\d\s.*$", listing, re.M)}
    views = [v for v in services.read.rounds(built.shift_id) if v.settlement is not None]
    assert sorted(lines) == [v.number for v in views]
    for v in views:
        line = lines[v.number]
        if v.void is not None:
            assert "void" in line and f"computed {eur(v.computed_house_net)}" in line
        else:
            assert eur(v.effective_house_net) in line
            if v.differs:
                assert f"RULED; computed {eur(v.computed_house_net)}" in line


def test_void_ruling_jackpot_share_and_cap_each_shown(built: BuiltShift, services: DealerServices, report: tuple[ShiftReport, bytes]) -> None:
    data, pdf = report
    text = squash(text_of(pdf))
    eur = Money("EUR", "en_GB")
    voided = services.read.round(built.voided_round)
    ruled = services.read.round(built.ruled_round)
    misdeal = services.read.round(built.misdeal_round)
    # the void: who, why, the computed figure and the effective zero
    assert VOID_REASON in text and "paula" in text
    assert eur(voided.computed_house_net) in text
    # the ruling: who, why, computed and ruled box nets
    box = next(b for b in ruled.boxes if b.box == built.ruled_box)
    assert box.ruling is not None and box.effective_net == box.computed_net + built.ruling_delta
    assert RULING_REASON in text
    assert eur(box.computed_net) in text and eur(box.effective_net) in text
    # the misdeal is listed without figures
    assert MISDEAL_REASON in text and "round never settled (misdeal)" in text
    assert misdeal.settlement is None
    # the refusal and the approvals, with who decided
    assert REFUSAL_REASON in text and "refused" in text and "approved" in text
    # a jackpot share paid by the meter, and a capped payout
    jp = services.read.round(built.jackpot_round)
    assert f"share paid {eur(-jp.jackpot_shares, signed=True)}" in text or eur(-jp.jackpot_shares, signed=True) in text
    capped = services.read.round(built.capped_round)
    assert any(eur(b.capped) in text for b in capped.boxes if b.capped)
    assert f"Total withheld: {eur(data.summary.effective.capped)}" in text
    # effective figures first, the computed ones beside them
    e, c = data.summary.effective, data.summary.computed
    assert e.house_result != c.house_result
    assert f"computed {eur(c.house_result)}" in text and f"computed {eur(c.handle.total)}" in text


# -- reproducible ------------------------------------------------------------------------------------


def test_same_shift_same_bytes(built: BuiltShift, report: tuple[ShiftReport, bytes], tmp_path: Path) -> None:
    _, pdf = report
    with DealerServices.open(built.db, station="again", hasher=FAST_HASHER, record_startup=False, create=False) as s:
        assert shift_report_bytes(build_shift_report(s, built.shift_id, timezone=TZ)) == pdf
        # renaming the casino afterwards does not rewrite the report of a closed shift
        from dealer_app.auth.roles import Permission

        s.settings.update(s.users.co_sign("ada", "111111", Permission.EDIT_SETTINGS, purpose="rename"), casino_name="Grand Casino")
        assert s.settings.get().casino_name == "Grand Casino"
        assert shift_report_bytes(build_shift_report(s, built.shift_id, timezone=TZ)) == pdf
    # through the command line, twice: printing is recorded in the log, and changes nothing in the report
    a, b = tmp_path / "a.pdf", tmp_path / "b.pdf"
    args = ["--db", str(built.db), "--shift", str(built.shift_id), "--tz", TZ, "--quiet"]
    assert report_main([*args, "--out", str(a)]) == 0
    assert report_main([*args, "--out", str(b)]) == 0
    assert a.read_bytes() == b.read_bytes() == pdf
    with DealerServices.open(built.db, station="t", hasher=FAST_HASHER, record_startup=False, create=False) as s:
        printed = s.read.log(shift_id=built.shift_id, kinds=[EntryKind.REPORT_PRINTED])
    assert len(printed) >= 2 and printed[-1].payload["path"] == str(b.resolve())


# -- the round slip ---------------------------------------------------------------------------------------


def test_slip_of_a_round_with_a_jackpot_share(built: BuiltShift, services: DealerServices) -> None:
    v = services.read.round(built.jackpot_round)
    slip = build_round_slip(services, v.id, timezone=TZ)
    pdf = round_slip_bytes(slip)
    reader = PdfReader(BytesIO(pdf))
    assert len(reader.pages) == 1
    text = squash(page_text(reader.pages[0]) or "")
    eur = Money("EUR", "en_GB")
    assert f"Round slip — round {v.number}" in text and "Page 1 of 1" in text
    assert any(g in text for g in "♠♥♦♣")
    for b in v.boxes:
        assert eur(b.computed_net, signed=True) in text
        for line in b.settlement.explanation:
            assert squash(line) in text
    assert "jackpot share" in text and "pat" in text and "approved" in text
    assert eur(v.jackpot_start) in text and eur(int(v.jackpot_after or 0)) in text


def test_slip_of_voided_and_ruled_rounds(built: BuiltShift, services: DealerServices) -> None:
    eur = Money("EUR", "en_GB")
    t = squash(text_of(round_slip_bytes(build_round_slip(services, built.voided_round, timezone=TZ))))
    assert f"VOIDED by paula: {VOID_REASON}" in t and "counts nothing" in t
    ruled = services.read.round(built.ruled_round)
    t = squash(text_of(round_slip_bytes(build_round_slip(services, built.ruled_round, timezone=TZ))))
    box = next(b for b in ruled.boxes if b.box == built.ruled_box)
    assert "FLOOR RULING" in t and RULING_REASON in t
    assert f"ruled; computed {eur(box.computed_net, signed=True)}" in t and eur(box.effective_net, signed=True) in t


def test_slip_from_the_command_line(built: BuiltShift, services: DealerServices, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    capped = services.read.round(built.capped_round)
    out = tmp_path / "slip.pdf"
    assert report_main(["--db", str(built.db), "--shift", str(built.shift_id), "--round", str(capped.number), "--out", str(out)]) == 0
    assert len(PdfReader(out).pages) == 1
    assert "wrote" in capsys.readouterr().err
    t = squash(text_of(out.read_bytes()))
    assert "capped" in t
    misdeal = services.read.round(built.misdeal_round)
    rc = report_main(["--db", str(built.db), "--round", str(misdeal.number), "--out", str(tmp_path / "m.pdf")])
    err = capsys.readouterr().err.strip().splitlines()
    assert rc == 1 and len(err) == 1 and "voided before it settled" in err[0]
    assert not (tmp_path / "m.pdf").exists()


# -- the command line's failures ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("args", "code", "words"),
    [
        (["--db", "{missing}", "--out", "{out}"], 2, "no database at"),
        (["--db", "{db}", "--shift", "99", "--out", "{out}"], 1, "no shift 99"),
        (["--db", "{db}", "--round", "500", "--out", "{out}"], 1, "has no round 500"),
        (["--db", "{db}", "--tz", "Mars/Base", "--out", "{out}"], 2, "time zone"),
        (["--db", "{db}", "--locale", "xx_YY", "--out", "{out}"], 2, "locale"),
        (["--db", "{db}", "--out", "{tmp}/nope/r.pdf"], 1, "does not exist"),
        (["--db", "{db}", "--out", "{tmp}/r.txt"], 2, "should end in .pdf"),
        (["--db", "{db}"], 2, "--out"),
        (["--db", "{db}", "--shift", "x", "--out", "{out}"], 2, "invalid int value"),
    ],
)
def test_failures_are_one_line_and_non_zero(built: BuiltShift, tmp_path: Path, capsys: pytest.CaptureFixture[str], args: list[str], code: int, words: str) -> None:
    fill = {"missing": str(tmp_path / "missing.db"), "out": str(tmp_path / "r.pdf"), "db": str(built.db), "tmp": str(tmp_path)}
    rc = report_main([a.format(**fill) for a in args])
    err = capsys.readouterr().err.strip().splitlines()
    assert rc == code
    assert len(err) == 1 and err[0].startswith("dealer-app report: ") and words in err[0], err
    assert "Traceback" not in err[0]
    assert not (tmp_path / "r.pdf").exists() and not list(tmp_path.glob(".r.pdf.*"))


def test_a_database_with_the_wrong_key_is_refused(built: BuiltShift, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("DEALER_APP_CONFIG_DIR", str(tmp_path / "elsewhere"))
    rc = report_main(["--db", str(built.db), "--out", str(tmp_path / "r.pdf")])
    err = capsys.readouterr().err.strip().splitlines()
    assert rc == 2 and len(err) == 1 and "key" in err[0].lower()
    assert not (tmp_path / "r.pdf").exists()


# -- the "done when" -------------------------------------------------------------------------------------


def test_simulate_then_report(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("DEALER_APP_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("DEALER_APP_CONFIG_DIR", str(tmp_path / "config"))
    db, out = tmp_path / "s.db", tmp_path / "shift.pdf"
    assert dealer_main(["simulate", "--db", str(db), "--rounds", "300", "--seed", "11", "--quiet"]) == 0
    assert dealer_main(["report", "--db", str(db), "--out", str(out)]) == 0
    err = capsys.readouterr().err
    assert "300 rounds" in err and "wrote" in err
    reader = PdfReader(out)
    pages = [page_text(p) or "" for p in reader.pages]
    assert all(f"Page {i} of {len(pages)}" in t for i, t in enumerate(pages, 1))
    text = "\n".join(pages)
    assert "SIMULATED" in text and "End of listing — 300 rounds" in text


def test_two_tables_sharing_the_meter(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The jackpot meter is shared by every table on the database: a shift's ledger
    shows its own movements and sums the other tables' in between, and still adds up."""
    from dealer_app.auth.roles import Permission, Role
    from rules.poker.generator import GeneratorKnobs, generate_round

    monkeypatch.setenv("DEALER_APP_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("DEALER_APP_CONFIG_DIR", str(tmp_path / "config"))
    db = tmp_path / "two.db"
    a = DealerServices.open(db, station="table-1", hasher=FAST_HASHER)
    b = DealerServices.open(db, station="table-2", hasher=FAST_HASHER)
    try:
        a.users.create_first_admin("ada", "111111")
        admin = a.users.co_sign("ada", "111111", Permission.MANAGE_USERS, purpose="setup")
        for name, role in (("dan", Role.DEALER), ("dora", Role.DEALER), ("pat", Role.PIT_BOSS)):
            a.users.add(admin, name, role, "123456")
            admin = a.users.co_sign("ada", "111111", Permission.MANAGE_USERS, purpose="setup")  # signs once
        a.house.save(a.users.co_sign("pat", "123456", Permission.EDIT_HOUSE_RULES, purpose="rules"), "default",
                     {"jackpot_contribution_percent": 50})
        dan, dora = a.users.sign_in("dan", "123456"), b.users.sign_in("dora", "123456")
        sa, sb = a.shifts.open(dan, "T1"), b.shifts.open(dora, "T2")
        knobs = GeneratorKnobs(bonus=900)
        for seed in range(1, 9):
            for svc, who, shift in ((a, dan, sa), (b, dora, sb)):
                live = svc.rounds.start(who, shift.id)
                for step in generate_round(seed * 2 + (svc is b), live.house, knobs, jackpot=live.jackpot_start).steps:
                    live = svc.rounds.apply(who, live.round_id, step)
                if not svc.rounds.approval_state(live.round_id).satisfied:
                    svc.rounds.approve(svc.users.co_sign("pat", "123456", Permission.APPROVE, purpose="ok", shift_id=shift.id,
                                                         round_id=live.round_id), live.round_id)
                svc.rounds.confirm(who, live.round_id)
        b.shifts.close(dora, sb.id)
        still_open = build_shift_report(a, sa.id, timezone=TZ)
        assert still_open.header.closed_at is None and still_open.audit is None
        assert "SHIFT STILL OPEN" in text_of(shift_report_bytes(still_open))
        a.shifts.close(dan, sa.id)
        data = build_shift_report(a, sa.id, timezone=TZ)
    finally:
        a.close()
        b.close()
    kinds = {m.kind.value for m in data.jackpot.movements}
    assert {"contribution", "other_tables"} <= kinds
    data.jackpot.check()  # start + every movement = end
    own = sum(m.amount for m in data.jackpot.movements if m.kind.value != "other_tables")
    assert own == sum(r.jackpot_after - r.jackpot_before for r in data.rounds)
    text = text_of(shift_report_bytes(data))
    assert "Other tables" in text and "rounds at other tables" in text


def test_desktop_api_checks_the_role_and_records_who_printed(built: BuiltShift, tmp_path: Path) -> None:
    from dealer_app.auth.roles import Permission
    from dealer_app.services import PermissionDenied
    from reports import save_round_slip, save_shift_report

    with DealerServices.open(built.db, station="pit", hasher=FAST_HASHER, record_startup=False, create=False) as s:
        pat = s.users.sign_in("pat", "123456")
        saved = save_shift_report(s, tmp_path / "shift.pdf", shift_id=built.shift_id, who=pat, timezone=TZ)
        assert saved.pages == len(PdfReader(saved.path).pages) and saved.shift_id == built.shift_id
        slip = save_round_slip(s, built.jackpot_round, tmp_path / "slip.pdf", who=pat, timezone=TZ)
        assert slip.pages == 1 == len(PdfReader(slip.path).pages)
        printed = s.read.log(shift_id=built.shift_id, kinds=[EntryKind.REPORT_PRINTED])[-2:]
        assert [e.actor for e in printed] == [pat.user.id, pat.user.id]
        assert printed[0].payload["what"] == f"shift report: shift {built.shift_id}"
        s.users.sign_out(pat)
        # an administrator does not print reports: refused, logged, and no file written
        ada = s.users.sign_in("ada", "111111")
        with pytest.raises(PermissionDenied):
            save_shift_report(s, tmp_path / "no.pdf", shift_id=built.shift_id, who=ada)
        assert not (tmp_path / "no.pdf").exists()
        refused = s.read.log(kinds=[EntryKind.PERMISSION_REFUSED])[-1]
        assert refused.actor == ada.user.id and refused.payload["permission"] == Permission.PRINT_REPORT.value


def test_money_by_kind_is_what_was_paid_after_the_cap_with_a_line_per_difference(
        built: BuiltShift, services: DealerServices, report: tuple[ShiftReport, bytes]) -> None:
    """"Paid to players" per kind is after the cap (no separate "Withheld" row to add in);
    what the cap withheld, the ruling and the void are each a line beside the figures."""
    data, pdf = report
    text = squash(text_of(pdf))
    eur = Money("EUR", "en_GB")
    e = data.summary.effective
    kinds = [e.kind(t) for t in ("ante", "bet", "bonus", "insurance", "fees")]
    # the kinds, the jackpot shares and the rulings add up to what was paid, with nothing else to add
    assert sum(k.paid for k in kinds) + e.jackpot_shares + e.rulings == e.paid_out
    assert sum(k.withheld for k in kinds) == e.capped > 0
    assert sum(k.house for k in kinds) - e.jackpot_shares - e.rulings == e.house_result
    assert "Withheld by the payout cap" not in text
    bets = e.kind("bet")
    assert bets.withheld > 0 and bets.paid == bets.won - bets.withheld
    assert f"Bets: paid {eur(bets.paid)} after the cap; {eur(bets.won)} before it, {eur(bets.withheld)} withheld." in text
    assert f"Floor rulings change what was paid by {eur(e.rulings, signed=True)}" in text
    assert "voided rounds count nothing" in text


def test_the_listing_shows_what_was_paid_as_the_round_stands(
        built: BuiltShift, services: DealerServices, report: tuple[ShiftReport, bytes]) -> None:
    data, pdf = report
    laid = text_of(pdf, layout=True)
    listing = laid[laid.index("Round-by-round listing"):]
    eur = Money("EUR", "en_GB")
    lines = {int(m.group(1)): m.group(0) for m in re.finditer(r"^\s*(\d+)\s+\d\d:\d\d\s.*$", listing, re.M)}
    by_id = {r.round_id: r for r in data.rounds}
    ruled = next(r for r in data.rounds if r.ruled)
    voided = next(r for r in data.rounds if r.voided)
    assert ruled.effective_paid_out == ruled.paid_out + built.ruling_delta
    assert eur(ruled.effective_paid_out) in lines[ruled.number]
    assert "paid as" in lines[ruled.number]  # the computed figure follows, cut to the column's width
    assert voided.effective_paid_out == 0
    del by_id
