"""Who sits where at the live table, and seating a player from the keyboard.

``F12`` acts on the selected box: at a free box, the player's card number (or its last
digits) seats a registered player, Enter alone an anonymous one, and box numbers after
a space add more boxes (``2233 4``); at a held box, ``L`` sees the player off, ``P``
pauses or resumes, box numbers move the player there. The dealer never types a name: a
registered player shows as the card's last four characters. The strip under the boxes
lists who sits where (:class:`SeatingStrip`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from dealer_app.services.players import SeatView
from ui.kit.explained import refusal_text
from ui.kit.qt import QLabel, QObject, QWidget
from ui.kit.text import tr_args
from ui.kit.worker import JobError

if TYPE_CHECKING:
    from ui.kit.context import AppContext
    from ui.table.gateway import TableGateway

__all__ = ["Seating", "SeatingStrip", "parse_seating"]


def parse_seating(text: str, box: int) -> tuple[str, tuple[int, ...]]:
    """``(card, boxes)`` from what was typed at a free box: single digits are boxes, the rest
    the card (or its last digits); ``box`` (the selected one) is always among the boxes.

    >>> parse_seating("2233 4", 3), parse_seating("", 2), parse_seating("5 6", 1)
    (('2233', (3, 4)), ('', (2,)), ('', (1, 5, 6)))
    """
    card, boxes = "", {box}
    for token in text.split():
        if token.isdigit() and len(token) == 1:
            boxes.add(int(token))
        elif card:
            raise ValueError(token)
        else:
            card = token
    return card, tuple(sorted(boxes))


class SeatingStrip(QLabel):
    """One line: each seated player's boxes and how the table knows them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seating")
        self.show_seats(())

    def show_seats(self, seats: Sequence[SeatView]) -> None:
        """One line while players are seated; hidden otherwise (the boxes keep their height)."""
        self.setVisible(bool(seats))
        if not seats:
            self.setText(self.tr("Players: none seated  ·  F12 seats a player at the selected box"))
            return
        parts = []
        for v in seats:
            who = v.shown if v.player else tr_args(self.tr("player at box %1"), ", ".join(map(str, v.boxes)))
            text = tr_args(self.tr("box %1: %2"), ", ".join(map(str, v.boxes)), who)
            parts.append(tr_args(self.tr("%1 (paused)"), text) if v.paused else text)
        self.setText(tr_args(self.tr("Players: %1"), "  ·  ".join(parts)))


class Seating(QObject):
    """The F12 flow on the table screen (``ctx``: the app context with its dialogs and worker)."""

    def __init__(self, ctx: AppContext[TableGateway], strip: SeatingStrip, done: Callable[[str], None]) -> None:
        super().__init__()
        self.ctx = ctx
        self.strip = strip
        self.seats: tuple[SeatView, ...] = ()
        self._done = done

    def refresh(self) -> None:
        self.ctx.run(lambda b: b.seated(), self._show, lambda _e: None)

    def _show(self, seats: tuple[SeatView, ...]) -> None:
        self.seats = tuple(seats)
        self.strip.show_seats(self.seats)

    def _failed(self, err: JobError) -> None:
        self.ctx.dialogs.error(self.tr("Players"), refusal_text(err))

    def ask(self, box: int | None) -> None:
        if box is None:
            self.ctx.dialogs.error(self.tr("Players"), self.tr("Select a box first (its number), then F12."))
            return
        held = next((v for v in self.seats if box in v.boxes), None)
        if held is None:
            self._seat(box)
        else:
            self._act(box, held)

    def _seat(self, box: int) -> None:
        title = tr_args(self.tr("Seat a player at box %1"), str(box))
        text = self.ctx.dialogs.ask_text(
            title, self.tr("The player's card number or its last four digits; Enter alone seats an anonymous "
                           "player. More boxes after a space (\"2233 4\")."), self.tr("card  [boxes]"))
        if text is None:
            return
        try:
            card, boxes = parse_seating(text, box)
        except ValueError:
            self.ctx.dialogs.error(title, tr_args(self.tr("One card number, then box numbers: not %1"), text))
            return
        self.ctx.run(lambda b: b.seat_player(boxes, card), lambda seats: self._after(seats, title),
                     self._failed)

    def _act(self, box: int, held: SeatView) -> None:
        who = held.shown if held.player else tr_args(self.tr("player at box %1"), ", ".join(map(str, held.boxes)))
        title = tr_args(self.tr("Box %1: %2"), str(box), who)
        text = self.ctx.dialogs.ask_text(
            title, self.tr("L: the player leaves  ·  P: pause or resume  ·  box numbers: the player moves there "
                           "(\"4\" or \"4 5\")."), self.tr("L, P or boxes"))
        if text is None or not text.strip():
            return
        word = text.strip().upper()
        if word in ("L", "Д"):  # the Russian layout's key in the same place as L
            job: Callable[[TableGateway], tuple[SeatView, ...]] = lambda b: b.seat_action(held.session, "leave")  # noqa: E731
        elif word in ("P", "З"):
            job = lambda b: b.seat_action(held.session, "pause")  # noqa: E731
        else:
            try:
                boxes = tuple(sorted({int(t) for t in word.split()}))
            except ValueError:
                self.ctx.dialogs.error(title, tr_args(self.tr("L, P or box numbers: not %1"), text))
                return
            job = lambda b: b.seat_action(held.session, "move", boxes)  # noqa: E731
        self.ctx.run(job, lambda seats: self._after(seats, title), self._failed)

    def _after(self, seats: tuple[SeatView, ...], what: str) -> None:
        self._show(seats)
        self._done(what)
