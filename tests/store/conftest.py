"""Fixtures for the store tests: a fresh database in a temporary folder, cheap Argon2."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from store_helpers import FAST_HASHER, Clock

from dealer_app.services import DealerServices


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "shift.db"


@pytest.fixture
def services(db_path: Path, clock: Clock) -> Iterator[DealerServices]:
    s = DealerServices.open(db_path, station="table-1", hasher=FAST_HASHER, clock=clock)
    yield s
    s.close()
