"""Name the hand: the trainee names each hand of a drill's rounds before any money.

The questions come from the rounds a drill deals at the trainee's level (the
same seeded rounds, so an exam's hand part is the exam's own rounds):

- the dealer's hand as dealt and, when a box bought the dealer a game, the
  dealer's hand after the buy (the highest card replaced, RULES.md §7);
- every box that plays: its hand (five or six cards), and from the level that
  teaches two hands (when the house pays them) the second combination too
  (RULES.md §10), or that there is none.

The right answers are the engine's: the settlement's hands and second hands,
never worked out again here. An answer is one category per asked hand (hand 2
may be "none"); a question left unanswered is "not answered", never wrong.
Pure: no clock, no store, no Qt.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, cast

from dealer_app.safe_input import float_of, int_of, items_of, mapping_of
from dealer_app.training.drill import Drill
from dealer_app.training.engine import dealer_of
from dealer_app.training.levels import Level
from rules.cards import Card, parse_cards
from rules.hands import Category

__all__ = [
    "CATEGORY_KEYS",
    "HandAnswer",
    "HandCheck",
    "HandQuestion",
    "Whose",
    "check_hand",
    "hand_questions",
]


class Whose(enum.StrEnum):
    DEALER = "dealer"
    """The dealer's five cards as dealt."""
    DEALER_BOUGHT = "dealer_bought"
    """The dealer's hand after a box bought a game (before anything is paid)."""
    BOX = "box"


CATEGORY_KEYS: Mapping[str, Category] = {
    "0": Category.HIGH_CARD, "1": Category.ACE_KING, "2": Category.ONE_PAIR, "3": Category.TWO_PAIR,
    "4": Category.THREE_OF_A_KIND, "5": Category.STRAIGHT, "6": Category.FLUSH, "7": Category.FULL_HOUSE,
    "8": Category.FOUR_OF_A_KIND, "9": Category.STRAIGHT_FLUSH, "R": Category.ROYAL_FLUSH,
}
"""The key that names each category on the keyboard (digits low to high, R the royal flush);
N names "no second combination"."""


@dataclass(frozen=True, slots=True)
class HandQuestion:
    """One hand to name."""

    number: int
    """1-based, in the order asked."""
    round: int
    whose: Whose
    box: int | None
    cards: tuple[Card, ...]
    hand1: Category
    """The engine's category of the best five cards."""
    asks_hand2: bool
    hand2: Category | None
    """The engine's second combination (None: there is none); asked only when ``asks_hand2``."""
    replaced: tuple[Card, ...] = ()
    """For the dealer after a buy: the cards taken out."""

    def to_json(self) -> dict[str, Any]:
        return {
            "n": self.number, "round": self.round, "whose": self.whose.value, "box": self.box,
            "cards": [str(c) for c in self.cards], "hand1": self.hand1.key, "asks_hand2": self.asks_hand2,
            "hand2": self.hand2.key if self.hand2 is not None else None, "replaced": [str(c) for c in self.replaced],
        }

    @classmethod
    def from_json(cls, d: Mapping[str, object]) -> HandQuestion:
        return cls(int_of(d["n"]), int_of(d["round"]), Whose(cast(str, d["whose"])),
                   None if d.get("box") is None else int_of(d["box"]), parse_cards(cast("Iterable[object] | str", d["cards"])),
                   Category.parse(cast(str, d["hand1"])), bool(d["asks_hand2"]),
                   None if d.get("hand2") is None else Category.parse(cast(str, d["hand2"])),
                   parse_cards(cast("Iterable[object] | str", d.get("replaced") or [])))


@dataclass(frozen=True, slots=True)
class HandAnswer:
    """What the trainee named: hand 1's category and, when asked, hand 2's (None: "no second combination")."""

    hand1: Category | None
    hand2: Category | None = None
    hand2_given: bool = False
    """Whether hand 2 was answered at all (``hand2`` None with this set: "none")."""


