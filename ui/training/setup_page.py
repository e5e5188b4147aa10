"""Choosing what to practise: the level (what it teaches and asks), the mode
(practice with feedback now or at the end, timed, table speed, or an exam an
instructor starts), and how many rounds."""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass

from dealer_app.training import Feedback, Level, MistakeKind, Stat, level_stats
from ui.kit import theme
from ui.kit.chrome import KeyCap
from ui.kit.house_text import house_rules_rows
from ui.kit.money import MoneyFormat
from ui.kit.panel import PaintedFrame
from ui.kit.profiles import profile_name
from ui.kit.qt import (
    QT_TRANSLATE_NOOP,
    QButtonGroup,
    QGridLayout,
    QHBoxLayout,
    QIntValidator,
    QKeyEvent,
    QKeySequence,
    QLabel,
    QLineEdit,
    QMouseEvent,
    QPushButton,
    QShortcut,
    QSizePolicy,
    QStackedWidget,
    Qt,
    QVBoxLayout,
    QWidget,
    Signal,
    translate,
)
from ui.kit.text import tr_args
from ui.training.jobs import TrainingHome
from ui.training.words import (
    clear_layout,
    level_summary,
    level_title,
    mistake_label,
    seconds_text,
    situation_label,
    skill_label,
)

__all__ = ["Choice", "LevelCard", "SetupPage", "TrainingMode"]

C = theme.C


class TrainingMode(enum.StrEnum):
    PRACTICE = "practice"
    TIMED = "timed"
    TABLE_SPEED = "table_speed"
    EXAM = "exam"
    HANDS = "hands"
    """Name the hand: the dealer's and every box's, before any money."""
    CHIPS = "chips"
    """Count stacks, colour up, cut and pay in the house's chip set (no level)."""


@dataclass(frozen=True, slots=True)
class Choice:
    """What the trainee (or, for an exam, the instructor) chose."""

    mode: TrainingMode
    level: Level
    rounds: int
    feedback: Feedback = Feedback.IMMEDIATE
    exam_id: str = ""
    seed: int | None = None
    time_limit_minutes: int = 0


_ASKS = {
    Level.PLAIN_SHOWDOWN: QT_TRANSLATE_NOOP("SetupPage", "Ante and Bet: PAY, TAKE or RETURN each (or the net)."),
    Level.NO_GAME: QT_TRANSLATE_NOOP("SetupPage", "Ante and Bet (or the net)."),
    Level.BOUGHT_GAME: QT_TRANSLATE_NOOP("SetupPage", "Ante, Bet and the fees (or the net); the dealer cards taken out "
                                                      "for a bought game."),
    Level.BONUS_JACKPOT: QT_TRANSLATE_NOOP("SetupPage", "Ante, Bet, fees and the bonus (or the net); the cards taken out."),
    Level.INSURANCE: QT_TRANSLATE_NOOP("SetupPage", "Every term with insurance (or the net); the insurance maximum; "
                                                    "the cards taken out."),
    Level.TWO_HANDS: QT_TRANSLATE_NOOP("SetupPage", "Every term (or the net); hand 2; the insurance maximum; "
                                                    "the cards taken out."),
    Level.CAP: QT_TRANSLATE_NOOP("SetupPage", "Every term (or the net); the amount the cap withholds; hand 2; "
                                              "the insurance maximum."),
}


