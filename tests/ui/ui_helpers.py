"""Helpers for the live-table GUI tests: sign-in and shift opening done through the
real screens (the people and the window itself come from ``gui_support``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from gui_support import PEOPLE, cheap_hasher, close_window, make_people, make_window

from ui.devtools.driver import TableDriver, wait_until
from ui.table.backend import Backend


def sign_in(w: Any, name: str) -> None:
    wait_until(lambda: w.stack.currentWidget() is w.signin and w.signin.users.count() > 0, 10000, "the sign-in screen")
    w.signin.select(name)
    driver = TableDriver(w)
    driver.type(PEOPLE[name][1])
    driver.enter()
    wait_until(lambda: w.ctx.user is not None and w.ctx.user.name == name, 10000, f"{name} signed in")


def open_table(w: Any, dealer: str = "Anna") -> TableDriver:
    """Sign ``dealer`` in, open the shift (Enter on the shift screen) and wait for the table."""
    sign_in(w, dealer)
    wait_until(lambda: w.stack.currentWidget() in (w.shift_open, w.table), 10000, "the shift screen")
    if w.stack.currentWidget() is w.shift_open:
        wait_until(lambda: w.shift_open.profile.count() > 0, 10000, "the profiles")
        w.shift_open.open_button.click()
    wait_until(lambda: w.stack.currentWidget() is w.table and w.table.update_ is not None, 10000, "the table")
    driver = TableDriver(w)
    driver.settle()
    return driver


def fund_meter(db_path: Path, amount: int) -> None:
    """A pit boss puts ``amount`` on the jackpot meter (a signed adjustment)."""
    b = Backend(db_path, hasher=cheap_hasher())
    b.open()
    boss = b.users.sign_in("Boris", PEOPLE["Boris"][1])
    b.meter.adjust(boss, amount, "opening float for the test")
    b.sign_out()
    b.close()


COUNT_CHIPS = [{"value": 10000, "colour": "#222222"}, {"value": 2500, "colour": "#1f8a3b"},
               {"value": 500, "colour": "#c62828"}]


def configure_count(db_path: Path) -> None:
    """The house's chip set (``COUNT_CHIPS``, set by Boris) and Carl of the cage (PIN 777777)."""
    from dealer_app.auth.roles import Permission, Role
    from dealer_app.services import DealerServices

    with DealerServices.open(db_path, station="set-up", hasher=cheap_hasher()) as s:
        boss = s.users.co_sign("Boris", PEOPLE["Boris"][1], Permission.EDIT_CHIP_SET, purpose="chips")
        s.count.set_chip_set(boss, COUNT_CHIPS)
        admin = s.users.co_sign("Admin", PEOPLE["Admin"][1], Permission.MANAGE_USERS, purpose="the cage")
        s.users.add(admin, "Carl", Role.CAGE, "777777")


def stored_rounds(db_path: Path) -> list[Any]:
    """The rounds as the store has them (read in a separate connection)."""
    from dealer_app.services import DealerServices

    s = DealerServices.open(db_path, record_startup=False, readonly=True, hasher=cheap_hasher())
    try:
        return s.store.rounds()
    finally:
        s.close()


def stored_settlements(db_path: Path) -> list[dict[str, Any]]:
    """The settlement stored with each settled round of the latest shift, in order."""
    from dealer_app.services import DealerServices
    from dealer_app.store.records import EntryKind

    s = DealerServices.open(db_path, record_startup=False, readonly=True, hasher=cheap_hasher())
    try:
        shift = max(r.id for r in s.store.shifts())
        voided = {r.id for r in s.store.rounds(shift) if r.voided_seq is not None}
        return [dict(e.payload["settlement"]) for e in s.store.entries_of_kind([EntryKind.ROUND_SETTLED], shift_id=shift)
                if e.round_id not in voided]
    finally:
        s.close()


def table_snapshot(table: Any) -> dict[str, Any]:
    """What the table screen shows, as plain data (to compare two windows)."""
    info = table.info
    return {
        "round": table.update_.number,
        "steps": table.update_.steps,
        "phase": info.phase,
        "prompt": table.next_bar.text.text(),
        "boxes": [
            {"n": b.number, "status": str(b.status), "ante": b.ante, "bonus": b.bonus, "bet": b.bet,
             "insurance": b.insurance, "dealt": [str(c) for c in b.dealt_cards], "final": [str(c) for c in b.final],
             "hand": b.hand.category.key if b.hand else None}
            for b in info.boxes
        ],
        "dealer": [str(c) for c in info.dealer.cards],
        "qualified": info.dealer.qualified,
    }


__all__ = ["COUNT_CHIPS", "PEOPLE", "cheap_hasher", "close_window", "configure_count", "fund_meter", "make_people", "make_window", "open_table",
           "sign_in", "stored_rounds", "table_snapshot"]
