"""Closing the window: nothing reaches the store after it is closed, and a job that
was already queued and fails on the way out is logged, never shown as a dialog."""

from __future__ import annotations

from typing import Any


def test_a_job_asked_for_while_the_window_closes_is_not_started(window: Any, dialogs: Any) -> None:
    ran: list[str] = []
    ctx = window.ctx
    ctx.closing(lambda b: b.close())
    assert ctx.run(lambda b: ran.append("after close")) == 0  # e.g. a refresh from a timer
    assert ctx.worker.drain()
    assert ran == []
    assert [c for c in dialogs.calls if c[0] == "error"] == []


def test_a_queued_job_that_fails_on_the_way_out_is_not_a_dialog(window: Any, dialogs: Any) -> None:
    ctx = window.ctx

    def fails(_: Any) -> None:
        raise RuntimeError("the store is closed")

    ctx.run(fails)  # queued before the close, fails after it was asked for
    ctx.closing(lambda b: b.close())
    assert ctx.worker.drain()
    assert [c for c in dialogs.calls if c[0] == "error"] == []

