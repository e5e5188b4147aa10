"""The pit podium window on a floor, beside a dealer's station: a held payout
appears at the podium and the pit boss's refusal comes back to the station,
both pushed by the server (the waits are generous; the latency is in
benchmarks/bench_floor.py)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from gui_support import PEOPLE, cheap_hasher
from keyboard_dealer import KeyboardDealer
from pg_server import fresh_database
from ui_helpers import open_table

from dealer_app.auth.roles import Permission
from dealer_app.services import DealerServices
from dealer_app.services.floor_view import FloorView
from dealer_app.services.rounds import ApprovalKind, required_approvals
from dealer_app.store.pg_listen import FloorListener
from ui.devtools.driver import pump, wait_until
from ui.kit.qt import Qt, QTest

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
                         re.compile(r"\b(?:Enter|Alt\+[A-Z])\b"),  # key names, as the keys print them
                         re.compile(r"(?<![\w-])[A-Za-z](?![\w-])")]
                english = {t.text: w for t in screen_texts(podium) if (w := latin_words(t.text, names))}
                assert english == {}
            finally:
                podium.shutdown()
                podium.close()
        finally:
            install(qapp, "en")
            station.close()


# -- the podium window beside the real dealer's station, answered with keys and the mouse -------------


@pytest.fixture
def floor_window(qapp: Any, pg_server: str, tmp_path: Any, dialogs: Any) -> Iterator[tuple[str, Any]]:
    """A floor with the GUI people on its table "Table 1", and the dealer's real main window on it."""
    from gui_support import close_window, make_people, make_window

    with fresh_database(pg_server, floor=True) as url:
        make_people(url)
        w = make_window(url, dialogs=dialogs, settings_path=tmp_path / "ui-settings.json")
        try:
            yield url, w
        finally:
            close_window(w)


def _held_at_station(w: Any) -> KeyboardDealer:
    """Anna deals a round whose royal flush is held for a pit boss (typed at the station)."""
    w.activateWindow()
    pump(10)
    k = KeyboardDealer(open_table(w))
    k.bet(1, "500")
    k.close_bets()
    k.entry("P")
    k.entry("D", "jc jd 9s 6h 2c")
    k.entry("C", "as ks qs js ts")
    assert k.t.info.settlement.pending_approvals
    return k


def _podium(qtbot: Any, url: str) -> Any:
    from ui.console.podium import PodiumWindow

    podium = PodiumWindow(FloorView(url, hasher=cheap_hasher()))
    qtbot.addWidget(podium)
    podium.resize(1100, 700)
    podium.show()
    return podium


def _dialog(podium: Any) -> Any:
    wait_until(lambda: podium.dialog is not None and podium.dialog.isVisible(), 5000, "the co-signature dialog")
    return podium.dialog


def test_the_podium_approves_with_the_keyboard_and_the_station_carries_on(
        qtbot: Any, floor_window: tuple[str, Any]) -> None:
    url, w = floor_window
    podium = _podium(qtbot, url)
    try:
        assert podium.queue.count() == 0 and not podium.approve_button.isEnabled()
        k = _held_at_station(w)
        wait_until(lambda: podium.queue.count() == 1, 20000, "the held payout at the podium")
        assert "Table 1 · round 1 · Anna" in podium.queue.item(0).text()
        assert podium.tables.item(0, 6).text() == "1" and podium.approve_button.isEnabled()
        podium.activateWindow()
        podium.queue.setFocus()
        pump(10)
        QTest.keyClick(podium.queue, Qt.Key.Key_Return)  # Enter on the queue: approve
        d = _dialog(podium)
        assert d.refuse_button is None and d.reason_edit is None
        QTest.keyClick(d.user_box, Qt.Key.Key_B)  # Boris, by his initial
        assert d.user_box.currentData() == "Boris"
        QTest.keyClicks(d.pin_edit, "999999")  # wrong: the dialog comes back saying so
        QTest.keyClick(d.pin_edit, Qt.Key.Key_Return)
        wait_until(lambda: podium.dialog is not None and podium.dialog is not d, 5000, "the dialog again")
        d = _dialog(podium)
        assert "Wrong PIN for Boris: 4 attempts left" in d.problem.text()
        assert d.user_box.currentData() == "Boris"
        QTest.keyClicks(d.pin_edit, PEOPLE["Boris"][1])
        QTest.keyClick(d.pin_edit, Qt.Key.Key_Return)
        wait_until(lambda: podium.queue.count() == 0, 20000, "the queue emptied")
        assert "Approved: Table 1 · round 1 · Anna" in podium.status.text()
        wait_until(lambda: not k.t.info.settlement.pending_approvals, 20000, "the approval at the station")
        w.activateWindow()
        pump(10)
        number = k.confirm_round()
        assert number == 1
        rounds = FloorView(url, hasher=cheap_hasher())
        try:
            assert rounds.row("Table 1").round_number == 1 and rounds.approvals() == []
        finally:
            rounds.close()
    finally:
        podium.shutdown()
        podium.close()


