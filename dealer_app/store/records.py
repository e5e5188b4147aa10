"""The store's records: log entries and the rows of the projections.

The log is the truth; every other table is a projection of it that
:mod:`dealer_app.audit.verify` rebuilds and compares.
"""

from __future__ import annotations

import enum
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING, Any, TypeVar

import msgspec

from dealer_app.auth.roles import Role
from dealer_app.store.refusals import PayloadNotJson

if TYPE_CHECKING:
    from dealer_app.store.entries import EntryBody

_B = TypeVar("_B", bound="EntryBody")

__all__ = [
    "Anchor",
    "EntryKind",
    "Expect",
    "HouseVersionRow",
    "Lease",
    "LeaseHolder",
    "LogEntry",
    "NewEntry",
    "PatronDayRow",
    "PatronRow",
    "PatronWrite",
    "PinVerdict",
    "RoundRow",
    "RoundStatus",
    "ShiftRow",
    "TrainingRow",
    "UserRow",
    "canonical_json",
    "co_signatures_in",
    "load_json",
    "patron_day_row",
    "patron_row",
    "payload_int",
    "played_in_time",
]


_DECODE = msgspec.json.Decoder().decode


def load_json(text: str | bytes) -> Any:
    """``json.loads(text)``, by msgspec (about three times faster on the log's payloads).
    What msgspec refuses (``NaN``, a number out of its range, bad JSON) is read by
    ``json.loads``, so the value, or the error, is exactly the standard library's."""
    try:
        return _DECODE(text)
    except msgspec.MsgspecError:
        return json.loads(text)


def co_signatures_in(payload: Mapping[str, object]) -> list[int]:
    """The co-signatures an entry uses (each signs once): its own signature when it is a
    co-signature, and the other signers' (``co_signatures``, e.g. a count's confirmation)."""
    out = []
    signature = payload.get("signature")
    if payload.get("signature_kind") == "co_signed" and type(signature) is int:
        out.append(int(signature))
    extra = payload.get("co_signatures")
    if isinstance(extra, list):
        out += [int(s) for s in extra if type(s) is int]
    return out


def payload_int(value: object) -> int:
    """A payload's number, exactly as ``int()`` reads it (JSON gives an int; a number's text reads
    too); anything else is refused as ``int()`` refuses it."""
    if isinstance(value, int | str | float):
        return int(value)
    raise TypeError(f"int() argument must be a string, a bytes-like object or a real number, not "
                    f"'{type(value).__name__}'")


def canonical_json(value: Any) -> str:
    """The one serialisation used for payloads (sorted keys, no spaces, UTF-8)."""
    return _CANONICAL(value)


# json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False), one encoder for all calls
_CANONICAL = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode


