"""A log row read as an entry (:func:`dealer_app.store.reader.entry_of`, made without the
frozen dataclass's ``__init__``) is the entry ``LogEntry(...)`` makes: the same fields, in
the same order, equal, hashed alike, its payload parsed alike; a field added to
:class:`LogEntry` (or a ``__post_init__``) fails here until ``entry_of`` sets it too."""

from __future__ import annotations

import dataclasses
import pickle

import pytest

from dealer_app.store.reader import entry_of
from dealer_app.store.records import LogEntry

ROWS = [
    (1, 1_700_000_000_000_000, "station_created", None, None, None, None, None, '{"a":1}', "ab" * 32),
    (7, 1_700_000_000_000_123, "step", 3, "st-1", 2, 5, 4, '{"n":1,"step":{"kind":"bet"}}', "cd" * 32),
    (True, 2.0, "x", None, None, None, None, None, "[1]", ""),  # SQLite gives what the column holds: int() as before
]


@pytest.mark.parametrize("row", ROWS)
def test_a_row_is_the_entry_init_makes(row: tuple[object, ...]) -> None:
    seq, ts_us, *rest = row
    made = LogEntry(int(seq), int(ts_us), *rest)  # type: ignore[call-overload, arg-type]
    read = entry_of(*row)  # type: ignore[arg-type]
    assert type(read) is LogEntry
    assert read == made and hash(read) == hash(made)
    assert list(vars(read)) == [f.name for f in dataclasses.fields(LogEntry)] == list(vars(made))
    assert [type(v) for v in vars(read).values()] == [type(v) for v in vars(made).values()]
    assert read.payload == made.payload
    assert pickle.loads(pickle.dumps(read)) == made
    assert not hasattr(LogEntry, "__post_init__")
    with pytest.raises(dataclasses.FrozenInstanceError):
        read.seq = 2  # type: ignore[misc]
