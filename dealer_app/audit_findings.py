"""What ``audit verify`` finds, typed: a code (:class:`Code`) and typed parameters.

A :class:`Finding` is a line of the audit: its ``str`` is the English line of the
contract (``FORMATS.md``), and it carries its code and parameters, so that a front end
words it in its reader's language from the catalogues
(:data:`dealer_app.wording.catalogue_en.AUDIT`, :data:`dealer_app.wording.catalogue_ru.AUDIT`,
:func:`dealer_app.wording.audit.audit_line`) without reading the English back.

The parameters are plain values and a few small typed ones: :class:`Entry` (an entry
as verification names it), :class:`Where` (the round, box, shift or entry a line is
about), :class:`Val` (a value of the log, an amount in minor units or a word of the
log), :class:`Person`, :class:`Exc` (what failed to read) and :class:`Held` (what a
settlement needed approved).

A finding is made only when something is found (the walk over a clean log makes none
but the information lines); it is a ``str``, so the reports, the JSON and the tests
that read lines read it as they read any line. It crosses to and from the worker
processes typed (:meth:`Finding.__reduce__`).

This module sits beside the store and the audit (both make findings: the chain's breaks
and the users table's comparison are the store's)."""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol, cast

if TYPE_CHECKING:
    from collections.abc import Callable

    from rules.poker.problems import Place, Problem, ProblemCode

    _Pickled = tuple[int | Place, str, ProblemCode, dict[str, object], int | Place | None]
    """An engine's problem as it crosses to and from the worker processes."""

__all__ = ["MONEY_FIELDS", "Code", "Entry", "Exc", "Finding", "Form", "Held", "Person", "Val", "VerifiedLine", "Where", "entry_of", "entry_text", "finding", "rounds_named", "server_break", "where_text"]


