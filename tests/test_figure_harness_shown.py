"""The differential harness of the figure of record, as a person and a program see it
(issue 22). Over generated shifts, each played with real keys into the real main window,
every money figure is compared with the record of what is owed
(:mod:`dealer_app.services.owed`) as another station reads it from the store:

* the dealer's screen, read through Qt's accessibility layer (what a screen reader reads)
  after every complete round and after each decision a pit boss makes at another
  station: approvals, refusals, floor rulings, the dealer's corrections (undo and
  re-enter), voids and rulings after settlement;
* the shift report and the round slips, as PDFs the command line writes, read with pypdf;
* what the command line prints: ``audit verify``'s ruling lines and ``export``'s rounds;
* on the floor, the pit podium's table overview.

In English and in Russian, on a SQLite file (the pit boss at a second station on the same
file) and on a real PostgreSQL floor (two stations; decisions pushed to the dealer's
screen). The counts of scenarios and figures compared are printed and asserted."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from io import BytesIO
from pathlib import Path
from typing import Any

import pytest
from cli_support import run_main
from gui_support import PEOPLE, cheap_hasher, close_window
from pg_server import fresh_database
from pypdf import PdfReader

from dealer_app.audit.settlement_checks import required_approvals
from dealer_app.auth.roles import Permission
from dealer_app.services.owed import RoundOwed, Standing
from rules.poker.generator import GeneratorKnobs, generate_round
from rules.poker.settle import settle_round
from rules.poker.table import RoundState, Undo
from ui.devtools.driver import TableDriver, pump, wait_until
from ui.devtools.text_check import accessible_texts, unread_figures
from ui.kit.money import MoneyFormat
from ui.kit.qt import QCoreApplication
from ui.kit.text import tr_args
from ui.table.backend import Backend

KNOBS = GeneratorKnobs(box_played=300, jackpot_hit=150, strong_hand=500, max_ante=350, bonus=500, insurance=400, show_exchange=0)
ROUNDS = 4
TABLE = "T1"
THRESHOLD = 10_000
FIGURE = re.compile(r"[+\u2212-]?€[\d,]+(?:\.\d\d)?|[+\u2212-]?\d[\d\s\u00a0\u202f]*(?:,\d\d)?[\s\u00a0\u202f]€")


def _plain(text: str) -> str:
    return re.sub(r"[\s\u00a0\u202f]+", " ", text).strip()


class Tally:
    def __init__(self) -> None:
        self.scenarios = 0
        self.figures = 0
        self.by_kind: dict[str, int] = {}

    def same(self, kind: str, shown: object, record: object, where: str) -> None:
        assert shown == record, f"{where}: {kind} shows {shown!r}, the record says {record!r}"
        self.figures += 1
        self.by_kind[kind] = self.by_kind.get(kind, 0) + 1

    def within(self, kind: str, figure: str, text: str, where: str) -> None:
        assert _plain(figure) in _plain(text), f"{where}: {kind}: {figure!r} not in {text[:400]!r}"
        self.figures += 1
        self.by_kind[kind] = self.by_kind.get(kind, 0) + 1


# ----------------------------------------------------------------------------- the stores


@contextmanager
def _store(kind: str, tmp: Path, pg_server: Callable[[], str]) -> Iterator[tuple[str, list[str]]]:
    """The store's address and the command line's arguments for it."""
    if kind == "sqlite":
        db = tmp / "table.db"
        yield str(db), ["--db", str(db)]
    else:
        with fresh_database(pg_server(), floor=True) as url:
            yield url, ["--db", url, "--table", TABLE]


def _pit(db: str, kind: str) -> Backend:
    """The pit's station: its own services on the same store (on the floor, its own connection)."""
    b = Backend(db if kind == "floor" else Path(db), station="pit", hasher=cheap_hasher(), table=TABLE)
    b.open()
    return b


