"""Roulette refusals are codes with parameters: every code has its English line
(the contract's, unchanged) and a Russian one, head included."""

from __future__ import annotations

import json
import pickle
import re
from pathlib import Path
from typing import Any

import pytest

from dealer_app.wording.problems import ProblemWordingError
from dealer_app.wording.roulette_problems import roulette_problem_text
from rules.cards import parse_card
from rules.roulette import ActionKind, HandRefused, resolve_hand
from rules.roulette.problem_codes import OutOfTurn, RouletteCode, RouletteProblem, english

EXAMPLES = Path(__file__).resolve().parents[3] / "shared" / "contract" / "examples"

SAMPLE: dict[str, object] = {
    "value": "«жжж»", "hole_cards": 2, "active": 3, "total": 5, "circle": 5, "position": 4, "players": 9,
    "need": 62, "seat": 2, "count": 1, "entry": 2, "format": "russian-roulette-hand/1", "name": "«жжж»",
    "field": "stack", "amount": "«ю»", "card": parse_card("Kd"), "round": 3, "now": 2, "rounds": 6,
    "status": OutOfTurn.FOLDED, "to_act": 4, "kind": ActionKind.RAISE, "high": 40, "call": 20, "to": 30,
    "all_in": 900, "exact": 40, "min_to": 60, "cap": 3,
    "why": RouletteProblem.of("", RouletteCode.RAISE_CAP_REACHED, cap=3),
}
CARD_CODE = re.compile(r"(?<![A-Za-z])[2-9TJQKA][shdc](?![A-Za-z])")
LATIN = re.compile(r"[A-Za-z]")


def _latin(text: str) -> list[str]:
    return LATIN.findall(CARD_CODE.sub("", text))


@pytest.mark.parametrize("code", list(RouletteCode))
def test_every_code_has_an_english_and_a_russian_line_without_latin_words(code: RouletteCode) -> None:
    problem = RouletteProblem.of("round 2 action 1: seat 3", code, **SAMPLE)
    en = roulette_problem_text(problem, "en")
    assert en == str(problem) == f"round 2 action 1: seat 3: {english(code, problem.params)}"
    ru = roulette_problem_text(problem, "ru")
    assert ru.startswith("раунд 2, действие 1: место 3: ")
    assert _latin(ru) == [], ru


HEADS = ["setup", "setup: active", "setup: circle", "setup: hole_cards", "setup: trigger", "setup: reveals_per_round",
         "setup: pre_revealed", "setup: raise_cap", "setup: structure", "setup: ante", "setup: small_bet",
         "setup: big_bet", "players", "players: entry 2", "seat 4", "seat 4: stack", "seat 4: hole", "button",
         "forced_bets", "forced_bets: entry 1", "forced_bets: seat 3", "hand", "format", "rounds", "circle",
         "circle: position 3", "round 4", "round 1 action 2", "round 1 action 2: to", "round 1 action 2: seat 5",
         "round 1 action 2: seat 5: to", "seat 1 and circle", "seat 1 and seat 2"]


@pytest.mark.parametrize("where", HEADS)
def test_every_place_a_problem_names_has_a_russian_name(where: str) -> None:
    ru = roulette_problem_text(RouletteProblem.of(where, RouletteCode.MISSING), "ru")
    assert ru.endswith(": не указано") and _latin(ru) == [], ru


def test_russian_lines_use_cldr_plurals_and_the_screens_money() -> None:
    def ru(count: int) -> str:
        return roulette_problem_text(RouletteProblem.of("circle", RouletteCode.CIRCLE_COUNT, count=count, circle=5), "ru")

    assert ru(1) == "круг: названа 1 карта, а в круге по настройке 5"
    assert ru(3) == "круг: названы 3 карты, а в круге по настройке 5"
    assert ru(7) == "круг: названо 7 карт, а в круге по настройке 5"
    raise_ = RouletteProblem.of("round 1 action 3: seat 2", RouletteCode.BELOW_MINIMUM, kind=ActionKind.RAISE, to=15,
                                min_to=20, all_in=900)
    assert roulette_problem_text(raise_, "ru", money=lambda n: f"{n / 100:.2f} ₽") == (
        "раунд 1, действие 3: место 2: рейз до 0.15 ₽ меньше минимума (до 0.20 ₽) и это не олл-ин (до 9.00 ₽)")


def test_a_line_without_a_code_is_given_back_and_an_unknown_language_is_refused() -> None:
    assert roulette_problem_text("not valid JSON: line 1", "ru") == "not valid JSON: line 1"
    with pytest.raises(ProblemWordingError):
        roulette_problem_text(RouletteProblem.of("hand", RouletteCode.CANNOT_READ), "de")


def _refusals() -> list[RouletteProblem]:
    out: list[Any] = []
    hands = [json.loads(p.read_text()) for p in sorted(EXAMPLES.glob("bad-rr-*.hand.json"))]
    hands += [c["hand"] for c in map(json.loads, filter(str.strip, (EXAMPLES / "random-roulette.jsonl").read_text().splitlines()))
              if c["expected"] is None]
    for hand in hands:
        with pytest.raises(HandRefused) as info:
            resolve_hand(hand)
        out += info.value.problems
    return out


def test_the_engines_refusals_are_typed_with_their_lines_unchanged() -> None:
    problems = _refusals()
    assert problems and all(isinstance(p, RouletteProblem) for p in problems)
    for p in problems:
        assert p == (f"{p.where}: {english(p.code, p.params)}" if p.where else english(p.code, p.params))
        ru = roulette_problem_text(p, "ru")
        assert ru != p and not ru.startswith(p.where), ru
        assert pickle.loads(pickle.dumps(p)).code is p.code


def test_an_action_refusal_names_its_code() -> None:
    hand = {"format": "russian-roulette-hand/1", "button": 1, "forced_bets": [{"seat": 2, "amount": 5},
            {"seat": 3, "amount": 10}], "players": [{"seat": s, "stack": 1000} for s in (1, 2, 3)],
            "circle": [None] * 5, "rounds": [[{"seat": 1, "action": "raise", "to": 15}]]}
    with pytest.raises(HandRefused) as info:
        resolve_hand(hand)
    (p,) = info.value.problems
    assert p == "round 1 action 1: seat 1: raise to 15 is below the minimum (to 20) and is not all-in (to 1000)"
    assert isinstance(p, RouletteProblem) and p.code is RouletteCode.BELOW_MINIMUM and p.params["min_to"] == 20
    assert roulette_problem_text(p, "ru") == (
        "раунд 1, действие 1: место 1: рейз до 15 меньше минимума (до 20) и это не олл-ин (до 1000)")


def test_without_its_head_a_line_is_the_message_alone() -> None:
    p = RouletteProblem.of("round 1 action 2: seat 3", RouletteCode.NOTHING_TO_CALL)
    assert roulette_problem_text(p, "en", head=False) == "call with nothing to call (check instead)" == p.message
    assert roulette_problem_text(p, "ru", head=False) == "колл, когда уравнивать нечего (нужен чек)"
