"""The frame around the table: top bar, next-step line, key hints, key caps."""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

from ui.kit import theme
from ui.kit.painted import PaintsText, TextPainter
from ui.kit.panel import PaintedFrame
from ui.kit.qt import (
    QColor,
    QFontMetrics,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPainter,
    QPaintEvent,
    QPen,
    QPushButton,
    QRectF,
    QResizeEvent,
    QSize,
    QSizePolicy,
    Qt,
    QTime,
    QTimer,
    QVBoxLayout,
    QWidget,
    Signal,
)
from ui.kit.text import tr_args

__all__ = ["KeyCap", "KeyHint", "KeyHints", "NextStepBar", "Pill", "SaveState", "TopBar", "clear_layout"]


def clear_layout(layout: QLayout) -> None:
    """Remove every item of ``layout``; its widgets are hidden at once and deleted later
    (deleteLater waits for the event loop, and a grab or repaint may come first)."""
    while layout.count():
        item = layout.takeAt(0)
        w = item.widget() if item is not None else None
        if w is not None:
            w.hide()
            w.deleteLater()


class Pill(QWidget, PaintsText):
    """A word in a coloured outline (a box's state): painted, sized to its text."""

    def __init__(self, parent: QWidget | None = None, *, size: int = 12) -> None:
        super().__init__(parent)
        self._text = ""
        self._colour = C.text_faint
        self._font = theme.font(size, bold=True)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def set_pill(self, text: str, colour: str) -> None:
        if (text, colour) != (self._text, self._colour):
            self._text, self._colour = text, colour
            self.updateGeometry()
            self.update()

    def text(self) -> str:
        return self._text

    def sizeHint(self) -> QSize:
        fm = QFontMetrics(self._font)
        return QSize(fm.horizontalAdvance(self._text) + 14, fm.height() + 6)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self._text:
            return
        p = TextPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        colour = QColor(self._colour)
        p.setPen(QPen(colour, 1))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 4, 4)
        p.setFont(self._font)
        p.drawText(QRectF(self.rect()), int(Qt.AlignmentFlag.AlignCenter), self._text)
        p.end()

C = theme.C


class KeyCap(QLabel):
    """A key drawn as a key: ``[Enter]``."""

    def __init__(self, key: str, parent: QWidget | None = None, *, size: int = 14, active: bool = True) -> None:
        super().__init__(key, parent)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._size = size
        self.set_active(active)

    def set_active(self, active: bool) -> None:
        self.setProperty("keycap", "on" if active else "off")
        self.setProperty("size", str(self._size))
        theme.repolish(self)


@dataclass(frozen=True, slots=True)
class KeyHint:
    key: str
    label: str
    active: bool = True


