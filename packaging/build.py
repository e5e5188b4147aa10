"""Build the one-folder bundle and the Debian package (``./dev package``).

    python packaging/build.py            # dist/dealer-assistant/ and dist/dealer-assistant_<version>_amd64.deb
    python packaging/build.py --no-deb   # the bundle only (what a Windows builder runs)

Steps: stamp ``build/build_info.json`` (version from pyproject.toml, commit from
git), run PyInstaller on ``packaging/dealer-assistant.spec``, then (on Linux, when
``dpkg-deb`` is there) lay out the package tree and build the .deb from it.
Prints the bundle's size and each step's time.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"
BUILD = ROOT / "build"
DIST = ROOT / "dist"
BUNDLE = DIST / "dealer-assistant"
PACKAGE = "dealer-assistant"
INSTALL_DIR = "/opt/dealer-assistant"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)

# the system libraries the bundled Qt (xcb platform) loads from the machine, and the fonts
DEPENDS = (
    "libc6 (>= 2.36), libegl1, libgl1, libopengl0, libfontconfig1, libfreetype6, libdbus-1-3, libglib2.0-0, "
    "libx11-6, libx11-xcb1, libxcb1, libxkbcommon0, libxkbcommon-x11-0, libxcb-cursor0, libxcb-icccm4, "
    "libxcb-image0, libxcb-keysyms1, libxcb-randr0, libxcb-render-util0, libxcb-shape0, libxcb-xfixes0, "
    "libxcb-xkb1, libxcb-sync1, libxcb-shm0, libxcb-render0, libxrender1, libcups2, fonts-dejavu-core"
)


def version() -> str:
    return str(tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"])


def commit() -> str:
    try:
        done = subprocess.run(["git", "-C", str(ROOT), "describe", "--always", "--dirty", "--abbrev=12",
                               "--exclude", "*"], capture_output=True, text=True, check=False)
    except OSError:
        return "unknown"
    return done.stdout.strip() if done.returncode == 0 and done.stdout.strip() else "unknown"


def size_mib(path: Path) -> float:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink()) / 2**20


def stamp() -> dict[str, str]:
    info = {"version": version(), "commit": commit(), "built": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}
    BUILD.mkdir(exist_ok=True)
    (BUILD / "build_info.json").write_text(json.dumps(info, indent=2) + "\n", encoding="utf-8")
    return info


def bundle() -> None:
    shutil.rmtree(BUNDLE, ignore_errors=True)
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
                    "--distpath", str(DIST), "--workpath", str(BUILD / "pyinstaller"),
                    str(PACKAGING / "dealer-assistant.spec")], check=True, cwd=ROOT)


def deb(info: dict[str, str]) -> Path:
    tree = BUILD / "deb"
    shutil.rmtree(tree, ignore_errors=True)
    opt = tree / INSTALL_DIR.lstrip("/")
    shutil.copytree(BUNDLE, opt, symlinks=True)
    (tree / "usr" / "bin").mkdir(parents=True)
    (tree / "usr" / "bin" / "dealer-app").symlink_to(f"{INSTALL_DIR}/dealer-app")
    apps = tree / "usr" / "share" / "applications"
    apps.mkdir(parents=True)
    shutil.copy2(PACKAGING / "dealer-assistant.desktop", apps / "dealer-assistant.desktop")
    for n in ICON_SIZES:
        icons = tree / "usr" / "share" / "icons" / "hicolor" / f"{n}x{n}" / "apps"
        icons.mkdir(parents=True)
        shutil.copy2(PACKAGING / "icons" / f"dealer-assistant-{n}.png", icons / "dealer-assistant.png")
    scalable = tree / "usr" / "share" / "icons" / "hicolor" / "scalable" / "apps"
    scalable.mkdir(parents=True)
    shutil.copy2(PACKAGING / "icons" / "dealer-assistant.svg", scalable / "dealer-assistant.svg")
    doc = tree / "usr" / "share" / "doc" / PACKAGE
    doc.mkdir(parents=True)
    for name in ("dealer-assistant-autostart.desktop", "dealer-assistant.service"):
        shutil.copy2(PACKAGING / "table-pc" / name, doc / name)
    for name in ("dealer-verify.service", "dealer-verify.timer"):
        shutil.copy2(PACKAGING / "floor-server" / name, doc / name)
    shutil.copy2(ROOT / "reports" / "fonts" / "LICENSE-DejaVu.txt", doc / "LICENSE-DejaVu.txt")
    for p in tree.rglob("*"):
        if p.is_dir() and not p.is_symlink():
            p.chmod(0o755)
    control = tree / "DEBIAN"
    control.mkdir()
    installed_kib = int(sum(p.stat().st_size for p in tree.rglob("*") if p.is_file() and not p.is_symlink()) / 1024)
    (control / "control").write_text(
        f"Package: {PACKAGE}\n"
        f"Version: {info['version']}\n"
        "Section: misc\n"
        "Priority: optional\n"
        "Architecture: amd64\n"
        "Maintainer: Dealer Assistant <support@dealer-assistant.invalid>\n"
        f"Installed-Size: {installed_kib}\n"
        f"Depends: {DEPENDS}\n"
        "Description: live-table assistant for Russian Poker and Russian Roulette\n"
        " Tracks every box's bets, evaluates every hand, tells the dealer what to pay\n"
        " and why, keeps a tamper-evident shift log and prints shift reports.\n"
        f" Build {info['commit']}.\n",
        encoding="utf-8",
    )
    # the menu and icon caches, after install and after removal (the users' data is never touched)
    refresh = ("#!/bin/sh\nset -e\n"
               "if command -v update-desktop-database >/dev/null 2>&1; then update-desktop-database -q || true; fi\n"
               "if command -v gtk-update-icon-cache >/dev/null 2>&1; then "
               "gtk-update-icon-cache -q -t /usr/share/icons/hicolor || true; fi\n")
    for script in ("postinst", "postrm"):
        (control / script).write_text(refresh, encoding="utf-8")
        (control / script).chmod(0o755)
    out = DIST / f"{PACKAGE}_{info['version']}_amd64.deb"
    out.unlink(missing_ok=True)
    subprocess.run(["dpkg-deb", "--root-owner-group", "-Zgzip", "-z6", "--build", str(tree), str(out)],
                   check=True, stdout=subprocess.DEVNULL)
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="packaging/build.py", description=__doc__.splitlines()[0])
    p.add_argument("--no-deb", action="store_true", help="build the bundle only")
    args = p.parse_args(argv)
    t0 = time.monotonic()
    info = stamp()
    print(f"package: dealer-app {info['version']} (commit {info['commit']})", flush=True)
    bundle()
    t1 = time.monotonic()
    exe = BUNDLE / ("dealer-app.exe" if os.name == "nt" else "dealer-app")
    print(f"package: bundle {BUNDLE.relative_to(ROOT)}/ ({size_mib(BUNDLE):.0f} MiB) in {t1 - t0:.0f} s: {exe.name}",
          flush=True)
    if not args.no_deb and sys.platform.startswith("linux"):
        if shutil.which("dpkg-deb") is None:
            print("package: dpkg-deb not found: no .deb built", file=sys.stderr)
            return 1
        out = deb(info)
        print(f"package: {out.relative_to(ROOT)} ({out.stat().st_size / 2**20:.0f} MiB) in "
              f"{time.monotonic() - t1:.0f} s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
