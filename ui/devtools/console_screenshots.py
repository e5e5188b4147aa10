"""The pit boss console's screens for ``dealer-app screenshot``.

``render_console(out, lang, seed)`` builds a demo floor on a throw-away
database (:func:`ui.devtools.console_demo.build_demo`: two tables, settled rounds, a
void, a floor ruling, a payout held, a refused round), opens the console as
a pit boss, the count room, an administrator and a dealer, and saves each screen at 1280×800
as a PNG in ``out``. It returns the files written. The caller has created the
QApplication and pointed the data and config folders at temporary ones (as
:func:`ui.devtools.screenshots.main` does).
"""

from __future__ import annotations

import json
import sqlite3
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ui.console.screen import ConsoleScreen
    from ui.kit.qt import QWidget

__all__ = ["render_console"]

SIZE = (1280, 800)


def _tamper(db: Path, round_id: int) -> None:
    """Change one stored settlement behind the app's back (for the re-audit's screen)."""
    con = sqlite3.connect(str(db))
    try:
        con.execute("DROP TRIGGER IF EXISTS log_no_update")
        row = con.execute("SELECT seq, payload FROM log WHERE kind = 'round_settled' AND round_id = ?",
                          (round_id,)).fetchone()
        if row is None:
            return
        seq, text = row
        payload = json.loads(text)
        payload["settlement"]["boxes"][0]["net"] += 50_000
        payload["settlement"]["house_net"] -= 50_000
        con.execute("UPDATE log SET payload = ? WHERE seq = ?", (json.dumps(payload), seq))
        con.commit()
    finally:
        con.close()


