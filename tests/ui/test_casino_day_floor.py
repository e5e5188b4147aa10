"""The casino day on a PostgreSQL floor (issue 23): two stations and the podium, in Russian.

- ``floor init`` as the floor's owner; the people; two tables put in one table group whose
  chip set and house rules are set once (``floor group``, signed with a pit boss's PIN);
- each station and the podium on a login of its own (``floor add-station``);
- at each station (the real main window, real keys): the dealer signs in, the opener at the
  group's par confirmed by a pit boss, ten rounds typed at the table;
- a held payout at RP-1 approved at the podium (Enter on the queue, the PIN); one at RP-2
  refused at the podium (Alt+R, a reason), then ruled by the podium's login;
- a fill at each table signed at the podium (Alt+S; at RP-1 a wrong PIN first, shown in
  the same dialog), then received by the cage at the table (F4);
- the closers (F10), the drop counted, each shift report read from its real PDF (pypdf):
  its figures are the store's; and ``audit verify`` of the whole floor passes.
"""

from __future__ import annotations

import contextlib
import io
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from gui_support import PEOPLE, cheap_hasher, close_window
from keyboard_dealer import KeyboardDealer
from pg_server import fresh_database, station_logins
from pypdf import PdfReader

from dealer_app.auth.roles import Permission, Role
from dealer_app.cli.floor import floor_main
from dealer_app.cli.store import audit_main
from dealer_app.services import DealerServices
from dealer_app.services.floor_view import FloorView
from reports.cli import report_main
from reports.money import Money
from ui.devtools.driver import TableDriver, pump, wait_until
from ui.kit.dialogs import Credentials, ScriptedDialogService
from ui.kit.qt import Qt, QTest

pytestmark = [pytest.mark.floor, pytest.mark.subprocess, pytest.mark.slow]  # the report: a child

TABLES = ("RP-1", "RP-2")
DEALERS = {"RP-1": "Anna", "RP-2": "Dana"}
STAFF = {**PEOPLE, "Carl": ("cage", "777777"), "Rita": ("count_room", "888888")}
CHIPS = [{"value": 10000, "colour": "#222222", "name": "black", "par": 20},
         {"value": 500, "colour": "#1f8a3b", "name": "green", "par": 40}]
HOUSE = {"jackpot_contribution_percent": 0}
DEALER = "jc jd 9s 6h 2c"  # a pair of jacks: the dealer always has a game
HANDS = ("qh qs qd 8c 4h", "ah kd 7c 5s 3d", "2h 2d 3s 4c 5h", "ac ad 8d 7h 3c", "kh ks 4d 4s 9h")
ROUNDS = 10  # per table, the held one included
FILL = {10000: 250}
# the tray at the close: the opener (€2,200) + the fill (€25,000) + the house's result − the drop (€5,000)
CLOSER = {"RP-1": {10000: 121, 500: 4}, "RP-2": {10000: 131, 500: 4}}
DROP = 5_000_00
WRONG = "Неверный ПИН-код (Boris): осталось попыток до блокировки: 4."


def cred(name: str, reason: str = "", *, pin: str | None = None) -> Credentials:
    return Credentials(name, STAFF[name][1] if pin is None else pin, reason)


def cli(main: Any, argv: list[str], stdin: str = "") -> int:
    old = sys.stdin
    sys.stdin = io.StringIO(stdin)
    try:
        with contextlib.redirect_stdout(io.StringIO()):
            return int(main(argv))
    finally:
        sys.stdin = old


