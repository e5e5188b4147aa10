"""The console's calls into the services. Every function here runs on the store
worker thread (``ctx.run(lambda b: jobs.approve(b, ...))``), never on the UI
thread, takes the app's :class:`ui.table.backend.Backend` (for its open services and
the session signed in on this station) and returns immutable records.

Signatures: every approval, refusal, void, floor ruling, meter adjustment and
house-rules version is signed with a PIN typed for it. The signer is the pit
boss signed in here (their PIN is checked again) or another pit boss
co-signing on this station; the services check the role, that the signer is
not one of the round's preparers, and log everything, refusals included.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from dealer_app.auth.roles import Permission, Role, allowed
from dealer_app.child import run_dealer_app
from dealer_app.services.common import NotFoundError, Session, StateError
from dealer_app.services.house import DEFAULT_PROFILE
from dealer_app.store.records import EntryKind, RoundStatus
from rules.poker.steps import step_from_json
from ui.console.model import (
    BoxLine,
    HeldItem,
    HeldRound,
    HouseInfo,
    MeterInfo,
    RoundDetail,
    ShiftChoice,
    ShiftHistory,
    SignerChoice,
    StepLine,
    UserLine,
)

__all__ = [
    "SlipError",
    "add_user",
    "adjust_meter",
    "approve",
    "check_print",
    "held_rounds",
    "house_info",
    "meter_info",
    "reaudit",
    "record_print",
    "refuse",
    "reset_pin",
    "round_detail",
    "rule",
    "save_house",
    "save_round_slip",
    "set_role",
    "set_user_enabled",
    "settings",
    "shift_choices",
    "shift_history",
    "signers",
    "unlock",
    "update_settings",
    "users",
    "void",
]


class SlipError(RuntimeError):
    """The round slip could not be written."""


# --------------------------------------------------------------------------- basics


def _services(b: Any) -> Any:
    if getattr(b, "services", None) is None:
        raise StateError("the database is not open")
    return b.services


def _session(b: Any) -> Session:
    if b.session is None:
        raise StateError("nobody is signed in on this station")
    session: Session = b.session
    return session


def _check(b: Any, *permissions: Permission, shift_id: int | None = None, round_id: int | None = None) -> Session:
    """The signed-in user must hold every permission (the services re-read the
    user, so a role change or a disable takes effect at once, and log a refusal)."""
    s = _services(b)
    session = _session(b)
    for p in permissions:
        s.ctx.check(session, p, shift_id=shift_id, round_id=round_id)
    return session


def _signer(b: Any, name: str, pin: str, permission: Permission, purpose: str, *,
            shift_id: int | None = None, round_id: int | None = None) -> Any:
    """The person who signs, proven by their PIN typed now.

    The pit boss signed in here types their PIN again (checked like a sign-in:
    a wrong one counts towards the lock-out); anyone else co-signs on this
    station without signing the pit boss out. The action itself checks the role."""
    s = _services(b)
    me = b.session
    if me is not None and me.user.name.strip().lower() == name.strip().lower():
        fresh = s.users.sign_in(me.user.name, pin)
        b.session = fresh
        return fresh
    return s.users.co_sign(name, pin, permission, purpose=purpose, shift_id=shift_id, round_id=round_id)


def _names(s: Any) -> dict[int, str]:
    return {u.id: u.name for u in s.users.all_users()}


def _round_row(s: Any, round_id: int) -> Any:
    row = s.store.round(round_id)
    if row is None:
        raise NotFoundError(f"no round {round_id}")
    return row


def _preparers(s: Any, row: Any, names: Mapping[int, str]) -> tuple[str, ...]:
    people = [row.dealer]
    for e in s.store.round_entries(row.id):
        if e.kind == EntryKind.STEP and e.actor is not None and e.actor not in people:
            people.append(e.actor)
    return tuple(names.get(p, f"user {p}") for p in people)


def _currency(mapping: Mapping[str, Any] | None, default: str = "EUR") -> str:
    if mapping and isinstance(mapping.get("house"), Mapping):
        return str(mapping["house"].get("currency", default))
    return default


def signers(b: Any, permission: str, round_id: int | None = None) -> tuple[SignerChoice, ...]:
    """Who may sign ``permission`` here: the pit boss signed in first, then the
    others holding it; a round's preparers are left out (the services refuse them)."""
    s = _services(b)
    perm = Permission(permission)
    me = b.session.user.id if b.session is not None else None
    excluded: set[str] = set()
    if round_id is not None:
        row = _round_row(s, round_id)
        excluded = set(_preparers(s, row, _names(s)))
    out: list[SignerChoice] = []
    for u in s.users.all_users():
        if u.builtin or u.disabled or not allowed(u.role, perm) or u.name in excluded:
            continue
        out.append(SignerChoice(u.name, str(Role(u.role).value), u.id == me))
    out.sort(key=lambda c: (not c.me, c.name.lower()))
    return tuple(out)


