"""The console's calls into the services: :class:`ConsoleJobs`, the console's
gateway. It runs on the store worker thread
(``ctx.run(lambda g: g.approve(...))`` on the console's context), never on the UI thread,
over the app's :class:`ui.table.backend.Backend` (its open services and the session
signed in on this station), and returns immutable records.

Signatures: every approval, refusal, void, floor ruling, meter adjustment and
house-rules version is signed with a PIN typed for it. The signer is the pit
boss signed in here (their PIN is checked again) or another pit boss
co-signing on this station; the services check the role, that the signer is
not one of the round's preparers, and log everything, refusals included.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from dealer_app.auth.roles import Permission, Role, allowed
from dealer_app.refusal_codes import RoundSlipNotWritten, SlipReprintFailed
from dealer_app.services import DealerServices, Refused, RoundRow, RoundStatus, Settings, ShiftRow
from dealer_app.services.common import ServiceError, Session, Signer
from dealer_app.services.count import CountView, SlipView
from dealer_app.services.house import DEFAULT_PROFILE, HouseVersion
from dealer_app.services.owed import Decision, RoundOwed, Standing, voided_owed
from ui.console.model import (
    AuditResult,
    BoxLine,
    ChipSetInfo,
    DropInfo,
    HeldItem,
    HeldRound,
    HouseInfo,
    MeterInfo,
    RoundDetail,
    ShiftChoice,
    ShiftHistory,
    SignerChoice,
    SlipLine,
    SlipsInfo,
    StepLine,
    UserLine,
)
from ui.console.players_jobs import PlayersDay, players_day
from ui.kit.explained import refusal_text

if TYPE_CHECKING:
    from rules.poker import HouseRules
    from ui.table.backend import Backend

__all__ = ["ConsoleJobs", "SlipError"]


class SlipError(RuntimeError):
    """The round slip could not be written."""


# --------------------------------------------------------------------------- basics


def _names(s: DealerServices) -> dict[int, str]:
    return {u.id: u.name for u in s.users.all_users()}


def _round_row(s: DealerServices, round_id: int) -> RoundRow:
    return s.read.round_row(round_id)


def _preparers(s: DealerServices, row: RoundRow, names: Mapping[int, str]) -> tuple[str, ...]:
    return tuple(names.get(p, f"user {p}") for p in s.read.preparers(row.id))


def _currency(mapping: Mapping[str, Any] | None, default: str = "EUR") -> str:
    if mapping and isinstance(mapping.get("house"), Mapping):
        return str(mapping["house"].get("currency", default))
    return default


# --------------------------------------------------------------------------- approvals


def _open_owed(s: DealerServices, round_id: int) -> RoundOwed | None:
    """What is owed for an open round as it stands (None when it cannot be replayed or is
    not complete)."""
    from dealer_app.services.rounds import ReplayError

    try:
        return s.rounds.owed(round_id)
    except (ReplayError, ServiceError):
        return None


def _held(s: DealerServices, row: RoundRow, names: Mapping[int, str]) -> HeldRound | None:
    from dealer_app.services.rounds import ReplayError

    shift = s.shifts.get(row.shift_id)
    s.rounds.forget(row.id)  # the dealer's station may have moved on: replay what is stored now
    base: dict[str, Any] = dict(round_id=row.id, shift_id=row.shift_id, table=shift.table_name, number=row.number,
                dealer=names.get(row.dealer, f"user {row.dealer}"), preparers=_preparers(s, row, names),
                started_us=0, steps=row.steps, house_version=row.house_version)
    try:
        live = s.rounds.live(row.id)
    except ReplayError as exc:
        return HeldRound(**base, items=(), refused_by=None, refusal_reason="", refused_us=None,
                         ruled_boxes=frozenset(), settlement=None, round_json=None, currency="EUR",
                         problem=refusal_text(exc))
    if not live.complete:
        return None
    st = s.rounds.approval_state(row.id)
    if st.satisfied:
        return None
    refusal = getattr(st, "outstanding_refusal", None)
    if refusal is None and st.refused and not st.required:
        refusal = st.refused[-1]
    round_json = live.round_json()
    base["started_us"] = s.read.entry_time(row.started_seq) or 0
    base["steps"] = live.steps
    return HeldRound(
        **base,
        items=tuple(HeldItem(i.box, str(i.kind.value), i.amount) for i in st.required),
        refused_by=names.get(refusal.actor, "?") if refusal is not None else None,
        refusal_reason=refusal.body_as(Refused).reason if refusal is not None else "",
        refused_us=refusal.ts_us if refusal is not None else None,
        ruled_boxes=frozenset(st.ruled_boxes),
        settlement=live.result,
        round_json=round_json,
        currency=_currency(round_json),
        owed=s.rounds.owed(row.id),
    )


# --------------------------------------------------------------------------- shifts and history


def _shift_choice(row: ShiftRow) -> ShiftChoice:
    return ShiftChoice(row.id, row.table_name, row.gaming_day, row.opened_us, row.closed_seq is not None,
                       row.rounds, bool(row.simulated), row.profile)


# --------------------------------------------------------------------------- the meter


# --------------------------------------------------------------------------- re-audit


# --------------------------------------------------------------------------- house rules


# --------------------------------------------------------------------------- users and settings


# --------------------------------------------------------------------------- table count


class ConsoleJobs:
    """The console's gateway (:class:`ui.console.gateway.ConsoleGateway`): made over the station for the
    console's context (``ctx.room(ConsoleJobs(backend))``); each call runs in a worker job
    (``ctx.run(lambda g: g.approve(...))``)."""

    def __init__(self, station: Backend) -> None:
        self._station = station

    def _check(self, *permissions: Permission, shift_id: int | None = None, round_id: int | None = None) -> Session:
        """The signed-in user must hold every permission (the services re-read the
        user, so a role change or a disable takes effect at once, and log a refusal)."""
        s = self._station.open_services()
        session = self._station.signed_in()
        for p in permissions:
            s.ctx.check(session, p, shift_id=shift_id, round_id=round_id)
        return session

    def _signer(self, name: str, pin: str, permission: Permission, purpose: str, *,
                shift_id: int | None = None, round_id: int | None = None) -> Signer:
        """The person who signs, proven by their PIN typed now.

        The pit boss signed in here types their PIN again (checked like a sign-in:
        a wrong one counts towards the lock-out); anyone else co-signs on this
        station without signing the pit boss out. The action itself checks the role."""
        s = self._station.open_services()
        me = self._station.visitor or self._station.session
        if me is not None and me.user.name.strip().lower() == name.strip().lower():
            return self._station.sign_again(me.user.name, pin)
        return s.users.co_sign(name, pin, permission, purpose=purpose, shift_id=shift_id, round_id=round_id)

    def signers(self, permission: str, round_id: int | None = None) -> tuple[SignerChoice, ...]:
        """Who may sign ``permission`` here: the pit boss signed in first, then the
        others holding it; a round's preparers are left out (the services refuse them)."""
        s = self._station.open_services()
        perm = Permission(permission)
        acting = self._station.visitor or self._station.session
        me = acting.user.id if acting is not None else None
        excluded: set[str] = set()
        if round_id is not None:
            row = _round_row(s, round_id)
            excluded = set(_preparers(s, row, _names(s)))
        out: list[SignerChoice] = []
        for u in s.users.all_users():
            if u.builtin or u.disabled or not allowed(u.role, perm) or u.name in excluded:
                continue
            out.append(SignerChoice(u.name, Role(u.role), u.id == me))
        out.sort(key=lambda c: (not c.me, c.name.lower()))
        return tuple(out)

    def held_rounds(self) -> tuple[HeldRound, ...]:
        """Every complete, unconfirmed round of every table that waits for a pit boss:
        held payouts (and jackpot shares), and refused rounds awaiting the dealer's
        correction or a floor ruling. Oldest first."""
        self._check(Permission.APPROVE)
        s = self._station.open_services()
        names = _names(s)
        out = [h for row in s.rounds.unfinished() if (h := _held(s, row, names)) is not None]
        return tuple(out)

    def _signed_round_action(self, round_id: int, name: str, pin: str, permission: Permission, purpose: str,
                             act: Callable[[DealerServices, Signer], object]) -> str:
        """Sign ``permission`` on the round with a PIN typed now, then ``act``; returns who signed."""
        s = self._station.open_services()
        row = _round_row(s, round_id)
        sig = self._signer(name, pin, permission, purpose, shift_id=row.shift_id, round_id=round_id)
        s.rounds.forget(round_id)
        act(s, sig)
        return str(sig.user.name)

    def approve(self, round_id: int, name: str, pin: str) -> str:
        return self._signed_round_action(round_id, name, pin, Permission.APPROVE, "approve held payouts",
                                         lambda s, sig: s.rounds.approve(sig, round_id))

    def refuse(self, round_id: int, name: str, pin: str, reason: str) -> str:
        return self._signed_round_action(round_id, name, pin, Permission.REFUSE, "refuse a round",
                                         lambda s, sig: s.rounds.refuse(sig, round_id, reason))

    def _second(self, second: tuple[str, str] | None, shift_id: int | None, round_id: int | None = None
                ) -> Signer | None:
        """The second signer of a big ruling, void or meter adjustment (name and PIN typed
        now): always a co-signature given to ``second_sign``, never the session."""
        if second is None:
            return None
        s = self._station.open_services()
        return s.users.co_sign(second[0], second[1], Permission.SECOND_SIGN, purpose="second signer",
                               shift_id=shift_id, round_id=round_id)

    def void(self, round_id: int, name: str, pin: str, reason: str, second: tuple[str, str] | None = None) -> str:
        """Void the round; ``second``: the second signer's name and PIN, when the services
        answered :class:`~dealer_app.services.common.SecondSignerNeeded`."""
        return self._signed_round_action(
            round_id, name, pin, Permission.VOID, "void a round",
            lambda s, sig: s.rounds.void(sig, round_id, reason,
                                         second=self._second(second, _round_row(s, round_id).shift_id, round_id)))

    def rule(self, round_id: int, box: int, net: int, name: str, pin: str, reason: str,
             second: tuple[str, str] | None = None) -> str:
        return self._signed_round_action(
            round_id, name, pin, Permission.RULE, "floor ruling",
            lambda s, sig: s.rounds.rule(sig, round_id, box, net, reason,
                                         second=self._second(second, _round_row(s, round_id).shift_id, round_id)))

    def shift_choices(self) -> tuple[ShiftChoice, ...]:
        """Every shift, newest first (open ones before closed ones)."""
        self._check(Permission.VIEW_HISTORY)
        rows = self._station.open_services().read.shifts()
        return tuple(sorted((_shift_choice(r) for r in rows), key=lambda c: (c.closed, -c.shift_id)))

    def shift_history(self, shift_id: int) -> ShiftHistory:
        self._check(Permission.VIEW_HISTORY, shift_id=shift_id)
        s = self._station.open_services()
        row = s.shifts.get(shift_id)
        views = tuple(s.read.rounds(shift_id))
        return ShiftHistory(_shift_choice(row), views, s.house.current(row.profile).rules.currency)

    def round_detail(self, round_id: int) -> RoundDetail:
        """A round in full: the steps as entered (who, when), the settlement computed
        by the engine and the effective figures (void, rulings), approvals and refusals."""
        s = self._station.open_services()
        row = _round_row(s, round_id)
        self._check(Permission.VIEW_HISTORY, shift_id=row.shift_id, round_id=round_id)
        names = _names(s)
        view = s.read.round(round_id)
        shift = s.shifts.get(row.shift_id)
        steps = tuple(
            StepLine(e.n, e.ts_us, names.get(e.actor or 0, "system"), e.station or "", e.step)
            for e in s.read.step_entries(round_id)
        )
        held = None
        settlement = view.settlement
        round_json: Mapping[str, Any] | None = view.round_json
        if row.status == RoundStatus.OPEN:
            held = _held(s, row, names)
            if held is not None:
                settlement, round_json = held.settlement, held.round_json
            else:
                from dealer_app.services.rounds import ReplayError

                try:
                    live = s.rounds.live(round_id)
                except ReplayError:
                    live = None
                if live is not None:
                    round_json = live.round_json()
                    settlement = live.result
        boxes: list[BoxLine] = []
        cards_of: dict[int, tuple[str, ...]] = {}
        if round_json:
            for bx in round_json.get("boxes", []):
                cards = bx.get("final_cards") or bx.get("cards") or ()
                cards_of[int(bx["box"])] = tuple(str(c) for c in cards)
        owed = view.owed
        if view.boxes:
            for bf in view.boxes:
                boxes.append(BoxLine(bf.box, bf.settlement, cards_of.get(bf.box, ()), bf.computed_net, bf.effective_net,
                                     bf.ruling, view.void is not None))
        elif settlement is not None:
            owed = held.owed if held is not None else _open_owed(s, round_id)
            if owed is not None and view.void is not None:
                owed = voided_owed(owed, Decision(Standing.VOIDED, view.void.by_name, view.void.reason, view.void.seq))
            for bx in settlement.boxes:
                o = owed.box(bx.box) if owed is not None else None
                boxes.append(BoxLine(bx.box, bx, cards_of.get(bx.box, ()), o.computed_net if o else bx.net,
                                     o.counts if o else 0, None, view.void is not None))
        dealer = (round_json or {}).get("dealer") or {}
        return RoundDetail(
            view=view, table=shift.table_name, currency=_currency(round_json, s.house.current(shift.profile).rules.currency),
            settlement=settlement, round_json=round_json, boxes=tuple(boxes), steps=steps,
            confirmed=row.status != RoundStatus.OPEN, held=held,
            dealer_cards=tuple(str(c) for c in dealer.get("cards") or ()),
            replacements=tuple(str(c) for c in dealer.get("replacements") or ()),
            preparers=_preparers(s, row, names), owed=owed,
        )

    def save_round_slip(self, round_id: int, path: str, locale: str = "en_GB") -> str:
        """Write the round's slip as PDF with ``dealer-app report --round`` (the reports
        package sits beside ``ui`` and is not imported by it), in a child process."""
        s = self._station.open_services()
        row = _round_row(s, round_id)
        self._check(Permission.PRINT_REPORT, shift_id=row.shift_id, round_id=round_id)
        out = Path(path)
        if out.suffix.lower() != ".pdf":
            out = out.with_suffix(".pdf")
        return str(self._station.write_report(
            "--shift", str(row.shift_id), "--round", str(row.number), out=out, locale=locale, timeout=300,
            failed=lambda why: SlipError(RoundSlipNotWritten(why=why))))

    def check_print(self, round_id: int) -> None:
        """Before printing: the signed-in user may print (the services log a refusal)."""
        s = self._station.open_services()
        row = _round_row(s, round_id)
        self._check(Permission.PRINT_REPORT, shift_id=row.shift_id, round_id=round_id)

    def record_print(self, round_id: int, what: str) -> None:
        """After printing: "report printed" in the audit log, under the user signed in here."""
        s = self._station.open_services()
        row = _round_row(s, round_id)
        session = self._check(Permission.PRINT_REPORT, shift_id=row.shift_id, round_id=round_id)
        s.record_report(session.user.id, shift_id=row.shift_id, what=what, path="printer")

    def meter_info(self) -> MeterInfo:
        self._check(Permission.ADJUST_METER)
        s = self._station.open_services()
        history = tuple(reversed(s.meter.history()))
        return MeterInfo(s.meter.value(), history, _names(s), s.house.current(DEFAULT_PROFILE).rules.currency)

    def adjust_meter(self, delta: int, name: str, pin: str, reason: str, shift_id: int | None = None,
                     second: tuple[str, str] | None = None) -> int:
        s = self._station.open_services()
        sig = self._signer(name, pin, Permission.ADJUST_METER, "jackpot meter adjustment", shift_id=shift_id)
        move = s.meter.adjust(sig, delta, reason, shift_id=shift_id, second=self._second(second, shift_id))
        return int(move.value_after)

    def reaudit(self, shift_id: int, progress: Callable[[str, int, int], None] | None = None) -> AuditResult:
        from ui.console.reaudit import reaudit_shift

        return reaudit_shift(self._station.open_services(), self._station.signed_in(), shift_id, progress)

    def house_info(self) -> HouseInfo:
        self._check(Permission.EDIT_HOUSE_RULES)
        s = self._station.open_services()
        if not s.house.profiles():
            s.house.current(DEFAULT_PROFILE)  # the default profile is created on first use
        profiles = tuple(s.house.profiles())
        versions = {p: tuple(s.house.versions(p)) for p in profiles}
        in_progress = []
        for row in s.rounds.unfinished():
            shift = s.shifts.get(row.shift_id)
            in_progress.append((shift.table_name, row.number, row.house_version))
        tables: dict[str, list[str]] = {}
        for sh in s.shifts.open_shifts():
            tables.setdefault(sh.profile, []).append(sh.table_name)
        return HouseInfo(profiles, versions, _names(s), tuple(in_progress),
                         {k: tuple(v) for k, v in tables.items()})

    def save_house(self, profile: str, rules: HouseRules, name: str, pin: str, note: str = "") -> HouseVersion:
        """Save ``rules`` (complete house rules) as the next version of ``profile``;
        it applies from the next round started under the profile."""
        s = self._station.open_services()
        sig = self._signer(name, pin, Permission.EDIT_HOUSE_RULES, "house rules")
        return s.house.save(sig, profile, rules.to_mapping(), note=note)

    def users(self) -> tuple[UserLine, ...]:
        session = self._check(Permission.MANAGE_USERS)
        return tuple(
            UserLine(u.id, u.name, Role(u.role), u.disabled, u.locked, u.failed_attempts, u.id == session.user.id)
            for u in self._station.open_services().users.all_users() if not u.builtin
        )

    def add_user(self, name: str, role: Role, pin: str) -> str:
        return str(self._station.open_services().users.add(self._station.signed_in(), name, role, pin).name)

    def set_role(self, user_id: int, role: Role) -> str:
        return str(self._station.open_services().users.set_role(self._station.signed_in(), user_id, role).name)

    def reset_pin(self, user_id: int, pin: str) -> str:
        return str(self._station.open_services().users.reset_pin(self._station.signed_in(), user_id, pin).name)

    def unlock(self, user_id: int) -> str:
        return str(self._station.open_services().users.unlock(self._station.signed_in(), user_id).name)

    def set_user_enabled(self, user_id: int, enabled: bool) -> str:
        users_service = self._station.open_services().users
        info = users_service.enable(self._station.signed_in(), user_id) if enabled else users_service.disable(self._station.signed_in(), user_id)
        return str(info.name)

    def settings(self) -> Settings:
        self._check(Permission.EDIT_SETTINGS)
        return self._station.open_services().settings.get()

    def update_settings(self, values: Mapping[str, object]) -> Settings:
        return self._station.open_services().settings.update(self._station.signed_in(), **dict(values))

    def count_overview(self, limit: int = 20) -> tuple[tuple[CountView, ...], str]:
        """The latest shifts that have a table count (newest first), with the floor's currency."""
        self._check(Permission.VIEW_COUNT)
        s = self._station.open_services()
        views = []
        for shift in reversed(s.shifts.all_shifts()):
            view = s.count.view(shift.id)
            if view.has_count:
                views.append(view)
                if len(views) >= limit:
                    break
        return tuple(views), s.house.current(DEFAULT_PROFILE).rules.currency

    def players_day(self, day: str | None = None) -> PlayersDay:
        return players_day(self._station, day)

    def chip_set_info(self) -> ChipSetInfo:
        """The house's chip set (denominations, colours, names, the tray's par), its currency, and
        the table group it comes from on a floor."""
        from dealer_app.services.house import current_currency

        self._check(Permission.EDIT_CHIP_SET)
        s = self._station.open_services()
        return ChipSetInfo(s.count.chip_set_record(), current_currency(s.ctx), s.count.table_group())

    def save_chip_set(self, chips: Sequence[Mapping[str, object]], name: str, pin: str) -> ChipSetInfo:
        """Set the chip set (minor units), signed with ``name``'s PIN typed now; it applies to
        shifts opened from now on."""
        s = self._station.open_services()
        sig = self._signer(name, pin, Permission.EDIT_CHIP_SET, "chip set")
        s.count.set_chip_set(sig, [dict(c) for c in chips])
        return self.chip_set_info()

    def explain_variance(self, shift_id: int, name: str, pin: str, text: str) -> CountView:
        """A pit boss's written explanation of a shift's count variance (signed with their PIN)."""
        s = self._station.open_services()
        sig = self._signer(name, pin, Permission.EXPLAIN_VARIANCE, "explain a count variance", shift_id=shift_id)
        return s.count.explain_variance(sig, shift_id, text)

    # -- fill and credit slips ------------------------------------------------------------------------
    def slips(self, shifts: int = 20) -> SlipsInfo:
        """The fill and credit slips of the latest ``shifts`` live shifts and every slip still waiting
        (for a pit boss or the cage), waiting ones first, then newest first. A simulated shift's
        slips are left out: people never act on them (the services refuse)."""
        self._check(Permission.VIEW_COUNT)
        s = self._station.open_services()
        rows = [r for r in s.shifts.all_shifts() if not r.simulated]
        recent = {r.id for r in rows[-shifts:]}
        tables = {r.id: r.table_name for r in rows}
        closed = {r.id for r in rows if r.closed_seq is not None}
        seen = {v.number: v for v in s.count.slips(sorted(recent))}
        for v in s.count.slips([r.id for r in rows], waiting=True):
            seen.setdefault(v.number, v)
        lines = tuple(SlipLine(v, tables.get(v.shift_id, ""), v.shift_id in closed)
                      for v in sorted(seen.values(), key=lambda v: (not v.waiting, -v.number)))
        return SlipsInfo(lines, s.house.current(DEFAULT_PROFILE).rules.currency)

    def sign_slip(self, number: int, name: str, pin: str) -> SlipView:
        """A pit boss signs a slip waiting for their signature."""
        s = self._station.open_services()
        slip = s.count.slip(number)
        return s.count.sign_slip(self._signer(name, pin, Permission.SIGN_COUNT, "sign slip", shift_id=slip.shift_id),
                                 number)

    def receive_slip(self, number: int, name: str, pin: str) -> SlipView:
        """The cage signs that a signed slip's chips were handed over."""
        s = self._station.open_services()
        slip = s.count.slip(number)
        return s.count.receive_slip(self._signer(name, pin, Permission.RECEIVE_SLIP, "receive slip",
                                                 shift_id=slip.shift_id), number)

    def void_slip(self, number: int, name: str, pin: str, reason: str) -> SlipView:
        """A pit boss voids a slip, with a reason: its chips do not count."""
        s = self._station.open_services()
        slip = s.count.slip(number)
        return s.count.void_slip(self._signer(name, pin, Permission.SIGN_COUNT, "void slip", shift_id=slip.shift_id),
                                 number, reason)

    def reprint_slip(self, number: int, name: str, pin: str, reason: str, path: str, locale: str = "en_GB") -> str:
        """A pit boss has a slip printed again, with a reason (recorded first, so the copy says it is
        one); the PDF is written by ``dealer-app report --slip`` in a child process."""
        s = self._station.open_services()
        slip = s.count.slip(number)
        out = Path(path)
        if out.suffix.lower() != ".pdf":
            out = out.with_suffix(".pdf")
        out.parent.mkdir(parents=True, exist_ok=True)  # the station's reports folder, made on first use
        s.count.reprint_slip(self._signer(name, pin, Permission.SIGN_COUNT, "reprint slip", shift_id=slip.shift_id),
                             number, reason)
        return str(self._station.write_report(
            "--slip", str(number), out=out, locale=locale, timeout=300,
            failed=lambda why: SlipError(SlipReprintFailed(n=number, why=why))))

    # -- the count room: the drop -----------------------------------------------------------------------
    def drop_overview(self, limit: int = 20) -> DropInfo:
        """Closed shifts with a table count (newest first), the notes the count room counts in,
        and the house currency."""
        self._check(Permission.ENTER_DROP)
        s = self._station.open_services()
        views = []
        for shift in reversed(s.shifts.all_shifts()):
            if shift.closed_seq is None:
                continue
            view = s.count.view(shift.id)
            if view.has_count:
                views.append(view)
                if len(views) >= limit:
                    break
        return DropInfo(tuple(views), s.count.banknotes(), s.house.current(DEFAULT_PROFILE).rules.currency)

    def drop_total(self, notes: Mapping[int, int], loose: int) -> int:
        """The total of a count by notes (the service's arithmetic)."""
        return self._station.open_services().count.drop_total(notes, loose)

    def enter_drop(self, shift_id: int, notes: Mapping[int, int], loose: int, name: str, pin: str,
                   reason: str = "") -> CountView:
        """The count room enters a closed shift's drop, counted by note; signed with their PIN."""
        s = self._station.open_services()
        sig = self._signer(name, pin, Permission.ENTER_DROP, "drop", shift_id=shift_id)
        s.count.enter_drop(sig, shift_id, notes=dict(notes), loose=loose, reason=reason)
        return s.count.view(shift_id)
