"""The dealer's station on a linked jackpot meter, with real keys (issue 22, case 5).

Table 2 (another station on the same floor) hits a royal flush and waits for its approval;
Anna then hits a straight flush at Table 1 (the real window). Her next-step line says the
hit is queued behind Table 2's, and Enter asks for no co-signature. Once Table 2's hit is
paid her hit proceeds: the podium approves it from the meter as it then stands and her
confirm goes through. Then Anna hits first and Table 2 after her: her box says Table 2's
hit is queued behind hers. The queued line in Russian too.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from gui_support import PEOPLE, cheap_hasher, close_window, make_people, make_window
from keyboard_dealer import KeyboardDealer
from pg_server import fresh_database
from ui_helpers import open_table

from dealer_app.cli.store import audit_main
from dealer_app.services import DealerServices
from dealer_app.services.floor_view import FloorView
from dealer_app.store.postgres import link_meter, linked_meters
from rules.poker import step_from_json
from ui.devtools.driver import pump, wait_until
from ui.kit.qt import Qt, QTest

pytestmark = pytest.mark.floor

START = 1_043_510  # €10,435.10
RULES = {"jackpot_contribution_percent": 2, "jackpot_percent": {"straight_flush": 50, "royal_flush": 100}}
QUEUED = {"en": "Jackpot hit QUEUED: the linked jackpot meter Pit 1 is locked by the hit at Table 2, round {n}.",
          "ru": "Выигрыш джекпота В ОЧЕРЕДИ: общий счётчик джекпота Pit 1 занят выигрышем: Table 2, раунд {n}."}
HELD = "Held for a pit boss (box 1)"
FLAG = {"en": "QUEUED: jackpot share, paid from the meter as it stands when another table's hit is paid",
        "ru": "В ОЧЕРЕДИ: доля джекпота выплачивается из счётчика, каким он будет, когда выплачен выигрыш другого стола"}
BEHIND = ("HELD: jackpot share, pit boss must sign · the linked meter waits for this hit; queued behind it: "
          "Table 2, round {n}")


class Other:
    """Another table's station (Table 2: Dana deals there), a royal flush on box 1."""

    def __init__(self, url: str, table: str = "Table 2", dealer: str = "Dana") -> None:
        self.s = DealerServices.open(url, table=table, station=f"dealer-pc-{table}", hasher=cheap_hasher())
        self.dana = self.s.users.sign_in(dealer, PEOPLE[dealer][1])
        self.shift = self.s.shifts.open(self.dana, table)

    def hit(self, cards: tuple[str, ...] = ("Ah", "Kh", "Qh", "Jh", "Th")) -> int:
        live = self.s.rounds.start(self.dana, self.shift.id)
        for s in ({"kind": "place_bet", "box": 1, "ante": 1000, "bonus": 500}, {"kind": "close_bets"},
                  {"kind": "bonus_cards", "box": 1, "cards": list(cards)},
                  {"kind": "decide", "box": 1, "decision": "bet"},
                  {"kind": "dealer_cards", "cards": ["4c", "4d", "8d", "Jd", "2h"]}):
            live = self.s.rounds.apply(self.dana, live.round_id, step_from_json(s))
        return int(live.round_id)


@pytest.fixture
def floor(pg_server: str) -> Iterator[str]:
    with fresh_database(pg_server, floor=True) as url:
        make_people(url)
        link_meter(url, "Pit 1", ["Table 1", "Table 2"], START, create=True)
        for t in ("Table 1", "Table 2"):
            with DealerServices.open(url, table=t, station="set-up", hasher=cheap_hasher()) as s:
                s.house.save(s.users.sign_in("Boris", PEOPLE["Boris"][1]), "default", RULES, note="linked jackpot")
        yield url


