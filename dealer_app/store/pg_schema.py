"""The PostgreSQL floor schema, versioned in ``dealer.floor_meta``.

One database is one *floor*. Every table of the floor writes to the same
relations, told apart by ``tbl`` (the table's id): each table keeps its own
log and audit chain (``(tbl, seq)``), shifts, rounds and projections, exactly
the SQLite ideas. Floor-wide relations hold the tables themselves, the linked
jackpot meters and their movements, the station leases and the idempotency
tokens of appends.

``MIGRATIONS[n]`` takes a floor from version ``n - 1`` to ``n``; they run in
one transaction under the schema advisory lock. Never edit a released
migration: add one.

Roles: ``dealer_floor_writer`` (no login) is what every station writes as
(``SET ROLE``): INSERT and SELECT on the log, never UPDATE, DELETE or
TRUNCATE; triggers refuse those too, for every role but a superuser who drops
them on purpose.
"""

from __future__ import annotations

SCHEMA = "dealer"
SCHEMA_VERSION = 4
WRITER_ROLE = "dealer_floor_writer"
# pg_advisory_xact_lock key: "DAP1" like the SQLite application_id
SCHEMA_LOCK = 0x44415031

_PROJECTIONS = ("users", "shifts", "rounds", "house_versions", "settings", "meter", "training_results")

