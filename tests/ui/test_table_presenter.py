"""The table's presenter, without Qt: which box the next key acts on, what the next-step
line says, which field a key opens and what a typed text means, on real engine rounds."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from rules.cards import parse_cards
from rules.poker import CloseBets, Decide, Decision, HouseRules, PlaceBet, RoundState
from rules.poker.record import NoGame
from rules.poker.table import BonusCards, DealerCards, FinalCards, Insure, NoGameChoice, Step
from ui.kit.money import MoneyFormat
from ui.table.presenter import TablePresenter
from ui.table.records import RoundUpdate
from ui.table.viewmodel import EntryKind, FieldKind


@dataclass
class _Station:
    money: MoneyFormat
    house: HouseRules
    approval_threshold: int | None = None
    lang: str = "en"


class _Counted:
    """English counted words, as the catalogue's plural forms say them."""

    def cards(self, n: int) -> str:
        return f"{n} card" if n == 1 else f"{n} cards"

    def showdown(self, box: str, n: int) -> str:
        return f"Showdown: box {box} shows its {self.cards(n)}. Press C and type them."


def _round(state: RoundState) -> RoundUpdate:
    """The round as the store acknowledged it (the view record the presenter reads)."""
    return RoundUpdate(state=state, round_id=1, number=1, steps=len(state.steps), complete=state.complete,
                       approvals=None, meter=0, saved_at_us=0)


def _at(steps: list[Step], house: HouseRules | None = None) -> TablePresenter:
    house = house or HouseRules()
    p = TablePresenter(_Station(MoneyFormat("EUR", "en_US"), house), lambda _context, text: text, _Counted())
    p.update = _round(RoundState.replay(house, steps))
    p.refresh()
    p.follow_workflow()
    return p


@pytest.mark.subprocess
def test_the_presenter_never_loads_qt() -> None:
    code = "import sys, ui.table.presenter; sys.exit('PySide6' in sys.modules)"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=False,
                          cwd=Path(__file__).resolve().parents[2])
    assert done.returncode == 0, done.stderr or "ui.table.presenter loaded PySide6"


def test_while_bets_are_open_the_line_asks_for_bets_and_nothing_is_selected() -> None:
    p = _at([])
    assert p.prompt() == ("Place the bets: a box's digit, then A for its Ante (⇧A dark box), B for a bonus. "
                          "R: same bets as last round.", ["1–9", "A", "R"])
    assert p.selected is None and p.who() == ""
    assert p.idle_text("#fff") == "Press a box's digit to select it, or D for the dealer."


def test_a_box_chosen_with_its_digit_names_its_keys() -> None:
    p = _at([PlaceBet(1, 1000)])
    p.selected = 3
    assert p.who() == "BOX 3"
    text, keys = p.prompt()
    assert text == "Box 3: A Ante (⇧A dark box), B bonus. Another box: its digit. No more bets: Enter."
    assert keys == ["A", "B", "Enter"]


def test_the_selection_follows_the_box_the_engine_expects() -> None:
    p = _at([PlaceBet(1, 1000), PlaceBet(2, 2000, 500), CloseBets()])
    assert (p.selected, p.dealer_selected) == (2, False) and p.on_workflow()
    assert p.prompt() == ("Box 2 shows its five cards for the bonus: press C and type them.", ["C"])
    assert "<b>C</b></span> bonus cards" in p.idle_text("#fff")
    p.selected = 1  # a digit moved it: the line says what box 1 takes, and how to go back
    assert not p.on_workflow()
    assert p.prompt()[0] == "Box 1: nothing to enter now; C, P, F… correct an entry (asks first). Esc: back to box 2."


def test_a_key_opens_the_field_it_names_with_the_houses_limits() -> None:
    p = _at([PlaceBet(1, 1000), PlaceBet(2, 2000)])
    ante = p.spec(EntryKind.ANTE, 3)
    assert (ante.field, ante.title, ante.box) == (FieldKind.AMOUNT, "Box 3 · Ante", 3)
    assert ante.hint == "Ante between €5.00 and €500.00"
    assert ante.initial == "20", "the next Ante starts as the last one bet"
    dark = p.spec(EntryKind.DARK, 4)
    assert dark.title == "Box 4 · dark box Ante" and dark.hint.endswith("dark: Ante and Bet both down, always plays")
    dealer = p.spec(EntryKind.DEALER_CARDS, None)
    assert (dealer.field, dealer.card_count, dealer.box, dealer.title) == (FieldKind.CARDS, 5, None, "Dealer's hand")
    exchange = p.spec(EntryKind.EXCHANGE, 1)
    assert exchange.field is FieldKind.EXCHANGE and exchange.title == "Box 1 · exchange"


