"""The projections of the log: one definition, read by every backend and by verification.

:func:`changes` says, for one log entry, which projection rows it writes: a row
inserted, columns set or counted up, a jackpot meter moved. The SQLite and
PostgreSQL stores turn those changes into SQL inside the write that appends the
entry; :class:`Projection` applies the same changes to rows held in memory, which
is how verification rebuilds the tables from the (chain-verified) log alone and
compares them, so editing a projection row is found just like editing a log entry.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, cast

from dealer_app.store.records import EntryKind, LogEntry, co_signatures_in, payload_int

__all__ = ["FLOOR_KEPT", "USER_KINDS", "Change", "Insert", "MoveMeter", "Projection", "Update", "changes",
           "patron_day_key", "signature_changes"]

K = EntryKind


@dataclass(frozen=True)
class Insert:
    """A new row of ``table`` keyed by its ``key`` column. ``on_conflict``: what an
    existing row with that key gets: ``"fail"``, ``"keep"`` it, or ``"replace"`` its
    other columns. ``noted``: what the log keeps of the row beyond the table's
    columns (verification checks it; the table never holds it)."""

    table: str
    key: str
    row: Mapping[str, object]
    on_conflict: str = "fail"
    noted: Mapping[str, object] = field(default_factory=dict)


@dataclass(frozen=True)
class Update:
    """The row of ``table`` whose ``key`` column is ``id`` (none: nothing changes):
    columns ``set`` to values, columns counted up by ``add``."""

    table: str
    key: str
    id: object
    set: Mapping[str, object] = field(default_factory=dict)
    add: Mapping[str, int] = field(default_factory=dict)
    noted: Mapping[str, object] = field(default_factory=dict)


@dataclass(frozen=True)
class MoveMeter:
    """The jackpot meter moves by ``delta`` at entry ``seq``. A round of a simulated
    shift moves the simulated meter; ``shift_id`` ``None``: the live meter."""

    shift_id: int | None
    delta: int
    seq: int


Change = Insert | Update | MoveMeter
_Rule = Callable[[LogEntry, Mapping[str, object], "str | None"], list[Change]]


def _pairs(value: object) -> dict[object, object]:
    """A payload's mapping, as ``dict()`` reads it."""
    return dict(value) if isinstance(value, Mapping) else dict(cast("Iterable[tuple[object, object]]", value))


def _user_added(e: LogEntry, p: Mapping[str, object], secret: str | None) -> list[Change]:
    return [Insert("users", "id", {
        "id": p["user"], "name": p["name"], "role": p["role"],
        "pin_hash": secret if secret is not None else p.get("pin_hash"), "builtin": bool(p.get("builtin")),
        "disabled": False, "failed": 0, "locked_until_us": None, "created_seq": e.seq,
    }, noted={"pin_tag": p.get("pin_tag")})]


def _pin_reset(e: LogEntry, p: Mapping[str, object], secret: str | None) -> list[Change]:
    return [Update("users", "id", p.get("user"),
                   set={"pin_hash": secret if secret is not None else p.get("pin_hash"), "failed": 0,
                        "locked_until_us": None},
                   noted={"pin_tag": p.get("pin_tag")})]


def _sign_in_failed(e: LogEntry, p: Mapping[str, object], secret: str | None) -> list[Change]:
    if p.get("pin_right"):  # the PIN proved right (even for the wrong role)
        return [Update("users", "id", p.get("user"), set={"failed": 0, "locked_until_us": None})]
    if p.get("user") is None or p.get("counted"):  # counted already by its pin_attempt
        return []
    return [Update("users", "id", p["user"], add={"failed": 1})]


def _shift_opened(e: LogEntry, p: Mapping[str, object], secret: str | None) -> list[Change]:
    return [Insert("shifts", "id", {
        "id": e.shift_id, "table_name": p["table"], "profile": p["profile"], "dealer": p["dealer"],
        "simulated": bool(p.get("simulated")), "gaming_day": p["gaming_day"], "opened_seq": e.seq,
        "opened_us": e.ts_us, "closed_seq": None, "closed_us": None, "rounds": 0,
    })]


