"""A station's heartbeat on its floor: "this station is up" every few seconds.

A dealer's station (the desktop app) and a ``simulate`` run beat while they
run: a thread of their own, on a connection of its own (never the store's, so
a long append never delays a beat, and a beat never waits on a table's lock),
writes ``dealer.heartbeats`` (table, station, host, pid, program, started, last
seen, stopped) with the server's clock and renews the leases this process
holds, so that an idle table (between rounds, at a break) does not look stale
from another host. A clean stop records ``stopped_us``; a station that stops
beating without it is *offline* (``floor status``, the podium).

While the server is away the thread tries again at the next beat, quietly:
the station's own writes report the outage.
"""

from __future__ import annotations

import os
import threading
from contextlib import suppress
from typing import Any

import psycopg

from dealer_app.store.pg_schema import SCHEMA, WRITER_ROLE

__all__ = ["HEARTBEAT_S", "OFFLINE_AFTER_S", "Heartbeat"]

HEARTBEAT_S = 10.0
"""Seconds between two beats."""
OFFLINE_AFTER_S = 30.0
"""A station not seen for this long (three beats missed) is offline."""

_NOW = "(extract(epoch FROM clock_timestamp()) * 1000000)::bigint"


class Heartbeat:
    """Beats for one station on one table until :meth:`stop`."""

    def __init__(self, url: str, tbl: int, station: str, host: str, program: str, *,
                 interval: float = HEARTBEAT_S) -> None:
        self._url = url
        self._key = (tbl, station, host)
        self._pid = os.getpid()
        self._program = program
        self._interval = interval
        self._conn: psycopg.Connection[Any] | None = None
        self._stop = threading.Event()
        self.beats = 0
        self._thread = threading.Thread(target=self._run, name=f"heartbeat {station}", daemon=True)
        self._thread.start()

    def _connection(self) -> psycopg.Connection[Any]:
        if self._conn is None or self._conn.closed or self._conn.broken:
            if self._conn is not None:
                with suppress(Exception):
                    self._conn.close()
            self._conn = None
            conn = psycopg.connect(self._url, autocommit=True, connect_timeout=3,
                                   application_name="dealer-assistant heartbeat")
            conn.execute(f"SET ROLE {WRITER_ROLE}")
            self._conn = conn
        return self._conn

    def beat(self) -> None:
        """One beat (the thread's; a test may call it): raises when the server is away."""
        tbl, station, host = self._key
        c = self._connection()
        c.execute(
            f"INSERT INTO {SCHEMA}.heartbeats(tbl, station, host, pid, program, started_us, seen_us) "
            f"VALUES (%s, %s, %s, %s, %s, {_NOW}, {_NOW}) ON CONFLICT (tbl, station, host) DO UPDATE SET "
            "pid = excluded.pid, program = excluded.program, seen_us = excluded.seen_us, stopped_us = NULL, "
            f"started_us = CASE WHEN {SCHEMA}.heartbeats.pid = excluded.pid AND {SCHEMA}.heartbeats.stopped_us IS NULL "
            f"THEN {SCHEMA}.heartbeats.started_us ELSE excluded.started_us END",
            (tbl, station, host, self._pid, self._program))
        c.execute(f"UPDATE {SCHEMA}.leases SET heartbeat_us = {_NOW} WHERE host = %s AND pid = %s",
                  (host, self._pid))
        self.beats += 1

    def _run(self) -> None:
        while True:
            with suppress(psycopg.Error):
                self.beat()
            if self._stop.wait(self._interval):
                return

    def stop(self) -> None:
        """Stop beating and record the clean stop (best effort: the server may be away)."""
        self._stop.set()
        self._thread.join(timeout=10)
        tbl, station, host = self._key
        for _attempt in range(2):  # the beats' connection may be to a server that is gone (a failover): then anew
            try:
                self._connection().execute(
                    f"UPDATE {SCHEMA}.heartbeats SET stopped_us = {_NOW}, seen_us = {_NOW} "
                    "WHERE tbl = %s AND station = %s AND host = %s AND pid = %s", (tbl, station, host, self._pid))
                break
            except psycopg.Error:
                if self._conn is not None:
                    with suppress(Exception):
                        self._conn.close()
                self._conn = None
        if self._conn is not None:
            with suppress(Exception):
                self._conn.close()
            self._conn = None
