"""Problems are codes with parameters: every code has its English line (the
contract's) and a Russian one, and the round's phase follows the codes."""

from __future__ import annotations

import re

import pytest

from dealer_app.wording.problems import MONEY_CODES, ProblemWordingError, expectation_text, problem_text
from rules.cards import parse_card, parse_cards
from rules.hands import Category
from rules.poker import Place, Problem, ProblemCode, RoundRefused, settle_round
from rules.poker.house import HouseRules
from rules.poker.problem_codes import english
from rules.poker.steps import StepKind, field_name
from rules.poker.table import Expectation, RoundState

SAMPLE: dict[str, object] = {
    "amount": 150_000, "limit": 200_000, "card": parse_card("Kd"), "cards": parse_cards("As Th"),
    "derived": parse_cards("2c 3c"), "replacement": parse_card("Kh"), "drawn": 2, "count": 3, "need": 1, "size": 6, "low": 2,
    "exchanged": 2, "box": 4, "boxes": (2, 5), "category": Category.TWO_PAIR, "minimum": Category.ACE_KING,
    "categories": (Category.FLUSH, Category.STRAIGHT), "percent": 50, "bet": 2000, "odds": 3,
    "max_payout": 500_000, "qualified": True, "value": "«жжж»", "expected": "«юю»", "step": StepKind.DECIDE,
    "other": "max_ante", "waiting": Expectation(StepKind.DEALER_REPLACEMENT, None, card=parse_card("Qs")),
    "detail": "что-то не так",
}
CARD_CODE = re.compile(r"(?<![A-Za-z])[2-9TJQKA][shdc](?![A-Za-z])")
LATIN = re.compile(r"[A-Za-z]")


def _latin(text: str) -> list[str]:
    return LATIN.findall(CARD_CODE.sub("", text))


@pytest.mark.parametrize("code", list(ProblemCode))
def test_every_code_has_an_english_and_a_russian_line_without_latin_words(code: ProblemCode) -> None:
    problem = Problem.of(3, "final_cards", code, also=Place.DEALER, **SAMPLE)
    en = problem_text(problem, "en", currency="EUR")
    assert str(problem) == f"box 3 and dealer: final_cards: {english(code, problem.params)}"
    if code in MONEY_CODES:  # a person reads money; the contract line keeps minor units
        assert en.startswith("box 3 and dealer: final_cards: ") and "€" in en and en != str(problem), en
    else:
        assert en == str(problem)
    ru = problem_text(problem, "ru", currency="EUR")
    assert ru.startswith("бокс 3 и дилер: карты на вскрытии: ")
    assert _latin(ru) == [], ru


@pytest.mark.parametrize("field", [*HouseRules.FIELDS, *(field_name(k) for k in StepKind),
                                   "format", "id", "jackpot", "boxes", "boxes[2]: box", "exchange: discard",
                                   "pay_table: one_pair", "step", "kind", "dark"])
def test_every_field_a_problem_names_has_a_russian_name(field: str) -> None:
    ru = problem_text(Problem.of(Place.HOUSE, field, ProblemCode.MISSING), "ru", currency="EUR")
    assert _latin(ru) == [], ru


@pytest.mark.parametrize("kind", list(StepKind))
def test_every_expectation_has_a_russian_prompt(kind: StepKind) -> None:
    text = expectation_text(Expectation(kind, 2, card=parse_card("Ah"), size=6, again=True))
    assert text and _latin(text) == [], text


def test_russian_lines_use_cldr_plurals_and_major_units() -> None:
    def ru(code: ProblemCode, **params: object) -> str:
        return problem_text(Problem.of(1, "cards", code, **params), "ru", currency="EUR")

    assert ru(ProblemCode.BOX_CARD_COUNT, count=1) == "бокс 1: карты: 1 карта, а на бокс сдают пять"
    assert ru(ProblemCode.BOX_CARD_COUNT, count=3) == "бокс 1: карты: 3 карты, а на бокс сдают пять"
    assert ru(ProblemCode.BOX_CARD_COUNT, count=7) == "бокс 1: карты: 7 карт, а на бокс сдают пять"
    assert ru(ProblemCode.BOX_CARD_COUNT, count=21) == "бокс 1: карты: 21 карта, а на бокс сдают пять"
    assert ru(ProblemCode.ANTE_BELOW_MINIMUM, amount=50_000, limit=100_000) == (
        "бокс 1: карты: 500,00\xa0€ — меньше минимального анте (1\xa0000,00\xa0€)")


