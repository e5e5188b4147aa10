"""The shared checked cases: every example file and every line of random-rounds.jsonl,
in-process and through the real ``dealer-app settle`` command."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from poker_support import EXAMPLES, contract_diff, example_names, explanation_gaps, random_cases, run_cli

from rules.poker import RoundRefused, settle_round

GOOD = [n for n in example_names() if not n.startswith("bad-")]
BAD = [n for n in example_names() if n.startswith("bad-")]
CASES = random_cases()


def _load(name: str, suffix: str) -> Any:
    return json.loads((EXAMPLES / f"{name}.{suffix}.json").read_text(encoding="utf-8"))


def test_the_example_files_are_there() -> None:
    assert len(GOOD) >= 10 and len(BAD) >= 6 and len(CASES) >= 300


@pytest.mark.parametrize("name", GOOD)
def test_example_settles_as_expected(name: str) -> None:
    got = settle_round(_load(name, "round")).to_json()
    assert contract_diff(_load(name, "expected"), got) == []
    assert explanation_gaps(got) == []


@pytest.mark.parametrize("name", BAD)
def test_bad_example_is_refused(name: str) -> None:
    with pytest.raises(RoundRefused) as e:
        settle_round(_load(name, "round"))
    assert e.value.problems
    for line in e.value.lines:
        assert line.split(":")[0].startswith(("box ", "dealer", "house", "round")), line


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_random_round(case: dict[str, Any]) -> None:
    rnd = copy.deepcopy(case["round"])
    if case["expected"] is None:
        with pytest.raises(RoundRefused) as e:
            settle_round(rnd)
        assert e.value.problems
    else:
        got = settle_round(rnd).to_json()
        assert contract_diff(case["expected"], got) == []
        assert explanation_gaps(got) == []
        # without the explanation (audit verify compares figures only): every other field the same
        bare = settle_round(rnd, explain=False).to_json()
        assert all(not b["explanation"] for b in bare["boxes"])
        assert bare == {**got, "boxes": [{**b, "explanation": []} for b in got["boxes"]]}
    assert rnd == case["round"], "settle_round must not change its input"


@pytest.mark.parametrize("name", GOOD)
def test_example_through_the_command(name: str) -> None:
    proc = run_cli("settle", str(EXAMPLES / f"{name}.round.json"))
    assert proc.returncode == 0, proc.stderr.decode()
    assert proc.stderr == b""
    assert contract_diff(_load(name, "expected"), json.loads(proc.stdout)) == []


@pytest.mark.parametrize("name", BAD)
def test_bad_example_through_the_command(name: str) -> None:
    proc = run_cli("settle", str(EXAMPLES / f"{name}.round.json"))
    err = proc.stderr.decode()
    assert proc.returncode == 2
    assert proc.stdout == b""
    assert err.strip() and "Traceback" not in err
    for line in err.splitlines():
        assert line.split(":")[0].startswith(("box ", "dealer", "house", "round")), line


def test_bad_examples_name_the_box_and_field() -> None:
    expected = {
        "bad-01-duplicate-card": "box 1 and dealer: card 8s appears twice",
        "bad-02-not-a-card": "box 1: cards: 'Zx' is not a card",
        "bad-03-insurance-on-a-pair": "box 1: insurance: one pair cannot be insured",
        "bad-04-missing-no-game-choice": "box 1: no_game: missing",
        "bad-05-betting-box-without-cards": "box 2: final_cards: missing",
        "bad-06-final-cards-contradict": "box 2: final_cards:",
    }
    for name, start in expected.items():
        with pytest.raises(RoundRefused) as e:
            settle_round(_load(name, "round"))
        assert any(line.startswith(start) for line in e.value.lines), (name, e.value.lines)


def test_every_random_round_through_the_batch_command() -> None:
    lines = [json.dumps(c["round"]) for c in CASES]
    proc = run_cli("settle", "--batch", "-", stdin=("\n".join(lines) + "\n").encode())
    assert proc.returncode == 0, proc.stderr.decode()
    out = proc.stdout.decode().splitlines()
    assert len(out) == len(CASES)
    for case, line in zip(CASES, out, strict=True):
        got = json.loads(line)
        if case["expected"] is None:
            assert list(got) == ["refused"] and got["refused"], case["name"]
        else:
            assert contract_diff(case["expected"], got) == [], case["name"]
