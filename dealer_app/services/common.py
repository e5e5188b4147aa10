"""Shared service types: sessions, signatures, settings and service errors."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, fields, replace
from typing import Any

from dealer_app import refusal_codes
from dealer_app.audit.settlement_checks import DEFAULT_APPROVAL_THRESHOLD, ApprovalItem
from dealer_app.audit.two_person import DEFAULT_SECOND_SIGNER_THRESHOLD
from dealer_app.auth.roles import Permission, PermissionDenied, Role, require
from dealer_app.store.records import UserRow
from rules.poker.problems import Problem
from rules.poker.table import Expectation
from rules.roulette.problem_codes import RouletteProblem

__all__ = [
    "CoSignature",
    "NotFoundError",
    "PermissionDenied",
    "RefusalDetail",
    "SecondSignerNeeded",
    "ServiceError",
    "Session",
    "Settings",
    "SettingsError",
    "Signer",
    "StateError",
    "check_reason",
    "check_script",
    "check_text",
    "gaming_day_of",
]


MAX_AMOUNT = 10**15
"""Every amount (minor units) at every entry point is below this."""


@dataclass(frozen=True)
class RefusalDetail:
    """The words a refusal ends with that are not the service's own sentence (the engine's
    prompt or problems, the payouts held for approval), kept typed so that a front end
    words them in its language (``dealer_app.wording.errors``) instead of showing the
    English.

    ``text`` is that tail exactly as the English message shows it. It stands for one of:
    ``expected``, the step the round waits for (``next: <prompt>``); ``problems``, the
    engine's problems joined by ``joiner``; ``held``, the payouts and jackpot shares
    waiting for a pit boss (empty: the round as entered). Amounts are in ``currency``
    (a Russian Poker house's; Russian Roulette's chips have none). None of them: an
    entry of the log the engine cannot read at all (a missing key, a wrong type).
    """

    text: str
    expected: Expectation | None = None
    problems: tuple[Problem | RouletteProblem, ...] = ()
    held: tuple[ApprovalItem, ...] | None = None
    joiner: str = "\n"
    currency: str = ""
    @classmethod
    def next_step(cls, expected: Expectation) -> RefusalDetail:
        """What the round waits for: ``next: <the engine's prompt>``."""
        return cls(f"next: {expected.prompt}", expected=expected)

    @classmethod
    def of_problems(cls, problems: Iterable[Problem | RouletteProblem], *, joiner: str = "\n",
                    currency: str = "") -> RefusalDetail:
        """The engine's problems, as the English shows them (an engine refusal's ``str``
        joins them by a line break)."""
        found = tuple(problems)
        return cls(joiner.join(str(p) for p in found), problems=found, joiner=joiner, currency=currency)

    @classmethod
    def of_exception(cls, exc: Exception, *, currency: str = "") -> RefusalDetail:
        """What replaying an entry raised: an engine refusal's problems, else (a payload
        the engine cannot read) the exception's text alone."""
        problems = getattr(exc, "problems", None)
        if isinstance(problems, tuple) and problems and all(isinstance(p, Problem | RouletteProblem) for p in problems):
            detail = cls.of_problems(problems, currency=currency)
            if detail.text == str(exc):
                return detail
        return cls(str(exc))

    @classmethod
    def of_held(cls, items: Iterable[ApprovalItem], *, currency: str) -> RefusalDetail:
        """The payouts and jackpot shares a pit boss has to approve (none: the round as entered)."""
        held = tuple(items)
        en = money_words(currency)
        text = ", ".join(f"box {i.box}: {'jackpot share' if i.kind == 'jackpot' else 'payout'} {en(i.amount)}"
                         for i in held)
        return cls(text or "the round as entered", held=held, joiner=", ", currency=currency)


def money_words(currency: str, locale: str = "en_GB") -> Callable[[int], str]:
    """Minor units as a message shows them: in ``currency``'s major unit with every minor
    digit (``€150.00``); plain minor units when there is no currency (Russian Roulette's
    chips)."""
    from dealer_app.money_text import MoneyTextError, money_text

    try:
        return money_text(currency, locale).full
    except MoneyTextError:
        return str


class ServiceError(ValueError):
    """A request the services refuse (wrong state, unknown id, bad value); one line for the user.

    ``detail``: the engine's words the line ends with, typed (:class:`RefusalDetail`),
    when it embeds any; the message itself is the same with or without it."""

    detail: RefusalDetail | None = None

    def __init__(self, *args: object, detail: RefusalDetail | None = None) -> None:
        super().__init__(*args)
        self.detail = detail


