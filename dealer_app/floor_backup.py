"""``floor backup`` and ``floor restore``: a whole floor, verified both ways.

A backup is reported good only once a scratch restore of the file passes
``audit verify`` (every table's chain and settlements, the linked meters) and
holds the chain heads the snapshot had; the scratch database is dropped. A
restore goes into an empty database, then is verified the same way.
"""

from __future__ import annotations

import contextlib
import time
from dataclasses import dataclass
from pathlib import Path

import psycopg

from dealer_app.audit.floor_verify import FloorReport, verify_floor
from dealer_app.store.errors import DatabaseUnreadableError, StoreError
from dealer_app.store.pg_floor_backup import BackupManifest, dump_floor, restore_floor, scratch_database
from dealer_app.store.postgres import _classify, _connect, redact
from dealer_app.store.refusals import Doing

__all__ = ["FloorBackupResult", "backup_floor", "restore_floor_into"]


@dataclass(frozen=True)
class FloorBackupResult:
    manifest: BackupManifest
    report: FloorReport
    seconds: float


class BackupNotVerifiedError(StoreError):
    """The written backup (or a restore) did not pass ``audit verify``."""


def _verified(url: str, manifest: BackupManifest, key_file: Path | None, what: str) -> FloorReport:
    report = verify_floor(url, key_file=key_file, replay_steps=True, jobs=1)
    problems = list(report.problems)
    for table, audit in report.tables.items():
        expected = manifest.heads.get(table, (-1, None))[0]
        if audit.entries != expected:
            problems.append(f"table {table}: {audit.entries} entries, the backup's manifest says {expected}")
    if problems:
        raise BackupNotVerifiedError(f"{what} does not verify: {problems[0]} ({len(problems)} problem(s))")
    return report


def backup_floor(url: str, out: Path, *, key_file: Path | None = None, scratch: str | None = None
                 ) -> FloorBackupResult:
    """Write the floor at ``url`` to ``out`` (a new file), check it on a scratch restore
    (``scratch``: an empty database's URL; default: a new database on the same server,
    dropped afterwards). A backup that does not verify is removed."""
    t0 = time.perf_counter()
    where = redact(url)
    if out.exists():
        raise DatabaseUnreadableError(f"{out} already exists; choose another name (a backup never overwrites a file)")
    out.parent.mkdir(parents=True, exist_ok=True)
    conn = _connect(url)
    try:
        try:
            manifest = dump_floor(conn, out, where)
        except psycopg.Error as exc:
            raise _classify(exc, where, Doing.BACKING_THE_FLOOR_UP) from None
        try:
            if scratch is not None:
                report = _check(scratch, out, manifest, key_file)
            else:
                try:
                    with scratch_database(conn, url) as scratch_url:
                        report = _check(scratch_url, out, manifest, key_file)
                except psycopg.Error as exc:  # only CREATE DATABASE's: the check's own are store errors
                    raise DatabaseUnreadableError(
                        "the backup's check restores it into a scratch database, which could not be made "
                        f"({str(exc).strip().splitlines()[0]}): give --scratch URL (an empty database) or run it "
                        "as the floor's owner") from None
        except BaseException:
            with contextlib.suppress(OSError):
                out.unlink()  # a backup that fails its check never stays on disk
            raise
    finally:
        conn.close()
    return FloorBackupResult(manifest, report, time.perf_counter() - t0)


def _check(scratch_url: str, source: Path, manifest: BackupManifest, key_file: Path | None) -> FloorReport:
    restore_floor_into(source, scratch_url, key_file=key_file, what=f"the backup {source}")
    return _verified(scratch_url, manifest, key_file, f"the backup {source}")


def restore_floor_into(source: Path, url: str, *, key_file: Path | None = None, what: str | None = None
                       ) -> FloorBackupResult:
    """Restore the backup ``source`` into the empty database at ``url``, then verify it."""
    t0 = time.perf_counter()
    where = redact(url)
    conn = _connect(url)
    try:
        try:
            manifest = restore_floor(conn, source, where)
        except psycopg.Error as exc:
            raise _classify(exc, where, Doing.RESTORING_THE_FLOOR) from None
    finally:
        conn.close()
    report = _verified(url, manifest, key_file, what or f"the floor restored into {where}")
    if what is None:  # a real restore: floor status shows it verified
        from dealer_app.store.pg_status import save_verification

        save_verification(url, ok=True, tables=len(report.tables), entries=report.entries, problems=[])
    return FloorBackupResult(manifest, report, time.perf_counter() - t0)
