"""The commands' and the store's error lines read in Russian with ``--lang ru``, and stay
byte for byte as they were without it: every line is a typed refusal (worded by code,
:mod:`dealer_app.refusal_codes`, :mod:`dealer_app.store.refusals`).

A walk over the source finds every message the store, the station and the ``--lang``
commands still raise as text (each ``{…}`` part filled with a plausible value): only the
lines left in English on purpose. Then the commands themselves, in this process, through
``dealer_main.main``.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from cli_support import run_main

import dealer_app
from dealer_app import refusal_codes as rc
from dealer_app.refusal import Refusal, word
from dealer_app.safe_input import InputError
from dealer_app.wording.cli_errors import usage_text
from dealer_app.wording.errors import error_text

ROOT = Path(dealer_app.__file__).parent
REPO = ROOT.parent

# Latin that is right in a Russian line: product, file-format and system names, names a
# person types as they are (modes, categories, fields of the answers file).
LATIN_TERMS = {
    "Dealer", "Assistant", "SQLite", "WAL", "JSON", "TOML", "UTF", "README", "ID", "N", "S", "K",
    "application_id", "quick_check", "DEALER_APP_DEBUG", "null", "ace_king", "one_pair", "Qs", "practice",
    "timed", "exam", "en", "ru", "json", "jsonl", "pdf", "uXXXX",
}
_SYNTAX = re.compile(r"--[a-z][a-z-]*|dealer-app(?: [a-z]+){0,2}|docs/\S+\.md|russian-[a-z-]+/1|training/progress\.jsonl"
                     r"|\{[a-z]+\}|\\u")


def _latin(text: str, allowed: set[str] | frozenset[str] = frozenset()) -> list[str]:
    words = re.findall(r"[A-Za-z_]+", _SYNTAX.sub(" ", text))
    return [w for w in words if w not in LATIN_TERMS and w not in allowed]


# -- the usage texts ----------------------------------------------------------------------------------------


def test_the_usage_texts_are_russian() -> None:
    for command in ("settle", "roulette", "train"):
        text = usage_text(command, "usage: English", "ru")
        assert text.startswith("использование: dealer-app " + command)
        bare = text.replace('"house"', "").replace('{"refused": [...]}', "").replace("JSON Lines", "")
        assert not _latin(re.sub(r"\[[^\]]*\]|\S+\.jsonl?", " ", bare)), command
        assert usage_text(command, "usage: English", "en") == "usage: English"


# -- every message the store, the station and the commands raise -------------------------------------------

# (file, the exception classes whose first argument is a line for a person, values of its own parts)
SOURCES: list[tuple[Path, str, dict[str, str]]] = [
    *((p, r".*Error", {}) for p in sorted((ROOT / "store").glob("*.py")) if p.name not in ("faults.py",)),
    (ROOT / "station.py", r".*Error", {}),
    (ROOT / "floor.py", r".*Error", {}),
    (ROOT / "house_files.py", r"HouseFileError", {}),
    (ROOT / "safe_input.py", r"InputError", {}),
    (ROOT / "cli" / "settle.py", r"UsageError|_ReadError", {}),
    (ROOT / "cli" / "train.py", r"UsageError", {"name": "--level", "e": "'9' is not a level (1 to 7)"}),
    (ROOT / "training" / "drill.py", r"DrillError", {"e": "no round 3"}),
    (REPO / "reports" / "cli.py", r"Fail|ReportSourceError", {}),
    (REPO / "reports" / "certificate.py", r"Fail", {}),
    (ROOT / "cli" / "count.py", r"Fail", {}),
    (ROOT / "cli" / "floor.py", r"Fail", {}),
    (ROOT / "cli" / "players.py", r"Fail", {}),
    (ROOT / "reporting" / "reader.py", r"ReportSourceError", {"state": "is not settled yet"}),
]
# Lines left in English on purpose, each with its reason (the line number: the walk finds them).
LEFT_IN_ENGLISH = {
    "dealer_app/house_files.py:70": "Python's own words for a TOML integer of thousands of digits",
}
# Programming errors, never the user's fault: said as they are.
DEVELOPER_FACING = re.compile(r"StoreBugError|AssertionError|RuntimeError|AttributeError|TypeError|ValueError$")

# A plausible value for a part, by what its expression names (first match); else a number.
_VALUES = [
    ("e.msg", "Expecting value"), ("e.lineno", "1"), ("e.colno", "2"), ("doing", "reading the log"), ("held.describe", "station dealer-pc-2 (process 77) since 10:41"),
    ("strerror", "Permission denied"), ("reason", "Permission denied"), ("state", "open"),
    ("rr[1]", "settled"), ("round_status", "open"), ("problems[0]", "entry 12 (step, round 3): does not match the "
                                                                      "chain (altered, removed or moved)"),
    ("problem", "entry 12 (last verified) is missing"), ("more", " (and 2 more)"), ("what", "round file"),
    ("names", "default, even-money"), ("listed", "T1, T2"), ("join", "T1, T2"), ("header.application_id", "0x1234"),
    ("mode", "delete"), ("needed", "db_uuid"), ("kind", "step"), ("e", "Expecting value (line 1, column 1)"),
    ("name", "Anna"), ("path", "/data/dealer.sqlite"), ("where", "/data/dealer.sqlite"), ("out", "/tmp/x.txt"),
    ("source", "house.toml"), ("text", "'x'"), ("value", "'x'"), ("arg", "--x"), ("key_id", "k1"),
    ("NEW_STORE_FLAG", "--new-store"), ("at", "2026-12-01 10:00"), ("mac", "ab12cd34ab12cd34"), ("redact", "db.lan"),
    ("location", "/data/dealer.sqlite"), ("created", "2026-12-01"), ("db_uuid", "6f1c"), ("S", "dealer"),
    ("group", "main"), ("currencies", "EUR, RUB"), ("table", "T1"), ("round_path", "r.json"), ("batch", "b.jsonl"),
    ("len(cls)", "7"),
]


def _fill(node: ast.FormattedValue, own: dict[str, str]) -> str:
    code = ast.unparse(node.value)
    if isinstance(node.value, ast.IfExp) and isinstance(node.value.body, ast.Constant):
        return str(node.value.body.value)
    for needle, value in [*own.items(), *_VALUES]:
        if re.search(rf"(?<![A-Za-z]){re.escape(needle)}(?![A-Za-z])", code):
            return value
    return "3"


def _text(node: ast.expr, filled: set[str], own: dict[str, str]) -> str | None:
    """The sample of a message expression; ``filled`` gets the values put in (None: no literal text)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        parts: list[str] = []
        for v in node.values:
            if isinstance(v, ast.FormattedValue):
                parts.append(_fill(v, own))
                filled.add(parts[-1])
            elif isinstance(v, ast.Constant):
                parts.append(str(v.value))
        if not any(isinstance(v, ast.Constant) and re.search("[A-Za-z]", str(v.value)) for v in node.values):
            return None  # made of parts only (worded where they are made)
        return "".join(parts)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _text(node.left, filled, own), _text(node.right, filled, own)
        return None if left is None or right is None else left + right
    if isinstance(node, ast.List) and len(node.elts) == 1:  # HouseFileError(source, [line])
        return _text(node.elts[0], filled, own)
    return None


