"""Test session set-up: never touch the real user folders, Qt offscreen, the
session's plugin (markers, no widget left alive) and the hypothesis profiles."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

pytest_plugins = ["gui_plugin", "pytester", "pg_server"]  # pg_server: a real PostgreSQL for the floor tests

_SESSION_ROOT = Path(tempfile.mkdtemp(prefix="dealer-tests-"))
os.environ["DEALER_APP_DATA_DIR"] = str(_SESSION_ROOT / "data")
os.environ["DEALER_APP_CONFIG_DIR"] = str(_SESSION_ROOT / "config")
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

SHARED = Path(__file__).resolve().parents[1].parent / "shared"
EXAMPLES = SHARED / "contract" / "examples"
_SHARED_MISSING = (f"the shared specification folder {SHARED} (rulebook, contract, examples) is missing: "
                   "the tests read it from ../shared beside the checkout")


def pytest_configure(config: pytest.Config) -> None:
    """A bare clone without ``../shared`` stops here with one line, before any module is collected."""
    if not (SHARED / "contract").is_dir():
        raise pytest.UsageError(_SHARED_MISSING)

# ``ci`` (the default, and what ./dev test runs): full depth. ``dev`` (./dev test --quick): a fifth.
# Tests scale their own example counts with ``hypothesis_depth.depth(n)``.
settings.register_profile("ci", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("dev", deadline=None, suppress_health_check=[HealthCheck.too_slow], max_examples=20)
settings.load_profile(os.environ.get("DEALER_HYPOTHESIS_PROFILE", "ci"))


@pytest.fixture(autouse=True)
def _isolated_user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DEALER_APP_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("DEALER_APP_CONFIG_DIR", str(tmp_path / "config"))
