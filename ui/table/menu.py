"""The table's Menu button and its documents: the same actions as the function keys, in a
menu that is never modal, and the house rules with their pay tables (F2, or a click on the
profile in the top bar).

:class:`TableMenu` lists the live table's actions; the practice table lists its own
(:class:`ui.training.table_speed.PracticeTableMenu`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ui.kit.house_text import house_rules_html
from ui.kit.qt import QMenu, QObject

if TYPE_CHECKING:
    from ui.table.screen import TableScreen

__all__ = ["TableMenu"]


class TableMenu(QObject):
    """The Menu button's actions and the house rules of the table on ``screen``."""

    def __init__(self, screen: TableScreen) -> None:
        super().__init__(screen)
        self.screen = screen
        self.menu: QMenu | None = None
        """The menu last shown (kept while it is open)."""

    def actions(self) -> list[tuple[str, Callable[[], object]]]:
        """The menu's lines, each with its key, and what each does."""
        screen = self.screen
        shift = screen.shift_actions
        return [
            (self.tr("All keys  (F1)"), screen.keys.show_key_map),
            (self.tr("House rules and pay tables  (F2)"), self.show_house_rules),
            (self.tr("Dealer change  (F5)"), screen.change_dealer),
            (self.tr("Void the round, pit boss  (F8)"), screen.void_round),
            (self.tr("Pit boss console  (F6)"), screen.console_requested.emit),
            (self.tr("Russian Roulette table  (F7)"), screen.roulette_requested.emit),
            (self.tr("Lock the station  (F9)"), lambda: screen.lock_requested.emit(self.tr("Locked by the dealer."))),
            (self.tr("Close the shift  (F10)"), screen.close_shift),
            (self.tr("Cash buy-in  (F3)"), shift.buy_in),
            (self.tr("Fill from the cage  (F4)"), lambda: shift.fill_or_credit("fill")),
            (self.tr("Credit to the cage  (Shift+F4)"), lambda: shift.fill_or_credit("credit")),
            (self.tr("Hourly tray count  (F11)"), shift.hourly_count),
        ]

    def show(self) -> None:
        """The Menu button: the same actions as the function keys (never modal)."""
        screen = self.screen
        menu = QMenu(screen)
        for label, handler in self.actions():
            menu.addAction(label, handler)
        menu.popup(screen.top.menu.mapToGlobal(screen.top.menu.rect().bottomLeft()))
        self.menu = menu

    def show_house_rules(self) -> None:
        """F2: the house rules and pay tables the table plays, in a document beside it."""
        ctx = self.screen.ctx
        house = ctx.house
        if house is None:
            return
        name = ctx.shift.profile if ctx.shift else ""
        ctx.dialogs.show_document(self.tr("House rules"), house_rules_html(house, ctx.money, name=name))
