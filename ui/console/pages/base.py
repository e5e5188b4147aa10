"""What every console page shares: the worker, money in a round's currency, and
signing with a PIN through the dialog service."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from ui.kit.chrome import KeyHint
from ui.kit.dialogs import Credentials
from ui.kit.explained import refusal_text
from ui.kit.money import MoneyFormat
from ui.kit.qt import Qt, QWidget, Signal
from ui.kit.signature import ask_signature, ask_signed
from ui.kit.text import tr_args
from ui.kit.worker import JobError

if TYPE_CHECKING:
    from ui.console.gateway import ConsoleGateway
    from ui.console.model import SignerChoice
    from ui.console.screen import ConsoleScreen

__all__ = ["ConsolePage"]

T = TypeVar("T")


class ConsolePage(QWidget):
    loaded = Signal()
    """After the page's data arrived and was shown (tests wait on it)."""

    title_text = ""

    def __init__(self, console: ConsoleScreen) -> None:
        super().__init__()
        self.console = console
        self.ctx = console.ctx
        self.loading = False
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    # -- to override -------------------------------------------------------------------
    def refresh(self) -> None:
        """Load the page's data (on the worker) and show it."""

    def hints(self) -> list[KeyHint]:
        return []

    # -- helpers ----------------------------------------------------------------------------
    def money_for(self, currency: str) -> MoneyFormat:
        return self.console.money_for(currency)

    def run(self, job: Callable[[ConsoleGateway], T], on_done: Callable[[T], None] | None = None,
            on_error: Callable[[JobError], None] | None = None) -> None:
        self.ctx.run(job, on_done, on_error or self.on_job_failed)

    def on_job_failed(self, err: JobError) -> None:
        self.loading = False
        self.console.report_failure(self.tr("Not done"), refusal_text(err))
        self.loaded.emit()

    def sign(self, title: str, prompt: str, permission: str, then: Callable[[Credentials], None], *,
             round_id: int | None = None, need_reason: bool = False, confirm_label: str = "") -> None:
        """Ask who signs ``permission`` (with their PIN, and a reason when asked) and
        call ``then(credentials)``; nothing happens when the dialog is cancelled."""

        ask_signature(self.ctx, lambda b: b.signers(permission, round_id), then, title=title, prompt=prompt,
                      need_reason=need_reason, confirm_label=confirm_label,
                      label=lambda c: tr_args(self.tr("%1 (you)"), c.name) if c.me else c.name,
                      on_error=self.on_job_failed)

    def signed(self, title: str, prompt: str, permission: str, job: Callable[[ConsoleGateway, Credentials], T],
               done: Callable[[T], None], *, need_reason: bool = False, confirm_label: str = "",
               on_cancel: Callable[[], None] | None = None) -> None:
        """Ask who signs ``permission`` and run ``job(jobs, credentials)`` while the dialog stays open:
        a wrong PIN is shown in it and asked again; ``done(result)`` once it is recorded, a refusal
        that closes it (a lock-out, a state it cannot be done in) in the console's status."""
        ask_signed(self.ctx, lambda b: b.signers(permission), lambda b, cred: job(b, cred),
                   done, title=title, prompt=prompt, need_reason=need_reason, confirm_label=confirm_label,
                   label=lambda c: tr_args(self.tr("%1 (you)"), c.name) if c.me else c.name,
                   on_error=self.on_job_failed, failed=lambda line: self.console.report_failure(title, line),
                   on_cancel=on_cancel)

    def run_two(self, job: Callable[[ConsoleGateway, tuple[str, str] | None], T], on_done: Callable[[T], None],
                on_error: Callable[[JobError], None], *, first: str, round_id: int | None = None) -> None:
        """Run ``job`` signed by ``first`` (``job(backend, None)``); when the services answer
        that a second signer is needed (a ruling, void or meter adjustment above the
        second-signer threshold, or on a closed shift), ask a second pit boss or an
        administrator, not ``first``, and run it again with their name and PIN."""
        from dealer_app.services.common import SecondSignerNeeded

        def failed(err: JobError) -> None:
            if not isinstance(err.exception, SecondSignerNeeded):
                on_error(err)
                return
            prompt = tr_args(self.tr("%1. A second pit boss or an administrator signs too."), refusal_text(err))

            def people(b: ConsoleGateway) -> list[SignerChoice]:
                return [c for c in b.signers("second_sign", round_id)
                        if c.name.strip().lower() != first.strip().lower()]

            ask_signature(self.ctx, people, lambda cred: self.run(lambda b: job(b, (cred.user_id, cred.pin)),
                                                                  on_done, on_error),
                          title=self.tr("Second signature"), prompt=prompt,
                          confirm_label=self.tr("Sign as the second person"), on_error=self.on_job_failed)

        self.run(lambda b: job(b, None), on_done, failed)