class EntryKind(enum.StrEnum):
    """Every kind of log entry. Values are stored; never rename one."""

    STARTUP = "startup"
    INTEGRITY_CHECK = "integrity_check"
    SIGN_IN = "sign_in"
    SIGN_OUT = "sign_out"
    SIGN_IN_FAILED = "sign_in_failed"
    LOCKED_OUT = "locked_out"
    CO_SIGNED = "co_signed"
    PERMISSION_REFUSED = "permission_refused"
    USER_ADDED = "user_added"
    USER_ROLE_CHANGED = "user_role_changed"
    USER_DISABLED = "user_disabled"
    USER_ENABLED = "user_enabled"
    PIN_RESET = "pin_reset"
    USER_UNLOCKED = "user_unlocked"
    SETTINGS_CHANGED = "settings_changed"
    HOUSE_RULES_SET = "house_rules_set"
    SHIFT_OPENED = "shift_opened"
    DEALER_CHANGED = "dealer_changed"
    SHIFT_CLOSED = "shift_closed"
    ROUND_STARTED = "round_started"
    STEP = "step"
    APPROVED = "approved"
    REFUSED = "refused"
    ROUND_SETTLED = "round_settled"
    ROUND_VOIDED = "round_voided"
    FLOOR_RULING = "floor_ruling"
    METER_ADJUSTED = "meter_adjusted"
    REPORT_PRINTED = "report_printed"
    BACKUP = "backup"
    RESTORE = "restore"
    AUDIT_VERIFIED = "audit_verified"
    CHECKPOINT = "checkpoint"  # a signed checkpoint (dealer_app.audit.checkpoints)
    TRAINEE_RESULT = "trainee_result"
    LEASE_TAKEN_OVER = "lease_taken_over"
    PIN_ATTEMPT = "pin_attempt"
    ADMIN_RECOVERY = "admin_recovery"
    # the table count (dealer_app/services/count.py); the opener rides on shift_opened
    CHIP_SET_SET = "chip_set_set"
    TRAY_COUNTED = "tray_counted"  # an hourly snapshot or the closer
    SLIP_REQUESTED = "slip_requested"  # a fill or credit; its seq is the slip number
    SLIP_SIGNED = "slip_signed"  # the pit boss's signature
    SLIP_RECEIVED = "slip_received"  # the cage's signature: the chips moved
    SLIP_VOIDED = "slip_voided"
    SLIP_REPRINTED = "slip_reprinted"  # a slip printed again (a pit boss's signature and reason)
    BUY_IN = "buy_in"
    DROP_COUNTED = "drop_counted"
    VARIANCE_EXPLAINED = "variance_explained"
    # players, ratings and cash transactions (dealer_app/services/players.py, ratings.py, aml.py).
    # A patron's identity lives in the store's patrons table, never in the log: the log
    # holds the keyed reference (``player``) only
    PATRON_REGISTERED = "patron_registered"
    PATRON_UPDATED = "patron_updated"  # ID details added or changed (the details stay out of the log)
    PATRON_READ = "patron_read"  # someone read a patron's details
    PATRON_ERASED = "patron_erased"  # the identity dropped on request; the reference stays
    PLAYER_SEATED = "player_seated"  # a rating session opens at a table; its seq is the session number
    PLAYER_MOVED = "player_moved"  # the session's boxes change (same table)
    PLAYER_PAUSED = "player_paused"
    PLAYER_RESUMED = "player_resumed"
    PLAYER_LEFT = "player_left"  # the session ends
    RATING_ADJUSTED = "rating_adjusted"  # a pit boss's signed adjustment (the original is kept)
    RATING_RULES_SET = "rating_rules_set"  # house advantage per bet type, comp rate: a new version
    AML_RULES_SET = "aml_rules_set"  # thresholds, windows, ID details to collect: a new version
    CASH_TRANSACTION = "cash_transaction"  # a buy-in or cash-out recorded by the cage
    LATE_CORRECTED = "late_corrected"  # a pit boss corrects a late entry's stated time (ref: its round_started)
    METER_LINKED = "meter_linked"  # a floor's table put on a linked jackpot meter (an administrator signs)
    TABLE_GROUP_LEFT = "table_group_left"  # a floor's table leaves its table group (signed, with a reason)
    # a Russian Roulette hand (dealer_app/services/roulette.py): ref is the hand's roulette_hand_started
    ROULETTE_HAND_STARTED = "roulette_hand_started"
    ROULETTE_ACTION = "roulette_action"
    ROULETTE_CARD = "roulette_card"
    ROULETTE_HOLE_CARDS = "roulette_hole_cards"
    ROULETTE_UNDONE = "roulette_undone"
    ROULETTE_HAND_COMPLETED = "roulette_hand_completed"
    ROULETTE_HAND_VOIDED = "roulette_hand_voided"


@dataclass(frozen=True)
class NewEntry:
    """An entry to append. Ids that the store allocates (a new shift, round,
    user or house-rules version) are filled in by the store."""

    kind: EntryKind
    payload: Mapping[str, Any] = field(default_factory=dict)
    actor: int | None = None
    station: str | None = None
    shift_id: int | None = None
    round_id: int | None = None
    ref: int | None = None
    secret_pin_hash: str | None = None
    """A new PIN hash (user added, PIN reset, recovery): written to the users table only;
    the log records the keyed ``pin_tag`` of it (:func:`dealer_app.store.chain.pin_tag`)."""
    patron: PatronWrite | None = None
    """A patron's identity written to the patrons table (never to the log) in the same transaction."""


    @classmethod
    def of(cls, body: EntryBody, actor: int | None = None, station: str | None = None, shift_id: int | None = None,
           round_id: int | None = None, ref: int | None = None, **extra: Any) -> NewEntry:
        """The entry that records ``body`` (its kind is the record's)."""
        return cls(body.KIND, body.to_json(), actor, station, shift_id, round_id, ref, **extra)


@dataclass(frozen=True)
class PatronWrite:
    """A patron's identity as the patrons table keeps it, keyed by the reference the log holds.
    ``details`` ``None``: the identity is erased (the reference stays)."""

    ref: str
    details: Mapping[str, Any] | None


@dataclass(frozen=True)
class PatronRow:
    """A row of the patrons table: the keyed reference, the identity (``None`` once erased)
    and the entry that last wrote it."""

    ref: str
    details: Mapping[str, Any] | None
    seq: int


@dataclass(frozen=True)
class PatronDayRow:
    """A patron's gaming day as the floor's projection keeps it (``patron_days``, kept by the log
    insert): the cash in and cash out of a registered patron's cash transactions that day (the
    simulator's apart), how many, the time of the last and the last seq of each table's log
    that recorded one."""

    player: str
    day: str
    simulated: bool
    cash_in: int
    cash_out: int
    transactions: int
    last_us: int
    last_seqs: Mapping[str, int]


