"""``audit verify``: the whole log re-checked.

1. The hash chain from the first entry (every break named).
2. The projections (users, shifts, rounds, house rules, settings, the jackpot
   meter, trainee results) rebuilt from the log and compared with the tables.
3. Four eyes: every approval, refusal, void and floor ruling by a pit boss who
   did not prepare the round; every settlement that held a payout at or above
   the threshold then in force, or a jackpot share, approved (or ruled) as it
   stood, with no refusal standing.
4. Every settled round re-settled by the engine from its recorded cards (the
   stored round) and compared box by box; its meter movement (shares paid and
   contribution) compared with the engine's; the stored round compared with
   the replay of its recorded steps; a voided settled round's meter reversal.
5. Voids and floor rulings listed as information (who, when, why).
6. The table count (:mod:`dealer_app.audit.count_checks`): totals by
   denomination, every signature by a role that may give it, slips in order.
"""

from __future__ import annotations

import datetime as dt
import functools
import gc
from collections import deque
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol, SupportsInt, cast

import msgspec

from dealer_app.audit.checkpoints import Checkpoint, last_checkpoint
from dealer_app.audit.count_checks import COUNT_KINDS, CountChecks
from dealer_app.audit.player_checks import PLAYER_KINDS, PlayerChecks
from dealer_app.audit.settlement_checks import (
    DEFAULT_APPROVAL_THRESHOLD,
    ApprovalKind,
    is_complete,
    jackpot_movement,
    required_approvals,
    settlement_digest,
)
from dealer_app.audit.two_person import (
    DEFAULT_SECOND_SIGNER_THRESHOLD,
    SECOND_SIGNER_KINDS,
    SECOND_SIGNER_ROLES,
    at_stake,
    second_signer_reason,
    settled_stake,
)
from dealer_app.audit_findings import (
    MONEY_FIELDS,
    Code,
    Exc,
    Finding,
    Form,
    Held,
    Person,
    Val,
    VerifiedLine,
    Where,
    entry_of,
    finding,
)
from dealer_app.store.base import Store
from dealer_app.store.chain import genesis_mac, verify_entries
from dealer_app.store.entries import SettledEntry, decode_entry
from dealer_app.store.keys import ServerKey
from dealer_app.store.projection import Projection
from dealer_app.store.records import (
    Anchor,
    EntryKind,
    LogEntry,
    RoundRow,
    ShiftRow,
    TrainingRow,
    load_json,
    played_in_time,
)
from dealer_app.workers import Workers, cpus

if TYPE_CHECKING:
    from dealer_app.audit.settlement_checks import ApprovalItem
    from rules.poker import HouseRules, Step
    from rules.poker.record import Analysis
    from rules.poker.settle import Settlement

HouseMapping = Mapping[str, Any]
"""A house-rules version as the log holds it (its ``house_rules_set`` payload's rules)."""
_Row = Mapping[str, object]
"""A projection's row, or a payload, as the checks read it (values as the log holds them)."""


class _ServerChain(Protocol):
    """A floor station's store (PostgreSQL): the server that signs the chain checks it."""

    def server_chain_breaks(self, after: int) -> tuple[list[str], int]: ...


def _server_chain_breaks(store: Store, after: int) -> tuple[list[str], int]:
    """The chain's breaks after entry ``after`` as the server finds them (a store whose key is a
    :class:`~dealer_app.store.keys.ServerKey`), and the last entry it checked."""
    return cast("_ServerChain", store).server_chain_breaks(after)


def _int(value: object) -> int:
    """``int(value)`` of a value the log holds (the same call, the same error when it is not a number)."""
    return int(cast("SupportsInt", value))


def _user(proj: Projection, uid: object) -> _Row | None:
    """The users projection's row of ``uid`` (None: no such user, or no id)."""
    if uid is None:
        return None
    users: Mapping[object, _Row] = proj.users
    return users.get(uid)

__all__ = ["AuditReport", "Finding", "check_chain", "compare_settlements", "verify_store"]


@dataclass
class AuditReport:
    problems: list[str] = field(default_factory=list)
    infos: list[str] = field(default_factory=list)
    entries: int = 0
    rounds_checked: int = 0
    anchor: Anchor | None = None
    since: int | None = None  # --since-checkpoint: the checkpoint entry it started from

    @property
    def ok(self) -> bool:
        return not self.problems

    def problem_lines(self) -> tuple[VerifiedLine, ...]:
        """The problems, each with the rounds it names from its typed parameters (a screen
        attaches a line to its round without reading the line)."""
        return tuple(VerifiedLine.of(line) for line in self.problems)

    def info_lines(self) -> tuple[VerifiedLine, ...]:
        """The information lines, each with the rounds it names (as :meth:`problem_lines`)."""
        return tuple(VerifiedLine.of(line) for line in self.infos)


def check_chain(store: Store) -> tuple[list[str], int, int]:
    """The chain since the last verified point (what the start-up check does);
    returns (problems, first seq checked, last seq)."""
    cp_seq, cp_mac = store.checkpoint()
    first = cp_seq + 1
    if isinstance(store.key, ServerKey):  # a floor station's login: the server that signs the chain checks it
        problems, last = _server_chain_breaks(store, cp_seq)
        return list(problems), first, int(last)
    breaks, last, _mac, _n = verify_entries(store.key, store.iter_entries(first), cp_mac, cp_seq)
    return [str(b) for b in breaks], first, last


def _when(ts_us: int) -> str:
    return dt.datetime.fromtimestamp(ts_us / 1e6, tz=dt.UTC).strftime("%Y-%m-%d %H:%M:%S UTC")


_BOX_FIELDS = ("outcome", "stakes", "results", "capped", "net", "hand", "second_hand", "bonus_hand")


def _by_box(settlement: _Row) -> dict[int, _Row]:
    """A settlement's boxes by number (a settlement the engine wrote, or one it reads)."""
    return {_int(b["box"]): b for b in cast("list[_Row]", settlement.get("boxes", []))}


def _hand_norm(v: object) -> object:
    """A hand as compared: its category and its cards in any order."""
    if isinstance(v, dict) and "cards" in v and "category" in v:
        hand = cast("_Row", v)
        return {"category": hand["category"], "cards": sorted(cast("list[str]", hand.get("cards") or []))}
    return v


def compare_settlements(stored: _Row, computed: _Row, where: Where) -> list[str]:
    """Differences (explanation wording excepted), one line each naming round, box and field."""
    out: list[str] = []
    rid = where.round_id

    def differs(w: Where, f: str, a: object, b: object) -> Finding:
        amount = f.split(".")[0] in MONEY_FIELDS
        return finding(Code.SETTLED_FIELD_DIFFERS, where=w, f=f, a=Val(a, amount=amount), b=Val(b, amount=amount))

    norm = _hand_norm

    for key in ("house_net", "jackpot_after"):
        if stored.get(key) != computed.get(key):
            out.append(differs(where, key, stored.get(key), computed.get(key)))
    sb, cb = _by_box(stored), _by_box(computed)
    for box in sorted(set(sb) | set(cb)):
        if box not in cb:
            out.append(finding(Code.BOX_NOT_RECOMPUTED, where=Where(rid, box)))
            continue
        if box not in sb:
            out.append(finding(Code.BOX_NOT_STORED, where=Where(rid, box)))
            continue
        for f in _BOX_FIELDS:
            a, b = norm(sb[box].get(f)), norm(cb[box].get(f))
            if a != b:
                if isinstance(a, dict) and isinstance(b, dict):
                    ad, bd = cast("_Row", a), cast("_Row", b)
                    for k in sorted(set(ad) | set(bd)):
                        if ad.get(k) != bd.get(k):
                            out.append(differs(Where(rid, box), f"{f}.{k}", ad.get(k), bd.get(k)))
                else:
                    out.append(differs(Where(rid, box), f, a, b))
    sd, cd = cast("_Row", stored.get("dealer") or {}), cast("_Row", computed.get("dealer") or {})
    for k in ("qualified", "bought", "final_qualified"):
        if sd.get(k) != cd.get(k):
            out.append(differs(Where(rid, dealer=True), k, sd.get(k), cd.get(k)))
    return out


class _Decision(NamedTuple):
    """What the checks need of an approval, refusal, floor ruling or void (not its whole payload)."""

    seq: int
    kind: str
    actor: int | None
    shift_id: int | None
    round_id: int | None
    role: str | None  # its actor's role at that moment
    steps: object  # the payload's ``steps`` and ``digest`` (what was approved), its ``box`` (a ruling),
    digest: object  # as the log holds them (the checks compare them; a tampered log may hold anything)
    box: object
    base: object = None  # an approval's ``jackpot_base``: the linked meter it pays the jackpot shares from


class _Settled(NamedTuple):
    """What the approval check needs of a round_settled entry."""

    seq: int
    shift_id: int | None
    round_id: int | None
    steps: object
    approval: object

    @property
    def kind(self) -> str:
        return EntryKind.ROUND_SETTLED.value


class _Sign(NamedTuple):
    """A PIN check (co-signature or sign-in), as the signature checks need it."""

    seq: int
    kind: str
    actor: int | None
    shift_id: int | None
    round_id: int | None
    permission: object


