"""Typed rows from PostgreSQL: a query's rows made by a row class (a ``NamedTuple`` of the
columns, typed as :mod:`dealer_app.store.pg_schema` declares them) instead of tuples of
anything. psycopg's ``args_row`` row factory calls the class with each row's columns."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import psycopg
from psycopg.rows import args_row

__all__ = ["typed_rows"]

R = TypeVar("R")


def typed_rows(conn: psycopg.Connection[Any], row: Callable[..., R], sql: str,
               params: tuple[object, ...] | None = None) -> list[R]:
    """The rows of ``sql`` (with ``params``), each made by ``row`` from its columns."""
    return conn.cursor(row_factory=args_row(row)).execute(sql, params).fetchall()
