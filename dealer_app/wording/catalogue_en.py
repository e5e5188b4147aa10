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
}
