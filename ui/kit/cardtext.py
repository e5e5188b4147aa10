"""Reading what a dealer types into a card field (no Qt here).

Accepts what RULES.md §1 accepts (``as kd 7h 7d 2c``, ``10h``, ``T♦``, any
case, commas) and, for speed, cards typed without spaces (``askd7h``). Bad
text is reported token by token so the field can say exactly what is wrong;
the rules of the round (duplicates across boxes, counts) are the engine's.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass

from rules.cards import Card, parse_card

__all__ = ["EntryProblem", "ParsedEntry", "ProblemKind", "parse_entry"]

_RANK = r"(?:10|[2-9tjqka])"
_SUIT = r"[shdc♠♥♦♣♤♡♢♧]"
_CARD_RE = re.compile(_RANK + _SUIT, re.IGNORECASE)


class ProblemKind(enum.StrEnum):
    NOT_A_CARD = "not_a_card"
    DUPLICATE = "duplicate"
    TOO_MANY = "too_many"


@dataclass(frozen=True, slots=True)
class EntryProblem:
    kind: ProblemKind
    text: str
    """The offending token (or card) as typed."""


@dataclass(frozen=True, slots=True)
class ParsedEntry:
    cards: tuple[Card, ...]
    problems: tuple[EntryProblem, ...]
    incomplete: str = ""
    """A trailing token that may still become a card (``"1"``, ``"a"``, ``"10"``)."""

    @property
    def ok(self) -> bool:
        return not self.problems


def _split_chunk(chunk: str) -> list[str] | None:
    """``'askd'`` -> ``['as', 'kd']``; None when the chunk is not made of cards."""
    out: list[str] = []
    pos = 0
    while pos < len(chunk):
        m = _CARD_RE.match(chunk, pos)
        if m is None:
            return None
        out.append(m.group(0))
        pos = m.end()
    return out


_PARTIAL_RE = re.compile(r"^(?:1|10|[2-9tjqka])$", re.IGNORECASE)


def parse_entry(text: str, *, limit: int | None = None, final: bool = False) -> ParsedEntry:
    """Parse a typed card list. ``final`` = the dealer pressed Enter, so a
    half-typed last token is an error rather than work in progress."""
    chunks = text.replace(",", " ").replace(";", " ").split()
    trailing_open = bool(text) and not text[-1].isspace() and text[-1] not in ",;"
    cards: list[Card] = []
    problems: list[EntryProblem] = []
    incomplete = ""
    seen: set[Card] = set()
    for i, chunk in enumerate(chunks):
        last = i == len(chunks) - 1
        tokens = _split_chunk(chunk)
        if tokens is None:
            # maybe the tail of the last chunk is still being typed: "askd7"
            if last and trailing_open and not final:
                head = _longest_card_prefix(chunk)
                rest = chunk[len("".join(head)) :]
                if _PARTIAL_RE.match(rest):
                    tokens = head
                    incomplete = rest
            if tokens is None:
                problems.append(EntryProblem(ProblemKind.NOT_A_CARD, chunk))
                continue
        for tok in tokens:
            card = parse_card(tok)
            if card in seen:
                problems.append(EntryProblem(ProblemKind.DUPLICATE, str(card)))
                continue
            seen.add(card)
            cards.append(card)
    if limit is not None and len(cards) > limit:
        problems.append(EntryProblem(ProblemKind.TOO_MANY, str(len(cards))))
    return ParsedEntry(tuple(cards), tuple(problems), incomplete)


def _longest_card_prefix(chunk: str) -> list[str]:
    out: list[str] = []
    pos = 0
    while True:
        m = _CARD_RE.match(chunk, pos)
        if m is None:
            return out
        out.append(m.group(0))
        pos = m.end()
