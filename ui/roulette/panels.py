"""The lower right of the tracker: the action buttons (only the legal ones),
the card entry (a turned card, or hole cards at the showdown) and the result.

None of these decides anything: the legal actions and their ranges come from
``HandState.legal_actions()``, an amount is accepted only when the engine
says the action is legal (``HandState.can_apply``), and the result panel shows the
engine's pots and split.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from rules.cards import Card
from rules.roulette import Action, ActionKind, LegalActions, RouletteResult, ToRange
from ui.kit import theme
from ui.kit.cards import CardPicker, CardRow
from ui.kit.cardtext import ProblemKind, parse_entry
from ui.kit.chrome import KeyCap, clear_layout
from ui.kit.explained import refusal_text
from ui.kit.labels import category_short
from ui.kit.panel import PaintedFrame
from ui.kit.qt import QGridLayout, QHBoxLayout, QLabel, QPushButton, QSizePolicy, Qt, QVBoxLayout, QWidget, Signal
from ui.kit.text import tr_args
from ui.roulette.view import PotLine
from ui.table.entry import EntryField

__all__ = ["ActionPanel", "CardEntryPanel", "CardRequest", "ResultPanel"]

C = theme.C


def _title(text: str = "", size: int = theme.Size.TITLE) -> QLabel:
    lab = QLabel(text)
    theme.css(lab, f"font-size: {int(size)}px; font-weight: bold;")
    return lab


def _dim(text: str = "", size: int = 14) -> QLabel:
    lab = QLabel(text)
    lab.setWordWrap(True)
    theme.css(lab, f"color: {C.text_dim}; font-size: {size}px;")
    return lab


def _problem() -> QLabel:
    lab = QLabel("")
    lab.setWordWrap(True)
    lab.setTextFormat(Qt.TextFormat.PlainText)
    theme.css(lab, f"color: {C.error}; font-size: {theme.Size.BODY}px; font-weight: bold;")
    lab.setVisible(False)
    return lab


def _set_problem(label: QLabel, field: QWidget | None, text: str) -> None:
    label.setText(("⚠ " + text) if text else "")
    label.setVisible(bool(text))
    if field is not None:
        field.setProperty("invalid", "true" if text else "false")
        theme.repolish(field)


class _KeyedButton(QWidget):
    """A big button with its key shown under it."""

    def __init__(self, key: str, parent: QWidget | None = None, *, kind: str = "") -> None:
        super().__init__(parent)
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(4)
        self.button = QPushButton("")
        self.button.setMinimumHeight(52)
        self.button.setMinimumWidth(88)
        self.button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.button.setFont(theme.font(theme.Size.LARGE, bold=True))
        if kind:
            self.button.setProperty("kind", kind)
        self.key = KeyCap(key, size=13)
        col.addWidget(self.button)
        col.addWidget(self.key, 0, Qt.AlignmentFlag.AlignHCenter)

    def set_text(self, text: str) -> None:
        self.button.setText(text)


class ActionPanel(PaintedFrame):
    """What the player to act may do; nothing else is offered."""

    action_chosen = Signal(object)
    """An :class:`~rules.roulette.Action` the engine accepts."""
    amount_checked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.set_look(C.surface, C.border, 1, 12)
        self.setObjectName("ActionPanel")
        self.money: Callable[..., str] = str
        self.parse: Callable[[str], int] = int
        self.to_text: Callable[[int], str] = str
        self.can: Callable[[Action], bool] = lambda a: False
        self.legal = LegalActions(seat=None)
        self.amount_kind: ActionKind | None = None
        col = QVBoxLayout(self)
        col.setContentsMargins(18, 14, 18, 14)
        col.setSpacing(10)
        head = QHBoxLayout()
        self.title = _title()
        self.owe = _dim("", 15)
        self.owe.setWordWrap(False)
        head.addWidget(self.title)
        head.addStretch(1)
        head.addWidget(self.owe)
        col.addLayout(head)

        buttons = QHBoxLayout()
        buttons.setSpacing(10)
        self.check = _KeyedButton("K")
        self.call = _KeyedButton("C")
        self.fold = _KeyedButton("F")
        self.bet = _KeyedButton("B")
        self.raise_button = _KeyedButton("R")
        self.all_in = _KeyedButton("A", kind="danger")
        self.check.set_text(self.tr("Check"))
        self.fold.set_text(self.tr("Fold"))
        self.bet.set_text(self.tr("Bet…"))
        self.raise_button.set_text(self.tr("Raise…"))
        for b in (self.check, self.call, self.fold, self.bet, self.raise_button, self.all_in):
            buttons.addWidget(b)
        buttons.addStretch(1)
        col.addLayout(buttons)
        self.check.button.clicked.connect(lambda: self.choose(ActionKind.CHECK))
        self.call.button.clicked.connect(lambda: self.choose(ActionKind.CALL))
        self.fold.button.clicked.connect(lambda: self.choose(ActionKind.FOLD))
        self.bet.button.clicked.connect(lambda: self.open_amount(ActionKind.BET))
        self.raise_button.button.clicked.connect(lambda: self.open_amount(ActionKind.RAISE))
        self.all_in.button.clicked.connect(self.choose_all_in)

        amount = QHBoxLayout()
        amount.setSpacing(10)
        self.amount_caption = _title("", theme.Size.LARGE)
        self.amount = EntryField()
        self.amount.setMinimumHeight(46)
        self.amount.setMaximumWidth(200)
        self.amount.setFont(theme.font(theme.Size.TITLE, bold=True, mono=True))
        self.amount.setPlaceholderText(self.tr("amount"))
        self.amount.textEdited.connect(self.on_amount_text_edited)
        self.amount.submitted.connect(self.on_amount_submitted)
        self.amount.cancelled.connect(self.close_amount)
        self.range = _dim("", 15)
        self.confirm = QPushButton(self.tr("OK"))
        self.confirm.setProperty("kind", "primary")
        self.confirm.setMinimumHeight(46)
        self.confirm.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.confirm.clicked.connect(self.on_amount_submitted)
        self.enter_key = KeyCap("Enter", size=13)
        amount.addWidget(self.amount_caption)
        amount.addWidget(self.amount)
        amount.addWidget(self.confirm)
        amount.addWidget(self.enter_key, 0, Qt.AlignmentFlag.AlignVCenter)
        amount.addWidget(self.range, 1)
        self.amount_row = QWidget()
        self.amount_row.setLayout(amount)
        amount.setContentsMargins(0, 0, 0, 0)
        col.addWidget(self.amount_row)
        self.problem = _problem()
        col.addWidget(self.problem)
        self.why = _dim("", 14)
        col.addWidget(self.why)
        self.next_card = _dim("", 14)
        self.next_card.setTextFormat(Qt.TextFormat.RichText)
        col.addWidget(self.next_card)
        col.addStretch(1)
        facts = QHBoxLayout()
        facts.setSpacing(28)
        self.facts: dict[str, tuple[QLabel, QLabel]] = {}
        for key, caption in (("high", self.tr("HIGHEST BET THIS ROUND")), ("increment", self.tr("RAISE BY AT LEAST")),
                             ("raises", self.tr("BETS AND RAISES"))):
            box = QVBoxLayout()
            box.setSpacing(0)
            cap = QLabel(caption)
            theme.css(cap, f"color: {C.text_faint}; font-size: 11px; font-weight: bold;")
            val = QLabel("—")
            theme.css(val, f"color: {C.text}; font-size: {int(theme.Size.LARGE)}px; font-weight: bold;")
            box.addWidget(cap)
            box.addWidget(val)
            facts.addLayout(box)
            self.facts[key] = (cap, val)
        facts.addStretch(1)
        col.addLayout(facts)
        self.close_amount()

    # -- the engine's offer ----------------------------------------------------

    def set_offer(self, legal: LegalActions, *, title: str, owe: str, next_card: str,
                  money: Callable[..., str], parse: Callable[[str], int], to_text: Callable[[int], str],
                  can: Callable[[Action], bool], facts: Sequence[tuple[str, str, str]] = (), why: str = "") -> None:
        """``facts``: (key, caption, value) of the round's figures shown under the buttons; ``why``:
        why no bet or raise is open, in the screen's language (``legal.why_no_raise`` rendered)."""
        self.legal, self.money, self.parse, self.to_text, self.can = legal, money, parse, to_text, can
        for key, caption, text in facts:
            cap, val = self.facts[key]
            cap.setText(caption)
            val.setText(text)
        self.title.setText(title)
        self.owe.setText(owe)
        self.check.setVisible(legal.check)
        self.call.setVisible(legal.call is not None)
        if legal.call is not None:
            self.call.set_text(tr_args(self.tr("Call %1"), money(legal.call.amount))
                               + (" " + self.tr("all-in") if legal.call.all_in else ""))
        self.fold.setVisible(legal.fold)
        self.bet.setVisible(legal.bet is not None)
        self.raise_button.setVisible(legal.raise_ is not None)
        rng = legal.bet or legal.raise_
        all_in_call = legal.call is not None and legal.call.all_in
        self.all_in.setVisible((rng is not None and rng.max_to == rng.all_in) or all_in_call)
        if rng is not None and rng.max_to == rng.all_in:
            self.all_in.set_text(tr_args(self.tr("All-in %1"), money(rng.all_in)))
        elif all_in_call and legal.call is not None:
            self.all_in.set_text(tr_args(self.tr("All-in %1"), money(legal.call.amount)))
        self.why.setText(why)
        self.why.setVisible(bool(why) and legal.call is not None)
        self.next_card.setText(next_card)
        self.next_card.setVisible(bool(next_card))
        if self.amount_kind is not None and legal.range_for(self.amount_kind) is None:
            self.close_amount()
        elif self.amount_kind is not None:
            self.open_amount(self.amount_kind)

    def offered(self) -> tuple[ActionKind, ...]:
        """The actions the panel offers now (its visible buttons)."""
        return self.legal.kinds

    # -- choosing ------------------------------------------------------------------

    def choose(self, kind: ActionKind, to: int | None = None) -> None:
        seat = self.legal.seat
        if seat is None:
            return
        action = Action(seat, kind, to)
        if self.can(action):
            self.close_amount()
            self.action_chosen.emit(action)

    def choose_all_in(self) -> None:
        rng = self.legal.bet or self.legal.raise_
        if rng is not None and rng.max_to == rng.all_in:
            self.choose(ActionKind.BET if self.legal.bet is not None else ActionKind.RAISE, rng.all_in)
        elif self.legal.call is not None and self.legal.call.all_in:
            self.choose(ActionKind.CALL)

    def open_amount(self, kind: ActionKind) -> None:
        rng = self.legal.range_for(kind)
        if rng is None:
            return
        fresh = self.amount_kind is not kind
        self.amount_kind = kind
        self.amount_caption.setText(self.tr("Bet to") if kind is ActionKind.BET else self.tr("Raise to"))
        self.range.setText(self._range_text(rng))
        self.amount_row.setVisible(True)
        if fresh:
            self.amount.setText(self.to_text(rng.min_to))
            _set_problem(self.problem, self.amount, "")
        self.amount.setFocus(Qt.FocusReason.OtherFocusReason)
        self.amount.selectAll()
        self.on_amount_text_edited(self.amount.text())

    def _range_text(self, rng: ToRange) -> str:
        m = self.money
        if rng.min_to == rng.max_to:
            text = tr_args(self.tr("exactly %1"), m(rng.min_to))
        else:
            text = tr_args(self.tr("%1 to %2"), m(rng.min_to), m(rng.max_to))
        if rng.max_to == rng.all_in:
            text += " " + self.tr("(all-in)")
        return text + "\n" + self.tr("the seat's total this round")

    def close_amount(self) -> None:
        self.amount_kind = None
        self.amount.clear()
        self.amount_row.setVisible(False)
        _set_problem(self.problem, self.amount, "")

    @property
    def amount_open(self) -> bool:
        return self.amount_kind is not None

    def _checked_amount(self, text: str) -> tuple[int | None, str]:
        kind = self.amount_kind
        if kind is None:
            return None, ""
        rng = self.legal.range_for(kind)
        if rng is None:
            return None, self.tr("not allowed now")
        try:
            to = self.parse(text)
        except ValueError as exc:
            return None, refusal_text(exc) if text.strip() else ""
        m = self.money
        seat = self.legal.seat
        if seat is not None and self.can(Action(seat, kind, to)):
            return to, ""
        verb = self.tr("bet") if kind is ActionKind.BET else self.tr("raise")
        if to > rng.all_in:
            return None, tr_args(self.tr("%1 to %2 is over the stack: all-in is to %3"), verb, m(to), m(rng.all_in))
        if rng.min_to == rng.max_to:
            return None, tr_args(self.tr("%1 must be to exactly %2"), verb, m(rng.min_to))
        return None, tr_args(self.tr("%1 to %2 is below the minimum: at least %3, or all-in %4"),
                             verb, m(to), m(rng.min_to), m(rng.all_in))

    def on_amount_text_edited(self, text: str) -> None:
        to, problem = self._checked_amount(text)
        _set_problem(self.problem, self.amount, problem)
        self.confirm.setEnabled(to is not None)
        self.amount_checked.emit()

    def on_amount_submitted(self) -> None:
        to, problem = self._checked_amount(self.amount.text())
        if to is None:
            _set_problem(self.problem, self.amount, problem or self.tr("enter an amount"))
            self.amount_checked.emit()
            return
        assert self.amount_kind is not None
        self.choose(self.amount_kind, to)


