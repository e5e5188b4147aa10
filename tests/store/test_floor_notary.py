"""On a floor the server is the notary of PINs and signatures (schema 11): a station's login
made by ``floor add-station`` reads no PIN hash, cannot append a sign-in or co-signature the
server did not check a PIN for, and a user's failed attempts count on every table.

Every attack is made through the station's own login (its passfile), with the floor's audit
key the station holds: the server must refuse it whatever program the station runs.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psycopg
import pytest
from pg_server import fresh_database, station_logins
from psycopg.errors import InsufficientPrivilege
from store_helpers import FAST_HASHER, deal, find_round

from dealer_app.auth.roles import Permission, Role
from dealer_app.services import DealerServices
from dealer_app.services.floor_view import FloorView
from dealer_app.services.rounds import ApprovalKind, required_approvals
from dealer_app.services.users import SignInError, UserLockedError
from dealer_app.store.errors import StoreError
from dealer_app.store.postgres import PostgresStore, link_meter
from dealer_app.store.records import EntryKind, NewEntry
from rules.poker import Settlement

pytestmark = pytest.mark.floor
PINS = {"ada": "111111", "dan": "222222", "pat": "333333", "paula": "444444"}


@pytest.fixture
def floor(pg_server: str, tmp_path: Path) -> Iterator[tuple[str, dict[str | None, str]]]:
    """Tables T1, T2 on the linked meter J; ada (administrator), dan (dealer), pat and paula
    (pit bosses), each with a PIN of their own; logins for T1, T2 and the podium."""
    with fresh_database(pg_server, floor=True) as url:
        link_meter(url, "J", ["T1", "T2"], 100_000, create=True)
        with DealerServices.open(url, table="T1", hasher=FAST_HASHER) as s:
            s.users.create_first_admin("ada", PINS["ada"])
            for name, role in (("dan", Role.DEALER), ("pat", Role.PIT_BOSS), ("paula", Role.PIT_BOSS)):
                sig = s.users.co_sign("ada", PINS["ada"], Permission.MANAGE_USERS, purpose="setup")
                s.users.add(sig, name, role, PINS[name])
        with station_logins(url, ["T1", "T2", None], tmp_path) as stations:
            yield url, stations


def _open(url: str, table: str) -> DealerServices:
    return DealerServices.open(url, table=table, station=f"dealer-pc-{table}", hasher=FAST_HASHER)


def _pg(s: DealerServices) -> PostgresStore:
    assert isinstance(s.store, PostgresStore)
    return s.store


def _token(store: PostgresStore, name: str, permission: str, shift_id: int | None = None,
           round_id: int | None = None) -> str:
    salted = store.pin_salt(name)
    assert salted is not None and salted.count("$") == 4  # the salt and cost, never the digest
    verdict = store.pin_check(name, FAST_HASHER.candidate(salted, PINS[name]), permission, shift_id, round_id)
    assert verdict.outcome == "ok" and verdict.token is not None, verdict
    return verdict.token


def _co_signed(uid: int, permission: str, token: str | None = None, *, round_id: int | None = None) -> NewEntry:
    payload: dict[str, Any] = {"user": uid, "purpose": "forged", "permission": permission}
    if token is not None:
        payload["server_token"] = token
    return NewEntry(EntryKind.CO_SIGNED, payload, uid, "dealer-pc-T1", round_id=round_id)


def test_a_station_login_reads_no_pin_hash(floor: tuple[str, dict[str | None, str]]) -> None:
    owner, stations = floor
    with psycopg.connect(stations["T1"], autocommit=True) as c:
        for statement in ("SELECT pin_hash FROM dealer.users", "SELECT * FROM dealer.users",
                          "SELECT token FROM dealer.pin_tokens", "UPDATE dealer.pin_attempts SET failed = 0",
                          "UPDATE dealer.floor_tables SET head_seq = head_seq"):
            with pytest.raises(InsufficientPrivilege):
                c.execute(statement)
        assert c.execute("SELECT count(*) FROM dealer.users").fetchone() not in (None, (0,))  # the rest it reads
        t1 = c.execute("SELECT id FROM dealer.floor_tables WHERE name = 'T1'").fetchone()
        assert t1 is not None
        assert c.execute("SELECT * FROM dealer.user_pins(%s)", (t1[0],)).fetchall() == []  # the owner's path only
    with _open(stations["T1"], "T1") as s:
        assert s.store.pin_hashes_hidden and all(u.pin_hash is None for u in s.store.users())
    with _open(owner, "T1") as s:  # the owner's path still reads them (backups, its verification)
        assert not s.store.pin_hashes_hidden
        assert all(u.pin_hash and u.pin_hash.startswith("$argon2id$") for u in s.store.users() if not u.builtin)


def test_a_co_signature_or_sign_in_needs_the_servers_token(floor: tuple[str, dict[str | None, str]]) -> None:
    """Finding 2: the station's own key signed a pit boss's co-signature with no PIN."""
    _owner, stations = floor
    with _open(stations["T1"], "T1") as s:
        pat, ada = s.users.by_name("pat").id, s.users.by_name("ada").id
        with pytest.raises(StoreError, match="PIN check"):
            s.store.append([_co_signed(pat, "adjust_meter")])
        with pytest.raises(StoreError, match="PIN check"):
            s.store.append([_co_signed(pat, "adjust_meter", "f" * 48)])  # a token the server never gave
        with pytest.raises(StoreError, match="PIN check"):
            s.store.append([NewEntry(EntryKind.SIGN_IN, {"user": ada}, ada, "dealer-pc-T1")])
        # the forged co-signature used at once for a meter adjustment: nothing recorded, the meter unmoved
        head, meter = s.store.anchor().head_seq, s.store.table_meter()
        with pytest.raises(StoreError):
            s.store.append([_co_signed(pat, "adjust_meter"),
                            NewEntry(EntryKind.METER_ADJUSTED, {"delta": 400_000, "reason": "x", "signature": head + 1,
                                                                "signature_kind": "co_signed"}, pat, "dealer-pc-T1")])
        assert (s.store.anchor().head_seq, s.store.table_meter()) == (head, meter)
        # the simulator's built-in users co-sign on no live shift either
        boss = s.users.ensure_builtin("simulator-pit-boss", Role.PIT_BOSS)
        dan = s.users.sign_in("dan", PINS["dan"])
        shift = s.shifts.open(dan, "T1")
        with pytest.raises(StoreError, match="simulated shift"):
            s.store.append([NewEntry(EntryKind.CO_SIGNED, {"user": boss.id, "purpose": "x", "permission": "approve",
                                                           "builtin": True}, boss.id, "dealer-pc-T1",
                                     shift_id=shift.id)])


def test_a_token_signs_once_and_only_what_it_was_given_for(floor: tuple[str, dict[str | None, str]]) -> None:
    _owner, stations = floor
    with _open(stations["T1"], "T1") as s1, _open(stations["T2"], "T2") as s2:
        pat = s1.users.by_name("pat").id
        token = _token(_pg(s1), "pat", "adjust_meter", round_id=7)
        for wrong in (_co_signed(pat, "approve", token, round_id=7),  # another permission
                      _co_signed(pat, "adjust_meter", token, round_id=8),  # another round
                      _co_signed(pat, "adjust_meter", token)):  # no round
            with pytest.raises(StoreError, match="PIN check"):
                s1.store.append([wrong])
        with pytest.raises(StoreError, match="PIN check"):  # another table
            s2.store.append([_co_signed(s2.users.by_name("pat").id, "adjust_meter", token, round_id=7)])
        paula = s1.users.by_name("paula").id
        with pytest.raises(StoreError, match="PIN check"):  # another user
            s1.store.append([_co_signed(paula, "adjust_meter", token, round_id=7)])
        s1.store.append([_co_signed(pat, "adjust_meter", token, round_id=7)])  # what it was given for
        with pytest.raises(StoreError, match="PIN check"):  # once
            s1.store.append([_co_signed(pat, "adjust_meter", token, round_id=7)])
        # a role that may not: the PIN is right, no token
        salted = _pg(s1).pin_salt("dan")
        assert salted is not None
        verdict = _pg(s1).pin_check("dan", FAST_HASHER.candidate(salted, PINS["dan"]), "approve", None, None)
        assert (verdict.outcome, verdict.token) == ("role", None)
        # T1's login asks the server for no check of T2's
        with psycopg.connect(stations["T1"], autocommit=True) as c:
            t2 = c.execute("SELECT id FROM dealer.floor_tables WHERE name = 'T2'").fetchone()
            assert t2 is not None
            with pytest.raises(InsufficientPrivilege):
                c.execute("SELECT * FROM dealer.pin_check(%s, 'pat', 'x', 'approve', NULL, NULL)", (t2[0],))


def test_five_wrong_pins_on_two_stations_lock_the_user_on_every_table(floor: tuple[str, dict[str | None, str]]) -> None:
    _owner, stations = floor
    with _open(stations["T1"], "T1") as s1, _open(stations["T2"], "T2") as s2, \
            FloorView(stations[None], hasher=FAST_HASHER) as podium:
        for s in (s1, s1, s1, s2):
            with pytest.raises(SignInError) as wrong:
                s.users.co_sign("pat", "999999", Permission.APPROVE, purpose="approve payout")
            assert not isinstance(wrong.value, UserLockedError)
        with pytest.raises(UserLockedError, match="every table"):
            s2.users.co_sign("pat", "999999", Permission.APPROVE, purpose="approve payout")
        for s in (s1, s2, podium.services("T1")):  # the right PIN, on any table: still locked
            with pytest.raises(UserLockedError):
                s.users.co_sign("pat", PINS["pat"], Permission.APPROVE, purpose="approve payout")
        # an administrator unlocks pat at T1: pat signs again on T2
        ada = s1.users.sign_in("ada", PINS["ada"])
        s1.users.unlock(ada, s1.users.by_name("pat").id)
        s2.users.unlock(s2.users.co_sign("ada", PINS["ada"], Permission.MANAGE_USERS, purpose="unlock"),
                        s2.users.by_name("pat").id)  # T2's own count (each table keeps its record)
        assert s2.users.co_sign("pat", PINS["pat"], Permission.APPROVE, purpose="approve payout").seq > 0


def test_the_pin_hash_swap_no_longer_works_on_a_floor(floor: tuple[str, dict[str | None, str]]) -> None:
    """Finding 1: dan's PIN hash copied onto pat's row, pat signed with dan's PIN."""
    owner, stations = floor
    with _open(stations["T1"], "T1") as s:
        pat, dan = s.users.by_name("pat").id, s.users.by_name("dan").id
        known = FAST_HASHER.hash(PINS["dan"])  # a hash the station can make: of a PIN it knows
        with psycopg.connect(stations["T1"], autocommit=True) as c:
            with pytest.raises(InsufficientPrivilege):
                c.execute("UPDATE dealer.users u SET pin_hash = d.pin_hash FROM dealer.users d WHERE u.tbl = d.tbl "
                          "AND u.name = 'pat' AND d.name = 'dan'")
            with pytest.raises(InsufficientPrivilege):
                c.execute("UPDATE dealer.users SET pin_hash = %s WHERE name = 'pat'", (known,))
        # with a PIN reset entry of its own making, signed by a co-signature it forged: refused
        head = s.store.anchor().head_seq
        with pytest.raises(StoreError, match="PIN check"):
            s.store.append([_co_signed(s.users.by_name("ada").id, "manage_users"),
                            NewEntry(EntryKind.PIN_RESET, {"user": pat, "signature": head + 1,
                                                           "signature_kind": "co_signed"}, dan, "dealer-pc-T1",
                                     secret_pin_hash=known)])
        with pytest.raises(SignInError):
            s.users.co_sign("pat", PINS["dan"], Permission.APPROVE, purpose="approve payout")
    with _open(owner, "T1") as s:
        assert s.users.by_name("pat").failed_attempts == 1


