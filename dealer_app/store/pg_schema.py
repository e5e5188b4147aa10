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

from dealer_app.auth.roles import MATRIX
from dealer_app.store.records import EntryKind
from dealer_app.store.tables import pg_create

SCHEMA = "dealer"
SCHEMA_VERSION = 16
WRITER_ROLE = "dealer_floor_writer"
# pg_advisory_xact_lock key: "DAP1" like the SQLite application_id
SCHEMA_LOCK = 0x44415031
WITNESS_LOCK = 0x44415057  # "DAPW": one writer of the witness chain at a time

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
    *pg_create("log", SCHEMA),
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
    *pg_create("leases", SCHEMA),
    *pg_create("users", SCHEMA),
    *pg_create("shifts", SCHEMA),
    *pg_create("rounds", SCHEMA),
    f"CREATE INDEX rounds_status ON {SCHEMA}.rounds(tbl, status)",
    *pg_create("house_versions", SCHEMA),
    *pg_create("settings", SCHEMA),
    *pg_create("meter", SCHEMA),
    *pg_create("training_results", SCHEMA),
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
    *pg_create("used_signatures", SCHEMA),
    *pg_create("sim_meter", SCHEMA),
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

# v4: least privilege (dealer_app/store/pg_stations.py). A station logs in as its own
# login, registered in ``stations`` for one table; row-level security lets it write its
# own table's rows only; meters move only through ``move_meter`` (the log entry being
# appended says by how much), meter links only through ``link_meter`` (the floor's
# owner); a lease is deleted or changed only by its holder (or once stale); the chain
# head on a table's row always names the log's last entry; every log entry is of a
# known kind with a JSON object for payload. The floor-wide witness chain (``witness``,
# HMAC under a key in ``floor_secrets`` that only the owner role reads) records every
# table's chain head at each shift close and hourly, and the floor's own events.
LEASE_TTL_US = 90_000_000
_OWN = ("log", "users", "shifts", "rounds", "house_versions", "settings", "meter", "sim_meter", "training_results",
        "used_signatures", "append_tokens")
_MIRRORED = ("user_added", "user_role_changed", "user_disabled", "user_enabled", "pin_reset", "user_unlocked",
             "admin_recovery")
_DEFINER = "SECURITY DEFINER SET search_path = pg_catalog, dealer, public"

# what every form of the log checks first: a kind of entry this version knows, a JSON object for payload
_KIND_AND_JSON = f"""          IF NEW.kind NOT IN ({", ".join(f"'{k.value}'" for k in EntryKind)}) THEN
            RAISE EXCEPTION 'log: % is not a kind of entry', left(NEW.kind, 40) USING ERRCODE = 'check_violation';
          END IF;
          BEGIN
            IF jsonb_typeof(NEW.payload::jsonb) <> 'object' THEN
              RAISE EXCEPTION 'log: an entry''s payload is a JSON object' USING ERRCODE = 'check_violation';
            END IF;
          EXCEPTION WHEN invalid_text_representation THEN
            RAISE EXCEPTION 'log: an entry''s payload is JSON' USING ERRCODE = 'check_violation';
          END;
"""

# the log's form up to v11: its list of kinds is the EntryKinds known when a migration runs
# (v8 ran it again for slip_reprinted); since v13 the form is ``_LOG_FORM`` below, which a
# version that adds a kind runs again
_LOG_FORM_V4 = (
    f"""CREATE OR REPLACE FUNCTION {SCHEMA}.log_form() RETURNS trigger LANGUAGE plpgsql {_DEFINER} AS $$
        DECLARE
          prev text := '';
        BEGIN
{_KIND_AND_JSON}          IF NEW.mac !~ '^[0-9a-f]{{64}}$' THEN
            RAISE EXCEPTION 'log: an entry''s MAC is 64 hex digits' USING ERRCODE = 'check_violation';
          END IF;
          IF NEW.seq <> 1 THEN
            SELECT smac INTO prev FROM {SCHEMA}.log WHERE tbl = NEW.tbl AND seq = NEW.seq - 1;
            IF NOT FOUND THEN
              RAISE EXCEPTION 'log: entry % of table % does not follow its chain', NEW.seq, NEW.tbl
                USING ERRCODE = 'check_violation';
            END IF;
          END IF;
          NEW.smac := server_mac((SELECT secret FROM {SCHEMA}.table_keys WHERE tbl = NEW.tbl), coalesce(prev, ''),
                                 NEW.mac);
          RETURN NEW;
        END $$"""
)