_V1 = [
    f"CREATE SCHEMA IF NOT EXISTS {SCHEMA}",
    f"CREATE TABLE {SCHEMA}.floor_meta(key text PRIMARY KEY, value text NOT NULL)",
    f"""CREATE TABLE {SCHEMA}.linked_meters(
        name text PRIMARY KEY,
        start_value bigint NOT NULL CHECK (start_value >= 0),
        value bigint NOT NULL CHECK (value >= 0),
        moves bigint NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
    )""",
    f"""CREATE TABLE {SCHEMA}.floor_tables(
        id serial PRIMARY KEY,
        name text NOT NULL UNIQUE,
        db_uuid text NOT NULL,
        key_check text NOT NULL,
        meter_group text REFERENCES {SCHEMA}.linked_meters(name),
        created_at timestamptz NOT NULL DEFAULT now(),
        checkpoint_seq bigint NOT NULL DEFAULT 0,
        checkpoint_mac text NOT NULL,
        checkpoint_tag text NOT NULL
    )""",
    f"""CREATE TABLE {SCHEMA}.log(
        tbl integer NOT NULL REFERENCES {SCHEMA}.floor_tables(id),
        seq bigint NOT NULL,
        ts_us bigint NOT NULL,
        kind text NOT NULL,
        actor bigint,
        station text,
        shift_id bigint,
        round_id bigint,
        ref bigint,
        payload text NOT NULL,
        mac text NOT NULL,
        PRIMARY KEY (tbl, seq)
    )""",
    f"CREATE INDEX log_round ON {SCHEMA}.log(tbl, round_id, seq) WHERE round_id IS NOT NULL",
    f"CREATE INDEX log_kind ON {SCHEMA}.log(tbl, kind, shift_id)",
    f"""CREATE TABLE {SCHEMA}.append_tokens(
        token uuid PRIMARY KEY,
        tbl integer NOT NULL,
        first_seq bigint NOT NULL,
        last_seq bigint NOT NULL
    )""",
    f"""CREATE TABLE {SCHEMA}.meter_moves(
        id bigserial PRIMARY KEY,
        meter text NOT NULL REFERENCES {SCHEMA}.linked_meters(name),
        tbl integer NOT NULL,
        seq bigint NOT NULL,
        delta bigint NOT NULL,
        value_after bigint NOT NULL CHECK (value_after >= 0),
        UNIQUE (tbl, seq)
    )""",
    # one writer per table: coordination between live stations, not a projection
    # of the log (taking over another station's lease is logged)
    f"""CREATE TABLE {SCHEMA}.leases(
        scope text PRIMARY KEY,
        station text NOT NULL,
        host text NOT NULL,
        pid integer NOT NULL,
        token text NOT NULL,
        since_us bigint NOT NULL,
        heartbeat_us bigint NOT NULL
    )""",
    f"""CREATE TABLE {SCHEMA}.users(
        tbl integer NOT NULL, id bigint NOT NULL, name text NOT NULL, role text NOT NULL, pin_hash text,
        builtin boolean NOT NULL, disabled boolean NOT NULL DEFAULT false, failed integer NOT NULL DEFAULT 0,
        locked_until_us bigint, created_seq bigint NOT NULL, PRIMARY KEY (tbl, id)
    )""",
    f"CREATE UNIQUE INDEX users_name ON {SCHEMA}.users(tbl, lower(name))",
    f"""CREATE TABLE {SCHEMA}.shifts(
        tbl integer NOT NULL, id bigint NOT NULL, table_name text NOT NULL, profile text NOT NULL,
        dealer bigint NOT NULL, simulated boolean NOT NULL, gaming_day text NOT NULL, opened_seq bigint NOT NULL,
        opened_us bigint NOT NULL, closed_seq bigint, closed_us bigint, rounds integer NOT NULL DEFAULT 0,
        PRIMARY KEY (tbl, id)
    )""",
    f"""CREATE TABLE {SCHEMA}.rounds(
        tbl integer NOT NULL, id bigint NOT NULL, shift_id bigint NOT NULL, number integer NOT NULL,
        dealer bigint NOT NULL, house_version integer NOT NULL, jackpot_start bigint NOT NULL,
        status text NOT NULL CHECK (status IN ('open', 'settled', 'voided')), steps integer NOT NULL DEFAULT 0,
        started_seq bigint NOT NULL, settled_seq bigint, voided_seq bigint,
        PRIMARY KEY (tbl, id), UNIQUE (tbl, shift_id, number),
        FOREIGN KEY (tbl, shift_id) REFERENCES {SCHEMA}.shifts(tbl, id)
    )""",
    f"CREATE INDEX rounds_status ON {SCHEMA}.rounds(tbl, status)",
    f"""CREATE TABLE {SCHEMA}.house_versions(
        tbl integer NOT NULL, version integer NOT NULL, profile text NOT NULL, seq bigint NOT NULL,
        PRIMARY KEY (tbl, version)
    )""",
    f"""CREATE TABLE {SCHEMA}.settings(
        tbl integer NOT NULL, key text NOT NULL, value text NOT NULL, seq bigint NOT NULL, PRIMARY KEY (tbl, key)
    )""",
    f"""CREATE TABLE {SCHEMA}.meter(
        tbl integer PRIMARY KEY, value bigint NOT NULL, seq bigint NOT NULL
    )""",
    f"""CREATE TABLE {SCHEMA}.training_results(
        tbl integer NOT NULL, id bigint NOT NULL, user_id bigint NOT NULL, seq bigint NOT NULL,
        ts_us bigint NOT NULL, payload text NOT NULL, PRIMARY KEY (tbl, id)
    )""",
    # the log (and the meters' history) is append-only, whoever writes
    f"""CREATE FUNCTION {SCHEMA}.append_only() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION '%: the audit log is append-only', TG_TABLE_NAME
              USING ERRCODE = 'insufficient_privilege'; END $$""",
    *(
        f"CREATE TRIGGER {t}_append_only BEFORE UPDATE OR DELETE ON {SCHEMA}.{t} "
        f"FOR EACH ROW EXECUTE FUNCTION {SCHEMA}.append_only()"
        for t in ("log", "meter_moves", "append_tokens")
    ),
    *(
        f"CREATE TRIGGER {t}_no_truncate BEFORE TRUNCATE ON {SCHEMA}.{t} "
        f"FOR EACH STATEMENT EXECUTE FUNCTION {SCHEMA}.append_only()"
        for t in ("log", "meter_moves", "append_tokens", *_PROJECTIONS)
    ),
    f"""CREATE FUNCTION {SCHEMA}.never_delete() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION '%: rows are never deleted', TG_TABLE_NAME
              USING ERRCODE = 'insufficient_privilege'; END $$""",
    *(
        f"CREATE TRIGGER {t}_no_delete BEFORE DELETE ON {SCHEMA}.{t} "
        f"FOR EACH ROW EXECUTE FUNCTION {SCHEMA}.never_delete()"
        for t in (*_PROJECTIONS, "floor_tables", "linked_meters")
    ),
    f"""CREATE FUNCTION {SCHEMA}.round_forward() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NOT ((OLD.status = 'open') OR (OLD.status = 'settled' AND NEW.status IN ('settled', 'voided'))
                  OR (OLD.status = 'voided' AND NEW.status = 'voided')) THEN
            RAISE EXCEPTION 'a round never goes back to an earlier status';
          END IF;
          RETURN NEW;
        END $$""",
    f"CREATE TRIGGER rounds_status_forward BEFORE UPDATE OF status ON {SCHEMA}.rounds "
    f"FOR EACH ROW EXECUTE FUNCTION {SCHEMA}.round_forward()",
    # the restricted role every station writes as
    f"GRANT USAGE ON SCHEMA {SCHEMA} TO {WRITER_ROLE}",
    f"GRANT SELECT, INSERT ON {SCHEMA}.log, {SCHEMA}.meter_moves, {SCHEMA}.append_tokens TO {WRITER_ROLE}",
    f"GRANT SELECT, INSERT, UPDATE ON {', '.join(f'{SCHEMA}.{t}' for t in _PROJECTIONS)} TO {WRITER_ROLE}",
    f"GRANT SELECT, INSERT, UPDATE ON {SCHEMA}.floor_tables, {SCHEMA}.linked_meters TO {WRITER_ROLE}",
    f"GRANT SELECT, INSERT, UPDATE, DELETE ON {SCHEMA}.leases TO {WRITER_ROLE}",
    f"GRANT SELECT ON {SCHEMA}.floor_meta TO {WRITER_ROLE}",
    f"GRANT USAGE ON ALL SEQUENCES IN SCHEMA {SCHEMA} TO {WRITER_ROLE}",
]

