"""A store with people and an open shift, and hands played through the
:class:`~dealer_app.services.roulette.RouletteService` the way the tracker plays
them (each turned card named when it is turned, hole cards at the showdown)."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import clock_support

from dealer_app.auth.passwords import PinHasher
from dealer_app.auth.roles import Permission, Role
from dealer_app.services import DealerServices, Session
from dealer_app.services.roulette import LiveHand, RouletteService
from rules.cards import parse_card
from rules.roulette import Action, ActionKind, parse_hand

FAST_HASHER = PinHasher(time_cost=1, memory_cost=8, parallelism=1)
EXAMPLES = Path(__file__).resolve().parents[2].parent / "shared" / "contract" / "examples"


class Clock(clock_support.Clock):
    """The test clock from 2026-03-14 19:00 UTC onwards."""

    def __init__(self, start: int = 1_773_514_800_000_000) -> None:
        super().__init__(start)


@dataclass
class Table:
    services: DealerServices
    roulette: RouletteService
    dealer: Session
    shift_id: int
    db: Path


def open_table(db: Path, clock: Clock | None = None) -> Table:
    s = DealerServices.open(db, station="table-3", hasher=FAST_HASHER, clock=clock or Clock())
    s.users.create_first_admin("ada", "111111")
    sig = s.users.co_sign("ada", "111111", Permission.MANAGE_USERS, purpose="setup")
    for name, role in (("dan", Role.DEALER), ("pat", Role.PIT_BOSS), ("paula", Role.PIT_BOSS)):
        s.users.add(sig, name, role, "123456")
        sig = s.users.co_sign("ada", "111111", Permission.MANAGE_USERS, purpose="setup")  # signs once
    dan = s.users.sign_in("dan", "123456")
    shift = s.shifts.open(dan, "3")
    return Table(s, RouletteService(s.ctx), dan, shift.id, db)


def example(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((EXAMPLES / name).read_text(encoding="utf-8"))
    return data


def random_hands(*, bad: bool = False) -> list[tuple[str, dict[str, Any]]]:
    out = []
    for line in (EXAMPLES / "random-roulette.jsonl").read_text(encoding="utf-8").splitlines():
        d = json.loads(line)
        if d["name"].startswith("bad") == bad:
            out.append((d["name"], d["hand"]))
    return out


def actions_of(hand: Mapping[str, Any]) -> list[Action]:
    return [Action(int(a["seat"]), ActionKind(a["action"]), a.get("to")) for rnd in hand["rounds"] for a in rnd]


def name_turned(t: Table, live: LiveHand, hand: Mapping[str, Any]) -> LiveHand:
    while live.unnamed_turned:
        pos = live.unnamed_turned[0]
        live = t.roulette.turn_card(t.dealer, live.hand_id, pos, parse_card(hand["circle"][pos - 1]))
    return live


def play(t: Table, hand: Mapping[str, Any], *, actions: int | None = None, live: LiveHand | None = None,
         start_at: int = 0) -> LiveHand:
    """Deal ``hand`` (unless ``live`` is given) and play its actions from ``start_at`` (``actions`` of them, or
    all, then the showdown's hole cards)."""
    if live is None:
        state, _rounds = parse_hand(hand)
        live = t.roulette.start(t.dealer, t.shift_id, state.table)
    todo = actions_of(hand)[start_at:]
    if actions is not None:
        todo = todo[:actions]
    for a in todo:
        live = name_turned(t, live, hand)
        live = t.roulette.act(t.dealer, live.hand_id, a)
    live = name_turned(t, live, hand)
    if actions is None and live.complete and live.state.winner_by_folds is None:
        for p in hand["players"]:
            seat = int(p["seat"])
            view = next(v for v in live.state.seats() if v.seat == seat)
            if not view.folded:
                live = t.roulette.show_hole(t.dealer, live.hand_id, seat, [parse_card(c) for c in p["hole"]])
    return live


def seen_result(hand: Mapping[str, Any]) -> dict[str, Any]:
    """``resolve_hand`` on the record as a tracker sees it (never-turned circle cards unknown)."""
    from rules.roulette import resolve_hand

    full = resolve_hand(hand).to_json()
    turned = set(full["reveal_order"])
    seen = dict(hand, circle=[c if pos in turned else None for pos, c in enumerate(hand["circle"], 1)])
    return resolve_hand(seen).to_json()
