"""One box of a round as the console shows it: cards, hand, stakes and results,
the computed net and, beside it whenever it differs, the effective one (a floor
ruling, a void). Read-only; every figure is copied from the settlement."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from dealer_app.wording.explanations import box_explanation
from rules.cards import Card, CardError, parse_card
from rules.poker.explain import Explanation
from rules.poker.settle import BoxSettlement, Outcome, Settlement
from ui.console.model import HeldItem, local_time, outcome_label
from ui.console.widgets import C, PillRow, caption
from ui.kit import theme
from ui.kit.cards import CardRow
from ui.kit.explained import ui_language
from ui.kit.labels import category_short
from ui.kit.panel import PaintedFrame
from ui.kit.qt import QGridLayout, QHBoxLayout, QLabel, QSizePolicy, Qt, QVBoxLayout, QWidget
from ui.kit.text import tr_args

if TYPE_CHECKING:
    from dealer_app.services.read import RulingRecord
    from ui.kit.money import MoneyFormat

__all__ = ["BoxCard", "DealerStrip", "outcome_colour"]


def outcome_colour(outcome: Outcome | None) -> str:
    return {Outcome.WIN: C.pay, Outcome.LOSE: C.take, Outcome.PUSH: C.push, Outcome.NO_GAME: C.push,
            Outcome.FOLD: C.text_faint}.get(outcome, C.text_dim) if outcome is not None else C.text_dim


def _cards(texts: Sequence[str]) -> list[Card]:
    out: list[Card] = []
    for t in texts:
        try:
            out.append(parse_card(t))
        except (CardError, ValueError):
            continue
    return out


def _lines(parts: Sequence[str], per_line: int = 2) -> str:
    """Terms two to a line: line breaks chosen here, never by word wrap (a wrapped
    label inside nested layouts can be given less height than it needs)."""
    return "\n".join("  ·  ".join(parts[i:i + per_line]) for i in range(0, len(parts), per_line))


def _net_colour(amount: int) -> str:
    return C.pay if amount > 0 else C.take if amount < 0 else C.push


class BoxCard(PaintedFrame):
    """A box's settlement in one row."""

    def __init__(self, box: int, settlement: BoxSettlement, cards: Sequence[str], money: MoneyFormat, *,
                 computed_net: int, effective_net: int, ruling: RulingRecord | None = None, voided: bool = False,
                 held: Sequence[HeldItem] = (), ruled_now: bool = False, explain: bool = True,
                 explained: Explanation | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.box = box
        self.held = tuple(held)
        border = C.held if self.held and not ruled_now else C.border
        self.set_look(C.surface2, border, 2 if self.held else 1, 10)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)  # as tall as its wrapped words need
        outer = QVBoxLayout(self)
        outer.setContentsMargins(14, 10, 14, 10)
        outer.setSpacing(6)
        row = QHBoxLayout()
        row.setSpacing(10)
        outer.addLayout(row)

        head = QVBoxLayout()
        head.setSpacing(4)
        title = QLabel(tr_args(self.tr("BOX %1"), str(box)))
        theme.css(title, f"font-size: {theme.Size.LARGE}px; font-weight: bold;")
        head.addWidget(title)
        outcome = settlement.outcome
        pills = [(outcome_label(outcome).upper(), outcome_colour(outcome))]
        if settlement.bought_game:
            pills.append((self.tr("BOUGHT"), C.push))
        self.pills = PillRow()
        self.pills.set_pills(pills)
        head.addWidget(self.pills)
        head.addStretch(1)
        hw = QWidget()
        hw.setLayout(head)
        head.setContentsMargins(0, 0, 0, 0)
        hw.setMinimumWidth(max(84, head.sizeHint().width()))  # wider when a word needs it (a longer language)
        hw.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)
        row.addWidget(hw)

        mid = QVBoxLayout()
        mid.setSpacing(4)
        mid.setContentsMargins(0, 0, 0, 0)
        self.cards = CardRow(42)
        self.cards.set_cards(_cards(cards), backs=0 if cards or outcome is not Outcome.FOLD else 5)
        self.cards.setMinimumWidth(120)
        self.cards.setMaximumWidth(6 * 36)
        mid.addWidget(self.cards)
        hand = settlement.hand
        hand_text = (category_short(hand.category) if hand is not None
                     else self.tr("folded, not shown") if outcome is Outcome.FOLD else "")
        if settlement.second_hand is not None:
            hand_text += "  +  " + category_short(settlement.second_hand.category)
        self.hand = QLabel(hand_text)
        self.hand.setWordWrap(True)
        theme.css(self.hand, f"font-size: {theme.Size.BODY}px; font-weight: bold;")
        mid.addWidget(self.hand)
        if settlement.bonus_hand is not None:
            bonus = QLabel(tr_args(self.tr("bonus: %1 as dealt"), category_short(settlement.bonus_hand)))
            bonus.setWordWrap(True)
            theme.css(bonus, f"color: {C.text_dim}; font-size: 12px;")
            mid.addWidget(bonus)
        mid.addStretch(1)
        mw0 = QWidget()
        mw0.setLayout(mid)
        mw0.setMinimumWidth(120)
        row.addWidget(mw0, 3)

        stakes = settlement.stakes._asdict()
        results = settlement.results._asdict()
        names = {"ante": self.tr("Ante"), "bet": self.tr("Bet"), "bonus": self.tr("Bonus"),
                 "insurance": self.tr("Insurance"), "fees": self.tr("Fees")}
        grid = QGridLayout()
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(0)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.addWidget(caption(self.tr("Stake")), 0, 1)
        grid.addWidget(caption(self.tr("Result")), 0, 2)
        r = 1
        self.terms: list[tuple[str, str, str]] = []
        for k, label in names.items():
            if not stakes[k] and not results[k]:
                continue
            cells = (label, money(stakes[k]), money(results[k], signed=True))
            self.terms.append(cells)
            for c, text in enumerate(cells):
                lab = QLabel(text)
                res = results[k]
                colour = C.text_dim if c == 0 else C.text if c == 1 else (C.pay if res > 0 else C.take if res < 0 else C.push)
                theme.css(lab, f"color: {colour}; font-size: {theme.Size.SMALL}px;" + (" font-weight: bold;" if c == 2 else ""))
                if c:
                    lab.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                grid.addWidget(lab, r, c)
            r += 1
        if settlement.capped:
            lab = QLabel(tr_args(self.tr("capped: %1 withheld"), money(settlement.capped)))
            theme.css(lab, f"color: {C.held}; font-size: {theme.Size.SMALL}px; font-weight: bold;")
            grid.addWidget(lab, r, 0, 1, 3)
            r += 1
        if r == 1:
            lab = QLabel(self.tr("nothing staked"))
            theme.css(lab, f"color: {C.text_dim}; font-size: {theme.Size.SMALL}px;")
            grid.addWidget(lab, 1, 0, 1, 3)
        grid.setRowStretch(r + 1, 1)
        mw = QWidget()
        mw.setLayout(grid)
        row.addWidget(mw)

        net_col = QVBoxLayout()
        net_col.setSpacing(1)
        net_col.setContentsMargins(0, 0, 0, 0)
        differs = computed_net != effective_net
        net_col.addWidget(caption(self.tr("Computed net") if differs or ruling is not None or voided
                                  else self.tr("Net for the box")))
        self.computed = QLabel(money(computed_net, signed=True))
        plain = not (differs or ruling is not None or voided)
        # the figure in full (every minor digit) fits its column: a long one in the body size
        size = theme.Size.LARGE if plain and len(self.computed.text()) <= 10 else theme.Size.BODY
        colour = _net_colour(computed_net) if plain else C.text_dim
        theme.css(self.computed, f"color: {colour}; font-size: {int(size)}px; font-weight: bold;")
        net_col.addWidget(self.computed)
        self.effective: QLabel | None = None
        if not plain:
            word = self.tr("Void: counts") if voided else self.tr("Floor ruling") if ruling is not None else self.tr("Effective")
            word_label = caption(word)
            word_label.setWordWrap(True)
            net_col.addWidget(word_label)
            self.effective = QLabel(money(effective_net, signed=True))
            big = theme.Size.LARGE if len(self.effective.text()) <= 10 else theme.Size.BODY
            theme.css(self.effective, f"color: {C.held}; font-size: {big}px; font-weight: bold;")
            net_col.addWidget(self.effective)
        for h in self.held:
            what = self.tr("jackpot share") if h.kind == "jackpot" else self.tr("payout")
            tag = QLabel(tr_args(self.tr("HELD %1\n%2"), what, money(h.amount)) if not ruled_now
                         else tr_args(self.tr("RULED\nwas held: %1"), money(h.amount)))
            tag.setWordWrap(True)  # "HELD payout" above its amount, in any language
            theme.css(tag, f"color: {C.held}; font-size: {theme.Size.SMALL}px; font-weight: bold;")
            net_col.addWidget(tag)
        net_col.addStretch(1)
        nw = QWidget()
        nw.setLayout(net_col)
        nw.setFixedWidth(130)
        row.addWidget(nw)

        lines = list(box_explanation(settlement.explanation, explained or settlement.terms, ui_language()))
        self.note: QLabel | None = None
        if ruling is not None:
            self.note = QLabel(tr_args(self.tr("Floor ruling by %1 at %2: %3 instead of %4 (computed). Reason: %5"),
                                       ruling.by_name, local_time(ruling.ts_us), money(ruling.net, signed=True),
                                       money(ruling.computed_net, signed=True), ruling.reason))
            self.note.setWordWrap(True)
            theme.css(self.note, f"color: {C.held}; font-size: {theme.Size.SMALL}px; font-weight: bold;")
            outer.addWidget(self.note)
        self.explanation = QLabel("\n".join(lines))
        self.explanation.setObjectName("Explanation")
        self.explanation.setWordWrap(True)
        self.explanation.setTextFormat(Qt.TextFormat.PlainText)
        theme.css(self.explanation, f"color: {C.text_dim}; font-size: 12px;")
        outer.addWidget(self.explanation)  # a child first: a label shown without a parent is a window (takes the keyboard)
        self.explanation.setVisible(explain and bool(lines))


