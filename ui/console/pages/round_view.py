"""One round in full, read-only: what was entered step by step (who, when), how
it settled (computed by the engine) and what counts (effective: a void counts
nothing, a floor ruling replaces a box's figure), with every approval,
refusal, void and ruling. From here a pit boss voids the round or rules on a
box, saves the round slip (PDF, by the reports) or prints the page."""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING, Any

from dealer_app.wording.explanations import round_explanations
from ui.console.boxcard import BoxCard, DealerStrip
from ui.console.forms import RulingForm
from ui.console.model import RoundDetail, cards_text, local_time, round_flags, step_text
from ui.console.pages.base import ConsolePage
from ui.console.slip_html import round_html
from ui.console.widgets import C, DataTable, KeyedButton, Panel, PillRow, clear_layout, dim_label, item
from ui.kit import theme
from ui.kit.chrome import KeyHint
from ui.kit.dialogs import Credentials
from ui.kit.explained import refusal_text, ui_language
from ui.kit.qt import QHBoxLayout, QKeySequence, QLabel, QScrollArea, QShortcut, Qt, QVBoxLayout, QWidget
from ui.kit.text import tr_args

if TYPE_CHECKING:
    from ui.console.screen import ConsoleScreen

__all__ = ["RoundViewPage"]


class RoundViewPage(ConsolePage):
    def __init__(self, console: ConsoleScreen) -> None:
        super().__init__(console)
        self.title_text = self.tr("Round")
        self.detail: RoundDetail | None = None
        self.round_id: int | None = None
        self.back_to = "history"
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(8)

        head = QHBoxLayout()
        head.setSpacing(12)
        self.back = KeyedButton(self.tr("← Back"), "Esc")
        self.back.clicked.connect(self.go_back)
        head.addWidget(self.back)
        self.heading = QLabel("")
        theme.css(self.heading, f"font-size: {theme.Size.TITLE}px; font-weight: bold;")
        head.addWidget(self.heading)
        self.pills = PillRow(size=13)
        head.addWidget(self.pills)
        head.addStretch(1)
        self.totals = QLabel("")
        self.totals.setWordWrap(True)  # two lines rather than a wider window (longer languages)
        self.totals.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        theme.css(self.totals, f"font-size: {theme.Size.BODY}px; font-weight: bold;")
        head.addWidget(self.totals, 1)
        col.addLayout(head)
        self.meta = dim_label("")
        col.addWidget(self.meta)

        self.scroller = QScrollArea()
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QScrollArea.Shape.NoFrame)
        host = QWidget()
        self.body = QVBoxLayout(host)
        self.body.setContentsMargins(0, 0, 6, 0)
        self.body.setSpacing(8)
        self.marks = Panel(self.tr("Approvals, refusals, voids and floor rulings"))
        self.marks_text = QLabel("")
        self.marks_text.setWordWrap(True)
        self.marks_text.setTextFormat(Qt.TextFormat.PlainText)
        theme.css(self.marks_text, f"font-size: {theme.Size.SMALL}px;")
        self.marks.body.addWidget(self.marks_text)
        self.body.addWidget(self.marks)
        self.dealer = DealerStrip()
        self.body.addWidget(self.dealer)
        self.boxes = QVBoxLayout()
        self.boxes.setSpacing(8)
        self.body.addLayout(self.boxes)
        steps = Panel(self.tr("As entered, step by step"))
        self.steps = DataTable([self.tr("#"), self.tr("Time"), self.tr("By"), self.tr("Entry")])
        self.steps.setMinimumHeight(220)
        steps.body.addWidget(self.steps)
        self.body.addWidget(steps)
        self.body.addStretch(1)
        self.scroller.setWidget(host)
        col.addWidget(self.scroller, 1)

        self.ruling = RulingForm(self.ctx.full_money)
        self.ruling.setVisible(False)
        self.ruling.submitted.connect(self.on_ruling_submitted)
        col.addWidget(self.ruling)
        actions = QHBoxLayout()
        actions.setSpacing(10)
        self.void_button = KeyedButton(self.tr("Void…"), "Ctrl+D", kind="danger")
        self.void_button.clicked.connect(self.void)
        self.rule_button = KeyedButton(self.tr("Floor ruling…"), "Ctrl+L")
        self.rule_button.clicked.connect(self.start_ruling)
        self.slip_button = KeyedButton(self.tr("Round slip PDF…"), "Ctrl+S")
        self.slip_button.clicked.connect(self.save_slip)
        self.print_button = KeyedButton(self.tr("Print…"), "Ctrl+P", kind="primary")
        self.print_button.clicked.connect(self.print_round)
        actions.addWidget(self.void_button)
        actions.addWidget(self.rule_button)
        actions.addStretch(1)
        actions.addWidget(self.slip_button)
        actions.addWidget(self.print_button)
        col.addLayout(actions)
        for key, slot in (("Esc", self.on_escape), ("Ctrl+D", self.void), ("Ctrl+L", self.start_ruling),
                          ("Ctrl+S", self.save_slip), ("Ctrl+P", self.print_round),
                          ("Ctrl+Return", self.ruling.on_sign_clicked), ("Ctrl+Enter", self.ruling.on_sign_clicked)):
            sc = QShortcut(QKeySequence(key), self)
            sc.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            sc.activated.connect(slot)

    def hints(self) -> list[KeyHint]:
        d = self.detail
        live = d is not None and d.view.void is None
        can_rule = live and d is not None and bool(d.boxes)
        return [KeyHint("Esc", self.tr("back")), KeyHint("Ctrl+D", self.tr("void"), live),
                KeyHint("Ctrl+L", self.tr("floor ruling"), can_rule), KeyHint("Ctrl+S", self.tr("save the slip"), d is not None and d.confirmed),
                KeyHint("Ctrl+P", self.tr("print"), d is not None)]

    # -- loading ------------------------------------------------------------------------------------------
    def show_round(self, round_id: int, back_to: str = "history") -> None:
        self.round_id = round_id
        self.back_to = back_to
        self.detail = None
        self.heading.setText(self.tr("Loading round…"))
        self.refresh()

    def refresh(self) -> None:
        if self.round_id is None:
            self.loaded.emit()
            return
        rid = self.round_id
        self.loading = True
        self.run(lambda b: b.round_detail(rid), self.on_loaded)

    def on_loaded(self, d: RoundDetail) -> None:
        self.loading = False
        self.detail = d
        v = d.view
        money = self.money_for(d.currency)
        self.heading.setText(tr_args(self.tr("%1  ·  Round %2"), d.table, str(v.number)))
        status = {"settled": (self.tr("SETTLED"), C.pay), "open": (self.tr("IN PROGRESS"), C.push),
                  "voided": (self.tr("VOIDED"), C.held)}.get(str(v.status), (str(v.status).upper(), C.text_dim))
        pills = [status] + [(f, C.held if f in (self.tr("VOID"), self.tr("RULING")) else C.text_dim)
                            for f in round_flags(v) if f not in (self.tr("IN PROGRESS"), self.tr("VOID"))]
        if v.simulated:
            pills.append((self.tr("SIMULATED"), C.accent))
        self.pills.set_pills(pills)
        self.meta.setText(
            tr_args(self.tr("Shift #%1  ·  dealer %2  ·  prepared by %3  ·  house rules version %4  ·  started %5  ·  settled %6"
                    "  ·  jackpot at the start %7"),
                    str(v.shift_id), v.dealer_name, ", ".join(d.preparers), str(v.house_version), local_time(v.started_us, date=True), local_time(v.settled_us) if v.settled_us else "—", money(v.jackpot_start)))
        if d.boxes and d.owed is not None:
            computed, effective = d.owed.house_computed, d.owed.house_counts
            text = tr_args(self.tr("House %1"), money(computed, signed=True))
            if computed != effective:
                text = (tr_args(self.tr("House: computed %1, effective %2"),
                                money(computed, signed=True), money(effective, signed=True)))
            self.totals.setText(text)
            theme.css(self.totals, f"color: {C.held if computed != effective else C.text}; font-size: {theme.Size.BODY}px; font-weight: bold;")
        else:
            self.totals.setText(self.tr("Not settled yet"))
        self.marks_text.setText("\n".join(self.mark_lines(d, money)) or self.tr("None."))
        self.dealer.set_dealer(d.dealer_cards, d.settlement, d.replacements, cards_text)
        clear_layout(self.boxes)
        held = {i.box: [i] for i in d.held.items} if d.held is not None else {}
        explained = round_explanations(v.round_json) if ui_language() != "en" else {}
        for b in d.boxes:
            self.boxes.addWidget(BoxCard(b.box, b.settlement, b.cards, money, computed_net=b.computed_net,
                                         effective_net=b.effective_net, ruling=b.ruling, voided=b.voided,
                                         held=held.get(b.box, ()), explained=explained.get(b.box)))
        if not d.boxes:
            note = dim_label(self.tr("Not settled yet: the dealer has not entered everything the engine needs. "
                                     "The entries so far are listed below."), size=theme.Size.BODY)
            self.boxes.addWidget(note)
        self.steps.set_rows([
            [item(str(s.n)), item(local_time(s.ts_us)), item(s.by), item(step_text(s.step, money))] for s in d.steps
        ])
        self.steps.setMinimumHeight(min(40 + 34 * len(d.steps), 520))
        live = v.void is None
        self.void_button.setEnabled(live)
        self.rule_button.setEnabled(live and bool(d.boxes))
        self.slip_button.setEnabled(d.confirmed)
        self.print_button.setEnabled(True)
        self.ruling.setVisible(False)
        self.console.refresh_hints()
        self.loaded.emit()

    def mark_lines(self, d: RoundDetail, money: Any) -> list[str]:
        v = d.view
        lines = []
        for a in v.approvals:
            what = self.tr("Approved") if a.approved else self.tr("Refused")
            items = ", ".join(tr_args(self.tr("box %1 %2"), str(i.get("box")), money(int(i.get("amount", 0))))
                              for i in a.items)
            line = tr_args(self.tr("%1 by %2 at %3"), what, a.by_name, local_time(a.ts_us, date=True))
            if items:
                line += f" ({items})"
            if a.reason:
                line += ": " + a.reason
            lines.append(("✓ " if a.approved else "✗ ") + line)
        if v.void is not None:
            what = self.tr("misdeal, unfinished") if v.void.misdeal else self.tr("settled round")
            lines.append("⊘ " + tr_args(self.tr("VOIDED (%1) by %2 at %3: %4. It counts nothing; its computed figures stay shown."),
                                        what, v.void.by_name, local_time(v.void.ts_us, date=True), v.void.reason))
        for r in v.rulings:
            state = "" if r.in_force or not d.confirmed else self.tr(" (not in force: the round was corrected after it)")
            lines.append("⚖ " + tr_args(self.tr("FLOOR RULING on box %1 by %2 at %3: %4 instead of %5 (computed): %6"),
                                        str(r.box), r.by_name, local_time(r.ts_us, date=True),
                                        money(r.net, signed=True), money(r.computed_net, signed=True), r.reason) + state)
        if d.held is not None and not d.held.refused and d.held.items:
            lines.append("⏳ " + tr_args(self.tr("Held for a pit boss: %1"),
                                        ", ".join(tr_args(self.tr("box %1 %2"),
                                        str(i.box), money(i.amount)) for i in d.held.items)))
        return lines

    # -- actions ---------------------------------------------------------------------------------------------
    def on_escape(self) -> None:
        if self.ruling.isVisible():
            self.ruling.setVisible(False)
            return
        self.go_back()

    def go_back(self) -> None:
        self.console.show_section(self.back_to)

    def void(self) -> None:
        d = self.detail
        if d is None or d.view.void is not None:
            return
        v = d.view
        if d.confirmed:
            prompt = tr_args(self.tr("Void round %1 at %2. It will count nothing; its computed figures stay in the log and on "
                             "every report, with who voided it and why."), str(v.number), d.table)
        else:
            prompt = tr_args(self.tr("Void round %1 at %2 as a misdeal: it is unfinished and will count nothing."),
                             str(v.number), d.table)
        rid = v.id

        def done(cred: Credentials) -> None:
            self.run_two(lambda b, second: b.void(rid, cred.user_id, cred.pin, cred.reason, second),
                         lambda who: self.console.action_recorded(
                             tr_args(self.tr("Voided by %1: round %2 at %3"), who, str(v.number), d.table)),
                         self.on_action_failed, first=cred.user_id, round_id=rid)

        self.sign(self.tr("Void the round"), prompt, "void", done, round_id=rid, need_reason=True,
                  confirm_label=self.tr("Void the round"))

    def start_ruling(self) -> None:
        d = self.detail
        if d is None or d.view.void is not None or not d.boxes:
            return
        self.ruling.start([(b.box, b.computed_net) for b in d.boxes], self.money_for(d.currency))

    def on_ruling_submitted(self, box: int, net: int, reason: str) -> None:
        d = self.detail
        if d is None:
            return
        v = d.view
        money = self.money_for(d.currency)
        prompt = (tr_args(self.tr("Floor ruling on round %1 at %2, box %3: %4. Reason: %5"),
                          str(v.number), d.table, str(box), money(net, signed=True), reason))
        rid = v.id

        def done(cred: Credentials) -> None:
            self.run_two(lambda b, second: b.rule(rid, box, net, cred.user_id, cred.pin, reason, second),
                         lambda who: self.console.action_recorded(
                             tr_args(self.tr("Floor ruling by %1: round %2 box %3 nets %4"),
                                     who, str(v.number), str(box), money(net, signed=True))),
                         self.on_action_failed, first=cred.user_id, round_id=rid)

        self.sign(self.tr("Sign the floor ruling"), prompt, "rule", done, round_id=rid,
                  confirm_label=self.tr("Sign the ruling"))

    def on_action_failed(self, err: Any) -> None:
        self.console.report_failure(self.tr("Not recorded"), refusal_text(err))
        self.refresh()

    def save_slip(self) -> None:
        d = self.detail
        if d is None or not d.confirmed:
            return
        v = d.view
        suggested = self.console.suggested_path(f"round-slip-shift{v.shift_id}-round{v.number}.pdf")
        path = self.console.docs.save_path(self.tr("Save the round slip"), suggested)
        if path is None:
            return
        rid, locale = v.id, self.ctx.locale
        self.console.set_status(self.tr("Writing the round slip…"))
        self.run(lambda b: b.save_round_slip(rid, str(path), locale),
                 lambda out: self.console.action_recorded(tr_args(self.tr("Round slip saved: %1"), out)),
                 self.on_action_failed)

    def print_round(self) -> None:
        d = self.detail
        if d is None:
            return
        money = self.money_for(d.currency)
        who = self.ctx.user.name if self.ctx.user is not None else ""
        html = round_html(d, money, printed_by=who, printed_at=dt.datetime.now().strftime("%Y-%m-%d %H:%M"))
        title = tr_args(self.tr("Round %1, table %2"), str(d.view.number), d.table)
        rid = d.view.id

        def allowed(_: object) -> None:
            if not self.console.docs.print_html(title, html):
                return
            what = tr_args(self.tr("round printed from the console: shift %1 round %2 (id %3)"),
                           str(d.view.shift_id), str(d.view.number), str(rid))
            self.run(lambda b: b.record_print(rid, what),
                     lambda _r: self.console.action_recorded(tr_args(self.tr("Sent to the printer: %1"), title),
                                                             reload=False),
                     self.on_action_failed)

        self.run(lambda b: b.check_print(rid), allowed, self.on_action_failed)
