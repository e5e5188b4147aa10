"""The shift report and the console's meter page show a linked jackpot meter at its real
values, as the floor recorded them, while another table on the same meter contributes to it
and hits it: never a table-local running total.

A real server (tests/pg_server.py); real PDFs read with pypdf.
"""

from __future__ import annotations

import re
from io import BytesIO
from typing import Any

import pytest
from pdf_text import page_text
from pg_server import fresh_database
from pypdf import PdfReader
from store_helpers import FAST_HASHER, find_round, make_users

from dealer_app.auth.roles import Permission
from dealer_app.reporting import build_shift_report
from dealer_app.reporting.records import MeterChange
from dealer_app.services import DealerServices
from dealer_app.store.postgres import link_meter, meter_history
from reports import shift_report_bytes
from reports.money import Money
from rules.poker import GeneratorKnobs

pytestmark = pytest.mark.floor

RULES = {"jackpot_contribution_percent": 20, "jackpot_percent": {"straight_flush": 1, "royal_flush": 2}}
START = 500_000


@pytest.fixture
def floor(pg_server: str) -> Any:
    with fresh_database(pg_server, floor=True) as url:
        yield url


def _text(pdf: bytes) -> str:
    return re.sub(r"\s+", " ", " ".join(page_text(p) or "" for p in PdfReader(BytesIO(pdf)).pages).replace("\xa0", " "))


def _play(s: DealerServices, shift_id: int, hit: bool, start: int) -> None:
    """One round on the table, a jackpot hit or a plain round with bonus stakes, approved
    where it waits and confirmed."""
    dan = s.users.sign_in("dan", "123456")
    live = s.rounds.start(dan, shift_id)
    if hit:
        def wanted(st: Any) -> bool:
            return any(b["bonus_hand"] in ("straight_flush", "royal_flush") and b["results"]["bonus"] > 0
                       for b in st["boxes"])
        knobs = GeneratorKnobs(bonus=900, jackpot_hit=1000)
    else:
        def wanted(st: Any) -> bool:
            return any(b["stakes"]["bonus"] for b in st["boxes"]) and all(
                b["results"]["bonus"] <= 0 or b["bonus_hand"] not in ("straight_flush", "royal_flush")
                for b in st["boxes"])
        knobs = GeneratorKnobs(bonus=900)
    gen = find_round(live.house, live.jackpot_start, wanted, knobs=knobs, start=start)
    for step in gen.steps:
        live = s.rounds.apply(dan, live.round_id, step)
    if not s.rounds.approval_state(live.round_id).satisfied:
        s.rounds.approve(s.users.co_sign("pat", "123456", Permission.APPROVE, purpose="approve",
                                         shift_id=shift_id, round_id=live.round_id), live.round_id)
    s.rounds.confirm(dan, live.round_id)


def test_the_report_and_the_console_show_the_linked_meters_real_values(floor: str) -> None:
    link_meter(floor, "J", ["T1", "T2"], START, create=True)
    with DealerServices.open(floor, table="T1", station="pc-1", hasher=FAST_HASHER) as t1, \
            DealerServices.open(floor, table="T2", station="pc-2", hasher=FAST_HASHER) as t2:
        make_users(t1)
        for s in (t1, t2):
            pat = s.users.sign_in("pat", "123456")
            s.house.save(pat, "default", RULES, note="linked jackpot")
            s.users.sign_out(pat)
        shift1 = t1.shifts.open(t1.users.sign_in("dan", "123456"), "T1").id
        shift2 = t2.shifts.open(t2.users.sign_in("dan", "123456"), "T2").id
        # the tables take turns; both contribute and both hit the one meter
        _play(t1, shift1, False, 0)
        _play(t2, shift2, True, 10)
        _play(t1, shift1, True, 20)
        _play(t2, shift2, False, 30)
        _play(t1, shift1, False, 40)
        t1.shifts.close(t1.users.sign_in("dan", "123456"), shift1)
        at_close = t1.meter.value()
        _play(t2, shift2, False, 50)  # after T1 closed: not in T1's report

        real = {seq: after for tbl, seq, _d, after in meter_history(floor, "J") if tbl == t1.store.table_id}
        assert len(real) == 3
        # the console's meter page: every movement of T1 with the meter's real value after it
        history = t1.meter.history()
        by_entry: dict[int, int] = {}
        for m in history:
            by_entry[m.seq] = m.value_after  # the last movement of an entry leaves the meter as the floor has it
        assert by_entry == real
        assert t1.meter.value() == t2.meter.value() == history[-1].value_after + sum(
            d for tbl, _seq, d, _a in meter_history(floor, "J")[-2:] if tbl != t1.store.table_id)

        data = build_shift_report(t1, shift1, timezone="UTC", locale="en_GB")
        j = data.jackpot
        j.check()
        assert j.start == START and j.end == at_close
        mine = [m for m in j.movements if m.kind is not MeterChange.OTHER_TABLES]
        assert [m.meter_after for m in mine] == [h.value_after for h in history if h.shift_id == shift1]
        assert set(real.values()) <= {m.meter_after for m in mine}
        # other tables' movements stand between T1's: T2's contribution and its hit
        others = [m for m in j.movements if m.kind is MeterChange.OTHER_TABLES]
        assert others and sum(m.amount for m in others) == at_close - START - sum(m.amount for m in mine)
        for lang, locale in (("en", "en_GB"), ("ru", "ru_RU")):
            money = Money("EUR", locale)
            text = _text(shift_report_bytes(build_shift_report(t1, shift1, timezone="UTC", locale=locale, lang=lang)))
            for value in (START, at_close, *real.values()):
                assert re.sub(r"\s+", " ", money(value).replace("\xa0", " ")) in text, (lang, value)