def _set_up(pit: Backend) -> None:
    pit.create_first_admin("Admin", PEOPLE["Admin"][1])
    for name, (role, pin) in PEOPLE.items():
        if name != "Admin":
            pit.add_user(name, role, pin)
    pit.sign_out()
    pit.settings.update(pit.users.co_sign("Admin", PEOPLE["Admin"][1], Permission.EDIT_SETTINGS, purpose="settings"),
                        approval_threshold=THRESHOLD)
    pit.house.save(pit.users.co_sign("Boris", PEOPLE["Boris"][1], Permission.EDIT_HOUSE_RULES, purpose="rules"),
                   "default", {"max_payout": 60_000, "jackpot_contribution_percent": 10})
    boss = pit.users.sign_in("Boris", PEOPLE["Boris"][1])
    pit.meter.adjust(boss, 300_000, "opening float")
    pit.users.sign_out()


def _sig(pit: Backend, who: str, perm: Permission, rid: int) -> Any:
    return pit.users.co_sign(who, PEOPLE[who][1], perm, purpose=perm.value, shift_id=None, round_id=rid)


def _record(pit: Backend, rid: int) -> RoundOwed:
    pit.rounds.forget(rid)  # what the dealer's station did is in the store: read it as it stands
    owed = pit.rounds.owed(rid)
    assert owed is not None
    return owed


def _held_round(first: int, state: Any) -> tuple[int, list[Any]]:
    """The first generated round from seed ``first`` on whose settlement holds a payout or a
    jackpot share for a pit boss (every way a pit boss decides is then played)."""
    for seed in range(first, first + 100):
        steps = list(generate_round(seed, state.house, KNOBS, jackpot=state.jackpot).steps)
        settlement = RoundState.replay(state.house, steps, state.jackpot).settlement()
        if settlement is not None and required_approvals(settlement, THRESHOLD):
            return seed, steps
    raise AssertionError(f"no held round from seed {first}")


# ----------------------------------------------------------------------------- the window


def _window(db: str, kind: str, lang: str, tmp: Path) -> Any:
    from ui.app import build_window
    from ui.kit.dialogs import ScriptedDialogService

    w: Any = build_window(db if kind == "floor" else Path(db), lang=lang, table=TABLE, dialogs=ScriptedDialogService(),
                          hasher=cheap_hasher(), settings_path=tmp / f"ui-{kind}-{lang}.json")
    w.resize(1280, 800)
    w.show()
    wait_until(lambda: w.startup.report is not None, 20000, "the start-up checks")
    wait_until(lambda: w.stack.currentWidget() is w.signin and w.signin.users.count() > 0, 10000, "sign-in")
    w.signin.select("Anna")
    d = TableDriver(w)
    d.type(PEOPLE["Anna"][1])
    d.enter()
    wait_until(lambda: w.stack.currentWidget() in (w.shift_open, w.table), 10000, "the shift screen")
    if w.stack.currentWidget() is w.shift_open:
        wait_until(lambda: w.shift_open.profile.count() > 0, 10000, "the profiles")
        w.shift_open.open_button.click()
    wait_until(lambda: w.stack.currentWidget() is w.table and w.table.update_ is not None, 10000, "the table")
    TableDriver(w).settle()
    return w


def _tr(context: str, text: str, *args: str) -> str:
    return tr_args(QCoreApplication.translate(context, text), *args)


def _screen_matches(t: Any, owed: RoundOwed, money: MoneyFormat) -> bool:
    info = t.info
    if info is None or info.settlement is None:
        return False
    for b in owed.boxes:
        spoken = " ".join(accessible_texts(t.settlement.row(b.box), depth=0))
        if _tr("BoxSettlementRow", "net %1", money(b.net, signed=True)) not in spoken:
            return False
        if b.ruled and b.decision is not None and b.decision.by not in spoken:
            return False
        if b.standing is Standing.APPROVED and b.decision is not None and b.decision.by not in spoken:
            return False
    return True


