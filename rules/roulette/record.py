"""Reading a ``russian-roulette-hand/1`` record (FORMATS.md) and resolving it
through the state machine: :func:`resolve_hand`.

Every problem is a line naming where it is (``setup``, ``players``,
``circle``, ``button``, ``forced_bets``, ``seat N``, ``round K action J``).
The record is checked as a whole first (fields, types, cards, set-up), so
all such problems are reported together; the actions are then played in
order and the first illegal one stops the hand.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, TypeGuard

from rules.cards import Card, CardError, parse_card
from rules.limits import MAX_AMOUNT, show_number, show_text
from rules.roulette.model import (
    Action,
    ActionKind,
    ActionRefused,
    ForcedBet,
    HandRefused,
    Player,
    RouletteResult,
    RouletteSetup,
    Structure,
    Table,
)
from rules.roulette.problem_codes import RouletteCode, RouletteProblem
from rules.roulette.state import HandState, card_problems

__all__ = ["HAND_FORMAT", "RESULT_FORMAT", "parse_hand", "play_rounds", "resolve_hand"]

HAND_FORMAT = "russian-roulette-hand/1"
RESULT_FORMAT = "russian-roulette-result/1"

_TOP_FIELDS = ("format", "setup", "button", "forced_bets", "players", "circle", "rounds")
_REQUIRED = ("format", "button", "players", "circle", "rounds")
_SETUP_FIELDS = (
    "active",
    "circle",
    "hole_cards",
    "trigger",
    "reveals_per_round",
    "pre_revealed",
    "raise_cap",
    "structure",
    "ante",
    "small_bet",
    "big_bet",
)
_NULLABLE_SETUP = ("raise_cap", "small_bet", "big_bet")
_PLAYER_FIELDS = ("seat", "stack", "hole")
_FORCED_FIELDS = ("seat", "amount")
_ACTION_FIELDS = ("seat", "action", "to")


def _show(value: object) -> str:
    """A value as a refusal line shows it: bounded, huge numbers by their size."""
    if isinstance(value, int) and not isinstance(value, bool):
        return show_number(value)
    text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."


def _is_int(value: object) -> TypeGuard[int]:
    """A whole number within the engine's bounds (every amount below ``MAX_AMOUNT``)."""
    return isinstance(value, int) and not isinstance(value, bool) and -MAX_AMOUNT < value < MAX_AMOUNT


def _unknown(obj: Mapping[str, Any], allowed: Sequence[str], where: str, out: list[RouletteProblem]) -> None:
    for key in obj:
        if key not in allowed:
            out.append(RouletteProblem.of(where, RouletteCode.UNKNOWN_FIELD, name=show_text(key)))


def _card(text: object, where: str, out: list[RouletteProblem]) -> Card | None:
    try:
        return parse_card(text)
    except CardError as e:
        out.append(RouletteProblem.of(where, RouletteCode.NOT_A_CARD, value=show_text(e.text)))
        return None


def _parse_setup(raw: object, out: list[RouletteProblem]) -> RouletteSetup | None:
    if raw is None:
        return RouletteSetup()
    if not isinstance(raw, Mapping):
        out.append(RouletteProblem.of("setup", RouletteCode.NOT_AN_OBJECT))
        return None
    _unknown(raw, _SETUP_FIELDS, "setup", out)
    before = len(out)
    values: dict[str, Any] = {}
    for key in _SETUP_FIELDS:
        if key not in raw:
            continue
        v = raw[key]
        if key == "structure":
            try:
                values[key] = Structure(v) if isinstance(v, str) else None
            except ValueError:
                values[key] = None
            if values[key] is None:
                out.append(RouletteProblem.of("setup: structure", RouletteCode.NOT_A_STRUCTURE, value=_show(v)))
        elif key == "pre_revealed":
            if not isinstance(v, list) or not all(_is_int(p) for p in v):
                out.append(RouletteProblem.of("setup: pre_revealed", RouletteCode.NOT_A_POSITION_LIST, value=_show(v)))
            else:
                values[key] = tuple(v)
        elif v is None and key in _NULLABLE_SETUP:
            values[key] = None
        elif not _is_int(v):
            out.append(RouletteProblem.of(f"setup: {key}", RouletteCode.NOT_A_WHOLE_NUMBER, value=_show(v)))
        else:
            values[key] = v
    return RouletteSetup(**values) if len(out) == before else None


