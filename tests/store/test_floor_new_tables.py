"""Finding 5 on the floor: ``simulate --table Xn`` does not make tables at will on a floor
that has people (each new table a fresh set of PIN guesses); an administrator's PIN
(``--by``, checked and logged on one of the floor's tables) is asked first."""

from __future__ import annotations

from pathlib import Path

from cli_support import run_main
from pg_server import fresh_database
from store_helpers import FAST_HASHER, make_users

from dealer_app.services import DealerServices
from dealer_app.store.postgres import floor_tables
from dealer_app.store.records import EntryKind


class _Ran:
    def __init__(self, code: int, err: str) -> None:
        self.code, self.err = code, err


def run_cli(argv: list[str], stdin: str = "") -> _Ran:
    ran = run_main(*argv, stdin=stdin.encode())
    return _Ran(ran.returncode, ran.stderr.decode("utf-8", "replace"))


def test_simulate_makes_no_table_on_a_floor_with_people_without_an_admin_pin(pg_server: str, tmp_path: Path) -> None:
    with fresh_database(pg_server, floor=True) as url:
        # a new floor is the simulator's to fill
        assert run_cli(["simulate", "--db", url, "--table", "T1", "--rounds", "1", "--quiet"]).code == 0
        with DealerServices.open(url, table="T1", station="T1", hasher=FAST_HASHER) as s:
            make_users(s)
        before = floor_tables(url)
        assert "T1" in before
        # the tester's steps: simulate into new tables X1..X8 (then guess pat's PIN on each)
        for n in range(1, 9):
            res = run_cli(["simulate", "--db", url, "--table", f"X{n}", "--rounds", "1", "--quiet"])
            assert res.code == 2, res.err
            assert "only with an administrator's PIN (--by NAME)" in res.err
        assert floor_tables(url) == before
        # a dealer's PIN does not do; a wrong PIN is a failed attempt on the floor's table
        res = run_cli(["simulate", "--db", url, "--table", "X1", "--rounds", "1", "--quiet", "--by", "dan",
                       "--pin-stdin"], stdin="123456\n")
        assert res.code != 0 and floor_tables(url) == before
        res = run_cli(["simulate", "--db", url, "--table", "X1", "--rounds", "1", "--quiet", "--by", "ada",
                       "--pin-stdin"], stdin="000000\n")
        assert res.code != 0 and floor_tables(url) == before
        # the administrator's PIN makes it, and T1's chain says who authorised it
        res = run_cli(["simulate", "--db", url, "--table", "X1", "--rounds", "1", "--quiet", "--by", "ada",
                       "--pin-stdin"], stdin="111111\n")
        assert res.code == 0, res.err
        assert floor_tables(url) == sorted([*before, "X1"])
        with DealerServices.open(url, table="T1", station="T1", hasher=FAST_HASHER) as s:
            signed = [e for e in s.store.entries_of_kind([EntryKind.CO_SIGNED])
                      if e.payload.get("purpose") == "make table X1 for a simulation"]
            assert len(signed) == 1 and signed[0].actor == s.store.user_by_name("ada").id  # type: ignore[union-attr]
            failed = s.store.entries_of_kind([EntryKind.SIGN_IN_FAILED])
            assert len(failed) >= 1
