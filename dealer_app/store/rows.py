"""Typed rows, one way for both backends: a query's rows are made by a row class (a
``NamedTuple`` of the columns, typed as the schema declares them) or a function taking the
columns, instead of tuples of anything. The row enters typed at one place per driver:
:func:`sqlite_rows` here, :func:`~dealer_app.store.pg_rows.typed_rows` for psycopg (its
``args_row`` factory); :class:`Fetch` is a read either backend gives the code they share."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Sequence
from typing import NamedTuple, Protocol, TypeVar

__all__ = ["BoolCol", "Fetch", "FetchOne", "FloatCol", "IntCol", "KeyValue", "MaybeInt", "MaybeText", "SeqMac", "SeqWhat",
           "TextCol", "sqlite_row", "sqlite_rows"]

R = TypeVar("R")


def sqlite_rows(conn: sqlite3.Connection, row: Callable[..., R], sql: str,
                params: Sequence[object] = ()) -> list[R]:
    """The rows of ``sql`` (with ``params``), each made by ``row`` from its columns."""
    return [row(*r) for r in conn.execute(sql, params).fetchall()]


def sqlite_row(conn: sqlite3.Connection, row: Callable[..., R], sql: str,
               params: Sequence[object] = ()) -> R | None:
    """The first row of ``sql`` made by ``row``, or None when it has none."""
    r = conn.execute(sql, params).fetchone()
    return None if r is None else row(*r)


class Fetch(Protocol):
    """A typed read in the backend's connection: the rows of ``sql`` (``params``), each made by ``row``."""

    def __call__(self, row: Callable[..., R], sql: str, params: tuple[object, ...], /) -> list[R]: ...


class FetchOne(Protocol):
    """The first row of a statement in the backend's connection (a writer's transaction), or None."""

    def __call__(self, row: Callable[..., R], sql: str, params: tuple[object, ...], /) -> R | None: ...


class IntCol(NamedTuple):
    """A row of one integer column (a count, a sequence number, a time in microseconds)."""

    value: int


class MaybeInt(NamedTuple):
    """A row of one integer column that may be NULL (an aggregate of no rows, a nullable column)."""

    value: int | None


class TextCol(NamedTuple):
    """A row of one text column (a name, a setting's value)."""

    value: str


class MaybeText(NamedTuple):
    """A row of one text column that may be NULL."""

    value: str | None


class BoolCol(NamedTuple):
    """A row of one boolean column."""

    value: bool


class FloatCol(NamedTuple):
    """A row of one double precision column (the server's clock)."""

    value: float


class KeyValue(NamedTuple):
    """A row of a key and its value (``meta``, ``floor_meta``, ``settings``)."""

    key: str
    value: str


class SeqMac(NamedTuple):
    """A log entry's seq and its MAC."""

    seq: int
    mac: str


class SeqWhat(NamedTuple):
    """An entry and what is wrong with it (the server's chain checks)."""

    seq: int
    what: str
