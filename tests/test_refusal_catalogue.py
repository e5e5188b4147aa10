"""Every typed refusal has its entry in every catalogue, with the same parameters as its
fields, and is worded by code: the English line is the contract's, the Russian one read
from the catalogue (never by parsing the English back)."""

from __future__ import annotations

import re
import string
from dataclasses import fields
from pathlib import Path

import pytest

import dealer_app.store.refusals as store_refusals
from dealer_app import refusal_codes as rc
from dealer_app.cli.lang import worded
from dealer_app.refusal import OsReason, Refusal, Worded, catalogue, made, word
from dealer_app.safe_input import InputError
from dealer_app.store.errors import DatabaseUnreadableError, ForeignDatabaseError, KeyWrongError, StoreError
from dealer_app.store.keys import read_key_file
from dealer_app.store.sqlite import open_sqlite
from dealer_app.wording.errors import exception_text

LANGS = ("en", "ru")


def _codes() -> list[type[Refusal]]:
    found: list[type[Refusal]] = []
    todo = list(Refusal.__subclasses__())
    while todo:
        cls = todo.pop()
        found.append(cls)
        todo.extend(cls.__subclasses__())
    return sorted(found, key=lambda c: c.__name__)


def _enum_keys() -> set[str]:
    return {f"{e.__name__}.{m.name}" for e in Worded.__subclasses__() for m in e}


def _names(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}


def test_the_store_codes_are_all_declared() -> None:
    declared = {c for n in store_refusals.__all__ if isinstance(c := getattr(store_refusals, n), type)
                and issubclass(c, Refusal)}
    assert {c for c in _codes() if c.__module__ == store_refusals.__name__} == declared
    assert len({c.__name__ for c in _codes()}) == len(_codes())  # a code names one refusal


@pytest.mark.parametrize("lang", LANGS)
def test_every_code_has_an_entry_with_its_parameters(lang: str) -> None:
    entries = catalogue(lang)
    for cls in _codes():
        assert cls.__name__ in entries, f"{lang}: no entry for {cls.__name__}"
        assert _names(entries[cls.__name__]) == {f.name for f in fields(made(cls))}, f"{lang}: {cls.__name__}"
    assert set(entries) == {c.__name__ for c in _codes()} | _enum_keys(), f"{lang}: entries without a code"


def test_russian_counts_bytes_and_words_the_os_reason() -> None:
    from dealer_app.store.refusals import CannotCreate, TruncatedHeader

    assert str(TruncatedHeader("a.db", 21)) == "a.db is truncated (21 bytes): its header is incomplete; it was not changed"
    assert word(TruncatedHeader("a.db", 21), "ru") == "a.db обрезан (21 байт): его заголовок неполон; он не изменён"
    assert word(TruncatedHeader("a.db", 42), "ru").startswith("a.db обрезан (42 байта)")
    refusal = CannotCreate("x/a.db", OsReason("Permission denied"))
    assert str(refusal) == "cannot create x/a.db: Permission denied"
    assert word(refusal, "ru") == "не удалось создать x/a.db: доступ запрещён"


def test_what_the_store_was_doing_is_worded_in_turn() -> None:
    from dealer_app.store.refusals import DiskFull, Doing, Recording

    full = DiskFull(Recording("step, round started"), "/data/d.sqlite")
    assert str(full) == "disk full while recording step, round started (/data/d.sqlite): free some space, then retry"
    assert word(full, "ru") == \
        "диск заполнен: запись в журнал: step, round started (/data/d.sqlite); освободите место и повторите"
    assert word(DiskFull(Doing.WRITING_THE_BACKUP, "b.db"), "ru").startswith("диск заполнен: запись резервной копии")
    assert f"cannot {Doing.HOLDING_THE_TABLE}" == "cannot holding the table"  # str(): the English entry