_V4 = [
    f"CREATE EXTENSION IF NOT EXISTS pgcrypto SCHEMA {SCHEMA}",
    f"""CREATE TABLE {SCHEMA}.stations(
        login name PRIMARY KEY,
        tbl integer REFERENCES {SCHEMA}.floor_tables(id),
        kind text NOT NULL CHECK (kind IN ('station', 'podium')),
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz,
        CHECK ((kind = 'station') = (tbl IS NOT NULL))
    )""",
    f"CREATE TABLE {SCHEMA}.floor_secrets(name text PRIMARY KEY, secret bytea NOT NULL)",
    f"REVOKE ALL ON {SCHEMA}.floor_secrets FROM PUBLIC",
    f"INSERT INTO {SCHEMA}.floor_secrets(name, secret) VALUES ('witness', {SCHEMA}.gen_random_bytes(32))",
    f"""CREATE TABLE {SCHEMA}.witness(
        seq bigint PRIMARY KEY,
        ts_us bigint NOT NULL,
        kind text NOT NULL,
        body text NOT NULL,
        mac text NOT NULL
    )""",
    f"CREATE TRIGGER witness_append_only BEFORE UPDATE OR DELETE ON {SCHEMA}.witness "
    f"FOR EACH ROW EXECUTE FUNCTION {SCHEMA}.append_only()",
    f"CREATE TRIGGER witness_no_truncate BEFORE TRUNCATE ON {SCHEMA}.witness "
    f"FOR EACH STATEMENT EXECUTE FUNCTION {SCHEMA}.append_only()",
    f"ALTER TABLE {SCHEMA}.leases ADD COLUMN login name NOT NULL DEFAULT session_user",
    # who may write what: the floor's owner (and a superuser) everything; a station its table
    f"""CREATE FUNCTION {SCHEMA}.floor_admin() RETURNS boolean LANGUAGE sql STABLE {_DEFINER} AS $$
        SELECT pg_has_role(session_user, (SELECT nspowner FROM pg_namespace WHERE nspname = '{SCHEMA}'), 'USAGE')
    $$""",
    f"""CREATE FUNCTION {SCHEMA}.may_write(p_tbl integer) RETURNS boolean LANGUAGE sql STABLE {_DEFINER} AS $$
        SELECT EXISTS (SELECT 1 FROM {SCHEMA}.stations s WHERE s.login = session_user AND s.revoked_at IS NULL
                       AND (s.tbl = p_tbl OR s.kind = 'podium'))
               OR {SCHEMA}.floor_admin()
    $$""",
    f"""CREATE FUNCTION {SCHEMA}.is_station() RETURNS boolean LANGUAGE sql STABLE {_DEFINER} AS $$
        SELECT EXISTS (SELECT 1 FROM {SCHEMA}.stations s WHERE s.login = session_user AND s.revoked_at IS NULL)
               OR {SCHEMA}.floor_admin()
    $$""",
    *(f"ALTER TABLE {SCHEMA}.{t} ENABLE ROW LEVEL SECURITY" for t in
      (*_OWN, "floor_tables", "leases", "linked_meters", "meter_moves", "stations")),
    *(f"CREATE POLICY {t}_read ON {SCHEMA}.{t} FOR SELECT USING (true)" for t in
      (*_OWN, "floor_tables", "leases", "linked_meters", "meter_moves", "stations")),
    *(f"CREATE POLICY {t}_insert ON {SCHEMA}.{t} FOR INSERT WITH CHECK ({SCHEMA}.may_write(tbl))"
      for t in _OWN if t not in ("log", "users")),
    *(f"CREATE POLICY {t}_update ON {SCHEMA}.{t} FOR UPDATE USING ({SCHEMA}.may_write(tbl)) "
      f"WITH CHECK ({SCHEMA}.may_write(tbl))" for t in _OWN if t not in ("log", "users")),
    # a user is defined once for the floor: a station writes a user entry it made into every
    # table's chain (pg_users.py); users_guard holds each users row to such an entry
    # (the entry it mirrors: one of the same kind, of a table the login writes, appended in this transaction)
    f"""CREATE FUNCTION {SCHEMA}.mirrors_own(p_kind text, p_payload text) RETURNS boolean LANGUAGE sql STABLE
        {_DEFINER} AS $$
        SELECT p_kind IN ({", ".join(f"'{k}'" for k in _MIRRORED)}) AND EXISTS (
          SELECT 1 FROM {SCHEMA}.floor_tables t JOIN {SCHEMA}.log l ON l.tbl = t.id
          WHERE t.name = p_payload::jsonb -> 'mirrored' ->> 'table'
            AND l.seq = (p_payload::jsonb -> 'mirrored' ->> 'seq')::bigint AND l.seq > t.head_seq
            AND l.kind = p_kind AND {SCHEMA}.may_write(t.id))
    $$""",
    f"CREATE POLICY log_insert ON {SCHEMA}.log FOR INSERT WITH CHECK ({SCHEMA}.may_write(tbl) OR "
    f"(payload LIKE '%\"mirrored\":%' AND {SCHEMA}.mirrors_own(kind, payload)))",
    f"CREATE POLICY users_insert ON {SCHEMA}.users FOR INSERT WITH CHECK ({SCHEMA}.is_station())",
    f"CREATE POLICY users_update ON {SCHEMA}.users FOR UPDATE USING ({SCHEMA}.is_station()) "
    f"WITH CHECK ({SCHEMA}.is_station())",
    f"CREATE POLICY floor_tables_update ON {SCHEMA}.floor_tables FOR UPDATE USING ({SCHEMA}.is_station()) "
    f"WITH CHECK ({SCHEMA}.is_station())",
    f"CREATE POLICY floor_tables_insert ON {SCHEMA}.floor_tables FOR INSERT WITH CHECK ({SCHEMA}.floor_admin())",
    # a lease: taken by anyone (as itself), changed or deleted by its holder, taken over once stale
    f"CREATE POLICY leases_insert ON {SCHEMA}.leases FOR INSERT WITH CHECK (login = session_user)",
    f"""CREATE POLICY leases_update ON {SCHEMA}.leases FOR UPDATE
        USING (login = session_user OR {SCHEMA}.floor_admin()
               OR heartbeat_us < (extract(epoch FROM clock_timestamp()) * 1000000)::bigint - {LEASE_TTL_US})
        WITH CHECK (login = session_user OR {SCHEMA}.floor_admin())""",
    f"CREATE POLICY leases_delete ON {SCHEMA}.leases FOR DELETE USING (login = session_user OR {SCHEMA}.floor_admin())",
    # the server's own chain over every table's log, under a key per table that only the owner
    # role reads: smac(n) = HMAC(table key, smac(n-1) | mac(n)), from '' (the station's MAC
    # covers every column, so a station holding the floor's key still cannot re-sign an entry
    # without its server MAC failing); the trigger writes it, whatever the station sent
    f"CREATE TABLE {SCHEMA}.table_keys(tbl integer PRIMARY KEY REFERENCES {SCHEMA}.floor_tables(id), "
    "secret bytea NOT NULL)",
    f"REVOKE ALL ON {SCHEMA}.table_keys FROM PUBLIC",
    f"INSERT INTO {SCHEMA}.table_keys(tbl, secret) SELECT id, {SCHEMA}.gen_random_bytes(32) FROM {SCHEMA}.floor_tables",
    f"ALTER TABLE {SCHEMA}.log ADD COLUMN smac text",
    f"""CREATE FUNCTION {SCHEMA}.server_mac(p_key bytea, p_prev text, p_mac text) RETURNS text LANGUAGE sql
        IMMUTABLE SET search_path = pg_catalog, dealer, public AS $$
        SELECT encode(hmac(convert_to(p_prev || '|' || p_mac, 'UTF8'), p_key, 'sha256'), 'hex')
    $$""",
    # the logs written before v4: signed by the server now (what was there is what the witness saw)
    f"ALTER TABLE {SCHEMA}.log DISABLE TRIGGER log_append_only",
    f"""DO $$
        DECLARE t record; e record; prev text;
        BEGIN
          FOR t IN SELECT tbl, secret FROM {SCHEMA}.table_keys LOOP
            prev := '';
            FOR e IN SELECT seq, mac FROM {SCHEMA}.log WHERE tbl = t.tbl ORDER BY seq LOOP
              prev := {SCHEMA}.server_mac(t.secret, prev, e.mac);
              UPDATE {SCHEMA}.log SET smac = prev WHERE tbl = t.tbl AND seq = e.seq;
            END LOOP;
          END LOOP;
        END $$""",
    f"ALTER TABLE {SCHEMA}.log ENABLE TRIGGER log_append_only",
    f"""CREATE FUNCTION {SCHEMA}.table_key_made() RETURNS trigger LANGUAGE plpgsql {_DEFINER} AS $$
        BEGIN
          INSERT INTO {SCHEMA}.table_keys(tbl, secret) VALUES (NEW.id, gen_random_bytes(32));
          RETURN NULL;
        END $$""",
    f"CREATE TRIGGER floor_tables_key AFTER INSERT ON {SCHEMA}.floor_tables FOR EACH ROW "
    f"EXECUTE FUNCTION {SCHEMA}.table_key_made()",
    # the log's form (a known kind, a JSON object for payload, the next seq of its table), and its server MAC
    _LOG_FORM_V4,
    f"CREATE TRIGGER log_form BEFORE INSERT ON {SCHEMA}.log FOR EACH ROW EXECUTE FUNCTION {SCHEMA}.log_form()",
    # the server's chain of table ``p_tbl`` after entry ``p_after`` (whose server MAC is taken as verified)
    f"""CREATE FUNCTION {SCHEMA}.notary_breaks(p_tbl integer, p_after bigint DEFAULT 0)
        RETURNS TABLE(seq bigint, what text) LANGUAGE plpgsql STABLE {_DEFINER} AS $$
        DECLARE
          k bytea; prev text := ''; e record;
        BEGIN
          SELECT secret INTO k FROM {SCHEMA}.table_keys WHERE tbl = p_tbl;
          IF p_after > 0 THEN
            SELECT l.smac INTO prev FROM {SCHEMA}.log l WHERE l.tbl = p_tbl AND l.seq = p_after;
          END IF;
          FOR e IN SELECT l.seq, l.mac, l.smac FROM {SCHEMA}.log l WHERE l.tbl = p_tbl AND l.seq > p_after
                   ORDER BY l.seq LOOP
            IF k IS NULL OR e.smac IS DISTINCT FROM server_mac(k, coalesce(prev, ''), e.mac) THEN
              seq := e.seq;
              what := format('entry %s is not signed by the floor''s server (written, altered or re-signed '
                             'without it)', e.seq);
              RETURN NEXT;
            END IF;
            prev := e.smac;
          END LOOP;
        END $$""",
    # a table's row: its head names the log's last entry; only its own stations change the rest
    f"""CREATE FUNCTION {SCHEMA}.floor_tables_guard() RETURNS trigger LANGUAGE plpgsql {_DEFINER} AS $$
        BEGIN
          IF NEW.id <> OLD.id OR NEW.name <> OLD.name OR NEW.db_uuid <> OLD.db_uuid OR NEW.key_check <> OLD.key_check
             OR NEW.meter_group IS DISTINCT FROM OLD.meter_group THEN
            IF NOT {SCHEMA}.floor_admin() THEN
              RAISE EXCEPTION 'floor_tables: a table''s identity and meter link are the floor owner''s'
                USING ERRCODE = 'insufficient_privilege';
            END IF;
          END IF;
          IF (NEW.checkpoint_seq, NEW.checkpoint_mac, NEW.checkpoint_tag, NEW.money_seq, NEW.money_live,
              NEW.money_sim, NEW.money_tag) IS DISTINCT FROM (OLD.checkpoint_seq, OLD.checkpoint_mac,
              OLD.checkpoint_tag, OLD.money_seq, OLD.money_live, OLD.money_sim, OLD.money_tag)
             AND NOT {SCHEMA}.may_write(OLD.id) THEN
            RAISE EXCEPTION 'floor_tables: table % is not this login''s table', OLD.name
              USING ERRCODE = 'insufficient_privilege';
          END IF;
          IF (NEW.head_seq, NEW.head_mac) IS DISTINCT FROM (OLD.head_seq, OLD.head_mac) AND NOT EXISTS (
               SELECT 1 FROM {SCHEMA}.log WHERE tbl = NEW.id AND seq = NEW.head_seq AND mac = NEW.head_mac
               AND NOT EXISTS (SELECT 1 FROM {SCHEMA}.log WHERE tbl = NEW.id AND seq = NEW.head_seq + 1)) THEN
            RAISE EXCEPTION 'floor_tables: the chain head of table % names its log''s last entry', OLD.name
              USING ERRCODE = 'check_violation';
          END IF;
          RETURN NEW;
        END $$""",
    f"CREATE TRIGGER floor_tables_guard BEFORE UPDATE ON {SCHEMA}.floor_tables FOR EACH ROW "
    f"EXECUTE FUNCTION {SCHEMA}.floor_tables_guard()",
    # a users row changes only with a user entry of its table appended in the same transaction
    # (entries above the table's head are this transaction's: the head moves at its end)
    f"""CREATE FUNCTION {SCHEMA}.users_guard() RETURNS trigger LANGUAGE plpgsql {_DEFINER} AS $$
        DECLARE
          old_hash text; old_role text;
        BEGIN
          IF {SCHEMA}.floor_admin() THEN RETURN NEW; END IF;
          IF TG_OP = 'UPDATE' THEN old_hash := OLD.pin_hash; old_role := OLD.role; END IF;
          IF NOT EXISTS (
               SELECT 1 FROM {SCHEMA}.log l WHERE l.tbl = NEW.tbl
               AND l.seq > (SELECT head_seq FROM {SCHEMA}.floor_tables WHERE id = NEW.tbl)
               AND (l.payload::jsonb ->> 'user') = NEW.id::text
               AND (NEW.pin_hash IS NOT DISTINCT FROM old_hash OR l.kind IN ('user_added', 'pin_reset', 'admin_recovery'))
               AND (NEW.role IS NOT DISTINCT FROM old_role OR l.kind IN ('user_added', 'user_role_changed'))) THEN
            RAISE EXCEPTION 'users: user % of table % changes only with its entry in that table''s log', NEW.id,
              NEW.tbl USING ERRCODE = 'insufficient_privilege';
          END IF;
          RETURN NEW;
        END $$""",
    f"CREATE TRIGGER users_guard BEFORE INSERT OR UPDATE ON {SCHEMA}.users FOR EACH ROW "
    f"EXECUTE FUNCTION {SCHEMA}.users_guard()",
    # the only way a station moves a meter: the entry being appended says by how much
    f"""CREATE FUNCTION {SCHEMA}.move_meter(p_tbl integer, p_seq bigint, p_delta bigint) RETURNS void
        LANGUAGE plpgsql {_DEFINER} AS $$
        DECLARE
          e record; p jsonb; want bigint; sim boolean := false; grp text; v bigint;
        BEGIN
          IF NOT {SCHEMA}.may_write(p_tbl) THEN
            RAISE EXCEPTION 'move_meter: table % is not this login''s table', p_tbl
              USING ERRCODE = 'insufficient_privilege';
          END IF;
          SELECT l.kind, l.shift_id, l.payload INTO e FROM {SCHEMA}.log l WHERE l.tbl = p_tbl AND l.seq = p_seq
            AND l.seq > (SELECT head_seq FROM {SCHEMA}.floor_tables WHERE id = p_tbl);
          IF NOT FOUND THEN
            RAISE EXCEPTION 'move_meter: a meter moves only with the entry being appended (table %, entry %)',
              p_tbl, p_seq USING ERRCODE = 'insufficient_privilege';
          END IF;
          p := e.payload::jsonb;
          IF e.kind = 'meter_adjusted' THEN
            want := (p ->> 'delta')::bigint;
          ELSIF e.kind IN ('round_settled', 'round_voided') THEN
            want := coalesce((p ->> 'meter_delta')::bigint, 0);
            SELECT s.simulated INTO sim FROM {SCHEMA}.shifts s WHERE s.tbl = p_tbl AND s.id = e.shift_id;
            sim := coalesce(sim, false);
          ELSE
            RAISE EXCEPTION 'move_meter: an entry % never moves a meter', e.kind USING ERRCODE = 'insufficient_privilege';
          END IF;
          IF want IS DISTINCT FROM p_delta THEN
            RAISE EXCEPTION 'move_meter: entry % moves the meter by %, not %', p_seq, want, p_delta
              USING ERRCODE = 'insufficient_privilege';
          END IF;
          IF sim THEN
            UPDATE {SCHEMA}.sim_meter SET value = value + p_delta, seq = p_seq WHERE tbl = p_tbl AND seq < p_seq;
          ELSE
            UPDATE {SCHEMA}.meter SET value = value + p_delta, seq = p_seq WHERE tbl = p_tbl AND seq < p_seq;
          END IF;
          IF NOT FOUND THEN
            RAISE EXCEPTION 'move_meter: entry % already moved the meter', p_seq USING ERRCODE = 'insufficient_privilege';
          END IF;
          SELECT meter_group INTO grp FROM {SCHEMA}.floor_tables WHERE id = p_tbl;
          IF sim OR grp IS NULL THEN RETURN; END IF;
          SELECT value INTO v FROM {SCHEMA}.linked_meters WHERE name = grp FOR UPDATE;
          IF v + p_delta < 0 THEN
            RAISE EXCEPTION 'linked_meters: the linked jackpot meter % holds %: moving it by % would take it below 0 '
              '(another table paid a share meanwhile); a pit boss adjusts the meter or rules', grp, v, p_delta
              USING ERRCODE = 'check_violation';
          END IF;
          UPDATE {SCHEMA}.linked_meters SET value = v + p_delta, moves = moves + 1 WHERE name = grp;
          INSERT INTO {SCHEMA}.meter_moves(meter, tbl, seq, delta, value_after) VALUES (grp, p_tbl, p_seq, p_delta,
            v + p_delta);
        END $$""",
    # the witness chain: mac(n) = HMAC(witness key, mac(n-1) | seq | ts | kind | body)
    f"""CREATE FUNCTION {SCHEMA}.witness_add(p_kind text, p_body jsonb) RETURNS bigint LANGUAGE plpgsql {_DEFINER}
        AS $$
        DECLARE
          k bytea; prev text; n bigint; ts bigint; body text := p_body::text;
        BEGIN
          PERFORM pg_advisory_xact_lock({WITNESS_LOCK});
          SELECT secret INTO k FROM {SCHEMA}.floor_secrets WHERE name = 'witness';
          SELECT seq, mac INTO n, prev FROM {SCHEMA}.witness ORDER BY seq DESC LIMIT 1;
          n := coalesce(n, 0) + 1;
          prev := coalesce(prev, encode(hmac(convert_to('dealer-assistant witness genesis', 'UTF8'), k, 'sha256'), 'hex'));
          ts := (extract(epoch FROM clock_timestamp()) * 1000000)::bigint;
          INSERT INTO {SCHEMA}.witness(seq, ts_us, kind, body, mac) VALUES (n, ts, p_kind, body,
            encode(hmac(convert_to(prev || '|' || n || '|' || ts || '|' || p_kind || '|' || body, 'UTF8'), k, 'sha256'), 'hex'));
          RETURN n;
        END $$""",
    f"REVOKE ALL ON FUNCTION {SCHEMA}.witness_add(text, jsonb) FROM PUBLIC",
    # every table's chain head; ``p_tbl``'s is ``(p_seq, p_mac)`` (its head row moves at the append's end)
    f"""CREATE FUNCTION {SCHEMA}.witness_heads(p_why text DEFAULT 'hourly', p_tbl integer DEFAULT NULL,
          p_seq bigint DEFAULT NULL, p_mac text DEFAULT NULL) RETURNS bigint LANGUAGE plpgsql {_DEFINER} AS $$
        BEGIN
          IF p_why NOT IN ('hourly', 'shift_closed') THEN
            RAISE EXCEPTION 'witness: % is not a reason to record the heads', p_why USING ERRCODE = 'check_violation';
          END IF;
          RETURN {SCHEMA}.witness_add('heads', jsonb_build_object('why', p_why, 'tables', (
            SELECT coalesce(jsonb_agg(jsonb_build_object('table', t.name, 'tbl', t.id,
              'seq', CASE WHEN t.id = p_tbl THEN p_seq ELSE t.head_seq END,
              'mac', CASE WHEN t.id = p_tbl THEN p_mac ELSE t.head_mac END) ORDER BY t.id), '[]'::jsonb)
            FROM {SCHEMA}.floor_tables t)));
        END $$""",
    # at every shift close, and at the first entry of the hour
    f"""CREATE FUNCTION {SCHEMA}.witness_log() RETURNS trigger LANGUAGE plpgsql {_DEFINER} AS $$
        BEGIN
          IF NEW.kind = 'shift_closed' THEN
            PERFORM {SCHEMA}.witness_heads('shift_closed', NEW.tbl, NEW.seq, NEW.mac);
          ELSIF NEW.ts_us - coalesce((SELECT ts_us FROM {SCHEMA}.witness WHERE kind = 'heads' ORDER BY seq DESC
                                      LIMIT 1), 0) > 3600000000 THEN
            PERFORM {SCHEMA}.witness_heads('hourly', NEW.tbl, NEW.seq, NEW.mac);
          END IF;
          RETURN NULL;
        END $$""",
    f"CREATE TRIGGER log_witness AFTER INSERT ON {SCHEMA}.log FOR EACH ROW EXECUTE FUNCTION {SCHEMA}.witness_log()",
    f"CREATE INDEX witness_kind ON {SCHEMA}.witness(kind, seq)",
    # the witness chain's own check (who may read it may check it; the key stays on the server)
    f"""CREATE FUNCTION {SCHEMA}.witness_breaks() RETURNS TABLE(seq bigint, what text) LANGUAGE plpgsql STABLE
        {_DEFINER} AS $$
        DECLARE
          k bytea; prev text; want bigint := 1; w record;
        BEGIN
          SELECT secret INTO k FROM {SCHEMA}.floor_secrets WHERE name = 'witness';
          prev := encode(hmac(convert_to('dealer-assistant witness genesis', 'UTF8'), k, 'sha256'), 'hex');
          FOR w IN SELECT * FROM {SCHEMA}.witness ORDER BY witness.seq LOOP
            IF w.seq <> want THEN
              seq := want; what := format('witness record %s missing', want); RETURN NEXT;
            END IF;
            IF encode(hmac(convert_to(prev || '|' || w.seq || '|' || w.ts_us || '|' || w.kind || '|' || w.body, 'UTF8'),
                             k, 'sha256'), 'hex') <> w.mac THEN
              seq := w.seq; what := format('witness record %s does not match its chain', w.seq); RETURN NEXT;
            END IF;
            prev := w.mac;
            want := w.seq + 1;
          END LOOP;
        END $$""",
    # a meter link: the floor owner's, recorded in the witness chain
    f"""CREATE FUNCTION {SCHEMA}.link_meter(p_meter text, p_start bigint, p_tables text[]) RETURNS void
        LANGUAGE plpgsql {_DEFINER} AS $$
        DECLARE
          t record;
        BEGIN
          IF NOT {SCHEMA}.floor_admin() THEN
            RAISE EXCEPTION 'link_meter: meter links are the floor owner''s (dealer-app floor link-meter with the '
              'owner''s login)' USING ERRCODE = 'insufficient_privilege';
          END IF;
          INSERT INTO {SCHEMA}.linked_meters(name, start_value, value) VALUES (p_meter, p_start, p_start)
            ON CONFLICT (name) DO NOTHING;
          FOR t IN SELECT ft.id, ft.name, ft.meter_group, m.seq FROM {SCHEMA}.floor_tables ft
                   JOIN {SCHEMA}.meter m ON m.tbl = ft.id WHERE ft.name = ANY(p_tables) ORDER BY ft.id
                   FOR UPDATE OF ft LOOP
            CONTINUE WHEN t.meter_group = p_meter;
            IF t.meter_group IS NOT NULL THEN
              RAISE EXCEPTION 'table % cannot join the linked meter %: it is on %', t.name, p_meter, t.meter_group
                USING ERRCODE = 'object_in_use';
            END IF;
            IF t.seq <> 0 THEN
              RAISE EXCEPTION 'table % cannot join the linked meter %: its own meter has already moved', t.name,
                p_meter USING ERRCODE = 'object_in_use';
            END IF;
            UPDATE {SCHEMA}.floor_tables SET meter_group = p_meter WHERE id = t.id;
          END LOOP;
          PERFORM {SCHEMA}.witness_add('link_meter', jsonb_build_object('meter', p_meter, 'start', p_start,
            'tables', to_jsonb(p_tables), 'by', session_user::text));
        END $$""",
    # what the writer role (every station, through its login) may no longer do itself
    f"REVOKE INSERT, UPDATE ON {SCHEMA}.linked_meters FROM {WRITER_ROLE}",
    f"REVOKE UPDATE ON {SCHEMA}.meter, {SCHEMA}.sim_meter FROM {WRITER_ROLE}",
    f"REVOKE INSERT ON {SCHEMA}.meter_moves FROM {WRITER_ROLE}",
    f"GRANT SELECT ON {SCHEMA}.stations, {SCHEMA}.witness TO {WRITER_ROLE}",
    f"REVOKE ALL ON ALL FUNCTIONS IN SCHEMA {SCHEMA} FROM PUBLIC",
    *(f"GRANT EXECUTE ON FUNCTION {SCHEMA}.{f} TO {WRITER_ROLE}" for f in (
        "floor_admin()", "may_write(integer)", "is_station()", "mirrors_own(text, text)", "move_meter(integer, bigint, bigint)",
        "witness_heads(text, integer, bigint, text)", "witness_breaks()", "link_meter(text, bigint, text[])", "append_only()", "never_delete()",
        "round_forward()", "log_form()", "notary_breaks(integer, bigint)", "table_key_made()", "floor_tables_guard()", "users_guard()", "witness_log()")),
    f"SELECT {SCHEMA}.witness_heads('hourly')",
]

