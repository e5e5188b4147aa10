"""The one place where the desktop app talks to the services.

Every method runs on the store worker thread (:class:`ui.kit.worker.StoreWorker`),
never on the UI thread, and returns plain immutable data the screens can
read. The services own every rule of who may do what; this class only
remembers who is signed in on this station and which round is in progress.
"""

from __future__ import annotations

import socket
from collections.abc import Callable, Sequence
from contextlib import suppress
from dataclasses import replace
from pathlib import Path

from dealer_app import refusal_codes
from dealer_app.auth.passwords import PinHasher
from dealer_app.auth.roles import Permission, Role
from dealer_app.services import ShiftRow, UserRow, is_floor_url, now_us
from dealer_app.services.app import DealerServices
from dealer_app.services.common import CoSignature, NotFoundError, Session, StateError
from dealer_app.services.context import Context
from dealer_app.services.count import SlipNotice, SlipView
from dealer_app.services.house import DEFAULT_PROFILE, HouseVersion
from dealer_app.services.owed import TableNews
from dealer_app.services.players import SeatView
from dealer_app.services.rounds import LiveRound
from dealer_app.services.table_push import TableListener
from dealer_app.services.users import UserInfo
from rules.poker import PlaceBet, RoundState, Step
from ui.kit.session import ShiftInfo, UserRef
from ui.table.records import CountSetup, RoundUpdate, ShiftChoices, StartupReport

__all__ = ["Backend", "CountSetup", "ReportError", "RoundUpdate", "ShiftChoices", "StartupReport", "WrongPin"]


class ReportError(RuntimeError):
    """The shift report could not be printed (the shift itself is closed)."""


class WrongPin(StateError):
    """A co-signature's PIN was wrong; the signer has ``attempts_left`` before the lock-out."""

    def __init__(self, message: str, name: str, attempts_left: int | None) -> None:
        super().__init__(message)
        self.name = name
        self.attempts_left = attempts_left


def _user_ref(u: UserRow | UserInfo) -> UserRef:
    return UserRef(int(u.id), str(u.name), Role(u.role))


