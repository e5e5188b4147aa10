"""Russian Roulette hands as events in the audit log (RULES.md Part II).

A hand is recorded the way a Russian Poker round is: every step is checked
by the engine (:class:`rules.roulette.HandState`), committed to the store,
and only then acknowledged. The hand's state is always the replay of its
entries through the engine, so a hand interrupted by a crash resumes exactly
where it was.

The entries, all with the shift's id and ``ref`` = the hand's id (the ``seq``
of its first entry):

``roulette_hand_started``
    the set-up, button, forced bets, seats and stacks, as the
    ``russian-roulette-hand/1`` record FORMATS.md fixes (no cards, no rounds).
``roulette_action``
    one player's action (seat, action, ``to``), in the order played.
``roulette_card``
    a circle card named as the dealer turns it (a later entry for the same
    position is a correction; both are kept).
``roulette_hole_cards``
    a remaining player's hole cards, named at the showdown.
``roulette_undone``
    the last action taken back (a correction: the action stays in the log).
``roulette_hand_completed``
    the complete hand record and the engine's result
    (``russian-roulette-result/1``), re-checked through :func:`resolve_hand`
    before it is written.
``roulette_hand_voided``
    a pit boss voids an unfinished hand (a misdeal), with the reason.

No table of the schema changes: a hand lives in the log alone, and nothing
of it is projected, so ``audit verify`` checks it through the hash chain.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, cast

from dealer_app import refusal_codes
from dealer_app.auth.roles import Permission, PermissionDenied
from dealer_app.safe_input import dict_of, int_of, items_of, mapping_of
from dealer_app.services.common import (
    NotFoundError,
    RefusalDetail,
    ServiceError,
    Session,
    Signer,
    StateError,
    check_reason,
)
from dealer_app.services.context import Context
from dealer_app.store.entries import (
    EntryBody,
    RouletteAction,
    RouletteCard,
    RouletteHandCompleted,
    RouletteHandStarted,
    RouletteHandVoided,
    RouletteHoleCards,
    RouletteUndone,
)
from dealer_app.store.records import LogEntry, NewEntry, RoundStatus
from rules.cards import Card, parse_card
from rules.roulette import (
    HAND_FORMAT,
    Action,
    ActionKind,
    ActionRefused,
    HandRefused,
    HandState,
    RouletteResult,
    Table,
    parse_hand,
    resolve_hand,
)

__all__ = [
    "HandStatus",
    "HandView",
    "LiveHand",
    "ReplayError",
    "RouletteKind",
    "RouletteService",
    "hand_record",
    "table_record",
]


class RouletteKind(enum.StrEnum):
    """The log entries of a Russian Roulette hand. Values are stored; never rename one."""

    HAND_STARTED = "roulette_hand_started"
    ACTION = "roulette_action"
    CARD = "roulette_card"
    HOLE_CARDS = "roulette_hole_cards"
    UNDONE = "roulette_undone"
    HAND_COMPLETED = "roulette_hand_completed"
    HAND_VOIDED = "roulette_hand_voided"


ALL_KINDS: tuple[str, ...] = tuple(k.value for k in RouletteKind)


class HandStatus(enum.StrEnum):
    OPEN = "open"  # being played (or interrupted): resumable
    COMPLETED = "completed"
    VOIDED = "voided"


class ReplayError(StateError):
    """A stored hand cannot be replayed through the engine (engine or data changed)."""


# --------------------------------------------------------------------------
# The record (FORMATS.md ``russian-roulette-hand/1``) of a table and a state
# --------------------------------------------------------------------------


def _setup_json(table: Table) -> dict[str, Any]:
    s = table.setup
    return {
        "active": s.active,
        "circle": s.circle,
        "hole_cards": s.hole_cards,
        "trigger": s.trigger,
        "reveals_per_round": s.reveals_per_round,
        "pre_revealed": list(s.pre_revealed),
        "raise_cap": s.raise_cap,
        "structure": s.structure.value,
        "ante": s.ante,
        "small_bet": s.small_bet,
        "big_bet": s.big_bet,
    }


def table_record(table: Table) -> dict[str, Any]:
    """The hand as it stands when it is dealt: set-up, button, forced bets and
    seats, no card named and no round played."""
    return {
        "format": HAND_FORMAT,
        "setup": _setup_json(table),
        "button": table.button,
        "forced_bets": [{"seat": fb.seat, "amount": fb.amount} for fb in table.forced_bets],
        "players": [{"seat": p.seat, "stack": p.stack, "hole": None} for p in table.players],
        "circle": [None] * table.setup.circle,
        "rounds": [],
    }


def hand_record(state: HandState) -> dict[str, Any]:
    """The hand as the tracker saw it so far, in FORMATS.md's input form:
    ``dealer-app roulette`` (or :func:`resolve_hand`) resolves it once the hand is over."""
    record = table_record(state.table)
    holes = {v.seat: v.hole for v in state.seats()}
    players: list[dict[str, object]] = record["players"]
    for p in players:
        hole = holes.get(cast(int, p["seat"]))
        p["hole"] = None if hole is None else [str(c) for c in hole]
    record["circle"] = [None if c is None else str(c) for c in state.circle]
    rounds: list[list[dict[str, Any]]] = []
    for rec in state.history:
        while len(rounds) < rec.round:
            rounds.append([])
        a: dict[str, Any] = {"seat": rec.action.seat, "action": rec.action.kind.value}
        if rec.action.to is not None:
            a["to"] = rec.action.to
        rounds[rec.round - 1].append(a)
    record["rounds"] = rounds
    return record


def _state_of_record(record: Mapping[str, Any]) -> HandState:
    state, _rounds = parse_hand(record)
    return state


# --------------------------------------------------------------------------
# Views
# --------------------------------------------------------------------------


@dataclass(frozen=True)
class LiveHand:
    """A hand being played (immutable snapshot; each step gives a new one)."""

    hand_id: int
    shift_id: int
    number: int
    dealer: int
    state: HandState
    steps: int
    """Acknowledged (committed) entries after the start."""
    last_seq: int
    started_us: int
    status: HandStatus = HandStatus.OPEN

    @property
    def complete(self) -> bool:
        """The betting is over (the hand may still need hole cards named)."""
        return self.state.is_complete

    @property
    def unnamed_turned(self) -> tuple[int, ...]:
        """Turned circle positions whose card the dealer has not entered yet, in the order turned."""
        return tuple(p for p in self.state.reveal_order if self.state.circle[p - 1] is None)

    @property
    def ready(self) -> bool:
        """Everything the result needs is known: the dealer may record it."""
        return self.complete and not self.state.missing_cards()

    def result(self) -> RouletteResult | None:
        return self.state.result() if self.ready else None

    def record(self) -> dict[str, Any]:
        return hand_record(self.state)

    def stacks_after(self) -> dict[int, int] | None:
        """Each seat's chips after the hand (behind + what the pots pay it), once the result is known."""
        result = self.result()
        if result is None:
            return None
        return {v.seat: v.stack + result.payouts.get(v.seat, 0) for v in self.state.seats()}