# v5: patrons' identities, floor-wide (a player moves between tables) and apart from every
# table's log, which holds only the keyed reference; erasing sets ``details`` to NULL
_V5 = [
    *pg_create("patrons", SCHEMA),
    f"CREATE TRIGGER patrons_no_delete BEFORE DELETE ON {SCHEMA}.patrons "
    f"FOR EACH ROW EXECUTE FUNCTION {SCHEMA}.never_delete()",
    f"GRANT SELECT, INSERT, UPDATE ON {SCHEMA}.patrons TO {WRITER_ROLE}",
]

# v6: what the floor's operations watch (dealer_app/store/pg_status.py), never records of
# play: each station's heartbeat (dealer_app/store/pg_heartbeat.py) and each floor-wide
# verification's result (audit verify, the scheduled one included)
_V6 = [
    f"""CREATE TABLE IF NOT EXISTS {SCHEMA}.heartbeats(
        tbl integer NOT NULL REFERENCES {SCHEMA}.floor_tables(id),
        station text NOT NULL, host text NOT NULL, pid integer NOT NULL, program text NOT NULL,
        started_us bigint NOT NULL, seen_us bigint NOT NULL, stopped_us bigint,
        PRIMARY KEY (tbl, station, host)
    )""",
    f"""CREATE TABLE IF NOT EXISTS {SCHEMA}.verifications(
        id bigserial PRIMARY KEY, at_us bigint NOT NULL, ok boolean NOT NULL, tables integer NOT NULL,
        entries bigint NOT NULL, problems integer NOT NULL, first_problem text, host text NOT NULL
    )""",
    f"GRANT SELECT, INSERT, UPDATE ON {SCHEMA}.heartbeats TO {WRITER_ROLE}",
    f"GRANT SELECT, INSERT ON {SCHEMA}.verifications TO {WRITER_ROLE}",
    f"GRANT USAGE ON ALL SEQUENCES IN SCHEMA {SCHEMA} TO {WRITER_ROLE}",
]

# v7: a station's login beats for its own table only (the podium's for any), as it writes
# its table's rows: no station shows another table's station online, or stopped
_V7 = [
    f"ALTER TABLE {SCHEMA}.heartbeats ENABLE ROW LEVEL SECURITY",
    f"DROP POLICY IF EXISTS heartbeats_read ON {SCHEMA}.heartbeats",
    f"DROP POLICY IF EXISTS heartbeats_insert ON {SCHEMA}.heartbeats",
    f"DROP POLICY IF EXISTS heartbeats_update ON {SCHEMA}.heartbeats",
    f"CREATE POLICY heartbeats_read ON {SCHEMA}.heartbeats FOR SELECT USING (true)",
    f"CREATE POLICY heartbeats_insert ON {SCHEMA}.heartbeats FOR INSERT WITH CHECK ({SCHEMA}.may_write(tbl))",
    f"CREATE POLICY heartbeats_update ON {SCHEMA}.heartbeats FOR UPDATE USING ({SCHEMA}.may_write(tbl)) "
    f"WITH CHECK ({SCHEMA}.may_write(tbl))",
]

# v8: the log's form knows the kinds added since (a slip printed again: slip_reprinted)
_V8 = [_LOG_FORM_V4]

# v9: the linked jackpot's lock. A hit on a linked meter (a complete round claiming a share)
# waits its turn: ``jackpot_hits`` holds the hits in the order they were made, and only the
# oldest one not yet paid (or voided) may be approved or paid; an approval names the meter it
# pays from (``jackpot_base``), never more than the meter holds. Contributions go on. Hits are
# registered and withdrawn through ``hit_meter`` (SECURITY DEFINER); a settlement or void of
# the round ends its hit in the log insert's own trigger.
_V9 = [
    f"""CREATE TABLE IF NOT EXISTS {SCHEMA}.jackpot_hits(
        id bigserial PRIMARY KEY,
        meter text NOT NULL REFERENCES {SCHEMA}.linked_meters(name),
        tbl integer NOT NULL REFERENCES {SCHEMA}.floor_tables(id),
        round_id bigint NOT NULL,
        at_us bigint NOT NULL,
        done_seq bigint,
        UNIQUE (tbl, round_id)
    )""",
    f"CREATE INDEX IF NOT EXISTS jackpot_hits_open ON {SCHEMA}.jackpot_hits(meter, id) WHERE done_seq IS NULL",
    f"GRANT SELECT ON {SCHEMA}.jackpot_hits TO {WRITER_ROLE}",
    # the hit that holds the meter: the oldest one not ended; the caller holds the meter's row lock
    f"""CREATE OR REPLACE FUNCTION {SCHEMA}.hit_ahead(p_meter text, p_tbl integer, p_round bigint) RETURNS text
        LANGUAGE plpgsql STABLE {_DEFINER} AS $$
        DECLARE
          h record; mine bigint;
        BEGIN
          SELECT id INTO mine FROM {SCHEMA}.jackpot_hits WHERE tbl = p_tbl AND round_id = p_round AND done_seq IS NULL;
          SELECT t.name, r.number INTO h FROM {SCHEMA}.jackpot_hits j JOIN {SCHEMA}.floor_tables t ON t.id = j.tbl
            LEFT JOIN {SCHEMA}.rounds r ON r.tbl = j.tbl AND r.id = j.round_id
            WHERE j.meter = p_meter AND j.done_seq IS NULL AND NOT (j.tbl = p_tbl AND j.round_id = p_round)
              AND (mine IS NULL OR j.id < mine) ORDER BY j.id LIMIT 1;
          IF NOT FOUND THEN RETURN NULL; END IF;
          RETURN format('%s, round %s', h.name, coalesce(h.number::text, '?'));
        END $$""",
    # a station (or the podium) registers its round's hit, or withdraws it when a correction took it away
    f"""CREATE OR REPLACE FUNCTION {SCHEMA}.hit_meter(p_tbl integer, p_round bigint, p_claim boolean) RETURNS void
        LANGUAGE plpgsql {_DEFINER} AS $$
        DECLARE
          grp text;
        BEGIN
          IF NOT {SCHEMA}.may_write(p_tbl) THEN
            RAISE EXCEPTION 'hit_meter: table % is not this login''s table', p_tbl USING ERRCODE = 'insufficient_privilege';
          END IF;
          SELECT meter_group INTO grp FROM {SCHEMA}.floor_tables WHERE id = p_tbl;
          IF grp IS NULL THEN RETURN; END IF;
          PERFORM 1 FROM {SCHEMA}.linked_meters WHERE name = grp FOR UPDATE;
          IF p_claim THEN
            IF EXISTS (SELECT 1 FROM {SCHEMA}.rounds r JOIN {SCHEMA}.shifts s ON s.tbl = r.tbl AND s.id = r.shift_id
                       WHERE r.tbl = p_tbl AND r.id = p_round AND r.status = 'open' AND NOT s.simulated) THEN
              INSERT INTO {SCHEMA}.jackpot_hits(meter, tbl, round_id, at_us)
                VALUES (grp, p_tbl, p_round, (extract(epoch FROM clock_timestamp()) * 1000000)::bigint)
                ON CONFLICT (tbl, round_id) DO NOTHING;
            END IF;
          ELSE
            DELETE FROM {SCHEMA}.jackpot_hits WHERE tbl = p_tbl AND round_id = p_round AND done_seq IS NULL;
          END IF;
        END $$""",
    # the lock, in the log insert itself: an approval or a settlement paying a share from a linked
    # meter must hold the meter (no older hit waiting); an approval pays no more than the meter
    # holds; a settlement or a void ends the round's hit
    f"""CREATE OR REPLACE FUNCTION {SCHEMA}.jackpot_lock() RETURNS trigger LANGUAGE plpgsql {_DEFINER} AS $$
        DECLARE
          grp text; p jsonb; v bigint; ahead text; sim boolean;
        BEGIN
          IF NEW.kind NOT IN ('approved', 'round_settled', 'round_voided') OR NEW.round_id IS NULL THEN
            RETURN NEW;
          END IF;
          SELECT meter_group INTO grp FROM {SCHEMA}.floor_tables WHERE id = NEW.tbl;
          IF grp IS NULL THEN RETURN NEW; END IF;
          SELECT s.simulated INTO sim FROM {SCHEMA}.shifts s WHERE s.tbl = NEW.tbl AND s.id = NEW.shift_id;
          IF coalesce(sim, false) THEN RETURN NEW; END IF;
          p := NEW.payload::jsonb;
          IF (NEW.kind = 'approved' AND p ? 'jackpot_base')
             OR (NEW.kind = 'round_settled' AND coalesce((p ->> 'jackpot_shares')::bigint, 0) > 0) THEN
            SELECT value INTO v FROM {SCHEMA}.linked_meters WHERE name = grp FOR UPDATE;
            ahead := {SCHEMA}.hit_ahead(grp, NEW.tbl, NEW.round_id);
            IF ahead IS NOT NULL THEN
              RAISE EXCEPTION 'jackpot_hits: the linked jackpot meter % is locked by the hit at %: this hit is queued '
                'and waits its turn', grp, ahead USING ERRCODE = 'check_violation';
            END IF;
            IF NEW.kind = 'approved' AND (p ->> 'jackpot_base')::bigint > v THEN
              RAISE EXCEPTION 'linked_meters: the approval pays from % but the linked jackpot meter % holds %',
                p ->> 'jackpot_base', grp, v USING ERRCODE = 'check_violation';
            END IF;
            INSERT INTO {SCHEMA}.jackpot_hits(meter, tbl, round_id, at_us)
              VALUES (grp, NEW.tbl, NEW.round_id, NEW.ts_us) ON CONFLICT (tbl, round_id) DO NOTHING;
          END IF;
          IF NEW.kind IN ('round_settled', 'round_voided') THEN
            UPDATE {SCHEMA}.jackpot_hits SET done_seq = NEW.seq
              WHERE tbl = NEW.tbl AND round_id = NEW.round_id AND done_seq IS NULL;
          END IF;
          RETURN NEW;
        END $$""",
    # what the meter keeps for the approved hit that holds it: a signed adjustment or a void that
    # would leave less than its approved shares is refused, so the dealer's confirm never finds it short
    f"""CREATE OR REPLACE FUNCTION {SCHEMA}.jackpot_reserve() RETURNS trigger LANGUAGE plpgsql {_DEFINER} AS $$
        DECLARE
          grp text; p jsonb; delta bigint; v bigint; h record; kept bigint; sim boolean;
        BEGIN
          IF NEW.kind NOT IN ('meter_adjusted', 'round_voided') THEN RETURN NEW; END IF;
          SELECT meter_group INTO grp FROM {SCHEMA}.floor_tables WHERE id = NEW.tbl;
          IF grp IS NULL THEN RETURN NEW; END IF;
          SELECT s.simulated INTO sim FROM {SCHEMA}.shifts s WHERE s.tbl = NEW.tbl AND s.id = NEW.shift_id;
          IF NEW.kind = 'round_voided' AND coalesce(sim, false) THEN RETURN NEW; END IF;
          p := NEW.payload::jsonb;
          delta := CASE WHEN NEW.kind = 'meter_adjusted' THEN (p ->> 'delta')::bigint
                        ELSE coalesce((p ->> 'meter_delta')::bigint, 0) END;
          IF delta >= 0 THEN RETURN NEW; END IF;
          SELECT value INTO v FROM {SCHEMA}.linked_meters WHERE name = grp FOR UPDATE;
          SELECT j.tbl, j.round_id, t.name, r.number INTO h FROM {SCHEMA}.jackpot_hits j
            JOIN {SCHEMA}.floor_tables t ON t.id = j.tbl LEFT JOIN {SCHEMA}.rounds r ON r.tbl = j.tbl AND r.id = j.round_id
            WHERE j.meter = grp AND j.done_seq IS NULL
              AND NOT (j.tbl = NEW.tbl AND j.round_id IS NOT DISTINCT FROM NEW.round_id)
            ORDER BY j.id LIMIT 1;
          IF NOT FOUND THEN RETURN NEW; END IF;
          SELECT coalesce(sum((i ->> 'amount')::bigint) FILTER (WHERE i ->> 'kind' = 'jackpot'), 0) INTO kept
            FROM (SELECT l.payload FROM {SCHEMA}.log l WHERE l.tbl = h.tbl AND l.round_id = h.round_id
                  AND l.kind = 'approved' AND l.payload::jsonb ? 'jackpot_base' ORDER BY l.seq DESC LIMIT 1) a,
                 jsonb_array_elements(a.payload::jsonb -> 'items') i;
          IF coalesce(kept, 0) > 0 AND v + delta < kept THEN
            RAISE EXCEPTION 'linked_meters: the linked jackpot meter % holds %, of which % is approved for the hit at '
              '%, round %: moving it by % would leave too little to pay it; pay that hit first', grp, v, kept, h.name,
              coalesce(h.number::text, '?'), delta USING ERRCODE = 'check_violation';
          END IF;
          RETURN NEW;
        END $$""",
    f"DROP TRIGGER IF EXISTS log_jackpot_reserve ON {SCHEMA}.log",
    f"CREATE TRIGGER log_jackpot_reserve BEFORE INSERT ON {SCHEMA}.log FOR EACH ROW "
    f"EXECUTE FUNCTION {SCHEMA}.jackpot_reserve()",
    f"DROP TRIGGER IF EXISTS log_jackpot_lock ON {SCHEMA}.log",
    f"CREATE TRIGGER log_jackpot_lock BEFORE INSERT ON {SCHEMA}.log FOR EACH ROW "
    f"EXECUTE FUNCTION {SCHEMA}.jackpot_lock()",
    f"REVOKE ALL ON FUNCTION {SCHEMA}.hit_ahead(text, integer, bigint), {SCHEMA}.hit_meter(integer, bigint, boolean), "
    f"{SCHEMA}.jackpot_lock(), {SCHEMA}.jackpot_reserve() FROM PUBLIC",
    *(f"GRANT EXECUTE ON FUNCTION {SCHEMA}.{f} TO {WRITER_ROLE}"
      for f in ("hit_ahead(text, integer, bigint)", "hit_meter(integer, bigint, boolean)", "jackpot_lock()",
                "jackpot_reserve()")),
]