class KeyHints(QWidget):
    """The key map along the bottom edge: what each key does, lit when it applies now."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._row = QHBoxLayout(self)
        self._row.setContentsMargins(16, 4, 16, 6)
        self._row.setSpacing(6)
        self._hints: tuple[KeyHint, ...] = ()

    def set_hints(self, hints: Sequence[KeyHint]) -> None:
        hints = tuple(hints)
        if hints == self._hints:
            return
        self._hints = hints
        clear_layout(self._row)
        self._labels: list[tuple[KeyHint, KeyCap, QLabel]] = []
        self._level: int | None = None
        for h in hints:
            cap = KeyCap(h.key, size=13, active=h.active)
            lab = QLabel(h.label)
            self._row.addWidget(cap)
            self._row.addWidget(lab)
            self._labels.append((h, cap, lab))
        self._row.addStretch(1)
        self._fit()

    @property
    def hints(self) -> tuple[KeyHint, ...]:
        return self._hints

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def minimumSizeHint(self) -> QSize:
        """The key map never makes the window wider: it tightens its labels to the width it gets."""
        return QSize(0, super().minimumSizeHint().height())

    def _fit(self) -> None:
        """Full labels when the row fits; else tighter labels; else the keys that do not
        apply now drop their labels (a longer language must never clip a word). Showing,
        hiding or restyling a label resizes this widget again: that resize is ignored."""
        labels = getattr(self, "_labels", None)
        if not labels or getattr(self, "_fitting", False):
            return
        self._fitting = True
        try:
            for level in range(len(_HINT_LOOK)):
                self._restyle(level)
                if self.width() <= 0 or self._needed() <= self.width():
                    break
        finally:
            self._fitting = False

    def _restyle(self, level: int) -> None:
        if level == self._level:
            return
        self._level = level
        size, pad = _HINT_LOOK[level]
        for h, _cap, lab in self._labels:
            lab.setVisible(h.active or level < 2)
            theme.css(lab, f"color: {C.text if h.active else C.text_faint}; font-size: {size}px; padding-right: {pad}px;")

    def _needed(self) -> int:
        """The row's width at the current level (what each item asks for)."""
        m = self._row.contentsMargins()
        widths = [cap.sizeHint().width() for _h, cap, _lab in self._labels]
        keep_all = (self._level or 0) < 2
        widths += [lab.sizeHint().width() for h, _cap, lab in self._labels if h.active or keep_all]
        return m.left() + m.right() + sum(widths) + self._row.spacing() * len(widths)


# the key map's label type at each level of :meth:`KeyHints._fit`: (pixel size, padding after)
_HINT_LOOK = ((13, 10), (12, 6), (12, 6))


