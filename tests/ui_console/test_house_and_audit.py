"""House rules edited in the console (the engine's validation beside each field;
a new version applies from the next round, never to a round in progress) and
the shift re-audit (off the UI thread), which finds a round tampered with in
the database file."""

from __future__ import annotations

from console_helpers import Floor, cards, console_for, plain_steps, tamper_box_net

from dealer_app.auth.roles import Permission
from dealer_app.store.records import EntryKind
from rules.hands import Category
from rules.poker.record import Decision
from rules.poker.table import CloseBets, DealerCards, Decide, FinalCards, PlaceBet
from ui.console.model import RoundVerdict


def test_a_rules_change_does_not_affect_a_round_already_in_progress(floor: Floor) -> None:
    in_progress = floor.start([PlaceBet(1, 1_000), CloseBets(), Decide(1, Decision.BET)])
    c = console_for(floor.db, "Boris")
    try:
        assert c.screen.show_section("house")
        c.settle()
        page = c.page("house")
        editor = page.editor
        assert page.selected_profile() == "default"
        assert editor.edits["pay_table.full_house"].text() == "7"
        assert "Table 1 round 1 (version 1)" in page.applies.text()
        # amounts are shown and typed in euros, not cents
        assert editor.edits["min_ante"].text() == "5" and editor.echo["min_ante"].text() == "= €5.00"
        editor.edits["max_bonus"].setText("12,50")
        page.on_editor_changed()
        assert editor.mapping()["max_bonus"] == 1250 and editor.echo["max_bonus"].text() == "= €12.50"
        editor.edits["max_bonus"].setText("a lot")
        page.on_editor_changed()
        assert '"a lot" is not an amount' in editor.errors["max_bonus"].text()
        assert page.rules is None and not page.save.isEnabled()
        assert '"a lot" is not an amount' in page.preview.toPlainText()
        editor.edits["max_bonus"].setText("100")

        # the engine's refusals appear next to their fields, and nothing can be saved
        editor.edits["min_ante"].setText("900")
        page.on_editor_changed()
        assert "€900.00 is above max ante (€500.00)" in editor.errors["min_ante"].text()
        assert editor.edits["min_ante"].property("invalid") == "true"
        assert page.rules is None and not page.save.isEnabled()
        editor.edits["min_ante"].setText("5")
        editor.edits["bonus_table.straight_flush"].setText("60")  # also a jackpot share: not both
        page.on_editor_changed()
        assert "also in jackpot_percent" in editor.errors["bonus_table"].text()
        editor.edits["bonus_table.straight_flush"].setText("")
        editor.edits["boxes"].setText("seven")
        page.on_editor_changed()
        assert 'must be a whole number, not "seven"' in editor.errors["boxes"].text()
        editor.edits["boxes"].setText("6")
        page.on_editor_changed()
        assert page.rules is not None and page.save.isEnabled()
        # in Russian, worded from the problem's code, amounts in major units
        editor.lang = "ru"
        editor.edits["min_ante"].setText("900")
        page.on_editor_changed()
        assert "900,00\xa0€ — больше, чем «максимальное анте» (500,00\xa0€)" in editor.errors["min_ante"].text()
        assert "900,00 € — больше, чем «максимальное анте» (500,00 €)" in page.preview.toPlainText()  # the refusal too
        editor.lang = "en"
        editor.edits["min_ante"].setText("5")
        page.on_editor_changed()
        assert page.rules is not None

        # a better full house, previewed, then saved as version 2 with the pit boss's PIN
        editor.edits["pay_table.full_house"].setText("9")
        page.on_editor_changed()
        assert "9 to 1" in page.preview.toPlainText()
        page.note.setText("full house pays 9 from tonight")
        c.sign_with("Boris")
        page.save_version()
        c.settle()
        v2 = floor.s.house.current("default")
        assert v2.version == 2 and v2.rules.pay_table[Category.FULL_HOUSE] == 9 and v2.by == floor.ids["Boris"]
        assert "version 2" in c.screen.status_text.text()
        saved = floor.entries(EntryKind.HOUSE_RULES_SET)[-1]
        assert saved.payload["note"] == "full house pays 9 from tonight"
    finally:
        c.close()

    # the round in progress keeps version 1: its full house pays 7 to 1
    floor.apply(in_progress, [DealerCards(cards("Jc Jd 9s 6h 2c")), FinalCards(1, cards("Qh Qs Qd 8c 8h"))])
    floor.confirm(in_progress)
    old = floor.s.read.round(in_progress)
    assert old.house_version == 1 and old.boxes[0].computed_net == 2_000 * 7
    # the next round plays version 2
    new = floor.s.read.round(floor.play([PlaceBet(1, 1_000), CloseBets(), Decide(1, Decision.BET),
                                         DealerCards(cards("Jc Jd 9s 6h 2c")), FinalCards(1, cards("Qh Qs Qd 8c 8h"))]))
    assert new.house_version == 2 and new.boxes[0].computed_net == 2_000 * 9


