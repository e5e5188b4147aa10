"""The report reader: the store's services -> the report records of
:mod:`dealer_app.reporting.records` (the shift report, the round slip, the
roulette hands)."""

from __future__ import annotations

import contextlib
import gc
from collections.abc import Callable, Iterable, Iterator, Mapping, Sized
from contextlib import contextmanager
from dataclasses import replace
from datetime import UTC, date, datetime, timedelta
from typing import TYPE_CHECKING, cast

from dealer_app.refusal_codes import (
    AuditEntryMissing,
    DatabaseHasNoShift,
    RoundNotInDatabase,
    RoundNotSettledYet,
    RoundVoidedUnsettled,
    ShiftMixesCurrencies,
    ShiftNotInDatabase,
)
from dealer_app.safe_input import dict_of, int_of, items_of, mapping_of
from dealer_app.services.common import NotFoundError, Settings
from dealer_app.store.entries import DealerChanged, SettingsChanged
from dealer_app.store.records import EntryKind, RoundStatus
from dealer_app.wording.explanations import box_explanation, round_explanations
from rules.cards import FULL_DECK, Card, parse_cards
from rules.hands import Category, Combination, Hand
from rules.poker.record import BoxEntry, RoundRecord
from rules.poker.settle import BoxSettlement, Settlement

if TYPE_CHECKING:
    from dealer_app.services import DealerServices
    from dealer_app.services.house import HouseVersion
    from dealer_app.services.read import RoundView, RulingRecord, ShiftView

from dealer_app.reporting.records import (
    Approval,
    ApprovalSubject,
    AuditAnchor,
    BoxLine,
    Correction,
    CorrectionKind,
    DealerView,
    DutyRole,
    HandView,
    JackpotLedger,
    LateEntryLine,
    MeterChange,
    MeterMovement,
    OnDuty,
    ReportDataError,
    RouletteHandLine,
    RoulettePot,
    RouletteStatus,
    RoundLine,
    RoundSlip,
    RulesInUse,
    ShiftHeader,
    ShiftReport,
    Verdict,
)

__all__ = [
    "DEFAULT_LOCALE",
    "ReportSourceError",
    "build_round_slip",
    "build_shift_report",
    "local_zone_name",
    "paused_gc",
    "roulette_lines",
]



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
    """A Russian Roulette showdown hand as its result records it."""
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


_NOTHING_RECORDED = BoxEntry(0, 0)


def _box_line(b: BoxSettlement, rec: BoxEntry | None) -> BoxLine:
    """One box from the engine's settlement and its entry in the recorded round."""
    rec = rec or _NOTHING_RECORDED
    return BoxLine(
        box=b.box,
        stakes=b.stakes,
        results=b.results,
        capped=b.capped,
        net=b.net,
        outcome=b.outcome,
        dark=rec.dark,
        decision=rec.decision,
        no_game=rec.no_game,
        bought_game=b.bought_game,
        dealt=rec.cards,
        exchange=rec.exchange,
        sixth_card=rec.sixth_card,
        sixth_bought=rec.sixth_bought,
        final_cards=rec.final_cards,
        hand=_view_of(b.hand),
        second_hand=_view_of(b.second_hand),
        bonus_hand=b.bonus_hand,
        jackpot_share=b.jackpot_share,  # a jackpot hit's bonus result is the share the meter paid (RULES.md §4)
        explanation=b.explanation,
    )


def _dealer_view(settlement: Settlement, recorded: RoundRecord | None) -> DealerView:
    d = settlement.dealer
    return DealerView(
        cards=recorded.dealer_cards if recorded is not None else None,
        replacements=recorded.replacements if recorded is not None else (),
        hand=_view_of(d.hand),
        qualified=bool(d.qualified),
        bought=d.bought,
        replaced=d.replaced,
        final_hand=_view_of(d.final_hand),
        final_qualified=bool(d.final_qualified),
    )


