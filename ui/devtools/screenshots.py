"""``dealer-app screenshot --out DIR``: the main screens, rendered offscreen.

Everything happens on a temporary database, with temporary data and config
folders (the audit key included), never the user's: demo people are created
through the services, and demo rounds come from the engine's seeded
generator and are typed into the real window with the keyboard driver. Each
screen is saved at 1280×800 as a PNG, in each language asked for (Russian
files end in ``-ru``):

- ``00``: the first-run screen of a new station (casino, table, currency, the
  administrator; then the people who work the table);
- ``01``–``09``: the live table (start-up, sign-in, shift, a round with an
  error, the settlement, the buy-game step, a payout held, the lock);
- ``14``–``16``: a box's result as soon as its cards are in, a correction
  that asks first, a payout refused by a pit boss; ``18``: at no game, an
  insured box paid its Ante before its cards, its insurance still to come;
- ``17``, ``10``–``11``: the Russian Roulette tracker (F7): its set-up, then mid-hand with the Trigger
  moved and the next card to turn, then a showdown with a split pot
  (:mod:`ui.devtools.roulette_demo`);
- ``12``–``13``: trainee mode, a drill's feedback on a planted mistake and the
  progress charts of a trainee with a week of sessions (:mod:`ui.devtools.training_demo`);
  ``34``–``36``: naming hands, counting chips, and the instructor's view of the trainees;
- ``20``–``31``: the pit boss console on a demo floor of its own
  (:func:`ui.devtools.console_screenshots.render_console`).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeAlias

if TYPE_CHECKING:
    from dealer_app.auth.passwords import PinHasher
    from rules.poker import HouseRules, Step
    from rules.poker.generator import GeneratedRound, GeneratorKnobs
    from rules.poker.table import RoundState
    from ui.kit.qt import QWidget
    from ui.roulette.screen import RouletteTrackerScreen
    from ui.shell.main_window import MainWindow

__all__ = ["main"]

DEMO_PEOPLE = {"Admin": ("admin", "111111"), "Anna Petrova": ("dealer", "222222"), "Boris Ivanov": ("pit_boss", "333333"),
               "Tanya Lebedeva": ("trainee", "666666")}
SIZE = (1280, 800)
Look: TypeAlias = "Callable[[QWidget, str], None]"
"""Called with the window and the screen's name each time a screen is rendered (the text checks)."""


class _Args(argparse.Namespace):
    out: Path
    lang: str
    seed: int


def _parse(argv: Sequence[str]) -> _Args:
    from dealer_app.cli.scaffold import UsageParser

    p = UsageParser(prog="dealer-app screenshot", description="Render the desktop app's main screens to PNG files.")
    p.add_argument("--out", type=Path, required=True, help="folder for the PNG files (created if missing)")
    p.add_argument("--lang", choices=("en", "ru", "both"), default="both", help="language(s) to render (default: both)")
    p.add_argument("--seed", type=int, default=20240601, help="first seed for the demo rounds")
    return p.parse_args(list(argv), namespace=_Args())


def _cheap_hasher() -> PinHasher:
    from dealer_app.auth.passwords import PinHasher

    return PinHasher(time_cost=1, memory_cost=8, parallelism=1)  # demo PINs on a throw-away database


def _find_round(house: HouseRules, first_seed: int, knobs: GeneratorKnobs,
                want: Callable[[GeneratedRound], int | None], jackpot: int = 0,
                tries: int = 4000) -> tuple[GeneratedRound, int]:
    """The first generated round (from ``first_seed``) for which ``want(round)`` gives
    a step index (how far to enter it), with that index."""
    from rules.poker.generator import generate_round

    for seed in range(first_seed, first_seed + tries):
        g = generate_round(seed, house, knobs, jackpot=jackpot)
        at = want(g)
        if at is not None:
            return g, at
    raise RuntimeError("no demo round found for a screenshot; widen the search")


def _replay_until(house: HouseRules, steps: Sequence[Step], jackpot: int,
                  stop: Callable[[RoundState], bool]) -> int | None:
    from rules.poker.table import RoundState

    state = RoundState.new(house, jackpot)
    for i, s in enumerate(steps):
        if stop(state):
            return i
        state = state.apply(s)
    return len(steps) if stop(state) else None


