"""Console GUI test set-up (copied in its minimum from tests/ui/conftest.py): one
QApplication for the session, offscreen, the ``gui`` marker on every test here."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from console_helpers import Floor

import ui.qt  # noqa: F401 - first: the PySide6 work-around must be in place before any Qt call


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "tests/ui_console/" in str(item.fspath).replace("\\", "/"):
            item.add_marker(pytest.mark.gui)


@pytest.fixture(scope="session")
def qapp_args() -> list[str]:
    return ["dealer-app-console-tests"]


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "floor.db"


@pytest.fixture
def floor(qapp: Any, db_path: Path) -> Iterator[Floor]:
    """The people, and Anna's table station (its own services on the same database)."""
    f = Floor.create(db_path)
    yield f
    f.close()
