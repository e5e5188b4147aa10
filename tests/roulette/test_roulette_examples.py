"""The shared checked cases (contract/examples): every rr-* example through
the command (in this process) and the engine, every bad-rr-* refused, and every line of
random-roulette.jsonl."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from cli_support import Ran, run_main

from rules.roulette import HandRefused, resolve_hand

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT.parent / "shared" / "contract" / "examples"
GOOD = sorted(EXAMPLES.glob("rr-*.hand.json"))
BAD = sorted(EXAMPLES.glob("bad-rr-*.hand.json"))
RANDOM = [json.loads(line) for line in (EXAMPLES / "random-roulette.jsonl").read_text().splitlines() if line.strip()]


def run_cli(*args: str, stdin: bytes | None = None) -> Ran:
    return run_main("roulette", *args, stdin=stdin)


def comparable(result: dict[str, Any]) -> dict[str, Any]:
    """The output as the contract compares it: every field, except the order
    of the cards inside a hand and the wording of ``warnings``."""
    out: dict[str, Any] = json.loads(json.dumps(result))
    out.pop("warnings", None)
    for entry in out["showdown"]:
        entry["hand"]["cards"] = sorted(entry["hand"]["cards"])
    return out


def expected_for(path: Path) -> dict[str, Any]:
    expected: dict[str, Any] = json.loads(path.with_name(path.name.replace(".hand.json", ".expected.json")).read_text())
    return expected


def test_the_shared_cases_are_there() -> None:
    assert len(GOOD) >= 6 and len(BAD) >= 1 and len(RANDOM) >= 75


@pytest.mark.parametrize("path", GOOD, ids=lambda p: p.name)
def test_example_in_process(path: Path) -> None:
    got = resolve_hand(json.loads(path.read_text())).to_json()
    assert comparable(got) == comparable(expected_for(path))
    assert isinstance(got["warnings"], list)


@pytest.mark.parametrize("path", GOOD, ids=lambda p: p.name)
def test_example_through_the_command(path: Path) -> None:
    proc = run_cli(str(path))
    assert proc.returncode == 0, proc.stderr.decode()
    assert proc.stderr == b""
    assert comparable(json.loads(proc.stdout)) == comparable(expected_for(path))


@pytest.mark.parametrize("path", BAD, ids=lambda p: p.name)
def test_bad_example_is_refused_by_the_command(path: Path) -> None:
    proc = run_cli(str(path))
    assert proc.returncode == 2
    assert proc.stdout == b""
    err = proc.stderr.decode()
    assert err.strip() and "Traceback" not in err
    assert all(
        line.startswith(("round ", "seat ", "setup", "players", "circle", "button", "forced_bets"))
        for line in err.splitlines()
    )


@pytest.mark.parametrize("path", BAD, ids=lambda p: p.name)
def test_bad_example_is_refused_in_process(path: Path) -> None:
    with pytest.raises(HandRefused) as info:
        resolve_hand(json.loads(path.read_text()))
    assert info.value.problems


def test_short_allin_reraise_names_round_action_and_seat() -> None:
    with pytest.raises(HandRefused) as info:
        resolve_hand(json.loads((EXAMPLES / "bad-rr-short-allin-reraise-refused.hand.json").read_text()))
    (line,) = info.value.problems
    assert line.startswith("round 1 action 4: seat 1:") and "re-opened" in line


@pytest.mark.parametrize("case", RANDOM, ids=[c["name"] for c in RANDOM])
def test_random_case(case: dict[str, Any]) -> None:
    if case["expected"] is None:
        with pytest.raises(HandRefused) as info:
            resolve_hand(case["hand"])
        assert info.value.problems
    else:
        assert comparable(resolve_hand(case["hand"]).to_json()) == comparable(case["expected"])


def test_random_cases_through_batch_mode() -> None:
    text = "\n".join(json.dumps(c["hand"]) for c in RANDOM) + "\n"
    proc = run_cli("--batch", "-", stdin=text.encode())
    assert proc.returncode == 0 and proc.stderr == b""
    lines = proc.stdout.decode().splitlines()
    assert len(lines) == len(RANDOM)
    for case, line in zip(RANDOM, lines, strict=True):
        got = json.loads(line)
        if case["expected"] is None:
            assert list(got) == ["refused"] and got["refused"], case["name"]
        else:
            assert comparable(got) == comparable(case["expected"]), case["name"]
