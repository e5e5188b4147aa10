"""The three PDFs in Russian: the shift report, the round slip and the trainee progress
report, rendered from a real shift (voids, rulings, caps, a jackpot share, a refusal)
and real graded drills, read back with pypdf: no Latin-alphabet word is left but the
short allow-list of the issue (card and currency codes, names from the data, the anchor
hex, the product's name and build, the one ``dealer-app`` check command)."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from io import BytesIO
from pathlib import Path

import pytest
from pdf_text import broken_words, overlaps, page_text, russian_vocabulary, text_runs
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

from dealer_app.cli.train import main as train_main
from dealer_app.reporting import build_round_slip, build_shift_report
from dealer_app.services import DealerServices
from dealer_app.version import build_label
from reports import round_slip_bytes, shift_report_bytes
from reports.money import Money
from reports.progress import progress_report_bytes, read_progress_input

TZ = "Europe/Moscow"
LATIN = re.compile(r"[A-Za-z][A-Za-z'’]+")


def words(text: str) -> set[str]:
    return set(LATIN.findall(text))


def text_of(pdf: bytes) -> str:
    """The PDF's text, a word hyphenated at a line's end joined again («Резуль-» «таты»)."""
    text = "\n".join(page_text(p) or "" for p in PdfReader(BytesIO(pdf)).pages)
    return re.sub(r"(?<=\w)-\n(?=[a-zа-яё])", "", text)


def english_left(text: str, allowed: set[str], hexes: str) -> list[str]:
    """Latin words that are neither allowed nor a piece of an anchor's hex."""
    return sorted(w for w in words(text) if w not in allowed and w.lower() not in hexes)


# names from the data, and what a person typed (reasons are written by the pit boss)
DATA = words(" ".join(["Casino Lumière RP-3 dan pat paula ada default", "Meter seeded after the count.", TZ, VOID_REASON, RULING_REASON, MISDEAL_REASON,
                       REFUSAL_REASON]))
PRODUCT = words("Dealer Assistant " + build_label()) | {"EUR"}


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> BuiltShift:
    folder = tmp_path_factory.mktemp("report-shift-ru")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("DEALER_APP_DATA_DIR", str(folder / "data"))
        mp.setenv("DEALER_APP_CONFIG_DIR", str(folder / "config"))
        return build_shift(folder)


@pytest.fixture
def services(_isolated_user_dirs: None, built: BuiltShift, monkeypatch: pytest.MonkeyPatch) -> Iterator[DealerServices]:
    monkeypatch.setenv("DEALER_APP_DATA_DIR", str(built.data_dir))
    monkeypatch.setenv("DEALER_APP_CONFIG_DIR", str(built.config_dir))
    s = DealerServices.open(built.db, station="tests", hasher=FAST_HASHER, record_startup=False, create=False)
    yield s
    s.close()


def test_the_shift_report_in_russian_has_no_english_left(services: DealerServices, built: BuiltShift) -> None:
    data = build_shift_report(services, built.shift_id, timezone=TZ, locale="ru_RU", lang="ru")
    text = text_of(shift_report_bytes(data))
    assert data.audit is not None
    allowed = DATA | PRODUCT | words(data.audit.check_command)
    left = english_left(text, allowed, data.audit.head + " " + (data.audit.key_id or ""))
    assert left == [], [ln for ln in text.splitlines() if words(ln) & set(left)]
    # what it says, in Russian: headings, a table, the chart, the sign-off, money in ru_RU
    flat = re.sub(r"\s+", " ", text)
    for phrase in ("Отчёт смены — русский покер", "Деньги по видам", "Счётчик джекпота", "Результат казино за смену",
                   "Якорь аудита и подписи", "Список раундов", "Подпись", "Аннулирования и решения пит-босса"):
        assert phrase in flat, phrase
    assert re.search(r"\d \d{3},\d{2} €", flat.replace("\xa0", " ")), "money in the Russian CLDR form"
    assert "Page " not in text and "Страница 1 из" in flat


