"""The shift report shows the shift's Russian Roulette hands: how many, the pots,
each hand's winner and split (from the recorded results), voids and unfinished
hands apart."""

from __future__ import annotations

import re
from io import BytesIO
from pathlib import Path
from typing import Any

import pytest
from pdf_text import overlaps, page_text
from pypdf import PdfReader
from roulette_store_helpers import example, open_table, play, seen_result

from dealer_app.auth.roles import Permission
from dealer_app.reporting import RouletteStatus, build_shift_report
from reports import shift_report_bytes


def _text(pdf: bytes) -> str:
    return re.sub(r"\s+", " ", "\n".join(page_text(p) or "" for p in PdfReader(BytesIO(pdf)).pages))


@pytest.fixture
def shift(tmp_path: Path) -> Any:
    t = open_table(tmp_path / "shift.db")
    for name in ("rr-01-raise-moves-trigger.hand.json", "rr-split-odd-chip.hand.json", "rr-fold-out-round-1.hand.json",
                 "rr-short-allin-no-reopen.hand.json"):
        t.roulette.complete(t.dealer, play(t, example(name)).hand_id)
    voided = play(t, example("rr-01-raise-moves-trigger.hand.json"), actions=2)
    pat = t.services.users.co_sign("pat", "123456", Permission.VOID, purpose="void")
    t.roulette.void(pat, voided.hand_id, "Circle dealt with a card face up.")
    t.services.shifts.close(t.dealer, t.shift_id)
    yield t
    t.services.close()


def test_the_report_lists_every_roulette_hand_with_its_winner_and_split(shift: Any) -> None:
    report = build_shift_report(shift.services, shift.shift_id, timezone="UTC")
    hands = report.roulette
    assert [h.number for h in hands] == [1, 2, 3, 4, 5]
    assert [h.status for h in hands] == [RouletteStatus.COMPLETED] * 4 + [RouletteStatus.VOIDED]
    expected = [seen_result(example(n)) for n in ("rr-01-raise-moves-trigger.hand.json", "rr-split-odd-chip.hand.json",
                                                  "rr-fold-out-round-1.hand.json", "rr-short-allin-no-reopen.hand.json")]
    for h, exp in zip(hands, expected, strict=False):
        assert h.pot_total == sum(p["amount"] for p in exp["pots"])
        assert dict(h.payouts) == {int(k): v for k, v in exp["payouts"].items() if v > 0}
        assert [(p.amount, list(p.eligible), list(p.winners)) for p in h.pots] == [
            (p["amount"], p["eligible"], p["winners"]) for p in exp["pots"]]
    assert hands[0].winners == (2,) and not hands[0].split
    assert hands[1].split and hands[1].winners == (1, 2)
    assert hands[2].won_by_folds
    assert hands[4].void_reason == "Circle dealt with a card face up." and hands[4].voided_by == "pat"
    sm = report.roulette_summary
    assert (sm.hands, sm.completed, sm.voided, sm.unfinished) == (5, 4, 1, 0)
    assert sm.pots == sum(h.pot_total for h in hands[:4])
    assert sm.split_hands == 1 and sm.won_by_folds == 1

    text = _text(shift_report_bytes(report))
    assert "Russian Roulette hands" in text
    assert "4 hands completed" in text and "1 voided" in text
    split = hands[1]
    shares = " ".join(f"seat {s} takes {report_money(report, a)}" for s, a in split.payouts)
    assert "split seat 1, seat 2" in text
    for s, a in split.payouts:
        assert f"seat {s} takes {report_money(report, a)}" in text, shares
    assert "won by folds" in text
    assert "one pair" in text  # rr-01: seat 2's pair of eights
    assert "VOID by pat: Circle dealt with a card face up." in text


def report_money(report: Any, amount: int) -> str:
    from reports.money import Money

    return Money(report.header.currency, report.header.locale)(amount)


def test_a_shift_without_roulette_hands_has_no_roulette_section(tmp_path: Path) -> None:
    t = open_table(tmp_path / "shift.db")
    try:
        t.services.shifts.close(t.dealer, t.shift_id)
        report = build_shift_report(t.services, t.shift_id, timezone="UTC")
        assert report.roulette == ()
        assert "Russian Roulette hands" not in _text(shift_report_bytes(report))
    finally:
        t.services.close()


def test_an_unfinished_hand_is_shown_and_not_counted(tmp_path: Path) -> None:
    t = open_table(tmp_path / "shift.db")
    try:
        t.roulette.complete(t.dealer, play(t, example("rr-01-raise-moves-trigger.hand.json")).hand_id)
        play(t, example("rr-split-odd-chip.hand.json"), actions=3)
        report = build_shift_report(t.services, t.shift_id, timezone="UTC")
        sm = report.roulette_summary
        assert (sm.completed, sm.unfinished) == (1, 1)
        assert sm.pots == report.roulette[0].pot_total
        text = _text(shift_report_bytes(report))
        assert "1 begun and not completed (not counted)" in text
        assert "unfinished: not counted" in text
    finally:
        t.services.close()


def test_the_roulette_section_in_russian(shift: Any) -> None:
    from dealer_app.version import build_label

    report = build_shift_report(shift.services, shift.shift_id, timezone="UTC", locale="ru_RU", lang="ru")
    pdf = shift_report_bytes(report)
    text = _text(pdf)
    assert "Раздачи русской рулетки" in text and "место 2" in text and "все спасовали" in text
    # every column heading whole on the page (wrapped in its cell, never cut at the edge), none over another
    assert "Раздача Время Дилер Игра Игроки Банк Победитель и раздел Выигравшая комбинация" in text, text
    section = text[text.index("Раздачи русской рулетки"):text.index("Результат казино за смену")]
    assert "…" not in section and "Casino" not in text and "Казино · Стол 3" in text
    assert [o for page in PdfReader(BytesIO(pdf)).pages for o in overlaps(page)] == []
    assert report.audit is not None
    h = report.header
    data = " ".join([h.casino, h.table, *(o.name for o in h.dealers), *(o.name for o in h.pit_bosses), "pat", "UTC",
                     "Circle dealt with a card face up.", "Dealer Assistant", build_label(), report.audit.check_command,
                     h.currency])
    allowed = set(re.findall(r"[A-Za-z]{2,}", data))
    hexes = report.audit.head + " " + (report.audit.key_id or "")
    left = {w for w in re.findall(r"[A-Za-z]{2,}", text) if w not in allowed and w.lower() not in hexes}
    assert left == set()
