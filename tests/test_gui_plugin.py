"""The session's GUI plugin keeps every GUI test independent of the ones before it:
a test that leaves a top-level widget alive fails, and a closed window is gone."""

from __future__ import annotations

from typing import Any

import pytest

import ui.kit.qt  # noqa: F401 - Qt loaded before pytester's inner runs, which restore sys.modules after them


def test_a_test_that_leaves_a_window_alive_fails(pytester: pytest.Pytester, qapp: Any) -> None:
    pytester.makeconftest('pytest_plugins = ["gui_plugin"]\n')
    pytester.makepyfile(
        """
        KEEP = []

        def test_leaves_a_window(qapp):
            from PySide6.QtWidgets import QWidget
            w = QWidget()
            w.show()
            KEEP.append(w)

        def test_closes_its_window(qapp):
            from PySide6.QtWidgets import QWidget
            w = QWidget()
            w.show()
            w.close()
            w.deleteLater()

        def test_starts_clean(qapp):
            from PySide6.QtWidgets import QApplication
            assert QApplication.topLevelWidgets() == []
        """
    )
    result = pytester.runpytest_inprocess("-p", "no:xdist", "-p", "no:cacheprovider")
    result.assert_outcomes(passed=3, errors=1)
    result.stdout.fnmatch_lines(["*test_leaves_a_window left 1 top-level widget(s) alive: QWidget*"])


def test_a_closed_main_window_leaves_nothing_behind(qapp: Any, tmp_path: Any) -> None:
    from gui_support import close_window, live_top_level_widgets, make_people, make_window

    db = tmp_path / "t.db"
    make_people(db)
    before = len(live_top_level_widgets())
    w = make_window(db)
    assert len(live_top_level_widgets()) > before
    close_window(w)
    assert len(live_top_level_widgets()) == before


@pytest.mark.subprocess  # its inner test_declared really starts one
def test_a_process_started_without_the_marker_fails(pytester: pytest.Pytester) -> None:
    pytester.makeconftest('pytest_plugins = ["gui_plugin"]\n')
    pytester.makepyfile(
        """
        import subprocess, sys
        import pytest

        def test_undeclared():
            subprocess.run([sys.executable, "-c", "pass"], check=True)

        @pytest.mark.subprocess
        def test_declared():
            subprocess.run([sys.executable, "-c", "pass"], check=True)
        """
    )
    result = pytester.runpytest_inprocess("-p", "no:xdist", "-p", "no:cacheprovider",
                                          "-o", "markers=subprocess: starts a process")
    result.assert_outcomes(passed=1, failed=1)
    result.stdout.fnmatch_lines(["*test_undeclared starts a process*not marked @pytest.mark.subprocess*"])
