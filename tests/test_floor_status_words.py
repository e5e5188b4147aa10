"""What ``floor status`` asks a person to look at reads in their language: each concern is
worded from its typed fields, and the English is the store's own line, unchanged."""

from __future__ import annotations

import re

import pytest

from dealer_app.cli.floor_status import as_text
from dealer_app.store.pg_status import Concern, FloorStatus

NOW = 1_764_000_000_000_000
CONCERNS = [
    Concern("station_offline", "T1", "station-a", "host1", 4242, NOW - 95_000_000, 0),
    Concern("stale_lease", "T2", "station-b", "host2", 77, NOW - 60_000_000, 0, since_us=NOW - 3_600_000_000),
    Concern("meter_variance", None, "main", "", 0, None, -500, value=10_000, expected=10_500),
    Concern("verification_failed", None, "entry 12: MAC differs", "auditor", 0, NOW - 7_200_000_000, 3),
    Concern("verification_failed", None, "", "auditor", 0, NOW - 7_200_000_000, 1),
    Concern("verification_stale", None, "", "auditor", 0, NOW - 200_000_000_000, 0),
]


def _status(c: Concern) -> FloorStatus:
    return FloorStatus(NOW, (), (), None, (c,))


@pytest.mark.parametrize("concern", CONCERNS, ids=lambda c: c.kind)
def test_each_concern_in_english_is_the_stores_line_and_in_russian_is_russian(concern: Concern) -> None:
    status = _status(concern)
    english = as_text(status, "db", "en").splitlines()[-1]
    assert english == f"look at: {status.attention[0]}"
    russian = as_text(status, "db", "ru").splitlines()[-1]
    assert russian.startswith("посмотрите: ")
    words = re.findall(r"[A-Za-z]{2,}", re.sub(r"audit verify|dealer-verify\.timer|pid|station-\w|host\d|auditor|MAC|"
                                              r"entry \d+|differs|main", " ", russian))
    assert not words, russian
