"""A station whose clock is off the floor server's hears it at start-up, in its language:
the warning is a typed refusal (how far off, which way), never English made in the store."""

from __future__ import annotations

import pytest
from pg_server import fresh_database
from store_helpers import FAST_HASHER

import dealer_app.store.postgres as pg
from dealer_app.refusal import word
from dealer_app.services import DealerServices
from dealer_app.store.refusals import StationClockAhead, StationClockBehind


def test_a_station_clock_off_the_servers_is_told_in_english_and_russian(pg_server: str,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pg, "_CLOCK_SKEW_WARN_S", -1.0)  # any difference at all is told: the real server's clock
    with fresh_database(pg_server, floor=True) as url:
        s = DealerServices.open(url, table="T1", station="s", hasher=FAST_HASHER)
        try:
            (warning,) = s.store.startup.warnings
        finally:
            s.close()
    assert isinstance(warning, StationClockBehind | StationClockAhead)
    which = "behind" if isinstance(warning, StationClockBehind) else "ahead of"
    assert str(warning) == (f"this station's clock is {warning.seconds} s {which} the floor server's: the log uses the "
                            "server's time; set this station's clock")
    assert word(warning, "ru").startswith("часы этого рабочего места ")


def test_both_ways_read_in_russian() -> None:
    assert word(StationClockBehind(seconds=90), "ru") == (
        "часы этого рабочего места отстают от часов сервера зала на 90 с: журнал записывает время сервера; "
        "настройте часы рабочего места")
    assert word(StationClockAhead(seconds=5), "ru").startswith("часы этого рабочего места спешат")
