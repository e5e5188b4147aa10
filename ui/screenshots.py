"""``dealer-app screenshot --out DIR``: the main screens, rendered offscreen.

Everything happens on a temporary database, with temporary data and config
folders (the audit key included), never the user's: demo people are created
through the services, and demo rounds come from the engine's seeded
generator and are typed into the real window with the keyboard driver. Each
screen is saved at 1280×800 as a PNG.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

__all__ = ["main"]

DEMO_PEOPLE = {"Admin": ("admin", "1111"), "Anna Petrova": ("dealer", "2222"), "Boris Ivanov": ("pit_boss", "3333")}
SIZE = (1280, 800)


def _parse(argv: Sequence[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="dealer-app screenshot", description="Render the desktop app's main screens to PNG files.")
    p.add_argument("--out", type=Path, required=True, help="folder for the PNG files (created if missing)")
    p.add_argument("--lang", choices=("en", "ru", "both"), default="both", help="language(s) to render (default: both)")
    p.add_argument("--seed", type=int, default=20240601, help="first seed for the demo rounds")
    return p.parse_args(list(argv))


def _cheap_hasher() -> Any:
    from dealer_app.auth.passwords import PinHasher

    return PinHasher(time_cost=1, memory_cost=8, parallelism=1)  # demo PINs on a throw-away database


def _find_round(house: Any, first_seed: int, knobs: Any, want: Callable[[Any], int | None], jackpot: int = 0,
                tries: int = 4000) -> tuple[Any, int]:
    """The first generated round (from ``first_seed``) for which ``want(round)`` gives
    a step index (how far to enter it), with that index."""
    from rules.poker.generator import generate_round

    for seed in range(first_seed, first_seed + tries):
        g = generate_round(seed, house, knobs, jackpot=jackpot)
        at = want(g)
        if at is not None:
            return g, at
    raise RuntimeError("no demo round found for a screenshot; widen the search")


def _replay_until(house: Any, steps: Sequence[Any], jackpot: int, stop: Callable[[Any], bool]) -> int | None:
    from rules.poker.table import RoundState

    state = RoundState.new(house, jackpot)
    for i, s in enumerate(steps):
        if stop(state):
            return i
        state = state.apply(s)
    return len(steps) if stop(state) else None


def render(out: Path, lang: str, seed: int) -> list[Path]:
    from dealer_app.services.rounds import required_approvals
    from rules.poker.generator import GeneratorKnobs
    from rules.poker.table import FinalCards, Phase, RoundState
    from ui.backend import Backend
    from ui.dialogs import ScriptedDialogService
    from ui.driver import TableDriver, pump, wait_until
    from ui.qt import QApplication, QCoreApplication

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
    boss = b.users.sign_in("Boris Ivanov", DEMO_PEOPLE["Boris Ivanov"][1])
    b.meter.adjust(boss, 2_500_000, "demo float")
    b.sign_out()
    b.close()

    from ui.app import build_window

    def shot(window: Any, name: str) -> None:
        pump(30)
        path = out / f"{name}.png"
        window.grab().save(str(path))
        written.append(path)

    dialogs = ScriptedDialogService(lenient=True)
    w: Any = build_window(db, lang=lang, dialogs=dialogs, hasher=_cheap_hasher(), settings_path=work / "ui-settings.json",
                          table="Table 3")
    w.resize(*SIZE)
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
        meter = w.table.update_.meter

        # 1. a round mid-entry with an error shown: bets placed, a duplicate card typed
        def mid(g: Any) -> int | None:
            return _replay_until(house, g.steps, meter, lambda st: st.phase is Phase.SHOWDOWN
                                 and sum(1 for v in st.boxes() if v.final_cards is not None) >= 1
                                 and any(v.final_cards is None for v in st.boxes()))

        g, at = _find_round(house, seed, GeneratorKnobs(box_played=900, bonus=500, insurance=900, strong_hand=300), mid, meter)
        d.steps(g.steps[:at])
        state = w.table.state
        shown = next(v for v in state.boxes() if v.final_cards is not None)
        todo = next(s for s in g.steps[at:] if isinstance(s, FinalCards))
        d.box(todo.box)
        d.key(ord("C"))
        typed = [*todo.cards[:3], shown.final_cards[0]]
        d.field(" ".join(str(c).lower() for c in typed), submit=False)
        shot(w, f"04-round-mid-entry-error{suffix}")
        d.escape()
        d.steps(g.steps[at:])
        shot(w, f"05-settlement{suffix}")
        d.enter()

        # 2. the buy-game step: the dealer has no game, a box bought, the card to take out named
        knobs = GeneratorKnobs(box_played=800, no_game=1000, buy_game=1000, redraw=1000)

        def buy(g: Any) -> int | None:
            return _replay_until(house, g.steps, w.table.update_.meter,
                                 lambda st: st.phase is Phase.REPLACEMENT and not st.redraw_needed())

        g, at = _find_round(house, seed, knobs, buy, w.table.update_.meter)
        d.steps(g.steps[:at])
        d.key(ord("D"))
        shot(w, f"06-buy-game-step{suffix}")
        d.escape()
        rest = list(g.steps[at:])
        d.steps(rest[:1])
        if w.table.state.redraw_needed():
            shot(w, f"07-same-rank-redraw{suffix}")
        d.steps(rest[1:])
        d.enter()

        # 3. the settlement panel with a payout held for a pit boss (capped)
        threshold = w.ctx.approval_threshold or 1_000_000

        def held(g: Any) -> int | None:
            st = RoundState.replay(house, g.steps, w.table.update_.meter)
            s = st.settlement()
            if s is None:
                return None
            items = required_approvals(s.to_json(), house.to_mapping(), threshold)
            capped = any(bx.capped for bx in s.boxes)
            return len(g.steps) if items and capped and len(s.boxes) >= 3 else None

        g, at = _find_round(house, seed, GeneratorKnobs(box_played=800, strong_hand=1000, max_ante=800,
                                                         double_combination=600), held, w.table.update_.meter)
        d.steps(g.steps)
        shot(w, f"08-settlement-approval-pending{suffix}")

        # 4. the station locked
        w.lock(QCoreApplication.translate("MainWindow", "Locked after %1 minute(s) without input.").replace("%1", "5"))
        shot(w, f"09-locked{suffix}")
        w.on_lock_screen_unlocked()
    finally:
        w.shutdown()
        w.close()
        w.deleteLater()
        QApplication.processEvents()
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
    from ui.qt import QApplication

    if QApplication.instance() is None:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    app = QApplication.instance() or QApplication(["dealer-app screenshot"])
    del app
    langs = ("en", "ru") if args.lang == "both" else (args.lang,)
    written: list[Path] = []
    for lang in langs:
        written += render(out, lang, args.seed)
    for p in written:
        print(p)
    print(f"dealer-app screenshot: {len(written)} screens in {out}", file=sys.stderr)
    return 0
