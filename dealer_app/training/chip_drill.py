"""Chips: count a bet from its stacks, colour up, cut and pay, in the house's own chip set.

Three kinds of question, dealt from a seed (the same seed, the same questions):

- **count**: a bet shown as chip stacks; the trainee types what it is worth;
- **colour up**: a pile of small chips; the trainee hands back the same amount
  in the fewest chips of the set (the chip set is canonical, so the greedy
  breakdown, :func:`dealer_app.table_count.breakdown`, is the fewest);
- **cut and pay**: a bet of one colour and the odds of a hand from the house's
  pay table; the trainee cuts the payout, bet × odds, in chips of the set.

Amounts are integer minor units; the chip set is
:class:`dealer_app.table_count.ChipSet` (the count's, or the simulator's
default until the house sets one). A question left unanswered is "not
answered", never wrong. Pure: no clock, no store, no Qt.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, cast

from dealer_app.safe_input import dict_of, float_of, int_of, mapping_of
from dealer_app.table_count import ChipSet, breakdown, inventory_total
from dealer_app.training.seeds import unit_int
from rules.hands import Category
from rules.poker.house import HouseRules

__all__ = ["ChipAnswer", "ChipCheck", "ChipQuestion", "ChipTask", "check_chips", "chip_questions"]


class ChipTask(enum.StrEnum):
    COUNT = "count"
    COLOUR_UP = "colour_up"
    CUT_AND_PAY = "cut_and_pay"


@dataclass(frozen=True, slots=True)
class ChipQuestion:
    number: int
    task: ChipTask
    stack: Mapping[int, int]
    """The chips on the layout: denomination (minor units) → how many, largest first."""
    odds: int = 0
    """Cut and pay: the odds paid (``category``'s in the house's pay table)."""
    category: Category | None = None

    @property
    def shown(self) -> int:
        """What the chips on the layout are worth."""
        return inventory_total(self.stack)

    @property
    def amount(self) -> int:
        """The amount of the right answer: the stack's worth (count, colour up) or the payout (cut and pay)."""
        return self.shown * self.odds if self.task is ChipTask.CUT_AND_PAY else self.shown

    def fewest(self, chip_set: ChipSet) -> int:
        return sum(breakdown(self.amount, chip_set.values)[0].values())

    def to_json(self) -> dict[str, Any]:
        return {"n": self.number, "task": self.task.value, "stack": {str(k): v for k, v in self.stack.items()},
                "odds": self.odds, "category": self.category.key if self.category is not None else None,
                "amount": self.amount}

    @classmethod
    def from_json(cls, d: Mapping[str, object]) -> ChipQuestion:
        return cls(int_of(d["n"]), ChipTask(cast(str, d["task"])), {int_of(k): int_of(v) for k, v in dict_of(d["stack"]).items()},
                   int_of(d.get("odds") or 0), None if d.get("category") is None else Category.parse(cast(str, d["category"])))


@dataclass(frozen=True, slots=True)
class ChipAnswer:
    """An amount (count) or chips handed out (colour up, cut and pay): denomination → how many."""

    amount: int | None = None
    chips: Mapping[int, int] = field(default_factory=dict)

    @property
    def value(self) -> int:
        return self.amount if self.amount is not None else inventory_total(self.chips)

    @property
    def chip_count(self) -> int:
        return sum(self.chips.values())


class ChipVerdict(enum.StrEnum):
    RIGHT = "right"
    NOT_ANSWERED = "not_answered"
    WRONG_AMOUNT = "wrong_amount"
    """The chips (or the amount) are not worth what they must be."""
    TOO_MANY_CHIPS = "too_many_chips"
    """Colour up: the right amount, but not in the fewest chips."""