def _recorded(rv: RoundView, where: str) -> RoundRecord | None:
    """The round its settlement recorded; :class:`ReportDataError` when a field of it cannot be read."""
    recorded = rv.round
    if recorded is None:
        return None
    damaged = [f"dealer {f}" for f in sorted(recorded.damaged)]
    damaged += [f"box {b.box} {f}" for b in recorded.boxes for f in sorted(b.damaged)]
    if damaged:
        raise ReportDataError(where, f"the stored round cannot be read ({', '.join(damaged)})")
    return recorded


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
        recorded = _recorded(rv, where)
        entries = {b.box: b for b in recorded.boxes} if recorded is not None else {}
        boxes = tuple(_box_line(b, entries.get(b.box)) for b in settlement.boxes)
        rid = str(rv.id)
        void = None
        if rv.void is not None:
            void = Correction(CorrectionKind.VOID, rid, _at(rv.void.ts_us), rv.void.by_name, rv.void.reason, rv.number)
        approvals: list[Approval] = []
        for a in rv.approvals:
            verdict = Verdict.APPROVED if a.approved else Verdict.REFUSED
            items: list[Mapping[str, object]] = list(a.items) or [{}]
            for item in items:
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
            dealer_view=_dealer_view(settlement, recorded),
            started_at=_at(rv.started_us) if rv.started_us else None,
            void=void,
            rulings=tuple(_ruling(rid, rv.number, r) for r in rv.rulings if r.in_force),
            approvals=tuple(approvals),
            owed=rv.owed,
            late=None if rv.late is None else LateEntryLine(_at(rv.late.played_us), _at(rv.late.entered_us),
                                                            rv.late.by_name, rv.late.note, rv.late.corrected_by,
                                                            rv.late.correction),
        )
        line.check()
        return line

    def anchor(self, head_seq: int) -> AuditAnchor:
        store = self.s.store
        entry = store.entry(head_seq)
        if entry is None:
            raise ReportSourceError(AuditEntryMissing(seq=head_seq))
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
            raise ReportSourceError(DatabaseHasNoShift())
        shift_id = latest.id
    try:
        view = read.shift(shift_id)
    except NotFoundError:
        raise ReportSourceError(ShiftNotInDatabase(s=shift_id)) from None
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
        current, since = read.user_name(e.body_as(DealerChanged).dealer), _at(e.ts_us)
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
        m: Mapping[str, object] = hv.mapping
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
    currencies = sorted({_currency(src.version(v).mapping) for v in versions}) or ["EUR"]
    if len(currencies) > 1:
        raise ReportSourceError(ShiftMixesCurrencies(s=shift_id, currencies=', '.join(currencies)))

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


def _currency(mapping: Mapping[str, object]) -> str:
    """The currency of a version of the house rules (``EUR`` when it names none)."""
    return str(mapping.get("currency", "EUR"))


def _showdown(raw: object) -> tuple[tuple[int, HandView], ...]:
    out: list[tuple[int, HandView]] = []
    for sh in map(mapping_of, items_of(raw)):
        hand = _hand(sh.get("hand"))
        if hand is not None:
            out.append((int_of(sh["seat"]), hand))
    return tuple(out)


def _seats(value: object) -> tuple[int, ...]:
    """A pot's seats as its result records them (whole numbers)."""
    return tuple(cast("Iterable[int]", value))


def roulette_lines(services: DealerServices, shift_id: int) -> list[RouletteHandLine]:
    """The shift's Russian Roulette hands as the report prints them (from the recorded results)."""
    from dealer_app.services.roulette import HandStatus, RouletteService

    out: list[RouletteHandLine] = []
    for v in RouletteService(services.ctx).hands(shift_id):
        rec: Mapping[str, object] = v.record
        setup = dict_of(rec.get("setup") or {})
        forced = tuple(_int(mapping_of(fb)["amount"]) for fb in items_of(rec.get("forced_bets") or []))
        res: Mapping[str, object] = v.result or {}
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
            players=len(cast("Sized", rec.get("players") or [])),
            pots=tuple(RoulettePot(_int(p["amount"]), _seats(p["eligible"]), _seats(p["winners"]))
                       for p in map(mapping_of, items_of(res.get("pots", [])))),
            payouts=tuple((int_of(k), int_of(a)) for k, a in sorted(dict_of(res.get("payouts", {})).items(),
                                                                    key=lambda kv: int_of(kv[0])) if int_of(a) > 0),
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
        values: Mapping[str, object] = e.body_as(SettingsChanged).values
        name = str(values.get("casino_name", name))
    return name


