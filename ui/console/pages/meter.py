"""The jackpot meter: its value, every movement (contributions and shares of
settled rounds, signed adjustments, voids taking a round's movement back),
and a signed adjustment with its reason."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ui.console.forms import MeterForm
from ui.console.model import MeterInfo, local_time
from ui.console.pages.base import ConsolePage
from ui.console.widgets import C, DataTable, Panel, item
from ui.kit import theme
from ui.kit.chrome import KeyHint
from ui.kit.dialogs import Credentials
from ui.kit.explained import refusal_text
from ui.kit.qt import QHBoxLayout, QKeySequence, QLabel, QShortcut, Qt, QVBoxLayout, QWidget
from ui.kit.text import tr_args

if TYPE_CHECKING:
    from ui.console.screen import ConsoleScreen

__all__ = ["MeterPage"]


class MeterPage(ConsolePage):
    def __init__(self, console: ConsoleScreen) -> None:
        super().__init__(console)
        self.title_text = self.tr("Jackpot meter")
        self.info: MeterInfo | None = None
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(12)
        left = QVBoxLayout()
        left.setSpacing(12)
        value = Panel(self.tr("Jackpot meter now"))
        self.value = QLabel("—")
        theme.css(self.value, f"color: {C.accent}; font-size: {theme.Size.HUGE}px; font-weight: bold;")
        value.body.addWidget(self.value)
        self.value_note = QLabel("")
        theme.css(self.value_note, f"color: {C.text_dim}; font-size: {theme.Size.SMALL}px;")
        self.value_note.setWordWrap(True)
        value.body.addWidget(self.value_note)
        left.addWidget(value)
        self.form = MeterForm(self.ctx.full_money)
        self.form.submitted.connect(self.on_form_submitted)
        left.addWidget(self.form)
        left.addStretch(1)
        holder = QWidget()
        left.setContentsMargins(0, 0, 0, 0)
        holder.setLayout(left)
        holder.setFixedWidth(362)  # the form's buttons whole, and the movements' longest word ("корректировка:")
        row.addWidget(holder)
        moves = Panel(self.tr("Every movement, newest first"))
        self.table = DataTable([self.tr("When"), self.tr("What"), self.tr("Change"), self.tr("After"),
                                self.tr("By")], stretch=1, wrap=True)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        moves.body.addWidget(self.table, 1)
        row.addWidget(moves, 1)
        for key in ("Ctrl+Return", "Ctrl+Enter"):
            sc = QShortcut(QKeySequence(key), self)
            sc.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            sc.activated.connect(self.form.on_sign_clicked)

    def hints(self) -> list[KeyHint]:
        return [KeyHint("Ctrl+Enter", self.tr("sign the adjustment"))]

    def refresh(self) -> None:
        if self.loading:
            return
        self.loading = True
        self.run(lambda b: b.meter_info(), self.on_loaded)

    def on_loaded(self, info: MeterInfo) -> None:
        self.loading = False
        self.info = info
        money = self.money_for(info.currency)
        self.form.money = money
        self.value.setText(money(info.value))
        adjustments = sum(1 for m in info.movements if m.kind == "adjustment")
        self.value_note.setText(tr_args(self.tr("Movements in the log: %1; signed adjustments: %2."),
                                        str(len(info.movements)), str(adjustments)))
        words = {"contribution": self.tr("contribution"), "share": self.tr("share paid"),
                 "adjustment": self.tr("adjustment"), "void": self.tr("void: back")}
        rows = []
        for m in info.movements:
            what = words.get(m.kind, m.kind)
            if m.round_id is not None:
                what += tr_args(self.tr(", round id %1"), str(m.round_id))
            if m.reason:
                what += ": " + m.reason
            rows.append([
                item(local_time(m.ts_us)[:5]),
                item(what, bold=m.kind == "adjustment", colour=C.held if m.kind == "adjustment" else None),
                item(money(m.delta, signed=True), right=True, colour=C.pay if m.delta > 0 else C.take),
                item(money(m.value_after), right=True),
                item(info.names.get(m.by, "—") if m.by is not None else "—"),
            ])
        self.table.set_rows(rows)
        self.console.set_meter(money(info.value))
        self.loaded.emit()

    def on_form_submitted(self, delta: int, reason: str) -> None:
        money = self.form.money
        prompt = tr_args(self.tr("Adjust the jackpot meter by %1. Reason: %2"), money(delta, signed=True), reason)  # type: ignore[operator]
        shift_id = self.console.open_shift_id()

        def done(cred: Credentials) -> None:
            self.run_two(lambda b, second: b.adjust_meter(delta, cred.user_id, cred.pin, reason, shift_id, second),
                         lambda after: self.on_adjusted(after, delta), self.on_failed, first=cred.user_id)

        self.sign(self.tr("Sign the meter adjustment"), prompt, "adjust_meter", done,
                  confirm_label=self.tr("Sign the adjustment"))

    def on_adjusted(self, after: int, delta: int) -> None:
        money = self.form.money
        self.form.clear()
        self.console.action_recorded(tr_args(self.tr("Meter adjusted by %1: now %2"),
                                             money(delta, signed=True), money(after)))  # type: ignore[operator]

    def on_failed(self, err: Any) -> None:
        self.form.problem.setText("⚠ " + refusal_text(err))
        self.form.problem.setVisible(True)
        self.console.report_failure(self.tr("Meter not adjusted"), refusal_text(err))