def patron_row(ref: str, details: str | None, seq: int) -> PatronRow:
    """A patrons-table row ``(ref, details JSON or NULL, seq)`` as a record (both backends' row function)."""
    value: object = json.loads(details) if details is not None else None
    return PatronRow(str(ref), value if isinstance(value, dict) else None, int(seq))


def patron_day_row(player: str, day: str, simulated: bool, cash_in: int, cash_out: int, transactions: int,
                   last_us: int, last_seqs: str) -> PatronDayRow:
    """A ``patron_days`` row (its ``last_seqs`` JSON) as a record (both backends' row function)."""
    seqs: Mapping[str, int] = json.loads(last_seqs)
    return PatronDayRow(str(player), str(day), bool(simulated), int(cash_in), int(cash_out), int(transactions),
                        int(last_us), {str(k): int(v) for k, v in seqs.items()})


@dataclass(frozen=True)
class LogEntry:
    seq: int
    ts_us: int
    kind: str
    actor: int | None
    station: str | None
    shift_id: int | None
    round_id: int | None
    ref: int | None
    payload_text: str
    mac: str

    @cached_property
    def payload(self) -> dict[str, Any]:
        """The payload, parsed once (treat it as read-only: it is shared)."""
        try:
            value = load_json(self.payload_text)
        except (ValueError, RecursionError):
            from dealer_app.store.errors import PayloadDamagedError

            raise PayloadDamagedError(PayloadNotJson(n=self.seq, kindname=self.kind[:40])) from None
        return value if isinstance(value, dict) else {"value": value}

    @cached_property
    def body(self) -> EntryBody:
        """The payload as its kind's typed record (:mod:`dealer_app.store.entries`), decoded
        once from the stored text. Raises ``ValueError`` when the payload is not what its
        kind's record reads (:class:`~dealer_app.store.entries.EntryFormatError`) or not JSON."""
        from dealer_app.store.entries import EntryFormatError, entry_body

        try:
            return entry_body(self.kind, self.payload_text)
        except EntryFormatError:
            _ = self.payload  # not JSON at all: named as the log's damage (PayloadDamagedError), as ``payload`` does
            raise

    def body_as(self, cls: type[_B]) -> _B:
        """:attr:`body`, which the reader expects to be a ``cls`` (the reader has chosen entries
        of that kind): a ``ValueError`` when the payload does not fit it, a ``TypeError`` when
        the entry is of another kind."""
        body = self.body
        if not isinstance(body, cls):  # the reader chose entries of another kind: a bug, not the data
            raise TypeError(f"entry {self.seq} ({self.kind[:40]}) is not a {cls.KIND.value} entry")
        return body

    def describe(self) -> str:
        """``entry 123 (step, round 17)``: how verification names an entry."""
        bits = [self.kind]
        if self.round_id is not None:
            bits.append(f"round {self.round_id}")
        elif self.shift_id is not None:
            bits.append(f"shift {self.shift_id}")
        return f"entry {self.seq} ({', '.join(bits)})"


@dataclass(frozen=True)
class Anchor:
    """The audit anchor: how many entries, and the chain head (last MAC)."""

    count: int
    head_seq: int
    head_mac: str

    def __str__(self) -> str:
        return f"{self.count} entries, head {self.head_mac[:16]}"


@dataclass(frozen=True)
class UserRow:
    id: int
    name: str
    role: Role
    pin_hash: str | None
    builtin: bool
    disabled: bool
    failed: int
    locked_until_us: int | None
    created_seq: int


@dataclass(frozen=True)
class PinVerdict:
    """The floor server's answer to a PIN check (``dealer.pin_check``, schema 11): ``outcome``
    is ``ok`` (with its single-use ``token``), ``wrong``, ``locked_now`` (this wrong PIN locked
    the user floor-wide), ``locked``, ``role`` (the PIN is right, the role may not),
    ``unknown`` or ``disabled``; ``failed`` counts the user's failed attempts floor-wide."""

    outcome: str
    token: str | None
    user_id: int | None
    failed: int | None


class RoundStatus(enum.StrEnum):
    OPEN = "open"  # steps being entered (or interrupted): resumable
    SETTLED = "settled"
    VOIDED = "voided"


@dataclass(frozen=True)
class ShiftRow:
    id: int
    table_name: str
    profile: str
    dealer: int
    simulated: bool
    gaming_day: str
    opened_seq: int
    opened_us: int
    closed_seq: int | None
    closed_us: int | None
    rounds: int


@dataclass(frozen=True)
class RoundRow:
    id: int
    shift_id: int
    number: int
    dealer: int
    house_version: int
    jackpot_start: int
    status: RoundStatus
    steps: int
    started_seq: int
    settled_seq: int | None
    voided_seq: int | None


