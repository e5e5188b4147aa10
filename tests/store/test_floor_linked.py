"""The linked jackpot under live play: four dealer stations (separate processes) deal
live rounds at the same moment on tables of one linked meter; and a floor whose
simulated play moved a linked meter before schema version 2 is named by ``audit verify``.

A real server (tests/pg_server.py); every test has a database of its own.
"""

from __future__ import annotations

import itertools
import os
import re
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import psycopg
import pytest
from pg_server import fresh_database, undo_v4
from store_helpers import FAST_HASHER, JACKPOT_HOUSE, make_users

from dealer_app.cli.store import audit_main, simulate_main
from dealer_app.services import DealerServices
from dealer_app.store.postgres import link_meter, linked_meters, meter_history, open_postgres
from dealer_app.store.records import EntryKind

pytestmark = pytest.mark.floor

JACKPOT_RULES = {"jackpot_contribution_percent": 20, "jackpot_percent": {"straight_flush": 1, "royal_flush": 2}}
ACK = re.compile(r"^ack round=(\d+) (?:step=(\d+) seq=(\d+)|settled seq=(\d+))$")

# One dealer's station: Dan deals ``rounds`` live rounds (generated steps, each committed
# as the dealer would enter it), a pit boss approves what is held (a jackpot hit in its
# turn on the linked meter), Dan confirms; every
# acknowledgement (the commit) is printed. The stations start together (the "go" file).
STATION = """
import sys, time
from pathlib import Path
from store_helpers import FAST_HASHER
from dealer_app.auth.roles import Permission
from dealer_app.services import DealerServices
from rules.poker.generator import GeneratorKnobs, generate_round

url, table, rounds, seed, ready, go = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), *map(Path, sys.argv[5:7])
knobs = GeneratorKnobs(bonus=900, jackpot_hit=200)
with DealerServices.open(url, table=table, station=f"dealer-pc-{table}", hasher=FAST_HASHER) as s:
    dan = s.users.sign_in("dan", "123456")
    shift = s.shifts.open(dan, table)
    ready.touch()
    while not go.exists():
        time.sleep(0.005)
    for i in range(rounds):
        live = s.rounds.start(dan, shift.id)
        for step in generate_round(seed * 1000 + i, live.house, knobs, jackpot=live.jackpot_start).steps:
            live = s.rounds.apply(dan, live.round_id, step)
            print(f"ack round={live.round_id} step={live.steps} seq={live.last_seq}", flush=True)
        # a hit on the linked meter waits its turn: another table's older hit is paid first
        while (queue := s.rounds.jackpot_queue(live.round_id)) is not None and queue.ahead_of(live.round_id):
            time.sleep(0.005)
        if not s.rounds.approval_state(live.round_id).satisfied:
            sig = s.users.co_sign("pat", "123456", Permission.APPROVE, purpose="approve payout",
                                  shift_id=shift.id, round_id=live.round_id)
            s.rounds.approve(sig, live.round_id)
        e = s.rounds.confirm(dan, live.round_id)
        print(f"ack round={live.round_id} settled seq={e.seq}", flush=True)
"""


@pytest.fixture
def floor(pg_server: str) -> Any:
    """A floor database with its schema made (and the floor key in this test's key folder)."""
    with fresh_database(pg_server, floor=True) as url:
        yield url


