"""The UI's pure helpers: typed card entry, chips, money, moves, settings."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dealer_app.services.owed import ApprovalKind, state_owed
from rules.cards import parse_cards
from rules.poker import (
    BonusCards,
    CloseBets,
    DealerCards,
    Decide,
    Decision,
    FinalCards,
    HouseRules,
    PlaceBet,
    RoundState,
)
from rules.poker.settle import Outcome, Terms
from ui.kit.cardtext import ProblemKind, parse_entry
from ui.kit.chips import breakdown
from ui.kit.money import MoneyFormat, format_money
from ui.kit.settings import UiSettings, load_settings, save_settings
from ui.table.moves import bonus_info, bonus_moves, moves_for_box, with_bonus
from ui.table.viewmodel import (
    BonusStage,
    BoxInfo,
    BoxSettlement,
    DealerInfo,
    MoveKind,
    SettlementInfo,
    TableInfo,
)


@pytest.mark.parametrize(
    ("text", "cards"),
    [
        ("as kd 7h 7d 2c", "As Kd 7h 7d 2c"),
        ("AS KD 7H 7D 2C", "As Kd 7h 7d 2c"),
        ("10h", "Th"),
        ("askd7h", "As Kd 7h"),
        ("a♠, k♦ 10♥", "As Kd Th"),
        ("", ""),
    ],
)
def test_typed_cards_are_read_in_every_notation(text: str, cards: str) -> None:
    parsed = parse_entry(text)
    assert parsed.ok
    assert parsed.cards == parse_cards(cards)


def test_a_half_typed_card_is_work_in_progress_until_enter() -> None:
    assert parse_entry("as kd 1").incomplete == "1"
    assert parse_entry("as kd 1").ok
    final = parse_entry("as kd 1", final=True)
    assert [p.kind for p in final.problems] == [ProblemKind.NOT_A_CARD]


def test_bad_and_repeated_cards_are_named() -> None:
    parsed = parse_entry("as zx as")
    assert (ProblemKind.NOT_A_CARD, "zx") in [(p.kind, p.text) for p in parsed.problems]
    assert (ProblemKind.DUPLICATE, "As") in [(p.kind, p.text) for p in parsed.problems]
    assert parse_entry("as kd qh jc tc 9c", limit=5).problems[-1].kind is ProblemKind.TOO_MANY


def test_chip_breakdown_adds_up() -> None:
    b = breakdown(1_655_000, (100000, 50000, 10000, 2500, 500, 100))
    assert b.chips == ((100000, 16), (50000, 1), (2500, 2))
    assert b.total == 1_655_000 and b.remainder == 0
    odd = breakdown(1_234, (500, 100))
    assert odd.remainder == 34 and odd.total == 1_234
    with pytest.raises(ValueError):
        breakdown(-1)


def test_money_in_the_house_currency() -> None:
    assert format_money(1_600_000, "EUR", "en_GB") == "€16,000"
    assert format_money(1_600_050, "EUR", "en_GB") == "€16,000.50"
    assert format_money(-500, "EUR", "en_GB") == "−€5"
    assert format_money(500, "EUR", "en_GB", signed=True) == "+€5"
    assert "₽" in format_money(100, "RUB", "ru_RU")
    m = MoneyFormat("EUR", "en_GB")
    assert m.major_to_minor("25") == 2500
    assert m.major_to_minor("12,50") == 1250
    assert m.major_to_minor("1,000") == 100000
    for bad in ("", "abc", "-5", "1.234"):
        with pytest.raises(ValueError):
            m.major_to_minor(bad)


def test_a_mistyped_amount_is_named_in_the_screens_language() -> None:
    from ui.kit.explained import refusal_text, set_ui_language

    m = MoneyFormat("EUR", "ru_RU")
    said: list[str] = []
    try:
        for lang in ("en", "ru"):
            set_ui_language(lang)
            for bad in ("abc", "1.234"):
                with pytest.raises(ValueError) as exc:
                    m.major_to_minor(bad)
                said.append(refusal_text(exc.value))
    finally:
        set_ui_language("en")
    assert said == ["'abc' is not an amount", "'1.234' has more decimals than the currency",
                    "«abc» — не сумма", "«1.234»: больше знаков после запятой, чем у валюты"]


def test_moves_follow_the_engines_signs() -> None:
    stakes = Terms(ante=1000, bet=2000, insurance=1000, bonus=0, fees=0)
    results = Terms(ante=0, bet=16000, insurance=-1000, bonus=0, fees=0)
    moves = moves_for_box(stakes, results, outcome=Outcome.WIN)
    assert [(m.kind, m.term, m.amount) for m in moves] == [
        (MoveKind.RETURN, "ante", 1000),
        (MoveKind.PAY, "bet", 16000),
        (MoveKind.TAKE, "insurance", 1000),
    ]
    assert moves_for_box(stakes, results, outcome=Outcome.FOLD) == ()
    # the bonus (and a jackpot share) is settled at the bonus step, never here
    bonus = moves_for_box(Terms(ante=1000, bonus=500), Terms(ante=0, bonus=250000), outcome=Outcome.WIN,
                          jackpot_share=250000)
    assert [(m.kind, m.term, m.amount) for m in bonus] == [(MoveKind.RETURN, "ante", 1000)]


def _bonus_state(house: HouseRules, cards: str, *more: object, jackpot: int = 0) -> RoundState:
    return RoundState.replay(house, [PlaceBet(1, 1000, 500), PlaceBet(2, 1000), CloseBets(),
                                     BonusCards(1, parse_cards(cards)), *more], jackpot=jackpot)  # type: ignore[list-item]


def test_the_bonus_is_moved_at_the_bonus_step_then_shown_settled() -> None:
    house = HouseRules()
    state = _bonus_state(house, "Kh Kd 4c 4s 9d")
    r = state.bonus_result(1)
    assert r is not None
    now = bonus_info(r, len(state.steps), threshold=1_000_000)
    assert (now.stage, now.held) == (BonusStage.NOW, None)
    assert [(m.kind, m.term, m.amount) for m in now.moves] == [(MoveKind.PAY, "bonus", 1000)]
    later = state.apply(Decide(1, Decision.BET))
    settled = bonus_info(later.bonus_result(1), len(later.steps), threshold=1_000_000)  # type: ignore[arg-type]
    assert settled.stage is BonusStage.SETTLED and settled.moved_earlier
    # a bonus win at or above the approval threshold is held (the services hold the box's payout)
    assert bonus_info(r, len(state.steps), threshold=1000).held is ApprovalKind.PAYOUT
    lost = _bonus_state(house, "2h 7d Jc 4s 3c").bonus_result(1)
    assert lost is not None and [(m.kind, m.amount) for m in bonus_moves(lost)] == [(MoveKind.TAKE, 500)]
    # a jackpot share: PAY from the meter, always held for a pit boss
    jackpot = _bonus_state(house, "9c 8c 7c 6c 5c", jackpot=300_000)
    share = bonus_info(jackpot.bonus_result(1), len(jackpot.steps))  # type: ignore[arg-type]
    assert share.held is ApprovalKind.JACKPOT and [(m.kind, m.term, m.amount) for m in share.moves] == [(MoveKind.PAY, "jackpot", 30_000)]
    assert not share.moved_earlier
    # with the house losing the bonus on a fold, nothing is moved before the decision
    waiting = _bonus_state(HouseRules.from_mapping({"bonus_lost_on_fold": True}), "Kh Kd 4c 4s 9d").bonus_result(1)
    pending = bonus_info(waiting, 5)  # type: ignore[arg-type]
    assert (pending.stage, pending.moves) == (BonusStage.AWAITING_DECISION, ())


def test_the_settlement_does_not_move_a_bonus_settled_earlier() -> None:
    house = HouseRules.from_mapping({"cap_includes_bonus": True, "max_payout": 100_000})
    steps = [Decide(1, Decision.BET), Decide(2, Decision.BET), DealerCards(parse_cards("Jc Jd 9s 6h 2c")),
             FinalCards(1, parse_cards("Qs Qh Qd Qc 2s")), FinalCards(2, parse_cards("Ah Ad 7c 5s 3d"))]
    state = _bonus_state(house, "Qs Qh Qd Qc 2s", *steps)
    s = state.settlement()
    assert s is not None
    b1 = s.box(1)
    assert b1.results.bonus == 100_000 and b1.results.bet == 40_000 and b1.capped == 40_000  # 140,000 - 100,000
    r = state.bonus_result(1)
    assert r is not None and (r.capped, r.payable) == (0, 100_000)
    row = BoxSettlement(1, Outcome.WIN, moves_for_box(b1.stakes, b1.results, outcome=Outcome.WIN), b1.net,
                        b1.capped, 0, b1.explanation, cap_includes_bonus=True)
    table = TableInfo("complete", "", (), (BoxInfo(1), BoxInfo(2)), DealerInfo(), {},
                      settlement=SettlementInfo((row,), s.house_net, s.jackpot_after))
    shown = with_bonus(table, [bonus_info(r, len(state.steps))])
    out = shown.settlement.boxes[0]  # type: ignore[union-attr]
    assert [(m.kind, m.term) for m in out.moves] == [(MoveKind.RETURN, "ante"), (MoveKind.PAY, "bet")]
    assert [(m.kind, m.term, m.amount) for m in out.earlier] == [(MoveKind.PAY, "bonus", 100_000)]
    # the bonus was paid in full at the bonus step: the cap now withholds all of the Bet's win (the record says)
    owed = state_owed(state, None)
    assert owed is not None and (owed.box(1).pay, owed.box(1).paid_before, owed.box(1).net) == (0, 100_000, 100_000)
    assert shown.boxes[0].bonus_step is not None and shown.boxes[1].bonus_step is None
    # the same bonus final only with the last entry: moved with the rest, once
    fresh = with_bonus(table, [bonus_info(r, r.final_since or 0)])
    again = fresh.settlement.boxes[0]  # type: ignore[union-attr]
    assert again.earlier == () and (MoveKind.PAY, "bonus", 100_000) in [(m.kind, m.term, m.amount) for m in again.moves]


def test_a_bonus_above_the_cap_on_its_own_is_paid_up_to_the_cap() -> None:
    house = HouseRules.from_mapping({"cap_includes_bonus": True, "max_payout": 100_000})
    state = RoundState.replay(house, [PlaceBet(1, 1000, 10_000), CloseBets(),
                                      BonusCards(1, parse_cards("Qs Qh Qd Qc 2s"))])
    r = state.bonus_result(1)
    assert r is not None
    info = bonus_info(r, len(state.steps))
    assert [(m.kind, m.amount) for m in info.moves] == [(MoveKind.PAY, 100_000)] and info.capped == 1_900_000
    s = state.apply(Decide(1, Decision.FOLD)).settlement()
    assert s is not None
    b = s.box(1)
    row = BoxSettlement(1, Outcome.FOLD, moves_for_box(b.stakes, b.results, outcome=Outcome.FOLD), b.net,
                        b.capped, 0, b.explanation, cap_includes_bonus=True)
    table = TableInfo("complete", "", (), (BoxInfo(1),), DealerInfo(), {},
                      settlement=SettlementInfo((row,), s.house_net, s.jackpot_after))
    out = with_bonus(table, [bonus_info(r, 1)]).settlement.boxes[0]  # type: ignore[union-attr]
    assert out.moves == () and out.capped_bonus == b.capped and out.pay_total == 0


def test_station_settings_round_trip_and_survive_damage(tmp_path: Path) -> None:
    p = tmp_path / "ui.json"
    assert load_settings(p) == UiSettings()
    save_settings(UiSettings(language="ru", table_name="Table 7"), p)
    assert load_settings(p).table_name == "Table 7"
    p.write_text("{not json", encoding="utf-8")
    assert load_settings(p) == UiSettings()
    assert (tmp_path / "ui.bad").exists()
    p.write_text(json.dumps({"version": 99, "table_name": "future"}), encoding="utf-8")
    assert load_settings(p) == UiSettings()
    assert p.exists(), "a newer version's file is left alone"
