"""The UI's gateways to the services: one typed Protocol per feature.

The pattern, the same for every feature: a gateway is a class over the station
(:class:`ui.backend.Backend`: the open services, the session signed in here,
the open shift) that calls :mod:`dealer_app.services` and returns immutable
records. It runs on the store worker thread, never on the UI thread: a screen
builds it inside a worker job, ``ctx.run(lambda b: ConsoleJobs(b).approve(...))``,
and reads the result on the UI thread. The screens know the Protocols below;
each implementation is checked against its Protocol by mypy (the block at the
bottom). Only the pit podium, which runs on a floor without a station, takes
the services' :class:`~dealer_app.services.floor_view.FloorView` as its gateway.

No gateway reads the store or the audit: the services are the only way in
(import-linter holds ``ui`` to that).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from dealer_app.services import Settings
from dealer_app.services.count import CountView, SlipView
from dealer_app.services.floor_view import HeldRound as FloorHeldRound
from dealer_app.services.floor_view import TableRow
from dealer_app.services.house import HouseVersion
from dealer_app.training import Drill, SessionResult
from rules.cards import Card
from rules.poker import HouseRules, Step
from rules.roulette import Action, Table
from ui.backend import CountSetup, RoundUpdate
from ui.console.model import (
    AuditResult,
    HeldRound,
    HouseInfo,
    MeterInfo,
    RoundDetail,
    ShiftChoice,
    ShiftHistory,
    SignerChoice,
    UserLine,
)
from ui.context import ShiftInfo, UserRef
from ui.roulette.jobs import HandUpdate
from ui.training.jobs import ExamStart, ProgressData, TableSpeedRun, TrainingHome

__all__ = ["ConsoleGateway", "PodiumGateway", "RouletteGateway", "TableGateway", "TrainingGateway"]


class TableGateway(Protocol):
    """The live table's gateway: the rounds of the open shift at this station, its
    pit-boss actions, dealer change, the shift's close and the table count.
    Implemented by :class:`ui.backend.Backend` and, on rounds held in memory, by
    :class:`ui.training.table_speed.PracticeTableBackend`."""

    def close(self) -> None:
        ...

    def sign_out(self, reason: str = "signed out") -> None:
        ...

    def co_signers(self, permission: str) -> tuple[UserRef, ...]:
        """Who could co-sign for ``permission`` (never the user signed in here)."""

    def closer_setup(self) -> CountSetup | None:
        """The open shift's chip set when it was opened with an opener (it then closes with a closer)."""

    def change_dealer(self) -> ShiftInfo:
        """The user signed in here takes over the open shift's table."""

    def hand_over(self, name: str, pin: str) -> tuple[UserRef, ShiftInfo]:
        ...

    def close_shift(self, closer: dict[int, int] | None = None,
                    confirmed_by: tuple[str, str] | None = None) -> tuple[ShiftInfo, str | None]:
        """Close the shift (the services run the integrity check) and print the report when reports exist; a counted shift closes with its ``closer`` and a pit boss's (name, PIN) confirming it."""

    def current_round(self) -> RoundUpdate:
        """The round in progress, resumed exactly where it was, or a fresh table."""

    def apply(self, step: Step) -> RoundUpdate:
        """Commit one step (starting the round with its first step)."""

    def repeat_bets(self) -> RoundUpdate:
        """Place the last round's bets on every box that has none yet (one step per box)."""

    def approve(self, name: str, pin: str) -> RoundUpdate:
        ...

    def refuse(self, name: str, pin: str, reason: str) -> RoundUpdate:
        """A pit boss refuses the held round at this station, with a reason."""

    def round_status(self) -> RoundUpdate | None:
        """The round in progress as the store has it now (a pit boss at another station may have approved or refused it); None between rounds."""

    def confirm(self) -> RoundUpdate:
        """Commit the round with its settlement; the table is then ready for the next one."""

    def void(self, name: str, pin: str, reason: str) -> RoundUpdate:
        """A pit boss voids the unfinished round as a misdeal."""

    def buy_in(self, amount: int, seat: int | None) -> dict[int, int]:
        """Record cash in for chips out; returns the chips to pay (denomination → count)."""

    def pending_slip(self) -> SlipView | None:
        """The shift's first fill or credit still waiting for the cage (or None)."""

    def request_slip(self, kind: str, chips: dict[int, int], pit_boss: tuple[str, str]) -> SlipView:
        """A fill or credit asked for here and signed by a pit boss (the cage receives it next)."""

    def receive_slip(self, number: int, cage: tuple[str, str]) -> SlipView:
        ...

    def count_tray(self, chips: dict[int, int]) -> int:
        """An hourly tray count by the dealer; returns its total."""



