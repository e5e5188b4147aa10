"""A window asked to stop (SIGTERM from a logout or ``kill``, SIGHUP) quits its event
loop as when it is closed, so the shutdown that follows ``app.exec()`` runs: the
table's hold (lease) is released and the floor connection closed.

Python runs a signal's handler only between its own instructions; a timer wakes
the interpreter twice a second while Qt waits, so the stop is heard promptly."""

from __future__ import annotations

import signal
from types import FrameType

from ui.kit.qt import QApplication, QTimer

__all__ = ["quit_on_terminate"]


def quit_on_terminate(app: QApplication) -> QTimer:
    """Install the handlers (main thread only); the returned timer lives with ``app``."""

    def handler(_signum: int, _frame: FrameType | None) -> None:
        app.quit()

    signal.signal(signal.SIGTERM, handler)
    if hasattr(signal, "SIGHUP"):
        signal.signal(signal.SIGHUP, handler)
    timer = QTimer(app)
    timer.timeout.connect(lambda: None)  # a moment in Python: pending signal handlers run
    timer.start(500)
    return timer
