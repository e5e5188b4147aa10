"""The pit podium window on a floor, beside a dealer's station: a held payout
appears at the podium and the pit boss's refusal comes back to the station,
both pushed by the server (the waits are generous; the latency is in
benchmarks/bench_floor.py)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from gui_support import cheap_hasher
from pg_server import fresh_database

from dealer_app.auth.roles import Permission
from dealer_app.services import DealerServices
from dealer_app.services.floor_view import FloorView
from dealer_app.services.rounds import ApprovalKind, required_approvals
from dealer_app.store.pg_listen import FloorListener
from ui.devtools.driver import wait_until

pytestmark = pytest.mark.floor
THRESHOLD = 5_000


def _held_steps(s: DealerServices) -> Any:
    from rules.poker import RoundState
    from rules.poker.generator import generate_round

    house = s.house.current("default").rules
    for seed in range(3000):
        gen = generate_round(seed, house, None, jackpot=0)
        st = RoundState.replay(house, gen.steps, 0).settlement()
        if any(i.kind is ApprovalKind.PAYOUT for i in required_approvals(st, THRESHOLD)):
            return gen.steps
    raise AssertionError("no held round")


def test_podium_window_sees_the_held_payout_and_the_station_hears_the_refusal(qtbot: Any, pg_server: str) -> None:
    from ui.console.podium import PodiumWindow

    with fresh_database(pg_server, floor=True) as url:
        station = DealerServices.open(url, table="T1", station="dealer-pc-1", hasher=cheap_hasher())
        try:
            admin = station.users.create_first_admin("ada", "111111")
            sig = station.users.co_sign("ada", "111111", Permission.MANAGE_USERS, purpose="setup")
            from dealer_app.auth.roles import Role

            station.users.add(sig, "dan", Role.DEALER, "222222")
            sig = station.users.co_sign("ada", "111111", Permission.MANAGE_USERS, purpose="setup")  # signs once
            station.users.add(sig, "pat", Role.PIT_BOSS, "333333")
            station.settings.update(station.users.co_sign("ada", "111111", Permission.EDIT_SETTINGS,
                                                          purpose="settings"), approval_threshold=THRESHOLD)
            assert admin.id == 1
            dan = station.users.sign_in("dan", "222222")
            shift = station.shifts.open(dan, "T1")
            podium = PodiumWindow(FloorView(url, ["T1"], hasher=cheap_hasher()))  # this pit: T1
            qtbot.addWidget(podium)
            podium.show()
            try:
                assert podium.tables.rowCount() == 1 and podium.queue.count() == 0
                with FloorListener(url) as station_ears:
                    live = station.rounds.start(dan, shift.id)
                    for step in _held_steps(station):
                        live = station.rounds.apply(dan, live.round_id, step)
                    wait_until(lambda: podium.queue.count() == 1, 20000, "the held payout at the podium")
                    assert "T1 · round 1 · dan" in podium.queue.item(0).text()
                    assert podium.tables.item(0, 6).text() == "1"
                    podium.refuse(0, "pat", "333333", "recount box 2")
                    heard = [e for e in station_ears.events(20.0) if "refused" in e.kinds]
                    while not heard:
                        heard = [e for e in station_ears.events(20.0) if "refused" in e.kinds]
                    st = station.rounds.approval_state(live.round_id)
                    assert st.outstanding_refusal is not None
                    assert st.outstanding_refusal.payload["reason"] == "recount box 2"
                    wait_until(lambda: "refused: recount box 2" in podium.queue.item(0).text(), 20000,
                               "the refusal shown at the podium")
            finally:
                podium.shutdown()
                podium.close()
        finally:
            station.close()


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_podium_shows_its_whole_text_in_russian(qtbot: Any, qapp: Any, pg_server: str, size: tuple[int, int]) -> None:
    """The podium with a payout held, in Russian, at both station sizes: every text fits
    its box and none is English but the names of the data."""
    from ui.console.podium import PodiumWindow
    from ui.devtools.text_check import latin_words, misfits, screen_texts
    from ui.i18n import install

    with fresh_database(pg_server, floor=True) as url:
        station = DealerServices.open(url, table="T1", station="dealer-pc-1", hasher=cheap_hasher())
        install(qapp, "ru")
        try:
            station.users.create_first_admin("ada", "111111")
            sig = station.users.co_sign("ada", "111111", Permission.MANAGE_USERS, purpose="setup")
            from dealer_app.auth.roles import Role

            station.users.add(sig, "dan", Role.DEALER, "222222")
            station.settings.update(station.users.co_sign("ada", "111111", Permission.EDIT_SETTINGS,
                                                          purpose="settings"), approval_threshold=THRESHOLD)
            dan = station.users.sign_in("dan", "222222")
            shift = station.shifts.open(dan, "T1")
            live = station.rounds.start(dan, shift.id)
            for step in _held_steps(station):
                live = station.rounds.apply(dan, live.round_id, step)
            podium = PodiumWindow(FloorView(url, ["T1"], hasher=cheap_hasher()))
            qtbot.addWidget(podium)
            podium.resize(*size)
            podium.show()
            try:
                wait_until(lambda: podium.queue.count() == 1, 20000, "the held payout at the podium")
                assert podium.tables.item(0, 4).text() == "0,00\xa0€"  # the one money formatter, in the reader's locale
                assert "выплата" in podium.queue.item(0).text() and "\xa0€" in podium.queue.item(0).text()
                found = [str(m) for m in misfits(podium)]
                assert not found, "\n".join(found)
                names = [re.compile(r"\b(?:T1|dan|ada)\b"), re.compile(r"\bDealer Assistant\b"),
                         re.compile(r"(?<![\w-])[A-Za-z](?![\w-])")]
                english = {t.text: w for t in screen_texts(podium) if (w := latin_words(t.text, names))}
                assert english == {}
            finally:
                podium.shutdown()
                podium.close()
        finally:
            install(qapp, "en")
            station.close()