def render(out: Path, lang: str, seed: int, *, size: tuple[int, int] = SIZE, look: Look | None = None) -> list[Path]:
    from dealer_app.services.rounds import required_approvals
    from rules.cards import parse_cards
    from rules.poker.generator import GeneratorKnobs
    from rules.poker.table import FinalCards, Phase, RoundState
    from ui.devtools.driver import TableDriver, dispose, pump, wait_until
    from ui.kit.dialogs import Credentials, LookingDialogService, ScriptedDialogService
    from ui.kit.qt import QCoreApplication, Qt
    from ui.table.backend import Backend

    written: list[Path] = []
    work = Path(tempfile.mkdtemp(prefix="dealer-screens-"))
    db = work / "demo.db"
    b = Backend(db, hasher=_cheap_hasher(), station="screenshots")
    b.open()
    b.create_first_admin("Admin", DEMO_PEOPLE["Admin"][1])
    for name, (role, pin) in DEMO_PEOPLE.items():
        if role != "admin":
            b.add_user(name, role, pin)
    b.sign_out()
    b.sign_in("Boris Ivanov", DEMO_PEOPLE["Boris Ivanov"][1])
    assert b.session is not None  # sign_in raises rather than leave nobody signed in
    b.meter.adjust(b.session, 2_500_000, "demo float")
    b.sign_out()
    from ui.devtools.training_demo import seed_progress

    b.sign_in("Tanya Lebedeva", DEMO_PEOPLE["Tanya Lebedeva"][1])
    assert b.services is not None and b.session is not None
    seed_progress(b.services, b.session, days=6, seed=seed % 1000 + 1)
    b.sign_out()
    b.close()

    from ui.app import build_window

    def shot(window: QWidget, name: str) -> None:
        pump(30)
        if look is not None:
            look(window, name)
        path = out / f"{name}.png"
        window.grab().save(str(path))
        written.append(path)

    dialogs = ScriptedDialogService(lenient=True) if look is None else LookingDialogService(look)
    w = build_window(db, lang=lang, dialogs=dialogs, hasher=_cheap_hasher(), settings_path=work / "ui-settings.json",
                          table="Table 3")
    w.resize(*size)
    w.show()
    try:
        wait_until(lambda: w.startup.report is not None, 30000, "start-up checks")
        suffix = "" if lang == "en" else f"-{lang}"
        w.stack.setCurrentWidget(w.startup)
        shot(w, f"01-startup-checks{suffix}")
        wait_until(lambda: w.signin.users.count() > 0, 10000, "sign-in")
        w.stack.setCurrentWidget(w.signin)
        w.signin.select("Anna Petrova")
        shot(w, f"02-sign-in{suffix}")
        d = TableDriver(w)
        d.type(DEMO_PEOPLE["Anna Petrova"][1])
        d.enter()
        wait_until(lambda: w.stack.currentWidget() is w.shift_open and w.shift_open.profile.count() > 0, 10000, "shift")
        pump(50)
        shot(w, f"03-shift-start{suffix}")
        w.shift_open.open_button.click()
        wait_until(lambda: w.stack.currentWidget() is w.table and w.table.update_ is not None, 10000, "table")
        d.settle()
        house = w.ctx.house
        assert house is not None
        meter = w.table.view.on_screen.meter

        # 1. a round mid-entry with an error shown: bets placed, a duplicate card typed
        def mid(g: GeneratedRound) -> int | None:
            return _replay_until(house, g.steps, meter, lambda st: st.phase is Phase.SHOWDOWN
                                 and sum(1 for v in st.boxes() if v.final_cards is not None) >= 1
                                 and any(v.final_cards is None for v in st.boxes()))

        g, at = _find_round(house, seed, GeneratorKnobs(box_played=900, bonus=500, insurance=900, strong_hand=300), mid, meter)
        d.steps(g.steps[:at])
        state = w.table.view.live
        shown_cards = next(v.final_cards for v in state.boxes() if v.final_cards is not None)
        todo = next(s for s in g.steps[at:] if isinstance(s, FinalCards))
        d.box(todo.box)
        d.key(ord("C"))
        typed = [*todo.cards[:3], shown_cards[0]]
        d.field(" ".join(str(c).lower() for c in typed), submit=False)
        shot(w, f"04-round-mid-entry-error{suffix}")
        d.escape()
        # each box's result as soon as its cards are in
        shot(w, f"14-result-as-cards-come-in{suffix}")
        d.steps(g.steps[at:])
        shot(w, f"05-settlement{suffix}")
        # a change of a complete entry asks first, naming it: the dealer's last card misread
        dealer_cards = list(w.table.view.live.record.dealer_cards or ())
        used = w.table.view.live.used_cards()
        ranks = {str(c)[:-1] for c in dealer_cards[:4]}  # no new pair: the hand's verdict stays as it was
        other = next((c for c in parse_cards("2c 2d 2h 2s 3c 3d 3h 3s 4c 4d 4h 4s")
                      if c not in used and str(c)[:-1] not in ranks), None)
        if dealer_cards and other is not None:
            d.key(ord("D"))
            d.field(" ".join(str(c) for c in [*dealer_cards[:4], other]), submit=False)
            d.key(Qt.Key.Key_Return)  # not the driver's committing key: that one would answer yes
            if w.table.pending is not None:
                shot(w, f"15-correction-asks-first{suffix}")

            d.escape()
            if w.table.correcting:
                d.escape()
        d.enter()

        # 2. the buy-game step: the dealer has no game, a box bought, the card to take out named
        knobs = GeneratorKnobs(box_played=800, no_game=1000, buy_game=1000, redraw=1000)

        def buy(g: GeneratedRound) -> int | None:
            return _replay_until(house, g.steps, w.table.view.on_screen.meter,
                                 lambda st: st.phase is Phase.REPLACEMENT and not st.redraw_needed())

        g, at = _find_round(house, seed, knobs, buy, w.table.view.on_screen.meter)
        d.steps(g.steps[:at])
        d.key(ord("D"))
        shot(w, f"06-buy-game-step{suffix}")
        d.escape()
        rest = list(g.steps[at:])
        d.steps(rest[:1])
        if w.table.view.live.redraw_needed():
            shot(w, f"07-same-rank-redraw{suffix}")
        d.steps(rest[1:])
        d.enter()
        d.settle()

        # an insured box that took the Ante at no game: paid at once, its insurance after its cards
        def insured(g: GeneratedRound) -> int | None:
            return _replay_until(house, g.steps, w.table.view.on_screen.meter,
                                 lambda st: any(r.pending for r in st.early_results().values()))

        g, at = _find_round(house, seed, GeneratorKnobs(box_played=800, no_game=1000, buy_game=0, insurance=1000,
                                                         strong_hand=1000), insured, w.table.view.on_screen.meter)
        d.steps(g.steps[:at])
        shot(w, f"18-insurance-after-its-cards{suffix}")
        d.steps(g.steps[at:])
        d.enter()
        d.settle()

        # the Russian Roulette tracker (F7 at the table, between two rounds), on the same shift
        _roulette(w, shot, suffix, seed)
        d.settle()

        # 3. the settlement panel with a payout held for a pit boss (capped)
        threshold = w.ctx.approval_threshold or 1_000_000

        def held(g: GeneratedRound) -> int | None:
            st = RoundState.replay(house, g.steps, w.table.view.on_screen.meter)
            s = st.settlement()
            if s is None:
                return None
            items = required_approvals(s, threshold)
            capped = any(bx.capped for bx in s.boxes)
            return len(g.steps) if items and capped and len(s.boxes) >= 3 else None

        g, at = _find_round(house, seed, GeneratorKnobs(box_played=800, strong_hand=1000, max_ante=800,
                                                         double_combination=600), held, w.table.view.on_screen.meter)
        d.steps(g.steps)
        shot(w, f"08-settlement-approval-pending{suffix}")
        # the pit boss refuses, with a reason: the dealer's screen says so and what to do
        boss = "Boris Ivanov"
        why = "пересчитайте стопку на боксе 1" if lang == "ru" else "recount the stack on box 1"  # what a pit boss types
        dialogs.expect("credentials", Credentials(boss, DEMO_PEOPLE[boss][1], why, refused=True))
        d.enter()
        shot(w, f"16-refused-by-pit-boss{suffix}")

        # 4. the station locked
        w.lock(QCoreApplication.translate("MainWindow", "Locked after %n minute(s) without input.", None, 5))
        shot(w, f"09-locked{suffix}")
        w.on_lock_screen_unlocked()

        # 5. trainee mode: a drill's feedback, then the progress charts
        w.sign_out()
        _training(w, shot, suffix, seed)
    finally:
        if isinstance(dialogs, LookingDialogService):
            dialogs.stop()  # what a window says while it shuts down is no screen of the app
        w.shutdown()
        dispose(w)
    return written


