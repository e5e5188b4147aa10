"""Users, sign-in, co-signing and lock-out."""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping
from dataclasses import dataclass

from dealer_app import refusal_codes
from dealer_app.auth.passwords import PinHasher, PinPolicyError, check_pin_policy
from dealer_app.auth.roles import Permission, PermissionDenied, Role, allowed
from dealer_app.services.common import (
    CoSignature,
    NotFoundError,
    ServiceError,
    Session,
    Signer,
    StateError,
    check_script,
)
from dealer_app.services.context import Context
from dealer_app.store.base import PinNotary, Store
from dealer_app.store.entries import (
    AdminRecovery,
    CoSigned,
    LockedOut,
    PinAttempt,
    PinReset,
    SettingsChanged,
    SignIn,
    SignOut,
    UserAdded,
    UserDisabled,
    UserEnabled,
    UserRoleChanged,
    UserUnlocked,
)
from dealer_app.store.errors import DatabaseTamperedError, StaleStateError
from dealer_app.store.records import EntryKind, Expect, LogEntry, NewEntry, UserRow

__all__ = [
    "SIMULATOR_CAGE",
    "SIMULATOR_COUNT_ROOM",
    "SIMULATOR_DEALER",
    "SIMULATOR_PIT_BOSS",
    "USER_LANGUAGES",
    "SignInError",
    "UserInfo",
    "UserLockedError",
    "UserService",
]

SIMULATOR_DEALER = "simulator"
SIMULATOR_PIT_BOSS = "simulator-pit-boss"
SIMULATOR_CAGE = "simulator-cage"
SIMULATOR_COUNT_ROOM = "simulator-count-room"
_BUILTIN = (SIMULATOR_DEALER, SIMULATOR_PIT_BOSS, SIMULATOR_CAGE, SIMULATOR_COUNT_ROOM)
_RESERVED = {*_BUILTIN, "system"}
_NAME = re.compile(r"^[^\x00-\x1f\x7f]{1,64}$")
USER_LANGUAGES = ("en", "ru")
"""The languages a person may choose for their screens (the app's catalogues)."""
SIGN_IN = "sign_in"
"""What a sign-in's PIN check is for, on the floor's server (a permission of its own)."""
_LANGUAGE_KEY = "user_language.{}"
"""A person's language is a setting of its own, one per user (logged like every setting)."""


class SignInError(ServiceError):
    """Unknown user or wrong PIN (deliberately not saying which). ``attempts_left``: a wrong PIN
    of a known user, the attempts before the lock-out (a dialog that offers the user by name
    says so, and asks again)."""

    attempts_left: int | None = None

    def __init__(self, *args: object, attempts_left: int | None = None) -> None:
        super().__init__(*args)
        self.attempts_left = attempts_left


class UserLockedError(SignInError):
    """Too many failed attempts: the user is locked out."""


@dataclass(frozen=True)
class UserInfo:
    """A user as lists show it (never the PIN hash)."""

    id: int
    name: str
    role: Role
    builtin: bool
    disabled: bool
    locked: bool
    failed_attempts: int


