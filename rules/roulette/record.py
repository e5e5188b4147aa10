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


def _unknown(obj: Mapping[str, Any], allowed: Sequence[str], where: str, out: list[str]) -> None:
    for key in obj:
        if key not in allowed:
            out.append(f"{where}: unknown field {show_text(key)}")


def _card(text: object, where: str, out: list[str]) -> Card | None:
    try:
        return parse_card(text)
    except CardError as e:
        out.append(f"{where}: {e}")
        return None


def _parse_setup(raw: object, out: list[str]) -> RouletteSetup | None:
    if raw is None:
        return RouletteSetup()
    if not isinstance(raw, Mapping):
        out.append("setup: must be an object")
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
                out.append(f"setup: structure: {_show(v)} is not no_limit or fixed_limit")
        elif key == "pre_revealed":
            if not isinstance(v, list) or not all(_is_int(p) for p in v):
                out.append(f"setup: pre_revealed: {_show(v)} must be a list of positions")
            else:
                values[key] = tuple(v)
        elif v is None and key in _NULLABLE_SETUP:
            values[key] = None
        elif not _is_int(v):
            out.append(f"setup: {key}: {_show(v)} is not a whole number")
        else:
            values[key] = v
    return RouletteSetup(**values) if len(out) == before else None


def _parse_players(raw: object, out: list[str]) -> tuple[list[Player], dict[int, list[Card] | None]] | None:
    if not isinstance(raw, list):
        out.append("players: must be a list of seats")
        return None
    players: list[Player] = []
    holes: dict[int, list[Card] | None] = {}
    ok = True
    for k, p in enumerate(raw, start=1):
        if not isinstance(p, Mapping):
            out.append(f"players: entry {k} must be an object")
            ok = False
            continue
        seat = p.get("seat")
        where = f"seat {seat}" if _is_int(seat) else f"players: entry {k}"
        _unknown(p, _PLAYER_FIELDS, where, out)
        if not _is_int(seat):
            out.append(
                f"players: entry {k}: seat {_show(seat)} is not a whole number"
                if "seat" in p
                else f"{where}: seat is missing"
            )
            ok = False
            continue
        if "stack" not in p:
            out.append(f"{where}: stack is missing")
            ok = False
        elif not _is_int(p["stack"]):
            out.append(f"{where}: stack: {_show(p['stack'])} is not a whole number")
            ok = False
        hole = p.get("hole")
        if hole is None:
            holes[seat] = None
        elif not isinstance(hole, list):
            out.append(f"{where}: hole: must be a list of cards, or null when never shown")
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


def _parse_forced(raw: object, out: list[str]) -> list[ForcedBet] | None:
    if raw is None:
        return []
    if not isinstance(raw, list):
        out.append("forced_bets: must be a list")
        return None
    bets: list[ForcedBet] = []
    ok = True
    for k, fb in enumerate(raw, start=1):
        if not isinstance(fb, Mapping):
            out.append(f"forced_bets: entry {k} must be an object")
            ok = False
            continue
        _unknown(fb, _FORCED_FIELDS, f"forced_bets: entry {k}", out)
        seat, amount = fb.get("seat"), fb.get("amount")
        if not _is_int(seat) or not _is_int(amount):
            out.append(f"forced_bets: entry {k}: needs a whole-number seat and amount, not {_show(seat)} and {_show(amount)}")
            ok = False
            continue
        bets.append(ForcedBet(seat, amount))
    return bets if ok else None


def _parse_circle(raw: object, out: list[str]) -> list[Card | None] | None:
    if not isinstance(raw, list):
        out.append("circle: must be a list of cards (null for a position never turned)")
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


def _parse_rounds(raw: object, out: list[str]) -> list[list[Action]] | None:
    if not isinstance(raw, list):
        out.append("rounds: must be a list of betting rounds, each a list of actions")
        return None
    rounds: list[list[Action]] = []
    ok = True
    for k, actions in enumerate(raw, start=1):
        if not isinstance(actions, list):
            out.append(f"round {k}: must be a list of actions")
            ok = False
            continue
        parsed: list[Action] = []
        for j, a in enumerate(actions, start=1):
            where = f"round {k} action {j}"
            if not isinstance(a, Mapping):
                out.append(f"{where}: must be an object with seat and action")
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
                    f"{where}: seat {_show(seat)} is not a whole number" if "seat" in a else f"{where}: seat is missing"
                )
                bad = True
            if kind is None:
                names = ", ".join(kind_name.value for kind_name in ActionKind)
                if "action" in a:
                    out.append(f"{where}: {_show(kind_text)} is not an action ({names})")
                else:
                    out.append(f"{where}: action is missing ({names})")
                bad = True
            to = a.get("to")  # null counts as absent
            if to is not None and not _is_int(to):
                out.append(f"{where}: to: {_show(to)} is not a whole number")
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
    out: list[str] = []
    if not isinstance(hand, Mapping):
        raise HandRefused(["hand: must be a JSON object"])
    if "format" not in hand:
        out.append(f"format: missing; this command reads {HAND_FORMAT!r}")
    elif hand["format"] != HAND_FORMAT:
        out.append(f"format: {hand['format']!r} is not {HAND_FORMAT!r}")
    _unknown(hand, _TOP_FIELDS, "hand", out)
    for key in _REQUIRED:
        if key not in hand and key != "format":
            out.append(f"{key}: missing")
    setup = _parse_setup(hand.get("setup"), out)
    if setup is not None:
        out += setup.problems()
    button = hand.get("button")
    if "button" in hand and not _is_int(button):
        out.append(f"button: {_show(button)} is not a seat number")
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
        raise HandRefused(out or ["hand: cannot be read"])
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
                    raise ActionRefused(k, j, action.seat, _no_round_reason(state, k))
                if state.round != k:
                    now = "the betting is over" if state.is_complete else f"round {state.round} is being bet"
                    raise ActionRefused(k, j, action.seat, f"round {k} is closed; {now}")
                state = state.apply(action)
            if state.round == k and not state.is_complete:
                raise HandRefused([_owed(state)])
    except ActionRefused as e:
        raise HandRefused([e.line]) from None
    if not state.is_complete:
        raise HandRefused([_owed(state)])
    return state


def _owed(state: HandState) -> str:
    return f"round {state.round}: the record stops while betting is still owed: seat {state.to_act} is to act"


def _no_round_reason(state: HandState, k: int) -> str:
    if state.winner_by_folds is not None:
        return (
            f"the hand is over: seat {state.winner_by_folds} won when every other player folded in round {state.round}"
        )
    if k > state.rounds_scheduled:
        return f"the hand has only {state.rounds_scheduled} betting rounds"
    return f"round {k} has no betting: at most one player still in is not all-in"


def resolve_hand(hand: Mapping[str, Any]) -> RouletteResult:
    """Resolve one ``russian-roulette-hand/1`` record (a parsed JSON object).

    Returns the result (``to_json()`` gives FORMATS.md's output); raises
    :class:`HandRefused` whose ``problems`` name every problem found."""
    state, rounds = parse_hand(hand)
    return play_rounds(state, rounds).result()
