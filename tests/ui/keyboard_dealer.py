"""A dealer at the keyboard, for the end-to-end tests: real key events to the
focused widget, reading only what the dealer sees.

Before each key that enters something, :class:`KeyboardDealer` reads whom the
next-step line names (``BOX 2``, ``DEALER``) and which box is highlighted, and
checks that the two agree; once the store has acknowledged the entry it checks
that the step landed on that box (or the dealer). Every key pressed is
counted, card characters (the cards typed, with their spaces) apart from the
others, so a test can hold a scenario to its key budget.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rules.poker.table import CloseBets, DealerCards, DealerReplacement, PlaceBet
from ui.devtools.driver import TableDriver, pump, wait_until
from ui.kit.qt import QApplication, QKeySequence, QTest

_WHO = re.compile(r"^((?:BOX|БОКС) (\d)|DEALER|ДИЛЕР)$")
"""Whom the next-step line names, on an English or a Russian station."""


@dataclass
class KeyCount:
    keys: int = 0
    """Keys that are not card characters: digits, letters, Enter, Esc, amounts."""
    card_keys: int = 0
    """Card characters typed into a card field (spaces between cards included)."""
    log: list[str] = field(default_factory=list)

    @property
    def total(self) -> int:
        return self.keys + self.card_keys


class KeyboardDealer:
    """Keys into the real main window, as a dealer presses them."""

    def __init__(self, driver: TableDriver) -> None:
        self.d = driver
        self.t = driver.table
        self.count = KeyCount()
        self.landed: list[tuple[str, str]] = []
        """(named target, step's place) for every checked entry."""

    # -- what the dealer sees -------------------------------------------------------

    def named(self) -> str:
        """The target the next-step line names: ``"box 2"``, ``"dealer"``, or ``""`` (the table)."""
        who = self.t.next_bar.who
        if not who.isVisible() or not who.text():
            return ""
        m = _WHO.match(who.text())
        assert m, f"the next-step line names {who.text()!r}"
        return f"box {m.group(2)}" if m.group(2) else "dealer"

    def highlighted(self) -> str:
        boxes = [w.number for w in self.t.box_widgets if w.selected]
        dealer = self.t.dealer.selected
        assert len(boxes) + int(dealer) <= 1, f"more than one place highlighted: boxes {boxes}, dealer {dealer}"
        if dealer:
            return "dealer"
        return f"box {boxes[0]}" if boxes else ""

    def next_text(self) -> str:
        return str(self.t.next_bar.text.text())

    def target(self) -> str:
        """The named target, checked against the highlight."""
        named, lit = self.named(), self.highlighted()
        assert named == lit, f"NEXT names {named or 'the table'!r} but {lit or 'nothing'!r} is highlighted: {self.next_text()}"
        return named

    # -- keys ---------------------------------------------------------------------

    def press(self, name: str) -> None:
        """One key (a QKeySequence name: ``"P"``, ``"Return"``, ``"Shift+A"``, ``"3"``)."""
        combo = QKeySequence(name)[0]
        QTest.keyClick(self.d.target(), combo.key(), combo.keyboardModifiers())
        self.count.keys += 1
        self.count.log.append(name)
        self.d.settle()

    def type_text(self, text: str, *, cards: bool) -> None:
        focus = QApplication.focusWidget()
        assert focus is self.t.entry.field, f"typing {text!r} but the focus is on {focus!r}"
        QTest.keyClicks(focus, text)
        if cards:
            self.count.card_keys += len(text)
        else:
            self.count.keys += len(text)
        self.count.log.append(repr(text))
        pump(0)

    # -- entries, checked -----------------------------------------------------------

    def _place(self, step: Any) -> str:
        if isinstance(step, DealerCards | DealerReplacement):
            return "dealer"
        box = getattr(step, "box", None)
        return f"box {box}" if box is not None else ""

    def _steps(self) -> int:
        return len(self.t.state.steps) if self.t.state is not None else 0

    def entry(self, key: str, text: str | None = None, *, cards: bool = True, confirm: bool | None = None) -> str:
        """Press ``key`` on the named target (then type ``text`` and Enter, when given);
        ``confirm``: a correction's question is expected and answered Enter (True) or Esc
        (False). Returns the target; asserts the step landed there."""
        target = self.target()
        before = self._steps()
        self.press(key)
        if text is not None:
            assert self.t.entry.is_open, f"{key} opened no field for {target}: {self.next_text()}"
            self.type_text(text, cards=cards)
            self.press("Return")
        if confirm is not None:
            question = self.next_text()
            assert self.t.pending is not None, f"no question before a correction: {question}"
            assert question.startswith(("Replace", "Change")), question
            self.press("Return" if confirm else "Escape")
            if not confirm:
                assert self._steps() == before, "a correction answered no changed nothing"
                return target
        assert self._steps() == before + 1, f"{key} {text or ''} was not recorded: {self.t.entry.problem.text()} {self.next_text()}"
        landed = self._place(self.t.state.steps[-1])
        assert landed == target, f"{key} landed on {landed!r}, NEXT named {target!r}"
        self.landed.append((target, landed))
        return target

    def select(self, box: int) -> None:
        """A digit: the selection moves on purpose, and NEXT names the box."""
        self.press(str(box))
        assert self.target() == f"box {box}", self.next_text()

    def bet(self, box: int, ante: str, bonus: str | None = None, *, dark: bool = False) -> None:
        self.select(box)
        self.entry("Shift+A" if dark else "A", ante, cards=False)
        if bonus is not None:
            self.entry("B", bonus, cards=False)

    def close_bets(self) -> None:
        before = self._steps()
        self.press("Return")
        assert self._steps() == before + 1 and isinstance(self.t.state.steps[-1], CloseBets), self.next_text()

    def same_bets(self) -> None:
        before = self._steps()
        self.press("R")
        assert self._steps() > before and all(isinstance(s, PlaceBet) for s in self.t.state.steps[before:]), self.next_text()

    def confirm_round(self) -> int:
        """Enter at the settlement: the round is stored; returns its number."""
        assert self.t.info.settlement is not None, self.next_text()
        self.press("Return")
        wait_until(lambda: self.t.update_.settled_number is not None, 10000, "the round to be stored")
        return int(self.t.update_.settled_number)


def settle_as_cli(db_path: Path, out_dir: Path) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """(what the store holds, what ``dealer-app settle`` says) for every settled round of
    the latest shift: ``dealer-app export`` then ``dealer-app settle --batch``, in-process."""
    import contextlib
    import io

    from ui_helpers import stored_settlements

    import dealer_main

    export = out_dir / "shift.jsonl"
    assert dealer_main.main(["export", "--db", str(db_path), "--out", str(export)]) == 0
    raw = io.BytesIO()
    out = io.TextIOWrapper(raw, encoding="utf-8")
    with contextlib.redirect_stdout(out):
        assert dealer_main.main(["settle", "--batch", str(export)]) == 0
        out.flush()
    cli = [json.loads(line) for line in raw.getvalue().decode("utf-8").splitlines() if line.strip()]
    stored = stored_settlements(db_path)
    assert len(cli) == len(stored), (len(cli), len(stored))
    return list(zip(stored, cli, strict=True))
