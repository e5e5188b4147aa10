"""The console's and the pit podium's gateways: :class:`ConsoleGateway`, :class:`PodiumGateway`.
The gateway pattern is described in :mod:`ui`."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from dealer_app.auth.roles import Permission, Role
from dealer_app.services import Settings
from dealer_app.services.count import CountView, SlipView
from dealer_app.services.floor_view import FloorStatus, PodiumAlert, PodiumRated, PodiumSlip, TableRow
from dealer_app.services.floor_view import HeldRound as FloorHeldRound
from dealer_app.services.house import HouseVersion
from dealer_app.services.table_group import FloorGroups
from rules.poker import HouseRules
from ui.console.model import (
    AuditResult,
    ChipSetInfo,
    DropInfo,
    HeldRound,
    HouseInfo,
    MeterInfo,
    RoundDetail,
    ShiftChoice,
    ShiftHistory,
    SignerChoice,
    SlipsInfo,
    UserLine,
)
from ui.console.players_jobs import PlayersDay

__all__ = ["ConsoleGateway", "PodiumGateway"]


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

    def void(self, round_id: int, name: str, pin: str, reason: str, second: tuple[str, str] | None = None) -> str:
        ...

    def rule(self, round_id: int, box: int, net: int, name: str, pin: str, reason: str,
             second: tuple[str, str] | None = None) -> str:
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

    def adjust_meter(self, delta: int, name: str, pin: str, reason: str, shift_id: int | None = None,
                     second: tuple[str, str] | None = None) -> int:
        ...

    def reaudit(self, shift_id: int, progress: Callable[[str, int, int], None] | None = None) -> AuditResult:
        ...

    def house_info(self) -> HouseInfo:
        ...

    def save_house(self, profile: str, rules: HouseRules, name: str, pin: str, note: str = "") -> HouseVersion:
        """Save ``rules`` (complete house rules) as the next version of ``profile``; it applies from the next round started under the profile."""

    def users(self) -> tuple[UserLine, ...]:
        ...

    def add_user(self, name: str, role: Role, pin: str) -> str:
        ...

    def set_role(self, user_id: int, role: Role) -> str:
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

    def slips(self, shifts: int = 20) -> SlipsInfo:
        """The fill and credit slips of the latest shifts and every slip still waiting, waiting ones first."""

    def sign_slip(self, number: int, name: str, pin: str) -> SlipView:
        """A pit boss signs a slip waiting for their signature."""

    def receive_slip(self, number: int, name: str, pin: str) -> SlipView:
        """The cage signs that a signed slip's chips were handed over."""

    def void_slip(self, number: int, name: str, pin: str, reason: str) -> SlipView:
        """A pit boss voids a slip, with a reason."""

    def reprint_slip(self, number: int, name: str, pin: str, reason: str, path: str, locale: str = "en_GB") -> str:
        """A pit boss has a slip printed again, with a reason; returns the PDF's path."""

    def drop_overview(self, limit: int = 20) -> DropInfo:
        """Closed shifts with a table count, the notes the count room counts in, the currency."""

    def drop_total(self, notes: Mapping[int, int], loose: int) -> int:
        """The total of a count by notes."""

    def enter_drop(self, shift_id: int, notes: Mapping[int, int], loose: int, name: str, pin: str,
                   reason: str = "") -> CountView:
        """The count room enters a closed shift's drop, counted by note, signed with their PIN."""

    def players_day(self, day: str | None = None) -> PlayersDay:
        """The gaming day's rated players and, for who may see them, its AML alerts."""

    def chip_set_info(self) -> ChipSetInfo:
        """The house's chip set (denominations, colours, names, the tray's par), its currency, and the table group it comes from on a floor."""

    def save_chip_set(self, chips: Sequence[Mapping[str, object]], name: str, pin: str) -> ChipSetInfo:
        """Set the chip set (minor units), signed with ``name``'s PIN typed now; it applies to shifts opened from now on."""


class PodiumGateway(Protocol):
    """The pit podium's gateway: every table of a floor and its approvals queue,
    with a socket that becomes readable when the floor changes. Implemented by
    :class:`dealer_app.services.floor_view.FloorView`."""

    def overview(self) -> list[TableRow]:
        ...

    def rated(self) -> list[PodiumRated]:
        """The gaming day's rated players at the pit's tables."""

    def cash_alerts(self) -> list[PodiumAlert]:
        """The gaming day's cash alerts."""
    def health(self) -> FloorStatus:
        """The floor's health: stations online or offline, stale leases, linked meters and their variance, the last verification, what to look at; raises a store error quickly when the server does not answer."""

    def approvals(self) -> list[FloorHeldRound]:
        """Every round waiting for a pit boss on the pit's tables (refused ones included, marked)."""

    def signers(self, table: str, permission: Permission) -> list[str]:
        """Who may sign ``permission`` on ``table`` (enabled, not built in), by name."""

    def approve(self, table: str, round_id: int, pit_boss: str, pin: str) -> object:
        ...

    def refuse(self, table: str, round_id: int, pit_boss: str, pin: str, reason: str) -> object:
        ...

    def rule(self, table: str, round_id: int, box: int, net: int, reason: str, pit_boss: str, pin: str,
             second: tuple[str, str] | None = None) -> object:
        ...

    def slips(self) -> list[PodiumSlip]:
        """The pit's fill and credit slips: every one still waiting, then those of each table's latest shift."""

    def sign_slip(self, table: str, number: int, pit_boss: str, pin: str) -> object:
        ...

    def void_slip(self, table: str, number: int, pit_boss: str, pin: str, reason: str) -> object:
        ...

    def reprint_slip(self, table: str, number: int, pit_boss: str, pin: str, reason: str) -> object:
        """A pit boss has a slip printed again, with a reason (recorded first: the copy says it is one)."""

    def write_slip(self, table: str, number: int, out: Path, *, locale: str, lang: str) -> Path:
        """The slip's PDF, written in a child process."""

    def groups(self) -> FloorGroups:
        """The floor's table groups with their tables and versions, the pit's tables in none, the leaves."""

    def join_group(self, group: str, table: str, user: str, pin: str) -> object:
        """``table`` joins ``group`` (it gets the group's chip set and house rules), signed with ``user``'s PIN."""

    def leave_group(self, group: str, table: str, user: str, pin: str, reason: str) -> object:
        """``table`` leaves ``group`` (it keeps what it holds, as its own), signed, with a reason."""

    def wait(self, timeout: float) -> Sequence[object]:
        """Block (no polling) until the floor changes or ``timeout`` passes; the events of this pit's tables (:class:`dealer_app.store.pg_listen.FloorEvent`)."""

    def fileno(self) -> int:
        """The listener's socket (readable when the floor has changed): for an event loop."""

    def close(self) -> None:
        ...


if TYPE_CHECKING:  # each implementation satisfies its Protocol
    from dealer_app.services.floor_view import FloorView
    from ui.console.jobs import ConsoleJobs
    from ui.table.backend import Backend

    def _implemented(b: Backend, floor: FloorView) -> tuple[ConsoleGateway, PodiumGateway]:
        return ConsoleJobs(b), floor
