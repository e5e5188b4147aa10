"""The pit boss console: one screen of the main window's stack.

``ConsoleScreen(ctx)`` shows, for the user signed in (``ctx.user``), the
sections the role matrix gives them (:mod:`ui.console.access`): a pit boss
gets approvals, round history (with the round view, voids and floor
rulings), the jackpot meter, the shift re-audit and the house rules; an
administrator gets users and settings; a dealer or a trainee gets nothing
(:meth:`enter` refuses and says so). Every service call runs on the store
worker; every signed action asks for a PIN through the dialog service.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from dealer_app.auth.roles import Permission, allowed
from ui.console.access import SECTIONS, Section, can_open_console, sections_for
from ui.console.docs import DocumentService, QtDocumentService, ScriptedDocumentService
from ui.console.model import ShiftChoice
from ui.console.pages.approvals import ApprovalsPage
from ui.console.pages.audit import AuditPage
from ui.console.pages.base import ConsolePage
from ui.console.pages.chips import ChipSetPage
from ui.console.pages.count import CountPage
from ui.console.pages.drop import DropPage
from ui.console.pages.history import HistoryPage
from ui.console.pages.house import HousePage
from ui.console.pages.meter import MeterPage
from ui.console.pages.players import PlayersPage
from ui.console.pages.round_view import RoundViewPage
from ui.console.pages.settings import SettingsPage
from ui.console.pages.slips import SlipsPage
from ui.console.pages.users import UsersPage
from ui.console.widgets import C, HintBar, KeyedButton, caption
from ui.kit import theme
from ui.kit.chrome import KeyCap, KeyHint
from ui.kit.context import AppContext
from ui.kit.dialogs import QtDialogService
from ui.kit.labels import role_label
from ui.kit.money import MoneyFormat
from ui.kit.panel import PaintedFrame
from ui.kit.qt import (
    QComboBox,
    QHBoxLayout,
    QKeySequence,
    QLabel,
    QPushButton,
    QShortcut,
    QSizePolicy,
    QStackedWidget,
    Qt,
    QTime,
    QTimer,
    QVBoxLayout,
    QWidget,
    Signal,
)
from ui.kit.text import tr_args

if TYPE_CHECKING:
    from ui.console.gateway import ConsoleGateway

__all__ = ["ConsoleScreen"]


class NavButton(QPushButton):
    """A section in the side bar: its name, a count (e.g. rounds held) and its key."""

    def __init__(self, text: str, key: str) -> None:
        super().__init__("")
        self.setCheckable(True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setMinimumHeight(40)  # ten sections and the trainees fit a 1280×800 screen
        self.setStyleSheet(
            f"QPushButton {{ background: transparent; border: none; border-left: 4px solid transparent;"
            f" border-radius: 0; text-align: left; padding: 0; }}"
            f" QPushButton:hover {{ background: {C.surface2}; }}"
            f" QPushButton:checked {{ background: {C.surface3}; border-left: 4px solid {C.accent}; }}")
        row = QHBoxLayout(self)
        row.setContentsMargins(14, 0, 6, 0)
        row.setSpacing(6)
        self.label = QLabel(text)
        self.label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        theme.css(self.label, f"font-size: {theme.Size.BODY}px; font-weight: bold;")
        row.addWidget(self.label)
        row.addStretch(1)
        self.badge = QLabel("")
        self.badge.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.badge.setStyleSheet(f"color: {C.accent_text}; background: {C.held}; border-radius: 9px; padding: 1px 8px;"
                                 " font-weight: bold; font-size: 13px;")
        self.badge.setVisible(False)
        row.addWidget(self.badge)
        cap = KeyCap(key.removeprefix("Ctrl+"), size=13)
        cap.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        row.addWidget(cap)
        self._text = text

    def text(self) -> str:
        return self._text

    def set_badge(self, n: int) -> None:
        self.badge.setText(str(n))
        self.badge.setVisible(n > 0)


class ConsoleTopBar(PaintedFrame):
    shift_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.set_look(C.surface, C.border, 1, sides="bottom")
        self.captions: dict[str, QLabel] = {}
        row = QHBoxLayout(self)
        row.setContentsMargins(16, 6, 12, 6)
        row.setSpacing(14)
        self.brand = QLabel("")
        self.brand.setWordWrap(True)  # on two lines when the row is short of room (a longer language)
        theme.css(self.brand, f"color: {C.accent}; font-size: {theme.Size.BODY}px; font-weight: bold;")
        row.addWidget(self.brand)
        self.user, self.user_box = self._field(row, self.tr("SIGNED IN"))
        self.user_caption = self.captions[self.tr("SIGNED IN")]
        col = QVBoxLayout()
        col.setSpacing(0)
        self.shift_caption = caption(self.tr("Shift"))
        col.addWidget(self.shift_caption)
        self.shift = QComboBox()
        self.shift.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.shift.setMinimumContentsLength(19)  # "#12 · Table 3 · закрыта" whole
        self.shift.setStyleSheet("QComboBox { padding: 2px 8px; border-width: 1px; font-weight: bold; }")
        self.shift.currentIndexChanged.connect(lambda _i: self.shift_changed.emit())
        col.addWidget(self.shift)
        col.setContentsMargins(0, 0, 0, 0)
        self.shift_box = QWidget()
        self.shift_box.setLayout(col)
        row.addWidget(self.shift_box)
        self.meter, self.meter_box = self._field(row, self.tr("JACKPOT"))
        theme.css(self.meter, f"color: {C.accent}; font-size: {theme.Size.LARGE}px; font-weight: bold;")
        row.addStretch(1)
        self.clock = QLabel("")
        theme.css(self.clock, f"font-size: {theme.Size.TITLE}px; font-weight: bold; font-family: 'DejaVu Sans Mono';")
        row.addWidget(self.clock)
        self.table = QPushButton(self.tr("Table (F6)"))
        self.lock = QPushButton(self.tr("Lock (F9)"))
        self.sign_out = QPushButton(self.tr("Sign out"))
        for b in (self.table, self.lock, self.sign_out):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.setStyleSheet("QPushButton { padding: 6px 12px; }")
            row.addWidget(b)
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.on_timer_timeout)
        self._timer.start(1000)
        self.on_timer_timeout()

    def _field(self, row: QHBoxLayout, text: str) -> tuple[QLabel, QWidget]:
        col = QVBoxLayout()
        col.setSpacing(0)
        col.setContentsMargins(0, 0, 0, 0)
        cap = caption(text)
        self.captions[text] = cap
        col.addWidget(cap)
        val = QLabel("—")
        theme.css(val, f"font-size: {theme.Size.BODY}px; font-weight: bold;")
        col.addWidget(val)
        w = QWidget()
        w.setLayout(col)
        row.addWidget(w)
        return val, w

    def on_timer_timeout(self) -> None:
        self.clock.setText(QTime.currentTime().toString("HH:mm"))


class ConsoleScreen(QWidget):
    """See the module doc. Signals are past-tense requests to the main window."""

    sign_out_requested = Signal()
    back_requested = Signal()
    """The pit boss wants the table screen (F6)."""
    lock_requested = Signal(str)
    trainees_requested = Signal()
    """F7: the instructor's view of the trainees (a pit boss or an administrator)."""
    access_refused = Signal(str)
    """``enter`` was called for a user whose role has no console (dealer, trainee)."""
    action_done = Signal(str)
    """A signed action was recorded by the services (the text says what)."""
    section_changed = Signal(str)

    def __init__(self, ctx: AppContext[ConsoleGateway], docs: DocumentService | None = None, *, poll_ms: int = 5000) -> None:
        super().__init__()
        self.ctx = ctx
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        if docs is None:
            docs = QtDocumentService(self) if isinstance(ctx.dialogs, QtDialogService) else ScriptedDocumentService()
        self.docs: DocumentService = docs
        self.shift_id: int | None = None
        self.shifts: tuple[ShiftChoice, ...] = ()
        self.sections: tuple[Section, ...] = ()
        self.current: Section | None = None
        self.refused = False
        self.instructor = False  # the signed-in user may see the trainees' progress (F7)
        self._moneys: dict[tuple[str, str], MoneyFormat] = {}  # by currency and locale: a language switch applies

        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(0)
        self.top = ConsoleTopBar()
        self.top.sign_out.clicked.connect(self.sign_out_requested)
        self.top.table.clicked.connect(self.back_requested)
        self.top.lock.clicked.connect(lambda: self.lock_requested.emit(self.tr("Locked by the pit boss.")))
        self.top.shift_changed.connect(self.on_top_shift_changed)
        col.addWidget(self.top)

        mid = QHBoxLayout()
        mid.setContentsMargins(0, 0, 0, 0)
        mid.setSpacing(0)
        self.nav = PaintedFrame()
        self.nav.set_look(C.surface, C.border, 1, sides="all", radius=0)
        self.nav.setFixedWidth(220)
        self.nav_col = QVBoxLayout(self.nav)
        self.nav_col.setContentsMargins(0, 10, 0, 14)
        self.nav_col.setSpacing(2)
        keys = QLabel(self.tr("SECTIONS  ·  Ctrl + digit"))
        theme.css(keys, f"color: {C.text_faint}; font-size: 11px; font-weight: bold;")
        keys.setContentsMargins(20, 0, 0, 6)
        self.nav_col.addWidget(keys)
        mid.addWidget(self.nav)
        body = QVBoxLayout()
        body.setContentsMargins(16, 12, 16, 10)
        body.setSpacing(8)
        self.page_title = QLabel("")
        theme.css(self.page_title, f"font-size: {theme.Size.HEADLINE}px; font-weight: bold;")
        body.addWidget(self.page_title)
        self.stack = QStackedWidget()
        body.addWidget(self.stack, 1)
        mid.addLayout(body, 1)
        col.addLayout(mid, 1)

        self.status = PaintedFrame()
        self.status.set_look(C.surface2, C.border, 1, sides="both")
        srow = QHBoxLayout(self.status)
        srow.setContentsMargins(16, 6, 16, 6)
        self.status_text = QLabel("")
        self.status_text.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        theme.css(self.status_text, f"color: {C.text_dim}; font-size: 14px; font-weight: bold;")
        srow.addWidget(self.status_text)
        col.addWidget(self.status)
        self.hints = HintBar()
        col.addWidget(self.hints)

        self.pages: dict[Section, ConsolePage] = {
            Section.APPROVALS: ApprovalsPage(self),
            Section.HISTORY: HistoryPage(self),
            Section.METER: MeterPage(self),
            Section.AUDIT: AuditPage(self),
            Section.HOUSE: HousePage(self),
            Section.USERS: UsersPage(self),
            Section.SETTINGS: SettingsPage(self),
            Section.COUNT: CountPage(self),
            Section.PLAYERS: PlayersPage(self),
            Section.SLIPS: SlipsPage(self),
            Section.DROP: DropPage(self),
            Section.CHIPS: ChipSetPage(self),
        }
        self.round_view = RoundViewPage(self)
        self.refusal = self._refusal_page()
        for p in (*self.pages.values(), self.round_view, self.refusal):
            self.stack.addWidget(p)
        names = {Section.APPROVALS: self.tr("Approvals"), Section.HISTORY: self.tr("Round history"),
                 Section.METER: self.tr("Jackpot meter"), Section.AUDIT: self.tr("Re-audit"),
                 Section.HOUSE: self.tr("House rules"), Section.USERS: self.tr("Users"),
                 Section.SETTINGS: self.tr("Settings"), Section.COUNT: self.tr("Table count"),
                 Section.PLAYERS: self.tr("Players"), Section.SLIPS: self.tr("Slips"),
                 Section.DROP: self.tr("Count room"), Section.CHIPS: self.tr("Chip set")}
        self.nav_buttons: dict[Section, NavButton] = {}
        for spec in SECTIONS:
            b = NavButton(names[spec.section], spec.key)
            b.clicked.connect(lambda _c=False, s=spec.section: self.show_section(s))
            self.nav_buttons[spec.section] = b
            self.nav_col.addWidget(b)
            sc = QShortcut(QKeySequence(spec.key), self)
            sc.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            sc.activated.connect(lambda s=spec.section: self.show_section(s))
        self.trainees = NavButton(self.tr("Trainees"), "F7")
        self.trainees.setCheckable(False)
        self.trainees.clicked.connect(self.on_f7)
        self.nav_col.addWidget(self.trainees)
        self.nav_col.addStretch(1)
        self.nav_note = QLabel("")
        self.nav_note.setWordWrap(True)
        theme.css(self.nav_note, f"color: {C.text_faint}; font-size: 12px;")
        self.nav_note.setContentsMargins(16, 0, 12, 0)
        self.nav_col.addWidget(self.nav_note)
        for key, slot in (("F5", self.refresh), ("F6", self.on_f6), ("F7", self.on_f7), ("F9", self.on_f9)):
            sc = QShortcut(QKeySequence(key), self)
            sc.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            sc.activated.connect(slot)
        self.poll = QTimer(self)
        self.poll.setInterval(max(poll_ms, 1))
        self.poll.timeout.connect(self.on_poll_timeout)
        self._poll_ms = poll_ms

    # ------------------------------------------------------------------ entering

    def _refusal_page(self) -> QWidget:
        page = QWidget()
        col = QVBoxLayout(page)
        col.addStretch(1)
        panel = PaintedFrame()
        panel.set_look(C.surface, C.take, 2, 14)
        panel.setMaximumWidth(640)
        inner = QVBoxLayout(panel)
        inner.setContentsMargins(30, 24, 30, 24)
        inner.setSpacing(12)
        head = QLabel(self.tr("The console is closed to you"))
        theme.css(head, f"font-size: {theme.Size.HEADLINE}px; font-weight: bold; color: {C.take};")
        inner.addWidget(head)
        self.refusal_text = QLabel("")
        self.refusal_text.setWordWrap(True)
        theme.css(self.refusal_text, f"font-size: {theme.Size.BODY}px;")
        inner.addWidget(self.refusal_text)
        out = KeyedButton(self.tr("Sign out"), "Esc")
        out.clicked.connect(self.sign_out_requested)
        inner.addWidget(out)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(panel)
        row.addStretch(1)
        col.addLayout(row)
        col.addStretch(2)
        return page

    @staticmethod
    def can_open(user: Any) -> bool:
        """True when ``user`` (a :class:`ui.kit.context.UserRef`) may open the console."""
        return user is not None and can_open_console(user.role)

    def enter(self) -> bool:
        """Open the console for the user signed in. Returns False (and shows why,
        and emits ``access_refused``) for a role without a console."""
        user = self.ctx.user
        self.sections = sections_for(user.role if user is not None else None)
        for s, b in self.nav_buttons.items():
            b.setVisible(s in self.sections)
            b.set_badge(0)
        self.instructor = user is not None and allowed(user.role, Permission.VIEW_TRAINEE_PROGRESS)
        self.trainees.setVisible(self.instructor)  # the instructor's view: pit bosses and administrators
        if user is None or not self.sections:
            self.refused = True
            who = user.name if user is not None else self.tr("Nobody")
            role = role_label(user.role) if user is not None else ""
            text = tr_args(self.tr("%1 is signed in as a %2. The pit boss console is for pit bosses (approvals, corrections, "
                           "the meter, re-audits, house rules) and administrators (users and settings). Dealers deal "
                           "at the table; trainees practise in training mode."), who, role)
            self.refusal_text.setText(text)
            self.nav.setVisible(False)
            self.top.setVisible(False)
            self.page_title.setText("")
            self.stack.setCurrentWidget(self.refusal)
            self.current = None
            self.poll.stop()
            self.hints.set_hints([KeyHint("Esc", self.tr("sign out"))])
            self.access_refused.emit(text)
            return False
        self.refused = False
        self.nav.setVisible(True)
        self.top.setVisible(True)
        boss = Section.APPROVALS in self.sections
        count_room, cage = Section.DROP in self.sections, not boss and Section.SLIPS in self.sections
        self.top.brand.setText("♠ ♥  " + (self.tr("PIT BOSS CONSOLE") if boss else self.tr("COUNT ROOM") if count_room
                                          else self.tr("CAGE") if cage else self.tr("ADMINISTRATION")))
        self.top.user.setText(user.name)
        self.top.user_caption.setText(role_label(user.role).upper())
        self.top.shift_box.setVisible(Section.HISTORY in self.sections)
        self.top.meter_box.setVisible(Section.METER in self.sections)
        self.top.table.setVisible(boss)
        self.nav_note.setText(self.tr("Every action here is signed and kept in the audit log.") if boss or cage or count_room
                              else self.tr("Administrators manage users and settings; they never approve, void or rule."))
        self.set_status("")
        self.show_section(Section.DROP if count_room else self.sections[0])
        if Section.HISTORY in self.sections:
            self.load_shifts()
        if Section.METER in self.sections and self.current is not Section.METER:
            self.ctx.run(lambda b: b.meter_info(), lambda info: self.set_meter(self.money_for(info.currency)(info.value)),
                         lambda _e: None)
        if self._poll_ms > 0:
            self.poll.start()
        return True

    def leave(self) -> None:
        """Stop polling (the main window calls it when another screen shows)."""
        self.poll.stop()

    # ------------------------------------------------------------------ navigation

    def show_section(self, section: Section | str) -> bool:
        """Show a section; False when the user's role does not see it."""
        try:
            s = Section(section)
        except ValueError:
            return False
        if self.refused or s not in self.sections:
            return False
        self.current = s
        for k, b in self.nav_buttons.items():
            b.setChecked(k is s)
        page = self.pages[s]
        self.stack.setCurrentWidget(page)
        self.page_title.setText(page.title_text)
        self.page_title.setVisible(True)
        page.refresh()
        self.refresh_hints()
        page.setFocus()
        self.section_changed.emit(s.value)
        return True

    def open_round(self, round_id: int, back_to: str = "history") -> bool:
        if self.refused or Section.HISTORY not in self.sections:
            return False
        self.current = None
        for b in self.nav_buttons.values():
            b.setChecked(False)
        self.nav_buttons[Section.HISTORY].setChecked(back_to == "history")
        self.nav_buttons[Section.APPROVALS].setChecked(back_to == "approvals")
        self.stack.setCurrentWidget(self.round_view)
        self.page_title.setText("")
        self.page_title.setVisible(False)
        self.round_view.show_round(round_id, back_to)
        self.round_view.setFocus()
        self.refresh_hints()
        self.section_changed.emit("round")
        return True

    def current_page(self) -> ConsolePage | None:
        w = self.stack.currentWidget()
        return w if isinstance(w, ConsolePage) else None

    def refresh(self) -> None:
        page = self.current_page()
        if page is not None:
            page.refresh()
        if Section.HISTORY in self.sections:
            self.load_shifts()

    def on_poll_timeout(self) -> None:
        if not self.isVisible() or self.ctx.worker.busy:
            return
        page = self.current_page()
        if page is self.pages[Section.APPROVALS] or page is self.pages[Section.METER]:
            page.refresh()
        elif Section.APPROVALS in self.sections:
            self.ctx.run(lambda b: b.held_rounds(), lambda items: self.set_badge("approvals", len(items)), lambda _e: None)

    def on_f6(self) -> None:
        if Section.APPROVALS in self.sections:
            self.back_requested.emit()

    def on_f7(self) -> None:
        if not self.refused and self.instructor:
            self.trainees_requested.emit()

    def on_f9(self) -> None:
        self.lock_requested.emit(self.tr("Locked by the pit boss."))

    def keyPressEvent(self, event: Any) -> None:
        if self.refused and event.key() == Qt.Key.Key_Escape:
            self.sign_out_requested.emit()
            return
        super().keyPressEvent(event)

    # ------------------------------------------------------------------ shifts

    def load_shifts(self) -> None:
        self.ctx.run(lambda b: b.shift_choices(), self.on_shifts_loaded, lambda _e: None)

    def on_shifts_loaded(self, shifts: tuple[ShiftChoice, ...]) -> None:
        keep = self.shift_id
        self.shifts = shifts
        combo = self.top.shift
        combo.blockSignals(True)
        combo.clear()
        for s in shifts:
            combo.addItem(s.short_label(), s.shift_id)
        if not shifts:
            combo.addItem(self.tr("no shift yet"), None)
        index = combo.findData(keep) if keep is not None else -1
        if index < 0 and self.ctx.shift is not None:
            index = combo.findData(self.ctx.shift.shift_id)
        combo.setCurrentIndex(max(0, index))
        combo.blockSignals(False)
        new = combo.currentData()
        if new != keep:
            self.shift_id = new
            self._shift_moved()

    def select_shift(self, shift_id: int) -> bool:
        index = self.top.shift.findData(shift_id)
        if index < 0:
            return False
        self.top.shift.setCurrentIndex(index)
        return True

    def on_top_shift_changed(self) -> None:
        new = self.top.shift.currentData()
        if new != self.shift_id:
            self.shift_id = new
            self._shift_moved()

    def _shift_moved(self) -> None:
        page = self.current_page()
        if page is self.pages[Section.HISTORY] or page is self.pages[Section.AUDIT]:
            page.refresh()

    def shift_choice(self) -> ShiftChoice | None:
        return next((s for s in self.shifts if s.shift_id == self.shift_id), None)

    def open_shift_id(self) -> int | None:
        """The shift a meter adjustment belongs to: the selected one when it is open."""
        s = self.shift_choice()
        return s.shift_id if s is not None and not s.closed else None

    # ------------------------------------------------------------------ shared helpers

    def money_for(self, currency: str) -> MoneyFormat:
        key = (currency, self.ctx.locale)
        m = self._moneys.get(key)
        if m is None:
            m = self._moneys[key] = MoneyFormat(currency, self.ctx.locale, compact=False)
        return m

    def threshold_text(self) -> str:
        t = self.ctx.approval_threshold
        return self.ctx.full_money(t) if t else self.tr("the approval threshold")

    def suggested_path(self, name: str) -> str:
        from dealer_app.paths import data_dir

        return str(Path(data_dir()) / "reports" / name)

    def set_badge(self, section: str, n: int) -> None:
        b = self.nav_buttons.get(Section(section))
        if b is not None:
            b.set_badge(n)

    def set_meter(self, text: str) -> None:
        self.top.meter.setText(text)

    def set_status(self, text: str, *, error: bool = False) -> None:
        self.status_text.setText(text)
        colour = C.error if error else C.ok if text.startswith("✓") else C.text_dim
        theme.css(self.status_text, f"color: {colour}; font-size: 14px; font-weight: bold;")

    def action_recorded(self, text: str, *, reload: bool = True) -> None:
        """A signed action was recorded: say so, refresh what shows it."""
        self.set_status("✓ " + text + "  ·  " + self.tr("in the audit log"))
        if reload:
            page = self.current_page()
            if page is not None:
                page.refresh()
            if Section.METER in self.sections:
                self.ctx.run(lambda b: b.meter_info(), lambda info: self.set_meter(self.money_for(info.currency)(info.value)),
                             lambda _e: None)
        self.action_done.emit(text)

    def report_failure(self, title: str, text: str) -> None:
        self.set_status("✗ " + text, error=True)
        self.ctx.dialogs.error(title, text)

    def refresh_hints(self) -> None:
        if self.refused:
            return
        hints: list[KeyHint] = []
        page = self.current_page()
        if page is not None:
            hints += page.hints()
        hints.append(KeyHint("F5", self.tr("refresh")))
        if Section.APPROVALS in self.sections:
            hints.append(KeyHint("F6", self.tr("table")))
        hints.append(KeyHint("F9", self.tr("lock")))
        self.hints.set_hints(hints)
