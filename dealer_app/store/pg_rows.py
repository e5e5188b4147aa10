"""Typed rows from PostgreSQL (:mod:`dealer_app.store.rows`, psycopg's side): a query's rows
made by a row class (a ``NamedTuple`` of the columns, typed as
:mod:`dealer_app.store.pg_schema` declares them) instead of tuples of anything. psycopg's
``args_row`` row factory calls the class with each row's columns."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypeVar

import psycopg
from psycopg.rows import args_row

__all__ = ["typed_cursor", "typed_row", "typed_rows"]

R = TypeVar("R")


def typed_rows(conn: psycopg.Connection[Any], row: Callable[..., R], sql: str,
               params: Sequence[object] | None = None) -> list[R]:
    """The rows of ``sql`` (with ``params``), each made by ``row`` from its columns."""
    return typed_cursor(conn, row, sql, params).fetchall()


def typed_row(conn: psycopg.Connection[Any], row: Callable[..., R], sql: str,
              params: Sequence[object] | None = None) -> R | None:
    """The first row of ``sql`` made by ``row``, or None when it has none."""
    return typed_cursor(conn, row, sql, params).fetchone()


def typed_cursor(conn: psycopg.Connection[Any], row: Callable[..., R], sql: str,
                 params: Sequence[object] | None = None) -> psycopg.Cursor[R]:
    """``sql`` executed (in a pipeline: sent) on a cursor whose rows ``row`` makes, to read later."""
    return conn.cursor(row_factory=args_row(row)).execute(sql, params)
