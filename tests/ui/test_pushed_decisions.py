"""A pit boss's refusal, floor ruling and void reach the dealer's screen at once, pushed
(issue 22): on a PostgreSQL floor the station listens to the floor's notifications and
re-reads the round when a decision about its table is committed. The screen's own
looks (its timers) are stopped here, so only the push can bring them. Real keys in the
real main window; the pit boss decides at another station of the same floor."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from gui_support import PEOPLE, cheap_hasher, close_window
from keyboard_dealer import KeyboardDealer
from pg_server import fresh_database
from test_figure_of_record import assert_ruled_screen, quads_round, row_texts
from ui_helpers import open_table

from dealer_app.auth.roles import Permission
from ui.devtools.driver import pump, wait_until
from ui.table.backend import Backend

TABLE = "T1"


def _people(url: str) -> None:
    b = Backend(url, hasher=cheap_hasher(), table=TABLE, station="set-up")
    b.open()
    try:
        admin = next(name for name, (role, _) in PEOPLE.items() if role == "admin")
        b.create_first_admin(admin, PEOPLE[admin][1])
        for name, (role, pin) in PEOPLE.items():
            if name != admin:
                b.add_user(name, role, pin)
        b.sign_out()
    finally:
        b.close()


def _pit(url: str, round_id: int, act: str, **kw: Any) -> None:
    """Boris, at the pit's station on the floor, refuses, rules on or voids the round."""
    pit = Backend(url, station="pit", hasher=cheap_hasher(), table=TABLE)
    pit.open()
    try:
        perm = {"refuse": Permission.REFUSE, "rule": Permission.RULE, "void": Permission.VOID}[act]
        sig = pit.users.co_sign("Boris", PEOPLE["Boris"][1], perm, purpose=act, shift_id=None, round_id=round_id)
        if act == "refuse":
            pit.rounds.refuse(sig, round_id, kw["reason"])
        elif act == "rule":
            pit.rounds.rule(sig, round_id, kw["box"], kw["net"], kw["reason"])
        else:
            pit.rounds.void(sig, round_id, kw["reason"])
    finally:
        pit.close()


@pytest.mark.slow
def test_refusal_ruling_and_void_are_pushed_to_the_dealers_screen(qapp: Any, pg_server: str, tmp_path: Path) -> None:
    from ui.app import build_window
    from ui.kit.dialogs import ScriptedDialogService

    with fresh_database(pg_server, floor=True) as url:
        _people(url)
        w: Any = build_window(url, table=TABLE, dialogs=ScriptedDialogService(), hasher=cheap_hasher(),
                              settings_path=tmp_path / "ui-settings.json")
        w.resize(1280, 800)
        w.show()
        try:
            wait_until(lambda: w.startup.report is not None, 20000, "the start-up checks")
            k = KeyboardDealer(open_table(w))
            t = k.t
            wait_until(lambda: t.watch.hears_the_store, 5000, "the station listening to the floor")
            t.watch.approval_timer.stop()  # no looking: what reaches the screen now is pushed
            t.watch.news_timer.stop()
            quads_round(k)
            assert "PAY €10,000" in row_texts(t, 1) and "HELD" in row_texts(t, 1)
            round_id = t.update_.round_id
            _pit(url, round_id, "refuse", reason="the bet was €500")
            wait_until(lambda: "Refused by Boris" in k.next_text(), 10000, "the refusal pushed to the screen")
            assert "co-signed" not in row_texts(t, 1)
            _pit(url, round_id, "rule", box=1, net=800_000, reason="recount of the bet")
            wait_until(lambda: "PAY €8,000" in row_texts(t, 1), 10000, "the ruling pushed to the screen")
            assert_ruled_screen(t)
            number = k.confirm_round()
            pump(5)
            _pit(url, round_id, "void", reason="the deck was short a card")
            wait_until(lambda: "VOIDED by Boris" in k.next_text(), 10000, "the void pushed to the screen")
            text = k.next_text()
            assert f"Round {number} was VOIDED by Boris: the deck was short a card" in text, text
            assert "box 1 was paid €8,000" in text and "box 2 was paid €20" in text, text
        finally:
            close_window(w)


def test_on_one_sqlite_file_a_decision_at_another_station_is_read_at_once(window: Any, db_path: Path) -> None:
    """Two stations on one SQLite file: the dealer's screen watches the file, and the store
    says whether another station committed (SQLite's data version); the screen's own looks
    are stopped, so only the watch can bring the refusal, the ruling and the void."""
    from test_figure_of_record import at_the_pit
    from ui_helpers import PEOPLE as PEOPLE_AT_TABLE
    from ui_helpers import open_table as open_sqlite_table

    k = KeyboardDealer(open_sqlite_table(window))
    t = k.t
    wait_until(lambda: t.watch.hears_the_store, 5000, "the station watching its file")
    t.watch.approval_timer.stop()
    t.watch.news_timer.stop()
    quads_round(k)
    round_id = t.update_.round_id
    at_the_pit(db_path, round_id, "refuse", reason="the bet was €500")
    wait_until(lambda: "Refused by Boris" in k.next_text(), 10000, "the refusal read at once")
    at_the_pit(db_path, round_id, "rule", box=1, net=800_000, reason="recount of the bet")
    wait_until(lambda: "PAY €8,000" in row_texts(t, 1), 10000, "the ruling read at once")
    assert_ruled_screen(t)
    k.confirm_round()
    pit = Backend(db_path, station="pit", hasher=cheap_hasher())
    pit.open()
    try:
        sig = pit.users.co_sign("Boris", PEOPLE_AT_TABLE["Boris"][1], Permission.VOID, purpose="void", shift_id=None,
                                round_id=round_id)
        pit.rounds.void(sig, round_id, "the deck was short a card")
    finally:
        pit.close()
    wait_until(lambda: "VOIDED by Boris" in k.next_text(), 10000, "the void read at once")
