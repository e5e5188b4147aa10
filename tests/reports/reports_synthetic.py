"""Synthetic, self-consistent report data for the renderer's own tests and the
benchmark's render-only figures (the store-backed tests use real shifts).

Rounds are dealt from a seeded deck and evaluated with the real hand
evaluator; the money is plausible but not a settlement (the engine's job):
what matters here is that every record is consistent (net = Σ results −
capped, house result = −Σ net) so the report's arithmetic can be checked.
"""

from __future__ import annotations

import random
from dataclasses import replace
from datetime import UTC, date, datetime, timedelta

from dealer_app.reporting import (
    Approval,
    ApprovalSubject,
    AuditAnchor,
    BoxLine,
    Correction,
    CorrectionKind,
    DealerView,
    DutyRole,
    HandView,
    JackpotLedger,
    MeterChange,
    MeterMovement,
    OnDuty,
    RoundLine,
    RoundSlip,
    RulesInUse,
    ShiftHeader,
    ShiftReport,
    Verdict,
    gains,
)
from rules.cards import FULL_DECK
from rules.hands import Category, best_hand, evaluate
from rules.poker.record import Decision, ExchangeEntry
from rules.poker.settle import Outcome, Terms

OPEN = datetime(2026, 3, 14, 19, 0, tzinfo=UTC)
PAY = {Category.ACE_KING: 1, Category.ONE_PAIR: 1, Category.TWO_PAIR: 2, Category.THREE_OF_A_KIND: 3, Category.STRAIGHT: 4,
       Category.FLUSH: 5, Category.FULL_HOUSE: 7, Category.FOUR_OF_A_KIND: 20, Category.STRAIGHT_FLUSH: 50, Category.ROYAL_FLUSH: 100}
BONUS = {Category.TWO_PAIR: 2, Category.THREE_OF_A_KIND: 7, Category.STRAIGHT: 40, Category.FLUSH: 50, Category.FULL_HOUSE: 70, Category.FOUR_OF_A_KIND: 200}


def synthetic_round(rng: random.Random, number: int, at: datetime, jackpot: int, *, max_payout: int = 1_000_000,
                    force_cap: bool = False, force_jackpot: bool = False) -> RoundLine:
    deck = list(FULL_DECK)
    rng.shuffle(deck)
    dealer_cards = tuple(deck[:5])
    pos = 5
    dealer_hand = evaluate(dealer_cards)
    qualified = dealer_hand.category >= Category.ACE_KING
    boxes = []
    n_boxes = rng.randint(1, 6)
    for box in sorted(rng.sample(range(1, 7), n_boxes)):
        cards = tuple(deck[pos : pos + 5])
        pos += 5
        ante = rng.choice((500, 1000, 2000, 2500, 5000))
        bonus = rng.choice((0, 0, 0, 100, 500))
        hand = best_hand(cards)
        fold = hand.category < Category.ACE_KING and rng.random() < 0.7
        exchange = None
        fees = 0
        if not fold and rng.random() < 0.15:
            exchange = ExchangeEntry(count=2)
            fees = -ante
        bet = 0 if fold else 2 * ante
        bonus_res = 0
        share = 0
        if bonus:
            bh = evaluate(cards).category
            bonus_res = bonus * BONUS.get(bh, 0) if bh in BONUS else -bonus
        if force_jackpot and box == 1 and bonus:
            share = jackpot // 10
            bonus_res = share
        if fold:
            res = Terms(-ante, 0, bonus_res, 0, fees)
            outcome = Outcome.FOLD
        elif not qualified:
            res = Terms(ante, 0, bonus_res, 0, fees)
            outcome = Outcome.NO_GAME
        elif hand.strength > dealer_hand.strength:
            res = Terms(0, bet * PAY.get(hand.category, 1), bonus_res, 0, fees)
            outcome = Outcome.WIN
        elif hand.strength < dealer_hand.strength:
            res = Terms(-ante, -bet, bonus_res, 0, fees)
            outcome = Outcome.LOSE
        else:
            res = Terms(0, 0, bonus_res, 0, fees)
            outcome = Outcome.PUSH
        if force_cap and box == 1 and not fold:
            res = Terms(0, max_payout + 123_400, bonus_res, 0, fees)
            outcome = Outcome.WIN
        winnings = max(0, res.ante) + max(0, res.bet) + max(0, res.insurance)
        capped = max(0, winnings - max_payout)
        net = res.total - capped
        stakes = Terms(ante, bet, bonus, 0, -fees)
        expl = [f"Ante {ante / 100:.2f}: {outcome.value.replace('_', ' ')}"]
        if res.bet > 0:
            expl.append(f"Bet {bet / 100:.2f} × {PAY.get(hand.category, 1)} ({hand.category.label}) = {res.bet / 100:.2f}")
        if capped:
            expl.append(f"capped at {max_payout / 100:.2f}: {capped / 100:.2f} withheld")
        boxes.append(
            BoxLine(
                box=box, stakes=stakes, results=res, capped=capped, net=net, outcome=outcome,
                decision=Decision.FOLD if fold else Decision.BET, dealt=cards, exchange=exchange,
                final_cards=None if fold else cards, hand=None if fold else HandView(hand.category, hand.cards),
                bonus_hand=evaluate(cards).category if bonus else None, jackpot_share=share, explanation=tuple(expl),
            )
        )
    house = -sum(b.net for b in boxes)
    shares = sum(b.jackpot_share for b in boxes)
    dv = DealerView(cards=dealer_cards, hand=HandView(dealer_hand.category, dealer_hand.cards), qualified=qualified,
                    final_hand=HandView(dealer_hand.category, dealer_hand.cards), final_qualified=qualified)
    return RoundLine(
        round_id=f"R{number:06d}", number=number, settled_at=at, dealer="Ana Dealer" if number % 200 < 100 else "Boris Dealer",
        rules_version="house-1", jackpot_before=jackpot, jackpot_after=jackpot - shares, boxes=tuple(boxes), house_net=house,
        dealer_view=dv, started_at=at - timedelta(seconds=50),
    )


