"""The feedback on one box: right or wrong per field, the mistake in words,
and the engine's explanation of the right answer."""

from __future__ import annotations

import html

from dealer_app.training import BoxVerdict
from ui.kit import theme
from ui.kit.chrome import Pill
from ui.kit.explained import explanation_lines
from ui.kit.money import MoneyFormat
from ui.kit.panel import PaintedFrame
from ui.kit.qt import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSize,
    QSizePolicy,
    Qt,
    QVBoxLayout,
    QWidget,
    Signal,
    translate,
)
from ui.kit.text import tr_args
from ui.training.words import clear_layout, field_label, figure_text, mistake_items, mistake_label, seconds_text

__all__ = ["FeedbackPanel", "verdict_word"]

C = theme.C


def verdict_word(v: BoxVerdict) -> tuple[str, str]:
    """(word, colour) of a verdict."""
    if not v.answered:
        return translate("Training", "NOT ANSWERED"), C.held
    if v.correct:
        return translate("Training", "RIGHT"), C.pay
    return translate("Training", "WRONG"), C.take


class _Tag(QLabel):
    def set_tag(self, text: str, colour: str) -> None:
        self.setText(f"  {text}  ")
        self.setStyleSheet(f"background: {colour}; color: {C.bg}; border-radius: 6px; padding: 3px 6px;"
                           f" font-size: {theme.Size.LARGE}px; font-weight: bold;")


class _Scroll(QScrollArea):
    """A frameless, see-through scroll area that asks for its whole text's height and
    scrolls only when the page cannot give it."""

    def __init__(self) -> None:
        super().__init__()
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.viewport().setAutoFillBackground(False)
        self.setStyleSheet("background: transparent;")

    def sizeHint(self) -> QSize:
        inner = self.widget()
        hint = super().sizeHint()
        if inner is None:
            return hint
        return QSize(hint.width(), inner.heightForWidth(max(1, self.viewport().width())) if inner.hasHeightForWidth()
                     else inner.sizeHint().height())


