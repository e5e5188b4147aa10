"""Approvals: every payout held for a pit boss's co-signature, at every table.

A held round shows its cards, the engine's explanation and who prepared it.
The pit boss approves it (with their PIN; never the preparer's), or refuses
it with a reason: the round goes back to the dealer, who corrects the entry,
or a pit boss replaces the disputed box's figure with a floor ruling here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from dealer_app.wording.explanations import round_explanations
from ui.console.boxcard import BoxCard, DealerStrip
from ui.console.forms import RulingForm
from ui.console.model import HeldRound, cards_text, local_time
from ui.console.pages.base import ConsolePage
from ui.console.widgets import C, KeyedButton, Panel, PillRow, clear_layout, dim_label
from ui.kit import theme
from ui.kit.chrome import KeyHint
from ui.kit.dialogs import Credentials
from ui.kit.explained import refusal_text, ui_language
from ui.kit.qt import (
    QHBoxLayout,
    QKeySequence,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QScrollArea,
    QShortcut,
    QSize,
    Qt,
    QVBoxLayout,
    QWidget,
)
from ui.kit.text import tr_args

if TYPE_CHECKING:
    from ui.console.screen import ConsoleScreen

__all__ = ["ApprovalsPage"]


class HeldRow(QWidget):
    """One held round in the list: where, what is held, by whom, and its state in a word."""

    def __init__(self, title: str, detail: str, status: tuple[str, str]) -> None:
        super().__init__()
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        col = QVBoxLayout(self)
        col.setContentsMargins(12, 6, 8, 6)
        col.setSpacing(2)
        top = QHBoxLayout()
        self.title = QLabel(title)
        theme.css(self.title, f"font-size: {theme.Size.BODY}px; font-weight: bold;")
        top.addWidget(self.title)
        top.addStretch(1)
        self.pill = PillRow()
        self.pill.set_pills([status])
        top.addWidget(self.pill)
        col.addLayout(top)
        self.detail = QLabel(detail)
        self.detail.setMinimumWidth(10)
        theme.css(self.detail, f"color: {C.held if status[1] == C.held else C.text_dim}; font-size: 13px; font-weight: bold;")
        col.addWidget(self.detail)


class ApprovalsPage(ConsolePage):
    def __init__(self, console: ConsoleScreen) -> None:
        super().__init__(console)
        self.title_text = self.tr("Approvals")
        self.items: tuple[HeldRound, ...] = ()
        self.current: HeldRound | None = None
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(12)

        left = Panel(self.tr("Held for a pit boss"))
        left.setFixedWidth(290)
        self.count = QLabel("")
        theme.css(self.count, f"color: {C.held}; font-size: 13px; font-weight: bold;")
        left.head.addWidget(self.count)
        self.table = QListWidget()
        self.table.setSpacing(2)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setStyleSheet(
            f"QListWidget {{ background: {C.surface}; border: none; }}"
            f" QListWidget::item {{ padding: 0; border-left: 4px solid transparent; background: {C.surface2};"
            f" border-radius: 6px; }}"
            f" QListWidget::item:selected {{ background: {C.surface3}; border-left: 4px solid {C.accent}; }}")
        self.table.itemSelectionChanged.connect(self.on_table_item_selection_changed)
        self.table.itemDoubleClicked.connect(lambda _i: self.open_round())
        left.body.addWidget(self.table, 1)
        self.empty = dim_label("", size=theme.Size.BODY)
        left.body.addWidget(self.empty)
        row.addWidget(left)

        right = Panel("")
        head = QHBoxLayout()
        head.setSpacing(12)
        self.heading = QLabel(self.tr("Nothing selected"))
        theme.css(self.heading, f"font-size: {theme.Size.TITLE}px; font-weight: bold;")
        head.addWidget(self.heading)
        self.state = PillRow(size=13)
        head.addWidget(self.state)
        head.addStretch(1)
        self.view_button = KeyedButton(self.tr("Round view"), "Ctrl+O")
        self.view_button.clicked.connect(self.open_round)
        head.addWidget(self.view_button)
        right.body.addLayout(head)
        self.meta = dim_label("")
        right.body.addWidget(self.meta)
        self.held_line = QLabel("")
        self.held_line.setWordWrap(True)
        theme.css(self.held_line, f"color: {C.held}; font-size: {theme.Size.LARGE}px; font-weight: bold;")
        right.body.addWidget(self.held_line)
        self.refusal_line = QLabel("")
        self.refusal_line.setWordWrap(True)
        theme.css(self.refusal_line, f"color: {C.take}; font-size: {theme.Size.BODY}px; font-weight: bold;")
        right.body.addWidget(self.refusal_line)
        self.dealer = DealerStrip()
        right.body.addWidget(self.dealer)
        self.scroller = QScrollArea()
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QScrollArea.Shape.NoFrame)
        self.boxes_host = QWidget()
        self.boxes = QVBoxLayout(self.boxes_host)
        self.boxes.setContentsMargins(0, 0, 4, 0)
        self.boxes.setSpacing(8)
        self.scroller.setWidget(self.boxes_host)
        right.body.addWidget(self.scroller, 1)
        self.ruling = RulingForm(self.ctx.full_money)
        self.ruling.setVisible(False)
        self.ruling.submitted.connect(self.on_ruling_submitted)
        right.body.addWidget(self.ruling)
        actions = QHBoxLayout()
        actions.setSpacing(10)
        self.rule_button = KeyedButton(self.tr("Floor ruling…"), "Ctrl+L")
        self.rule_button.clicked.connect(self.start_ruling)
        self.refuse_button = KeyedButton(self.tr("Refuse…"), "Ctrl+R", kind="danger")
        self.refuse_button.clicked.connect(self.refuse)
        self.approve_button = KeyedButton(self.tr("Approve…"), "Ctrl+Enter", kind="primary")
        self.approve_button.clicked.connect(self.approve)
        actions.addWidget(self.rule_button)
        actions.addStretch(1)
        actions.addWidget(self.refuse_button)
        actions.addWidget(self.approve_button)
        right.body.addLayout(actions)
        row.addWidget(right, 1)

        for key, slot in (("Ctrl+Return", self.on_ctrl_enter), ("Ctrl+Enter", self.on_ctrl_enter),
                          ("Ctrl+R", self.refuse), ("Ctrl+L", self.start_ruling), ("Ctrl+O", self.open_round),
                          ("Esc", self.ruling.on_cancel_clicked)):
            sc = QShortcut(QKeySequence(key), self)
            sc.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            sc.activated.connect(slot)
        self.show_detail(None)

    def hints(self) -> list[KeyHint]:
        has = self.current is not None and not self.current.problem
        return [KeyHint("↑↓", self.tr("choose")), KeyHint("Ctrl+Enter", self.tr("approve"), has and not self.current.refused),  # type: ignore[union-attr]
                KeyHint("Ctrl+R", self.tr("refuse"), has), KeyHint("Ctrl+L", self.tr("floor ruling"), has),
                KeyHint("Ctrl+O", self.tr("round view"), has)]

    # -- loading ------------------------------------------------------------------------------
    def refresh(self) -> None:
        if self.loading:
            return
        self.loading = True
        self.run(lambda b: b.held_rounds(), self.on_loaded)

    @staticmethod
    def _signature(items: tuple[HeldRound, ...]) -> tuple[object, ...]:
        return tuple((h.round_id, h.steps, h.refused_us, tuple(sorted(h.ruled_boxes)), h.items, h.problem) for h in items)

    def on_loaded(self, items: tuple[HeldRound, ...]) -> None:
        self.loading = False
        if self.items and self._signature(items) == self._signature(self.items):
            self.items = items  # nothing changed (a poll): keep the screen, and any form in progress, as it is
            self.loaded.emit()
            return
        keep = self.current.round_id if self.current is not None else None
        self.items = items
        self.table.blockSignals(True)
        self.table.clear()
        for h in items:
            money = self.money_for(h.currency)
            status = (self.tr("REFUSED"), C.take) if h.refused else (self.tr("HELD"), C.held)
            if h.problem:
                status = (self.tr("CANNOT REPLAY"), C.error)
            row = HeldRow(tr_args(self.tr("%1  ·  #%2"), h.table, str(h.number)),
                          (tr_args(self.tr("%1 held"),
                                   money(h.owed.held_total)) if h.items and h.owed is not None
                           else self.tr("refused as entered"))
                          + "\n" + h.dealer, status)  # the dealer on a line of their own: full amounts are wide
            it = QListWidgetItem()
            it.setData(Qt.ItemDataRole.UserRole, h.round_id)
            it.setSizeHint(QSize(10, 78))
            self.table.addItem(it)
            self.table.setItemWidget(it, row)
        self.table.blockSignals(False)
        self.count.setText(tr_args(self.tr("%1 waiting"), str(len(items))) if items else "")
        threshold = self.console.threshold_text()
        self.empty.setText(tr_args(self.tr("Nothing is held. Payouts of %1 or more and every jackpot share wait here "
                                   "for a pit boss."), threshold) if not items else "")
        self.empty.setVisible(not items)
        index = next((i for i, h in enumerate(items) if h.round_id == keep), 0 if items else None)
        if index is not None:
            self.table.setCurrentRow(index)
            self.show_detail(items[index])
        else:
            self.show_detail(None)
        self.console.set_badge("approvals", len(items))
        self.console.refresh_hints()
        self.loaded.emit()

    def on_table_item_selection_changed(self) -> None:
        r = self.table.currentRow()
        if 0 <= r < len(self.items) and (
                self.current is None or self.current.round_id != self.items[r].round_id):
            self.show_detail(self.items[r])

    def select_round(self, round_id: int) -> bool:
        for i, h in enumerate(self.items):
            if h.round_id == round_id:
                self.table.setCurrentRow(i)
                self.show_detail(h)
                return True
        return False

    def show_detail(self, h: HeldRound | None) -> None:
        self.current = h
        self.ruling.setVisible(False)
        clear_layout(self.boxes)
        has = h is not None and not h.problem
        for b in (self.approve_button, self.refuse_button, self.rule_button):
            b.setEnabled(has)
        self.approve_button.setEnabled(has and h is not None and not h.refused)
        self.view_button.setEnabled(h is not None)
        if h is None:
            self.heading.setText(self.tr("Nothing selected") if self.items else self.tr("All clear"))
            self.state.set_pills([])
            self.meta.setText("")
            self.held_line.setText("")
            self.refusal_line.setText("")
            self.refusal_line.setVisible(False)
            self.dealer.setVisible(False)
            self.console.refresh_hints()
            return
        money = self.money_for(h.currency)
        self.heading.setText(tr_args(self.tr("%1  ·  Round %2"), h.table, str(h.number)))
        self.state.set_pills([(self.tr("REFUSED"), C.take)] if h.refused else [(self.tr("HELD FOR APPROVAL"), C.held)])
        self.meta.setText(
            tr_args(self.tr("Prepared by %1  ·  shift #%2  ·  %3 entries  ·  started %4  ·  house rules version %5"),
                    ", ".join(h.preparers), str(h.shift_id), str(h.steps), local_time(h.started_us),
                    str(h.house_version)))
        if h.problem:
            self.held_line.setText(h.problem)
            self.refusal_line.setVisible(False)
            self.dealer.setVisible(False)
            self.console.refresh_hints()
            return
        parts = []
        for i in h.items:
            what = self.tr("jackpot share") if i.kind == "jackpot" else self.tr("payout")
            ruled = self.tr(" (ruled)") if i.box in h.ruled_boxes else ""
            parts.append(tr_args(self.tr("Box %1: %2 %3"), str(i.box), what, money(i.amount)) + ruled)
        self.held_line.setText((self.tr("HELD") + "  " + "   ·   ".join(parts)) if parts
                               else self.tr("Nothing held: the round was refused as entered"))
        if h.refused:
            self.refusal_line.setText(
                tr_args(self.tr("Refused by %1 at %2: %3. Back at the table: the dealer corrects the entry, or a pit boss "
                        "makes a floor ruling."), h.refused_by or "", local_time(h.refused_us), h.refusal_reason))
        self.refusal_line.setVisible(h.refused)
        self.dealer.setVisible(True)
        rj = h.round_json or {}
        dealer = rj.get("dealer") or {}
        self.dealer.set_dealer([str(c) for c in dealer.get("cards") or []], h.settlement,
                               [str(c) for c in dealer.get("replacements") or []], cards_text)
        cards_of = {int(b["box"]): tuple(str(c) for c in (b.get("final_cards") or b.get("cards") or ()))
                    for b in rj.get("boxes", [])}
        explained = round_explanations(rj) if ui_language() != "en" else {}
        owed = h.owed
        for bx in h.settlement.boxes if h.settlement is not None else ():
            if owed is None:
                break
            n = bx.box
            held = [i for i in h.items if i.box == n]
            o = owed.box(n)
            card = BoxCard(n, bx, cards_of.get(n, ()), money, computed_net=o.computed_net, effective_net=o.net,
                           held=held, ruled_now=n in h.ruled_boxes, explained=explained.get(n))
            self.boxes.addWidget(card)
        self.boxes.addStretch(1)
        self.console.refresh_hints()

    # -- actions --------------------------------------------------------------------------------
    def on_ctrl_enter(self) -> None:
        if self.ruling.isVisible():
            self.ruling.on_sign_clicked()
        else:
            self.approve()

    def _usable(self) -> HeldRound | None:
        h = self.current
        if h is None or h.problem:
            return None
        return h

    def approve(self) -> None:
        h = self._usable()
        if h is None or h.refused:
            return
        money = self.money_for(h.currency)
        lines = [tr_args(self.tr("Box %1: %2"), str(i.box), money(i.amount)) for i in h.items]
        prompt = (tr_args(self.tr("Approve round %1 at %2 as it stands. Prepared by %3; a preparer never signs."),
                          str(h.number), h.table, ", ".join(h.preparers))
                  + "\n" + "\n".join(lines))

        def done(cred: Credentials) -> None:
            self.run(lambda b: b.approve(h.round_id, cred.user_id, cred.pin),
                     lambda who: self.console.action_recorded(
                         tr_args(self.tr("Approved by %1: round %2 at %3"), who, str(h.number), h.table)),
                     self.on_action_failed)

        self.sign(self.tr("Approve held payouts"), prompt, "approve", done, round_id=h.round_id,
                  confirm_label=self.tr("Approve"))

    def refuse(self) -> None:
        h = self._usable()
        if h is None:
            return
        prompt = (tr_args(self.tr("Refuse round %1 at %2 as it stands. It goes back to the dealer, who corrects the entry; "
                          "or a pit boss then makes a floor ruling. The reason is kept in the log."), str(h.number), h.table))

        def done(cred: Credentials) -> None:
            self.run(lambda b: b.refuse(h.round_id, cred.user_id, cred.pin, cred.reason),
                     lambda who: self.console.action_recorded(
                         tr_args(self.tr("Refused by %1: round %2 at %3 goes back to the dealer"),
                                 who, str(h.number), h.table)),
                     self.on_action_failed)

        self.sign(self.tr("Refuse the round"), prompt, "refuse", done, round_id=h.round_id, need_reason=True,
                  confirm_label=self.tr("Refuse"))

    def start_ruling(self) -> None:
        h = self._usable()
        if h is None:
            return
        boxes = [(b.box, b.computed_net) for b in h.owed.boxes] if h.owed is not None else []
        first = h.items[0].box if h.items else None
        self.ruling.start(boxes, self.money_for(h.currency), first)

    def on_ruling_submitted(self, box: int, net: int, reason: str) -> None:
        h = self._usable()
        if h is None:
            return
        money = self.money_for(h.currency)
        prompt = (tr_args(self.tr("Floor ruling on round %1 at %2, box %3: %4. Reason: %5"),
                          str(h.number), h.table, str(box), money(net, signed=True), reason))

        def done(cred: Credentials) -> None:
            self.run_two(lambda b, second: b.rule(h.round_id, box, net, cred.user_id, cred.pin, reason, second),
                         lambda who: self.console.action_recorded(
                             tr_args(self.tr("Floor ruling by %1: round %2 box %3 nets %4"),
                                     who, str(h.number), str(box), money(net, signed=True))),
                         self.on_action_failed, first=cred.user_id, round_id=h.round_id)

        self.sign(self.tr("Sign the floor ruling"), prompt, "rule", done, round_id=h.round_id,
                  confirm_label=self.tr("Sign the ruling"))

    def on_action_failed(self, err: Any) -> None:
        self.console.report_failure(self.tr("Not recorded"), refusal_text(err))
        self.refresh()

    def open_round(self) -> None:
        if self.current is not None:
            self.console.open_round(self.current.round_id, back_to="approvals")

