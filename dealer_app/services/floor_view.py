"""The pit podium's view of a floor: every table at a glance, one approvals queue,
pushed (LISTEN/NOTIFY) rather than polled.

A podium holds one connection per table it supervises (opened on first use)
and one listener. :meth:`FloorView.wait` blocks on the listener's socket and
returns the tables that changed; the podium then re-reads only those.
Approving and refusing from the podium is the same service call a pit boss
makes on the dealer's station (their PIN, the four-eyes rule, logged in the
table's own chain).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from dealer_app.auth.passwords import PinHasher
from dealer_app.auth.roles import Permission, allowed
from dealer_app.safe_input import int_of
from dealer_app.services.app import DealerServices
from dealer_app.services.common import CoSignature
from dealer_app.services.count import SlipView
from dealer_app.services.owed import house_total
from dealer_app.services.rounds import ApprovalItem
from dealer_app.services.table_group import FloorGroups, GroupResult, LeaveResult
from dealer_app.services.users import SignInError, UserLockedError
from dealer_app.store.entries import Refused
from dealer_app.store.pg_status import Concern, FloorStatus, MeterStatus, StationSeen, TableStatus
from dealer_app.store.records import LogEntry, MeterHit, RoundStatus

__all__ = ["Concern", "FloorStatus", "FloorView", "HeldRound", "MeterStatus", "PodiumAlert", "PodiumRated", "PodiumSlip",
           "StationSeen", "TableRow", "TableStatus", "WrongPinError"]

PODIUM_STATION = "pit podium"


class WrongPinError(SignInError):
    """A co-signature's PIN was wrong; the signer has ``attempts_left`` before the lock-out."""

    def __init__(self, message: str, attempts_left: int | None) -> None:
        super().__init__(message)
        self.attempts_left = attempts_left


@dataclass(frozen=True)
class TableRow:
    """One line of the podium's table overview."""

    table: str
    open: bool
    dealer: str | None
    round_number: int | None
    house_result: int
    """Minor units: what the open (else last) shift's settled rounds count for the house, from
    the record of what is owed (rulings applied, voided rounds nothing)."""
    last_activity_us: int | None
    held: int  # rounds waiting for a pit boss (or sent back)
    currency: str = "EUR"  # the house currency of the shift's profile


@dataclass(frozen=True)
class HeldRound:
    """One entry of the approvals queue across the pit's tables."""

    table: str
    round_id: int
    number: int
    shift_id: int
    dealer: str
    items: tuple[ApprovalItem, ...]
    """What is held; a jackpot hit on a linked meter not approved yet: the share the meter as it
    stands now pays (what approving it now records)."""
    refused: str | None  # the reason of a standing refusal (back with the dealer), else None
    currency: str = "EUR"  # the house currency the round is played in
    queued_behind: MeterHit | None = None
    """A jackpot hit queued on its linked meter: the older hit (another table's) that holds the
    meter; this one is approved only once that one is paid."""
    meter: str = ""
    """The linked meter of a jackpot hit, when the table is on one."""
    boxes: tuple[tuple[int, int], ...] = ()
    """(box, computed net from the player's side) of each box of the round: what a floor ruling
    replaces (the computed figure is kept beside it)."""


@dataclass(frozen=True)
class PodiumRated:
    """A rated player of the gaming day at one of the pit's tables (the card's last digits,
    or "" for an anonymous player: ``boxes`` then)."""

    table: str
    session: int
    shown: str
    boxes: tuple[int, ...]
    seated: bool  # still at the table
    hands: int
    average_bet: int
    actual_win: int
    currency: str = "EUR"


@dataclass(frozen=True)
class PodiumAlert:
    """A cash alert of the gaming day (the patron's floor-wide aggregate) for a patron seen at
    one of the pit's tables; ``table``: where the transaction that raised it was made."""

    table: str
    kind: str  # report_in, report_out, structuring
    shown: str  # the card's last digits, "" for an unregistered patron
    amount: int
    at_us: int
    currency: str = "EUR"


@dataclass(frozen=True)
class PodiumSlip:
    """A fill or credit slip on one of the pit's tables: the slip of record and its table."""

    table: str
    slip: SlipView
    currency: str = "EUR"


