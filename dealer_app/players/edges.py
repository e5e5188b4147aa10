"""The house advantage per bet type, estimated by simulation under the house's rules.

Method (docs/PLAYERS.md): deal ``rounds`` rounds with the engine's seeded generator
(:func:`rules.poker.generator.generate_round`, the simulator's play) under ``house``,
settle each with the engine, and for each bet type ``t`` (Ante, Bet, bonus, insurance,
fees) take ``edge_t = −Σ results_t / Σ stakes_t`` over every box. The standard error
of each ratio is estimated from the per-round sums (the delta method for a ratio of
means), so the error shrinks as ``1/√rounds``. Edges are in parts per million of the
amount wagered on that bet type; ``capped`` (withheld by the maximum payout) counts
for the Bet, where the cap bites.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rules.poker.house import HouseRules

__all__ = ["BET_TYPES", "EdgeEstimate", "estimate_edges"]

BET_TYPES = ("ante", "bet", "bonus", "insurance", "fees")


@dataclass(frozen=True)
class EdgeEstimate:
    rounds: int
    edges_ppm: dict[str, int]
    errors_ppm: dict[str, int]  # one standard error
    wagered: dict[str, int]


def estimate_edges(house: HouseRules, rounds: int, seed: int = 1) -> EdgeEstimate:
    """The house advantage per bet type over ``rounds`` generated rounds under ``house``."""
    from rules.poker.generator import generate_round
    from rules.poker.settle import settle_round

    per_round: dict[str, list[tuple[int, int]]] = {t: [] for t in BET_TYPES}
    for i in range(rounds):
        gen = generate_round(seed * 1_000_003 + i, house)
        settlement = settle_round(gen.round_json)
        sums = {t: [0, 0] for t in BET_TYPES}
        for b in settlement.boxes:
            for t in BET_TYPES:
                sums[t][0] += getattr(b.stakes, t)
                sums[t][1] -= getattr(b.results, t)
            sums["bet"][1] += b.capped
        for t in BET_TYPES:
            per_round[t].append((sums[t][0], sums[t][1]))
    edges: dict[str, int] = {}
    errors: dict[str, int] = {}
    wagered: dict[str, int] = {}
    for t, pairs in per_round.items():
        n = len(pairs)
        x = sum(p[0] for p in pairs)
        y = sum(p[1] for p in pairs)
        wagered[t] = x
        if x == 0 or n < 2:
            edges[t], errors[t] = 0, 0
            continue
        r = y / x
        mean_x = x / n
        # the delta method: Var(r) ≈ Σ (y_i − r x_i)² / (n (n − 1) mean_x²)
        var = sum((p[1] - r * p[0]) ** 2 for p in pairs) / (n * (n - 1) * mean_x * mean_x)
        edges[t] = round(r * 1_000_000)
        errors[t] = round(math.sqrt(var) * 1_000_000)
    return EdgeEstimate(rounds, edges, errors, wagered)