# v10: table groups: tables that share one chip set and one set of house rules, set once for the
# group by the floor's owner (``dealer.set_group``), each version recorded in the witness chain,
# then written, signed by an administrator, into each member table's own chain
# (dealer_app/services/table_group.py); a station reads its group, never writes it. Re-runnable
# (IF NOT EXISTS, OR REPLACE), as v6 and v7 are: the migration tests take v4 and later off a floor
_V10 = [
    f"""CREATE TABLE IF NOT EXISTS {SCHEMA}.group_versions(
        grp text NOT NULL, version integer NOT NULL CHECK (version >= 1),
        chips text, house text, digest text NOT NULL CHECK (digest ~ '^[0-9a-f]{{64}}$'),
        set_by text NOT NULL, set_us bigint NOT NULL,
        PRIMARY KEY (grp, version)
    )""",
    f"""CREATE TABLE IF NOT EXISTS {SCHEMA}.group_tables(
        tbl integer PRIMARY KEY REFERENCES {SCHEMA}.floor_tables(id),
        grp text NOT NULL, since_version integer NOT NULL
    )""",
    *(f"DROP TRIGGER IF EXISTS {t}_append_only ON {SCHEMA}.{t}" for t in ("group_versions", "group_tables")),
    *(f"CREATE TRIGGER {t}_append_only BEFORE UPDATE OR DELETE ON {SCHEMA}.{t} "
      f"FOR EACH ROW EXECUTE FUNCTION {SCHEMA}.append_only()" for t in ("group_versions", "group_tables")),
    f"""CREATE OR REPLACE FUNCTION {SCHEMA}.set_group(p_group text, p_chips text, p_house text, p_digest text, p_by text,
          p_tables text[]) RETURNS integer LANGUAGE plpgsql {_DEFINER} AS $$
        DECLARE
          v integer; t record; other text;
        BEGIN
          IF NOT {SCHEMA}.floor_admin() THEN
            RAISE EXCEPTION 'set_group: table groups are the floor owner''s (dealer-app floor group with the '
              'owner''s login)' USING ERRCODE = 'insufficient_privilege';
          END IF;
          PERFORM pg_advisory_xact_lock(hashtext('dealer group ' || p_group));
          FOR t IN SELECT ft.id, ft.name FROM {SCHEMA}.floor_tables ft WHERE ft.name = ANY(p_tables) LOOP
            SELECT grp INTO other FROM {SCHEMA}.group_tables WHERE tbl = t.id;
            IF other IS NOT NULL AND other <> p_group THEN
              RAISE EXCEPTION 'table % cannot join the group %: it is in %', t.name, p_group, other
                USING ERRCODE = 'object_in_use';
            END IF;
          END LOOP;
          SELECT max(version) INTO v FROM {SCHEMA}.group_versions WHERE grp = p_group;
          IF p_digest IS NOT NULL THEN
            v := coalesce(v, 0) + 1;
            INSERT INTO {SCHEMA}.group_versions(grp, version, chips, house, digest, set_by, set_us)
              VALUES (p_group, v, p_chips, p_house, p_digest, p_by,
                      (extract(epoch FROM clock_timestamp()) * 1000000)::bigint);
          ELSIF v IS NULL THEN
            RAISE EXCEPTION 'no table group %', p_group USING ERRCODE = 'no_data_found';
          END IF;
          INSERT INTO {SCHEMA}.group_tables(tbl, grp, since_version)
            SELECT ft.id, p_group, v FROM {SCHEMA}.floor_tables ft WHERE ft.name = ANY(p_tables)
            ON CONFLICT (tbl) DO NOTHING;
          PERFORM {SCHEMA}.witness_add('table_group', jsonb_build_object('group', p_group, 'version', v,
            'digest', (SELECT digest FROM {SCHEMA}.group_versions WHERE grp = p_group AND version = v),
            'tables', (SELECT coalesce(jsonb_agg(ft.name ORDER BY ft.id), '[]'::jsonb) FROM {SCHEMA}.group_tables g
                       JOIN {SCHEMA}.floor_tables ft ON ft.id = g.tbl WHERE g.grp = p_group),
            'by', p_by, 'login', session_user::text));
          RETURN v;
        END $$""",
    f"REVOKE ALL ON FUNCTION {SCHEMA}.set_group(text, text, text, text, text, text[]) FROM PUBLIC",
    f"GRANT EXECUTE ON FUNCTION {SCHEMA}.set_group(text, text, text, text, text, text[]) TO {WRITER_ROLE}",
    f"GRANT SELECT ON {SCHEMA}.group_versions, {SCHEMA}.group_tables TO {WRITER_ROLE}",
]

_V11_FUNCTIONS = ("user_pins(integer)", "pin_salt(integer, text)",
                 "pin_check(integer, text, text, text, bigint, bigint)", "pin_unlocked()", "log_notary()", "log_head()",
                 "record_verification(boolean, integer, bigint, integer, text, text)")
# v11: the server is the notary for PINs and signatures (docs/FLOOR.md, *The server checks
# PINs*). A station's login no longer reads a PIN hash (column privileges: ``users.pin_hash``
# is the owner's; ``dealer.user_pins`` gives it to the owner's path only). ``pin_check``
# compares what the station derived from the typed PIN (Argon2id under the hash's own salt
# and cost, ``pin_salt``) with the stored hash on the server, counts failed attempts per user
# floor-wide (``pin_attempts``: the lock-out holds on every table), checks the role holds the
# permission (the matrix of ``dealer_app/auth/roles.py`` at migration time) and returns a
# single-use token bound to the table, user, permission, shift and round. A ``sign_in`` or
# ``co_signed`` entry of a person (not a built-in simulator user) is accepted only with such
# a token, used once (``log_notary``). The chain head moves with the log's own insert
# (``log_head``): a station's login updates no head. A verification's result is recorded by
# the floor's owner or an auditor's login only (``record_verification``).
PIN_TOKEN_TTL_US = 600_000_000
SIGN_IN_PERMISSION = "sign_in"
_V11 = [
    f"ALTER TABLE {SCHEMA}.stations DROP CONSTRAINT IF EXISTS stations_kind_check",
    f"ALTER TABLE {SCHEMA}.stations DROP CONSTRAINT IF EXISTS stations_check",
    f"ALTER TABLE {SCHEMA}.stations ADD CONSTRAINT stations_kind_check CHECK (kind IN ('station', 'podium', "
    "'auditor'))",
    f"ALTER TABLE {SCHEMA}.stations ADD CONSTRAINT stations_check CHECK ((kind = 'station') = (tbl IS NOT NULL))",
    f"""CREATE OR REPLACE FUNCTION {SCHEMA}.is_station() RETURNS boolean LANGUAGE sql STABLE {_DEFINER} AS $$
        SELECT EXISTS (SELECT 1 FROM {SCHEMA}.stations s WHERE s.login = session_user AND s.revoked_at IS NULL
                       AND s.kind IN ('station', 'podium'))
               OR {SCHEMA}.floor_admin()
    $$""",
    f"""CREATE TABLE IF NOT EXISTS {SCHEMA}.role_permissions(role text NOT NULL, permission text NOT NULL,
        PRIMARY KEY (role, permission))""",
    f"INSERT INTO {SCHEMA}.role_permissions(role, permission) VALUES "
    + ", ".join(f"('{r.value}', '{p.value}')" for p, roles in sorted(MATRIX.items()) for r in sorted(roles))
    + " ON CONFLICT DO NOTHING",
    f"""CREATE TABLE IF NOT EXISTS {SCHEMA}.pin_attempts(
        name_key text PRIMARY KEY, failed integer NOT NULL DEFAULT 0, locked_until_us bigint, last_us bigint
    )""",
    f"""CREATE TABLE IF NOT EXISTS {SCHEMA}.pin_tokens(
        token text PRIMARY KEY, tbl integer NOT NULL REFERENCES {SCHEMA}.floor_tables(id), user_id bigint NOT NULL,
        permission text NOT NULL, shift_id bigint, round_id bigint, issued_us bigint NOT NULL, used_seq bigint
    )""",
    f"REVOKE ALL ON {SCHEMA}.pin_tokens, {SCHEMA}.pin_attempts FROM PUBLIC",
    f"REVOKE ALL ON {SCHEMA}.pin_tokens, {SCHEMA}.pin_attempts FROM {WRITER_ROLE}",
    f"GRANT SELECT ON {SCHEMA}.role_permissions, {SCHEMA}.pin_attempts TO {WRITER_ROLE}",
    # a station's login reads every column of a user but the PIN hash
    f"REVOKE SELECT ON {SCHEMA}.users FROM {WRITER_ROLE}",
    f"GRANT SELECT (tbl, id, name, role, builtin, disabled, failed, locked_until_us, created_seq) ON {SCHEMA}.users "
    f"TO {WRITER_ROLE}",
    f"""CREATE OR REPLACE FUNCTION {SCHEMA}.user_pins(p_tbl integer) RETURNS TABLE(id bigint, pin_hash text) LANGUAGE sql
        STABLE {_DEFINER} AS $$
        SELECT u.id, u.pin_hash FROM {SCHEMA}.users u WHERE u.tbl = p_tbl AND {SCHEMA}.floor_admin()
    $$""",
    # what a station needs to derive a candidate from a typed PIN: the hash's algorithm, cost and
    # salt (never its digest); NULL for an unknown user or one without a PIN
    f"""CREATE OR REPLACE FUNCTION {SCHEMA}.pin_salt(p_tbl integer, p_name text) RETURNS text LANGUAGE sql STABLE {_DEFINER}
        AS $$
        SELECT substring(u.pin_hash FROM '^(\\$argon2id\\$v=[0-9]+\\$m=[0-9]+,t=[0-9]+,p=[0-9]+\\$[A-Za-z0-9+/]+)\\$')
        FROM {SCHEMA}.users u WHERE u.tbl = p_tbl AND lower(u.name) = lower(p_name) AND NOT u.builtin
          AND {SCHEMA}.may_write(p_tbl)
    $$""",
    f"""CREATE OR REPLACE FUNCTION {SCHEMA}.pin_check(p_tbl integer, p_name text, p_candidate text, p_permission text,
          p_shift bigint, p_round bigint) RETURNS TABLE(outcome text, token text, user_id bigint, failed integer)
        LANGUAGE plpgsql {_DEFINER} AS $$
        DECLARE
          u record; a record; now_us bigint; lim integer; mins bigint; tok text; n integer; locked boolean;
        BEGIN
          IF NOT {SCHEMA}.may_write(p_tbl) THEN
            RAISE EXCEPTION 'pin_check: table % is not this login''s table', p_tbl USING ERRCODE = 'insufficient_privilege';
          END IF;
          now_us := (extract(epoch FROM clock_timestamp()) * 1000000)::bigint;
          SELECT us.id, us.name, us.role, us.pin_hash, us.builtin, us.disabled INTO u FROM {SCHEMA}.users us
            WHERE us.tbl = p_tbl AND lower(us.name) = lower(left(p_name, 256));
          IF NOT FOUND OR u.builtin THEN
            outcome := 'unknown'; RETURN NEXT; RETURN;
          END IF;
          user_id := u.id;
          IF u.disabled THEN
            outcome := 'disabled'; RETURN NEXT; RETURN;
          END IF;
          SELECT coalesce(max(CASE WHEN s.key = 'lockout_attempts' AND s.value ~ '^[0-9]{{1,4}}$' THEN s.value::integer END),
                          5),
                 coalesce(max(CASE WHEN s.key = 'lockout_minutes' AND s.value ~ '^[0-9]{{1,8}}$' THEN s.value::bigint END),
                          15)
            INTO lim, mins FROM {SCHEMA}.settings s WHERE s.tbl = p_tbl;
          lim := least(greatest(lim, 1), 10);  -- the floor's own bound, whatever a table's setting says
          INSERT INTO {SCHEMA}.pin_attempts(name_key) VALUES (lower(u.name)) ON CONFLICT (name_key) DO NOTHING;
          SELECT * INTO a FROM {SCHEMA}.pin_attempts WHERE name_key = lower(u.name) FOR UPDATE;
          locked := a.locked_until_us IS NOT NULL AND (a.locked_until_us = 0 OR a.locked_until_us > now_us);
          IF locked THEN
            outcome := 'locked'; failed := a.failed; RETURN NEXT; RETURN;
          END IF;
          IF u.pin_hash IS NULL OR p_candidate IS NULL OR p_candidate <> u.pin_hash THEN
            n := a.failed + 1;
            UPDATE {SCHEMA}.pin_attempts SET failed = n, last_us = now_us,
              locked_until_us = CASE WHEN n >= lim OR a.locked_until_us IS NOT NULL
                                     THEN CASE WHEN mins = 0 THEN 0 ELSE now_us + mins * 60000000 END END
              WHERE name_key = lower(u.name);
            outcome := CASE WHEN n >= lim OR a.locked_until_us IS NOT NULL THEN 'locked_now' ELSE 'wrong' END;
            failed := n; RETURN NEXT; RETURN;
          END IF;
          UPDATE {SCHEMA}.pin_attempts SET failed = 0, locked_until_us = NULL, last_us = now_us
            WHERE name_key = lower(u.name);
          failed := 0;
          IF p_permission <> '{SIGN_IN_PERMISSION}' AND NOT EXISTS (
               SELECT 1 FROM {SCHEMA}.role_permissions rp WHERE rp.role = u.role AND rp.permission = p_permission) THEN
            outcome := 'role'; RETURN NEXT; RETURN;
          END IF;
          tok := encode(gen_random_bytes(24), 'hex');
          INSERT INTO {SCHEMA}.pin_tokens(token, tbl, user_id, permission, shift_id, round_id, issued_us)
            VALUES (tok, p_tbl, u.id, p_permission, p_shift, p_round, now_us);
          outcome := 'ok'; token := tok; RETURN NEXT;
        END $$""",
    # an administrator's unlock (its user entry, appended by the table's station) lifts the floor-wide lock
    f"""CREATE OR REPLACE FUNCTION {SCHEMA}.pin_unlocked() RETURNS trigger LANGUAGE plpgsql {_DEFINER} AS $$
        BEGIN
          IF NEW.kind IN ('user_unlocked', 'pin_reset', 'admin_recovery') AND NEW.payload NOT LIKE '%"mirrored":%' THEN
            UPDATE {SCHEMA}.pin_attempts SET failed = 0, locked_until_us = NULL
              WHERE name_key = (SELECT lower(name) FROM {SCHEMA}.users WHERE tbl = NEW.tbl
                                AND id = (NEW.payload::jsonb ->> 'user')::bigint);
          END IF;
          RETURN NULL;
        END $$""",
    f"DROP TRIGGER IF EXISTS log_pin_unlocked ON {SCHEMA}.log",
    f"CREATE TRIGGER log_pin_unlocked AFTER INSERT ON {SCHEMA}.log FOR EACH ROW EXECUTE FUNCTION "
    f"{SCHEMA}.pin_unlocked()",
    # a person's signature (a sign-in, a co-signature) only with the server's token for it, once
    f"""CREATE OR REPLACE FUNCTION {SCHEMA}.log_notary() RETURNS trigger LANGUAGE plpgsql {_DEFINER} AS $$
        DECLARE
          p jsonb; u record; tok text; want text;
        BEGIN
          IF NEW.kind NOT IN ('sign_in', 'co_signed') THEN RETURN NEW; END IF;
          p := NEW.payload::jsonb;
          IF (p ->> 'user') IS DISTINCT FROM NEW.actor::text THEN
            RAISE EXCEPTION 'log: a % names its signer as its actor', NEW.kind USING ERRCODE = 'insufficient_privilege';
          END IF;
          SELECT us.builtin INTO u FROM {SCHEMA}.users us WHERE us.tbl = NEW.tbl AND us.id = NEW.actor;
          IF NOT FOUND THEN
            RAISE EXCEPTION 'log: a % of user %, who is not a user of table %', NEW.kind, NEW.actor, NEW.tbl
              USING ERRCODE = 'insufficient_privilege';
          END IF;
          IF u.builtin THEN  -- the simulator's users: no PIN, and a co-signature on a simulated shift only
            IF NEW.kind = 'co_signed' AND NEW.shift_id IS NOT NULL AND NOT coalesce((SELECT s.simulated FROM
                 {SCHEMA}.shifts s WHERE s.tbl = NEW.tbl AND s.id = NEW.shift_id), false) THEN
              RAISE EXCEPTION 'log: a built-in user co-signs on a simulated shift only'
                USING ERRCODE = 'insufficient_privilege';
            END IF;
            RETURN NEW;
          END IF;
          tok := p ->> 'server_token';
          IF tok IS NULL AND {SCHEMA}.floor_admin() THEN RETURN NEW; END IF;
          want := CASE WHEN NEW.kind = 'sign_in' THEN '{SIGN_IN_PERMISSION}' ELSE p ->> 'permission' END;
          UPDATE {SCHEMA}.pin_tokens t SET used_seq = NEW.seq
            WHERE t.token = tok AND t.tbl = NEW.tbl AND t.user_id = NEW.actor AND t.permission = want
              AND t.shift_id IS NOT DISTINCT FROM NEW.shift_id AND t.round_id IS NOT DISTINCT FROM NEW.round_id
              AND t.used_seq IS NULL
              AND t.issued_us > (extract(epoch FROM clock_timestamp()) * 1000000)::bigint - {PIN_TOKEN_TTL_US};
          IF NOT FOUND THEN
            RAISE EXCEPTION 'log: a % of user % on table % needs the floor server''s PIN check for it (a token for '
              'this permission, shift and round, used once)', NEW.kind, NEW.actor, NEW.tbl
              USING ERRCODE = 'insufficient_privilege';
          END IF;
          RETURN NEW;
        END $$""",
    f"DROP TRIGGER IF EXISTS log_notary ON {SCHEMA}.log",
    f"CREATE TRIGGER log_notary BEFORE INSERT ON {SCHEMA}.log FOR EACH ROW EXECUTE FUNCTION {SCHEMA}.log_notary()",
    # the chain head moves with the log's own inserts, at the commit (until then the entries
    # above the head are the transaction's own, as move_meter, users_guard and mirrors_own
    # read them): the last entry of the table sets it; a station's login writes no head
    f"""CREATE OR REPLACE FUNCTION {SCHEMA}.log_head() RETURNS trigger LANGUAGE plpgsql {_DEFINER} AS $$
        BEGIN
          IF NOT EXISTS (SELECT 1 FROM {SCHEMA}.log WHERE tbl = NEW.tbl AND seq = NEW.seq + 1) THEN
            UPDATE {SCHEMA}.floor_tables SET head_seq = NEW.seq, head_mac = NEW.mac WHERE id = NEW.tbl;
          END IF;
          RETURN NULL;
        END $$""",
    f"DROP TRIGGER IF EXISTS log_head ON {SCHEMA}.log",
    f"CREATE CONSTRAINT TRIGGER log_head AFTER INSERT ON {SCHEMA}.log DEFERRABLE INITIALLY DEFERRED FOR EACH ROW "
    f"EXECUTE FUNCTION {SCHEMA}.log_head()",
    f"REVOKE UPDATE ON {SCHEMA}.floor_tables FROM {WRITER_ROLE}",
    f"GRANT UPDATE (checkpoint_seq, checkpoint_mac, checkpoint_tag, money_seq, money_live, money_sim, money_tag) "
    f"ON {SCHEMA}.floor_tables TO {WRITER_ROLE}",
    # a verification's result: the owner's or an auditor's
    f"REVOKE INSERT, UPDATE, DELETE ON {SCHEMA}.verifications FROM {WRITER_ROLE}",
    f"""CREATE OR REPLACE FUNCTION {SCHEMA}.record_verification(p_ok boolean, p_tables integer, p_entries bigint,
          p_problems integer, p_first text, p_host text) RETURNS bigint LANGUAGE plpgsql {_DEFINER} AS $$
        DECLARE
          n bigint;
        BEGIN
          IF NOT ({SCHEMA}.floor_admin() OR EXISTS (SELECT 1 FROM {SCHEMA}.stations s WHERE s.login = session_user
                  AND s.revoked_at IS NULL AND s.kind = 'auditor')) THEN
            RAISE EXCEPTION 'verifications: a verification is recorded by the floor''s owner or an auditor''s login'
              USING ERRCODE = 'insufficient_privilege';
          END IF;
          INSERT INTO {SCHEMA}.verifications(at_us, ok, tables, entries, problems, first_problem, host)
            VALUES ((extract(epoch FROM clock_timestamp()) * 1000000)::bigint, p_ok, p_tables, p_entries, p_problems,
                    left(p_first, 500), left(p_host, 200)) RETURNING id INTO n;
          RETURN n;
        END $$""",
    *(f"REVOKE ALL ON FUNCTION {SCHEMA}.{f} FROM PUBLIC" for f in _V11_FUNCTIONS),
    *(f"GRANT EXECUTE ON FUNCTION {SCHEMA}.{f} TO {WRITER_ROLE}" for f in _V11_FUNCTIONS),
    f"GRANT EXECUTE ON FUNCTION {SCHEMA}.is_station() TO {WRITER_ROLE}",
]

