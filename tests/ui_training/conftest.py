"""Training GUI tests: one QApplication (pytest-qt's ``qapp``), offscreen, English,
a cheap PIN hasher, and the ``gui`` marker on every test here."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from training_ui_helpers import PEOPLE, close_window, make_people, make_window

import ui.qt  # noqa: F401 - first: the PySide6 work-around must be in place before any Qt call
from ui.dialogs import ScriptedDialogService


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "tests/ui_training/" in str(item.fspath).replace("\\", "/"):
            item.add_marker(pytest.mark.gui)


@pytest.fixture(scope="session")
def qapp_args() -> list[str]:
    return ["dealer-app-training-tests"]


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "training.db"


@pytest.fixture
def people(db_path: Path) -> dict[str, tuple[str, str]]:
    make_people(db_path)
    return PEOPLE


@pytest.fixture
def dialogs() -> ScriptedDialogService:
    return ScriptedDialogService()


@pytest.fixture
def window(qapp: Any, db_path: Path, people: dict[str, tuple[str, str]], dialogs: ScriptedDialogService) -> Iterator[Any]:
    w = make_window(db_path, dialogs)
    yield w
    close_window(w)