def _samples() -> list[tuple[str, str, set[str]]]:
    out = []
    for path, classes, own in SOURCES:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and node.args):
                continue
            name = ast.unparse(node.func).rsplit(".", 1)[-1]
            if not re.fullmatch(classes, name) or DEVELOPER_FACING.fullmatch(name):
                continue
            arg = node.args[1] if name == "HouseFileError" and len(node.args) > 1 else node.args[0]
            filled: set[str] = set()
            text = _text(arg, filled, own)
            if text is not None and text.strip():
                out.append((f"{path.relative_to(REPO)}:{node.lineno}", text, filled))
    return out


SAMPLES = _samples()


def test_the_source_raises_no_line_untyped() -> None:
    # the store's and the commands' lines are typed refusals (tests/test_refusal_catalogue.py holds those): the walk
    # finds the lines left in English on purpose, and would find a line raised as text
    assert {where for where, _, _ in SAMPLES} == set(LEFT_IN_ENGLISH)


@pytest.mark.parametrize(("where", "sample", "filled"), SAMPLES, ids=[s[0] for s in SAMPLES])
def test_every_message_has_its_russian(where: str, sample: str, filled: set[str]) -> None:
    if where in LEFT_IN_ENGLISH:
        return
    head = ""
    if sample.startswith("house: "):  # a place of the contract, kept as the refusal lines keep theirs
        head, sample = "house: ", sample.removeprefix("house: ")
    ru = error_text(sample, "ru")
    allowed = {w for value in filled for w in re.findall(r"[A-Za-z_]+", value)}
    assert ru != sample and not _latin(ru, allowed), f"{where}: {head}{sample!r} -> {ru!r}"
    assert error_text(sample, "en") == sample


