"""Opening, refusing damaged / foreign / tampered files, keys, the append-only log."""

from __future__ import annotations

import os
import sqlite3
import stat
from pathlib import Path

import pytest

from dealer_app.store import (
    DatabaseDamagedError,
    DatabaseTamperedError,
    EntryKind,
    ForeignDatabaseError,
    KeyMissingError,
    KeyWrongError,
    NewEntry,
    NewerSchemaError,
    StoreBugError,
    StoreIntegrityError,
    open_sqlite,
)
from dealer_app.store.keys import AuditKey, Keyring, write_key_file
from dealer_app.store.schema import APPLICATION_ID, SCHEMA_VERSION


def _fill(path: Path, n: int = 30) -> None:
    store = open_sqlite(path)
    for i in range(n):
        store.append([NewEntry(EntryKind.STARTUP, {"i": i, "text": f"entry number {i} " * 3})])
    store.close()


def _bytes_of(path: Path) -> bytes:
    return path.read_bytes()


def test_fresh_database_is_created_with_identity(tmp_path: Path) -> None:
    path = tmp_path / "sub" / "new.db"
    store = open_sqlite(path)
    assert store.startup.created
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    strict = [r[0] for r in conn.execute("SELECT name FROM sqlite_schema WHERE type='table' AND sql NOT LIKE '%STRICT'")]
    assert strict == []
    conn.close()
    store.close()
    key_files = list(Keyring.default().folder.glob("*.key"))
    assert len(key_files) == 1
    assert stat.S_IMODE(key_files[0].stat().st_mode) == 0o600


def test_reopen_verifies_since_checkpoint(tmp_path: Path) -> None:
    path = tmp_path / "a.db"
    _fill(path, 10)
    store = open_sqlite(path)
    assert (store.startup.verified_from, store.startup.verified_to) == (1, 10)
    store.append([NewEntry(EntryKind.STARTUP, {})])
    store.close()
    store = open_sqlite(path)
    assert (store.startup.verified_from, store.startup.verified_to) == (11, 11)
    store.close()


def test_log_is_append_only_by_trigger(tmp_path: Path) -> None:
    path = tmp_path / "a.db"
    _fill(path, 3)
    conn = sqlite3.connect(path)
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        conn.execute("UPDATE log SET payload = '{}' WHERE seq = 1")
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        conn.execute("DELETE FROM log WHERE seq = 1")
    conn.close()