class ConsoleGateway(Protocol):
    """The pit-boss and administrator console's gateway: approvals, history,
    the meter, house rules, users, settings, the table count, the re-audit.
    Implemented by :class:`ui.console.jobs.ConsoleJobs`."""

    def signers(self, permission: str, round_id: int | None = None) -> tuple[SignerChoice, ...]:
        """Who may sign ``permission`` here: the pit boss signed in first, then the others holding it; a round's preparers are left out (the services refuse them)."""

    def held_rounds(self) -> tuple[HeldRound, ...]:
        """Every complete, unconfirmed round of every table that waits for a pit boss: held payouts (and jackpot shares), and refused rounds awaiting the dealer's correction or a floor ruling. Oldest first."""

    def approve(self, round_id: int, name: str, pin: str) -> str:
        ...

    def refuse(self, round_id: int, name: str, pin: str, reason: str) -> str:
        ...

    def void(self, round_id: int, name: str, pin: str, reason: str) -> str:
        ...

    def rule(self, round_id: int, box: int, net: int, name: str, pin: str, reason: str) -> str:
        ...

    def shift_choices(self) -> tuple[ShiftChoice, ...]:
        """Every shift, newest first (open ones before closed ones)."""

    def shift_history(self, shift_id: int) -> ShiftHistory:
        ...

    def round_detail(self, round_id: int) -> RoundDetail:
        """A round in full: the steps as entered (who, when), the settlement computed by the engine and the effective figures (void, rulings), approvals and refusals."""

    def save_round_slip(self, round_id: int, path: str, locale: str = "en_GB") -> str:
        """Write the round's slip as PDF with ``dealer-app report --round`` (the reports package sits beside ``ui`` and is not imported by it), in a child process."""

    def check_print(self, round_id: int) -> None:
        """Before printing: the signed-in user may print (the services log a refusal)."""

    def record_print(self, round_id: int, what: str) -> None:
        """After printing: "report printed" in the audit log, under the user signed in here."""

    def meter_info(self) -> MeterInfo:
        ...

    def adjust_meter(self, delta: int, name: str, pin: str, reason: str, shift_id: int | None = None) -> int:
        ...

    def reaudit(self, shift_id: int, progress: Callable[[str, int, int], None] | None = None) -> AuditResult:
        ...

    def house_info(self) -> HouseInfo:
        ...

    def save_house(self, profile: str, mapping: Mapping[str, Any], name: str, pin: str, note: str = "") -> HouseVersion:
        """Save ``mapping`` (complete house rules) as the next version of ``profile``; it applies from the next round started under the profile."""

    def users(self) -> tuple[UserLine, ...]:
        ...

    def add_user(self, name: str, role: str, pin: str) -> str:
        ...

    def set_role(self, user_id: int, role: str) -> str:
        ...

    def reset_pin(self, user_id: int, pin: str) -> str:
        ...

    def unlock(self, user_id: int) -> str:
        ...

    def set_user_enabled(self, user_id: int, enabled: bool) -> str:
        ...

    def settings(self) -> Settings:
        ...

    def update_settings(self, values: Mapping[str, object]) -> Settings:
        ...

    def count_overview(self, limit: int = 20) -> tuple[tuple[CountView, ...], str]:
        """The latest shifts that have a table count (newest first), with the floor's currency."""

    def explain_variance(self, shift_id: int, name: str, pin: str, text: str) -> CountView:
        """A pit boss's written explanation of a shift's count variance (signed with their PIN)."""



