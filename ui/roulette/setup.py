"""The set-up page: (m, n), hole cards, the Trigger, pre-revealed positions,
reveals per round, the raise cap, the structure, blinds and ante, seats and
stacks. Every change is checked by the engine (``Table.problems()``,
``RouletteSetup.warnings()``) and the reasons are shown next to the fields;
the preview circle and the first player to act come from the engine too.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from rules.roulette import ForcedBet, HandRefused, HandState, Player, RouletteSetup, Structure, Table
from ui.kit import theme
from ui.kit.chrome import KeyCap
from ui.kit.explained import refusal_text
from ui.kit.panel import PaintedFrame
from ui.kit.qt import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    Qt,
    QVBoxLayout,
    QWidget,
    Signal,
)
from ui.kit.text import tr_args
from ui.roulette.circle import CircleWidget
from ui.roulette.view import CircleView

__all__ = ["MAX_SEATS", "SetupCheck", "SetupPanel"]

C = theme.C
MAX_SEATS = 9

# the dealer types the numbers (arrow keys step them): no spin buttons to aim at
_SPIN = "QSpinBox::up-button, QSpinBox::down-button { width: 0px; border: none; }"
_INVALID_SPIN = f"QSpinBox, QComboBox {{ border: 2px solid {C.error}; background: {C.error_bg}; }}"


@dataclass
class SetupCheck:
    """The set-up as typed: the engine's table (when it can be built) and every problem by field."""

    table: Table | None
    problems: list[tuple[str, str]] = field(default_factory=list)
    """(field name, reason)."""
    warnings: list[str] = field(default_factory=list)
    first_to_act: int | None = None
    posts: list[tuple[int, int, str]] = field(default_factory=list)
    """(seat, amount, role) of the forced bets."""

    @property
    def ok(self) -> bool:
        return self.table is not None and not self.problems


def _field_of(line: str) -> str:
    """The set-up field an engine problem line names."""
    if line.startswith("setup: hole_cards + active"):
        return "hole_cards"
    m = re.match(r"setup: (\w+)", line)
    if m and m.group(1) in {"active", "circle", "hole_cards", "trigger", "reveals_per_round", "pre_revealed",
                            "raise_cap", "ante", "small_bet", "big_bet", "structure"}:
        return m.group(1)
    m = re.match(r"seat (\d+):", line)
    if m:
        return f"stack{m.group(1)}"
    for name in ("button", "forced_bets", "players"):
        if line.startswith(name):
            return name
    return "players" if "players x" in line else ""


def _caption(text: str) -> QLabel:
    lab = QLabel(text)
    theme.css(lab, f"color: {C.text_dim}; font-size: 13px; font-weight: bold;")
    return lab


def _spin(low: int, high: int, value: int) -> QSpinBox:
    s = QSpinBox()
    s.setRange(low, high)
    s.setValue(value)
    s.setMinimumHeight(38)
    s.setMinimumWidth(96)
    s.setStyleSheet(_SPIN)
    return s


class _Section(PaintedFrame):
    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.set_look(C.surface, C.border, 1, 12)
        self.col = QVBoxLayout(self)
        self.col.setContentsMargins(18, 14, 18, 14)
        self.col.setSpacing(10)
        head = QLabel(title)
        theme.css(head, f"color: {C.accent}; font-size: 13px; font-weight: bold;")
        self.col.addWidget(head)


