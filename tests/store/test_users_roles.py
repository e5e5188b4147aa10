"""Users, sign-in, lock-out, co-signing and every cell of the role matrix."""

from __future__ import annotations

import pytest
from store_helpers import make_users

from dealer_app.auth.roles import MATRIX, Permission, PermissionDenied, Role, allowed, require
from dealer_app.services import DealerServices, ServiceError, StateError
from dealer_app.services.common import Session
from dealer_app.services.users import SignInError, UserLockedError
from dealer_app.store.records import EntryKind

# The matrix as docs/ROLES.md writes it: permission -> roles that hold it.
WRITTEN = {
    "open_shift": {"dealer", "pit_boss"},
    "close_shift": {"dealer", "pit_boss"},
    "change_dealer": {"dealer", "pit_boss"},
    "deal": {"dealer"},
    "view_history": {"dealer", "pit_boss"},
    "print_report": {"dealer", "pit_boss"},
    "approve": {"pit_boss"},
    "refuse": {"pit_boss"},
    "void": {"pit_boss"},
    "enter_late": {"pit_boss"},
    "rule": {"pit_boss"},
    "adjust_meter": {"pit_boss"},
    "edit_house_rules": {"pit_boss"},
    "view_trainee_progress": {"pit_boss", "admin"},
    "second_sign": {"pit_boss", "admin"},
    "audit": {"pit_boss", "admin"},
    "manage_users": {"admin"},
    "edit_settings": {"admin"},
    "backup": {"admin"},
    "train": {"trainee", "dealer"},
    "edit_chip_set": {"pit_boss", "admin"},
    "count_tray": {"dealer", "pit_boss"},
    "sign_count": {"pit_boss"},
    "request_slip": {"dealer", "pit_boss"},
    "receive_slip": {"cage"},
    "buy_in": {"dealer"},
    "enter_drop": {"count_room"},
    "explain_variance": {"pit_boss"},
    "view_count": {"dealer", "pit_boss", "cage", "count_room"},
    "register_player": {"pit_boss", "admin", "cage", "compliance"},
    "read_patron": {"pit_boss", "admin", "compliance"},
    "erase_patron": {"admin", "compliance"},
    "seat_player": {"dealer", "pit_boss"},
    "view_ratings": {"pit_boss", "admin", "compliance"},
    "adjust_rating": {"pit_boss"},
    "edit_rating_rules": {"pit_boss", "admin"},
    "cash_transaction": {"cage"},
    "view_aml": {"pit_boss", "admin", "compliance"},
    "edit_aml_rules": {"admin", "compliance"},
}


@pytest.mark.parametrize("permission", list(Permission))
@pytest.mark.parametrize("role", list(Role))
def test_every_cell_of_the_matrix(role: Role, permission: Permission) -> None:
    expected = role.value in WRITTEN[permission.value]
    assert allowed(role, permission) is expected
    if expected:
        require(role, permission)
    else:
        with pytest.raises(PermissionDenied) as info:
            require(role, permission, "x")
        assert permission.value.replace("_", " ") in str(info.value)


def test_matrix_matches_the_written_document() -> None:
    from pathlib import Path

    doc = (Path(__file__).resolve().parents[2] / "docs" / "ROLES.md").read_text()
    rows = {}
    for line in doc.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) in (8, 9) and cells[0].startswith("`"):
            perm = cells[0].strip("`")
            # the first table has no compliance column (compliance holds none of its rows)
            roles = ("dealer", "pit_boss", "admin", "trainee", "cage", "count_room", "compliance")[:len(cells) - 2]
            rows[perm] = {role for role, cell in zip(roles, cells[1:-1], strict=True)
                          if cell.lower().startswith("yes")}
    assert rows == {p.value: {r.value for r in roles} for p, roles in MATRIX.items()}
    assert rows == WRITTEN


def _session(s: DealerServices, name: str) -> Session:
    s.users.sign_out()
    return s.users.sign_in(name, "111111" if name == "ada" else "123456")


def _exercise(s: DealerServices, ids: dict[str, int], who: Session, permission: Permission) -> None:
    """Call the real service guarded by ``permission`` as ``who``."""
    p = Permission
    if permission == p.MANAGE_USERS:
        s.users.add(who, f"new-{who.user.name}", Role.DEALER, "999999")
    elif permission == p.EDIT_SETTINGS:
        s.settings.update(who, approval_threshold=500_000)
    elif permission == p.ADJUST_METER:
        s.meter.adjust(who, 100, "seed the meter")
    elif permission == p.EDIT_HOUSE_RULES:
        s.house.save(who, "high limit", {"max_payout": 2_000_000})
    elif permission == p.OPEN_SHIFT:
        dealer = None if who.user.role == Role.DEALER else ids["dan"]
        s.shifts.open(who, f"T-{who.user.name}", dealer_id=dealer)
    elif permission == p.TRAIN:
        s.training.record(who, level=1, mode="drill", rounds=10, correct=9, seconds=60.0)
    elif permission == p.VIEW_TRAINEE_PROGRESS:
        s.training.progress(who, ids["dan"] if who.user.name != "dan" else ids["tim"])
    else:
        raise AssertionError(permission)


