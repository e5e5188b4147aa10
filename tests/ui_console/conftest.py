"""The pit boss console tests: a floor database with its people and a dealer's
station (the session's GUI plugin gives the QApplication and the markers)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from console_helpers import Floor

import ui.kit.qt  # noqa: F401 - first: the PySide6 work-around must be in place before any Qt call


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "floor.db"


@pytest.fixture
def floor(qapp: Any, db_path: Path) -> Iterator[Floor]:
    """The people, and Anna's table station (its own services on the same database)."""
    f = Floor.create(db_path)
    yield f
    f.close()