# v12: a patron's gaming day is the floor's (docs/PLAYERS.md, *A patron's gaming day on a
# floor*). Each cash transaction stays in the signed log of the table (or the cage) that
# records it; the server keeps the floor-wide aggregate. ``floor_cash`` gives every table's
# cash transactions and AML settings in the server's time order (what the station's alert,
# the podium's and the console's lists, the MTL and ``audit verify`` fold). ``cash_floor``
# (in the log insert itself) holds each patron's transactions in one order floor-wide (a
# lock per patron until the commit) and refuses a cash transaction whose recorded aggregate
# is not the floor's: cash in and cash out of that patron's gaming day over every table's
# log, this transaction included. A station whose figure is stale (another table recorded
# meanwhile) reads again and records again.
_CASH_KINDS = "('cash_transaction', 'aml_rules_set')"
_V12 = [
    f"CREATE INDEX IF NOT EXISTS log_cash ON {SCHEMA}.log(ts_us) WHERE kind IN {_CASH_KINDS}",
    f"""CREATE INDEX IF NOT EXISTS log_cash_patron ON {SCHEMA}.log((payload::jsonb ->> 'player'),
        (payload::jsonb ->> 'gaming_day')) WHERE kind = 'cash_transaction'""",
    f"""CREATE OR REPLACE FUNCTION {SCHEMA}.floor_cash() RETURNS TABLE(tbl_name text, seq bigint, ts_us bigint,
          kind text, actor bigint, station text, shift_id bigint, round_id bigint, ref bigint, payload text, mac text,
          actor_name text)
        LANGUAGE plpgsql STABLE {_DEFINER} AS $$
        BEGIN
          IF NOT ({SCHEMA}.floor_admin() OR EXISTS (SELECT 1 FROM {SCHEMA}.stations s WHERE s.login = session_user
                  AND s.revoked_at IS NULL)) THEN
            RAISE EXCEPTION 'floor_cash: the floor''s cash records are read by its stations, podiums and auditors'
              USING ERRCODE = 'insufficient_privilege';
          END IF;
          RETURN QUERY SELECT t.name::text, l.seq, l.ts_us, l.kind, l.actor, l.station, l.shift_id, l.round_id, l.ref,
                              l.payload, l.mac, u.name
            FROM {SCHEMA}.log l JOIN {SCHEMA}.floor_tables t ON t.id = l.tbl
            LEFT JOIN {SCHEMA}.users u ON u.tbl = l.tbl AND u.id = l.actor
            WHERE l.kind IN {_CASH_KINDS} ORDER BY l.ts_us, t.name, l.seq;
        END $$""",
    f"""CREATE OR REPLACE FUNCTION {SCHEMA}.cash_floor() RETURNS trigger LANGUAGE plpgsql {_DEFINER} AS $$
        DECLARE
          p jsonb; r jsonb; pl text; sim boolean; cash_in bigint := 0; cash_out bigint := 0;
        BEGIN
          IF NEW.kind <> 'cash_transaction' THEN RETURN NEW; END IF;
          p := NEW.payload::jsonb;
          r := p -> 'recorded';
          IF jsonb_typeof(r) IS DISTINCT FROM 'object' OR (r -> 'floor') IS DISTINCT FROM 'true'::jsonb THEN
            RAISE EXCEPTION 'cash_floor: a cash transaction on a floor records its patron''s floor-wide gaming-day '
              'aggregate' USING ERRCODE = 'check_violation';
          END IF;
          pl := p ->> 'player';
          sim := coalesce((p ->> 'simulated')::boolean, false);
          IF pl IS NOT NULL THEN
            -- one order per patron across the floor: held until this transaction ends
            PERFORM pg_advisory_xact_lock(hashtext('dealer cash ' || pl));
            SELECT coalesce(sum((l.payload::jsonb ->> 'amount')::bigint)
                              FILTER (WHERE l.payload::jsonb ->> 'direction' = 'in'), 0),
                   coalesce(sum((l.payload::jsonb ->> 'amount')::bigint)
                              FILTER (WHERE l.payload::jsonb ->> 'direction' = 'out'), 0)
              INTO cash_in, cash_out FROM {SCHEMA}.log l
              WHERE l.kind = 'cash_transaction' AND (l.payload::jsonb ->> 'player') = pl
                AND (l.payload::jsonb ->> 'gaming_day') = (p ->> 'gaming_day')
                AND l.payload::jsonb ->> 'medium' = 'cash'
                AND coalesce((l.payload::jsonb ->> 'simulated')::boolean, false) = sim;
          END IF;
          IF p ->> 'medium' = 'cash' AND p ->> 'direction' = 'in' THEN
            cash_in := cash_in + (p ->> 'amount')::bigint;
          ELSIF p ->> 'medium' = 'cash' THEN
            cash_out := cash_out + (p ->> 'amount')::bigint;
          END IF;
          IF (r ->> 'cash_in')::bigint IS DISTINCT FROM cash_in OR (r ->> 'cash_out')::bigint IS DISTINCT FROM cash_out
          THEN
            RAISE EXCEPTION 'cash_floor: the patron''s gaming day on the floor stands at % in, % out with this '
              'transaction, not the % in, % out it records (another table recorded one meanwhile)', cash_in, cash_out,
              r ->> 'cash_in', r ->> 'cash_out' USING ERRCODE = 'check_violation';
          END IF;
          RETURN NEW;
        END $$""",
    f"DROP TRIGGER IF EXISTS log_cash_floor ON {SCHEMA}.log",
    f"CREATE TRIGGER log_cash_floor BEFORE INSERT ON {SCHEMA}.log FOR EACH ROW EXECUTE FUNCTION {SCHEMA}.cash_floor()",
    f"REVOKE ALL ON FUNCTION {SCHEMA}.floor_cash(), {SCHEMA}.cash_floor() FROM PUBLIC",
    f"GRANT EXECUTE ON FUNCTION {SCHEMA}.floor_cash() TO {WRITER_ROLE}",
    f"GRANT EXECUTE ON FUNCTION {SCHEMA}.cash_floor() TO {WRITER_ROLE}",
]

# v13: the server computes every entry's chain MAC (docs/FLOOR.md, *The server signs the
# chain*). The floor's audit key is kept in ``floor_secrets`` ('audit', written by the owner's
# migration from its key file, or when the floor is made), which only the owner role reads.
# ``log_form`` computes ``mac(n) = HMAC(key, json([mac(n-1), seq, ts, kind, actor, station,
# shift, round, ref, payload]))`` (dealer_app/store/chain.py: the same bytes, so ``audit
# verify`` recomputes what it always did) from the entry before it, or the table's genesis; a
# station sends no MAC (one it sends must be that one, or the insert is refused). A station's
# start-up and shift-close checks of its chain run on the server (``chain_breaks``); its
# verified point is recorded by the server (``set_checkpoint``), whose tags it computes; the
# few keyed values a station still needs (a patron's reference, a PIN's tag, a checkpoint
# entry's tag, its money check) come from ``station_tag``, which never signs a chain message,
# a genesis of another table, a key check or a verified point.
_CHAIN_MESSAGE = (
    "'[' || to_json({prev}::text)::text || ',' || {e}.seq || ',' || {e}.ts_us || ',' || to_json({e}.kind::text)::text "
    "|| ',' || coalesce({e}.actor::text, 'null') || ',' || coalesce(to_json({e}.station::text)::text, 'null') || ',' "
    "|| coalesce({e}.shift_id::text, 'null') || ',' || coalesce({e}.round_id::text, 'null') || ',' "
    "|| coalesce({e}.ref::text, 'null') || ',' || to_json({e}.payload::text)::text || ']'"
)
# the log's form since v13 (a known kind, a JSON object for payload, the next seq of its table),
# its chain MAC and its server MAC; a version that adds a kind of entry runs it again
_LOG_FORM = (
    f"""CREATE OR REPLACE FUNCTION {SCHEMA}.log_form() RETURNS trigger LANGUAGE plpgsql {_DEFINER} AS $$
        DECLARE
          prev text; sprev text := ''; want text;
        BEGIN
{_KIND_AND_JSON}          IF NEW.seq = 1 THEN
            prev := {SCHEMA}.genesis_of(NEW.tbl);
          ELSE
            SELECT l.mac, l.smac INTO prev, sprev FROM {SCHEMA}.log l WHERE l.tbl = NEW.tbl AND l.seq = NEW.seq - 1;
            IF NOT FOUND THEN
              RAISE EXCEPTION 'log: entry % of table % does not follow its chain', NEW.seq, NEW.tbl
                USING ERRCODE = 'check_violation';
            END IF;
          END IF;
          want := encode(hmac(convert_to({_CHAIN_MESSAGE.format(prev="prev", e="NEW")}, 'UTF8'), {SCHEMA}.audit_key(),
                              'sha256'), 'hex');
          IF coalesce(NEW.mac, '') NOT IN ('', want) THEN
            RAISE EXCEPTION 'log: entry % of table % carries a MAC that is not its chain''s (the floor''s server '
              'computes it)', NEW.seq, NEW.tbl USING ERRCODE = 'insufficient_privilege';
          END IF;
          NEW.mac := want;
          NEW.smac := server_mac((SELECT secret FROM {SCHEMA}.table_keys WHERE tbl = NEW.tbl), coalesce(sprev, ''),
                                 want);
          RETURN NEW;
        END $$"""
)
_V13_FUNCTIONS = ("chain_breaks(integer, bigint, bigint)", "set_checkpoint(integer, bigint, bigint, bigint)",
                  "station_tag(integer, text)")
