"""The store's refusals, typed: a code (the class name) and its parameters, no words.

Raised inside a :class:`~dealer_app.store.errors.StoreError` (``raise
DatabaseUnreadableError(FileMissing(path))``); worded by the catalogues
(:mod:`dealer_app.wording.catalogue_en`, :mod:`dealer_app.wording.catalogue_ru`).
Paths are kept as the store names them; ``reason`` is the operating system's.
"""

from __future__ import annotations

from enum import auto
from pathlib import Path
from typing import TYPE_CHECKING, TypeAlias

from dealer_app.refusal import OsReason, Refusal, Worded

if TYPE_CHECKING:
    from dealer_app.store.records import Lease

__all__ = [
    "Activity",
    "AlreadyExists",
    "ApprovalAboveLinkedMeter",
    "AuditBreaks",
    "AuditBreaksMore",
    "AuditBrokenUnchanged",
    "AuditLogBroken",
    "AuditRefusedToDeal",
    "BackupChecksum",
    "BackupLacks",
    "BackupNewer",
    "BackupTooOld",
    "BackupUnwritable",
    "CannotCreate",
    "CannotCreateFolder",
    "CannotOpenOrWrite",
    "CannotRead",
    "CannotReadKeyFile",
    "Damaged",
    "DatabaseEmpty",
    "DiskFull",
    "Doing",
    "EntryNotVerified",
    "FailedAttemptsMeanwhile",
    "FileMissing",
    "FloorDiskFull",
    "FloorHasNoTable",
    "FloorHasNoTableMayNotAdd",
    "FloorIdentityAltered",
    "FloorIdentityMissing",
    "FloorNewer",
    "FloorNewerThanStation",
    "FloorNoSchemaYet",
    "FloorRefused",
    "FloorStatusNeedsUpgrade",
    "FloorTlsRefused",
    "FloorUnreachable",
    "FloorUrlNeeded",
    "ForeignApplication",
    "ForeignKeyCycle",
    "ForeignSchema",
    "GroupChangeFromPodium",
    "GroupCoSignatureOld",
    "GroupCoSignatureUnchecked",
    "GroupCoSignatureUsed",
    "GroupNoCoSignature",
    "GroupSignatureOffGroup",
    "GroupsOwnersOnly",
    "HeldBy",
    "HeldByHere",
    "IdentityAltered",
    "IdentityMissing",
    "Internal",
    "IoFailed",
    "KeyFileBadSecret",
    "KeyFileDiffers",
    "KeyFileMissing",
    "KeyFileNotFloors",
    "KeyFileNotOurs",
    "KeyFileNotOursWhy",
    "KeyFileShort",
    "KeyFileWrongForDatabase",
    "KeyFileWrongKey",
    "KeyMissingFor",
    "LeaveNotInGroup",
    "LeaveUnsigned",
    "LeaveVersionMoved",
    "LeaveWithoutReason",
    "LinkedMeterLocked",
    "LinkedMeterReserved",
    "LinkedMeterWouldGoNegative",
    "Locked",
    "LoginMalformed",
    "LoginNotTablesStation",
    "LoginReserved",
    "LoginTaken",
    "ManifestUnexpected",
    "MeterBelowZero",
    "MeterCheckpointAltered",
    "MeterLinksOwnersOnly",
    "MeterTableNotOnFloor",
    "NeedsUpgrade",
    "NewerSchema",
    "NoTableGroup",
    "NotABackup",
    "NotABackupFormat",
    "NotABackupWhy",
    "NotAFloor",
    "NotAStationLogin",
    "NotOurs",
    "NotSqlite",
    "NotSqliteFile",
    "OutOfMemory",
    "OwnerCannotCreateRoles",
    "OwnerOnlyLogins",
    "PaperRoundInFuture",
    "PassfileFolderMissing",
    "PatronDayMovedMeanwhile",
    "PayloadNotJson",
    "QuickCheckFailed",
    "Recording",
    "RestoreTargetNotEmpty",
    "RestoredHeadsDiffer",
    "RoundChangedMeanwhile",
    "RoundDoesNotExist",
    "RoundStartedMeanwhile",
    "RoundStatusChanged",
    "ShiftDoesNotExist",
    "ShiftStateChanged",
    "SignatureAlreadyUsed",
    "StationClockAhead",
    "StationClockBehind",
    "StationHoldsNoKey",
    "StorageFailed",
    "TableHeadMismatch",
    "TableHeld",
    "TableHeldMeanwhile",
    "TableHeldNotAnswering",
    "TableHoldReleased",
    "TableIdentityAltered",
    "TableInOtherGroup",
    "TableMeterAlreadyMoved",
    "TableNameNeeded",
    "TableOnOtherMeter",
    "TableShiftOpenMeanwhile",
    "TruncatedHeader",
    "TruncatedPages",
    "UserDoesNotExist",
    "UserIdLockedOut",
    "UserNameTakenMeanwhile",
    "UserRoleUnknown",
    "VerificationOwnersOnly",
    "VerifiedPointAltered",
    "WalRefused",
    "held_by",
]

