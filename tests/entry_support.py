"""Every entry of a log read as its kind's typed record and written back byte for byte.

The records of :mod:`dealer_app.store.entries` describe the payloads completely: a record
decoded from an entry and written again (``to_json``, the store's canonical JSON) is the
very text the chain's MAC covers. The flows that write many kinds of entry end with
:func:`assert_typed_log`.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from dealer_app.store.entries import OtherEntry
from dealer_app.store.records import EntryKind, canonical_json


def assert_typed_log(store: Any) -> Counter[str]:
    """Check every entry of ``store``'s log; returns how many of each kind it holds."""
    kinds: Counter[str] = Counter()
    for e in store.iter_entries(1):
        body = e.body
        assert not isinstance(body, OtherEntry), f"{e.describe()}: no record for its kind"
        assert EntryKind(e.kind) == body.KIND
        assert canonical_json(body.to_json()) == e.payload_text, f"{e.describe()}: written back differently"
        kinds[e.kind] += 1
    return kinds
