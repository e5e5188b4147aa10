"""A whole floor in one file, and back: ``floor backup`` / ``floor restore``.

The backup is one consistent snapshot (one repeatable-read, read-only
transaction) of every relation of the floor's schema that holds records: the
tables and their logs, the users, the shifts and rounds, the linked meters and
their history, the idempotency tokens and the floor's identity (``floor_meta``:
its key's id and key check — the key's fingerprint — never the key, which
stays in the stations' key folders). Not kept: what only describes the moment
(the stations' leases and heartbeats, the verifications' log) and the
stations' logins (cluster roles: a restored floor gives its stations logins
anew with ``floor add-station``). The server's own keys (``floor_secrets``,
``table_keys``: its second chain over every log and the witness chain) are
kept, as ``pg_dump`` of the floor keeps them, so the restored floor's server
chains verify: guard a backup file as the server's data directory. The floor's
audit key, which the server holds since schema 12 to compute every chain MAC, is
not kept: the floor's owner opening the restored floor with the key file gives
it back to the server (until then no station can append).

The file is a gzip'd tar: ``manifest.json`` (format ``dealer-floor-backup/1``,
schema version, floor id, key id and check, each table's chain head, each
relation's columns, row count and SHA-256) and one ``COPY`` text stream per
relation, in an order that satisfies the foreign keys. It is written aside,
fsync'd and moved into place, mode 0600.

A restore goes into an empty database only: it creates the roles and the
schema of the backup's version, loads every relation in one transaction,
moves the sequences past the restored ids, then checks each table's chain head
against the manifest; a later station of a newer version migrates it as any
older floor. The caller verifies it (``audit verify``) before calling it good.
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import json
import os
import re
import tarfile
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple, TypedDict, cast

import psycopg

from dealer_app.refusal import OsReason
from dealer_app.store.errors import DatabaseUnreadableError, NewerSchemaError
from dealer_app.store.pg_rows import typed_row, typed_rows
from dealer_app.store.pg_schema import CREATE_ROLES, MIGRATIONS, SCHEMA, SCHEMA_LOCK, SCHEMA_VERSION, WRITER_ROLE
from dealer_app.store.refusals import (
    BackupChecksum,
    BackupLacks,
    BackupNewer,
    BackupTooOld,
    FloorNewerThanStation,
    FloorUrlNeeded,
    ForeignKeyCycle,
    ManifestUnexpected,
    NotABackup,
    NotABackupFormat,
    NotABackupWhy,
    RestoredHeadsDiffer,
    RestoreTargetNotEmpty,
)
from dealer_app.store.rows import BoolCol, IntCol, KeyValue, TextCol

__all__ = ["BACKUP_FORMAT", "BackupManifest", "Manifest", "dump_floor", "read_manifest", "restore_floor",
           "with_dbname"]

S = SCHEMA
BACKUP_FORMAT = "dealer-floor-backup/1"
NOT_KEPT = frozenset({"leases", "heartbeats", "stations", "verifications", "jackpot_hits"})
"""Relations that describe the moment, not the floor's records."""


class TableHead(TypedDict):
    """A table of the backup and its chain head."""

    name: str
    head_seq: int
    head_mac: str | None


class MeterValue(TypedDict):
    """A linked meter of the backup and its value."""

    name: str
    value: int


class Relation(TypedDict):
    """A relation of the backup: its columns, how many rows it holds and their ``COPY`` stream's SHA-256."""

    name: str
    columns: list[str]
    rows: int
    sha256: str


class Manifest(TypedDict):
    """``manifest.json``: what the backup holds (read back as the file says: the readers convert)."""

    format: str
    schema_version: int
    floor_uuid: str | None
    key_id: str | None
    key_check: str | None
    created_at: str
    source: str
    server_version: str
    tables: list[TableHead]
    linked_meters: list[MeterValue]
    users: int
    relations: list[Relation]


class _HeadRow(NamedTuple):
    name: str
    head_seq: int
    head_mac: str | None


class _MeterRow(NamedTuple):
    name: str
    value: int


class _Link(NamedTuple):
    child: str
    parent: str


class _Serial(NamedTuple):
    table: str
    column: str


@dataclass(frozen=True)
class BackupManifest:
    data: Manifest

    @property
    def schema_version(self) -> int:
        return int(self.data["schema_version"])

    @property
    def heads(self) -> dict[str, tuple[int, str | None]]:
        return {str(t["name"]): (int(t["head_seq"]), t["head_mac"]) for t in self.data["tables"]}

    @property
    def entries(self) -> int:
        return sum(int(t["head_seq"]) for t in self.data["tables"])


def with_dbname(url: str, dbname: str) -> str:
    """``url`` naming the database ``dbname`` instead (multi-host URLs and query kept)."""
    m = re.match(r"^(postgres(?:ql)?://[^/?]*)(/[^?]*)?(\?.*)?$", url)
    if m is None:
        raise DatabaseUnreadableError(FloorUrlNeeded())
    return f"{m.group(1)}/{dbname}{m.group(3) or ''}"


