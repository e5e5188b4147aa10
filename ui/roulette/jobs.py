"""The tracker's one way to the store: :class:`RouletteJobs`, the tracker's gateway,
runs on the store worker thread (``ctx.run``) over :class:`ui.table.backend.Backend`,
whose signed-in session and open shift it uses, and calls the services'
:class:`~dealer_app.services.roulette.RouletteService`. It returns immutable
snapshots the screen reads on the UI thread; it never touches Qt.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from dealer_app.auth.roles import Permission
from dealer_app.services import now_us
from dealer_app.services.common import Session, StateError
from dealer_app.services.roulette import HandStatus, HandView, LiveHand, RouletteService
from rules.cards import Card
from rules.roulette import Action, Table
from ui.kit.context import UserRef

if TYPE_CHECKING:
    from ui.table.backend import Backend

__all__ = ["HandUpdate", "RouletteJobs"]


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


class RouletteJobs:
    """The tracker's gateway (:class:`ui.roulette.gateway.RouletteGateway`): made over the station
    for the tracker's context (``ctx.room(RouletteJobs(backend))``); each call runs in a worker job
    (``ctx.run(lambda g: g.act(...))``)."""

    def __init__(self, station: Backend) -> None:
        self._station = station

    def _service(self) -> RouletteService:
        return self._station.open_services().roulette

    def _who(self) -> tuple[Session, int]:
        b = self._station
        if b.session is None or b.shift_id is None:
            raise StateError("no shift is open here: open the table's shift first")
        return b.session, int(b.shift_id)

    def _between(self, svc: RouletteService, shift_id: int, recorded: HandView | None = None) -> HandUpdate:
        hands = svc.hands(shift_id)
        done = [h for h in hands if h.status is HandStatus.COMPLETED]
        last = recorded or (done[-1] if done else None)
        return HandUpdate(None, now_us(), recorded=recorded, previous=last.record if last is not None else None,
                          previous_stacks=svc.live(last.hand_id).stacks_after() if last is not None else None,
                          hands_recorded=len(done))

    def current(self) -> HandUpdate:
        """The hand in play at this shift's table, resumed where it was, or the set-up."""
        _session, shift_id = self._who()
        svc = self._service()
        live = svc.in_progress(shift_id)
        if live is not None:
            return HandUpdate(live, now_us(), resumed=True)
        return self._between(svc, shift_id)

    def start(self, table: Table) -> HandUpdate:
        session, shift_id = self._who()
        return HandUpdate(self._service().start(session, shift_id, table), now_us())

    def act(self, hand_id: int, action: Action) -> HandUpdate:
        session, _ = self._who()
        return HandUpdate(self._service().act(session, hand_id, action), now_us())

    def turn_card(self, hand_id: int, position: int, card: Card) -> HandUpdate:
        session, _ = self._who()
        return HandUpdate(self._service().turn_card(session, hand_id, position, card), now_us())

    def show_hole(self, hand_id: int, seat: int, cards: Sequence[Card]) -> HandUpdate:
        session, _ = self._who()
        return HandUpdate(self._service().show_hole(session, hand_id, seat, cards), now_us())

    def undo(self, hand_id: int) -> HandUpdate:
        session, _ = self._who()
        return HandUpdate(self._service().undo(session, hand_id), now_us())

    def complete(self, hand_id: int) -> HandUpdate:
        session, shift_id = self._who()
        svc = self._service()
        view = svc.complete(session, hand_id)
        return self._between(svc, shift_id, recorded=view)

    def void(self, hand_id: int, name: str, pin: str, reason: str) -> HandUpdate:
        """A pit boss (PIN checked here, on this station) voids the unfinished hand."""
        _session, shift_id = self._who()
        signer = self._station.co_sign(name, pin, "void", "void a Russian Roulette hand")
        svc = self._service()
        svc.void(signer, hand_id, reason)
        between = self._between(svc, shift_id)
        # a misdeal is dealt again: the set-up page keeps the voided hand's table and stacks
        voided = svc.hand(hand_id)
        return HandUpdate(None, between.saved_at_us, previous=voided.record, previous_stacks=None,
                          hands_recorded=between.hands_recorded)

    def void_signers(self) -> tuple[UserRef, ...]:
        return tuple(self._station.co_signers(Permission.VOID))
