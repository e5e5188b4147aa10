"""Paper rounds entered afterwards (late entries), on both backends: after an outage a
pit boss enters the rounds dealt on paper; each goes through the engine and the store
like a live round, is marked in the log and in the shift report (when it was played,
as stated, and when it was entered), and ``audit verify`` passes.
"""

from __future__ import annotations

import io
import json
import time
from io import BytesIO
from pathlib import Path
from typing import Any

import pytest
from entry_support import assert_typed_log
from pdf_text import page_text
from pypdf import PdfReader
from store_helpers import FAST_HASHER, deal, find_round, make_users

from dealer_app.auth.roles import Permission, PermissionDenied
from dealer_app.cli.store import audit_main
from dealer_app.services import DealerServices, ServiceError, StateError
from dealer_app.services.rounds import LateEntry, required_approvals
from dealer_app.store import EntryKind, NewEntry
from dealer_main import main as dealer_main
from rules.poker.settle import Settlement

THRESHOLD = 5_000
HOUR_US = 3600 * 1_000_000


@pytest.fixture
def table(db: Any) -> Any:
    """A table with its people, a low approval threshold, and Dan's shift open."""
    s = db.open(station="table-1", hasher=FAST_HASHER)
    make_users(s)
    s.settings.update(s.users.co_sign("ada", "111111", Permission.EDIT_SETTINGS, purpose="settings"),
                      approval_threshold=THRESHOLD)
    dan = s.users.sign_in("dan", "123456")
    shift = s.shifts.open(dan, "T1")
    yield s, dan, shift.id
    s.close()


def _paper(s: DealerServices, *, held: bool, start: int = 0) -> Any:
    house = s.house.current("default").rules
    jackpot = s.meter.value()
    return find_round(house, jackpot,
                      lambda st: bool(required_approvals(Settlement.from_json(st, house, jackpot_before=jackpot),
                                                         THRESHOLD)) == held, start=start)


def _boss(s: DealerServices, name: str, permission: Permission, shift_id: int) -> Any:
    return s.users.co_sign(name, "123456", permission, purpose=permission.value, shift_id=shift_id)


def _pdf_text(s: DealerServices, shift_id: int) -> str:
    from dealer_app.reporting import build_shift_report
    from reports import shift_report_bytes

    pdf = shift_report_bytes(build_shift_report(s, shift_id, timezone="UTC"))
    return " ".join((page_text(p) or "") for p in PdfReader(BytesIO(pdf)).pages)


def test_a_paper_round_is_entered_late_like_a_live_one(table: Any, db: Any) -> None:
    s, dan, shift_id = table
    live_before = _paper(s, held=False)
    deal(s, dan, shift_id, live_before.steps)
    s.rounds.confirm(dan, s.rounds.unfinished()[0].id)
    paper = _paper(s, held=True, start=100)
    played = s.ctx.clock() - 2 * HOUR_US
    e = s.rounds.enter_late(_boss(s, "pat", Permission.ENTER_LATE, shift_id), shift_id, paper.steps,
                            LateEntry(played, note="paper slip 17"), _boss(s, "paula", Permission.APPROVE, shift_id))
    assert e.kind == EntryKind.ROUND_SETTLED
    view = s.read.round(int(e.round_id or 0))
    assert view.settled and view.number == 2 and view.dealer_name == "dan" and view.steps == len(paper.steps)
    assert view.late is not None and view.late.played_us == played and view.late.by_name == "pat"
    assert view.late.note == "paper slip 17" and view.late.entered_us > played
    assert [a.by_name for a in view.approvals] == ["paula"]  # four eyes: neither the dealer nor the one entering
    started = s.store.round_entries(view.id)[0]
    assert started.kind == EntryKind.ROUND_STARTED and started.payload["late"]["played_at_us"] == played
    # the dealer carries on live after it: the next round is number 3, not a late entry
    nxt = deal(s, dan, shift_id, _paper(s, held=False, start=200).steps)
    s.rounds.confirm(dan, nxt.round_id)
    assert s.read.round(nxt.round_id).number == 3 and s.read.round(nxt.round_id).late is None
    assert audit_main(["verify", *db.argv()]) == 0
    text = _pdf_text(s, shift_id)
    assert "Late entries (paper rounds)" in text and "paper slip 17" in text
    assert "LATE ENTRY, played" in text


