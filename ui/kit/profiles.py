"""A house profile's name as a person reads it."""

from __future__ import annotations

from dealer_app.services.house import DEFAULT_PROFILE
from ui.kit.qt import QCoreApplication

__all__ = ["profile_name"]


def profile_name(profile: str) -> str:
    """The house's own profile is "standard" («основные»), never its stored name
    ``default``; any other profile by its name."""
    if profile == DEFAULT_PROFILE:
        return QCoreApplication.translate("HouseProfile", "standard")
    return profile