@pytest.mark.parametrize(("refusal", "english", "russian"), [
    (rc.NumberTooLong(n=41, max=40), "a number of 41 digits (at most 40)", "число из 41 цифры (не больше 40)"),
    (rc.NumberTooLong(n=45, max=40), "a number of 45 digits (at most 40)", "число из 45 цифр (не больше 40)"),
    (rc.OnLine(n=3, why=rc.JsonInvalid(why=InputError(rc.DuplicateKey(key="'box'")))),
     "line 3: not valid JSON: duplicate key 'box'", "строка 3: недопустимый JSON: повторяющийся ключ 'box'"),
    (rc.AtPath(path="r.json", why=rc.JsonInvalid(why=InputError(rc.JsonSyntax(msg="Extra data", line=1, column=9)))),
     "r.json: not valid JSON: Extra data (line 1, column 9)",
     "r.json: недопустимый JSON: лишние данные после значения (строка 1, столбец 9)"),
    (rc.CannotReadPath(path="r.json", reason=InputError(rc.FileTooLarge(what="round file", n=16))),
     "cannot read r.json: the round file is larger than 16 MiB", "не удалось прочитать r.json: файл раунда: больше 16 МиБ"),
    (rc.UsageRefused(text="unrecognized arguments: --x"), "unrecognized arguments: --x (try --help)",
     "unrecognized arguments: --x (см. --help)"),  # argparse's line is made in the reader's language by argparse
    (rc.OnLineField(n=2, afield="bet", why=rc.AnswerNotMinorUnits(value="1.5")),
     "line 2: bet: must be a whole number of minor units, not 1.5", "строка 2: bet: нужно целое число мелких единиц, а не 1.5"),
])
def test_typed_lines(refusal: Refusal, english: str, russian: str) -> None:
    assert str(refusal) == english
    assert word(refusal, "ru") == russian


def test_the_module_examples() -> None:
    import doctest

    import dealer_app.cli.lang
    import dealer_app.wording.cli_errors

    assert doctest.testmod(dealer_app.wording.cli_errors).failed == 0
    assert doctest.testmod(dealer_app.cli.lang).failed == 0


# -- the commands ----------------------------------------------------------------------------------------------


def test_settle_usage_error(tmp_path: Path) -> None:
    en = run_main("settle", "--bogus")
    ru = run_main("settle", "--bogus", "--lang", "ru")
    assert en.returncode == ru.returncode == 2
    assert en.err.splitlines()[0] == "dealer-app settle: unknown option --bogus"
    assert en.err.splitlines()[1].startswith("usage: dealer-app settle ROUND.json|-")
    assert ru.err.splitlines()[0] == "dealer-app settle: неизвестный параметр --bogus"
    assert ru.err.splitlines()[1].startswith("использование: dealer-app settle")
    assert ru.stdout == en.stdout == b""


