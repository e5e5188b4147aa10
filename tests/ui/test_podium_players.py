"""The pit podium lists the day's rated players (the card's last digits, never a name)
and the cash alerts of patrons seen at the pit's tables (their floor-wide gaming day), in
English and Russian."""

from __future__ import annotations

from typing import Any

import pytest
from gui_support import cheap_hasher
from pg_server import fresh_database

from dealer_app.auth.roles import Permission, Role
from dealer_app.services import DealerServices
from dealer_app.services.floor_view import FloorView

pytestmark = pytest.mark.floor


def _floor_with_a_patron(url: str) -> DealerServices:
    """Table T1 with ada (administrator), dan (dealer), pat (pit boss), carl (cage), all PIN
    222222 but ada's, and the registered patron Ivan Petrov, card 4001-2233."""
    s = DealerServices.open(url, table="T1", station="dealer-pc-1", hasher=cheap_hasher())
    try:
        s.users.create_first_admin("ada", "111111")
        for name, role in (("dan", Role.DEALER), ("pat", Role.PIT_BOSS), ("carl", Role.CAGE)):
            sig = s.users.co_sign("ada", "111111", Permission.MANAGE_USERS, purpose="setup")
            s.users.add(sig, name, role, "222222")
        s.players.register(s.users.co_sign("pat", "222222", Permission.REGISTER_PLAYER, purpose="p"),
                           "4001-2233", "Ivan Petrov")
    except BaseException:
        s.close()
        raise
    return s


def test_the_podium_lists_rated_players_and_cash_alerts(qtbot: Any, qapp: Any, pg_server: str) -> None:
    from ui.console.podium import PodiumWindow
    from ui.i18n import install

    with fresh_database(pg_server, floor=True) as url:
        s = _floor_with_a_patron(url)
        try:
            dan = s.users.sign_in("dan", "222222")
            shift = s.shifts.open(dan, "T1")
            s.players.seat(dan, shift.id, [2], card="40012233")
            s.players.seat(dan, shift.id, [5])
            for amount in (700_000, 400_000):
                cage = s.users.co_sign("carl", "222222", Permission.CASH_TRANSACTION, purpose="cash")
                s.aml.record(cage, "buy_in", amount, card="40012233", table="T1")
            for lang, words in (("en", ("cash in over the report threshold", "T1, box 2", "player at box 5")),
                                ("ru", ("наличные внесены сверх порога отчётности", "T1, бокс 2",
                                        "игрок на боксе 5"))):
                install(qapp, lang)
                try:
                    podium = PodiumWindow(FloorView(url, ["T1"], hasher=cheap_hasher()),
                                          locale="ru_RU" if lang == "ru" else "en_GB")
                    qtbot.addWidget(podium)
                    lines = [podium.players.item(i).text() for i in range(podium.players.count())]
                    assert len(lines) == 3, lines
                    assert words[0] in lines[0] and "2233" in lines[0]
                    assert any(words[1] in x and "\u2022\u2022\u2022\u2022 2233" in x for x in lines)
                    assert any(words[2] in x for x in lines)
                    assert not any("Ivan" in x for x in lines)
                    podium.shutdown()
                finally:
                    install(qapp, "en")
        finally:
            s.close()


def test_a_cash_alert_and_a_new_seat_show_on_an_open_podium_without_a_round(qtbot: Any, pg_server: str) -> None:
    """Seating and cash entries notify the floor like a round does: an open podium shows a new
    seat and a cash transaction over the report threshold within a second, no round dealt."""
    from ui.console.podium import PodiumWindow

    with fresh_database(pg_server, floor=True) as url:
        s = _floor_with_a_patron(url)
        # the cage records in its own log: a table of the floor the pit does not supervise
        desk = DealerServices.open(url, table="cage", station="cage-pc", hasher=cheap_hasher())
        try:
            dan = s.users.sign_in("dan", "222222")
            shift = s.shifts.open(dan, "T1")
            at_desk = desk.users.co_sign("carl", "222222", Permission.CASH_TRANSACTION, purpose="cash")
            podium = PodiumWindow(FloorView(url, ["T1"], hasher=cheap_hasher()), locale="en_GB")
            qtbot.addWidget(podium)
            try:
                assert podium.players.count() == 0

                def lines() -> list[str]:
                    return [podium.players.item(i).text() for i in range(podium.players.count())]

                session = s.players.seat(dan, shift.id, [2], card="40012233")
                qtbot.waitUntil(lambda: any("T1, box 2" in x for x in lines()), timeout=1000)
                s.players.leave(dan, session)
                qtbot.waitUntil(lambda: any("T1, left" in x for x in lines()), timeout=1000)
                cage = s.users.co_sign("carl", "222222", Permission.CASH_TRANSACTION, purpose="cash")
                s.aml.record(cage, "buy_in", 600_000, card="40012233", table="T1")
                podium.refresh()  # T1's news read (under the threshold: no alert yet)
                assert not any("threshold" in x for x in lines())
                # for chips taken to T1: the patron's floor-wide day passes the threshold, the podium hears it
                desk.aml.record(at_desk, "buy_in", 500_000, card="40012233", table="T1")
                qtbot.waitUntil(lambda: any("cash in over the report threshold" in x and "2233" in x
                                            for x in lines()), timeout=1000)
                assert not s.store.entries_of_kind(("round_started",))  # no round was dealt
            finally:
                podium.shutdown()
        finally:
            desk.close()
            s.close()
