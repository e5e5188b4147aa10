"""Deterministic seed derivation for drills (no ``random.Random``).

A drill is fixed by its seed: every per-round seed, every weighted choice and
every candidate tried is derived from the drill seed and a label path with
BLAKE2b, whose output is fixed by its specification. The same seed therefore
gives the same drill on every Python version, platform and release of this
app (the generator's own seeds are reproducible across versions too).
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence

__all__ = ["derive", "pick_weighted", "unit_int"]

_PERSON = b"dealer-train/1"  # BLAKE2b personalisation: changes only with the format


def derive(seed: int, *path: str | int) -> int:
    """A 63-bit non-negative integer derived from ``seed`` and a label path.

    >>> derive(42, "round", 1) == derive(42, "round", 1)
    True
    >>> derive(42, "round", 1) != derive(42, "round", 2)
    True
    >>> derive(7, "x")
    3094774954520052286
    """
    text = "|".join([str(int(seed)), *(str(p) for p in path)]).encode()
    digest = hashlib.blake2b(text, digest_size=8, person=_PERSON).digest()
    return int.from_bytes(digest, "big") >> 1


def unit_int(seed: int, *path: str | int, bound: int) -> int:
    """An integer in ``0 .. bound-1`` derived from ``seed`` and ``path``."""
    if bound <= 0:
        raise ValueError("bound must be positive")
    return derive(seed, *path) % bound


def pick_weighted(seed: int, path: Sequence[str | int], weights: Sequence[int]) -> int:
    """Index of one of ``weights`` (non-negative integers, not all zero), chosen
    with probability proportional to its weight, deterministically."""
    total = sum(weights)
    if total <= 0 or any(w < 0 for w in weights):
        raise ValueError("weights must be non-negative and not all zero")
    x = unit_int(seed, *path, bound=total)
    for i, w in enumerate(weights):
        if x < w:
            return i
        x -= w
    raise AssertionError("unreachable")
