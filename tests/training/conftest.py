"""Fixtures for the training tests."""

from __future__ import annotations

from typing import Any

import pytest
from training_helpers import example_rounds


@pytest.fixture(scope="session")
def rounds() -> list[dict[str, Any]]:
    return example_rounds()
