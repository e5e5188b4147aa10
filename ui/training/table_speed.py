"""Table speed: the real live-table screen on practice rounds.

Rounds come from the engine's generator (seeded, like the drills) and are
shown on a dealing sheet beside the table, in the order a table reveals them;
the trainee enters them on :class:`ui.table.screen.TableScreen` itself, with
its keys, fields and checks, as fast as they can. The screen runs on its own
:class:`ui.kit.context.AppContext` whose backend is :class:`PracticeTableBackend`:
rounds held in memory, checked and settled by the engine, never written to a
store; there is no shift, so nothing can reach a live one.

:class:`PracticeTableScreen` is the narrowest adapter the table screen needs:
a subclass whose shift actions (close, dealer change, void) end or refuse the
practice instead, and whose top bar says PRACTICE.
"""

from __future__ import annotations

import functools
import html
import re
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from dealer_app.auth.roles import Permission
from dealer_app.services.common import StateError
from dealer_app.services.count import SlipNotice, SlipView
from dealer_app.services.owed import TableNews, state_early, state_owed
from dealer_app.services.players import SeatView
from dealer_app.training.seeds import derive
from rules.cards import Card
from rules.poker.generator import GeneratedRound, GeneratorKnobs, generate_round
from rules.poker.house import HouseRules
from rules.poker.record import Decision, NoGame
from rules.poker.table import (
    BonusCards,
    CloseBets,
    DealerCards,
    DealerReplacement,
    Decide,
    Exchange,
    FinalCards,
    Insure,
    NoGameChoice,
    PlaceBet,
    RoundState,
    SixthCard,
    Step,
)
from ui.kit import theme
from ui.kit.context import AppContext, ShiftInfo, UserRef
from ui.kit.money import MoneyFormat
from ui.kit.panel import PaintedFrame
from ui.kit.qt import (
    QHBoxLayout,
    QLabel,
    QObject,
    QPushButton,
    Qt,
    QTimer,
    QVBoxLayout,
    QWidget,
    Signal,
    translate,
)
from ui.kit.text import tr_args
from ui.table.menu import TableMenu
from ui.table.records import CountSetup, RoundUpdate
from ui.table.screen import TableScreen
from ui.training.words import seconds_text

__all__ = [
    "PracticeTableBackend",
    "PracticeTableScreen",
    "RoundTiming",
    "TableSpeedPage",
    "describe_step",
    "practice_rounds",
]

C = theme.C


def _knobs(level: int) -> GeneratorKnobs:
    """Ordinary table rounds, with the features the trainee has reached."""
    return GeneratorKnobs(bonus=0 if level < 4 else 300, insurance=0 if level < 5 else 400,
                          buy_game=0 if level < 3 else 300, no_game=0 if level < 2 else 250)


def practice_rounds(level: int, seed: int, count: int, house: HouseRules) -> list[GeneratedRound]:
    """``count`` generated rounds for table-speed practice; the same arguments give the same rounds."""
    out = []
    for i in range(1, count + 1):
        jackpot = 0 if level < 4 else house.max_bonus * 200
        out.append(generate_round(derive(seed, "table-speed", i), house, _knobs(level), jackpot=jackpot))
    return out


def _settled_key(state: RoundState) -> Any:
    s = state.settlement()
    if s is None:
        return None
    return [(b.box, b.outcome, b.results, b.net, b.capped) for b in s.boxes]


@dataclass(frozen=True, slots=True)
class RoundTiming:
    number: int
    seconds: float
    correct: bool
    """The round entered settles exactly as the dealt round does."""


