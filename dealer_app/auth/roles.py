"""The role matrix, enforced in one place (docs/ROLES.md is its written form).

Every privileged service call goes through :func:`require`; nothing else in
the code base compares roles.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping

from dealer_app.refusal_codes import RoleLacksPermission, UserRoleLacksPermission

__all__ = ["MATRIX", "Permission", "PermissionDenied", "Role", "allowed", "require"]


class Role(enum.StrEnum):
    DEALER = "dealer"
    PIT_BOSS = "pit_boss"
    ADMIN = "admin"
    TRAINEE = "trainee"
    CAGE = "cage"  # the cashier's cage (or its runner): signs fills and credits received
    COUNT_ROOM = "count_room"  # counts the drop boxes and enters each table's drop
    COMPLIANCE = "compliance"  # anti-money-laundering: patron details, the MTL, alerts and reports

    @property
    def label(self) -> str:
        return {"dealer": "dealer", "pit_boss": "pit boss", "admin": "administrator", "trainee": "trainee",
                "cage": "cage", "count_room": "count room",
                "compliance": "compliance"}[self.value]


class Permission(enum.StrEnum):
    """What a signed-in user may do. The matrix below says who holds each."""

    OPEN_SHIFT = "open_shift"  # open a live shift at a table
    CLOSE_SHIFT = "close_shift"
    CHANGE_DEALER = "change_dealer"  # hand the table to another dealer without closing the shift
    DEAL = "deal"  # enter a round's steps, correct them, confirm the round
    VIEW_HISTORY = "view_history"  # shifts, rounds, settlements, the audit anchor
    PRINT_REPORT = "print_report"
    APPROVE = "approve"  # co-sign a held payout or jackpot share
    REFUSE = "refuse"  # refuse a held payout (back to the dealer, or a floor ruling)
    VOID = "void"  # void a round as a misdeal
    ENTER_LATE = "enter_late"  # enter a round played on paper (the station or its server was down) afterwards
    RULE = "rule"  # floor ruling (RULES.md §13)
    ADJUST_METER = "adjust_meter"  # signed jackpot meter adjustment
    SECOND_SIGN = "second_sign"  # the second signer of a big ruling, void or meter adjustment (two people)
    EDIT_HOUSE_RULES = "edit_house_rules"
    VIEW_TRAINEE_PROGRESS = "view_trainee_progress"  # every trainee's progress
    AUDIT = "audit"  # re-audit the log, export a shift
    MANAGE_USERS = "manage_users"  # add, disable, set roles, reset PINs, unlock
    EDIT_SETTINGS = "edit_settings"  # thresholds, lock-out, gaming day
    BACKUP = "backup"  # back up / restore the database
    TRAIN = "train"  # training drills, own progress
    EDIT_CHIP_SET = "edit_chip_set"  # the house's chip denominations and colours
    COUNT_TRAY = "count_tray"  # count the tray (opener, hourly snapshot, closer)
    SIGN_COUNT = "sign_count"  # confirm an opener or closer, sign or void a fill or credit slip
    REQUEST_SLIP = "request_slip"  # ask the cage for a fill, or send chips back (credit)
    RECEIVE_SLIP = "receive_slip"  # the cage's signature on a fill or credit delivered
    BUY_IN = "buy_in"  # record cash in for chips out at the table
    ENTER_DROP = "enter_drop"  # enter a table's counted drop for a shift
    EXPLAIN_VARIANCE = "explain_variance"  # written explanation of a count variance
    VIEW_COUNT = "view_count"  # a shift's table count (opener, slips, drop, win, hold, variance)
    # players, ratings and anti-money-laundering records (docs/PLAYERS.md)
    REGISTER_PLAYER = "register_player"  # register a patron (card number, name, ID details as the house asks)
    READ_PATRON = "read_patron"  # read a patron's details (each read logged)
    ERASE_PATRON = "erase_patron"  # erase a patron's identity on request (the log keeps the reference)
    SEAT_PLAYER = "seat_player"  # seat, move, pause and see off players at the table's boxes
    VIEW_RATINGS = "view_ratings"  # rating sessions, slips and exports
    ADJUST_RATING = "adjust_rating"  # a signed adjustment of a rating session (the original kept)
    EDIT_RATING_RULES = "edit_rating_rules"  # house advantage per bet type, comp rate
    CASH_TRANSACTION = "cash_transaction"  # record a patron's buy-in or cash-out
    VIEW_AML = "view_aml"  # the multiple transaction log, the alerts and the report documents
    EDIT_AML_RULES = "edit_aml_rules"  # AML thresholds, structuring window, ID details to collect


_D, _P, _A, _T, _C, _R = Role.DEALER, Role.PIT_BOSS, Role.ADMIN, Role.TRAINEE, Role.CAGE, Role.COUNT_ROOM
_L = Role.COMPLIANCE

MATRIX: Mapping[Permission, frozenset[Role]] = {
    Permission.OPEN_SHIFT: frozenset({_D, _P}),
    Permission.CLOSE_SHIFT: frozenset({_D, _P}),
    Permission.CHANGE_DEALER: frozenset({_D, _P}),
    Permission.DEAL: frozenset({_D}),
    Permission.VIEW_HISTORY: frozenset({_D, _P}),
    Permission.PRINT_REPORT: frozenset({_D, _P}),
    Permission.APPROVE: frozenset({_P}),
    Permission.REFUSE: frozenset({_P}),
    Permission.VOID: frozenset({_P}),
    Permission.ENTER_LATE: frozenset({_P}),
    Permission.RULE: frozenset({_P}),
    Permission.ADJUST_METER: frozenset({_P}),
    Permission.SECOND_SIGN: frozenset({_P, _A}),
    Permission.EDIT_HOUSE_RULES: frozenset({_P}),
    Permission.VIEW_TRAINEE_PROGRESS: frozenset({_P, _A}),  # the instructors: pit bosses and administrators
    Permission.AUDIT: frozenset({_P, _A}),
    Permission.MANAGE_USERS: frozenset({_A}),
    Permission.EDIT_SETTINGS: frozenset({_A}),
    Permission.BACKUP: frozenset({_A}),
    Permission.TRAIN: frozenset({_T, _D}),
    Permission.EDIT_CHIP_SET: frozenset({_P, _A}),
    Permission.COUNT_TRAY: frozenset({_D, _P}),
    Permission.SIGN_COUNT: frozenset({_P}),
    Permission.REQUEST_SLIP: frozenset({_D, _P}),
    Permission.RECEIVE_SLIP: frozenset({_C}),
    Permission.BUY_IN: frozenset({_D}),
    Permission.ENTER_DROP: frozenset({_R}),
    Permission.EXPLAIN_VARIANCE: frozenset({_P}),
    Permission.VIEW_COUNT: frozenset({_D, _P, _C, _R}),
    Permission.REGISTER_PLAYER: frozenset({_P, _A, _C, _L}),
    Permission.READ_PATRON: frozenset({_P, _A, _L}),
    Permission.ERASE_PATRON: frozenset({_A, _L}),
    Permission.SEAT_PLAYER: frozenset({_D, _P}),
    Permission.VIEW_RATINGS: frozenset({_P, _A, _L}),
    Permission.ADJUST_RATING: frozenset({_P}),
    Permission.EDIT_RATING_RULES: frozenset({_P, _A}),
    Permission.CASH_TRANSACTION: frozenset({_C}),
    Permission.VIEW_AML: frozenset({_P, _A, _L}),
    Permission.EDIT_AML_RULES: frozenset({_A, _L}),
}

assert set(MATRIX) == set(Permission), "every permission must have a row in the matrix"


class PermissionDenied(PermissionError):
    """A user tried something their role does not allow (or a rule such as "not your own role")."""

    def __init__(self, message: object, role: Role | None = None, permission: Permission | None = None) -> None:
        self.role = role
        self.permission = permission
        super().__init__(message)


def allowed(role: Role, permission: Permission) -> bool:
    return role in MATRIX[permission]


def require(role: Role, permission: Permission, who: str = "") -> None:
    """Raise :class:`PermissionDenied` unless ``role`` holds ``permission``."""
    if not allowed(role, permission):
        holders = ", ".join(sorted(r.label for r in MATRIX[permission]))
        perm = permission.value.replace("_", " ")
        refusal = (UserRoleLacksPermission(name=who, role=role, perm=perm, holders=holders) if who
                   else RoleLacksPermission(role=role, perm=perm, holders=holders))
        raise PermissionDenied(refusal, role, permission)
