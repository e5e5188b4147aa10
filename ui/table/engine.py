"""The table screen's adapter to the engine's round state machine (no Qt).

Reads :class:`rules.poker.table.RoundState` into the view records of
:mod:`ui.table.viewmodel` and builds the engine's steps from what the dealer
typed. Every rule stays in the engine: a step built here is always checked
with ``state.check`` before it is sent, and the store applies it again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from dealer_app import refusal_codes
from dealer_app.services.owed import Standing
from dealer_app.wording import problems as wording
from rules.cards import Card
from rules.hands import Combination, Hand
from rules.poker.problems import Place, Problem
from rules.poker.record import Decision, NoGame
from rules.poker.settle import BoxSettlement as SettledBox
from rules.poker.settle import box_fees
from rules.poker.steps import Entry
from rules.poker.table import (
    BonusCards,
    BoxView,
    CloseBets,
    DealerCards,
    DealerReplacement,
    Decide,
    Exchange,
    FinalCards,
    Insure,
    NoGameChoice,
    Phase,
    PlaceBet,
    RoundState,
    SixthCard,
    Step,
    StepKind,
    Undo,
)
from rules.poker.table import (
    BoxStatus as EngineBoxStatus,
)
from ui.kit.explained import explanation_lines
from ui.table.moves import moves_for_box
from ui.table.records import RoundUpdate
from ui.table.viewmodel import (
    Approval,
    BoxInfo,
    BoxSettlement,
    BoxStatus,
    DealerInfo,
    EntryKind,
    HandInfo,
    Move,
    MoveKind,
    SettlementInfo,
    TableInfo,
)

__all__ = [
    "EntryError",
    "build_step",
    "card_count",
    "card_to_replace",
    "check",
    "expected_target",
    "insurance_range",
    "own_card",
    "previous_entry",
    "problem_text",
    "redraw_needed",
    "table_info",
    "undo_step",
    "used_cards",
]

Owner = int | str  # a box number, or "dealer"


class EntryError(ValueError):
    """What the dealer typed cannot become a step (before the engine is even asked)."""


# ------------------------------------------------------------------ steps


def _bet(state: RoundState, box: int) -> PlaceBet | None:
    for e in state.entries:
        if isinstance(e, PlaceBet) and e.box == box:
            return e
    return None


def build_step(state: RoundState, kind: EntryKind, box: int | None, value: Any) -> Step:
    """The engine step for an entry. ``value``: an amount (minor units), a count,
    or a tuple of cards, as the field gives it."""
    if kind in (EntryKind.ANTE, EntryKind.DARK, EntryKind.BONUS):
        assert box is not None
        current = _bet(state, box)
        if kind is EntryKind.BONUS:
            if current is None:
                raise EntryError(refusal_codes.BonusBeforeAnte(box=box))
            return PlaceBet(box, current.ante, bonus=int(value), dark=current.dark)
        bonus = current.bonus if current is not None else 0
        return PlaceBet(box, int(value), bonus=bonus, dark=kind is EntryKind.DARK)
    if kind is EntryKind.CLOSE_BETS:
        return CloseBets()
    if kind is EntryKind.BONUS_CARDS:
        assert box is not None
        return BonusCards(box, tuple(value))
    if kind is EntryKind.EXCHANGE:
        assert box is not None
        if isinstance(value, tuple) and len(value) == 2:  # (discard, draw) when the cards were seen
            return Exchange(box, discard=tuple(value[0]), draw=tuple(value[1]))
        return Exchange(box, count=int(value))
    if kind is EntryKind.SIXTH:
        assert box is not None
        return SixthCard(box)
    if kind is EntryKind.SIXTH_SEEN:
        assert box is not None
        cards = tuple(value)
        if len(cards) != 1:
            raise EntryError(refusal_codes.SixthCardNotOne(box=box, n=len(cards)))
        return SixthCard(box, cards[0])
    if kind in (EntryKind.PLAY, EntryKind.FOLD):
        assert box is not None
        return Decide(box, Decision.BET if kind is EntryKind.PLAY else Decision.FOLD)
    if kind is EntryKind.INSURANCE:
        assert box is not None
        return Insure(box, int(value))
    if kind is EntryKind.DEALER_CARDS:
        return DealerCards(tuple(value))
    if kind in (EntryKind.TAKE_ANTE, EntryKind.BUY_GAME):
        assert box is not None
        return NoGameChoice(box, NoGame.TAKE_ANTE if kind is EntryKind.TAKE_ANTE else NoGame.BUY_GAME)
    if kind is EntryKind.REPLACEMENT:
        cards = tuple(value)
        if len(cards) != 1:
            raise EntryError(refusal_codes.ReplacementsNotOne(n=len(cards)))
        return DealerReplacement(cards[0])
    if kind is EntryKind.FINAL_CARDS:
        assert box is not None
        return FinalCards(box, tuple(value))
    raise EntryError(refusal_codes.NotAnEntryKind(kind=kind))


def previous_entry(state: RoundState, step: Step) -> Entry | None:
    """The entry ``step`` would replace (a correction), or None when it fills an empty place.

    A bet changed while the bets are still open is not a correction (the dealer is
    still placing bets), so it gives None."""
    if isinstance(step, PlaceBet):
        if state.phase is Phase.BETS:
            return None
        return _bet(state, step.box)
    if isinstance(step, DealerCards):
        return next((e for e in state.entries if isinstance(e, DealerCards)), None)
    if isinstance(step, DealerReplacement):
        if state.phase is Phase.REPLACEMENT:
            return None
        reps = [e for e in state.entries if isinstance(e, DealerReplacement)]
        return reps[-1] if reps else None
    box = getattr(step, "box", None)
    if box is None:
        return None
    return next((e for e in state.entries if type(e) is type(step) and getattr(e, "box", None) == box), None)


def check(state: RoundState, step: Step) -> tuple[Problem, ...]:
    return state.check(step)


def undo_step(state: RoundState) -> Undo | None:
    """The engine's Undo, or None when there is nothing to undo."""
    step = Undo()
    return None if state.check(step) else step


