"""The engine's doctests (enums, card notation, money) run as tests."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import rules

MODULES = sorted(m.name for m in pkgutil.walk_packages(rules.__path__, "rules."))


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
