"""The trainee GUI tests: the real main window (``window``, from the session's GUI
plugin) on a temporary database, with trainees among the people."""

from __future__ import annotations

from pathlib import Path

import pytest
from training_ui_helpers import PEOPLE

import ui.kit.qt  # noqa: F401 - first: the PySide6 work-around must be in place before any Qt call


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "training.db"


@pytest.fixture
def gui_people() -> dict[str, tuple[str, str]]:
    return PEOPLE
