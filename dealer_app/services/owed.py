"""What is owed at the table: the one record of every money figure a person acts on.

The engine settles a round; the log then holds what pit bosses decided about it
(an approval, a refusal, a floor ruling). This module puts the two together once,
per box: the engine's figure (``computed_net``), what the cap withheld, what waits
for a pit boss, who decided what and why, and the figure that stands (``net``),
with what moves at the settlement now (``now``: the standing figure less what
moved at earlier steps: fees as bought, the Ante at a fold, a bonus paid or taken
at the bonus step). The table, the console and the reports render this record;
none of them works a figure out for itself.

Money is signed from the player's side, in minor units (``> 0``: the house pays).
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from dataclasses import replace as _replace
from typing import TYPE_CHECKING

from dealer_app.audit.settlement_checks import ApprovalItem, ApprovalKind, box_payout
from dealer_app.store.entries import FloorRuling, Refused
from rules.poker.bonus import BonusOutcome, BonusResult
from rules.poker.settle import BoxSettlement, Outcome, Settlement

if TYPE_CHECKING:
    from dealer_app.services.rounds import ApprovalState
    from rules.poker.table import RoundState

__all__ = [
    "ApprovalItem",
    "ApprovalKind",
    "Before",
    "BoxOwed",
    "Decision",
    "RoundOwed",
    "Standing",
    "TableNews",
    "VoidNotice",
    "bonus_held",
    "box_owed_early",
    "house_total",
    "moved_before",
    "round_owed",
    "settled_owed",
    "state_early",
    "state_owed",
    "voided_owed",
]


class Standing(enum.StrEnum):
    """Where a box's figure stands."""

    COMPUTED = "computed"
    """Nothing held: the engine's figure is the one to move."""
    HELD = "held"
    """Waits for a pit boss's co-signature: nothing held is paid yet."""
    APPROVED = "approved"
    """Co-signed by a pit boss: the engine's figure stands."""
    REFUSED = "refused"
    """A pit boss refused it: nothing held is paid; the dealer corrects, or a pit boss rules."""
    RULED = "ruled"
    """A pit boss's floor ruling replaced the engine's figure."""
    VOIDED = "voided"
    """A pit boss voided the round: it counts nothing (a settled one's chips were moved)."""


@dataclass(frozen=True, slots=True)
class Decision:
    """A pit boss's decision about a box: who, why, and the log entry that records it."""

    standing: Standing
    by: str
    reason: str = ""
    seq: int = 0


@dataclass(frozen=True, slots=True)
class BoxOwed:
    """One box: the engine's figure, what the log decided, and the figure that stands."""

    box: int
    computed_net: int
    """The engine's net for the box (after the cap)."""
    net: int
    """The figure that stands: a floor ruling's, else the engine's."""
    capped: int
    """What the cap withheld (the engine's)."""
    before: int
    """Moved at earlier steps (signed): fees as bought, the Ante at a fold, a bonus moved at
    the bonus step. Never moved again."""
    payout: int = 0
    """The engine's whole payout for the box (winning terms less the cap), including what
    was paid at earlier steps."""
    paid_before: int = 0
    """The part of ``payout`` paid at earlier steps (a bonus paid at the bonus step)."""
    pay_capped: int = 0
    """When the cap withheld something: what the capped terms moved at the settlement
    pay together, after the cap (one PAY on the screen)."""
    held: tuple[ApprovalItem, ...] = ()
    """What waits for (or waited for) a pit boss's co-signature."""
    standing: Standing = Standing.COMPUTED
    decision: Decision | None = None
    final: bool = True
    """Whether a later step can still change the figure (an early result with its
    insurance to come is not final)."""
    voided: bool = False
    """The round was voided: it counts nothing (``counts`` is 0), though ``net`` is what the
    box moved as it stood."""

    @property
    def counts(self) -> int:
        """What the box's figure counts for the shift: 0 once the round is voided, else the
        standing figure."""
        return 0 if self.voided else self.net

    @property
    def now(self) -> int:
        """What moves on the box at the settlement (signed): the standing figure less what
        moved before."""
        return self.net - self.before

    @property
    def pay(self) -> int:
        """What the dealer pays on the box in chips at the settlement: the engine's payout
        less what was paid before; under a floor ruling, what the ruling leaves to pay."""
        if self.standing is Standing.RULED:
            return max(0, self.now)
        return self.payout - self.paid_before

    @property
    def difference(self) -> int:
        """The standing figure less the engine's (a ruling's change; 0 otherwise)."""
        return self.net - self.computed_net

    @property
    def waiting(self) -> bool:
        """Nothing held may be paid yet: waiting for a pit boss, or refused."""
        return self.standing in (Standing.HELD, Standing.REFUSED)

    @property
    def ruled(self) -> bool:
        return self.standing is Standing.RULED