def _round_started(e: LogEntry, p: Mapping[str, object], secret: str | None) -> list[Change]:
    return [
        Insert("rounds", "id", {
            "id": e.round_id, "shift_id": e.shift_id, "number": p["number"], "dealer": p["dealer"],
            "house_version": p["house_version"], "jackpot_start": p["jackpot_start"], "status": "open",
            "steps": 0, "started_seq": e.seq, "settled_seq": None, "voided_seq": None,
        }),
        Update("shifts", "id", e.shift_id, add={"rounds": 1}),
    ]


def _round_voided(e: LogEntry, p: Mapping[str, object], secret: str | None) -> list[Change]:
    out: list[Change] = [Update("rounds", "id", e.round_id, set={"status": "voided", "voided_seq": e.seq})]
    if p.get("meter_delta"):  # a settled round voided: its meter movement is reversed
        out.append(MoveMeter(e.shift_id, payload_int(p["meter_delta"]), e.seq))
    return out


def patron_day_key(player: str, day: str, simulated: bool) -> str:
    """The key of a patron's gaming day in ``patron_days`` (the floor's server spells it alike)."""
    return f"{player}|{day}|{'true' if simulated else 'false'}"


def _cash_transaction(e: LogEntry, p: Mapping[str, object], secret: str | None) -> list[Change]:
    """A registered patron's cash moves their gaming day's row (a station's file: its one log, "";
    a floor's row is the server's, kept across every table's log)."""
    player = p.get("player")
    if player is None or p.get("medium") != "cash":
        return []
    sim, day, amount, inward = bool(p.get("simulated")), str(p["gaming_day"]), payload_int(p["amount"]), p.get("direction") == "in"
    key = patron_day_key(str(player), day, sim)
    return [
        Insert("patron_days", "key", {"key": key, "player": str(player), "gaming_day": day, "simulated": sim,
                                      "cash_in": 0, "cash_out": 0, "transactions": 0, "last_us": e.ts_us,
                                      "last_seqs": "{}"}, on_conflict="keep"),
        Update("patron_days", "key", key, set={"last_us": e.ts_us, "last_seqs": {"": e.seq}},
               add={"cash_in": amount if inward else 0, "cash_out": 0 if inward else amount, "transactions": 1}),
    ]


FLOOR_KEPT = frozenset({"patron_days"})
"""Projections a floor's server keeps itself, across every table's log (a floor station writes none)."""

_RULES: dict[str, _Rule] = {
    K.USER_ADDED: _user_added,
    K.USER_ROLE_CHANGED: lambda e, p, s: [Update("users", "id", p.get("user"), set={"role": p["role"]})],
    K.USER_DISABLED: lambda e, p, s: [Update("users", "id", p.get("user"), set={"disabled": True})],
    K.USER_ENABLED: lambda e, p, s: [Update("users", "id", p.get("user"), set={"disabled": False})],
    K.PIN_RESET: _pin_reset,
    K.ADMIN_RECOVERY: _pin_reset,
    K.PIN_ATTEMPT: lambda e, p, s: [Update("users", "id", p.get("user"), add={"failed": 1})],
    **{kind: (lambda e, p, s: [Update("users", "id", p.get("user"), set={"failed": 0, "locked_until_us": None})])
       for kind in (K.USER_UNLOCKED, K.SIGN_IN, K.CO_SIGNED)},
    K.SIGN_IN_FAILED: _sign_in_failed,
    K.LOCKED_OUT: lambda e, p, s: [Update("users", "id", p.get("user"), set={"locked_until_us": p["until_us"]})],
    K.SHIFT_OPENED: _shift_opened,
    K.DEALER_CHANGED: lambda e, p, s: [Update("shifts", "id", e.shift_id, set={"dealer": p["dealer"]})],
    K.SHIFT_CLOSED: lambda e, p, s: [Update("shifts", "id", e.shift_id,
                                            set={"closed_seq": e.seq, "closed_us": e.ts_us})],
    K.ROUND_STARTED: _round_started,
    K.STEP: lambda e, p, s: [Update("rounds", "id", e.round_id, add={"steps": 1})],
    K.ROUND_SETTLED: lambda e, p, s: [
        Update("rounds", "id", e.round_id, set={"status": "settled", "settled_seq": e.seq}),
        MoveMeter(e.shift_id, payload_int(p["meter_delta"]), e.seq),
    ],
    K.ROUND_VOIDED: _round_voided,
    K.METER_ADJUSTED: lambda e, p, s: [MoveMeter(None, payload_int(p["delta"]), e.seq)],
    K.HOUSE_RULES_SET: lambda e, p, s: [Insert("house_versions", "version",
                                               {"version": p["version"], "profile": p["profile"], "seq": e.seq})],
    K.SETTINGS_CHANGED: lambda e, p, s: [
        Insert("settings", "key", {"key": str(k), "value": str(v), "seq": e.seq}, on_conflict="replace")
        for k, v in _pairs(p["values"]).items()
    ],
    K.CASH_TRANSACTION: _cash_transaction,
    K.TRAINEE_RESULT: lambda e, p, s: [Insert("training_results", "id", {
        "id": p["id"], "user_id": p["user"], "seq": e.seq, "ts_us": e.ts_us, "payload": p})],
}
# kinds whose projection reads nothing of the payload (the busiest: a round's steps)
_PAYLOAD_FREE = frozenset({K.STEP})
_NO_PAYLOAD: Mapping[str, object] = {}

