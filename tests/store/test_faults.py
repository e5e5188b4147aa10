"""Disk full and I/O errors: typed errors, nothing recorded is damaged, work continues."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from store_helpers import FAST_HASHER

from dealer_app.audit.verify import verify_store
from dealer_app.services import DealerServices
from dealer_app.store import DiskFullError, EntryKind, NewEntry, StoreEnvironmentError, StoreIOError, open_sqlite
from dealer_app.store.faults import disk_full, io_errors


def _entry(i: int) -> NewEntry:
    return NewEntry(EntryKind.STARTUP, {"i": i, "padding": "x" * 400})


def test_disk_full_then_continue(tmp_path: Path) -> None:
    store = open_sqlite(tmp_path / "a.db")
    for i in range(5):
        store.append([_entry(i)])
    before = store.anchor()
    with disk_full(store):
        with pytest.raises(DiskFullError, match="disk full") as info:
            for i in range(200):
                store.append([_entry(100 + i)])
        assert isinstance(info.value, StoreEnvironmentError)
        written = store.anchor()
        with pytest.raises(DiskFullError):
            store.append([_entry(999)])
        assert store.anchor() == written  # the failed append left nothing behind
    assert written.count >= before.count
    store.append([_entry(1000)])  # room again: it continues
    assert verify_store(store).ok
    store.close()
    reopened = open_sqlite(tmp_path / "a.db")
    assert reopened.anchor().count == written.count + 1
    reopened.close()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="descriptor swapping uses /proc/self/fd")
def test_io_error_then_continue(tmp_path: Path) -> None:
    store = open_sqlite(tmp_path / "a.db")
    for i in range(5):
        store.append([_entry(i)])
    before = store.anchor()
    with io_errors(store), pytest.raises(StoreIOError, match="I/O error"):
        store.append([_entry(5)])
    assert store.anchor() == before
    store.append([_entry(6)])
    assert store.anchor().count == before.count + 1
    assert verify_store(store).ok
    store.close()
    reopened = open_sqlite(tmp_path / "a.db")
    assert reopened.anchor().count == before.count + 1
    reopened.close()


def test_service_error_is_typed_and_state_kept(tmp_path: Path) -> None:
    with DealerServices.open(tmp_path / "s.db", station="t", hasher=FAST_HASHER) as s:
        s.users.create_first_admin("ada", "111111")
        with disk_full(s.store), pytest.raises(DiskFullError):  # type: ignore[arg-type]
            for _ in range(300):
                s.users.sign_in("ada", "111111")
                s.users.sign_out()
        assert s.users.all_users()[0].name == "ada"
