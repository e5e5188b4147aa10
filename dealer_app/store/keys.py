"""The audit chain's secret: a key file kept outside the database.

Keys live in the *key folder* (``<config folder>/audit-keys`` by default), one
file per key named ``<key id>.key``, created with owner-only permissions
(0600). The database records only the key id; the id is derived from the
secret (an HMAC of a fixed label), so a file holding the wrong secret is told
apart from a missing one and from tampering.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import secrets
import stat
from collections.abc import Callable
from contextlib import suppress
from dataclasses import dataclass, field
from pathlib import Path

from dealer_app.paths import config_dir
from dealer_app.refusal import OsReason
from dealer_app.safe_input import InputError, read_bounded
from dealer_app.store.errors import DatabaseUnreadableError, KeyMissingError, KeyWrongError
from dealer_app.store.refusals import (
    CannotRead,
    CannotReadKeyFile,
    KeyFileBadSecret,
    KeyFileDiffers,
    KeyFileMissing,
    KeyFileNotOurs,
    KeyFileNotOursWhy,
    KeyFileShort,
    KeyFileWrongKey,
    KeyMissingFor,
    StationHoldsNoKey,
)

__all__ = ["KEY_FORMAT", "AuditKey", "Keyring", "ServerKey", "default_key_dir", "key_id_of", "read_key_file", "write_key_file"]

KEY_FORMAT = "dealer-assistant-audit-key/1"
_ID_LABEL = b"dealer-assistant audit key id"
_HEADER = (
    "# Dealer Assistant audit key. It proves the shift database has not been altered.\n"
    "# Keep it secret, keep a copy apart from the database backups; without it the log cannot be verified.\n"
)


def key_id_of(secret: bytes) -> str:
    """The public id of a secret: 16 hex digits, recorded in the database."""
    return hmac.new(secret, _ID_LABEL, hashlib.sha256).hexdigest()[:16]


@dataclass(frozen=True)
class AuditKey:
    """A loaded audit key. ``secret`` never leaves this object except into HMAC."""

    secret: bytes = field(repr=False)
    path: Path | None = None

    @property
    def key_id(self) -> str:
        return key_id_of(self.secret)

    def mac(self, data: bytes) -> str:
        return hmac.digest(self.secret, data, "sha256").hex()  # one call into OpenSSL: the log's hot path

    @classmethod
    def generate(cls) -> AuditKey:
        return cls(secrets.token_bytes(32))


_SERVER_SIGNS = ("dealer-assistant patron:", "dealer-assistant genesis:", "dealer-assistant checkpoint entry:",
                 "dealer-assistant money:", "dealer-assistant pin:")
"""What a station's login may ask the floor's server to tag (schema 12, ``station_tag``):
never a chain's message, a key check or a verified point."""


@dataclass(frozen=True)
class ServerKey(AuditKey):
    """The floor's audit key as a station's login has it (schema 12): not at all. The key is
    on the floor's server, which computes every chain MAC itself; the few keyed values a
    station still needs (a patron's reference, a new PIN's tag, a checkpoint entry's tag) it
    asks the server for (``tag``), which refuses anything else. Verifying a chain with the
    key is the floor owner's or an auditor's."""

    server_key_id: str = ""
    tag: Callable[[str], str] | None = field(default=None, repr=False, compare=False)

    @property
    def key_id(self) -> str:
        return self.server_key_id

    def mac(self, data: bytes) -> str:
        message = data.decode("utf-8")
        if self.tag is None or not message.startswith(_SERVER_SIGNS):
            raise KeyMissingError(StationHoldsNoKey(), self.server_key_id)
        return self.tag(message)


def default_key_dir() -> Path:
    return config_dir() / "audit-keys"


_MAX_KEY_BYTES = 64 * 1024
"""A key file is two short lines and its comments."""


def read_key_file(path: Path) -> AuditKey:
    """Read a key file; a file that is not a key raises :class:`KeyWrongError`."""
    try:
        text = read_bounded(path, _MAX_KEY_BYTES, what="audit key file").decode("ascii")
    except InputError as exc:
        raise KeyWrongError(KeyFileNotOursWhy(path, exc)) from None
    except FileNotFoundError:
        raise KeyMissingError(KeyFileMissing(path)) from None
    except UnicodeDecodeError:
        raise KeyWrongError(KeyFileNotOurs(path)) from None
    except OSError as exc:
        raise DatabaseUnreadableError(CannotReadKeyFile(path, OsReason(exc.strerror or str(exc)))) from None
    lines = [ln.strip() for ln in text.splitlines() if ln.strip() and not ln.lstrip().startswith("#")]
    if len(lines) != 2 or lines[0] != KEY_FORMAT:
        raise KeyWrongError(KeyFileNotOurs(path))
    try:
        secret = bytes.fromhex(lines[1])
    except ValueError:
        raise KeyWrongError(KeyFileBadSecret(path)) from None
    if len(secret) < 16:
        raise KeyWrongError(KeyFileShort(path))
    return AuditKey(secret, path)


def write_key_file(key: AuditKey, path: Path) -> Path:
    """Write ``key`` to ``path`` with owner-only permissions; never overwrites another key."""
    path.parent.mkdir(parents=True, exist_ok=True)
    content = f"{_HEADER}{KEY_FORMAT}\n{key.secret.hex()}\n".encode("ascii")
    if path.exists():
        existing = read_key_file(path)
        if existing.key_id != key.key_id:
            raise KeyWrongError(KeyFileDiffers(path), existing.key_id)
        _restrict(path)
        return path
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        try:
            os.write(fd, content)
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, path)
    except BaseException:  # a full disk, an interruption: no temporary file is left behind
        with suppress(OSError):
            tmp.unlink()
        raise
    _restrict(path)
    return path


def _restrict(path: Path) -> None:
    try:
        mode = stat.S_IMODE(path.stat().st_mode)
        if mode & 0o077:
            path.chmod(0o600)
    except OSError:
        pass


@dataclass(frozen=True)
class Keyring:
    """The folder of audit keys, one file per key id."""

    folder: Path

    @classmethod
    def default(cls) -> Keyring:
        return cls(default_key_dir())

    def path_for(self, key_id: str) -> Path:
        return self.folder / f"{key_id}.key"

    def load(self, key_id: str) -> AuditKey:
        """The key with this id; :class:`KeyMissingError` / :class:`KeyWrongError` otherwise."""
        path = self.path_for(key_id)
        if not path.exists():
            raise KeyMissingError(KeyMissingFor(key_id, path), key_id)
        key = read_key_file(path)
        if key.key_id != key_id:
            raise KeyWrongError(KeyFileWrongKey(path, key.key_id, key_id), key_id)
        _restrict(path)
        return key

    def install(self, key: AuditKey) -> Path:
        return write_key_file(key, self.path_for(key.key_id))

    def current(self) -> AuditKey:
        """The key new databases are created with (made on first use)."""
        pointer = self.folder / "current"
        try:
            key_id = pointer.read_text(encoding="ascii").strip()
        except FileNotFoundError:
            key_id = ""
        except OSError as exc:
            raise DatabaseUnreadableError(CannotRead(pointer, OsReason(exc.strerror or str(exc)))) from None
        if key_id and self.path_for(key_id).exists():
            return self.load(key_id)
        key = AuditKey.generate()
        self.install(key)
        tmp = pointer.with_name(f".current.{os.getpid()}.tmp")
        try:
            tmp.write_text(key.key_id + "\n", encoding="ascii")
            os.replace(tmp, pointer)
        except BaseException:
            with suppress(OSError):
                tmp.unlink()
            raise
        return key