_V13 = [
    f"""CREATE OR REPLACE FUNCTION {SCHEMA}.audit_key() RETURNS bytea LANGUAGE plpgsql STABLE {_DEFINER} AS $$
        DECLARE
          k bytea;
        BEGIN
          SELECT secret INTO k FROM {SCHEMA}.floor_secrets WHERE name = 'audit';
          IF k IS NULL THEN
            RAISE EXCEPTION 'the floor''s server holds no audit key yet: the floor''s owner opens the floor once '
              '(dealer-app floor init) with the floor''s key' USING ERRCODE = 'object_not_in_prerequisite_state';
          END IF;
          RETURN k;
        END $$""",
    f"""CREATE OR REPLACE FUNCTION {SCHEMA}.audit_tag(p_message text) RETURNS text LANGUAGE sql STABLE {_DEFINER} AS $$
        SELECT encode(hmac(convert_to(p_message, 'UTF8'), {SCHEMA}.audit_key(), 'sha256'), 'hex')
    $$""",
    f"""CREATE OR REPLACE FUNCTION {SCHEMA}.genesis_of(p_tbl integer) RETURNS text LANGUAGE sql STABLE {_DEFINER} AS $$
        SELECT {SCHEMA}.audit_tag('dealer-assistant genesis:' || t.db_uuid) FROM {SCHEMA}.floor_tables t
        WHERE t.id = p_tbl
    $$""",
    _LOG_FORM,
    # the chain of table ``p_tbl`` after entry ``p_after`` (taken as verified) up to ``p_upto``, on the server
    f"""CREATE OR REPLACE FUNCTION {SCHEMA}.chain_breaks(p_tbl integer, p_after bigint, p_upto bigint DEFAULT NULL)
        RETURNS TABLE(seq bigint, what text) LANGUAGE plpgsql STABLE {_DEFINER} AS $$
        DECLARE
          k bytea; prev text; want bigint := p_after + 1; e record;
        BEGIN
          IF NOT {SCHEMA}.may_write(p_tbl) AND NOT EXISTS (SELECT 1 FROM {SCHEMA}.stations s WHERE s.login = session_user
                                                     AND s.revoked_at IS NULL) THEN
            RAISE EXCEPTION 'chain_breaks: table % is not this login''s table', p_tbl
              USING ERRCODE = 'insufficient_privilege';
          END IF;
          k := {SCHEMA}.audit_key();
          IF p_after = 0 THEN
            prev := {SCHEMA}.genesis_of(p_tbl);
          ELSE
            SELECT l.mac INTO prev FROM {SCHEMA}.log l WHERE l.tbl = p_tbl AND l.seq = p_after;
            IF NOT FOUND THEN
              seq := p_after; what := format('entry %s (last verified) is missing', p_after); RETURN NEXT; RETURN;
            END IF;
          END IF;
          FOR e IN SELECT * FROM {SCHEMA}.log l WHERE l.tbl = p_tbl AND l.seq > p_after
                   AND (p_upto IS NULL OR l.seq <= p_upto) ORDER BY l.seq LOOP
            IF e.seq <> want THEN
              seq := want;
              what := CASE WHEN e.seq = want + 1 THEN format('entry %s missing', want)
                           ELSE format('entries %s..%s missing', want, e.seq - 1) END;
              RETURN NEXT;
            ELSIF encode(hmac(convert_to({_CHAIN_MESSAGE.format(prev="prev", e="e")}, 'UTF8'), k, 'sha256'), 'hex')
                  <> e.mac THEN
              seq := e.seq;
              what := format('entry %s (%s): does not match the chain (altered, removed or moved)', e.seq, e.kind);
              RETURN NEXT;
            END IF;
            prev := e.mac;
            want := e.seq + 1;
          END LOOP;
        END $$""",
    # the verified point (and the meters there), recorded by the server once its chain holds to it
    f"""CREATE OR REPLACE FUNCTION {SCHEMA}.set_checkpoint(p_tbl integer, p_seq bigint, p_live bigint, p_sim bigint)
        RETURNS void LANGUAGE plpgsql {_DEFINER} AS $$
        DECLARE
          t record; m text; problem text;
        BEGIN
          IF NOT {SCHEMA}.may_write(p_tbl) THEN
            RAISE EXCEPTION 'set_checkpoint: table % is not this login''s table', p_tbl
              USING ERRCODE = 'insufficient_privilege';
          END IF;
          SELECT id, db_uuid, checkpoint_seq INTO t FROM {SCHEMA}.floor_tables WHERE id = p_tbl FOR UPDATE;
          IF p_seq < t.checkpoint_seq THEN RETURN; END IF;
          SELECT what INTO problem FROM {SCHEMA}.chain_breaks(p_tbl, t.checkpoint_seq, p_seq) LIMIT 1;
          IF problem IS NOT NULL THEN
            RAISE EXCEPTION 'set_checkpoint: the chain of table % does not hold: %', p_tbl, problem
              USING ERRCODE = 'data_corrupted';
          END IF;
          IF p_live IS NULL AND p_seq = (SELECT coalesce(max(l.seq), 0) FROM {SCHEMA}.log l WHERE l.tbl = p_tbl) THEN
            p_live := (SELECT value FROM {SCHEMA}.meter WHERE tbl = p_tbl);  -- the head: the meters as they stand
            p_sim := (SELECT value FROM {SCHEMA}.sim_meter WHERE tbl = p_tbl);
          END IF;
          IF p_seq = 0 THEN
            m := {SCHEMA}.genesis_of(p_tbl);
          ELSE
            SELECT l.mac INTO m FROM {SCHEMA}.log l WHERE l.tbl = p_tbl AND l.seq = p_seq;
            IF NOT FOUND THEN
              RAISE EXCEPTION 'set_checkpoint: table % has no entry %', p_tbl, p_seq USING ERRCODE = 'check_violation';
            END IF;
          END IF;
          UPDATE {SCHEMA}.floor_tables SET checkpoint_seq = p_seq, checkpoint_mac = m,
            checkpoint_tag = {SCHEMA}.audit_tag('dealer-assistant checkpoint:' || t.db_uuid || ':' || p_seq || ':' || m)
            WHERE id = p_tbl;
          IF p_live IS NOT NULL AND p_sim IS NOT NULL THEN
            UPDATE {SCHEMA}.floor_tables SET money_seq = p_seq, money_live = p_live, money_sim = p_sim,
              money_tag = {SCHEMA}.audit_tag('dealer-assistant money:' || t.db_uuid || ':' || p_seq || ':' || p_live
                                             || ':' || p_sim)
              WHERE id = p_tbl;
          END IF;
        END $$""",
    # the keyed values a station's (or an auditor's) login may still ask for, of any table of the
    # floor (a floor-wide verify reads them all; ``p_tbl``: the asking station's table, unused):
    # never a chain's message, a key check or a verified point
    f"""CREATE OR REPLACE FUNCTION {SCHEMA}.station_tag(p_tbl integer, p_message text) RETURNS text LANGUAGE plpgsql
        STABLE {_DEFINER} AS $$
        BEGIN
          IF NOT ({SCHEMA}.floor_admin() OR EXISTS (SELECT 1 FROM {SCHEMA}.stations s WHERE s.login = session_user
                                                  AND s.revoked_at IS NULL)) THEN
            RAISE EXCEPTION 'station_tag: this login is no station of the floor' USING ERRCODE = 'insufficient_privilege';
          END IF;
          IF p_message LIKE 'dealer-assistant patron:%' OR EXISTS (
               SELECT 1 FROM {SCHEMA}.floor_tables t WHERE p_message = 'dealer-assistant genesis:' || t.db_uuid
               OR starts_with(p_message, 'dealer-assistant checkpoint entry:' || t.db_uuid || ':')
               OR starts_with(p_message, 'dealer-assistant money:' || t.db_uuid || ':')
               OR starts_with(p_message, 'dealer-assistant pin:' || t.db_uuid || ':')) THEN
            RETURN {SCHEMA}.audit_tag(p_message);
          END IF;
          RAISE EXCEPTION 'station_tag: the floor''s server signs no such message for a station'
            USING ERRCODE = 'insufficient_privilege';
        END $$""",
    f"REVOKE ALL ON FUNCTION {SCHEMA}.audit_key(), {SCHEMA}.audit_tag(text), {SCHEMA}.genesis_of(integer) FROM PUBLIC",
    f"REVOKE ALL ON FUNCTION {SCHEMA}.audit_key(), {SCHEMA}.audit_tag(text), {SCHEMA}.genesis_of(integer) "
    f"FROM {WRITER_ROLE}",
    *(f"REVOKE ALL ON FUNCTION {SCHEMA}.{f} FROM PUBLIC" for f in _V13_FUNCTIONS),
    *(f"GRANT EXECUTE ON FUNCTION {SCHEMA}.{f} TO {WRITER_ROLE}" for f in _V13_FUNCTIONS),
    # the verified point is the server's to write now; a station keeps only what locking its table's
    # row (an append's FOR UPDATE) needs: UPDATE on ``id``, which floor_tables_guard never lets change
    f"REVOKE UPDATE ON {SCHEMA}.floor_tables FROM {WRITER_ROLE}",
    f"GRANT UPDATE (id) ON {SCHEMA}.floor_tables TO {WRITER_ROLE}",
]

# v14: a table leaves its table group, and a group is changed from the pit's podium
# (docs/FLOOR.md, *Table groups*). ``group_tables`` keeps every join (``joined``: its number;
# a table may join again after it left); ``group_left`` records each leave, append-only: the
# table, the group and the version it keeps as its own, who signed it, the reason, the entry of
# the table's chain that records it and the login. ``group_members`` is who is in which group
# now. A table leaves by a ``table_group_left`` entry in its own chain, which the server checks
# in the insert itself (``log_group_left``): the table is in that group, the entry names its
# latest version, a reason, and a signature: the co-signature entry (``group_signature``) of a
# pit boss or administrator on that table, made within the PIN token's lifetime, that the
# server's PIN check notarised (the token it gave for it, used by that entry; on the owner's
# login, as ``log_notary`` allows, none), never used for a group before. ``set_group`` with a
# signature (the table and entry of it) is the same join or new version for a podium's login;
# without one it stays the owner's. Re-runnable, as v10 is.
_GROUP_PODIUM = (f"({SCHEMA}.floor_admin() OR EXISTS (SELECT 1 FROM {SCHEMA}.stations s WHERE s.login = session_user "
                 "AND s.revoked_at IS NULL AND s.kind = 'podium'))")