@dataclass(frozen=True)
class HandView:
    """A hand read back from the log (for the report and the pit boss)."""

    hand_id: int
    shift_id: int
    number: int
    status: HandStatus
    dealer: int | None
    dealer_name: str
    started_us: int
    ended_us: int | None
    steps: int
    record: Mapping[str, Any]
    """The complete record once completed; the set-up record otherwise."""
    result: Mapping[str, Any] | None
    """The engine's ``russian-roulette-result/1`` once completed."""
    void_reason: str | None = None
    voided_by: str | None = None

    @property
    def pot_total(self) -> int:
        result: Mapping[str, object] = self.result or {}
        return sum(int_of(mapping_of(p)["amount"]) for p in items_of(result.get("pots", [])))

    @property
    def payouts(self) -> dict[int, int]:
        result: Mapping[str, object] = self.result or {}
        return {int_of(k): int_of(v) for k, v in dict_of(result.get("payouts", {})).items()}

    @property
    def winners(self) -> tuple[int, ...]:
        """Seats that take chips from the pots (a player's own unmatched chips included)."""
        return tuple(sorted(s for s, v in self.payouts.items() if v > 0))

    @property
    def won_by_folds(self) -> bool:
        return self.result is not None and not self.result.get("showdown")


# --------------------------------------------------------------------------
# The service
# --------------------------------------------------------------------------


