"""What the shift report and the round slip say, as typed frozen records.

This module is the report's *data*: it knows nothing of PDF (``reports/``
renders these records) and nothing of SQL (the builder at the bottom reads
them through the services' read API). Everything a printed page shows is
decided here, so it can be tested without a PDF:

* money is ``int`` minor units, signed from the **player's** side in a box's
  ``results``/``net`` (as in the settlement, FORMATS.md) and from the
  **house's** side in every ``house_*`` figure;
* a round's *computed* figures are the engine's settlement as stored; its
  *effective* figures apply the corrections of RULES.md §13: a voided round
  counts nothing, a floor ruling replaces the computed figure of its box;
* times are aware UTC ``datetime``; the report shows them in the shift's
  time zone.

The summary, the per-box table and the house-result series are *derived*
from the rounds by :func:`summarize` (one pass, linear in the rounds), never
passed in, so the printed totals cannot disagree with the printed rounds.
"""

from __future__ import annotations

import contextlib
import enum
import gc
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from datetime import UTC, date, datetime, timedelta
from typing import TYPE_CHECKING, Any

from dealer_app.services.common import NotFoundError, Settings
from dealer_app.store.records import EntryKind, RoundStatus
from rules.cards import FULL_DECK, Card, parse_card, parse_cards
from rules.hands import Category, Combination, Hand
from rules.poker.record import Decision, ExchangeEntry, NoGame
from rules.poker.settle import BoxSettlement, Outcome, Settlement, Terms

if TYPE_CHECKING:
    from dealer_app.services import DealerServices
    from dealer_app.services.count import CountView
    from dealer_app.services.house import HouseVersion
    from dealer_app.services.read import RoundView, RulingRecord, ShiftView

__all__ = [
    "Approval",
    "ApprovalSubject",
    "AuditAnchor",
    "BoxLine",
    "BoxSummary",
    "CapLine",
    "Correction",
    "CorrectionKind",
    "DealerView",
    "DutyRole",
    "HandView",
    "JackpotLedger",
    "LateEntryLine",
    "Ledger",
    "MeterChange",
    "MeterMovement",
    "OnDuty",
    "ReportDataError",
    "ReportSourceError",
    "RouletteHandLine",
    "RoulettePot",
    "RouletteStatus",
    "RouletteSummary",
    "RoundLine",
    "RoundSlip",
    "RulesInUse",
    "SeriesPoint",
    "ShiftHeader",
    "ShiftReport",
    "ShiftSummary",
    "Term",
    "Verdict",
    "build_round_slip",
    "build_shift_report",
    "gains",
    "local_zone_name",
    "paused_gc",
    "roulette_lines",
    "summarize",
    "summarize_roulette",
]


class ReportDataError(ValueError):
    """The records handed to the report contradict themselves (a bug upstream,
    never bad user input): e.g. a box whose ``net`` is not Σ results − capped."""

    def __init__(self, where: str, problem: str) -> None:
        self.where = where
        self.problem = problem
        super().__init__(f"{where}: {problem}")


# ---------------------------------------------------------------------------
# Money by kind
# ---------------------------------------------------------------------------


class Term(enum.StrEnum):
    """The five kinds of money in a box (FORMATS.md ``stakes``/``results``)."""

    ANTE = "ante"
    BET = "bet"
    BONUS = "bonus"
    INSURANCE = "insurance"
    FEES = "fees"

    @property
    def label(self) -> str:
        return _TERM_LABELS[self]


_TERM_LABELS = {
    Term.ANTE: "Antes",
    Term.BET: "Bets",
    Term.BONUS: "Bonus",
    Term.INSURANCE: "Insurance",
    Term.FEES: "Fees",
}


def gains(t: Terms) -> int:
    """The positive terms' sum (what the house paid the player)."""
    return sum(max(0, v) for v in t)


ZERO = Terms()


# ---------------------------------------------------------------------------
# One round as recorded and settled
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class HandView:
    category: Category
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class DealerView:
    """The dealer's hand; ``cards`` is None when every box folded (never turned)."""

    cards: tuple[Card, ...] | None
    replacements: tuple[Card, ...] = ()
    hand: HandView | None = None
    qualified: bool = False
    bought: bool = False
    replaced: tuple[Card, ...] = ()
    final_hand: HandView | None = None
    final_qualified: bool = False


@dataclass(frozen=True, slots=True)
class BoxLine:
    """One box of one round: what was recorded and how it settled (computed)."""

    box: int
    stakes: Terms
    results: Terms
    capped: int
    net: int
    outcome: Outcome
    dark: bool = False
    decision: Decision | None = None
    no_game: NoGame | None = None
    bought_game: bool = False
    dealt: tuple[Card, ...] | None = None
    exchange: ExchangeEntry | None = None
    sixth_card: Card | None = None
    sixth_bought: bool = False
    final_cards: tuple[Card, ...] | None = None
    hand: HandView | None = None
    second_hand: HandView | None = None
    bonus_hand: Category | None = None
    jackpot_share: int = 0
    """The part of ``results.bonus`` that is a jackpot share (paid by the meter)."""
    explanation: tuple[str, ...] = ()

    def check(self, where: str) -> None:
        if self.net != self.results.total - self.capped:
            raise ReportDataError(where, f"net {self.net} is not Σ results {self.results.total} − capped {self.capped}")
        if self.capped < 0 or self.jackpot_share < 0:
            raise ReportDataError(where, "capped and jackpot share cannot be negative")
        if self.jackpot_share > max(0, self.results.bonus):
            raise ReportDataError(where, f"jackpot share {self.jackpot_share} exceeds the bonus result {self.results.bonus}")


class CorrectionKind(enum.StrEnum):
    VOID = "void"
    FLOOR_RULING = "floor_ruling"

    @property
    def label(self) -> str:
        return "void" if self is CorrectionKind.VOID else "floor ruling"


