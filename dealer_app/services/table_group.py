"""Table groups on a floor: tables that share one chip set and one set of house rules, set once.

``dealer-app floor group set`` calls :func:`set_table_group`. The group's chip set and house
rules are one **version** of the group, recorded by the floor (``dealer.group_versions``, as
the floor's owner, in the witness chain: who set it, its digest, the group's tables). Each
table of the group then gets that version in its own chain, so a table's chain stays
self-contained (its backup verifies on its own): a ``chip_set_set`` and a ``house_rules_set``
entry, each signed with the PIN of the person who set it (checked on every table before
anything is recorded: a wrong PIN records nothing) and stamped with the group, its version and
its digest. ``audit verify`` on the floor (:func:`dealer_app.audit.floor_verify.check_groups`)
checks that every table of a group holds the group's latest version, as recorded.

A table that joins the group (``floor group set --group G --table NEW`` with neither
``--chips`` nor ``--house``) gets the group's current version the same way; so does a table
that missed it (the same command finishes what an interrupted one began: a table that holds
the version is left as it is). A table in a group refuses a chip set or house rules set on
its own station (:func:`dealer_app.services.house.check_group_owned`).

A table **leaves** its group (:func:`leave_table_group`, ``floor group --leave``, the podium's
*Table groups* screen) by a ``table_group_left`` entry in its own chain: signed with the PIN of
a pit boss or administrator, with a reason, naming the group and the version it leaves at. The
floor's server checks it in the insert (pg_schema v14: the table is in that group, the
co-signature is one its PIN check notarised, used once) and records the leave beside the joins
(``dealer.group_left``) and in the witness chain. The chip set and house rules the table holds
stay as they are, its own from then on (docs/DECISIONS.md): its station may change them again.

A group change is signed: the owner's login may still make one without (``set_group``), the
podium's login only with a co-signature the server's PIN check notarised (the first table's
that needed one, or one made for it).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from dealer_app.auth.passwords import PinHasher
from dealer_app.auth.roles import Permission
from dealer_app.refusal_codes import (
    GroupLeaveReason,
    GroupNameInvalid,
    GroupNotFound,
    TableNotInGroup,
    TableNotOnFloor,
)
from dealer_app.services.app import DealerServices
from dealer_app.services.common import ServiceError, check_text
from dealer_app.services.house import DEFAULT_PROFILE
from dealer_app.store.entries import GroupStamped, TableGroupLeft
from dealer_app.store.records import EntryKind, canonical_json

if TYPE_CHECKING:
    from dealer_app.store.postgres import GroupVersion

__all__ = ["FloorGroups", "GroupLeave", "GroupLine", "GroupResult", "LeaveResult", "check_leave", "floor_groups", "group_digest",
           "held_version", "leave_table_group", "set_table_group"]

OpenTable = Callable[[str], DealerServices]
"""A table's services, opened (and closed) by the caller: the podium's own connections."""


def group_digest(chips: str | None, house: str | None) -> str:
    """SHA-256 of a group version's content (the canonical JSON of its chip set and house rules)."""
    return hashlib.sha256(canonical_json({"chips": chips, "house": house}).encode()).hexdigest()


@dataclass(frozen=True)
class GroupResult:
    group: str
    version: int
    tables: tuple[str, ...]
    written: dict[str, list[int]] = field(default_factory=dict)
    """Each table given the version now, with its entries (a table that held it already: absent)."""


def held_version(s: DealerServices, group: str) -> tuple[int | None, int | None]:
    """The version of ``group`` a table's chain holds: (chip set's, house rules') (None: none).
    Only the latest chip set and default house rules count: a table that left the group and set
    its own since holds none, whatever it held before."""
    out: list[int | None] = []
    for kind in (EntryKind.CHIP_SET_SET, EntryKind.HOUSE_RULES_SET):
        entries = [e for e in s.ctx.store.entries_of_kind([kind])
                   if kind != EntryKind.HOUSE_RULES_SET or e.payload.get("profile") == DEFAULT_PROFILE]
        last = entries[-1].body_as(GroupStamped) if entries else None
        out.append(last.group_version if last is not None and last.group == group else None)
    return out[0], out[1]