def _compare_screen(t: Any, owed: RoundOwed, money: MoneyFormat, tally: Tally, where: str) -> None:
    """Every figure of the settlement panel, read through accessibility, against the record."""
    for b in owed.boxes:
        row = t.settlement.row(b.box)
        spoken = " ".join(accessible_texts(row, depth=0))
        at = f"{where} box {b.box}"
        tally.within("screen net", _tr("BoxSettlementRow", "net %1", money(b.net, signed=True)), spoken, at)
        if b.pay > 0:
            tally.within("screen pay", _tr("BoxSettlementRow", "Pay %1 in chips:", money(b.pay)), spoken, at)
        else:
            assert _plain(_tr("BoxSettlementRow", "Pay %1 in chips:", "")).split()[0] not in _plain(spoken), at
        if b.ruled:
            word = "PAY" if b.now > 0 else "TAKE"
            if b.now:
                tally.within("screen ruled move", f"{_tr('BoxSettlementRow', word)} {money(abs(b.now))}", spoken, at)
            assert b.decision is not None
            tally.within("screen ruled by", b.decision.by, spoken, at)
        elif b.capped:
            tally.within("screen capped", _tr("BoxSettlementRow", "CAPPED: %1 withheld", money(b.capped)), spoken, at)
            if b.pay_capped:
                tally.within("screen capped pay", f"{_tr('BoxSettlementRow', 'PAY')} {money(b.pay_capped)}", spoken, at)
        co_signed = _plain(_tr("BoxSettlementRow", "✓ co-signed by %1", ""))
        assert (co_signed in _plain(spoken)) == (b.standing is Standing.APPROVED), (at, b.standing, spoken)
    summary = " ".join(accessible_texts(t.settlement.summary, depth=0))
    tally.within("screen house", money(owed.house_net, signed=True), summary, where)
    checked, missing = unread_figures(t, FIGURE)
    assert not missing, (where, missing)
    tally.figures += checked
    tally.by_kind["screen readable"] = tally.by_kind.get("screen readable", 0) + checked


# ----------------------------------------------------------------------------- one scenario