def _roulette(w: MainWindow, shot: Callable[[QWidget, str], None], suffix: str, seed: int) -> None:
    """The tracker mid-hand (the Trigger moved, the next card to turn named), then a split pot."""
    from ui.devtools.driver import pump, wait_until
    from ui.devtools.roulette_demo import TrackerDriver, find_hand, split_pot, trigger_moved_mid_hand
    from ui.roulette.view import Mode

    w.show_roulette()
    screen = w.roulette
    if w.stack.currentWidget() is not screen:
        raise RuntimeError("F7 did not open the Russian Roulette tracker")
    wait_until(lambda: screen.update_ is not None and not screen.saving, 20000, "the tracker")
    shot(w, f"17-roulette-setup{suffix}")
    hand = find_hand(seed, lambda h: split_pot(h) and trigger_moved_mid_hand(h))
    driver = TrackerDriver(screen, hand)
    driver.deal()

    def mid_hand(sc: RouletteTrackerScreen) -> bool:
        st = sc.state
        return (sc.mode is Mode.BET and st is not None and st.round >= 3 and st.trigger != st.setup.trigger
                and st.next_card_to_turn() is not None)

    driver.run(stop=mid_hand)
    if not mid_hand(screen):
        raise RuntimeError("the demo hand never reached the mid-hand screen")
    shot(w, f"10-roulette-mid-hand{suffix}")
    driver.run()
    if screen.mode is not Mode.RESULT or screen.work.currentWidget() is not screen.result_panel:
        raise RuntimeError("the demo hand's result is not shown")
    shot(w, f"11-roulette-split-pot{suffix}")
    before = screen.acks
    screen.record_hand()
    wait_until(lambda: screen.acks > before and not screen.saving, 20000, "the hand recorded")
    screen.go_back()
    pump(10)