def test_a_real_sqlite_failure_is_typed(tmp_path: Path) -> None:
    import sqlite3

    from dealer_app.store.errors import DatabaseLockedError, classify_sqlite_error
    from dealer_app.store.refusals import Doing

    db = tmp_path / "a.sqlite"
    holder = sqlite3.connect(db, isolation_level=None)
    holder.execute("CREATE TABLE t (x)")
    holder.execute("BEGIN IMMEDIATE")
    other = sqlite3.connect(db, timeout=0, isolation_level=None)
    try:
        with pytest.raises(sqlite3.OperationalError) as caught:
            other.execute("BEGIN IMMEDIATE")
        err = classify_sqlite_error(caught.value, db, Doing.READING_THE_LOG)
    finally:
        other.close()
        holder.close()
    assert isinstance(err, DatabaseLockedError)
    assert str(err) == f"database is locked by another program while reading the log ({db}); retry"
    assert exception_text(err, "ru") == \
        f"база данных заблокирована другой программой: чтение журнала ({db}); повторите"


def test_a_real_refusal_from_the_store_is_worded_by_code(tmp_path: Path) -> None:
    foreign = tmp_path / "notes.db"
    foreign.write_bytes(b"these are notes, not a database at all" * 4)
    with pytest.raises(ForeignDatabaseError) as caught:
        open_sqlite(foreign, key_file=None, create=False)
    err = caught.value
    assert err.refusal is not None and err.refusal.code == "NotSqlite"
    assert str(err) == f"{foreign} is not a Dealer Assistant database (not an SQLite file); it was not changed"
    ru = f"{foreign} — не база данных Dealer Assistant (не файл SQLite); он не изменён"
    assert exception_text(err, "ru") == ru  # the desktop's error dialogs
    assert worded(err, "ru") == ru  # the command line's --lang ru
    assert worded(err, "en") == str(err)


def test_a_nested_error_is_worded_by_its_own_code(tmp_path: Path) -> None:
    key = tmp_path / "a.key"
    key.write_bytes(b"\xff\xfe not ascii")
    with pytest.raises(KeyWrongError) as caught:
        read_key_file(key)
    assert exception_text(caught.value, "ru") == f"{key} — не файл ключа аудита Dealer Assistant"
    missing = tmp_path / "none.db"
    with pytest.raises(DatabaseUnreadableError) as unread:
        open_sqlite(missing, create=False)
    assert exception_text(unread.value, "ru") == f"{missing} не существует"
    big = store_refusals.KeyFileNotOursWhy("k.key", InputError(rc.FileTooLarge(what="audit key file", n=1)))
    assert str(big) == "k.key is not a Dealer Assistant audit key file (the audit key file is larger than 1 MiB)"
    assert word(big, "ru") == "k.key — не файл ключа аудита Dealer Assistant (файл ключа аудита: больше 1 МиБ)"


def test_the_floor_servers_refusals_are_worded_by_code_never_by_their_english() -> None:
    # an older server's refusal (schema < 16, its RAISE's English only) stays as the server said it
    err = StoreError("table T1 cannot join the linked meter main: it is on north")
    assert err.refusal is None and exception_text(err, "ru") == str(err)
    # schema 16's, typed (tests/store/test_floor_server_refusals.py makes each on a real server)
    from dealer_app.store.refusals import GroupCoSignatureOld, LeaveVersionMoved, TableInOtherGroup, TableOnOtherMeter

    for refusal, en, ru in (
            (TableOnOtherMeter("T1", "main", "north"), "table T1 cannot join the linked meter main: it is on north",
             "стол T1 не может перейти на общий счётчик main: он уже на north"),
            (TableInOtherGroup("T2", "Pit A", "Pit B"), "table T2 cannot join the group Pit A: it is in Pit B",
             "стол T2 не может войти в группу столов Pit A: он уже в группе Pit B"),
            (LeaveVersionMoved("Pit A", 3, "2"), "table_group_left: the table group Pit A is at version 3, not 2",
             "выход из группы: группа столов Pit A уже в версии 3, а не 2; откройте список групп заново"),
            (GroupCoSignatureOld(41, 1), "table groups: the co-signature 41 of table 1 is too old: sign again",
             "группы столов: подпись 41 стола 1 устарела: подпишите снова")):
        assert str(StoreError(refusal)) == en
        assert exception_text(StoreError(refusal), "ru") == ru


