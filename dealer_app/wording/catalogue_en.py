"""The English catalogue: every typed refusal's template, keyed by its code
(:mod:`dealer_app.refusal`). These lines are the contract's (``FORMATS.md``): changing one
changes what the commands print."""

from __future__ import annotations

from dealer_app.refusal import N_

__all__ = ["CATALOGUE"]

CATALOGUE: dict[str, str] = {
    # dealer_app.store.refusals: the database file
    "CannotRead": N_("cannot read {path}: {reason}"),
    "DatabaseEmpty": N_("{path} is empty (0 bytes): not a usable database; it was not changed"),
    "NotSqlite": N_("{path} is not a Dealer Assistant database (not an SQLite file); it was not changed"),
    "TruncatedHeader": N_("{path} is truncated ({size} bytes): its header is incomplete; it was not changed"),
    "ForeignApplication": N_("{path} is an SQLite file of another application (application_id {id}), not a "
                             "Dealer Assistant database; it was not changed"),
    "TruncatedPages": N_("{path} is truncated: {size} bytes where its header says {full}; it was not changed"),
    "FileMissing": N_("{path} does not exist"),
    "NewerSchema": N_("{path} was written by a newer version of Dealer Assistant (schema {v}, this version knows "
                      "{k}); it was not changed"),
    "WalRefused": N_("{path}: cannot switch to WAL mode (got {mode})"),
    "CannotCreateFolder": N_("cannot create the folder {path}: {reason}"),
    "CannotCreate": N_("cannot create {path}: {reason}"),
    "NotOurs": N_("{path} is not a Dealer Assistant database; it was not changed"),
    "NeedsUpgrade": N_("{path} needs a schema upgrade; open it for writing once"),
    "IdentityMissing": N_("{path}: the database's identity record ({needed}) is missing"),
    "IdentityAltered": N_("{path}: the database's identity record was altered (its key check does not match key "
                          "{key})"),
    "Damaged": N_("{path} is damaged ({text}); it was not changed"),
    "QuickCheckFailed": N_("{path} is damaged (quick_check: {text}); it was not changed"),
    "BackupUnwritable": N_("cannot write the backup {path}: {reason}"),
    "AlreadyExists": N_("{path} already exists; not overwritten"),
    "KeyFileWrongForDatabase": N_("the key file {path} is not this database's audit key (it holds key {kheld}, the "
                                  "database needs {kneed})"),
    # dealer_app.store.refusals: the audit keys
    "KeyFileNotOursWhy": N_("{path} is not a Dealer Assistant audit key file ({why})"),
    "KeyFileMissing": N_("audit key file {path} does not exist"),
    "KeyFileNotOurs": N_("{path} is not a Dealer Assistant audit key file"),
    "CannotReadKeyFile": N_("cannot read audit key file {path}: {reason}"),
    "KeyFileBadSecret": N_("{path} is not a Dealer Assistant audit key file (bad secret)"),
    "KeyFileShort": N_("{path} holds a secret that is too short to be an audit key"),
    "KeyFileDiffers": N_("{path} already holds a different audit key; not overwritten"),
    "KeyMissingFor": N_("the audit key {key} of this database is missing (expected {path}); restore it from the key "
                        "copy made with the backup"),
    "KeyFileWrongKey": N_("the audit key file {path} is not this database's key (it holds key {kheld}, the database "
                          "needs {kneed})"),
    # dealer_app.store.refusals: SQLite's and the floor server's failures
    "Recording": N_("recording {kinds}"),
    "DiskFull": N_("disk full while {doing} ({where}): free some space, then retry"),
    "IoFailed": N_("I/O error while {doing} ({where}): {text}; check the disk, then retry"),
    "Locked": N_("database is locked by another program while {doing} ({where}); retry"),
    "CannotOpenOrWrite": N_("cannot open or write {where} while {doing}: {text}"),
    "OutOfMemory": N_("out of memory while {doing} ({where})"),
    "NotSqliteFile": N_("{where} is not a Dealer Assistant database (not an SQLite file)"),
    "StorageFailed": N_("storage error while {doing} ({where}): {text}"),
    "Internal": N_("internal error while {doing} ({where}): {text}"),
    "FloorTlsRefused": N_("the floor server {where} refused the TLS connection while {doing}: {text} (check sslrootcert, the floor's CA file, and sslcert/sslkey: docs/OPERATIONS.md, TLS)"),
    "FloorUnreachable": N_("the floor server could not be reached while {doing} ({where}); nothing was saved: check the station's network, then retry, or call IT"),
    "FloorDiskFull": N_("the floor server's disk is full while {doing} ({where}): free some space, then retry"),
    "FloorRefused": N_("the floor server refused {doing} ({where}): {text}"),
    "MeterBelowZero": N_("a linked jackpot meter would go below 0 while {doing} ({where})"),
    # dealer_app.store.refusals.Doing: what the store was doing
    "Doing.BACKING_THE_FLOOR_UP": N_("backing the floor up"),
    "Doing.CHECKING_THE_DATABASE": N_("checking the database"),
    "Doing.CHECKING_THE_METERS": N_("checking the meters"),
    "Doing.CHECKING_THE_SERVERS_CHAIN": N_("checking the server's chain"),
    "Doing.CHECKPOINTING_THE_JOURNAL": N_("checkpointing the journal"),
    "Doing.CONNECTING_TO_THE_FLOOR": N_("connecting to the floor"),
    "Doing.CREATING_THE_DATABASE": N_("creating the database"),
    "Doing.CREATING_THE_FLOORS_SCHEMA": N_("creating the floor's schema"),
    "Doing.HOLDING_THE_TABLE": N_("holding the table"),
    "Doing.LINKING_THE_METER": N_("linking the meter"),
    "Doing.LISTENING_TO_THE_FLOOR": N_("listening to the floor"),
    "Doing.LISTING_THE_TABLES": N_("listing the tables"),
    "Doing.LOOKING_UP_AN_ANCHOR": N_("looking up an anchor"),
    "Doing.MAKING_THE_STATIONS_LOGIN": N_("making the station's login"),
    "Doing.OPENING_THE_DATABASE": N_("opening the database"),
    "Doing.OPENING_THE_FLOOR": N_("opening the floor"),
    "Doing.QUEUEING_THE_JACKPOT_HIT": N_("queueing the jackpot hit"),
    "Doing.READING": N_("reading"),
    "Doing.READING_A_ROUND": N_("reading a round"),
    "Doing.READING_A_TABLE_GROUP": N_("reading a table group"),
    "Doing.READING_THE_CHAIN_HEAD": N_("reading the chain head"),
    "Doing.READING_THE_FILES_IDENTITY": N_("reading the file's identity"),
    "Doing.READING_THE_FLOORS_STATUS": N_("reading the floor's status"),
    "Doing.READING_THE_FLOORS_USERS": N_("reading the floor's users"),
    "Doing.READING_THE_IDENTITY": N_("reading the identity"),
    "Doing.READING_THE_JACKPOT_HITS": N_("reading the jackpot hits"),
    "Doing.READING_THE_LINKED_METERS": N_("reading the linked meters"),
    "Doing.READING_THE_LOG": N_("reading the log"),
    "Doing.READING_THE_METERS_HISTORY": N_("reading the meter's history"),
    "Doing.READING_THE_SCHEMA_VERSION": N_("reading the schema version"),
    "Doing.READING_THE_TABLE_GROUPS": N_("reading the table groups"),
    "Doing.READING_THE_WITNESSED_ENTRIES": N_("reading the witnessed entries"),
    "Doing.READING_THE_WITNESS_CHAIN": N_("reading the witness chain"),
    "Doing.READING_WHO_HOLDS_THE_TABLE": N_("reading who holds the table"),
    "Doing.RECORDING_THE_FILE_CHECK": N_("recording the file check"),
    "Doing.RECORDING_THE_VERIFICATION": N_("recording the verification"),
    "Doing.RECORDING_THE_VERIFIED_POINT": N_("recording the verified point"),
    "Doing.RELEASING_THE_TABLE": N_("releasing the table"),
    "Doing.RESTORING_THE_FLOOR": N_("restoring the floor"),
    "Doing.REVOKING_THE_STATIONS_LOGIN": N_("revoking the station's login"),
    "Doing.SETTING_THE_TABLE_GROUP": N_("setting the table group"),
    "Doing.UPGRADING_THE_SCHEMA": N_("upgrading the schema"),
    "Doing.WRITING_THE_BACKUP": N_("writing the backup"),
    "Doing.WRITING_THE_COPY": N_("writing the copy"),
}