def test_argparse_usage_errors() -> None:
    en = run_main("audit", "verify", "--bogus")
    ru = run_main("audit", "--lang", "ru", "verify", "--bogus")  # --lang before the fault is not needed, see below
    assert en.returncode == ru.returncode == 2
    assert en.err == "dealer-app audit: unrecognized arguments: --bogus (try --help)\n"
    assert ru.err == "dealer-app audit: неизвестные аргументы: --bogus (см. --help)\n"
    # the parser stops at the missing action before it reads --lang: the language is known before parsing
    en = run_main("report", "--db", "x.sqlite")
    ru = run_main("report", "--db", "x.sqlite", "--lang", "ru")
    assert en.returncode == ru.returncode == 2
    assert en.err == "dealer-app report: the following arguments are required: --out (try --help)\n"
    assert ru.err == "dealer-app report: не указаны обязательные аргументы: --out (см. --help)\n"
    ru = run_main("audit", "check", "--lang", "ru")
    assert (ru.returncode, ru.err) == (2, "dealer-app audit: аргумент action: недопустимое значение 'check' "
                                          "(можно: 'verify') (см. --help)\n")
    # argparse puts the name of the type in; it is worded too
    en = run_main("report", "--db", "x.sqlite", "--out", "x.pdf", "--round", "x")
    ru = run_main("report", "--db", "x.sqlite", "--out", "x.pdf", "--round", "x", "--lang", "ru")
    assert en.err == "dealer-app report: argument --round: invalid int value: 'x' (try --help)\n"
    assert ru.err == "dealer-app report: аргумент --round: недопустимое значение 'x': нужно целое число (см. --help)\n"
    # and argparse's own messages stay its English once the Russian parse is over
    import argparse

    assert argparse._("expected one argument") == "expected one argument"  # type: ignore[attr-defined]


def test_train_usage_error() -> None:
    en = run_main("train", "--seed", "1")
    ru = run_main("train", "--seed", "1", "--lang=ru")
    assert en.returncode == ru.returncode == 2
    assert en.err.splitlines()[0] == "dealer-app train: --level is required"
    assert ru.err.splitlines()[0] == "dealer-app train: --level: обязательный параметр"
    assert "--level N        1..7: 1 " in ru.err and not _latin(ru.err.splitlines()[6].split(":", 1)[1])


def test_not_valid_json(tmp_path: Path) -> None:
    bad = tmp_path / "round.json"
    bad.write_text('{"format": ', encoding="utf-8")
    en = run_main("settle", str(bad))
    ru = run_main("settle", str(bad), "--lang", "ru")
    assert en.returncode == ru.returncode == 2
    assert en.err == "round: not valid JSON: Expecting value (line 1, column 12)\n"
    # the place stays as the contract writes it (like "box 3: cards:"); what is wrong is Russian
    assert ru.err == "round: недопустимый JSON: ожидалось значение (строка 1, столбец 12)\n"
    assert en.stdout == ru.stdout == b""
    en = run_main("roulette", str(bad))
    ru = run_main("roulette", "--lang", "ru", str(bad))
    assert en.returncode == ru.returncode == 2
    assert en.err == f"{bad}: not valid JSON: Expecting value (line 1, column 12)\n"
    assert ru.err == f"{bad}: недопустимый JSON: ожидалось значение (строка 1, столбец 12)\n"


def test_batch_refusals_of_unreadable_lines(tmp_path: Path) -> None:
    batch = tmp_path / "rounds.jsonl"
    batch.write_bytes(b'{"a": 1, "a": 2}\n[1\n')
    en = run_main("settle", "--batch", str(batch))
    ru = run_main("settle", "--batch", str(batch), "--lang", "ru")
    assert en.returncode == ru.returncode == 0
    assert en.out.splitlines() == ['{"refused": ["round: not valid JSON: duplicate key \'a\'"]}',
                                   '{"refused": ["round: not valid JSON: Expecting \',\' delimiter (line 2, column 1)"]}']
    assert ru.out.splitlines() == ['{"refused": ["round: недопустимый JSON: повторяющийся ключ \'a\'"]}',
                                   '{"refused": ["round: недопустимый JSON: ожидалась запятая (строка 2, столбец 1)"]}']