def test_a_paper_round_that_would_not_go_through_records_nothing(table: Any) -> None:
    s, dan, shift_id = table
    held = _paper(s, held=True)
    plain = _paper(s, held=False)
    pat = _boss(s, "pat", Permission.ENTER_LATE, shift_id)
    paula = _boss(s, "paula", Permission.APPROVE, shift_id)
    own = _boss(s, "pat", Permission.APPROVE, shift_id)
    now = s.ctx.clock()
    head = s.store.anchor().head_seq
    with pytest.raises(StateError, match="not complete"):
        s.rounds.enter_late(pat, shift_id, plain.steps[:-1], LateEntry(now - HOUR_US))
    with pytest.raises(ServiceError, match="step 2 of the paper round"):  # the showdown before any bet is closed
        s.rounds.enter_late(pat, shift_id, [plain.steps[0], plain.steps[-1]], LateEntry(now - HOUR_US))
    with pytest.raises(StateError, match="another pit boss"):
        s.rounds.enter_late(pat, shift_id, held.steps, LateEntry(now - HOUR_US))
    with pytest.raises(PermissionDenied, match="prepared the paper round"):
        s.rounds.enter_late(pat, shift_id, held.steps, LateEntry(now - HOUR_US), own)
    with pytest.raises(ServiceError, match="in the future"):
        s.rounds.enter_late(pat, shift_id, plain.steps, LateEntry(now + HOUR_US), paula)
    assert s.store.anchor().head_seq == head and s.store.rounds(shift_id) == []
    with pytest.raises(PermissionDenied):  # a dealer does not enter paper rounds
        s.rounds.enter_late(dan, shift_id, plain.steps, LateEntry(now - HOUR_US))


