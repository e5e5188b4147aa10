"""One box of the layout: number, state, chips, cards, hand and hand 2, and the
bonus: what the dealer moves for it at the bonus step, then that it is settled."""

from __future__ import annotations

from dealer_app.services.owed import ApprovalKind, Standing
from ui.kit import theme
from ui.kit.cards import CardRow
from ui.kit.chrome import Pill
from ui.kit.labels import category_short
from ui.kit.money import MoneyFormat
from ui.kit.qt import (
    QCoreApplication,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMouseEvent,
    QSizePolicy,
    Qt,
    QVBoxLayout,
    QWidget,
    Signal,
)
from ui.kit.text import tr_args
from ui.table.frame import SelectableFrame
from ui.table.viewmodel import BonusInfo, BonusStage, BoxInfo, BoxStatus, Move, MoveKind

__all__ = ["BoxWidget", "status_text"]

C = theme.C


def status_text(status: BoxStatus) -> tuple[str, str]:
    """(word, tone) for a box state; the word is always shown with its colour (``QLabel[pill]``)."""
    return {
        BoxStatus.EMPTY: (QCoreApplication.translate("BoxWidget", "NO BET"), "faint"),
        BoxStatus.BET: (QCoreApplication.translate("BoxWidget", "BET PLACED"), "dim"),
        BoxStatus.DARK: (QCoreApplication.translate("BoxWidget", "DARK"), "push"),
        BoxStatus.DECIDING: (QCoreApplication.translate("BoxWidget", "DECIDING"), "accent"),
        BoxStatus.PLAYING: (QCoreApplication.translate("BoxWidget", "PLAYING"), "pay"),
        BoxStatus.FOLDED: (QCoreApplication.translate("BoxWidget", "FOLDED"), "faint"),
        BoxStatus.TOOK_ANTE: (QCoreApplication.translate("BoxWidget", "TOOK ANTE"), "push"),
        BoxStatus.BOUGHT: (QCoreApplication.translate("BoxWidget", "BOUGHT GAME"), "held"),
        BoxStatus.SHOWDOWN: (QCoreApplication.translate("BoxWidget", "SHOWDOWN"), "accent"),
        BoxStatus.SETTLED: (QCoreApplication.translate("BoxWidget", "SETTLED"), "dim"),
    }[status]


_PILL_COLOURS = {"faint": C.text_faint, "dim": C.text_dim, "push": C.push, "accent": C.accent, "pay": C.pay, "held": C.held}


