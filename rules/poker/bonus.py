"""The bonus at the live table (RULES.md §4): each bonus box's result as soon as its
five cards as dealt are known, whether it is final, and since which step.

RULES.md §4 settles the bonus on the five cards as dealt, before anything else;
:meth:`~rules.poker.table.RoundState.bonus_results` gives each bonus box's
:class:`BonusResult` and says whether it is *final*: nothing still to be entered
can change it (with ``bonus_lost_on_fold`` the box must have decided; a jackpot
share must know every claim it may be shared with). A final result is exactly
what the settlement will say for that box's bonus. Only a correction (of the
stake, the dealt cards, a decision, or another box's claim) changes a final
result; the record then says which result it replaced and from which step it
holds (:func:`next_track`).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any, NamedTuple

from rules.hands import Category
from rules.poker.explain import BonusCapped, Explanation, Term, explain_bonus
from rules.poker.explain_text import english_lines
from rules.poker.house import HouseRules
from rules.poker.record import Analysis, BoxEntry
from rules.poker.settle import bonus_figure, jackpot_claim, jackpot_shares

__all__ = ["BonusOutcome", "BonusResult", "BonusStage", "Track", "Tracked", "bonus_rows", "next_track"]

class BonusOutcome(enum.StrEnum):
    """How a bonus is settled (§4)."""

    WIN = "win"
    """The dealt hand pays fixed odds (``bonus_table``) on the stake."""
    JACKPOT = "jackpot"
    """The dealt hand claims a share of the jackpot meter; the stake stays."""
    LOSE = "lose"
    """The dealt hand does not pay: the stake is lost."""
    LOST_ON_FOLD = "lost_on_fold"
    """The box folded and the house loses the bonus on a fold (``bonus_lost_on_fold``)."""


class BonusStage(enum.StrEnum):
    """Whether a bonus result can still change without a correction."""

    AWAITING_DECISION = "awaiting_decision"
    """``bonus_lost_on_fold``: settled once the box has decided (the result given is
    the one if it plays)."""
    AWAITING_CLAIMS = "awaiting_claims"
    """A jackpot share that may yet be shared with claims not known: a bonus box's
    dealt five not entered yet, or (``bonus_lost_on_fold``) a claimant that has not
    decided. The result given counts the claims known now."""
    FINAL = "final"
    """Nothing still to be entered changes it: it equals the settlement's bonus for
    the box. Only a correction of an entry it rests on changes it (until the round
    is confirmed)."""


@dataclass(frozen=True, slots=True)
class BonusResult:
    """One box's bonus as the live table knows it (:meth:`RoundState.bonus_results`).

    Money from the player's side, in minor units. Once :attr:`final`, ``result``,
    ``jackpot_share`` and ``category`` are those of the box's settlement
    (``results.bonus``, ``jackpot_share``, ``bonus_hand``) and ``explanation`` holds
    its bonus sentence.
    """

    box: int
    category: Category
    """The bonus hand: the category of the five cards as dealt."""
    stake: int
    outcome: BonusOutcome
    result: int
    """Signed: a fixed-odds win or a jackpot share (> 0, a share may be 0), or the stake lost."""
    jackpot_share: int
    """The part of ``result`` paid by the jackpot meter (0 unless ``outcome`` is JACKPOT)."""
    capped: int
    """With ``cap_includes_bonus``, the part of a fixed-odds win above ``max_payout`` on
    its own: withheld at once (the box's settled ``capped`` includes it)."""
    explanation: tuple[str, ...]
    stage: BonusStage
    final_since: int | None = None
    """When final: the length of the step log (``len(state.steps)``) at the step that
    made the result final with this value (a correction that changes it, or that
    makes it final again, sets it anew). ``None`` until final."""
    corrected_from: int | None = None
    """When the result had been final before a correction changed it (or made it not
    final, or took it away and it came back): the final result it had then, perhaps
    equal. The table cannot know whether chips moved for it; the dealer can."""
    terms: Explanation | None = None
    """The bonus term (and the live cap's, if any), typed (:mod:`rules.poker.explain`):
    ``explanation`` in any language."""

    @property
    def final(self) -> bool:
        return self.stage is BonusStage.FINAL

    @property
    def payable(self) -> int:
        """What the table pays on the bonus now (a win less ``capped``; 0 for a loss)."""
        return max(0, self.result - self.capped)

    def to_json(self) -> dict[str, Any]:
        return {
            "box": self.box, "bonus_hand": self.category.key, "stake": self.stake, "outcome": self.outcome.value,
            "result": self.result, "jackpot_share": self.jackpot_share, "capped": self.capped,
            "stage": self.stage.value, "final_since": self.final_since, "corrected_from": self.corrected_from,
            "explanation": list(self.explanation),
        }


class Tracked(NamedTuple):
    """A bonus box's last final result (see :meth:`RoundState.bonus_results`)."""

    box: int
    result: int
    since: int
    """``len(steps)`` when it became final with this value."""
    replaced: int | None
    """The final result it replaced, if it had one before."""
    active: bool
    """Final now (False once a correction made it not final, or took it away)."""


Track = tuple[Tracked, ...]


def bonus_rows(house: HouseRules, meter: int, a: Analysis) -> list[BonusResult]:
    """The bonus results of an analysed round (``final_since`` not filled in)."""
    h = house
    lost_on_fold = h.bonus_lost_on_fold
    shares, shared_total = jackpot_shares(h, a.boxes, meter)
    # claims that may still come, or go: a bonus box not shown yet could claim the best
    # jackpot percentage; a claimant that may still fold and lose its claim
    top = max(h.jackpot_percent.values(), default=0) * meter // 100
    open_claims = False
    most = shared_total or sum(shares.values())  # the claims known now
    for b in a.boxes:
        e = b.entry
        if not e.bonus:
            continue
        if b.dealt_category is None:
            if h.jackpot_percent:
                open_claims = True
                most += top
        elif lost_on_fold and not _decided(e) and jackpot_claim(h, e, b.dealt_category, meter) is not None:
            open_claims = True
    settled_claims = not open_claims or most <= meter  # the shares cannot change any more
    out: list[BonusResult] = []
    for b in a.boxes:
        e, cat = b.entry, b.dealt_category
        if not e.bonus or cat is None:
            continue
        share = shares.get(e.box)
        result = bonus_figure(h, e, cat, share)
        if e.folds and lost_on_fold:
            outcome = BonusOutcome.LOST_ON_FOLD
        elif share is not None:
            outcome = BonusOutcome.JACKPOT
        elif result > 0:
            outcome = BonusOutcome.WIN
        else:
            outcome = BonusOutcome.LOSE
        if lost_on_fold and not _decided(e):
            stage = BonusStage.AWAITING_DECISION
        elif outcome is BonusOutcome.JACKPOT and not settled_claims:
            stage = BonusStage.AWAITING_CLAIMS
        else:
            stage = BonusStage.FINAL
        capped = max(0, result - h.max_payout) if h.cap_includes_bonus and outcome is BonusOutcome.WIN else 0
        terms: list[Term] = [explain_bonus(h, b, result, share, shared_total if share is not None else 0, meter)]
        if capped:
            terms.append(BonusCapped(result - capped, capped))
        explained = Explanation(h.currency, tuple(terms))
        out.append(BonusResult(
            box=e.box, category=cat, stake=e.bonus, outcome=outcome, result=result,
            jackpot_share=share if share is not None else 0, capped=capped, explanation=english_lines(explained),
            stage=stage, terms=explained,
        ))
    return out


def _decided(e: BoxEntry) -> bool:
    """The box has bet or folded (a dark box always bets)."""
    return e.dark or e.decision is not None


def next_track(track: Track, rows: list[BonusResult], steps: int) -> Track:
    """The bonus track after a step. A box whose result is final with a new value, or
    final again after a correction made it not final (or took it away), holds it from
    ``steps`` and remembers the final value it had before; the others keep theirs."""
    final = {r.box: r for r in rows if r.final}
    known = {t.box: t for t in track}
    for n, t in known.items():
        if n not in final and t.active:
            known[n] = t._replace(active=False)
    for n, r in final.items():
        before = known.get(n)
        if before is None:
            known[n] = Tracked(n, r.result, steps, None, True)
        elif not before.active or before.result != r.result:
            known[n] = Tracked(n, r.result, steps, before.result, True)
    return tuple(known[n] for n in sorted(known))
