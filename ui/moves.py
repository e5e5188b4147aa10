"""From the engine's settlement of a box to what the dealer does with chips now.

No rule is applied here and nothing is computed that the engine did not
already decide: each term's signed result (from the player's side) becomes a
word the dealer acts on.

* result > 0: **PAY** the result (the stake stays with the player);
* result < 0: **TAKE** the stake lost;
* result = 0 on a stake: **RETURN** the stake (a push, or an invalid
  insurance bet, which the engine records as returned).

Fees were collected when the box bought (an exchange, a sixth card, a game)
and a folded box's Ante when it folded, so neither is a move here. The bonus
is: its amount is only known from the engine's settlement. A jackpot share is
the bonus result the meter pays (term ``jackpot``). The amount paid on a box
is the sum of its PAY moves less what the engine capped.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ui.viewmodel import Move, MoveKind

__all__ = ["TERMS_NOW", "moves_for_box", "pay_now"]

TERMS_NOW = ("ante", "bet", "insurance", "bonus")


def moves_for_box(
    stakes: Mapping[str, int], results: Mapping[str, int], *, outcome: str = "", jackpot_share: int = 0
) -> tuple[Move, ...]:
    out: list[Move] = []
    for term in TERMS_NOW:
        if outcome == "fold" and term != "bonus":
            continue
        stake = int(stakes.get(term, 0) or 0)
        result = int(results.get(term, 0) or 0)
        if term == "bonus" and jackpot_share > 0 and result > 0:
            out.append(Move(MoveKind.PAY, "jackpot", result))
        elif result > 0:
            out.append(Move(MoveKind.PAY, term, result))
        elif result < 0:
            out.append(Move(MoveKind.TAKE, term, -result))
        elif stake > 0:
            out.append(Move(MoveKind.RETURN, term, stake))
    return tuple(out)


def pay_now(moves: tuple[Move, ...], capped: int) -> int:
    """What the dealer pays on the box now: the PAY moves less the engine's cap."""
    return max(0, sum(m.amount for m in moves if m.kind is MoveKind.PAY) - capped)


def box_json_terms(box: Mapping[str, Any]) -> tuple[dict[str, int], dict[str, int]]:
    """``stakes`` and ``results`` of a settlement box in the FORMATS.md form."""
    return dict(box.get("stakes", {})), dict(box.get("results", {}))