def _jackpot(services: DealerServices, view: ShiftView, numbers: Mapping[str, int]) -> tuple[JackpotLedger, list[int]]:
    """The meter over the shift, at its real values: when the shift opened, then every
    movement by this shift's rounds and every adjustment made while it was open, in log
    order, each with the meter's value after it (a linked meter's as the floor recorded
    it), and the meter as the shift closed (an open shift: now). The meter is shared:
    what other tables moved it by in between is one line."""
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

    def others_until(value: int, at: datetime) -> None:
        """Other tables took the meter to ``value`` by ``at``."""
        nonlocal meter, other, other_at
        if value != meter:
            other, other_at, meter = other + value - meter, other_at or at, value

    for m in services.meter.history():
        mine = m.shift_id == row.id
        during = m.seq > row.opened_seq and (row.closed_seq is None or m.seq < row.closed_seq)
        if not (mine or during):
            continue
        others_until(m.value_after - m.delta, _at(m.ts_us))
        if not mine and (m.kind != "adjustment" or m.shift_id is not None):
            others_until(m.value_after, _at(m.ts_us))
            continue
        flush_other()  # the other tables' movements since the last of ours, as one line
        meter = m.value_after
        kind = {"contribution": MeterChange.CONTRIBUTION, "share": MeterChange.SHARE}.get(m.kind, MeterChange.ADJUSTMENT)
        rid = str(m.round_id) if m.round_id is not None else None
        by = services.read.user_name(m.by) if kind is MeterChange.ADJUSTMENT else None
        box, reason = None, m.reason
        if kind is MeterChange.SHARE and reason.startswith("box ") and reason[4:].isdigit():
            box, reason = int(reason[4:]), ""  # one box hit the jackpot: its number goes in the box column
        out.append(MeterMovement(kind, _at(m.ts_us), m.delta, meter, rid, numbers.get(rid) if rid else None, box, by, reason))
        seqs.append(m.seq)
    if not view.simulated:  # what other tables did after this table's last movement
        closed = services.store.entry(row.closed_seq) if row.closed_seq is not None else None
        if closed is None:
            others_until(services.meter.value(), datetime.now(UTC))
        elif view.jackpot_at_close is not None:
            others_until(view.jackpot_at_close, _at(closed.ts_us))
    flush_other()
    return JackpotLedger(start, meter, tuple(out)), seqs


def build_round_slip(
    services: DealerServices,
    round_id: int,
    *,
    timezone: str | None = None,
    locale: str = DEFAULT_LOCALE,
    lang: str = "en",
) -> RoundSlip:
    """One settled round (voided afterwards or not) for its slip, by its id in the store;
    ``lang`` the slip's language (its explanation lines re-worded from the engine's terms)."""
    src = _Source(services)
    try:
        v = src.read.round(round_id)
    except NotFoundError:
        raise ReportSourceError(RoundNotInDatabase(n=round_id)) from None
    if v.settlement is None:
        unsettled = RoundVoidedUnsettled if v.void is not None else RoundNotSettledYet
        raise ReportSourceError(unsettled(n=v.number, s=v.shift_id))
    line = src.round_line(v)
    if lang != "en":
        explained = round_explanations(v.round_json)
        line = replace(line, boxes=tuple(
            replace(b, explanation=box_explanation(b.explanation, explained.get(b.box), lang)) for b in line.boxes))
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
        currency=_currency(src.version(v.house_version).mapping),
        timezone=timezone or local_zone_name(),
        locale=locale,
    )
    corrections = sorted([*((line.void,) if line.void else ()), *(_ruling(line.round_id, v.number, r) for r in v.rulings)], key=lambda c: c.at)
    return RoundSlip(header=header, round=line, corrections=tuple(corrections), approvals=line.approvals, audit=anchor,
                     generated_at=anchor.at, lang=lang)
