"""The podium's floor ruling (Alt+L) and its second signer (issue 23), on a real PostgreSQL floor
with real keys: the dealer holds a royal flush's payout at the station; at the podium Alt+L opens
the ruling form (the amount, Tab, the reason, Ctrl+Enter) and a pit boss signs with their PIN.

- above the second-signer threshold a second dialog asks for another person (never the first
  signer: not offered there, and refused by the services if named anyway); a wrong second PIN is
  shown in the same dialog, which asks again, and nothing is recorded, nor when it is closed; a
  valid second signer records the ruling with both signatures, and the dealer's screen gets it;
- at or below the threshold one signature records it: no second signer is asked for."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from gui_support import PEOPLE, cheap_hasher, close_window, make_people, make_window
from keyboard_dealer import KeyboardDealer
from pg_server import fresh_database
from test_figure_of_record import row_texts
from ui_helpers import open_table

from dealer_app.audit.two_person import second_signer_reason
from dealer_app.auth.roles import Permission
from dealer_app.services import DealerServices
from dealer_app.services.floor_view import FloorView
from dealer_app.store.entries import CoSigned, FloorRuling
from dealer_app.store.records import EntryKind
from ui.devtools.driver import pump, wait_until
from ui.kit.qt import Qt, QTest

pytestmark = pytest.mark.floor
TABLE = "Table 1"
THRESHOLD = 1_000_00  # the second-signer threshold: €1,000
COMPUTED = 10_000_00  # box 1's computed net: the royal flush's payout (capped), from the player's side


@pytest.fixture
def floor(qapp: Any, pg_server: str, tmp_path: Path) -> Iterator[tuple[str, Any, Any]]:
    """A floor (the GUI people, a €1,000 second-signer threshold), the dealer's real main window with a
    royal flush's payout held on box 1, and the podium."""
    from ui.console.podium import PodiumWindow

    with fresh_database(pg_server, floor=True) as url:
        make_people(url)  # type: ignore[arg-type]
        with DealerServices.open(url, table=TABLE, station="set-up", hasher=cheap_hasher()) as s:
            admin = s.users.co_sign("Admin", PEOPLE["Admin"][1], Permission.EDIT_SETTINGS, purpose="settings")
            s.settings.update(admin, second_signer_threshold=THRESHOLD)
        w = make_window(url, settings_path=tmp_path / "ui-settings.json")  # type: ignore[arg-type]
        podium = None
        try:
            k = KeyboardDealer(open_table(w))
            wait_until(lambda: k.t.watch.hears_the_store, 5000, "the station listening to the floor")
            k.t.watch.approval_timer.stop()  # no looking: what reaches the dealer's screen is pushed
            k.t.watch.news_timer.stop()
            podium = PodiumWindow(FloorView(url, [TABLE], hasher=cheap_hasher()))
            podium.resize(1100, 800)
            podium.show()
            _held_round(k, podium)
            yield url, k, podium
        finally:
            if podium is not None:
                close_window(podium)
            close_window(w)


def _held_round(k: KeyboardDealer, podium: Any) -> None:
    """The dealer types a round whose royal flush's payout is held (box 1): it waits at the podium."""
    k.t.window().activateWindow()
    pump(10)
    k.bet(1, "500")
    k.close_bets()
    k.entry("P")
    k.entry("D", "jc jd 9s 6h 2c")
    k.entry("C", "as ks qs js ts")
    assert k.t.info.settlement.pending_approvals
    wait_until(lambda: podium.queue.count() == 1, 20000, "the held payout at the podium")
    assert dict(podium.held[0].boxes)[1] == COMPUTED


def _ruling_form(podium: Any, amount: str, reason: str) -> Any:
    """Alt+L on the held round, the amount, Tab, the reason, Ctrl+Enter: the first signature's dialog."""
    podium.activateWindow()
    wait_until(podium.isActiveWindow, 5000, "the podium active")
    podium.queue.setFocus()
    podium.queue.setCurrentRow(0)
    pump(10)
    QTest.keyClick(podium.queue, Qt.Key.Key_L, Qt.KeyboardModifier.AltModifier)
    form = podium.ruling
    wait_until(lambda: form.isVisible() and form.amount.hasFocus(), 5000, "the ruling form")
    QTest.keyClicks(form.amount, amount)
    QTest.keyClick(form.amount, Qt.Key.Key_Tab)
    QTest.keyClicks(form.reason, reason)
    return _sign_ruling(podium)


