"""A pit boss at the dealer's table without signing the dealer out: F6 and the pit boss's PIN
open the console over the live table; F6 there brings the dealer back exactly where they were
(session, open round, keyboard), and what the pit boss did is logged under their name."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from keyboard_dealer import KeyboardDealer
from test_table_approvals import held_round
from ui_helpers import PEOPLE, open_table

from dealer_app.cli.store import audit_main
from dealer_app.store.records import EntryKind
from ui.console import Section
from ui.devtools.driver import wait_until
from ui.kit.dialogs import Credentials
from ui.kit.qt import QApplication, Qt, QTest

BORIS = Credentials("Boris", PEOPLE["Boris"][1])


def _key(w: Any, key: Qt.Key, mods: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    target = w.focusWidget() or w
    QTest.keyClick(target, key, mods)
    w.ctx.worker.drain()
    QApplication.processEvents()


def test_a_pit_boss_approves_at_the_table_and_the_dealer_carries_on(window: Any, db_path: Path,
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    w = window
    k = KeyboardDealer(open_table(w))
    w.activateWindow()
    wait_until(w.isActiveWindow, 5000, "the window active")
    held_round(k)
    before = (w.table.update_.round_id, w.table.update_.steps)
    focus = w.focusWidget()
    anna_seq = w.ctx.backend.session.signed_in_seq
    dialogs = w.ctx.dialogs
    dialogs.expect("credentials", Credentials("Boris", "000000"))  # a wrong PIN: nothing opens
    dialogs.expect("credentials", None)  # the same dialog says so and asks again; cancelled
    _key(w, Qt.Key.Key_F6)
    wait_until(lambda: dialogs.pending == 0 and not w.ctx.worker.busy, 10000, "the refusal")
    assert "Wrong PIN for Boris: 4 attempts left" in dialogs.calls[-1][2]
    assert w.stack.currentWidget() is w.table and w.ctx.user.name == "Anna"
    dialogs.expect("credentials", BORIS)
    _key(w, Qt.Key.Key_F6)
    wait_until(lambda: w.stack.currentWidget() is w.console, 10000, "the console over the table")
    assert w.ctx.user.name == "Boris" and w.ctx.backend.session.user.name == "Anna"  # the dealer stays signed in
    wait_until(w.isActiveWindow, 5000, "the window keeps the keyboard")
    page = w.console.pages[Section.APPROVALS]
    wait_until(lambda: page.current is not None, 10000, "the held round in the approvals")
    assert w.focusWidget() is page or page.isAncestorOf(w.focusWidget())  # its keys work without a click
    dialogs.expect("credentials", BORIS)
    _key(w, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
  # approve, signed with Boris's PIN
    wait_until(lambda: dialogs.pending == 0 and not w.ctx.worker.busy, 10000, "the approval")
    _key(w, Qt.Key.Key_F6)  # back to the table
    wait_until(lambda: w.stack.currentWidget() is w.table and w.ctx.user.name == "Anna", 10000, "the table again")
    wait_until(lambda: not w.table.info.settlement.pending_approvals, 10000, "the approval at the table")
    assert (w.table.update_.round_id, w.table.update_.steps) == before  # the same round, where it was
    assert w.focusWidget() is focus
    assert w.ctx.backend.session.signed_in_seq == anna_seq and w.ctx.backend.visitor is None
    store = w.ctx.backend.open_services().store
    boris = store.user_by_name("Boris").id
    visits = [e for e in store.entries_of_kind([EntryKind.SIGN_IN]) if e.payload.get("over") == anna_seq]
    assert visits and {e.actor for e in visits} == {boris}  # the visit, and the PIN typed again to approve
    approvals = store.entries_of_kind([EntryKind.APPROVED])
    assert [e.actor for e in approvals] == [boris] and approvals[0].payload["signature"] == visits[-1].seq
    outs = [e for e in store.entries_of_kind([EntryKind.SIGN_OUT]) if e.seq > anna_seq]
    assert [(e.actor, e.payload["reason"]) for e in outs] == [(boris, "back to the table")]  # Anna never left
    k.press("Return")  # the dealer confirms the round as usual
    wait_until(lambda: w.table.update_.round_id != before[0], 10000, "the next round")
    capsys.readouterr()
    assert audit_main(["verify", "--db", str(db_path)]) == 0, capsys.readouterr().out
