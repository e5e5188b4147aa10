"""One way to ask for a signature: who may sign, their PIN (and a reason), then the job.

Every co-signed action of the app (a held payout approved or refused, a void, a
ruling, a meter adjustment, a dealer taking over, a slip, an opener or closer
confirmed, a user managed, a locked exam started) asks through
:func:`ask_signature`: the people who may sign are loaded on the worker (or
given), the credentials dialog of the station's dialog service asks, and
``then`` gets the :class:`~ui.kit.dialogs.Credentials` unless it was cancelled.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from ui.kit.context import AppContext
from ui.kit.dialogs import Credentials, Submit, UserChoice
from ui.kit.worker import JobError

__all__ = ["Signer", "ask_signature"]


class Signer(Protocol):
    """Someone who may sign (``ui.kit.context.UserRef`` and the console's signer rows)."""

    @property
    def name(self) -> str: ...


def ask_signature(
    ctx: AppContext,
    signers: Sequence[Signer] | Callable[[Any], Sequence[Signer]],
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