def _content(chips: list[Mapping[str, object]] | None, house: Mapping[str, Any] | None) -> tuple[str | None, str | None]:
    from dealer_app.table_count import ChipSet, CountError
    from rules.poker.house import HouseRules

    chips_text = house_text = None
    if chips is not None:
        try:
            chips_text = canonical_json(ChipSet.of(chips).to_json())
        except CountError as exc:
            raise ServiceError(str(exc)) from None
    if house is not None:
        house_text = canonical_json(HouseRules.from_mapping(dict(house)).to_mapping())
    return chips_text, house_text


def set_table_group(url: str, group: str, tables: Sequence[str], *, user: str, pin: str,
                    chips: list[Mapping[str, object]] | None = None, house: Mapping[str, Any] | None = None,
                    create: bool = False, station: str = "floor", hasher: PinHasher | None = None,
                    key_file: Path | None = None, services: OpenTable | None = None) -> GroupResult:
    """Set ``group``'s chip set and/or house rules (a new version; what is not given stays as
    the group had it) and put ``tables`` in it; every table of the group that does not hold
    the group's version gets it, signed by ``user``. ``services``: how a table's services are
    opened (the podium's; a table made here is opened anew). See the module."""
    from dealer_app.services.common import CoSignature
    from dealer_app.store.postgres import floor_tables, set_group, table_groups

    group = check_text(group, "group").strip()
    if not group or len(group) > 64:
        raise ServiceError(GroupNameInvalid())
    chips_text, house_text = _content(chips, house)
    current = table_groups(url).get(group)
    if chips is None and house is None and current is None:
        raise ServiceError(GroupNotFound(g=repr(group)))
    if current is not None and (chips is not None or house is not None):  # the version is whole
        chips_text = chips_text if chips is not None else current.chips
        house_text = house_text if house is not None else current.house
    names = list(dict.fromkeys(t.strip() for t in tables if t.strip()))
    known = floor_tables(url)
    missing = [n for n in names if n not in known]
    if missing and not create:
        raise ServiceError(TableNotOnFloor(t=repr(missing[0]), tables=', '.join(known) or 'none yet'))
    members = list(dict.fromkeys([*(current.tables if current is not None else ()), *names]))
    new_version = chips is not None or house is not None
    opened: dict[str, DealerServices] = {}
    own: list[DealerServices] = []

    def open_table(name: str) -> DealerServices:
        if services is not None and name not in missing:
            return services(name)
        own.append(DealerServices.open(url, table=name, station=station, hasher=hasher, create=name in missing,
                                       record_startup=False, key_file=key_file))
        return own[-1]

    try:
        todo: dict[str, list[tuple[EntryKind, CoSignature]]] = {}
        target = (current.version + 1) if new_version and current is not None else (1 if new_version else None)
        final_chips = chips_text if new_version else (current.chips if current is not None else None)
        final_house = house_text if new_version else (current.house if current is not None else None)
        for name in members:  # the PIN on every table first: a wrong one records nothing
            s = opened[name] = open_table(name)
            want = target if target is not None else (current.version if current is not None else 0)
            have = held_version(s, group)
            kinds: list[tuple[EntryKind, Permission, str]] = []
            if final_chips is not None and have[0] != want:
                kinds.append((EntryKind.CHIP_SET_SET, Permission.EDIT_CHIP_SET, "group chip set"))
            if final_house is not None and have[1] != want:
                kinds.append((EntryKind.HOUSE_RULES_SET, Permission.EDIT_HOUSE_RULES, "group house rules"))
            todo[name] = [(k, s.users.co_sign(user, pin, perm, purpose=purpose)) for k, perm, purpose in kinds]
        # the change itself is signed too: the first co-signature made above, or one made for it
        signed = next(((n, acts[0][1].seq) for n, acts in todo.items() if acts), None)
        if signed is None and members:
            sig = opened[members[0]].users.co_sign(user, pin, Permission.EDIT_CHIP_SET, purpose="table group")
            signed = (members[0], sig.seq)
        digest = group_digest(final_chips, final_house) if new_version else None
        version = set_group(url, group, members, chips=final_chips if new_version else None,
                            house=final_house if new_version else None, digest=digest, by=user, signature=signed)
        if digest is None and current is not None:
            digest = current.digest
        stamp = {"group": group, "group_version": version, "group_digest": digest}
        written: dict[str, list[int]] = {}
        import json

        for name, acts in todo.items():
            s = opened[name]
            for kind, sig in acts:
                if kind == EntryKind.CHIP_SET_SET:
                    assert final_chips is not None
                    s.count.set_chip_set(sig, json.loads(final_chips), group=stamp)
                    seq = s.count.chip_set_entry()
                    written.setdefault(name, []).append(seq.seq if seq is not None else 0)
                else:
                    assert final_house is not None
                    hv = s.house.save(sig, DEFAULT_PROFILE, json.loads(final_house), group=stamp,
                                      note=f"table group {group}, version {version}")
                    written.setdefault(name, []).append(hv.seq)
        return GroupResult(group, version, tuple(members), written)
    finally:
        for s in own:
            s.close()