def problem_text(problem: Problem, lang: str, currency: str) -> str:
    """A problem's line in the screen's language (it names the box or dealer and the
    field), rendered from its code and parameters; amounts in ``currency``."""
    return wording.problem_text(problem, lang, currency=currency)


# ------------------------------------------------------------------ what is next

_KIND_OF_STEP = {
    StepKind.PLACE_BET: EntryKind.ANTE,
    StepKind.CLOSE_BETS: EntryKind.CLOSE_BETS,
    StepKind.BONUS_CARDS: EntryKind.BONUS_CARDS,
    StepKind.EXCHANGE: EntryKind.EXCHANGE,
    StepKind.SIXTH_CARD: EntryKind.SIXTH,
    StepKind.DECIDE: EntryKind.PLAY,
    StepKind.INSURE: EntryKind.INSURANCE,
    StepKind.DEALER_CARDS: EntryKind.DEALER_CARDS,
    StepKind.NO_GAME_CHOICE: EntryKind.TAKE_ANTE,
    StepKind.DEALER_REPLACEMENT: EntryKind.REPLACEMENT,
    StepKind.FINAL_CARDS: EntryKind.FINAL_CARDS,
}


def expected_target(state: RoundState) -> tuple[EntryKind | None, int | None]:
    """The most pressing entry (kind, box): what Enter opens and the next-step line names.

    In the bets phase, once a box has a bet, it is "no more bets"; a box's
    decision and a no-game choice are keys (P/F, T/G), not fields."""
    if state.complete:
        return EntryKind.CONFIRM, None
    required = [e for e in state.expected() if not e.optional]
    if not required:
        return None, None
    if state.phase is Phase.BETS:
        closable = any(e.kind is StepKind.CLOSE_BETS for e in required)
        return (EntryKind.CLOSE_BETS if closable else EntryKind.ANTE), None
    first = required[0]
    return _KIND_OF_STEP.get(first.kind), first.box