@dataclass(slots=True)
class _RoundFacts:
    """What verification gathers about one round while it walks the log (kept small:
    ids and a few fields, never whole entries)."""

    preparer: int | None = None  # the first who prepared it (its dealer)
    others: set[int] | None = None  # anyone else who prepared it (rare)
    steps: list[str] | None = None  # step payload texts until it is settled (then handed to the checks)
    decisions: list[_Decision] | None = None  # approvals, refusals, rulings, in order
    meter_delta: int = 0  # the meter movement of its settlement
    jackpot_start: object = None  # the meter at its start (its round_started entry)
    supervise: list[_Decision] | None = None  # its approvals, refusals, rulings, voids not yet checked for four eyes
    closed: bool = False  # settled or voided: nobody prepares it any more

    def add_preparer(self, user: int) -> None:
        if self.preparer is None:
            self.preparer = user
        elif user != self.preparer:
            if self.others is None:
                self.others = set()
            self.others.add(user)

    def prepared_by(self, user: int | None) -> bool:
        return user is not None and (user == self.preparer or (self.others is not None and user in self.others))

    def add_decision(self, decision: _Decision) -> None:
        if self.decisions is None:
            self.decisions = []
        self.decisions.append(decision)

    def add_supervised(self, decision: _Decision) -> None:
        if self.supervise is None:
            self.supervise = []
        self.supervise.append(decision)


_STEP_KIND = EntryKind.STEP
_SUPERVISED = frozenset({EntryKind.APPROVED, EntryKind.REFUSED, EntryKind.FLOOR_RULING, EntryKind.ROUND_VOIDED})
# the entries whose facts the walk gathers about their round
_ROUND_FACT_KINDS = _SUPERVISED | {EntryKind.ROUND_STARTED, EntryKind.STEP, EntryKind.ROUND_SETTLED}


class _Object(msgspec.Struct):
    """A JSON object whose contents the walk does not read (skipped, not built)."""


class _BoxNet(msgspec.Struct):
    net: Any = msgspec.UNSET


class _SettlementBoxes(msgspec.Struct):
    boxes: list[_BoxNet] | msgspec.UnsetType = msgspec.UNSET


class _SettledFacts(msgspec.Struct, kw_only=True):
    """What the walk reads of a round_settled entry: :class:`~dealer_app.store.entries.SettledEntry`
    with its fields' types (a field left out stays UNSET), its round and settlement skipped but
    for each box's net. A payload it cannot read is read as before (the same findings); one it
    reads that the record cannot (a number out of range in the skipped parts) is named by the
    round's check (:attr:`_RoundResult.unreadable`), and the log verified again the whole way."""

    round: _Object
    settlement: _SettlementBoxes
    steps: int | msgspec.UnsetType = msgspec.UNSET
    digest: str | msgspec.UnsetType = msgspec.UNSET
    house_version: int | msgspec.UnsetType = msgspec.UNSET
    approval: int | msgspec.UnsetType | None = msgspec.UNSET
    approval_items: tuple[_Object, ...] | msgspec.UnsetType | None = msgspec.UNSET
    rulings: tuple[int, ...] | msgspec.UnsetType = msgspec.UNSET
    jackpot_start: int | msgspec.UnsetType = msgspec.UNSET
    jackpot_shares: int | msgspec.UnsetType = msgspec.UNSET
    jackpot_contribution: int | msgspec.UnsetType = msgspec.UNSET
    jackpot_boxes: tuple[int, ...] | msgspec.UnsetType = msgspec.UNSET
    meter_delta: int | msgspec.UnsetType = msgspec.UNSET
    round_jackpot_start: int | msgspec.UnsetType | None = msgspec.UNSET


_SETTLED_FACTS = msgspec.json.Decoder(_SettledFacts).decode
_SETTLED_READ = ("steps", "house_version", "approval", "jackpot_start", "meter_delta", "round_jackpot_start")
"""The payload keys the walk reads of a round_settled entry (its projection's rule, its checks)."""


def _settled_facts(text: str) -> tuple[dict[str, Any], int] | None:
    """A round_settled payload's keys the walk reads (as :attr:`LogEntry.payload` holds them)
    and its settlement's money (:func:`~dealer_app.audit.two_person.settled_stake`), without
    building its round and settlement; None: not readable so (then read whole, as before)."""
    try:
        facts = _SETTLED_FACTS(text)
    except Exception:  # read whole: the same error as before, where it was found
        return None
    payload = {k: v for k in _SETTLED_READ if (v := getattr(facts, k)) is not msgspec.UNSET}
    boxes = facts.settlement.boxes
    stake = 0 if boxes is msgspec.UNSET else sum(abs(b.net) for b in boxes if type(b.net) is int)
    return payload, stake


@contextmanager
def _fewer_collections() -> Iterator[None]:
    """Verification allocates millions of short-lived acyclic objects while holding the
    log's facts: collect the young generation less often (reference counting frees the
    rest), as ``settle --batch`` does."""
    before = gc.get_threshold()
    gc.set_threshold(100_000, 50, 100)
    try:
        yield
    finally:
        gc.set_threshold(*before)


def verify_store(store: Store, *, replay_steps: bool = True,
                 progress: Callable[[str, int, int], None] | None = None, jobs: int = 1,
                 since_checkpoint: bool = False) -> AuditReport:
    """Full verification; never raises for what it finds (problems are listed).

    ``jobs``: worker processes that re-settle and replay the rounds while this one
    walks the chain (0: one per CPU, at most 4; 1: everything in this process, the
    default, as a GUI thread needs). The report is the same whatever ``jobs``.

    ``since_checkpoint``: start from the log's last signed checkpoint entry
    (:mod:`dealer_app.audit.checkpoints`): its signature and link are checked, then
    everything after it, from the state it records. A log without one, or whose
    checkpoint does not hold, is verified from the first entry."""
    with _fewer_collections():
        try:
            with _RoundChecks(jobs) as checks:
                return _verify_store(store, replay_steps=replay_steps, progress=progress, checks=checks,
                                     since_checkpoint=since_checkpoint)
        except _ReadWhole:  # a settled payload the walk's light read took that its record does not
            with _RoundChecks(jobs) as checks:
                return _verify_store(store, replay_steps=replay_steps, progress=progress, checks=checks,
                                     since_checkpoint=since_checkpoint, light=False)


class _ReadWhole(Exception):
    """A round's check could not read a round_settled payload that the walk read light: the
    walk stops, and the log is walked again reading every payload whole (the same findings,
    in the same order, as that walk has always given)."""


