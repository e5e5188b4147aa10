"""The log's entries, typed: one frozen record per :class:`EntryKind`.

Every kind of entry is described once, by its class: its fields are the keys of its
JSON payload (a field's ``name=`` when the key is not a Python name), and the registry
of kinds, :meth:`EntryBody.to_json` and :func:`entry_body` come from that one
description. A payload is decoded once, at the edge (:attr:`LogEntry.body
<dealer_app.store.records.LogEntry.body>`), straight from its stored text by msgspec;
the records travel typed from there.

What is written stays byte for byte what the store always wrote
(:func:`~dealer_app.store.records.canonical_json` of :meth:`EntryBody.to_json`): a
field left ``None`` is left out of the JSON, except the few a kind writes as ``null``
(``_NULLS``); a field that one writer leaves out and another writes as ``null`` is
``UNSET`` when left out. A payload nests the engine's own JSON forms (a round, a settlement, a
step, a hand): they stay JSON objects here (``dict``), read by the engine's parsers
(:attr:`StepEntry.typed_step`; the read API's :class:`~rules.poker.record.RoundRecord`).

Decoding is lenient on what it does not know (a key a later version added is ignored)
and strict on what it does (a field of the wrong type is :class:`EntryFormatError`, a
``ValueError``): the audit names such an entry as unreadable.

>>> body = entry_body("slip_signed", '{"signature":12,"signature_kind":"session","slip":7}')
>>> body
SlipSigned(signature=12, signature_kind='session', co_signatures=None, slip=7)
>>> body.to_json()
{'signature': 12, 'signature_kind': 'session', 'slip': 7}
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

import msgspec
from msgspec import UNSET, UnsetType

from dealer_app.store.records import EntryKind

if TYPE_CHECKING:
    from rules.poker.steps import Step

__all__ = [
    "ENTRY_TYPES",
    "EntryBody",
    "EntryFormatError",
    "Opener",
    "OtherEntry",
    "decode_entry",
    "entry_body",
    "entry_body_of",
]


class EntryFormatError(ValueError):
    """A stored payload its kind's record cannot read: ``missing`` names a required field it
    lacks (the message is then the field's name quoted, as a ``KeyError`` reads), else the
    message says which field has the wrong type."""

    def __init__(self, message: str, missing: str | None = None) -> None:
        super().__init__(repr(missing) if missing is not None else message)
        self.missing = missing


_MISSING_FIELD = "Object missing required field `"


def _format_error(kind: str, exc: msgspec.MsgspecError) -> EntryFormatError:
    text = str(exc)
    if text.startswith(_MISSING_FIELD) and text.endswith("`"):  # a top-level field (a nested one says where)
        return EntryFormatError(text, missing=text[len(_MISSING_FIELD):-1])
    return EntryFormatError(f"{kind[:40]}: {text}")


_REGISTRY: dict[str, type[EntryBody]] = {}
ENTRY_TYPES: Mapping[str, type[EntryBody]] = _REGISTRY
"""Every kind's record, by the kind's stored value."""

_B = TypeVar("_B", bound="type[EntryBody]")
_T = TypeVar("_T", bound="EntryBody")


def _kind(kind: EntryKind) -> Callable[[_B], _B]:
    """Register a record class as the one for ``kind``."""

    def register(cls: _B) -> _B:
        if kind.value in _REGISTRY:
            raise TypeError(f"two entry records for {kind}")
        cls.KIND = kind
        _REGISTRY[kind.value] = cls
        return cls

    return register


class EntryBody(msgspec.Struct, frozen=True, kw_only=True):
    """What every entry's payload is: a frozen record whose fields are its JSON keys."""

    KIND: ClassVar[EntryKind]
    _NULLS: ClassVar[frozenset[str]] = frozenset()
    """Keys this kind writes as ``null`` (every other ``None`` field is left out)."""

    def to_json(self) -> dict[str, Any]:
        """The payload as written to the log (:func:`canonical_json` of it is the stored text)."""
        out: dict[str, Any] = msgspec.to_builtins(self)
        nulls = self._NULLS
        return {k: v for k, v in out.items() if v is not None or k in nulls}


class Signed(EntryBody, frozen=True, kw_only=True):
    """An entry that records who signed it: the PIN check's entry (``signature``, a sign-in
    or a co-signature as ``signature_kind`` says) and the other signers' co-signatures."""

    signature: int | None = None
    signature_kind: str | None = None
    co_signatures: tuple[int, ...] | None = None


class SecondSigned(Signed, frozen=True, kw_only=True):
    """A big thing, signed by a second pit boss or an administrator above a threshold."""

    second_signer: int | None = None
    second_signer_why: str | None = None


class OtherEntry(EntryBody, frozen=True, kw_only=True):
    """An entry of a kind this version does not know (written by a later one): its payload as JSON."""

    data: dict[str, Any]

    def to_json(self) -> dict[str, Any]:
        return dict(self.data)


# --------------------------------------------------------------------------
# The station, people and settings
# --------------------------------------------------------------------------


@_kind(EntryKind.STARTUP)
class Startup(EntryBody, frozen=True, kw_only=True):
    program: str = ""
    created: bool = False


@_kind(EntryKind.INTEGRITY_CHECK)
class IntegrityCheck(EntryBody, frozen=True, kw_only=True):
    """The chain checked from entry ``from`` to ``to`` (at start-up: with the file's quick check,
    and ``migrated_from``, the schema version it was migrated from, ``null`` when none)."""

    _NULLS: ClassVar[frozenset[str]] = frozenset({"migrated_from"})
    ok: bool = True
    from_: int | None = msgspec.field(default=None, name="from")
    to: int | None = None
    migrated_from: int | UnsetType | None = UNSET
    quick_check: str | None = None
    seconds: float | None = None
    problems: tuple[str, ...] | None = None


@_kind(EntryKind.SIGN_IN)
class SignIn(EntryBody, frozen=True, kw_only=True):
    user: int
    builtin: bool | None = None
    server_token: str | None = None
    over: int | None = None
    """The sign-in this one replaced at the station (a hand-over)."""


@_kind(EntryKind.SIGN_OUT)
class SignOut(EntryBody, frozen=True, kw_only=True):
    user: int
    reason: str = ""


@_kind(EntryKind.SIGN_IN_FAILED)
class SignInFailed(EntryBody, frozen=True, kw_only=True):
    """A PIN refused (``counted``: as a failed attempt; ``pin_right``: the PIN was right, the
    role may not). An unknown ``name`` is kept in clear only when it cannot be a PIN typed
    in the name box (``null`` then, and ``name_hidden`` says why)."""

    _NULLS: ClassVar[frozenset[str]] = frozenset({"user", "name"})
    user: int | None = None
    name: str | UnsetType | None = UNSET
    name_hidden: str | None = None
    purpose: str = ""
    permission: str | None = None
    why: str = ""
    pin_right: bool | None = None
    counted: bool | None = None


@_kind(EntryKind.LOCKED_OUT)
class LockedOut(EntryBody, frozen=True, kw_only=True):
    user: int
    until_us: int
    failed: int | None = None


@_kind(EntryKind.CO_SIGNED)
class CoSigned(EntryBody, frozen=True, kw_only=True):
    """A co-signature: a PIN given for one permission (``purpose`` says what for)."""

    user: int
    permission: str
    purpose: str = ""
    own: bool | None = None
    """Signed for something of the signer's own (an instructor's certificate)."""
    builtin: bool | None = None
    server_token: str | None = None


@_kind(EntryKind.PERMISSION_REFUSED)
class PermissionRefused(EntryBody, frozen=True, kw_only=True):
    user: int | None = None
    permission: str = ""
    why: str = ""


@_kind(EntryKind.PIN_ATTEMPT)
class PinAttempt(EntryBody, frozen=True, kw_only=True):
    user: int
    purpose: str = ""


@_kind(EntryKind.USER_ADDED)
class UserAdded(Signed, frozen=True, kw_only=True):
    """``user`` is filled in by the store; ``pin_tag`` (the keyed tag of a new PIN) too."""

    _NULLS: ClassVar[frozenset[str]] = frozenset({"pin_hash"})
    name: str
    role: str
    builtin: bool = False
    user: int | None = None
    pin_tag: str | None = None
    pin_hash: UnsetType | None = UNSET
    """``null`` for a built-in user, who has no PIN (a new PIN's hash never reaches the log)."""


@_kind(EntryKind.USER_ROLE_CHANGED)
class UserRoleChanged(Signed, frozen=True, kw_only=True):
    user: int
    role: str
    previous: str | None = None


@_kind(EntryKind.USER_DISABLED)
class UserDisabled(Signed, frozen=True, kw_only=True):
    user: int


@_kind(EntryKind.USER_ENABLED)
class UserEnabled(Signed, frozen=True, kw_only=True):
    user: int
    recovery: bool | None = None


@_kind(EntryKind.PIN_RESET)
class PinReset(Signed, frozen=True, kw_only=True):
    user: int
    pin_tag: str | None = None


@_kind(EntryKind.USER_UNLOCKED)
class UserUnlocked(Signed, frozen=True, kw_only=True):
    user: int


@_kind(EntryKind.ADMIN_RECOVERY)
class AdminRecovery(Signed, frozen=True, kw_only=True):
    """An administrator's PIN set again with the database's recovery key (``pin_tag``: the store's)."""

    user: int
    recovery_key: bool | None = None
    was_locked: bool | None = None
    was_disabled: bool | None = None
    pin_tag: str | None = None


@_kind(EntryKind.SETTINGS_CHANGED)
class SettingsChanged(Signed, frozen=True, kw_only=True):
    values: dict[str, Any]


class GroupStamped(Signed, frozen=True, kw_only=True):
    """What a floor's table group set (its chip set or house rules) carries of the group."""

    group: str | None = None
    group_version: int | None = None
    group_digest: str | None = None


@_kind(EntryKind.HOUSE_RULES_SET)
class HouseRulesSet(GroupStamped, frozen=True, kw_only=True):
    """A new version of a house-rules profile (``version`` is filled in by the store)."""

    profile: str
    rules: dict[str, Any]
    note: str = ""
    version: int | None = None


@_kind(EntryKind.REPORT_PRINTED)
class ReportPrinted(EntryBody, frozen=True, kw_only=True):
    what: str = ""
    path: str = ""


@_kind(EntryKind.BACKUP)
class Backup(EntryBody, frozen=True, kw_only=True):
    _NULLS: ClassVar[frozenset[str]] = frozenset({"key_file"})
    to: str = ""
    key_file: str | None = None


@_kind(EntryKind.RESTORE)
class Restore(EntryBody, frozen=True, kw_only=True):
    """A restore from a backup: authorised (``stage``) on the current database, then done on
    the restored one (where the current database was ``put_aside``)."""

    _NULLS: ClassVar[frozenset[str]] = frozenset({"put_aside", "authorised_by", "authorised_by_name"})
    from_: str = msgspec.field(default="", name="from")
    older: bool | None = None
    why: str | None = None
    stage: str | None = None
    entries: int | None = None
    put_aside: str | UnsetType | None = UNSET
    authorised_by: int | UnsetType | None = UNSET
    authorised_by_name: str | UnsetType | None = UNSET


@_kind(EntryKind.AUDIT_VERIFIED)
class AuditVerified(EntryBody, frozen=True, kw_only=True):
    ok: bool
    entries: int = 0
    rounds: int = 0
    anchors: tuple[Any, ...] = ()


@_kind(EntryKind.CHECKPOINT)
class Checkpoint(EntryBody, frozen=True, kw_only=True):
    """A signed checkpoint (:mod:`dealer_app.audit.checkpoints`): the state it records."""

    head_seq: int
    head_mac: str
    tag: str
    entries: int = 0
    rounds: int = 0
    shifts: int = 0
    meter: int = 0
    sim_meter: int = 0
    signed: bool = False
    settings: dict[str, Any] | None = None
    users: dict[str, Any] | None = None


@_kind(EntryKind.TRAINEE_RESULT)
class TraineeResult(EntryBody, frozen=True, kw_only=True):
    """A trainee's drill result (``id`` filled in by the store)."""

    user: int
    level: int = 0
    mode: str = ""
    rounds: int = 0
    correct: int = 0
    seconds: float = 0.0
    mistakes: dict[str, Any] | None = None
    details: dict[str, Any] | None = None
    id: int | None = None


@_kind(EntryKind.LEASE_TAKEN_OVER)
class LeaseTakenOver(EntryBody, frozen=True, kw_only=True):
    """A station took over a stale hold on ``table`` (``from``: the holder it replaced)."""

    _NULLS: ClassVar[frozenset[str]] = frozenset({"from"})
    table: str
    from_: dict[str, Any] | None = msgspec.field(default=None, name="from")


# --------------------------------------------------------------------------
# Shifts and rounds
# --------------------------------------------------------------------------


class Opener(msgspec.Struct, frozen=True, kw_only=True):
    """The tray counted as a shift opens (inside its ``shift_opened``): chips by denomination,
    who counted and confirmed, the chip set entry in force, and the last closer it was
    proposed (``null`` when none). Every field is written."""

    chips: dict[str, int]
    total: int
    counted_by: int
    confirmed_by: int | None = None
    chip_set: int = 0
    proposed: int | None = None
    proposed_chips: dict[str, int] | None = None


@_kind(EntryKind.SHIFT_OPENED)
class ShiftOpened(Signed, frozen=True, kw_only=True):
    table: str
    profile: str
    dealer: int
    gaming_day: str = ""
    house_version: int = 0
    jackpot: int = 0
    simulated: bool = False
    opener: Opener | None = None
    """The tray counted as the shift opens (the table count), when a chip set is configured."""


@_kind(EntryKind.DEALER_CHANGED)
class DealerChanged(Signed, frozen=True, kw_only=True):
    dealer: int
    previous: int | None = None


@_kind(EntryKind.SHIFT_CLOSED)
class ShiftClosed(Signed, frozen=True, kw_only=True):
    rounds: int = 0
    jackpot: int | None = None


@_kind(EntryKind.ROUND_STARTED)
class RoundStarted(EntryBody, frozen=True, kw_only=True):
    """``number`` is filled in by the store; ``late`` marks a round played on paper."""

    dealer: int
    house_version: int
    jackpot_start: int = 0
    number: int | None = None
    sim_seed: int | None = None
    sim_knobs: dict[str, Any] | None = None
    late: dict[str, Any] | None = None


@_kind(EntryKind.STEP)
class StepEntry(EntryBody, frozen=True, kw_only=True):
    """The ``n``-th step of a round: the engine's step in its JSON form."""

    n: int
    step: dict[str, Any]

    @property
    def typed_step(self) -> Step:
        """The engine's step (:func:`rules.poker.steps.step_from_json`; raises its
        :class:`~rules.poker.steps.StepFormatError`)."""
        from rules.poker.steps import step_from_json

        return step_from_json(self.step)


class _Decision(Signed, frozen=True, kw_only=True):
    """What an approval or a refusal records: the round as it stood (its steps and digest)."""

    steps: int = 0
    digest: str | None = None
    items: tuple[dict[str, Any], ...] = ()


@_kind(EntryKind.APPROVED)
class Approved(_Decision, frozen=True, kw_only=True):
    reason: str | None = None
    jackpot_base: int | None = None
    """The linked meter a jackpot's shares pay from, as the approval saw it."""


@_kind(EntryKind.REFUSED)
class Refused(_Decision, frozen=True, kw_only=True):
    reason: str = ""


@_kind(EntryKind.ROUND_SETTLED)
class SettledEntry(EntryBody, frozen=True, kw_only=True):
    """A settled round: the round as recorded and the engine's settlement, in their JSON forms."""

    _NULLS: ClassVar[frozenset[str]] = frozenset({"approval"})
    round: dict[str, Any]
    settlement: dict[str, Any]
    steps: int = 0
    digest: str = ""
    house_version: int = 0
    approval: int | None = None
    approval_items: tuple[dict[str, Any], ...] | None = None
    rulings: tuple[int, ...] = ()
    jackpot_start: int = 0
    jackpot_shares: int = 0
    jackpot_contribution: int = 0
    jackpot_boxes: tuple[int, ...] = ()
    meter_delta: int = 0
    round_jackpot_start: int | None = None
    """The meter at the round's start, when the shares paid from a linked meter as the approval found it."""



@_kind(EntryKind.ROUND_VOIDED)
class RoundVoided(SecondSigned, frozen=True, kw_only=True):
    reason: str
    misdeal: bool = False
    status: str = ""
    steps: int = 0
    meter_delta: int | None = None
    jackpot_shares_reversed: int | None = None
    jackpot_contribution_reversed: int | None = None


@_kind(EntryKind.FLOOR_RULING)
class FloorRuling(SecondSigned, frozen=True, kw_only=True):
    box: int
    net: int
    computed_net: int
    reason: str
    stage: str = ""
    steps: int | None = None
    """The round as it stood (its step count and settlement digest); none after settlement."""
    digest: str | None = None


@_kind(EntryKind.METER_ADJUSTED)
class MeterAdjusted(SecondSigned, frozen=True, kw_only=True):
    delta: int
    reason: str = ""


@_kind(EntryKind.LATE_CORRECTED)
class LateCorrected(Signed, frozen=True, kw_only=True):
    """A late entry's stated time corrected (``ref``: its round_started); ``stated_us`` the time it replaced."""

    played_at_us: int
    reason: str = ""
    stated_us: int | None = None


@_kind(EntryKind.METER_LINKED)
class MeterLinked(Signed, frozen=True, kw_only=True):
    meter: str
    tables: tuple[str, ...] = ()
    start: int = 0


@_kind(EntryKind.TABLE_GROUP_LEFT)
class TableGroupLeft(Signed, frozen=True, kw_only=True):
    """The table leaves its floor's table group ``group`` (at its latest version,
    ``group_version``): the chip set and house rules it holds are its own from now on. A pit
    boss or administrator signs it, with a reason; the floor's server checks it in the insert
    (pg_schema v14)."""

    group: str
    group_version: int
    reason: str


# --------------------------------------------------------------------------
# The table count
# --------------------------------------------------------------------------


@_kind(EntryKind.CHIP_SET_SET)
class ChipSetSet(GroupStamped, frozen=True, kw_only=True):
    """The chip set (the table group's stamp when a group set it)."""

    chips: tuple[dict[str, Any], ...]


@_kind(EntryKind.TRAY_COUNTED)
class TrayCounted(Signed, frozen=True, kw_only=True):
    """The tray counted by denomination (``stage``: hourly or closer); ``confirmed_by`` ``null``
    when no pit boss confirmed it."""

    _NULLS: ClassVar[frozenset[str]] = frozenset({"confirmed_by"})
    stage: str
    chips: dict[str, int]
    total: int
    counted_by: int
    confirmed_by: int | None = None


@_kind(EntryKind.SLIP_REQUESTED)
class SlipRequested(Signed, frozen=True, kw_only=True):
    """A fill or credit (``kind``); its seq is the slip's number."""

    kind: str
    chips: dict[str, int]
    total: int


class _SlipEntry(Signed, frozen=True, kw_only=True):
    slip: int


@_kind(EntryKind.SLIP_SIGNED)
class SlipSigned(_SlipEntry, frozen=True, kw_only=True):
    pass


@_kind(EntryKind.SLIP_RECEIVED)
class SlipReceived(_SlipEntry, frozen=True, kw_only=True):
    pass


@_kind(EntryKind.SLIP_VOIDED)
class SlipVoided(_SlipEntry, frozen=True, kw_only=True):
    reason: str = ""
    status: str = ""


@_kind(EntryKind.SLIP_REPRINTED)
class SlipReprinted(_SlipEntry, frozen=True, kw_only=True):
    reason: str = ""


@_kind(EntryKind.BUY_IN)
class BuyIn(Signed, frozen=True, kw_only=True):
    amount: int
    chips: dict[str, int]
    seat: int | None = None


@_kind(EntryKind.DROP_COUNTED)
class DropCounted(Signed, frozen=True, kw_only=True):
    amount: int
    notes: dict[str, int] | None = None
    loose: int | None = None
    reason: str | None = None
    supersedes: int | None = None


@_kind(EntryKind.VARIANCE_EXPLAINED)
class VarianceExplained(Signed, frozen=True, kw_only=True):
    text: str
    variance: int | None = None


# --------------------------------------------------------------------------
# Players, ratings, cash
# --------------------------------------------------------------------------


@_kind(EntryKind.PATRON_REGISTERED)
class PatronRegistered(Signed, frozen=True, kw_only=True):
    player: str
    fields: tuple[str, ...] = ()


@_kind(EntryKind.PATRON_UPDATED)
class PatronUpdated(Signed, frozen=True, kw_only=True):
    player: str
    fields: tuple[str, ...] = ()


@_kind(EntryKind.PATRON_READ)
class PatronRead(Signed, frozen=True, kw_only=True):
    players: tuple[str, ...] = ()
    purpose: str = ""


@_kind(EntryKind.PATRON_ERASED)
class PatronErased(Signed, frozen=True, kw_only=True):
    player: str
    reason: str = ""


@_kind(EntryKind.PLAYER_SEATED)
class PlayerSeated(Signed, frozen=True, kw_only=True):
    """A rating session opens (``player`` ``null``: an anonymous player)."""

    _NULLS: ClassVar[frozenset[str]] = frozenset({"player"})
    player: str | None = None
    boxes: tuple[int, ...] = ()
    table: str = ""


class _Session(Signed, frozen=True, kw_only=True):
    session: int


@_kind(EntryKind.PLAYER_MOVED)
class PlayerMoved(_Session, frozen=True, kw_only=True):
    boxes: tuple[int, ...] = ()


@_kind(EntryKind.PLAYER_PAUSED)
class PlayerPaused(_Session, frozen=True, kw_only=True):
    pass


@_kind(EntryKind.PLAYER_RESUMED)
class PlayerResumed(_Session, frozen=True, kw_only=True):
    pass


@_kind(EntryKind.PLAYER_LEFT)
class PlayerLeft(_Session, frozen=True, kw_only=True):
    figures: dict[str, Any] | None = None
    why: str | None = None


@_kind(EntryKind.RATING_ADJUSTED)
class RatingAdjusted(_Session, frozen=True, kw_only=True):
    field: str
    original: Any = None
    value: int = 0
    reason: str = ""


@_kind(EntryKind.RATING_RULES_SET)
class RatingRulesSet(Signed, frozen=True, kw_only=True):
    rules: dict[str, Any]


@_kind(EntryKind.AML_RULES_SET)
class AmlRulesSet(Signed, frozen=True, kw_only=True):
    rules: dict[str, Any]


@_kind(EntryKind.CASH_TRANSACTION)
class CashTransaction(Signed, frozen=True, kw_only=True):
    """A buy-in or cash-out at the cage; the rest of its record is :mod:`dealer_app.players.cash`'s."""

    _NULLS: ClassVar[frozenset[str]] = frozenset({"player"})
    player: str | None
    amount: int
    direction: str
    kind: str
    medium: str
    gaming_day: str
    description: str = ""
    table: str = ""
    recorded: dict[str, Any] | None = None
    """What the cage saw (the player's day totals and the alerts raised), re-checked by the audit."""
    simulated: bool | None = None


# --------------------------------------------------------------------------
# Russian Roulette
# --------------------------------------------------------------------------


@_kind(EntryKind.ROULETTE_HAND_STARTED)
class RouletteHandStarted(EntryBody, frozen=True, kw_only=True):
    """A hand's set-up record (``russian-roulette-hand/1`` before any action)."""

    number: int
    dealer: int
    hand: dict[str, Any]
    warnings: tuple[Any, ...] = ()


@_kind(EntryKind.ROULETTE_ACTION)
class RouletteAction(EntryBody, frozen=True, kw_only=True):
    n: int
    round: int
    index: int
    seat: int
    action: str
    to: int | None = None


@_kind(EntryKind.ROULETTE_CARD)
class RouletteCard(EntryBody, frozen=True, kw_only=True):
    n: int
    position: int
    card: str
    correction: bool = False


@_kind(EntryKind.ROULETTE_HOLE_CARDS)
class RouletteHoleCards(EntryBody, frozen=True, kw_only=True):
    n: int
    seat: int
    cards: tuple[str, ...]
    correction: bool = False


@_kind(EntryKind.ROULETTE_UNDONE)
class RouletteUndone(EntryBody, frozen=True, kw_only=True):
    n: int
    action_seq: int
    seat: int
    action: str


@_kind(EntryKind.ROULETTE_HAND_COMPLETED)
class RouletteHandCompleted(EntryBody, frozen=True, kw_only=True):
    n: int
    steps: int
    hand: dict[str, Any]
    result: dict[str, Any]


@_kind(EntryKind.ROULETTE_HAND_VOIDED)
class RouletteHandVoided(EntryBody, frozen=True, kw_only=True):
    reason: str
    steps: int = 0


# --------------------------------------------------------------------------
# Decoding
# --------------------------------------------------------------------------

_MISSING = [k for k in EntryKind if k.value not in _REGISTRY]
if _MISSING:  # pragma: no cover - caught by every import
    raise TypeError(f"entry kinds without a record: {', '.join(_MISSING)}")


@functools.cache
def _decoder(cls: type[EntryBody]) -> msgspec.json.Decoder[EntryBody]:
    return msgspec.json.Decoder(cls)


def entry_body(kind: str, payload_text: str | bytes) -> EntryBody:
    """The record of an entry of ``kind`` from its stored payload text. Raises
    :class:`EntryFormatError` when the payload does not fit its kind's record (and
    msgspec cannot read it); a kind this version does not know is an :class:`OtherEntry`."""
    cls = _REGISTRY.get(kind)
    try:
        if cls is None:
            data = msgspec.json.decode(payload_text)
            return OtherEntry(data=data if isinstance(data, dict) else {"value": data})
        return _decoder(cls).decode(payload_text)
    except msgspec.MsgspecError as exc:
        raise _format_error(kind, exc) from None


def decode_entry(cls: type[_T], payload_text: str | bytes) -> _T:
    """The record of an entry known to be a ``cls`` from its stored payload text (a worker
    process that receives the text only). Raises :class:`EntryFormatError`."""
    try:
        body = _decoder(cls).decode(payload_text)
    except msgspec.MsgspecError as exc:
        raise _format_error(cls.KIND.value, exc) from None
    assert isinstance(body, cls)
    return body


def entry_body_of(kind: str, payload: Mapping[str, Any]) -> EntryBody:
    """The record of an entry of ``kind`` from its payload already read as JSON."""
    cls = _REGISTRY.get(kind)
    try:
        if cls is None:
            return OtherEntry(data=dict(payload))
        return msgspec.convert(dict(payload), cls)
    except msgspec.MsgspecError as exc:
        raise _format_error(kind, exc) from None