# v2: co-signatures used once, the simulated shifts' own meter (projections of the
# log, like SQLite's v3) and each table's signed money checkpoint (the meters at
# a verified entry: start-up checks the meters from there)
_V2_PROJECTIONS = ("used_signatures", "sim_meter")
_V2 = [
    f"""CREATE TABLE {SCHEMA}.used_signatures(
        tbl integer NOT NULL, seq bigint NOT NULL, used_by bigint NOT NULL, PRIMARY KEY (tbl, seq)
    )""",
    f"""CREATE TABLE {SCHEMA}.sim_meter(
        tbl integer PRIMARY KEY, value bigint NOT NULL, seq bigint NOT NULL
    )""",
    # a log written before v2 moved the table's live meter for simulated rounds too: their
    # movements go to the simulated meter, as the log is read from now on
    f"""INSERT INTO {SCHEMA}.sim_meter(tbl, value, seq)
        SELECT t.id, coalesce((
          SELECT sum((l.payload::jsonb ->> 'meter_delta')::bigint) FROM {SCHEMA}.log l
          JOIN {SCHEMA}.shifts s ON s.tbl = l.tbl AND s.id = l.shift_id
          WHERE l.tbl = t.id AND s.simulated AND l.kind IN ('round_settled', 'round_voided')), 0), 0
        FROM {SCHEMA}.floor_tables t""",
    f"UPDATE {SCHEMA}.meter m SET value = m.value - s.value FROM {SCHEMA}.sim_meter s "
    "WHERE s.tbl = m.tbl AND s.value <> 0",
    # co-signatures already used by logs written before v2
    f"""INSERT INTO {SCHEMA}.used_signatures(tbl, seq, used_by)
        SELECT tbl, (payload::jsonb ->> 'signature')::bigint, seq FROM {SCHEMA}.log
        WHERE payload::jsonb ->> 'signature_kind' = 'co_signed'
          AND jsonb_typeof(payload::jsonb -> 'signature') = 'number'
        ON CONFLICT (tbl, seq) DO NOTHING""",
    # and those of the other signers of an entry (a count's confirmation)
    f"""INSERT INTO {SCHEMA}.used_signatures(tbl, seq, used_by)
        SELECT l.tbl, j.value::bigint, l.seq FROM {SCHEMA}.log l,
          jsonb_array_elements_text(l.payload::jsonb -> 'co_signatures') j
        WHERE jsonb_typeof(l.payload::jsonb -> 'co_signatures') = 'array'
        ON CONFLICT (tbl, seq) DO NOTHING""",
    f"ALTER TABLE {SCHEMA}.floor_tables ADD COLUMN money_seq bigint, ADD COLUMN money_live bigint, "
    "ADD COLUMN money_sim bigint, ADD COLUMN money_tag text",
    *(
        f"CREATE TRIGGER {t}_no_truncate BEFORE TRUNCATE ON {SCHEMA}.{t} "
        f"FOR EACH STATEMENT EXECUTE FUNCTION {SCHEMA}.append_only()"
        for t in _V2_PROJECTIONS
    ),
    *(
        f"CREATE TRIGGER {t}_no_delete BEFORE DELETE ON {SCHEMA}.{t} "
        f"FOR EACH ROW EXECUTE FUNCTION {SCHEMA}.never_delete()"
        for t in _V2_PROJECTIONS
    ),
    f"GRANT SELECT, INSERT, UPDATE ON {', '.join(f'{SCHEMA}.{t}' for t in _V2_PROJECTIONS)} TO {WRITER_ROLE}",
]

