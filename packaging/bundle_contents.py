"""What the bundle leaves out: Qt modules, plugins, libraries and catalogues, babel
locales and development tools that the app never loads. Read by
``packaging/dealer-assistant.spec``; ``tests/packaging/test_bundle_contents.py``
checks the choices on Linux and Windows file names."""

from __future__ import annotations

__all__ = ["EXCLUDED_MODULES", "command_modules", "unused"]

# Qt: the app imports QtCore, QtGui, QtWidgets, QtPrintSupport and QtTest (ui/kit/qt.py); nothing else
_QT_UNUSED_NAMES = (
    "Qt3DAnimation Qt3DCore Qt3DExtras Qt3DInput Qt3DLogic Qt3DRender QtAxContainer QtBluetooth QtCharts "
    "QtConcurrent QtDataVisualization QtDBus QtDesigner QtGraphs QtHelp QtHttpServer QtLocation QtMultimedia "
    "QtMultimediaWidgets QtNetwork QtNetworkAuth QtNfc QtOpenGL QtOpenGLWidgets QtPdf QtPdfWidgets "
    "QtPositioning QtQml QtQuick QtQuick3D QtQuickControls2 QtQuickTest QtQuickWidgets QtRemoteObjects "
    "QtScxml QtSensors QtSerialBus QtSerialPort QtSpatialAudio QtSql QtStateMachine QtSvg QtSvgWidgets "
    "QtTextToSpeech QtUiTools QtWebChannel QtWebEngineCore QtWebEngineQuick QtWebEngineWidgets QtWebSockets "
    "QtWebView QtXml"
)
QT_UNUSED = ["PySide6." + m for m in _QT_UNUSED_NAMES.split()]
# development tools that are installed in the venv but never run by the app
DEV_ONLY = ["tkinter", "pytest", "pytestqt", "hypothesis", "pypdf", "treys", "mypy", "ruff", "importlinter",
            "grimp", "IPython", "numpy", "matplotlib", "setuptools", "pip", "wheel",
            # Pillow is imported by reportlab; the reports embed no images, so none of its codecs
            "PIL._avif", "PIL._webp", "PIL._imagingcms", "PIL._imagingft", "PIL.ImageQt", "PIL.ImageTk"]

def unused(dest: str) -> bool:
    """Qt plugins, libraries and catalogues, and babel locales, that the app never loads."""
    d = dest.replace("\\", "/")
    if "PySide6/Qt/plugins/" in d or "PySide6/plugins/" in d:
        kind, _, name = d.split("/plugins/", 1)[1].partition("/")
        keep = KEEP_PLUGINS.get(kind)
        return keep is None or not any(k in name for k in keep)
    name = d.rsplit("/", 1)[-1]
    if d.startswith("PySide6/") and name.startswith(("Qt6", "libQt6")):  # Linux: Qt/lib/libQt6*.so, Windows: Qt6*.dll
        return any(lib in name for lib in UNUSED_QT_LIBS)
    if "PySide6/Qt/translations/" in d or "PySide6/translations/" in d:
        return not d.rsplit("/", 1)[-1].startswith(("qtbase_ru", "qtbase_en", "qt_ru", "qt_en"))
    if "babel/locale-data/" in d:
        return not d.rsplit("/", 1)[-1].startswith(KEEP_LOCALES)
    return False


# plugin folder -> the plugins kept (a folder not named here is left out whole)
KEEP_PLUGINS = {
    "platforms": ("qxcb", "qwayland", "qoffscreen", "qminimal.", "qwindows", "qdirect2d"),
    "xcbglintegrations": ("qxcb-glx", "qxcb-egl"),
    "platforminputcontexts": ("compose", "ibus"),
    "printsupport": ("cups", "windowsprint"),
    "wayland-shell-integration": ("xdg-shell",),
    "wayland-decoration-client": ("bradient",),
    "styles": ("qmodernwindowsstyle", "qwindowsvistastyle"),
    "imageformats": ("qico",),
}
UNUSED_QT_LIBS = ("EglFS", "EglFs", "Qt6Svg", "Qt6Network", "Qt6OpenGL", "WlShellIntegration", "Qt6Pdf", "Qt6Qml",
                  "Qt6Quick", "Qt6VirtualKeyboard")
# the languages the app ships (babel's data for en_GB, ru_RU and their parents), and en_US: the UI's
# neutral money locale (ui/kit/money.py)
KEEP_LOCALES = ("root.", "en.", "en_US.", "en_GB.", "en_001.", "en_150.", "ru.", "ru_RU.")


EXCLUDED_MODULES = QT_UNUSED + DEV_ONLY


def command_modules() -> list[str]:
    """The module of every ``dealer-app`` subcommand (public and internal): each is imported
    by name only when used, so PyInstaller must be told about them. Read from
    ``dealer_main`` itself, so a new command is bundled without touching the spec."""
    from dealer_main import COMMANDS, INTERNAL

    return sorted({module for module, _, _ in COMMANDS.values()} | {module for module, _ in INTERNAL.values()})