def _training(w: MainWindow, shot: Callable[[QWidget, str], None], suffix: str, seed: int) -> None:
    """A trainee's practice drill with the feedback on a planted mistake, then their progress."""
    from dealer_app.training import Level
    from ui.devtools.driver import pump, wait_until
    from ui.devtools.training_demo import fill_answer, planted_mistake, right_figures
    from ui.kit.qt import Qt, QTest
    from ui.training.setup_page import TrainingMode

    wait_until(lambda: w.stack.currentWidget() is w.signin and w.signin.users.count() > 0, 10000, "sign-in")
    w.signin.select("Tanya Lebedeva")
    QTest.keyClicks(w.signin.pin, DEMO_PEOPLE["Tanya Lebedeva"][1])
    QTest.keyClick(w.signin.pin, Qt.Key.Key_Return)
    screen = w.training
    wait_until(lambda: w.stack.currentWidget() is screen and screen.home is not None
               and screen.stack.currentWidget() is screen.setup, 20000, "the training levels")
    screen.seeds = lambda: seed
    now = [1000.0]
    screen.clock = lambda: now[0]  # a trainee's pace: each box takes a few seconds
    screen.setup.select_level(Level.INSURANCE)
    screen.setup.set_mode(TrainingMode.PRACTICE)
    screen.setup.practice_rounds.setValue(4)
    screen.setup.start.click()
    wait_until(lambda: screen.stack.currentWidget() is screen.drill and screen.session is not None, 20000, "the drill")
    drill = screen.drill
    session = screen.session
    assert session is not None

    def answer(figures: dict[str, Any], seconds: float) -> None:
        pump(5)  # the form's layout shows its new rows on the next turn of the event loop
        assert session.current is not None
        fill_answer(drill.form, session.current, figures)
        now[0] += seconds
        drill.on_form_submitted()
        if drill.stack.currentWidget() is not drill.feedback:
            raise RuntimeError("the drill gave no feedback: " + drill.form.problem.text())

    task = session.current
    planted = planted_mistake(session.drill, task) if task is not None else None
    while task is not None and planted is None:
        answer(right_figures(task), 8.6)
        drill.on_feedback_continued()
        task = session.current
        planted = planted_mistake(session.drill, task) if task is not None else None
    if planted is None:
        raise RuntimeError("no box of the demo drill shows a single-rule mistake")
    _kind, figures = planted
    answer(figures, 11.3)
    shot(w, f"12-training-drill-feedback{suffix}")
    pace = iter((9.1, 7.4, 8.2, 10.6, 6.9, 7.7, 8.8, 6.4, 7.1, 9.5, 6.2, 7.3))
    drill.on_feedback_continued()
    while session.current is not None:  # the rest of the drill answered right, at a trainee's pace
        answer(right_figures(session.current), next(pace, 8.0))
        drill.on_feedback_continued()
    wait_until(lambda: screen.stack.currentWidget() is screen.summary, 20000, "the summary")
    wait_until(lambda: not w.ctx.worker.busy, 20000, "the result saved")
    screen.top.progress.click()
    wait_until(lambda: screen.stack.currentWidget() is screen.progress and screen.progress.data is not None
               and not w.ctx.worker.busy, 20000, "the progress")
    pump(20)
    shot(w, f"13-training-progress{suffix}")
    _skill_drills(w, shot, suffix)
    w.sign_out()
    _trainees(w, shot, suffix)


