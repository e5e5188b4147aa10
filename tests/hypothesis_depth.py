"""How many examples a property test runs: its full count under the ``ci`` profile
(the default, and CI's), a fifth of it (at least 10) under ``dev`` (``./dev test --quick``)."""

from __future__ import annotations

import os


def depth(n: int) -> int:
    if os.environ.get("DEALER_HYPOTHESIS_PROFILE", "ci") == "dev":
        return max(10, n // 5)
    return n
