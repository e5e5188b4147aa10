"""Helpers shared by the store tests."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from dealer_app.auth.passwords import PinHasher
from dealer_app.auth.roles import Permission, Role
from dealer_app.services import DealerServices, Session
from dealer_app.services.rounds import LiveRound

FAST_HASHER = PinHasher(time_cost=1, memory_cost=8, parallelism=1)

JACKPOT_HOUSE = """
jackpot_contribution_percent = 20
[jackpot_percent]
straight_flush = 1
royal_flush = 2
"""
"""House rules (a ``--house`` file) with jackpot contributions: the rounds move the meter."""


def make_users(s: DealerServices) -> dict[str, int]:
    """admin 'ada' (first run), dealers 'dan' and 'dora', pit bosses 'pat' and 'paula', trainee 'tim'."""
    admin = s.users.create_first_admin("ada", "111111")
    sig = s.users.co_sign("ada", "111111", Permission.MANAGE_USERS,
                          purpose="setup")
    ids = {"ada": admin.id}
    for name, role in (("dan", Role.DEALER), ("dora", Role.DEALER), ("pat", Role.PIT_BOSS),
                       ("paula", Role.PIT_BOSS), ("tim", Role.TRAINEE), ("adam", Role.ADMIN)):
        ids[name] = s.users.add(sig, name, role, "123456").id
        sig = s.users.co_sign("ada", "111111", Permission.MANAGE_USERS, purpose="setup")  # a co-signature signs once
    return ids


def find_round(house: Any, jackpot: int, wanted: Callable[[Mapping[str, Any]], bool], *, knobs: Any = None,
               start: int = 0, tries: int = 3000) -> Any:
    """The first generated round (seeds from ``start``) whose settlement is ``wanted``."""
    from rules.poker import RoundState
    from rules.poker.generator import generate_round

    for seed in range(start, start + tries):
        gen = generate_round(seed, house, knobs, jackpot=jackpot)
        settlement = RoundState.replay(house, gen.steps, jackpot).settlement()
        if wanted(settlement.to_json()):
            return gen
    raise AssertionError("no generated round fits")


def deal(s: DealerServices, session: Session, shift_id: int, steps: Sequence[Any]) -> LiveRound:
    """Start a round and enter ``steps`` (each committed); returns the round, not confirmed."""
    live = s.rounds.start(session, shift_id)
    for step in steps:
        live = s.rounds.apply(session, live.round_id, step)
    return live


def db_argv(store: Any) -> list[str]:
    """``--db`` (and, on a floor, ``--table``) naming the store a test opened."""
    url = getattr(store, "url", None)
    if url is not None:
        return ["--db", url, "--table", store.table]
    return ["--db", str(store.location)]


def superuser_sql(store: Any, sql: str, params: Sequence[Any] = ()) -> None:
    """Change the database behind the app's back, as its owner would (tamper tests):
    SQLite with the append-only triggers dropped, PostgreSQL as the superuser with
    the triggers disabled for this session only."""
    url = getattr(store, "url", None)
    if url is None:
        import sqlite3

        conn = sqlite3.connect(str(store.location))
        try:
            conn.execute("DROP TRIGGER IF EXISTS log_no_update")
            conn.execute(sql, params)
            conn.commit()
        finally:
            conn.close()
        return
    import psycopg

    table_id = store.table_id
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("SET session_replication_role = replica")  # triggers off, for this session only
        conn.execute(sql.replace("?", "%s").replace(" log ", " dealer.log ").replace("WHERE", "WHERE tbl = %s AND"),
                     (*params[:0], table_id, *params) if "WHERE" in sql else params)


def add_signed_adjustments(s: DealerServices) -> None:
    """Two meter adjustments, each co-signed by a pit boss (entries that use a signature)."""
    s.users.create_first_admin("ada", "246810")
    s.users.add(s.users.co_sign("ada", "246810", Permission.MANAGE_USERS, purpose="add"), "pat", Role.PIT_BOSS,
                "222222")
    for delta in (500, -200):
        s.meter.adjust(s.users.co_sign("pat", "222222", Permission.ADJUST_METER, purpose="adjust"), delta, "float")


def as_another_station(path: Any, sql: str, params: Sequence[Any] = ()) -> None:
    """Write to a SQLite store through a connection of its own, as another station's process
    on the same file would (a lease it holds, say); the app's connection sees it as any
    commit made elsewhere."""
    import sqlite3

    conn = sqlite3.connect(str(path))
    try:
        with conn:
            conn.execute(sql, params)
    finally:
        conn.close()