class Code(enum.StrEnum):
    """Every line ``audit verify`` writes; the catalogues hold one line of each, per language."""

    # settlements re-computed (dealer_app.audit.verify: compare_settlements, _check_round)
    SETTLED_FIELD_DIFFERS = "settled_field_differs"
    BOX_NOT_RECOMPUTED = "box_not_recomputed"
    BOX_NOT_STORED = "box_not_stored"
    SETTLEMENT_LACKS_ROUND = "settlement_lacks_round"
    HOUSE_VERSION_MISSING = "house_version_missing"
    HOUSE_DIFFERS = "house_differs"
    JACKPOT_START_DIFFERS = "jackpot_start_differs"
    JACKPOT_PAID_FROM = "jackpot_paid_from"
    SETTLEMENT_UNREADABLE = "settlement_unreadable"
    ENGINE_REFUSES = "engine_refuses"
    METER_MOVEMENT_DIFFERS = "meter_movement_differs"
    METER_SHARES_DIFFER = "meter_shares_differ"
    STEPS_DO_NOT_REPLAY = "steps_do_not_replay"
    STEPS_INCOMPLETE = "steps_incomplete"
    STEPS_COUNT_DIFFERS = "steps_count_differs"
    ROUND_DIFFERS_FROM_STEPS = "round_differs_from_steps"
    METER_REVERSAL = "meter_reversal"
    # the chain (dealer_app.store.chain, dealer_app.audit.verify)
    CHAIN_ENTRY_MISSING = "chain_entry_missing"
    CHAIN_ENTRIES_MISSING = "chain_entries_missing"
    CHAIN_OUT_OF_ORDER = "chain_out_of_order"
    CHAIN_ALTERED = "chain_altered"
    VERIFIED_MISSING = "verified_missing"
    VERIFIED_CHANGED = "verified_changed"
    PAYLOAD_UNREADABLE = "payload_unreadable"
    USERS_EDITED = "users_edited"
    SIMULATOR_ON_LIVE = "simulator_on_live"
    # signatures (dealer_app.audit.verify)
    NO_SIGNATURE = "no_signature"
    SECOND_SIGNER_NONE_CLOSED = "second_signer_none_closed"
    SECOND_SIGNER_NONE_ABOVE = "second_signer_none_above"
    SECOND_SIGNER_SAME_CLOSED = "second_signer_same_closed"
    SECOND_SIGNER_SAME_ABOVE = "second_signer_same_above"
    SECOND_SIGNER_NOT_BOSS_CLOSED = "second_signer_not_boss_closed"
    SECOND_SIGNER_NOT_BOSS_ABOVE = "second_signer_not_boss_above"
    SIGNATURE_NOT_PIN_CHECK = "signature_not_pin_check"
    CO_SIGNATURE_NOT_CO = "co_signature_not_co"
    CO_SIGNATURE_NOT_NAMED = "co_signature_not_named"
    CO_SIGNATURES_NOT_LIST = "co_signatures_not_list"
    CO_SIGNATURE_PERMISSION = "co_signature_permission"
    CO_SIGNATURE_SHIFT = "co_signature_shift"
    CO_SIGNATURE_ROUND = "co_signature_round"
    CO_SIGNATURE_USED = "co_signature_used"
    SIGNED_BY_UNKNOWN = "signed_by_unknown"
    SIGNED_BY_DISABLED = "signed_by_disabled"
    # four eyes and approvals
    DECISION_NOT_BOSS = "decision_not_boss"
    DECISION_BY_PREPARER = "decision_by_preparer"
    SETTLED_WHILE_REFUSED = "settled_while_refused"
    SETTLED_UNAPPROVED = "settled_unapproved"
    APPROVAL_NOT_IN_LOG = "approval_not_in_log"
    # paper rounds entered late
    LATE_NO_TIME = "late_no_time"
    LATE_NOT_BOSS = "late_not_boss"
    LATE_ENTERED_BY = "late_entered_by"
    LATE_PLAYED_AFTER = "late_played_after"
    LATE_CORRECTS_OTHER = "late_corrects_other"
    LATE_CORRECTED_NOT_BOSS = "late_corrected_not_boss"
    LATE_STILL_AFTER = "late_still_after"
    # the tables against the log (dealer_app.audit.verify)
    SHIFT_NOT_OPENED = "shift_not_opened"
    SHIFT_NOT_IN_TABLE = "shift_not_in_table"
    SHIFT_FIELD_DIFFERS = "shift_field_differs"
    ROUND_NOT_STARTED = "round_not_started"
    ROUND_NOT_IN_TABLE = "round_not_in_table"
    ROUND_FIELD_DIFFERS = "round_field_differs"
    HOUSE_TABLE_DIFFERS = "house_table_differs"
    SIM_METER_DIFFERS = "sim_meter_differs"
    METER_DIFFERS = "meter_differs"
    SETTING_DIFFERS = "setting_differs"
    TRAINEE_DIFFERS = "trainee_differs"
    # signed checkpoints (--since-checkpoint)
    CHECKPOINT_COUNTS_ENTRIES = "checkpoint_counts_entries"
    CHECKPOINT_COUNTS_SHIFTS = "checkpoint_counts_shifts"
    CHECKPOINT_COUNTS_ROUNDS = "checkpoint_counts_rounds"
    # information lines
    INFO_NO_CHECKPOINT = "info_no_checkpoint"
    INFO_CHECKPOINT_FAILS = "info_checkpoint_fails"
    INFO_FROM_CHECKPOINT = "info_from_checkpoint"
    INFO_LATE_CORRECTED = "info_late_corrected"
    INFO_VOIDED = "info_voided"
    INFO_RULING = "info_ruling"
    # anchors and the verdict (dealer_app.cli.store)
    ANCHOR_NOT_HELD = "anchor_not_held"
    ANCHOR_HELD = "anchor_held"
    ANCHOR_HELD_BY_TABLE = "anchor_held_by_table"
    VERDICT_FAILED = "verdict_failed"
    VERDICT_OK = "verdict_ok"
    VERDICT_FLOOR_OK = "verdict_floor_ok"
    CHECKPOINT_SIGNATURE = "checkpoint_signature"
    CHECKPOINT_LACKS = "checkpoint_lacks"
    CHECKPOINT_HEAD = "checkpoint_head"
    CHECKPOINT_BEFORE_MISSING = "checkpoint_before_missing"
    RECORD_UNREADABLE = "record_unreadable"
    RATING_DIFFERS = "rating_differs"
    CASH_DIFFERS = "cash_differs"
    COUNT_UNREADABLE = "count_unreadable"
    COUNT_ROLE_MAY_NOT = "count_role_may_not"
    COUNT_NOT_POSITIVE = "count_not_positive"
    COUNT_TOTAL = "count_total"
    COUNT_SAME_PERSON = "count_same_person"
    COUNT_UNCONFIRMED = "count_unconfirmed"
    SLIP_KIND = "slip_kind"
    SLIP_NOT_REQUESTED = "slip_not_requested"
    SLIP_SIGNED_BY_ASKER = "slip_signed_by_asker"
    SLIP_SIGNED_WHILE = "slip_signed_while"
    SLIP_RECEIVED_WHILE = "slip_received_while"
    SLIP_VOIDED_NO_REASON = "slip_voided_no_reason"
    SLIP_REPRINTED_NO_REASON = "slip_reprinted_no_reason"
    BUY_IN_NOT_POSITIVE = "buy_in_not_positive"
    DROP_NEGATIVE = "drop_negative"
    DROP_NOTES = "drop_notes"
    INFO_SLIP_VOIDED = "info_slip_voided"
    INFO_SLIP_REPRINTED = "info_slip_reprinted"
    INFO_DROP_RECOUNTED = "info_drop_recounted"
    INFO_VARIANCE = "info_variance"
    USER_NOT_ADDED = "user_not_added"
    USER_NOT_IN_TABLE = "user_not_in_table"
    USER_PIN_CHANGED = "user_pin_changed"
    USER_FIELD_DIFFERS = "user_field_differs"
    ROLLED_BACK = "rolled_back"
    LINKED_RECORDED_VALUE = "linked_recorded_value"
    LINKED_BELOW_ZERO = "linked_below_zero"
    LINKED_HISTORY = "linked_history"
    LINKED_TABLE_UNREAD = "linked_table_unread"
    LINKED_NOT_CONSERVED = "linked_not_conserved"
    LINKED_MOVES_DIFFER = "linked_moves_differ"
    INFO_LINKED = "info_linked"
    TABLE_NOT_OPENED = "table_not_opened"
    TABLE_NOT_VERIFIED = "table_not_verified"
    GROUP_DIGEST = "group_digest"
    GROUP_CHIPS_NOT_ITS = "group_chips_not_its"
    GROUP_RULES_NOT_ITS = "group_rules_not_its"
    GROUP_CHIPS_VERSION = "group_chips_version"
    GROUP_RULES_VERSION = "group_rules_version"
    GROUP_CHIPS_DIFFER = "group_chips_differ"
    GROUP_RULES_DIFFER = "group_rules_differ"
    INFO_GROUP = "info_group"
    GROUP_LEAVE_DIFFERS = "group_leave_differs"
    GROUP_LEAVE_UNRECORDED = "group_leave_unrecorded"
    # the projection of the patrons' gaming days (dealer_app.players.cash.patron_day_problems)
    PATRON_DAY_DIFFERS = "patron_day_differs"
    PATRON_DAY_EXTRA = "patron_day_extra"
    PATRON_DAY_MISSING = "patron_day_missing"
    PATRON_DAYS_UNREBUILT = "patron_days_unrebuilt"
    INFO_FLOOR_CASH = "info_floor_cash"
    WITNESS_MISSING = "witness_missing"
    WITNESS_BROKEN = "witness_broken"
    WITNESSED_GONE = "witnessed_gone"
    WITNESSED_DIFFERS = "witnessed_differs"
    INFO_WITNESS = "info_witness"
    # a floor: a table's line under its table's name
    TABLE = "table"


