"""A controllable clock for the store's tests: integer UTC microseconds that move
1 ms on every reading, and jump with :meth:`Clock.advance`."""

from __future__ import annotations


class Clock:
    """A controllable UTC clock in microseconds."""

    def __init__(self, start: int = 1_700_000_000_000_000) -> None:
        self.now = start

    def __call__(self) -> int:
        self.now += 1000
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += int(seconds * 1_000_000)
