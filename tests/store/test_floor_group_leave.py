"""A table leaves its table group on a real PostgreSQL floor (schema 14): ``floor group
--leave`` with a reason and a pit boss's PIN; a wrong PIN, an empty reason or a table not in
the group records nothing; the table keeps the group's last chip set and house rules as its own
(its station may change them again) and may join again; ``audit verify`` holds throughout.
From the podium's login the server checks the signature (its PIN token, used once); a table's
own station cannot take its table out. A floor of schema 13 with a group migrates and verifies."""

from __future__ import annotations

import json
from pathlib import Path

import psycopg
import pytest
from cli_support import run_main
from pg_server import fresh_database, station_logins
from store_helpers import FAST_HASHER, make_users

from dealer_app.auth.roles import Permission
from dealer_app.cli.store import audit_main
from dealer_app.services import DealerServices, StoreError
from dealer_app.services.common import ServiceError
from dealer_app.services.table_group import floor_groups, group_digest, leave_table_group, set_table_group
from dealer_app.store import postgres
from dealer_app.store.postgres import set_group, table_groups
from dealer_app.store.records import EntryKind, canonical_json

pytestmark = pytest.mark.floor

CHIPS = [{"value": 10000, "colour": "#222222", "name": "black", "par": 20},
         {"value": 2500, "colour": "#1f8a3b", "name": "green", "par": 40}]
GROUP = ["--group", "Pit A", "--user", "pat", "--pin-stdin"]


def _floor(url: str, *tables: str) -> None:
    for t in tables:
        with DealerServices.open(url, table=t, station=t, hasher=FAST_HASHER) as s:
            if t == tables[0]:
                make_users(s)


def _left(url: str, table: str) -> list[dict[str, object]]:
    with DealerServices.open(url, table=table, station="pit", record_startup=False, readonly=True) as s:
        return [dict(e.payload) for e in s.store.entries_of_kind([EntryKind.TABLE_GROUP_LEFT])]


