"""How a box's Ante and Bet were settled (its own module: the explanation and the
settlement both need it at run time)."""

from __future__ import annotations

import enum

__all__ = ["Outcome"]


class Outcome(enum.StrEnum):
    """How a box's Ante and Bet were settled."""

    FOLD = "fold"
    WIN = "win"
    LOSE = "lose"
    PUSH = "push"
    NO_GAME = "no_game"
    """Settled against a dealer without a game: took the Ante (or dark), or bought and the dealer still had none."""
