"""The live table's gateway: :class:`TableGateway`.
The gateway pattern is described in :mod:`ui`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from dealer_app.auth.roles import Permission
from dealer_app.services.count import SlipNotice, SlipView
from dealer_app.services.owed import TableNews
from dealer_app.services.players import SeatView
from dealer_app.services.table_push import TableListener
from rules.poker import Step
from ui.kit.context import ShiftInfo, UserRef
from ui.table.records import CountSetup, RoundUpdate

__all__ = ["TableGateway"]


class TableGateway(Protocol):
    """The live table's gateway: the rounds of the open shift at this station, its
    pit-boss actions, dealer change, the shift's close and the table count.
    Implemented by :class:`ui.table.backend.Backend` and, on rounds held in memory, by
    :class:`ui.training.table_speed.PracticeTableBackend`."""

    def close(self) -> None:
        ...

    def watched_files(self) -> list[str]:
        """On a SQLite file, the files another station's commit writes (watched by the screen)."""

    def changed_elsewhere(self) -> bool:
        """Whether another station has committed to this SQLite file since last asked."""

    def listen(self) -> TableListener | None:
        """On a floor, this station's ears: a pit boss's decision is pushed here."""

    def sign_out(self, reason: str = "signed out") -> None:
        ...

    def co_signers(self, permission: Permission) -> tuple[UserRef, ...]:
        """Who could co-sign for ``permission`` (never the user signed in here)."""

    def closer_setup(self) -> CountSetup | None:
        """The open shift's chip set when it was opened with an opener (it then closes with a closer)."""

    def change_dealer(self) -> ShiftInfo:
        """The user signed in here takes over the open shift's table."""

    def hand_over(self, name: str, pin: str) -> tuple[UserRef, ShiftInfo]:
        ...

    def close_shift(self, closer: dict[int, int] | None = None,
                    confirmed_by: tuple[str, str] | None = None) -> tuple[ShiftInfo, str | None]:
        """Close the shift (the services run the integrity check) and print the report when reports exist; a counted shift closes with its ``closer`` and a pit boss's (name, PIN) confirming it."""

    def current_round(self) -> RoundUpdate:
        """The round in progress, resumed exactly where it was, or a fresh table."""

    def apply(self, step: Step) -> RoundUpdate:
        """Commit one step (starting the round with its first step)."""

    def repeat_bets(self) -> RoundUpdate:
        """Place the last round's bets on every box that has none yet (one step per box)."""

    def approve(self, name: str, pin: str) -> RoundUpdate:
        ...

    def refuse(self, name: str, pin: str, reason: str) -> RoundUpdate:
        """A pit boss refuses the held round at this station, with a reason."""

    def round_status(self) -> RoundUpdate | None:
        """The round in progress as the store has it now (a pit boss at another station may have approved or refused it); None between rounds."""

    def confirm(self) -> RoundUpdate:
        """Commit the round with its settlement; the table is then ready for the next one."""

    def table_news(self, after_seq: int = 0) -> TableNews:
        """The jackpot meter as it stands now (a linked meter moves with other tables), and
        this shift's settled rounds voided afterwards (by a pit boss anywhere), with the
        chips their boxes moved."""

    def void(self, name: str, pin: str, reason: str) -> RoundUpdate:
        """A pit boss voids the unfinished round as a misdeal."""

    def buy_in(self, amount: int, seat: int | None) -> dict[int, int]:
        """Record cash in for chips out; returns the chips to pay (denomination → count)."""

    def pending_slip(self) -> SlipView | None:
        """The shift's first fill or credit still waiting for the cage (or None)."""

    def slip_news(self) -> tuple[SlipNotice, ...]:
        """The shift's slips a pit boss signed or voided elsewhere (at the podium) since the last look."""

    def on_floor(self) -> bool:
        """This station keeps its table on a floor, where the pit podium signs slips."""

    def ask_slip(self, kind: str, chips: dict[int, int]) -> SlipView:
        """A fill or credit asked for here, left waiting for a pit boss's signature (on a floor, at the podium)."""

    def request_slip(self, kind: str, chips: dict[int, int], pit_boss: tuple[str, str]) -> SlipView:
        """A fill or credit asked for here and signed by a pit boss (the cage receives it next)."""

    def receive_slip(self, number: int, cage: tuple[str, str]) -> SlipView:
        ...

    def sign_slip(self, number: int, pit_boss: tuple[str, str]) -> SlipView:
        """A pit boss signs a slip still waiting for their signature."""

    def void_slip(self, number: int, pit_boss: tuple[str, str], reason: str) -> SlipView:
        """A pit boss voids a waiting slip, with a reason."""

    def count_tray(self, chips: dict[int, int]) -> int:
        """An hourly tray count by the dealer; returns its total."""

    def seated(self) -> tuple[SeatView, ...]:
        """Who sits where (open rating sessions at the shift's table)."""

    def seat_player(self, boxes: tuple[int, ...], card: str) -> tuple[SeatView, ...]:
        """Seat a player by a card number or its last digits (``""``: anonymous)."""

    def seat_action(self, session: int, action: str, boxes: tuple[int, ...] = ()) -> tuple[SeatView, ...]:
        """``leave``, ``pause`` (resume when paused) or ``move`` to ``boxes``."""


if TYPE_CHECKING:  # the station's Backend satisfies the Protocol
    from ui.table.backend import Backend

    def _implemented(b: Backend) -> TableGateway:
        return b