def test_the_russian_report_breaks_no_word_or_amount_and_no_heading_overlaps(services: DealerServices,
                                                                             built: BuiltShift) -> None:
    """Words break only at a syllable, with a hyphen; an amount never breaks; the columns
    fit their headings («Кто ввёл» and «Кто ответил» side by side, not run together)."""
    data = build_shift_report(services, built.shift_id, timezone=TZ, locale="ru_RU", lang="ru")
    reader = PdfReader(BytesIO(shift_report_bytes(data)))
    raw = "\n".join(p.extract_text() or "" for p in reader.pages)
    assert broken_words(raw, russian_vocabulary()) == []
    assert re.search(r"-\n[а-яё]", raw), "long words are hyphenated, not cut"
    # an amount is whole on its line: each € right after its «,00 », no line ending inside one («10 000,0|0 €»)
    lines = [t.rstrip() for page in reader.pages for _, _, _, t in text_runs(page)]
    split = [t for t in lines if re.search(r"(?<!\d,\d\d[\xa0 ])€|\d,\d?$", t)]
    assert split == [] and sum("€" in t for t in lines) > 100, split
    assert [o for page in reader.pages for o in overlaps(page)] == []
    flat = re.sub(r"\s+", " ", text_of(shift_report_bytes(data)).replace("\xa0", " "))
    money = Money("EUR", "ru_RU")
    e = data.summary.effective
    for amount in (e.handle.total, e.paid_out, e.house_result, data.jackpot.end, e.capped):
        assert money(amount).replace("\xa0", " ") in flat, money(amount)
    assert "Кто ввёл" in flat and "Кто ответил" in flat and "Кто подготовил" not in flat


@pytest.mark.parametrize("which", ["jackpot_round", "voided_round", "ruled_round", "capped_round", "refused_round"])
def test_round_slips_in_russian_have_no_english_left(services: DealerServices, built: BuiltShift, which: str) -> None:
    slip = build_round_slip(services, getattr(built, which), timezone=TZ, locale="ru_RU", lang="ru")
    pdf = round_slip_bytes(slip)
    assert len(PdfReader(BytesIO(pdf)).pages) == 1
    text = text_of(pdf)
    assert slip.audit is not None
    allowed = DATA | PRODUCT | words(slip.audit.check_command)
    assert english_left(text, allowed, slip.audit.head) == []
    flat = re.sub(r"\s+", " ", text)
    assert "Карточка раунда" in flat and "Итог бокса" in flat, "the engine's explanation, in Russian"


def test_the_english_slip_keeps_the_stored_explanation(services: DealerServices, built: BuiltShift) -> None:
    slip = build_round_slip(services, built.jackpot_round, timezone=TZ)
    stored = services.read.round(built.jackpot_round).settlement
    assert stored is not None
    assert [b.explanation for b in slip.round.boxes] == [tuple(b.explanation) for b in stored.boxes]


