"""A casino day, end to end, with real keys, in English and in Russian, on SQLite (issue 23).

One station, the real main window, real key events into whatever has the focus:

- the first run: the casino, table "RP-1", the currency, the chip set (signed with the
  administrator's PIN) and the people (dealer, two pit bosses, the cage, the count room);
- the dealer's opener at the tray's par, confirmed by a pit boss;
- a buy-in, then 20 rounds at the keyboard: 18 plain ones, a held payout approved and one
  refused and ruled, both by a pit boss at the table (F6) without signing the dealer out;
- a fill and a credit, each with one wrong PIN first (the same dialog asks again);
- a late paper round entered with ``dealer-app rounds enter-late`` (in-process);
- the closer (F10) and the shift report; the drop in the count room's own screen;
- the shift report again, read from the real PDF with pypdf.

Every step is checked as it goes; at the end ``audit verify`` passes and the report's
figures are the store's (the figures of record of the count view and the round rows).
The modal dialogs (PINs, the tray counts) answer through ``ScriptedDialogService``, as in
the other window tests; their real keys are tested in ``test_slip_pin_dialog.py``.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import io
import json
from pathlib import Path
from typing import Any

import pytest
from gui_support import close_window, make_window
from keyboard_dealer import KeyboardDealer
from pypdf import PdfReader

import dealer_main
from dealer_app.cli.store import audit_main
from dealer_app.money_text import money_text
from dealer_app.services import DealerServices
from dealer_app.store.records import EntryKind
from dealer_app.table_count import inventory_total
from rules.cards import parse_cards
from rules.poker.record import Decision
from rules.poker.table import CloseBets, DealerCards, Decide, FinalCards, PlaceBet
from ui.console import Section
from ui.devtools.driver import TableDriver, wait_until
from ui.kit.dialogs import Credentials, ScriptedDialogService
from ui.kit.qt import QApplication, Qt, QTest

# name -> (role, PIN, Down presses in the first run's role box: dealer, pit boss, trainee, admin, cage, count room)
PEOPLE = {"Admin": ("admin", "111111", 0), "Anna": ("dealer", "222222", 0), "Boris": ("pit_boss", "333333", 1),
          "Petra": ("pit_boss", "555555", 1), "Carl": ("cage", "777777", 4), "Rita": ("count_room", "888888", 5)}
DEALER = "jc jd 9s 6h 2c"  # a pair of jacks: the dealer always has a game
HANDS = ("qh qs qd 8c 4h", "ah kd 7c 5s 3d", "2h 2d 3s 4c 5h", "ac ad 8d 7h 3c", "kh ks 4d 4s 9h", "th 9h 8h 7h 5h")
PLAIN_ROUNDS = 18
FILL, CREDIT = {10000: 250}, {10000: 10}  # the held payouts need a fill; the spare chips go back
WORDS = {
    "en": {"wrong": "Wrong PIN for Boris: 4 attempts left before the lock-out.", "currency": "EUR"},
    "ru": {"wrong": "Неверный ПИН-код (Boris): осталось попыток до блокировки: 4.", "currency": "RUB"},
}


def cred(name: str, reason: str = "", *, pin: str | None = None, refused: bool = False) -> Credentials:
    return Credentials(name, PEOPLE[name][1] if pin is None else pin, reason, refused=refused)


def key(w: Any, k: Qt.Key, mods: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(QApplication.focusWidget() or w, k, mods)
    w.ctx.worker.drain()
    QApplication.processEvents()


def idle(w: Any, what: str) -> None:
    wait_until(lambda: w.ctx.dialogs.pending == 0 and not w.ctx.worker.busy, 20000, what)
    TableDriver(w).settle()


def first_run(w: Any, currency: str) -> None:
    fr = w.first_run
    d = TableDriver(w)
    wait_until(lambda: fr.defaults_loaded, 10000, "the first run")
    for text, tabs in (("Casino Neva", 1), ("RP-1", 1), (currency, 1), ("Admin", 1), (PEOPLE["Admin"][1], 1)):
        if text in ("RP-1", currency):  # over the default offered
            d.key(Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        d.type(text)
        for _ in range(tabs):
            d.key(Qt.Key.Key_Tab)
    d.type(PEOPLE["Admin"][1])
    assert fr.currency.currentText() == currency
    d.enter()
    wait_until(lambda: fr.steps.currentIndex() == 1, 20000, "the chip-set step")
    assert fr.chip_editor.rows[0].value.hasFocus()
    for row, last in ((("100", "#222222", "black", "20"), False), (("5", "#1f8a3b", "green", "20"), True)):
        for i, text in enumerate(row):
            d.type(text)
            if i < 3:
                d.key(Qt.Key.Key_Tab)
        if not last:
            d.enter()  # Enter in the par starts the next row
    d.key(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert fr.chips_pin.hasFocus(), fr.problem.text()
    d.type(PEOPLE["Admin"][1])
    d.enter()
    wait_until(lambda: fr.steps.currentIndex() == 2, 10000, "the people step")
    for name, (_role, pin, downs) in PEOPLE.items():
        if name == "Admin":
            continue
        assert fr.user_name.hasFocus()
        d.type(name)
        d.key(Qt.Key.Key_Tab)
        for _ in range(downs):
            d.key(Qt.Key.Key_Down)
        d.key(Qt.Key.Key_Tab)
        d.type(pin)
        d.enter()
        wait_until(lambda n=name: fr.people.count() > 0 and fr.people.item(fr.people.count() - 1).text().startswith(n),
                   10000, f"{name} added")
    d.key(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)


def sign_in(w: Any, name: str) -> None:
    wait_until(lambda: w.stack.currentWidget() is w.signin and w.signin.users.count() > 0, 10000, "the sign-in screen")
    w.signin.select(name)
    d = TableDriver(w)
    d.type(PEOPLE[name][1])
    d.enter()
    wait_until(lambda: w.ctx.user is not None and w.ctx.user.name == name, 10000, f"{name} signed in")


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


def held(k: KeyboardDealer) -> None:
    k.bet(1, "500")
    k.close_bets()
    k.entry("P")
    k.entry("D", DEALER)
    k.entry("C", "as ks qs js ts")
    assert k.t.info.settlement.pending_approvals


def console_page(w: Any, section: Section) -> Any:
    return w.console.pages[section]


def pit_boss_visit(w: Any, name: str) -> None:
    """F6 at the table and the pit boss's PIN: the console over the live table."""
    w.ctx.dialogs.expect("credentials", cred(name))
    key(w, Qt.Key.Key_F6)
    wait_until(lambda: w.stack.currentWidget() is w.console, 10000, "the console over the table")
    assert w.ctx.user.name == name and w.ctx.backend.session.user.name == "Anna"
    page = console_page(w, Section.APPROVALS)
    wait_until(lambda: page.current is not None, 10000, "the held round in the approvals")
    # the keyboard is on the page at once, on every visit (a box card once took the window's activation)
    assert w.isActiveWindow() and (w.focusWidget() is page or page.isAncestorOf(w.focusWidget()))


