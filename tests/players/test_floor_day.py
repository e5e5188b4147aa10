"""A simulated floor day: 20 players moving between three tables, every figure checked
against an independent re-settlement of the tables' exports (``settle --batch``)."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest
from cli_support import run_main
from players_helpers import FAST_HASHER, co, make_people

from dealer_app.auth.roles import Permission
from dealer_app.services import DealerServices
from dealer_app.services.owed import house_total
from dealer_app.services.simulate import Simulator
from dealer_app.services.simulate_players import PlayerFloor
from rules.poker.generator import GeneratorKnobs

TABLES = ("T1", "T2", "T3")


def _house_nets(db: Path, shift_id: int, tmp: Path) -> dict[int, dict[int, int]]:
    """Each round's house net per box, from ``export`` re-settled by ``settle --batch``."""
    exported = tmp / f"shift-{shift_id}.jsonl"
    ran = run_main("export", "--db", str(db), "--shift", str(shift_id), "--out", str(exported))
    assert ran.returncode == 0, ran.err
    ids = [json.loads(line)["id"] for line in exported.read_text().splitlines() if line.strip()]
    ran = run_main("settle", "--batch", str(exported))
    assert ran.returncode == 0, ran.err
    out = {}
    for rid, line in zip(ids, ran.out.splitlines(), strict=True):
        settled = json.loads(line)
        out[int(rid)] = {int(b["box"]): -int(b["net"]) for b in settled["boxes"]}
    return out


@pytest.mark.slow
@pytest.mark.parametrize("cover_all", [False, True], ids=["coming-and-going", "every-box-rated"])
def test_a_floor_day_with_twenty_players(tmp_path: Path, cover_all: bool) -> None:
    db = tmp_path / "floor.db"
    with DealerServices.open(db, hasher=FAST_HASHER) as s:
        floor = PlayerFloor(s, 11, 20, cover_all=cover_all)
        knobs = GeneratorKnobs(box_played=1000) if cover_all else None
        Simulator(s, seed=11, knobs=knobs, players=floor).run(30, table=TABLES[0], more_tables=TABLES[1:])
        shifts = [sh for sh in s.shifts.all_shifts() if sh.table_name in TABLES]
        nets: dict[int, dict[int, int]] = {}
        for sh in shifts:
            nets.update(_house_nets(db, sh.id, tmp_path))
        # a pit boss rules a rated box after settlement and voids a round: the ratings follow
        make_people(s)
        rated = sorted({rid for x in s.players.fold().sessions.values() for rid, b in x.rounds.items()
                        if rid in nets and set(b) & set(nets[rid])})
        ruled_round, voided_round = rated[len(rated) // 3], rated[2 * len(rated) // 3]
        ruled_box = min(nets[ruled_round])
        ruled_shift = s.read.round_row(ruled_round).shift_id
        s.rounds.rule(co(s, "pat", Permission.RULE, shift_id=ruled_shift), ruled_round, ruled_box,
                      -nets[ruled_round][ruled_box] + 12_345, "camera review",
                      second=co(s, "ada", Permission.SECOND_SIGN, shift_id=ruled_shift))  # the shift is closed
        nets[ruled_round][ruled_box] -= 12_345  # the house's side of the box's ruled net
        void_shift = s.read.round_row(voided_round).shift_id
        s.rounds.void(co(s, "pat", Permission.VOID, shift_id=void_shift), voided_round, "misdeal found on camera",
                      second=co(s, "ada", Permission.SECOND_SIGN, shift_id=void_shift))  # the shift is closed
        del nets[voided_round]
        touched = {ruled_round, voided_round}
        fold = s.players.fold()
        sessions = [x for x in fold.sessions.values() if x.shift_id in {sh.id for sh in shifts}]
        assert len({x.player for x in sessions if x.player}) >= 5 and any(x.player is None for x in sessions)
        assert len({x.table for x in sessions}) == 3
        moved = {x.player for x in sessions if x.player and
                 len({y.table for y in sessions if y.player == x.player}) > 1}
        assert moved, "some registered player moved between tables"
        for x in sessions:
            assert not x.open
            # the session's actual win: the house's net on the player's boxes over its rounds, re-settled
            expected = sum(nets[rid].get(box, 0) for rid, boxes in x.rounds.items() if rid in nets for box in boxes)
            assert x.actual_win == expected, x.session
            hands = sum(1 for rid, boxes in x.rounds.items() if rid in nets for box in boxes if box in nets[rid])
            assert x.hands == hands
            if x.hands:
                assert x.average_bet_exact * x.hands == x.total_wagered
                assert abs(x.average_bet * x.hands - x.total_wagered) <= x.hands // 2 + 1
            assert x.recorded is not None
            if not touched & set(x.rounds):  # what it recorded on leaving still stands
                assert dict(x.recorded) == x.recordable()
        table_result = sum(sum(box_nets.values()) for box_nets in nets.values())
        assert table_result == sum(house_total(r.owed for r in s.read.rounds(sh.id))[1] for sh in shifts)
        rated = sum(x.actual_win for x in sessions)
        if cover_all:
            assert rated == table_result  # every box rated: the sessions add up to the tables
            assert sum(x.hands for x in sessions) == sum(len(b) for b in nets.values())
        else:
            assert sum(x.hands for x in sessions) < sum(len(b) for b in nets.values())
        assert s.verify().ok
        # the cage's records of the day: each patron's aggregates, simulated and apart
        day = shifts[0].gaming_day
        txs = [t for t in s.aml.fold().transactions if t.day == day]
        assert txs and all(t.simulated for t in txs)
        assert Fraction(sum(x.total_wagered for x in sessions)) >= 0


@pytest.mark.slow
def test_simulate_players_from_the_command_line(tmp_path: Path) -> None:
    db = tmp_path / "sim.db"
    ran = run_main("simulate", "--db", str(db), "--rounds", "8", "--seed", "4", "--players", "6", "--table", "T1",
                   "--also-table", "T2", "--quiet")
    assert ran.returncode == 0, ran.err
    assert run_main("audit", "verify", "--db", str(db)).returncode == 0
    with DealerServices.open(db, hasher=FAST_HASHER) as s:
        sessions = list(s.players.fold().sessions.values())
        assert sessions and all(not x.open for x in sessions) and {x.table for x in sessions} <= {"T1", "T2"}
        assert s.aml.fold().transactions
    ran = run_main("simulate", "--db", str(db), "--rounds", "1", "--also-table", "T2", "--quiet")
    assert ran.returncode == 2 and "--also-table" in ran.err


def test_the_house_advantage_estimate_is_seeded_and_near_the_defaults() -> None:
    from dealer_app.players.edges import estimate_edges
    from dealer_app.players.house_rules import DEFAULT_EDGES_PPM
    from rules.poker.house import HouseRules

    a, b = estimate_edges(HouseRules(), 400, seed=7), estimate_edges(HouseRules(), 400, seed=7)
    assert a == b and a.edges_ppm["fees"] == 1_000_000 and a.errors_ppm["fees"] == 0
    for t in ("ante", "bet"):  # the shipped defaults (150,000 rounds) within four standard errors
        assert abs(a.edges_ppm[t] - DEFAULT_EDGES_PPM[t]) <= 4 * a.errors_ppm[t], t
