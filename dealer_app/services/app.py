"""One object the desktop app, the reports and the command line open."""

from __future__ import annotations

import socket
from collections.abc import Callable
from pathlib import Path

from dealer_app.audit.verify import AuditReport, verify_store
from dealer_app.auth.passwords import PinHasher
from dealer_app.paths import default_db_path
from dealer_app.refusal_codes import FloorTableNeeded
from dealer_app.services.aml import AmlService
from dealer_app.services.common import Settings
from dealer_app.services.context import Context
from dealer_app.services.count import CountService
from dealer_app.services.house import HouseRulesService, MeterService, SettingsService
from dealer_app.services.players import PlayerService
from dealer_app.services.provision import ProvisionService
from dealer_app.services.ratings import RatingService
from dealer_app.services.read import ReadService
from dealer_app.services.roulette import RouletteService
from dealer_app.services.rounds import RoundService
from dealer_app.services.shifts import ShiftService
from dealer_app.services.training import TrainingService
from dealer_app.services.users import UserService
from dealer_app.store.base import OpenReport, Store
from dealer_app.store.entries import IntegrityCheck, ReportPrinted, Startup
from dealer_app.store.keys import Keyring
from dealer_app.store.location import is_floor_url
from dealer_app.store.sqlite import now_us, open_sqlite

__all__ = ["DealerServices"]


class DealerServices:
    """The service layer on one store. Open with :meth:`open`; close when done.

    Attributes: ``users``, ``shifts``, ``rounds``, ``house``, ``meter``,
    ``settings``, ``training``, ``read``, ``count``, ``provision``, ``roulette``,
    ``players``, ``ratings``, ``aml`` (see each service's docstring).
    """

    def __init__(self, store: Store, *, station: str | None = None, hasher: PinHasher | None = None,
                 clock: Callable[[], int] = now_us) -> None:
        self.store = store
        self.ctx = Context(store, station or socket.gethostname() or "station", hasher or PinHasher(), clock)
        self.house = HouseRulesService(self.ctx)
        self.settings = SettingsService(self.ctx)
        self.meter = MeterService(self.ctx)
        self.users = UserService(self.ctx)
        self.count = CountService(self.ctx)
        self.shifts = ShiftService(self.ctx, self.house, self.count)
        self.rounds = RoundService(self.ctx, self.house)
        self.training = TrainingService(self.ctx)
        self.read = ReadService(self.ctx)
        self.provision = ProvisionService(self.ctx, self.house)
        self.roulette = RouletteService(self.ctx)
        self.players = PlayerService(self.ctx)
        self.ratings = RatingService(self.ctx)
        self.aml = AmlService(self.ctx, self.players)

    @classmethod
    def open(cls, db_path: Path | str | None = None, *, station: str | None = None, keyring: Keyring | None = None,
             key_file: Path | None = None, hasher: PinHasher | None = None, clock: Callable[[], int] = now_us,
             record_startup: bool = True, readonly: bool | None = False, create: bool = True, program: str = "app",
             table: str | None = None, status: Callable[[str], None] | None = None,
             new_store: bool = False, accept_older: bool = False) -> DealerServices:
        """Open the database (default: the user's data folder; if that one was created
        before and has disappeared, refused unless ``new_store``), run the start-up
        checks (raising a typed store error if they fail; nothing is written
        then) and, unless ``readonly``, record the start-up and its result.

        ``readonly=None``: read-only exactly when the file (or its folder) is not writable
        (on a floor: read-write). ``accept_older``: open a database older than this
        station last saw it (an authorised restore).

        ``db_path`` may be a floor's ``postgresql://`` URL: then ``table`` names
        the floor's table (created on first use when ``create``) and ``status``
        hears "floor server unreachable, retrying" while the server is away."""
        from dealer_app.station import check_default_db, record_default_db

        store: Store
        if db_path is not None and is_floor_url(db_path):
            from dealer_app.store.postgres import TableNotFoundError, open_postgres

            if not table:
                raise TableNotFoundError(FloorTableNeeded(path=db_path))
            readonly = bool(readonly)
            store = open_postgres(str(db_path), table, keyring=keyring, key_file=key_file, readonly=readonly,
                                  create=create, status=status)
        else:
            path = Path(db_path) if db_path is not None else default_db_path()
            is_default = db_path is None or Path(db_path) == default_db_path()
            if db_path is None:  # an explicit --db PATH that does not exist is created, as asked
                check_default_db(path, new_store=new_store)
            if readonly is None:
                import os

                readonly = path.exists() and not (os.access(path, os.W_OK) and os.access(path.parent, os.W_OK))
            store = open_sqlite(path, keyring=keyring, key_file=key_file, readonly=readonly, clock=clock,
                                create=create)
            if not accept_older:
                from dealer_app.station_records import rollback_problem
                from dealer_app.store.errors import DatabaseTamperedError

                sqlite_store = store
                problem = rollback_problem(path, store.db_uuid,
                                           lambda seq, mac: sqlite_store.seq_of_mac(mac) == seq)
                if problem is not None:
                    store.close()
                    raise DatabaseTamperedError(problem, [problem])
            if is_default and not readonly:
                record_default_db(path, store.db_uuid)
        services = cls(store, station=station, hasher=hasher, clock=clock)
        if record_startup and not readonly:
            check = store.startup
            services.ctx.write(Startup(program=program, created=check.created))
            services.ctx.write(IntegrityCheck(
                ok=True, quick_check=check.quick_check, from_=check.verified_from, to=check.verified_to,
                migrated_from=check.migrated_from, seconds=round(check.seconds, 3)))
        return services

    def settings_now(self) -> Settings:
        return self.ctx.settings()

    @property
    def startup(self) -> OpenReport:
        """What the start-up checks found when the store was opened."""
        return self.store.startup

    def verify(self, progress: Callable[[str, int, int], None] | None = None) -> AuditReport:
        """``audit verify`` over this database: the whole chain, the projections, four
        eyes and every settled round re-settled (see :mod:`dealer_app.audit.verify`)."""
        return verify_store(self.store, progress=progress)

    def record_report(self, who_id: int | None, *, shift_id: int | None, what: str, path: str = "") -> None:
        """Reports call this when a report or slip is printed or saved (not on a read-only database)."""
        if self.store.readonly:
            return
        self.ctx.write(ReportPrinted(what=what, path=path), actor=who_id, shift_id=shift_id)

    def start_heartbeat(self, program: str) -> None:
        """On a floor: tell the floor this station is up, every few seconds, until it closes
        (``floor status`` and the pit podium show it online, then stopped or offline).
        Nothing to do on a station's own database."""
        self.store.start_heartbeat(self.ctx.station, program)

    def close(self) -> None:
        """Release this station's holds (a clean stop leaves no lease behind), remember the
        newest chain head this station saw (a later rollback is refused), then close."""
        from contextlib import suppress

        from dealer_app.store.errors import StoreError

        for scope in list(self.ctx.leases):
            with suppress(StoreError):
                self.ctx.release_table(scope.removeprefix("table:"))
        if not self.store.readonly and not is_floor_url(self.store.location):
            from dealer_app.station_records import remember_head

            with suppress(StoreError, OSError):
                head = self.store.anchor()
                remember_head(Path(self.store.location), self.store.db_uuid, head.head_seq, head.head_mac)
        self.store.close()

    def __enter__(self) -> DealerServices:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