Where: TypeAlias = Path | str


# -- the database file (dealer_app.store.sqlite) -----------------------------------


class CannotRead(Refusal):
    path: Where
    reason: OsReason | BaseException


class DatabaseEmpty(Refusal):
    path: Where


class NotSqlite(Refusal):
    path: Where


class TruncatedHeader(Refusal):
    path: Where
    size: int


class ForeignApplication(Refusal):
    path: Where
    id: str  # the file's application_id, in hex as SQLite shows it


class TruncatedPages(Refusal):
    path: Where
    size: int
    full: int


class FileMissing(Refusal):
    path: Where


class NewerSchema(Refusal):
    path: Where
    v: int
    k: int


class WalRefused(Refusal):
    path: Where
    mode: str


class CannotCreateFolder(Refusal):
    path: Where
    reason: OsReason


class CannotCreate(Refusal):
    path: Where
    reason: OsReason


class NotOurs(Refusal):
    path: Where


class NeedsUpgrade(Refusal):
    path: Where


class IdentityMissing(Refusal):
    path: Where
    needed: str


class IdentityAltered(Refusal):
    path: Where
    key: str


class Damaged(Refusal):
    path: Where
    text: str  # SQLite's own words


class QuickCheckFailed(Refusal):
    path: Where
    text: str  # quick_check's own lines


class BackupUnwritable(Refusal):
    path: Where
    reason: OsReason


class AlreadyExists(Refusal):
    path: Where


class KeyFileWrongForDatabase(Refusal):
    path: Where
    kheld: str
    kneed: str


# -- the audit keys (dealer_app.store.keys) ----------------------------------------


class KeyFileNotOursWhy(Refusal):
    path: Where
    why: BaseException


class StationHoldsNoKey(Refusal):
    pass


class KeyFileMissing(Refusal):
    path: Where


class KeyFileNotOurs(Refusal):
    path: Where


class CannotReadKeyFile(Refusal):
    path: Where
    reason: OsReason


class KeyFileBadSecret(Refusal):
    path: Where


class KeyFileShort(Refusal):
    path: Where


class KeyFileDiffers(Refusal):
    path: Where


class KeyMissingFor(Refusal):
    key: str
    path: Where


class KeyFileWrongKey(Refusal):
    path: Where
    kheld: str
    kneed: str


# -- what the store was doing when it failed (``while {doing}``) ----------------------------


class Doing(Worded):
    """What the store was doing; each member has its entry ``Doing.NAME`` in every catalogue."""

    BACKING_THE_FLOOR_UP = auto()
    CHECKING_A_PIN = auto()
    CHECKING_THE_DATABASE = auto()
    CHECKING_THE_METERS = auto()
    CHECKING_THE_SERVERS_CHAIN = auto()
    CHECKPOINTING_THE_JOURNAL = auto()
    CONNECTING_TO_THE_FLOOR = auto()
    CREATING_THE_DATABASE = auto()
    CREATING_THE_FLOORS_SCHEMA = auto()
    HOLDING_THE_TABLE = auto()
    LINKING_THE_METER = auto()
    LISTENING_TO_THE_FLOOR = auto()
    LISTING_THE_TABLES = auto()
    LOOKING_UP_AN_ANCHOR = auto()
    MAKING_THE_STATIONS_LOGIN = auto()
    OPENING_THE_DATABASE = auto()
    OPENING_THE_FLOOR = auto()
    QUEUEING_THE_JACKPOT_HIT = auto()
    READING = auto()
    READING_A_ROUND = auto()
    READING_A_TABLE_GROUP = auto()
    READING_THE_CHAIN_HEAD = auto()
    READING_THE_FILES_IDENTITY = auto()
    READING_THE_FLOORS_STATUS = auto()
    READING_THE_FLOORS_USERS = auto()
    READING_THE_IDENTITY = auto()
    READING_THE_JACKPOT_HITS = auto()
    READING_THE_LINKED_METERS = auto()
    READING_THE_LOG = auto()
    READING_THE_METERS_HISTORY = auto()
    READING_THE_SCHEMA_VERSION = auto()
    READING_THE_TABLE_GROUPS = auto()
    READING_THE_WITNESSED_ENTRIES = auto()
    READING_THE_WITNESS_CHAIN = auto()
    READING_WHO_HOLDS_THE_TABLE = auto()
    RECORDING_THE_FILE_CHECK = auto()
    RECORDING_THE_VERIFICATION = auto()
    RECORDING_THE_VERIFIED_POINT = auto()
    RELEASING_THE_TABLE = auto()
    RESTORING_THE_FLOOR = auto()
    REVOKING_THE_STATIONS_LOGIN = auto()
    SETTING_THE_TABLE_GROUP = auto()
    UPGRADING_THE_SCHEMA = auto()
    WRITING_THE_BACKUP = auto()
    WRITING_THE_COPY = auto()


