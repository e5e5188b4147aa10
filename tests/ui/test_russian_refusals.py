"""A Russian station shows a service's refusal in Russian in its error dialog."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from ui_helpers import PEOPLE, close_window, make_window, open_table

from ui.devtools.driver import wait_until
from ui.kit.dialogs import Credentials, ScriptedDialogService


def test_a_refused_dealer_change_is_shown_in_russian(qapp: Any, db_path: Path, people: Any) -> None:
    dialogs = ScriptedDialogService()
    w = make_window(db_path, lang="ru", dialogs=dialogs)
    try:
        d = open_table(w)
        dialogs.expect("credentials", Credentials("Boris", PEOPLE["Boris"][1]))  # a pit boss, not a dealer
        dialogs.expect("error")
        d.key(d.table.key_for("F5"))
        wait_until(lambda: any(c[0] == "error" for c in dialogs.calls), 10000, "the refusal")
        kind, title, text = next(c for c in dialogs.calls if c[0] == "error")
        assert (kind, title) == ("error", "Смена дилера")
        assert text == "дилер: Boris — пит-босс и не может вести живую смену"
        assert not [word for word in re.findall(r"[A-Za-z]+", text) if word != "Boris"], text
        assert w.ctx.user is not None and w.ctx.user.name == "Anna"  # the dealer stays
    finally:
        close_window(w)
        from ui import i18n

        i18n.install(qapp, "en")