def make_floor(url: str, folder: Path) -> None:
    """``floor init`` (the template's floor, migrated in place), the people, the group."""
    assert cli(floor_main, ["init", "--db", url]) == 0
    for t in TABLES:
        with DealerServices.open(url, table=t, station="set-up", hasher=cheap_hasher()) as s:
            if t == TABLES[0]:
                s.users.create_first_admin("Admin", STAFF["Admin"][1])
                for name, (role, pin) in STAFF.items():
                    if name != "Admin":  # a co-signature signs once
                        admin = s.users.co_sign("Admin", STAFF["Admin"][1], Permission.MANAGE_USERS, purpose="people")
                        s.users.add(admin, name, Role(role), pin)
    chips, house = folder / "chips.json", folder / "house.json"
    chips.write_text(json.dumps(CHIPS))
    house.write_text(json.dumps(HOUSE))
    argv = ["group", "--db", url, "--group", "Pit A", "--user", "Boris", "--pin-stdin", "--chips", str(chips),
            "--house", str(house)]
    for t in TABLES:
        argv += ["--table", t]
    assert cli(floor_main, argv, STAFF["Boris"][1] + "\n") == 0


def station(url: str, table: str, folder: Path) -> Any:
    from ui.app import build_window

    w: Any = build_window(url, table=table, lang="ru", dialogs=ScriptedDialogService(), hasher=cheap_hasher(),
                          settings_path=folder / f"ui-{table}.json")
    w.resize(1280, 800)
    w.show()
    wait_until(lambda: w.startup.report is not None, 20000, f"the start-up checks at {table}")
    return w


def front(w: Any) -> TableDriver:
    w.activateWindow()
    wait_until(w.isActiveWindow, 5000, "the station's window active")
    d = TableDriver(w)
    d.settle()
    return d


def open_shift(w: Any, dealer: str) -> KeyboardDealer:
    front(w)
    wait_until(lambda: w.stack.currentWidget() is w.signin and w.signin.users.count() > 0, 10000, "the sign-in")
    w.signin.select(dealer)
    d = TableDriver(w)
    d.type(STAFF[dealer][1])
    d.enter()
    wait_until(lambda: w.ctx.user is not None and w.ctx.user.name == dealer, 10000, f"{dealer} signed in")
    screen = w.shift_open
    wait_until(lambda: w.stack.currentWidget() is screen and screen.opener.isVisible() and screen.opener.edits,
               10000, "the opener fields")
    assert {v: e.text() for v, e in screen.opener.edits.items()} == {10000: "20", 500: "40"}  # the group's par
    w.ctx.dialogs.expect("credentials", cred("Boris"))
    screen.open_button.click()
    wait_until(lambda: w.stack.currentWidget() is w.table and w.table.update_ is not None, 10000, "the table")
    return KeyboardDealer(front(w))


def plain_round(k: KeyboardDealer, n: int) -> None:
    if n == 0:
        k.bet(1, "10")
    else:
        k.same_bets()
    k.close_bets()
    k.entry("P")
    k.entry("D", DEALER)
    k.entry("C", HANDS[n % len(HANDS)])
    assert not k.t.info.settlement.pending_approvals
    k.confirm_round()


def held_round(k: KeyboardDealer) -> int:
    k.bet(1, "500")
    k.close_bets()
    k.entry("P")
    k.entry("D", DEALER)
    k.entry("C", "as ks qs js ts")
    assert k.t.info.settlement.pending_approvals
    return int(k.t.update_.round_id)


def podium_row(podium: Any, lst: Any, text: str) -> int:
    wait_until(lambda: any(text in lst.item(i).text() for i in range(lst.count())), 20000, f"{text} at the podium")
    return next(i for i in range(lst.count()) if text in lst.item(i).text())


def podium_key(podium: Any, lst: Any, row: int, key: Qt.Key, mods: Qt.KeyboardModifier) -> Any:
    podium.activateWindow()
    wait_until(podium.isActiveWindow, 5000, "the podium active")
    lst.setFocus()
    lst.setCurrentRow(row)
    pump(10)
    QTest.keyClick(lst, key, mods)
    wait_until(lambda: podium.dialog is not None and podium.dialog.isVisible(), 5000, "the podium's dialog")
    return podium.dialog


def sign_at_podium(podium: Any, d: Any, pin: str, reason: str = "", *, signer: str | None = None) -> None:
    if signer is not None:  # the arrow keys in the signer box
        d.user_box.setFocus()
        for _ in range(d.user_box.count()):
            if d.user_box.currentData() == signer:
                break
            QTest.keyClick(d.user_box, Qt.Key.Key_Down)
        assert d.user_box.currentData() == signer
    if reason:  # (QTest types Latin letters only)
        QTest.keyClicks(d.reason_edit, reason)
    d.pin_edit.setFocus()
    QTest.keyClicks(d.pin_edit, pin)
    QTest.keyClick(d.pin_edit, Qt.Key.Key_Return)