_V14_NEW = ("group_left", "group_signatures")
_V14 = [
    f"ALTER TABLE {SCHEMA}.group_tables ADD COLUMN IF NOT EXISTS joined bigserial",
    f"ALTER TABLE {SCHEMA}.group_tables DROP CONSTRAINT IF EXISTS group_tables_pkey",
    f"CREATE UNIQUE INDEX IF NOT EXISTS group_tables_joined ON {SCHEMA}.group_tables(joined)",
    f"CREATE INDEX IF NOT EXISTS group_tables_tbl ON {SCHEMA}.group_tables(tbl)",
    f"""CREATE TABLE IF NOT EXISTS {SCHEMA}.group_left(
        joined bigint PRIMARY KEY REFERENCES {SCHEMA}.group_tables(joined),
        tbl integer NOT NULL REFERENCES {SCHEMA}.floor_tables(id),
        grp text NOT NULL, version integer NOT NULL,
        by_user bigint NOT NULL, by_name text NOT NULL, reason text NOT NULL CHECK (btrim(reason) <> ''),
        signature bigint NOT NULL, entry bigint NOT NULL, left_us bigint NOT NULL, login text NOT NULL
    )""",
    f"""CREATE TABLE IF NOT EXISTS {SCHEMA}.group_signatures(tbl integer NOT NULL, seq bigint NOT NULL,
        PRIMARY KEY (tbl, seq))""",
    *(f"DROP TRIGGER IF EXISTS {t}_append_only ON {SCHEMA}.{t}" for t in _V14_NEW),
    *(f"CREATE TRIGGER {t}_append_only BEFORE UPDATE OR DELETE ON {SCHEMA}.{t} "
      f"FOR EACH ROW EXECUTE FUNCTION {SCHEMA}.append_only()" for t in _V14_NEW),
    *(f"DROP TRIGGER IF EXISTS {t}_no_truncate ON {SCHEMA}.{t}" for t in (*_V14_NEW, "group_tables", "group_versions")),
    *(f"CREATE TRIGGER {t}_no_truncate BEFORE TRUNCATE ON {SCHEMA}.{t} "
      f"FOR EACH STATEMENT EXECUTE FUNCTION {SCHEMA}.append_only()"
      for t in (*_V14_NEW, "group_tables", "group_versions")),
    f"""CREATE OR REPLACE VIEW {SCHEMA}.group_members AS
        SELECT g.tbl, g.grp, g.since_version, g.joined FROM {SCHEMA}.group_tables g
        WHERE NOT EXISTS (SELECT 1 FROM {SCHEMA}.group_left l WHERE l.joined = g.joined)""",
    f"REVOKE ALL ON {SCHEMA}.group_signatures FROM PUBLIC",
    f"REVOKE ALL ON {SCHEMA}.group_signatures FROM {WRITER_ROLE}",
    f"GRANT SELECT ON {SCHEMA}.group_members, {SCHEMA}.group_left TO {WRITER_ROLE}",
    # the signature of a group change: a co-signature entry of table ``p_tbl`` by ``p_by``, given
    # to one of ``p_perms``, recent, notarised by the server's PIN check, used for a group once
    f"""CREATE OR REPLACE FUNCTION {SCHEMA}.group_signature(p_tbl integer, p_seq bigint, p_by text, p_perms text[])
        RETURNS bigint LANGUAGE plpgsql {_DEFINER} AS $$
        DECLARE
          e record; who text;
        BEGIN
          IF NOT {_GROUP_PODIUM} THEN
            RAISE EXCEPTION 'table groups: a table group is changed from the pit''s podium or with the floor owner''s '
              'login' USING ERRCODE = 'insufficient_privilege';
          END IF;
          SELECT l.kind, l.actor, l.ts_us, l.payload::jsonb AS p INTO e FROM {SCHEMA}.log l
            WHERE l.tbl = p_tbl AND l.seq = p_seq;
          IF FOUND THEN
            SELECT u.name INTO who FROM {SCHEMA}.users u WHERE u.tbl = p_tbl AND u.id = e.actor;
          END IF;
          IF NOT FOUND OR e.kind <> 'co_signed' OR NOT coalesce((e.p ->> 'permission') = ANY(p_perms), false)
             OR lower(who) IS DISTINCT FROM lower(p_by) THEN
            RAISE EXCEPTION 'table groups: entry % of table % is no co-signature of % for a table group', p_seq, p_tbl,
              p_by USING ERRCODE = 'insufficient_privilege';
          END IF;
          IF e.ts_us < (extract(epoch FROM clock_timestamp()) * 1000000)::bigint - {PIN_TOKEN_TTL_US} THEN
            RAISE EXCEPTION 'table groups: the co-signature % of table % is too old: sign again', p_seq, p_tbl
              USING ERRCODE = 'insufficient_privilege';
          END IF;
          IF NOT {SCHEMA}.floor_admin() AND NOT EXISTS (
               SELECT 1 FROM {SCHEMA}.pin_tokens t WHERE t.tbl = p_tbl AND t.user_id = e.actor AND t.used_seq = p_seq
                 AND t.permission = e.p ->> 'permission') THEN
            RAISE EXCEPTION 'table groups: the co-signature % of table % had no PIN check of the floor''s server',
              p_seq, p_tbl USING ERRCODE = 'insufficient_privilege';
          END IF;
          INSERT INTO {SCHEMA}.group_signatures(tbl, seq) VALUES (p_tbl, p_seq) ON CONFLICT DO NOTHING;
          IF NOT FOUND THEN
            RAISE EXCEPTION 'table groups: the co-signature % of table % already signed a group change', p_seq, p_tbl
              USING ERRCODE = 'insufficient_privilege';
          END IF;
          RETURN e.actor;
        END $$""",
    # a join or a new version (v10's set_group), whoever may make it: checked by the callers below
    f"""CREATE OR REPLACE FUNCTION {SCHEMA}.group_join(p_group text, p_chips text, p_house text, p_digest text,
          p_by text, p_tables text[]) RETURNS integer LANGUAGE plpgsql {_DEFINER} AS $$
        DECLARE
          v integer; t record; other text;
        BEGIN
          PERFORM pg_advisory_xact_lock(hashtext('dealer group ' || p_group));
          FOR t IN SELECT ft.id, ft.name FROM {SCHEMA}.floor_tables ft WHERE ft.name = ANY(p_tables) ORDER BY ft.id LOOP
            PERFORM pg_advisory_xact_lock(hashtext('dealer group table ' || t.id));
            SELECT m.grp INTO other FROM {SCHEMA}.group_members m WHERE m.tbl = t.id;
            IF other IS NOT NULL AND other <> p_group THEN
              RAISE EXCEPTION 'table % cannot join the group %: it is in %', t.name, p_group, other
                USING ERRCODE = 'object_in_use';
            END IF;
          END LOOP;
          SELECT max(version) INTO v FROM {SCHEMA}.group_versions WHERE grp = p_group;
          IF p_digest IS NOT NULL THEN
            v := coalesce(v, 0) + 1;
            INSERT INTO {SCHEMA}.group_versions(grp, version, chips, house, digest, set_by, set_us)
              VALUES (p_group, v, p_chips, p_house, p_digest, p_by,
                      (extract(epoch FROM clock_timestamp()) * 1000000)::bigint);
          ELSIF v IS NULL THEN
            RAISE EXCEPTION 'no table group %', p_group USING ERRCODE = 'no_data_found';
          END IF;
          INSERT INTO {SCHEMA}.group_tables(tbl, grp, since_version)
            SELECT ft.id, p_group, v FROM {SCHEMA}.floor_tables ft WHERE ft.name = ANY(p_tables)
              AND NOT EXISTS (SELECT 1 FROM {SCHEMA}.group_members m WHERE m.tbl = ft.id);
          PERFORM {SCHEMA}.witness_add('table_group', jsonb_build_object('group', p_group, 'version', v,
            'digest', (SELECT digest FROM {SCHEMA}.group_versions WHERE grp = p_group AND version = v),
            'tables', (SELECT coalesce(jsonb_agg(ft.name ORDER BY ft.id), '[]'::jsonb) FROM {SCHEMA}.group_members g
                       JOIN {SCHEMA}.floor_tables ft ON ft.id = g.tbl WHERE g.grp = p_group),
            'by', p_by, 'login', session_user::text));
          RETURN v;
        END $$""",
    f"REVOKE ALL ON FUNCTION {SCHEMA}.group_join(text, text, text, text, text, text[]) FROM PUBLIC",
    f"REVOKE ALL ON FUNCTION {SCHEMA}.group_signature(integer, bigint, text, text[]) FROM PUBLIC",
    f"""CREATE OR REPLACE FUNCTION {SCHEMA}.set_group(p_group text, p_chips text, p_house text, p_digest text, p_by text,
          p_tables text[]) RETURNS integer LANGUAGE plpgsql {_DEFINER} AS $$
        BEGIN
          IF NOT {SCHEMA}.floor_admin() THEN
            RAISE EXCEPTION 'set_group: without a signature, table groups are the floor owner''s (dealer-app floor '
              'group with the owner''s login)' USING ERRCODE = 'insufficient_privilege';
          END IF;
          RETURN {SCHEMA}.group_join(p_group, p_chips, p_house, p_digest, p_by, p_tables);
        END $$""",
    # the same, signed: ``p_sig_seq`` is a co-signature entry of table ``p_sig_table``, a table of the group
    f"""CREATE OR REPLACE FUNCTION {SCHEMA}.set_group(p_group text, p_chips text, p_house text, p_digest text, p_by text,
          p_tables text[], p_sig_table text, p_sig_seq bigint) RETURNS integer LANGUAGE plpgsql {_DEFINER} AS $$
        DECLARE
          tid integer;
        BEGIN
          SELECT ft.id INTO tid FROM {SCHEMA}.floor_tables ft WHERE ft.name = p_sig_table
            AND (ft.name = ANY(p_tables) OR EXISTS (SELECT 1 FROM {SCHEMA}.group_members m WHERE m.tbl = ft.id
                                                       AND m.grp = p_group));
          IF tid IS NULL THEN
            RAISE EXCEPTION 'set_group: the signature is on table %, which is not a table of the group %', p_sig_table,
              p_group USING ERRCODE = 'insufficient_privilege';
          END IF;
          PERFORM {SCHEMA}.group_signature(tid, p_sig_seq, p_by, ARRAY['edit_chip_set', 'edit_house_rules']);
          RETURN {SCHEMA}.group_join(p_group, p_chips, p_house, p_digest, p_by, p_tables);
        END $$""",
    f"REVOKE ALL ON FUNCTION {SCHEMA}.set_group(text, text, text, text, text, text[], text, bigint) FROM PUBLIC",
    f"GRANT EXECUTE ON FUNCTION {SCHEMA}.set_group(text, text, text, text, text, text[], text, bigint) "
    f"TO {WRITER_ROLE}",
    # a table leaves its group: its own chain's entry, checked and recorded by the server in the insert
    f"""CREATE OR REPLACE FUNCTION {SCHEMA}.log_group_left() RETURNS trigger LANGUAGE plpgsql {_DEFINER} AS $$
        DECLARE
          p jsonb; m record; v integer; nm text; sig bigint;
        BEGIN
          IF NEW.kind <> 'table_group_left' THEN RETURN NEW; END IF;
          p := NEW.payload::jsonb;
          PERFORM pg_advisory_xact_lock(hashtext('dealer group table ' || NEW.tbl));
          SELECT g.joined, g.grp INTO m FROM {SCHEMA}.group_members g WHERE g.tbl = NEW.tbl;
          IF NOT FOUND OR m.grp IS DISTINCT FROM p ->> 'group' THEN
            RAISE EXCEPTION 'table_group_left: table % is not in the table group %', NEW.tbl, p ->> 'group'
              USING ERRCODE = 'check_violation';
          END IF;
          IF btrim(coalesce(p ->> 'reason', '')) = '' THEN
            RAISE EXCEPTION 'table_group_left: a table leaves its group with a reason' USING ERRCODE = 'check_violation';
          END IF;
          SELECT max(version) INTO v FROM {SCHEMA}.group_versions WHERE grp = m.grp;
          IF (p ->> 'group_version') IS DISTINCT FROM v::text THEN
            RAISE EXCEPTION 'table_group_left: the table group % is at version %, not %', m.grp, v, p ->> 'group_version'
              USING ERRCODE = 'check_violation';
          END IF;
          IF jsonb_typeof(p -> 'signature') IS DISTINCT FROM 'number' THEN
            RAISE EXCEPTION 'table_group_left: a table leaves its group signed' USING ERRCODE = 'insufficient_privilege';
          END IF;
          sig := (p ->> 'signature')::bigint;
          SELECT u.name INTO nm FROM {SCHEMA}.users u WHERE u.tbl = NEW.tbl AND u.id = NEW.actor;
          PERFORM {SCHEMA}.group_signature(NEW.tbl, sig, nm, ARRAY['edit_chip_set']);
          INSERT INTO {SCHEMA}.group_left(joined, tbl, grp, version, by_user, by_name, reason, signature, entry, left_us,
                                          login)
            VALUES (m.joined, NEW.tbl, m.grp, v, NEW.actor, nm, p ->> 'reason', sig, NEW.seq,
                    (extract(epoch FROM clock_timestamp()) * 1000000)::bigint, session_user::text);
          PERFORM {SCHEMA}.witness_add('table_group_left', jsonb_build_object('group', m.grp,
            'table', (SELECT ft.name FROM {SCHEMA}.floor_tables ft WHERE ft.id = NEW.tbl), 'version', v, 'by', nm,
            'reason', p ->> 'reason', 'entry', NEW.seq, 'login', session_user::text));
          RETURN NEW;
        END $$""",
    f"DROP TRIGGER IF EXISTS log_group_left ON {SCHEMA}.log",
    f"CREATE TRIGGER log_group_left BEFORE INSERT ON {SCHEMA}.log FOR EACH ROW EXECUTE FUNCTION "
    f"{SCHEMA}.log_group_left()",
    f"REVOKE ALL ON FUNCTION {SCHEMA}.log_group_left() FROM PUBLIC",
    f"GRANT EXECUTE ON FUNCTION {SCHEMA}.log_group_left() TO {WRITER_ROLE}",
    _LOG_FORM,  # the log knows table_group_left
]

# v15: a projection of each patron's gaming day on the floor (docs/PLAYERS.md, *A patron's gaming day
# on a floor*), so no read folds every cash entry of the floor. ``patron_days`` (described in
# dealer_app/store/tables.py, as a station's file keeps it for its one log) holds, per registered
# patron, gaming day and simulated-or-not, the cash in and cash out, the number of cash transactions,
# the time of the last and the last seq of each table's log that recorded one; the log insert itself
# keeps it (``patron_day``, after the insert, in the same transaction) and backfills it here from the
# log. ``cash_floor`` now checks a transaction's recorded aggregate against that row (under the same
# lock per patron). A station, podium or auditor reads the rows (``patron_days_of``) and the cash
# entries of the patrons it asks for (``patron_cash``: the AML settings, those patrons' transactions
# and, for a day, its unregistered patrons'), never the whole floor's. The log stays the record:
# ``audit verify`` rebuilds the rows from every table's log and compares them.
_PATRON = "(l.payload::jsonb ->> 'player')"
_CASH_ROW_COLUMNS = """tbl_name text, seq bigint, ts_us bigint, kind text, actor bigint, station text,
          shift_id bigint, round_id bigint, ref bigint, payload text, mac text, actor_name text"""
_FLOOR_READER = f"""IF NOT ({SCHEMA}.floor_admin() OR EXISTS (SELECT 1 FROM {SCHEMA}.stations s
                  WHERE s.login = session_user AND s.revoked_at IS NULL)) THEN
            RAISE EXCEPTION '{{fn}}: the floor''s {{what}} are read by its stations, podiums and auditors'
              USING ERRCODE = 'insufficient_privilege';
          END IF;"""
