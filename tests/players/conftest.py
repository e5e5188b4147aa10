"""Fixtures for the players, ratings and AML tests: a fresh database, cheap Argon2, a controllable clock."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from clock_support import Clock
from players_helpers import FAST_HASHER

from dealer_app.services import DealerServices


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def services(tmp_path: Path, clock: Clock) -> Iterator[DealerServices]:
    s = DealerServices.open(tmp_path / "players.db", station="table-1", hasher=FAST_HASHER, clock=clock)
    yield s
    s.close()
