"""The service layer: what the desktop app, the reports, the console and the
command line call. Open with :meth:`DealerServices.open`.

The few store-level names a front end needs (the clock the log uses, telling a
floor URL from a file, the store's error type, the kinds of log entry and of
round status, the rows of rounds, shifts and users, the typed log entries a front end
reads) are re-exported here, so that the
front ends reach the core only through this package."""

from dealer_app.services.app import DealerServices
from dealer_app.services.common import (
    CoSignature,
    NotFoundError,
    PermissionDenied,
    ServiceError,
    Session,
    Settings,
    SettingsError,
    Signer,
    StateError,
)
from dealer_app.store.entries import Refused
from dealer_app.store.errors import StoreError
from dealer_app.store.location import is_floor_url, parse_location
from dealer_app.store.records import EntryKind, RoundRow, RoundStatus, ShiftRow, UserRow
from dealer_app.store.sqlite import now_us

__all__ = [
    "CoSignature",
    "DealerServices",
    "EntryKind",
    "NotFoundError",
    "PermissionDenied",
    "Refused",
    "RoundRow",
    "RoundStatus",
    "ServiceError",
    "Session",
    "Settings",
    "SettingsError",
    "ShiftRow",
    "Signer",
    "StateError",
    "StoreError",
    "UserRow",
    "is_floor_url",
    "now_us",
    "parse_location",
]