class NextStepBar(PaintedFrame):
    """One line: what the app expects now, and the key for it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("NextStepBar")
        self.set_look(C.surface2, C.border, 1, sides="both")
        row = QHBoxLayout(self)
        row.setContentsMargins(16, 8, 16, 8)
        row.setSpacing(12)
        self.tag = QLabel(self.tr("NEXT"))
        self.tag.setStyleSheet(
            f"color: {C.accent_text}; background: {C.accent}; border-radius: 4px; padding: 2px 8px; font-weight: bold; font-size: 13px;"
        )
        self.who = QLabel("")
        """Whom the next key acts on ("BOX 2", "DEALER"); hidden when it is the whole table."""
        self.who.setObjectName("NextWho")
        theme.css(self.who, f"color: {C.text}; border: 2px solid {C.accent}; border-radius: 4px; padding: 1px 8px;"
                            f" font-size: {theme.Size.LARGE}px; font-weight: bold;")
        self.who.setVisible(False)
        self.text = QLabel("")
        theme.css(self.text, f"font-size: {theme.Size.LARGE}px; font-weight: bold;")
        self.text.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.text.setWordWrap(True)  # a long line (a refusal's reason, Russian) takes two lines, never cut
        self.keys = QHBoxLayout()
        self.keys.setSpacing(6)
        row.addWidget(self.tag)
        row.addWidget(self.who)
        row.addWidget(self.text, 1)
        row.addLayout(self.keys)
        self._key_texts: tuple[str, ...] = ()

    def set_step(self, text: str, keys: Sequence[str] = (), who: str = "") -> None:
        self.text.setText(text)
        self.who.setText(who)
        self.who.setVisible(bool(who))
        keys = tuple(keys)
        if keys != self._key_texts:
            self._key_texts = keys
            clear_layout(self.keys)
            for k in keys:
                self.keys.addWidget(KeyCap(k, size=16), 0, Qt.AlignmentFlag.AlignVCenter)

    @property
    def key_texts(self) -> tuple[str, ...]:
        return self._key_texts


def top_bar_field(row: QHBoxLayout, caption: str) -> QLabel:
    """A caption above a value, as the top bars show them; returns the value label."""
    col = QVBoxLayout()
    col.setSpacing(0)
    cap = QLabel(caption)
    theme.css(cap, f"color: {C.text_faint}; font-size: 11px; font-weight: bold;")
    val = QLabel("—")
    theme.css(val, f"font-size: {int(theme.Size.BODY)}px; font-weight: bold;")
    col.addWidget(cap)
    col.addWidget(val)
    row.addLayout(col)
    return val


class SaveState(enum.Enum):
    SAVED = "saved"
    SAVING = "saving"
    FAILED = "failed"
    IDLE = "idle"


class TopBar(PaintedFrame):
    """Table, shift, dealer, clock, jackpot meter, house profile, last saved.

    The frame every table screen's top bar shares: its own fields on the left
    (:meth:`_fields`; the Russian Poker table's by default), then the last save,
    the clock and one button (:meth:`_button`)."""

    profile_clicked = Signal()
    menu_clicked = Signal()
    SPACING = 22

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(type(self).__name__)
        self.set_look(C.surface, C.border, 1, sides="bottom")
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)  # never squeezed by the screen below
        row = QHBoxLayout(self)
        row.setContentsMargins(16, 6, 12, 6)
        row.setSpacing(self.SPACING)
        self._fields(row)
        row.addStretch(1)
        self.saved = QLabel("")
        theme.css(self.saved, f"color: {C.text_dim}; font-size: 13px;")
        row.addWidget(self.saved)
        self.clock = QLabel("")
        theme.css(self.clock, f"font-size: {theme.Size.TITLE}px; font-weight: bold; font-family: 'DejaVu Sans Mono';")
        row.addWidget(self.clock)
        row.addWidget(self._button())
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.on_timer_timeout)
        self._timer.start(1000)
        self.on_timer_timeout()

    def _fields(self, row: QHBoxLayout) -> None:
        self.table = top_bar_field(row, self.tr("TABLE"))
        self.shift = top_bar_field(row, self.tr("SHIFT"))
        self.round = top_bar_field(row, self.tr("ROUND"))
        self.dealer = top_bar_field(row, self.tr("DEALER"))
        self.jackpot = top_bar_field(row, self.tr("JACKPOT"))
        theme.css(self.jackpot, f"color: {C.accent}; font-size: {theme.Size.LARGE}px; font-weight: bold;")
        col = QVBoxLayout()
        col.setSpacing(0)
        cap = QLabel(self.tr("HOUSE RULES"))
        theme.css(cap, f"color: {C.text_faint}; font-size: 11px; font-weight: bold;")
        self.profile = QPushButton("")
        self.profile.setToolTip(self.tr("Show the pay tables and every house rule"))
        self.profile.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.profile.setStyleSheet(
            f"QPushButton {{ background: transparent; border: none; padding: 0; text-align: left; color: {C.text};"
            f" font-size: {theme.Size.BODY}px; font-weight: bold; text-decoration: underline; }}"
        )
        self.profile.clicked.connect(self.profile_clicked)
        col.addWidget(cap)
        col.addWidget(self.profile)
        row.addLayout(col)

    def _button(self) -> QPushButton:
        self.menu = QPushButton(self.tr("Menu"))
        self.menu.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.menu.clicked.connect(self.menu_clicked)
        return self.menu

    def on_timer_timeout(self) -> None:
        self.clock.setText(QTime.currentTime().toString("HH:mm"))

    def set_save_state(self, state: SaveState, detail: str = "") -> None:
        if state is SaveState.SAVED:
            # the detail is a whole phrase ("round 4 stored"); without one, just "Saved"
            self.saved.setText(tr_args(self.tr("✓ %1"), detail) if detail else self.tr("✓ Saved"))
            theme.css(self.saved, f"color: {C.ok}; font-size: 13px;")
        elif state is SaveState.SAVING:
            self.saved.setText(self.tr("Saving…"))
            theme.css(self.saved, f"color: {C.text_dim}; font-size: 13px;")
        elif state is SaveState.FAILED:
            self.saved.setText(tr_args(self.tr("✗ NOT SAVED: %1"), detail))
            theme.css(self.saved, f"color: {C.error}; font-size: 13px; font-weight: bold;")
        else:
            self.saved.setText("")
