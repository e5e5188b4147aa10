"""Both backends' live schemas are the one table description (dealer_app/store/tables.py), column by column."""

from __future__ import annotations

from pathlib import Path

import psycopg
from pg_server import fresh_database

from dealer_app.store.keys import Keyring
from dealer_app.store.pg_schema import SCHEMA
from dealer_app.store.sqlite import open_sqlite
from dealer_app.store.tables import TABLES, Column, Table

_FAMILY = {"INTEGER": "number", "TEXT": "text", "integer": "number", "bigint": "number", "boolean": "number",
           "text": "text", "name": "text"}
_PG_TYPE = {"int": "integer", "bigint": "bigint", "text": "text", "bool": "boolean", "name": "name"}


def _sqlite_columns(path: Path) -> dict[str, list[tuple[str, str, bool, str | None]]]:
    import sqlite3

    conn = sqlite3.connect(path)
    try:
        tables = [str(r[0]) for r in conn.execute("SELECT name FROM sqlite_schema WHERE type = 'table'")]
        # (name, type, nullable, default) of every column, in order
        return {t: [(str(c[1]), str(c[2]), not c[3] and not c[5], c[4]) for c in conn.execute(f"PRAGMA table_info({t})")]
                for t in tables}
    finally:
        conn.close()


def _pg_columns(url: str) -> dict[str, list[tuple[str, str, bool, str | None]]]:
    with psycopg.connect(url) as conn:
        rows = conn.execute("SELECT table_name, column_name, data_type, is_nullable = 'YES', column_default "
                            "FROM information_schema.columns WHERE table_schema = %s "
                            "ORDER BY table_name, ordinal_position", (SCHEMA,)).fetchall()
    out: dict[str, list[tuple[str, str, bool, str | None]]] = {}
    for table, name, kind, null, default in rows:
        out.setdefault(str(table), []).append((str(name), "name" if kind == "name" else str(kind), bool(null),
                                               None if default is None else str(default).removesuffix("::name")))
    return out


def _sqlite_expected(t: Table) -> list[tuple[str, str, bool, str | None]]:
    key = [("id", "INTEGER", False, None)] if t.scope == "row" else []  # else the first column, never null
    return key + [(c.name, "INTEGER" if c.kind in ("int", "bigint", "bool") else "TEXT", c.null,
                   None if c.default is None else str(c.default)) for c in t.columns]


def _pg_expected(t: Table) -> list[tuple[str, str, bool, str | None]]:
    def col(c: Column) -> tuple[str, str, bool, str | None]:
        default = None if c.default is None else (
            str(bool(c.default)).lower() if c.kind == "bool" else str(c.default).upper() if c.kind == "name"
            else str(c.default))
        return c.name, _PG_TYPE[c.kind], c.null, default

    tbl = [("tbl", "integer", False, None)]
    own = [col(c) for c in t.columns]
    later = [col(c) for c in t.floor_later]
    return (tbl + own if t.scope in ("rows", "row") else own + tbl if t.scope == "floor_by" else own) + later


def _shared(columns: list[tuple[str, str, bool, str | None]], t: Table) -> list[tuple[str, str, bool, str]]:
    """The columns both backends keep, in their families: a number (0 and false alike) or text."""
    floor_own = {"tbl", *(c.name for c in t.floor_later)} | ({"id"} if t.scope == "row" else set())
    return [(name, _FAMILY[kind], null, {"false": "0"}.get(str(default), str(default)))
            for name, kind, null, default in columns if name not in floor_own]


def test_both_live_schemas_are_the_one_description(tmp_path: Path, pg_server: str) -> None:
    open_sqlite(tmp_path / "s.db", keyring=Keyring(tmp_path / "keys")).close()
    lite = _sqlite_columns(tmp_path / "s.db")
    with fresh_database(pg_server, floor=True) as url:
        pg = _pg_columns(url)
    assert set(lite) - {"meta"} == set(TABLES)  # every table of a file is described (meta: the file's own)
    assert set(TABLES) <= set(pg)
    for name, t in TABLES.items():
        assert lite[name] == _sqlite_expected(t), name
        assert pg[name] == _pg_expected(t), name
        # and the two live schemas against each other: the same columns, in the same order,
        # nullable alike, of the same family, with the same default
        assert _shared(lite[name], t) == _shared(pg[name], t), name
