"""Files the app ships beside its code (translations, fonts, house profiles,
build information), found the same way from a source checkout, a venv and the
PyInstaller bundle.

Every module asks :func:`resource_path` instead of building a path from its
own ``__file__``: inside the one-folder bundle the packages' data files sit
under ``sys._MEIPASS`` (the bundle's ``_internal`` folder) in the same
package layout, and there may be no ``__file__`` worth trusting there.
"""

from __future__ import annotations

import sys
from importlib.util import find_spec
from pathlib import Path

__all__ = ["frozen", "package_dir", "resource_path"]


def frozen() -> bool:
    """True when running from the PyInstaller bundle (``dealer-app`` executable)."""
    return bool(getattr(sys, "frozen", False)) and bool(_meipass())


def _meipass() -> str:
    return str(getattr(sys, "_MEIPASS", ""))


def package_dir(package: str) -> Path:
    """The folder holding ``package``'s modules and data files (``"ui.translations"``)."""
    if frozen():
        return Path(_meipass(), *package.split("."))
    spec = find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        raise ModuleNotFoundError(f"{package} is not a package of this installation")
    return Path(next(iter(spec.submodule_search_locations))).resolve()


def resource_path(package: str, *parts: str) -> Path:
    """The path of a data file (or folder) shipped in ``package``:
    ``resource_path("reports.fonts", "DejaVuSans.ttf")``."""
    return package_dir(package).joinpath(*parts)
