"""How many examples a property test runs: its full count under the ``ci`` profile
(the default, and CI's), a fifth of it (at least 10) under ``dev`` (``./dev test --quick``),
and ``DEALER_HYPOTHESIS_SCALE`` times it under ``deep`` (``benchmarks/bench_fuzz.py``)."""

from __future__ import annotations

import os


def depth(n: int) -> int:
    profile = os.environ.get("DEALER_HYPOTHESIS_PROFILE", "ci")
    if profile == "dev":
        return max(10, n // 5)
    if profile == "deep":
        return n * max(1, int(os.environ.get("DEALER_HYPOTHESIS_SCALE", "10")))
    return n