def synthetic_shift(n_rounds: int, seed: int = 7, *, corrections: bool = True, simulated: bool = True) -> ShiftReport:
    rng = random.Random(seed)
    rounds: list[RoundLine] = []
    jackpot = 2_500_000
    start = jackpot
    movements: list[MeterMovement] = []
    approvals: list[Approval] = []
    cors: list[Correction] = []
    for i in range(1, n_rounds + 1):
        at = OPEN + timedelta(seconds=55 * i)
        r = synthetic_round(rng, i, at, jackpot, force_cap=(i % 97 == 5), force_jackpot=(i == 3))
        for b in r.boxes:
            if b.jackpot_share:
                jackpot -= b.jackpot_share
                movements.append(MeterMovement(MeterChange.SHARE, at, -b.jackpot_share, jackpot, r.round_id, i, b.box, "Pia Pitboss", "straight flush"))
                approvals.append(Approval(ApprovalSubject.JACKPOT_SHARE, Verdict.APPROVED, at, "Pia Pitboss", r.dealer, r.round_id, i, b.box, b.jackpot_share))
            if b.capped:
                approvals.append(Approval(ApprovalSubject.LARGE_PAYOUT, Verdict.APPROVED, at, "Pia Pitboss", r.dealer, r.round_id, i, b.box, gains(b.results) - b.capped))
        if corrections and i == 4:
            v = Correction(CorrectionKind.VOID, r.round_id, at + timedelta(minutes=2), "Pia Pitboss", "Card exposed during the deal; misdeal declared.", i, approved_by="Pia Pitboss")
            r = replace(r, void=v)
            cors.append(v)
        if corrections and i == 6:
            b = r.boxes[0]
            ruling = Correction(CorrectionKind.FLOOR_RULING, r.round_id, at + timedelta(minutes=3), "Pia Pitboss",
                                "Player's exchange was dealt out of order; floor returns the Ante.", i, b.box, b.net, b.net + 1000, approved_by="Pia Pitboss")
            r = replace(r, rulings=(ruling,))
            cors.append(ruling)
        if i == 8 and corrections:
            approvals.append(Approval(ApprovalSubject.LARGE_PAYOUT, Verdict.REFUSED, at, "Pia Pitboss", r.dealer, r.round_id, i, 2, 1_200_000, "Amount entered twice; re-entered."))
        r = replace(r, approvals=tuple(a for a in approvals if a.round_id == r.round_id))
        rounds.append(r)
        if i % 50 == 25:
            jackpot += 12_345
            movements.append(MeterMovement(MeterChange.ADJUSTMENT, at, 12_345, jackpot, by="Pia Pitboss", reason="Meter seeded after the count."))
    closed = OPEN + timedelta(seconds=55 * n_rounds + 600)
    header = ShiftHeader(
        casino="Casino Lumière", table="RP-3", shift_id="2026-03-14-N", simulated=simulated, opened_at=OPEN, closed_at=closed,
        currency="EUR", timezone="Europe/Malta", locale="en_GB", gaming_day=date(2026, 3, 14),
        dealers=(OnDuty("Ana Dealer", DutyRole.DEALER, OPEN, OPEN + timedelta(hours=2)), OnDuty("Boris Dealer", DutyRole.DEALER, OPEN + timedelta(hours=2), None)),
        pit_bosses=(OnDuty("Pia Pitboss", DutyRole.PIT_BOSS, OPEN, None),),
        rules=(RulesInUse("house-1", n_rounds, 1, n_rounds, "Standard", 1_000_000, 500, 50_000, 0),),
    )
    audit = AuditAnchor(entries=n_rounds * 9 + 17, head="9f2c4e1ab37d05c8e6f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7", at=closed, key_id="k-2026-01")
    return ShiftReport.assemble(header, rounds, JackpotLedger(start, jackpot, tuple(movements)), approvals=approvals,
                                corrections=cors, audit=audit, unfinished=0)


def synthetic_slip(n: int = 6, seed: int = 7) -> RoundSlip:
    rep = synthetic_shift(max(n, 8), seed)
    rnd = rep.rounds[n - 1]
    return RoundSlip(header=rep.header, round=rnd, corrections=(*(() if rnd.void is None else (rnd.void,)), *rnd.rulings),
                     approvals=rnd.approvals, audit=rep.audit, generated_at=rnd.settled_at)