def test_the_re_audit_finds_a_tampered_round_and_reports_voids_and_rulings_as_information(floor: Floor) -> None:
    r1 = floor.play(plain_steps())
    r2 = floor.play(plain_steps("Kh Ks 8d 8c 4h", "2h 3h 4d 9c Qd"))
    r3 = floor.play(plain_steps("Ah Kh 7d 6c 4s", None))
    s = floor.s
    sig = s.users.co_sign("Petra", "555555", Permission.VOID, purpose="void", shift_id=floor.shift_id, round_id=r2)
    s.rounds.void(sig, r2, "misdeal: the dealer's hand was dealt twice")
    sig = s.users.co_sign("Boris", "333333", Permission.RULE, purpose="rule", shift_id=floor.shift_id, round_id=r3)
    s.rounds.rule(sig, r3, 1, 0, "dispute over the ace: the floor calls a push")
    c = console_for(floor.db, "Boris")
    try:
        assert c.screen.show_section("audit")
        c.settle()
        page = c.page("audit")
        assert c.screen.shift_id == floor.shift_id
        page.start()
        assert page.running and not page.button.isEnabled() and page.progress.isVisibleTo(page)  # off the UI thread
        c.settle()
        result = page.result
        assert result is not None and result.ok, [d.text for d in result.discrepancies]
        assert result.rounds_checked == 3
        assert {line.round_id for line in result.infos} == {r2, r3}
        assert any("voided" in line.text and "dealt twice" in line.text for line in result.infos)
        assert any("floor ruling 0" in line.text and "push" in line.text for line in result.infos)
        assert dict((rid, v) for rid, _n, v in result.verdicts) == {
            r1: RoundVerdict.OK, r2: RoundVerdict.INFO, r3: RoundVerdict.INFO}
        assert "PASSED" in page.verdict.text()

        tamper_box_net(floor.db, r1, 100_000)
        page.start()
        c.settle()
        result = page.result
        assert result is not None and not result.ok
        assert {line.round_id for line in result.discrepancies} == {r1}
        texts = " | ".join(line.text for line in result.discrepancies)
        assert "does not match the chain" in texts and "net: stored 106000, computed 6000" in texts
        assert dict((rid, v) for rid, _n, v in result.verdicts)[r1] is RoundVerdict.DISCREPANCY
        assert dict((rid, v) for rid, _n, v in result.verdicts)[r2] is RoundVerdict.INFO
        assert "DISCREPANCIES" in page.verdict.text()
        shown = [page.lines.item(i, 0).text() for i in range(page.lines.rowCount())]
        assert shown.count("✗ discrepancy") == len(result.discrepancies) and shown.count("ℹ information") == 2
        # each run is in the log under the pit boss who asked for it
        runs = floor.entries(EntryKind.AUDIT_VERIFIED)
        assert [(e.actor, e.payload["ok"], e.payload["scope"]) for e in runs] == [
            (floor.ids["Boris"], True, "shift"), (floor.ids["Boris"], False, "shift")]
    finally:
        c.close()


def test_the_re_audit_offers_each_finding_s_round_from_its_typed_parameters(floor: Floor) -> None:
    """The keys alone: Ctrl+4 opens the re-audit, Ctrl+R runs it; each line is offered under the
    round its finding names (the round's number in the shift), whatever names or reasons say."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    r1 = floor.play(plain_steps())
    r2 = floor.play(plain_steps("Kh Ks 8d 8c 4h", "2h 3h 4d 9c Qd"))
    r3 = floor.play(plain_steps("Ah Kh 7d 6c 4s", None))
    s = floor.s
    sig = s.users.co_sign("Petra", "555555", Permission.VOID, purpose="void", shift_id=floor.shift_id, round_id=r3)
    s.rounds.void(sig, r3, f"dealt twice, as in round {r1} and round {r2}")  # a reason names no round
    r4 = floor.start([PlaceBet(1, 1_000)])  # still being entered: not re-settled
    numbers = {r.id: r.number for r in s.read.round_rows(floor.shift_id)}
    c = console_for(floor.db, "Boris")
    try:
        tamper_box_net(floor.db, r2, 100_000)
        QTest.keyClick(c.screen, Qt.Key.Key_4, Qt.KeyboardModifier.ControlModifier)
        c.settle()
        page = c.page("audit")
        assert c.screen.stack.currentWidget() is page
        c.activate()
        QTest.keyClick(c.screen.focusWidget() or page, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
        c.settle()
        result = page.result
        assert result is not None and not result.ok, "Ctrl+R did not run the re-audit"
        rows = [(page.lines.item(i, 0).text(), page.lines.item(i, 1).text(), page.lines.item(i, 2).text())
                for i in range(page.lines.rowCount())]
        wrong = [row for row in rows if row[0] == "✗ discrepancy" and row[1] != f"#{numbers[r2]}"]
        assert not wrong, wrong  # the tampered round's lines (its settlement, its altered entry) under it
        assert any("net: stored" in row[2] for row in rows if row[0] == "✗ discrepancy")
        infos = [row for row in rows if row[0] == "ℹ information"]
        assert [row[1] for row in infos] == [f"#{numbers[r3]}"], infos
        verdicts = {page.rounds.item(i, 0).text(): page.rounds.item(i, 1).text() for i in range(page.rounds.rowCount())}
        assert verdicts == {str(numbers[r1]): "✓ re-settled, equal", str(numbers[r2]): "✗ discrepancy",
                            str(numbers[r3]): "ℹ void or ruling", str(numbers[r4]): "unfinished"}, verdicts
    finally:
        c.close()