def test_a_whole_shift_at_a_station_through_its_login(floor: tuple[str, dict[str | None, str]]) -> None:
    """The dealer signs in with a PIN, deals, a pit boss approves a held payout from the podium
    and adjusts the meter at the table, the shift closes; every check holds, from the station's
    login and from the owner's."""
    owner, stations = floor
    with _open(stations["T1"], "T1") as s, FloorView(stations[None], hasher=FAST_HASHER) as podium:
        admin = s.users.co_sign("ada", PINS["ada"], Permission.EDIT_SETTINGS, purpose="settings")
        s.settings.update(admin, approval_threshold=5_000)
        dan = s.users.sign_in("dan", PINS["dan"])
        shift = s.shifts.open(dan, "T1")
        house = s.house.current("default").rules
        plain = find_round(house, 0, lambda st: not required_approvals(Settlement.from_json(st, house,
                                                                                            jackpot_before=0), 5_000))
        held = find_round(house, 0, lambda st: any(i.kind is ApprovalKind.PAYOUT for i in required_approvals(
            Settlement.from_json(st, house, jackpot_before=0), 5_000)))
        for _ in range(3):
            s.rounds.confirm(dan, deal(s, dan, shift.id, plain.steps).round_id)
        r = deal(s, dan, shift.id, held.steps)
        podium.approve("T1", r.round_id, "pat", PINS["pat"])
        s.rounds.confirm(dan, r.round_id)
        boss = s.users.co_sign("pat", PINS["pat"], Permission.ADJUST_METER, purpose="meter", shift_id=shift.id)
        before = s.meter.value()
        s.meter.adjust(boss, 1_000, "seed the meter", shift_id=shift.id)
        assert s.meter.value() == before + 1_000
        with pytest.raises(StoreError):  # its co-signature signed once
            s.meter.adjust(boss, 1_000, "again", shift_id=shift.id)
        s.shifts.close(dan, shift.id)
        s.users.sign_out(dan)
        assert [r.status for r in s.store.rounds(shift.id)] == ["settled"] * 4
    from dealer_app.cli.store import audit_main

    # the station's login holds no key (schema 13): the server checks the chain it signed
    assert audit_main(["verify", "--db", stations["T1"], "--table", "T1"]) == 0
    assert audit_main(["verify", "--db", owner, "--table", "T1"]) == 0
    assert audit_main(["verify", "--db", owner]) == 0