def _skill_drills(w: MainWindow, shot: Callable[[QWidget, str], None], suffix: str) -> None:
    """Naming hands (one named a step too high, its verdict shown) and chips (a bet's stacks counted wrong)."""
    from ui.devtools.driver import pump, wait_until
    from ui.kit.qt import Qt, QTest
    from ui.training.setup_page import TrainingMode

    screen = w.training
    screen.show_levels()
    screen.setup.set_mode(TrainingMode.HANDS)
    screen.setup.hand_rounds.setValue(2)
    screen.setup.start.click()
    wait_until(lambda: screen.stack.currentWidget() is screen.hands and screen.hands.current is not None, 20000,
               "the hands drill")
    hands = screen.hands
    q = hands.current
    assert q is not None
    key = Qt.Key.Key_R if q.hand1.value + 1 == 10 else getattr(Qt.Key, f"Key_{min(q.hand1.value + 1, 9)}")
    QTest.keyClick(hands, key)
    if q.asks_hand2:
        QTest.keyClick(hands, Qt.Key.Key_N)
    QTest.keyClick(hands, Qt.Key.Key_Return)
    pump(10)
    shot(w, f"34-training-name-the-hand{suffix}")
    QTest.keyClick(hands, Qt.Key.Key_Escape)
    wait_until(lambda: not w.ctx.worker.busy, 20000, "the hands saved")
    QTest.keyClick(hands, Qt.Key.Key_Return)
    screen.setup.set_mode(TrainingMode.CHIPS)
    screen.setup.chip_count.setValue(3)
    screen.setup.start.click()
    chips = screen.chips
    wait_until(lambda: screen.stack.currentWidget() is chips and chips.current is not None, 20000, "the chips drill")
    assert chips.current is not None
    QTest.keyClicks(chips.amount, chips.money.minor_to_major_text(chips.current.amount + 500))
    QTest.keyClick(chips.amount, Qt.Key.Key_Return)
    pump(10)
    shot(w, f"35-training-chips{suffix}")
    QTest.keyClick(chips, Qt.Key.Key_Escape)
    wait_until(lambda: not w.ctx.worker.busy, 20000, "the chips saved")
    QTest.keyClick(chips, Qt.Key.Key_Return)


def _trainees(w: MainWindow, shot: Callable[[QWidget, str], None], suffix: str) -> None:
    """The instructor's view: a pit boss presses F7 in the console."""
    from ui.devtools.driver import pump, wait_until
    from ui.kit.qt import Qt, QTest

    wait_until(lambda: w.stack.currentWidget() is w.signin and w.signin.users.count() > 0, 10000, "sign-in")
    w.signin.select("Boris Ivanov")
    QTest.keyClicks(w.signin.pin, DEMO_PEOPLE["Boris Ivanov"][1])
    QTest.keyClick(w.signin.pin, Qt.Key.Key_Return)
    wait_until(lambda: w.stack.currentWidget() is w.console and not w.ctx.worker.busy, 20000, "the console")
    w.console.on_f7()
    page = w.training.instructor
    wait_until(lambda: w.training.stack.currentWidget() is page and page.overview is not None
               and not w.ctx.worker.busy, 20000, "the trainees")
    pump(20)
    shot(w, f"36-training-trainees{suffix}")
    page.close_requested.emit()
    w.sign_out()


