"""The one module through which the desktop app imports Qt (qutebrowser's rule).

Every other module of ``ui`` imports Qt names from here, never from PySide6
directly, so a binding change, a version check or a workaround lives in one
place. Only the names the app uses are re-exported.
"""

from __future__ import annotations

from PySide6 import QtCore, QtGui, QtPrintSupport, QtWidgets
from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QDate,
    QEasingCurve,
    QElapsedTimer,
    QEvent,
    QEventLoop,
    QKeyCombination,
    QLibraryInfo,
    QLocale,
    QMargins,
    QMetaObject,
    QObject,
    QPoint,
    QPointF,
    QPropertyAnimation,
    QRect,
    QRectF,
    QSize,
    QSocketNotifier,
    Qt,
    QThread,
    QTime,
    QTimer,
    QTranslator,
    Signal,
    Slot,
)
from PySide6.QtGui import (
    QAction,
    QBrush,
    QColor,
    QFont,
    QFontDatabase,
    QFontMetrics,
    QGuiApplication,
    QIcon,
    QImage,
    QIntValidator,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
    QPixmap,
    QResizeEvent,
    QShortcut,
    QShowEvent,
    QWindow,
)
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpacerItem,
    QSpinBox,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

QT_VERSION = QtCore.qVersion()

__all__ = [
    "QT_TRANSLATE_NOOP",
    "QT_VERSION",
    "QAbstractAnimation",
    "QAbstractButton",
    "QAction",
    "QApplication",
    "QBrush",
    "QButtonGroup",
    "QCheckBox",
    "QColor",
    "QComboBox",
    "QCoreApplication",
    "QDate",
    "QDialog",
    "QDialogButtonBox",
    "QEasingCurve",
    "QElapsedTimer",
    "QEvent",
    "QEventLoop",
    "QFont",
    "QFontDatabase",
    "QFontMetrics",
    "QFormLayout",
    "QFrame",
    "QGridLayout",
    "QGroupBox",
    "QGuiApplication",
    "QHBoxLayout",
    "QHeaderView",
    "QIcon",
    "QImage",
    "QIntValidator",
    "QKeyEvent",
    "QKeySequence",
    "QLabel",
    "QLayout",
    "QLibraryInfo",
    "QLineEdit",
    "QListWidget",
    "QListWidgetItem",
    "QLocale",
    "QMainWindow",
    "QMargins",
    "QMenu",
    "QMessageBox",
    "QMetaObject",
    "QMouseEvent",
    "QObject",
    "QPaintEvent",
    "QPainter",
    "QPainterPath",
    "QPalette",
    "QPen",
    "QPixmap",
    "QPlainTextEdit",
    "QPoint",
    "QPointF",
    "QProgressBar",
    "QPropertyAnimation",
    "QPushButton",
    "QRect",
    "QRectF",
    "QResizeEvent",
    "QScrollArea",
    "QShortcut",
    "QShowEvent",
    "QSize",
    "QSizePolicy",
    "QSocketNotifier",
    "QSpacerItem",
    "QSpinBox",
    "QStackedWidget",
    "QTableWidget",
    "QTableWidgetItem",
    "QTest",
    "QTextBrowser",
    "QThread",
    "QTime",
    "QTimer",
    "QToolButton",
    "QTranslator",
    "QVBoxLayout",
    "QWidget",
    "QWindow",
    "Qt",
    "QtCore",
    "QtGui",
    "QtPrintSupport",
    "QtWidgets",
    "Signal",
    "Slot",
    "key_combination",
    "translate",
]


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """Translate a text marked elsewhere with :func:`QT_TRANSLATE_NOOP`.

    ``pyside6-lupdate`` finds literals only in ``self.tr("...")``,
    ``QCoreApplication.translate("Context", "...")`` and
    ``QT_TRANSLATE_NOOP("Context", "...")``; never call a helper named ``tr``
    with a context (lupdate would read the context as the text).
    """
    return QCoreApplication.translate(context, text, disambiguation, n)


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark a literal for translation without translating it now."""
    del context
    return text


def key_combination(name: str) -> QKeyCombination:
    """The (first) key combination a key name stands for: ``"F5"``, ``"Ctrl+N"``, ``"1"``."""
    # PySide6's stubs lack QKeySequence.__getitem__ (Qt's operator[]), which the binding has.
    combo: QKeyCombination = QKeySequence(name)[0]  # type: ignore[index]
    return combo
