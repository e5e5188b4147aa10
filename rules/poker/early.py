"""A box's result before the round is complete (UX.md §7: the money moves as it happens).

Once the dealer's hand is known, a box's Ante, Bet and insurance depend on its own
cards and the dealer's, never on another box; its jackpot share depends on every
claim of the round, which the bonus step already fixed. So each box's result is
known as soon as its own part is:

- a box whose cards are in: its whole result, exactly the settlement's figures;
- a box that takes the Ante at no game (or a dark box, which always does) is
  settled on the dealer's first reveal alone (RULES.md §8: "boxes that took the
  Ante are settled on the first reveal"): Ante +A, Bet returned, its fees and
  bonus, the cap on that, all certain at the ``T`` key, before its cards are
  shown. Its cards are still asked for, because the round's record and its
  settlement report the box's hand (FORMATS.md: ``final_cards`` is required
  when the box bets), and an insurance is valid only on a hand of the house's
  minimum (RULES.md §7): so an insured box's insurance (and the cap on it) comes
  with its cards, and :attr:`EarlyResult.pending` says so.

Every figure here is what :func:`rules.poker.settle.settle_round` will say for the
complete round, except the pending terms, which only add to what the box is paid.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rules.poker.problems import Place
from rules.poker.record import NoGame
from rules.poker.settle import BoxSettlement, jackpot_shares, settle_box
from rules.poker.steps import Phase

if TYPE_CHECKING:
    from rules.poker.table import RoundState

__all__ = ["EarlyResult", "early_results"]


@dataclass(frozen=True, slots=True)
class EarlyResult:
    """One box's result before the round is complete: ``settlement`` holds every term known
    now; ``pending`` names the terms that come with the box's cards (``"insurance"``)."""

    settlement: BoxSettlement
    pending: tuple[str, ...] = ()

    @property
    def final(self) -> bool:
        return not self.pending


def early_results(state: RoundState) -> dict[int, EarlyResult]:
    """Per box whose result (or part of it) is known before the round is complete."""
    if state.phase.order < Phase.NO_GAME.order or state.complete:
        return {}
    a = state.analysis
    d = a.dealer
    if d.hand is None:
        return {}
    house = state.house
    missing: dict[object, set[str]] = {}
    for p in a.missing:
        missing.setdefault(p.where, set()).add(p.field)
    shares, total = jackpot_shares(house, a.boxes, state.jackpot)
    returned = {p.where for p in a.insurance}
    out: dict[int, EarlyResult] = {}
    for b in a.boxes:
        e = b.entry
        n = e.box
        if e.folds:
            continue
        took_ante = d.qualified is False and (e.no_game is NoGame.TAKE_ANTE or e.dark)
        box_missing = missing.get(n, set())
        if not box_missing and (Place.DEALER not in missing or took_ante):
            entry = e._replace(insurance=0) if n in returned else e  # an invalid insurance is returned
            out[n] = EarlyResult(settle_box(house, b._replace(entry=entry), d, shares.get(n), total, state.jackpot))
        elif took_ante and box_missing == {"final_cards"}:
            # settled on the first reveal: everything but an insurance is certain now
            certain = b._replace(entry=e._replace(insurance=0))
            out[n] = EarlyResult(settle_box(house, certain, d, shares.get(n), total, state.jackpot),
                                 ("insurance",) if e.insurance else ())
    return out