def fill_at(podium: Any, w: Any, t: str) -> None:
    """The dealer asks for the fill; the podium signs it (Alt+S); the cage takes it over at the table (F4)."""
    asked: list[Any] = []
    w.ctx.run(lambda b: b.count.request_slip(b.session, b.shift_id, "fill", FILL), asked.append)
    wait_until(lambda: bool(asked), 10000, "the fill asked for")
    number = asked[0].number
    row = podium_row(podium, podium.slip_list, t)
    assert podium.slip_rows[row].slip.number == number
    d = podium_key(podium, podium.slip_list, row, Qt.Key.Key_S, Qt.KeyboardModifier.AltModifier)
    if t == "RP-1":
        sign_at_podium(podium, d, "000000")
        wait_until(lambda: WRONG in d.problem.text(), 10000, "the wrong PIN in the same dialog")
        assert podium.dialog is d and d.pin_edit.text() == ""
    sign_at_podium(podium, d, STAFF["Boris"][1])
    wait_until(lambda: podium.dialog is None, 10000, "the fill signed")
    dialogs = w.ctx.dialogs  # F4 finds the slip waiting for the cage: finish it
    dialogs.expect("confirm", True)
    dialogs.expect("credentials", cred("Carl"))
    td = front(w)
    td.key(td.table.key_for("F4"))
    wait_until(lambda: dialogs.pending == 0 and not w.ctx.worker.busy, 10000, "the cage")
    got: list[Any] = []
    w.ctx.run(lambda b: b.count.slip(number), got.append)
    wait_until(lambda: bool(got), 10000, "the slip")
    assert (got[0].status, got[0].signed_by, got[0].received_by) == ("received", "Boris", "Carl")


def close_at(w: Any, t: str) -> int:
    """F10: the closer counted, a pit boss confirming it; the shift's id."""
    shift = int(w.ctx.shift.shift_id)
    dialogs = w.ctx.dialogs
    dialogs.expect("confirm", True)
    dialogs.expect("tray_count", CLOSER[t])
    dialogs.expect("credentials", cred("Boris"))
    dialogs.expect("report_ready")
    td = front(w)
    td.key(Qt.Key.Key_F10)
    wait_until(lambda: dialogs.pending == 0 and not w.ctx.worker.busy, 60000, f"{t} closed")
    return shift


def pdf_text(path: Path) -> str:
    return flat(" ".join(p.extract_text() for p in PdfReader(str(path)).pages))


def flat(text: str) -> str:
    """Spaces as pypdf reads them (the money formatter's no-break spaces are plain ones there)."""
    return " ".join(text.replace("\xa0", " ").replace("\u202f", " ").split())


@pytest.fixture
def floor(pg_server: str, tmp_path: Path) -> Iterator[tuple[str, dict[str | None, str]]]:
    with fresh_database(pg_server, floor=True) as url:
        make_floor(url, tmp_path)
        with station_logins(url, [*TABLES, None], tmp_path) as logins:
            yield url, logins