class UserService:
    def __init__(self, ctx: Context) -> None:
        self._ctx = ctx
        self._session: Session | None = None

    # -- reading ------------------------------------------------------------------------
    def all_users(self) -> list[UserInfo]:
        """Every account, disabled and built-in ones included, in the order they were made."""
        now = self._ctx.clock()
        return [self._info(u, now) for u in self._ctx.store.users()]

    def get(self, user_id: int) -> UserInfo:
        return self._info(self._ctx.user(user_id), self._ctx.clock())

    def by_name(self, name: str) -> UserInfo:
        u = self._ctx.store.user_by_name(name)
        if u is None:
            raise NotFoundError(refusal_codes.UserNotFound(name=repr(name)))
        return self._info(u, self._ctx.clock())

    @staticmethod
    def _info(u: UserRow, now: int) -> UserInfo:
        locked = u.locked_until_us is not None and (u.locked_until_us == 0 or u.locked_until_us > now)
        return UserInfo(u.id, u.name, u.role, u.builtin, u.disabled, locked, u.failed)

    def needs_first_admin(self) -> bool:
        """True on a fresh install: no administrator exists yet (the GUI's first-run screen)."""
        return not any(u.role == Role.ADMIN and not u.builtin for u in self._ctx.store.users())

    # -- creating -------------------------------------------------------------------------
    def create_first_admin(self, name: str, pin: str) -> UserInfo:
        """First run: create the administrator. Refused once one exists."""
        if not self.needs_first_admin():
            raise StateError(refusal_codes.AdministratorAlreadyExists())
        return self._add(None, name, Role.ADMIN, pin)

    def add(self, admin: Signer, name: str, role: Role, pin: str) -> UserInfo:
        self._ctx.check(admin, Permission.MANAGE_USERS)
        return self._add(admin.user.id, name, role, pin, admin)

    def _add(self, actor: int | None, name: str, role: Role, pin: str, admin: Signer | None = None) -> UserInfo:
        name = name.strip()
        if not _NAME.match(name):
            raise ServiceError(refusal_codes.UserNameInvalid())
        check_script(name, "name")
        if name.lower() in _RESERVED:
            raise ServiceError(refusal_codes.UserNameReserved(name=repr(name)))
        if self._ctx.store.user_by_name(name) is not None:
            raise ServiceError(refusal_codes.UserNameTaken(name=repr(name)))
        pin_hash = self._new_hash(pin)
        signed = self._ctx.signatures(admin) if admin is not None else {}
        added = UserAdded(name=name, role=Role(role).value, builtin=False, **signed)
        e = self._ctx.store.append([NewEntry.of(added, actor, self._ctx.station, secret_pin_hash=pin_hash)],
                                   expect=self._ctx.once(Expect(user_name_free=name), admin))[0]
        return self.get(_user_of(e))

    def _new_hash(self, pin: str) -> str:
        """Hash a new PIN after the station's minimum length (setting ``min_pin_length``)."""
        self.check_pin_policy(pin)
        try:
            return self._ctx.hasher.hash(pin)
        except PinPolicyError as exc:
            raise ServiceError(str(exc)) from None

    def ensure_builtin(self, name: str, role: Role) -> UserRow:
        """The simulator's built-in users (no PIN: they can never sign in)."""
        if name not in _BUILTIN:
            raise ServiceError(refusal_codes.UserNotBuiltIn(name=repr(name)))
        u = self._ctx.store.user_by_name(name)
        if u is None:
            try:
                e = self._ctx.write(UserAdded(name=name, role=role.value, pin_hash=None, builtin=True),
                                    expect=Expect(user_name_free=name))
                u = self._ctx.user(_user_of(e))
            except StaleStateError:  # another process added it meanwhile
                u = self._ctx.store.user_by_name(name)
                if u is None:
                    raise
        if not u.builtin or u.role != role:
            raise StateError(refusal_codes.UserNotBuiltInRole(name=repr(name), role=role))
        return u

    # -- administration ---------------------------------------------------------------------
    def _target(self, admin: Signer, user_id: int, what: str) -> UserRow:
        self._ctx.check(admin, Permission.MANAGE_USERS)
        target = self._ctx.user(user_id)
        if target.builtin:
            raise ServiceError(refusal_codes.UserBuiltIn(name=target.name, what=what))
        return target

    def set_role(self, admin: Signer, user_id: int, role: Role) -> UserInfo:
        target = self._target(admin, user_id, "given another role")
        if target.id == admin.user.id:
            raise PermissionDenied(refusal_codes.AdministratorChangesOwnRole(), admin.user.role,
                                   Permission.MANAGE_USERS)
        self._ctx.write(UserRoleChanged(user=target.id, role=Role(role).value, previous=target.role.value),
                        actor=admin.user.id, signed_by=(admin,))
        return self.get(target.id)

    def disable(self, admin: Signer, user_id: int) -> UserInfo:
        target = self._target(admin, user_id, "disabled")
        if target.id == admin.user.id:
            raise PermissionDenied(refusal_codes.AdministratorDisablesSelf(), admin.user.role,
                                   Permission.MANAGE_USERS)
        if not target.disabled:
            self._ctx.write(UserDisabled(user=target.id), actor=admin.user.id, signed_by=(admin,))
        return self.get(target.id)

    def enable(self, admin: Signer, user_id: int) -> UserInfo:
        target = self._target(admin, user_id, "enabled")
        if target.disabled:
            self._ctx.write(UserEnabled(user=target.id), actor=admin.user.id, signed_by=(admin,))
        return self.get(target.id)

    def reset_pin(self, admin: Signer, user_id: int, new_pin: str) -> UserInfo:
        target = self._target(admin, user_id, "given a PIN")
        pin_hash = self._new_hash(new_pin)
        self._ctx.store.append([NewEntry.of(PinReset(user=target.id, **self._ctx.signatures(admin)),
                                            admin.user.id, self._ctx.station, secret_pin_hash=pin_hash)],
                               expect=self._ctx.once(None, admin))
        return self.get(target.id)

    def new_recovery_key(self, admin: Signer) -> str:
        """A new recovery key for this database, shown once: the log keeps only its digest
        (a settings entry signed by the administrator), so the station never holds the key
        itself. It replaces any earlier one. The administrator stores it offline."""
        self._ctx.check(admin, Permission.EDIT_SETTINGS)
        import secrets

        raw = secrets.token_hex(16).upper()
        shown = "-".join(raw[i:i + 4] for i in range(0, len(raw), 4))
        self._ctx.append(EntryKind.SETTINGS_CHANGED, {"values": {RECOVERY_SETTING: self._recovery_digest(shown)}},
                         actor=admin.user.id, signed_by=(admin,))
        return shown

    def _recovery_digest(self, shown: str) -> str:
        import hashlib

        normal = "".join(ch for ch in shown.upper() if ch.isalnum())
        return hashlib.sha256(f"dealer-assistant recovery/1|{self._ctx.store.db_uuid}|{normal}".encode()).hexdigest()

    def _recorded_recovery_digest(self) -> str | None:
        """The newest recovery-key digest, read from the signed log (not the settings table)."""
        for e in reversed(self._ctx.store.entries_of_kind([EntryKind.SETTINGS_CHANGED])):
            value = e.body_as(SettingsChanged).values.get(RECOVERY_SETTING)
            if isinstance(value, str):
                return value
        return None

    def recover_admin(self, name: str, new_pin: str, *, recovery_key: str) -> UserInfo:
        """The recovery path for a locked-out or forgotten administrator, for whoever holds
        the database's recovery key (written once by ``setup`` or ``users recovery-key``,
        kept offline, never on the station): unlock and set a new PIN, recorded as
        ``admin_recovery``. The station's audit key is not enough."""
        import hmac

        recorded = self._recorded_recovery_digest()
        if recorded is None:
            raise StateError(refusal_codes.RecoveryKeyMissing())
        if not hmac.compare_digest(self._recovery_digest(recovery_key), recorded):
            self._ctx.append(EntryKind.SIGN_IN_FAILED, {"user": None, "name": None, "purpose": "admin recovery",
                                                        "why": "wrong recovery key"})
            raise SignInError(refusal_codes.RecoveryKeyWrong())
        u = self._ctx.store.user_by_name(name.strip())
        if u is None or u.builtin or u.role != Role.ADMIN:
            raise NotFoundError(refusal_codes.AdministratorNotFound(name=repr(name)))
        pin_hash = self._new_hash(new_pin)
        self._ctx.store.append([NewEntry.of(AdminRecovery(user=u.id, recovery_key=True,
                                                          was_locked=u.locked_until_us is not None,
                                                          was_disabled=u.disabled),
                                            None, self._ctx.station, secret_pin_hash=pin_hash)])
        if u.disabled:
            self._ctx.write(UserEnabled(user=u.id, recovery=True))
        return self.get(u.id)

    def unlock(self, admin: Signer, user_id: int) -> UserInfo:
        target = self._target(admin, user_id, "unlocked")
        self._ctx.write(UserUnlocked(user=target.id), actor=admin.user.id, signed_by=(admin,))
        return self.get(target.id)

    # -- language ---------------------------------------------------------------------------------
    def language(self, user_id: int) -> str | None:
        """The language ``user_id`` chose for their screens, None when they never chose."""
        value = self._ctx.store.settings().get(_LANGUAGE_KEY.format(int(user_id)))
        return value if value in USER_LANGUAGES else None

    def set_language(self, session: Session, language: str) -> str:
        """The signed-in person chooses the language of their screens (any role; logged)."""
        if language not in USER_LANGUAGES:
            raise ServiceError(refusal_codes.LanguageUnknown(language=repr(language), choices=', '.join(USER_LANGUAGES)))
        if self.language(session.user.id) != language:
            self._ctx.append(EntryKind.SETTINGS_CHANGED, {"values": {_LANGUAGE_KEY.format(session.user.id): language}},
                             actor=session.user.id)
        return language

    # -- signing in ------------------------------------------------------------------------------
    @property
    def current(self) -> Session | None:
        """Who is signed in on this station."""
        return self._session

    def _check_pin(self, name: str, pin: str, purpose: str, *, permission: str = SIGN_IN,
                   shift_id: int | None = None, round_id: int | None = None) -> tuple[UserRow, dict[str, str]]:
        """Verify a PIN with lock-out. Records attempts, failures and lock-outs. Returns the
        user and what the signature's entry carries besides (on a floor, the server's token).

        The attempt is counted in the store *before* the hash is checked, in one
        transaction that re-checks the user's count and lock (parallel attempts from
        several processes can never get past the limit); the last allowed attempt locks
        the user in that same transaction and a right PIN lifts it. An unknown user
        costs the same time as a known one (a dummy hash is checked).

        On a floor (schema 11) the station never reads the hash: the floor's server checks the
        PIN (:meth:`_server_check`), counts the attempt for the user on every table, and gives
        a single-use token for this permission, shift and round, without which the server
        refuses the sign-in or co-signature entry."""
        ctx = self._ctx
        settings = ctx.settings()
        u = ctx.store.user_by_name(name.strip()) if len(name) <= 256 else None
        if u is None or u.builtin:
            ctx.hasher.verify(_dummy_hash(ctx.hasher), pin)
            ctx.append(EntryKind.SIGN_IN_FAILED, {"user": None, **_typed_name(name), "purpose": purpose[:64],
                                                  "why": "unknown user"})
            raise SignInError(refusal_codes.UnknownUserOrPin())
        if u.disabled:
            ctx.hasher.verify(_dummy_hash(ctx.hasher), pin)
            ctx.append(EntryKind.SIGN_IN_FAILED, {"user": u.id, "name": u.name, "purpose": purpose[:64],
                                                  "why": "disabled"}, actor=u.id)
            raise SignInError(refusal_codes.UserDisabledAsk(name=u.name))
        u, attempt = self._count_attempt(u, purpose, settings.lockout_attempts, settings.lockout_minutes)
        notary = ctx.store.pin_notary()
        if notary is not None:
            token = self._server_check(notary, u, pin, purpose, attempt, permission, shift_id, round_id)
            self._check_signed_row(u, record=True)
            return u, ({} if token is None else {"server_token": token})
        pin_hash = u.pin_hash or ""
        if not pin_hash or not ctx.hasher.verify(pin_hash, pin):
            ctx.append(EntryKind.SIGN_IN_FAILED, {"user": u.id, "name": u.name, "purpose": purpose[:64],
                                                  "why": "wrong PIN", "counted": True}, actor=u.id, ref=attempt)
            failed = u.failed + 1
            if failed >= settings.lockout_attempts:
                raise UserLockedError(refusal_codes.UserNowLockedOut(name=u.name, n=failed))
            raise SignInError(refusal_codes.UnknownUserOrPin(), attempts_left=settings.lockout_attempts - failed)
        self._check_signed_row(u, record=True)
        return u, {}

    def _server_check(self, notary: PinNotary, u: UserRow, pin: str, purpose: str, attempt: int | None,
                      permission: str, shift_id: int | None, round_id: int | None) -> str | None:
        """The floor server's PIN check: this station derives a candidate from the typed PIN
        under the stored hash's salt and cost (the hash itself stays on the server) and the
        server compares. Returns the single-use token (None: the PIN is right but the role
        may not give ``permission``; the caller refuses, naming the role)."""
        ctx = self._ctx
        salted = notary.pin_salt(u.name)
        candidate = ctx.hasher.candidate(salted, pin) if salted else None
        if candidate is None:
            ctx.hasher.verify(_dummy_hash(ctx.hasher), pin)  # the same time as a PIN checked
        verdict = notary.pin_check(u.name, candidate, permission, shift_id, round_id)
        if verdict.outcome in ("wrong", "locked_now"):
            ctx.append(EntryKind.SIGN_IN_FAILED, {"user": u.id, "name": u.name, "purpose": purpose[:64],
                                                  "why": "wrong PIN", "counted": True}, actor=u.id, ref=attempt)
            if verdict.outcome == "locked_now":
                raise UserLockedError(refusal_codes.UserNowLockedOutOnFloor(name=u.name, n=verdict.failed))
            raise SignInError(refusal_codes.UnknownUserOrPin())
        if verdict.outcome == "locked":
            raise UserLockedError(refusal_codes.UserLockedOutOnFloorAsk(name=u.name))
        if verdict.outcome == "disabled":
            raise SignInError(refusal_codes.UserDisabledAsk(name=u.name))
        if verdict.outcome == "role":
            return None
        if verdict.outcome != "ok" or verdict.token is None:
            raise SignInError(refusal_codes.UnknownUserOrPin())
        return verdict.token

    def _check_signed_row(self, u: UserRow, *, record: bool) -> None:
        """The user row a PIN was just checked against, against the signed log, at the moment
        of use: its name, role, active state and PIN hash (by its keyed tag) are what the
        log's user entries say. A hash or role copied into the row while the app runs (and
        put back later) is refused here, recorded, and the signature is not given."""
        problem = signed_row_problem(self._ctx.store, u)
        if problem is None:
            return
        if record:
            self._ctx.append(EntryKind.SIGN_IN_FAILED, {"user": u.id, "name": u.name, "why": "user row edited",
                                                        "problem": problem, "counted": True}, actor=u.id)
        raise DatabaseTamperedError(refusal_codes.UsersTableEdited(problem=problem), [problem])

    def _count_attempt(self, u: UserRow, purpose: str, limit: int, minutes: int) -> tuple[UserRow, int]:
        """Record one PIN attempt atomically; returns the user as counted and the attempt's seq."""
        ctx = self._ctx
        for _ in range(200):
            now = ctx.clock()
            locked = u.locked_until_us is not None and (u.locked_until_us == 0 or u.locked_until_us > now)
            if locked:
                raise UserLockedError(refusal_codes.UserLockedOut(name=u.name))
            lock_expired = u.locked_until_us is not None
            entries = [NewEntry.of(PinAttempt(user=u.id, purpose=purpose[:64]), u.id, ctx.station)]
            if u.failed + 1 >= limit or lock_expired:  # the last allowed attempt: locked until the PIN proves right
                until = 0 if minutes == 0 else now + minutes * 60_000_000
                entries.append(NewEntry.of(LockedOut(user=u.id, until_us=until, failed=u.failed + 1), u.id,
                                           ctx.station))
            try:
                done = ctx.store.append(entries, expect=Expect(user_id=u.id, user_failed=u.failed,
                                                               user_unlocked_at=now))
                return u, done[0].seq
            except StaleStateError:  # another attempt was counted meanwhile: look again
                fresh = ctx.store.user(u.id)
                if fresh is None:
                    raise SignInError(refusal_codes.UnknownUserOrPin()) from None
                u = fresh
        raise UserLockedError(refusal_codes.TooManyAttempts(name=u.name))

    def check_pin_readonly(self, name: str, pin: str, permission: Permission) -> UserRow:
        """A PIN check on a read-only database (nothing can be recorded): the user exists,
        is active, not locked out, holds ``permission`` and the PIN is right."""
        ctx = self._ctx
        u = ctx.store.user_by_name(name.strip()) if len(name) <= 256 else None
        now = ctx.clock()
        notary = ctx.store.pin_notary()
        if notary is not None and u is not None and not u.builtin and not u.disabled:
            if u.locked_until_us is not None and (u.locked_until_us == 0 or u.locked_until_us > now):
                raise UserLockedError(refusal_codes.UserLockedOut(name=u.name))
            salted = notary.pin_salt(u.name)
            candidate = ctx.hasher.candidate(salted, pin) if salted else None
            verdict = notary.pin_check(u.name, candidate, permission.value, None, None)
            if verdict.outcome in ("locked", "locked_now"):
                raise UserLockedError(refusal_codes.UserLockedOutOnFloor(name=u.name))
            if verdict.outcome not in ("ok", "role"):
                raise SignInError(refusal_codes.UnknownUserOrPin())
            self._check_signed_row(u, record=False)
            if not allowed(u.role, permission) or verdict.outcome == "role":
                raise PermissionDenied(refusal_codes.UserLacksPermission(name=u.name, role=u.role, perm=permission.value), u.role, permission)
            return u
        if u is None or u.builtin or u.disabled or not u.pin_hash:
            ctx.hasher.verify(_dummy_hash(ctx.hasher), pin)
            raise SignInError(refusal_codes.UnknownUserOrPin())
        if u.locked_until_us is not None and (u.locked_until_us == 0 or u.locked_until_us > now):
            raise UserLockedError(refusal_codes.UserLockedOut(name=u.name))
        if not ctx.hasher.verify(u.pin_hash, pin):
            raise SignInError(refusal_codes.UnknownUserOrPin())
        self._check_signed_row(u, record=False)
        if not allowed(u.role, permission):
            raise PermissionDenied(refusal_codes.UserLacksPermission(name=u.name, role=u.role, perm=permission.value), u.role, permission)
        return u

    def sign_in(self, name: str, pin: str) -> Session:
        """Sign a user in on this station; refused while someone else is signed in."""
        if self._session is not None and self._session.user.name.lower() != name.strip().lower():
            raise StateError(refusal_codes.UserStillSignedIn(name=self._session.user.name))
        u, notarised = self._check_pin(name, pin, "sign in")
        e = self._ctx.append(EntryKind.SIGN_IN, {"user": u.id, **notarised}, actor=u.id)
        self._session = Session(self._ctx.user(u.id), self._ctx.station, e.seq)
        return self._session

    def visit(self, name: str, pin: str) -> Session:
        """A pit boss at the table without signing its user out: the pit boss's own session beside
        the one signed in here (a sign-in logged ``over`` it), for what they do in the console; it
        ends with :meth:`sign_out` of that session and the station's user stays signed in throughout."""
        here = self._session
        if here is None:
            raise StateError(refusal_codes.NobodySignedIn())
        u, notarised = self._check_pin(name, pin, "console at the table")
        if u.id == here.user.id:
            raise StateError(refusal_codes.UserSignedInHere(name=u.name))
        if not allowed(u.role, Permission.APPROVE):
            raise PermissionDenied(refusal_codes.ConsoleForPitBosses(name=u.name),
                                   u.role, Permission.APPROVE)
        e = self._ctx.append(EntryKind.SIGN_IN, {"user": u.id, "over": here.signed_in_seq, **notarised}, actor=u.id)
        return Session(self._ctx.user(u.id), self._ctx.station, e.seq)

    def system_session(self, name: str) -> Session:
        """A session for a built-in (simulator) user, without a PIN."""
        u = self._ctx.store.user_by_name(name)
        if u is None or not u.builtin:
            raise PermissionDenied(refusal_codes.UserNotBuiltInUsePin(name=repr(name)))
        if self._session is not None and self._session.user.id != u.id:
            raise StateError(refusal_codes.UserStillSignedIn(name=self._session.user.name))
        e = self._ctx.write(SignIn(user=u.id, builtin=True), actor=u.id)
        self._session = Session(u, self._ctx.station, e.seq)
        return self._session

    def sign_out(self, session: Session | None = None, *, reason: str = "signed out") -> None:
        s = session or self._session
        if s is None:
            return
        self._ctx.write(SignOut(user=s.user.id, reason=reason), actor=s.user.id, ref=s.signed_in_seq)
        if self._session is not None and self._session.user.id == s.user.id:
            self._session = None

    def co_sign(self, name: str, pin: str, permission: Permission, *, purpose: str,
                shift_id: int | None = None, round_id: int | None = None) -> CoSignature:
        """A second user (e.g. a pit boss) confirms with their PIN on this station,
        without signing the current user out. The permission is checked here too."""
        u, notarised = self._check_pin(name, pin, purpose, permission=permission.value, shift_id=shift_id,
                                       round_id=round_id)
        if self._session is not None and self._session.user.id == u.id:
            raise PermissionDenied(refusal_codes.CoSignerIsSignedInUser(name=u.name),
                                   u.role, permission)
        sig = CoSignature(u, self._ctx.station, 0, purpose)
        if not allowed(u.role, permission):
            # the PIN was right: the attempt is not a failed one (the counter is reset, as a right PIN
            # does), but the signature is refused, naming the role it needs, and logged
            self._ctx.append(EntryKind.SIGN_IN_FAILED, {
                "user": u.id, "name": u.name, "purpose": purpose[:64], "why": f"role {u.role.value}",
                "permission": permission.value, "pin_right": True, "counted": True}, actor=u.id,
                shift_id=shift_id, round_id=round_id)
            try:
                self._ctx.check(sig, permission, shift_id=shift_id, round_id=round_id, signed=False)
            except PermissionDenied as exc:
                raise PermissionDenied(refusal_codes.PinRightButRefused(why=exc), u.role,
                                       permission) from None
        self._ctx.check(sig, permission, shift_id=shift_id, round_id=round_id, signed=False)
        if self._ctx.store.pin_notary() is not None and not notarised:
            raise PermissionDenied(refusal_codes.PinRightFloorRefuses(name=u.name, role=u.role, perm=permission.value), u.role, permission)
        e = self._ctx.append(EntryKind.CO_SIGNED, {"user": u.id, "purpose": purpose[:64], "permission": permission.value,
                                                   **notarised}, actor=u.id, shift_id=shift_id, round_id=round_id)
        return CoSignature(u, self._ctx.station, e.seq, purpose)

    def sign_own(self, session: Session, pin: str, permission: Permission, *, purpose: str) -> CoSignature:
        """The signed-in user signs something of their own with their PIN again (an instructor's exam
        certificate): the PIN is checked and counted as any signature's, the permission too, and the
        signature is logged as a co-signature naming ``own`` (its number is what the document prints)."""
        if self._session is None or self._session.user.id != session.user.id:
            raise StateError(refusal_codes.NotSignedInUser(name=session.user.name))
        u, notarised = self._check_pin(session.user.name, pin, purpose, permission=permission.value)
        if not allowed(u.role, permission):
            raise PermissionDenied(refusal_codes.UserLacksPermission(name=u.name, role=u.role, perm=permission.value), u.role, permission)
        e = self._ctx.append(EntryKind.CO_SIGNED, {"user": u.id, "purpose": purpose[:64], "permission": permission.value,
                                                   "own": True, **notarised}, actor=u.id)
        return CoSignature(u, self._ctx.station, e.seq, purpose)

    def system_co_sign(self, name: str, permission: Permission, *, purpose: str, shift_id: int | None,
                       round_id: int | None = None) -> CoSignature:
        """The simulator's built-in users co-sign (logged, without a PIN) on a simulated shift
        only; ``shift_id=None`` only for what comes before a simulated shift exists (its
        opener, the simulator's chip set). Their signatures never sign anything on a live shift."""
        u = self._ctx.store.user_by_name(name)
        shift = self._ctx.store.shift(shift_id) if shift_id is not None else None
        if u is None or not u.builtin or (shift_id is not None and (shift is None or not shift.simulated)):
            raise PermissionDenied(refusal_codes.BuiltInCoSignsLive())
        sig = CoSignature(u, self._ctx.station, 0, purpose)
        self._ctx.check(sig, permission, shift_id=shift_id, round_id=round_id, signed=False)
        e = self._ctx.write(CoSigned(user=u.id, purpose=purpose[:64], permission=permission.value, builtin=True),
                            actor=u.id, shift_id=shift_id, round_id=round_id)
        return CoSignature(u, self._ctx.station, e.seq, purpose)

    def check_pin_policy(self, pin: str) -> None:
        """The PIN rules for a new PIN, with this station's minimum length (setting ``min_pin_length``)."""
        try:
            check_pin_policy(pin, self._ctx.settings().min_pin_length)
        except PinPolicyError as exc:
            raise ServiceError(str(exc)) from None


