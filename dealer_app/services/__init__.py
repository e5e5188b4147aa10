"""The service layer: what the desktop app, the reports, the console and the
command line call. Open with :meth:`DealerServices.open`."""

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

__all__ = [
    "CoSignature",
    "DealerServices",
    "NotFoundError",
    "PermissionDenied",
    "ServiceError",
    "Session",
    "Settings",
    "SettingsError",
    "Signer",
    "StateError",
]