def cards_kind(state: RoundState) -> EntryKind:
    """What C enters for a box now: the dealt five until the decisions are made, then
    the cards shown at the showdown."""
    return EntryKind.BONUS_CARDS if state.phase in (Phase.BETS, Phase.BONUS, Phase.DECISIONS) else EntryKind.FINAL_CARDS


def card_count(state: RoundState, kind: EntryKind, box: int | None) -> int | None:
    if kind is EntryKind.FINAL_CARDS and box is not None:
        try:
            view = state.box(box)
        except KeyError:
            return 5
        return 6 if view.sixth_bought else 5
    if kind in (EntryKind.BONUS_CARDS, EntryKind.DEALER_CARDS):
        return 5
    if kind in (EntryKind.REPLACEMENT, EntryKind.SIXTH_SEEN):
        return 1
    return None


def insurance_range(state: RoundState, box: int | None) -> tuple[int, int] | None:
    return state.insurance_range(box) if box is not None else None


def card_to_replace(state: RoundState) -> Card | None:
    return state.card_to_replace()


def redraw_needed(state: RoundState) -> bool:
    return state.redraw_needed()


# ------------------------------------------------------------------ cards in use


def used_cards(state: RoundState) -> dict[Card, Owner]:
    """Every card named so far and where it is (box number or "dealer")."""
    out: dict[Card, Owner] = {}
    for v in state.boxes():
        for group in (v.dealt_cards, v.final_cards):
            for c in group or ():
                out.setdefault(c, v.box)
        if v.exchange is not None:
            for c in (v.exchange.discard or ()) + (v.exchange.draw or ()):
                out.setdefault(c, v.box)
        if v.sixth_card is not None:
            out.setdefault(v.sixth_card, v.box)
    record = state.record
    for c in record.dealer_cards or ():
        out.setdefault(c, "dealer")
    for c in record.replacements:
        out.setdefault(c, "dealer")
    # anything the engine counts that the views did not show
    for c in state.used_cards():
        out.setdefault(c, "round")
    return out


def own_card(state: RoundState, kind: EntryKind, box: int | None, card: Card) -> bool:
    """Whether ``card`` is already recorded for the same place as the entry (a
    correction, or final cards that repeat the dealt ones)."""
    where = used_cards(state).get(card)
    if kind in (EntryKind.DEALER_CARDS,):
        return where == "dealer"
    if kind is EntryKind.REPLACEMENT:
        return False
    return where == box


# ------------------------------------------------------------------ views


def _hand(h: Hand | Combination | None) -> HandInfo | None:
    if h is None:
        return None
    combo = h.combination_cards if isinstance(h, Hand) else h.cards
    return HandInfo(h.category, tuple(h.cards), tuple(combo))


def _box_expects(state: RoundState, v: BoxView | None, dark_allowed: bool) -> frozenset[EntryKind]:
    phase = state.phase
    if phase is Phase.BETS:
        kinds = {EntryKind.ANTE}
        if dark_allowed:
            kinds.add(EntryKind.DARK)
        if v is not None:
            kinds.add(EntryKind.BONUS)
        return frozenset(kinds)
    if v is None:
        return frozenset()
    out: set[EntryKind] = set()
    if phase is Phase.BONUS and v.bonus and v.dealt_cards is None:
        out.add(EntryKind.BONUS_CARDS)
    if phase is Phase.DECISIONS and v.decision is None and not v.dark:
        if v.exchange is None and not v.sixth_bought:
            out.add(EntryKind.EXCHANGE)
        if not v.sixth_bought and (v.exchange is None or str(state.house.improvements) == "both"):
            out.add(EntryKind.SIXTH)
        out |= {EntryKind.PLAY, EntryKind.FOLD}
    if phase in (Phase.DECISIONS, Phase.DEALER) and v.decision is Decision.BET and not v.dark and not v.insurance:
        out.add(EntryKind.INSURANCE)
    if phase is Phase.NO_GAME and v.decision is Decision.BET and not v.dark and v.no_game is None:
        out |= {EntryKind.TAKE_ANTE, EntryKind.BUY_GAME}
    if phase is Phase.SHOWDOWN and v.final_cards is None and (v.dark or v.decision is Decision.BET):
        out.add(EntryKind.FINAL_CARDS)
    return frozenset(out)


