"""The live-table GUI tests: the real main window (``window``, from the session's
GUI plugin) on a temporary database, and ``table``: that window signed in as a
dealer with a shift open."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from ui_helpers import open_table

import ui.kit.qt  # noqa: F401 - first: the PySide6 work-around must be in place before any Qt call


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "table.db"


@pytest.fixture
def table(window: Any) -> Any:
    return open_table(window)
