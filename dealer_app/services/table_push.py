"""What a pit boss decides about a table, pushed to its station on a floor.

On a PostgreSQL floor every committed append sends one notification naming its
table and the kinds of its entries (:mod:`dealer_app.store.pg_listen`). A
dealer's station listens (its own connection) and, when a pit boss at another
station approves, refuses, rules or voids on its table, or the linked meter
moves, re-reads the round and the news at once instead of waiting for its next
look; when a pit boss signs or voids one of its fill or credit slips (at the
podium), the station is told which. On one SQLite file there is no notification:
the station keeps looking.
"""

from __future__ import annotations

from dataclasses import dataclass

from dealer_app.store.errors import StoreError
from dealer_app.store.records import EntryKind

__all__ = ["DECISION_KINDS", "SLIP_KINDS", "TableListener", "TableNewsEvent"]

DECISION_KINDS = frozenset({EntryKind.APPROVED.value, EntryKind.REFUSED.value, EntryKind.FLOOR_RULING.value,
                            EntryKind.ROUND_VOIDED.value})
"""Entry kinds a pit boss's decision about a round appends."""

SLIP_KINDS = frozenset({EntryKind.SLIP_SIGNED.value, EntryKind.SLIP_VOIDED.value})
"""Entry kinds a pit boss's signature or void of a fill or credit slip appends (at the podium)."""


@dataclass(frozen=True, slots=True)
class TableNewsEvent:
    """What arrived: a decision about a round of this table (re-read the round), a slip of
    this table signed or voided, and whether anything moved at all (the linked meter: re-read
    the news)."""

    decision: bool
    anything: bool
    lost: bool = False
    """The floor's connection failed: nothing more will be heard (the station keeps looking)."""
    slips: bool = False
    """A pit boss signed or voided a fill or credit slip of this table (re-read its slips)."""


class TableListener:
    """One station's ears on the floor: LISTEN on the floor's channel (a connection of its own)."""

    def __init__(self, url: str, table: str) -> None:
        from dealer_app.store.pg_listen import FloorListener

        self.table = table
        self._listener = FloorListener(url)

    def fileno(self) -> int:
        """The listening socket: readable when something was committed on the floor."""
        return self._listener.fileno()

    def drain(self) -> TableNewsEvent:
        """Take what has arrived (the socket was readable): whether a decision about this
        table's rounds, or a signature or void of one of its slips, is among it."""
        decision = anything = slips = False
        try:
            for e in self._listener.events(0.05):
                anything = True
                if e.table == self.table and DECISION_KINDS.intersection(e.kinds):
                    decision = True
                if e.table == self.table and SLIP_KINDS.intersection(e.kinds):
                    slips = True
        except StoreError:
            return TableNewsEvent(True, True, lost=True, slips=True)
        return TableNewsEvent(decision, anything, slips=slips)

    def close(self) -> None:
        self._listener.close()