INFO_CODES = frozenset(c for c in Code if c.value.startswith("info_"))
"""The information lines (``info:`` in front of their English): their codes start ``info_``."""

MONEY_FIELDS = frozenset({"net", "house_net", "capped", "jackpot_share", "jackpot_after", "jackpot_before",
                          "stakes", "results", "jackpot", "jackpot_start", "approval_threshold",
                          "variance_threshold", "second_signer_threshold",
                          # a cash transaction's and a rating session's recorded figures
                          "cash_in", "cash_out", "wagered", "total_wagered", "average_bet", "actual_win",
                          "theoretical_win"})
"""Fields whose values are amounts (minor units)."""


class Entry(NamedTuple):
    """An entry as verification names it: ``entry 40 (step, round 7)``."""

    seq: int
    kind: str
    round_id: int | None = None
    shift_id: int | None = None


class _Logged(Protocol):
    """A log entry, or what verification keeps of one: what :func:`entry_of` reads."""

    @property
    def seq(self) -> int: ...
    @property
    def kind(self) -> object: ...
    @property
    def round_id(self) -> int | None: ...
    @property
    def shift_id(self) -> int | None: ...


def entry_of(e: _Logged) -> Entry:
    """The :class:`Entry` of a log entry (or of what verification keeps of one)."""
    return Entry(e.seq, str(e.kind), e.round_id, e.shift_id)