@dataclass(frozen=True, slots=True)
class LateEntryLine:
    """A round played on paper (the station or the floor server was down) and entered afterwards."""

    played_at: datetime
    """When it was played, as the paper says."""
    entered_at: datetime
    """When a pit boss entered it (the log's time)."""
    by: str
    note: str = ""


@dataclass(frozen=True, slots=True)
class Correction:
    """A void or a floor ruling (RULES.md §13): a new entry pointing at the
    original, with who and why. A ruling replaces the computed ``net`` of one
    box (player's side) by ``ruled_net``; ``box`` None means the whole round
    (a void always is)."""

    kind: CorrectionKind
    round_id: str
    at: datetime
    by: str
    reason: str
    round_no: int | None = None
    box: int | None = None
    computed_net: int | None = None
    ruled_net: int | None = None
    approved_by: str | None = None
    settled: bool = True
    """False for a void of a round that never settled (a misdeal): it is listed, but has no figures."""
    in_force: bool = True
    """False for a ruling made on entries that were corrected afterwards (it no longer applies)."""

    @property
    def adjustment(self) -> int:
        """Ruled − computed, player's side (0 for a void)."""
        if self.kind is CorrectionKind.FLOOR_RULING and self.ruled_net is not None and self.computed_net is not None:
            return self.ruled_net - self.computed_net
        return 0


class ApprovalSubject(enum.StrEnum):
    LARGE_PAYOUT = "large_payout"
    JACKPOT_SHARE = "jackpot_share"
    VOID = "void"
    FLOOR_RULING = "floor_ruling"
    METER_ADJUSTMENT = "meter_adjustment"
    OTHER = "other"

    @property
    def label(self) -> str:
        return {
            "large_payout": "large payout",
            "jackpot_share": "jackpot share",
            "void": "void",
            "floor_ruling": "floor ruling",
            "meter_adjustment": "meter adjustment",
            "other": "other",
        }[self.value]


class Verdict(enum.StrEnum):
    APPROVED = "approved"
    REFUSED = "refused"


@dataclass(frozen=True, slots=True)
class Approval:
    """A pit boss's decision on something that needs one (issue 3 §4)."""

    subject: ApprovalSubject
    verdict: Verdict
    at: datetime
    decided_by: str
    prepared_by: str | None = None
    round_id: str | None = None
    round_no: int | None = None
    box: int | None = None
    amount: int | None = None
    reason: str = ""


@dataclass(frozen=True, slots=True)
class RoundLine:
    """A settled round: its record, its computed settlement and its corrections."""

    round_id: str
    number: int
    """1-based position in the shift (the listing's ``#``)."""
    settled_at: datetime
    dealer: str
    rules_version: str
    jackpot_before: int
    jackpot_after: int
    boxes: tuple[BoxLine, ...]
    house_net: int
    """Computed: −Σ net (FORMATS.md)."""
    dealer_view: DealerView = field(default_factory=lambda: DealerView(cards=None))
    started_at: datetime | None = None
    void: Correction | None = None
    rulings: tuple[Correction, ...] = ()
    approvals: tuple[Approval, ...] = ()
    late: LateEntryLine | None = None
    """Set for a paper round entered afterwards (a late entry)."""

    @property
    def voided(self) -> bool:
        return self.void is not None

    @property
    def ruled(self) -> bool:
        return bool(self.rulings)

    def ruling_for(self, box: int) -> Correction | None:
        found = None
        for r in self.rulings:  # the latest ruling on a box stands
            if r.box == box:
                found = r
        return found

    def effective_net(self, box: BoxLine) -> int:
        """The box's net after corrections (player's side)."""
        if self.void is not None:
            return 0
        r = self.ruling_for(box.box)
        return box.net if r is None or r.ruled_net is None else r.ruled_net

    @property
    def ruling_adjustment(self) -> int:
        """Σ (ruled − computed) over the boxes ruled, player's side; 0 when voided."""
        if self.void is not None:
            return 0
        return sum(self.effective_net(b) - b.net for b in self.boxes)

    @property
    def effective_house_net(self) -> int:
        return 0 if self.void is not None else self.house_net - self.ruling_adjustment

    @property
    def stakes(self) -> Terms:
        return Terms(*(sum(x) for x in zip(*(b.stakes for b in self.boxes), strict=True))) if self.boxes else ZERO

    @property
    def capped(self) -> int:
        return sum(b.capped for b in self.boxes)

    @property
    def jackpot_shares(self) -> int:
        return sum(b.jackpot_share for b in self.boxes)

    @property
    def paid_out(self) -> int:
        """What the house paid the players this round (computed): winnings − capped."""
        return sum(gains(b.results) for b in self.boxes) - self.capped

    def check(self) -> None:
        where = f"round {self.number} ({self.round_id})"
        for b in self.boxes:
            b.check(f"{where} box {b.box}")
        if [b.box for b in self.boxes] != sorted({b.box for b in self.boxes}):
            raise ReportDataError(where, "boxes must be unique and in ascending order")
        if self.house_net != -sum(b.net for b in self.boxes):
            raise ReportDataError(where, f"house result {self.house_net} is not −Σ net")


# ---------------------------------------------------------------------------
# Jackpot meter
# ---------------------------------------------------------------------------


class MeterChange(enum.StrEnum):
    CONTRIBUTION = "contribution"
    SHARE = "share"
    ADJUSTMENT = "adjustment"
    OTHER_TABLES = "other_tables"
    """Movements of the (shared) meter by rounds at other tables during the shift."""

    @property
    def label(self) -> str:
        return {
            "contribution": "contribution",
            "share": "share paid",
            "adjustment": "adjustment",
            "other_tables": "other tables",
        }[self.value]


