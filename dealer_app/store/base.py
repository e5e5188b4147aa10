"""The one narrow interface between the services and a storage backend.

The services only ever talk to a :class:`Store`. The SQLite backend
(:mod:`dealer_app.store.sqlite`) is the default; a PostgreSQL backend for a
floor where every table writes to one server implements the same protocol:
``append`` is one transaction that serialises on the chain head (``SELECT ...
FOR UPDATE``), allocates ids, chains the MACs and updates the projections;
everything else is a read.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from dealer_app.audit.keys import AuditKey
from dealer_app.store.records import (
    Anchor,
    HouseVersionRow,
    LogEntry,
    NewEntry,
    RoundRow,
    ShiftRow,
    TrainingRow,
    UserRow,
)

__all__ = ["OpenReport", "Store"]


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

    # -- writing: the only way anything changes ---------------------------------
    def append(self, entries: Sequence[NewEntry]) -> list[LogEntry]:
        """Append ``entries`` in one transaction (all or nothing) and return them
        as stored. Raises a :class:`~dealer_app.store.errors.StoreError`; on error
        nothing was recorded."""
        ...

    # -- the log ------------------------------------------------------------------------
    def anchor(self) -> Anchor: ...
    def entry(self, seq: int) -> LogEntry | None: ...
    def iter_entries(self, first: int = 1, last: int | None = None) -> Iterator[LogEntry]: ...
    def round_entries(self, round_id: int) -> list[LogEntry]: ...
    def entries_of_kind(
        self, kinds: Iterable[str], *, shift_id: int | None = None, round_id: int | None = None
    ) -> list[LogEntry]: ...
    def checkpoint(self) -> tuple[int, str]: ...
    def set_checkpoint(self, seq: int, mac: str) -> None: ...

    # -- projections --------------------------------------------------------------------
    def users(self) -> list[UserRow]: ...
    def user(self, user_id: int) -> UserRow | None: ...
    def user_by_name(self, name: str) -> UserRow | None: ...
    def settings(self) -> Mapping[str, str]: ...
    def house_versions(self, profile: str | None = None) -> list[HouseVersionRow]: ...
    def shifts(self) -> list[ShiftRow]: ...
    def shift(self, shift_id: int) -> ShiftRow | None: ...
    def rounds(self, shift_id: int | None = None, *, status: str | None = None) -> list[RoundRow]: ...
    def round(self, round_id: int) -> RoundRow | None: ...
    def meter(self) -> int: ...
    def training_results(self, user_id: int | None = None) -> list[TrainingRow]: ...

    # -- maintenance --------------------------------------------------------------------
    def backup_to(self, target: Path, progress: Callable[[int, int], None] | None = None) -> None: ...
    def close(self) -> None: ...