def test_a_table_leaves_its_group_signed_with_a_reason_keeps_its_settings_and_joins_again(
        floor_url: str, tmp_path: Path) -> None:
    _floor(floor_url, "T1", "T2", "T3")
    chips = tmp_path / "chips.json"
    chips.write_text(json.dumps(CHIPS))
    made = run_main("floor", "group", "--db", floor_url, *GROUP, "--table", "T1", "--table", "T2", "--chips",
                    str(chips), stdin=b"123456\n")
    assert made.returncode == 0, made.err

    def leave(*extra: str, pin: str = "123456", lang: tuple[str, ...] = ()) -> tuple[int, str]:
        ran = run_main("floor", "group", "--db", floor_url, *GROUP, "--leave", *extra, *lang,
                       stdin=f"{pin}\n".encode())
        return ran.returncode, ran.err

    # bad input: one clear line each, in the reader's language, and nothing recorded
    assert leave("--table", "T2", "--reason", "  ") == (
        2, "dealer-app floor: reason: a table leaves its group with a reason; nothing was recorded\n")
    code, err = leave("--table", "T2", "--reason", " ", lang=("--lang", "ru"))
    assert (code, err) == (2, "dealer-app floor: причина: стол выходит из группы только с указанием причины; "
                              "ничего не записано\n"), err
    assert leave("--table", "T3", "--reason", "x") == (
        2, "dealer-app floor: table 'T3' is not in table group 'Pit A'; nothing was recorded\n")
    code, err = leave("--table", "T9", "--reason", "x")
    assert code == 2 and "no table 'T9' on the floor" in err and err.count("\n") == 1
    code, err = leave("--table", "T2")
    assert code == 2 and "--leave: one --table and a --reason" in err
    code, err = leave("--table", "T2", "--reason", "closing for the night", pin="000000")  # a wrong PIN
    assert code == 1 and "PIN" in err and err.count("\n") == 1
    assert table_groups(floor_url)["Pit A"].tables == ("T1", "T2") and _left(floor_url, "T2") == []

    code, err = leave("--table", "T2", "--reason", "moved to the high-limit pit")
    assert code == 0 and "table T2 left table group Pit A at version 1" in err, err
    entry_seq = int(err.split("(entry ")[1].split(")")[0])
    [entry] = _left(floor_url, "T2")
    assert (entry["group"], entry["group_version"], entry["reason"]) == ("Pit A", 1, "moved to the high-limit pit")
    assert entry["signature_kind"] == "co_signed" and isinstance(entry["signature"], int)
    seen = floor_groups(floor_url)
    assert [(g.group, g.version, g.chips, g.house, g.tables) for g in seen.groups] == [
        ("Pit A", 1, True, False, ("T1",))]
    assert seen.ungrouped == ("T2", "T3")
    assert [(x.group, x.table, x.version, x.by, x.reason) for x in seen.leaves] == [
        ("Pit A", "T2", 1, "pat", "moved to the high-limit pit")]
    assert leave("--table", "T2", "--reason", "again")[0] == 2  # once out, it is in no group

    # the table keeps the group's chip set as its own; its station may set its own again, T1's may not
    with DealerServices.open(floor_url, table="T2", station="T2", hasher=FAST_HASHER) as s:
        held = s.count.chip_set()
        assert held is not None and held.par.get(2500) == 40
        s.count.set_chip_set(s.users.co_sign("pat", "123456", Permission.EDIT_CHIP_SET, purpose="chips"), CHIPS[:1])
    with DealerServices.open(floor_url, table="T1", station="T1", hasher=FAST_HASHER) as s, \
            pytest.raises(ServiceError, match="table group"):
        s.count.set_chip_set(s.users.co_sign("pat", "123456", Permission.EDIT_CHIP_SET, purpose="chips"), CHIPS[:1])
    assert audit_main(["verify", "--db", floor_url, "--jobs", "1"]) == 0

    # it joins again: the group's version is written again (its own chip set was later)
    again = run_main("floor", "group", "--db", floor_url, *GROUP, "--table", "T2", stdin=b"123456\n")
    assert again.returncode == 0, again.err
    assert table_groups(floor_url)["Pit A"].tables == ("T1", "T2")
    with DealerServices.open(floor_url, table="T2", station="pit", record_startup=False, readonly=True) as s:
        last = s.store.entries_of_kind([EntryKind.CHIP_SET_SET])[-1]
        assert (last.payload["group"], last.payload["group_version"]) == ("Pit A", 1)
    ran = run_main("audit", "verify", "--db", floor_url, "--jobs", "1")
    assert ran.returncode == 0 and "table group Pit A version 1 (T1, T2): set by pat, held by 2 of 2" in ran.out

    # the floor's record of the leave altered (its append-only trigger dropped on purpose): verify names it
    with psycopg.connect(floor_url, autocommit=True) as c:
        c.execute("ALTER TABLE dealer.group_left DISABLE TRIGGER USER")
        c.execute("UPDATE dealer.group_left SET reason = 'it was never here'")
    ran = run_main("audit", "verify", "--db", floor_url, "--jobs", "1", "--lang", "ru")
    assert ran.returncode == 1 and f"стол T2: запись {entry_seq}: это не тот выход из группы столов Pit A" in ran.out


