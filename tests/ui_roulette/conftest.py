"""Russian Roulette tracker tests: one QApplication (pytest-qt's ``qapp``) with the
app's theme, English, a real backend on a temporary database."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import ui.kit.qt  # noqa: F401 - first: the PySide6 work-around must be in place before any Qt call


@pytest.fixture
def themed_app(qapp: Any) -> Any:
    """The app's theme and its English catalogue, as the app sets them up before any screen."""
    from ui import i18n
    from ui.kit import theme

    theme.apply(qapp)
    i18n.install(qapp, "en")
    return qapp


@pytest.fixture
def ctx(themed_app: Any, tmp_path: Path) -> Iterator[Any]:
    from roulette_ui_helpers import close_ctx, make_ctx

    c = make_ctx(tmp_path / "table.db")
    yield c
    close_ctx(c)


@pytest.fixture
def shots_dir(tmp_path: Path) -> Path:
    """Where the screenshots go: ``$ROULETTE_SHOTS`` when set (to look at them), else a temp folder."""
    folder = Path(os.environ.get("ROULETTE_SHOTS") or (tmp_path / "shots"))
    folder.mkdir(parents=True, exist_ok=True)
    return folder