def back_to_the_table(w: Any) -> None:
    key(w, Qt.Key.Key_F6)
    wait_until(lambda: w.stack.currentWidget() is w.table and w.ctx.user.name == "Anna", 10000, "the table again")
    wait_until(lambda: not w.table.info.settlement.pending_approvals, 10000, "the payout released at the table")


def services(db: Path) -> DealerServices:
    from gui_support import cheap_hasher

    return DealerServices.open(db, record_startup=False, readonly=True, hasher=cheap_hasher())


def run_cli(argv: list[str], stdin: str = "") -> tuple[int, str]:
    import sys

    out = io.StringIO()
    old = sys.stdin
    sys.stdin = io.StringIO(stdin)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
            code = dealer_main.main(argv)
    finally:
        sys.stdin = old
    return code, out.getvalue()


def paper_round_file(path: Path, played_at: dt.datetime) -> None:
    steps = [PlaceBet(1, 2_000), CloseBets(), Decide(1, Decision.BET), DealerCards(parse_cards(DEALER)),
             FinalCards(1, parse_cards("qh qs qd 8c 4h"))]
    path.write_text(json.dumps({"played_at": played_at.isoformat(timespec="seconds"), "note": "paper sheet 1",
                                "dealer": "Anna", "steps": [s.to_json() for s in steps]}), encoding="utf-8")


def pdf_text(path: Path) -> str:
    return " ".join(" ".join(p.extract_text() for p in PdfReader(str(path)).pages).split())


