"""``dealer-app players``, ``rating`` and ``aml`` as a user runs them (in process), with
their PDFs read back as text in both languages."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest
from cli_support import run_main
from players_helpers import FAST_HASHER, PIN, Table, co, make_people, steps_for
from pypdf import PdfReader

from dealer_app.auth.roles import Permission
from dealer_app.services import DealerServices
from dealer_app.store.records import EntryKind

QUEENS, AK = "Qh Qs Qd 8c 4h", "Ah Kd 7c 5s 3d"


def _pdf_text(path: Path) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(str(path)).pages)


@pytest.fixture
def floor_day(tmp_path: Path) -> tuple[Path, str, int]:
    db = tmp_path / "day.db"
    with DealerServices.open(db, hasher=FAST_HASHER) as s:
        make_people(s)
        s.aml.set_rules(co(s, "cleo", Permission.EDIT_AML_RULES), {"log_threshold": 300_000,
                                                                   "report_threshold": 1_000_000})
        s.players.register(co(s, "carl", Permission.REGISTER_PLAYER), "4001-2233", "Ivan Petrov",
                           {"date_of_birth": "1980-02-03"})
        t = Table.open(s)
        session = s.players.seat(t.dealer, t.shift_id, [1], card="40012233")
        s.players.seat(t.dealer, t.shift_id, [2])
        t.deal(steps_for({1: 1_000, 2: 500}, {1: QUEENS, 2: AK}))
        s.players.leave(t.dealer, session)
        for amount in (400_000, 400_000, 300_000):
            s.aml.record(co(s, "carl", Permission.CASH_TRANSACTION), "buy_in", amount, card="40012233", table="T1")
        day = s.shifts.get(t.shift_id).gaming_day
    return db, day, session


def _pin(n: int = 1) -> bytes:
    return (PIN + "\n").encode() * n


def test_players_add_find_erase(tmp_path: Path) -> None:
    db = tmp_path / "p.db"
    with DealerServices.open(db, hasher=FAST_HASHER) as s:
        make_people(s)
    ran = run_main("players", "add", "--db", str(db), "--card", "77 00 12 34", "--name", "Anna K", "--detail",
                   "date_of_birth=1990-01-01", "--by", "carl", "--pin-stdin", stdin=_pin())
    assert ran.returncode == 0, ran.err
    ref = ran.out.split()[-1]
    ran = run_main("players", "find", "1234", "--db", str(db), "--by", "cleo", "--pin-stdin", stdin=_pin())
    assert ran.returncode == 0 and "Anna K" in ran.out and "77001234" in ran.out and "1990-01-01" in ran.out
    ran = run_main("players", "list", "--db", str(db), "--by", "dan", "--pin-stdin", stdin=_pin())
    assert ran.returncode == 1 and "may not read patron" in ran.err
    ran = run_main("players", "add", "--db", str(db), "--card", "7700-1234", "--name", "Other", "--by", "carl",
                   "--pin-stdin", stdin=_pin())
    assert ran.returncode == 1 and "already registered" in ran.err and "Traceback" not in ran.err
    ran = run_main("players", "add", "--db", str(db), "--card", "x!", "--name", "Bad", "--by", "carl",
                   "--pin-stdin", stdin=_pin())
    assert ran.returncode != 0 and ran.err.count("\n") == 1 and "card:" in ran.err
    ran = run_main("players", "erase", "--db", str(db), "--card", "77001234", "--reason", "asked by the patron",
                   "--by", "cleo", "--pin-stdin", stdin=_pin())
    assert ran.returncode == 0, ran.err
    ran = run_main("players", "list", "--db", str(db), "--format", "csv", "--by", "ada", "--pin-stdin",
                   stdin=b"111111\n")
    rows = list(csv.DictReader(io.StringIO(ran.out)))
    assert rows == [{"player": ref, "card": "", "name": "", "erased": "True"}]
    assert run_main("audit", "verify", "--db", str(db)).returncode == 0


def test_rating_show_export_and_slip(floor_day: tuple[Path, str, int], tmp_path: Path) -> None:
    db, day, session = floor_day
    ran = run_main("rating", "show", "--db", str(db), "--day", day, "--by", "pat", "--pin-stdin", stdin=_pin())
    assert ran.returncode == 0, ran.err
    assert "\u2022\u2022\u2022\u2022 2233" in ran.out and "player at box 2" in ran.out and "4001" not in ran.out
    ran = run_main("rating", "export", "--db", str(db), "--day", day, "--by", "pat", "--pin-stdin", stdin=_pin())
    rows = {r["session"]: r for r in csv.DictReader(io.StringIO(ran.out))}
    r = rows[str(session)]
    assert (r["card"], r["hands"], r["ante"], r["bet"], r["total_wagered"], r["average_bet"], r["actual_win"]) == (
        "40012233", "1", "1000", "2000", "3000", "3000", "-6000")
    out = tmp_path / "day.jsonl"
    ran = run_main("rating", "export", "--db", str(db), "--day", day, "--format", "jsonl", "--out", str(out),
                   "--table", "T1", "--by", "cleo", "--pin-stdin", stdin=_pin())
    assert ran.returncode == 0, ran.err
    lines = [json.loads(x) for x in out.read_text().splitlines()]
    assert {x["table"] for x in lines} == {"T1"} and len(lines) == 2
    for lang, words in (("en", ("Rating slip", "Average bet", "2233")), ("ru", ("Карта рейтинга", "Средняя ставка",
                                                                                "2233"))):
        pdf = tmp_path / f"slip-{lang}.pdf"
        ran = run_main("rating", "slip", "--db", str(db), "--session", str(session), "--out", str(pdf), "--lang",
                       lang, "--by", "pat", "--pin-stdin", stdin=_pin())
        assert ran.returncode == 0, ran.err
        text = _pdf_text(pdf)
        assert all(w in text for w in words) and "Ivan" not in text and "40012233" not in text
    ran = run_main("rating", "show", "--db", str(db), "--day", "2026-13-01", "--by", "pat", "--pin-stdin",
                   stdin=_pin())
    assert ran.returncode == 2 and "--day" in ran.err
    ran = run_main("rating", "show", "--db", str(db), "--day", day, "--by", "dan", "--pin-stdin", stdin=_pin())
    assert ran.returncode == 1 and "not allowed" in ran.err


def test_aml_log_alerts_and_report(floor_day: tuple[Path, str, int], tmp_path: Path) -> None:
    db, day, _ = floor_day
    ran = run_main("aml", "log", "--db", str(db), "--day", day, "--format", "csv", "--by", "cleo", "--pin-stdin",
                   stdin=_pin())
    assert ran.returncode == 0, ran.err
    rows = list(csv.DictReader(io.StringIO(ran.out)))
    assert [(r["kind"], r["amount"], r["by"]) for r in rows] == [("buy_in", "400000", "carl")] * 2 + [
        ("buy_in", "300000", "carl")]
    ran = run_main("aml", "alerts", "--db", str(db), "--day", day, "--by", "pat", "--pin-stdin", stdin=_pin())
    assert "cash in over the report threshold" in ran.out and "11,000.00" in ran.out
    for lang, words in (("en", ("Report preparation", "Ivan Petrov", "address")),
                        ("ru", ("Подготовка отчёта", "Ivan Petrov", "Ещё собрать"))):
        pdf = tmp_path / f"report-{lang}.pdf"
        ran = run_main("aml", "report", "--db", str(db), "--day", day, "--out", str(pdf), "--lang", lang,
                       "--by", "cleo", "--pin-stdin", stdin=_pin())
        assert ran.returncode == 0, ran.err
        text = _pdf_text(pdf)
        assert all(w in text for w in words), text
        mtl = tmp_path / f"mtl-{lang}.pdf"
        ran = run_main("aml", "log", "--db", str(db), "--day", day, "--out", str(mtl), "--lang", lang,
                       "--by", "cleo", "--pin-stdin", stdin=_pin())
        assert ran.returncode == 0, ran.err
        assert ("Multiple transaction log" if lang == "en" else "Журнал множественных операций") in _pdf_text(mtl)
        assert "Ivan" not in _pdf_text(mtl)
    with DealerServices.open(db, hasher=FAST_HASHER) as s:
        reads = s.store.entries_of_kind([EntryKind.PATRON_READ])
        assert any("report preparation" in e.payload["purpose"] for e in reads)
    ran = run_main("aml", "record", "--db", str(db), "--kind", "cash_out", "--amount", "12000", "--card", "40012233",
                   "--at-table", "T1", "--by", "carl", "--pin-stdin", stdin=_pin())
    assert ran.returncode == 0 and "ALERT: cash out over the report threshold" in ran.out
    assert "ID details required: address, id_document" in ran.out
    assert run_main("audit", "verify", "--db", str(db)).returncode == 0