@dataclass(frozen=True, slots=True)
class HandCheck:
    """One named hand, graded."""

    question: HandQuestion
    answer: HandAnswer | None
    seconds: float | None = None

    @property
    def answered(self) -> bool:
        return self.answer is not None and self.answer.hand1 is not None

    @property
    def hand1_right(self) -> bool:
        return self.answer is not None and self.answer.hand1 is self.question.hand1

    @property
    def hand2_right(self) -> bool:
        if not self.question.asks_hand2:
            return True
        return self.answer is not None and self.answer.hand2_given and self.answer.hand2 is self.question.hand2

    @property
    def correct(self) -> bool:
        return self.answered and self.hand1_right and self.hand2_right

    @property
    def named_high(self) -> bool | None:
        """Hand 1 named above (True) or below (False) the engine's, None when right or not answered."""
        if not self.answered or self.hand1_right or self.answer is None or self.answer.hand1 is None:
            return None
        return self.answer.hand1 > self.question.hand1

    def to_json(self) -> dict[str, Any]:
        a = self.answer
        return {
            "question": self.question.to_json(),
            "answer": None if a is None else {
                "hand1": a.hand1.key if a.hand1 is not None else None,
                "hand2": a.hand2.key if a.hand2 is not None else None, "hand2_given": a.hand2_given},
            "seconds": self.seconds, "correct": self.correct, "answered": self.answered,
        }

    @classmethod
    def from_json(cls, d: Mapping[str, object]) -> HandCheck:
        a = None if d.get("answer") is None else mapping_of(d["answer"])
        answer = None if a is None else HandAnswer(
            None if a.get("hand1") is None else Category.parse(cast(str, a["hand1"])),
            None if a.get("hand2") is None else Category.parse(cast(str, a["hand2"])), bool(a.get("hand2_given")))
        return cls(HandQuestion.from_json(mapping_of(d["question"])), answer,
                   None if d.get("seconds") is None else float_of(d["seconds"]))



def check_hand(question: HandQuestion, answer: HandAnswer | None, seconds: float | None = None) -> HandCheck:
    return HandCheck(question, answer, seconds)


def _cards(view: Mapping[str, Any]) -> tuple[Card, ...]:
    final = view.get("final_cards") or view.get("cards") or ()
    return parse_cards(list(final))


def hand_questions(drill: Drill, *, limit: int | None = None) -> tuple[HandQuestion, ...]:
    """Every hand of ``drill``'s rounds to name, in the order of the table: per round the dealer's hand
    as dealt, the dealer's hand after a buy, then each box that plays (folded boxes are never named)."""
    two = drill.level >= Level.TWO_HANDS and drill.house.two_hands
    out: list[HandQuestion] = []

    def add(q: Iterable[HandQuestion]) -> None:
        out.extend(q)

    for r in drill.rounds:
        d = r.settlement.dealer
        views = {t.box: t.view for t in r.tasks}
        dealt = parse_cards(list(items_of(dealer_of(r.round_json)["cards"])))  # as dealt, not in the hand's order
        if d.hand is not None:
            add([HandQuestion(len(out) + 1, r.number, Whose.DEALER, None, dealt, d.hand.category, False, None)])
        if d.bought and d.final_hand is not None:
            kept = [c for c in dealt if c not in d.replaced]
            after = tuple(kept + [c for c in d.final_hand.cards if c not in kept])
            add([HandQuestion(len(out) + 1, r.number, Whose.DEALER_BOUGHT, None, after,
                              d.final_hand.category, False, None, tuple(d.replaced))])
        for b in r.settlement.boxes:
            if b.hand is None or b.box not in views or b.outcome.value == "fold":
                continue
            cards = _cards(views[b.box])
            if len(cards) < 5:
                continue
            second = b.second_hand.category if b.second_hand is not None else None
            add([HandQuestion(len(out) + 1, r.number, Whose.BOX, b.box, cards, b.hand.category, two, second)])
    if limit is not None:
        out = out[:limit]
    return tuple(out)
