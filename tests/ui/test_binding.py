"""The Qt binding itself: a regression test for PySide6 6.12.0, which drops a
reference to None on every void Qt call and one to True on every signal
emission under Python 3.11 (the process aborts after a few thousand calls).
pyproject.toml excludes that release; this keeps it excluded."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

pytestmark = [pytest.mark.gui, pytest.mark.subprocess]  # Qt, in a child process


def test_many_qt_calls_and_emissions_keep_singletons_alive() -> None:
    code = textwrap.dedent(
        """
        import sys
        from PySide6.QtCore import QObject, Signal
        from PySide6.QtWidgets import QApplication, QLabel
        app = QApplication([])
        label = QLabel()
        class Emitter(QObject):
            fired = Signal(int)
        e = Emitter()
        e.fired.connect(lambda v: None)
        before = sys.getrefcount(None)
        for i in range(30000):
            label.setText(str(i))
            e.fired.emit(i)
        print(sys.getrefcount(None) - before)
        """
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                         env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin"})
    assert out.returncode == 0, out.stderr[-500:]
    assert abs(int(out.stdout.strip())) < 1000
