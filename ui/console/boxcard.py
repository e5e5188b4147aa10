"""One box of a round as the console shows it: cards, hand, stakes and results,
the computed net and, beside it whenever it differs, the effective one (a floor
ruling, a void). Read-only; every figure is copied from the settlement."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rules.cards import CardError, parse_card
from ui.console.model import HeldItem, local_time, outcome_label
from ui.console.widgets import C, PillRow, caption
from ui.kit import theme
from ui.kit.cards import CardRow
from ui.kit.labels import category_short
from ui.kit.panel import PaintedFrame
from ui.kit.qt import QGridLayout, QHBoxLayout, QLabel, QSizePolicy, Qt, QVBoxLayout, QWidget
from ui.kit.text import tr_args

__all__ = ["BoxCard", "DealerStrip", "outcome_colour"]


def outcome_colour(outcome: str | None) -> str:
    return {"win": C.pay, "lose": C.take, "push": C.push, "no_game": C.push, "fold": C.text_faint}.get(
        outcome or "", C.text_dim)


def _cards(texts: Sequence[str]) -> list[Any]:
    out = []
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

    def __init__(self, box: int, settlement: Mapping[str, Any], cards: Sequence[str], money: Any, *,
                 computed_net: int, effective_net: int, ruling: Any = None, voided: bool = False,
                 held: Sequence[HeldItem] = (), ruled_now: bool = False, explain: bool = True,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.box = box
        self.held = tuple(held)
        border = C.held if self.held and not ruled_now else C.border
        self.set_look(C.surface2, border, 2 if self.held else 1, 10)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
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
        outcome = str(settlement.get("outcome") or "")
        pills = [(outcome_label(outcome).upper(), outcome_colour(outcome))] if outcome else []
        if settlement.get("bought_game"):
            pills.append((self.tr("BOUGHT"), C.push))
        self.pills = PillRow()
        self.pills.set_pills(pills)
        head.addWidget(self.pills)
        head.addStretch(1)
        hw = QWidget()
        hw.setLayout(head)
        head.setContentsMargins(0, 0, 0, 0)
        hw.setMinimumWidth(84)  # wider when a word needs it (a longer language)
        hw.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)
        row.addWidget(hw)

        mid = QVBoxLayout()
        mid.setSpacing(4)
        mid.setContentsMargins(0, 0, 0, 0)
        self.cards = CardRow(42)
        self.cards.set_cards(_cards(cards), backs=0 if cards or outcome != "fold" else 5)
        self.cards.setMinimumWidth(150)
        self.cards.setMaximumWidth(6 * 36)
        mid.addWidget(self.cards)
        hand = settlement.get("hand")
        hand_text = category_short(hand["category"]) if hand else (self.tr("folded, not shown") if outcome == "fold" else "")
        if settlement.get("second_hand"):
            hand_text += "  +  " + category_short(settlement["second_hand"]["category"])
        self.hand = QLabel(hand_text)
        self.hand.setWordWrap(True)
        theme.css(self.hand, f"font-size: {theme.Size.BODY}px; font-weight: bold;")
        mid.addWidget(self.hand)
        if settlement.get("bonus_hand"):
            bonus = QLabel(tr_args(self.tr("bonus: %1 as dealt"), category_short(settlement["bonus_hand"])))
            bonus.setWordWrap(True)
            theme.css(bonus, f"color: {C.text_dim}; font-size: 12px;")
            mid.addWidget(bonus)
        mid.addStretch(1)
        mw0 = QWidget()
        mw0.setLayout(mid)
        mw0.setMinimumWidth(150)
        row.addWidget(mw0, 3)

        stakes = settlement.get("stakes") or {}
        results = settlement.get("results") or {}
        names = {"ante": self.tr("Ante"), "bet": self.tr("Bet"), "bonus": self.tr("Bonus"),
                 "insurance": self.tr("Insurance"), "fees": self.tr("Fees")}
        grid = QGridLayout()
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(0)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.addWidget(caption(self.tr("Stake")), 0, 1)
        grid.addWidget(caption(self.tr("Result")), 0, 2)
        r = 1
        self.terms: list[tuple[str, str, str]] = []
        for k, label in names.items():
            if not stakes.get(k) and not results.get(k):
                continue
            cells = (label, money(int(stakes.get(k, 0))), money(int(results.get(k, 0)), signed=True))
            self.terms.append(cells)
            for c, text in enumerate(cells):
                lab = QLabel(text)
                res = int(results.get(k, 0))
                colour = C.text_dim if c == 0 else C.text if c == 1 else (C.pay if res > 0 else C.take if res < 0 else C.push)
                theme.css(lab, f"color: {colour}; font-size: {theme.Size.SMALL}px;" + (" font-weight: bold;" if c == 2 else ""))
                if c:
                    lab.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                grid.addWidget(lab, r, c)
            r += 1
        if settlement.get("capped"):
            lab = QLabel(tr_args(self.tr("capped: %1 withheld"), money(int(settlement["capped"]))))
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
        size = theme.Size.TITLE if plain else theme.Size.BODY
        colour = _net_colour(computed_net) if plain else C.text_dim
        theme.css(self.computed, f"color: {colour}; font-size: {int(size)}px; font-weight: bold;")
        net_col.addWidget(self.computed)
        self.effective: QLabel | None = None
        if not plain:
            word = self.tr("Void: counts") if voided else self.tr("Floor ruling") if ruling is not None else self.tr("Effective")
            net_col.addWidget(caption(word))
            self.effective = QLabel(money(effective_net, signed=True))
            theme.css(self.effective, f"color: {C.held}; font-size: {theme.Size.TITLE}px; font-weight: bold;")
            net_col.addWidget(self.effective)
        for h in self.held:
            what = self.tr("jackpot share") if h.kind == "jackpot" else self.tr("payout")
            tag = QLabel(tr_args(self.tr("HELD %1\n%2"), what, money(h.amount)) if not ruled_now
                         else tr_args(self.tr("RULED\nwas held: %1"), money(h.amount)))
            theme.css(tag, f"color: {C.held}; font-size: {theme.Size.SMALL}px; font-weight: bold;")
            net_col.addWidget(tag)
        net_col.addStretch(1)
        nw = QWidget()
        nw.setLayout(net_col)
        nw.setFixedWidth(150)
        row.addWidget(nw)

        lines = list(settlement.get("explanation") or [])
        self.note: QLabel | None = None
        if ruling is not None:
            self.note = QLabel(tr_args(self.tr("Floor ruling by %1 at %2: %3 instead of %4 (computed). Reason: %5"),
                                       ruling.by_name, local_time(ruling.ts_us), money(ruling.net, signed=True),
                                       money(ruling.computed_net, signed=True), ruling.reason))
            self.note.setWordWrap(True)
            theme.css(self.note, f"color: {C.held}; font-size: {theme.Size.SMALL}px; font-weight: bold;")
            outer.addWidget(self.note)
        self.explanation = QLabel("\n".join(lines))
        self.explanation.setWordWrap(True)
        self.explanation.setTextFormat(Qt.TextFormat.PlainText)
        theme.css(self.explanation, f"color: {C.text_dim}; font-size: 12px;")
        self.explanation.setVisible(explain and bool(lines))
        outer.addWidget(self.explanation)


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

    def set_dealer(self, cards: Sequence[str], settlement: Mapping[str, Any] | None, replacements: Sequence[str],
                   cards_text: Any) -> None:
        dealer = (settlement or {}).get("dealer") or {}
        final = dealer.get("final_hand") or dealer.get("hand")
        shown = list(final["cards"]) if final and dealer.get("bought") else list(cards)
        self.cards.set_cards(_cards(shown), slots=5 if not shown else 0)
        if dealer.get("qualified") is None:
            self.verdict.setText(self.tr("Not turned") if not cards else "")
            theme.css(self.verdict, f"color: {C.text_dim}; font-size: {theme.Size.TITLE}px; font-weight: bold;")
        else:
            game = bool(dealer.get("final_qualified") if dealer.get("bought") else dealer.get("qualified"))
            self.verdict.setText(self.tr("GAME") if game else self.tr("NO GAME"))
            theme.css(self.verdict, f"color: {C.pay if game else C.push}; font-size: {theme.Size.TITLE}px; font-weight: bold;")
        self.hand.setText(category_short(final["category"]) if final else "")
        extra = []
        if dealer.get("bought"):
            extra.append(tr_args(self.tr("Game bought: first hand %1, %2 taken out, replaced by %3"),
                                 category_short(dealer["hand"]["category"]) if dealer.get("hand") else "?",
                                 cards_text(dealer.get("replaced") or []), cards_text(replacements)))
        self.extra.setText("  ".join(extra))
        self.extra.setVisible(bool(extra))