class Recording(Refusal):
    """Recording entries of these kinds (the log's names, spaced: ``round started, step``)."""

    kinds: str


Activity: TypeAlias = Doing | Recording
"""What the store was doing, as a refusal names it."""


# -- SQLite's own failures (dealer_app.store.errors.classify_sqlite_error) ----------------


class DiskFull(Refusal):
    doing: Activity
    where: Where


class IoFailed(Refusal):
    doing: Activity
    where: Where
    text: str


class Locked(Refusal):
    doing: Activity
    where: Where


class CannotOpenOrWrite(Refusal):
    where: Where
    doing: Activity
    text: str


class OutOfMemory(Refusal):
    doing: Activity
    where: Where


class NotSqliteFile(Refusal):
    where: Where


class StorageFailed(Refusal):
    doing: Activity
    where: Where
    text: str


class Internal(Refusal):
    doing: Activity
    where: Where
    text: str  # the exception's type and its own words: for whoever fixes it


# -- the floor server's failures (dealer_app.store.postgres) -------------------------------


class FloorTlsRefused(Refusal):
    where: Where
    doing: Activity
    text: str


class FloorUnreachable(Refusal):
    doing: Activity
    where: Where


class FloorDiskFull(Refusal):
    doing: Activity
    where: Where


class FloorRefused(Refusal):
    doing: Activity
    where: Where
    text: str | Refusal  # the server's own line: typed (schema 16, :mod:`dealer_app.store.pg_refusals`) or as it said it


class MeterBelowZero(Refusal):
    doing: Activity
    where: Where


# -- the floor server's own refusals, typed (its RAISE EXCEPTION, schema 16: dealer_app.store.pg_refusals) ------
# Each English entry is the server's own message (less the function's name for the first ones, as the
# station shows them); the fields are what the server sends in the error's DETAIL.


class LinkedMeterLocked(Refusal):
    group: str
    table: str
    r: int | str  # the round's number ("?" when the server does not know it)


class ApprovalAboveLinkedMeter(Refusal):
    base: int
    group: str
    value: int


class LinkedMeterReserved(Refusal):
    group: str
    value: int
    kept: int
    table: str
    r: int | str
    delta: int


class LinkedMeterWouldGoNegative(Refusal):
    group: str
    value: int
    delta: int


class StationClockBehind(Refusal):
    seconds: int


class StationClockAhead(Refusal):
    seconds: int


class TableOnOtherMeter(Refusal):
    table: str
    group: str
    other: str


class TableMeterAlreadyMoved(Refusal):
    table: str
    group: str


class MeterLinksOwnersOnly(Refusal):
    """(no parameters)"""


class TableInOtherGroup(Refusal):
    table: str
    group: str
    other: str


class NoTableGroup(Refusal):
    group: str


class GroupChangeFromPodium(Refusal):
    """(no parameters)"""


class GroupNoCoSignature(Refusal):
    seq: int
    table: int  # the table's number on the floor, as the server names it
    by: str


class GroupCoSignatureOld(Refusal):
    seq: int
    table: int


class GroupCoSignatureUnchecked(Refusal):
    seq: int
    table: int


class GroupCoSignatureUsed(Refusal):
    seq: int
    table: int


class GroupsOwnersOnly(Refusal):
    """(no parameters)"""


class GroupSignatureOffGroup(Refusal):
    table: str
    group: str


class LeaveNotInGroup(Refusal):
    table: int
    group: str


class LeaveWithoutReason(Refusal):
    """(no parameters)"""


class LeaveVersionMoved(Refusal):
    group: str
    v: int | str
    w: str


class LeaveUnsigned(Refusal):
    """(no parameters)"""


class VerificationOwnersOnly(Refusal):
    """(no parameters)"""


class PatronDayMovedMeanwhile(Refusal):
    cash_in: int
    cash_out: int
    rin: str  # what the transaction recorded, as it recorded it
    rout: str


# -- a floor's backup and its status (dealer_app.store.pg_floor_backup, pg_status) ---------------


class FloorUrlNeeded(Refusal):
    """(no parameters)"""


class ForeignKeyCycle(Refusal):
    """(no parameters)"""


class FloorNewerThanStation(Refusal):
    v: int
    k: int


class NotABackupWhy(Refusal):
    path: Where
    text: str
    reason: OsReason


class NotABackupFormat(Refusal):
    path: Where
    format: str


class NotABackup(Refusal):
    path: Where


class BackupLacks(Refusal):
    path: Where
    name: str


class BackupChecksum(Refusal):
    path: Where
    name: str


