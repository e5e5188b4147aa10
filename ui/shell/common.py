"""Building blocks shared by the full-window screens (start-up, sign-in, shift)."""

from __future__ import annotations

from ui.kit import theme
from ui.kit.panel import PaintedFrame
from ui.kit.qt import QHBoxLayout, QLabel, QLineEdit, QPushButton, QSizePolicy, Qt, QVBoxLayout, QWidget

__all__ = ["Page", "line_edit", "primary_button"]

C = theme.C


class Page(QWidget):
    """A full-window page: brand line at the top, a centred panel of a given width."""

    def __init__(self, title: str, subtitle: str = "", *, width: int = 560, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(32, 20, 32, 24)
        outer.setSpacing(0)
        brand_row = QHBoxLayout()
        brand = QLabel("♠ ♥  Dealer Assistant")
        theme.css(brand, f"color: {C.accent}; font-size: {theme.Size.LARGE}px; font-weight: bold;")
        brand_row.addWidget(brand)
        brand_row.addStretch(1)
        self.corner = QHBoxLayout()
        brand_row.addLayout(self.corner)
        outer.addLayout(brand_row)
        outer.addStretch(1)
        mid = QHBoxLayout()
        mid.addStretch(1)
        self.panel = PaintedFrame()
        self.panel.set_look(C.surface, C.border, 1, 16)
        self.panel.setFixedWidth(width)
        self.panel.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Maximum)
        mid.addWidget(self.panel)
        mid.addStretch(1)
        outer.addLayout(mid)
        outer.addStretch(2)
        self.body = QVBoxLayout(self.panel)
        self.body.setContentsMargins(32, 28, 32, 28)
        self.body.setSpacing(14)
        self.title = QLabel(title)
        self.title.setWordWrap(True)
        theme.css(self.title, f"font-size: {theme.Size.HEADLINE}px; font-weight: bold;")
        self.body.addWidget(self.title)
        self.subtitle = QLabel(subtitle)
        self.subtitle.setWordWrap(True)
        theme.css(self.subtitle, f"color: {C.text_dim}; font-size: {theme.Size.BODY}px;")
        self.subtitle.setVisible(bool(subtitle))
        self.body.addWidget(self.subtitle)

    def add_problem_label(self) -> QLabel:
        lab = QLabel("")
        lab.setWordWrap(True)
        lab.setTextFormat(Qt.TextFormat.PlainText)
        theme.css(lab, f"color: {C.error}; font-size: {theme.Size.BODY}px; font-weight: bold;")
        lab.setVisible(False)
        self.body.addWidget(lab)
        return lab


def primary_button(text: str) -> QPushButton:
    b = QPushButton(text)
    b.setProperty("kind", "primary")
    b.setMinimumHeight(46)
    b.setDefault(True)
    return b


def line_edit(placeholder: str = "", *, password: bool = False) -> QLineEdit:
    e = QLineEdit()
    e.setPlaceholderText(placeholder)
    e.setMinimumHeight(44)
    if password:
        e.setEchoMode(QLineEdit.EchoMode.Password)
    return e


def show_problem(label: QLabel, text: str) -> None:
    label.setText(("⚠ " + text) if text else "")
    label.setVisible(bool(text))
