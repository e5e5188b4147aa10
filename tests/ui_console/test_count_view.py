"""The console's table count: the pit's counted shifts, the selected shift's figures, the
period where a variance appeared, chosen with the keyboard (real widgets, real keys)."""

from __future__ import annotations

from pathlib import Path

from console_helpers import PEOPLE, Floor, console_for, plain_steps, wait_for
from pytestqt.qtbot import QtBot

from dealer_app.auth.roles import Permission, Role
from dealer_app.table_count import hold_text, inventory_total
from ui.console import Section
from ui.kit.qt import Qt

CHIPS = [{"value": 10000, "colour": "#222222", "name": "black"}, {"value": 2500, "colour": "#1f8a3b"},
         {"value": 500, "colour": "#c62828"}, {"value": 100, "colour": "#f5f5f5"}]
OPENER = {10000: 100, 2500: 100, 500: 100, 100: 100}


def _counted_shifts(f: Floor) -> tuple[int, int]:
    """Two counted shifts at Table 1: a clean one, then one €100 short in its second hour."""
    s = f.s
    s.users.add(s.users.co_sign("Admin", PEOPLE["Admin"][1], Permission.MANAGE_USERS, purpose="setup"),
                "Rita", Role.COUNT_ROOM, "888888")
    s.count.set_chip_set(s.users.co_sign("Boris", "333333", Permission.EDIT_CHIP_SET, purpose="chips"), CHIPS)
    s.shifts.close(f.dealer, f.shift_id)
    ids = []
    for short in (0, 10_000):
        boss = s.users.co_sign("Boris", "333333", Permission.SIGN_COUNT, purpose="opener")
        shift = s.shifts.open(f.dealer, "Table 1", opener=OPENER, confirmed_by=boss)
        f.shift_id = shift.id
        tray = inventory_total(OPENER)
        s.count.buy_in(f.dealer, shift.id, 50_000)
        tray -= 50_000
        for hour in range(2):
            rid = f.play(plain_steps())
            row = s.store.round(rid)
            assert row is not None and row.settled_seq is not None
            e = s.store.entry(row.settled_seq)
            assert e is not None
            tray += int(e.payload["settlement"]["house_net"])
            if hour == 1:
                tray -= short
            s.count.count_tray(f.dealer, shift.id, _chips(tray))
        boss = s.users.co_sign("Boris", "333333", Permission.SIGN_COUNT, purpose="closer", shift_id=shift.id)
        s.shifts.close(f.dealer, shift.id, closer=_chips(tray), confirmed_by=boss)
        room = s.users.co_sign("Rita", "888888", Permission.ENTER_DROP, purpose="drop", shift_id=shift.id)
        s.count.enter_drop(room, shift.id, 50_000)
        ids.append(shift.id)
    return ids[0], ids[1]


def _chips(total: int) -> dict[int, int]:
    from dealer_app.table_count import breakdown

    chips, left = breakdown(total, [10000, 2500, 500, 100])
    assert left == 0
    return chips


def test_the_count_view_shows_the_store_figures_and_the_hour(floor: Floor, qtbot: QtBot, db_path: Path) -> None:
    clean, short = _counted_shifts(floor)
    views = {sid: floor.s.count.view(sid) for sid in (clean, short)}
    c = console_for(db_path, "Petra")
    try:
        qtbot.keyClick(c.screen, Qt.Key.Key_8, Qt.KeyboardModifier.ControlModifier)
        page = c.page("count")
        wait_for(lambda: c.screen.current is Section.COUNT and bool(page.views), "the count page loaded")
        c.settle()
        money = page.money_for(page.currency)
        assert [v.shift.id for v in page.views] == [short, clean]  # newest first
        v = views[short]
        assert page.values["variance"].text() == money(-10_000, signed=True)
        assert page.values["win"].text() == money(v.win, signed=True)
        assert page.values["hold"].text() == hold_text(v.hold)
        assert page.values["drop"].text().startswith(money(50_000))
        assert page.periods.rowCount() == 3
        assert page.periods.item(1, 4).text() == money(-10_000, signed=True)
        assert page.periods.item(0, 4).text() == money(0, signed=True)
        assert "#2" in page.note.text() and "written explanation" in page.note.text()
        assert [b.variance for b in page.chart.bars] == [0, -10_000, 0]
        # Ctrl+E: Petra explains the variance (her PIN and the text), and the page shows it
        c.sign_with("Petra", "a €100 chip was paid twice on round 2")
        qtbot.keyClick(page.table, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
        wait_for(lambda: "Petra explained: a €100 chip was paid twice on round 2" in page.note.text(), "the explanation")
        assert "explained." in page.note.text()
        assert floor.s.count.view(short).ready_to_sign
        # Down: the clean shift
        page.table.setFocus()
        qtbot.keyClick(page.table, Qt.Key.Key_Down)
        wait_for(lambda: page.values["variance"].text() == money(0, signed=True), "the clean shift shown")
        assert page.values["win"].text() == money(views[clean].win, signed=True)
        assert page.table.item(1, 3).text() == money(0, signed=True)
    finally:
        c.close()
