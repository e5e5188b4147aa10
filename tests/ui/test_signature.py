"""``ask_signature``: the one way every co-signed action asks who signs, on a real backend."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from ui_helpers import PEOPLE

from dealer_app.auth.roles import Permission
from ui.devtools.driver import pump
from ui.kit.context import AppContext
from ui.kit.dialogs import Credentials, ScriptedDialogService, Submit, UserChoice
from ui.kit.settings import UiSettings
from ui.kit.signature import ask_signature


@dataclass
class _Offered(ScriptedDialogService):
    """The scripted dialogs, keeping who each credentials dialog offered and which one it chose first."""

    offered: list[tuple[list[UserChoice], str | None, str]] = field(default_factory=list)

    def credentials(self, title: str, prompt: str, users: Sequence[UserChoice], *, need_reason: bool = False,
                    confirm_label: str = "", refuse_label: str = "", problem: str = "",
                    user: str | None = None, submit: Submit | None = None) -> Credentials | None:
        self.offered.append((list(users), user, confirm_label))
        return super().credentials(title, prompt, users, need_reason=need_reason, confirm_label=confirm_label,
                                   refuse_label=refuse_label, problem=problem, user=user, submit=submit)


@pytest.fixture
def ctx(qapp: Any, db_path: Path, people: Any) -> Iterator[AppContext]:
    from gui_support import cheap_hasher

    from ui.table.backend import Backend

    c = AppContext(Backend(db_path, hasher=cheap_hasher()), _Offered(), UiSettings())
    c.run(lambda b: b.open())
    c.worker.drain()
    yield c
    c.run(lambda b: b.close())
    c.worker.drain()
    c.shutdown()


def _settle(c: AppContext) -> None:
    c.worker.drain()
    pump(10)


def test_the_signers_are_loaded_on_the_worker_and_the_credentials_handed_over(ctx: AppContext) -> None:
    dialogs = ctx.dialogs
    assert isinstance(dialogs, _Offered)
    bosses = [u.name for u in ctx.backend.co_signers(Permission.VOID)]
    assert "Boris" in bosses and "Anna" not in bosses
    signed: list[Credentials] = []
    answer = Credentials("Boris", PEOPLE["Boris"][1], "cards exposed")
    dialogs.expect("credentials", answer)
    ask_signature(ctx, lambda b: b.co_signers(Permission.VOID), signed.append, title="Void", prompt="Why?",
                  need_reason=True, confirm_label="Void it", user="Boris", label=lambda u: u.name.upper())
    assert signed == [], "nothing is asked before the signers are loaded"
    _settle(ctx)
    assert signed == [answer]
    assert dialogs.offered == [([UserChoice(n, n.upper()) for n in bosses], "Boris", "Void it")]
    assert dialogs.calls[-1] == ("credentials", "Void", "Why?")


def test_given_signers_are_asked_at_once_and_a_cancel_is_heard(ctx: AppContext) -> None:
    dialogs = ctx.dialogs
    assert isinstance(dialogs, _Offered)
    people = ctx.backend.co_signers(Permission.SIGN_COUNT)
    signed: list[Credentials] = []
    cancelled: list[bool] = []
    dialogs.expect("credentials", None)
    ask_signature(ctx, people, signed.append, title="Confirm", prompt="The tray holds 100.",
                  on_cancel=lambda: cancelled.append(True))
    assert (signed, cancelled) == ([], [True])
    assert dialogs.offered[0][0] == [UserChoice(u.name, u.name) for u in people]
    assert dialogs.pending == 0
