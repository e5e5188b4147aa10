"""Lines of the commands a Russian sweep found in English, now typed: each line in Russian
with ``--lang ru``, and its English byte for byte as it was.

The engine's problems name a value by what it is (``a list``) as a typed value
(:class:`rules.poker.problem_codes.Shown`, :class:`~rules.poker.problem_codes.TypeName`);
the exam certificate's reader says why it cannot read its ``--in`` from the error's fields;
``simulate``, ``export``, ``floor group`` and ``users recover`` refuse with typed refusals.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from cli_support import run_main

from dealer_app import refusal_codes as rc
from dealer_app.refusal import Refusal, word
from dealer_app.safe_input import InputError, decode_refusal
from dealer_app.store.refusals import FileMissing
from dealer_app.wording.problems import problem_text
from rules.poker.problem_codes import Shown, TypeName
from rules.poker.problems import Place, Problem, ProblemCode
from rules.poker.steps import StepFormatError, step_from_json

# -- the engine: a value named by what it is -----------------------------------------------------------------


def test_settle_a_round_that_is_a_list(tmp_path: Path) -> None:
    path = tmp_path / "round.json"
    path.write_text("[]", encoding="utf-8")
    en = run_main("settle", str(path))
    ru = run_main("settle", str(path), "--lang", "ru")
    assert en.returncode == ru.returncode == 2
    assert en.err == "round: must be a JSON object, not a list\n"
    assert ru.err == "round: должно быть объектом раунда, а не списком\n"


def test_settle_a_round_whose_parts_are_lists_and_objects(tmp_path: Path) -> None:
    path = tmp_path / "round.json"
    path.write_text(json.dumps({"format": "russian-poker-round/1", "id": "x", "boxes": [[]], "dealer": [],
                                "house": []}), encoding="utf-8")
    en = run_main("settle", str(path))
    ru = run_main("settle", str(path), "--lang", "ru")
    assert en.err.splitlines() == ["house: must be an object of house rules, not a list",
                                   "dealer: must be an object, not a list", "round: boxes[0]: must be an object, not a list"]
    assert ru.err.splitlines() == ["house: должно быть объектом с правилами казино, а не списком",
                                   "dealer: должно быть объектом, а не списком",
                                   "round: boxes[0]: должно быть объектом, а не списком"]
    path.write_text(json.dumps({"format": "russian-poker-round/1", "id": "x", "boxes": {"a": 1}}), encoding="utf-8")
    assert run_main("settle", str(path)).err == "round: boxes: must be a list of boxes, not an object\n"
    assert run_main("settle", str(path), "--lang", "ru").err == \
        "round: boxes: должно быть списком боксов, а не объектом\n"


def test_a_step_that_is_not_an_object_names_its_type() -> None:
    with pytest.raises(StepFormatError) as caught:
        step_from_json([])  # type: ignore[arg-type]
    (problem,) = caught.value.problems
    assert isinstance(problem.params["value"], TypeName)
    assert str(problem) == "round: step: must be an object, not list"
    assert problem_text(problem, "ru", currency="EUR") == "раунд: шаг: должно быть объектом, а не списком"


def test_a_value_too_deeply_nested_to_show() -> None:
    problem = Problem.of(Place.HOUSE, "min_ante", ProblemCode.NOT_A_WHOLE_NUMBER, value=Shown.DEEPLY_NESTED)
    assert str(problem) == "house: min_ante: must be a whole number, not a deeply nested value"
    assert problem_text(problem, "ru", currency="EUR") == \
        "правила казино: минимальное анте: должно быть целым числом, а не значением слишком большой вложенности"


# -- the exam certificate's --in ------------------------------------------------------------------------------


def _certificate(source: Path, out: Path, *lang: str) -> tuple[int, str]:
    import contextlib
    import io

    from reports.certificate import main

    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        code = main(["--in", str(source), "--out", str(out), *lang])
    return code, err.getvalue()


@pytest.mark.parametrize(("content", "english", "russian"), [
    (b"{bad", "--in: Expecting property name enclosed in double quotes: line 1 column 2 (char 1) ({path})",
     "--in: ожидалось имя поля в двойных кавычках (строка 1, столбец 2, символ 1) ({path})"),
    (b"\xff{}", "--in: 'utf-8' codec can't decode byte 0xff in position 0: invalid start byte ({path})",
     "--in: текст не в кодировке utf-8: байт 0xff в позиции 0 — недопустимый первый байт ({path})"),
    (b"\xe2\x82", "--in: 'utf-8' codec can't decode bytes in position 0-1: unexpected end of data ({path})",
     "--in: текст не в кодировке utf-8: байты в позициях 0–1 — текст оборван посреди символа ({path})"),
    (b"[]", "--in: must be a JSON object", "--in: в файле должен быть объект JSON"),
    (b'{"format": "x"}', "--in: format must be 'dealer-exam-certificate/1'",
     "--in: формат должен быть 'dealer-exam-certificate/1'"),
    (b'{"format": "dealer-exam-certificate/1"}', "--in: 'finished_at'", "--in: не указано поле 'finished_at'"),
])
def test_the_certificate_says_why_it_cannot_read_its_input(tmp_path: Path, content: bytes, english: str,
                                                           russian: str) -> None:
    source = tmp_path / "certificate.json"
    source.write_bytes(content)
    out = tmp_path / "certificate.pdf"
    assert _certificate(source, out) == (2, f"reports.certificate: {english.format(path=source)}\n")
    assert _certificate(source, out, "--lang", "ru") == (2, f"reports.certificate: {russian.format(path=source)}\n")
    assert not out.exists()


def test_the_certificate_of_a_missing_file(tmp_path: Path) -> None:
    source, out = tmp_path / "none.json", tmp_path / "c.pdf"
    assert _certificate(source, out) == (2, f"reports.certificate: --in: No such file or directory ({source})\n")
    assert _certificate(source, out, "--lang", "ru") == \
        (2, f"reports.certificate: --in: нет такого файла или папки ({source})\n")
    assert _certificate(tmp_path, out, "--lang", "ru") == (2, f"reports.certificate: --in: это папка ({tmp_path})\n")


def test_the_certificate_help_in_russian(capsys: pytest.CaptureFixture[str]) -> None:
    from reports.certificate import main

    assert main(["--help", "--lang", "ru"]) == 0
    text = capsys.readouterr().out
    assert text.startswith("использование: reports.certificate")
    assert "  --lang {en,ru}  язык сообщений об ошибках (по умолчанию en)\n" in text
    assert "  --in ФАЙЛ       содержание сертификата (JSON, как его записало приложение)\n" in text
    assert main(["--help"]) == 0
    assert "  --in FILE.json  the certificate's content (dealer-exam-certificate/1)\n" in capsys.readouterr().out


def test_decoding_errors_typed_from_their_fields() -> None:
    for bad in (b"\xff", b"\xe2\x82", b"abc\xc3("):
        with pytest.raises(UnicodeDecodeError) as caught:
            bad.decode("utf-8")
        assert str(decode_refusal(caught.value)) == str(caught.value)
    for text in ("{bad", "[1,]", "1 2", '"\\x"'):
        with pytest.raises(json.JSONDecodeError) as decode:
            json.loads(text)
        assert str(decode_refusal(decode.value)) == str(decode.value)
    other = ValueError("x")
    assert decode_refusal(other) is other


# -- simulate, export, floor group ----------------------------------------------------------------------------


@pytest.mark.parametrize(("args", "english", "russian"), [
    (["--rounds", "-1"], "--rounds: from 0 to 10000000", "--rounds: от 0 до 10000000"),
    (["--rounds", "1", "--seed", "-1"], "--seed: a whole number from 0 to 2**63 - 1", "--seed: целое число от 0 до 2**63 - 1"),
    (["--rounds", "1", "--table", " "], "--table: a name of 1 to 64 characters", "--table: имя от 1 до 64 символов"),
    (["--rounds", "1", "--players", "1001"], "--players: from 0 to 1000", "--players: от 0 до 1000"),
    (["--rounds", "1", "--also-table", "x"], "--also-table: only with --players N", "--also-table: только вместе с --players"),
    (["--rounds", "1", "--players", "2", "--also-table", "x", "--also-table", "x"], "--also-table: each table once",
     "--also-table: каждый стол один раз"),
    (["--rounds", "1", "--players", "2", "--also-table", " "],
     "--also-table: another table's name of 1 to 64 characters", "--also-table: имя другого стола от 1 до 64 символов"),
    (["--rounds", "1", "--snapshot-every", "-1"], "--snapshot-every: from 0 to 10000000", "--snapshot-every: от 0 до 10000000"),
    (["--rounds", "1", "--knob", "zz=1"],
     "--knob: unknown knob 'zz' (knobs: bonus, box_played, buy_game, dark, double_combination, final_cards_when_known, "
     "insurance, jackpot_hit, max_ante, no_game, redraw, show_exchange, show_sixth, strong_hand)",
     "--knob: неизвестный параметр 'zz' (есть: bonus, box_played, buy_game, dark, double_combination, "
     "final_cards_when_known, insurance, jackpot_hit, max_ante, no_game, redraw, show_exchange, show_sixth, strong_hand)"),
    (["--rounds", "1", "--knob", "dark=x"], "--knob dark: a whole number per mille, not 'x'",
     "--knob dark: нужно целое число промилле, а не 'x'"),
    (["--rounds", "1", "--knob", "dark=2000"], "--knob dark: 0 to 1000 per mille, not 2000",
     "--knob dark: от 0 до 1000 промилле, а не 2000"),
])
def test_simulate_refuses_its_options(tmp_path: Path, args: list[str], english: str, russian: str) -> None:
    db = str(tmp_path / "sim.sqlite")
    en = run_main("simulate", "--db", db, "--new-store", *args)
    ru = run_main("simulate", "--db", db, "--new-store", *args, "--lang", "ru")
    assert (en.returncode, en.err) == (2, f"dealer-app simulate: {english}\n")
    assert (ru.returncode, ru.err) == (2, f"dealer-app simulate: {russian}\n")


def test_simulate_into_live_needs_a_signature(tmp_path: Path) -> None:
    db = str(tmp_path / "sim.sqlite")
    en = run_main("simulate", "--db", db, "--new-store", "--rounds", "1", "--into-live", "--quiet")
    ru = run_main("simulate", "--db", db, "--rounds", "1", "--into-live", "--quiet", "--lang", "ru")
    assert (en.returncode, en.err) == (2, "dealer-app simulate: --by NAME: simulate into a live database needs a "
                                          "signature\n")
    assert (ru.returncode, ru.err) == (2, "dealer-app simulate: --by ИМЯ: нужна подпись (симуляция в рабочей базе "
                                          "данных)\n")


def test_export_of_a_database_without_a_shift(tmp_path: Path) -> None:
    db, out = str(tmp_path / "empty.sqlite"), tmp_path / "out.jsonl"
    en = run_main("export", "--db", db, "--new-store", "--out", str(out))
    ru = run_main("export", "--db", db, "--out", str(out), "--lang", "ru")
    assert (en.returncode, en.err) == (1, "dealer-app export: the database has no shift to export\n")
    assert (ru.returncode, ru.err) == (1, "dealer-app export: в базе данных нет смены для выгрузки\n")
    assert not out.exists()


def test_floor_group_needs_a_floor() -> None:
    args = ("floor", "group", "--db", "station.sqlite", "--group", "g", "--user", "u")
    assert run_main(*args).err == "dealer-app floor: --db: a floor's postgresql:// URL, not 'station.sqlite'\n"
    assert run_main(*args, "--lang", "ru").err == \
        "dealer-app floor: --db: нужен адрес базы данных зала, а не 'station.sqlite'\n"


# -- users recover's --recovery-key (the command takes no --lang: its English, and the Russian of its refusals) ---


def test_users_recover_with_an_unreadable_key_file(tmp_path: Path) -> None:
    missing = tmp_path / "key.txt"
    ran = run_main("users", "recover", "admin", "--recovery-key", str(missing), "--db", str(tmp_path / "d.sqlite"))
    assert (ran.returncode, ran.err) == (2, f"dealer-app users: --recovery-key: No such file or directory ({missing})\n")
    big = tmp_path / "big.txt"
    big.write_bytes(b"#" * 5000)
    ran = run_main("users", "recover", "admin", "--recovery-key", str(big), "--db", str(tmp_path / "d.sqlite"))
    assert (ran.returncode, ran.err) == (2, "dealer-app users: --recovery-key: the recovery key file is larger than 0 MiB\n")
    empty = tmp_path / "empty.txt"
    empty.write_text("# nothing\n", encoding="utf-8")
    ran = run_main("users", "recover", "admin", "--recovery-key", str(empty), "--db", str(tmp_path / "d.sqlite"))
    assert (ran.returncode, ran.err) == (2, "dealer-app users: --recovery-key: not a recovery key file (one line of the "
                                            "key, as setup wrote it)\n")


@pytest.mark.parametrize(("refusal", "english", "russian"), [
    (rc.OptionFileUnreadable(option="--recovery-key", reason="No such file or directory", path="key.txt"),
     "--recovery-key: No such file or directory (key.txt)", "--recovery-key: нет такого файла или папки (key.txt)"),
    (rc.OptionRefused(option="--recovery-key", why=InputError(rc.FileTooLarge(what="recovery key file", n=0))),
     "--recovery-key: the recovery key file is larger than 0 MiB",
     "--recovery-key: файл ключа восстановления: больше 0 МиБ"),
    (rc.RecoveryKeyFileInvalid(), "--recovery-key: not a recovery key file (one line of the key, as setup wrote it)",
     "--recovery-key: это не файл ключа восстановления (в нём одна строка ключа, как её записала dealer-app setup)"),
    (rc.FloorStatusNotRecorded(why=FileMissing("floor")),
     "warning: the result could not be recorded for floor status: floor does not exist",
     "предупреждение: результат не удалось записать для dealer-app floor status: floor не существует"),
    (rc.VoidNeedsReason(), "--reason: a void needs a reason", "--reason: для аннулирования нужна причина"),
    (rc.FloorTableNameMissing(), "--table: a table's name", "--table: нужно имя стола"),
    (rc.FromMissing(path="floor.tar"), "--from: floor.tar does not exist", "--from: floor.tar не существует"),
    (rc.RatingSlipNeedsReports(), "the rating slip needs the reports (dealer-app rating slip)",
     "для рейтинговой карточки визита нужен модуль отчётов (dealer-app rating slip)"),
    (rc.AmlNeedsReports(), "the AML documents need the reports (dealer-app aml)",
     "для документов учёта наличных операций нужен модуль отчётов (dealer-app aml)"),
    (rc.LiveShiftsHeld(n=2), "the database holds 2 live shift(s); simulate refuses it unless told --into-live (an "
                             "administrator's PIN, --by NAME)",
     "в базе данных есть живые смены (2); симуляция в неё — только с --into-live (ПИН-код администратора, --by ИМЯ)"),
    (rc.FloorTableNeedsAdmin(table="'T9'"), "--table: the floor has no table 'T9'; simulate makes a table on a floor "
                                            "with people only with an administrator's PIN (--by NAME)",
     "--table: в зале нет стола 'T9'; в зале с пользователями симуляция создаёт стол только с ПИН-кодом "
     "администратора (--by ИМЯ)"),
    (rc.SignatureNeeded(who="--by", purpose="erase a patron"), "--by NAME: erase a patron needs a signature",
     "--by ИМЯ: нужна подпись (удаление данных игрока)"),
    (rc.InDataUnusable(text="x"), "--in: x", "--in: данные в файле не читаются (x)"),
])
def test_typed_lines(refusal: Refusal, english: str, russian: str) -> None:
    assert str(refusal) == english
    assert word(refusal, "ru") == russian


# -- count's --amount, report's --tz and --locale, an unknown command ----------------------------------------------


def test_count_drop_of_an_amount_that_is_not_one(tmp_path: Path) -> None:
    db = str(tmp_path / "d.sqlite")
    args = ("count", "drop", "--db", db, "--amount", "abc", "--user", "x", "--pin-stdin")
    assert run_main("simulate", "--db", db, "--new-store", "--rounds", "0", "--quiet").returncode == 0
    en = run_main(*args)
    ru = run_main(*args, "--lang", "ru")
    assert (en.returncode, en.err) == (2, "dealer-app count: --amount: a non-negative amount in major units such as "
                                          "1234.50, not 'abc'\n")
    assert (ru.returncode, ru.err) == (2, "dealer-app count: --amount: неотрицательная сумма в основных единицах, "
                                          "например 1234.50, а не «abc»\n")


def test_report_of_an_unknown_zone_or_locale(tmp_path: Path) -> None:
    base = ("report", "--db", str(tmp_path / "none.sqlite"), "--out", str(tmp_path / "r.pdf"))
    assert run_main(*base, "--tz", "Bad/Zone").err == \
        "dealer-app report: time zone: 'Bad/Zone' is not a known IANA time zone\n"
    assert run_main(*base, "--tz", "Bad/Zone", "--lang", "ru").err == \
        "dealer-app report: часовой пояс: 'Bad/Zone' — неизвестный часовой пояс\n"
    assert run_main(*base, "--locale", "xx_YY").err == "dealer-app report: locale: 'xx_YY' is not a known locale\n"
    assert run_main(*base, "--locale", "xx_YY", "--lang", "ru").err == \
        "dealer-app report: локаль: 'xx_YY' — неизвестная локаль\n"


def test_an_unknown_command() -> None:
    assert run_main("bogus").err == "dealer-app: unknown command 'bogus' (try dealer-app --help)\n"
    assert run_main("bogus", "--lang", "ru").err == "dealer-app: неизвестная команда 'bogus' (см. dealer-app --help)\n"


# -- users takes --lang ---------------------------------------------------------------------------------------------


def test_users_in_russian_and_in_english(tmp_path: Path) -> None:
    db = str(tmp_path / "u.sqlite")
    for lang, lines in (("en", ["users: added admin as the first administrator (id 1)",
                                "users: added bob (dealer, id 2)",
                                "dealer-app users: --role: dealer, pit_boss, admin or trainee",
                                "dealer-app users: --admin NAME: an administrator must authorise this",
                                "users: disabled bob", "users: enabled bob", "users: unlocked bob",
                                "users: new PIN set for bob"]),
                        ("ru", ["пользователи: пользователь admin добавлен как первый администратор (номер 1)",
                                "пользователи: пользователь bob добавлен (дилер, номер 2)",
                                "dealer-app users: --role: dealer (дилер), pit_boss (пит-босс), admin (администратор) "
                                "или trainee (стажёр)",
                                "dealer-app users: --admin ИМЯ: нужно разрешение администратора",
                                "пользователи: пользователь bob отключён", "пользователи: пользователь bob включён",
                                "пользователи: пользователь bob разблокирован",
                                "пользователи: новый ПИН-код пользователя bob задан"])):
        Path(db).unlink(missing_ok=True)
        base = ("--db", db, "--pin-stdin", "--lang", lang)
        said = [run_main("users", "add", "admin", *base, "--new-store", stdin=b"123456\n").err,
                run_main("users", "add", "bob", "--role", "dealer", "--admin", "admin", *base,
                         stdin=b"123456\n654321\n").err,
                run_main("users", "add", "carl", "--admin", "admin", *base, stdin=b"123456\n").err,
                run_main("users", "add", "carl", "--role", "dealer", *base).err,
                *(run_main("users", action, "bob", "--admin", "admin", *base, stdin=b"123456\n777777\n").err
                  for action in ("disable", "enable", "unlock", "reset-pin"))]
        assert [s.rstrip("\n") for s in said] == lines, lang
    listed = run_main("users", "list", "--db", db, "--by", "admin", "--pin-stdin", "--lang", "ru", stdin=b"123456\n")
    assert listed.out.splitlines()[:2] == ["1\tadmin\tadmin", "2\tbob\tdealer"]


def test_users_recovery_key_to_a_file_that_exists_keeps_the_key(tmp_path: Path) -> None:
    db, key = str(tmp_path / "u.sqlite"), tmp_path / "key.txt"
    base = ("--db", db, "--pin-stdin", "--lang", "ru")
    assert run_main("users", "add", "admin", *base, "--new-store", stdin=b"123456\n").returncode == 0
    made = run_main("users", "recovery-key", "--admin", "admin", "--out", str(key), *base, stdin=b"123456\n")
    assert made.err == (f"пользователи: ключ восстановления записан в {key}: сохраните его вне компьютера, затем "
                        "удалите с этого компьютера\n")
    again = run_main("users", "recovery-key", "--admin", "admin", "--out", str(key), *base[:-1], "en",
                     stdin=b"123456\n")
    assert (again.returncode, again.err) == (2, f"dealer-app users: --out: {key} exists; a recovery key is written to a "
                                                "new file\n")
    again = run_main("users", "recovery-key", "--admin", "admin", "--out", str(key), *base, stdin=b"123456\n")
    assert again.err == (f"dealer-app users: --out: {key} уже существует; ключ восстановления записывается в новый "
                         "файл\n")
    # the key in the file is still the database's: refused before a new key replaced it
    done = run_main("users", "recover", "admin", "--recovery-key", str(key), *base, stdin=b"222222\n")
    assert (done.returncode, done.err) == (0, "пользователи: доступ пользователя admin восстановлен: блокировка снята, "
                                              "новый ПИН-код задан (записано в журнал)\n")


def test_users_help_in_russian(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "100")
    text = run_main("users", "add", "--help", "--lang", "ru").out
    assert text.startswith("использование: dealer-app users add [-h]")
    assert "  --admin ИМЯ           администратор, который это разрешает\n" in text
    assert "  ИМЯ                   имя пользователя\n" in text
    assert run_main("users", "add", "--help").out.splitlines()[-1] == "  --admin ADMIN         the administrator authorising this"


def test_the_pin_prompt_and_the_audit_stages(capsys: pytest.CaptureFixture[str]) -> None:
    from dealer_app.cli.store import _stage_progress

    assert str(rc.PinPrompt(pin="new PIN for", name="bob")) == "new PIN for bob: "
    assert word(rc.PinPrompt(pin="new PIN for", name="bob"), "ru") == "новый ПИН-код пользователя bob: "
    _stage_progress("ru")("chain", 3, 3)
    _stage_progress()("chain", 3, 3)
    assert capsys.readouterr().err == "проверка журнала: цепочка: 3 из 3 (100%)\naudit verify: chain: 3/3 (100%)\n"


# -- the trainee's progress report's --in ---------------------------------------------------------------------------


def _progress(source: Path, out: Path, *lang: str) -> tuple[int, str]:
    import contextlib
    import io

    from reports.progress import main

    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        code = main(["--in", str(source), "--out", str(out), *lang])
    return code, err.getvalue()


_HEAD = '{"header": {"format": "dealer-progress-report/1", "trainee": "t"%s}}\n'


@pytest.mark.parametrize(("content", "english", "russian"), [
    (b"{bad\n", "line 1: not valid JSON (Expecting property name enclosed in double quotes at column 2)",
     "строка 1: недопустимый JSON (ожидалось имя поля в двойных кавычках, столбец 2)"),
    (b"[]\n", "line 1: must be a JSON object", "строка 1: должен быть объект JSON"),
    (b'{"header": {"format": "x"}}\n', "line 1: header: format must be 'dealer-progress-report/1'",
     "строка 1: заголовок: формат должен быть 'dealer-progress-report/1'"),
    (b'{"x": 1}\n', "line 1: not a training session record (format None)",
     "строка 1: не запись занятия стажёра (формат None)"),
    ((_HEAD % "").encode() + b'{"table_speed": {}}\n', "line 2: 'finished_at'", "строка 2: не указано поле 'finished_at'"),
    (b"\n", 'no header line: the first line must be {"header": {...}}',
     'нет строки заголовка: первая строка должна быть {"header": {...}}'),
    (b'{"header": {"format": "dealer-progress-report/1"}}\n', "header: trainee: missing", "заголовок: стажёр: не указан"),
    ((_HEAD % ', "timezone": "Bad/X"').encode(), "time zone: 'Bad/X' is not a known IANA time zone",
     "часовой пояс: 'Bad/X' — неизвестный часовой пояс"),
    ((_HEAD % ', "locale": "xx_YY"').encode(), "locale: 'xx_YY' is not a known locale", "локаль: 'xx_YY' — неизвестная локаль"),
])
def test_the_progress_report_says_why_it_cannot_read_its_input(tmp_path: Path, content: bytes, english: str,
                                                               russian: str) -> None:
    source, out = tmp_path / "progress.jsonl", tmp_path / "progress.pdf"
    source.write_bytes(content)
    assert _progress(source, out) == (2, f"reports.progress: --in: {english}\n")
    assert _progress(source, out, "--lang", "ru") == (2, f"reports.progress: --in: {russian}\n")
    assert not out.exists()


def test_the_progress_report_of_an_unreadable_file(tmp_path: Path) -> None:
    source, out = tmp_path / "none.jsonl", tmp_path / "p.pdf"
    assert _progress(source, out) == (2, f"reports.progress: --in: No such file or directory ({source})\n")
    assert _progress(source, out, "--lang", "ru") == (2, f"reports.progress: --in: нет такого файла или папки ({source})\n")
    source.write_bytes(b"\xff\n")
    assert _progress(source, out, "--lang", "ru") == \
        (2, f"reports.progress: --in: текст не в кодировке utf-8: байт 0xff в позиции 0 — недопустимый первый байт ({source})\n")


# -- backup and restore take --lang -------------------------------------------------------------------------------


def test_backup_and_restore_in_russian_and_in_english(tmp_path: Path) -> None:
    db = str(tmp_path / "d.sqlite")
    assert run_main("simulate", "--db", db, "--new-store", "--rounds", "1", "--quiet").returncode == 0
    old = tmp_path / "old.sqlite"
    en = run_main("backup", "--db", db, "--out", str(old))
    assert en.returncode == 0
    n = int(en.err.splitlines()[-2].split("(")[1].split()[0])
    assert en.err.splitlines()[-2:] == [f"backup: {old} ({n} entries, verified)",
                                        "backup: the audit key is not in the backup; keep a copy of it apart (--key-out "
                                        "on other media)"]
    ru = run_main("backup", "--db", db, "--out", str(old), "--lang", "ru")
    assert (ru.returncode, ru.err) == (1, f"dealer-app backup: {old} уже существует; выберите другое имя (резервная "
                                          "копия никогда не перезаписывает файл)\n")
    new, key = tmp_path / "new.sqlite", tmp_path / "key.bin"
    ru = run_main("backup", "--db", db, "--out", str(new), "--key-out", str(key), "--lang", "ru")
    assert ru.returncode == 0
    assert ru.err.splitlines()[-2].startswith(f"резервная копия: {new} (записей: ")
    assert ru.err.splitlines()[-1] == (f"резервная копия: ключ аудита записан в {key}: храните его отдельно от "
                                       "резервной копии, он секретный")
    # the older backup: refused, in either language, and the log records the English
    en = run_main("restore", "--db", db, "--from", str(old))
    ru = run_main("restore", "--db", db, "--from", str(old), "--lang", "ru")
    assert en.returncode == ru.returncode == 2
    assert en.err.startswith(f"dealer-app restore: the backup holds {n} entries and is an older copy of this database: "
                             "the current database's newest anchor (entry ")
    assert en.err.endswith("...) is not in it; restoring it would roll the log back. Nothing was replaced. To do it on "
                           "purpose: --allow-older --by NAME (a pit boss's or administrator's PIN)\n")
    assert ru.err.startswith(f"dealer-app restore: в резервной копии записей: {n}, и это более старая копия этой базы "
                             "данных: последнего якоря текущей базы (запись ")
    assert ru.err.endswith("...) в ней нет; восстановление откатило бы журнал назад. Ничего не заменено. Чтобы сделать "
                           "это сознательно: --allow-older --by ИМЯ (ПИН-код пит-босса или администратора)\n")
    ru = run_main("restore", "--db", db, "--from", str(old), "--allow-older", "--lang", "ru")
    assert ru.err == "dealer-app restore: --allow-older: нужен --by ИМЯ — пит-босс или администратор\n"
    ru = run_main("restore", "--db", "postgresql://floor/db", "--from", str(old), "--lang", "ru")
    assert ru.err == ("dealer-app restore: --db: резервная копия восстанавливается в файл базы данных рабочего места, "
                      "а не в зал; зал восстанавливается средствами его сервера базы данных из его дампа (см. руководство: "
                      "настройка зала)\n")
    ru = run_main("restore", "--db", db, "--from", str(new), "--key", str(key), "--lang", "ru")
    assert ru.returncode == 0, ru.err
    lines = ru.err.splitlines()
    assert lines[-2].startswith(f"восстановление: {db} восстановлена из {new} (проверено записей: ")
    assert lines[-1].startswith("восстановление: прежняя база данных сохранена как ")


@pytest.mark.parametrize(("refusal", "english", "russian"), [
    (rc.BackupOtherCasino(there="'Casino B'", here="'Casino A'"),
     "the backup is another casino's database ('Casino B'; this one is 'Casino A'): restoring it would make this "
     "station another casino's. Nothing was replaced",
     "резервная копия — база данных другого казино ('Casino B'; это казино — 'Casino A'): после восстановления это "
     "рабочее место стало бы рабочим местом другого казино. Ничего не заменено"),
    (rc.BackupOtherDatabase(n=5, seq=9, mac="ab12"),
     "the backup holds 5 entries and is another database: the current database's newest anchor (entry 9, ab12...) is "
     "not in it",
     "в резервной копии записей: 5, и это другая база данных: последнего якоря текущей базы (запись 9, ab12...) в ней "
     "нет"),
    (rc.BackupDoesNotVerifyNothingReplaced(path="b.sqlite", n=2),
     "the backup b.sqlite does not verify (2 problem(s)); nothing was replaced",
     "резервная копия b.sqlite не проходит проверку (проблем: 2); ничего не заменено"),
])
def test_backup_lines(refusal: Refusal, english: str, russian: str) -> None:
    assert str(refusal) == english
    assert word(refusal, "ru") == russian


def test_a_backup_that_does_not_verify_names_its_finding_in_russian() -> None:
    from dealer_app.audit_findings import Code, finding

    problem = finding(Code.VERDICT_FAILED, n=2)
    refusal = rc.BackupDoesNotVerify(path="b.sqlite", problem=problem)
    assert str(refusal) == f"the backup b.sqlite does not verify: {problem}; it was removed"
    from dealer_app.wording.audit import audit_line

    assert word(refusal, "ru") == f"резервная копия b.sqlite не проходит проверку: {audit_line(problem, 'ru')}; она удалена"
    assert audit_line(problem, "ru") != str(problem)


# -- rounds takes --lang; an engine refusal or a house file a command meets is worded typed ---------------------


@pytest.mark.parametrize(("content", "english", "russian"), [
    ("[]", "the file holds no round", "в файле нет ни одного раунда"),
    ("[1]", "round 1 of the file: an object with played_at and steps", "раунд 1 файла: нужен объект с played_at и steps"),
    ('{"played_at": 5, "steps": []}', "round 1 of the file: steps: the round's steps, a non-empty list",
     "раунд 1 файла: steps: шаги раунда, непустой список"),
    ('{"zz": 1}', "round 1 of the file: unknown field 'zz' (played_at, note, dealer, steps)",
     "раунд 1 файла: неизвестное поле 'zz' (есть: played_at, note, dealer, steps)"),
    ('{"played_at": "x", "note": 1, "steps": [{}]}', "round 1 of the file: note and dealer are text",
     "раунд 1 файла: note и dealer — текст"),
    ('{"played_at": 5, "steps": [{"kind": "close_bets"}]}',
     "round 1 of the file: played_at: an ISO 8601 time such as 2026-12-01T14:20:00+03:00",
     "раунд 1 файла: played_at: нужно время ISO 8601, например 2026-12-01T14:20:00+03:00"),
    ('{"played_at": "x", "steps": [{"kind": "bogus"}]}', "round: kind: 'bogus' is not a step",
     "раунд: вид шага: 'bogus' — не шаг раунда"),
    ('{"played_at": "x", "steps": [{"kind": "place_bet", "box": 1, "ante": "x"}]}',
     "box 1: ante: must be a whole number, not 'x'", "бокс 1: анте: должно быть целым числом, а не 'x'"),
])
def test_rounds_enter_late_refuses_a_paper_file(tmp_path: Path, content: str, english: str, russian: str) -> None:
    paper = tmp_path / "paper.json"
    paper.write_text(content, encoding="utf-8")
    args = ("rounds", "enter-late", "--file", str(paper), "--by", "x", "--db", str(tmp_path / "none.sqlite"))
    en, ru = run_main(*args), run_main(*args, "--lang", "ru")
    assert en.err == f"dealer-app rounds: {english}\n"
    assert ru.err == f"dealer-app rounds: {russian}\n"
    assert en.returncode == ru.returncode


def test_rounds_correct_late_refusals(tmp_path: Path) -> None:
    db = str(tmp_path / "d.sqlite")
    assert run_main("simulate", "--db", db, "--new-store", "--rounds", "0", "--quiet").returncode == 0
    base = ("rounds", "correct-late", "--round", "999", "--by", "x", "--db", db)
    for extra, english, russian in (
            (("--played-at", "2026-12-01T10:00", "--reason", " "), "--reason: a correction needs a reason",
             "--reason: для исправления нужна причина"),
            (("--played-at", "2026-12-01T10:00", "--reason", "r"), "--round: no round 999", "--round: раунда 999 нет"),
            (("--played-at", "zz", "--reason", "r"),
             "--played-at: played_at: 'zz' is not an ISO 8601 time (2026-12-01T14:20:00+03:00)",
             "--played-at: played_at: «zz» — не время ISO 8601 (2026-12-01T14:20:00+03:00)")):
        assert run_main(*base, *extra).err == f"dealer-app rounds: {english}\n"
        assert run_main(*base, *extra, "--lang", "ru").err == f"dealer-app rounds: {russian}\n"


def test_rounds_help_in_russian(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "100")
    text = run_main("rounds", "enter-late", "--help", "--lang", "ru").out
    assert "  --by ИМЯ            пит-босс, который их вносит (его ПИН-код запрашивается)\n" in text
    assert 'ФАЙЛ: {"played_at": время ISO,' in text


@pytest.mark.parametrize(("refusal", "english", "russian"), [
    (rc.PaperShiftAmbiguous(open="3, 4"), "--shift ID: the open shift the paper rounds belong to (open: 3, 4)",
     "--shift НОМЕР: открытая смена, к которой относятся бумажные раунды (открыты: 3, 4)"),
    (rc.PaperShiftNoneOpen(), "--shift ID: the open shift the paper rounds belong to (no shift is open)",
     "--shift НОМЕР: открытая смена, к которой относятся бумажные раунды (открытых смен нет)"),
])
def test_paper_shift_lines(refusal: Refusal, english: str, russian: str) -> None:
    assert str(refusal) == english
    assert word(refusal, "ru") == russian


def test_simulate_with_a_house_file_it_cannot_use(tmp_path: Path) -> None:
    db, missing, bad = str(tmp_path / "d.sqlite"), tmp_path / "none.toml", tmp_path / "bad.toml"
    bad.write_text("min_ante = [1]\n", encoding="utf-8")
    base = ("simulate", "--db", db, "--new-store", "--rounds", "1", "--quiet", "--house")
    assert run_main(*base, str(missing)).err == f"dealer-app simulate: house: cannot read {missing}: No such file or directory\n"
    assert run_main(*base, str(missing), "--lang", "ru").err == \
        f"dealer-app simulate: house: не удалось прочитать {missing}: нет такого файла или папки\n"
    assert run_main(*base, str(bad)).err == "dealer-app simulate: house: min_ante: must be a whole number, not [1]\n"
    assert run_main(*base, str(bad), "--lang", "ru").err == \
        "dealer-app simulate: правила казино: минимальное анте: должно быть целым числом, а не [1]\n"


# -- setup and screenshot take their language from --lang ------------------------------------------------------------


def test_setup_in_russian_and_in_english(tmp_path: Path) -> None:
    for lang, lines in (("en", ["dealer-app setup: --admin: the administrator's name must not be empty",
                                "users: recovery key written to {key}: store it offline, then delete it from this "
                                "computer\nsetup: casino 'C', table 'T', currency EUR; administrator a created",
                                "dealer-app setup: --admin NAME: this database has an administrator; name the one who "
                                "authorises the set-up",
                                "dealer-app setup: --pin-stdin: no PIN for a on the first line of standard input",
                                "setup: casino 'C', table 'T', currency RUB (new house rules: default v1)"]),
                        ("ru", ["dealer-app setup: --admin: имя администратора не может быть пустым",
                                "пользователи: ключ восстановления записан в {key}: сохраните его вне компьютера, затем "
                                "удалите с этого компьютера\nнастройка: казино 'C', стол 'T', валюта EUR; администратор a "
                                "создан",
                                "dealer-app setup: --admin ИМЯ: в этой базе данных уже есть администратор; укажите того, "
                                "кто разрешает настройку",
                                "dealer-app setup: --pin-stdin: в первой строке стандартного ввода нет ПИН-кода "
                                "пользователя a",
                                "настройка: казино 'C', стол 'T', валюта RUB (новые правила казино: default v1)"])):
        db, key = str(tmp_path / f"{lang}.sqlite"), tmp_path / f"{lang}.key"
        base = ("setup", "--casino", "C", "--table", "T", "--db", db, "--lang", lang)
        said = [run_main(*base, "--new-store", "--admin", " ").err,
                run_main(*base, "--new-store", "--admin", "a", "--recovery-out", str(key), "--pin-stdin",
                         stdin=b"123456\n").err,
                run_main(*base).err,
                run_main(*base, "--admin", "a", "--pin-stdin").err,
                run_main(*base, "--admin", "a", "--currency", "RUB", "--pin-stdin", stdin=b"123456\n").err]
        assert [s.rstrip("\n") for s in said] == [line.format(key=key) for line in lines], lang


def test_screenshot_usage_error_in_russian() -> None:
    ru = run_main("screenshot", "--lang", "ru")
    assert ru.returncode == 2
    assert ru.err.splitlines()[-1] == "dealer-app screenshot: ошибка: не указаны обязательные аргументы: --out"
    assert run_main("screenshot").err.splitlines()[-1] == \
        "dealer-app screenshot: error: the following arguments are required: --out"


# -- floor's subcommands take --lang --------------------------------------------------------------------------------


@pytest.mark.floor
def test_floor_owner_actions_in_russian(pg_server: str, tmp_path: Path) -> None:
    import contextlib
    import uuid

    import psycopg
    from pg_server import fresh_database

    login = f"sweep_{uuid.uuid4().hex[:10]}"  # a login is the cluster's: one of this test's own
    with fresh_database(pg_server, floor=True) as owner:
        try:
            ran = run_main("floor", "init", "--db", owner, "--lang", "ru")
            assert ran.err.startswith("зал: у ") and ran.err.endswith("; ничего не изменено\n"), ran.err
            assert run_main("floor", "init", "--db", owner).err.endswith("; nothing changed\n")
            en, ru = run_main("floor", "status", "--db", owner), run_main("floor", "status", "--db", owner, "--lang", "ru")
            assert en.out.splitlines()[-1] == "last verification: never recorded"
            assert ru.out.splitlines()[-1] == "последняя проверка: не записана ни разу"
            assert ru.out.splitlines()[0].startswith("зал ") and ru.out.splitlines()[0].endswith(": всё в порядке")
            assert en.out.splitlines()[0].endswith(": healthy")
            passfile = tmp_path / "pass"
            ran = run_main("floor", "add-station", "--db", owner, "--table", "T1", "--login", login,
                           "--passfile", str(passfile), "--lang", "ru")
            assert ran.err == (f"зал: создан вход {login} для стола 'T1'; его пароль — в {passfile} (0600). Рабочее "
                               "место подключается так\n"), ran.err
            ran = run_main("floor", "revoke-station", "--db", owner, "--login", login, "--lang", "ru")
            assert ran.err == f"зал: вход {login} (для стола 'T1') больше не может подключиться; его записи остаются\n"
            ran = run_main("floor", "add-station", "--db", owner, "--table", "T1", "--login", login,
                           "--passfile", str(tmp_path / "pass2"))
            assert ran.err == (f"floor: renewed login {login} for table 'T1'; its password is in {tmp_path / 'pass2'} "
                               "(0600). The station connects with\n"), ran.err
        finally:  # as pg_server.station_logins drops its own
            with psycopg.connect(owner, autocommit=True) as c, contextlib.suppress(psycopg.Error):
                c.execute(f"DROP OWNED BY {login}")
                c.execute(f"DROP ROLE {login}")


def test_every_command_line_has_the_same_parts_in_russian() -> None:
    import string

    from dealer_app.wording.cli_lines import LINES_RU

    def parts(text: str) -> set[str]:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name}

    assert [en for en, ru in LINES_RU.items() if parts(en) != parts(ru)] == []


def test_floor_help_in_russian(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "100")
    text = run_main("floor", "--help", "--lang", "ru").out
    assert "    revoke-station      вход рабочего места больше не может подключиться\n" in text
    text = run_main("floor", "add-station", "--help", "--lang", "ru").out
    assert "  --login ВХОД      имя входа рабочего места\n" in text, text
    assert run_main("floor", "add-station", "--help").out.count("--login LOGIN") == 2


def test_report_progress_lines_in_russian(tmp_path: Path) -> None:
    db = str(tmp_path / "d.sqlite")
    assert run_main("simulate", "--db", db, "--new-store", "--rounds", "2", "--quiet").returncode == 0
    ru = run_main("report", "--db", db, "--out", str(tmp_path / "r.pdf"), "--lang", "ru")
    en = run_main("report", "--db", db, "--out", str(tmp_path / "e.pdf"))
    assert ru.returncode == en.returncode == 0
    assert ru.err.splitlines()[-1] == f"отчёт: записан {tmp_path / 'r.pdf'} (смена 1, раундов: 2, страниц: 3)", ru.err
    assert en.err.splitlines()[-1] == f"report: wrote {tmp_path / 'e.pdf'} (shift 1, 2 rounds, 3 pages)", en.err
