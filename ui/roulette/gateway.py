"""The tracker's one way to the store: :class:`RouletteGateway` runs on the store
worker thread (``ctx.run``), next to :class:`ui.table.backend.Backend`, whose signed-in
session and open shift it uses, and calls the
:class:`~dealer_app.services.roulette.RouletteService`. It returns immutable
snapshots the screen reads on the UI thread; it never touches Qt.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from dealer_app.services import now_us
from dealer_app.services.common import StateError
from dealer_app.services.roulette import HandStatus, HandView, LiveHand, RouletteService
from rules.cards import Card
from rules.roulette import Action, Table

__all__ = ["HandUpdate", "RouletteGateway"]


@dataclass(frozen=True, slots=True)
class HandUpdate:
    """What the screen needs after each acknowledged entry."""

    live: LiveHand | None
    """The hand in play; ``None`` between hands (the set-up page)."""
    saved_at_us: int
    resumed: bool = False
    recorded: HandView | None = None
    """The hand just recorded (on the update that follows it)."""
    previous: Mapping[str, Any] | None = None
    """The last hand's record, to fill the set-up page."""
    previous_stacks: Mapping[int, int] | None = None
    """What each seat had after the last hand."""
    hands_recorded: int = 0


class RouletteGateway:
    """Lives on the UI side, used only inside worker jobs (``ctx.run(lambda b: gw.act(b, ...))``)."""

    def __init__(self) -> None:
        self._service: RouletteService | None = None
        self._owner: Any = None

    def service(self, backend: Any) -> RouletteService:
        services = getattr(backend, "services", None)
        if services is None:
            raise StateError("the database is not open")
        if self._owner is not services or self._service is None:
            self._service = RouletteService(services.ctx)
            self._owner = services
        return self._service

    @staticmethod
    def _who(backend: Any) -> tuple[Any, int]:
        if backend.session is None or backend.shift_id is None:
            raise StateError("no shift is open here: open the table's shift first")
        return backend.session, int(backend.shift_id)

    def _between(self, svc: RouletteService, shift_id: int, recorded: HandView | None = None) -> HandUpdate:
        hands = svc.hands(shift_id)
        done = [h for h in hands if h.status is HandStatus.COMPLETED]
        last = recorded or (done[-1] if done else None)
        return HandUpdate(None, now_us(), recorded=recorded, previous=last.record if last is not None else None,
                          previous_stacks=svc.live(last.hand_id).stacks_after() if last is not None else None, hands_recorded=len(done))

    def current(self, backend: Any) -> HandUpdate:
        """The hand in play at this shift's table, resumed where it was, or the set-up."""
        _session, shift_id = self._who(backend)
        svc = self.service(backend)
        live = svc.in_progress(shift_id)
        if live is not None:
            return HandUpdate(live, now_us(), resumed=True)
        return self._between(svc, shift_id)

    def start(self, backend: Any, table: Table) -> HandUpdate:
        session, shift_id = self._who(backend)
        return HandUpdate(self.service(backend).start(session, shift_id, table), now_us())

    def act(self, backend: Any, hand_id: int, action: Action) -> HandUpdate:
        session, _ = self._who(backend)
        return HandUpdate(self.service(backend).act(session, hand_id, action), now_us())

    def turn_card(self, backend: Any, hand_id: int, position: int, card: Card) -> HandUpdate:
        session, _ = self._who(backend)
        return HandUpdate(self.service(backend).turn_card(session, hand_id, position, card), now_us())

    def show_hole(self, backend: Any, hand_id: int, seat: int, cards: Sequence[Card]) -> HandUpdate:
        session, _ = self._who(backend)
        return HandUpdate(self.service(backend).show_hole(session, hand_id, seat, cards), now_us())

    def undo(self, backend: Any, hand_id: int) -> HandUpdate:
        session, _ = self._who(backend)
        return HandUpdate(self.service(backend).undo(session, hand_id), now_us())

    def complete(self, backend: Any, hand_id: int) -> HandUpdate:
        session, shift_id = self._who(backend)
        svc = self.service(backend)
        view = svc.complete(session, hand_id)
        return self._between(svc, shift_id, recorded=view)

    def void(self, backend: Any, hand_id: int, name: str, pin: str, reason: str) -> HandUpdate:
        """A pit boss (PIN checked here, on this station) voids the unfinished hand."""
        _session, shift_id = self._who(backend)
        signer = backend.co_sign(name, pin, "void", "void a Russian Roulette hand")
        svc = self.service(backend)
        svc.void(signer, hand_id, reason)
        between = self._between(svc, shift_id)
        # a misdeal is dealt again: the set-up page keeps the voided hand's table and stacks
        voided = svc.hand(hand_id)
        return HandUpdate(None, between.saved_at_us, previous=voided.record, previous_stacks=None,
                          hands_recorded=between.hands_recorded)

    def void_signers(self, backend: Any) -> tuple[Any, ...]:
        return tuple(backend.co_signers("void"))
