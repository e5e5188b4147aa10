"""The Russian Poker rules engine (RULES.md Part I): pure functions and immutable records.

* :mod:`rules.poker.house` — :class:`HouseRules`, the validated house options.
* :mod:`rules.poker.record` — the round as recorded (``russian-poker-round/1``) and every §14 check.
* :mod:`rules.poker.settle` — :func:`settle_round` and the :class:`Settlement` record.
* :mod:`rules.poker.table` — the live round as a state machine of dealer steps (:class:`RoundState`).
* :mod:`rules.poker.generator` — seeded, reproducible rounds (:func:`generate_round`).
* :mod:`rules.poker.money` — amounts as text in the table currency.

No I/O anywhere: reading house profiles and rounds from files is ``dealer_app``'s job.

A round at the table, in the vocabulary both engines speak (:mod:`rules.refusal`):
``check`` names what is wrong with a step now, ``apply`` gives the next state or
refuses, and the complete round settles exactly as ``dealer-app settle`` would.

>>> from rules.cards import parse_cards
>>> from rules.poker import CloseBets, DealerCards, Decide, Decision, FinalCards, HouseRules, PlaceBet, RoundState
>>> state = RoundState.new(HouseRules()).apply(PlaceBet(1, 1000)).apply(CloseBets())
>>> [e.prompt for e in state.expected()]
['Box 1: exchange cards?', 'Box 1: buy a sixth card?', 'Box 1: bet or fold']
>>> [str(p) for p in state.check(Decide(3, Decision.BET))]
['box 3: decision: there is no bet on box 3']
>>> state = state.apply(Decide(1, Decision.BET)).apply(DealerCards(parse_cards("Jc Jd 9s 6h 2c")))
>>> state.apply(FinalCards(1, parse_cards("Jc Qs Qd 8c 4h")))
Traceback (most recent call last):
...
rules.poker.problems.StepRefused: box 1 and dealer: card Jc appears twice
>>> state = state.apply(FinalCards(1, parse_cards("Qh Qs Qd 8c 4h")))
>>> settlement = state.settlement()
>>> settlement.boxes[0].net, settlement.house_net
(6000, -6000)
>>> settlement.boxes[0].explanation[0]
"Box 1's three of a kind beats the dealer's one pair."

The live table and the generator are imported when first used, so that settling
(``dealer-app settle``) does not pay for building their classes at start-up.
"""

from importlib import import_module
from typing import TYPE_CHECKING, Any

from rules.poker.house import AnteRule, HouseRules, Improvements
from rules.poker.money import format_money, money_formatter
from rules.poker.problems import HouseRulesError, Place, Problem, ProblemCode, Refusal, RoundRefused, StepRefused
from rules.poker.record import (
    ROUND_FORMAT,
    BoxEntry,
    Decision,
    ExchangeEntry,
    NoGame,
    RoundRecord,
    analyse,
    parse_round,
)
from rules.poker.settle import (
    SETTLEMENT_FORMAT,
    BoxSettlement,
    DealerSettlement,
    Outcome,
    Settlement,
    Terms,
    settle_record,
    settle_round,
)

if TYPE_CHECKING:
    from rules.poker.generator import GeneratedRound, GeneratorKnobs, SplitMix64, generate_round
    from rules.poker.table import (
        BonusCards,
        BonusOutcome,
        BonusResult,
        BonusStage,
        BoxStatus,
        BoxView,
        CloseBets,
        DealerCards,
        DealerReplacement,
        Decide,
        Exchange,
        Expectation,
        FinalCards,
        Insure,
        NoGameChoice,
        Phase,
        PlaceBet,
        RoundState,
        SixthCard,
        Step,
        StepFormatError,
        StepKind,
        Undo,
        Withdraw,
        step_from_json,
    )

_LAZY: dict[str, str] = {
    **dict.fromkeys(("GeneratedRound", "GeneratorKnobs", "SplitMix64", "generate_round"), "rules.poker.generator"),
    **dict.fromkeys((
        "BonusCards",
        "BonusOutcome",
        "BonusResult",
        "BonusStage",
        "BoxStatus",
        "BoxView",
        "CloseBets",
        "DealerCards",
        "DealerReplacement",
        "Decide",
        "Exchange",
        "Expectation",
        "FinalCards",
        "Insure",
        "NoGameChoice",
        "Phase",
        "PlaceBet",
        "RoundState",
        "SixthCard",
        "Step",
        "StepFormatError",
        "StepKind",
        "Undo",
        "Withdraw",
        "step_from_json",
    ), "rules.poker.table"),
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(module), name)
    globals()[name] = value
    return value


__all__ = [
    "ROUND_FORMAT",
    "SETTLEMENT_FORMAT",
    "AnteRule",
    "BonusCards",
    "BonusOutcome",
    "BonusResult",
    "BonusStage",
    "BoxEntry",
    "BoxSettlement",
    "BoxStatus",
    "BoxView",
    "CloseBets",
    "DealerCards",
    "DealerReplacement",
    "DealerSettlement",
    "Decide",
    "Decision",
    "Exchange",
    "ExchangeEntry",
    "Expectation",
    "FinalCards",
    "GeneratedRound",
    "GeneratorKnobs",
    "HouseRules",
    "HouseRulesError",
    "Improvements",
    "Insure",
    "NoGame",
    "NoGameChoice",
    "Outcome",
    "Phase",
    "Place",
    "PlaceBet",
    "Problem",
    "ProblemCode",
    "Refusal",
    "RoundRecord",
    "RoundRefused",
    "RoundState",
    "Settlement",
    "SixthCard",
    "SplitMix64",
    "Step",
    "StepFormatError",
    "StepKind",
    "StepRefused",
    "Terms",
    "Undo",
    "Withdraw",
    "analyse",
    "format_money",
    "generate_round",
    "money_formatter",
    "parse_round",
    "settle_record",
    "settle_round",
    "step_from_json",
]
