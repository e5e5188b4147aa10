"""Where the next key goes: a box or the dealer, chosen by its digit, D or a click. At the
settlement, choosing one opens the round again for a correction (the boxes and the entry
field shown, Esc back to the settlement).

:class:`TableSelection` moves the presenter's selection and has the screen draw it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ui.kit.qt import QObject

if TYPE_CHECKING:
    from ui.table.screen import TableScreen

__all__ = ["TableSelection"]


class TableSelection(QObject):
    """The selection of the table on ``screen``."""

    def __init__(self, screen: TableScreen) -> None:
        super().__init__(screen)
        self.screen = screen

    def select_box(self, number: int, *, quiet: bool = False) -> None:
        """Move the selection to box ``number`` on purpose (a digit, a click)."""
        screen = self.screen
        if not 1 <= number <= len(screen.box_widgets):
            return
        screen.selected = number
        screen.dealer_selected = False
        if not quiet:
            self.start_correcting()
            screen.render_selection()
            screen.render_prompt()

    def select_dealer(self, *, quiet: bool = False) -> None:
        screen = self.screen
        screen.dealer_selected = True
        if not quiet:
            self.start_correcting()
            screen.render_selection()
            screen.render_prompt()

    def start_correcting(self) -> None:
        """At the settlement, a box or the dealer selected: show the layout to correct an entry."""
        screen = self.screen
        if screen.info is not None and screen.info.settlement is not None and not screen.correcting:
            screen.correcting = True
            screen.center.setCurrentWidget(screen.boxes_page)
            screen.entry.setVisible(True)
            screen.next_bar.set_step(self.tr("Correcting the round: enter the right value, or Esc to return to the settlement."), ["Esc"])

    def on_box_clicked(self, number: int) -> None:
        screen = self.screen
        if screen.entry.is_open:
            screen.entry.close_entry()
        self.select_box(number)
        screen.setFocus()

    def on_dealer_clicked(self) -> None:
        screen = self.screen
        if screen.entry.is_open:
            screen.entry.close_entry()
        self.select_dealer()
        screen.setFocus()