@dataclass(frozen=True, slots=True)
class CardRequest:
    """What the card field is for: a circle position or a seat's hole cards."""

    title: str
    hint: str
    count: int
    position: int | None = None
    seat: int | None = None
    initial: str = ""


class CardEntryPanel(PaintedFrame):
    """One card field (typed ``kd`` / ``10h``, or clicked in the picker), checked as it is typed."""

    cards_entered = Signal(object, object)
    """(CardRequest, tuple of cards)."""
    cancelled = Signal()
    text_checked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.set_look(C.surface, C.border, 1, 12)
        self.setObjectName("CardEntryPanel")
        self.request: CardRequest | None = None
        self.used: dict[Card, str] = {}
        col = QVBoxLayout(self)
        col.setContentsMargins(18, 14, 18, 14)
        col.setSpacing(8)
        self.title = _title()
        col.addWidget(self.title)
        self.hint = _dim("", 14)
        col.addWidget(self.hint)
        row = QHBoxLayout()
        row.setSpacing(12)
        self.field = EntryField()
        self.field.setMinimumHeight(48)
        self.field.setFont(theme.font(theme.Size.TITLE, bold=True, mono=True))
        self.field.textEdited.connect(self.on_field_text_edited)
        self.field.submitted.connect(self.on_field_submitted)
        self.field.cancelled.connect(self.cancelled)
        self.preview = CardRow(50)
        self.preview.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.preview.setFixedWidth(3 * (self.preview.card_width + 6))
        self.ok = QPushButton(self.tr("OK"))
        self.ok.setProperty("kind", "primary")
        self.ok.setMinimumHeight(46)
        self.ok.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.ok.clicked.connect(self.on_field_submitted)
        row.addWidget(self.field, 1)
        row.addWidget(self.ok)
        row.addWidget(KeyCap("Enter", size=13), 0, Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.preview)
        col.addLayout(row)
        self.problem = _problem()
        col.addWidget(self.problem)
        cap = QLabel(self.tr("CLICK A CARD, OR TYPE  kd  10h  as …"))
        theme.css(cap, f"color: {C.text_faint}; font-size: 11px; font-weight: bold;")
        col.addWidget(cap)
        self.picker = CardPicker()
        self.picker.card_picked.connect(self.on_picker_card_picked)
        col.addWidget(self.picker, 0, Qt.AlignmentFlag.AlignLeft)
        col.addStretch(1)

    def open_request(self, request: CardRequest, used: dict[Card, str]) -> None:
        same = self.request == request
        self.request = request
        self.used = dict(used)
        self.title.setText(request.title)
        self.hint.setText(request.hint)
        self.hint.setVisible(bool(request.hint))
        self.picker.set_used(self.used)
        self.picker.set_active(True)
        if not same:
            self.field.setText(request.initial)
            self.field.setPlaceholderText(self.tr("e.g.  kd") if request.count == 1 else self.tr("e.g.  as kd"))
            self.on_field_text_edited(self.field.text())
        self.field.setFocus(Qt.FocusReason.OtherFocusReason)

    def set_problem(self, text: str) -> None:
        _set_problem(self.problem, self.field, text)

    def _check(self, text: str, *, final: bool) -> tuple[tuple[Card, ...] | None, str]:
        req = self.request
        if req is None:
            return None, ""
        parsed = parse_entry(text, limit=req.count, final=final)
        for pr in parsed.problems:
            if pr.kind is ProblemKind.NOT_A_CARD:
                return None, tr_args(self.tr("%1 is not a card (type e.g. kd, 10h, as)"), pr.text)
            if pr.kind is ProblemKind.DUPLICATE:
                return None, tr_args(self.tr("%1 is typed twice"), pr.text)
            return None, tr_args(self.tr("%1 cards: %2 wanted"), pr.text, str(req.count))
        for card in parsed.cards:
            where = self.used.get(card)
            if where is not None:
                return None, tr_args(self.tr("%1 is already at %2"), card.pretty, where)
        self.preview.set_cards(parsed.cards, slots=req.count)
        self.picker.set_selected(parsed.cards)
        if len(parsed.cards) < req.count:
            return None, (tr_args(self.tr("%n card(s) wanted, %1 typed", "", req.count),
                                  str(len(parsed.cards))) if final else "")
        return parsed.cards, ""

    def on_field_text_edited(self, text: str) -> None:
        cards, problem = self._check(text, final=False)
        self.set_problem(problem)
        self.ok.setEnabled(cards is not None)
        self.text_checked.emit()

    def on_field_submitted(self) -> None:
        cards, problem = self._check(self.field.text(), final=True)
        self.set_problem(problem)
        self.text_checked.emit()
        if cards is not None and self.request is not None:
            self.cards_entered.emit(self.request, cards)

    def on_picker_card_picked(self, card: Card) -> None:
        if self.request is None:
            return
        text = self.field.text().rstrip()
        if self.request.count == 1:
            text = ""
        self.field.setText((text + " " if text else "") + str(card))
        self.field.setFocus()
        self.on_field_text_edited(self.field.text())


