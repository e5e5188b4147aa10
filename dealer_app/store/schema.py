"""The SQLite schema, versioned with ``PRAGMA user_version``.

``MIGRATIONS[n]`` takes a database from version ``n - 1`` to ``n``; they run
in one transaction on open. Never edit a released migration: add one.
"""

from __future__ import annotations

from dealer_app.store.tables import sqlite_create

APPLICATION_ID = 0x44415031  # "DAP1": recognises our files (PRAGMA application_id)
SCHEMA_VERSION = 5

_V1 = [
    "CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT",
    sqlite_create("log"),
    "CREATE INDEX log_round ON log(round_id, seq) WHERE round_id IS NOT NULL",
    "CREATE INDEX log_kind ON log(kind, shift_id)",
    "CREATE TRIGGER log_no_update BEFORE UPDATE ON log BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END",
    "CREATE TRIGGER log_no_delete BEFORE DELETE ON log BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END",
    sqlite_create("users"),
    sqlite_create("shifts"),
    sqlite_create("rounds"),
    "CREATE INDEX rounds_shift_status ON rounds(shift_id, status)",
    "CREATE INDEX rounds_status ON rounds(status)",
    sqlite_create("house_versions"),
    sqlite_create("settings"),
    sqlite_create("meter"),
    "INSERT INTO meter(id, value, seq) VALUES (1, 0, 0)",
    sqlite_create("training_results"),
    "CREATE INDEX training_user ON training_results(user_id)",
    # projections may be updated (a round is settled, a user disabled) but never lose a row
    *(
        f"CREATE TRIGGER {t}_no_delete BEFORE DELETE ON {t} BEGIN SELECT RAISE(ABORT, '{t}: rows are never deleted'); END"
        for t in ("users", "shifts", "rounds", "house_versions", "training_results", "meter")
    ),
    """CREATE TRIGGER rounds_status_forward BEFORE UPDATE OF status ON rounds
       WHEN NOT ((OLD.status = 'open' AND NEW.status IN ('open', 'settled', 'voided'))
              OR (OLD.status = 'settled' AND NEW.status IN ('settled', 'voided'))
              OR (OLD.status = 'voided' AND NEW.status = 'voided'))
       BEGIN SELECT RAISE(ABORT, 'a round never goes back to an earlier status'); END""",
]

# v2: leases (one writer per table). Not a projection of the log: coordination
# between live writers; taking over another station's lease is logged.
_V2 = [
    sqlite_create("leases"),
]

# v3: signatures used once and the simulated shifts' own meter (both projections of the log)
_V3 = [
    # a projection of the log: which co-signature (seq) signed which entry; each signs once
    sqlite_create("used_signatures"),
    # simulated shifts run on their own meter: they never move the live one
    sqlite_create("sim_meter"),
    "INSERT INTO sim_meter(id, value, seq) VALUES (1, 0, 0)",
    # a log written before v3 moved the live meter for simulated rounds too: their
    # movements go to the simulated meter, as the log is read from now on
    """UPDATE sim_meter SET value = (
         SELECT coalesce(sum(json_extract(l.payload, '$.meter_delta')), 0) FROM log l
         JOIN shifts s ON s.id = l.shift_id
         WHERE s.simulated = 1 AND l.kind IN ('round_settled', 'round_voided'))""",
    "UPDATE meter SET value = value - (SELECT value FROM sim_meter WHERE id = 1) WHERE id = 1",
    # co-signatures already used by a log written before v3
    """INSERT OR IGNORE INTO used_signatures(seq, used_by)
       SELECT json_extract(payload, '$.signature'), seq FROM log
       WHERE json_extract(payload, '$.signature_kind') = 'co_signed'
         AND json_type(payload, '$.signature') = 'integer'""",
    # and those of the other signers of an entry (a count's confirmation)
    """INSERT OR IGNORE INTO used_signatures(seq, used_by)
       SELECT j.value, l.seq FROM log l, json_each(l.payload, '$.co_signatures') j
       WHERE json_type(l.payload, '$.co_signatures') = 'array'""",
]

# v4: patrons' identities, apart from the log (which holds only their keyed reference).
# Not a projection: written with the entry that registers, updates or erases a patron,
# and erasing on request sets ``details`` to NULL (the reference and the log stay)
_V4 = [
    sqlite_create("patrons"),
    "CREATE TRIGGER patrons_no_delete BEFORE DELETE ON patrons BEGIN "
    "SELECT RAISE(ABORT, 'patrons: rows are never deleted (erasing drops the details)'); END",
]

# v5: a projection of each registered patron's gaming day (cash in, cash out, how many, the last;
# docs/PLAYERS.md), kept with the entry that records a cash transaction and filled here from
# the log; a patron's cash entries found by their reference, a day's unregistered ones by the day
_PATRON = "json_extract(payload, '$.player')"
_V5 = [
    sqlite_create("patron_days"),
    "CREATE INDEX patron_days_day ON patron_days(gaming_day)",
    "CREATE TRIGGER patron_days_no_delete BEFORE DELETE ON patron_days BEGIN "
    "SELECT RAISE(ABORT, 'patron_days: rows are never deleted'); END",
    f"CREATE INDEX log_cash_patron ON log({_PATRON}) WHERE kind = 'cash_transaction'",
    "CREATE INDEX log_cash_day ON log(json_extract(payload, '$.gaming_day')) WHERE kind = 'cash_transaction'",
    """INSERT INTO patron_days(key, player, gaming_day, simulated, cash_in, cash_out, transactions, last_us, last_seqs)
       SELECT player || '|' || day || '|' || CASE WHEN sim THEN 'true' ELSE 'false' END, player, day, sim,
              sum(CASE WHEN direction = 'in' THEN amount ELSE 0 END),
              sum(CASE WHEN direction = 'in' THEN 0 ELSE amount END), count(*), max(ts_us),
              '{"":' || max(seq) || '}'
       FROM (SELECT json_extract(payload, '$.player') AS player, json_extract(payload, '$.gaming_day') AS day,
                    CASE WHEN json_extract(payload, '$.simulated') THEN 1 ELSE 0 END AS sim,
                    json_extract(payload, '$.amount') AS amount, json_extract(payload, '$.direction') AS direction,
                    ts_us, seq
             FROM log WHERE kind = 'cash_transaction' AND json_extract(payload, '$.player') IS NOT NULL
               AND json_extract(payload, '$.medium') = 'cash')
       GROUP BY player, day, sim""",
]

MIGRATIONS: dict[int, list[str]] = {1: _V1, 2: _V2, 3: _V3, 4: _V4, 5: _V5}