class Backend:
    """Opened on the worker thread by :meth:`open`; all later calls on the same thread."""

    def __init__(self, db_path: Path | str, *, station: str | None = None, hasher: PinHasher | None = None,
                 table: str = "Table 1", locale: str = "en_GB") -> None:
        self.db_path: Path | str = db_path if is_floor_url(db_path) else Path(db_path)
        self.floor_status = ""  # "floor server unreachable, retrying" while a floor's server is away
        self.status_listener: Callable[[str], None] | None = None  # called (on the worker thread) with each change of floor_status
        self.station = station or socket.gethostname() or "station"
        self.hasher = hasher or PinHasher()
        self.table = table
        self.locale = locale
        self.services: DealerServices | None = None
        self.ctx: Context | None = None
        self.session: Session | None = None
        self.visitor: Session | None = None
        """A pit boss in the console over the live table (:meth:`visit`); the dealer's session stays."""
        self.shift_id: int | None = None
        self.round_id: int | None = None
        self.ears: TableListener | None = None
        """On a floor, what this station hears of the floor (:meth:`listen`)."""
        self._data_version = 0
        self._slip_seen: int | None = None
        """The log position of the last slip signature or void this station was told of."""
        self._slips_here: set[tuple[int, bool]] = set()
        """Slips signed (False) or voided (True) at this station: the dealer saw it done."""

    def _floor_status(self, text: str) -> None:
        if text == self.floor_status:
            return
        self.floor_status = text
        if self.status_listener is not None:
            self.status_listener(text)

    def db_argv(self) -> list[str]:
        """``--db`` (and on a floor ``--table``) for a command run on this station's store."""
        return ["--db", str(self.db_path), *(["--table", self.table] if is_floor_url(self.db_path) else [])]

    # -- start-up ------------------------------------------------------------------------

    def open(self) -> StartupReport:
        """Open the database through the services: they run the start-up checks
        (raising a typed store error, nothing written, when they fail) and log them."""
        services = DealerServices.open(self.db_path, station=self.station, hasher=self.hasher, program="desktop",
                                       table=self.table if is_floor_url(self.db_path) else None,
                                       status=self._floor_status)
        services.start_heartbeat("desktop")  # on a floor: the pit sees this station online
        self.services = services
        self.ctx = services.ctx
        self.users = services.users
        self.house = services.house
        self.settings = services.settings
        self.meter = services.meter
        self.shifts = services.shifts
        self.rounds = services.rounds
        self.count = services.count
        check = services.startup
        return StartupReport(
            created=check.created, quick_check=check.quick_check, verified_from=check.verified_from,
            verified_to=check.verified_to, migrated_from=check.migrated_from, seconds=check.seconds,
            db_path=str(self.db_path), needs_first_admin=self.users.needs_first_admin(), settings=self.settings.get(),
        )

    def close(self) -> None:
        if self.ears is not None:
            self.ears.close()
            self.ears = None
        if self.services is not None:
            self.services.close()
            self.services = None

    def watched_files(self) -> list[str]:
        """On a SQLite file, the files another station's commit writes (the database and its
        write-ahead log): watched by the screen, which then asks :meth:`changed_elsewhere`.
        None on a floor (it pushes its events: :meth:`listen`)."""
        if is_floor_url(self.db_path):
            return []
        path = Path(self.db_path)
        return [str(p) for p in (path, path.with_name(path.name + "-wal")) if p.exists()]

    def changed_elsewhere(self) -> bool:
        """Whether another station has committed to this SQLite file since last asked."""
        now = self.services.store.data_version() if self.services is not None else None
        if now is None:
            return False
        changed, self._data_version = now != self._data_version, now
        return changed

    def listen(self) -> TableListener | None:
        """On a floor, this station's ears (:class:`TableListener`): a pit boss's decision about
        this table's rounds, made at any station, is pushed here. None on a SQLite file (the
        station keeps looking)."""
        if not is_floor_url(self.db_path):
            return None
        if self.ears is not None and self.ears.table != self.table:
            self.ears.close()
            self.ears = None
        if self.ears is None:
            self.ears = TableListener(str(self.db_path), self.table)
        return self.ears

    # -- users ---------------------------------------------------------------------------

    def needs_first_admin(self) -> bool:
        return self.users.needs_first_admin()

    def create_first_admin(self, name: str, pin: str) -> UserRef:
        self.users.create_first_admin(name, pin)
        return self.sign_in(name, pin)

    def open_services(self) -> DealerServices:
        """The services, once :meth:`open` has opened the database."""
        if self.services is None:
            raise StateError("the database is not open")
        return self.services

    def signed_in(self) -> Session:
        """The session of whoever acts in the console here: the pit boss visiting the table, else the
        user signed in on this station."""
        if self.visitor is not None:
            return self.visitor
        if self.session is None:
            raise StateError(refusal_codes.NobodySignedIn())
        return self.session

    def visit(self, name: str, pin: str) -> UserRef:
        """A pit boss opens the console over the live table with their PIN: the dealer stays signed
        in, with their open round; what the pit boss does is signed and logged under their name."""
        self.end_visit()
        self.visitor = self.users.visit(name, pin)
        return _user_ref(self.visitor.user)

    def end_visit(self) -> None:
        """The pit boss goes back to the table (their session ends; the dealer's carries on)."""
        if self.visitor is not None:
            visitor, self.visitor = self.visitor, None
            self.users.sign_out(visitor, reason="back to the table")

    def sign_again(self, name: str, pin: str) -> Session:
        """Whoever acts in the console types their PIN again (a fresh, logged PIN check)."""
        if self.visitor is not None:
            self.visitor = self.users.visit(name, pin)
            return self.visitor
        self.session = self.users.sign_in(name, pin)
        return self.session

    def station_setup(self) -> tuple[str, str]:
        """What the first-run screen shows to start with: the casino's name and the currency."""
        s = self.open_services()
        return s.settings.get().casino_name, s.provision.currency()

    def new_recovery_key(self) -> str:
        """First run: the database's recovery key, made by the administrator signed in
        (its digest signed into the log) and returned to be shown once, as ``setup`` prints it."""
        if self.session is None:
            raise StateError("nobody is signed in")
        return self.open_services().users.new_recovery_key(self.session)

    def provision_station(self, casino: str, table: str, currency: str) -> str:
        """First run, as the administrator just created: the casino's name and the currency
        into the database (a new currency is a new house-rules version), the table's name
        into this station's settings. Returns the table's name."""
        from dealer_app.station import Station, check_table_name, save_station

        s = self.open_services()
        if self.session is None:
            raise StateError("nobody is signed in")
        table = check_table_name(table)
        s.provision.apply(self.session, casino=casino, currency=currency)
        save_station(Station(table))
        self.table = table
        return table

    def add_user(self, name: str, role: str, pin: str) -> UserRef:
        if self.session is None:
            raise StateError("nobody is signed in")
        return _user_ref(self.users.add(self.session, name, Role(role), pin))

    def sign_in_choices(self) -> tuple[UserRef, ...]:
        return tuple(replace(_user_ref(u), language=self.users.language(u.id))  # the box shows each one's own
                     for u in self.users.all_users() if not u.builtin and not u.disabled)

    def sign_in(self, name: str, pin: str, language: str | None = None) -> UserRef:
        """Sign ``name`` in; ``language``, when given, becomes their language. The answer
        carries the language the person chose (None: the station's)."""
        if self.session is not None and self.session.user.name != name:
            self.users.sign_out(self.session, reason="another user signed in")
            self.session = None
        self.session = self.users.sign_in(name, pin)
        if language is not None:
            self.users.set_language(self.session, language)
        ref = _user_ref(self.session.user)
        return replace(ref, language=self.users.language(ref.user_id))

    def sign_out(self, reason: str = "signed out") -> None:
        self.end_visit()
        if self.session is not None:
            self.users.sign_out(self.session, reason=reason)
        self.session = None

    def verify_pin(self, name: str, pin: str) -> UserRef:
        """Unlock the station: the signed-in user enters their PIN again."""
        if self.session is None or self.session.user.name != name:
            raise StateError(refusal_codes.NobodySignedIn())
        self.users.sign_in(name, pin)
        return _user_ref(self.session.user)

    def co_signers(self, permission: Permission) -> tuple[UserRef, ...]:
        """Who could co-sign for ``permission`` (never the user signed in here)."""
        from dealer_app.auth.roles import allowed

        me = self.session.user.id if self.session is not None else None
        return tuple(
            _user_ref(u) for u in self.users.all_users()
            if not u.builtin and not u.disabled and u.id != me and allowed(u.role, permission)
        )

    def co_sign(self, name: str, pin: str, permission: str, purpose: str) -> CoSignature:
        return self.users.co_sign(name, pin, Permission(permission), purpose=purpose, shift_id=self.shift_id,
                                  round_id=self.round_id)

    # -- shifts --------------------------------------------------------------------------

    def shift_choices(self) -> ShiftChoices:
        from dealer_app.auth.roles import allowed

        dealers = tuple(
            _user_ref(u) for u in self.users.all_users()
            if not u.builtin and not u.disabled and allowed(u.role, Permission.DEAL)
        )
        self.house.current(DEFAULT_PROFILE)  # created on first use
        profiles = tuple(self.house.profiles())
        versions = {p: self.house.current(p) for p in profiles}
        return ShiftChoices(dealers, profiles, versions, self.meter.value())

    def _shift_info(self, row: ShiftRow) -> ShiftInfo:
        import datetime as dt

        dealer = self.users.get(row.dealer)
        opened = dt.datetime.fromtimestamp(row.opened_us / 1e6, tz=dt.UTC).astimezone().strftime("%H:%M")
        return ShiftInfo(row.id, row.table_name, row.profile, _user_ref(dealer), opened, row.rounds)

    def opener_setup(self, table: str) -> CountSetup | None:
        """The chip set and the last closer at ``table``, once the house has a chip set (else None)."""
        chip_set = self.count.chip_set()
        if chip_set is None:
            return None
        return CountSetup(tuple((c.value, c.colour) for c in chip_set.chips),
                          self.count.proposed_opener(table.strip()), chip_set.par or None)

    def closer_setup(self) -> CountSetup | None:
        """The open shift's chip set when it was opened with an opener (it then closes with a closer)."""
        if self.shift_id is None:
            return None
        view = self.count.view(self.shift_id)
        if view.opener is None or view.chip_set is None:
            return None
        return CountSetup(tuple((c.value, c.colour) for c in view.chip_set.chips))

    def open_shift(self, table: str, profile: str, dealer_id: int, opener: dict[int, int] | None = None,
                   confirmed_by: tuple[str, str] | None = None) -> tuple[ShiftInfo, HouseVersion]:
        """Open the shift; with a chip set, the ``opener`` counted here and a pit boss's
        (name, PIN) confirming it."""
        if self.session is None:
            raise StateError("nobody is signed in")
        me = self.session.user
        boss = None
        if confirmed_by is not None:
            boss = self.users.co_sign(confirmed_by[0], confirmed_by[1], Permission.SIGN_COUNT, purpose="opener")
        row = self.shifts.open(self.session, table, profile=profile,
                               dealer_id=None if me.id == dealer_id else dealer_id, opener=opener,
                               confirmed_by=boss)
        self.shift_id = row.id
        self.table = row.table_name
        return self._shift_info(row), self.house.current(row.profile)

    def table_shift(self, table: str) -> tuple[ShiftInfo, HouseVersion] | None:
        """The open shift at ``table`` (to resume it after a restart), if any."""
        rows = self.shifts.open_shifts(table)
        if not rows:
            return None
        row = rows[-1]
        self.shift_id = row.id
        self.table = row.table_name
        return self._shift_info(row), self.house.current(row.profile)

    def change_dealer(self) -> ShiftInfo:
        """The user signed in here takes over the open shift's table."""
        if self.session is None or self.shift_id is None:
            raise StateError("no shift is open here")
        row = self.shifts.change_dealer(self.session, self.shift_id)
        return self._shift_info(row)

    def hand_over(self, name: str, pin: str) -> tuple[UserRef, ShiftInfo]:
        """Dealer change without closing the shift: the incoming dealer's PIN is
        checked first (the outgoing dealer stays signed in if it is wrong), then
        the outgoing dealer is signed out and the incoming one takes the table."""
        if self.session is None or self.shift_id is None:
            raise StateError("no shift is open here")
        if self.rounds.in_progress(self.shift_id) is not None:
            raise StateError(refusal_codes.DealerChangeMidRound())
        self.co_sign(name, pin, Permission.CHANGE_DEALER.value, "dealer change")
        self.sign_out(reason="dealer change")
        self.session = self.users.sign_in(name, pin)
        return _user_ref(self.session.user), self.change_dealer()

    def close_shift(self, closer: dict[int, int] | None = None,
                    confirmed_by: tuple[str, str] | None = None) -> tuple[ShiftInfo, str | None]:
        """Close the shift (the services run the integrity check) and print the report when reports exist;
        a counted shift closes with its ``closer`` and a pit boss's (name, PIN) confirming it."""
        if self.session is None or self.shift_id is None:
            raise StateError("no shift is open here")
        boss = None
        if confirmed_by is not None:
            boss = self.users.co_sign(confirmed_by[0], confirmed_by[1], Permission.SIGN_COUNT, purpose="closer",
                                      shift_id=self.shift_id)
        row = self.shifts.close(self.session, self.shift_id, closer=closer, confirmed_by=boss)
        info = self._shift_info(row)
        self.shift_id = None
        self.round_id = None
        try:
            report: str | None = self._print_report(row.id)
        except ReportError as exc:
            from ui.kit.explained import refusal_text

            report = f"✗ {refusal_text(exc)}"
        return info, report

    def write_report(self, *args: str, out: Path, locale: str, timeout: float,
                     failed: Callable[[str], Exception]) -> Path:
        """``dealer-app report ARGS`` on this station's store (a shift report, a round slip),
        in the app's language, in a child process: see :func:`dealer_app.child.write_pdf`."""
        from dealer_app.child import write_pdf
        from ui.kit.explained import ui_language

        return write_pdf("report", *self.db_argv(), *args, "--quiet", "--locale", locale, "--lang", ui_language(),
                         out=out, timeout=timeout, failed=failed)

    def _print_report(self, shift_id: int) -> str | None:
        """Print the shift report; returns the PDF's path, raises :class:`ReportError` when it fails."""
        from dealer_app.paths import data_dir

        out = data_dir() / "reports" / f"shift-{shift_id}.pdf"
        out.parent.mkdir(parents=True, exist_ok=True)
        return str(self.write_report("--shift", str(shift_id), out=out, locale=self.locale, timeout=600,
                                     failed=lambda why: ReportError(refusal_codes.ShiftReportNotPrinted(why=why))))

    # -- rounds --------------------------------------------------------------------------

    def _update(self, live: LiveRound, *, resumed: bool = False) -> RoundUpdate:
        self.round_id = live.round_id
        approvals = self.rounds.approval_state(live.round_id) if live.complete else None
        owed = self.rounds.owed(live.round_id) if live.complete else None
        approval = owed.approval if owed is not None else None
        refusal = owed.refusal if owed is not None else None
        queue = self.rounds.jackpot_queue(live.round_id) if live.complete else None
        ahead = queue.ahead_of(live.round_id) if queue is not None else ()
        # a jackpot hit on a linked meter settles from the meter its approval pays from (before
        # the approval: the meter as it stands now), as the record of what is owed says
        state = self.rounds.standing(live.round_id)[0].state if queue is not None else live.state
        return RoundUpdate(state, live.round_id, live.number, live.steps, live.complete, approvals,
                           self.meter.value(), now_us(), resumed,
                           approved_by=approval.by if approval is not None else None,
                           refused_by=refusal.by if refusal is not None else None,
                           refusal_reason=refusal.reason if refusal is not None else "",
                           owed=owed, early=self.rounds.early_owed(live.state),
                           jackpot_meter=queue.meter if queue is not None else "",
                           jackpot_ahead=ahead[0] if ahead else None,
                           jackpot_behind=queue.behind(live.round_id) if queue is not None else ())

    def _fresh(self, *, settled_number: int | None = None) -> RoundUpdate:
        """The table before the next round's first step (nothing stored yet)."""
        if self.shift_id is None:
            raise StateError("no shift is open here")
        shift = self.shifts.get(self.shift_id)
        hv = self.house.current(shift.profile)
        meter = self.meter.value()
        self.round_id = None
        return RoundUpdate(RoundState.new(hv.rules, jackpot=meter), None, None, 0, False, None, meter, now_us(),
                           settled_number=settled_number)

    def current_round(self) -> RoundUpdate:
        """The round in progress, resumed exactly where it was, or a fresh table."""
        if self.session is None or self.shift_id is None:
            raise StateError("no shift is open here")
        live = self.rounds.in_progress(self.shift_id)
        if live is not None:
            return self._update(live, resumed=True)
        return self._fresh()

    def apply(self, step: Step) -> RoundUpdate:
        """Commit one step (starting the round with its first step)."""
        if self.session is None or self.shift_id is None:
            raise StateError("no shift is open here")
        if self.round_id is None:
            live = self.rounds.in_progress(self.shift_id)
            if live is None:
                # check first, so a refused first step leaves no empty round behind
                self._fresh().state.apply(step)
                live = self.rounds.start(self.session, self.shift_id)
            self.round_id = live.round_id
        return self._update(self.rounds.apply(self.session, self.round_id, step))

    def last_bets(self) -> tuple[PlaceBet, ...]:
        """The bets (``PlaceBet`` steps) of this shift's last stored round, in box order
        (the round replayed, so a corrected bet counts as corrected)."""
        if self.shift_id is None:
            raise StateError("no shift is open here")
        rows = [r for r in self.open_services().read.round_rows(self.shift_id) if r.status.value == "settled"]
        if not rows:
            return ()
        return self._bets_of_replay(max(rows, key=lambda r: r.number).id)

    def _bets_of_replay(self, round_id: int) -> tuple[PlaceBet, ...]:
        from rules.poker import step_from_json

        row = self.open_services().read.round_row(round_id)
        hv = self.house.get(row.house_version)
        state = RoundState.new(hv.rules, jackpot=row.jackpot_start)
        for step in self.rounds.steps(round_id):
            state = state.apply(step_from_json(step))
        return tuple(sorted((e for e in state.entries if isinstance(e, PlaceBet)), key=lambda e: e.box))

    def repeat_bets(self) -> RoundUpdate:
        """Place the last round's bets on every box that has none yet (one step per box)."""
        bets = self.last_bets()
        if not bets:
            raise StateError("same bets: no earlier round in this shift")
        update = self.current_round()
        taken = {v.box for v in update.state.boxes()}
        todo = [b for b in bets if b.box not in taken]
        if not todo:
            raise StateError("same bets: every box of the last round has its bet already")
        for bet in todo:
            update = self.apply(bet)
        return update

    def _co_sign_counted(self, name: str, pin: str, permission: str, purpose: str) -> CoSignature:
        """:meth:`co_sign`, a wrong PIN raised as :class:`WrongPin` with the attempts left."""
        from dealer_app.services.users import SignInError, UserLockedError

        try:
            return self.co_sign(name, pin, permission, purpose)
        except UserLockedError:
            raise
        except SignInError as exc:
            left = None
            with suppress(NotFoundError):
                user = self.users.by_name(name)
                left = max(0, int(self.settings.get().lockout_attempts) - int(user.failed_attempts))
            raise WrongPin(str(exc), name, left) from None

    def approve(self, name: str, pin: str) -> RoundUpdate:
        if self.round_id is None:
            raise StateError("no round in progress")
        sig = self._co_sign_counted(name, pin, Permission.APPROVE.value, "approve held payouts")
        self.rounds.approve(sig, self.round_id)
        return self._update(self.rounds.live(self.round_id))

    def refuse(self, name: str, pin: str, reason: str) -> RoundUpdate:
        """A pit boss refuses the held round at this station, with a reason."""
        if self.round_id is None:
            raise StateError("no round in progress")
        sig = self._co_sign_counted(name, pin, Permission.REFUSE.value, "refuse held payouts")
        self.rounds.refuse(sig, self.round_id, reason)
        return self._update(self.rounds.live(self.round_id))

    def round_status(self) -> RoundUpdate | None:
        """The round in progress as the store has it now (a pit boss at another station
        may have approved or refused it); None between rounds."""
        if self.round_id is None:
            return None
        return self._update(self.rounds.live(self.round_id))

    def confirm(self) -> RoundUpdate:
        """Commit the round with its settlement; the table is then ready for the next one."""
        if self.session is None or self.round_id is None or self.shift_id is None:
            raise StateError("no round in progress")
        number = self.rounds.live(self.round_id).number
        self.rounds.confirm(self.session, self.round_id)
        return self._fresh(settled_number=number)

    def void(self, name: str, pin: str, reason: str) -> RoundUpdate:
        """A pit boss voids the unfinished round as a misdeal."""
        if self.session is None or self.shift_id is None:
            raise StateError("no shift is open here")
        if self.round_id is None:
            raise StateError("no round has been started: there is nothing to void")
        sig = self.co_sign(name, pin, Permission.VOID.value, "void a misdeal")
        self.rounds.void(sig, self.round_id, reason)
        return self._fresh()

    def table_news(self, after_seq: int = 0) -> TableNews:
        """The meter as it stands now (a linked meter moves with other tables), and this
        shift's settled rounds voided afterwards (log position above ``after_seq``)."""
        voids = self.rounds.voided_after_settling(self.shift_id, after_seq) if self.shift_id is not None else []
        return TableNews(self.meter.value(), tuple(voids))

    def names(self, user_ids: Sequence[int]) -> dict[int, str]:
        return {i: self.users.get(i).name for i in user_ids}

    # -- players at the boxes (docs/PLAYERS.md) ----------------------------------------------

    def seated(self) -> tuple[SeatView, ...]:
        """Who sits where at the open shift's table (open rating sessions)."""
        if self.shift_id is None:
            return ()
        return tuple(self.open_services().players.seated(self.shift_id))

    def seat_player(self, boxes: tuple[int, ...], card: str) -> tuple[SeatView, ...]:
        """Seat a player at ``boxes``: by a whole card number or its last digits (one match),
        or anonymously (``card`` empty). Never by a name."""
        if self.session is None or self.shift_id is None:
            raise StateError("no shift is open here")
        players = self.open_services().players
        ref = None
        if card:
            matches = players.candidates(self.session, card)
            if not matches:
                raise StateError(refusal_codes.CardNoMatch(card=card))
            if len(matches) > 1:
                raise StateError(refusal_codes.CardAmbiguous(n=len(matches), card=card))
            ref = matches[0].player
        players.seat(self.session, self.shift_id, boxes, player=ref)
        return self.seated()

    def seat_action(self, session: int, action: str, boxes: tuple[int, ...] = ()) -> tuple[SeatView, ...]:
        """``leave``, ``pause`` (or resume when paused) or ``move`` to ``boxes``."""
        if self.session is None:
            raise StateError("no one is signed in here")
        players = self.open_services().players
        if action == "leave":
            players.leave(self.session, session, "left the table")
        elif action == "move":
            players.move(self.session, session, boxes)
        elif any(v.session == session and v.paused for v in self.seated()):
            players.resume(self.session, session)
        else:
            players.pause(self.session, session)
        return self.seated()

    # -- the table count ---------------------------------------------------------------------

    def buy_in(self, amount: int, seat: int | None) -> dict[int, int]:
        """Record cash in for chips out; returns the chips to pay (denomination → count)."""
        if self.session is None or self.shift_id is None:
            raise StateError("no shift is open here")
        return dict(self.count.buy_in(self.session, self.shift_id, amount, seat=seat).chips)

    def pending_slip(self) -> SlipView | None:
        """The shift's first fill or credit still waiting for the cage (or None)."""
        if self.shift_id is None:
            return None
        pending = self.count.pending_slips(self.shift_id)
        return self.count.slip(pending[0]) if pending else None

    def request_slip(self, kind: str, chips: dict[int, int], pit_boss: tuple[str, str]) -> SlipView:
        """A fill or credit asked for here and signed by a pit boss (the cage receives it next)."""
        if self.session is None or self.shift_id is None:
            raise StateError("no shift is open here")
        # the PIN first: a wrong one leaves no slip waiting
        boss = self.users.co_sign(pit_boss[0], pit_boss[1], Permission.SIGN_COUNT, purpose=f"sign {kind}",
                                  shift_id=self.shift_id)
        slip = self.count.request_slip(self.session, self.shift_id, kind, chips, signed_by=boss)
        self._slips_here.add((slip.number, False))
        return slip

    def slip_news(self) -> tuple[SlipNotice, ...]:
        """The shift's slips a pit boss signed or voided elsewhere (on a floor, at the podium) since
        the last look; the first look only notes where the log stands (nothing new was heard yet)."""
        if self.shift_id is None:
            return ()
        seen, notices = self.count.slip_news(self.shift_id, self._slip_seen or 0)
        first = self._slip_seen is None
        self._slip_seen = max(seen, self._slip_seen or 0)
        if first:
            return ()
        return tuple(n for n in notices if (n.slip.number, n.voided) not in self._slips_here)

    def on_floor(self) -> bool:
        """This station keeps its table on a floor (PostgreSQL), where the pit podium signs slips."""
        return is_floor_url(self.db_path)

    def ask_slip(self, kind: str, chips: dict[int, int]) -> SlipView:
        """A fill or credit asked for here, left waiting for a pit boss's signature (on a floor, at the
        podium): listed there and here (F4 finishes or voids it), the cage receives it once signed."""
        if self.session is None or self.shift_id is None:
            raise StateError("no shift is open here")
        return self.count.request_slip(self.session, self.shift_id, kind, chips)

    def sign_slip(self, number: int, pit_boss: tuple[str, str]) -> SlipView:
        """A pit boss signs a slip still waiting for their signature."""
        boss = self.users.co_sign(pit_boss[0], pit_boss[1], Permission.SIGN_COUNT, purpose="sign slip",
                                  shift_id=self.shift_id)
        slip = self.count.sign_slip(boss, number)
        self._slips_here.add((number, False))
        return slip

    def void_slip(self, number: int, pit_boss: tuple[str, str], reason: str) -> SlipView:
        """A pit boss voids a waiting slip, with a reason."""
        boss = self.users.co_sign(pit_boss[0], pit_boss[1], Permission.SIGN_COUNT, purpose="void slip",
                                  shift_id=self.shift_id)
        slip = self.count.void_slip(boss, number, reason)
        self._slips_here.add((number, True))
        return slip

    def receive_slip(self, number: int, cage: tuple[str, str]) -> SlipView:
        sig = self.users.co_sign(cage[0], cage[1], Permission.RECEIVE_SLIP, purpose="receive slip",
                                 shift_id=self.shift_id)
        return self.count.receive_slip(sig, number)

    def count_tray(self, chips: dict[int, int]) -> int:
        """An hourly tray count by the dealer; returns its total."""
        if self.session is None or self.shift_id is None:
            raise StateError("no shift is open here")
        return self.count.count_tray(self.session, self.shift_id, chips).total
