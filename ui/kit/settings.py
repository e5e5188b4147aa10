"""Every setting of the desktop station, declared once, typed, versioned (Picard).

Station settings live in the user's config folder (``ui-settings.json``). A
file written by an older version is upgraded step by step; a damaged file is
set aside (renamed ``.bad``) and the defaults used, never a crash at start-up.
Casino-wide settings (approval threshold, idle lock time, users, house
rules) belong to the store's settings service, not here.
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from dealer_app.paths import config_dir
from ui.kit.chips import DEFAULT_CHIP_SET

__all__ = ["SETTINGS_VERSION", "UiSettings", "load_settings", "save_settings", "settings_path"]

SETTINGS_VERSION = 1


class UiSettings(BaseModel):
    model_config = ConfigDict(frozen=True, extra="ignore")

    version: int = SETTINGS_VERSION
    language: str | None = Field(default=None, description="'en', 'ru', or None for the system locale")
    chip_set: tuple[int, ...] = Field(default=DEFAULT_CHIP_SET, description="chip denominations in minor units")
    table_name: str = Field(default="Table 1", min_length=1, max_length=40)
    show_key_hints: bool = True

    @field_validator("chip_set")
    @classmethod
    def _chips_positive(cls, v: tuple[int, ...]) -> tuple[int, ...]:
        if not v or any(d <= 0 for d in v):
            raise ValueError("chip denominations must be positive")
        return tuple(sorted(set(v), reverse=True))

    @field_validator("language")
    @classmethod
    def _known_language(cls, v: str | None) -> str | None:
        if v is not None and v not in ("en", "ru"):
            raise ValueError(f"{v!r} is not a shipped language (en, ru)")
        return v


# version -> function upgrading a file of that version to the next one; a new
# version adds its step here (a file is never rewritten by a downgrade)
_UPGRADES: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


def settings_path() -> Path:
    return config_dir() / "ui-settings.json"


def load_settings(path: Path | None = None) -> UiSettings:
    p = path or settings_path()
    if not p.exists():
        return UiSettings()
    try:
        data = json.loads(p.read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            raise ValueError("not an object")
        version = int(data.get("version", 1))
        if version > SETTINGS_VERSION:  # a newer app wrote it: leave it alone, use the defaults
            return UiSettings()
        while version < SETTINGS_VERSION:
            data = _UPGRADES[version](data)
            version = int(data["version"])
        return UiSettings.model_validate(data)
    except (OSError, ValueError, KeyError, ValidationError):
        with contextlib.suppress(OSError):
            p.replace(p.with_suffix(".bad"))
        return UiSettings()


def save_settings(settings: UiSettings, path: Path | None = None) -> None:
    p = path or settings_path()
    tmp = p.with_suffix(".tmp")
    tmp.write_text(json.dumps(settings.model_dump(mode="json"), indent=2), encoding="utf-8")
    os.replace(tmp, p)