def test_a_candidate_is_the_hash_under_its_own_salt_and_never_costs_what_a_server_asks() -> None:
    stored = FAST_HASHER.hash("135790")
    salted = stored.rsplit("$", 1)[0]
    assert FAST_HASHER.candidate(salted, "135790") == stored
    assert FAST_HASHER.candidate(salted, "135791") != stored
    params = salted.split("$")[3]
    for hostile in (salted.replace(params, "m=4194304,t=1,p=1"), salted.replace(params, "m=8,t=1000,p=1"),
                    salted.replace("argon2id", "argon2i"), stored, "", "$argon2id$v=19$m=8,t=1,p=1$",
                    salted + "\n"):
        assert FAST_HASHER.candidate(hostile, "135790") is None, hostile


# -- schema 13: the server signs the chain; no station holds the floor's audit key ----------------------

def test_a_station_login_reads_no_key_and_the_server_signs_nothing_else_for_it(
        floor: tuple[str, dict[str | None, str]]) -> None:
    """The floor's audit key is on the server, readable by the owner role only: a station's
    login reads neither it nor a table's key, and the server tags for it no chain message,
    key check or verified point."""
    owner, stations = floor
    with psycopg.connect(stations["T1"], autocommit=True) as c:
        c.execute("SET ROLE dealer_floor_writer")
        (tbl,) = c.execute("SELECT id FROM dealer.floor_tables WHERE name = 'T1'").fetchone() or (0,)
        (db_uuid,) = c.execute("SELECT db_uuid FROM dealer.floor_tables WHERE id = %s", (tbl,)).fetchone() or ("",)
        for statement in ("SELECT secret FROM dealer.floor_secrets", "SELECT secret FROM dealer.table_keys",
                          "SELECT dealer.audit_key()", "SELECT dealer.audit_tag('x')",
                          "UPDATE dealer.floor_tables SET checkpoint_seq = 0"):
            with pytest.raises(InsufficientPrivilege):
                c.execute(statement)
        for message in ('["x",1,2,"sign_in",1,null,null,null,null,"{}"]', f"dealer-assistant key check:{db_uuid}",
                        f"dealer-assistant checkpoint:{db_uuid}:0:x", "dealer-assistant genesis:another"):
            with pytest.raises(InsufficientPrivilege, match="signs no such message"):
                c.execute("SELECT dealer.station_tag(%s, %s)", (tbl, message))
    with _open(stations["T1"], "T1") as s:
        assert _pg(s).keyless
        with pytest.raises(StoreError, match="holds no audit key"):
            s.store.key.mac(b'["forged"]')
    with _open(owner, "T1") as s:
        assert not _pg(s).keyless


