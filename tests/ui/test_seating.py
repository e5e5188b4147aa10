"""Players at the live table: F12 on the selected box, a card's last digits (never a
name), an anonymous player, a pause and a move; the strip says who sits where."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from gui_support import cheap_hasher
from ui_helpers import PEOPLE, open_table

from dealer_app.auth.roles import Permission
from dealer_app.services import DealerServices
from ui.devtools.driver import wait_until
from ui.kit.qt import Qt


def _register(db_path: Path) -> None:
    with DealerServices.open(db_path, station="podium", hasher=cheap_hasher()) as s:
        boss = s.users.co_sign("Boris", PEOPLE["Boris"][1], Permission.REGISTER_PLAYER, purpose="a player")
        s.players.register(boss, "4001-2233", "Ivan Petrov")


def test_players_are_seated_from_the_keyboard(window: Any, db_path: Path) -> None:
    w = window
    d = open_table(w)
    _register(db_path)
    table, dialogs = w.table, w.ctx.dialogs
    strip = table.seating_strip
    assert strip.isHidden() and "none seated" in strip.text()
    d.key(Qt.Key.Key_3)
    dialogs.expect("ask_text", "2233 4")  # the card's last digits, and box 4 too
    d.key(Qt.Key.Key_F12)
    wait_until(lambda: "2233" in strip.text(), 10000, "the player seated")
    assert strip.text() == "Players: box 3, 4: \u2022\u2022\u2022\u2022 2233" and "Ivan" not in strip.text()
    assert not strip.isHidden()
    d.key(Qt.Key.Key_5)
    dialogs.expect("ask_text", "")  # Enter alone: an anonymous player
    d.key(Qt.Key.Key_F12)
    wait_until(lambda: "player at box 5" in strip.text(), 10000, "the anonymous player")
    d.key(Qt.Key.Key_4)
    dialogs.expect("ask_text", "P")
    d.key(Qt.Key.Key_F12)
    wait_until(lambda: "(paused)" in strip.text(), 10000, "the pause")
    d.key(Qt.Key.Key_5)
    dialogs.expect("ask_text", "1")  # moves to box 1
    d.key(Qt.Key.Key_F12)
    wait_until(lambda: "box 1: player at box 1" in strip.text(), 10000, "the move")
    d.key(Qt.Key.Key_6)
    dialogs.expect("ask_text", "9999")
    dialogs.expect("error")
    d.key(Qt.Key.Key_F12)
    wait_until(lambda: dialogs.calls[-1][0] == "error", 10000, "the refusal")
    assert "no registered player's card ends in 9999" in dialogs.calls[-1][2]
