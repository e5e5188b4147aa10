"""One writer per table: leases and expectations re-checked inside the write transaction."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from clock_support import Clock
from store_helpers import FAST_HASHER, as_another_station, make_users

from dealer_app.audit.verify import verify_store
from dealer_app.auth.roles import Permission
from dealer_app.services import DealerServices
from dealer_app.store.errors import HeldElsewhereError, StaleStateError
from dealer_app.store.records import EntryKind, LeaseHolder


def _open(db: Any, station: str, clock: Clock) -> DealerServices:
    """``db``: a path (SQLite) or the parametrised ``db`` fixture (SQLite or a floor's table)."""
    if isinstance(db, Path):
        return DealerServices.open(db, station=station, hasher=FAST_HASHER, clock=clock)
    return db.open(station=station, hasher=FAST_HASHER, clock=clock)


def _first_steps(s: DealerServices, seed: int = 1) -> list:
    from rules.poker.generator import generate_round

    return list(generate_round(seed, s.house.current("default").rules, None, jackpot=0).steps)


def test_a_table_held_by_another_live_station_is_refused_naming_the_holder(db: Any, clock: Clock) -> None:
    a = _open(db, "dealer-pc-1", clock)
    b = _open(db, "dealer-pc-2", clock)
    try:
        make_users(a)
        dan = a.users.sign_in("dan", "123456")
        shift = a.shifts.open(dan, "3")
        live = a.rounds.start(dan, shift.id)
        dora = b.users.sign_in("dan", "123456")
        with pytest.raises(HeldElsewhereError, match=r"table 3 is being dealt at station dealer-pc-1 .* since \d\d:\d\d"):
            b.rounds.apply(dora, live.round_id, _first_steps(a)[0])
        with pytest.raises(HeldElsewhereError, match="dealer-pc-1"):
            b.rounds.confirm(dora, live.round_id)
        # nothing was recorded by the refused station
        assert all(e.station == "dealer-pc-1" for e in a.store.entries_of_kind([EntryKind.STEP]))
    finally:
        a.close()
        b.close()


def test_a_step_on_a_round_that_changed_meanwhile_is_refused_in_the_transaction(db: Any, clock: Clock) -> None:
    a = _open(db, "table-1", clock)
    b = _open(db, "table-1", clock)  # the same station twice (e.g. two windows): one shared hold
    try:
        make_users(a)
        dan_a = a.users.sign_in("dan", "123456")
        dan_b = b.users.sign_in("dan", "123456")
        shift = a.shifts.open(dan_a, "1")
        live = a.rounds.start(dan_a, shift.id)
        steps = _first_steps(a)
        b.rounds.apply(dan_b, live.round_id, steps[0])  # b enters step 1
        before = a.store.anchor().count
        with pytest.raises(StaleStateError, match=r"changed meanwhile: it has 1 entries, this station saw 0"):
            a.rounds.apply(dan_a, live.round_id, steps[0])  # a still believes the round is empty
        assert a.store.anchor().count == before
        # a re-reads the round and goes on from where it really stands
        assert a.rounds.live(live.round_id).steps == 1
        a.rounds.apply(dan_a, live.round_id, steps[1])
        assert verify_store(a.store).ok
    finally:
        a.close()
        b.close()


def test_a_stale_hold_is_taken_over_only_explicitly_by_a_pit_boss(db_path: Path, clock: Clock) -> None:
    a = _open(db_path, "dealer-pc-1", clock)
    try:
        make_users(a)
        dan = a.users.sign_in("dan", "123456")
        shift = a.shifts.open(dan, "5")
        # a station on another PC that died long ago holds the table
        gone = LeaseHolder("dealer-pc-9", "another-pc", 4242)
        as_another_station(
            db_path, "UPDATE leases SET station = ?, host = ?, pid = ?, token = 'old', heartbeat_us = ? WHERE scope = 'table:5'",
            (gone.station, gone.host, gone.pid, clock.now - 3_600_000_000))
        a.ctx.leases.clear()
        with pytest.raises(HeldElsewhereError, match=r"dealer-pc-9 .* no longer answers; a pit boss may take it over"):
            a.rounds.start(dan, shift.id)
        pat = a.users.co_sign("pat", "123456", Permission.VOID, purpose="take over", shift_id=shift.id)
        a.shifts.take_over(pat, shift.id)
        a.rounds.start(dan, shift.id)
        taken = a.store.entries_of_kind([EntryKind.LEASE_TAKEN_OVER])
        assert taken and taken[0].payload["from"]["station"] == "dealer-pc-9"
        assert verify_store(a.store).ok
    finally:
        a.close()


def test_a_live_hold_is_never_taken_over(db: Any, clock: Clock) -> None:
    a = _open(db, "dealer-pc-1", clock)
    b = _open(db, "dealer-pc-2", clock)
    try:
        make_users(a)
        dan = a.users.sign_in("dan", "123456")
        shift = a.shifts.open(dan, "7")
        pat = b.users.co_sign("pat", "123456", Permission.VOID, purpose="take over", shift_id=shift.id)
        with pytest.raises(HeldElsewhereError, match="never taken over"):
            b.shifts.take_over(pat, shift.id)
    finally:
        a.close()
        b.close()


def test_resume_interrupted_never_takes_a_live_process_shift(db: Any, clock: Clock) -> None:
    from dealer_app.services.simulate import Simulator

    a = _open(db, "command line", clock)
    b = _open(db, "other station", clock)
    try:
        sim_a = Simulator(a, seed=1)
        session = sim_a.dealer_session()
        shift = a.shifts.open(session, "simulator", simulated=True)
        a.rounds.start(session, shift.id)
        resumed, voided = Simulator(b, seed=2).resume_interrupted()
        assert (resumed, voided) == (0, 0)
        assert a.store.shift(shift.id).closed_seq is None  # still a's
    finally:
        a.close()
        b.close()


@pytest.mark.subprocess
def test_two_stations_race_for_one_table_one_wins(db: Any, tmp_path: Path) -> None:
    """Two processes (two stations) open a shift on the same table at the same moment:
    exactly one deals it, the other exits 2 naming the holder."""
    import os
    import subprocess
    import sys

    code = ("import sys; from dealer_app.services import DealerServices; "
            "from tests_race import race; sys.exit(race(*sys.argv[1:]))")
    helper = tmp_path / "tests_race.py"
    helper.write_text(RACE_HELPER)
    env = dict(os.environ, PYTHONPATH=f"{tmp_path}{os.pathsep}{os.environ.get('PYTHONPATH', '')}")
    s = _open(db, "setup", Clock())
    try:
        make_users(s)
    finally:
        s.close()
    # Events over the pipes, no sleeps: each station signs in and says "ready"; both are told
    # "go" together; each says "tried" once its attempt is over; only when both have tried is
    # the winner told to let go, so it holds the table all the while the other one tries.
    procs = [subprocess.Popen([sys.executable, "-c", code, str(db.location), db.table or "", station],
                              env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              text=True)
             for station in ("dealer-pc-1", "dealer-pc-2")]
    for p in procs:
        assert p.stdout is not None and p.stdout.readline() == "ready\n", p.communicate(timeout=120)
    for p in procs:
        assert p.stdin is not None
        p.stdin.write("go\n")
        p.stdin.flush()
    for p in procs:
        assert p.stdout is not None and p.stdout.readline() == "tried\n", p.communicate(timeout=120)
    outs = [p.communicate("release\n", timeout=120) for p in procs]
    codes = sorted(p.returncode for p in procs)
    assert codes == [0, 2], outs
    loser = next(o for p, o in zip(procs, outs, strict=True) if p.returncode == 2)
    assert re.search(r"table 9 is being dealt at station dealer-pc-\d", loser[1]), loser


RACE_HELPER = '''
import sys

from dealer_app.auth.passwords import PinHasher
from dealer_app.services import DealerServices
from dealer_app.store.errors import HeldElsewhereError, StaleStateError


def say(word):
    print(word, flush=True)


def race(location, table, station):
    s = DealerServices.open(location, table=table or None, station=station,
                            hasher=PinHasher(time_cost=1, memory_cost=8, parallelism=1))
    try:
        dan = s.users.sign_in("dan", "123456")
        say("ready")
        assert sys.stdin.readline() == "go\\n"
        try:
            shift = s.shifts.open(dan, "9")
            s.rounds.start(dan, shift.id)
        except (HeldElsewhereError, StaleStateError) as exc:
            print(exc, file=sys.stderr)
            say("tried")
            return 2
        say("tried")
        assert sys.stdin.readline() == "release\\n"  # still dealing until the other one has tried
        return 0
    finally:
        s.close()
'''
