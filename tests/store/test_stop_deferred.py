"""A stop asked while a station talks to the floor's server waits for that exchange to end:
raised in the middle of a pipeline it left the connection half-way through the protocol,
and the clean-up (roll back, release the hold) then waited for ever on an answer that never
came. In this process, with real signals."""

from __future__ import annotations

import os
import signal
from collections.abc import Iterator

import pytest

from dealer_app.stops import TERMINATED, stop_cleanly_on_terminate, stop_deferred


@pytest.fixture
def clean_stops() -> Iterator[None]:
    before = {s: signal.getsignal(s) for s in (signal.SIGTERM, signal.SIGHUP)}
    try:
        if not stop_cleanly_on_terminate():
            pytest.fail("the tests run outside the main thread: signals cannot be tried here")
        yield
    finally:
        for s, h in before.items():
            signal.signal(s, h)


def test_a_stop_inside_an_exchange_comes_when_the_exchange_ends(clean_stops: None) -> None:
    done: list[str] = []
    with pytest.raises(SystemExit) as stopped:
        with stop_deferred():
            with stop_deferred():  # nested: only the outermost block stops
                os.kill(os.getpid(), signal.SIGTERM)
                done.append("inner")
            done.append("outer")
        done.append("after")  # never reached
    assert done == ["inner", "outer"] and stopped.value.code == TERMINATED


def test_a_stop_outside_an_exchange_comes_at_once(clean_stops: None) -> None:
    done: list[str] = []
    with pytest.raises(SystemExit) as stopped:
        os.kill(os.getpid(), signal.SIGHUP)
        done.append("after")
    assert done == [] and stopped.value.code == 128 + signal.SIGHUP
    with stop_deferred():  # nothing left pending from before
        done.append("quiet")
    assert done == ["quiet"]