SERVICE_GUARDED = [Permission.MANAGE_USERS, Permission.EDIT_SETTINGS, Permission.ADJUST_METER,
                   Permission.EDIT_HOUSE_RULES, Permission.OPEN_SHIFT, Permission.TRAIN,
                   Permission.VIEW_TRAINEE_PROGRESS]


# the matrix is the services' (the same code on either backend): SQLite only, to keep the suite fast
@pytest.mark.parametrize("db", ["sqlite"], indirect=True)
@pytest.mark.parametrize("permission", SERVICE_GUARDED)
@pytest.mark.parametrize("name", ["dan", "pat", "ada", "tim"])
def test_services_enforce_the_matrix(services: DealerServices, name: str, permission: Permission) -> None:
    ids = make_users(services)
    who = _session(services, name)
    if allowed(who.user.role, permission):
        _exercise(services, ids, who, permission)
    else:
        before = services.store.anchor().count
        with pytest.raises(PermissionDenied):
            _exercise(services, ids, who, permission)
        refused = services.store.entries_of_kind([EntryKind.PERMISSION_REFUSED])
        assert refused and refused[-1].seq > before and refused[-1].actor == who.user.id


def test_first_admin_only_once(services: DealerServices) -> None:
    assert services.users.needs_first_admin()
    services.users.create_first_admin("ada", "111111")
    assert not services.users.needs_first_admin()
    with pytest.raises(StateError):
        services.users.create_first_admin("eve", "222222")


def test_admin_never_changes_own_role_or_disables_self(services: DealerServices) -> None:
    ids = make_users(services)
    ada = _session(services, "ada")
    with pytest.raises(PermissionDenied, match="own role"):
        services.users.set_role(ada, ids["ada"], Role.PIT_BOSS)
    with pytest.raises(PermissionDenied):
        services.users.disable(ada, ids["ada"])
    # another administrator may
    assert services.users.set_role(ada, ids["adam"], Role.PIT_BOSS).role == Role.PIT_BOSS


def test_role_change_takes_effect_at_once(services: DealerServices) -> None:
    ids = make_users(services)
    dan = services.users.sign_in("dan", "123456")
    sig = services.users.co_sign("ada", "111111", Permission.MANAGE_USERS, purpose="demote")
    services.users.set_role(sig, ids["dan"], Role.TRAINEE)
    with pytest.raises(PermissionDenied):
        services.shifts.open(dan, "T1")


def _expire_on_the_floor(services: DealerServices) -> None:
    """On a floor the server counts attempts and times the lock-out by its own clock (schema 11):
    its lock is made to end now, as the test's clock moved past it."""
    url = getattr(services.store, "url", None)
    if url is None:
        return
    import psycopg

    with psycopg.connect(url, autocommit=True) as c:
        c.execute("UPDATE dealer.pin_attempts SET locked_until_us = 1 WHERE locked_until_us > 0")


def test_sign_in_pins_and_lockout(services: DealerServices, clock) -> None:
    make_users(services)
    services.settings.update(services.users.co_sign("ada", "111111", Permission.EDIT_SETTINGS, purpose="s"),
                             lockout_attempts=3, lockout_minutes=10)
    with pytest.raises(SignInError, match="unknown user or wrong PIN"):
        services.users.sign_in("nobody", "123456")
    for _ in range(2):
        with pytest.raises(SignInError):
            services.users.sign_in("dan", "000000")
    with pytest.raises(UserLockedError, match="locked out"):
        services.users.sign_in("dan", "000000")
    with pytest.raises(UserLockedError):
        services.users.sign_in("dan", "123456")  # even the right PIN
    kinds = [e.kind for e in services.store.entries_of_kind([EntryKind.SIGN_IN_FAILED, EntryKind.LOCKED_OUT])]
    assert kinds.count("locked_out") == 1 and kinds.count("sign_in_failed") == 4
    clock.advance(11 * 60)
    _expire_on_the_floor(services)
    assert services.users.sign_in("dan", "123456").user.name == "dan"
    services.users.sign_out()
    # an administrator can unlock early
    for _ in range(3):
        with pytest.raises(SignInError):
            services.users.sign_in("dora", "000000")
    ada = services.users.co_sign("ada", "111111", Permission.MANAGE_USERS, purpose="unlock")
    services.users.unlock(ada, services.users.by_name("dora").id)
    assert services.users.sign_in("dora", "123456").user.name == "dora"