def _status(state: RoundState, v: BoxView | None) -> BoxStatus:
    if v is None:
        return BoxStatus.EMPTY
    phase = state.phase
    if v.status is EngineBoxStatus.FOLDED:
        return BoxStatus.FOLDED
    if v.status is EngineBoxStatus.SETTLED:
        return BoxStatus.SETTLED
    if v.status is EngineBoxStatus.BOUGHT_GAME or (v.no_game is NoGame.BUY_GAME):
        return BoxStatus.BOUGHT
    if v.no_game is NoGame.TAKE_ANTE:
        return BoxStatus.TOOK_ANTE
    if v.dark:
        return BoxStatus.DARK
    if phase in (Phase.BETS, Phase.BONUS):
        return BoxStatus.BET
    if v.decision is None:
        return BoxStatus.DECIDING
    if phase is Phase.SHOWDOWN and v.final_cards is None:
        return BoxStatus.SHOWDOWN
    return BoxStatus.PLAYING


def table_info(update: RoundUpdate, where_label: Callable[[Owner], str] | None = None) -> TableInfo:
    """The whole table screen's content for a :class:`ui.table.records.RoundUpdate`."""
    state = update.state
    house = state.house
    label = where_label or (lambda w: f"box {w}" if isinstance(w, int) else str(w))
    views = {v.box: v for v in state.boxes()}
    taken = taken_moves(state)
    early = {} if state.complete else state.early_results()
    boxes = []
    for n in range(1, house.boxes + 1):
        v = views.get(n)
        if v is None:
            boxes.append(BoxInfo(n, BoxStatus.EMPTY, expects=_box_expects(state, None, house.dark_boxes_allowed)))
            continue
        ex = v.exchange
        boxes.append(BoxInfo(
            number=n,
            status=_status(state, v),
            ante=v.ante,
            bonus=v.bonus,
            bet=v.bet,
            insurance=v.insurance,
            fees=v.fees,
            dark=v.dark,
            dealt_cards=tuple(v.dealt_cards or ()),
            dealt=state.phase is not Phase.BETS,
            final=tuple(v.final_cards or ()),
            exchanged=ex.count if ex is not None else None,
            sixth_card=v.sixth_bought,
            hand=_hand(v.hand),
            hand2=_hand(v.second_hand),
            bonus_hand=v.bonus_hand,
            insurance_invalid=v.insurance_returned,
            expects=_box_expects(state, v, house.dark_boxes_allowed),
            taken=taken.get(n, ()),
            result=_result_moves(early[n].settlement, v) if n in early else None,
            result_net=early[n].settlement.net if n in early else 0,
            result_pending=early[n].pending if n in early else (),
            result_owed=getattr(update, "early", {}).get(n),
        ))
    a = state.analysis
    d = a.dealer
    # the dealer's cards as they lie now: each replacement in the place of the card it replaced
    current = list(state.record.dealer_cards or ())
    for out, new in zip(d.replaced, state.record.replacements, strict=False):
        if out in current:
            current[current.index(out)] = new
    dealer = DealerInfo(
        dealt=state.phase is not Phase.BETS,
        cards=tuple(current),
        hand=_hand(d.hand),
        qualified=d.qualified,
        bought=d.bought,
        replaced=tuple(d.replaced[: len(state.record.replacements)]) if d.bought else (),
        replacements=tuple(state.record.replacements),
        final_hand=_hand(d.final_hand),
        final_qualified=d.final_qualified,
        card_to_replace=state.card_to_replace(),
        redraw_needed=state.redraw_needed(),
    )
    used = {c: label(w) for c, w in used_cards(state).items()}
    expects: set[EntryKind] = set()
    phase = state.phase
    if phase is Phase.BETS and views:
        expects.add(EntryKind.CLOSE_BETS)
    if phase is Phase.DEALER:
        expects.add(EntryKind.DEALER_CARDS)
    if phase is Phase.REPLACEMENT:
        expects.add(EntryKind.REPLACEMENT)
    if phase is Phase.COMPLETE:
        expects.add(EntryKind.CONFIRM)
    settlement = _settlement(state, update, dealer) if state.complete else None
    return TableInfo(
        phase=str(phase), prompt="", keys=(), boxes=tuple(boxes), dealer=dealer, used=used,
        settlement=settlement, round_number=update.number, expects=frozenset(expects),
    )