class FeedbackPanel(PaintedFrame):
    """One verdict, in full. ``continued`` when the trainee moves on (Enter)."""

    continued = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.set_look(C.surface, C.border, 1, 12)
        self.verdict: BoxVerdict | None = None
        outer = QVBoxLayout(self)
        outer.setContentsMargins(20, 14, 20, 14)
        outer.setSpacing(10)
        head = QHBoxLayout()
        head.setSpacing(12)
        self.tag = _Tag()
        self.where = QLabel("")
        theme.css(self.where, f"font-size: {theme.Size.TITLE}px; font-weight: bold;")
        self.timing = QLabel("")
        theme.css(self.timing, f"color: {C.text_dim}; font-size: 14px;")
        head.addWidget(self.tag)
        head.addWidget(self.where)
        head.addStretch(1)
        head.addWidget(self.timing)
        self.next_button = QPushButton(self.tr("Next box  ⏎"))
        self.next_button.setProperty("kind", "primary")
        self.next_button.setMinimumHeight(40)
        self.next_button.setMinimumWidth(150)
        self.next_button.clicked.connect(self.continued)
        head.addWidget(self.next_button)
        outer.addLayout(head)

        body = QHBoxLayout()
        body.setSpacing(24)
        left = QVBoxLayout()
        left.setSpacing(4)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(18)
        self.grid.setVerticalSpacing(5)
        left.addLayout(self.grid)
        left.addStretch(1)
        body.addLayout(left, 5)

        right = QVBoxLayout()
        right.setSpacing(6)
        self.mistake_box = PaintedFrame()
        self.mistake_box.set_look(C.error_bg, C.take, 1, 8)
        mcol = QVBoxLayout(self.mistake_box)
        mcol.setContentsMargins(12, 8, 12, 10)
        mcol.setSpacing(3)
        cap = QLabel(self.tr("THE MISTAKE"))
        theme.css(cap, f"color: {C.take}; font-size: 11px; font-weight: bold;")
        self.mistake = QLabel("")
        self.mistake.setWordWrap(True)
        theme.css(self.mistake, f"color: {C.text}; font-size: {theme.Size.BODY}px; font-weight: bold;")
        self.rule = QLabel("")
        self.rule.setWordWrap(True)
        theme.css(self.rule, f"color: {C.text_dim}; font-size: 14px;")
        self.kind_pill = Pill(size=11)
        krow = QHBoxLayout()
        krow.addWidget(cap)
        krow.addStretch(1)
        krow.addWidget(self.kind_pill)
        mcol.addLayout(krow)
        mcol.addWidget(self.mistake)
        mcol.addWidget(self.rule)
        right.addWidget(self.mistake_box)
        ecap = QLabel(self.tr("THE RIGHT ANSWER, AS THE ENGINE SETTLES IT"))
        theme.css(ecap, f"color: {C.text_faint}; font-size: 11px; font-weight: bold;")
        right.addWidget(ecap)
        self.explanation = QLabel("")
        self.explanation.setObjectName("Explanation")
        self.explanation.setWordWrap(True)
        self.explanation.setTextFormat(Qt.TextFormat.PlainText)
        self.explanation.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.explanation.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        theme.css(self.explanation, f"color: {C.text}; font-size: 14px;")
        # a long explanation scrolls rather than squeeze the boxes above the panel
        self.explanation_scroll = _Scroll()
        self.explanation_scroll.setWidget(self.explanation)
        self.explanation.setAutoFillBackground(False)  # the panel's own colour shows through
        self.explanation_scroll.setMinimumHeight(3 * self.explanation.fontMetrics().lineSpacing())
        right.addWidget(self.explanation_scroll, 1)
        body.addLayout(right, 6)
        outer.addLayout(body, 1)

    def show_verdict(self, v: BoxVerdict, money: MoneyFormat, *, target: float | None = None,
                     can_continue: bool = True, continue_text: str = "") -> None:
        self.verdict = v
        word, colour = verdict_word(v)
        self.tag.set_tag(word, colour)
        self.where.setText(tr_args(self.tr("Round %1 · box %2"), str(v.round), str(v.box)))
        if v.seconds is not None:
            t = seconds_text(v.seconds)
            if target is not None:
                t += "  ·  " + tr_args(self.tr("target %1 s"), f"{target:.0f}")
            self.timing.setText(t)
        else:
            self.timing.setText("")
        self.next_button.setVisible(can_continue)
        if continue_text:
            self.next_button.setText(continue_text)
        self._fill_grid(v, money)
        items = mistake_items(v)
        self.mistake_box.setVisible(bool(items))
        numbered = len(items) > 1
        self.mistake.setText("\n".join(f"{i}. {head}" if numbered else head for i, (head, _) in enumerate(items, 1)))
        self.rule.setText("\n".join(f"{i}. {rule}" if numbered else rule
                                     for i, (_, rule) in enumerate(items, 1) if rule))
        made = v.mistakes
        if len(made) > 1:
            self.kind_pill.set_pill(tr_args(self.tr("%1 MISTAKES"), str(len(made))), C.take)
        elif v.mistake is not None:
            self.kind_pill.set_pill(mistake_label(made[0] if made else v.mistake).upper(), C.take)
        self.explanation.setText("\n".join(explanation_lines(v.explained, v.explanation)))

    def _fill_grid(self, v: BoxVerdict, money: MoneyFormat) -> None:
        clear_layout(self.grid)
        heads = ("", self.tr("YOU SAID"), self.tr("RIGHT ANSWER"), "")
        for c, h in enumerate(heads):
            lab = QLabel(h)
            theme.css(lab, f"color: {C.text_faint}; font-size: 11px; font-weight: bold;")
            self.grid.addWidget(lab, 0, c)
        for r, check in enumerate(v.checks, start=1):
            name = QLabel(field_label(check.field))
            theme.css(name, f"color: {C.text_dim}; font-size: 14px; font-weight: bold;")
            given = figure_text(check.field, check.given, money, answered=check.answered)
            right = figure_text(check.field, check.expected, money)
            g = QLabel(given.text)
            theme.css(g, f"color: {given.colour}; font-size: {theme.Size.BODY}px; font-weight: bold;")
            if not check.ok and check.answered:
                g.setTextFormat(Qt.TextFormat.RichText)
                g.setText(f"<s>{html.escape(given.text)}</s>")
            e = QLabel(right.text)
            theme.css(e, f"color: {right.colour}; font-size: {theme.Size.BODY}px; font-weight: bold;")
            mark = QLabel("✓" if check.ok else "✗")
            theme.css(mark, f"color: {C.ok if check.ok else C.take}; font-size: {theme.Size.LARGE}px; font-weight: bold;")
            mark.setToolTip(self.tr("right") if check.ok else self.tr("wrong"))
            for c, w in enumerate((name, g, e, mark)):
                self.grid.addWidget(w, r, c)
        self.grid.setColumnStretch(4, 1)

    def checks_shown(self) -> list[tuple[str, str, str, str]]:
        """The grid as text rows (field, you said, right answer, ✓/✗), for tests."""
        out = []
        for r in range(1, self.grid.rowCount()):
            cells = []
            for c in range(4):
                item = self.grid.itemAtPosition(r, c)
                w = item.widget() if item is not None else None
                text = w.text() if isinstance(w, QLabel) else ""
                cells.append(html.unescape(text.replace("<s>", "").replace("</s>", "")))
            if any(cells):
                out.append((cells[0], cells[1], cells[2], cells[3]))
        return out
