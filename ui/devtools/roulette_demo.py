"""Seeded demo hands of Russian Roulette (screenshots, demonstrations), and a
driver that plays one through the tracker screen as a dealer would.

A hand is generated from a seed: the deck shuffled, the circle and the hole
cards dealt, each player's action chosen among the engine's legal actions
(mostly checks and calls, some bets and raises at their minimum, a few
folds). Every action is checked by the engine as it is generated, and the
result is the engine's. :func:`find_hand` looks for the first seed whose hand
shows what a screenshot needs (a Trigger that moves, a split pot).

No Qt here except in :class:`TrackerDriver`, which only uses the screen's own
handlers and waits for each entry to be acknowledged by the store.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rules.cards import FULL_DECK, Card
from rules.roulette import Action, ActionKind, ForcedBet, HandState, Player, RouletteResult, RouletteSetup, Table

if TYPE_CHECKING:
    from ui.roulette.screen import RouletteTrackerScreen

__all__ = ["DemoHand", "TrackerDriver", "find_hand", "generate_hand", "split_pot", "trigger_moved_mid_hand"]


@dataclass(frozen=True, slots=True)
class DemoHand:
    """One generated hand: its table, every card, the actions in order and the engine's result."""

    seed: int
    table: Table
    circle: tuple[Card, ...]
    holes: dict[int, tuple[Card, ...]]
    actions: tuple[Action, ...]
    final: HandState
    result: RouletteResult

    def replay(self, stop: Callable[[HandState], bool]) -> int | None:
        """How many actions are played before ``stop(state)`` holds (``None``: never)."""
        state = HandState.start(self.table)
        for i, a in enumerate(self.actions):
            if stop(state):
                return i
            state = state.apply(a)
        return len(self.actions) if stop(state) else None


def _choose(rng: random.Random, state: HandState) -> Action:
    legal = state.legal_actions()
    seat = legal.seat
    assert seat is not None
    roll = rng.random()
    if legal.check:
        if legal.bet is not None and roll < 0.3:
            return Action(seat, ActionKind.BET, legal.bet.min_to)
        return Action(seat, ActionKind.CHECK)
    if legal.raise_ is not None and roll < 0.12 and state.bets_and_raises < 3:
        return Action(seat, ActionKind.RAISE, legal.raise_.min_to)
    if roll > 0.9:
        return Action(seat, ActionKind.FOLD)
    return Action(seat, ActionKind.CALL)


def generate_hand(seed: int, *, players: int = 4, stack: int = 20_000, blinds: tuple[int, int] = (100, 200),
                  setup: RouletteSetup | None = None) -> DemoHand:
    """The hand of ``seed``: ``players`` seats from 1, the button on seat 1, small and big blinds
    on the next two seats (amounts in minor units)."""
    rng = random.Random(seed)
    s = setup or RouletteSetup()
    seats = list(range(1, players + 1))
    button = seats[0]
    table = Table(s, button=button, players=tuple(Player(seat, stack) for seat in seats),
                  forced_bets=(ForcedBet(seats[1 % players], blinds[0]), ForcedBet(seats[2 % players], blinds[1])))
    deck = list(FULL_DECK)
    rng.shuffle(deck)
    circle = tuple(deck[: s.circle])
    rest = deck[s.circle:]
    holes = {seat: tuple(rest[i * s.hole_cards:(i + 1) * s.hole_cards]) for i, seat in enumerate(seats)}
    state = HandState.start(table)
    actions: list[Action] = []
    while not state.is_complete:
        a = _choose(rng, state)
        state = state.apply(a)
        actions.append(a)
        if len(actions) > 200:  # pragma: no cover - the engine ends every hand
            raise RuntimeError(f"seed {seed}: the demo hand does not end")
    for pos in state.reveal_order:
        state = state.with_circle_card(pos, circle[pos - 1])
    if state.winner_by_folds is None:
        for v in state.seats():
            if not v.folded:
                state = state.with_hole_cards(v.seat, holes[v.seat])
    return DemoHand(seed, table, circle, holes, tuple(actions), state, state.result())


def find_hand(first_seed: int, want: Callable[[DemoHand], bool], *, tries: int = 20_000, **kwargs: Any) -> DemoHand:
    """The first generated hand from ``first_seed`` for which ``want(hand)`` holds."""
    for seed in range(first_seed, first_seed + tries):
        hand = generate_hand(seed, **kwargs)
        if want(hand):
            return hand
    raise RuntimeError("no demo hand found; widen the search")


class TrackerDriver:
    """Plays a :class:`DemoHand` through a :class:`~ui.roulette.RouletteTrackerScreen`:
    the set-up filled from the hand's table and dealt, each action chosen on the action
    panel, each card the screen asks for entered on the card panel, each entry
    acknowledged by the store before the next."""

    def __init__(self, screen: RouletteTrackerScreen, hand: DemoHand, *, timeout_ms: int = 20000) -> None:
        self.screen = screen
        self.hand = hand
        self.timeout_ms = timeout_ms
        self.played = 0

    def _wait(self, before: int, what: str) -> None:
        from ui.devtools.driver import pump, wait_until

        screen = self.screen
        wait_until(lambda: screen.acks > before and not screen.saving, self.timeout_ms, what)
        pump(1)
        if screen.update_ is None:
            raise RuntimeError(f"{what}: the tracker has no hand")

    def deal(self) -> None:
        from dealer_app.services.roulette import table_record

        screen = self.screen
        screen.setup_panel.load_record(table_record(self.hand.table))
        before = screen.acks
        screen.setup_panel.request_deal()
        self._wait(before, "the demo hand to be dealt")
        if screen.state is None:
            raise RuntimeError("the tracker refused the demo hand: " + screen.setup_panel.problems.text())

    def run(self, *, stop: Callable[[RouletteTrackerScreen], bool] | None = None) -> None:
        """Go on until the result is shown, or ``stop(screen)`` holds."""
        from ui.roulette.view import Mode

        screen = self.screen
        hand = self.hand
        while True:
            if stop is not None and stop(screen):
                return
            before = screen.acks
            request = screen.card_panel.request
            if screen.mode is Mode.TURN:
                assert request is not None and request.position is not None, request
                pos = request.position
                screen.on_card_panel_cards_entered(request, (hand.circle[pos - 1],))
                self._wait(before, f"the card at position {pos}")
            elif screen.mode is Mode.BET:
                action = hand.actions[self.played]
                screen.on_action_panel_action_chosen(action)
                self._wait(before, str(action))
                self.played += 1
            elif screen.mode is Mode.SHOWDOWN:
                assert request is not None and request.seat is not None, request
                seat = request.seat
                screen.on_card_panel_cards_entered(request, hand.holes[seat])
                self._wait(before, f"seat {seat}'s hole cards")
            else:
                return


def split_pot(hand: DemoHand) -> bool:
    """The hand ends at a showdown where a pot is split."""
    return hand.final.winner_by_folds is None and any(len(p.winners) > 1 for p in hand.result.pots)


def trigger_moved_mid_hand(hand: DemoHand, *, round_no: int = 3) -> bool:
    """By betting round ``round_no`` the Trigger has moved and a player is still to act."""
    return hand.replay(lambda st: st.round >= round_no and st.to_act is not None
                       and st.trigger != st.setup.trigger) is not None
