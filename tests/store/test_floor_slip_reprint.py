"""Floor schema 8: a floor made before slips could be printed again (its log's form lists the
kinds known then) is migrated when a station opens it; its log's form then knows
``slip_reprinted`` (and, schema 12, Russian Roulette's kinds), a copy is recorded, signed,
and ``audit verify`` passes."""

from __future__ import annotations

import psycopg
import pytest
from pg_server import fresh_database
from store_helpers import FAST_HASHER, make_users

from dealer_app.auth.roles import Permission
from dealer_app.cli.store import audit_main
from dealer_app.services import DealerServices
from dealer_app.store.pg_schema import _LOG_FORM, SCHEMA_VERSION
from dealer_app.store.records import EntryKind

pytestmark = pytest.mark.floor
CHIPS = [{"value": 10000, "colour": "#222222"}, {"value": 2500, "colour": "#1f8a3b"}]


def _form_knows_reprints(url: str) -> tuple[bool, str]:
    with psycopg.connect(url, autocommit=True) as c:
        src = c.execute("SELECT prosrc FROM pg_proc WHERE proname = 'log_form'").fetchone()
        version = c.execute("SELECT value FROM dealer.floor_meta WHERE key = 'schema_version'").fetchone()
    assert src is not None and version is not None
    # schema 12: Russian Roulette's kinds too
    knows = "'slip_reprinted'" in str(src[0]) and all(f"'{k.value}'" in str(src[0]) for k in _ROULETTE)
    return knows, str(version[0])


_ROULETTE = [k for k in EntryKind if k.value.startswith("roulette_")]
_SCHEMA_7_FORM = _LOG_FORM.replace(", 'slip_reprinted'", "").replace(
    "".join(f", '{k.value}'" for k in _ROULETTE), "")


def test_a_floor_of_schema_7_takes_a_reprint_once_migrated(pg_server: str,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    with fresh_database(pg_server, floor=True) as url:
        with psycopg.connect(url, autocommit=True) as c:  # the log's form as schema 7 made it
            c.execute(_SCHEMA_7_FORM)
            c.execute("UPDATE dealer.floor_meta SET value = '7' WHERE key = 'schema_version'")
        assert _form_knows_reprints(url) == (False, "7")
        s = DealerServices.open(url, table="T1", station="pc-1", hasher=FAST_HASHER)
        try:
            assert _form_knows_reprints(url) == (True, str(SCHEMA_VERSION))
            make_users(s)
            s.count.set_chip_set(s.users.co_sign("pat", "123456", Permission.EDIT_CHIP_SET, purpose="chips"), CHIPS)
            dan = s.users.sign_in("dan", "123456")
            boss = s.users.co_sign("pat", "123456", Permission.SIGN_COUNT, purpose="opener")
            shift = s.shifts.open(dan, "T1", opener={10000: 10, 2500: 10}, confirmed_by=boss).id
            boss = s.users.co_sign("paula", "123456", Permission.SIGN_COUNT, purpose="fill", shift_id=shift)
            number = s.count.request_slip(dan, shift, "fill", {10000: 2}, signed_by=boss).number
            boss = s.users.co_sign("pat", "123456", Permission.SIGN_COUNT, purpose="reprint", shift_id=shift)
            slip = s.count.reprint_slip(boss, number, "torn at the cage")
            assert [(r.by, r.reason) for r in slip.reprints] == [("pat", "torn at the cage")]
        finally:
            s.close()
        capsys.readouterr()
        assert audit_main(["verify", "--db", url]) == 0, capsys.readouterr()
        assert f"slip {number} printed again by user" in capsys.readouterr().out
