"""Fixtures for the store tests: a fresh database in a temporary folder, cheap Argon2.

``db`` is where a store lives, parametrised over both backends: an SQLite
file, and a table of a fresh PostgreSQL floor database (``tests/pg_server.py``
finds or starts the server). ``services`` opens it.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from clock_support import Clock
from pg_server import fresh_database
from store_helpers import FAST_HASHER

from dealer_app.services import DealerServices


@dataclass(frozen=True)
class Db:
    """A store's location: ``table`` is set on a floor."""

    location: Path | str
    table: str | None = None

    @property
    def floor(self) -> bool:
        return self.table is not None

    def argv(self) -> list[str]:
        """``--db`` (and ``--table``) for a command."""
        return ["--db", str(self.location), *(["--table", self.table] if self.table else [])]

    def open(self, **kw: object) -> DealerServices:
        return DealerServices.open(self.location, table=self.table, **kw)  # type: ignore[arg-type]


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "shift.db"


@pytest.fixture(params=["sqlite", "postgresql"])
def db(request: pytest.FixtureRequest, db_path: Path) -> Iterator[Db]:
    if request.param == "sqlite":
        yield Db(db_path)
        return
    server = request.getfixturevalue("pg_server")
    with fresh_database(server, floor=True) as url:
        yield Db(url, "Table 1")


@pytest.fixture
def services(db: Db, clock: Clock) -> Iterator[DealerServices]:
    s = db.open(station="table-1", hasher=FAST_HASHER, clock=clock)
    yield s
    s.close()
