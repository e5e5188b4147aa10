"""Test session set-up: never touch the real user folders, Qt offscreen."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest
from pg_server import floor_url, own_cluster, pg_server  # noqa: F401  (fixtures: a real PostgreSQL server)

_SESSION_ROOT = Path(tempfile.mkdtemp(prefix="dealer-tests-"))
os.environ["DEALER_APP_DATA_DIR"] = str(_SESSION_ROOT / "data")
os.environ["DEALER_APP_CONFIG_DIR"] = str(_SESSION_ROOT / "config")
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

SHARED = Path(__file__).resolve().parents[1].parent / "shared"
EXAMPLES = SHARED / "contract" / "examples"


@pytest.fixture(autouse=True)
def _isolated_user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DEALER_APP_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("DEALER_APP_CONFIG_DIR", str(tmp_path / "config"))