def test_the_english_line_of_a_refused_round_is_unchanged_and_typed() -> None:
    round_ = {"format": "russian-poker-round/1", "dealer": {"cards": ["As", "Kd", "7h", "7d", "2c"]},
              "boxes": [{"box": 1, "ante": 50, "decision": "bet", "final_cards": ["As", "Qs", "Js", "Ts", "9s"]}]}
    with pytest.raises(RoundRefused) as refused:
        settle_round(round_)
    problems = refused.value.problems
    assert [str(p) for p in problems] == ["box 1: ante: 50 is below the minimum Ante (500)",
                                          "box 1 and dealer: card As appears twice"]
    assert [p.code for p in problems] == [ProblemCode.ANTE_BELOW_MINIMUM, ProblemCode.CARD_TWICE]
    assert problems[0].params["amount"] == 50 and problems[0].params["limit"] == 500
    assert problems[1].cards == (parse_card("As"),) and problems[1].box == 1


def test_a_step_refused_for_order_names_what_the_round_waits_for() -> None:
    state = RoundState.new(HouseRules())
    from rules.poker.record import Decision
    from rules.poker.table import CloseBets, Decide, PlaceBet

    state = state.apply(PlaceBet(1, 1000)).apply(CloseBets())
    problem = state.check(Decide(1, Decision.BET))
    assert problem == ()
    state = state.apply(Decide(1, Decision.BET))
    from rules.poker.table import FinalCards

    (refused,) = state.check(FinalCards(1, parse_cards("As Ks Qs Js Ts")))
    assert refused.code is ProblemCode.NOT_YET
    assert str(refused) == "box 1: final_cards: not yet: Turn the dealer's cards and enter them"
    assert problem_text(refused, "ru", currency="EUR") == (
        "бокс 1: карты на вскрытии: рано: сначала откройте карты дилера и введите их")


def test_another_language_is_refused_in_one_line() -> None:
    with pytest.raises(ProblemWordingError, match="language: 'de' is not one of en, ru"):
        problem_text(Problem.of(1, "", ProblemCode.MISSING), "de", currency="EUR")


def test_a_message_shown_next_to_its_field_is_worded_without_the_place() -> None:
    from rules.poker import HouseRulesError

    with pytest.raises(HouseRulesError) as e:
        HouseRules.from_mapping({"min_ante": 5_000, "max_ante": 1_000, "currency": "EUR"})
    (problem,) = e.value.problems
    from dealer_app.wording.problems import message_text

    assert problem.message == "5000 is above max_ante (1000)"
    assert message_text(problem, "en", currency="EUR") == "€50.00 is above max ante (€10.00)"
    assert message_text(problem, "en", currency="") == problem.message
    assert message_text(problem, "ru", currency="EUR") == (
        "50,00\xa0€ — больше, чем «максимальное анте» (10,00\xa0€)")
    # a profile being edited may name no usable currency yet: the amounts stay plain
    assert message_text(problem, "ru", currency="") == "5000 — больше, чем «максимальное анте» (1000)"


def test_an_ante_of_3_euros_reads_in_euros_on_a_screen_and_in_cents_in_the_contract() -> None:
    problem = Problem.of(1, "ante", ProblemCode.ANTE_BELOW_MINIMUM, amount=300, limit=500)
    assert str(problem) == "box 1: ante: 300 is below the minimum Ante (500)"
    assert problem_text(problem, "en", currency="EUR") == "box 1: ante: €3.00 is below the minimum Ante (€5.00)"
    assert problem_text(problem, "ru", currency="EUR") == "бокс 1: анте: 3,00\xa0€ — меньше минимального анте (5,00\xa0€)"
