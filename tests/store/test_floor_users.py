"""Users floor-wide: on a floor a user is defined once and signs on every table; each
table's chain stays self-contained and verifies; an older floor (schema 2, users per
table) is migrated by giving every table the users it lacks.

A real server (tests/pg_server.py); every test has a database of its own.
"""

from __future__ import annotations

from typing import Any

import psycopg
import pytest
from pg_server import fresh_database
from store_helpers import FAST_HASHER, make_users

from dealer_app.auth.roles import Permission, Role
from dealer_app.cli.store import audit_main
from dealer_app.services import DealerServices
from dealer_app.services.users import SignInError
from dealer_app.store.pg_schema import SCHEMA_VERSION

pytestmark = pytest.mark.floor


@pytest.fixture
def floor(pg_server: str) -> Any:
    with fresh_database(pg_server, floor=True) as url:
        yield url


def _open(url: str, table: str) -> DealerServices:
    return DealerServices.open(url, table=table, station=f"pc-{table}", hasher=FAST_HASHER)


def _people(s: DealerServices) -> dict[str, tuple[str, bool]]:
    return {u.name: (u.role.value, u.disabled) for u in s.users.all_users() if not u.builtin}


def test_a_user_is_defined_once_for_the_floor(floor: str) -> None:
    t3 = _open(floor, "T3")  # a table made before the users
    t1 = _open(floor, "T1")
    try:
        make_users(t1)
        t2 = _open(floor, "T2")  # a table made after: it starts with the floor's users
        try:
            assert not t2.users.needs_first_admin()
            for s in (t2, t3):
                assert _people(s) == _people(t1)
                s.users.co_sign("pat", "123456", Permission.APPROVE, purpose="a pit boss signs on any table")
            # a change on any table applies on every table
            admin = t2.users.co_sign("ada", "111111", Permission.MANAGE_USERS, purpose="users")
            dora = t2.store.user_by_name("dora")
            assert dora is not None
            t2.users.set_role(admin, dora.id, Role.PIT_BOSS)
            admin = t3.users.co_sign("ada", "111111", Permission.MANAGE_USERS, purpose="users")
            tim = t3.store.user_by_name("tim")
            assert tim is not None
            t3.users.disable(admin, tim.id)
            admin = t1.users.co_sign("ada", "111111", Permission.MANAGE_USERS, purpose="users")
            t1.users.add(admin, "pia", Role.PIT_BOSS, "654321")
            for s in (t1, t2, t3):
                people = _people(s)
                assert people["dora"] == ("pit_boss", False) and people["tim"] == ("trainee", True)
                assert people["pia"] == ("pit_boss", False)
                s.users.co_sign("pia", "654321", Permission.APPROVE, purpose="signs everywhere")
                with pytest.raises(SignInError):
                    s.users.sign_in("tim", "123456")  # disabled everywhere
            # lock-outs stay each table's own: wrong PINs on T1 do not count on T2
            for _ in range(2):
                with pytest.raises(SignInError):
                    t1.users.sign_in("dan", "000000")
            assert t1.store.user_by_name("dan").failed == 2  # type: ignore[union-attr]
            assert t2.store.user_by_name("dan").failed == 0  # type: ignore[union-attr]
        finally:
            t2.close()
    finally:
        t1.close()
        t3.close()
    assert audit_main(["verify", "--db", floor]) == 0  # every table's chain verifies on its own


def test_an_older_floor_gets_its_users_shared(floor: str, monkeypatch: pytest.MonkeyPatch) -> None:
    import dealer_app.store.postgres as pg

    # as schema 2 left it: each table with users of its own
    with monkeypatch.context() as m:
        m.setattr(pg, "write_users", lambda *a, **k: 0)
        m.setattr(pg, "share_users", lambda *a, **k: 0)
        t1, t2 = _open(floor, "T1"), _open(floor, "T2")
        try:
            make_users(t1)  # ada, dan, dora, pat, paula, tim, adam
            t2.users.create_first_admin("ada", "222222")

            def admin() -> Any:  # a co-signature signs once
                return t2.users.co_sign("ada", "222222", Permission.MANAGE_USERS, purpose="users")

            t2.users.add(admin(), "olga", Role.DEALER, "333333")
            t2.users.add(admin(), "pat", Role.DEALER, "444444")  # the same name, another definition
            t2.users.disable(admin(), t2.users.add(admin(), "gone", Role.DEALER, "555555").id)
            assert set(_people(t2)) == {"ada", "olga", "pat", "gone"}
        finally:
            t1.close()
            t2.close()
    with psycopg.connect(floor, autocommit=True) as c:
        c.execute("UPDATE dealer.floor_meta SET value = '2' WHERE key = 'schema_version'")
    t1 = _open(floor, "T1")
    t2 = _open(floor, "T2")
    try:
        assert t1.store.startup.migrated_from == 2 and SCHEMA_VERSION >= 3
        names = {"ada", "dan", "dora", "pat", "paula", "tim", "adam", "olga", "gone"}
        assert set(_people(t1)) == set(_people(t2)) == names
        assert _people(t1)["gone"] == ("dealer", True) and _people(t1)["olga"] == ("dealer", False)
        t1.users.co_sign("olga", "333333", Permission.DEAL, purpose="olga, defined on T2, signs on T1")
        t2.users.co_sign("dan", "123456", Permission.DEAL, purpose="dan, defined on T1, signs on T2")
        # a name defined on both keeps each table's definition until an administrator changes it
        assert _people(t1)["pat"][0] == "pit_boss" and _people(t2)["pat"][0] == "dealer"
        t2.users.co_sign("ada", "222222", Permission.MANAGE_USERS, purpose="T2's own ada")
        t1.users.co_sign("ada", "111111", Permission.MANAGE_USERS, purpose="T1's own ada")
    finally:
        t1.close()
        t2.close()
    assert audit_main(["verify", "--db", floor]) == 0