class LevelCard(PaintedFrame):
    """One level in the list: number, title, target time, the trainee's accuracy so far."""

    clicked = Signal(object)

    def __init__(self, level: Level, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.level = level
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setObjectName(f"level{int(level)}")
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 8, 12, 8)
        row.setSpacing(12)
        self.badge = QLabel(str(int(level)))
        self.badge.setFixedSize(34, 34)
        self.badge.setAlignment(Qt.AlignmentFlag.AlignCenter)
        row.addWidget(self.badge)
        col = QVBoxLayout()
        col.setSpacing(0)
        self.name = QLabel(level_title(level))
        self.name.setWordWrap(True)
        theme.css(self.name, "font-size: 15px; font-weight: bold;")
        self.detail = QLabel("")
        theme.css(self.detail, f"color: {C.text_dim}; font-size: 12px;")
        col.addWidget(self.name)
        col.addWidget(self.detail)
        row.addLayout(col, 1)
        self.score = QLabel("")
        self.score.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.score)
        self._selected = False
        self.locked = False
        self.set_stat(None)
        self.set_selected(False)

    def set_stat(self, stat: Stat | None) -> None:
        target = tr_args(self.tr("target %1 s per box"), str(self.level.target_seconds_per_box))
        if stat is None or not stat.boxes:
            self.detail.setText(target + " · " + self.tr("not started"))
            self.score.setText("")
            return
        speed = f" · {seconds_text(stat.seconds)}" if stat.seconds is not None else ""
        self.detail.setText(target + " · " + tr_args(self.tr("%1 boxes"), f"{stat.boxes:,}") + speed)
        pct = 100 * stat.accuracy
        colour = C.pay if pct >= 90 else (C.held if pct >= 70 else C.take)
        self.score.setText(f"{pct:.0f}%")
        theme.css(self.score, f"color: {colour}; font-size: {theme.Size.LARGE}px; font-weight: bold;")

    def set_locked(self, locked: bool, why: str = "") -> None:
        """A level not open yet: the card says so, and why."""
        self.locked = locked
        theme.css(self.name, f"font-size: 15px; font-weight: bold; color: {C.text_faint if locked else C.text};")
        self.setToolTip(why if locked else "")
        if locked:
            self.detail.setText(why)
            self.score.setText("")

    def set_selected(self, selected: bool) -> None:
        self._selected = selected
        self.set_look(C.surface2 if selected else C.surface, C.accent if selected else C.border, 2 if selected else 1, 10)
        fg, bg = (C.accent_text, C.accent) if selected else (C.text, C.surface3)
        self.badge.setStyleSheet(f"background: {bg}; color: {fg}; border-radius: 17px; font-size: 16px; font-weight: bold;")

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.level)
        super().mousePressEvent(event)


class ModeTile(PaintedFrame):
    """A mode to choose: its name and one line on what it is."""

    clicked = Signal(object)

    def __init__(self, mode: TrainingMode, title: str, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.mode = mode
        self.setObjectName(f"mode_{mode.value}")
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumHeight(78)
        col = QVBoxLayout(self)
        col.setContentsMargins(14, 10, 14, 10)
        col.setSpacing(2)
        self.title = QLabel(title)
        theme.css(self.title, "font-size: 16px; font-weight: bold;")
        self.text = QLabel(text)
        self.text.setWordWrap(True)
        theme.css(self.text, f"color: {C.text_dim}; font-size: 12px;")
        col.addWidget(self.title)
        col.addWidget(self.text)
        col.addStretch(1)
        self.set_selected(False)

    def set_selected(self, selected: bool) -> None:
        self.set_look(C.surface3 if selected else C.surface, C.accent if selected else C.border, 2 if selected else 1, 10)
        theme.css(self.title, f"color: {C.accent if selected else C.text}; font-size: 16px; font-weight: bold;")

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.mode)
        super().mousePressEvent(event)