@dataclass(frozen=True, slots=True)
class MeterMovement:
    """One change of the jackpot meter; ``amount`` is signed from the meter's side
    (a share paid is negative)."""

    kind: MeterChange
    at: datetime
    amount: int
    meter_after: int
    round_id: str | None = None
    round_no: int | None = None
    box: int | None = None
    by: str | None = None
    reason: str = ""


@dataclass(frozen=True, slots=True)
class JackpotLedger:
    start: int
    end: int
    movements: tuple[MeterMovement, ...] = ()

    def total(self, kind: MeterChange) -> int:
        return sum(m.amount for m in self.movements if m.kind is kind)

    def check(self) -> None:
        meter = self.start
        for i, m in enumerate(self.movements, 1):
            meter += m.amount
            if meter != m.meter_after:
                raise ReportDataError(f"jackpot movement {i}", f"meter after is {m.meter_after}, expected {meter}")
        if meter != self.end:
            raise ReportDataError("jackpot", f"start {self.start} + movements gives {meter}, not the end {self.end}")


# ---------------------------------------------------------------------------
# The shift
# ---------------------------------------------------------------------------


class DutyRole(enum.StrEnum):
    DEALER = "dealer"
    PIT_BOSS = "pit_boss"


@dataclass(frozen=True, slots=True)
class OnDuty:
    """Someone on duty: a dealer's spell at the table (``since``..``until``, None
    until close), or a pit boss known by the decisions they recorded."""

    name: str
    role: DutyRole
    since: datetime | None = None
    until: datetime | None = None
    actions: int = 0


@dataclass(frozen=True, slots=True)
class RulesInUse:
    """A house-rules version used for some of the shift's rounds."""

    version: str
    rounds: int
    first_round: int | None = None
    last_round: int | None = None
    name: str = ""
    max_payout: int | None = None
    min_ante: int | None = None
    max_ante: int | None = None
    jackpot_contribution_percent: int | None = None


@dataclass(frozen=True, slots=True)
class ShiftHeader:
    casino: str
    table: str
    shift_id: str
    simulated: bool
    opened_at: datetime
    closed_at: datetime | None
    currency: str
    timezone: str = "UTC"
    """IANA zone the report shows times in."""
    locale: str = "en_GB"
    gaming_day: date | None = None
    dealers: tuple[OnDuty, ...] = ()
    pit_bosses: tuple[OnDuty, ...] = ()
    rules: tuple[RulesInUse, ...] = ()


@dataclass(frozen=True, slots=True)
class AuditAnchor:
    """The audit log as of shift close: how many entries, and the chain head."""

    entries: int
    head: str
    at: datetime
    key_id: str | None = None
    database: str = "DATABASE"

    @property
    def check_command(self) -> str:
        """The one command that checks the log still holds this anchor (rolled back, cut or re-signed if not)."""
        return f"dealer-app audit verify --db {self.database} --anchor {self.head}"


@dataclass(frozen=True, slots=True)
class Ledger:
    """Money over a set of rounds, by kind.

    ``house_result = lost.total − won.total + capped − rulings`` where ``won``
    and ``lost`` are the players' per-term winnings and losses before the cap
    and ``rulings`` is Σ (ruled − computed) from the player's side.
    """

    rounds: int = 0
    box_rounds: int = 0
    handle: Terms = ZERO
    won: Terms = ZERO
    lost: Terms = ZERO
    jackpot_shares: int = 0
    capped: int = 0
    rulings: int = 0
    house_result: int = 0

    @property
    def paid_out(self) -> int:
        """Everything the house (and the meter) paid players: winnings − capped + rulings."""
        return self.won.total - self.capped + self.rulings

    @property
    def fixed_bonus_won(self) -> int:
        return self.won.bonus - self.jackpot_shares



class _LedgerSum:
    """Accumulates a :class:`Ledger` over rounds (plain integers: one pass, no copies)."""

    __slots__ = ("box_rounds", "capped", "handle", "house", "jackpot", "lost", "rounds", "rulings", "won")

    def __init__(self) -> None:
        self.rounds = self.box_rounds = self.jackpot = self.capped = self.rulings = self.house = 0
        self.handle = [0] * 5
        self.won = [0] * 5
        self.lost = [0] * 5

    def add(self, rnd: RoundLine, *, effective: bool) -> None:
        if effective and rnd.voided:
            return
        self.rounds += 1
        self.box_rounds += len(rnd.boxes)
        handle, won, lost = self.handle, self.won, self.lost
        for b in rnd.boxes:
            s, r = b.stakes, b.results
            for i, (stake, result) in enumerate(
                ((s.ante, r.ante), (s.bet, r.bet), (s.bonus, r.bonus), (s.insurance, r.insurance), (s.fees, r.fees))
            ):
                handle[i] += stake
                if result > 0:
                    won[i] += result
                elif result < 0:
                    lost[i] -= result
            self.jackpot += b.jackpot_share
            self.capped += b.capped
        if effective:
            self.rulings += rnd.ruling_adjustment
            self.house += rnd.effective_house_net
        else:
            self.house += rnd.house_net

    def ledger(self) -> Ledger:
        return Ledger(
            rounds=self.rounds,
            box_rounds=self.box_rounds,
            handle=Terms(*self.handle),
            won=Terms(*self.won),
            lost=Terms(*self.lost),
            jackpot_shares=self.jackpot,
            capped=self.capped,
            rulings=self.rulings,
            house_result=self.house,
        )


@dataclass(frozen=True, slots=True)
class CapLine:
    round_id: str
    round_no: int
    box: int
    withheld: int
    hand: Category | None
    voided: bool


@dataclass(frozen=True, slots=True)
class BoxSummary:
    box: int
    rounds: int
    handle: int
    paid_out: int
    capped: int
    jackpot_shares: int
    house_result: int
    house_result_computed: int


@dataclass(frozen=True, slots=True)
class SeriesPoint:
    number: int
    at: datetime
    effective: int
    computed: int


