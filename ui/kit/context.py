"""What every screen shares: the worker, the backend, dialogs, settings, money,
and who is signed in at which shift (UI-side copies of what the services said).
"""

from __future__ import annotations

import logging
import weakref
from collections.abc import Callable
from pathlib import Path
from typing import Generic, Protocol, TypeVar, runtime_checkable

from rules.poker import HouseRules
from ui.kit.dialogs import DialogService
from ui.kit.explained import refusal_text
from ui.kit.money import MoneyFormat
from ui.kit.qt import QObject, Signal
from ui.kit.session import ShiftInfo, UserRef
from ui.kit.settings import UiSettings
from ui.kit.worker import JobError, StoreWorker

__all__ = ["AppContext", "ShiftInfo", "UserRef"]

log = logging.getLogger(__name__)
T = TypeVar("T")
V = TypeVar("V")
H = TypeVar("H")
G_co = TypeVar("G_co", covariant=True)
"""The gateway a context hands to its jobs: each room's screen names its room's Protocol."""


@runtime_checkable
class _StatusSource(Protocol):
    """A gateway that tells (on the worker thread) each change of the floor's reachability."""

    status_listener: Callable[[str], None] | None


class _Shared(Generic[V]):
    """A part of the station's state: the context of every room (:meth:`AppContext.room`)
    reads and writes its station's."""

    def __init__(self) -> None:
        self.values: weakref.WeakKeyDictionary[AppContext[object], V] = weakref.WeakKeyDictionary()

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, ctx: AppContext[object] | None, owner: type | None = None) -> V:
        if ctx is None or ctx.station not in self.values:
            raise AttributeError(self.name)
        return self.values[ctx.station]

    def __set__(self, ctx: AppContext[object], value: V) -> None:
        self.values[ctx.station] = value


class AppContext(QObject, Generic[G_co]):
    """Shared by the screens. Store work goes through :meth:`run` (worker thread), which hands
    each job the context's gateway: the station's backend, or a room's (:meth:`room`)."""

    session_changed = Signal()
    shift_changed = Signal()
    busy_changed = Signal(bool)
    floor_status_changed = Signal(str)
    """A floor's server went away ("floor server unreachable, retrying") or came back ("")."""

    dialogs = _Shared[DialogService]()
    settings = _Shared[UiSettings]()
    lang = _Shared[str]()
    station_lang = _Shared[str]()
    """The station's language (``--lang``, its setting or the system's): the screens'
    language while nobody with a language of their own is signed in."""
    locale = _Shared[str]()
    money = _Shared[MoneyFormat]()
    user = _Shared[UserRef | None]()
    shift = _Shared[ShiftInfo | None]()
    house = _Shared[HouseRules | None]()
    """The house rules of the open shift's profile."""
    house_version = _Shared[int | None]()
    approval_threshold = _Shared[int | None]()
    idle_lock_minutes = _Shared[int]()
    ready = _Shared[bool]()
    """True once the start-up checks passed: no round starts before."""
    _closing = _Shared[bool]()

    def __init__(
        self,
        backend: G_co,
        dialogs: DialogService,
        settings: UiSettings,
        *,
        lang: str = "en",
        locale: str = "en_GB",
        worker: StoreWorker | None = None,
        settings_path: Path | None = None,
        parent: QObject | None = None,
        station: AppContext[object] | None = None,
    ) -> None:
        super().__init__(parent)
        self.backend: G_co = backend
        self.station: AppContext[object] = self if station is None else station.station
        """The station's own context (this one, or the one a room's was made from): it keeps the state."""
        self.settings_path = settings_path
        """Where the station's settings are kept (None: the user's config folder)."""
        self.worker = worker or StoreWorker(self)
        if station is not None:  # a room's context: the station's state, and the station's signals
            for theirs, mine in ((station.session_changed, self.session_changed),
                                 (station.shift_changed, self.shift_changed),
                                 (station.busy_changed, self.busy_changed),
                                 (station.floor_status_changed, self.floor_status_changed)):
                theirs.connect(mine)
            return
        self.dialogs = dialogs
        self.settings = settings
        self.lang = lang
        self.station_lang = lang
        self.locale = locale
        self.money = MoneyFormat("EUR", locale)
        self.worker.busy_changed.connect(self.busy_changed)
        if isinstance(backend, _StatusSource):  # emitted from the worker thread, delivered on the UI thread
            backend.status_listener = self.floor_status_changed.emit
        self.user = None
        self.shift = None
        self.house = None
        self.house_version = None
        self.approval_threshold = None
        self.idle_lock_minutes = 5
        self.ready = False
        self._closing = False

    def room(self, gateway: H) -> AppContext[H]:
        """This station's context for a room whose screens hold ``gateway`` (the room's
        Protocol, made over the backend): the same session, shift, settings, worker and
        signals; its jobs get ``gateway`` on the worker thread."""
        return AppContext(gateway, self.dialogs, self.settings, worker=self.worker, settings_path=self.settings_path,
                          parent=self, station=self)

    def run(
        self,
        job: Callable[[G_co], T],
        on_done: Callable[[T], None] | None = None,
        on_error: Callable[[JobError], None] | None = None,
    ) -> int:
        """Run ``job(backend)`` on the worker thread; callbacks on the UI thread.

        Once :meth:`closing` was called nothing new is started (a refresh asked for while
        the window closes would reach a closed store): the job is dropped and 0 returned."""
        if self._closing:
            log.debug("not started: the station is closing")
            return 0
        backend = self.backend
        return self.worker.submit(lambda: job(backend), on_done, on_error or self.report_error)

    def closing(self, last: Callable[[G_co], object]) -> None:
        """Run ``last(backend)`` (closing the store) after the jobs already queued, and
        start nothing after it."""
        self.run(last, None, lambda err: log.warning("closing the station: %s", err))
        self._closing = True

    def report_error(self, err: JobError) -> None:
        if self._closing:  # a job that was queued before the window closed
            log.warning("while closing: %s", err)
            return
        self.dialogs.error(self.tr("Not done"), refusal_text(err))

    def set_user(self, user: UserRef | None) -> None:
        self.user = user
        self.station.session_changed.emit()

    def set_shift(self, shift: ShiftInfo | None) -> None:
        self.shift = shift
        self.station.shift_changed.emit()

    def set_language(self, lang: str, locale: str) -> None:
        """The language and the locale of numbers and money from now on."""
        self.lang = lang
        self.locale = locale
        self.money = MoneyFormat(self.money.currency, locale)
        backend = self.station.backend
        if hasattr(backend, "locale"):
            backend.locale = locale

    def save_settings(self, settings: UiSettings) -> None:
        """The station's settings, kept for the next start."""
        from ui.kit.settings import save_settings

        self.settings = settings
        save_settings(settings, self.settings_path)

    def set_house(self, house: HouseRules | None, version: int | None) -> None:
        self.house = house
        self.house_version = version
        if house is not None:
            self.money = MoneyFormat(str(house.currency), self.locale)

    @property
    def full_money(self) -> MoneyFormat:
        """The house currency in the full form (every minor digit): the console's and
        trainee mode's figures, read and checked rather than moved."""
        return MoneyFormat(self.money.currency, self.locale, compact=False)

    def shutdown(self) -> None:
        self.worker.shutdown()