class Where(NamedTuple):
    """What a line is about: ``round 7 box 3``, ``round 7: entry 9 (step, round 7) (a late entry)``."""

    round_id: int | None = None
    box: int | None = None
    dealer: bool = False
    shift_id: int | None = None
    entry: Entry | None = None
    late: bool = False


class Val(NamedTuple):
    """A value of the log as a line shows it: ``repr`` (its ``!r`` form) or ``str``; an
    ``amount`` is in minor units (a screen shows it as money)."""

    v: object
    r: bool = False
    amount: bool = False


class Person(NamedTuple):
    """Who did something: a name, else a user id (``user 4``), else ``nobody``."""

    name: str | None = None
    user: object = None


class Exc(NamedTuple):
    """What failed to read: the exception's type name and message (a ``KeyError``'s key)."""

    name: str
    text: str
    key: str | None = None

    @classmethod
    def of(cls, exc: BaseException) -> Exc:
        key = str(exc.args[0]) if isinstance(exc, KeyError) and exc.args else None
        return cls(type(exc).__name__, str(exc), key)


class Form(NamedTuple):
    """A stored settlement that cannot be read (:class:`rules.poker.settle.SettlementFormatError`):
    its line, and typed, where (a box, then field names), which rule it breaks and the value
    (``rule`` empty: a line the wording keeps as it is)."""

    text: str
    place: tuple[object, ...] = ()
    rule: str = ""
    value: str = ""
    category: str = ""

    @classmethod
    def of(cls, exc: BaseException) -> Form:
        return cls(str(exc), tuple(getattr(exc, "place", ())), str(getattr(exc, "rule", "")),
                   str(getattr(exc, "value", "")), str(getattr(exc, "category", "")))


class Held(NamedTuple):
    """What a settlement needed approved: ``box 3: payout 500`` (``jackpot`` or a payout)."""

    box: int
    jackpot: bool
    amount: int