class NotFoundError(ServiceError):
    """An id or name that does not exist."""


class StateError(ServiceError):
    """Not possible now (shift closed, round already settled, approval missing...)."""


class SecondSignerNeeded(StateError):
    """A ruling, void or meter adjustment that needs a second signer (two people for the big
    things, ``dealer_app.audit.two_person``): ``why`` is ``"closed shift"`` or ``"above
    threshold"``; a front end asks a second pit boss or an administrator and tries again."""

    def __init__(self, message: object, *, why: str, first: int | None = None) -> None:
        super().__init__(message)
        self.why = why
        self.first = first


class SettingsError(ServiceError):
    """A setting with a bad value; names the setting."""


@dataclass(frozen=True)
class Session:
    """A user signed in on a station (one per station)."""

    user: UserRow
    station: str
    signed_in_seq: int

    @property
    def role(self) -> Role:
        return self.user.role

    def require(self, permission: Permission) -> None:
        require(self.user.role, permission, self.user.name)


@dataclass(frozen=True)
class CoSignature:
    """A second user's PIN check on this station (e.g. a pit boss approving a
    payout on the dealer's station) that does not sign the dealer out."""

    user: UserRow
    station: str
    seq: int
    purpose: str

    @property
    def role(self) -> Role:
        return self.user.role

    def require(self, permission: Permission) -> None:
        require(self.user.role, permission, self.user.name)


Signer = Session | CoSignature


@dataclass(frozen=True)
class Settings:
    """Settings an administrator may change (stored as log entries)."""

    approval_threshold: int = DEFAULT_APPROVAL_THRESHOLD  # minor units: a box's payout at or above needs a pit boss
    lockout_attempts: int = 5  # failed sign-ins in a row before lock-out
    lockout_minutes: int = 15  # 0 = until an administrator unlocks
    gaming_day_start: str = "06:00"  # local time the gaming day begins (shifts crossing midnight)
    idle_lock_minutes: int = 5  # the desktop app locks the station after this idle time
    casino_name: str = "Casino"
    min_pin_length: int = 6  # a new PIN's minimum length (a station/floor setting, not a house rule)
    second_signer_threshold: int = DEFAULT_SECOND_SIGNER_THRESHOLD  # minor units: a ruling, void or meter
    # adjustment above it (or on a closed shift) needs a second pit boss or an administrator
    variance_threshold: int = 5_000  # minor units: a table-count variance beyond it needs a written explanation
    jackpot_paid_by: str = "cage"  # "cage" or "tray": who hands a jackpot share to the player
    training_pass_marks: str = "80/10"  # trainee levels: percent right / fewest boxes answered; per level "5=90/12"

    @classmethod
    def from_strings(cls, values: Mapping[str, str]) -> Settings:
        s = cls()
        known = {f.name: f for f in fields(cls)}
        updates: dict[str, Any] = {}
        for k, v in values.items():
            if k in known:
                updates[k] = int(v) if isinstance(getattr(s, k), int) else v
        return replace(s, **updates) if updates else s

    @classmethod
    def validate(cls, values: Mapping[str, object]) -> dict[str, str]:
        """Check new values; returns them as strings, raises :class:`SettingsError` naming the setting."""
        known = {f.name for f in fields(cls)}
        out: dict[str, str] = {}
        defaults = cls()
        for k, v in values.items():
            if k not in known:
                raise SettingsError(refusal_codes.SettingUnknown(k=k))
            if isinstance(getattr(defaults, k), int):
                if isinstance(v, bool) or not isinstance(v, int | str):
                    raise SettingsError(refusal_codes.NotAWholeNumber(k=k, v=repr(v)))
                try:
                    n = int(v)
                except ValueError:
                    raise SettingsError(refusal_codes.NotAWholeNumber(k=k, v=repr(v))) from None
                low = 1 if k in ("approval_threshold", "second_signer_threshold", "lockout_attempts", "idle_lock_minutes") else 0
                low = 4 if k == "min_pin_length" else low
                if n < low:
                    raise SettingsError(refusal_codes.SettingBelowMinimum(k=k, low=low, n=n))
                high = {"min_pin_length": 128, "lockout_attempts": 1000, "lockout_minutes": 10_000_000,
                        "idle_lock_minutes": 1440}.get(k, MAX_AMOUNT - 1)
                if n > high:
                    raise SettingsError(refusal_codes.SettingAboveMaximum(k=k, high=high, n=n))
                out[k] = str(n)
            else:
                text = str(v)
                if k == "training_pass_marks":
                    from dealer_app.training.gates import LevelGates

                    try:
                        text = LevelGates.from_text(text).to_text()
                    except ValueError as exc:
                        raise SettingsError(refusal_codes.TrainingPassMarksInvalid(why=exc)) from None
                if k == "jackpot_paid_by" and text not in ("cage", "tray"):
                    raise SettingsError(refusal_codes.JackpotPaidByUnknown(text=repr(text)))
                if k == "gaming_day_start":
                    try:
                        dt.time.fromisoformat(text)
                    except ValueError:
                        raise SettingsError(refusal_codes.GamingDayStartNotATime(text=repr(text))) from None
                if not text.strip():
                    raise SettingsError(refusal_codes.SettingEmpty(k=k))
                if len(text) > 64:
                    raise SettingsError(refusal_codes.SettingKeyTooLong(k=k, n=len(text)))
                try:
                    check_script(text, k)
                except ServiceError as exc:
                    raise SettingsError(str(exc)) from None
                out[k] = text
        return out


