"""PINs and passwords: Argon2id through argon2-cffi."""

from __future__ import annotations

from dataclasses import dataclass

from argon2 import PasswordHasher, Type
from argon2.exceptions import InvalidHashError, VerificationError, VerifyMismatchError

from dealer_app.refusal_codes import PinHasControlCharacter, PinTooLong, PinTooShort

__all__ = ["MIN_PIN_LENGTH", "PinHasher", "PinPolicyError", "check_pin_policy"]

MIN_PIN_LENGTH = 4
"""The floor below any setting; the station's minimum (setting ``min_pin_length``) defaults to 6."""


class PinPolicyError(ValueError):
    """A PIN that is too short, too long or contains control characters."""


def check_pin_policy(pin: str, min_length: int = MIN_PIN_LENGTH) -> None:
    min_length = max(min_length, MIN_PIN_LENGTH)
    if len(pin) < min_length:
        raise PinPolicyError(PinTooShort(n=min_length))
    if len(pin) > 128:
        raise PinPolicyError(PinTooLong())
    if any(ord(ch) < 32 or ord(ch) == 127 for ch in pin):
        raise PinPolicyError(PinHasControlCharacter())


@dataclass(frozen=True)
class PinHasher:
    """Argon2id with configurable cost. The defaults are argon2-cffi's RFC 9106
    low-memory profile; tests and the simulator may pass cheaper ones (the cost
    is stored inside every hash, so verification always works)."""

    time_cost: int = 3
    memory_cost: int = 65536
    parallelism: int = 4

    def _hasher(self) -> PasswordHasher:
        return PasswordHasher(
            time_cost=self.time_cost, memory_cost=self.memory_cost, parallelism=self.parallelism, type=Type.ID
        )

    def hash(self, pin: str) -> str:
        check_pin_policy(pin)
        return self._hasher().hash(pin)

    def candidate(self, salted: str, pin: str) -> str | None:
        """What ``pin`` hashes to under the algorithm, cost and salt ``salted`` (a stored
        hash without its digest, ``$argon2id$v=19$m=…,t=…,p=…$SALT``): the floor's server
        compares it with the hash it keeps, which this station never reads. None when
        ``salted`` is not such a prefix, or asks for more than a station spends on a PIN."""
        import base64
        import re

        from argon2.low_level import Type as LowType
        from argon2.low_level import hash_secret

        m = re.fullmatch(r"\$argon2id\$v=(\d{1,3})\$m=(\d{1,7}),t=(\d{1,3}),p=(\d{1,3})\$([A-Za-z0-9+/]{8,88})", salted)
        if m is None:
            return None
        version, memory, time_cost, lanes = (int(g) for g in m.groups()[:4])
        if version != 19 or not (8 <= memory <= 1 << 20) or not (1 <= time_cost <= 20) or not (1 <= lanes <= 64):
            return None
        raw = m.group(5)
        salt = base64.b64decode(raw + "=" * (-len(raw) % 4))
        try:
            return hash_secret(pin.encode("utf-8"), salt, time_cost=time_cost, memory_cost=memory, parallelism=lanes,
                               hash_len=32, type=LowType.ID, version=version).decode("ascii")
        except Exception:  # argon2's own refusal of a parameter: no candidate, the check fails
            return None

    def verify(self, pin_hash: str, pin: str) -> bool:
        try:
            return self._hasher().verify(pin_hash, pin)
        except (VerifyMismatchError, VerificationError, InvalidHashError):
            return False
