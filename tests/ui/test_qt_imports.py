"""``ui/kit/qt.py`` is the one module of ``ui`` that imports Qt (PySide6 or its
shiboken6): every other module takes Qt's names from it, so a binding change, a
version check or a work-around lives in one place."""

from __future__ import annotations

import ast
from pathlib import Path

UI = Path(__file__).resolve().parents[2] / "ui"
QT_PACKAGES = ("PySide6", "shiboken6")


def _is_qt(module: str | None) -> bool:
    return module is not None and module.split(".")[0] in QT_PACKAGES


def qt_imports(path: Path) -> list[str]:
    """Every place ``path`` imports Qt: import statements (at any depth, in functions too)
    and ``importlib.import_module`` / ``__import__`` of a literal name."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    out: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out += [f"{node.lineno}: import {a.name}" for a in node.names if _is_qt(a.name)]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and _is_qt(node.module):
            out.append(f"{node.lineno}: from {node.module} import ...")
        elif isinstance(node, ast.Call) and node.args:
            f = node.func
            name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
            arg = node.args[0]
            if name in ("import_module", "__import__") and isinstance(arg, ast.Constant) and isinstance(arg.value, str) \
                    and _is_qt(arg.value):
                out.append(f"{node.lineno}: {name}({arg.value!r})")
    return out


def test_only_ui_qt_imports_pyside6() -> None:
    offenders = {
        str(p.relative_to(UI.parent)): found
        for p in sorted(UI.rglob("*.py"))
        if p != UI / "kit" / "qt.py" and (found := qt_imports(p))
    }
    assert offenders == {}, "import Qt through ui.kit.qt: " + repr(offenders)
    assert qt_imports(UI / "kit" / "qt.py"), "ui/kit/qt.py is where Qt comes from"


def test_the_check_sees_every_form_of_import(tmp_path: Path) -> None:
    src = tmp_path / "m.py"
    src.write_text("import os\nfrom ui.kit.qt import QWidget\n\ndef f():\n    from PySide6 import QtPrintSupport\n"
                   "    import shiboken6\n    import importlib\n    importlib.import_module('PySide6.QtSvg')\n"
                   "    __import__('PySide6')\n", encoding="utf-8")
    assert [line.split(":")[0] for line in qt_imports(src)] == ["5", "6", "8", "9"]


def test_printing_comes_through_ui_qt() -> None:
    import ui.console.docs as docs
    from ui.kit import qt

    assert docs.QtPrintSupport is qt.QtPrintSupport
    assert "QtPrintSupport" in qt.__all__