@pytest.mark.subprocess  # closing prints the shift report through the dealer-app report child
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_casino_day_end_to_end(qapp: Any, tmp_path: Path, lang: str) -> None:
    db = tmp_path / "casino.db"
    dialogs = ScriptedDialogService()
    w = make_window(db, lang=lang, dialogs=dialogs)
    try:
        # -- the first run, then the dealer's opener at par, confirmed by a pit boss ------------
        first_run(w, WORDS[lang]["currency"])
        sign_in(w, "Anna")
        screen = w.shift_open
        wait_until(lambda: screen.opener.isVisible() and screen.opener.edits, 10000, "the opener fields")
        assert {v: e.text() for v, e in screen.opener.edits.items()} == {10000: "20", 500: "20"}
        dialogs.expect("credentials", cred("Boris"))
        assert QApplication.focusWidget() is screen.open_button, QApplication.focusWidget()
        d = TableDriver(w)
        d.enter()  # the opener as proposed: Enter opens the shift
        wait_until(lambda: w.stack.currentWidget() is w.table and w.table.update_ is not None, 10000, "the table")
        opened = dt.datetime.now(dt.UTC)
        d.settle()
        w.activateWindow()
        wait_until(w.isActiveWindow, 5000, "the window active")
        k = KeyboardDealer(d)
        # -- a buy-in: €500 cash at seat 1 --------------------------------------------------
        dialogs.expect("ask_text", "500 1")
        dialogs.expect("inform")
        d.key(d.table.key_for("F3"))
        idle(w, "the buy-in")
        # -- rounds, with a fill (a wrong PIN first) half-way ----------------------------------
        for n in range(PLAIN_ROUNDS):
            if n == PLAIN_ROUNDS // 2:
                dialogs.expect("tray_count", FILL)
                dialogs.expect("credentials", cred("Boris", pin="000000"))
                dialogs.expect("credentials", cred("Boris"))
                dialogs.expect("credentials", cred("Carl"))
                d.key(d.table.key_for("F4"))
                idle(w, "the fill")
                assert WORDS[lang]["wrong"] in dialogs.calls[-2][2], dialogs.calls[-2]
            plain_round(k, n)
        # -- a held payout, approved by a pit boss at the table (F6) ------------------------
        held(k)
        before = (w.table.update_.round_id, w.table.update_.steps)
        pit_boss_visit(w, "Boris")
        dialogs.expect("credentials", cred("Boris"))
        key(w, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
        idle(w, "the approval")
        back_to_the_table(w)
        assert (w.table.update_.round_id, w.table.update_.steps) == before
        k.confirm_round()
        # -- a held payout refused, then ruled by a pit boss at the table -----------------------
        held(k)
        pit_boss_visit(w, "Petra")
        page = console_page(w, Section.APPROVALS)
        dialogs.expect("credentials", cred("Petra", "the player disputes the cap"))
        key(w, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
        idle(w, "the refusal")
        wait_until(lambda: page.current is not None and page.current.refused, 10000, "the refusal shown")
        key(w, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
        assert page.ruling.isVisible() and page.ruling.amount.hasFocus()
        QTest.keyClicks(page.ruling.amount, "9000")
        key(w, Qt.Key.Key_Tab)
        assert page.ruling.reason.hasFocus()
        QTest.keyClicks(page.ruling.reason, "the floor pays the plate less the disputed bonus")
        dialogs.expect("credentials", cred("Petra"))
        key(w, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
        idle(w, "the ruling")
        back_to_the_table(w)
        k.confirm_round()
        # -- a credit, a wrong PIN first -------------------------------------------------
        dialogs.expect("tray_count", CREDIT)
        dialogs.expect("credentials", cred("Boris", pin="000000"))
        dialogs.expect("credentials", cred("Boris"))
        dialogs.expect("credentials", cred("Carl"))
        d.key(d.table.key_for("F4"), Qt.KeyboardModifier.ShiftModifier)
        idle(w, "the credit")
        assert WORDS[lang]["wrong"] in dialogs.calls[-2][2], dialogs.calls[-2]
        # -- a late paper round, entered with the command (twice: the second enters nothing) ---
        paper = tmp_path / "paper.json"
        paper_round_file(paper, opened)
        argv = ["rounds", "enter-late", "--db", str(db), "--file", str(paper), "--by", "Boris", "--pin-stdin"]
        code, out = run_cli(argv, PEOPLE["Boris"][1] + "\n")
        assert code == 0 and "entered late" in out, out
        code, out = run_cli(argv, PEOPLE["Boris"][1] + "\n")
        assert code == 0 and "already entered" in out, out
        with services(db) as s:
            shift = s.shifts.latest()
            assert shift is not None and shift.table_name == "RP-1"
            rows = [r for r in s.store.rounds(shift.id) if r.voided_seq is None]
            view = s.count.view(shift.id)
        assert len([r for r in rows if r.settled_seq is not None]) == PLAIN_ROUNDS + 3
        assert (view.fills, view.credits, view.estimated_drop) == (inventory_total(FILL), inventory_total(CREDIT), 50_000)
        assert not view.pending_slips
        # -- the closer (F10): the tray as it should stand, confirmed by a pit boss; the report --
        tray = view.opener.count.total + view.fills - view.credits - view.estimated_drop + view.computed
        closer = {10000: tray // 10000, 500: tray % 10000 // 500}
        assert inventory_total(closer) == tray
        dialogs.expect("confirm", True)
        dialogs.expect("tray_count", closer)
        dialogs.expect("credentials", cred("Petra"))
        dialogs.expect("report_ready")
        d.key(d.table.key_for("F10"))
        wait_until(lambda: w.stack.currentWidget() is w.signin, 120000, "the shift to close")
        closing_report = Path(dialogs.calls[-1][2].splitlines()[-1])
        assert dialogs.calls[-1][0] == "report_ready" and closing_report.exists(), dialogs.calls[-1]
        # -- the count room signs in to its own screen and counts the drop box: one €500 note ----
        sign_in(w, "Rita")
        wait_until(lambda: w.stack.currentWidget() is w.console, 10000, "the count room's screen")
        drop = console_page(w, Section.DROP)
        wait_until(lambda: w.console.current is Section.DROP and drop.current is not None
                   and drop.current.shift.id == shift.id, 10000, "the closed shift in the drop screen")
        assert not drop.current.drop_counted
        drop.table.setFocus()
        key(w, Qt.Key.Key_Tab)  # into the notes, the largest first: Tab on to the note of the buy-in
        assert QApplication.focusWidget() is drop.note_edits[drop.info.notes[0]]
        while QApplication.focusWidget() is not drop.note_edits[50_000]:
            assert QApplication.focusWidget() in drop.note_edits.values()
            key(w, Qt.Key.Key_Tab)
        QTest.keyClicks(drop.note_edits[50_000], "1")
        dialogs.expect("credentials", cred("Rita"))
        key(w, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
        idle(w, "the drop signed")
        wait_until(lambda: not drop.loading and drop.current is not None and drop.current.drop_counted, 10000,
                   "the drop shown")
    finally:
        close_window(w)
        from ui import i18n

        i18n.install(qapp, "en")
    # -- the store: every round, the figures of record, the log's integrity -----------------------
    with services(db) as s:
        view = s.count.view(shift.id)
        rounds = [s.read.round(r.id) for r in s.store.rounds(shift.id) if r.voided_seq is None]
        late = [r for r in rounds if r.late is not None]
        rulings = s.store.entries_of_kind([EntryKind.FLOOR_RULING])
        approvals = s.store.entries_of_kind([EntryKind.APPROVED])
        assert s.provision.currency() == WORDS[lang]["currency"]
        money = money_text(s.provision.currency(), "ru_RU" if lang == "ru" else "en_GB")
        ids = {name: s.store.user_by_name(name).id for name in ("Boris", "Petra")}
    assert len(rounds) == PLAIN_ROUNDS + 3 and all(r.settled for r in rounds)
    assert [r.late.note for r in late] == ["paper sheet 1"]
    # what the pit bosses did at the table is logged under their names
    assert [e.actor for e in approvals] == [ids["Boris"]] and [e.actor for e in rulings] == [ids["Petra"]]
    assert rulings[0].payload["net"] == 900_000
    assert view.drop is not None and view.drop.amount == 50_000 and view.drop.by == "Rita"
    assert view.closer is not None and view.closer.count.total == tray and view.closer.confirmed_by == "Petra"
    assert view.win == view.computed == sum(r.effective_house_net for r in rounds) and view.variance == 0
    assert audit_main(["verify", "--db", str(db)]) == 0
    # -- the shift report, from the real PDF: the store's figures ------------------------------
    report = tmp_path / "shift.pdf"
    code, out = run_cli(["report", "--db", str(db), "--shift", str(shift.id), "--out", str(report), "--lang", lang,
                         "--quiet", "--read-only"])
    assert code == 0, out
    text = pdf_text(report).replace("\u00a0", " ").replace("\u202f", " ")
    assert "RP-1" in text and "Casino Neva" in text
    def shown(figure: int) -> str:
        return money.full(figure).replace("\u00a0", " ").replace("\u202f", " ")

    for figure in (view.win, view.drop.amount, view.fills, view.credits, view.computed, view.closer.count.total):
        assert shown(figure) in text, (figure, shown(figure))
    # the report printed at the close (before the drop was counted) has the same house result
    closing = pdf_text(closing_report).replace("\u00a0", " ").replace("\u202f", " ")
    assert "RP-1" in closing and shown(view.computed) in closing and shown(view.fills) in closing
