"""simulate --take-over: a stale hold is taken over only with a pit boss's PIN (section 2)."""

from __future__ import annotations

from pathlib import Path

from security_helpers import run_cli

from dealer_app.audit.verify import verify_store
from dealer_app.auth.passwords import PinHasher
from dealer_app.auth.roles import Permission
from dealer_app.services import DealerServices
from dealer_app.store.records import EntryKind

FAST_HASHER = PinHasher(time_cost=1, memory_cost=8, parallelism=1)


def as_another_station(path: Path, sql: str) -> None:
    """Write to the SQLite file through a connection of its own, as another station's process would."""
    import sqlite3

    conn = sqlite3.connect(str(path))
    try:
        with conn:
            conn.execute(sql)
    finally:
        conn.close()


def test_simulate_take_over_of_a_stale_hold_needs_a_pit_boss_pin(tmp_path: Path) -> None:
    from dealer_app.services.simulate import Simulator

    db_path = tmp_path / "s.db"
    with DealerServices.open(db_path, station="dealer-pc-9", hasher=FAST_HASHER) as s:
        s.users.create_first_admin("ada", "111111")
        sig = s.users.co_sign("ada", "111111", Permission.MANAGE_USERS, purpose="add")
        from dealer_app.auth.roles import Role

        s.users.add(sig, "pat", Role.PIT_BOSS, "123456")
        session = Simulator(s, seed=1).dealer_session()
        shift = s.shifts.open(session, "T", simulated=True)
        as_another_station(db_path,
            # another PC's hold (its own token: this station's clean stop releases only its own)
            "UPDATE leases SET host = 'another-pc', token = 'another', heartbeat_us = 0 WHERE scope = 'table:T'")
    res = run_cli(["simulate", "--db", str(db_path), "--rounds", "1", "--table", "T", "--quiet"])
    assert res.code == 2 and "no longer answers" in res.err and "--take-over" in res.err, res.err
    res = run_cli(["simulate", "--db", str(db_path), "--rounds", "1", "--table", "T", "--quiet", "--take-over",
                   "--by", "pat", "--pin-stdin"], "123456\n")
    assert res.code == 0, res.err
    with DealerServices.open(db_path, station="checker", hasher=FAST_HASHER) as s:
        assert s.store.shift(shift.id).closed_seq is not None
        assert s.store.entries_of_kind([EntryKind.LEASE_TAKEN_OVER])
        assert verify_store(s.store).ok


def test_finding_20_take_over_with_no_open_shift_asks_the_pin_then_takes_over(tmp_path: Path) -> None:
    """A stale hold and no open shift: --take-over asked no PIN and was still refused."""
    db_path = tmp_path / "s.db"
    with DealerServices.open(db_path, station="dealer-pc-9", hasher=FAST_HASHER) as s:
        s.users.create_first_admin("ada", "111111")
        sig = s.users.co_sign("ada", "111111", Permission.MANAGE_USERS, purpose="add")
        from dealer_app.auth.roles import Role

        s.users.add(sig, "pat", Role.PIT_BOSS, "123456")
        s.users.add(s.users.co_sign("ada", "111111", Permission.MANAGE_USERS, purpose="add"), "dan", Role.DEALER,
                    "654321")
        s.ctx.hold_table("T")
        as_another_station(db_path,
            "UPDATE leases SET host = 'another-pc', token = 'another', heartbeat_us = 0 WHERE scope = 'table:T'")
    res = run_cli(["simulate", "--db", str(db_path), "--rounds", "1", "--table", "T", "--quiet", "--take-over"])
    assert res.code == 2 and "--by NAME" in res.err, res.err  # the PIN is asked for first
    res = run_cli(["simulate", "--db", str(db_path), "--rounds", "1", "--table", "T", "--quiet", "--take-over",
                   "--by", "dan", "--pin-stdin"], "654321\n")
    assert res.code != 0 and "Traceback" not in res.err  # a dealer may not
    res = run_cli(["simulate", "--db", str(db_path), "--rounds", "1", "--table", "T", "--quiet", "--take-over",
                   "--by", "pat", "--pin-stdin"], "123456\n")
    assert res.code == 0, res.err
    with DealerServices.open(db_path, station="checker", hasher=FAST_HASHER) as s:
        taken = s.store.entries_of_kind([EntryKind.LEASE_TAKEN_OVER])
        assert len(taken) == 1 and taken[0].payload["from"]["host"] == "another-pc"
        assert verify_store(s.store).ok
