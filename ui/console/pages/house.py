"""House rules: view and edit a profile, with the engine's validation next to each
field and a preview of the pay tables; saved (signed) as a new version that
applies from the next round started under the profile. A round in progress
keeps the version it started with."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from dealer_app.wording.problems import message_text, problem_text
from rules.hands import Category
from rules.poker import HouseRules, HouseRulesError
from ui.console.model import HouseInfo, local_time
from ui.console.pages.base import ConsolePage
from ui.console.widgets import C, KeyedButton, Panel, caption, dim_label, problem_label, set_problem
from ui.kit import theme
from ui.kit.chrome import KeyHint
from ui.kit.dialogs import Credentials
from ui.kit.explained import refusal_text
from ui.kit.house_text import house_rules_rows
from ui.kit.labels import category_short
from ui.kit.money import MoneyFormat
from ui.kit.profiles import profile_name
from ui.kit.qt import (
    QCheckBox,
    QComboBox,
    QCoreApplication,
    QGridLayout,
    QHBoxLayout,
    QKeySequence,
    QLabel,
    QLineEdit,
    QScrollArea,
    QShortcut,
    Qt,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)
from ui.kit.text import tr_args

if TYPE_CHECKING:
    from dealer_app.services.house import HouseVersion
    from ui.console.screen import ConsoleScreen
    from ui.kit.worker import JobError

__all__ = ["HousePage", "HouseRulesEditor"]

_NEW = "\x00new"
_MONEY = ("min_ante", "max_ante", "min_bonus", "max_bonus", "max_payout")
_INTS = ("boxes", "bet_multiple", "exchange_min_cards", "exchange_fee_antes", "sixth_card_fee_antes",
         "buy_game_fee_antes", "insurance_max_percent", "jackpot_contribution_percent")
_BOOLS = ("same_rank_redraw", "two_hands", "dark_boxes_allowed", "bonus_lost_on_fold", "cap_includes_bonus")
_PAID = [c for c in sorted(Category, reverse=True) if c is not Category.HIGH_CARD]

FormTable = dict[str, int | str | None]
"""A pay table as typed: category -> odds (or the text typed, for the engine to judge)."""
FormValue = int | str | bool | None | FormTable
"""A house rule as typed in the editor: a whole number, text (the engine judges it), a switch or a pay table."""


def _int_or_text(text: str) -> int | str:
    """What was typed, as the engine should see it: a whole number, or the text
    itself (the engine then says what is wrong with it)."""
    t = text.strip().replace(",", "").replace("\u00a0", "").replace(" ", "")
    try:
        return int(t)
    except ValueError:
        return text.strip()


def preview_html(rules: HouseRules, money: MoneyFormat, name: str) -> str:
    """The pay tables and the table's limits, narrow enough for the side panel."""
    from html import escape

    def odds(n: int) -> str:
        return tr_args(QCoreApplication.translate("HouseRules", "%1 to 1"), str(n))

    rows = []
    for c in _PAID:
        bonus = ""
        if c in rules.bonus_table:
            bonus = odds(rules.bonus_table[c])
        elif c in rules.jackpot_percent:
            bonus = tr_args(QCoreApplication.translate("HouseRules", "%1% jackpot"), str(rules.jackpot_percent[c]))
        rows.append(f"<tr><td style='padding:2px 10px 2px 0; white-space:nowrap'>{escape(category_short(c))}</td>"
                    f"<td align='right' style='padding:2px 14px 2px 0; white-space:nowrap'><b>{escape(odds(rules.pay_table.get(c, 0)))}</b></td>"
                    f"<td align='right' style='padding:2px 0; white-space:nowrap'><b>{escape(bonus or '—')}</b></td></tr>")
    # the words are looked up outside the f-strings: lupdate does not read inside them
    hand_word = QCoreApplication.translate("Console", "Hand")
    bet_word = QCoreApplication.translate("Console", "Bet")
    bonus_word = QCoreApplication.translate("Console", "Bonus")
    rules_word = QCoreApplication.translate("Console", "The table and the rules")
    head = (f"<tr><td style='color:{C.accent}'><b>{escape(hand_word)}</b></td>"
            f"<td align='right' style='color:{C.accent}; padding-right:14px'><b>{escape(bet_word)}</b></td>"
            f"<td align='right' style='color:{C.accent}'><b>{escape(bonus_word)}</b></td></tr>")
    # each rule's name above its value: the side panel is too narrow for both on one line
    limits = "".join(
        f"<p style='margin:6px 0 0 0; color:{C.text_dim}'>{escape(a)}</p><p style='margin:0'><b>{escape(b)}</b></p>"
        for a, b in house_rules_rows(rules, money))
    return (f"<div style='color:{C.text}'><h2 style='margin:0 0 6px 0'>{escape(name)}</h2>"
            f"<table cellspacing='0' width='100%' style='font-size:14px'>{head}{''.join(rows)}</table>"
            f"<h3 style='color:{C.accent}; margin:12px 0 4px 0'>{escape(rules_word)}</h3>"
            f"{limits}</div>")


