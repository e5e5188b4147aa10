"""The differential harness of the figure of record: generated shifts through the real
services, with approvals, refusals, floor rulings (before confirmation and after), voids
and jackpot hits; every figure the record (``dealer_app.services.owed``) gives before a
round is confirmed is compared with what the store then holds, what the shift report and
the round slip print (real PDFs read with pypdf, English and Russian) and what
``audit verify`` says. The dealer's screen renders the same record (the real-key tests in
``tests/ui/test_figure_of_record.py``)."""

from __future__ import annotations

import re
from io import BytesIO
from pathlib import Path

import pytest
from cli_support import run_main
from pdf_text import page_text
from pypdf import PdfReader
from reports_store_shift import FAST_HASHER, Clock

from dealer_app.auth.roles import Permission, Role
from dealer_app.reporting import build_round_slip, build_shift_report
from dealer_app.services import DealerServices
from reports import round_slip_bytes, shift_report_bytes
from reports.money import Money
from rules.poker.generator import GeneratorKnobs, generate_round

KNOBS = GeneratorKnobs(jackpot_hit=200, strong_hand=350, max_ante=350, bonus=600, insurance=600)
SHIFTS = (1, 2)  # scenarios: one shift per seed base
ROUNDS = 14


def _text(pdf: bytes) -> str:
    return _plain(" ".join(page_text(p) or "" for p in PdfReader(BytesIO(pdf)).pages))


def _plain(text: str) -> str:
    return re.sub(r"\s+", " ", text.replace("\xa0", " "))


def _play_shift(s: DealerServices, base: int, clock: Clock) -> tuple[int, dict[int, dict[int, int]], dict[int, int]]:
    """A shift of generated rounds; returns the shift, and per round the record's standing
    box nets and house net as they stood when the dealer confirmed."""
    def boss(name: str, perm: Permission, **kw: int) -> object:
        return s.users.co_sign(name, "123456", perm, purpose=perm.value, **kw)

    dan = s.users.sign_in("dan", "123456")
    shift = s.shifts.open(dan, "RP")
    s.meter.adjust(boss("pat", Permission.ADJUST_METER, shift_id=shift.id), 300_000, "float",  # type: ignore[arg-type]
                   shift_id=shift.id)
    boxes: dict[int, dict[int, int]] = {}
    house: dict[int, int] = {}
    for n in range(ROUNDS):
        seed = base * 1000 + n
        live = s.rounds.start(dan, shift.id)
        for step in generate_round(seed, live.house, KNOBS, jackpot=live.jackpot_start).steps:
            live = s.rounds.apply(dan, live.round_id, step)
        rid = live.round_id
        if not s.rounds.approval_state(rid).satisfied:
            way = seed % 3
            kw = {"shift_id": shift.id, "round_id": rid}
            if way == 0:
                s.rounds.approve(boss("pat", Permission.APPROVE, **kw), rid)  # type: ignore[arg-type]
            else:
                s.rounds.refuse(boss("paula", Permission.REFUSE, **kw), rid, "recount")  # type: ignore[arg-type]
                if way == 1:
                    for item in s.rounds.approval_state(rid).required:
                        owed = s.rounds.owed(rid)
                        assert owed is not None
                        net = owed.box(item.box).computed_net - 1_000 * (1 + seed % 5)
                        s.rounds.rule(boss("pat", Permission.RULE, **kw), rid, item.box, net,  # type: ignore[arg-type]
                                      "floor ruling after a recount")
                else:
                    s.rounds.approve(boss("pat", Permission.APPROVE, **kw), rid)  # type: ignore[arg-type]
        owed = s.rounds.owed(rid)
        assert owed is not None and not owed.waiting
        boxes[rid] = {b.box: b.net for b in owed.boxes}
        house[rid] = owed.house_net
        s.rounds.confirm(dan, rid)
        clock.advance(50)
    return shift.id, boxes, house


@pytest.mark.slow
def test_every_figure_printed_or_stored_is_the_records(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DEALER_APP_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("DEALER_APP_DATA_DIR", str(tmp_path / "data"))
    db = tmp_path / "shift.db"
    clock = Clock()
    compared = scenarios = 0
    s = DealerServices.open(db, station="table-1", hasher=FAST_HASHER, clock=clock)
    try:
        s.users.create_first_admin("ada", "111111")
        for name, role in (("dan", Role.DEALER), ("pat", Role.PIT_BOSS), ("paula", Role.PIT_BOSS)):
            s.users.add(s.users.co_sign("ada", "111111", Permission.MANAGE_USERS, purpose="setup"), name, role, "123456")
        s.settings.update(s.users.co_sign("ada", "111111", Permission.EDIT_SETTINGS, purpose="settings"),
                          approval_threshold=40_000)
        s.house.save(s.users.co_sign("pat", "123456", Permission.EDIT_HOUSE_RULES, purpose="rules"), "default",
                     {"max_payout": 60_000, "jackpot_contribution_percent": 10})
        for base in SHIFTS:
            scenarios += 1
            shift_id, boxes, house = _play_shift(s, base, clock)
            # corrections after settlement: a void and a ruling (the record of what is owed then)
            rids = sorted(boxes)
            voided, ruled = rids[2], rids[5]
            s.rounds.void(s.users.co_sign("paula", "123456", Permission.VOID, purpose="void", shift_id=shift_id,
                                          round_id=voided), voided, "misdeal found on the replay")
            box = min(boxes[ruled])
            s.rounds.rule(s.users.co_sign("pat", "123456", Permission.RULE, purpose="rule", shift_id=shift_id,
                                          round_id=ruled), ruled, box, boxes[ruled][box] + 700, "floor ruling")
            boxes[ruled][box] += 700
            house[ruled] -= 700
            s.shifts.close(s.users.sign_in("dan", "123456"), shift_id)
            # the store's figures
            for rid in rids:
                v = s.read.round(rid)
                want = {b: (0 if rid == voided else n) for b, n in boxes[rid].items()}
                assert {b.box: b.effective_net for b in v.boxes} == want, rid
                assert v.effective_house_net == (0 if rid == voided else house[rid]), rid
                compared += len(want) + 1
            # the shift report and the round slips, in English and in Russian
            for lang, locale in (("en", "en_GB"), ("ru", "ru_RU")):
                money = Money("EUR", locale)

                def eur(amount: int, *, signed: bool = False, money: Money = money) -> str:
                    return _plain(money(amount, signed=signed))
                data = build_shift_report(s, shift_id, timezone="UTC", locale=locale, lang=lang)
                text = _text(shift_report_bytes(data))
                e = data.summary.effective
                assert e.house_result == sum(h for rid, h in house.items() if rid != voided)
                assert eur(e.house_result) in text
                compared += 2
                for r in data.rounds:
                    rid = int(r.round_id)
                    assert r.effective_house_net == (0 if rid == voided else house[rid])
                    compared += 1
                for rid in (ruled, rids[0]):
                    slip = build_round_slip(s, rid, timezone="UTC", locale=locale, lang=lang)
                    slip_text = _text(round_slip_bytes(slip))
                    for b, n in boxes[rid].items():
                        assert eur(n, signed=True) in slip_text, (lang, rid, b, n)
                        compared += 1
    finally:
        s.close()
    verified = run_main("audit", "verify", "--db", str(db), "--jobs", "1")
    assert verified.returncode == 0, verified.out
    print(f"figure harness: {scenarios} shifts, {compared} figures compared")
    assert scenarios == len(SHIFTS) and compared > 100
