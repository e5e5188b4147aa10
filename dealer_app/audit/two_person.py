"""Two people for the big things: when a ruling, a void or a meter adjustment needs a second signer.

One rule, used by the services before they write and by ``audit verify`` afterwards:
a floor ruling that moves a box by more than the house's ``second_signer_threshold``
(against the computed figure), a void of a settled round whose money (every box's net
plus the meter movement it reverses) is above it, a meter adjustment above it, or any of
the three on a shift already closed, is signed by a second, different person: a pit boss
or an administrator, whose PIN check is given to ``second_sign`` and recorded in the
entry's ``co_signatures`` (``second_signer`` names them).
"""

from __future__ import annotations

from collections.abc import Mapping

from dealer_app.store.entries import EntryBody, FloorRuling, MeterAdjusted, RoundVoided, SettledEntry
from dealer_app.store.records import EntryKind

__all__ = ["DEFAULT_SECOND_SIGNER_THRESHOLD", "SECOND_SIGNER_KINDS", "SECOND_SIGNER_ROLES", "at_stake",
           "second_signer_reason", "settled_stake"]

DEFAULT_SECOND_SIGNER_THRESHOLD = 5_000_000
"""Minor units (50,000.00 in a currency of cents): above it, a ruling, void or meter adjustment needs two people."""

SECOND_SIGNER_KINDS = frozenset({EntryKind.FLOOR_RULING, EntryKind.ROUND_VOIDED, EntryKind.METER_ADJUSTED})
SECOND_SIGNER_ROLES = frozenset({"pit_boss", "admin"})


def settled_stake(settled: SettledEntry) -> int:
    """The money a settled round moved: every box's net, as absolute figures (a box that is
    not readable counts nothing; ``audit verify`` names it elsewhere)."""
    boxes = settled.settlement.get("boxes")
    if not isinstance(boxes, list):
        return 0
    return sum(abs(b["net"]) for b in boxes if isinstance(b, Mapping) and type(b.get("net")) is int)


def at_stake(entry: EntryBody, settled: int = 0) -> int:
    """The money an entry moves: a ruling's change against the computed net, a meter
    adjustment's delta, a void's settled round (``settled``: :func:`settled_stake`) plus
    the meter movement it reverses."""
    match entry:
        case FloorRuling(net=net, computed_net=computed):
            return abs(net - computed)
        case MeterAdjusted(delta=delta):
            return abs(delta)
        case RoundVoided(meter_delta=delta):
            return settled + abs(delta or 0)
    return 0


def second_signer_reason(stake: int, threshold: int, *, shift_closed: bool) -> str | None:
    """Why a second signer is needed (``"closed shift"``, ``"above threshold"``), or None."""
    if shift_closed:
        return "closed shift"
    if stake > threshold:
        return "above threshold"
    return None
