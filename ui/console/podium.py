"""The pit podium: every table of the floor at a glance and one approvals queue.

``dealer-app podium --db postgresql://… [--table NAME]… [--lang ru]`` (all
tables by default). Pushed, not polled: the window watches the floor
listener's socket (``QSocketNotifier``) and re-reads only when PostgreSQL says
a table changed.

A pit boss answers the queue from here: Enter (or Alt+A, *Approve…*) approves the
selected round, *Refuse…* (Alt+R) refuses it; either opens the co-signature
dialog (who, PIN and, for a refusal, the reason). *Floor ruling…* (Alt+L) opens the
ruling form under the queue (the box, the decision, the amount and the reason; Ctrl+Enter
signs it with a pit boss's PIN, and a second person's above the second-signer threshold;
Esc closes it). Every answer goes through
:class:`dealer_app.services.floor_view.FloorView` into the table's own chain,
where the dealer's station hears it. A wrong PIN brings the dialog back saying
so. The dialog is window-modal but not blocking: the overview keeps updating
while it is open.

Alt+G opens the pit's table groups (:mod:`ui.console.groups`): a table put in a group or taken
out of it, with a pit boss's or an administrator's PIN.

Below it, the pit's fill and credit slips (every one still waiting first): Alt+S signs
the selected waiting slip, Alt+V voids a slip with a reason, Alt+P prints it again with a
reason (the copy says so), each with a pit boss's PIN;
a wrong PIN is shown in the same dialog, which asks again.
"""

from __future__ import annotations

import datetime as dt
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from dealer_app.auth.roles import Permission
from dealer_app.cli.scaffold import UsageParser
from dealer_app.services import ServiceError, StoreError
from dealer_app.services.common import SecondSignerNeeded
from dealer_app.services.count import SlipStatus
from dealer_app.services.floor_view import Concern, FloorStatus, FloorView, HeldRound, PodiumSlip, TableRow
from dealer_app.services.rounds import ApprovalKind
from ui.console.forms import RulingForm
from ui.console.groups import TableGroupsWindow
from ui.kit.dialogs import Credentials, CredentialsDialog, Reply, ReportReadyDialog, UserChoice, Verdict
from ui.kit.explained import refusal_text
from ui.kit.money import MoneyFormat
from ui.kit.qt import (
    QAbstractItemView,
    QApplication,
    QHBoxLayout,
    QHeaderView,
    QKeySequence,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QLocale,
    QPushButton,
    QShortcut,
    QSocketNotifier,
    Qt,
    QTableWidget,
    QTableWidgetItem,
    QTimer,
    QVBoxLayout,
    QWidget,
)
from ui.kit.text import tr_args

__all__ = ["PodiumWindow", "main"]

if TYPE_CHECKING:
    from ui.console.gateway import PodiumGateway



HEALTH_EVERY_MS = 5000


def _when(ts_us: int | None) -> str:
    if ts_us is None:
        return ""
    return dt.datetime.fromtimestamp(ts_us / 1e6).strftime("%H:%M:%S")