# v3: users floor-wide (dealer_app/store/pg_users.py): the migration gives every table
# the users it lacks, as log entries (see _ensure_schema); and each table's chain head
# kept on its row, which every append locks anyway (one round trip less per append)
_V3 = [
    f"ALTER TABLE {SCHEMA}.floor_tables ADD COLUMN IF NOT EXISTS head_seq bigint NOT NULL DEFAULT 0, "
    "ADD COLUMN IF NOT EXISTS head_mac text",
    f"""UPDATE {SCHEMA}.floor_tables t SET head_seq = h.seq, head_mac = h.mac
        FROM (SELECT DISTINCT ON (tbl) tbl, seq, mac FROM {SCHEMA}.log ORDER BY tbl, seq DESC) h WHERE h.tbl = t.id""",
]

# v4: what the floor's operations watch (dealer_app/store/pg_status.py), never records of
# play: each station's heartbeat (dealer_app/store/pg_heartbeat.py) and each floor-wide
# verification's result (audit verify, the scheduled one included)
_V4 = [
    f"""CREATE TABLE IF NOT EXISTS {SCHEMA}.stations(
        tbl integer NOT NULL REFERENCES {SCHEMA}.floor_tables(id),
        station text NOT NULL, host text NOT NULL, pid integer NOT NULL, program text NOT NULL,
        started_us bigint NOT NULL, seen_us bigint NOT NULL, stopped_us bigint,
        PRIMARY KEY (tbl, station, host)
    )""",
    f"""CREATE TABLE IF NOT EXISTS {SCHEMA}.verifications(
        id bigserial PRIMARY KEY, at_us bigint NOT NULL, ok boolean NOT NULL, tables integer NOT NULL,
        entries bigint NOT NULL, problems integer NOT NULL, first_problem text, host text NOT NULL
    )""",
    f"GRANT SELECT, INSERT, UPDATE ON {SCHEMA}.stations TO {WRITER_ROLE}",
    f"GRANT SELECT, INSERT ON {SCHEMA}.verifications TO {WRITER_ROLE}",
    f"GRANT USAGE ON ALL SEQUENCES IN SCHEMA {SCHEMA} TO {WRITER_ROLE}",
]

MIGRATIONS: dict[int, list[str]] = {1: _V1, 2: _V2, 3: _V3, 4: _V4}

# Roles are cluster-wide: created once, whichever floor database comes first.
CREATE_ROLES = f"""
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '{WRITER_ROLE}') THEN
    CREATE ROLE {WRITER_ROLE} NOLOGIN;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$
"""