@dataclass(frozen=True)
class LeaveResult:
    table: str
    group: str
    version: int
    """The group's version the table left at (what it holds, its own from now on)."""
    seq: int
    """The ``table_group_left`` entry of the table's chain."""


def check_leave(url: str, group: str, table: str, reason: str) -> tuple[str, GroupVersion, str]:
    """What a leave needs before a PIN is asked: the table on the floor, in ``group``, and a
    reason; returns (the table, the group's latest version, the reason), else refuses."""
    from dealer_app.store.postgres import floor_tables, table_groups

    table = check_text(table, "table")
    group = check_text(group, "group")
    reason = check_text(reason, "reason")
    known = floor_tables(url)
    if table not in known:
        raise ServiceError(TableNotOnFloor(t=repr(table), tables=", ".join(known) or "none yet"))
    gv = table_groups(url).get(group)
    if gv is None or table not in gv.tables:
        raise ServiceError(TableNotInGroup(t=repr(table), g=repr(group)))
    if not reason:
        raise ServiceError(GroupLeaveReason())
    return table, gv, reason


def leave_table_group(url: str, group: str, table: str, *, user: str, pin: str, reason: str, station: str = "floor",
                      hasher: PinHasher | None = None, key_file: Path | None = None,
                      services: OpenTable | None = None) -> LeaveResult:
    """``table`` leaves ``group``, signed by ``user`` (a pit boss or administrator: their PIN),
    with ``reason`` (required). Everything is checked before the PIN is asked: a table not on
    the floor or not in that group, an empty reason, records nothing; so does a wrong PIN. See
    the module."""
    table, gv, reason = check_leave(url, group, table, reason)
    s = services(table) if services is not None else DealerServices.open(
        url, table=table, station=station, hasher=hasher, create=False, record_startup=False, key_file=key_file)
    try:
        sig = s.users.co_sign(user, pin, Permission.EDIT_CHIP_SET, purpose="leave table group")
        e = s.ctx.write(TableGroupLeft(group=gv.group, group_version=gv.version, reason=reason),
                        actor=sig.user.id, signed_by=(sig,))
    finally:
        if services is None:
            s.close()
    return LeaveResult(table, gv.group, gv.version, e.seq)


@dataclass(frozen=True)
class GroupLine:
    """A table group as the screens list it: its latest version, what it sets, its tables now."""

    group: str
    version: int
    chips: bool
    house: bool
    set_by: str
    set_us: int
    tables: tuple[str, ...]


@dataclass(frozen=True)
class GroupLeave:
    """A table that left a group: when, at which version, who signed it and why."""

    group: str
    table: str
    version: int
    by: str
    reason: str
    left_us: int


@dataclass(frozen=True)
class FloorGroups:
    groups: tuple[GroupLine, ...]
    ungrouped: tuple[str, ...]
    """The floor's tables in no group."""
    leaves: tuple[GroupLeave, ...]
    """The leaves, newest first."""


def floor_groups(url: str, tables: Sequence[str] | None = None) -> FloorGroups:
    """The floor's table groups, the tables in none (of ``tables``, default every table) and the leaves."""
    from dealer_app.store.postgres import floor_tables, group_leaves, table_groups

    groups = table_groups(url)
    grouped = {t for gv in groups.values() for t in gv.tables}
    lines = tuple(GroupLine(g, gv.version, gv.chips is not None, gv.house is not None, gv.set_by, gv.set_us, gv.tables)
                  for g, gv in sorted(groups.items()))
    pit = list(tables) if tables is not None else floor_tables(url)
    leaves = tuple(GroupLeave(*row[:6]) for row in group_leaves(url))
    return FloorGroups(lines, tuple(t for t in pit if t not in grouped), leaves)
