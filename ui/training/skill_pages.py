"""The skill drills' pages: name the hand, and chips (count, colour up, cut and pay).

Keyboard first. Naming a hand: a digit names a category (0 high card … 9
straight flush, R royal flush), N says there is no second combination,
Backspace takes the last back, Enter checks and goes on. Chips: type the
amount, or the chips of each colour (Tab to the next), Enter checks and goes
on. Esc stops: what is left is "not answered", never wrong. Grading is the
core's (:mod:`dealer_app.training.hand_drill`, :mod:`dealer_app.training.chip_drill`);
recording the run is the screen's.
"""

from __future__ import annotations

import datetime as dt
import time
from collections.abc import Callable, Sequence
from typing import Any

from dealer_app.table_count import ChipSet, breakdown
from dealer_app.training.chip_drill import ChipAnswer, ChipCheck, ChipQuestion, ChipTask, ChipVerdict, check_chips
from dealer_app.training.hand_drill import CATEGORY_KEYS, HandAnswer, HandCheck, HandQuestion, Whose, check_hand
from dealer_app.training.skill_runs import SkillRun
from rules.hands import Category
from ui.kit import theme
from ui.kit.cards import CardRow
from ui.kit.chrome import KeyCap
from ui.kit.labels import category_label
from ui.kit.money import MoneyFormat
from ui.kit.panel import PaintedFrame
from ui.kit.qt import QGridLayout, QHBoxLayout, QKeyEvent, QLabel, QLineEdit, Qt, QVBoxLayout, QWidget, Signal
from ui.kit.text import tr_args
from ui.training.chip_stacks import ChipStacks, text_colour

__all__ = ["ChipDrillPage", "HandDrillPage"]

C = theme.C


class _SkillPage(QWidget):
    finished = Signal(object)
    """The run ended (every question done, or stopped): its :class:`SkillRun`."""
    left = Signal()
    """The trainee went back to the levels after the run."""

    skill = ""
    questions: Sequence[object] = ()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.clock: Callable[[], float] = time.monotonic
        self.trainee = ""
        self.level = 1
        self.seed = 0
        self.index = 0
        self.checked = False
        self.done = False
        self._shown_at = 0.0
        self._started = 0.0
        self.run: SkillRun | None = None
        self.exam_id: str | None = None
        """An exam's part: no verdict until the exam is handed in; the run carries the exam's id."""
        outer = QVBoxLayout(self)
        outer.setContentsMargins(28, 18, 28, 18)
        outer.setSpacing(12)
        head = QHBoxLayout()
        self.title = QLabel("")
        theme.css(self.title, f"font-size: {theme.Size.TITLE}px; font-weight: bold;")
        head.addWidget(self.title)
        head.addStretch(1)
        self.count = QLabel("")
        theme.css(self.count, f"color: {C.text_dim}; font-size: 15px;")
        head.addWidget(self.count)
        outer.addLayout(head)
        self.panel = PaintedFrame()
        self.panel.set_look(C.surface, C.border, 1, 12)
        self.body = QVBoxLayout(self.panel)
        self.body.setContentsMargins(24, 18, 24, 18)
        self.body.setSpacing(12)
        outer.addWidget(self.panel, 1)
        self.feedback = QLabel("")
        self.feedback.setWordWrap(True)
        self.feedback.setMinimumHeight(56)
        theme.css(self.feedback, "font-size: 17px;")
        outer.addWidget(self.feedback)
        self.keys = QLabel("")
        self.keys.setWordWrap(True)
        theme.css(self.keys, f"color: {C.text_faint}; font-size: 13px;")
        outer.addWidget(self.keys)

    # -- the run ---------------------------------------------------------------------

    def _begin(self, trainee: str, level: int, seed: int, clock: Callable[[], float], exam_id: str | None = None) -> None:
        self.trainee, self.level, self.seed, self.clock = trainee, level, seed, clock
        self.exam_id = exam_id
        self.index = 0
        self.done = False
        self.run = None
        self._started = clock()

    def total(self) -> int:
        return len(self.questions)

    def _checks_json(self) -> list[dict[str, Any]]:
        raise NotImplementedError

    def _answered_right(self) -> tuple[int, int]:
        raise NotImplementedError

    def _say(self, text: str, colour: str = "") -> None:
        theme.css(self.feedback, f"font-size: 17px; color: {colour or C.text};")
        self.feedback.setText(text)

    def _seconds(self) -> float:
        return round(max(0.0, self.clock() - self._shown_at), 3)

    def finish(self) -> None:
        """End the run (the questions left are not answered) and hand it to the screen."""
        if self.done:
            return
        self.done = True
        answered, right = self._answered_right()
        self.run = SkillRun(self.trainee, dt.datetime.now(dt.UTC), self.skill, self.level, self.seed, self.total(),
                            answered, right, round(self.clock() - self._started, 3), tuple(self._checks_json()),
                            self.exam_id)
        left = self.total() - answered
        if self.exam_id is not None:  # an exam's part: graded, shown only with the exam's result
            self._say(tr_args(self.tr("Hands handed in: %1 of %2 named."), str(answered), str(self.total())) + "  "
                      + self.tr("Enter: the exam's settlement part."), C.text)
            self.setFocus()
            self.finished.emit(self.run)
            return
        text = tr_args(self.tr("Done: %1 of %2 answered right."), str(right), str(answered))
        if left:
            text += " " + tr_args(self.tr("%1 not answered (never counted wrong)."), str(left))
        self._say(text + "  " + self.tr("Enter: back to the levels."), C.pay if answered and right == answered else C.text)
        self.setFocus()
        self.finished.emit(self.run)

    def set_saved(self, ok: bool, why: str = "") -> None:
        self.keys.setText(self.tr("Saved to your progress.") if ok else tr_args(self.tr("Not saved: %1"), why))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if self.done:
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Escape):
                self.left.emit()
                return
            super().keyPressEvent(event)
            return
        if key == Qt.Key.Key_Escape:
            self.finish()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.on_enter()
            return
        if not self.on_key(event):
            super().keyPressEvent(event)

    def on_enter(self) -> None:
        raise NotImplementedError

    def on_key(self, event: QKeyEvent) -> bool:
        return False