@dataclass(frozen=True)
class HouseVersionRow:
    version: int
    profile: str
    seq: int


@dataclass(frozen=True)
class TrainingRow:
    id: int
    user_id: int
    seq: int
    ts_us: int
    payload: Mapping[str, Any]


@dataclass(frozen=True)
class LinkedMove:
    """One movement of a linked jackpot meter, in commit order across the floor's
    tables: ``mine`` when this table made it (``seq`` is then its log entry's),
    and the meter's real value after it."""

    mine: bool
    seq: int
    delta: int
    value_after: int


@dataclass(frozen=True)
class MeterHit:
    """A jackpot hit waiting on a linked meter: the table, its round (id and number), and
    ``mine`` when it is this table's."""

    table: str
    round_id: int
    round_number: int
    mine: bool

    def __str__(self) -> str:
        return f"{self.table} round {self.round_number}"


@dataclass(frozen=True)
class JackpotQueue:
    """The hits waiting on a linked meter, oldest first: the first holds the meter (its
    approval and its settlement pay from the meter as it then stands); the others are
    queued behind it."""

    meter: str
    hits: tuple[MeterHit, ...] = ()

    def ahead_of(self, round_id: int) -> tuple[MeterHit, ...]:
        """The hits before this table's round ``round_id`` (all of them when it is not in the queue)."""
        out: list[MeterHit] = []
        for h in self.hits:
            if h.mine and h.round_id == round_id:
                return tuple(out)
            out.append(h)
        return tuple(out)

    def behind(self, round_id: int) -> tuple[MeterHit, ...]:
        """The hits queued after this table's round ``round_id``."""
        for i, h in enumerate(self.hits):
            if h.mine and h.round_id == round_id:
                return self.hits[i + 1:]
        return ()


@dataclass(frozen=True)
class LeaseHolder:
    """Who asks for a lease: a station (its name and host) and the process on it."""

    station: str
    host: str
    pid: int


@dataclass(frozen=True)
class Lease:
    """A table held by one writer (station and process) at a time.

    ``scope`` is ``table:NAME``. A lease is *live* while its process runs (same
    host: the process exists) or, seen from another host, while its heartbeat is
    younger than the store's time-to-live. The same station may reclaim its own
    lease when its process has died (a restart resumes); any other station needs
    an explicit take-over of a stale lease, and nobody takes over a live one.
    """

    scope: str
    holder: LeaseHolder
    token: str
    since_us: int
    heartbeat_us: int

    def describe(self) -> str:
        """``station dealer-pc-2 since 10:41`` (local time)."""
        import datetime as dt

        since = dt.datetime.fromtimestamp(self.since_us / 1_000_000).strftime("%H:%M")
        who = self.holder.station
        if self.holder.host and self.holder.host != who:
            who = f"{who} ({self.holder.host}, process {self.holder.pid})"
        else:
            who = f"{who} (process {self.holder.pid})"
        return f"station {who} since {since}"


@dataclass(frozen=True)
class Expect:
    """What a writer last saw; :meth:`Store.append` re-checks it inside its own
    write transaction and records nothing when any of it no longer holds
    (raising :class:`~dealer_app.store.errors.StaleStateError`, or
    :class:`~dealer_app.store.errors.HeldElsewhereError` for a lease).

    Every field is optional; ``None`` means "not checked".
    """

    lease: Lease | None = None
    """the writer still holds this lease (same token); its heartbeat is renewed"""
    shift_id: int | None = None
    shift_open: bool | None = None
    """the shift exists and is open (True) / closed (False)"""
    table_free: str | None = None
    """no open shift at this table"""
    round_id: int | None = None
    round_status: str | None = None
    round_steps: int | None = None
    """the round has exactly this many steps (the writer's step position)"""
    no_open_round: bool = False
    """the shift (``shift_id``) has no open round"""
    user_id: int | None = None
    user_failed: int | None = None
    """the user's failed-attempt count is exactly this (atomic PIN attempt counting)"""
    user_unlocked_at: int | None = None
    """the user is not locked out at this instant (microseconds)"""
    signature_unused: int | None = None
    """no entry has used the co-signature at this seq yet (a co-signature signs once)"""
    signatures_unused: tuple[int, ...] = ()
    """the same for every co-signature at these seqs (an entry signed by several people)"""
    user_name_free: str | None = None
    """no user has this name (case-insensitive) yet"""
    played_at_us: int | None = None
    """a late entry's stated time: :func:`played_in_time` at this write's own time (the store's clock)"""


def played_in_time(played_at_us: int, entered_us: int) -> bool:
    """The one rule of a late entry's time: it was played no later than the store stamped its
    entry, on the store's clock (the floor server's on a floor). The store checks it inside the
    write (:class:`Expect`), ``audit verify`` on the log."""
    return played_at_us <= entered_us