def _sign_ruling(podium: Any) -> Any:
    """Ctrl+Enter in the ruling form (the podium's window active, the form's focus where it was left)."""
    podium.activateWindow()
    wait_until(lambda: podium.isActiveWindow() and podium.ruling.reason.hasFocus(), 5000, "the ruling form")
    QTest.keyClick(podium.ruling.reason, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    return _dialog(podium)


def _dialog(podium: Any, after: Any = None) -> Any:
    wait_until(lambda: podium.dialog is not None and podium.dialog is not after and podium.dialog.isVisible(), 10000,
               "the podium's signature dialog")
    return podium.dialog


def _sign(d: Any, initial: Qt.Key, name: str, pin: str) -> None:
    """The signer picked by their initial in the signer box, the PIN typed, Enter."""
    d.user_box.setFocus()
    QTest.keyClick(d.user_box, initial)
    assert d.user_box.currentData() == name
    d.pin_edit.setFocus()
    QTest.keyClicks(d.pin_edit, pin)
    QTest.keyClick(d.pin_edit, Qt.Key.Key_Return)


def _rulings(url: str) -> list[Any]:
    with DealerServices.open(url, table=TABLE, station="look", hasher=cheap_hasher(), readonly=True) as s:
        return list(s.store.entries_of_kind([EntryKind.FLOOR_RULING]))


def _user_id(url: str, name: str) -> int:
    with DealerServices.open(url, table=TABLE, station="look", hasher=cheap_hasher(), readonly=True) as s:
        user = s.store.user_by_name(name)
        assert user is not None
        return int(user.id)


def test_a_ruling_above_the_threshold_is_signed_by_a_second_person_and_one_at_it_is_not(
        floor: tuple[str, Any, Any]) -> None:
    url, k, podium = floor
    assert second_signer_reason(COMPUTED - 8_000_00, THRESHOLD, shift_closed=False) == "above threshold"
    first = _ruling_form(podium, "8000", "recount of the bet")
    _sign(first, Qt.Key.Key_B, "Boris", PEOPLE["Boris"][1])
    second = _dialog(podium, after=first)  # Boris signed: the second person's dialog
    assert "second" in second.windowTitle().lower()
    offered = [second.user_box.itemData(i) for i in range(second.user_box.count())]
    assert "Boris" not in offered and "Petra" in offered  # the first signer is never offered again
    # a wrong second PIN: said in the same dialog, which asks again; nothing recorded
    _sign(second, Qt.Key.Key_P, "Petra", "999999")
    wait_until(lambda: "Wrong PIN for Petra: 4 attempts left" in second.problem.text(), 10000,
               "the wrong PIN in the same dialog")
    assert podium.dialog is second and second.isVisible() and second.pin_edit.text() == ""
    assert _rulings(url) == [] and podium.queue.count() == 1
    second.activateWindow()
    wait_until(second.isActiveWindow, 5000, "the second dialog active")
    QTest.keyClick(second.pin_edit, Qt.Key.Key_Escape)  # closed: still nothing recorded, the form stays
    wait_until(lambda: podium.dialog is None, 5000, "the second dialog closed")
    assert _rulings(url) == [] and podium.ruling.isVisible()
    wait_until(lambda: podium.focusWidget() is podium.ruling.reason, 5000, "the focus back on the ruling form")
    assert "PAY" not in row_texts(k.t, 1) or "HELD" in row_texts(k.t, 1)
    # the same person as both signers: refused by the services too, nothing recorded
    held = podium.held[0]
    with pytest.raises(PermissionError, match="Boris"):
        podium.view.rule(TABLE, held.round_id, 1, 8_000_00, "recount of the bet", "Boris", PEOPLE["Boris"][1],
                         ("Boris", PEOPLE["Boris"][1]))
    assert _rulings(url) == []
    # signed again (Ctrl+Enter on the form): Boris, then Petra with her PIN
    first = _sign_ruling(podium)
    _sign(first, Qt.Key.Key_B, "Boris", PEOPLE["Boris"][1])
    second = _dialog(podium, after=first)
    _sign(second, Qt.Key.Key_P, "Petra", PEOPLE["Petra"][1])
    wait_until(lambda: podium.dialog is None and not podium.ruling.isVisible(), 10000, "the ruling signed")
    [entry] = _rulings(url)
    ruling = entry.body_as(FloorRuling)
    assert (ruling.box, ruling.net, ruling.computed_net) == (1, 8_000_00, COMPUTED)
    assert entry.actor == _user_id(url, "Boris") and ruling.second_signer == _user_id(url, "Petra")
    assert ruling.second_signer_why == "above threshold" and ruling.co_signatures is not None
    with DealerServices.open(url, table=TABLE, station="look", hasher=cheap_hasher(), readonly=True) as s:
        [co] = [s.store.entry(n) for n in ruling.co_signatures]
        assert co is not None and co.body_as(CoSigned).user == _user_id(url, "Petra")
        assert co.body_as(CoSigned).permission == Permission.SECOND_SIGN.value
        assert s.verify().ok
    assert "Floor ruling by Boris" in podium.status.text() and podium.queue.count() == 0
    # the dealer's screen gets it, no key pressed there
    wait_until(lambda: "PAY €8,000" in row_texts(k.t, 1), 20000, "the ruling at the station")
    assert "Boris" in row_texts(k.t, 1) and not k.t.info.settlement.pending_approvals
    assert podium.focusWidget() is podium.queue

    # the next round, held again: a ruling at the threshold (€1,000 off) needs one signature only
    k.t.window().activateWindow()
    pump(10)
    k.confirm_round()
    _held_round(k, podium)
    assert second_signer_reason(COMPUTED - 9_000_00, THRESHOLD, shift_closed=False) is None  # exactly €1,000
    first = _ruling_form(podium, "9000", "the house pays the payout cap")
    _sign(first, Qt.Key.Key_P, "Petra", PEOPLE["Petra"][1])
    wait_until(lambda: podium.dialog is None and not podium.ruling.isVisible(), 10000, "the ruling signed")
    pump(50)
    assert podium.dialog is None  # no second signer asked for
    entry = _rulings(url)[-1]
    ruling = entry.body_as(FloorRuling)
    assert (ruling.net, ruling.second_signer, ruling.co_signatures) == (9_000_00, None, None)
    assert entry.actor == _user_id(url, "Petra")
    wait_until(lambda: "PAY €9,000" in row_texts(k.t, 1), 20000, "the ruling at the station")