@pytest.mark.subprocess
def test_four_stations_deal_live_rounds_on_one_linked_meter_at_once(floor: str, tmp_path: Path) -> None:
    """Every acknowledged step and settlement is in its table's log, the linked meter is
    exactly start + every settlement's movement (no lost update, never below 0), its history
    interleaves the tables, and ``audit verify`` (with the rounds replayed) passes."""
    tables = ["T1", "T2", "T3", "T4"]
    rounds = 6
    start = 300_000
    link_meter(floor, "Linked", tables, start, create=True)
    for t in tables:
        with DealerServices.open(floor, table=t, station="set-up", hasher=FAST_HASHER) as s:
            if t == tables[0]:
                make_users(s)  # once for the floor: every table has them
            s.house.save(s.users.sign_in("pat", "123456"), "default", JACKPOT_RULES, note="linked jackpot")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(Path(__file__).parent), os.environ.get("PYTHONPATH", "")]))
    go = tmp_path / "go"
    procs = {t: subprocess.Popen([sys.executable, "-c", STATION, floor, t, str(rounds), str(i + 1),
                                  str(tmp_path / f"ready-{t}"), str(go)],
                                 env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for i, t in enumerate(tables)}
    deadline = time.monotonic() + 240
    while not all((tmp_path / f"ready-{t}").exists() for t in tables):
        assert time.monotonic() < deadline and all(p.poll() is None for p in procs.values()), \
            {t: p.stderr.read() if p.stderr and p.poll() is not None else "" for t, p in procs.items()}
        time.sleep(0.01)
    go.touch()  # all four stations deal from now on, at once
    outs = {t: p.communicate(timeout=600) for t, p in procs.items()}
    assert {t: p.returncode for t, p in procs.items()} == dict.fromkeys(tables, 0), {t: o[1] for t, o in outs.items()}

    moved = 0
    settled_moves: dict[tuple[int, int], int] = {}
    for t in tables:
        store = open_postgres(floor, t)
        try:
            acks = [ACK.match(line) for line in outs[t][0].splitlines()]
            assert acks and all(acks), outs[t][0]
            for m in acks:
                assert m is not None
                seq = int(m.group(3) or m.group(4))
                e = store.entry(seq)  # every acknowledged commit is there, as acknowledged
                assert e is not None and e.round_id == int(m.group(1))
                if m.group(2):
                    assert e.kind == EntryKind.STEP
                else:
                    assert e.kind == EntryKind.ROUND_SETTLED
            settled = store.entries_of_kind([EntryKind.ROUND_SETTLED])
            assert len(settled) == rounds == sum(1 for m in acks if m and m.group(4))
            for e in settled:
                moved += int(e.payload["meter_delta"])
                settled_moves[(store.table_id, e.seq)] = int(e.payload["meter_delta"])
            assert store.meter(simulated=True) == 0  # live play: nothing on the simulated meter
        finally:
            store.close()
    assert moved > 0  # the contributions reached the meter
    _start, value, on = linked_meters(floor)["Linked"]
    assert on == tables
    assert value == start + moved  # conserved: no lost update
    history = meter_history(floor, "Linked")
    assert {(tbl, seq): delta for tbl, seq, delta, _after in history} == settled_moves
    running = start
    for _tbl, _seq, delta, after in history:
        running += delta
        assert after == running >= 0
    switches = sum(1 for a, b in itertools.pairwise(history) if a[0] != b[0])
    assert switches > len(tables) - 1, "the four stations did not deal at the same time"
    assert audit_main(["verify", "--db", floor]) == 0


def test_an_older_floor_whose_simulated_play_moved_the_linked_meter_is_named(
        floor: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Before schema version 2 a simulated shift moved the linked meter. After the
    upgrade, ``audit verify`` names every such movement (no live round made it)."""
    link_meter(floor, "J", ["T1", "T2"], 100_000, create=True)
    house = Path(os.environ["DEALER_APP_CONFIG_DIR"]) / "jackpot.toml"
    house.write_text(JACKPOT_HOUSE)
    assert simulate_main(["--db", floor, "--table", "T1", "--rounds", "5", "--seed", "3", "--house", str(house),
                          "--knob", "bonus=900", "--quiet"]) == 0
    assert audit_main(["verify", "--db", floor, "--no-replay"]) == 0
    store = open_postgres(floor, "T1")
    try:
        tbl = store.table_id
        sim = [(e.seq, int(e.payload["meter_delta"])) for e in store.entries_of_kind([EntryKind.ROUND_SETTLED])
               if int(e.payload["meter_delta"])]
        sim_total = store.meter(simulated=True)
    finally:
        store.close()
    assert sim and sum(d for _s, d in sim) == sim_total
    # as version 1 left it: the simulated rounds moved the linked meter (and the table's own),
    # no v2 relations, no money checkpoint
    with psycopg.connect(floor, autocommit=True) as c:
        c.execute("SET session_replication_role = replica")  # the superuser, triggers off for this session
        value = 100_000
        for seq, delta in sim:
            value += delta
            c.execute("INSERT INTO dealer.meter_moves(meter, tbl, seq, delta, value_after) VALUES ('J', %s, %s, %s, %s)",
                      (tbl, seq, delta, value))
        c.execute("UPDATE dealer.linked_meters SET value = %s, moves = moves + %s WHERE name = 'J'", (value, len(sim)))
        c.execute("DROP TABLE dealer.used_signatures, dealer.sim_meter")
        c.execute("UPDATE dealer.meter SET value = value + %s WHERE tbl = %s", (sim_total, tbl))
        c.execute("ALTER TABLE dealer.floor_tables DROP COLUMN money_seq, DROP COLUMN money_live, "
                  "DROP COLUMN money_sim, DROP COLUMN money_tag")
        undo_v4(c)
        c.execute("UPDATE dealer.floor_meta SET value = '1' WHERE key = 'schema_version'")
    with DealerServices.open(floor, table="T1", hasher=FAST_HASHER, record_startup=False) as s:
        assert s.store.startup.migrated_from == 1
        assert s.store.meter(simulated=True) == sim_total
    capsys.readouterr()
    assert audit_main(["verify", "--db", floor, "--no-replay"]) == 1
    out = capsys.readouterr().out
    for seq, delta in sim:
        assert f"linked meter J: table T1 entry {seq}: the log moves it by None, its history by {delta}" in out
    assert f"linked meter J: holds {value}, but start 100000 + the tables' contributions" in out
