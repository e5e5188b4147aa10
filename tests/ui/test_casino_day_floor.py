"""The casino day on a PostgreSQL floor (issue 23): two stations and the podium, in English and in Russian.

- ``floor init`` as the floor's owner; the people; two tables put in one table group whose
  chip set and house rules are set once (``floor group``, signed with a pit boss's PIN);
- each station and the podium on a login of its own (``floor add-station``);
- at each station (the real main window, real keys): the dealer signs in, the opener at the
  group's par confirmed by a pit boss, a few rounds typed at the table;
- a held payout at RP-1 approved at the podium (Enter on the queue, the PIN); one at RP-2
  refused at the podium (Alt+R, a reason), then ruled there with the keyboard (Alt+L, the
  amount, Tab, the reason, Ctrl+Enter, the PIN);
- a fill at each table asked for at the station (F4, the chips): it waits for a pit boss's
  signature, listed at the podium, which signs it (Alt+S; at RP-1 a wrong PIN first, shown in
  the same dialog); the station is told at once, and the cage then receives it at the table
  (F4 again, asking nothing else first);
- the closers (F10); the count room signs in at each station and counts the drop in its
  screen (Ctrl+D, the notes, Ctrl+Enter, the PIN); each shift report read from its real PDF
  (pypdf): its figures are the store's; and ``audit verify`` of the whole floor passes.
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
from dealer_app.services.count import SlipStatus
from dealer_app.services.floor_view import FloorView
from reports.cli import report_main
from reports.money import Money
from ui.devtools.driver import TableDriver, pump, wait_until
from ui.kit.dialogs import Credentials, ScriptedDialogService
from ui.kit.qt import QApplication, Qt, QTest

pytestmark = [pytest.mark.floor, pytest.mark.subprocess, pytest.mark.slow]  # the report: a child

TABLES = ("RP-1", "RP-2")
DEALERS = {"RP-1": "Anna", "RP-2": "Dana"}
STAFF = {**PEOPLE, "Carl": ("cage", "777777"), "Rita": ("count_room", "888888")}
CHIPS = [{"value": 10000, "colour": "#222222", "name": "black", "par": 20},
         {"value": 500, "colour": "#1f8a3b", "name": "green", "par": 40}]
HOUSE = {"jackpot_contribution_percent": 0}
DEALER = "jc jd 9s 6h 2c"  # a pair of jacks: the dealer always has a game
HANDS = ("qh qs qd 8c 4h", "ah kd 7c 5s 3d", "2h 2d 3s 4c 5h", "ac ad 8d 7h 3c", "kh ks 4d 4s 9h")
ROUNDS = 4  # per table, the held one included
FILL = {10000: 250}
OPENER = 20 * 10000 + 40 * 500
DROP = 5_000_00  # ten €500 notes
RULED = 9_000_00
WORDS: dict[str, dict[str, Any]] = {
    "ru": {"wrong": "Неверный ПИН-код (Boris): осталось попыток до блокировки: 4.", "round": "раунд",
           "locale": "ru_RU",
           "figures": ("Результат казино {computed}", "Пополнения (филлы) {fills}", "Дроп {drop} (подсчитан)",
                       "Выигрыш стола {win}", "Расчётный результат раундов {computed}", "Расхождение {zero}",
                       "пересчёт: {dealer}, подтверждение: Boris", "Стол {table}"),
           "ruled": "решений пит- босса: 1"},
    "en": {"wrong": "Wrong PIN for Boris: 4 attempts left before the lock-out.", "round": "round", "locale": "en_US",
           "figures": ("House result {computed}", "Fills {fills}", "Drop {drop} (counted)", "Win {win}",
                       "Computed house result {computed}", "Variance {zero}",
                       "counted by {dealer}, confirmed by Boris", "Table {table}"),
           "ruled": "1 ruled"},
}


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


def station(url: str, table: str, folder: Path, lang: str) -> Any:
    from ui.app import build_window

    w: Any = build_window(url, table=table, lang=lang, dialogs=ScriptedDialogService(), hasher=cheap_hasher(),
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
    wait_until(lambda: any(text in lst.item(i).text() for i in range(lst.count())), 20000,
               f"{text} at the podium: {[lst.item(i).text() for i in range(lst.count())]}")
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


def fill_at(podium: Any, w: Any, t: str, wrong: str) -> None:
    """The dealer asks for the fill (F4, the chips): it waits for a pit boss's signature, listed at the
    podium, which signs it (Alt+S); the cage takes it over at the table (F4 again)."""
    dialogs = w.ctx.dialogs
    dialogs.expect("tray_count", FILL)
    td = front(w)
    td.key(td.table.key_for("F4"))
    wait_until(lambda: dialogs.pending == 0 and not w.ctx.worker.busy, 10000, "the fill asked for")

    def waiting() -> Any:
        return next((p for p in podium.slip_rows if p.table == t and p.slip.status is SlipStatus.REQUESTED), None)

    wait_until(lambda: waiting() is not None, 20000, f"the fill of {t} waiting at the podium")
    asked = waiting().slip
    assert (asked.requested_by, asked.total, asked.signed_by) == (DEALERS[t], FILL[10000] * 10000, None)
    assert str(asked.number) in w.table.top.saved.text()  # the station says it waits for the podium
    row = podium.slip_rows.index(waiting())
    d = podium_key(podium, podium.slip_list, row, Qt.Key.Key_S, Qt.KeyboardModifier.AltModifier)
    if t == "RP-1":
        sign_at_podium(podium, d, "000000")
        wait_until(lambda: wrong in d.problem.text(), 10000, "the wrong PIN in the same dialog")
        assert podium.dialog is d and d.pin_edit.text() == ""
    sign_at_podium(podium, d, STAFF["Boris"][1])
    wait_until(lambda: podium.dialog is None, 10000, "the fill signed")
    # the station is told at once (no key there); F4 then hands the slip to the cage without asking again
    wait_until(lambda: asked.number in w.table.watch.slips_signed and "Boris" in w.table.watch.slip_notice, 20000,
               f"the signature told at {t}")
    dialogs.expect("credentials", cred("Carl"))
    td = front(w)
    td.key(td.table.key_for("F4"))
    wait_until(lambda: dialogs.pending == 0 and not w.ctx.worker.busy, 10000, "the cage")
    got: list[Any] = []
    w.ctx.run(lambda b: b.count.slip(asked.number), got.append)
    wait_until(lambda: bool(got), 10000, "the slip")
    assert (got[0].status, got[0].signed_by, got[0].received_by) == (SlipStatus.RECEIVED, "Boris", "Carl")


def rule_at_podium(podium: Any, row: int) -> None:
    """Alt+L on the refused round: the ruling form, the amount, Tab, the reason, Ctrl+Enter, the PIN."""
    podium.activateWindow()
    wait_until(podium.isActiveWindow, 5000, "the podium active")
    podium.queue.setFocus()
    podium.queue.setCurrentRow(row)
    pump(10)
    QTest.keyClick(podium.queue, Qt.Key.Key_L, Qt.KeyboardModifier.AltModifier)
    form = podium.ruling
    wait_until(lambda: form.isVisible() and form.amount.hasFocus(), 5000, "the ruling form")
    assert form.box.currentData() == 1
    QTest.keyClicks(form.amount, str(RULED // 100))
    QTest.keyClick(form.amount, Qt.Key.Key_Tab)
    assert form.reason.hasFocus()
    QTest.keyClick(form.reason, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)  # no reason: one line, no PIN
    assert form.problem.text() and podium.dialog is None
    # the form fits the window beside the queue it answers
    assert form.geometry().bottom() <= podium.height() and podium.queue.height() >= 40
    QTest.keyClicks(form.reason, "the house pays the payout cap")
    QTest.keyClick(form.reason, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    wait_until(lambda: podium.dialog is not None and podium.dialog.isVisible(), 5000, "the ruling's signature")
    sign_at_podium(podium, podium.dialog, STAFF["Petra"][1], signer="Petra")
    wait_until(lambda: podium.dialog is None and not form.isVisible(), 10000, "the ruling signed")


def drop_at(w: Any, shift: int) -> None:
    """The count room signs in at the station; Ctrl+D, ten €500 notes, Ctrl+Enter and the PIN."""
    from ui.console.access import Section

    front(w)
    wait_until(lambda: w.stack.currentWidget() is w.signin and w.signin.users.count() > 0, 10000, "the sign-in")
    w.signin.select("Rita")
    d = TableDriver(w)
    d.type(STAFF["Rita"][1])
    d.enter()
    wait_until(lambda: w.stack.currentWidget() is w.console, 10000, "the count room's screen")
    drop = w.console.pages[Section.DROP]
    d.key(Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    wait_until(lambda: w.console.current is Section.DROP and drop.current is not None and not drop.loading
               and drop.current.shift.id == shift and 50_000 in drop.note_edits, 10000, "the shift in the drop screen")
    assert not drop.current.drop_counted
    drop.table.setFocus()
    while QApplication.focusWidget() is not drop.note_edits[50_000]:
        d.key(Qt.Key.Key_Tab)
        assert QApplication.focusWidget() in drop.note_edits.values()
    d.type(str(DROP // 50_000))
    w.ctx.dialogs.expect("credentials", cred("Rita"))
    d.key(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    wait_until(lambda: w.ctx.dialogs.pending == 0 and not w.ctx.worker.busy and not drop.loading
               and drop.current is not None and drop.current.drop_counted, 10000, "the drop signed")


def close_at(w: Any, house_result: int) -> int:
    """F10: the closer counted, a pit boss confirming it; the shift's id. The tray at the close: the
    opener + the fill + the house's result − the drop."""
    shift = int(w.ctx.shift.shift_id)
    tray = OPENER + FILL[10000] * 10000 + house_result - DROP
    assert tray > 0 and tray % 500 == 0
    dialogs = w.ctx.dialogs
    dialogs.expect("confirm", True)
    dialogs.expect("tray_count", {10000: tray // 10000, 500: tray % 10000 // 500})
    dialogs.expect("credentials", cred("Boris"))
    dialogs.expect("report_ready")
    front(w)
    td = TableDriver(w, timeout_ms=60000)  # the close writes the shift report in a child process
    td.key(Qt.Key.Key_F10)
    wait_until(lambda: dialogs.pending == 0 and not w.ctx.worker.busy, 60000, "the shift closed")
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


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_casino_day_on_a_floor(qapp: Any, floor: tuple[str, dict[str | None, str]], tmp_path: Path,
                                   lang: str) -> None:
    from ui.console.podium import PodiumWindow
    from ui.i18n import install

    url, logins = floor
    words = WORDS[lang]
    install(qapp, lang)
    windows: dict[str, Any] = {}
    podium: Any = None
    try:
        podium = PodiumWindow(FloorView(logins[None], list(TABLES), hasher=cheap_hasher()), locale=words["locale"])
        podium.resize(1100, 800)
        podium.show()
        keys: dict[str, KeyboardDealer] = {}
        for t in TABLES:
            windows[t] = station(logins[t], t, tmp_path, lang)
            keys[t] = open_shift(windows[t], DEALERS[t])
        held: dict[str, int] = {}
        for t in TABLES:
            k = keys[t]
            front(windows[t])
            for n in range(ROUNDS - 1):
                plain_round(k, n)
            held[t] = held_round(k)

        # RP-1's held payout: approved at the podium (Enter on the queue, Boris's PIN)
        row = podium_row(podium, podium.queue, f"RP-1 · {words['round']} {ROUNDS}")
        d = podium_key(podium, podium.queue, row, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier)
        sign_at_podium(podium, d, STAFF["Boris"][1])
        wait_until(lambda: podium.dialog is None, 10000, "the approval signed")
        t1 = keys["RP-1"]
        wait_until(lambda: not t1.t.info.settlement.pending_approvals, 20000, "the approval at RP-1")
        front(windows["RP-1"])
        assert t1.confirm_round() == ROUNDS

        # RP-2's: refused at the podium (Alt+R, a reason), then ruled there
        row = podium_row(podium, podium.queue, f"RP-2 · {words['round']} {ROUNDS}")
        d = podium_key(podium, podium.queue, row, Qt.Key.Key_R, Qt.KeyboardModifier.AltModifier)
        sign_at_podium(podium, d, STAFF["Petra"][1], "the player disputes the bet", signer="Petra")
        wait_until(lambda: podium.dialog is None, 10000, "the refusal signed")
        t2 = keys["RP-2"]
        wait_until(lambda: "Petra" in t2.next_text(), 20000, "the refusal at RP-2")
        # the ruling, at the podium with the keyboard
        rule_at_podium(podium, podium_row(podium, podium.queue, f"RP-2 · {words['round']} {ROUNDS}"))
        wait_until(lambda: not t2.t.info.settlement.pending_approvals, 20000, "the ruling at RP-2")
        front(windows["RP-2"])
        assert t2.confirm_round() == ROUNDS

        # a fill at each table, asked for by the dealer, signed at the podium (RP-1: a wrong PIN first)
        for t in TABLES:
            fill_at(podium, windows[t], t, words["wrong"])
        # the closers (F10), a pit boss confirming each; the count room's drop in its screen at the station
        rows = {r.table: r for r in podium.view.overview()}
        shifts = {t: close_at(windows[t], rows[t].house_result) for t in TABLES}
        for t in TABLES:
            drop_at(windows[t], shifts[t])
        # each shift's report from its real PDF
        for t in TABLES:
            with DealerServices.open(logins[None], table=t, station="count-room", hasher=cheap_hasher()) as s:
                view = s.count.view(shifts[t])
            assert (view.fills, view.drop_amount, view.variance) == (FILL[10000] * 10000, DROP, 0)
            assert view.computed == sum(r.result for r in view.rounds) and view.win == view.computed
            out = tmp_path / f"{t}.pdf"
            assert cli(report_main, ["--db", logins[None], "--table", t, "--shift", str(shifts[t]), "--out",
                                     str(out), "--lang", lang, "--locale", words["locale"], "--quiet"]) == 0
            text = pdf_text(out)
            m = Money("EUR", words["locale"])  # the report's own formatter: the figures are the store's
            assert view.drop is not None and view.drop.by == "Rita"
            for line in words["figures"]:
                figure = line.format(computed=m(view.computed), fills=m(view.fills), drop=m(view.drop_amount),
                                     win=m(view.win, signed=True), zero=m(0, signed=True), dealer=DEALERS[t], table=t)
                assert flat(figure) in text, (figure, text[:2500])
            if t == "RP-2":  # the ruling: its figure, with the computed one beside it
                assert view.rounds[-1].corrected and words["ruled"] in text
        assert audit_main(["verify", "--db", url]) == 0
    finally:
        if podium is not None:
            close_window(podium)
        for w in windows.values():
            close_window(w)
        install(qapp, "en")