class Stepper(QWidget):
    """A whole number: − and + buttons around a field (Up/Down and typing work too)."""

    def __init__(self, low: int, high: int, value: int, *, suffix: str = "", zero_text: str = "",
                 width: int = 64, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.low, self.high, self.suffix, self.zero_text = low, high, suffix, zero_text
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(4)
        self.minus = QPushButton("−")
        self.plus = QPushButton("+")
        self.edit = QLineEdit()
        self.edit.setValidator(QIntValidator(low, high, self))
        self.edit.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.edit.setFixedWidth(width)
        self.edit.setMinimumHeight(38)
        for b in (self.minus, self.plus):
            b.setFixedSize(38, 38)
            b.setStyleSheet("QPushButton { padding: 0; font-size: 18px; }")
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.minus.clicked.connect(lambda: self.setValue(self.value() - 1))
        self.plus.clicked.connect(lambda: self.setValue(self.value() + 1))
        self.edit.installEventFilter(self)
        row.addWidget(self.minus)
        row.addWidget(self.edit)
        row.addWidget(self.plus)
        self.note = QLabel("")
        self.note.setProperty("role", "dim")
        row.addWidget(self.note)
        self.setValue(value)

    def value(self) -> int:
        text = self.edit.text().strip()
        try:
            return max(self.low, min(self.high, int(text)))
        except ValueError:
            return self.low

    def setValue(self, value: int) -> None:
        value = max(self.low, min(self.high, int(value)))
        self.edit.setText(str(value))
        self.note.setText(self.zero_text if value == 0 and self.zero_text else self.suffix)
        self.minus.setEnabled(value > self.low)
        self.plus.setEnabled(value < self.high)

    def eventFilter(self, obj: object, event: object) -> bool:
        if obj is self.edit and isinstance(event, QKeyEvent) and event.type() == QKeyEvent.Type.KeyPress:
            if event.key() == Qt.Key.Key_Up:
                self.setValue(self.value() + 1)
                return True
            if event.key() == Qt.Key.Key_Down:
                self.setValue(self.value() - 1)
                return True
        return False


def _tile_sheet() -> str:
    return (
        f"QPushButton {{ background: {C.surface2}; color: {C.text}; border: 1px solid {C.border}; border-radius: 10px;"
        f" padding: 10px 12px; text-align: left; font-size: 14px; font-weight: normal; }}"
        f"QPushButton:checked {{ background: {C.surface3}; border: 2px solid {C.accent}; }}"
        f"QPushButton:hover {{ border-color: {C.text_dim}; }}"
    )


class SetupPage(QWidget):
    start_requested = Signal(object)
    """The trainee pressed Start: a :class:`Choice`."""
    house_rules_requested = Signal()
    open_level_requested = Signal(object)
    """An instructor is to open a locked :class:`Level` for the trainee (with their PIN)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.home: TrainingHome | None = None
        self.level = Level.PLAIN_SHOWDOWN
        outer = QHBoxLayout(self)
        outer.setContentsMargins(20, 16, 20, 16)
        outer.setSpacing(18)

        left = QVBoxLayout()
        left.setSpacing(8)
        cap = QLabel(self.tr("LEVELS"))
        cap.setProperty("role", "section")
        left.addWidget(cap)
        self.cards: dict[Level, LevelCard] = {}
        for lv in Level:
            card = LevelCard(lv)
            card.clicked.connect(self.on_card_clicked)
            self.cards[lv] = card
            left.addWidget(card)
        left.addStretch(1)
        keys_panel = PaintedFrame()
        keys_panel.set_look(C.surface, C.border, 1, 12)
        kp = QGridLayout(keys_panel)
        kp.setContentsMargins(18, 12, 18, 12)
        kp.setHorizontalSpacing(10)
        kp.setVerticalSpacing(5)
        kcap = QLabel(self.tr("ANSWERING, BY KEY"))
        theme.css(kcap, f"color: {C.text_faint}; font-size: 11px; font-weight: bold;")
        kp.addWidget(kcap, 0, 0, 1, 2)
        for r, (key, text) in enumerate(((self.tr("P  T  R"), self.tr("pay, take, return; then the amount")),
                                        ("Ctrl+N", self.tr("answer the net instead")),
                                        ("Tab", self.tr("next figure")),
                                        ("Enter", self.tr("check; next box")),
                                        ("← →", self.tr("choose the mode")),
                                        ("F2", self.tr("house rules"))), start=1):
            cap = KeyCap(key, size=13)
            kp.addWidget(cap, r, 0, Qt.AlignmentFlag.AlignLeft)
            lab = QLabel(text)
            theme.css(lab, f"color: {C.text_dim}; font-size: 13px;")
            kp.addWidget(lab, r, 1)
        kp.setColumnStretch(1, 1)
        left.addWidget(keys_panel)

        holder = QWidget()
        holder.setLayout(left)
        holder.setFixedWidth(400)
        outer.addWidget(holder)

        right = QVBoxLayout()
        right.setSpacing(12)
        self.detail = PaintedFrame()
        self.detail.set_look(C.surface, C.border, 1, 12)
        d = QVBoxLayout(self.detail)
        d.setContentsMargins(22, 16, 22, 16)
        d.setSpacing(8)
        self.headline = QLabel("")
        self.headline.setWordWrap(True)
        theme.css(self.headline, f"font-size: {theme.Size.TITLE}px; font-weight: bold;")
        self.summary = QLabel("")
        self.summary.setWordWrap(True)
        theme.css(self.summary, f"color: {C.text}; font-size: 15px;")
        grid = QGridLayout()
        grid.setHorizontalSpacing(14)
        grid.setVerticalSpacing(6)
        self.introduces = QLabel("")
        self.introduces.setWordWrap(True)
        theme.css(self.introduces, f"color: {C.text}; font-size: 14px;")
        self.asks = QLabel("")
        self.asks.setWordWrap(True)
        theme.css(self.asks, f"color: {C.text}; font-size: 14px;")
        self.focus = QLabel("")
        self.focus.setWordWrap(True)
        theme.css(self.focus, f"color: {C.held}; font-size: 14px;")
        for r, (caption, lab) in enumerate(((self.tr("NEW HERE"), self.introduces), (self.tr("YOU STATE"), self.asks),
                                            (self.tr("YOUR FOCUS"), self.focus))):
            c = QLabel(caption)
            theme.css(c, f"color: {C.text_faint}; font-size: 11px; font-weight: bold;")
            c.setFixedWidth(90)
            grid.addWidget(c, r, 0, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(lab, r, 1)
        caption_item = grid.itemAtPosition(2, 0)
        self.focus_caption = caption_item.widget() if caption_item is not None else None
        d.addWidget(self.headline)
        d.addWidget(self.summary)
        d.addSpacing(4)
        d.addLayout(grid)
        right.addWidget(self.detail)

        mcap = QLabel(self.tr("MODE"))
        mcap.setProperty("role", "section")
        right.addWidget(mcap)
        tiles = QGridLayout()
        tiles.setHorizontalSpacing(10)
        tiles.setVerticalSpacing(8)
        self.tiles: dict[TrainingMode, ModeTile] = {}
        texts = {
            TrainingMode.PRACTICE: (self.tr("Practice"), self.tr("Your pace; feedback after each box or at the end")),
            TrainingMode.TIMED: (self.tr("Timed"), self.tr("Against the clock at the level's target time")),
            TrainingMode.TABLE_SPEED: (self.tr("Table speed"), self.tr("The live-table screen on practice rounds")),
            TrainingMode.HANDS: (self.tr("Name the hand"), self.tr("Every hand of the level's rounds, by key")),
            TrainingMode.CHIPS: (self.tr("Chips"), self.tr("Count stacks, colour up, cut and pay")),
            TrainingMode.EXAM: (self.tr("Exam"), self.tr("Locked; an instructor starts it with their PIN")),
        }
        for i, (mode, (title, sub)) in enumerate(texts.items()):
            tile = ModeTile(mode, title, sub)
            tile.clicked.connect(self.set_mode)
            self.tiles[mode] = tile
            tiles.addWidget(tile, i // 3, i % 3)
        right.addLayout(tiles)

        self.options = QStackedWidget()
        self.options.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.options.setMinimumHeight(124)
        self.pages: dict[TrainingMode, QWidget] = {}
        # practice
        p = QWidget()
        pl = QHBoxLayout(p)
        pl.setContentsMargins(0, 0, 0, 0)
        pl.setSpacing(10)
        fb_cap = QLabel(self.tr("Feedback"))
        fb_cap.setProperty("role", "dim")
        pl.addWidget(fb_cap)
        self.fb_now = QPushButton(self.tr("After each box"))
        self.fb_end = QPushButton(self.tr("At the end"))
        self.fb_group = QButtonGroup(self)
        for b in (self.fb_now, self.fb_end):
            b.setCheckable(True)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.setStyleSheet(_tile_sheet().replace("padding: 10px 12px", "padding: 6px 14px"))
            self.fb_group.addButton(b)
            pl.addWidget(b)
        self.fb_now.setChecked(True)
        pl.addSpacing(20)
        self.practice_rounds = self._rounds_spin(10)
        rc = QLabel(self.tr("Rounds"))
        rc.setProperty("role", "dim")
        pl.addWidget(rc)
        pl.addWidget(self.practice_rounds)
        pl.addStretch(1)
        self._add_page(TrainingMode.PRACTICE, p)
        # timed
        t = QWidget()
        tl = QHBoxLayout(t)
        tl.setContentsMargins(0, 0, 0, 0)
        tl.setSpacing(10)
        rc = QLabel(self.tr("Rounds"))
        rc.setProperty("role", "dim")
        tl.addWidget(rc)
        self.timed_rounds = self._rounds_spin(10)
        tl.addWidget(self.timed_rounds)
        self.timed_note = QLabel("")
        self.timed_note.setWordWrap(True)
        self.timed_note.setProperty("role", "dim")
        tl.addWidget(self.timed_note, 1)
        self._add_page(TrainingMode.TIMED, t)
        # table speed
        ts = QWidget()
        tsl = QHBoxLayout(ts)
        tsl.setContentsMargins(0, 0, 0, 0)
        tsl.setSpacing(10)
        rc = QLabel(self.tr("Rounds"))
        rc.setProperty("role", "dim")
        tsl.addWidget(rc)
        self.table_rounds = self._rounds_spin(5, top=30)
        tsl.addWidget(self.table_rounds)
        note = QLabel(self.tr("Enter each practice round on the real table screen from its dealing sheet, as fast as "
                              "you can: bets, cards, decisions, the dealer. Your card entry is timed. Nothing is "
                              "written to a shift."))
        note.setWordWrap(True)
        note.setProperty("role", "dim")
        tsl.addWidget(note, 1)
        self._add_page(TrainingMode.TABLE_SPEED, ts)
        # name the hand
        self.hand_rounds = self._rounds_spin(3, top=20)
        hs, _ = self._count_row(self.tr("Rounds"), self.hand_rounds, self.tr(
            "Name every hand before any money: the dealer's as dealt and after a buy, each box's, "
            "and from level 6 the second combination in six cards. Keys 0–9 and R."))
        self._add_page(TrainingMode.HANDS, hs)
        # chips
        self.chip_count = self._rounds_spin(9, top=60)
        cs, self.chip_note = self._count_row(self.tr("Questions"), self.chip_count, self.tr(
            "Bets as chip stacks in the house's chip set: count them, colour up with the fewest chips, cut and pay "
            "a winning Bet."))
        self._add_page(TrainingMode.CHIPS, cs)
        # exam
        e = QWidget()
        el = QVBoxLayout(e)
        el.setContentsMargins(0, 0, 0, 0)
        el.setSpacing(8)
        self.exam_id = QLineEdit()
        self.exam_id.setMinimumHeight(38)
        self.exam_id.setMinimumWidth(220)
        self.exam_id.setPlaceholderText(self.tr("e.g. 2026-11 group A"))
        self.exam_rounds = self._rounds_spin(10)
        self.exam_seed = Stepper(0, 999_999_999, 1, width=110)
        self.exam_minutes = Stepper(0, 240, 0, suffix=self.tr("min"), zero_text=self.tr("no limit"))
        fields = QGridLayout()
        fields.setHorizontalSpacing(10)
        fields.setVerticalSpacing(6)
        for i, (caption, w) in enumerate(((self.tr("Exam"), self.exam_id), (self.tr("Rounds"), self.exam_rounds),
                                          (self.tr("Seed"), self.exam_seed), (self.tr("Time"), self.exam_minutes))):
            lab = QLabel(caption)
            lab.setProperty("role", "dim")
            fields.addWidget(lab, i // 2, (i % 2) * 2)
            fields.addWidget(w, i // 2, (i % 2) * 2 + 1, Qt.AlignmentFlag.AlignLeft)
        fields.setColumnStretch(4, 1)
        el.addLayout(fields)
        exam_note = QLabel(self.tr("Set by the instructor, started with their PIN. The same exam, level, seed and "
                                   "rounds deal every trainee the same rounds; no feedback until it is handed in."))
        exam_note.setWordWrap(True)
        exam_note.setProperty("role", "dim")
        el.addWidget(exam_note)
        self._add_page(TrainingMode.EXAM, e)
        right.addWidget(self.options)

        foot = QHBoxLayout()
        self.problem = QLabel("")
        self.problem.setWordWrap(True)
        self.problem.setProperty("role", "error")
        right.addWidget(self.problem)
        foot.addStretch(1)
        self.open_level = QPushButton(self.tr("Instructor: open this level"))
        self.open_level.setMinimumHeight(50)
        self.open_level.setVisible(False)
        self.open_level.clicked.connect(lambda: self.open_level_requested.emit(self.level))
        foot.addWidget(self.open_level)
        self.start = QPushButton("")
        self.start.setProperty("kind", "primary")
        self.start.setMinimumHeight(50)
        self.start.setMinimumWidth(300)
        theme.css(self.start, f"font-size: {theme.Size.LARGE}px;")
        self.start.setDefault(True)
        self.start.clicked.connect(self.on_start_clicked)
        foot.addWidget(self.start)
        right.addLayout(foot)
        right.addStretch(1)
        info = QHBoxLayout()
        info.setSpacing(12)
        self.house_panel = PaintedFrame()
        self.house_panel.set_look(C.surface, C.border, 1, 12)
        hp = QVBoxLayout(self.house_panel)
        hp.setContentsMargins(18, 12, 18, 12)
        hp.setSpacing(6)
        hhead = QHBoxLayout()
        self.house_caption = QLabel(self.tr("HOUSE RULES IN USE"))
        theme.css(self.house_caption, f"color: {C.text_faint}; font-size: 11px; font-weight: bold;")
        hhead.addWidget(self.house_caption)
        hhead.addStretch(1)
        self.rules_button = QPushButton(self.tr("Pay tables and every rule  F2"))
        self.rules_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.rules_button.clicked.connect(self.house_rules_requested)
        hhead.addWidget(self.rules_button)
        hp.addLayout(hhead)
        self.house_grid = QGridLayout()
        self.house_grid.setHorizontalSpacing(16)
        self.house_grid.setVerticalSpacing(3)
        hp.addLayout(self.house_grid)
        info.addWidget(self.house_panel, 1)
        right.addLayout(info)
        outer.addLayout(right, 1)
        self._rules_key = QShortcut(QKeySequence("F2"), self)
        self._rules_key.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self._rules_key.activated.connect(self.house_rules_requested)
        self.mode = TrainingMode.PRACTICE
        self.set_mode(TrainingMode.PRACTICE)
        self.select_level(Level.PLAIN_SHOWDOWN)

    @staticmethod
    def _count_row(label: str, spin: Stepper, note_text: str) -> tuple[QWidget, QLabel]:
        """A mode's row: how many (a dim label and its stepper) and what the mode drills (a dim note)."""
        row = QWidget()
        lay = QHBoxLayout(row)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(10)
        count = QLabel(label)
        count.setProperty("role", "dim")
        lay.addWidget(count)
        lay.addWidget(spin)
        note = QLabel(note_text)
        note.setWordWrap(True)
        note.setProperty("role", "dim")
        lay.addWidget(note, 1)
        return row, note

    def _rounds_spin(self, value: int, *, top: int = 50) -> Stepper:
        return Stepper(1, top, value)

    def _add_page(self, mode: TrainingMode, page: QWidget) -> None:
        layout = page.layout()
        if layout is not None:
            layout.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.pages[mode] = page
        self.options.addWidget(page)

    # -- state -------------------------------------------------------------------

    def set_home(self, home: TrainingHome, money: MoneyFormat | None = None) -> None:
        first = self.home is None
        self.home = home
        self._fill_house(home, money or MoneyFormat(str(home.house.currency), compact=False))
        stats = level_stats(home.history)
        open_levels = home.open_levels
        for lv, card in self.cards.items():
            card.set_stat(stats.get(int(lv)))
            card.set_locked(lv not in open_levels, self.locked_text(lv))
        self.open_level.setVisible(self.is_locked(self.level))
        # start at the highest level practised (or the first); later, keep the trainee's choice
        if first and home.history:
            self.select_level(Level(max(r.level for r in home.history)))
        else:
            self.select_level(self.level)

    def _fill_house(self, home: TrainingHome, money: MoneyFormat) -> None:
        clear_layout(self.house_grid)
        self.house_caption.setText(tr_args(self.tr("HOUSE RULES IN USE · %1"), profile_name(home.profile).upper()))
        wanted = (0, 2, 3, 5, 6, 12, 13, 15)  # currency, Ante, Bet, cap, qualifier, Ante on a win, bought no game, two hands
        rows = house_rules_rows(home.house, money)
        for i, k in enumerate(wanted):
            if k >= len(rows):
                continue
            label, value = rows[k]
            a = QLabel(label)
            theme.css(a, f"color: {C.text_dim}; font-size: 13px;")
            b = QLabel(value)
            theme.css(b, f"color: {C.text}; font-size: 13px; font-weight: bold;")
            self.house_grid.addWidget(a, i % 4, (i // 4) * 2)
            self.house_grid.addWidget(b, i % 4, (i // 4) * 2 + 1)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        order = list(Level)
        if event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            i = order.index(self.level) + (1 if event.key() == Qt.Key.Key_Down else -1)
            self.select_level(order[max(0, min(len(order) - 1, i))])
            return
        if Qt.Key.Key_1 <= event.key() <= Qt.Key.Key_7:
            self.select_level(Level(event.key() - Qt.Key.Key_0))
            return
        if event.key() in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            modes = list(self.tiles)
            i = modes.index(self.mode) + (1 if event.key() == Qt.Key.Key_Right else -1)
            self.set_mode(modes[i % len(modes)])
            return
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.on_start_clicked()
            return
        super().keyPressEvent(event)

    def on_card_clicked(self, level: Level) -> None:
        self.select_level(level)

    def select_level(self, level: Level) -> None:
        self.level = level
        for lv, card in self.cards.items():
            card.set_selected(lv is level)
        self.headline.setText(tr_args(self.tr("Level %1 · %2"), str(int(level)), level_title(level)))
        self.summary.setText(level_summary(level))
        new = sorted(level.introduces, key=lambda s: s.value)
        self.introduces.setText(" · ".join(situation_label(s) for s in new))
        self.asks.setText(translate("SetupPage", _ASKS[level]))
        self.open_level.setVisible(self.is_locked(level))
        weak = self._weak(level)
        text = tr_args(self.tr("Practice drills steer towards: %1"),
                       "; ".join(f"{mistake_label(k)} ×{w}" for k, w in weak.items())) if weak else ""
        due = self.home.due_skills if self.home is not None else ()
        if due:
            text = (text + "\n" if text else "") + tr_args(self.tr("Due for review (spaced repetition): %1"),
                                                           ", ".join(skill_label(s) for s in due))
        self.focus.setText(text)
        self.focus.setVisible(bool(text))
        if self.focus_caption is not None:
            self.focus_caption.setVisible(bool(text))
        self.timed_note.setText(tr_args(self.tr("The clock gives %1 s per box dealt; feedback comes at the end."),
                                        str(level.target_seconds_per_box)))
        self.problem.setText("")

    def _weak(self, level: Level) -> Mapping[MistakeKind, int]:
        if self.home is None:
            return {}
        return {k: w for k, w in self.home.weak.items() if k.level <= int(level)}

    def set_mode(self, mode: TrainingMode) -> None:
        self.mode = mode
        for m, tile in self.tiles.items():
            tile.set_selected(m is mode)
        self.options.setCurrentWidget(self.pages[mode])
        self.start.setText({
            TrainingMode.PRACTICE: self.tr("Start practice  ⏎"),
            TrainingMode.TIMED: self.tr("Start the clock  ⏎"),
            TrainingMode.TABLE_SPEED: self.tr("Open the practice table  ⏎"),
            TrainingMode.EXAM: self.tr("Instructor: start the exam  ⏎"),
            TrainingMode.HANDS: self.tr("Name the hands  ⏎"),
            TrainingMode.CHIPS: self.tr("Start the chips  ⏎"),
        }[mode])
        self.problem.setText("")

    def choice(self) -> Choice:
        m = self.mode
        if m is TrainingMode.PRACTICE:
            fb = Feedback.IMMEDIATE if self.fb_now.isChecked() else Feedback.AT_END
            return Choice(m, self.level, self.practice_rounds.value(), fb)
        if m is TrainingMode.TIMED:
            return Choice(m, self.level, self.timed_rounds.value(), Feedback.AT_END)
        if m is TrainingMode.TABLE_SPEED:
            return Choice(m, self.level, self.table_rounds.value(), Feedback.AT_END)
        if m is TrainingMode.HANDS:
            return Choice(m, self.level, self.hand_rounds.value(), Feedback.IMMEDIATE)
        if m is TrainingMode.CHIPS:
            return Choice(m, self.level, self.chip_count.value(), Feedback.IMMEDIATE)
        return Choice(m, self.level, self.exam_rounds.value(), Feedback.AT_END, self.exam_id.text().strip(),
                      self.exam_seed.value(), self.exam_minutes.value())

    def locked_text(self, level: Level) -> str:
        """Why ``level`` is locked: the pass mark of the level before it."""
        if self.home is None or int(level) == 1:
            return ""
        return tr_args(self.tr("locked until level %1 is passed"), str(int(level) - 1))

    def is_locked(self, level: Level) -> bool:
        return self.home is not None and level not in self.home.open_levels

    def on_start_clicked(self) -> None:
        c = self.choice()
        if c.mode not in (TrainingMode.EXAM, TrainingMode.CHIPS) and self.is_locked(c.level):
            # an exam is the instructor's, co-signed with their PIN: it may test any level; chips have no level
            self.problem.setText(tr_args(self.tr("Level %1 is locked: pass level %2 first (%3 % of at least %4 boxes "
                                                 "answered right), or ask an instructor to open it."),
                                         str(int(c.level)), str(int(c.level) - 1),
                                         f"{self.home.gates.mark(int(c.level) - 1).percent:.0f}" if self.home else "",
                                         str(self.home.gates.mark(int(c.level) - 1).min_boxes) if self.home else ""))
            return
        if c.mode is TrainingMode.EXAM and not c.exam_id:
            self.problem.setText(self.tr("Exam: give the exam a name first."))
            self.exam_id.setFocus()
            return
        self.problem.setText("")
        self.start_requested.emit(c)

    def set_problem(self, text: str) -> None:
        self.problem.setText(text)
