"""The store's refusals, typed: a code (the class name) and its parameters, no words.

Raised inside a :class:`~dealer_app.store.errors.StoreError` (``raise
DatabaseUnreadableError(FileMissing(path))``); worded by the catalogues
(:mod:`dealer_app.wording.catalogue_en`, :mod:`dealer_app.wording.catalogue_ru`).
Paths are kept as the store names them; ``reason`` is the operating system's.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TypeAlias

from dealer_app.refusal import OsReason, Refusal, Said

__all__ = [
    "AlreadyExists",
    "BackupUnwritable",
    "CannotCreate",
    "CannotCreateFolder",
    "CannotRead",
    "CannotReadKeyFile",
    "Damaged",
    "DatabaseEmpty",
    "FileMissing",
    "ForeignApplication",
    "IdentityAltered",
    "IdentityMissing",
    "KeyFileBadSecret",
    "KeyFileDiffers",
    "KeyFileMissing",
    "KeyFileNotOurs",
    "KeyFileNotOursWhy",
    "KeyFileShort",
    "KeyFileWrongForDatabase",
    "KeyFileWrongKey",
    "KeyMissingFor",
    "NeedsUpgrade",
    "NewerSchema",
    "NotOurs",
    "NotSqlite",
    "QuickCheckFailed",
    "TruncatedHeader",
    "TruncatedPages",
    "WalRefused",
]

Where: TypeAlias = Path | str


# -- the database file (dealer_app.store.sqlite) -----------------------------------


@dataclass(frozen=True)
class CannotRead(Refusal):
    path: Where
    reason: OsReason | Said


@dataclass(frozen=True)
class DatabaseEmpty(Refusal):
    path: Where


@dataclass(frozen=True)
class NotSqlite(Refusal):
    path: Where


@dataclass(frozen=True)
class TruncatedHeader(Refusal):
    path: Where
    size: int


@dataclass(frozen=True)
class ForeignApplication(Refusal):
    path: Where
    id: str  # the file's application_id, in hex as SQLite shows it


@dataclass(frozen=True)
class TruncatedPages(Refusal):
    path: Where
    size: int
    full: int


@dataclass(frozen=True)
class FileMissing(Refusal):
    path: Where


@dataclass(frozen=True)
class NewerSchema(Refusal):
    path: Where
    v: int
    k: int


@dataclass(frozen=True)
class WalRefused(Refusal):
    path: Where
    mode: str


@dataclass(frozen=True)
class CannotCreateFolder(Refusal):
    path: Where
    reason: OsReason


@dataclass(frozen=True)
class CannotCreate(Refusal):
    path: Where
    reason: OsReason


@dataclass(frozen=True)
class NotOurs(Refusal):
    path: Where


@dataclass(frozen=True)
class NeedsUpgrade(Refusal):
    path: Where


@dataclass(frozen=True)
class IdentityMissing(Refusal):
    path: Where
    needed: str


@dataclass(frozen=True)
class IdentityAltered(Refusal):
    path: Where
    key: str


@dataclass(frozen=True)
class Damaged(Refusal):
    path: Where
    text: str  # SQLite's own words


@dataclass(frozen=True)
class QuickCheckFailed(Refusal):
    path: Where
    text: str  # quick_check's own lines


@dataclass(frozen=True)
class BackupUnwritable(Refusal):
    path: Where
    reason: OsReason


@dataclass(frozen=True)
class AlreadyExists(Refusal):
    path: Where


@dataclass(frozen=True)
class KeyFileWrongForDatabase(Refusal):
    path: Where
    kheld: str
    kneed: str


# -- the audit keys (dealer_app.store.keys) ----------------------------------------


@dataclass(frozen=True)
class KeyFileNotOursWhy(Refusal):
    path: Where
    why: Said


@dataclass(frozen=True)
class KeyFileMissing(Refusal):
    path: Where


@dataclass(frozen=True)
class KeyFileNotOurs(Refusal):
    path: Where


@dataclass(frozen=True)
class CannotReadKeyFile(Refusal):
    path: Where
    reason: OsReason


@dataclass(frozen=True)
class KeyFileBadSecret(Refusal):
    path: Where


@dataclass(frozen=True)
class KeyFileShort(Refusal):
    path: Where


@dataclass(frozen=True)
class KeyFileDiffers(Refusal):
    path: Where


@dataclass(frozen=True)
class KeyMissingFor(Refusal):
    key: str
    path: Where


@dataclass(frozen=True)
class KeyFileWrongKey(Refusal):
    path: Where
    kheld: str
    kneed: str
