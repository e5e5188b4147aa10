"""The live table's view records: what the gateway hands the screens after each call.

Plain immutable data, no Qt: the Qt-free presenter (:mod:`ui.table.presenter`) names
them as well as the screens and the gateway's Protocol.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from dealer_app.services import Settings
from dealer_app.services.house import HouseVersion
from dealer_app.services.owed import BoxOwed, RoundOwed
from dealer_app.services.rounds import ApprovalState, MeterHit
from rules.poker import RoundState
from ui.kit.session import UserRef

__all__ = ["CountSetup", "RoundUpdate", "ShiftChoices", "StartupReport"]


@dataclass(frozen=True, slots=True)
class StartupReport:
    created: bool
    quick_check: str
    verified_from: int
    verified_to: int
    migrated_from: int | None
    seconds: float
    db_path: str
    needs_first_admin: bool
    settings: Settings


@dataclass(frozen=True, slots=True)
class ShiftChoices:
    dealers: tuple[UserRef, ...]
    profiles: tuple[str, ...]
    versions: dict[str, HouseVersion]  # profile -> its current house rules
    meter: int


@dataclass(frozen=True, slots=True)
class CountSetup:
    """What a tray count screen needs: the chip set (value, colour), largest first, and,
    for an opener, the last closer at the table (None: none yet)."""

    chips: tuple[tuple[int, str], ...]
    proposed: dict[int, int] | None = None
    par: dict[int, int] | None = None
    """The tray's par by denomination (the chip set's), proposed when no closer came before."""


@dataclass(frozen=True, slots=True)
class RoundUpdate:
    """What the table screen needs after each acknowledged step.

    Between rounds there is no round in the store yet (``round_id`` is None):
    the next round is started by its first step, so a dealer change or the
    shift's close never finds an empty round in the way."""

    state: RoundState
    round_id: int | None
    number: int | None
    steps: int
    complete: bool
    approvals: ApprovalState | None
    meter: int
    saved_at_us: int
    resumed: bool = False
    settled_number: int | None = None
    """Set on the update that follows a confirmed round."""
    approved_by: str | None = None
    """The pit boss whose approval covers the round as it stands."""
    refused_by: str | None = None
    """The pit boss whose refusal of the round as it stands is not answered yet."""
    refusal_reason: str = ""
    owed: RoundOwed | None = None
    """What is owed at the table for the complete round as it stands (the record every
    figure of the settlement comes from)."""
    early: Mapping[int, BoxOwed] = field(default_factory=dict)
    """Per box whose result is known before the round is complete, its record."""
    jackpot_meter: str = ""
    """The linked meter a jackpot hit of this round waits on (empty: no hit, or the table's own meter)."""
    jackpot_ahead: MeterHit | None = None
    """The older hit (another table's) that holds the linked meter: this round's hit is queued behind it."""
    jackpot_behind: tuple[MeterHit, ...] = ()
    """The hits queued behind this round's on the linked meter."""


