"""Storage: one narrow interface (:class:`Store`) and its SQLite backend.

Names are loaded lazily so that a light module (``errors``, ``records``) can be
imported without pulling in a backend.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

_EXPORTS = {
    "errors": [
        "DatabaseDamagedError", "DatabaseLockedError", "DatabaseTamperedError", "DatabaseUnreadableError",
        "DiskFullError", "ForeignDatabaseError", "HeldElsewhereError", "KeyMissingError", "KeyWrongError", "NewerSchemaError",
        "StaleStateError", "StoreBugError", "StoreEnvironmentError", "StoreError", "StoreIOError", "StoreIntegrityError",
    ],
    "records": [
        "Anchor", "EntryKind", "Expect", "HouseVersionRow", "Lease", "LeaseHolder", "LogEntry", "NewEntry", "RoundRow", "RoundStatus", "ShiftRow",
        "TrainingRow", "UserRow",
    ],
    "base": ["Store"],
    "sqlite": ["SQLiteStore", "StartupCheck", "open_sqlite"],
}
_WHERE = {name: module for module, names in _EXPORTS.items() for name in names}
__all__ = sorted(_WHERE)


def __getattr__(name: str) -> Any:
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module 'dealer_app.store' has no attribute {name!r}")
    return getattr(import_module(f"dealer_app.store.{module}"), name)
