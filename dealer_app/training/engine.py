"""The training package's one door to the rules engine.

Everything the trainer knows about money comes from here: rounds are dealt
by the engine's seeded generator and settled by the engine's
``settle_round``; the trainer never computes a settlement itself. Settlements
are the engine's typed :class:`~rules.poker.settle.Settlement` records.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Mapping
from typing import Any, cast

from rules.poker.generator import GeneratorKnobs, generate_round
from rules.poker.house import HouseRules
from rules.poker.problems import Refusal
from rules.poker.settle import Settlement, house_for, settle_round

__all__ = [
    "EngineRefused",
    "GeneratorKnobs",
    "HouseRules",
    "SettleCache",
    "boxes_of",
    "deal",
    "dealer_of",
    "effective_house",
    "settle",
]


class EngineRefused(ValueError):
    """The engine refused a round (carries its problem lines)."""

    def __init__(self, lines: tuple[str, ...]) -> None:
        self.lines = lines
        super().__init__("; ".join(lines))


def effective_house(round_json: Mapping[str, Any], base: HouseRules) -> HouseRules:
    """The house rules a round is settled under: ``base`` with the round's own ``house`` overrides."""
    return house_for(round_json.get("house") or None, base)


def settle(round_json: Mapping[str, Any], house: HouseRules) -> Settlement:
    """The engine's settlement of ``round_json`` under ``house``.
    Raises :class:`EngineRefused` when the engine refuses the round."""
    try:
        return settle_round(copy.deepcopy(dict(round_json)), house)
    except Refusal as e:
        raise EngineRefused(e.lines) from None


def deal(seed: int, house: HouseRules, knobs: GeneratorKnobs | None, jackpot: int) -> dict[str, object]:
    """One generated round (``russian-poker-round/1`` JSON) for ``seed``."""
    return copy.deepcopy(dict(generate_round(seed, house, knobs, jackpot=jackpot).round_json))


def boxes_of(round_json: Mapping[str, object]) -> list[dict[str, object]]:
    """The boxes of a round the generator dealt or the engine settled (``russian-poker-round/1``:
    a list of objects, each one changed in place by the trainer's edits)."""
    return cast("list[dict[str, object]]", round_json["boxes"])


def dealer_of(round_json: Mapping[str, object]) -> dict[str, object]:
    """The dealer of such a round (an empty object, not kept, when it has none)."""
    return cast("dict[str, object]", round_json.get("dealer") or {})


class SettleCache:
    """Settles rounds through the engine, once per distinct (round, house)."""

    def __init__(self, house: HouseRules) -> None:
        self.house = house
        self._cache: dict[str, Settlement | EngineRefused] = {}

    def settle(self, round_json: Mapping[str, Any]) -> Settlement:
        key = json.dumps(round_json, sort_keys=True, separators=(",", ":"))
        hit = self._cache.get(key)
        if hit is None:
            try:
                hit = settle(round_json, self.house)
            except EngineRefused as e:
                hit = e
            self._cache[key] = hit
        if isinstance(hit, EngineRefused):
            raise hit
        return hit

    def house_for(self, round_json: Mapping[str, Any]) -> HouseRules:
        return effective_house(round_json, self.house)