class TrainingGateway(Protocol):
    """The training screen's gateway: drills, exams, results and progress.
    Implemented by :class:`ui.training.jobs.TrainingJobs`."""

    def load_home(self) -> TrainingHome:
        ...

    def build_practice(self, level: int, seed: int, rounds: int, house: HouseRules, profile: str) -> Drill:
        """A practice (or timed) drill weighted to the trainee's weak kinds."""

    def start_exam(self, instructor: str, pin: str, *, exam_id: str, level: int, seed: int, rounds: int,
                   time_limit_seconds: int | None, house: HouseRules, profile: str) -> ExamStart:
        """The instructor co-signs with their PIN on this station (logged), then the exam's drill is built: fixed level, seed and rounds, nothing weighted."""

    def record_result(self, result: SessionResult) -> SessionResult:
        ...

    def record_table_speed(self, level: int, seed: int, per_round: Sequence[tuple[float, bool]]) -> TableSpeedRun:
        """Record a table-speed run as the signed-in trainee's own training result."""

    def load_progress(self, trainee: str | None = None) -> ProgressData:
        """``trainee``'s progress (default: the viewer's own; a pit boss: the first trainee)."""

    def export_progress_pdf(self, trainee: str, locale: str, out_dir: Path | None = None) -> Path:
        ...



class RouletteGateway(Protocol):
    """The Russian Roulette tracker's gateway: the hand in play at this shift's table.
    Implemented by :class:`ui.roulette.jobs.RouletteJobs`."""

    def current(self) -> HandUpdate:
        """The hand in play at this shift's table, resumed where it was, or the set-up."""

    def start(self, table: Table) -> HandUpdate:
        ...

    def act(self, hand_id: int, action: Action) -> HandUpdate:
        ...

    def turn_card(self, hand_id: int, position: int, card: Card) -> HandUpdate:
        ...

    def show_hole(self, hand_id: int, seat: int, cards: Sequence[Card]) -> HandUpdate:
        ...

    def undo(self, hand_id: int) -> HandUpdate:
        ...

    def complete(self, hand_id: int) -> HandUpdate:
        ...

    def void(self, hand_id: int, name: str, pin: str, reason: str) -> HandUpdate:
        """A pit boss (PIN checked here, on this station) voids the unfinished hand."""

    def void_signers(self) -> tuple[UserRef, ...]:
        ...



class PodiumGateway(Protocol):
    """The pit podium's gateway: every table of a floor and its approvals queue,
    with a socket that becomes readable when the floor changes. Implemented by
    :class:`dealer_app.services.floor_view.FloorView`."""

    def overview(self) -> list[TableRow]:
        ...

    def approvals(self) -> list[FloorHeldRound]:
        """Every round waiting for a pit boss on the pit's tables (refused ones included, marked)."""

    def approve(self, table: str, round_id: int, pit_boss: str, pin: str) -> object:
        ...

    def refuse(self, table: str, round_id: int, pit_boss: str, pin: str, reason: str) -> object:
        ...

    def wait(self, timeout: float) -> Sequence[object]:
        """Block (no polling) until the floor changes or ``timeout`` passes; the events of this pit's tables (:class:`dealer_app.store.pg_listen.FloorEvent`)."""

    def fileno(self) -> int:
        """The listener's socket (readable when the floor has changed): for an event loop."""

    def close(self) -> None:
        ...


if TYPE_CHECKING:  # every implementation satisfies its feature's Protocol
    from dealer_app.services.floor_view import FloorView
    from ui.backend import Backend
    from ui.console.jobs import ConsoleJobs
    from ui.roulette.jobs import RouletteJobs
    from ui.training.jobs import TrainingJobs
    from ui.training.table_speed import PracticeTableBackend

    def _implemented(b: Backend, practice: PracticeTableBackend, floor: FloorView) -> tuple[
            TableGateway, TableGateway, ConsoleGateway, TrainingGateway, RouletteGateway, PodiumGateway]:
        return b, practice, ConsoleJobs(b), TrainingJobs(b), RouletteJobs(b), floor