@dataclass(frozen=True, slots=True)
class RoundOwed:
    """A complete round: every box's record, the house's figure and the meter after it."""

    boxes: tuple[BoxOwed, ...]
    house_computed: int
    """The engine's house net (the house's side)."""
    jackpot_after: int
    approval: Decision | None = None
    """The approval in force for the round as it stands."""
    refusal: Decision | None = None
    """The refusal not answered yet."""
    void: Decision | None = None
    """Who voided the round and why (a void counts nothing; the figures above are what
    stood when it was voided)."""

    @property
    def house_net(self) -> int:
        """The house's figure that stands: the engine's less every ruling's change."""
        return self.house_computed - sum(b.difference for b in self.boxes)

    @property
    def house_counts(self) -> int:
        """What the round counts for the house: 0 once voided, else :attr:`house_net`."""
        return 0 if self.void is not None else self.house_net

    @property
    def house_computed_counts(self) -> int:
        """The engine's house figure as the round counts it: 0 once voided."""
        return 0 if self.void is not None else self.house_computed

    @property
    def waiting(self) -> tuple[BoxOwed, ...]:
        return tuple(b for b in self.boxes if b.waiting)

    @property
    def held_total(self) -> int:
        """Everything held for a pit boss's co-signature on the round (payouts and jackpot shares)."""
        return sum(i.amount for b in self.boxes for i in b.held)

    def box(self, number: int) -> BoxOwed:
        for b in self.boxes:
            if b.box == number:
                return b
        raise KeyError(number)


def bonus_held(r: BonusResult, threshold: int | None) -> ApprovalKind | None:
    """Why a box's bonus waits for a pit boss (a jackpot share, a payout over the threshold) or None:
    every jackpot share, and a fixed-odds win at or above the threshold (the box's
    payout can only add to it)."""
    if r.outcome is BonusOutcome.JACKPOT:
        return ApprovalKind.JACKPOT
    if r.outcome is BonusOutcome.WIN and threshold is not None and r.payable >= threshold:
        return ApprovalKind.PAYOUT
    return None


def _bonus_moved_at_bonus_step(r: BonusResult, steps: int, threshold: int | None) -> bool:
    return r.final and r.final_since != steps and bonus_held(r, threshold) is None


@dataclass(frozen=True, slots=True)
class Before:
    """What moved on a box at earlier steps: signed (``net``), and the part paid (``paid``)."""

    net: int = 0
    paid: int = 0
    pay_capped: int = 0
    """What the capped terms moved at the settlement pay together, after the cap (the
    Ante, Bet and insurance, and the bonus when the cap includes it and it moves then)."""