def test_the_podiums_login_changes_a_group_with_the_servers_pin_check_and_a_station_cannot(
        pg_server: str, tmp_path: Path) -> None:
    with fresh_database(pg_server, floor=True) as owner:
        _floor(owner, "T1", "T2")
        set_table_group(owner, "Pit A", ["T1", "T2"], user="pat", pin="123456", chips=CHIPS, hasher=FAST_HASHER)
        with station_logins(owner, ["T1", None], tmp_path) as logins:
            podium, station = logins[None], logins["T1"]
            # a table's own station cannot take its table out, nor change the group
            with pytest.raises(StoreError, match="podium"):
                leave_table_group(station, "Pit A", "T1", user="pat", pin="123456", reason="x", hasher=FAST_HASHER)
            assert _left(owner, "T1") == [] and table_groups(owner)["Pit A"].tables == ("T1", "T2")
            # nor the podium without a signature (the owner's only)
            with pytest.raises(StoreError, match="owner"):
                set_group(podium, "Pit A", [], chips=None, house=None, digest=None, by="pat")
            with pytest.raises(ServiceError):  # a wrong PIN: nothing recorded
                leave_table_group(podium, "Pit A", "T2", user="pat", pin="000000", reason="x", hasher=FAST_HASHER)
            done = leave_table_group(podium, "Pit A", "T2", user="paula", pin="123456", reason="table closed",
                                     hasher=FAST_HASHER)
            assert (done.group, done.version) == ("Pit A", 1) and table_groups(owner)["Pit A"].tables == ("T1",)
            with psycopg.connect(owner, autocommit=True) as c:
                row = c.execute("SELECT by_name, reason, login, entry FROM dealer.group_left").fetchone()
                podium_login = c.execute("SELECT login FROM dealer.stations WHERE kind = 'podium'").fetchone()
                assert podium_login is not None and row == ("paula", "table closed", podium_login[0], done.seq)
                witness = c.execute("SELECT body FROM dealer.witness WHERE kind = 'table_group_left'").fetchall()
                assert len(witness) == 1 and '"reason": "table closed"' in witness[0][0]
                # the record is append-only, whoever asks
                with pytest.raises(psycopg.Error, match="append-only"):
                    c.execute("DELETE FROM dealer.group_left")
            # the podium puts it back, signed; a co-signature signs one group change only
            back = set_table_group(podium, "Pit A", ["T2"], user="pat", pin="123456", hasher=FAST_HASHER)
            assert back.tables == ("T1", "T2")
            [left] = _left(owner, "T2")  # paula's co-signature signed the leave: it signs nothing more
            with pytest.raises(StoreError, match="already signed a group change"):
                set_group(podium, "Pit A", [], chips=None, house=None, digest=None, by="paula",
                          signature=("T2", int(str(left["signature"]))))
        assert audit_main(["verify", "--db", owner, "--jobs", "1"]) == 0


def test_a_schema_13_floor_with_a_group_migrates_and_a_table_leaves_it(
        floor_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    with monkeypatch.context() as m:  # the floor as schema 13 made it (the real migrations 1 to 13)
        m.setattr(postgres, "SCHEMA_VERSION", 13)
        _floor(floor_url, "T1", "T2")
        chips = canonical_json(CHIPS)
        with psycopg.connect(floor_url, autocommit=True) as c:
            assert c.execute("SELECT value FROM dealer.floor_meta WHERE key = 'schema_version'").fetchone() == ("13",)
            assert c.execute("SELECT to_regclass('dealer.group_left')").fetchone() == (None,)
            c.execute("SELECT dealer.set_group('Pit A', %s, NULL, %s, 'pat', ARRAY['T1', 'T2'])",
                      (chips, group_digest(chips, None)))
    with DealerServices.open(floor_url, table="T1", station="T1", hasher=FAST_HASHER) as s:
        assert s.store.startup.migrated_from == 13
    with psycopg.connect(floor_url, autocommit=True) as c:
        assert c.execute("SELECT value FROM dealer.floor_meta WHERE key = 'schema_version'").fetchone() == (str(postgres.SCHEMA_VERSION),)
        form = c.execute("SELECT prosrc FROM pg_proc WHERE proname = 'log_form'").fetchone()
        assert form is not None and "'table_group_left'" in str(form[0])
    assert table_groups(floor_url)["Pit A"].tables == ("T1", "T2")  # the joins kept
    ran = run_main("floor", "group", "--db", floor_url, *GROUP, stdin=b"123456\n")  # the tables given the version
    assert ran.returncode == 0, ran.err
    ran = run_main("floor", "group", "--db", floor_url, *GROUP, "--leave", "--table", "T1", "--reason", "refit",
                   stdin=b"123456\n")
    assert ran.returncode == 0, ran.err
    assert table_groups(floor_url)["Pit A"].tables == ("T2",)
    assert audit_main(["verify", "--db", floor_url, "--jobs", "1"]) == 0