def check_reason(reason: str, what: str) -> None:
    """A reason is required, printable and at most ``MAX_TEXT`` characters (reports print it whole)."""
    if not isinstance(reason, str) or not reason.strip():
        raise ServiceError(refusal_codes.ReasonMissing(what=what))
    check_text(reason, "reason")


def check_text(text: str, field: str) -> str:
    """Free text a person typed (a reason, an explanation, a note), stripped: at most
    ``MAX_TEXT`` characters, one line of printable text (no control or format
    characters: no escape sequences, no bidi overrides) in a script the reports print
    (:func:`check_script`). Empty text passes: whether it is required is the caller's rule."""
    import unicodedata

    from rules.limits import MAX_TEXT

    if not isinstance(text, str):
        raise ServiceError(refusal_codes.FieldNotText(field=field, jtype=type(text).__name__))
    text = text.strip()
    if len(text) > MAX_TEXT:
        raise ServiceError(refusal_codes.FieldTooLong(field=field, max=MAX_TEXT, n=len(text)))
    check_script(text, field)
    if any(ch != "\t" and unicodedata.category(ch) in ("Cc", "Cf", "Zl", "Zp") for ch in text):
        raise ServiceError(refusal_codes.FieldNotOneLine(field=field))
    return text


def check_script(text: str, field: str) -> None:
    """Refuse what the reports cannot print faithfully: right-to-left scripts (Arabic,
    Hebrew: printed unjoined or reversed), emoji and other symbols outside the bundled
    typeface, and unpaired surrogates. One clear line naming the field."""
    import unicodedata

    for ch in text:
        cp = ord(ch)
        if 0xD800 <= cp <= 0xDFFF:
            raise ServiceError(refusal_codes.FieldBrokenCharacter(field=field))
        bidi = unicodedata.bidirectional(ch)
        if bidi in ("R", "AL", "RLE", "RLO", "RLI", "LRE", "LRO", "LRI", "FSI", "PDF", "PDI"):
            raise ServiceError(refusal_codes.FieldRightToLeft(field=field, ch=unicodedata.name(ch, hex(cp))))
        if cp >= 0x1F000 or 0x2600 <= cp <= 0x27BF or unicodedata.category(ch) in ("Co", "Cs", "Cn", "So"):
            if unicodedata.category(ch) == "So" and cp < 0x2600:
                continue  # ©, ®, № and the like print fine
            raise ServiceError(refusal_codes.FieldUnprintableCharacter(field=field, ch=unicodedata.name(ch, hex(cp)).lower()))


def gaming_day_of(ts_us: int, start: str, tz: dt.tzinfo | None = None) -> str:
    """The gaming day (ISO date) of a UTC instant: the local date, moved back a day
    before ``start`` (so a shift from 22:00 to 04:00 belongs to the day it began)."""
    local = dt.datetime.fromtimestamp(ts_us / 1_000_000, tz=dt.UTC).astimezone(tz)
    t = dt.time.fromisoformat(start)
    offset = dt.timedelta(hours=t.hour, minutes=t.minute, seconds=t.second)
    return (local - offset).date().isoformat()


__all__ += ["PermissionDenied"]