class ResultPanel(PaintedFrame):
    """The engine's result: each pot, who wins it and the split; what each seat takes."""

    record_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.set_look(C.surface, C.border, 1, 12)
        self.setObjectName("ResultPanel")
        col = QVBoxLayout(self)
        col.setContentsMargins(18, 14, 18, 14)
        col.setSpacing(8)
        self.title = _title("", theme.Size.TITLE)
        self.title.setWordWrap(True)
        col.addWidget(self.title)
        self.record = QPushButton(self.tr("Record the hand"))
        self.record.setProperty("kind", "primary")
        self.record.setMinimumHeight(50)
        self.record.setFont(theme.font(theme.Size.LARGE, bold=True))
        self.record.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.record.clicked.connect(self.record_requested)
        self.subtitle = _dim("", 15)
        col.addWidget(self.subtitle)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(16)
        self.grid.setVerticalSpacing(6)
        col.addLayout(self.grid)
        col.addStretch(1)
        bottom = QHBoxLayout()
        bottom.setSpacing(12)
        # two payouts a row: a third winner (a three-way split) goes under, never squeezed
        self.pay_row = QGridLayout()
        self.pay_row.setHorizontalSpacing(22)
        self.pay_row.setVerticalSpacing(6)
        bottom.addLayout(self.pay_row, 1)
        rec = QVBoxLayout()
        rec.setSpacing(4)
        rec.addStretch(1)
        rec.addWidget(self.record)
        rec.addWidget(KeyCap("Enter", size=13), 0, Qt.AlignmentFlag.AlignHCenter)
        bottom.addLayout(rec)
        col.addLayout(bottom)
        self._cells: list[QWidget] = []

    def _clear(self) -> None:
        for w in self._cells:
            w.setParent(None)
            w.deleteLater()
        self._cells = []

    def _cell(self, w: QWidget, r: int, c: int, span: int = 1) -> None:
        self.grid.addWidget(w, r, c, 1, span)
        self._cells.append(w)

    def set_result(self, result: RouletteResult, pots: Sequence[PotLine], money: Callable[..., str],
                   pay: Callable[..., str] | None = None) -> None:
        """``money`` for every amount (the full form); ``pay`` for the big figure of each PAY
        (the compact form a dealer reads from a metre, as at the Russian Poker table)."""
        self._clear()
        winners = sorted({s for p in result.pots for s in p.winners})
        if result.won_by_folds:
            self.title.setText(tr_args(self.tr("Seat %1 wins: every other player folded"), str(winners[0])))
            self.subtitle.setText(self.tr("No showdown, no further card turned."))
        else:
            hands = {s.seat: s.hand for s in result.showdown}
            top = [s for s in winners if s in hands]
            names = ", ".join(str(s) for s in top)
            verb = tr_args(self.tr("Seats %1 split"),
                           names) if len(top) > 1 else tr_args(self.tr("Seat %1 wins"),
                                                                                               names)
            best = hands[top[0]] if top else None
            self.title.setText(verb + (" · " + category_short(best.category) if best is not None else ""))
            self.subtitle.setText(tr_args(self.tr("Active cards: positions %1"),
                                          " · ".join(str(p) for p in result.active_positions)))
        for i, text in enumerate((self.tr("POT"), self.tr("AMOUNT"), self.tr("PLAYERS IN IT"), self.tr("WON BY"))):
            cap = QLabel(text)
            theme.css(cap, f"color: {C.text_faint}; font-size: 11px; font-weight: bold;")
            self._cell(cap, 0, i)
        for r, pot in enumerate(pots, 1):
            name = self.tr("Main pot") if pot.index == 1 else tr_args(self.tr("Side pot %1"), str(pot.index - 1))
            self._cell(_title(name, theme.Size.BODY), r, 0)
            self._cell(_title(money(pot.amount), theme.Size.LARGE), r, 1)
            self._cell(_dim(", ".join(tr_args(self.tr("seat %1"), str(s)) for s in pot.eligible), 14), r, 2)
            if pot.shares:
                parts = [tr_args(self.tr("seat %1 %2"), str(s), money(v)) for s, v in pot.shares.items()]
                won = (" + ".join(parts)) if len(parts) > 1 else parts[0]
                if len(parts) > 1 and len(set(pot.shares.values())) > 1:
                    won += "  " + self.tr("(odd chip from the button's left)")
            else:
                won = ", ".join(tr_args(self.tr("seat %1"), str(s)) for s in pot.winners)
            lab = _title(won, theme.Size.BODY)
            theme.css(lab, f"color: {C.pay}; font-size: {int(theme.Size.BODY)}px; font-weight: bold;")
            lab.setWordWrap(True)
            self._cell(lab, r, 3)
        self.grid.setColumnStretch(3, 1)
        row = len(pots) + 1
        if result.showdown:
            cap = QLabel(self.tr("HANDS AT THE SHOWDOWN"))
            theme.css(cap, f"color: {C.text_faint}; font-size: 11px; font-weight: bold;")
            self._cell(cap, row, 0, 4)
            for sh in result.showdown:
                row += 1
                is_winner = sh.seat in winners
                self._cell(_title(tr_args(self.tr("Seat %1"), str(sh.seat)), theme.Size.BODY), row, 0)
                hand_label = _title(category_short(sh.hand.category), theme.Size.BODY)
                theme.css(hand_label, f"color: {C.pay if is_winner else C.text_dim}; font-size: {int(theme.Size.BODY)}px; "
                          "font-weight: bold;")
                self._cell(hand_label, row, 1, 2)
                cards = CardRow(34)
                cards.set_cards(sh.hand.cards, marked=sh.hand.cards if is_winner else ())
                cards.setFixedWidth(5 * (cards.card_width + 6))
                self._cell(cards, row, 3)
        clear_layout(self.pay_row)
        paid = 0
        for seat, amount in result.payouts.items():
            if amount <= 0:
                continue
            box = QVBoxLayout()
            tag = QLabel(tr_args(self.tr("PAY SEAT %1"), str(seat)))
            tag.setProperty("tag", "pay")
            amt = QLabel((pay or money)(amount))
            theme.css(amt, f"color: {C.pay}; font-size: {int(theme.Size.AMOUNT)}px; font-weight: bold;")
            net = _dim(tr_args(self.tr("net %1"), money(result.net.get(seat, 0), signed=True)), 13)
            w = QWidget()
            box.setContentsMargins(0, 0, 0, 0)
            box.setSpacing(0)
            box.addWidget(tag, 0, Qt.AlignmentFlag.AlignLeft)
            box.addWidget(amt)
            box.addWidget(net)
            w.setLayout(box)
            self.pay_row.addWidget(w, paid // 2, paid % 2, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom)
            paid += 1
        self.pay_row.setColumnStretch(2, 1)  # the payouts keep to the left
