"""Pushed floor events: LISTEN on the floor's channel, no polling of the tables.

Every committed append on a floor sends one notification (``FLOOR_CHANNEL``)
naming the table, the entries' range, their kinds and rounds; PostgreSQL
delivers it on commit only. A podium or a station waits on its listener's
socket and re-reads only what the event names.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import NotRequired, TypedDict

import psycopg

from dealer_app.store.postgres import FLOOR_CHANNEL, _classify, redact
from dealer_app.store.refusals import Doing

__all__ = ["FloorEvent", "FloorListener"]


class _Notice(TypedDict):
    """A notification's payload, as an append writes it (:data:`~dealer_app.store.postgres.FLOOR_CHANNEL`)."""

    table: str
    first: int
    last: int
    kinds: NotRequired[list[str]]
    rounds: NotRequired[list[int]]


@dataclass(frozen=True)
class FloorEvent:
    table: str
    first: int
    last: int
    kinds: tuple[str, ...]
    rounds: tuple[int, ...]
    received: float  # time.monotonic() when it arrived

    @classmethod
    def parse(cls, payload: str, received: float) -> FloorEvent:
        d: _Notice = json.loads(payload)
        return cls(str(d["table"]), int(d["first"]), int(d["last"]), tuple(d.get("kinds", ())),
                   tuple(int(r) for r in d.get("rounds", ())), received)


class FloorListener:
    """A connection listening to the floor's events (its own: never the store's)."""

    def __init__(self, url: str) -> None:
        self._url = url
        try:
            self._conn = psycopg.connect(url, autocommit=True, application_name="dealer-assistant podium")
            self._conn.execute(f"LISTEN {FLOOR_CHANNEL}")
        except psycopg.Error as exc:
            raise _classify(exc, redact(url), Doing.LISTENING_TO_THE_FLOOR) from None

    def events(self, timeout: float) -> Iterator[FloorEvent]:
        """The events that arrive within ``timeout`` seconds (blocks on the socket, no polling);
        stops early once some have arrived and no more are waiting."""
        deadline = time.monotonic() + timeout
        got = False
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                return
            try:  # a packet may bring several: take them all (stop_after is only a hint)
                batch = list(self._conn.notifies(timeout=left if not got else 0.01, stop_after=1))
            except psycopg.Error as exc:
                raise _classify(exc, redact(self._url), Doing.LISTENING_TO_THE_FLOOR) from None
            if not batch:
                if got:
                    return
                continue
            got = True
            now = time.monotonic()
            for n in batch:
                yield FloorEvent.parse(n.payload, now)

    def fileno(self) -> int:
        """The listening socket: readable when an event has arrived (for an event loop)."""
        return self._conn.fileno()

    def close(self) -> None:
        self._conn.close()

    def __enter__(self) -> FloorListener:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
