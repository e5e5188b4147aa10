"""Every typed refusal has its entry in every catalogue, with the same parameters as its
fields, and is worded by code: the English line is the contract's, the Russian one read
from the catalogue (never by parsing the English back)."""

from __future__ import annotations

import string
from dataclasses import fields
from pathlib import Path

import pytest

import dealer_app.store.refusals as store_refusals
from dealer_app.cli.lang import worded
from dealer_app.refusal import OsReason, Refusal, Said, Worded, catalogue, word
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
    declared = {getattr(store_refusals, n) for n in store_refusals.__all__}
    assert {c for c in _codes() if c.__module__ == store_refusals.__name__} == declared
    assert len({c.__name__ for c in _codes()}) == len(_codes())  # a code names one refusal


@pytest.mark.parametrize("lang", LANGS)
def test_every_code_has_an_entry_with_its_parameters(lang: str) -> None:
    entries = catalogue(lang)
    for cls in _codes():
        assert cls.__name__ in entries, f"{lang}: no entry for {cls.__name__}"
        assert _names(entries[cls.__name__]) == {f.name for f in fields(cls)}, f"{lang}: {cls.__name__}"
    assert set(entries) == {c.__name__ for c in _codes()} | _enum_keys(), f"{lang}: entries without a code"


def test_russian_counts_bytes_and_words_the_os_reason() -> None:
    from dealer_app.store.refusals import CannotCreate, TruncatedHeader

    assert str(TruncatedHeader("a.db", 21)) == "a.db is truncated (21 bytes): its header is incomplete; it was not changed"
    assert word(TruncatedHeader("a.db", 21), "ru") == "a.db обрезан (21 байт): его заголовок неполон; он не изменён"
    assert word(TruncatedHeader("a.db", 42), "ru").startswith("a.db обрезан (42 байта)")
    refusal = CannotCreate("x/a.db", OsReason("Permission denied"))
    assert str(refusal) == "cannot create x/a.db: Permission denied"
    assert word(refusal, "ru") == "не удалось создать x/a.db: доступ запрещён"


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


def test_a_nested_line_not_yet_typed_is_worded_by_the_older_wording(tmp_path: Path) -> None:
    key = tmp_path / "a.key"
    key.write_bytes(b"\xff\xfe not ascii")
    with pytest.raises(KeyWrongError) as caught:
        read_key_file(key)
    assert exception_text(caught.value, "ru") == f"{key} — не файл ключа аудита Dealer Assistant"
    missing = tmp_path / "none.db"
    with pytest.raises(DatabaseUnreadableError) as unread:
        open_sqlite(missing, create=False)
    assert exception_text(unread.value, "ru") == f"{missing} не существует"
    said = store_refusals.KeyFileNotOursWhy("k.key", Said("the following arguments are required: --out"))
    assert word(said, "ru") == "k.key — не файл ключа аудита Dealer Assistant (не указаны обязательные аргументы: --out)"


def test_an_untyped_store_error_still_reads_as_before() -> None:
    err = StoreError("shift 3 does not exist; nothing was recorded")
    assert err.refusal is None and str(err) == "shift 3 does not exist; nothing was recorded"
    assert exception_text(err, "ru") == "смены 3 нет; ничего не записано"