@dataclass(frozen=True, slots=True)
class ShiftSummary:
    effective: Ledger
    computed: Ledger
    rounds_recorded: int
    rounds_voided: int
    rounds_ruled: int
    approvals: int
    refusals: int
    caps: tuple[CapLine, ...]
    per_box: tuple[BoxSummary, ...]
    series: tuple[SeriesPoint, ...]


def summarize(rounds: Sequence[RoundLine], approvals: Iterable[Approval] = ()) -> ShiftSummary:
    """Every total of the report, in one pass over the rounds (effective and computed)."""
    eff, comp = _LedgerSum(), _LedgerSum()
    caps: list[CapLine] = []
    boxes: dict[int, list[int]] = {}  # box -> [rounds, handle, paid, capped, jackpot, house eff, house comp]
    series: list[SeriesPoint] = []
    cum_eff = cum_comp = 0
    voided = ruled = 0
    for r in rounds:
        r.check()
        eff.add(r, effective=True)
        comp.add(r, effective=False)
        voided += r.voided
        ruled += r.ruled and not r.voided
        cum_eff += r.effective_house_net
        cum_comp += r.house_net
        series.append(SeriesPoint(r.number, r.settled_at, cum_eff, cum_comp))
        for b in r.boxes:
            if b.capped:
                caps.append(CapLine(r.round_id, r.number, b.box, b.capped, b.hand.category if b.hand else None, r.voided))
            acc = boxes.setdefault(b.box, [0] * 7)
            acc[6] -= b.net
            if r.voided:
                continue
            eff_net = r.effective_net(b)
            acc[0] += 1
            acc[1] += b.stakes.total
            acc[2] += gains(b.results) - b.capped + (eff_net - b.net)
            acc[3] += b.capped
            acc[4] += b.jackpot_share
            acc[5] -= eff_net
    approvals = tuple(approvals)
    per_box = tuple(BoxSummary(k, *v) for k, v in sorted(boxes.items()))
    return ShiftSummary(
        effective=eff.ledger(),
        computed=comp.ledger(),
        rounds_recorded=len(rounds),
        rounds_voided=voided,
        rounds_ruled=ruled,
        approvals=sum(a.verdict is Verdict.APPROVED for a in approvals),
        refusals=sum(a.verdict is Verdict.REFUSED for a in approvals),
        caps=tuple(caps),
        per_box=per_box,
        series=tuple(series),
    )


# ---------------------------------------------------------------------------
# Russian Roulette hands (RULES.md Part II): pots played between the players
# ---------------------------------------------------------------------------


class RouletteStatus(enum.StrEnum):
    COMPLETED = "completed"
    VOIDED = "voided"
    OPEN = "open"  # begun and not completed: never counted


@dataclass(frozen=True, slots=True)
class RoulettePot:
    """One pot of a hand as the engine built and split it."""

    amount: int
    eligible: tuple[int, ...]
    winners: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class RouletteHandLine:
    """One Russian Roulette hand of the shift, from its recorded result."""

    hand_id: str
    number: int
    status: RouletteStatus
    started_at: datetime
    ended_at: datetime | None
    dealer: str
    game: str
    """``(3, 5) no limit, blinds 5/10`` (amounts in minor units; the layout formats them)."""
    active: int
    circle: int
    structure: str
    forced_bets: tuple[int, ...]
    ante: int
    players: int
    pots: tuple[RoulettePot, ...] = ()
    payouts: tuple[tuple[int, int], ...] = ()
    """(seat, chips taken from the pots) for every seat that takes something, in seat order."""
    showdown: tuple[tuple[int, HandView], ...] = ()
    """(seat, best hand) of each player at the showdown; empty when won by folds."""
    void_reason: str | None = None
    voided_by: str | None = None

    @property
    def pot_total(self) -> int:
        return sum(p.amount for p in self.pots)

    @property
    def winners(self) -> tuple[int, ...]:
        """Seats that won a pot contested by more than one player (the hand's winners)."""
        contested = [p for p in self.pots if len(p.eligible) > 1] or list(self.pots)
        return tuple(sorted({s for p in contested for s in p.winners}))

    @property
    def won_by_folds(self) -> bool:
        return self.status is RouletteStatus.COMPLETED and not self.showdown

    @property
    def split(self) -> bool:
        return any(len(p.winners) > 1 for p in self.pots)

    def check(self) -> None:
        if self.status is RouletteStatus.COMPLETED:
            taken = sum(v for _, v in self.payouts)
            if taken != self.pot_total:
                raise ReportDataError(f"roulette hand {self.number}", f"payouts {taken} differ from the pots {self.pot_total}")


@dataclass(frozen=True, slots=True)
class RouletteSummary:
    hands: int
    completed: int
    voided: int
    unfinished: int
    pots: int
    """Chips in the pots of the completed hands."""
    split_hands: int
    won_by_folds: int


def summarize_roulette(lines: Sequence[RouletteHandLine]) -> RouletteSummary:
    done = [h for h in lines if h.status is RouletteStatus.COMPLETED]
    return RouletteSummary(
        hands=len(lines),
        completed=len(done),
        voided=sum(1 for h in lines if h.status is RouletteStatus.VOIDED),
        unfinished=sum(1 for h in lines if h.status is RouletteStatus.OPEN),
        pots=sum(h.pot_total for h in done),
        split_hands=sum(1 for h in done if h.split),
        won_by_folds=sum(1 for h in done if h.won_by_folds),
    )