class HouseRulesEditor(QWidget):
    """Every house rule as a field; :meth:`mapping` is what was typed, and
    :meth:`validate` asks the engine (the problems appear next to their fields)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.edits: dict[str, QWidget] = {}
        self.errors: dict[str, QLabel] = {}
        self.echo: dict[str, QLabel] = {}
        self.money_locale = "en_US"
        """How the amounts typed are echoed (the page sets the station's locale)."""
        self.lang = "en"
        """The language problems are worded in (the page sets the station's)."""
        self._loading = False
        self.unreadable: dict[str, str] = {}
        """Money fields whose text is no amount, with what to say next to them."""
        self.on_change: Callable[[], None] | None = None
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 14, 0)
        col.setSpacing(10)

        table = self._group(col, self.tr("The table"))
        self._line(table, 0, 0, "currency", self.tr("Currency"))
        self._line(table, 0, 1, "boxes", self.tr("Boxes"))
        self._line(table, 0, 2, "bet_multiple", self.tr("Bet = Ante ×"))
        self._line(table, 2, 0, "min_ante", self.tr("Min Ante"), money=True)
        self._line(table, 2, 1, "max_ante", self.tr("Max Ante"), money=True)
        self._line(table, 2, 2, "max_payout", self.tr("Max payout"), money=True)
        self._line(table, 4, 0, "min_bonus", self.tr("Min bonus"), money=True)
        self._line(table, 4, 1, "max_bonus", self.tr("Max bonus"), money=True)
        self._combo(table, 4, 2, "dealer_qualifier", self.tr("Dealer qualifies"),
                    [(category_short(c) + self.tr("+"), c.key) for c in (Category.ACE_KING, Category.ONE_PAIR)])

        pays = self._group(col, self.tr("Pay tables"))
        heads = (self.tr("Hand"), self.tr("Bet pays, to 1"), self.tr("Bonus pays, to 1"), self.tr("or jackpot %"))
        for c, text in enumerate(heads):
            pays.addWidget(caption(text), 0, c)
        self._group_error(pays, "pay_table", 1)
        self._group_error(pays, "bonus_table", 2)
        self._group_error(pays, "jackpot_percent", 3)
        for i, cat in enumerate(_PAID):
            r = 4 + i * 2
            hand = QLabel(category_short(cat))
            theme.css(hand, f"font-size: {theme.Size.BODY}px; font-weight: bold;")
            pays.addWidget(hand, r, 0)
            errs = QVBoxLayout()
            errs.setSpacing(0)
            for c, table_name in enumerate(("pay_table", "bonus_table", "jackpot_percent"), 1):
                key = f"{table_name}.{cat.key}"
                e = QLineEdit()
                e.setMinimumHeight(32)
                e.setMaximumWidth(130)
                e.textEdited.connect(self._changed)
                self.edits[key] = e
                pays.addWidget(e, r, c)
                err = problem_label()
                self.errors[key] = err
                errs.addWidget(err)
            pays.addLayout(errs, r + 1, 0, 1, 4)
        pays.setColumnStretch(0, 1)
        note = dim_label(self.tr("Bonus: leave both empty and the bonus stake is lost on that hand."), size=12)
        pays.addWidget(note, 4 + 2 * len(_PAID), 0, 1, 4)
        extra = self._group(col, self.tr("Jackpot"))
        self._line(extra, 0, 0, "jackpot_contribution_percent", self.tr("Contribution, % of bonus stakes"))

        play = self._group(col, self.tr("Improvements, insurance and options"))
        # two to a row: each choice shows whole, in any language, on a 1280-wide screen
        self._combo(play, 0, 0, "improvements", self.tr("Improvements"),
                    [(self.tr("exchange or 6th card"), "one"), (self.tr("exchange, then 6th"), "both")])
        self._line(play, 0, 1, "exchange_min_cards", self.tr("Exchange, min cards"))
        self._line(play, 2, 0, "exchange_fee_antes", self.tr("Exchange fee, Antes"))
        self._line(play, 2, 1, "sixth_card_fee_antes", self.tr("Sixth card fee, Antes"))
        self._line(play, 4, 0, "buy_game_fee_antes", self.tr("Buy-game fee, Antes"))
        self._combo(play, 4, 1, "insurance_min_category", self.tr("Insurance from"),
                    [(category_short(c), c.key) for c in reversed(_PAID)])
        self._line(play, 6, 0, "insurance_max_percent", self.tr("Insurance max, %"))
        rules = [(self.tr("returned (push)"), "push"), (self.tr("even money"), "even_money")]
        self._combo(play, 6, 1, "ante_on_win", self.tr("Ante on a win"), rules)
        self._combo(play, 8, 0, "ante_if_bought_no_game", self.tr("Ante, bought, no game"), rules)
        labels = {"same_rank_redraw": self.tr("Same-rank redraw"), "two_hands": self.tr("Two hands paid"),
                  "dark_boxes_allowed": self.tr("Dark boxes allowed"), "bonus_lost_on_fold": self.tr("Bonus lost on fold"),
                  "cap_includes_bonus": self.tr("Cap includes bonus wins")}
        # the switches two to a row across the whole group (longer words never widen its columns)
        switches = QGridLayout()
        switches.setContentsMargins(0, 0, 0, 0)
        switches.setHorizontalSpacing(16)
        for i, name in enumerate(_BOOLS):
            cb = QCheckBox(labels[name])
            cb.toggled.connect(self._changed)
            self.edits[name] = cb
            switches.addWidget(cb, i // 2, i % 2)
        play.addLayout(switches, 10, 0, 1, 2)
        others = [f for f in HouseRules.model_fields if not self._known(f)]
        if others:  # a rule added to the engine later still gets a field
            extra = self._group(col, self.tr("Other rules"))
            for i, name in enumerate(others):
                self._line(extra, (i // 3) * 2, i % 3, name, name)
        col.addStretch(1)

    # -- building ------------------------------------------------------------------------------------
    def _known(self, name: str) -> bool:
        return name in self.edits or any(k.startswith(name + ".") for k in self.edits)

    def _group(self, col: QVBoxLayout, title: str) -> QGridLayout:
        panel = Panel(title)
        grid = QGridLayout()
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(2)
        panel.body.addLayout(grid)
        col.addWidget(panel)
        return grid

    def _group_error(self, grid: QGridLayout, key: str, row: int) -> None:
        err = problem_label()
        self.errors[key] = err
        grid.addWidget(err, row, 0, 1, 4)

    def _cell(self, grid: QGridLayout, row: int, col: int, label: str, widget: QWidget, key: str,
              echo: QLabel | None = None) -> None:
        box = QVBoxLayout()
        box.setSpacing(2)
        box.addWidget(caption(label))
        box.addWidget(widget)
        if echo is not None:  # the amount as people read it, under what was typed
            box.addWidget(echo)
        err = problem_label()
        self.errors[key] = err
        box.addWidget(err)
        w = QWidget()
        w.setLayout(box)
        grid.addWidget(w, row, col, 2, 1, Qt.AlignmentFlag.AlignTop)

    def _line(self, grid: QGridLayout, row: int, col: int, key: str, label: str, *, money: bool = False) -> None:
        e = QLineEdit()
        e.setMinimumHeight(36)
        e.textEdited.connect(self._changed)
        self.edits[key] = e
        echo = None
        if money:
            echo = QLabel("")
            theme.css(echo, f"color: {C.accent}; font-size: 12px; font-weight: bold;")
            self.echo[key] = echo
        self._cell(grid, row, col, label, e, key, echo)

    def _combo(self, grid: QGridLayout, row: int, col: int, key: str, label: str, choices: list[tuple[str, str]]) -> None:
        cb = QComboBox()
        cb.setMinimumHeight(36)
        cb.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)  # every choice shows whole
        for text, data in choices:
            cb.addItem(text, data)
        cb.currentIndexChanged.connect(self._changed)
        self.edits[key] = cb
        self._cell(grid, row, col, label, cb, key)

    # -- values ---------------------------------------------------------------------------------------------
    def load(self, mapping: Mapping[str, object]) -> None:
        """Show ``mapping`` (a complete ``HouseRules.to_mapping()``)."""
        self._loading = True
        try:
            for key, w in self.edits.items():
                value: object
                if "." in key:
                    table, cat = key.split(".", 1)
                    sub = mapping.get(table)
                    value = sub.get(cat) if isinstance(sub, Mapping) else None
                else:
                    value = mapping.get(key)
                if isinstance(w, QLineEdit):
                    if key in _MONEY and isinstance(value, int):
                        w.setText(self._money_format(mapping).minor_to_major_text(value))
                    else:
                        w.setText("" if value is None else str(value))
                elif isinstance(w, QComboBox):
                    w.setCurrentIndex(max(0, w.findData(str(value))))
                elif isinstance(w, QCheckBox):
                    w.setChecked(bool(value))
        finally:
            self._loading = False
        self.validate()

    def mapping(self) -> dict[str, FormValue]:
        """What the fields say, in ``HouseRules`` form (text the engine should judge is passed as text)."""
        tables: dict[str, FormTable] = {"pay_table": {}, "bonus_table": {}, "jackpot_percent": {}}
        out: dict[str, FormValue] = dict(tables)
        self.unreadable = {}
        currency = self.edits.get("currency")
        money = self._money_format({"currency": currency.text().strip() if isinstance(currency, QLineEdit) else "EUR"})
        for key, w in self.edits.items():
            if isinstance(w, QLineEdit):
                text = w.text()
                if "." in key:
                    table, cat = key.split(".", 1)
                    if text.strip() or table == "pay_table":
                        tables[table][cat] = _int_or_text(text) if text.strip() else None
                    continue
                if key in _MONEY:
                    out[key] = self._amount(key, text, money)
                    continue
                out[key] = text.strip() if key == "currency" else _int_or_text(text)
            elif isinstance(w, QComboBox):
                data: object = w.currentData()
                out[key] = data if isinstance(data, str) else None  # each choice's data is text
            elif isinstance(w, QCheckBox):
                out[key] = w.isChecked()
        out["pay_table"] = {k: v for k, v in tables["pay_table"].items() if v is not None}
        return out

    def _money_format(self, mapping: Mapping[str, object]) -> MoneyFormat:
        currency = str(mapping.get("currency") or "EUR")
        known = len(currency) == 3 and currency.isalpha() and currency.isupper()
        return MoneyFormat(currency if known else "EUR", self.money_locale, compact=False)

    def _amount(self, key: str, text: str, money: MoneyFormat) -> int | str:
        """An amount typed in the currency's major unit (``5`` or ``5,50``), in minor units;
        text that is no amount is passed on as text and named next to its field."""
        if not text.strip():
            return text.strip()
        try:
            return money.major_to_minor(text)
        except ValueError:
            self.unreadable[key] = tr_args(self.tr("\"%1\" is not an amount (type it in %2, e.g. 5 or 5.50)"),
                                           text.strip(), money.currency)
            return text.strip()

    def validate(self) -> tuple[HouseRules | None, list[str]]:
        """Ask the engine; show each problem next to its field. Returns the rules
        (None when refused) and the problems no field could show."""
        for lab in self.errors.values():
            set_problem(lab, "")
        for w in self.edits.values():
            if isinstance(w, QLineEdit) and w.property("invalid") == "true":
                w.setProperty("invalid", "false")
                theme.repolish(w)
        mapping = self.mapping()
        self._echo(mapping)
        for field, message in self.unreadable.items():
            self._mark(field, message)
        try:
            rules = HouseRules.from_mapping(mapping)
            return (rules, []) if not self.unreadable else (None, [])
        except HouseRulesError as exc:
            loose: list[str] = []
            currency = str(mapping.get("currency") or "")
            for p in exc.problems:
                key = self._key_of(p.field)
                if key is None:
                    loose.append(problem_text(p, self.lang, currency=currency))
                    continue
                if key in self.unreadable:
                    continue
                self._mark(key, message_text(p, self.lang, currency=currency))
            return None, loose

    def _mark(self, key: str, message: str) -> None:
        lab = self.errors[key]
        lab.setObjectName("EngineProblem")
        set_problem(lab, message if not lab.text() else lab.text().removeprefix("⚠ ") + "; " + message)
        edit = self.edits.get(key)
        if isinstance(edit, QLineEdit):
            edit.setProperty("invalid", "true")
            theme.repolish(edit)

    def _key_of(self, field: str) -> str | None:
        parts = [x.strip() for x in field.split(":")]
        if len(parts) >= 2 and f"{parts[0]}.{parts[1]}" in self.errors:
            return f"{parts[0]}.{parts[1]}"
        if parts and parts[0] in self.errors:
            return parts[0]
        return None

    def _echo(self, mapping: Mapping[str, object]) -> None:
        fmt = self._money_format(mapping)
        for key, lab in self.echo.items():
            v = mapping.get(key)
            lab.setText(("= " + fmt(v)) if isinstance(v, int) and v >= 0 else "")

    def _changed(self, *_args: object) -> None:
        if self._loading:
            return
        if self.on_change is not None:
            self.on_change()


class HousePage(ConsolePage):
    def __init__(self, console: ConsoleScreen) -> None:
        super().__init__(console)
        self.title_text = self.tr("House rules")
        self.info: HouseInfo | None = None
        self.rules: HouseRules | None = None
        self.base_version: HouseVersion | None = None
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(12)

        left = QVBoxLayout()
        left.setSpacing(8)
        pick = QHBoxLayout()
        pick.setSpacing(10)
        self.profile = QComboBox()
        self.profile.setMinimumHeight(40)
        self.profile.currentIndexChanged.connect(self.on_profile_current_index_changed)
        self.version = QComboBox()
        self.version.setMinimumHeight(40)
        self.version.currentIndexChanged.connect(self.on_version_current_index_changed)
        for label, w in ((self.tr("Profile"), self.profile), (self.tr("Version shown"), self.version)):
            box = QVBoxLayout()
            box.setSpacing(2)
            box.addWidget(caption(label))
            box.addWidget(w)
            pick.addLayout(box, 2 if w is self.version else 1)  # a version's date and time are the longer text
        left.addLayout(pick)
        self.version_note = dim_label("")
        left.addWidget(self.version_note)
        self.editor = HouseRulesEditor()
        self.editor.money_locale = self.ctx.locale
        self.editor.lang = self.ctx.lang
        self.editor.on_change = self.on_editor_changed
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(self.editor)
        left.addWidget(scroll, 1)
        lw = QWidget()
        lw.setLayout(left)
        row.addWidget(lw, 1)

        right = Panel(self.tr("Preview"))
        self.preview = QTextBrowser()
        self.preview.setObjectName("RulesPreview")
        self.preview.setStyleSheet(f"QTextBrowser {{ background: {C.surface2}; border: none; border-radius: 8px; padding: 6px; }}")
        right.body.addWidget(self.preview, 1)
        self.loose = problem_label()
        right.body.addWidget(self.loose)
        save = QGridLayout()
        save.setHorizontalSpacing(10)
        self.new_name = QLineEdit()
        self.new_name.setMinimumHeight(38)
        self.new_name.setPlaceholderText(self.tr("name of the new profile"))
        self.note = QLineEdit()
        self.note.setMinimumHeight(38)
        self.note.setPlaceholderText(self.tr("what changed, and why"))
        self.new_caption = caption(self.tr("New profile"))
        save.addWidget(self.new_caption, 0, 0)
        save.addWidget(self.new_name, 1, 0)
        save.addWidget(caption(self.tr("Note")), 0, 1)
        save.addWidget(self.note, 1, 1)
        right.body.addLayout(save)
        self.applies = dim_label("")
        right.body.addWidget(self.applies)
        self.save_problem = problem_label()
        right.body.addWidget(self.save_problem)
        self.save = KeyedButton(self.tr("Save as a new version…"), "Ctrl+S", kind="primary")
        self.save.clicked.connect(self.save_version)
        right.body.addWidget(self.save)
        right.setFixedWidth(380)
        row.addWidget(right)
        sc = QShortcut(QKeySequence("Ctrl+S"), self)
        sc.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        sc.activated.connect(self.save_version)

    def hints(self) -> list[KeyHint]:
        return [KeyHint("Ctrl+S", self.tr("save as a new version"), self.rules is not None)]

    # -- loading ----------------------------------------------------------------------------------------------
    def refresh(self) -> None:
        if self.loading:
            return
        self.loading = True
        self.run(lambda b: b.house_info(), self.on_loaded)

    def on_loaded(self, info: HouseInfo) -> None:
        self.loading = False
        keep = self.profile.currentData()
        self.info = info
        self.profile.blockSignals(True)
        self.profile.clear()
        for p in info.profiles:
            self.profile.addItem(profile_name(p), p)
        self.profile.addItem(self.tr("New profile…"), _NEW)
        self.profile.setCurrentIndex(max(0, self.profile.findData(keep)) if keep else 0)
        self.profile.blockSignals(False)
        self.on_profile_current_index_changed(self.profile.currentIndex())
        self.loaded.emit()

    def selected_profile(self) -> str:
        data = self.profile.currentData()
        return self.new_name.text().strip() if data == _NEW else str(data or "")

    def on_profile_current_index_changed(self, _i: int) -> None:
        if self.info is None:
            return
        data = self.profile.currentData()
        new = data == _NEW
        self.new_name.setVisible(new)
        self.new_caption.setVisible(new)
        self.version.blockSignals(True)
        self.version.clear()
        versions = self.info.versions.get(str(data), ()) if not new else ()
        for v in reversed(versions):
            self.version.addItem(tr_args(self.tr("version %1  ·  %2"),
                                         str(v.version), local_time(v.ts_us, date=True)), v.version)
        if new:  # a new profile starts from the defaults
            self.version.addItem(self.tr("the engine's defaults"), None)
        self.version.blockSignals(False)
        self.on_version_current_index_changed(0)

    def on_version_current_index_changed(self, _i: int) -> None:
        if self.info is None:
            return
        data = self.profile.currentData()
        number = self.version.currentData()
        hv = None
        for v in self.info.versions.get(str(data), ()):
            if v.version == number:
                hv = v
        self.base_version = hv
        if hv is None:
            self.version_note.setText(self.tr("A new profile, starting from the engine's defaults."))
            self.editor.load(HouseRules().to_mapping())
        else:
            latest = self.info.versions[str(data)][-1].version == hv.version
            who = self.info.names.get(hv.by, self.tr("the system")) if hv.by is not None else self.tr("the system")
            text = tr_args(self.tr("Version %1 of %2, saved by %3 at %4"),
                           str(hv.version), hv.profile, who, local_time(hv.ts_us, date=True))
            text += self.tr(" (in force)") if latest else self.tr(" (an older version: saving makes it the newest again)")
            self.version_note.setText(text)
            self.editor.load(hv.mapping)
        self.on_editor_changed()

    # -- editing ---------------------------------------------------------------------------------------------
    def on_editor_changed(self) -> None:
        rules, loose = self.editor.validate()
        self.rules = rules
        set_problem(self.loose, "\n".join(loose))
        if rules is not None:
            money = MoneyFormat(str(rules.currency), self.ctx.locale, compact=False)
            self.preview.setHtml(preview_html(rules, money, self.selected_profile()))
        else:
            unreadable = self.editor.unreadable
            refused: tuple[str, ...] = tuple(unreadable.values())
            mapping = self.editor.mapping()
            try:
                HouseRules.from_mapping(mapping)
            except HouseRulesError as exc:  # in the station's language, amounts in the currency's major unit
                currency = str(mapping.get("currency") or "")
                refused += tuple(problem_text(p, self.editor.lang, currency=currency) for p in exc.problems
                                 if p.field.split(":")[0].strip() not in unreadable)
            from html import escape

            self.preview.setHtml(f"<p style='color:{C.error}; font-size:16px;'><b>"
                                 + escape(self.tr("The engine refuses these rules:")) + "</b></p>"
                                 + "".join(f"<p style='color:{C.error}; margin:2px 0'>{escape(x)}</p>" for x in refused))
        self.save.setEnabled(rules is not None)
        profile = self.selected_profile()
        info = self.info
        lines = [tr_args(self.tr("Saved as a new version of profile \"%1\"; it applies from the next round started under it."),
                         profile or "…")]
        if info is not None:
            tables = info.shift_profiles.get(profile, ())
            if tables:
                lines.append(tr_args(self.tr("Tables playing it now: %1."), ", ".join(tables)))
            running = [t for t in info.in_progress]
            if running:
                lines.append(tr_args(self.tr("Rounds in progress keep their version: %1."), ", ".join(
                    tr_args(self.tr("%1 round %2 (version %3)"), t, str(n), str(v))
                    for t, n, v in running)))
        self.applies.setText("  ".join(lines))
        self.console.refresh_hints()

    def save_version(self) -> None:
        rules = self.rules
        if rules is None:
            return
        profile = self.selected_profile()
        if not profile:
            set_problem(self.save_problem, self.tr("Name the new profile."))
            self.new_name.setFocus()
            return
        set_problem(self.save_problem, "")
        note = self.note.text().strip()
        prompt = tr_args(self.tr("Save these house rules as the next version of \"%1\". Rounds in progress keep their version; "
                         "the next round started under the profile plays this one."), profile)

        def done(cred: Credentials) -> None:
            self.run(lambda b: b.save_house(profile, rules, cred.user_id, cred.pin, note),
                     lambda hv: self.on_saved(hv), self.on_failed)

        self.sign(self.tr("Sign the house rules"), prompt, "edit_house_rules", done,
                  confirm_label=self.tr("Save the version"))

    def on_saved(self, hv: HouseVersion) -> None:
        self.note.clear()
        self.new_name.clear()
        self.profile.blockSignals(True)
        if self.profile.findData(hv.profile) < 0:
            self.profile.insertItem(0, hv.profile, hv.profile)
        self.profile.setCurrentIndex(self.profile.findData(hv.profile))
        self.profile.blockSignals(False)
        self.console.action_recorded(tr_args(self.tr("House rules \"%1\" saved as version %2: from the next round"),
                                             hv.profile, str(hv.version)))

    def on_failed(self, err: JobError) -> None:
        text = refusal_text(err)
        if isinstance(err.exception, HouseRulesError):
            text = "\n".join(err.exception.lines)
        set_problem(self.save_problem, text)
        self.console.report_failure(self.tr("House rules not saved"), text)
