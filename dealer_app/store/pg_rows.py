"""Typed rows from PostgreSQL: a query's rows made by a row class (a ``NamedTuple`` of the
columns, typed as :mod:`dealer_app.store.pg_schema` declares them) instead of tuples of
anything. psycopg's ``args_row`` row factory calls the class with each row's columns."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple, TypeVar

import psycopg
from psycopg.rows import args_row

__all__ = ["BoolCol", "FloatCol", "IntCol", "KeyValue", "TextCol", "typed_rows"]

R = TypeVar("R")


def typed_rows(conn: psycopg.Connection[Any], row: Callable[..., R], sql: str,
               params: tuple[object, ...] | None = None) -> list[R]:
    """The rows of ``sql`` (with ``params``), each made by ``row`` from its columns."""
    return conn.cursor(row_factory=args_row(row)).execute(sql, params).fetchall()


class IntCol(NamedTuple):
    """A row of one integer column (a count, a sequence number, a time in microseconds)."""

    value: int


class TextCol(NamedTuple):
    """A row of one text column (a name, a setting's value)."""

    value: str


class BoolCol(NamedTuple):
    """A row of one boolean column."""

    value: bool


class KeyValue(NamedTuple):
    """A row of a key and its value (``floor_meta``, ``settings``)."""

    key: str
    value: str


class FloatCol(NamedTuple):
    """A row of one double precision column (the server's clock)."""

    value: float