class PodiumWindow(QWidget):
    """The table overview above, the approvals queue below with its two answers;
    refreshed when the floor changes."""

    def __init__(self, view: PodiumGateway, parent: QWidget | None = None, *, locale: str | None = None) -> None:
        super().__init__(parent)
        self.view = view
        self.money_locale = locale or QLocale().name()  # the reader's (the language installed)
        self.setWindowTitle(self.tr("Pit podium"))
        columns = [self.tr("Table"), self.tr("Open"), self.tr("Dealer"), self.tr("Round"), self.tr("House result"),
                   self.tr("Last activity"), self.tr("Held")]
        self.tables = QTableWidget(0, len(columns), self)
        self.tables.setHorizontalHeaderLabels(columns)
        self.tables.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.tables.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.tables.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.tables.verticalHeader().setVisible(False)
        header = self.tables.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)  # the dealer's name takes the slack
        self.queue = QListWidget(self)
        self.queue.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.queue.setWordWrap(True)  # a round on its first line, what is held below it, wrapped
        self.queue.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.queue.itemActivated.connect(lambda _item: self.ask_approve())  # Enter or a double click
        self.queue.currentRowChanged.connect(lambda _row: self._buttons())
        self.approve_button = QPushButton(self.tr("Approve…"), self)
        self.approve_button.setShortcut(QKeySequence("Alt+A"))  # the same keys in every language
        self.approve_button.setProperty("kind", "primary")
        self.approve_button.clicked.connect(self.ask_approve)
        self.refuse_button = QPushButton(self.tr("Refuse…"), self)
        self.refuse_button.setShortcut(QKeySequence("Alt+R"))
        self.refuse_button.setProperty("kind", "danger")
        self.refuse_button.clicked.connect(self.ask_refuse)
        self.rule_button = QPushButton(self.tr("Floor ruling…"), self)
        self.rule_button.setShortcut(QKeySequence("Alt+L"))
        self.rule_button.clicked.connect(self.start_ruling)
        for b in (self.approve_button, self.refuse_button, self.rule_button):
            b.setAutoDefault(False)
        self.hint = QLabel(self.tr("Enter or Alt+A approves the selected round, Alt+R refuses it, Alt+L makes a "
                                   "floor ruling."), self)
        self.hint.setWordWrap(True)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        # the floor's health: stations online or offline, stale leases, linked meters, what to look at
        station_columns = [self.tr("Table"), self.tr("Station"), self.tr("State"), self.tr("Last seen"),
                           self.tr("Stale lease")]
        self.stations = QTableWidget(0, len(station_columns), self)
        self.stations.setHorizontalHeaderLabels(station_columns)
        self.stations.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.stations.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.stations.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.stations.verticalHeader().setVisible(False)
        sheader = self.stations.horizontalHeader()
        sheader.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        sheader.setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        self.meters = QLabel(self)
        self.meters.setWordWrap(True)
        self.attention = QLabel(self)
        self.attention.setWordWrap(True)
        self.attention.setProperty("kind", "problem")
        self.unreachable_since: float | None = None
        self.health: FloorStatus | None = None
        buttons = QHBoxLayout()
        buttons.addWidget(self.hint, 1)
        buttons.addWidget(self.rule_button)
        buttons.addWidget(self.refuse_button)
        buttons.addWidget(self.approve_button)
        self.groups_button = QPushButton(self.tr("Table groups… (Alt+G)"), self)
        self.groups_button.setShortcut(QKeySequence("Alt+G"))
        self.groups_button.setAutoDefault(False)
        self.groups_button.clicked.connect(self.show_groups)
        self.groups: TableGroupsWindow | None = None
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Tables"), self), 1)
        top.addWidget(self.groups_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.tables, 3)
        layout.addWidget(QLabel(self.tr("Stations"), self))
        layout.addWidget(self.stations, 2)
        layout.addWidget(self.meters)
        layout.addWidget(self.attention)
        layout.addWidget(QLabel(self.tr("Waiting for a pit boss"), self))
        layout.addWidget(self.queue, 2)
        layout.addLayout(buttons)
        # the floor ruling on the selected round (Alt+L): shown under the queue until signed or closed (Esc)
        self.ruling = RulingForm(MoneyFormat("EUR", self.money_locale, compact=False), self)
        self.ruling.setVisible(False)
        self.ruling.submitted.connect(self.on_ruling_submitted)
        self.ruling.cancelled.connect(self.queue.setFocus)
        self.ruling_round: HeldRound | None = None
        layout.addWidget(self.ruling)
        for key, slot in (("Ctrl+Return", self.ruling.on_sign_clicked), ("Ctrl+Enter", self.ruling.on_sign_clicked),
                          ("Esc", self.ruling.on_cancel_clicked)):
            sc = QShortcut(QKeySequence(key), self.ruling)
            sc.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            sc.activated.connect(slot)
        layout.addWidget(QLabel(self.tr("Fill and credit slips (waiting ones first)"), self))
        self.slip_list = QListWidget(self)
        self.slip_list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.slip_list.currentRowChanged.connect(lambda _row: self._slip_buttons())
        layout.addWidget(self.slip_list, 2)
        self.sign_slip_button = QPushButton(self.tr("Sign slip…"), self)
        self.sign_slip_button.setShortcut(QKeySequence("Alt+S"))
        self.sign_slip_button.clicked.connect(self.ask_sign_slip)
        self.void_slip_button = QPushButton(self.tr("Void slip…"), self)
        self.void_slip_button.setShortcut(QKeySequence("Alt+V"))
        self.void_slip_button.setProperty("kind", "danger")
        self.void_slip_button.clicked.connect(self.ask_void_slip)
        self.reprint_slip_button = QPushButton(self.tr("Print again…"), self)
        self.reprint_slip_button.setShortcut(QKeySequence("Alt+P"))
        self.reprint_slip_button.clicked.connect(self.ask_reprint_slip)
        slip_buttons = QHBoxLayout()
        slip_hint = QLabel(self.tr("Alt+S signs the selected waiting slip; Alt+V voids it, Alt+P prints it again, "
                                   "each with a reason."), self)
        slip_hint.setWordWrap(True)
        slip_buttons.addWidget(slip_hint, 1)
        for b in (self.reprint_slip_button, self.void_slip_button, self.sign_slip_button):
            b.setAutoDefault(False)
            slip_buttons.addWidget(b)
        layout.addLayout(slip_buttons)
        self.slip_rows: list[PodiumSlip] = []
        self.copy_path = ""  # the last copy of a slip written here
        self.ready: ReportReadyDialog | None = None
        layout.addWidget(QLabel(self.tr("Rated players and cash alerts today"), self))
        self.players = QListWidget(self)
        self.players.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.players.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        layout.addWidget(self.players, 2)
        layout.addWidget(self.status)
        self.held: list[HeldRound] = []
        self._last_rows: list[TableRow] = []
        self.dialog: CredentialsDialog | None = None  # the open co-signature dialog, if any
        self.setMinimumSize(900, 640)
        self._notifier = QSocketNotifier(view.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._floor_changed)
        # heartbeats are not pushed (a beat is not a change of the floor's records): read every few seconds
        self.health_timer = QTimer(self)
        self.health_timer.timeout.connect(self.refresh_health)
        self.health_timer.start(HEALTH_EVERY_MS)
        self.refresh()
        self.refresh_health()
        self.queue.setFocus()

    def _floor_changed(self, *_args: object) -> None:
        if self.view.wait(0.05):  # drain what arrived (it is there: the socket is readable)
            self.refresh()

    # -- what the podium shows ------------------------------------------------------------------------
    def _money(self, minor: int, currency: str) -> str:
        return MoneyFormat(currency, self.money_locale).full(minor)

    def _item_text(self, held: HeldRound) -> str:
        lines = []
        for item in held.items:
            what = self.tr("jackpot share") if item.kind is ApprovalKind.JACKPOT else self.tr("payout")
            lines.append(tr_args(self.tr("box %1: %2 %3"),
                                 str(item.box), what, self._money(item.amount, held.currency)))
        return "; ".join(lines)

    def _queued_text(self, held: HeldRound) -> str:
        hit = held.queued_behind
        assert hit is not None
        return tr_args(self.tr("QUEUED: the linked jackpot meter %1 is locked by the hit at %2, round %3. Approve that "
                               "one first; this share is then paid from the meter as it stands."),
                       held.meter, hit.table, str(hit.round_number))

    def _round_text(self, held: HeldRound) -> str:
        return (tr_args(self.tr("%1 · round %2 · %3"), held.table, str(held.number), held.dealer))

    def refresh(self) -> None:
        rows = self.view.overview()
        self._last_rows = rows
        self.tables.setRowCount(len(rows))
        for i, r in enumerate(rows):
            values = (r.table, self.tr("open") if r.open else self.tr("closed"), r.dealer or "",
                      "" if r.round_number is None else str(r.round_number),
                      self._money(r.house_result, r.currency),
                      _when(r.last_activity_us), str(r.held) if r.held else "")
            for j, v in enumerate(values):
                cell = QTableWidgetItem(v)
                if j in (3, 4, 6):
                    cell.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.tables.setItem(i, j, cell)
        selected = self.selected()
        keep = (selected.table, selected.round_id) if selected is not None else None
        self.held = self.view.approvals()
        self.queue.clear()
        for h in self.held:
            text = f"{self._round_text(h)}\n{self._item_text(h)}"
            if h.refused:
                text += " — " + tr_args(self.tr("refused: %1"), h.refused)
            if h.queued_behind is not None:
                text += "\n" + self._queued_text(h)
            self.queue.addItem(QListWidgetItem(text))
        rows_kept = [i for i, h in enumerate(self.held) if (h.table, h.round_id) == keep]
        if self.held:
            self.queue.setCurrentRow(rows_kept[0] if rows_kept else 0)
        self._buttons()
        self._slips()
        self._players()
        self.status.setText(tr_args(self.tr("Tables: %1, waiting: %2"), str(len(rows)), str(len(self.held))))

    def _slip_text(self, p: PodiumSlip) -> str:
        s = p.slip
        kind = self.tr("fill") if s.kind.value == "fill" else self.tr("credit")
        status = {SlipStatus.REQUESTED: self.tr("waits for a pit boss"), SlipStatus.SIGNED: self.tr("waits for the cage"),
                  SlipStatus.RECEIVED: self.tr("received"), SlipStatus.VOIDED: self.tr("voided")}[s.status]
        return tr_args(self.tr("%1 · slip %2 · %3 %4 · %5 (asked by %6)"), p.table, str(s.number), kind,
                       self._money(s.total, p.currency), status, s.requested_by)

    def _slips(self) -> None:
        """The pit's slips, waiting ones first (kept selected across a refresh)."""
        keep = self.selected_slip()
        key = (keep.table, keep.slip.number) if keep is not None else None
        self.slip_rows = self.view.slips()
        self.slip_list.clear()
        for p in self.slip_rows:
            entry = QListWidgetItem(("⚠ " if p.slip.waiting else "") + self._slip_text(p))
            self.slip_list.addItem(entry)
        kept = [i for i, p in enumerate(self.slip_rows) if (p.table, p.slip.number) == key]
        if self.slip_rows:
            self.slip_list.setCurrentRow(kept[0] if kept else 0)
        self._slip_buttons()

    def selected_slip(self) -> PodiumSlip | None:
        row = self.slip_list.currentRow()
        return self.slip_rows[row] if 0 <= row < len(self.slip_rows) else None

    def _slip_buttons(self) -> None:
        p = self.selected_slip()
        self.sign_slip_button.setEnabled(p is not None and p.slip.status == SlipStatus.REQUESTED)
        self.void_slip_button.setEnabled(p is not None and p.slip.status != SlipStatus.VOIDED)
        self.reprint_slip_button.setEnabled(p is not None)

    def ask_sign_slip(self) -> None:
        """A pit boss signs the selected slip waiting for their signature."""
        p = self.selected_slip()
        if p is None or p.slip.status != SlipStatus.REQUESTED:
            return
        self._slip_dialog(p, tr_args(self.tr("Sign slip %1"), str(p.slip.number)), self.tr("Sign the slip"),
                          lambda cred: self.view.sign_slip(p.table, p.slip.number, cred.user_id, cred.pin),
                          self.tr("Slip signed: %1"))

    def ask_void_slip(self) -> None:
        """A pit boss voids the selected slip, with a reason."""
        p = self.selected_slip()
        if p is None or p.slip.status == SlipStatus.VOIDED:
            return
        self._slip_dialog(p, tr_args(self.tr("Void slip %1"), str(p.slip.number)), self.tr("Void the slip"),
                          lambda cred: self.view.void_slip(p.table, p.slip.number, cred.user_id, cred.pin, cred.reason),
                          self.tr("Slip voided: %1"), need_reason=True)

    def ask_reprint_slip(self) -> None:
        """A pit boss has the selected slip printed again, with a reason; the copy says so."""
        p = self.selected_slip()
        if p is None:
            return
        from dealer_app.paths import data_dir
        from ui.kit.explained import ui_language

        out = Path(data_dir()) / "reports" / f"slip-{p.table}-{p.slip.number}-copy-{len(p.slip.reprints) + 1}.pdf"
        title = tr_args(self.tr("Print slip %1 again"), str(p.slip.number))

        def act(cred: Credentials) -> None:
            self.view.reprint_slip(p.table, p.slip.number, cred.user_id, cred.pin, cred.reason)
            self.copy_path = str(self.view.write_slip(p.table, p.slip.number, out, locale=self.money_locale,
                                                      lang=ui_language()))

        def written() -> None:
            ready = ReportReadyDialog(self, title, tr_args(self.tr("The copy of slip %1 is written; it says it is a "
                                                                  "copy, who signed for it and why."),
                                                          str(p.slip.number)), self.copy_path)
            ready.setWindowModality(Qt.WindowModality.WindowModal)
            ready.finished.connect(lambda _code: ready.deleteLater())
            self.ready = ready
            ready.open()

        self._slip_dialog(p, title, self.tr("Print again"), act, self.tr("Slip printed again: %1"), need_reason=True,
                          then=written)

    def _slip_dialog(self, p: PodiumSlip, title: str, confirm: str, act: Callable[[Credentials], object], done: str,
                     *, need_reason: bool = False, then: Callable[[], None] | None = None) -> None:
        users = [UserChoice(n, n) for n in self.view.signers(p.table, Permission.SIGN_COUNT)]

        def finished(_cred: Credentials) -> None:
            self.refresh()
            self.status.setText(tr_args(done, self._slip_text(p)))
            if then is not None:
                then()

        self._signed(title, self._slip_text(p), users, confirm, act, finished, need_reason=need_reason)

    def _players(self) -> None:
        """The day's cash alerts first (marked), then the rated players, seated ones first."""
        self.players.clear()
        alert_words = {"report_in": self.tr("cash in over the report threshold"),
                       "report_out": self.tr("cash out over the report threshold"),
                       "structuring": self.tr("structuring: several just under a threshold")}
        for a in self.view.cash_alerts():
            who = a.shown or self.tr("unregistered patron")
            self.players.addItem(QListWidgetItem(tr_args(self.tr("⚠ %1 · %2: %3, %4"), _when(a.at_us),
                                                         alert_words.get(a.kind, a.kind), who,
                                                         self._money(a.amount, a.currency))))
        for r in self.view.rated():
            who = r.shown or tr_args(self.tr("player at box %1"), ", ".join(map(str, r.boxes)))
            where = tr_args(self.tr("%1, box %2"), r.table, ", ".join(map(str, r.boxes))) if r.seated else \
                tr_args(self.tr("%1, left"), r.table)
            self.players.addItem(QListWidgetItem(tr_args(
                self.tr("%1 · %2 · hands %3 · average bet %4 · actual win %5"), who, where, str(r.hands),
                self._money(r.average_bet, r.currency), self._money(r.actual_win, r.currency))))
    def refresh_health(self) -> None:
        """Stations, stale leases, linked meters and what to look at; "unreachable" (since
        when) while the floor server does not answer."""
        import time

        try:
            health = self.view.health()
        except StoreError:
            if self.unreachable_since is None:
                self.unreachable_since = time.time()
            since = dt.datetime.fromtimestamp(self.unreachable_since).strftime("%H:%M:%S")
            self.attention.setText(tr_args(self.tr("Floor server unreachable since %1: the stations' states below "
                                                   "are as last seen."), since))
            self.attention.setVisible(True)
            return
        self.unreachable_since = None
        self.health = health
        now = health.server_us
        states = {"online": self.tr("online"), "offline": self.tr("OFFLINE"), "stopped": self.tr("stopped")}
        rows = [(t, st) for t in health.tables for st in (t.stations[:1] or (None,))]
        self.stations.setRowCount(len(rows))
        for i, (t, st) in enumerate(rows):
            stale = t.stale_leases
            values = (t.table, "" if st is None else f"{st.station} ({st.host})",
                      self.tr("never seen") if st is None else states.get(st.state, st.state),
                      "" if st is None else tr_args(self.tr("%1 (%2 s ago)"), _when(st.seen_us),
                                                    str(max(0, (now - st.seen_us) // 1_000_000))),
                      "" if not stale else tr_args(self.tr("%1, since %2"), stale[0].station, _when(stale[0].since_us)))
            for j, v in enumerate(values):
                cell = QTableWidgetItem(v)
                if (j == 2 and st is not None and st.state == "offline") or (j == 4 and stale):
                    cell.setData(Qt.ItemDataRole.UserRole, "problem")
                    font = cell.font()
                    font.setBold(True)
                    cell.setFont(font)
                self.stations.setItem(i, j, cell)
        meter_lines = []
        for m in health.meters:
            line = tr_args(self.tr("Linked meter %1 (%2): %3"), m.name, ", ".join(m.tables),
                           self._money(m.value, self._currency()))
            if m.variance:
                line += " — " + tr_args(self.tr("VARIANCE %1"), self._money(m.variance, self._currency()))
            meter_lines.append(line)
        last = health.verification
        if last is not None:
            meter_lines.append(tr_args(self.tr("Last verification %1: %2"), _when(last.at_us),
                                       self.tr("OK") if last.ok else self.tr("FAILED")))
        self.meters.setText("\n".join(meter_lines))
        self.attention.setText("\n".join(self._concern_text(c) for c in health.concerns))
        self.attention.setVisible(bool(health.concerns))

    def _concern_text(self, c: Concern) -> str:
        """One thing to look at (:class:`dealer_app.services.floor_view.Concern`), in the window's language."""
        if c.kind == "station_offline":
            return tr_args(self.tr("Table %1: station %2 (%3) is offline, last seen %4."), c.table or "", c.subject,
                           c.host, _when(c.at_us))
        if c.kind == "stale_lease":
            return tr_args(self.tr("Table %1: stale lease held by %2 (%3), last renewed %4: the station resumes it, "
                                   "or a pit boss takes the table over."), c.table or "", c.subject, c.host,
                           _when(c.at_us))
        if c.kind == "meter_variance":
            return tr_args(self.tr("Linked meter %1 does not add up (variance %2): run audit verify."), c.subject,
                           self._money(c.amount, self._currency()))
        if c.kind == "verification_failed":
            return tr_args(self.tr("The verification of %1 FAILED (%2 problems): run audit verify."),
                           _when(c.at_us), str(c.amount))
        return tr_args(self.tr("No verification since %1: is the scheduled verification running?"), _when(c.at_us))

    def _currency(self) -> str:
        rows = self.view.overview() if not self._last_rows else self._last_rows
        return rows[0].currency if rows else "EUR"

    def _buttons(self) -> None:
        some = self.selected() is not None
        self.approve_button.setEnabled(some)
        self.refuse_button.setEnabled(some)
        self.rule_button.setEnabled(some)

    def selected(self) -> HeldRound | None:
        row = self.queue.currentRow()
        return self.held[row] if 0 <= row < len(self.held) else None

    # -- answering the queue --------------------------------------------------------------------------
    def ask_approve(self) -> None:
        """The co-signature dialog for approving the selected round."""
        self._ask(refuse=False)

    def ask_refuse(self) -> None:
        """The co-signature dialog for refusing the selected round (a reason is required)."""
        self._ask(refuse=True)

    def _ask(self, *, refuse: bool, problem: str = "", user: str | None = None,
             held: HeldRound | None = None) -> None:
        held = held or self.selected()
        if held is None or (self.dialog is not None and self.dialog.isVisible()):
            return
        if not refuse and held.queued_behind is not None:  # its turn has not come: nothing to sign yet
            self.status.setText(self._queued_text(held))
            return
        permission = Permission.REFUSE if refuse else Permission.APPROVE
        users = [UserChoice(n, n) for n in self.view.signers(held.table, permission)]
        title = self.tr("Refuse the held payout") if refuse else self.tr("Approve the held payout")
        prompt = self._round_text(held) + "\n" + self._item_text(held).replace("; ", "\n")
        d = CredentialsDialog(self, title, prompt, users, need_reason=refuse,
                              confirm_label=self.tr("Refuse") if refuse else self.tr("Approve"),
                              problem=problem, user=user)
        if refuse:
            d.ok_button.setProperty("kind", "danger")
        d.setWindowModality(Qt.WindowModality.WindowModal)
        d.accepted.connect(lambda: self._answer(d, held, refuse))
        d.finished.connect(lambda _code: self._dialog_closed(d))
        self.dialog = d
        d.open()

    def _dialog_closed(self, d: CredentialsDialog) -> None:
        d.deleteLater()
        if self.dialog is d:
            self.dialog = None
            if self.ruling.isVisible():  # a ruling not signed yet: back to its form (Ctrl+Enter signs again)
                self.ruling.reason.setFocus()
            else:
                self.queue.setFocus()

    def _answer(self, d: CredentialsDialog, held: HeldRound, refuse: bool) -> None:
        cred = d.value()
        try:
            if refuse:
                self.refuse_round(held, cred.user_id, cred.pin, cred.reason)
            else:
                self.approve_round(held, cred.user_id, cred.pin)
        except (ServiceError, StoreError) as exc:
            left = getattr(exc, "attempts_left", None)
            problem = (tr_args(self.tr("Wrong PIN for %1: %2 attempts left before the lock-out."),
                               cred.user_id, str(left))
                       if left is not None and left > 0 else refusal_text(exc))
            self.dialog = None
            self._ask(refuse=refuse, problem=problem, user=cred.user_id, held=held)
            return
        done = self.tr("Refused: %1") if refuse else self.tr("Approved: %1")
        self.refresh()
        self.status.setText(tr_args(done, self._round_text(held)))

    # -- a floor ruling -----------------------------------------------------------------------------
    def start_ruling(self) -> None:
        """The ruling form for the selected round (Alt+L): its boxes with their computed figures."""
        held = self.selected()
        if held is None or (self.dialog is not None and self.dialog.isVisible()):
            return
        first = held.items[0].box if held.items else None
        self.ruling_round = held
        self.ruling.start(list(held.boxes), MoneyFormat(held.currency, self.money_locale, compact=False), first)

    def on_ruling_submitted(self, box: int, net: int, reason: str) -> None:
        """The ruling typed and checked: a pit boss signs it (a second person too above the threshold)."""
        held = self.ruling_round
        if held is None or (self.dialog is not None and self.dialog.isVisible()):
            return
        money = MoneyFormat(held.currency, self.money_locale, compact=False)
        prompt = tr_args(self.tr("Floor ruling on %1, box %2: %3. Reason: %4"), self._round_text(held), str(box),
                         money(net, signed=True), reason)
        users = [UserChoice(n, n) for n in self.view.signers(held.table, Permission.RULE)]

        def ruled(who: str) -> None:
            self.ruling.setVisible(False)
            self.ruling_round = None
            self.queue.setFocus()
            self.refresh()
            self.status.setText(tr_args(self.tr("Floor ruling by %1: %2, box %3 nets %4"), who,
                                        self._round_text(held), str(box), money(net, signed=True)))

        def second(first: Credentials, why: str) -> None:
            people = [UserChoice(n, n) for n in self.view.signers(held.table, Permission.SECOND_SIGN)
                      if n.strip().lower() != first.user_id.strip().lower()]
            self._signed(self.tr("Second signature"),
                         tr_args(self.tr("%1. A second pit boss or an administrator signs too."), why), people,
                         self.tr("Sign as the second person"),
                         lambda cred: self.view.rule(held.table, held.round_id, box, net, reason, first.user_id,
                                                     first.pin, (cred.user_id, cred.pin)),
                         lambda _cred: ruled(first.user_id))

        self._signed(self.tr("Sign the floor ruling"), prompt, users, self.tr("Sign the ruling"),
                     lambda cred: self.view.rule(held.table, held.round_id, box, net, reason, cred.user_id, cred.pin),
                     lambda cred: ruled(cred.user_id), second=second)

    def _signed(self, title: str, prompt: str, users: list[UserChoice], confirm: str,
                act: Callable[[Credentials], object], done: Callable[[Credentials], None], *,
                need_reason: bool = False, second: Callable[[Credentials, str], None] | None = None) -> None:
        """A co-signature dialog that records ``act(credentials)`` while it stays open: a wrong PIN is
        shown there and asked again; ``second(credentials, why)`` when a second signer is needed."""
        if self.dialog is not None and self.dialog.isVisible():
            return
        after: list[Callable[[], None]] = []

        def submit(cred: Credentials, reply: Reply) -> None:
            try:
                act(cred)
            except SecondSignerNeeded as exc:
                if second is None:
                    reply(Verdict(False, refusal_text(exc)))
                    return
                why = refusal_text(exc)
                after.append(lambda: second(cred, why))
                reply(Verdict(True))
                return
            except (ServiceError, StoreError, PermissionError) as exc:
                left = getattr(exc, "attempts_left", None)
                if left is not None and left > 0:
                    reply(Verdict(False, tr_args(self.tr("Wrong PIN for %1: %2 attempts left before the lock-out."),
                                                 cred.user_id, str(left))))
                elif isinstance(exc, PermissionError):
                    reply(Verdict(False, refusal_text(exc)))
                else:
                    reply(Verdict(True, refusal_text(exc)))
                    self.status.setText(refusal_text(exc))
                return
            after.append(lambda: done(cred))
            reply(Verdict(True))

        d = CredentialsDialog(self, title, prompt, users, need_reason=need_reason, confirm_label=confirm, submit=submit)
        if need_reason:
            d.ok_button.setProperty("kind", "danger")
        d.setWindowModality(Qt.WindowModality.WindowModal)

        def closed(_code: int) -> None:
            self._dialog_closed(d)
            for then in after:
                then()

        d.finished.connect(closed)
        self.dialog = d
        d.open()

    def approve_round(self, held: HeldRound, pit_boss: str, pin: str) -> None:
        self.view.approve(held.table, held.round_id, pit_boss, pin)

    def refuse_round(self, held: HeldRound, pit_boss: str, pin: str, reason: str) -> None:
        self.view.refuse(held.table, held.round_id, pit_boss, pin, reason)

    def approve(self, index: int, pit_boss: str, pin: str) -> None:
        self.approve_round(self.held[index], pit_boss, pin)
        self.refresh()

    def refuse(self, index: int, pit_boss: str, pin: str, reason: str) -> None:
        self.refuse_round(self.held[index], pit_boss, pin, reason)
        self.refresh()

    def show_groups(self) -> None:
        """The pit's table groups, in a window of their own (Alt+G); read again each time."""
        if self.groups is None:
            self.groups = TableGroupsWindow(self.view, self)
            self.groups.resize(900, 560)
        else:
            self.groups.refresh()
        self.groups.show()
        self.groups.activateWindow()

    def shutdown(self) -> None:
        if self.groups is not None:
            self.groups.close()
        self.health_timer.stop()
        self._notifier.setEnabled(False)
        self.view.close()


def main(argv: Sequence[str]) -> int:
    p = UsageParser(prog="dealer-app podium", description="the pit podium on a floor")
    p.add_argument("--db", required=True, help="the floor's postgresql:// URL")
    p.add_argument("--table", action="append", default=[], help="a table of this pit (default: every table)")
    p.add_argument("--lang", choices=("en", "ru"), default=None, help="the window's language (default: the system's)")
    p.add_argument("--floor-key", type=Path, default=None, metavar="FILE",
                   help="the floor's audit key file (copied from the pit), when this machine has none")
    args = p.parse_args(list(argv))
    from dealer_app.services import is_floor_url
    from ui import i18n
    from ui.kit import theme

    app = QApplication.instance() or QApplication(sys.argv[:1])
    lang = i18n.choose_language(args.lang, None)
    i18n.install(app, lang)
    if not is_floor_url(args.db):
        print("dealer-app podium: " + tr_args(QApplication.translate("PodiumWindow", "--db: a floor's postgresql:// URL, "
                                                                       "not %1"), repr(args.db)), file=sys.stderr)
        return 2
    theme.apply(app)  # type: ignore[arg-type]
    view: FloorView | None = None
    try:
        view = FloorView(args.db, args.table or None, key_file=args.floor_key)
        for table in view.tables:  # each table opened now: a missing or wrong key is one line here, never a traceback
            view.services(table)
    except StoreError as exc:
        if view is not None:
            view.close()
        print(f"dealer-app podium: {refusal_text(exc)}", file=sys.stderr)
        return 2
    w = PodiumWindow(view, locale=i18n.locale_name(lang))
    w.resize(1100, 780)  # the table groups button above the tables: room for every section
    w.show()
    from ui.kit.clean_stop import quit_on_terminate

    quit_on_terminate(app)  # type: ignore[arg-type]
    code = app.exec()
    w.shutdown()
    return int(code)
