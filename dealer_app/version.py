"""Which build this is: the version and the commit it was built from.

The bundle carries ``dealer_app/build_info.json``, written by the packaging
script at build time (``packaging/build.py``); a source checkout asks git;
an installed wheel without either says ``unknown``. ``dealer-app --version``
and every PDF's footer print :func:`build_label`.
"""

from __future__ import annotations

import json
import subprocess
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from dealer_app.resources import package_dir, resource_path

__all__ = ["BuildInfo", "build_info", "build_label"]

DIST_NAME = "dealer-assistant"


@dataclass(frozen=True)
class BuildInfo:
    version: str
    commit: str


def _installed_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(DIST_NAME)
    except PackageNotFoundError:
        return "0+unknown"


def _git_commit(root: Path) -> str:
    if not (root / ".git").exists():
        return "unknown"
    try:
        done = subprocess.run(["git", "-C", str(root), "describe", "--always", "--dirty", "--abbrev=12",
                               "--exclude", "*"], capture_output=True, text=True, timeout=10, check=False)
    except (OSError, subprocess.TimeoutExpired):
        return "unknown"
    commit = done.stdout.strip() if done.returncode == 0 else ""
    return commit or "unknown"


@cache
def build_info() -> BuildInfo:
    stamped = resource_path("dealer_app", "build_info.json")
    if stamped.is_file():
        try:
            data = json.loads(stamped.read_text(encoding="utf-8"))
            return BuildInfo(str(data["version"]), str(data["commit"]))
        except (OSError, ValueError, KeyError, TypeError):
            return BuildInfo(_installed_version(), "unknown")
    return BuildInfo(_installed_version(), _git_commit(package_dir("dealer_app").parent))


def build_label() -> str:
    """``0.1.0 (commit 1a2b3c4d5e6f)``: what ``--version`` and the reports' footers say."""
    info = build_info()
    return f"{info.version} (commit {info.commit})"