class DealerStrip(PaintedFrame):
    """The dealer's cards and hand, Game / No game, and the cards taken out for a bought game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.set_look(C.felt, C.felt_edge, 1, 12)
        row = QHBoxLayout(self)
        row.setContentsMargins(16, 10, 16, 10)
        row.setSpacing(18)
        cap = QLabel(self.tr("DEALER"))
        theme.css(cap, f"color: {C.text_dim}; font-size: 13px; font-weight: bold;")
        row.addWidget(cap)
        self.cards = CardRow(56)
        self.cards.setFixedWidth(5 * 46)
        row.addWidget(self.cards)
        col = QVBoxLayout()
        col.setSpacing(2)
        self.verdict = QLabel("")
        theme.css(self.verdict, f"font-size: {theme.Size.TITLE}px; font-weight: bold;")
        self.hand = QLabel("")
        theme.css(self.hand, f"font-size: {theme.Size.BODY}px;")
        self.extra = QLabel("")
        theme.css(self.extra, f"color: {C.text_dim}; font-size: {theme.Size.SMALL}px;")
        col.addWidget(self.verdict)
        col.addWidget(self.hand)
        col.addWidget(self.extra)
        row.addLayout(col, 1)

    def set_dealer(self, cards: Sequence[str], settlement: Settlement | None, replacements: Sequence[str],
                   cards_text: Callable[[Sequence[str] | None], str]) -> None:
        dealer = settlement.dealer if settlement is not None else None
        final = None if dealer is None else dealer.final_hand or dealer.hand
        shown = [str(c) for c in final.cards] if final is not None and dealer is not None and dealer.bought else list(cards)
        self.cards.set_cards(_cards(shown), slots=5 if not shown else 0)
        if dealer is None or dealer.qualified is None:
            self.verdict.setText(self.tr("Not turned") if not cards else "")
            theme.css(self.verdict, f"color: {C.text_dim}; font-size: {theme.Size.TITLE}px; font-weight: bold;")
        else:
            game = bool(dealer.final_qualified if dealer.bought else dealer.qualified)
            self.verdict.setText(self.tr("GAME") if game else self.tr("NO GAME"))
            theme.css(self.verdict, f"color: {C.pay if game else C.push}; font-size: {theme.Size.TITLE}px; font-weight: bold;")
        self.hand.setText(category_short(final.category) if final is not None else "")
        extra = []
        if dealer is not None and dealer.bought:
            extra.append(tr_args(self.tr("Game bought: first hand %1, %2 taken out, replaced by %3"),
                                 category_short(dealer.hand.category) if dealer.hand is not None else "?",
                                 cards_text([str(c) for c in dealer.replaced]), cards_text(replacements)))
        self.extra.setText("  ".join(extra))
        self.extra.setVisible(bool(extra))