class Finding(str):
    """A line of ``audit verify``: its English (the contract's) is the ``str``; ``code`` and
    ``params`` say it typed. ``engine`` and ``currency``: a line quoting the engine's
    refusal carries the engine's typed problems and the round's currency."""

    code: Code
    params: Mapping[str, object]
    engine: tuple[Problem, ...] = ()
    currency: str = "EUR"
    bare: bool = False  # an information line without its ``info: `` head

    def __new__(cls, text: str, code: Code, params: Mapping[str, object], engine: Sequence[Problem] = (),
                currency: str = "EUR", bare: bool = False) -> Finding:
        self = super().__new__(cls, text)
        self.code = code
        self.params = params
        if engine:  # (the defaults are the class's: a finding is made cheaply)
            self.engine = tuple(engine)
            self.currency = currency
        if bare:
            self.bare = bare
        return self

    def __str__(self) -> str:
        return self  # str() keeps the finding typed (a chain break's str is its finding)

    def __reduce__(self) -> tuple[object, ...]:
        # to and from the worker processes (a problem's parameters are a read-only mapping)
        return (_rebuilt, (str.__str__(self), self.code.value, dict(self.params),
                           [(p.where, p.field, p.code, dict(p.params), p.also) for p in self.engine], self.currency,
                           self.bare))

    @property
    def rounds(self) -> tuple[int, ...]:
        """The rounds this line names, from its typed parameters (what it is about, first; the
        entries it names; a round it names by number): never read from its words, so a name or
        a reason that says "round 3" names none."""
        return _rounds_of(self)

    @property
    def info(self) -> bool:
        """An information line (its English starts ``info: ``)."""
        return self.code in INFO_CODES

    def without_info(self) -> Finding:
        """An information line without its ``info: `` head (as a screen lists it), still typed."""
        if not self.info or self.bare:
            return self
        return Finding(self.removeprefix("info: "), self.code, self.params, self.engine, self.currency, bare=True)


_ROUND_R = frozenset({Code.ROUND_NOT_STARTED, Code.ROUND_NOT_IN_TABLE, Code.ROUND_FIELD_DIFFERS,
                      Code.CO_SIGNATURE_ROUND, Code.INFO_LATE_CORRECTED, Code.INFO_VOIDED, Code.INFO_RULING})
"""The codes whose ``r`` is a round (``round {r}`` in their line; elsewhere ``r`` counts rounds)."""


def _rounds_of(line: Finding) -> tuple[int, ...]:
    out: list[int] = []

    def add(rid: object) -> None:
        if isinstance(rid, int) and not isinstance(rid, bool) and rid not in out:
            out.append(rid)

    params: Mapping[str, object] = line.params
    where = params.get("where")
    if isinstance(where, Where):  # what the line is about comes first
        add(where.round_id)
    for name, value in params.items():
        if isinstance(value, Where):
            add(value.round_id)
            if value.entry is not None:
                add(value.entry.round_id)
        elif isinstance(value, Entry):
            add(value.round_id)
        elif name == "r" and line.code in _ROUND_R:
            add(value)
        elif name == "line" and isinstance(value, Finding):  # a table's line: the rounds it names
            for rid in value.rounds:
                add(rid)
    return tuple(out)


def rounds_named(line: str) -> tuple[int, ...]:
    """The rounds a line of the audit names: a :class:`Finding`'s from its typed parameters
    (:attr:`Finding.rounds`); a line verification did not type (a floor server's own) names none."""
    return line.rounds if isinstance(line, Finding) else ()


class VerifiedLine(NamedTuple):
    """A line of the audit with the rounds it names, typed (:func:`rounds_named`): ``text`` is the
    line itself (a :class:`Finding` where verification typed it, for the wording to word)."""

    text: str
    rounds: tuple[int, ...]

    @classmethod
    def of(cls, line: str) -> VerifiedLine:
        return cls(line, rounds_named(line))


def _rebuilt(text: str, code: str, params: dict[str, object], engine: list[_Pickled], currency: str,
             bare: bool = False) -> Finding:
    from types import MappingProxyType

    from rules.poker.problems import Problem

    return Finding(text, Code(code), params,
                   [Problem(w, f, c, MappingProxyType(ps), also) for w, f, c, ps, also in engine], currency, bare)