def anna_hits(k: KeyboardDealer) -> None:
    """A straight flush on box 1 (Ante €10, bonus €5), typed at the station."""
    k.bet(1, "10", "5")
    k.close_bets()
    k.entry("C", "9s 8s 7s 6s 5s")  # the five cards for the bonus first
    k.entry("P")
    k.entry("D", "4s 4h 8c jh 2d")
    assert k.t.info.settlement.pending_approvals


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_station_shows_its_jackpot_hit_queued_behind_another_tables(
        qtbot: Any, floor: str, tmp_path: Any, dialogs: Any, lang: str) -> None:
    other = Other(floor)
    w = make_window(floor, lang=lang, dialogs=dialogs, settings_path=tmp_path / "ui-settings.json")
    podium = FloorView(floor, hasher=cheap_hasher())
    try:
        r2 = other.hit()  # Table 2 hits first and waits for the podium
        k = KeyboardDealer(open_table(w))
        anna_hits(k)  # Table 1 hits while Table 2's waits: queued
        assert QUEUED[lang].format(n=1) in k.next_text()
        assert FLAG[lang] in w.table.settlement.row(1).flags  # the box says it too
        k.press("Return")  # Enter asks for no co-signature: the hit waits its turn
        pump(10)
        assert not [c for c in dialogs.calls if c[0] == "credentials"]
        assert QUEUED[lang].format(n=1) in k.next_text()
        assert k.t.info.settlement.pending_approvals
        if lang == "ru":  # the words in Russian; the rest of the flow is the English run's
            return

        podium.approve("Table 2", r2, "Boris", PEOPLE["Boris"][1])
        other.s.rounds.confirm(other.dana, r2)  # the meter: €0.10
        wait_until(lambda: HELD in k.next_text(), 20000, "the hit's turn at the station")
        r1 = k.t.update_.round_id
        box = k.t.info.settlement.boxes[0]  # the share the meter as it stands pays, never €5,217.55
        assert box.jackpot_share == 5 and [a.amount for a in box.approvals] == [5]
        (held,) = [h for h in podium.approvals() if h.table == "Table 1"]
        assert held.queued_behind is None and [i.amount for i in held.items] == [5]  # 50 % of €0.10
        podium.approve("Table 1", r1, "Petra", PEOPLE["Petra"][1])
        wait_until(lambda: not k.t.info.settlement.pending_approvals, 20000, "the approval at the station")
        box = k.t.info.settlement.boxes[0]
        assert box.jackpot_share == 5 and box.owed.standing.value == "approved"
        w.activateWindow()
        pump(10)
        assert k.confirm_round() == 1  # the confirm goes through
        assert linked_meters(floor)["Pit 1"][1] == 15  # €0.10 − €0.05 + €0.10
        # the idle station shows the meter as the floor has it: Table 2's next round feeds it
        other.s.rounds.confirm(other.dana, other.hit(("2c", "7d", "9h", "Jc", "4s")))
        wait_until(lambda: k.t.top.jackpot.text() == "€0.25", 20000, "the live meter at the idle station")

        anna_hits(k)  # now Anna hits first, and Table 2 after her
        other.hit()
        wait_until(lambda: BEHIND.format(n=3) in w.table.settlement.row(1).flags, 20000,
                   "Table 2's hit queued behind Anna's")
        assert audit_main(["verify", "--db", floor]) == 0
    finally:
        podium.close()
        close_window(w)
        other.s.close()


def test_the_podium_marks_the_queued_hit_and_asks_no_pin_for_it(qtbot: Any, floor: str) -> None:
    """The podium's queue says which hit holds the meter; Enter on the queued one opens no
    co-signature dialog and says why."""
    from ui.console.podium import PodiumWindow

    t2, t1 = Other(floor), Other(floor, "Table 1", "Anna")
    podium = None
    try:
        t2.hit()
        t1.hit(("9s", "8s", "7s", "6s", "5s"))
        podium = PodiumWindow(FloorView(floor, hasher=cheap_hasher()))
        qtbot.addWidget(podium)
        podium.show()
        wait_until(lambda: podium is not None and podium.queue.count() == 2, 20000, "both hits at the podium")
        texts = [podium.queue.item(i).text() for i in range(2)]
        queued = [i for i, t in enumerate(texts) if "QUEUED" in t]
        assert len(queued) == 1 and texts[queued[0]].startswith("Table 1 · round 1 · Anna")
        assert ("QUEUED: the linked jackpot meter Pit 1 is locked by the hit at Table 2, round 1. Approve that one "
                "first; this share is then paid from the meter as it stands.") in texts[queued[0]]
        # 50 % of the meter as it stands now (in the podium's money locale)
        assert re.search(r"box 1: jackpot share €\s?5,?217\.55\n", texts[queued[0]]), texts[queued[0]]
        podium.activateWindow()
        podium.queue.setFocus()
        podium.queue.setCurrentRow(queued[0])
        pump(10)
        QTest.keyClick(podium.queue, Qt.Key.Key_Return)
        pump(10)
        assert podium.dialog is None and podium.status.text().startswith("QUEUED: the linked jackpot meter Pit 1")
    finally:
        if podium is not None:
            podium.shutdown()
            podium.close()
        t1.s.close()
        t2.s.close()