def test_a_station_without_a_key_file_deals_and_the_owner_verifies_what_it_wrote(
        floor: tuple[str, dict[str | None, str]], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A station made by ``floor add-station`` with no key anywhere on it: it simulates and
    deals a shift; the server computed every MAC as ``audit verify`` recomputes them."""
    from dealer_app.cli.store import audit_main, simulate_main

    owner, stations = floor
    bare = tmp_path / "bare-station"
    bare.mkdir()
    config = os.environ["DEALER_APP_CONFIG_DIR"]
    monkeypatch.setenv("DEALER_APP_CONFIG_DIR", str(bare))  # no key folder at all
    assert simulate_main(["--db", stations["T2"], "--table", "T2", "--rounds", "3", "--seed", "4", "--quiet"]) == 0
    with _open(stations["T1"], "T1") as s:
        dan = s.users.sign_in("dan", PINS["dan"])
        shift = s.shifts.open(dan, "T1")
        plain = find_round(s.house.current("default").rules, 0, lambda st: True)
        s.rounds.confirm(dan, deal(s, dan, shift.id, plain.steps).round_id)
        s.shifts.close(dan, shift.id)
        (printed,) = s.store.append([NewEntry(EntryKind.REPORT_PRINTED, {"what": "x"}, None, "dealer-pc-T1")])
        stored = s.store.entry(printed.seq)  # the MAC the append returned is the server's
        assert stored is not None and printed.mac == stored.mac and len(printed.mac) == 64
        head = s.store.anchor()
    assert not list(bare.rglob("*.key"))
    with _open(stations["T1"], "T1") as s:  # its start-up check (on the server) holds
        assert s.store.startup.verified_to >= head.head_seq
    monkeypatch.setenv("DEALER_APP_CONFIG_DIR", config)  # the owner's machine, with the key
    assert audit_main(["verify", "--db", owner]) == 0


def test_a_forged_mac_or_chain_link_from_a_station_is_refused(floor: tuple[str, dict[str | None, str]]) -> None:
    """A station's login inserting into its log: any MAC but the chain's is refused; a seq that
    does not follow the chain is refused; with none, the server's MAC goes in, and holds."""
    from dealer_app.cli.store import audit_main

    owner, stations = floor
    with _open(stations["T1"], "T1") as s:
        s.store.append([NewEntry(EntryKind.REPORT_PRINTED, {"what": "x"}, None, "dealer-pc-T1")])
        head = s.store.anchor().head_seq
    insert = ("INSERT INTO dealer.log(tbl, seq, ts_us, kind, actor, station, payload, mac) VALUES "
              "((SELECT id FROM dealer.floor_tables WHERE name = 'T1'), %s, 1, 'report_printed', NULL, 'x', "
              "'{\"what\":\"y\"}', %s) RETURNING mac")
    with psycopg.connect(stations["T1"], autocommit=True) as c:
        c.execute("SET ROLE dealer_floor_writer")
        with pytest.raises(InsufficientPrivilege, match="not its chain"):
            c.execute(insert, (head + 1, "0" * 64))
        with pytest.raises(psycopg.errors.CheckViolation, match="does not follow its chain"):
            c.execute(insert, (head + 2, None))
        (mac,) = c.execute(insert, (head + 1, None)).fetchone() or ("",)
        assert len(mac) == 64
    assert audit_main(["verify", "--db", owner, "--table", "T1"]) == 0


def test_a_schema_11_floor_is_migrated_and_keeps_verifying(floor: tuple[str, dict[str | None, str]]) -> None:
    """A floor as schema 11 left it (the key on the stations only, their MACs in the log): the
    owner's opening gives the server the key; stations append without it; all verifies."""
    from dealer_app.cli.store import audit_main

    owner, stations = floor
    with _open(owner, "T1") as s:
        dan = s.users.sign_in("dan", PINS["dan"])
        s.shifts.open(dan, "T1")
    with psycopg.connect(owner, autocommit=True) as c:
        c.execute("DELETE FROM dealer.floor_secrets WHERE name = 'audit'")
        c.execute("UPDATE dealer.floor_meta SET value = '11' WHERE key = 'schema_version'")
    with _open(owner, "T1") as s:
        assert s.store.startup.migrated_from == 11
    with _open(stations["T1"], "T1") as s:
        dan = s.users.sign_in("dan", PINS["dan"])
        s.users.sign_out(dan)
    assert audit_main(["verify", "--db", owner]) == 0