def _settlement(state: RoundState, update: RoundUpdate, dealer: DealerInfo) -> SettlementInfo | None:
    """The settlement panel's content: the engine's moves per term, every figure the
    dealer acts on (net, what to pay, held, decided) from the record of what is owed."""
    s = state.settlement()
    owed = update.owed
    if s is None or owed is None:
        return None
    house = state.house
    views = {v.box: v for v in state.boxes()}
    taken = taken_moves(state)
    out = []
    for b in s.boxes:
        o = owed.box(b.box)
        satisfied = o.standing in (Standing.APPROVED, Standing.RULED)
        v = views.get(b.box)
        out.append(BoxSettlement(
            number=b.box,
            outcome=b.outcome,
            moves=_result_moves(b, v),
            net=o.net,
            capped=b.capped,
            pay_total=o.pay,
            explanation=explanation_lines(b.terms, b.explanation),
            hand=_hand(b.hand),
            hand2=_hand(b.second_hand) if house.two_hands else None,
            insurance_invalid=bool(v.insurance_returned) if v is not None else False,
            approvals=tuple(Approval(i.box, i.amount, i.kind,
                                     o.decision.by if satisfied and o.decision is not None else None)
                            for i in o.held),
            jackpot_share=b.jackpot_share,
            cap_includes_bonus=house.cap_includes_bonus,
            earlier=taken.get(b.box, ()),
            owed=o,
            queued=b.jackpot_claim and update.jackpot_ahead is not None,
            behind=update.jackpot_behind if b.jackpot_claim else (),
        ))
    return SettlementInfo(tuple(out), owed.house_net, owed.jackpot_after, dealer)


def _result_moves(b: SettledBox, v: BoxView | None) -> tuple[Move, ...]:
    """A settled box's moves: Ante, Bet and insurance (an invalid insurance returned)."""
    moves = moves_for_box(b.stakes, b.results, outcome=b.outcome, jackpot_share=b.jackpot_share)
    if v is not None and v.insurance_returned:
        # an invalid insurance bet: the engine settles without it and says to return it
        moves = (*moves, Move(MoveKind.RETURN, "insurance", v.insurance))
    return moves


def taken_moves(state: RoundState) -> dict[int, tuple[Move, ...]]:
    """Per box, the money taken at the step that caused it, before the settlement: each
    fee as the exchange, sixth card or game is bought, and the Ante at a fold."""
    out: dict[int, tuple[Move, ...]] = {}
    if state.phase is Phase.BETS:
        return out
    for b in state.analysis.boxes:
        e = b.entry
        exchange, sixth, buy = box_fees(state.house, e, e.no_game is NoGame.BUY_GAME)
        moves = [Move(MoveKind.TAKE, term, amount) for term, amount in
                 (("exchange_fee", exchange), ("sixth_fee", sixth), ("buy_fee", buy)) if amount]
        if e.decision is Decision.FOLD:
            moves.append(Move(MoveKind.TAKE, "ante", e.ante))
        if moves:
            out[e.box] = tuple(moves)
    return out


def where_text(where: Owner | Place) -> str:
    return f"box {where}" if isinstance(where, int) else str(where)