def test_the_progress_report_in_russian_has_no_english_left(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    records = tmp_path / "progress.jsonl"
    drills: list[str] = []
    for level, seed in ((1, 3), (3, 4), (5, 5), (7, 6)):
        assert train_main(["--level", str(level), "--seed", str(seed), "--rounds", "3", "--json"]) == 0
        tasks = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
        answers = tmp_path / f"answers-{level}.jsonl"
        filler = {"replaced": [], "insurance_max": 0, "hand2": None, "capped": 0}
        answers.write_text("".join(json.dumps({"round": t["round"], "box": t["box"], "net": 100 * i, "seconds": 9,
                                               **{q: filler[q] for q in t["asks"]["questions"]}})
                                   + "\n" for i, t in enumerate(tasks)), encoding="utf-8")
        drills.append(tasks[0]["drill"])
        assert train_main(["--level", str(level), "--seed", str(seed), "--rounds", "3", "--answers", str(answers),
                           "--record", "Таня", "--progress", str(records), "--mode", "timed"]) == 0
        capsys.readouterr()
    header = {"format": "dealer-progress-report/1", "trainee": "Таня", "casino": "Casino Lumière",
              "printed_by": "paula", "locale": "ru_RU", "lang": "ru", "timezone": TZ}
    lines = [json.dumps({"header": header}), *records.read_text(encoding="utf-8").splitlines()]
    data = read_progress_input(lines)
    assert data.lang == "ru"
    text = text_of(progress_report_bytes(data))
    allowed = DATA | PRODUCT | words(" ".join(drills))
    assert english_left(text, allowed, "") == []
    flat = re.sub(r"\s+", " ", text)
    assert "Прогресс стажёра — Таня" in flat and "Ошибки по видам" in flat and "Все занятия" in flat


def test_a_report_in_english_stays_english(services: DealerServices, built: BuiltShift) -> None:
    data = build_shift_report(services, built.shift_id, timezone=TZ)
    flat = re.sub(r"\s+", " ", text_of(shift_report_bytes(data)))
    assert "Shift report — Russian Poker" in flat and "Money by kind" in flat and "Page 1 of" in flat
    assert not re.search("[а-яё]", flat, re.IGNORECASE)


def test_audit_verify_in_russian(built: BuiltShift, services: DealerServices) -> None:
    from cli_support import run_main

    en = run_main("audit", "verify", "--db", str(built.db))
    ru = run_main("audit", "verify", "--db", str(built.db), "--lang", "ru")
    assert en.returncode == ru.returncode == 0
    assert len(en.out.splitlines()) == len(ru.out.splitlines()) >= 3  # two voids and a ruling, one line each
    for line in ru.out.splitlines():
        assert line.startswith("инфо: раунд "), line
        assert set(LATIN.findall(line)) <= DATA | {"UTC"}, line
    assert "проверка журнала: ПРОЙДЕНА: записей " in ru.err and "OK" not in ru.err


def test_audit_lines_of_every_shape_in_russian() -> None:
    from dealer_app.audit_findings import Code, Entry, Val, Where, finding
    from dealer_app.wording.audit import audit_line

    cases = {
        finding(Code.SETTLED_FIELD_DIFFERS, where=Where(7, 2), f="results.bet", a=Val(1000), b=Val(2000)):
            ("round 7 box 2: results.bet: stored 1000, computed 2000",
             "раунд 7, бокс 2: результаты, ставка: записано 1000, пересчитано 2000"),
        finding(Code.SETTLED_FIELD_DIFFERS, where=Where(7), f="house_net", a=Val(-500, amount=True),
                b=Val(500, amount=True)):
            ("round 7: house_net: stored -500, computed 500", "раунд 7: итог казино: записано -500, пересчитано 500"),
        finding(Code.SETTLED_FIELD_DIFFERS, where=Where(7, dealer=True), f="qualified", a=Val(True), b=Val(False)):
            ("round 7 dealer: qualified: stored True, computed False",
             "раунд 7, дилер: игра у дилера: записано да, пересчитано нет"),
        finding(Code.BOX_NOT_STORED, where=Where(7, 4)):
            ("round 7 box 4: missing from the stored settlement", "раунд 7, бокс 4: отсутствует в записанном расчёте"),
        finding(Code.CHAIN_ENTRIES_MISSING, m=12, last=14, before=Entry(15, "step", 3)):
            ("entries 12..14 missing: the chain breaks before entry 15 (step, round 3)",
             "записи 12..14 отсутствуют: цепочка рвётся перед записью 15 (шаг, раунд 3)"),
        finding(Code.CHAIN_ENTRY_MISSING, m=12, before=Entry(13, "shift_opened", None, 1)):
            ("entry 12 missing: the chain breaks before entry 13 (shift_opened, shift 1)",
             "запись 12 отсутствует: цепочка рвётся перед записью 13 (открытие смены, смена 1)"),
        finding(Code.CHAIN_ALTERED, where=Where(entry=Entry(15, "step", 3))):
            ("entry 15 (step, round 3): does not match the chain (altered, removed or moved)",
             "запись 15 (шаг, раунд 3): не совпадает с цепочкой (изменена, удалена или перемещена)"),
        finding(Code.ANCHOR_NOT_HELD, h="00ff"):
            ("anchor 00ff: the log does not hold this chain head (rolled back, cut or re-signed)",
             "якорь 00ff: журнал не содержит эту вершину цепочки (откат, обрезка или переподпись)"),
        finding(Code.VERDICT_FAILED, n=3): ("audit verify: FAILED: 3 problem(s)", "проверка журнала: НЕ ПРОЙДЕНА: проблем: 3"),
    }
    for line, (english, russian) in cases.items():
        assert line == english
        assert audit_line(line, "ru") == russian
        assert audit_line(line, "en") == english


def test_the_report_command_says_its_progress_in_russian(services: DealerServices, built: BuiltShift,
                                                          tmp_path: Path) -> None:
    import io
    from contextlib import redirect_stderr, redirect_stdout

    import dealer_main

    err = io.StringIO()
    out = tmp_path / "отчёт.pdf"
    with redirect_stdout(io.StringIO()), redirect_stderr(err):
        code = dealer_main.main(["report", "--db", str(built.db), "--out", str(out), "--tz", TZ, "--lang", "ru"])
    assert code == 0, err.getvalue()
    lines = err.getvalue().splitlines()
    assert lines and lines[-1].startswith(f"отчёт: записан {out} (смена {built.shift_id}, раундов: "), lines
    assert not [ln for ln in lines if re.search(r"\b(wrote|rounds|pages?|laid|read|shift)\b", ln)], lines