USER_KINDS = frozenset({
    K.USER_ADDED, K.USER_ROLE_CHANGED, K.USER_DISABLED, K.USER_ENABLED, K.PIN_RESET, K.USER_UNLOCKED, K.SIGN_IN,
    K.CO_SIGNED, K.SIGN_IN_FAILED, K.LOCKED_OUT, K.PIN_ATTEMPT, K.ADMIN_RECOVERY,
})


def changes(e: LogEntry, p: Mapping[str, object], secret_hash: str | None = None) -> list[Change]:
    """The projection rows entry ``e`` (payload ``p``) writes. ``secret_hash``: the PIN
    hash a user's row holds while the log keeps only its tag (when it is written)."""
    rule = _RULES.get(e.kind)
    return rule(e, p, secret_hash) if rule is not None else []


def signature_changes(e: LogEntry, p: Mapping[str, object]) -> list[Change]:
    """The co-signatures used by entry ``e``: each signs once (the stores keep which signed
    what; verification checks the signatures entry by entry)."""
    return [Insert("used_signatures", "seq", {"seq": signature, "used_by": e.seq}, on_conflict="keep")
            for signature in co_signatures_in(p)]


@dataclass
class Projection:
    """The projections rebuilt in memory: each table's rows by key (plus what the log
    notes of them), the two meters."""

    tables: dict[str, dict[Any, dict[str, Any]]] = field(default_factory=dict)
    meter: int = 0
    sim_meter: int = 0

    @property
    def users(self) -> dict[Any, dict[str, Any]]:
        return self.tables.setdefault("users", {})

    @property
    def shifts(self) -> dict[Any, dict[str, Any]]:
        return self.tables.setdefault("shifts", {})

    @property
    def rounds(self) -> dict[Any, dict[str, Any]]:
        return self.tables.setdefault("rounds", {})

    @property
    def house(self) -> dict[Any, dict[str, Any]]:
        return self.tables.setdefault("house_versions", {})

    @property
    def training(self) -> dict[Any, dict[str, Any]]:
        return self.tables.setdefault("training_results", {})

    @property
    def settings(self) -> dict[str, str]:
        return {str(k): str(row["value"]) for k, row in self.tables.get("settings", {}).items()}

    @classmethod
    def of(cls, entries: Iterable[LogEntry], kinds: frozenset[str] | None = None) -> Projection:
        p = cls()
        for e in entries:
            if kinds is None or e.kind in kinds:
                p.apply(e)
        return p

    def apply(self, e: LogEntry) -> None:
        if e.kind not in _RULES:
            return
        for change in changes(e, _NO_PAYLOAD if e.kind in _PAYLOAD_FREE else e.payload):
            self.change(change)

    def change(self, c: Change) -> None:
        if isinstance(c, MoveMeter):
            shift = self.shifts.get(c.shift_id) if c.shift_id is not None else None
            if shift is not None and shift["simulated"]:
                self.sim_meter += c.delta
            else:
                self.meter += c.delta
            return
        rows = self.tables.setdefault(c.table, {})
        if isinstance(c, Insert):
            key = c.row[c.key]
            if key in rows and c.on_conflict == "keep":
                return
            rows[key] = {**c.row, **c.noted}
            return
        row = rows.get(c.id)
        if row is None:
            return
        row.update(c.set)
        row.update(c.noted)
        for column, by in c.add.items():
            row[column] += by
