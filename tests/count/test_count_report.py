"""The shift report's table-count section agrees with the store to the cent (text from the
real PDF with pypdf), in English and in Russian."""

from __future__ import annotations

import io
import re
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

from count_helpers import FAST_HASHER, OPENER, Table, co
from pdf_text import page_text
from pypdf import PdfReader

import dealer_main
from dealer_app.auth.roles import Permission
from dealer_app.services import DealerServices
from dealer_app.table_count import hold_text, inventory_total
from reports.money import Money


def _pdf_text(path: Path) -> str:
    return re.sub(r"\s+", " ", " ".join(page_text(p) or "" for p in PdfReader(path).pages))


def _report(db: Path, out: Path, *extra: str) -> str:
    err = io.StringIO()
    with redirect_stdout(io.StringIO()), redirect_stderr(err):
        code = dealer_main.main(["report", "--db", str(db), "--out", str(out), "--tz", "UTC", "--quiet", *extra])
    assert code == 0, err.getvalue()
    return _pdf_text(out)


def _shift_with_a_mispayment(db: Path) -> int:
    with DealerServices.open(db, station="t", hasher=FAST_HASHER) as s:
        t = Table.open(s)
        tray = inventory_total(OPENER)
        s.count.buy_in(t.dan, t.shift_id, 30_000, seat=2)
        tray -= 30_000
        for i in range(4):
            tray += t.play()[1]
            if i == 1:
                s.count.count_tray(t.dan, t.shift_id, t.chips(tray))
        tray -= 10_000  # round 4 was paid €100 too much
        t.fill({10000: 10})
        tray += 100_000
        t.close(tray)
        return t.shift_id


def test_the_count_section_agrees_with_the_store(tmp_path: Path) -> None:
    db = tmp_path / "r.db"
    sid = _shift_with_a_mispayment(db)
    text = _report(db, tmp_path / "en.pdf")
    with DealerServices.open(db, record_startup=False, readonly=True) as s:
        v = s.count.view(sid)
    money = Money("EUR", "en_GB")
    assert v.variance == -10_000 and not v.drop_counted
    assert "Table count" in text
    for label, figure in [
        ("Opener", money(v.opener.count.total)),  # type: ignore[union-attr]
        ("Closer", money(v.closer.count.total)),  # type: ignore[union-attr]
        ("Fills", money(v.fills)),
        ("Credits", money(v.credits)),
        ("Drop", f"{money(v.estimated_drop)} (estimated)"),
        ("Win", money(v.win or 0, signed=True)),
        ("Hold", "—"),
        ("Computed house result", money(v.computed, signed=True)),
        ("Variance", money(-10_000, signed=True)),
    ]:
        assert f"{label} {figure}" in text, (label, figure)
    assert "VARIANCE BEYOND THE THRESHOLD" in text and "NOT READY FOR SIGNATURE" in text
    worst = v.worst_period()
    assert worst is not None
    rounds = ", ".join(f"round {r.number}" for r in worst.listed_rounds())
    assert f"The variance of {money(-10_000, signed=True)} appeared between" in text and rounds in text
    for slip in v.slips:
        assert f"{slip.number} fill {money(slip.total)}" in text

    # the count room enters the drop and a pit boss explains: hold appears, the warning goes
    with DealerServices.open(db, station="cr", hasher=FAST_HASHER) as s:
        s.count.enter_drop(co(s, "rita", Permission.ENTER_DROP), sid, 30_000)
        s.count.explain_variance(co(s, "paula", Permission.EXPLAIN_VARIANCE), sid, "box 3 overpaid by €100")
        v = s.count.view(sid)
    text = _report(db, tmp_path / "en2.pdf")
    assert f"Drop {money(30_000)} (counted)" in text
    assert f"Hold {hold_text(v.hold)}" in text and v.hold is not None
    assert "box 3 overpaid by €100" in text and "NOT READY FOR SIGNATURE" not in text

    ru = _report(db, tmp_path / "ru.pdf", "--lang", "ru")
    ru_money = Money("EUR", "ru_RU")

    def rub(amount: int, *, signed: bool = False) -> str:
        return re.sub(r"\s+", " ", ru_money(amount, signed=signed))  # as the text is squashed
    assert "Учёт фишек стола" in ru
    assert f"Расхождение {rub(-10_000, signed=True)}" in ru
    assert f"Дроп {rub(30_000)} (подсчитан)" in ru
    assert f"Холд {hold_text(v.hold, decimal=',')}" in ru
    assert f"Выигрыш стола {rub(v.win or 0, signed=True)}" in ru


def test_fill_slip_pdf(tmp_path: Path) -> None:
    db = tmp_path / "s.db"
    with DealerServices.open(db, station="t", hasher=FAST_HASHER) as s:
        t = Table.open(s)
        number = t.fill({10000: 10, 2500: 4})
        pending = s.count.request_slip(t.dan, t.shift_id, "credit", {100000: 1})
        s.count.void_slip(co(s, "pat", Permission.SIGN_COUNT), pending.number, "runner never came")
    money = Money("EUR", "en_GB")
    text = _report(db, tmp_path / "fill.pdf", "--slip", str(number))
    assert f"Fill slip № {number}" in text
    assert f"{money(10000)} 10 {money(100_000)}" in text and f"Total 14 {money(110_000)}" in text
    assert "Requested by dan" in text and "Signed for the pit by pat" in text and "Received for the cage by carl" in text
    ru = _report(db, tmp_path / "credit.pdf", "--slip", str(pending.number), "--lang", "ru")
    assert f"Квитанция возврата в кассу (кредит) № {pending.number}" in ru
    assert "АННУЛИРОВАНА: runner never came" in ru and "Принято в кассе ещё нет" in ru
    # the page's footer in Russian too, and an unnamed casino is «Казино»
    assert f"Dealer Assistant · смена {t.shift_id} · квитанция {pending.number} · время: UTC" in ru, ru
    assert "Страница 1 из 1" in ru and "(сборка " in ru and "Казино · Стол T1" in ru
    assert not {"Page", "shift", "slip", "commit", "Casino"} & set(re.findall(r"[A-Za-z]+", ru)), ru
    err = io.StringIO()
    with redirect_stdout(io.StringIO()), redirect_stderr(err):
        assert dealer_main.main(["report", "--db", str(db), "--out", str(tmp_path / "x.pdf"), "--slip", "1"]) == 1
    assert "no fill or credit slip 1" in err.getvalue()
