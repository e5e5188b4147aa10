"""Helpers for the security tests: run commands in-process, capture their streams."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from security_cli import Result, run_cli


@pytest.fixture
def cli() -> Callable[..., Result]:
    return run_cli