def test_the_podium_refuses_with_a_reason_and_the_dealer_sees_it(qtbot: Any, floor_window: tuple[str, Any]) -> None:
    url, w = floor_window
    podium = _podium(qtbot, url)
    try:
        k = _held_at_station(w)
        wait_until(lambda: podium.queue.count() == 1, 20000, "the held payout at the podium")
        podium.activateWindow()
        pump(10)
        QTest.keyClick(podium.queue, Qt.Key.Key_R, Qt.KeyboardModifier.AltModifier)  # Alt+R: refuse
        d = _dialog(podium)
        assert d.reason_edit is not None
        QTest.keyClick(d.user_box, Qt.Key.Key_P)  # Petra
        assert d.user_box.currentData() == "Petra"
        QTest.keyClicks(d.pin_edit, PEOPLE["Petra"][1])
        QTest.mouseClick(d.ok_button, Qt.MouseButton.LeftButton)  # no reason yet: refused by the dialog
        pump(0)
        assert d.isVisible() and d.problem.text() == "A reason is required."
        QTest.keyClicks(d.reason_edit, "recount box 1")
        QTest.mouseClick(d.ok_button, Qt.MouseButton.LeftButton)
        wait_until(lambda: podium.queue.count() == 1 and "refused: recount box 1" in podium.queue.item(0).text(),
                   20000, "the refusal in the podium's queue")
        wait_until(lambda: "Refused by Petra: recount box 1" in k.next_text(), 20000, "the refusal at the station")
    finally:
        podium.shutdown()
        podium.close()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_podium_refuses_a_database_that_is_no_floor_in_its_language(
        qapp: Any, capsys: pytest.CaptureFixture[str], lang: str) -> None:
    from ui import i18n
    from ui.console.podium import main as podium_main

    try:
        assert podium_main(["--db", "table.sqlite", "--lang", lang]) == 2
    finally:
        i18n.install(qapp, "en")
    err = capsys.readouterr().err
    assert err == {"en": "dealer-app podium: --db: a floor's postgresql:// URL, not 'table.sqlite'\n",
                   "ru": "dealer-app podium: --db: нужен адрес базы зала postgresql://, а не 'table.sqlite'\n"}[lang]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_podium_takes_the_floors_key_and_says_in_one_line_when_it_has_none(
        qapp: Any, pg_server: str, tmp_path: Any, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        lang: str) -> None:
    from dealer_app.store.keys import Keyring, read_key_file, write_key_file
    from ui import i18n
    from ui.console.podium import FloorView as PodiumFloorView
    from ui.console.podium import PodiumWindow
    from ui.console.podium import main as podium_main
    from ui.devtools.driver import dispose

    with fresh_database(pg_server, floor=True) as url:
        with DealerServices.open(url, table="T1", station="dealer-pc-1", hasher=cheap_hasher()) as s:
            s.users.create_first_admin("ada", "111111")
        copy = tmp_path / "floor.key"
        write_key_file(read_key_file(next(Keyring.default().folder.glob("*.key"))), copy)
        monkeypatch.setenv("DEALER_APP_CONFIG_DIR", str(tmp_path / "pit-pc"))  # the podium's own machine: no key
        try:
            assert podium_main(["--db", url, "--lang", lang]) == 2
            err = capsys.readouterr().err
            assert err.startswith("dealer-app podium: ") and err.count("\n") == 1 and "Traceback" not in err
            assert ("audit key" if lang == "en" else "ключ") in err
            shown: list[Any] = []
            windows: list[Any] = []
            monkeypatch.setattr("ui.console.podium.QApplication.exec", lambda _self=None: 0)
            monkeypatch.setattr("ui.console.podium.FloorView", lambda *a, **kw: shown.append(kw) or PodiumFloorView(*a, **kw))
            monkeypatch.setattr("ui.console.podium.PodiumWindow",
                                lambda *a, **kw: windows.append(PodiumWindow(*a, **kw)) or windows[-1])
            try:
                assert podium_main(["--db", url, "--lang", lang, "--floor-key", str(copy)]) == 0
            finally:
                for w in windows:
                    dispose(w)
            assert shown[0]["key_file"] == copy and len(windows) == 1
        finally:
            i18n.install(qapp, "en")
