"""The Russian Roulette tracker: the set-up, then the hand from the blinds to
the showdown, one screen.

The circle (Trigger, active arc, face-up and face-down cards, the card the
reveal rule turns next) is on the left; the seats and what the app expects
now (the legal actions, a turned card to enter, hole cards at the showdown,
the result) on the right. Every entry is checked by the engine before it is
sent, committed by the store before it is shown; keys pressed while an entry
is being saved are replayed afterwards, in order.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING

from dealer_app.wording.roulette_problems import roulette_problem_text
from rules.cards import Card
from rules.roulette import Action, ActionKind, ActionRefused, HandRefused, HandState, Table
from ui.kit import theme
from ui.kit.chrome import KeyHint, KeyHints, NextStepBar, TopBar, top_bar_field
from ui.kit.context import AppContext
from ui.kit.dialogs import Credentials
from ui.kit.explained import refusal_text
from ui.kit.qt import (
    QHBoxLayout,
    QKeyEvent,
    QLabel,
    QPushButton,
    QRect,
    QScrollArea,
    QStackedWidget,
    Qt,
    QTime,
    QVBoxLayout,
    QWidget,
    Signal,
)
from ui.kit.signature import ask_signature
from ui.kit.text import tr_args
from ui.kit.worker import JobError
from ui.roulette.circle import CircleWidget
from ui.roulette.jobs import HandUpdate
from ui.roulette.panels import ActionPanel, CardEntryPanel, CardRequest, ResultPanel
from ui.roulette.seats import SeatsPanel
from ui.roulette.setup import SetupPanel
from ui.roulette.view import Mode, circle_view, mode_of, pot_lines, seat_lines

if TYPE_CHECKING:
    from dealer_app.services.roulette import LiveHand
    from ui.roulette.gateway import RouletteGateway

__all__ = ["RouletteTrackerScreen"]

C = theme.C

_ACTION_KEYS: dict[int, ActionKind] = {
    Qt.Key.Key_K: ActionKind.CHECK,
    Qt.Key.Key_C: ActionKind.CALL,
    Qt.Key.Key_F: ActionKind.FOLD,
    Qt.Key.Key_B: ActionKind.BET,
    Qt.Key.Key_R: ActionKind.RAISE,
}


class _TopBar(TopBar):
    """Game, table, shift, hand, round, dealer, structure; last saved; back to Russian Poker."""

    back_clicked = Signal()
    SPACING = 20

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.saved.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

    def _fields(self, row: QHBoxLayout) -> None:
        title = QVBoxLayout()
        title.setSpacing(0)
        name = QLabel(self.tr("RUSSIAN ROULETTE"))
        theme.css(name, f"color: {C.accent}; font-size: {int(theme.Size.LARGE)}px; font-weight: bold;")
        # as tall as its bold title's glyphs, so that the two lines of the title are never squeezed
        whole = name.fontMetrics().boundingRect(QRect(0, 0, 10_000, 10_000), int(name.alignment()), name.text())
        name.setMinimumHeight(whole.height())
        self.game = QLabel("")
        theme.css(self.game, f"color: {C.text_dim}; font-size: 13px; font-weight: bold;")
        title.addWidget(name)
        title.addWidget(self.game)
        row.addLayout(title)
        self.table = top_bar_field(row, self.tr("TABLE"))
        self.shift = top_bar_field(row, self.tr("SHIFT"))
        self.hand = top_bar_field(row, self.tr("HAND"))
        self.round = top_bar_field(row, self.tr("ROUND"))
        self.dealer = top_bar_field(row, self.tr("DEALER"))

    def _button(self) -> QPushButton:
        self.back = QPushButton(self.tr("◂ Russian Poker"))
        self.back.setToolTip(self.tr("Back to the Russian Poker table (Esc)"))
        self.back.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.back.clicked.connect(self.back_clicked)
        return self.back

    def set_saved(self, text: str, *, failed: bool = False) -> None:
        self.saved.setText(text)
        colour = C.error if failed else C.ok
        theme.css(self.saved, f"color: {colour}; font-size: 13px;" + (" font-weight: bold;" if failed else ""))


class RouletteTrackerScreen(QWidget):
    """``RouletteTrackerScreen(ctx)``; call :meth:`enter` when it is shown."""

    back_requested = Signal()
    """The dealer goes back to the Russian Poker table (Esc, or the top bar's button)."""
    lock_requested = Signal(str)
    hand_changed = Signal()
    """After every acknowledged entry, start and record (tests wait on it)."""
    hand_recorded = Signal(object)
    """A hand's result was recorded (the :class:`~dealer_app.services.roulette.HandView`)."""
    entry_refused = Signal(str)
    """An entry the engine or the store refused (the reason is shown next to the field)."""

    def __init__(self, ctx: AppContext[RouletteGateway]) -> None:
        super().__init__()
        self.ctx = ctx
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.update_: HandUpdate | None = None
        self.mode = Mode.SETUP
        self.saving = False
        self.correction: CardRequest | None = None
        self._queued: deque[tuple[int, Qt.KeyboardModifier, str]] = deque()
        self.acks = 0
        """Entries answered by the store (acknowledged or refused): tests wait on it."""

        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(0)
        self.top = _TopBar()
        self.top.back_clicked.connect(self.go_back)
        col.addWidget(self.top)

        self.pages = QStackedWidget()
        # the set-up page
        self.setup_page = QWidget()
        sp = QVBoxLayout(self.setup_page)
        sp.setContentsMargins(16, 12, 16, 12)
        self.setup_panel = SetupPanel()
        self.setup_panel.deal_requested.connect(self.on_setup_panel_deal_requested)
        self.setup_panel.checked.connect(self.on_setup_panel_checked)
        sp.addWidget(self.setup_panel)
        self.pages.addWidget(self.setup_page)
        # the hand
        self.play_page = QWidget()
        pp = QHBoxLayout(self.play_page)
        pp.setContentsMargins(12, 10, 16, 10)
        pp.setSpacing(12)
        self.circle = CircleWidget()
        self.circle.position_clicked.connect(self.on_circle_position_clicked)
        pp.addWidget(self.circle, 1)
        right = QVBoxLayout()
        right.setSpacing(10)
        self.seats = SeatsPanel()
        self.seats.seat_clicked.connect(self.on_seats_seat_clicked)
        self.seats_scroll = QScrollArea()
        self.seats_scroll.setWidget(self.seats)
        self.seats_scroll.setWidgetResizable(True)
        self.seats_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.seats_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        right.addWidget(self.seats_scroll, 1)
        self.work = QStackedWidget()
        self.action_panel = ActionPanel()
        self.action_panel.action_chosen.connect(self.on_action_panel_action_chosen)
        self.card_panel = CardEntryPanel()
        self.card_panel.cards_entered.connect(self.on_card_panel_cards_entered)
        self.card_panel.cancelled.connect(self.on_card_panel_cancelled)
        self.result_panel = ResultPanel()
        self.result_panel.record_requested.connect(self.record_hand)
        for w in (self.action_panel, self.card_panel, self.result_panel):
            self.work.addWidget(w)
        right.addWidget(self.work, 0)
        rw = QWidget()
        rw.setLayout(right)
        right.setContentsMargins(0, 0, 0, 0)
        rw.setFixedWidth(720)  # Russian words are longer: two payouts and the record button keep their full width
        pp.addWidget(rw)
        self.pages.addWidget(self.play_page)
        col.addWidget(self.pages, 1)

        self.next_bar = NextStepBar()
        col.addWidget(self.next_bar)
        self.hints = KeyHints()
        col.addWidget(self.hints)
        self._set_money()

    # ------------------------------------------------------------------ loading

    def _set_money(self) -> None:
        m = self.ctx.full_money
        self.setup_panel.set_money(m, m.major_to_minor, m.minor_to_major_text, self.problem_text)
        self.circle.money = m

    def enter(self) -> None:
        """Show the shift's hand in play exactly where it was, or the set-up for a new one."""
        self._set_money()
        self._refresh_top()
        self.next_bar.set_step(self.tr("Loading…"))
        self.ctx.run(lambda b: b.current(), self.on_hand_loaded, self.on_store_failed)

    def on_hand_loaded(self, update: HandUpdate) -> None:
        self.apply_update(update)
        if update.resumed and update.live is not None:
            self.top.set_saved(tr_args(self.tr("hand %1 resumed · %2 entries saved"),
                                       str(update.live.number), str(update.live.steps)))
        self.setFocus()

    def _refresh_top(self) -> None:
        shift = self.ctx.shift
        self.top.table.setText(shift.table if shift else "—")
        self.top.shift.setText(tr_args(self.tr("#%1 · %2"), str(shift.shift_id), shift.opened_at)
                               if shift else "—")
        self.top.dealer.setText(shift.dealer.name if shift else "—")

    # ------------------------------------------------------------------ state

    @property
    def live(self) -> LiveHand | None:
        return self.update_.live if self.update_ is not None else None

    @property
    def state(self) -> HandState | None:
        live = self.live
        return live.state if live is not None else None

    def apply_update(self, update: HandUpdate) -> None:
        previous = self.update_
        self.update_ = update
        self.correction = None
        if update.live is None and (previous is None or previous.live is not None or update.recorded is not None):
            if update.previous is not None:
                self.setup_panel.load_record(update.previous, stacks=update.previous_stacks,
                                             next_button=update.recorded is not None or previous is None)
            else:
                self.setup_panel.recheck()
        if update.saved_at_us and (update.live is not None or update.recorded is not None):
            self.top.set_saved(tr_args(self.tr("✓ saved %1"), QTime.currentTime().toString("HH:mm:ss")))
        self.refresh_view()
        if update.recorded is not None:
            self.hand_recorded.emit(update.recorded)

    # ------------------------------------------------------------------ rendering

    def refresh_view(self) -> None:
        live = self.live
        state = self.state
        unnamed = live.unnamed_turned if live is not None else ()
        self.mode = mode_of(state, unnamed)
        m = self.ctx.full_money  # stacks, bets and pots read in full (cents included): only PAY is compact
        if state is None or live is None:
            self.pages.setCurrentWidget(self.setup_page)
            self.top.hand.setText(self.tr("new"))
            self.top.round.setText("—")
            self.top.game.setText(self.tr("new hand"))
            self._render_prompt()
            return
        self.pages.setCurrentWidget(self.play_page)
        s = state.setup
        self.top.hand.setText(f"#{live.number}")
        self.top.round.setText(tr_args(self.tr("%1 of %2"), str(state.round), str(state.rounds_scheduled)))
        blinds = "/".join(m(fb.amount) for fb in state.table.forced_bets) or self.tr("no blinds")
        structure = self.tr("NL") if s.structure.value == "no_limit" else self.tr("FL")
        self.top.game.setText(f"({s.active}, {s.circle}) · {structure} · {blinds}")
        result = live.result() if self.mode is Mode.RESULT else None
        self.circle.set_view(circle_view(state, unnamed, result))
        request = self.correction or self._request(state, unnamed)
        showing = request.seat if request is not None else None
        self.seats.set_lines(seat_lines(state, result, showing=showing), m, s.hole_cards,
                             showdown=self.mode in (Mode.SHOWDOWN, Mode.RESULT) and state.winner_by_folds is None)
        if request is not None:
            self.card_panel.open_request(request, self._used_cards(state, request))
            self.work.setCurrentWidget(self.card_panel)
        elif self.mode is Mode.BET:
            self._render_actions(state)
            self.work.setCurrentWidget(self.action_panel)
        elif self.mode is Mode.RESULT and result is not None:
            self.result_panel.set_result(result, pot_lines(state, result), m, pay=self.ctx.money)
            self.work.setCurrentWidget(self.result_panel)
        self._render_prompt()

    def _request(self, state: HandState, unnamed: tuple[int, ...]) -> CardRequest | None:
        if self.mode is Mode.TURN:
            pos = unnamed[0]
            if state.round == 1 and not state.history and pos in state.setup.pre_revealed:
                hint = self.tr("Pre-revealed before the first round. Turn it and enter the card.")
            elif state.is_complete:
                hint = self.tr("The betting is over: every remaining card is turned by the reveal rule.")
            else:
                hint = tr_args(self.tr("The reveal rule turns the card at the Trigger (%1) if it is face down, "
                               "else the next face-down card clockwise."), str(state.trigger))
            return CardRequest(tr_args(self.tr("Turn position %1"), str(pos)), hint, 1, position=pos)
        if self.mode is Mode.SHOWDOWN:
            for v in state.seats():
                if not v.folded and v.hole is None:
                    return CardRequest(
                        tr_args(self.tr("Showdown · seat %1's hole cards"), str(v.seat)),
                        tr_args(self.tr("The player turns their %1 hole cards; they play with the active cards only."),
                                str(state.setup.hole_cards)),
                        state.setup.hole_cards, seat=v.seat)
        return None

    def _used_cards(self, state: HandState, request: CardRequest) -> dict[Card, str]:
        used: dict[Card, str] = {}
        for pos, card in enumerate(state.circle, 1):
            if card is not None and pos != request.position:
                used[card] = tr_args(self.tr("position %1"), str(pos))
        for v in state.seats():
            if v.hole is not None and v.seat != request.seat:
                for card in v.hole:
                    used[card] = tr_args(self.tr("seat %1"), str(v.seat))
        return used

    def _render_actions(self, state: HandState) -> None:
        legal = state.legal_actions()
        m = self.ctx.full_money
        owe = ""
        if legal.call is not None:
            owe = tr_args(self.tr("to call %1"), m(legal.call.amount))
        elif state.high_bet:
            owe = tr_args(self.tr("bet this round %1"), m(state.high_bet))
        nxt = state.next_card_to_turn()
        next_text = ""
        if nxt is not None:
            next_text = tr_args(self.tr("Next card to turn: <b>position %1</b> (if the betting ends now). "
                                "A bet or raise moves the Trigger one position clockwise."), str(nxt))
        cap = state.setup.raise_cap
        raises = str(state.bets_and_raises) + (" " + tr_args(self.tr("of %1 (cap)"), str(cap)) if cap else "")
        if state.setup.structure.value == "fixed_limit":
            size = ("increment", self.tr("BET SIZE THIS ROUND"), m(state.bet_size))
        else:
            size = ("increment", self.tr("RAISE BY AT LEAST"), m(state.min_increment))
        facts = [("high", self.tr("HIGHEST BET THIS ROUND"), m(state.high_bet) if state.high_bet else "—"), size,
                 ("raises", self.tr("BETS AND RAISES"), raises)]
        self.action_panel.set_offer(
            legal, title=tr_args(self.tr("Seat %1 to act"), str(legal.seat)), owe=owe, next_card=next_text,
            money=m, parse=m.major_to_minor, to_text=m.minor_to_major_text, can=state.can_apply, facts=facts,
            why=self.problem_text(legal.why_no_raise) if legal.why_no_raise is not None else "")

    def prompt(self) -> tuple[str, list[str]]:
        """The next-step line and its keys."""
        state = self.state
        if state is None:
            if self.setup_panel.check.ok:
                return self.tr("Set up the hand, then deal: antes and blinds are posted at once."), ["Enter"]
            return self.tr("Set up the hand: fix what is marked in red."), []
        if self.correction is not None:
            return self.tr("Correct the entry and press Enter (Esc: leave it as it was)."), ["Enter", "Esc"]
        if self.mode is Mode.TURN and self.live is not None:
            pos = self.live.unnamed_turned[0]
            return tr_args(self.tr("Turn the card at position %1 and enter it."), str(pos)), ["Enter"]
        if self.mode is Mode.BET:
            legal = state.legal_actions()
            words = {ActionKind.CHECK: self.tr("check"), ActionKind.CALL: self.tr("call"), ActionKind.FOLD: self.tr("fold"),
                     ActionKind.BET: self.tr("bet"), ActionKind.RAISE: self.tr("raise")}
            keys = {ActionKind.CHECK: "K", ActionKind.CALL: "C", ActionKind.FOLD: "F", ActionKind.BET: "B",
                    ActionKind.RAISE: "R"}
            kinds = legal.kinds
            text = tr_args(self.tr("Seat %1 to act: %2."), str(legal.seat), ", ".join(words[k] for k in kinds))
            return text, [keys[k] for k in kinds]
        if self.mode is Mode.SHOWDOWN:
            req = self._request(state, ())
            seat = req.seat if req is not None else None
            return tr_args(self.tr("Showdown: seat %1 shows their hole cards."), str(seat)), ["Enter"]
        return self.tr("Pay the pots as shown, then press Enter to record the hand."), ["Enter"]

    def _render_prompt(self) -> None:
        text, keys = self.prompt()
        self.next_bar.set_step(text, keys)
        hand_open = self.state is not None
        can_undo = hand_open and bool(self.state.history) if self.state is not None else False
        legal = self.state.legal_actions() if self.mode is Mode.BET and self.state is not None else None
        kinds = legal.kinds if legal is not None else ()
        hints = [
            KeyHint("K", self.tr("check"), ActionKind.CHECK in kinds),
            KeyHint("C", self.tr("call"), ActionKind.CALL in kinds),
            KeyHint("F", self.tr("fold"), ActionKind.FOLD in kinds),
            KeyHint("B/R", self.tr("bet/raise"), ActionKind.BET in kinds or ActionKind.RAISE in kinds),
            KeyHint("A", self.tr("all-in"), self.action_panel.all_in.isVisibleTo(self.action_panel) and bool(kinds)),
            KeyHint("Enter", self.tr("confirm")),
            KeyHint("Esc", self.tr("back")),
            KeyHint("Ctrl+Z", self.tr("undo"), can_undo),
            KeyHint("F8", self.tr("void (pit boss)"), hand_open),
            KeyHint("F9", self.tr("lock")),
        ]
        if not hand_open:
            hints = [KeyHint("Enter", self.tr("deal the hand"), self.setup_panel.check.ok),
                     KeyHint("Tab", self.tr("next field")), KeyHint("Esc", self.tr("back to Russian Poker")),
                     KeyHint("F9", self.tr("lock"))]
        self.hints.set_hints(hints)

    # ------------------------------------------------------------------ keys

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.saving:
            self._queued.append((event.key(), event.modifiers(), event.text()))
            return
        if not self.handle_key(event.key(), event.modifiers()):
            super().keyPressEvent(event)

    def handle_key(self, key: int, mods: Qt.KeyboardModifier) -> bool:
        ctrl = bool(mods & Qt.KeyboardModifier.ControlModifier)
        if key == Qt.Key.Key_F9:
            self.lock_requested.emit(self.tr("Locked by the dealer."))
            return True
        if key == Qt.Key.Key_F8 and self.state is not None:
            self.void_hand()
            return True
        if ctrl and key == Qt.Key.Key_Z:
            self.undo()
            return True
        if ctrl:
            return False
        if key == Qt.Key.Key_Escape:
            if self.correction is not None:
                self.on_card_panel_cancelled()
            elif self.action_panel.amount_open:
                self.action_panel.close_amount()
                self.setFocus()
            else:
                self.go_back()
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.mode is Mode.SETUP:
                self.setup_panel.request_deal()
            elif self.mode is Mode.RESULT and self.correction is None:
                self.record_hand()
            return True
        if self.mode is Mode.BET and self.correction is None:
            kind = _ACTION_KEYS.get(key)
            if kind in (ActionKind.BET, ActionKind.RAISE):
                self.action_panel.open_amount(kind)
                return True
            if kind is not None:
                self.action_panel.choose(kind)
                return True
            if key == Qt.Key.Key_A:
                self.action_panel.choose_all_in()
                return True
        return False

    def _replay_keys(self) -> None:
        from ui.kit.qt import QApplication

        while self._queued and not self.saving:
            key, mods, text = self._queued.popleft()
            target = QApplication.focusWidget() or self
            QApplication.sendEvent(target, QKeyEvent(QKeyEvent.Type.KeyPress, key, mods, text))

    # ------------------------------------------------------------------ entries

    def submit(self, job: Callable[[RouletteGateway], HandUpdate], *,
               on_refused: Callable[[str], None] | None = None) -> None:
        """Send one entry to the store (worker thread); the screen moves on when it is acknowledged."""
        self.saving = True
        self.top.set_saved(self.tr("Saving…"))
        self.ctx.run(job, self.on_entry_acknowledged, lambda err: self.on_entry_failed(err, on_refused))

    def on_entry_acknowledged(self, update: HandUpdate) -> None:
        self.saving = False
        self.acks += 1
        self.apply_update(update)
        if self.mode in (Mode.BET, Mode.RESULT, Mode.SETUP):
            self.setFocus()
        self.hand_changed.emit()
        self._replay_keys()

    def on_entry_failed(self, err: JobError, on_refused: Callable[[str], None] | None) -> None:
        self.saving = False
        self.acks += 1
        exc = err.exception
        if isinstance(exc, HandRefused):
            reason = "; ".join(self.problem_text(p) for p in exc.problems)
        elif isinstance(exc, ActionRefused):
            reason = self.problem_text(exc.problem, head=False)
        else:
            reason = refusal_text(exc)
        from dealer_app.services.common import ServiceError

        if isinstance(exc, HandRefused | ActionRefused | ServiceError | PermissionError):
            if on_refused is not None:
                on_refused(reason)
            self.next_bar.set_step(_short(tr_args(self.tr("Not recorded: %1"), reason)), [])
            self.top.set_saved(self.tr("✗ not recorded"), failed=True)
        else:
            self.top.set_saved(tr_args(self.tr("✗ NOT SAVED: %1"), reason), failed=True)
            self.ctx.dialogs.error(self.tr("Not saved"), tr_args(self.tr("The entry was not saved: %1\nNothing is lost; "
                                                                 "try again."), reason))
        self.entry_refused.emit(reason)
        self._queued.clear()

    def problem_text(self, problem: str, *, head: bool = True) -> str:
        """An engine refusal in the screen's language, amounts in the house money."""
        return roulette_problem_text(problem, self.ctx.lang, money=self.ctx.money.full, head=head)

    def on_store_failed(self, err: JobError) -> None:
        self.next_bar.set_step(_short(tr_args(self.tr("The Russian Roulette table could not be loaded: %1"),
                                              refusal_text(err))), [])
        self.ctx.dialogs.error(self.tr("Russian Roulette"), refusal_text(err))

    def on_setup_panel_checked(self) -> None:
        if self.state is None:
            self._render_prompt()

    def on_setup_panel_deal_requested(self, table: Table) -> None:
        if self.saving:
            return
        self.submit(lambda b: b.start(table),
                    on_refused=lambda reason: self.setup_panel.problems.setText("⚠ " + reason))

    def on_action_panel_action_chosen(self, action: Action) -> None:
        live = self.live
        if live is None or self.saving:
            return
        hand_id = live.hand_id
        self.submit(lambda b: b.act(hand_id, action),
                    on_refused=lambda reason: self.action_panel.problem.setText("⚠ " + reason))

    def on_card_panel_cards_entered(self, request: CardRequest, cards: tuple[Card, ...]) -> None:
        live = self.live
        if live is None or self.saving:
            return
        hand_id = live.hand_id
        if request.position is not None:
            pos, card = request.position, cards[0]
            self.submit(lambda b: b.turn_card(hand_id, pos, card), on_refused=self.card_panel.set_problem)
        elif request.seat is not None:
            seat = request.seat
            self.submit(lambda b: b.show_hole(hand_id, seat, cards), on_refused=self.card_panel.set_problem)

    def on_card_panel_cancelled(self) -> None:
        if self.correction is not None:
            self.correction = None
            self.refresh_view()
            self.setFocus()

    def record_hand(self) -> None:
        live = self.live
        if live is None or self.saving or self.mode is not Mode.RESULT:
            return
        hand_id = live.hand_id
        self.submit(lambda b: b.complete(hand_id))

    def undo(self) -> None:
        live = self.live
        if live is None or self.saving or not live.state.history:
            return
        hand_id = live.hand_id
        self.submit(lambda b: b.undo(hand_id))

    # ------------------------------------------------------------------ corrections

    def on_circle_position_clicked(self, position: int) -> None:
        state = self.state
        if state is None or self.saving or position not in state.face_up or state.circle[position - 1] is None:
            return
        self.correction = CardRequest(tr_args(self.tr("Correct position %1"), str(position)),
                                      tr_args(self.tr("Enter the card that is really at position %1."), str(position)),
                                      1, position=position, initial=str(state.circle[position - 1]))
        self.refresh_view()

    def on_seats_seat_clicked(self, seat: int) -> None:
        state = self.state
        if state is None or self.saving or self.mode is not Mode.RESULT:
            return
        view = next(v for v in state.seats() if v.seat == seat)
        if view.folded or view.hole is None:
            return
        self.correction = CardRequest(tr_args(self.tr("Correct seat %1's hole cards"), str(seat)),
                                      self.tr("Enter the cards the player really showed."), state.setup.hole_cards,
                                      seat=seat, initial=" ".join(str(c) for c in view.hole))
        self.refresh_view()

    # ------------------------------------------------------------------ pit boss, navigation

    def void_hand(self) -> None:
        live = self.live
        if live is None or self.saving:
            return
        hand_id = live.hand_id

        def signed(creds: Credentials) -> None:
            self.submit(lambda b: b.void(hand_id, creds.user_id, creds.pin, creds.reason))

        ask_signature(self.ctx, lambda b: b.void_signers(), signed,
                      title=tr_args(self.tr("Void Russian Roulette hand %1"), str(live.number)),
                      prompt=self.tr("A pit boss voids the unfinished hand as a misdeal: it counts nothing. Give the reason."),
                      need_reason=True, confirm_label=self.tr("Void the hand"))

    def go_back(self) -> None:
        if self.saving:
            return
        self.back_requested.emit()


def _short(text: str, limit: int = 110) -> str:
    """One line for the next-step bar (the full reason is shown next to the field)."""
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"
