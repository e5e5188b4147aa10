"""``audit verify`` settles a round from its replay's own analysis, and takes the engine's
settlement for the stored one, only when the log holds exactly what they give:

- on generated rounds (as ``benchmarks/year_log.py`` writes them), the replay's analysis is
  used, it settles exactly as the stored round does, and the typed settlement taken from the
  engine is the one read back from the stored JSON (the approvals it needs, the meter's
  movement); nothing is found;
- a stored round or settlement that differs from them only in a JSON type (``0`` for
  ``false``: equal for ``==``) or in a value is read and settled from the log, as before,
  and found.
"""

from __future__ import annotations

from typing import Any

import pytest

from dealer_app.audit.settlement_checks import jackpot_movement, required_approvals, settlement_digest
from dealer_app.audit.verify import _as_stored, _check_round, _Replay, _RoundTask
from dealer_app.audit_findings import Code, Finding
from dealer_app.store.records import canonical_json
from rules.poker import HouseRules, Settlement, generate_round, settle_round
from rules.poker.settle import settle_analysis

MAPPING = HouseRules().to_mapping()
HOUSE = HouseRules.from_mapping(MAPPING)
JACKPOT = 1_234_567


def _logged(seed: int) -> tuple[tuple[str, ...], dict[str, Any]]:
    """A settled round's steps' payload texts and its payload, as the log holds them."""
    gen = generate_round(seed, HOUSE, None, jackpot=JACKPOT)
    sj = settle_round(gen.round_json).to_json()
    payload = {"settlement": sj, "round": gen.round_json, "house_version": 1, "jackpot_start": JACKPOT,
               "jackpot_shares": 0, "jackpot_contribution": 0, "jackpot_boxes": [], "meter_delta": 0,
               "steps": len(gen.steps), "digest": settlement_digest(sj), "approval": None, "rulings": [],
               "approval_items": []}
    steps = tuple(canonical_json({"n": n, "step": s.to_json()}) for n, s in enumerate(gen.steps, 1))
    return steps, payload


def _check(text: str, steps: tuple[str, ...]) -> list[str]:
    return _check_round(_RoundTask(7, text, steps, 1, 1_000_000), HOUSE, MAPPING).problems


def _codes(problems: list[str]) -> list[Code]:
    assert all(isinstance(p, Finding) for p in problems)
    return [p.code for p in problems if isinstance(p, Finding)]


@pytest.mark.parametrize("seed", range(1, 41))
def test_generated_rounds_settle_from_the_replay(seed: int) -> None:
    steps, payload = _logged(seed)
    replay = _Replay.of(steps, HOUSE, JACKPOT, payload["round"])
    assert replay.error is None and replay.analysis is not None  # the replay's analysis is used
    engine = settle_analysis(replay.analysis, explain=False)
    assert engine.to_json() == settle_round(payload["round"], explain=False).to_json()
    read = Settlement.from_json(payload["settlement"], HOUSE, jackpot_before=JACKPOT)
    taken = _as_stored(payload["settlement"], engine, engine.to_json(), HOUSE, JACKPOT)
    assert taken is not None
    assert required_approvals(taken, 1_000) == required_approvals(read, 1_000)
    assert jackpot_movement(taken) == jackpot_movement(read)
    assert [b.explanation for b in taken.boxes] == [b.explanation for b in read.boxes]
    # the meter movement recorded is checked against the engine's: make it right, then nothing is found
    shares, contribution, boxes = jackpot_movement(read)
    payload.update(jackpot_shares=shares, jackpot_contribution=contribution, jackpot_boxes=boxes,
                   meter_delta=contribution - shares)
    assert _check(canonical_json(payload), steps) == []


def _clean_round(seed: int) -> tuple[int, dict[str, Any], tuple[str, ...]]:
    """A generated round with its meter movement recorded right: nothing is found."""
    for s in range(seed, seed + 50):
        steps, payload = _logged(s)
        shares, contribution, boxes = jackpot_movement(
            Settlement.from_json(payload["settlement"], HOUSE, jackpot_before=JACKPOT))
        payload.update(jackpot_shares=shares, jackpot_contribution=contribution, jackpot_boxes=boxes,
                       meter_delta=contribution - shares)
        if _check(canonical_json(payload), steps) == []:
            return s, payload, steps
    raise AssertionError("no round found")


def test_a_round_differing_in_type_only_is_read_from_the_log() -> None:
    _seed, payload, steps = _clean_round(1)
    house = payload["round"]["house"]
    flag = next(k for k, v in house.items() if type(v) is bool)
    house[flag] = int(house[flag])  # equal for ==, another JSON value
    assert _Replay.of(steps, HOUSE, JACKPOT, payload["round"]).analysis is None
    problems = _check(canonical_json(payload), steps)
    assert _codes(problems) == [Code.ENGINE_REFUSES]  # settled from the log: the engine refuses it


def test_a_settlement_differing_in_type_only_is_read_from_the_log() -> None:
    _seed, payload, steps = _clean_round(1)
    payload["settlement"]["boxes"][0]["bought_game"] = int(payload["settlement"]["boxes"][0]["bought_game"])
    engine = settle_round(payload["round"], explain=False)
    assert _as_stored(payload["settlement"], engine, engine.to_json(), HOUSE, JACKPOT) is None
    problems = _check(canonical_json(payload), steps)
    assert _codes(problems) == [Code.SETTLEMENT_UNREADABLE]


def test_a_settlement_differing_in_a_figure_is_found() -> None:
    _seed, payload, steps = _clean_round(1)
    payload["settlement"]["boxes"][0]["net"] += 1
    problems = _check(canonical_json(payload), steps)
    assert _codes(problems) == [Code.SETTLED_FIELD_DIFFERS]