def test_one_user_per_station_and_cosign(services: DealerServices) -> None:
    make_users(services)
    dan = services.users.sign_in("dan", "123456")
    with pytest.raises(StateError, match="dan is signed in"):
        services.users.sign_in("dora", "123456")
    sig = services.users.co_sign("pat", "123456", Permission.APPROVE, purpose="approve payout")
    assert sig.user.name == "pat"
    assert services.users.current == dan  # the dealer stays signed in
    with pytest.raises(PermissionDenied):
        services.users.co_sign("dan", "123456", Permission.APPROVE, purpose="self")
    with pytest.raises(PermissionDenied):
        services.users.co_sign("ada", "111111", Permission.APPROVE, purpose="admin never approves")
    services.users.sign_out()
    assert services.users.sign_in("dora", "123456").user.name == "dora"


def test_disabled_user_cannot_sign_in(services: DealerServices) -> None:
    ids = make_users(services)
    ada = services.users.co_sign("ada", "111111", Permission.MANAGE_USERS, purpose="disable")
    services.users.disable(ada, ids["dora"])
    with pytest.raises(SignInError, match="disabled"):
        services.users.sign_in("dora", "123456")


def test_pin_policy_and_names(services: DealerServices) -> None:
    make_users(services)
    ada = services.users.co_sign("ada", "111111", Permission.MANAGE_USERS, purpose="add")
    with pytest.raises(ServiceError, match="PIN"):
        services.users.add(ada, "short", Role.DEALER, "12")
    with pytest.raises(ServiceError, match="already exists"):
        services.users.add(ada, "DAN", Role.DEALER, "123456")
    with pytest.raises(ServiceError, match="reserved"):
        services.users.add(ada, "simulator", Role.DEALER, "123456")


def test_trainee_never_reaches_a_live_shift(services: DealerServices) -> None:
    ids = make_users(services)
    tim = services.users.sign_in("tim", "123456")
    with pytest.raises(PermissionDenied):
        services.shifts.open(tim, "T1")
    services.users.sign_out()
    pat = services.users.sign_in("pat", "123456")
    with pytest.raises(PermissionDenied, match="may not deal"):
        services.shifts.open(pat, "T1", dealer_id=ids["tim"])


def test_trainee_progress_visibility(services: DealerServices) -> None:
    ids = make_users(services)
    tim = services.users.sign_in("tim", "123456")
    services.training.record(tim, level=2, mode="timed", rounds=10, correct=7, seconds=95.5,
                             mistakes={"ante_not_pushed": 2, "cap_not_applied": 1})
    assert [r.correct for r in services.training.progress(tim, ids["tim"])] == [7]
    services.users.sign_out()
    dan = services.users.sign_in("dan", "123456")
    with pytest.raises(PermissionDenied):
        services.training.progress(dan, ids["tim"])
    services.users.sign_out()
    pat = services.users.sign_in("pat", "123456")
    (result,) = services.training.progress(pat, ids["tim"])
    assert result.mistakes == {"ante_not_pushed": 2, "cap_not_applied": 1} and result.accuracy == 0.7


def test_a_right_pin_for_the_wrong_role_never_locks_out(services: DealerServices) -> None:
    """On both backends: refused naming the role, logged, and not counted towards lock-out."""
    make_users(services)
    for _ in range(services.settings.get().lockout_attempts + 1):
        with pytest.raises(PermissionDenied, match=r"dan \(dealer\) may not void; only: pit boss"):
            services.users.co_sign("dan", "123456", Permission.VOID, purpose="void")
    dan = services.store.user_by_name("dan")
    assert dan.failed == 0 and dan.locked_until_us is None
    services.users.sign_in("dan", "123456")


def test_each_person_keeps_a_language_of_their_own(services: DealerServices) -> None:
    """A Russian-speaking dealer and an English-speaking pit boss share a station: each one's
    language is kept with them (a logged setting of their own) and read back at sign-in."""
    ids = make_users(services)
    dan = services.users.sign_in("dan", "123456")
    assert services.users.language(ids["dan"]) is None  # never chosen: the station's
    assert services.users.set_language(dan, "ru") == "ru"
    services.users.sign_out(dan)
    pat = services.users.sign_in("pat", "123456")
    services.users.set_language(pat, "en")
    assert (services.users.language(ids["dan"]), services.users.language(ids["pat"])) == ("ru", "en")
    assert services.users.language(ids["dora"]) is None
    with pytest.raises(ServiceError, match="language: 'de' is not one of en, ru"):
        services.users.set_language(pat, "de")
    services.users.set_language(pat, "en")  # unchanged: nothing more logged
    changes = [e for e in services.store.entries_of_kind([EntryKind.SETTINGS_CHANGED])
               if any(str(k).startswith("user_language.") for k in e.payload["values"])]
    assert [(e.actor, dict(e.payload["values"])) for e in changes] == [
        (ids["dan"], {f"user_language.{ids['dan']}": "ru"}), (ids["pat"], {f"user_language.{ids['pat']}": "en"})]
    assert services.settings.get().casino_name == "Casino"  # the casino's own settings are untouched
