"""The end of a round at the table: a held round's co-signature (a pit boss approves or
refuses it), the dealer's confirm, and a pit boss's void (a misdeal).

:class:`RoundClose` asks (the signature dialog) and sends the signed job to the gateway;
the acknowledged round goes back to the screen (:meth:`TableScreen.apply_update`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealer_app.auth.roles import Permission
from dealer_app.services.owed import ApprovalKind
from ui.kit.chrome import SaveState
from ui.kit.context import AppContext
from ui.kit.dialogs import Credentials, Reply, Verdict
from ui.kit.explained import refusal_text
from ui.kit.qt import QObject
from ui.kit.signature import ask_signature
from ui.kit.text import tr_args
from ui.kit.worker import JobError
from ui.table.records import RoundUpdate

if TYPE_CHECKING:
    from ui.table.gateway import TableGateway
    from ui.table.screen import TableScreen

__all__ = ["RoundClose"]


class RoundClose(QObject):
    """The approval (Enter on a held round), the confirm (Enter on a settled one) and the
    void (F8) of the round on ``screen``."""

    def __init__(self, ctx: AppContext[TableGateway], screen: TableScreen) -> None:
        super().__init__(screen)
        self.ctx = ctx
        self.screen = screen

    # ------------------------------------------------------------------ approval

    def co_sign(self) -> None:
        """Enter on a held round: a pit boss approves it, or refuses it with a reason.
        The dialog stays open while the PIN is checked: a wrong PIN is counted and shown in
        the same dialog with the attempts left before the lock-out; a lock-out closes it
        and says so."""
        screen = self.screen
        info = screen.info
        if info is None or info.settlement is None:
            return
        lines = [
            tr_args(self.tr("Box %1: %2 %3"),
                    str(a.box), self.tr("jackpot share") if a.reason is ApprovalKind.JACKPOT else self.tr("payout"),
                    self.ctx.money.full(a.amount))
            for a in info.settlement.pending_approvals
        ]
        approved: list[RoundUpdate] = []
        failed_with: list[str] = []

        def submit(cred: Credentials, reply: Reply) -> None:
            screen.saving = True

            def ok(update: RoundUpdate) -> None:
                screen.saving = False
                approved[:] = [update]
                reply(Verdict(True))

            def failed(err: JobError) -> None:
                screen.saving = False
                verdict = self.signing_verdict(err, cred.user_id)
                if verdict.done:
                    failed_with[:] = [verdict.problem]
                reply(verdict)

            if cred.refused:
                self.ctx.run(lambda b: b.refuse(cred.user_id, cred.pin, cred.reason), ok, failed)
            else:
                self.ctx.run(lambda b: b.approve(cred.user_id, cred.pin), ok, failed)

        def closed() -> None:
            if failed_with:
                self.ctx.dialogs.error(self.tr("Not approved"), failed_with[0])
                screen.round_changed.emit()

        ask_signature(self.ctx, lambda b: b.co_signers(Permission.APPROVE), lambda _cred: self.on_approved(approved[0]),
                      title=self.tr("Pit boss co-signature"),
                      prompt=self.tr("These payouts are held until a pit boss signs with their PIN:") + "\n" + "\n".join(lines),
                      confirm_label=self.tr("Approve"), refuse_label=self.tr("Refuse"), submit=submit, on_cancel=closed)

    def on_approved(self, update: RoundUpdate) -> None:
        self.screen.saving = False
        self.screen.apply_update(update)
        self.screen.round_changed.emit()

    def signing_verdict(self, err: JobError, user: str) -> Verdict:
        """A refused co-signature: a wrong PIN (or a signer without the role) keeps the dialog
        open, saying what was wrong and what is left; a lock-out or anything else closes it."""
        left = getattr(err.exception, "attempts_left", None)
        if left is not None and left > 0:
            return Verdict(False, tr_args(self.tr("Wrong PIN for %1: %2 attempts left before the lock-out."), user, str(left)))
        if left == 0 or type(err.exception).__name__ == "UserLockedError":
            return Verdict(True, tr_args(self.tr("%1 is locked out after too many wrong PINs: the round stays held "
                                                 "until another pit boss signs, or an administrator unlocks %1."), user))
        if type(err.exception).__name__ == "PermissionDenied":
            return Verdict(False, refusal_text(err))
        return Verdict(True, refusal_text(err))

    # ------------------------------------------------------------------ confirm

    def confirm_round(self) -> None:
        self.screen.saving = True
        self.screen.top.set_save_state(SaveState.SAVING)
        self.ctx.run(lambda b: b.confirm(), self.on_round_confirmed, self.on_confirm_failed)

    def on_round_confirmed(self, update: RoundUpdate) -> None:
        screen = self.screen
        screen.saving = False
        screen.selected = None
        screen.dealer_selected = False
        screen.apply_update(update)
        screen.top.set_save_state(SaveState.SAVED, tr_args(self.tr("round %1 stored"), str(update.settled_number)))
        screen.round_changed.emit()

    def on_confirm_failed(self, err: JobError) -> None:
        self.screen.saving = False
        self.screen.top.set_save_state(SaveState.FAILED, refusal_text(err))
        self.ctx.dialogs.error(self.tr("Round not stored"), refusal_text(err))
        self.screen.round_changed.emit()

    # ------------------------------------------------------------------ void

    def void_round(self) -> None:
        update = self.screen.update_
        if update is None or update.round_id is None:
            self.screen.flash(self.tr("No round has been started: nothing to void."))
            return

        def signed(cred: Credentials) -> None:
            self.screen.saving = True
            self.ctx.run(lambda b: b.void(cred.user_id, cred.pin, cred.reason), self.on_round_voided, self.on_void_failed)

        ask_signature(self.ctx, lambda b: b.co_signers(Permission.VOID), signed,
                      title=self.tr("Void the round (misdeal)"),
                      prompt=tr_args(self.tr("A pit boss voids round %1 as a misdeal. It counts nothing and stays in the log."),
                                     str(update.number)),
                      need_reason=True, confirm_label=self.tr("Void the round"))

    def on_void_failed(self, err: JobError) -> None:
        self.screen.saving = False
        self.ctx.dialogs.error(self.tr("Not voided"), refusal_text(err))
        self.screen.round_changed.emit()

    def on_round_voided(self, update: RoundUpdate) -> None:
        screen = self.screen
        screen.saving = False
        screen.selected = None
        screen.apply_update(update)
        screen.top.set_save_state(SaveState.SAVED, self.tr("round voided"))
        screen.round_changed.emit()
