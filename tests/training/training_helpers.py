"""Helpers shared by the training tests: the contract's example rounds (made by an
independent implementation of RULES.md) as drill material."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

EXAMPLES = Path(__file__).resolve().parents[2].parent / "shared" / "contract" / "examples"


def example_rounds() -> list[dict[str, Any]]:
    """Every named example round and every valid round of ``random-rounds.jsonl``."""
    out = [json.loads(p.read_text(encoding="utf-8")) for p in sorted(EXAMPLES.glob("[0-9]*.round.json"))]
    for line in (EXAMPLES / "random-rounds.jsonl").read_text(encoding="utf-8").splitlines():
        case = json.loads(line)
        if case["expected"] is not None:
            out.append(case["round"])
    return out