def test_audit_verify_of_a_missing_database(tmp_path: Path) -> None:
    db = tmp_path / "none.sqlite"
    en = run_main("audit", "verify", "--db", str(db))
    ru = run_main("audit", "verify", "--db", str(db), "--lang", "ru")
    assert en.returncode == ru.returncode == 2
    assert en.err == f"dealer-app audit: {db} does not exist\n"
    assert ru.err == f"dealer-app audit: {db} не существует\n"
    assert not db.exists()


def test_audit_verify_when_the_station_database_disappeared() -> None:
    from dealer_app.paths import default_db_path

    assert run_main("simulate", "--rounds", "0", "--quiet").returncode == 0  # the station's default database
    db = default_db_path()
    for suffix in ("", "-wal", "-shm"):
        Path(f"{db}{suffix}").unlink(missing_ok=True)
    en = run_main("audit", "verify")
    ru = run_main("audit", "verify", "--lang", "ru")
    assert en.returncode == ru.returncode == 2
    assert re.fullmatch(rf"dealer-app audit: the station's database {re.escape(str(db))} \(created .+, id .+\) is "
                        r"missing; restore it from a backup \(dealer-app restore\), or start a new, empty store "
                        r"deliberately with --new-store\n", en.err), en.err
    assert re.fullmatch(rf"dealer-app audit: базы данных рабочего места {re.escape(str(db))} \(создана .+, идентификатор "
                        r".+\) нет; восстановите её из резервной копии \(dealer-app restore\) или сознательно "
                        r"начните новое, пустое хранилище с --new-store\n", ru.err), ru.err
    assert not db.exists()


def test_audit_verify_of_a_file_that_is_no_database(tmp_path: Path) -> None:
    db = tmp_path / "notes.sqlite"
    db.write_bytes(b"these are my notes, not a database at all" * 4)
    en = run_main("audit", "verify", "--db", str(db))
    ru = run_main("audit", "verify", "--db", str(db), "--lang", "ru")
    assert en.returncode == ru.returncode == 2
    assert en.err == (f"dealer-app audit: {db} is not a Dealer Assistant database (not an SQLite file); it was not "
                      "changed\n")
    assert ru.err == f"dealer-app audit: {db} — не база данных Dealer Assistant (не файл SQLite); он не изменён\n"


def test_settle_with_a_bad_house_file(tmp_path: Path) -> None:
    round_file = tmp_path / "round.json"
    round_file.write_text("{}", encoding="utf-8")  # never read: the profile is refused first
    house = tmp_path / "house.toml"
    house.write_text("max_payout = -5\nmin_ante = 900\nmax_ante = 800\n", encoding="utf-8")
    en = run_main("settle", str(round_file), "--house", str(house))
    ru = run_main("settle", str(round_file), "--house", str(house), "--lang", "ru")
    assert en.returncode == ru.returncode == 2
    assert en.err.splitlines() == ["house: max_payout: must be at least 1, not -5"]
    # the place keeps the contract's "house: field:" head, as every refusal line does
    assert ru.err.splitlines() == ["house: max_payout: должно быть не меньше 1, а не -5"]
    assert en.stdout == ru.stdout == b""

    house.write_text("max_payout = \n", encoding="utf-8")
    en = run_main("settle", str(round_file), "--house", str(house))
    ru = run_main("settle", str(round_file), "--house", str(house), "--lang", "ru")
    assert en.returncode == ru.returncode == 2
    assert en.err == f"house: {house}: not valid TOML: Invalid value (at line 1, column 14)\n"
    assert ru.err == f"house: {house}: недопустимый TOML: недопустимое значение (строка 1, столбец 14)\n"

    missing = tmp_path / "none.toml"
    en = run_main("settle", str(round_file), "--house", str(missing))
    ru = run_main("settle", str(round_file), "--house", str(missing), "--lang", "ru")
    assert en.returncode == ru.returncode == 2
    assert en.err == f"house: cannot read {missing}: No such file or directory\n"
    assert ru.err == f"house: не удалось прочитать {missing}: нет такого файла или папки\n"


