"""PINs and passwords: Argon2id through argon2-cffi."""

from __future__ import annotations

from dataclasses import dataclass

from argon2 import PasswordHasher, Type
from argon2.exceptions import InvalidHashError, VerificationError, VerifyMismatchError

__all__ = ["DEFAULT_MIN_PIN_LENGTH", "MIN_PIN_LENGTH", "PinHasher", "PinPolicyError", "check_pin_policy"]

MIN_PIN_LENGTH = 4
"""The floor below any setting; the station's minimum (setting ``min_pin_length``) defaults to 6."""
DEFAULT_MIN_PIN_LENGTH = 6


class PinPolicyError(ValueError):
    """A PIN that is too short, too long or contains control characters."""


def check_pin_policy(pin: str, min_length: int = MIN_PIN_LENGTH) -> None:
    min_length = max(min_length, MIN_PIN_LENGTH)
    if len(pin) < min_length:
        raise PinPolicyError(f"PIN: at least {min_length} characters")
    if len(pin) > 128:
        raise PinPolicyError("PIN: at most 128 characters")
    if any(ord(ch) < 32 or ord(ch) == 127 for ch in pin):
        raise PinPolicyError("PIN: no control characters")


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

    def verify(self, pin_hash: str, pin: str) -> bool:
        try:
            return self._hasher().verify(pin_hash, pin)
        except (VerifyMismatchError, VerificationError, InvalidHashError):
            return False
