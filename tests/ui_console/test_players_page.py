"""The console's players page: the gaming day's rated players (the card's last digits,
never a name) and the cash alerts, in English and Russian; compliance opens the console
on this page alone."""

from __future__ import annotations

from typing import Any

import pytest
from console_helpers import PEOPLE, Floor, console_for, plain_steps

from dealer_app.auth.roles import Permission, Role


def _day(floor: Floor) -> None:
    s = floor.s
    admin = s.users.co_sign("Admin", PEOPLE["Admin"][1], Permission.MANAGE_USERS, purpose="people")
    s.users.add(admin, "Cleo", Role.COMPLIANCE, "888888")
    admin = s.users.co_sign("Admin", PEOPLE["Admin"][1], Permission.MANAGE_USERS, purpose="people")
    s.users.add(admin, "Carl", Role.CAGE, "999999")
    boss = s.users.co_sign("Boris", PEOPLE["Boris"][1], Permission.REGISTER_PLAYER, purpose="a player")
    s.players.register(boss, "4001-2233", "Ivan Petrov")
    session = s.players.seat(floor.dealer, floor.shift_id, [1], card="40012233")
    s.players.seat(floor.dealer, floor.shift_id, [2])
    floor.play(plain_steps())
    s.players.leave(floor.dealer, session)
    for amount in (600_000, 500_000):
        cage = s.users.co_sign("Carl", "999999", Permission.CASH_TRANSACTION, purpose="cash")
        s.aml.record(cage, "buy_in", amount, card="40012233", table="Table 1")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_players_page(qapp: Any, floor: Floor, lang: str) -> None:
    from ui.i18n import install

    _day(floor)
    install(qapp, lang)
    try:
        c = console_for(floor.db, "Boris")
        try:
            assert c.screen.show_section("players") is not False
            page = c.page("players")
            page.refresh()
            c.settle()
            texts = [[page.rated.item(r, k).text() for k in range(page.rated.columnCount())]
                     for r in range(page.rated.rowCount())]
            players = {row[2] for row in texts}
            anon = "player at box 2" if lang == "en" else "игрок на боксе 2"
            assert players == {"\u2022\u2022\u2022\u2022 2233", anon}
            assert not any("Ivan" in cell for row in texts for cell in row)
            alert = page.alerts.item(0, 1).text()
            assert alert == ("cash in over the report threshold" if lang == "en"
                             else "наличные внесены сверх порога отчётности")
            assert page.alerts.item(0, 2).text() == "\u2022\u2022\u2022\u2022 2233"
        finally:
            c.close()
    finally:
        install(qapp, "en")


def test_compliance_opens_the_console_on_the_players_page(floor: Floor) -> None:
    _day(floor)
    from console_helpers import PEOPLE as people

    people["Cleo"] = ("compliance", "888888")
    try:
        c = console_for(floor.db, "Cleo")
        try:
            assert c.screen.can_open(c.ctx.user)
            assert [s for s, b in c.screen.nav_buttons.items() if not b.isHidden()] == ["players"]
        finally:
            c.close()
    finally:
        del people["Cleo"]