class SetupPanel(QWidget):
    """Emits ``deal_requested(Table)`` with a table the engine accepts."""

    deal_requested = Signal(object)
    checked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.money: Callable[..., str] = str
        self.parse: Callable[[str], int] = int
        self.to_text: Callable[[int], str] = str
        self.problem_text: Callable[[str], str] = str
        """How an engine refusal line is worded (the screen sets its language's renderer)."""
        self.check: SetupCheck = SetupCheck(None)
        self._loading = False
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(12)

        # -- the game ----------------------------------------------------------
        game = _Section(self.tr("THE GAME"))
        form = QGridLayout()
        form.setHorizontalSpacing(12)
        form.setVerticalSpacing(8)
        self.active = _spin(1, 52, 3)
        self.circle = _spin(1, 52, 5)
        self.hole_cards = _spin(1, 10, 2)
        self.trigger = _spin(1, 52, 1)
        self.reveals = _spin(1, 52, 1)
        self.raise_cap = _spin(0, 99, 0)
        self.raise_cap.setSpecialValueText(self.tr("none"))
        self.pre_revealed = QLineEdit()
        self.pre_revealed.setPlaceholderText(self.tr("none, or e.g.  3 6"))
        self.structure = QComboBox()
        self.structure.addItem(self.tr("No limit"), Structure.NO_LIMIT.value)
        self.structure.addItem(self.tr("Fixed limit"), Structure.FIXED_LIMIT.value)
        self.structure.setMinimumHeight(38)
        self.small_bet = QLineEdit()
        self.small_bet.setPlaceholderText(self.tr("the big blind"))
        self.big_bet = QLineEdit()
        self.big_bet.setPlaceholderText(self.tr("twice the small bet"))
        rows: list[tuple[str, QWidget, str]] = [
            (self.tr("Active cards (m)"), self.active, "active"),
            (self.tr("Cards in the circle (n)"), self.circle, "circle"),
            (self.tr("Hole cards per player"), self.hole_cards, "hole_cards"),
            (self.tr("Trigger starts at"), self.trigger, "trigger"),
            (self.tr("Pre-revealed positions"), self.pre_revealed, "pre_revealed"),
            (self.tr("Cards turned per round"), self.reveals, "reveals_per_round"),
            (self.tr("Raise cap per round"), self.raise_cap, "raise_cap"),
            (self.tr("Structure"), self.structure, "structure"),
            (self.tr("Small bet (fixed limit)"), self.small_bet, "small_bet"),
            (self.tr("Big bet (fixed limit)"), self.big_bet, "big_bet"),
        ]
        self.fields: dict[str, QWidget] = {}
        self.field_problems: dict[str, QLabel] = {}
        for r, (label, w, name) in enumerate(rows):
            form.addWidget(_caption(label), 2 * r, 0)
            form.addWidget(w, 2 * r, 1)
            self._register(name, w, form, 2 * r + 1)
        form.setColumnStretch(1, 1)
        game.col.addLayout(form)
        game.col.addStretch(1)
        row.addWidget(game, 4)

        # -- the table ---------------------------------------------------------
        table = _Section(self.tr("THE TABLE"))
        tform = QGridLayout()
        tform.setHorizontalSpacing(12)
        tform.setVerticalSpacing(8)
        self.button = _spin(1, MAX_SEATS, 1)
        self.small_blind = QLineEdit("5")
        self.big_blind = QLineEdit("10")
        self.ante = QLineEdit("")
        self.ante.setPlaceholderText(self.tr("none"))
        for r, (label, w, name) in enumerate([
            (self.tr("Button at seat"), self.button, "button"),
            (self.tr("Small blind"), self.small_blind, "small_blind"),
            (self.tr("Big blind"), self.big_blind, "forced_bets"),
            (self.tr("Ante (each player)"), self.ante, "ante"),
        ]):
            tform.addWidget(_caption(label), 2 * r, 0)
            tform.addWidget(w, 2 * r, 1)
            self._register(name, w, tform, 2 * r + 1)
        tform.setColumnStretch(1, 1)
        table.col.addLayout(tform)
        seats_cap = _caption(self.tr("SEATS IN THE HAND AND THEIR STACKS"))
        table.col.addSpacing(6)
        table.col.addWidget(seats_cap)
        grid = QGridLayout()
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(6)
        self.seat_in: dict[int, QCheckBox] = {}
        self.stacks: dict[int, QLineEdit] = {}
        for s in range(1, MAX_SEATS + 1):
            # the seat's number alone (the caption above says what they are): its stack shows whole
            box = QCheckBox(str(s))
            box.setToolTip(tr_args(self.tr("Seat %1"), str(s)))
            box.setChecked(s <= 3)
            stack = QLineEdit("1000" if s <= 3 else "")
            stack.setPlaceholderText(self.tr("stack"))
            stack.setToolTip(tr_args(self.tr("Seat %1: stack"), str(s)))
            stack.setMinimumWidth(80)
            stack.setMaximumWidth(150)
            r, c = (s - 1) % 5, ((s - 1) // 5) * 2
            grid.addWidget(box, r, c)
            grid.addWidget(stack, r, c + 1)
            self.seat_in[s] = box
            self.stacks[s] = stack
            self.fields[f"stack{s}"] = stack
            box.toggled.connect(self.recheck)
            stack.textEdited.connect(self.recheck)
        table.col.addLayout(grid)
        self.seat_problem = QLabel("")
        self.seat_problem.setWordWrap(True)
        theme.css(self.seat_problem, f"color: {C.error}; font-size: 13px; font-weight: bold;")
        table.col.addWidget(self.seat_problem)
        self.field_problems["players"] = self.seat_problem
        table.col.addStretch(1)
        row.addWidget(table, 4)

        # -- the preview -------------------------------------------------------
        preview = _Section(self.tr("CHECK AND DEAL"))
        self.preview = CircleWidget(compact=True)
        self.preview.setMinimumSize(250, 250)
        preview.col.addWidget(self.preview, 1)
        self.summary = QLabel("")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        theme.css(self.summary, f"color: {C.text}; font-size: 14px;")
        preview.col.addWidget(self.summary)
        self.problems = QLabel("")
        self.problems.setWordWrap(True)
        self.problems.setTextFormat(Qt.TextFormat.PlainText)
        theme.css(self.problems, f"color: {C.error}; font-size: 14px; font-weight: bold;")
        preview.col.addWidget(self.problems)
        self.warnings = QLabel("")
        self.warnings.setWordWrap(True)
        theme.css(self.warnings, f"color: {C.held}; font-size: 13px;")
        preview.col.addWidget(self.warnings)
        deal_row = QHBoxLayout()
        self.deal = QPushButton(self.tr("Deal the hand"))
        self.deal.setProperty("kind", "primary")
        self.deal.setMinimumHeight(50)
        self.deal.setFont(theme.font(theme.Size.LARGE, bold=True))
        self.deal.clicked.connect(self.request_deal)
        deal_row.addWidget(self.deal, 1)
        deal_row.addWidget(KeyCap("Enter", size=14), 0, Qt.AlignmentFlag.AlignVCenter)
        preview.col.addLayout(deal_row)
        preview.setMinimumWidth(340)
        row.addWidget(preview, 4)

        for w in (self.active, self.circle, self.hole_cards, self.trigger, self.reveals, self.raise_cap, self.button):
            w.valueChanged.connect(self.recheck)
        for e in (self.pre_revealed, self.small_bet, self.big_bet, self.small_blind, self.big_blind, self.ante):
            e.textEdited.connect(self.recheck)
        self.structure.currentIndexChanged.connect(self.recheck)

    def _register(self, name: str, w: QWidget, grid: QGridLayout, row: int) -> None:
        self.fields[name] = w
        lab = QLabel("")
        lab.setWordWrap(True)
        theme.css(lab, f"color: {C.error}; font-size: 13px; font-weight: bold;")
        lab.setVisible(False)
        lab.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        grid.addWidget(lab, row, 0, 1, 2)
        self.field_problems[name] = lab

    # -- money -------------------------------------------------------------------

    def set_money(self, money: Callable[..., str], parse: Callable[[str], int], to_text: Callable[[int], str],
                  problem_text: Callable[[str], str] = str) -> None:
        """The house money, and how the engine's refusals are worded (the screen's language)."""
        self.money, self.parse, self.to_text, self.problem_text = money, parse, to_text, problem_text
        self.recheck()

    # -- reading the form --------------------------------------------------------

    def _amount(self, w: QLineEdit, name: str, problems: list[tuple[str, str]], *, optional: bool) -> int | None:
        text = w.text().strip()
        if not text:
            return None if optional else 0
        try:
            return self.parse(text)
        except ValueError as exc:
            problems.append((name, refusal_text(exc)))
            return None

    def build(self) -> SetupCheck:
        problems: list[tuple[str, str]] = []
        pre: list[int] = []
        for tok in self.pre_revealed.text().replace(",", " ").split():
            if not tok.isdigit():
                problems.append(("pre_revealed", tr_args(self.tr("%1 is not a position number"), tok)))
            else:
                pre.append(int(tok))
        structure = Structure(self.structure.currentData())
        small_bet = self._amount(self.small_bet, "small_bet", problems, optional=True)
        big_bet = self._amount(self.big_bet, "big_bet", problems, optional=True)
        if structure is Structure.NO_LIMIT:
            small_bet = big_bet = None
        ante = self._amount(self.ante, "ante", problems, optional=True) or 0
        setup = RouletteSetup(
            active=self.active.value(), circle=self.circle.value(), hole_cards=self.hole_cards.value(),
            trigger=self.trigger.value(), reveals_per_round=self.reveals.value(), pre_revealed=tuple(pre),
            raise_cap=self.raise_cap.value() or None, structure=structure, ante=ante,
            small_bet=small_bet, big_bet=big_bet,
        )
        players: list[Player] = []
        for s in range(1, MAX_SEATS + 1):
            if not self.seat_in[s].isChecked():
                continue
            stack = self._amount(self.stacks[s], f"stack{s}", problems, optional=False)
            players.append(Player(s, stack if stack is not None else 0))
        seats = [p.seat for p in players]
        button = self.button.value()
        sb = self._amount(self.small_blind, "small_blind", problems, optional=True)
        bb = self._amount(self.big_blind, "forced_bets", problems, optional=True)
        forced: list[ForcedBet] = []
        posts: list[tuple[int, int, str]] = []
        if button in seats and len(seats) >= 2:
            i = seats.index(button)
            if len(seats) == 2:
                order = [seats[i], seats[(i + 1) % 2]]  # heads-up: the button posts the small blind
            else:
                order = [seats[(i + 1) % len(seats)], seats[(i + 2) % len(seats)]]
            if sb:
                forced.append(ForcedBet(order[0], sb))
                posts.append((order[0], sb, self.tr("small blind")))
            if bb:
                # a lone blind is posted by the first seat after the button (heads-up: the other seat)
                seat = order[1] if sb or len(seats) == 2 else order[0]
                forced.append(ForcedBet(seat, bb))
                posts.append((seat, bb, self.tr("big blind") if sb else self.tr("blind")))
        table = Table(setup, button, tuple(players), tuple(forced))
        for line in table.problems():
            problems.append((_field_of(line), line))
        check = SetupCheck(table if not problems else None, problems, list(setup.warnings()) if not setup.problems() else [],
                           posts=posts)
        if check.ok:
            try:
                state = HandState.start(table)
            except HandRefused as exc:  # pragma: no cover - table.problems() already names these
                check.problems = [(_field_of(p), p) for p in exc.problems]
                check.table = None
            else:
                check.first_to_act = state.to_act
        return check

    # -- showing the check -------------------------------------------------------

    def recheck(self, *_args: Any) -> None:
        if self._loading:
            return
        check = self.build()
        self.check = check
        by_field: dict[str, list[str]] = {}
        general: list[str] = []
        for name, reason in check.problems:
            if name in self.fields or name in self.field_problems:
                by_field.setdefault(name, []).append(reason)
            else:
                general.append(reason)
        for name, w in self.fields.items():
            bad = name in by_field
            if isinstance(w, QLineEdit):
                w.setProperty("invalid", "true" if bad else "false")
                theme.repolish(w)
            else:
                base = _SPIN if isinstance(w, QSpinBox) else ""
                w.setStyleSheet(base + (" " + _INVALID_SPIN if bad else ""))
        for name, lab in self.field_problems.items():
            lines = by_field.get(name, [])
            if name == "players":
                lines = lines + [r for n, rs in by_field.items() if n.startswith("stack") for r in rs]
            lab.setText("\n".join("⚠ " + _words(self.problem_text(x)) for x in lines))
            lab.setVisible(bool(lines))
        self.problems.setText("\n".join("⚠ " + _words(self.problem_text(x)) for x in general))
        self.problems.setVisible(bool(general))
        self.warnings.setText("\n".join("⚠ " + _words(x) for x in check.warnings))
        self.warnings.setVisible(bool(check.warnings))
        self.deal.setEnabled(check.ok)
        s = check.table.setup if check.table is not None else None
        if s is not None:
            n = s.circle
            active = tuple((s.trigger - 1 + k) % n + 1 for k in range(s.active))
            self.preview.set_view(CircleView(n=n, m=s.active, cards=(None,) * n, face_up=frozenset(s.pre_revealed),
                                             trigger=s.trigger, active=active))
            bits = [self.tr("<b>%n betting round(s)</b>", "", s.rounds_scheduled) + ", "
                    + self.tr("%n card(s) turned after each", "", s.reveals_per_round)]
            bits += [tr_args(self.tr("Seat %1 posts %2 (%3)"),
                             str(seat), self.money(amount), role) for seat, amount, role in check.posts]
            if s.ante:
                bits.append(tr_args(self.tr("Every player antes %1"), self.money(s.ante)))
            if check.first_to_act is not None:
                bits.append(tr_args(self.tr("Seat %1 acts first"), str(check.first_to_act)))
            self.summary.setText("<br/>".join(bits))
        else:
            n, m, trig = self.circle.value(), self.active.value(), self.trigger.value()
            if 1 <= m <= n and 1 <= trig <= n:  # the circle can still be drawn
                active = tuple((trig - 1 + k) % n + 1 for k in range(m))
                self.preview.set_view(CircleView(n=n, m=m, cards=(None,) * n, face_up=frozenset(), trigger=trig,
                                                 active=active))
            else:
                self.preview.set_view(None)
            self.summary.setText(self.tr("<b>Fix the set-up</b>: the reasons are shown next to the fields."))
        self.checked.emit()

    def request_deal(self) -> None:
        self.recheck()
        if self.check.ok and self.check.table is not None:
            self.deal_requested.emit(self.check.table)

    # -- filling the form --------------------------------------------------------

    def load_record(self, record: Mapping[str, Any], *, stacks: Mapping[int, int] | None = None,
                    next_button: bool = False) -> None:
        """Fill the form from a ``russian-roulette-hand/1`` record (the previous hand),
        with the stacks it ended with and the button moved one seat on."""
        self._loading = True
        try:
            s = dict(record.get("setup") or {})
            self.active.setValue(int(s.get("active", 3)))
            self.circle.setValue(int(s.get("circle", 5)))
            self.hole_cards.setValue(int(s.get("hole_cards", 2)))
            self.trigger.setValue(int(s.get("trigger", 1)))
            self.reveals.setValue(int(s.get("reveals_per_round", 1)))
            self.raise_cap.setValue(int(s.get("raise_cap") or 0))
            self.pre_revealed.setText(" ".join(str(p) for p in s.get("pre_revealed", [])))
            self.structure.setCurrentIndex(1 if s.get("structure") == Structure.FIXED_LIMIT.value else 0)
            self.small_bet.setText(self.to_text(int(s["small_bet"])) if s.get("small_bet") else "")
            self.big_bet.setText(self.to_text(int(s["big_bet"])) if s.get("big_bet") else "")
            self.ante.setText(self.to_text(int(s["ante"])) if s.get("ante") else "")
            fbs = list(record.get("forced_bets") or [])
            self.small_blind.setText(self.to_text(int(fbs[0]["amount"])) if len(fbs) >= 2 else "")
            self.big_blind.setText(self.to_text(int(fbs[-1]["amount"])) if fbs else "")
            players = {int(p["seat"]): int(p["stack"]) for p in record.get("players", [])}
            if stacks is not None:
                players = {seat: int(stacks.get(seat, chips)) for seat, chips in players.items()}
            for seat in range(1, MAX_SEATS + 1):
                chips = players.get(seat)
                self.seat_in[seat].setChecked(chips is not None and chips > 0)
                self.stacks[seat].setText(self.to_text(chips) if chips else "")
            button = int(record.get("button", 1))
            if next_button:
                seats = sorted(s for s, chips in players.items() if chips > 0)
                later = [x for x in seats if x > button]
                button = later[0] if later else (seats[0] if seats else button)
            self.button.setValue(button)
        finally:
            self._loading = False
        self.recheck()


def _words(line: str) -> str:
    """An engine line as a dealer reads it (the field is shown by the red border)."""
    return line.replace("setup: ", "").replace("_", " ")
