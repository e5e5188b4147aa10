"""The commands' and the store's error lines read in Russian with ``--lang ru``
(``dealer_app.wording.cli_errors``, ``dealer_app.wording.store_errors``), and stay
byte for byte as they were without it.

Three walks: every Russian template holds no Latin word but its parts and a few
terms; every message the store, the station and the ``--lang`` commands raise
(read from the source, each ``{…}`` part filled with a plausible value) has its
Russian; and no shape here takes a line that ``dealer_app.wording.errors`` words.
Then the commands themselves, in this process, through ``dealer_main.main``.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from cli_support import run_main

import dealer_app
from dealer_app.wording.cli_errors import CLI_SHAPES, SHAPES, usage_text
from dealer_app.wording.errors import error_text
from dealer_app.wording.store_errors import SHAPES as STORE_SHAPES

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


# -- the templates ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(("english", "russian"), SHAPES, ids=[s[0][:60] for s in SHAPES])
def test_every_russian_template_is_russian(english: str, russian: str) -> None:
    assert not _latin(russian), russian
    parts = set(re.findall(r"\{([a-z]+)\}", english))
    assert set(re.findall(r"\{([a-z]+)\}", russian)) - {"digits", "bytes"} == parts, (english, russian)


def test_each_shape_is_listed_once() -> None:
    english = [en for en, _ in SHAPES]
    assert len(english) == len(set(english))
    # both shrink as their lines are typed (dealer_app.store.refusals, dealer_app.refusal_codes: worded by code)
    assert len(STORE_SHAPES) > 5 and len(CLI_SHAPES) > 40


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
    (ROOT / "reporting" / "reader.py", r"ReportSourceError", {"state": "is not settled yet"}),
]
# Lines left in English on purpose, each with its reason.
LEFT_IN_ENGLISH = {
    "dealer_app/house_files.py:48": "Python's own words for a TOML integer of thousands of digits",
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


def test_the_source_holds_the_messages() -> None:
    # fewer as the store's and the commands' lines are typed (tests/test_refusal_catalogue.py holds those)
    assert len(SAMPLES) > 12


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


@pytest.mark.parametrize(("message", "russian"), [
    ("argument --lang: invalid choice: 'de' (choose from 'en', 'ru') (try --help)",
     "аргумент --lang: недопустимое значение 'de' (можно: 'en', 'ru') (см. --help)"),
    ("a number of 41 digits (at most 40)", "число из 41 цифры (не больше 40)"),
    ("a number of 45 digits (at most 40)", "число из 45 цифр (не больше 40)"),
    ("line 3: not valid JSON: duplicate key 'box'", "строка 3: недопустимый JSON: повторяющийся ключ 'box'"),
    ("r.json: not valid JSON: Extra data (line 1, column 9)",
     "r.json: недопустимый JSON: лишние данные после значения (строка 1, столбец 9)"),
    ("cannot read r.json: the round file is larger than 16 MiB", "не удалось прочитать r.json: файл раунда: больше 16 МиБ"),
    ("this station last saw entry 5 (chain head 0a1b2c3d4e5f6a7b..., 2026-12-01T10:00:00Z) in d.sqlite, and its log "
     "no longer holds it: the database was rolled back or cut. Restore the right copy (dealer-app restore; an older "
     "one needs --allow-older and a PIN)",
     "последняя запись, которую это рабочее место видело в d.sqlite, — 5 (вершина цепочки 0a1b2c3d4e5f6a7b..., "
     "2026-12-01T10:00:00Z), а в журнале этой записи больше нет: базу данных откатили или обрезали. Восстановите "
     "правильную копию (dealer-app restore; для более старой нужны --allow-older и ПИН-код)"),
])
def test_russian_lines(message: str, russian: str) -> None:
    assert error_text(message, "ru") == russian


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
