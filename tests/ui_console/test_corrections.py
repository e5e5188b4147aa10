"""Corrections from the round view: a void and a floor ruling, signed with a PIN
and a mandatory reason, shown in the history beside the computed figures and
reported by ``dealer-app audit verify`` (the real command) as information.
Also: the history's filters, the jackpot meter, printing and the round slip."""

from __future__ import annotations

from pathlib import Path

import pytest
from cli_support import Ran, run_main
from console_helpers import Floor, console_for, plain_steps
from pdf_text import page_text
from pypdf import PdfReader

from dealer_app.store.records import EntryKind
from ui.console.model import ApprovalFilter, HistoryFilter, Tri

ROOT = Path(__file__).resolve().parents[2]


def _audit_verify(db: Path) -> Ran:
    return run_main("audit", "verify", "--db", str(db), "--jobs", "1")


def test_a_void_and_a_floor_ruling_show_in_the_history_and_in_audit_verify(floor: Floor) -> None:
    r1 = floor.play(plain_steps())  # box 1 three queens +€60, box 2 ace-king −€15: house −€45
    r2 = floor.play(plain_steps("Kh Ks 8d 8c 4h", "2h 3h 4d 9c Qd"))  # +€40 and −€15: house −€25
    r3 = floor.play(plain_steps("Ah Kh 7d 6c 4s", None))  # box 1 ace-king loses −€30: house +€30
    c = console_for(floor.db, "Boris")
    try:
        assert c.screen.show_section("history")
        c.settle()
        history = c.page("history")
        assert [v.number for v in history.shown] == [1, 2, 3]

        # void round 2 from its round view: a reason is required by the dialog and kept
        assert c.screen.open_round(r2)
        c.settle()
        view = c.screen.round_view
        assert view.detail is not None and view.detail.view.id == r2
        c.sign_with("Petra", "dealer exposed the dealer's hole card before the decisions")
        view.void()
        c.settle()
        assert view.detail.view.void is not None
        assert "VOIDED" in view.marks_text.text() and "hole card" in view.marks_text.text()
        # the computed figures stay shown beside what counts
        assert view.totals.text() == "House: computed −€25.00, effective €0.00"

        # a floor ruling on round 3, box 1
        assert c.screen.open_round(r3)
        c.settle()
        view.start_ruling()
        form = view.ruling
        form.box.setCurrentIndex(form.box.findData(1))
        form.direction.setCurrentIndex(form.direction.findData("push"))
        form.reason.setText("the dealer paid the box before the showdown; the floor calls it a push")
        c.sign_with("Boris")
        form.on_sign_clicked()
        c.settle()
        d = view.detail
        assert d is not None and d.view.id == r3
        box1 = d.boxes[0]
        assert (box1.computed_net, box1.effective_net) == (-3_000, 0)
        assert box1.ruling is not None and box1.ruling.by_name == "Boris"
        assert "FLOOR RULING on box 1 by Boris" in view.marks_text.text()

        # the history shows both, computed and effective side by side
        assert c.screen.show_section("history")
        c.settle()
        history.set_filter(HistoryFilter(void=Tri.ONLY))
        assert [v.id for v in history.shown] == [r2]
        assert history.table.item(0, 6).text() == "VOID"
        assert history.table.item(0, 4).text() == "−€25.00" and history.table.item(0, 5).text() == "€0.00"
        history.set_filter(HistoryFilter(ruling=Tri.ONLY))
        assert [v.id for v in history.shown] == [r3]
        assert history.table.item(0, 4).text() == "+€30.00" and history.table.item(0, 5).text() == "€0.00"
        assert "RULING" in history.table.item(0, 6).text()
        history.set_filter(HistoryFilter(void=Tri.NONE, ruling=Tri.NONE))
        assert [v.id for v in history.shown] == [r1]
        # the other filters
        history.set_filter(HistoryFilter(box=2))
        assert [v.id for v in history.shown] == [r1, r2]
        history.set_filter(HistoryFilter(outcome="lose", box=1))
        assert [v.id for v in history.shown] == [r3]
        history.set_filter(HistoryFilter(min_amount=4_000))
        assert [v.id for v in history.shown] == [r1, r2]
        history.set_filter(HistoryFilter(min_amount=5_000))
        assert [v.id for v in history.shown] == [r1]
        history.amount.setText("abc")
        history.apply_filter()
        assert history.amount_problem.isVisibleTo(history) and "not an amount" in history.amount_problem.text()
        history.set_filter(HistoryFilter(approval=ApprovalFilter.APPROVED))
        assert history.shown == []
        history.clear_filters()
        assert len(history.shown) == 3
    finally:
        c.close()

    # `dealer-app audit verify` (the real command) lists both as information and passes
    floor.s.close()
    done = _audit_verify(floor.db)
    assert done.returncode == 0, done.out + done.err
    lines = done.out.splitlines()
    assert any(line.startswith(f"info: round {r2} voided") and "hole card" in line and "Petra" in line for line in lines)
    assert any(line.startswith(f"info: round {r3} box 1: floor ruling €0.00 (computed −€30.00)") and "Boris" in line
               and "push" in line for line in lines), lines
    floor.s = type(floor.s).open(floor.db, hasher=floor.s.ctx.hasher, station="Table 1", record_startup=False)