RECOVERY_SETTING = "recovery_key_sha256"
"""The settings entry that records the digest of the database's recovery key."""

_IDENTITY_KINDS = frozenset({EntryKind.USER_ADDED, EntryKind.USER_ROLE_CHANGED, EntryKind.USER_DISABLED,
                             EntryKind.USER_ENABLED, EntryKind.PIN_RESET, EntryKind.ADMIN_RECOVERY})
"""The entries that say who a user is and what their PIN hash is (few: not the sign-ins)."""


def signed_row_problem(store: Store, u: UserRow) -> str | None:
    """Why the row ``u`` differs from the user the signed log describes (``None``: it does
    not). Reads only the user entries that set a name, role, state or PIN."""
    from dealer_app.store.projection import Projection

    expected: Mapping[str, object] | None = Projection.of(store.entries_of_kind(_IDENTITY_KINDS)).users.get(u.id)
    if expected is None:
        return f"user {u.id} ({u.name}) is in the users table but was never added in the log"
    tag = expected.get("pin_tag")
    if tag is not None and not store.pin_hashes_hidden and store.pin_tagger()(u.id, u.pin_hash) != tag:
        return f"user {u.id} ({u.name}): pin_hash (changed)"
    for field, value in (("name", u.name), ("role", u.role.value), ("builtin", u.builtin), ("disabled", u.disabled)):
        if expected[field] != value:
            return f"user {u.id} ({u.name}): {field} {value!r}, the log says {expected[field]!r}"
    return None


def _typed_name(name: str) -> dict[str, object]:
    """An unknown name as the log keeps it: in clear only when it cannot be a PIN typed
    into the name field by mistake (no run of 4 or more digits, and not all digits);
    otherwise only that something was hidden and its length (finding: a PIN kept for
    good in ``sign_in_failed``)."""
    shown = name[:64]
    if re.search(r"\d{4}", shown) or (shown.strip().isdigit()):
        return {"name": None, "name_hidden": f"looks like a PIN ({len(name)} characters)"}
    return {"name": shown}


@functools.cache
def _dummy_hash(hasher: PinHasher) -> str:
    """A hash of a random PIN with the hasher's cost: checked for unknown users so
    that they take as long as known ones."""
    import secrets

    return hasher.hash(secrets.token_hex(8))


def _user_of(added: LogEntry) -> int:
    """The id the store gave a ``user_added`` entry."""
    user = added.body_as(UserAdded).user
    assert user is not None  # the store gives every user it adds an id
    return user
