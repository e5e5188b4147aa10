"""Opening a shift: table, dealer, the house-rules profile shown in full, and
the jackpot meter; confirmed with Enter."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from dealer_app.auth.roles import Permission
from ui.kit import theme
from ui.kit.context import AppContext, ShiftInfo, UserRef
from ui.kit.dialogs import Credentials
from ui.kit.explained import refusal_text
from ui.kit.house_text import house_rules_html
from ui.kit.money import MoneyFormat
from ui.kit.qt import QComboBox, QGridLayout, QHBoxLayout, QLabel, QPushButton, Qt, QTextBrowser, Signal
from ui.kit.signature import ask_signature
from ui.kit.text import tr_args
from ui.kit.tray_count import TrayCountEditor
from ui.kit.worker import JobError
from ui.shell.common import Page, line_edit, primary_button, show_problem

if TYPE_CHECKING:
    from dealer_app.services.house import HouseVersion
    from ui.table.backend import Backend
    from ui.table.records import CountSetup, ShiftChoices

__all__ = ["ShiftOpenScreen"]

C = theme.C


class ShiftOpenScreen(Page):
    shift_opened = Signal(object)
    sign_out_requested = Signal()

    def __init__(self, ctx: AppContext[Backend]) -> None:
        super().__init__(self.tr("Open a shift: check the house rules this table plays"), "", width=1180)
        self.ctx = ctx
        self._versions: dict[str, HouseVersion] = {}
        grid = QGridLayout()
        grid.setHorizontalSpacing(18)
        grid.setVerticalSpacing(6)

        def caption(text: str) -> QLabel:
            lab = QLabel(text)
            theme.css(lab, f"color: {C.text_faint}; font-size: 12px; font-weight: bold;")
            return lab

        self.table = line_edit(self.tr("table name"))
        self.table.setText(ctx.settings.table_name)
        # the station's table, set once at the first run or by `dealer-app setup`: shown, never retyped here
        self.table.setReadOnly(True)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.dealer = QComboBox()
        self.dealer.setMinimumHeight(44)
        self.profile = QComboBox()
        self.profile.setMinimumHeight(44)
        self.profile.currentTextChanged.connect(self.on_profile_current_text_changed)
        self.jackpot = QLabel("—")
        theme.css(self.jackpot, f"color: {C.accent}; font-size: {theme.Size.HEADLINE}px; font-weight: bold;")
        grid.addWidget(caption(self.tr("TABLE")), 0, 0)
        grid.addWidget(caption(self.tr("DEALER")), 0, 1)
        grid.addWidget(caption(self.tr("HOUSE RULES PROFILE")), 0, 2)
        grid.addWidget(caption(self.tr("JACKPOT METER")), 0, 3)
        grid.addWidget(self.table, 1, 0)
        grid.addWidget(self.dealer, 1, 1)
        grid.addWidget(self.profile, 1, 2)
        grid.addWidget(self.jackpot, 1, 3)
        for i in range(4):
            grid.setColumnStretch(i, 1)
        self.body.addLayout(grid)
        # the opener, once the house has a chip set: counted here, confirmed by a pit boss
        self.count_setup: CountSetup | None = None
        self.count_caption = caption(self.tr("OPENER: THE TRAY BY DENOMINATION (A PIT BOSS CONFIRMS)"))
        self.opener = TrayCountEditor(ctx.money)
        self.count_caption.setVisible(False)
        self.opener.setVisible(False)
        self.body.addWidget(self.count_caption)
        self.body.addWidget(self.opener)
        self.rules = QTextBrowser()
        self.rules.setMinimumHeight(476)
        self.rules.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.rules.setStyleSheet(f"QTextBrowser {{ background: {C.surface2}; border-radius: 10px; padding: 10px; font-size: 13px; }}")
        self.body.addWidget(self.rules)
        theme.css(self.title, f"font-size: {theme.Size.TITLE}px; font-weight: bold;")
        self.version_note = QLabel("")
        theme.css(self.version_note, f"color: {C.text_faint}; font-size: 12px;")
        self.problem = self.add_problem_label()
        row = QHBoxLayout()
        self.sign_out = QPushButton(self.tr("Sign out"))
        self.sign_out.clicked.connect(self.sign_out_requested)
        row.addWidget(self.sign_out)
        row.addSpacing(16)
        row.addWidget(self.version_note)
        row.addStretch(1)
        self.open_button = primary_button(self.tr("Open the shift  (Enter)"))
        self.open_button.setMinimumWidth(300)
        self.open_button.clicked.connect(self.on_open_clicked)
        row.addWidget(self.open_button)
        self.body.addLayout(row)
        self.table.returnPressed.connect(self.on_open_clicked)
        self.table.editingFinished.connect(self.load_count_setup)

    def refresh(self) -> None:
        show_problem(self.problem, "")
        self.table.setText(self.ctx.settings.table_name)  # the station's identity, as set up
        self.ctx.run(lambda b: b.shift_choices(), self.on_choices_loaded)
        self.load_count_setup()

    def load_count_setup(self) -> None:
        table = self.table.text().strip()
        self.ctx.run(lambda b: b.opener_setup(table), self.on_count_setup_loaded)

    def on_count_setup_loaded(self, setup: CountSetup | None) -> None:
        self.count_setup = setup
        counted = setup is not None
        self.count_caption.setVisible(counted)
        self.opener.setVisible(counted)
        self.rules.setMinimumHeight(250 if counted else 476)
        if setup is not None:
            self.opener.money = self.ctx.money
            self.opener.set_chips(setup.chips, setup.proposed, par=setup.par)

    def on_choices_loaded(self, choices: ShiftChoices) -> None:
        dealers: Sequence[UserRef] = choices.dealers
        me = self.ctx.user
        self.dealer.clear()
        for d in dealers:
            self.dealer.addItem(d.name, d.user_id)
        if me is not None and me.is_dealer:
            idx = self.dealer.findData(me.user_id)
            self.dealer.setCurrentIndex(max(0, idx))
            self.dealer.setEnabled(False)
        else:
            self.dealer.setEnabled(True)
        self._versions = dict(choices.versions)
        self.profile.blockSignals(True)
        self.profile.clear()
        for name in choices.profiles:
            self.profile.addItem(name)
        self.profile.blockSignals(False)
        self.jackpot.setText(self.ctx.full_money(choices.meter))
        self.on_profile_current_text_changed(self.profile.currentText())
        self.open_button.setFocus()

    def on_profile_current_text_changed(self, name: str) -> None:
        hv = self._versions.get(name)
        if hv is None:
            self.rules.setHtml("")
            return
        money = MoneyFormat(str(hv.rules.currency), self.ctx.locale, compact=False)
        self.rules.setHtml(house_rules_html(hv.rules, money))
        self.version_note.setText(tr_args(self.tr("Profile %1, version %2"), name, str(hv.version)))

    def on_open_clicked(self) -> None:
        table = self.table.text().strip()
        profile = self.profile.currentText()
        dealer_id = self.dealer.currentData()
        if not table:
            show_problem(self.problem, self.tr("Name the table."))
            return
        if dealer_id is None:
            show_problem(self.problem, self.tr("No dealer can deal this shift: add a dealer first."))
            return
        if self.count_setup is None:
            self.open_button.setEnabled(False)
            self.ctx.run(lambda b: b.open_shift(table, profile, int(dealer_id)), self.on_shift_opened, self.on_failed)
            return
        counts = self.opener.counts()
        if isinstance(counts, str):
            show_problem(self.problem, counts)
            return
        if not counts:
            show_problem(self.problem, self.tr("Count the tray: the number of chips of each denomination."))
            return
        total = sum(d * n for d, n in counts.items())
        ask_signature(self.ctx, lambda b: b.co_signers(Permission.SIGN_COUNT),
                      lambda cred: self.open_counted(table, profile, int(dealer_id), counts, cred),
                      title=self.tr("Confirm the opener"),
                      prompt=tr_args(self.tr("The tray at %1 holds %2. A pit boss confirms the count with their PIN."),
                                     table, self.ctx.money(total)),
                      confirm_label=self.tr("Confirm the opener"))

    def open_counted(self, table: str, profile: str, dealer_id: int, counts: dict[int, int],
                     cred: Credentials) -> None:
        """A pit boss confirmed the opener: the shift opens with it."""
        self.open_button.setEnabled(False)
        self.ctx.run(lambda b: b.open_shift(table, profile, dealer_id, counts, (cred.user_id, cred.pin)),
                     self.on_shift_opened, self.on_failed)

    def on_shift_opened(self, result: tuple[ShiftInfo, HouseVersion]) -> None:
        self.open_button.setEnabled(True)
        shift, hv = result
        self.ctx.set_house(hv.rules, hv.version)
        self.ctx.set_shift(shift)
        self.shift_opened.emit(shift)

    def on_failed(self, err: JobError) -> None:
        self.open_button.setEnabled(True)
        show_problem(self.problem, refusal_text(err))