class FloorView:
    def __init__(self, url: str, tables: list[str] | None = None, *, station: str = PODIUM_STATION,
                 hasher: PinHasher | None = None, status: Callable[[str], None] | None = None,
                 key_file: Path | None = None) -> None:
        from dealer_app.store.pg_listen import FloorListener
        from dealer_app.store.postgres import floor_tables

        self.url = url
        self.tables = list(tables) if tables else floor_tables(url)
        self._station = station
        self._hasher = hasher or PinHasher()
        self._status = status
        self._key_file = key_file  # the floor's audit key given to this podium (else the one this machine has)
        self._services: dict[str, DealerServices] = {}
        self._listener = FloorListener(url)

    def services(self, table: str) -> DealerServices:
        s = self._services.get(table)
        if s is None:
            s = DealerServices.open(self.url, table=table, station=self._station, hasher=self._hasher,
                                    create=False, record_startup=False, status=self._status, key_file=self._key_file)
            self._services[table] = s
        return s

    # -- what the podium shows ------------------------------------------------------------------------
    def row(self, table: str) -> TableRow:
        s = self.services(table)
        store = s.store
        shifts = store.shifts()
        shift = next((sh for sh in reversed(shifts) if sh.closed_seq is None), shifts[-1] if shifts else None)
        head = store.anchor()
        last = store.entry(head.head_seq) if head.head_seq else None
        if shift is None:
            return TableRow(table, False, None, None, 0, last.ts_us if last else None, 0)
        rounds = store.rounds(shift.id)
        _computed, result = house_total(v.owed for v in s.read.rounds(shift.id) if v.settled)
        held = len(self._held(table, s, shift.id))
        return TableRow(table, shift.closed_seq is None, s.ctx.user_name(shift.dealer),
                        rounds[-1].number if rounds else None, result, last.ts_us if last else None, held,
                        str(s.house.current(shift.profile).rules.currency))

    def overview(self) -> list[TableRow]:
        return [self.row(t) for t in self.tables]

    def rated(self) -> list[PodiumRated]:
        """The gaming day's rated players at the pit's tables, seated ones first. What the podium
        shows of a player is the card's last digits: no patron details."""
        from dealer_app.services.house import current_currency

        out = []
        for t in self.tables:
            s = self.services(t)
            day, currency = s.settings.gaming_day(), current_currency(s.ctx)
            for x in s.ratings.fold().of_day(day):
                f: Mapping[str, object] = x.of_record()
                first = x.box_history[0][1] if x.box_history else x.boxes
                out.append(PodiumRated(t, x.session, s.players.shown(x.player) if x.player else "",
                                       x.boxes if x.open else tuple(first), x.open, x.hands, int_of(f["average_bet"]),
                                       x.actual_win, currency))
        return sorted(out, key=lambda r: (not r.seated, r.table, r.session))

    def cash_alerts(self) -> list[PodiumAlert]:
        """The gaming day's threshold and structuring alerts of the patrons seen at the pit's
        tables. A patron's gaming day is the floor's: the aggregates and alerts are folded over
        every table's cash transactions (the cage's included) of the day's patrons, and an alert is the pit's when
        any of its transactions was recorded at, or for, one of the pit's tables. ``table``:
        where the transaction that raised it was made."""
        from dealer_app.services.house import current_currency

        if not self.tables:
            return []
        s = self.services(self.tables[0])
        day, currency = s.settings.gaming_day(), current_currency(s.ctx)
        fold = s.aml.day_fold(day)
        by_ref = {t.ref: t for t in fold.transactions}
        mine = set(self.tables)
        out = []
        for a in fold.alerts_of(day):
            txs = [by_ref[r] for r in a.transactions if r in by_ref]
            if not any(t.table in mine or t.log in mine for t in txs):
                continue
            ref = a.patron.removeprefix("simulated:")
            shown = "" if ref.startswith("unregistered:") else s.players.shown(ref)
            raised = by_ref.get(a.ref)
            where = (raised.table or raised.log) if raised is not None else a.log
            out.append(PodiumAlert(where or self.tables[0], a.kind, shown, a.amount, a.at_us, currency))
        return sorted(out, key=lambda a: -a.at_us)

    def health(self) -> FloorStatus:
        """The floor's health (``floor status``): the pit's tables' stations online or
        offline, stale leases, the linked meters and their variance, the last verification.
        Raises :class:`~dealer_app.store.postgres.FloorUnreachableError` quickly (2 s) when the
        server does not answer, so the podium can say so."""
        from dataclasses import replace

        from dealer_app.store.pg_status import read_floor_status

        status = read_floor_status(self.url, connect_timeout=2)
        mine = tuple(t for t in status.tables if t.table in self.tables)
        return replace(status, tables=mine)

    def _held(self, table: str, s: DealerServices, shift_id: int | None = None) -> list[HeldRound]:
        out: list[HeldRound] = []
        for r in s.store.rounds(shift_id, status=RoundStatus.OPEN):
            s.rounds.catch_up(r)  # the dealer's station moved it on since this podium last read it
            st = s.rounds.approval_state(r.id)
            if not st.required or st.satisfied:
                continue
            refused = st.outstanding_refusal.body_as(Refused).reason if st.outstanding_refusal else None
            queue = s.rounds.jackpot_queue(r.id)
            ahead = queue.ahead_of(r.id) if queue is not None else ()
            owed = s.rounds.owed(r.id)
            if queue is not None:  # a linked hit: what the meter as it stands now pays
                items = s.rounds.held_now(r.id)
            else:  # what is held, as the record of what is owed holds it
                items = tuple(i for b in owed.boxes for i in b.held) if owed is not None else tuple(st.required)
            boxes = tuple((b.box, b.computed_net) for b in owed.boxes) if owed is not None else ()
            out.append(HeldRound(table, r.id, r.number, r.shift_id, s.ctx.user_name(r.dealer),
                                 items, refused, str(s.house.get(r.house_version).rules.currency),
                                 ahead[0] if ahead else None, queue.meter if queue is not None else "", boxes))
        return out

    def approvals(self) -> list[HeldRound]:
        """Every round waiting for a pit boss on the pit's tables (refused ones included, marked)."""
        return [h for t in self.tables for h in self._held(t, self.services(t))]

    def signers(self, table: str, permission: Permission) -> list[str]:
        """Who may sign ``permission`` on ``table`` (enabled, not built in), by name."""
        return [u.name for u in self.services(table).users.all_users()
                if not u.builtin and not u.disabled and allowed(u.role, permission)]

    # -- acting ---------------------------------------------------------------------------------------
    def approve(self, table: str, round_id: int, pit_boss: str, pin: str) -> LogEntry:
        s = self.services(table)
        return s.rounds.approve(self._co_sign(s, pit_boss, pin, Permission.APPROVE, round_id), round_id)

    def refuse(self, table: str, round_id: int, pit_boss: str, pin: str, reason: str) -> LogEntry:
        s = self.services(table)
        return s.rounds.refuse(self._co_sign(s, pit_boss, pin, Permission.REFUSE, round_id), round_id, reason)

    def rule(self, table: str, round_id: int, box: int, net: int, reason: str, pit_boss: str, pin: str,
             second: tuple[str, str] | None = None) -> LogEntry:
        """A floor ruling on a held box (RULES.md §13): after a refusal, or instead of an approval, the
        box nets ``net`` (the player's side, minor units); the computed figure is kept beside it.
        Above the second-signer threshold the services raise
        :class:`~dealer_app.services.common.SecondSignerNeeded`: ``second`` (name, PIN) then signs too."""
        s = self.services(table)
        first = self._co_sign(s, pit_boss, pin, Permission.RULE, round_id, purpose="floor ruling")
        two = None if second is None else self._co_sign(s, second[0], second[1], Permission.SECOND_SIGN, round_id,
                                                       purpose="second signature")
        return s.rounds.rule(first, round_id, box, net, reason, second=two)

    # -- fill and credit slips ------------------------------------------------------------------------
    def slips(self) -> list[PodiumSlip]:
        """The pit's fill and credit slips: every one still waiting (for a pit boss or the cage), then
        those of each table's latest shift, newest first."""
        waiting: list[PodiumSlip] = []
        latest: list[PodiumSlip] = []
        for table in self.tables:
            s = self.services(table)
            shifts = s.store.shifts()
            if not shifts:
                continue
            currency = str(s.house.current(shifts[-1].profile).rules.currency)
            last = shifts[-1].id
            seen: set[int] = set()
            for v in s.count.slips(waiting=True):
                waiting.append(PodiumSlip(table, v, currency))
                seen.add(v.number)
            latest += [PodiumSlip(table, v, currency) for v in s.count.slips([last]) if v.number not in seen]
        latest.sort(key=lambda p: -p.slip.requested_us)
        return sorted(waiting, key=lambda p: p.slip.requested_us) + latest

    def sign_slip(self, table: str, number: int, pit_boss: str, pin: str) -> SlipView:
        """A pit boss signs a slip waiting for their signature (their PIN; not the one who asked)."""
        s = self.services(table)
        shift_id = s.count.slip(number).shift_id
        return s.count.sign_slip(self._co_sign(s, pit_boss, pin, Permission.SIGN_COUNT, None, shift_id=shift_id,
                                               purpose="sign slip"), number)

    def void_slip(self, table: str, number: int, pit_boss: str, pin: str, reason: str) -> SlipView:
        """A pit boss voids a slip, with a reason: its chips do not count."""
        s = self.services(table)
        shift_id = s.count.slip(number).shift_id
        return s.count.void_slip(self._co_sign(s, pit_boss, pin, Permission.SIGN_COUNT, None, shift_id=shift_id,
                                               purpose="void slip"), number, reason)

    def reprint_slip(self, table: str, number: int, pit_boss: str, pin: str, reason: str) -> SlipView:
        """A pit boss has a slip printed again, with a reason (recorded before the copy is written,
        so the copy says it is one): :meth:`write_slip` writes it."""
        s = self.services(table)
        shift_id = s.count.slip(number).shift_id
        return s.count.reprint_slip(self._co_sign(s, pit_boss, pin, Permission.SIGN_COUNT, None, shift_id=shift_id,
                                                  purpose="reprint slip"), number, reason)

    def write_slip(self, table: str, number: int, out: Path, *, locale: str, lang: str) -> Path:
        """The slip's PDF, by ``dealer-app report --slip`` in a child process (the reports sit beside
        the services; it reads the floor's key from this machine's key folder); raises
        :class:`ServiceError` with the child's line when it cannot."""
        from dealer_app.child import write_pdf
        from dealer_app.refusal_codes import SlipReprintFailed
        from dealer_app.services.common import ServiceError

        out.parent.mkdir(parents=True, exist_ok=True)
        return write_pdf("report", "--db", self.url, "--table", table, "--slip", str(number), "--quiet",
                         "--locale", locale, "--lang", lang, out=out, timeout=300,
                         failed=lambda why: ServiceError(SlipReprintFailed(n=number, why=why)))

    # -- table groups (the screen of :mod:`ui.console.groups`) ------------------------------------------
    def groups(self) -> FloorGroups:
        """The floor's table groups with their tables and versions, this pit's tables in none, the leaves."""
        from dealer_app.services.table_group import floor_groups

        return floor_groups(self.url, self.tables)

    def join_group(self, group: str, table: str, user: str, pin: str) -> GroupResult:
        """``table`` joins ``group`` and gets its current chip set and house rules, signed by ``user``."""
        from dealer_app.services.table_group import set_table_group

        with self._wrong_pin(table, user):
            return set_table_group(self.url, group, [table], user=user, pin=pin, hasher=self._hasher,
                                   services=self.services)

    def leave_group(self, group: str, table: str, user: str, pin: str, reason: str) -> LeaveResult:
        """``table`` leaves ``group`` (it keeps what it holds, as its own), signed by ``user``, with ``reason``."""
        from dealer_app.services.table_group import leave_table_group

        with self._wrong_pin(table, user):
            return leave_table_group(self.url, group, table, user=user, pin=pin, reason=reason, services=self.services)

    def _co_sign(self, s: DealerServices, name: str, pin: str, permission: Permission, round_id: int | None, *,
                 shift_id: int | None = None, purpose: str = "") -> CoSignature:
        """The pit boss's co-signature; a wrong PIN raised as :class:`WrongPinError` with the attempts left."""
        row = s.store.round(round_id) if round_id is not None else None
        purpose = purpose or ("approve payout" if permission is Permission.APPROVE else "refuse payout")
        with self._wrong_pin(s, name):
            return s.users.co_sign(name, pin, permission, purpose=purpose,
                                   shift_id=row.shift_id if row else shift_id, round_id=round_id)

    @contextmanager
    def _wrong_pin(self, where: DealerServices | str, name: str) -> Iterator[None]:
        """A wrong PIN of ``name`` (on a table's services, or by its name) raised as
        :class:`WrongPinError` with the attempts left; a lock-out as it is."""
        try:
            yield
        except UserLockedError:
            raise
        except SignInError as exc:
            s = self.services(where) if isinstance(where, str) else where
            user = s.store.user_by_name(name)
            left = None if user is None else max(0, int(s.settings.get().lockout_attempts) - int(user.failed))
            raise WrongPinError(str(exc), left) from None

    # -- push -----------------------------------------------------------------------------------------
    def wait(self, timeout: float) -> list[Any]:
        """Block (no polling) until the floor changes or ``timeout`` passes; the events
        of this pit's tables (:class:`dealer_app.store.pg_listen.FloorEvent`), and any table's
        cash transaction (a patron's gaming day is the floor's: the cage's counts here too)."""
        return [e for e in self._listener.events(timeout)
                if e.table in self.tables or {"cash_transaction", "aml_rules_set"} & set(e.kinds)]

    def fileno(self) -> int:
        """The listener's socket (readable when the floor has changed): for an event loop."""
        return self._listener.fileno()

    def close(self) -> None:
        self._listener.close()
        for s in self._services.values():
            s.close()
        self._services.clear()

    def __enter__(self) -> FloorView:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
