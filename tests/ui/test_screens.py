"""The screenshot command, card entry by mouse, and the plain C key."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from rules.cards import parse_cards
from rules.poker.table import CloseBets, PlaceBet
from ui.driver import TableDriver, pump
from ui.qt import QImage, Qt, QTest

ROOT = Path(__file__).resolve().parents[2]


def test_the_screenshot_command_renders_the_main_screens(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = tmp_path / "shots"
    done = subprocess.run(
        [sys.executable, "-c", "import sys; from dealer_main import main; sys.exit(main(sys.argv[1:]))",
         "screenshot", "--out", str(out), "--lang", "en"],
        capture_output=True, text=True, env=env, cwd=ROOT, timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    names = sorted(p.name for p in out.glob("*.png"))
    for wanted in ("03-shift-start.png", "04-round-mid-entry-error.png", "06-buy-game-step.png",
                   "08-settlement-approval-pending.png"):
        assert wanted in names
    img = QImage(str(out / "08-settlement-approval-pending.png"))
    assert (img.width(), img.height()) == (1280, 800)


def test_c_in_the_bonus_phase_enters_the_dealt_cards(table: TableDriver) -> None:
    d = table
    t = d.table
    d.steps([PlaceBet(2, 1000, bonus=200), CloseBets()])
    assert "shows its five cards for the bonus" in t.next_bar.text.text()
    d.enter()  # Enter opens what is expected next: box 2's dealt cards
    assert t.entry.is_open and t.entry.spec.box == 2
    d.field("qh qs qd 8c 8h", submit=False)
    assert t.entry.preview.text() == "Full house"
    d.escape()
    d.box(2)
    d.key(ord("C"))
    assert t.entry.spec.what.value == "bonus_cards"
    d.field("qh qs qd 8c 8h")
    assert t.info.boxes[1].bonus_hand is not None and t.info.boxes[1].bonus_hand.key == "full_house"


def test_cards_can_be_clicked_on_the_picker_and_used_ones_are_disabled(table: TableDriver) -> None:
    d = table
    t = d.table
    d.steps([PlaceBet(1, 1000, bonus=100), PlaceBet(2, 1000, bonus=100), CloseBets()])
    d.box(1)
    d.key(ord("C"))
    picker = t.entry.picker
    for c in parse_cards("As Ks Qs Js Ts"):
        QTest.mouseClick(picker, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         picker.cell_rect(c).center().toPoint())
    pump(0)
    assert t.entry.field.text() == "As Ks Qs Js Ts"
    assert t.entry.preview.text() == "Royal flush"
    QTest.keyClick(t.entry.field, Qt.Key.Key_Return)
    d.settle()
    d.box(2)
    d.key(ord("C"))
    assert picker.is_used(parse_cards("As")[0])
    before = t.entry.field.text()
    QTest.mouseClick(picker, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     picker.cell_rect(parse_cards("As")[0]).center().toPoint())
    pump(0)
    assert t.entry.field.text() == before, "a used card cannot be picked"
