"""The table's actions off the round: the table count (cash buy-in, fill and credit slips,
the hourly tray count) and the shift (dealer change, the closer and the shift's close).

:class:`TableShift` asks (dialogs, signatures) and sends the signed job to the gateway;
what it tells the dealer goes on the screen's top bar and next-step line.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from dealer_app.auth.roles import Permission
from dealer_app.services.count import SlipView
from ui.kit.chrome import SaveState
from ui.kit.context import AppContext
from ui.kit.explained import refusal_text
from ui.kit.qt import QObject
from ui.kit.session import ShiftInfo, UserRef
from ui.kit.signature import ask_signature, ask_signed
from ui.kit.text import tr_args
from ui.table.records import CountSetup

if TYPE_CHECKING:
    from ui.table.gateway import TableGateway
    from ui.table.screen import TableScreen

__all__ = ["TableShift"]

Signers = Sequence[UserRef]
"""Who may sign (a pit boss, the cage), as the gateway lists them."""


class TableShift(QObject):
    """The count and the shift of the table on ``screen`` (F3, F4, ⇧F4, F11, F5, F10)."""

    def __init__(self, ctx: AppContext[TableGateway], screen: TableScreen) -> None:
        super().__init__(screen)
        self.ctx = ctx
        self.screen = screen

    # ------------------------------------------------------------------ the table count


    def _with_count(self, then: Callable[[CountSetup, Signers, Signers], None]) -> None:
        """Run ``then(setup, pit_bosses, cage)`` on a counted shift; say so on another."""

        def ready(result: tuple[CountSetup | None, Signers, Signers]) -> None:
            setup, bosses, cage = result
            if setup is None:
                self.screen.flash(self.tr("This shift has no table count (it opened before the house set its chips)."))
                return
            then(setup, bosses, cage)

        self.ctx.run(lambda b: (b.closer_setup(), b.co_signers(Permission.SIGN_COUNT), b.co_signers(Permission.RECEIVE_SLIP)), ready,
                     lambda e: self.ctx.dialogs.error(self.tr("Not done"), refusal_text(e)))

    def buy_in(self) -> None:
        def ask(_setup: CountSetup, _bosses: Signers, _cage: Signers) -> None:
            text = self.ctx.dialogs.ask_text(self.tr("Cash buy-in"),
                                             self.tr("The cash the player hands over, then the seat if you like "
                                                     "(\"500\" or \"500 3\")."), self.tr("amount [seat]"))
            if text is None:
                return
            parts = text.split()
            try:
                if not 1 <= len(parts) <= 2:
                    raise ValueError(text)
                amount = self.ctx.money.major_to_minor(parts[0])
                seat = int(parts[1]) if len(parts) == 2 else None
            except ValueError:
                self.ctx.dialogs.error(self.tr("Cash buy-in"),
                                       tr_args(self.tr("Type the amount, then the seat if you like: not %1"), text))
                return
            self.ctx.run(lambda b: b.buy_in(amount, seat), lambda chips: self.on_buy_in(amount, chips),
                         lambda e: self.ctx.dialogs.error(self.tr("Cash buy-in"), refusal_text(e)))

        self._with_count(ask)

    def on_buy_in(self, amount: int, chips: dict[int, int]) -> None:
        pay = ", ".join(f"{n} × {self.ctx.money(d)}" for d, n in sorted(chips.items(), reverse=True))
        self.screen.top.set_save_state(SaveState.SAVED, tr_args(self.tr("buy-in %1 recorded"), self.ctx.money(amount)))
        self.ctx.dialogs.inform(self.tr("Cash buy-in"), tr_args(self.tr("%1 in cash: pay out %2."),
                                                                self.ctx.money(amount), pay))

    def fill_or_credit(self, kind: str) -> None:
        def ask(setup: CountSetup, bosses: Signers, cage: Signers) -> None:
            self.ctx.run(lambda b: (b.pending_slip(), b.on_floor()),
                         lambda got: go(got[0], setup, bosses, cage, floor=got[1]))

        def go(pending: SlipView | None, setup: CountSetup, bosses: Signers, cage: Signers, *, floor: bool) -> None:
            if pending is not None:  # a slip still waits: finish it (pit boss, then cage) or void it
                waiting(pending, bosses, cage)
                return
            title = self.tr("Fill from the cage") if kind == "fill" else self.tr("Credit to the cage")
            chips = self.ctx.dialogs.tray_count(title, self.tr("The chips by denomination."), setup.chips,
                                                self.ctx.money)
            if chips is None:
                return
            total = sum(d * n for d, n in chips.items())
            if floor:  # the podium signs it: asked for now, listed there and here until it is signed or voided
                self.ctx.run(lambda b: b.ask_slip(kind, chips),
                             lambda slip: self.screen.top.set_save_state(SaveState.SAVED, tr_args(
                                 self.tr("slip %1 waits for the podium's signature (F4)"), str(slip.number))),
                             lambda e: self.ctx.dialogs.error(title, refusal_text(e)))
                return
            # the dialog stays open while the PIN is checked: a wrong one is shown there and asked again
            ask_signed(self.ctx, bosses, lambda b, cred: b.request_slip(kind, chips, (cred.user_id, cred.pin)),
                       lambda slip: receive(slip.number, slip.total, kind, cage),
                       title=title, confirm_label=self.tr("Sign the slip"),
                       prompt=tr_args(self.tr("%1 in chips. A pit boss signs the slip with their PIN."),
                                      self.ctx.money(total)))

        def waiting(pending: SlipView, bosses: Signers, cage: Signers) -> None:
            number, what = pending.number, pending.kind.value
            title = tr_args(self.tr("Slip %1 waits"), str(number))
            slip = tr_args(self.tr("The %1 of %2 (slip %3)"), self.tr("fill") if what == "fill" else self.tr("credit"),
                           self.ctx.money(pending.total), str(number))
            unsigned = pending.signed_by is None
            if not unsigned and number in self.screen.watch.slips_signed:  # told it is signed: to the cage now
                receive(number, pending.total, what, cage)
                return
            step = self.tr("waits for a pit boss's signature.") if unsigned else self.tr("waits for the cage.")
            if self.ctx.dialogs.confirm(title, " ".join((slip, step, self.tr("Finish it now?"))), self.tr("Finish it")):
                if unsigned:
                    ask_signed(self.ctx, bosses, lambda b, cred: b.sign_slip(number, (cred.user_id, cred.pin)),
                               lambda s: receive(s.number, s.total, what, cage),
                               title=title, confirm_label=self.tr("Sign the slip"),
                               prompt=tr_args(self.tr("%1 in chips. A pit boss signs the slip with their PIN."),
                                              self.ctx.money(pending.total)))
                else:
                    receive(number, pending.total, what, cage)
                return
            if not self.ctx.dialogs.confirm(title, tr_args(self.tr("Void slip %1? A pit boss gives the reason and "
                                                                   "signs; the chips do not count."), str(number)),
                                            self.tr("Void the slip"), danger=True):
                return
            ask_signed(self.ctx, bosses, lambda b, cred: b.void_slip(number, (cred.user_id, cred.pin), cred.reason),
                       lambda s: self.screen.top.set_save_state(SaveState.SAVED, tr_args(self.tr("slip %1 voided"),
                                                                                  str(s.number))),
                       title=tr_args(self.tr("Void slip %1"), str(number)), need_reason=True,
                       confirm_label=self.tr("Void the slip"),
                       prompt=tr_args(self.tr("%1: why it is voided. A pit boss signs with their PIN."), slip))

        def receive(number: int, total: int, what: str, cage: Signers) -> None:
            # whatever the cage answers, the next F4 on this slip asks again (finish it, or void it)
            self.screen.watch.slips_signed.discard(number)
            ask_signed(self.ctx, cage, lambda b, cred: b.receive_slip(number, (cred.user_id, cred.pin)),
                       lambda slip: self.screen.top.set_save_state(SaveState.SAVED, tr_args(self.tr("slip %1 received by the cage"),
                                                                                     str(slip.number))),
                       title=tr_args(self.tr("Slip %1 at the cage"), str(number)),
                       prompt=tr_args(self.tr("The cage (or its runner) signs that the %1 of %2 was handed over."),
                                      self.tr("fill") if what == "fill" else self.tr("credit"),
                                      self.ctx.money(total)),
                       confirm_label=self.tr("Received"),
                       on_cancel=lambda: self.screen.top.set_save_state(
                           SaveState.SAVED, tr_args(self.tr("slip %1 waits for the cage (F4)"), str(number))))

        self._with_count(ask)

    def hourly_count(self) -> None:
        def ask(setup: CountSetup, _bosses: Signers, _cage: Signers) -> None:
            chips = self.ctx.dialogs.tray_count(self.tr("Hourly tray count"),
                                                self.tr("Count the tray by denomination."), setup.chips, self.ctx.money)
            if chips is None:
                return
            self.ctx.run(lambda b: b.count_tray(chips),
                         lambda total: self.screen.top.set_save_state(SaveState.SAVED, tr_args(self.tr("tray counted: %1"),
                                                                                        self.ctx.money(total))),
                         lambda e: self.ctx.dialogs.error(self.tr("Hourly tray count"), refusal_text(e)))

        self._with_count(ask)

    # ------------------------------------------------------------------ shift

    def change_dealer(self) -> None:
        if self.screen.update_ is not None and self.screen.update_.round_id is not None:
            self.screen.flash(self.tr("Finish (or void) the round before the dealer changes."))
            return

        ask_signature(self.ctx, lambda b: [u for u in b.co_signers(Permission.CHANGE_DEALER) if u.is_dealer],
                      lambda cred: self.ctx.run(lambda b: b.hand_over(cred.user_id, cred.pin), self.on_dealer_changed,
                                                lambda e: self.ctx.dialogs.error(self.tr("Dealer change"), refusal_text(e))),
                      title=self.tr("Dealer change"),
                      prompt=self.tr("The incoming dealer signs in with their PIN. The shift stays open."),
                      confirm_label=self.tr("Take over the table"))

    def on_dealer_changed(self, result: tuple[UserRef, ShiftInfo]) -> None:
        user, shift = result
        self.ctx.set_user(user)
        self.ctx.set_shift(shift)
        self.screen.refresh_top()
        self.screen.top.set_save_state(SaveState.SAVED, tr_args(self.tr("%1 took over the table"), user.name))
        self.screen.round_changed.emit()

    def close_shift(self) -> None:
        if self.screen.update_ is not None and self.screen.update_.round_id is not None:
            self.screen.flash(self.tr("Finish (or void) the round before closing the shift."))
            return
        shift = self.ctx.shift
        if shift is None:
            return
        if not self.ctx.dialogs.confirm(
            self.tr("Close the shift"),
            tr_args(self.tr("Close shift #%1 at %2? The log's integrity is checked and the shift report is printed."),
                    str(shift.shift_id), shift.table),
            self.tr("Close the shift"),
        ):
            return
        self.ctx.run(lambda b: (b.closer_setup(), b.co_signers(Permission.SIGN_COUNT)), self.on_closer_setup,
                     lambda e: self.ctx.dialogs.error(self.tr("Shift not closed"), refusal_text(e)))

    def on_closer_setup(self, result: tuple[CountSetup | None, Signers]) -> None:
        setup, signers = result
        if setup is None:
            self._close_shift(None, None)
            return
        # a counted shift closes with its closer, confirmed by a pit boss
        closer = self.ctx.dialogs.tray_count(
            self.tr("Count the closer"), self.tr("Count the tray by denomination before the shift closes."),
            setup.chips, self.ctx.money)
        if closer is None:
            return
        total = sum(d * n for d, n in closer.items())
        ask_signature(self.ctx, signers, lambda cred: self._close_shift(closer, (cred.user_id, cred.pin)),
                      title=self.tr("Confirm the closer"),
                      prompt=tr_args(self.tr("The tray holds %1. A pit boss confirms the count with their PIN."),
                                     self.ctx.money(total)),
                      confirm_label=self.tr("Confirm the closer"))

    def _close_shift(self, closer: dict[int, int] | None, boss: tuple[str, str] | None) -> None:
        self.screen.next_bar.set_step(self.tr("Closing the shift: checking the log…"))
        self.ctx.run(lambda b: b.close_shift(closer, boss), self.on_shift_closed,
                     lambda e: self.ctx.dialogs.error(self.tr("Shift not closed"), refusal_text(e)))

    def on_shift_closed(self, result: tuple[ShiftInfo, str | None]) -> None:
        info, report = result
        text = tr_args(self.tr("Shift #%1 is closed. The integrity check passed."), str(info.shift_id))
        if report and not report.startswith("✗"):
            # the report is written: open it or print it from here
            self.ctx.dialogs.report_ready(self.tr("Shift closed"), text + "\n" + self.tr("The shift report:"), report)
        else:
            if report:
                text += "\n" + report
            self.ctx.dialogs.inform(self.tr("Shift closed"), text)
        self.screen.shift_closed.emit(info)
