"""The pit boss's co-signature dialog, the real one, driven with real key events: a wrong
PIN keeps the same dialog open, counts the attempt and says how many are left; the
right PIN approves; a lock-out closes it and says so in one clear line."""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import Any

from keyboard_dealer import KeyboardDealer
from test_table_approvals import held_round
from ui_helpers import PEOPLE, open_table

from ui.devtools.driver import wait_until
from ui.kit.dialogs import CredentialsDialog, QtDialogService
from ui.kit.qt import QApplication, QLabel, Qt, QTest, QTimer

Wait = Callable[[], bool]


def drive(script: Callable[[], Generator[Wait, None, None]], errors: list[str]) -> None:
    """Run ``script`` from the event loop (the dialogs are modal): each ``yield`` waits until
    its condition holds. A failed check is kept in ``errors`` (never raised in a slot)."""
    steps = script()
    state: dict[str, Wait] = {}

    def tick() -> None:
        try:
            if "wait" not in state or state["wait"]():
                state["wait"] = next(steps)
        except StopIteration:
            return
        except AssertionError as exc:
            errors.append(str(exc))
            modal = QApplication.activeModalWidget()
            if modal is not None:
                modal.reject()
            return
        QTimer.singleShot(20, tick)

    QTimer.singleShot(0, tick)


def modal_dialog() -> Any:
    return QApplication.activeModalWidget()


def pin_asked() -> bool:
    """The co-signature dialog is up, with the focus in its PIN field."""
    d = modal_dialog()
    return isinstance(d, CredentialsDialog) and QApplication.focusWidget() is d.pin_edit


def type_pin(d: CredentialsDialog, pin: str) -> None:
    assert QApplication.focusWidget() is d.pin_edit, "the PIN field has the focus"
    QTest.keyClicks(d.pin_edit, pin)
    QTest.keyClick(d.pin_edit, Qt.Key.Key_Return)


def test_a_wrong_pin_keeps_the_same_dialog_open_with_the_attempts_left(window: Any) -> None:
    window.ctx.dialogs = QtDialogService(window)
    k = KeyboardDealer(open_table(window))
    held_round(k)
    seen: list[tuple[int, bool, str]] = []
    errors: list[str] = []

    def pit_boss() -> Generator[Wait, None, None]:
        yield pin_asked
        d = modal_dialog()
        assert d.user_box.currentData() == "Boris", d.user_box.currentData()
        for wrong, left in (("000000", 4), ("999999", 3)):
            type_pin(d, wrong)
            yield lambda left=left: f"{left} attempts left" in d.problem.text() and pin_asked()
            seen.append((id(modal_dialog()), d.isVisible(), d.problem.text()))
            assert d.pin_edit.text() == "", "the wrong PIN is cleared"
        type_pin(d, PEOPLE["Boris"][1])
        yield lambda: not d.isVisible()
        seen.append((id(d), d.isVisible(), d.problem.text()))

    drive(pit_boss, errors)
    k.press("Return")  # the co-signature, as NEXT asks for it
    wait_until(lambda: len(seen) == 3 or bool(errors), 20000, "the pit boss at the dialog")
    assert not errors, errors
    first = seen[0][0]
    assert [s[0] for s in seen[:2]] == [first, first], "one dialog, kept open"
    assert seen[0][1:] == (True, "Wrong PIN for Boris: 4 attempts left before the lock-out.")
    assert seen[1][1:] == (True, "Wrong PIN for Boris: 3 attempts left before the lock-out.")
    wait_until(lambda: not k.t.info.settlement.pending_approvals, 10000, "the approval")
    assert window.ctx.backend.open_services().store.user_by_name("Boris").failed == 0  # the right PIN cleared the count


def test_a_lock_out_closes_the_dialog_with_a_clear_line(window: Any) -> None:
    window.ctx.dialogs = QtDialogService(window)
    k = KeyboardDealer(open_table(window))
    held_round(k)
    shown: list[str] = []
    errors: list[str] = []
    dialogs: set[int] = set()

    def pit_boss() -> Generator[Wait, None, None]:
        yield pin_asked
        d = modal_dialog()
        for left in (4, 3, 2, 1):
            type_pin(d, "000000")
            yield lambda left=left: f"{left} attempts left" in d.problem.text() and pin_asked()
            dialogs.add(id(modal_dialog()))
        type_pin(d, "000000")  # the last allowed attempt, wrong: locked out
        yield lambda: modal_dialog() is not None and not isinstance(modal_dialog(), CredentialsDialog)
        err = modal_dialog()
        shown.extend(lab.text() for lab in err.findChildren(QLabel) if lab.text())
        QTest.keyClick(err, Qt.Key.Key_Return)
        yield lambda: modal_dialog() is None

    drive(pit_boss, errors)
    k.press("Return")
    wait_until(lambda: bool(shown) or bool(errors), 30000, "the lock-out line")
    assert not errors, errors
    assert len(dialogs) == 1
    assert shown[0] == "Not approved"
    assert ("Boris is locked out after too many wrong PINs: the round stays held until another pit boss signs, "
            "or an administrator unlocks Boris.") in shown
    wait_until(lambda: modal_dialog() is None, 5000, "the error closed")
    assert k.t.info.settlement.pending_approvals
    assert window.ctx.backend.open_services().store.user_by_name("Boris").locked_until_us is not None


def test_alt_r_refuses_from_the_reason_and_a_new_signer_clears_the_last_problem(qapp: Any) -> None:
    from ui.devtools.driver import dispose
    from ui.kit.dialogs import UserChoice

    d = CredentialsDialog(None, "Round 3: payout held", "Approve or refuse.",
                          [UserChoice("Boris", "Boris"), UserChoice("Petra", "Petra")], confirm_label="Approve",
                          refuse_label="Refuse", problem="Wrong PIN for Boris: 4 attempts left before the lock-out.")
    try:
        d.show()
        QTest.qWaitForWindowExposed(d)
        QTest.keyClick(d.user_box, Qt.Key.Key_Down)  # Petra signs instead
        assert d.user_box.currentData() == "Petra" and d.problem.text() == ""
        d.pin_edit.setFocus()
        QTest.keyClicks(d.pin_edit, PEOPLE["Petra"][1])
        assert d.reason_edit is not None
        d.reason_edit.setFocus()
        QTest.keyClicks(d.reason_edit, "Wrong ca")
        QTest.keyClick(d.reason_edit, Qt.Key.Key_R, Qt.KeyboardModifier.AltModifier)
        assert d.reason_edit.text() == "Wrong ca", "Alt+R typed nothing"
        assert d.result() == CredentialsDialog.DialogCode.Accepted and d.value().refused
        assert d.value().reason == "Wrong ca" and d.value().user_id == "Petra"
    finally:
        dispose(d)
