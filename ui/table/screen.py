"""The table: the dealer's hand above the boxes in felt order, one entry field
at a time, the next step with its key, and the settlement panel.

Every entry is checked by the engine as it is typed (the reason appears next
to the field); a step goes to the store only when the engine accepts it, and
the screen moves on only when the store has acknowledged it. Keys that
arrive while a step is being saved are replayed, in order, afterwards.

The bonus is settled at the bonus step (UX.md step 3): as soon as the engine
says a box's bonus is final, the box shows what to move for it (PAY / TAKE, or
held for a pit boss) and the next-step line says it first; after the next
entry the box shows it settled, and the settlement panel lists it as settled
earlier instead of moving it again (:func:`ui.table.moves.with_bonus`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rules.poker import RoundState, Step
from ui.kit import theme
from ui.kit.chrome import KeyHints, NextStepBar, SaveState, TopBar
from ui.kit.context import AppContext, ShiftInfo
from ui.kit.explained import refusal_text
from ui.kit.plurals import plurals
from ui.kit.profiles import profile_name
from ui.kit.qt import (
    QHBoxLayout,
    QKeyEvent,
    QStackedWidget,
    Qt,
    QTime,
    QVBoxLayout,
    QWidget,
    Signal,
    key_combination,
    translate,
)
from ui.kit.text import tr_args
from ui.kit.worker import JobError
from ui.table.box import BoxWidget
from ui.table.box_entry import BoxEntry
from ui.table.dealer import DealerWidget
from ui.table.entry import EntryPanel
from ui.table.keys import TableKeys
from ui.table.menu import TableMenu
from ui.table.presenter import TablePresenter
from ui.table.records import RoundUpdate
from ui.table.round_close import RoundClose
from ui.table.seating import Seating, SeatingStrip
from ui.table.selection import TableSelection
from ui.table.settlement import SettlementPanel
from ui.table.shift_actions import TableShift
from ui.table.steps import RoundSteps
from ui.table.viewmodel import TableInfo
from ui.table.watch import RoundWatch

if TYPE_CHECKING:
    from ui.table.gateway import TableGateway

__all__ = ["TableScreen"]

C = theme.C


class TableScreen(QWidget):
    """The table of the open shift: the screen's widgets and what the round looks like on
    them; the keys, the selection, the steps sent, the round's end, the shift and the menu
    are its parts (:attr:`keys`, :attr:`selection`, :attr:`steps`, :attr:`round_close`,
    :attr:`shift_actions`, :attr:`table_menu`)."""

    menu_class: ClassVar[type[TableMenu]] = TableMenu
    """The Menu button's actions (the practice table has its own)."""

    lock_requested = Signal(str)
    sign_out_requested = Signal()
    shift_closed = Signal(object)
    roulette_requested = Signal()
    console_requested = Signal()
    round_changed = Signal()
    """After every acknowledged step, confirm or void (tests wait on it)."""
    entry_checked = Signal()
    """After the field's text was checked (inline feedback shown)."""

    def __init__(self, ctx: AppContext[TableGateway]) -> None:
        super().__init__()
        self.ctx = ctx
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.view = TablePresenter(ctx, translate, plurals())
        """The round, the selection and what the screen says of them (no Qt)."""
        self.saving = False
        """A step is being saved: keys are kept until the store answers."""
        self._boxes: list[BoxWidget] = []
        self.selection = TableSelection(self)
        """Where the next key goes: a box or the dealer (a digit, D, a click)."""
        self.steps = RoundSteps(self)
        """A step sent to the store, and its answer."""
        self.keys = TableKeys(self)
        """What each key does, Enter's next step, the key hints and the F1 sheet."""
        self.table_menu = self.menu_class(self)
        """The Menu button's actions and the house rules (F2)."""

        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(0)
        self.top = TopBar()
        self.top.profile_clicked.connect(self.table_menu.show_house_rules)
        self.top.menu_clicked.connect(self.table_menu.show)
        col.addWidget(self.top)

        body = QVBoxLayout()
        body.setContentsMargins(16, 10, 16, 10)
        body.setSpacing(10)
        self.dealer = DealerWidget()
        self.dealer.clicked.connect(self.selection.on_dealer_clicked)
        body.addWidget(self.dealer)
        self.center = QStackedWidget()
        self.boxes_page = QWidget()
        self.boxes_row = QHBoxLayout(self.boxes_page)
        self.boxes_row.setContentsMargins(0, 0, 0, 0)
        self.boxes_row.setSpacing(10)
        self.center.addWidget(self.boxes_page)
        self.settlement = SettlementPanel(ctx.money, ctx.settings.chip_set)
        self.center.addWidget(self.settlement)
        body.addWidget(self.center, 1)
        self.entry = EntryPanel()
        self.box_entry = BoxEntry(self)
        """The entry field and the corrections: a key's entry checked as typed, sent as a step."""
        self.entry.submitted.connect(self.box_entry.on_entry_submitted)
        self.entry.cancelled.connect(self.box_entry.on_entry_cancelled)
        self.entry.text_edited.connect(self.box_entry.on_entry_text_edited)
        body.addWidget(self.entry)
        col.addLayout(body, 1)
        self.seating_strip = SeatingStrip()
        self.seating_strip.setContentsMargins(16, 0, 16, 4)
        col.addWidget(self.seating_strip)
        self.seating = Seating(ctx, self.seating_strip, self._seating_done)
        self.next_bar = NextStepBar()
        col.addWidget(self.next_bar)
        self.hints = KeyHints()
        col.addWidget(self.hints)
        self.watch = RoundWatch(ctx, self)
        """A pit boss's decision at another station, and the meter, reach the round at once."""
        self.shift_actions = TableShift(ctx, self)
        """The table count and the shift: buy-in, fill and credit, the hourly count, dealer change, close."""
        self.round_close = RoundClose(ctx, self)
        """The round's end: a pit boss's co-signature, the dealer's confirm, a pit boss's void."""

    # ------------------------------------------------------------------ the view state

    @property
    def update_(self) -> RoundUpdate | None:
        """The round as the store last acknowledged it."""
        return self.view.update

    @update_.setter
    def update_(self, update: RoundUpdate | None) -> None:
        self.view.update = update

    @property
    def info(self) -> TableInfo | None:
        return self.view.info

    @property
    def selected(self) -> int | None:
        return self.view.selected

    @selected.setter
    def selected(self, number: int | None) -> None:
        self.view.selected = number

    @property
    def dealer_selected(self) -> bool:
        return self.view.dealer_selected

    @dealer_selected.setter
    def dealer_selected(self, on: bool) -> None:
        self.view.dealer_selected = on

    @property
    def correcting(self) -> bool:
        """The round is complete but the dealer is correcting an entry (boxes shown again)."""
        return self.view.correcting

    @correcting.setter
    def correcting(self, on: bool) -> None:
        self.view.correcting = on

    @property
    def pending(self) -> tuple[str, Step] | None:
        """A correction waiting for the dealer's yes (Enter) or no (Esc): (question, step)."""
        return self.view.pending

    @pending.setter
    def pending(self, question: tuple[str, Step] | None) -> None:
        self.view.pending = question

    # ------------------------------------------------------------------ loading

    def enter(self) -> None:
        """Show the open shift's table: the round in progress exactly where it was, or a new one."""
        self._build_boxes()
        self.refresh_top()
        self.next_bar.set_step(self.tr("Loading the round…"))
        self.ctx.run(lambda b: b.current_round(), self.on_round_loaded, self.on_store_failed)
        self.watch.start()

    @property
    def box_widgets(self) -> tuple[BoxWidget, ...]:
        """The boxes as shown, box 1 first (read by tests and tools; the screen owns them)."""
        return tuple(self._boxes)

    def _build_boxes(self) -> None:
        house = self.ctx.house
        n = int(house.boxes) if house is not None else 6
        if len(self._boxes) == n and all(b.money is self.ctx.money for b in self._boxes):
            return
        for b in self._boxes:
            b.setParent(None)
            b.deleteLater()
        self._boxes = []
        for i in range(1, n + 1):
            w = BoxWidget(i, self.ctx.money)
            w.clicked.connect(self.selection.on_box_clicked)
            self._boxes.append(w)
            self.boxes_row.addWidget(w)
        self.settlement.money = self.ctx.money
        self.settlement.chip_set = tuple(self.ctx.settings.chip_set)

    def refresh_top(self) -> None:
        shift: ShiftInfo | None = self.ctx.shift
        self.top.table.setText(shift.table if shift else "—")
        self.top.shift.setText(tr_args(self.tr("#%1 · since %2"),
                                       str(shift.shift_id), shift.opened_at) if shift else "—")
        user = self.ctx.user
        self.top.dealer.setText(shift.dealer.name if shift else "—")
        if user is not None and shift is not None and user.user_id != shift.dealer.user_id:
            self.top.dealer.setText(tr_args(self.tr("%1 (signed in: %2)"), shift.dealer.name, user.name))
        self.top.profile.setText(profile_name(shift.profile) if shift else "—")

    def _seating_done(self, what: str) -> None:
        self.top.set_save_state(SaveState.SAVED, what)
        self.setFocus()

    def on_round_loaded(self, update: RoundUpdate) -> None:
        resumed = bool(update.resumed and update.steps)
        self.seating.refresh()
        self.apply_update(update)
        if resumed:
            self.top.set_save_state(SaveState.SAVED, tr_args(self.tr("resumed round %1 at step %2"),
                                                             str(update.number), str(update.steps)))
        self.setFocus()

    def apply_update(self, update: RoundUpdate) -> None:
        self.update_ = update
        self.pending = None
        self.view.follow_workflow()
        self.top.jackpot.setText(self.ctx.money(update.meter))
        if update.saved_at_us and update.steps:
            self.top.set_save_state(SaveState.SAVED, tr_args(self.tr("saved at %1"), QTime.currentTime().toString("HH:mm:ss")))
        self.refresh_view()

    # ------------------------------------------------------------------ rendering

    @property
    def state(self) -> RoundState | None:
        return self.view.state

    def refresh_view(self) -> None:
        if self.update_ is None:
            return
        info = self.view.refresh()
        assert info is not None
        number = self.update_.number
        self.top.round.setText(str(number) if number else self.tr("next"))
        for w, b in zip(self._boxes, info.boxes, strict=False):
            w.set_info(b)
            w.set_problem("")
        self.dealer.set_info(info.dealer)
        self.dealer.set_problem("")
        if info.settlement is not None and not self.correcting:
            self.settlement.set_settlement(info.settlement)
            self.center.setCurrentWidget(self.settlement)
            self.entry.setVisible(False)
            if self.entry.is_open:
                self.entry.close_entry()
            self.setFocus()
        else:
            self.center.setCurrentWidget(self.boxes_page)
            self.entry.setVisible(True)
        self.render_selection()
        self.render_prompt()

    def render_selection(self) -> None:
        for w in self._boxes:
            w.set_selected(not self.dealer_selected and w.number == self.selected)
        self.dealer.set_selected(self.dealer_selected)
        if not self.entry.is_open:
            self.entry.close_entry(self.idle_text())
            if self.info is not None:
                self.entry.picker.set_used(self.info.used)

    def idle_text(self) -> str:
        return self.view.idle_text(C.text)

    def _fits(self, text: str, keys: int) -> bool:
        """Whether ``text`` fits on the next-step line beside its key caps."""
        bar = self.next_bar
        room = bar.width() - bar.tag.sizeHint().width() - 56 * max(1, keys) - 60
        return bar.text.fontMetrics().horizontalAdvance(text) <= room

    def render_prompt(self) -> None:
        info = self.info
        if info is None:
            return
        text, keys = self.view.prompt(self._fits)  # what the engine expects now, in words, with its keys
        self.next_bar.set_step(text, keys, self.view.who())  # and whom it is for
        self.hints.set_hints(self.keys.hints(info, len(self._boxes)))

    # ------------------------------------------------------------------ keys

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.keys.press(event):
            super().keyPressEvent(event)

    def flash(self, text: str, box: int | None = None) -> None:
        """Say why a key did nothing, next to the box it was for."""
        if box is not None and 0 < box <= len(self._boxes):
            self._boxes[box - 1].set_problem(text)
        elif self.dealer_selected:
            self.dealer.set_problem(text)
        else:
            self.next_bar.set_step("⚠ " + text, self.next_bar.key_texts, self.view.who())

    def notice(self, text: str) -> None:
        """A one-line message on the next-step line (why a key did nothing), until the next entry."""
        self.next_bar.set_step("⚠ " + text, self.next_bar.key_texts, self.view.who())

    # ------------------------------------------------------------------ loading failed

    def on_store_failed(self, err: JobError) -> None:
        self.top.set_save_state(SaveState.FAILED, refusal_text(err))
        self.ctx.dialogs.error(self.tr("Not done"), refusal_text(err))

    # ------------------------------------------------------------------ the round's end, the shift

    def void_round(self) -> None:
        """F8: a pit boss voids the round as a misdeal (the practice table refuses)."""
        self.round_close.void_round()

    def change_dealer(self) -> None:
        """F5: another dealer takes over the table (the practice table says there is no shift)."""
        self.shift_actions.change_dealer()

    def close_shift(self) -> None:
        """F10: close the shift (the practice table leaves instead)."""
        self.shift_actions.close_shift()

    # ------------------------------------------------------------------ drivers

    @staticmethod
    def key_for(name: str) -> int:
        """The Qt key of a key name (``"F5"``), for drivers and tests."""
        return key_combination(name).key()
