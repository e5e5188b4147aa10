"""The look: colours, type sizes and the application style sheet, kept as data.

Calm and high-contrast: a dark slate surround, a felt-green layout, white card
faces, and four result colours that are always paired with a word (PAY, TAKE,
RETURN, HELD) so colour is never the only signal.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass

from dealer_app.resources import resource_path
from ui.kit.qt import QApplication, QColor, QFont, QFontDatabase, QPalette, QWidget


@dataclass(frozen=True, slots=True)
class Colours:
    bg: str = "#0e1318"
    surface: str = "#161d25"
    surface2: str = "#1f2832"
    surface3: str = "#293440"
    border: str = "#34414f"
    text: str = "#f2f4f6"
    text_dim: str = "#a3b0bd"
    text_faint: str = "#6f7d8b"
    felt: str = "#0d3526"
    felt_edge: str = "#1c5a41"
    accent: str = "#e9c46a"  # focus / selection: soft gold
    accent_text: str = "#15110a"
    pay: str = "#3ecf82"
    take: str = "#ff6b63"
    push: str = "#8ab4ff"
    held: str = "#ffb23e"
    error: str = "#ff7a70"
    error_bg: str = "#3a1618"
    ok: str = "#3ecf82"
    card_face: str = "#fbfaf5"
    card_edge: str = "#c9c6bb"
    card_red: str = "#c8102e"
    card_black: str = "#111418"
    card_back: str = "#2b4f8a"
    card_disabled: str = "#3a4450"


C = Colours()


class Tone(enum.StrEnum):
    """What a figure means to the dealer; each tone has a colour and a word."""

    PAY = "pay"
    TAKE = "take"
    PUSH = "push"
    HELD = "held"
    NEUTRAL = "neutral"

    @property
    def colour(self) -> str:
        return {
            Tone.PAY: C.pay,
            Tone.TAKE: C.take,
            Tone.PUSH: C.push,
            Tone.HELD: C.held,
            Tone.NEUTRAL: C.text_dim,
        }[self]


FONT_FAMILY = "DejaVu Sans"


class Size(enum.IntEnum):
    """Pixel sizes of the type scale."""

    SMALL = 13
    BODY = 16
    LARGE = 19
    TITLE = 24
    HEADLINE = 30
    AMOUNT = 34
    HUGE = 44


def font(size: int = Size.BODY, *, bold: bool = False, mono: bool = False) -> QFont:
    f = QFont("DejaVu Sans Mono" if mono else FONT_FAMILY)
    f.setPixelSize(int(size))
    f.setBold(bold)
    if not mono:
        f.setStyleHint(QFont.StyleHint.SansSerif)
    return f


STYLE_SHEET = f"""
QMainWindow, QDialog, QStackedWidget, QScrollArea, QScrollArea > QWidget > QWidget {{ background: {C.bg}; }}
QToolTip {{ background: {C.surface3}; color: {C.text}; border: 1px solid {C.border}; padding: 4px; }}
QLabel {{ background: transparent; }}
QLabel[role="dim"] {{ color: {C.text_dim}; }}
QLabel[role="faint"] {{ color: {C.text_faint}; }}
QLabel[role="title"] {{ font-size: {Size.TITLE}px; font-weight: bold; }}
QLabel[role="headline"] {{ font-size: {Size.HEADLINE}px; font-weight: bold; }}
QLabel[role="section"] {{ color: {C.text_dim}; font-size: {Size.SMALL}px; font-weight: bold; }}
QLabel[role="error"] {{ color: {C.error}; font-weight: bold; }}
QLabel[role="ok"] {{ color: {C.ok}; font-weight: bold; }}
QFrame[role="panel"] {{ background: {C.surface}; border: 1px solid {C.border}; border-radius: 10px; }}
QFrame[role="panel"] QLabel {{ background: transparent; }}
QFrame[role="card"] {{ background: {C.surface2}; border: 1px solid {C.border}; border-radius: 10px; }}
QFrame[role="felt"] {{ background: {C.felt}; border: 1px solid {C.felt_edge}; border-radius: 14px; }}
QLineEdit, QSpinBox, QComboBox, QPlainTextEdit {{
    background: {C.surface2}; color: {C.text}; border: 2px solid {C.border}; border-radius: 8px;
    padding: 6px 10px; selection-background-color: {C.accent}; selection-color: {C.accent_text};
}}
QLineEdit:focus, QSpinBox:focus, QComboBox:focus, QPlainTextEdit:focus {{ border-color: {C.accent}; }}
QLineEdit[invalid="true"] {{ border-color: {C.error}; background: {C.error_bg}; }}
QComboBox QAbstractItemView {{ background: {C.surface2}; color: {C.text}; selection-background-color: {C.surface3}; }}
QPushButton {{
    background: {C.surface3}; color: {C.text}; border: 1px solid {C.border}; border-radius: 8px;
    padding: 8px 18px; font-weight: bold;
}}
QPushButton:hover {{ border-color: {C.text_dim}; }}
QPushButton:focus {{ border: 2px solid {C.accent}; }}
QPushButton:disabled {{ color: {C.text_faint}; background: {C.surface2}; }}
QPushButton[kind="primary"] {{ background: {C.accent}; color: {C.accent_text}; border-color: {C.accent}; }}
QPushButton[kind="primary"]:disabled {{ background: {C.surface3}; color: {C.text_faint}; border-color: {C.border}; }}
QPushButton[kind="danger"] {{ background: #5a1d20; border-color: {C.take}; }}
QTableWidget {{ background: {C.surface}; gridline-color: {C.border}; border: 1px solid {C.border}; border-radius: 8px; }}
QHeaderView::section {{ background: {C.surface2}; color: {C.text_dim}; border: none; padding: 6px; font-weight: bold; }}
QScrollBar:vertical {{ background: {C.surface}; width: 12px; }}
QScrollBar::handle:vertical {{ background: {C.surface3}; border-radius: 6px; min-height: 24px; }}
QScrollBar::add-line, QScrollBar::sub-line {{ height: 0; }}
QListWidget {{ background: {C.surface}; border: 1px solid {C.border}; border-radius: 8px; }}
QListWidget::item {{ padding: 10px; }}
QListWidget::item:selected {{ background: {C.surface3}; color: {C.text}; border-left: 4px solid {C.accent}; }}
QProgressBar {{ background: {C.surface2}; border: none; border-radius: 4px; height: 8px; text-align: center; }}
QProgressBar::chunk {{ background: {C.accent}; border-radius: 4px; }}
QCheckBox::indicator {{ width: 20px; height: 20px; }}
QLabel[tag] {{ color: {C.bg}; border-radius: 4px; padding: 1px 8px; font-size: 14px; font-weight: bold; }}
QLabel[tag="pay"] {{ background: {C.pay}; }}
QLabel[tag="take"] {{ background: {C.take}; }}
QLabel[tag="return"] {{ background: {C.push}; }}
QLabel[tag="held"] {{ background: {C.held}; }}
QLabel[pill] {{ border-radius: 4px; padding: 1px 6px; font-size: 12px; font-weight: bold; border: 1px solid {C.text_faint}; color: {C.text_faint}; }}
QLabel[pill="dim"] {{ border-color: {C.text_dim}; color: {C.text_dim}; }}
QLabel[pill="push"] {{ border-color: {C.push}; color: {C.push}; }}
QLabel[pill="accent"] {{ border-color: {C.accent}; color: {C.accent}; }}
QLabel[pill="pay"] {{ border-color: {C.pay}; color: {C.pay}; }}
QLabel[pill="held"] {{ border-color: {C.held}; color: {C.held}; }}
QLabel[keycap] {{ color: {C.text}; background: {C.surface3}; border: 1px solid {C.border}; border-bottom: 3px solid {C.border};
    border-radius: 5px; padding: 1px 7px; font-family: "DejaVu Sans Mono"; font-weight: bold; }}
QLabel[keycap="off"] {{ color: {C.text_faint}; background: {C.surface2}; }}
QLabel[keycap][size="13"] {{ font-size: 13px; }}
QLabel[keycap][size="14"] {{ font-size: 14px; }}
QLabel[keycap][size="16"] {{ font-size: 16px; }}
"""


def repolish(widget: QWidget) -> None:
    """Re-apply the application style sheet after a dynamic property changed."""
    st = widget.style()
    st.unpolish(widget)
    st.polish(widget)
    widget.updateGeometry()


_DECL = re.compile(r"\s*([a-z-]+)\s*:\s*([^;]+?)\s*(?:;|$)")
_SIMPLE = {"color", "font-size", "font-weight", "font-family"}
_PARSED: dict[str, tuple[dict[str, str], str]] = {}
_FONTS: dict[tuple[int, bool, bool], QFont] = {}


def css(widget: QWidget, declarations: str) -> None:
    """Style a widget with simple CSS declarations, fast.

    Colour and font (``color``, ``font-size``, ``font-weight``,
    ``font-family``) go to the widget's palette and font, which costs
    microseconds; anything else (borders, backgrounds, padding) is a real
    style sheet, parsed by Qt only when it changed. Building a settlement
    panel sets hundreds of these, so this matters (see benchmarks/bench_ui.py).
    """
    parsed = _PARSED.get(declarations)
    if parsed is None:
        simple: dict[str, str] = {}
        sheet: list[str] = []
        for name, value in _DECL.findall(declarations):
            if name in _SIMPLE:
                simple[name] = value.strip().strip("'\"")
            else:
                sheet.append(f"{name}: {value};")
        parsed = (simple, " ".join(sheet))
        _PARSED[declarations] = parsed
    simple, rest = parsed
    if "font-size" in simple or "font-weight" in simple or "font-family" in simple:
        size = int(simple.get("font-size", f"{int(Size.BODY)}px").removesuffix("px"))
        bold = simple.get("font-weight", "") == "bold"
        mono = "Mono" in simple.get("font-family", "")
        key = (size, bold, mono)
        f = _FONTS.get(key)
        if f is None:
            f = _FONTS[key] = font(size, bold=bold, mono=mono)
        widget.setFont(f)
    if "color" in simple:
        pal = widget.palette()
        colour = QColor(simple["color"])
        pal.setColor(QPalette.ColorRole.WindowText, colour)
        pal.setColor(QPalette.ColorRole.Text, colour)
        pal.setColor(QPalette.ColorRole.ButtonText, colour)
        widget.setPalette(pal)
    if (rest or widget.property("_css_rest")) and widget.property("_css_rest") != rest:
        widget.setProperty("_css_rest", rest)
        widget.setStyleSheet(f"{type(widget).__name__} {{ {rest} }}" if rest else "")


def apply(app: QApplication) -> None:
    """Install the palette, the default font and the style sheet on the application."""
    app.setStyle("Fusion")
    pal = QPalette()
    pal.setColor(QPalette.ColorRole.Window, QColor(C.bg))
    pal.setColor(QPalette.ColorRole.WindowText, QColor(C.text))
    pal.setColor(QPalette.ColorRole.Base, QColor(C.surface2))
    pal.setColor(QPalette.ColorRole.AlternateBase, QColor(C.surface))
    pal.setColor(QPalette.ColorRole.Text, QColor(C.text))
    pal.setColor(QPalette.ColorRole.Button, QColor(C.surface3))
    pal.setColor(QPalette.ColorRole.ButtonText, QColor(C.text))
    pal.setColor(QPalette.ColorRole.Highlight, QColor(C.accent))
    pal.setColor(QPalette.ColorRole.HighlightedText, QColor(C.accent_text))
    pal.setColor(QPalette.ColorRole.PlaceholderText, QColor(C.text_faint))
    app.setPalette(pal)
    families = set(QFontDatabase.families())
    if FONT_FAMILY not in families:  # a bare table PC: the typeface the reports embed, shipped with the app
        for name in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"):
            QFontDatabase.addApplicationFont(str(resource_path("reports.fonts", name)))
        families = set(QFontDatabase.families())
    base = font(Size.BODY)
    if FONT_FAMILY not in families:  # pragma: no cover - depends on the machine's fonts
        base = QFont()
        base.setPixelSize(int(Size.BODY))
    app.setFont(base)
    app.setStyleSheet(STYLE_SHEET)