def test_the_command_enters_paper_rounds_with_pins_from_standard_input(
        table: Any, db: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    s, _dan, shift_id = table
    rounds = [_paper(s, held=False, start=300), _paper(s, held=True, start=400)]
    file = tmp_path / "paper.json"
    file.write_text(json.dumps([
        {"played_at": time.strftime("%Y-%m-%dT%H:%M:%S+00:00", time.gmtime(time.time() - 3 * 3600 - i * 300)),
         "note": f"paper slip {i + 1}", "steps": [step.to_json() for step in r.steps]}
        for i, r in enumerate(rounds)]))
    argv = ["rounds", "enter-late", *db.argv(), "--shift", str(shift_id), "--file", str(file), "--by", "pat",
            "--approver", "paula", "--pin-stdin"]
    monkeypatch.setattr("sys.stdin", io.StringIO("123456\n123456\n"))  # Pat's PIN, then Paula's: once each
    assert dealer_main(argv) == 0
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 2 and all("entered late (played" in line for line in out), out
    assert out[0].startswith(f"round 1 of shift {shift_id}:") and out[1].startswith(f"round 2 of shift {shift_id}:")
    views = s.read.rounds(shift_id)
    assert [v.late.note if v.late else None for v in views] == ["paper slip 1", "paper slip 2"]
    assert all(v.settled for v in views)
    assert audit_main(["verify", *db.argv()]) == 0
    capsys.readouterr()
    # a file the command cannot read: one line, exit 2, nothing recorded
    file.write_text(json.dumps({"played_at": "yesterday", "steps": [rounds[0].steps[0].to_json()]}))
    monkeypatch.setattr("sys.stdin", io.StringIO("123456\n"))
    assert dealer_main(argv) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == ["dealer-app rounds: round 1 of the file: played_at: 'yesterday' is not an ISO 8601 time "
                   "(2026-12-01T14:20:00+03:00)"]
    assert len(s.read.rounds(shift_id)) == 2


def test_audit_verify_names_a_late_entry_not_made_by_a_pit_boss(table: Any, db: Any,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    s, dan, shift_id = table
    house = s.house.current("default")
    late = {"played_at_us": s.ctx.clock() - HOUR_US, "note": "", "entered_by": dan.user.id}
    s.store.append([NewEntry(EntryKind.ROUND_STARTED, {"dealer": dan.user.id, "house_version": house.version,
                                                       "jackpot_start": s.meter.value(), "late": late},
                             dan.user.id, "table-1", shift_id)])  # past the services: a dealer "enters" one
    capsys.readouterr()
    assert audit_main(["verify", *db.argv()]) == 1
    assert "(a late entry): entered by dan, who was not a pit boss" in capsys.readouterr().out


def test_a_file_entered_again_enters_only_what_is_missing_and_says_so(
        table: Any, db: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    s, _dan, shift_id = table
    rounds = [_paper(s, held=False, start=500), _paper(s, held=True, start=600), _paper(s, held=False, start=700)]
    file = tmp_path / "paper.json"
    file.write_text(json.dumps([
        {"played_at": time.strftime("%Y-%m-%dT%H:%M:%S+00:00", time.gmtime(time.time() - 3 * 3600 + i * 300)),
         "note": f"sheet {i + 1}", "steps": [step.to_json() for step in r.steps]}
        for i, r in enumerate(rounds)]))
    argv = ["rounds", "enter-late", *db.argv(), "--shift", str(shift_id), "--file", str(file), "--by", "pat",
            "--pin-stdin"]
    monkeypatch.setattr("sys.stdin", io.StringIO("123456\n"))  # no approver: the held second sheet stops the run
    assert dealer_main(argv) == 1
    captured = capsys.readouterr()
    assert "1 of 3 rounds were entered before this one; run the file again" in captured.err
    assert len(s.read.rounds(shift_id)) == 1
    monkeypatch.setattr("sys.stdin", io.StringIO("123456\n123456\n"))
    assert dealer_main([*argv, "--approver", "paula"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"round 1 of the file: already entered, as round 1 of shift {shift_id}; skipped"
    assert out[-1] == "dealer-app rounds: entered 2; 1 were already entered"
    assert [v.late.note if v.late else None for v in s.read.rounds(shift_id)] == ["sheet 1", "sheet 2", "sheet 3"]
    assert dealer_main([*argv, "--approver", "paula"]) == 0  # a third time: nothing to do, no PIN asked
    assert capsys.readouterr().out.splitlines()[-1] == ("dealer-app rounds: all 3 rounds of the file are already "
                                                        "entered; nothing to do")
    with pytest.raises(StateError, match="already entered, as round 1"):  # the service refuses a sheet twice too
        s.rounds.enter_late(_boss(s, "pat", Permission.ENTER_LATE, shift_id), shift_id, rounds[0].steps,
                            LateEntry(s.read.rounds(shift_id)[0].late.played_us))
    assert len(s.read.rounds(shift_id)) == 3 and audit_main(["verify", *db.argv()]) == 0


def test_what_enter_late_accepts_passes_audit_verify(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """One rule on the store's clock: a played-at time anywhere around now is either refused by
    ``enter_late`` or passes ``audit verify`` (the entry records its own time after the check)."""
    from hypothesis import given, settings
    from hypothesis import strategies as st

    from dealer_app.store.errors import StaleStateError

    tick = [time.time_ns() // 1000]

    def clock() -> int:  # the store's clock: it moves on by a millisecond at every reading
        tick[0] += 1000
        return tick[0]

    db = tmp_path / "late.db"
    s = DealerServices.open(db, station="t", hasher=FAST_HASHER, clock=clock)
    try:
        make_users(s)
        shift_id = s.shifts.open(s.users.sign_in("dan", "123456"), "T1").id
        paper = _paper(s, held=False)
        accepted: list[int] = []

        @settings(max_examples=30, deadline=None, derandomize=True)
        @given(st.integers(-2 * HOUR_US, 2 * HOUR_US) | st.integers(-5_000, 120_000_000))
        def enter(offset: int) -> None:
            played = tick[0] + offset
            try:
                s.rounds.enter_late(_boss(s, "pat", Permission.ENTER_LATE, shift_id), shift_id, paper.steps,
                                    LateEntry(played))
            except (ServiceError, StaleStateError):
                return
            accepted.append(offset)

        enter()
        assert accepted and max(accepted) < 1_000_000  # never a time ahead of the store's clock (a second: its ticks)
        capsys.readouterr()
        assert audit_main(["verify", "--db", str(db)]) == 0, capsys.readouterr().out
    finally:
        s.close()


def test_an_honest_mistake_in_a_late_entrys_time_is_corrected_by_a_signed_entry(
        table: Any, db: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """A late entry stamped before the time its paper states (written by an older version, or a
    clock stepped back) fails ``audit verify``; a pit boss's signed correction puts it right: the
    report and verify show it corrected, and nothing of the round changes."""
    s, _dan, shift_id = table
    pat = s.store.user_by_name("pat")
    house = s.house.current("default")
    now = s.store.now_us()
    [started] = s.store.append([NewEntry(EntryKind.ROUND_STARTED, {
        "dealer": s.store.shift(shift_id).dealer, "house_version": house.version, "jackpot_start": s.meter.value(),
        "late": {"played_at_us": now + HOUR_US, "note": "sheet 4", "entered_by": pat.id}},
        pat.id, "table-1", shift_id)])
    capsys.readouterr()
    assert audit_main(["verify", *db.argv()]) == 1
    assert "(a late entry): played at" in capsys.readouterr().out
    rid = int(started.round_id or 0)
    played = time.strftime("%Y-%m-%dT%H:%M:%S+00:00", time.gmtime(now / 1e6 - 3600))
    argv = ["rounds", "correct-late", *db.argv(), "--round", str(rid), "--played-at", played, "--by", "pat",
            "--pin-stdin"]
    monkeypatch.setattr("sys.stdin", io.StringIO("123456\n"))
    assert dealer_main([*argv, "--reason", "  "]) == 2  # a reason is required
    monkeypatch.setattr("sys.stdin", io.StringIO("123456\n"))
    late_future = time.strftime("%Y-%m-%dT%H:%M:%S+00:00", time.gmtime(now / 1e6 + 7200))
    assert dealer_main([*argv[:7], late_future, *argv[8:], "--reason", "still wrong"]) == 2  # never after entry
    monkeypatch.setattr("sys.stdin", io.StringIO("123456\n"))
    assert dealer_main([*argv, "--reason", "paper misread: 14:20, not 16:20"]) == 0
    out = capsys.readouterr().out
    assert "late entry corrected" in out
    assert audit_main(["verify", *db.argv()]) == 0
    assert "late entry corrected to played at" in capsys.readouterr().out
    assert assert_typed_log(s.store)["late_corrected"] == 1
    view = s.read.round(rid)
    assert view.late is not None and view.late.corrected_by == "pat" and view.late.stated_us == now + HOUR_US
    assert view.late.played_us == int(time.mktime(time.strptime(played, "%Y-%m-%dT%H:%M:%S+00:00")) -
                                      time.timezone) * 1_000_000
    assert [e.kind for e in s.store.round_entries(rid)] == [EntryKind.ROUND_STARTED, EntryKind.LATE_CORRECTED]
    # a settled paper round whose stated time was misread: corrected, and the report says so
    s.rounds.void(_boss(s, "paula", Permission.VOID, shift_id), rid, "no steps: entered again below")
    paper = _paper(s, held=False, start=800)
    e = s.rounds.enter_late(_boss(s, "pat", Permission.ENTER_LATE, shift_id), shift_id, paper.steps,
                            LateEntry(s.store.now_us() - HOUR_US, note="sheet 5"))
    s.rounds.correct_late(_boss(s, "paula", Permission.ENTER_LATE, shift_id), int(e.round_id or 0),
                          s.store.now_us() - 3 * HOUR_US, "paper misread: 14:20, not 16:20")
    assert "corrected by paula: paper misread" in " ".join(_pdf_text(s, shift_id).split())
