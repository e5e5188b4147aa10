"""What a Russian Roulette set-up should be told, as typed notes (the ``warnings`` of
FORMATS.md), and their English: the engine names the case, the front ends word it
(``dealer_app.wording.explanations`` for every language a person reads)."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["EvenCircle", "SetupNote", "SizesIgnored", "note_english"]


@dataclass(frozen=True, slots=True)
class EvenCircle:
    """An even circle can lock two players into raising back and forth without end."""

    circle: int


@dataclass(frozen=True, slots=True)
class SizesIgnored:
    """``small_bet`` and ``big_bet`` were given for a no-limit hand."""


SetupNote = EvenCircle | SizesIgnored


def note_english(note: SetupNote) -> str:
    """The note in the contract's English."""
    match note:
        case EvenCircle():
            return (f"setup: an even circle ({note.circle} cards) can lock two players into raising "
                    "back and forth without end; an odd circle or a raise cap is recommended")
        case SizesIgnored():
            return "setup: small_bet and big_bet apply to fixed_limit only; ignored in no_limit"
