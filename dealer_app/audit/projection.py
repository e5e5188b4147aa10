"""The projections rebuilt from the log alone, in memory.

The SQLite backend keeps the same projections as tables for fast reads;
verification rebuilds them here from the (chain-verified) log and compares,
so editing a projection row is found just like editing a log entry.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from dealer_app.store.records import EntryKind, LogEntry

__all__ = ["Projection"]

K = EntryKind


@dataclass
class Projection:
    users: dict[int, dict[str, Any]] = field(default_factory=dict)
    shifts: dict[int, dict[str, Any]] = field(default_factory=dict)
    rounds: dict[int, dict[str, Any]] = field(default_factory=dict)
    house: dict[int, dict[str, Any]] = field(default_factory=dict)
    settings: dict[str, str] = field(default_factory=dict)
    training: dict[int, dict[str, Any]] = field(default_factory=dict)
    meter: int = 0
    sim_meter: int = 0

    def _move(self, shift_id: int | None, delta: int) -> None:
        shift = self.shifts.get(shift_id) if shift_id is not None else None
        if shift is not None and shift["simulated"]:
            self.sim_meter += delta
        else:
            self.meter += delta

    @classmethod
    def of(cls, entries: Iterable[LogEntry], kinds: frozenset[str] | None = None) -> Projection:
        p = cls()
        for e in entries:
            if kinds is None or e.kind in kinds:
                p.apply(e)
        return p

    def apply(self, e: LogEntry) -> None:
        kind = e.kind
        if kind not in _PROJECTED:
            return
        if kind == K.STEP:  # the busiest kind: its payload is not needed here
            if e.round_id in self.rounds:
                self.rounds[e.round_id]["steps"] += 1
            return
        p = e.payload
        if kind == K.USER_ADDED:
            self.users[int(p["user"])] = {
                "name": p["name"], "role": p["role"], "pin_hash": p.get("pin_hash"), "pin_tag": p.get("pin_tag"), "builtin": bool(p.get("builtin")),
                "disabled": False, "failed": 0, "locked_until_us": None, "created_seq": e.seq,
            }
            return
        if kind in _USER_KINDS:
            u = self.users.get(int(p["user"])) if p.get("user") is not None else None
            if u is None:
                return
            if kind == K.USER_ROLE_CHANGED:
                u["role"] = p["role"]
            elif kind == K.USER_DISABLED:
                u["disabled"] = True
            elif kind == K.USER_ENABLED:
                u["disabled"] = False
            elif kind in (K.PIN_RESET, K.ADMIN_RECOVERY):
                u.update(pin_hash=p.get("pin_hash"), pin_tag=p.get("pin_tag"), failed=0, locked_until_us=None)
            elif kind == K.PIN_ATTEMPT:
                u["failed"] += 1
            elif kind in (K.USER_UNLOCKED, K.SIGN_IN, K.CO_SIGNED) or (kind == K.SIGN_IN_FAILED and p.get("pin_right")):
                u.update(failed=0, locked_until_us=None)  # the PIN proved right (even for the wrong role)
            elif kind == K.SIGN_IN_FAILED:
                if not p.get("counted"):  # counted already by its pin_attempt
                    u["failed"] += 1
            elif kind == K.LOCKED_OUT:
                u["locked_until_us"] = p["until_us"]
            return
        if kind == K.SHIFT_OPENED:
            self.shifts[int(e.shift_id or 0)] = {
                "table_name": p["table"], "profile": p["profile"], "dealer": p["dealer"],
                "simulated": bool(p.get("simulated")), "gaming_day": p["gaming_day"], "opened_seq": e.seq,
                "opened_us": e.ts_us, "closed_seq": None, "closed_us": None, "rounds": 0,
            }
        elif kind == K.DEALER_CHANGED:
            if e.shift_id in self.shifts:
                self.shifts[e.shift_id]["dealer"] = p["dealer"]
        elif kind == K.SHIFT_CLOSED:
            if e.shift_id in self.shifts:
                self.shifts[e.shift_id].update(closed_seq=e.seq, closed_us=e.ts_us)
        elif kind == K.ROUND_STARTED:
            self.rounds[int(e.round_id or 0)] = {
                "shift_id": e.shift_id, "number": p["number"], "dealer": p["dealer"],
                "house_version": p["house_version"], "jackpot_start": p["jackpot_start"], "status": "open",
                "steps": 0, "started_seq": e.seq, "settled_seq": None, "voided_seq": None,
            }
            if e.shift_id in self.shifts:
                self.shifts[e.shift_id]["rounds"] += 1
        elif kind == K.ROUND_SETTLED:
            if e.round_id in self.rounds:
                self.rounds[e.round_id].update(status="settled", settled_seq=e.seq)
            self._move(e.shift_id, int(p["meter_delta"]))
        elif kind == K.ROUND_VOIDED:
            if e.round_id in self.rounds:
                self.rounds[e.round_id].update(status="voided", voided_seq=e.seq)
            self._move(e.shift_id, int(p.get("meter_delta", 0)))
        elif kind == K.METER_ADJUSTED:
            self.meter += int(p["delta"])
        elif kind == K.HOUSE_RULES_SET:
            self.house[int(p["version"])] = {"profile": p["profile"], "seq": e.seq}
        elif kind == K.SETTINGS_CHANGED:
            for k, v in dict(p["values"]).items():
                self.settings[str(k)] = str(v)
        elif kind == K.TRAINEE_RESULT:
            self.training[int(p["id"])] = {"user_id": p["user"], "seq": e.seq, "payload": p}


_USER_KINDS = frozenset({
    K.USER_ROLE_CHANGED, K.USER_DISABLED, K.USER_ENABLED, K.PIN_RESET, K.USER_UNLOCKED, K.SIGN_IN,
    K.CO_SIGNED, K.SIGN_IN_FAILED, K.LOCKED_OUT, K.PIN_ATTEMPT, K.ADMIN_RECOVERY,
})
_PROJECTED = frozenset({
    K.USER_ADDED, *_USER_KINDS, K.SHIFT_OPENED, K.DEALER_CHANGED, K.SHIFT_CLOSED, K.ROUND_STARTED, K.STEP,
    K.ROUND_SETTLED, K.ROUND_VOIDED, K.METER_ADJUSTED, K.HOUSE_RULES_SET, K.SETTINGS_CHANGED, K.TRAINEE_RESULT,
})
USER_KINDS = frozenset({K.USER_ADDED, *_USER_KINDS})