def _scenario(kind: str, lang: str, tmp: Path, pg_server: Callable[[], str], tally: Tally, base: int) -> None:
    import time

    from ui.i18n import install
    from ui.kit.qt import QApplication

    began = time.monotonic()
    tmp.mkdir(parents=True, exist_ok=True)
    with _store(kind, tmp, pg_server) as (db, argv):
        pit = _pit(db, kind)
        w = None
        try:
            _set_up(pit)
            w = _window(db, kind, lang, tmp)
            t = w.table
            if kind == "floor":
                wait_until(lambda: t.watch.hears_the_store, 5000, "the station listening to the floor")
            money = w.ctx.money
            d = TableDriver(w)
            records: dict[int, RoundOwed] = {}
            numbers: dict[int, int] = {}
            for n in range(ROUNDS):
                state = t.update_.state
                seed, steps = _held_round(base * 1000 + n * 100, state)
                d.steps(steps)
                rid = int(t.update_.round_id)
                where = f"{kind}/{lang} round {n + 1} (seed {seed})"
                owed = _record(pit, rid)
                wait_until(lambda owed=owed: _screen_matches(t, owed, money), 5000, where)
                _compare_screen(t, owed, money, tally, where)
                if owed.waiting:
                    way = n % 4
                    if way == 0:
                        pit.rounds.approve(_sig(pit, "Boris", Permission.APPROVE, rid), rid)
                    else:
                        pit.rounds.refuse(_sig(pit, "Petra", Permission.REFUSE, rid), rid, "recount")
                        wait_until(lambda: "Boris" not in t.next_bar.text.text() and "Petra" in t.next_bar.text.text(),
                                   5000, f"{where}: the refusal on the screen")
                        owed = _record(pit, rid)
                        _compare_screen(t, owed, money, tally, where + " refused")
                        if way == 1:
                            for b in owed.waiting:
                                pit.rounds.rule(_sig(pit, "Boris", Permission.RULE, rid), rid, b.box,
                                                b.computed_net - 1_000 * (1 + seed % 5), "floor ruling after a recount")
                        elif way == 2:
                            pit.rounds.approve(_sig(pit, "Boris", Permission.APPROVE, rid), rid)
                        else:  # the dealer corrects: the last entry undone and entered again, then approved
                            d.steps([Undo(), steps[-1]])
                            owed = _record(pit, rid)
                            wait_until(lambda owed=owed: _screen_matches(t, owed, money), 5000, where + " corrected")
                            _compare_screen(t, owed, money, tally, where + " corrected")
                            pit.rounds.approve(_sig(pit, "Boris", Permission.APPROVE, rid), rid)
                    owed = _record(pit, rid)
                    wait_until(lambda owed=owed: _screen_matches(t, owed, money), 5000, where + " decided")
                    _compare_screen(t, owed, money, tally, where + " decided")
                assert not owed.waiting
                d.enter()
                wait_until(lambda: t.update_.settled_number is not None, 10000, f"{where}: stored")
                numbers[rid] = int(t.update_.settled_number)
                stored = pit.services.read.round(rid).owed
                assert stored is not None
                for b in owed.boxes:
                    tally.same("stored net", stored.box(b.box).net, b.net, where)
                records[rid] = stored
            rids = sorted(records)
            # corrections after settlement: a void and a floor ruling, at the pit's station
            voided, ruled = rids[1], rids[3]
            boss = pit.users.sign_in("Boris", PEOPLE["Boris"][1])  # the meter topped up: a jackpot may have emptied it
            pit.meter.adjust(boss, 100_000, "float top-up")
            pit.users.sign_out()
            pit.rounds.void(_sig(pit, "Petra", Permission.VOID, voided), voided, "misdeal found on the replay")
            box = records[ruled].boxes[0].box
            pit.rounds.rule(_sig(pit, "Boris", Permission.RULE, ruled), ruled, box,
                            records[ruled].box(box).net + 700, "floor ruling after settlement")
            read = pit.services.read
            for rid in rids:
                records[rid] = read.round(rid).owed
            v = records[voided]
            assert v.void is not None
            wait_until(lambda: "Petra" in t.next_bar.text.text(), 5000, "the void on the dealer's screen")
            notice = " ".join(accessible_texts(t.next_bar.text, depth=0))
            for b in v.boxes:
                if b.net:
                    tally.within("void notice", money(abs(b.net)), notice, f"{kind}/{lang} void")
            played = time.monotonic()
            for printed in ("en", "ru"):  # the documents and the command line in both languages
                _files(argv, printed, records, numbers, voided, ruled, tmp / f"{kind}-{printed}", tally, kind)
            if kind == "floor":
                _podium(db, records, tally, lang)
            tally.scenarios += 1
            print(f"{kind}/{lang}: played in {played - began:.1f} s, files and podium in {time.monotonic() - played:.1f} s")
        finally:
            if w is not None:
                close_window(w)
            pit.close()
            install(QApplication.instance(), "en")


# ----------------------------------------------------------------------------- PDFs and the command line


def _pdf_text(path: Path) -> str:
    return _plain(" ".join(p.extract_text() or "" for p in PdfReader(BytesIO(path.read_bytes())).pages))


def _report_word(text: str, lang: str) -> str:
    from reports.words import Words

    return str(Words(lang)(text))


