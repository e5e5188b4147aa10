"""Write a file so that it is either the old file or the complete new one: the one
atomic file writer (reports, exports, the station's records, the floor binding).

A temporary file in the same folder (same file system, so the rename is
atomic), flushed and fsync'ed, then renamed over the target, then the folder
fsync'ed so the rename itself survives a power cut. On any failure the
temporary file is removed and the target is untouched.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

__all__ = ["OutputError", "fsync_folder", "write_atomically"]


class OutputError(OSError):
    """The output file could not be written (names the path and the reason)."""


def write_atomically(path: str | os.PathLike[str], data: bytes, *, mode: int | None = None) -> Path:
    """Write ``data`` to ``path`` atomically. ``mode``: the file's permissions (default: the
    existing file's, else what a new file gets under the umask)."""
    target = Path(path)
    folder = target.parent if str(target.parent) else Path(".")
    if not folder.is_dir():
        raise OutputError(f"{target}: the folder {folder} does not exist")
    if target.is_dir():
        raise OutputError(f"{target}: is a folder")
    try:
        fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".part", dir=folder)
    except OSError as exc:
        raise OutputError(f"{target}: cannot write in {folder}: {exc.strerror or exc}") from exc
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        with contextlib.suppress(OSError):  # mkstemp makes 0600: give the file the mode it would have had
            os.chmod(tmp, _mode_for(target) if mode is None else mode)
        os.replace(tmp, target)
    except BaseException as exc:
        with contextlib.suppress(OSError):
            tmp.unlink()
        if isinstance(exc, OSError):
            raise OutputError(f"{target}: {exc.strerror or exc}") from exc
        raise
    fsync_folder(folder)
    return target


def _mode_for(target: Path) -> int:
    """The existing file's mode, else 0666 less the process umask (read without changing it)."""
    try:
        return target.stat().st_mode & 0o777
    except OSError:
        pass
    umask = 0o022
    with contextlib.suppress(OSError, ValueError):
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("Umask:"):
                umask = int(line.split()[1], 8)
    return 0o666 & ~umask


def fsync_folder(folder: Path) -> None:
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