@dataclass(frozen=True, slots=True)
class ShiftReport:
    """Everything the shift report prints. Build with :meth:`assemble`."""

    header: ShiftHeader
    rounds: tuple[RoundLine, ...]
    jackpot: JackpotLedger
    approvals: tuple[Approval, ...]
    corrections: tuple[Correction, ...]
    summary: ShiftSummary
    audit: AuditAnchor | None
    unfinished: int = 0
    """Rounds begun and not settled (resumable or voided as misdeals): never counted."""
    generated_at: datetime | None = None
    """The time the report stands for (shift close); the PDF's creation date."""
    roulette: tuple[RouletteHandLine, ...] = ()
    """The shift's Russian Roulette hands, in order (completed, voided and unfinished)."""
    count: CountView | None = None
    """The table count (opener, closer, slips, drop, win, hold, variance), when the shift has one."""
    lang: str = "en"
    """The language of the sections that speak it ("en" or "ru"; the table count so far)."""

    @property
    def roulette_summary(self) -> RouletteSummary:
        return summarize_roulette(self.roulette)

    @classmethod
    def assemble(
        cls,
        header: ShiftHeader,
        rounds: Sequence[RoundLine],
        jackpot: JackpotLedger,
        *,
        approvals: Sequence[Approval] = (),
        corrections: Sequence[Correction] = (),
        audit: AuditAnchor | None = None,
        unfinished: int = 0,
        generated_at: datetime | None = None,
        roulette: Sequence[RouletteHandLine] = (),
        count: CountView | None = None,
        lang: str = "en",
    ) -> ShiftReport:
        """Check the records against each other and derive every total."""
        jackpot.check()
        for hand in roulette:
            hand.check()
        numbers = [r.number for r in rounds]
        if numbers != sorted(set(numbers)):
            raise ReportDataError("rounds", "round numbers must be unique and ascending")
        return cls(
            header=header,
            rounds=tuple(rounds),
            jackpot=jackpot,
            approvals=tuple(approvals),
            corrections=tuple(corrections),
            summary=summarize(rounds, approvals),
            audit=audit,
            unfinished=unfinished,
            generated_at=generated_at or header.closed_at or (audit.at if audit else None),
            roulette=tuple(roulette),
            count=count,
            lang=lang,
        )

    @property
    def voids(self) -> tuple[Correction, ...]:
        return tuple(c for c in self.corrections if c.kind is CorrectionKind.VOID)

    @property
    def rulings(self) -> tuple[Correction, ...]:
        return tuple(c for c in self.corrections if c.kind is CorrectionKind.FLOOR_RULING)


@dataclass(frozen=True, slots=True)
class RoundSlip:
    """One round on one page: the shift it belongs to and the round itself."""

    header: ShiftHeader
    round: RoundLine
    corrections: tuple[Correction, ...] = ()
    """Every void and ruling of the round (including a void of an unsettled round)."""
    approvals: tuple[Approval, ...] = ()
    audit: AuditAnchor | None = None
    generated_at: datetime | None = None


# ---------------------------------------------------------------------------
# The builder: the store's services -> these records
# ---------------------------------------------------------------------------


@contextmanager
def paused_gc() -> Iterator[None]:
    """Pause the cyclic garbage collector while a report's many small records are built.

    Building a long shift allocates hundreds of thousands of objects and no cycles;
    the collector's full passes over a growing heap would make that time grow
    faster than the shift. The previous state is restored on the way out."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


class ReportSourceError(ValueError):
    """What was asked for cannot be reported (no such shift or round, a round
    never settled...): one line for the user."""


DEFAULT_LOCALE = "en_GB"


def local_zone_name() -> str:
    """This machine's IANA time zone (``TZ``, ``/etc/timezone``, ``/etc/localtime``), else ``UTC``.

    Reports print times in the casino's local time and name the zone beside them."""
    import os
    from pathlib import Path
    from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

    def valid(name: str) -> bool:
        try:
            ZoneInfo(name)
        except (ZoneInfoNotFoundError, ValueError):
            return False
        return True

    candidates = [os.environ.get("TZ", "").lstrip(":").strip()]
    with contextlib.suppress(OSError):
        candidates.append(Path("/etc/timezone").read_text(encoding="utf-8").strip())
    try:
        target = str(Path("/etc/localtime").resolve())
        if "zoneinfo/" in target:
            candidates.append(target.split("zoneinfo/", 1)[1])
    except OSError:
        pass
    return next((c for c in candidates if c and valid(c)), "UTC")


def _at(ts_us: int) -> datetime:
    """A store timestamp (UTC microseconds) as an aware datetime, exactly."""
    return datetime(1970, 1, 1, tzinfo=UTC) + timedelta(microseconds=ts_us)


_CARD_BY_TEXT = {str(c): c for c in FULL_DECK}


def _cards(value: object) -> tuple[Card, ...] | None:
    if value is None or isinstance(value, bool):
        return None
    if not isinstance(value, list | tuple):
        raise ValueError(f"{value!r} is not a list of cards")
    try:  # stored cards are canonical ("As"): look them up, else parse (and check) them
        return tuple(_CARD_BY_TEXT[c] for c in value)
    except (KeyError, TypeError):
        return parse_cards(value)


def _hand(value: object) -> HandView | None:
    if not isinstance(value, Mapping):
        return None
    return HandView(Category.parse(str(value["category"])), _cards(value.get("cards")) or ())


def _int(value: object, default: int | None = None) -> int:
    if value is None and default is not None:
        return default
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{value!r} is not a whole number")
    return value


def _view_of(hand: Hand | Combination | None) -> HandView | None:
    return None if hand is None else HandView(hand.category, hand.cards)