def test_the_casino_day_on_a_floor(qapp: Any, floor: tuple[str, dict[str | None, str]], tmp_path: Path) -> None:
    from ui.console.podium import PodiumWindow
    from ui.i18n import install

    url, logins = floor
    install(qapp, "ru")
    windows: dict[str, Any] = {}
    podium: Any = None
    try:
        podium = PodiumWindow(FloorView(logins[None], list(TABLES), hasher=cheap_hasher()), locale="ru_RU")
        podium.resize(1100, 800)
        podium.show()
        keys: dict[str, KeyboardDealer] = {}
        for t in TABLES:
            windows[t] = station(logins[t], t, tmp_path)
            keys[t] = open_shift(windows[t], DEALERS[t])
        held: dict[str, int] = {}
        for t in TABLES:
            k = keys[t]
            front(windows[t])
            for n in range(ROUNDS - 1):
                plain_round(k, n)
            held[t] = held_round(k)

        # RP-1's held payout: approved at the podium (Enter on the queue, Boris's PIN)
        row = podium_row(podium, podium.queue, f"RP-1 · раунд {ROUNDS}")
        d = podium_key(podium, podium.queue, row, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier)
        sign_at_podium(podium, d, STAFF["Boris"][1])
        wait_until(lambda: podium.dialog is None, 10000, "the approval signed")
        t1 = keys["RP-1"]
        wait_until(lambda: not t1.t.info.settlement.pending_approvals, 20000, "the approval at RP-1")
        front(windows["RP-1"])
        assert t1.confirm_round() == ROUNDS

        # RP-2's: refused at the podium (Alt+R, a reason), then ruled there
        row = podium_row(podium, podium.queue, f"RP-2 · раунд {ROUNDS}")
        d = podium_key(podium, podium.queue, row, Qt.Key.Key_R, Qt.KeyboardModifier.AltModifier)
        sign_at_podium(podium, d, STAFF["Petra"][1], "the player disputes the bet", signer="Petra")
        wait_until(lambda: podium.dialog is None, 10000, "the refusal signed")
        t2 = keys["RP-2"]
        wait_until(lambda: "Petra" in t2.next_text(), 20000, "the refusal at RP-2")
        # the ruling, by the podium's own login (FloorView.rule; its window has no ruling form yet)
        podium.view.rule("RP-2", held["RP-2"], 1, 9_000_00, "the house pays the payout cap", "Petra", STAFF["Petra"][1])
        wait_until(lambda: not t2.t.info.settlement.pending_approvals, 20000, "the ruling at RP-2")
        front(windows["RP-2"])
        assert t2.confirm_round() == ROUNDS

        # a fill at each table, asked for by the dealer, signed at the podium (RP-1: a wrong PIN first)
        for t in TABLES:
            fill_at(podium, windows[t], t)
        # the closers (F10), a pit boss confirming each
        shifts = {t: close_at(windows[t], t) for t in TABLES}
        # the count room's drop, then each shift's report from its real PDF
        for t in TABLES:
            with DealerServices.open(logins[None], table=t, station="count-room", hasher=cheap_hasher()) as s:
                rita = s.users.co_sign("Rita", STAFF["Rita"][1], Permission.ENTER_DROP, purpose="drop",
                                       shift_id=shifts[t])
                s.count.enter_drop(rita, shifts[t], DROP)
                view = s.count.view(shifts[t])
            assert (view.fills, view.drop_amount, view.variance) == (FILL[10000] * 10000, DROP, 0)
            assert view.computed == sum(r.result for r in view.rounds) and view.win == view.computed
            out = tmp_path / f"{t}.pdf"
            assert cli(report_main, ["--db", logins[None], "--table", t, "--shift", str(shifts[t]), "--out",
                                     str(out), "--lang", "ru", "--locale", "ru_RU", "--quiet"]) == 0
            text = pdf_text(out)
            m = Money("EUR", "ru_RU")  # the report's own formatter: the figures are the store's
            for figure in (f"Результат казино {m(view.computed)}", f"Пополнения (филлы) {m(view.fills)}",
                           f"Дроп {m(view.drop_amount)} (подсчитан)", f"Выигрыш стола {m(view.win, signed=True)}",
                           f"Расчётный результат раундов {m(view.computed)}", f"Расхождение {m(0, signed=True)}",
                           f"пересчёт: {DEALERS[t]}, подтверждение: Boris", f"Стол {t}"):
                assert flat(figure) in text, (figure, text[:2500])
            if t == "RP-2":  # the ruling: its figure, with the computed one beside it
                assert view.rounds[-1].corrected and "решений пит- босса: 1" in text
        assert audit_main(["verify", "--db", url]) == 0
    finally:
        if podium is not None:
            close_window(podium)
        for w in windows.values():
            close_window(w)
        install(qapp, "en")