def render_console(out: Path, lang: str = "en", seed: int = 20240601, *, size: tuple[int, int] = SIZE,
                   look: Callable[[QWidget, str], None] | None = None) -> list[Path]:
    """``20``–``34``: the console's pages at ``size``; ``look`` sees each one before it is saved."""
    from ui.console.access import Section
    from ui.console.pages.approvals import ApprovalsPage
    from ui.console.pages.audit import AuditPage
    from ui.console.pages.chips import ChipSetPage
    from ui.console.pages.drop import DropPage
    from ui.console.pages.house import HousePage
    from ui.console.pages.slips import SlipsPage
    from ui.console.pages.users import UsersPage
    from ui.devtools.console_demo import DEMO_PEOPLE, build_demo, close_console, demo_words, open_console
    from ui.devtools.driver import pump
    from ui.i18n import install, locale_name
    from ui.kit.dialogs import LookingDialogService, ScriptedDialogService
    from ui.kit.qt import QCoreApplication, QLineEdit

    out.mkdir(parents=True, exist_ok=True)
    app = QCoreApplication.instance()
    if app is not None:  # the console in its language, whoever rendered before it
        install(app, lang)
    work = Path(tempfile.mkdtemp(prefix="dealer-console-screens-"))
    db = work / "floor.db"
    demo = build_demo(db, seed, lang=lang)
    words = demo_words(lang)
    suffix = "" if lang == "en" else f"-{lang}"
    written: list[Path] = []

    def settle(console: ConsoleScreen) -> None:
        for _ in range(4):
            console.ctx.worker.drain(30000)
            pump(30)

    def shot(console: ConsoleScreen, name: str) -> None:
        settle(console)
        if look is not None:
            look(console, name + suffix)
        path = out / f"{name}{suffix}.png"
        console.grab().save(str(path))
        written.append(path)

    def signed(name: str) -> ConsoleScreen:
        dialogs = ScriptedDialogService(lenient=True) if look is None else LookingDialogService(look)
        c = open_console(db, name, DEMO_PEOPLE[name][1], dialogs=dialogs,
                         lang=lang, locale=locale_name(lang))
        c.resize(*size)
        c.show()
        c.enter()
        settle(c)
        return c

    boss = signed("Boris Ivanov")
    try:
        approvals = boss.pages[Section.APPROVALS]
        assert isinstance(approvals, ApprovalsPage)
        approvals.select_round(demo.held_round)
        shot(boss, "20-console-approvals")
        approvals.select_round(demo.refused_round)
        approvals.start_ruling()
        ruling = approvals.ruling
        ruling.amount.setText("9000")
        ruling.reason.setText(words["ruling"])
        shot(boss, "21-console-refused-floor-ruling")
        boss.select_shift(demo.shift_1)
        boss.show_section(Section.HISTORY)
        shot(boss, "22-console-round-history")
        boss.open_round(demo.ruled_round)
        shot(boss, "23-console-round-view-ruling")
        boss.open_round(demo.voided_round)
        shot(boss, "24-console-round-view-void")
        boss.show_section(Section.METER)
        shot(boss, "25-console-jackpot-meter")
        boss.show_section(Section.AUDIT)
        audit = boss.pages[Section.AUDIT]
        assert isinstance(audit, AuditPage)
        audit.start()
        settle(boss)
        _tamper(db, demo.ruled_round - 2)
        audit.start()
        shot(boss, "26-console-reaudit-discrepancy")
        boss.show_section(Section.HOUSE)
        settle(boss)
        house = boss.pages[Section.HOUSE]
        assert isinstance(house, HousePage)
        field = house.editor.edits

        def type_in(name: str, text: str) -> None:
            edit = field[name]
            assert isinstance(edit, QLineEdit), edit
            edit.setText(text)

        type_in("pay_table.full_house", "9")
        type_in("min_ante", "900")
        house.on_editor_changed()
        shot(boss, "27-console-house-rules-error")
        type_in("min_ante", "5")
        house.note.setText(words["note"])
        house.on_editor_changed()
        shot(boss, "28-console-house-rules-preview")
        boss.show_section(Section.COUNT)
        shot(boss, "32-console-table-count")
        boss.show_section(Section.SLIPS)
        slips = boss.pages[Section.SLIPS]
        assert isinstance(slips, SlipsPage)
        settle(boss)
        printed = next((i for i, line in enumerate(slips.lines) if line.slip.reprints), 0)
        slips.table.setCurrentCell(printed, 0)
        shot(boss, "33-console-slips")
    finally:
        close_console(boss)

    room = signed("Vera Kuznetsova")
    try:
        drop = room.pages[Section.DROP]
        assert isinstance(drop, DropPage)
        settle(room)
        if drop.note_edits:
            first = next(iter(drop.note_edits))
            drop.note_edits[first].setText("11")
            drop.loose.setText("500")
            drop.reason.setText(words["recount"])
            drop.show_total()
        shot(room, "34-console-count-room")
    finally:
        close_console(room)

    admin = signed("Admin")
    try:
        users = admin.pages[Section.USERS]
        assert isinstance(users, UsersPage)
        users.select_user("Dmitri Orlov")
        shot(admin, "29-console-users")
        admin.show_section(Section.SETTINGS)
        shot(admin, "30-console-settings")
        admin.show_section(Section.CHIPS)
        shot(admin, "33-console-chip-set")
        chips = admin.pages[Section.CHIPS]
        assert isinstance(chips, ChipSetPage)
        row = chips.editor.add_row(focus=True)
        if row is not None:  # a row with an amount that is not one: the one-line problem
            row.value.setText("2.5.0")
            row.colour.setCurrentIndex(1)
            chips.save_chip_set()
        shot(admin, "34-console-chip-set-error")
    finally:
        close_console(admin)

    dealer = signed("Anna Petrova")
    try:
        shot(dealer, "31-console-closed-to-a-dealer")
    finally:
        close_console(dealer)
    return written


def main(argv: list[str] | None = None) -> int:
    """``python -m ui.devtools.console_screenshots OUT``: the console's screens alone."""
    import os
    import sys

    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) != 1:
        print("usage: python -m ui.devtools.console_screenshots OUT_DIR", file=sys.stderr)
        return 2
    scratch = Path(tempfile.mkdtemp(prefix="dealer-console-home-"))
    os.environ["DEALER_APP_DATA_DIR"] = str(scratch / "data")
    os.environ["DEALER_APP_CONFIG_DIR"] = str(scratch / "config")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from ui.kit.qt import QApplication

    app = QApplication.instance() or QApplication(["console screenshots"])
    del app
    for p in render_console(Path(args[0])):
        print(p)
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
