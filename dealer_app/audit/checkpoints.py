"""Signed checkpoints: a ``checkpoint`` entry that lets ``audit verify --since-checkpoint``
check only what came after it.

A checkpoint entry records the chain head before it (``head_seq``, ``head_mac``), the
counts (entries, shifts, rounds started), the jackpot meters, and what verifying the
rest needs to know of the time before it: the users (name, role, built-in, disabled),
the settings, and whether the log already recorded PIN attempts. All of it is signed
with the audit key (``tag``), on top of the entry's own place in the hash chain.

The shift close writes one. ``--since-checkpoint`` then verifies the checkpoint's
signature and its link to the entry before it, and the chain, projections, four eyes,
signatures and settlements of every entry after it, from that state. A full ``verify``
still checks everything from the first entry.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from dealer_app.audit_findings import Code, Exc, Where, entry_of, finding
from dealer_app.store.base import Store
from dealer_app.store.records import EntryKind, LogEntry, canonical_json

__all__ = ["Checkpoint", "checkpoint_payload", "checkpoint_tag", "last_checkpoint"]

_SIGNED = ("head_seq", "head_mac", "entries", "shifts", "rounds", "meter", "sim_meter", "users", "settings", "signed")


def checkpoint_tag(store: Store, payload: Mapping[str, Any]) -> str:
    """The audit key's signature over the checkpoint's fields, bound to this database."""
    fields = {k: payload.get(k) for k in _SIGNED}
    return store.key.mac(f"dealer-assistant checkpoint entry:{store.db_uuid}:{canonical_json(fields)}".encode())


def checkpoint_payload(store: Store) -> dict[str, Any]:
    """The payload of a checkpoint entry appended now (nobody else writing this table's log)."""
    head = store.anchor()
    shifts = store.shifts()
    payload: dict[str, Any] = {
        "head_seq": head.head_seq, "head_mac": head.head_mac, "entries": head.count, "shifts": len(shifts),
        "rounds": sum(s.rounds for s in shifts), "meter": store.table_meter(), "sim_meter": store.meter(simulated=True),
        "users": {str(u.id): {"name": u.name, "role": str(u.role), "builtin": u.builtin, "disabled": u.disabled}
                  for u in store.users()},
        "settings": dict(store.settings()),
        "signed": bool(store.entries_of_kind([EntryKind.PIN_ATTEMPT.value])),
    }
    payload["tag"] = checkpoint_tag(store, payload)
    return payload


@dataclass(frozen=True)
class Checkpoint:
    """The last checkpoint entry of a log, as ``--since-checkpoint`` starts from it."""

    entry: LogEntry
    prev_mac: str  # the MAC of the entry before it, as the log holds it
    problems: tuple[str, ...]  # its signature or link does not hold (then nothing after it is trusted)

    @property
    def payload(self) -> Mapping[str, Any]:
        return self.entry.payload

    @property
    def seq(self) -> int:
        return self.entry.seq


def last_checkpoint(store: Store) -> Checkpoint | None:
    """The log's last checkpoint entry, with what is wrong with it (``None``: the log has none)."""
    found = store.entries_of_kind([EntryKind.CHECKPOINT.value])
    if not found:
        return None
    e = max(found, key=lambda x: x.seq)
    where = Where(entry=entry_of(e))
    problems: list[str] = []
    before = store.entry(e.seq - 1) if e.seq > 1 else None
    prev_mac = before.mac if before is not None else ""
    try:
        p: Mapping[str, object] = e.payload
        tag_ok = isinstance(p.get("tag"), str) and p["tag"] == checkpoint_tag(store, p)
        head_ok = p.get("head_seq") == e.seq - 1 and p.get("head_mac") == prev_mac
        fields_ok = all(isinstance(p.get(k), int) for k in ("entries", "shifts", "rounds", "meter", "sim_meter")) \
            and isinstance(p.get("users"), dict) and isinstance(p.get("settings"), dict)
    except (ValueError, TypeError) as exc:
        return Checkpoint(e, prev_mac, (finding(Code.PAYLOAD_UNREADABLE, where=where, exc=Exc.of(exc)),))
    if not tag_ok:
        problems.append(finding(Code.CHECKPOINT_SIGNATURE, where=where))
    elif not fields_ok:
        problems.append(finding(Code.CHECKPOINT_LACKS, where=where))
    if not head_ok:
        problems.append(finding(Code.CHECKPOINT_HEAD, where=where))
    if before is None and e.seq > 1:
        problems.append(finding(Code.CHECKPOINT_BEFORE_MISSING, where=where, n=e.seq - 1))
    return Checkpoint(e, prev_mac, tuple(problems))