class _Chip(QWidget):
    """A stake: small caption over a bold amount."""

    def __init__(self, caption: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(0)
        self.caption = QLabel(caption)
        theme.css(self.caption, f"color: {C.text_faint}; font-size: 11px; font-weight: bold;")
        self.value = QLabel("—")
        theme.css(self.value, f"color: {C.text}; font-size: 15px; font-weight: bold;")
        col.addWidget(self.caption)
        col.addWidget(self.value)

    def set_amount(self, text: str, *, faint: bool = False, colour: str | None = None) -> None:
        self.value.setText(text)
        c = colour or (C.text_faint if faint else C.text)
        theme.css(self.value, f"color: {c}; font-size: 15px; font-weight: bold;")


class BoxWidget(SelectableFrame):
    """A box on the felt. Click (or its digit) selects it."""

    clicked = Signal(int)

    def __init__(self, number: int, money: MoneyFormat, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.number = number
        self.money = money
        self.info = BoxInfo(number)
        self._selected = False
        self._problem = ""
        self._money_plain = ""
        self.setObjectName(f"box{number}")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setMinimumWidth(150)
        col = QVBoxLayout(self)
        col.setContentsMargins(12, 10, 12, 10)
        col.setSpacing(6)

        head = QHBoxLayout()
        head.setSpacing(8)
        self.num = QLabel(str(number))
        theme.css(self.num, f"font-size: {theme.Size.HEADLINE}px; font-weight: bold; color: {C.text};")
        self.status = Pill()
        head.addWidget(self.num)
        head.addStretch(1)
        head.addWidget(self.status)
        col.addLayout(head)

        chips = QGridLayout()
        chips.setHorizontalSpacing(10)
        chips.setVerticalSpacing(4)
        self.ante = _Chip(self.tr("ANTE"))
        self.bet = _Chip(self.tr("BET"))
        self.bonus = _Chip(self.tr("BONUS"))
        self.insurance = _Chip(self.tr("INSURANCE"))
        chips.addWidget(self.ante, 0, 0)
        chips.addWidget(self.bet, 0, 1)
        chips.addWidget(self.bonus, 1, 0)
        chips.addWidget(self.insurance, 1, 1)
        col.addLayout(chips)

        self.cards = CardRow(62)
        col.addWidget(self.cards)
        self.hand = QLabel("")
        self.hand.setWordWrap(True)
        theme.css(self.hand, f"font-size: {theme.Size.BODY}px; font-weight: bold; color: {C.text};")
        self.hand2 = QLabel("")
        self.hand2.setWordWrap(True)
        theme.css(self.hand2, f"font-size: 13px; color: {C.text_dim};")
        self.note = QLabel("")
        self.note.setWordWrap(True)
        theme.css(self.note, f"font-size: 13px; color: {C.text_dim};")
        self.problem = QLabel("")
        self.problem.setWordWrap(True)
        theme.css(self.problem, f"font-size: 13px; color: {C.error}; font-weight: bold;")
        col.addWidget(self.hand)
        col.addWidget(self.hand2)
        # the bonus: [PAY] amount, and a line saying what it is (held, corrected, settled)
        self.bonus_row = QWidget()
        bonus_row = QHBoxLayout(self.bonus_row)
        bonus_row.setContentsMargins(0, 2, 0, 0)
        bonus_row.setSpacing(8)
        self.bonus_tag = QLabel("")
        self.bonus_tag.setProperty("tag", "pay")
        self.bonus_amount = QLabel("")
        theme.css(self.bonus_amount, f"font-size: {theme.Size.LARGE}px; font-weight: bold; color: {C.pay};")
        bonus_row.addWidget(self.bonus_tag)
        bonus_row.addWidget(self.bonus_amount)
        bonus_row.addStretch(1)
        self.bonus_text = QLabel("")
        self.bonus_text.setWordWrap(True)
        # wraps to the box's width rather than widening it (the boxes keep the felt's rhythm)
        self.bonus_text.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        theme.css(self.bonus_text, f"font-size: 13px; color: {C.text_dim};")
        col.addWidget(self.bonus_row)
        col.addWidget(self.bonus_text)
        # money that moves now: fees as bought, the Ante at a fold, the result once the cards are in
        self.money_now = QLabel("")
        self.money_now.setObjectName("MoneyNow")
        self.money_now.setWordWrap(True)
        self.money_now.setTextFormat(Qt.TextFormat.RichText)
        self.money_now.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        col.addWidget(self.money_now)
        col.addWidget(self.note)
        col.addWidget(self.problem)
        col.addStretch(1)
        self._restyle()

    # -- state ---------------------------------------------------------------

    def _restyle(self) -> None:
        empty = self.info.status is BoxStatus.EMPTY
        folded = self.info.status is BoxStatus.FOLDED
        if self._problem:
            border, width = C.error, 3
        elif self._selected:
            border, width = C.accent, 3
        else:
            border, width = C.felt_edge, 1
        bg = C.felt if not (empty or folded) else "#0b271d"
        self.set_look(bg, border, width, 12)
        theme.css(self.num, f"font-size: {theme.Size.HEADLINE}px; font-weight: bold; color: {C.accent if self._selected else (C.text_faint if empty else C.text)};")

    def set_info(self, info: BoxInfo) -> None:
        self.info = info
        m = self.money
        word, tone = status_text(info.status)
        self.status.set_pill(word, _PILL_COLOURS[tone])
        present = info.status is not BoxStatus.EMPTY
        self.ante.set_amount(m(info.ante) if info.ante else "—", faint=not info.ante)
        self.bet.set_amount(m(info.bet) if info.bet else "—", faint=not info.bet)
        self.bonus.set_amount(m(info.bonus) if info.bonus else "—", faint=not info.bonus)
        ins_colour = C.held if info.insurance_invalid else None
        self.insurance.set_amount(m(info.insurance) if info.insurance else "—", faint=not info.insurance, colour=ins_colour)
        for chip in (self.ante, self.bet, self.bonus, self.insurance):
            chip.setVisible(present)

        shown = info.final or info.dealt_cards
        if not info.dealt:
            self.cards.set_cards(())
        elif info.status is BoxStatus.FOLDED:
            self.cards.set_cards(shown, backs=0 if shown else 5)
        elif info.final:
            marked = info.hand.combination if info.hand else ()
            self.cards.set_cards(info.final, marked=marked)
        else:
            n = 5 + (1 if info.sixth_card else 0)
            known = info.dealt_cards if not info.exchanged else ()
            if known:
                self.cards.set_cards(known, ghosts=n - len(known))
            else:
                self.cards.set_cards((), backs=n)
        self.cards.setVisible(present and info.dealt)

        if info.hand is not None and info.status is not BoxStatus.FOLDED:
            self.hand.setText(category_short(info.hand.category))
        elif info.bonus_hand is not None:
            self.hand.setText(tr_args(self.tr("Dealt: %1"), category_short(info.bonus_hand)))
        else:
            self.hand.setText("")
        self.hand.setVisible(bool(self.hand.text()))
        if info.hand2 is not None and info.status is not BoxStatus.FOLDED:
            self.hand2.setText(tr_args(self.tr("Hand 2: %1"), category_short(info.hand2.category)))
        else:
            self.hand2.setText("")
        self.hand2.setVisible(bool(self.hand2.text()))

        self._set_bonus(info.bonus_step if info.dealt else None)
        self._set_money_now(info)

        notes = list(info.notes)
        if info.exchanged:
            notes.insert(0, tr_args(self.tr("exchanged %1"), str(info.exchanged)))
        if info.sixth_card:
            notes.insert(0, self.tr("sixth card"))
        if info.insurance_invalid:
            notes.append(self.tr("insurance invalid: RETURN it"))
        self.note.setText(" · ".join(notes))
        self.note.setVisible(bool(notes))
        self._restyle()

    def _set_bonus(self, b: BonusInfo | None) -> None:
        """The bonus at the bonus step: PAY / TAKE now (or held for a pit boss), then
        settled; before that, what it waits for."""
        m = self.money
        move = b.moves[0] if b is not None and b.moves else None
        words = {MoveKind.PAY: self.tr("PAY"), MoveKind.TAKE: self.tr("TAKE"), MoveKind.RETURN: self.tr("RETURN")}
        what = self.tr("jackpot share") if b is not None and b.held is ApprovalKind.JACKPOT else self.tr("bonus")
        row = False
        text, colour = "", C.text_dim
        if b is None:
            pass
        elif b.stage is BonusStage.AWAITING_DECISION:
            text, colour = self.tr("Bonus: settled once the box plays or folds"), C.text_faint
        elif b.stage is BonusStage.AWAITING_CLAIMS:
            text, colour = self.tr("Jackpot share: once every bonus hand is shown"), C.text_faint
        elif b.held is not None:
            # paid once a pit boss co-signs, with the rest of the round
            amount = move.amount if move is not None else max(0, b.result)
            row = b.stage is BonusStage.NOW
            if row:
                self._bonus_tag(self.tr("PAY"), "held")
                self.bonus_amount.setText(m(amount))
                theme.css(self.bonus_amount, f"font-size: {theme.Size.LARGE}px; font-weight: bold; color: {C.held};")
                text = tr_args(self.tr("%1 · HELD for a pit boss: paid when the round is co-signed"), what.capitalize())
            else:
                text = tr_args(self.tr("%1 %2 · HELD for a pit boss"), what.capitalize(), m(amount))
            colour = C.held
        elif b.stage is BonusStage.NOW and move is not None:
            row = True
            tone = "pay" if move.kind is MoveKind.PAY else "take"
            self._bonus_tag(words[move.kind], tone)
            self.bonus_amount.setText(m(move.amount))
            theme.css(self.bonus_amount, f"font-size: {theme.Size.LARGE}px; font-weight: bold; color: {C.pay if tone == 'pay' else C.take};")
            text = self.tr("Bonus now, before anything else") if move.term == "bonus" else self.tr("Jackpot share now")
            if b.capped:
                text += " · " + tr_args(self.tr("%1 withheld (cap)"), m(b.capped))
            colour = C.text
        elif move is not None:
            done = self.tr("✓ Bonus paid %1") if move.kind is MoveKind.PAY else self.tr("✓ Bonus taken %1")
            text = tr_args(done, m(move.amount))
        if b is not None and b.corrected_from is not None and b.stage is BonusStage.NOW:
            # the table cannot know whether chips moved for the earlier figure: the dealer does
            was = tr_args(self.tr("PAY %1"), m(b.corrected_from)) if b.corrected_from >= 0 else \
                tr_args(self.tr("TAKE %1"), m(-b.corrected_from))
            if b.corrected_from == b.result:
                note = self.tr("⚠ Entered again (was %1 too): if that was moved, nothing more to move.")
            else:
                note = self.tr("⚠ Corrected (was %1): if that was moved, move only the difference.")
            text = tr_args(note, was) if b.held is None else text + "\n" + tr_args(note, was)
            colour = C.held
        self.bonus_row.setVisible(row)
        self.bonus_text.setText(text)
        theme.css(self.bonus_text, f"font-size: 13px; color: {colour};{' font-weight: bold;' if row else ''}")
        self.bonus_text.setVisible(bool(text))

    def _set_money_now(self, info: BoxInfo) -> None:
        """What the dealer moves for this box at this step, in words readable from a metre:
        TAKE each fee as it is bought, and the box's result as soon as its cards are in."""
        m = self.money
        words = {MoveKind.PAY: self.tr("PAY"), MoveKind.TAKE: self.tr("TAKE"), MoveKind.RETURN: self.tr("RETURN")}
        colours = {MoveKind.PAY: C.pay, MoveKind.TAKE: C.take, MoveKind.RETURN: C.push}
        terms = {
            # short: the figure says the money moves, this says what for (the panel says it in full)
            "ante": self.tr("Ante"), "bet": self.tr("Bet"), "insurance": self.tr("Ins."),
            "exchange_fee": self.tr("exchange"), "sixth_fee": self.tr("6th card"),
            "buy_fee": self.tr("buy"),
        }
        rows: list[tuple[Move | str, str]] = [
            (mv, self.tr("Ante (fold)") if mv.term == "ante" else terms.get(mv.term, mv.term)) for mv in info.taken
        ]
        if info.result is not None:
            rows += self._result_rows(info, terms)
            if "insurance" in info.result_pending:
                # paid before its cards (it took the Ante at no game): the insurance is settled on
                # them, so the box is not finished; said under its figures until the cards are in
                rows.append((C.text, self.tr("Insurance: after its cards")))  # a reminder, not a pit-boss hold (amber)
            elif not info.result:
                rows.append((C.text_dim, self.tr("Result: nothing to move")))
        html, plain = [], []
        for mv, term in rows:
            if isinstance(mv, str):  # a line of words, in its colour
                look = " font-size:13px; font-weight:bold;" if mv == C.held else ""
                html.append(f"<tr><td colspan='2' style='color:{mv};{look}'>{term}</td></tr>")
                plain.append(term)
                continue
            figure = f"{words[mv.kind]} {m(mv.amount)}"
            # one row a move: the figure, then what it is for (small, beside it)
            html.append(f"<tr><td style='color:{colours[mv.kind]}; font-size:13px; font-weight:bold;"
                        f" white-space:nowrap; padding-right:4px'>{figure.replace(' ', '&nbsp;')}</td>"
                        f"<td style='color:{C.text_dim}; font-size:10px'>{term}</td></tr>")
            plain.append(f"{figure} {term}")
        self.money_now.setText(f"<table cellspacing='0' cellpadding='0'>{''.join(html)}</table>" if html else "")
        self.money_now.setVisible(bool(html))
        self._money_plain = " · ".join(plain)
        self.money_now.setAccessibleName(self._money_plain)  # the figures as words, not the table's markup

    def _result_rows(self, info: BoxInfo, terms: dict[str, str]) -> list[tuple[Move | str, str]]:
        """The box's early result: its moves, what the cap withholds taken off them as one PAY
        of the capped terms (the record's figure), and a hold for a pit boss said on them."""
        owed = info.result_owed
        result = info.result or ()
        capped = owed is not None and owed.capped > 0
        held = owed is not None and owed.standing is Standing.HELD
        pays = [mv for mv in result if mv.kind is MoveKind.PAY] if capped else []
        rows: list[tuple[Move | str, str]] = [(mv, terms.get(mv.term, mv.term)) for mv in result if mv not in pays]
        if owed is not None and capped:
            what = " + ".join(terms.get(mv.term, mv.term) for mv in pays)
            rows.append((Move(MoveKind.PAY, "capped", owed.pay_capped), tr_args(self.tr("%1 (capped)"), what)))
            rows.append((C.held, tr_args(self.tr("CAPPED: %1 withheld"), self.money(owed.capped))))
        if held:
            rows.append((C.held, self.tr("HELD for a pit boss: paid when the round is co-signed")))
        return rows

    @property
    def money_shown(self) -> str:
        """The money this box shows moving now, as plain words (for tests)."""
        return self._money_plain

    def _bonus_tag(self, word: str, tone: str) -> None:
        self.bonus_tag.setText(word)
        if self.bonus_tag.property("tag") != tone:
            self.bonus_tag.setProperty("tag", tone)
            theme.repolish(self.bonus_tag)

    @property
    def bonus_shown(self) -> str:
        """The bonus as the box shows it, in words (for tests and the log)."""
        parts = [self.bonus_tag.text(), self.bonus_amount.text()] if self.bonus_row.isVisibleTo(self) else []
        if self.bonus_text.text():
            parts.append(self.bonus_text.text())
        return " ".join(parts)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.number)
        super().mousePressEvent(event)
