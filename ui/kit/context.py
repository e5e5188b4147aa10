"""What every screen shares: the worker, the backend, dialogs, settings, money,
and who is signed in at which shift (UI-side copies of what the services said).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, TypeVar

from ui.kit.dialogs import DialogService
from ui.kit.explained import refusal_text
from ui.kit.money import MoneyFormat
from ui.kit.qt import QObject, Signal
from ui.kit.settings import UiSettings
from ui.kit.worker import JobError, StoreWorker

__all__ = ["AppContext", "ShiftInfo", "UserRef"]

log = logging.getLogger(__name__)
T = TypeVar("T")
G_co = TypeVar("G_co", covariant=True)
"""The gateway a context hands to its jobs: each room's screen names its room's Protocol."""


@dataclass(frozen=True, slots=True)
class UserRef:
    user_id: int
    name: str
    role: str  # dealer_app.auth.roles.Role value
    language: str | None = None
    """The language the person chose for their screens (None: the station's)."""

    @property
    def is_dealer(self) -> bool:
        return self.role == "dealer"

    @property
    def is_pit_boss(self) -> bool:
        return self.role == "pit_boss"

    @property
    def is_admin(self) -> bool:
        return self.role == "admin"


@dataclass(frozen=True, slots=True)
class ShiftInfo:
    shift_id: int
    table: str
    profile: str
    dealer: UserRef
    opened_at: str
    rounds: int = 0


class AppContext(QObject, Generic[G_co]):
    """Shared by the screens. Store work goes through :meth:`run` (worker thread)."""

    session_changed = Signal()
    shift_changed = Signal()
    busy_changed = Signal(bool)
    floor_status_changed = Signal(str)
    """A floor's server went away ("floor server unreachable, retrying") or came back ("")."""

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
    ) -> None:
        super().__init__(parent)
        self.backend: G_co = backend
        self.dialogs = dialogs
        self.settings = settings
        self.settings_path = settings_path
        """Where the station's settings are kept (None: the user's config folder)."""
        self.lang = lang
        self.station_lang = lang
        """The station's language (``--lang``, its setting or the system's): the screens'
        language while nobody with a language of their own is signed in."""
        self.locale = locale
        self.money = MoneyFormat("EUR", locale)
        self.worker = worker or StoreWorker(self)
        self.worker.busy_changed.connect(self.busy_changed)
        if hasattr(backend, "status_listener"):  # emitted from the worker thread, delivered on the UI thread
            backend.status_listener = self.floor_status_changed.emit
        self.user: UserRef | None = None
        self.shift: ShiftInfo | None = None
        self.house: Any = None  # rules.poker.HouseRules of the open shift's profile
        self.house_version: int | None = None
        self.approval_threshold: int | None = None
        self.idle_lock_minutes: int = 5
        self.ready = False
        """True once the start-up checks passed: no round starts before."""
        self._closing = False

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
        self.session_changed.emit()

    def set_shift(self, shift: ShiftInfo | None) -> None:
        self.shift = shift
        self.shift_changed.emit()

    def set_language(self, lang: str, locale: str) -> None:
        """The language and the locale of numbers and money from now on."""
        self.lang = lang
        self.locale = locale
        self.money = MoneyFormat(self.money.currency, locale)
        if hasattr(self.backend, "locale"):
            self.backend.locale = locale

    def save_settings(self, settings: UiSettings) -> None:
        """The station's settings, kept for the next start."""
        from ui.kit.settings import save_settings

        self.settings = settings
        save_settings(settings, self.settings_path)

    def set_house(self, house: Any, version: int | None) -> None:
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
