"""The tracker at each stage of a hand, grabbed at 1280×800 (set ``ROULETTE_SHOTS``
to a folder to keep the PNGs and look at them)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from roulette_ui_helpers import HandPlayer, deal, fill_setup, load_hand, open_screen, type_into, wait_ack

from rules.roulette import ActionKind
from ui.devtools.driver import pump
from ui.kit.qt import QCoreApplication, QEvent, QImage
from ui.roulette.view import Mode


def _grab(screen: Any, folder: Path, name: str) -> Path:
    pump(20)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # what the event loop does between frames
    pump(5)
    path = folder / f"{name}.png"
    assert screen.grab().save(str(path))
    img = QImage(str(path))
    assert (img.width(), img.height()) == (1280, 800), f"{name}: {img.width()}×{img.height()}"
    return path


def test_screens_of_a_hand(ctx: Any, shots_dir: Path) -> None:
    hand = load_hand("rr-01-raise-moves-trigger.hand.json")
    screen = open_screen(ctx)
    fill_setup(screen, hand)
    _grab(screen, shots_dir, "rr-01-setup")
    sp = screen.setup_panel
    sp.hole_cards.setValue(1)
    sp.circle.setValue(6)
    _grab(screen, shots_dir, "rr-02-setup-refused")
    sp.hole_cards.setValue(2)
    sp.circle.setValue(5)
    deal(screen)
    _grab(screen, shots_dir, "rr-03-blinds-posted")
    player = HandPlayer(screen, hand)
    player.run(actions=3, stop=lambda s: s.mode is Mode.TURN)
    assert screen.mode is Mode.TURN
    type_into(screen.card_panel.field, "7")
    _grab(screen, shots_dir, "rr-04-turn-a-card")
    screen.card_panel.field.clear()
    player.run(actions=5)
    screen.action_panel.open_amount(ActionKind.BET)
    screen.action_panel.amount.clear()
    type_into(screen.action_panel.amount, "5")
    _grab(screen, shots_dir, "rr-05-bet-below-minimum")
    screen.action_panel.close_amount()
    player.run(actions=4)
    _grab(screen, shots_dir, "rr-06-trigger-moved")
    player.run(stop=lambda s: s.mode is Mode.SHOWDOWN)
    _grab(screen, shots_dir, "rr-07-showdown")
    player.run()
    assert screen.mode is Mode.RESULT
    _grab(screen, shots_dir, "rr-08-result")


def test_screens_of_a_split_a_big_circle_and_a_fold_out(ctx: Any, shots_dir: Path) -> None:
    screen = open_screen(ctx)
    for name, shot in (("rr-split-odd-chip.hand.json", "rr-09-split-pot"),
                       ("rr-big-circle-pre-revealed.hand.json", "rr-10-big-circle"),
                       ("rr-fold-out-round-1.hand.json", "rr-11-won-by-folds")):
        hand = load_hand(name)
        fill_setup(screen, hand)
        deal(screen)
        player = HandPlayer(screen, hand)
        if shot == "rr-10-big-circle":
            player.run(actions=3)
            _grab(screen, shots_dir, "rr-10a-big-circle-betting")
        player.run()
        assert screen.mode is Mode.RESULT
        _grab(screen, shots_dir, shot)
        before = screen.acks
        screen.record_hand()
        wait_ack(screen, before, "the hand to be recorded")
        assert screen.mode is Mode.SETUP