def _verify_store(store: Store, *, replay_steps: bool,
                  progress: Callable[[str, int, int], None] | None, checks: _RoundChecks,
                  since_checkpoint: bool = False, light: bool = True) -> AuditReport:
    """One pass over the log, in the store's batches: what later checks need is kept as
    ids and a few fields (per round, per signature), never whole entries or payloads,
    and each settled round goes to the checks as soon as it is settled.

    ``light``: a round_settled payload is read for the few keys the walk needs
    (:func:`_settled_facts`); a round's check that cannot read a payload the walk read so
    raises :class:`_ReadWhole` (the caller walks again with ``light=False``: each read whole)."""
    report = AuditReport()
    key = store.key
    anchor = store.anchor()
    report.anchor = anchor
    total = anchor.count
    default_threshold = DEFAULT_APPROVAL_THRESHOLD
    cp_seq, cp_mac = store.checkpoint()

    # 1. the chain, entry by entry, while rebuilding the projections
    proj = Projection()
    voids: list[LogEntry] = []  # few: kept whole for their information lines
    rulings: list[LogEntry] = []
    rounds: dict[int, _RoundFacts] = {}  # rounds not yet settled or voided (then checked and forgotten)
    names: dict[int, str] = {}
    unsupervised: list[tuple[_Decision, bool]] = []  # four-eyes failures: (decision, whether by its preparer)
    houses: dict[int, HouseMapping] = {}  # house-rules version -> its rules, as the log holds them
    settle_problems: list[str] = []  # what the settlement checks find, in settlement order
    counts = [0, 0]  # settled rounds submitted, checked
    cp_seen = [False]
    signs: dict[int, _Sign] = {}  # seq -> its PIN check (co-signature or sign-in)
    used: dict[int, int] = {}  # co-signature seq -> the entry it signed
    signed_era = [False]  # a PIN attempt has been logged: the log is written by a version that records signatures
    settled_money: dict[int, int] = {}  # round -> the money its settlement moved (a void's second-signer rule)

    def _done(s: _Settled, facts: _RoundFacts, result: _RoundResult, read_light: bool = False) -> None:
        if read_light and result.unreadable:  # (not a ValueError: the walk does not catch it)
            raise _ReadWhole
        counts[1] += 1
        if progress is not None and counts[1] % 1000 == 0:
            progress("rounds", counts[1], counts[0])
        settle_problems.extend(result.problems)
        if result.checked:
            report.rounds_checked += 1
        if result.required is not None:
            # every decision before the settlement has been walked by now
            settle_problems.extend(_check_approval(Where(s.round_id), s, facts, result.required, result.digest))

    # --since-checkpoint: the walk starts at the checkpoint entry, from the state it records
    first, prev_seq, prev_mac = 1, 0, genesis_mac(key, store.db_uuid)
    seeded: _Seeded | None = None
    if since_checkpoint:
        cp = last_checkpoint(store)
        if cp is None:
            report.infos.append(finding(Code.INFO_NO_CHECKPOINT))
        elif cp.problems:
            report.problems += cp.problems
            report.infos.append(finding(Code.INFO_CHECKPOINT_FAILS, n=cp.seq))
        else:
            seeded = _seed(store, cp, proj, names, houses, signs)
            signed_era[0] = bool(cp.payload.get("signed"))
            first, prev_seq, prev_mac = cp.seq, cp.seq - 1, cp.prev_mac
            report.since = cp.seq
            total = max(total - first + 1, 0)
            report.infos.append(finding(Code.INFO_FROM_CHECKPOINT, n=cp.seq, m=cp.seq - 1))

    def _walked() -> Iterator[LogEntry]:
        """The entries in order (read in the store's batches), each handed to the chain's
        check once its facts are gathered (a step's by :func:`_step`, the others' by :func:`_gather`)."""
        for i, e in enumerate(store.iter_entries(first), 1):
            if progress is not None and i % 20000 == 0:
                progress("chain", i, total)
            try:
                if e.kind == _STEP_KIND:
                    _step(e)
                else:
                    _gather(e)
            except (ValueError, KeyError, TypeError) as exc:  # not JSON, or not what its kind needs
                report.problems.append(finding(Code.PAYLOAD_UNREADABLE, where=Where(entry=entry_of(e)),
                                               exc=Exc.of(exc)))
            yield e

    count_checks = CountChecks()
    players = PlayerChecks()

    def _role_of(user: int | None) -> str | None:
        u = _user(proj, user)
        return str(u["role"]) if u is not None else None

    def _facts(e: LogEntry, *, fresh: bool = False) -> _RoundFacts:
        rid = int(e.round_id or 0)
        facts = rounds.get(rid)
        if facts is None:
            # a round settled or voided earlier (its facts forgotten) is read again: rare
            past = None if fresh else _past_facts(store, rid, first, e.seq)
            facts = rounds[rid] = past if past is not None else _RoundFacts()
        return facts

    def _close(rid: int, facts: _RoundFacts) -> None:
        """A round settled or voided: its decisions checked for four eyes (its preparers are
        all known now), then forgotten (memory stays flat on a long log)."""
        facts.closed = True
        for d in facts.supervise or ():
            if (failure := _supervision_failure(d, facts)) is not None:
                unsupervised.append((d, failure))
        facts.supervise = None
        rounds.pop(rid, None)

    rows = _RoundRows(store, proj, first) if seeded is None else None  # the rounds table, round by round

    late_open: dict[int, str] = {}  # a late entry's start seq -> its stated time's problem (unless corrected)
    late_ts: dict[int, tuple[int, int]] = {}  # a late entry's start seq -> (its own time, its round)
    late_corrections: list[LogEntry] = []  # few: kept whole

    # (each the same dict for the whole walk)
    users: Mapping[object, _Row] = proj.users
    shifts: Mapping[object, _Row] = proj.shifts
    round_rows: Mapping[object, dict[str, int]] = proj.rounds

    def _step(e: LogEntry) -> None:
        """A step entry (nine in ten of a log's entries): what :func:`_gather` would do with one
        (the rest of its checks never apply to a step)."""
        if e.seq == cp_seq:
            cp_seen[0] = True
        actor_id, shift_id, rid = e.actor, e.shift_id, e.round_id
        if actor_id is not None and shift_id is not None:
            actor = users.get(actor_id)
            shift = shifts.get(shift_id)
            if actor is not None and actor["builtin"] and shift is not None and not shift["simulated"]:
                report.problems.append(finding(Code.SIMULATOR_ON_LIVE, where=Where(entry=entry_of(e)),
                                               who=Person(str(actor["name"])), s=shift_id))
        row = round_rows.get(rid)  # the projection's rule for a step (Projection.apply): its round counts it
        if row is not None:
            row["steps"] += 1
        if rid is not None:
            facts = _facts(e)
            if facts.steps is None:
                facts.steps = []
            facts.steps.append(e.payload_text)
            if actor_id is not None:
                facts.add_preparer(actor_id)

    def _gather(e: LogEntry) -> None:
        kind = e.kind
        if e.seq == cp_seq:
            cp_seen[0] = True
        read = None
        if light and kind == EntryKind.ROUND_SETTLED and e.round_id is not None:
            read = _settled_facts(e.payload_text)
            if read is not None:  # the keys the walk reads, as the whole payload holds them
                e.__dict__["payload"] = read[0]
        role: str | None = None
        if kind in _SUPERVISED:
            user = _user(proj, e.actor)
            role = cast("str | None", user["role"]) if user is not None else None
        if kind in _SIGNED_KINDS:
            if signed_era[0] or "signature" in e.payload:  # entries of older versions carry no signature
                report.problems += _signature_problems(e, signs, used, proj)
        elif kind in _ALSO_SIGNED and ("signature" in e.payload or "co_signatures" in e.payload):
            # administration, settings and the table count: checked where they record a signature
            report.problems += _signature_problems(e, signs, used, proj)
        if kind in SECOND_SIGNER_KINDS and (signed_era[0] or "signature" in e.payload):
            report.problems += _second_signer_problems(e, signs, proj, settled_money.get(int(e.round_id or 0), 0))
        if kind == EntryKind.ROUND_SETTLED and e.round_id is not None:
            settled_money[e.round_id] = read[1] if read is not None else settled_stake(e.body_as(SettledEntry))
        elif kind in (EntryKind.CO_SIGNED, EntryKind.SIGN_IN):
            signs[e.seq] = _Sign(e.seq, e.kind, e.actor, e.shift_id, e.round_id, e.payload.get("permission"))
        elif kind == EntryKind.PIN_ATTEMPT:
            signed_era[0] = True  # from here on, this version wrote the log: every signed entry names its signature
        if kind == EntryKind.SIGN_IN_FAILED and e.payload.get("why") == "user row edited":
            failed: _Row = e.payload
            report.problems.append(finding(Code.USERS_EDITED, where=Where(entry=entry_of(e)),
                                           problem=str(failed.get("problem", ""))[:200]))
        if e.actor is not None and e.shift_id is not None:
            actor = users.get(e.actor)
            shift = shifts.get(e.shift_id)
            if actor is not None and actor["builtin"] and shift is not None and not shift["simulated"]:
                report.problems.append(finding(Code.SIMULATOR_ON_LIVE, where=Where(entry=entry_of(e)),
                                               who=Person(str(actor["name"])), s=e.shift_id))
        if kind in COUNT_KINDS:
            count_checks.feed(e, _role_of)
        if kind in PLAYER_KINDS:
            players.feed(e)
        proj.apply(e)
        if e.round_id is not None:
            if kind == EntryKind.STEP:
                facts = _facts(e)
                if facts.steps is None:
                    facts.steps = []
                facts.steps.append(e.payload_text)
                if e.actor is not None:
                    facts.add_preparer(e.actor)
            elif kind == EntryKind.ROUND_STARTED:
                facts = _facts(e, fresh=True)
                facts.jackpot_start = e.payload.get("jackpot_start")
                dealer = e.payload.get("dealer")
                if isinstance(dealer, int):
                    facts.add_preparer(int(dealer))
                if "late" in e.payload:
                    report.problems += _late_problems(e, proj)
                    if (time_problem := _late_time_problem(e)) is not None:  # unless corrected later in the log
                        late_open[e.seq] = time_problem
                    late_ts[e.seq] = (e.ts_us, int(e.round_id))
            elif kind == EntryKind.LATE_CORRECTED:
                late_corrections.append(e)
            elif kind == EntryKind.ROUND_SETTLED:
                facts = _facts(e)
                p: _Row = e.payload
                threshold = int(proj.settings.get("approval_threshold", default_threshold))
                facts.meter_delta = _int(p.get("meter_delta", 0))
                if (base_problem := _paid_from(e, facts)) is not None:
                    report.problems.append(base_problem)
                version = p.get("house_version")
                house_version = version if isinstance(version, int) else 0  # versions start at 1: 0 is never known
                steps = tuple(facts.steps or ()) if replay_steps else None
                facts.steps = None  # handed over: keep memory flat on a long log
                counts[0] += 1
                checks.submit(_RoundTask(e.round_id, e.payload_text, steps, house_version, threshold,
                                         facts.decisions is not None),
                              houses.get(house_version),
                              functools.partial(_done, _Settled(e.seq, e.shift_id, e.round_id, p.get("steps"),
                                                                p.get("approval")), facts, read_light=read is not None))
                _close(int(e.round_id), facts)
                if rows is not None:
                    rows.final(int(e.round_id), e.seq)
            elif kind in _SUPERVISED:
                p = cast("_Row", e.payload)
                decision = _Decision(e.seq, e.kind, e.actor, e.shift_id, e.round_id, role, p.get("steps"),
                                     p.get("digest"), p.get("box", 0), p.get("jackpot_base"))
                rid = int(e.round_id)
                if kind == EntryKind.ROUND_VOIDED:
                    voids.append(e)
                    facts_v = rounds.get(rid) or _past_facts(store, rid, first, e.seq)
                    moved = facts_v.meter_delta if facts_v is not None else _moved_before(store, e.round_id, first)
                    expected = -moved if p.get("status") == "settled" else 0
                    if _int(p.get("meter_delta", 0)) != expected:
                        report.problems.append(finding(
                            Code.METER_REVERSAL, where=Where(e.round_id, entry=entry_of(e)),
                            a=Val(p.get("meter_delta", 0), amount=True), b=Val(-expected, amount=True)))
                    facts_v = facts_v or _RoundFacts()
                    facts_v.add_supervised(decision)
                    _close(rid, facts_v)  # nothing follows a void
                    if rows is not None:
                        rows.final(rid, e.seq)
                else:
                    facts = _facts(e)
                    facts.add_decision(decision)
                    facts.add_supervised(decision)
                    if facts.closed:  # a decision after the round's settlement: checked now
                        _close(rid, facts)
                    if kind == EntryKind.FLOOR_RULING:
                        rulings.append(e)
        if kind == EntryKind.USER_ADDED:
            added: _Row = e.payload
            names[_int(added["user"])] = str(added["name"])
        elif kind == EntryKind.HOUSE_RULES_SET:
            rules: _Row = e.payload
            houses[_int(rules["version"])] = cast("HouseMapping", rules["rules"])

    if isinstance(key, ServerKey):  # a floor station's login: the server that signs the chain checks it
        count = sum(1 for _e in _walked())
        server_problems, _last = _server_chain_breaks(store, prev_seq)
        report.entries = count
        report.problems += [str(p) for p in server_problems]
    else:
        breaks, _last, _mac, count = verify_entries(key, _walked(), prev_mac, prev_seq)
        report.entries = count
        report.problems += [str(b) for b in breaks]

    if cp_seq:
        e_cp = store.entry(cp_seq) if cp_seq < first or cp_seen[0] else None
        if e_cp is None:
            report.problems.append(finding(Code.VERIFIED_MISSING, n=cp_seq))
        elif e_cp.mac != cp_mac:
            report.problems.append(finding(Code.VERIFIED_CHANGED, n=cp_seq))

    report.problems += _late_corrected(late_corrections, late_open, late_ts, proj, report)

    # 2. projections
    if rows is None:
        report.problems += _compare_since(store, proj, seeded, count) if seeded is not None else []
    else:
        report.problems += _compare_projections(store, proj, rows)

    # 3. four eyes: approvals, refusals, rulings and voids by a pit boss who did not prepare the round
    for rid, facts in list(rounds.items()):  # rounds still open at the log's end
        _close(rid, facts)
    report.problems += _supervision_lines(unsupervised, names)
    report.problems += count_checks.problems
    report.problems += players.problems

    # 4. settlements (re-settled and replayed by the checks while the chain was walked)
    checks.drain()
    report.problems += settle_problems
    _infos(report, voids, rulings, names)
    report.infos += count_checks.infos
    return report


