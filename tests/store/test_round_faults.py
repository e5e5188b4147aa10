"""Disk full and I/O errors in the middle of a round, through the round service.

Real faults, not mocks: ``disk_full`` caps the database with ``PRAGMA
max_page_count`` so SQLite itself fails with ``SQLITE_FULL``; ``io_errors``
swaps the database's file descriptors for a read-only one so the kernel fails
the writes and SQLite reports ``SQLITE_IOERR``. In every case: the failed call
raises a typed error with a one-line message the app can show, the round stays
in memory exactly as last acknowledged, nothing recorded is damaged (the round
replays from disk to the same state, ``audit verify`` passes) and dealing
continues once the fault is gone.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from contextlib import AbstractContextManager
from pathlib import Path
from typing import Any

import pytest
from store_helpers import FAST_HASHER

from dealer_app.audit.verify import verify_store
from dealer_app.auth.roles import Permission
from dealer_app.services import DealerServices, Session
from dealer_app.services.rounds import LiveRound
from dealer_app.services.simulate import Simulator
from dealer_app.store import DiskFullError, RoundStatus, StoreEnvironmentError, StoreIOError
from dealer_app.store.faults import disk_full, io_errors

linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="descriptor swapping uses /proc/self/fd")

Injector = Callable[[Any], AbstractContextManager[None]]


def _start(s: DealerServices, session: Session, shift_id: int, seed: int) -> tuple[LiveRound, list[Any]]:
    from rules.poker.generator import generate_round

    live = s.rounds.start(session, shift_id)
    return live, list(generate_round(seed, live.house, None, jackpot=live.jackpot_start).steps)


def _finish(s: DealerServices, session: Session, live: LiveRound) -> None:
    if not s.rounds.approval_state(live.round_id).satisfied:
        sig = s.users.system_co_sign("simulator-pit-boss", Permission.APPROVE, purpose="approve",
                                     shift_id=live.shift_id, round_id=live.round_id)
        s.rounds.approve(sig, live.round_id)
    s.rounds.confirm(session, live.round_id)


def _check_in_memory(s: DealerServices, acknowledged: LiveRound, exc: Exception, error: type[Exception]) -> None:
    """The app's view during the fault: a typed, one-line error, and the round in memory
    exactly as last acknowledged (no store access needed to show it)."""
    assert isinstance(exc, error) and isinstance(exc, StoreEnvironmentError)
    text = str(exc)
    assert "\n" not in text and "retry" in text and str(s.store.location) in text
    assert s.rounds.live(acknowledged.round_id) is acknowledged


def _check_on_disk(s: DealerServices, acknowledged: LiveRound) -> None:
    """Once the fault is gone: on disk exactly as acknowledged (what a restart would see)."""
    row = s.store.round(acknowledged.round_id)
    assert row is not None and row.status == RoundStatus.OPEN and row.steps == acknowledged.steps
    s.rounds.forget(acknowledged.round_id)
    replayed = s.rounds.live(acknowledged.round_id)
    assert replayed.steps == acknowledged.steps and replayed.state == acknowledged.state
    assert replayed.last_seq == acknowledged.last_seq


def _round_with_fault(s: DealerServices, session: Session, shift_id: int, seed: int, inject: Injector,
                      error: type[Exception], inject_at: int | None) -> str | None:
    """Deal one round, with the fault from step ``inject_at`` (``None``: from the
    confirmation) until the first failure; then deal on without it. Returns where it
    failed: "step", "confirm" or ``None`` (the round got through)."""
    live, steps = _start(s, session, shift_id, seed)
    at = len(steps) if inject_at is None else inject_at
    for step in steps[:at]:
        live = s.rounds.apply(session, live.round_id, step)
    failed: str | None = "step"
    pos = at
    with inject(s.store):
        try:
            while pos < len(steps):
                live = s.rounds.apply(session, live.round_id, steps[pos])
                pos += 1
            failed = "confirm"
            _finish(s, session, live)
            failed = None
        except StoreEnvironmentError as exc:
            _check_in_memory(s, live, exc, error)
    if failed is not None:  # the fault is gone: the dealer carries on from where it stopped
        _check_on_disk(s, live)
        live = s.rounds.live(live.round_id)
        for step in steps[pos:]:
            live = s.rounds.apply(session, live.round_id, step)
        _finish(s, session, live)
    row = s.store.round(live.round_id)
    assert row.status == RoundStatus.SETTLED and row.steps == len(steps)
    return failed


def _open(db_path: Path) -> tuple[DealerServices, Session, int]:
    s = DealerServices.open(db_path, station="t", hasher=FAST_HASHER)
    session = Simulator(s, seed=0).dealer_session()
    shift = s.shifts.open(session, "sim", simulated=True)
    return s, session, shift.id


def test_disk_full_mid_round(db_path: Path) -> None:
    """SQLite runs out of pages at whatever write needs a new one: a step (small) or the
    settlement (a few kilobytes). Deal until both have been hit."""
    s, session, shift_id = _open(db_path)
    seen: list[str | None] = []
    try:
        for seed in range(1, 60):
            live_steps = _round_with_fault(s, session, shift_id, seed, disk_full, DiskFullError, inject_at=3)
            seen.append(live_steps)
            if "step" in seen and "confirm" in seen:
                break
        assert "step" in seen and "confirm" in seen, seen
        report = verify_store(s.store)
        assert report.ok, report.problems
        assert not s.store.rounds(status=RoundStatus.OPEN)
    finally:
        s.close()
    with DealerServices.open(db_path, station="t", hasher=FAST_HASHER) as again:
        assert len(again.store.rounds(shift_id, status=RoundStatus.SETTLED)) == len(seen)


@linux_only
@pytest.mark.parametrize("inject_at", [0, 1, 4, None], ids=["first-step", "second-step", "mid-round", "settlement"])
def test_io_error_mid_round(db_path: Path, inject_at: int | None) -> None:
    s, session, shift_id = _open(db_path)
    try:
        where = _round_with_fault(s, session, shift_id, 17, io_errors, StoreIOError, inject_at)
        assert where == ("confirm" if inject_at is None else "step")
        _round_with_fault(s, session, shift_id, 18, io_errors, StoreIOError, 2)  # and again on the next round
        report = verify_store(s.store)
        assert report.ok, report.problems
    finally:
        s.close()


def test_refused_step_records_nothing(db_path: Path) -> None:
    """An engine refusal (not a store error) never reaches the store either."""
    from rules.cards import parse_cards
    from rules.poker import DealerCards, StepRefused

    s, session, shift_id = _open(db_path)
    try:
        live, steps = _start(s, session, shift_id, 5)
        live = s.rounds.apply(session, live.round_id, steps[0])
        before = s.store.anchor()
        with pytest.raises(StepRefused) as info:
            s.rounds.apply(session, live.round_id, DealerCards(parse_cards("As Ks Qs Js Ts")))
        assert info.value.lines and "not yet" in info.value.lines[0]
        with pytest.raises(StepRefused):
            s.rounds.apply(session, live.round_id, "place a bet")
        assert s.store.anchor() == before
        assert s.rounds.live(live.round_id) is live
    finally:
        s.close()
