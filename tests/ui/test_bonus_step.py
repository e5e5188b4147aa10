"""The bonus at the bonus step (UX.md step 3), through the real window and store.

The dealer enters a bonus box's five cards and the box says at once what to
move for its bonus (PAY the win, TAKE the stake; a jackpot share is held for a
pit boss); after the next entry the box shows it settled, and the settlement
panel lists it as settled earlier instead of moving it again.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ui_helpers import PEOPLE, close_window, fund_meter, make_window, open_table, stored_rounds

from rules.cards import parse_cards
from rules.poker.record import Decision
from rules.poker.table import BonusCards, CloseBets, DealerCards, Decide, PlaceBet
from ui.devtools.driver import TableDriver
from ui.kit.dialogs import Credentials
from ui.table.viewmodel import BonusStage, MoveKind


def moves(d: TableDriver, box: int) -> list[tuple[MoveKind, str, int]]:
    return [(m.kind, m.term, m.amount) for m in d.table.settlement.row(box).info.moves]


def earlier(d: TableDriver, box: int) -> list[tuple[MoveKind, str, int]]:
    return [(m.kind, m.term, m.amount) for m in d.table.settlement.row(box).info.earlier]


def shown(d: TableDriver, box: int) -> str:
    """What box ``box`` shows for its bonus, in words."""
    return str(d.table.box_widgets[box - 1].bonus_shown)


def test_the_bonus_is_paid_at_the_bonus_step_and_not_moved_again(table: TableDriver, db_path: Path) -> None:
    d = table
    t = d.table
    d.steps([PlaceBet(1, 1000, bonus=500), PlaceBet(2, 1000, bonus=200), CloseBets()])
    assert shown(d, 1) == ""
    d.steps([BonusCards(1, parse_cards("Qh Qs Qd 8h 8d"))])  # a full house as dealt: 70 to 1
    assert t.info.boxes[0].bonus_step.stage is BonusStage.NOW
    assert shown(d, 1).startswith("PAY €350 Bonus now")
    assert t.box_widgets[0].bonus_tag.property("tag") == "pay"
    assert t.next_bar.text.text().startswith("Bonus first: box 1 PAY €350. Box 2 shows its five cards")
    d.steps([BonusCards(2, parse_cards("2h 7d Js 4s 3c"))])  # nothing as dealt: the stake is lost
    assert shown(d, 2).startswith("TAKE €2 Bonus now")
    assert t.box_widgets[1].bonus_tag.property("tag") == "take"
    assert shown(d, 1) == "✓ Bonus paid €350", "moved when the dealer went on: settled"
    assert t.next_bar.text.text().startswith("Bonus first: box 2 TAKE €2. Box 1: play (P) or fold (F)")
    d.steps([Decide(1, Decision.BET)])
    assert shown(d, 2) == "✓ Bonus taken €2"
    assert not t.next_bar.text.text().startswith("Bonus")
    d.steps([Decide(2, Decision.BET), DealerCards(parse_cards("Jc Jd 9s 6h 2c"))])
    # the settlement: Ante, Bet and insurance now; the bonus settled earlier, still in the net
    assert t.center.currentWidget() is t.settlement
    assert moves(d, 1) == [(MoveKind.RETURN, "ante", 1000), (MoveKind.PAY, "bet", 14000)]
    assert earlier(d, 1) == [(MoveKind.PAY, "bonus", 35000)]
    row = t.settlement.row(1)
    assert row.info.pay_total == 14000 and row.info.net == 14000 + 35000
    assert row.pay_caption == "Pay €140 in chips:"
    assert [(m.word, m.amount, m.earlier) for m in row.moves][-1] == ("PAID", "€350", True)
    assert row.moves[-1].term == "Bonus · settled earlier"
    assert any(line.startswith("Bonus €5.00 × 70") for line in row.info.explanation)
    assert moves(d, 2) == [(MoveKind.TAKE, "ante", 1000), (MoveKind.TAKE, "bet", 2000)]
    assert earlier(d, 2) == [(MoveKind.TAKE, "bonus", 200)]
    assert t.settlement.row(2).info.pay_total == 0
    assert not t.info.settlement.pending_approvals
    d.enter()
    (stored,) = [r for r in stored_rounds(db_path) if r.status == "settled"]
    assert stored.number == 1


def test_a_corrected_bonus_hand_is_moved_again_and_says_what_it_was(table: TableDriver) -> None:
    d = table
    t = d.table
    d.steps([PlaceBet(1, 1000, bonus=500), CloseBets(), BonusCards(1, parse_cards("Kh Kd 4c 4s 9d")),
             Decide(1, Decision.BET)])
    assert shown(d, 1) == "✓ Bonus paid €10"
    # the dealer sees the third king: the dealt cards are corrected (Shift+C), the bonus changes
    d.steps([BonusCards(1, parse_cards("Kh Kd Kc 4s 9d"))])
    info = t.info.boxes[0].bonus_step
    assert info.stage is BonusStage.NOW and info.corrected_from == 1000
    assert shown(d, 1) == "PAY €35 ⚠ Corrected (was PAY €10): if that was moved, move only the difference."
    assert t.next_bar.text.text().startswith("Bonus first: box 1 PAY €35.")
    d.steps([DealerCards(parse_cards("Jc Jd 9s 6h 2c"))])
    assert earlier(d, 1) == [(MoveKind.PAY, "bonus", 3500)]
    assert moves(d, 1) == [(MoveKind.RETURN, "ante", 1000), (MoveKind.PAY, "bet", 6000)]


def test_a_jackpot_share_is_held_at_the_bonus_step_and_co_signed_with_the_round(
    qapp: Any, db_path: Path, people: Any
) -> None:
    fund_meter(db_path, 500_000)
    w = make_window(db_path)
    try:
        d = open_table(w)
        t = d.table
        d.steps([PlaceBet(1, 1000, bonus=500), PlaceBet(3, 1000, bonus=500), CloseBets(),
                 BonusCards(1, parse_cards("9c 8c 7c 6c 5c"))])
        # box 3 may still claim: the share waits for every bonus hand
        assert t.info.boxes[0].bonus_step.stage is BonusStage.AWAITING_CLAIMS
        assert shown(d, 1) == "Jackpot share: once every bonus hand is shown"
        d.steps([BonusCards(3, parse_cards("As Ks Qs Js Ts"))])
        # 10 % + 100 % of €5,000 claimed: shared in proportion, rounded down
        assert shown(d, 1).startswith("PAY €454.54 Jackpot share · HELD for a pit boss")
        assert shown(d, 3).startswith("PAY €4,545.45 Jackpot share · HELD for a pit boss")
        assert t.box_widgets[2].bonus_tag.property("tag") == "held"
        assert not t.next_bar.text.text().startswith("Bonus"), "nothing to move before the co-signature"
        d.steps([Decide(1, Decision.FOLD), Decide(3, Decision.FOLD)])
        # nothing was paid at the bonus step: the shares are paid now, once co-signed
        assert moves(d, 1) == [(MoveKind.PAY, "jackpot", 45454)]
        assert earlier(d, 1) == [(MoveKind.TAKE, "ante", 1000)], "the Ante was taken at the fold"
        assert moves(d, 3) == [(MoveKind.PAY, "jackpot", 454545)]
        assert [a.reason for a in t.info.settlement.pending_approvals] == ["jackpot", "jackpot"]
        assert all(mv.held for mv in t.settlement.row(3).moves if not mv.earlier)
        w.ctx.dialogs.expect("credentials", Credentials("Petra", PEOPLE["Petra"][1]))
        d.enter()
        assert not t.info.settlement.pending_approvals
        d.enter()
        assert len([r for r in stored_rounds(db_path) if r.status == "settled"]) == 1
        assert t.top.jackpot.text() == "€0.01"
    finally:
        close_window(w)