def _files(argv: list[str], lang: str, records: dict[int, RoundOwed], numbers: dict[int, int], voided: int,
           ruled: int, out: Path, tally: Tally, kind: str) -> None:
    from reports.money import Money

    out.mkdir(parents=True, exist_ok=True)
    locale = "ru_RU" if lang == "ru" else "en_GB"
    money = Money("EUR", locale)
    where = f"{kind}/{lang}"
    # the shift report: the house result that stands, and each round's standing figure
    report = out / "shift.pdf"
    ran = run_main("report", *argv, "--out", str(report), "--lang", lang, "--locale", locale)
    assert ran.returncode == 0, ran.err
    text = _pdf_text(report)
    total = sum(r.house_counts for r in records.values())
    tally.within("report house result", money(total), text, where)
    heading = text.rfind(_plain(_report_word("Round-by-round listing", lang)))
    assert heading > 0, text[:300]
    listing = text[heading:]
    for rid, r in records.items():
        # the listing's house result as the round stands; a voided round's computed one in its note
        shown = money(r.house_computed) if r.void is not None else money(r.house_counts)
        tally.within("report round figure", shown, listing, f"{where} round {numbers[rid]}")
    # the round slips of the ruled round and the voided one: each box's standing figure
    for rid in (ruled, voided):
        slip = out / f"round-{numbers[rid]}.pdf"
        ran = run_main("report", *argv, "--round", str(numbers[rid]), "--out", str(slip), "--lang", lang,
                       "--locale", locale)
        assert ran.returncode == 0, ran.err
        stext = _pdf_text(slip)
        for b in records[rid].boxes:
            tally.within("slip box figure", money(b.net, signed=True), stext, f"{where} round {numbers[rid]} box {b.box}")
    # audit verify: the rulings in force, in minor units, as the record stands
    ran = run_main("audit", "verify", *argv, "--lang", lang, "--jobs", "1")
    assert ran.returncode == 0, ran.out + ran.err
    ruling_line = re.compile(r"(?:round|раунд) (\d+),? (?:box|бокс) (\d+): (?:floor ruling|решение пит-босса) (.+?) \(")
    said: dict[tuple[int, int], int] = {}
    for line in ran.out.splitlines():  # a later ruling on a box replaces an earlier one
        m = ruling_line.search(line)
        if m:  # the amount in the house currency (two decimals), back to minor units
            amount = m.group(3)
            minor = int(re.sub(r"\D", "", amount))
            said[(int(m.group(1)), int(m.group(2)))] = -minor if re.search("[-\u2212]", amount) else minor
    for rid, r in records.items():
        for b in r.boxes:
            if b.ruled:
                tally.same("audit ruling", said.get((rid, b.box)), b.net, f"{where} round {rid} box {b.box}")
    if lang != "en":
        return  # export has no language
    # export: every settled round not voided, with the engine's figures the record starts from
    exported = out / "rounds.jsonl"
    ran = run_main("export", *argv, "--out", str(exported))
    assert ran.returncode == 0, ran.err
    lines = [json.loads(line) for line in exported.read_text(encoding="utf-8").splitlines() if line.strip()]
    assert len(lines) == len(records) - 1
    settled = {rid: r for rid, r in records.items() if rid != voided}
    for line, (rid, r) in zip(lines, sorted(settled.items()), strict=True):
        result = settle_round(line)
        for b in result.boxes:
            tally.same("export computed net", b.net, r.box(b.box).computed_net, f"{where} round {rid}")


def _podium(url: str, records: dict[int, RoundOwed], tally: Tally, lang: str) -> None:
    from dealer_app.services.floor_view import FloorView
    from ui.console.podium import PodiumWindow

    podium = PodiumWindow(FloorView(url, [TABLE], hasher=cheap_hasher()))
    podium.show()
    try:
        wait_until(lambda: podium.tables.rowCount() == 1, 10000, "the podium's tables")
        pump(5)
        money = MoneyFormat("EUR", podium.money_locale)
        total = sum(r.house_counts for r in records.values())
        cells = " ".join(accessible_texts(podium.tables, depth=3))
        tally.within("podium house result", money.full(total), cells, f"floor/{lang} podium")
        checked, missing = unread_figures(podium, FIGURE)
        assert not missing, missing
        tally.figures += checked
    finally:
        podium.shutdown()
        podium.close()
        podium.deleteLater()


@pytest.mark.slow
def test_every_figure_shown_printed_or_told_is_the_records(qapp: Any, tmp_path: Path, request: pytest.FixtureRequest,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DEALER_APP_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("DEALER_APP_DATA_DIR", str(tmp_path / "data"))
    tally = Tally()
    # the dealer's screen in English on the SQLite file and in Russian on the floor; the PDFs and
    # the command line in both languages on both
    scenarios = [("sqlite", "en", 1), ("floor", "ru", 2)]
    for kind, lang, base in scenarios:
        _scenario(kind, lang, tmp_path / f"{kind}-{lang}", lambda: str(request.getfixturevalue("pg_server")), tally,
                  base)
    print(f"figure harness (shown): {tally.scenarios} scenarios, {tally.figures} figures compared: "
          + ", ".join(f"{k} {n}" for k, n in sorted(tally.by_kind.items())))
    assert tally.scenarios == len(scenarios)
    assert tally.figures > 300
