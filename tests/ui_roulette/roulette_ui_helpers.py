"""Helpers for the Russian Roulette tracker tests: a real backend on a temporary
database (people, a shift opened by the dealer), the tracker screen on it, and
a driver that plays a recorded hand through the screen's widgets."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, TypeVar

from gui_support import cheap_hasher, flush_deletes

from rules.cards import parse_card
from rules.roulette import Action, ActionKind
from ui.devtools.driver import pump, wait_until
from ui.kit.context import AppContext
from ui.kit.dialogs import ScriptedDialogService
from ui.kit.qt import Qt, QTest, QWidget
from ui.kit.settings import UiSettings
from ui.roulette import RouletteTrackerScreen
from ui.roulette.jobs import RouletteJobs
from ui.roulette.view import Mode
from ui.table.backend import Backend

T = TypeVar("T")

PEOPLE: dict[str, tuple[str, str]] = {
    "Admin": ("admin", "111111"),
    "Anna": ("dealer", "222222"),
    "Boris": ("pit_boss", "333333"),
}


EXAMPLES = Path(__file__).resolve().parents[2].parent / "shared" / "contract" / "examples"


def scale_hand(hand: Mapping[str, Any], scale: int = 100) -> dict[str, Any]:
    """A copy of ``hand`` with every amount multiplied by ``scale`` (chips as cents: ``5`` -> €5)."""
    import json

    out: dict[str, Any] = json.loads(json.dumps(hand))
    setup = out.setdefault("setup", {})
    for key in ("ante", "small_bet", "big_bet"):
        if setup.get(key):
            setup[key] *= scale
    for fb in out.get("forced_bets") or []:
        fb["amount"] *= scale
    for p in out["players"]:
        p["stack"] *= scale
    for rnd in out["rounds"]:
        for a in rnd:
            if a.get("to") is not None:
                a["to"] *= scale
    return out


def load_hand(name: str, *, scale: int = 100) -> dict[str, Any]:
    """A shared example hand, scaled (see :func:`scale_hand`)."""
    import json

    return scale_hand(json.loads((EXAMPLES / name).read_text(encoding="utf-8")), scale)


def call(ctx: AppContext, job: Callable[[Any], T], timeout_ms: int = 20000) -> T:
    """Run ``job(backend)`` on the worker thread and wait for its result (errors re-raised)."""
    box: dict[str, Any] = {}
    ctx.run(job, lambda r: box.__setitem__("ok", r), lambda e: box.__setitem__("err", e))
    wait_until(lambda: "ok" in box or "err" in box, timeout_ms, "a store job")
    if "err" in box:
        raise box["err"].exception
    return box["ok"]  # type: ignore[no-any-return]


def make_ctx(db_path: Path, *, dialogs: ScriptedDialogService | None = None) -> AppContext:
    """A context on a fresh database: people created, Anna signed in, her shift open at Table 3."""
    backend = Backend(db_path, hasher=cheap_hasher(), table="Table 3")
    ctx = AppContext(backend, dialogs or ScriptedDialogService(), UiSettings(table_name="Table 3"))
    call(ctx, lambda b: b.open())

    def people(b: Any) -> None:
        b.create_first_admin("Admin", PEOPLE["Admin"][1])
        for name, (role, pin) in PEOPLE.items():
            if role != "admin":
                b.add_user(name, role, pin)
        b.sign_out()

    call(ctx, people)
    user = call(ctx, lambda b: b.sign_in("Anna", PEOPLE["Anna"][1]))
    ctx.set_user(user)
    dealer = user.user_id
    shift, hv = call(ctx, lambda b: b.open_shift("Table 3", "default", dealer))
    ctx.set_house(hv.rules, hv.version)
    ctx.set_shift(shift)
    return ctx


def resume_ctx(db_path: Path) -> AppContext:
    """A second station process after a crash: the same database, Anna signs in, the open shift resumed."""
    backend = Backend(db_path, hasher=cheap_hasher(), table="Table 3")
    ctx = AppContext(backend, ScriptedDialogService(), UiSettings(table_name="Table 3"))
    call(ctx, lambda b: b.open())
    ctx.set_user(call(ctx, lambda b: b.sign_in("Anna", PEOPLE["Anna"][1])))
    shift, hv = call(ctx, lambda b: b.table_shift("Table 3"))
    ctx.set_house(hv.rules, hv.version)
    ctx.set_shift(shift)
    return ctx


# the screens opened on each context, closed with it
_SCREENS: dict[int, list[RouletteTrackerScreen]] = {}


def close_ctx(ctx: AppContext) -> None:
    for screen in _SCREENS.pop(id(ctx), []):
        screen.close()
        screen.deleteLater()
    ctx.run(lambda b: b.close(), None, lambda _: None)
    ctx.worker.drain()
    ctx.shutdown()
    flush_deletes()


def open_screen(ctx: AppContext) -> RouletteTrackerScreen:
    screen = RouletteTrackerScreen(ctx.room(RouletteJobs(ctx.backend)))
    _SCREENS.setdefault(id(ctx), []).append(screen)
    screen.resize(1280, 800)
    screen.show()
    screen.enter()
    wait_until(lambda: screen.update_ is not None, 20000, "the tracker to load")
    pump(5)
    return screen


def wait_ack(screen: RouletteTrackerScreen, before: int, what: str) -> None:
    wait_until(lambda: screen.acks > before and not screen.saving, 20000, what)
    pump(1)


def money_text(screen: RouletteTrackerScreen, minor: int) -> str:
    return screen.ctx.money.minor_to_major_text(minor)


def type_into(widget: QWidget, text: str) -> None:
    widget.setFocus()
    QTest.keyClicks(widget, text)


def fill_setup(screen: RouletteTrackerScreen, hand: Mapping[str, Any]) -> None:
    """Fill the set-up page from a ``russian-roulette-hand/1`` record, field by field."""
    sp = screen.setup_panel
    s = hand.get("setup") or {}
    sp.active.setValue(int(s.get("active", 3)))
    sp.circle.setValue(int(s.get("circle", 5)))
    sp.hole_cards.setValue(int(s.get("hole_cards", 2)))
    sp.trigger.setValue(int(s.get("trigger", 1)))
    sp.reveals.setValue(int(s.get("reveals_per_round", 1)))
    sp.raise_cap.setValue(int(s.get("raise_cap") or 0))
    sp.structure.setCurrentIndex(1 if s.get("structure") == "fixed_limit" else 0)
    for field, text in ((sp.pre_revealed, " ".join(str(p) for p in s.get("pre_revealed", []))),
                        (sp.ante, money_text(screen, int(s.get("ante", 0))) if s.get("ante") else ""),
                        (sp.small_bet, money_text(screen, int(s["small_bet"])) if s.get("small_bet") else ""),
                        (sp.big_bet, money_text(screen, int(s["big_bet"])) if s.get("big_bet") else "")):
        field.clear()
        type_into(field, text)
    fbs = hand.get("forced_bets") or []
    sp.small_blind.clear()
    sp.big_blind.clear()
    if len(fbs) == 2:
        type_into(sp.small_blind, money_text(screen, int(fbs[0]["amount"])))
    if fbs:
        type_into(sp.big_blind, money_text(screen, int(fbs[-1]["amount"])))
    stacks = {int(p["seat"]): int(p["stack"]) for p in hand["players"]}
    for seat, box in sp.seat_in.items():
        box.setChecked(seat in stacks)
        sp.stacks[seat].clear()
        if seat in stacks:
            type_into(sp.stacks[seat], money_text(screen, stacks[seat]))
    sp.button.setValue(int(hand["button"]))
    pump(1)


def deal(screen: RouletteTrackerScreen) -> None:
    before = screen.acks
    QTest.mouseClick(screen.setup_panel.deal, Qt.MouseButton.LeftButton)
    wait_ack(screen, before, "the hand to be dealt")


def enter_cards(screen: RouletteTrackerScreen, text: str) -> None:
    before = screen.acks
    field = screen.card_panel.field
    field.clear()
    type_into(field, text)
    QTest.keyClick(field, Qt.Key.Key_Return)
    wait_ack(screen, before, f"cards {text} to be recorded")


def offered(screen: RouletteTrackerScreen) -> set[ActionKind]:
    """The actions whose buttons the panel shows."""
    panel = screen.action_panel
    buttons = {ActionKind.CHECK: panel.check, ActionKind.CALL: panel.call, ActionKind.FOLD: panel.fold,
               ActionKind.BET: panel.bet, ActionKind.RAISE: panel.raise_button}
    return {k for k, b in buttons.items() if b.isVisibleTo(panel)}


def act(screen: RouletteTrackerScreen, action: Action) -> None:
    """Press the action's button (typing the amount for a bet or raise), as a dealer would.
    Checks first that the panel offers exactly the engine's legal actions."""
    panel = screen.action_panel
    assert screen.state is not None
    legal = screen.state.legal_actions()
    assert offered(screen) == set(legal.kinds), f"offered {offered(screen)}, legal {legal.kinds}"
    assert action.seat == panel.legal.seat, f"the panel offers seat {panel.legal.seat}, the record has {action}"
    before = screen.acks
    buttons = {ActionKind.CHECK: panel.check, ActionKind.CALL: panel.call, ActionKind.FOLD: panel.fold,
               ActionKind.BET: panel.bet, ActionKind.RAISE: panel.raise_button}
    b = buttons[action.kind]
    assert b.isVisible(), f"{action.kind} is not offered"
    QTest.mouseClick(b.button, Qt.MouseButton.LeftButton)
    if action.kind.takes_to:
        assert action.to is not None
        panel.amount.clear()
        type_into(panel.amount, money_text(screen, action.to))
        QTest.keyClick(panel.amount, Qt.Key.Key_Return)
    wait_ack(screen, before, f"{action} to be recorded")


