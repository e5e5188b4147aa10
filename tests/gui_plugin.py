"""The test session's plugin: markers by what a test does, and no widget left alive.

- ``gui``: the test uses Qt (pytest-qt's ``qapp`` or ``qtbot``, directly or through
  a fixture). Derived, never set by folder.
- ``subprocess``: the test starts a process. Set on the test; a test that starts
  one without it fails, so the marker always says what the test does.
- ``slow``: set on the test; ``./dev test --quick`` leaves these out.

After every test that used Qt, the English catalogue is installed again, every
pending ``deleteLater()`` is run, and a test
that leaves a top-level widget alive fails (its widgets are then deleted, so the
next test starts clean). Without this a closed window never went away and each
test built its window slower than the one before.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from typing import Any

import pytest

_GUI_FIXTURES = {"qapp", "qtbot"}


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if _GUI_FIXTURES & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.gui)


@pytest.fixture(scope="session")
def qapp_args() -> list[str]:
    return ["dealer-app-tests"]


@pytest.fixture(autouse=True)
def _processes_are_declared(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """A test that starts a process must say so with ``@pytest.mark.subprocess``."""
    if request.node.get_closest_marker("subprocess") is not None:
        return
    name = request.node.nodeid

    def refuse(self: Any, *args: Any, **kwargs: Any) -> None:
        raise AssertionError(f"{name} starts a process ({args[0] if args else kwargs.get('args')!r}) "
                             "but is not marked @pytest.mark.subprocess")

    monkeypatch.setattr(subprocess.Popen, "__init__", refuse)


@pytest.fixture(autouse=True)
def _no_widget_left_alive(request: pytest.FixtureRequest) -> Iterator[None]:
    """Torn down after every other fixture of the test: nothing of Qt may outlive it."""
    yield
    if "PySide6.QtWidgets" not in sys.modules:
        return
    from PySide6.QtWidgets import QApplication

    if QApplication.instance() is None:
        return
    from gui_support import flush_deletes, live_top_level_widgets

    if "ui.i18n" in sys.modules:  # a Russian window leaves its catalogue installed: back to English
        sys.modules["ui.i18n"].install(QApplication.instance(), "en")
    left = live_top_level_widgets()
    if not left:
        return
    names = sorted({type(w).__name__ for w in left})
    for w in left:
        w.close()
        w.deleteLater()
    flush_deletes()
    pytest.fail(f"{request.node.nodeid} left {len(left)} top-level widget(s) alive: {', '.join(names)}; "
                "close them (gui_support.close_window) or register them with qtbot.addWidget", pytrace=False)


# The real main window, shared by the GUI areas. An area names its own ``gui_people``
# (who exists before the window opens) and, if it scripts them, its ``dialogs``.


@pytest.fixture
def gui_people() -> dict[str, tuple[str, str]]:
    from gui_support import PEOPLE

    return PEOPLE


@pytest.fixture
def dialogs() -> Any:
    from ui.kit.dialogs import ScriptedDialogService

    return ScriptedDialogService()


@pytest.fixture
def people(db_path: Any, gui_people: dict[str, tuple[str, str]]) -> dict[str, tuple[str, str]]:
    from gui_support import make_people

    make_people(db_path, gui_people)
    return gui_people


@pytest.fixture
def window(qapp: Any, db_path: Any, people: dict[str, tuple[str, str]], dialogs: Any) -> Iterator[Any]:
    from gui_support import close_window, make_window

    w = make_window(db_path, dialogs=dialogs)
    yield w
    close_window(w)
