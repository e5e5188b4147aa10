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
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dealer_app.auth.passwords import PinHasher
from dealer_app.auth.roles import Permission
from dealer_app.refusal_codes import GroupNameInvalid, GroupNotFound, TableNotOnFloor
from dealer_app.services.app import DealerServices
from dealer_app.services.common import ServiceError, check_text
from dealer_app.services.house import DEFAULT_PROFILE
from dealer_app.store.entries import GroupStamped
from dealer_app.store.records import EntryKind, canonical_json

__all__ = ["GroupResult", "group_digest", "held_version", "set_table_group"]


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
    """The version of ``group`` a table's chain holds: (chip set's, house rules') (None: none)."""
    out: list[int | None] = []
    for kind in (EntryKind.CHIP_SET_SET, EntryKind.HOUSE_RULES_SET):
        stamped = [b for e in s.ctx.store.entries_of_kind([kind]) if (b := e.body_as(GroupStamped)).group == group]
        out.append(stamped[-1].group_version if stamped else None)
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
                    key_file: Path | None = None) -> GroupResult:
    """Set ``group``'s chip set and/or house rules (a new version; what is not given stays as
    the group had it) and put ``tables`` in it; every table of the group that does not hold
    the group's version gets it, signed by ``user``. See the module."""
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
    try:
        todo: dict[str, list[tuple[EntryKind, CoSignature]]] = {}
        target = (current.version + 1) if new_version and current is not None else (1 if new_version else None)
        final_chips = chips_text if new_version else (current.chips if current is not None else None)
        final_house = house_text if new_version else (current.house if current is not None else None)
        for name in members:  # the PIN on every table first: a wrong one records nothing
            s = opened[name] = DealerServices.open(url, table=name, station=station, hasher=hasher,
                                                   create=name in missing, record_startup=False, key_file=key_file)
            want = target if target is not None else (current.version if current is not None else 0)
            have = held_version(s, group)
            kinds: list[tuple[EntryKind, Permission, str]] = []
            if final_chips is not None and have[0] != want:
                kinds.append((EntryKind.CHIP_SET_SET, Permission.EDIT_CHIP_SET, "group chip set"))
            if final_house is not None and have[1] != want:
                kinds.append((EntryKind.HOUSE_RULES_SET, Permission.EDIT_HOUSE_RULES, "group house rules"))
            todo[name] = [(k, s.users.co_sign(user, pin, perm, purpose=purpose)) for k, perm, purpose in kinds]
        digest = group_digest(final_chips, final_house) if new_version else None
        version = set_group(url, group, members, chips=final_chips if new_version else None,
                            house=final_house if new_version else None, digest=digest, by=user)
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
        for s in opened.values():
            s.close()