def finding(code: Code, *, engine: Sequence[Problem] = (), currency: str = "EUR", **params: object) -> Finding:
    """The finding ``code`` with ``params``, its English (the contract's line) made from the English
    catalogue. Kept cheap (a verification of a damaged log makes one a problem): each parameter's
    English by its type, one ``str.format``; the other languages are worded only when shown."""
    template = _TEMPLATES.get(code)
    if template is None:
        template = _TEMPLATES[code] = _template(code)
    shown = {}
    for k, v in params.items():
        by_type = _BY_TYPE.get(type(v)) if k not in _BY_NAME else None
        shown[k] = by_type(v) if by_type is not None else _english(k, v)
    return Finding(template.format_map(shown), code, params, engine, currency)


_TEMPLATES: dict[Code, str] = {}
_BY_NAME = frozenset({"held", "na", "ro", "may", "refusal", "replay"})  # parameters worded by their name


def _template(code: Code) -> str:
    from dealer_app.wording.catalogue_en import AUDIT

    return ("info: " if code in INFO_CODES else "") + AUDIT[code.value]


def entry_text(e: Entry) -> str:
    """``entry 40 (step, round 7)``: an entry as the English line names it."""
    if e.round_id is not None:
        return f"entry {e.seq} ({e.kind}, round {e.round_id})"
    if e.shift_id is not None:
        return f"entry {e.seq} ({e.kind}, shift {e.shift_id})"
    return f"entry {e.seq} ({e.kind})"


def where_text(w: Where) -> str:
    """``round 7 box 3``, ``round 7: entry 9 (step, round 7) (a late entry)``: what an English line is about."""
    head = ""
    if w.round_id is not None:
        head = f"round {w.round_id}"
        if w.box is not None:
            head += f" box {w.box}"
        elif w.dealer:
            head += " dealer"
    elif w.shift_id is not None:
        head = f"shift {w.shift_id}"
    if w.entry is not None:
        entry = entry_text(w.entry)
        head = f"{head}: {entry}" if head else entry
    if w.late:
        head += " (a late entry)"
    return head


def _english(name: str, value: object) -> str:
    """A parameter as the English line shows it (the command line's: amounts in minor units)."""
    if isinstance(value, Where):
        return where_text(value)
    if isinstance(value, Entry):
        return entry_text(value)
    if isinstance(value, Val):
        return repr(value.v) if value.r else str(value.v)
    if isinstance(value, Person):
        if value.name is not None:
            return value.name
        return f"user {value.user}" if value.user is not None else "nobody"
    if isinstance(value, Exc):
        return value.text if name in ("refusal", "replay") else f"{value.name}: {value.text}"
    if isinstance(value, Form):
        return value.text
    if name == "held":
        return ", ".join(f"box {h.box}: {'jackpot share' if h.jackpot else 'payout'} {h.amount}" for h in cast("Sequence[Held]", value))
    if name == "na":  # the anchors held
        return f", {value} anchor(s) held" if value else ""
    if name == "ro":  # a store open read-only
        return " (read-only: nothing recorded)" if value else ""
    if name == "may":  # a permission a role lacks
        return str(value).replace("_", " ")
    return str(value)


_ALTERED = "): does not match the chain (altered, removed or moved)"


def server_break(seq: int, what: str) -> str:
    """A break of a floor table's chain as the server names it (``chain_breaks()``, schema 13):
    an altered entry, named with its kind, is typed; the server's other lines (entries missing)
    are kept as it wrote them."""
    head = f"entry {seq} ("
    if what.startswith(head) and what.endswith(_ALTERED):
        kind = what[len(head):-len(_ALTERED)]
        if kind and kind.replace("_", "").isalpha():
            return finding(Code.CHAIN_ALTERED, where=Where(entry=Entry(seq, kind)))
    return what


def _val_text(v: Val) -> str:
    return repr(v.v) if v.r else str(v.v)


_BY_TYPE: dict[type, Callable[[Any], str]] = {int: str, str: str, Where: where_text, Entry: entry_text, Val: _val_text}
"""The English of the common parameters, by their type (the others: :func:`_english`, by name too)."""
