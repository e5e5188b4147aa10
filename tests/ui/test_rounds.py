"""Complete rounds driven through the real table screen with the keyboard.

Each test types what a dealer types (digits, letters, amounts, cards, Enter)
into the real window; the store underneath is a real database. "Stored"
is checked by reading the database from a second connection.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from ui_helpers import PEOPLE, close_window, fund_meter, make_window, open_table, stored_rounds

from dealer_app.auth.roles import Permission
from rules.cards import parse_cards
from rules.poker.record import Decision, NoGame
from rules.poker.table import (
    BonusCards,
    CloseBets,
    DealerCards,
    DealerReplacement,
    Decide,
    FinalCards,
    Insure,
    NoGameChoice,
    PlaceBet,
)
from ui.devtools.driver import TableDriver
from ui.kit.dialogs import Credentials
from ui.kit.qt import Qt
from ui.table.viewmodel import BoxStatus, MoveKind


def moves(d: TableDriver, box: int) -> list[tuple[MoveKind, str, int]]:
    row = d.table.settlement.row(box)
    return [(m.kind, m.term, m.amount) for m in row.info.moves]


def settled(db_path: Path) -> list[Any]:
    return [r for r in stored_rounds(db_path) if r.status == "settled"]


def test_a_plain_win_is_paid_and_stored(table: TableDriver, db_path: Path) -> None:
    d = table
    d.steps([
        PlaceBet(1, 1000),
        PlaceBet(2, 2000),
        CloseBets(),
        Decide(1, Decision.BET),
        Decide(2, Decision.BET),
        DealerCards(parse_cards("Jc Jd 9s 6h 2c")),
    ])
    t = d.table
    assert t.dealer.verdict.text() == "GAME"
    d.steps([FinalCards(1, parse_cards("Qh Qs Qd 8c 4h")), FinalCards(2, parse_cards("Ah Kd 7c 5s 3d"))])
    assert t.center.currentWidget() is t.settlement
    assert moves(d, 1) == [(MoveKind.RETURN, "ante", 1000), (MoveKind.PAY, "bet", 6000)]
    assert moves(d, 2) == [(MoveKind.TAKE, "ante", 2000), (MoveKind.TAKE, "bet", 4000)]
    row = t.settlement.row(1)
    assert row.moves[1].amount == "€60" and row.moves[1].word == "PAY"
    assert "three of a kind" in " ".join(row.info.explanation).lower()
    assert t.next_bar.key_texts == ("Enter",)
    d.enter()
    assert t.update_.settled_number == 1
    assert t.info.settlement is None and t.update_.steps == 0
    assert len(settled(db_path)) == 1


def test_everyone_folding_settles_without_the_dealers_hand(table: TableDriver, db_path: Path) -> None:
    d = table
    d.steps([PlaceBet(1, 1000), PlaceBet(3, 500, bonus=100), CloseBets(),
             BonusCards(3, parse_cards("2c 7d 9h Js Kd")), Decide(1, Decision.FOLD), Decide(3, Decision.FOLD)])
    t = d.table
    assert t.info.settlement is not None, t.next_bar.text.text()
    assert t.info.boxes[0].status is BoxStatus.FOLDED
    assert moves(d, 1) == []
    assert moves(d, 3) == []  # the bonus was taken at the bonus step
    # the bonus taken at the bonus step and the Ante taken at the fold: shown, never moved again
    assert [(m.kind, m.term, m.amount) for m in t.settlement.row(3).info.earlier] == [
        (MoveKind.TAKE, "bonus", 100), (MoveKind.TAKE, "ante", 500)]
    d.enter()
    assert len(settled(db_path)) == 1


def test_no_game_and_the_ante_taken(table: TableDriver, db_path: Path) -> None:
    d = table
    d.steps([PlaceBet(2, 1000), CloseBets(), Decide(2, Decision.BET), DealerCards(parse_cards("Qs 9h 7d 5c 3s"))])
    t = d.table
    assert t.dealer.verdict.text() == "NO GAME"
    assert "takes the Ante (T) or buys a game (G)" in t.next_bar.text.text()
    d.box(2)
    d.key(ord("T"))
    if t.info.settlement is None:  # the engine may still want the box's cards
        d.steps([FinalCards(2, parse_cards("Jh Td 8c 4h 2c"))])
    assert moves(d, 2) == [(MoveKind.PAY, "ante", 1000), (MoveKind.RETURN, "bet", 2000)]
    d.enter()
    assert len(settled(db_path)) == 1


def test_a_bought_game_asks_for_the_same_rank_redraw_only_when_it_applies(table: TableDriver) -> None:
    """RULES.md §8 / contract example 03: the dealer's Q♠ goes, Q♦ comes (same rank,
    still no game), so the app asks once more; K♣ gives no game either."""
    d = table
    t = d.table
    d.steps([PlaceBet(1, 1000), PlaceBet(2, 1000), CloseBets(), Decide(1, Decision.BET), Decide(2, Decision.BET),
             DealerCards(parse_cards("Qs 9h 7d 5c 3s")),
             NoGameChoice(1, NoGame.BUY_GAME), NoGameChoice(2, NoGame.TAKE_ANTE)])
    assert "take out the dealer's Q♠" in t.next_bar.text.text()
    assert t.dealer.info.card_to_replace == parse_cards("Qs")[0]
    assert not t.dealer.info.redraw_needed
    d.steps([DealerReplacement(parse_cards("Qd")[0])])
    assert t.dealer.info.redraw_needed
    assert "Same rank" in t.next_bar.text.text()
    d.steps([DealerReplacement(parse_cards("Kc")[0])])
    assert not t.dealer.info.redraw_needed
    if t.info.settlement is None:
        d.steps([FinalCards(1, parse_cards("Ah Kd Kh 6c 2d")), FinalCards(2, parse_cards("Jh Td 8c 4h 2c"))])
    assert t.dealer.info.replaced == tuple(parse_cards("Qs Qd"))
    assert moves(d, 1) == [(MoveKind.RETURN, "ante", 1000), (MoveKind.RETURN, "bet", 2000)]
    assert moves(d, 2) == [(MoveKind.PAY, "ante", 1000), (MoveKind.RETURN, "bet", 2000)]
    assert t.settlement.row(1).info.net == -1000  # the purchase fee only


def test_a_bought_game_without_a_same_rank_card_is_not_asked_again(table: TableDriver) -> None:
    d = table
    t = d.table
    d.steps([PlaceBet(1, 1000), CloseBets(), Decide(1, Decision.BET), DealerCards(parse_cards("Qs 9h 7d 5c 3s")),
             NoGameChoice(1, NoGame.BUY_GAME), DealerReplacement(parse_cards("9c")[0])])
    assert not t.dealer.info.redraw_needed
    assert t.dealer.verdict.text() == "GAME"


def test_insurance_valid_and_invalid_at_the_showdown(table: TableDriver) -> None:
    d = table
    t = d.table
    d.steps([PlaceBet(1, 1000), PlaceBet(2, 1000), CloseBets(), Decide(1, Decision.BET), Decide(2, Decision.BET)])
    d.box(1)
    d.key(ord("I"))
    assert "Insurance between €10.00 and" in t.entry.hint.text()
    d.field("10")
    d.steps([Insure(2, 1000), DealerCards(parse_cards("Jc Jd 9s 6h 2c")),
             FinalCards(1, parse_cards("Qh Qs Qd 8c 4h")),  # three queens: the insurance was valid
             FinalCards(2, parse_cards("Ah Ad 7c 5s 3d"))])  # a pair: insurance below the minimum
    assert t.info.boxes[1].insurance_invalid
    assert moves(d, 1)[-1] == (MoveKind.TAKE, "insurance", 1000)  # box beats the dealer: insurance lost
    assert (MoveKind.RETURN, "insurance", 1000) in moves(d, 2)
    row = t.settlement.row(2)
    assert row.info.insurance_invalid
    assert any("INVALID INSURANCE" in f for f in row.flags)
    assert any("insurance" in line.lower() and "invalid" in line.lower() for line in row.info.explanation)


def test_a_capped_payout_is_held_until_a_pit_boss_co_signs(window: Any, db_path: Path) -> None:
    d = open_table(window)
    t = d.table
    dialogs = window.ctx.dialogs
    d.steps([PlaceBet(1, 50000), CloseBets(), Decide(1, Decision.BET), DealerCards(parse_cards("Jc Jd 9s 6h 2c")),
             FinalCards(1, parse_cards("As Ks Qs Js Ts"))])
    row = t.settlement.row(1)
    assert row.info.capped > 0
    assert any(f.startswith("CAPPED") for f in row.flags)
    assert t.info.settlement.pending_approvals
    assert "Held for a pit boss" in t.next_bar.text.text()
    # a wrong PIN: the dialog comes back at once with the attempts left; cancelled, still held
    dialogs.expect("credentials", Credentials("Boris", "000000"))
    dialogs.expect("credentials", None)
    d.enter()
    assert t.info.settlement.pending_approvals
    assert dialogs.calls[-1][0] == "credentials" and "attempts left" in dialogs.calls[-1][2]
    # the dealer cannot co-sign their own payout: only pit bosses are offered
    offered = window.ctx.backend.co_signers(Permission.APPROVE)
    assert {u.name for u in offered} == {"Boris", "Petra"}
    dialogs.expect("credentials", Credentials("Boris", PEOPLE["Boris"][1]))
    d.enter()
    assert not t.info.settlement.pending_approvals
    assert "✓ co-signed by Boris" in t.settlement.row(1).flags
    d.enter()
    assert len(settled(db_path)) == 1


def test_a_jackpot_share_needs_a_co_signature(qapp: Any, db_path: Path, people: Any) -> None:
    fund_meter(db_path, 500_000)
    w = make_window(db_path)
    try:
        d = open_table(w)
        t = d.table
        assert t.top.jackpot.text() == "€5,000"
        d.steps([PlaceBet(1, 1000, bonus=500), CloseBets(), BonusCards(1, parse_cards("As Ks Qs Js Ts")),
                 Decide(1, Decision.FOLD)])
        assert (MoveKind.PAY, "jackpot", 500_000) in moves(d, 1)
        approvals = t.settlement.row(1).info.approvals
        assert [a.reason for a in approvals] == ["jackpot"]
        w.ctx.dialogs.expect("credentials", Credentials("Petra", PEOPLE["Petra"][1]))
        d.enter()
        d.enter()
        assert len(settled(db_path)) == 1
        assert t.top.jackpot.text() == "€0"
    finally:
        close_window(w)


def test_a_duplicate_card_is_refused_next_to_the_field(table: TableDriver) -> None:
    d = table
    t = d.table
    d.steps([PlaceBet(1, 1000), PlaceBet(2, 1000), CloseBets(), Decide(1, Decision.BET), Decide(2, Decision.BET),
             DealerCards(parse_cards("Jc Jd 9s 6h 2c")), FinalCards(2, parse_cards("7h 7d Kc 4s 3c"))])
    before = t.update_.steps
    assert t.entry.picker.is_used(parse_cards("7h")[0])
    d.box(1)
    d.key(ord("C"))
    d.field("as kd 7h", submit=False)
    assert t.entry.problem.text() == "⚠ 7h is already at box 2"
    d.field("as kd 7h 7c 2d")
    assert t.entry.is_open, "a refused entry keeps the field open"
    assert "7h" in t.entry.problem.text()
    assert t.update_.steps == before, "nothing reached the store"
    d.field("as kd 8h 7c 2d")
    assert not t.entry.is_open
    assert t.update_.steps == before + 1


@pytest.mark.parametrize("how", ["re-enter", "undo"])
def test_an_entry_can_be_corrected_until_the_round_is_confirmed(table: TableDriver, db_path: Path, how: str) -> None:
    d = table
    t = d.table
    d.steps([PlaceBet(1, 1000), CloseBets(), Decide(1, Decision.BET), DealerCards(parse_cards("Jc Jd 9s 6h 2c")),
             FinalCards(1, parse_cards("2h 3d 8c 9c Kd"))])
    assert moves(d, 1)[-1] == (MoveKind.TAKE, "bet", 2000)
    if how == "re-enter":
        d.box(1)
        d.key(ord("C"))
        d.field("qh qs qd 8c 4h", submit=False)
        d.key(Qt.Key.Key_Return)
        assert t.next_bar.text.text().startswith("Replace box 1's cards 2h 3d 8c 9c Kd with Qh Qs Qd 8c 4h?")
        d.enter()
    else:
        d.key(ord("Z"), d.ctrl)
        assert t.info.settlement is None and t.info.boxes[0].final == ()
        d.steps([FinalCards(1, parse_cards("Qh Qs Qd 8c 4h"))])
    assert moves(d, 1)[-1] == (MoveKind.PAY, "bet", 6000)
    # a correction is a new entry (an undo too); the log keeps every one
    expected_steps = 6 if how == "re-enter" else 7
    assert t.update_.steps == expected_steps
    d.enter()
    assert settled(db_path)[0].steps == expected_steps


def test_keys_that_do_not_apply_say_why(table: TableDriver) -> None:
    d = table
    t = d.table
    d.key(ord("P"))
    assert "Select a box first" in t.next_bar.text.text()
    d.box(4)
    d.key(ord("P"))
    assert t.box_widgets[3].problem.text().startswith("⚠ box 4")


def test_table_limits_are_checked_as_the_amount_is_typed(table: TableDriver) -> None:
    d = table
    t = d.table
    d.box(3)
    d.key(ord("A"))
    assert "Ante between €5.00 and €500.00" in t.entry.hint.text()  # messages: the full mode
    d.field("1000", submit=False)  # €1,000: above the house maximum
    problem = t.entry.problem.text()
    # the engine's refusal, in the money the dealer types (the contract line says 50000)
    assert problem.startswith("⚠ box 3: ante:") and "(€500.00)" in problem and "50000" not in problem
    d.field("12.345", submit=False)
    assert "is not an amount" in t.entry.problem.text()
    d.field("25")
    assert t.info.boxes[2].ante == 2500


def test_keys_typed_while_a_step_is_being_saved_are_not_lost(table: TableDriver) -> None:
    """A fast dealer does not wait for the store: the keys are replayed in order."""
    from ui.kit.qt import QTest

    d = table
    t = d.table
    d.box(1)
    d.key(ord("A"))
    field = t.entry.field
    QTest.keyClicks(field, "10")
    QTest.keyClick(field, Qt.Key.Key_Return)  # saving starts...
    QTest.keyClicks(t, "2")  # ...box 2 selected while it saves
    QTest.keyClick(t, Qt.Key.Key_A)
    d.settle()
    assert t.info.boxes[0].ante == 1000
    assert t.selected == 2 and t.entry.is_open and t.entry.spec.what.value == "ante"
