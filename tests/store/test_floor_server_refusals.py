"""The floor server's own refusals are typed (schema 16): made by the real server, each reaches the
station as its code and fields (its error's DETAIL), never by its message, and reads in
Russian from the catalogue; its English is the server's own message. A floor of schema 15
migrates to 16 and its log still verifies; a floor of schema 15 still refuses, in English."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import psycopg
import pytest
from pg_server import fresh_database, station_logins
from store_helpers import FAST_HASHER

from dealer_app.auth.roles import Permission, Role
from dealer_app.cli.store import audit_main
from dealer_app.refusal import Refusal, refusal_of, word
from dealer_app.services import DealerServices
from dealer_app.services.table_group import group_digest
from dealer_app.store import pg_schema, postgres
from dealer_app.store.errors import StoreError
from dealer_app.store.pg_refusals import CODES, server_refusal
from dealer_app.store.pg_status import save_verification
from dealer_app.store.postgres import PostgresStore, link_meter, set_group
from dealer_app.store.records import EntryKind, NewEntry, canonical_json
from dealer_app.store.refusals import FloorRefused
from dealer_app.wording.errors import exception_text

pytestmark = pytest.mark.floor

PINS = {"ada": "111111", "pat": "333333"}
CHIPS = canonical_json([{"value": 10000, "colour": "#222222", "name": "black", "par": 20}])
# the function's name the station leaves off the server's message (as it did before the refusals were typed)
_HEADS = ("", "jackpot_hits: ", "linked_meters: ", "cash_floor: ")
# Latin a Russian line may hold: the command a person runs
_COMMANDS = re.compile(r"dealer-app floor (?:link-meter|group)")


@pytest.fixture
def floor(pg_server: str, tmp_path: Path) -> Iterator[tuple[str, dict[str | None, str]]]:
    """Tables T1, T2 on the linked meter J (1 000), ada (administrator) and pat (pit boss);
    logins for T1 and the podium."""
    with fresh_database(pg_server, floor=True) as url:
        link_meter(url, "J", ["T1", "T2"], 1_000, create=True)
        with DealerServices.open(url, table="T1", hasher=FAST_HASHER) as s:
            s.users.create_first_admin("ada", PINS["ada"])
            s.users.add(s.users.co_sign("ada", PINS["ada"], Permission.MANAGE_USERS, purpose="setup"), "pat",
                        Role.PIT_BOSS, PINS["pat"])
        with station_logins(url, ["T1", None], tmp_path) as stations:
            yield url, stations


def _tbl(url: str, name: str) -> int:
    with psycopg.connect(url, autocommit=True) as c:
        row = c.execute("SELECT id FROM dealer.floor_tables WHERE name = %s", (name,)).fetchone()
    assert row is not None
    return int(row[0])


def _refused(call: Callable[[], Any]) -> StoreError:
    with pytest.raises(StoreError) as caught:
        call()
    return caught.value


def _append(url: str, table: str, kind: EntryKind, payload: dict[str, Any], round_id: int | None = None) -> StoreError:
    with DealerServices.open(url, table=table, station=table, hasher=FAST_HASHER, record_startup=False) as s:
        actor = s.users.by_name("ada").id
        return _refused(lambda: s.store.append([NewEntry(kind, payload, actor, table, round_id=round_id)]))


def _provoke_all(url: str, stations: dict[str | None, str]) -> list[StoreError]:
    """Every refusal the server types, each made for real; the errors the station raised."""
    errors: list[StoreError] = []
    podium = stations[None]
    # meter links
    errors.append(_refused(lambda: link_meter(stations["T1"], "K", ["T1"])))  # a station's login
    errors.append(_refused(lambda: link_meter(url, "K", ["T1"])))  # T1 is on J
    DealerServices.open(url, table="T3", station="T3", hasher=FAST_HASHER).close()
    with psycopg.connect(url, autocommit=True) as c:  # T3's own meter has moved
        c.execute("UPDATE dealer.meter SET seq = 1 WHERE tbl = %s", (_tbl(url, "T3"),))
    errors.append(_refused(lambda: link_meter(url, "K", ["T3"])))
    # table groups
    assert set_group(url, "Pit A", ["T1"], chips=CHIPS, house=None, digest=group_digest(CHIPS, None), by="pat") == 1
    errors.append(_refused(lambda: set_group(url, "Pit B", ["T1"], chips=CHIPS, house=None,
                                             digest=group_digest(CHIPS, None), by="pat")))
    errors.append(_refused(lambda: set_group(url, "Pit Z", ["T2"], chips=None, house=None, digest=None, by="pat")))
    errors.append(_refused(lambda: set_group(stations["T1"], "Pit A", [], chips=None, house=None, digest=None,
                                             by="pat")))
    errors.append(_refused(lambda: set_group(stations["T1"], "Pit A", [], chips=None, house=None, digest=None,
                                             by="pat", signature=("T1", 1))))
    errors.append(_refused(lambda: set_group(podium, "Pit A", [], chips=None, house=None, digest=None, by="pat",
                                             signature=("T2", 1))))
    errors.append(_refused(lambda: set_group(podium, "Pit A", [], chips=None, house=None, digest=None, by="pat",
                                             signature=("T1", 1))))
    with DealerServices.open(stations["T1"], table="T1", station="T1", hasher=FAST_HASHER) as s:
        signed = [s.users.co_sign("pat", PINS["pat"], Permission.EDIT_CHIP_SET, purpose="group").seq for _ in range(2)]
    with DealerServices.open(url, table="T1", station="T1", hasher=FAST_HASHER) as s:  # the owner's, unchecked
        pat = s.users.by_name("pat").id
        [unchecked_entry] = s.store.append([NewEntry(EntryKind.CO_SIGNED, {
            "user": pat, "purpose": "group", "permission": "edit_chip_set"}, pat, "T1")])
        unchecked = unchecked_entry.seq
    assert set_group(podium, "Pit A", [], chips=None, house=None, digest=None, by="pat", signature=("T1", signed[0])) == 1
    errors.append(_refused(lambda: set_group(podium, "Pit A", [], chips=None, house=None, digest=None, by="pat",
                                             signature=("T1", signed[0]))))
    errors.append(_refused(lambda: set_group(podium, "Pit A", [], chips=None, house=None, digest=None, by="pat",
                                             signature=("T1", unchecked))))
    with psycopg.connect(url, autocommit=True) as c:  # the other co-signature, ten minutes and more ago
        c.execute("ALTER TABLE dealer.log DISABLE TRIGGER USER")
        c.execute("UPDATE dealer.log SET ts_us = ts_us - 700000000 WHERE tbl = %s AND seq = %s",
                  (_tbl(url, "T1"), signed[1]))
        c.execute("ALTER TABLE dealer.log ENABLE TRIGGER USER")
    errors.append(_refused(lambda: set_group(podium, "Pit A", [], chips=None, house=None, digest=None, by="pat",
                                             signature=("T1", signed[1]))))
    # a table leaves its group
    left = {"group": "Pit A", "reason": "refit", "group_version": 1, "signature": signed[1]}
    for changed in ({"group": "Pit Z"}, {"reason": " "}, {"group_version": 7}, {"signature": None}):
        errors.append(_append(url, "T1", EntryKind.TABLE_GROUP_LEFT, {**left, **changed}))
    # the linked jackpot meter J (1 000)
    errors.append(_append(url, "T2", EntryKind.METER_ADJUSTED, {"delta": -5_000, "reason": "x"}))
    errors.append(_append(url, "T2", EntryKind.APPROVED, {"jackpot_base": 9_000}, round_id=70))
    with psycopg.connect(url, autocommit=True) as c:  # T1's round 5 hit the jackpot first
        c.execute("INSERT INTO dealer.jackpot_hits(meter, tbl, round_id, at_us) VALUES ('J', %s, 5, 0)",
                  (_tbl(url, "T1"),))
    errors.append(_append(url, "T2", EntryKind.APPROVED, {"jackpot_base": 100}, round_id=71))
    with DealerServices.open(url, table="T1", station="T1", hasher=FAST_HASHER, record_startup=False) as s:
        s.store.append([NewEntry(EntryKind.APPROVED, {"jackpot_base": 1_000, "items": [
            {"kind": "jackpot", "amount": 900, "box": 1}]}, s.users.by_name("pat").id, "T1", round_id=5)])
    errors.append(_append(url, "T2", EntryKind.METER_ADJUSTED, {"delta": -500, "reason": "x"}))
    # a verification's result, recorded by a table's login
    errors.append(_refused(lambda: save_verification(stations["T1"], ok=True, tables=1, entries=1, problems=[])))
    # a patron's gaming day on the floor
    errors.append(_append(url, "T2", EntryKind.CASH_TRANSACTION, {
        "player": "p1", "gaming_day": "2026-12-02", "medium": "cash", "direction": "in", "amount": 100,
        "recorded": {"floor": True, "cash_in": 5_000, "cash_out": 0}}))
    return errors


def _the_refusal(err: StoreError) -> Refusal:
    refusal = refusal_of(err)
    assert refusal is not None, err
    return refusal.text if isinstance(refusal, FloorRefused) and isinstance(refusal.text, Refusal) else refusal


def test_every_refusal_of_the_server_is_typed_and_reads_in_russian(
        floor: tuple[str, dict[str | None, str]], monkeypatch: pytest.MonkeyPatch) -> None:
    url, stations = floor
    said: list[tuple[str, Refusal | None]] = []
    read = server_refusal

    def heard(exc: psycopg.Error) -> Refusal | None:  # the real reader; what the server said kept beside it
        refusal = read(exc)
        said.append((exc.diag.message_primary or "", refusal))
        return refusal

    monkeypatch.setattr("dealer_app.store.postgres.server_refusal", heard)
    errors = _provoke_all(url, stations)
    typed = [refusal for _message, refusal in said if refusal is not None]
    assert {r.code for r in typed} == set(CODES), set(CODES) - {r.code for r in typed}
    for message, refusal in said:
        assert refusal is not None, message
        # the English is the server's own message (the station leaves the function's name off a few)
        assert any(message == head + str(refusal) for head in _HEADS), (message, str(refusal))
    for err in errors:
        refusal = _the_refusal(err)
        ru = word(refusal, "ru")
        assert ru != str(refusal) and ru in exception_text(err, "ru"), ru
        bare = _COMMANDS.sub("", ru)
        for value in refusal.params().values():
            bare = bare.replace(str(value), "")
        assert not re.search(r"[A-Za-z]", bare), ru
        assert exception_text(err, "en") == str(err)


def test_the_russian_lines(floor: tuple[str, dict[str | None, str]]) -> None:
    url, stations = floor
    err = _refused(lambda: link_meter(url, "K", ["T1"]))
    assert str(err) == "table T1 cannot join the linked meter K: it is on J"
    assert exception_text(err, "ru") == "стол T1 не может перейти на общий счётчик K: он уже на J"
    err = _append(url, "T2", EntryKind.METER_ADJUSTED, {"delta": -5_000, "reason": "x"})
    assert str(err) == ("the linked jackpot meter J holds 1000: moving it by -5000 would take it below 0 (another "
                        "table paid a share meanwhile); a pit boss adjusts the meter or rules")
    assert exception_text(err, "ru") == ("на общем счётчике джекпота J 1000: изменение на -5000 увело бы его ниже 0 "
                                         "(другой стол за это время выплатил долю); пит-босс корректирует счётчик или "
                                         "принимает решение")
    err = _refused(lambda: link_meter(stations["T1"], "K", ["T1"]))
    assert str(err).startswith("the floor server refused linking the meter (") and str(err).endswith(
        "): link_meter: meter links are the floor owner's (dealer-app floor link-meter with the owner's login)")
    ru = exception_text(err, "ru")
    assert ru.startswith("сервер зала отказал: подключение общего счётчика (") and ru.endswith(
        "): общие счётчики: связывать счётчики может только владелец зала (dealer-app floor link-meter с логином "
        "владельца)"), ru


def test_migration_16_only_adds_the_refusals_details() -> None:
    """Each function v16 makes again is its latest definition, as it was but for the DETAILs added
    (its RAISEs' messages and conditions unchanged)."""
    made = [x for x in pg_schema.MIGRATIONS[16] if "RAISE EXCEPTION" in x]
    assert len(made) == 11 and sum(x.count(f"'{pg_schema.REFUSAL_KEY}'") for x in made) == 22
    definitions = [(v, x) for v in range(1, 16) for x in pg_schema.MIGRATIONS[v]
                   if x.startswith(("CREATE FUNCTION", "CREATE OR REPLACE FUNCTION"))]
    for sql in made:
        head = sql.split(" RETURNS", 1)[0].replace("CREATE OR REPLACE FUNCTION", "FUNCTION")
        released = re.sub(r", DETAIL = [^;]*;", ";", sql)
        [v] = [w for w, x in definitions if x.replace("CREATE FUNCTION", "CREATE OR REPLACE FUNCTION", 1) == released]
        later = [w for w, x in definitions if w > v and head in x.split(" RETURNS", 1)[0]]
        assert later == [], (head, v, later)  # the latest definition before v16


def test_a_schema_15_floor_migrates_to_16_and_verifies(pg_server: str, monkeypatch: pytest.MonkeyPatch) -> None:
    with fresh_database(pg_server) as url:
        with monkeypatch.context() as m:  # the floor as schema 15 made it (the real migrations 1 to 15)
            m.setattr(postgres, "SCHEMA_VERSION", 15)
            link_meter(url, "J", ["T1", "T2"], 1_000, create=True)
            with DealerServices.open(url, table="T1", hasher=FAST_HASHER) as s:
                s.users.create_first_admin("ada", PINS["ada"])
            with psycopg.connect(url, autocommit=True) as c:
                assert c.execute("SELECT value FROM dealer.floor_meta WHERE key = 'schema_version'").fetchone() == ("15",)
            # schema 15's refusal: untyped, in English as it always was
            err = _refused(lambda: link_meter(url, "K", ["T1"]))
            assert refusal_of(err) is None and str(err) == "table T1 cannot join the linked meter K: it is on J"
            assert exception_text(err, "ru") == str(err)
        with DealerServices.open(url, table="T1", station="T1", hasher=FAST_HASHER) as s:
            assert isinstance(s.store, PostgresStore) and s.store.startup.migrated_from == 15
        with psycopg.connect(url, autocommit=True) as c:
            assert c.execute("SELECT value FROM dealer.floor_meta WHERE key = 'schema_version'").fetchone() == ("16",)
        err = _refused(lambda: link_meter(url, "K", ["T1"]))
        assert refusal_of(err) is not None and str(err) == "table T1 cannot join the linked meter K: it is on J"
        assert exception_text(err, "ru") == "стол T1 не может перейти на общий счётчик K: он уже на J"
        assert audit_main(["verify", "--db", url, "--jobs", "1"]) == 0
