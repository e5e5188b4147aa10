"""The podium watches the floor's health: every station online or offline (last seen),
stale leases, the linked meters with their variance, the last verification, and
"unreachable" (since when) while the server is away. The station and the podium on their
own logins (``floor add-station``, ``--podium``); the set-up and the tampering on the owner's."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import psycopg
import pytest
from gui_support import cheap_hasher
from pg_server import Cluster, fresh_database, station_logins, with_db

from dealer_app.services import DealerServices
from dealer_app.services.floor_view import FloorView
from dealer_app.store.pg_stations import add_station
from dealer_app.store.postgres import link_meter

pytestmark = pytest.mark.floor


def _cells(table: Any) -> list[list[str]]:
    return [[table.item(i, j).text() if table.item(i, j) else "" for j in range(table.columnCount())]
            for i in range(table.rowCount())]


def test_the_podium_shows_stations_stale_leases_and_the_linked_meter(qtbot: Any, pg_server: str,
                                                                    tmp_path: Path) -> None:
    with fresh_database(pg_server, floor=True) as url:
        link_meter(url, "J", ["T1", "T2"], 250_000, create=True)
        with station_logins(url, ["T1", None], tmp_path) as logins:
            _podium_on_logins(qtbot, url, logins["T1"], logins[None])


def _podium_on_logins(qtbot: Any, url: str, station_url: str, podium_url: str) -> None:
    """``url``: the owner's (the tampering); ``station_url``: T1's station login; ``podium_url``: the podium's."""
    from ui.console.podium import PodiumWindow

    station = DealerServices.open(station_url, table="T1", station="dealer-pc-1", hasher=cheap_hasher())
    try:
        station.start_heartbeat("desktop")
        with psycopg.connect(url, autocommit=True) as c:  # T2's station (another host) went quiet 2 min ago
            c.execute("INSERT INTO dealer.heartbeats(tbl, station, host, pid, program, started_us, seen_us) "
                      "SELECT id, 'dealer-pc-2', 'pc-2', 4321, 'desktop', 0, "
                      "(extract(epoch FROM now()) * 1000000)::bigint - 120000000 FROM dealer.floor_tables "
                      "WHERE name = 'T2'")
            c.execute("INSERT INTO dealer.leases(scope, station, host, pid, token, since_us, heartbeat_us) "
                      "VALUES ('table:T2', 'dealer-pc-2', 'pc-2', 4321, 'x', 0, "
                      "(extract(epoch FROM now()) * 1000000)::bigint - 120000000)")
        podium = PodiumWindow(FloorView(podium_url, ["T1", "T2"], hasher=cheap_hasher()), locale="en_GB")
        qtbot.addWidget(podium)
        podium.show()
        try:
            qtbot.waitUntil(lambda: any(r[2] == "online" for r in _cells(podium.stations)), timeout=15000)
            rows = {r[0]: r for r in _cells(podium.stations)}
            assert rows["T1"][1].startswith("dealer-pc-1 (") and rows["T1"][2] == "online"
            assert rows["T2"][1:3] == ["dealer-pc-2 (pc-2)", "OFFLINE"] and "s ago" in rows["T2"][3]
            assert rows["T2"][4].startswith("dealer-pc-2, since ")
            assert "Linked meter J (T1, T2): €2,500.00" in podium.meters.text()
            assert "VARIANCE" not in podium.meters.text()
            said = podium.attention.text()
            assert "Table T2: station dealer-pc-2 (pc-2) is offline, last seen " in said
            assert "Table T2: stale lease held by dealer-pc-2 (pc-2), last renewed " in said
            with psycopg.connect(url, autocommit=True) as c:
                c.execute("UPDATE dealer.linked_meters SET value = value - 700 WHERE name = 'J'")
            podium.refresh_health()
            assert "VARIANCE −€7.00" in podium.meters.text()
            assert "Linked meter J does not add up (variance −€7.00): run audit verify." in podium.attention.text()
        finally:
            podium.shutdown()
    finally:
        station.close()


@pytest.mark.subprocess
def test_the_podium_says_when_the_floor_server_is_unreachable(qtbot: Any, own_cluster: Cluster,
                                                              tmp_path: Path) -> None:
    from ui.console.podium import PodiumWindow

    with psycopg.connect(own_cluster.url, autocommit=True) as c:
        c.execute("CREATE DATABASE floor")
    owner = with_db(own_cluster.url, "floor")
    DealerServices.open(owner, table="T1", station="set-up", hasher=cheap_hasher()).close()
    url = add_station(owner, None, "podium", tmp_path / "podium.pass").url  # goes with the cluster
    podium = PodiumWindow(FloorView(url, ["T1"], hasher=cheap_hasher()), locale="en_GB")
    qtbot.addWidget(podium)
    try:
        assert podium.unreachable_since is None and not podium.attention.text()
        own_cluster.stop("immediate")
        podium.refresh_health()
        assert podium.unreachable_since is not None
        assert podium.attention.text().startswith("Floor server unreachable since ")
        assert _cells(podium.stations)[0][0] == "T1"  # the last states stay on screen
        own_cluster.start()
        podium.refresh_health()
        assert podium.unreachable_since is None and not podium.attention.text()
    finally:
        podium.shutdown()
