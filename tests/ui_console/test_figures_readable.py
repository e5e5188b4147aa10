"""Every money figure the console shows is readable by accessibility (issue 22): on each
page (approvals with a held round, the history of a shift with a void and a floor ruling,
the round view of the ruled round and of the voided one, the meter), the accessible name,
description or value of the widget that shows a figure carries the same figure, read
through Qt's accessibility layer (what a screen reader, or a check from outside, reads).
In English and in Russian."""

from __future__ import annotations

import re
from typing import Any

import pytest
from console_helpers import HELD_STEPS, Floor, console_for, plain_steps
from gui_support import PEOPLE

from dealer_app.auth.roles import Permission
from ui.devtools.text_check import unread_figures

FIGURE = re.compile(r"[+\u2212-]?€[\d,]+(?:\.\d\d)?|[+\u2212-]?\d[\d\s\u00a0\u202f]*(?:,\d\d)?[\s\u00a0\u202f]€")


def _corrections(floor: Floor) -> tuple[int, int]:
    r1 = floor.play(plain_steps())
    r2 = floor.play(plain_steps("Kh Ks 8d 8c 4h", "2h 3h 4d 9c Qd"))
    s = floor.s
    sig = s.users.co_sign("Boris", PEOPLE["Boris"][1], Permission.VOID, purpose="void", shift_id=floor.shift_id, round_id=r2)
    s.rounds.void(sig, r2, "the deck was short a card")
    sig = s.users.co_sign("Boris", PEOPLE["Boris"][1], Permission.RULE, purpose="rule", shift_id=floor.shift_id, round_id=r1)
    s.rounds.rule(sig, r1, 1, 4_000, "the floor calls it €40")
    floor.start(HELD_STEPS)  # held for a pit boss, on the approvals page
    return r1, r2


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_figure_on_the_console_is_readable(qapp: Any, floor: Floor, lang: str) -> None:
    from ui.i18n import install

    r1, r2 = _corrections(floor)
    install(qapp, lang)
    c = console_for(floor.db, "Boris")
    checked = 0
    try:
        pages: list[tuple[str, Any]] = [("approvals", lambda: c.screen.show_section("approvals")),
                                        ("history", lambda: c.screen.show_section("history")),
                                        ("ruled round", lambda: c.screen.open_round(r1)),
                                        ("voided round", lambda: c.screen.open_round(r2)),
                                        ("meter", lambda: c.screen.show_section("meter"))]
        for name, show in pages:
            assert show(), name
            c.settle()
            n, missing = unread_figures(c.screen.stack.currentWidget(), FIGURE)
            assert not missing, (name, missing)
            checked += n
    finally:
        c.close()
        install(qapp, "en")
    print(f"console ({lang}): {checked} figures read by accessibility")
    assert checked >= 20
