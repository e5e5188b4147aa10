"""The settlement panel: per box what the dealer moves now, in large type.

Each move is a word and an amount (PAY / TAKE / RETURN) in its colour, the
box's net for the round smaller, the cap and an invalid insurance flagged,
a suggested chip breakdown for the payout, the engine's explanation lines,
and a HELD flag on anything waiting for a pit boss's co-signature. The bonus
moved at the bonus step follows, smaller and outlined (PAID / TAKEN, "settled
earlier"): it is part of the net and the explanation, never moved again.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from dealer_app.services.owed import ApprovalKind, Standing
from rules.poker.settle import Outcome
from ui.kit import theme
from ui.kit.chips import DEFAULT_CHIP_SET, breakdown
from ui.kit.chrome import KeyCap
from ui.kit.labels import category_short
from ui.kit.money import MoneyFormat, screen_text
from ui.kit.painted import PaintsText, TextPainter
from ui.kit.qt import (
    QColor,
    QFont,
    QFontMetrics,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPainter,
    QPaintEvent,
    QPen,
    QRect,
    QRectF,
    QScrollArea,
    QSize,
    QSizePolicy,
    Qt,
    QVBoxLayout,
    QWidget,
)
from ui.kit.text import tr_args
from ui.table.viewmodel import BoxSettlement, MoveKind, SettlementInfo

__all__ = ["BoxSettlementRow", "MoveText", "SettlementPanel"]

C = theme.C


def _move_colour(kind: MoveKind) -> str:
    return {MoveKind.PAY: C.pay, MoveKind.TAKE: C.take, MoveKind.RETURN: C.push}[kind]


@dataclass(frozen=True, slots=True)
class MoveText:
    """One move as the row shows it: the word, the amount, what it is for, its colour."""

    word: str
    amount: str
    term: str
    colour: str
    held: bool = False
    earlier: bool = False
    """Moved at an earlier step (the bonus): shown, not to be moved again."""


_PAD = 14
_HEAD_W = 132
_MOVES_W = 500
_MID_W = 240
_GAP = 18
_MOVE_GAP = 22
_MIN_EXPL = 230


class BoxSettlementRow(QWidget, PaintsText):
    """One box of the settlement, painted in one go (no child widgets: a round's
    panel appears within a few milliseconds of the last entry)."""

    def __init__(self, info: BoxSettlement, money: MoneyFormat, chip_set: Sequence[int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.info = info
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.held = any(a.signed_by is None for a in info.approvals) or (info.owed is not None and info.owed.ruled)
        self.title = tr_args(self.tr("BOX %1"), str(info.number))
        self.hand_text = category_short(info.hand.category) if info.hand else (self.tr("folded") if info.outcome is Outcome.FOLD else "")
        self.hand2_text = ("+ " + category_short(info.hand2.category)) if info.hand2 is not None else ""
        words = {MoveKind.PAY: self.tr("PAY"), MoveKind.TAKE: self.tr("TAKE"), MoveKind.RETURN: self.tr("RETURN")}
        terms = {
            "ante": self.tr("Ante"),
            "bet": self.tr("Bet"),
            "insurance": self.tr("Insurance"),
            "bonus": self.tr("Bonus"),
            "jackpot": self.tr("Jackpot share"),
            "exchange_fee": self.tr("Exchange fee"),
            "sixth_fee": self.tr("Sixth card fee"),
            "buy_fee": self.tr("Buy-a-game fee"),
        }
        owed = info.owed
        held_threshold = any(a.reason is ApprovalKind.PAYOUT and a.signed_by is None for a in info.approvals)
        held_jackpot = any(a.reason is ApprovalKind.JACKPOT and a.signed_by is None for a in info.approvals)
        held_word = self.tr("HELD")
        self.moves: list[MoveText] = []
        self.quiet = ""
        ruled = owed is not None and owed.standing is Standing.RULED
        if ruled and owed is not None:
            # the floor ruling's figure replaces the engine's moves: one move, what the ruling leaves
            term = tr_args(self.tr("floor ruling (computed %1)"), money(owed.computed_net, signed=True))
            if owed.now > 0:
                self.moves.append(MoveText(words[MoveKind.PAY], money(owed.now), term, C.pay))
            elif owed.now < 0:
                self.moves.append(MoveText(words[MoveKind.TAKE], money(-owed.now), term, C.take))
            else:
                self.quiet = self.tr("Nothing to pay or take: return the stakes (floor ruling)")
        elif not info.moves:
            self.quiet = self.tr("Nothing to move: Ante collected at the fold") if info.outcome is Outcome.FOLD else self.tr("Nothing to move")
        shown = [] if ruled else list(info.moves)
        if info.capped > info.capped_bonus and not ruled:
            # one PAY of what the capped terms pay together, naming what it replaces
            cap_terms = {"ante", "bet", "insurance"} | ({"bonus"} if info.cap_includes_bonus else set())
            pays = [mv for mv in shown if mv.kind is MoveKind.PAY and mv.term in cap_terms]
            shown = [mv for mv in shown if mv not in pays]
            capped_terms = " + ".join(f"{terms.get(mv.term, mv.term)} {money(mv.amount)}" for mv in pays)
            term = tr_args(self.tr("capped: %1"), capped_terms)
            self.moves.append(MoveText(words[MoveKind.PAY], money(owed.pay_capped if owed is not None else 0),
                                       term + ("  ·  " + held_word if held_threshold else ""),
                                       C.held if held_threshold else C.pay, held_threshold))
        for mv in shown:
            term = terms.get(mv.term, mv.term)
            if mv.term == "insurance" and info.insurance_invalid and mv.kind is MoveKind.RETURN:
                term = self.tr("Insurance: invalid bet")
            held = mv.kind is MoveKind.PAY and ((mv.term == "jackpot" and held_jackpot) or (mv.term != "jackpot" and held_threshold))
            word = self.tr("QUEUED") if held and mv.term == "jackpot" and info.queued else held_word
            self.moves.append(MoveText(words[mv.kind], money(mv.amount), term + ("  ·  " + word if held else ""),
                                       C.held if held else _move_colour(mv.kind), held))
        done = {MoveKind.PAY: self.tr("PAID"), MoveKind.TAKE: self.tr("TAKEN"), MoveKind.RETURN: self.tr("RETURNED")}
        for mv in info.earlier:
            term = tr_args(self.tr("%1 · settled earlier"), terms.get(mv.term, mv.term))
            self.moves.append(MoveText(done[mv.kind], money(mv.amount), term, _move_colour(mv.kind), earlier=True))
        self.net_text = tr_args(self.tr("net %1"), money(info.net, signed=True))
        self.net_colour = C.pay if info.net > 0 else C.take if info.net < 0 else C.push
        self.flags: list[str] = []
        self._flag_colours: list[str] = []
        if info.capped and not ruled:
            self._flag(tr_args(self.tr("CAPPED: %1 withheld"), money(info.capped)), C.held)
        if info.insurance_invalid:
            self._flag(self.tr("INVALID INSURANCE: return it"), C.held)
        decision = owed.decision if owed is not None else None
        if ruled and decision is not None:
            self._flag(tr_args(self.tr("FLOOR RULING by %1: %2"), decision.by, decision.reason), C.held)
        elif owed is not None and owed.standing is Standing.REFUSED and decision is not None:
            self._flag(tr_args(self.tr("REFUSED by %1: %2. Nothing held is paid."), decision.by, decision.reason),
                       C.error)
        elif owed is not None and owed.standing is Standing.APPROVED and decision is not None:
            self._flag(tr_args(self.tr("✓ co-signed by %1"), decision.by), C.ok)
        else:
            for a in info.approvals:
                if a.signed_by is None:
                    text = self.tr("HELD: jackpot share, pit boss must sign") if a.reason is ApprovalKind.JACKPOT else self.tr("HELD: pit boss must sign")
                    if a.reason is ApprovalKind.JACKPOT and info.queued:
                        text = self.tr("QUEUED: jackpot share, paid from the meter as it stands when another "
                                       "table's hit is paid")
                    elif a.reason is ApprovalKind.JACKPOT and info.behind:
                        hits = "; ".join(tr_args(self.tr("%1, round %2"), h.table, str(h.round_number))
                                         for h in info.behind)
                        text += " · " + tr_args(self.tr("the linked meter waits for this hit; queued behind it: %1"),
                                                hits)
                    self._flag(text, C.held)
        self.pay_caption = ""
        self.chip_text = ""
        if info.pay_total > 0:
            chips = breakdown(info.pay_total, chip_set or DEFAULT_CHIP_SET)
            parts = [f"{n} × {money(d)}" for d, n in chips.chips]
            if chips.remainder:
                parts.append(tr_args(self.tr("%1 in change"), money(chips.remainder)))
            self.pay_caption = tr_args(self.tr("Pay %1 in chips:"), money(info.pay_total))
            self.chip_text = "  ".join(parts)
        self.explanation = "\n".join(screen_text(line) for line in info.explanation)
        if ruled and owed is not None and owed.decision is not None:
            self.explanation += "\n" + tr_args(self.tr("Floor ruling by %1: box %2 nets %3 instead of %4 (computed)."),
                                               owed.decision.by, str(info.number), money(owed.net, signed=True),
                                               money(owed.computed_net, signed=True))
        # painted text is invisible to accessibility: the row carries the same words and figures
        self.setAccessibleName(self.title)
        self.setAccessibleDescription(self.spoken())
        self._fonts = {
            "title": theme.font(theme.Size.LARGE, bold=True),
            "hand": theme.font(14),
            "hand2": theme.font(13),
            "tag": theme.font(14, bold=True),
            "amount": theme.font(theme.Size.AMOUNT, bold=True),
            "earlier": theme.font(theme.Size.LARGE, bold=True),
            "term": theme.font(13, bold=True),
            "quiet": theme.font(theme.Size.LARGE),
            "net": theme.font(theme.Size.BODY, bold=True),
            "flag": theme.font(13, bold=True),
            "caption": theme.font(12, bold=True),
            "chips": theme.font(13),
            "expl": theme.font(12),
        }
        self._height_for: dict[int, int] = {}
        self._layouts: dict[int, _RowLayout] = {}

    def spoken(self) -> str:
        """Everything the row paints, in reading order, as one text (its accessible description)."""
        parts = [p for p in (self.hand_text, self.hand2_text, self.quiet) if p]
        parts += [f"{mv.word} {mv.amount} {mv.term}" for mv in self.moves]
        parts += [self.net_text, *self.flags]
        if self.pay_caption:
            parts.append(f"{self.pay_caption} {self.chip_text}")
        if self.explanation:
            parts.append(self.explanation.replace("\n", " "))
        return " · ".join(parts)

    def _flag(self, text: str, colour: str) -> None:
        self.flags.append(text)
        self._flag_colours.append(colour)

    # -- geometry ------------------------------------------------------------------

    def _text_height(self, key: str, text: str, width: int, font: QFont | None = None) -> int:
        if not text:
            return 0
        fm = QFontMetrics(font or self._fonts[key])
        return fm.boundingRect(QRect(0, 0, max(10, width), 10_000), int(Qt.TextFlag.TextWordWrap), text).height()

    def _layout(self, width: int) -> _RowLayout:
        """Where everything goes at ``width``: the moves get the room they need
        (shrinking their type if they must), the explanation the rest."""
        cached = self._layouts.get(width)
        if cached is not None:
            return cached
        tag_fm = QFontMetrics(self._fonts["tag"])
        term_fm = QFontMetrics(self._fonts["term"])
        room = width - 2 * _PAD - _HEAD_W - _MID_W - 3 * _GAP - _MIN_EXPL
        earlier_fm = QFontMetrics(self._fonts["earlier"])
        quiet_w = self._quiet_width()
        for size in (int(theme.Size.AMOUNT), 28, 24, 20):
            amount_font = theme.font(size, bold=True)
            amount_fm = QFontMetrics(amount_font)
            cols = [
                max(tag_fm.horizontalAdvance(mv.word) + 16,
                    (earlier_fm if mv.earlier else amount_fm).horizontalAdvance(mv.amount) + 4,
                    min(term_fm.horizontalAdvance(mv.term), 210))
                for mv in self.moves
            ]
            needed = quiet_w + sum(cols) + _MOVE_GAP * max(0, len(cols) - 1)
            if needed <= room:
                break
        moves_w = max(_MOVES_W, needed) if self.moves else _MOVES_W
        moves_w = min(moves_w, max(room, needed))
        expl_x = _PAD + _HEAD_W + _GAP + moves_w + _GAP + _MID_W + _GAP
        below = width - expl_x - _PAD < _MIN_EXPL  # many moves: the explanation goes under them, full width
        if below:
            expl_x = _PAD + _HEAD_W + _GAP
        layout = _RowLayout(amount_font, tuple(cols), moves_w, expl_x, max(120, width - expl_x - _PAD), below)
        self._layouts[width] = layout
        return layout

    def _quiet_width(self) -> int:
        """The room "Nothing to move" takes before the moves settled earlier (0 without it)."""
        if not self.quiet or not self.moves:
            return 0
        return min(QFontMetrics(self._fonts["quiet"]).horizontalAdvance(self.quiet), 240) + _MOVE_GAP

    def hasHeightForWidth(self) -> bool:
        return True

    def _band_height(self, lay: _RowLayout) -> int:
        """The height of the moves and of the net, flags and chips beside them."""
        mid = self._text_height("net", self.net_text, _MID_W) + 4
        mid += sum(self._text_height("flag", f, _MID_W) + 2 for f in self.flags)
        if self.pay_caption:
            mid += self._text_height("caption", self.pay_caption, _MID_W) + self._text_height("chips", self.chip_text, _MID_W) + 4
        tag_h = QFontMetrics(self._fonts["tag"]).height() + 6
        moves = self._text_height("quiet", self.quiet, self._quiet_width() - _MOVE_GAP) if self._quiet_width() else 0
        for mv, col in zip(self.moves, lay.cols, strict=True):
            amount_h = QFontMetrics(self._fonts["earlier"] if mv.earlier else lay.amount_font).height()
            moves = max(moves, tag_h + amount_h + self._text_height("term", mv.term, col))
        return max(78, mid, moves)

    def heightForWidth(self, width: int) -> int:
        h = self._height_for.get(width)
        if h is None:
            lay = self._layout(width)
            band = self._band_height(lay)
            expl = self._text_height("expl", self.explanation, lay.expl_w)
            h = (band + _GAP + expl if lay.expl_below else max(band, expl)) + 2 * 10
            self._height_for[width] = h
        return h

    def sizeHint(self) -> QSize:
        return QSize(1200, self.heightForWidth(max(self.width(), 1000)))

    def minimumSizeHint(self) -> QSize:
        return QSize(900, self.heightForWidth(max(self.width(), 1000)))

    # -- painting ------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        p = TextPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        lay = self._layout(self.width())
        r = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        p.setPen(QPen(QColor(C.held if self.held else C.border), 2 if self.held else 1))
        p.setBrush(QColor(C.surface))
        p.drawRoundedRect(r, 12, 12)
        top = 10
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
        wrap = int(left) | int(Qt.TextFlag.TextWordWrap)

        def text(key: str, colour: str, x: float, y: float, w: float, value: str, flags: int = int(left),
                 font: QFont | None = None) -> float:
            if not value:
                return 0.0
            p.setFont(font or self._fonts[key])
            p.setPen(QColor(colour))
            rect = p.boundingRect(QRectF(x, y, w, 10_000), flags, value)
            p.drawText(QRectF(x, y, w, rect.height()), flags, value)
            return rect.height()

        # the box and its hands
        x = _PAD
        y: float = top + 4
        y += text("title", C.text, x, y, _HEAD_W, self.title)
        y += text("hand", C.text, x, y, _HEAD_W, self.hand_text, wrap)
        text("hand2", C.text_dim, x, y, _HEAD_W, self.hand2_text, wrap)

        # the moves, in large type
        x = _PAD + _HEAD_W + _GAP
        if self.quiet:
            quiet_w = self._quiet_width()
            text("quiet", C.text_faint, x, top + 24, quiet_w - _MOVE_GAP if quiet_w else lay.moves_w, self.quiet, wrap)
            x += quiet_w
        tag_fm = QFontMetrics(self._fonts["tag"])
        for mv, col_w in zip(self.moves, lay.cols, strict=True):
            tag_w = tag_fm.horizontalAdvance(mv.word) + 16
            tag_rect = QRectF(x, top, tag_w, tag_fm.height() + 4)
            if mv.earlier:  # outlined, smaller and dim: nothing to move any more
                p.setPen(QPen(QColor(C.text_dim), 1))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(tag_rect.adjusted(0.5, 0.5, -0.5, -0.5), 4, 4)
                p.setPen(QColor(C.text_dim))
            else:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor(mv.colour))
                p.drawRoundedRect(tag_rect, 4, 4)
                p.setPen(QColor(C.bg))
            p.setFont(self._fonts["tag"])
            p.drawText(tag_rect, int(Qt.AlignmentFlag.AlignCenter), mv.word)
            y = top + tag_fm.height() + 6
            if mv.earlier:
                y += text("amount", C.text_dim, x, y + 4, col_w, mv.amount, font=self._fonts["earlier"]) + 4
            else:
                y += text("amount", mv.colour, x, y, col_w, mv.amount, font=lay.amount_font)
            text("term", C.held if mv.held else C.text_dim, x, y, col_w, mv.term, wrap)
            x += col_w + _MOVE_GAP

        # net, flags and chips
        x = _PAD + _HEAD_W + _GAP + lay.moves_w + _GAP
        y = top
        y += text("net", self.net_colour, x, y, _MID_W, self.net_text) + 4
        for f, colour in zip(self.flags, self._flag_colours, strict=True):
            y += text("flag", colour, x, y, _MID_W, f, wrap) + 2
        if self.pay_caption:
            y += text("caption", C.text_dim, x, y, _MID_W, self.pay_caption, wrap)
            text("chips", C.text, x, y, _MID_W, self.chip_text, wrap)

        # the engine's explanation: beside the moves, or under them when they take the row
        expl_y = top + self._band_height(lay) + _GAP if lay.expl_below else top
        text("expl", C.text_dim, lay.expl_x, expl_y, lay.expl_w, self.explanation, wrap)
        p.end()


@dataclass(frozen=True, slots=True)
class _RowLayout:
    amount_font: QFont
    cols: tuple[int, ...]
    moves_w: int
    expl_x: int
    expl_w: int
    expl_below: bool = False
    """The moves leave no room beside them: the explanation is under the moves."""


class SettlementPanel(QFrame):
    """All boxes of the round, in felt order, plus the dealer and house summary."""

    def __init__(self, money: MoneyFormat, chip_set: Sequence[int] = DEFAULT_CHIP_SET, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.money = money
        self.chip_set = tuple(chip_set)
        self.info: SettlementInfo | None = None
        self.rows: list[BoxSettlementRow] = []
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(8)
        head = QHBoxLayout()
        head.setSpacing(16)
        self.title = QLabel(self.tr("SETTLEMENT"))
        theme.css(self.title, f"font-size: {theme.Size.TITLE}px; font-weight: bold;")
        self.summary = QLabel("")
        theme.css(self.summary, f"font-size: {theme.Size.BODY}px; color: {C.text_dim};")
        self.held = QLabel("")
        theme.css(self.held, f"font-size: {theme.Size.LARGE}px; color: {C.held}; font-weight: bold;")
        head.addWidget(self.title)
        head.addWidget(self.summary, 1)
        head.addWidget(self.held)
        self.confirm_cap = KeyCap("Enter", size=16)
        self.confirm_text = QLabel("")
        theme.css(self.confirm_text, f"font-size: {theme.Size.BODY}px; font-weight: bold;")
        head.addWidget(self.confirm_cap)
        head.addWidget(self.confirm_text)
        col.addLayout(head)
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.body = QWidget()
        self.body_layout = QVBoxLayout(self.body)
        self.body_layout.setContentsMargins(0, 0, 4, 0)
        self.body_layout.setSpacing(8)
        self.scroll_area.setWidget(self.body)
        col.addWidget(self.scroll_area, 1)

    def set_settlement(self, info: SettlementInfo | None) -> None:
        self.info = info
        for r in self.rows:
            r.setParent(None)
            r.deleteLater()
        self.rows = []
        while self.body_layout.count():
            self.body_layout.takeAt(0)
        if info is None:
            return
        m = self.money
        house = tr_args(self.tr("House %1"), m(info.house_net, signed=True))
        jackpot = tr_args(self.tr("jackpot after the round %1"), m(info.jackpot_after))
        self.summary.setText(f"{house}   ·   {jackpot}")
        pending = info.pending_approvals
        if pending:
            self.held.setText(self.tr("%n payout(s) HELD for a pit boss", "", len(pending)))
            self.confirm_text.setText(self.tr("co-sign"))
        else:
            self.held.setText("")
            self.confirm_text.setText(self.tr("confirm the round"))
        for b in info.boxes:
            row = BoxSettlementRow(b, m, self.chip_set)
            self.rows.append(row)
            self.body_layout.addWidget(row)
        self.body_layout.addStretch(1)

    def row(self, number: int) -> BoxSettlementRow:
        for r in self.rows:
            if r.info.number == number:
                return r
        raise KeyError(number)