def _cards_json(cards: Sequence[Card]) -> list[str]:
    return [str(c) for c in cards]


class RouletteService:
    """Record, resume and read back Russian Roulette hands.

    Open one per :class:`~dealer_app.services.DealerServices` (it keeps the
    hands in play in memory, replaying them from the log when needed)::

        roulette = RouletteService(services.ctx)
    """

    def __init__(self, ctx: Context) -> None:
        self._ctx = ctx
        self._live: dict[int, LiveHand] = {}

    # -- checks ---------------------------------------------------------------------------------
    def _dealer_check(self, session: Session, shift_id: int) -> None:
        self._ctx.dealer_check(session, shift_id)

    def _append(self, body: EntryBody, live: LiveHand, actor: int) -> LogEntry:
        return self._ctx.store.append([NewEntry.of(body, actor, self._ctx.station, live.shift_id, None,
                                                   live.hand_id)])[0]

    def _open_live(self, session: Session, hand_id: int) -> LiveHand:
        live = self.live(hand_id)
        self._dealer_check(session, live.shift_id)
        if live.status is not HandStatus.OPEN:
            raise StateError(refusal_codes.RouletteHandNotOpen(n=live.number, fstatus=live.status.value))
        return live

    def _acknowledge(self, live: LiveHand, state: HandState, entry: LogEntry) -> LiveHand:
        live = replace(live, state=state, steps=live.steps + 1, last_seq=entry.seq)
        self._live[live.hand_id] = live
        return live

    # -- dealing --------------------------------------------------------------------------------
    def start(self, session: Session, shift_id: int, table: Table) -> LiveHand:
        """Deal a new hand at the shift's table: antes and forced bets are posted,
        pre-revealed positions turned (their cards are named next).

        Raises :class:`~rules.roulette.HandRefused` (every problem of the set-up,
        one line each) and records nothing when the engine refuses the table."""
        self._dealer_check(session, shift_id)
        if self.in_progress(shift_id) is not None:
            raise StateError(refusal_codes.RouletteHandInProgress())
        if self._ctx.store.rounds(shift_id, status=RoundStatus.OPEN):
            raise StateError(refusal_codes.PokerRoundInProgress())
        state = HandState.start(table)  # HandRefused: never reaches the store
        number = len(self._ctx.store.entries_of_kind([RouletteKind.HAND_STARTED.value], shift_id=shift_id)) + 1
        record = table_record(table)
        e = self._ctx.store.append([NewEntry.of(
            RouletteHandStarted(number=number, dealer=session.user.id, hand=record, warnings=tuple(state.warnings)),
            session.user.id, self._ctx.station, shift_id)])[0]
        live = LiveHand(e.seq, shift_id, number, session.user.id, state, 0, e.seq, e.ts_us)
        self._live[live.hand_id] = live
        return live

    def act(self, session: Session, hand_id: int, action: Action) -> LiveHand:
        """Check ``action`` with the engine, commit it, then return the new state.

        A refused action raises :class:`~rules.roulette.ActionRefused` and
        nothing is recorded; so does a store error, which leaves the hand as it
        was (in memory and on disk) so the same action can be sent again."""
        live = self._open_live(session, hand_id)
        waiting = live.unnamed_turned
        if waiting:
            raise StateError(refusal_codes.PositionTurnedNeedsCard(n=waiting[0]))
        new_state = live.state.apply(action)
        rec = new_state.history[-1]
        e = self._append(RouletteAction(n=live.steps + 1, round=rec.round, index=rec.index, seat=action.seat,
                                        action=action.kind.value, to=action.to), live, session.user.id)
        return self._acknowledge(live, new_state, e)

    def turn_card(self, session: Session, hand_id: int, position: int, card: Card) -> LiveHand:
        """Name the card at a turned circle position (or correct it)."""
        live = self._open_live(session, hand_id)
        state = live.state
        n = state.setup.circle
        if isinstance(position, bool) or not isinstance(position, int) or not 1 <= position <= n:
            raise ServiceError(refusal_codes.CirclePositionInvalid(position=repr(position), n=n))
        if position not in state.face_up:
            nxt = state.next_card_to_turn()
            raise StateError(refusal_codes.FaceDown(n=position) if nxt is None else refusal_codes.FaceDownNext(n=position, m=nxt))
        correction = state.circle[position - 1] is not None
        new_state = state.with_circle_card(position, card)  # HandRefused: a card already named elsewhere
        e = self._append(RouletteCard(n=live.steps + 1, position=position, card=str(card), correction=correction),
                         live, session.user.id)
        return self._acknowledge(live, new_state, e)

    def show_hole(self, session: Session, hand_id: int, seat: int, cards: Sequence[Card]) -> LiveHand:
        """Name a remaining player's hole cards at the showdown (or correct them)."""
        live = self._open_live(session, hand_id)
        state = live.state
        views = {v.seat: v for v in state.seats()}
        if seat not in views:
            raise ServiceError(refusal_codes.SeatNotInHand(seat=seat))
        if not state.is_complete:
            raise StateError(refusal_codes.HoleCardsBeforeShowdown(seat=seat, n=state.round))
        if state.winner_by_folds is not None:
            raise StateError(refusal_codes.NoShowdown(seat=seat, w=state.winner_by_folds))
        if views[seat].folded:
            raise StateError(refusal_codes.SeatFolded(seat=seat))
        correction = views[seat].hole is not None
        new_state = state.with_hole_cards(seat, tuple(cards))  # HandRefused: wrong number, or a card named twice
        e = self._append(RouletteHoleCards(n=live.steps + 1, seat=seat, cards=tuple(_cards_json(cards)),
                                           correction=correction), live, session.user.id)
        return self._acknowledge(live, new_state, e)

    def undo(self, session: Session, hand_id: int) -> LiveHand:
        """Take back the last action (kept in the log, with the correction)."""
        live = self._open_live(session, hand_id)
        entries = self._hand_entries(live.shift_id, hand_id)
        actions = _effective_actions(entries)
        if not actions:
            raise StateError(refusal_codes.NothingToTakeBack())
        last = actions[-1]
        state = self._replay_state(entries, extra_undo=last.seq)
        done = _action(last)
        e = self._append(RouletteUndone(n=live.steps + 1, action_seq=last.seq, seat=done.seat, action=done.action),
                         live, session.user.id)
        return self._acknowledge(live, state, e)

    def complete(self, session: Session, hand_id: int) -> HandView:
        """Record the result of a finished hand (the record is re-resolved
        through :func:`resolve_hand` first: what is stored always re-audits)."""
        live = self._open_live(session, hand_id)
        if not live.complete:
            raise StateError(refusal_codes.HandNotOver(n=live.number, seat=live.state.to_act))
        missing = live.state.missing_cards()
        if missing:
            raise StateError(refusal_codes.HandNotAccepted(n=live.number, why=RefusalDetail.of_problems(missing[:1])), detail=RefusalDetail.of_problems(missing[:1]))
        result = live.state.result().to_json()
        record = live.record()
        try:
            again = resolve_hand(record).to_json()
        except HandRefused as exc:
            raise ReplayError(refusal_codes.HandDoesNotResolve(n=live.number, why=RefusalDetail.of_problems(exc.problems[:1])),
                              detail=RefusalDetail.of_problems(exc.problems[:1])) from None
        if again != result:
            raise ReplayError(refusal_codes.HandResolvesDifferently(n=live.number))
        e = self._append(RouletteHandCompleted(n=live.steps + 1, steps=live.steps, hand=dict(record),
                                               result=dict(result)), live, session.user.id)
        self._live.pop(hand_id, None)
        entries = self._hand_entries(live.shift_id, hand_id)
        assert entries[-1].seq == e.seq
        return self._view(live.shift_id, hand_id, entries)

    def void(self, pit_boss: Signer, hand_id: int, reason: str) -> LogEntry:
        """A pit boss voids an unfinished hand (a misdeal): it counts nothing. Mandatory reason."""
        live = self.live(hand_id)
        user = self._ctx.check(pit_boss, Permission.VOID, shift_id=live.shift_id)
        if user.id == live.dealer:
            raise PermissionDenied(refusal_codes.DealerCannotVoidOwnHand(name=user.name, n=live.number),
                                   user.role, Permission.VOID)
        check_reason(reason, "a void")
        if live.status is not HandStatus.OPEN:
            raise StateError(refusal_codes.RouletteHandNotOpen(n=live.number, fstatus=live.status.value))
        e = self._append(RouletteHandVoided(reason=reason.strip(), steps=live.steps), live, user.id)
        self._live.pop(hand_id, None)
        return e

    # -- reading back -----------------------------------------------------------------------------
    def _started(self, hand_id: int) -> LogEntry:
        e = self._ctx.store.entry(hand_id)
        if e is None or e.kind != RouletteKind.HAND_STARTED.value:
            raise NotFoundError(refusal_codes.RouletteHandNotFound(n=hand_id))
        return e

    def _hand_entries(self, shift_id: int, hand_id: int) -> list[LogEntry]:
        return [e for e in self._ctx.store.entries_of_kind(ALL_KINDS, shift_id=shift_id)
                if e.seq == hand_id or e.ref == hand_id]

    def live(self, hand_id: int) -> LiveHand:
        """The hand as it stands (replayed from the log after a restart)."""
        cached = self._live.get(hand_id)
        if cached is not None:
            return cached
        started = self._started(hand_id)
        shift_id = int(started.shift_id or 0)
        entries = self._hand_entries(shift_id, hand_id)
        state = self._replay_state(entries)
        status = _status(entries)
        head = _head(started)
        live = LiveHand(hand_id, shift_id, head.number, head.dealer, state, len(entries) - 1, entries[-1].seq,
                        started.ts_us, status)
        if status is HandStatus.OPEN:
            self._live[hand_id] = live
        return live

    def _replay_state(self, entries: Sequence[LogEntry], *, extra_undo: int | None = None) -> HandState:
        started = entries[0]
        try:
            state = _state_of_record(_head(started).hand)
        except (HandRefused, KeyError, TypeError, ValueError) as exc:
            raise ReplayError(refusal_codes.HandSetUpNotReplayable(n=started.seq, why=RefusalDetail.of_exception(exc)),
                              detail=RefusalDetail.of_exception(exc)) from None
        undone: set[int] = set()
        for e in entries[1:]:
            try:
                if e.kind == RouletteKind.UNDONE.value:
                    undone.add(e.body_as(RouletteUndone).action_seq)
            except ValueError as exc:
                raise ReplayError(refusal_codes.HandEntryNotReplayable(n=started.seq, seq=e.seq, why=RefusalDetail.of_exception(exc)),
                                  detail=RefusalDetail.of_exception(exc)) from None
        if extra_undo is not None:
            undone.add(extra_undo)
        for e in entries[1:]:
            try:
                match e.body:
                    case RouletteAction(seat=seat, action=action, to=to) if e.seq not in undone:
                        state = state.apply(Action(seat, ActionKind(action), to))
                    case RouletteCard(position=position, card=card):
                        state = state.with_circle_card(position, parse_card(card))
                    case RouletteHoleCards(seat=seat, cards=cards):
                        state = state.with_hole_cards(seat, tuple(parse_card(c) for c in cards))
            except (ActionRefused, HandRefused, KeyError, TypeError, ValueError) as exc:
                raise ReplayError(refusal_codes.HandEntryNotReplayable(n=started.seq, seq=e.seq, why=RefusalDetail.of_exception(exc)),
                                  detail=RefusalDetail.of_exception(exc)) from None
        # a card named at a position that an undone action had turned is face down again
        for pos in range(1, state.setup.circle + 1):
            if pos not in state.face_up and state.circle[pos - 1] is not None:
                state = state.with_circle_card(pos, None)
        return state

    def in_progress(self, shift_id: int) -> LiveHand | None:
        """The shift's unfinished hand, if any, exactly where it was left."""
        entries = self._ctx.store.entries_of_kind(ALL_KINDS, shift_id=shift_id)
        ended = {e.ref for e in entries if e.kind in (RouletteKind.HAND_COMPLETED.value, RouletteKind.HAND_VOIDED.value)}
        open_ids = [e.seq for e in entries if e.kind == RouletteKind.HAND_STARTED.value and e.seq not in ended]
        return self.live(open_ids[-1]) if open_ids else None

    def hands(self, shift_id: int) -> list[HandView]:
        """Every hand of the shift, in order (completed, voided and unfinished)."""
        entries = self._ctx.store.entries_of_kind(ALL_KINDS, shift_id=shift_id)
        by_hand: dict[int, list[LogEntry]] = {}
        for e in entries:
            if e.kind == RouletteKind.HAND_STARTED.value:
                by_hand[e.seq] = [e]
            elif e.ref in by_hand:
                by_hand[e.ref].append(e)
        return [self._view(shift_id, hid, es) for hid, es in by_hand.items()]

    def hand(self, hand_id: int) -> HandView:
        started = self._started(hand_id)
        shift_id = int(started.shift_id or 0)
        return self._view(shift_id, hand_id, self._hand_entries(shift_id, hand_id))

    def _view(self, shift_id: int, hand_id: int, entries: Sequence[LogEntry]) -> HandView:
        started = entries[0]
        status = _status(entries)
        done = next((e for e in entries if e.kind == RouletteKind.HAND_COMPLETED.value), None)
        voided = next((e for e in entries if e.kind == RouletteKind.HAND_VOIDED.value), None)
        head = _head(started)
        dealer = head.dealer
        end = done or voided
        completed = done.body_as(RouletteHandCompleted) if done is not None else None
        return HandView(
            hand_id=hand_id, shift_id=shift_id, number=head.number, status=status,
            dealer=dealer, dealer_name=self._ctx.user_name(dealer),
            started_us=started.ts_us, ended_us=end.ts_us if end is not None else None,
            steps=sum(1 for e in entries[1:] if e.kind not in (RouletteKind.HAND_COMPLETED.value,
                                                              RouletteKind.HAND_VOIDED.value)),
            record=completed.hand if completed is not None else head.hand,
            result=completed.result if completed is not None else None,
            void_reason=voided.body_as(RouletteHandVoided).reason if voided is not None else None,
            voided_by=self._ctx.user_name(voided.actor) if voided is not None else None,
        )

    def forget(self, hand_id: int) -> None:
        """Drop the in-memory copy (tests use it to prove replay gives the same state)."""
        self._live.pop(hand_id, None)


def _status(entries: Sequence[LogEntry]) -> HandStatus:
    kinds = {e.kind for e in entries}
    if RouletteKind.HAND_VOIDED.value in kinds:
        return HandStatus.VOIDED
    if RouletteKind.HAND_COMPLETED.value in kinds:
        return HandStatus.COMPLETED
    return HandStatus.OPEN


def _head(started: LogEntry) -> RouletteHandStarted:
    return started.body_as(RouletteHandStarted)


def _action(e: LogEntry) -> RouletteAction:
    return e.body_as(RouletteAction)


def _undone(entries: Sequence[LogEntry]) -> set[int]:
    return {e.body_as(RouletteUndone).action_seq for e in entries if e.kind == RouletteKind.UNDONE.value}


def _effective_actions(entries: Sequence[LogEntry]) -> list[LogEntry]:
    undone = _undone(entries)
    return [e for e in entries if e.kind == RouletteKind.ACTION.value and e.seq not in undone]
