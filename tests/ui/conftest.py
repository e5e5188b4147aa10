"""GUI test set-up: one QApplication for the session (pytest-qt's ``qapp``),
English, a cheap PIN hasher, and the ``gui`` marker on every test that uses Qt.

``people`` creates the users through the services before the window opens;
``window`` is the real main window on a temporary database with scripted
dialogs; ``table`` is that window signed in as a dealer with a shift open.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from ui_helpers import PEOPLE, close_window, make_people, make_window, open_table

import ui.qt  # noqa: F401 - first: the PySide6 work-around must be in place before any Qt call


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "tests/ui/" in str(item.fspath).replace("\\", "/"):
            item.add_marker(pytest.mark.gui)


@pytest.fixture(scope="session")
def qapp_args() -> list[str]:
    return ["dealer-app-tests"]


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "table.db"


@pytest.fixture
def people(db_path: Path) -> dict[str, tuple[str, str]]:
    make_people(db_path)
    return PEOPLE


@pytest.fixture
def window(qapp: Any, db_path: Path, people: dict[str, tuple[str, str]]) -> Iterator[Any]:
    w = make_window(db_path)
    yield w
    close_window(w)


@pytest.fixture
def table(window: Any) -> Any:
    return open_table(window)