def test_a_file_that_is_not_a_floor_backup_is_worded_by_code(tmp_path: Path) -> None:
    import io
    import json
    import tarfile

    from dealer_app.store.pg_floor_backup import read_manifest

    fake = tmp_path / "floor.tar.gz"
    body = json.dumps({"format": "someone-else/1"}).encode()
    with tarfile.open(fake, mode="w:gz") as tar:
        info = tarfile.TarInfo("manifest.json")
        info.size = len(body)
        tar.addfile(info, io.BytesIO(body))
    with pytest.raises(DatabaseUnreadableError) as caught:
        read_manifest(fake)
    assert str(caught.value) == f"{fake} is not a floor backup (format 'someone-else/1')"
    assert exception_text(caught.value, "ru") == f"{fake} — не резервная копия зала (формат 'someone-else/1')"


def test_a_station_login_refused_as_bad_input_is_worded_by_code() -> None:
    from dealer_app.refusal import Refused
    from dealer_app.store.pg_stations import _check_login as check_login

    with pytest.raises(ValueError, match="--login: 1-63 lower-case") as caught:
        check_login("9lives")
    assert isinstance(caught.value, Refused)
    assert worded(caught.value, "ru") == \
        "--login: от 1 до 63 строчных латинских букв, цифр или знаков подчёркивания, не с цифры; а не '9lives'"


# Latin that is right in a Russian line: codes, the Ante key, command-line options and commands (removed first).
LATIN_TERMS = {"PIN", "ISO", "EUR", "RUB", "rrggbb", "A", "JSON", "PDF", "DEALER", "APP", "DEBUG"}  # DEALER_APP_DEBUG: a variable
# the commands' names and option values, as a person types them (dealer_app.cli.players)
COMMAND_WORDS = {"alerts", "erase", "report", "text", "csv", "log", "pdf", "json", "jsonl", "practice", "timed", "exam",
                 "TOML", "UTF",
                 "admin", "dealer", "pit", "boss", "trainee"}  # the roles, as --role takes them (dealer_app.cli.store)
# what a person types in an answers file, and where its format is told (dealer_app.training.answers)
ANSWER_WORDS = {"ace", "king", "one", "pair", "null", "Qs", "docs", "TRAINING", "md",
                "header",  # the progress report's records, as the app writes them (reports.progress)
                "played", "at", "note", "steps", "T"}  # a paper round's fields and time (dealer_app.cli.rounds)


def _sample(cls: type[Refusal]) -> Refusal:
    """A refusal of ``cls`` with a plausible value for each parameter (a name, or a number)."""
    return cls(**{f.name: "Anna" if "name" in f.name else "3" for f in fields(made(cls))})


@pytest.mark.parametrize("cls", [c for c in _codes() if c.__module__ == "dealer_app.refusal_codes"],
                         ids=lambda c: c.__name__)
def test_every_service_refusal_reads_in_russian(cls: type[Refusal]) -> None:
    ru = re.sub(r"dealer-app(?: [a-z][a-z-]*)*|--[a-z][a-z-]*\b", "", word(_sample(cls), "ru"))
    latin = [w for w in re.findall(r"[A-Za-z]+", ru) if w not in LATIN_TERMS | COMMAND_WORDS | ANSWER_WORDS | {"Anna"}]
    assert not latin, f"{cls.__name__}: {word(_sample(cls), 'ru')!r}"
    if any("name" in f.name for f in fields(made(cls))):
        assert "Anna" in word(_sample(cls), "ru"), f"{cls.__name__}: the name is kept"
