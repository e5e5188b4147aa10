"""A step of the round to the store and back: the step sent (an entry, an undo, the same
bets again), the screen saving meanwhile (keys kept), and what the store answered: the
round as acknowledged, the engine's refusal beside the entry, or a store that failed (the
entry stays on screen).

:class:`RoundSteps` sends through the gateway and puts the answer on the screen
(:meth:`TableScreen.apply_update`); the keys typed meanwhile are replayed by
:class:`~ui.table.keys.TableKeys`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.poker import Step
from rules.poker.table import Phase
from ui.kit.chrome import SaveState
from ui.kit.explained import refusal_text
from ui.kit.qt import QObject
from ui.kit.text import tr_args
from ui.kit.worker import JobError
from ui.table import engine as eng
from ui.table.records import RoundUpdate

if TYPE_CHECKING:
    from ui.table.screen import TableScreen

__all__ = ["RoundSteps"]


class RoundSteps(QObject):
    """The steps the table on ``screen`` sends, and the store's answers."""

    def __init__(self, screen: TableScreen) -> None:
        super().__init__(screen)
        self.screen = screen

    def submit(self, step: Step) -> None:
        screen = self.screen
        screen.saving = True
        screen.top.set_save_state(SaveState.SAVING)
        screen.ctx.run(lambda b: b.apply(step), self.on_step_acknowledged, self.on_step_failed)

    def undo(self) -> None:
        """Ctrl+Z: the last entry taken back (a step of its own, in the log)."""
        screen = self.screen
        if screen.update_ is None or screen.saving:
            return
        if screen.entry.is_open:
            screen.entry.close_entry()
        step = eng.undo_step(screen.view.live)
        if step is None:
            screen.flash(self.tr("Nothing to undo."))
            return
        self.submit(step)

    def repeat_bets(self) -> None:
        """R: the bets of the shift's last round on every box that has none yet."""
        screen = self.screen
        state = screen.state
        if state is None or state.phase is not Phase.BETS:
            screen.flash(self.tr("Same bets: only while the bets are open."))
            return
        screen.saving = True
        screen.top.set_save_state(SaveState.SAVING)
        screen.ctx.run(lambda b: b.repeat_bets(), self.on_step_acknowledged, self.on_repeat_failed)

    def on_step_acknowledged(self, update: RoundUpdate) -> None:
        screen = self.screen
        screen.saving = False
        screen.correcting = False
        if screen.entry.is_open:
            screen.entry.close_entry()
        screen.apply_update(update)
        screen.setFocus()
        screen.round_changed.emit()
        screen.keys.replay()

    def on_step_failed(self, err: JobError) -> None:
        screen = self.screen
        screen.saving = False
        screen.keys.drop_queued()
        refused = getattr(err.exception, "problems", None)
        if refused:
            text = screen.view.problem_text(refused[0])
            if screen.entry.is_open:
                screen.entry.set_problem(text)
            else:
                screen.flash(text, screen.selected)
            screen.top.set_save_state(SaveState.IDLE)
            return
        # the store failed: the entry stays on screen, nothing was acknowledged
        screen.top.set_save_state(SaveState.FAILED, refusal_text(err))
        screen.ctx.dialogs.error(self.tr("Not saved"), tr_args(self.tr("The entry was not saved: %1\nIt is still on screen; try again once the cause is fixed."),
                                                               refusal_text(err)))
        screen.round_changed.emit()

    def on_repeat_failed(self, err: JobError) -> None:
        screen = self.screen
        screen.saving = False
        screen.keys.drop_queued()
        screen.top.set_save_state(SaveState.IDLE)
        screen.flash(refusal_text(err))