class PracticeTableBackend:
    """The table's gateway (:class:`ui.table.gateway.TableGateway`) on practice rounds held in
    memory. Runs on the store worker like :class:`ui.table.backend.Backend` (no store)."""

    def __init__(self, house: HouseRules, rounds: Sequence[GeneratedRound],
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.house = house
        self.rounds = list(rounds)
        self.clock = clock
        self.index = 0
        self.state: RoundState | None = None
        self.timings: list[RoundTiming] = []
        self._started = clock()
        self._expected = [_settled_key(RoundState.replay(house, g.steps, g.jackpot)) for g in self.rounds]

    @property
    def finished(self) -> bool:
        return self.index >= len(self.rounds)

    @property
    def current(self) -> GeneratedRound | None:
        return None if self.finished else self.rounds[self.index]

    def _update(self, *, settled: int | None = None) -> RoundUpdate:
        assert self.state is not None
        number = min(self.index, len(self.rounds) - 1) + 1
        return RoundUpdate(self.state, None if not self.state.steps else number, number, len(self.state.steps),
                           self.state.complete, None, self.state.jackpot, int(time.time() * 1e6),
                           settled_number=settled, owed=state_owed(self.state, None),
                           early=state_early(self.state, None))

    def _fresh(self, *, settled: int | None = None) -> RoundUpdate:
        g = self.current
        self.state = RoundState.new(self.house, g.jackpot if g is not None else 0)
        self._started = self.clock()
        return self._update(settled=settled)

    # -- what the table screen calls -------------------------------------------------------

    def current_round(self) -> RoundUpdate:
        if self.state is None:
            return self._fresh()
        return self._update()

    def apply(self, step: Step) -> RoundUpdate:
        if self.finished:
            raise StateError("the practice is over: every round is entered")
        assert self.state is not None
        self.state = self.state.apply(step)  # the engine refuses with StepRefused, as the store would
        return self._update()

    def confirm(self) -> RoundUpdate:
        if self.state is None or not self.state.complete:
            raise StateError("the round is not complete yet")
        ok = _settled_key(self.state) == self._expected[self.index]
        self.timings.append(RoundTiming(self.index + 1, round(self.clock() - self._started, 3), ok))
        self.index += 1
        return self._fresh(settled=self.index)

    def round_status(self) -> RoundUpdate | None:
        return None  # no pit boss elsewhere: a practice round is never held

    def table_news(self, after_seq: int = 0) -> TableNews:
        # no pit boss elsewhere: a practice round is never voided; the meter is the round's
        return TableNews(self.state.jackpot if self.state is not None else 0)

    def listen(self) -> None:
        return None  # nothing on a floor to hear

    def slip_news(self) -> tuple[SlipNotice, ...]:
        return ()  # no podium: nobody signs a slip elsewhere

    def watched_files(self) -> list[str]:
        return []  # no store: nothing another station writes

    def changed_elsewhere(self) -> bool:
        return False

    def repeat_bets(self) -> RoundUpdate:
        raise StateError("the practice table deals its own bets: enter each one")

    def co_signers(self, permission: Permission) -> tuple[UserRef, ...]:
        raise StateError("the practice table has no pit boss actions: Ctrl+Z undoes an entry")

    def approve(self, name: str, pin: str) -> RoundUpdate:
        raise StateError("the practice table holds no payouts")

    def refuse(self, name: str, pin: str, reason: str) -> RoundUpdate:
        raise StateError("the practice table holds no payouts")

    def void(self, name: str, pin: str, reason: str) -> RoundUpdate:
        raise StateError("the practice table has no voids: Ctrl+Z undoes an entry")

    def hand_over(self, name: str, pin: str) -> tuple[UserRef, ShiftInfo]:
        raise StateError("the practice table has no dealer change")

    def change_dealer(self) -> ShiftInfo:
        raise StateError("the practice table has no dealer change")

    def close_shift(self, closer: dict[int, int] | None = None,
                    confirmed_by: tuple[str, str] | None = None) -> tuple[ShiftInfo, str | None]:
        raise StateError("the practice table has no shift to close")

    def closer_setup(self) -> CountSetup | None:
        return None  # no chip set: the practice shift is never counted

    def buy_in(self, amount: int, seat: int | None) -> dict[int, int]:
        raise StateError(_NO_COUNT)

    def pending_slip(self) -> SlipView | None:
        return None

    def on_floor(self) -> bool:
        return False

    def ask_slip(self, kind: str, chips: dict[int, int]) -> SlipView:
        raise StateError(_NO_COUNT)

    def request_slip(self, kind: str, chips: dict[int, int], pit_boss: tuple[str, str]) -> SlipView:
        raise StateError(_NO_COUNT)

    def receive_slip(self, number: int, cage: tuple[str, str]) -> SlipView:
        raise StateError(_NO_COUNT)

    def sign_slip(self, number: int, pit_boss: tuple[str, str]) -> SlipView:
        raise StateError(_NO_COUNT)

    def void_slip(self, number: int, pit_boss: tuple[str, str], reason: str) -> SlipView:
        raise StateError(_NO_COUNT)

    def count_tray(self, chips: dict[int, int]) -> int:
        raise StateError(_NO_COUNT)

    def seated(self) -> tuple[SeatView, ...]:
        return ()  # practice rounds seat no one

    def seat_player(self, boxes: tuple[int, ...], card: str) -> tuple[SeatView, ...]:
        raise StateError("players are seated at a live table only")

    def seat_action(self, session: int, action: str, boxes: tuple[int, ...] = ()) -> tuple[SeatView, ...]:
        raise StateError("players are seated at a live table only")

    def sign_out(self, reason: str = "") -> None:
        return None

    def close(self) -> None:
        return None


_NO_COUNT = "the practice table has no table count"


class PracticeTableMenu(TableMenu):
    """The practice table's Menu button: the keys, the house rules, the lock and the way out."""

    def actions(self) -> list[tuple[str, Callable[[], object]]]:
        screen = self.screen
        return [
            (self.tr("All keys  (F1)"), screen.keys.show_key_map),
            (self.tr("House rules and pay tables  (F2)"), self.show_house_rules),
            (self.tr("Lock the station  (F9)"), lambda: screen.lock_requested.emit(self.tr("Locked by the trainee."))),
            (self.tr("Leave the practice table  (F10)"), screen.close_shift),
        ]


class PracticeTableScreen(TableScreen):
    """The live table screen, unchanged, with its shift actions turned into practice ones."""

    menu_class = PracticeTableMenu
    practice_left = Signal()

    def close_shift(self) -> None:
        self.practice_left.emit()

    def change_dealer(self) -> None:
        self.flash(self.tr("Not on the practice table: there is no shift here."))

    def void_round(self) -> None:
        self.flash(self.tr("Not on the practice table: Ctrl+Z undoes an entry."))

    def refresh_top(self) -> None:
        super().refresh_top()
        self.top.table.setText(self.tr("PRACTICE"))
        self.top.shift.setText(self.tr("no shift"))
        user = self.ctx.user
        self.top.dealer.setText(user.name if user is not None else "—")


def _cards(cards: Sequence[Card]) -> str:
    return " ".join(c.pretty for c in cards)


class TableSpeedSheet(QObject):
    """The dealing sheet's words that need a plural: lupdate reads the count of a plural
    only from ``self.tr(text, "", n)``, so they live here, in the sheet's context."""

    def exchanged_unseen(self, n: int) -> str:
        return self.tr("Box %1 exchanges %n card(s), unseen", "", n)


@functools.cache
def _plural() -> TableSpeedSheet:
    return TableSpeedSheet()


def describe_step(step: Any, money: MoneyFormat) -> str:
    """A generated step as the table would show it happening (no keys)."""
    box = str(getattr(step, "box", ""))
    if isinstance(step, PlaceBet):
        text = tr_args(translate("TableSpeedSheet", "Box %1: dark box, Ante %2") if step.dark
                else translate("TableSpeedSheet", "Box %1: Ante %2"), box, money(step.ante))
        return text + (tr_args(translate("TableSpeedSheet", ", bonus %1"), money(step.bonus)) if step.bonus else "")
    if isinstance(step, CloseBets):
        return translate("TableSpeedSheet", "No more bets")
    if isinstance(step, BonusCards):
        return tr_args(translate("TableSpeedSheet", "Box %1 shows its five: %2"), box, _cards(step.cards))
    if isinstance(step, Exchange):
        if step.discard is not None:
            return (tr_args(translate("TableSpeedSheet", "Box %1 exchanges %2 for %3"),
                            box, _cards(step.discard), _cards(step.draw or ())))
        return tr_args(_plural().exchanged_unseen(int(step.count or 0)), box)
    if isinstance(step, SixthCard):
        if step.card is not None:
            return tr_args(translate("TableSpeedSheet", "Box %1 buys a sixth card: %2"), box, step.card.pretty)
        return tr_args(translate("TableSpeedSheet", "Box %1 buys a sixth card, unseen"), box)
    if isinstance(step, Decide):
        return tr_args(translate("TableSpeedSheet", "Box %1 plays") if step.decision is Decision.BET
                else translate("TableSpeedSheet", "Box %1 folds"), box)
    if isinstance(step, Insure):
        return tr_args(translate("TableSpeedSheet", "Box %1 insures %2"), box, money(step.amount))
    if isinstance(step, DealerCards):
        return tr_args(translate("TableSpeedSheet", "Dealer turns %1"), _cards(step.cards))
    if isinstance(step, NoGameChoice):
        return tr_args(translate("TableSpeedSheet", "Box %1 takes the Ante") if step.choice is NoGame.TAKE_ANTE
                else translate("TableSpeedSheet", "Box %1 buys a game"), box)
    if isinstance(step, DealerReplacement):
        return tr_args(translate("TableSpeedSheet", "Dealer draws %1"), step.card.pretty)
    if isinstance(step, FinalCards):
        return tr_args(translate("TableSpeedSheet", "Box %1 shows %2"), box, _cards(step.cards))
    return str(step)


def _red_suits(text: str) -> str:
    """Hearts and diamonds in red on the sheet (the card's colour, as on the table)."""
    return re.sub(r"(10|[2-9JQKA])([♥♦])", lambda m: f"<span style='color:{C.take}'>{m.group(0)}</span>", text)


def _done(step: Any, entries: Sequence[Any]) -> bool:
    if step in entries:
        return True
    if isinstance(step, Exchange):
        count = step.count if step.count is not None else len(step.discard or ())
        return any(isinstance(e, Exchange) and e.box == step.box
                   and (e.count if e.count is not None else len(e.discard or ())) == count for e in entries)
    if isinstance(step, SixthCard):
        return any(isinstance(e, SixthCard) and e.box == step.box for e in entries)
    return False


class TableSpeedPage(QWidget):
    """The practice table and its dealing sheet; ``run_finished`` with the round timings."""

    run_finished = Signal(object)
    """Every round entered: a list of :class:`RoundTiming`."""
    left = Signal()
    lock_requested = Signal(str)

    def __init__(self, ctx: AppContext[object], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.main_ctx = ctx
        self.practice_ctx: AppContext[PracticeTableBackend] | None = None
        self.backend: PracticeTableBackend | None = None
        self.table: PracticeTableScreen | None = None
        self.money = MoneyFormat(compact=False)
        self.level = 1
        self.seed = 0
        self._round_clock = time.monotonic()
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.row.setSpacing(0)
        self.sheet = PaintedFrame()
        self.sheet.set_look(C.surface, C.border, 1, sides="all")
        self.sheet.setFixedWidth(286)
        col = QVBoxLayout(self.sheet)
        col.setContentsMargins(16, 14, 16, 14)
        col.setSpacing(8)
        cap = QLabel(self.tr("DEALING SHEET"))
        theme.css(cap, f"color: {C.accent}; font-size: 12px; font-weight: bold;")
        col.addWidget(cap)
        self.round_label = QLabel("")
        theme.css(self.round_label, f"font-size: {theme.Size.TITLE}px; font-weight: bold;")
        col.addWidget(self.round_label)
        self.clock = QLabel("0:00")
        theme.css(self.clock, f"color: {C.accent}; font-size: {theme.Size.HEADLINE}px; font-weight: bold; font-family: 'DejaVu Sans Mono';")
        col.addWidget(self.clock)
        hint = QLabel(self.tr("Enter the round on the table, in this order. Done lines are ticked."))
        hint.setWordWrap(True)
        theme.css(hint, f"color: {C.text_dim}; font-size: 13px;")
        col.addWidget(hint)
        self.lines = QLabel("")
        self.lines.setWordWrap(True)
        self.lines.setTextFormat(Qt.TextFormat.RichText)
        self.lines.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        theme.css(self.lines, "font-size: 14px;")
        col.addWidget(self.lines, 1)
        self.results = QLabel("")
        self.results.setWordWrap(True)
        self.results.setTextFormat(Qt.TextFormat.RichText)
        theme.css(self.results, f"color: {C.text_dim}; font-size: 13px;")
        col.addWidget(self.results)
        self.leave = QPushButton(self.tr("Leave  F10"))
        self.leave.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.leave.clicked.connect(self.on_leave_clicked)
        col.addWidget(self.leave)
        self.row.addWidget(self.sheet)
        self.timer = QTimer(self)
        self.timer.setInterval(500)
        self.timer.timeout.connect(self.on_timer_timeout)

    def start(self, *, house: HouseRules, level: int, seed: int, rounds: int, user: UserRef, profile: str = "default",
              clock: Callable[[], float] = time.monotonic) -> None:
        """Deal ``rounds`` practice rounds and open the practice table on them."""
        self.level, self.seed = level, seed
        self.money = MoneyFormat(str(house.currency), self.main_ctx.locale, compact=False)
        self.backend = PracticeTableBackend(house, practice_rounds(level, seed, rounds, house), clock)
        ctx = AppContext(self.backend, self.main_ctx.dialogs, self.main_ctx.settings, lang=self.main_ctx.lang,
                         locale=self.main_ctx.locale, worker=self.main_ctx.worker, parent=self)
        ctx.set_house(house, None)
        ctx.user = user
        ctx.shift = ShiftInfo(0, "PRACTICE", profile, user, time.strftime("%H:%M"))
        ctx.approval_threshold = None
        ctx.ready = True
        if self.table is not None:
            self.row.removeWidget(self.table)
            self.table.setParent(None)
            self.table.deleteLater()
        if self.practice_ctx is not None:
            self.practice_ctx.deleteLater()
        self.practice_ctx = ctx
        self.table = PracticeTableScreen(ctx)
        self.table.round_changed.connect(self.on_table_round_changed)
        self.table.practice_left.connect(self.on_leave_clicked)
        self.table.lock_requested.connect(self.lock_requested)
        self.row.insertWidget(0, self.table, 1)
        self.table.enter()
        self._round_clock = clock()
        self._clock_fn = clock
        self.timer.start()
        self.results.setText("")
        self._render_sheet()
        self.table.setFocus()

    def on_timer_timeout(self) -> None:
        if self.backend is None or self.backend.finished:
            return
        s = int(self._clock_fn() - self._round_clock)
        self.clock.setText(f"{s // 60}:{s % 60:02d}")

    def on_table_round_changed(self) -> None:
        b = self.backend
        if b is None or self.table is None:
            return
        update = self.table.update_
        if update is not None and update.settled_number:
            self._round_clock = self._clock_fn()
            # the words are looked up outside the f-strings: lupdate does not read inside them
            round_word = self.tr("Round %1")
            as_dealt, not_as_dealt = self.tr("as dealt"), self.tr("not as dealt")
            self.results.setText("<br>".join(
                f"{tr_args(round_word, str(t.number))}: <b>{seconds_text(t.seconds)}</b> "
                + (f"<span style='color:{C.pay}'>✓ {as_dealt}</span>" if t.correct
                   else f"<span style='color:{C.take}'>✗ {not_as_dealt}</span>")
                for t in b.timings))
            if b.finished:
                self.timer.stop()
                self.run_finished.emit(list(b.timings))
                return
        self._render_sheet()

    def _render_sheet(self) -> None:
        b = self.backend
        if b is None:
            return
        g = b.current
        if g is None:
            self.round_label.setText(self.tr("All rounds entered"))
            self.lines.setText("")
            return
        self.round_label.setText(tr_args(self.tr("Round %1 of %2"), str(b.index + 1), str(len(b.rounds))))
        entries = self.table.state.entries if self.table is not None and self.table.state is not None else ()
        out = []
        current_marked = False
        for step in g.steps:
            text = html.escape(describe_step(step, self.money))
            if _done(step, entries):
                out.append(f"<span style='color:{C.text_faint}'>✓ {text}</span>")
            elif not current_marked:
                current_marked = True
                out.append(f"<span style='color:{C.accent}'><b>▶ {_red_suits(text)}</b></span>")
            else:
                out.append(f"<span style='color:{C.text}'>· {_red_suits(text)}</span>")
        if not current_marked:
            confirm = self.tr("Confirm the round: Enter")
            out.append(f"<span style='color:{C.accent}'><b>▶ {confirm}</b></span>")
        self.lines.setText("<br>".join(out))

    def on_leave_clicked(self) -> None:
        self.timer.stop()
        self.left.emit()

    def sheet_lines(self) -> list[str]:
        """The sheet's lines as plain text (tests)."""
        return [html.unescape(re.sub(r"<[^>]+>", "", line)) for line in self.lines.text().split("<br>") if line]
