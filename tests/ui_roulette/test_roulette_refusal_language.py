"""The tracker shows the engine's refusals in the screen's language."""

from __future__ import annotations

from typing import Any

from roulette_ui_helpers import deal, fill_setup, load_hand, open_screen, wait_ack

from rules.roulette import Action, ActionKind


def test_refusals_are_shown_in_russian_on_a_russian_screen(ctx: Any) -> None:
    ctx.set_language("ru", "ru_RU")
    screen = open_screen(ctx)
    sp = screen.setup_panel
    sp.hole_cards.setValue(1)
    assert "для комбинации нужно не меньше 5 карт" in sp.field_problems["hole_cards"].text()
    sp.hole_cards.setValue(2)
    fill_setup(screen, load_hand("rr-01-raise-moves-trigger.hand.json"))
    deal(screen)
    assert screen.state is not None
    seat = screen.state.to_act
    assert seat is not None
    before = screen.acks
    screen.on_action_panel_action_chosen(Action(seat, ActionKind.RAISE, 1))  # past the panel's own check: the engine refuses
    wait_ack(screen, before, "the refusal")
    text = screen.action_panel.problem.text()
    assert text == "⚠ рейз до 0,01\xa0€ не больше уже поставленных 10,00\xa0€", text
    assert "raise" not in text and "место" not in text  # the seat to act is plain: no head


def test_refusals_stay_in_english_on_an_english_screen(ctx: Any) -> None:
    screen = open_screen(ctx)
    fill_setup(screen, load_hand("rr-01-raise-moves-trigger.hand.json"))
    deal(screen)
    assert screen.state is not None and screen.state.to_act is not None
    before = screen.acks
    screen.on_action_panel_action_chosen(Action(screen.state.to_act, ActionKind.RAISE, 1))
    wait_ack(screen, before, "the refusal")
    assert screen.action_panel.problem.text() == "⚠ raise to 1 is not more than the 1000 already bet"
