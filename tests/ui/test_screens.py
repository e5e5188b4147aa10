"""The screenshot command, card entry by mouse, and the plain C key."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from rules.cards import parse_cards
from rules.poker.table import CloseBets, PlaceBet
from ui.devtools.driver import TableDriver, pump
from ui.kit.qt import QImage, Qt, QTest

ROOT = Path(__file__).resolve().parents[2]


# every screen ``dealer-app screenshot`` writes, in English (Russian ones end in -ru)
SCREENS = (
    # a new station's first run: the casino, the table, the currency, the administrator; then the people
    "00-first-run", "00b-first-run-people",
    "01-startup-checks", "02-sign-in", "03-shift-start", "04-round-mid-entry-error", "05-settlement",
    "06-buy-game-step", "08-settlement-approval-pending", "09-locked",
    # at no game an insured box that took the Ante: paid before its cards, its insurance after them
    "18-insurance-after-its-cards",
    # the Russian Roulette tracker (F7): its set-up, mid-hand with the Trigger moved and the next card named,
    # a split pot
    "17-roulette-setup", "10-roulette-mid-hand", "11-roulette-split-pot",
    # trainee mode: a drill's feedback on a planted mistake, the progress charts
    "12-training-drill-feedback", "13-training-progress",
    # naming hands, counting chips, and the instructor's view of the trainees (F7 in the console)
    "34-training-name-the-hand", "35-training-chips", "36-training-trainees",
    # the pit boss console (its own demo floor), as a pit boss, an administrator and a dealer
    "20-console-approvals", "21-console-refused-floor-ruling", "22-console-round-history",
    "23-console-round-view-ruling", "24-console-round-view-void", "25-console-jackpot-meter",
    "26-console-reaudit-discrepancy", "27-console-house-rules-error", "28-console-house-rules-preview",
    "29-console-users", "30-console-settings", "31-console-closed-to-a-dealer",
    # the fill and credit slips (one voided, one printed again), the count room's drop by note
    "33-console-slips", "34-console-count-room",
)


def _looks_like_a_screen(path: Path) -> str:
    """'' when ``path`` is a real 1280×800 screen (not blank, not a flat colour), else why not."""
    img = QImage(str(path))
    if img.isNull():
        return "not an image"
    if (img.width(), img.height()) != (1280, 800):
        return f"{img.width()}×{img.height()}, not 1280×800 (a layout wider than the screen?)"
    colours = {img.pixel(x, y) for x in range(0, 1280, 4) for y in range(0, 800, 4)}
    if len(colours) < 100:  # text is anti-aliased: a screen with words on it has hundreds
        return f"only {len(colours)} colours: an empty screen"
    if path.stat().st_size < 20_000:
        return f"{path.stat().st_size} bytes: too little on it"
    return ""


@pytest.mark.subprocess
@pytest.mark.slow
def test_the_screenshot_command_renders_the_main_screens(tmp_path: Path) -> None:
    """In Russian (the English screens are the same code, and the text-fit walk renders both
    languages), on a throw-away home: every screen written, at 1280×800, with something on it."""
    home = tmp_path / "home"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", DEALER_APP_DATA_DIR=str(home / "data"),
               DEALER_APP_CONFIG_DIR=str(home / "config"))
    out = tmp_path / "shots"
    done = subprocess.run(
        [sys.executable, "-c", "import sys; from dealer_main import main; sys.exit(main(sys.argv[1:]))",
         "screenshot", "--out", str(out), "--lang", "ru"],
        capture_output=True, text=True, env=env, cwd=ROOT, timeout=600, check=False)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr, done.stderr  # nothing failed in a callback along the way
    names = {p.name for p in out.glob("*.png")}
    wanted = {f"{s}-ru.png" for s in SCREENS}
    assert sorted(wanted - names) == []
    problems = {p.name: why for p in sorted(out.glob("*.png")) if (why := _looks_like_a_screen(p))}
    assert problems == {}
    listed = [line for line in done.stdout.splitlines() if line.endswith(".png")]
    assert len(listed) == len(names), "every file written is listed"
    # the user's own folders are never touched: the command made its own home (the audit key included)
    assert not (home / "data").exists() or not any((home / "data").rglob("*.db"))


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
