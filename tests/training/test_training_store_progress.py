"""Progress records through the shift store's training service (the audit log)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from dealer_app.auth.passwords import PinHasher
from dealer_app.auth.roles import Permission, PermissionDenied, Role
from dealer_app.services import DealerServices
from dealer_app.training.mistakes import MistakeKind as K
from dealer_app.training.progress import BoxResult, Mode, SessionResult
from dealer_app.training.store_progress import ServiceProgressStore
from dealer_app.training.weighting import weak_kinds


def _result(trainee: str) -> SessionResult:
    boxes = (
        BoxResult(1, 2, True, True, None, (K.ANTE_PAID_ON_WIN,), 4.0),
        BoxResult(1, 3, True, False, K.HAND2_MISSED, (K.HAND2_MISSED,), 9.5),
    )
    return SessionResult(trainee, dt.datetime(2025, 5, 1, 10, 0, tzinfo=dt.UTC), "L6-S3-K1-Habc", 6, Mode.TIMED, 3,
                         "default", 36, boxes, seconds=13.5)


def test_progress_in_the_store(tmp_path: Path) -> None:
    s = DealerServices.open(tmp_path / "shift.db", station="train-1", hasher=PinHasher(time_cost=1, memory_cost=8, parallelism=1))
    try:
        s.users.create_first_admin("ada", "111111")
        for name, role in (("tim", Role.TRAINEE), ("tia", Role.TRAINEE), ("pat", Role.PIT_BOSS)):
            sig = s.users.co_sign("ada", "111111", Permission.MANAGE_USERS, purpose="setup")  # signs once
            s.users.add(sig, name, role, "123456")

        tim = s.users.sign_in("tim", "123456")
        mine = ServiceProgressStore(s, tim)
        result = _result("tim")
        mine.record(result)
        assert mine.results() == [result]
        assert weak_kinds(mine.results()) == {K.HAND2_MISSED: 1}
        with pytest.raises(ValueError):
            mine.record(_result("tia"))  # only your own
        row = s.training.progress(tim, tim.user.id)[0]
        assert (row.level, row.mode, row.rounds, row.correct, row.seconds) == (6, "timed", 2, 1, 13.5)
        assert row.mistakes == {"hand2_missed": 1}
        s.users.sign_out(tim)

        tia = s.users.sign_in("tia", "123456")
        with pytest.raises(PermissionDenied):
            ServiceProgressStore(s, tia).results("tim")  # a trainee sees only their own
        s.users.sign_out(tia)

        pat = s.users.sign_in("pat", "123456")
        assert ServiceProgressStore(s, pat).results("tim") == [result]  # a pit boss sees every trainee's
    finally:
        s.close()