def _box_line(b: BoxSettlement, rec: Mapping[str, Any], where: str) -> BoxLine:
    """One box from the engine's settlement and its recorded entry (the round JSON)."""
    try:
        ex = rec.get("exchange")
        exchange = None
        if isinstance(ex, Mapping):
            discard, draw = _cards(ex.get("discard")), _cards(ex.get("draw"))
            exchange = ExchangeEntry(count=_int(ex["count"]) if "count" in ex else len(discard or ()), discard=discard, draw=draw)
        sixth = rec.get("sixth_card")
        return BoxLine(
            box=b.box,
            stakes=b.stakes,
            results=b.results,
            capped=b.capped,
            net=b.net,
            outcome=b.outcome,
            dark=bool(rec.get("dark", False)),
            decision=Decision(str(rec["decision"])) if rec.get("decision") else None,
            no_game=NoGame(str(rec["no_game"])) if rec.get("no_game") else None,
            bought_game=b.bought_game,
            dealt=_cards(rec.get("cards")),
            exchange=exchange,
            sixth_card=parse_card(sixth) if isinstance(sixth, str) else None,
            sixth_bought=sixth is not None and sixth is not False,
            final_cards=_cards(rec.get("final_cards")),
            hand=_view_of(b.hand),
            second_hand=_view_of(b.second_hand),
            bonus_hand=b.bonus_hand,
            jackpot_share=b.jackpot_share,  # a jackpot hit's bonus result is the share the meter paid (RULES.md §4)
            explanation=b.explanation,
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise ReportDataError(where, f"the stored round cannot be read ({exc})") from None


def _dealer_view(settlement: Settlement, round_json: Mapping[str, Any] | None) -> DealerView:
    d = settlement.dealer
    rd: Mapping[str, Any] = (round_json or {}).get("dealer") or {}
    return DealerView(
        cards=_cards(rd.get("cards")),
        replacements=_cards(rd.get("replacements")) or (),
        hand=_view_of(d.hand),
        qualified=bool(d.qualified),
        bought=d.bought,
        replaced=d.replaced,
        final_hand=_view_of(d.final_hand),
        final_qualified=bool(d.final_qualified),
    )


def _ruling(rid: str, number: int, r: RulingRecord) -> Correction:
    return Correction(
        CorrectionKind.FLOOR_RULING, rid, _at(r.ts_us), r.by_name, r.reason, number, r.box, r.computed_net, r.net, in_force=r.in_force
    )


class _Source:
    """Reads through the services' read API (``services.read``), caching house-rules versions."""

    def __init__(self, services: DealerServices) -> None:
        self.s = services
        self.read = services.read
        self._versions: dict[int, HouseVersion] = {}

    def version(self, v: int) -> HouseVersion:
        if v not in self._versions:
            self._versions[v] = self.s.house.get(v)
        return self._versions[v]

    def round_line(self, rv: RoundView) -> RoundLine:
        """A settled round (voided afterwards or not)."""
        where = f"round {rv.number}"
        settlement = rv.settlement
        if settlement is None or rv.settled_us is None:
            raise ReportDataError(where, "not settled")
        hv = self.version(rv.house_version)
        recorded = {int(b["box"]): b for b in (rv.round_json or {}).get("boxes", [])}
        boxes = tuple(_box_line(b, recorded.get(b.box, {}), f"{where} box {b.box}") for b in settlement.boxes)
        rid = str(rv.id)
        void = None
        if rv.void is not None:
            void = Correction(CorrectionKind.VOID, rid, _at(rv.void.ts_us), rv.void.by_name, rv.void.reason, rv.number)
        approvals: list[Approval] = []
        for a in rv.approvals:
            verdict = Verdict.APPROVED if a.approved else Verdict.REFUSED
            for item in list(a.items) or [{}]:
                subject = {"payout": ApprovalSubject.LARGE_PAYOUT, "jackpot": ApprovalSubject.JACKPOT_SHARE}.get(str(item.get("kind", "")), ApprovalSubject.OTHER)
                box = _int(item["box"]) if "box" in item else None
                amount = _int(item["amount"]) if "amount" in item else None
                approvals.append(Approval(subject, verdict, _at(a.ts_us), a.by_name, rv.dealer_name, rid, rv.number, box, amount, a.reason))
        line = RoundLine(
            round_id=rid,
            number=rv.number,
            settled_at=_at(rv.settled_us),
            dealer=rv.dealer_name,
            rules_version=f"v{rv.house_version} {hv.profile}",
            jackpot_before=rv.jackpot_start,
            jackpot_after=settlement.jackpot_after,
            boxes=boxes,
            house_net=settlement.house_net,
            dealer_view=_dealer_view(settlement, rv.round_json),
            started_at=_at(rv.started_us) if rv.started_us else None,
            void=void,
            rulings=tuple(_ruling(rid, rv.number, r) for r in rv.rulings if r.in_force),
            approvals=tuple(approvals),
            late=None if rv.late is None else LateEntryLine(_at(rv.late.played_us), _at(rv.late.entered_us),
                                                            rv.late.by_name, rv.late.note),
        )
        line.check()
        return line

    def anchor(self, head_seq: int) -> AuditAnchor:
        store = self.s.store
        entry = store.entry(head_seq)
        if entry is None:
            raise ReportSourceError(f"audit entry {head_seq} is missing from the log")
        from pathlib import PurePath

        return AuditAnchor(entries=head_seq, head=entry.mac, at=_at(entry.ts_us), key_id=store.key.key_id,
                           database=PurePath(store.location).name or "DATABASE")


def build_shift_report(
    services: DealerServices,
    shift_id: int | None = None,
    *,
    timezone: str | None = None,
    locale: str = DEFAULT_LOCALE,
    progress: Callable[[int, int], None] | None = None,
    lang: str = "en",
) -> ShiftReport:
    """Everything the shift report prints, read through ``services``; ``shift_id``
    None means the latest shift; ``lang`` the language of the sections that speak it.

    Unfinished rounds are counted but never reported as settled; a round voided
    before it settled (a misdeal) is listed among the voids, without figures."""
    with paused_gc():
        report = _build_shift_report(services, shift_id, timezone=timezone, locale=locale, progress=progress)
    count = services.count.view(int(report.header.shift_id))
    return replace(report, count=count if count.has_count else None, lang=lang)


def _build_shift_report(
    services: DealerServices,
    shift_id: int | None,
    *,
    timezone: str | None,
    locale: str,
    progress: Callable[[int, int], None] | None,
) -> ShiftReport:
    src = _Source(services)
    read = src.read
    if shift_id is None:
        latest = read.latest_shift()
        if latest is None:
            raise ReportSourceError("the database has no shift yet")
        shift_id = latest.id
    try:
        view = read.shift(shift_id)
    except NotFoundError:
        raise ReportSourceError(f"no shift {shift_id} in this database") from None
    row = view.row
    views = read.rounds(shift_id)

    rounds: list[RoundLine] = []
    corrections: list[Correction] = []
    approvals: list[Approval] = []
    unfinished = 0
    for i, v in enumerate(views, 1):
        if v.settlement is not None:
            line = src.round_line(v)
            rounds.append(line)
            approvals.extend(line.approvals)
            if line.void is not None:
                corrections.append(line.void)
            corrections.extend(_ruling(line.round_id, v.number, r) for r in v.rulings)  # superseded ones too, marked
        elif v.status == RoundStatus.VOIDED and v.void is not None:
            corrections.append(Correction(CorrectionKind.VOID, str(v.id), _at(v.void.ts_us), v.void.by_name, v.void.reason, v.number, settled=False))
        elif v.status == RoundStatus.OPEN:
            unfinished += 1
        if progress is not None and (i % 500 == 0 or i == len(views)):
            progress(i, len(views))
    corrections.sort(key=lambda c: (c.at, c.round_no or 0))

    # the dealers' spells at the table: the opening dealer, then each dealer change
    opened_at = _at(row.opened_us)
    closed_at = _at(row.closed_us) if row.closed_us is not None else None
    spells: list[OnDuty] = []
    current, since = (view.dealers[0] if view.dealers else read.user_name(row.dealer)), opened_at
    for e in read.log(shift_id=shift_id, kinds=[EntryKind.DEALER_CHANGED]):
        spells.append(OnDuty(current, DutyRole.DEALER, since, _at(e.ts_us)))
        current, since = read.user_name(int(e.payload["dealer"])), _at(e.ts_us)
    spells.append(OnDuty(current, DutyRole.DEALER, since, closed_at))

    jackpot, meter_seqs = _jackpot(services, view, {r.round_id: r.number for r in rounds})

    decisions: dict[str, int] = {}
    for name in [a.decided_by for a in approvals] + [c.by for c in corrections] + [m.by for m in jackpot.movements if m.kind is MeterChange.ADJUSTMENT and m.by]:
        decisions[name] = decisions.get(name, 0) + 1
    # approvals count once per decision, not per item approved
    for v in views:
        for a in v.approvals:
            decisions[a.by_name] = decisions.get(a.by_name, 0) - max(0, len(a.items) - 1)
    bosses = tuple(OnDuty(name, DutyRole.PIT_BOSS, actions=decisions.get(name, 0)) for name in view.pit_bosses)

    # house-rules versions used, with the rounds each applied to
    by_version: dict[int, list[int]] = {}
    for r in rounds:
        by_version.setdefault(int(r.rules_version.split()[0][1:]), []).append(r.number)
    versions = sorted(by_version)
    if not versions:
        profile_rows = services.store.house_versions(row.profile)
        versions = [profile_rows[-1].version] if profile_rows else []
    rules_used: list[RulesInUse] = []
    for version in versions:
        hv = src.version(version)
        m = hv.mapping
        nums = by_version.get(version, [])
        rules_used.append(
            RulesInUse(
                version=f"v{version}",
                rounds=len(nums),
                first_round=min(nums) if nums else None,
                last_round=max(nums) if nums else None,
                name=hv.profile,
                max_payout=_int(m["max_payout"]) if "max_payout" in m else None,
                min_ante=_int(m["min_ante"]) if "min_ante" in m else None,
                max_ante=_int(m["max_ante"]) if "max_ante" in m else None,
                jackpot_contribution_percent=_int(m.get("jackpot_contribution_percent"), 0),
            )
        )
    currencies = sorted({str(src.version(v).mapping.get("currency", "EUR")) for v in versions}) or ["EUR"]
    if len(currencies) > 1:
        raise ReportSourceError(f"shift {shift_id} mixes currencies ({', '.join(currencies)}); report them separately")

    anchor = None
    if view.close_anchor is not None:
        # the shift's close, or a later entry the report depends on (a void or ruling made after it)
        seqs = [view.close_anchor.head_seq, *meter_seqs]
        for v in views:
            seqs += [r.seq for r in v.rulings] + [a.seq for a in v.approvals] + ([v.void.seq] if v.void else [])
        anchor = src.anchor(max(seqs))
    header = ShiftHeader(
        casino=_casino_name(services, anchor.entries if anchor else None),
        table=row.table_name,
        shift_id=str(row.id),
        simulated=row.simulated,
        opened_at=opened_at,
        closed_at=closed_at,
        currency=currencies[0],
        timezone=timezone or local_zone_name(),
        locale=locale,
        gaming_day=date.fromisoformat(row.gaming_day) if row.gaming_day else None,
        dealers=tuple(spells),
        pit_bosses=bosses,
        rules=tuple(rules_used),
    )
    return ShiftReport.assemble(
        header,
        rounds,
        jackpot,
        approvals=approvals,
        corrections=corrections,
        audit=anchor,
        unfinished=unfinished,
        generated_at=anchor.at if anchor else None,
        roulette=roulette_lines(services, shift_id),
    )


def _showdown(raw: Sequence[Mapping[str, Any]]) -> tuple[tuple[int, HandView], ...]:
    out: list[tuple[int, HandView]] = []
    for sh in raw:
        hand = _hand(sh.get("hand"))
        if hand is not None:
            out.append((int(sh["seat"]), hand))
    return tuple(out)


def roulette_lines(services: DealerServices, shift_id: int) -> list[RouletteHandLine]:
    """The shift's Russian Roulette hands as the report prints them (from the recorded results)."""
    from dealer_app.services.roulette import HandStatus, RouletteService

    out: list[RouletteHandLine] = []
    for v in RouletteService(services.ctx).hands(shift_id):
        rec = v.record
        setup = dict(rec.get("setup") or {})
        forced = tuple(_int(fb["amount"]) for fb in rec.get("forced_bets") or [])
        res = v.result or {}
        status = {HandStatus.COMPLETED: RouletteStatus.COMPLETED, HandStatus.VOIDED: RouletteStatus.VOIDED}.get(
            v.status, RouletteStatus.OPEN)
        structure = str(setup.get("structure", "no_limit"))
        out.append(RouletteHandLine(
            hand_id=str(v.hand_id),
            number=v.number,
            status=status,
            started_at=_at(v.started_us),
            ended_at=_at(v.ended_us) if v.ended_us is not None else None,
            dealer=v.dealer_name,
            game=f"({setup.get('active', 3)}, {setup.get('circle', 5)}) {structure.replace('_', ' ')}",
            active=_int(setup.get("active"), 3),
            circle=_int(setup.get("circle"), 5),
            structure=structure,
            forced_bets=forced,
            ante=_int(setup.get("ante"), 0),
            players=len(rec.get("players") or []),
            pots=tuple(RoulettePot(_int(p["amount"]), tuple(p["eligible"]), tuple(p["winners"]))
                       for p in res.get("pots", [])),
            payouts=tuple((int(k), int(a)) for k, a in sorted(dict(res.get("payouts", {})).items(), key=lambda kv: int(kv[0]))
                          if int(a) > 0),
            showdown=_showdown(res.get("showdown", [])),
            void_reason=v.void_reason,
            voided_by=v.voided_by,
        ))
    return out


def _casino_name(services: DealerServices, as_of: int | None) -> str:
    """The casino's name as the settings stood at entry ``as_of`` (so renaming the
    casino later does not change the report of a closed shift); None: now."""
    if as_of is None:
        return services.settings.get().casino_name
    name = Settings().casino_name
    for e in services.read.log(kinds=[EntryKind.SETTINGS_CHANGED]):
        if e.seq > as_of:
            break
        name = str(e.payload.get("values", {}).get("casino_name", name))
    return name


def _jackpot(services: DealerServices, view: ShiftView, numbers: Mapping[str, int]) -> tuple[JackpotLedger, list[int]]:
    """The meter over the shift: its value when the shift opened, then every movement
    by this shift's rounds and every adjustment made while it was open, in log order.
    The meter is shared: other tables' movements in between are summed into one line."""
    row = view.row
    start = meter = view.jackpot_at_open
    out: list[MeterMovement] = []
    seqs: list[int] = []
    other, other_at = 0, None

    def flush_other() -> None:
        nonlocal other, other_at
        if other_at is not None:
            out.append(MeterMovement(MeterChange.OTHER_TABLES, other_at, other, meter, reason="rounds at other tables"))
        other, other_at = 0, None

    for m in services.meter.history():
        mine = m.shift_id == row.id
        during = m.seq > row.opened_seq and (row.closed_seq is None or m.seq < row.closed_seq)
        if not (mine or during):
            continue
        if not mine and (m.kind != "adjustment" or m.shift_id is not None):
            meter += m.delta
            other, other_at = other + m.delta, _at(m.ts_us)
            continue
        flush_other()  # the other tables' movements since the last of ours, as one line
        meter += m.delta
        kind = {"contribution": MeterChange.CONTRIBUTION, "share": MeterChange.SHARE}.get(m.kind, MeterChange.ADJUSTMENT)
        rid = str(m.round_id) if m.round_id is not None else None
        by = services.read.user_name(m.by) if kind is MeterChange.ADJUSTMENT else None
        box, reason = None, m.reason
        if kind is MeterChange.SHARE and reason.startswith("box ") and reason[4:].isdigit():
            box, reason = int(reason[4:]), ""  # one box hit the jackpot: its number goes in the box column
        out.append(MeterMovement(kind, _at(m.ts_us), m.delta, meter, rid, numbers.get(rid) if rid else None, box, by, reason))
        seqs.append(m.seq)
    flush_other()
    return JackpotLedger(start, meter, tuple(out)), seqs


def build_round_slip(
    services: DealerServices,
    round_id: int,
    *,
    timezone: str | None = None,
    locale: str = DEFAULT_LOCALE,
) -> RoundSlip:
    """One settled round (voided afterwards or not) for its slip, by its id in the store."""
    src = _Source(services)
    try:
        v = src.read.round(round_id)
    except NotFoundError:
        raise ReportSourceError(f"no round {round_id} in this database") from None
    if v.settlement is None:
        state = "was voided before it settled (a misdeal)" if v.void is not None else "is not settled yet"
        raise ReportSourceError(f"round {v.number} of shift {v.shift_id} {state}: it has no settlement to print")
    line = src.round_line(v)
    row = src.read.shift(v.shift_id).row
    settled = services.store.round(round_id)
    seqs = [settled.settled_seq or 0 if settled else 0] + [r.seq for r in v.rulings] + [a.seq for a in v.approvals] + ([v.void.seq] if v.void else [])
    anchor = src.anchor(max(seqs))
    header = ShiftHeader(
        casino=_casino_name(services, anchor.entries),
        table=row.table_name,
        shift_id=str(row.id),
        simulated=row.simulated,
        opened_at=_at(row.opened_us),
        closed_at=_at(row.closed_us) if row.closed_us is not None else None,
        currency=str(src.version(v.house_version).mapping.get("currency", "EUR")),
        timezone=timezone or local_zone_name(),
        locale=locale,
    )
    corrections = sorted([*((line.void,) if line.void else ()), *(_ruling(line.round_id, v.number, r) for r in v.rulings)], key=lambda c: c.at)
    return RoundSlip(header=header, round=line, corrections=tuple(corrections), approvals=line.approvals, audit=anchor, generated_at=anchor.at)