class HandPlayer:
    """Plays a ``russian-roulette-hand/1`` record through the widgets: each turned card is
    entered when the screen asks for it (and only then), each action clicked, the hole
    cards typed at the showdown."""

    def __init__(self, screen: RouletteTrackerScreen, hand: Mapping[str, Any]) -> None:
        self.screen = screen
        self.circle = [None if c is None else parse_card(c) for c in hand["circle"]]
        self.holes = {int(p["seat"]): p.get("hole") for p in hand["players"]}
        self.actions = [Action(int(a["seat"]), ActionKind(a["action"]), a.get("to"))
                        for rnd in hand["rounds"] for a in rnd]
        self.played = 0
        self.asked_positions: list[int] = []

    def run(self, *, actions: int | None = None, stop: Callable[[RouletteTrackerScreen], bool] | None = None) -> None:
        """Go on until the result is shown, ``actions`` more actions were played, or ``stop(screen)``."""
        screen = self.screen
        goal = None if actions is None else self.played + actions
        while True:
            if stop is not None and stop(screen):
                return
            if screen.mode is Mode.TURN:
                pos = screen.card_panel.request.position  # type: ignore[union-attr]
                card = self.circle[pos - 1]
                assert card is not None, f"the screen asks for position {pos}, never turned in the record"
                self.asked_positions.append(pos)
                enter_cards(screen, str(card).lower())
            elif screen.mode is Mode.BET:
                if goal is not None and self.played >= goal:
                    return
                act(screen, self.actions[self.played])
                self.played += 1
            elif screen.mode is Mode.SHOWDOWN:
                seat = screen.card_panel.request.seat  # type: ignore[union-attr]
                enter_cards(screen, " ".join(self.holes[seat]))
            else:
                return
