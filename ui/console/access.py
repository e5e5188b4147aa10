"""Who sees what in the pit boss console, read from the one role matrix.

The console never compares roles itself: every section names the permission
(or permissions) it needs and :func:`dealer_app.auth.roles.allowed` answers.
The services check again on every call (and log a refusal), so hiding a
section is a courtesy, never the protection.

The console opens for a role that holds a supervisor's or an administrator's
permission (``approve`` or ``manage_users``), compliance's ``view_aml``, the cage's
``receive_slip`` or the count room's ``enter_drop``: pit bosses, administrators,
compliance, the cage (the slips) and the count room (the drop).
Dealers and trainees never get it (a dealer's ``view_history`` is served by
the table screen and the reports, not by the console).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from dealer_app.auth.roles import Permission, Role, allowed

__all__ = ["SECTIONS", "Section", "SectionSpec", "can_open_console", "sections_for"]


class Section(enum.StrEnum):
    APPROVALS = "approvals"
    HISTORY = "history"
    METER = "meter"
    AUDIT = "audit"
    HOUSE = "house"
    USERS = "users"
    SETTINGS = "settings"
    COUNT = "count"
    PLAYERS = "players"
    SLIPS = "slips"
    DROP = "drop"
    CHIPS = "chips"


@dataclass(frozen=True, slots=True)
class SectionSpec:
    section: Section
    needs: tuple[Permission, ...]
    """Every one of these is required to see the section."""
    key: str
    """The shortcut shown beside it."""


SECTIONS: tuple[SectionSpec, ...] = (
    SectionSpec(Section.APPROVALS, (Permission.APPROVE, Permission.REFUSE), "Ctrl+1"),
    # a round view offers void and ruling; listing a shift's rounds is viewing history
    SectionSpec(Section.HISTORY, (Permission.VIEW_HISTORY, Permission.VOID, Permission.RULE), "Ctrl+2"),
    SectionSpec(Section.METER, (Permission.ADJUST_METER,), "Ctrl+3"),
    # the shift re-audit lists the shift's rounds: it needs the history as well as the audit
    SectionSpec(Section.AUDIT, (Permission.AUDIT, Permission.VIEW_HISTORY), "Ctrl+4"),
    SectionSpec(Section.HOUSE, (Permission.EDIT_HOUSE_RULES,), "Ctrl+5"),
    SectionSpec(Section.USERS, (Permission.MANAGE_USERS,), "Ctrl+6"),
    SectionSpec(Section.SETTINGS, (Permission.EDIT_SETTINGS,), "Ctrl+7"),
    # the table count: the pit's shifts, their win, hold and variance
    SectionSpec(Section.COUNT, (Permission.VIEW_COUNT, Permission.SIGN_COUNT), "Ctrl+8"),
    # the gaming day's rated players (and, for who may see them, the cash alerts)
    SectionSpec(Section.PLAYERS, (Permission.VIEW_RATINGS,), "Ctrl+9"),
    # fill and credit slips: finished, voided or printed again (pit boss), received (cage)
    SectionSpec(Section.SLIPS, (Permission.VIEW_COUNT,), "Ctrl+0"),
    # the count room: a closed shift's drop box, counted by note, against the table's figures
    SectionSpec(Section.DROP, (Permission.ENTER_DROP,), "Ctrl+D"),
    # the house's chip set: denominations, colours and the tray's par (pit bosses and administrators)
    SectionSpec(Section.CHIPS, (Permission.EDIT_CHIP_SET,), "Ctrl+K"),
)

_ENTRY = (Permission.APPROVE, Permission.MANAGE_USERS, Permission.VIEW_AML, Permission.RECEIVE_SLIP,
          Permission.ENTER_DROP)


def _role(role: Role | str | None) -> Role | None:
    if role is None:
        return None
    try:
        return Role(role)
    except ValueError:
        return None


def can_open_console(role: Role | str | None) -> bool:
    """True for pit bosses, administrators, compliance, the cage and the count room (read from the matrix).

    >>> can_open_console("pit_boss"), can_open_console("admin"), can_open_console("dealer"), can_open_console("trainee")
    (True, True, False, False)
    >>> can_open_console("cage"), can_open_console("count_room")
    (True, True)
    """
    r = _role(role)
    return r is not None and any(allowed(r, p) for p in _ENTRY)


def sections_for(role: Role | str | None) -> tuple[Section, ...]:
    """The sections ``role`` sees, in menu order (none when the console is closed to it).

    >>> [s.value for s in sections_for("admin")]
    ['users', 'settings', 'players']
    >>> [s.value for s in sections_for("pit_boss")]
    ['approvals', 'history', 'meter', 'audit', 'house', 'count', 'players', 'slips']
    >>> [s.value for s in sections_for("count_room")], [s.value for s in sections_for("cage")]
    (['slips', 'drop'], ['slips'])
    >>> [s.value for s in sections_for("compliance")]
    ['players']
    >>> sections_for("dealer")
    ()
    """
    r = _role(role)
    if r is None or not can_open_console(r):
        return ()
    return tuple(spec.section for spec in SECTIONS if all(allowed(r, p) for p in spec.needs))