@dataclass(frozen=True)
class _RoundTask:
    """One settled round to re-check, in the form a worker process receives it."""

    round_id: int | None
    settled: str  # the round_settled entry's payload text
    steps: tuple[str, ...] | None  # its steps' payload texts, in order (None: no replay)
    house_version: int
    threshold: int
    digest: bool = True  # its settlement's digest is needed (a decision before it names one)


@dataclass(frozen=True)
class _RoundResult:
    problems: list[str]
    checked: bool
    required: list[ApprovalItem] | None  # the approvals its settlement needed (None: not computed)
    digest: str
    unreadable: bool = False  # its payload is not a settled round's record


def _check_rounds(tasks: list[_RoundTask], houses: Mapping[int, HouseMapping]) -> list[_RoundResult]:
    """Re-settle each round from its stored record with the engine, compare box by box,
    check its meter movement, and replay its steps (a worker process runs this)."""
    from rules.poker.house import HouseRules

    rules: dict[int, HouseRules] = {}
    out = []
    for task in tasks:
        mapping = houses.get(task.house_version)
        if task.house_version not in rules and mapping is not None:
            rules[task.house_version] = HouseRules.from_mapping(mapping)
        out.append(_check_round(task, rules.get(task.house_version), mapping))
    return out


def _check_rounds_task(task: tuple[list[_RoundTask], dict[int, HouseMapping]]) -> list[_RoundResult]:
    """:func:`_check_rounds` on one task of a worker process (its rounds and their houses)."""
    return _check_rounds(*task)


def _check_round(task: _RoundTask, house: HouseRules | None, house_mapping: HouseMapping | None) -> _RoundResult:
    from rules.poker import RoundRefused, Settlement, StepRefused, settle_round
    from rules.poker.settle import SettlementFormatError, settle_analysis

    where = Where(task.round_id)
    problems: list[str] = []
    try:
        p = decode_entry(SettledEntry, task.settled)
    except ValueError:
        return _RoundResult([finding(Code.SETTLEMENT_LACKS_ROUND, where=where)], False, None, "", unreadable=True)
    round_json, stored = p.round, p.settlement
    if house is None:
        return _RoundResult([finding(Code.HOUSE_VERSION_MISSING, where=where, v=p.house_version)], True, None, "")
    if round_json.get("house") != house_mapping:
        problems.append(finding(Code.HOUSE_DIFFERS, where=where, v=p.house_version))
    if round_json.get("jackpot") != p.jackpot_start:
        problems.append(finding(Code.JACKPOT_START_DIFFERS, where=where, a=Val(round_json.get("jackpot"), amount=True),
                                b=Val(p.jackpot_start, amount=True)))
    # only a decision before the settlement compares it with the digest it names
    digest = settlement_digest(stored) if task.digest else ""
    # the steps replayed and the round settled first (pure functions of the entries): when the
    # replay gives the stored round exactly, the engine settles it from the replay's own analysis
    # (what settling the stored round would parse and analyse again); when the settlement is
    # exactly the stored one, its typed record is the engine's (not read again from the JSON).
    # The findings come in the same order, from the same checks, as reading them in turn.
    replay = _Replay.of(task.steps, house, p.jackpot_start, round_json) if task.steps is not None else None
    settled: Settlement | Exception
    try:
        if replay is not None and replay.analysis is not None:
            settled = settle_analysis(replay.analysis, explain=False)
        else:
            settled = settle_round(round_json, explain=False)  # the explanation's wording is not compared
    except Exception as exc:  # reported (or raised) where the checks reach the settlement
        settled = exc
    computed: dict[str, Any] | None = None
    stored_record: Settlement | None = None
    if isinstance(settled, Settlement):
        computed = settled.to_json()
        stored_record = _as_stored(stored, settled, computed, house, p.jackpot_start)
    if stored_record is None:
        try:
            stored_record = Settlement.from_json(stored, house, jackpot_before=p.jackpot_start)
        except (SettlementFormatError, TypeError, ValueError) as exc:
            problems.append(finding(Code.SETTLEMENT_UNREADABLE, where=where, form=Form.of(exc)))
            return _RoundResult(problems, True, None, digest)
        same = False
    else:
        same = True  # (then nothing differs box by box)
    required = required_approvals(stored_record, task.threshold)
    if isinstance(settled, RoundRefused):
        problems.append(finding(Code.ENGINE_REFUSES, engine=settled.problems, currency=str(house.currency),
                                where=where, refusal="; ".join(settled.lines)))
        return _RoundResult(problems, True, required, digest)
    if not isinstance(settled, Settlement):
        raise settled
    result = settled
    if not same:
        problems += compare_settlements(stored, computed or result.to_json(), where)
    # the meter: shares paid (the engine's own figure) and contributions
    shares = sum(b.jackpot_share for b in result.boxes)
    contribution = result.jackpot_after - result.jackpot_before + shares
    recorded = (p.jackpot_shares, p.jackpot_contribution, p.meter_delta)
    if recorded != (shares, contribution, contribution - shares):
        problems.append(finding(
            Code.METER_MOVEMENT_DIFFERS, where=where, a=Val(recorded[0], amount=True), b=Val(recorded[1], amount=True),
            c=Val(recorded[2], amount=True), d=Val(shares, amount=True), e=Val(contribution, amount=True),
            g=Val(contribution - shares, amount=True)))
    elif jackpot_movement(stored_record)[:2] != (shares, contribution):
        problems.append(finding(Code.METER_SHARES_DIFFER, where=where))
    if replay is not None and task.steps is not None:
        if replay.start_error is not None:
            raise replay.start_error
        if isinstance(replay.error, StepRefused):
            problems.append(finding(Code.STEPS_DO_NOT_REPLAY, engine=replay.error.problems,
                                    currency=str(house.currency), where=where, replay=str(replay.error)))
            return _RoundResult(problems, True, required, digest)
        if isinstance(replay.error, KeyError | TypeError | ValueError):
            problems.append(finding(Code.STEPS_DO_NOT_REPLAY, where=where, replay=Exc.of(replay.error)))
            return _RoundResult(problems, True, required, digest)
        if replay.error is not None:
            raise replay.error
        if replay.late_error is not None:
            raise replay.late_error
        if replay.replayed is None:
            problems.append(finding(Code.STEPS_INCOMPLETE, where=where))
            return _RoundResult(problems, True, required, digest)
        if len(task.steps) != p.steps:
            problems.append(finding(Code.STEPS_COUNT_DIFFERS, where=where, a=Val(p.steps), b=Val(len(task.steps))))
        replayed = replay.replayed
        if replay.analysis is None and replayed != round_json:  # else the replay settles as the stored round did
            for k in sorted(set(replayed) | set(round_json)):
                if replayed.get(k) != round_json.get(k):
                    problems.append(finding(Code.ROUND_DIFFERS_FROM_STEPS, where=where, f=k))
    return _RoundResult(problems, True, required, digest)


_SORTED_JSON = msgspec.json.Encoder(order="sorted").encode


def _as_stored(stored: _Row, result: Settlement, computed: dict[str, Any], house: HouseRules,
               jackpot_before: int) -> Settlement | None:
    """``Settlement.from_json(stored, house, jackpot_before=jackpot_before)`` without reading
    ``stored`` again, when it is exactly ``computed`` (``result.to_json()``, which this changes)
    but for its explanation lines: ``result`` with those lines, and its jackpot claims told as
    :meth:`BoxSettlement.from_json <rules.poker.settle.BoxSettlement.from_json>` tells them from
    the JSON. None when ``stored`` differs in anything else (it is then read, and compared)."""
    boxes: object = stored.get("boxes")
    mine = cast("list[dict[str, object]]", computed["boxes"])
    if type(boxes) is not list or len(boxes) != len(mine):
        return None
    lines: list[tuple[str, ...]] = []
    for box, ours in zip(cast("list[object]", boxes), mine, strict=True):
        if type(box) is not dict:
            return None
        theirs = cast("_Row", box)
        if "explanation" not in theirs:
            del ours["explanation"]
            lines.append(())
            continue
        text = theirs["explanation"]
        if type(text) is not list or not all(type(x) is str for x in cast("list[object]", text)):
            return None
        ours["explanation"] = text
        lines.append(tuple(cast("list[str]", text)))
    if not _same_json(computed, stored):
        return None
    from rules.poker.settle import Settlement

    jackpot = frozenset(house.jackpot_percent)
    out = []
    for b, text in zip(result.boxes, lines, strict=True):
        claim = (b.stakes.bonus > 0 and b.bonus_hand is not None and b.bonus_hand in jackpot
                 and b.results.bonus >= 0)
        out.append(b._replace(explanation=text, jackpot_share=b.results.bonus if claim else 0, jackpot_claim=claim,
                              terms=None))
    return Settlement(result.dealer, tuple(out), result.house_net, jackpot_before, result.jackpot_after,
                      house.currency, result.id)


