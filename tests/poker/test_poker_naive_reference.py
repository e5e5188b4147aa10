"""The benchmark's yardstick (``benchmarks/naive_reference.py``) settles as the engine does.

``bench_settle_vs_reference.py`` measures ``settle --batch`` against an independent naive
settler; the ratio means something only while both give the same figures. Rounds from the
generator, each under house rules of its own (``draw_house``), half of them favouring the
rare paths (no game, redraws, insurance, six-card double combinations, caps, jackpot
hits), are settled by both; every box's net, the house net and the jackpot meter after
must be equal.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from rules.poker.generator import GeneratorKnobs, SplitMix64, draw_house, generate_round
from rules.poker.settle import settle_round

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
import naive_reference

RARE = GeneratorKnobs(no_game=700, redraw=500, insurance=1000, strong_hand=250, double_combination=400,
                      jackpot_hit=200, max_ante=200, buy_game=700)


@pytest.mark.parametrize("seed", [3, 11])
def test_the_naive_reference_agrees_with_the_engine(seed: int) -> None:
    draws = SplitMix64(seed)
    checked = 0
    for i in range(300):
        house, line = draw_house(draws)
        jackpot = (0, 100_000, 2_500_000, 10_000_001)[i % 4]
        g = generate_round(seed * 1_000_003 + i, house, RARE if i % 2 else None, jackpot)
        g.round_json["house"] = line
        text = json.dumps(g.round_json)
        settled = settle_round(json.loads(text)).to_json()
        engine = ([b["net"] for b in settled["boxes"]], settled["house_net"], settled["jackpot_after"])
        assert tuple(naive_reference.settle(json.loads(text))) == engine, text
        checked += 1
    assert checked == 300


def test_the_naive_reference_sees_a_wrong_figure() -> None:
    """It is not a mirror of the engine: a round changed behind the engine's back
    (a bigger Ante) gives the reference different figures."""
    house, line = draw_house(SplitMix64(5))
    g = generate_round(77, house, RARE, 0)
    g.round_json["house"] = line
    before = naive_reference.settle(json.loads(json.dumps(g.round_json)))
    changed = json.loads(json.dumps(g.round_json))
    for box in changed["boxes"]:
        box["ante"] += 100
    assert naive_reference.settle(changed) != before
