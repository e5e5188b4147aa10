"""Fill and credit slips: every slip still waiting (for a pit boss's signature or the cage)
first, then the latest shifts' slips, newest first. Enter finishes the selected waiting
slip (a pit boss signs, then the cage receives), Delete voids it (a pit boss, with a
reason), Ctrl+P has it printed again (a pit boss, with a reason; the copy says so). Every
action is signed with a PIN and logged under the signer; a wrong PIN is shown in the same
dialog, which asks again. Every figure is the slip of record (``dealer_app.services.count``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealer_app.services.count import SlipStatus, SlipView
from ui.console.model import SlipLine, SlipsInfo, local_time
from ui.console.pages.base import ConsolePage
from ui.console.widgets import C, DataTable, KeyedButton, Panel, dim_label, item
from ui.kit import theme
from ui.kit.chrome import KeyHint
from ui.kit.qt import QHBoxLayout, QKeySequence, QLabel, QShortcut, Qt
from ui.kit.text import tr_args

if TYPE_CHECKING:
    from ui.console.screen import ConsoleScreen

__all__ = ["SlipsPage"]


class SlipsPage(ConsolePage):
    def __init__(self, console: ConsoleScreen) -> None:
        super().__init__(console)
        self.title_text = self.tr("Fill and credit slips")
        self.lines: tuple[SlipLine, ...] = ()
        self.currency = "EUR"
        panel = Panel(self.tr("Waiting slips first, then the latest shifts' slips"))
        self.table = DataTable([self.tr("Slip"), self.tr("Table · shift"), self.tr("Kind"), self.tr("Amount"),
                                self.tr("Status"), self.tr("Requested by")], stretch=5)
        self.table.currentCellChanged.connect(self.on_current_changed)
        panel.body.addWidget(self.table, 1)
        self.empty = dim_label(self.tr("No fill or credit slip yet."))
        panel.body.addWidget(self.empty)
        self.detail = QLabel("")
        self.detail.setWordWrap(True)
        theme.css(self.detail, f"color: {C.text}; font-size: {theme.Size.BODY}px;")
        panel.body.addWidget(self.detail)
        row = QHBoxLayout()
        row.setSpacing(8)
        self.finish_button = KeyedButton(self.tr("Finish the slip"), "Enter", kind="primary")
        self.finish_button.clicked.connect(self.finish)
        self.void_button = KeyedButton(self.tr("Void the slip"), "Del", kind="danger")
        self.void_button.clicked.connect(self.void)
        self.reprint_button = KeyedButton(self.tr("Print again"), "Ctrl+P")
        self.reprint_button.clicked.connect(self.reprint)
        for b in (self.finish_button, self.void_button, self.reprint_button):
            row.addWidget(b)
        row.addStretch(1)
        panel.body.addLayout(row)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(panel, 1)
        for key, slot in (("Return", self.finish), ("Enter", self.finish), ("Delete", self.void),
                          ("Ctrl+P", self.reprint)):
            sc = QShortcut(QKeySequence(key), self)
            sc.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            sc.activated.connect(slot)
        self._buttons(None)

    def hints(self) -> list[KeyHint]:
        return [KeyHint("↑↓", self.tr("choose a slip")), KeyHint("Enter", self.tr("finish it")),
                KeyHint("Del", self.tr("void it")), KeyHint("Ctrl+P", self.tr("print it again"))]

    # -- loading ------------------------------------------------------------------------------------
    def refresh(self) -> None:
        if self.loading:
            return
        self.loading = True
        self.run(lambda b: b.slips(), self.on_loaded)

    def kind_text(self, slip: SlipView) -> str:
        return self.tr("fill") if slip.kind.value == "fill" else self.tr("credit")

    def status_text(self, slip: SlipView) -> str:
        return {SlipStatus.REQUESTED: self.tr("waits for a pit boss"), SlipStatus.SIGNED: self.tr("waits for the cage"),
                SlipStatus.RECEIVED: self.tr("received"), SlipStatus.VOIDED: self.tr("voided")}[slip.status]

    def on_loaded(self, info: SlipsInfo) -> None:
        self.loading = False
        keep = self.current()
        self.lines, self.currency = info.slips, info.currency
        money = self.money_for(self.currency)
        rows = []
        for line in self.lines:
            s = line.slip
            colour = C.held if s.waiting else (C.text_faint if s.status == SlipStatus.VOIDED else None)
            rows.append([item(str(s.number), bold=s.waiting), item(tr_args(self.tr("%1 · #%2"), line.table,
                                                                           str(s.shift_id))),
                         item(self.kind_text(s)), item(money(s.total), right=True),
                         item(self.status_text(s), colour=colour, bold=s.waiting), item(s.requested_by)])
        self.table.set_rows(rows)
        self.empty.setVisible(not self.lines)
        numbers = [line.slip.number for line in self.lines]
        if self.lines:
            self.table.setCurrentCell(numbers.index(keep.number) if keep is not None and keep.number in numbers
                                      else 0, 0)
        self.show_line(self.current())
        waiting = sum(1 for line in self.lines if line.slip.waiting)
        self.console.set_badge("slips", waiting)
        self.loaded.emit()

    def current(self) -> SlipView | None:
        row = self.table.currentRow()
        return self.lines[row].slip if 0 <= row < len(self.lines) else None

    def on_current_changed(self, row: int, _col: int, _prev_row: int, _prev_col: int) -> None:
        self.show_line(self.lines[row].slip if 0 <= row < len(self.lines) else None)

    def show_line(self, s: SlipView | None) -> None:
        self._buttons(s)
        if s is None:
            self.detail.setText("")
            return
        money = self.money_for(self.currency)
        chips = ", ".join(f"{n} × {money(d)}" for d, n in sorted(s.chips.items(), reverse=True) if n)
        parts = [tr_args(self.tr("Slip %1: the %2 of %3 (%4)."), str(s.number), self.kind_text(s), money(s.total), chips),
                 tr_args(self.tr("Requested by %1 at %2."), s.requested_by, local_time(s.requested_us)[:5])]
        if s.signed_by:
            parts.append(tr_args(self.tr("Signed by %1 at %2."), s.signed_by, local_time(s.signed_us or 0)[:5]))
        if s.received_by:
            parts.append(tr_args(self.tr("Received by %1 at %2."), s.received_by, local_time(s.received_us or 0)[:5]))
        if s.voided_by:
            parts.append(tr_args(self.tr("Voided by %1: %2"), s.voided_by, s.void_reason))
        for r in s.reprints:
            parts.append(tr_args(self.tr("Printed again by %1 at %2: %3"), r.by, local_time(r.at_us)[:5], r.reason))
        self.detail.setText(" ".join(parts))

    def _buttons(self, s: SlipView | None) -> None:
        self.finish_button.setEnabled(s is not None and s.waiting)
        self.void_button.setEnabled(s is not None and s.status != SlipStatus.VOIDED)
        self.reprint_button.setEnabled(s is not None)

    # -- acting ---------------------------------------------------------------------------------------
    def _what(self, s: SlipView) -> str:
        return tr_args(self.tr("The %1 of %2 (slip %3)"), self.kind_text(s), self.money_for(self.currency)(s.total),
                       str(s.number))

    def _done(self, text: str) -> None:
        self.console.action_recorded(text)
        self.refresh()

    def finish(self) -> None:
        """A waiting slip: a pit boss signs it, then the cage receives it (a signed one: the cage)."""
        s = self.current()
        if s is None or not s.waiting:
            return
        if s.status == SlipStatus.REQUESTED:
            self.signed(tr_args(self.tr("Sign slip %1"), str(s.number)),
                        self._what(s) + " " + self.tr("A pit boss signs the slip with their PIN."), "sign_count",
                        lambda j, cred: j.sign_slip(s.number, cred.user_id, cred.pin),
                        lambda done: self.receive(done), confirm_label=self.tr("Sign the slip"))
        else:
            self.receive(s)

    def receive(self, s: SlipView) -> None:
        self.signed(tr_args(self.tr("Slip %1 at the cage"), str(s.number)),
                    tr_args(self.tr("The cage (or its runner) signs that the %1 of %2 was handed over."),
                            self.kind_text(s), self.money_for(self.currency)(s.total)), "receive_slip",
                    lambda j, cred: j.receive_slip(s.number, cred.user_id, cred.pin),
                    lambda done: self._done(tr_args(self.tr("Slip %1 received by the cage"), str(done.number))),
                    confirm_label=self.tr("Received"), on_cancel=self.refresh)  # signed, waiting for the cage

    def void(self) -> None:
        s = self.current()
        if s is None or s.status == SlipStatus.VOIDED:
            return
        counted = s.status == SlipStatus.RECEIVED
        prompt = self._what(s) + ": " + (self.tr("why it is voided (its chips no longer count in the shift's figures). "
                                                 "A pit boss signs with their PIN.") if counted else
                                         self.tr("why it is voided. A pit boss signs with their PIN."))
        self.signed(tr_args(self.tr("Void slip %1"), str(s.number)), prompt, "sign_count",
                    lambda j, cred: j.void_slip(s.number, cred.user_id, cred.pin, cred.reason),
                    lambda done: self._done(tr_args(self.tr("Slip %1 voided"), str(done.number))),
                    need_reason=True, confirm_label=self.tr("Void the slip"))

    def reprint(self) -> None:
        s = self.current()
        if s is None:
            return
        path = self.console.suggested_path(f"slip-{s.number}-copy-{len(s.reprints) + 1}.pdf")
        locale = self.ctx.locale
        title = tr_args(self.tr("Print slip %1 again"), str(s.number))

        def written(out: str) -> None:
            self._done(tr_args(self.tr("Slip %1 printed again: %2"), str(s.number), out))
            self.ctx.dialogs.report_ready(title, tr_args(self.tr("The copy of slip %1 is written; it says it is a copy, "
                                                                 "who signed for it and why."), str(s.number)), out)

        self.signed(title, self._what(s) + ": " + self.tr("why it is printed again. A pit boss signs with their PIN; "
                                                          "the copy says so."), "sign_count",
                    lambda j, cred: j.reprint_slip(s.number, cred.user_id, cred.pin, cred.reason, path, locale),
                    written, need_reason=True, confirm_label=self.tr("Print again"))