def _same_json(a: Mapping[str, object], b: Mapping[str, object]) -> bool:
    """``a`` and ``b`` are the same JSON value, types too (``==`` takes ``true`` for ``1`` and
    ``1.0``; the sorted texts tell them apart, and ``==`` tells ``NaN``, which msgspec writes
    as ``null``, from ``null``)."""
    if a != b:
        return False
    try:
        return _SORTED_JSON(a) == _SORTED_JSON(b)
    except (TypeError, ValueError, OverflowError):  # (not JSON msgspec writes: a number out of its range)
        return False


@dataclass(frozen=True, slots=True)
class _Replay:
    """A round's recorded steps replayed (:func:`rules.poker.replay.replay_steps`): what
    :func:`_check_round` reports of it, and the replay's analysis when it gives the stored
    round exactly. An error is kept to be raised, or reported, where the checks reach the
    replay (after the settlement's)."""

    start_error: Exception | None = None  # the new round refused (its meter): raised as before
    error: Exception | None = None  # what the replay raised
    late_error: Exception | None = None  # what reading the replayed state raised (its phase, its round)
    replayed: dict[str, Any] | None = None  # the round the complete replay gives (None: not complete)
    analysis: Analysis | None = None  # its analysis, when ``replayed`` is the stored round exactly, complete

    @classmethod
    def of(cls, steps: tuple[str, ...], house: HouseRules, jackpot: int, stored: Mapping[str, Any]) -> _Replay:
        from rules.poker import RoundState
        from rules.poker.replay import replay_steps

        try:
            state = RoundState.new(house, jackpot=jackpot, bonus_track=False)
        except Exception as exc:  # raised where the checks reach the replay
            return cls(start_error=exc)
        try:
            state = replay_steps(state, map(_step_of, steps))  # as apply() of each step in turn, cheaper
        except Exception as exc:  # reported (or raised) where the checks reach the replay
            return cls(error=exc)
        try:
            if not is_complete(state):
                return cls()
            replayed = state.to_round_json()
            analysis = state.analysis
            # a complete analysis (no insurance returned: the round JSON then says all the analysis holds)
            same = analysis.complete and _same_json(replayed, stored)
        except Exception as exc:  # raised where the checks reach the replayed round
            return cls(late_error=exc)
        return cls(replayed=replayed, analysis=analysis if same else None)


_STEPS: dict[str, Step] = {}  # a step's payload text after its number -> its step (this process's)
_STEPS_LIMIT = 1024  # bounded (a shift's bets, decisions and choices fill a few hundred): the peak stays flat


def _step_of(text: str) -> Step:
    """``step_from_json(load_json(text)["step"])`` of a step entry's payload text,
    remembered: a shift repeats the same steps (bets, close bets, decisions) under other
    numbers. The payload is ``{"n":N,...}`` (canonical JSON, keys sorted, ``n`` first):
    two texts alike after ``N`` hold the same step (steps are immutable). A text of
    another shape, or one that is refused, is decoded every time (the same error); so is
    a step naming several cards (dealt cards, an exchange: hardly ever the same twice),
    which would only push the others out."""
    key = None
    if text.startswith('{"n":'):
        end = text.find(",", 5)
        number = text[5:end]
        if 0 < len(number) <= 18 and number.isascii() and number.isdigit() and (number[0] != "0" or number == "0"):
            key = text[end:]
            step = _STEPS.get(key)
            if step is not None:
                return step
            if '"cards"' in key or '"discard"' in key:
                key = None
    from rules.poker import step_from_json

    step = step_from_json(load_json(text)["step"])
    if key is not None:
        if len(_STEPS) >= _STEPS_LIMIT:
            _STEPS.clear()
        _STEPS[key] = step
    return step


class _RoundChecks:
    """Runs :func:`_check_rounds` on chunks of rounds, here or in worker processes,
    and hands the results back in submission order."""

    CHUNK = 200

    def __init__(self, jobs: int) -> None:
        self._jobs = jobs if jobs > 0 else min(cpus(), 4)
        self._chunk: list[tuple[_RoundTask, Callable[[_RoundResult], None]]] = []
        self._houses: dict[int, HouseMapping] = {}
        self._pending: deque[list[Callable[[_RoundResult], None]]] = deque()
        self._pool: Workers[tuple[list[_RoundTask], dict[int, HouseMapping]], list[_RoundResult]] | None = None

    def __enter__(self) -> _RoundChecks:
        return self

    def __exit__(self, exc_type: type[BaseException] | None, *_: object) -> None:
        if self._pool is not None:  # every worker ended and reaped (killed when the walk failed)
            self._pool.close(kill=exc_type is not None)
            self._pool = None

    def submit(self, task: _RoundTask, house: HouseMapping | None, done: Callable[[_RoundResult], None]) -> None:
        if house is not None:
            self._houses[task.house_version] = house
        self._chunk.append((task, done))
        if len(self._chunk) >= self.CHUNK:
            self._flush()

    def _flush(self) -> None:
        if not self._chunk:
            return
        tasks = [t for t, _ in self._chunk]
        callbacks = [d for _, d in self._chunk]
        houses = {t.house_version: self._houses[t.house_version] for t in tasks if t.house_version in self._houses}
        self._chunk = []
        if self._jobs <= 1:
            for result, done in zip(_check_rounds(tasks, houses), callbacks, strict=True):
                done(result)
            return
        if self._pool is None:  # a worker that dies stops the walk (WorkerDied), never a wait for ever
            self._pool = Workers(self._jobs, _check_rounds_task)
        self._pool.submit((tasks, houses))
        self._pending.append(callbacks)
        while len(self._pending) > 2 * self._jobs:  # bounded: the walk waits for the workers
            self._collect_one()

    def _collect_one(self) -> None:
        assert self._pool is not None
        callbacks = self._pending.popleft()
        for result, done in zip(self._pool.next_result(), callbacks, strict=True):
            done(result)

    def drain(self) -> None:
        if self._pool is None:  # a short log: not worth starting processes for
            self._jobs = 1
        self._flush()
        while self._pending:
            self._collect_one()


_SIGNED_KINDS = frozenset({EntryKind.APPROVED, EntryKind.REFUSED, EntryKind.FLOOR_RULING, EntryKind.ROUND_VOIDED,
                           EntryKind.METER_ADJUSTED})
_K = EntryKind
_PERMISSION_OF: dict[EntryKind, str | tuple[str, ...]] = {
                  _K.APPROVED: "approve", _K.REFUSED: "refuse", _K.FLOOR_RULING: "rule", _K.ROUND_VOIDED: "void",
                  _K.METER_ADJUSTED: "adjust_meter",
                  _K.USER_ADDED: "manage_users", _K.USER_ROLE_CHANGED: "manage_users", _K.USER_DISABLED: "manage_users",
                  _K.USER_ENABLED: "manage_users", _K.PIN_RESET: "manage_users", _K.USER_UNLOCKED: "manage_users",
                  _K.SETTINGS_CHANGED: "edit_settings", _K.HOUSE_RULES_SET: ("edit_house_rules", "edit_settings"),
                  _K.SHIFT_OPENED: "open_shift", _K.CHIP_SET_SET: "edit_chip_set", _K.TRAY_COUNTED: "count_tray",
                  _K.SLIP_REQUESTED: "request_slip", _K.SLIP_SIGNED: "sign_count", _K.SLIP_RECEIVED: "receive_slip",
                  _K.SLIP_VOIDED: "sign_count", _K.SLIP_REPRINTED: "sign_count", _K.BUY_IN: "buy_in", _K.DROP_COUNTED: "enter_drop",
                  _K.VARIANCE_EXPLAINED: "explain_variance",
                  _K.PATRON_REGISTERED: "register_player", _K.PATRON_UPDATED: "register_player",
                  _K.PATRON_READ: ("read_patron", "view_aml", "view_ratings"), _K.PATRON_ERASED: "erase_patron",
                  _K.PLAYER_SEATED: "seat_player", _K.PLAYER_MOVED: "seat_player", _K.PLAYER_PAUSED: "seat_player",
                  _K.PLAYER_RESUMED: "seat_player", _K.PLAYER_LEFT: "seat_player",
                  _K.RATING_ADJUSTED: "adjust_rating", _K.RATING_RULES_SET: "edit_rating_rules",
                  _K.AML_RULES_SET: "edit_aml_rules", _K.CASH_TRANSACTION: "cash_transaction",
                  _K.METER_LINKED: "edit_settings", _K.TABLE_GROUP_LEFT: "edit_chip_set",
                  _K.LATE_CORRECTED: "enter_late"}
# entries that record their signatures once written by this version (older logs carry none)
_ALSO_SIGNED = frozenset(_PERMISSION_OF) - _SIGNED_KINDS
# (a station's set-up signs the house rules of its currency with the settings' signature)


