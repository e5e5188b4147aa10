"""Where the app keeps its files: the user's data and config folders
(platformdirs), overridable with ``DEALER_APP_DATA_DIR`` and
``DEALER_APP_CONFIG_DIR`` (tests and CI always override them)."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "dealer-assistant"


def data_dir() -> Path:
    p = Path(os.environ.get("DEALER_APP_DATA_DIR") or platformdirs.user_data_dir(APP_NAME, appauthor=False))
    p.mkdir(parents=True, exist_ok=True)
    return p


def config_dir() -> Path:
    p = Path(os.environ.get("DEALER_APP_CONFIG_DIR") or platformdirs.user_config_dir(APP_NAME, appauthor=False))
    p.mkdir(parents=True, exist_ok=True)
    return p


def default_db_path() -> Path:
    return data_dir() / "dealer.db"
