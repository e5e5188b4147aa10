"""A service's refusal that ends with the engine's own words reads wholly in Russian.

Each scenario drives the services (a real SQLite store) into the refusal; the English
message stays exactly as it was (tests and the command line read it), and the Russian
the UI shows (``ui.kit.explained.refusal_text``) renders the engine's part from its
types: no Latin word is left but card codes.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast

import pytest
from clock_support import Clock

from dealer_app.auth.passwords import PinHasher
from dealer_app.auth.roles import Permission, Role
from dealer_app.cli.lang import worded
from dealer_app.services import DealerServices, EntryKind, ServiceError, Session, StateError
from dealer_app.services.roulette import LiveHand, ReplayError, RouletteKind, RouletteService, table_record
from dealer_app.services.rounds import LateEntry, required_approvals
from dealer_app.services.rounds import ReplayError as RoundReplayError
from dealer_app.store import NewEntry
from rules.cards import parse_card
from rules.poker import RoundState, StepRefused
from rules.poker.generator import generate_round
from rules.poker.steps import step_from_json
from rules.roulette import Action, ActionKind, ActionRefused, HandRefused, parse_hand
from rules.roulette.problem_codes import RouletteCode, RouletteProblem
from ui.kit.explained import refusal_text, set_ui_language

FAST_HASHER = PinHasher(time_cost=1, memory_cost=8, parallelism=1)
HOUR_US = 3600 * 1_000_000
CARD_CODE = re.compile(r"(?<![A-Za-z])(?:[2-9TJQKA][shdc])(?![A-Za-z])")
LATIN_WORD = re.compile(r"[A-Za-z]+")


def english_left(text: str) -> list[str]:
    """The Latin words of ``text`` that are not card codes."""
    return LATIN_WORD.findall(CARD_CODE.sub("", text))


def russian(exc: BaseException) -> str:
    """The refusal as a Russian screen shows it."""
    set_ui_language("ru")
    try:
        return refusal_text(exc)
    finally:
        set_ui_language("en")


@dataclass
class Table:
    s: DealerServices
    dan: Session
    shift_id: int


@pytest.fixture
def table(tmp_path: Path) -> Iterator[Table]:
    s = DealerServices.open(tmp_path / "shift.db", station="table-1", hasher=FAST_HASHER, clock=Clock())
    s.users.create_first_admin("ada", "111111")
    for name, role in (("dan", Role.DEALER), ("pat", Role.PIT_BOSS)):
        sig = s.users.co_sign("ada", "111111", Permission.MANAGE_USERS, purpose="setup")
        s.users.add(sig, name, role, "123456")
    dan = s.users.sign_in("dan", "123456")
    shift = s.shifts.open(dan, "T1")
    yield Table(s, dan, shift.id)
    s.close()


# ---------------------------------------------------------------------------------------------- Russian Poker


def _round(t: Table, seed: int = 0) -> Any:
    return generate_round(seed, t.s.house.current("default").rules, None, jackpot=t.s.meter.value())


def _first_wanted(t: Table, steps: list[Any]) -> str | None:
    state = RoundState.replay(t.s.house.current("default").rules, steps, t.s.meter.value())
    return next((e.prompt for e in state.expected() if not e.optional), None)


def _unfinished(t: Table) -> list[Any]:
    """The longest start of a generated round that still waits for an entry."""
    steps = list(_round(t).steps)
    while _first_wanted(t, steps) is None:
        steps.pop()
    return steps


def test_an_incomplete_round_says_what_it_waits_for_in_russian(table: Table) -> None:
    t = table
    steps = _unfinished(t)
    live = t.s.rounds.start(t.dan, t.shift_id)
    for step in steps:
        live = t.s.rounds.apply(t.dan, live.round_id, step)
    with pytest.raises(StateError) as caught:
        t.s.rounds.confirm(t.dan, live.round_id)
    prompt = _first_wanted(t, steps)
    assert str(caught.value) == f"round {live.number} is not complete: next: {prompt}"
    ru = russian(caught.value)
    assert ru.startswith(f"раунд {live.number} не завершён: далее: ") and english_left(ru) == [], ru
    assert refusal_text(caught.value) == str(caught.value)  # an English screen: the message itself


def test_an_incomplete_paper_round_says_what_it_waits_for_in_russian(table: Table) -> None:
    t = table
    steps = _unfinished(t)
    pat = t.s.users.co_sign("pat", "123456", Permission.ENTER_LATE, purpose="enter_late", shift_id=t.shift_id)
    with pytest.raises(StateError) as caught:
        t.s.rounds.enter_late(pat, t.shift_id, steps, LateEntry(t.s.ctx.clock() - HOUR_US))
    assert str(caught.value) == f"the paper round is not complete: next: {_first_wanted(t, steps)}"
    ru = russian(caught.value)
    assert ru.startswith("бумажный раунд не завершён: далее: ") and english_left(ru) == [], ru
    # the command line's way: the message and the detail it carries
    assert worded(caught.value, "ru") == ru


def test_a_refused_step_of_a_paper_round_is_worded_in_russian(table: Table) -> None:
    t = table
    steps = list(_round(t).steps)
    house = t.s.house.current("default").rules
    state = RoundState.replay(house, steps[:1], t.s.meter.value())
    with pytest.raises(StepRefused) as engine:
        state.apply(steps[-1])
    pat = t.s.users.co_sign("pat", "123456", Permission.ENTER_LATE, purpose="enter_late", shift_id=t.shift_id)
    with pytest.raises(ServiceError) as caught:
        t.s.rounds.enter_late(pat, t.shift_id, [steps[0], steps[-1]], LateEntry(t.s.ctx.clock() - HOUR_US))
    assert str(caught.value) == f"step 2 of the paper round: {'; '.join(engine.value.lines)}"
    ru = russian(caught.value)
    assert ru.startswith("шаг 2 бумажного раунда: ") and english_left(ru) == [], ru


def test_an_amount_in_a_refused_paper_step_is_money_in_russian(table: Table) -> None:
    t = table
    house = t.s.house.current("default").rules
    low = step_from_json({"kind": "place_bet", "box": 1, "ante": 1, "bonus": 0, "dark": False})
    with pytest.raises(StepRefused) as engine:
        RoundState.new(house, jackpot=t.s.meter.value()).apply(low)
    pat = t.s.users.co_sign("pat", "123456", Permission.ENTER_LATE, purpose="enter_late", shift_id=t.shift_id)
    with pytest.raises(ServiceError) as caught:
        t.s.rounds.enter_late(pat, t.shift_id, [low], LateEntry(t.s.ctx.clock() - HOUR_US))
    assert str(caught.value) == f"step 1 of the paper round: {'; '.join(engine.value.lines)}"
    assert "ante: 1 is below the minimum Ante" in str(caught.value)  # the contract's minor units
    ru = russian(caught.value)
    assert ru.startswith("шаг 1 бумажного раунда: бокс 1: анте: 0,01\xa0€ — меньше минимального анте"), ru
    assert english_left(ru) == [], ru


def test_payouts_held_for_a_pit_boss_are_named_in_russian(table: Table) -> None:
    t = table
    admin = t.s.users.co_sign("ada", "111111", Permission.EDIT_SETTINGS, purpose="settings")
    t.s.settings.update(admin, approval_threshold=1)  # every payout waits for a pit boss
    house, jackpot = t.s.house.current("default").rules, t.s.meter.value()

    def held_payouts(steps: Any) -> bool:
        settlement = RoundState.replay(house, steps, jackpot).settlement()
        return settlement is not None and bool(required_approvals(settlement, 1))

    steps = next(g.steps for g in (generate_round(seed, house, None, jackpot=jackpot) for seed in range(500))
                 if held_payouts(g.steps))
    live = t.s.rounds.start(t.dan, t.shift_id)
    for step in steps:
        live = t.s.rounds.apply(t.dan, live.round_id, step)
    items = t.s.rounds.approval_state(live.round_id).required
    held = ", ".join(f"box {i.box}: {'jackpot share' if i.kind == 'jackpot' else 'payout'} €{i.amount / 100:,.2f}"
                     for i in items)  # in the house currency, as every message shows money
    assert held.startswith("box ")
    with pytest.raises(StateError) as caught:
        t.s.rounds.confirm(t.dan, live.round_id)
    assert str(caught.value) == f"waiting for a pit boss to approve: {held}"
    ru = russian(caught.value)
    assert ru.startswith("ждёт утверждения пит-боссом: бокс ") and "\xa0€" in ru and english_left(ru) == [], ru
    pat = t.s.users.co_sign("pat", "123456", Permission.REFUSE, purpose="refuse", shift_id=t.shift_id)
    t.s.rounds.refuse(pat, live.round_id, "chips miscounted")
    with pytest.raises(StateError) as caught:
        t.s.rounds.confirm(t.dan, live.round_id)
    assert str(caught.value) == f"refused by a pit boss ({held}): correct the entries, or a pit boss rules"
    ru = russian(caught.value)
    assert ru.startswith("отклонено пит-боссом (бокс ") and english_left(ru) == [], ru


def _append_step(t: Table, round_id: int, payload: dict[str, Any]) -> int:
    return t.s.store.append([NewEntry(EntryKind.STEP, payload, t.dan.user.id, "table-1", t.shift_id, round_id)])[0].seq


@pytest.mark.parametrize("stored", ["refused", "unreadable step", "no step"])
def test_a_round_that_cannot_be_replayed_is_worded_in_russian(table: Table, stored: str) -> None:
    t = table
    steps = list(_round(t).steps)
    live = t.s.rounds.start(t.dan, t.shift_id)
    live = t.s.rounds.apply(t.dan, live.round_id, steps[0])
    house = t.s.house.current("default").rules
    if stored == "refused":  # the showdown before the bets are closed (the engine, or the data, changed)
        with pytest.raises(StepRefused) as engine:
            RoundState.replay(house, steps[:1], t.s.meter.value()).apply(steps[-1])
        payload: dict[str, Any] = {"n": 2, "step": steps[-1].to_json()}
        why = str(engine.value)
    elif stored == "unreadable step":
        payload, why = {"n": 2, "step": {"kind": 7}}, "round: kind: 7 is not a step"
    else:
        payload, why = {"n": 2}, "'step'"
    seq = _append_step(t, live.round_id, payload)
    t.s.rounds.forget(live.round_id)
    with pytest.raises(RoundReplayError) as caught:
        t.s.rounds.live(live.round_id)
    assert str(caught.value) == f"round {live.round_id}: step 2 (entry {seq}) cannot be replayed: {why}"
    ru = russian(caught.value)
    assert ru.startswith(f"раунд {live.round_id}: шаг 2 (запись {seq}) не воспроизводится: "), ru
    assert english_left(ru) == [], ru


# ------------------------------------------------------------------------------------------ Russian Roulette

HAND: dict[str, Any] = {
    "format": "russian-roulette-hand/1",
    "setup": {"active": 3, "circle": 5, "hole_cards": 2, "trigger": 1, "reveals_per_round": 1, "pre_revealed": [],
              "raise_cap": None, "structure": "no_limit", "ante": 0},
    "button": 1,
    "forced_bets": [{"seat": 2, "amount": 5}, {"seat": 3, "amount": 10}],
    "players": [{"seat": 1, "stack": 1000, "hole": ["Kh", "Qh"]}, {"seat": 2, "stack": 1000, "hole": ["8c", "8d"]},
                {"seat": 3, "stack": 1000, "hole": ["Ah", "2d"]}],
    "circle": ["7h", "Ks", "Kd", "2c", "9s"],
    "rounds": [
        [{"seat": 1, "action": "call"}, {"seat": 2, "action": "call"}, {"seat": 3, "action": "check"}],
        [{"seat": 2, "action": "check"}, {"seat": 3, "action": "check"}, {"seat": 1, "action": "bet", "to": 20},
         {"seat": 2, "action": "call"}, {"seat": 3, "action": "fold"}],
        [{"seat": 2, "action": "check"}, {"seat": 1, "action": "check"}],
        [{"seat": 2, "action": "check"}, {"seat": 1, "action": "check"}],
        [{"seat": 2, "action": "bet", "to": 40}, {"seat": 1, "action": "raise", "to": 120},
         {"seat": 2, "action": "call"}],
        [{"seat": 2, "action": "check"}, {"seat": 1, "action": "check"}],
    ],
}


def _start(t: Table) -> tuple[RouletteService, LiveHand]:
    roulette = RouletteService(t.s.ctx)
    state, _rounds = parse_hand(HAND)
    return roulette, roulette.start(t.dan, t.shift_id, state.table)


def _played(t: Table) -> tuple[RouletteService, LiveHand]:
    """The whole betting of :data:`HAND`, every turned card named, no hole cards yet."""
    roulette, live = _start(t)
    for rnd in HAND["rounds"]:
        for a in rnd:
            while live.unnamed_turned:
                pos = live.unnamed_turned[0]
                live = roulette.turn_card(t.dan, live.hand_id, pos, parse_card(HAND["circle"][pos - 1]))
            live = roulette.act(t.dan, live.hand_id, Action(a["seat"], ActionKind(a["action"]), a.get("to")))
    while live.unnamed_turned:
        pos = live.unnamed_turned[0]
        live = roulette.turn_card(t.dan, live.hand_id, pos, parse_card(HAND["circle"][pos - 1]))
    assert live.complete
    return roulette, live


def test_a_hand_without_its_showdown_cards_says_so_in_russian(table: Table) -> None:
    roulette, live = _played(table)
    missing = live.state.missing_cards()
    with pytest.raises(StateError) as caught:
        roulette.complete(table.dan, live.hand_id)
    assert str(caught.value) == f"hand {live.number}: {missing[0]}" == f"hand {live.number}: seat 1: hole: {missing[0].message}"
    ru = russian(caught.value)
    assert ru.startswith(f"раздача {live.number}: место 1: карты на руке: ") and english_left(ru) == [], ru


def test_a_hand_that_does_not_resolve_is_worded_in_russian(table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    roulette, live = _played(table)
    for seat in (1, 2):
        player = next(p for p in HAND["players"] if p["seat"] == seat)
        live = roulette.show_hole(table.dan, live.hand_id, seat, [parse_card(c) for c in player["hole"]])
    problem = RouletteProblem.of("circle", RouletteCode.CIRCLE_COUNT, count=4, circle=5)

    def changed_engine(record: Any) -> Any:  # the engine reads the record differently now
        raise HandRefused([problem])

    monkeypatch.setattr("dealer_app.services.roulette.resolve_hand", changed_engine)
    with pytest.raises(ReplayError) as caught:
        roulette.complete(table.dan, live.hand_id)
    assert str(caught.value) == f"hand {live.number}: the recorded hand does not resolve: {problem}"
    ru = russian(caught.value)
    assert ru.startswith(f"раздача {live.number}: записанная раздача не разрешается: круг: "), ru
    assert english_left(ru) == [], ru


def _append_roulette(t: Table, kind: RouletteKind, payload: dict[str, Any], hand_id: int | None = None) -> int:
    entry = NewEntry(cast(EntryKind, kind), payload, t.dan.user.id, "table-1", t.shift_id, None, hand_id)
    return t.s.store.append([entry])[0].seq


def test_a_hand_whose_set_up_cannot_be_replayed_is_worded_in_russian(table: Table) -> None:
    t = table
    record = table_record(parse_hand(HAND)[0].table)
    record["setup"] = dict(record["setup"], hole_cards=1)  # the engine, or the data, changed
    with pytest.raises(HandRefused) as engine:
        parse_hand(record)
    hand_id = _append_roulette(t, RouletteKind.HAND_STARTED, {"number": 1, "dealer": t.dan.user.id, "hand": record,
                                                              "warnings": []})
    with pytest.raises(ReplayError) as caught:
        RouletteService(t.s.ctx).live(hand_id)
    assert str(caught.value) == f"hand {hand_id}: its set-up cannot be replayed: {engine.value}"
    ru = russian(caught.value)
    assert ru.startswith(f"раздача {hand_id}: её настройка не воспроизводится: настройка: "), ru
    assert english_left(ru) == [], ru


@pytest.mark.parametrize("stored", ["refused", "no seat", "not a card"])
def test_a_hand_entry_that_cannot_be_replayed_is_worded_in_russian(table: Table, stored: str) -> None:
    t = table
    _roulette, live = _start(t)
    if stored == "refused":  # a raise below the minimum (the engine, or the data, changed)
        with pytest.raises(ActionRefused) as engine:
            live.state.apply(Action(1, ActionKind.RAISE, 11))
        kind, payload = RouletteKind.ACTION, {"n": 1, "round": 1, "index": 1, "seat": 1, "action": "raise", "to": 11}
        why = str(engine.value)
    elif stored == "no seat":
        kind, payload, why = RouletteKind.ACTION, {"n": 1, "round": 1, "index": 1, "action": "call"}, "'seat'"
    else:
        kind, payload, why = RouletteKind.CARD, {"n": 1, "position": 1, "card": "Zz"}, "'Zz' is not a card"
    seq = _append_roulette(t, kind, payload, live.hand_id)
    with pytest.raises(ReplayError) as caught:
        RouletteService(t.s.ctx).live(live.hand_id)
    assert str(caught.value) == f"hand {live.hand_id}: entry {seq} cannot be replayed: {why}"
    ru = russian(caught.value)
    assert ru.startswith(f"раздача {live.hand_id}: запись {seq} не воспроизводится: "), ru
    assert english_left(ru) == [], ru
