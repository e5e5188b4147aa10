"""Helpers for the console tests: the people, a dealer's station (its own services
on the database, as another machine on the floor would be), a console signed
in, and waiting for its worker."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import gui_support
from gui_support import cheap_hasher

from dealer_app.auth.roles import Role
from dealer_app.services import DealerServices
from dealer_app.store.records import EntryKind
from rules.cards import parse_cards
from rules.poker.record import Decision
from rules.poker.table import CloseBets, DealerCards, Decide, FinalCards, PlaceBet
from ui.console.docs import ScriptedDocumentService
from ui.devtools.console_demo import close_console, open_console
from ui.devtools.driver import pump, wait_until
from ui.kit.dialogs import Credentials, ScriptedDialogService

# name -> (role, PIN): the GUI tests' people, a trainee and a second administrator
PEOPLE: dict[str, tuple[str, str]] = {**gui_support.PEOPLE, "Tim": ("trainee", "666666"), "Adele": ("admin", "777777")}


def cards(text: str) -> tuple[Any, ...]:
    return parse_cards(text)


# A payout held for a pit boss with the default house rules: box 1 bets the maximum
# Ante (€500) and shows four queens: Bet €1,000 × 20, capped at €10,000, at or above the
# €10,000 approval threshold. Box 2's ace-king loses to the dealer's pair of jacks.
HELD_STEPS = [
    PlaceBet(1, 50_000), PlaceBet(2, 1_000), CloseBets(), Decide(1, Decision.BET), Decide(2, Decision.BET),
    DealerCards(cards("Jc Jd 9s 6h 2c")), FinalCards(1, cards("Qh Qs Qd Qc 4h")), FinalCards(2, cards("Ah Kd 7c 5s 3d")),
]


def plain_steps(first: str = "Qh Qs Qd 8c 4h", second: str | None = "Ah Kd 7c 5s 3d") -> list[Any]:
    """A small round: box 1 (Ante €10) and box 2 (Ante €5) against the dealer's jacks."""
    steps: list[Any] = [PlaceBet(1, 1_000)]
    if second is not None:
        steps.append(PlaceBet(2, 500))
    steps += [CloseBets(), Decide(1, Decision.BET)]
    if second is not None:
        steps.append(Decide(2, Decision.BET))
    steps += [DealerCards(cards("Jc Jd 9s 6h 2c")), FinalCards(1, cards(first))]
    if second is not None:
        steps.append(FinalCards(2, cards(second)))
    return steps


@dataclass
class Floor:
    """The database with its people, and Anna dealing at Table 1 on her own station."""

    db: Path
    s: DealerServices
    shift_id: int = 0
    dealer: Any = None
    ids: dict[str, int] = field(default_factory=dict)

    @classmethod
    def create(cls, db: Path) -> Floor:
        s = DealerServices.open(db, hasher=cheap_hasher(), station="Table 1")
        s.users.create_first_admin("Admin", PEOPLE["Admin"][1])
        admin = s.users.sign_in("Admin", PEOPLE["Admin"][1])
        ids = {"Admin": admin.user.id}
        for name, (role, pin) in PEOPLE.items():
            if name != "Admin":
                ids[name] = s.users.add(admin, name, Role(role), pin).id
        s.users.sign_out()
        f = cls(db, s, ids=ids)
        f.dealer = s.users.sign_in("Anna", PEOPLE["Anna"][1])
        f.shift_id = s.shifts.open(f.dealer, "Table 1").id
        return f

    def start(self, steps: Sequence[Any]) -> int:
        """A round entered step by step and left unconfirmed; its id."""
        live = self.s.rounds.start(self.dealer, self.shift_id)
        for st in steps:
            live = self.s.rounds.apply(self.dealer, live.round_id, st)
        return int(live.round_id)

    def apply(self, round_id: int, steps: Sequence[Any]) -> None:
        self.s.rounds.forget(round_id)  # what the console did is in the store: replay it
        for st in steps:
            self.s.rounds.apply(self.dealer, round_id, st)

    def confirm(self, round_id: int) -> None:
        self.s.rounds.forget(round_id)
        self.s.rounds.confirm(self.dealer, round_id)

    def play(self, steps: Sequence[Any]) -> int:
        rid = self.start(steps)
        self.confirm(rid)
        return rid

    def approval(self, round_id: int) -> Any:
        self.s.rounds.forget(round_id)
        return self.s.rounds.approval_state(round_id)

    def entries(self, kind: EntryKind, round_id: int | None = None) -> list[Any]:
        return [e for e in self.s.store.entries_of_kind([kind]) if round_id is None or e.round_id == round_id]

    def close(self) -> None:
        self.s.close()


@dataclass
class Console:
    screen: Any
    dialogs: ScriptedDialogService
    docs: ScriptedDocumentService

    @property
    def ctx(self) -> Any:
        return self.screen.ctx

    def page(self, name: str) -> Any:
        from ui.console.access import Section

        return self.screen.pages[Section(name)]

    def settle(self) -> None:
        """Wait until every job (and every job its callbacks started) reported back."""
        for _ in range(5):
            assert self.ctx.worker.drain(30000), "the console's worker did not finish"
            pump(5)
            if not self.ctx.worker.busy:
                return

    def activate(self) -> None:
        """Make the console the active window with the focus on its page (keys and shortcuts)."""
        self.screen.activateWindow()
        wait_until(self.screen.isActiveWindow, 5000, "the console's window active")
        self.screen.stack.currentWidget().setFocus()
        pump(5)

    def sign_with(self, name: str, reason: str = "") -> None:
        self.dialogs.expect("credentials", Credentials(name, PEOPLE[name][1], reason))

    def close(self) -> None:
        close_console(self.screen)


def console_for(db: Path, name: str) -> Console:
    dialogs = ScriptedDialogService()
    docs = ScriptedDocumentService()
    screen = open_console(db, name, PEOPLE[name][1], dialogs=dialogs, docs=docs)
    screen.show()
    c = Console(screen, dialogs, docs)
    screen.enter()
    c.settle()
    c.activate()
    return c


def wait_for(predicate: Callable[[], bool], what: str, timeout_ms: int = 15000) -> None:
    wait_until(predicate, timeout_ms, what)


def tamper_box_net(db: object, round_id: int, extra: int) -> None:
    """What someone with the file and sqlite3 could do: drop the append-only
    trigger and raise box 1's net in a stored settlement."""
    con = sqlite3.connect(str(db))
    try:
        con.execute("DROP TRIGGER log_no_update")
        seq, text = con.execute("SELECT seq, payload FROM log WHERE kind = 'round_settled' AND round_id = ?",
                                (round_id,)).fetchone()
        payload = json.loads(text)
        payload["settlement"]["boxes"][0]["net"] += extra
        payload["settlement"]["house_net"] -= extra
        con.execute("UPDATE log SET payload = ? WHERE seq = ?",
                    (json.dumps(payload, separators=(",", ":"), sort_keys=True), seq))
        con.commit()
    finally:
        con.close()
