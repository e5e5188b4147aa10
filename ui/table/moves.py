"""Words for the chips: the engine's per-term results of a box as the moves a dealer makes.

Nothing here is a figure of its own. Each term's signed result (from the player's
side), as the engine settled it, becomes a word the dealer acts on:

* result > 0: **PAY** the result (the stake stays with the player);
* result < 0: **TAKE** the stake lost;
* result = 0 on a stake: **RETURN** the stake (a push, or an invalid
  insurance bet, which the engine records as returned).

Fees were collected when the box bought (an exchange, a sixth card, a game)
and a folded box's Ante when it folded, so neither is a move of the
settlement. Nor is the bonus (UX.md step 3): the engine settles it on the five
cards as dealt (:meth:`rules.poker.table.RoundState.bonus_results`) and the
dealer pays or takes it at the bonus step, before anything else
(:func:`bonus_info`), unless the record holds it for a pit boss or it became
final only with the last entry; then it is moved with the rest.

Every figure a dealer acts on as a whole (what to pay on a box after the cap,
what the cap withheld, its net, whether it is held, approved, refused or ruled,
the house's figure) is the record of what is owed
(:mod:`dealer_app.services.owed`): whether a bonus is held is the record's
:func:`~dealer_app.services.owed.bonus_held`, and under a floor ruling or a cap
the settlement panel shows the record's figure in place of these words' amounts.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from dealer_app.services.owed import bonus_held
from rules.poker.settle import Outcome, Terms
from rules.poker.table import BonusOutcome, BonusResult, BonusStage
from ui.kit.explained import explanation_lines
from ui.table.viewmodel import BonusInfo, Move, MoveKind, SettlementInfo, TableInfo
from ui.table.viewmodel import BonusStage as ShownStage

__all__ = ["TERMS_NOW", "bonus_info", "bonus_moves", "moves_for_box", "with_bonus"]

TERMS_NOW = ("ante", "bet", "insurance")


def moves_for_box(stakes: Terms, results: Terms, *, outcome: Outcome, jackpot_share: int = 0) -> tuple[Move, ...]:
    """The settlement's moves of a box: Ante, Bet and insurance. The bonus (and its
    jackpot share, ``jackpot_share``) is not among them: see :func:`bonus_moves`."""
    del jackpot_share  # settled at the bonus step
    if outcome is Outcome.FOLD:
        return ()  # the Ante was collected at the fold
    out: list[Move] = []
    for term in TERMS_NOW:
        stake = getattr(stakes, term)
        result = getattr(results, term)
        if result > 0:
            out.append(Move(MoveKind.PAY, term, result))
        elif result < 0:
            out.append(Move(MoveKind.TAKE, term, -result))
        elif stake > 0:
            out.append(Move(MoveKind.RETURN, term, stake))
    return tuple(out)


# ------------------------------------------------------------------ the bonus step


def bonus_moves(r: BonusResult) -> tuple[Move, ...]:
    """The words for a bonus as the engine settled it: PAY its payable win (the engine's
    figure after the cap), PAY its jackpot share from the meter (nothing when the share is
    0), or TAKE the stake lost."""
    if r.outcome is BonusOutcome.JACKPOT:
        return (Move(MoveKind.PAY, "jackpot", r.jackpot_share),) if r.jackpot_share > 0 else ()
    if r.outcome is BonusOutcome.WIN:
        return (Move(MoveKind.PAY, "bonus", r.payable),)
    return (Move(MoveKind.TAKE, "bonus", -r.result),)


def bonus_info(r: BonusResult, steps: int, threshold: int | None = None) -> BonusInfo:
    """A box's bonus for the table screen after ``steps`` entries (``len(state.steps)``).

    Final with the last entry: moved now; final before it: moved then (the dealer
    went on). Whether it is held for a pit boss is the record's
    (:func:`dealer_app.services.owed.bonus_held`, the same rule the round's approvals
    hold by), never decided here."""
    if r.stage is BonusStage.AWAITING_DECISION:
        stage = ShownStage.AWAITING_DECISION
    elif r.stage is BonusStage.AWAITING_CLAIMS:
        stage = ShownStage.AWAITING_CLAIMS
    elif r.final_since == steps:
        stage = ShownStage.NOW
    else:
        stage = ShownStage.SETTLED
    held = bonus_held(r, threshold)
    return BonusInfo(
        box=r.box, category=r.category, stake=r.stake, result=r.result, stage=stage,
        moves=bonus_moves(r) if r.final else (), held=held, capped=r.capped,
        corrected_from=r.corrected_from if r.final else None, explanation=explanation_lines(r.terms, r.explanation),
    )


def with_bonus(info: TableInfo, bonus: Iterable[BonusInfo]) -> TableInfo:
    """``info`` with each box's bonus, and a settlement whose moves do not move again a
    bonus moved at the bonus step (it is listed as settled earlier); a bonus not moved
    yet (held for a pit boss, or final only with the last entry) is moved with the rest."""
    by_box = {b.box: b for b in bonus}
    boxes = tuple(replace(b, bonus_step=by_box.get(b.number)) for b in info.boxes)
    s = info.settlement
    if s is not None:
        rows = []
        for row in s.boxes:
            b = by_box.get(row.number)
            if b is None or not b.final:
                rows.append(row)
                continue
            if b.moved_earlier:
                moves, earlier = row.moves, (*b.moves, *row.earlier)
            else:
                moves, earlier = (*row.moves, *b.moves), row.earlier
            rows.append(replace(row, moves=moves, earlier=earlier, capped_bonus=b.capped))
        s = SettlementInfo(tuple(rows), s.house_net, s.jackpot_after, s.dealer)
    return replace(info, boxes=boxes, settlement=s)
