"""Who is signed in at which shift: the UI-side copies of what the services said.

Plain records, no Qt: the Qt-free presenters and the gateways' Protocols name them.
"""

from __future__ import annotations

from dataclasses import dataclass

from dealer_app.auth.roles import Role

__all__ = ["ShiftInfo", "UserRef"]


@dataclass(frozen=True, slots=True)
class UserRef:
    user_id: int
    name: str
    role: Role
    language: str | None = None
    """The language the person chose for their screens (None: the station's)."""

    @property
    def is_dealer(self) -> bool:
        return self.role is Role.DEALER

    @property
    def is_pit_boss(self) -> bool:
        return self.role is Role.PIT_BOSS


@dataclass(frozen=True, slots=True)
class ShiftInfo:
    shift_id: int
    table: str
    profile: str
    dealer: UserRef
    opened_at: str
    rounds: int = 0
