"""Which build this is: the version and the commit it was built from.

The bundle carries ``dealer_app/build_info.json``, written by the packaging
script at build time (``packaging/build.py``); a source checkout reads its git
folder (HEAD; without running git, so nothing marks it "-dirty");
an installed wheel without either says ``unknown``. ``dealer-app --version``
and every PDF's footer print :func:`build_label`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from dealer_app.resources import package_dir, resource_path
from dealer_app.safe_input import mapping_of

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
    """The checkout's HEAD commit (12 hex digits), read from the git folder without
    running git (a report printed in a test or a child process starts no process)."""
    try:
        git = root / ".git"
        if git.is_file():  # a worktree: "gitdir: PATH"
            text = git.read_text(encoding="utf-8").strip()
            if not text.startswith("gitdir:"):
                return "unknown"
            gitdir = (root / text.split(":", 1)[1].strip()).resolve()
        elif git.is_dir():
            gitdir = git
        else:
            return "unknown"
        common = gitdir
        if (gitdir / "commondir").is_file():
            common = (gitdir / (gitdir / "commondir").read_text(encoding="utf-8").strip()).resolve()
        head = (gitdir / "HEAD").read_text(encoding="utf-8").strip()
        if not head.startswith("ref:"):
            return head[:12] or "unknown"
        ref = head[4:].strip()
        for folder in (gitdir, common):
            if (folder / ref).is_file():
                return (folder / ref).read_text(encoding="utf-8").strip()[:12] or "unknown"
        packed = common / "packed-refs"
        if packed.is_file():
            for line in packed.read_text(encoding="utf-8").splitlines():
                if line.endswith(" " + ref):
                    return line[:12]
    except (OSError, UnicodeDecodeError):
        pass
    return "unknown"


@cache
def build_info() -> BuildInfo:
    stamped = resource_path("dealer_app", "build_info.json")
    if stamped.is_file():
        try:
            data = mapping_of(json.loads(stamped.read_text(encoding="utf-8")))
            return BuildInfo(str(data["version"]), str(data["commit"]))
        except (OSError, ValueError, KeyError, TypeError):
            return BuildInfo(_installed_version(), "unknown")
    return BuildInfo(_installed_version(), _git_commit(package_dir("dealer_app").parent))


def build_label(lang: str = "en") -> str:
    """``0.1.0 (commit 1a2b3c4d5e6f)``: what ``--version`` and the reports' footers say
    (in Russian ``0.1.0 (сборка 1a2b3c4d5e6f)``)."""
    info = build_info()
    return f"{info.version} ({'сборка' if lang == 'ru' else 'commit'} {info.commit})"