def test_what_a_typed_text_means() -> None:
    p = _at([PlaceBet(1, 1000)])
    amount = p.spec(EntryKind.ANTE, 2)
    assert p.value(amount, "12.5", final=True) == (1250, "")
    assert p.value(amount, "  ", final=True) == (None, "")
    assert p.value(amount, "12x", final=True) == (None, "'12x' is not an amount")
    exchange = p.spec(EntryKind.EXCHANGE, 1)
    assert p.value(exchange, "2", final=True) == (2, "")
    assert p.value(exchange, "2c 5d / 9s 4h", final=True) == ((parse_cards("2c 5d"), parse_cards("9s 4h")), "")
    assert p.value(exchange, "2c 5d", final=False) == (None, "")
    assert p.value(exchange, "2c 5d", final=True) == (
        None, "Type the number of cards, or the discarded cards / the drawn cards")
    cards = p.spec(EntryKind.DEALER_CARDS, None)
    assert p.value(cards, "Ah Ah", final=True)[1] == "Ah is typed twice"
    assert p.value(cards, "Ah Zz", final=True)[1] == "'Zz' is not a card"
    assert p.value(cards, "2c 3c 4c 5c 6c 7c", final=True)[1] == "6 cards: expected 5"


def test_a_card_already_in_the_round_is_named_where_it_is() -> None:
    first = parse_cards("Ah Kh Qh Jh Th")
    p = _at([PlaceBet(1, 1000, 500), CloseBets(), BonusCards(1, first)])
    checked = p.check_typing(p.spec(EntryKind.DEALER_CARDS, None), "2c Kh")
    assert checked.problem == "Kh is already at box 1"
    assert checked.errors == (first[1],)


def test_five_typed_cards_preview_their_hand_and_enter_builds_the_step() -> None:
    p = _at([PlaceBet(1, 1000), CloseBets()])
    spec = p.spec(EntryKind.DEALER_CARDS, None)
    assert p.check_entry(spec, "2c 3d") == (None, "2 of 5 cards")
    assert p.check_entry(p.spec(EntryKind.INSURANCE, 1), " ") == (None, "Enter a value, or Esc to go back.")
    checked = p.check_typing(spec, "As Ks Qs Js Ts")
    assert checked.hand is not None and checked.hand.category.name == "ROYAL_FLUSH"
    step, problem = p.check_entry(spec, "9c 9d 4h 5s 7c")
    assert step is None and problem, "box 1 has not decided: the engine refuses the dealer's hand"
    p = _at([PlaceBet(1, 1000), CloseBets(), Decide(1, Decision.BET)])
    assert p.dealer_selected and p.who() == "DEALER"
    step, problem = p.check_entry(spec, "9c 9d 4h 5s 7c")
    assert (step, problem) == (DealerCards(parse_cards("9c 9d 4h 5s 7c")), "")


def test_a_correction_is_asked_in_words_and_the_same_value_changes_nothing() -> None:
    p = _at([PlaceBet(1, 1000)])
    assert p.correction(PlaceBet(1, 1000), PlaceBet(1, 2000, 500)) == (
        True, "Change box 1's bet from Ante €10.00 to Ante €20.00, bonus €5.00?")
    assert p.correction(PlaceBet(1, 1000), PlaceBet(1, 1000)) == (
        False, "Already recorded: box 1's bet Ante €10.00. Nothing changed.")
    cards = DealerCards(parse_cards("9c 9d 4h 5s 7c"))
    changes, question = p.correction(cards, DealerCards(parse_cards("9c 9d 4h 5s 8c")))
    assert changes and question == "Replace the dealer's hand 9c 9d 4h 5s 7c with 9c 9d 4h 5s 8c?"


def test_texts_go_through_the_translation_under_the_presenters_context() -> None:
    asked: list[tuple[str, str]] = []

    def translate(context: str, text: str) -> str:
        asked.append((context, text))
        return text.upper()

    p = TablePresenter(_Station(MoneyFormat("EUR", "en_US"), HouseRules()), translate, _Counted())
    p.selected = 2
    assert p.who() == "BOX 2"
    assert p.spec(EntryKind.BONUS, 2).title == "BOX 2 · BONUS"
    assert {c for c, _ in asked} == {"TablePresenter"}


def test_an_insured_box_paid_its_ante_before_its_cards_has_its_insurance_still_to_come() -> None:
    """At no game a box that takes the Ante is paid at once; an insured one's view record says
    its insurance is still to come (the box shows it), until its cards are in."""
    steps: list[Step] = [PlaceBet(1, 1000), PlaceBet(2, 1000), CloseBets(), Decide(1, Decision.BET),
                         Decide(2, Decision.BET), Insure(1, 1000), DealerCards(parse_cards("ks 9d 7c 4h 2s")),
                         NoGameChoice(1, NoGame.TAKE_ANTE), NoGameChoice(2, NoGame.TAKE_ANTE)]
    p = _at(steps)
    assert p.info is not None
    insured, plain = p.info.boxes[0], p.info.boxes[1]
    assert insured.result is not None and insured.result_pending == ("insurance",)
    assert not any(mv.term == "insurance" for mv in insured.result), "no insurance figure before the cards"
    assert plain.result is not None and plain.result_pending == ()
    assert p.who() == "BOX 1" and "box 1 shows its 5 cards" in p.prompt()[0], "the next step: box 1's cards"
    p = _at([*steps, FinalCards(1, parse_cards("qh qs qd 8c 4c"))])
    assert p.info is not None
    insured = p.info.boxes[0]
    assert insured.result_pending == ()
    assert insured.result is not None and any(mv.term == "insurance" and mv.amount == 1000 for mv in insured.result)
    assert p.who() == "BOX 2"
