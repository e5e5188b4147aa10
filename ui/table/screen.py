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

import time
from collections import deque
from typing import TYPE_CHECKING

from rules.poker import RoundState, Step
from rules.poker.table import (
    Phase,
)
from ui.kit import theme
from ui.kit.chrome import KeyHint, KeyHints, NextStepBar, SaveState, TopBar
from ui.kit.context import AppContext, ShiftInfo
from ui.kit.explained import refusal_text
from ui.kit.house_text import house_rules_html
from ui.kit.plurals import plurals
from ui.kit.profiles import profile_name
from ui.kit.qt import (
    QHBoxLayout,
    QKeyEvent,
    QMenu,
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
from ui.table import engine as eng
from ui.table.box import BoxWidget
from ui.table.box_entry import BoxEntry
from ui.table.dealer import DealerWidget
from ui.table.entry import EntryPanel
from ui.table.presenter import TablePresenter
from ui.table.records import RoundUpdate
from ui.table.round_close import RoundClose
from ui.table.seating import Seating, SeatingStrip
from ui.table.settlement import SettlementPanel
from ui.table.shift_actions import TableShift
from ui.table.viewmodel import EntryKind, TableInfo
from ui.table.watch import RoundWatch

if TYPE_CHECKING:
    from ui.table.gateway import TableGateway

__all__ = ["TableScreen"]

C = theme.C

_LETTER_KEYS: dict[int, EntryKind] = {
    Qt.Key.Key_B: EntryKind.BONUS,
    Qt.Key.Key_X: EntryKind.EXCHANGE,
    Qt.Key.Key_S: EntryKind.SIXTH,
    Qt.Key.Key_P: EntryKind.PLAY,
    Qt.Key.Key_F: EntryKind.FOLD,
    Qt.Key.Key_I: EntryKind.INSURANCE,
    Qt.Key.Key_T: EntryKind.TAKE_ANTE,
    Qt.Key.Key_G: EntryKind.BUY_GAME,
}
class TableScreen(QWidget):
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
        self._queued: deque[tuple[int, Qt.KeyboardModifier, str]] = deque()
        self._boxes: list[BoxWidget] = []
        self.last_step_ms: float | None = None
        self._t_submit = 0.0

        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(0)
        self.top = TopBar()
        self.top.profile_clicked.connect(self.show_house_rules)
        self.top.menu_clicked.connect(self.show_menu)
        col.addWidget(self.top)

        body = QVBoxLayout()
        body.setContentsMargins(16, 10, 16, 10)
        body.setSpacing(10)
        self.dealer = DealerWidget()
        self.dealer.clicked.connect(self.on_dealer_clicked)
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
            w.clicked.connect(self.on_box_clicked)
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
        self.follow_workflow()
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

    def follow_workflow(self) -> None:
        self.view.follow_workflow()

    def _on_workflow(self) -> bool:
        return self.view.on_workflow()

    def who(self) -> str:
        """What the next-step line names as the target of the next key."""
        return self.view.who()

    def _box_expects(self, number: int) -> bool:
        if self.info is None:
            return False
        return bool(self.info.boxes[number - 1].expects) if 0 < number <= len(self.info.boxes) else False

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

    def prompt(self) -> tuple[str, list[str]]:
        """The next-step line: what the engine expects now, in words, with its keys."""
        return self.view.prompt(self._fits)

    def _fits(self, text: str, keys: int) -> bool:
        """Whether ``text`` fits on the next-step line beside its key caps."""
        bar = self.next_bar
        room = bar.width() - bar.tag.sizeHint().width() - 56 * max(1, keys) - 60
        return bar.text.fontMetrics().horizontalAdvance(text) <= room

    def render_prompt(self) -> None:
        info = self.info
        if info is None:
            return
        text, keys = self.prompt()
        self.next_bar.set_step(text, keys, self.who())
        lit = info.expects | frozenset(k for b in info.boxes for k in b.expects)
        dealer_key = EntryKind.DEALER_CARDS in lit or EntryKind.REPLACEMENT in lit
        n = len(self._boxes)
        letters = [
            ("A", self.tr("Ante"), EntryKind.ANTE in lit),
            ("B", self.tr("bonus"), EntryKind.BONUS in lit),
            ("C", self.tr("cards"), bool(lit & {EntryKind.BONUS_CARDS, EntryKind.FINAL_CARDS})),
            ("X", self.tr("exchange"), EntryKind.EXCHANGE in lit),
            ("S", self.tr("6th card"), EntryKind.SIXTH in lit),
            ("P", self.tr("play"), EntryKind.PLAY in lit),
            ("F", self.tr("fold"), EntryKind.FOLD in lit),
            ("I", self.tr("insure"), EntryKind.INSURANCE in lit),
            ("D", self.tr("dealer"), dealer_key),
            ("T", self.tr("take Ante"), EntryKind.TAKE_ANTE in lit),
            ("G", self.tr("buy game"), EntryKind.BUY_GAME in lit),
        ]
        # the keys that apply now, then the ones that always do
        hints = [KeyHint(f"1–{n}", self.tr("box"))]
        hints += [KeyHint(k, label) for k, label, active in letters if active]
        hints += [
            KeyHint("Enter", self.tr("confirm")),
            KeyHint("Esc", self.tr("back")),
            KeyHint("Ctrl+Z", self.tr("undo"), bool(self.update_ and self.update_.steps)),
            KeyHint("F1", self.tr("all keys")),
        ]
        self.hints.set_hints(hints)

    # ------------------------------------------------------------------ selection

    def select_box(self, number: int, *, quiet: bool = False) -> None:
        """Move the selection to box ``number`` on purpose (a digit, a click)."""
        if not 1 <= number <= len(self._boxes):
            return
        self.selected = number
        self.dealer_selected = False
        if not quiet:
            self.start_correcting()
            self.render_selection()
            self.render_prompt()

    def start_correcting(self) -> None:
        """At the settlement, a box or the dealer selected: show the layout to correct an entry."""
        if self.info is not None and self.info.settlement is not None and not self.correcting:
            self.correcting = True
            self.center.setCurrentWidget(self.boxes_page)
            self.entry.setVisible(True)
            self.next_bar.set_step(self.tr("Correcting the round: enter the right value, or Esc to return to the settlement."), ["Esc"])

    def select_dealer(self, *, quiet: bool = False) -> None:
        self.dealer_selected = True
        if not quiet:
            self.start_correcting()
            self.render_selection()
            self.render_prompt()

    def on_box_clicked(self, number: int) -> None:
        if self.entry.is_open:
            self.entry.close_entry()
        self.select_box(number)
        self.setFocus()

    def on_dealer_clicked(self) -> None:
        if self.entry.is_open:
            self.entry.close_entry()
        self.select_dealer()
        self.setFocus()

    # ------------------------------------------------------------------ keys

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.saving:
            self._queued.append((event.key(), event.modifiers(), event.text()))
            return
        if self.pending is not None:
            self.box_entry.answer_correction(event.key())
            return
        if not self.handle_key(event.key(), event.modifiers()):
            super().keyPressEvent(event)

    def handle_key(self, key: int, mods: Qt.KeyboardModifier) -> bool:
        """Navigate-mode keys (the field, when open, has the focus and its own keys)."""
        if self.update_ is None:
            return False
        ctrl = bool(mods & Qt.KeyboardModifier.ControlModifier)
        shift = bool(mods & Qt.KeyboardModifier.ShiftModifier)
        if key == Qt.Key.Key_F1:
            self.show_key_map()
            return True
        if key == Qt.Key.Key_F2:
            self.show_house_rules()
            return True
        if key == Qt.Key.Key_F5:
            self.change_dealer()
            return True
        if key == Qt.Key.Key_F8:
            self.void_round()
            return True
        if key == Qt.Key.Key_F3:
            self.shift_actions.buy_in()
            return True
        if key == Qt.Key.Key_F4:
            self.shift_actions.fill_or_credit("credit" if shift else "fill")
            return True
        if key == Qt.Key.Key_F11:
            self.shift_actions.hourly_count()
            return True
        if key == Qt.Key.Key_F12:
            self.seating.ask(None if self.dealer_selected else self.selected)
            return True
        if key == Qt.Key.Key_F9:
            self.lock_requested.emit(self.tr("Locked by the dealer."))
            return True
        if key == Qt.Key.Key_F10:
            self.close_shift()
            return True
        if ctrl and key == Qt.Key.Key_Z:
            self.undo()
            return True
        if ctrl:
            return False
        if self.entry.is_open:
            return False
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            self.select_box(key - Qt.Key.Key_0)
            return True
        if key == Qt.Key.Key_Escape:
            # back to where the workflow is
            self.correcting = False
            self.follow_workflow()
            self.refresh_view()
            return True
        if key == Qt.Key.Key_R:
            self.repeat_bets()
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.on_enter()
            return True
        if key == Qt.Key.Key_A:
            self.box_entry.start_entry(EntryKind.DARK if shift else EntryKind.ANTE)
            return True
        if key == Qt.Key.Key_D:
            if self.info is not None and self.info.settlement is not None and not self.correcting:
                self.select_dealer()
            self.select_dealer(quiet=True)
            kind = EntryKind.REPLACEMENT if self.info and EntryKind.REPLACEMENT in self.info.expects else EntryKind.DEALER_CARDS
            self.box_entry.start_entry(kind)
            return True
        if key == Qt.Key.Key_C:
            if self.dealer_selected:
                kind = EntryKind.REPLACEMENT if self.info and EntryKind.REPLACEMENT in self.info.expects else EntryKind.DEALER_CARDS
            elif shift:
                kind = EntryKind.BONUS_CARDS  # the five as dealt, whatever the phase (a correction)
            else:
                kind = eng.cards_kind(self.view.live)
            self.box_entry.start_entry(kind)
            return True
        if key == Qt.Key.Key_S and shift:
            self.box_entry.start_entry(EntryKind.SIXTH_SEEN)
            return True
        letter = _LETTER_KEYS.get(key)
        if letter is not None:
            self.box_entry.start_entry(letter)
            return True
        return False

    def on_enter(self) -> None:
        info = self.info
        if info is None:
            return
        if info.settlement is not None and not self.correcting:
            if info.settlement.pending_approvals and self.update_ is not None and self.update_.jackpot_ahead:
                self.notice(self.view.jackpot_queued_text())  # its turn comes when the older hit is paid
            elif info.settlement.pending_approvals:
                self.round_close.co_sign()
            else:
                self.round_close.confirm_round()
            return
        kind, _box = eng.expected_target(self.view.live)
        if kind is None:
            return
        if kind is EntryKind.CONFIRM:  # correcting a complete round: Enter goes back to the settlement
            self.correcting = False
            self.follow_workflow()
            self.refresh_view()
            return
        if kind is EntryKind.CLOSE_BETS:
            self.box_entry.start_entry(kind)
            return
        if kind in (EntryKind.PLAY, EntryKind.TAKE_ANTE) or kind is EntryKind.ANTE:
            # a decision is a key of its own: Enter never decides for the dealer
            self.render_prompt()
            self.flash(self.next_bar.text.text(), self.selected if kind is not EntryKind.ANTE else None)
            return
        if not self._on_workflow():
            sel = self.view.selected_box()
            if self.dealer_selected or sel is None or kind not in sel.expects:
                self.flash(self.tr("Enter acts on the step named: press a key shown, or Esc to go back."), self.selected)
                return
        self.box_entry.start_entry(kind)

    def flash(self, text: str, box: int | None = None) -> None:
        """Say why a key did nothing, next to the box it was for."""
        if box is not None and 0 < box <= len(self._boxes):
            self._boxes[box - 1].set_problem(text)
        elif self.dealer_selected:
            self.dealer.set_problem(text)
        else:
            self.next_bar.set_step("⚠ " + text, self.next_bar.key_texts, self.who())

    def notice(self, text: str) -> None:
        """A one-line message on the next-step line (why a key did nothing), until the next entry."""
        self.next_bar.set_step("⚠ " + text, self.next_bar.key_texts, self.who())

    # ------------------------------------------------------------------ same bets

    def repeat_bets(self) -> None:
        """R: the bets of the shift's last round on every box that has none yet."""
        state = self.state
        if state is None or state.phase is not Phase.BETS:
            self.flash(self.tr("Same bets: only while the bets are open."))
            return
        self.saving = True
        self._t_submit = time.perf_counter()
        self.top.set_save_state(SaveState.SAVING)
        self.ctx.run(lambda b: b.repeat_bets(), self.on_step_acknowledged, self.on_repeat_failed)

    def on_repeat_failed(self, err: JobError) -> None:
        self.saving = False
        self._queued.clear()
        self.top.set_save_state(SaveState.IDLE)
        self.flash(refusal_text(err))

    # ------------------------------------------------------------------ committing

    def submit(self, step: Step) -> None:
        self.saving = True
        self._t_submit = time.perf_counter()
        self.top.set_save_state(SaveState.SAVING)
        self.ctx.run(lambda b: b.apply(step), self.on_step_acknowledged, self.on_step_failed)

    def on_step_acknowledged(self, update: RoundUpdate) -> None:
        self.saving = False
        self.correcting = False
        if self.entry.is_open:
            self.entry.close_entry()
        self.apply_update(update)
        self.last_step_ms = (time.perf_counter() - self._t_submit) * 1000
        self.setFocus()
        self.round_changed.emit()
        self._replay_keys()

    def on_step_failed(self, err: JobError) -> None:
        self.saving = False
        self._queued.clear()
        refused = getattr(err.exception, "problems", None)
        if refused:
            text = self.view.problem_text(refused[0])
            if self.entry.is_open:
                self.entry.set_problem(text)
            else:
                self.flash(text, self.selected)
            self.top.set_save_state(SaveState.IDLE)
            return
        # the store failed: the entry stays on screen, nothing was acknowledged
        self.top.set_save_state(SaveState.FAILED, refusal_text(err))
        self.ctx.dialogs.error(self.tr("Not saved"), tr_args(self.tr("The entry was not saved: %1\nIt is still on screen; try again once the cause is fixed."),
                                                             refusal_text(err)))
        self.round_changed.emit()

    def on_store_failed(self, err: JobError) -> None:
        self.top.set_save_state(SaveState.FAILED, refusal_text(err))
        self.ctx.dialogs.error(self.tr("Not done"), refusal_text(err))

    def _replay_keys(self) -> None:
        while self._queued and not self.saving:
            key, mods, _text = self._queued.popleft()
            if self.entry.is_open:
                # typing that arrived during the save goes into the field
                self.entry.field.setFocus()
                self.entry.field.insert(_text)
                self.box_entry.on_entry_text_edited(self.entry.field.text())
            else:
                self.handle_key(key, mods)

    def undo(self) -> None:
        if self.update_ is None or self.saving:
            return
        if self.entry.is_open:
            self.entry.close_entry()
        step = eng.undo_step(self.view.live)
        if step is None:
            self.flash(self.tr("Nothing to undo."))
            return
        self.submit(step)

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

    # ------------------------------------------------------------------ documents

    def show_house_rules(self) -> None:
        house = self.ctx.house
        if house is None:
            return
        name = self.ctx.shift.profile if self.ctx.shift else ""
        self.ctx.dialogs.show_document(self.tr("House rules"), house_rules_html(house, self.ctx.money, name=name))

    def show_key_map(self) -> None:
        rows = [
            ("1–9", self.tr("select a box")), ("A / ⇧A", self.tr("Ante / dark box")), ("B", self.tr("bonus")),
            ("C", self.tr("cards of the selected box")), ("X", self.tr("exchange (number of cards)")),
            ("S", self.tr("sixth card bought")), ("P / F", self.tr("play / fold")), ("I", self.tr("insurance")),
            ("D", self.tr("dealer's hand, replacement card")), ("T / G", self.tr("take the Ante / buy a game")),
            ("Enter", self.tr("the next step; confirm")), ("Esc", self.tr("back")), ("Ctrl+Z", self.tr("undo the last entry")),
            ("F2", self.tr("house rules")), ("F5", self.tr("dealer change")), ("F8", self.tr("void the round (pit boss)")),
            ("F6", self.tr("pit boss console")), ("F7", self.tr("Russian Roulette table")),
            ("F9", self.tr("lock the station")), ("F10", self.tr("close the shift")),
            ("F3", self.tr("cash buy-in (counted shifts)")), ("F4 / ⇧F4", self.tr("fill / credit (counted shifts)")),
            ("F11", self.tr("hourly tray count (counted shifts)")),
            ("F12", self.tr("players: seat at the selected box (card number), leave, pause, move")),
        ]
        html = "<table cellspacing='6'>" + "".join(f"<tr><td><b>{k}</b></td><td>{v}</td></tr>" for k, v in rows) + "</table>"
        self.ctx.dialogs.show_document(self.tr("Keys"), html)

    def show_menu(self) -> None:
        """The Menu button: the same actions as the function keys (never modal)."""
        menu = QMenu(self)
        for label, handler in (
            (self.tr("All keys  (F1)"), self.show_key_map),
            (self.tr("House rules and pay tables  (F2)"), self.show_house_rules),
            (self.tr("Dealer change  (F5)"), self.change_dealer),
            (self.tr("Void the round, pit boss  (F8)"), self.void_round),
            (self.tr("Pit boss console  (F6)"), self.console_requested.emit),
            (self.tr("Russian Roulette table  (F7)"), self.roulette_requested.emit),
            (self.tr("Lock the station  (F9)"), lambda: self.lock_requested.emit(self.tr("Locked by the dealer."))),
            (self.tr("Close the shift  (F10)"), self.close_shift),
            (self.tr("Cash buy-in  (F3)"), self.shift_actions.buy_in),
            (self.tr("Fill from the cage  (F4)"), lambda: self.shift_actions.fill_or_credit("fill")),
            (self.tr("Credit to the cage  (Shift+F4)"), lambda: self.shift_actions.fill_or_credit("credit")),
            (self.tr("Hourly tray count  (F11)"), self.shift_actions.hourly_count),
        ):
            menu.addAction(label, handler)
        menu.popup(self.top.menu.mapToGlobal(self.top.menu.rect().bottomLeft()))
        self.menu = menu

    @staticmethod
    def key_for(name: str) -> int:
        """The Qt key of a key name (``"F5"``), for drivers and tests."""
        return key_combination(name).key()
