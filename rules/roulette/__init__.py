"""Russian Roulette (RULES.md Part II): the betting state machine, the
Trigger, the reveal rule, pots and showdown, as FORMATS.md fixes them.

Pure: no I/O. The tracker screen drives :class:`HandState`; the headless
command uses :func:`resolve_hand`.

>>> from rules.roulette import Action, ActionKind, ForcedBet, HandState, Player, RouletteSetup, Table
>>> table = Table(RouletteSetup(), button=1, players=(Player(1, 1000), Player(2, 1000), Player(3, 1000)),
...               forced_bets=(ForcedBet(2, 5), ForcedBet(3, 10)))
>>> s = HandState.start(table)
>>> s.to_act, s.legal_actions().kinds, s.legal_actions().raise_
(1, (<ActionKind.CALL: 'call'>, <ActionKind.FOLD: 'fold'>, <ActionKind.RAISE: 'raise'>), ToRange(min_to=20, max_to=1000, all_in=1000))
>>> s = s.apply(Action(1, ActionKind.RAISE, 30))
>>> s.trigger, s.to_act, s.next_card_to_turn()
(2, 2, 2)
"""

from rules.roulette.model import (
    Action,
    ActionKind,
    ActionRefused,
    CallOption,
    ForcedBet,
    HandRefused,
    LegalActions,
    Phase,
    Player,
    Pot,
    RouletteResult,
    RouletteSetup,
    ShowdownHand,
    Structure,
    Table,
    ToRange,
)
from rules.roulette.record import HAND_FORMAT, RESULT_FORMAT, parse_hand, play_rounds, resolve_hand
from rules.roulette.state import ActionRecord, HandState, SeatView

__all__ = [
    "HAND_FORMAT",
    "RESULT_FORMAT",
    "Action",
    "ActionKind",
    "ActionRecord",
    "ActionRefused",
    "CallOption",
    "ForcedBet",
    "HandRefused",
    "HandState",
    "LegalActions",
    "Phase",
    "Player",
    "Pot",
    "RouletteResult",
    "RouletteSetup",
    "SeatView",
    "ShowdownHand",
    "Structure",
    "Table",
    "ToRange",
    "parse_hand",
    "play_rounds",
    "resolve_hand",
]
