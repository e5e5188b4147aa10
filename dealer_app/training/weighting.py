"""Weighting: later drills practise the trainee's weak mistake kinds until mastered.

A kind becomes *weak* when the trainee makes that mistake; it is *mastered*
again after :data:`MASTERY_STREAK` boxes in a row that test the kind (whose
figures the mistake would change) are answered right. The weights returned by
:func:`weak_kinds` go to :func:`dealer_app.training.drill.build_drill` as its
``focus``: the drill is then a pure function of (seed, history).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from dealer_app.training.mistakes import MistakeKind
from dealer_app.training.progress import SessionResult

__all__ = ["MASTERY_STREAK", "MAX_WEIGHT", "KindState", "kind_states", "weak_kinds"]

MASTERY_STREAK = 5
MAX_WEIGHT = 5


@dataclass(frozen=True, slots=True)
class KindState:
    kind: MistakeKind
    mistakes: int
    """Mistakes of this kind since it was last mastered (0: not weak)."""
    streak: int
    """Right answers in a row on boxes that test it."""
    ever: int
    """Mistakes of this kind ever made."""

    @property
    def weak(self) -> bool:
        return self.mistakes > 0


def kind_states(history: Iterable[SessionResult], streak: int = MASTERY_STREAK) -> dict[MistakeKind, KindState]:
    """The state of every kind the trainee has met, from their sessions (any order)."""
    open_: dict[MistakeKind, int] = {}
    run: dict[MistakeKind, int] = {}
    ever: dict[MistakeKind, int] = {}
    for session in sorted(history, key=lambda r: r.finished_at):
        for b in session.boxes:
            blamed: set[MistakeKind] = {k for k in b.made if k.concrete}
            if MistakeKind.AMBIGUOUS in b.made:
                blamed.update(k for k in b.candidates if k.concrete)
            for k in blamed:
                open_[k] = open_.get(k, 0) + 1
                ever[k] = ever.get(k, 0) + 1
                run[k] = 0
            if b.correct:
                for k in b.exercised:
                    run[k] = run.get(k, 0) + 1
                    if run[k] >= streak:
                        open_[k] = 0
            elif b.answered:
                for k in b.exercised:
                    if k not in blamed:
                        run[k] = 0
    kinds = set(open_) | set(run)
    return {
        k: KindState(k, open_.get(k, 0), run.get(k, 0), ever.get(k, 0))
        for k in sorted(kinds, key=lambda k: list(MistakeKind).index(k))
    }


def weak_kinds(history: Iterable[SessionResult], level: int | None = None, streak: int = MASTERY_STREAK) -> dict[MistakeKind, int]:
    """Weights of the trainee's weak kinds (those a drill at ``level`` can show)."""
    out: dict[MistakeKind, int] = {}
    for k, st in kind_states(history, streak).items():
        if st.weak and (level is None or k.level <= level):
            out[k] = min(st.mistakes, MAX_WEIGHT)
    return out
