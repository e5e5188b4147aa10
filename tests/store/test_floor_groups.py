"""A table group on a real PostgreSQL floor: one chip set and one set of house rules, set once
for the group (``dealer-app floor group``), reach every table of the group, versioned and signed;
a table that joins gets them; a station cannot set its own; ``audit verify`` checks the versions,
and names a table that missed one until the next ``floor group`` gives it."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from store_helpers import FAST_HASHER, make_users

from dealer_app.cli.floor import floor_main
from dealer_app.cli.store import audit_main
from dealer_app.services import DealerServices
from dealer_app.services.common import StateError
from dealer_app.services.table_group import group_digest
from dealer_app.store.postgres import set_group, table_groups
from dealer_app.store.records import EntryKind, canonical_json

pytestmark = pytest.mark.floor

CHIPS = [{"value": 10000, "colour": "#222222", "name": "black", "par": 20},
         {"value": 2500, "colour": "#1f8a3b", "name": "green", "par": 40},
         {"value": 500, "colour": "#c62828", "name": "red", "par": 60}]


def _group(url: str, pin: str, *extra: str) -> int:
    import sys

    old = sys.stdin
    sys.stdin = io.StringIO(pin + "\n")
    try:
        return floor_main(["group", "--db", url, "--group", "Pit A", "--user", "pat", "--pin-stdin", *extra])
    finally:
        sys.stdin = old


def _held(url: str, table: str) -> tuple[list[object], list[object], int | None, int | None]:
    """(the group versions of the table's chip-set and house-rules entries, its contribution %, a chip's par)."""
    with DealerServices.open(url, table=table, station="pit", record_startup=False, readonly=True) as s:
        chips = [e.payload.get("group_version") for e in s.store.entries_of_kind([EntryKind.CHIP_SET_SET])]
        house = [e.payload.get("group_version") for e in s.store.entries_of_kind([EntryKind.HOUSE_RULES_SET])
                 if e.payload.get("group")]
        for e in s.store.entries_of_kind([EntryKind.CHIP_SET_SET, EntryKind.HOUSE_RULES_SET]):
            if e.payload.get("group"):
                assert e.payload["signature_kind"] == "co_signed" and s.ctx.user_name(e.actor) == "pat"
        chip_set = s.count.chip_set()
        versions = s.house.versions("default")
        return (chips, house, int(versions[-1].rules.jackpot_contribution_percent) if versions else None,
                None if chip_set is None else chip_set.par.get(2500))


def test_a_group_shares_one_chip_set_and_house_rules_set_once(
        floor_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for t in ("T1", "T2"):
        with DealerServices.open(floor_url, table=t, station=t, hasher=FAST_HASHER) as s:
            if t == "T1":
                make_users(s)
    chips, house = tmp_path / "chips.json", tmp_path / "house.json"
    chips.write_text(json.dumps(CHIPS))
    house.write_text(json.dumps({"jackpot_contribution_percent": 10}))
    both = ["--table", "T1", "--table", "T2", "--chips", str(chips), "--house", str(house)]

    assert _group(floor_url, "000000", *both) == 1  # a wrong PIN records nothing
    assert table_groups(floor_url) == {} and _held(floor_url, "T1")[0] == []
    assert _group(floor_url, "123456", "--table", "T1", "--table", "T7", "--chips", str(chips)) == 2  # a typo
    assert "no table 'T7' on the floor" in capsys.readouterr().err and table_groups(floor_url) == {}

    assert _group(floor_url, "123456", *both) == 0
    assert "table group Pit A version 1: T1, T2" in capsys.readouterr().err
    for t in ("T1", "T2"):
        assert _held(floor_url, t) == ([1], [1], 10, 40)

    # a station of the group cannot set its own (the group's are set once, for all of them)
    with DealerServices.open(floor_url, table="T2", station="T2", hasher=FAST_HASHER) as s:
        from dealer_app.auth.roles import Permission

        sig = s.users.co_sign("pat", "123456", Permission.EDIT_CHIP_SET, purpose="chip set")
        with pytest.raises(StateError, match=r"this table's chip set is its table group's \(Pit A\)"):
            s.count.set_chip_set(sig, CHIPS[:1])
        record = s.count.chip_set_record()
        assert record is not None and record.table_group == "Pit A" and record.group == "Pit A"

    # a new table joins: it gets the group's current version
    with DealerServices.open(floor_url, table="T3", station="T3", hasher=FAST_HASHER):
        pass
    assert _group(floor_url, "123456", "--table", "T3") == 0
    assert _held(floor_url, "T3") == ([1], [1], 10, 40)
    assert _held(floor_url, "T1") == ([1], [1], 10, 40)  # nothing written twice

    # version 2 (the chip set only; the house rules stay the group's): every table gets it
    chips.write_text(json.dumps([{**c, "par": 2 * int(c["par"])} for c in CHIPS]))  # type: ignore[call-overload]
    assert _group(floor_url, "123456", "--chips", str(chips)) == 0
    for t in ("T1", "T2", "T3"):
        assert _held(floor_url, t) == ([1, 2], [1, 2], 10, 80)
    capsys.readouterr()
    assert audit_main(["verify", "--db", floor_url]) == 0
    out = capsys.readouterr().out
    assert "table group Pit A version 2 (T1, T2, T3): set by pat, held by 3 of 3 tables" in out

    # a version the floor recorded but no table holds (a set interrupted): verify names each table,
    # and the next ``floor group`` finishes it
    gv = table_groups(floor_url)["Pit A"]
    from dealer_app.table_count import ChipSet

    new_chips = canonical_json(ChipSet.of(CHIPS[:2]).to_json())
    assert set_group(floor_url, "Pit A", [], chips=new_chips, house=gv.house, digest=group_digest(new_chips, gv.house),
                     by="pat") == 3
    assert audit_main(["verify", "--db", floor_url]) == 1
    out = capsys.readouterr().out
    for t in ("T1", "T2", "T3"):
        assert f"table {t}: entry" in out and "is version 2 of table group Pit A, not 3" in out
    assert audit_main(["verify", "--db", floor_url, "--lang", "ru"]) == 1
    out = capsys.readouterr().out
    assert "его набор фишек — версия 2 группы столов Pit A, а не 3" in out
    assert _group(floor_url, "123456") == 0
    assert audit_main(["verify", "--db", floor_url]) == 0
    for t in ("T1", "T2", "T3"):
        assert _held(floor_url, t)[0] == [1, 2, 3]