def moved_before(state: RoundState, settlement: Settlement | Iterable[BoxSettlement],
                 threshold: int | None) -> dict[int, Before]:
    """Per box, what moved at earlier steps (signed, player's side): its fees as bought,
    its Ante at a fold, and its bonus when it was paid or taken at the bonus step (final
    before the last entry and not held)."""
    boxes = settlement.boxes if isinstance(settlement, Settlement) else tuple(settlement)
    steps = len(state.steps)
    bonus = {r.box: r for r in state.bonus_results()}
    out: dict[int, Before] = {}
    with_bonus = state.house.cap_includes_bonus
    for b in boxes:
        moved, paid = b.results.fees, 0
        if b.outcome is Outcome.FOLD:
            moved += b.results.ante
        res = b.results
        capped_pay = sum(max(0, v) for v in (res.ante, res.bet, res.insurance)) if b.outcome is not Outcome.FOLD else 0
        r = bonus.get(b.box)
        withheld = b.capped - (r.capped if r is not None else 0)
        if r is not None and _bonus_moved_at_bonus_step(r, steps, threshold):
            moved += r.result - r.capped
            paid = max(0, r.result - r.capped)
        elif r is not None and with_bonus and r.outcome is BonusOutcome.WIN and r.final:
            capped_pay += r.payable
        out[b.box] = Before(moved, paid, max(0, capped_pay - withheld))
    return out


def _decisions(approvals: ApprovalState | None, names: Callable[[int | None], str]) -> tuple[Decision | None, Decision | None,
                                                                            dict[int, tuple[Decision, int]]]:
    """The approval in force, the refusal not answered, and per box its latest ruling
    (with the ruled net), from an :class:`~dealer_app.services.rounds.ApprovalState`."""
    approval = refusal = None
    if approvals is None:
        return None, None, {}
    if approvals.approved_seq is not None:
        approval = Decision(Standing.APPROVED, names(approvals.approval_actor), "", approvals.approved_seq)
    r = approvals.outstanding_refusal
    if r is not None:
        refusal = Decision(Standing.REFUSED, names(r.actor), r.body_as(Refused).reason, r.seq)
    rulings: dict[int, tuple[Decision, int]] = {}
    for e in approvals.rulings:
        p = e.body_as(FloorRuling)
        rulings[p.box] = (Decision(Standing.RULED, names(e.actor), p.reason, e.seq), p.net)
    return approval, refusal, rulings


def round_owed(settlement: Settlement, before: Mapping[int, Before], held: Iterable[ApprovalItem], approvals: ApprovalState | None,
               names: Callable[[int | None], str]) -> RoundOwed:
    """The record of a complete round: the engine's settlement, what moved before
    (:func:`moved_before`), what is held, and the log's decisions about the round as it
    stands (an ``ApprovalState``, or None when nothing was asked)."""
    approval, refusal, rulings = _decisions(approvals, names)
    held_by_box: dict[int, list[ApprovalItem]] = {}
    for item in held:
        held_by_box.setdefault(item.box, []).append(item)
    out = []
    for b in settlement.boxes:
        items = tuple(held_by_box.get(b.box, ()))
        net, decision, standing = b.net, None, Standing.COMPUTED
        ruling = rulings.get(b.box)
        if ruling is not None:
            decision, net = ruling
            standing = Standing.RULED
        elif items and approval is not None:
            decision, standing = approval, Standing.APPROVED
        elif items and refusal is not None:
            decision, standing = refusal, Standing.REFUSED
        elif items:
            standing = Standing.HELD
        moved = before.get(b.box, Before())
        out.append(BoxOwed(b.box, b.net, net, b.capped, moved.net, box_payout(b), moved.paid, moved.pay_capped,
                           items, standing, decision))
    return RoundOwed(tuple(out), settlement.house_net, settlement.jackpot_after, approval, refusal)