_CASH_READER = _FLOOR_READER.format(fn="floor_cash", what="cash records")
_V15 = [
    # (each statement may run again on a floor that has it: a test takes a floor back to an older version)
    *(x.replace("CREATE TABLE ", "CREATE TABLE IF NOT EXISTS ", 1) for x in pg_create("patron_days", SCHEMA)),
    f"CREATE INDEX IF NOT EXISTS patron_days_day ON {SCHEMA}.patron_days(gaming_day)",
    f"REVOKE ALL ON {SCHEMA}.patron_days FROM PUBLIC",
    f"CREATE INDEX IF NOT EXISTS log_aml_rules ON {SCHEMA}.log(ts_us) WHERE kind = 'aml_rules_set'",
    f"""CREATE INDEX IF NOT EXISTS log_cash_unregistered ON {SCHEMA}.log((payload::jsonb ->> 'gaming_day'))
        WHERE kind = 'cash_transaction' AND (payload::jsonb ->> 'player') IS NULL""",
    # the projection from the log as it stands (a floor made before v15)
    f"""INSERT INTO {SCHEMA}.patron_days(key, player, gaming_day, simulated, cash_in, cash_out, transactions, last_us,
                                         last_seqs)
        SELECT c.player || '|' || c.day || '|' || c.sim::text, c.player, c.day, c.sim,
               coalesce(sum(c.amount) FILTER (WHERE c.direction = 'in'), 0),
               coalesce(sum(c.amount) FILTER (WHERE c.direction IS DISTINCT FROM 'in'), 0),
               count(*), max(c.ts_us),
               (SELECT jsonb_object_agg(x.name, x.last) FROM (
                  SELECT t.name, max(l.seq) AS last FROM {SCHEMA}.log l JOIN {SCHEMA}.floor_tables t ON t.id = l.tbl
                  WHERE l.kind = 'cash_transaction' AND {_PATRON} = c.player
                    AND l.payload::jsonb ->> 'gaming_day' = c.day AND l.payload::jsonb ->> 'medium' = 'cash'
                    AND coalesce((l.payload::jsonb ->> 'simulated')::boolean, false) = c.sim
                  GROUP BY t.name) x)::text
        FROM (SELECT {_PATRON} AS player, l.payload::jsonb ->> 'gaming_day' AS day,
                     coalesce((l.payload::jsonb ->> 'simulated')::boolean, false) AS sim,
                     (l.payload::jsonb ->> 'amount')::bigint AS amount, l.payload::jsonb ->> 'direction' AS direction,
                     l.ts_us
              FROM {SCHEMA}.log l
              WHERE l.kind = 'cash_transaction' AND {_PATRON} IS NOT NULL
                AND l.payload::jsonb ->> 'medium' = 'cash') c
        GROUP BY c.player, c.day, c.sim
        ON CONFLICT (key) DO UPDATE SET cash_in = excluded.cash_in, cash_out = excluded.cash_out,
          transactions = excluded.transactions, last_us = excluded.last_us, last_seqs = excluded.last_seqs""",
    # the check of a transaction's recorded floor-wide aggregate, now against the patron's row
    f"""CREATE OR REPLACE FUNCTION {SCHEMA}.cash_floor() RETURNS trigger LANGUAGE plpgsql {_DEFINER} AS $$
        DECLARE
          p jsonb; r jsonb; pl text; sim boolean; cash_in bigint := 0; cash_out bigint := 0;
        BEGIN
          IF NEW.kind <> 'cash_transaction' THEN RETURN NEW; END IF;
          p := NEW.payload::jsonb;
          r := p -> 'recorded';
          IF jsonb_typeof(r) IS DISTINCT FROM 'object' OR (r -> 'floor') IS DISTINCT FROM 'true'::jsonb THEN
            RAISE EXCEPTION 'cash_floor: a cash transaction on a floor records its patron''s floor-wide gaming-day '
              'aggregate' USING ERRCODE = 'check_violation';
          END IF;
          pl := p ->> 'player';
          sim := coalesce((p ->> 'simulated')::boolean, false);
          IF pl IS NOT NULL THEN
            -- one order per patron across the floor: held until this transaction ends
            PERFORM pg_advisory_xact_lock(hashtext('dealer cash ' || pl));
            SELECT d.cash_in, d.cash_out INTO cash_in, cash_out FROM {SCHEMA}.patron_days d
              WHERE d.key = pl || '|' || (p ->> 'gaming_day') || '|' || sim::text;
            cash_in := coalesce(cash_in, 0);
            cash_out := coalesce(cash_out, 0);
          END IF;
          IF p ->> 'medium' = 'cash' AND p ->> 'direction' = 'in' THEN
            cash_in := cash_in + (p ->> 'amount')::bigint;
          ELSIF p ->> 'medium' = 'cash' THEN
            cash_out := cash_out + (p ->> 'amount')::bigint;
          END IF;
          IF (r ->> 'cash_in')::bigint IS DISTINCT FROM cash_in OR (r ->> 'cash_out')::bigint IS DISTINCT FROM cash_out
          THEN
            RAISE EXCEPTION 'cash_floor: the patron''s gaming day on the floor stands at % in, % out with this '
              'transaction, not the % in, % out it records (another table recorded one meanwhile)', cash_in, cash_out,
              r ->> 'cash_in', r ->> 'cash_out' USING ERRCODE = 'check_violation';
          END IF;
          RETURN NEW;
        END $$""",
    # the projection kept by the insert itself (after it: what went in is what counts)
    f"""CREATE OR REPLACE FUNCTION {SCHEMA}.patron_day() RETURNS trigger LANGUAGE plpgsql {_DEFINER} AS $$
        DECLARE
          p jsonb; amount bigint; inward boolean; sim boolean;
        BEGIN
          IF NEW.kind <> 'cash_transaction' THEN RETURN NULL; END IF;
          p := NEW.payload::jsonb;
          IF p ->> 'player' IS NULL OR p ->> 'medium' IS DISTINCT FROM 'cash' THEN RETURN NULL; END IF;
          amount := (p ->> 'amount')::bigint;
          inward := p ->> 'direction' = 'in';
          sim := coalesce((p ->> 'simulated')::boolean, false);
          INSERT INTO {SCHEMA}.patron_days AS d(key, player, gaming_day, simulated, cash_in, cash_out, transactions,
                                                 last_us, last_seqs)
            VALUES ((p ->> 'player') || '|' || (p ->> 'gaming_day') || '|' || sim::text, p ->> 'player',
                    p ->> 'gaming_day', sim, CASE WHEN inward THEN amount ELSE 0 END,
                    CASE WHEN inward THEN 0 ELSE amount END, 1, NEW.ts_us,
                    jsonb_build_object((SELECT t.name FROM {SCHEMA}.floor_tables t WHERE t.id = NEW.tbl), NEW.seq)::text)
            ON CONFLICT (key) DO UPDATE
              SET cash_in = d.cash_in + excluded.cash_in, cash_out = d.cash_out + excluded.cash_out,
                  transactions = d.transactions + 1, last_us = greatest(d.last_us, excluded.last_us),
                  last_seqs = (d.last_seqs::jsonb || excluded.last_seqs::jsonb)::text;
          RETURN NULL;
        END $$""",
    f"DROP TRIGGER IF EXISTS log_patron_day ON {SCHEMA}.log",
    f"""CREATE TRIGGER log_patron_day AFTER INSERT ON {SCHEMA}.log FOR EACH ROW
        WHEN (NEW.kind = 'cash_transaction') EXECUTE FUNCTION {SCHEMA}.patron_day()""",
    # the rows of a gaming day (or of one patron), for a station, a podium or an auditor
    f"""CREATE OR REPLACE FUNCTION {SCHEMA}.patron_days_of(p_day text, p_player text)
        RETURNS TABLE(player text, gaming_day text, simulated boolean, cash_in bigint, cash_out bigint,
                      transactions integer, last_us bigint, last_seqs text)
        LANGUAGE plpgsql STABLE {_DEFINER} AS $$
        BEGIN
          {_CASH_READER}
          RETURN QUERY SELECT d.player, d.gaming_day, d.simulated, d.cash_in, d.cash_out, d.transactions, d.last_us,
                              d.last_seqs
            FROM {SCHEMA}.patron_days d
            WHERE (p_day IS NULL OR d.gaming_day = p_day) AND (p_player IS NULL OR d.player = p_player)
            ORDER BY d.gaming_day, d.player, d.simulated;
        END $$""",
    # the floor's AML settings, the cash transactions of ``p_players`` (every day of theirs) and, with
    # ``p_day``, that day's unregistered patrons' (each its own aggregate), in the server's time order;
    # with ``p_lo``/``p_hi``, of the patrons' other days only their cash ones of an amount in one of
    # those bands (just under a threshold: all a structuring run is made of)
    f"""CREATE OR REPLACE FUNCTION {SCHEMA}.patron_cash(p_players text[], p_day text, p_lo bigint[],
                                                       p_hi bigint[])
        RETURNS TABLE({_CASH_ROW_COLUMNS})
        LANGUAGE plpgsql STABLE {_DEFINER} AS $$
        BEGIN
          {_CASH_READER}
          RETURN QUERY SELECT t.name::text, l.seq, l.ts_us, l.kind, l.actor, l.station, l.shift_id, l.round_id, l.ref,
                              l.payload, l.mac, u.name
            FROM (SELECT * FROM {SCHEMA}.log x WHERE x.kind = 'aml_rules_set'
                  UNION ALL
                  SELECT * FROM {SCHEMA}.log x WHERE x.kind = 'cash_transaction'
                    AND (x.payload::jsonb ->> 'player') = ANY(p_players)
                    AND (p_lo IS NULL OR (x.payload::jsonb ->> 'gaming_day') = p_day
                         OR (x.payload::jsonb ->> 'medium' = 'cash' AND EXISTS (
                               SELECT 1 FROM unnest(p_lo, p_hi) b(lo, hi)
                               WHERE (x.payload::jsonb ->> 'amount')::bigint >= b.lo
                                 AND (x.payload::jsonb ->> 'amount')::bigint < b.hi)))
                  UNION ALL
                  SELECT * FROM {SCHEMA}.log x WHERE p_day IS NOT NULL AND x.kind = 'cash_transaction'
                    AND (x.payload::jsonb ->> 'player') IS NULL AND (x.payload::jsonb ->> 'gaming_day') = p_day) l
            JOIN {SCHEMA}.floor_tables t ON t.id = l.tbl
            LEFT JOIN {SCHEMA}.users u ON u.tbl = l.tbl AND u.id = l.actor
            ORDER BY l.ts_us, t.name, l.seq;
        END $$""",
    # a registered player seated at a table who sat down at another table of the floor since: that
    # table's station sees off its own seating (docs/PLAYERS.md, *On a floor*), never the other's
    f"""CREATE INDEX IF NOT EXISTS log_seated_player ON {SCHEMA}.log((payload::jsonb ->> 'player'), ts_us)
        WHERE kind = 'player_seated'""",
    f"""CREATE OR REPLACE FUNCTION {SCHEMA}.seated_elsewhere(p_tbl integer, p_shift bigint)
        RETURNS TABLE(session bigint, tbl_name text) LANGUAGE plpgsql STABLE {_DEFINER} AS $$
        BEGIN
          IF NOT {SCHEMA}.may_write(p_tbl) THEN
            RAISE EXCEPTION 'seated_elsewhere: table % is not this login''s table', p_tbl
              USING ERRCODE = 'insufficient_privilege';
          END IF;
          RETURN QUERY SELECT x.seq, x.elsewhere FROM (
            SELECT s.seq, (SELECT t.name::text FROM {SCHEMA}.log o JOIN {SCHEMA}.floor_tables t ON t.id = o.tbl
                           WHERE o.kind = 'player_seated' AND o.tbl <> p_tbl
                             AND (o.payload::jsonb ->> 'player') = (s.payload::jsonb ->> 'player')
                             AND o.ts_us >= s.ts_us
                           ORDER BY o.ts_us DESC, o.seq DESC LIMIT 1) AS elsewhere
            FROM {SCHEMA}.log s
            WHERE s.tbl = p_tbl AND s.kind = 'player_seated' AND s.shift_id = p_shift
              AND (s.payload::jsonb ->> 'player') IS NOT NULL
              AND NOT EXISTS (SELECT 1 FROM {SCHEMA}.log l WHERE l.tbl = p_tbl AND l.kind = 'player_left'
                              AND l.shift_id = p_shift AND (l.payload::jsonb ->> 'session')::bigint = s.seq)) x
            WHERE x.elsewhere IS NOT NULL ORDER BY x.seq;
        END $$""",
    f"REVOKE ALL ON FUNCTION {SCHEMA}.seated_elsewhere(integer, bigint) FROM PUBLIC",
    f"GRANT EXECUTE ON FUNCTION {SCHEMA}.seated_elsewhere(integer, bigint) TO {WRITER_ROLE}",
    f"REVOKE ALL ON FUNCTION {SCHEMA}.patron_day(), {SCHEMA}.patron_days_of(text, text), "
    f"{SCHEMA}.patron_cash(text[], text, bigint[], bigint[]) FROM PUBLIC",
    f"GRANT EXECUTE ON FUNCTION {SCHEMA}.patron_day() TO {WRITER_ROLE}",
    f"GRANT EXECUTE ON FUNCTION {SCHEMA}.patron_days_of(text, text) TO {WRITER_ROLE}",
    f"GRANT EXECUTE ON FUNCTION {SCHEMA}.patron_cash(text[], text, bigint[], bigint[]) TO {WRITER_ROLE}",
]

# v16: the refusals a person can meet are typed. The functions and triggers that raise them are
# made again, each such RAISE the same (its message, the English it was; its condition, so that
# whoever reads the SQLSTATE reads what it read before) with a DETAIL: a JSON object of the refusal's
# code, under REFUSAL_KEY, and its parameters (dealer_app.store.pg_refusals reads them, never the
# message). Each function is its latest version, taken as it is from its migration: only the DETAILs
# are added.
REFUSAL_KEY = "dealer_refusal"
"""The key of a refusal's code in the DETAIL of the floor server's typed refusals."""


def _statement(migration: list[str], *holds: str) -> str:
    """The one statement of ``migration`` that holds each of ``holds`` (a function's definition)."""
    (found,) = [x for x in migration if x.startswith(("CREATE FUNCTION", "CREATE OR REPLACE FUNCTION")) and all(h in x for h in holds)]
    return found


def _detail(code: str, **params: str) -> str:
    """The DETAIL of a typed refusal: a JSON object of its code and parameters (each a SQL expression)."""
    pairs = "".join(f", '{name}', {sql}" for name, sql in params.items())
    return f"jsonb_build_object('{REFUSAL_KEY}', '{code}'{pairs})::text"


def _typed(statement: str, *raises: tuple[str, str]) -> str:
    """``statement`` (a function's definition) made again with a DETAIL added to each RAISE whose
    message holds the fragment: ``raises`` are (fragment, detail)."""
    out = statement.replace("CREATE FUNCTION", "CREATE OR REPLACE FUNCTION", 1)
    for fragment, detail in raises:
        assert out.count(fragment) == 1, fragment
        using = out.index("USING ERRCODE = '", out.index(fragment))
        end = out.index("'", using + len("USING ERRCODE = '")) + 1
        assert out[end] == ";", fragment  # the condition is the RAISE's last option
        out = f"{out[:end]}, DETAIL = {detail}{out[end:]}"
    return out


_ROUND = "coalesce(to_jsonb({}), to_jsonb('?'::text))"  # a round's number, "?" when unknown (as the message says it)
_NUMBER = "coalesce(to_jsonb({}), to_jsonb('<NULL>'::text))"  # a number, NULL as RAISE shows it
_TEXT = "coalesce({}, '<NULL>')"  # a value the message shows as RAISE does, NULL included
_V16 = [
    # the hit ahead of a round's, as its table's name and its round's number (hit_ahead words them)
    f"""CREATE OR REPLACE FUNCTION {SCHEMA}.hit_ahead_of(p_meter text, p_tbl integer, p_round bigint,
          OUT tbl_name text, OUT round_number bigint) LANGUAGE plpgsql STABLE {_DEFINER} AS $$
        DECLARE
          mine bigint;
        BEGIN
          SELECT id INTO mine FROM {SCHEMA}.jackpot_hits WHERE tbl = p_tbl AND round_id = p_round AND done_seq IS NULL;
          SELECT t.name, r.number INTO tbl_name, round_number FROM {SCHEMA}.jackpot_hits j
            JOIN {SCHEMA}.floor_tables t ON t.id = j.tbl
            LEFT JOIN {SCHEMA}.rounds r ON r.tbl = j.tbl AND r.id = j.round_id
            WHERE j.meter = p_meter AND j.done_seq IS NULL AND NOT (j.tbl = p_tbl AND j.round_id = p_round)
              AND (mine IS NULL OR j.id < mine) ORDER BY j.id LIMIT 1;
        END $$""",
    f"REVOKE ALL ON FUNCTION {SCHEMA}.hit_ahead_of(text, integer, bigint) FROM PUBLIC",
    f"GRANT EXECUTE ON FUNCTION {SCHEMA}.hit_ahead_of(text, integer, bigint) TO {WRITER_ROLE}",
    _typed(_statement(_V4, f"FUNCTION {SCHEMA}.move_meter("),
           ("would take it below 0 ", _detail("LinkedMeterWouldGoNegative", group="grp", value="v", delta="p_delta"))),
    _typed(_statement(_V4, f"FUNCTION {SCHEMA}.link_meter("),
           ("meter links are the floor owner", _detail("MeterLinksOwnersOnly")),
           ("it is on %", _detail("TableOnOtherMeter", table="t.name", group="p_meter", other="t.meter_group")),
           ("its own meter has already moved", _detail("TableMeterAlreadyMoved", table="t.name", group="p_meter"))),
    _typed(_statement(_V9, f"FUNCTION {SCHEMA}.jackpot_lock("),
           ("is locked by the hit at", f"""(SELECT {_detail("LinkedMeterLocked", group="grp", table="h.tbl_name",
                r=_ROUND.format("h.round_number"))} FROM {SCHEMA}.hit_ahead_of(grp, NEW.tbl, NEW.round_id) h)"""),
           ("the approval pays from", _detail("ApprovalAboveLinkedMeter", base="(p ->> 'jackpot_base')::bigint",
                                              group="grp", value="v"))),
    _typed(_statement(_V9, f"FUNCTION {SCHEMA}.jackpot_reserve("),
           ("would leave too little", _detail("LinkedMeterReserved", group="grp", value="v", kept="kept",
                                              table="h.name", r=_ROUND.format("h.number"), delta="delta"))),
    _typed(_statement(_V14, f"FUNCTION {SCHEMA}.group_signature("),
           ("is changed from the pit", _detail("GroupChangeFromPodium")),
           ("is no co-signature of", _detail("GroupNoCoSignature", seq="p_seq", table="p_tbl", by=_TEXT.format("p_by"))),
           ("is too old: sign again", _detail("GroupCoSignatureOld", seq="p_seq", table="p_tbl")),
           ("had no PIN check", _detail("GroupCoSignatureUnchecked", seq="p_seq", table="p_tbl")),
           ("already signed a group change", _detail("GroupCoSignatureUsed", seq="p_seq", table="p_tbl"))),
    _typed(_statement(_V14, f"FUNCTION {SCHEMA}.group_join("),
           ("cannot join the group", _detail("TableInOtherGroup", table="t.name", group="p_group", other="other")),
           ("no table group %", _detail("NoTableGroup", group="p_group"))),
    _typed(_statement(_V14, f"FUNCTION {SCHEMA}.set_group(", "without a signature"),
           ("without a signature", _detail("GroupsOwnersOnly"))),
    _typed(_statement(_V14, f"FUNCTION {SCHEMA}.set_group(", "p_sig_table text"),
           ("which is not a table of the group", _detail("GroupSignatureOffGroup", table=_TEXT.format("p_sig_table"),
                                                         group="p_group"))),
    _typed(_statement(_V14, f"FUNCTION {SCHEMA}.log_group_left("),
           ("is not in the table group", _detail("LeaveNotInGroup", table="NEW.tbl", group=_TEXT.format("p ->> 'group'"))),
           ("leaves its group with a reason", _detail("LeaveWithoutReason")),
           ("is at version %", _detail("LeaveVersionMoved", group="m.grp", v=_NUMBER.format("v"),
                                       w=_TEXT.format("p ->> 'group_version'"))),
           ("leaves its group signed", _detail("LeaveUnsigned"))),
    _typed(_statement(_V11, f"FUNCTION {SCHEMA}.record_verification("),
           ("a verification is recorded by", _detail("VerificationOwnersOnly"))),
    _typed(_statement(_V15, f"FUNCTION {SCHEMA}.cash_floor("),
           ("stands at % in", _detail("PatronDayMovedMeanwhile", cash_in="cash_in", cash_out="cash_out",
                                      rin=_TEXT.format("r ->> 'cash_in'"), rout=_TEXT.format("r ->> 'cash_out'")))),
]

MIGRATIONS: dict[int, list[str]] = {1: _V1, 2: _V2, 3: _V3, 4: _V4, 5: _V5, 6: _V6, 7: _V7, 8: _V8, 9: _V9, 10: _V10,
                                     11: _V11, 12: _V12, 13: _V13, 14: _V14, 15: _V15, 16: _V16}

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
