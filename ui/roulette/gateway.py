"""The Russian Roulette tracker's gateway: :class:`RouletteGateway`.
The gateway pattern is described in :mod:`ui`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from rules.cards import Card
from rules.roulette import Action, Table
from ui.kit.context import UserRef
from ui.roulette.jobs import HandUpdate

__all__ = ["RouletteGateway"]


class RouletteGateway(Protocol):
    """The Russian Roulette tracker's gateway: the hand in play at this shift's table.
    Implemented by :class:`ui.roulette.jobs.RouletteJobs`."""

    def current(self) -> HandUpdate:
        """The hand in play at this shift's table, resumed where it was, or the set-up."""

    def start(self, table: Table) -> HandUpdate:
        ...

    def act(self, hand_id: int, action: Action) -> HandUpdate:
        ...

    def turn_card(self, hand_id: int, position: int, card: Card) -> HandUpdate:
        ...

    def show_hole(self, hand_id: int, seat: int, cards: Sequence[Card]) -> HandUpdate:
        ...

    def undo(self, hand_id: int) -> HandUpdate:
        ...

    def complete(self, hand_id: int) -> HandUpdate:
        ...

    def void(self, hand_id: int, name: str, pin: str, reason: str) -> HandUpdate:
        """A pit boss (PIN checked here, on this station) voids the unfinished hand."""

    def void_signers(self) -> tuple[UserRef, ...]:
        ...


if TYPE_CHECKING:  # the jobs class satisfies the Protocol
    from ui.roulette.jobs import RouletteJobs
    from ui.table.backend import Backend

    def _implemented(b: Backend) -> RouletteGateway:
        return RouletteJobs(b)
