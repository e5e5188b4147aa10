"""Shared helpers of the Russian Poker tests (unique module name: tests/ has several areas)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from cli_support import Ran, run_main

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT.parent / "shared" / "contract" / "examples"
MONEY = ("ante", "bet", "bonus", "insurance", "fees")


def contract_diff(expected: Any, got: Any, path: str = "") -> list[str]:
    """Where ``got`` differs from ``expected`` in what FORMATS.md fixes: every field of
    ``expected`` except ``explanation`` (whose words are ours), with the cards of a hand
    compared as a set (their order is not part of the contract) and hand 2 compared
    by its category and size (which of two equal kings completes an ace-king is free)."""
    out: list[str] = []
    if isinstance(expected, dict):
        if not isinstance(got, dict):
            return [f"{path}: expected an object, got {got!r}"]
        for key, value in expected.items():
            where = f"{path}.{key}"
            if key == "explanation":
                continue
            if key not in got:
                out.append(f"{where}: missing")
            elif key == "second_hand" and isinstance(value, dict) and isinstance(got[key], dict) and "cards" in value:
                if value["category"] != got[key]["category"] or len(value["cards"]) != len(got[key]["cards"]):
                    out.append(f"{where}: expected {value}, got {got[key]}")
            elif key == "cards" and isinstance(value, list):
                if sorted(value) != sorted(got[key] or []):
                    out.append(f"{where}: expected {value}, got {got[key]}")
            else:
                out += contract_diff(value, got[key], where)
    elif isinstance(expected, list):
        if not isinstance(got, list) or len(expected) != len(got):
            return [f"{path}: expected {expected!r}, got {got!r}"]
        for i, (a, b) in enumerate(zip(expected, got, strict=True)):
            out += contract_diff(a, b, f"{path}[{i}]")
    elif expected != got or type(expected) is not type(got):
        out.append(f"{path}: expected {expected!r}, got {got!r}")
    return out


def explanation_gaps(settlement: dict[str, Any]) -> list[str]:
    """Boxes whose explanation misses a sentence for a term that is not zero."""
    words = {"ante": "Ante", "bet": "Bet", "bonus": "Bonus", "insurance": "Insurance", "fees": "Fees"}
    out = []
    for box in settlement["boxes"]:
        lines = box.get("explanation")
        if not isinstance(lines, list) or not lines or not all(isinstance(x, str) and x for x in lines):
            out.append(f"box {box['box']}: no explanation")
            continue
        text = " ".join(lines)
        for term in MONEY:
            if box["results"][term] and words[term] not in text:
                out.append(f"box {box['box']}: nothing says why {term} is {box['results'][term]}")
        if box["capped"] and "capped" not in text:
            out.append(f"box {box['box']}: the cap is not explained")
    return out


def run_cli(*args: str, stdin: bytes | None = None) -> Ran:
    """``dealer-app ARGS`` in this process (``cli_support.run_main``)."""
    return run_main(*args, stdin=stdin)


def random_cases() -> list[dict[str, Any]]:
    with (EXAMPLES / "random-rounds.jsonl").open(encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def example_names() -> list[str]:
    return sorted(p.name[: -len(".round.json")] for p in EXAMPLES.glob("*.round.json"))
