"""The one narrow interface between the services and a storage backend.

The services only ever talk to a :class:`Store`. The SQLite backend
(:mod:`dealer_app.store.sqlite`) is the default; a PostgreSQL backend for a
floor where every table writes to one server implements the same protocol:
``append`` is one transaction that serialises on the chain head (``SELECT ...
FOR UPDATE``), allocates ids, chains the MACs and updates the projections;
everything else is a read.

Two writers on one store are kept apart in two ways, both defined here so that
every backend does the same:

* **expectations**: ``append(entries, expect=Expect(...))`` re-checks, inside
  the same write transaction (SQLite ``BEGIN IMMEDIATE``, PostgreSQL
  ``SELECT ... FOR UPDATE`` on the rows named), that the round, shift, step
  position, lease and user counters are what the writer last saw; otherwise
  nothing is recorded and :class:`~dealer_app.store.errors.StaleStateError`
  (or :class:`~dealer_app.store.errors.HeldElsewhereError`) is raised;
* **leases**: a table is dealt by one station at a time. ``acquire_lease``
  takes a free lease, renews one the caller holds, reclaims one its own
  station left behind in a dead process, and refuses one held by another live
  station (``HeldElsewhereError`` naming the holder and since when). A stale
  lease of another station is taken over only with ``take_over=True``, which
  the services allow after a pit boss's PIN and record in the log
  (``lease_taken_over``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from dealer_app.refusal import Refusal
    from dealer_app.store.keys import AuditKey
from dealer_app.store.records import (
    Anchor,
    Expect,
    HouseVersionRow,
    JackpotQueue,
    Lease,
    LeaseHolder,
    LinkedMove,
    LogEntry,
    NewEntry,
    PatronDayRow,
    PatronRow,
    PinVerdict,
    RoundRow,
    ShiftRow,
    TrainingRow,
    UserRow,
)

__all__ = ["OpenReport", "PinNotary", "Store"]


class OpenReport(Protocol):
    """What the start-up checks found (see :class:`dealer_app.store.sqlite.StartupCheck`).

    Read-only: a report describes what happened and is never changed afterwards."""

    @property
    def created(self) -> bool: ...

    @property
    def quick_check(self) -> str: ...

    @property
    def verified_from(self) -> int: ...

    @property
    def verified_to(self) -> int: ...

    @property
    def migrated_from(self) -> int | None: ...

    @property
    def seconds(self) -> float:
        """How long the start-up checks took, in seconds."""
        ...

    @property
    def warnings(self) -> tuple[Refusal, ...]:
        """What the person starting the station should hear (a station clock off the floor server's)."""
        ...


class PinNotary(Protocol):
    """Whoever checks PINs instead of the station (a floor's server, schema 11): the station
    never reads a PIN hash, only the hash's salt and cost to derive a candidate from what
    was typed; the notary compares, counts attempts per user across the floor and gives a
    single-use token for one signature (permission, shift and round)."""

    def pin_salt(self, name: str) -> str | None: ...

    def pin_check(self, name: str, candidate: str | None, permission: str, shift_id: int | None,
                  round_id: int | None) -> PinVerdict: ...


class Store(Protocol):
    """Append-only log plus read access to its projections."""

    @property
    def location(self) -> str: ...

    @property
    def key(self) -> AuditKey: ...

    @property
    def db_uuid(self) -> str: ...

    @property
    def startup(self) -> OpenReport: ...

    @property
    def readonly(self) -> bool:
        """Opened for reading only: ``append`` and every other write are refused."""
        ...

    def data_version(self) -> int | None:
        """A number that changes when another connection has committed since it was last asked
        (SQLite's ``PRAGMA data_version``); None where changes are pushed instead (a floor)."""
        ...

    def start_heartbeat(self, station: str, program: str) -> None:
        """Tell the floor ``station`` is up while the store is open; nothing on a station's own file."""
        ...

    # -- writing: the only way anything changes ---------------------------------
    def append(self, entries: Sequence[NewEntry], *, expect: Expect | None = None) -> list[LogEntry]:
        """Append ``entries`` in one transaction (all or nothing) and return them
        as stored, after re-checking ``expect`` inside that transaction. Raises a
        :class:`~dealer_app.store.errors.StoreError`; on error nothing was recorded."""
        ...

    # -- leases: one writer per table ----------------------------------------------------
    def acquire_lease(self, scope: str, holder: LeaseHolder, *, take_over: bool = False) -> Lease:
        """Hold ``scope`` (``table:NAME``) for ``holder`` (see the module docstring).
        ``take_over=True`` replaces a *stale* lease of another station, never a live one."""
        ...

    def release_lease(self, lease: Lease) -> None:
        """Give the lease up (nothing happens if it is no longer ours)."""
        ...

    def lease(self, scope: str) -> Lease | None:
        """Who holds ``scope`` now (live or stale), if anyone."""
        ...

    def lease_is_live(self, lease: Lease) -> bool:
        """Whether the holder's process still runs (same host) or its heartbeat is fresh."""
        ...

    def now_us(self) -> int:
        """The store's clock (the floor server's on a floor), which stamps every entry."""
        ...

    # -- the log ------------------------------------------------------------------------
    def anchor(self) -> Anchor: ...
    def entry(self, seq: int) -> LogEntry | None: ...
    def seq_of_mac(self, mac: str) -> int | None:
        """The position of the entry whose MAC (chain head at that point) is ``mac``, if any."""
        ...
    def iter_entries(self, first: int = 1, last: int | None = None) -> Iterator[LogEntry]: ...
    def round_entries(self, round_id: int) -> list[LogEntry]: ...
    def entries_of_kind(
        self, kinds: Iterable[str], *, shift_id: int | None = None, round_id: int | None = None
    ) -> list[LogEntry]: ...
    def checkpoint(self) -> tuple[int, str]: ...
    def set_checkpoint(self, seq: int, mac: str) -> None: ...
    def check_file(self) -> None:
        """Check the whole file for damage when that was last done more than a day ago (at a
        clean shift close: start-up then checks only what changed, see ``StartupCheck``)."""
        ...

    # -- projections --------------------------------------------------------------------
    def users(self) -> list[UserRow]: ...
    def user(self, user_id: int) -> UserRow | None: ...
    def user_by_name(self, name: str) -> UserRow | None: ...

    @property
    def pin_hashes_hidden(self) -> bool:
        """True when this store's login cannot read PIN hashes (a floor station's): its PIN
        checks go to :meth:`pin_notary`, and the users rows come without hashes."""
        ...

    def pin_tagger(self) -> Callable[[int, str | None], str | None]:
        """``tag(user_id, pin_hash)``: the keyed tag the log records of a user's PIN hash."""
        ...

    def pin_notary(self) -> PinNotary | None:
        """Who checks PINs when it is not this process (a floor's server); None on a station's own file."""
        ...
    def settings(self) -> Mapping[str, str]: ...
    def house_versions(self, profile: str | None = None) -> list[HouseVersionRow]: ...
    def shifts(self) -> list[ShiftRow]: ...
    def shift(self, shift_id: int) -> ShiftRow | None: ...
    def rounds(self, shift_id: int | None = None, *, status: str | None = None) -> list[RoundRow]: ...
    def round(self, round_id: int) -> RoundRow | None: ...
    def iter_rounds(self, batch: int = 2000) -> Iterator[RoundRow]: ...
    def meter(self, simulated: bool = False) -> int:
        """The jackpot meter (``simulated``: the simulated shifts' own meter, never the live one)."""
        ...
    def table_meter(self) -> int:
        """This table's own net meter movement (what its log adds up to): :meth:`meter` itself,
        but for a floor's table on a linked meter, whose :meth:`meter` is the linked one's value."""
        ...
    def linked_moves(self) -> list[LinkedMove]:
        """The linked jackpot meter's movements by every table, in commit order, with
        the meter's real value after each; empty when the meter is this table's own."""
        ...
    def jackpot_queue(self, round_id: int | None = None, *, claim: bool | None = None) -> JackpotQueue | None:
        """The jackpot hits waiting on this table's linked meter, oldest first; None when the
        meter is this table's own. With ``round_id`` and ``claim``, first registers that open
        round's hit (``True``: it joins the queue's end, once) or withdraws it (``False``)."""
        ...
    def table_group(self) -> str | None:
        """The floor's table group this table is in (it shares the group's chip set and house
        rules, set for the group, not here); None on a station's own database."""
        ...
    def training_results(self, user_id: int | None = None) -> list[TrainingRow]: ...
    def patron(self, ref: str) -> PatronRow | None:
        """A patron's identity (kept apart from the log, which holds only ``ref``), if registered."""
        ...
    def patrons(self) -> list[PatronRow]: ...
    def floor_cash(self) -> list[tuple[str, LogEntry, str]] | None:
        """On a floor: every table's cash transactions and AML settings (``cash_transaction``,
        ``aml_rules_set``), each with its table and who recorded it (a user's id is its
        table's own), in the server's time order, through the
        floor's own function (a patron's gaming day is the floor's). None on a station's own
        database, whose one log holds them all."""
        ...

    def patron_days(self, day: str | None = None, player: str | None = None) -> list[PatronDayRow] | None:
        """On a floor: the projection of the patrons' gaming days (of ``day``, of ``player``, or
        all), kept by the log insert. None on a station's own database."""
        ...
    def patron_cash(self, players: Sequence[str], day: str | None = None,
                    bands: Sequence[tuple[int, int]] | None = None) -> list[tuple[str, LogEntry, str]] | None:
        """The AML settings and the cash transactions of ``players`` (every day of theirs), and
        with ``day`` that day's unregistered patrons', as :meth:`floor_cash` gives them (on a floor
        every table's, never the whole floor's; a file's with its one log, ""). ``bands``: of the
        patrons' days other than ``day`` only their cash transactions of an amount in one of
        these ``[low, high)`` bands."""
        ...

    def seated_elsewhere(self, shift_id: int) -> dict[int, str] | None:
        """On a floor: the registered players still seated at this table's shift ``shift_id``
        (their sessions) who sat down at another table of the floor since, with that table's
        name. None on a station's own database (one log: seating them there ended the session)."""
        ...

    # -- maintenance --------------------------------------------------------------------
    def backup_to(self, target: Path, progress: Callable[[int, int], None] | None = None) -> None: ...
    def close(self) -> None: ...