def _permissions(kind: str) -> tuple[str | None, ...]:
    """What a co-signature on an entry of ``kind`` may have been given to."""
    wanted = _PERMISSION_OF.get(EntryKind(kind))
    return wanted if isinstance(wanted, tuple) else (wanted,)


# what the other signers of an entry co-sign (the count's counter and its pit boss's confirmation)
_OTHERS_SIGN = {_K.SHIFT_OPENED: ("count_tray", "sign_count"), _K.TRAY_COUNTED: ("count_tray", "sign_count")}


def _second_signer_problems(e: LogEntry, signs: Mapping[int, _Sign], proj: Projection, settled: int
                            ) -> list[str]:
    """Two people for the big things (``dealer_app.audit.two_person``): a ruling, void or meter
    adjustment above the second-signer threshold then in force, or on a shift already closed,
    carries a co-signature given to ``second_sign`` by another person, a pit boss or an
    administrator then (the co-signature itself is checked with the entry's others)."""
    p: _Row = e.payload
    shift = proj.shifts.get(e.shift_id) if e.shift_id is not None else None
    closed = shift is not None and shift.get("closed_seq") is not None
    try:
        threshold = int(proj.settings.get("second_signer_threshold", DEFAULT_SECOND_SIGNER_THRESHOLD))
    except ValueError:
        threshold = DEFAULT_SECOND_SIGNER_THRESHOLD
    why = second_signer_reason(at_stake(e.body, settled), threshold, shift_closed=closed)
    if why is None:
        return []
    second = p.get("second_signer")
    extra = p.get("co_signatures")
    seqs = extra if isinstance(extra, list) else []
    by = [signs[s].actor for s in seqs if type(s) is int and s in signs
          and signs[s].permission == "second_sign"]
    user = _user(proj, second)
    closed_then = why == "closed shift"
    where = Where(entry=entry_of(e))
    if second is None or second not in by:
        if closed_then:
            return [finding(Code.SECOND_SIGNER_NONE_CLOSED, where=where, s=e.shift_id)]
        return [finding(Code.SECOND_SIGNER_NONE_ABOVE, where=where)]
    if second == e.actor:
        if closed_then:
            return [finding(Code.SECOND_SIGNER_SAME_CLOSED, where=where, s=e.shift_id)]
        return [finding(Code.SECOND_SIGNER_SAME_ABOVE, where=where)]
    if user is None or user["role"] not in SECOND_SIGNER_ROLES or user["disabled"]:
        if closed_then:
            return [finding(Code.SECOND_SIGNER_NOT_BOSS_CLOSED, where=where, s=e.shift_id, u=second)]
        return [finding(Code.SECOND_SIGNER_NOT_BOSS_ABOVE, where=where, u=second)]
    return []


def _signature_problems(e: LogEntry, signs: Mapping[int, _Sign], used: dict[int, int], proj: Projection
                        ) -> list[str]:
    """A signed entry is signed by a logged PIN check of its actor: a sign-in, or a co-signature
    for this very permission, on the same shift and round, used once; the signer was an active
    user then. (Checked again here, whatever the services did.)"""
    p: _Row = e.payload
    seq, how = p.get("signature"), p.get("signature_kind")
    where = Where(entry=entry_of(e))
    if not isinstance(seq, int):
        return [finding(Code.NO_SIGNATURE, where=where)]
    sign = signs.get(seq)
    if sign is None or sign.actor != e.actor or sign.seq >= e.seq:
        return [finding(Code.SIGNATURE_NOT_PIN_CHECK, where=where, n=seq)]
    out: list[str] = []
    if how == "co_signed" or sign.kind == EntryKind.CO_SIGNED:
        if sign.kind != EntryKind.CO_SIGNED:
            out.append(finding(Code.CO_SIGNATURE_NOT_CO, where=where, n=seq))
        out += _co_signature_problems(e, sign, _permissions(e.kind), used)
    out += _other_signatures(e, signs, used)
    user = _user(proj, e.actor)
    if user is None or user["disabled"]:
        out.append(finding(Code.SIGNED_BY_UNKNOWN if user is None else Code.SIGNED_BY_DISABLED, where=where))
    return out


def _late_problems(e: LogEntry, proj: Projection) -> list[str]:
    """A paper round entered afterwards: by a pit boss (then), who is named as such, and
    played before it was entered."""
    payload: _Row = e.payload
    entered = payload["late"]
    user = _user(proj, e.actor)
    where = Where(e.round_id, entry=entry_of(e), late=True)
    if not isinstance(entered, Mapping) or not isinstance(entered.get("played_at_us"), int):
        return [finding(Code.LATE_NO_TIME, where=where)]
    late = cast("_Row", entered)
    out: list[str] = []
    if user is None or user["role"] != "pit_boss":
        out.append(finding(Code.LATE_NOT_BOSS, where=where, who=Person(str(user["name"]) if user else None)))
    if late.get("entered_by") != e.actor:
        out.append(finding(Code.LATE_ENTERED_BY, where=where, a=Val(late.get("entered_by")), b=Val(e.actor)))
    return out


def _late_time_problem(e: LogEntry) -> str | None:
    """A late entry's stated time after the entry's own (unless a correction puts it right later)."""
    late = e.payload.get("late")
    if not isinstance(late, Mapping) or not isinstance(late.get("played_at_us"), int):
        return None
    if played_in_time(late["played_at_us"], e.ts_us):
        return None
    return finding(Code.LATE_PLAYED_AFTER, where=Where(e.round_id, entry=entry_of(e), late=True),
                   when=_when(late["played_at_us"]))


def _late_corrected(corrections: list[LogEntry], open_: dict[int, str], started: Mapping[int, tuple[int, int]],
                    proj: Projection, report: AuditReport) -> list[str]:
    """Late entries' corrections: each by a pit boss, of a late entry, to a time that keeps the
    rule; a corrected entry's time problem is then an information line, not a failure."""
    out: list[str] = []
    for c in corrections:
        ref = int(c.ref or 0)
        user = _user(proj, c.actor)
        where = Where(c.round_id, entry=entry_of(c), late=True)
        if ref not in started or started[ref][1] != c.round_id:
            out.append(finding(Code.LATE_CORRECTS_OTHER, where=where, a=Val(ref)))
            continue
        played = c.payload.get("played_at_us")
        if user is None or user["role"] != "pit_boss":
            out.append(finding(Code.LATE_CORRECTED_NOT_BOSS, where=where, who=Person(str(user["name"]) if user else None)))
            continue
        if not isinstance(played, int) or not played_in_time(played, started[ref][0]):
            out.append(finding(Code.LATE_STILL_AFTER, where=where))
            continue
        open_.pop(ref, None)
        report.infos.append(finding(Code.INFO_LATE_CORRECTED, r=c.round_id, played=_when(played),
                                    who=Person(str(user["name"])), when=_when(c.ts_us), why=c.payload.get("reason")))
    return out + list(open_.values())


def _other_signatures(e: LogEntry, signs: Mapping[int, _Sign], used: dict[int, int]) -> list[str]:
    """The co-signatures of the others who signed ``e`` with its actor (``co_signatures``):
    each a co-signature recorded before it, by a person the entry names, given for what they
    sign here, and used once."""
    p: _Row = e.payload
    extra = p.get("co_signatures")
    if extra is None:
        return []
    where = Where(entry=entry_of(e))
    if not isinstance(extra, list) or not all(type(x) is int for x in cast("list[object]", extra)):
        return [finding(Code.CO_SIGNATURES_NOT_LIST, where=where)]
    opener = p.get("opener")
    named = {e.actor, p.get("counted_by"), p.get("confirmed_by"), p.get("second_signer")}
    if isinstance(opener, Mapping):
        opened = cast("_Row", opener)
        named |= {opened.get("counted_by"), opened.get("confirmed_by")}
    wanted = _OTHERS_SIGN.get(EntryKind(e.kind), _permissions(e.kind))
    if e.kind in SECOND_SIGNER_KINDS:
        wanted = ("second_sign",)
    out: list[str] = []
    for seq in cast("list[int]", extra):
        sign = signs.get(seq)
        if sign is None or sign.kind != EntryKind.CO_SIGNED or sign.seq >= e.seq or sign.actor not in named:
            out.append(finding(Code.CO_SIGNATURE_NOT_NAMED, where=where, n=seq))
            continue
        out += _co_signature_problems(e, sign, wanted, used)
    return out


def _co_signature_problems(e: LogEntry, sign: _Sign, wanted: tuple[str | None, ...], used: dict[int, int]
                           ) -> list[str]:
    """A co-signature on ``e``: given to what ``e`` needs, for its shift and round, used once
    (``used`` maps each co-signature to the entry it signed)."""
    where, seq = Where(entry=entry_of(e)), sign.seq
    out: list[str] = []
    if sign.permission not in wanted:
        out.append(finding(Code.CO_SIGNATURE_PERMISSION, where=where, n=seq, perm=sign.permission))
    if sign.shift_id is not None and e.shift_id is not None and sign.shift_id != e.shift_id:
        out.append(finding(Code.CO_SIGNATURE_SHIFT, where=where, n=seq, s=sign.shift_id))
    if sign.round_id is not None and e.round_id is not None and sign.round_id != e.round_id:
        out.append(finding(Code.CO_SIGNATURE_ROUND, where=where, n=seq, r=sign.round_id))
    if seq in used:
        out.append(finding(Code.CO_SIGNATURE_USED, where=where, n=seq, m=used[seq]))
    used.setdefault(seq, e.seq)
    return out


def _who(actor: int | None, names: Mapping[int, str]) -> Person:
    return Person(names.get(actor) if actor is not None else None, actor)


