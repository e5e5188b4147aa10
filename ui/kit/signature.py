"""One way to ask for a signature: who may sign, their PIN (and a reason), then the job.

Every co-signed action of the app (a held payout approved or refused, a void, a
ruling, a meter adjustment, a dealer taking over, a slip, an opener or closer
confirmed, a user managed, a locked exam started) asks through
:func:`ask_signature`: the people who may sign are loaded on the worker (or
given), the credentials dialog of the station's dialog service asks, and
``then`` gets the :class:`~ui.kit.dialogs.Credentials` unless it was cancelled.

:func:`ask_signed` does the signed job itself while the dialog stays open: a wrong
PIN (or a signer without the role) is shown in the same dialog, which asks again,
and the problem clears when another signer is chosen; a lock-out or any other
refusal closes it and says so.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol, TypeVar

from ui.kit.context import AppContext
from ui.kit.dialogs import Credentials, Reply, Submit, UserChoice, Verdict
from ui.kit.explained import refusal_text
from ui.kit.qt import QCoreApplication
from ui.kit.text import tr_args
from ui.kit.worker import JobError

__all__ = ["Signer", "ask_signature", "ask_signed", "signing_verdict"]


class Signer(Protocol):
    """Someone who may sign (``ui.kit.context.UserRef`` and the console's signer rows)."""

    @property
    def name(self) -> str: ...


G = TypeVar("G")
R = TypeVar("R")


def ask_signature(
    ctx: AppContext[G],
    signers: Sequence[Signer] | Callable[[G], Sequence[Signer]],
    then: Callable[[Credentials], object],
    *,
    title: str,
    prompt: str,
    need_reason: bool = False,
    confirm_label: str = "",
    refuse_label: str = "",
    problem: str = "",
    user: str | None = None,
    label: Callable[[Any], str] | None = None,
    on_error: Callable[[JobError], None] | None = None,
    on_cancel: Callable[[], None] | None = None,
    submit: Submit | None = None,
) -> None:
    """Ask one of ``signers`` to sign and call ``then(credentials)`` (``on_cancel()`` when cancelled).

    ``signers`` is the people who may sign, or a job that loads them from the backend
    (run on the worker; ``on_error`` hears when it fails). ``label`` names a signer in
    the list (their name by default); ``user`` is the one chosen at first, ``problem``
    what the dialog says went wrong the last time. With ``submit`` the dialog stays open
    while the credentials are checked (``ui.kit.dialogs.CredentialsDialog``): ``then`` hears
    the ones accepted, ``on_cancel`` a cancel or a failing verdict that closed it."""

    def ask(people: Sequence[Signer]) -> None:
        choices = [UserChoice(p.name, label(p) if label is not None else p.name) for p in people]
        cred = ctx.dialogs.credentials(title, prompt, choices, need_reason=need_reason, confirm_label=confirm_label,
                                       refuse_label=refuse_label, problem=problem, user=user, submit=submit)
        if cred is not None:
            then(cred)
        elif on_cancel is not None:
            on_cancel()

    if callable(signers):
        ctx.run(signers, ask, on_error)
    else:
        ask(signers)


def signing_verdict(err: JobError, user: str) -> Verdict:
    """A refused signature: a wrong PIN (or a signer without the role) keeps the dialog open,
    saying what was wrong and the attempts left; a lock-out or anything else closes it."""
    left = getattr(err.exception, "attempts_left", None)
    if left is not None and left > 0:
        return Verdict(False, tr_args(QCoreApplication.translate(
            "Signature", "Wrong PIN for %1: %2 attempts left before the lock-out."), user, str(left)))
    if left == 0 or type(err.exception).__name__ == "UserLockedError":
        return Verdict(True, tr_args(QCoreApplication.translate(
            "Signature", "%1 is locked out after too many wrong PINs: another person signs, or an administrator "
            "unlocks %1. Nothing was recorded."), user))
    if type(err.exception).__name__ == "PermissionDenied":
        return Verdict(False, refusal_text(err))
    return Verdict(True, refusal_text(err))


def ask_signed(
    ctx: AppContext[G],
    signers: Sequence[Signer] | Callable[[G], Sequence[Signer]],
    job: Callable[[G, Credentials], R],
    done: Callable[[R], object],
    *,
    title: str,
    prompt: str,
    failed: Callable[[str], object] | None = None,
    need_reason: bool = False,
    confirm_label: str = "",
    user: str | None = None,
    label: Callable[[Any], str] | None = None,
    on_error: Callable[[JobError], None] | None = None,
    on_cancel: Callable[[], None] | None = None,
) -> None:
    """Ask one of ``signers`` to sign, run ``job(backend, credentials)`` on the worker while the
    dialog stays open, and call ``done(result)`` once it is recorded.

    A wrong PIN is shown in the same dialog (the attempts left) and the PIN asked again; a
    refusal that closes it (a lock-out, a state the action cannot be done in) goes to
    ``failed(line)``, by default an error dialog titled ``title``; a cancel to ``on_cancel``."""
    outcome: dict[str, Any] = {}

    def submit(cred: Credentials, reply: Reply) -> None:
        def ok(result: Any) -> None:
            outcome["result"] = result
            reply(Verdict(True))

        def refused(err: JobError) -> None:
            verdict = signing_verdict(err, cred.user_id)
            if verdict.done:
                outcome["problem"] = verdict.problem
            reply(verdict)

        ctx.run(lambda b: job(b, cred), ok, refused)

    def closed() -> None:
        if "problem" in outcome:
            if failed is not None:
                failed(outcome["problem"])
            else:
                ctx.dialogs.error(title, outcome["problem"])
        elif on_cancel is not None:
            on_cancel()

    ask_signature(ctx, signers, lambda _cred: done(outcome["result"]), title=title, prompt=prompt,
                  need_reason=need_reason, confirm_label=confirm_label, user=user, label=label, on_error=on_error,
                  on_cancel=closed, submit=submit)
