"""The projection changes (:mod:`dealer_app.store.projection`) as SQL, for both backends."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from dealer_app.store.projection import Insert, Update
from dealer_app.store.records import canonical_json

__all__ = ["SqlDialect"]


@dataclass(frozen=True)
class SqlDialect:
    """How a backend spells a projection change: its ``placeholder``, the ``schema``
    prefix of its tables, and the ``tbl`` column (and value) that keys every row
    of a shared floor database (``None``: one table per file)."""

    placeholder: str = "?"
    schema: str = ""
    tbl: int | None = None

    def sql(self, c: Insert | Update) -> tuple[str, tuple[object, ...]]:
        """One statement and its parameters."""
        ph = self.placeholder
        scope = ["tbl"] if self.tbl is not None else []
        scope_values: list[object] = [self.tbl] if self.tbl is not None else []
        name = f"{self.schema}{c.table}"
        if isinstance(c, Insert):
            columns = [*scope, *c.row]
            values = (*scope_values, *(_value(v) for v in c.row.values()))
            text = f"INSERT INTO {name}({', '.join(columns)}) VALUES ({', '.join([ph] * len(columns))})"
            if c.on_conflict == "keep":
                text += f" ON CONFLICT ({', '.join([*scope, c.key])}) DO NOTHING"
            elif c.on_conflict == "replace":
                others = [col for col in c.row if col != c.key]
                text += (f" ON CONFLICT ({', '.join([*scope, c.key])}) DO UPDATE SET "
                         + ", ".join(f"{col} = excluded.{col}" for col in others))
            return text, values
        assigns = [f"{col} = {ph}" for col in c.set] + [f"{col} = {col} + {ph}" for col in c.add]
        where = " AND ".join(f"{col} = {ph}" for col in [*scope, c.key])
        params = (*(_value(v) for v in c.set.values()), *c.add.values(), *scope_values, c.id)
        return f"UPDATE {name} SET {', '.join(assigns)} WHERE {where}", params


def _value(v: object) -> object:
    """A mapping is kept as its canonical JSON text."""
    return canonical_json(v) if isinstance(v, Mapping) else v
