"""Typed rows (dealer_app.store.rows) and the payload's number reader (records.payload_int)."""

from __future__ import annotations

import sqlite3
from typing import NamedTuple

import pytest

from dealer_app.store.records import payload_int
from dealer_app.store.rows import IntCol, MaybeInt, sqlite_row, sqlite_rows


class _Pair(NamedTuple):
    n: int
    label: str | None


def _label(n: int, label: str | None) -> str:
    return f"{n}:{label}"


@pytest.fixture
def conn() -> sqlite3.Connection:
    c = sqlite3.connect(":memory:")
    c.execute("CREATE TABLE t(n INTEGER NOT NULL, label TEXT)")
    c.executemany("INSERT INTO t(n, label) VALUES (?, ?)", [(1, "a"), (2, None), (3, "c")])
    return c


def test_each_row_is_made_by_its_row_class_or_function(conn: sqlite3.Connection) -> None:
    assert sqlite_rows(conn, _Pair, "SELECT n, label FROM t WHERE n >= ? ORDER BY n", (2,)) == [
        _Pair(2, None), _Pair(3, "c")]
    assert sqlite_rows(conn, _label, "SELECT n, label FROM t ORDER BY n") == ["1:a", "2:None", "3:c"]
    assert sqlite_row(conn, IntCol, "SELECT count(*) FROM t") == IntCol(3)
    assert sqlite_row(conn, MaybeInt, "SELECT max(n) FROM t WHERE n > 9") == MaybeInt(None)


def test_no_row_is_none_and_a_row_of_other_columns_is_refused(conn: sqlite3.Connection) -> None:
    assert sqlite_row(conn, _Pair, "SELECT n, label FROM t WHERE n = 9") is None
    with pytest.raises(TypeError):
        sqlite_rows(conn, IntCol, "SELECT n, label FROM t")


@pytest.mark.parametrize("value", [7, -3, True, "12", " 5 ", 2.9, -2.9])
def test_payload_int_reads_what_int_reads(value: object) -> None:
    assert payload_int(value) == int(value)  # type: ignore[call-overload]


@pytest.mark.parametrize("value", [None, [1], {"a": 1}])
def test_payload_int_refuses_what_int_refuses_in_the_same_words(value: object) -> None:
    with pytest.raises(TypeError) as ours:
        payload_int(value)
    with pytest.raises(TypeError) as builtin:
        int(value)  # type: ignore[call-overload]
    assert str(ours.value) == str(builtin.value)


@pytest.mark.parametrize("value", ["x", "1.5", ""])
def test_payload_int_refuses_bad_text_as_int_does(value: str) -> None:
    with pytest.raises(ValueError, match="invalid literal for int"):
        payload_int(value)
