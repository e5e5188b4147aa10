"""Driving the real window with the keyboard, as a dealer would.

Used by the GUI tests and the screenshot command: each engine step (from the
generator, or written by a test) becomes the keys a dealer presses
(``1 A 10 Enter``, ``3 C qh qs qd 8c 4h Enter``, ``D …``), sent to whatever
widget has the focus, and the driver waits until the store has acknowledged
the entry. Nothing here calls the engine or the store directly.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from rules.poker.record import Decision, NoGame
from rules.poker.table import (
    BonusCards,
    CloseBets,
    DealerCards,
    DealerReplacement,
    Decide,
    Exchange,
    FinalCards,
    Insure,
    NoGameChoice,
    PlaceBet,
    SixthCard,
    Undo,
)
from ui.kit.qt import QApplication, QElapsedTimer, QEvent, Qt, QTest, QThread, QWidget, key_combination

if TYPE_CHECKING:
    from ui.shell.main_window import MainWindow

__all__ = ["DriverTimeout", "TableDriver", "dispose", "flush_deletes", "pump", "wait_until"]


class DriverTimeout(AssertionError):
    pass


def flush_deletes() -> None:
    """Run every pending ``deleteLater()`` now. Outside ``exec()`` (tests, the screenshot
    command) deferred deletes never run by themselves, and a closed window stays alive."""
    for _ in range(3):  # a deleted widget may schedule the deletion of others
        QApplication.processEvents()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def dispose(widget: QWidget) -> None:
    """Close ``widget`` and delete it now (see :func:`flush_deletes`)."""
    widget.close()
    widget.deleteLater()
    flush_deletes()


def pump(ms: int = 0) -> None:
    """Process events for ``ms`` milliseconds (at least once)."""
    clock = QElapsedTimer()
    clock.start()
    while True:
        QApplication.processEvents()
        if clock.elapsed() >= ms:
            return
        QThread.msleep(1)


def wait_until(predicate: Callable[[], bool], timeout_ms: int = 10000, what: str = "") -> None:
    clock = QElapsedTimer()
    clock.start()
    while not predicate():
        if clock.elapsed() > timeout_ms:
            raise DriverTimeout(f"timed out waiting for {what or predicate}")
        QApplication.processEvents()
        QThread.msleep(1)


class TableDriver:
    """Keys into the main window's table screen."""

    def __init__(self, window: MainWindow, timeout_ms: int = 10000) -> None:
        self.window = window
        self.table = window.table
        self.ctx = window.ctx
        self.timeout_ms = timeout_ms
        self._staging = False
        self._staged: Callable[[], None] | None = None

    # -- low level --------------------------------------------------------------

    def target(self) -> QWidget:
        w = QApplication.focusWidget()
        if w is None or not w.isVisible() or w.window() is not self.window:
            return self.table
        return w

    def idle(self) -> bool:
        return not self.ctx.worker.busy and not self.table.saving

    def settle(self) -> None:
        wait_until(self.idle, self.timeout_ms, "the store to acknowledge")
        pump(0)

    def key(self, key: Qt.Key | int, mods: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
        QTest.keyClick(self.target(), Qt.Key(key), mods)
        self.settle()

    def _final(self, key: Qt.Key | int, mods: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
        """The key that commits an entry: sent now, or kept for :meth:`stage`'s caller."""
        if self._staging:
            target = self.target()
            self._staged = lambda: QTest.keyClick(target, Qt.Key(key), mods)
            return
        self.key(key, mods)
        if getattr(self.table, "pending", None) is not None:
            # a correction of something complete: the table asks first; the step is meant, so yes
            self.key(Qt.Key.Key_Return)

    def stage(self, step: Any) -> Callable[[], None]:
        """Type everything of ``step`` except its committing key; return a function
        that presses that key (without waiting), e.g. to time what follows."""
        self._staging = True
        try:
            self.step(step)
        finally:
            self._staging = False
        staged, self._staged = self._staged, None
        assert staged is not None, f"{step!r} has no committing key"
        return staged

    def keys(self, sequence: str) -> None:
        """``"1 A"``: space-separated key names as QKeySequence reads them."""
        for name in sequence.split():
            combo = key_combination(name)
            QTest.keyClick(self.target(), combo.key(), combo.keyboardModifiers())
            self.settle()

    def type(self, text: str) -> None:
        QTest.keyClicks(self.target(), text)
        pump(0)

    def enter(self) -> None:
        self.key(Qt.Key.Key_Return)

    def escape(self) -> None:
        self.key(Qt.Key.Key_Escape)

    ctrl = Qt.KeyboardModifier.ControlModifier
    shift = Qt.KeyboardModifier.ShiftModifier

    def box(self, n: int) -> None:
        self.key(Qt.Key.Key_0 + n)

    # -- entries ----------------------------------------------------------------

    def amount(self, minor: int) -> str:
        return self.ctx.money.minor_to_major_text(minor)

    def field(self, text: str, *, submit: bool = True) -> None:
        """Replace the open field's text by typing, then Enter."""
        field = self.table.entry.field
        assert self.table.entry.is_open, "no entry field is open"
        field.selectAll()
        QTest.keyClick(field, Qt.Key.Key_Backspace)
        QTest.keyClicks(field, text)
        pump(0)
        if submit:
            self._final(Qt.Key.Key_Return)

    def step(self, step: Any) -> None:
        """Enter one engine step the way a dealer would."""
        t = self.table
        if isinstance(step, PlaceBet):
            self.box(step.box)
            self.key(Qt.Key.Key_A, Qt.KeyboardModifier.ShiftModifier if step.dark else Qt.KeyboardModifier.NoModifier)
            self.field(self.amount(step.ante))
            if step.bonus:
                self.box(step.box)
                self.key(Qt.Key.Key_B)
                self.field(self.amount(step.bonus))
        elif isinstance(step, CloseBets):
            if t.entry.is_open:
                self.escape()
            self._final(Qt.Key.Key_Return)
        elif isinstance(step, BonusCards):
            self.box(step.box)
            self.key(Qt.Key.Key_C, Qt.KeyboardModifier.ShiftModifier)
            self.field(" ".join(str(c) for c in step.cards).lower())
        elif isinstance(step, Exchange):
            self.box(step.box)
            self.key(Qt.Key.Key_X)
            if step.discard is not None and step.draw is not None:
                self.field(" ".join(map(str, step.discard)) + " / " + " ".join(map(str, step.draw)))
            else:
                self.field(str(step.count))
        elif isinstance(step, SixthCard):
            self.box(step.box)
            if step.card is None:
                self._final(Qt.Key.Key_S)
            else:
                self.key(Qt.Key.Key_S, Qt.KeyboardModifier.ShiftModifier)
                self.field(str(step.card))
        elif isinstance(step, Decide):
            self.box(step.box)
            self._final(Qt.Key.Key_P if step.decision is Decision.BET else Qt.Key.Key_F)
        elif isinstance(step, Insure):
            self.box(step.box)
            self.key(Qt.Key.Key_I)
            self.field(self.amount(step.amount))
        elif isinstance(step, DealerCards):
            self.key(Qt.Key.Key_D)
            self.field(" ".join(str(c) for c in step.cards))
        elif isinstance(step, NoGameChoice):
            self.box(step.box)
            self._final(Qt.Key.Key_T if step.choice is NoGame.TAKE_ANTE else Qt.Key.Key_G)
        elif isinstance(step, DealerReplacement):
            self.key(Qt.Key.Key_D)
            self.field(str(step.card))
        elif isinstance(step, FinalCards):
            self.box(step.box)
            self.key(Qt.Key.Key_C)
            self.field(" ".join(str(c) for c in step.cards))
        elif isinstance(step, Undo):
            self.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        else:
            raise TypeError(f"the driver cannot enter {step!r}")

    def steps(self, steps: Iterable[Any]) -> None:
        for s in steps:
            before = self.table.update_.steps if self.table.update_ is not None else 0
            self.step(s)
            after = self.table.update_.steps if self.table.update_ is not None else 0
            if after <= before:
                problem = self.table.entry.problem.text() or self.table.next_bar.text.text()
                raise AssertionError(f"{s!r} was not recorded ({before} -> {after} steps): {problem}")
