"""An entry at the table, from its key to the step sent: the entry field opened for a box
or the dealer (or a decision sent at once), the text checked as it is typed, and a
correction of something already complete asked first (Enter: yes, Esc: no).

:class:`BoxEntry` turns what the dealer types into an engine step; the screen sends it
(:meth:`RoundSteps.submit <ui.table.steps.RoundSteps.submit>`) and shows what the store acknowledged.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.cards import Card
from rules.poker import Step
from ui.kit.explained import refusal_text
from ui.kit.labels import category_short
from ui.kit.qt import QObject, Qt
from ui.kit.text import tr_args
from ui.table import engine as eng
from ui.table.viewmodel import EntryKind

if TYPE_CHECKING:
    from ui.table.screen import TableScreen

__all__ = ["IMMEDIATE", "BoxEntry"]

IMMEDIATE = {EntryKind.SIXTH, EntryKind.PLAY, EntryKind.FOLD, EntryKind.TAKE_ANTE, EntryKind.BUY_GAME,
             EntryKind.CLOSE_BETS}
"""The entries that are a key alone (no field to type in): sent as soon as the key is pressed."""


class BoxEntry(QObject):
    """The entry field and the corrections of the table on ``screen``."""

    def __init__(self, screen: TableScreen) -> None:
        super().__init__(screen)
        self.screen = screen

    # ------------------------------------------------------------------ entries

    def start_entry(self, kind: EntryKind) -> None:
        screen = self.screen
        if screen.update_ is None:
            return
        table_wide = kind in (EntryKind.DEALER_CARDS, EntryKind.REPLACEMENT, EntryKind.CLOSE_BETS)
        box = None if table_wide or screen.dealer_selected else screen.selected
        if box is None and not table_wide:
            if screen.dealer_selected:
                screen.flash(self.tr("The dealer is selected: this key is for a box. Press the box's digit first."))
            else:
                screen.flash(self.tr("Select a box first (its digit)."))
            return
        if kind in (EntryKind.SIXTH, EntryKind.SIXTH_SEEN) and box is not None and screen.info is not None:
            b = screen.info.boxes[box - 1]
            if b.exchanged is not None and EntryKind.SIXTH not in b.expects and not b.sixth_card:
                screen.flash(tr_args(self.tr("Box %1 exchanged: no sixth card after an exchange (house rules: one improvement)."),
                                     str(box)), box)
                return
        if kind in IMMEDIATE:
            try:
                step = eng.build_step(screen.view.live, kind, box, None)
            except eng.EntryError as exc:
                screen.flash(refusal_text(exc), box)
                return
            problems = eng.check(screen.view.live, step)
            if problems and eng.previous_entry(screen.view.live, step) != step:
                screen.flash(screen.view.problem_text(problems[0]), box)
                return
            self.submit_or_ask(step)
            return
        spec = screen.view.spec(kind, box)
        screen.selection.start_correcting()
        screen.render_selection()
        screen.entry.open_entry(spec)
        if screen.info is not None:
            screen.entry.picker.set_used(screen.info.used)
        if spec.initial:
            self.on_entry_text_edited(spec.initial)

    def on_entry_text_edited(self, text: str) -> None:
        screen = self.screen
        spec = screen.entry.spec
        if spec is None or screen.state is None:
            return
        checked = screen.view.check_typing(spec, text)
        screen.entry.set_problem(checked.problem)
        preview = ""
        marked: tuple[Card, ...] = ()
        if checked.hand is not None:
            preview = category_short(checked.hand.category)
            marked = checked.hand.combination_cards
            if checked.second is not None:
                preview += "  +  " + category_short(checked.second.category)
        screen.entry.set_preview(preview, checked.cards, slots=spec.card_count or 0, marked=marked,
                                 errors=list(checked.errors))
        screen.entry_checked.emit()

    def on_entry_submitted(self) -> None:
        screen = self.screen
        spec = screen.entry.spec
        if spec is None:
            return
        step, problem = screen.view.check_entry(spec, screen.entry.field.text())
        if problem:
            screen.entry.set_problem(problem)
            screen.entry_checked.emit()
            return
        assert step is not None  # check_entry: a step whenever there is no problem
        self.submit_or_ask(step)

    def on_entry_cancelled(self) -> None:
        self.screen.entry.close_entry(self.screen.idle_text())
        self.screen.setFocus()

    # ------------------------------------------------------------------ corrections

    def submit_or_ask(self, step: Step) -> None:
        """Send ``step``; when it changes something already complete, ask first, naming
        what changes (Enter: yes, Esc: no). The same value again changes nothing."""
        screen = self.screen
        prev = eng.previous_entry(screen.view.live, step)
        if prev is None:
            screen.steps.submit(step)
            return
        if screen.entry.is_open:
            screen.entry.close_entry()
        screen.setFocus()
        changes, text = screen.view.correction(prev, step)
        if not changes:
            screen.render_prompt()
            screen.flash(text, _box_of(step))
            return
        screen.pending = (text, step)
        screen.render_prompt()
        screen.entry.close_entry(screen.idle_text())

    def answer_correction(self, key: int) -> None:
        """The dealer's answer to a correction's question."""
        screen = self.screen
        assert screen.pending is not None
        _question, step = screen.pending
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Y):
            screen.pending = None
            screen.steps.submit(step)
            return
        box = _box_of(step)
        if key in (Qt.Key.Key_Escape, Qt.Key.Key_N):
            screen.pending = None
            if screen.correcting:  # back to the settlement as it was
                screen.correcting = False
                screen.view.follow_workflow()
                screen.refresh_view()
            else:
                screen.render_prompt()
            screen.flash(self.tr("Not changed."), box)
            return
        text = self.tr("Answer first: Enter replaces it, Esc keeps it.")
        if box is not None:
            screen.box_widgets[box - 1].set_problem(text)
        else:
            screen.dealer.set_problem(text)


def _box_of(step: Step) -> int | None:
    """The box a step is for (``None``: the dealer's or the table's)."""
    box: object = getattr(step, "box", None)
    return box if isinstance(box, int) else None