def _parse_players(raw: object, out: list[RouletteProblem]) -> tuple[list[Player], dict[int, list[Card] | None]] | None:
    if not isinstance(raw, list):
        out.append(RouletteProblem.of("players", RouletteCode.NOT_A_SEAT_LIST))
        return None
    players: list[Player] = []
    holes: dict[int, list[Card] | None] = {}
    ok = True
    for k, p in enumerate(raw, start=1):
        if not isinstance(p, Mapping):
            out.append(RouletteProblem.of("players", RouletteCode.ENTRY_NOT_OBJECT, entry=k))
            ok = False
            continue
        seat = p.get("seat")
        where = f"seat {seat}" if _is_int(seat) else f"players: entry {k}"
        _unknown(p, _PLAYER_FIELDS, where, out)
        if not _is_int(seat):
            out.append(
                RouletteProblem.of(f"players: entry {k}", RouletteCode.SEAT_NOT_WHOLE, value=_show(seat))
                if "seat" in p
                else RouletteProblem.of(where, RouletteCode.FIELD_MISSING, field="seat")
            )
            ok = False
            continue
        if "stack" not in p:
            out.append(RouletteProblem.of(where, RouletteCode.FIELD_MISSING, field="stack"))
            ok = False
        elif not _is_int(p["stack"]):
            out.append(RouletteProblem.of(f"{where}: stack", RouletteCode.NOT_A_WHOLE_NUMBER, value=_show(p["stack"])))
            ok = False
        hole = p.get("hole")
        if hole is None:
            holes[seat] = None
        elif not isinstance(hole, list):
            out.append(RouletteProblem.of(f"{where}: hole", RouletteCode.HOLE_NOT_LIST))
            ok = False
        else:
            cards = [_card(t, f"{where}: hole", out) for t in hole]
            if any(c is None for c in cards):
                ok = False
            else:
                holes[seat] = [c for c in cards if c is not None]
        if ok:
            players.append(Player(seat, p["stack"]))
    return (players, holes) if ok else None


def _parse_forced(raw: object, out: list[RouletteProblem]) -> list[ForcedBet] | None:
    if raw is None:
        return []
    if not isinstance(raw, list):
        out.append(RouletteProblem.of("forced_bets", RouletteCode.NOT_A_LIST))
        return None
    bets: list[ForcedBet] = []
    ok = True
    for k, fb in enumerate(raw, start=1):
        if not isinstance(fb, Mapping):
            out.append(RouletteProblem.of("forced_bets", RouletteCode.ENTRY_NOT_OBJECT, entry=k))
            ok = False
            continue
        _unknown(fb, _FORCED_FIELDS, f"forced_bets: entry {k}", out)
        seat, amount = fb.get("seat"), fb.get("amount")
        if not _is_int(seat) or not _is_int(amount):
            out.append(RouletteProblem.of(f"forced_bets: entry {k}", RouletteCode.FORCED_NEEDS_NUMBERS, seat=_show(seat),
                                          amount=_show(amount)))
            ok = False
            continue
        bets.append(ForcedBet(seat, amount))
    return bets if ok else None


def _parse_circle(raw: object, out: list[RouletteProblem]) -> list[Card | None] | None:
    if not isinstance(raw, list):
        out.append(RouletteProblem.of("circle", RouletteCode.CIRCLE_NOT_LIST))
        return None
    cards: list[Card | None] = []
    ok = True
    for pos, t in enumerate(raw, start=1):
        if t is None:
            cards.append(None)
            continue
        c = _card(t, f"circle: position {pos}", out)
        ok = ok and c is not None
        cards.append(c)
    return cards if ok else None


def _parse_rounds(raw: object, out: list[RouletteProblem]) -> list[list[Action]] | None:
    if not isinstance(raw, list):
        out.append(RouletteProblem.of("rounds", RouletteCode.ROUNDS_NOT_LIST))
        return None
    rounds: list[list[Action]] = []
    ok = True
    for k, actions in enumerate(raw, start=1):
        if not isinstance(actions, list):
            out.append(RouletteProblem.of(f"round {k}", RouletteCode.ROUND_NOT_LIST))
            ok = False
            continue
        parsed: list[Action] = []
        for j, a in enumerate(actions, start=1):
            where = f"round {k} action {j}"
            if not isinstance(a, Mapping):
                out.append(RouletteProblem.of(where, RouletteCode.ACTION_NOT_OBJECT))
                ok = False
                continue
            seat = a.get("seat")
            if _is_int(seat):
                where += f": seat {seat}"
            _unknown(a, _ACTION_FIELDS, where, out)
            kind_text = a.get("action")
            try:
                kind = ActionKind(kind_text) if isinstance(kind_text, str) else None
            except ValueError:
                kind = None
            bad = False
            if not _is_int(seat):
                out.append(
                    RouletteProblem.of(where, RouletteCode.SEAT_NOT_WHOLE, value=_show(seat)) if "seat" in a
                    else RouletteProblem.of(where, RouletteCode.FIELD_MISSING, field="seat")
                )
                bad = True
            if kind is None:
                if "action" in a:
                    out.append(RouletteProblem.of(where, RouletteCode.NOT_AN_ACTION, value=_show(kind_text)))
                else:
                    out.append(RouletteProblem.of(where, RouletteCode.ACTION_MISSING))
                bad = True
            to = a.get("to")  # null counts as absent
            if to is not None and not _is_int(to):
                out.append(RouletteProblem.of(f"{where}: to", RouletteCode.NOT_A_WHOLE_NUMBER, value=_show(to)))
                bad = True
            if bad or not _is_int(seat) or kind is None or any(key not in _ACTION_FIELDS for key in a):
                ok = False
                continue
            parsed.append(Action(seat, kind, to))
        rounds.append(parsed)
    return rounds if ok else None