def test_the_meter_is_adjusted_only_with_a_signature_and_a_reason(floor: Floor) -> None:
    c = console_for(floor.db, "Boris")
    try:
        assert c.screen.show_section("meter")
        c.settle()
        page = c.page("meter")
        assert page.value.text() == "€0.00"
        form = page.form
        form.amount.setText("2500")
        form.on_sign_clicked()
        assert "reason" in form.problem.text().lower()
        form.reason.setText("opening float for the progressive")
        c.sign_with("Boris")
        form.on_sign_clicked()
        c.settle()
        assert floor.s.meter.value() == 250_000
        e = floor.entries(EntryKind.METER_ADJUSTED)[-1]
        assert (e.actor, e.payload["delta"], e.payload["reason"]) == (floor.ids["Boris"], 250_000,
                                                                       "opening float for the progressive")
        assert e.shift_id == floor.shift_id
        assert page.value.text() == "€2,500.00" and c.screen.top.meter.text() == "€2,500.00"
        assert page.table.item(0, 1).text() == "adjustment: opening float for the progressive"
        assert page.table.item(0, 4).text() == "Boris"
        # taking more than the meter holds is refused by the services, and said
        form.direction.setCurrentIndex(1)
        form.amount.setText("3000")
        form.reason.setText("correction")
        c.sign_with("Boris")
        c.dialogs.expect("error")
        form.on_sign_clicked()
        c.settle()
        assert "below 0" in form.problem.text()
        assert floor.s.meter.value() == 250_000
    finally:
        c.close()


@pytest.mark.subprocess  # prints through the dealer-app report child
def test_a_round_prints_and_saves_its_slip(floor: Floor, tmp_path: Path) -> None:
    rid = floor.play(plain_steps())
    c = console_for(floor.db, "Boris")
    try:
        assert c.screen.open_round(rid)
        c.settle()
        view = c.screen.round_view
        printed = tmp_path / "printed.pdf"
        c.docs.expect("print", printed)
        view.print_round()
        c.settle()
        text = " ".join(" ".join(page_text(p) for p in PdfReader(str(printed)).pages).split())
        assert "Round 1, table Table 1" in text and "Three of a kind" in text and "+€60.00" in text
        assert "Printed by Boris" in text
        rec = floor.entries(EntryKind.REPORT_PRINTED)[-1]
        assert rec.actor == floor.ids["Boris"] and "round printed from the console" in rec.payload["what"]

        slip = tmp_path / "slip.pdf"
        c.docs.expect("save_path", slip)
        view.save_slip()
        c.settle()
        assert slip.exists(), c.screen.status_text.text()
        slip_text = " ".join(" ".join(page_text(p) for p in PdfReader(str(slip)).pages).split())
        assert "Table 1" in slip_text
        assert "Round slip saved" in c.screen.status_text.text()
        # cancelled dialogs do nothing
        c.docs.expect("save_path", None)
        view.save_slip()
        c.docs.expect("print", None)
        view.print_round()
        c.settle()
        assert c.docs.pending == 0
    finally:
        c.close()


def test_a_big_meter_adjustment_asks_a_second_signer_in_the_console(floor: Floor) -> None:
    """Two people for the big things: above the second-signer threshold (default €50,000.00)
    the console asks a second pit boss or an administrator after the first signature, and
    the entry records both; one signature alone records nothing."""
    c = console_for(floor.db, "Boris")
    try:
        assert c.screen.show_section("meter")
        c.settle()
        page = c.page("meter")
        form = page.form
        form.amount.setText("60000")
        form.reason.setText("seed the progressive")
        c.sign_with("Boris")
        c.dialogs.expect("credentials", None)  # the second signer's dialog, cancelled
        form.on_sign_clicked()
        c.settle()
        assert floor.s.meter.value() == 0
        asked = [call for call in c.dialogs.calls if call[0] == "credentials"]
        assert asked[-1][1] == "Second signature"
        assert "above the second-signer threshold" in asked[-1][2] and "second pit boss" in asked[-1][2]
        assert not c.dialogs.script
        c.sign_with("Boris")
        c.sign_with("Petra")
        form.on_sign_clicked()
        c.settle()
        assert floor.s.meter.value() == 6_000_000
        e = floor.entries(EntryKind.METER_ADJUSTED)[-1]
        assert (e.actor, e.payload["second_signer"]) == (floor.ids["Boris"], floor.ids["Petra"])
        assert len(e.payload["co_signatures"]) == 1
    finally:
        c.close()
    ran = _audit_verify(floor.db)
    assert ran.returncode == 0, ran.stdout + ran.stderr
