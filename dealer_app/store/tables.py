"""The tables both backends keep, described once; each backend's ``CREATE TABLE`` is made from here.

The SQLite file holds one table's store; the floor's PostgreSQL database holds every table's,
told apart by a ``tbl`` column (the floor table's id) that this description adds. The
migrations (:mod:`dealer_app.store.schema`, :mod:`dealer_app.store.pg_schema`) create each
table with :func:`sqlite_create` / :func:`pg_create` in the version that introduced it. A
column added to an existing table later goes in with its own ``ALTER TABLE`` migration, never
under ``columns`` (which released migrations create): ``floor_later`` lists the floor's own.
``tests/store/test_table_description.py`` compares both live schemas with this, column by column.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

__all__ = ["TABLES", "Column", "Table", "pg_create", "sqlite_create"]

Kind = Literal["int", "bigint", "text", "bool", "name"]
_SQLITE = {"int": "INTEGER", "bigint": "INTEGER", "text": "TEXT", "bool": "INTEGER", "name": "TEXT"}
_PG = {"int": "integer", "bigint": "bigint", "text": "text", "bool": "boolean", "name": "name"}
"""The kinds of column: SQLite keeps every number as INTEGER, PostgreSQL by its size (``name``: the
server's own identifier type, for a login)."""


@dataclass(frozen=True)
class Column:
    name: str
    kind: Kind
    null: bool = False
    default: int | str | None = None  # 0 (false for a boolean), an SQL expression, or nothing
    check: str = ""  # a CHECK on this column, the same in both
    refs: str = ""  # the table whose id this column names (a floor: the same table's row of it)
    unique_nocase: bool = False  # unique whatever the case of its ASCII letters

    def sqlite(self, key: bool = False) -> str:
        parts = [self.name, _SQLITE[self.kind]]
        parts += ["PRIMARY KEY"] if key else [] if self.null else ["NOT NULL"]
        parts += ["UNIQUE COLLATE NOCASE"] if self.unique_nocase else []
        parts += [f"DEFAULT {self.default}"] if self.default is not None else []
        parts += [f"REFERENCES {self.refs}(id)"] if self.refs else []
        parts += [f"CHECK ({self.check})"] if self.check else []
        return " ".join(parts)

    def pg(self, key: bool = False) -> str:
        parts = [self.name, _PG[self.kind]]
        parts += ["PRIMARY KEY"] if key else [] if self.null else ["NOT NULL"]
        if self.default is not None:
            parts.append(f"DEFAULT {str(bool(self.default)).lower() if self.kind == 'bool' else self.default}")
        parts += [f"CHECK ({self.check})"] if self.check else []
        return " ".join(parts)


Scope = Literal["rows", "row", "floor", "floor_by"]


@dataclass(frozen=True)
class Table:
    """``scope`` says how a floor's tables share it: ``rows``, each its own rows (``tbl`` first, in
    the key); ``row``, one row per table (a file's single row is ``id`` 1, a floor's is keyed by
    ``tbl``); ``floor``, one for the whole floor (no ``tbl``); ``floor_by``, the whole floor's with
    the ``tbl`` that wrote each row last. ``key`` is the first column (none for ``row``)."""

    name: str
    scope: Scope
    columns: tuple[Column, ...]
    unique: tuple[tuple[str, ...], ...] = ()
    floor_later: tuple[Column, ...] = ()
    """Columns a floor's migration added with ``ALTER TABLE`` (the floor's own: no SQLite counterpart)."""
    floor_tbl_refs: bool = False  # a floor's ``tbl`` references ``floor_tables``


def sqlite_create(name: str) -> str:
    """SQLite's ``CREATE TABLE`` of ``name``."""
    t = TABLES[name]
    if t.scope == "row":
        cols = ["id INTEGER PRIMARY KEY CHECK (id = 1)", *(c.sqlite() for c in t.columns)]
    else:
        cols = [t.columns[0].sqlite(key=True), *(c.sqlite() for c in t.columns[1:])]
    cols += [f"UNIQUE ({', '.join(u)})" for u in t.unique]
    return f"CREATE TABLE {name}({', '.join(cols)}) STRICT"


def pg_create(name: str, schema: str) -> list[str]:
    """The floor's ``CREATE TABLE`` of ``name`` in ``schema`` (and its case-blind unique indexes)."""
    t = TABLES[name]
    tbl = "tbl integer NOT NULL" + (f" REFERENCES {schema}.floor_tables(id)" if t.floor_tbl_refs else "")
    if t.scope == "rows":
        cols = [tbl, *(c.pg() for c in t.columns), f"PRIMARY KEY (tbl, {t.columns[0].name})"]
    elif t.scope == "row":
        cols = ["tbl integer PRIMARY KEY", *(c.pg() for c in t.columns)]
    else:
        cols = [t.columns[0].pg(key=True), *(c.pg() for c in t.columns[1:])]
        cols += ["tbl integer NOT NULL"] if t.scope == "floor_by" else []
    cols += [f"UNIQUE (tbl, {', '.join(u)})" for u in t.unique]
    cols += [f"FOREIGN KEY (tbl, {c.name}) REFERENCES {schema}.{c.refs}(tbl, id)" for c in t.columns if c.refs]
    out = [f"CREATE TABLE {schema}.{name}({', '.join(cols)})"]
    out += [f"CREATE UNIQUE INDEX {name}_{c.name} ON {schema}.{name}(tbl, lower({c.name}))"
            for c in t.columns if c.unique_nocase]
    return out


_SEQ = Column("seq", "bigint")
TABLES: dict[str, Table] = {t.name: t for t in (
    Table("log", "rows", (
        Column("seq", "bigint"), Column("ts_us", "bigint"), Column("kind", "text"), Column("actor", "bigint", null=True),
        Column("station", "text", null=True), Column("shift_id", "bigint", null=True),
        Column("round_id", "bigint", null=True), Column("ref", "bigint", null=True), Column("payload", "text"),
        Column("mac", "text")),
        floor_later=(Column("smac", "text", null=True),), floor_tbl_refs=True),
    Table("users", "rows", (
        Column("id", "bigint"), Column("name", "text", unique_nocase=True), Column("role", "text"),
        Column("pin_hash", "text", null=True), Column("builtin", "bool"), Column("disabled", "bool", default=0),
        Column("failed", "int", default=0), Column("locked_until_us", "bigint", null=True),
        Column("created_seq", "bigint"))),
    Table("shifts", "rows", (
        Column("id", "bigint"), Column("table_name", "text"), Column("profile", "text"), Column("dealer", "bigint"),
        Column("simulated", "bool"), Column("gaming_day", "text"), Column("opened_seq", "bigint"),
        Column("opened_us", "bigint"), Column("closed_seq", "bigint", null=True), Column("closed_us", "bigint", null=True),
        Column("rounds", "int", default=0))),
    Table("rounds", "rows", (
        Column("id", "bigint"), Column("shift_id", "bigint", refs="shifts"), Column("number", "int"),
        Column("dealer", "bigint"), Column("house_version", "int"), Column("jackpot_start", "bigint"),
        Column("status", "text", check="status IN ('open', 'settled', 'voided')"), Column("steps", "int", default=0),
        Column("started_seq", "bigint"), Column("settled_seq", "bigint", null=True),
        Column("voided_seq", "bigint", null=True)),
        unique=(("shift_id", "number"),)),
    Table("house_versions", "rows", (Column("version", "int"), Column("profile", "text"), _SEQ)),
    Table("settings", "rows", (Column("key", "text"), Column("value", "text"), _SEQ)),
    Table("meter", "row", (Column("value", "bigint"), _SEQ)),
    Table("training_results", "rows", (
        Column("id", "bigint"), Column("user_id", "bigint"), _SEQ, Column("ts_us", "bigint"), Column("payload", "text"))),
    Table("leases", "floor", (
        Column("scope", "text"), Column("station", "text"), Column("host", "text"), Column("pid", "int"),
        Column("token", "text"), Column("since_us", "bigint"), Column("heartbeat_us", "bigint")),
        floor_later=(Column("login", "name", default="session_user"),)),
    Table("used_signatures", "rows", (_SEQ, Column("used_by", "bigint"))),
    Table("sim_meter", "row", (Column("value", "bigint"), _SEQ)),
    Table("patrons", "floor_by", (Column("ref", "text"), Column("details", "text", null=True), _SEQ)),
    # a projection of the log: each registered patron's gaming day (a floor's: every table's,
    # kept by the server); ``key`` is ``player|gaming_day|true`` (simulated) or ``...|false``,
    # ``last_seqs`` the JSON of the last seq of each log that recorded one ("" a file's one log)
    Table("patron_days", "floor", (
        Column("key", "text"), Column("player", "text"), Column("gaming_day", "text"), Column("simulated", "bool"),
        Column("cash_in", "bigint"), Column("cash_out", "bigint"), Column("transactions", "int"),
        Column("last_us", "bigint"), Column("last_seqs", "text"))),
)}