class HandDrillPage(_SkillPage):
    """Name each hand: the dealer's (as dealt and after a buy) and every box's, both combinations in six cards."""

    skill = "hands"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.questions: tuple[HandQuestion, ...] = ()
        self.checks: list[HandCheck] = []
        self.hand1: Category | None = None
        self.hand2: Category | None = None
        self.hand2_given = False
        self.title.setText(self.tr("Name the hand"))
        self.whose = QLabel("")
        theme.css(self.whose, "font-size: 18px; font-weight: bold;")
        self.body.addWidget(self.whose)
        self.cards = CardRow(110)
        self.body.addWidget(self.cards)
        self.taken = QLabel("")
        theme.css(self.taken, f"color: {C.text_dim}; font-size: 14px;")
        self.body.addWidget(self.taken)
        answers = QGridLayout()
        answers.setHorizontalSpacing(14)
        self.hand1_caption = QLabel(self.tr("Hand:"))
        self.hand2_caption = QLabel(self.tr("Second combination:"))
        self.hand1_text = QLabel("")
        self.hand2_text = QLabel("")
        for r, (cap, lab) in enumerate(((self.hand1_caption, self.hand1_text), (self.hand2_caption, self.hand2_text))):
            theme.css(cap, f"color: {C.text_dim}; font-size: 16px;")
            theme.css(lab, f"color: {C.accent}; font-size: 20px; font-weight: bold;")
            answers.addWidget(cap, r, 0)
            answers.addWidget(lab, r, 1)
        answers.setColumnStretch(1, 1)
        self.body.addLayout(answers)
        legend = QGridLayout()
        legend.setHorizontalSpacing(8)
        legend.setVerticalSpacing(4)
        for i, (key, cat) in enumerate(CATEGORY_KEYS.items()):
            legend.addWidget(KeyCap(key, size=13), i % 6, (i // 6) * 2, Qt.AlignmentFlag.AlignLeft)
            lab = QLabel(category_label(cat))
            theme.css(lab, f"color: {C.text_dim}; font-size: 14px;")
            legend.addWidget(lab, i % 6, (i // 6) * 2 + 1)
        legend.addWidget(KeyCap("N", size=13), 5, 2, Qt.AlignmentFlag.AlignLeft)
        none = QLabel(self.tr("no second combination"))
        theme.css(none, f"color: {C.text_dim}; font-size: 14px;")
        legend.addWidget(none, 5, 3)
        legend.setColumnStretch(4, 1)
        self.body.addLayout(legend)
        self.body.addStretch(1)
        self.keys.setText(self.tr("0–9, R: the category · N: no second combination · Backspace: take back · "
                                  "Enter: check, then next · Esc: stop"))

    def start(self, questions: Sequence[HandQuestion], *, trainee: str, level: int, seed: int,
              clock: Callable[[], float] = time.monotonic, exam_id: str | None = None) -> None:
        self._begin(trainee, level, seed, clock, exam_id)
        self.title.setText(tr_args(self.tr("Exam %1 · name the hands"), exam_id) if exam_id else self.tr("Name the hand"))
        self.questions = tuple(questions)
        self.checks = []
        self._show()

    @property
    def current(self) -> HandQuestion | None:
        return self.questions[self.index] if self.index < len(self.questions) else None

    def _show(self) -> None:
        q = self.current
        if q is None:
            self.finish()
            return
        self.checked = False
        self.hand1, self.hand2, self.hand2_given = None, None, False
        self.count.setText(tr_args(self.tr("hand %1 of %2 · round %3"), str(self.index + 1), str(self.total()),
                                   str(q.round)))
        if q.whose is Whose.DEALER:
            self.whose.setText(self.tr("The dealer's hand, as dealt"))
        elif q.whose is Whose.DEALER_BOUGHT:
            self.whose.setText(self.tr("The dealer's hand after the buy, before paying"))
        else:
            self.whose.setText(tr_args(self.tr("Box %1"), str(q.box)))
        self.cards.set_cards(q.cards)
        self.taken.setText(tr_args(self.tr("Taken out: %1"), " ".join(c.pretty for c in q.replaced))
                           if q.replaced else "")
        self.taken.setVisible(bool(q.replaced))
        self.hand2_caption.setVisible(q.asks_hand2)
        self.hand2_text.setVisible(q.asks_hand2)
        self._show_answer()
        self._say(self.tr("Name the hand: press its key."), C.text_dim)
        self._shown_at = self.clock()
        self.setFocus()

    def _show_answer(self) -> None:
        self.hand1_text.setText(category_label(self.hand1) if self.hand1 is not None else "…")
        if self.hand2_given:
            self.hand2_text.setText(category_label(self.hand2) if self.hand2 is not None else self.tr("none"))
        else:
            self.hand2_text.setText("…")

    def on_key(self, event: QKeyEvent) -> bool:
        q = self.current
        if q is None or self.checked:
            return False
        text = event.text().upper()
        if event.key() == Qt.Key.Key_Backspace:
            if self.hand2_given:
                self.hand2, self.hand2_given = None, False
            else:
                self.hand1 = None
            self._show_answer()
            return True
        if text in CATEGORY_KEYS:
            cat = CATEGORY_KEYS[text]
            if self.hand1 is None or not q.asks_hand2:
                self.hand1 = cat
            else:
                self.hand2, self.hand2_given = cat, True
            self._show_answer()
            return True
        if text == "N" and q.asks_hand2 and self.hand1 is not None:
            self.hand2, self.hand2_given = None, True
            self._show_answer()
            return True
        return False

    def on_enter(self) -> None:
        q = self.current
        if q is None:
            return
        if self.checked:
            self.index += 1
            self._show()
            return
        if self.hand1 is None or (q.asks_hand2 and not self.hand2_given):
            self._say(self.tr("Name the hand first (0–9, R), and the second combination (or N for none)."), C.held)
            return
        check = check_hand(q, HandAnswer(self.hand1, self.hand2, self.hand2_given), self._seconds())
        self.checks.append(check)
        if self.exam_id is not None:  # no verdict during an exam: on to the next hand
            self.index += 1
            self._show()
            return
        self.checked = True
        right = category_label(q.hand1)
        if q.asks_hand2:
            right = tr_args(self.tr("%1; second combination: %2"), right,
                            category_label(q.hand2) if q.hand2 is not None else self.tr("none"))
        if check.correct:
            self._say("✓ " + tr_args(self.tr("Right: %1."), right) + "  " + self.tr("Enter: next."), C.pay)
        else:
            self._say("✗ " + tr_args(self.tr("It is %1."), right) + "  " + self.tr("Enter: next."), C.take)

    def _answered_right(self) -> tuple[int, int]:
        return sum(1 for c in self.checks if c.answered), sum(1 for c in self.checks if c.correct)

    def _checks_json(self) -> list[dict[str, Any]]:
        done = {c.question.number for c in self.checks}
        return [c.to_json() for c in self.checks] + [check_hand(q, None).to_json() for q in self.questions
                                                      if q.number not in done]


class _ChipEdit(QLineEdit):
    def __init__(self) -> None:
        super().__init__()
        self.setMinimumHeight(40)
        self.setMaximumWidth(110)
        self.setAlignment(Qt.AlignmentFlag.AlignRight)


class ChipDrillPage(_SkillPage):
    """Count a bet's stacks, colour up, cut and pay, in the house's chip set."""

    skill = "chips"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.questions: tuple[ChipQuestion, ...] = ()
        self.checks: list[ChipCheck] = []
        self.chip_set: ChipSet | None = None
        self.money = MoneyFormat(compact=False)
        self.title.setText(self.tr("Chips"))
        self.prompt = QLabel("")
        self.prompt.setWordWrap(True)
        theme.css(self.prompt, "font-size: 18px; font-weight: bold;")
        self.body.addWidget(self.prompt)
        self.stacks = ChipStacks()
        self.body.addWidget(self.stacks)
        self.amount_row = QWidget()
        ar = QHBoxLayout(self.amount_row)
        ar.setContentsMargins(0, 0, 0, 0)
        self.amount_caption = QLabel("")
        theme.css(self.amount_caption, f"color: {C.text_dim}; font-size: 16px;")
        ar.addWidget(self.amount_caption)
        self.amount = QLineEdit()
        self.amount.setMinimumHeight(42)
        self.amount.setMaximumWidth(220)
        theme.css(self.amount, "font-size: 18px;")
        ar.addWidget(self.amount)
        ar.addStretch(1)
        self.body.addWidget(self.amount_row)
        self.chips_row = QWidget()
        self.chips_grid = QGridLayout(self.chips_row)
        self.chips_grid.setContentsMargins(0, 0, 0, 0)
        self.chips_grid.setHorizontalSpacing(10)
        self.body.addWidget(self.chips_row)
        self.edits: dict[int, _ChipEdit] = {}
        self.body.addStretch(1)
        self.keys.setText(self.tr("Type the amount, or the chips of each colour (Tab: next colour) · Enter: check, "
                                  "then next · Esc: stop"))

    def start(self, questions: Sequence[ChipQuestion], chip_set: ChipSet, money: MoneyFormat, *, trainee: str,
              level: int, seed: int, clock: Callable[[], float] = time.monotonic) -> None:
        self._begin(trainee, level, seed, clock)
        self.questions = tuple(questions)
        self.checks = []
        self.chip_set = chip_set
        self.money = money
        while self.chips_grid.count():
            item = self.chips_grid.takeAt(0)
            w = item.widget() if item is not None else None
            if w is not None:
                w.deleteLater()
        self.edits = {}
        for i, chip in enumerate(chip_set.chips):
            swatch = QLabel(MoneyFormat(money.currency, money.locale, compact=True)(chip.value))
            swatch.setAlignment(Qt.AlignmentFlag.AlignCenter)
            swatch.setMinimumWidth(64)
            swatch.setStyleSheet(f"background: {chip.colour}; color: {text_colour(chip.colour).name()};"
                                 " border-radius: 14px; padding: 4px 8px; font-weight: bold;")
            e = _ChipEdit()
            e.setObjectName(f"chips{chip.value}")
            self.edits[chip.value] = e
            self.chips_grid.addWidget(swatch, 0, i)
            self.chips_grid.addWidget(e, 1, i)
        self._show()

    @property
    def current(self) -> ChipQuestion | None:
        return self.questions[self.index] if self.index < len(self.questions) else None

    def _show(self) -> None:
        q = self.current
        if q is None or self.chip_set is None:
            self.finish()
            return
        self.checked = False
        self.count.setText(tr_args(self.tr("question %1 of %2"), str(self.index + 1), str(self.total())))
        self.stacks.set_stack(q.stack, self.chip_set, self.money)
        by_chips = q.task is not ChipTask.COUNT
        self.amount_row.setVisible(not by_chips)
        self.chips_row.setVisible(by_chips)
        self.amount.clear()
        self.amount.setEnabled(True)
        for e in self.edits.values():
            e.clear()
            e.setEnabled(True)
        if q.task is ChipTask.COUNT:
            self.prompt.setText(self.tr("What is this bet worth?"))
            self.amount_caption.setText(tr_args(self.tr("Amount (%1)"), self.money.currency))
            self.amount.setFocus()
        elif q.task is ChipTask.COLOUR_UP:
            self.prompt.setText(self.tr("Colour up: hand back the same amount in the fewest chips."))
            next(iter(self.edits.values())).setFocus()
        else:
            assert q.category is not None
            self.prompt.setText(tr_args(self.tr("Cut and pay: this Bet wins with %1, paid %2 to 1. Cut the payout."),
                                        category_label(q.category), str(q.odds)))
            next(iter(self.edits.values())).setFocus()
        self._say("", C.text_dim)
        self._shown_at = self.clock()

    def _answer(self, q: ChipQuestion) -> ChipAnswer | None:
        """The typed answer, or None after saying in words what is wrong with it."""
        if q.task is ChipTask.COUNT:
            text = self.amount.text().strip()
            if not text:
                return ChipAnswer()
            try:
                return ChipAnswer(amount=self.money.major_to_minor(text))
            except ValueError:
                self._say(tr_args(self.tr("\"%1\" is not an amount (type it in %2, e.g. 5 or 5.50)"), text,
                                  self.money.currency), C.held)
                return None
        chips: dict[int, int] = {}
        for d, e in self.edits.items():
            text = e.text().strip()
            if not text:
                continue
            if not text.isdigit():
                self._say(tr_args(self.tr("\"%1\" is not a number of chips"), text), C.held)
                e.setFocus()
                return None
            if int(text):
                chips[d] = int(text)
        return ChipAnswer(chips=chips)

    def _chips_text(self, chips: dict[int, int]) -> str:
        short = MoneyFormat(self.money.currency, self.money.locale, compact=True)
        return ", ".join(f"{n} × {short(d)}" for d, n in sorted(chips.items(), reverse=True))

    def on_enter(self) -> None:
        q = self.current
        if q is None or self.chip_set is None:
            return
        if self.checked:
            self.index += 1
            self._show()
            return
        answer = self._answer(q)
        if answer is None:
            return
        check = check_chips(q, answer, self.chip_set, self._seconds())
        if not check.answered:
            self._say(self.tr("Answer first: the amount, or the chips of each colour."), C.held)
            return
        self.checks.append(check)
        self.checked = True
        self.amount.setEnabled(False)
        for e in self.edits.values():
            e.setEnabled(False)
        self.setFocus()
        best = self._chips_text(breakdown(q.amount, self.chip_set.values)[0])
        nxt = "  " + self.tr("Enter: next.")
        if check.verdict is ChipVerdict.RIGHT:
            self._say("✓ " + tr_args(self.tr("Right: %1."), self.money(q.amount)) + nxt, C.pay)
        elif check.verdict is ChipVerdict.TOO_MANY_CHIPS:
            self._say("✗ " + tr_args(self.tr("The amount is right, but in %1 chips; the fewest is %2: %3."),
                                     str(answer.chip_count), str(check.fewest), best) + nxt, C.take)
        elif q.task is ChipTask.COUNT:
            self._say("✗ " + tr_args(self.tr("The bet is %1, not %2."), self.money(q.amount),
                                     self.money(answer.value)) + nxt, C.take)
        else:
            self._say("✗ " + tr_args(self.tr("Your chips are worth %1; it is %2 (e.g. %3)."), self.money(answer.value),
                                     self.money(q.amount), best) + nxt, C.take)

    def _answered_right(self) -> tuple[int, int]:
        return sum(1 for c in self.checks if c.answered), sum(1 for c in self.checks if c.correct)

    def _checks_json(self) -> list[dict[str, Any]]:
        done = {c.question.number for c in self.checks}
        assert self.chip_set is not None
        return [c.to_json() for c in self.checks] + [check_chips(q, None, self.chip_set).to_json()
                                                      for q in self.questions if q.number not in done]