class BackupNewer(Refusal):
    v: int
    k: int


class BackupTooOld(Refusal):
    v: int


class RestoreTargetNotEmpty(Refusal):
    where: Where
    schema: str


class ManifestUnexpected(Refusal):
    path: Where
    name: str


class RestoredHeadsDiffer(Refusal):
    path: Where


class NotAFloor(Refusal):
    where: Where


class FloorStatusNeedsUpgrade(Refusal):
    where: Where
    v: int


# -- the stations' logins (dealer_app.store.pg_stations) ---------------------------------------


class OwnerOnlyLogins(Refusal):
    where: Where


class OwnerCannotCreateRoles(Refusal):
    where: Where


class LoginTaken(Refusal):
    where: Where
    login: str


class NotAStationLogin(Refusal):
    where: Where
    login: str


class LoginMalformed(Refusal):
    login: str


class LoginReserved(Refusal):
    login: str


class PassfileFolderMissing(Refusal):
    path: Where


# -- opening a floor (dealer_app.store.postgres) --------------------------------------------------


class FloorNewer(Refusal):
    where: Where
    v: int
    k: int


class FloorNoSchemaYet(Refusal):
    where: Where


class ForeignSchema(Refusal):
    where: Where
    schema: str


class FloorIdentityMissing(Refusal):
    where: Where
    needed: str


class KeyFileNotFloors(Refusal):
    path: Where
    kheld: str
    kneed: str


class FloorIdentityAltered(Refusal):
    where: Where
    key: str


class TableNameNeeded(Refusal):
    where: Where


class TableIdentityAltered(Refusal):
    where: Where


class TableHeadMismatch(Refusal):
    where: Where
    a: int
    b: int


# dealer_app.store.checks
class UserNameTakenMeanwhile(Refusal):
    name: str


class PaperRoundInFuture(Refusal):
    n: int


class RoundDoesNotExist(Refusal):
    n: int


class RoundStartedMeanwhile(Refusal):
    n: int
    s: int


class RoundChangedMeanwhile(Refusal):
    n: int
    s: int
    a: int
    b: int


class RoundStatusChanged(Refusal):
    n: int
    s: int
    status: str
    was: str


class ShiftDoesNotExist(Refusal):
    s: int


class ShiftStateChanged(Refusal):
    s: int
    state: str


class SignatureAlreadyUsed(Refusal):
    seq: int
    by: int


class TableShiftOpenMeanwhile(Refusal):
    table: str
    s: int


class TableHeldMeanwhile(Refusal):
    table: str
    held: Refusal


class TableHeld(Refusal):
    table: str
    held: Refusal


class TableHeldNotAnswering(Refusal):
    table: str
    held: Refusal


class TableHoldReleased(Refusal):
    table: str


class UserDoesNotExist(Refusal):
    n: int


class FailedAttemptsMeanwhile(Refusal):
    n: int
    k: int


class UserIdLockedOut(Refusal):
    n: int


class AuditLogBroken(Refusal):
    where: Where
    audit: str


class AuditRefusedToDeal(Refusal):
    where: Where
    audit: str


class VerifiedPointAltered(Refusal):
    where: Where


class MeterCheckpointAltered(Refusal):
    where: Where


# dealer_app.store.postgres
class MeterTableNotOnFloor(Refusal):
    name: str
    tables: str


class UserRoleUnknown(Refusal):
    n: int
    role: str


class AuditBrokenUnchanged(Refusal):
    where: Where
    audit: str


class LoginNotTablesStation(Refusal):
    where: Where
    table: str


class FloorHasNoTable(Refusal):
    where: Where
    table: str
    tables: str


class FloorHasNoTableMayNotAdd(Refusal):
    where: Where
    table: str


# dealer_app.store.records
class PayloadNotJson(Refusal):
    n: int
    kindname: str


# the audit log breaks found on opening (dealer_app.store.checks, dealer_app.store.postgres)
class EntryNotVerified(Refusal):
    where: Where
    seq: int


class AuditBreaks(Refusal):
    where: Where
    audit: str


class AuditBreaksMore(Refusal):
    where: Where
    audit: str
    n: int


# who holds a table (dealer_app.store.records.Lease), inside the lines above
class HeldBy(Refusal):
    station: str
    host: str
    pid: int
    since: str


class HeldByHere(Refusal):
    station: str
    pid: int
    since: str


def held_by(lease: Lease) -> Refusal:
    """Who holds a table, as the lines name it (``station pc-2 (host1, process 7) since 10:41``, local time)."""
    import datetime as dt

    since = dt.datetime.fromtimestamp(lease.since_us / 1_000_000).strftime("%H:%M")
    who = lease.holder
    if who.host and who.host != who.station:
        return HeldBy(who.station, who.host, who.pid, since)
    return HeldByHere(who.station, who.pid, since)