@dataclass(frozen=True, slots=True)
class ChipCheck:
    question: ChipQuestion
    answer: ChipAnswer | None
    verdict: ChipVerdict
    fewest: int
    seconds: float | None = None

    @property
    def answered(self) -> bool:
        return self.verdict is not ChipVerdict.NOT_ANSWERED

    @property
    def correct(self) -> bool:
        return self.verdict is ChipVerdict.RIGHT

    def to_json(self) -> dict[str, Any]:
        a = self.answer
        return {"question": self.question.to_json(), "verdict": self.verdict.value, "fewest": self.fewest,
                "answer": None if a is None else {"amount": a.amount,
                                                   "chips": {str(k): v for k, v in a.chips.items()}},
                "seconds": self.seconds, "correct": self.correct, "answered": self.answered}

    @classmethod
    def from_json(cls, d: Mapping[str, object]) -> ChipCheck:
        a = d.get("answer")
        answer = None if a is None else ChipAnswer(cast("int | None", mapping_of(a).get("amount")), {
            int_of(k): int_of(v) for k, v in dict_of(mapping_of(a).get("chips") or {}).items()})
        return cls(ChipQuestion.from_json(mapping_of(d["question"])), answer, ChipVerdict(cast(str, d["verdict"])),
                   int_of(d["fewest"]), None if d.get("seconds") is None else float_of(d["seconds"]))


def check_chips(question: ChipQuestion, answer: ChipAnswer | None, chip_set: ChipSet,
                seconds: float | None = None) -> ChipCheck:
    """Grade one answer: the amount must be exact; a colour-up must use the fewest chips too."""
    fewest = question.fewest(chip_set)
    if answer is None or (answer.amount is None and not any(answer.chips.values())):
        return ChipCheck(question, None, ChipVerdict.NOT_ANSWERED, fewest, seconds)
    if answer.value != question.amount:
        verdict = ChipVerdict.WRONG_AMOUNT
    elif question.task is ChipTask.COLOUR_UP and answer.chip_count > fewest:
        verdict = ChipVerdict.TOO_MANY_CHIPS
    else:
        verdict = ChipVerdict.RIGHT
    return ChipCheck(question, answer, verdict, fewest, seconds)


def _small(chip_set: ChipSet) -> list[int]:
    """The denominations a bet is made of at a Russian Poker table: all but the two largest (when the set has more)."""
    values = list(chip_set.values)
    return values[2:] if len(values) > 4 else values


def chip_questions(chip_set: ChipSet, house: HouseRules, seed: int, count: int,
                   tasks: Sequence[ChipTask] = tuple(ChipTask)) -> tuple[ChipQuestion, ...]:
    """``count`` questions of the kinds in ``tasks``, in turn, from ``seed``."""
    if count < 1:
        raise ValueError("chips drill: at least one question")
    small = _small(chip_set)
    odds = sorted({(o, c) for c, o in house.pay_table.items() if o > 0 and c is not Category.ROYAL_FLUSH},
                  key=lambda p: (p[0], int(p[1])))
    out: list[ChipQuestion] = []
    for i in range(count):
        task = tasks[i % len(tasks)]
        n = i + 1

        def pick(*path: str | int, bound: int, _n: int = n) -> int:
            return unit_int(seed, "chips", _n, *path, bound=bound)

        if task is ChipTask.COUNT:
            kinds = 2 + pick("kinds", bound=2)
            start = pick("start", bound=max(1, len(small) - kinds + 1))
            stack = {d: 1 + pick("n", d, bound=9) for d in small[start:start + kinds]}
            out.append(ChipQuestion(n, task, dict(sorted(stack.items(), reverse=True))))
        elif task is ChipTask.COLOUR_UP:
            # a pile of the smallest chips worth more than the next chip up: it colours up
            lows = small[-3:] if len(small) >= 3 else small
            stack = {d: 3 + pick("n", d, bound=15) for d in lows}
            out.append(ChipQuestion(n, task, dict(sorted(stack.items(), reverse=True))))
        else:
            d = small[pick("denomination", bound=len(small))]
            o, cat = odds[pick("odds", bound=len(odds))] if odds else (1, Category.ONE_PAIR)
            out.append(ChipQuestion(n, task, {d: 1 + pick("n", bound=8)}, o, cat))
    return tuple(out)