def parse_hand(hand: Mapping[str, Any]) -> tuple[HandState, list[list[Action]]]:
    """Check a record as a whole and deal it: the starting state and the
    rounds of actions to play. Raises :class:`HandRefused` with every problem."""
    out: list[RouletteProblem] = []
    if not isinstance(hand, Mapping):
        raise HandRefused([RouletteProblem.of("hand", RouletteCode.HAND_NOT_OBJECT)])
    if "format" not in hand:
        out.append(RouletteProblem.of("format", RouletteCode.FORMAT_MISSING, format=HAND_FORMAT))
    elif hand["format"] != HAND_FORMAT:
        out.append(RouletteProblem.of("format", RouletteCode.WRONG_FORMAT, value=repr(hand["format"]), format=HAND_FORMAT))
    _unknown(hand, _TOP_FIELDS, "hand", out)
    for key in _REQUIRED:
        if key not in hand and key != "format":
            out.append(RouletteProblem.of(key, RouletteCode.MISSING))
    setup = _parse_setup(hand.get("setup"), out)
    if setup is not None:
        out += setup.problems()
    button = hand.get("button")
    if "button" in hand and not _is_int(button):
        out.append(RouletteProblem.of("button", RouletteCode.BUTTON_NOT_NUMBER, value=_show(button)))
    players = _parse_players(hand["players"], out) if "players" in hand else None
    forced = _parse_forced(hand.get("forced_bets"), out)
    circle = _parse_circle(hand["circle"], out) if "circle" in hand else None
    rounds = _parse_rounds(hand["rounds"], out) if "rounds" in hand else None
    if players is not None and forced is not None and _is_int(button):
        table = Table(setup or RouletteSetup(), button, tuple(players[0]), tuple(forced))
        out += table.seat_problems()
        if setup is not None and circle is not None:
            seats = sorted(p.seat for p in players[0])
            out += card_problems(setup, seats, circle, [players[1].get(s) for s in seats])
    if out or setup is None or players is None or forced is None or circle is None or rounds is None:
        raise HandRefused(out or [RouletteProblem.of("hand", RouletteCode.CANNOT_READ)])
    assert _is_int(button)
    table = Table(setup, button, tuple(players[0]), tuple(forced))
    state = HandState.start(table, circle=circle, holes=players[1])
    return state, rounds


def play_rounds(state: HandState, rounds: Sequence[Sequence[Action]]) -> HandState:
    """Play recorded rounds through the state machine. Round K of the record is
    betting round K; a round without betting may be absent or an empty list,
    and so may every round after the hand has ended. Raises :class:`HandRefused`
    with the first illegal action, or when the record stops while betting is owed."""
    try:
        for k, actions in enumerate(rounds, start=1):
            for j, action in enumerate(actions, start=1):
                # the rounds with betting are always rounds 1..P, P = rounds played so far
                if state.is_complete and k > len(state.trigger_after_round):
                    code, params = _no_round_reason(state, k)
                    raise ActionRefused(k, j, action.seat, code, **params)
                if state.round != k:
                    now = None if state.is_complete else state.round
                    raise ActionRefused(k, j, action.seat, RouletteCode.ROUND_CLOSED, round=k, now=now)
                state = state.apply(action)
            if state.round == k and not state.is_complete:
                raise HandRefused([_owed(state)])
    except ActionRefused as e:
        raise HandRefused([e.line]) from None
    if not state.is_complete:
        raise HandRefused([_owed(state)])
    return state


def _owed(state: HandState) -> RouletteProblem:
    return RouletteProblem.of(f"round {state.round}", RouletteCode.BETTING_OWED, seat=state.to_act)


def _no_round_reason(state: HandState, k: int) -> tuple[RouletteCode, dict[str, object]]:
    if state.winner_by_folds is not None:
        return RouletteCode.WON_BY_FOLDS_IN_ROUND, {"seat": state.winner_by_folds, "round": state.round}
    if k > state.rounds_scheduled:
        return RouletteCode.ONLY_ROUNDS, {"rounds": state.rounds_scheduled}
    return RouletteCode.ROUND_WITHOUT_BETTING, {"round": k}


def resolve_hand(hand: Mapping[str, Any]) -> RouletteResult:
    """Resolve one ``russian-roulette-hand/1`` record (a parsed JSON object).

    Returns the result (``to_json()`` gives FORMATS.md's output); raises
    :class:`HandRefused` whose ``problems`` name every problem found."""
    state, rounds = parse_hand(hand)
    return play_rounds(state, rounds).result()