def test_empty_and_truncated_files_refused_unchanged(tmp_path: Path) -> None:
    empty = tmp_path / "empty.db"
    empty.write_bytes(b"")
    with pytest.raises(DatabaseDamagedError, match="empty"):
        open_sqlite(empty)
    assert empty.read_bytes() == b""

    path = tmp_path / "a.db"
    _fill(path, 200)
    data = path.read_bytes()
    truncated = tmp_path / "t.db"
    truncated.write_bytes(data[: len(data) // 2])
    before = truncated.read_bytes()
    with pytest.raises(DatabaseDamagedError, match="truncated") as info:
        open_sqlite(truncated)
    assert str(truncated) in str(info.value)
    assert truncated.read_bytes() == before
    assert not Path(f"{truncated}-wal").exists()

    short = tmp_path / "short.db"
    short.write_bytes(data[:50])
    with pytest.raises(DatabaseDamagedError):
        open_sqlite(short)


def test_foreign_files_refused(tmp_path: Path) -> None:
    text = tmp_path / "notes.db"
    text.write_text("these are not the rounds you are looking for\n" * 10)
    with pytest.raises(ForeignDatabaseError, match="not an SQLite file"):
        open_sqlite(text)
    other = tmp_path / "other.db"
    conn = sqlite3.connect(other)
    conn.execute("CREATE TABLE t(x)")
    conn.commit()
    conn.close()
    before = other.read_bytes()
    with pytest.raises(ForeignDatabaseError, match="another application"):
        open_sqlite(other)
    assert other.read_bytes() == before


def test_newer_schema_refused(tmp_path: Path) -> None:
    path = tmp_path / "a.db"
    _fill(path, 1)
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version={SCHEMA_VERSION + 1}")
    conn.commit()
    conn.close()
    with pytest.raises(NewerSchemaError, match="newer version"):
        open_sqlite(path)


def test_byte_flip_in_structure_refused(tmp_path: Path) -> None:
    path = tmp_path / "a.db"
    _fill(path, 300)
    data = bytearray(path.read_bytes())
    page_size = int.from_bytes(data[16:18], "big")
    # damage the b-tree header of every page after the first two (cell counts, pointers)
    for page in range(2, len(data) // page_size):
        off = page * page_size
        data[off + 3] ^= 0xFF
        data[off + 5] ^= 0x7F
    path.write_bytes(bytes(data))
    with pytest.raises(DatabaseDamagedError, match="damaged"):
        open_sqlite(path)


def test_byte_flip_in_a_recent_entry_refused_as_tampering(tmp_path: Path) -> None:
    path = tmp_path / "a.db"
    store = open_sqlite(path)
    store.close()
    _fill(path, 20)  # verified point stays at 0 until the next open
    data = bytearray(path.read_bytes())
    at = data.find(b"entry number 17")
    assert at > 0
    data[at + 6] ^= 0x01  # 'n' -> 'o'
    path.write_bytes(bytes(data))
    with pytest.raises(DatabaseTamperedError) as info:
        open_sqlite(path)
    assert "entry 18" in str(info.value)


def test_value_edited_refused_and_named(tmp_path: Path) -> None:
    path = tmp_path / "a.db"
    open_sqlite(path).close()
    _fill(path, 5)
    conn = sqlite3.connect(path)
    conn.execute("DROP TRIGGER log_no_update")
    conn.execute("UPDATE log SET ts_us = ts_us + 1 WHERE seq = 3")
    conn.commit()
    conn.close()
    before = path.read_bytes()
    with pytest.raises(DatabaseTamperedError, match=r"entry 3 \(startup\)"):
        open_sqlite(path)
    assert path.read_bytes() == before


def test_edited_user_refused_at_open(tmp_path: Path) -> None:
    path = tmp_path / "a.db"
    store = open_sqlite(path)
    store.append([NewEntry(EntryKind.USER_ADDED, {"name": "dan", "role": "dealer", "pin_hash": "x"})])
    store.close()
    open_sqlite(path).close()  # verified point now past the user
    conn = sqlite3.connect(path)
    conn.execute("UPDATE users SET role = 'pit_boss' WHERE name = 'dan'")
    conn.commit()
    conn.close()
    with pytest.raises(DatabaseTamperedError, match="user 1 \\(dan\\): role"):
        open_sqlite(path)


def test_key_missing_reported_as_missing(tmp_path: Path) -> None:
    path = tmp_path / "a.db"
    _fill(path, 3)
    for f in Keyring.default().folder.glob("*.key"):
        f.unlink()
    with pytest.raises(KeyMissingError, match="missing") as info:
        open_sqlite(path)
    assert not isinstance(info.value, DatabaseTamperedError)


def test_key_wrong_reported_as_wrong(tmp_path: Path) -> None:
    path = tmp_path / "a.db"
    _fill(path, 3)
    ring = Keyring.default()
    (key_file,) = ring.folder.glob("*.key")
    os.chmod(key_file, 0o600)
    key_file.unlink()
    write_key_file(AuditKey.generate(), tmp_path / "other.key")
    (tmp_path / "other.key").rename(key_file)  # a different secret under the right name
    with pytest.raises(KeyWrongError, match="not this database"):
        open_sqlite(path)
    with pytest.raises(KeyWrongError, match="not this database's audit key"):
        open_sqlite(path, key_file=tmp_path / "nope.key") if False else open_sqlite(
            path, key_file=_another_key(tmp_path))
    garbage = tmp_path / "garbage.key"
    garbage.write_text("hello")
    with pytest.raises(KeyWrongError, match="not a Dealer Assistant audit key"):
        open_sqlite(path, key_file=garbage)


def _another_key(tmp_path: Path) -> Path:
    return write_key_file(AuditKey.generate(), tmp_path / "another.key")


def test_readonly_store_refuses_writes(tmp_path: Path) -> None:
    path = tmp_path / "a.db"
    _fill(path, 2)
    store = open_sqlite(path, readonly=True)
    with pytest.raises(StoreBugError, match="read-only"):
        store.append([NewEntry(EntryKind.STARTUP, {})])
    store.close()


def test_integrity_errors_are_one_line(tmp_path: Path) -> None:
    bad = tmp_path / "x.db"
    bad.write_text("nope" * 100)
    with pytest.raises(StoreIntegrityError) as info:
        open_sqlite(bad)
    assert "\n" not in str(info.value)