# --------------------------------------------------------------------------- approvals


def _held(s: Any, row: Any, names: Mapping[int, str]) -> HeldRound | None:
    from dealer_app.services.rounds import ReplayError

    shift = s.shifts.get(row.shift_id)
    s.rounds.forget(row.id)  # the dealer's station may have moved on: replay what is stored now
    base = dict(round_id=row.id, shift_id=row.shift_id, table=shift.table_name, number=row.number,
                dealer=names.get(row.dealer, f"user {row.dealer}"), preparers=_preparers(s, row, names),
                started_us=0, steps=row.steps, house_version=row.house_version)
    try:
        live = s.rounds.live(row.id)
    except ReplayError as exc:
        return HeldRound(**base, items=(), refused_by=None, refusal_reason="", refused_us=None,
                         ruled_boxes=frozenset(), settlement=None, round_json=None, currency="EUR",
                         problem=str(exc))
    if not live.complete:
        return None
    st = s.rounds.approval_state(row.id)
    if st.satisfied:
        return None
    refusal = getattr(st, "outstanding_refusal", None)
    if refusal is None and st.refused and not st.required:
        refusal = st.refused[-1]
    started = s.store.entry(row.started_seq)
    round_json = live.round_json()
    base["started_us"] = started.ts_us if started is not None else 0
    base["steps"] = live.steps
    return HeldRound(
        **base,
        items=tuple(HeldItem(i.box, str(i.kind.value), i.amount) for i in st.required),
        refused_by=names.get(refusal.actor, "?") if refusal is not None else None,
        refusal_reason=str(refusal.payload.get("reason", "")) if refusal is not None else "",
        refused_us=refusal.ts_us if refusal is not None else None,
        ruled_boxes=frozenset(st.ruled_boxes),
        settlement=live.result,
        round_json=round_json,
        currency=_currency(round_json),
    )


def held_rounds(b: Any) -> tuple[HeldRound, ...]:
    """Every complete, unconfirmed round of every table that waits for a pit boss:
    held payouts (and jackpot shares), and refused rounds awaiting the dealer's
    correction or a floor ruling. Oldest first."""
    _check(b, Permission.APPROVE)
    s = _services(b)
    names = _names(s)
    out = [h for row in s.rounds.unfinished() if (h := _held(s, row, names)) is not None]
    return tuple(out)


def approve(b: Any, round_id: int, name: str, pin: str) -> str:
    s = _services(b)
    row = _round_row(s, round_id)
    sig = _signer(b, name, pin, Permission.APPROVE, "approve held payouts", shift_id=row.shift_id, round_id=round_id)
    s.rounds.forget(round_id)
    s.rounds.approve(sig, round_id)
    return str(sig.user.name)


def refuse(b: Any, round_id: int, name: str, pin: str, reason: str) -> str:
    s = _services(b)
    row = _round_row(s, round_id)
    sig = _signer(b, name, pin, Permission.REFUSE, "refuse a round", shift_id=row.shift_id, round_id=round_id)
    s.rounds.forget(round_id)
    s.rounds.refuse(sig, round_id, reason)
    return str(sig.user.name)


def void(b: Any, round_id: int, name: str, pin: str, reason: str) -> str:
    s = _services(b)
    row = _round_row(s, round_id)
    sig = _signer(b, name, pin, Permission.VOID, "void a round", shift_id=row.shift_id, round_id=round_id)
    s.rounds.forget(round_id)
    s.rounds.void(sig, round_id, reason)
    return str(sig.user.name)


def rule(b: Any, round_id: int, box: int, net: int, name: str, pin: str, reason: str) -> str:
    s = _services(b)
    row = _round_row(s, round_id)
    sig = _signer(b, name, pin, Permission.RULE, "floor ruling", shift_id=row.shift_id, round_id=round_id)
    s.rounds.forget(round_id)
    s.rounds.rule(sig, round_id, box, net, reason)
    return str(sig.user.name)


