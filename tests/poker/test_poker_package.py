"""``rules.poker`` names every public record and function; the live table and the generator
are imported on first use (``dealer-app settle`` does not pay for them)."""

from __future__ import annotations

import importlib

import pytest

import rules.poker


def test_every_public_name_resolves_to_its_modules_object() -> None:
    for name in rules.poker.__all__:
        value = getattr(rules.poker, name)
        module = importlib.import_module(getattr(value, "__module__", "rules.poker") or "rules.poker")
        assert getattr(module, name, value) is value, name
    assert set(rules.poker._LAZY) <= set(rules.poker.__all__)
    with pytest.raises(AttributeError, match="no attribute 'Nonsense'"):
        rules.poker.Nonsense  # noqa: B018