def _supervision_failure(d: _Decision, facts: _RoundFacts) -> bool | None:
    """An approval, refusal, void or floor ruling not by a pit boss (False) or by one who
    prepared the round (True); None: as it should be."""
    if d.role != "pit_boss":
        return False
    return True if facts.prepared_by(d.actor) else None


def _supervision_lines(failures: list[tuple[_Decision, bool]], names: Mapping[int, str]) -> list[str]:
    """Every approval, refusal, void and floor ruling is by a pit boss who did not prepare the round
    (the failures, in log order)."""
    out: list[str] = []
    for e, by_preparer in sorted(failures, key=lambda x: x[0].seq):
        what = e.kind.replace("_", " ")
        if not by_preparer:
            out.append(finding(Code.DECISION_NOT_BOSS, where=Where(e.round_id, entry=entry_of(e)), kind=what,
                               who=_who(e.actor, names), role=e.role or "unknown user"))
        else:
            out.append(finding(Code.DECISION_BY_PREPARER, where=Where(e.round_id, entry=entry_of(e)), kind=what,
                               who=_who(e.actor, names)))
    return out


def _past_facts(store: Store, round_id: int, first: int, before: int) -> _RoundFacts | None:
    """What the walk gathered about a round from its entries walked so far (``first`` to
    ``before``), read again: a round settled or voided earlier, whose facts were forgotten,
    met again (a settled round voided later). None: none of its entries walked yet."""
    entries = [x for x in store.round_entries(round_id) if first <= x.seq < before and x.kind in _ROUND_FACT_KINDS]
    if not entries:  # (a PIN check names its round too, but gathers no fact of it)
        return None
    facts = _RoundFacts()
    for x in entries:
        if x.kind == EntryKind.ROUND_STARTED:
            facts.jackpot_start = x.payload.get("jackpot_start")
            dealer = x.payload.get("dealer")
            if isinstance(dealer, int):
                facts.add_preparer(dealer)
        elif x.kind == EntryKind.STEP:
            if x.actor is not None:
                facts.add_preparer(x.actor)
        elif x.kind == EntryKind.ROUND_SETTLED:
            facts.meter_delta = _int(cast("_Row", x.payload).get("meter_delta", 0))
            facts.closed = True
        elif x.kind == EntryKind.ROUND_VOIDED:
            facts.closed = True
        elif x.kind in _SUPERVISED:
            p: _Row = x.payload
            facts.add_decision(_Decision(x.seq, x.kind, x.actor, x.shift_id, x.round_id, None, p.get("steps"),
                                         p.get("digest"), p.get("box", 0), p.get("jackpot_base")))
    return facts


class _RoundRows:
    """The rounds table compared with the log's rebuilt rows as the walk goes: each round's row
    when it is settled or voided (then forgotten), the table read in id order a batch at a time.
    A round that changes after that (a settled round voided later) is rebuilt from its entries
    and compared again; what is left at the end (open rounds, rows the log never started) is
    compared then."""

    def __init__(self, store: Store, proj: Projection, first: int) -> None:
        self._store, self._proj, self._first = store, proj, first
        self._cursor: Iterator[RoundRow] = store.iter_rounds(batch=256)
        self._read = -1  # the highest id read from the table
        self._unread = True
        self.waiting: dict[int, RoundRow] = {}  # rows read, their rounds not final yet (or never started)
        self.problems: dict[int, list[str]] = {}  # round id -> its row's problems

    def _stored(self, rid: int) -> RoundRow | None:
        while self._unread and self._read < rid:
            r = next(self._cursor, None)
            if r is None:
                self._unread = False
                break
            self.waiting[r.id] = r
            self._read = r.id
        return self.waiting.pop(rid, None)

    def final(self, rid: int, seq: int) -> None:
        exp = self._proj.rounds.pop(rid, None)
        if exp is not None:
            found = _round_row_problems(rid, exp, self._stored(rid))
        else:  # compared before (or never started): rebuilt from its entries so far
            again = Projection.of(x for x in self._store.round_entries(rid) if self._first <= x.seq <= seq)
            exp = again.rounds.get(rid)
            if exp is None:
                return
            row = self._store.round(rid)
            if row is not None and self._read < rid:  # not reached by the cursor yet
                self._stored(rid)
            found = _round_row_problems(rid, exp, row)
        if found:
            self.problems[rid] = found
        else:
            self.problems.pop(rid, None)

    def rest(self) -> dict[int, RoundRow]:
        """The table's rows not compared yet."""
        self._stored(1 << 62)
        return self.waiting


def _round_row_problems(rid: int, exp: _Row | None, r: RoundRow | None) -> list[str]:
    if exp is None:
        return [finding(Code.ROUND_NOT_STARTED, r=rid)]
    if r is None:
        return [finding(Code.ROUND_NOT_IN_TABLE, r=rid)]
    actual = {"shift_id": r.shift_id, "number": r.number, "dealer": r.dealer, "house_version": r.house_version,
              "jackpot_start": r.jackpot_start, "status": r.status.value, "steps": r.steps,
              "started_seq": r.started_seq, "settled_seq": r.settled_seq, "voided_seq": r.voided_seq}
    return [finding(Code.ROUND_FIELD_DIFFERS, r=rid, f=k, a=Val(actual[k], r=True, amount=k in MONEY_FIELDS),
                    b=Val(exp[k], r=True, amount=k in MONEY_FIELDS)) for k in actual if actual[k] != exp[k]]


def _paid_from(e: LogEntry, facts: _RoundFacts) -> str | None:
    """A settlement pays its jackpot shares from the meter at the round's start, or (a hit on
    a linked meter) from the meter its approval in force recorded (``jackpot_base``)."""
    p = e.payload
    started, paid_from = facts.jackpot_start, p.get("jackpot_start")
    if started is None or paid_from == started:
        return None
    approval = next((d for d in facts.decisions or () if d.seq == p.get("approval") and d.kind == EntryKind.APPROVED),
                    None)
    if approval is not None and approval.base == paid_from and p.get("round_jackpot_start") == started:
        return None
    return finding(Code.JACKPOT_PAID_FROM, where=Where(e.round_id, entry=entry_of(e)), a=Val(paid_from, amount=True),
                   b=Val(started, amount=True))


def _check_approval(where: Where, settled: _Settled, facts: _RoundFacts, required: list[ApprovalItem],
                    digest: str) -> list[str]:
    """A settlement that held payouts or jackpot shares was approved (or ruled) as it stood, with no refusal standing."""
    steps = settled.steps
    current = [d for d in facts.decisions or ()
               if d.seq < settled.seq and d.steps == steps and d.digest == digest]
    approved: int | None = None
    refused: _Decision | None = None
    ruled: set[int] = set()
    for d in current:
        if d.kind == EntryKind.APPROVED:
            approved, refused = d.seq, None
        elif d.kind == EntryKind.REFUSED:
            refused, approved = d, None
        else:
            ruled.add(int(cast("SupportsInt", d.box)))  # the payload's box, as the log holds it
            refused = None
    out: list[str] = []
    if refused is not None:
        out.append(finding(Code.SETTLED_WHILE_REFUSED, where=where, a=entry_of(settled), b=entry_of(refused)))
    if required and approved is None and not all(item.box in ruled for item in required):
        held = tuple(Held(int(i.box), i.kind == ApprovalKind.JACKPOT, int(i.amount)) for i in required)
        out.append(finding(Code.SETTLED_UNAPPROVED, where=where, a=entry_of(settled), held=held))
    if settled.approval != approved and (required or settled.approval is not None):
        out.append(finding(Code.APPROVAL_NOT_IN_LOG, where=where, a=entry_of(settled), n=settled.approval, m=approved))
    return out


def _infos(report: AuditReport, voids: list[LogEntry], rulings: list[LogEntry], names: Mapping[int, str]) -> None:
    """Voids and floor rulings, as information lines (who, when, why)."""
    for v in voids:
        p = v.payload
        what = "misdeal, unfinished" if p.get("misdeal") else "settled round"
        report.infos.append(finding(Code.INFO_VOIDED, r=v.round_id, what=what,
                                    who=Person(str(names.get(v.actor or 0, v.actor))), when=_when(v.ts_us),
                                    why=p.get("reason")))
    for r in rulings:
        p = r.payload
        report.infos.append(finding(Code.INFO_RULING, r=r.round_id, b=p.get("box"), net=Val(p.get("net"), amount=True),
                                    c=Val(p.get("computed_net"), amount=True),
                                    who=Person(str(names.get(r.actor or 0, r.actor))), when=_when(r.ts_us),
                                    why=p.get("reason")))


def _compare_projections(store: Store, proj: Projection, rows: _RoundRows) -> list[str]:
    from dealer_app.store.chain import pin_tag
    from dealer_app.store.reader import compare_users

    key, db_uuid = store.key, store.db_uuid
    # a floor station's login reads no PIN hash (schema 11): the server holds them, and the
    # owner's or auditor's verification compares them with their tags
    out = compare_users(proj.users, store.users(),
                        None if store.pin_hashes_hidden else (lambda uid, h: pin_tag(key, db_uuid, uid, h)))
    out += _compare_rows(store, proj, shifts={s.id: s for s in store.shifts()}, rounds=rows.rest(),
                         training={t.id: t for t in store.training_results()}, compared=rows.problems)
    out += _patron_day_problems(store, proj)
    return out