def settled_owed(settlement: Settlement, rulings: Iterable[tuple[int, int, Decision]], *,
                 void: Decision | None = None, approval: Decision | None = None) -> RoundOwed:
    """The record of a confirmed round: the stored settlement, the floor rulings in force
    (``(box, net, decision)`` in log order: those the round was confirmed with and those made
    after settlement; a later one on a box replaces an earlier one) and the void, if any.
    Nothing waits any more; a void leaves the standing figures as they were (what the chips
    did) and makes the round count nothing."""
    ruled: dict[int, tuple[int, Decision]] = {}
    for box, ruled_net, by in rulings:
        ruled[box] = (ruled_net, by)
    out = []
    for b in settlement.boxes:
        net, standing = b.net, Standing.COMPUTED
        decision: Decision | None = None
        r = ruled.get(b.box)
        if r is not None:
            (net, decision), standing = r, Standing.RULED
        out.append(BoxOwed(b.box, b.net, net, b.capped, 0, box_payout(b), 0, 0, (), standing, decision,
                           voided=void is not None))
    return RoundOwed(tuple(out), settlement.house_net, settlement.jackpot_after, approval, None, void)


def voided_owed(owed: RoundOwed, void: Decision) -> RoundOwed:
    """The record of a round voided as it stood (a misdeal, or a void after settling): the
    same figures, counting nothing."""
    return RoundOwed(tuple(_replace(b, voided=True) for b in owed.boxes), owed.house_computed, owed.jackpot_after,
                     owed.approval, owed.refusal, void)


def house_total(rounds: Iterable[RoundOwed | None]) -> tuple[int, int]:
    """What rounds count for the house together: the engine's figure and the one that stands
    (rulings applied, voided rounds nothing); a round not settled (None) adds nothing."""
    computed = standing = 0
    for r in rounds:
        if r is not None:
            computed += r.house_computed_counts
            standing += r.house_counts
    return computed, standing


def box_owed_early(b: BoxSettlement, before: Before, threshold: int | None, *,
                   pending: tuple[str, ...] = ()) -> BoxOwed:
    """A box's record before the round is complete (its own result known early): capped
    as the engine caps it, and held when its payout is at or above ``threshold`` (what the
    round's approvals will hold); not final while terms are ``pending``."""
    payout = box_payout(b)
    items = (ApprovalItem(b.box, ApprovalKind.PAYOUT, payout),) if threshold is not None and payout >= threshold else ()
    return BoxOwed(b.box, b.net, b.net, b.capped, before.net, payout, before.paid, before.pay_capped, items,
                   Standing.HELD if items else Standing.COMPUTED, final=not pending)


def state_owed(state: RoundState, threshold: int | None, *, approvals: ApprovalState | None = None,
               names: Callable[[int | None], str] = str) -> RoundOwed | None:
    """The record of a complete round state (None while entries are missing): held as
    ``approvals`` (an ``ApprovalState``) says, with its decisions; without approvals
    (practice), nothing is held."""
    if not state.complete:
        return None
    settlement = state.settlement()
    if settlement is None:
        return None
    held = approvals.required if approvals is not None else ()
    return round_owed(settlement, moved_before(state, settlement, threshold), held, approvals, names)


def state_early(state: RoundState, threshold: int | None) -> dict[int, BoxOwed]:
    """Per box whose result is known before the round is complete, its record (capped,
    held as the round's approvals will hold it, final or not)."""
    if state.complete:
        return {}
    early = state.early_results()
    before = moved_before(state, [e.settlement for e in early.values()], threshold)
    return {n: box_owed_early(e.settlement, before.get(n, Before()), threshold, pending=e.pending)
            for n, e in early.items()}


@dataclass(frozen=True, slots=True)
class VoidNotice:
    """A settled round voided afterwards: it counts nothing, but its chips were moved. What
    each box netted as it stood when voided (signed, player's side), who voided it and why."""

    round_number: int
    by: str
    reason: str
    seq: int
    moved: tuple[tuple[int, int], ...]
    """(box, net as it stood: the ruled figure where a floor ruling replaced the engine's)."""


@dataclass(frozen=True, slots=True)
class TableNews:
    """What a station between entries asks the store for: the jackpot meter as it stands
    now (a linked meter moves with other tables) and the settled rounds voided afterwards."""

    meter: int
    voids: tuple[VoidNotice, ...] = ()
