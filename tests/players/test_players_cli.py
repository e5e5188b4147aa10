"""``dealer-app players``, ``rating`` and ``aml`` as a user runs them (in process), with
their PDFs read back as text in both languages."""

from __future__ import annotations

import csv
import io
import json
import re
from pathlib import Path

import pytest
from cli_support import run_main
from pdf_text import page_text
from players_helpers import FAST_HASHER, PIN, Table, co, make_people, steps_for
from pypdf import PdfReader

from dealer_app.auth.roles import Permission
from dealer_app.services import DealerServices
from dealer_app.store.records import EntryKind

QUEENS, AK = "Qh Qs Qd 8c 4h", "Ah Kd 7c 5s 3d"


def _pdf_text(path: Path) -> str:
    return "\n".join(page_text(page) for page in PdfReader(str(path)).pages)


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


def _english_left(text: str, data: tuple[str, ...]) -> list[str]:
    """The Latin words of ``text`` that are not data: keyed references, card numbers, people's
    and tables' names, dates and times (ISO), option names."""
    for d in data:
        text = text.replace(d, " ")
    text = re.sub(r"\b[0-9a-f]{32}\b|\b[0-9a-f]{8}\b|\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z|--[a-z-]+|dealer-app [a-z]+", " ", text)
    return re.findall(r"[A-Za-z]{2,}", text)


def test_players_rating_and_aml_text_in_russian(floor_day: tuple[Path, str, int], tmp_path: Path) -> None:
    """``--lang ru``: every word of the text lines is Russian (money in the house currency as the
    Russian reader writes it); csv and jsonl keep their field names and minor units."""
    from dealer_app.money_text import money_text

    db, day, _ = floor_day
    data = ("Ivan Petrov", "Anna K", "carl", "T1")
    with DealerServices.open(db, hasher=FAST_HASHER) as s:
        from dealer_app.services.house import current_currency

        rub = money_text(current_currency(s.ctx), "ru_RU").full
    runs = {
        "rating show": run_main("rating", "show", "--db", str(db), "--day", day, "--lang", "ru", "--by", "pat",
                                "--pin-stdin", stdin=_pin()),
        "aml log": run_main("aml", "log", "--db", str(db), "--day", day, "--lang", "ru", "--by", "cleo",
                            "--pin-stdin", stdin=_pin()),
        "aml alerts": run_main("aml", "alerts", "--db", str(db), "--day", day, "--lang", "ru", "--by", "pat",
                               "--pin-stdin", stdin=_pin()),
        "aml record": run_main("aml", "record", "--db", str(db), "--kind", "cash_out", "--amount", "12000",
                               "--card", "40012233", "--at-table", "T1", "--lang", "ru", "--by", "carl",
                               "--pin-stdin", stdin=_pin()),
        "players add": run_main("players", "add", "--db", str(db), "--card", "7700 1234", "--name", "Anna K",
                                "--lang", "ru", "--by", "carl", "--pin-stdin", stdin=_pin()),
        "players list": run_main("players", "list", "--db", str(db), "--lang", "ru", "--by", "cleo", "--pin-stdin",
                                 stdin=_pin()),
        "players erase": run_main("players", "erase", "--db", str(db), "--card", "77001234", "--reason", "по просьбе",
                                  "--lang", "ru", "--by", "cleo", "--pin-stdin", stdin=_pin()),
        "players find": run_main("players", "find", "9999", "--db", str(db), "--lang", "ru", "--by", "cleo",
                                 "--pin-stdin", stdin=_pin()),
        "aml alerts, none": run_main("aml", "alerts", "--db", str(db), "--day", "2001-01-01", "--lang", "ru",
                                     "--by", "pat", "--pin-stdin", stdin=_pin()),
        "rating show, none": run_main("rating", "show", "--db", str(db), "--day", "2001-01-01", "--lang", "ru",
                                      "--by", "pat", "--pin-stdin", stdin=_pin()),
    }
    for name, ran in runs.items():
        assert ran.returncode == 0, (name, ran.err)
        assert ran.out.strip() and _english_left(ran.out, data) == [], (name, ran.out)
    show = runs["rating show"].out
    assert "визит" in show and "\u2022\u2022\u2022\u2022 2233" in show and "игрок на боксе 2" in show
    assert "средняя ставка " + rub(3000) in show and "0,0 раздач/ч" in show
    assert "4001" not in show and "Ivan" not in show
    assert "наличные внесены сверх порога отчётности: " + rub(1_100_000) in runs["aml alerts"].out
    assert "покупка фишек  " + rub(400_000) in runs["aml log"].out
    record = runs["aml record"].out
    assert "ОПОВЕЩЕНИЕ: наличные выплачены сверх порога отчётности" in record and "(наличные)" in record
    assert "нужны данные документа: адрес, документ, удостоверяющий личность" in record
    assert "дата рождения: 1980-02-03" in runs["players list"].out and "Ivan Petrov" in runs["players list"].out
    assert runs["players find"].out == "игрок не найден\n"
    assert runs["aml alerts, none"].out == "нет оповещений за игровой день 2001-01-01\n"
    # the machine formats are the same in either language
    for args in (("rating", "export", "--day", day), ("rating", "export", "--day", day, "--format", "jsonl"),
                 ("aml", "log", "--day", day, "--format", "csv"), ("aml", "alerts", "--day", day, "--format", "csv")):
        en = run_main(*args, "--db", str(db), "--by", "cleo", "--pin-stdin", stdin=_pin())
        ru = run_main(*args, "--db", str(db), "--lang", "ru", "--by", "cleo", "--pin-stdin", stdin=_pin())
        assert en.returncode == ru.returncode == 0 and en.out == ru.out and en.out.strip(), args
    out = tmp_path / "alerts.txt"
    ran = run_main("aml", "alerts", "--db", str(db), "--day", day, "--out", str(out), "--lang", "ru", "--by", "pat",
                   "--pin-stdin", stdin=_pin())
    assert ran.returncode == 0 and ran.err == f"записан файл: {out}\n" and "наличные внесены" in out.read_text()
    # the commands' own refusals too, one line each
    for args, words in ((("rating", "show", "--day", "2026-13-01", "--by", "pat"), "--day: дата ГГГГ-ММ-ДД"),
                       (("players", "erase", "--reason", "просьба", "--by", "cleo"), "erase: укажите --card или"),
                       (("aml", "alerts", "--day", day, "--by", "pat"), "ПИН-код пользователя pat: на стандартном")):
        ran = run_main(*args, "--db", str(db), "--lang", "ru", "--pin-stdin",
                       stdin=b"" if words.startswith("ПИН") else _pin())
        assert ran.returncode == 2 and words in ran.err and ran.err.count("\n") == 1, ran.err
        assert _english_left(ran.err, ("pat", "erase")) == [], ran.err  # the command and its action as typed
    assert run_main("audit", "verify", "--db", str(db)).returncode == 0
