"""What the bundle leaves out (packaging/bundle_contents.py, read by the spec), on
Linux and Windows file names: only the Qt the app uses, English and Russian data."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _contents() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bundle_contents", ROOT / "packaging" / "bundle_contents.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize(("dest", "left_out"), [
    ("PySide6/Qt/lib/libQt6Widgets.so.6", False),
    ("PySide6/Qt/lib/libQt6PrintSupport.so.6", False),
    ("PySide6/Qt/lib/libQt6DBus.so.6", False),  # QtGui needs it on Linux
    ("PySide6/Qt/lib/libicudata.so.73", False),
    ("PySide6/Qt/lib/libQt6Svg.so.6", True),
    ("PySide6/Qt/lib/libQt6Network.so.6", True),
    ("PySide6/Qt/lib/libQt6EglFSDeviceIntegration.so.6", True),
    ("PySide6\\Qt6Core.dll", False),
    ("PySide6\\Qt6Svg.dll", True),
    ("PySide6/Qt/plugins/platforms/libqxcb.so", False),
    ("PySide6/Qt/plugins/platforms/libqwayland.so", False),
    ("PySide6/Qt/plugins/platforms/libqoffscreen.so", False),
    ("PySide6/Qt/plugins/platforms/libqvnc.so", True),
    ("PySide6/Qt/plugins/platforms/libqeglfs.so", True),
    ("PySide6\\plugins\\platforms\\qwindows.dll", False),
    ("PySide6/Qt/plugins/printsupport/libcupsprintersupport.so", False),
    ("PySide6/Qt/plugins/imageformats/libqsvg.so", True),
    ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", True),
    ("PySide6/Qt/translations/qtbase_ru.qm", False),
    ("PySide6/Qt/translations/qtbase_de.qm", True),
    ("babel/locale-data/ru.dat", False),
    ("babel/locale-data/en_GB.dat", False),
    ("babel/locale-data/en_US.dat", False),  # ui/kit/money.py formats with it
    ("babel/locale-data/root.dat", False),
    ("babel/locale-data/de_DE.dat", True),
    ("reports/fonts/DejaVuSans.ttf", False),
    ("ui/translations/dealer_ru.qm", False),
])
def test_what_the_bundle_leaves_out(dest: str, left_out: bool) -> None:
    assert _contents().unused(dest) is left_out


def test_the_qt_modules_the_app_imports_are_never_excluded() -> None:
    excluded = set(_contents().EXCLUDED_MODULES)
    qt = (ROOT / "ui" / "kit" / "qt.py").read_text(encoding="utf-8")
    for module in ("QtCore", "QtGui", "QtWidgets", "QtPrintSupport", "QtTest"):
        assert module in qt and f"PySide6.{module}" not in excluded
    assert {"PySide6.QtQml", "PySide6.QtNetwork", "pytest", "PySide6.QtWebEngineCore"} <= excluded
    assert "PIL" not in excluded  # reportlab imports Pillow


def test_every_command_is_bundled() -> None:
    from dealer_main import COMMANDS

    modules = _contents().command_modules()
    assert {module for module, _, _ in COMMANDS.values()} <= set(modules)
    assert "reports.progress" in modules and "dealer_app.cli_setup" in modules
    spec = (ROOT / "packaging" / "dealer-assistant.spec").read_text(encoding="utf-8")
    assert "*command_modules()" in spec