def _relations(c: psycopg.Connection[Any]) -> list[str]:
    """The schema's tables that hold records, parents before children (foreign keys)."""
    names = [str(r.value) for r in typed_rows(
        c, TextCol, "SELECT c.relname FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON "
        "n.oid = c.relnamespace WHERE n.nspname = %s AND c.relkind = 'r' ORDER BY c.relname", (S,))]
    deps: dict[str, set[str]] = {n: set() for n in names}
    for child, parent in typed_rows(
            c, _Link, "SELECT cc.relname, pc.relname FROM pg_catalog.pg_constraint k JOIN pg_catalog.pg_class cc ON "
            "cc.oid = k.conrelid JOIN pg_catalog.pg_class pc ON pc.oid = k.confrelid JOIN pg_catalog.pg_namespace n "
            "ON n.oid = cc.relnamespace WHERE k.contype = 'f' AND n.nspname = %s", (S,)):
        if str(child) in deps and str(parent) != str(child):
            deps[str(child)].add(str(parent))
    ordered: list[str] = []
    while deps:
        ready = sorted(n for n, d in deps.items() if not d - set(ordered))
        if not ready:
            raise DatabaseUnreadableError(ForeignKeyCycle())
        for n in ready:
            ordered.append(n)
            del deps[n]
    return [n for n in ordered if n not in NOT_KEPT]


def _columns(c: psycopg.Connection[Any], table: str) -> list[str]:
    return [str(r.value) for r in typed_rows(
        c, TextCol, "SELECT column_name FROM information_schema.columns WHERE table_schema = %s AND table_name = %s "
        "ORDER BY ordinal_position", (S, table))]


def dump_floor(conn: psycopg.Connection[Any], target: Path, source: str) -> BackupManifest:
    """Write the floor on ``conn`` (autocommit) to ``target`` (a new file) in one snapshot."""
    tmp_dir = Path(tempfile.mkdtemp(prefix=".floor-backup-", dir=target.parent))
    try:
        relations: list[Relation] = []
        with conn.transaction():
            conn.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
            meta = {str(k): str(v) for k, v in typed_rows(conn, KeyValue, f"SELECT key, value FROM {S}.floor_meta")}
            version = int(meta.get("schema_version", "0"))
            if version > SCHEMA_VERSION:
                raise NewerSchemaError(FloorNewerThanStation(int(version), SCHEMA_VERSION))
            tables = [TableHead(name=str(r.name), head_seq=int(r.head_seq), head_mac=r.head_mac) for r in typed_rows(
                conn, _HeadRow, f"SELECT name, head_seq, head_mac FROM {S}.floor_tables ORDER BY id")]
            meters = [MeterValue(name=str(r.name), value=int(r.value)) for r in typed_rows(
                conn, _MeterRow, f"SELECT name, value FROM {S}.linked_meters ORDER BY name")]
            users = typed_row(conn, IntCol, f"SELECT count(DISTINCT lower(name)) FROM {S}.users")
            for name in _relations(conn):
                cols = _columns(conn, name)
                path = tmp_dir / f"{name}.copy"
                digest = hashlib.sha256()
                rows = 0
                # the floor's audit key (schema 12: on the server, for its chain MACs) is never in a backup
                source_rows = (f"(SELECT {', '.join(cols)} FROM {S}.{name} WHERE name <> 'audit')"
                               if name == "floor_secrets" else f"{S}.{name} ({', '.join(cols)})")
                with open(path, "wb") as fh, conn.cursor().copy(f"COPY {source_rows} TO STDOUT") as copy:
                    for chunk in copy:
                        data = bytes(chunk)
                        digest.update(data)
                        rows += data.count(b"\n")
                        fh.write(data)
                relations.append(Relation(name=name, columns=cols, rows=rows, sha256=digest.hexdigest()))
            server = typed_row(conn, TextCol, "SHOW server_version")
        manifest: Manifest = {
            "format": BACKUP_FORMAT, "schema_version": version, "floor_uuid": meta.get("floor_uuid"),
            "key_id": meta.get("key_id"), "key_check": meta.get("key_check"),
            "created_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "source": source,
            "server_version": str(server.value) if server else "", "tables": tables, "linked_meters": meters,
            "users": int(users.value) if users else 0, "relations": relations,
        }
        partial = target.with_name(f".{target.name}.partial-{os.getpid()}")
        fd = os.open(partial, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "wb") as raw:
            with tarfile.open(fileobj=raw, mode="w:gz") as tar:
                text = json.dumps(manifest, indent=2).encode("utf-8")
                info = tarfile.TarInfo("manifest.json")
                info.size, info.mtime, info.mode = len(text), int(time.time()), 0o600
                tar.addfile(info, io.BytesIO(text))
                for rel in relations:
                    tar.add(tmp_dir / f"{rel['name']}.copy", arcname=f"data/{rel['name']}.copy")
            raw.flush()
            os.fsync(raw.fileno())
        os.replace(partial, target)
        return BackupManifest(manifest)
    finally:
        for p in tmp_dir.glob("*"):
            p.unlink()
        tmp_dir.rmdir()


