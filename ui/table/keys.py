"""The table's keyboard: what each key does in navigate mode (the entry field, when open,
has the focus and its own keys), Enter's next step, the keys that arrive while a step is
being saved (kept, then replayed in order), the key hints under the next-step line and the
F1 sheet of every key.

:class:`TableKeys` reads the round from the screen's presenter and acts through the
screen's parts (:class:`~ui.table.box_entry.BoxEntry`, :class:`~ui.table.steps.RoundSteps`,
:class:`~ui.table.selection.TableSelection`, :class:`~ui.table.round_close.RoundClose`,
:class:`~ui.table.shift_actions.TableShift`); the shift's keys go through the screen's own
``void_round``, ``change_dealer`` and ``close_shift`` (the practice table answers them itself).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING

from ui.kit.chrome import KeyHint
from ui.kit.qt import QKeyEvent, QObject, Qt
from ui.table import engine as eng
from ui.table.viewmodel import EntryKind, TableInfo

if TYPE_CHECKING:
    from ui.table.screen import TableScreen

__all__ = ["LETTER_KEYS", "TableKeys"]

LETTER_KEYS: dict[int, EntryKind] = {
    Qt.Key.Key_B: EntryKind.BONUS,
    Qt.Key.Key_X: EntryKind.EXCHANGE,
    Qt.Key.Key_S: EntryKind.SIXTH,
    Qt.Key.Key_P: EntryKind.PLAY,
    Qt.Key.Key_F: EntryKind.FOLD,
    Qt.Key.Key_I: EntryKind.INSURANCE,
    Qt.Key.Key_T: EntryKind.TAKE_ANTE,
    Qt.Key.Key_G: EntryKind.BUY_GAME,
}
"""The letters that open (or send) one entry for the selected box, whatever the phase."""


class TableKeys(QObject):
    """The keys of the table on ``screen``."""

    def __init__(self, screen: TableScreen) -> None:
        super().__init__(screen)
        self.screen = screen
        self._queued: deque[tuple[int, Qt.KeyboardModifier, str]] = deque()

    # ------------------------------------------------------------------ a key pressed

    def press(self, event: QKeyEvent) -> bool:
        """A key on the screen: kept while a step is being saved, the answer to a correction's
        question while one is asked, else a navigate-mode key. False: not the table's."""
        screen = self.screen
        if screen.saving:
            self._queued.append((event.key(), event.modifiers(), event.text()))
            return True
        if screen.pending is not None:
            screen.box_entry.answer_correction(event.key())
            return True
        return self.handle_key(event.key(), event.modifiers())

    def replay(self) -> None:
        """The keys that arrived while the step was being saved, in order, now it is acknowledged."""
        screen = self.screen
        while self._queued and not screen.saving:
            key, mods, text = self._queued.popleft()
            if screen.entry.is_open:
                # typing that arrived during the save goes into the field
                screen.entry.field.setFocus()
                screen.entry.field.insert(text)
                screen.box_entry.on_entry_text_edited(screen.entry.field.text())
            else:
                self.handle_key(key, mods)

    def drop_queued(self) -> None:
        """The step was refused or not saved: the keys typed after it are not replayed."""
        self._queued.clear()

    def handle_key(self, key: int, mods: Qt.KeyboardModifier) -> bool:
        """Navigate-mode keys (the field, when open, has the focus and its own keys)."""
        screen = self.screen
        if screen.update_ is None:
            return False
        ctrl = bool(mods & Qt.KeyboardModifier.ControlModifier)
        shift = bool(mods & Qt.KeyboardModifier.ShiftModifier)
        function_keys: dict[int, Callable[[], object]] = {
            Qt.Key.Key_F1: lambda: self.show_key_map(),
            Qt.Key.Key_F2: lambda: screen.table_menu.show_house_rules(),
            Qt.Key.Key_F3: lambda: screen.shift_actions.buy_in(),
            Qt.Key.Key_F4: lambda: screen.shift_actions.fill_or_credit("credit" if shift else "fill"),
            Qt.Key.Key_F5: lambda: screen.change_dealer(),
            Qt.Key.Key_F8: lambda: screen.void_round(),
            Qt.Key.Key_F9: lambda: screen.lock_requested.emit(self.tr("Locked by the dealer.")),
            Qt.Key.Key_F10: lambda: screen.close_shift(),
            Qt.Key.Key_F11: lambda: screen.shift_actions.hourly_count(),
            Qt.Key.Key_F12: lambda: screen.seating.ask(None if screen.dealer_selected else screen.selected),
        }
        if key in function_keys:
            function_keys[key]()
            return True
        if ctrl and key == Qt.Key.Key_Z:
            screen.steps.undo()
            return True
        if ctrl:
            return False
        if screen.entry.is_open:
            return False
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            screen.selection.select_box(key - Qt.Key.Key_0)
            return True
        if key == Qt.Key.Key_Escape:
            # back to where the workflow is
            screen.correcting = False
            screen.view.follow_workflow()
            screen.refresh_view()
            return True
        if key == Qt.Key.Key_R:
            screen.steps.repeat_bets()
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.on_enter()
            return True
        if key == Qt.Key.Key_A:
            screen.box_entry.start_entry(EntryKind.DARK if shift else EntryKind.ANTE)
            return True
        if key == Qt.Key.Key_D:
            if screen.info is not None and screen.info.settlement is not None and not screen.correcting:
                screen.selection.select_dealer()
            screen.selection.select_dealer(quiet=True)
            kind = EntryKind.REPLACEMENT if screen.info and EntryKind.REPLACEMENT in screen.info.expects else EntryKind.DEALER_CARDS
            screen.box_entry.start_entry(kind)
            return True
        if key == Qt.Key.Key_C:
            if screen.dealer_selected:
                kind = EntryKind.REPLACEMENT if screen.info and EntryKind.REPLACEMENT in screen.info.expects else EntryKind.DEALER_CARDS
            elif shift:
                kind = EntryKind.BONUS_CARDS  # the five as dealt, whatever the phase (a correction)
            else:
                kind = eng.cards_kind(screen.view.live)
            screen.box_entry.start_entry(kind)
            return True
        if key == Qt.Key.Key_S and shift:
            screen.box_entry.start_entry(EntryKind.SIXTH_SEEN)
            return True
        letter = LETTER_KEYS.get(key)
        if letter is not None:
            screen.box_entry.start_entry(letter)
            return True
        return False

    def on_enter(self) -> None:
        """Enter: the step the next-step line names (at the settlement: the co-signature of a
        held round, else the confirm)."""
        screen = self.screen
        info = screen.info
        if info is None:
            return
        if info.settlement is not None and not screen.correcting:
            if info.settlement.pending_approvals and screen.update_ is not None and screen.update_.jackpot_ahead:
                screen.notice(screen.view.jackpot_queued_text())  # its turn comes when the older hit is paid
            elif info.settlement.pending_approvals:
                screen.round_close.co_sign()
            else:
                screen.round_close.confirm_round()
            return
        kind, _box = eng.expected_target(screen.view.live)
        if kind is None:
            return
        if kind is EntryKind.CONFIRM:  # correcting a complete round: Enter goes back to the settlement
            screen.correcting = False
            screen.view.follow_workflow()
            screen.refresh_view()
            return
        if kind is EntryKind.CLOSE_BETS:
            screen.box_entry.start_entry(kind)
            return
        if kind in (EntryKind.PLAY, EntryKind.TAKE_ANTE) or kind is EntryKind.ANTE:
            # a decision is a key of its own: Enter never decides for the dealer
            screen.render_prompt()
            screen.flash(screen.next_bar.text.text(), screen.selected if kind is not EntryKind.ANTE else None)
            return
        if not screen.view.on_workflow():
            sel = screen.view.selected_box()
            if screen.dealer_selected or sel is None or kind not in sel.expects:
                screen.flash(self.tr("Enter acts on the step named: press a key shown, or Esc to go back."), screen.selected)
                return
        screen.box_entry.start_entry(kind)

    # ------------------------------------------------------------------ the keys in words

    def hints(self, info: TableInfo, boxes: int) -> list[KeyHint]:
        """The key hints under the next-step line: the keys that apply now, then the ones that always do."""
        update = self.screen.update_
        lit = info.expects | frozenset(k for b in info.boxes for k in b.expects)
        dealer_key = EntryKind.DEALER_CARDS in lit or EntryKind.REPLACEMENT in lit
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
        hints = [KeyHint(f"1–{boxes}", self.tr("box"))]
        hints += [KeyHint(k, label) for k, label, active in letters if active]
        hints += [
            KeyHint("Enter", self.tr("confirm")),
            KeyHint("Esc", self.tr("back")),
            KeyHint("Ctrl+Z", self.tr("undo"), bool(update and update.steps)),
            KeyHint("F1", self.tr("all keys")),
        ]
        return hints

    def show_key_map(self) -> None:
        """F1: every key of the table, in a document beside the table (never modal)."""
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
        self.screen.ctx.dialogs.show_document(self.tr("Keys"), html)