# --------------------------------------------------------------------------- shifts and history


def _shift_choice(row: Any) -> ShiftChoice:
    return ShiftChoice(row.id, row.table_name, row.gaming_day, row.opened_us, row.closed_seq is not None,
                       row.rounds, bool(row.simulated), row.profile)


def shift_choices(b: Any) -> tuple[ShiftChoice, ...]:
    """Every shift, newest first (open ones before closed ones)."""
    _check(b, Permission.VIEW_HISTORY)
    rows = _services(b).read.shifts()
    return tuple(sorted((_shift_choice(r) for r in rows), key=lambda c: (c.closed, -c.shift_id)))


def shift_history(b: Any, shift_id: int) -> ShiftHistory:
    _check(b, Permission.VIEW_HISTORY, shift_id=shift_id)
    s = _services(b)
    row = s.shifts.get(shift_id)
    views = tuple(s.read.rounds(shift_id))
    return ShiftHistory(_shift_choice(row), views, s.house.current(row.profile).rules.currency)


def round_detail(b: Any, round_id: int) -> RoundDetail:
    """A round in full: the steps as entered (who, when), the settlement computed
    by the engine and the effective figures (void, rulings), approvals and refusals."""
    s = _services(b)
    row = _round_row(s, round_id)
    _check(b, Permission.VIEW_HISTORY, shift_id=row.shift_id, round_id=round_id)
    names = _names(s)
    view = s.read.round(round_id)
    shift = s.shifts.get(row.shift_id)
    steps = tuple(
        StepLine(int(e.payload.get("n", i + 1)), e.ts_us, names.get(e.actor or 0, "system"), e.station or "",
                 step_from_json(e.payload["step"]))
        for i, e in enumerate(x for x in s.store.round_entries(round_id) if x.kind == EntryKind.STEP)
    )
    held = None
    settlement = view.settlement
    round_json = view.round_json
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
    if view.boxes:
        for bf in view.boxes:
            boxes.append(BoxLine(bf.box, bf.settlement, cards_of.get(bf.box, ()), bf.computed_net, bf.effective_net,
                                 bf.ruling, view.void is not None))
    elif settlement is not None:
        for bx in settlement.boxes:
            boxes.append(BoxLine(bx.box, bx, cards_of.get(bx.box, ()), bx.net, 0 if view.void is not None else bx.net,
                                 None, view.void is not None))
    dealer = (round_json or {}).get("dealer") or {}
    return RoundDetail(
        view=view, table=shift.table_name, currency=_currency(round_json, s.house.current(shift.profile).rules.currency),
        settlement=settlement, round_json=round_json, boxes=tuple(boxes), steps=steps,
        confirmed=row.status != RoundStatus.OPEN, held=held,
        dealer_cards=tuple(str(c) for c in dealer.get("cards") or ()),
        replacements=tuple(str(c) for c in dealer.get("replacements") or ()),
        preparers=_preparers(s, row, names),
    )


def save_round_slip(b: Any, round_id: int, path: str, locale: str = "en_GB") -> str:
    """Write the round's slip as PDF with ``dealer-app report --round`` (the reports
    package sits beside ``ui`` and is not imported by it), in a child process."""
    s = _services(b)
    row = _round_row(s, round_id)
    _check(b, Permission.PRINT_REPORT, shift_id=row.shift_id, round_id=round_id)
    out = Path(path)
    if out.suffix.lower() != ".pdf":
        out = out.with_suffix(".pdf")
    failed = run_dealer_app("report", *b.db_argv(), "--shift", str(row.shift_id), "--round",
                            str(row.number), "--out", str(out), "--quiet", "--locale", locale, timeout=300)
    if failed is not None:
        raise SlipError(f"the round slip could not be written: {failed}")
    return str(out)


def check_print(b: Any, round_id: int) -> None:
    """Before printing: the signed-in user may print (the services log a refusal)."""
    s = _services(b)
    row = _round_row(s, round_id)
    _check(b, Permission.PRINT_REPORT, shift_id=row.shift_id, round_id=round_id)