def _patron_day_problems(store: Store, proj: Projection) -> list[str]:
    """A station's own file: its patrons' gaming days as the log gives them. (A floor's are every
    table's, rebuilt from all their logs by the floor's verification.)"""
    from dealer_app.players.cash import patron_day_problems
    from dealer_app.store.records import PatronDayRow
    from dealer_app.store.sqlite import SQLiteStore

    if not isinstance(store, SQLiteStore):
        return []
    held = store.patron_days() or []
    days: Mapping[object, _Row] = proj.tables.get("patron_days", {})
    rebuilt = {(str(r["player"]), str(r["gaming_day"]), bool(r["simulated"])): PatronDayRow(
        str(r["player"]), str(r["gaming_day"]), bool(r["simulated"]), _int(r["cash_in"]), _int(r["cash_out"]),
        _int(r["transactions"]), _int(r["last_us"]), {"": _int(dict(cast("_Row", r["last_seqs"]))[""])})
        for r in days.values()}
    return patron_day_problems(rebuilt, held, "the projection")


def _compare_rows(store: Store, proj: Projection, *, shifts: Mapping[int, ShiftRow], rounds: Mapping[int, RoundRow],
                  training: Mapping[int, TrainingRow], skip_houses: frozenset[int] = frozenset(),
                  skip_shifts: frozenset[int] = frozenset(), compared: Mapping[int, list[str]] | None = None
                  ) -> list[str]:
    """The tables' rows given (and every row the log rebuilt, but those skipped: taken from
    before a checkpoint) against the log's; the meters and the settings in full. ``compared``:
    the problems of the round rows compared during the walk (by round)."""
    out: list[str] = []
    rebuilt_shifts: Mapping[int, _Row] = proj.shifts
    for sid in sorted(set(shifts) | (set(proj.shifts) - skip_shifts)):
        exp, row = rebuilt_shifts.get(sid), shifts.get(sid)
        if exp is None:
            out.append(finding(Code.SHIFT_NOT_OPENED, s=sid))
            continue
        if row is None:
            out.append(finding(Code.SHIFT_NOT_IN_TABLE, s=sid))
            continue
        actual = {"table_name": row.table_name, "profile": row.profile, "dealer": row.dealer,
                  "simulated": row.simulated, "gaming_day": row.gaming_day, "opened_seq": row.opened_seq,
                  "opened_us": row.opened_us, "closed_seq": row.closed_seq, "closed_us": row.closed_us,
                  "rounds": row.rounds}
        out += [finding(Code.SHIFT_FIELD_DIFFERS, s=sid, f=k, a=Val(actual[k], r=True, amount=k in MONEY_FIELDS),
                        b=Val(exp[k], r=True, amount=k in MONEY_FIELDS)) for k in actual if actual[k] != exp[k]]
    compared = compared or {}
    for rid in sorted(set(rounds) | set(proj.rounds) | set(compared)):
        if rid in compared:
            out += compared[rid]
        else:
            out += _round_row_problems(rid, proj.rounds.get(rid), rounds.get(rid))
    house = {h.version: h for h in store.house_versions() if h.version not in skip_houses}
    rebuilt_house: Mapping[int, _Row] = proj.house
    for v in sorted(set(house) | (set(proj.house) - skip_houses)):
        version, h = rebuilt_house.get(v), house.get(v)
        if version is None or h is None or (h.profile, h.seq) != (version["profile"], version["seq"]):
            out.append(finding(Code.HOUSE_TABLE_DIFFERS, v=v))
    if store.meter(simulated=True) != proj.sim_meter:
        out.append(finding(Code.SIM_METER_DIFFERS, a=Val(store.meter(simulated=True), amount=True),
                           b=Val(proj.sim_meter, amount=True)))
    # on a floor, a table on a linked meter keeps its own net movement apart
    # (the linked meter is checked across its tables by the floor check)
    stored_meter = store.table_meter()
    if stored_meter != proj.meter:
        out.append(finding(Code.METER_DIFFERS, a=Val(stored_meter, amount=True), b=Val(proj.meter, amount=True)))
    settings = dict(store.settings())
    if settings != proj.settings:
        for k in sorted(set(settings) | set(proj.settings)):
            if settings.get(k) != proj.settings.get(k):
                out.append(finding(Code.SETTING_DIFFERS, f=k, a=Val(settings.get(k), r=True, amount=k in MONEY_FIELDS),
                                   b=Val(proj.settings.get(k), r=True, amount=k in MONEY_FIELDS)))
    rebuilt_training: Mapping[int, _Row] = proj.training
    for tid in sorted(set(training) | set(proj.training)):
        result, t = rebuilt_training.get(tid), training.get(tid)
        if result is None or t is None or (t.user_id, t.seq, dict(t.payload)) != (
                result["user_id"], result["seq"], result["payload"]):
            out.append(finding(Code.TRAINEE_DIFFERS, t=tid))
    return out




def _moved_before(store: Store, round_id: int | None, first: int) -> int:
    """The meter movement of a round settled before the walk's first entry (``--since-checkpoint``:
    a round of an earlier shift voided after the checkpoint); 0 when the walk starts at entry 1."""
    if first <= 1 or round_id is None:
        return 0
    settled = [e for e in store.entries_of_kind([EntryKind.ROUND_SETTLED.value], round_id=int(round_id))
               if e.seq < first]
    return _int(cast("_Row", settled[-1].payload).get("meter_delta", 0)) if settled else 0


@dataclass(frozen=True)
class _Seeded:
    """What ``--since-checkpoint`` took from before its checkpoint (compared only as far as
    the entries after it change it)."""

    checkpoint: Checkpoint
    shifts: frozenset[int]
    houses: frozenset[int]
    training: frozenset[int]


def _seed(store: Store, cp: Checkpoint, proj: Projection, names: dict[int, str], houses: dict[int, HouseMapping],
          signs: dict[int, _Sign]) -> _Seeded:
    """The state at the checkpoint: its signed users, settings and meters; the house rules and
    PIN checks the log recorded before it (each entry still linked to its predecessor by its
    MAC); the shifts table's flags of earlier shifts (their rows are not compared)."""
    p: _Row = cp.payload
    proj.meter, proj.sim_meter = _int(p["meter"]), _int(p["sim_meter"])
    users = proj.users
    for uid, u in dict(cast("Mapping[str, _Row]", p["users"])).items():
        users[int(uid)] = {"id": int(uid), "name": u["name"], "role": u["role"], "builtin": bool(u["builtin"]),
                           "disabled": bool(u["disabled"]), "pin_hash": None, "failed": 0, "locked_until_us": None,
                           "created_seq": 0}
        names[int(uid)] = str(u["name"])
    proj.tables["settings"] = {str(k): {"key": str(k), "value": str(v), "seq": 0} for k, v in dict(cast("_Row", p["settings"])).items()}
    for row in store.shifts():
        if row.opened_seq < cp.seq:
            proj.shifts[row.id] = {"id": row.id, "table_name": row.table_name, "simulated": row.simulated,
                                   "dealer": row.dealer, "rounds": 0}
    earlier = [e for e in store.entries_of_kind([EntryKind.HOUSE_RULES_SET.value, EntryKind.SIGN_IN.value,
                                                 EntryKind.CO_SIGNED.value]) if e.seq < cp.seq]
    for e in earlier:
        held: _Row = e.payload
        if e.kind == EntryKind.HOUSE_RULES_SET:
            houses[_int(held["version"])] = cast("HouseMapping", held["rules"])
            proj.house[_int(held["version"])] = {"profile": held["profile"], "seq": e.seq}
        else:
            signs[e.seq] = _Sign(e.seq, e.kind, e.actor, e.shift_id, e.round_id, held.get("permission"))
    training = frozenset(t.id for t in store.training_results() if t.seq < cp.seq)
    return _Seeded(cp, frozenset(proj.shifts), frozenset(proj.house), training)


def _compare_since(store: Store, proj: Projection, seeded: _Seeded, read: int) -> list[str]:
    """``--since-checkpoint``: the counts, the meters and the settings in full; the shifts,
    rounds, house rules and trainee results recorded after the checkpoint row by row."""
    p: _Row = seeded.checkpoint.payload
    out: list[str] = []
    anchor = store.anchor()
    if anchor.count != _int(p["entries"]) + read:
        out.append(finding(Code.CHECKPOINT_COUNTS_ENTRIES, a=anchor.count, b=p["entries"], c=read))
    shifts = {s.id: s for s in store.shifts()}
    new_shifts = set(proj.shifts) - seeded.shifts
    if len(shifts) != _int(p["shifts"]) + len(new_shifts):
        out.append(finding(Code.CHECKPOINT_COUNTS_SHIFTS, a=len(shifts), b=p["shifts"], c=len(new_shifts)))
    started = sum(s.rounds for s in shifts.values())
    if started != _int(p["rounds"]) + len(proj.rounds):
        out.append(finding(Code.CHECKPOINT_COUNTS_ROUNDS, a=started, b=p["rounds"], c=len(proj.rounds)))
    later_shifts = {sid for sid, row in shifts.items() if row.opened_seq >= seeded.checkpoint.seq} | new_shifts
    rebuilt_rounds: Mapping[int, _Row] = proj.rounds
    round_shifts = later_shifts | {_int(r["shift_id"]) for r in rebuilt_rounds.values() if r.get("shift_id") is not None}
    rounds = {r.id: r for sid in sorted(round_shifts) for r in store.rounds(sid)}
    rounds = {rid: r for rid, r in rounds.items() if r.started_seq >= seeded.checkpoint.seq}
    training = {t.id: t for t in store.training_results() if t.id not in seeded.training}
    out += _compare_rows(store, proj, shifts={k: v for k, v in shifts.items() if k in later_shifts},
                         rounds=rounds, training=training, skip_houses=seeded.houses, skip_shifts=seeded.shifts)
    return out
