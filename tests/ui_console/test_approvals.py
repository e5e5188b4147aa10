"""Approvals in the console: approve and refuse a held payout, never by the
preparer, and the refusal's two ways out (the dealer corrects, or a floor ruling).

The dealer deals at her own station (her own services on the same database);
the pit boss works in the console (the real screen, its worker and the real
services); what was recorded is read back from the store.
"""

from __future__ import annotations

import pytest
from console_helpers import HELD_STEPS, Floor, cards, console_for

from dealer_app.services import StateError
from dealer_app.store.records import EntryKind
from rules.poker.table import FinalCards, Undo
from ui.console.boxcard import BoxCard
from ui.kit.dialogs import Credentials


def test_a_pit_boss_approves_a_held_payout_with_their_pin(floor: Floor) -> None:
    rid = floor.start(HELD_STEPS)
    assert floor.approval(rid).pending
    c = console_for(floor.db, "Boris")
    try:
        page = c.page("approvals")
        assert [h.round_id for h in page.items] == [rid]
        held = page.current
        assert held is not None and held.round_id == rid
        # what the pit boss sees: the cards, the engine's explanation, who prepared it
        assert held.preparers == ("Anna",)
        assert "Prepared by Anna" in page.meta.text()
        assert [(i.box, i.kind, i.amount) for i in held.items] == [(1, "payout", 1_000_000)]
        assert "€10,000" in page.held_line.text()
        cards_shown = [str(x) for x in page.dealer.cards.cards]
        assert cards_shown == ["Jc", "Jd", "9s", "6h", "2c"]
        explanation = " ".join(bc.explanation.text() for bc in page.findChildren(BoxCard))
        assert "four of a kind" in explanation.lower() and "capped" in explanation.lower()
        assert c.screen.nav_buttons[next(iter(c.screen.sections))].badge.text() == "1"

        # a wrong PIN is refused by the services: nothing approved
        c.dialogs.expect("credentials", Credentials("Boris", "000000"))
        c.dialogs.expect("error")
        page.approve()
        c.settle()
        assert c.dialogs.pending == 0
        assert "wrong PIN" in c.dialogs.calls[-1][2]
        assert floor.approval(rid).pending

        c.sign_with("Boris")
        page.approve()
        c.settle()
        assert c.dialogs.pending == 0
        state = floor.approval(rid)
        assert state.approved_seq is not None and state.satisfied
        approved = floor.entries(EntryKind.APPROVED, rid)
        assert [e.actor for e in approved] == [floor.ids["Boris"]]
        assert "Approved by Boris" in c.screen.status_text.text()
        assert page.items == ()  # nothing is held any more
        floor.confirm(rid)  # the dealer may confirm now
        assert str(floor.s.store.round(rid).status) == "settled"
    finally:
        c.close()


def test_the_preparer_never_signs(floor: Floor) -> None:
    rid = floor.start(HELD_STEPS)
    c = console_for(floor.db, "Boris")
    try:
        page = c.page("approvals")
        # the PIN dialog offers pit bosses only, the one signed in first; never the dealer
        c.sign_with("Anna")  # the dealer who prepared the round tries her own PIN
        c.dialogs.expect("error")
        page.approve()
        c.settle()
        assert "may not approve" in c.dialogs.calls[-1][2]
        assert floor.approval(rid).pending
        refused = floor.entries(EntryKind.PERMISSION_REFUSED)
        assert any(e.actor == floor.ids["Anna"] and e.payload["permission"] == "approve" for e in refused)
    finally:
        c.close()
    # the signer list the dialog shows

    c2 = console_for(floor.db, "Petra")
    try:
        got: list[object] = []
        c2.ctx.run(lambda b: b.signers("approve", rid), got.append)
        c2.settle()
        names = [(s.name, s.me) for s in got[0]]  # type: ignore[attr-defined]
        assert names == [("Petra", True), ("Boris", False)]
    finally:
        c2.close()


def test_a_refusal_sends_the_round_back_and_the_dealer_corrects_it(floor: Floor) -> None:
    rid = floor.start(HELD_STEPS)
    c = console_for(floor.db, "Boris")
    try:
        page = c.page("approvals")
        c.dialogs.expect("credentials", None)  # cancelled: nothing recorded
        page.refuse()
        c.settle()
        assert floor.entries(EntryKind.REFUSED, rid) == []
        c.sign_with("Boris", "box 1's fourth queen was the queen of diamonds twice: recount")
        page.refuse()
        c.settle()
        refusals = floor.entries(EntryKind.REFUSED, rid)
        assert [(e.actor, e.payload["reason"]) for e in refusals] == [
            (floor.ids["Boris"], "box 1's fourth queen was the queen of diamonds twice: recount")]
        assert page.current is not None and page.current.refused
        assert "Refused by Boris" in page.refusal_line.text()
        assert not page.approve_button.isEnabled()
        with pytest.raises(StateError, match="refused"):
            floor.confirm(rid)

        # the dealer corrects the entry: the round as it stands now waits again
        floor.apply(rid, [Undo(), Undo(), FinalCards(1, cards("Qh Qs Qd 8c 4h")), FinalCards(2, cards("Ah Kd 7c 5s 3d"))])
        page.refresh()
        c.settle()
        assert page.items == ()  # three queens win €3,000: nothing is held any more
        floor.confirm(rid)
    finally:
        c.close()


def test_a_refusal_then_a_floor_ruling_lets_the_dealer_confirm(floor: Floor) -> None:
    rid = floor.start(HELD_STEPS)
    c = console_for(floor.db, "Boris")
    try:
        page = c.page("approvals")
        c.sign_with("Boris", "player disputes the cap")
        page.refuse()
        c.settle()
        page.start_ruling()
        form = page.ruling
        assert form.isVisible() and form.box.currentData() == 1
        assert "+€12,000" not in form.computed.text() and "+€10,000" in form.computed.text()
        # a ruling without a reason is refused in the form, before any PIN is asked
        form.amount.setText("9000")
        form.on_sign_clicked()
        assert "reason" in form.problem.text().lower()
        form.reason.setText("the floor pays the advertised plate maximum less the disputed bonus")
        form.amount.setText("nine")
        form.on_sign_clicked()
        assert "amount" in form.problem.text().lower()
        form.amount.setText("9000")
        c.sign_with("Petra")
        form.on_sign_clicked()
        c.settle()
        rulings = floor.entries(EntryKind.FLOOR_RULING, rid)
        assert [(e.actor, e.payload["box"], e.payload["net"], e.payload["computed_net"]) for e in rulings] == [
            (floor.ids["Petra"], 1, 900_000, 1_000_000)]
        assert floor.approval(rid).satisfied
        floor.confirm(rid)
        view = floor.s.read.round(rid)
        box1 = next(b for b in view.boxes if b.box == 1)
        assert (box1.computed_net, box1.effective_net) == (1_000_000, 900_000)
    finally:
        c.close()