def record_print(b: Any, round_id: int, what: str) -> None:
    """After printing: "report printed" in the audit log, under the user signed in here."""
    s = _services(b)
    row = _round_row(s, round_id)
    session = _check(b, Permission.PRINT_REPORT, shift_id=row.shift_id, round_id=round_id)
    s.record_report(session.user.id, shift_id=row.shift_id, what=what, path="printer")


# --------------------------------------------------------------------------- the meter


def meter_info(b: Any) -> MeterInfo:
    _check(b, Permission.ADJUST_METER)
    s = _services(b)
    history = tuple(reversed(s.meter.history()))
    return MeterInfo(s.meter.value(), history, _names(s), s.house.current(DEFAULT_PROFILE).rules.currency)


def adjust_meter(b: Any, delta: int, name: str, pin: str, reason: str, shift_id: int | None = None) -> int:
    s = _services(b)
    sig = _signer(b, name, pin, Permission.ADJUST_METER, "jackpot meter adjustment", shift_id=shift_id)
    move = s.meter.adjust(sig, delta, reason, shift_id=shift_id)
    return int(move.value_after)


# --------------------------------------------------------------------------- re-audit


def reaudit(b: Any, shift_id: int, progress: Callable[[str, int, int], None] | None = None) -> Any:
    from ui.console.reaudit import reaudit_shift

    return reaudit_shift(_services(b), _session(b), shift_id, progress)


# --------------------------------------------------------------------------- house rules


def house_info(b: Any) -> HouseInfo:
    _check(b, Permission.EDIT_HOUSE_RULES)
    s = _services(b)
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


def save_house(b: Any, profile: str, mapping: Mapping[str, Any], name: str, pin: str, note: str = "") -> Any:
    """Save ``mapping`` (complete house rules) as the next version of ``profile``;
    it applies from the next round started under the profile."""
    s = _services(b)
    sig = _signer(b, name, pin, Permission.EDIT_HOUSE_RULES, "house rules")
    return s.house.save(sig, profile, dict(mapping), note=note)


# --------------------------------------------------------------------------- users and settings


def users(b: Any) -> tuple[UserLine, ...]:
    session = _check(b, Permission.MANAGE_USERS)
    return tuple(
        UserLine(u.id, u.name, str(Role(u.role).value), u.disabled, u.locked, u.failed_attempts, u.id == session.user.id)
        for u in _services(b).users.all_users() if not u.builtin
    )


def add_user(b: Any, name: str, role: str, pin: str) -> str:
    return str(_services(b).users.add(_session(b), name, Role(role), pin).name)


def set_role(b: Any, user_id: int, role: str) -> str:
    return str(_services(b).users.set_role(_session(b), user_id, Role(role)).name)


def reset_pin(b: Any, user_id: int, pin: str) -> str:
    return str(_services(b).users.reset_pin(_session(b), user_id, pin).name)


def unlock(b: Any, user_id: int) -> str:
    return str(_services(b).users.unlock(_session(b), user_id).name)


def set_user_enabled(b: Any, user_id: int, enabled: bool) -> str:
    users_service = _services(b).users
    info = users_service.enable(_session(b), user_id) if enabled else users_service.disable(_session(b), user_id)
    return str(info.name)


def settings(b: Any) -> Any:
    _check(b, Permission.EDIT_SETTINGS)
    return _services(b).settings.get()


def update_settings(b: Any, values: Mapping[str, object]) -> Any:
    return _services(b).settings.update(_session(b), **dict(values))


# --------------------------------------------------------------------------- table count


def count_overview(b: Any, limit: int = 20) -> tuple[tuple[Any, ...], str]:
    """The latest shifts that have a table count (newest first), with the floor's currency."""
    _check(b, Permission.VIEW_COUNT)
    s = _services(b)
    views = []
    for shift in reversed(s.shifts.all_shifts()):
        view = s.count.view(shift.id)
        if view.has_count:
            views.append(view)
            if len(views) >= limit:
                break
    return tuple(views), s.house.current(DEFAULT_PROFILE).rules.currency


def explain_variance(b: Any, shift_id: int, name: str, pin: str, text: str) -> Any:
    """A pit boss's written explanation of a shift's count variance (signed with their PIN)."""
    s = _services(b)
    sig = _signer(b, name, pin, Permission.EXPLAIN_VARIANCE, "explain a count variance", shift_id=shift_id)
    return s.count.explain_variance(sig, shift_id, text)
