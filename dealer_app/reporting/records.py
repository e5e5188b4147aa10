"""What the shift report and the round slip say, as typed frozen records.

This module is the report's *data*: it knows nothing of PDF (``reports/``
renders these records) and nothing of SQL (:mod:`dealer_app.reporting.reader`
builds them through the services' read API). Everything a printed page shows is
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

import enum
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime
from typing import TYPE_CHECKING

from rules.cards import Card
from rules.hands import Category
from rules.poker.record import Decision, ExchangeEntry, NoGame
from rules.poker.settle import Outcome, Terms

if TYPE_CHECKING:
    from dealer_app.services.count import CountView
    from dealer_app.services.owed import RoundOwed

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
    "KindLine",
    "LateEntryLine",
    "Ledger",
    "MeterChange",
    "MeterMovement",
    "OnDuty",
    "ReportDataError",
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
    "gains",
    "summarize",
    "summarize_roulette",
    "withheld_by_term",
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


def _term(t: Terms, term: str) -> int:
    """One of the five terms by its name (``ante``, ``bet``, ``bonus``, ``insurance``, ``fees``)."""
    return t[Terms._fields.index(term)]


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
    corrected_by: str = ""
    """A pit boss who corrected the stated time (``played_at`` is then the corrected time)."""
    correction: str = ""
    """Why it was corrected."""


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
    owed: RoundOwed | None = field(default=None, compare=False)
    """The record of what is owed for the round (read from the store): the figures that stand
    are its figures. None for a line made by hand (then worked from ``rulings`` and ``void``
    by the same rule)."""

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
        if self.owed is not None:
            return self.owed.box(box.box).counts
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
        if self.owed is not None:
            return self.owed.house_counts
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

    @property
    def effective_paid_out(self) -> int:
        """What the house paid the players this round as it stands: nothing when voided; a
        ruled box paid what its ruling leaves after its losing terms (the ruled net plus what
        it lost), never below 0; every other box its winnings less the cap."""
        if self.void is not None:
            return 0
        total = 0
        for b in self.boxes:
            paid = gains(b.results) - b.capped
            r = self.ruling_for(b.box)
            if r is not None and r.ruled_net is not None:
                paid = max(0, r.ruled_net + (paid - b.net))
            total += paid
        return total

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
    withheld: Terms = ZERO
    """The cap's withholding by kind (docs/DECISIONS.md: off the Bet first, then the Ante,
    the insurance, the bonus); ``withheld.total == capped``."""

    def kind(self, term: str) -> KindLine:
        """One kind's money: staked, paid to players after the cap (a bonus without its
        jackpot shares, which have their own line), the winnings before the cap, what the
        cap withheld, and what was taken."""
        won = _term(self.won, term) - (self.jackpot_shares if term == "bonus" else 0)
        withheld = _term(self.withheld, term)
        lost = _term(self.lost, term)
        return KindLine(term, _term(self.handle, term), won - withheld, won, withheld, lost, lost - (won - withheld))

    @property
    def paid_out(self) -> int:
        """Everything the house (and the meter) paid players: winnings − capped + rulings."""
        return self.won.total - self.capped + self.rulings



@dataclass(frozen=True, slots=True)
class KindLine:
    """One kind of money over a set of rounds (``term``: ante, bet, bonus, insurance, fees)."""

    term: str
    handle: int
    paid: int
    """Paid to players, after the cap."""
    won: int
    """The winnings before the cap (the computed figure)."""
    withheld: int
    taken: int
    house: int
    """taken − paid."""


_CAP_ORDER = (1, 0, 3, 2)
"""The terms (indices into :class:`Terms`) the cap's withholding comes off, in order: Bet,
Ante, insurance, bonus (docs/DECISIONS.md)."""


def withheld_by_term(results: Terms, capped: int) -> tuple[int, int, int, int, int]:
    """A box's ``capped`` split over its winning terms (Bet first, then Ante, insurance, bonus)."""
    out = [0] * 5
    left = capped
    for i in _CAP_ORDER:
        if left <= 0:
            break
        take = min(left, max(0, results[i]))
        out[i] = take
        left -= take
    if left > 0:  # nothing left to take it off (not a settlement the engine writes): the Bet carries it
        out[1] += left
    return out[0], out[1], out[2], out[3], out[4]


class _LedgerSum:
    """Accumulates a :class:`Ledger` over rounds (plain integers: one pass, no copies)."""

    __slots__ = ("box_rounds", "capped", "handle", "house", "jackpot", "lost", "rounds", "rulings", "withheld", "won")

    def __init__(self) -> None:
        self.rounds = self.box_rounds = self.jackpot = self.capped = self.rulings = self.house = 0
        self.handle = [0] * 5
        self.won = [0] * 5
        self.lost = [0] * 5
        self.withheld = [0] * 5

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
            if b.capped:
                for i, v in enumerate(withheld_by_term(r, b.capped)):
                    self.withheld[i] += v
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
            withheld=Terms(*self.withheld),
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
    lang: str = "en"
    """The slip's language ("en" or "ru"): its words and its boxes' explanation lines."""