def render_first_run(out: Path, lang: str, *, size: tuple[int, int] = SIZE, look: Look | None = None) -> list[Path]:
    """``00``: the first-run screen on a new database: the casino, the table, the currency
    and the administrator filled in; then the chip-set step with the house's chips typed
    (``00a``); then the people step with two people added."""
    from functools import partial

    from ui.app import build_window
    from ui.devtools.driver import TableDriver, dispose, pump, wait_until
    from ui.kit.dialogs import LookingDialogService, ScriptedDialogService

    suffix = "" if lang == "en" else f"-{lang}"
    work = Path(tempfile.mkdtemp(prefix="dealer-first-run-"))
    dialogs = ScriptedDialogService(lenient=True) if look is None else LookingDialogService(look)
    w = build_window(work / "new.db", lang=lang, dialogs=dialogs,
                          hasher=_cheap_hasher(), settings_path=work / "ui-settings.json")
    w.resize(*size)
    w.show()
    written: list[Path] = []

    def shot(name: str) -> None:
        pump(30)
        if look is not None:
            look(w, name + suffix)
        path = out / f"{name}{suffix}.png"
        w.grab().save(str(path))
        written.append(path)

    try:
        fr = w.first_run
        wait_until(lambda: w.stack.currentWidget() is fr and bool(fr.currency.currentText()), 30000, "the first run")
        d = TableDriver(w)

        def added(name: str) -> bool:
            return bool(fr.people.count() > 0 and fr.people.item(fr.people.count() - 1).text().startswith(name))

        for widget, text in ((fr.casino, "Casino Neva"), (fr.table_name, "Russian Poker 3"),
                             (fr.admin_name, "Maria Petrova"), (fr.admin_pin, "482613"), (fr.admin_pin2, "482613")):
            widget.setFocus()
            widget.selectAll()
            d.type(text)
        fr.currency.setCurrentText("RUB")
        fr.casino.setFocus()
        shot("00-first-run")
        fr.admin_pin2.setFocus()
        d.enter()
        wait_until(lambda: fr.steps.currentIndex() == 1, 30000, "the chip-set step")
        colours = dict(fr.chip_editor.colour_hexes())  # the floor's names, in the app's language
        for i, (value, colour, name, par) in enumerate((("5000", "#222222", "", "20"), ("1000", "#1565c0", "", "40"),
                                                        ("500", "#c62828", "", "60"), ("100", "#1f8a3b", "", "100"))):
            row = fr.chip_editor.rows[i] if i < len(fr.chip_editor.rows) else fr.chip_editor.add_row()
            assert row is not None
            for field, text in ((row.value, value), (row.par, par)):
                field.setFocus()
                pump(5)
                d.type(text)
            row.colour.setCurrentIndex(row.colour.findData(colour))
            row.name.setText(name or colours[colour])  # not typed: the driver types ASCII only
        fr.chips_pin.setFocus()
        d.type("482613")
        shot("00a-first-run-chips")
        d.enter()
        wait_until(lambda: fr.steps.currentIndex() == 2, 30000, "the people step")
        for name, role, pin in (("Anna Petrova", 0, "222222"), ("Boris Ivanov", 1, "333333")):
            fr.user_name.setFocus()
            d.type(name)
            fr.user_role.setCurrentIndex(role)
            fr.user_pin.setFocus()
            d.type(pin)
            d.enter()
            wait_until(partial(added, name), 30000, "a person added")
        fr.user_name.setFocus()
        d.type("Tanya Lebedeva")
        fr.user_role.setCurrentIndex(2)
        shot("00b-first-run-people")
    finally:
        w.shutdown()
        dispose(w)
    return written


def main(argv: Sequence[str]) -> int:
    args = _parse(argv)
    out: Path = args.out
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        print(f"dealer-app screenshot: cannot create {out}: {exc.strerror or exc}", file=sys.stderr)
        return 1
    # a throw-away home for the database, its audit key and the station settings
    scratch = Path(tempfile.mkdtemp(prefix="dealer-screens-home-"))
    os.environ["DEALER_APP_DATA_DIR"] = str(scratch / "data")
    os.environ["DEALER_APP_CONFIG_DIR"] = str(scratch / "config")
    from ui.kit.qt import QApplication

    if QApplication.instance() is None:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    app = QApplication.instance() or QApplication(["dealer-app screenshot"])
    del app
    from ui.devtools.console_screenshots import render_console

    langs = ("en", "ru") if args.lang == "both" else (args.lang,)
    written: list[Path] = []
    for lang in langs:
        written += render_first_run(out, lang)
        written += render(out, lang, args.seed)
        written += render_console(out, lang, args.seed)
    for p in written:
        print(p)
    print(f"dealer-app screenshot: {len(written)} screens in {out}", file=sys.stderr)
    return 0