def read_manifest(path: Path) -> BackupManifest:
    try:
        with tarfile.open(path, mode="r:gz") as tar:
            member = tar.extractfile("manifest.json")
            data = None if member is None else json.loads(member.read().decode("utf-8"))
    except (OSError, tarfile.TarError, KeyError, ValueError) as exc:
        raise DatabaseUnreadableError(NotABackupWhy(path, type(exc).__name__, OsReason(str(exc)))) from None
    if not isinstance(data, dict) or data.get("format") != BACKUP_FORMAT:
        raise DatabaseUnreadableError(NotABackupFormat(path, repr(data.get("format")))
                                      if isinstance(data, dict) else NotABackup(path))
    return BackupManifest(cast(Manifest, data))  # as the file says: every reader converts what it takes


def _chunks(tar: tarfile.TarFile, name: str, expected: str, where: Path) -> Iterator[bytes]:
    member = tar.extractfile(f"data/{name}.copy")
    if member is None:
        raise DatabaseUnreadableError(BackupLacks(where, name))
    digest = hashlib.sha256()
    while chunk := member.read(1 << 20):
        digest.update(chunk)
        yield chunk
    if digest.hexdigest() != expected:
        raise DatabaseUnreadableError(BackupChecksum(where, name))


def restore_floor(conn: psycopg.Connection[Any], source: Path, where: str) -> BackupManifest:
    """Load the backup at ``source`` into the empty database on ``conn`` (autocommit), in one
    transaction; refused when the database already holds a floor (or anything in the schema)."""
    manifest = read_manifest(source)
    version = manifest.schema_version
    if version > SCHEMA_VERSION:
        raise NewerSchemaError(BackupNewer(int(version), SCHEMA_VERSION))
    if version < 3:
        raise DatabaseUnreadableError(BackupTooOld(int(version)))
    with conn.transaction():
        conn.execute("SELECT pg_advisory_xact_lock(%s)", (SCHEMA_LOCK,))
        taken = typed_row(conn, IntCol, "SELECT count(*) FROM pg_catalog.pg_namespace WHERE nspname = %s", (S,))
        if taken and taken.value:
            raise DatabaseUnreadableError(RestoreTargetNotEmpty(where, f"'{S}'"))
        conn.execute(CREATE_ROLES)
        superuser = typed_row(conn, BoolCol, "SELECT rolsuper FROM pg_roles WHERE rolname = current_user")
        if not (superuser and superuser.value):
            conn.execute(f"GRANT {WRITER_ROLE} TO CURRENT_USER")
        for v in range(1, version + 1):
            for statement in MIGRATIONS[v]:
                conn.execute(statement)
        with tarfile.open(source, mode="r:gz") as tar:
            for rel in manifest.data["relations"]:
                name, cols = str(rel["name"]), [str(c) for c in rel["columns"]]
                if not re.fullmatch(r"[a-z_]+", name) or not all(re.fullmatch(r"[a-z_]+", c) for c in cols):
                    raise DatabaseUnreadableError(ManifestUnexpected(source, repr(name)))
                # the rows as they were: no trigger re-signs a log entry or makes a table a new key,
                # and what the schema's migrations just wrote (the server's secrets, the witness's
                # first entries) gives way to the backup's own
                conn.execute(f"ALTER TABLE {S}.{name} DISABLE TRIGGER USER")
                conn.execute(f"DELETE FROM {S}.{name}")
                with conn.cursor().copy(f"COPY {S}.{name} ({', '.join(cols)}) FROM STDIN") as copy:
                    for chunk in _chunks(tar, name, str(rel["sha256"]), source):
                        copy.write(chunk)
                conn.execute(f"ALTER TABLE {S}.{name} ENABLE TRIGGER USER")
        for table, column in typed_rows(
                conn, _Serial, "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = %s "
                "AND column_default LIKE 'nextval(%%'", (S,)):
            conn.execute(f"SELECT setval(pg_get_serial_sequence(%s, %s), coalesce((SELECT max({column}) FROM "
                         f"{S}.{table}), 0) + 1, false)", (f"{S}.{table}", column))
        heads = {str(r.name): (int(r.head_seq), r.head_mac) for r in typed_rows(
            conn, _HeadRow, f"SELECT t.name, coalesce(max(l.seq), 0), (SELECT mac FROM {S}.log WHERE tbl = t.id ORDER "
            f"BY seq DESC LIMIT 1) FROM {S}.floor_tables t LEFT JOIN {S}.log l ON l.tbl = t.id GROUP BY t.id, t.name")}
        if heads != manifest.heads:
            raise DatabaseUnreadableError(RestoredHeadsDiffer(source))
    return manifest


@contextlib.contextmanager
def scratch_database(conn: psycopg.Connection[Any], url: str) -> Iterator[str]:
    """A new, empty database beside the one ``conn`` is on (dropped afterwards): its URL."""
    import uuid

    name = f"dealer_backup_check_{uuid.uuid4().hex[:12]}"
    conn.execute(f"CREATE DATABASE {name}")
    try:
        yield with_dbname(url, name)
    finally:
        with contextlib.suppress(psycopg.Error):
            conn.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