def test_settle_of_a_missing_round_file(tmp_path: Path) -> None:
    missing = tmp_path / "none.json"
    en = run_main("settle", str(missing))
    ru = run_main("settle", str(missing), "--lang", "ru")
    assert en.returncode == ru.returncode == 2
    assert en.err == f"dealer-app settle: cannot read {missing}: No such file or directory\n"
    assert ru.err == f"dealer-app settle: не удалось прочитать {missing}: нет такого файла или папки\n"


def test_the_app_refuses_to_start_without_the_station_database_in_its_language(
        capsys: pytest.CaptureFixture[str]) -> None:
    from dealer_app.paths import default_db_path
    from ui.app import main as app_main

    assert run_main("simulate", "--rounds", "0", "--quiet").returncode == 0  # the station's default database
    db = default_db_path()
    for suffix in ("", "-wal", "-shm"):
        Path(f"{db}{suffix}").unlink(missing_ok=True)
    assert app_main(["--lang", "en"]) == 2
    assert "the station's database" in capsys.readouterr().err
    assert app_main(["--lang", "ru"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("dealer-app: базы данных рабочего места ") and "--new-store" in err, err
    assert not db.exists()


def test_answer_file_problems(tmp_path: Path) -> None:
    answers = tmp_path / "answers.jsonl"
    answers.write_text('{"round": 1, "box": 1, "bet": 1.5}\n{"round": 1, "box": 1, "hand2": "nope"}\n[1\n',
                       encoding="utf-8")
    en = run_main("train", "--level", "1", "--seed", "1", "--answers", str(answers))
    ru = run_main("train", "--level", "1", "--seed", "1", "--answers", str(answers), "--lang", "ru")
    assert en.returncode == ru.returncode == 2
    assert en.err.splitlines() == [
        "line 1: bet: must be a whole number of minor units, not 1.5",
        "line 2: hand2: 'nope' is not a hand category (use ace_king, one_pair, ... or null for none)",
        "line 3: not valid JSON (Expecting ',' delimiter (line 1, column 3))"]
    assert ru.err.splitlines() == [
        "строка 1: bet: нужно целое число мелких единиц, а не 1.5",
        "строка 2: hand2: 'nope' — не категория комбинации (ace_king, one_pair, ... или null, если её нет)",
        "строка 3: недопустимый JSON (ожидалась запятая (строка 1, столбец 3))"]


def test_toml_messages_that_name_a_key(tmp_path: Path) -> None:
    round_file = tmp_path / "round.json"
    round_file.write_text("{}", encoding="utf-8")
    house = tmp_path / "house.toml"
    house.write_text("[house]\na = 1\n[house]\nb = 2\n", encoding="utf-8")
    en = run_main("settle", str(round_file), "--house", str(house))
    ru = run_main("settle", str(round_file), "--house", str(house), "--lang", "ru")
    assert en.err == f"house: {house}: not valid TOML: Cannot declare ('house',) twice (at line 3, column 7)\n"
    assert ru.err == f"house: {house}: недопустимый TOML: ('house',) объявлен дважды (строка 3, столбец 7)\n"
    house.write_text('a = "abc', encoding="utf-8")
    ru = run_main("settle", str(round_file), "--house", str(house), "--lang", "ru")
    assert ru.err == f"house: {house}: недопустимый TOML: незакрытая строка (в конце документа)\n"


def test_a_hand_that_is_no_object(tmp_path: Path) -> None:
    hand = tmp_path / "hand.json"
    hand.write_text("[1, 2]", encoding="utf-8")
    en = run_main("roulette", str(hand))
    ru = run_main("roulette", "--lang", "ru", str(hand))
    assert en.err == f"{hand}: a hand must be a JSON object, not list\n"
    assert ru.err == f"{hand}: раздача должна быть объектом JSON, а не списком\n"
